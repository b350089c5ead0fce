// The non-relaxed cluster barrier assembles at sm_90's floor 7.8 when pinned,
// and at a higher pinned version.
// RUN: %nvvm-lower %s --target sm_90 --ptx 7.8 | %FileCheck %s --check-prefix=P78
// RUN: %nvvm-lower %s --target sm_90 --ptx 7.8 | %ptxas-verify
// RUN: %nvvm-lower %s --target sm_90 --ptx 8.6 | %FileCheck %s --check-prefix=P86
// RUN: %nvvm-lower %s --target sm_90 --ptx 8.6 | %ptxas-verify

// P78: .version 7.8
// P78-NEXT: .target sm_90
// P86: .version 8.6
// P86-NEXT: .target sm_90
// P78: barrier.cluster.arrive.aligned;
// P78-NEXT: barrier.cluster.wait.aligned;
// P86: barrier.cluster.arrive.aligned;
// P86-NEXT: barrier.cluster.wait.aligned;
llvm.func @pinned() {
  nvvm.cluster.arrive {aligned}
  nvvm.cluster.wait {aligned}
  llvm.return
}
