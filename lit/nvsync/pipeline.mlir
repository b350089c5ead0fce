// The nvsync pipeline ring ops (spec 002, Phase Parity) at depth 2 and 4.
// For iteration i of a depth-D ring: stage = urem i, D (the i64 mbarrier at
// ring[stage]); phase = (udiv i, D) & 1. producer_acquire waits on the empty
// ring with parity phase ^ 1, consumer_wait on the full ring with parity phase;
// both are try_wait.parity retry loops (a loop block with a back edge; in PTX
// try_wait.parity then a predicated branch back). producer_commit is
// arrive.expect_tx on the full stage, consumer_release a plain arrive on the
// empty stage.
// RUN: %nvvm-lower %s --target sm_90 --emit llvm-ir | %FileCheck %s --check-prefix=LL
// RUN: %nvvm-lower %s --target sm_90 | %FileCheck %s --check-prefixes=PTX,V80
// RUN: %nvvm-lower %s --target sm_90a | %FileCheck %s --check-prefixes=PTX,V80
// RUN: %nvvm-lower %s --target sm_100a | %FileCheck %s --check-prefixes=PTX,V86
// RUN: %nvvm-lower %s --target sm_90 | %ptxas-verify
// RUN: %nvvm-lower %s --target sm_90a | %ptxas-verify
// RUN: %nvvm-lower %s --target sm_100a | %ptxas-verify
// sm_80 refusal: pipeline-sm80-invalid.mlir; bad operands: pipeline-invalid.mlir.

// arrive.expect_tx needs PTX 8.0 (sm_90's floor is 7.8).
// V80: .version 8.0
// V86: .version 8.6

// ---- depth 2
// LL-LABEL: define void @ring2(ptr addrspace(3) %empty, ptr addrspace(3) %full, i32 %i, i32 %tx)
// LL-NEXT: entry:
// producer_acquire: empty[stage], parity phase ^ 1
// LL-NEXT: %[[S1:[a-z0-9._]+]] = urem i32 %i, 2
// LL-NEXT: %[[RD1:[a-z0-9._]+]] = udiv i32 %i, 2
// LL-NEXT: %[[PH1:[a-z0-9._]+]] = and i32 %[[RD1]], 1
// LL-NEXT: %[[SL1:[a-z0-9._]+]] = getelementptr i64, ptr addrspace(3) %empty, i32 %[[S1]]
// LL-NEXT: %[[EP:[a-z0-9._]+]] = xor i32 %[[PH1]], 1
// LL-NEXT: %{{hint[0-9]*}} = call i32 asm "mov.u32 $0, {{[0-9]+}};", "=r"()
// LL-NEXT: br label %[[LOOP1:[a-z0-9._]+]]
// LL-EMPTY:
// LL-NEXT: [[LOOP1]]:
// LL-NEXT: %[[W1:[0-9]+]] = call i1 @llvm.nvvm.mbarrier.try.wait.parity.tl.scope.cta.space.cta(ptr addrspace(3) %[[SL1]], i32 %[[EP]], i32 %{{hint[0-9]*}})
// LL-NEXT: br i1 %[[W1]], label %[[DONE1:[a-z0-9._]+]], label %[[LOOP1]]
// LL-EMPTY:
// LL-NEXT: [[DONE1]]:
// producer_commit: arrive.expect_tx on full[stage]
// LL-NEXT: %[[S2:[a-z0-9._]+]] = urem i32 %i, 2
// LL-NEXT: %[[RD2:[a-z0-9._]+]] = udiv i32 %i, 2
// LL-NEXT: %[[PH2:[a-z0-9._]+]] = and i32 %[[RD2]], 1
// LL-NEXT: %[[SL2:[a-z0-9._]+]] = getelementptr i64, ptr addrspace(3) %full, i32 %[[S2]]
// LL-NEXT: %{{[0-9]+}} = call i64 @llvm.nvvm.mbarrier.arrive.expect.tx.scope.cta.space.cta(ptr addrspace(3) %[[SL2]], i32 %tx)
// consumer_wait: full[stage], parity phase
// LL-NEXT: %[[S3:[a-z0-9._]+]] = urem i32 %i, 2
// LL-NEXT: %[[RD3:[a-z0-9._]+]] = udiv i32 %i, 2
// LL-NEXT: %[[PH3:[a-z0-9._]+]] = and i32 %[[RD3]], 1
// LL-NEXT: %[[SL3:[a-z0-9._]+]] = getelementptr i64, ptr addrspace(3) %full, i32 %[[S3]]
// LL-NEXT: %{{hint[0-9]*}} = call i32 asm "mov.u32 $0, {{[0-9]+}};", "=r"()
// LL-NEXT: br label %[[LOOP3:[a-z0-9._]+]]
// LL-EMPTY:
// LL-NEXT: [[LOOP3]]:
// LL-NEXT: %[[W3:[0-9]+]] = call i1 @llvm.nvvm.mbarrier.try.wait.parity.tl.scope.cta.space.cta(ptr addrspace(3) %[[SL3]], i32 %[[PH3]], i32 %{{hint[0-9]*}})
// LL-NEXT: br i1 %[[W3]], label %[[DONE3:[a-z0-9._]+]], label %[[LOOP3]]
// LL-EMPTY:
// LL-NEXT: [[DONE3]]:
// consumer_release: arrive on empty[stage]
// LL-NEXT: %[[S4:[a-z0-9._]+]] = urem i32 %i, 2
// LL-NEXT: %[[RD4:[a-z0-9._]+]] = udiv i32 %i, 2
// LL-NEXT: %[[PH4:[a-z0-9._]+]] = and i32 %[[RD4]], 1
// LL-NEXT: %[[SL4:[a-z0-9._]+]] = getelementptr i64, ptr addrspace(3) %empty, i32 %[[S4]]
// LL-NEXT: %{{[0-9]+}} = call i64 @llvm.nvvm.mbarrier.arrive.shared(ptr addrspace(3) %[[SL4]])
// LL-NEXT: ret void
// LL-NEXT: }
// PTX-LABEL: .func ring2(
// PTX-NOT: mbarrier
// PTX: and.b32 %r[[S:[0-9]+]], %r[[I:[0-9]+]], 1;
// PTX-NEXT: bfe.u32 %r[[PH:[0-9]+]], %r[[I]], 1, 1;
// PTX-NOT: mbarrier
// PTX: xor.b32 %r[[EP:[0-9]+]], %r[[PH]], 1;
// PTX: mov.u32 %r[[H1:[0-9]+]], 10000000;
// PTX-NEXT: // end inline asm
// PTX-NEXT: [[L1:\$L__BB[0-9_]+]]:
// PTX-NEXT: mbarrier.try_wait.parity.shared.b64 %p[[P1:[0-9]+]], [%rd[[E:[0-9]+]]], %r[[EP]], %r[[H1]];
// PTX-NEXT: not.pred %p[[N1:[0-9]+]], %p[[P1]];
// PTX-NEXT: @%p[[N1]] bra [[L1]];
// PTX-NOT: mbarrier
// PTX: mbarrier.arrive.expect_tx.shared.b64 %rd{{[0-9]+}}, [%rd[[F:[0-9]+]]], %r{{[0-9]+}};
// PTX: mov.u32 %r[[H2:[0-9]+]], 10000000;
// PTX-NEXT: // end inline asm
// PTX-NEXT: [[L2:\$L__BB[0-9_]+]]:
// PTX-NEXT: mbarrier.try_wait.parity.shared.b64 %p[[P2:[0-9]+]], [%rd[[F]]], %r[[PH]], %r[[H2]];
// PTX-NEXT: not.pred %p[[N2:[0-9]+]], %p[[P2]];
// PTX-NEXT: @%p[[N2]] bra [[L2]];
// PTX-NEXT: mbarrier.arrive.shared.b64 %rd{{[0-9]+}}, [%rd[[E]]];
// PTX-NEXT: ret;
llvm.func @ring2(%empty: !llvm.ptr<3>, %full: !llvm.ptr<3>, %i: i32, %tx: i32) {
  nvsync.pipeline.producer_acquire %empty, %i {depth = 2} : !llvm.ptr<3>, i32
  nvsync.pipeline.producer_commit %full, %i, %tx {depth = 2} : !llvm.ptr<3>, i32, i32
  nvsync.pipeline.consumer_wait %full, %i {depth = 2} : !llvm.ptr<3>, i32
  nvsync.pipeline.consumer_release %empty, %i {depth = 2} : !llvm.ptr<3>, i32
  llvm.return
}

// ---- depth 4
// LL-LABEL: define void @ring4(ptr addrspace(3) %empty, ptr addrspace(3) %full, i32 %i, i32 %tx)
// LL-NEXT: entry:
// producer_acquire: empty[stage], parity phase ^ 1
// LL-NEXT: %[[S1:[a-z0-9._]+]] = urem i32 %i, 4
// LL-NEXT: %[[RD1:[a-z0-9._]+]] = udiv i32 %i, 4
// LL-NEXT: %[[PH1:[a-z0-9._]+]] = and i32 %[[RD1]], 1
// LL-NEXT: %[[SL1:[a-z0-9._]+]] = getelementptr i64, ptr addrspace(3) %empty, i32 %[[S1]]
// LL-NEXT: %[[EP:[a-z0-9._]+]] = xor i32 %[[PH1]], 1
// LL-NEXT: %{{hint[0-9]*}} = call i32 asm "mov.u32 $0, {{[0-9]+}};", "=r"()
// LL-NEXT: br label %[[LOOP1:[a-z0-9._]+]]
// LL-EMPTY:
// LL-NEXT: [[LOOP1]]:
// LL-NEXT: %[[W1:[0-9]+]] = call i1 @llvm.nvvm.mbarrier.try.wait.parity.tl.scope.cta.space.cta(ptr addrspace(3) %[[SL1]], i32 %[[EP]], i32 %{{hint[0-9]*}})
// LL-NEXT: br i1 %[[W1]], label %[[DONE1:[a-z0-9._]+]], label %[[LOOP1]]
// LL-EMPTY:
// LL-NEXT: [[DONE1]]:
// producer_commit: arrive.expect_tx on full[stage]
// LL-NEXT: %[[S2:[a-z0-9._]+]] = urem i32 %i, 4
// LL-NEXT: %[[RD2:[a-z0-9._]+]] = udiv i32 %i, 4
// LL-NEXT: %[[PH2:[a-z0-9._]+]] = and i32 %[[RD2]], 1
// LL-NEXT: %[[SL2:[a-z0-9._]+]] = getelementptr i64, ptr addrspace(3) %full, i32 %[[S2]]
// LL-NEXT: %{{[0-9]+}} = call i64 @llvm.nvvm.mbarrier.arrive.expect.tx.scope.cta.space.cta(ptr addrspace(3) %[[SL2]], i32 %tx)
// consumer_wait: full[stage], parity phase
// LL-NEXT: %[[S3:[a-z0-9._]+]] = urem i32 %i, 4
// LL-NEXT: %[[RD3:[a-z0-9._]+]] = udiv i32 %i, 4
// LL-NEXT: %[[PH3:[a-z0-9._]+]] = and i32 %[[RD3]], 1
// LL-NEXT: %[[SL3:[a-z0-9._]+]] = getelementptr i64, ptr addrspace(3) %full, i32 %[[S3]]
// LL-NEXT: %{{hint[0-9]*}} = call i32 asm "mov.u32 $0, {{[0-9]+}};", "=r"()
// LL-NEXT: br label %[[LOOP3:[a-z0-9._]+]]
// LL-EMPTY:
// LL-NEXT: [[LOOP3]]:
// LL-NEXT: %[[W3:[0-9]+]] = call i1 @llvm.nvvm.mbarrier.try.wait.parity.tl.scope.cta.space.cta(ptr addrspace(3) %[[SL3]], i32 %[[PH3]], i32 %{{hint[0-9]*}})
// LL-NEXT: br i1 %[[W3]], label %[[DONE3:[a-z0-9._]+]], label %[[LOOP3]]
// LL-EMPTY:
// LL-NEXT: [[DONE3]]:
// consumer_release: arrive on empty[stage]
// LL-NEXT: %[[S4:[a-z0-9._]+]] = urem i32 %i, 4
// LL-NEXT: %[[RD4:[a-z0-9._]+]] = udiv i32 %i, 4
// LL-NEXT: %[[PH4:[a-z0-9._]+]] = and i32 %[[RD4]], 1
// LL-NEXT: %[[SL4:[a-z0-9._]+]] = getelementptr i64, ptr addrspace(3) %empty, i32 %[[S4]]
// LL-NEXT: %{{[0-9]+}} = call i64 @llvm.nvvm.mbarrier.arrive.shared(ptr addrspace(3) %[[SL4]])
// LL-NEXT: ret void
// LL-NEXT: }
// PTX-LABEL: .func ring4(
// PTX-NOT: mbarrier
// PTX: and.b32 %r[[S:[0-9]+]], %r[[I:[0-9]+]], 3;
// PTX-NEXT: bfe.u32 %r[[PH:[0-9]+]], %r[[I]], 2, 1;
// PTX-NOT: mbarrier
// PTX: xor.b32 %r[[EP:[0-9]+]], %r[[PH]], 1;
// PTX: mov.u32 %r[[H1:[0-9]+]], 10000000;
// PTX-NEXT: // end inline asm
// PTX-NEXT: [[L1:\$L__BB[0-9_]+]]:
// PTX-NEXT: mbarrier.try_wait.parity.shared.b64 %p[[P1:[0-9]+]], [%rd[[E:[0-9]+]]], %r[[EP]], %r[[H1]];
// PTX-NEXT: not.pred %p[[N1:[0-9]+]], %p[[P1]];
// PTX-NEXT: @%p[[N1]] bra [[L1]];
// PTX-NOT: mbarrier
// PTX: mbarrier.arrive.expect_tx.shared.b64 %rd{{[0-9]+}}, [%rd[[F:[0-9]+]]], %r{{[0-9]+}};
// PTX: mov.u32 %r[[H2:[0-9]+]], 10000000;
// PTX-NEXT: // end inline asm
// PTX-NEXT: [[L2:\$L__BB[0-9_]+]]:
// PTX-NEXT: mbarrier.try_wait.parity.shared.b64 %p[[P2:[0-9]+]], [%rd[[F]]], %r[[PH]], %r[[H2]];
// PTX-NEXT: not.pred %p[[N2:[0-9]+]], %p[[P2]];
// PTX-NEXT: @%p[[N2]] bra [[L2]];
// PTX-NEXT: mbarrier.arrive.shared.b64 %rd{{[0-9]+}}, [%rd[[E]]];
// PTX-NEXT: ret;
llvm.func @ring4(%empty: !llvm.ptr<3>, %full: !llvm.ptr<3>, %i: i32, %tx: i32) {
  nvsync.pipeline.producer_acquire %empty, %i {depth = 4} : !llvm.ptr<3>, i32
  nvsync.pipeline.producer_commit %full, %i, %tx {depth = 4} : !llvm.ptr<3>, i32, i32
  nvsync.pipeline.consumer_wait %full, %i {depth = 4} : !llvm.ptr<3>, i32
  nvsync.pipeline.consumer_release %empty, %i {depth = 4} : !llvm.ptr<3>, i32
  llvm.return
}
