// An operand-less op (nvvm.fence.mbarrier.init, nvvm.barrier0) followed by an op
// that defines a value. mlir-translate-22 accepts this.
// An operand-less op ends at its name: the next line's `%0 =` starts a new op
// (regression test: it was once parsed as an operand of the fence).
// RUN: %nvvm-lower %s --target sm_90 --emit llvm-ir | %FileCheck %s --check-prefix=LL
// RUN: %nvvm-lower %s --target sm_90 | %FileCheck %s --check-prefix=PTX
// RUN: %nvvm-lower %s --target sm_90 | %ptxas-verify

// LL-LABEL: define i32 @fence_then_value(ptr addrspace(3) %barrier)
// LL-NEXT: entry:
// LL-NEXT: call void @llvm.nvvm.mbarrier.init.shared(ptr addrspace(3) %barrier, i32 1)
// LL-NEXT: call void @llvm.nvvm.fence.mbarrier_init.release.cluster()
// LL-NEXT: %[[R:[a-z0-9]+]] = call i32 @llvm.nvvm.read.ptx.sreg.cluster.ctarank()
// LL-NEXT: ret i32 %[[R]]
// PTX-LABEL: fence_then_value(
// PTX: mbarrier.init.shared.b64
// PTX-NEXT: fence.mbarrier_init.release.cluster;
// PTX-NEXT: mov.u32 %r{{[0-9]+}}, %cluster_ctarank;
llvm.func @fence_then_value(%barrier: !llvm.ptr<3>) -> i32 {
  %c1 = llvm.mlir.constant(1 : i32) : i32
  nvvm.mbarrier.init %barrier, %c1 : !llvm.ptr<3>, i32
  nvvm.fence.mbarrier.init
  %rank = nvvm.read.ptx.sreg.cluster.ctarank : i32
  llvm.return %rank : i32
}
