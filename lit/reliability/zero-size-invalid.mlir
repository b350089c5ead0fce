// Zero-size types where LLVM's NVPTX backend aborts ("Empty parameter types
// are not supported") or writes PTX that ptxas refuses: a parameter of a kernel
// or device function, a device function's result, a declared global outside
// shared memory. Each is refused at its location, exit 1, no PTX.
// RUN: %nvvm-lower %s --target sm_90 > %t.out 2> %t.err; test $? -eq 1
// RUN: %count 0 < %t.out
// RUN: %FileCheck %s -DFILE=%s --input-file %t.err
// RUN: %FileCheck %s --check-prefix=COUNT --input-file %t.err
// COUNT-COUNT-6: error[type]
// COUNT-NOT: error

// CHECK: error[type]: declared global '@g' of type !llvm.struct<()> has no size
// CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+2]]:1
// CHECK: = LLVM's NVPTX backend declares it as '.extern
llvm.mlir.global external @g() {addr_space = 1 : i32} : !llvm.struct<()>
// CHECK: error[type]: declared global '@c' of type !llvm.array<0 x i32> has no size
llvm.mlir.global external @c() {addr_space = 4 : i32} : !llvm.array<0 x i32>
// Dynamic shared memory is the one zero-size declaration ptxas takes.
llvm.mlir.global external @dyn() {addr_space = 3 : i32} : !llvm.array<0 x i8>

// CHECK: error[type]: parameter '%z' of type !llvm.struct<()> has no size
// CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+2]]:14
// CHECK: = LLVM's NVPTX backend aborts on an empty parameter
llvm.func @k(%z: !llvm.struct<()>) attributes {nvvm.kernel} {
  llvm.return
}

// CHECK: error[type]: parameter '%a' of type !llvm.array<0 x i32> has no size
// CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+3]]:14
// CHECK: error[type]: parameter '%n' of type !llvm.struct<(!llvm.struct<()>, !llvm.array<4 x !llvm.struct<()>>)> has no size
// CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:40
llvm.func @d(%a: !llvm.array<0 x i32>, %n: !llvm.struct<(!llvm.struct<()>, !llvm.array<4 x !llvm.struct<()>>)>) {
  llvm.return
}

// CHECK: error[type]: result of '@r' of type !llvm.array<0 x i32> has no size
// CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+2]]:11
// CHECK: = LLVM's NVPTX backend writes it as an incomplete array
llvm.func @r() -> !llvm.array<0 x i32> {
  %0 = llvm.mlir.undef : !llvm.array<0 x i32>
  llvm.return %0 : !llvm.array<0 x i32>
}
