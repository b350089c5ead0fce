// Spec 004's single-CTA case: one Blackwell tcgen05 MMA stage on sm_100a.
//
// D (128x64 f32, in tensor memory) = A (128x16 f16) * B (16x64 f16), with A
// staged from shared memory into tensor memory by the shared-to-TMEM copy
// (tcgen05.cp) and B read by the MMA through its shared-memory descriptor.
// Every tcgen05 instruction is cta_group::1 (a kernel may not mix groups).
//
//  1. Thread 0 initialises two mbarriers: `loaded` (the TMA bytes of A and B)
//     and `mma_done` (the tcgen05.commit after the MMA).
//  2. Warp 0 allocates 128 TMEM columns (tcgen05.alloc is warp-collective,
//     .sync.aligned): the allocator writes the TMEM base address into the
//     shared word @tmem_base. The warp then relinquishes the CTA's allocation
//     permit (no further alloc follows). tcgen05.fence::before_thread_sync,
//     bar.sync, tcgen05.fence::after_thread_sync publish the address (and the
//     initialised barriers); every thread then loads it as an !llvm.ptr<6>.
//     TMEM layout: columns 0-63 hold D, columns 64-71 hold A (128 lanes x 256
//     bits = 128x16 f16).
//  3. Thread 0 announces 6 KiB on `loaded`, starts the two TMA loads, waits for
//     phase 0, and builds the two shared-memory descriptors: the kernel
//     parameters desc_a/desc_b carry the layout fields (leading/stride byte
//     offsets, version, swizzle), the tile address >> 4 goes into bits 0-13.
//  4. Thread 0 issues tcgen05.cp.128x256b (A: shared memory -> TMEM columns
//     64-71), then tcgen05.mma.cta_group::1.kind::f16 reading A from TMEM and
//     B through its descriptor (enable_input_d = false: D = A * B). Async
//     tcgen05 ops of one thread run in issue order, so the MMA sees the copy.
//     tcgen05.commit makes `mma_done` track both: it completes when they have.
//  5. Every thread waits on `mma_done` phase 0 (mbarrier.try_wait.parity loop),
//     then tcgen05.fence::after_thread_sync orders its TMEM reads after it.
//  6. Warp w reads its 32 TMEM lanes (rows 32w..32w+31; the lane is the upper
//     16 bits of a TMEM address) with tcgen05.ld.32x32b.x64: thread t gets row
//     t, all 64 accumulator columns. tcgen05.wait::ld, then the row goes to
//     global memory (f32 bits).
//  7. tcgen05.fence::before_thread_sync, bar.sync, fence::after_thread_sync (no
//     warp still reads TMEM), then warp 0 frees the 128 columns.
//
//   scripts/nvvm-lower examples/tcgen05_single_cta.mlir --target sm_100a --verify-ptx

module {
  // A: 128x16 f16 (4 KiB), B: 16x64 f16 (2 KiB), the TMEM address slot and the
  // two mbarriers.
  llvm.mlir.global internal @tile_a() {addr_space = 3 : i32, alignment = 128 : i64} : !llvm.array<4096 x i8>
  llvm.mlir.global internal @tile_b() {addr_space = 3 : i32, alignment = 128 : i64} : !llvm.array<2048 x i8>
  llvm.mlir.global internal @tmem_base() {addr_space = 3 : i32, alignment = 4 : i64} : i32
  llvm.mlir.global internal @loaded() {addr_space = 3 : i32, alignment = 8 : i64} : i64
  llvm.mlir.global internal @mma_done() {addr_space = 3 : i32, alignment = 8 : i64} : i64

  llvm.func @tcgen05_single_cta(%map_a: !llvm.ptr, %map_b: !llvm.ptr, %desc_a: i64, %desc_b: i64, %idesc: i32, %k: i32, %out: !llvm.ptr<1>) attributes {nvvm.kernel, nvvm.reqntid = array<i32: 128, 1, 1>} {
    %c0 = llvm.mlir.constant(0 : i32) : i32
    %c1 = llvm.mlir.constant(1 : i32) : i32
    %c5 = llvm.mlir.constant(5 : i32) : i32
    %c21 = llvm.mlir.constant(21 : i32) : i32
    %ncols = llvm.mlir.constant(128 : i32) : i32
    %bytes = llvm.mlir.constant(6144 : i32) : i32
    %ticks = llvm.mlir.constant(1000000 : i32) : i32
    %a = llvm.mlir.addressof @tile_a : !llvm.ptr<3>
    %b = llvm.mlir.addressof @tile_b : !llvm.ptr<3>
    %slot = llvm.mlir.addressof @tmem_base : !llvm.ptr<3>
    %loaded = llvm.mlir.addressof @loaded : !llvm.ptr<3>
    %done = llvm.mlir.addressof @mma_done : !llvm.ptr<3>
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %warp = llvm.lshr %tid, %c5 : i32
    %leader = llvm.icmp "eq" %tid, %c0 : i32
    %warp0 = llvm.icmp "eq" %warp, %c0 : i32
    llvm.cond_br %leader, ^init, ^allocate
  ^init:
    nvvm.mbarrier.init %loaded, %c1 : !llvm.ptr<3>, i32
    nvvm.mbarrier.init %done, %c1 : !llvm.ptr<3>, i32
    llvm.br ^allocate
  ^allocate:
    llvm.cond_br %warp0, ^alloc, ^publish
  ^alloc:
    // Warp-collective: all 32 lanes of warp 0, nobody else.
    nvvm.tcgen05.alloc %slot, %ncols : !llvm.ptr<3>, i32
    nvvm.tcgen05.relinquish_alloc_permit
    llvm.br ^publish
  ^publish:
    nvvm.tcgen05.fence #nvvm.tcgen05_fence<before>
    nvvm.barrier0
    nvvm.tcgen05.fence #nvvm.tcgen05_fence<after>
    %tmem = llvm.load %slot : !llvm.ptr<3> -> !llvm.ptr<6>
    llvm.cond_br %leader, ^produce, ^drain
  ^produce:
    %a7 = llvm.addrspacecast %a : !llvm.ptr<3> to !llvm.ptr<7>
    %b7 = llvm.addrspacecast %b : !llvm.ptr<3> to !llvm.ptr<7>
    nvvm.mbarrier.arrive.expect_tx %loaded, %bytes : !llvm.ptr<3>, i32
    nvvm.cp.async.bulk.tensor.shared.cluster.global %a7, %map_a, %loaded, box[%k, %c0] : !llvm.ptr<7>, !llvm.ptr
    nvvm.cp.async.bulk.tensor.shared.cluster.global %b7, %map_b, %loaded, box[%c0, %k] : !llvm.ptr<7>, !llvm.ptr
    nvvm.mbarrier.try_wait.parity %loaded, %c0, %ticks : !llvm.ptr<3>, i32, i32
    // Descriptor = layout fields (parameter) | (tile address >> 4) & 0x3fff.
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
    // A's TMEM home: column 64 (the column is the low 16 bits of the address).
    %a_tmem = llvm.getelementptr %tmem[64] : (!llvm.ptr<6>) -> !llvm.ptr<6>, i8
    nvvm.tcgen05.cp %a_tmem, %da {shape = #nvvm.tcgen05_cp_shape<shape_128x256b>}
    %fresh = llvm.mlir.constant(false) : i1
    nvvm.tcgen05.mma %tmem, %a_tmem, %db, %idesc, %fresh {kind = #nvvm.tcgen05_mma_kind<f16>, ctaGroup = #nvvm.cta_group<cta_1>} : (!llvm.ptr<6>, !llvm.ptr<6>, i64, i32, i1)
    nvvm.tcgen05.commit %done : !llvm.ptr<3>
    llvm.br ^drain
  ^drain:
    // Phase 0 of mma_done completes when the copy and the MMA have.
    nvvm.mbarrier.try_wait.parity %done, %c0, %ticks : !llvm.ptr<3>, i32, i32
    nvvm.tcgen05.fence #nvvm.tcgen05_fence<after>
    // Warp w may only touch TMEM lanes 32w..32w+31: lane offset (32 w) << 16.
    %lanes = llvm.shl %warp, %c21 : i32
    %rows = llvm.getelementptr %tmem[%lanes] : (!llvm.ptr<6>, i32) -> !llvm.ptr<6>, i8
    %row = nvvm.tcgen05.ld %rows {shape = #nvvm.tcgen05_ldst_shape<shape_32x32b>} : vector<64xi32>
    nvvm.tcgen05.wait #nvvm.tcgen05_wait<load>
    %dst = llvm.getelementptr %out[%tid] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, !llvm.array<64 x i32>
    llvm.store %row, %dst : vector<64xi32>, !llvm.ptr<1>
    // No warp reads TMEM any more once everyone is past this barrier.
    nvvm.tcgen05.fence #nvvm.tcgen05_fence<before>
    nvvm.barrier0
    nvvm.tcgen05.fence #nvvm.tcgen05_fence<after>
    llvm.cond_br %warp0, ^free, ^exit
  ^free:
    nvvm.tcgen05.dealloc %tmem, %ncols : !llvm.ptr<6>, i32
    llvm.br ^exit
  ^exit:
    llvm.return
  }
}
