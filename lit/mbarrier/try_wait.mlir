// nvvm.mbarrier.try_wait (state i64 / parity i32, optional suspend-time hint) and
// the blocking nvvm.mbarrier.try_wait.parity loop. sm_90 only (docs/spec-deviations.md #1):
// CTA scope @ PTX 7.8, cluster scope @ 8.0, relaxed @ 8.6.
// RUN: %nvvm-lower %s --split-input-file --target sm_90 --emit llvm-ir | %FileCheck %s --check-prefix=LL
// RUN: %nvvm-lower %s --split-input-file --target sm_90 | %FileCheck %s --check-prefixes=PTX,PTX90
// RUN: %nvvm-lower %s --split-input-file --target sm_90a | %FileCheck %s --check-prefixes=PTX,PTX90A
// RUN: %nvvm-lower %s --split-input-file --target sm_100a | %FileCheck %s --check-prefixes=PTX,PTX100A
// RUN: %nvvm-lower %s --split-input-file --target sm_90 | %ptxas-verify
// RUN: %nvvm-lower %s --split-input-file --target sm_90a | %ptxas-verify
// RUN: %nvvm-lower %s --split-input-file --target sm_100a | %ptxas-verify
// RUN: %nvvm-lower %s --split-input-file --target sm_103a | %ptxas-verify
// RUN: %nvvm-lower %s --split-input-file --target sm_120 | %ptxas-verify

// ---- CTA scope: PTX 7.8 (sm_90's floor)
// PTX90: .version 7.8
// PTX90A: .version 8.0
// PTX100A: .version 8.6

// LL-LABEL: define void @try_wait_cta(ptr %gen, ptr addrspace(3) %shared, i64 %state, i32 %phase, i32 %ticks)
// LL-NEXT: entry:
// LL-NEXT: %[[P0:[0-9]+]] = addrspacecast ptr %gen to ptr addrspace(3)
// LL-NEXT: %{{[0-9]+}} = call i1 @llvm.nvvm.mbarrier.try.wait.scope.cta.space.cta(ptr addrspace(3) %[[P0]], i64 %state)
// LL-NEXT: %[[P1:[0-9]+]] = addrspacecast ptr %gen to ptr addrspace(3)
// LL-NEXT: %{{[0-9]+}} = call i1 @llvm.nvvm.mbarrier.try.wait.parity.scope.cta.space.cta(ptr addrspace(3) %[[P1]], i32 %phase)
// LL-NEXT: %{{[0-9]+}} = call i1 @llvm.nvvm.mbarrier.try.wait.tl.scope.cta.space.cta(ptr addrspace(3) %shared, i64 %state, i32 %ticks)
// LL-NEXT: %{{[0-9]+}} = call i1 @llvm.nvvm.mbarrier.try.wait.parity.tl.scope.cta.space.cta(ptr addrspace(3) %shared, i32 %phase, i32 %ticks)
// LL-NEXT: ret void
// PTX-LABEL: .func try_wait_cta(
// PTX: mbarrier.try_wait.shared.b64 %p{{[0-9]+}}, [%rd[[S:[0-9]+]]], %rd[[ST:[0-9]+]];
// PTX: mbarrier.try_wait.parity.shared.b64 %p{{[0-9]+}}, [%rd[[S]]], %r[[PH:[0-9]+]];
// PTX: mbarrier.try_wait.shared.b64 %p{{[0-9]+}}, [%rd{{[0-9]+}}], %rd[[ST]], %r[[T:[0-9]+]];
// PTX: mbarrier.try_wait.parity.shared.b64 %p{{[0-9]+}}, [%rd{{[0-9]+}}], %r[[PH]], %r[[T]];
llvm.func @try_wait_cta(%gen: !llvm.ptr, %shared: !llvm.ptr<3>, %state: i64, %phase: i32, %ticks: i32) {
  %0 = nvvm.mbarrier.try_wait %gen, %state : !llvm.ptr, i64 -> i1
  %1 = nvvm.mbarrier.try_wait %gen, %phase {scope = #nvvm.mem_scope<cta>} : !llvm.ptr, i32 -> i1
  %2 = nvvm.mbarrier.try_wait %shared, %state, %ticks : !llvm.ptr<3>, i64, i32 -> i1
  %3 = nvvm.mbarrier.try_wait %shared, %phase, %ticks : !llvm.ptr<3>, i32, i32 -> i1
  llvm.return
}

// The blocking form is a retry loop around try_wait.parity with the time hint.
// LL-LABEL: define void @try_wait_parity_loop(ptr %gen, ptr addrspace(3) %shared, i32 %phase, i32 %ticks)
// LL-NEXT: entry:
// LL-NEXT: br label %[[L1:[a-z0-9.]+]]
// LL: [[L1]]:
// LL-NEXT: %[[P:[0-9]+]] = addrspacecast ptr %gen to ptr addrspace(3)
// LL-NEXT: %[[R1:[0-9]+]] = call i1 @llvm.nvvm.mbarrier.try.wait.parity.tl.scope.cta.space.cta(ptr addrspace(3) %[[P]], i32 %phase, i32 %ticks)
// LL-NEXT: br i1 %[[R1]], label %[[D1:[a-z0-9.]+]], label %[[L1]]
// LL: [[D1]]:
// LL-NEXT: br label %[[L2:[a-z0-9.]+]]
// LL: [[L2]]:
// LL-NEXT: %[[R2:[0-9]+]] = call i1 @llvm.nvvm.mbarrier.try.wait.parity.tl.scope.cta.space.cta(ptr addrspace(3) %shared, i32 %phase, i32 %ticks)
// LL-NEXT: br i1 %[[R2]], label %[[D2:[a-z0-9.]+]], label %[[L2]]
// LL: [[D2]]:
// LL-NEXT: ret void
// PTX-LABEL: .func try_wait_parity_loop(
// PTX: [[LOOP1:\$L__BB[0-9_]+]]:
// PTX: mbarrier.try_wait.parity.shared.b64 %p[[A:[0-9]+]], [%rd{{[0-9]+}}], %r[[PH:[0-9]+]], %r[[T:[0-9]+]];
// PTX-NEXT: not.pred %p[[NA:[0-9]+]], %p[[A]];
// PTX-NEXT: @%p[[NA]] bra [[LOOP1]];
// PTX: [[LOOP2:\$L__BB[0-9_]+]]:
// PTX-NEXT: mbarrier.try_wait.parity.shared.b64 %p[[B:[0-9]+]], [%rd{{[0-9]+}}], %r[[PH]], %r[[T]];
// PTX-NEXT: not.pred %p[[NB:[0-9]+]], %p[[B]];
// PTX-NEXT: @%p[[NB]] bra [[LOOP2]];
// PTX-NEXT: ret;
llvm.func @try_wait_parity_loop(%gen: !llvm.ptr, %shared: !llvm.ptr<3>, %phase: i32, %ticks: i32) {
  nvvm.mbarrier.try_wait.parity %gen, %phase, %ticks : !llvm.ptr, i32, i32
  nvvm.mbarrier.try_wait.parity %shared, %phase, %ticks : !llvm.ptr<3>, i32, i32
  llvm.return
}

// -----
// ---- cluster scope: PTX 8.0
// PTX90: .version 8.0
// PTX90A: .version 8.0
// PTX100A: .version 8.6

// LL-LABEL: define void @try_wait_cluster(ptr addrspace(3) %shared, i64 %state, i32 %phase, i32 %ticks)
// LL-NEXT: entry:
// LL-NEXT: %{{[0-9]+}} = call i1 @llvm.nvvm.mbarrier.try.wait.scope.cluster.space.cta(ptr addrspace(3) %shared, i64 %state)
// LL-NEXT: %{{[0-9]+}} = call i1 @llvm.nvvm.mbarrier.try.wait.parity.scope.cluster.space.cta(ptr addrspace(3) %shared, i32 %phase)
// LL-NEXT: %{{[0-9]+}} = call i1 @llvm.nvvm.mbarrier.try.wait.tl.scope.cluster.space.cta(ptr addrspace(3) %shared, i64 %state, i32 %ticks)
// LL-NEXT: %{{[0-9]+}} = call i1 @llvm.nvvm.mbarrier.try.wait.parity.tl.scope.cluster.space.cta(ptr addrspace(3) %shared, i32 %phase, i32 %ticks)
// LL-NEXT: ret void
// PTX-LABEL: .func try_wait_cluster(
// PTX: mbarrier.try_wait.acquire.cluster.shared.b64 %p{{[0-9]+}}, [%rd{{[0-9]+}}], %rd{{[0-9]+}};
// PTX: mbarrier.try_wait.parity.acquire.cluster.shared.b64 %p{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
// PTX: mbarrier.try_wait.acquire.cluster.shared.b64 %p{{[0-9]+}}, [%rd{{[0-9]+}}], %rd{{[0-9]+}}, %r{{[0-9]+}};
// PTX: mbarrier.try_wait.parity.acquire.cluster.shared.b64 %p{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
llvm.func @try_wait_cluster(%shared: !llvm.ptr<3>, %state: i64, %phase: i32, %ticks: i32) {
  %0 = nvvm.mbarrier.try_wait %shared, %state {scope = #nvvm.mem_scope<cluster>} : !llvm.ptr<3>, i64 -> i1
  %1 = nvvm.mbarrier.try_wait %shared, %phase {scope = #nvvm.mem_scope<cluster>} : !llvm.ptr<3>, i32 -> i1
  %2 = nvvm.mbarrier.try_wait %shared, %state, %ticks {scope = #nvvm.mem_scope<cluster>} : !llvm.ptr<3>, i64, i32 -> i1
  %3 = nvvm.mbarrier.try_wait %shared, %phase, %ticks {scope = #nvvm.mem_scope<cluster>} : !llvm.ptr<3>, i32, i32 -> i1
  llvm.return
}

// -----
// ---- relaxed: PTX 8.6
// PTX90: .version 8.6
// PTX90A: .version 8.6
// PTX100A: .version 8.6

// LL-LABEL: define void @try_wait_relaxed(ptr %gen, ptr addrspace(3) %shared, i64 %state, i32 %phase, i32 %ticks)
// LL-NEXT: entry:
// LL-NEXT: %[[P:[0-9]+]] = addrspacecast ptr %gen to ptr addrspace(3)
// LL-NEXT: %{{[0-9]+}} = call i1 @llvm.nvvm.mbarrier.try.wait.relaxed.scope.cta.space.cta(ptr addrspace(3) %[[P]], i64 %state)
// LL-NEXT: %{{[0-9]+}} = call i1 @llvm.nvvm.mbarrier.try.wait.parity.relaxed.scope.cta.space.cta(ptr addrspace(3) %shared, i32 %phase)
// LL-NEXT: %{{[0-9]+}} = call i1 @llvm.nvvm.mbarrier.try.wait.tl.relaxed.scope.cta.space.cta(ptr addrspace(3) %shared, i64 %state, i32 %ticks)
// LL-NEXT: %{{[0-9]+}} = call i1 @llvm.nvvm.mbarrier.try.wait.parity.tl.relaxed.scope.cta.space.cta(ptr addrspace(3) %shared, i32 %phase, i32 %ticks)
// LL-NEXT: %{{[0-9]+}} = call i1 @llvm.nvvm.mbarrier.try.wait.relaxed.scope.cluster.space.cta(ptr addrspace(3) %shared, i64 %state)
// LL-NEXT: %{{[0-9]+}} = call i1 @llvm.nvvm.mbarrier.try.wait.parity.relaxed.scope.cluster.space.cta(ptr addrspace(3) %shared, i32 %phase)
// LL-NEXT: %{{[0-9]+}} = call i1 @llvm.nvvm.mbarrier.try.wait.tl.relaxed.scope.cluster.space.cta(ptr addrspace(3) %shared, i64 %state, i32 %ticks)
// LL-NEXT: %{{[0-9]+}} = call i1 @llvm.nvvm.mbarrier.try.wait.parity.tl.relaxed.scope.cluster.space.cta(ptr addrspace(3) %shared, i32 %phase, i32 %ticks)
// LL-NEXT: ret void
// PTX-LABEL: .func try_wait_relaxed(
// PTX: mbarrier.try_wait.relaxed.cta.shared.b64 %p{{[0-9]+}}, [%rd{{[0-9]+}}], %rd{{[0-9]+}};
// PTX: mbarrier.try_wait.parity.relaxed.cta.shared.b64 %p{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
// PTX: mbarrier.try_wait.relaxed.cta.shared.b64 %p{{[0-9]+}}, [%rd{{[0-9]+}}], %rd{{[0-9]+}}, %r{{[0-9]+}};
// PTX: mbarrier.try_wait.parity.relaxed.cta.shared.b64 %p{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
// PTX: mbarrier.try_wait.relaxed.cluster.shared.b64 %p{{[0-9]+}}, [%rd{{[0-9]+}}], %rd{{[0-9]+}};
// PTX: mbarrier.try_wait.parity.relaxed.cluster.shared.b64 %p{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
// PTX: mbarrier.try_wait.relaxed.cluster.shared.b64 %p{{[0-9]+}}, [%rd{{[0-9]+}}], %rd{{[0-9]+}}, %r{{[0-9]+}};
// PTX: mbarrier.try_wait.parity.relaxed.cluster.shared.b64 %p{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
llvm.func @try_wait_relaxed(%gen: !llvm.ptr, %shared: !llvm.ptr<3>, %state: i64, %phase: i32, %ticks: i32) {
  %0 = nvvm.mbarrier.try_wait %gen, %state {relaxed = true} : !llvm.ptr, i64 -> i1
  %1 = nvvm.mbarrier.try_wait %shared, %phase {relaxed = true} : !llvm.ptr<3>, i32 -> i1
  %2 = nvvm.mbarrier.try_wait %shared, %state, %ticks {relaxed = true} : !llvm.ptr<3>, i64, i32 -> i1
  %3 = nvvm.mbarrier.try_wait %shared, %phase, %ticks {relaxed = true} : !llvm.ptr<3>, i32, i32 -> i1
  %4 = nvvm.mbarrier.try_wait %shared, %state {relaxed = true, scope = #nvvm.mem_scope<cluster>} : !llvm.ptr<3>, i64 -> i1
  %5 = nvvm.mbarrier.try_wait %shared, %phase {relaxed = true, scope = #nvvm.mem_scope<cluster>} : !llvm.ptr<3>, i32 -> i1
  %6 = nvvm.mbarrier.try_wait %shared, %state, %ticks {relaxed = true, scope = #nvvm.mem_scope<cluster>} : !llvm.ptr<3>, i64, i32 -> i1
  %7 = nvvm.mbarrier.try_wait %shared, %phase, %ticks {relaxed = true, scope = #nvvm.mem_scope<cluster>} : !llvm.ptr<3>, i32, i32 -> i1
  llvm.return
}
