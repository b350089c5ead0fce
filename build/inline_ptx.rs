//! `intrinsics/inline_ptx.toml` → the sync instructions front ends write as
//! inline PTX, with their measured requirements (read by `src/ptx_asm.rs`).

use serde::Deserialize;
use std::collections::BTreeMap;
use std::fmt::Write as _;

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct InlinePtxFile {
    heads: Vec<String>,
    rule: Vec<InlinePtxRow>,
}
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct InlinePtxRow {
    insn: String,
    #[serde(default)]
    with: Vec<String>,
    needs: String,
    example: String,
}

/// `INLINE_PTX_HEADS`, `INLINE_PTX_RULES`.
pub(super) fn generate(file: &InlinePtxFile, t: &super::TargetFile, sets: &BTreeMap<String, u64>, out: &mut String) {
    let tokens = |s: &str| -> Vec<String> { s.split('.').map(str::to_string).collect() };
    writeln!(out, "\n/// The first opcode tokens of the sync instructions the inline-PTX reader knows.\npub static INLINE_PTX_HEADS: &[&str] = &{:?};", file.heads).unwrap();
    out.push_str("\n/// The inline-PTX sync instructions and what they need.\npub static INLINE_PTX_RULES: &[AsmRule] = &[\n");
    let mut seen = std::collections::BTreeSet::new();
    for r in &file.rule {
        let what = format!("inline PTX {} {:?}", r.insn, r.with);
        assert!(seen.insert((r.insn.clone(), r.with.clone())), "{what}: defined twice");
        let insn = tokens(&r.insn);
        assert!(file.heads.contains(&insn[0]), "{what}: its first token is not in `heads`");
        assert!(insn.iter().chain(r.with.iter()).all(|t| !t.is_empty() && !t.contains(char::is_whitespace)), "{what}: empty or spaced token");
        let example_opcode = r.example.split_whitespace().next().unwrap_or("").trim_end_matches(';');
        assert!(example_opcode == r.insn || example_opcode.starts_with(&format!("{}.", r.insn)) || example_opcode.starts_with(&format!("{}::", r.insn)), "{what}: the example does not start with the instruction");
        let with: Vec<Vec<String>> = r.with.iter().map(|w| tokens(w)).collect();
        let with: Vec<String> = with.iter().map(|w| format!("&{w:?}")).collect();
        writeln!(out, "    AsmRule {{ insn: &{:?}, with: &[{}], requires: {}, example: {:?} }},", insn, with.join(", "), super::requirement(&r.needs, &what, t, sets), r.example)
            .unwrap();
    }
    out.push_str("];\n");
}
