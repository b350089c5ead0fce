//! The tool's heap on transparent huge pages.
//!
//! A small compile writes about 1.5 MiB of fresh heap, most of it LLVM's:
//! the NVPTX lowering tables (one 492 KiB object its constructor fills), a
//! per-subtarget libcall table, the pass pipeline. The kernel maps each
//! fresh 4 KiB page on first touch, a page fault of about 2.5 µs on the
//! machines measured, zeroing included: about 370 faults, a tenth of an
//! example's run. A 2 MiB transparent huge page costs one fault. Linux
//! gives one only to a 2 MiB-aligned range of a mapping that asked for them
//! (`MADV_HUGEPAGE`; the usual `enabled` setting is `madvise`), and glibc's
//! heap starts at a random page, so before LLVM's static constructors
//! allocate anything this:
//!
//! 1. moves the start of the free heap to the next 2 MiB boundary (a block
//!    that is never touched past its header pads the gap: address space,
//!    not memory);
//! 2. grows the heap by `RESERVE` and frees it again, keeping it (the trim
//!    threshold is raised above it), and marks it `MADV_HUGEPAGE`;
//! 3. serves blocks of up to 1 MiB from the heap rather than from a mapping
//!    of their own, so that LLVM's tables land in it;
//! 4. maps the program's zero-initialised data (`.bss`) in one call;
//! 5. sizes LLVM's command-line option map for all its options, so that
//!    registering them does not rehash it six times on the way.
//!
//! What the kernel does not give (huge pages off, or a layout other than
//! the one checked here) leaves malloc as it was, with only the raised
//! thresholds. `NVVM_LOWER_HEAP=plain` leaves malloc's defaults entirely
//! and the `.bss` to be faulted in page by page.
//! Only the tool does this: a library does not change its host's allocator.
//! docs/performance.md has the measurements; `tests/heap.rs` checks that
//! an example's page faults fall.

#[cfg(all(target_os = "linux", target_env = "gnu", target_arch = "x86_64"))]
mod glibc {
    use std::hint::black_box;
    use std::os::raw::{c_char, c_int, c_void};

    /// The heap kept on huge pages, from the first 2 MiB boundary: enough for
    /// every example (the largest touches 2.3 MiB); a larger input goes on
    /// in ordinary pages past it. Address space only until touched.
    const RESERVE: usize = 16 << 20;
    const HUGE_PAGE: usize = 2 << 20;
    const PAGE: usize = 4096;
    /// A gap to the boundary smaller than this is padded to the next one:
    /// the padding block's request must be one malloc serves from the top.
    const MIN_PAD: usize = 64 << 10;

    const M_TRIM_THRESHOLD: c_int = -1;
    const M_MMAP_THRESHOLD: c_int = -3;
    const MADV_HUGEPAGE: c_int = 14;
    /// glibc's chunk header, before the address malloc returns.
    const CHUNK_HEADER: usize = 16;

    // Only `keepcost` is read; the others give the layout.
    #[allow(dead_code)]
    #[repr(C)]
    struct Mallinfo2 {
        arena: usize,
        ordblks: usize,
        smblks: usize,
        hblks: usize,
        hblkhd: usize,
        usmblks: usize,
        fsmblks: usize,
        uordblks: usize,
        fordblks: usize,
        keepcost: usize,
    }

    extern "C" {
        fn mallopt(param: c_int, value: c_int) -> c_int;
        fn malloc(size: usize) -> *mut c_void;
        fn free(p: *mut c_void);
        fn sbrk(increment: isize) -> *mut c_void;
        fn madvise(addr: *mut c_void, len: usize, advice: c_int) -> c_int;
        fn mallinfo2() -> Mallinfo2;
        fn getenv(name: *const c_char) -> *const c_char;
    }

    // Priority 101, the first a program may use: before LLVM's static
    // constructors (no priority), whose option registry is the first
    // thing on the heap.
    #[used]
    #[link_section = ".init_array.00101"]
    static SET_UP: extern "C" fn() = set_up;

    extern "C" fn set_up() {
        // SAFETY: getenv reads the environment, which nothing writes yet.
        let plain = unsafe { getenv(c"NVVM_LOWER_HEAP".as_ptr()) };
        if plain.is_null() || unsafe { std::ffi::CStr::from_ptr(plain) } != c"plain" {
            // SAFETY: mallopt, malloc and free are used as documented; the
            // addresses are only compared, and madvise only advises (it fails
            // harmlessly on a range it cannot mark).
            unsafe {
                mallopt(M_MMAP_THRESHOLD, (RESERVE + HUGE_PAGE) as c_int);
                mallopt(M_TRIM_THRESHOLD, (2 * RESERVE) as c_int);
                if let Some(start) = reserve_aligned() {
                    madvise(start as *mut c_void, RESERVE, MADV_HUGEPAGE);
                }
                mallopt(M_MMAP_THRESHOLD, 1 << 20);
                populate_bss();
            }
        }
        // LLVM's option map sized for its options (about 830; room for 1000
        // is the 2,048 slots it would grow to), after the heap's layout, so
        // that it lands in the huge page (src/bin/nvvm-lower/cl_options.cpp).
        #[cfg(cl_options_reserved)]
        {
            extern "C" {
                fn nvvm_lower_reserve_cl_options(count: std::os::raw::c_uint);
            }
            // SAFETY: sizes a map that nothing has used yet.
            unsafe { nvvm_lower_reserve_cl_options(1000) };
        }
    }

    /// The zero-initialised data, about 70 pages that LLVM's static
    /// constructors (its command-line options) all write, is mapped in one
    /// call instead of one page fault each (1.6-1.8% of an example in
    /// paired runs). Only an advice: a kernel without it (before 5.14)
    /// refuses it and the pages are faulted in as before.
    unsafe fn populate_bss() {
        extern "C" {
            static __bss_start: u8;
            static _end: u8;
        }
        const MADV_POPULATE_WRITE: c_int = 23;
        let start = (&raw const __bss_start) as usize & !(PAGE - 1);
        let end = ((&raw const _end) as usize).next_multiple_of(PAGE);
        madvise(start as *mut c_void, end - start, MADV_POPULATE_WRITE);
    }

    /// Steps 1 and 2: the start of the reserved, aligned free heap, or None
    /// when malloc did not place the blocks where its main heap would (then
    /// nothing is marked; the padding block stays allocated either way).
    unsafe fn reserve_aligned() -> Option<usize> {
        // A thread's first malloc allocates its cache of freed blocks.
        // (black_box: the compiler may drop an allocation it sees unused.)
        free(black_box(malloc(1)));
        // The top chunk ends at the program break.
        let top = sbrk(0) as usize - mallinfo2().keepcost;
        let mut boundary = top.next_multiple_of(HUGE_PAGE);
        if boundary - top < MIN_PAD {
            boundary += HUGE_PAGE;
        }
        // A request of n bytes takes a chunk of n + 8 rounded to 16: this
        // one ends where the next chunk's header sits just below the boundary.
        let pad = black_box(malloc(boundary - top - CHUNK_HEADER - 8)) as usize;
        if pad != top + CHUNK_HEADER {
            return None;
        }
        let reserve = black_box(malloc(RESERVE));
        if reserve as usize != boundary {
            free(reserve);
            return None;
        }
        // Back into the top chunk, which stays: it is under the trim threshold.
        free(reserve);
        Some(boundary)
    }
}
