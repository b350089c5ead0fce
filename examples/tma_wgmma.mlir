// Spec 001's worked example, one stage of a TMA → wgmma pipeline on sm_90a.
//
// Thread 0 (the producer) announces the stage's transaction bytes with
// mbarrier.arrive.expect_tx (release, cta scope) and starts two TMA loads
// (cp.async.bulk.tensor, completing on the mbarrier by bytes). Every thread (the
// consumer warpgroup) waits with mbarrier.try_wait.parity (acquire, cta scope),
// then runs the four-op wgmma sequence: wgmma.fence, wgmma.mma_async reading
// both tiles through shared-memory descriptors, commit_group, wait_group 0.
// nvvm-lower refuses the racy variants of this kernel (spec 001, race patterns
// 2 and 3): drop the arrive.expect_tx, or the wgmma fence, and see.
//
//   scripts/nvvm-lower examples/tma_wgmma.mlir --target sm_90a --verify-ptx

module {
  // A: 64x16 f16 tile, B: 16x64 f16 tile (2 KiB each), and the stage's mbarrier.
  llvm.mlir.global internal @tile_a() {addr_space = 3 : i32, alignment = 128 : i64} : !llvm.array<2048 x i8>
  llvm.mlir.global internal @tile_b() {addr_space = 3 : i32, alignment = 128 : i64} : !llvm.array<2048 x i8>
  llvm.mlir.global internal @full() {addr_space = 3 : i32, alignment = 8 : i64} : i64

  llvm.func @tma_wgmma(%map_a: !llvm.ptr, %map_b: !llvm.ptr, %k: i32, %out: !llvm.ptr<1>) attributes {nvvm.kernel, nvvm.reqntid = array<i32: 128, 1, 1>} {
    %c0 = llvm.mlir.constant(0 : i32) : i32
    %c1 = llvm.mlir.constant(1 : i32) : i32
    %bytes = llvm.mlir.constant(4096 : i32) : i32
    %ticks = llvm.mlir.constant(1000000 : i32) : i32
    %a = llvm.mlir.addressof @tile_a : !llvm.ptr<3>
    %b = llvm.mlir.addressof @tile_b : !llvm.ptr<3>
    %bar = llvm.mlir.addressof @full : !llvm.ptr<3>
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %leader = llvm.icmp "eq" %tid, %c0 : i32
    llvm.cond_br %leader, ^init, ^ready
  ^init:
    nvvm.mbarrier.init %bar, %c1 : !llvm.ptr<3>, i32
    llvm.br ^ready
  ^ready:
    nvvm.barrier0
    llvm.cond_br %leader, ^produce, ^consume
  ^produce:
    // The TMA engine writes shared::cluster addresses; the CTA's own tile is one.
    %a7 = llvm.addrspacecast %a : !llvm.ptr<3> to !llvm.ptr<7>
    %b7 = llvm.addrspacecast %b : !llvm.ptr<3> to !llvm.ptr<7>
    nvvm.mbarrier.arrive.expect_tx %bar, %bytes : !llvm.ptr<3>, i32
    nvvm.cp.async.bulk.tensor.shared.cluster.global %a7, %map_a, %bar, box[%k, %c0] : !llvm.ptr<7>, !llvm.ptr
    nvvm.cp.async.bulk.tensor.shared.cluster.global %b7, %map_b, %bar, box[%c0, %k] : !llvm.ptr<7>, !llvm.ptr
    llvm.br ^consume
  ^consume:
    // Phase 0 completes when the arrival and all 4096 bytes have landed.
    nvvm.mbarrier.try_wait.parity %bar, %c0, %ticks : !llvm.ptr<3>, i32, i32
    // Shared-memory matrix descriptors, no swizzle: bits 0-13 the tile address
    // >> 4, 16-29 the leading-dimension byte offset >> 4 (128 B), 32-45 the
    // stride-dimension byte offset >> 4 (256 B).
    %c4 = llvm.mlir.constant(4 : i64) : i64
    %mask = llvm.mlir.constant(16383 : i64) : i64
    %offsets = llvm.mlir.constant(68720001024 : i64) : i64
    %pa = llvm.ptrtoint %a : !llvm.ptr<3> to i64
    %pb = llvm.ptrtoint %b : !llvm.ptr<3> to i64
    %sa = llvm.lshr %pa, %c4 : i64
    %sb = llvm.lshr %pb, %c4 : i64
    %la = llvm.and %sa, %mask : i64
    %lb = llvm.and %sb, %mask : i64
    %da = llvm.or %la, %offsets : i64
    %db = llvm.or %lb, %offsets : i64
    %acc = llvm.mlir.zero : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    nvvm.wgmma.fence.aligned
    %d = nvvm.wgmma.mma_async %da, %db, %acc, #nvvm.shape<m = 64, n = 64, k = 16>, D [<f32>, #nvvm.wgmma_scale_out<zero>], A [<f16>, #nvvm.wgmma_scale_in<one>, <row>], B [<f16>, #nvvm.wgmma_scale_in<one>, <col>] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    nvvm.wgmma.commit.group.sync.aligned
    nvvm.wgmma.wait.group.sync.aligned 0
    // Each thread stores its first accumulator element (enough to keep the MMA live).
    %d0 = llvm.extractvalue %d[0] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %slot = llvm.getelementptr %out[%tid] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    llvm.store %d0, %slot : f32, !llvm.ptr<1>
    llvm.return
  }
}
