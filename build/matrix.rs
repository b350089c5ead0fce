//! The matrix tables: wgmma type combinations, warp-level `mma.sync` (dense,
//! sparse, block-scaled) and `wmma`.

use super::*;

/// `wgmma_mma.toml`, `mma_sync.toml`, `mma_sp.toml`, `mma_block_scale.toml`, `wmma.toml`.
pub fn generate(dir: &Path, t: &TargetFile, sets: &BTreeMap<String, u64>, out: &mut String) {
    gen_wgmma(&read_toml(&dir.join("wgmma_mma.toml")), t, sets, out);
    gen_mma_sync(&read_toml(&dir.join("mma_sync.toml")), t, sets, out, "MMA_SYNC", "nvvm.mma.sync");
    gen_mma_sync(&read_toml(&dir.join("mma_sp.toml")), t, sets, out, "MMA_SP", "nvvm.mma.sp.sync");
    gen_mma_block_scale(&read_toml(&dir.join("mma_block_scale.toml")), t, sets, out);
    gen_wmma(&read_toml(&dir.join("wmma.toml")), t, sets, out);
}

/// `intrinsics/wgmma_mma.toml` → `WGMMA_TYPES`.
fn gen_wgmma(mma: &MmaFile, t: &TargetFile, sets: &BTreeMap<String, u64>, out: &mut String) {
    out.push_str("\n/// The `nvvm.wgmma.mma_async` type combinations.\npub static WGMMA_TYPES: &[WgmmaSpec] = &[\n");
    for r in &mma.mma {
        let member = match r.member.as_str() {
            "f32" => "Type::Float(32)",
            "i32" => "Type::Int(32)",
            x => panic!("wgmma {}: unknown member type {x}", r.d),
        };
        let what = format!("wgmma {}.{}.{}", r.d, r.a, r.b);
        writeln!(
            out,
            "    WgmmaSpec {{ d: {:?}, a: {:?}, b: {:?}, k: {}, n: ({}, {}, {}), n_extra: &{:?}, member: {member}, scale_in: {}, transpose: {}, op: {:?}, requires: {} }},",
            r.d,
            r.a,
            r.b,
            r.k,
            r.n[0],
            r.n[1],
            r.n[2],
            r.n_extra,
            r.scale_in,
            r.transpose,
            r.op,
            requirement(&r.needs, &what, t, sets)
        )
        .unwrap();
    }
    out.push_str("];\n");
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub struct MmaFile {
    pub mma: Vec<MmaRow>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub struct MmaRow {
    pub d: String,
    pub a: String,
    pub b: String,
    pub k: u32,
    pub n: [u32; 3],
    #[serde(default)]
    pub n_extra: Vec<u32>,
    pub member: String,
    #[serde(default = "yes")]
    pub scale_in: bool,
    #[serde(default)]
    pub transpose: bool,
    #[serde(default)]
    pub op: Option<String>,
    pub needs: String,
}

pub fn yes() -> bool {
    true
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub struct MmaSyncFile {
    pub mma: Vec<MmaSyncRow>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub struct MmaSyncRow {
    pub shape: [u32; 3],
    pub ab: Vec<String>,
    pub cd: Vec<String>,
    pub regs: [u32; 2],
    pub acc: BTreeMap<String, u32>,
    #[serde(default)]
    pub mixed: Vec<String>,
    #[serde(default = "row_col")]
    pub layouts: String,
    #[serde(default)]
    pub int: bool,
    #[serde(default)]
    pub b1_op: Option<String>,
    pub needs: String,
    /// The ordered-metadata forms of a sparse row (`mma.sp::ordered_metadata`).
    #[serde(default)]
    pub ordered_needs: Option<String>,
    /// A sparse row: how many sparsity selectors the shape and type have.
    #[serde(default)]
    pub selectors: Option<u32>,
    /// A sparse row whose forms are written with `kind = #nvvm.mma_kind<..>`
    /// (ordered metadata only; `needs` is theirs).
    #[serde(default)]
    pub kind: Option<String>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub struct MmaBlockScaleFile {
    pub mma: Vec<MmaBlockScaleRow>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub struct MmaBlockScaleRow {
    pub sparse: bool,
    pub shape: [u32; 3],
    pub kind: String,
    pub scales: Vec<[String; 2]>,
    pub ab: Vec<String>,
    pub regs: [u32; 2],
    pub needs: String,
}

/// `intrinsics/mma_block_scale.toml` → `MMA_BLOCK_SCALE`.
pub fn gen_mma_block_scale(rows: &MmaBlockScaleFile, t: &TargetFile, sets: &BTreeMap<String, u64>, out: &mut String) {
    out.push_str("\n/// The `nvvm.mma.block_scale` and `nvvm.mma.sp.block_scale` shapes, kinds and types.\npub static MMA_BLOCK_SCALE: &[MmaBlockScaleSpec] = &[\n");
    for r in &rows.mma {
        let [m, n, k] = r.shape;
        let what = format!("mma block_scale m{m}n{n}k{k} {}", r.kind);
        let scales: Vec<String> = r.scales.iter().map(|[v, f]| format!("({v:?}, {f:?})")).collect();
        writeln!(
            out,
            "    MmaBlockScaleSpec {{ sparse: {}, m: {m}, n: {n}, k: {k}, kind: {:?}, scales: &[{}], ab: &{:?}, regs: ({}, {}), requires: {} }},",
            r.sparse,
            r.kind,
            scales.join(", "),
            r.ab,
            r.regs[0],
            r.regs[1],
            requirement(&r.needs, &what, t, sets)
        )
        .unwrap();
    }
    out.push_str("];\n");
}

pub fn row_col() -> String {
    "row.col".into()
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub struct WmmaFile {
    pub wmma: Vec<WmmaRow>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub struct WmmaRow {
    pub shape: [u32; 3],
    pub ab: Vec<String>,
    pub cd: Vec<String>,
    pub regs: [u32; 2],
    pub acc: BTreeMap<String, u32>,
    pub needs: String,
}

/// `intrinsics/wmma.toml` → `WMMA`.
pub fn gen_wmma(rows: &WmmaFile, t: &TargetFile, sets: &BTreeMap<String, u64>, out: &mut String) {
    out.push_str("\n/// The `nvvm.wmma.*` shapes and types.\npub static WMMA: &[WmmaSpec] = &[\n");
    for r in &rows.wmma {
        let [m, n, k] = r.shape;
        let what = format!("wmma m{m}n{n}k{k} {}", r.ab.join("/"));
        assert!(r.cd.iter().all(|c| r.acc.contains_key(c)) && r.acc.len() == r.cd.len(), "{what}: acc gives the count of every cd type");
        let acc: Vec<String> = r.acc.iter().map(|(t, n)| format!("({t:?}, {n})")).collect();
        writeln!(
            out,
            "    WmmaSpec {{ m: {m}, n: {n}, k: {k}, ab: &{:?}, cd: &{:?}, regs: ({}, {}), acc: &[{}], requires: {} }},",
            r.ab,
            r.cd,
            r.regs[0],
            r.regs[1],
            acc.join(", "),
            requirement(&r.needs, &what, t, sets)
        )
        .unwrap();
    }
    out.push_str("];\n");
}

/// `intrinsics/mma_sync.toml` → `MMA_SYNC`, `intrinsics/mma_sp.toml` → `MMA_SP`.
pub fn gen_mma_sync(rows: &MmaSyncFile, t: &TargetFile, sets: &BTreeMap<String, u64>, out: &mut String, name: &str, op: &str) {
    writeln!(out, "\n/// The `{op}` shapes and types.\npub static {name}: &[MmaSyncSpec] = &[").unwrap();
    for r in &rows.mma {
        let [m, n, k] = r.shape;
        assert!(matches!(r.layouts.as_str(), "any" | "row.col"), "mma m{m}n{n}k{k}: layouts is \"any\" or \"row.col\"");
        let acc: Vec<String> = r.acc.iter().map(|(t, n)| format!("({t:?}, {n})")).collect();
        assert!(r.cd.iter().all(|c| r.acc.contains_key(c)), "mma m{m}n{n}k{k}: every cd type needs its acc count");
        let what = format!("mma m{m}n{n}k{k} {}", r.ab.join("/"));
        let mut pairs: Vec<(String, String)> = r.cd.iter().map(|t| (t.clone(), t.clone())).collect();
        for p in &r.mixed {
            let (c, d) = p.split_once('>').unwrap_or_else(|| panic!("{what}: mixed = [\"c>d\"]"));
            pairs.push((c.to_string(), d.to_string()));
        }
        let pairs: Vec<String> = pairs.iter().map(|(c, d)| format!("({c:?}, {d:?})")).collect();
        writeln!(
            out,
            "    MmaSyncSpec {{ m: {m}, n: {n}, k: {k}, ab: &{:?}, cd: &{:?}, pairs: &[{}], regs: ({}, {}), acc: &[{}], any_layout: {}, int: {}, b1_op: {:?}, requires: {}, ordered_requires: {}, selectors: {:?}, kind: {:?} }},",
            r.ab,
            r.cd,
            pairs.join(", "),
            r.regs[0],
            r.regs[1],
            acc.join(", "),
            r.layouts == "any",
            r.int,
            r.b1_op,
            requirement(&r.needs, &what, t, sets),
            r.ordered_needs.as_ref().map_or("None".to_string(), |n| format!("Some({})", requirement(n, &what, t, sets))),
            r.selectors,
            r.kind
        )
        .unwrap();
    }
    out.push_str("];\n");
}
