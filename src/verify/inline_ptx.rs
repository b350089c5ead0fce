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
        // Placeholders that name no operand: LLVM's asm printer aborts on
        // them ("Invalid/Bad $ operand number"), and MLIR 22 would number an
        // out-of-range named one as another operand.
        let named = ptx_asm::bad_named_placeholders(&ip.ptx, ip.results.len(), ip.ro.len(), ip.rw.len());
        for why in &named {
            self.errs.push(Diagnostic::error("inline-ptx", format!("this inline PTX's placeholder {why}")).at(op.span));
        }
        // The predicate, when there is one, is the operand after the rest.
        let operands = ip.results.len() + ip.ro.len() + usize::from(ip.predicate.is_some());
        if named.is_empty() {
            if let Err(why) = ptx_asm::check_placeholders(&ptx_asm::mlir_asm_text(&ip.ptx), operands - usize::from(ip.predicate.is_some())) {
                self.errs.push(
                    Diagnostic::error("inline-ptx", format!("this inline PTX {why}"))
                        .at(op.span)
                        .note(format!("it has {} operand(s): the results, then ro(...), as $0, $1, ... or %0, %1, ...; '$$' is a literal '$'", operands - usize::from(ip.predicate.is_some()))),
                );
            }
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
                Diagnostic::warning("inline-ptx", format!("nvvm-lower cannot read {} instruction(s) of this inline PTX (the first: '{first}'): their form, target and PTX version are not checked", unread.len()))
                    .at(op.name_span)
                    .note("the module's PTX version is chosen from its other ops and the instructions read (or --ptx); run with --verify-ptx to have ptxas assemble it"),
            );
        }
    }

    /// Gates the sync instructions of an op's inline PTX (`nvvm.inline_ptx`,
    /// a lifted asm call) as a table op's form is gated: each must be
    /// available on the target, and its minimum PTX version becomes a
    /// requirement on the module's.
    pub(super) fn gate_inline_asm(&mut self, op: &'a Op, target: Target, uses: &mut Vec<PtxUse>) {
        let Some(text) = asm_text(op) else { return };
        // An i128 result is a .b128 register, which ptxas takes from PTX 8.3
        // as it takes a wide parameter (intrinsics/types.toml).
        if let OpKind::InlineAsm { ty: Some(ty), .. } = &op.kind {
            let wide = match ty {
                crate::types::Type::Struct(fs) => fs.iter().any(|f| *f == crate::types::Type::Int(128)),
                t => *t == crate::types::Type::Int(128),
            };
            if let Some(rule) = crate::ops::ParamTypeSpec::find(127).filter(|_| wide) {
                self.gate(&rule.requires, || "an inline asm's i128 result (a .b128 register)".to_string(), op.span, target, uses);
            }
        }
        self.check_asm_rules(op, text);
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

    /// Gates a lifted call of an intrinsic of `intrinsics/llvm_nvvm.toml` as
    /// a table op's form is gated: the target must be in its set (else llc-22
    /// aborts on it or ptxas refuses what llc wrote), and its minimum PTX
    /// version becomes a requirement on the module's.
    pub(super) fn gate_intrinsic(&mut self, op: &Op, target: Target, uses: &mut Vec<PtxUse>) {
        let OpKind::Intrinsic { name, spec, consts, .. } = &op.kind else { return };
        self.check_intrinsic_args(op, name, consts);
        let req = &spec.requires;
        if req.allows_target(target.index()) {
            let need = req.min_ptx_on(target.index());
            if need > self.floor {
                uses.push((need, name.clone().into(), op.span));
            }
            return;
        }
        let names: Vec<_> = req.target_names().collect();
        let needs = if names.is_empty() {
            "llc-22 and ptxas take it on no target of LLVM 22 at any PTX version".to_string()
        } else {
            format!("it needs one of [{}] (set '{}') with PTX ISA {} or newer", names.join(", "), req.set, req.min_ptx)
        };
        let entry = if spec.family { format!("family '{}'", spec.name) } else { "its entry".to_string() };
        self.errs.push(
            Diagnostic::error("gate-target", format!("'{name}' is not available on {target}"))
                .at(op.span)
                .note(needs)
                .note(format!("{entry} in intrinsics/llvm_nvvm.toml, measured with llc-22 and ptxas")),
        );
    }

    /// The argument rules of `intrinsics/llvm_nvvm_args.toml` on a call's
    /// constant arguments: a value llc-22 or ptxas refuses is an error at
    /// the call.
    fn check_intrinsic_args(&mut self, op: &Op, name: &str, consts: &[(usize, i64)]) {
        for rule in crate::ops::llvm_arg_rules(name) {
            let Some(&(_, c)) = consts.iter().find(|(i, _)| *i == rule.arg) else { continue };
            if let Some(why) = rule.broken_by(c) {
                self.errs.push(
                    Diagnostic::error("range", format!("{why} (argument {} of '{name}')", rule.arg))
                        .at(op.span)
                        .note(format!("{} refuses it: \"{}\"", rule.refused_by, rule.says))
                        .note("intrinsics/llvm_nvvm_args.toml, measured with llc-22 and ptxas"),
                );
            }
        }
    }

    /// The form of each instruction ([`ptx_asm::check_form`]), and the rules
    /// an op's own operands would be checked by, on the
    /// instructions of its inline PTX whose operands are written out: a named
    /// barrier's literal id (0-15; ptxas: "Barrier number out of range"),
    /// and race pattern 1 (a CTA-scope atom or red on the global space).
    fn check_asm_rules(&mut self, op: &'a Op, text: &str) {
        for st in ptx_asm::statements(text) {
            let tokens: Vec<&str> = st.opcode.split('.').collect();
            let head = tokens[0];
            let named_barrier = (head == "bar" && tokens.get(1) != Some(&"warp")) || (head == "barrier" && tokens.get(1) != Some(&"cluster"));
            if named_barrier {
                self.check_asm_barrier(op, &st, &tokens);
            }
            if head == "setmaxnreg" {
                let n = st.operands.trim().parse::<i64>().ok();
                if let Some(n) = n.filter(|n| !(24..=256).contains(n) || n % 8 != 0) {
                    self.errs.push(Diagnostic::error("range", format!("register count {n} is not a multiple of 8 in [24, 256]")).at(op.span).note(format!("in the inline PTX '{} {}' (ptxas: \"Argument 1 of instruction 'setmaxnreg': unexpected value\")", st.opcode, st.operands.trim())));
                }
            }
            if let Some(atomic) = ptx_asm::cta_atomic(&st) {
                self.check_asm_cta_atomic(op, atomic);
            }
            // An instruction no rule reads is counted as unread, not judged.
            let read = matches!(ptx_asm::classify(&st.opcode), ptx_asm::Class::Sync(_));
            if let (true, Err(why)) = (read, ptx_asm::check_form(&st.opcode, &st.operands)) {
                self.errs.push(
                    Diagnostic::error("inline-ptx", format!("inline PTX '{}' {why}", st.opcode))
                        .at(op.span)
                        .note(format!("in '{} {}'; ptxas rejects it (the forms of intrinsics/inline_ptx_forms.toml are measured with ptxas)", st.opcode, st.operands.trim())),
                );
            }
        }
    }
}

impl<'a> FuncCheck<'a> {
    /// Race pattern 1 on an inline `atom` or `red` at CTA scope: on the
    /// global space, or on a generic address that is a global pointer (a
    /// kernel's pointer parameter, as the front end's IR says), as the
    /// intrinsic forms are judged.
    fn check_asm_cta_atomic(&mut self, op: &'a Op, atomic: ptx_asm::CtaAtomic) {
        let addr = atomic.address.and_then(|n| asm_operand(op, n));
        let global = match atomic.space {
            Some(space) => space == "global",
            None => addr.is_some_and(|v| matches!(self.types.get(v.name.as_str()), Some((Type::Ptr(1), _)))),
        };
        if global {
            self.race_pattern_1(op, addr, cta_global_atomic_message(), Some("in inline PTX: write .gpu (spec 001, race pattern 1)"), None);
        }
    }
}

/// The value of asm operand `$n` of an op with inline PTX: a lifted asm
/// call's argument, or an `nvvm.inline_ptx` operand (numbered after its
/// results).
fn asm_operand(op: &Op, n: usize) -> Option<&Value> {
    match &op.kind {
        OpKind::InlineAsm { args, .. } => args.get(n).and_then(Option::as_ref),
        OpKind::InlinePtx(ip) => ip.ro.get(n.checked_sub(ip.results.len())?).map(|(v, _)| v),
        _ => None,
    }
}

impl FuncCheck<'_> {
    /// A named barrier's literal id (0-15) and thread count (whole warps),
    /// as ptxas checks them: `bar.sync a{, b}`, `bar.red.op d, a{, b}, c`.
    fn check_asm_barrier(&mut self, op: &Op, st: &ptx_asm::Statement, tokens: &[&str]) {
        let mut args: Vec<&str> = st.operands.split(',').map(str::trim).collect();
        if tokens.get(1) == Some(&"red") {
            // The destination first, the predicate last.
            args.remove(0);
            args.pop();
        }
        let at = |i: usize| args.get(i).and_then(|t| t.parse::<i64>().ok());
        let written = format!("in the inline PTX '{} {}'", st.opcode, st.operands.trim());
        if let Some(id) = at(0).filter(|id| !(0..=15).contains(id)) {
            self.errs.push(Diagnostic::error("range", format!("barrierId {id} is out of range [0, 15]")).at(op.span).note(format!("{written}: PTX has 16 named barriers (ptxas: \"Barrier number out of range\")")));
        }
        if let Some(n) = at(1).filter(|n| n % 32 != 0) {
            self.errs.push(Diagnostic::error("range", format!("numberOfThreads {n} is not a multiple of 32")).at(op.span).note(format!("{written}: barrier thread counts are whole warps (ptxas: \"must be in multiple of warp size\")")));
        }
    }
}

/// The PTX text of an op that carries some: `nvvm.inline_ptx`, a lifted asm call.
pub(crate) fn asm_text(op: &Op) -> Option<&str> {
    match &op.kind {
        OpKind::InlinePtx(ip) => Some(&ip.ptx),
        OpKind::InlineAsm { asm, .. } => Some(asm),
        _ => None,
    }
}
