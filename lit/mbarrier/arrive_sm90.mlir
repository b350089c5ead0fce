// nvvm.mbarrier.arrive forms that need the scoped sm_90 intrinsics: a count,
// cluster scope, relaxed semantics, or a shared::cluster (addrspace 7) barrier.
// One module per requirement, so each chunk gets its own lowest PTX version.
// RUN: %nvvm-lower %s --split-input-file --target sm_90 --emit llvm-ir | %FileCheck %s --check-prefix=LL
// RUN: %nvvm-lower %s --split-input-file --target sm_90 | %FileCheck %s --check-prefixes=PTX,PTX90
// RUN: %nvvm-lower %s --split-input-file --target sm_100a | %FileCheck %s --check-prefixes=PTX,PTX100A
// RUN: %nvvm-lower %s --split-input-file --target sm_90 | %ptxas-verify
// RUN: %nvvm-lower %s --split-input-file --target sm_90a | %ptxas-verify
// RUN: %nvvm-lower %s --split-input-file --target sm_100a | %ptxas-verify
// RUN: %nvvm-lower %s --split-input-file --target sm_103a | %ptxas-verify
// RUN: %nvvm-lower %s --split-input-file --target sm_120 | %ptxas-verify

// ---- scoped, release semantics: sm_90 @ PTX 8.0

// PTX90: .version 8.0
// PTX100A: .version 8.6

// LL-LABEL: define void @arrive_scoped_generic(ptr %barrier, i32 %count)
// LL-NEXT: entry:
// LL-NEXT: %[[P0:[0-9]+]] = addrspacecast ptr %barrier to ptr addrspace(3)
// LL-NEXT: %{{[0-9]+}} = call i64 @llvm.nvvm.mbarrier.arrive.scope.cta.space.cta(ptr addrspace(3) %[[P0]], i32 %count)
// LL-NEXT: %[[P1:[0-9]+]] = addrspacecast ptr %barrier to ptr addrspace(3)
// LL-NEXT: %{{[0-9]+}} = call i64 @llvm.nvvm.mbarrier.arrive.scope.cta.space.cta(ptr addrspace(3) %[[P1]], i32 %count)
// LL-NEXT: %[[P2:[0-9]+]] = addrspacecast ptr %barrier to ptr addrspace(3)
// LL-NEXT: %{{[0-9]+}} = call i64 @llvm.nvvm.mbarrier.arrive.scope.cluster.space.cta(ptr addrspace(3) %[[P2]], i32 %count)
// LL-NEXT: %[[P3:[0-9]+]] = addrspacecast ptr %barrier to ptr addrspace(3)
// LL-NEXT: %{{[0-9]+}} = call i64 @llvm.nvvm.mbarrier.arrive.scope.cluster.space.cta(ptr addrspace(3) %[[P3]], i32 1)
// LL-NEXT: ret void
// PTX-LABEL: .func arrive_scoped_generic(
// PTX: cvta.to.shared.u64 %rd[[S:[0-9]+]], %rd{{[0-9]+}};
// PTX: mbarrier.arrive.shared.b64 %rd{{[0-9]+}}, [%rd[[S]]], %r[[C:[0-9]+]];
// PTX-NEXT: mbarrier.arrive.shared.b64 %rd{{[0-9]+}}, [%rd[[S]]], %r[[C]];
// PTX-NEXT: mbarrier.arrive.release.cluster.shared.b64 %rd{{[0-9]+}}, [%rd[[S]]], %r[[C]];
// PTX-NEXT: mov.b32 %r[[ONE:[0-9]+]], 1;
// PTX-NEXT: mbarrier.arrive.release.cluster.shared.b64 %rd{{[0-9]+}}, [%rd[[S]]], %r[[ONE]];
// PTX-NEXT: ret;
llvm.func @arrive_scoped_generic(%barrier: !llvm.ptr, %count: i32) {
  %0 = nvvm.mbarrier.arrive %barrier, %count : !llvm.ptr -> i64
  %1 = nvvm.mbarrier.arrive %barrier, %count {scope = #nvvm.mem_scope<cta>} : !llvm.ptr -> i64
  %2 = nvvm.mbarrier.arrive %barrier, %count {scope = #nvvm.mem_scope<cluster>} : !llvm.ptr -> i64
  %3 = nvvm.mbarrier.arrive %barrier {scope = #nvvm.mem_scope<cluster>} : !llvm.ptr -> i64
  llvm.return
}

// LL-LABEL: define void @arrive_scoped_shared(ptr addrspace(3) %barrier, i32 %count)
// LL-NEXT: entry:
// LL-NEXT: %{{[0-9]+}} = call i64 @llvm.nvvm.mbarrier.arrive.scope.cta.space.cta(ptr addrspace(3) %barrier, i32 %count)
// LL-NEXT: %{{[0-9]+}} = call i64 @llvm.nvvm.mbarrier.arrive.scope.cluster.space.cta(ptr addrspace(3) %barrier, i32 %count)
// LL-NEXT: call i64 @llvm.nvvm.mbarrier.arrive.scope.cta.space.cta(ptr addrspace(3) %barrier, i32 %count)
// LL-NEXT: ret void
// PTX-LABEL: .func arrive_scoped_shared(
// PTX: mbarrier.arrive.shared.b64 %rd{{[0-9]+}}, [%rd[[B:[0-9]+]]], %r[[C:[0-9]+]];
// PTX-NEXT: mbarrier.arrive.release.cluster.shared.b64 %rd{{[0-9]+}}, [%rd[[B]]], %r[[C]];
// PTX-NEXT: mbarrier.arrive.shared.b64 %rd{{[0-9]+}}, [%rd[[B]]], %r[[C]];
// PTX-NEXT: ret;
llvm.func @arrive_scoped_shared(%barrier: !llvm.ptr<3>, %count: i32) {
  %0 = nvvm.mbarrier.arrive %barrier, %count : !llvm.ptr<3> -> i64
  %1 = nvvm.mbarrier.arrive %barrier, %count {scope = #nvvm.mem_scope<cluster>} : !llvm.ptr<3> -> i64
  nvvm.mbarrier.arrive %barrier, %count : !llvm.ptr<3>
  llvm.return
}

// -----
// ---- relaxed: sm_90 @ PTX 8.6

// PTX90: .version 8.6
// PTX100A: .version 8.6

// LL-LABEL: define void @arrive_relaxed_generic(ptr %barrier, i32 %count)
// LL-NEXT: entry:
// LL-NEXT: %[[P0:[0-9]+]] = addrspacecast ptr %barrier to ptr addrspace(3)
// LL-NEXT: %{{[0-9]+}} = call i64 @llvm.nvvm.mbarrier.arrive.relaxed.scope.cta.space.cta(ptr addrspace(3) %[[P0]], i32 1)
// LL-NEXT: %[[P1:[0-9]+]] = addrspacecast ptr %barrier to ptr addrspace(3)
// LL-NEXT: %{{[0-9]+}} = call i64 @llvm.nvvm.mbarrier.arrive.relaxed.scope.cluster.space.cta(ptr addrspace(3) %[[P1]], i32 %count)
// LL-NEXT: ret void
// PTX-LABEL: .func arrive_relaxed_generic(
// PTX: mbarrier.arrive.relaxed.cta.shared.b64 %rd{{[0-9]+}}, [%rd[[S:[0-9]+]]], %r{{[0-9]+}};
// PTX-NEXT: mbarrier.arrive.relaxed.cluster.shared.b64 %rd{{[0-9]+}}, [%rd[[S]]], %r{{[0-9]+}};
// PTX-NEXT: ret;
llvm.func @arrive_relaxed_generic(%barrier: !llvm.ptr, %count: i32) {
  %0 = nvvm.mbarrier.arrive %barrier {relaxed = true} : !llvm.ptr -> i64
  %1 = nvvm.mbarrier.arrive %barrier, %count {scope = #nvvm.mem_scope<cluster>, relaxed = true} : !llvm.ptr -> i64
  llvm.return
}

// LL-LABEL: define void @arrive_relaxed_shared(ptr addrspace(3) %barrier, i32 %count)
// LL-NEXT: entry:
// LL-NEXT: %{{[0-9]+}} = call i64 @llvm.nvvm.mbarrier.arrive.relaxed.scope.cta.space.cta(ptr addrspace(3) %barrier, i32 %count)
// LL-NEXT: %{{[0-9]+}} = call i64 @llvm.nvvm.mbarrier.arrive.relaxed.scope.cluster.space.cta(ptr addrspace(3) %barrier, i32 1)
// LL-NEXT: ret void
// PTX-LABEL: .func arrive_relaxed_shared(
// PTX: mbarrier.arrive.relaxed.cta.shared.b64 %rd{{[0-9]+}}, [%rd[[B:[0-9]+]]], %r{{[0-9]+}};
// PTX: mbarrier.arrive.relaxed.cluster.shared.b64 %rd{{[0-9]+}}, [%rd[[B]]], %r{{[0-9]+}};
// PTX-NEXT: ret;
llvm.func @arrive_relaxed_shared(%barrier: !llvm.ptr<3>, %count: i32) {
  %0 = nvvm.mbarrier.arrive %barrier, %count {scope = #nvvm.mem_scope<cta>, relaxed = true} : !llvm.ptr<3> -> i64
  %1 = nvvm.mbarrier.arrive %barrier {scope = #nvvm.mem_scope<cluster>, relaxed = true} : !llvm.ptr<3> -> i64
  llvm.return
}

// -----
// ---- shared::cluster barrier (no result): sm_90 @ PTX 8.0

// PTX90: .version 8.0
// PTX100A: .version 8.6

// LL-LABEL: define void @arrive_cluster_space(ptr addrspace(7) %barrier, i32 %count)
// LL-NEXT: entry:
// LL-NEXT: call void @llvm.nvvm.mbarrier.arrive.scope.cta.space.cluster(ptr addrspace(7) %barrier, i32 1)
// LL-NEXT: call void @llvm.nvvm.mbarrier.arrive.scope.cta.space.cluster(ptr addrspace(7) %barrier, i32 %count)
// LL-NEXT: call void @llvm.nvvm.mbarrier.arrive.scope.cluster.space.cluster(ptr addrspace(7) %barrier, i32 %count)
// LL-NEXT: ret void
// PTX-LABEL: .func arrive_cluster_space(
// PTX: mbarrier.arrive.shared::cluster.b64 _, [%rd[[B:[0-9]+]]], %r{{[0-9]+}};
// PTX: mbarrier.arrive.shared::cluster.b64 _, [%rd[[B]]], %r[[C:[0-9]+]];
// PTX-NEXT: mbarrier.arrive.release.cluster.shared::cluster.b64 _, [%rd[[B]]], %r[[C]];
// PTX-NEXT: ret;
llvm.func @arrive_cluster_space(%barrier: !llvm.ptr<7>, %count: i32) {
  nvvm.mbarrier.arrive %barrier : !llvm.ptr<7>
  nvvm.mbarrier.arrive %barrier, %count {scope = #nvvm.mem_scope<cta>} : !llvm.ptr<7>
  nvvm.mbarrier.arrive %barrier, %count {scope = #nvvm.mem_scope<cluster>} : !llvm.ptr<7>
  llvm.return
}

// -----
// ---- shared::cluster barrier, relaxed: sm_90 @ PTX 8.6

// PTX90: .version 8.6
// PTX100A: .version 8.6

// LL-LABEL: define void @arrive_cluster_space_relaxed(ptr addrspace(7) %barrier, i32 %count)
// LL-NEXT: entry:
// LL-NEXT: call void @llvm.nvvm.mbarrier.arrive.relaxed.scope.cta.space.cluster(ptr addrspace(7) %barrier, i32 1)
// LL-NEXT: call void @llvm.nvvm.mbarrier.arrive.relaxed.scope.cluster.space.cluster(ptr addrspace(7) %barrier, i32 %count)
// LL-NEXT: ret void
// PTX-LABEL: .func arrive_cluster_space_relaxed(
// PTX: mbarrier.arrive.relaxed.cta.shared::cluster.b64 _, [%rd[[B:[0-9]+]]], %r{{[0-9]+}};
// PTX: mbarrier.arrive.relaxed.cluster.shared::cluster.b64 _, [%rd[[B]]], %r{{[0-9]+}};
// PTX-NEXT: ret;
llvm.func @arrive_cluster_space_relaxed(%barrier: !llvm.ptr<7>, %count: i32) {
  nvvm.mbarrier.arrive %barrier {relaxed = true} : !llvm.ptr<7>
  nvvm.mbarrier.arrive %barrier, %count {scope = #nvvm.mem_scope<cluster>, relaxed = true} : !llvm.ptr<7>
  llvm.return
}
