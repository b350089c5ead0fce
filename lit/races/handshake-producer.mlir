// Race pattern 2 counts nvsync.dsmem_handshake as the expect_tx producer of
// its barrier: it publishes the bytes on every peer's copy of it. A 2-CTA
// exchange: the handshake publishes 16 bytes, thread 0 stores them into the
// peer and completes them on the peer's barrier (mapa of the same barrier),
// every thread waits on its own barrier. Accepted (the remote complete_tx
// gets the safety pass's release fence after the store), ptxas-clean; the
// same wait with no producer at all is still refused.
// RUN: %nvvm-lower %s --target sm_90a --split-input-file > %t.ptx 2> %t.err; test $? -eq 1
// RUN: %FileCheck %s --check-prefix=ERR -DFILE=%s --input-file %t.err
// RUN: sed '/^\/\/ -----/,$d' %s | %nvvm-lower - --target sm_90a --verify-ptx | %FileCheck %s

// CHECK-LABEL: .entry exchange(
// CHECK: mbarrier.expect_tx.relaxed.cluster.shared::cluster.b64
// CHECK: barrier.cluster.arrive.aligned;
// CHECK-NEXT: barrier.cluster.wait.aligned;
// CHECK: st.shared::cluster.b32
// CHECK-NEXT: fence.acq_rel.cluster;
// CHECK-NOT: st.
// CHECK: mbarrier.complete_tx.relaxed.cluster.shared::cluster.b64
// CHECK: mbarrier.try_wait.parity.shared.b64
// ERR-NOT: exchange
// ERR: error[race]: this wait is on an mbarrier that completes by transaction bytes, but no expect_tx producer on it in this function: the phase can never complete
// ERR-NEXT: ┌─ [[FILE]]:[[@LINE+31]]:3
// ERR-NOT: error
llvm.func @exchange(%bar: !llvm.ptr<3>, %phase: !llvm.ptr<3>, %buf: !llvm.ptr<3>, %v: i32) attributes {nvvm.kernel, nvvm.cluster_dim = array<i32: 2, 1, 1>, nvvm.reqntid = array<i32: 128, 1, 1>} {
  %c0 = llvm.mlir.constant(0 : i32) : i32
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %c16 = llvm.mlir.constant(16 : i32) : i32
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %rank = nvvm.read.ptx.sreg.cluster.ctarank : i32
  %peer = llvm.xor %rank, %c1 : i32
  nvsync.dsmem_handshake %bar, %phase, %c16 {cluster_size = 2} : !llvm.ptr<3>, !llvm.ptr<3>, i32
  %lead = llvm.icmp "eq" %tid, %c0 : i32
  llvm.cond_br %lead, ^send, ^wait
^send:
  %rb = nvvm.mapa %buf, %peer : !llvm.ptr<3> -> !llvm.ptr<7>
  llvm.store %v, %rb : i32, !llvm.ptr<7>
  %rbar = nvvm.mapa %bar, %peer : !llvm.ptr<3> -> !llvm.ptr<7>
  nvvm.mbarrier.complete_tx %rbar, %c16 {scope = #nvvm.mem_scope<cluster>} : !llvm.ptr<7>, i32
  llvm.br ^wait
^wait:
  nvvm.mbarrier.try_wait.parity %bar, %c0, %c0 : !llvm.ptr<3>, i32, i32
  llvm.return
}

// -----

// No producer: a one-CTA handshake publishes nothing.
llvm.func @no_producer(%bar: !llvm.ptr<3>, %phase: !llvm.ptr<3>, %v: i32) attributes {nvvm.kernel} {
  %c0 = llvm.mlir.constant(0 : i32) : i32
  %c16 = llvm.mlir.constant(16 : i32) : i32
  nvsync.dsmem_handshake %bar, %phase, %c16 {cluster_size = 1} : !llvm.ptr<3>, !llvm.ptr<3>, i32
  nvvm.mbarrier.complete_tx %bar, %c16 : !llvm.ptr<3>, i32
  nvvm.mbarrier.try_wait.parity %bar, %c0, %c0 : !llvm.ptr<3>, i32, i32
  llvm.return
}
