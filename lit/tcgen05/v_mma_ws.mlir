// The weight-stationary MMAs nvvm.tcgen05.mma.ws and .ws.sp (cta_group::1
// only): kinds f16, tf32 and f8f6f4 on every tcgen05 target, A in shared or
// tensor memory, with and without the zero-column mask, each collector buffer
// b0..b3 and collector op, as in MLIR 22's tcgen05-mma-ws tests; kind i8
// (sm_100a, sm_101a, sm_110a) in Inputs/. PTX 8.6.
// RUN: %nvvm-lower %s --target sm_100a --emit llvm-ir | %FileCheck %s --check-prefix=LL
// RUN: %nvvm-lower %s --target sm_100a | %FileCheck %s --check-prefix=PTX
// RUN: %nvvm-lower %s --target sm_100a | %ptxas-verify
// RUN: %nvvm-lower %s --target sm_100f | %ptxas-verify
// RUN: %nvvm-lower %s --target sm_101f | %ptxas-verify
// RUN: %nvvm-lower %s --target sm_103a | %ptxas-verify
// RUN: %nvvm-lower %s --target sm_110a | %ptxas-verify
// RUN: %nvvm-lower %S/Inputs/mma_ws_i8.mlir --target sm_100a --emit llvm-ir | %FileCheck %S/Inputs/mma_ws_i8.mlir
// RUN: %nvvm-lower %S/Inputs/mma_ws_i8.mlir --target sm_101a | %ptxas-verify
// RUN: %nvvm-lower %S/Inputs/mma_ws_i8.mlir --target sm_110a | %ptxas-verify

// PTX: .version 8.6
// PTX: tcgen05.mma.ws.cta_group::1.kind::f16.collector::b0::discard
// PTX: tcgen05.mma.ws.cta_group::1.kind::f16.collector::b1::discard
// PTX: tcgen05.mma.ws.sp.cta_group::1.kind::f8f6f4

// LL-LABEL: define void @mma_ws(
// LL-NEXT: entry:
// LL-NEXT: call void @llvm.nvvm.tcgen05.mma.ws.shared(ptr addrspace(6) %d, i64 %a, i64 %b, i32 %idesc, i1 %en, i32 0, i32 0, i32 0)
// LL-NEXT: call void @llvm.nvvm.tcgen05.mma.ws.shared.zero_col_mask(ptr addrspace(6) %d, i64 %a, i64 %b, i32 %idesc, i1 %en, i64 %z, i32 0, i32 1, i32 0)
// LL-NEXT: call void @llvm.nvvm.tcgen05.mma.ws.tensor(ptr addrspace(6) %d, ptr addrspace(6) %at, i64 %b, i32 %idesc, i1 %en, i32 0, i32 2, i32 1)
// LL-NEXT: call void @llvm.nvvm.tcgen05.mma.ws.tensor.zero_col_mask(ptr addrspace(6) %d, ptr addrspace(6) %at, i64 %b, i32 %idesc, i1 %en, i64 %z, i32 0, i32 3, i32 1)
// LL-NEXT: call void @llvm.nvvm.tcgen05.mma.ws.shared(ptr addrspace(6) %d, i64 %a, i64 %b, i32 %idesc, i1 %en, i32 1, i32 0, i32 2)
// LL-NEXT: call void @llvm.nvvm.tcgen05.mma.ws.shared.zero_col_mask(ptr addrspace(6) %d, i64 %a, i64 %b, i32 %idesc, i1 %en, i64 %z, i32 1, i32 1, i32 2)
// LL-NEXT: call void @llvm.nvvm.tcgen05.mma.ws.tensor(ptr addrspace(6) %d, ptr addrspace(6) %at, i64 %b, i32 %idesc, i1 %en, i32 1, i32 2, i32 3)
// LL-NEXT: call void @llvm.nvvm.tcgen05.mma.ws.tensor.zero_col_mask(ptr addrspace(6) %d, ptr addrspace(6) %at, i64 %b, i32 %idesc, i1 %en, i64 %z, i32 1, i32 3, i32 3)
// LL-NEXT: call void @llvm.nvvm.tcgen05.mma.ws.shared(ptr addrspace(6) %d, i64 %a, i64 %b, i32 %idesc, i1 %en, i32 2, i32 0, i32 0)
// LL-NEXT: call void @llvm.nvvm.tcgen05.mma.ws.shared.zero_col_mask(ptr addrspace(6) %d, i64 %a, i64 %b, i32 %idesc, i1 %en, i64 %z, i32 2, i32 1, i32 0)
// LL-NEXT: call void @llvm.nvvm.tcgen05.mma.ws.tensor(ptr addrspace(6) %d, ptr addrspace(6) %at, i64 %b, i32 %idesc, i1 %en, i32 2, i32 2, i32 1)
// LL-NEXT: call void @llvm.nvvm.tcgen05.mma.ws.tensor.zero_col_mask(ptr addrspace(6) %d, ptr addrspace(6) %at, i64 %b, i32 %idesc, i1 %en, i64 %z, i32 2, i32 3, i32 1)
llvm.func @mma_ws(%d: !llvm.ptr<6>, %a: i64, %at: !llvm.ptr<6>, %b: i64, %idesc: i32, %en: i1, %sp: !llvm.ptr<6>, %z: i64) {
  nvvm.tcgen05.mma.ws %d, %a, %b, %idesc, %en {kind = #nvvm.tcgen05_mma_kind<f16>} : (!llvm.ptr<6>, i64, i64, i32, i1)
  nvvm.tcgen05.mma.ws %d, %a, %b, %idesc, %en, %z {kind = #nvvm.tcgen05_mma_kind<f16>, collectorBBuffer = #nvvm.tcgen05_mma_collectorb<b1>} : (!llvm.ptr<6>, i64, i64, i32, i1, i64)
  nvvm.tcgen05.mma.ws %d, %at, %b, %idesc, %en {kind = #nvvm.tcgen05_mma_kind<f16>, collectorBBuffer = #nvvm.tcgen05_mma_collectorb<b2>, collectorOp = #nvvm.tcgen05_mma_collectorop<lastuse>} : (!llvm.ptr<6>, !llvm.ptr<6>, i64, i32, i1)
  nvvm.tcgen05.mma.ws %d, %at, %b, %idesc, %en, %z {kind = #nvvm.tcgen05_mma_kind<f16>, collectorBBuffer = #nvvm.tcgen05_mma_collectorb<b3>, collectorOp = #nvvm.tcgen05_mma_collectorop<lastuse>} : (!llvm.ptr<6>, !llvm.ptr<6>, i64, i32, i1, i64)
  nvvm.tcgen05.mma.ws %d, %a, %b, %idesc, %en {kind = #nvvm.tcgen05_mma_kind<tf32>, collectorOp = #nvvm.tcgen05_mma_collectorop<fill>} : (!llvm.ptr<6>, i64, i64, i32, i1)
  nvvm.tcgen05.mma.ws %d, %a, %b, %idesc, %en, %z {kind = #nvvm.tcgen05_mma_kind<tf32>, collectorBBuffer = #nvvm.tcgen05_mma_collectorb<b1>, collectorOp = #nvvm.tcgen05_mma_collectorop<fill>} : (!llvm.ptr<6>, i64, i64, i32, i1, i64)
  nvvm.tcgen05.mma.ws %d, %at, %b, %idesc, %en {kind = #nvvm.tcgen05_mma_kind<tf32>, collectorBBuffer = #nvvm.tcgen05_mma_collectorb<b2>, collectorOp = #nvvm.tcgen05_mma_collectorop<use>} : (!llvm.ptr<6>, !llvm.ptr<6>, i64, i32, i1)
  nvvm.tcgen05.mma.ws %d, %at, %b, %idesc, %en, %z {kind = #nvvm.tcgen05_mma_kind<tf32>, collectorBBuffer = #nvvm.tcgen05_mma_collectorb<b3>, collectorOp = #nvvm.tcgen05_mma_collectorop<use>} : (!llvm.ptr<6>, !llvm.ptr<6>, i64, i32, i1, i64)
  nvvm.tcgen05.mma.ws %d, %a, %b, %idesc, %en {kind = #nvvm.tcgen05_mma_kind<f8f6f4>} : (!llvm.ptr<6>, i64, i64, i32, i1)
  nvvm.tcgen05.mma.ws %d, %a, %b, %idesc, %en, %z {kind = #nvvm.tcgen05_mma_kind<f8f6f4>, collectorBBuffer = #nvvm.tcgen05_mma_collectorb<b1>} : (!llvm.ptr<6>, i64, i64, i32, i1, i64)
  nvvm.tcgen05.mma.ws %d, %at, %b, %idesc, %en {kind = #nvvm.tcgen05_mma_kind<f8f6f4>, collectorBBuffer = #nvvm.tcgen05_mma_collectorb<b2>, collectorOp = #nvvm.tcgen05_mma_collectorop<lastuse>} : (!llvm.ptr<6>, !llvm.ptr<6>, i64, i32, i1)
  nvvm.tcgen05.mma.ws %d, %at, %b, %idesc, %en, %z {kind = #nvvm.tcgen05_mma_kind<f8f6f4>, collectorBBuffer = #nvvm.tcgen05_mma_collectorb<b3>, collectorOp = #nvvm.tcgen05_mma_collectorop<lastuse>} : (!llvm.ptr<6>, !llvm.ptr<6>, i64, i32, i1, i64)
  llvm.return
}

// LL-LABEL: define void @mma_ws_sp(
// LL-NEXT: entry:
// LL-NEXT: call void @llvm.nvvm.tcgen05.mma.ws.sp.shared(ptr addrspace(6) %d, i64 %a, i64 %b, i32 %idesc, i1 %en, ptr addrspace(6) %sp, i32 0, i32 0, i32 0)
// LL-NEXT: call void @llvm.nvvm.tcgen05.mma.ws.sp.shared.zero_col_mask(ptr addrspace(6) %d, i64 %a, i64 %b, i32 %idesc, i1 %en, ptr addrspace(6) %sp, i64 %z, i32 0, i32 1, i32 0)
// LL-NEXT: call void @llvm.nvvm.tcgen05.mma.ws.sp.tensor(ptr addrspace(6) %d, ptr addrspace(6) %at, i64 %b, i32 %idesc, i1 %en, ptr addrspace(6) %sp, i32 0, i32 2, i32 1)
// LL-NEXT: call void @llvm.nvvm.tcgen05.mma.ws.sp.tensor.zero_col_mask(ptr addrspace(6) %d, ptr addrspace(6) %at, i64 %b, i32 %idesc, i1 %en, ptr addrspace(6) %sp, i64 %z, i32 0, i32 3, i32 1)
// LL-NEXT: call void @llvm.nvvm.tcgen05.mma.ws.sp.shared(ptr addrspace(6) %d, i64 %a, i64 %b, i32 %idesc, i1 %en, ptr addrspace(6) %sp, i32 1, i32 0, i32 2)
// LL-NEXT: call void @llvm.nvvm.tcgen05.mma.ws.sp.shared.zero_col_mask(ptr addrspace(6) %d, i64 %a, i64 %b, i32 %idesc, i1 %en, ptr addrspace(6) %sp, i64 %z, i32 1, i32 1, i32 2)
// LL-NEXT: call void @llvm.nvvm.tcgen05.mma.ws.sp.tensor(ptr addrspace(6) %d, ptr addrspace(6) %at, i64 %b, i32 %idesc, i1 %en, ptr addrspace(6) %sp, i32 1, i32 2, i32 3)
// LL-NEXT: call void @llvm.nvvm.tcgen05.mma.ws.sp.tensor.zero_col_mask(ptr addrspace(6) %d, ptr addrspace(6) %at, i64 %b, i32 %idesc, i1 %en, ptr addrspace(6) %sp, i64 %z, i32 1, i32 3, i32 3)
// LL-NEXT: call void @llvm.nvvm.tcgen05.mma.ws.sp.shared(ptr addrspace(6) %d, i64 %a, i64 %b, i32 %idesc, i1 %en, ptr addrspace(6) %sp, i32 2, i32 0, i32 0)
// LL-NEXT: call void @llvm.nvvm.tcgen05.mma.ws.sp.shared.zero_col_mask(ptr addrspace(6) %d, i64 %a, i64 %b, i32 %idesc, i1 %en, ptr addrspace(6) %sp, i64 %z, i32 2, i32 1, i32 0)
// LL-NEXT: call void @llvm.nvvm.tcgen05.mma.ws.sp.tensor(ptr addrspace(6) %d, ptr addrspace(6) %at, i64 %b, i32 %idesc, i1 %en, ptr addrspace(6) %sp, i32 2, i32 2, i32 1)
// LL-NEXT: call void @llvm.nvvm.tcgen05.mma.ws.sp.tensor.zero_col_mask(ptr addrspace(6) %d, ptr addrspace(6) %at, i64 %b, i32 %idesc, i1 %en, ptr addrspace(6) %sp, i64 %z, i32 2, i32 3, i32 1)
llvm.func @mma_ws_sp(%d: !llvm.ptr<6>, %a: i64, %at: !llvm.ptr<6>, %b: i64, %idesc: i32, %en: i1, %sp: !llvm.ptr<6>, %z: i64) {
  nvvm.tcgen05.mma.ws.sp %d, %a, %b, %idesc, %en, %sp {kind = #nvvm.tcgen05_mma_kind<f16>} : (!llvm.ptr<6>, i64, i64, i32, i1, !llvm.ptr<6>)
  nvvm.tcgen05.mma.ws.sp %d, %a, %b, %idesc, %en, %sp, %z {kind = #nvvm.tcgen05_mma_kind<f16>, collectorBBuffer = #nvvm.tcgen05_mma_collectorb<b1>} : (!llvm.ptr<6>, i64, i64, i32, i1, !llvm.ptr<6>, i64)
  nvvm.tcgen05.mma.ws.sp %d, %at, %b, %idesc, %en, %sp {kind = #nvvm.tcgen05_mma_kind<f16>, collectorBBuffer = #nvvm.tcgen05_mma_collectorb<b2>, collectorOp = #nvvm.tcgen05_mma_collectorop<lastuse>} : (!llvm.ptr<6>, !llvm.ptr<6>, i64, i32, i1, !llvm.ptr<6>)
  nvvm.tcgen05.mma.ws.sp %d, %at, %b, %idesc, %en, %sp, %z {kind = #nvvm.tcgen05_mma_kind<f16>, collectorBBuffer = #nvvm.tcgen05_mma_collectorb<b3>, collectorOp = #nvvm.tcgen05_mma_collectorop<lastuse>} : (!llvm.ptr<6>, !llvm.ptr<6>, i64, i32, i1, !llvm.ptr<6>, i64)
  nvvm.tcgen05.mma.ws.sp %d, %a, %b, %idesc, %en, %sp {kind = #nvvm.tcgen05_mma_kind<tf32>, collectorOp = #nvvm.tcgen05_mma_collectorop<fill>} : (!llvm.ptr<6>, i64, i64, i32, i1, !llvm.ptr<6>)
  nvvm.tcgen05.mma.ws.sp %d, %a, %b, %idesc, %en, %sp, %z {kind = #nvvm.tcgen05_mma_kind<tf32>, collectorBBuffer = #nvvm.tcgen05_mma_collectorb<b1>, collectorOp = #nvvm.tcgen05_mma_collectorop<fill>} : (!llvm.ptr<6>, i64, i64, i32, i1, !llvm.ptr<6>, i64)
  nvvm.tcgen05.mma.ws.sp %d, %at, %b, %idesc, %en, %sp {kind = #nvvm.tcgen05_mma_kind<tf32>, collectorBBuffer = #nvvm.tcgen05_mma_collectorb<b2>, collectorOp = #nvvm.tcgen05_mma_collectorop<use>} : (!llvm.ptr<6>, !llvm.ptr<6>, i64, i32, i1, !llvm.ptr<6>)
  nvvm.tcgen05.mma.ws.sp %d, %at, %b, %idesc, %en, %sp, %z {kind = #nvvm.tcgen05_mma_kind<tf32>, collectorBBuffer = #nvvm.tcgen05_mma_collectorb<b3>, collectorOp = #nvvm.tcgen05_mma_collectorop<use>} : (!llvm.ptr<6>, !llvm.ptr<6>, i64, i32, i1, !llvm.ptr<6>, i64)
  nvvm.tcgen05.mma.ws.sp %d, %a, %b, %idesc, %en, %sp {kind = #nvvm.tcgen05_mma_kind<f8f6f4>} : (!llvm.ptr<6>, i64, i64, i32, i1, !llvm.ptr<6>)
  nvvm.tcgen05.mma.ws.sp %d, %a, %b, %idesc, %en, %sp, %z {kind = #nvvm.tcgen05_mma_kind<f8f6f4>, collectorBBuffer = #nvvm.tcgen05_mma_collectorb<b1>} : (!llvm.ptr<6>, i64, i64, i32, i1, !llvm.ptr<6>, i64)
  nvvm.tcgen05.mma.ws.sp %d, %at, %b, %idesc, %en, %sp {kind = #nvvm.tcgen05_mma_kind<f8f6f4>, collectorBBuffer = #nvvm.tcgen05_mma_collectorb<b2>, collectorOp = #nvvm.tcgen05_mma_collectorop<lastuse>} : (!llvm.ptr<6>, !llvm.ptr<6>, i64, i32, i1, !llvm.ptr<6>)
  nvvm.tcgen05.mma.ws.sp %d, %at, %b, %idesc, %en, %sp, %z {kind = #nvvm.tcgen05_mma_kind<f8f6f4>, collectorBBuffer = #nvvm.tcgen05_mma_collectorb<b3>, collectorOp = #nvvm.tcgen05_mma_collectorop<lastuse>} : (!llvm.ptr<6>, !llvm.ptr<6>, i64, i32, i1, !llvm.ptr<6>, i64)
  llvm.return
}
