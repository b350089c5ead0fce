// Cluster set-up and DSMEM transaction handshakes (spec 000), for a cluster of
// four CTAs.
//
// Every CTA initialises its mbarrier and meets the other CTAs on a cluster
// barrier whose only job is to publish that initialisation before any peer
// touches the barrier remotely: the one safe use of the spec's relaxed arrive,
// spelt `mbarrier_init_only` (fence.mbarrier_init orders mbarrier.init and
// nothing else). Then two handshakes: one over pairs of CTAs (cluster_size = 2)
// with an explicit release fence, one over all four (cluster_size = 4). In
// each, the CTA's leader thread publishes the expected transaction bytes on
// every peer's mbarrier and flips the phase word once, then every thread
// arrives and waits. The last cluster barrier is the default one, which orders
// memory (release arrive, acquire wait): no CTA leaves while a peer may still
// use its shared memory.
//
//   scripts/nvvm-lower examples/cluster_handshake.mlir --target sm_90a
//   scripts/nvvm-lower examples/cluster_handshake.mlir --target sm_100a

module {
  llvm.mlir.global internal @bar() {addr_space = 3 : i32, alignment = 8 : i64} : i64
  llvm.mlir.global internal @phase() {addr_space = 3 : i32, alignment = 4 : i64} : i32

  llvm.func @handshake(%tx_bytes: i32) attributes {nvvm.kernel, nvvm.cluster_dim = array<i32: 4, 1, 1>, nvvm.reqntid = array<i32: 128, 1, 1>} {
    %c0 = llvm.mlir.constant(0 : i32) : i32
    %c1 = llvm.mlir.constant(1 : i32) : i32
    %b = llvm.mlir.addressof @bar : !llvm.ptr<3>
    %p = llvm.mlir.addressof @phase : !llvm.ptr<3>
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %leader = llvm.icmp "eq" %tid, %c0 : i32
    llvm.cond_br %leader, ^init, ^meet
  ^init:
    nvvm.mbarrier.init %b, %c1 : !llvm.ptr<3>, i32
    llvm.store %c0, %p : i32, !llvm.ptr<3>
    llvm.br ^meet
  ^meet:
    // fence.mbarrier_init + bar.sync + relaxed aligned arrive/wait: publishes
    // mbarrier.init (and, through bar.sync, the phase word within the CTA).
    nvsync.cluster_barrier {scope = #nvsync.barrier_scope<cluster_aligned>, mbarrier_init_only}
    nvsync.dsmem_handshake %b, %p, %tx_bytes {cluster_size = 2, explicit_release = true} : !llvm.ptr<3>, !llvm.ptr<3>, i32
    nvsync.dsmem_handshake %b, %p, %tx_bytes {cluster_size = 4} : !llvm.ptr<3>, !llvm.ptr<3>, i32
    nvsync.cluster_barrier {scope = #nvsync.barrier_scope<cluster>}
    llvm.return
  }
}
