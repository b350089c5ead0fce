// The tcgen05 allocation, commit, fence/wait, shift and copy ops exist only on
// the tcgen05 targets (sm_100a/f, sm_101a/f, sm_103a/f, sm_110a/f; shift only on
// the 'a' ones): sm_90a (wgmma's target), plain sm_100 (no 'a'/'f' features) and
// sm_120a (consumer Blackwell, no tensor memory) refuse every form with a
// gate-target diagnostic at the op that names its PTX form, exit status 1 and
// nothing on stdout, also when only LLVM IR is asked for.
// RUN: %nvvm-lower %s --target sm_90a > %t.out 2> %t.err; test $? -eq 1
// RUN: %count 0 < %t.out
// RUN: %FileCheck %s -DFILE=%s -DT=sm_90a --input-file %t.err
// RUN: %nvvm-lower %s --target sm_100 > %t.out 2> %t.err; test $? -eq 1
// RUN: %count 0 < %t.out
// RUN: %FileCheck %s -DFILE=%s -DT=sm_100 --input-file %t.err
// RUN: %nvvm-lower %s --target sm_120a > %t.out 2> %t.err; test $? -eq 1
// RUN: %count 0 < %t.out
// RUN: %FileCheck %s -DFILE=%s -DT=sm_120a --input-file %t.err
// RUN: %nvvm-lower %s --target sm_90a --emit llvm-ir > %t.out 2> %t.err; test $? -eq 1
// RUN: %count 0 < %t.out
// RUN: %FileCheck %s -DFILE=%s -DT=sm_90a --input-file %t.err
// Every one of the 30 ops is diagnosed, once, and nothing else (sm_121a too).
// RUN: %not %nvvm-lower %s --target sm_121a 2>&1 >/dev/null | grep -c '^error' | grep -qx 30
// RUN: %not %nvvm-lower %s --target sm_121a 2>&1 >/dev/null | grep -c '^error\[gate-target\]: .* is not available on sm_121a$' | grep -qx 30
// The same source compiles on the tcgen05 targets.
// RUN: %nvvm-lower %s --target sm_100a | %ptxas-verify
// RUN: %nvvm-lower %s --target sm_103a | %ptxas-verify

llvm.func @gated_cg1(%addr: !llvm.ptr, %saddr: !llvm.ptr<3>, %taddr: !llvm.ptr<6>, %ncols: i32, %bar: !llvm.ptr, %sbar: !llvm.ptr<3>, %mask: i16, %desc: i64) {
  // CHECK: error[gate-target]: 'nvvm.tcgen05.alloc' (tcgen05.alloc.cta_group::1.sync.aligned.b32) is not available on [[T]]
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+3]]:3
  // CHECK: = it needs one of [sm_100a, sm_100f, sm_101a, sm_101f, sm_103a, sm_103f, sm_110a, sm_110f] (set 'tcgen05') with PTX ISA 8.6 or newer
  // CHECK-NEXT: = `nvvm-lower --print ops` lists every op with its requirement
  nvvm.tcgen05.alloc %addr, %ncols : !llvm.ptr, i32
  // CHECK: error[gate-target]: 'nvvm.tcgen05.alloc' (tcgen05.alloc.cta_group::1.sync.aligned.shared::cta.b32) is not available on [[T]]
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+2]]:3
  // CHECK: = it needs one of [sm_100a, sm_100f, sm_101a, sm_101f, sm_103a, sm_103f, sm_110a, sm_110f] (set 'tcgen05') with PTX ISA 8.6 or newer
  nvvm.tcgen05.alloc %saddr, %ncols : !llvm.ptr<3>, i32
  // CHECK: error[gate-target]: 'nvvm.tcgen05.dealloc' (tcgen05.dealloc.cta_group::1.sync.aligned.b32) is not available on [[T]]
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+2]]:3
  // CHECK: = it needs one of [sm_100a, sm_100f, sm_101a, sm_101f, sm_103a, sm_103f, sm_110a, sm_110f] (set 'tcgen05') with PTX ISA 8.6 or newer
  nvvm.tcgen05.dealloc %taddr, %ncols : !llvm.ptr<6>, i32
  // CHECK: error[gate-target]: 'nvvm.tcgen05.relinquish_alloc_permit' (tcgen05.relinquish_alloc_permit.cta_group::1.sync.aligned) is not available on [[T]]
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+2]]:3
  // CHECK: = it needs one of [sm_100a, sm_100f, sm_101a, sm_101f, sm_103a, sm_103f, sm_110a, sm_110f] (set 'tcgen05') with PTX ISA 8.6 or newer
  nvvm.tcgen05.relinquish_alloc_permit
  // CHECK: error[gate-target]: 'nvvm.tcgen05.commit' (tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.b64) is not available on [[T]]
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+2]]:3
  // CHECK: = it needs one of [sm_100a, sm_100f, sm_101a, sm_101f, sm_103a, sm_103f, sm_110a, sm_110f] (set 'tcgen05') with PTX ISA 8.6 or newer
  nvvm.tcgen05.commit %bar : !llvm.ptr
  // CHECK: error[gate-target]: 'nvvm.tcgen05.commit' (tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.multicast::cluster.b64) is not available on [[T]]
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+2]]:3
  // CHECK: = it needs one of [sm_100a, sm_100f, sm_101a, sm_101f, sm_103a, sm_103f, sm_110a, sm_110f] (set 'tcgen05') with PTX ISA 8.6 or newer
  nvvm.tcgen05.commit %bar, multicast_mask = %mask : !llvm.ptr, i16
  // CHECK: error[gate-target]: 'nvvm.tcgen05.commit' (tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.b64) is not available on [[T]]
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+2]]:3
  // CHECK: = it needs one of [sm_100a, sm_100f, sm_101a, sm_101f, sm_103a, sm_103f, sm_110a, sm_110f] (set 'tcgen05') with PTX ISA 8.6 or newer
  nvvm.tcgen05.commit %sbar : !llvm.ptr<3>
  // CHECK: error[gate-target]: 'nvvm.tcgen05.commit' (tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.multicast::cluster.b64) is not available on [[T]]
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+2]]:3
  // CHECK: = it needs one of [sm_100a, sm_100f, sm_101a, sm_101f, sm_103a, sm_103f, sm_110a, sm_110f] (set 'tcgen05') with PTX ISA 8.6 or newer
  nvvm.tcgen05.commit %sbar, multicast_mask = %mask : !llvm.ptr<3>, i16
  // CHECK: error[gate-target]: 'nvvm.tcgen05.shift' (tcgen05.shift.cta_group::1.down) is not available on [[T]]
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+3]]:3
  // CHECK: = it needs one of [sm_100a, sm_101a, sm_103a, sm_110a] (set 'tcgen05_a') with PTX ISA 8.6 or newer
  // CHECK-NEXT: = `nvvm-lower --print ops` lists every op with its requirement
  nvvm.tcgen05.shift %taddr : !llvm.ptr<6>
  // CHECK: error[gate-target]: 'nvvm.tcgen05.cp' (tcgen05.cp.cta_group::1.128x256b) is not available on [[T]]
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+2]]:3
  // CHECK: = it needs one of [sm_100a, sm_100f, sm_101a, sm_101f, sm_103a, sm_103f, sm_110a, sm_110f] (set 'tcgen05') with PTX ISA 8.6 or newer
  nvvm.tcgen05.cp %taddr, %desc {shape = #nvvm.tcgen05_cp_shape<shape_128x256b>}
  // CHECK: error[gate-target]: 'nvvm.tcgen05.cp' (tcgen05.cp.cta_group::1.4x256b.b8x16.b6x16_p32) is not available on [[T]]
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+2]]:3
  // CHECK: = it needs one of [sm_100a, sm_100f, sm_101a, sm_101f, sm_103a, sm_103f, sm_110a, sm_110f] (set 'tcgen05') with PTX ISA 8.6 or newer
  nvvm.tcgen05.cp %taddr, %desc {shape = #nvvm.tcgen05_cp_shape<shape_4x256b>, srcFormat = #nvvm.tcgen05_cp_src_fmt<b6x16_p32>}
  // CHECK: error[gate-target]: 'nvvm.tcgen05.cp' (tcgen05.cp.cta_group::1.128x128b.b8x16.b4x16_p64) is not available on [[T]]
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+2]]:3
  // CHECK: = it needs one of [sm_100a, sm_100f, sm_101a, sm_101f, sm_103a, sm_103f, sm_110a, sm_110f] (set 'tcgen05') with PTX ISA 8.6 or newer
  nvvm.tcgen05.cp %taddr, %desc {shape = #nvvm.tcgen05_cp_shape<shape_128x128b>, srcFormat = #nvvm.tcgen05_cp_src_fmt<b4x16_p64>}
  // CHECK: error[gate-target]: 'nvvm.tcgen05.cp' (tcgen05.cp.cta_group::1.64x128b.warpx2::02_13) is not available on [[T]]
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+2]]:3
  // CHECK: = it needs one of [sm_100a, sm_100f, sm_101a, sm_101f, sm_103a, sm_103f, sm_110a, sm_110f] (set 'tcgen05') with PTX ISA 8.6 or newer
  nvvm.tcgen05.cp %taddr, %desc {shape = #nvvm.tcgen05_cp_shape<shape_64x128b>, multicast = #nvvm.tcgen05_cp_multicast<warpx2_02_13>}
  // CHECK: error[gate-target]: 'nvvm.tcgen05.cp' (tcgen05.cp.cta_group::1.64x128b.warpx2::01_23) is not available on [[T]]
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+2]]:3
  // CHECK: = it needs one of [sm_100a, sm_100f, sm_101a, sm_101f, sm_103a, sm_103f, sm_110a, sm_110f] (set 'tcgen05') with PTX ISA 8.6 or newer
  nvvm.tcgen05.cp %taddr, %desc {shape = #nvvm.tcgen05_cp_shape<shape_64x128b>, multicast = #nvvm.tcgen05_cp_multicast<warpx2_01_23>}
  // CHECK: error[gate-target]: 'nvvm.tcgen05.cp' (tcgen05.cp.cta_group::1.32x128b.warpx4) is not available on [[T]]
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+2]]:3
  // CHECK: = it needs one of [sm_100a, sm_100f, sm_101a, sm_101f, sm_103a, sm_103f, sm_110a, sm_110f] (set 'tcgen05') with PTX ISA 8.6 or newer
  nvvm.tcgen05.cp %taddr, %desc {shape = #nvvm.tcgen05_cp_shape<shape_32x128b>, multicast = #nvvm.tcgen05_cp_multicast<warpx4>}
  llvm.return
}

llvm.func @gated_cg2(%addr: !llvm.ptr, %saddr: !llvm.ptr<3>, %taddr: !llvm.ptr<6>, %ncols: i32, %bar: !llvm.ptr, %sbar: !llvm.ptr<3>, %mask: i16, %desc: i64) {
  // CHECK: error[gate-target]: 'nvvm.tcgen05.alloc' (tcgen05.alloc.cta_group::2.sync.aligned.b32) is not available on [[T]]
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+2]]:3
  // CHECK: = it needs one of [sm_100a, sm_100f, sm_101a, sm_101f, sm_103a, sm_103f, sm_110a, sm_110f] (set 'tcgen05') with PTX ISA 8.6 or newer
  nvvm.tcgen05.alloc %addr, %ncols {group = #nvvm.cta_group<cta_2>} : !llvm.ptr, i32
  // CHECK: error[gate-target]: 'nvvm.tcgen05.alloc' (tcgen05.alloc.cta_group::2.sync.aligned.shared::cta.b32) is not available on [[T]]
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+2]]:3
  // CHECK: = it needs one of [sm_100a, sm_100f, sm_101a, sm_101f, sm_103a, sm_103f, sm_110a, sm_110f] (set 'tcgen05') with PTX ISA 8.6 or newer
  nvvm.tcgen05.alloc %saddr, %ncols {group = #nvvm.cta_group<cta_2>} : !llvm.ptr<3>, i32
  // CHECK: error[gate-target]: 'nvvm.tcgen05.dealloc' (tcgen05.dealloc.cta_group::2.sync.aligned.b32) is not available on [[T]]
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+2]]:3
  // CHECK: = it needs one of [sm_100a, sm_100f, sm_101a, sm_101f, sm_103a, sm_103f, sm_110a, sm_110f] (set 'tcgen05') with PTX ISA 8.6 or newer
  nvvm.tcgen05.dealloc %taddr, %ncols {group = #nvvm.cta_group<cta_2>} : !llvm.ptr<6>, i32
  // CHECK: error[gate-target]: 'nvvm.tcgen05.relinquish_alloc_permit' (tcgen05.relinquish_alloc_permit.cta_group::2.sync.aligned) is not available on [[T]]
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+2]]:3
  // CHECK: = it needs one of [sm_100a, sm_100f, sm_101a, sm_101f, sm_103a, sm_103f, sm_110a, sm_110f] (set 'tcgen05') with PTX ISA 8.6 or newer
  nvvm.tcgen05.relinquish_alloc_permit {group = #nvvm.cta_group<cta_2>}
  // CHECK: error[gate-target]: 'nvvm.tcgen05.commit' (tcgen05.commit.cta_group::2.mbarrier::arrive::one.shared::cluster.b64) is not available on [[T]]
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+2]]:3
  // CHECK: = it needs one of [sm_100a, sm_100f, sm_101a, sm_101f, sm_103a, sm_103f, sm_110a, sm_110f] (set 'tcgen05') with PTX ISA 8.6 or newer
  nvvm.tcgen05.commit %bar {group = #nvvm.cta_group<cta_2>} : !llvm.ptr
  // CHECK: error[gate-target]: 'nvvm.tcgen05.commit' (tcgen05.commit.cta_group::2.mbarrier::arrive::one.shared::cluster.multicast::cluster.b64) is not available on [[T]]
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+2]]:3
  // CHECK: = it needs one of [sm_100a, sm_100f, sm_101a, sm_101f, sm_103a, sm_103f, sm_110a, sm_110f] (set 'tcgen05') with PTX ISA 8.6 or newer
  nvvm.tcgen05.commit %bar, multicast_mask = %mask {group = #nvvm.cta_group<cta_2>} : !llvm.ptr, i16
  // CHECK: error[gate-target]: 'nvvm.tcgen05.commit' (tcgen05.commit.cta_group::2.mbarrier::arrive::one.shared::cluster.b64) is not available on [[T]]
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+2]]:3
  // CHECK: = it needs one of [sm_100a, sm_100f, sm_101a, sm_101f, sm_103a, sm_103f, sm_110a, sm_110f] (set 'tcgen05') with PTX ISA 8.6 or newer
  nvvm.tcgen05.commit %sbar {group = #nvvm.cta_group<cta_2>} : !llvm.ptr<3>
  // CHECK: error[gate-target]: 'nvvm.tcgen05.commit' (tcgen05.commit.cta_group::2.mbarrier::arrive::one.shared::cluster.multicast::cluster.b64) is not available on [[T]]
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+2]]:3
  // CHECK: = it needs one of [sm_100a, sm_100f, sm_101a, sm_101f, sm_103a, sm_103f, sm_110a, sm_110f] (set 'tcgen05') with PTX ISA 8.6 or newer
  nvvm.tcgen05.commit %sbar, multicast_mask = %mask {group = #nvvm.cta_group<cta_2>} : !llvm.ptr<3>, i16
  // CHECK: error[gate-target]: 'nvvm.tcgen05.shift' (tcgen05.shift.cta_group::2.down) is not available on [[T]]
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+2]]:3
  // CHECK: = it needs one of [sm_100a, sm_101a, sm_103a, sm_110a] (set 'tcgen05_a') with PTX ISA 8.6 or newer
  nvvm.tcgen05.shift %taddr {group = #nvvm.cta_group<cta_2>} : !llvm.ptr<6>
  // CHECK: error[gate-target]: 'nvvm.tcgen05.cp' (tcgen05.cp.cta_group::2.128x256b.b8x16.b4x16_p64) is not available on [[T]]
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+2]]:3
  // CHECK: = it needs one of [sm_100a, sm_100f, sm_101a, sm_101f, sm_103a, sm_103f, sm_110a, sm_110f] (set 'tcgen05') with PTX ISA 8.6 or newer
  nvvm.tcgen05.cp %taddr, %desc {shape = #nvvm.tcgen05_cp_shape<shape_128x256b>, group = #nvvm.cta_group<cta_2>, srcFormat = #nvvm.tcgen05_cp_src_fmt<b4x16_p64>}
  // CHECK: error[gate-target]: 'nvvm.tcgen05.cp' (tcgen05.cp.cta_group::2.32x128b.warpx4.b8x16.b6x16_p32) is not available on [[T]]
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+2]]:3
  // CHECK: = it needs one of [sm_100a, sm_100f, sm_101a, sm_101f, sm_103a, sm_103f, sm_110a, sm_110f] (set 'tcgen05') with PTX ISA 8.6 or newer
  nvvm.tcgen05.cp %taddr, %desc {shape = #nvvm.tcgen05_cp_shape<shape_32x128b>, group = #nvvm.cta_group<cta_2>, multicast = #nvvm.tcgen05_cp_multicast<warpx4>, srcFormat = #nvvm.tcgen05_cp_src_fmt<b6x16_p32>}
  llvm.return
}

llvm.func @gated_nogroup() {
  // CHECK: error[gate-target]: 'nvvm.tcgen05.fence' (tcgen05.fence::before_thread_sync) is not available on [[T]]
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+2]]:3
  // CHECK: = it needs one of [sm_100a, sm_100f, sm_101a, sm_101f, sm_103a, sm_103f, sm_110a, sm_110f] (set 'tcgen05') with PTX ISA 8.6 or newer
  nvvm.tcgen05.fence #nvvm.tcgen05_fence<before>
  // CHECK: error[gate-target]: 'nvvm.tcgen05.fence' (tcgen05.fence::after_thread_sync) is not available on [[T]]
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+2]]:3
  // CHECK: = it needs one of [sm_100a, sm_100f, sm_101a, sm_101f, sm_103a, sm_103f, sm_110a, sm_110f] (set 'tcgen05') with PTX ISA 8.6 or newer
  nvvm.tcgen05.fence #nvvm.tcgen05_fence<after>
  // CHECK: error[gate-target]: 'nvvm.tcgen05.wait' (tcgen05.wait::ld.sync.aligned) is not available on [[T]]
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+2]]:3
  // CHECK: = it needs one of [sm_100a, sm_100f, sm_101a, sm_101f, sm_103a, sm_103f, sm_110a, sm_110f] (set 'tcgen05') with PTX ISA 8.6 or newer
  nvvm.tcgen05.wait #nvvm.tcgen05_wait<load>
  // CHECK: error[gate-target]: 'nvvm.tcgen05.wait' (tcgen05.wait::st.sync.aligned) is not available on [[T]]
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+2]]:3
  // CHECK: = it needs one of [sm_100a, sm_100f, sm_101a, sm_101f, sm_103a, sm_103f, sm_110a, sm_110f] (set 'tcgen05') with PTX ISA 8.6 or newer
  nvvm.tcgen05.wait #nvvm.tcgen05_wait<store>
  llvm.return
}

// CHECK-NOT: error
