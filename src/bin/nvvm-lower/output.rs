//! Writing to standard output and standard error as Unix tools do. Standard
//! output carries the primary output (PTX, LLVM IR, a table, `--help`): a
//! broken pipe (`nvvm-lower ... | head`) ends the run quietly with status 141,
//! the status of a process killed by SIGPIPE; any other write error (a full
//! disk, `>/dev/full`, a closed descriptor) is a message and status 1. Rust's
//! own `print!` panics on such errors, and its stdout handle pretends that
//! writes to a closed descriptor succeed, which would lose the PTX with exit 0.
//!
//! Standard error carries the diagnostics, and a write error there changes
//! nothing: the status is the input's verdict (0 with warnings, 1 with
//! errors) and the output is written as without the error. A verdict that
//! depended on where the diagnostics went would make a build pass or fail by
//! its log's disk.

use std::fs::File;
use std::io::{ErrorKind, Write};
use std::os::fd::BorrowedFd;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::OnceLock;

/// Exit status after a broken pipe: 128 + SIGPIPE.
pub const BROKEN_PIPE: u8 = 141;

/// A duplicate of descriptor 1 taken at start-up, before any file is opened
/// (which could take the number of a closed descriptor); its error if closed.
static STDOUT: OnceLock<Result<File, std::io::ErrorKind>> = OnceLock::new();

/// Takes the duplicate of standard output; call first thing in `main`.
pub fn init() {
    if stdout_was_closed() {
        let _ = STDOUT.set(Err(ErrorKind::InvalidInput));
        return;
    }
    // SAFETY: descriptor 1 is only borrowed for the duplication, which fails
    // cleanly (EBADF) when it is not open.
    let dup = unsafe { BorrowedFd::borrow_raw(1) }.try_clone_to_owned();
    let _ = STDOUT.set(dup.map(File::from).map_err(|e| e.kind()));
}

/// Whether descriptor 1 was closed when the process started, as the probe
/// below saw it.
static STDOUT_CLOSED_AT_EXEC: AtomicBool = AtomicBool::new(false);

/// A closed descriptor 0, 1 or 2 is reopened on /dev/null by Rust's
/// start-up code, so `nvvm-lower ... >&-` would write the PTX there and
/// exit 0. Afterwards
/// that descriptor cannot be told from a `/dev/null` the caller opened
/// (Python's `subprocess.DEVNULL` opens it read-write too), so the probe runs
/// before: the C runtime calls the functions of `.init_array` before Rust's
/// start-up runs.
#[cfg(target_os = "linux")]
#[used]
#[unsafe(link_section = ".init_array")]
static PROBE_STDOUT: extern "C" fn() = probe_stdout;

#[cfg(target_os = "linux")]
extern "C" fn probe_stdout() {
    unsafe extern "C" {
        fn fcntl(fd: i32, cmd: i32, ...) -> i32;
    }
    const F_GETFD: i32 = 1;
    // SAFETY: F_GETFD only reads the descriptor's flags; -1 (EBADF) means closed.
    let closed = unsafe { fcntl(1, F_GETFD) } == -1;
    STDOUT_CLOSED_AT_EXEC.store(closed, Ordering::Relaxed);
}

fn stdout_was_closed() -> bool {
    STDOUT_CLOSED_AT_EXEC.load(Ordering::Relaxed)
}

/// Writes `text` to standard output; `Err(status)` on failure.
pub fn out(text: &str) -> Result<(), u8> {
    let file = STDOUT.get().ok_or(1)?;
    let written = match file {
        Ok(f) => {
            let mut f: &File = f;
            f.write_all(text.as_bytes()).and_then(|_| f.flush())
        }
        Err(ErrorKind::InvalidInput) => Err(std::io::Error::other("standard output is closed")),
        Err(kind) => Err(std::io::Error::from(*kind)),
    };
    written.map_err(|e| failed(e, "standard output"))
}

/// Whether a write to standard error has failed: later ones are not tried.
static STDERR_FAILED: AtomicBool = AtomicBool::new(false);

/// Writes `text` to standard error. A failure (a full disk, a closed pipe or
/// descriptor) is dropped: what the diagnostics say decides the status, not
/// whether they could be shown, and nothing is left to report it on.
pub fn err(text: &str) {
    if text.is_empty() || STDERR_FAILED.load(Ordering::Relaxed) {
        return;
    }
    let mut e = std::io::stderr().lock();
    if e.write_all(text.as_bytes()).and_then(|_| e.flush()).is_err() {
        STDERR_FAILED.store(true, Ordering::Relaxed);
    }
}

/// The status for a failed write to `what`, after saying so where it can.
fn failed(e: std::io::Error, what: &str) -> u8 {
    if e.kind() == ErrorKind::BrokenPipe {
        return BROKEN_PIPE;
    }
    err(&format!("error: cannot write {what}: {e}\n"));
    1
}
