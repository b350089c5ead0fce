//! Type shapes and global properties that MLIR accepts but LLVM 22's NVPTX
//! backend aborts on or writes as PTX ptxas refuses (measured with llc-22 and
//! ptxas 13.5 and 12.9; docs/spec-deviations.md 50): zero-size parameters,
//! results and external globals, a `!llvm.ptr<6>` result, global alignments
//! that are no power of two or beyond what ptxas assembles, and launch bounds
//! whose thread count no CTA can have.

use crate::diag::Diagnostic;
use crate::ir::{Attr, Func, Global, Module, Type};

/// The largest global `alignment` accepted: ptxas pads the cubin to the
/// alignment (16 MiB here, 512 MiB and 10 s at 2^29), takes minutes from 2^30
/// and dies of SIGSEGV at 2^31; LLVM itself stops at 2^32.
pub const MAX_GLOBAL_ALIGN: u32 = 1 << 24;

/// A call that passes more arguments than ptxas parses (`CALL_ARGS`, from
/// `intrinsics/targets.toml`): `args` as the PTX call passes them (one per
/// argument whatever its type), `has_result` whether it returns a value,
/// which takes a place of its own. The limit is ptxas's parser's, the same
/// on every target and PTX version.
pub fn too_many_call_args(args: usize, has_result: bool, span: crate::diag::Span) -> Option<Diagnostic> {
    let limit = crate::target::CALL_ARGS.limit(has_result);
    if args <= limit as usize {
        return None;
    }
    let with = if has_result { " with a result" } else { "" };
    let (other, other_with) = if has_result { (crate::target::CALL_ARGS.max, "without one") } else { (crate::target::CALL_ARGS.max_with_result, "with a result") };
    Some(
        Diagnostic::error("call", format!("this call passes {args} arguments, more than the {limit} that ptxas takes in a call{with}"))
            .at(span)
            .note(format!("ptxas's parser runs out of stack on a longer argument list ('Parsing error near 'param{limit}': memory exhausted'), on every target; {other} {other_with}"))
            .note("pass them in a struct (one argument, whatever its size) or through memory"),
    )
}

/// Whether a value of `t` occupies no bytes: `!llvm.struct<()>`,
/// `!llvm.array<0 x T>` and aggregates made only of such types.
pub fn is_zero_size(t: &Type) -> bool {
    match t {
        Type::Struct(ts) => ts.iter().all(is_zero_size),
        Type::Array(n, e) | Type::Vector(n, e) => *n == 0 || is_zero_size(e),
        _ => false,
    }
}

/// Globals: alignment, and a zero-size declaration outside shared memory
/// (`.extern .global .b8 g[];`, which ptxas refuses as "Unresolved extern
/// variable"; in shared memory it is the dynamic shared memory idiom).
pub fn check_global(g: &Global, errs: &mut Vec<Diagnostic>) {
    if let Some(a) = g.alignment {
        if a != 0 && (!a.is_power_of_two() || a > MAX_GLOBAL_ALIGN) {
            errs.push(
                Diagnostic::error("attr", format!("global '@{}' has alignment {a}; it must be a power of two from 1 to {MAX_GLOBAL_ALIGN} (2^24)", g.name))
                    .at(g.span)
                    .note("LLVM's NVPTX backend rounds any other value down to a power of two; ptxas pads the module to the alignment and dies of SIGSEGV from 2^31"),
            );
        }
    }
    if g.is_declaration() && g.addrspace != 3 && is_zero_size(&g.ty) {
        errs.push(
            Diagnostic::error("type", format!("declared global '@{}' of type {} has no size", g.name, g.ty))
                .at(g.span)
                .note("LLVM's NVPTX backend declares it as '.extern ... .b8 @name[]', which ptxas refuses (\"Unresolved extern variable\"); only shared memory (address space 3) has such declarations"),
        );
    }
}

/// A function's parameters and result: no zero-size parameter (LLVM's NVPTX
/// backend aborts: "Empty parameter types are not supported"), no zero-size
/// result (ptxas: "Output parameter cannot be an incomplete array") and no
/// `!llvm.ptr<6>` result (the callee returns `.b64`, the call site reads `.b32`).
pub fn check_signature(f: &Func, errs: &mut Vec<Diagnostic>) {
    for p in &f.params {
        if is_zero_size(&p.ty) {
            errs.push(
                Diagnostic::error("type", format!("parameter '%{}' of type {} has no size", p.name, p.ty))
                    .at(p.span)
                    .note("LLVM's NVPTX backend aborts on an empty parameter (\"Empty parameter types are not supported\"); drop the parameter"),
            );
        }
    }
    let Some(r) = &f.result else { return };
    if is_zero_size(r) {
        errs.push(
            Diagnostic::error("type", format!("result of '@{}' of type {r} has no size", f.name))
                .at(f.name_span)
                .note("LLVM's NVPTX backend writes it as an incomplete array, which ptxas refuses (\"Output parameter cannot be an incomplete array\"); return nothing instead"),
        );
    } else if *r == Type::Ptr(6) {
        errs.push(
            Diagnostic::error("type", format!("'@{}' cannot return {r}", f.name))
                .at(f.name_span)
                .note("LLVM's NVPTX backend returns it as '.b64' but reads it as '.b32' at the call, which ptxas refuses (\"Type of argument does not match formal parameter\"); return the pointer as i32 or in a struct"),
        );
    }
}

/// `nvvm.maxntid` / `nvvm.reqntid`: the product of the entries is a thread
/// count, at most `max_product` (the table's; 1024 on every target).
pub fn check_launch_bounds(f: &Func, errs: &mut Vec<Diagnostic>) {
    for (key, val, span) in &f.attrs.entries {
        let (Some(spec), Attr::IntArray(v)) = (crate::ops::KernelAttrSpec::find(key), val) else { continue };
        let Some(max) = spec.max_product else { continue };
        let product = v.iter().try_fold(1i128, |acc, x| acc.checked_mul(*x));
        if product.is_none_or(|p| p > i128::from(max)) {
            errs.push(
                Diagnostic::error("attr", format!("'{key}' asks for {} threads per CTA; at most {max}", v.iter().map(|x| x.to_string()).collect::<Vec<_>>().join(" x ")))
                    .at(*span)
                    .note(format!("no CTA has more; ptxas ignores a larger {} and dies of SIGFPE when the product nears 2^32", spec.ptx)),
            );
        }
    }
}

/// Every check of this module over a whole module.
pub fn check_module(m: &Module, errs: &mut Vec<Diagnostic>) {
    for g in &m.globals {
        check_global(g, errs);
    }
    for f in &m.funcs {
        check_signature(f, errs);
        check_launch_bounds(f, errs);
    }
}
