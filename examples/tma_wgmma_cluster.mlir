// Spec 001's worked example, cluster-scope variant (sm_90a, a cluster of two CTAs).
//
// The same stage as examples/tma_wgmma.mlir, but one producer serves the whole
// cluster: thread 0 of CTA rank 0 announces the stage's bytes on *each* CTA's
// mbarrier, reaching the peer's through nvvm.mapa (arrive.expect_tx with cluster
// scope: release.cluster on shared::cluster), and issues multicast TMA loads
// (ctaMask 0b11) that land in both CTAs' tiles and complete bytes on both
// barriers. Every CTA's warpgroup waits with try_wait.parity at cluster scope
// (acquire.cluster), then runs the wgmma sequence. The barriers are initialised
// and published to the cluster (fence.mbarrier_init, cluster arrive/wait)
// before any remote arrive.
//
//   scripts/nvvm-lower examples/tma_wgmma_cluster.mlir --target sm_90a --verify-ptx

module {
  // A: 64x16 f16 tile, B: 16x64 f16 tile (2 KiB each), and the stage's mbarrier.
  llvm.mlir.global internal @tile_a() {addr_space = 3 : i32, alignment = 128 : i64} : !llvm.array<2048 x i8>
  llvm.mlir.global internal @tile_b() {addr_space = 3 : i32, alignment = 128 : i64} : !llvm.array<2048 x i8>
  llvm.mlir.global internal @full() {addr_space = 3 : i32, alignment = 8 : i64} : i64

  llvm.func @tma_wgmma_cluster(%map_a: !llvm.ptr, %map_b: !llvm.ptr, %k: i32, %out: !llvm.ptr<1>) attributes {nvvm.kernel, nvvm.cluster_dim = array<i32: 2, 1, 1>, nvvm.reqntid = array<i32: 128, 1, 1>} {
    %c0 = llvm.mlir.constant(0 : i32) : i32
    %c1 = llvm.mlir.constant(1 : i32) : i32
    %bytes = llvm.mlir.constant(4096 : i32) : i32
    %ticks = llvm.mlir.constant(1000000 : i32) : i32
    %a = llvm.mlir.addressof @tile_a : !llvm.ptr<3>
    %b = llvm.mlir.addressof @tile_b : !llvm.ptr<3>
    %bar = llvm.mlir.addressof @full : !llvm.ptr<3>
    %both = llvm.mlir.constant(3 : i16) : i16
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %rank = nvvm.read.ptx.sreg.cluster.ctarank : i32
    %leader = llvm.icmp "eq" %tid, %c0 : i32
    %rank0 = llvm.icmp "eq" %rank, %c0 : i32
    %producer = llvm.and %leader, %rank0 : i1
    llvm.cond_br %leader, ^init, ^ready
  ^init:
    nvvm.mbarrier.init %bar, %c1 : !llvm.ptr<3>, i32
    llvm.br ^ready
  ^ready:
    // Every barrier of the cluster is initialised before any CTA arrives
    // remotely: publishing mbarrier.init is all this barrier has to order.
    nvsync.cluster_barrier {scope = #nvsync.barrier_scope<cluster_aligned>, mbarrier_init_only}
    llvm.cond_br %producer, ^produce, ^consume
  ^produce:
    // The TMA engine writes shared::cluster addresses; the CTA's own tile is one.
    %a7 = llvm.addrspacecast %a : !llvm.ptr<3> to !llvm.ptr<7>
    %b7 = llvm.addrspacecast %b : !llvm.ptr<3> to !llvm.ptr<7>
    %bar0 = nvvm.mapa %bar, %c0 : !llvm.ptr<3> -> !llvm.ptr<7>
    %bar1 = nvvm.mapa %bar, %c1 : !llvm.ptr<3> -> !llvm.ptr<7>
    nvvm.mbarrier.arrive.expect_tx %bar0, %bytes {scope = #nvvm.mem_scope<cluster>} : !llvm.ptr<7>, i32
    nvvm.mbarrier.arrive.expect_tx %bar1, %bytes {scope = #nvvm.mem_scope<cluster>} : !llvm.ptr<7>, i32
    // Same offsets in every CTA of the mask: each copy completes on each barrier.
    nvvm.cp.async.bulk.tensor.shared.cluster.global %a7, %map_a, %bar, box[%k, %c0] multicast_mask = %both : !llvm.ptr<7>, !llvm.ptr
    nvvm.cp.async.bulk.tensor.shared.cluster.global %b7, %map_b, %bar, box[%c0, %k] multicast_mask = %both : !llvm.ptr<7>, !llvm.ptr
    llvm.br ^consume
  ^consume:
    // Phase 0 completes when the remote arrival and all 4096 bytes have landed;
    // the probe acquires at cluster scope (the producer released at cluster).
    %done = nvvm.mbarrier.try_wait %bar, %c0, %ticks {scope = #nvvm.mem_scope<cluster>} : !llvm.ptr<3>, i32, i32 -> i1
    llvm.cond_br %done, ^compute, ^consume
  ^compute:
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
    // No CTA leaves while its peer may still address its shared memory.
    nvsync.cluster_barrier {scope = #nvsync.barrier_scope<cluster_aligned>}
    llvm.return
  }
}
