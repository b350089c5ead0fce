//! The process's start on Linux with glibc: the tool's own `main` in place of
//! Rust's start-up code (`#![no_main]`), which did three things a compile
//! does not use and cost about 0.15 ms of a 5 ms compile (a third of it
//! reading /proc/self/maps to place the main thread's stack guard), and two
//! that the tool needs, done here:
//!
//! - a closed descriptor 0, 1 or 2 is opened on /dev/null, so that no file
//!   the tool opens takes its number (Rust's own rule; `output.rs` probes
//!   standard output before this runs). Nothing the tool does today would
//!   go wrong without it (Rust's standard streams read a closed descriptor
//!   as empty and write to one as to nowhere, and ptxas gets its own
//!   streams), so it is kept as a guard, for one system call;
//! - `SIGPIPE` is ignored, so that a write to a closed pipe is an error the
//!   tool reports with status 141 (output.rs), not a death by signal
//!   (`tests/cli_io.rs` tells the two apart).
//!
//! What is left out: the handler that turns a stack overflow into a message
//! before the abort (an overflow now ends with `SIGSEGV`, a crash either
//! way), and the name "main" for the main thread in a panic's message (a
//! panic still prints its message and ends with status 101, as before).
//! `std::env::args` needs no start-up on glibc: std reads the arguments from
//! `.init_array`. docs/performance.md has the measurement.

use std::os::raw::{c_char, c_int, c_short};

#[repr(C)]
struct PollFd {
    fd: c_int,
    events: c_short,
    revents: c_short,
}

extern "C" {
    fn poll(fds: *mut PollFd, nfds: u64, timeout: c_int) -> c_int;
    fn open(path: *const c_char, flags: c_int, ...) -> c_int;
    fn fcntl(fd: c_int, cmd: c_int, ...) -> c_int;
    fn signal(signum: c_int, handler: usize) -> usize;
    fn abort() -> !;
}

const POLLNVAL: c_short = 0x20;
const O_RDWR: c_int = 2;
const F_GETFD: c_int = 1;
const SIGPIPE: c_int = 13;
const SIG_IGN: usize = 1;

/// What Rust's start-up did that the tool relies on; first thing in `main`.
pub fn init() {
    // SAFETY: poll, fcntl, open and signal are called as documented, on
    // descriptors 0-2 and a NUL-terminated path.
    unsafe {
        let mut fds = [0, 1, 2].map(|fd| PollFd { fd, events: 0, revents: 0 });
        let closed: [bool; 3] = if poll(fds.as_mut_ptr(), 3, 0) >= 0 {
            fds.map(|p| p.revents & POLLNVAL != 0)
        } else {
            [0, 1, 2].map(|fd| fcntl(fd, F_GETFD) == -1)
        };
        // The lowest free number is taken, so in order each reopens its own.
        for _ in closed.iter().filter(|c| **c) {
            if open(c"/dev/null".as_ptr(), O_RDWR) == -1 {
                abort();
            }
        }
        signal(SIGPIPE, SIG_IGN);
    }
}
