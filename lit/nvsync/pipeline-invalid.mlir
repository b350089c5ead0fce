// Malformed pipeline ops: a missing depth, a depth outside 1..16, and a ring
// pointer that is not shared_cta (!llvm.ptr<3>). Exit status 1, nothing on stdout.
// RUN: %nvvm-lower %s --target sm_90 > %t.out 2> %t.err; test $? -eq 1
// RUN: %count 0 < %t.out
// RUN: %FileCheck %s -DFILE=%s --input-file %t.err

llvm.func @bad(%r: !llvm.ptr<3>, %g: !llvm.ptr, %c: !llvm.ptr<7>, %i: i32, %tx: i32) {
  // CHECK: error[rule]: a pipeline op needs depth = D (1 to 16)
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:3
  nvsync.pipeline.producer_acquire %r, %i : !llvm.ptr<3>, i32
  // CHECK: error[rule]: a pipeline op needs depth = D (1 to 16)
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:3
  nvsync.pipeline.producer_commit %r, %i, %tx : !llvm.ptr<3>, i32, i32
  // CHECK: error[attr]: unknown depth '0'
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+2]]:41
  // CHECK: = expected one of: 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16
  nvsync.pipeline.consumer_wait %r, %i {depth = 0} : !llvm.ptr<3>, i32
  // CHECK: error[attr]: unknown depth '17'
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+2]]:44
  // CHECK: = expected one of: 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16
  nvsync.pipeline.consumer_release %r, %i {depth = 17} : !llvm.ptr<3>, i32
  // CHECK: error[space]: operand #0 of 'nvsync.pipeline.producer_commit' must be a pointer of the right address space, but got !llvm.ptr
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+2]]:35
  // CHECK: = 'nvsync.pipeline.producer_commit' takes a pointer to shared_cta (!llvm.ptr<3>)
  nvsync.pipeline.producer_commit %g, %i, %tx {depth = 2} : !llvm.ptr, i32, i32
  // CHECK: error[space]: operand #0 of 'nvsync.pipeline.consumer_wait' must be a pointer of the right address space, but got !llvm.ptr<7>
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+2]]:33
  // CHECK: = 'nvsync.pipeline.consumer_wait' takes a pointer to shared_cta (!llvm.ptr<3>)
  nvsync.pipeline.consumer_wait %c, %i {depth = 2} : !llvm.ptr<7>, i32
  // CHECK: error[space]: operand #0 of 'nvsync.pipeline.producer_acquire' must be a pointer of the right address space, but got !llvm.ptr
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:36
  nvsync.pipeline.producer_acquire %g, %i {depth = 4} : !llvm.ptr, i32
  // CHECK: error[space]: operand #0 of 'nvsync.pipeline.consumer_release' must be a pointer of the right address space, but got !llvm.ptr
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:36
  nvsync.pipeline.consumer_release %g, %i {depth = 2} : !llvm.ptr, i32
  // The bounds themselves are fine.
  // CHECK-NOT: {{error|warning}}
  nvsync.pipeline.producer_acquire %r, %i {depth = 1} : !llvm.ptr<3>, i32
  nvsync.pipeline.consumer_wait %r, %i {depth = 16} : !llvm.ptr<3>, i32
  llvm.return
}
