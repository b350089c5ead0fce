// A tree reduction in shared memory, `__syncthreads` as the LLVM
// intrinsic. The fixed kernel syncs every thread after each step; the
// mutant (`--cfg bug_divergent`) syncs only the threads that still add, so
// the others exit while those wait at `bar.sync 0`. llc-22 and ptxas take
// both.
//
// RUN: %rustc -O -C target-cpu=sm_90a -C debuginfo=1 %s -o %t.ll
// RUN: %check-and-assemble %t.ll sm_90a | %FileCheck %s --check-prefix=FIXED
// FIXED: passes for sm_90a at PTX ISA 8.0
// FIXED: assembled: sm_90a PTX 8.0
//
// RUN: %rustc -O -C target-cpu=sm_90a -C debuginfo=1 --cfg bug_divergent %s -o %t.bug.ll
// RUN: %nvvm-lower check %t.bug.ll --target sm_90a 2> %t.bug.err
// RUN: %FileCheck %s --check-prefix=WARN --input-file %t.bug.err
// RUN: sed 's/"target-cpu"="sm_90a"/& "nvvm.reqntid"="128"/' %t.bug.ll > %t.bug128.ll
// RUN: %not %nvvm-lower check %t.bug128.ll --target sm_90a 2> %t.bug128.err
// RUN: %FileCheck %s --check-prefix=BUG --input-file %t.bug128.err
//
// rustc cannot state the thread count (no reqntid), so the model assumes 128
// and the verdict is a warning; with the count added to the kernel's
// attributes, as a launcher that knows it would, it is an error.
// WARN: warning[protocol]: not every thread of the CTA reaches this barrier: threads 64..127 exit without it (bar.sync 0 waits for every thread of the CTA)
// WARN-NEXT: --> {{.*}}tree_sum.rs:56:13
// WARN: only a warning: the kernel does not state its thread count
// BUG: error[protocol]: not every thread of the CTA reaches this barrier: threads 64..127 exit without it (bar.sync 0 waits for every thread of the CTA)
// BUG-NEXT: --> {{.*}}tree_sum.rs:56:13
// BUG: 1. threads 64..127 exit here
// BUG: 2. the others wait here
// BUG: the model ran 128 threads per CTA (128x1x1)
#![feature(no_core, lang_items, abi_gpu_kernel, link_llvm_intrinsics, rustc_attrs, decl_macro, intrinsics, asm_experimental_arch)]
#![no_core]
#![allow(internal_features, dead_code)]

#[path = "Inputs/core_min.rs"]
mod core_min;
use core_min::*;

global_asm!(".shared .align 4 .b32 partial[128];");

#[unsafe(no_mangle)]
pub unsafe extern "gpu-kernel" fn tree_sum(input: *const u32, out: *mut u32) {
    let base: u32;
    asm!("mov.u32 {0}, partial;", out(reg32) base, options(pure, nomem, nostack));
    let t = tid_x();
    let v = *offset(input, (ctaid_x() * 128 + t) as usize);
    asm!("st.shared.u32 [{0}], {1};", in(reg32) base + 4 * t, in(reg32) v);
    sync_threads();
    let mut stride = 64;
    while stride > 0 {
        if t < stride {
            let (a, b): (u32, u32);
            asm!("ld.shared.u32 {0}, [{1}];", out(reg32) a, in(reg32) base + 4 * t);
            asm!("ld.shared.u32 {0}, [{1}];", out(reg32) b, in(reg32) base + 4 * (t + stride));
            asm!("st.shared.u32 [{0}], {1};", in(reg32) base + 4 * t, in(reg32) a + b);
            #[cfg(bug_divergent)]
            sync_threads();
        }
        #[cfg(not(bug_divergent))]
        sync_threads();
        stride >>= 1;
    }
    if t == 0 {
        let s: u32;
        asm!("ld.shared.u32 {0}, [{1}];", out(reg32) s, in(reg32) base);
        *offset(out, ctaid_x() as usize) = s;
    }
}
