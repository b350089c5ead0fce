// Integer widths PTX has no type for, where LLVM's NVPTX backend would write
// them into the PTX as they are (`.u24`, `.pred`): a scalar global or a kernel
// parameter. ptxas 13.5 refuses each; every one is refused here at its
// location, exit 1, no PTX.
// RUN: %nvvm-lower %s --target sm_90 > %t.out 2> %t.err; test $? -eq 1
// RUN: %count 0 < %t.out
// RUN: %FileCheck %s -DFILE=%s --input-file %t.err
// RUN: %FileCheck %s --check-prefix=COUNT --input-file %t.err
// COUNT-COUNT-6: error[type]
// COUNT-NOT: error

// CHECK: error[type]: global '@g24' of type i24 has no PTX type
// CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+2]]:1
// CHECK: = an integer global is i1, i8, i16, i32, i64 or wider than 64 bits
llvm.mlir.global internal @g24() {addr_space = 3 : i32} : i24
// CHECK: error[type]: global '@g7' of type i7 has no PTX type
llvm.mlir.global internal @g7() {addr_space = 1 : i32} : i7

// A declaration is stricter: i1 is declared '.pred', i96 '.u96'.
// CHECK: error[type]: global '@d1' of type i1 has no PTX type
// CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+2]]:1
// CHECK: = a declared integer global is i8, i16, i32, i64 or i128
llvm.mlir.global external @d1() {addr_space = 1 : i32} : i1
// CHECK: error[type]: global '@d96' of type i96 has no PTX type
llvm.mlir.global external @d96() {addr_space = 1 : i32} : i96

// CHECK: error[type]: kernel parameter '%x' of type i24 has no PTX type
// CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+3]]:14
// CHECK: = a kernel's integer parameter is i1, i8, i16, i32, i64 or i128
// CHECK: error[type]: kernel parameter '%w' of type i96 has no PTX type
llvm.func @k(%x: i24, %p: !llvm.ptr<1>, %w: i96) attributes {nvvm.kernel} {
  llvm.return
}
