// What nvvm-lower does instead of refusing race pattern 4, and the safety
// fence before a remote complete_tx.
//
// --fence-dsmem-writes: a cluster-scope release fence before the relaxed
// arrive, a warning[safety], exit 0.
// RUN: %nvvm-lower %s --target sm_90a --fence-dsmem-writes > %t.fenced 2> %t.fenced.err
// RUN: %FileCheck %s --check-prefix=FENCED --input-file %t.fenced
// RUN: %FileCheck %s --check-prefix=FENCED-WARN -DFILE=%s --input-file %t.fenced.err
// RUN: %ptxas-verify %t.fenced
// --allow-unordered-dsmem: the relaxed arrive as written, a warning[race].
// RUN: %nvvm-lower %s --target sm_90a --allow-unordered-dsmem > %t.allowed 2> %t.allowed.err
// RUN: %FileCheck %s --check-prefix=ALLOWED --input-file %t.allowed
// RUN: %FileCheck %s --check-prefix=ALLOWED-WARN --input-file %t.allowed.err
// The two exclude each other: a usage error.
// RUN: %nvvm-lower %s --target sm_90a --fence-dsmem-writes --allow-unordered-dsmem 2>&1 >/dev/null; test $? -eq 2

// FENCED-LABEL: .entry exchange(
// FENCED: st.shared::cluster.b32
// FENCED-NEXT: fence.acq_rel.cluster;
// FENCED-NOT: st.
// FENCED: barrier.cluster.arrive.relaxed;
// FENCED-WARN: warning[safety]: inserted a cluster-scope release fence before this relaxed cluster arrive: a write to another CTA's shared memory reaches it unreleased
// FENCED-WARN-NEXT: ┌─ [[FILE]]:[[@LINE+10]]:3
// ALLOWED-LABEL: .entry exchange(
// ALLOWED: st.shared::cluster.b32
// ALLOWED-NOT: fence
// ALLOWED: barrier.cluster.arrive.relaxed;
// ALLOWED-WARN: warning[race]: a write to another CTA's shared memory reaches this relaxed cluster arrive
// ALLOWED-WARN: = allowed by --allow-unordered-dsmem
llvm.func @exchange(%slot: !llvm.ptr<3>, %v: i32, %peer: i32, %out: !llvm.ptr<1>) attributes {nvvm.kernel} {
  %remote = nvvm.mapa %slot, %peer : !llvm.ptr<3> -> !llvm.ptr<7>
  llvm.store %v, %remote : i32, !llvm.ptr<7>
  nvvm.cluster.arrive.relaxed
  nvvm.cluster.wait
  %mine = llvm.load %slot : !llvm.ptr<3> -> i32
  llvm.store %mine, %out : i32, !llvm.ptr<1>
  llvm.return
}

// mbarrier.complete_tx is relaxed: after a DSMEM store into the peer, the
// completion on the peer's barrier gets a release fence before it (with a
// warning) in every mode; with one written, nothing is added.
// FENCED-LABEL: .entry remote_complete(
// FENCED: st.shared::cluster.b32
// FENCED-NOT: mbarrier
// FENCED: fence.acq_rel.cluster;
// FENCED-NOT: st.
// FENCED: mbarrier.complete_tx.relaxed.cluster.shared::cluster.b64
// FENCED-NEXT: st.shared::cluster.b32
// FENCED-NEXT: fence.acq_rel.cluster;
// FENCED-NOT: fence
// FENCED: mbarrier.complete_tx.relaxed.cluster.shared::cluster.b64
// FENCED-WARN: warning[safety]: a complete_tx on another CTA's mbarrier after a write to its shared memory with no release in between: inserted a cluster-scope release fence (fence.release.cluster; fence.acq_rel.cluster below PTX 8.6)
// FENCED-WARN-NEXT: ┌─ [[FILE]]:[[@LINE+8]]:3
// FENCED-WARN: = mbarrier.complete_tx is relaxed: without the fence the peer's wait can complete before it sees the bytes; write the fence (llvm.fence syncscope("cluster") release) to make it explicit
// FENCED-WARN-NOT: warning
llvm.func @remote_complete(%buf: !llvm.ptr<3>, %bar: !llvm.ptr<3>, %v: i32, %peer: i32) attributes {nvvm.kernel} {
  %c4 = llvm.mlir.constant(4 : i32) : i32
  %rb = nvvm.mapa %buf, %peer : !llvm.ptr<3> -> !llvm.ptr<7>
  llvm.store %v, %rb : i32, !llvm.ptr<7>
  %rbar = nvvm.mapa %bar, %peer : !llvm.ptr<3> -> !llvm.ptr<7>
  nvvm.mbarrier.complete_tx %rbar, %c4 {scope = #nvvm.mem_scope<cluster>} : !llvm.ptr<7>, i32
  // Written by hand: no second fence.
  llvm.store %v, %rb : i32, !llvm.ptr<7>
  llvm.fence syncscope("cluster") release
  nvvm.mbarrier.complete_tx %rbar, %c4 {scope = #nvvm.mem_scope<cluster>} : !llvm.ptr<7>, i32
  llvm.return
}
