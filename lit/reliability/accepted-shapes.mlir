// The accepted side of zero-size-invalid.mlir and shapes-invalid.mlir: what
// ptxas takes is compiled, and the PTX assembles.
// RUN: %nvvm-lower %s --target sm_90 --verify-ptx | %FileCheck %s
// CHECK: .extern .shared .align 1 .b8 dyn[];
// CHECK: .global .align 16777216 .b8 big[4];
// CHECK: .maxntid 32, 32, 1
// CHECK: .reqntid 1024
llvm.mlir.global external @dyn() {addr_space = 3 : i32} : !llvm.array<0 x i8>
llvm.mlir.global internal @big() {addr_space = 1 : i32, alignment = 16777216 : i64} : !llvm.array<4 x i8>
llvm.mlir.global internal @empty() {addr_space = 1 : i32} : !llvm.struct<()>

llvm.func @k(%p: !llvm.ptr<1>, %s: !llvm.struct<(i32, !llvm.array<0 x i8>)>) attributes {nvvm.kernel, nvvm.maxntid = array<i32: 32, 32, 1>} {
  %v = llvm.load %p : !llvm.ptr<1> -> !llvm.struct<()>
  llvm.store %v, %p : !llvm.struct<()>, !llvm.ptr<1>
  %d = llvm.mlir.addressof @dyn : !llvm.ptr<3>
  %b = llvm.mlir.addressof @big : !llvm.ptr<1>
  %x = llvm.load %d : !llvm.ptr<3> -> i8
  llvm.store %x, %b : i8, !llvm.ptr<1>
  llvm.return
}
llvm.func @k2() attributes {nvvm.kernel, nvvm.reqntid = array<i32: 1024>} {
  llvm.return
}

// A value of one scalar and 4095 empty structs: 4096 members, the most a value
// may have (empty-members-invalid.mlir has the other side).
// CHECK: .entry members(
llvm.func @members(%p: !llvm.ptr<1>, %z: !llvm.struct<(i8, !llvm.array<4095 x !llvm.struct<()>>)>) attributes {nvvm.kernel} {
  llvm.return
}
