//! `intrinsics/mlir_ops.toml` → `$OUT_DIR/mlir_ops.rs` (`MLIR_OPS`): MLIR 22's
//! NVVM ops and whether nvvm-lower lowers each, included by `src/mlir_ops.rs`.

use serde::Deserialize;
use std::collections::BTreeSet;
use std::fmt::Write as _;
use std::path::Path;

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct MlirOpsFile {
    op: Vec<MlirOpRow>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct MlirOpRow {
    name: String,
    family: String,
    summary: String,
    status: String,
    #[serde(default)]
    reason: Option<String>,
}

/// Reads the list and writes the static; a malformed row fails the build.
pub fn generate(dir: &Path, out_dir: &Path) {
    let path = dir.join("mlir_ops.toml");
    println!("cargo:rerun-if-changed={}", path.display());
    let text = std::fs::read_to_string(&path).expect("intrinsics/mlir_ops.toml is readable");
    let file: MlirOpsFile = toml::from_str(&text).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let mut seen = BTreeSet::new();
    let mut out = String::from("/// Every op of MLIR 22.1's NVVM dialect, from `intrinsics/mlir_ops.toml`.\npub static MLIR_OPS: &[MlirOp] = &[\n");
    for r in &file.op {
        assert!(r.name.starts_with("nvvm."), "mlir_ops.toml: {:?} is not an nvvm op", r.name);
        assert!(seen.insert(r.name.clone()), "mlir_ops.toml: {} is listed twice", r.name);
        let status = match r.status.as_str() {
            "implemented" => "Implemented",
            "pending" => "Pending",
            "refused" => "Refused",
            s => panic!("mlir_ops.toml: {}: status {s:?} is not implemented|pending|refused", r.name),
        };
        let reason = r.reason.as_deref().unwrap_or("");
        assert!(status == "Implemented" || !reason.trim().is_empty(), "mlir_ops.toml: {} is {} without a reason", r.name, r.status);
        assert!(status != "Implemented" || reason.is_empty(), "mlir_ops.toml: {} is implemented but has a reason", r.name);
        writeln!(out, "    MlirOp {{ name: {:?}, family: {:?}, summary: {:?}, status: MlirStatus::{status}, reason: {reason:?} }},", r.name, r.family, r.summary).unwrap();
    }
    out.push_str("];\n");
    std::fs::write(out_dir.join("mlir_ops.rs"), out).unwrap();
}
