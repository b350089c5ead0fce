//! `nvvm.wmma.load`, `.store` and `.mma` as the LLVM 22 intrinsics their shape,
//! fragment, layouts and types name (the loads and stores overloaded on the
//! pointer's address space).

use super::call::{backend_err, Declarations};
use crate::diag::Diagnostic;
use crate::ir::{AttrDict, WmmaOp};
use inkwell::builder::Builder;
use inkwell::context::Context;
use inkwell::module::Module;
use inkwell::values::{BasicMetadataValueEnum, BasicValue, BasicValueEnum};

/// Calls the intrinsic with `args` (pointer and stride first for a load or
/// store; a store's stride goes last, after the data, as LLVM 22 takes it).
/// Returns the load's or MMA's result.
pub(crate) fn build_wmma<'ctx>(ctx: &'ctx Context, module: &Module<'ctx>, decls: &Declarations<'ctx>, b: &Builder<'ctx>, op: &WmmaOp, attrs: &AttrDict, mut args: Vec<BasicValueEnum<'ctx>>) -> Result<Option<BasicValueEnum<'ctx>>, Diagnostic> {
    let choice = crate::verify::wmma::resolve(op, attrs).map_err(backend_err)?;
    let space = match &op.ptr {
        Some((_, crate::types::Type::Ptr(s))) => Some(*s as u16),
        _ => None,
    };
    let decl = decls.warp_intrinsic(ctx, module, &choice.intrinsic, space)?;
    if op.kind == crate::ir::WmmaKind::Store {
        // (ptr, stride, d..) as written; the intrinsic takes (ptr, d.., stride).
        let stride = args.remove(1);
        args.push(stride);
    }
    let args: Vec<BasicMetadataValueEnum> = args.into_iter().map(Into::into).collect();
    let call = b.build_call(decl, &args, "").map_err(backend_err)?;
    let Some(v) = call.try_as_basic_value().basic() else { return Ok(None) };
    if choice.wrap_single {
        // The intrinsic returns one i32; the op's result is `!llvm.struct<(i32)>`.
        let st = ctx.struct_type(&[v.get_type()], false);
        let s = b.build_insert_value(st.get_undef(), v, 0, "").map_err(backend_err)?;
        return Ok(Some(s.as_basic_value_enum()));
    }
    Ok(Some(v))
}
