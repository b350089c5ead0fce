// A cluster of two CTAs on sm_90a: each CTA writes a word into its peer's
// shared memory through `mapa` (DSMEM), the cluster barrier (the releasing
// `barrier.cluster.arrive` and acquiring `wait`, LLVM intrinsics) orders
// those writes before every read, and each CTA reads what its peer wrote.
//
// RUN: %rustc -O -C target-cpu=sm_90a -C debuginfo=1 %s -o %t.ll
// RUN: %check-and-assemble %t.ll sm_90a | %FileCheck %s
// CHECK: passes for sm_90a at PTX ISA 8.0
// CHECK: assembled: sm_90a PTX 8.0
//
// The same module for sm_80, which has no clusters: refused at the .rs line.
// RUN: %not %nvvm-lower check %t.ll --target sm_80 2> %t.80.err
// RUN: %FileCheck %s --check-prefix=SM80 --input-file %t.80.err
// SM80: error[gate-target]: inline PTX 'mapa.shared::cluster.u32' is not available on sm_80
// SM80-NEXT: --> {{.*}}cluster_exchange.rs:45:5
// SM80: error[gate-target]: 'nvvm.cluster.arrive' (barrier.cluster.arrive) is not available on sm_80
// SM80-NEXT: --> {{.*}}cluster_exchange.rs:48:5
//
// The relaxed arrive (`--cfg bug_relaxed`) releases nothing: the peer's
// DSMEM store may not be visible to the read after the wait.
// RUN: %rustc -O -C target-cpu=sm_90a -C debuginfo=1 --cfg bug_relaxed %s -o %t.relaxed.ll
// RUN: %not %nvvm-lower check %t.relaxed.ll --target sm_90a 2> %t.relaxed.err
// RUN: %FileCheck %s --check-prefix=RELAXED --input-file %t.relaxed.err
// RELAXED: error[race]: a write to another CTA's shared memory reaches this relaxed cluster arrive with no cluster-scope release in between
// RELAXED-NEXT: --> {{.*}}cluster_exchange.rs:50:5
#![feature(no_core, lang_items, abi_gpu_kernel, link_llvm_intrinsics, rustc_attrs, decl_macro, intrinsics, asm_experimental_arch)]
#![no_core]
#![allow(internal_features, dead_code)]

#[path = "Inputs/core_min.rs"]
mod core_min;
use core_min::*;

global_asm!(".shared .align 4 .b32 inbox[128];");

#[unsafe(no_mangle)]
pub unsafe extern "gpu-kernel" fn exchange(out: *mut u32) {
    let inbox: u32;
    asm!("mov.u32 {0}, inbox;", out(reg32) inbox, options(pure, nomem, nostack));
    let t = tid_x();
    let rank = cluster_ctarank();
    let slot = inbox + 4 * t;
    // The same slot in the peer CTA (rank ^ 1), in the cluster's window.
    let remote: u32;
    asm!("mapa.shared::cluster.u32 {0}, {1}, {2};", out(reg32) remote, in(reg32) slot, in(reg32) rank ^ 1);
    asm!("st.shared::cluster.u32 [{0}], {1};", in(reg32) remote, in(reg32) rank * 1000 + t);
    #[cfg(not(bug_relaxed))]
    cluster_arrive();
    #[cfg(bug_relaxed)]
    cluster_arrive_relaxed();
    cluster_wait();
    let v: u32;
    asm!("ld.shared.u32 {0}, [{1}];", out(reg32) v, in(reg32) slot);
    *offset(out, (ctaid_x() * 128 + t) as usize) = v;
}
