// nvvm.tcgen05.mma.sp with scale-input-d (D scaled by 2^-3), kinds f16 and
// tf32: sm_100a/f and sm_103a/f only. RUN lines in ../v_mma_sp.mlir.

// CHECK-LABEL: define void @mma_sp_scale_cta1(
// CHECK-NEXT: entry:
// CHECK-NEXT: call void @llvm.nvvm.tcgen05.mma.sp.shared.scale_d(ptr addrspace(6) %d, i64 %a, i64 %b, i32 %idesc, i1 %en, ptr addrspace(6) %sp, i64 3, i32 0, i32 1, i32 0)
// CHECK-NEXT: call void @llvm.nvvm.tcgen05.mma.sp.tensor.scale_d.ashift(ptr addrspace(6) %d, ptr addrspace(6) %at, i64 %b, i32 %idesc, i1 %en, ptr addrspace(6) %sp, i64 3, i32 0, i32 1, i32 0)
// CHECK-NEXT: call void @llvm.nvvm.tcgen05.mma.sp.shared.scale_d.disable_output_lane.cg1(ptr addrspace(6) %d, i64 %a, i64 %b, i32 %idesc, i1 %en, ptr addrspace(6) %sp, i64 3, <4 x i32> %m4, i32 0, i32 0)
// CHECK-NEXT: call void @llvm.nvvm.tcgen05.mma.sp.tensor.scale_d.disable_output_lane.cg1.ashift(ptr addrspace(6) %d, ptr addrspace(6) %at, i64 %b, i32 %idesc, i1 %en, ptr addrspace(6) %sp, i64 3, <4 x i32> %m4, i32 0, i32 1)
// CHECK-NEXT: call void @llvm.nvvm.tcgen05.mma.sp.shared.scale_d(ptr addrspace(6) %d, i64 %a, i64 %b, i32 %idesc, i1 %en, ptr addrspace(6) %sp, i64 3, i32 1, i32 1, i32 0)
// CHECK-NEXT: call void @llvm.nvvm.tcgen05.mma.sp.tensor.scale_d.ashift(ptr addrspace(6) %d, ptr addrspace(6) %at, i64 %b, i32 %idesc, i1 %en, ptr addrspace(6) %sp, i64 3, i32 1, i32 1, i32 0)
// CHECK-NEXT: call void @llvm.nvvm.tcgen05.mma.sp.shared.scale_d.disable_output_lane.cg1(ptr addrspace(6) %d, i64 %a, i64 %b, i32 %idesc, i1 %en, ptr addrspace(6) %sp, i64 3, <4 x i32> %m4, i32 1, i32 0)
// CHECK-NEXT: call void @llvm.nvvm.tcgen05.mma.sp.tensor.scale_d.disable_output_lane.cg1.ashift(ptr addrspace(6) %d, ptr addrspace(6) %at, i64 %b, i32 %idesc, i1 %en, ptr addrspace(6) %sp, i64 3, <4 x i32> %m4, i32 1, i32 1)
llvm.func @mma_sp_scale_cta1(%d: !llvm.ptr<6>, %a: i64, %at: !llvm.ptr<6>, %b: i64, %idesc: i32, %en: i1, %sp: !llvm.ptr<6>, %m4: vector<4xi32>, %m8: vector<8xi32>) {
  %s = llvm.mlir.constant(3 : i64) : i64
  nvvm.tcgen05.mma.sp %d, %a, %b, %idesc, %en, %sp scale = %s {kind = #nvvm.tcgen05_mma_kind<f16>, ctaGroup = #nvvm.cta_group<cta_1>} : (!llvm.ptr<6>, i64, i64, i32, i1, !llvm.ptr<6>, i64)
  nvvm.tcgen05.mma.sp %d, %at, %b, %idesc, %en, %sp scale = %s {kind = #nvvm.tcgen05_mma_kind<f16>, ctaGroup = #nvvm.cta_group<cta_1>, aShift} : (!llvm.ptr<6>, !llvm.ptr<6>, i64, i32, i1, !llvm.ptr<6>, i64)
  nvvm.tcgen05.mma.sp %d, %a, %b, %idesc, %en, %sp scale = %s mask = %m4 {kind = #nvvm.tcgen05_mma_kind<f16>, ctaGroup = #nvvm.cta_group<cta_1>} : (!llvm.ptr<6>, i64, i64, i32, i1, !llvm.ptr<6>, i64, vector<4xi32>)
  nvvm.tcgen05.mma.sp %d, %at, %b, %idesc, %en, %sp scale = %s mask = %m4 {kind = #nvvm.tcgen05_mma_kind<f16>, ctaGroup = #nvvm.cta_group<cta_1>, collectorOp = #nvvm.tcgen05_mma_collectorop<lastuse>, aShift} : (!llvm.ptr<6>, !llvm.ptr<6>, i64, i32, i1, !llvm.ptr<6>, i64, vector<4xi32>)
  nvvm.tcgen05.mma.sp %d, %a, %b, %idesc, %en, %sp scale = %s {kind = #nvvm.tcgen05_mma_kind<tf32>, ctaGroup = #nvvm.cta_group<cta_1>} : (!llvm.ptr<6>, i64, i64, i32, i1, !llvm.ptr<6>, i64)
  nvvm.tcgen05.mma.sp %d, %at, %b, %idesc, %en, %sp scale = %s {kind = #nvvm.tcgen05_mma_kind<tf32>, ctaGroup = #nvvm.cta_group<cta_1>, aShift} : (!llvm.ptr<6>, !llvm.ptr<6>, i64, i32, i1, !llvm.ptr<6>, i64)
  nvvm.tcgen05.mma.sp %d, %a, %b, %idesc, %en, %sp scale = %s mask = %m4 {kind = #nvvm.tcgen05_mma_kind<tf32>, ctaGroup = #nvvm.cta_group<cta_1>} : (!llvm.ptr<6>, i64, i64, i32, i1, !llvm.ptr<6>, i64, vector<4xi32>)
  nvvm.tcgen05.mma.sp %d, %at, %b, %idesc, %en, %sp scale = %s mask = %m4 {kind = #nvvm.tcgen05_mma_kind<tf32>, ctaGroup = #nvvm.cta_group<cta_1>, collectorOp = #nvvm.tcgen05_mma_collectorop<lastuse>, aShift} : (!llvm.ptr<6>, !llvm.ptr<6>, i64, i32, i1, !llvm.ptr<6>, i64, vector<4xi32>)
  llvm.return
}

// CHECK-LABEL: define void @mma_sp_scale_cta2(
// CHECK-NEXT: entry:
// CHECK-NEXT: call void @llvm.nvvm.tcgen05.mma.sp.tensor.scale_d(ptr addrspace(6) %d, ptr addrspace(6) %at, i64 %b, i32 %idesc, i1 %en, ptr addrspace(6) %sp, i64 3, i32 0, i32 2, i32 2)
// CHECK-NEXT: call void @llvm.nvvm.tcgen05.mma.sp.tensor.scale_d.ashift(ptr addrspace(6) %d, ptr addrspace(6) %at, i64 %b, i32 %idesc, i1 %en, ptr addrspace(6) %sp, i64 3, i32 0, i32 2, i32 0)
// CHECK-NEXT: call void @llvm.nvvm.tcgen05.mma.sp.shared.scale_d.disable_output_lane.cg2(ptr addrspace(6) %d, i64 %a, i64 %b, i32 %idesc, i1 %en, ptr addrspace(6) %sp, i64 3, <8 x i32> %m8, i32 0, i32 0)
// CHECK-NEXT: call void @llvm.nvvm.tcgen05.mma.sp.tensor.scale_d.disable_output_lane.cg2.ashift(ptr addrspace(6) %d, ptr addrspace(6) %at, i64 %b, i32 %idesc, i1 %en, ptr addrspace(6) %sp, i64 3, <8 x i32> %m8, i32 0, i32 0)
// CHECK-NEXT: call void @llvm.nvvm.tcgen05.mma.sp.tensor.scale_d(ptr addrspace(6) %d, ptr addrspace(6) %at, i64 %b, i32 %idesc, i1 %en, ptr addrspace(6) %sp, i64 3, i32 1, i32 2, i32 2)
// CHECK-NEXT: call void @llvm.nvvm.tcgen05.mma.sp.tensor.scale_d.ashift(ptr addrspace(6) %d, ptr addrspace(6) %at, i64 %b, i32 %idesc, i1 %en, ptr addrspace(6) %sp, i64 3, i32 1, i32 2, i32 0)
// CHECK-NEXT: call void @llvm.nvvm.tcgen05.mma.sp.shared.scale_d.disable_output_lane.cg2(ptr addrspace(6) %d, i64 %a, i64 %b, i32 %idesc, i1 %en, ptr addrspace(6) %sp, i64 3, <8 x i32> %m8, i32 1, i32 0)
// CHECK-NEXT: call void @llvm.nvvm.tcgen05.mma.sp.tensor.scale_d.disable_output_lane.cg2.ashift(ptr addrspace(6) %d, ptr addrspace(6) %at, i64 %b, i32 %idesc, i1 %en, ptr addrspace(6) %sp, i64 3, <8 x i32> %m8, i32 1, i32 0)
llvm.func @mma_sp_scale_cta2(%d: !llvm.ptr<6>, %a: i64, %at: !llvm.ptr<6>, %b: i64, %idesc: i32, %en: i1, %sp: !llvm.ptr<6>, %m4: vector<4xi32>, %m8: vector<8xi32>) {
  %s = llvm.mlir.constant(3 : i64) : i64
  nvvm.tcgen05.mma.sp %d, %at, %b, %idesc, %en, %sp scale = %s {kind = #nvvm.tcgen05_mma_kind<f16>, ctaGroup = #nvvm.cta_group<cta_2>, collectorOp = #nvvm.tcgen05_mma_collectorop<fill>} : (!llvm.ptr<6>, !llvm.ptr<6>, i64, i32, i1, !llvm.ptr<6>, i64)
  nvvm.tcgen05.mma.sp %d, %at, %b, %idesc, %en, %sp scale = %s {kind = #nvvm.tcgen05_mma_kind<f16>, ctaGroup = #nvvm.cta_group<cta_2>, aShift} : (!llvm.ptr<6>, !llvm.ptr<6>, i64, i32, i1, !llvm.ptr<6>, i64)
  nvvm.tcgen05.mma.sp %d, %a, %b, %idesc, %en, %sp scale = %s mask = %m8 {kind = #nvvm.tcgen05_mma_kind<f16>, ctaGroup = #nvvm.cta_group<cta_2>} : (!llvm.ptr<6>, i64, i64, i32, i1, !llvm.ptr<6>, i64, vector<8xi32>)
  nvvm.tcgen05.mma.sp %d, %at, %b, %idesc, %en, %sp scale = %s mask = %m8 {kind = #nvvm.tcgen05_mma_kind<f16>, ctaGroup = #nvvm.cta_group<cta_2>, aShift} : (!llvm.ptr<6>, !llvm.ptr<6>, i64, i32, i1, !llvm.ptr<6>, i64, vector<8xi32>)
  nvvm.tcgen05.mma.sp %d, %at, %b, %idesc, %en, %sp scale = %s {kind = #nvvm.tcgen05_mma_kind<tf32>, ctaGroup = #nvvm.cta_group<cta_2>, collectorOp = #nvvm.tcgen05_mma_collectorop<fill>} : (!llvm.ptr<6>, !llvm.ptr<6>, i64, i32, i1, !llvm.ptr<6>, i64)
  nvvm.tcgen05.mma.sp %d, %at, %b, %idesc, %en, %sp scale = %s {kind = #nvvm.tcgen05_mma_kind<tf32>, ctaGroup = #nvvm.cta_group<cta_2>, aShift} : (!llvm.ptr<6>, !llvm.ptr<6>, i64, i32, i1, !llvm.ptr<6>, i64)
  nvvm.tcgen05.mma.sp %d, %a, %b, %idesc, %en, %sp scale = %s mask = %m8 {kind = #nvvm.tcgen05_mma_kind<tf32>, ctaGroup = #nvvm.cta_group<cta_2>} : (!llvm.ptr<6>, i64, i64, i32, i1, !llvm.ptr<6>, i64, vector<8xi32>)
  nvvm.tcgen05.mma.sp %d, %at, %b, %idesc, %en, %sp scale = %s mask = %m8 {kind = #nvvm.tcgen05_mma_kind<tf32>, ctaGroup = #nvvm.cta_group<cta_2>, aShift} : (!llvm.ptr<6>, !llvm.ptr<6>, i64, i32, i1, !llvm.ptr<6>, i64, vector<8xi32>)
  llvm.return
}
