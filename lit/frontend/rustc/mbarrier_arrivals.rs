// An mbarrier through LLVM's generic-pointer intrinsics
// (`llvm.nvvm.mbarrier.init`, `.arrive`, `.test.wait`), as a Rust front end
// calls them with `link_name`: rustc types every pointer as `ptr`, so the
// barrier's generic address comes from `cvta.shared.u64` on the module
// asm's `.shared` variable. The barrier is initialised for two arrivals,
// thread 32 and thread 64 arrive, and each waits for the phase its arrival
// belongs to.
//
// RUN: %rustc -O -C target-cpu=sm_90a -C debuginfo=1 %s -o %t.ll
// RUN: %check-and-assemble %t.ll sm_90a | %FileCheck %s --check-prefix=FIXED
// FIXED: passes for sm_90a at PTX ISA 8.0
// FIXED: assembled: sm_90a PTX 8.0
//
// One arrival (`--cfg bug_one_arrival`): the phase never completes and
// thread 32 hangs in its wait.
// RUN: %rustc -O -C target-cpu=sm_90a -C debuginfo=1 --cfg bug_one_arrival %s -o %t.bug.ll
// RUN: sed 's/"target-cpu"="sm_90a"/& "nvvm.reqntid"="128"/' %t.bug.ll > %t.bug64.ll
// RUN: %not %nvvm-lower check %t.bug64.ll --target sm_90a 2> %t.bug.err
// RUN: %FileCheck %s --check-prefix=BUG --input-file %t.bug.err
// BUG: error[protocol]: this wait never returns: thread 32 (warp 1, lane 0) wait for the phase its state names of mbarrier @bar (phase 0, arrivals 1 of 2), and no thread left can complete it
// BUG-NEXT: --> {{.*}}mbarrier_arrivals.rs:60:16
// BUG: @llvm.nvvm.mbarrier.init(ptr %bar, i32 2)
// BUG: @llvm.nvvm.mbarrier.arrive(ptr %bar)
#![feature(no_core, lang_items, abi_gpu_kernel, link_llvm_intrinsics, rustc_attrs, decl_macro, intrinsics, asm_experimental_arch)]
#![no_core]
#![allow(internal_features, dead_code)]

#[path = "Inputs/core_min.rs"]
mod core_min;
use core_min::*;

global_asm!(".shared .align 8 .b64 bar;");

unsafe extern "C" {
    #[link_name = "llvm.nvvm.mbarrier.init"]
    fn mbarrier_init(bar: *mut u64, count: u32);
    #[link_name = "llvm.nvvm.mbarrier.arrive"]
    fn mbarrier_arrive(bar: *mut u64) -> u64;
    #[link_name = "llvm.nvvm.mbarrier.test.wait"]
    fn mbarrier_test_wait(bar: *mut u64, state: u64) -> bool;
}

#[unsafe(no_mangle)]
pub unsafe extern "gpu-kernel" fn arrivals(out: *mut u32) {
    let generic: u64;
    asm!("cvta.shared.u64 {0}, bar;", out(reg64) generic, options(pure, nomem, nostack));
    let bar = generic as *mut u64;
    let t = tid_x();
    if t == 0 {
        mbarrier_init(bar, 2);
    }
    sync_threads();
    #[cfg(not(bug_one_arrival))]
    let arrives = t == 32 || t == 64;
    #[cfg(bug_one_arrival)]
    let arrives = t == 32;
    if arrives {
        // Each arriving thread waits on the state its own arrival returned.
        let state = mbarrier_arrive(bar);
        while !mbarrier_test_wait(bar, state) {}
    }
    *offset(out, t as usize) = t;
}
