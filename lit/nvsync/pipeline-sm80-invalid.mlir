// sm_80 has no try_wait.parity and no arrive.expect_tx: the pipeline waits and
// the commit are refused with gate-target diagnostics at the nvsync op, exit
// status 1, nothing on stdout. consumer_release (a legacy arrive) is fine.
// RUN: %nvvm-lower %s --target sm_80 > %t.out 2> %t.err; test $? -eq 1
// RUN: %count 0 < %t.out
// RUN: %FileCheck %s -DFILE=%s --input-file %t.err

llvm.func @ring(%empty: !llvm.ptr<3>, %full: !llvm.ptr<3>, %i: i32, %tx: i32) {
  // CHECK: error[gate-target]: 'nvvm.mbarrier.try_wait.parity' (mbarrier.try_wait.parity.shared.b64) is not available on sm_80
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+2]]:3
  // CHECK: = it needs one of [sm_90, sm_90a, {{.*}}] (set 'sm_90_up') with PTX ISA 7.8 or newer
  nvsync.pipeline.producer_acquire %empty, %i {depth = 2} : !llvm.ptr<3>, i32
  // CHECK: error[gate-target]: 'nvvm.mbarrier.arrive.expect_tx' (mbarrier.arrive.expect_tx.shared.b64) is not available on sm_80
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+2]]:3
  // CHECK: = it needs one of [sm_90, sm_90a, {{.*}}] (set 'sm_90_up') with PTX ISA 8.0 or newer
  nvsync.pipeline.producer_commit %full, %i, %tx {depth = 2} : !llvm.ptr<3>, i32, i32
  // CHECK: error[gate-target]: 'nvvm.mbarrier.try_wait.parity' (mbarrier.try_wait.parity.shared.b64) is not available on sm_80
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:3
  nvsync.pipeline.consumer_wait %full, %i {depth = 4} : !llvm.ptr<3>, i32
  // CHECK-NOT: error
  nvsync.pipeline.consumer_release %empty, %i {depth = 4} : !llvm.ptr<3>, i32
  llvm.return
}
