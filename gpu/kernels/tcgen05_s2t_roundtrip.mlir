// Shared memory -> tensor memory -> registers round trip on sm_100a: the
// shared-to-TMEM copy (tcgen05.cp .128x256b) of a known tile, read back with
// tcgen05.ld .32x32b.x8 and stored, so scripts/gpu-test can compare every word.
//
//  1. Thread 0 initialises `copied` (count 1: the copy's commit); warp 0
//     allocates 32 TMEM columns and relinquishes the permit.
//  2. Thread t writes words 8t .. 8t+7 of the 4 KiB tile: word w holds
//     0x5a000000 + w. Each writer's fence.proxy.async.shared::cta makes its
//     stores visible to the copy engine; tcgen05.fence::before_thread_sync,
//     bar.sync, fence::after_thread_sync publish them and the TMEM address.
//  3. Thread 0 builds the descriptor (layout fields from %fields, the tile
//     address >> 4 in bits 0-13), copies the tile to TMEM column 0 and commits
//     to `copied`.
//  4. Every thread waits for `copied`, reads its warp's 32 lanes, 8 columns
//     (thread t: lane t), waits for the load and stores out[t * 8 + j].
//  5. fence, bar.sync, fence; warp 0 frees the columns.
//
// The tile is 128 rows of 256 bits in the canonical no-swizzle layout the
// descriptor names; lane t, column j should hold the word at byte
// (t / 8) * SBO + (j / 4) * LBO + (t % 8) * 16 + (j % 4) * 4 of the tile.

module {
  llvm.mlir.global internal @tile() {addr_space = 3 : i32, alignment = 128 : i64} : !llvm.array<1024 x i32>
  llvm.mlir.global internal @tmem_base() {addr_space = 3 : i32, alignment = 4 : i64} : i32
  llvm.mlir.global internal @copied() {addr_space = 3 : i32, alignment = 8 : i64} : i64

  llvm.func @tcgen05_s2t_roundtrip(%fields: i64, %out: !llvm.ptr<1>) attributes {nvvm.kernel, nvvm.reqntid = array<i32: 128, 1, 1>} {
    %c0 = llvm.mlir.constant(0 : i32) : i32
    %c1 = llvm.mlir.constant(1 : i32) : i32
    %c5 = llvm.mlir.constant(5 : i32) : i32
    %c8 = llvm.mlir.constant(8 : i32) : i32
    %c21 = llvm.mlir.constant(21 : i32) : i32
    %ncols = llvm.mlir.constant(32 : i32) : i32
    %marker = llvm.mlir.constant(1509949440 : i32) : i32
    %ticks = llvm.mlir.constant(1000000 : i32) : i32
    %tile = llvm.mlir.addressof @tile : !llvm.ptr<3>
    %slot = llvm.mlir.addressof @tmem_base : !llvm.ptr<3>
    %copied = llvm.mlir.addressof @copied : !llvm.ptr<3>
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %warp = llvm.lshr %tid, %c5 : i32
    %leader = llvm.icmp "eq" %tid, %c0 : i32
    %warp0 = llvm.icmp "eq" %warp, %c0 : i32
    llvm.cond_br %leader, ^init, ^allocate
  ^init:
    nvvm.mbarrier.init %copied, %c1 : !llvm.ptr<3>, i32
    llvm.br ^allocate
  ^allocate:
    llvm.cond_br %warp0, ^alloc, ^fill(%c0 : i32)
  ^alloc:
    nvvm.tcgen05.alloc %slot, %ncols : !llvm.ptr<3>, i32
    nvvm.tcgen05.relinquish_alloc_permit
    llvm.br ^fill(%c0 : i32)
  ^fill(%j: i32):
    %fmore = llvm.icmp "ult" %j, %c8 : i32
    llvm.cond_br %fmore, ^fill_word, ^publish
  ^fill_word:
    %w0 = llvm.mul %tid, %c8 : i32
    %w = llvm.add %w0, %j : i32
    %v = llvm.add %marker, %w : i32
    %p = llvm.getelementptr %tile[0, %w] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, !llvm.array<1024 x i32>
    llvm.store %v, %p : i32, !llvm.ptr<3>
    %j1 = llvm.add %j, %c1 : i32
    llvm.br ^fill(%j1 : i32)
  ^publish:
    nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
    nvvm.tcgen05.fence #nvvm.tcgen05_fence<before>
    nvvm.barrier0
    nvvm.tcgen05.fence #nvvm.tcgen05_fence<after>
    %tmem = llvm.load %slot : !llvm.ptr<3> -> !llvm.ptr<6>
    llvm.cond_br %leader, ^copy, ^drain
  ^copy:
    %sh = llvm.mlir.constant(4 : i64) : i64
    %mask = llvm.mlir.constant(16383 : i64) : i64
    %pt = llvm.ptrtoint %tile : !llvm.ptr<3> to i64
    %st = llvm.lshr %pt, %sh : i64
    %lt = llvm.and %st, %mask : i64
    %desc = llvm.or %fields, %lt : i64
    nvvm.tcgen05.cp %tmem, %desc {shape = #nvvm.tcgen05_cp_shape<shape_128x256b>}
    nvvm.tcgen05.commit %copied : !llvm.ptr<3>
    llvm.br ^drain
  ^drain:
    nvvm.mbarrier.try_wait.parity %copied, %c0, %ticks : !llvm.ptr<3>, i32, i32
    nvvm.tcgen05.fence #nvvm.tcgen05_fence<after>
    %lanes = llvm.shl %warp, %c21 : i32
    %rows = llvm.getelementptr %tmem[%lanes] : (!llvm.ptr<6>, i32) -> !llvm.ptr<6>, i8
    %row = nvvm.tcgen05.ld %rows {shape = #nvvm.tcgen05_ldst_shape<shape_32x32b>} : vector<8xi32>
    nvvm.tcgen05.wait #nvvm.tcgen05_wait<load>
    %dst = llvm.getelementptr %out[%tid] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, !llvm.array<8 x i32>
    llvm.store %row, %dst : vector<8xi32>, !llvm.ptr<1>
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
