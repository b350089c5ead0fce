// The larger static shared memory of sm_120a and sm_121a, at its limit: 99 KiB
// for one kernel, here in two variables (the other side is in
// memory-limits-invalid.mlir).
// RUN: %nvvm-lower %s --target sm_120a --verify-ptx | %FileCheck %s
// RUN: %nvvm-lower %s --target sm_121a --verify-ptx | %FileCheck %s
// CHECK-DAG: .shared .align 8 .b8 a[1024];
// CHECK-DAG: .shared .align 8 .b8 b[100352];
llvm.mlir.global internal @a() {addr_space = 3 : i32} : !llvm.array<128 x i64>
llvm.mlir.global internal @b() {addr_space = 3 : i32} : !llvm.array<12544 x i64>
llvm.func @k(%p: !llvm.ptr<1>) attributes {nvvm.kernel} {
  %a = llvm.mlir.addressof @a : !llvm.ptr<3>
  %b = llvm.mlir.addressof @b : !llvm.ptr<3>
  %v = llvm.load %a : !llvm.ptr<3> -> i64
  %w = llvm.load %b : !llvm.ptr<3> -> i64
  %x = llvm.add %v, %w : i64
  llvm.store %x, %p : i64, !llvm.ptr<1>
  llvm.return
}
