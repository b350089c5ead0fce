// The bundled two-stage producer/consumer example (examples/mbarrier_pipeline.mlir)
// lowers on sm_90, sm_90a and sm_100a, and ptxas accepts every result.
// RUN: %nvvm-lower %S/../../examples/mbarrier_pipeline.mlir --target sm_90a --emit llvm-ir | %FileCheck %s --check-prefix=LL
// RUN: %nvvm-lower %S/../../examples/mbarrier_pipeline.mlir --target sm_90 | %FileCheck %s --check-prefixes=PTX,PTX90
// RUN: %nvvm-lower %S/../../examples/mbarrier_pipeline.mlir --target sm_90a | %FileCheck %s --check-prefixes=PTX,PTX90A
// RUN: %nvvm-lower %S/../../examples/mbarrier_pipeline.mlir --target sm_100a | %FileCheck %s --check-prefixes=PTX,PTX100A
// RUN: %nvvm-lower %S/../../examples/mbarrier_pipeline.mlir --target sm_90 | %ptxas-verify
// RUN: %nvvm-lower %S/../../examples/mbarrier_pipeline.mlir --target sm_90a | %ptxas-verify
// RUN: %nvvm-lower %S/../../examples/mbarrier_pipeline.mlir --target sm_100a | %ptxas-verify
// The example needs sm_90 (try_wait.parity, arrive.expect_tx): refused on sm_80.
// RUN: %not %nvvm-lower %S/../../examples/mbarrier_pipeline.mlir --target sm_80 2>&1 | %FileCheck %s --check-prefix=SM80

// arrive.expect_tx lifts sm_90 from its 7.8 floor to PTX 8.0.
// PTX90: .version 8.0
// PTX90-NEXT: .target sm_90
// PTX90A: .version 8.0
// PTX90A-NEXT: .target sm_90a
// PTX100A: .version 8.6
// PTX100A-NEXT: .target sm_100a

// LL: @full = internal addrspace(3) global [2 x i64]
// LL: @empty = internal addrspace(3) global [2 x i64]
// LL-LABEL: define ptx_kernel void @pipeline(ptr addrspace(1) %out, i32 %iters)
// LL: init:
// LL-NEXT: call void @llvm.nvvm.mbarrier.init.shared(ptr addrspace(3) @full, i32 1)
// LL-NEXT: call void @llvm.nvvm.mbarrier.init.shared(ptr addrspace(3) getelementptr ([2 x i64], ptr addrspace(3) @full, i32 0, i32 1), i32 1)
// LL-NEXT: call void @llvm.nvvm.mbarrier.init.shared(ptr addrspace(3) @empty, i32 %nthreads)
// LL-NEXT: call void @llvm.nvvm.mbarrier.init.shared(ptr addrspace(3) getelementptr ([2 x i64], ptr addrspace(3) @empty, i32 0, i32 1), i32 %nthreads)
// LL: ready:
// LL-NEXT: call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
// LL: wait_empty:
// LL-NEXT: %empty_phase = xor i32 %phase, 1
// LL-NEXT: %{{hint[0-9]*}} = call i32 asm "mov.u32 $0, {{[0-9]+}};", "=r"()
// LL-NEXT: br label %[[WL:[a-z0-9.]+]]
// LL: [[WL]]:
// LL-NEXT: %[[R:[0-9]+]] = call i1 @llvm.nvvm.mbarrier.try.wait.parity.tl.scope.cta.space.cta(ptr addrspace(3) %es, i32 %empty_phase, i32 %{{hint[0-9]*}})
// LL-NEXT: br i1 %[[R]], label %{{[a-z0-9.]+}}, label %[[WL]]
// LL: fill:
// LL-NEXT: store i32 %i, ptr addrspace(3) %slot
// LL-NEXT: %tok = call i64 @llvm.nvvm.mbarrier.arrive.expect.tx.scope.cta.space.cta(ptr addrspace(3) %fs, i32 4)
// LL-NEXT: call void @llvm.nvvm.mbarrier.complete.tx.scope.cta.space.cta(ptr addrspace(3) %fs, i32 4)
// LL: consume:
// LL-NEXT: %{{hint[0-9]*}} = call i32 asm "mov.u32 $0, {{[0-9]+}};", "=r"()
// LL-NEXT: br label %[[CL:[a-z0-9.]+]]
// LL: [[CL]]:
// LL-NEXT: %[[R2:[0-9]+]] = call i1 @llvm.nvvm.mbarrier.try.wait.parity.tl.scope.cta.space.cta(ptr addrspace(3) %fs, i32 %phase, i32 %{{hint[0-9]*}})
// LL-NEXT: br i1 %[[R2]], label %[[CD:[a-z0-9.]+]], label %[[CL]]
// LL: [[CD]]:
// LL-NEXT: %v = load i32, ptr addrspace(3) %slot
// LL: %done = call i64 @llvm.nvvm.mbarrier.arrive.shared(ptr addrspace(3) %es)

// PTX-LABEL: .entry pipeline(
// PTX: .maxntid 128, 1, 1
// PTX: mbarrier.init.shared.b64 [full], %r[[ONE:[0-9]+]];
// PTX-NEXT: mbarrier.init.shared.b64 [full+8], %r[[ONE]];
// PTX-NEXT: mbarrier.init.shared.b64 [empty], %r[[N:[0-9]+]];
// PTX-NEXT: mbarrier.init.shared.b64 [empty+8], %r[[N]];
// PTX: bar.sync 0;
// The suspend-time hint is set once, before the retry loop.
// PTX: mov.u32 %r{{[0-9]+}}, 1000000;
// PTX-NEXT: // end inline asm
// PTX-NEXT: [[WAIT_EMPTY:\$L__BB[0-9_]+]]:
// PTX: mbarrier.try_wait.parity.shared.b64 %p[[A:[0-9]+]], [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
// PTX-NEXT: not.pred %p[[NA:[0-9]+]], %p[[A]];
// PTX-NEXT: @%p[[NA]] bra [[WAIT_EMPTY]];
// The value is written before the releasing arrive publishes it.
// PTX: st.shared.b32
// PTX-NOT: mbarrier
// PTX: mbarrier.arrive.expect_tx.shared.b64 %rd{{[0-9]+}}, [%rd[[FS:[0-9]+]]], %r[[FOUR:[0-9]+]];
// PTX-NEXT: mbarrier.complete_tx.relaxed.cta.shared.b64 [%rd[[FS]]], %r[[FOUR]];
// PTX: mov.u32 %r{{[0-9]+}}, 1000000;
// PTX-NEXT: // end inline asm
// PTX-NEXT: [[WAIT_FULL:\$L__BB[0-9_]+]]:
// PTX: mbarrier.try_wait.parity.shared.b64 %p[[B:[0-9]+]], [%rd[[FS]]], %r{{[0-9]+}}, %r{{[0-9]+}};
// PTX-NEXT: not.pred %p[[NB:[0-9]+]], %p[[B]];
// PTX-NEXT: @%p[[NB]] bra [[WAIT_FULL]];
// PTX: mbarrier.arrive.shared.b64 %rd{{[0-9]+}}, [%rd{{[0-9]+}}];

// SM80: error[gate-target]: 'nvvm.mbarrier.try_wait.parity' (mbarrier.try_wait.parity.shared.b64) is not available on sm_80
// SM80: error[gate-target]: 'nvvm.mbarrier.arrive.expect_tx' (mbarrier.arrive.expect_tx.shared.b64) is not available on sm_80
