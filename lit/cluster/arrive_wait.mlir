// nvvm.cluster.arrive and nvvm.cluster.wait, with and without {aligned}:
// sm_90+ with PTX 7.8, so sm_90 stays at its floor (7.8).
// nvvm.cluster.arrive.relaxed (PTX 8.0) is in arrive_relaxed.mlir.
// RUN: %nvvm-lower %s --target sm_90 --emit llvm-ir | %FileCheck %s --check-prefix=LL
// RUN: %nvvm-lower %s --target sm_90 | %FileCheck %s --check-prefixes=PTX,PTX90
// RUN: %nvvm-lower %s --target sm_90a | %FileCheck %s --check-prefixes=PTX,PTX90A
// RUN: %nvvm-lower %s --target sm_90 | %ptxas-verify
// RUN: %nvvm-lower %s --target sm_90a | %ptxas-verify
// RUN: %nvvm-lower %s --target sm_100a | %ptxas-verify
// RUN: %nvvm-lower %s --target sm_120 | %ptxas-verify

// PTX90: .version 7.8
// PTX90-NEXT: .target sm_90
// PTX90A: .version 8.0
// PTX90A-NEXT: .target sm_90a

// LL-LABEL: define void @cluster_barrier()
// LL-NEXT: entry:
// LL-NEXT: call void @llvm.nvvm.barrier.cluster.arrive()
// LL-NEXT: call void @llvm.nvvm.barrier.cluster.arrive.aligned()
// LL-NEXT: call void @llvm.nvvm.barrier.cluster.wait()
// LL-NEXT: call void @llvm.nvvm.barrier.cluster.wait.aligned()
// LL-NEXT: ret void
// PTX-LABEL: .func cluster_barrier()
// PTX: barrier.cluster.arrive;
// PTX-NEXT: barrier.cluster.arrive.aligned;
// PTX-NEXT: barrier.cluster.wait;
// PTX-NEXT: barrier.cluster.wait.aligned;
// PTX-NEXT: ret;
llvm.func @cluster_barrier() {
  nvvm.cluster.arrive
  nvvm.cluster.arrive {aligned}
  nvvm.cluster.wait
  nvvm.cluster.wait {aligned}
  llvm.return
}

// The calls are convergent.
// LL: declare void @llvm.nvvm.barrier.cluster.arrive() #[[A:[0-9]+]]
// LL: attributes #[[A]] = { convergent
