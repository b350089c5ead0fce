// Scopes other than cta/cluster are refused with MLIR 22's wording, on every op
// that takes a scope; malformed scope/relaxed values and a scope on an op
// without one are attribute errors at the attribute.
// RUN: %nvvm-lower %s --target sm_90 > %t.out 2> %t.err; test $? -eq 1
// RUN: %count 0 < %t.out
// RUN: %FileCheck %s -DFILE=%s --input-file %t.err

llvm.func @scopes(%b: !llvm.ptr<3>, %c: !llvm.ptr<7>, %n: i32, %s: i64) {
  // CHECK: error[scope]: mbarrier scope must be either CTA or Cluster
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:3
  %0 = nvvm.mbarrier.arrive %b {scope = #nvvm.mem_scope<gpu>} : !llvm.ptr<3> -> i64
  // CHECK: error[scope]: mbarrier scope must be either CTA or Cluster
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:3
  nvvm.mbarrier.arrive_drop %c {scope = #nvvm.mem_scope<sys>} : !llvm.ptr<7>
  // CHECK: error[scope]: mbarrier scope must be either CTA or Cluster
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:3
  nvvm.mbarrier.expect_tx %c, %n {scope = #nvvm.mem_scope<gpu>} : !llvm.ptr<7>, i32
  // CHECK: error[scope]: mbarrier scope must be either CTA or Cluster
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:3
  nvvm.mbarrier.complete_tx %b, %n {scope = #nvvm.mem_scope<sys>} : !llvm.ptr<3>, i32
  // CHECK: error[scope]: mbarrier scope must be either CTA or Cluster
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:3
  %1 = nvvm.mbarrier.arrive.expect_tx %b, %n {scope = #nvvm.mem_scope<gpu>} : !llvm.ptr<3>, i32 -> i64
  // CHECK: error[scope]: mbarrier scope must be either CTA or Cluster
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:3
  %2 = nvvm.mbarrier.arrive_drop.expect_tx %b, %n {scope = #nvvm.mem_scope<sys>} : !llvm.ptr<3>, i32 -> i64
  // CHECK: error[scope]: mbarrier scope must be either CTA or Cluster
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:3
  %3 = nvvm.mbarrier.test.wait %b, %n {scope = #nvvm.mem_scope<gpu>} : !llvm.ptr<3>, i32 -> i1
  // CHECK: error[scope]: mbarrier scope must be either CTA or Cluster
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:3
  %4 = nvvm.mbarrier.try_wait %b, %n, %n {scope = #nvvm.mem_scope<sys>} : !llvm.ptr<3>, i32, i32 -> i1
  // CHECK: error[attr]: unknown memory scope 'block'
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+2]]:33
  // CHECK: = expected one of: cta, cluster, gpu, sys
  %5 = nvvm.mbarrier.arrive %b {scope = #nvvm.mem_scope<block>} : !llvm.ptr<3> -> i64
  // CHECK: error[attr]: 'scope' must be a #nvvm.mem_scope<...> attribute
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:33
  %6 = nvvm.mbarrier.arrive %b {scope = 1 : i32} : !llvm.ptr<3> -> i64
  // CHECK: error[attr]: 'relaxed' must be true or false
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:33
  %7 = nvvm.mbarrier.arrive %b {relaxed = 1 : i32} : !llvm.ptr<3> -> i64
  // CHECK: error[attr]: 'nvvm.mbarrier.init' has no attribute 'scope'
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+2]]:30
  // CHECK: = it accepts no attributes
  nvvm.mbarrier.init %b, %n {scope = #nvvm.mem_scope<cta>} : !llvm.ptr<3>, i32
  // CHECK-NOT: error
  llvm.return
}
