// The integer widths that reach ptxas as types it knows, next to the refused
// ones of int-widths-invalid.mlir: an i1 or wider-than-64 global definition
// (a .u8, bytes), an i128 declaration (bytes), kernel parameters of i1 and
// i128, aggregates of any width (bytes), and device functions,
// whose parameters LLVM widens.
// RUN: %nvvm-lower %s --target sm_90 | %FileCheck %s
// RUN: %nvvm-lower %s --target sm_90 | %ptxas-verify
// RUN: %nvvm-lower %s --target sm_80 | %ptxas-verify

// CHECK: .extern .global .align 16 .b8 d128[16];
// CHECK: .global .align 1 .u8 g1;
// CHECK: .global .align 16 .b8 g96[12];
// CHECK: .global .align 4 .b8 a24[12];
llvm.mlir.global external @d128() {addr_space = 1 : i32} : i128
llvm.mlir.global internal @g1() {addr_space = 1 : i32} : i1
llvm.mlir.global internal @g96() {addr_space = 1 : i32} : i96
llvm.mlir.global internal @a24() {addr_space = 1 : i32} : !llvm.array<3 x i24>

// CHECK: .func  (.param .b32 func_retval0) f(
// CHECK-NEXT: .param .b32 f_param_0
llvm.func @f(%x: i24) -> i24 {
  llvm.return %x : i24
}

// CHECK: .entry k(
// CHECK-NEXT: .param .u8 k_param_0,
// CHECK-NEXT: .param .align 16 .b8 k_param_1[16],
// CHECK-NEXT: .param .u16 k_param_2,
// CHECK-NEXT: .param .align 1 .b8 k_param_3[2],
llvm.func @k(%b: i1, %x: i128, %y: i16, %z: !llvm.array<2 x i7>, %v: i32, %p: !llvm.ptr<1>) attributes {nvvm.kernel} {
  %w = llvm.trunc %v : i32 to i24
  %r = llvm.call @f(%w) : (i24) -> i24
  llvm.store %r, %p : i24, !llvm.ptr<1>
  llvm.return
}
