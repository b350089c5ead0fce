//! `nvvm.inline_ptx` and a lifted module's inline asm: the operands and
//! results of the first against MLIR 22's register classes, and for both the
//! sync instructions of their PTX gated like table ops ([`crate::ptx_asm`],
//! `intrinsics/inline_ptx.toml`), with a warning where some could not be read.

use super::*;
use crate::ir::InlinePtxOp;
use crate::ptx_asm;

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
        // The sync instructions it reads are gated (gate_inline_asm); what it
        // cannot read is said here, once per op.
        let unread = ptx_asm::read(&ip.ptx).unread;
        if let Some(first) = unread.first() {
            self.warnings.push(
                Diagnostic::warning("inline-ptx", format!("nvvm-lower cannot read {} synchronisation instruction(s) of this inline PTX (the first: '{first}'): their target and PTX version are not gated", unread.len()))
                    .at(op.name_span)
                    .note("the module's PTX version is chosen from its other ops and the instructions read (or --ptx); run with --verify-ptx to have ptxas assemble it"),
            );
        }
    }

    /// Gates the sync instructions of an op's inline PTX (`nvvm.inline_ptx`,
    /// a lifted asm call) as a table op's form is gated: each must be
    /// available on the target, and its minimum PTX version becomes a
    /// requirement on the module's.
    pub(super) fn gate_inline_asm(&mut self, op: &Op, target: Target, uses: &mut Vec<PtxUse>) {
        let text = match &op.kind {
            OpKind::InlinePtx(ip) => &ip.ptx,
            OpKind::InlineAsm { asm, .. } => asm,
            _ => return,
        };
        for insn in ptx_asm::read(text).insns {
            match insn.min_ptx_on(target.index()) {
                Ok(need) => {
                    if need > self.floor {
                        uses.push((need, insn.opcode.into(), op.span));
                    }
                }
                Err(ptx_asm::NotOnTarget(rule)) => {
                    let names: Vec<_> = rule.requires.target_names().collect();
                    self.errs.push(
                        Diagnostic::error("gate-target", format!("inline PTX '{}' is not available on {target}", insn.opcode))
                            .at(op.span)
                            .note(format!("it needs one of [{}] (set '{}') with PTX ISA {} or newer", names.join(", "), rule.requires.set, rule.requires.min_ptx))
                            .note(format!("rule '{}' of intrinsics/inline_ptx.toml, measured with ptxas", rule.describe())),
                    );
                }
            }
        }
    }
}
