//! `nvvm.inline_ptx`: its operands and results against MLIR 22's register
//! classes, and a warning that nvvm-lower cannot know what its PTX requires.

use super::*;
use crate::ir::InlinePtxOp;

/// The inline-asm register class MLIR 22 gives a value of type `t`
/// (`BasicPtxBuilderInterface`): `b` i1, `h` i16, `r` i32 and shared
/// pointers, `l` i64 and other pointers, `f` f32 and a packed f16x2/bf16x2,
/// `d` f64, `r` a packed vector<4xi8>. Other vectors are refused here: MLIR
/// would give a 2-lane i32 vector an `r` that LLVM cannot allocate.
pub fn register_class(t: &Type) -> Option<char> {
    Some(match t {
        Type::Int(1) => 'b',
        Type::Int(16) => 'h',
        Type::Int(32) => 'r',
        Type::Int(64) => 'l',
        Type::Float(32) => 'f',
        Type::Float(64) => 'd',
        Type::Ptr(3) => 'r',
        Type::Ptr(_) => 'l',
        Type::Vector(1, e) => return register_class(e),
        Type::Vector(2, e) if matches!(**e, Type::Float(16) | Type::BF16) => 'f',
        Type::Vector(4, e) if **e == Type::Int(8) => 'r',
        _ => return None,
    })
}

impl<'a> FuncCheck<'a> {
    pub(super) fn check_inline_ptx(&mut self, op: &Op, ip: &InlinePtxOp) {
        let unsupported = |t: &Type| {
            Diagnostic::error("type", format!("The register type could not be deduced from MLIR type. The '{t}' is not supported. Supported types are:i1, i16, i32, i64, f32, f64,pointers."))
                .note("vector<2xf16>, vector<2xbf16> and vector<4xi8> are packed into one register; use llvm.bitcast for other types")
        };
        for (v, t) in ip.ro.iter().chain(&ip.rw) {
            self.expect(v, t);
            if register_class(t).is_none() {
                self.errs.push(unsupported(t).at(v.span));
            }
        }
        for t in &ip.results {
            if register_class(t).is_none() {
                self.errs.push(unsupported(t).at(op.span));
            }
        }
        if let Some(p) = &ip.predicate {
            self.expect(p, &Type::Int(1));
        }
        if let Some((v, _)) = ip.rw.first() {
            // MLIR 22 rewrites every later use of a read-write operand to the
            // value the PTX wrote, which SSA values of this IR cannot express.
            self.errs.push(
                Diagnostic::error("unsupported", "read-write operands of 'nvvm.inline_ptx' are not lowered")
                    .at(v.span)
                    .note("pass the value in ro(...) and take the new value as a result (-> T); MLIR 22 replaces the later uses of an rw operand (docs/mlir-differences.md)"),
            );
        }
        self.judge_unknown_attrs(op, &[], &[]);
        self.warnings.push(
            Diagnostic::warning("inline-ptx", "nvvm-lower cannot check what this inline PTX requires: its target and PTX version are not gated")
                .at(op.name_span)
                .note("the module's PTX version is chosen from its other ops (or --ptx); run with --verify-ptx to have ptxas assemble it"),
        );
    }
}
