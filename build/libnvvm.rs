//! `intrinsics/libnvvm.toml` → `LIBNVVM_SPELLINGS`: libNVVM's names of NVVM
//! intrinsics with the LLVM 22 call each is read as (src/libnvvm.rs), sorted
//! by name for lookup.

use serde::Deserialize;
use std::collections::BTreeMap;
use std::fmt::Write as _;

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct LibnvvmFile {
    upgrade: Vec<Upgrade>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Upgrade {
    libnvvm: String,
    args: Vec<u32>,
    select: Option<u32>,
    #[serde(default)]
    to: BTreeMap<String, String>,
    llvm: Option<String>,
    #[serde(default)]
    fixed: BTreeMap<String, Vec<u64>>,
    asm: Option<String>,
    constraints: Option<String>,
    ptx: String,
}

fn index(key: &str, name: &str) -> u64 {
    key.parse().unwrap_or_else(|_| panic!("libnvvm.toml: {name}: {key:?} is not an integer"))
}

pub(super) fn generate(file: &LibnvvmFile, out: &mut String) {
    let mut rows: BTreeMap<&str, &Upgrade> = BTreeMap::new();
    for u in &file.upgrade {
        let n = &u.libnvvm;
        assert!(rows.insert(n, u).is_none(), "libnvvm.toml: {n} is listed twice");
        assert!(n.starts_with("llvm.nvvm."), "libnvvm.toml: {n} is not an llvm.nvvm.* name");
        assert!(u.select.is_some() == !u.to.is_empty(), "libnvvm.toml: {n}: `select` and `to` go together");
        assert!(u.select.is_some() || u.llvm.is_some(), "libnvvm.toml: {n}: neither `select` nor `llvm` names the LLVM 22 call");
        assert!(u.asm.is_some() == u.constraints.is_some() && (u.asm.is_none() || u.select.is_some()), "libnvvm.toml: {n}: `asm` needs `constraints` and `select`");
        assert!(!u.ptx.is_empty(), "libnvvm.toml: {n}: `ptx` (what libNVVM wrote) is required");
    }
    out.push_str("/// libNVVM's spellings and the LLVM 22 call each is read as (intrinsics/libnvvm.toml), by name.\n");
    out.push_str("pub(crate) static LIBNVVM_SPELLINGS: &[Spelling] = &[\n");
    for (name, u) in rows {
        let to: Vec<String> = u.to.iter().map(|(k, v)| format!("({}, {v:?})", index(k, name))).collect();
        let fixed: Vec<String> = u.fixed.iter().map(|(k, v)| format!("({}, &{v:?})", index(k, name))).collect();
        let opt = |s: &Option<String>| s.as_ref().map_or("None".to_string(), |s| format!("Some({s:?})"));
        writeln!(
            out,
            "    Spelling {{ libnvvm: {name:?}, args: &{:?}, select: {:?}, to: &[{}], llvm: {}, fixed: &[{}], asm: {}, constraints: {:?}, ptx: {:?} }},",
            u.args,
            u.select,
            to.join(", "),
            opt(&u.llvm),
            fixed.join(", "),
            opt(&u.asm),
            u.constraints.clone().unwrap_or_default(),
            u.ptx
        )
        .unwrap();
    }
    out.push_str("];\n");
}
