// An unknown op one letter off a real one (or spelled like the PTX instruction)
// gets a "did you mean" note naming the real op.
// Close typos and the PTX spelling get a "did you mean" note:
// 'nvvm.mbarrier.arive', 'nvvm.mbarrier.initt', 'nvvm.mbarrier.test_wait'.
// RUN: %nvvm-lower %s --split-input-file --target sm_90 > %t.out 2> %t.err; test $? -eq 1
// RUN: %FileCheck %s -DFILE=%s --input-file %t.err

llvm.func @typo_arrive(%b: !llvm.ptr<3>) {
  // CHECK: error[unknown-op]: unknown operation 'nvvm.mbarrier.arive'
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+2]]:8
  // CHECK: = did you mean {{.*}}nvvm.mbarrier.arrive{{[,?]}}
  %0 = nvvm.mbarrier.arive %b : !llvm.ptr<3> -> i64
  llvm.return
}

// -----
llvm.func @typo_init(%b: !llvm.ptr<3>, %n: i32) {
  // CHECK: error[unknown-op]: unknown operation 'nvvm.mbarrier.initt'
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+2]]:3
  // CHECK: = did you mean {{.*}}nvvm.mbarrier.init{{[,?]}}
  nvvm.mbarrier.initt %b, %n : !llvm.ptr<3>, i32
  llvm.return
}

// -----
llvm.func @ptx_spelling(%b: !llvm.ptr<3>, %s: i64) {
  // CHECK: error[unknown-op]: unknown operation 'nvvm.mbarrier.test_wait'
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+2]]:8
  // CHECK: = did you mean {{.*}}nvvm.mbarrier.test.wait{{[,?]}}
  %0 = nvvm.mbarrier.test_wait %b, %s : !llvm.ptr<3>, i64 -> i1
  llvm.return
}
