// MLIR 22 requires the predicate's type in the type list (`type(operands)`):
// mlir-translate-22 rejects these with "number of operands and types do not
// match: got 3 operands and 2 types".
// RUN: %nvvm-lower %s --target sm_90 > %t.out 2> %t.err; test $? -eq 1
// RUN: %FileCheck %s -DFILE=%s --input-file %t.err

llvm.func @two_types(%b: !llvm.ptr<3>, %n: i32, %p: i1) {
  // CHECK: error[type]: 'nvvm.mbarrier.init' expects 3 type(s) after ':', got 2
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:3
  nvvm.mbarrier.init %b, %n, predicate = %p : !llvm.ptr<3>, i32
  // CHECK: error[type]: 'nvvm.mbarrier.arrive.expect_tx' expects 3 type(s) after ':', got 2
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:3
  nvvm.mbarrier.arrive.expect_tx %b, %n, predicate = %p : !llvm.ptr<3>, i32
  llvm.return
}
