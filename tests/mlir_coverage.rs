//! MLIR 22's NVVM dialect op by op (`intrinsics/mlir_ops.toml`): the list is
//! exactly the ops `mlir-opt-22` registers, every listed op is lowered or
//! carries the reason it is refused (and the refusal quotes it), and every op
//! nvvm-lower lowers is on the list. The count goes to
//! `target/mlir-coverage.txt`.

mod common;

use common::*;
use nvvm_lower::mlir_ops::{lowered, MlirOp, MlirStatus, MLIR_OPS, TABLE_FREE_OPS};
use nvvm_lower::ops::OPS;
use std::collections::BTreeSet;
use std::process::Command;

fn mlir_opt() -> Command {
    let p = std::path::Path::new("/usr/lib/llvm-22/bin/mlir-opt");
    Command::new(if p.exists() { p.to_path_buf() } else { "mlir-opt-22".into() })
}

/// Whether MLIR 22 registers `name`: the NVVM dialect accepts unknown ops,
/// so a registered op is one that fails verification with no operands and
/// attributes, or is printed back in its own syntax.
fn mlir_registers(name: &str, dir: &std::path::Path) -> bool {
    let f = write(dir, "op.mlir", &format!("llvm.func @f() {{\n  \"{name}\"() : () -> ()\n  llvm.return\n}}\n"));
    let out = mlir_opt().arg(&f).output().expect("mlir-opt-22 runs (scripts/setup installs it)");
    let text = format!("{}{}", String::from_utf8_lossy(&out.stdout), String::from_utf8_lossy(&out.stderr));
    !out.status.success() || !text.contains(&format!("\"{name}\""))
}

#[test]
fn the_list_is_exactly_mlir_22s_registered_ops() {
    let dir = scratch("mlir-coverage");
    assert!(!mlir_registers("nvvm.no.such.op", &dir), "the probe must tell an unknown op from a registered one");
    assert!(mlir_registers("nvvm.exit", &dir) && mlir_registers("nvvm.mapa", &dir));
    let not_mlir: Vec<&str> = MLIR_OPS.iter().map(|o| o.name).filter(|n| !mlir_registers(n, &dir)).collect();
    assert!(not_mlir.is_empty(), "listed but not an MLIR 22 op: {not_mlir:?}");
    assert_eq!(MLIR_OPS.len(), 185, "MLIR 22.1 registers 185 nvvm ops");
}

#[test]
fn every_listed_op_is_lowered_or_says_why_not() {
    let mut wrong = Vec::new();
    for o in MLIR_OPS {
        match (o.status, lowered(o.name)) {
            (MlirStatus::Implemented, false) => wrong.push(format!("{} is marked implemented but nvvm-lower has no table for it", o.name)),
            (MlirStatus::Pending | MlirStatus::Refused, true) => wrong.push(format!("{} is lowered now: mark it implemented and drop its reason", o.name)),
            (MlirStatus::Pending | MlirStatus::Refused, false) if o.reason.trim().is_empty() => wrong.push(format!("{} is refused without a reason", o.name)),
            _ => {}
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

#[test]
fn every_lowered_nvvm_op_is_listed_as_implemented() {
    let lowered_ops: BTreeSet<&str> = OPS.iter().map(|o| o.name).filter(|n| n.starts_with("nvvm.")).chain(TABLE_FREE_OPS.iter().copied()).collect();
    let unlisted: Vec<&str> = lowered_ops.iter().copied().filter(|n| MlirOp::find(n).is_none_or(|o| o.status != MlirStatus::Implemented)).collect();
    assert!(unlisted.is_empty(), "lowered but not listed as implemented in intrinsics/mlir_ops.toml: {unlisted:?}");
}

/// Every op MLIR 22 registers is lowered: no MLIR 22 NVVM program is refused
/// for an op's name. (While some were not, this test checked that each such
/// op was refused with a located `unsupported-op` error quoting its reason;
/// `--print ops` still lists a reason for any op the list marks otherwise.)
#[test]
fn every_mlir_22_op_is_lowered() {
    let not_lowered: Vec<&str> = MLIR_OPS.iter().filter(|o| o.status != MlirStatus::Implemented).map(|o| o.name).collect();
    assert!(not_lowered.is_empty(), "MLIR 22 ops not lowered: {not_lowered:?}");
    assert_eq!(MLIR_OPS.len(), 185);
}

#[test]
fn coverage_count_is_reported() {
    let done = MLIR_OPS.iter().filter(|o| o.status == MlirStatus::Implemented).count();
    let pending: Vec<&str> = MLIR_OPS.iter().filter(|o| o.status == MlirStatus::Pending).map(|o| o.name).collect();
    let refused: Vec<&str> = MLIR_OPS.iter().filter(|o| o.status == MlirStatus::Refused).map(|o| o.name).collect();
    let report = format!("{done} of {} MLIR 22 NVVM ops implemented\npending ({}): {}\nrefused ({}): {}\n", MLIR_OPS.len(), pending.len(), pending.join(", "), refused.len(), refused.join(", "));
    eprint!("{report}");
    // Beside the build (CARGO_TARGET_DIR when set), which may not be `target/`.
    let dir = std::env::var_os("CARGO_TARGET_DIR").map_or_else(|| root().join("target"), std::path::PathBuf::from);
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(dir.join("mlir-coverage.txt"), &report).unwrap();
    let table = run(&["--print", "ops"]);
    assert_eq!(table.code(), Some(0), "{}", table.stderr);
    assert!(table.stdout.contains(&format!("\nMLIR 22 NVVM ops: {done} of 185 lowered\n")), "--print ops gives no count");
    for n in pending.iter().chain(&refused) {
        assert!(table.stdout.contains(&format!("  {n}  [")), "--print ops does not list {n}");
    }
    assert!(table.stdout.contains("nvsync ops:"), "--print ops lists the nvsync ops");
}
