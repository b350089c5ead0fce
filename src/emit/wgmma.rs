//! `nvvm.wgmma.mma_async` as inline PTX: LLVM 22 has fence/commit/wait
//! intrinsics for the warpgroup MMA but none for the MMA itself.

use super::call::backend_err;
use crate::diag::Diagnostic;
use crate::ir::WgmmaOp;
use crate::ops::WgmmaSpec;
use inkwell::builder::Builder;
use inkwell::context::Context;
use inkwell::types::{BasicMetadataTypeEnum, BasicType};
use inkwell::values::{BasicMetadataValueEnum, BasicValueEnum};

/// The PTX text and constraint string of one wgmma.mma_async: the accumulator
/// registers are outputs `$0..$r-1`, tied to inputs `$r..$2r-1`; the two
/// descriptors are `$2r` and `$2r+1`. The immediates (scale-d predicate, scales, transposes)
/// are written into the text, as ptxas wants them constant. Which immediates
/// follow the predicate depends on the inputs: scales for the floating-point
/// ones, transposes for f16 and bf16, none for the integer and b1 ones.
pub fn wgmma_ptx(w: &WgmmaOp, spec: &WgmmaSpec) -> (String, String) {
    let r = spec.registers(w.n) as usize;
    let regs: Vec<String> = (0..r).map(|i| format!("${i}")).collect();
    let scale = |s: &str| if s == "neg" { -1 } else { 1 };
    // MLIR 22's convention: A is K-major (row) unless transposed, B the reverse.
    let trans_a = (w.layout_a == "col") as i32;
    let trans_b = (w.layout_b == "row") as i32;
    let scale_d = (w.scale_d == "one") as i32;
    let mut imms = String::new();
    if spec.scale_in {
        imms += &format!(", {}, {}", scale(&w.scale_a), scale(&w.scale_b));
    }
    if spec.transpose {
        imms += &format!(", {trans_a}, {trans_b}");
    }
    // MLIR 22 writes `.satfinite` last; ptxas takes it there and after the shape.
    let suffix: String = spec.op.map(|o| format!(".{o}")).into_iter().chain((w.overflow == "satfinite").then(|| ".satfinite".to_string())).collect();
    let asm = format!(
        "{{\n.reg .pred p;\nsetp.ne.b32 p, {scale_d}, 0;\nwgmma.mma_async.sync.aligned.m{}n{}k{}.{}.{}.{}{suffix} {{{}}}, ${}, ${}, p{imms};\n}}",
        w.m,
        w.n,
        w.k,
        w.type_d,
        w.type_a,
        w.type_b,
        regs.join(", "),
        2 * r,
        2 * r + 1,
    );
    let letter = if spec.member == crate::types::Type::Float(32) { "f" } else { "r" };
    let mut cons: Vec<String> = (0..r).map(|_| format!("={letter}")).collect();
    cons.extend((0..r).map(|i| i.to_string()));
    cons.extend(["l".to_string(), "l".to_string(), "~{memory}".to_string()]);
    (asm, cons.join(","))
}

/// Emits the MMA, returning the new accumulator struct.
pub(crate) fn build_wgmma<'ctx>(ctx: &'ctx Context, b: &Builder<'ctx>, w: &WgmmaOp, acc: BasicValueEnum<'ctx>, desc_a: BasicValueEnum<'ctx>, desc_b: BasicValueEnum<'ctx>) -> Result<BasicValueEnum<'ctx>, Diagnostic> {
    let spec = WgmmaSpec::find(&w.type_d, &w.type_a, &w.type_b).ok_or_else(|| backend_err("unverified wgmma types"))?;
    let (asm, constraints) = wgmma_ptx(w, spec);
    let sv = acc.into_struct_value();
    let st = sv.get_type();
    let mut params: Vec<BasicMetadataTypeEnum<'ctx>> = Vec::new();
    let mut args: Vec<BasicMetadataValueEnum<'ctx>> = Vec::new();
    for i in 0..st.count_fields() {
        let field = b.build_extract_value(sv, i, "").map_err(backend_err)?;
        params.push(field.get_type().into());
        args.push(field.into());
    }
    for d in [desc_a, desc_b] {
        params.push(d.get_type().into());
        args.push(d.into());
    }
    let fn_ty = st.as_basic_type_enum().fn_type(&params, false);
    let f = ctx.create_inline_asm(fn_ty, asm, constraints, true, false, None, false);
    let call = b.build_indirect_call(fn_ty, f, &args, "").map_err(backend_err)?;
    call.try_as_basic_value().basic().ok_or_else(|| backend_err("inline wgmma returned nothing"))
}
