// `, predicate = %p` on nvvm.cp.async.bulk.tensor.global.shared.cta (the TMA
// store), as MLIR 22 writes it: after box[...] and the cache hint, behind a
// ','; not in the type list. It is honoured as on the load: the store runs
// only where %p holds, a conditional branch around the call in the .ll and a
// predicated branch around the instruction in the PTX. mlir-translate-22 drops
// it (an unconditional call); mlir-opt-22 --convert-nvvm-to-llvm writes
// `@p cp.async...` inline PTX, in tile mode without a cache hint only ("Inline-
// ptx lowering supported only for Tile mode", "unsupported with L2
// cache-hint"), where a branch takes every mode and the hint.
// RUN: %nvvm-lower %s --target sm_90 --emit llvm-ir | %FileCheck %s --check-prefix=LL
// RUN: %nvvm-lower %s --target sm_90a | %FileCheck %s --check-prefix=PTX
// RUN: %nvvm-lower %s --target sm_90 | %ptxas-verify
// RUN: %nvvm-lower %s --target sm_100a | %ptxas-verify
// RUN: %nvvm-lower %s --target sm_101a | %ptxas-verify
// RUN: %nvvm-lower %s --target sm_120 | %ptxas-verify

// Tile mode without a hint, which MLIR's inline PTX takes too
// (docs/mlir-differences.md D2); an unpredicated store next to a predicated
// one stays unconditional.
// LL-LABEL: define void @store_pred(ptr %tmap, ptr addrspace(3) %src, i32 %c0, i32 %c1, i1 %p)
// LL-NEXT: entry:
// LL-NEXT: br i1 %p, label %[[THEN:[a-z0-9.]+]], label %[[CONT:[a-z0-9.]+]]
// LL-EMPTY:
// LL-NEXT: [[THEN]]:
// LL-NEXT: call void @llvm.nvvm.cp.async.bulk.tensor.s2g.tile.2d(ptr addrspace(3) %src, ptr %tmap, i32 %c0, i32 %c1, i64 0, i1 false)
// LL-NEXT: br label %[[CONT]]
// LL-EMPTY:
// LL-NEXT: [[CONT]]:
// LL-NEXT: call void @llvm.nvvm.cp.async.bulk.tensor.s2g.tile.1d(ptr addrspace(3) %src, ptr %tmap, i32 %c0, i64 0, i1 false)
// LL-NEXT: ret void
// PTX-LABEL: .func store_pred(
// PTX: setp.ne.b16 %p[[P:[0-9]+]], %rs{{[0-9]+}}, 0;
// PTX: not.pred %p[[NP:[0-9]+]], %p[[P]];
// PTX-NEXT: @%p[[NP]] bra [[SKIP1:\$L__BB[0-9_]+]];
// PTX-NOT: cp.async.bulk.tensor
// PTX: cp.async.bulk.tensor.2d.global.shared::cta.tile.bulk_group [%rd{{[0-9]+}}, {%r{{[0-9]+}}, %r{{[0-9]+}}}], [%rd{{[0-9]+}}];
// PTX-NEXT: [[SKIP1]]:
// PTX-NOT: bra
// PTX: cp.async.bulk.tensor.1d.global.shared::cta.tile.bulk_group [%rd{{[0-9]+}}, {%r{{[0-9]+}}}], [%rd{{[0-9]+}}];
// PTX-NEXT: ret;
llvm.func @store_pred(%tmap: !llvm.ptr, %src: !llvm.ptr<3>, %c0: i32, %c1: i32, %p: i1) {
  nvvm.cp.async.bulk.tensor.global.shared.cta %tmap, %src, box[%c0, %c1], predicate = %p : !llvm.ptr, !llvm.ptr<3>
  nvvm.cp.async.bulk.tensor.global.shared.cta %tmap, %src, box[%c0] : !llvm.ptr, !llvm.ptr<3>
  llvm.return
}

// With a cache hint, and in im2col mode, which MLIR's inline PTX refuses.
// LL-LABEL: define void @store_pred_modes(ptr %tmap, ptr addrspace(3) %src, i32 %c0, i32 %c1, i32 %c2, i64 %h, i1 %p)
// LL-NEXT: entry:
// LL-NEXT: br i1 %p, label %[[THEN2:[a-z0-9.]+]], label %[[CONT2:[a-z0-9.]+]]
// LL-EMPTY:
// LL-NEXT: [[THEN2]]:
// LL-NEXT: call void @llvm.nvvm.cp.async.bulk.tensor.s2g.tile.2d(ptr addrspace(3) %src, ptr %tmap, i32 %c0, i32 %c1, i64 %h, i1 true)
// LL-NEXT: br label %[[CONT2]]
// LL-EMPTY:
// LL-NEXT: [[CONT2]]:
// LL-NEXT: br i1 %p, label %[[THEN3:[a-z0-9.]+]], label %[[CONT3:[a-z0-9.]+]]
// LL-EMPTY:
// LL-NEXT: [[THEN3]]:
// LL-NEXT: call void @llvm.nvvm.cp.async.bulk.tensor.s2g.im2col.3d(ptr addrspace(3) %src, ptr %tmap, i32 %c0, i32 %c1, i32 %c2, i64 0, i1 false)
// LL-NEXT: br label %[[CONT3]]
// LL-EMPTY:
// LL-NEXT: [[CONT3]]:
// LL-NEXT: ret void
// PTX-LABEL: .func store_pred_modes(
// PTX: @%p[[NP2:[0-9]+]] bra [[SKIP2:\$L__BB[0-9_]+]];
// PTX-NOT: cp.async.bulk.tensor
// PTX: cp.async.bulk.tensor.2d.global.shared::cta.tile.bulk_group.L2::cache_hint [%rd{{[0-9]+}}, {%r{{[0-9]+}}, %r{{[0-9]+}}}], [%rd{{[0-9]+}}], %rd{{[0-9]+}};
// PTX-NEXT: [[SKIP2]]:
// PTX-NOT: cp.async.bulk.tensor
// PTX: @%p[[NP2]] bra [[SKIP3:\$L__BB[0-9_]+]];
// PTX-NOT: cp.async.bulk.tensor
// PTX: cp.async.bulk.tensor.3d.global.shared::cta.im2col_no_offs.bulk_group [%rd{{[0-9]+}}, {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}], [%rd{{[0-9]+}}];
// PTX-NEXT: [[SKIP3]]:
// PTX-NEXT: ret;
llvm.func @store_pred_modes(%tmap: !llvm.ptr, %src: !llvm.ptr<3>, %c0: i32, %c1: i32, %c2: i32, %h: i64, %p: i1) {
  nvvm.cp.async.bulk.tensor.global.shared.cta %tmap, %src, box[%c0, %c1] l2_cache_hint = %h, predicate = %p : !llvm.ptr, !llvm.ptr<3>
  nvvm.cp.async.bulk.tensor.global.shared.cta %tmap, %src, box[%c0, %c1, %c2], predicate = %p {mode = #nvvm.tma_store_mode<im2col>} : !llvm.ptr, !llvm.ptr<3>
  llvm.return
}
