// A named result without its `-> i64` on an op whose result is optional.
// A named arrive result without `-> i64` gets exactly one diagnostic (it once
// also claimed the op "produces no result").
// RUN: %nvvm-lower %s --target sm_90 > %t.out 2> %t.err; test $? -eq 1
// RUN: %FileCheck %s -DFILE=%s --input-file %t.err

llvm.func @untyped(%b: !llvm.ptr<3>) {
  // CHECK-NOT: produces no result
  // CHECK: error[result]: a result of 'nvvm.mbarrier.arrive' needs its type: '-> i64'
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+2]]:3
  // CHECK-NOT: error
  %0 = nvvm.mbarrier.arrive %b : !llvm.ptr<3>
  llvm.return
}
