// nvvm.cp.async.bulk.tensor.shared.cluster.global in tile mode, box of 1 to 5
// coordinates, no multicast / cache hint / cta_group: one
// llvm.nvvm.cp.async.bulk.tensor.g2s.tile.{1..5}d call each, with the unused
// mask and hint as zeros, both use_* flags false and cta_group 0 (sm_90_up @ 8.0).
// RUN: %nvvm-lower %s --target sm_90a --emit llvm-ir | %FileCheck %s --check-prefix=LL
// RUN: %nvvm-lower %s --target sm_100a --emit llvm-ir | %FileCheck %s --check-prefix=LL
// RUN: %nvvm-lower %s --target sm_90a | %FileCheck %s --check-prefixes=PTX,PTX90A
// RUN: %nvvm-lower %s --target sm_100a | %FileCheck %s --check-prefixes=PTX,PTX100A
// RUN: %nvvm-lower %s --target sm_101a | %FileCheck %s --check-prefixes=PTX,PTX101A
// RUN: %nvvm-lower %s --target sm_90 | %ptxas-verify
// RUN: %nvvm-lower %s --target sm_90a | %ptxas-verify
// RUN: %nvvm-lower %s --target sm_100a | %ptxas-verify
// sm_101a is assembled by ptxas 12.9 (CUDA 13 renamed it sm_110a).
// RUN: %nvvm-lower %s --target sm_101a | %ptxas-verify
// RUN: %nvvm-lower %s --target sm_120 | %ptxas-verify

// 8.0 is the op's floor and sm_90a's; sm_100a and sm_101a start at 8.6.
// PTX90A: .version 8.0
// PTX90A-NEXT: .target sm_90a
// PTX100A: .version 8.6
// PTX100A-NEXT: .target sm_100a
// PTX101A: .version 8.6
// PTX101A-NEXT: .target sm_101a

// Operand order of the intrinsic: dst, bar, tmap, box..., mask, hint, use_mask,
// use_hint, cta_group (the op writes dst, tmap, bar).
// LL-LABEL: define void @tile(ptr addrspace(7) %dst, ptr %tmap, ptr addrspace(3) %bar, i32 %c0, i32 %c1, i32 %c2, i32 %c3, i32 %c4)
// LL-NEXT: entry:
// LL-NEXT: call void @llvm.nvvm.cp.async.bulk.tensor.g2s.tile.1d(ptr addrspace(7) %dst, ptr addrspace(3) %bar, ptr %tmap, i32 %c0, i16 0, i64 0, i1 false, i1 false, i32 0)
// LL-NEXT: call void @llvm.nvvm.cp.async.bulk.tensor.g2s.tile.2d(ptr addrspace(7) %dst, ptr addrspace(3) %bar, ptr %tmap, i32 %c0, i32 %c1, i16 0, i64 0, i1 false, i1 false, i32 0)
// LL-NEXT: call void @llvm.nvvm.cp.async.bulk.tensor.g2s.tile.3d(ptr addrspace(7) %dst, ptr addrspace(3) %bar, ptr %tmap, i32 %c0, i32 %c1, i32 %c2, i16 0, i64 0, i1 false, i1 false, i32 0)
// LL-NEXT: call void @llvm.nvvm.cp.async.bulk.tensor.g2s.tile.4d(ptr addrspace(7) %dst, ptr addrspace(3) %bar, ptr %tmap, i32 %c0, i32 %c1, i32 %c2, i32 %c3, i16 0, i64 0, i1 false, i1 false, i32 0)
// LL-NEXT: call void @llvm.nvvm.cp.async.bulk.tensor.g2s.tile.5d(ptr addrspace(7) %dst, ptr addrspace(3) %bar, ptr %tmap, i32 %c0, i32 %c1, i32 %c2, i32 %c3, i32 %c4, i16 0, i64 0, i1 false, i1 false, i32 0)
// LL-NEXT: ret void

// Each line is matched whole up to its operands: no .multicast::cluster,
// .L2::cache_hint or .cta_group qualifier.
// PTX-LABEL: .func tile(
// PTX-DAG: ld.param.b64 %rd[[D:[0-9]+]], [tile_param_0];
// PTX-DAG: ld.param.b64 %rd[[T:[0-9]+]], [tile_param_1];
// PTX-DAG: ld.param.b64 %rd[[B:[0-9]+]], [tile_param_2];
// PTX-DAG: ld.param.b32 %r[[C0:[0-9]+]], [tile_param_3];
// PTX: cp.async.bulk.tensor.1d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [%rd[[D]]], [%rd[[T]], {%r[[C0]]}], [%rd[[B]]];
// PTX-NEXT: ld.param.b32 %r[[C1:[0-9]+]], [tile_param_4];
// PTX-NEXT: cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [%rd[[D]]], [%rd[[T]], {%r[[C0]], %r[[C1]]}], [%rd[[B]]];
// PTX-NEXT: ld.param.b32 %r[[C2:[0-9]+]], [tile_param_5];
// PTX-NEXT: cp.async.bulk.tensor.3d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [%rd[[D]]], [%rd[[T]], {%r[[C0]], %r[[C1]], %r[[C2]]}], [%rd[[B]]];
// PTX-NEXT: ld.param.b32 %r[[C3:[0-9]+]], [tile_param_6];
// PTX-NEXT: cp.async.bulk.tensor.4d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [%rd[[D]]], [%rd[[T]], {%r[[C0]], %r[[C1]], %r[[C2]], %r[[C3]]}], [%rd[[B]]];
// PTX-NEXT: ld.param.b32 %r[[C4:[0-9]+]], [tile_param_7];
// PTX-NEXT: cp.async.bulk.tensor.5d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [%rd[[D]]], [%rd[[T]], {%r[[C0]], %r[[C1]], %r[[C2]], %r[[C3]], %r[[C4]]}], [%rd[[B]]];
// PTX-NEXT: ret;
llvm.func @tile(%dst: !llvm.ptr<7>, %tmap: !llvm.ptr, %bar: !llvm.ptr<3>, %c0: i32, %c1: i32, %c2: i32, %c3: i32, %c4: i32) {
  nvvm.cp.async.bulk.tensor.shared.cluster.global %dst, %tmap, %bar, box[%c0] : !llvm.ptr<7>, !llvm.ptr
  nvvm.cp.async.bulk.tensor.shared.cluster.global %dst, %tmap, %bar, box[%c0, %c1] : !llvm.ptr<7>, !llvm.ptr
  nvvm.cp.async.bulk.tensor.shared.cluster.global %dst, %tmap, %bar, box[%c0, %c1, %c2] : !llvm.ptr<7>, !llvm.ptr
  nvvm.cp.async.bulk.tensor.shared.cluster.global %dst, %tmap, %bar, box[%c0, %c1, %c2, %c3] : !llvm.ptr<7>, !llvm.ptr
  nvvm.cp.async.bulk.tensor.shared.cluster.global %dst, %tmap, %bar, box[%c0, %c1, %c2, %c3, %c4] : !llvm.ptr<7>, !llvm.ptr
  llvm.return
}

// Spelling the defaults out (mode = tile, isCTAOnly = false) changes nothing.
// LL-LABEL: define void @tile_explicit(ptr addrspace(7) %dst, ptr %tmap, ptr addrspace(3) %bar, i32 %c0, i32 %c1)
// LL-NEXT: entry:
// LL-NEXT: call void @llvm.nvvm.cp.async.bulk.tensor.g2s.tile.2d(ptr addrspace(7) %dst, ptr addrspace(3) %bar, ptr %tmap, i32 %c0, i32 %c1, i16 0, i64 0, i1 false, i1 false, i32 0)
// LL-NEXT: call void @llvm.nvvm.cp.async.bulk.tensor.g2s.tile.2d(ptr addrspace(7) %dst, ptr addrspace(3) %bar, ptr %tmap, i32 %c0, i32 %c1, i16 0, i64 0, i1 false, i1 false, i32 0)
// LL-NEXT: ret void
// PTX-LABEL: .func tile_explicit(
// PTX: cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [%rd{{[0-9]+}}], [%rd{{[0-9]+}}, {%r{{[0-9]+}}, %r{{[0-9]+}}}], [%rd{{[0-9]+}}];
// PTX-NEXT: cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [%rd{{[0-9]+}}], [%rd{{[0-9]+}}, {%r{{[0-9]+}}, %r{{[0-9]+}}}], [%rd{{[0-9]+}}];
// PTX-NEXT: ret;
llvm.func @tile_explicit(%dst: !llvm.ptr<7>, %tmap: !llvm.ptr, %bar: !llvm.ptr<3>, %c0: i32, %c1: i32) {
  nvvm.cp.async.bulk.tensor.shared.cluster.global %dst, %tmap, %bar, box[%c0, %c1] {mode = #nvvm.tma_load_mode<tile>} : !llvm.ptr<7>, !llvm.ptr
  nvvm.cp.async.bulk.tensor.shared.cluster.global %dst, %tmap, %bar, box[%c0, %c1] {isCTAOnly = false} : !llvm.ptr<7>, !llvm.ptr
  llvm.return
}

// The intrinsics are declared convergent.
// LL: declare void @llvm.nvvm.cp.async.bulk.tensor.g2s.tile.1d(ptr addrspace(7) writeonly, ptr addrspace(3), ptr readonly, i32, i16, i64, i1 immarg, i1 immarg, i32 immarg range(i32 0, 3)) #[[A:[0-9]+]]
// LL: attributes #[[A]] = { convergent
