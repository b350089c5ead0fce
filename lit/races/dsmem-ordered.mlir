// Race pattern 4 accepts every ordered form of a DSMEM exchange, CUTLASS's
// barrier-initialisation pattern, and writes no peer reads after the wait; it
// never looks at TMA writes (their mbarrier orders them). No diagnostic, exit
// status 0, ptxas-clean.
// RUN: %nvvm-lower %s --target sm_90a --split-input-file > %t.ptx 2> %t.err
// RUN: %count 0 < %t.err
// RUN: %ptxas-verify %t.ptx
// RUN: %FileCheck %s --input-file %t.ptx

// The default cluster barrier: the releasing arrive.
// CHECK-LABEL: .entry default_barrier(
// CHECK: st.shared::cluster.b32
// CHECK-NEXT: fence.mbarrier_init.release.cluster;
// CHECK-NOT: st.
// CHECK: barrier.cluster.arrive;
// CHECK-NEXT: barrier.cluster.wait;
llvm.func @default_barrier(%slot: !llvm.ptr<3>, %v: i32, %peer: i32, %out: !llvm.ptr<1>) attributes {nvvm.kernel} {
  %remote = nvvm.mapa %slot, %peer : !llvm.ptr<3> -> !llvm.ptr<7>
  llvm.store %v, %remote : i32, !llvm.ptr<7>
  nvsync.cluster_barrier {scope = #nvsync.barrier_scope<cluster>}
  %mine = llvm.load %slot : !llvm.ptr<3> -> i32
  llvm.store %mine, %out : i32, !llvm.ptr<1>
  llvm.return
}

// -----

// Hand-written release/acquire arrive and wait.
// CHECK-LABEL: .entry release_arrive(
// CHECK: barrier.cluster.arrive.aligned;
llvm.func @release_arrive(%slot: !llvm.ptr<3>, %v: i32, %peer: i32, %out: !llvm.ptr<1>) attributes {nvvm.kernel} {
  %remote = nvvm.mapa %slot, %peer : !llvm.ptr<3> -> !llvm.ptr<7>
  llvm.store %v, %remote : i32, !llvm.ptr<7>
  nvvm.cluster.arrive {aligned}
  nvvm.cluster.wait {aligned}
  %mine = llvm.load %slot : !llvm.ptr<3> -> i32
  llvm.store %mine, %out : i32, !llvm.ptr<1>
  llvm.return
}

// -----

// A cluster-scope release fence, then the relaxed arrive (an nvsync.fence
// release at cluster scope counts the same).
// CHECK-LABEL: .entry fence_then_relaxed(
// CHECK: fence.acq_rel.cluster;
// CHECK-NOT: st.
// CHECK: barrier.cluster.arrive.relaxed;
// CHECK: st.shared::cluster.b32
// CHECK-NEXT: fence.acq_rel.cluster;
// CHECK-NEXT: barrier.cluster.arrive.relaxed;
llvm.func @fence_then_relaxed(%slot: !llvm.ptr<3>, %v: i32, %peer: i32, %out: !llvm.ptr<1>) attributes {nvvm.kernel} {
  %remote = nvvm.mapa %slot, %peer : !llvm.ptr<3> -> !llvm.ptr<7>
  llvm.store %v, %remote : i32, !llvm.ptr<7>
  llvm.fence syncscope("cluster") release
  nvvm.cluster.arrive.relaxed
  nvvm.cluster.wait
  %mine = llvm.load %slot : !llvm.ptr<3> -> i32
  llvm.store %v, %remote : i32, !llvm.ptr<7>
  nvsync.fence {mem_semantic = #nvsync.mem_semantic<release>, mem_scope = #nvsync.mem_scope<cluster>}
  nvvm.cluster.arrive.relaxed
  nvvm.cluster.wait
  %again = llvm.load %slot : !llvm.ptr<3> -> i32
  %sum = llvm.add %mine, %again : i32
  llvm.store %sum, %out : i32, !llvm.ptr<1>
  llvm.return
}

// -----

// CUTLASS's set-up: mbarrier.init, fence.mbarrier_init, relaxed arrive: no
// DSMEM write at all, so nothing for the relaxed arrive to order.
// CHECK-LABEL: .entry cutlass_init(
// CHECK: mbarrier.init.shared.b64
// CHECK: fence.mbarrier_init.release.cluster;
// CHECK: barrier.cluster.arrive.relaxed.aligned;
llvm.func @cutlass_init(%bar: !llvm.ptr<3>, %slot: !llvm.ptr<3>, %out: !llvm.ptr<1>) attributes {nvvm.kernel} {
  %c1 = llvm.mlir.constant(1 : i32) : i32
  nvvm.mbarrier.init %bar, %c1 : !llvm.ptr<3>, i32
  nvvm.fence.mbarrier.init
  nvvm.cluster.arrive.relaxed {aligned}
  nvvm.cluster.wait {aligned}
  %x = llvm.load %slot : !llvm.ptr<3> -> i32
  llvm.store %x, %out : i32, !llvm.ptr<1>
  llvm.return
}

// -----

// The same through the nvsync spelling, with the DSMEM write after it.
// CHECK-LABEL: .entry init_only_then_write(
// CHECK: barrier.cluster.arrive.relaxed;
llvm.func @init_only_then_write(%bar: !llvm.ptr<3>, %slot: !llvm.ptr<3>, %v: i32, %peer: i32) attributes {nvvm.kernel} {
  %c1 = llvm.mlir.constant(1 : i32) : i32
  nvvm.mbarrier.init %bar, %c1 : !llvm.ptr<3>, i32
  nvsync.cluster_barrier {scope = #nvsync.barrier_scope<cluster>, mbarrier_init_only}
  %x = llvm.load %slot : !llvm.ptr<3> -> i32
  %remote = nvvm.mapa %slot, %peer : !llvm.ptr<3> -> !llvm.ptr<7>
  llvm.store %x, %remote : i32, !llvm.ptr<7>
  nvsync.cluster_barrier {scope = #nvsync.barrier_scope<cluster>}
  llvm.return
}

// -----

// A handshake releases too (its arrive, or its explicit fence).
// CHECK-LABEL: .entry handshake_releases(
// CHECK: barrier.cluster.arrive.aligned;
// CHECK: barrier.cluster.arrive.relaxed;
llvm.func @handshake_releases(%bar: !llvm.ptr<3>, %phase: !llvm.ptr<3>, %slot: !llvm.ptr<3>, %v: i32, %peer: i32, %out: !llvm.ptr<1>) attributes {nvvm.kernel, nvvm.cluster_dim = array<i32: 2, 1, 1>} {
  %c16 = llvm.mlir.constant(16 : i32) : i32
  %remote = nvvm.mapa %slot, %peer : !llvm.ptr<3> -> !llvm.ptr<7>
  llvm.store %v, %remote : i32, !llvm.ptr<7>
  nvsync.dsmem_handshake %bar, %phase, %c16 {cluster_size = 2} : !llvm.ptr<3>, !llvm.ptr<3>, i32
  nvvm.cluster.arrive.relaxed
  nvvm.cluster.wait
  %mine = llvm.load %slot : !llvm.ptr<3> -> i32
  llvm.store %mine, %out : i32, !llvm.ptr<1>
  llvm.return
}

// -----

// A write no one reads before the next releasing barrier: the relaxed
// barrier in between is not what orders it.
// CHECK-LABEL: .entry no_read_before_release(
// CHECK: barrier.cluster.arrive.relaxed;
// CHECK: barrier.cluster.arrive;
llvm.func @no_read_before_release(%slot: !llvm.ptr<3>, %v: i32, %peer: i32, %out: !llvm.ptr<1>) attributes {nvvm.kernel} {
  %remote = nvvm.mapa %slot, %peer : !llvm.ptr<3> -> !llvm.ptr<7>
  llvm.store %v, %remote : i32, !llvm.ptr<7>
  nvvm.cluster.arrive.relaxed
  nvvm.cluster.wait
  nvvm.cluster.arrive
  nvvm.cluster.wait
  %mine = llvm.load %slot : !llvm.ptr<3> -> i32
  llvm.store %mine, %out : i32, !llvm.ptr<1>
  llvm.return
}

// -----

// A releasing callee between the write and the relaxed arrive.
// CHECK-LABEL: .entry releasing_call(
// CHECK: call.uni
// CHECK: barrier.cluster.arrive.relaxed;
llvm.func @releasing_call(%slot: !llvm.ptr<3>, %v: i32, %peer: i32, %out: !llvm.ptr<1>) attributes {nvvm.kernel} {
  %remote = nvvm.mapa %slot, %peer : !llvm.ptr<3> -> !llvm.ptr<7>
  llvm.store %v, %remote : i32, !llvm.ptr<7>
  llvm.call @publish() : () -> ()
  nvvm.cluster.arrive.relaxed
  nvvm.cluster.wait
  %mine = llvm.load %slot : !llvm.ptr<3> -> i32
  llvm.store %mine, %out : i32, !llvm.ptr<1>
  llvm.return
}
llvm.func @publish() {
  llvm.fence syncscope("cluster") release
  llvm.return
}
