// TMA tensor prefetch into L2 and TMA reductions, in MLIR 22's syntax (its
// tma_prefetch and tma_store_reduce tests): tile 1-5 d, im2col 3-5 d, the
// sm_100 modes im2col_w / im2col_w_128 / tile_gather4, every reduction, the
// cache hint; and the sm_100 load and store modes of the TMA copies.
// RUN: %nvvm-lower %s --target sm_100a --emit llvm-ir | %FileCheck %s --check-prefix=LL
// RUN: %nvvm-lower %s --target sm_100a | %FileCheck %s --check-prefix=PTX
// RUN: %nvvm-lower %s --target sm_100a | %ptxas-verify
// RUN: %nvvm-lower %s --target sm_103f | %ptxas-verify

// PTX: .version 8.6
// PTX-NEXT: .target sm_100a

// LL-LABEL: define void @tma_prefetch(
// LL: call void @llvm.nvvm.cp.async.bulk.tensor.prefetch.tile.1d(ptr %tma, i32 %d0, i64 0, i1 false)
// LL: call void @llvm.nvvm.cp.async.bulk.tensor.prefetch.tile.2d(ptr %tma, i32 %d0, i32 %d1, i64 %ch, i1 true)
// LL: call void @llvm.nvvm.cp.async.bulk.tensor.prefetch.tile.5d(ptr %tma, i32 %d0, i32 %d1, i32 %d2, i32 %d3, i32 %d4, i64 0, i1 false)
// LL: call void @llvm.nvvm.cp.async.bulk.tensor.prefetch.im2col.3d(ptr %tma, i32 %d0, i32 %d1, i32 %d2, i16 %off0, i64 0, i1 false)
// LL: call void @llvm.nvvm.cp.async.bulk.tensor.prefetch.im2col.5d(ptr %tma, i32 %d0, i32 %d1, i32 %d2, i32 %d3, i32 %d4, i16 %off0, i16 %off1, i16 %off2, i64 %ch, i1 true)
// PTX-LABEL: tma_prefetch(
// PTX: cp.async.bulk.prefetch.tensor.1d.L2.global.tile 
// PTX: cp.async.bulk.prefetch.tensor.2d.L2.global.tile.L2::cache_hint 
// PTX: cp.async.bulk.prefetch.tensor.5d.L2.global.tile 
// PTX: cp.async.bulk.prefetch.tensor.3d.L2.global.im2col 
// PTX: cp.async.bulk.prefetch.tensor.5d.L2.global.im2col.L2::cache_hint 
llvm.func @tma_prefetch(%tma: !llvm.ptr, %d0: i32, %d1: i32, %d2: i32, %d3: i32, %d4: i32, %off0: i16, %off1: i16, %off2: i16, %ch: i64) {
  nvvm.cp.async.bulk.tensor.prefetch %tma, box[%d0] : !llvm.ptr
  nvvm.cp.async.bulk.tensor.prefetch %tma, box[%d0, %d1] l2_cache_hint = %ch : !llvm.ptr
  nvvm.cp.async.bulk.tensor.prefetch %tma, box[%d0, %d1, %d2, %d3, %d4] : !llvm.ptr
  nvvm.cp.async.bulk.tensor.prefetch %tma, box[%d0, %d1, %d2] im2col[%off0] {mode = #nvvm.tma_load_mode<im2col>} : !llvm.ptr
  nvvm.cp.async.bulk.tensor.prefetch %tma, box[%d0, %d1, %d2, %d3, %d4] im2col[%off0, %off1, %off2] l2_cache_hint = %ch {mode = #nvvm.tma_load_mode<im2col>} : !llvm.ptr
  llvm.return
}

// LL-LABEL: define void @tma_prefetch_w(
// LL: call void @llvm.nvvm.cp.async.bulk.tensor.prefetch.im2col.w.3d(ptr %tma, i32 %d0, i32 %d1, i32 %d2, i16 %off0, i16 %off1, i64 0, i1 false)
// LL: call void @llvm.nvvm.cp.async.bulk.tensor.prefetch.im2col.w.128.4d(ptr %tma, i32 %d0, i32 %d1, i32 %d2, i32 %d3, i16 %off0, i16 %off1, i64 %ch, i1 true)
// LL: call void @llvm.nvvm.cp.async.bulk.tensor.prefetch.tile.gather4.2d(ptr %tma, i32 %d0, i32 %d1, i32 %d2, i32 %d3, i32 %d4, i64 0, i1 false)
// PTX-LABEL: tma_prefetch_w(
// PTX: cp.async.bulk.prefetch.tensor.3d.L2.global.im2col::w 
// PTX: cp.async.bulk.prefetch.tensor.4d.L2.global.im2col::w::128.L2::cache_hint 
// PTX: cp.async.bulk.prefetch.tensor.2d.L2.global.tile::gather4 
llvm.func @tma_prefetch_w(%tma: !llvm.ptr, %d0: i32, %d1: i32, %d2: i32, %d3: i32, %d4: i32, %off0: i16, %off1: i16, %ch: i64) {
  nvvm.cp.async.bulk.tensor.prefetch %tma, box[%d0, %d1, %d2] im2col[%off0, %off1] {mode = #nvvm.tma_load_mode<im2col_w>} : !llvm.ptr
  nvvm.cp.async.bulk.tensor.prefetch %tma, box[%d0, %d1, %d2, %d3] im2col[%off0, %off1] l2_cache_hint = %ch {mode = #nvvm.tma_load_mode<im2col_w_128>} : !llvm.ptr
  nvvm.cp.async.bulk.tensor.prefetch %tma, box[%d0, %d1, %d2, %d3, %d4] {mode = #nvvm.tma_load_mode<tile_gather4>} : !llvm.ptr
  llvm.return
}

// LL-LABEL: define void @tma_reduce(
// LL: call void @llvm.nvvm.cp.async.bulk.tensor.reduce.add.tile.1d(ptr addrspace(3) %src, ptr %tma, i32 %d0, i64 0, i1 false)
// LL: call void @llvm.nvvm.cp.async.bulk.tensor.reduce.min.tile.2d(ptr addrspace(3) %src, ptr %tma, i32 %d0, i32 %d1, i64 %ch, i1 true)
// LL: call void @llvm.nvvm.cp.async.bulk.tensor.reduce.max.tile.3d(ptr addrspace(3) %src, ptr %tma, i32 %d0, i32 %d1, i32 %d2, i64 0, i1 false)
// LL: call void @llvm.nvvm.cp.async.bulk.tensor.reduce.inc.tile.4d(ptr addrspace(3) %src, ptr %tma, i32 %d0, i32 %d1, i32 %d2, i32 %d3, i64 0, i1 false)
// LL: call void @llvm.nvvm.cp.async.bulk.tensor.reduce.dec.tile.5d(ptr addrspace(3) %src, ptr %tma, i32 %d0, i32 %d1, i32 %d2, i32 %d3, i32 %d4, i64 0, i1 false)
// LL: call void @llvm.nvvm.cp.async.bulk.tensor.reduce.and.im2col.3d(ptr addrspace(3) %src, ptr %tma, i32 %d0, i32 %d1, i32 %d2, i64 0, i1 false)
// LL: call void @llvm.nvvm.cp.async.bulk.tensor.reduce.or.im2col.4d(ptr addrspace(3) %src, ptr %tma, i32 %d0, i32 %d1, i32 %d2, i32 %d3, i64 %ch, i1 true)
// LL: call void @llvm.nvvm.cp.async.bulk.tensor.reduce.xor.im2col.5d(ptr addrspace(3) %src, ptr %tma, i32 %d0, i32 %d1, i32 %d2, i32 %d3, i32 %d4, i64 0, i1 false)
// PTX-LABEL: tma_reduce(
// PTX: cp.reduce.async.bulk.tensor.1d.global.shared::cta.add.tile.bulk_group 
// PTX: cp.reduce.async.bulk.tensor.2d.global.shared::cta.min.tile.bulk_group.L2::cache_hint 
// PTX: cp.reduce.async.bulk.tensor.3d.global.shared::cta.max.tile.bulk_group 
// PTX: cp.reduce.async.bulk.tensor.4d.global.shared::cta.inc.tile.bulk_group 
// PTX: cp.reduce.async.bulk.tensor.5d.global.shared::cta.dec.tile.bulk_group 
// PTX: cp.reduce.async.bulk.tensor.3d.global.shared::cta.and.im2col_no_offs.bulk_group 
// PTX: cp.reduce.async.bulk.tensor.4d.global.shared::cta.or.im2col_no_offs.bulk_group.L2::cache_hint 
// PTX: cp.reduce.async.bulk.tensor.5d.global.shared::cta.xor.im2col_no_offs.bulk_group 
llvm.func @tma_reduce(%src: !llvm.ptr<3>, %tma: !llvm.ptr, %d0: i32, %d1: i32, %d2: i32, %d3: i32, %d4: i32, %ch: i64) {
  nvvm.cp.async.bulk.tensor.reduce %tma, %src, box[%d0] {redKind = #nvvm.tma_redux_kind<add>} : !llvm.ptr, !llvm.ptr<3>
  nvvm.cp.async.bulk.tensor.reduce %tma, %src, box[%d0, %d1] l2_cache_hint = %ch {redKind = #nvvm.tma_redux_kind<min>} : !llvm.ptr, !llvm.ptr<3>
  nvvm.cp.async.bulk.tensor.reduce %tma, %src, box[%d0, %d1, %d2] {redKind = #nvvm.tma_redux_kind<max>, mode = #nvvm.tma_store_mode<tile>} : !llvm.ptr, !llvm.ptr<3>
  nvvm.cp.async.bulk.tensor.reduce %tma, %src, box[%d0, %d1, %d2, %d3] {redKind = #nvvm.tma_redux_kind<inc>} : !llvm.ptr, !llvm.ptr<3>
  nvvm.cp.async.bulk.tensor.reduce %tma, %src, box[%d0, %d1, %d2, %d3, %d4] {redKind = #nvvm.tma_redux_kind<dec>} : !llvm.ptr, !llvm.ptr<3>
  nvvm.cp.async.bulk.tensor.reduce %tma, %src, box[%d0, %d1, %d2] {redKind = #nvvm.tma_redux_kind<and>, mode = #nvvm.tma_store_mode<im2col>} : !llvm.ptr, !llvm.ptr<3>
  nvvm.cp.async.bulk.tensor.reduce %tma, %src, box[%d0, %d1, %d2, %d3] l2_cache_hint = %ch {redKind = #nvvm.tma_redux_kind<or>, mode = #nvvm.tma_store_mode<im2col>} : !llvm.ptr, !llvm.ptr<3>
  nvvm.cp.async.bulk.tensor.reduce %tma, %src, box[%d0, %d1, %d2, %d3, %d4] {redKind = #nvvm.tma_redux_kind<xor>, mode = #nvvm.tma_store_mode<im2col>} : !llvm.ptr, !llvm.ptr<3>
  llvm.return
}

// LL-LABEL: define void @ld(
// LL: call void @llvm.nvvm.cp.async.bulk.tensor.g2s.im2col.w.3d(ptr addrspace(7) %dst, ptr addrspace(3) %bar, ptr %tma, i32 %d0, i32 %d1, i32 %d2, i16 %o0, i16 %o1, i16 0, i64 0, i1 false, i1 false, i32 0)
// LL: call void @llvm.nvvm.cp.async.bulk.tensor.g2s.im2col.w.128.4d(ptr addrspace(7) %dst, ptr addrspace(3) %bar, ptr %tma, i32 %d0, i32 %d1, i32 %d2, i32 %d3, i16 %o0, i16 %o1, i16 %mc, i64 %ch, i1 true, i1 true, i32 0)
// LL: call void @llvm.nvvm.cp.async.bulk.tensor.g2s.tile.gather4.2d(ptr addrspace(7) %dst, ptr addrspace(3) %bar, ptr %tma, i32 %d0, i32 %d1, i32 %d2, i32 %d3, i32 %d4, i16 0, i64 0, i1 false, i1 false, i32 0)
// LL: call void @llvm.nvvm.cp.async.bulk.tensor.g2s.tile.gather4.2d(ptr addrspace(7) %dst, ptr addrspace(3) %bar, ptr %tma, i32 %d0, i32 %d1, i32 %d2, i32 %d3, i32 %d4, i16 0, i64 0, i1 false, i1 false, i32 2)
// LL: call void @llvm.nvvm.cp.async.bulk.tensor.g2s.cta.im2col.w.3d(ptr addrspace(3) %dcta, ptr addrspace(3) %bar, ptr %tma, i32 %d0, i32 %d1, i32 %d2, i16 %o0, i16 %o1, i64 0, i1 false)
// LL: call void @llvm.nvvm.cp.async.bulk.tensor.g2s.cta.tile.gather4.2d(ptr addrspace(3) %dcta, ptr addrspace(3) %bar, ptr %tma, i32 %d0, i32 %d1, i32 %d2, i32 %d3, i32 %d4, i64 0, i1 false)
// LL: call void @llvm.nvvm.cp.async.bulk.tensor.s2g.tile.scatter4.2d(ptr addrspace(3) %dcta, ptr %tma, i32 %d0, i32 %d1, i32 %d2, i32 %d3, i32 %d4, i64 0, i1 false)
// PTX-LABEL: ld(
// PTX: cp.async.bulk.tensor.3d.shared::cluster.global.im2col::w.mbarrier::complete_tx::bytes 
// PTX: cp.async.bulk.tensor.4d.shared::cluster.global.im2col::w::128.mbarrier::complete_tx::bytes.multicast::cluster.L2::cache_hint 
// PTX: cp.async.bulk.tensor.2d.shared::cluster.global.tile::gather4.mbarrier::complete_tx::bytes 
// PTX: cp.async.bulk.tensor.2d.shared::cluster.global.tile::gather4.mbarrier::complete_tx::bytes.cta_group::2 
// PTX: cp.async.bulk.tensor.3d.shared::cta.global.im2col::w.mbarrier::complete_tx::bytes 
// PTX: cp.async.bulk.tensor.2d.shared::cta.global.tile::gather4.mbarrier::complete_tx::bytes 
// PTX: cp.async.bulk.tensor.2d.global.shared::cta.tile::scatter4.bulk_group 
llvm.func @ld(%dst: !llvm.ptr<7>, %dcta: !llvm.ptr<3>, %bar: !llvm.ptr<3>, %tma: !llvm.ptr, %d0: i32, %d1: i32, %d2: i32, %d3: i32, %d4: i32, %o0: i16, %o1: i16, %mc: i16, %ch: i64, %p: i1) {
  nvvm.cp.async.bulk.tensor.shared.cluster.global %dst, %tma, %bar, box[%d0, %d1, %d2] im2col[%o0, %o1] {mode = #nvvm.tma_load_mode<im2col_w>} : !llvm.ptr<7>, !llvm.ptr
  nvvm.cp.async.bulk.tensor.shared.cluster.global %dst, %tma, %bar, box[%d0, %d1, %d2, %d3] im2col[%o0, %o1] multicast_mask = %mc l2_cache_hint = %ch {mode = #nvvm.tma_load_mode<im2col_w_128>} : !llvm.ptr<7>, !llvm.ptr
  nvvm.cp.async.bulk.tensor.shared.cluster.global %dst, %tma, %bar, box[%d0, %d1, %d2, %d3, %d4] {mode = #nvvm.tma_load_mode<tile_gather4>} : !llvm.ptr<7>, !llvm.ptr
  nvvm.cp.async.bulk.tensor.shared.cluster.global %dst, %tma, %bar, box[%d0, %d1, %d2, %d3, %d4] {mode = #nvvm.tma_load_mode<tile_gather4>, group = #nvvm.cta_group<cta_2>} : !llvm.ptr<7>, !llvm.ptr
  nvvm.cp.async.bulk.tensor.shared.cluster.global %dcta, %tma, %bar, box[%d0, %d1, %d2] im2col[%o0, %o1] {isCTAOnly = true, mode = #nvvm.tma_load_mode<im2col_w>} : !llvm.ptr<3>, !llvm.ptr
  nvvm.cp.async.bulk.tensor.shared.cluster.global %dcta, %tma, %bar, box[%d0, %d1, %d2, %d3, %d4] {isCTAOnly = true, mode = #nvvm.tma_load_mode<tile_gather4>} : !llvm.ptr<3>, !llvm.ptr
  nvvm.cp.async.bulk.tensor.global.shared.cta %tma, %dcta, box[%d0, %d1, %d2, %d3, %d4] {mode = #nvvm.tma_store_mode<tile_scatter4>} : !llvm.ptr, !llvm.ptr<3>
  llvm.return
}

