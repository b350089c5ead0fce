// Warp specialisation with a named barrier: warp 0 fills a shared buffer
// and signals named barrier 1 with `bar.arrive 1, 64`; warp 1 waits there
// with `bar.sync 1, 64` and reads it (the LLVM intrinsics
// `llvm.nvvm.barrier.cta.{arrive,sync}.aligned.count`). 64 threads, both
// warps, meet at barrier 1; the rest of the CTA never touches it.
//
// RUN: %rustc -O -C target-cpu=sm_90a -C debuginfo=1 %s -o %t.ll
// RUN: %check-and-assemble %t.ll sm_90a | %FileCheck %s
// CHECK: passes for sm_90a at PTX ISA 8.0
// CHECK: assembled: sm_90a PTX 8.0
//
// The consumer names 96 threads: barrier 1 waits for a third warp that never comes.
// RUN: %rustc -O -C target-cpu=sm_90a -C debuginfo=1 --cfg bug_count %s -o %t.bug.ll
// RUN: sed 's/"target-cpu"="sm_90a"/& "nvvm.reqntid"="128"/' %t.bug.ll > %t.bug128.ll
// RUN: %not %nvvm-lower check %t.bug128.ll --target sm_90a 2> %t.bug.err
// RUN: %FileCheck %s --check-prefix=BUG --input-file %t.bug.err
// BUG: error[named-barrier]: named barrier 1 is used for 96 threads here and for 64 threads before
// BUG-NEXT: --> {{.*}}named_barrier.rs:46:9
#![feature(no_core, lang_items, abi_gpu_kernel, link_llvm_intrinsics, rustc_attrs, decl_macro, intrinsics, asm_experimental_arch)]
#![no_core]
#![allow(internal_features, dead_code)]

#[path = "Inputs/core_min.rs"]
mod core_min;
use core_min::*;

global_asm!(".shared .align 4 .b32 buffer[32];");

#[cfg(not(bug_count))]
const CONSUMER_COUNT: u32 = 64;
#[cfg(bug_count)]
const CONSUMER_COUNT: u32 = 96;

#[unsafe(no_mangle)]
pub unsafe extern "gpu-kernel" fn specialised(input: *const u32, out: *mut u32) {
    let buffer: u32;
    asm!("mov.u32 {0}, buffer;", out(reg32) buffer, options(pure, nomem, nostack));
    let t = tid_x();
    let warp = t >> 5;
    let lane = t & 31;
    if warp == 0 {
        let v = *offset(input, lane as usize);
        asm!("st.shared.u32 [{0}], {1};", in(reg32) buffer + 4 * lane, in(reg32) v);
        bar_arrive(1, 64);
    } else if warp == 1 {
        bar_sync(1, CONSUMER_COUNT);
        let v: u32;
        asm!("ld.shared.u32 {0}, [{1}];", out(reg32) v, in(reg32) buffer + 4 * lane);
        *offset(out, lane as usize) = v * 2;
    }
}
