// Race pattern 4: a write to another CTA's shared memory (shared::cluster,
// directly or through a generic pointer cast from one) that reaches a relaxed
// cluster arrive with no cluster-scope release in between, where a read of
// shared memory follows the wait. A relaxed arrive orders no memory: measured
// on an H100, 97-99% of such reads were stale. error[race] at the arrive, with
// the write and the read labelled, exit status 1, nothing on stdout.
// RUN: %nvvm-lower %s --split-input-file --target sm_90a > %t.out 2> %t.err; test $? -eq 1
// RUN: %count 0 < %t.out
// RUN: %FileCheck %s -DFILE=%s --input-file %t.err

// Hand-written relaxed arrive + wait after a DSMEM store.
// CHECK: error[race]: a write to another CTA's shared memory reaches this relaxed cluster arrive with no cluster-scope release in between: a peer that reads after the cluster wait can see stale data
// CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+13]]:3
// CHECK: [[@LINE+11]] │ llvm.store %v, %remote
// CHECK-NEXT: │ {{-+}} written to a peer CTA's shared memory here
// CHECK-NEXT: [[@LINE+10]] │ nvvm.cluster.arrive.relaxed
// CHECK-NEXT: │ {{\^+}}
// CHECK-NEXT: [[@LINE+9]] │ nvvm.cluster.wait
// CHECK-NEXT: [[@LINE+9]] │ %mine = llvm.load %slot
// CHECK-NEXT: │ {{-+}} read after the cluster wait here
// CHECK: = order it: the releasing arrive (nvvm.cluster.arrive, or nvsync.cluster_barrier without mbarrier_init_only), or llvm.fence syncscope("cluster") release before this arrive; --fence-dsmem-writes inserts the fence (spec 001, race pattern 4)
// CHECK-NEXT: = a relaxed arrive orders no memory; fence.mbarrier_init publishes only mbarrier.init (measured on an H100: 97-99% of such reads stale)
llvm.func @hand_written(%slot: !llvm.ptr<3>, %v: i32, %peer: i32, %out: !llvm.ptr<1>) attributes {nvvm.kernel} {
  %remote = nvvm.mapa %slot, %peer : !llvm.ptr<3> -> !llvm.ptr<7>
  llvm.store %v, %remote : i32, !llvm.ptr<7>
  nvvm.cluster.arrive.relaxed
  nvvm.cluster.wait
  %mine = llvm.load %slot : !llvm.ptr<3> -> i32
  llvm.store %mine, %out : i32, !llvm.ptr<1>
  llvm.return
}

// -----

// The spec's relaxed cluster barrier (mbarrier_init_only), the store through a
// generic pointer cast from the shared::cluster one, the read in a later block.
// CHECK: error[race]: a write to another CTA's shared memory reaches this relaxed cluster arrive
// CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+6]]:3
// CHECK: [[@LINE+4]] │ llvm.store %v, %generic
llvm.func @init_only_barrier(%slot: !llvm.ptr<3>, %v: i32, %peer: i32, %out: !llvm.ptr<1>, %c: i1) attributes {nvvm.kernel} {
  %remote = nvvm.mapa %slot, %peer : !llvm.ptr<3> -> !llvm.ptr<7>
  %generic = llvm.addrspacecast %remote : !llvm.ptr<7> to !llvm.ptr
  llvm.store %v, %generic : i32, !llvm.ptr
  nvsync.cluster_barrier {scope = #nvsync.barrier_scope<cluster_aligned>, mbarrier_init_only}
  llvm.cond_br %c, ^read, ^done
^read:
  %mine = llvm.load %slot : !llvm.ptr<3> -> i32
  llvm.store %mine, %out : i32, !llvm.ptr<1>
  llvm.br ^done
^done:
  llvm.return
}

// -----

// A loop: the store at the end of one round reaches the next round's relaxed
// arrive along the back edge only.
// CHECK: error[race]: a write to another CTA's shared memory reaches this relaxed cluster arrive
// CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+8]]:3
// CHECK: read after the cluster wait here
llvm.func @loop(%slot: !llvm.ptr<3>, %v: i32, %peer: i32, %n: i32, %out: !llvm.ptr<1>) attributes {nvvm.kernel} {
  %c0 = llvm.mlir.constant(0 : i32) : i32
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %remote = nvvm.mapa %slot, %peer : !llvm.ptr<3> -> !llvm.ptr<7>
  llvm.br ^round(%c0 : i32)
^round(%i: i32):
  nvvm.cluster.arrive.relaxed {aligned}
  nvvm.cluster.wait {aligned}
  %mine = llvm.load %slot : !llvm.ptr<3> -> i32
  llvm.store %mine, %out : i32, !llvm.ptr<1>
  llvm.store %v, %remote : i32, !llvm.ptr<7>
  %next = llvm.add %i, %c1 : i32
  %more = llvm.icmp "ult" %next, %n : i32
  llvm.cond_br %more, ^round(%next : i32), ^exit
^exit:
  llvm.return
}
// CHECK-NOT: error
