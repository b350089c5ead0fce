//! Attributes an op does not define. MLIR 22 keeps any such attribute as a
//! *discardable* one and translates the op as if it were absent (`{num = 4}`
//! on `nvvm.tcgen05.st` compiles there), except a `nvvm.`-prefixed name, which
//! its translation refuses. nvvm-lower accepts what MLIR accepts with a
//! warning that the attribute is ignored, but refuses the ones that look like
//! a modifier the writer expected to take effect (docs/ops.md, "Attributes an op
//! does not define"):
//! - an `nvvm.`-prefixed name (mlir-translate-22 fails on it too);
//! - a near miss of one of the op's own attributes (`alinged`, `scop`);
//! - a synchronisation attribute of another op (`relaxed`, `scope`, `group`,
//!   `read`, `isCTAOnly`, ...): dropping it silently would change what the
//!   op orders or which CTAs take part.

use crate::diag::{Diagnostic, Span};
use crate::ops::{AttrKind, OpSpec};

/// The diagnostic for attribute `key` written on `spec`, which does not define
/// it: an error, or a warning that it is ignored.
pub(super) fn judge(spec: &OpSpec, key: &str, span: Span) -> Diagnostic {
    let own: Vec<&str> = spec.attrs.iter().flat_map(|a| [Some(a.key()), a.inline_keyword()]).flatten().collect();
    let accepts: Vec<&str> = spec.attrs.iter().map(|a| a.key()).collect();
    judge_keys(spec.name, &own, &accepts, &[], key, span)
}

/// [`judge`] for an op with its own syntax (mma, wmma, inline_ptx): `own`
/// the attributes it reads, `family` those of the op's other forms (`layoutA`
/// of `nvvm.mma.sync` on `nvvm.mma.sp.sync`, which is always row.col):
/// dropping one of those would compute something other than what was written.
pub(super) fn judge_keys(op: &str, own: &[&str], accepts: &[&str], family: &[&str], key: &str, span: Span) -> Diagnostic {
    let accepts = if accepts.is_empty() { "no attributes".to_string() } else { accepts.join(", ") };
    let refuse = || Diagnostic::error("attr", format!("'{op}' has no attribute '{key}'")).at(span);
    if key.starts_with("nvvm.") {
        return refuse().note(format!("it accepts {accepts}")).note("MLIR 22 refuses an unknown nvvm.* attribute on an op too");
    }
    if let Some(near) = own.iter().find(|k| near_miss(key, k)) {
        return refuse().note(format!("it accepts {accepts}; did you mean '{near}'?"));
    }
    if AttrKind::ALL.iter().any(|a| a.is_sync() && a.key() == key) {
        return refuse().note(format!("it accepts {accepts}"));
    }
    if family.contains(&key) {
        return refuse().note(format!("it accepts {accepts}; '{key}' belongs to another form of the op and would not take effect here"));
    }
    Diagnostic::warning("attr", format!("'{op}' does not define attribute '{key}': ignored"))
        .at(span)
        .note(format!("it accepts {accepts}; MLIR 22 keeps '{key}' as a discardable attribute that changes nothing"))
}

/// A misspelling of `inherent`: the same letters up to case and `_`, or one
/// edit away (two for names of five letters or more).
fn near_miss(key: &str, inherent: &str) -> bool {
    let norm = |s: &str| s.to_ascii_lowercase().replace('_', "");
    let (a, b) = (norm(key), norm(inherent));
    let budget = if b.len() >= 5 { 2 } else { 1 };
    a == b || crate::diag::edit_distance(&a, &b) <= budget
}

#[cfg(test)]
mod tests {
    use super::near_miss;

    #[test]
    fn near_misses() {
        assert!(near_miss("alinged", "aligned"));
        assert!(near_miss("scop", "scope"));
        assert!(near_miss("is_cta_only", "isCTAOnly"));
        assert!(!near_miss("num", "n"));
        assert!(!near_miss("num", "shape"));
        assert!(!near_miss("foo", "aligned"));
    }
}
