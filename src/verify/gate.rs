//! Per-target gating and the choice of PTX ISA version.
//!
//! This is the defence against LLVM aborts: llc-22 dies with "Cannot select" on
//! an intrinsic its target or PTX version lacks, and silently emits bad PTX for
//! others, so nothing reaches LLVM unless its requirement holds here.

use crate::diag::Diagnostic;
use crate::ops::{FormSpec, OpSpec};
use crate::target::{PtxVersion, Target};

/// The PTX version chosen for a module and why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PtxChoice {
    pub version: PtxVersion,
    /// True when the user pinned it with `--ptx`.
    pub pinned: bool,
}

/// Refuses a form whose target set does not contain `target`.
pub fn gate_form(spec: &OpSpec, form: &FormSpec, target: Target) -> Result<(), Diagnostic> {
    if form.requires.allows_target(target.index()) {
        return Ok(());
    }
    let names: Vec<_> = form.requires.target_names().collect();
    Err(Diagnostic::error("gate-target", format!("'{}' ({}) is not available on {target}", spec.name, form.ptx))
        .note(format!("it needs one of [{}] (set '{}') with PTX ISA {} or newer", names.join(", "), form.requires.set, form.requires.min_ptx))
        .note("`nvvm-lower --print ops` lists every op with its requirement"))
}

/// The lowest PTX version that the target and every use allow, or a check of the
/// pinned one. `uses` holds (minimum PTX, op name, span) of every gated op.
pub fn choose_ptx(target: Target, pinned: Option<PtxVersion>, uses: &[super::PtxUse]) -> Result<PtxChoice, Vec<Diagnostic>> {
    let Some(pin) = pinned else {
        let version = uses.iter().map(|u| u.0).fold(target.min_ptx(), PtxVersion::max);
        let readable = target.info().ptxas.max_ptx();
        if version > readable {
            // No pinned ptxas could assemble it (sm_101* exists only up to ptxas 12.9).
            let errs = uses
                .iter()
                .filter(|u| u.0 > readable)
                .map(|(need, name, span)| {
                    Diagnostic::error("gate-ptx", format!("'{name}' needs PTX ISA {need}, which no ptxas for {target} reads (ptxas {} stops at {readable})", target.info().ptxas.version()))
                        .at(*span)
                })
                .collect();
            return Err(errs);
        }
        return Ok(PtxChoice { version, pinned: false });
    };
    let mut errs = Vec::new();
    if pin > target.info().ptxas.max_ptx() {
        errs.push(Diagnostic::error("gate-ptx", format!("no ptxas for {target} reads PTX ISA {pin} (ptxas {} stops at {})", target.info().ptxas.version(), target.info().ptxas.max_ptx())));
    }
    if pin < target.min_ptx() {
        errs.push(Diagnostic::error("gate-ptx", format!("{target} needs PTX ISA {} or newer, but PTX ISA {pin} is pinned", target.min_ptx())));
    }
    for (need, name, span) in uses {
        if *need > pin {
            errs.push(Diagnostic::error("gate-ptx", format!("'{name}' needs PTX ISA {need} or newer, but PTX ISA {pin} is pinned")).at(*span).note("raise the pinned version (--ptx, or the library's pinned argument), or leave it unpinned to let nvvm-lower choose the lowest version that works"));
        }
    }
    if errs.is_empty() {
        Ok(PtxChoice { version: pin, pinned: true })
    } else {
        Err(errs)
    }
}
