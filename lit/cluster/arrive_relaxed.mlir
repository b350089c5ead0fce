// nvvm.cluster.arrive.relaxed, with and without {aligned}: sm_90+ with PTX 8.0,
// so sm_90 is raised from its 7.8 floor to 8.0 (arrive_wait.mlir stays at 7.8).
// RUN: %nvvm-lower %s --target sm_90 --emit llvm-ir | %FileCheck %s --check-prefix=LL
// RUN: %nvvm-lower %s --target sm_90 | %FileCheck %s --check-prefix=PTX
// RUN: %nvvm-lower %s --target sm_90 | %ptxas-verify
// RUN: %nvvm-lower %s --target sm_90a | %ptxas-verify
// RUN: %nvvm-lower %s --target sm_100a | %ptxas-verify
// RUN: %nvvm-lower %s --target sm_120 | %ptxas-verify

// PTX: .version 8.0
// PTX-NEXT: .target sm_90

// LL-LABEL: define void @relaxed()
// LL-NEXT: entry:
// LL-NEXT: call void @llvm.nvvm.barrier.cluster.arrive.relaxed()
// LL-NEXT: call void @llvm.nvvm.barrier.cluster.arrive.relaxed.aligned()
// LL-NEXT: call void @llvm.nvvm.barrier.cluster.wait()
// LL-NEXT: ret void
// PTX-LABEL: .func relaxed()
// PTX: barrier.cluster.arrive.relaxed;
// PTX-NEXT: barrier.cluster.arrive.relaxed.aligned;
// PTX-NEXT: barrier.cluster.wait;
// PTX-NEXT: ret;
llvm.func @relaxed() {
  nvvm.cluster.arrive.relaxed
  nvvm.cluster.arrive.relaxed {aligned}
  nvvm.cluster.wait
  llvm.return
}
