//! `nvvm-lower`: MLIR-style text in, LLVM IR or PTX out. A thin shell over the
//! library's driver.

#[path = "nvvm-lower/alloc.rs"]
mod alloc;
#[path = "nvvm-lower/output.rs"]
mod output;

use clap::{Parser, ValueEnum};
use nvvm_lower::backend::Backend;
use nvvm_lower::diag::{render_all, Diagnostic};
use nvvm_lower::ir::Type;
use nvvm_lower::driver::{compile_split_on, compile_text, Emit, Failure, Options};
use nvvm_lower::ops::{Cond, CountCmp, OPS, TARGETS};
use nvvm_lower::target::{PtxVersion, Target};
use nvvm_lower::verify::races::UnorderedDsmem;
use std::io::{IsTerminal, Read, Write};
use std::path::PathBuf;

const AFTER_HELP: &str = "\
Examples:
  nvvm-lower kernel.mlir --target sm_90a                    PTX to stdout
  nvvm-lower kernel.mlir --target sm_100a --emit llvm-ir -o kernel.ll
  cat kernel.mlir | nvvm-lower - --target sm_80 --verify-ptx
  nvvm-lower tests.mlir --target sm_90 --split-input-file   one module per '// -----' chunk
  nvvm-lower a.mlir b.mlir c.mlir --target sm_90a -o out/ -j 4    out/a.ptx, out/b.ptx, out/c.ptx
  nvvm-lower --print ops                                    every op with its requirement
  nvvm-lower check kernel.ll --target sm_90                 check a front end's LLVM IR (see 'check --help')

The PTX ISA version is the lowest that the target and every op allow, unless
--ptx pins one; an op that the target or version lacks is a diagnostic, never an
LLVM abort. Exit status: 0 success, 1 the input was diagnosed, 2 usage error.

Environment: NVVM_LOWER_PTXAS names a ptxas for --verify-ptx (else one on
PATH or under CUDA_HOME/bin).";

#[derive(Parser)]
#[command(name = "nvvm-lower", version, about = "Lower GPU synchronisation (MLIR llvm/nvvm dialects) to arch-gated LLVM IR and ptxas-clean PTX", after_help = AFTER_HELP)]
struct Cli {
    /// Input files, or `-` for standard input. With several, `-o` names a
    /// directory that gets one output per input (`a.mlir` -> `DIR/a.ptx`).
    #[arg(default_value = "-", num_args = 1..)]
    input: Vec<String>,
    /// With several inputs or --split-input-file: how many to compile at once (default: one per core).
    #[arg(short = 'j', long, value_name = "N")]
    jobs: Option<usize>,
    /// GPU target: sm_90a, compute_90a, sm_100f, ... (see --print targets).
    #[arg(long, visible_aliases = ["mcpu", "arch", "gpu-name"], required_unless_present = "print")]
    target: Option<String>,
    /// Pin the PTX ISA version (e.g. 8.6) instead of choosing the lowest that works.
    #[arg(long, value_name = "X.Y")]
    ptx: Option<String>,
    /// What to write.
    #[arg(long, value_enum, default_value_t = EmitArg::Ptx)]
    emit: EmitArg,
    /// Output file, or `-` for standard output. Written atomically.
    #[arg(short = 'o', long = "output", default_value = "-", value_name = "FILE")]
    output: String,
    /// Code generator: LLVM's NVPTX target in process, or llc-22.
    #[arg(long, value_enum, default_value_t = BackendArg::InProcess)]
    backend: BackendArg,
    /// Assemble the PTX with ptxas (12.9 for sm_70/72/101*, 13.5 otherwise) and report its errors.
    #[arg(long)]
    verify_ptx: bool,
    /// Widen a CTA-scope atomic on a global pointer to gpu scope, with a warning,
    /// instead of refusing it (spec 001, race pattern 1).
    #[arg(long)]
    widen_cta_atomics: bool,
    /// Insert a cluster-scope release fence, with a warning, before a relaxed
    /// cluster arrive that a write to another CTA's shared memory reaches
    /// unreleased, instead of refusing it (race pattern 4).
    #[arg(long, conflicts_with = "allow_unordered_dsmem")]
    fence_dsmem_writes: bool,
    /// Let such a write through with a warning: for protocols that order the data
    /// by other means, or to measure the race.
    #[arg(long)]
    allow_unordered_dsmem: bool,
    /// Leave out the protocol model, which follows every thread's barrier
    /// state through the kernel and refuses a wait that never returns, a
    /// parity that names the wrong phase, arrivals or bytes that do not match
    /// the init, a barrier not every thread reaches (docs/protocol.md).
    #[arg(long)]
    no_protocol: bool,
    /// LLVM's code-generation level, as llc's -O0 to -O3 (default 2). Use 0
    /// for large machine-generated straight-line kernels: LLVM's -O2
    /// scheduling can take minutes on them, -O0 a fraction of a second.
    #[arg(short = 'O', value_name = "N", default_value = "2", value_parser = ["0", "1", "2", "3"])]
    opt_level: String,
    /// Treat each `// -----` chunk as a separate module.
    #[arg(long)]
    split_input_file: bool,
    /// Print a table instead of compiling.
    #[arg(long, value_enum)]
    print: Option<PrintArg>,
    /// Colour diagnostics.
    #[arg(long, value_enum, default_value_t = ColorArg::Auto)]
    color: ColorArg,
}

#[derive(Clone, Copy, ValueEnum)]
enum EmitArg {
    #[value(name = "llvm-ir", alias = "ll")]
    LlvmIr,
    Ptx,
}
#[derive(Clone, Copy, ValueEnum)]
enum BackendArg {
    InProcess,
    Llc,
}
#[derive(Clone, Copy, ValueEnum)]
enum PrintArg {
    Targets,
    Ops,
    /// Every `llvm.nvvm.*` intrinsic a table op lifts from, one a line: the
    /// ones scripts/llvm-nvvm-measure leaves to the gating matrix.
    #[value(hide = true)]
    TableIntrinsics,
}
#[derive(Clone, Copy, ValueEnum, PartialEq)]
enum ColorArg {
    Auto,
    Always,
    Never,
}

/// `nvvm-lower check FILE.ll --target T`: the checks of a compile, on LLVM IR
/// that already calls `llvm.nvvm.*` intrinsics.
#[derive(Parser)]
#[command(
    name = "nvvm-lower check",
    about = "Check the llvm.nvvm.* calls of an LLVM IR file (a front end's output) against a GPU target: gating, PTX choice, verifier rules, race checks, and the IR llc-22 would abort on or silently miscompile",
    after_help = "Examples:\n  nvvm-lower check kernel.ll --target sm_90\n  nvvm-lower check kernel.ll --target sm_100a --ptx 8.6\n\nOn success it prints the PTX ISA version the module needs. Exit status: 0 the module passes, 1 it was diagnosed, 2 usage error."
)]
struct CheckCli {
    /// LLVM IR (`.ll` text or `.bc` bitcode), or `-` for standard input.
    #[arg(default_value = "-")]
    input: String,
    /// GPU target: sm_90a, compute_90a, sm_100f, ... (see `nvvm-lower --print targets`).
    #[arg(long, visible_aliases = ["mcpu", "arch", "gpu-name"])]
    target: String,
    /// The PTX ISA version the module will be compiled at (default: the lowest that works).
    #[arg(long, value_name = "X.Y")]
    ptx: Option<String>,
    /// Leave out the protocol model (every thread's barrier state followed
    /// through the kernel, docs/protocol.md).
    #[arg(long)]
    no_protocol: bool,
    /// Colour diagnostics.
    #[arg(long, value_enum, default_value_t = ColorArg::Auto)]
    color: ColorArg,
}

fn run_check(args: impl Iterator<Item = std::ffi::OsString>) -> Result<(), u8> {
    let cli: CheckCli = parse_args(args)?;
    let color = match cli.color {
        ColorArg::Always => true,
        ColorArg::Never => false,
        ColorArg::Auto => std::io::stderr().is_terminal(),
    };
    let target = Target::parse(&cli.target).map_err(|e| usage(e.message().to_string()))?;
    let ptx = pinned_version(target, cli.ptx.as_deref())?;
    let (name, bytes) = read_bytes(&cli.input).map_err(fail)?;
    let ctx = inkwell::context::Context::create();
    let (module, text) = nvvm_lower::driver::read_llvm_ir(&ctx, &bytes, &name).map_err(|e| {
        output::err(&render_all(&e.diagnostics, &name, &nvvm_lower::reader::listing(&bytes), color));
        1
    })?;
    let races = nvvm_lower::verify::races::RaceOptions { skip_protocol: cli.no_protocol, ..Default::default() };
    match nvvm_lower::check::check_module_with(&module, target, ptx, text, races) {
        Ok(c) => {
            let listing = if c.listing.is_empty() { text.unwrap_or_default() } else { c.listing.as_str() };
            output::err(&render_all(&c.warnings, &name, listing, color));
            output::out(&format!("{name}: passes for {target} at PTX ISA {}\n", c.ptx))
        }
        Err(e) => {
            let listing = e.source.as_ref().map_or("", |s| s.text.as_str());
            let (errors, warnings): (Vec<Diagnostic>, Vec<Diagnostic>) = e.diagnostics.iter().cloned().partition(Diagnostic::is_error);
            output::err(&render_all(&warnings, &name, listing, color));
            output::err(&render_all(&errors, &name, listing, color));
            Err(1)
        }
    }
}

/// Parses the command line as clap does, except that `--help` and
/// `--version` go through [`output::out`], so that a write error is status 1
/// (clap's own printing ignores it and exits 0), and usage errors through
/// [`output::err`], status 2.
fn parse_args<P: Parser>(args: impl IntoIterator<Item = std::ffi::OsString>) -> Result<P, u8> {
    P::try_parse_from(args).map_err(|e| {
        let styled = e.render();
        if e.use_stderr() {
            output::err(&if std::io::stderr().is_terminal() { styled.ansi().to_string() } else { styled.to_string() });
            return e.exit_code().try_into().unwrap_or(2);
        }
        let text = if std::io::stdout().is_terminal() { styled.ansi().to_string() } else { styled.to_string() };
        match output::out(&text) {
            Ok(()) => e.exit_code().try_into().unwrap_or(0),
            Err(code) => code,
        }
    })
}

fn read_bytes(input: &str) -> Result<(String, Vec<u8>), String> {
    if input == "-" {
        if let Some(read) = STDIN.get() {
            return read.clone();
        }
        let mut s = Vec::new();
        alloc::fallible(|| std::io::stdin().read_to_end(&mut s)).map_err(|e| format!("cannot read standard input: {e}"))?;
        return Ok(("<stdin>".into(), s));
    }
    Ok((input.to_string(), alloc::fallible(|| std::fs::read(input)).map_err(|e| format!("cannot read '{input}': {e}"))?))
}

fn main() -> std::process::ExitCode {
    output::init();
    // Out of memory, in LLVM or here (alloc.rs), is a message and status 1;
    // bitcode is read under a bound on its memory (every read is on this
    // thread, with no other running).
    nvvm_lower::oom::bound_bitcode_reads();
    match compile_or_print() {
        Ok(()) => std::process::ExitCode::SUCCESS,
        Err(code) => std::process::ExitCode::from(code),
    }
}

/// The run that `main` ends with its status: `check`, `--print` or a compile.
fn compile_or_print() -> Result<(), u8> {
    let mut args = std::env::args_os();
    if std::env::args_os().nth(1).is_some_and(|a| a == "check") {
        let prog = args.next();
        args.next();
        return run_check(prog.into_iter().chain(args));
    }
    let cli: Cli = parse_args(std::env::args_os())?;
    if let Some(p) = cli.print {
        let table = match p {
            PrintArg::Targets => targets_table(),
            PrintArg::Ops => ops_table(),
            PrintArg::TableIntrinsics => nvvm_lower::lift::table_intrinsics().join("\n") + "\n",
        };
        return output::out(&table);
    }
    let color = match cli.color {
        ColorArg::Always => true,
        ColorArg::Never => false,
        ColorArg::Auto => std::io::stderr().is_terminal(),
    };
    run(&cli, color)
}

/// The `--ptx` version, if one is given: a usage error where it does not
/// parse or is below the target's own lowest version (a pair no input can
/// compile at, whichever door it comes through).
fn pinned_version(target: Target, ptx: Option<&str>) -> Result<Option<PtxVersion>, u8> {
    let ptx = ptx.map(PtxVersion::parse).transpose().map_err(|e| usage(e.message().to_string()))?;
    match ptx {
        Some(pin) if pin < target.min_ptx() => Err(usage(format!("{target} needs PTX ISA {} or newer, but --ptx pins PTX ISA {pin}", target.min_ptx()))),
        _ => Ok(ptx),
    }
}

fn usage(msg: String) -> u8 {
    output::err(&format!("error: {msg}\n\nFor more information, try '--help'.\n"));
    2
}

/// Reports a failure of the run itself (not of the input): status 1.
fn fail(msg: impl std::fmt::Display) -> u8 {
    output::err(&format!("error: {msg}\n"));
    1
}

fn run(cli: &Cli, color: bool) -> Result<(), u8> {
    let opts = options(cli)?;
    if cli.input.len() > 1 {
        return run_batch(cli, &opts, color);
    }
    let input = &cli.input[0];
    if cli.output != "-" && input != "-" && same_file(input, &cli.output) {
        return Err(usage(format!("-o '{}' is the input file; it would overwrite the source", cli.output)));
    }
    if input != "-" && nvvm_lower::driver::is_llvm_ir(input, &[]) || input == "-" && !cli.split_input_file && stdin_is_llvm_ir() {
        return run_llvm_ir(cli, &opts, input, color);
    }
    let (name, src) = read_input(input, color).map_err(|report| {
        output::err(&report);
        1
    })?;
    if !cli.split_input_file {
        return run_one(cli, &opts, &name, src, color);
    }
    let result = compile_split_on(&src, &opts, cli.jobs.unwrap_or(0));
    let report = |ds: &[Diagnostic]| output::err(&render_all(ds, &name, &src, color));
    let outs = result.map_err(|e| {
        report(&e.diagnostics);
        1
    })?;
    for o in &outs {
        report(&o.warnings);
    }
    let sep = match opts.emit {
        Emit::LlvmIr => "; -----\n",
        Emit::Ptx => "// -----\n",
    };
    let text = outs.iter().map(|o| o.text.as_str()).collect::<Vec<_>>().join(sep);
    write_output(&cli.output, &text)
}

/// Standard input, read once and kept for the compile, is LLVM IR.
fn stdin_is_llvm_ir() -> bool {
    let bytes = STDIN.get_or_init(|| read_bytes("-"));
    bytes.as_ref().is_ok_and(|(name, b)| nvvm_lower::driver::is_llvm_ir(name, b))
}

static STDIN: std::sync::OnceLock<Result<(String, Vec<u8>), String>> = std::sync::OnceLock::new();

/// A front end's LLVM IR (`.ll`, `.bc`, or such text on standard input):
/// checked as `nvvm-lower check` does, then compiled at the PTX version the
/// check chose.
fn run_llvm_ir(cli: &Cli, opts: &Options, input: &str, color: bool) -> Result<(), u8> {
    if cli.split_input_file {
        return Err(usage("--split-input-file takes the MLIR-style input language, not LLVM IR".into()));
    }
    let (name, bytes) = read_bytes(input).map_err(fail)?;
    match nvvm_lower::driver::compile_llvm_ir(&bytes, &name, opts) {
        Ok((out, listing)) => {
            output::err(&render_all(&out.warnings, &name, &listing, color));
            write_output(&cli.output, &out.text)
        }
        Err(e) => {
            output::err(&render_all(&e.diagnostics, &name, e.source.as_ref().map_or("", |s| s.text.as_str()), color));
            Err(1)
        }
    }
}

/// One module: the text goes into the driver, which drops it before code
/// generation once its diagnostics are rendered.
fn run_one(cli: &Cli, opts: &Options, name: &str, src: String, color: bool) -> Result<(), u8> {
    match compile_text(src, opts, |text, ds| render_all(ds, name, text, color)) {
        Ok((out, warnings)) => {
            output::err(&warnings);
            write_output(&cli.output, &out.text)
        }
        Err(Failure::Front(errors)) => {
            output::err(&errors);
            Err(1)
        }
        // These point into no source text.
        Err(Failure::Back(errors)) => {
            output::err(&render_all(&errors, name, "", color));
            Err(1)
        }
    }
}

/// Several inputs: compiled on `--jobs` threads in one process (one LLVM
/// context per compile, target machines reused per thread), each written to
/// `DIR/<stem>.ptx` (or `.ll`). Each input succeeds or fails on its own: one
/// that cannot be read, is diagnosed, or whose output cannot be written is
/// reported with its file name and writes nothing, and the others are
/// compiled and written; the status is 1 if any failed. Reports come in input
/// order.
fn run_batch(cli: &Cli, opts: &Options, color: bool) -> Result<(), u8> {
    if cli.output == "-" {
        return Err(usage("several inputs need -o DIR (one output file per input)".into()));
    }
    if cli.split_input_file {
        return Err(usage("--split-input-file takes one input".into()));
    }
    let ext = match opts.emit {
        Emit::LlvmIr => "ll",
        Emit::Ptx => "ptx",
    };
    let dir = PathBuf::from(&cli.output);
    let mut outs = Vec::new();
    for input in &cli.input {
        let stem = std::path::Path::new(input).file_stem().filter(|_| input != "-").ok_or_else(|| usage(format!("'{input}': with several inputs each must be a file")))?;
        let out = dir.join(format!("{}.{ext}", stem.to_string_lossy()));
        if outs.contains(&out) {
            return Err(usage(format!("two inputs would both write '{}'", out.display())));
        }
        outs.push(out);
    }
    std::fs::create_dir_all(&dir).map_err(|e| fail(format!("cannot create '{}': {e}", dir.display())))?;
    if cli.input.iter().any(|i| nvvm_lower::driver::is_llvm_ir(i, &[])) {
        return run_batch_mixed(cli, opts, &outs, color);
    }
    // An input that cannot be read keeps its report for its turn.
    let sources: Vec<Result<(String, String), String>> = cli.input.iter().map(|input| read_input(input, color)).collect();
    let texts: Vec<&str> = sources.iter().filter_map(|s| s.as_ref().ok()).map(|(_, s)| s.as_str()).collect();
    let mut results = nvvm_lower::driver::compile_many(&texts, opts, cli.jobs.unwrap_or(0)).into_iter();
    let mut status = Ok(());
    for ((input, source), out) in cli.input.iter().zip(&sources).zip(&outs) {
        let (name, src) = match source {
            Ok(s) => s,
            Err(report) => {
                output::err(report);
                status = Err(1);
                continue;
            }
        };
        let result = results.next().expect("a result per source read");
        let written = match result {
            Ok(o) => {
                output::err(&render_all(&o.warnings, name, src, color));
                write_batch_output(input, out, &o.text)
            }
            Err(e) => {
                output::err(&render_all(&e.diagnostics, name, src, color));
                Err(1)
            }
        };
        status = status.and(written);
    }
    status
}

/// Writes one input's output in a batch; a failure is reported with both
/// file names and is that input's failure (status 1).
fn write_batch_output(input: &str, out: &std::path::Path, text: &str) -> Result<(), u8> {
    write_file(&out.to_string_lossy(), text).map_err(|e| fail(format!("'{input}': {e}")))
}

/// Several inputs, some of them LLVM IR: each compiled in turn by its own
/// path, reported and written as [`run_batch`] does.
fn run_batch_mixed(cli: &Cli, opts: &Options, outs: &[PathBuf], color: bool) -> Result<(), u8> {
    let mut status = Ok(());
    for (input, out) in cli.input.iter().zip(outs) {
        let compiled = if nvvm_lower::driver::is_llvm_ir(input, &[]) {
            read_bytes(input).map_err(|e| format!("error: {e}\n")).map(|(name, bytes)| {
                let r = nvvm_lower::driver::compile_llvm_ir(&bytes, &name, opts).map_err(|e| {
                    let listing = e.source.map(|s| s.text).unwrap_or_default();
                    (e.diagnostics, listing)
                });
                (name, r)
            })
        } else {
            read_input(input, color).map(|(name, src)| {
                let r = nvvm_lower::driver::compile_source(&src, opts).map(|o| (o, src.clone())).map_err(|e| (e.diagnostics, src.clone()));
                (name, r)
            })
        };
        let written = match compiled {
            Err(report) => {
                output::err(&report);
                Err(1)
            }
            Ok((name, Ok((o, listing)))) => {
                output::err(&render_all(&o.warnings, &name, &listing, color));
                write_batch_output(input, out, &o.text)
            }
            Ok((name, Err((ds, listing)))) => {
                output::err(&render_all(&ds, &name, &listing, color));
                Err(1)
            }
        };
        status = status.and(written);
    }
    status
}

fn options(cli: &Cli) -> Result<Options, u8> {
    let target = Target::parse(cli.target.as_deref().unwrap_or_default()).map_err(|e| usage(e.message().to_string()))?;
    let ptx = pinned_version(target, cli.ptx.as_deref())?;
    Ok(Options {
        target,
        ptx,
        emit: match cli.emit {
            EmitArg::LlvmIr => Emit::LlvmIr,
            EmitArg::Ptx => Emit::Ptx,
        },
        backend: match cli.backend {
            BackendArg::InProcess => Backend::InProcess,
            BackendArg::Llc => Backend::Llc,
        },
        verify_ptx: cli.verify_ptx,
        opt: match cli.opt_level.as_str() {
            "0" => nvvm_lower::backend::OptLevel::O0,
            "1" => nvvm_lower::backend::OptLevel::O1,
            "3" => nvvm_lower::backend::OptLevel::O3,
            _ => nvvm_lower::backend::OptLevel::O2,
        },
        widen_cta_atomics: cli.widen_cta_atomics,
        skip_protocol: cli.no_protocol,
        unordered_dsmem: if cli.fence_dsmem_writes {
            UnorderedDsmem::Fence
        } else if cli.allow_unordered_dsmem {
            UnorderedDsmem::Allow
        } else {
            UnorderedDsmem::Refuse
        },
    })
}

/// Whether `-o` names the input itself (through a link or another spelling).
fn same_file(input: &str, output: &str) -> bool {
    match (std::fs::canonicalize(input), std::fs::canonicalize(output)) {
        (Ok(a), Ok(b)) => a == b,
        _ => false,
    }
}

/// The input's text: a leading byte-order mark skipped, as compilers do;
/// invalid UTF-8 reported at its line and column (rendered on the text as far
/// as it is valid). `Err` holds the report, for the caller to write.
fn read_input(input: &str, color: bool) -> Result<(String, String), String> {
    let (name, bytes) = read_bytes(input).map_err(|e| format!("error: {e}\n"))?;
    let bytes = bytes.strip_prefix(b"\xef\xbb\xbf").unwrap_or(&bytes);
    match std::str::from_utf8(bytes) {
        Ok(s) => Ok((name, s.to_string())),
        Err(e) => {
            let at = e.valid_up_to();
            let text = String::from_utf8_lossy(bytes);
            let d = Diagnostic::error("input", format!("the input is not valid UTF-8 (byte 0x{:02x})", bytes[at])).at(nvvm_lower::diag::Span::new(at, at + 1)).note("the input language is UTF-8 text");
            Err(render_all(&[d], &name, &text, color))
        }
    }
}

/// Writes to a temporary file beside the target and renames it, so a failure
/// never leaves a partial output file.
fn write_output(output: &str, text: &str) -> Result<(), u8> {
    if output == "-" {
        return output::out(text);
    }
    write_file(output, text).map_err(fail)
}

fn write_file(output: &str, text: &str) -> Result<(), String> {
    let path = PathBuf::from(output);
    // A device or pipe (`-o /dev/null`, a FIFO) is written in place: renaming a
    // temporary file over it would replace the device with a regular file.
    if std::fs::metadata(&path).is_ok_and(|m| !m.is_file() && !m.is_dir()) {
        return std::fs::OpenOptions::new().write(true).open(&path).and_then(|mut f| f.write_all(text.as_bytes())).map_err(|e| format!("cannot write '{output}': {e}"));
    }
    let dir = path.parent().filter(|p| !p.as_os_str().is_empty()).unwrap_or(std::path::Path::new("."));
    // Created 0666 less the umask, as a compiler's output is (tempfile's own
    // default is 0600).
    let mut tmp = tempfile::Builder::new()
        .permissions(std::os::unix::fs::PermissionsExt::from_mode(0o666))
        .tempfile_in(dir)
        .map_err(|e| format!("cannot create a file in '{}': {e}", dir.display()))?;
    // An out-of-memory exit runs no destructor: it removes the file itself.
    let _remove = nvvm_lower::oom::remove_on_exit(tmp.path());
    tmp.write_all(text.as_bytes()).map_err(|e| format!("cannot write '{output}': {e}"))?;
    tmp.persist(&path).map(drop).map_err(|e| format!("cannot write '{output}': {}", e.error))
}

fn targets_table() -> String {
    let mut s = format!("{:<10} {:>8}  {}\n", "target", "min PTX", "ptxas");
    for t in TARGETS {
        s += &format!("{:<10} {:>8}  {}\n", t.name, t.min_ptx.to_string(), t.ptxas.version());
    }
    s
}

fn ops_table() -> String {
    let mut s = String::new();
    for op in OPS {
        let expands = op.expand.map_or(String::new(), |e| format!("  (expands to gated nvvm ops: {e})"));
        s += &format!("{}  [{}]  {}{expands}\n", op.name, op.family, op.summary);
        for f in op.forms {
            let when: Vec<String> = f
                .when
                .iter()
                .map(|c| match c {
                    Cond::Space(sp) => format!("space={}", sp.name()),
                    Cond::Attr(k, Some(v)) => format!("{}={v}", k.key()),
                    Cond::Attr(k, None) => format!("no {}", k.key()),
                    Cond::AttrIn(k, vs) => format!("{}={}", k.key(), vs.join("|")),
                    Cond::AttrSet(k, set) => format!("{}{}", if *set { "" } else { "no " }, k.key()),
                    Cond::Result(r) => (if *r { "result" } else { "no result" }).to_string(),
                    Cond::Present(i, p) => format!("{}{}", if *p { "" } else { "no " }, op.operands[*i].name),
                    Cond::Width(i, 32) if op.operands[*i].kind == nvvm_lower::ops::OperandKind::TmemOrDesc => format!("{}:!llvm.ptr<6>", op.operands[*i].name),
                    Cond::Width(i, w) => format!("{}:i{w}", op.operands[*i].name),
                    Cond::Count { first, cmp, n, .. } => {
                        let list = op.operands[*first].list.unwrap_or("list");
                        let cmp = match cmp {
                            CountCmp::Eq => "=",
                            CountCmp::Ne => "!=",
                            CountCmp::Lt => "<",
                            CountCmp::Gt => ">",
                        };
                        format!("|{list}|{cmp}{n}")
                    }
                    Cond::Predicated(p) => (if *p { "predicated" } else { "unpredicated" }).to_string(),
                    Cond::Lanes(Some(i), n) => format!("{}:{}", op.operands[*i].name, Type::i32_lanes(*n).to_string()),
                    Cond::Lanes(None, n) => format!("-> {}", Type::i32_lanes(*n).to_string()),
                    Cond::Float(i, w) => format!("{}:f{w}", op.operands[*i].name),
                })
                .collect();
            let when = if when.is_empty() { "always".to_string() } else { when.join(", ") };
            let raised = f.requires.raised.map_or(String::new(), |(set, _, v)| format!(", {set} @ PTX {v}"));
            s += &format!("    {:<44} {:<55} needs {} @ PTX {}{raised}\n", when, f.ptx, f.requires.set, f.requires.min_ptx);
        }
    }
    // MLIR's dialect op by op last, after the tables of what is lowered.
    s + &mma_tables() + &nvvm_lower::mlir_ops::coverage_table()
}

/// `nvvm.wmma.load`, `.store` and `.mma` per shape, fragment and element type
/// (every layout; loads and stores through generic, global or shared pointers).
fn wmma_tables() -> String {
    use nvvm_lower::ops::WMMA;
    let line = |when: String, ptx: String, r: &nvvm_lower::ops::WmmaSpec| format!("    {:<44} {:<55} needs {} @ PTX {}\n", when, ptx, r.requires.set, r.requires.min_ptx);
    let geom = |r: &nvvm_lower::ops::WmmaSpec| format!("m{}n{}k{}", r.m, r.n, r.k);
    let mut s = String::from("nvvm.wmma.load  [mma]  Warp-level load of an A, B or C matrix fragment from memory (wmma.load).\n");
    for r in WMMA {
        let frags = r.ab.iter().flat_map(|t| [("a", *t), ("b", *t)]).chain(r.cd.iter().map(|t| ("c", *t)));
        for (f, t) in frags {
            s += &line(format!("{} frag={f} eltype={t}, row|col", geom(r)), format!("wmma.load.{f}.sync.aligned.*.{}[.global|.shared].{t}", geom(r)), r);
        }
    }
    s += "nvvm.wmma.store  [mma]  Warp-level store of a D matrix fragment to memory (wmma.store).\n";
    for r in WMMA {
        for t in r.cd {
            s += &line(format!("{} eltype={t}, row|col", geom(r)), format!("wmma.store.d.sync.aligned.*.{}[.global|.shared].{t}", geom(r)), r);
        }
    }
    s += "nvvm.wmma.mma  [mma]  Warp-level matrix multiply-accumulate D = A * B + C of wmma fragments (wmma.mma).\n";
    for r in WMMA {
        for a in r.ab {
            for d in r.cd {
                s += &line(format!("{} eltypeA={a} eltypeB={d}, row|col x2", geom(r)), r.mma_ptx("*", "*", a, d), r);
            }
        }
    }
    s
}

/// `nvvm.mma.block_scale` and `nvvm.mma.sp.block_scale` per shape, kind,
/// scale vector size and format, and A and B types.
fn block_scale_tables() -> String {
    let mut s = String::new();
    for sparse in [false, true] {
        s += if sparse {
            "nvvm.mma.sp.block_scale  [mma]  Warp-level MMA D = (A * scale_A) * (B * scale_B) + C with A 2:4 structured-sparse, ordered metadata, selector 0 (mma.sp::ordered_metadata.sync ... .block_scale).\n"
        } else {
            "nvvm.mma.block_scale  [mma]  Warp-level MMA D = (A * scale_A) * (B * scale_B) + C with per-block scale factors (mma.sync ... .block_scale).\n"
        };
        for r in nvvm_lower::ops::MMA_BLOCK_SCALE.iter().filter(|r| r.sparse == sparse) {
            for (vec, format) in r.scales {
                for a in r.ab {
                    for b in r.ab {
                        let when = format!("m{}n{}k{} {} {vec} {format}, {a} x {b}", r.m, r.n, r.k, r.kind);
                        s += &format!("    {:<44} {:<55} needs {} @ PTX {}\n", when, r.ptx(a, b, vec, format), r.requires.set, r.requires.min_ptx);
                    }
                }
            }
        }
    }
    s
}

/// The matrix ops outside the form table: `nvvm.mma.sync` per shape, input
/// types, accumulators and b1 operation, `nvvm.wgmma.mma_async` per type
/// combination.
fn mma_tables() -> String {
    use nvvm_lower::ops::{MMA_SYNC, WGMMA_TYPES};
    let mut s = String::from("nvvm.mma.sync  [mma]  Warp-level matrix multiply-accumulate D = A * B + C in the warp's registers (mma.sync).\n");
    for r in MMA_SYNC {
        let pairs: Vec<(&str, &str)> = r.pairs.to_vec();
        let layouts = if r.any_layout { "row|col" } else { "row.col" };
        for a in r.ab {
            for b in r.ab {
                for (c, d) in &pairs {
                    let popc = r.b1_op.map_or(String::new(), |o| format!(".{}", o.replace('_', ".")));
                    let when = format!("m{}n{}k{} {a} x {b}, C {c} -> D {d}, {layouts}", r.m, r.n, r.k);
                    let ptx = format!("mma.sync.aligned.m{}n{}k{}.{}.{d}.{a}.{b}.{c}{popc}", r.m, r.n, r.k, if r.any_layout { "*.*" } else { "row.col" });
                    s += &format!("    {:<44} {:<55} needs {} @ PTX {}\n", when, ptx, r.requires.set, r.requires.min_ptx);
                }
            }
        }
    }
    s += "nvvm.mma.sp.sync  [mma]  Warp-level MMA D = A * B + C with A 2:4 structured-sparse (its non-zero half, a metadata register and a selector), optionally with ordered metadata (mma.sp.sync, mma.sp::ordered_metadata.sync).\n";
    for r in nvvm_lower::ops::MMA_SP {
        for a in r.ab {
            for b in r.ab {
                for (c, d) in r.pairs {
                    let when = format!("m{}n{}k{} {a} x {b}, C {c} -> D {d}", r.m, r.n, r.k);
                    let ptx = format!("mma.sp.sync.aligned.m{}n{}k{}.row.col.{d}.{a}.{b}.{c}", r.m, r.n, r.k);
                    if let Some(k) = r.kind {
                        // Ordered metadata only.
                        let ptx = format!("mma.sp::ordered_metadata.sync.aligned.m{}n{}k{}.row.col.kind::{k}.{d}.{a}.{b}.{c}", r.m, r.n, r.k);
                        s += &format!("    {:<44} {:<55} needs {} @ PTX {}\n", format!("{when}, kind {k}, orderedMetadata"), ptx, r.requires.set, r.requires.min_ptx);
                        continue;
                    }
                    s += &format!("    {:<44} {:<55} needs {} @ PTX {}\n", when, ptx, r.requires.set, r.requires.min_ptx);
                    if let Some(o) = &r.ordered_requires {
                        s += &format!("    {:<44} {:<55} needs {} @ PTX {}\n", format!("{when}, orderedMetadata"), ptx.replace("mma.sp.sync", "mma.sp::ordered_metadata.sync"), o.set, o.min_ptx);
                    }
                }
            }
        }
    }
    s += &block_scale_tables();
    s += &wmma_tables();
    s += "nvvm.inline_ptx  [misc]  PTX text as LLVM inline assembly: =X per result, X per read-only operand (n for a constant), b for the predicate.\n";
    s += &format!("    {:<44} {:<55} needs nothing nvvm-lower can check (a warning; --verify-ptx runs ptxas)\n", "ro(..) [, predicate = %p] [-> T, ..]", "(the op's own text)");
    s += "nvvm.wgmma.mma_async  [wgmma]  Warpgroup matrix multiply-accumulate from shared-memory descriptors (wgmma.mma_async).\n";
    for w in WGMMA_TYPES {
        let ns = if w.n_extra.is_empty() { String::new() } else { format!("{:?} and ", w.n_extra) };
        let when = format!("D {}, A {}, B {}, N {ns}{}..{} step {}", w.d, w.a, w.b, w.n.0, w.n.1, w.n.2);
        let ptx = format!("wgmma.mma_async.sync.aligned.m64nNk{}.{}.{}.{}{}", w.k, w.d, w.a, w.b, w.op.map_or(String::new(), |o| format!(".{o}")));
        s += &format!("    {:<44} {:<55} needs {} @ PTX {}\n", when, ptx, w.requires.set, w.requires.min_ptx);
    }
    s
}
