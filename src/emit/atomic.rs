//! Atomic accesses with an explicit (ordering, scope).
//!
//! Loads, stores and compare-and-swap are LLVM atomics with a sync scope, which
//! llc-22 prints with the right `.sem` and `.scope`. A read-modify-write is
//! inline PTX: llc-22 prints every `atomicrmw` as a bare `atom` (relaxed, gpu),
//! dropping both (docs/spec-deviations.md).

use super::backend_err;
use crate::diag::Diagnostic;
use crate::ir::{Atomic, Ordering, Type};
use crate::ops::{RmwSpec, SpaceSpec, SyncScopeSpec};
use inkwell::builder::Builder;
use inkwell::context::Context;
use inkwell::values::{BasicMetadataValueEnum, BasicValueEnum, InstructionValue, IntValue, PointerValue};
use inkwell::types::BasicType;
use inkwell::values::AsValueRef;
use inkwell::AtomicOrdering;

pub(crate) fn llvm_ordering(o: Ordering) -> AtomicOrdering {
    match o {
        Ordering::Monotonic => AtomicOrdering::Monotonic,
        Ordering::Acquire => AtomicOrdering::Acquire,
        Ordering::Release => AtomicOrdering::Release,
        Ordering::AcqRel => AtomicOrdering::AcquireRelease,
        Ordering::SeqCst => AtomicOrdering::SequentiallyConsistent,
    }
}

/// Gives an atomic instruction its ordering, alignment and sync scope.
pub(crate) fn make_atomic(ctx: &Context, inst: InstructionValue, a: &Atomic, align: u32) -> Result<(), Diagnostic> {
    inst.set_atomic_ordering(llvm_ordering(a.ordering)).map_err(backend_err)?;
    inst.set_alignment(align).map_err(backend_err)?;
    set_scope(ctx, inst, &a.scope);
    Ok(())
}

pub(crate) fn set_scope(ctx: &Context, inst: InstructionValue, scope: &str) {
    let llvm_name = SyncScopeSpec::find(scope).map_or("", |s| s.llvm);
    // SAFETY: a live context and an atomic instruction of it; the name outlives the call.
    unsafe {
        let ssid = llvm_sys::core::LLVMGetSyncScopeID(ctx.raw(), llvm_name.as_ptr().cast(), llvm_name.len());
        llvm_sys::core::LLVMSetAtomicSyncScopeID(inst.as_value_ref(), ssid);
    }
}

/// `atom{.sem}{.scope}{.space}.<op>.<type>`, with `fence.sc.<scope>` first for
/// seq_cst (the mapping LLVM itself uses for a seq_cst cmpxchg).
pub fn rmw_ptx(rmw: &RmwSpec, atomic: Option<&Atomic>, addrspace: u32, ty: &Type) -> Option<String> {
    let sfx = rmw.suffix(ty)?;
    let space = SpaceSpec::find(addrspace)?.ptx;
    let (prefix, order) = match atomic {
        None => (String::new(), String::new()),
        Some(a) => {
            let scope = format!(".{}", a.scope);
            match a.ordering {
                Ordering::Monotonic => (String::new(), format!(".relaxed{scope}")),
                Ordering::Acquire => (String::new(), format!(".acquire{scope}")),
                Ordering::Release => (String::new(), format!(".release{scope}")),
                Ordering::AcqRel => (String::new(), format!(".acq_rel{scope}")),
                Ordering::SeqCst => (format!("fence.sc{scope};\n\t"), format!(".acquire{scope}")),
            }
        }
    };
    Some(format!("{prefix}atom{order}{space}.{}.{sfx} $0, [$1], $2;", rmw.ptx))
}

fn reg_letter(ty: &Type) -> &'static str {
    match ty {
        Type::Int(64) => "l",
        Type::Float(32) => "f",
        Type::Float(64) => "d",
        _ => "r",
    }
}

/// Emits a read-modify-write as inline PTX; returns the old value.
pub(crate) fn build_rmw<'ctx>(
    ctx: &'ctx Context,
    b: &Builder<'ctx>,
    rmw: &RmwSpec,
    atomic: Option<&Atomic>,
    ptr: PointerValue<'ctx>,
    value: BasicValueEnum<'ctx>,
    ptr_addrspace: u32,
    ty: &Type,
) -> Result<BasicValueEnum<'ctx>, Diagnostic> {
    let asm = rmw_ptx(rmw, atomic, ptr_addrspace, ty).ok_or_else(|| backend_err(format!("{} has no {ty} form", rmw.kind)))?;
    let value = if rmw.negate {
        let v: IntValue = value.into_int_value();
        b.build_int_neg(v, "neg").map_err(backend_err)?.into()
    } else {
        value
    };
    let r = reg_letter(ty);
    let constraints = format!("={r},l,{r},~{{memory}}");
    let vt = value.get_type();
    let fn_ty = vt.fn_type(&[ptr.get_type().into(), vt.into()], false);
    let f = ctx.create_inline_asm(fn_ty, asm, constraints, true, false, None, false);
    let args: [BasicMetadataValueEnum; 2] = [ptr.into(), value.into()];
    let call = b.build_indirect_call(fn_ty, f, &args, "").map_err(backend_err)?;
    call.try_as_basic_value().basic().ok_or_else(|| backend_err("inline atom returned nothing"))
}
