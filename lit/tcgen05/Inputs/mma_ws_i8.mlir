// nvvm.tcgen05.mma.ws and .ws.sp with kind i8: sm_100a, sm_101a and sm_110a
// only. RUN lines in ../v_mma_ws.mlir.

// CHECK-LABEL: define void @mma_ws_i8(
// CHECK-NEXT: entry:
// CHECK-NEXT: call void @llvm.nvvm.tcgen05.mma.ws.shared(ptr addrspace(6) %d, i64 %a, i64 %b, i32 %idesc, i1 %en, i32 3, i32 0, i32 0)
// CHECK-NEXT: call void @llvm.nvvm.tcgen05.mma.ws.shared.zero_col_mask(ptr addrspace(6) %d, i64 %a, i64 %b, i32 %idesc, i1 %en, i64 %z, i32 3, i32 1, i32 0)
// CHECK-NEXT: call void @llvm.nvvm.tcgen05.mma.ws.tensor(ptr addrspace(6) %d, ptr addrspace(6) %at, i64 %b, i32 %idesc, i1 %en, i32 3, i32 2, i32 1)
// CHECK-NEXT: call void @llvm.nvvm.tcgen05.mma.ws.tensor.zero_col_mask(ptr addrspace(6) %d, ptr addrspace(6) %at, i64 %b, i32 %idesc, i1 %en, i64 %z, i32 3, i32 3, i32 1)
llvm.func @mma_ws_i8(%d: !llvm.ptr<6>, %a: i64, %at: !llvm.ptr<6>, %b: i64, %idesc: i32, %en: i1, %sp: !llvm.ptr<6>, %z: i64) {
  nvvm.tcgen05.mma.ws %d, %a, %b, %idesc, %en {kind = #nvvm.tcgen05_mma_kind<i8>} : (!llvm.ptr<6>, i64, i64, i32, i1)
  nvvm.tcgen05.mma.ws %d, %a, %b, %idesc, %en, %z {kind = #nvvm.tcgen05_mma_kind<i8>, collectorBBuffer = #nvvm.tcgen05_mma_collectorb<b1>} : (!llvm.ptr<6>, i64, i64, i32, i1, i64)
  nvvm.tcgen05.mma.ws %d, %at, %b, %idesc, %en {kind = #nvvm.tcgen05_mma_kind<i8>, collectorBBuffer = #nvvm.tcgen05_mma_collectorb<b2>, collectorOp = #nvvm.tcgen05_mma_collectorop<lastuse>} : (!llvm.ptr<6>, !llvm.ptr<6>, i64, i32, i1)
  nvvm.tcgen05.mma.ws %d, %at, %b, %idesc, %en, %z {kind = #nvvm.tcgen05_mma_kind<i8>, collectorBBuffer = #nvvm.tcgen05_mma_collectorb<b3>, collectorOp = #nvvm.tcgen05_mma_collectorop<lastuse>} : (!llvm.ptr<6>, !llvm.ptr<6>, i64, i32, i1, i64)
  llvm.return
}

// CHECK-LABEL: define void @mma_ws_sp_i8(
// CHECK-NEXT: entry:
// CHECK-NEXT: call void @llvm.nvvm.tcgen05.mma.ws.sp.shared(ptr addrspace(6) %d, i64 %a, i64 %b, i32 %idesc, i1 %en, ptr addrspace(6) %sp, i32 3, i32 0, i32 0)
// CHECK-NEXT: call void @llvm.nvvm.tcgen05.mma.ws.sp.shared.zero_col_mask(ptr addrspace(6) %d, i64 %a, i64 %b, i32 %idesc, i1 %en, ptr addrspace(6) %sp, i64 %z, i32 3, i32 1, i32 0)
// CHECK-NEXT: call void @llvm.nvvm.tcgen05.mma.ws.sp.tensor(ptr addrspace(6) %d, ptr addrspace(6) %at, i64 %b, i32 %idesc, i1 %en, ptr addrspace(6) %sp, i32 3, i32 2, i32 1)
// CHECK-NEXT: call void @llvm.nvvm.tcgen05.mma.ws.sp.tensor.zero_col_mask(ptr addrspace(6) %d, ptr addrspace(6) %at, i64 %b, i32 %idesc, i1 %en, ptr addrspace(6) %sp, i64 %z, i32 3, i32 3, i32 1)
llvm.func @mma_ws_sp_i8(%d: !llvm.ptr<6>, %a: i64, %at: !llvm.ptr<6>, %b: i64, %idesc: i32, %en: i1, %sp: !llvm.ptr<6>, %z: i64) {
  nvvm.tcgen05.mma.ws.sp %d, %a, %b, %idesc, %en, %sp {kind = #nvvm.tcgen05_mma_kind<i8>} : (!llvm.ptr<6>, i64, i64, i32, i1, !llvm.ptr<6>)
  nvvm.tcgen05.mma.ws.sp %d, %a, %b, %idesc, %en, %sp, %z {kind = #nvvm.tcgen05_mma_kind<i8>, collectorBBuffer = #nvvm.tcgen05_mma_collectorb<b1>} : (!llvm.ptr<6>, i64, i64, i32, i1, !llvm.ptr<6>, i64)
  nvvm.tcgen05.mma.ws.sp %d, %at, %b, %idesc, %en, %sp {kind = #nvvm.tcgen05_mma_kind<i8>, collectorBBuffer = #nvvm.tcgen05_mma_collectorb<b2>, collectorOp = #nvvm.tcgen05_mma_collectorop<lastuse>} : (!llvm.ptr<6>, !llvm.ptr<6>, i64, i32, i1, !llvm.ptr<6>)
  nvvm.tcgen05.mma.ws.sp %d, %at, %b, %idesc, %en, %sp, %z {kind = #nvvm.tcgen05_mma_kind<i8>, collectorBBuffer = #nvvm.tcgen05_mma_collectorb<b3>, collectorOp = #nvvm.tcgen05_mma_collectorop<lastuse>} : (!llvm.ptr<6>, !llvm.ptr<6>, i64, i32, i1, !llvm.ptr<6>, i64)
  llvm.return
}
