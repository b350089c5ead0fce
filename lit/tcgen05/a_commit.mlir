// nvvm.tcgen05.commit: the mbarrier behind a generic !llvm.ptr or a shared
// !llvm.ptr<3>, with or without `, multicast_mask = %m` (i16), in both groups.
// The eight forms are the eight intrinsics
//   @llvm.nvvm.tcgen05.commit{.mc}{.shared}.cg{1,2}
// and tcgen05.commit.cta_group::N.mbarrier::arrive::one.shared::cluster{.multicast::cluster}.b64.
// NOTE: LLVM's NVPTX back end prints the generic-pointer forms with the same
// .shared::cluster qualifier as the shared ones (llc-22 does the same for the
// bare @llvm.nvvm.tcgen05.commit.cg1 intrinsic), so a generic address ends up
// where PTX expects a shared::cluster one (PTX writes the generic-address form
// without a state space). Suspected upstream LLVM issue, not worked around by
// nvvm-lower; this test pins today's output.
// RUN: %nvvm-lower %s --target sm_100a --emit llvm-ir | %FileCheck %s --check-prefix=LL
// RUN: %nvvm-lower %s --target sm_100a | %FileCheck %s --check-prefixes=PTX,PTX100A
// RUN: %nvvm-lower %s --target sm_103a | %FileCheck %s --check-prefixes=PTX,PTX103A
// RUN: %nvvm-lower %s --target sm_100a --backend llc | %FileCheck %s --check-prefixes=PTX,PTX100A
// RUN: %nvvm-lower %s --target sm_100a | %ptxas-verify
// RUN: %nvvm-lower %s --target sm_103a | %ptxas-verify
// RUN: %nvvm-lower %s --target sm_101a | %ptxas-verify
// RUN: %nvvm-lower %s --target sm_110a | %ptxas-verify
// RUN: %nvvm-lower %s --target sm_100f | %ptxas-verify
// RUN: %nvvm-lower %s --target sm_103f | %ptxas-verify
// RUN: %nvvm-lower %s --target sm_100a --verify-ptx -o /dev/null
// RUN: %nvvm-lower %s --target sm_103a --verify-ptx -o /dev/null
// The intrinsic calls are the ones mlir-translate-22 emits for the same input.
// RUN: %nvvm-lower %s --target sm_100a --emit llvm-ir | grep -o 'call [^@]*@llvm\.nvvm\.tcgen05[^(]*([^)]*)' | sed -E 's/%[A-Za-z0-9_.]+/%V/g' > %t.ours
// RUN: %mlir-translate --mlir-to-llvmir %s | grep -o 'call [^@]*@llvm\.nvvm\.tcgen05[^(]*([^)]*)' | sed -E 's/%[A-Za-z0-9_.]+/%V/g' > %t.mlir
// RUN: %count 14 < %t.mlir
// RUN: diff %t.ours %t.mlir

// PTX100A: .version 8.6
// PTX100A-NEXT: .target sm_100a
// PTX103A: .version 8.8
// PTX103A-NEXT: .target sm_103a

// LL-LABEL: define void @commit_cg1(ptr %bar, ptr addrspace(3) %sbar, i16 %mask)
// LL-NEXT: entry:
// LL-NEXT: call void @llvm.nvvm.tcgen05.commit.cg1(ptr %bar)
// LL-NEXT: call void @llvm.nvvm.tcgen05.commit.mc.cg1(ptr %bar, i16 %mask)
// LL-NEXT: call void @llvm.nvvm.tcgen05.commit.shared.cg1(ptr addrspace(3) %sbar)
// LL-NEXT: call void @llvm.nvvm.tcgen05.commit.mc.shared.cg1(ptr addrspace(3) %sbar, i16 %mask)
// LL-NEXT: ret void
// PTX-LABEL: .func commit_cg1(
// PTX: ld.param.b64 %rd[[B:[0-9]+]], [commit_cg1_param_0];
// PTX-NEXT: tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.b64 [%rd[[B]]];
// PTX: ld.param.b16 %rs[[M:[0-9]+]], [commit_cg1_param_2];
// PTX-NEXT: tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.multicast::cluster.b64 [%rd[[B]]], %rs[[M]];
// PTX-NEXT: tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.b64 [%rd[[S:[0-9]+]]];
// PTX-NEXT: tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.multicast::cluster.b64 [%rd[[S]]], %rs[[M]];
// PTX-NEXT: ret;
llvm.func @commit_cg1(%bar: !llvm.ptr, %sbar: !llvm.ptr<3>, %mask: i16) {
  nvvm.tcgen05.commit %bar : !llvm.ptr
  nvvm.tcgen05.commit %bar, multicast_mask = %mask : !llvm.ptr, i16
  nvvm.tcgen05.commit %sbar : !llvm.ptr<3>
  nvvm.tcgen05.commit %sbar, multicast_mask = %mask : !llvm.ptr<3>, i16
  llvm.return
}

// LL-LABEL: define void @commit_cg2(ptr %bar, ptr addrspace(3) %sbar, i16 %mask)
// LL-NEXT: entry:
// LL-NEXT: call void @llvm.nvvm.tcgen05.commit.cg2(ptr %bar)
// LL-NEXT: call void @llvm.nvvm.tcgen05.commit.mc.cg2(ptr %bar, i16 %mask)
// LL-NEXT: call void @llvm.nvvm.tcgen05.commit.shared.cg2(ptr addrspace(3) %sbar)
// LL-NEXT: call void @llvm.nvvm.tcgen05.commit.mc.shared.cg2(ptr addrspace(3) %sbar, i16 %mask)
// LL-NEXT: ret void
// PTX-LABEL: .func commit_cg2(
// PTX: ld.param.b64 %rd[[B:[0-9]+]], [commit_cg2_param_0];
// PTX-NEXT: tcgen05.commit.cta_group::2.mbarrier::arrive::one.shared::cluster.b64 [%rd[[B]]];
// PTX: ld.param.b16 %rs[[M:[0-9]+]], [commit_cg2_param_2];
// PTX-NEXT: tcgen05.commit.cta_group::2.mbarrier::arrive::one.shared::cluster.multicast::cluster.b64 [%rd[[B]]], %rs[[M]];
// PTX-NEXT: tcgen05.commit.cta_group::2.mbarrier::arrive::one.shared::cluster.b64 [%rd[[S:[0-9]+]]];
// PTX-NEXT: tcgen05.commit.cta_group::2.mbarrier::arrive::one.shared::cluster.multicast::cluster.b64 [%rd[[S]]], %rs[[M]];
// PTX-NEXT: ret;
llvm.func @commit_cg2(%bar: !llvm.ptr, %sbar: !llvm.ptr<3>, %mask: i16) {
  nvvm.tcgen05.commit %bar {group = #nvvm.cta_group<cta_2>} : !llvm.ptr
  nvvm.tcgen05.commit %bar, multicast_mask = %mask {group = #nvvm.cta_group<cta_2>} : !llvm.ptr, i16
  nvvm.tcgen05.commit %sbar {group = #nvvm.cta_group<cta_2>} : !llvm.ptr<3>
  nvvm.tcgen05.commit %sbar, multicast_mask = %mask {group = #nvvm.cta_group<cta_2>} : !llvm.ptr<3>, i16
  llvm.return
}

// An explicit {group = #nvvm.cta_group<cta_1>} is the default; a constant mask
// is an i16 constant in the call and a register in the PTX.
// LL-LABEL: define void @explicit_cta_1(ptr addrspace(3) %sbar)
// LL-NEXT: entry:
// LL-NEXT: call void @llvm.nvvm.tcgen05.commit.shared.cg1(ptr addrspace(3) %sbar)
// LL-NEXT: call void @llvm.nvvm.tcgen05.commit.mc.shared.cg1(ptr addrspace(3) %sbar, i16 3)
// LL-NEXT: ret void
// PTX-LABEL: .func explicit_cta_1(
// PTX: tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.b64 [%rd[[S:[0-9]+]]];
// PTX-NEXT: mov.b16 %rs[[C:[0-9]+]], 3;
// PTX-NEXT: tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.multicast::cluster.b64 [%rd[[S]]], %rs[[C]];
// PTX-NEXT: ret;
llvm.func @explicit_cta_1(%sbar: !llvm.ptr<3>) {
  %m = llvm.mlir.constant(3 : i16) : i16
  nvvm.tcgen05.commit %sbar {group = #nvvm.cta_group<cta_1>} : !llvm.ptr<3>
  nvvm.tcgen05.commit %sbar, multicast_mask = %m {group = #nvvm.cta_group<cta_1>} : !llvm.ptr<3>, i16
  llvm.return
}

// A kernel per group: fence, commit to the local mbarrier and multicast to the
// CTA pair's (ptxas accepts each kernel; they do not mix groups).
// PTX-LABEL: .entry commit_kernel_cg1(
// PTX: tcgen05.fence::before_thread_sync;
// PTX-NEXT: tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.b64 [%rd{{[0-9]+}}];
// PTX-NOT: cta_group::2
// PTX: ret;
llvm.func @commit_kernel_cg1(%sbar: !llvm.ptr<3>) attributes {nvvm.kernel} {
  nvvm.tcgen05.fence #nvvm.tcgen05_fence<before>
  nvvm.tcgen05.commit %sbar : !llvm.ptr<3>
  llvm.return
}

// PTX-LABEL: .entry commit_kernel_cg2(
// PTX: tcgen05.fence::before_thread_sync;
// PTX: tcgen05.commit.cta_group::2.mbarrier::arrive::one.shared::cluster.multicast::cluster.b64 [%rd{{[0-9]+}}], %rs{{[0-9]+}};
// PTX-NOT: cta_group::1
// PTX: ret;
llvm.func @commit_kernel_cg2(%sbar: !llvm.ptr<3>, %mask: i16) attributes {nvvm.kernel} {
  nvvm.tcgen05.fence #nvvm.tcgen05_fence<before>
  nvvm.tcgen05.commit %sbar, multicast_mask = %mask {group = #nvvm.cta_group<cta_2>} : !llvm.ptr<3>, i16
  llvm.return
}

// LL-DAG: declare void @llvm.nvvm.tcgen05.commit.cg1(ptr captures(none)) #[[CA:[0-9]+]]
// LL-DAG: declare void @llvm.nvvm.tcgen05.commit.mc.shared.cg2(ptr addrspace(3) captures(none), i16) #[[CA]]
// LL-DAG: attributes #[[CA]] = { convergent nounwind
