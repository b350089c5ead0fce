//! Checking an LLVM module that already calls `llvm.nvvm.*` intrinsics (a
//! front end's own, or a `.ll` file): the module is lifted into the IR
//! ([`crate::lift`]) and judged by the same verifier, gating, PTX choice and
//! race checks as a text program, plus the cases where llc-22 would silently
//! emit wrong code for IR a text program cannot express.

use crate::diag::{Diagnostic, Door, Span};
use crate::error::Error;
use crate::ir::{OpKind, Ordering};
use crate::lift::lift;
use crate::target::{PtxVersion, Target};
use crate::verify;
use inkwell::module::Module;

/// A module that passed: the PTX version to compile it at, and what to warn about.
pub struct Checked {
    /// The lowest PTX ISA version the target and every call allow (or the pinned one).
    pub ptx: PtxVersion,
    /// What the checks warn about.
    pub warnings: Vec<Diagnostic>,
    /// The text the warnings' spans point into: the module as LLVM prints
    /// it, or, where the caller gave the source, empty (the spans point into
    /// the source, which is not copied).
    pub listing: String,
}

/// Why a module was refused, with the text its spans point into: made
/// into the crate's [`Error`] where it leaves the crate.
pub(crate) struct Refused {
    /// Why the module was refused.
    pub(crate) errors: Vec<Diagnostic>,
    /// What the checks warn about.
    pub(crate) warnings: Vec<Diagnostic>,
    /// The text the diagnostics' spans point into.
    pub(crate) listing: String,
}

/// Checks `m` for `target` (at the `pinned` PTX version, or the lowest that
/// works). `source`: the `.ll` text `m` was parsed from, so that diagnostics
/// point at its lines. A refusal is an [`Error`] with the errors, then the
/// warnings, and the text their spans point into (shown as `<module>`).
///
/// ```
/// use inkwell::context::Context;
/// use nvvm_lower::{check::check_module, driver::read_llvm_ir, target::Target};
/// let ctx = Context::create();
/// let ll = "define ptx_kernel void @k() {\n  call void @llvm.nvvm.barrier.cluster.arrive()\n  ret void\n}\ndeclare void @llvm.nvvm.barrier.cluster.arrive()\n";
/// let (m, _) = read_llvm_ir(&ctx, ll.as_bytes(), "k.ll").unwrap();
/// // llc-22 would abort on sm_80 ("Cannot select"); the check says why instead.
/// let refused = check_module(&m, Target::parse("sm_80").unwrap(), None, Some(ll)).unwrap_err();
/// assert_eq!(refused.kind(), nvvm_lower::ErrorCode::GateTarget);
/// assert_eq!(check_module(&m, Target::parse("sm_90").unwrap(), None, Some(ll)).unwrap().ptx.to_string(), "7.8");
/// ```
pub fn check_module(m: &Module, target: Target, pinned: Option<PtxVersion>, source: Option<&str>) -> Result<Checked, Error> {
    check_module_with(m, target, pinned, source, verify::races::RaceOptions::default())
}

/// [`check_module`] with the race checks' policies (`races`): with
/// `UnorderedDsmem::Allow` an unordered DSMEM write is a warning; with
/// `UnorderedDsmem::Fence` a `fence syncscope("cluster") release` goes into
/// `m` before the relaxed cluster arrive it reaches (a warning says where).
/// The fences of the safety pass (a complete_tx on a peer's mbarrier after a
/// DSMEM write) go into `m` whatever the policy: a passed module is one
/// llc-22 and ptxas compile as it is.
pub fn check_module_with(m: &Module, target: Target, pinned: Option<PtxVersion>, source: Option<&str>, races: verify::races::RaceOptions) -> Result<Checked, Error> {
    check_refused(m, target, pinned, source, races, Door::LlvmIr).map_err(Error::from)
}

/// [`check_module_with`], refusing with the diagnostics apart, their
/// fix-its in the words of `door` (the library's, for a module the library
/// compiles).
pub(crate) fn check_refused(m: &Module, target: Target, pinned: Option<PtxVersion>, source: Option<&str>, races: verify::races::RaceOptions, door: Door) -> Result<Checked, Refused> {
    // The module is LLVM IR: its diagnostics spell types and terms as LLVM IR
    // does. LLVM's verifier and printer recurse on the module: on a stack
    // sized for what reading lets through (crate::reader).
    let llvm_terms = |ds: Vec<Diagnostic>| ds.into_iter().map(|d| d.in_llvm_terms().for_door(door)).collect::<Vec<_>>();
    crate::reader::on_llvm_stack(|| match check_lifted(m, target, pinned, source, races) {
        Ok(c) => Ok(Checked { warnings: llvm_terms(c.warnings), ..c }),
        Err(r) => Err(Refused { errors: llvm_terms(r.errors), warnings: llvm_terms(r.warnings), ..r }),
    })
}

fn check_lifted(m: &Module, target: Target, pinned: Option<PtxVersion>, source: Option<&str>, races: verify::races::RaceOptions) -> Result<Checked, Refused> {
    let mut lifted = lift(m, source);
    let (mut warnings, lift_errors) = (std::mem::take(&mut lifted.warnings), std::mem::take(&mut lifted.errors));
    // The reader read newer float literals in LLVM 22's spelling: said once.
    warnings.extend(source.and_then(crate::float_literals::note));
    // The reader read libNVVM's intrinsic spellings as LLVM 22's: said once.
    warnings.extend(source.and_then(crate::libnvvm::note));
    warnings.extend(target_mismatch(m));
    let (mut errors, dropped) = dropped_orderings(&lifted.module, written_by_clang(m));
    errors.extend(lift_errors);
    warnings.extend(dropped);
    let verified = verify::verify_with(&lifted.module, target, pinned, verify::VerifyOptions { llvm_ir: true, ..Default::default() });
    let races = verify::races::check_races_with(&lifted.module, races);
    // The lifted module is as large as the input: gone before LLVM's verifier runs.
    drop(std::mem::take(&mut lifted.module));
    let listing = std::mem::take(&mut lifted.listing);
    match (verified, races) {
        (Ok(v), Ok(r)) if errors.is_empty() => {
            warnings.extend(v.warnings);
            warnings.extend(r.warnings);
            lifted.place(&mut warnings);
            insert_cluster_fences(m, &lifted, &r.cluster_fences);
            // LLVM's verifier last: the checks above say more where they
            // refuse the same thing (an immediate out of its range).
            if let Err(e) = m.verify() {
                return Err(Refused { errors: vec![llvm_verifier_error(e.to_string().trim(), &listing)], warnings, listing: listing.into_owned() });
            }
            let listing = if source.is_some() { String::new() } else { listing.into_owned() };
            Ok(Checked { ptx: v.ptx.unwrap_or_else(|| target.min_ptx()), warnings, listing })
        }
        (v, r) => {
            errors.extend(v.err().unwrap_or_default());
            errors.extend(r.err().unwrap_or_default());
            errors.sort_by_key(|d| d.span.map_or(usize::MAX, Span::lo));
            lifted.place(&mut errors);
            lifted.place(&mut warnings);
            Err(Refused { errors, warnings, listing: listing.into_owned() })
        }
    }
}

/// Puts a `fence syncscope("cluster") release` before each call the race
/// checks' safety pass named (a complete_tx on a peer's mbarrier after a
/// DSMEM write; with `UnorderedDsmem::Fence`, a relaxed cluster arrive after
/// one), as the text path puts `llvm.fence` ops into its module: the
/// warnings that say "inserted" are true of the module compiled. A module
/// checked twice gets no second fence (the first one orders the write).
fn insert_cluster_fences(m: &Module, lifted: &crate::lift::Lifted, at: &[crate::verify::OpPath]) {
    use llvm_sys::core as c;
    let scope = crate::ops::SyncScopeSpec::find("cluster").map_or("cluster", |s| s.llvm);
    for inst in at.iter().filter_map(|p| lifted.calls.get(p)) {
        // SAFETY: `inst` is a live call instruction of `m` (the lift read it
        // from `m`, which the caller still holds); the builder is created,
        // positioned before it, used and disposed here; the strings outlive
        // the calls.
        unsafe {
            let ctx = c::LLVMGetModuleContext(m.as_mut_ptr());
            let b = c::LLVMCreateBuilderInContext(ctx);
            c::LLVMPositionBuilderBefore(b, *inst);
            let ssid = c::LLVMGetSyncScopeID(ctx, scope.as_ptr().cast(), scope.len());
            c::LLVMBuildFenceSyncScope(b, llvm_sys::LLVMAtomicOrdering::LLVMAtomicOrderingRelease, ssid, c"".as_ptr());
            c::LLVMDisposeBuilder(b);
        }
    }
}

/// LLVM's verifier's verdict, at the line its message quotes where the
/// listing has it (the verifier names no line of its own). llc-22 and
/// ptxas never see such a module.
fn llvm_verifier_error(message: &str, listing: &str) -> Diagnostic {
    let mut lines = message.lines();
    let what = lines.next().unwrap_or("invalid module");
    let mut d = Diagnostic::error("llvm-verify", format!("LLVM's verifier rejects the module: {}", what.trim_end_matches('!')));
    let quoted = lines.map(str::trim).find(|l| !l.is_empty());
    if let Some(at) = quoted.and_then(|q| listing.find(q).map(|i| (i, i + q.len()))) {
        d = d.at(Span::new(at.0, at.1));
    } else if let Some(q) = quoted {
        d = d.note(format!("at: {q}"));
    }
    d
}

/// A warning for a module written for another target: it is checked (and
/// compiled) as NVPTX's, as `llc-22 -mtriple=nvptx64-nvidia-cuda` would.
fn target_mismatch(m: &Module) -> Option<Diagnostic> {
    let triple = m.get_triple();
    let triple = triple.as_str().to_string_lossy();
    // An NVPTX module keeps its own data layout (Triton's 32-bit shared
    // pointers included), as llc-22 keeps it.
    (!triple.is_empty() && !triple.starts_with("nvptx64"))
        .then(|| Diagnostic::warning("triple", format!("the module's target triple is '{triple}', not NVPTX's: checked and compiled as {} with its data layout", crate::backend::TRIPLE)))
}

// Short: the listing is the whole module's text.
impl std::fmt::Debug for Checked {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Checked").field("ptx", &self.ptx).field("warnings", &self.warnings).field("listing", &format_args!("<{} bytes>", self.listing.len())).finish()
    }
}

/// The name a refused module's listing is shown under.
const LISTING_NAME: &str = "<module>";

/// The library's one error: the errors, then the warnings, with the listing
/// their spans point into.
impl From<Refused> for Error {
    fn from(r: Refused) -> Error {
        let mut ds = r.errors;
        ds.extend(r.warnings);
        Error::new(ds).with_source(LISTING_NAME, r.listing)
    }
}

impl std::fmt::Debug for Refused {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Refused").field("errors", &self.errors).field("warnings", &self.warnings).field("listing", &format_args!("<{} bytes>", self.listing.len())).finish()
    }
}

/// Whether clang wrote the module (its `llvm.ident`).
fn written_by_clang(m: &Module) -> bool {
    m.get_global_metadata("llvm.ident").into_iter().filter_map(crate::lift::node_values).flatten().filter(|v| v.is_metadata_value()).any(|v| v.into_metadata_value().get_string_value().is_some_and(|s| String::from_utf8_lossy(s).contains("clang version")))
}

/// llc-22 emits every `atomicrmw` as a bare `atom` (relaxed, gpu scope),
/// whatever its ordering and sync scope say: an acquire, release or seq_cst
/// ordering would be lost without a word (an error), and the system scope
/// (LLVM's default) narrowed to the GPU (a warning).
///
/// clang writes CUDA's atomics (`atomicAdd`, the `__nvvm_atom_*` builtins),
/// which CUDA defines as relaxed, as seq_cst `atomicrmw`: for a module clang
/// wrote, llc-22's relaxed atom is what CUDA means, and the lost ordering is a
/// warning that says so.
fn dropped_orderings(m: &crate::ir::Module, clang: bool) -> (Vec<Diagnostic>, Vec<Diagnostic>) {
    let (mut errs, mut warns) = (Vec::new(), Vec::new());
    let fix = "build it with nvvm-lower (nvsync.atomic_rmw, or the library's nvsync.atomic_rmw builder), which writes atom.<sem>.<scope> as asked; or use a monotonic atomicrmw between fences of the ordering you need";
    // Only LLVM's own atomicrmw: the scoped-atomic intrinsics keep their scope.
    for (_, op) in m.ops().filter(|(_, op)| op.name == "llvm.atomicrmw") {
        let OpKind::AtomicRmw { atomic: Some(a), .. } = &op.kind else { continue };
        if a.ordering != Ordering::Monotonic && clang {
            warns.push(
                Diagnostic::warning("dropped-ordering", format!("llc-22 emits this atomicrmw as a bare 'atom' (relaxed, gpu scope), not {} as the IR says", a.ordering.name()))
                    .at(op.span)
                    .note("clang writes CUDA's atomics (atomicAdd, __nvvm_atom_*), which are relaxed, as seq_cst atomicrmw: for those this is what CUDA means; where the ordering is needed, write the fences (or cuda::atomic_ref's inline PTX) around it"),
            );
        } else if a.ordering != Ordering::Monotonic {
            let scope = if a.scope == "sys" { " and system scope" } else { "" };
            errs.push(
                Diagnostic::error("dropped-ordering", format!("llc-22 emits this atomicrmw as a bare 'atom' (relaxed, gpu scope): its {} ordering{scope} would be lost", a.ordering.name()))
                    .at(op.span)
                    .note(fix),
            );
        } else if a.scope == "sys" {
            warns.push(Diagnostic::warning("dropped-ordering", "llc-22 emits this atomicrmw at gpu scope: its system scope (LLVM's default) is narrowed").at(op.span).note(fix));
        }
    }
    (errs, warns)
}
