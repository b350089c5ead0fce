// nvvm.mbarrier.arrive_drop with a count, a scope, relaxed semantics or a
// shared::cluster barrier, and nvvm.mbarrier.arrive_drop.expect_tx: sm_90 only.
// RUN: %nvvm-lower %s --split-input-file --target sm_90 --emit llvm-ir | %FileCheck %s --check-prefix=LL
// RUN: %nvvm-lower %s --split-input-file --target sm_90 | %FileCheck %s --check-prefixes=PTX,PTX90
// RUN: %nvvm-lower %s --split-input-file --target sm_100a | %FileCheck %s --check-prefixes=PTX,PTX100A
// RUN: %nvvm-lower %s --split-input-file --target sm_90 | %ptxas-verify
// RUN: %nvvm-lower %s --split-input-file --target sm_90a | %ptxas-verify
// RUN: %nvvm-lower %s --split-input-file --target sm_100a | %ptxas-verify
// RUN: %nvvm-lower %s --split-input-file --target sm_103a | %ptxas-verify
// RUN: %nvvm-lower %s --split-input-file --target sm_120 | %ptxas-verify

// ---- scoped arrive_drop: sm_90 @ PTX 8.0
// PTX90: .version 8.0
// PTX100A: .version 8.6

// LL-LABEL: define void @arrive_drop_scoped_generic(ptr %barrier, i32 %count)
// LL-NEXT: entry:
// LL-NEXT: %[[P0:[0-9]+]] = addrspacecast ptr %barrier to ptr addrspace(3)
// LL-NEXT: %{{[0-9]+}} = call i64 @llvm.nvvm.mbarrier.arrive.drop.scope.cta.space.cta(ptr addrspace(3) %[[P0]], i32 %count)
// LL-NEXT: %[[P1:[0-9]+]] = addrspacecast ptr %barrier to ptr addrspace(3)
// LL-NEXT: %{{[0-9]+}} = call i64 @llvm.nvvm.mbarrier.arrive.drop.scope.cluster.space.cta(ptr addrspace(3) %[[P1]], i32 1)
// LL-NEXT: ret void
// PTX-LABEL: .func arrive_drop_scoped_generic(
// PTX: cvta.to.shared.u64 %rd[[S:[0-9]+]], %rd{{[0-9]+}};
// PTX: mbarrier.arrive_drop.shared.b64 %rd{{[0-9]+}}, [%rd[[S]]], %r{{[0-9]+}};
// PTX: mbarrier.arrive_drop.release.cluster.shared.b64 %rd{{[0-9]+}}, [%rd[[S]]], %r{{[0-9]+}};
// PTX-NEXT: ret;
llvm.func @arrive_drop_scoped_generic(%barrier: !llvm.ptr, %count: i32) {
  %0 = nvvm.mbarrier.arrive_drop %barrier, %count : !llvm.ptr -> i64
  %1 = nvvm.mbarrier.arrive_drop %barrier {scope = #nvvm.mem_scope<cluster>} : !llvm.ptr -> i64
  llvm.return
}

// LL-LABEL: define void @arrive_drop_scoped_shared(ptr addrspace(3) %barrier, i32 %count)
// LL-NEXT: entry:
// LL-NEXT: %{{[0-9]+}} = call i64 @llvm.nvvm.mbarrier.arrive.drop.scope.cta.space.cta(ptr addrspace(3) %barrier, i32 %count)
// LL-NEXT: %{{[0-9]+}} = call i64 @llvm.nvvm.mbarrier.arrive.drop.scope.cluster.space.cta(ptr addrspace(3) %barrier, i32 %count)
// LL-NEXT: ret void
// PTX-LABEL: .func arrive_drop_scoped_shared(
// PTX: mbarrier.arrive_drop.shared.b64 %rd{{[0-9]+}}, [%rd[[B:[0-9]+]]], %r[[C:[0-9]+]];
// PTX-NEXT: mbarrier.arrive_drop.release.cluster.shared.b64 %rd{{[0-9]+}}, [%rd[[B]]], %r[[C]];
// PTX-NEXT: ret;
llvm.func @arrive_drop_scoped_shared(%barrier: !llvm.ptr<3>, %count: i32) {
  %0 = nvvm.mbarrier.arrive_drop %barrier, %count {scope = #nvvm.mem_scope<cta>} : !llvm.ptr<3> -> i64
  %1 = nvvm.mbarrier.arrive_drop %barrier, %count {scope = #nvvm.mem_scope<cluster>} : !llvm.ptr<3> -> i64
  llvm.return
}

// LL-LABEL: define void @arrive_drop_cluster_space(ptr addrspace(7) %barrier, i32 %count)
// LL-NEXT: entry:
// LL-NEXT: call void @llvm.nvvm.mbarrier.arrive.drop.scope.cta.space.cluster(ptr addrspace(7) %barrier, i32 1)
// LL-NEXT: call void @llvm.nvvm.mbarrier.arrive.drop.scope.cluster.space.cluster(ptr addrspace(7) %barrier, i32 %count)
// LL-NEXT: ret void
// PTX-LABEL: .func arrive_drop_cluster_space(
// PTX: mbarrier.arrive_drop.shared::cluster.b64 _, [%rd[[B:[0-9]+]]], %r{{[0-9]+}};
// PTX: mbarrier.arrive_drop.release.cluster.shared::cluster.b64 _, [%rd[[B]]], %r{{[0-9]+}};
// PTX-NEXT: ret;
llvm.func @arrive_drop_cluster_space(%barrier: !llvm.ptr<7>, %count: i32) {
  nvvm.mbarrier.arrive_drop %barrier : !llvm.ptr<7>
  nvvm.mbarrier.arrive_drop %barrier, %count {scope = #nvvm.mem_scope<cluster>} : !llvm.ptr<7>
  llvm.return
}

// -----
// ---- relaxed arrive_drop: sm_90 @ PTX 8.6
// PTX90: .version 8.6
// PTX100A: .version 8.6

// LL-LABEL: define void @arrive_drop_relaxed(ptr %gen, ptr addrspace(3) %shared, ptr addrspace(7) %cluster, i32 %count)
// LL-NEXT: entry:
// LL-NEXT: %[[P:[0-9]+]] = addrspacecast ptr %gen to ptr addrspace(3)
// LL-NEXT: %{{[0-9]+}} = call i64 @llvm.nvvm.mbarrier.arrive.drop.relaxed.scope.cta.space.cta(ptr addrspace(3) %[[P]], i32 1)
// LL-NEXT: %{{[0-9]+}} = call i64 @llvm.nvvm.mbarrier.arrive.drop.relaxed.scope.cluster.space.cta(ptr addrspace(3) %shared, i32 %count)
// LL-NEXT: call void @llvm.nvvm.mbarrier.arrive.drop.relaxed.scope.cta.space.cluster(ptr addrspace(7) %cluster, i32 %count)
// LL-NEXT: call void @llvm.nvvm.mbarrier.arrive.drop.relaxed.scope.cluster.space.cluster(ptr addrspace(7) %cluster, i32 1)
// LL-NEXT: ret void
// PTX-LABEL: .func arrive_drop_relaxed(
// PTX: mbarrier.arrive_drop.relaxed.cta.shared.b64 %rd{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
// PTX: mbarrier.arrive_drop.relaxed.cluster.shared.b64 %rd{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
// PTX: mbarrier.arrive_drop.relaxed.cta.shared::cluster.b64 _, [%rd{{[0-9]+}}], %r{{[0-9]+}};
// PTX: mbarrier.arrive_drop.relaxed.cluster.shared::cluster.b64 _, [%rd{{[0-9]+}}], %r{{[0-9]+}};
// PTX-NEXT: ret;
llvm.func @arrive_drop_relaxed(%gen: !llvm.ptr, %shared: !llvm.ptr<3>, %cluster: !llvm.ptr<7>, %count: i32) {
  %0 = nvvm.mbarrier.arrive_drop %gen {relaxed = true} : !llvm.ptr -> i64
  %1 = nvvm.mbarrier.arrive_drop %shared, %count {scope = #nvvm.mem_scope<cluster>, relaxed = true} : !llvm.ptr<3> -> i64
  nvvm.mbarrier.arrive_drop %cluster, %count {relaxed = true} : !llvm.ptr<7>
  nvvm.mbarrier.arrive_drop %cluster {scope = #nvvm.mem_scope<cluster>, relaxed = true} : !llvm.ptr<7>
  llvm.return
}

// -----
// ---- arrive_drop.expect_tx: sm_90 @ PTX 8.0
// PTX90: .version 8.0
// PTX100A: .version 8.6

// LL-LABEL: define void @arrive_drop_expect_tx(ptr %gen, ptr addrspace(3) %shared, ptr addrspace(7) %cluster, i32 %tx)
// LL-NEXT: entry:
// LL-NEXT: %[[P:[0-9]+]] = addrspacecast ptr %gen to ptr addrspace(3)
// LL-NEXT: %{{[0-9]+}} = call i64 @llvm.nvvm.mbarrier.arrive.drop.expect.tx.scope.cta.space.cta(ptr addrspace(3) %[[P]], i32 %tx)
// LL-NEXT: %{{[0-9]+}} = call i64 @llvm.nvvm.mbarrier.arrive.drop.expect.tx.scope.cta.space.cta(ptr addrspace(3) %shared, i32 %tx)
// LL-NEXT: %{{[0-9]+}} = call i64 @llvm.nvvm.mbarrier.arrive.drop.expect.tx.scope.cluster.space.cta(ptr addrspace(3) %shared, i32 %tx)
// LL-NEXT: call void @llvm.nvvm.mbarrier.arrive.drop.expect.tx.scope.cta.space.cluster(ptr addrspace(7) %cluster, i32 %tx)
// LL-NEXT: call void @llvm.nvvm.mbarrier.arrive.drop.expect.tx.scope.cluster.space.cluster(ptr addrspace(7) %cluster, i32 %tx)
// LL-NEXT: ret void
// PTX-LABEL: .func arrive_drop_expect_tx(
// PTX: mbarrier.arrive_drop.expect_tx.shared.b64 %rd{{[0-9]+}}, [%rd{{[0-9]+}}], %r[[T:[0-9]+]];
// PTX: mbarrier.arrive_drop.expect_tx.shared.b64 %rd{{[0-9]+}}, [%rd{{[0-9]+}}], %r[[T]];
// PTX: mbarrier.arrive_drop.expect_tx.release.cluster.shared.b64 %rd{{[0-9]+}}, [%rd{{[0-9]+}}], %r[[T]];
// PTX: mbarrier.arrive_drop.expect_tx.shared::cluster.b64 _, [%rd{{[0-9]+}}], %r[[T]];
// PTX: mbarrier.arrive_drop.expect_tx.release.cluster.shared::cluster.b64 _, [%rd{{[0-9]+}}], %r[[T]];
// PTX-NEXT: ret;
llvm.func @arrive_drop_expect_tx(%gen: !llvm.ptr, %shared: !llvm.ptr<3>, %cluster: !llvm.ptr<7>, %tx: i32) {
  %0 = nvvm.mbarrier.arrive_drop.expect_tx %gen, %tx : !llvm.ptr, i32 -> i64
  %1 = nvvm.mbarrier.arrive_drop.expect_tx %shared, %tx {scope = #nvvm.mem_scope<cta>} : !llvm.ptr<3>, i32 -> i64
  %2 = nvvm.mbarrier.arrive_drop.expect_tx %shared, %tx {scope = #nvvm.mem_scope<cluster>} : !llvm.ptr<3>, i32 -> i64
  nvvm.mbarrier.arrive_drop.expect_tx %cluster, %tx : !llvm.ptr<7>, i32
  nvvm.mbarrier.arrive_drop.expect_tx %cluster, %tx {scope = #nvvm.mem_scope<cluster>} : !llvm.ptr<7>, i32
  llvm.return
}

// -----
// ---- arrive_drop.expect_tx, relaxed: sm_90 @ PTX 8.6
// PTX90: .version 8.6
// PTX100A: .version 8.6

// LL-LABEL: define void @arrive_drop_expect_tx_relaxed(ptr %gen, ptr addrspace(3) %shared, ptr addrspace(7) %cluster, i32 %tx)
// LL-NEXT: entry:
// LL-NEXT: %[[P:[0-9]+]] = addrspacecast ptr %gen to ptr addrspace(3)
// LL-NEXT: %{{[0-9]+}} = call i64 @llvm.nvvm.mbarrier.arrive.drop.expect.tx.relaxed.scope.cluster.space.cta(ptr addrspace(3) %[[P]], i32 %tx)
// LL-NEXT: %{{[0-9]+}} = call i64 @llvm.nvvm.mbarrier.arrive.drop.expect.tx.relaxed.scope.cta.space.cta(ptr addrspace(3) %shared, i32 %tx)
// LL-NEXT: fence syncscope("cluster") release
// LL-NEXT: call void @llvm.nvvm.mbarrier.arrive.drop.expect.tx.relaxed.scope.cta.space.cluster(ptr addrspace(7) %cluster, i32 %tx)
// LL-NEXT: call void @llvm.nvvm.mbarrier.arrive.drop.expect.tx.relaxed.scope.cluster.space.cluster(ptr addrspace(7) %cluster, i32 %tx)
// LL-NEXT: ret void
// PTX-LABEL: .func arrive_drop_expect_tx_relaxed(
// PTX: mbarrier.arrive_drop.expect_tx.relaxed.cluster.shared.b64 %rd{{[0-9]+}}, [%rd{{[0-9]+}}], %r[[T:[0-9]+]];
// PTX: mbarrier.arrive_drop.expect_tx.relaxed.cta.shared.b64 %rd{{[0-9]+}}, [%rd{{[0-9]+}}], %r[[T]];
// PTX: mbarrier.arrive_drop.expect_tx.relaxed.cta.shared::cluster.b64 _, [%rd{{[0-9]+}}], %r[[T]];
// PTX: mbarrier.arrive_drop.expect_tx.relaxed.cluster.shared::cluster.b64 _, [%rd{{[0-9]+}}], %r[[T]];
// PTX-NEXT: ret;
llvm.func @arrive_drop_expect_tx_relaxed(%gen: !llvm.ptr, %shared: !llvm.ptr<3>, %cluster: !llvm.ptr<7>, %tx: i32) {
  %0 = nvvm.mbarrier.arrive_drop.expect_tx %gen, %tx {scope = #nvvm.mem_scope<cluster>, relaxed = true} : !llvm.ptr, i32 -> i64
  %1 = nvvm.mbarrier.arrive_drop.expect_tx %shared, %tx {relaxed = true} : !llvm.ptr<3>, i32 -> i64
  nvvm.mbarrier.arrive_drop.expect_tx %cluster, %tx {relaxed = true} : !llvm.ptr<7>, i32
  nvvm.mbarrier.arrive_drop.expect_tx %cluster, %tx {scope = #nvvm.mem_scope<cluster>, relaxed = true} : !llvm.ptr<7>, i32
  llvm.return
}
