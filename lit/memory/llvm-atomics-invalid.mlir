// Orderings LLVM forbids on atomic loads (release, acq_rel) and stores
// (acquire, acq_rel) are error[ordering] at the op.
// RUN: %nvvm-lower %s --target sm_90 > %t.out 2> %t.err; test $? -eq 1
// RUN: %count 0 < %t.out
// RUN: %FileCheck %s -DFILE=%s --input-file %t.err

llvm.func @invalid(%g: !llvm.ptr<1>, %v: i32) {
  // CHECK: error[ordering]: an atomic load cannot be release
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:3
  %a = llvm.load %g atomic release {alignment = 4 : i64} : !llvm.ptr<1> -> i32
  // The ordering is named as written (LLVM's spelling).
  // CHECK: error[ordering]: an atomic load cannot be acq_rel
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:3
  %b = llvm.load %g atomic syncscope("device") acq_rel {alignment = 4 : i64} : !llvm.ptr<1> -> i32
  // CHECK: error[ordering]: an atomic store cannot be acquire
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:3
  llvm.store %v, %g atomic acquire {alignment = 4 : i64} : i32, !llvm.ptr<1>
  // CHECK: error[ordering]: an atomic store cannot be acq_rel
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+4]]:3
  // Spec 001 race pattern 1 holds for the LLVM dialect's atomics too.
  // CHECK: error[rule]: a CTA-scope atomic on a global pointer cannot order accesses that take the device-wide L2 path
  // CHECK: = widen it: syncscope("device") (spec 001, race pattern 1), or let --widen-cta-atomics do it
  llvm.store %v, %g atomic syncscope("block") acq_rel {alignment = 4 : i64} : i32, !llvm.ptr<1>
  // CHECK-NOT: error
  llvm.return
}
