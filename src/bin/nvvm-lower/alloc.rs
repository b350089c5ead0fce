//! The CLI's allocator: the system's, except that an allocation it refuses
//! ends the run as a diagnosed input does (a message, status 1, no output
//! file; `nvvm_lower::oom::out_of_memory`) instead of Rust's abort with
//! "memory allocation of N bytes failed" and SIGABRT. Reading the input may
//! fail softly (`fallible`): that is the "cannot read 'x': out of memory"
//! the CLI reports itself.

use std::alloc::{GlobalAlloc, Layout, System};
use std::cell::Cell;

pub struct ExitOnFailure;

#[global_allocator]
static ALLOC: ExitOnFailure = ExitOnFailure;

thread_local! {
    /// Whether this thread's refused allocations come back as null (to
    /// `try_reserve`, which `std::fs::read` and `read_to_end` use).
    static FALLIBLE: Cell<bool> = const { Cell::new(false) };
}

/// Runs `f` with refused allocations returned to their caller: for reading
/// the input, whose own error says what could not be read.
pub fn fallible<T>(f: impl FnOnce() -> T) -> T {
    let was = FALLIBLE.replace(true);
    let r = f();
    FALLIBLE.set(was);
    r
}

fn refused(ptr: *mut u8, size: usize) -> *mut u8 {
    if ptr.is_null() && !FALLIBLE.get() {
        nvvm_lower::oom::out_of_memory(size);
    }
    ptr
}

// SAFETY: every method forwards to the system allocator with the caller's
// arguments; only a null result is acted on.
unsafe impl GlobalAlloc for ExitOnFailure {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        refused(unsafe { System.alloc(layout) }, layout.size())
    }
    unsafe fn alloc_zeroed(&self, layout: Layout) -> *mut u8 {
        refused(unsafe { System.alloc_zeroed(layout) }, layout.size())
    }
    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        unsafe { System.dealloc(ptr, layout) }
    }
    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        refused(unsafe { System.realloc(ptr, layout, new_size) }, new_size)
    }
}
