// MLIR 22's four rules for a predicated mbarrier op (its wording, at the op),
// a predicate on an op that takes none, and a non-i1 predicate.
// Written in MLIR 22's syntax (the predicate's i1 in the type list).
// RUN: %nvvm-lower %s --target sm_90 > %t.out 2> %t.err; test $? -eq 1
// RUN: %count 0 < %t.out
// RUN: %FileCheck %s -DFILE=%s --input-file %t.err

llvm.func @preds(%b: !llvm.ptr<3>, %c: !llvm.ptr<7>, %n: i32, %p: i1, %q: i32) {
  // CHECK: error[rule]: return-value is not supported when using predicate
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:3
  %0 = nvvm.mbarrier.arrive.expect_tx %b, %n, predicate = %p : !llvm.ptr<3>, i32, i1 -> i64
  // CHECK: error[rule]: mbarrier with relaxed semantics is not supported when using predicate
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:3
  nvvm.mbarrier.arrive.expect_tx %b, %n, predicate = %p {relaxed = true} : !llvm.ptr<3>, i32, i1
  // CHECK: error[rule]: mbarrier scope must be CTA when using predicate
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:3
  nvvm.mbarrier.arrive.expect_tx %b, %n, predicate = %p {scope = #nvvm.mem_scope<cluster>} : !llvm.ptr<3>, i32, i1
  // CHECK: error[rule]: mbarrier in shared_cluster space is not supported when using predicate
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:3
  nvvm.mbarrier.arrive.expect_tx %c, %n, predicate = %p : !llvm.ptr<7>, i32, i1
  // CHECK: error[predicate]: 'nvvm.mbarrier.arrive' does not take a predicate
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:40
  nvvm.mbarrier.arrive %b, predicate = %p : !llvm.ptr<3>, i1
  // CHECK: error[type]: '%q' has type i32, but is used as i1
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:42
  nvvm.mbarrier.init %b, %n, predicate = %q : !llvm.ptr<3>, i32, i32
  llvm.return
}
