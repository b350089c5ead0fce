//! The memory model's tables: kernel attributes, sync scopes, address
//! spaces, read-modify-write kinds and parameter widths.

use super::*;

/// `kernel_attrs.toml`, `syncscopes.toml`, `memory.toml`, `types.toml`.
pub fn generate(dir: &Path, t: &TargetFile, sets: &BTreeMap<String, u64>, out: &mut String) {
    let kattrs: KernelAttrFile = read_toml(&dir.join("kernel_attrs.toml"));
    gen_kernel_attrs(&kattrs, t, sets, out);
    let scopes: ScopeFile = read_toml(&dir.join("syncscopes.toml"));
    gen_scopes(&scopes, t, sets, out);
    let rmw: RmwFile = read_toml(&dir.join("memory.toml"));
    gen_rmw(&rmw, t, sets, out);
    gen_llc_atomics(&rmw, out);
    let types: TypesFile = read_toml(&dir.join("types.toml"));
    out.push_str("\n/// Integer widths of a device function's parameters and results that ask more of the target than the op table does.\npub static PARAM_TYPES: &[ParamTypeSpec] = &[\n");
    for r in &types.param_type {
        writeln!(out, "    ParamTypeSpec {{ name: {:?}, what: {:?}, bits: {}..={}, requires: {} }},", r.name, r.what, r.min_bits, r.max_bits, requirement(&r.needs, &r.name, t, sets)).unwrap();
    }
    out.push_str("];\n");
    out.push_str("\n/// LLVM's math intrinsics that NVPTX lowers only in part.\npub static MATH: &[MathSpec] = &[\n");
    for r in &types.math {
        assert!(matches!(r.lowered.as_str(), "never" | "afn" | "where"), "types.toml: math: lowered is never, afn or where, not {}", r.lowered);
        assert_eq!(r.lowered != "never", r.needs.is_some(), "types.toml: math: an afn or where row has needs, a never row none");
        let requires = r.needs.as_ref().map_or("None".to_string(), |n| format!("Some({})", requirement(n, &r.names.join("/"), t, sets)));
        writeln!(out, "    MathSpec {{ names: &{:?}, types: &{:?}, with_afn: {}, requires: {requires} }},", r.names, r.types, r.lowered == "afn").unwrap();
    }
    out.push_str("];\n");
    out.push_str("\n/// PTX directives of module-level declarations, with what each needs.\npub static DIRECTIVES: &[DirectiveSpec] = &[\n");
    for r in &types.directive {
        writeln!(out, "    DirectiveSpec {{ name: {:?}, what: {:?}, requires: {} }},", r.name, r.what, requirement(&r.needs, &r.name, t, sets)).unwrap();
    }
    out.push_str("];\n");
}

/// `SYNC_SCOPES` and `SPACES`.
fn gen_scopes(scopes: &ScopeFile, t: &TargetFile, sets: &BTreeMap<String, u64>, out: &mut String) {
    out.push_str("\n/// Memory scopes and their LLVM sync-scope names.\npub static SYNC_SCOPES: &[SyncScopeSpec] = &[\n");
    for r in &scopes.scope {
        writeln!(out, "    SyncScopeSpec {{ name: {:?}, llvm: {:?}, requires: {} }},", r.name, r.llvm, requirement(&r.needs, &r.name, t, sets)).unwrap();
    }
    out.push_str("];\n");
    out.push_str("\n/// Address spaces a memory access may name, with their PTX state space.\npub static SPACES: &[SpaceSpec] = &[\n");
    for r in &scopes.space {
        writeln!(out, "    SpaceSpec {{ addrspace: {}, ptx: {:?}, requires: {} }},", r.addrspace, r.ptx, requirement(&r.needs, &r.ptx, t, sets)).unwrap();
    }
    out.push_str("];\n");
}

/// `RMW_KINDS`.
fn gen_rmw(rmw: &RmwFile, t: &TargetFile, sets: &BTreeMap<String, u64>, out: &mut String) {
    out.push_str("\n/// Read-modify-write kinds and their `atom` forms.\npub static RMW_KINDS: &[RmwSpec] = &[\n");
    for r in &rmw.rmw {
        let types: Vec<String> = r
            .types
            .iter()
            .map(|(ty, sfx)| {
                let ty = match ty.as_str() {
                    "i32" => "Type::Int(32)",
                    "i64" => "Type::Int(64)",
                    "f32" => "Type::Float(32)",
                    "f64" => "Type::Float(64)",
                    x => panic!("rmw {}: unknown type {x}", r.kind),
                };
                format!("({ty}, {sfx:?})")
            })
            .collect();
        writeln!(out, "    RmwSpec {{ kind: {:?}, ptx: {:?}, types: &[{}], negate: {}, requires: {} }},", r.kind, r.ptx, types.join(", "), r.negate, requirement(&r.needs, &r.kind, t, sets)).unwrap();
    }
    out.push_str("];\n");
}

/// The types llc-22 lowers of an LLVM IR atomic beyond the atom forms.
fn gen_llc_atomics(rmw: &RmwFile, out: &mut String) {
    out.push_str("\n/// (kind, type) pairs llc-22 lowers of an LLVM IR `atomicrmw` or `cmpxchg` beyond the `atom` forms (`intrinsics/memory.toml`).\npub static LLC_ATOMICS: &[(&str, Type)] = &[\n");
    for row in &rmw.llc_atomic {
        for kind in &row.kinds {
            for ty in &row.types {
                let ty = match ty.as_str() {
                    "i8" => "Type::Int(8)",
                    "i16" => "Type::Int(16)",
                    "f16" => "Type::Float(16)",
                    "bf16" => "Type::BF16",
                    x => panic!("llc_atomic {kind}: unknown type {x}"),
                };
                writeln!(out, "    ({kind:?}, {ty}),").unwrap();
            }
        }
    }
    out.push_str("];\n");
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ScopeFile {
    pub scope: Vec<ScopeRow>,
    pub space: Vec<SpaceRow>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ScopeRow {
    pub name: String,
    pub llvm: String,
    pub needs: String,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SpaceRow {
    pub addrspace: u32,
    pub ptx: String,
    pub needs: String,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RmwFile {
    pub rmw: Vec<RmwRow>,
    pub llc_atomic: Vec<LlcAtomicRow>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub struct LlcAtomicRow {
    pub kinds: Vec<String>,
    pub types: Vec<String>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RmwRow {
    pub kind: String,
    pub ptx: String,
    pub types: BTreeMap<String, String>,
    #[serde(default)]
    pub negate: bool,
    pub needs: String,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TypesFile {
    pub param_type: Vec<ParamTypeRow>,
    pub directive: Vec<DirectiveRow>,
    pub math: Vec<MathRow>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub struct MathRow {
    pub names: Vec<String>,
    pub types: Vec<String>,
    pub lowered: String,
    pub needs: Option<String>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DirectiveRow {
    pub name: String,
    pub what: String,
    pub needs: String,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ParamTypeRow {
    pub name: String,
    pub what: String,
    pub min_bits: u32,
    pub max_bits: u32,
    pub needs: String,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub struct KernelAttrFile {
    pub attr: Vec<KernelAttrRow>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub struct KernelAttrRow {
    pub key: String,
    pub ptx: String,
    pub llvm: String,
    pub value: String,
    pub needs: String,
    #[serde(default)]
    pub with: Vec<String>,
    #[serde(default)]
    pub conflicts: Vec<String>,
    /// The largest product of the entries (threads per CTA), where there is one.
    #[serde(default)]
    pub max_product: Option<u64>,
}

pub fn gen_kernel_attrs(k: &KernelAttrFile, t: &TargetFile, sets: &BTreeMap<String, u64>, out: &mut String) {
    out.push_str("\n/// NVVM function attributes and their LLVM spelling.\npub static KERNEL_ATTRS: &[KernelAttrSpec] = &[\n");
    for a in &k.attr {
        let value = match a.value.as_str() {
            "list" => "AttrValue::List",
            "int" => "AttrValue::Int",
            "unit" => "AttrValue::Unit",
            x => panic!("{}: unknown value kind {x}", a.key),
        };
        writeln!(out, "    KernelAttrSpec {{ key: {:?}, llvm: {:?}, ptx: {:?}, value: {value}, with: &{:?}, conflicts: &{:?}, max_product: {:?}, requires: {} }},", a.key, a.llvm, a.ptx, a.with, a.conflicts, a.max_product, requirement(&a.needs, &a.key, t, sets)).unwrap();
    }
    out.push_str("];\n");
}
