// DSMEM exchange through one cluster-barrier form ({{FORM}}), for the GPU
// suite's stale-read count (scripts/gpu-test, docs/gpu.md).
//
// A cluster of four CTAs of 128 threads. Each round r = 1 .. rounds, thread t
// of rank c stores (r << 9) | (c << 7) | t into slot t of its right-hand
// peer (rank c + 1 mod 4) through nvvm.mapa and a shared::cluster store,
// crosses the barrier, reads its own slot t (written by the left-hand peer,
// so it should hold (r << 9) | (left << 7) | t), counts the read as stale if
// it holds anything else, and crosses the barrier again so the next round's
// store cannot overtake the read. stale[cta * 128 + t] = thread t's count.
//
// {{FORM}} is one of the forms scripts/gpu-test (gpu/catalog.py) substitutes:
// a barrier that orders memory must give 0 stale reads.

module {
  llvm.mlir.global internal @slots() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<128 x i32>

  llvm.func @dsmem_exchange(%stale: !llvm.ptr<1>, %rounds: i32) attributes {nvvm.kernel, nvvm.cluster_dim = array<i32: 4, 1, 1>, nvvm.reqntid = array<i32: 128, 1, 1>} {
    %c0 = llvm.mlir.constant(0 : i32) : i32
    %c1 = llvm.mlir.constant(1 : i32) : i32
    %c3 = llvm.mlir.constant(3 : i32) : i32
    %c7 = llvm.mlir.constant(7 : i32) : i32
    %c9 = llvm.mlir.constant(9 : i32) : i32
    %c128 = llvm.mlir.constant(128 : i32) : i32
    %none = llvm.mlir.constant(-1 : i32) : i32
    %slots = llvm.mlir.addressof @slots : !llvm.ptr<3>
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %cta = nvvm.read.ptx.sreg.ctaid.x : i32
    %rank = nvvm.read.ptx.sreg.cluster.ctarank : i32
    %r1 = llvm.add %rank, %c1 : i32
    %right = llvm.and %r1, %c3 : i32
    %r3 = llvm.add %rank, %c3 : i32
    %left = llvm.and %r3, %c3 : i32
    %mine = llvm.getelementptr %slots[0, %tid] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, !llvm.array<128 x i32>
    %theirs = nvvm.mapa %mine, %right : !llvm.ptr<3> -> !llvm.ptr<7>
    %left_bits = llvm.shl %left, %c7 : i32
    %left_tag = llvm.or %left_bits, %tid : i32
    %rank_bits = llvm.shl %rank, %c7 : i32
    %rank_tag = llvm.or %rank_bits, %tid : i32
    // No round writes -1; the slot holds it until the first store lands. A
    // release/acquire barrier, whatever the form under test: every slot is
    // set before any peer stores into it.
    llvm.store %none, %mine : i32, !llvm.ptr<3>
    nvvm.cluster.arrive
    nvvm.cluster.wait
    llvm.br ^round(%c1, %c0 : i32, i32)

  ^round(%r: i32, %count: i32):
    %more = llvm.icmp "ule" %r, %rounds : i32
    llvm.cond_br %more, ^exchange, ^done

  ^exchange:
    %rb = llvm.shl %r, %c9 : i32
    %word = llvm.or %rb, %rank_tag : i32
    llvm.store %word, %theirs : i32, !llvm.ptr<7>
{{BARRIER}}
    %got = llvm.load %mine : !llvm.ptr<3> -> i32
    %expected = llvm.or %rb, %left_tag : i32
    %is_stale = llvm.icmp "ne" %got, %expected : i32
    %inc = llvm.zext %is_stale : i1 to i32
    %count1 = llvm.add %count, %inc : i32
{{BARRIER}}
    %rnext = llvm.add %r, %c1 : i32
    llvm.br ^round(%rnext, %count1 : i32, i32)

  ^done:
    %g0 = llvm.mul %cta, %c128 : i32
    %g1 = llvm.add %g0, %tid : i32
    %dst = llvm.getelementptr %stale[%g1] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    llvm.store %count, %dst : i32, !llvm.ptr<1>
    llvm.return
  }
}
