// The source of ../duplicated_barrier.rustc-1.95.ll: thread 0 initialises
// the mbarrier, every thread syncs, threads 0 and 32 arrive and wait.
// Regenerate (from lit/frontend/rustc):
//   RUSTC_BOOTSTRAP=1 rustc --target nvptx64-nvidia-cuda --emit=llvm-ir --crate-type=lib \
//     -O -C target-cpu=sm_90a -C debuginfo=1 --remap-path-prefix=$PWD=. \
//     Inputs/duplicated_barrier.rs -o duplicated_barrier.rustc-1.95.ll
// then put the header back.
#![feature(no_core, lang_items, abi_gpu_kernel, link_llvm_intrinsics, rustc_attrs, decl_macro, intrinsics, asm_experimental_arch)]
#![no_core]
#![allow(internal_features, dead_code)]

#[path = "core_min.rs"]
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
    if t == 0 || t == 32 {
        let state = mbarrier_arrive(bar);
        while !mbarrier_test_wait(bar, state) {}
    }
    *offset(out, t as usize) = t;
}
