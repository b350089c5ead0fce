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
        let mut text = percent_operands(&placeholders(&ip.ptx));
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

/// `%0` as `$0`: MLIR's builder writes operands with `%` and turns every `%`
/// into `$`, which also breaks a special register (`%tid.x` becomes `$tid.x`);
/// only a `%` before a digit is an operand here.
fn percent_operands(ptx: &str) -> String {
    let mut out = String::with_capacity(ptx.len());
    let mut chars = ptx.chars().peekable();
    while let Some(c) = chars.next() {
        if c == '%' && chars.peek().is_some_and(|d| d.is_ascii_digit()) {
            out.push('$');
        } else {
            out.push(c);
        }
    }
    out
}

/// MLIR 22's named placeholders, `{$rwN}`, `{$wN}` and `{$rN}`, as `$K`: the
/// read-write ones first, then the written, then the read, each kind in
/// ascending N, each N numbered once.
fn placeholders(ptx: &str) -> String {
    let mut found: Vec<(u8, u32)> = Vec::new();
    let scan = |mut f: Box<dyn FnMut(usize, usize, u8, u32) + '_>| {
        let b = ptx.as_bytes();
        let mut i = 0;
        while let Some(at) = ptx[i..].find("{$").map(|k| i + k) {
            let rest = &ptx[at + 2..];
            let (kind, skip) = if rest.starts_with("rw") { (0u8, 2) } else if rest.starts_with('w') { (1, 1) } else if rest.starts_with('r') { (2, 1) } else { (3, 0) };
            let digits = rest[skip..].bytes().take_while(u8::is_ascii_digit).count();
            let close = at + 2 + skip + digits;
            if kind < 3 && digits > 0 && b.get(close) == Some(&b'}') {
                f(at, close + 1, kind, rest[skip..skip + digits].parse().unwrap_or(0));
                i = close + 1;
            } else {
                i = at + 2;
            }
        }
    };
    scan(Box::new(|_, _, k, n| {
        if !found.contains(&(k, n)) {
            found.push((k, n));
        }
    }));
    if found.is_empty() {
        return ptx.to_string();
    }
    found.sort();
    let mut out = String::with_capacity(ptx.len());
    let mut prev = 0;
    scan(Box::new(|start, end, k, n| {
        out.push_str(&ptx[prev..start]);
        out.push_str(&format!("${}", found.iter().position(|&f| f == (k, n)).unwrap_or(0)));
        prev = end;
    }));
    out.push_str(&ptx[prev..]);
    out
}
