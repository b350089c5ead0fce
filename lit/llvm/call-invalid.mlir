// llvm.call errors: an unknown callee, a kernel as callee, a call type that
// differs from the callee's signature, and an argument of another type than the
// call says. Each at its location, exit 1, nothing on stdout.
// RUN: %nvvm-lower %s --target sm_90 > %t.out 2> %t.err; test $? -eq 1
// RUN: %count 0 < %t.out
// RUN: %FileCheck %s -DFILE=%s --input-file %t.err

llvm.func @g(%x: i32) -> i32 {
  llvm.return %x : i32
}

llvm.func @kern() attributes {nvvm.kernel} {
  llvm.return
}

llvm.func @f(%n: i32, %w: i64) {
  // CHECK: error[call]: no function named '@missing' in this module
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:13
  llvm.call @missing(%n) : (i32) -> ()
  // CHECK: error[call]: '@kern' is a kernel (nvvm.kernel): kernels are launched, not called
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:13
  llvm.call @kern() : () -> ()
  // CHECK: error[call]: this call's type (i64) -> i32 does not match '@g'
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+2]]:3
  // CHECK: '@g' is (i32) -> i32
  %a = llvm.call @g(%w) : (i64) -> i32
  // CHECK: error[{{[a-z]+}}]: {{.*}}i64{{.*}}
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:21
  %b = llvm.call @g(%w) : (i32) -> i32
  // CHECK-NOT: error
  llvm.return
}
