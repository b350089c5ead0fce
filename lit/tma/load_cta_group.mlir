// {group = #nvvm.cta_group<cta_1|cta_2>} on a shared::cluster TMA load: the last
// argument of llvm.nvvm.cp.async.bulk.tensor.g2s.* becomes i32 1 / i32 2 and the
// PTX gains .cta_group::1 / .cta_group::2 (tcgen05 targets @ PTX 8.6; refused on
// sm_90a, see gate-invalid.mlir). Works with im2col, multicast, cache hint and a
// predicate.
// RUN: %nvvm-lower %s --target sm_100a --emit llvm-ir | %FileCheck %s --check-prefix=LL
// RUN: %nvvm-lower %s --target sm_100a | %FileCheck %s --check-prefixes=PTX,PTX100A
// RUN: %nvvm-lower %s --target sm_101a | %FileCheck %s --check-prefixes=PTX,PTX101A
// RUN: %nvvm-lower %s --target sm_103a | %FileCheck %s --check-prefixes=PTX,PTX103A
// RUN: %nvvm-lower %s --target sm_100a | %ptxas-verify
// sm_101a is assembled by ptxas 12.9.
// RUN: %nvvm-lower %s --target sm_101a | %ptxas-verify
// RUN: %nvvm-lower %s --target sm_103a | %ptxas-verify
// RUN: %nvvm-lower %s --target sm_110a | %ptxas-verify
// RUN: %nvvm-lower %s --target sm_100f | %ptxas-verify

// PTX100A: .version 8.6
// PTX100A-NEXT: .target sm_100a
// PTX101A: .version 8.6
// PTX101A-NEXT: .target sm_101a
// PTX103A: .version 8.8
// PTX103A-NEXT: .target sm_103a

// LL-LABEL: define void @groups(ptr addrspace(7) %dst, ptr %tmap, ptr addrspace(3) %bar, i32 %c0, i32 %c1, i32 %c2, i32 %c3, i32 %c4, i16 %o0, i16 %o1, i16 %o2, i16 %m, i64 %h)
// LL-NEXT: entry:
// LL-NEXT: call void @llvm.nvvm.cp.async.bulk.tensor.g2s.tile.1d(ptr addrspace(7) %dst, ptr addrspace(3) %bar, ptr %tmap, i32 %c0, i16 0, i64 0, i1 false, i1 false, i32 1)
// LL-NEXT: call void @llvm.nvvm.cp.async.bulk.tensor.g2s.tile.1d(ptr addrspace(7) %dst, ptr addrspace(3) %bar, ptr %tmap, i32 %c0, i16 0, i64 0, i1 false, i1 false, i32 2)
// LL-NEXT: call void @llvm.nvvm.cp.async.bulk.tensor.g2s.tile.5d(ptr addrspace(7) %dst, ptr addrspace(3) %bar, ptr %tmap, i32 %c0, i32 %c1, i32 %c2, i32 %c3, i32 %c4, i16 %m, i64 %h, i1 true, i1 true, i32 2)
// LL-NEXT: call void @llvm.nvvm.cp.async.bulk.tensor.g2s.im2col.3d(ptr addrspace(7) %dst, ptr addrspace(3) %bar, ptr %tmap, i32 %c0, i32 %c1, i32 %c2, i16 %o0, i16 0, i64 0, i1 false, i1 false, i32 1)
// LL-NEXT: call void @llvm.nvvm.cp.async.bulk.tensor.g2s.im2col.5d(ptr addrspace(7) %dst, ptr addrspace(3) %bar, ptr %tmap, i32 %c0, i32 %c1, i32 %c2, i32 %c3, i32 %c4, i16 %o0, i16 %o1, i16 %o2, i16 %m, i64 0, i1 true, i1 false, i32 2)
// LL-NEXT: ret void
// PTX-LABEL: .func groups(
// PTX: cp.async.bulk.tensor.1d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.cta_group::1 [%rd[[D:[0-9]+]]], [%rd[[T:[0-9]+]], {%r[[C0:[0-9]+]]}], [%rd[[B:[0-9]+]]];
// PTX-NEXT: cp.async.bulk.tensor.1d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.cta_group::2 [%rd[[D]]], [%rd[[T]], {%r[[C0]]}], [%rd[[B]]];
// PTX: cp.async.bulk.tensor.5d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.multicast::cluster.L2::cache_hint.cta_group::2 [%rd[[D]]], [%rd[[T]], {%r[[C0]], %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}], [%rd[[B]]], %rs[[M:[0-9]+]], %rd{{[0-9]+}};
// PTX: cp.async.bulk.tensor.3d.shared::cluster.global.im2col.mbarrier::complete_tx::bytes.cta_group::1 [%rd[[D]]], [%rd[[T]], {%r[[C0]], %r{{[0-9]+}}, %r{{[0-9]+}}}], [%rd[[B]]], {%rs[[O0:[0-9]+]]};
// PTX: cp.async.bulk.tensor.5d.shared::cluster.global.im2col.mbarrier::complete_tx::bytes.multicast::cluster.cta_group::2 [%rd[[D]]], [%rd[[T]], {%r[[C0]], %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}], [%rd[[B]]], {%rs[[O0]], %rs{{[0-9]+}}, %rs{{[0-9]+}}}, %rs[[M]];
// PTX-NEXT: ret;
llvm.func @groups(%dst: !llvm.ptr<7>, %tmap: !llvm.ptr, %bar: !llvm.ptr<3>, %c0: i32, %c1: i32, %c2: i32, %c3: i32, %c4: i32, %o0: i16, %o1: i16, %o2: i16, %m: i16, %h: i64) {
  nvvm.cp.async.bulk.tensor.shared.cluster.global %dst, %tmap, %bar, box[%c0] {group = #nvvm.cta_group<cta_1>} : !llvm.ptr<7>, !llvm.ptr
  nvvm.cp.async.bulk.tensor.shared.cluster.global %dst, %tmap, %bar, box[%c0] {group = #nvvm.cta_group<cta_2>} : !llvm.ptr<7>, !llvm.ptr
  nvvm.cp.async.bulk.tensor.shared.cluster.global %dst, %tmap, %bar, box[%c0, %c1, %c2, %c3, %c4] multicast_mask = %m l2_cache_hint = %h {group = #nvvm.cta_group<cta_2>} : !llvm.ptr<7>, !llvm.ptr
  nvvm.cp.async.bulk.tensor.shared.cluster.global %dst, %tmap, %bar, box[%c0, %c1, %c2] im2col[%o0] {mode = #nvvm.tma_load_mode<im2col>, group = #nvvm.cta_group<cta_1>} : !llvm.ptr<7>, !llvm.ptr
  nvvm.cp.async.bulk.tensor.shared.cluster.global %dst, %tmap, %bar, box[%c0, %c1, %c2, %c3, %c4] im2col[%o0, %o1, %o2] multicast_mask = %m {group = #nvvm.cta_group<cta_2>, mode = #nvvm.tma_load_mode<im2col>} : !llvm.ptr<7>, !llvm.ptr
  llvm.return
}

// A predicated cta_group load keeps both its guard and its group.
// LL-LABEL: define void @group_pred(ptr addrspace(7) %dst, ptr %tmap, ptr addrspace(3) %bar, i32 %c0, i32 %c1, i1 %p)
// LL-NEXT: entry:
// LL-NEXT: br i1 %p, label %[[THEN:[a-z0-9.]+]], label %[[CONT:[a-z0-9.]+]]
// LL-EMPTY:
// LL-NEXT: [[THEN]]:
// LL-NEXT: call void @llvm.nvvm.cp.async.bulk.tensor.g2s.tile.2d(ptr addrspace(7) %dst, ptr addrspace(3) %bar, ptr %tmap, i32 %c0, i32 %c1, i16 0, i64 0, i1 false, i1 false, i32 2)
// LL-NEXT: br label %[[CONT]]
// LL-EMPTY:
// LL-NEXT: [[CONT]]:
// LL-NEXT: ret void
// PTX-LABEL: .func group_pred(
// PTX: @%p{{[0-9]+}} bra [[SKIP:\$L__BB[0-9_]+]];
// PTX-NOT: cp.async.bulk.tensor
// PTX: cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.cta_group::2 [%rd{{[0-9]+}}], [%rd{{[0-9]+}}, {%r{{[0-9]+}}, %r{{[0-9]+}}}], [%rd{{[0-9]+}}];
// PTX-NEXT: [[SKIP]]:
// PTX-NEXT: ret;
llvm.func @group_pred(%dst: !llvm.ptr<7>, %tmap: !llvm.ptr, %bar: !llvm.ptr<3>, %c0: i32, %c1: i32, %p: i1) {
  nvvm.cp.async.bulk.tensor.shared.cluster.global %dst, %tmap, %bar, box[%c0, %c1] predicate = %p {group = #nvvm.cta_group<cta_2>} : !llvm.ptr<7>, !llvm.ptr
  llvm.return
}
