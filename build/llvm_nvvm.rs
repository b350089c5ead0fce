//! `intrinsics/llvm_nvvm.toml` → `LLVM_INTRINSICS`: the `llvm.nvvm.*`
//! intrinsics no table op lifts from, each with its measured requirement
//! (scripts/llvm-nvvm-measure writes the file), sorted by name for lookup.

use serde::Deserialize;
use std::collections::BTreeMap;
use std::fmt::Write as _;

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct LlvmNvvmFile {
    #[serde(default)]
    group: Vec<Group>,
    #[serde(default)]
    family: Vec<Family>,
    #[serde(default)]
    unmeasured: Vec<Unmeasured>,
}
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Group {
    needs: String,
    calls: Vec<String>,
}
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Family {
    name: String,
    needs: String,
    calls: Vec<String>,
}
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Unmeasured {
    name: String,
    why: String,
}

/// The intrinsic a call of the file names: `<ret> @<name>(<args>)`.
fn called(call: &str) -> &str {
    let at = call.find(" @").unwrap_or_else(|| panic!("llvm_nvvm.toml: {call:?} is not `<ret> @<name>(<args>)`"));
    let rest = &call[at + 2..];
    let name = &rest[..rest.find('(').unwrap_or_else(|| panic!("llvm_nvvm.toml: {call:?} has no argument list"))];
    assert!(name.starts_with("llvm.nvvm.") && call.ends_with(')'), "llvm_nvvm.toml: {call:?} is not an llvm.nvvm.* call");
    name
}

pub(super) fn generate(file: &LlvmNvvmFile, t: &super::TargetFile, sets: &BTreeMap<String, u64>, out: &mut String) {
    // (name, family, requirement), by name: looked up by binary search.
    let mut rows: BTreeMap<String, (bool, String, Vec<String>)> = BTreeMap::new();
    let mut add = |name: &str, family: bool, needs: &str, calls: Vec<String>| {
        let req = super::requirement(needs, name, t, sets);
        assert!(rows.insert(name.to_string(), (family, req, calls)).is_none(), "llvm_nvvm.toml: {name} is listed twice");
    };
    for g in &file.group {
        for c in &g.calls {
            add(called(c), false, &g.needs, vec![c.clone()]);
        }
    }
    for f in &file.family {
        assert!(!f.calls.is_empty(), "llvm_nvvm.toml: family {} lists no measured mangling", f.name);
        for c in &f.calls {
            assert!(called(c).starts_with(&format!("{}.", f.name)), "llvm_nvvm.toml: {c:?} is not a mangling of family {}", f.name);
        }
        add(&f.name, true, &f.needs, f.calls.clone());
    }
    for u in &file.unmeasured {
        assert!(!u.why.is_empty() && !rows.contains_key(&u.name), "llvm_nvvm.toml: unmeasured {} needs a reason and no requirement", u.name);
    }
    out.push_str("\n/// The `llvm.nvvm.*` intrinsics no table op lifts from, measured with llc-22 and ptxas (`intrinsics/llvm_nvvm.toml`), by name.\npub static LLVM_INTRINSICS: &[LlvmIntrinsicSpec] = &[\n");
    for (name, (family, req, calls)) in &rows {
        writeln!(out, "    LlvmIntrinsicSpec {{ name: {name:?}, family: {family}, requires: {req}, calls: &{calls:?} }},").unwrap();
    }
    out.push_str("];\n");
}

/// `intrinsics/llvm_nvvm_args.toml`: what llc-22 or ptxas take of a
/// constant argument of an intrinsic of llvm_nvvm.toml.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct ArgRuleFile {
    rule: Vec<ArgRule>,
}
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct ArgRule {
    intrinsics: Vec<String>,
    arg: usize,
    what: String,
    range: Option<[i64; 2]>,
    multiple_of: Option<i64>,
    refused_by: String,
    says: String,
}

pub(super) fn generate_arg_rules(file: &ArgRuleFile, measured: &LlvmNvvmFile, out: &mut String) {
    let known: Vec<&str> = measured.group.iter().flat_map(|g| g.calls.iter().map(|c| called(c))).collect();
    out.push_str("\n/// The argument rules of `intrinsics/llvm_nvvm_args.toml`, one per (intrinsic, argument).\npub static LLVM_INTRINSIC_ARGS: &[LlvmArgRule] = &[\n");
    for r in &file.rule {
        assert!(r.range.is_some() || r.multiple_of.is_some(), "llvm_nvvm_args.toml: a rule on {:?} says nothing", r.intrinsics);
        assert!(matches!(r.refused_by.as_str(), "llc-22" | "ptxas"), "llvm_nvvm_args.toml: refused_by {:?}", r.refused_by);
        for name in &r.intrinsics {
            assert!(known.contains(&name.as_str()), "llvm_nvvm_args.toml: {name} is not an intrinsic of llvm_nvvm.toml");
            writeln!(out, "    LlvmArgRule {{ intrinsic: {name:?}, arg: {}, what: {:?}, range: {:?}, multiple_of: {:?}, refused_by: {:?}, says: {:?} }},", r.arg, r.what, r.range.map(|[a, b]| (a, b)), r.multiple_of, r.refused_by, r.says).unwrap();
        }
    }
    out.push_str("];\n");
}
