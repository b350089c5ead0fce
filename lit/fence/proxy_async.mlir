// nvvm.fence.proxy kind = async, async.global, async.shared with space cta and
// cluster: sm_90+ with PTX 8.0.
// RUN: %nvvm-lower %s --target sm_90 --emit llvm-ir | %FileCheck %s --check-prefix=LL
// RUN: %nvvm-lower %s --target sm_90 | %FileCheck %s --check-prefix=PTX
// RUN: %nvvm-lower %s --target sm_90 | %ptxas-verify
// RUN: %nvvm-lower %s --target sm_90a | %ptxas-verify
// RUN: %nvvm-lower %s --target sm_100a | %ptxas-verify
// RUN: %nvvm-lower %s --target sm_120 | %ptxas-verify

// PTX: .version 8.0
// PTX-NEXT: .target sm_90

// LL-LABEL: define void @async_fences()
// LL-NEXT: entry:
// LL-NEXT: call void @llvm.nvvm.fence.proxy.async()
// LL-NEXT: call void @llvm.nvvm.fence.proxy.async.global()
// LL-NEXT: call void @llvm.nvvm.fence.proxy.async.shared_cta()
// LL-NEXT: call void @llvm.nvvm.fence.proxy.async.shared_cluster()
// LL-NEXT: ret void
// PTX-LABEL: .func async_fences()
// PTX: fence.proxy.async;
// PTX-NEXT: fence.proxy.async.global;
// PTX-NEXT: fence.proxy.async.shared::cta;
// PTX-NEXT: fence.proxy.async.shared::cluster;
// PTX-NEXT: ret;
llvm.func @async_fences() {
  nvvm.fence.proxy {kind = #nvvm.proxy_kind<async>}
  nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.global>}
  nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
  nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cluster>}
  llvm.return
}
