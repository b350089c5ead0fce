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
    // A ptxas the user named is the one used, or the run fails saying so:
    // falling back to another would verify with a ptxas nobody asked for.
    for v in [var, "NVVM_LOWER_PTXAS"] {
        if let Some(p) = std::env::var_os(v).filter(|p| !p.is_empty()).map(PathBuf::from) {
            return if p.is_file() { Ok(p) } else { Err(Diagnostic::error("ptxas", format!("{v} names '{}', which is not a file", p.display()))) };
        }
    }
    let cuda = ["CUDA_HOME", "CUDA_PATH"].into_iter().find_map(|v| std::env::var_os(v).map(|d| PathBuf::from(d).join("bin").join("ptxas")).filter(|p| p.is_file()));
    let checkout = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tools").join(dir).join("ptxas");
    let found = super::on_path("ptxas").or(cuda).or_else(|| Some(checkout.clone()).filter(|p| p.is_file()));
    found.ok_or_else(|| {
        Diagnostic::error("ptxas", format!("no ptxas found for ptxas {} targets", which.version()))
            .note(format!("looked at ${var} and $NVVM_LOWER_PTXAS (unset), every directory of $PATH, $CUDA_HOME/bin and $CUDA_PATH/bin, and {}", checkout.display()))
            .note(format!("set {var} or NVVM_LOWER_PTXAS to a ptxas, put one on PATH or under $CUDA_HOME/bin, or run scripts/setup in an nvvm-lower checkout"))
    })
}

/// ptxas's lines kept in a diagnostic: a broken PTX can make it print
/// megabytes, and the first errors are the ones that explain the rest.
const PTXAS_LINES: usize = 20;

/// How long ptxas may run before it is stopped (`NVVM_LOWER_PTXAS_TIMEOUT`,
/// seconds; default 300): a hung ptxas must not hang `--verify-ptx`.
fn ptxas_timeout() -> std::time::Duration {
    let secs = std::env::var("NVVM_LOWER_PTXAS_TIMEOUT").ok().and_then(|s| s.parse::<u64>().ok()).unwrap_or(300);
    std::time::Duration::from_secs(secs)
}

/// Runs `cmd` to the end, or kills it after `limit`: its output, or None
/// when it ran out of time.
fn output_within(mut cmd: Command, limit: std::time::Duration) -> std::io::Result<Option<std::process::Output>> {
    use std::process::Stdio;
    // Its own process group, so that stopping it stops what it started (a
    // wrapper script's children would keep the pipes open).
    #[cfg(unix)]
    std::os::unix::process::CommandExt::process_group(&mut cmd, 0);
    let child = cmd.stdin(Stdio::null()).stdout(Stdio::piped()).stderr(Stdio::piped()).spawn()?;
    let id = child.id();
    let (tx, rx) = std::sync::mpsc::channel();
    let waiter = std::thread::spawn(move || {
        let _ = tx.send(child.wait_with_output());
    });
    match rx.recv_timeout(limit) {
        Ok(out) => {
            let _ = waiter.join();
            out.map(Some)
        }
        Err(_) => {
            // SAFETY: kill(2) on the child's process group, whose leader the
            // waiting thread has not reaped yet (it is still waiting on it).
            #[cfg(unix)]
            unsafe {
                libc_kill(-(id as i32), 9);
            }
            let _ = waiter.join();
            Ok(None)
        }
    }
}

#[cfg(unix)]
unsafe extern "C" {
    #[link_name = "kill"]
    fn libc_kill(pid: i32, sig: i32) -> i32;
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
    let target = Target::parse(tname).map_err(|e| vec![Diagnostic::error("ptxas", e.to_string())])?;
    let bin = match ptxas {
        Some(p) => p.to_path_buf(),
        None => find_ptxas(target.info().ptxas).map_err(|d| vec![d])?,
    };
    let dir = tempfile::tempdir().map_err(|e| vec![Diagnostic::error("io", format!("cannot create a temporary directory: {e}"))])?;
    let file = dir.path().join("kernel.ptx");
    std::fs::write(&file, ptx).map_err(|e| vec![Diagnostic::error("io", e.to_string())])?;
    let mut cmd = Command::new(&bin);
    cmd.arg(format!("-arch={tname}")).arg("-o").arg(dir.path().join("kernel.cubin")).arg(&file);
    let limit = ptxas_timeout();
    let out = output_within(cmd, limit)
        .map_err(|e| vec![Diagnostic::error("ptxas", format!("cannot run {}: {e}", bin.display()))])?
        .ok_or_else(|| vec![Diagnostic::error("ptxas", format!("ptxas ({}) did not finish in {} s and was stopped", bin.display(), limit.as_secs())).note("NVVM_LOWER_PTXAS_TIMEOUT sets the limit in seconds")])?;
    if out.status.success() {
        return Ok(());
    }
    let text = String::from_utf8_lossy(&out.stderr);
    let lines: Vec<&str> = text.lines().filter(|l| l.contains("error")).collect();
    let mut errs: Vec<Diagnostic> = lines
        .iter()
        .take(PTXAS_LINES)
        .map(|l| Diagnostic::error("ptxas", format!("ptxas {} rejected the PTX: {}", target.info().ptxas.version(), l.trim())))
        .collect();
    if lines.len() > PTXAS_LINES {
        if let Some(last) = errs.last_mut() {
            last.notes.push(format!("{} more error lines of ptxas were not shown", lines.len() - PTXAS_LINES));
        }
    }
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
    let total = printed.lines().count();
    let mut printed = printed.lines().take(PTXAS_LINES).collect::<Vec<_>>().join("\n");
    if total > PTXAS_LINES {
        printed.push_str(&format!("\n({} more lines not shown)", total - PTXAS_LINES));
    }
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
