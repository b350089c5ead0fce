// On sm_80, test.wait with a phase parity needs PTX 7.1 (docs/spec-deviations.md #5).
// RUN: %nvvm-lower %s --target sm_80 --ptx 7.0 > %t.out 2> %t.err; test $? -eq 1
// RUN: %count 0 < %t.out
// RUN: %FileCheck %s -DFILE=%s --input-file %t.err

llvm.func @parity(%b: !llvm.ptr<3>, %n: i32, %s: i64) {
  // The state form is 7.0: no diagnostic.
  %0 = nvvm.mbarrier.test.wait %b, %s : !llvm.ptr<3>, i64 -> i1
  // CHECK: error[gate-ptx]: 'nvvm.mbarrier.test.wait' needs PTX ISA 7.1 or newer, but PTX ISA 7.0 is pinned
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:3
  %1 = nvvm.mbarrier.test.wait %b, %n : !llvm.ptr<3>, i32 -> i1
  // CHECK-NOT: error
  llvm.return
}
