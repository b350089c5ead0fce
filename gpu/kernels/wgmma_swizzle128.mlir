// TMA + wgmma, 128-byte swizzle: D (64x64 f32) = A (64x64 f16) * B (64x64 f16), sm_90a.
//
// Both operands K-major: A as 64 rows of 64 K (128 bytes), B transposed as 64
// rows (n) of 64 K. TMA loads each 8 KiB tile with CU_TENSOR_MAP_SWIZZLE_128B
// into 1024-byte-aligned shared memory: row r at r * 128, its 16-byte chunk c
// at chunk c ^ (r % 8), the canonical 128B-swizzle layout wgmma reads with
// SBO = 1024 (8 rows of 128 bytes) and swizzle mode 1.
//
// Thread 0 announces both tiles' bytes (arrive.expect_tx) and starts the two
// TMA loads; the warpgroup waits for phase 0, then runs wgmma.fence, one
// m64n64k16 wgmma per 16-wide K step (4 steps, the first with scale-d
// zero), commit, wait 0. Thread t stores its 32 accumulator registers:
// out[t * 32 + i] (f32). scripts/gpu-test compares all 4096 with a host GEMM.

module {
  llvm.mlir.global internal @tile_a() {addr_space = 3 : i32, alignment = 1024 : i64} : !llvm.array<8192 x i8>
  llvm.mlir.global internal @tile_b() {addr_space = 3 : i32, alignment = 1024 : i64} : !llvm.array<8192 x i8>
  llvm.mlir.global internal @full() {addr_space = 3 : i32, alignment = 8 : i64} : i64

  llvm.func @wgmma_swizzle128(%map_a: !llvm.ptr, %map_b: !llvm.ptr, %out: !llvm.ptr<1>) attributes {nvvm.kernel, nvvm.reqntid = array<i32: 128, 1, 1>} {
    %c0 = llvm.mlir.constant(0 : i32) : i32
    %c1 = llvm.mlir.constant(1 : i32) : i32
    %c32 = llvm.mlir.constant(32 : i32) : i32
    %bytes = llvm.mlir.constant(16384 : i32) : i32
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
    llvm.cond_br %leader, ^load, ^wait
  ^load:
    %a7 = llvm.addrspacecast %a : !llvm.ptr<3> to !llvm.ptr<7>
    %b7 = llvm.addrspacecast %b : !llvm.ptr<3> to !llvm.ptr<7>
    nvvm.mbarrier.arrive.expect_tx %bar, %bytes : !llvm.ptr<3>, i32
    // Each map: a row-major [64][64] f16 matrix, one 64 x 64 box, 128B swizzle.
    nvvm.cp.async.bulk.tensor.shared.cluster.global %a7, %map_a, %bar, box[%c0, %c0] : !llvm.ptr<7>, !llvm.ptr
    nvvm.cp.async.bulk.tensor.shared.cluster.global %b7, %map_b, %bar, box[%c0, %c0] : !llvm.ptr<7>, !llvm.ptr
    llvm.br ^wait
  ^wait:
    nvvm.mbarrier.try_wait.parity %bar, %c0, %ticks : !llvm.ptr<3>, i32, i32
    // Descriptor: bits 0-13 address >> 4, 16-29 LBO >> 4 (1; unused with a
    // swizzle), 32-45 SBO >> 4 (64), 62-63 swizzle mode 1 (128B); the tiles are
    // 1024-aligned, so base offset 0. K step s: + 32 bytes (16 f16) inside the
    // swizzled rows, as CUTLASS advances it.
    %sh = llvm.mlir.constant(4 : i64) : i64
    %mask = llvm.mlir.constant(16383 : i64) : i64
    %fields = llvm.mlir.constant(4611686293305360384 : i64) : i64
    %step = llvm.mlir.constant(2 : i64) : i64
    %pa = llvm.ptrtoint %a : !llvm.ptr<3> to i64
    %pb = llvm.ptrtoint %b : !llvm.ptr<3> to i64
    %sa = llvm.lshr %pa, %sh : i64
    %sb = llvm.lshr %pb, %sh : i64
    %la = llvm.and %sa, %mask : i64
    %lb = llvm.and %sb, %mask : i64
    %da0 = llvm.or %la, %fields : i64
    %db0 = llvm.or %lb, %fields : i64
    %da1 = llvm.add %da0, %step : i64
    %db1 = llvm.add %db0, %step : i64
    %da2 = llvm.add %da1, %step : i64
    %db2 = llvm.add %db1, %step : i64
    %da3 = llvm.add %da2, %step : i64
    %db3 = llvm.add %db2, %step : i64
    %acc = llvm.mlir.zero : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    nvvm.wgmma.fence.aligned
    %d0 = nvvm.wgmma.mma_async %da0, %db0, %acc, #nvvm.shape<m = 64, n = 64, k = 16>, D [<f32>, #nvvm.wgmma_scale_out<zero>], A [<f16>, #nvvm.wgmma_scale_in<one>, <row>], B [<f16>, #nvvm.wgmma_scale_in<one>, <col>] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %d1 = nvvm.wgmma.mma_async %da1, %db1, %d0, #nvvm.shape<m = 64, n = 64, k = 16>, D [<f32>, #nvvm.wgmma_scale_out<one>], A [<f16>, #nvvm.wgmma_scale_in<one>, <row>], B [<f16>, #nvvm.wgmma_scale_in<one>, <col>] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %d2 = nvvm.wgmma.mma_async %da2, %db2, %d1, #nvvm.shape<m = 64, n = 64, k = 16>, D [<f32>, #nvvm.wgmma_scale_out<one>], A [<f16>, #nvvm.wgmma_scale_in<one>, <row>], B [<f16>, #nvvm.wgmma_scale_in<one>, <col>] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %d3 = nvvm.wgmma.mma_async %da3, %db3, %d2, #nvvm.shape<m = 64, n = 64, k = 16>, D [<f32>, #nvvm.wgmma_scale_out<one>], A [<f16>, #nvvm.wgmma_scale_in<one>, <row>], B [<f16>, #nvvm.wgmma_scale_in<one>, <col>] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    nvvm.wgmma.commit.group.sync.aligned
    nvvm.wgmma.wait.group.sync.aligned 0
    %base = llvm.mul %tid, %c32 : i32
    %row = llvm.getelementptr %out[%base] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %v0 = llvm.extractvalue %d3[0] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %p0 = llvm.getelementptr %row[0] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
    llvm.store %v0, %p0 : f32, !llvm.ptr<1>
    %v1 = llvm.extractvalue %d3[1] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %p1 = llvm.getelementptr %row[1] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
    llvm.store %v1, %p1 : f32, !llvm.ptr<1>
    %v2 = llvm.extractvalue %d3[2] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %p2 = llvm.getelementptr %row[2] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
    llvm.store %v2, %p2 : f32, !llvm.ptr<1>
    %v3 = llvm.extractvalue %d3[3] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %p3 = llvm.getelementptr %row[3] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
    llvm.store %v3, %p3 : f32, !llvm.ptr<1>
    %v4 = llvm.extractvalue %d3[4] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %p4 = llvm.getelementptr %row[4] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
    llvm.store %v4, %p4 : f32, !llvm.ptr<1>
    %v5 = llvm.extractvalue %d3[5] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %p5 = llvm.getelementptr %row[5] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
    llvm.store %v5, %p5 : f32, !llvm.ptr<1>
    %v6 = llvm.extractvalue %d3[6] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %p6 = llvm.getelementptr %row[6] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
    llvm.store %v6, %p6 : f32, !llvm.ptr<1>
    %v7 = llvm.extractvalue %d3[7] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %p7 = llvm.getelementptr %row[7] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
    llvm.store %v7, %p7 : f32, !llvm.ptr<1>
    %v8 = llvm.extractvalue %d3[8] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %p8 = llvm.getelementptr %row[8] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
    llvm.store %v8, %p8 : f32, !llvm.ptr<1>
    %v9 = llvm.extractvalue %d3[9] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %p9 = llvm.getelementptr %row[9] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
    llvm.store %v9, %p9 : f32, !llvm.ptr<1>
    %v10 = llvm.extractvalue %d3[10] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %p10 = llvm.getelementptr %row[10] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
    llvm.store %v10, %p10 : f32, !llvm.ptr<1>
    %v11 = llvm.extractvalue %d3[11] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %p11 = llvm.getelementptr %row[11] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
    llvm.store %v11, %p11 : f32, !llvm.ptr<1>
    %v12 = llvm.extractvalue %d3[12] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %p12 = llvm.getelementptr %row[12] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
    llvm.store %v12, %p12 : f32, !llvm.ptr<1>
    %v13 = llvm.extractvalue %d3[13] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %p13 = llvm.getelementptr %row[13] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
    llvm.store %v13, %p13 : f32, !llvm.ptr<1>
    %v14 = llvm.extractvalue %d3[14] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %p14 = llvm.getelementptr %row[14] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
    llvm.store %v14, %p14 : f32, !llvm.ptr<1>
    %v15 = llvm.extractvalue %d3[15] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %p15 = llvm.getelementptr %row[15] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
    llvm.store %v15, %p15 : f32, !llvm.ptr<1>
    %v16 = llvm.extractvalue %d3[16] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %p16 = llvm.getelementptr %row[16] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
    llvm.store %v16, %p16 : f32, !llvm.ptr<1>
    %v17 = llvm.extractvalue %d3[17] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %p17 = llvm.getelementptr %row[17] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
    llvm.store %v17, %p17 : f32, !llvm.ptr<1>
    %v18 = llvm.extractvalue %d3[18] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %p18 = llvm.getelementptr %row[18] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
    llvm.store %v18, %p18 : f32, !llvm.ptr<1>
    %v19 = llvm.extractvalue %d3[19] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %p19 = llvm.getelementptr %row[19] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
    llvm.store %v19, %p19 : f32, !llvm.ptr<1>
    %v20 = llvm.extractvalue %d3[20] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %p20 = llvm.getelementptr %row[20] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
    llvm.store %v20, %p20 : f32, !llvm.ptr<1>
    %v21 = llvm.extractvalue %d3[21] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %p21 = llvm.getelementptr %row[21] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
    llvm.store %v21, %p21 : f32, !llvm.ptr<1>
    %v22 = llvm.extractvalue %d3[22] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %p22 = llvm.getelementptr %row[22] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
    llvm.store %v22, %p22 : f32, !llvm.ptr<1>
    %v23 = llvm.extractvalue %d3[23] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %p23 = llvm.getelementptr %row[23] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
    llvm.store %v23, %p23 : f32, !llvm.ptr<1>
    %v24 = llvm.extractvalue %d3[24] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %p24 = llvm.getelementptr %row[24] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
    llvm.store %v24, %p24 : f32, !llvm.ptr<1>
    %v25 = llvm.extractvalue %d3[25] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %p25 = llvm.getelementptr %row[25] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
    llvm.store %v25, %p25 : f32, !llvm.ptr<1>
    %v26 = llvm.extractvalue %d3[26] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %p26 = llvm.getelementptr %row[26] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
    llvm.store %v26, %p26 : f32, !llvm.ptr<1>
    %v27 = llvm.extractvalue %d3[27] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %p27 = llvm.getelementptr %row[27] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
    llvm.store %v27, %p27 : f32, !llvm.ptr<1>
    %v28 = llvm.extractvalue %d3[28] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %p28 = llvm.getelementptr %row[28] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
    llvm.store %v28, %p28 : f32, !llvm.ptr<1>
    %v29 = llvm.extractvalue %d3[29] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %p29 = llvm.getelementptr %row[29] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
    llvm.store %v29, %p29 : f32, !llvm.ptr<1>
    %v30 = llvm.extractvalue %d3[30] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %p30 = llvm.getelementptr %row[30] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
    llvm.store %v30, %p30 : f32, !llvm.ptr<1>
    %v31 = llvm.extractvalue %d3[31] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %p31 = llvm.getelementptr %row[31] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
    llvm.store %v31, %p31 : f32, !llvm.ptr<1>
    llvm.return
  }
}
