//! Address-space inference for generic pointers, as LLVM's InferAddressSpaces
//! and NVPTX's kernel-argument lowering see them: front ends (clang, Triton,
//! rustc) write most memory accesses through generic pointers, and the race
//! checks and the gating must know the space the pointer really points into.
//!
//! A generic pointer's space is known when every way it is computed leads to
//! one space: an `addrspacecast` (instruction or constant expression) from
//! it, a GEP or bitcast of such a pointer, a phi or select whose inputs agree,
//! `llvm.nvvm.mapa` (a generic address in a peer CTA's shared memory, so
//! shared::cluster), an inline-asm `cvta.shared` / `.global` /
//! `.shared::cluster` (its result, or the `inttoptr` of it), a global
//! variable (global memory), or a kernel's pointer parameter (global memory:
//! NVPTX lowers them so). Anything else (a loaded
//! pointer, another `inttoptr`, a device function's parameter) stays generic.
//! LLVM 22 defines no `llvm.nvvm.ptr.gen.to.*` / `ptr.*.to.gen`: its IR
//! reader upgrades them to the `addrspacecast`s followed here, and clang's
//! `__cvta_generic_to_shared` is an `addrspacecast` and a `ptrtoint` too.

use super::*;
use llvm_sys::core as c;
use std::collections::HashSet;

/// The spaces the checks act on: global, shared and shared::cluster. Others
/// (const, local, param) are left generic: inferring them changes nothing a
/// check asks, and a generic access there is what the backend emits anyway.
const INFERRED: [u32; 3] = [1, 3, 7];

/// What the computation of a pointer says of its space.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Known {
    Space(u32),
    /// Nothing that names one space.
    Generic,
    /// It leads back to a phi still being looked at: a loop's back edge,
    /// which takes whatever space the loop's entry gives.
    Pending,
}

/// Known spaces of generic pointers, memoised per value.
#[derive(Default)]
pub(super) struct Spaces {
    memo: crate::hash::FastMap<LLVMValueRef, Known>,
    visiting: HashSet<LLVMValueRef>,
    /// How many times a pending phi was met (a result computed past one is
    /// not memoised: it holds only for that phi's loop).
    pending_hits: usize,
}

impl Spaces {
    /// The space generic pointer `v` points into, if its computation says.
    pub(super) fn of(&mut self, v: LLVMValueRef) -> Option<u32> {
        match self.infer(v) {
            Known::Space(s) => Some(s),
            _ => None,
        }
    }

    /// What `root`'s computation says, walked with a stack of its own: a
    /// front end's chain of 10^5 GEPs, casts or phis is as deep (a
    /// recursive walk overflowed the thread's stack there).
    fn infer(&mut self, root: LLVMValueRef) -> Known {
        let mut stack = match self.enter(root) {
            Ok(known) => return known,
            Err(frame) => vec![frame],
        };
        let mut returned = None;
        loop {
            let top = stack.last_mut().expect("a frame is on the stack");
            if let Some(known) = returned.take() {
                top.take(known);
            }
            if top.done.is_none() && top.next < top.inputs.len() {
                let v = top.inputs[top.next];
                top.next += 1;
                match self.enter(v) {
                    Ok(known) => returned = Some(known),
                    Err(frame) => stack.push(frame),
                }
                continue;
            }
            let frame = stack.pop().expect("a frame is on the stack");
            let known = self.leave(frame.v, frame.done.unwrap_or(frame.agreed), frame.hits);
            if stack.is_empty() {
                return known;
            }
            returned = Some(known);
        }
    }

    /// The start of `v`'s walk: its answer where it needs no input's (a
    /// memoised value, a phi already being walked, a leaf), or the frame
    /// that walks its inputs.
    fn enter(&mut self, v: LLVMValueRef) -> Result<Known, Frame> {
        if let Some(&known) = self.memo.get(&v) {
            return Ok(known);
        }
        if !self.visiting.insert(v) {
            self.pending_hits += 1;
            return Ok(Known::Pending);
        }
        let hits = self.pending_hits;
        match self.compute(v) {
            Step::Known(known) => Ok(self.leave(v, known, hits)),
            Step::Join(inputs) => Err(Frame { v, inputs, next: 0, agreed: Known::Pending, done: None, hits }),
        }
    }

    /// The end of `v`'s walk with what its computation said.
    fn leave(&mut self, v: LLVMValueRef, known: Known, hits: usize) -> Known {
        let known = match known {
            Known::Space(s) if !INFERRED.contains(&s) => Known::Generic,
            k => k,
        };
        self.visiting.remove(&v);
        if self.pending_hits == hits {
            self.memo.insert(v, known);
        }
        known
    }

    fn compute(&mut self, v: LLVMValueRef) -> Step {
        // SAFETY: every value reached here is a live value of the module being
        // lifted, and so are its operands.
        unsafe {
            let ty = c::LLVMTypeOf(v);
            if c::LLVMGetTypeKind(ty) != llvm_sys::LLVMTypeKind::LLVMPointerTypeKind {
                return Step::Known(Known::Generic);
            }
            let own = c::LLVMGetPointerAddressSpace(ty);
            if own != 0 {
                return Step::Known(Known::Space(own));
            }
            if !c::LLVMIsAGlobalVariable(v).is_null() {
                return Step::Known(Known::Space(1));
            }
            if !c::LLVMIsAArgument(v).is_null() {
                return Step::Known(if kernel_pointer_param(v) { Known::Space(1) } else { Known::Generic });
            }
            let operand = |i: u32| c::LLVMGetOperand(v, i);
            use llvm_sys::LLVMOpcode as O;
            let opcode = if !c::LLVMIsAConstantExpr(v).is_null() {
                c::LLVMGetConstOpcode(v)
            } else if !c::LLVMIsAInstruction(v).is_null() {
                c::LLVMGetInstructionOpcode(v)
            } else {
                return Step::Known(Known::Generic);
            };
            match opcode {
                O::LLVMAddrSpaceCast | O::LLVMGetElementPtr | O::LLVMBitCast => Step::Join(vec![operand(0)]),
                O::LLVMSelect => Step::Join(vec![operand(1), operand(2)]),
                O::LLVMPHI => Step::Join((0..c::LLVMCountIncoming(v)).map(|i| c::LLVMGetIncomingValue(v, i)).collect()),
                O::LLVMCall if called_name(v) == "llvm.nvvm.mapa" => Step::Known(Known::Space(7)),
                // A generic address an inline `cvta.shared` (or .global,
                // .shared::cluster) made, as a pointer or as the integer
                // `inttoptr` takes.
                O::LLVMCall => Step::Known(cvta_to_generic(v).map_or(Known::Generic, Known::Space)),
                O::LLVMIntToPtr => Step::Known(cvta_to_generic(operand(0)).map_or(Known::Generic, Known::Space)),
                _ => Step::Known(Known::Generic),
            }
        }
    }
}

/// What a value's computation needs: nothing more, or the one space its
/// inputs agree on (a cast's or GEP's one input, a select's two, a phi's).
enum Step {
    Known(Known),
    Join(Vec<LLVMValueRef>),
}

/// A value whose inputs are being walked.
struct Frame {
    v: LLVMValueRef,
    inputs: Vec<LLVMValueRef>,
    next: usize,
    /// The space the inputs walked so far agree on (pending inputs do not
    /// vote).
    agreed: Known,
    /// Set once an input is generic or two disagree: the rest are not walked.
    done: Option<Known>,
    /// `pending_hits` when the walk of `v` started.
    hits: usize,
}

impl Frame {
    fn take(&mut self, known: Known) {
        match (known, self.agreed) {
            (Known::Generic, _) => self.done = Some(Known::Generic),
            (Known::Pending, _) => {}
            (k, Known::Pending) => self.agreed = k,
            (k, a) if k == a => {}
            _ => self.done = Some(Known::Generic),
        }
    }
}

/// A pointer parameter of a `ptx_kernel` that is not `byval` (a kernel's
/// pointer arguments point into global memory).
unsafe fn kernel_pointer_param(arg: LLVMValueRef) -> bool { unsafe {
    let f = c::LLVMGetParamParent(arg);
    if c::LLVMGetFunctionCallConv(f) != crate::emit::PTX_KERNEL_CC {
        return false;
    }
    let index = (0..c::LLVMCountParams(f)).find(|&i| c::LLVMGetParam(f, i) == arg);
    let byval = c::LLVMGetEnumAttributeKindForName(c"byval".as_ptr(), 5);
    index.is_some_and(|i| c::LLVMGetEnumAttributeAtIndex(f, i + 1, byval).is_null())
}}

/// The space of the generic address `v` holds, when `v` is the result of
/// an inline asm that is a `cvta` to the generic window.
unsafe fn cvta_to_generic(v: LLVMValueRef) -> Option<u32> {
    // SAFETY: `v` is a live value (the caller's contract); a call's callee
    // and an inline asm's string belong to it.
    unsafe {
        if c::LLVMIsACallInst(v).is_null() {
            return None;
        }
        let asm = c::LLVMIsAInlineAsm(c::LLVMGetCalledValue(v));
        if asm.is_null() {
            return None;
        }
        let mut len = 0;
        let text = llvm_str(c::LLVMGetInlineAsmAsmString(asm, &mut len), len);
        crate::ptx_asm::cvta(&text).filter(|k| k.to_generic).map(|k| k.space)
    }
}

/// The name of a call's callee ("" for an indirect call or inline asm).
unsafe fn called_name(call: LLVMValueRef) -> String { unsafe {
    let callee = c::LLVMGetCalledValue(call);
    if c::LLVMIsAFunction(callee).is_null() {
        return String::new();
    }
    value_name(callee)
}}
