//! Running NVIDIA's ptxas on emitted PTX, with `-arch` equal to its `.target`.

use crate::diag::Diagnostic;
use crate::target::{Ptxas, Target};
use std::path::{Path, PathBuf};
use std::process::Command;

/// Finds a ptxas for targets of `which`, in this order: `$NVVM_LOWER_PTXAS_13`
/// / `$NVVM_LOWER_PTXAS_12` (the pinned ones `scripts/setup` installs),
/// `$NVVM_LOWER_PTXAS` (any one ptxas), `ptxas` on `$PATH`, `$CUDA_HOME/bin`
/// (or `$CUDA_PATH/bin`), and last the `tools/` folder of an nvvm-lower
/// checkout. A front end that knows where its ptxas is passes it to
/// [`verify_ptx_with`] instead.
pub fn find_ptxas(which: Ptxas) -> Result<PathBuf, Diagnostic> {
    let (var, dir) = match which {
        Ptxas::V13_5 => ("NVVM_LOWER_PTXAS_13", "ptxas-13.5"),
        Ptxas::V12_9 => ("NVVM_LOWER_PTXAS_12", "ptxas-12.9"),
    };
    let env_file = |v: &str| std::env::var_os(v).map(PathBuf::from).filter(|p| p.is_file());
    let cuda = ["CUDA_HOME", "CUDA_PATH"].into_iter().find_map(|v| std::env::var_os(v).map(|d| PathBuf::from(d).join("bin").join("ptxas")).filter(|p| p.is_file()));
    let found = env_file(var)
        .or_else(|| env_file("NVVM_LOWER_PTXAS"))
        .or_else(|| super::on_path("ptxas"))
        .or(cuda)
        .or_else(|| Some(PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tools").join(dir).join("ptxas")).filter(|p| p.is_file()));
    found.ok_or_else(|| {
        Diagnostic::error("ptxas", format!("no ptxas found for ptxas {} targets", which.version()))
            .note(format!("set {var} or NVVM_LOWER_PTXAS to a ptxas, put one on PATH or under $CUDA_HOME/bin, or run scripts/setup in an nvvm-lower checkout"))
    })
}

/// The `.target` of a PTX text.
pub fn ptx_target(ptx: &str) -> Option<&str> {
    ptx.lines().find_map(|l| l.trim().strip_prefix(".target ")).map(|t| t.split([',', ' ']).next().unwrap_or(t).trim())
}

/// Assembles `ptx` with the ptxas that knows its `.target` ([`find_ptxas`]);
/// ptxas's errors become diagnostics.
pub fn verify_ptx(ptx: &str) -> Result<(), Vec<Diagnostic>> {
    verify_ptx_with(ptx, None)
}

/// [`verify_ptx`] with this ptxas executable (`None`: [`find_ptxas`]).
///
/// ```no_run
/// # let ptx = String::new();
/// nvvm_lower::backend::verify_ptx_with(&ptx, Some(std::path::Path::new("/usr/local/cuda/bin/ptxas"))).unwrap();
/// ```
pub fn verify_ptx_with(ptx: &str, ptxas: Option<&Path>) -> Result<(), Vec<Diagnostic>> {
    let tname = ptx_target(ptx).ok_or_else(|| vec![Diagnostic::error("ptxas", "the PTX has no .target line")])?;
    let target = Target::parse(tname).map_err(|e| vec![Diagnostic::error("ptxas", e)])?;
    let bin = match ptxas {
        Some(p) => p.to_path_buf(),
        None => find_ptxas(target.info().ptxas).map_err(|d| vec![d])?,
    };
    let dir = tempfile::tempdir().map_err(|e| vec![Diagnostic::error("io", format!("cannot create a temporary directory: {e}"))])?;
    let file = dir.path().join("kernel.ptx");
    std::fs::write(&file, ptx).map_err(|e| vec![Diagnostic::error("io", e.to_string())])?;
    let out = Command::new(&bin)
        .arg(format!("-arch={tname}"))
        .arg("-o")
        .arg(dir.path().join("kernel.cubin"))
        .arg(&file)
        .output()
        .map_err(|e| vec![Diagnostic::error("ptxas", format!("cannot run {}: {e}", bin.display()))])?;
    if out.status.success() {
        return Ok(());
    }
    let text = String::from_utf8_lossy(&out.stderr);
    let errs: Vec<Diagnostic> = text
        .lines()
        .filter(|l| l.contains("error"))
        .map(|l| Diagnostic::error("ptxas", format!("ptxas {} rejected the PTX: {}", target.info().ptxas.version(), l.trim())))
        .collect();
    if errs.is_empty() {
        Err(vec![failure(target.info().ptxas.version(), &out)])
    } else {
        Err(errs)
    }
}

/// A ptxas run that printed no error line: its signal or exit status and
/// everything it printed on either stream, so that a crash is not silent.
fn failure(version: &str, out: &std::process::Output) -> Diagnostic {
    let how = match (out.status.code(), signal_of(&out.status)) {
        (_, Some(sig)) => format!("was killed by signal {sig} ({})", signal_name(sig)),
        (Some(code), None) => format!("exited with status {code}"),
        (None, None) => "failed".to_string(),
    };
    let printed = [&out.stderr, &out.stdout].iter().map(|b| String::from_utf8_lossy(b).trim().to_string()).filter(|t| !t.is_empty()).collect::<Vec<_>>().join("\n");
    let d = Diagnostic::error("ptxas", format!("ptxas {version} {how}"));
    if printed.is_empty() {
        d.note("it printed nothing")
    } else {
        d.note(format!("it printed: {printed}"))
    }
}

#[cfg(unix)]
fn signal_of(s: &std::process::ExitStatus) -> Option<i32> {
    std::os::unix::process::ExitStatusExt::signal(s)
}

#[cfg(not(unix))]
fn signal_of(_: &std::process::ExitStatus) -> Option<i32> {
    None
}

/// The usual name of a Unix signal.
pub fn signal_name(sig: i32) -> &'static str {
    match sig {
        4 => "SIGILL",
        6 => "SIGABRT",
        7 => "SIGBUS",
        8 => "SIGFPE",
        9 => "SIGKILL",
        11 => "SIGSEGV",
        13 => "SIGPIPE",
        15 => "SIGTERM",
        _ => "a signal",
    }
}
