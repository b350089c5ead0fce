//! The inline-PTX reader: the instructions inside an `asm` string (a lifted
//! module's inline asm, the text's `nvvm.inline_ptx`), each matched to the
//! rules of `intrinsics/inline_ptx.toml` (the synchronisation families) and
//! `intrinsics/inline_ptx_isa.toml` (the rest of the ISA front ends write),
//! so that the verifier gates them as it gates the table ops (target set,
//! minimum PTX version), and, for the instructions
//! `intrinsics/inline_ptx_forms.toml` describes, checked against their
//! modifier grammar and operand count ([`check_form`]).
//!
//! Front ends write much of their code this way (Triton, CUTLASS-style
//! CUDA): without the reader, `check` would name a PTX version or a target
//! that ptxas then refuses for the module's own asm.
//!
//! The reader never refuses text by itself: an instruction no rule names is
//! returned as unread, for a warning with a count.

mod barrier_ids;
mod grammar;
mod llvm_asm;
mod mlir_text;
mod roles;

pub use barrier_ids::{barrier_uses, BarrierUse, ThreadCount};
pub use grammar::{check_form, form_name_len, operand_count};
pub use llvm_asm::{check_constraints, check_placeholders, constraint_overrun, overrun_message};
pub use mlir_text::{bad_named_placeholders, mlir_asm_text};
pub use roles::{cta_atomic, cvta, effects, smem_accesses, sync_roles, AsmGuard, CtaAtomic, Cvta, SmemAccess};

use crate::ops::{AsmRule, INLINE_PTX_HEADS, INLINE_PTX_RULES};
use crate::target::PtxVersion;

/// One instruction of an asm string, as written: its guard (`@p`, `@!$3`),
/// its opcode (`mbarrier.try_wait.parity.shared::cta.b64`) and the rest.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Statement {
    /// `@p`, `@!p` as written, if guarded.
    pub guard: Option<String>,
    /// The dotted instruction name with its qualifiers.
    pub opcode: String,
    /// The operands as written, placeholders included.
    pub operands: String,
}

/// An instruction the rules know: its opcode and the rules that gate it
/// (the most specific one that names the instruction first, then those of
/// its qualifiers).
#[derive(Clone, Debug)]
pub struct SyncInsn {
    /// The opcode as written.
    pub opcode: String,
    /// The rule that names the instruction, then its qualifiers' rules.
    pub rules: Vec<&'static AsmRule>,
}

/// What the reader made of an asm string.
#[derive(Clone, Debug, Default)]
pub struct AsmRead {
    /// The instructions it read, in order.
    pub insns: Vec<SyncInsn>,
    /// Opcodes no rule names (an unknown first token, or a known one with
    /// qualifiers no rule reads): not gated.
    pub unread: Vec<String>,
}

/// Why an instruction cannot be used on a target: the rule whose target set
/// lacks it.
#[derive(Clone, Copy, Debug)]
pub struct NotOnTarget(pub &'static AsmRule);

impl std::fmt::Display for NotOnTarget {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "the target lacks {}", self.0.describe())
    }
}

impl std::error::Error for NotOnTarget {}

impl SyncInsn {
    /// The lowest PTX version the instruction assembles at on
    /// `TARGETS[target_index]` (the highest of its rules' minimums), or the
    /// first rule whose target set lacks the target.
    pub fn min_ptx_on(&self, target_index: usize) -> Result<PtxVersion, NotOnTarget> {
        let mut need = PtxVersion(0);
        for r in &self.rules {
            if !r.requires.allows_target(target_index) {
                return Err(NotOnTarget(r));
            }
            need = need.max(r.requires.min_ptx_on(target_index));
        }
        Ok(need)
    }
}

impl AsmRule {
    /// The rule as the data names it: `cp.async.bulk.tensor` or
    /// `cp.async.bulk.tensor with .shared::cta.global`.
    pub fn describe(&self) -> String {
        let insn = self.insn.join(".");
        if self.with.is_empty() {
            return insn;
        }
        let with: Vec<String> = self.with.iter().map(|w| format!(".{}", w.join("."))).collect();
        format!("{insn} with {}", with.join(", "))
    }
}

/// Reads every instruction of `text` and matches it to the rules.
pub fn read(text: &str) -> AsmRead {
    let mut out = AsmRead::default();
    for s in statements(text) {
        match classify(&s.opcode) {
            Class::Unread | Class::Other => out.unread.push(s.opcode),
            Class::Sync(rules) => out.insns.push(SyncInsn { opcode: s.opcode, rules }),
        }
    }
    out
}

/// What an opcode is to the reader.
#[derive(Debug)]
pub enum Class {
    /// An opcode whose first token no rule names.
    Other,
    /// An instruction of a known head that no rule names.
    Unread,
    /// An instruction and the rules that gate it.
    Sync(Vec<&'static AsmRule>),
}

/// Matches an opcode to the rules: the rule without qualifiers whose `insn`
/// is the longest start of the opcode, then every qualifier rule whose
/// `insn` starts it and whose qualifiers follow.
pub fn classify(opcode: &str) -> Class {
    let tokens: Vec<&str> = opcode.split('.').collect();
    if !INLINE_PTX_HEADS.contains(&tokens[0]) {
        return Class::Other;
    }
    let starts = |r: &AsmRule| r.insn.len() <= tokens.len() && r.insn.iter().zip(&tokens).all(|(want, got)| token_matches(want, got));
    let base = INLINE_PTX_RULES.iter().filter(|r| r.with.is_empty() && starts(r)).max_by_key(|r| r.insn.len());
    let Some(base) = base else { return Class::Unread };
    let mut rules = vec![base];
    for r in INLINE_PTX_RULES.iter().filter(|r| !r.with.is_empty() && starts(r)) {
        let rest = &tokens[r.insn.len()..];
        if r.with.iter().all(|run| rest.windows(run.len()).any(|w| w.iter().zip(run.iter()).all(|(got, want)| token_matches(want, got)))) {
            rules.push(r);
        }
    }
    Class::Sync(rules)
}

/// A rule's token matches the same opcode token, or one that extends it
/// with `::` (`wait` matches `wait::ld`: PTX spells sub-kinds so).
fn token_matches(want: &str, got: &str) -> bool {
    got == want || got.strip_prefix(want).is_some_and(|rest| rest.starts_with("::"))
}

/// Splits an asm string into its instructions. Comments (`//`, `/* */`) are
/// dropped; `{` and `}` that open and close scopes, labels (`L1:`) and
/// directives (`.reg .pred P1;`) are not instructions; `;` ends one (the last
/// may lack it). Operand placeholders (`$0`, `%0`, `${0:...}`) are kept as
/// written: the opcode is what is matched.
pub fn statements(text: &str) -> Vec<Statement> {
    let clean = strip_comments(text);
    let mut out = Vec::new();
    let mut rest = clean.as_str();
    loop {
        rest = rest.trim_start_matches(|c: char| c.is_whitespace() || c == '{' || c == '}' || c == ';');
        if rest.is_empty() {
            break;
        }
        if let Some(after) = label(rest) {
            rest = after;
            continue;
        }
        let end = rest.find(';').unwrap_or(rest.len());
        let (stmt, after) = rest.split_at(end);
        rest = after;
        // A statement that runs into a scope's `}` without its `;` ends there.
        let (stmt, tail) = match stmt.find('}').filter(|_| !stmt.contains('{')) {
            Some(i) => (&stmt[..i], &stmt[i..]),
            None => (stmt, ""),
        };
        if !tail.is_empty() {
            rest = &clean[clean.len() - rest.len() - tail.len()..];
        }
        if let Some(s) = statement(stmt.trim()) {
            out.push(s);
        }
    }
    out
}

/// The text after a label (`L1:`, `$L__BB0_1:`) at the start of `s`.
fn label(s: &str) -> Option<&str> {
    let n = s.find(|c: char| !(c.is_ascii_alphanumeric() || matches!(c, '_' | '$' | '.' | '%'))).unwrap_or(s.len());
    if n == 0 {
        return None;
    }
    let after = s[n..].trim_start();
    let after = after.strip_prefix(':')?;
    // `a::b` is a qualifier, not a label (it cannot start a statement, but
    // a half-read one must not be taken for one either).
    (!after.starts_with(':')).then_some(after)
}

fn statement(s: &str) -> Option<Statement> {
    if s.is_empty() || s.starts_with('.') {
        // A directive: `.reg .b32 r;`, `.pragma "nounroll";`.
        return None;
    }
    let (guard, body) = match s.strip_prefix('@') {
        Some(g) => {
            let n = g.find(char::is_whitespace).unwrap_or(g.len());
            (Some(format!("@{}", &g[..n])), g[n..].trim_start())
        }
        None => (None, s),
    };
    // CUTLASS writes `"tcgen05.ld.sync.aligned.32x32b.x32.b32"
    // "{%0, ...}"`: ptxas ends the opcode at the vector's brace too.
    let n = body.find(|c: char| c.is_whitespace() || c == '{').unwrap_or(body.len());
    let opcode = &body[..n];
    if opcode.is_empty() {
        return None;
    }
    Some(Statement { guard, opcode: opcode.to_string(), operands: body[n..].trim().to_string() })
}

/// `text` with its comments turned into spaces (a line comment keeps its
/// line's end).
fn strip_comments(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(i) = rest.find('/') {
        out.push_str(&rest[..i]);
        let at = &rest[i..];
        if at.starts_with("//") {
            let end = at.find('\n').unwrap_or(at.len());
            out.push(' ');
            rest = &at[end..];
        } else if let Some(body) = at.strip_prefix("/*") {
            out.push(' ');
            rest = body.find("*/").map_or("", |e| &body[e + 2..]);
        } else {
            out.push('/');
            rest = &at[1..];
        }
    }
    out.push_str(rest);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn opcodes(text: &str) -> Vec<String> {
        statements(text).into_iter().map(|s| s.opcode).collect()
    }

    #[test]
    fn scopes_declarations_labels_and_guards() {
        let text = "{\n\t.reg .pred P1;\n\tLAB_WAIT:\n\tmbarrier.try_wait.parity.shared::cta.b64 P1, [$0], $1;\n\t@P1 bra DONE;\n\tbra LAB_WAIT;\n\tDONE:\n}";
        assert_eq!(opcodes(text), ["mbarrier.try_wait.parity.shared::cta.b64", "bra", "bra"]);
        let s = &statements(text)[1];
        assert_eq!((s.guard.as_deref(), s.operands.as_str()), (Some("@P1"), "DONE"));
        let negated = statements("@!$2 elect.sync _|$0, 0xffffffff;");
        assert_eq!((negated[0].guard.as_deref(), negated[0].opcode.as_str()), (Some("@!$2"), "elect.sync"));
    }

    #[test]
    fn comments_separators_and_operand_braces() {
        let text = "// fence first\nfence.proxy.async.shared::cta; /* then { not a scope } */ wgmma.fence.sync.aligned;\n\
                    wgmma.mma_async.sync.aligned.m64n8k16.f32.f16.f16 {$0, $1, $2, $3}, $4, $5, p, 1, 1, 0, 0; cp.async.commit_group";
        assert_eq!(opcodes(text), ["fence.proxy.async.shared::cta", "wgmma.fence.sync.aligned", "wgmma.mma_async.sync.aligned.m64n8k16.f32.f16.f16", "cp.async.commit_group"]);
        assert_eq!(statements(text)[2].operands, "{$0, $1, $2, $3}, $4, $5, p, 1, 1, 0, 0");
        // A `/` that starts no comment stays; an unclosed block comment ends the text.
        assert_eq!(opcodes("div.u32 %0, %1, %2; /* open"), ["div.u32"]);
        // A scope whose last instruction has no `;`.
        assert_eq!(opcodes("{ .reg .b32 r; mov.b32 r, 1 } bar.sync 0;"), ["mov.b32", "bar.sync"]);
        // A vector operand right after the opcode, as CUTLASS's adjacent string literals write it.
        let glued = statements("tcgen05.ld.sync.aligned.32x32b.x2.b32{$0, $1}, [$2];");
        assert_eq!((glued[0].opcode.as_str(), glued[0].operands.as_str()), ("tcgen05.ld.sync.aligned.32x32b.x2.b32", "{$0, $1}, [$2]"));
    }

    #[test]
    fn a_label_is_not_a_qualifier() {
        assert_eq!(label("L1: bar.sync 0;"), Some(" bar.sync 0;"));
        assert_eq!(label("$L__BB0_1 :x"), Some("x"));
        assert_eq!(label("shared::cta"), None);
        assert_eq!(label("bar.sync 0;"), None);
    }

    fn rules_of(opcode: &str) -> Vec<String> {
        match classify(opcode) {
            Class::Sync(rs) => rs.iter().map(|r| r.describe()).collect(),
            other => panic!("{opcode}: {other:?}"),
        }
    }

    #[test]
    fn the_most_specific_rule_wins_and_qualifiers_raise() {
        assert_eq!(rules_of("mbarrier.try_wait.parity.shared::cta.b64"), ["mbarrier.try_wait.parity", "mbarrier with .shared::cta"]);
        // The destination space decides: a store from shared::cta is no raise.
        // (cp.async's own .shared::cta.global rule names every cp.async.*.)
        assert_eq!(rules_of("cp.async.bulk.tensor.2d.shared::cta.global.mbarrier::complete_tx::bytes"), ["cp.async.bulk.tensor", "cp.async with .shared::cta.global", "cp.async.bulk with .shared::cta.global"]);
        assert_eq!(rules_of("cp.async.bulk.tensor.2d.global.shared::cta.bulk_group"), ["cp.async.bulk.tensor", "cp.async.bulk with .global.shared::cta", "cp.async.bulk.tensor with .global.shared::cta"]);
        // `wait` names `wait::ld`.
        assert_eq!(rules_of("tcgen05.wait::st.sync.aligned"), ["tcgen05.wait"]);
        assert!(matches!(classify("mbarrier.frobnicate.b64"), Class::Unread));
        assert!(matches!(classify("frobnicate.s32"), Class::Other));
        assert!(matches!(classify("barrierx.sync"), Class::Other));
        assert_eq!(rules_of("add.rn.bf16x2"), ["add", "add with .bf16x2"]);
    }

    #[test]
    fn every_example_is_read_by_its_own_rule() {
        for r in INLINE_PTX_RULES {
            let read = read(r.example);
            assert!(read.unread.is_empty() && read.insns.len() == 1, "{}: {read:?}", r.describe());
            assert!(read.insns[0].rules.iter().any(|m| std::ptr::eq(*m, r)), "{}: its example matches {:?}", r.describe(), read.insns[0].rules.iter().map(|m| m.describe()).collect::<Vec<_>>());
        }
    }
}
