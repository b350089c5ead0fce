//! MLIR 22's verifier rules for the async copies that a table row cannot say
//! (a value outside a set of integers), with mlir-translate-22's wording. The
//! rules a row can say (`reject` in `intrinsics/*.toml`) live there instead.

use crate::ops::{AttrKind, Facts, OpSpec};

/// MLIR's message for the first rule `spec` as written breaks, if any.
pub(super) fn check(spec: &OpSpec, facts: &Facts) -> Option<String> {
    let int = |a: AttrKind| facts.attr(a).and_then(|v| v.parse::<i64>().ok());
    match spec.name {
        "nvvm.cp.async.shared.global" => cp_async(int(AttrKind::CpSize)?, facts.attr(AttrKind::CacheMod)?),
        "nvvm.st.bulk" => match int(AttrKind::InitVal)? {
            0 => None,
            v => Some(format!("'nvvm.st.bulk' op only 0 is supported for initVal, got {v}")),
        },
        // LLVM's immediate is an i32 and PTX's count is unsigned.
        "nvvm.cp.async.wait.group" => match int(AttrKind::CpWaitN)? {
            0..=0x7fff_ffff => None,
            v => Some(format!("'nvvm.cp.async.wait.group' needs a group count in [0, 2147483647], got {v}")),
        },
        _ => None,
    }
}

/// `cp.async`: 4, 8 or 16 bytes; only `.ca` and `.cg`, and `.cg` only for 16.
fn cp_async(size: i64, cache: &str) -> Option<String> {
    if !matches!(size, 4 | 8 | 16) {
        return Some("expected byte size to be either 4, 8 or 16.".into());
    }
    match cache {
        "ca" => None,
        "cg" if size == 16 => None,
        "cg" => Some("CG cache modifier is only support for 16 bytes copy.".into()),
        _ => Some("Only CG and CA cache modifiers are supported.".into()),
    }
}
