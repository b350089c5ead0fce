//! `intrinsics/inline_ptx.toml` and `intrinsics/inline_ptx_isa.toml` → the
//! instructions front ends write as inline PTX, with their measured
//! requirements; `intrinsics/inline_ptx_forms.toml` → the modifier grammar
//! of the instructions whose form the reader checks (read by
//! `src/ptx_asm.rs`).

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

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct FormFile {
    form: Vec<FormRow>,
}
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct FormRow {
    insn: String,
    mods: Vec<String>,
    operands: Vec<u32>,
    #[serde(default)]
    coords: bool,
}

/// `INLINE_PTX_HEADS`, `INLINE_PTX_RULES` from every rule file, in order.
pub(super) fn generate(files: &[InlinePtxFile], t: &super::TargetFile, sets: &BTreeMap<String, u64>, out: &mut String) {
    let tokens = |s: &str| -> Vec<String> { s.split('.').map(str::to_string).collect() };
    let mut heads: Vec<String> = Vec::new();
    for h in files.iter().flat_map(|f| &f.heads) {
        if !heads.contains(h) {
            heads.push(h.clone());
        }
    }
    writeln!(out, "\n/// The first opcode tokens of the instructions the inline-PTX reader knows.\npub static INLINE_PTX_HEADS: &[&str] = &{heads:?};").unwrap();
    out.push_str("\n/// The inline-PTX instructions and what they need.\npub static INLINE_PTX_RULES: &[AsmRule] = &[\n");
    let mut seen = std::collections::BTreeSet::new();
    for r in files.iter().flat_map(|f| &f.rule) {
        let what = format!("inline PTX {} {:?}", r.insn, r.with);
        assert!(seen.insert((r.insn.clone(), r.with.clone())), "{what}: defined twice");
        let insn = tokens(&r.insn);
        assert!(heads.contains(&insn[0]), "{what}: its first token is not in `heads`");
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

/// `INLINE_PTX_FORMS`: each slot of `mods` is `a|b|c` (alternatives, each
/// one or more dot-separated tokens), optional with a trailing `?`,
/// sequenced with a leading `<`.
pub(super) fn generate_forms(file: &FormFile, out: &mut String) {
    out.push_str("\n/// The modifier grammar of the inline-PTX instructions whose form is checked.\npub static INLINE_PTX_FORMS: &[AsmForm] = &[\n");
    for f in &file.form {
        let what = format!("inline PTX form {} {:?}", f.insn, f.mods);
        assert!(!f.operands.is_empty(), "{what}: no operand count");
        assert!(f.mods.len() <= 64, "{what}: more than 64 slots");
        let insn: Vec<&str> = f.insn.split('.').collect();
        let mut slots = Vec::new();
        for m in &f.mods {
            let (body, sequenced) = match m.strip_prefix('<') {
                Some(b) => (b, true),
                None => (m.as_str(), false),
            };
            let (body, optional) = match body.strip_suffix('?') {
                Some(b) => (b, true),
                None => (body, false),
            };
            let alts: Vec<Vec<&str>> = body.split('|').map(|a| a.split('.').collect()).collect();
            assert!(alts.iter().flatten().all(|t| !t.is_empty() && !t.contains(char::is_whitespace)), "{what}: empty or spaced token in {m:?}");
            let alts: Vec<String> = alts.iter().map(|a| format!("&{a:?}")).collect();
            slots.push(format!("AsmSlot {{ alts: &[{}], optional: {optional}, sequenced: {sequenced} }}", alts.join(", ")));
        }
        writeln!(out, "    AsmForm {{ insn: &{insn:?}, slots: &[{}], operands: &{:?}, coords: {} }},", slots.join(", "), f.operands, f.coords).unwrap();
    }
    out.push_str("];\n");
}
