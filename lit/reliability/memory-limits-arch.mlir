// The larger static shared memory of sm_90a, sm_100a, sm_103a and sm_110a, at
// its limit: 227 KiB for one kernel (the other side, and sm_90's 48 KiB, are in
// memory-limits-invalid.mlir).
// RUN: %nvvm-lower %s --target sm_90a --verify-ptx | %FileCheck %s
// RUN: %nvvm-lower %s --target sm_100a --verify-ptx | %FileCheck %s
// RUN: %nvvm-lower %s --target sm_103a --verify-ptx | %FileCheck %s
// RUN: %nvvm-lower %s --target sm_110a --verify-ptx | %FileCheck %s
// CHECK: .shared .align 16 .b8 s[232448];
llvm.mlir.global internal @s() {addr_space = 3 : i32} : !llvm.array<14528 x vector<4 x i32>>
llvm.func @k(%p: !llvm.ptr<1>) attributes {nvvm.kernel} {
  %s = llvm.mlir.addressof @s : !llvm.ptr<3>
  %v = llvm.load %s : !llvm.ptr<3> -> i32
  llvm.store %v, %p : i32, !llvm.ptr<1>
  llvm.return
}
