//! Running out of memory, as a tool would have it end: a message on standard
//! error and status 1, with no output file and no temporary file left.
//!
//! By default an allocation that fails inside LLVM ends the process with
//! "LLVM ERROR: out of memory" (a `malloc` LLVM checks) or "terminate called
//! after throwing an instance of 'std::bad_alloc'" (C++ `operator new`), and
//! one that fails in Rust with "memory allocation of N bytes failed": each a
//! SIGABRT. A library must not end its caller's process on its own, so this
//! is an opt-in for programs (the `nvvm-lower` CLI calls both functions at
//! start-up):
//!
//! - [`exit_on_out_of_memory`] installs LLVM's bad-alloc handler and its
//!   `operator new` handler: a failed allocation inside LLVM prints
//!   `error: out of memory in LLVM (REASON)`, removes the temporary files
//!   nvvm-lower has open (a large module's PTX, the CLI's output before its
//!   rename), and `_exit(1)`s. [`out_of_memory`] is the same end for a
//!   program's own `GlobalAlloc` when the system allocator returns null.
//! - [`bound_bitcode_reads`] bounds what LLVM's bitcode reader may allocate:
//!   corrupt bitcode can make it reserve gigabytes from a count in a 4 KB
//!   file. While [`crate::driver::read_llvm_ir`] reads bitcode, the process's
//!   address space (`RLIMIT_AS`) is limited to what it uses plus
//!   [`BITCODE_BASE`] and [`BITCODE_PER_BYTE`] times the file's size, and an
//!   allocation past it ends the process with "error: 'x.bc' is not valid
//!   bitcode: reading its N bytes needed more than M MiB of memory" and
//!   status 1. LLVM's reader is not hardened against corrupt input either:
//!   some bytes make it dereference null or abort (llvm-dis-22 dies the
//!   same way), so for the read a fault (SIGSEGV, SIGBUS, SIGILL, SIGFPE) or
//!   an abort ends the process with "error: 'x.bc' is not valid bitcode:
//!   LLVM's reader crashed on it (SIGSEGV)" and status 1. The limit and the
//!   signal handlers are the process's, not the thread's: only a program in
//!   which no other thread runs while bitcode is read may ask for them (the
//!   CLI reads one file at a time, its main thread waiting).
//!
//! Everything the handlers do is async-signal-safe: `write(2)`, `unlink(2)`
//! and `_exit(2)` on memory set up beforehand; they allocate nothing.

use std::ffi::{c_char, c_void, CStr, CString};
use std::path::Path;
use std::ptr::null_mut;
use std::sync::atomic::{AtomicBool, AtomicPtr, AtomicUsize, Ordering::SeqCst};

/// The address space a bitcode read may take on top of what the process
/// uses, whatever the file's size (LLVM's reader starts with a few MiB of
/// tables; a thread's first allocation can reserve a 64 MiB malloc arena).
pub const BITCODE_BASE: usize = 256 << 20;

/// And per byte of bitcode. Reading a valid file took at most 49 times its
/// size beyond what the process used (a module of nested constant
/// expressions; 10^5 calls, blocks, instructions or declarations 17 to 34
/// times, Triton's and clang's modules at most 30; docs/reliability.md F25).
pub const BITCODE_PER_BYTE: usize = 256;

type BadAllocHandler = extern "C" fn(*mut c_void, *const c_char, bool);

unsafe extern "C" {
    // llvm::install_bad_alloc_error_handler(fatal_error_handler_t, void*),
    // in LLVMSupport (llvm/Support/ErrorHandling.h); no C API wraps it.
    #[link_name = "_ZN4llvm31install_bad_alloc_error_handlerEPFvPvPKcbES0_"]
    fn llvm_install_bad_alloc_error_handler(handler: BadAllocHandler, data: *mut c_void);
    // llvm::install_out_of_memory_new_handler(): std::set_new_handler with a
    // handler that calls report_bad_alloc_error("Allocation failed").
    #[link_name = "_ZN4llvm33install_out_of_memory_new_handlerEv"]
    fn llvm_install_out_of_memory_new_handler();
}

/// Whether [`exit_on_out_of_memory`] ran.
static INSTALLED: AtomicBool = AtomicBool::new(false);
/// Whether [`bound_bitcode_reads`] ran.
static BOUND_BITCODE: AtomicBool = AtomicBool::new(false);
/// Set by a handler before it reads the slots below, so that a guard dropped
/// meanwhile leaves its path's memory alone.
static EXITING: AtomicBool = AtomicBool::new(false);

/// Makes an allocation that fails inside LLVM end the process with a message
/// and status 1 (see the module's documentation). Once per process; later
/// calls do nothing. Only for a program: it ends the process it runs in.
pub fn exit_on_out_of_memory() {
    if INSTALLED.swap(true, SeqCst) {
        return;
    }
    // SAFETY: both only store a function pointer in LLVM's globals; the
    // handler never returns (LLVM requires it) and allocates nothing.
    unsafe {
        llvm_install_bad_alloc_error_handler(llvm_bad_alloc, null_mut());
        llvm_install_out_of_memory_new_handler();
    }
}

/// Bounds the memory LLVM's bitcode reader may take and ends a crash of it
/// with a message and status 1 (see the module's documentation); installs
/// [`exit_on_out_of_memory`]'s handlers too. Call only where no other
/// thread of the process runs while [`crate::driver::read_llvm_ir`] reads
/// bitcode: the bound and the signal handlers are the whole process's. On
/// systems other than Linux the bound is left out.
pub fn bound_bitcode_reads() {
    exit_on_out_of_memory();
    BOUND_BITCODE.store(true, SeqCst);
}

/// Ends the process for an allocation of `bytes` that the system refused:
/// `error: out of memory (could not allocate N bytes)` on standard error,
/// the registered temporary files removed, status 1. For a program's
/// `GlobalAlloc`, which must not unwind and should not allocate here.
pub fn out_of_memory(bytes: usize) -> ! {
    EXITING.store(true, SeqCst);
    let mut digits = [0u8; 20];
    let n = decimal(bytes, &mut digits);
    say(b"error: out of memory (could not allocate ");
    say(n);
    say(b" bytes)\n");
    finish()
}

extern "C" fn llvm_bad_alloc(_: *mut c_void, reason: *const c_char, _: bool) {
    EXITING.store(true, SeqCst);
    let message = BITCODE_MESSAGE.load(SeqCst);
    if message.is_null() || BITCODE_MESSAGE_LEN.load(SeqCst) == 0 {
        say(b"error: out of memory in LLVM");
        if !reason.is_null() {
            // SAFETY: LLVM passes a NUL-terminated literal.
            let reason = unsafe { CStr::from_ptr(reason) }.to_bytes();
            say(b" (");
            say(reason);
            say(b")");
        }
        say(b"\n");
    } else {
        // SAFETY: a message stays alive while it is published (see `Guard`).
        say(unsafe { std::slice::from_raw_parts(message, BITCODE_MESSAGE_LEN.load(SeqCst)) });
    }
    finish()
}

/// Removes the registered temporary files and exits with status 1.
fn finish() -> ! {
    for slot in &TEMP_FILES {
        let path = slot.load(SeqCst);
        if !path.is_null() {
            // SAFETY: a registered path is a live C string: its guard does
            // not free it once EXITING is set.
            unsafe { libc::unlink(path) };
        }
    }
    // SAFETY: ends the process without running anything of Rust's or
    // LLVM's (atexit handlers, destructors), which could allocate.
    unsafe { libc::_exit(1) }
}

fn say(bytes: &[u8]) {
    let mut rest = bytes;
    while !rest.is_empty() {
        // SAFETY: writes from a live slice to descriptor 2.
        let n = unsafe { libc::write(2, rest.as_ptr().cast(), rest.len()) };
        if n <= 0 {
            return;
        }
        rest = &rest[n as usize..];
    }
}

/// `n` in decimal, in `buf`, without allocating.
fn decimal(mut n: usize, buf: &mut [u8; 20]) -> &[u8] {
    let mut at = buf.len();
    loop {
        at -= 1;
        buf[at] = b'0' + (n % 10) as u8;
        n /= 10;
        if n == 0 {
            return &buf[at..];
        }
    }
}

/// Temporary files a handler removes before it exits: a few at a time (the
/// CLI's output before its rename, a large module's PTX).
static TEMP_FILES: [AtomicPtr<c_char>; 16] = [const { AtomicPtr::new(null_mut()) }; 16];

/// A temporary file that [`exit_on_out_of_memory`]'s handlers and
/// [`out_of_memory`] remove if they end the process while it lives; dropping
/// it takes the file off that list (and leaves the file alone).
#[derive(Debug)]
pub struct RemoveOnExit(Option<usize>);

/// Registers `path` as a temporary file to remove on an out-of-memory exit,
/// until the guard is dropped. Without [`exit_on_out_of_memory`] (or with
/// every slot taken) it registers nothing.
pub fn remove_on_exit(path: &Path) -> RemoveOnExit {
    use std::os::unix::ffi::OsStrExt;
    if !INSTALLED.load(SeqCst) {
        return RemoveOnExit(None);
    }
    let Ok(c) = CString::new(path.as_os_str().as_bytes()) else { return RemoveOnExit(None) };
    let raw = c.into_raw();
    for (i, slot) in TEMP_FILES.iter().enumerate() {
        if slot.compare_exchange(null_mut(), raw, SeqCst, SeqCst).is_ok() {
            return RemoveOnExit(Some(i));
        }
    }
    // SAFETY: `raw` came from `into_raw` above and was not published.
    drop(unsafe { CString::from_raw(raw) });
    RemoveOnExit(None)
}

impl Drop for RemoveOnExit {
    fn drop(&mut self) {
        let Some(i) = self.0 else { return };
        let raw = TEMP_FILES[i].swap(null_mut(), SeqCst);
        // A handler that set EXITING before this swap may be reading the
        // path: leave it (the process is ending anyway).
        if !raw.is_null() && !EXITING.load(SeqCst) {
            // SAFETY: `raw` came from `into_raw` in `remove_on_exit`, and no
            // handler holds it (EXITING was not set before the swap).
            drop(unsafe { CString::from_raw(raw) });
        }
    }
}

/// The messages of a bitcode read in progress under a guard, for the
/// handlers: out of memory, and the start of a crash's (its signal follows).
static BITCODE_MESSAGE: AtomicPtr<u8> = AtomicPtr::new(null_mut());
static BITCODE_MESSAGE_LEN: AtomicUsize = AtomicUsize::new(0);
static CRASH_MESSAGE: AtomicPtr<u8> = AtomicPtr::new(null_mut());
static CRASH_MESSAGE_LEN: AtomicUsize = AtomicUsize::new(0);

/// Runs `read` (LLVM reading `size` bytes of bitcode named `name`) under the
/// guard of [`bound_bitcode_reads`], if it was asked for.
pub(crate) fn guarded_bitcode_read<T>(name: &str, size: usize, read: impl FnOnce() -> T) -> T {
    if !BOUND_BITCODE.load(SeqCst) {
        return read();
    }
    let _guard = Guard::new(name, size);
    read()
}

/// The signals a crash of LLVM's reader ends with.
const CRASHES: [libc::c_int; 5] = [libc::SIGSEGV, libc::SIGBUS, libc::SIGILL, libc::SIGFPE, libc::SIGABRT];

/// The address-space limit, the signal handlers and the messages of one
/// bitcode read, from construction to drop.
struct Guard {
    old_limit: Option<libc::rlimit>,
    old_actions: Vec<(libc::c_int, libc::sigaction)>,
    messages: [*mut [u8]; 2],
}

impl Guard {
    fn new(name: &str, size: usize) -> Guard {
        let extra = BITCODE_BASE.saturating_add(size.saturating_mul(BITCODE_PER_BYTE));
        let publish = |text: String, ptr: &AtomicPtr<u8>, len: &AtomicUsize| {
            let raw = Box::into_raw(text.into_bytes().into_boxed_slice());
            len.store(raw.len(), SeqCst);
            ptr.store(raw.cast(), SeqCst);
            raw
        };
        // Where the process's own limit is lower than the bound, running
        // out of memory says nothing of the file: the plain message then.
        let old_limit = limits::limit_address_space(extra);
        let text = if old_limit.is_some() { format!("error: '{name}' is not valid bitcode: reading its {size} bytes needed more than {} MiB of memory\n", extra >> 20) } else { String::new() };
        let oom = publish(text, &BITCODE_MESSAGE, &BITCODE_MESSAGE_LEN);
        let crash = publish(format!("error: '{name}' is not valid bitcode: LLVM's reader crashed on it ("), &CRASH_MESSAGE, &CRASH_MESSAGE_LEN);
        let mut old_actions = Vec::with_capacity(CRASHES.len());
        for sig in CRASHES {
            // SAFETY: a zeroed sigaction is a valid one to fill; the handler
            // is async-signal-safe and runs on the thread's alternate stack
            // where it has one (Rust's threads have).
            unsafe {
                let mut action: libc::sigaction = std::mem::zeroed();
                action.sa_sigaction = crashed as extern "C" fn(libc::c_int) as libc::sighandler_t;
                action.sa_flags = libc::SA_ONSTACK;
                libc::sigemptyset(&mut action.sa_mask);
                let mut old: libc::sigaction = std::mem::zeroed();
                if libc::sigaction(sig, &action, &mut old) == 0 {
                    old_actions.push((sig, old));
                }
            }
        }
        Guard { old_limit, old_actions, messages: [oom, crash] }
    }
}

impl Drop for Guard {
    fn drop(&mut self) {
        if let Some(old) = self.old_limit {
            limits::restore(old);
        }
        for (sig, old) in &self.old_actions {
            // SAFETY: puts back the action `new` replaced.
            unsafe { libc::sigaction(*sig, old, null_mut()) };
        }
        BITCODE_MESSAGE.store(null_mut(), SeqCst);
        CRASH_MESSAGE.store(null_mut(), SeqCst);
        if !EXITING.load(SeqCst) {
            for m in self.messages {
                // SAFETY: from `Box::into_raw` in `new`; unpublished above and
                // no handler is reading it (none started).
                drop(unsafe { Box::from_raw(m) });
            }
        }
    }
}

/// A crash of LLVM's reader: the read's message with the signal, status 1.
extern "C" fn crashed(sig: libc::c_int) {
    EXITING.store(true, SeqCst);
    let message = CRASH_MESSAGE.load(SeqCst);
    if message.is_null() {
        say(b"error: LLVM crashed (");
    } else {
        // SAFETY: a message stays alive while it is published (see `Guard`).
        say(unsafe { std::slice::from_raw_parts(message, CRASH_MESSAGE_LEN.load(SeqCst)) });
    }
    say(match sig {
        libc::SIGSEGV => b"SIGSEGV",
        libc::SIGBUS => b"SIGBUS",
        libc::SIGILL => b"SIGILL",
        libc::SIGFPE => b"SIGFPE",
        libc::SIGABRT => b"SIGABRT",
        _ => b"a signal",
    });
    say(b")\n");
    finish()
}

#[cfg(target_os = "linux")]
mod limits {
    /// The process's address space now, in bytes (`/proc/self/statm`).
    fn address_space() -> Option<u64> {
        let statm = std::fs::read_to_string("/proc/self/statm").ok()?;
        let pages: u64 = statm.split_whitespace().next()?.parse().ok()?;
        // SAFETY: sysconf only reads a system constant.
        let page = u64::try_from(unsafe { libc::sysconf(libc::_SC_PAGESIZE) }).ok().filter(|&p| p > 0)?;
        Some(pages * page)
    }

    /// Limits the address space to its use now plus `extra` bytes; the
    /// limit before, to restore. None where that is no lower than the
    /// limit already set (which stays).
    pub(super) fn limit_address_space(extra: usize) -> Option<libc::rlimit> {
        let mut old = libc::rlimit { rlim_cur: 0, rlim_max: 0 };
        // SAFETY: getrlimit writes the struct it is given.
        if unsafe { libc::getrlimit(libc::RLIMIT_AS, &mut old) } != 0 {
            return None;
        }
        let cur = address_space()?.saturating_add(extra as u64);
        if cur >= old.rlim_cur.min(old.rlim_max) {
            return None;
        }
        touch_stack();
        // SAFETY: setrlimit reads the struct; lowering the soft limit is
        // always allowed.
        (unsafe { libc::setrlimit(libc::RLIMIT_AS, &libc::rlimit { rlim_cur: cur, ..old }) } == 0).then_some(old)
    }

    pub(super) fn restore(old: libc::rlimit) {
        // SAFETY: as above; the soft limit goes back to what it was, at most
        // the hard limit, which is unchanged.
        unsafe { libc::setrlimit(libc::RLIMIT_AS, &old) };
    }

    /// Grows the stack by 256 KiB now, so that the handler's own frames do
    /// not need address space past the limit (a main thread's stack grows
    /// on demand, and its growth counts).
    #[inline(never)]
    fn touch_stack() {
        let mut pad = [0u8; 256 << 10];
        std::hint::black_box(&mut pad);
    }
}

#[cfg(not(target_os = "linux"))]
mod limits {
    pub(super) fn limit_address_space(_: usize) -> Option<libc::rlimit> {
        None
    }
    pub(super) fn restore(_: libc::rlimit) {}
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn decimal_writes_numbers() {
        let mut b = [0u8; 20];
        assert_eq!(decimal(0, &mut b), b"0");
        assert_eq!(decimal(5795635, &mut b), b"5795635");
        assert_eq!(decimal(usize::MAX, &mut b), usize::MAX.to_string().as_bytes());
    }
}
