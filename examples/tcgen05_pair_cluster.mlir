// Spec 004's 2-CTA case: a CTA pair (cluster of two) runs one cooperative
// tcgen05 MMA on sm_100a; every tcgen05 instruction is cta_group::2.
//
// D (256x64 f32) = A (256x16 f16) * B (16x64 f16), split over the pair: each
// CTA holds 128 rows of A and of D (in its own tensor memory) and half of B's
// columns in its shared memory. The even CTA of the pair (rank 0) issues the
// copy and the MMA for both; the odd one only loads its tiles and waits.
//
//  1. Thread 0 of each CTA initialises `loaded` (count 1: its TMA bytes) and
//     `done` (count 2: the copy's commit and the MMA's commit, both multicast
//     from the even CTA to both CTAs of the pair).
//  2. Warp 0 of each CTA runs tcgen05.alloc.cta_group::2 (warp-collective, one
//     warp per CTA of the pair) for 128 columns and relinquishes the permit.
//     tcgen05.fence::before_thread_sync, the cluster barrier (whose
//     fence.mbarrier_init publishes both barriers to the peer before any
//     remote arrive), tcgen05.fence::after_thread_sync; then every thread
//     loads the TMEM base address. Columns 0-63: D, columns 64-71: A.
//  3. Thread 0 of each CTA loads its A rows (4 KiB) and B columns (1 KiB)
//     with TMA on its own `loaded` and waits for phase 0. A release/acquire
//     cluster barrier (barrier.cluster.arrive/wait) then tells the even CTA
//     that both CTAs' tiles are in shared memory.
//  4. Thread 0 of the even CTA issues nvsync.s2t_copy {cta_group = 2,
//     shape_selector = 2}: the predicate is uniformly true (the 2-CTA copy
//     relies on the pair handshake of tcgen05.cp.cta_group::2), the copy
//     stages A into the pair's TMEM at column 64, and its tcgen05.commit
//     multicasts to `done` of {rank, rank ^ 1}. The token it returns is `done`.
//     Then tcgen05.mma.cta_group::2.kind::f16 (A from TMEM, B through the
//     descriptor; the even CTA's own B descriptor, the peer's half at the same
//     shared-memory offset), and a second commit with the same sibling mask,
//     written by hand: (1 << rank) | (1 << (rank ^ 1)).
//  5. Every thread of both CTAs waits on `done` phase 0 (both commits), fences
//     after the sync, reads its warp's 32 TMEM lanes (tcgen05.ld.32x32b.x64:
//     thread t gets D row 128 * rank + t), tcgen05.wait::ld, stores the row.
//  6. tcgen05.fence::before_thread_sync, a cluster barrier (no thread of the
//     pair still reads TMEM, and no CTA exits while its peer may still reach
//     its shared memory), fence::after_thread_sync, and warp 0 of each CTA
//     frees the columns with tcgen05.dealloc.cta_group::2.
//
//   scripts/nvvm-lower examples/tcgen05_pair_cluster.mlir --target sm_100a --verify-ptx

module {
  // This CTA's half: A 128x16 f16 (4 KiB), B 16x32 f16 (1 KiB); the TMEM
  // address slot and the two mbarriers.
  llvm.mlir.global internal @tile_a() {addr_space = 3 : i32, alignment = 128 : i64} : !llvm.array<4096 x i8>
  llvm.mlir.global internal @tile_b() {addr_space = 3 : i32, alignment = 128 : i64} : !llvm.array<1024 x i8>
  llvm.mlir.global internal @tmem_base() {addr_space = 3 : i32, alignment = 4 : i64} : i32
  llvm.mlir.global internal @loaded() {addr_space = 3 : i32, alignment = 8 : i64} : i64
  llvm.mlir.global internal @done() {addr_space = 3 : i32, alignment = 8 : i64} : i64

  llvm.func @tcgen05_pair_cluster(%map_a: !llvm.ptr, %map_b: !llvm.ptr, %desc_a: i64, %desc_b: i64, %idesc: i32, %k: i32, %out: !llvm.ptr<1>) attributes {nvvm.kernel, nvvm.cluster_dim = array<i32: 2, 1, 1>, nvvm.reqntid = array<i32: 128, 1, 1>} {
    %c0 = llvm.mlir.constant(0 : i32) : i32
    %c1 = llvm.mlir.constant(1 : i32) : i32
    %c2 = llvm.mlir.constant(2 : i32) : i32
    %c5 = llvm.mlir.constant(5 : i32) : i32
    %c21 = llvm.mlir.constant(21 : i32) : i32
    %c32 = llvm.mlir.constant(32 : i32) : i32
    %c128 = llvm.mlir.constant(128 : i32) : i32
    %ncols = llvm.mlir.constant(128 : i32) : i32
    %bytes = llvm.mlir.constant(5120 : i32) : i32
    %ticks = llvm.mlir.constant(1000000 : i32) : i32
    %a = llvm.mlir.addressof @tile_a : !llvm.ptr<3>
    %b = llvm.mlir.addressof @tile_b : !llvm.ptr<3>
    %slot = llvm.mlir.addressof @tmem_base : !llvm.ptr<3>
    %loaded = llvm.mlir.addressof @loaded : !llvm.ptr<3>
    %done = llvm.mlir.addressof @done : !llvm.ptr<3>
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %rank = nvvm.read.ptx.sreg.cluster.ctarank : i32
    %warp = llvm.lshr %tid, %c5 : i32
    %leader = llvm.icmp "eq" %tid, %c0 : i32
    %warp0 = llvm.icmp "eq" %warp, %c0 : i32
    %odd = llvm.and %rank, %c1 : i32
    %even = llvm.icmp "eq" %odd, %c0 : i32
    %issuer = llvm.and %leader, %even : i1
    llvm.cond_br %leader, ^init, ^allocate
  ^init:
    nvvm.mbarrier.init %loaded, %c1 : !llvm.ptr<3>, i32
    nvvm.mbarrier.init %done, %c2 : !llvm.ptr<3>, i32
    llvm.br ^allocate
  ^allocate:
    llvm.cond_br %warp0, ^alloc, ^publish
  ^alloc:
    nvvm.tcgen05.alloc %slot, %ncols {group = #nvvm.cta_group<cta_2>} : !llvm.ptr<3>, i32
    nvvm.tcgen05.relinquish_alloc_permit {group = #nvvm.cta_group<cta_2>}
    llvm.br ^publish
  ^publish:
    nvvm.tcgen05.fence #nvvm.tcgen05_fence<before>
    nvsync.cluster_barrier {scope = #nvsync.barrier_scope<cluster_aligned>}
    nvvm.tcgen05.fence #nvvm.tcgen05_fence<after>
    %tmem = llvm.load %slot : !llvm.ptr<3> -> !llvm.ptr<6>
    llvm.cond_br %leader, ^load, ^loaded
  ^load:
    %a7 = llvm.addrspacecast %a : !llvm.ptr<3> to !llvm.ptr<7>
    %b7 = llvm.addrspacecast %b : !llvm.ptr<3> to !llvm.ptr<7>
    %row0 = llvm.mul %rank, %c128 : i32
    %col0 = llvm.mul %rank, %c32 : i32
    nvvm.mbarrier.arrive.expect_tx %loaded, %bytes : !llvm.ptr<3>, i32
    nvvm.cp.async.bulk.tensor.shared.cluster.global %a7, %map_a, %loaded, box[%k, %row0] : !llvm.ptr<7>, !llvm.ptr
    nvvm.cp.async.bulk.tensor.shared.cluster.global %b7, %map_b, %loaded, box[%col0, %k] : !llvm.ptr<7>, !llvm.ptr
    nvvm.mbarrier.try_wait.parity %loaded, %c0, %ticks : !llvm.ptr<3>, i32, i32
    llvm.br ^loaded
  ^loaded:
    // Release (arrive) / acquire (wait): the peer's tiles are in before the MMA.
    nvvm.cluster.arrive {aligned}
    nvvm.cluster.wait {aligned}
    llvm.cond_br %issuer, ^issue, ^drain
  ^issue:
    %c4 = llvm.mlir.constant(4 : i64) : i64
    %mask = llvm.mlir.constant(16383 : i64) : i64
    %pa = llvm.ptrtoint %a : !llvm.ptr<3> to i64
    %pb = llvm.ptrtoint %b : !llvm.ptr<3> to i64
    %sa = llvm.lshr %pa, %c4 : i64
    %sb = llvm.lshr %pb, %c4 : i64
    %la = llvm.and %sa, %mask : i64
    %lb = llvm.and %sb, %mask : i64
    %da = llvm.or %desc_a, %la : i64
    %db = llvm.or %desc_b, %lb : i64
    %a_tmem = llvm.getelementptr %tmem[64] : (!llvm.ptr<6>) -> !llvm.ptr<6>, i8
    // Copy A into the pair's TMEM; commit (cta_group::2) multicast to both `done`.
    %copied = nvsync.s2t_copy %a_tmem, %da, %done {cta_group = 2, shape_selector = 2, shape = #nvvm.tcgen05_cp_shape<shape_128x256b>} : !llvm.ptr<6>, i64, !llvm.ptr<3> -> !llvm.ptr<3>
    %fresh = llvm.mlir.constant(false) : i1
    nvvm.tcgen05.mma %tmem, %a_tmem, %db, %idesc, %fresh {kind = #nvvm.tcgen05_mma_kind<f16>, ctaGroup = #nvvm.cta_group<cta_2>} : (!llvm.ptr<6>, !llvm.ptr<6>, i64, i32, i1)
    // The sibling mask by hand: this CTA and rank ^ 1.
    %peer = llvm.xor %rank, %c1 : i32
    %me_bit = llvm.shl %c1, %rank : i32
    %peer_bit = llvm.shl %c1, %peer : i32
    %pair = llvm.or %me_bit, %peer_bit : i32
    %pair16 = llvm.trunc %pair : i32 to i16
    nvvm.tcgen05.commit %copied, multicast_mask = %pair16 {group = #nvvm.cta_group<cta_2>} : !llvm.ptr<3>, i16
    llvm.br ^drain
  ^drain:
    // Phase 0 of `done` completes after both multicast commits have arrived.
    nvvm.mbarrier.try_wait.parity %done, %c0, %ticks : !llvm.ptr<3>, i32, i32
    nvvm.tcgen05.fence #nvvm.tcgen05_fence<after>
    %lanes = llvm.shl %warp, %c21 : i32
    %rows = llvm.getelementptr %tmem[%lanes] : (!llvm.ptr<6>, i32) -> !llvm.ptr<6>, i8
    %row = nvvm.tcgen05.ld %rows {shape = #nvvm.tcgen05_ldst_shape<shape_32x32b>} : vector<64xi32>
    nvvm.tcgen05.wait #nvvm.tcgen05_wait<load>
    %base = llvm.mul %rank, %c128 : i32
    %r = llvm.add %base, %tid : i32
    %dst = llvm.getelementptr %out[%r] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, !llvm.array<64 x i32>
    llvm.store %row, %dst : vector<64xi32>, !llvm.ptr<1>
    nvvm.tcgen05.fence #nvvm.tcgen05_fence<before>
    nvsync.cluster_barrier {scope = #nvsync.barrier_scope<cluster_aligned>}
    nvvm.tcgen05.fence #nvvm.tcgen05_fence<after>
    llvm.cond_br %warp0, ^free, ^exit
  ^free:
    nvvm.tcgen05.dealloc %tmem, %ncols {group = #nvvm.cta_group<cta_2>} : !llvm.ptr<6>, i32
    llvm.br ^exit
  ^exit:
    llvm.return
  }
}
