//! Writing to standard output and standard error as Unix tools do: a broken
//! pipe (`nvvm-lower ... | head`) ends the run quietly with status 141, the
//! status of a process killed by SIGPIPE; any other write error (a full
//! disk, `>/dev/full`, a closed descriptor) is a message and status 1. Rust's
//! own `print!` panics on such errors, and its stdout handle pretends that
//! writes to a closed descriptor succeed, which would lose the PTX with exit 0.

use std::fs::File;
use std::io::{ErrorKind, Write};
use std::os::fd::BorrowedFd;
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

/// Rust's start-up code reopens a closed descriptor 0, 1 or 2 on /dev/null
/// (read-write), so `nvvm-lower ... >&-` would write the PTX there and exit 0.
/// A shell's `>/dev/null` opens it write-only: descriptor 1 on /dev/null with
/// O_RDWR is taken for the closed one.
#[cfg(target_os = "linux")]
fn stdout_was_closed() -> bool {
    const O_ACCMODE: u32 = 0o3;
    const O_RDWR: u32 = 0o2;
    let on_null = std::fs::read_link("/proc/self/fd/1").is_ok_and(|p| p == std::path::Path::new("/dev/null"));
    let flags = std::fs::read_to_string("/proc/self/fdinfo/1").ok().and_then(|t| t.lines().find_map(|l| l.strip_prefix("flags:").and_then(|v| u32::from_str_radix(v.trim(), 8).ok())));
    on_null && flags.is_some_and(|f| f & O_ACCMODE == O_RDWR)
}

#[cfg(not(target_os = "linux"))]
fn stdout_was_closed() -> bool {
    false
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

/// Writes `text` to standard error; `Err(status)` on failure, when nothing
/// can be reported any more.
pub fn err(text: &str) -> Result<(), u8> {
    let mut e = std::io::stderr().lock();
    e.write_all(text.as_bytes()).and_then(|_| e.flush()).map_err(|e| if e.kind() == ErrorKind::BrokenPipe { BROKEN_PIPE } else { 1 })
}

/// The status for a failed write to `what`, after saying so where it can.
fn failed(e: std::io::Error, what: &str) -> u8 {
    if e.kind() == ErrorKind::BrokenPipe {
        return BROKEN_PIPE;
    }
    let _ = err(&format!("error: cannot write {what}: {e}\n"));
    1
}
