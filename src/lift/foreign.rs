//! Values of the types the lift's LLVM bindings cannot hold (token,
//! metadata, label, target extension types, x86_amx; inkwell panics on
//! them): `llvm.experimental.convergence.*`'s tokens, the metadata
//! arguments of constrained floating point, a target's own types. An
//! instruction with one becomes an opaque op without a result, read through
//! LLVM's C interface only. The types LLVM's NVPTX backend cannot lower are
//! refused at the line, as are scalable vectors and x86_fp80, which the
//! bindings hold but the backend cannot lower either (measured with llc-22
//! for sm_90, docs/reliability.md F54): target extension types (llc-22
//! crashes), x86_amx, scalable vectors (a load, a store or a
//! getelementptr of one aborts: 'Cannot implicitly convert a scalable size
//! to a fixed-width size'), x86_fp80 (a constant stored or selected
//! crashes, a phi or call of one aborts: 'Cannot select: build_pair').
//! fp128 and ppc_fp128 values are moved, stored and passed as llc-22 writes
//! them; their arithmetic is refused where it calls a library
//! (`Lifter::check_libcall`).

use super::*;
use llvm_sys::prelude::LLVMTypeRef;
use llvm_sys::LLVMTypeKind as K;

/// The kind of a type the bindings cannot hold, looking into aggregates.
pub(super) fn foreign_type(t: LLVMTypeRef) -> Option<&'static str> {
    use llvm_sys::core as c;
    // SAFETY: `t` is a live type; element types are read below their counts.
    unsafe {
        match c::LLVMGetTypeKind(t) {
            K::LLVMTokenTypeKind => Some("token"),
            K::LLVMMetadataTypeKind => Some("metadata"),
            K::LLVMLabelTypeKind => Some("label"),
            K::LLVMTargetExtTypeKind => Some("target extension"),
            K::LLVMX86_AMXTypeKind => Some("x86_amx"),
            K::LLVMScalableVectorTypeKind => Some("scalable vector"),
            K::LLVMX86_FP80TypeKind => Some("x86_fp80"),
            K::LLVMStructTypeKind => (0..c::LLVMCountStructElementTypes(t)).find_map(|k| foreign_type(c::LLVMStructGetTypeAtIndex(t, k))),
            K::LLVMArrayTypeKind | K::LLVMVectorTypeKind => foreign_type(c::LLVMGetElementType(t)),
            _ => None,
        }
    }
}

/// Whether a type has a part LLVM's NVPTX backend cannot lower at all.
fn unlowerable(kind: &str) -> bool {
    matches!(kind, "target extension" | "x86_amx" | "scalable vector" | "x86_fp80")
}

/// Whether a kind is one the bindings hold: a declaration with one in its
/// signature is left to its calls, which are refused at their lines.
fn held_by_bindings(kind: &str) -> bool {
    matches!(kind, "scalable vector" | "x86_fp80")
}

/// The foreign kind of the instruction's value or of a value it reads (a
/// call's arguments and callee; its bundles' operands are not values it
/// passes, and a branch's blocks are labels of every branch).
fn foreign_instruction(i: LLVMValueRef) -> Option<&'static str> {
    use llvm_sys::core as c;
    // SAFETY: `i` is a live instruction; operands are read below their count.
    unsafe {
        if let Some(k) = foreign_type(c::LLVMTypeOf(i)) {
            return Some(k);
        }
        // The type an alloca makes room for, or a getelementptr steps over.
        let inner = if !c::LLVMIsAAllocaInst(i).is_null() {
            c::LLVMGetAllocatedType(i)
        } else if !c::LLVMIsAGetElementPtrInst(i).is_null() {
            c::LLVMGetGEPSourceElementType(i)
        } else {
            std::ptr::null_mut()
        };
        if let Some(k) = (!inner.is_null()).then(|| foreign_type(inner)).flatten() {
            return Some(k);
        }
        let n = c::LLVMGetNumOperands(i).max(0) as u32;
        let call = !c::LLVMIsACallInst(i).is_null() || !c::LLVMIsAInvokeInst(i).is_null() || !c::LLVMIsACallBrInst(i).is_null();
        // A call's callee is its last operand.
        let (values, callee) = if call { (c::LLVMGetNumArgOperands(i), n.checked_sub(1)) } else { (n, None) };
        (0..values).chain(callee).find_map(|k| {
            let v = c::LLVMGetOperand(i, k);
            if v.is_null() || c::LLVMValueIsBasicBlock(v) != 0 {
                return None;
            }
            foreign_type(c::LLVMTypeOf(v))
        })
    }
}

impl Lifter<'_> {
    /// An instruction with a foreign value, as an opaque op (true), after
    /// the checks that read it through LLVM's C interface.
    pub(super) fn foreign(&mut self, i: InstructionValue<'_>, span: Span, ops: &mut Vec<Op>) -> bool {
        let raw = i.as_value_ref();
        let Some(kind) = foreign_instruction(raw) else { return false };
        if unlowerable(kind) {
            self.refuse_foreign("this instruction has a value of", kind, span);
        }
        if i.get_opcode() == InstructionOpcode::Call {
            // SAFETY: `raw` is a live call; its callee is a live value.
            let callee = unsafe { llvm_sys::core::LLVMGetCalledValue(raw) };
            // SAFETY: as above.
            let direct = unsafe { !llvm_sys::core::LLVMIsAFunction(callee).is_null() };
            let name = value_name(callee);
            if direct && name.starts_with("llvm.") {
                self.check_llvm_intrinsic(raw, &name, span);
            } else {
                self.check_bundles(raw, direct, span);
            }
        }
        ops.push(Op { result: None, name: "llvm.opaque".into(), kind: OpKind::Opaque { ty: None, terminator: i.is_terminator() }, attrs: AttrDict::default(), span, name_span: span });
        true
    }

    /// A function whose signature has a foreign type (a target extension
    /// type: no other can be a parameter or result of one that is not an
    /// intrinsic); refused, with its body left unread.
    pub(super) fn foreign_signature(&mut self, f: FunctionValue<'_>, span: Span) -> bool {
        use llvm_sys::core as c;
        // SAFETY: `f` is a live function; its type's parameters are read below their count.
        let kind = unsafe {
            let ty = c::LLVMGlobalGetValueType(f.as_value_ref());
            let mut params = vec![std::ptr::null_mut(); c::LLVMCountParamTypes(ty) as usize];
            c::LLVMGetParamTypes(ty, params.as_mut_ptr());
            foreign_type(c::LLVMGetReturnType(ty)).or_else(|| params.into_iter().find_map(foreign_type))
        };
        let Some(kind) = kind else { return false };
        if held_by_bindings(kind) && f.count_basic_blocks() == 0 {
            return false;
        }
        self.refuse_foreign("this function's signature has", kind, span);
        true
    }

    /// An error: `what` ("this variable has") a `kind` type, which LLVM's
    /// NVPTX backend cannot lower.
    pub(super) fn refuse_foreign(&mut self, what: &str, kind: &str, span: Span) {
        self.errors.push(Diagnostic::error("type", format!("{what} a {kind} type, which LLVM's NVPTX backend cannot lower")).at(span).note("llc-22 crashes or aborts on it"));
    }
}
