// Ampere async copies in MLIR 22's syntax (its @cp_async and @async_cp_zfill
// of nvvmir.mlir): 4/8/16 bytes with .ca, 16 with .cg, the zero-filling
// source size, the async-group commit and wait. sm_80 and PTX 7.0.
// RUN: %nvvm-lower %s --target sm_80 --emit llvm-ir | %FileCheck %s --check-prefix=LL
// RUN: %nvvm-lower %s --target sm_80 | %FileCheck %s --check-prefix=PTX
// RUN: %nvvm-lower %s --target sm_80 | %ptxas-verify
// RUN: %nvvm-lower %s --target sm_90a | %ptxas-verify
// RUN: %nvvm-lower %s --target sm_120 | %ptxas-verify

// PTX: .version 7.0
// PTX-NEXT: .target sm_80

// LL-LABEL: define void @cp_async(ptr addrspace(3) %arg0, ptr addrspace(1) %arg1)
// LL: call void @llvm.nvvm.cp.async.ca.shared.global.16(ptr addrspace(3) %arg0, ptr addrspace(1) %arg1)
// LL: call void @llvm.nvvm.cp.async.ca.shared.global.8(ptr addrspace(3) %arg0, ptr addrspace(1) %arg1)
// LL: call void @llvm.nvvm.cp.async.ca.shared.global.4(ptr addrspace(3) %arg0, ptr addrspace(1) %arg1)
// LL: call void @llvm.nvvm.cp.async.cg.shared.global.16(ptr addrspace(3) %arg0, ptr addrspace(1) %arg1)
// LL: call void @llvm.nvvm.cp.async.commit.group()
// LL: call void @llvm.nvvm.cp.async.wait.group(i32 0)
// PTX-LABEL: cp_async(
// PTX: cp.async.ca.shared.global [%rd{{[0-9]+}}], [%rd{{[0-9]+}}], 16;
// PTX: cp.async.ca.shared.global [%rd{{[0-9]+}}], [%rd{{[0-9]+}}], 8;
// PTX: cp.async.ca.shared.global [%rd{{[0-9]+}}], [%rd{{[0-9]+}}], 4;
// PTX: cp.async.cg.shared.global [%rd{{[0-9]+}}], [%rd{{[0-9]+}}], 16;
// PTX: cp.async.commit_group;
// PTX: cp.async.wait_group {{.*}}0;
llvm.func @cp_async(%arg0: !llvm.ptr<3>, %arg1: !llvm.ptr<1>) {
  nvvm.cp.async.shared.global %arg0, %arg1, 16, cache = ca : !llvm.ptr<3>, !llvm.ptr<1>
  nvvm.cp.async.shared.global %arg0, %arg1, 8, cache = ca : !llvm.ptr<3>, !llvm.ptr<1>
  nvvm.cp.async.shared.global %arg0, %arg1, 4, cache = ca : !llvm.ptr<3>, !llvm.ptr<1>
  nvvm.cp.async.shared.global %arg0, %arg1, 16, cache = cg : !llvm.ptr<3>, !llvm.ptr<1>
  nvvm.cp.async.commit.group
  nvvm.cp.async.wait.group 0
  llvm.return
}

// LL-LABEL: define void @async_cp_zfill(ptr addrspace(3) %dst, ptr addrspace(1) %src, i32 %cpSize)
// LL: call void @llvm.nvvm.cp.async.cg.shared.global.16.s(ptr addrspace(3) %dst, ptr addrspace(1) %src, i32 %cpSize)
// LL: call void @llvm.nvvm.cp.async.ca.shared.global.4.s(ptr addrspace(3) %dst, ptr addrspace(1) %src, i32 %cpSize)
// PTX-LABEL: async_cp_zfill(
// PTX: cp.async.cg.shared.global [%rd{{[0-9]+}}], [%rd{{[0-9]+}}], 16, %r{{[0-9]+}};
// PTX: cp.async.ca.shared.global [%rd{{[0-9]+}}], [%rd{{[0-9]+}}], 4, %r{{[0-9]+}};
llvm.func @async_cp_zfill(%dst: !llvm.ptr<3>, %src: !llvm.ptr<1>, %cpSize: i32) {
  nvvm.cp.async.shared.global %dst, %src, 16, cache = cg, %cpSize : !llvm.ptr<3>, !llvm.ptr<1>, i32
  nvvm.cp.async.shared.global %dst, %src, 4, cache = ca, %cpSize : !llvm.ptr<3>, !llvm.ptr<1>, i32
  llvm.return
}
