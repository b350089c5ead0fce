// {isCTAOnly = true}: the load writes the issuing CTA's own shared::cta
// (dst !llvm.ptr<3>) through llvm.nvvm.cp.async.bulk.tensor.g2s.cta.*, which has
// no multicast mask and no cta_group; only the cache hint is optional. It prints
// .shared::cta.global in the PTX, which needs PTX ISA 8.6 even on sm_90a.
// RUN: %nvvm-lower %s --target sm_90a --emit llvm-ir | %FileCheck %s --check-prefix=LL
// RUN: %nvvm-lower %s --target sm_90a | %FileCheck %s --check-prefixes=PTX,PTX90A
// RUN: %nvvm-lower %s --target sm_90 | %FileCheck %s --check-prefixes=PTX,PTX90
// RUN: %nvvm-lower %s --target sm_100a | %FileCheck %s --check-prefixes=PTX,PTX100A
// RUN: %nvvm-lower %s --target sm_90a --ptx 8.6 | %FileCheck %s --check-prefixes=PTX,PTX90A
// RUN: %nvvm-lower %s --target sm_90 | %ptxas-verify
// RUN: %nvvm-lower %s --target sm_90a | %ptxas-verify
// RUN: %nvvm-lower %s --target sm_100a | %ptxas-verify
// RUN: %nvvm-lower %s --target sm_101a | %ptxas-verify
// RUN: %nvvm-lower %s --target sm_120 | %ptxas-verify

// The op raises the version above sm_90a's 8.0 floor.
// PTX90A: .version 8.6
// PTX90A-NEXT: .target sm_90a
// PTX90: .version 8.6
// PTX90-NEXT: .target sm_90
// PTX100A: .version 8.6
// PTX100A-NEXT: .target sm_100a

// Operand order of the intrinsic: dst, bar, tmap, box..., [im2col...], hint, use_hint.
// LL-LABEL: define void @cta_only(ptr addrspace(3) %dst, ptr %tmap, ptr addrspace(3) %bar, i32 %c0, i32 %c1, i32 %c2, i32 %c3, i32 %c4, i16 %o0, i16 %o1, i16 %o2, i64 %h)
// LL-NEXT: entry:
// LL-NEXT: call void @llvm.nvvm.cp.async.bulk.tensor.g2s.cta.tile.1d(ptr addrspace(3) %dst, ptr addrspace(3) %bar, ptr %tmap, i32 %c0, i64 0, i1 false)
// LL-NEXT: call void @llvm.nvvm.cp.async.bulk.tensor.g2s.cta.tile.2d(ptr addrspace(3) %dst, ptr addrspace(3) %bar, ptr %tmap, i32 %c0, i32 %c1, i64 0, i1 false)
// LL-NEXT: call void @llvm.nvvm.cp.async.bulk.tensor.g2s.cta.tile.3d(ptr addrspace(3) %dst, ptr addrspace(3) %bar, ptr %tmap, i32 %c0, i32 %c1, i32 %c2, i64 0, i1 false)
// LL-NEXT: call void @llvm.nvvm.cp.async.bulk.tensor.g2s.cta.tile.4d(ptr addrspace(3) %dst, ptr addrspace(3) %bar, ptr %tmap, i32 %c0, i32 %c1, i32 %c2, i32 %c3, i64 0, i1 false)
// LL-NEXT: call void @llvm.nvvm.cp.async.bulk.tensor.g2s.cta.tile.5d(ptr addrspace(3) %dst, ptr addrspace(3) %bar, ptr %tmap, i32 %c0, i32 %c1, i32 %c2, i32 %c3, i32 %c4, i64 %h, i1 true)
// LL-NEXT: call void @llvm.nvvm.cp.async.bulk.tensor.g2s.cta.im2col.3d(ptr addrspace(3) %dst, ptr addrspace(3) %bar, ptr %tmap, i32 %c0, i32 %c1, i32 %c2, i16 %o0, i64 0, i1 false)
// LL-NEXT: call void @llvm.nvvm.cp.async.bulk.tensor.g2s.cta.im2col.4d(ptr addrspace(3) %dst, ptr addrspace(3) %bar, ptr %tmap, i32 %c0, i32 %c1, i32 %c2, i32 %c3, i16 %o0, i16 %o1, i64 %h, i1 true)
// LL-NEXT: call void @llvm.nvvm.cp.async.bulk.tensor.g2s.cta.im2col.5d(ptr addrspace(3) %dst, ptr addrspace(3) %bar, ptr %tmap, i32 %c0, i32 %c1, i32 %c2, i32 %c3, i32 %c4, i16 %o0, i16 %o1, i16 %o2, i64 0, i1 false)
// LL-NEXT: ret void
// PTX-LABEL: .func cta_only(
// PTX-DAG: ld.param.b64 %rd[[D:[0-9]+]], [cta_only_param_0];
// PTX-DAG: ld.param.b64 %rd[[T:[0-9]+]], [cta_only_param_1];
// PTX-DAG: ld.param.b64 %rd[[B:[0-9]+]], [cta_only_param_2];
// PTX-DAG: ld.param.b32 %r[[C0:[0-9]+]], [cta_only_param_3];
// PTX: cp.async.bulk.tensor.1d.shared::cta.global.tile.mbarrier::complete_tx::bytes [%rd[[D]]], [%rd[[T]], {%r[[C0]]}], [%rd[[B]]];
// PTX: cp.async.bulk.tensor.2d.shared::cta.global.tile.mbarrier::complete_tx::bytes [%rd[[D]]], [%rd[[T]], {%r[[C0]], %r{{[0-9]+}}}], [%rd[[B]]];
// PTX: cp.async.bulk.tensor.3d.shared::cta.global.tile.mbarrier::complete_tx::bytes [%rd[[D]]], [%rd[[T]], {%r[[C0]], %r{{[0-9]+}}, %r{{[0-9]+}}}], [%rd[[B]]];
// PTX: cp.async.bulk.tensor.4d.shared::cta.global.tile.mbarrier::complete_tx::bytes [%rd[[D]]], [%rd[[T]], {%r[[C0]], %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}], [%rd[[B]]];
// PTX: ld.param.b64 %rd[[H:[0-9]+]], [cta_only_param_11];
// PTX: cp.async.bulk.tensor.5d.shared::cta.global.tile.mbarrier::complete_tx::bytes.L2::cache_hint [%rd[[D]]], [%rd[[T]], {%r[[C0]], %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}], [%rd[[B]]], %rd[[H]];
// PTX: cp.async.bulk.tensor.3d.shared::cta.global.im2col.mbarrier::complete_tx::bytes [%rd[[D]]], [%rd[[T]], {%r[[C0]], %r{{[0-9]+}}, %r{{[0-9]+}}}], [%rd[[B]]], {%rs[[O0:[0-9]+]]};
// PTX: cp.async.bulk.tensor.4d.shared::cta.global.im2col.mbarrier::complete_tx::bytes.L2::cache_hint [%rd[[D]]], [%rd[[T]], {%r[[C0]], %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}], [%rd[[B]]], {%rs[[O0]], %rs{{[0-9]+}}}, %rd[[H]];
// PTX: cp.async.bulk.tensor.5d.shared::cta.global.im2col.mbarrier::complete_tx::bytes [%rd[[D]]], [%rd[[T]], {%r[[C0]], %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}], [%rd[[B]]], {%rs[[O0]], %rs{{[0-9]+}}, %rs{{[0-9]+}}};
// PTX-NEXT: ret;
llvm.func @cta_only(%dst: !llvm.ptr<3>, %tmap: !llvm.ptr, %bar: !llvm.ptr<3>, %c0: i32, %c1: i32, %c2: i32, %c3: i32, %c4: i32, %o0: i16, %o1: i16, %o2: i16, %h: i64) {
  nvvm.cp.async.bulk.tensor.shared.cluster.global %dst, %tmap, %bar, box[%c0] {isCTAOnly = true} : !llvm.ptr<3>, !llvm.ptr
  nvvm.cp.async.bulk.tensor.shared.cluster.global %dst, %tmap, %bar, box[%c0, %c1] {isCTAOnly = true} : !llvm.ptr<3>, !llvm.ptr
  nvvm.cp.async.bulk.tensor.shared.cluster.global %dst, %tmap, %bar, box[%c0, %c1, %c2] {isCTAOnly = true} : !llvm.ptr<3>, !llvm.ptr
  nvvm.cp.async.bulk.tensor.shared.cluster.global %dst, %tmap, %bar, box[%c0, %c1, %c2, %c3] {isCTAOnly = true} : !llvm.ptr<3>, !llvm.ptr
  nvvm.cp.async.bulk.tensor.shared.cluster.global %dst, %tmap, %bar, box[%c0, %c1, %c2, %c3, %c4] l2_cache_hint = %h {isCTAOnly = true} : !llvm.ptr<3>, !llvm.ptr
  nvvm.cp.async.bulk.tensor.shared.cluster.global %dst, %tmap, %bar, box[%c0, %c1, %c2] im2col[%o0] {isCTAOnly = true, mode = #nvvm.tma_load_mode<im2col>} : !llvm.ptr<3>, !llvm.ptr
  nvvm.cp.async.bulk.tensor.shared.cluster.global %dst, %tmap, %bar, box[%c0, %c1, %c2, %c3] im2col[%o0, %o1] l2_cache_hint = %h {mode = #nvvm.tma_load_mode<im2col>, isCTAOnly = true} : !llvm.ptr<3>, !llvm.ptr
  nvvm.cp.async.bulk.tensor.shared.cluster.global %dst, %tmap, %bar, box[%c0, %c1, %c2, %c3, %c4] im2col[%o0, %o1, %o2] {isCTAOnly = true, mode = #nvvm.tma_load_mode<im2col>} : !llvm.ptr<3>, !llvm.ptr
  llvm.return
}
