//! Backends: LLVM's NVPTX code generator in process (default) or `llc-22` out of
//! process, and the ptxas check of the result.

mod ptxas;

pub use ptxas::{find_ptxas, verify_ptx, verify_ptx_with};

use crate::diag::Diagnostic;
use crate::target::{PtxVersion, Target};
use inkwell::module::Module;
use inkwell::targets::{CodeModel, FileType, InitializationConfig, RelocMode, Target as LlvmTarget, TargetMachine, TargetTriple};
use inkwell::OptimizationLevel;
use std::process::Command;
use std::sync::Once;

/// The triple every module is emitted for.
pub const TRIPLE: &str = "nvptx64-nvidia-cuda";

/// Which code generator turns LLVM IR into PTX.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Backend {
    /// LLVM's NVPTX target in this process.
    #[default]
    InProcess,
    /// `llc-22` (found on PATH) in a child process.
    Llc,
}

/// LLVM's code-generation optimisation level (llc's `-O0` to `-O3`).
/// `O2` is llc's default. Some machine-generated straight-line kernels make
/// LLVM's -O2 instruction scheduling quadratic (a chain of 2,000 dependent
/// adds does not finish in minutes, in llc-22 too); `O0` compiles them in a
/// fraction of a second.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default, Hash)]
pub enum OptLevel {
    /// No optimisation (`-O0`): fast, and linear on straight-line code.
    O0,
    /// `-O1`.
    O1,
    /// `-O2`, llc's default.
    #[default]
    O2,
    /// `-O3`.
    O3,
}

impl OptLevel {
    fn llvm(self) -> OptimizationLevel {
        match self {
            OptLevel::O0 => OptimizationLevel::None,
            OptLevel::O1 => OptimizationLevel::Less,
            OptLevel::O2 => OptimizationLevel::Default,
            OptLevel::O3 => OptimizationLevel::Aggressive,
        }
    }
    /// llc's flag for it (`-O2`).
    pub fn flag(self) -> &'static str {
        match self {
            OptLevel::O0 => "-O0",
            OptLevel::O1 => "-O1",
            OptLevel::O2 => "-O2",
            OptLevel::O3 => "-O3",
        }
    }
}

fn init() {
    static ONCE: Once = Once::new();
    ONCE.call_once(|| LlvmTarget::initialize_nvptx(&InitializationConfig::default()));
}

/// A target machine for `target` at PTX `ptx` (code generation at -O2).
pub fn target_machine(target: Target, ptx: PtxVersion) -> Result<TargetMachine, Diagnostic> {
    target_machine_at(target, ptx, OptLevel::O2)
}

/// [`target_machine`] at optimisation level `opt`.
pub fn target_machine_at(target: Target, ptx: PtxVersion, opt: OptLevel) -> Result<TargetMachine, Diagnostic> {
    init();
    let triple = TargetTriple::create(TRIPLE);
    let t = LlvmTarget::from_triple(&triple).map_err(|e| Diagnostic::error("backend", format!("NVPTX target unavailable: {e}")))?;
    t.create_target_machine(&triple, target.name(), &ptx.feature(), opt.llvm(), RelocMode::Default, CodeModel::Default)
        .ok_or_else(|| Diagnostic::error("backend", format!("LLVM could not create a target machine for {target}")))
}

/// This thread's target machine for one (target, PTX, level), the
/// code-generation pipeline built on it, and the modules that must outlive
/// that pipeline.
struct Machine {
    // Declared first: dropped before the modules it saw and the target
    // machine it uses.
    pipeline: Option<Pipeline>,
    /// Modules whose shared variables the pipeline's NVPTX printer may have
    /// demoted (codegen.cpp): it files them under the kernel's address, so
    /// no later module's function may get that address while it runs.
    kept: Vec<OwnedModule>,
    tm: TargetMachine,
}

impl Machine {
    /// Ends the pipeline, and with it the need to keep what it saw.
    fn end_pipeline(&mut self) {
        self.pipeline = None;
        self.kept.clear();
    }
}

/// How many demoting modules a pipeline runs (each kept alive with its
/// context, a few tens of KiB) before it is rebuilt.
const KEPT_MODULES: usize = 64;

/// An LLVM module owned together with the context it lives in, so that the
/// backend can keep it past the compile ([`compile_kept`]): a pipeline that
/// ran a module whose shared variables NVPTX demotes can serve the next
/// module only while that one is alive.
///
/// ```
/// use nvvm_lower::backend::{self, Backend, OptLevel, OwnedModule};
/// use nvvm_lower::{driver, target::Target};
/// let ll = b"@bar = internal addrspace(3) global i64 0\n\
/// define ptx_kernel void @k() {\n  store i64 1, ptr addrspace(3) @bar\n  ret void\n}\n";
/// let (module, ()) = OwnedModule::build(|ctx| driver::read_llvm_ir(ctx, ll, "k.ll").map(|(m, _)| (m, ()))).unwrap();
/// let target = Target::parse("sm_90").unwrap();
/// let ptx = backend::compile_kept(module, target, target.min_ptx(), Backend::InProcess, OptLevel::O2, false).unwrap();
/// assert!(ptx.contains("// demoted variable") && ptx.contains(".shared .align 8 .u64 bar;"));
/// ```
pub struct OwnedModule {
    module: llvm_sys::prelude::LLVMModuleRef,
    context: llvm_sys::prelude::LLVMContextRef,
}

impl OwnedModule {
    /// A module that `build` makes in a context of its own, with what else
    /// `build` returns.
    pub fn build<T, E>(build: impl for<'c> FnOnce(&'c inkwell::context::Context) -> Result<(Module<'c>, T), E>) -> Result<(OwnedModule, T), E> {
        let context = inkwell::context::Context::create();
        let (module, other) = build(&context)?;
        let owned = OwnedModule { module: module.as_mut_ptr(), context: context.raw() };
        // Both are disposed by OwnedModule's drop from here on.
        std::mem::forget(module);
        std::mem::forget(context);
        Ok((owned, other))
    }

    /// Runs `f` on the module.
    pub fn with<T>(&self, f: impl FnOnce(&Module<'_>) -> T) -> T {
        // SAFETY: the module is live while self is.
        let view = unsafe { module_view(self.module) };
        f(&view)
    }
}

impl Drop for OwnedModule {
    fn drop(&mut self) {
        // SAFETY: both are owned by self alone (OwnedModule::build); the
        // module goes before its context.
        unsafe {
            llvm_sys::core::LLVMDisposeModule(self.module);
            llvm_sys::core::LLVMContextDispose(self.context);
        }
    }
}

/// Runs `f` with this thread's target machine for (`target`, `ptx`) and its
/// pipeline: built once per thread and kept, since building a target machine
/// (the NVPTX subtarget and its lowering tables) costs about a tenth of a
/// small compile, and building the pass pipeline about half of it. A target
/// machine is used by one thread at a time; each compiling thread has its own.
fn with_machine<T>(target: Target, ptx: PtxVersion, opt: OptLevel, f: impl FnOnce(&mut Machine) -> Result<T, Diagnostic>) -> Result<T, Diagnostic> {
    MACHINES.with(|m| {
        let mut m = m.borrow_mut();
        let at = match m.iter().position(|(k, _)| *k == (target, ptx, opt)) {
            Some(i) => i,
            None => {
                let machine = Machine { pipeline: None, kept: Vec::new(), tm: target_machine_at(target, ptx, opt)? };
                // A thread that compiles for many (target, PTX) pairs keeps
                // the latest few: a machine and its pipeline hold megabytes.
                if m.len() == KEPT_MACHINES {
                    m.remove(0);
                }
                m.push(((target, ptx, opt), machine));
                m.len() - 1
            }
        };
        f(&mut m[at].1)
    })
}

/// How many target machines (with their pipelines) a thread keeps.
const KEPT_MACHINES: usize = 8;

thread_local! {
    static MACHINES: std::cell::RefCell<Vec<((Target, PtxVersion, OptLevel), Machine)>> = const { std::cell::RefCell::new(Vec::new()) };
}

/// Drops this thread's target machine for (`target`, `ptx`, `opt`) and its
/// pipeline; the next compile builds them anew.
fn forget_machine(target: Target, ptx: PtxVersion, opt: OptLevel) {
    MACHINES.with(|m| m.borrow_mut().retain(|(k, _)| *k != (target, ptx, opt)));
}

/// A code-generation pass pipeline (src/backend/codegen.cpp) kept across
/// modules; LLVM's C API builds and drops one per module.
struct Pipeline(std::ptr::NonNull<std::ffi::c_void>);

unsafe extern "C" {
    fn nvvm_lower_pipeline_create(machine: llvm_sys::target_machine::LLVMTargetMachineRef) -> *mut std::ffi::c_void;
    fn nvvm_lower_pipeline_run(pipeline: *mut std::ffi::c_void, machine: llvm_sys::target_machine::LLVMTargetMachineRef, module: llvm_sys::prelude::LLVMModuleRef, text: *mut *const u8, length: *mut usize) -> bool;
    fn nvvm_lower_pipeline_dispose(pipeline: *mut std::ffi::c_void);
}

impl Pipeline {
    fn new(tm: &TargetMachine) -> Result<Pipeline, Diagnostic> {
        // SAFETY: the target machine is live; the Machine that owns both
        // drops the pipeline first.
        let p = unsafe { nvvm_lower_pipeline_create(tm.as_mut_ptr()) };
        std::ptr::NonNull::new(p).map(Pipeline).ok_or_else(|| Diagnostic::error("backend", "LLVM's NVPTX target machine cannot write assembly"))
    }

    /// The PTX, and whether the pipeline may run another module (not after
    /// one whose shared variables the NVPTX printer may have demoted: see
    /// codegen.cpp).
    fn run(&mut self, tm: &TargetMachine, module: &Module) -> (String, bool) {
        let (mut text, mut length) = (std::ptr::null(), 0usize);
        // SAFETY: pipeline, machine and module are live, and the pipeline was
        // built on this machine; the text is read before the next run.
        unsafe {
            let reusable = nvvm_lower_pipeline_run(self.0.as_ptr(), tm.as_mut_ptr(), module.as_mut_ptr(), &mut text, &mut length);
            (String::from_utf8_lossy(std::slice::from_raw_parts(text, length)).into_owned(), reusable)
        }
    }
}

impl Drop for Pipeline {
    fn drop(&mut self) {
        // SAFETY: created by nvvm_lower_pipeline_create, disposed once.
        unsafe { nvvm_lower_pipeline_dispose(self.0.as_ptr()) }
    }
}

/// PTX for `module` from this thread's pipeline for (`target`, `ptx`,
/// `opt`). What a module leaves behind in the target machine or the pipeline
/// must not reach the next one, whose PTX must be what llc-22 writes for it
/// alone:
/// - a module LLVM reported an error on drops the pipeline;
/// - a module whose shared variables the NVPTX printer may demote is kept
///   alive until the pipeline ends, if `owner` is given (the pipeline ends
///   after [`KEPT_MODULES`] of them); otherwise it ends the pipeline
///   (codegen.cpp);
/// - a module with calls drops the target machine too: NVPTX numbers every
///   call sequence (`// callseq N`, and an indirect call's `prototype_N`)
///   from a counter its target machine keeps, which starts at 0 for llc-22.
fn generate_in_process(module: &Module, owner: Option<OwnedModule>, target: Target, ptx: PtxVersion, opt: OptLevel) -> Result<String, Diagnostic> {
    let mut drop_machine = false;
    let out = with_machine(target, ptx, opt, |m| {
        let pipeline = match &mut m.pipeline {
            Some(p) => p,
            slot => slot.insert(Pipeline::new(&m.tm)?),
        };
        let tm = &m.tm;
        let mut reusable = false;
        let out = catching_llvm_errors(module, || {
            let (text, again) = pipeline.run(tm, module);
            reusable = again;
            Ok(text)
        });
        match owner {
            _ if out.is_err() => m.end_pipeline(),
            _ if reusable => {}
            Some(owner) if m.kept.len() < KEPT_MODULES => m.kept.push(owner),
            _ => m.end_pipeline(),
        }
        drop_machine = out.as_ref().map_or(true, |text| text.contains("// callseq "));
        out
    });
    if drop_machine {
        forget_machine(target, ptx, opt);
    }
    out
}

/// PTX for `module` through LLVM's C API and a new target machine, as llc-22
/// builds them for this module alone: what [`generate_in_process`] must equal.
#[doc(hidden)]
pub fn compile_with_fresh_pipeline(module: &Module, target: Target, ptx: PtxVersion, opt: OptLevel) -> Result<String, Diagnostic> {
    let tm = target_machine_at(target, ptx, opt)?;
    let buf = catching_llvm_errors(module, || tm.write_to_memory_buffer(module, FileType::Assembly).map_err(|e| Diagnostic::error("backend", format!("NVPTX code generation failed: {e}"))))?;
    Ok(String::from_utf8_lossy(buf.as_slice()).into_owned())
}

/// LLVM 22's data layout for [`TRIPLE`], the same for every target and PTX
/// version (a unit test compares it with each target machine's). Written out
/// because building a target machine only to read it cost a tenth of a small
/// compile.
pub const DATA_LAYOUT: &str = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64";

/// Sets the triple and the NVPTX data layout on a fresh module.
pub fn prepare_module(module: &Module) {
    init();
    module.set_triple(&TargetTriple::create(TRIPLE));
    thread_local! {
        static LAYOUT: inkwell::targets::TargetData = inkwell::targets::TargetData::create(DATA_LAYOUT);
    }
    LAYOUT.with(|l| module.set_data_layout(&l.get_data_layout()));
}

/// Compiles a verified, gated module to PTX.
///
/// The module must have been gated for (`target`, `ptx`): LLVM aborts the whole
/// process on an instruction the target cannot select.
pub fn compile(module: &Module, target: Target, ptx: PtxVersion, backend: Backend) -> Result<String, Diagnostic> {
    compile_at(module, target, ptx, backend, OptLevel::O2)
}

/// [`compile`] at optimisation level `opt`.
pub fn compile_at(module: &Module, target: Target, ptx: PtxVersion, backend: Backend, opt: OptLevel) -> Result<String, Diagnostic> {
    match backend {
        Backend::InProcess => generate_in_process(module, None, target, ptx, opt),
        Backend::Llc => run_llc_at(&module.print_to_string().to_string(), target, ptx, opt),
    }
}

/// [`compile`], taking the module: with `large`, the in-process backend writes
/// the PTX to a temporary file and frees the module before reading it back, so
/// that the PTX is never in memory beside the module. LLVM otherwise builds
/// the text in a growing buffer and copies it once more, which made a
/// 10^5-op module's peak memory code generation's, not the front end's
/// (docs/performance.md). Small modules take the buffer: a file costs more
/// than it saves.
pub fn compile_owned(module: Module, target: Target, ptx: PtxVersion, backend: Backend, opt: OptLevel, large: bool) -> Result<String, Diagnostic> {
    if !large || backend != Backend::InProcess {
        return compile_at(&module, target, ptx, backend, opt);
    }
    // SAFETY: the view is used until `module` is dropped, not after.
    let view = unsafe { module_view(module.as_mut_ptr()) };
    compile_large(&view, target, ptx, opt, || drop(module))
}

/// [`compile_owned`] for a module that owns its context: one whose shared
/// variables NVPTX demotes lets the thread's pipeline go on to the next
/// module (it is kept alive until the pipeline ends) rather than end it.
pub fn compile_kept(module: OwnedModule, target: Target, ptx: PtxVersion, backend: Backend, opt: OptLevel, large: bool) -> Result<String, Diagnostic> {
    match (backend, large) {
        (Backend::InProcess, false) => {
            // SAFETY: `module` goes to the pipeline's keeping or is dropped
            // after the code generation that uses the view.
            let view = unsafe { module_view(module.module) };
            generate_in_process(&view, Some(module), target, ptx, opt)
        }
        (Backend::InProcess, true) => {
            // SAFETY: the view is used until `module` is dropped, not after.
            let view = unsafe { module_view(module.module) };
            compile_large(&view, target, ptx, opt, || drop(module))
        }
        (Backend::Llc, _) => module.with(|m| compile_at(m, target, ptx, backend, opt)),
    }
}

/// A module borrowed from its owner by pointer: dropping the view does not
/// dispose it.
///
/// # Safety
/// The module must be live for as long as the view is used.
unsafe fn module_view(module: llvm_sys::prelude::LLVMModuleRef) -> std::mem::ManuallyDrop<Module<'static>> {
    // SAFETY: the caller's.
    std::mem::ManuallyDrop::new(unsafe { Module::new(module) })
}

/// A large module's PTX through a temporary file, `free` (the module's
/// drop) run before the file is read back; `module` is not used after it.
fn compile_large(module: &Module, target: Target, ptx: PtxVersion, opt: OptLevel, free: impl FnOnce()) -> Result<String, Diagnostic> {
    let io = |e: std::io::Error| Diagnostic::error("io", format!("cannot use a temporary file for the PTX: {e}"));
    let file = tempfile::NamedTempFile::new().map_err(io)?;
    // Removed by an out-of-memory exit too (crate::oom), which runs no destructor.
    let _remove = crate::oom::remove_on_exit(file.path());
    // A large module pays for its own pipeline; the target machine is the
    // thread's, as long as the module leaves it as it found it.
    let written = with_machine(target, ptx, opt, |m| catching_llvm_errors(module, || m.tm.write_to_file(module, FileType::Assembly, file.path()).map_err(|e| Diagnostic::error("backend", format!("NVPTX code generation failed: {e}")))));
    free();
    // The module's pages, freed, would stay resident under the PTX read back.
    release_free_memory();
    let text = written.and_then(|()| std::fs::read_to_string(file.path()).map_err(io));
    if text.as_ref().map_or(true, |t| t.contains("// callseq ")) {
        forget_machine(target, ptx, opt);
    }
    text
}

/// Runs `codegen` with the module's context reporting LLVM's errors to
/// nvvm-lower instead of ending the process. LLVM finds some faults of the
/// IR only as it writes the code (an inline asm operand modifier the NVPTX
/// backend does not know: "invalid operand in inline asm") and reports
/// them as diagnostics of the context, whose default handler calls `exit(1)`
/// (in process, the caller's whole program). The first error is the
/// compile's diagnostic; warnings and remarks are dropped.
fn catching_llvm_errors<T>(module: &Module, codegen: impl FnOnce() -> Result<T, Diagnostic>) -> Result<T, Diagnostic> {
    use llvm_sys::core as c;
    use std::ffi::c_void;
    extern "C" fn collect(info: llvm_sys::prelude::LLVMDiagnosticInfoRef, errors: *mut c_void) {
        // SAFETY: LLVM passes a live diagnostic; `errors` is the Vec below,
        // alive for the code generation this handler is set for.
        unsafe {
            if c::LLVMGetDiagInfoSeverity(info) != llvm_sys::LLVMDiagnosticSeverity::LLVMDSError {
                return;
            }
            let text = c::LLVMGetDiagInfoDescription(info);
            let message = std::ffi::CStr::from_ptr(text).to_string_lossy().into_owned();
            c::LLVMDisposeMessage(text);
            (*errors.cast::<Vec<String>>()).push(message);
        }
    }
    let mut errors: Vec<String> = Vec::new();
    // SAFETY: the module and its context are live; the handler and its data
    // are set for the call of `codegen` only and the previous ones put back.
    let out = unsafe {
        let ctx = c::LLVMGetModuleContext(module.as_mut_ptr());
        let (handler, data) = (c::LLVMContextGetDiagnosticHandler(ctx), c::LLVMContextGetDiagnosticContext(ctx));
        c::LLVMContextSetDiagnosticHandler(ctx, Some(collect), (&raw mut errors).cast());
        let out = codegen();
        c::LLVMContextSetDiagnosticHandler(ctx, handler, data);
        out
    };
    match errors.first() {
        Some(e) => Err(Diagnostic::error("backend", format!("LLVM's NVPTX backend refuses the module: {}", e.trim()))),
        None => out,
    }
}

/// Gives freed heap pages back to the system. The driver calls it for a
/// large module once the IR is gone and before code generation grows the
/// heap again. It ran every 10,000 ops of emission too, while the IR was
/// larger; with the IR as it is now the whole run's peak is the same
/// without those calls, and each freed page that LLVM then wrote again had
/// to be faulted in anew. A small module's IR is too small for it to pay.
pub(crate) fn release_free_memory() {
    #[cfg(all(target_os = "linux", target_env = "gnu"))]
    {
        unsafe extern "C" {
            fn malloc_trim(pad: usize) -> std::os::raw::c_int;
        }
        // SAFETY: malloc_trim only releases memory that is free; it is
        // thread-safe and has no preconditions.
        unsafe {
            malloc_trim(0);
        }
    }
}

/// The first executable file `name` in a directory of `$PATH`, in `$PATH`'s
/// order (the `which` crate's search).
pub fn on_path(name: &str) -> Option<std::path::PathBuf> {
    which::which(name).ok()
}

/// Runs `llc-22` on textual IR.
pub fn run_llc(ir: &str, target: Target, ptx: PtxVersion) -> Result<String, Diagnostic> {
    run_llc_at(ir, target, ptx, OptLevel::O2)
}

/// [`run_llc`] at optimisation level `opt`.
pub fn run_llc_at(ir: &str, target: Target, ptx: PtxVersion, opt: OptLevel) -> Result<String, Diagnostic> {
    let llc = on_path("llc-22").or_else(|| on_path("llc")).ok_or_else(|| Diagnostic::error("backend", "llc-22 is not on PATH (install the Debian package llvm-22, or run scripts/setup)"))?;
    let dir = tempfile::tempdir().map_err(|e| Diagnostic::error("io", format!("cannot create a temporary directory: {e}")))?;
    let input = dir.path().join("input.ll");
    let output = dir.path().join("output.ptx");
    std::fs::write(&input, ir).map_err(|e| Diagnostic::error("io", format!("cannot write {}: {e}", input.display())))?;
    let out = Command::new(llc)
        .env("LLVM_DISABLE_SYMBOLIZATION", "1")
        // Non-verbose assembly, as the in-process TargetMachine writes it, so the
        // two backends give byte-identical PTX.
        .args(["-march=nvptx64", &format!("-mcpu={}", target.name()), &format!("-mattr={}", ptx.feature()), "-asm-verbose=false", opt.flag(), "-o"])
        .arg(&output)
        .arg(&input)
        .output()
        .map_err(|e| Diagnostic::error("backend", format!("cannot run llc-22: {e}")))?;
    if !out.status.success() {
        let err = String::from_utf8_lossy(&out.stderr);
        let first = err.lines().find(|l| !l.trim().is_empty()).unwrap_or("(no message)");
        return Err(Diagnostic::error("backend", format!("llc-22 failed: {first}")).note("this is a bug in nvvm-lower's gating: please report it with the input"));
    }
    std::fs::read_to_string(&output).map_err(|e| Diagnostic::error("io", format!("cannot read llc output: {e}")))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_written_data_layout_is_every_target_machines() {
        for t in Target::all() {
            let tm = target_machine(t, t.min_ptx()).unwrap();
            assert_eq!(tm.get_target_data().get_data_layout().as_str().to_str().unwrap(), DATA_LAYOUT, "{t}");
        }
    }
}
