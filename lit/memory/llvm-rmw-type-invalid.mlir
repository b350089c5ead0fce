// An llvm.atomicrmw kind with a type it does not take is an error[type] at the op.
// RUN: %nvvm-lower %s --target sm_90 > %t.out 2> %t.err; test $? -eq 1
// RUN: %count 0 < %t.out
// RUN: %FileCheck %s -DFILE=%s --input-file %t.err

llvm.func @invalid(%g: !llvm.ptr<1>, %v: i32, %w: i64, %f: f32, %d: f64) {
  // CHECK: error[type]: atomic uinc_wrap does not take i64 (it takes i32)
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:3
  %i = llvm.atomicrmw uinc_wrap %g, %w monotonic : !llvm.ptr<1>, i64
  // CHECK: error[type]: atomic fadd does not take i32 (it takes f32, f64)
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:3
  %j = llvm.atomicrmw fadd %g, %v monotonic : !llvm.ptr<1>, i32
  // CHECK: error[type]: atomic xchg does not take f32 (it takes i32, i64)
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:3
  %k = llvm.atomicrmw xchg %g, %f monotonic : !llvm.ptr<1>, f32
  // CHECK-NOT: error
  llvm.return
}
