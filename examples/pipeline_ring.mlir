// A depth-4 producer/consumer ring written with the nvsync pipeline ops
// (spec 002 "Phase Parity"), plus a named barrier for the consumer warps.
//
// Warp 0 produces (its lane 0): for each iteration i it waits until stage
// i mod 4 is empty (parity ((i / 4) & 1) ^ 1), writes the value, announces 4
// bytes on the stage's full barrier with its (releasing) arrive, and completes
// the transaction. The write comes before the arrive because only the arrive
// orders memory: mbarrier.complete_tx is relaxed. Warps 1..3 consume: they wait for
// the stage to be full (parity (i / 4) & 1), read, meet on a named barrier,
// and release the stage.
//
//   scripts/nvvm-lower examples/pipeline_ring.mlir --target sm_90a

module {
  llvm.mlir.global internal @full() {addr_space = 3 : i32, alignment = 8 : i64} : !llvm.array<4 x i64>
  llvm.mlir.global internal @empty() {addr_space = 3 : i32, alignment = 8 : i64} : !llvm.array<4 x i64>
  llvm.mlir.global internal @data() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<4 x i32>

  llvm.func @ring(%out: !llvm.ptr<1>, %iters: i32) attributes {nvvm.kernel, nvvm.reqntid = array<i32: 128, 1, 1>} {
    %c0 = llvm.mlir.constant(0 : i32) : i32
    %c1 = llvm.mlir.constant(1 : i32) : i32
    %c4 = llvm.mlir.constant(4 : i32) : i32
    %c32 = llvm.mlir.constant(32 : i32) : i32
    %c96 = llvm.mlir.constant(96 : i32) : i32
    %full = llvm.mlir.addressof @full : !llvm.ptr<3>
    %empty = llvm.mlir.addressof @empty : !llvm.ptr<3>
    %data = llvm.mlir.addressof @data : !llvm.ptr<3>
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %warp = llvm.udiv %tid, %c32 : i32
    %lane = nvvm.read.ptx.sreg.laneid : i32
    %is_producer = llvm.icmp "eq" %warp, %c0 : i32
    %is_leader = llvm.icmp "eq" %tid, %c0 : i32
    %consumers = nvsync.named_barrier.alloc %c96 : !nvsync.named_barrier
    llvm.cond_br %is_leader, ^init(%c0 : i32), ^ready

  ^init(%s: i32):
    %more_init = llvm.icmp "ult" %s, %c4 : i32
    llvm.cond_br %more_init, ^init_body, ^ready
  ^init_body:
    %f = llvm.getelementptr %full[0, %s] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, !llvm.array<4 x i64>
    %e = llvm.getelementptr %empty[0, %s] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, !llvm.array<4 x i64>
    // full: the producer's one arrive; empty: one arrive per consumer warp.
    nvvm.mbarrier.init %f, %c1 : !llvm.ptr<3>, i32
    nvvm.mbarrier.init %e, %c96 : !llvm.ptr<3>, i32
    %s1 = llvm.add %s, %c1 : i32
    llvm.br ^init(%s1 : i32)

  ^ready:
    nvsync.cta_barrier {aligned}
    llvm.cond_br %is_producer, ^produce(%c0 : i32), ^consume(%c0 : i32)

  ^produce(%i: i32):
    %pmore = llvm.icmp "ult" %i, %iters : i32
    llvm.cond_br %pmore, ^produce_body, ^exit
  ^produce_body:
    %plead = llvm.icmp "eq" %lane, %c0 : i32
    llvm.cond_br %plead, ^fill, ^produce_next
  ^fill:
    nvsync.pipeline.producer_acquire %empty, %i {depth = 4} : !llvm.ptr<3>, i32
    %ps = llvm.urem %i, %c4 : i32
    %pslot = llvm.getelementptr %data[0, %ps] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, !llvm.array<4 x i32>
    // The store comes before the commit: the commit's arrive is the release
    // that publishes it (complete_tx is relaxed and orders nothing).
    llvm.store %i, %pslot : i32, !llvm.ptr<3>
    nvsync.pipeline.producer_commit %full, %i, %c4 {depth = 4} : !llvm.ptr<3>, i32, i32
    %pf = llvm.getelementptr %full[0, %ps] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, !llvm.array<4 x i64>
    nvvm.mbarrier.complete_tx %pf, %c4 : !llvm.ptr<3>, i32
    llvm.br ^produce_next
  ^produce_next:
    %inext = llvm.add %i, %c1 : i32
    llvm.br ^produce(%inext : i32)

  ^consume(%j: i32):
    %cmore = llvm.icmp "ult" %j, %iters : i32
    llvm.cond_br %cmore, ^consume_body, ^exit
  ^consume_body:
    nvsync.pipeline.consumer_wait %full, %j {depth = 4} : !llvm.ptr<3>, i32
    %cs = llvm.urem %j, %c4 : i32
    %cslot = llvm.getelementptr %data[0, %cs] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, !llvm.array<4 x i32>
    %v = llvm.load %cslot : !llvm.ptr<3> -> i32
    %dst = llvm.getelementptr %out[%tid] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    llvm.store %v, %dst : i32, !llvm.ptr<1>
    // All consumer warps have read the stage before any of them releases it.
    nvsync.named_barrier.sync %consumers
    nvsync.pipeline.consumer_release %empty, %j {depth = 4} : !llvm.ptr<3>, i32
    %jnext = llvm.add %j, %c1 : i32
    llvm.br ^consume(%jnext : i32)

  ^exit:
    llvm.return
  }
}
