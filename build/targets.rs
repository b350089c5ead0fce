//! `intrinsics/targets.toml`: the targets, PTX versions and named target
//! sets every other table's `needs` is written in.

use super::*;

#[derive(Deserialize)]
pub struct TargetFile {
    pub target: Vec<TargetRow>,
    pub kernel_params: KernelParamsRow,
    pub call_args: CallArgsRow,
    pub ptx: PtxRow,
    pub sets: BTreeMap<String, Vec<String>>,
}

#[derive(Deserialize)]
pub struct TargetRow {
    pub name: String,
    pub min_ptx: String,
    pub ptxas: String,
    pub static_shared: u32,
    pub const_bytes: u32,
}

#[derive(Deserialize)]
pub struct KernelParamsRow {
    pub bytes: u32,
    pub wide_bytes: u32,
    pub wide_ptx: String,
}

#[derive(Deserialize)]
pub struct CallArgsRow {
    pub max: u32,
    pub max_with_result: u32,
}

#[derive(Deserialize)]
pub struct PtxRow {
    pub versions: Vec<String>,
}

pub fn read_toml<T: for<'de> Deserialize<'de>>(p: &Path) -> T {
    let text = std::fs::read_to_string(p).unwrap_or_else(|e| panic!("{}: {e}", p.display()));
    toml::from_str(&text).unwrap_or_else(|e| panic!("{}: {e}", p.display()))
}

pub fn ptx_code(v: &str) -> u32 {
    let (a, b) = v.split_once('.').unwrap_or_else(|| panic!("bad PTX version {v:?}"));
    a.parse::<u32>().unwrap() * 10 + b.parse::<u32>().unwrap()
}

pub fn gen_targets(t: &TargetFile, out: &mut String) {
    assert!(t.target.len() <= 64, "target sets are u64 bitmasks");
    out.push_str("/// Every target, in the order of `intrinsics/targets.toml`.\npub static TARGETS: &[TargetInfo] = &[\n");
    for row in &t.target {
        let base = row.name.trim_start_matches("sm_");
        let (num, variant) = match base.chars().last().unwrap() {
            'a' => (&base[..base.len() - 1], "Arch"),
            'f' => (&base[..base.len() - 1], "Family"),
            _ => (base, "Base"),
        };
        let ptxas = match row.ptxas.as_str() {
            "12.9" => "Ptxas::V12_9",
            "13.5" => "Ptxas::V13_5",
            other => panic!("unknown ptxas {other}"),
        };
        writeln!(
            out,
            "    TargetInfo {{ name: {:?}, sm: {num}, variant: Variant::{variant}, min_ptx: PtxVersion({}), ptxas: {ptxas}, static_shared: {}, const_bytes: {} }},",
            row.name,
            ptx_code(&row.min_ptx),
            row.static_shared,
            row.const_bytes
        )
        .unwrap();
    }
    let kp = &t.kernel_params;
    writeln!(
        out,
        "];\n\n/// A kernel's parameter space, from `intrinsics/targets.toml`.\npub static KERNEL_PARAM_SPACE: KernelParamSpace = KernelParamSpace {{ bytes: {}, wide_bytes: {}, wide_ptx: PtxVersion({}) }};",
        kp.bytes,
        kp.wide_bytes,
        ptx_code(&kp.wide_ptx)
    )
    .unwrap();
    let ca = &t.call_args;
    assert!(ca.max_with_result <= ca.max, "call_args: a result takes a place");
    writeln!(out, "\n/// The most arguments one call may pass, from `intrinsics/targets.toml`.\npub static CALL_ARGS: CallArgs = CallArgs {{ max: {}, max_with_result: {} }};", ca.max, ca.max_with_result).unwrap();
    out.push_str("\n/// PTX ISA versions LLVM 22 can emit, ascending.\npub static PTX_VERSIONS: &[PtxVersion] = &[");
    for v in &t.ptx.versions {
        write!(out, "PtxVersion({}), ", ptx_code(v)).unwrap();
    }
    out.push_str("];\n\n");
    // One constant per target, so that a front end names its target without
    // a parse that can fail (`Target::SM_90A`); the index is its table row.
    out.push_str("impl Target {\n");
    for (index, row) in t.target.iter().enumerate() {
        writeln!(out, "    /// `{}` (PTX ISA {} or later).\n    pub const {}: Target = Target {{ index: {index} }};", row.name, row.min_ptx, row.name.to_ascii_uppercase()).unwrap();
    }
    out.push_str("}\n");
}

pub fn resolve_sets(t: &TargetFile) -> BTreeMap<String, u64> {
    fn mask(name: &str, t: &TargetFile, depth: u32) -> u64 {
        assert!(depth < 16, "target set {name} is recursive");
        if let Some(i) = t.target.iter().position(|r| r.name == name) {
            return 1 << i;
        }
        let members = t.sets.get(name).unwrap_or_else(|| panic!("unknown target or set {name:?}"));
        members.iter().fold(0, |m, n| m | mask(n, t, depth + 1))
    }
    t.sets.keys().map(|k| (k.clone(), mask(k, t, 0))).collect()
}

/// `"<set> @ <ptx>"`, optionally `", <subset> @ <higher ptx>"`: targets of the
/// set whose floor is higher.
pub fn requirement(needs: &str, what: &str, t: &TargetFile, sets: &BTreeMap<String, u64>) -> String {
    let (main, raised) = match needs.split_once(',') {
        Some((m, r)) => (m, Some(r)),
        None => (needs, None),
    };
    let (set, mask, ptx) = set_at_ptx(main, what, t, sets);
    let raised = match raised.map(|r| set_at_ptx(r, what, t, sets)) {
        Some((sub, sub_mask, sub_ptx)) => {
            assert!(sub_mask & !mask == 0 && sub_ptx > ptx, "{what}: {sub} must be within {set} and need a newer PTX");
            format!("Some(({sub:?}, {sub_mask:#x}, PtxVersion({sub_ptx})))")
        }
        None => "None".into(),
    };
    format!("Requirement {{ set: {set:?}, targets: {mask:#x}, min_ptx: PtxVersion({ptx}), raised: {raised} }}")
}

/// `"<set> @ <ptx>"` → (set name, target mask, PTX code).
pub fn set_at_ptx(text: &str, what: &str, t: &TargetFile, sets: &BTreeMap<String, u64>) -> (String, u64, u32) {
    let (set, ptx) = text.split_once('@').unwrap_or_else(|| panic!("{what}: needs = \"<set> @ <ptx>\""));
    let (set, ptx) = (set.trim(), ptx.trim());
    let mask = sets
        .get(set)
        .copied()
        .or_else(|| t.target.iter().position(|r| r.name == set).map(|i| 1u64 << i))
        .unwrap_or_else(|| panic!("{what}: unknown target set {set}"));
    assert!(t.ptx.versions.iter().any(|v| v == ptx), "{what}: unknown PTX version {ptx}");
    (set.to_string(), mask, ptx_code(ptx))
}
