// nvvm.fence.mbarrier.init: fence.mbarrier_init.release.cluster (sm_90 @ PTX 8.0),
// placed after the init it publishes (docs/spec-deviations.md #6).
// RUN: %nvvm-lower %s --target sm_90 --emit llvm-ir | %FileCheck %s --check-prefix=LL
// RUN: %nvvm-lower %s --target sm_90 | %FileCheck %s --check-prefixes=PTX,PTX90
// RUN: %nvvm-lower %s --target sm_100a | %FileCheck %s --check-prefixes=PTX,PTX100A
// RUN: %nvvm-lower %s --target sm_90 | %ptxas-verify
// RUN: %nvvm-lower %s --target sm_90a | %ptxas-verify
// RUN: %nvvm-lower %s --target sm_100a | %ptxas-verify
// RUN: %nvvm-lower %s --target sm_103a | %ptxas-verify
// RUN: %nvvm-lower %s --target sm_120 | %ptxas-verify

// The fence raises sm_90's PTX version from 7.8 to 8.0.
// PTX90: .version 8.0
// PTX100A: .version 8.6

// LL-LABEL: define void @init_then_fence(ptr addrspace(3) %barrier, i32 %count)
// LL-NEXT: entry:
// LL-NEXT: call void @llvm.nvvm.mbarrier.init.shared(ptr addrspace(3) %barrier, i32 %count)
// LL-NEXT: call void @llvm.nvvm.fence.mbarrier_init.release.cluster()
// LL-NEXT: ret void
// PTX-LABEL: .func init_then_fence(
// PTX: mbarrier.init.shared.b64 [%rd{{[0-9]+}}], %r{{[0-9]+}};
// PTX-NEXT: fence.mbarrier_init.release.cluster;
// PTX-NEXT: ret;
llvm.func @init_then_fence(%barrier: !llvm.ptr<3>, %count: i32) {
  nvvm.mbarrier.init %barrier, %count : !llvm.ptr<3>, i32
  nvvm.fence.mbarrier.init
  llvm.return
}

// LL-LABEL: define void @fence_only()
// LL-NEXT: entry:
// LL-NEXT: call void @llvm.nvvm.fence.mbarrier_init.release.cluster()
// LL-NEXT: ret void
// PTX-LABEL: .func fence_only()
// PTX: fence.mbarrier_init.release.cluster;
// PTX-NEXT: ret;
llvm.func @fence_only() {
  nvvm.fence.mbarrier.init
  llvm.return
}
