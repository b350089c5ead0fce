// nvvm.mbarrier.arrive.expect_tx, nvvm.mbarrier.expect_tx, nvvm.mbarrier.complete_tx
// (sm_90 @ PTX 8.0; relaxed arrive.expect_tx @ PTX 8.6).
// RUN: %nvvm-lower %s --split-input-file --target sm_90 --emit llvm-ir | %FileCheck %s --check-prefix=LL
// RUN: %nvvm-lower %s --split-input-file --target sm_90 | %FileCheck %s --check-prefixes=PTX,PTX90
// RUN: %nvvm-lower %s --split-input-file --target sm_90a | %FileCheck %s --check-prefixes=PTX,PTX90A
// RUN: %nvvm-lower %s --split-input-file --target sm_100a | %FileCheck %s --check-prefixes=PTX,PTX100A
// RUN: %nvvm-lower %s --split-input-file --target sm_90 | %ptxas-verify
// RUN: %nvvm-lower %s --split-input-file --target sm_90a | %ptxas-verify
// RUN: %nvvm-lower %s --split-input-file --target sm_100a | %ptxas-verify
// RUN: %nvvm-lower %s --split-input-file --target sm_103a | %ptxas-verify
// RUN: %nvvm-lower %s --split-input-file --target sm_120 | %ptxas-verify

// ---- PTX 8.0 (8.0 is also sm_90a's floor; sm_100a's is 8.6)
// PTX90: .version 8.0
// PTX90A: .version 8.0
// PTX100A: .version 8.6

// LL-LABEL: define void @arrive_expect_tx(ptr %gen, ptr addrspace(3) %shared, ptr addrspace(7) %cluster, i32 %tx)
// LL-NEXT: entry:
// LL-NEXT: %[[P0:[0-9]+]] = addrspacecast ptr %gen to ptr addrspace(3)
// LL-NEXT: %{{[0-9]+}} = call i64 @llvm.nvvm.mbarrier.arrive.expect.tx.scope.cta.space.cta(ptr addrspace(3) %[[P0]], i32 %tx)
// LL-NEXT: %[[P1:[0-9]+]] = addrspacecast ptr %gen to ptr addrspace(3)
// LL-NEXT: %{{[0-9]+}} = call i64 @llvm.nvvm.mbarrier.arrive.expect.tx.scope.cluster.space.cta(ptr addrspace(3) %[[P1]], i32 %tx)
// LL-NEXT: %{{[0-9]+}} = call i64 @llvm.nvvm.mbarrier.arrive.expect.tx.scope.cta.space.cta(ptr addrspace(3) %shared, i32 %tx)
// LL-NEXT: call i64 @llvm.nvvm.mbarrier.arrive.expect.tx.scope.cluster.space.cta(ptr addrspace(3) %shared, i32 %tx)
// LL-NEXT: call void @llvm.nvvm.mbarrier.arrive.expect.tx.scope.cta.space.cluster(ptr addrspace(7) %cluster, i32 %tx)
// LL-NEXT: call void @llvm.nvvm.mbarrier.arrive.expect.tx.scope.cluster.space.cluster(ptr addrspace(7) %cluster, i32 %tx)
// LL-NEXT: ret void
// PTX-LABEL: .func arrive_expect_tx(
// PTX: cvta.to.shared.u64 %rd[[S:[0-9]+]], %rd{{[0-9]+}};
// PTX: mbarrier.arrive.expect_tx.shared.b64 %rd{{[0-9]+}}, [%rd[[S]]], %r[[T:[0-9]+]];
// PTX: mbarrier.arrive.expect_tx.release.cluster.shared.b64 %rd{{[0-9]+}}, [%rd[[S]]], %r[[T]];
// PTX: mbarrier.arrive.expect_tx.shared.b64 %rd{{[0-9]+}}, [%rd{{[0-9]+}}], %r[[T]];
// PTX: mbarrier.arrive.expect_tx.release.cluster.shared.b64 %rd{{[0-9]+}}, [%rd{{[0-9]+}}], %r[[T]];
// PTX: mbarrier.arrive.expect_tx.shared::cluster.b64 _, [%rd{{[0-9]+}}], %r[[T]];
// PTX-NEXT: mbarrier.arrive.expect_tx.release.cluster.shared::cluster.b64 _, [%rd{{[0-9]+}}], %r[[T]];
// PTX-NEXT: ret;
llvm.func @arrive_expect_tx(%gen: !llvm.ptr, %shared: !llvm.ptr<3>, %cluster: !llvm.ptr<7>, %tx: i32) {
  %0 = nvvm.mbarrier.arrive.expect_tx %gen, %tx : !llvm.ptr, i32 -> i64
  %1 = nvvm.mbarrier.arrive.expect_tx %gen, %tx {scope = #nvvm.mem_scope<cluster>} : !llvm.ptr, i32 -> i64
  %2 = nvvm.mbarrier.arrive.expect_tx %shared, %tx {scope = #nvvm.mem_scope<cta>} : !llvm.ptr<3>, i32 -> i64
  nvvm.mbarrier.arrive.expect_tx %shared, %tx {scope = #nvvm.mem_scope<cluster>} : !llvm.ptr<3>, i32
  nvvm.mbarrier.arrive.expect_tx %cluster, %tx : !llvm.ptr<7>, i32
  nvvm.mbarrier.arrive.expect_tx %cluster, %tx {scope = #nvvm.mem_scope<cluster>} : !llvm.ptr<7>, i32
  llvm.return
}

// The largest 20-bit transaction count is accepted.
// LL-LABEL: define void @expect_tx(ptr addrspace(3) %shared, ptr addrspace(7) %cluster, i32 %tx)
// LL-NEXT: entry:
// LL-NEXT: call void @llvm.nvvm.mbarrier.expect.tx.scope.cta.space.cta(ptr addrspace(3) %shared, i32 %tx)
// LL-NEXT: call void @llvm.nvvm.mbarrier.expect.tx.scope.cluster.space.cta(ptr addrspace(3) %shared, i32 1048575)
// LL-NEXT: fence syncscope("cluster") release
// LL-NEXT: call void @llvm.nvvm.mbarrier.expect.tx.scope.cta.space.cluster(ptr addrspace(7) %cluster, i32 %tx)
// LL-NEXT: call void @llvm.nvvm.mbarrier.expect.tx.scope.cluster.space.cluster(ptr addrspace(7) %cluster, i32 %tx)
// LL-NEXT: ret void
// PTX-LABEL: .func expect_tx(
// PTX: mbarrier.expect_tx.relaxed.cta.shared.b64 [%rd[[B:[0-9]+]]], %r[[T:[0-9]+]];
// PTX: mov.b32 %r[[M:[0-9]+]], 1048575;
// PTX-NEXT: mbarrier.expect_tx.relaxed.cluster.shared.b64 [%rd[[B]]], %r[[M]];
// PTX: mbarrier.expect_tx.relaxed.cta.shared::cluster.b64 [%rd[[C:[0-9]+]]], %r[[T]];
// PTX-NEXT: mbarrier.expect_tx.relaxed.cluster.shared::cluster.b64 [%rd[[C]]], %r[[T]];
// PTX-NEXT: ret;
llvm.func @expect_tx(%shared: !llvm.ptr<3>, %cluster: !llvm.ptr<7>, %tx: i32) {
  %max = llvm.mlir.constant(1048575 : i32) : i32
  nvvm.mbarrier.expect_tx %shared, %tx : !llvm.ptr<3>, i32
  nvvm.mbarrier.expect_tx %shared, %max {scope = #nvvm.mem_scope<cluster>} : !llvm.ptr<3>, i32
  nvvm.mbarrier.expect_tx %cluster, %tx {scope = #nvvm.mem_scope<cta>} : !llvm.ptr<7>, i32
  nvvm.mbarrier.expect_tx %cluster, %tx {scope = #nvvm.mem_scope<cluster>} : !llvm.ptr<7>, i32
  llvm.return
}

// LL-LABEL: define void @complete_tx(ptr addrspace(3) %shared, ptr addrspace(7) %cluster, i32 %tx)
// LL-NEXT: entry:
// LL-NEXT: call void @llvm.nvvm.mbarrier.complete.tx.scope.cta.space.cta(ptr addrspace(3) %shared, i32 %tx)
// LL-NEXT: call void @llvm.nvvm.mbarrier.complete.tx.scope.cluster.space.cta(ptr addrspace(3) %shared, i32 %tx)
// LL-NEXT: call void @llvm.nvvm.mbarrier.complete.tx.scope.cta.space.cluster(ptr addrspace(7) %cluster, i32 %tx)
// LL-NEXT: call void @llvm.nvvm.mbarrier.complete.tx.scope.cluster.space.cluster(ptr addrspace(7) %cluster, i32 %tx)
// LL-NEXT: ret void
// PTX-LABEL: .func complete_tx(
// PTX: mbarrier.complete_tx.relaxed.cta.shared.b64 [%rd[[B:[0-9]+]]], %r[[T:[0-9]+]];
// PTX: mbarrier.complete_tx.relaxed.cluster.shared.b64 [%rd[[B]]], %r[[T]];
// PTX: mbarrier.complete_tx.relaxed.cta.shared::cluster.b64 [%rd[[C:[0-9]+]]], %r[[T]];
// PTX-NEXT: mbarrier.complete_tx.relaxed.cluster.shared::cluster.b64 [%rd[[C]]], %r[[T]];
// PTX-NEXT: ret;
llvm.func @complete_tx(%shared: !llvm.ptr<3>, %cluster: !llvm.ptr<7>, %tx: i32) {
  nvvm.mbarrier.complete_tx %shared, %tx : !llvm.ptr<3>, i32
  nvvm.mbarrier.complete_tx %shared, %tx {scope = #nvvm.mem_scope<cluster>} : !llvm.ptr<3>, i32
  nvvm.mbarrier.complete_tx %cluster, %tx : !llvm.ptr<7>, i32
  nvvm.mbarrier.complete_tx %cluster, %tx {scope = #nvvm.mem_scope<cluster>} : !llvm.ptr<7>, i32
  llvm.return
}

// -----
// ---- relaxed arrive.expect_tx: PTX 8.6 on every target
// PTX90: .version 8.6
// PTX90A: .version 8.6
// PTX100A: .version 8.6

// LL-LABEL: define void @arrive_expect_tx_relaxed(ptr %gen, ptr addrspace(3) %shared, ptr addrspace(7) %cluster, i32 %tx)
// LL-NEXT: entry:
// LL-NEXT: %[[P:[0-9]+]] = addrspacecast ptr %gen to ptr addrspace(3)
// LL-NEXT: %{{[0-9]+}} = call i64 @llvm.nvvm.mbarrier.arrive.expect.tx.relaxed.scope.cta.space.cta(ptr addrspace(3) %[[P]], i32 %tx)
// LL-NEXT: %{{[0-9]+}} = call i64 @llvm.nvvm.mbarrier.arrive.expect.tx.relaxed.scope.cluster.space.cta(ptr addrspace(3) %shared, i32 %tx)
// LL-NEXT: fence syncscope("cluster") release
// LL-NEXT: call void @llvm.nvvm.mbarrier.arrive.expect.tx.relaxed.scope.cta.space.cluster(ptr addrspace(7) %cluster, i32 %tx)
// LL-NEXT: call void @llvm.nvvm.mbarrier.arrive.expect.tx.relaxed.scope.cluster.space.cluster(ptr addrspace(7) %cluster, i32 %tx)
// LL-NEXT: ret void
// PTX-LABEL: .func arrive_expect_tx_relaxed(
// PTX: mbarrier.arrive.expect_tx.relaxed.cta.shared.b64 %rd{{[0-9]+}}, [%rd{{[0-9]+}}], %r[[T:[0-9]+]];
// PTX: mbarrier.arrive.expect_tx.relaxed.cluster.shared.b64 %rd{{[0-9]+}}, [%rd{{[0-9]+}}], %r[[T]];
// PTX: mbarrier.arrive.expect_tx.relaxed.cta.shared::cluster.b64 _, [%rd{{[0-9]+}}], %r[[T]];
// PTX-NEXT: mbarrier.arrive.expect_tx.relaxed.cluster.shared::cluster.b64 _, [%rd{{[0-9]+}}], %r[[T]];
// PTX-NEXT: ret;
llvm.func @arrive_expect_tx_relaxed(%gen: !llvm.ptr, %shared: !llvm.ptr<3>, %cluster: !llvm.ptr<7>, %tx: i32) {
  %0 = nvvm.mbarrier.arrive.expect_tx %gen, %tx {relaxed = true} : !llvm.ptr, i32 -> i64
  %1 = nvvm.mbarrier.arrive.expect_tx %shared, %tx {scope = #nvvm.mem_scope<cluster>, relaxed = true} : !llvm.ptr<3>, i32 -> i64
  nvvm.mbarrier.arrive.expect_tx %cluster, %tx {relaxed = true} : !llvm.ptr<7>, i32
  nvvm.mbarrier.arrive.expect_tx %cluster, %tx {scope = #nvvm.mem_scope<cluster>, relaxed = true} : !llvm.ptr<7>, i32
  llvm.return
}
