// A barrier for 0 threads names no warp, not even the caller's: refused
// for bar.sync and barrier.sync as for bar.arrive (where ptxas refuses it
// too). Exit status 1, nothing on stdout.
// RUN: %nvvm-lower %s --target sm_90 > %t.out 2> %t.err; test $? -eq 1
// RUN: %count 0 < %t.out
// RUN: %FileCheck %s -DFILE=%s --input-file %t.err

llvm.func @zero(%p: i32) attributes {nvvm.kernel} {
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %c0 = llvm.mlir.constant(0 : i32) : i32
  // CHECK: error[range]: numberOfThreads 0 is out of range [1, 2147483647]
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:45
  nvvm.barrier id = %c1 number_of_threads = %c0
  // CHECK: error[range]: numberOfThreads 0 is out of range [1, 2147483647]
  nvsync.barrier_sync id = %c1 number_of_threads = %c0
  llvm.return
}
