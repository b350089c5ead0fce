//! `nvvm.inline_ptx` as LLVM inline assembly, with the constraints MLIR 22's
//! `--convert-nvvm-to-llvm` writes: `=X` per result, then `X` per read-only
//! operand (`n` for an `llvm.mlir.constant`), then `b` for the predicate.

use super::*;
use crate::ir::InlinePtxOp;
use crate::verify::inline_ptx_register_class as class;
use inkwell::types::BasicMetadataTypeEnum;
use inkwell::values::BasicMetadataValueEnum;

impl<'ctx> FuncEmitter<'_, 'ctx> {
    pub(super) fn inline_ptx(&mut self, ip: &InlinePtxOp) -> Result<Option<BasicValueEnum<'ctx>>, Diagnostic> {
        let mut constraints: Vec<String> = ip.results.iter().map(|t| format!("={}", class(t).unwrap_or('r'))).collect();
        let mut args: Vec<BasicMetadataValueEnum<'ctx>> = Vec::new();
        let mut arg_tys: Vec<BasicMetadataTypeEnum<'ctx>> = Vec::new();
        for (v, t) in &ip.ro {
            constraints.push(if self.konsts.as_ref().is_some_and(|k| k.contains(&v.name)) { "n".into() } else { class(t).unwrap_or('r').to_string() });
            args.push(self.val(v)?.into());
            arg_tys.push(llvm_type(self.ctx, t).into());
        }
        let mut text = crate::ptx_asm::mlir_asm_text(&ip.ptx);
        if let Some(p) = &ip.predicate {
            // The predicate is the last operand: its number counts the outputs
            // too (MLIR 22 leaves them out and guards with another operand).
            text = format!("@${} {text}", constraints.len());
            constraints.push("b".into());
            args.push(self.int(p)?.into());
            arg_tys.push(self.ctx.bool_type().into());
        }
        let fn_ty = match ip.results.as_slice() {
            [] => self.ctx.void_type().fn_type(&arg_tys, false),
            [t] => llvm_type(self.ctx, t).fn_type(&arg_tys, false),
            ts => {
                let fields: Vec<BasicTypeEnum<'ctx>> = ts.iter().map(|t| llvm_type(self.ctx, t)).collect();
                self.ctx.struct_type(&fields, false).fn_type(&arg_tys, false)
            }
        };
        let asm = self.ctx.create_inline_asm(fn_ty, text, constraints.join(","), true, false, None, false);
        let call = self.builder.build_indirect_call(fn_ty, asm, &args, "").map_err(backend_err)?;
        Ok(call.try_as_basic_value().basic())
    }
}
