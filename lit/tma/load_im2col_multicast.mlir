// TMA loads in im2col mode (3-5 d, d-2 i16 offsets after the box) and with
// multicast_mask (i16) / l2_cache_hint (i64): the operand takes its slot in the
// intrinsic and sets its use_* flag (i1 true); an absent one is a zero with the
// flag false. The PTX shows .im2col with {offsets}, .multicast::cluster and
// .L2::cache_hint.
// RUN: %nvvm-lower %s --target sm_90a --emit llvm-ir | %FileCheck %s --check-prefix=LL
// RUN: %nvvm-lower %s --target sm_90a | %FileCheck %s --check-prefixes=PTX,PTX90A
// RUN: %nvvm-lower %s --target sm_100a | %FileCheck %s --check-prefixes=PTX,PTX100A
// RUN: %nvvm-lower %s --target sm_90 | %ptxas-verify
// RUN: %nvvm-lower %s --target sm_90a | %ptxas-verify
// RUN: %nvvm-lower %s --target sm_100a | %ptxas-verify
// RUN: %nvvm-lower %s --target sm_101a | %ptxas-verify
// RUN: %nvvm-lower %s --target sm_120 | %ptxas-verify

// PTX90A: .version 8.0
// PTX100A: .version 8.6

// LL-LABEL: define void @im2col(ptr addrspace(7) %dst, ptr %tmap, ptr addrspace(3) %bar, i32 %c0, i32 %c1, i32 %c2, i32 %c3, i32 %c4, i16 %o0, i16 %o1, i16 %o2)
// LL-NEXT: entry:
// LL-NEXT: call void @llvm.nvvm.cp.async.bulk.tensor.g2s.im2col.3d(ptr addrspace(7) %dst, ptr addrspace(3) %bar, ptr %tmap, i32 %c0, i32 %c1, i32 %c2, i16 %o0, i16 0, i64 0, i1 false, i1 false, i32 0)
// LL-NEXT: call void @llvm.nvvm.cp.async.bulk.tensor.g2s.im2col.4d(ptr addrspace(7) %dst, ptr addrspace(3) %bar, ptr %tmap, i32 %c0, i32 %c1, i32 %c2, i32 %c3, i16 %o0, i16 %o1, i16 0, i64 0, i1 false, i1 false, i32 0)
// LL-NEXT: call void @llvm.nvvm.cp.async.bulk.tensor.g2s.im2col.5d(ptr addrspace(7) %dst, ptr addrspace(3) %bar, ptr %tmap, i32 %c0, i32 %c1, i32 %c2, i32 %c3, i32 %c4, i16 %o0, i16 %o1, i16 %o2, i16 0, i64 0, i1 false, i1 false, i32 0)
// LL-NEXT: ret void
// PTX-LABEL: .func im2col(
// PTX-DAG: ld.param.b64 %rd[[D:[0-9]+]], [im2col_param_0];
// PTX-DAG: ld.param.b64 %rd[[T:[0-9]+]], [im2col_param_1];
// PTX-DAG: ld.param.b64 %rd[[B:[0-9]+]], [im2col_param_2];
// PTX-DAG: ld.param.b32 %r[[C0:[0-9]+]], [im2col_param_3];
// PTX-DAG: ld.param.b32 %r[[C1:[0-9]+]], [im2col_param_4];
// PTX-DAG: ld.param.b32 %r[[C2:[0-9]+]], [im2col_param_5];
// PTX-DAG: ld.param.b16 %rs[[O0:[0-9]+]], [im2col_param_8];
// PTX: cp.async.bulk.tensor.3d.shared::cluster.global.im2col.mbarrier::complete_tx::bytes [%rd[[D]]], [%rd[[T]], {%r[[C0]], %r[[C1]], %r[[C2]]}], [%rd[[B]]], {%rs[[O0]]};
// PTX-DAG: ld.param.b32 %r[[C3:[0-9]+]], [im2col_param_6];
// PTX-DAG: ld.param.b16 %rs[[O1:[0-9]+]], [im2col_param_9];
// PTX: cp.async.bulk.tensor.4d.shared::cluster.global.im2col.mbarrier::complete_tx::bytes [%rd[[D]]], [%rd[[T]], {%r[[C0]], %r[[C1]], %r[[C2]], %r[[C3]]}], [%rd[[B]]], {%rs[[O0]], %rs[[O1]]};
// PTX-DAG: ld.param.b32 %r[[C4:[0-9]+]], [im2col_param_7];
// PTX-DAG: ld.param.b16 %rs[[O2:[0-9]+]], [im2col_param_10];
// PTX: cp.async.bulk.tensor.5d.shared::cluster.global.im2col.mbarrier::complete_tx::bytes [%rd[[D]]], [%rd[[T]], {%r[[C0]], %r[[C1]], %r[[C2]], %r[[C3]], %r[[C4]]}], [%rd[[B]]], {%rs[[O0]], %rs[[O1]], %rs[[O2]]};
// PTX-NEXT: ret;
llvm.func @im2col(%dst: !llvm.ptr<7>, %tmap: !llvm.ptr, %bar: !llvm.ptr<3>, %c0: i32, %c1: i32, %c2: i32, %c3: i32, %c4: i32, %o0: i16, %o1: i16, %o2: i16) {
  nvvm.cp.async.bulk.tensor.shared.cluster.global %dst, %tmap, %bar, box[%c0, %c1, %c2] im2col[%o0] {mode = #nvvm.tma_load_mode<im2col>} : !llvm.ptr<7>, !llvm.ptr
  nvvm.cp.async.bulk.tensor.shared.cluster.global %dst, %tmap, %bar, box[%c0, %c1, %c2, %c3] im2col[%o0, %o1] {mode = #nvvm.tma_load_mode<im2col>} : !llvm.ptr<7>, !llvm.ptr
  nvvm.cp.async.bulk.tensor.shared.cluster.global %dst, %tmap, %bar, box[%c0, %c1, %c2, %c3, %c4] im2col[%o0, %o1, %o2] {mode = #nvvm.tma_load_mode<im2col>} : !llvm.ptr<7>, !llvm.ptr
  llvm.return
}

// Every combination of the two optional operands, in tile mode (1 d and 5 d).
// LL-LABEL: define void @mask_hint(ptr addrspace(7) %dst, ptr %tmap, ptr addrspace(3) %bar, i32 %c0, i32 %c1, i32 %c2, i32 %c3, i32 %c4, i16 %m, i64 %h)
// LL-NEXT: entry:
// LL-NEXT: call void @llvm.nvvm.cp.async.bulk.tensor.g2s.tile.1d(ptr addrspace(7) %dst, ptr addrspace(3) %bar, ptr %tmap, i32 %c0, i16 %m, i64 0, i1 true, i1 false, i32 0)
// LL-NEXT: call void @llvm.nvvm.cp.async.bulk.tensor.g2s.tile.1d(ptr addrspace(7) %dst, ptr addrspace(3) %bar, ptr %tmap, i32 %c0, i16 0, i64 %h, i1 false, i1 true, i32 0)
// LL-NEXT: call void @llvm.nvvm.cp.async.bulk.tensor.g2s.tile.1d(ptr addrspace(7) %dst, ptr addrspace(3) %bar, ptr %tmap, i32 %c0, i16 %m, i64 %h, i1 true, i1 true, i32 0)
// LL-NEXT: call void @llvm.nvvm.cp.async.bulk.tensor.g2s.tile.5d(ptr addrspace(7) %dst, ptr addrspace(3) %bar, ptr %tmap, i32 %c0, i32 %c1, i32 %c2, i32 %c3, i32 %c4, i16 %m, i64 %h, i1 true, i1 true, i32 0)
// LL-NEXT: ret void
// PTX-LABEL: .func mask_hint(
// PTX-DAG: ld.param.b64 %rd[[D:[0-9]+]], [mask_hint_param_0];
// PTX-DAG: ld.param.b64 %rd[[T:[0-9]+]], [mask_hint_param_1];
// PTX-DAG: ld.param.b64 %rd[[B:[0-9]+]], [mask_hint_param_2];
// PTX-DAG: ld.param.b32 %r[[C0:[0-9]+]], [mask_hint_param_3];
// PTX-DAG: ld.param.b16 %rs[[M:[0-9]+]], [mask_hint_param_8];
// PTX: cp.async.bulk.tensor.1d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.multicast::cluster [%rd[[D]]], [%rd[[T]], {%r[[C0]]}], [%rd[[B]]], %rs[[M]];
// PTX: ld.param.b64 %rd[[H:[0-9]+]], [mask_hint_param_9];
// PTX: cp.async.bulk.tensor.1d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.L2::cache_hint [%rd[[D]]], [%rd[[T]], {%r[[C0]]}], [%rd[[B]]], %rd[[H]];
// PTX-NEXT: cp.async.bulk.tensor.1d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.multicast::cluster.L2::cache_hint [%rd[[D]]], [%rd[[T]], {%r[[C0]]}], [%rd[[B]]], %rs[[M]], %rd[[H]];
// PTX: cp.async.bulk.tensor.5d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.multicast::cluster.L2::cache_hint [%rd[[D]]], [%rd[[T]], {%r[[C0]], %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}], [%rd[[B]]], %rs[[M]], %rd[[H]];
// PTX-NEXT: ret;
llvm.func @mask_hint(%dst: !llvm.ptr<7>, %tmap: !llvm.ptr, %bar: !llvm.ptr<3>, %c0: i32, %c1: i32, %c2: i32, %c3: i32, %c4: i32, %m: i16, %h: i64) {
  nvvm.cp.async.bulk.tensor.shared.cluster.global %dst, %tmap, %bar, box[%c0] multicast_mask = %m : !llvm.ptr<7>, !llvm.ptr
  nvvm.cp.async.bulk.tensor.shared.cluster.global %dst, %tmap, %bar, box[%c0] l2_cache_hint = %h : !llvm.ptr<7>, !llvm.ptr
  nvvm.cp.async.bulk.tensor.shared.cluster.global %dst, %tmap, %bar, box[%c0] multicast_mask = %m l2_cache_hint = %h : !llvm.ptr<7>, !llvm.ptr
  nvvm.cp.async.bulk.tensor.shared.cluster.global %dst, %tmap, %bar, box[%c0, %c1, %c2, %c3, %c4] multicast_mask = %m l2_cache_hint = %h : !llvm.ptr<7>, !llvm.ptr
  llvm.return
}

// im2col with the optional operands: offsets first, then mask and hint.
// LL-LABEL: define void @im2col_mask_hint(ptr addrspace(7) %dst, ptr %tmap, ptr addrspace(3) %bar, i32 %c0, i32 %c1, i32 %c2, i32 %c3, i16 %o0, i16 %o1, i16 %m, i64 %h)
// LL-NEXT: entry:
// LL-NEXT: call void @llvm.nvvm.cp.async.bulk.tensor.g2s.im2col.3d(ptr addrspace(7) %dst, ptr addrspace(3) %bar, ptr %tmap, i32 %c0, i32 %c1, i32 %c2, i16 %o0, i16 %m, i64 0, i1 true, i1 false, i32 0)
// LL-NEXT: call void @llvm.nvvm.cp.async.bulk.tensor.g2s.im2col.4d(ptr addrspace(7) %dst, ptr addrspace(3) %bar, ptr %tmap, i32 %c0, i32 %c1, i32 %c2, i32 %c3, i16 %o0, i16 %o1, i16 0, i64 %h, i1 false, i1 true, i32 0)
// LL-NEXT: call void @llvm.nvvm.cp.async.bulk.tensor.g2s.im2col.3d(ptr addrspace(7) %dst, ptr addrspace(3) %bar, ptr %tmap, i32 %c0, i32 %c1, i32 %c2, i16 %o0, i16 %m, i64 %h, i1 true, i1 true, i32 0)
// LL-NEXT: ret void
// PTX-LABEL: .func im2col_mask_hint(
// PTX-DAG: ld.param.b16 %rs[[O0:[0-9]+]], [im2col_mask_hint_param_7];
// PTX-DAG: ld.param.b16 %rs[[M:[0-9]+]], [im2col_mask_hint_param_9];
// PTX: cp.async.bulk.tensor.3d.shared::cluster.global.im2col.mbarrier::complete_tx::bytes.multicast::cluster [%rd{{[0-9]+}}], [%rd{{[0-9]+}}, {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}], [%rd{{[0-9]+}}], {%rs[[O0]]}, %rs[[M]];
// PTX-DAG: ld.param.b16 %rs[[O1:[0-9]+]], [im2col_mask_hint_param_8];
// PTX-DAG: ld.param.b64 %rd[[H:[0-9]+]], [im2col_mask_hint_param_10];
// PTX: cp.async.bulk.tensor.4d.shared::cluster.global.im2col.mbarrier::complete_tx::bytes.L2::cache_hint [%rd{{[0-9]+}}], [%rd{{[0-9]+}}, {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}], [%rd{{[0-9]+}}], {%rs[[O0]], %rs[[O1]]}, %rd[[H]];
// PTX-NEXT: cp.async.bulk.tensor.3d.shared::cluster.global.im2col.mbarrier::complete_tx::bytes.multicast::cluster.L2::cache_hint [%rd{{[0-9]+}}], [%rd{{[0-9]+}}, {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}], [%rd{{[0-9]+}}], {%rs[[O0]]}, %rs[[M]], %rd[[H]];
// PTX-NEXT: ret;
llvm.func @im2col_mask_hint(%dst: !llvm.ptr<7>, %tmap: !llvm.ptr, %bar: !llvm.ptr<3>, %c0: i32, %c1: i32, %c2: i32, %c3: i32, %o0: i16, %o1: i16, %m: i16, %h: i64) {
  nvvm.cp.async.bulk.tensor.shared.cluster.global %dst, %tmap, %bar, box[%c0, %c1, %c2] im2col[%o0] multicast_mask = %m {mode = #nvvm.tma_load_mode<im2col>} : !llvm.ptr<7>, !llvm.ptr
  nvvm.cp.async.bulk.tensor.shared.cluster.global %dst, %tmap, %bar, box[%c0, %c1, %c2, %c3] im2col[%o0, %o1] l2_cache_hint = %h {mode = #nvvm.tma_load_mode<im2col>} : !llvm.ptr<7>, !llvm.ptr
  nvvm.cp.async.bulk.tensor.shared.cluster.global %dst, %tmap, %bar, box[%c0, %c1, %c2] im2col[%o0] multicast_mask = %m l2_cache_hint = %h {mode = #nvvm.tma_load_mode<im2col>} : !llvm.ptr<7>, !llvm.ptr
  llvm.return
}
