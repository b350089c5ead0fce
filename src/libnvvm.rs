//! NVVM IR as libNVVM takes it, read as LLVM 22's: the intrinsics libNVVM
//! spells differently from LLVM 22, or has where LLVM 22 has none, each
//! call replaced by the LLVM 22 call of the same meaning, as LLVM's own
//! auto-upgrade replaces the intrinsics of older releases. CuTe DSL writes
//! them in the LLVM IR it hands to libNVVM.
//!
//! The spellings and what each is read as are data
//! (`intrinsics/libnvvm.toml`): a call is replaced where every immediate
//! the row names has a value whose meaning was confirmed against the PTX
//! libNVVM writes for it, and where the LLVM 22 intrinsic (its own
//! definition, looked up in LLVM) takes exactly the arguments the row
//! passes and gives the call's result. Any other call of the name is left
//! as written, and the check refuses it as an intrinsic LLVM 22 does not
//! define, with a note that names the forms read. Each replacement is one
//! call at the same place (the check finds its line in the text as
//! written), with the original's name and debug location.

use crate::diag::{Diagnostic, Span};
use inkwell::module::Module;
use llvm_sys::core as c;
use llvm_sys::prelude::*;

/// One libNVVM spelling (a row of `intrinsics/libnvvm.toml`).
#[derive(Debug)]
pub(crate) struct Spelling {
    /// The name libNVVM takes.
    pub libnvvm: &'static str,
    /// The LLVM 22 call's arguments, by their index in libNVVM's.
    pub args: &'static [u32],
    /// The i32 immediate whose value picks an entry of `to`.
    pub select: Option<u32>,
    /// Immediate value -> LLVM 22 intrinsic, or the rounding put into `asm`.
    pub to: &'static [(u64, &'static str)],
    /// The LLVM 22 intrinsic where no `select` picks one.
    pub llvm: Option<&'static str>,
    /// Immediates (by index) and the values confirmed for them.
    pub fixed: &'static [(u64, &'static [u64])],
    /// An inline PTX template in place of an intrinsic LLVM 22 lacks.
    pub asm: Option<&'static str>,
    /// The template's constraints.
    pub constraints: &'static str,
    /// What libNVVM's PTX has for the forms confirmed.
    pub ptx: &'static str,
}

include!(concat!(env!("OUT_DIR"), "/libnvvm.rs"));

/// The row of a libNVVM spelling.
pub(crate) fn spelling(name: &str) -> Option<&'static Spelling> {
    LIBNVVM_SPELLINGS.binary_search_by(|s| s.libnvvm.cmp(name)).ok().map(|i| &LIBNVVM_SPELLINGS[i])
}

/// What a call is read as.
#[derive(Debug, PartialEq)]
enum Replacement {
    Intrinsic(&'static str),
    Asm(String),
}

impl Spelling {
    /// The LLVM 22 call for a call whose immediates are `imm(index)` (None
    /// where the argument is no constant integer); None for a form whose
    /// meaning was not confirmed.
    fn replacement(&self, imm: impl Fn(u32) -> Option<u64>) -> Option<Replacement> {
        for (index, confirmed) in self.fixed {
            let at = u32::try_from(*index).ok()?;
            if !imm(at).is_some_and(|v| confirmed.contains(&v)) {
                return None;
            }
        }
        let Some(select) = self.select else {
            return self.llvm.map(Replacement::Intrinsic);
        };
        let value = imm(select)?;
        let to = self.to.iter().find(|(k, _)| *k == value)?.1;
        Some(match self.asm {
            Some(template) => Replacement::Asm(template.replace("{}", to)),
            None => Replacement::Intrinsic(to),
        })
    }

    /// The forms read, for a note: `name (values)` or the template.
    fn forms(&self) -> String {
        let fixed = self.fixed.iter().map(|(i, vs)| format!("argument {i} {}", vs.iter().map(u64::to_string).collect::<Vec<_>>().join(" or "))).collect::<Vec<_>>();
        let mut s = match self.select {
            Some(sel) => format!("argument {sel} one of {}", self.to.iter().map(|(v, to)| format!("{v} ({to})")).collect::<Vec<_>>().join(", ")),
            None => format!("as '{}'", self.llvm.unwrap_or_default()),
        };
        if !fixed.is_empty() {
            s.push_str(&format!(", with {}", fixed.join(", ")));
        }
        s
    }
}

/// Replaces every call of a libNVVM spelling in `m` whose form is confirmed
/// (see the module's documentation); a declaration left with no use goes.
pub(crate) fn upgrade(m: &Module<'_>) {
    // SAFETY: `m` is a live module; the functions, uses and calls walked are
    // its own, each call collected before any is replaced, and a function is
    // deleted only once nothing uses it; the builder is created, used and
    // disposed here.
    unsafe {
        let module = m.as_mut_ptr();
        let builder = c::LLVMCreateBuilderInContext(c::LLVMGetModuleContext(module));
        let mut f = c::LLVMGetFirstFunction(module);
        while !f.is_null() {
            let next = c::LLVMGetNextFunction(f);
            if let Some(s) = value_name(f).and_then(spelling) {
                for call in direct_calls(f) {
                    replace(module, builder, call, s);
                }
                if c::LLVMGetFirstUse(f).is_null() {
                    c::LLVMDeleteFunction(f);
                }
            }
            f = next;
        }
        c::LLVMDisposeBuilder(builder);
    }
}

/// The name of a value (None if it is not UTF-8).
unsafe fn value_name<'a>(v: LLVMValueRef) -> Option<&'a str> {
    let mut len = 0;
    // SAFETY: a live value; LLVM returns its name's bytes, alive while it is.
    let p = unsafe { c::LLVMGetValueName2(v, &mut len) };
    if p.is_null() {
        return None;
    }
    // SAFETY: `len` bytes at `p`.
    std::str::from_utf8(unsafe { std::slice::from_raw_parts(p.cast::<u8>(), len) }).ok()
}

/// The calls whose callee is `f`.
unsafe fn direct_calls(f: LLVMValueRef) -> Vec<LLVMValueRef> {
    let mut calls = Vec::new();
    // SAFETY: walking the use list of a live function.
    unsafe {
        let mut u = c::LLVMGetFirstUse(f);
        while !u.is_null() {
            let user = c::LLVMGetUser(u);
            if !c::LLVMIsACallInst(user).is_null() && c::LLVMGetCalledValue(user) == f {
                calls.push(user);
            }
            u = c::LLVMGetNextUse(u);
        }
    }
    calls
}

/// `call` replaced by the LLVM 22 call `s` reads it as, where its form is
/// confirmed and the LLVM 22 side takes these arguments.
unsafe fn replace(module: LLVMModuleRef, builder: LLVMBuilderRef, call: LLVMValueRef, s: &Spelling) {
    // SAFETY: `call` is a live call instruction of `module`.
    unsafe {
        let n = c::LLVMGetNumArgOperands(call);
        let imm = |i: u32| {
            let a = (i < n).then(|| c::LLVMGetOperand(call, i))?;
            (!c::LLVMIsAConstantInt(a).is_null() && c::LLVMGetIntTypeWidth(c::LLVMTypeOf(a)) <= 64).then(|| c::LLVMConstIntGetZExtValue(a))
        };
        let Some(replacement) = s.replacement(imm) else { return };
        if s.args.iter().any(|&i| i >= n) {
            return;
        }
        let mut args: Vec<LLVMValueRef> = s.args.iter().map(|&i| c::LLVMGetOperand(call, i)).collect();
        let ret = c::LLVMTypeOf(call);
        let Some((fn_ty, callee)) = (match replacement {
            Replacement::Intrinsic(name) => llvm22_intrinsic(module, name, ret, &args),
            Replacement::Asm(template) => pure_asm(&template, s.constraints, ret, &args),
        }) else {
            return;
        };
        c::LLVMPositionBuilderBefore(builder, call);
        let new = c::LLVMBuildCall2(builder, fn_ty, callee, args.as_mut_ptr(), args.len() as u32, c"".as_ptr());
        llvm_sys::debuginfo::LLVMInstructionSetDebugLoc(new, llvm_sys::debuginfo::LLVMInstructionGetDebugLoc(call));
        if c::LLVMGetTypeKind(ret) != llvm_sys::LLVMTypeKind::LLVMVoidTypeKind {
            let mut len = 0;
            let name = c::LLVMGetValueName2(call, &mut len).cast::<u8>();
            let name = if name.is_null() { Vec::new() } else { std::slice::from_raw_parts(name, len).to_vec() };
            c::LLVMSetValueName2(call, c"".as_ptr(), 0);
            c::LLVMSetValueName2(new, name.as_ptr().cast(), name.len());
            c::LLVMReplaceAllUsesWith(call, new);
        }
        c::LLVMInstructionEraseFromParent(call);
    }
}

/// LLVM 22's declaration of `name` (not overloaded), if it takes `args` and
/// gives `ret` exactly.
unsafe fn llvm22_intrinsic(module: LLVMModuleRef, name: &str, ret: LLVMTypeRef, args: &[LLVMValueRef]) -> Option<(LLVMTypeRef, LLVMValueRef)> {
    // SAFETY: LLVM's intrinsic tables, read for a live module's context.
    unsafe {
        let id = c::LLVMLookupIntrinsicID(name.as_ptr().cast(), name.len());
        if id == 0 || c::LLVMIntrinsicIsOverloaded(id) != 0 {
            return None;
        }
        let fn_ty = c::LLVMIntrinsicGetType(c::LLVMGetModuleContext(module), id, std::ptr::null_mut(), 0);
        let arity = c::LLVMCountParamTypes(fn_ty) as usize;
        let mut params = vec![std::ptr::null_mut(); arity];
        c::LLVMGetParamTypes(fn_ty, params.as_mut_ptr());
        let fits = c::LLVMGetReturnType(fn_ty) == ret && arity == args.len() && params.iter().zip(args).all(|(p, a)| *p == c::LLVMTypeOf(*a));
        fits.then(|| (fn_ty, c::LLVMGetIntrinsicDeclaration(module, id, std::ptr::null_mut(), 0)))
    }
}

/// A pure inline asm of `template` over 64-bit operands of the result's
/// type (the packed f32x2 register pair), if every argument has that type.
unsafe fn pure_asm(template: &str, constraints: &str, ret: LLVMTypeRef, args: &[LLVMValueRef]) -> Option<(LLVMTypeRef, LLVMValueRef)> {
    // SAFETY: types and an asm value made in the call's own context.
    unsafe {
        let bits64 = c::LLVMGetTypeKind(ret) == llvm_sys::LLVMTypeKind::LLVMVectorTypeKind && c::LLVMGetVectorSize(ret) == 2 && c::LLVMGetTypeKind(c::LLVMGetElementType(ret)) == llvm_sys::LLVMTypeKind::LLVMFloatTypeKind;
        if !bits64 || args.iter().any(|a| c::LLVMTypeOf(*a) != ret) {
            return None;
        }
        let mut params = vec![ret; args.len()];
        let fn_ty = c::LLVMFunctionType(ret, params.as_mut_ptr(), params.len() as u32, 0);
        let asm = c::LLVMGetInlineAsm(fn_ty, template.as_ptr().cast_mut().cast(), template.len(), constraints.as_ptr().cast_mut().cast(), constraints.len(), 0, 0, llvm_sys::LLVMInlineAsmDialect::LLVMInlineAsmDialectATT, 0);
        Some((fn_ty, asm))
    }
}

/// One note for a module whose text calls libNVVM's spellings: how many
/// calls, of which names, at the first.
pub(crate) fn note(text: &str) -> Option<Diagnostic> {
    let mut calls = 0;
    let (mut first, mut names) = (None, Vec::<&str>::new());
    let mut at = 0;
    for line in text.split_inclusive('\n') {
        let code = line.split(';').next().unwrap_or_default();
        if let Some(name) = called_name(code).filter(|n| spelling(n).is_some()) {
            calls += 1;
            let lo = at + (line.len() - line.trim_start().len());
            first.get_or_insert(Span::new(lo, at + line.trim_end().len()));
            if !names.contains(&name) {
                names.push(name);
            }
        }
        at += line.len();
    }
    let mut shown = names.iter().take(4).copied().collect::<Vec<_>>().join(", ");
    if names.len() > 4 {
        shown.push_str(&format!(" and {} more", names.len() - 4));
    }
    let count = if calls == 1 { String::from("a call") } else { format!("{calls} calls") };
    Some(
        Diagnostic::note_of("libnvvm", format!("read {count} of libNVVM's intrinsic spellings ({shown}) as the LLVM 22 calls of the same meaning"))
            .at(first?)
            .note("CuTe DSL writes its LLVM IR for libNVVM; intrinsics/libnvvm.toml says what each is read as and the PTX libNVVM writes for it"),
    )
}

/// The callee of a `call` instruction's text: `call ... @name(`.
fn called_name(code: &str) -> Option<&str> {
    let code = code.trim_start();
    let after_eq = code.split_once(" = ").map_or(code, |(_, r)| r);
    let rest = after_eq.trim_start().trim_start_matches("tail ").trim_start_matches("musttail ").trim_start_matches("notail ");
    if !rest.starts_with("call ") {
        return None;
    }
    let at = rest.find(" @llvm.nvvm.")? + 2;
    let end = rest[at..].find('(')? + at;
    Some(&rest[at..end])
}

/// A note for a call of a libNVVM spelling left as written: the forms read.
pub(crate) fn unread_note(name: &str) -> Option<String> {
    let s = spelling(name)?;
    Some(format!("'{name}' is libNVVM's spelling (CuTe DSL's IR); nvvm-lower reads it as LLVM 22's only in the forms whose meaning was confirmed against the PTX libNVVM writes for them ({}; libNVVM writes {}), not with the immediates this call has", s.forms(), s.ptx))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_table_is_sorted_and_names_llvm22_intrinsics() {
        assert!(LIBNVVM_SPELLINGS.windows(2).all(|w| w[0].libnvvm < w[1].libnvvm));
        for s in LIBNVVM_SPELLINGS {
            let targets: Vec<&str> = if s.asm.is_some() { Vec::new() } else { s.to.iter().map(|(_, n)| *n).chain(s.llvm).collect() };
            for t in targets {
                // SAFETY: a lookup in LLVM's static intrinsic table.
                let id = unsafe { c::LLVMLookupIntrinsicID(t.as_ptr().cast(), t.len()) };
                assert_ne!(id, 0, "{}: '{t}' is no LLVM 22 intrinsic", s.libnvvm);
            }
            // SAFETY: as above.
            let own = unsafe { c::LLVMLookupIntrinsicID(s.libnvvm.as_ptr().cast(), s.libnvvm.len()) };
            assert!(own == 0 || s.libnvvm == s.llvm.unwrap_or_default(), "{}: LLVM 22 defines it already", s.libnvvm);
        }
    }

    #[test]
    fn a_form_is_read_only_with_confirmed_immediates() {
        let wait = spelling("llvm.nvvm.mbarrier.wait.parity.shared").unwrap();
        assert_eq!(wait.replacement(|_| Some(16)), Some(Replacement::Intrinsic("llvm.nvvm.mbarrier.try.wait.parity.scope.cta.space.cta")));
        assert_eq!(wait.replacement(|_| Some(2)), None);
        assert_eq!(wait.replacement(|_| None), None);
        let add = spelling("llvm.nvvm.add.packed.f32x2.v2f32").unwrap();
        assert_eq!(add.replacement(|_| Some(4)), Some(Replacement::Asm("add.rz.f32x2 $0, $1, $2;".into())));
        assert_eq!(add.replacement(|_| Some(0)), None, "no rounding: not confirmed");
        let arrive = spelling("llvm.nvvm.nv.mbarrier.arrive.scope.cta.space.cluster").unwrap();
        assert_eq!(arrive.replacement(|i| Some(u64::from(i == 3))), None, "i1 true: not confirmed");
        assert!(arrive.replacement(|_| Some(0)).is_some());
    }

    #[test]
    fn the_note_counts_calls_not_declarations() {
        let text = "define void @k(ptr addrspace(3) %b) {\n  %w = call i1 @llvm.nvvm.mbarrier.wait.parity.shared(i32 16, ptr addrspace(3) %b, i32 0) ; x\n  ret void\n}\ndeclare i1 @llvm.nvvm.mbarrier.wait.parity.shared(i32 immarg, ptr addrspace(3), i32)\n";
        let d = note(text).unwrap();
        assert!(d.message.starts_with("read a call of libNVVM's"), "{}", d.message);
        assert_eq!(&text[d.span.unwrap().lo()..d.span.unwrap().lo() + 2], "%w");
        assert!(note("define void @k() {\n  ret void\n}\n").is_none());
    }
}
