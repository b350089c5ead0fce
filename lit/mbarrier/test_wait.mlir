// nvvm.mbarrier.test.wait at CTA scope: state (i64, sm_80 @ PTX 7.0) and phase
// parity (i32, sm_80 @ PTX 7.1). Cluster-scope and relaxed forms: test_wait_sm90.mlir.
// RUN: %nvvm-lower %s --split-input-file --target sm_80 --emit llvm-ir | %FileCheck %s --check-prefix=LL
// RUN: %nvvm-lower %s --split-input-file --target sm_80 | %FileCheck %s --check-prefixes=PTX,PTX80
// RUN: %nvvm-lower %s --split-input-file --target sm_90 | %FileCheck %s --check-prefixes=PTX,PTX90
// RUN: %nvvm-lower %s --split-input-file --target sm_80 | %ptxas-verify
// RUN: %nvvm-lower %s --split-input-file --target sm_90 | %ptxas-verify
// RUN: %nvvm-lower %s --split-input-file --target sm_90a | %ptxas-verify
// RUN: %nvvm-lower %s --split-input-file --target sm_100a | %ptxas-verify
// RUN: %nvvm-lower %s --split-input-file --target sm_103a | %ptxas-verify
// RUN: %nvvm-lower %s --split-input-file --target sm_120 | %ptxas-verify

// ---- state: PTX 7.0 on sm_80
// PTX80: .version 7.0
// PTX90: .version 7.8

// LL-LABEL: define i1 @test_wait_state(ptr %gen, ptr addrspace(3) %shared, i64 %state)
// LL-NEXT: entry:
// LL-NEXT: %[[P:[0-9]+]] = addrspacecast ptr %gen to ptr addrspace(3)
// LL-NEXT: %{{[0-9]+}} = call i1 @llvm.nvvm.mbarrier.test.wait.scope.cta.space.cta(ptr addrspace(3) %[[P]], i64 %state)
// LL-NEXT: %[[R:[0-9]+]] = call i1 @llvm.nvvm.mbarrier.test.wait.scope.cta.space.cta(ptr addrspace(3) %shared, i64 %state)
// LL-NEXT: ret i1 %[[R]]
// PTX-LABEL: test_wait_state(
// PTX: cvta.to.shared.u64 %rd[[S:[0-9]+]], %rd{{[0-9]+}};
// PTX: mbarrier.test_wait.shared.b64 %p{{[0-9]+}}, [%rd[[S]]], %rd[[ST:[0-9]+]];
// PTX: mbarrier.test_wait.shared.b64 %p{{[0-9]+}}, [%rd{{[0-9]+}}], %rd[[ST]];
llvm.func @test_wait_state(%gen: !llvm.ptr, %shared: !llvm.ptr<3>, %state: i64) -> i1 {
  %0 = nvvm.mbarrier.test.wait %gen, %state : !llvm.ptr, i64 -> i1
  %1 = nvvm.mbarrier.test.wait %shared, %state {scope = #nvvm.mem_scope<cta>} : !llvm.ptr<3>, i64 -> i1
  llvm.return %1 : i1
}

// -----
// ---- parity: PTX 7.1 on sm_80
// PTX80: .version 7.1
// PTX90: .version 7.8

// LL-LABEL: define i1 @test_wait_parity(ptr %gen, ptr addrspace(3) %shared, i32 %phase)
// LL-NEXT: entry:
// LL-NEXT: %[[P:[0-9]+]] = addrspacecast ptr %gen to ptr addrspace(3)
// LL-NEXT: %{{[0-9]+}} = call i1 @llvm.nvvm.mbarrier.test.wait.parity.scope.cta.space.cta(ptr addrspace(3) %[[P]], i32 %phase)
// LL-NEXT: %[[R:[0-9]+]] = call i1 @llvm.nvvm.mbarrier.test.wait.parity.scope.cta.space.cta(ptr addrspace(3) %shared, i32 %phase)
// LL-NEXT: ret i1 %[[R]]
// PTX-LABEL: test_wait_parity(
// PTX: cvta.to.shared.u64 %rd[[S:[0-9]+]], %rd{{[0-9]+}};
// PTX: mbarrier.test_wait.parity.shared.b64 %p{{[0-9]+}}, [%rd[[S]]], %r[[PH:[0-9]+]];
// PTX: mbarrier.test_wait.parity.shared.b64 %p{{[0-9]+}}, [%rd{{[0-9]+}}], %r[[PH]];
llvm.func @test_wait_parity(%gen: !llvm.ptr, %shared: !llvm.ptr<3>, %phase: i32) -> i1 {
  %0 = nvvm.mbarrier.test.wait %gen, %phase : !llvm.ptr, i32 -> i1
  %1 = nvvm.mbarrier.test.wait %shared, %phase : !llvm.ptr<3>, i32 -> i1
  llvm.return %1 : i1
}

// -----
// A test.wait spin loop around an arrive, as a consumer would write it.
// PTX80: .version 7.0

// LL-LABEL: define void @test_wait_spin(ptr addrspace(3) %bar)
// LL: %[[ST:[a-z0-9.]+]] = call i64 @llvm.nvvm.mbarrier.arrive.shared(ptr addrspace(3) %bar)
// LL-NEXT: br label %spin
// LL: spin:
// LL-NEXT: %[[D:[a-z0-9.]+]] = call i1 @llvm.nvvm.mbarrier.test.wait.scope.cta.space.cta(ptr addrspace(3) %bar, i64 %[[ST]])
// LL-NEXT: br i1 %[[D]], label %done, label %spin
// PTX-LABEL: test_wait_spin(
// PTX: mbarrier.arrive.shared.b64 %rd[[ST:[0-9]+]], [%rd[[B:[0-9]+]]];
// PTX: [[LOOP:\$L__BB[0-9_]+]]:
// PTX-NEXT: mbarrier.test_wait.shared.b64 %p[[D:[0-9]+]], [%rd[[B]]], %rd[[ST]];
// PTX-NEXT: not.pred %p[[N:[0-9]+]], %p[[D]];
// PTX-NEXT: @%p[[N]] bra [[LOOP]];
llvm.func @test_wait_spin(%bar: !llvm.ptr<3>) {
  %st = nvvm.mbarrier.arrive %bar : !llvm.ptr<3> -> i64
  llvm.br ^spin
^spin:
  %done = nvvm.mbarrier.test.wait %bar, %st : !llvm.ptr<3>, i64 -> i1
  llvm.cond_br %done, ^done, ^spin
^done:
  llvm.return
}
