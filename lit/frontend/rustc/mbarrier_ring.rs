// An mbarrier producer/consumer pair through one shared stage, as a Rust
// front end writes it: the barriers and the stage are `.shared` variables of
// the module asm (`global_asm!`), their addresses read with `mov.u32`, the
// mbarrier ops CUTLASS-style inline PTX, the wait a `try_wait.parity` probe
// in a Rust `loop`. Thread 32 fills the stage and arrives on "full"; warp 0
// waits on "full" with the round's parity, reads, and lane 0 releases the
// stage on "empty", which the producer waits on before each refill.
//
// RUN: %rustc -O -C target-cpu=sm_90a -C debuginfo=1 %s -o %t.ll
// RUN: %check-and-assemble %t.ll sm_90a | %FileCheck %s --check-prefix=FIXED
// FIXED: passes for sm_90a at PTX ISA 8.0
// FIXED: assembled: sm_90a PTX 8.0
//
// "empty" initialised for 2 arrivals, and one thread arrives per round: the
// producer's wait before its second fill never returns. rustc cannot state
// the kernel's thread count (no reqntid), so the model assumes 128 threads
// and the verdict is a warning; with the count the launch uses added to the
// kernel's attributes, as a launcher that knows it would, it is an error.
// RUN: %rustc -O -C target-cpu=sm_90a -C debuginfo=1 --cfg bug_count %s -o %t.count.ll
// RUN: %nvvm-lower check %t.count.ll --target sm_90a 2> %t.count.err
// RUN: %FileCheck %s --check-prefix=WARN --input-file %t.count.err
// RUN: sed 's/"target-cpu"="sm_90a"/& "nvvm.reqntid"="64"/' %t.count.ll > %t.count64.ll
// RUN: %not %nvvm-lower check %t.count64.ll --target sm_90a 2> %t.count64.err
// RUN: %FileCheck %s --check-prefix=COUNT --input-file %t.count64.err
// WARN: warning[protocol]: this wait never returns: thread 32 (warp 1, lane 0) wait for the phase of parity 0 of mbarrier @empty (phase 0, arrivals 1 of 2), and no thread left can complete it
// WARN-NEXT: --> {{.*}}mbarrier_ring.rs:62:9, inlined at {{.*}}mbarrier_ring.rs:94:17
// WARN: only a warning: the kernel does not state its thread count
// COUNT: error[protocol]: this wait never returns: thread 32 (warp 1, lane 0) wait for the phase of parity 0 of mbarrier @empty (phase 0, arrivals 1 of 2), and no thread left can complete it
// COUNT-NEXT: --> {{.*}}mbarrier_ring.rs:62:9, inlined at {{.*}}mbarrier_ring.rs:94:17
// COUNT: 1. thread 0 (warp 0, lane 0): mbarrier.init, 2 arrivals per phase
// COUNT: 3. thread 0 (warp 0, lane 0): arrive (1 of 2 in phase 0)
// COUNT: the model ran 64 threads per CTA (64x1x1)
#![feature(no_core, lang_items, abi_gpu_kernel, link_llvm_intrinsics, rustc_attrs, decl_macro, intrinsics, asm_experimental_arch)]
#![no_core]
#![allow(internal_features, dead_code)]

#[path = "Inputs/core_min.rs"]
mod core_min;
use core_min::*;

global_asm!(".shared .align 8 .b64 full;", ".shared .align 8 .b64 empty;", ".shared .align 16 .b32 stage[32];");

#[cfg(not(bug_count))]
const EMPTY_COUNT: u32 = 1;
#[cfg(bug_count)]
const EMPTY_COUNT: u32 = 2;

#[inline(always)]
unsafe fn init(bar: u32, count: u32) {
    asm!("mbarrier.init.shared::cta.b64 [{0}], {1};", in(reg32) bar, in(reg32) count);
}
#[inline(always)]
unsafe fn arrive(bar: u32) {
    asm!("mbarrier.arrive.shared::cta.b64 _, [{0}];", in(reg32) bar);
}
/// One `try_wait.parity` probe, retried by a Rust loop (PTX has no numeric
/// local labels, and rustc refuses named ones in `asm!`).
#[inline(always)]
unsafe fn wait_parity(bar: u32, parity: u32) {
    loop {
        let done: u32;
        asm!(
            "{{",
            ".reg .pred p;",
            "mbarrier.try_wait.parity.shared::cta.b64 p, [{1}], {2};",
            "selp.u32 {0}, 1, 0, p;",
            "}}",
            out(reg32) done, in(reg32) bar, in(reg32) parity,
        );
        if done != 0 {
            break;
        }
    }
}

#[unsafe(no_mangle)]
pub unsafe extern "gpu-kernel" fn ring(input: *const u32, out: *mut u32, rounds: u32) {
    let (full, empty, stage): (u32, u32, u32);
    asm!("mov.u32 {0}, full;", out(reg32) full, options(pure, nomem, nostack));
    asm!("mov.u32 {0}, empty;", out(reg32) empty, options(pure, nomem, nostack));
    asm!("mov.u32 {0}, stage;", out(reg32) stage, options(pure, nomem, nostack));
    let t = tid_x();
    if t == 0 {
        init(full, 1);
        init(empty, EMPTY_COUNT);
        fence_mbarrier_init();
    }
    sync_threads();
    if t == 32 {
        // The producer: fills the stage, then publishes it on "full".
        let mut r = 0;
        while r < rounds {
            if r > 0 {
                wait_parity(empty, (r - 1) & 1);
            }
            let mut i = 0;
            while i < 32 {
                let v = *offset(input, (r * 32 + i) as usize);
                asm!("st.shared.u32 [{0}], {1};", in(reg32) stage + 4 * i, in(reg32) v);
                i += 1;
            }
            arrive(full);
            r += 1;
        }
    } else if t < 32 {
        // The consumer warp: waits for each fill, reads it, releases it.
        let mut r = 0;
        while r < rounds {
            wait_parity(full, r & 1);
            let v: u32;
            asm!("ld.shared.u32 {0}, [{1}];", out(reg32) v, in(reg32) stage + 4 * t);
            *offset(out, (r * 32 + t) as usize) = v;
            if t == 0 {
                arrive(empty);
            }
            r += 1;
        }
    }
}
