// Spec 004's 4-CTA layout on sm_100a: a cluster of four CTAs splits K four ways.
//
// PTX has no cta_group::4 MMA: the 4-CTA shape lives on the copy side. A
// (128x64 f16) is cut into four K-quarters of 128x16 f16; each quarter is one
// 128x256b shared-to-TMEM copy (8 TMEM columns, slice_cols = 8). Every CTA
// copies its own quarter with nvsync.s2t_copy {cta_group = 1, shape_selector
// = 3}, which places it in the CTA's quarter slice, and then runs an ordinary
// cta_group::1 MMA over that slice: D_rank (128x64 f32) = A[:, 16q..16q+15] *
// B[16q..16q+15, :], with q = 2 * (rank mod 2) + (rank mod 4) / 2, the quarter
// spec 004's partition gives the CTA (ranks 0, 2 hold quarters 0, 1; ranks 1,
// 3 quarters 2, 3). The four partial products go to global memory, one 128x64
// block per rank. Every tcgen05 instruction of the kernel is cta_group::1.
//
// (The spec's own 4-CTA copy, cta_group = 4, issues only on the odd ranks;
// nvvm-lower refuses it because on these targets it cannot deliver the even
// ranks' quarters: docs/spec-deviations.md 38.)
//
//  1. Thread 0 of each CTA initialises `loaded` (its TMA bytes, count 1),
//     `copied` (count 2: its own copy's commit and its XOR-1 sibling's, which
//     the shape-3 copy multicasts) and `mma_done` (its MMA's commit, count 1).
//  2. Warp 0 allocates 128 TMEM columns (warp-collective tcgen05.alloc) and
//     relinquishes the permit; tcgen05.fence::before_thread_sync, the cluster
//     barrier (it publishes `copied` to the sibling that will commit to it
//     remotely, and the TMEM address within the CTA), tcgen05.fence::
//     after_thread_sync, and every thread loads the TMEM base. Columns 0-63:
//     D, 64-95: the four A quarter slices.
//  3. Thread 0 loads the CTA's A quarter (4 KiB) and B rows (2 KiB) with TMA
//     and waits for `loaded`.
//  4. Thread 0 runs nvsync.s2t_copy {cta_group = 1, shape_selector = 3,
//     slice_cols = 8}: tcgen05.cp.cta_group::1 into quarter slice q at column
//     64 + 8 q, then a tcgen05.commit multicast to `copied` of {rank, rank ^ 1}.
//     So every CTA's `copied` phase 0 completes when both copies of its pair
//     have landed.
//  5. Thread 0 waits on the returned token (`copied`), then issues
//     tcgen05.mma.cta_group::1.kind::f16 with A = its quarter slice in TMEM
//     (the same q, computed here by hand) and B through its descriptor, and
//     commits to `mma_done`.
//  6. Every thread waits on `mma_done`, tcgen05.fence::after_thread_sync, reads
//     its warp's 32 TMEM lanes (tcgen05.ld.32x32b.x64), tcgen05.wait::ld, and
//     stores row t of the CTA's partial D.
//  7. tcgen05.fence::before_thread_sync, cluster barrier (no CTA exits while a
//     sibling may still commit to its barrier), fence::after_thread_sync, and
//     warp 0 frees the columns.
//
//   scripts/nvvm-lower examples/tcgen05_quad_s2t.mlir --target sm_100a --verify-ptx

module {
  // This CTA's A quarter 128x16 f16 (4 KiB) and B rows 16x64 f16 (2 KiB), the
  // TMEM address slot and the three mbarriers.
  llvm.mlir.global internal @tile_a() {addr_space = 3 : i32, alignment = 128 : i64} : !llvm.array<4096 x i8>
  llvm.mlir.global internal @tile_b() {addr_space = 3 : i32, alignment = 128 : i64} : !llvm.array<2048 x i8>
  llvm.mlir.global internal @tmem_base() {addr_space = 3 : i32, alignment = 4 : i64} : i32
  llvm.mlir.global internal @loaded() {addr_space = 3 : i32, alignment = 8 : i64} : i64
  llvm.mlir.global internal @copied() {addr_space = 3 : i32, alignment = 8 : i64} : i64
  llvm.mlir.global internal @mma_done() {addr_space = 3 : i32, alignment = 8 : i64} : i64

  llvm.func @tcgen05_quad_s2t(%map_a: !llvm.ptr, %map_b: !llvm.ptr, %desc_a: i64, %desc_b: i64, %idesc: i32, %out: !llvm.ptr<1>) attributes {nvvm.kernel, nvvm.cluster_dim = array<i32: 4, 1, 1>, nvvm.reqntid = array<i32: 128, 1, 1>} {
    %c0 = llvm.mlir.constant(0 : i32) : i32
    %c1 = llvm.mlir.constant(1 : i32) : i32
    %c2 = llvm.mlir.constant(2 : i32) : i32
    %c4 = llvm.mlir.constant(4 : i32) : i32
    %c5 = llvm.mlir.constant(5 : i32) : i32
    %c8 = llvm.mlir.constant(8 : i32) : i32
    %c16 = llvm.mlir.constant(16 : i32) : i32
    %c21 = llvm.mlir.constant(21 : i32) : i32
    %c128 = llvm.mlir.constant(128 : i32) : i32
    %ncols = llvm.mlir.constant(128 : i32) : i32
    %bytes = llvm.mlir.constant(6144 : i32) : i32
    %ticks = llvm.mlir.constant(1000000 : i32) : i32
    %a = llvm.mlir.addressof @tile_a : !llvm.ptr<3>
    %b = llvm.mlir.addressof @tile_b : !llvm.ptr<3>
    %slot = llvm.mlir.addressof @tmem_base : !llvm.ptr<3>
    %loaded = llvm.mlir.addressof @loaded : !llvm.ptr<3>
    %copied = llvm.mlir.addressof @copied : !llvm.ptr<3>
    %done = llvm.mlir.addressof @mma_done : !llvm.ptr<3>
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %rank = nvvm.read.ptx.sreg.cluster.ctarank : i32
    %warp = llvm.lshr %tid, %c5 : i32
    %leader = llvm.icmp "eq" %tid, %c0 : i32
    %warp0 = llvm.icmp "eq" %warp, %c0 : i32
    // The CTA's quarter, as spec 004's partition assigns it.
    %group = llvm.urem %rank, %c2 : i32
    %within = llvm.urem %rank, %c4 : i32
    %member = llvm.lshr %within, %c1 : i32
    %first = llvm.shl %group, %c1 : i32
    %quarter = llvm.add %first, %member : i32
    llvm.cond_br %leader, ^init, ^allocate
  ^init:
    nvvm.mbarrier.init %loaded, %c1 : !llvm.ptr<3>, i32
    nvvm.mbarrier.init %copied, %c2 : !llvm.ptr<3>, i32
    nvvm.mbarrier.init %done, %c1 : !llvm.ptr<3>, i32
    llvm.br ^allocate
  ^allocate:
    llvm.cond_br %warp0, ^alloc, ^publish
  ^alloc:
    nvvm.tcgen05.alloc %slot, %ncols : !llvm.ptr<3>, i32
    nvvm.tcgen05.relinquish_alloc_permit
    llvm.br ^publish
  ^publish:
    nvvm.tcgen05.fence #nvvm.tcgen05_fence<before>
    nvsync.cluster_barrier {scope = #nvsync.barrier_scope<cluster_aligned>}
    nvvm.tcgen05.fence #nvvm.tcgen05_fence<after>
    %tmem = llvm.load %slot : !llvm.ptr<3> -> !llvm.ptr<6>
    llvm.cond_br %leader, ^produce, ^drain
  ^produce:
    %a7 = llvm.addrspacecast %a : !llvm.ptr<3> to !llvm.ptr<7>
    %b7 = llvm.addrspacecast %b : !llvm.ptr<3> to !llvm.ptr<7>
    %k0 = llvm.mul %quarter, %c16 : i32
    nvvm.mbarrier.arrive.expect_tx %loaded, %bytes : !llvm.ptr<3>, i32
    nvvm.cp.async.bulk.tensor.shared.cluster.global %a7, %map_a, %loaded, box[%k0, %c0] : !llvm.ptr<7>, !llvm.ptr
    nvvm.cp.async.bulk.tensor.shared.cluster.global %b7, %map_b, %loaded, box[%c0, %k0] : !llvm.ptr<7>, !llvm.ptr
    nvvm.mbarrier.try_wait.parity %loaded, %c0, %ticks : !llvm.ptr<3>, i32, i32
    %sh = llvm.mlir.constant(4 : i64) : i64
    %mask = llvm.mlir.constant(16383 : i64) : i64
    %pa = llvm.ptrtoint %a : !llvm.ptr<3> to i64
    %pb = llvm.ptrtoint %b : !llvm.ptr<3> to i64
    %sa = llvm.lshr %pa, %sh : i64
    %sb = llvm.lshr %pb, %sh : i64
    %la = llvm.and %sa, %mask : i64
    %lb = llvm.and %sb, %mask : i64
    %da = llvm.or %desc_a, %la : i64
    %db = llvm.or %desc_b, %lb : i64
    // The four quarters start at TMEM column 64.
    %quarters = llvm.getelementptr %tmem[64] : (!llvm.ptr<6>) -> !llvm.ptr<6>, i8
    %ready = nvsync.s2t_copy %quarters, %da, %copied {cta_group = 1, shape_selector = 3, slice_cols = 8, shape = #nvvm.tcgen05_cp_shape<shape_128x256b>} : !llvm.ptr<6>, i64, !llvm.ptr<3> -> !llvm.ptr<3>
    // Both copies of the pair have landed (this CTA's is in its quarter).
    nvvm.mbarrier.try_wait.parity %ready, %c0, %ticks : !llvm.ptr<3>, i32, i32
    nvvm.tcgen05.fence #nvvm.tcgen05_fence<after>
    %cols = llvm.mul %quarter, %c8 : i32
    %slice = llvm.getelementptr %quarters[%cols] : (!llvm.ptr<6>, i32) -> !llvm.ptr<6>, i8
    %fresh = llvm.mlir.constant(false) : i1
    nvvm.tcgen05.mma %tmem, %slice, %db, %idesc, %fresh {kind = #nvvm.tcgen05_mma_kind<f16>, ctaGroup = #nvvm.cta_group<cta_1>} : (!llvm.ptr<6>, !llvm.ptr<6>, i64, i32, i1)
    nvvm.tcgen05.commit %done : !llvm.ptr<3>
    llvm.br ^drain
  ^drain:
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
    nvvm.tcgen05.dealloc %tmem, %ncols : !llvm.ptr<6>, i32
    llvm.br ^exit
  ^exit:
    llvm.return
  }
}
