//! MLIR 22.1's NVVM dialect, op by op (`intrinsics/mlir_ops.toml`): which ops
//! nvvm-lower lowers and, for the others, why it refuses them. The parser's
//! refusal of a listed op quotes the reason; `--print ops` prints the list.

use crate::ops::{OpSpec, OPS};

/// Whether nvvm-lower lowers an MLIR op.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MlirStatus {
    /// Lowered; its facts are in another `intrinsics/*.toml`.
    Implemented,
    /// Refused for now: it is being added with its family.
    Pending,
    /// Refused by name, with the reason.
    Refused,
}

/// One op of MLIR 22's NVVM dialect.
#[derive(Debug)]
pub struct MlirOp {
    /// The op name (`nvvm.prmt`).
    pub name: &'static str,
    /// The family it belongs to.
    pub family: &'static str,
    /// One line on what it does.
    pub summary: &'static str,
    /// Whether it is lowered.
    pub status: MlirStatus,
    /// Why it is refused (empty when implemented).
    pub reason: &'static str,
}

include!(concat!(env!("OUT_DIR"), "/mlir_ops.rs"));

/// The ops the parser reads with code of their own instead of an op table
/// (src/parse/matrix.rs): their facts are in `wmma.toml`, `mma_sync.toml`,
/// `mma_sp.toml`, `mma_block_scale.toml` and `wgmma_mma.toml`; and `nvvm.inline_ptx` (src/parse/inline_ptx.rs), whose
/// PTX has no facts nvvm-lower could know.
pub const TABLE_FREE_OPS: &[&str] = &["nvvm.wgmma.mma_async", "nvvm.mma.sync", "nvvm.mma.sp.sync", "nvvm.mma.block_scale", "nvvm.mma.sp.block_scale", "nvvm.wmma.load", "nvvm.wmma.store", "nvvm.wmma.mma", "nvvm.inline_ptx"];

impl MlirOp {
    /// The listed op of that name.
    pub fn find(name: &str) -> Option<&'static MlirOp> {
        MLIR_OPS.iter().find(|o| o.name == name)
    }
}

/// Whether nvvm-lower parses and lowers an op of this name (from its op
/// tables, not from the list).
pub fn lowered(name: &str) -> bool {
    OpSpec::find(name).is_some() || TABLE_FREE_OPS.contains(&name)
}

/// The list as `--print ops` shows it: a count, the refused ops with their
/// reasons, and the nvsync ops.
pub fn coverage_table() -> String {
    let done = MLIR_OPS.iter().filter(|o| o.status == MlirStatus::Implemented).count();
    let mut s = format!("MLIR 22 NVVM ops: {done} of {} lowered\n", MLIR_OPS.len());
    for o in MLIR_OPS.iter().filter(|o| o.status != MlirStatus::Implemented) {
        let how = if o.status == MlirStatus::Pending { "pending" } else { "refused" };
        s += &format!("  {}  [{}]  {how}: {}\n", o.name, o.family, o.reason);
    }
    let nvsync: Vec<&str> = OPS.iter().map(|o| o.name).filter(|n| n.starts_with("nvsync.")).collect();
    s += &format!("nvsync ops: {} (expanded into gated nvvm ops)\n  {}\n\n", nvsync.len(), nvsync.join(", "));
    s
}
