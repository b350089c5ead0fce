//! The whole text pipeline: parse → verify → emit → backend (→ ptxas).

use crate::backend::{self, Backend};
use crate::diag::Diagnostic;
use crate::error::Error;
use crate::target::{PtxVersion, Target};
use crate::{emit, ir, lower, parse, verify};
use inkwell::context::Context;

/// What to produce.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Emit {
    /// Textual LLVM IR (`.ll`).
    LlvmIr,
    /// PTX assembly.
    #[default]
    Ptx,
}

/// Options of one compilation.
#[derive(Clone, Debug)]
pub struct Options {
    /// The GPU target.
    pub target: Target,
    /// A pinned PTX ISA version; None chooses the lowest that works.
    pub ptx: Option<PtxVersion>,
    /// PTX or LLVM IR.
    pub emit: Emit,
    /// LLVM in process, or the `llc-22` executable.
    pub backend: Backend,
    /// Run ptxas on the PTX (also when emitting LLVM IR).
    pub verify_ptx: bool,
    /// Widen CTA-scope atomics on global pointers to gpu scope (with a warning)
    /// instead of refusing them (spec 001, race pattern 1).
    pub widen_cta_atomics: bool,
    /// A write to another CTA's shared memory that a relaxed cluster arrive
    /// does not order (race pattern 4): refused, fenced or allowed.
    pub unordered_dsmem: verify::races::UnorderedDsmem,
    /// Leave out the protocol model (`--no-protocol`, docs/protocol.md).
    pub skip_protocol: bool,
    /// LLVM's code-generation level (`-O0` to `-O3`, default `-O2` as llc's).
    pub opt: backend::OptLevel,
}

impl Options {
    /// PTX for `target`, in process, PTX version chosen automatically.
    pub fn new(target: Target) -> Options {
        Options { target, ptx: None, emit: Emit::Ptx, backend: Backend::InProcess, verify_ptx: false, widen_cta_atomics: false, unordered_dsmem: Default::default(), skip_protocol: false, opt: backend::OptLevel::O2 }
    }
}

/// A successful compilation.
#[derive(Clone, Debug)]
pub struct Output {
    /// The PTX or LLVM IR text.
    pub text: String,
    /// The PTX ISA version it was compiled at.
    pub ptx_version: PtxVersion,
    /// What the checks warn about.
    pub warnings: Vec<Diagnostic>,
}

/// Compiles one module of source text. A large module (over 1 MiB of text,
/// or 20,000 ops) is parsed, checked and lowered on every core, with the
/// result and the diagnostics of one thread; a small one stays on the
/// calling thread.
///
/// ```
/// use nvvm_lower::{driver::{compile_source, Options}, target::Target};
/// let src = "llvm.func @k(%b: !llvm.ptr<3>) attributes {nvvm.kernel} {\n\
///   %n = llvm.mlir.constant(32 : i32) : i32\n\
///   nvvm.mbarrier.init %b, %n : !llvm.ptr<3>, i32\n\
///   llvm.return\n}";
/// let out = compile_source(src, &Options::new(Target::parse("sm_80").unwrap())).unwrap();
/// assert!(out.text.contains("mbarrier.init.shared.b64"));
/// ```
pub fn compile_source(src: &str, opts: &Options) -> Result<Output, Error> {
    compile_diagnostics(src, opts).map_err(Error::new)
}

/// [`compile_source`] with the diagnostics as they are.
fn compile_diagnostics(src: &str, opts: &Options) -> Result<Output, Vec<Diagnostic>> {
    let (llvm, (ptx, warnings)) = front_to_owned_llvm(src, opts)?;
    back_end(llvm, ptx, warnings, opts, src.len() >= LARGE_SOURCE_BYTES)
}

/// Why [`compile_text`] failed.
#[derive(Debug)]
pub enum Failure<R> {
    /// The front half's errors, as `render` made them while the text was alive.
    Front(R),
    /// Code generation's or ptxas's errors, which point into no source text.
    Back(Vec<Diagnostic>),
}

/// [`compile_source`] for a caller that owns the text and needs it only to
/// show diagnostics (the CLI): the text is dropped once the LLVM module is
/// built, so that code generation does not run beside it (on a 21 MB input,
/// a tenth of the peak memory). Every diagnostic that can point into the
/// text comes before that: `render` gets the text with the front half's
/// errors, or else with its warnings, and its result comes back in the
/// `Err` or beside the [`Output`] (whose `warnings` are kept as well).
///
/// ```
/// use nvvm_lower::{diag::render_all, driver::{compile_text, Options}, target::Target};
/// let src = "llvm.func @k(%b: !llvm.ptr<3>) attributes {nvvm.kernel} {\n\
///   %n = llvm.mlir.constant(32 : i32) : i32\n\
///   nvvm.mbarrier.init %b, %n : !llvm.ptr<3>, i32\n\
///   llvm.return\n}".to_string();
/// let opts = Options::new(Target::parse("sm_80").unwrap());
/// let (out, shown) = compile_text(src, &opts, |text, ds| render_all(ds, "k.mlir", text, false)).unwrap();
/// assert!(out.text.contains("mbarrier.init.shared.b64") && shown.is_empty());
/// ```
pub fn compile_text<R>(src: String, opts: &Options, render: impl FnOnce(&str, &[Diagnostic]) -> R) -> Result<(Output, R), Failure<R>> {
    let large = src.len() >= LARGE_SOURCE_BYTES;
    let (llvm, (ptx, warnings)) = match front_to_owned_llvm(&src, opts) {
        Ok(front) => front,
        Err(errors) => return Err(Failure::Front(render(&src, &errors))),
    };
    let shown = render(&src, &warnings);
    drop(src);
    let out = back_end(llvm, ptx, warnings, opts, large).map_err(Failure::Back)?;
    Ok((out, shown))
}

/// Parse, checks, lowering and emission: the LLVM module with the PTX
/// version and the warnings.
fn front_to_llvm<'c>(ctx: &'c Context, src: &str, opts: &Options) -> Result<(inkwell::module::Module<'c>, PtxVersion, Vec<Diagnostic>), Vec<Diagnostic>> {
    let mut module = parse::parse_module(src).map_err(|d| vec![d])?;
    let checked = check(&mut module, opts.target, opts.ptx, opts.checks())?;
    let front = lower_checked(module, checked, opts.target, opts.ptx)?;
    // Each function's IR is freed once emitted; code generation needs only the LLVM module.
    let names = if opts.emit == Emit::LlvmIr { emit::ValueNames::Keep } else { emit::ValueNames::Drop };
    let llvm = emit::emit_module_with(ctx, front.module, "nvvm_lower", names).map_err(|d| vec![d])?;
    Ok((llvm, front.ptx, front.warnings))
}

/// [`front_to_llvm`] in a context of the module's own, which code
/// generation may keep ([`backend::compile_kept`]).
fn front_to_owned_llvm(src: &str, opts: &Options) -> Result<(backend::OwnedModule, (PtxVersion, Vec<Diagnostic>)), Vec<Diagnostic>> {
    backend::OwnedModule::build(|ctx| front_to_llvm(ctx, src, opts).map(|(llvm, ptx, warnings)| (llvm, (ptx, warnings))))
}

/// Code generation (and ptxas) of an emitted module; `large`: the freed IR
/// given back to the system first, and the PTX through a temporary file
/// ([`backend::compile_owned`]).
fn back_end(llvm: backend::OwnedModule, ptx: PtxVersion, warnings: Vec<Diagnostic>, opts: &Options, large: bool) -> Result<Output, Vec<Diagnostic>> {
    if large {
        backend::release_free_memory();
    }
    let ir_text = (opts.emit == Emit::LlvmIr).then(|| llvm.with(|m| m.print_to_string().to_string()));
    let ptx_text = if opts.emit == Emit::Ptx || opts.verify_ptx {
        Some(backend::compile_kept(llvm, opts.target, ptx, opts.backend, opts.opt, large).map_err(|d| vec![d])?)
    } else {
        None
    };
    if opts.verify_ptx {
        backend::verify_ptx(ptx_text.as_deref().unwrap_or_default())?;
    }
    let text = match opts.emit {
        Emit::LlvmIr => ir_text.unwrap_or_default(),
        Emit::Ptx => ptx_text.unwrap_or_default(),
    };
    Ok(Output { text, ptx_version: ptx, warnings })
}

/// Source text from this size up is compiled through a temporary PTX file
/// ([`backend::compile_owned`]): its PTX (about 1.6 times the text) would
/// otherwise sit in memory two or three times beside the LLVM module. Its
/// freed IR is also given back to the system before code generation.
const LARGE_SOURCE_BYTES: usize = 4 << 20;

/// What the checks may change instead of refusing: the CLI's flags and the
/// library's options are the same switches.
#[doc(hidden)]
#[derive(Clone, Copy, Debug, Default)]
pub struct Checks {
    /// Widen CTA-scope atomics on global pointers (race pattern 1).
    pub widen_cta_atomics: bool,
    /// Refuse, fence or allow unordered DSMEM writes (race pattern 4).
    pub unordered_dsmem: verify::races::UnorderedDsmem,
    /// Leave out the protocol model.
    pub skip_protocol: bool,
}

impl Options {
    fn checks(&self) -> Checks {
        Checks { widen_cta_atomics: self.widen_cta_atomics, unordered_dsmem: self.unordered_dsmem, skip_protocol: self.skip_protocol }
    }
}

/// The first half of the front end, on the module as written: verification
/// and gating (whose chosen forms and widenings are written into the module),
/// then the race checks, which see the nvsync ops before their expansions
/// (their protocols are fixed by the spec), and the fences they ask for.
#[doc(hidden)]
pub fn check(module: &mut ir::Module, target: Target, pinned: Option<PtxVersion>, checks: Checks) -> Result<Checked, Vec<Diagnostic>> {
    let mut verified = verify::verify_with(module, target, pinned, verify::VerifyOptions { widen_cta_atomics: checks.widen_cta_atomics, llvm_ir: false })?;
    verify::apply(module, &mut verified);
    let races = verify::races::check_races_with(module, verify::races::RaceOptions { unordered_dsmem: checks.unordered_dsmem, skip_protocol: checks.skip_protocol })?;
    verify::races::insert_cluster_fences(module, &races.cluster_fences);
    let mut warnings = verified.warnings;
    warnings.extend(races.warnings);
    Ok(Checked { uses: verified.uses, warnings })
}

/// What [`check`] hands to [`lower_checked`].
#[doc(hidden)]
#[derive(Debug)]
pub struct Checked {
    uses: Vec<verify::PtxUse>,
    warnings: Vec<Diagnostic>,
}

/// A checked module with its nvsync ops expanded, ready to emit.
#[doc(hidden)]
#[derive(Debug)]
pub struct Front {
    /// The lowered module; every table op carries its form.
    pub module: ir::Module,
    /// The PTX version the whole program needs (or the pinned one).
    pub ptx: PtxVersion,
    /// Every warning, each once.
    pub warnings: Vec<Diagnostic>,
}

/// The second half: the nvsync expansions (the module moves in: on a large
/// input a second copy would be a good part of the peak memory), then the
/// check of the ops they wrote, which also chooses the PTX version.
#[doc(hidden)]
pub fn lower_checked(module: ir::Module, checked: Checked, target: Target, pinned: Option<PtxVersion>) -> Result<Front, Vec<Diagnostic>> {
    let lowered = lower::lower_module_owned(module, target)?;
    let mut module = lowered.module;
    let mut verified = verify::verify_expansions(&module, &lowered.expanded, target, pinned, checked.uses)?;
    verify::apply(&mut module, &mut verified);
    let mut warnings = checked.warnings;
    warnings.extend(lowered.warnings);
    warnings.append(&mut verified.warnings);
    let ptx = verified.ptx.expect("verification chooses a PTX version");
    Ok(Front { module, ptx, warnings })
}

/// Whether `bytes` named `name` is LLVM IR rather than the MLIR-style input
/// language: a `.ll` or `.bc` file, LLVM bitcode, or text that starts as LLVM
/// writes a module (`; ModuleID`, `source_filename`, `target`).
pub fn is_llvm_ir(name: &str, bytes: &[u8]) -> bool {
    let ext = std::path::Path::new(name).extension().and_then(|e| e.to_str());
    if matches!(ext, Some("ll" | "bc")) || bytes.starts_with(b"BC\xC0\xDE") || bytes.starts_with(b"\xDE\xC0\x17\x0B") {
        return true;
    }
    let text = String::from_utf8_lossy(&bytes[..bytes.len().min(4096)]);
    let first = text.lines().map(str::trim).find(|l| !l.is_empty()).unwrap_or_default();
    first.starts_with("; ModuleID") || first.starts_with("source_filename") || first.starts_with("target datalayout") || first.starts_with("target triple")
}

/// `.ll` text or bitcode read into `ctx`, with the text (None for
/// bitcode) that diagnostics point into. Deep nesting is refused before
/// LLVM recurses on it, LLVM reads on a thread with a stack of its own, and
/// LLVM's debug-info upgrade is done without its abort ([`crate::reader`]);
/// an error about the text points into it.
/// The error carries the text (as [`crate::reader::listing`] shows bytes
/// that are not UTF-8) under `name`, so that [`Error::location`] is
/// `name:line:col`.
pub fn read_llvm_ir<'c, 'b>(ctx: &'c Context, bytes: &'b [u8], name: &str) -> Result<(inkwell::module::Module<'c>, Option<&'b str>), Error> {
    crate::reader::on_llvm_stack(|| crate::reader::read(ctx, bytes, name)).map_err(|d| read_error(d, bytes, name))
}

/// A refusal of `bytes` as an error: with the text its span points into.
fn read_error(d: Diagnostic, bytes: &[u8], name: &str) -> Error {
    let source = if d.span.is_some() { crate::reader::listing(bytes) } else { String::new() };
    Error::from(d).with_source(name, source)
}

/// A front end's LLVM IR compiled as it is: read (`.ll` text or bitcode),
/// checked ([`crate::check::check_module`]: the gating of every `llvm.nvvm.*`
/// call and inline PTX instruction, the verifier's rules, the race checks),
/// verified by LLVM, then compiled at the PTX version the check chose (or the
/// pinned one). The module is the front end's own: what the checks put into
/// it is a cluster-scope release fence, before a relaxed cluster arrive that
/// a DSMEM write reaches (with `UnorderedDsmem::Fence`, `--fence-dsmem-writes`)
/// and before a complete_tx on a peer's mbarrier after one; a CTA-scope
/// atomic on global memory is refused (`--widen-cta-atomics` widens only the
/// input language's). On success, the output and the text the warnings point
/// into; on failure, the diagnostics and that text.
///
/// ```
/// use nvvm_lower::{driver::{compile_llvm_ir, Options}, target::Target};
/// let ll = "define ptx_kernel void @k() {\n  call void @llvm.nvvm.barrier.cluster.arrive()\n  ret void\n}\n";
/// let (out, _) = compile_llvm_ir(ll.as_bytes(), "k.ll", &Options::new(Target::parse("sm_90").unwrap())).unwrap();
/// assert!(out.text.contains("barrier.cluster.arrive;") && out.ptx_version.to_string() == "7.8");
/// let err = compile_llvm_ir(ll.as_bytes(), "k.ll", &Options::new(Target::parse("sm_80").unwrap())).unwrap_err();
/// assert_eq!(err.kind(), nvvm_lower::ErrorCode::GateTarget);
/// assert_eq!(err.location().as_deref(), Some("k.ll:2:3"));
/// ```
///
/// The error holds the errors, then the warnings, with the text their spans
/// point into under `name`.
pub fn compile_llvm_ir(bytes: &[u8], name: &str, opts: &Options) -> Result<(Output, String), Error> {
    crate::reader::on_llvm_stack(|| compile_llvm_ir_here(bytes, name, opts)).map_err(|(ds, listing)| Error::new(ds).with_source(name, listing))
}

fn compile_llvm_ir_here(bytes: &[u8], name: &str, opts: &Options) -> Result<(Output, String), (Vec<Diagnostic>, String)> {
    // A refusal of the text (nested too deep) points into it.
    let (owned, text) = backend::OwnedModule::build(|ctx| crate::reader::read(ctx, bytes, name)).map_err(|d| (vec![d], crate::reader::listing(bytes)))?;
    let races = verify::races::RaceOptions { unordered_dsmem: opts.unordered_dsmem, skip_protocol: opts.skip_protocol };
    let (checked, ir_text) = owned.with(|module| {
        let checked = crate::check::check_refused(module, opts.target, opts.ptx, text, races, crate::diag::Door::LlvmIr).map_err(|r| (r.errors.into_iter().chain(r.warnings).collect(), r.listing))?;
        // Another target's module (the check warned) is compiled as NVPTX's; an
        // NVPTX module keeps its own data layout, as llc-22 keeps it.
        if !module.get_triple().as_str().to_string_lossy().starts_with("nvptx64") {
            backend::prepare_module(module);
        }
        Ok((checked, (opts.emit == Emit::LlvmIr).then(|| module.print_to_string().to_string())))
    })?;
    // The source is not copied while the module compiles (the check left
    // the listing empty where the spans point into it): the warnings'
    // listing is made after.
    let source = text;
    let listing_of = |l: &str| if l.is_empty() { source.map_or_else(String::new, str::to_string) } else { l.to_string() };
    let listing = checked.listing;
    let fail = |d: Diagnostic| (vec![d], listing_of(&listing));
    let warnings = checked.warnings;
    // A large module's PTX goes through a file, the module freed first, as
    // the text door's does.
    let large = bytes.len() >= LARGE_SOURCE_BYTES;
    let ptx_text = if opts.emit == Emit::Ptx || opts.verify_ptx { Some(backend::compile_kept(owned, opts.target, checked.ptx, opts.backend, opts.opt, large).map_err(fail)?) } else { None };
    if opts.verify_ptx {
        backend::verify_ptx(ptx_text.as_deref().unwrap_or_default()).map_err(|ds| (ds, listing_of(&listing)))?;
    }
    let text = match opts.emit {
        Emit::LlvmIr => ir_text.unwrap_or_default(),
        Emit::Ptx => ptx_text.unwrap_or_default(),
    };
    let listing = listing_of(&listing);
    Ok((Output { text, ptx_version: checked.ptx, warnings }, listing))
}

/// Compiles every `// -----` chunk; diagnostics carry spans into the whole text.
pub fn compile_split(src: &str, opts: &Options) -> Result<Vec<Output>, Error> {
    compile_split_on(src, opts, 0)
}

/// [`compile_split`] on up to `threads` threads (0: one per core): the
/// chunks are independent modules, compiled as [`compile_many`] compiles
/// its sources; the outputs and diagnostics keep the chunks' order.
pub fn compile_split_on(src: &str, opts: &Options, threads: usize) -> Result<Vec<Output>, Error> {
    let (offsets, chunks): (Vec<usize>, Vec<&str>) = parse::split_input(src).into_iter().unzip();
    let mut outs = Vec::new();
    let mut errs = Vec::new();
    for (offset, result) in offsets.into_iter().zip(compile_many(&chunks, opts, threads)) {
        match result {
            Ok(mut o) => {
                o.warnings = o.warnings.into_iter().map(|d| d.shifted(offset)).collect();
                outs.push(o)
            }
            Err(e) => errs.extend(e.diagnostics.into_iter().map(|d| d.shifted(offset))),
        }
    }
    if errs.is_empty() {
        Ok(outs)
    } else {
        Err(Error::new(errs))
    }
}

/// Compiles many independent modules on up to `threads` threads (0: one per
/// core), as a front end or a JIT compiling many kernels would: each thread
/// keeps its own LLVM context work and target machines, and takes the next
/// module when it is done with one. Results come back in the order of
/// `sources`.
///
/// ```
/// use nvvm_lower::{driver::{compile_many, Options}, target::Target};
/// let k = |n: u32| format!("llvm.func @k{n}(%b: !llvm.ptr<3>) attributes {{nvvm.kernel}} {{\n  %c = llvm.mlir.constant({n} : i32) : i32\n  nvvm.mbarrier.init %b, %c : !llvm.ptr<3>, i32\n  llvm.return\n}}");
/// let sources: Vec<String> = (1..=8).map(k).collect();
/// let outs = compile_many(&sources, &Options::new(Target::parse("sm_90").unwrap()), 2);
/// assert!(outs.iter().enumerate().all(|(i, o)| o.as_ref().unwrap().text.contains(&format!(".entry k{}(", i + 1))));
/// ```
pub fn compile_many<S: AsRef<str> + Sync>(sources: &[S], opts: &Options, threads: usize) -> Vec<Result<Output, Error>> {
    use std::sync::atomic::{AtomicUsize, Ordering};
    use std::sync::Mutex;
    let threads = if threads == 0 { crate::par::threads() } else { threads }.min(sources.len()).max(1);
    let next = AtomicUsize::new(0);
    let results: Mutex<Vec<Option<Result<Output, Error>>>> = Mutex::new((0..sources.len()).map(|_| None).collect());
    let work = || loop {
        let i = next.fetch_add(1, Ordering::Relaxed);
        let Some(src) = sources.get(i) else { break };
        let r = compile_source(src.as_ref(), opts);
        results.lock().unwrap_or_else(|e| e.into_inner())[i] = Some(r);
    };
    std::thread::scope(|s| {
        // This thread is one of the workers; one that cannot be started (a
        // memory or process limit) leaves its share to those that run.
        for _ in 1..threads {
            let _ = std::thread::Builder::new().spawn_scoped(s, &work);
        }
        work();
    });
    results.into_inner().unwrap_or_else(|e| e.into_inner()).into_iter().map(|r| r.expect("every module was compiled")).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_file_route_gives_the_buffers_ptx() {
        let src = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/examples/mbarrier_pipeline.mlir")).unwrap();
        let target = Target::parse("sm_90a").unwrap();
        let ptx = |large: bool| {
            let mut m = parse::parse_module(&src).unwrap();
            let checked = check(&mut m, target, None, Default::default()).unwrap();
            let front = lower_checked(m, checked, target, None).unwrap();
            let ctx = inkwell::context::Context::create();
            let llvm = emit::emit_module(&ctx, front.module, "m").unwrap();
            backend::compile_owned(llvm, target, front.ptx, Backend::InProcess, backend::OptLevel::O2, large).unwrap()
        };
        let (buffer, file) = (ptx(false), ptx(true));
        assert!(buffer.contains("mbarrier.try_wait.parity"), "{buffer}");
        assert_eq!(buffer, file);
    }
}
