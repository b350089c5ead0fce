//! The inline-PTX reader: the synchronisation instructions inside an `asm`
//! string (a lifted module's inline asm, the text's `nvvm.inline_ptx`), each
//! matched to the rules of `intrinsics/inline_ptx.toml`, so that the verifier
//! gates them as it gates the table ops (target set, minimum PTX version).
//!
//! Front ends write most of their synchronisation this way (Triton,
//! CUTLASS-style CUDA): without the reader, `check` would name a PTX version
//! or a target that ptxas then refuses for the module's own asm.
//!
//! The reader never refuses text: instructions outside the sync families
//! (`add`, `mov`, `shfl`, ...) are not its business, and a sync-family
//! instruction no rule names is returned as unread, for a warning.

mod barrier_ids;
mod roles;

pub use barrier_ids::{barrier_uses, BarrierUse, ThreadCount};
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

/// A sync instruction the rules know: its opcode and the rules that gate it
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
    /// The sync instructions it read, in order.
    pub insns: Vec<SyncInsn>,
    /// Opcodes of sync-family instructions (first token in the rules'
    /// `heads`) that no rule names: not gated.
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

/// Reads every instruction of `text` and matches the sync ones to the rules.
pub fn read(text: &str) -> AsmRead {
    let mut out = AsmRead::default();
    for s in statements(text) {
        match classify(&s.opcode) {
            Class::Other => {}
            Class::Unread => out.unread.push(s.opcode),
            Class::Sync(rules) => out.insns.push(SyncInsn { opcode: s.opcode, rules }),
        }
    }
    out
}

/// What an opcode is to the reader.
#[derive(Debug)]
pub enum Class {
    /// Not a sync-family instruction.
    Other,
    /// A sync-family instruction no rule names.
    Unread,
    /// A sync instruction and the rules that gate it.
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
    let n = body.find(char::is_whitespace).unwrap_or(body.len());
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
        assert!(matches!(classify("add.s32"), Class::Other));
        assert!(matches!(classify("barrierx.sync"), Class::Other));
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

/// Checks the `$` placeholders of an LLVM inline-asm string against its
/// number of operands, as LLVM's asm printer reads them: `$$` is a `$`,
/// `$(`, `$|` and `$)` choose a dialect, `$N` and `${N}` / `${N:mod}` name
/// operand N (`mod` one of the NVPTX asm printer's `r`, `a`, `c`, `n`,
/// `s`). Anything else (a number past the operands, a `$` with no number,
/// an unclosed `${`, another modifier) makes llc-22 abort or end; `Err`
/// says which.
///
/// ```
/// use nvvm_lower::ptx_asm::check_placeholders;
/// assert!(check_placeholders("mov.u32 $0, $1; // $$", 2).is_ok());
/// assert!(check_placeholders("st.u32 [${0:r}], $1;", 2).is_ok());
/// assert!(check_placeholders("st.u32 [${0:q}], $1;", 2).unwrap_err().contains("modifier 'q'"));
/// assert!(check_placeholders("mov.u32 $0, $5;", 2).unwrap_err().contains("$5"));
/// assert!(check_placeholders("mov.u32 $0, $", 1).is_err());
/// assert!(check_placeholders("mov.u32 ${0, 1;", 1).is_err());
/// assert!(check_placeholders("mov.u32 $0, ${+1};", 2).unwrap_err().contains("'${+1}'"));
/// assert!(check_placeholders("$(a$|b$) $(c$)", 0).is_ok());
/// assert!(check_placeholders("$(a$(b$)$)", 0).unwrap_err().contains("Nested variants"));
/// ```
pub fn check_placeholders(text: &str, operands: usize) -> Result<(), String> {
    let b = text.as_bytes();
    let mut i = 0;
    // Inside `$( ... $)`, a group of dialect variants: LLVM's asm printer
    // aborts on another `$(` before the `$)` ('Nested variants found').
    let mut in_variant = false;
    while i < b.len() {
        if b[i] != b'$' {
            i += 1;
            continue;
        }
        i += 1;
        match b.get(i) {
            Some(b'(') if in_variant => return Err(format!("opens a '$(' variant group inside another at byte {} (LLVM's asm printer aborts: 'Nested variants found in inline asm string')", i - 1)),
            Some(b'(') => {
                in_variant = true;
                i += 1;
            }
            Some(b')') => {
                in_variant = false;
                i += 1;
            }
            Some(b'$' | b'|') => i += 1,
            Some(b'{') => {
                let close = text[i..].find('}').ok_or_else(|| format!("leaves '${{' unclosed at byte {}", i - 1))?;
                let inner = &text[i + 1..i + close];
                let number = inner.split(':').next().unwrap_or("");
                // LLVM reads the number as digits only: Rust's parse would also
                // take a sign ('${+1}'), on which LLVM's asm printer aborts.
                let digits_only = !number.is_empty() && number.bytes().all(|c| c.is_ascii_digit());
                let n: usize = number.parse().ok().filter(|_| digits_only).ok_or_else(|| format!("names no operand with '${{{inner}}}'"))?;
                if n >= operands {
                    return Err(format!("names operand ${n} ('${{{inner}}}')"));
                }
                // The operand modifiers LLVM's NVPTX asm printer knows (its
                // own `r`, the generic `a`, `c`, `n`, `s`); another is
                // "invalid operand in inline asm" as it writes the code.
                if let Some((_, modifier)) = inner.split_once(':') {
                    if !matches!(modifier, "r" | "a" | "c" | "n" | "s") {
                        return Err(format!("gives operand ${n} the modifier '{modifier}' ('${{{inner}}}'), which LLVM's NVPTX backend does not know (r, a, c, n, s)"));
                    }
                }
                i += close + 1;
            }
            Some(c) if c.is_ascii_digit() => {
                let end = text[i..].find(|c: char| !c.is_ascii_digit()).map_or(text.len(), |e| i + e);
                let digits = &text[i..end];
                if digits.parse::<usize>().map_or(true, |n| n >= operands) {
                    return Err(format!("names operand ${digits}"));
                }
                i = end;
            }
            _ => return Err(format!("has a '$' with no operand number at byte {}", i - 1)),
        }
    }
    Ok(())
}

/// Checks an LLVM inline-asm constraint string (`=r,l,~{memory}`) for the
/// constraints LLVM's NVPTX backend aborts on or refuses (measured with
/// llc-22 on every letter and on each operand kind): a memory constraint
/// other than `m` (`o`, `p`, `V`: "Could not match memory address"), a named
/// physical register (`{r1}`: "Copy one register into another with a
/// different width"), `m` on an operand that is no pointer (a constant:
/// "Cannot select"), and any letter it has no register class or operand
/// kind for ("couldn't allocate output register for constraint 'x'",
/// "invalid operand for inline asm constraint 'i'"; a NUL byte crashes
/// it): it takes `b`, `c`, `h`, `r`, `l`, `q`, `f`, `d` and `N`, and on an
/// input `X`, a tie to an output (`0`) and `i` or `n` on an integer
/// constant. `pointer_args` and `integer_args` say, for each argument of
/// the call in order, whether it is a pointer and whether it is an integer
/// constant.
///
/// ```
/// use nvvm_lower::ptx_asm::check_constraints;
/// assert!(check_constraints("=r,l,m,~{memory}", &[true, true], &[false, false]).is_ok());
/// assert!(check_constraints("p", &[true], &[false]).unwrap_err().contains("'p'"));
/// assert!(check_constraints("{r1}", &[false], &[false]).is_err());
/// assert!(check_constraints("r,m", &[false, false], &[false, false]).is_err());
/// assert!(check_constraints("=m,r", &[false], &[false]).is_err());
/// assert!(check_constraints("=*m,r", &[true, false], &[false, false]).is_ok());
/// assert!(check_constraints("=x", &[], &[]).unwrap_err().contains("'x'"));
/// assert!(check_constraints("n,i", &[false, false], &[true, true]).is_ok());
/// assert!(check_constraints("n", &[false], &[false]).is_err());
/// assert!(check_constraints("=&r|l,0", &[false], &[false]).is_ok());
/// ```
pub fn check_constraints(constraints: &str, pointer_args: &[bool], integer_args: &[bool]) -> Result<(), String> {
    if let Some(at) = constraint_overrun(constraints.as_bytes()) {
        return Err(overrun_message(constraints, at));
    }
    let mut arg = 0;
    for c in constraints.split(',').filter(|c| !c.is_empty() && !c.starts_with('~')) {
        // An output has no argument, unless it is written through one (`=*m`).
        let takes_arg = !c.starts_with('=') || c.contains('*');
        let body = c.trim_start_matches(['=', '+', '&', '*', '%']);
        let this = arg;
        arg += usize::from(takes_arg);
        if body.starts_with('{') {
            return Err(format!("names the physical register '{body}' (LLVM's NVPTX backend aborts: 'Copy one register into another with a different width'); use a register class such as 'r' or 'l'"));
        }
        if let Some(bad) = body.chars().find(|ch| matches!(ch, 'o' | 'p' | 'V')) {
            return Err(format!("has the memory constraint '{bad}' (LLVM's NVPTX backend aborts: 'Could not match memory address'); 'm' is the one it takes, on a pointer"));
        }
        if body.contains('m') && !takes_arg {
            return Err(format!("gives the memory constraint 'm' to an output written directly ('{c}'; LLVM's NVPTX backend dies of SIGSEGV on it); write '=*m' with a pointer operand"));
        }
        if body.contains('m') && takes_arg && !pointer_args.get(this).copied().unwrap_or(true) {
            return Err(format!("gives the memory constraint 'm' an operand that is no pointer (operand {this}; LLVM's NVPTX backend aborts: 'Cannot select')"));
        }
        let input = !c.starts_with('=');
        let integer = integer_args.get(this).copied().unwrap_or(false);
        let known = |ch: char| match ch {
            'b' | 'c' | 'd' | 'f' | 'h' | 'l' | 'q' | 'r' | 'N' | 'm' => true,
            // Alternatives and weights; LLVM's parser judges where they go.
            '|' | '?' | '!' | '%' | '&' | '*' | '#' | '+' | '=' => true,
            'X' | '0'..='9' => input,
            'i' | 'n' => input && integer,
            _ => false,
        };
        if let Some(bad) = body.chars().find(|&ch| !known(ch)) {
            let why = if matches!(bad, 'i' | 'n') && input { "takes an integer constant only" } else { "is no register class or operand kind it has" };
            return Err(format!("has the constraint '{bad}' in '{c}', which {why} for LLVM's NVPTX backend (llc-22 refuses it, or crashes on a control byte); NVPTX takes b, c, h, r, l, q, f, d and N, m on a pointer, and on an input X, a tie to an output (0) and i or n on an integer constant"));
        }
    }
    Ok(())
}

/// Why a constraint string with a cut-short code at `at`
/// ([`constraint_overrun`]) is refused.
pub fn overrun_message(constraints: &str, at: usize) -> String {
    let code: String = constraints[at..].chars().take_while(|&c| c != ',').collect();
    let needs = if code.starts_with('@') { "an '@' code takes (a digit N from 1 to 9, then N letters)" } else { "a '^' code takes (two letters)" };
    format!("ends its constraint '{code}' before the letters {needs}: LLVM's constraint parser reads past the end of the string (llc-22 can crash or abort on it)")
}

/// The byte offset of the first multi-letter constraint code in
/// `constraints` that LLVM's constraint parser
/// (`InlineAsm::ConstraintInfo::Parse`) would read past the end of its
/// constraint. `^` starts a two-letter code and `@N` an N-letter one; LLVM
/// takes the letters and steps over them without looking for the end (and
/// takes the byte after `@` as a digit unchecked, so `@x` is a code of 72
/// letters, `@!` one of -15). With fewer left it walks on through whatever
/// memory follows: a crash, an abort from a C++ exception, or garbage
/// constraints, in llc-22 too. Each constraint is read as LLVM reads it:
/// `{...}` and digits are one unit, anything else one letter.
///
/// ```
/// use nvvm_lower::ptx_asm::constraint_overrun;
/// assert_eq!(constraint_overrun(b"r,^ab"), None);
/// assert_eq!(constraint_overrun(b"r,^a"), Some(2));
/// assert_eq!(constraint_overrun(b"=r,r^,l"), Some(4));
/// assert_eq!(constraint_overrun(b"{^}"), None);
/// assert_eq!(constraint_overrun(b"@3abc,r"), None);
/// assert_eq!(constraint_overrun(b"r@3ab"), Some(1));
/// assert_eq!(constraint_overrun(b"r@llvm"), Some(1));
/// assert_eq!(constraint_overrun(b"@0"), Some(0));
/// ```
pub fn constraint_overrun(constraints: &[u8]) -> Option<usize> {
    let mut start = 0;
    for c in constraints.split(|&b| b == b',') {
        let mut i = 0;
        while i < c.len() {
            let step = match c[i] {
                b'{' => match c[i + 1..].iter().position(|&b| b == b'}') {
                    Some(p) => p + 2,
                    // LLVM refuses the constraint here.
                    None => break,
                },
                b'0'..=b'9' => c[i..].iter().take_while(|b| b.is_ascii_digit()).count(),
                b'^' => 3,
                b'@' => match c.get(i + 1) {
                    Some(&d @ b'1'..=b'9') => 2 + usize::from(d - b'0'),
                    _ => return Some(start + i),
                },
                _ => 1,
            };
            if i + step > c.len() {
                return Some(start + i);
            }
            i += step;
        }
        start += c.len() + 1;
    }
    None
}

/// The asm string LLVM gets for `nvvm.inline_ptx`'s text: MLIR 22's named
/// placeholders (`{$wN}`, `{$rN}`, `{$rwN}`) numbered, then `%N` as `$N`.
pub fn mlir_asm_text(ptx: &str) -> String {
    percent_operands(&placeholders(ptx))
}

/// The named placeholders of `nvvm.inline_ptx`'s text that name no operand
/// of their kind: `{$wN}` past the results, `{$rN}` past the read-only
/// operands, `{$rwN}` past the read-write ones; and a `{$` that is not one.
pub fn bad_named_placeholders(ptx: &str, results: usize, ro: usize, rw: usize) -> Vec<String> {
    let mut bad = Vec::new();
    let mut i = 0;
    while let Some(at) = ptx[i..].find("{$").map(|k| i + k) {
        let rest = &ptx[at + 2..];
        let (kind, count, skip) = if rest.starts_with("rw") { ("rw", rw, 2) } else if rest.starts_with('w') { ("w", results, 1) } else if rest.starts_with('r') { ("r", ro, 1) } else { ("", 0, 0) };
        let digits = rest[skip..].bytes().take_while(u8::is_ascii_digit).count();
        let closed = rest.as_bytes().get(skip + digits) == Some(&b'}');
        let shown: String = rest.chars().take(skip + digits + 1).collect();
        if kind.is_empty() || digits == 0 || !closed {
            bad.push(format!("'{{${shown}' is not a placeholder ({{$wN}}, {{$rN}} or {{$rwN}})"));
        } else if rest[skip..skip + digits].parse::<usize>().map_or(true, |n| n >= count) {
            bad.push(format!("'{{${kind}{}}}' names no operand: there are {count} of that kind", &rest[skip..skip + digits]));
        }
        i = at + 2;
    }
    bad
}

/// `%0` as `$0`: MLIR's builder writes operands with `%` and turns every `%`
/// into `$`, which also breaks a special register (`%tid.x` becomes `$tid.x`);
/// only a `%` before a digit is an operand here.
pub(crate) fn percent_operands(ptx: &str) -> String {
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
pub(crate) fn placeholders(ptx: &str) -> String {
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
