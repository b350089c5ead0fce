// `predicate = %p` on nvvm.mbarrier.init and nvvm.mbarrier.arrive.expect_tx is
// honoured (mlir-translate-22 drops it): the op runs only where %p holds, so the
// .ll has a conditional branch around the call and the PTX a predicated branch
// around the instruction. MLIR 22's syntax spells the predicate's i1 in the
// type list (`type(operands)` in NVVMOps.td; mbar_invalid.mlir writes
// `: !llvm.ptr<3>, i32, i1`).
//
// MLIR 22 spells the predicate's i1 last in the type list (regression test:
// this spelling was once refused).
//
// RUN: %nvvm-lower %s --target sm_90 --emit llvm-ir | %FileCheck %s --check-prefix=LL
// RUN: %nvvm-lower %s --target sm_90 | %FileCheck %s --check-prefix=PTX
// RUN: %nvvm-lower %s --target sm_90 | %ptxas-verify
// RUN: %nvvm-lower %s --target sm_90a | %ptxas-verify
// RUN: %nvvm-lower %s --target sm_100a | %ptxas-verify
// RUN: %nvvm-lower %s --target sm_120 | %ptxas-verify

// LL-LABEL: define void @init_pred(ptr %gen, ptr addrspace(3) %shared, i32 %count, i1 %p)
// LL-NEXT: entry:
// LL-NEXT: br i1 %p, label %[[THEN:[a-z0-9.]+]], label %[[CONT:[a-z0-9.]+]]
// LL-EMPTY:
// LL-NEXT: [[THEN]]:
// LL-NEXT: call void @llvm.nvvm.mbarrier.init(ptr %gen, i32 %count)
// LL-NEXT: br label %[[CONT]]
// LL-EMPTY:
// LL-NEXT: [[CONT]]:
// LL-NEXT: br i1 %p, label %[[THEN2:[a-z0-9.]+]], label %[[CONT2:[a-z0-9.]+]]
// LL-EMPTY:
// LL-NEXT: [[THEN2]]:
// LL-NEXT: call void @llvm.nvvm.mbarrier.init.shared(ptr addrspace(3) %shared, i32 %count)
// LL-NEXT: br label %[[CONT2]]
// LL-EMPTY:
// LL-NEXT: [[CONT2]]:
// LL-NEXT: ret void
// PTX-LABEL: .func init_pred(
// PTX: setp.ne.b16 %p[[P:[0-9]+]], %rs{{[0-9]+}}, 0;
// PTX: not.pred %p[[NP:[0-9]+]], %p[[P]];
// PTX-NEXT: @%p[[NP]] bra [[SKIP1:\$L__BB[0-9_]+]];
// PTX: mbarrier.init.b64 [%rd{{[0-9]+}}], %r{{[0-9]+}};
// PTX-NEXT: [[SKIP1]]:
// PTX-NEXT: @%p[[NP]] bra [[SKIP2:\$L__BB[0-9_]+]];
// PTX: mbarrier.init.shared.b64 [%rd{{[0-9]+}}], %r{{[0-9]+}};
// PTX-NEXT: [[SKIP2]]:
// PTX-NEXT: ret;
llvm.func @init_pred(%gen: !llvm.ptr, %shared: !llvm.ptr<3>, %count: i32, %p: i1) {
  nvvm.mbarrier.init %gen, %count, predicate = %p : !llvm.ptr, i32, i1
  nvvm.mbarrier.init %shared, %count, predicate = %p : !llvm.ptr<3>, i32, i1
  llvm.return
}

// An unpredicated op next to a predicated one stays unconditional.
// LL-LABEL: define void @arrive_expect_tx_pred(ptr %gen, ptr addrspace(3) %shared, i32 %tx, i1 %p)
// LL-NEXT: entry:
// LL-NEXT: br i1 %p, label %[[THEN:[a-z0-9.]+]], label %[[CONT:[a-z0-9.]+]]
// LL-EMPTY:
// LL-NEXT: [[THEN]]:
// LL-NEXT: %[[C:[0-9]+]] = addrspacecast ptr %gen to ptr addrspace(3)
// LL-NEXT: call i64 @llvm.nvvm.mbarrier.arrive.expect.tx.scope.cta.space.cta(ptr addrspace(3) %[[C]], i32 %tx)
// LL-NEXT: br label %[[CONT]]
// LL-EMPTY:
// LL-NEXT: [[CONT]]:
// LL-NEXT: br i1 %p, label %[[THEN2:[a-z0-9.]+]], label %[[CONT2:[a-z0-9.]+]]
// LL-EMPTY:
// LL-NEXT: [[THEN2]]:
// LL-NEXT: call i64 @llvm.nvvm.mbarrier.arrive.expect.tx.scope.cta.space.cta(ptr addrspace(3) %shared, i32 %tx)
// LL-NEXT: br label %[[CONT2]]
// LL-EMPTY:
// LL-NEXT: [[CONT2]]:
// LL-NEXT: call i64 @llvm.nvvm.mbarrier.arrive.expect.tx.scope.cta.space.cta(ptr addrspace(3) %shared, i32 %tx)
// LL-NEXT: ret void
// PTX-LABEL: .func arrive_expect_tx_pred(
// PTX: setp.ne.b16 %p[[P:[0-9]+]], %rs{{[0-9]+}}, 0;
// PTX: not.pred %p[[NP:[0-9]+]], %p[[P]];
// PTX: @%p[[NP]] bra [[SKIP1:\$L__BB[0-9_]+]];
// PTX: mbarrier.arrive.expect_tx.shared.b64 %rd{{[0-9]+}}, [%rd{{[0-9]+}}], %r[[T:[0-9]+]];
// PTX-NEXT: [[SKIP1]]:
// PTX: @%p[[NP]] bra [[SKIP2:\$L__BB[0-9_]+]];
// PTX-NEXT: mbarrier.arrive.expect_tx.shared.b64 %rd{{[0-9]+}}, [%rd[[S:[0-9]+]]], %r[[T]];
// PTX-NEXT: [[SKIP2]]:
// PTX-NEXT: mbarrier.arrive.expect_tx.shared.b64 %rd{{[0-9]+}}, [%rd[[S]]], %r[[T]];
// PTX-NEXT: ret;
llvm.func @arrive_expect_tx_pred(%gen: !llvm.ptr, %shared: !llvm.ptr<3>, %tx: i32, %p: i1) {
  nvvm.mbarrier.arrive.expect_tx %gen, %tx, predicate = %p : !llvm.ptr, i32, i1
  nvvm.mbarrier.arrive.expect_tx %shared, %tx, predicate = %p {scope = #nvvm.mem_scope<cta>} : !llvm.ptr<3>, i32, i1
  nvvm.mbarrier.arrive.expect_tx %shared, %tx : !llvm.ptr<3>, i32
  llvm.return
}
