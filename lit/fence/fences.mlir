// membar, fence.sc.cluster, the sync_restrict fences and the tensormap proxy
// fences, in MLIR 22's syntax (its @memorybarrier, @llvm_nvvm_fence_sc_cluster,
// @nvvm_fence_sync_restrict, @nvvm_fence_proxy_sync_restrict and
// @nvvm_fence_proxy_tensormap_generic_*). sync_restrict needs PTX 8.6, the
// tensormap fences 8.3, cluster scope sm_90.
// RUN: %nvvm-lower %s --target sm_90a --emit llvm-ir | %FileCheck %s --check-prefix=LL
// RUN: %nvvm-lower %s --target sm_90a | %FileCheck %s --check-prefix=PTX
// RUN: %nvvm-lower %s --target sm_90a | %ptxas-verify
// RUN: %nvvm-lower %s --target sm_100a | %ptxas-verify
// RUN: %nvvm-lower %s --target sm_120 | %ptxas-verify

// PTX: .version 8.6
// PTX-NEXT: .target sm_90a

// LL-LABEL: define void @memorybarrier()
// LL: call void @llvm.nvvm.membar.cta()
// LL: call void @llvm.nvvm.fence.sc.cluster()
// LL: call void @llvm.nvvm.membar.gl()
// LL: call void @llvm.nvvm.membar.sys()
// PTX-LABEL: memorybarrier()
// PTX: membar.cta;
// PTX: fence.sc.cluster;
// PTX: membar.gl;
// PTX: membar.sys;
llvm.func @memorybarrier() {
  nvvm.memory.barrier #nvvm.mem_scope<cta>
  nvvm.memory.barrier #nvvm.mem_scope<cluster>
  nvvm.memory.barrier #nvvm.mem_scope<gpu>
  nvvm.memory.barrier #nvvm.mem_scope<sys>
  llvm.return
}

// LL-LABEL: define void @llvm_nvvm_fence_sc_cluster()
// LL: call void @llvm.nvvm.fence.sc.cluster()
// PTX-LABEL: llvm_nvvm_fence_sc_cluster()
// PTX: fence.sc.cluster;
llvm.func @llvm_nvvm_fence_sc_cluster() {
  nvvm.fence.sc.cluster
  llvm.return
}

// LL-LABEL: define void @nvvm_fence_sync_restrict()
// LL: call void @llvm.nvvm.fence.acquire.sync_restrict.space.cluster.scope.cluster()
// LL: call void @llvm.nvvm.fence.release.sync_restrict.space.cta.scope.cluster()
// PTX-LABEL: nvvm_fence_sync_restrict()
// PTX: fence.acquire.sync_restrict::shared::cluster.cluster;
// PTX: fence.release.sync_restrict::shared::cta.cluster;
llvm.func @nvvm_fence_sync_restrict() {
  nvvm.fence.sync_restrict {order = #nvvm.mem_order<acquire>}
  nvvm.fence.sync_restrict {order = #nvvm.mem_order<release>}
  llvm.return
}

// LL-LABEL: define void @nvvm_fence_proxy_sync_restrict()
// LL: call void @llvm.nvvm.fence.proxy.async_generic.acquire.sync_restrict.space.cluster.scope.cluster()
// LL: call void @llvm.nvvm.fence.proxy.async_generic.release.sync_restrict.space.cta.scope.cluster()
// LL: call void @llvm.nvvm.fence.proxy.async_generic.release.sync_restrict.space.cta.scope.cluster()
// PTX-LABEL: nvvm_fence_proxy_sync_restrict()
// PTX: fence.proxy.async::generic.acquire.sync_restrict::shared::cluster.cluster;
// PTX: fence.proxy.async::generic.release.sync_restrict::shared::cta.cluster;
llvm.func @nvvm_fence_proxy_sync_restrict() {
  nvvm.fence.proxy.sync_restrict {order = #nvvm.mem_order<acquire>}
  nvvm.fence.proxy.sync_restrict {order = #nvvm.mem_order<release>}
  nvvm.fence.proxy.sync_restrict {order = #nvvm.mem_order<release>, fromProxy = #nvvm.proxy_kind<generic>, toProxy = #nvvm.proxy_kind<async>}
  llvm.return
}

// LL-LABEL: define void @nvvm_fence_proxy_tensormap_generic_release()
// LL: call void @llvm.nvvm.fence.proxy.tensormap_generic.release.cta()
// LL: call void @llvm.nvvm.fence.proxy.tensormap_generic.release.cluster()
// LL: call void @llvm.nvvm.fence.proxy.tensormap_generic.release.gpu()
// LL: call void @llvm.nvvm.fence.proxy.tensormap_generic.release.sys()
// LL: call void @llvm.nvvm.fence.proxy.tensormap_generic.release.gpu()
// PTX-LABEL: nvvm_fence_proxy_tensormap_generic_release()
// PTX: fence.proxy.tensormap::generic.release.cta;
// PTX: fence.proxy.tensormap::generic.release.cluster;
// PTX: fence.proxy.tensormap::generic.release.gpu;
// PTX: fence.proxy.tensormap::generic.release.sys;
llvm.func @nvvm_fence_proxy_tensormap_generic_release() {
  nvvm.fence.proxy.release #nvvm.mem_scope<cta>
  nvvm.fence.proxy.release #nvvm.mem_scope<cluster>
  nvvm.fence.proxy.release #nvvm.mem_scope<gpu>
  nvvm.fence.proxy.release #nvvm.mem_scope<sys>
  nvvm.fence.proxy.release #nvvm.mem_scope<gpu> from_proxy = #nvvm.proxy_kind<generic> to_proxy = #nvvm.proxy_kind<tensormap>
  llvm.return
}

// LL-LABEL: define void @nvvm_fence_proxy_tensormap_generic_acquire(ptr %addr)
// LL: call void @llvm.nvvm.fence.proxy.tensormap_generic.acquire.cta(ptr %addr, i32 128)
// LL: call void @llvm.nvvm.fence.proxy.tensormap_generic.acquire.cluster(ptr %addr, i32 128)
// LL: call void @llvm.nvvm.fence.proxy.tensormap_generic.acquire.gpu(ptr %addr, i32 128)
// LL: call void @llvm.nvvm.fence.proxy.tensormap_generic.acquire.sys(ptr %addr, i32 128)
// PTX-LABEL: nvvm_fence_proxy_tensormap_generic_acquire(
// PTX: fence.proxy.tensormap::generic.acquire.cta [%rd{{[0-9]+}}], 128;
// PTX: fence.proxy.tensormap::generic.acquire.cluster [%rd{{[0-9]+}}], 128;
// PTX: fence.proxy.tensormap::generic.acquire.gpu [%rd{{[0-9]+}}], 128;
// PTX: fence.proxy.tensormap::generic.acquire.sys [%rd{{[0-9]+}}], 128;
llvm.func @nvvm_fence_proxy_tensormap_generic_acquire(%addr : !llvm.ptr) {
  %c128 = llvm.mlir.constant(128) : i32
  nvvm.fence.proxy.acquire #nvvm.mem_scope<cta> %addr, %c128
  nvvm.fence.proxy.acquire #nvvm.mem_scope<cluster> %addr, %c128
  nvvm.fence.proxy.acquire #nvvm.mem_scope<gpu> %addr, %c128
  nvvm.fence.proxy.acquire #nvvm.mem_scope<sys> %addr, %c128
  llvm.return
}
