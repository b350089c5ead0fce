// A depth-{{DEPTH}} ring of the nvsync pipeline ops moving real data, for the
// GPU suite (scripts/gpu-test): every value consumed once, in order, by every
// consumer.
//
// Lane 0 of warp 0 produces: for tile i = 0 .. iters-1 it acquires stage
// i mod {{DEPTH}} (producer_acquire: the "next-empty" parity), announces the
// 384 bytes on the stage's full barrier (producer_commit: arrive.expect_tx),
// and starts a TMA copy of row i of the source, a [iters][96] i32 tensor
// (%rows), into the stage; the copy's bytes complete the phase. Warps 1-3
// (96 consumers, consumer c = tid - 32) wait for the stage (consumer_wait: the
// "now-full" parity), read element c of the tile and the sum of all 96, store
// both (vals[i * 96 + c], sums[i * 96 + c]) and release the stage
// (consumer_release: arrive on the empty barrier, count 96).

module {
  llvm.mlir.global internal @full() {addr_space = 3 : i32, alignment = 8 : i64} : !llvm.array<4 x i64>
  llvm.mlir.global internal @empty() {addr_space = 3 : i32, alignment = 8 : i64} : !llvm.array<4 x i64>
  // Four stages of 96 words (384 bytes: every stage 128-byte aligned).
  llvm.mlir.global internal @tiles() {addr_space = 3 : i32, alignment = 128 : i64} : !llvm.array<384 x i32>

  llvm.func @pipeline_ring(%rows: !llvm.ptr, %vals: !llvm.ptr<1>, %sums: !llvm.ptr<1>, %iters: i32) attributes {nvvm.kernel, nvvm.reqntid = array<i32: 128, 1, 1>} {
    %c0 = llvm.mlir.constant(0 : i32) : i32
    %c1 = llvm.mlir.constant(1 : i32) : i32
    %c32 = llvm.mlir.constant(32 : i32) : i32
    %c96 = llvm.mlir.constant(96 : i32) : i32
    %bytes = llvm.mlir.constant(384 : i32) : i32
    %depth = llvm.mlir.constant({{DEPTH}} : i32) : i32
    %full = llvm.mlir.addressof @full : !llvm.ptr<3>
    %empty = llvm.mlir.addressof @empty : !llvm.ptr<3>
    %tiles = llvm.mlir.addressof @tiles : !llvm.ptr<3>
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %warp = llvm.udiv %tid, %c32 : i32
    %leader = llvm.icmp "eq" %tid, %c0 : i32
    llvm.cond_br %leader, ^init(%c0 : i32), ^ready

  ^init(%s: i32):
    %init_more = llvm.icmp "ult" %s, %depth : i32
    llvm.cond_br %init_more, ^init_stage, ^ready
  ^init_stage:
    %f = llvm.getelementptr %full[0, %s] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, !llvm.array<4 x i64>
    %e = llvm.getelementptr %empty[0, %s] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, !llvm.array<4 x i64>
    nvvm.mbarrier.init %f, %c1 : !llvm.ptr<3>, i32
    nvvm.mbarrier.init %e, %c96 : !llvm.ptr<3>, i32
    %s1 = llvm.add %s, %c1 : i32
    llvm.br ^init(%s1 : i32)

  ^ready:
    nvsync.cta_barrier {aligned}
    %producer_warp = llvm.icmp "eq" %warp, %c0 : i32
    llvm.cond_br %producer_warp, ^producer, ^consume(%c0 : i32)

  ^producer:
    llvm.cond_br %leader, ^produce(%c0 : i32), ^exit

  ^produce(%i: i32):
    %pmore = llvm.icmp "ult" %i, %iters : i32
    llvm.cond_br %pmore, ^fill, ^exit
  ^fill:
    nvsync.pipeline.producer_acquire %empty, %i {depth = {{DEPTH}}} : !llvm.ptr<3>, i32
    nvsync.pipeline.producer_commit %full, %i, %bytes {depth = {{DEPTH}}} : !llvm.ptr<3>, i32, i32
    %ps = llvm.urem %i, %depth : i32
    %pw = llvm.mul %ps, %c96 : i32
    %dst = llvm.getelementptr %tiles[0, %pw] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, !llvm.array<384 x i32>
    %dst7 = llvm.addrspacecast %dst : !llvm.ptr<3> to !llvm.ptr<7>
    %pf = llvm.getelementptr %full[0, %ps] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, !llvm.array<4 x i64>
    nvvm.cp.async.bulk.tensor.shared.cluster.global %dst7, %rows, %pf, box[%c0, %i] : !llvm.ptr<7>, !llvm.ptr
    %inext = llvm.add %i, %c1 : i32
    llvm.br ^produce(%inext : i32)

  ^consume(%j: i32):
    %cmore = llvm.icmp "ult" %j, %iters : i32
    llvm.cond_br %cmore, ^take, ^exit
  ^take:
    nvsync.pipeline.consumer_wait %full, %j {depth = {{DEPTH}}} : !llvm.ptr<3>, i32
    %cs = llvm.urem %j, %depth : i32
    %tile = llvm.mul %cs, %c96 : i32
    %c = llvm.sub %tid, %c32 : i32
    %own = llvm.add %tile, %c : i32
    %own_p = llvm.getelementptr %tiles[0, %own] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, !llvm.array<384 x i32>
    %v = llvm.load %own_p : !llvm.ptr<3> -> i32
    llvm.br ^sum(%c0, %c0 : i32, i32)
  ^sum(%k: i32, %acc: i32):
    %smore = llvm.icmp "ult" %k, %c96 : i32
    llvm.cond_br %smore, ^add, ^record
  ^add:
    %at = llvm.add %tile, %k : i32
    %at_p = llvm.getelementptr %tiles[0, %at] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, !llvm.array<384 x i32>
    %x = llvm.load %at_p : !llvm.ptr<3> -> i32
    %acc1 = llvm.add %acc, %x : i32
    %k1 = llvm.add %k, %c1 : i32
    llvm.br ^sum(%k1, %acc1 : i32, i32)
  ^record:
    %row = llvm.mul %j, %c96 : i32
    %at_out = llvm.add %row, %c : i32
    %vdst = llvm.getelementptr %vals[%at_out] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    llvm.store %v, %vdst : i32, !llvm.ptr<1>
    %sdst = llvm.getelementptr %sums[%at_out] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    llvm.store %acc, %sdst : i32, !llvm.ptr<1>
    nvsync.pipeline.consumer_release %empty, %j {depth = {{DEPTH}}} : !llvm.ptr<3>, i32
    %jnext = llvm.add %j, %c1 : i32
    llvm.br ^consume(%jnext : i32)

  ^exit:
    llvm.return
  }
}
