// sm_75 has no mbarrier at all: even the sm_80 forms are refused, each at its op.
// Special registers without "cluster" stay available.
// RUN: %nvvm-lower %s --target sm_75 > %t.out 2> %t.err; test $? -eq 1
// RUN: %count 0 < %t.out
// RUN: %FileCheck %s -DFILE=%s --input-file %t.err
// RUN: %not %nvvm-lower %s --target sm_70 2>&1 | %FileCheck %s --check-prefix=SM70

llvm.func @sm75(%g: !llvm.ptr, %b: !llvm.ptr<3>, %n: i32, %s: i64) {
  // CHECK: error[gate-target]: 'nvvm.mbarrier.init' (mbarrier.init.b64) is not available on sm_75
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+3]]:3
  // CHECK: = it needs one of [sm_80, sm_86, {{.*}}] (set 'sm_80_up') with PTX ISA 7.0 or newer
  // SM70: error[gate-target]: 'nvvm.mbarrier.init' (mbarrier.init.b64) is not available on sm_70
  nvvm.mbarrier.init %g, %n : !llvm.ptr, i32
  // CHECK: error[gate-target]: 'nvvm.mbarrier.inval' (mbarrier.inval.shared.b64) is not available on sm_75
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:3
  nvvm.mbarrier.inval %b : !llvm.ptr<3>
  // CHECK: error[gate-target]: 'nvvm.mbarrier.arrive' (mbarrier.arrive.shared.b64) is not available on sm_75
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:3
  %0 = nvvm.mbarrier.arrive %b : !llvm.ptr<3> -> i64
  // CHECK: error[gate-target]: 'nvvm.mbarrier.arrive_drop' (mbarrier.arrive_drop.shared.b64) is not available on sm_75
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:3
  %1 = nvvm.mbarrier.arrive_drop %g : !llvm.ptr -> i64
  // CHECK: error[gate-target]: 'nvvm.mbarrier.arrive.nocomplete' (mbarrier.arrive.noComplete.shared.b64) is not available on sm_75
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:3
  %2 = nvvm.mbarrier.arrive.nocomplete %b, %n : !llvm.ptr<3>, i32 -> i64
  // CHECK: error[gate-target]: 'nvvm.mbarrier.arrive_drop.nocomplete' (mbarrier.arrive_drop.noComplete.b64) is not available on sm_75
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:3
  %3 = nvvm.mbarrier.arrive_drop.nocomplete %g, %n : !llvm.ptr, i32 -> i64
  // CHECK: error[gate-target]: 'nvvm.mbarrier.test.wait' (mbarrier.test_wait.shared.b64) is not available on sm_75
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:3
  %4 = nvvm.mbarrier.test.wait %b, %s : !llvm.ptr<3>, i64 -> i1
  // CHECK: error[gate-target]: 'nvvm.mbarrier.test.wait' (mbarrier.test_wait.parity.shared.b64) is not available on sm_75
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:3
  %5 = nvvm.mbarrier.test.wait %b, %n : !llvm.ptr<3>, i32 -> i1
  // CHECK: error[gate-target]: 'nvvm.cp.async.mbarrier.arrive' (cp.async.mbarrier.arrive.noinc.shared.b64) is not available on sm_75
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:3
  nvvm.cp.async.mbarrier.arrive %b {noinc = true} : !llvm.ptr<3>
  // CHECK-NOT: error
  %6 = nvvm.read.ptx.sreg.tid.x : i32
  llvm.return
}
