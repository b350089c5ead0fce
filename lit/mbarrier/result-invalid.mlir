// Result rules: a shared::cluster barrier returns nothing (MLIR 22's wording),
// waits return i1, the other results have fixed types, result-less ops have none.
// RUN: %nvvm-lower %s --target sm_90 > %t.out 2> %t.err; test $? -eq 1
// RUN: %count 0 < %t.out
// RUN: %FileCheck %s -DFILE=%s --input-file %t.err

llvm.func @results(%b: !llvm.ptr<3>, %c: !llvm.ptr<7>, %n: i32, %s: i64) {
  // CHECK: error[result]: mbarrier in shared_cluster space cannot return any value
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:3
  %0 = nvvm.mbarrier.arrive %c : !llvm.ptr<7> -> i64
  // CHECK: error[result]: mbarrier in shared_cluster space cannot return any value
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:3
  %1 = nvvm.mbarrier.arrive_drop %c, %n : !llvm.ptr<7> -> i64
  // CHECK: error[result]: mbarrier in shared_cluster space cannot return any value
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:3
  %2 = nvvm.mbarrier.arrive.expect_tx %c, %n {scope = #nvvm.mem_scope<cta>} : !llvm.ptr<7>, i32 -> i64
  // CHECK: error[result]: mbarrier in shared_cluster space cannot return any value
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:3
  %3 = nvvm.mbarrier.arrive_drop.expect_tx %c, %n : !llvm.ptr<7>, i32 -> i64
  // Non-i1 wait results, reported at the written type.
  // CHECK: error[type]: 'nvvm.mbarrier.test.wait' returns i1, not i64
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:62
  %4 = nvvm.mbarrier.test.wait %b, %s : !llvm.ptr<3>, i64 -> i64
  // CHECK: error[type]: 'nvvm.mbarrier.try_wait' returns i1, not i32
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:61
  %5 = nvvm.mbarrier.try_wait %b, %n : !llvm.ptr<3>, i32 -> i32
  // CHECK: error[result]: 'nvvm.mbarrier.test.wait' produces an i1 result: write '%r = nvvm.mbarrier.test.wait ... -> i1'
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:3
  nvvm.mbarrier.test.wait %b, %s : !llvm.ptr<3>, i64
  // CHECK: error[type]: 'nvvm.mbarrier.arrive' returns i64, not i32
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:50
  %6 = nvvm.mbarrier.arrive %b : !llvm.ptr<3> -> i32
  // CHECK: error[result]: 'nvvm.mbarrier.init' produces no result
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:3
  %7 = nvvm.mbarrier.init %b, %n : !llvm.ptr<3>, i32
  // CHECK: error[result]: 'nvvm.mbarrier.arrive.nocomplete' produces an i64 result: write '%r = nvvm.mbarrier.arrive.nocomplete ... -> i64'
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:3
  nvvm.mbarrier.arrive.nocomplete %b, %n : !llvm.ptr<3>, i32
  // CHECK: error[result]: the result type is written but the result is not named
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:3
  nvvm.mbarrier.arrive %b : !llvm.ptr<3> -> i64
  // CHECK: error[result]: 'nvvm.fence.mbarrier.init' produces no result
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:3
  %8 = nvvm.fence.mbarrier.init
  // CHECK-NOT: error
  llvm.return
}
