// nvvm.mbarrier.test.wait at cluster scope (sm_90 @ PTX 8.0) and relaxed (@ PTX 8.6).
// RUN: %nvvm-lower %s --split-input-file --target sm_90 --emit llvm-ir | %FileCheck %s --check-prefix=LL
// RUN: %nvvm-lower %s --split-input-file --target sm_90 | %FileCheck %s --check-prefixes=PTX,PTX90
// RUN: %nvvm-lower %s --split-input-file --target sm_90 | %ptxas-verify
// RUN: %nvvm-lower %s --split-input-file --target sm_90a | %ptxas-verify
// RUN: %nvvm-lower %s --split-input-file --target sm_100a | %ptxas-verify
// RUN: %nvvm-lower %s --split-input-file --target sm_120 | %ptxas-verify

// PTX90: .version 8.0
// LL-LABEL: define void @test_wait_cluster(ptr %gen, ptr addrspace(3) %shared, i64 %state, i32 %phase)
// LL-NEXT: entry:
// LL-NEXT: %[[P:[0-9]+]] = addrspacecast ptr %gen to ptr addrspace(3)
// LL-NEXT: %{{[0-9]+}} = call i1 @llvm.nvvm.mbarrier.test.wait.scope.cluster.space.cta(ptr addrspace(3) %[[P]], i64 %state)
// LL-NEXT: %{{[0-9]+}} = call i1 @llvm.nvvm.mbarrier.test.wait.parity.scope.cluster.space.cta(ptr addrspace(3) %shared, i32 %phase)
// LL-NEXT: ret void
// PTX-LABEL: test_wait_cluster(
// PTX: mbarrier.test_wait.acquire.cluster.shared.b64 %p{{[0-9]+}}, [%rd{{[0-9]+}}], %rd{{[0-9]+}};
// PTX: mbarrier.test_wait.parity.acquire.cluster.shared.b64 %p{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
llvm.func @test_wait_cluster(%gen: !llvm.ptr, %shared: !llvm.ptr<3>, %state: i64, %phase: i32) {
  %0 = nvvm.mbarrier.test.wait %gen, %state {scope = #nvvm.mem_scope<cluster>} : !llvm.ptr, i64 -> i1
  %1 = nvvm.mbarrier.test.wait %shared, %phase {scope = #nvvm.mem_scope<cluster>} : !llvm.ptr<3>, i32 -> i1
  llvm.return
}

// -----
// PTX90: .version 8.6
// LL-LABEL: define void @test_wait_relaxed(ptr %gen, ptr addrspace(3) %shared, i64 %state, i32 %phase)
// LL-NEXT: entry:
// LL-NEXT: %[[P:[0-9]+]] = addrspacecast ptr %gen to ptr addrspace(3)
// LL-NEXT: %{{[0-9]+}} = call i1 @llvm.nvvm.mbarrier.test.wait.relaxed.scope.cta.space.cta(ptr addrspace(3) %[[P]], i64 %state)
// LL-NEXT: %{{[0-9]+}} = call i1 @llvm.nvvm.mbarrier.test.wait.parity.relaxed.scope.cta.space.cta(ptr addrspace(3) %shared, i32 %phase)
// LL-NEXT: %{{[0-9]+}} = call i1 @llvm.nvvm.mbarrier.test.wait.relaxed.scope.cluster.space.cta(ptr addrspace(3) %shared, i64 %state)
// LL-NEXT: %{{[0-9]+}} = call i1 @llvm.nvvm.mbarrier.test.wait.parity.relaxed.scope.cluster.space.cta(ptr addrspace(3) %shared, i32 %phase)
// LL-NEXT: ret void
// PTX-LABEL: test_wait_relaxed(
// PTX: mbarrier.test_wait.relaxed.cta.shared.b64 %p{{[0-9]+}}, [%rd{{[0-9]+}}], %rd{{[0-9]+}};
// PTX: mbarrier.test_wait.parity.relaxed.cta.shared.b64 %p{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
// PTX: mbarrier.test_wait.relaxed.cluster.shared.b64 %p{{[0-9]+}}, [%rd{{[0-9]+}}], %rd{{[0-9]+}};
// PTX: mbarrier.test_wait.parity.relaxed.cluster.shared.b64 %p{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
llvm.func @test_wait_relaxed(%gen: !llvm.ptr, %shared: !llvm.ptr<3>, %state: i64, %phase: i32) {
  %0 = nvvm.mbarrier.test.wait %gen, %state {relaxed = true} : !llvm.ptr, i64 -> i1
  %1 = nvvm.mbarrier.test.wait %shared, %phase {relaxed = true} : !llvm.ptr<3>, i32 -> i1
  %2 = nvvm.mbarrier.test.wait %shared, %state {scope = #nvvm.mem_scope<cluster>, relaxed = true} : !llvm.ptr<3>, i64 -> i1
  %3 = nvvm.mbarrier.test.wait %shared, %phase {relaxed = true, scope = #nvvm.mem_scope<cluster>} : !llvm.ptr<3>, i32 -> i1
  llvm.return
}
