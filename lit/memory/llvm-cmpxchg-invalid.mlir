// llvm.cmpxchg is refused (its result is a struct): use nvsync.cmpxchg.
// RUN: %nvvm-lower %s --target sm_90 > %t.out 2> %t.err; test $? -eq 1
// RUN: %count 0 < %t.out
// RUN: %FileCheck %s -DFILE=%s --input-file %t.err

llvm.func @invalid(%g: !llvm.ptr<1>, %v: i32) {
  // CHECK: error[unsupported]: llvm.cmpxchg returns a struct, which nvvm-lower does not model: use nvsync.cmpxchg, which returns the old value
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:8
  %a = llvm.cmpxchg %g, %v, %v acq_rel monotonic : !llvm.ptr<1>, i32
  // CHECK-NOT: error
  llvm.return
}
