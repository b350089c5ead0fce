//! `nvvm.mma.sync`, `nvvm.mma.sp.sync` and their block-scaled forms as the
//! LLVM 22 intrinsic their shape, kind and types name.

use super::call::{backend_err, Declarations};
use crate::diag::Diagnostic;
use crate::ir::{AttrDict, MmaSyncOp};
use inkwell::builder::Builder;
use inkwell::context::Context;
use inkwell::module::Module;
use inkwell::values::{BasicMetadataValueEnum, BasicValueEnum};

/// Calls the intrinsic with the A, B and C registers (then the sparse and
/// scale operands); returns the D struct.
pub(crate) fn build_mma_sync<'ctx>(ctx: &'ctx Context, module: &Module<'ctx>, decls: &Declarations<'ctx>, b: &Builder<'ctx>, op: &MmaSyncOp, attrs: &AttrDict, args: Vec<BasicValueEnum<'ctx>>) -> Result<BasicValueEnum<'ctx>, Diagnostic> {
    let intrinsic = if op.scales.is_some() {
        crate::verify::mma_block_scale::resolve(op, attrs).map_err(|e| backend_err(e.join("; ")))?.intrinsic
    } else {
        crate::verify::mma_sync::resolve(op, attrs).map_err(backend_err)?.intrinsic
    };
    let decl = decls.warp_intrinsic(ctx, module, &intrinsic, None)?;
    let args: Vec<BasicMetadataValueEnum> = args.into_iter().map(Into::into).collect();
    let call = b.build_call(decl, &args, "").map_err(backend_err)?;
    call.try_as_basic_value().basic().ok_or_else(|| backend_err("mma.sync returned nothing"))
}
