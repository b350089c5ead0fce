// nvvm.tcgen05.mma.sp with kind i8: sm_100a, sm_101a and sm_110a only.
// RUN lines in ../v_mma_sp.mlir.

// CHECK-LABEL: define void @mma_sp_i8_cta1(
// CHECK-NEXT: entry:
// CHECK-NEXT: call void @llvm.nvvm.tcgen05.mma.sp.shared(ptr addrspace(6) %d, i64 %a, i64 %b, i32 %idesc, i1 %en, ptr addrspace(6) %sp, i32 3, i32 1, i32 0)
// CHECK-NEXT: call void @llvm.nvvm.tcgen05.mma.sp.tensor.ashift(ptr addrspace(6) %d, ptr addrspace(6) %at, i64 %b, i32 %idesc, i1 %en, ptr addrspace(6) %sp, i32 3, i32 1, i32 0)
// CHECK-NEXT: call void @llvm.nvvm.tcgen05.mma.sp.shared.disable_output_lane.cg1(ptr addrspace(6) %d, i64 %a, i64 %b, i32 %idesc, i1 %en, ptr addrspace(6) %sp, <4 x i32> %m4, i32 3, i32 0)
llvm.func @mma_sp_i8_cta1(%d: !llvm.ptr<6>, %a: i64, %at: !llvm.ptr<6>, %b: i64, %idesc: i32, %en: i1, %sp: !llvm.ptr<6>, %m4: vector<4xi32>, %m8: vector<8xi32>) {
  nvvm.tcgen05.mma.sp %d, %a, %b, %idesc, %en, %sp {kind = #nvvm.tcgen05_mma_kind<i8>, ctaGroup = #nvvm.cta_group<cta_1>} : (!llvm.ptr<6>, i64, i64, i32, i1, !llvm.ptr<6>)
  nvvm.tcgen05.mma.sp %d, %at, %b, %idesc, %en, %sp {kind = #nvvm.tcgen05_mma_kind<i8>, ctaGroup = #nvvm.cta_group<cta_1>, aShift} : (!llvm.ptr<6>, !llvm.ptr<6>, i64, i32, i1, !llvm.ptr<6>)
  nvvm.tcgen05.mma.sp %d, %a, %b, %idesc, %en, %sp mask = %m4 {kind = #nvvm.tcgen05_mma_kind<i8>, ctaGroup = #nvvm.cta_group<cta_1>} : (!llvm.ptr<6>, i64, i64, i32, i1, !llvm.ptr<6>, vector<4xi32>)
  llvm.return
}

// CHECK-LABEL: define void @mma_sp_i8_cta2(
// CHECK-NEXT: entry:
// CHECK-NEXT: call void @llvm.nvvm.tcgen05.mma.sp.tensor(ptr addrspace(6) %d, ptr addrspace(6) %at, i64 %b, i32 %idesc, i1 %en, ptr addrspace(6) %sp, i32 3, i32 2, i32 3)
// CHECK-NEXT: call void @llvm.nvvm.tcgen05.mma.sp.tensor.disable_output_lane.cg2.ashift(ptr addrspace(6) %d, ptr addrspace(6) %at, i64 %b, i32 %idesc, i1 %en, ptr addrspace(6) %sp, <8 x i32> %m8, i32 3, i32 0)
llvm.func @mma_sp_i8_cta2(%d: !llvm.ptr<6>, %a: i64, %at: !llvm.ptr<6>, %b: i64, %idesc: i32, %en: i1, %sp: !llvm.ptr<6>, %m4: vector<4xi32>, %m8: vector<8xi32>) {
  nvvm.tcgen05.mma.sp %d, %at, %b, %idesc, %en, %sp {kind = #nvvm.tcgen05_mma_kind<i8>, ctaGroup = #nvvm.cta_group<cta_2>, collectorOp = #nvvm.tcgen05_mma_collectorop<use>} : (!llvm.ptr<6>, !llvm.ptr<6>, i64, i32, i1, !llvm.ptr<6>)
  nvvm.tcgen05.mma.sp %d, %at, %b, %idesc, %en, %sp mask = %m8 {kind = #nvvm.tcgen05_mma_kind<i8>, ctaGroup = #nvvm.cta_group<cta_2>, aShift} : (!llvm.ptr<6>, !llvm.ptr<6>, i64, i32, i1, !llvm.ptr<6>, vector<8xi32>)
  llvm.return
}
