// `predicate = %p` on nvvm.cp.async.bulk.tensor.shared.cluster.global is
// honoured (mlir-translate-22 drops it and issues the copy unconditionally):
// the load runs only where %p holds, so the .ll has a conditional branch around
// the call and the PTX a predicated branch around the instruction. The
// predicate is written last, after multicast_mask and l2_cache_hint; it is not
// in the type list.
// RUN: %nvvm-lower %s --target sm_90a --emit llvm-ir | %FileCheck %s --check-prefix=LL
// RUN: %nvvm-lower %s --target sm_90a | %FileCheck %s --check-prefix=PTX
// RUN: %nvvm-lower %s --target sm_90 | %ptxas-verify
// RUN: %nvvm-lower %s --target sm_90a | %ptxas-verify
// RUN: %nvvm-lower %s --target sm_100a | %ptxas-verify
// RUN: %nvvm-lower %s --target sm_101a | %ptxas-verify
// RUN: %nvvm-lower %s --target sm_120 | %ptxas-verify

// An unpredicated load next to predicated ones stays unconditional.
// LL-LABEL: define void @pred(ptr addrspace(7) %dst, ptr %tmap, ptr addrspace(3) %bar, i32 %c0, i32 %c1, i32 %c2, i16 %o0, i16 %m, i64 %h, i1 %p)
// LL-NEXT: entry:
// LL-NEXT: br i1 %p, label %[[THEN:[a-z0-9.]+]], label %[[CONT:[a-z0-9.]+]]
// LL-EMPTY:
// LL-NEXT: [[THEN]]:
// LL-NEXT: call void @llvm.nvvm.cp.async.bulk.tensor.g2s.tile.2d(ptr addrspace(7) %dst, ptr addrspace(3) %bar, ptr %tmap, i32 %c0, i32 %c1, i16 0, i64 0, i1 false, i1 false, i32 0)
// LL-NEXT: br label %[[CONT]]
// LL-EMPTY:
// LL-NEXT: [[CONT]]:
// LL-NEXT: br i1 %p, label %[[THEN2:[a-z0-9.]+]], label %[[CONT2:[a-z0-9.]+]]
// LL-EMPTY:
// LL-NEXT: [[THEN2]]:
// LL-NEXT: call void @llvm.nvvm.cp.async.bulk.tensor.g2s.tile.2d(ptr addrspace(7) %dst, ptr addrspace(3) %bar, ptr %tmap, i32 %c0, i32 %c1, i16 %m, i64 %h, i1 true, i1 true, i32 0)
// LL-NEXT: br label %[[CONT2]]
// LL-EMPTY:
// LL-NEXT: [[CONT2]]:
// LL-NEXT: br i1 %p, label %[[THEN3:[a-z0-9.]+]], label %[[CONT3:[a-z0-9.]+]]
// LL-EMPTY:
// LL-NEXT: [[THEN3]]:
// LL-NEXT: call void @llvm.nvvm.cp.async.bulk.tensor.g2s.im2col.3d(ptr addrspace(7) %dst, ptr addrspace(3) %bar, ptr %tmap, i32 %c0, i32 %c1, i32 %c2, i16 %o0, i16 %m, i64 0, i1 true, i1 false, i32 0)
// LL-NEXT: br label %[[CONT3]]
// LL-EMPTY:
// LL-NEXT: [[CONT3]]:
// LL-NEXT: call void @llvm.nvvm.cp.async.bulk.tensor.g2s.tile.1d(ptr addrspace(7) %dst, ptr addrspace(3) %bar, ptr %tmap, i32 %c0, i16 0, i64 0, i1 false, i1 false, i32 0)
// LL-NEXT: ret void
// PTX-LABEL: .func pred(
// PTX: setp.ne.b16 %p[[P:[0-9]+]], %rs{{[0-9]+}}, 0;
// PTX: not.pred %p[[NP:[0-9]+]], %p[[P]];
// PTX-NEXT: @%p[[NP]] bra [[SKIP1:\$L__BB[0-9_]+]];
// PTX-NOT: cp.async.bulk.tensor
// PTX: cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [%rd{{[0-9]+}}], [%rd{{[0-9]+}}, {%r{{[0-9]+}}, %r{{[0-9]+}}}], [%rd{{[0-9]+}}];
// PTX-NEXT: [[SKIP1]]:
// PTX-NOT: cp.async.bulk.tensor
// PTX: @%p[[NP]] bra [[SKIP2:\$L__BB[0-9_]+]];
// PTX-NOT: cp.async.bulk.tensor
// PTX: cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.multicast::cluster.L2::cache_hint [%rd{{[0-9]+}}], [%rd{{[0-9]+}}, {%r{{[0-9]+}}, %r{{[0-9]+}}}], [%rd{{[0-9]+}}], %rs{{[0-9]+}}, %rd{{[0-9]+}};
// PTX-NEXT: [[SKIP2]]:
// PTX-NOT: cp.async.bulk.tensor
// PTX: @%p[[NP]] bra [[SKIP3:\$L__BB[0-9_]+]];
// PTX-NOT: cp.async.bulk.tensor
// PTX: cp.async.bulk.tensor.3d.shared::cluster.global.im2col.mbarrier::complete_tx::bytes.multicast::cluster [%rd{{[0-9]+}}], [%rd{{[0-9]+}}, {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}], [%rd{{[0-9]+}}], {%rs{{[0-9]+}}}, %rs{{[0-9]+}};
// PTX-NEXT: [[SKIP3]]:
// PTX-NOT: bra
// PTX: cp.async.bulk.tensor.1d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [%rd{{[0-9]+}}], [%rd{{[0-9]+}}, {%r{{[0-9]+}}}], [%rd{{[0-9]+}}];
// PTX-NEXT: ret;
llvm.func @pred(%dst: !llvm.ptr<7>, %tmap: !llvm.ptr, %bar: !llvm.ptr<3>, %c0: i32, %c1: i32, %c2: i32, %o0: i16, %m: i16, %h: i64, %p: i1) {
  nvvm.cp.async.bulk.tensor.shared.cluster.global %dst, %tmap, %bar, box[%c0, %c1] predicate = %p : !llvm.ptr<7>, !llvm.ptr
  nvvm.cp.async.bulk.tensor.shared.cluster.global %dst, %tmap, %bar, box[%c0, %c1] multicast_mask = %m l2_cache_hint = %h predicate = %p : !llvm.ptr<7>, !llvm.ptr
  nvvm.cp.async.bulk.tensor.shared.cluster.global %dst, %tmap, %bar, box[%c0, %c1, %c2] im2col[%o0] multicast_mask = %m predicate = %p {mode = #nvvm.tma_load_mode<im2col>} : !llvm.ptr<7>, !llvm.ptr
  nvvm.cp.async.bulk.tensor.shared.cluster.global %dst, %tmap, %bar, box[%c0] : !llvm.ptr<7>, !llvm.ptr
  llvm.return
}

// In a kernel with branches: the guard sits inside the block that holds the op,
// and the op in the join block takes its own predicate.
// LL-LABEL: define ptx_kernel void @pred_blocks(ptr addrspace(7) %dst, ptr %tmap, ptr addrspace(3) %bar, i32 %c0, i1 %p, i1 %q)
// LL-NEXT: entry:
// LL-NEXT: br i1 %q, label %[[BB1:[a-z0-9.]+]], label %[[BB2:[a-z0-9.]+]]
// LL-EMPTY:
// LL-NEXT: [[BB1]]:
// LL-NEXT: br i1 %p, label %[[THEN:[a-z0-9.]+]], label %[[CONT:[a-z0-9.]+]]
// LL-EMPTY:
// LL-NEXT: [[THEN]]:
// LL-NEXT: call void @llvm.nvvm.cp.async.bulk.tensor.g2s.tile.1d(ptr addrspace(7) %dst, ptr addrspace(3) %bar, ptr %tmap, i32 %c0, i16 0, i64 0, i1 false, i1 false, i32 0)
// LL-NEXT: br label %[[CONT]]
// LL-EMPTY:
// LL-NEXT: [[CONT]]:
// LL-NEXT: br label %[[BB2]]
// LL-EMPTY:
// LL-NEXT: [[BB2]]:
// LL-NEXT: br i1 %q, label %[[THEN2:[a-z0-9.]+]], label %[[CONT2:[a-z0-9.]+]]
// LL-EMPTY:
// LL-NEXT: [[THEN2]]:
// LL-NEXT: call void @llvm.nvvm.cp.async.bulk.tensor.g2s.tile.1d(ptr addrspace(7) %dst, ptr addrspace(3) %bar, ptr %tmap, i32 %c0, i16 0, i64 0, i1 false, i1 false, i32 0)
// LL-NEXT: br label %[[CONT2]]
// LL-EMPTY:
// LL-NEXT: [[CONT2]]:
// LL-NEXT: ret void
// PTX-LABEL: .entry pred_blocks(
// PTX: not.pred %p[[NQ:[0-9]+]], %p{{[0-9]+}};
// PTX-NEXT: @%p[[NQ]] bra [[JOIN:\$L__BB[0-9_]+]];
// PTX: not.pred %p[[NP:[0-9]+]], %p{{[0-9]+}};
// PTX-NEXT: @%p[[NP]] bra [[JOIN]];
// PTX-NOT: cp.async.bulk.tensor
// PTX: cp.async.bulk.tensor.1d.shared::cluster.global.tile.mbarrier::complete_tx::bytes
// PTX-NEXT: [[JOIN]]:
// PTX-NEXT: @%p[[NQ]] bra [[END:\$L__BB[0-9_]+]];
// PTX-NOT: cp.async.bulk.tensor
// PTX: cp.async.bulk.tensor.1d.shared::cluster.global.tile.mbarrier::complete_tx::bytes
// PTX-NEXT: [[END]]:
// PTX-NEXT: ret;
llvm.func @pred_blocks(%dst: !llvm.ptr<7>, %tmap: !llvm.ptr, %bar: !llvm.ptr<3>, %c0: i32, %p: i1, %q: i1) attributes {nvvm.kernel} {
  llvm.cond_br %q, ^bb1, ^bb2
^bb1:
  nvvm.cp.async.bulk.tensor.shared.cluster.global %dst, %tmap, %bar, box[%c0] predicate = %p : !llvm.ptr<7>, !llvm.ptr
  llvm.br ^bb2
^bb2:
  nvvm.cp.async.bulk.tensor.shared.cluster.global %dst, %tmap, %bar, box[%c0] predicate = %q : !llvm.ptr<7>, !llvm.ptr
  llvm.return
}
