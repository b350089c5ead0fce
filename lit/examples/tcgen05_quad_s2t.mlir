// Spec 004's 4-CTA layout (examples/tcgen05_quad_s2t.mlir): a cluster of
// four, nvsync.s2t_copy {cta_group = 1, shape_selector = 3, slice_cols = 8} in
// every CTA (quarter-slice destination, sibling multicast commit, `copied`
// counting both commits of the pair) feeding cta_group::1 MMAs over each CTA's
// slice: no cta_group::2 anywhere (PTX has no cta_group::4). Order of
// alloc -> cp -> commit -> try_wait -> mma -> commit -> try_wait -> ld -> wait
// -> dealloc in the LLVM IR and the PTX, no warning, ptxas on sm_100a and
// sm_103a, refusal on sm_90a.
// RUN: %nvvm-lower %S/../../examples/tcgen05_quad_s2t.mlir --target sm_100a --emit llvm-ir | %FileCheck %s --check-prefix=LL
// RUN: %nvvm-lower %S/../../examples/tcgen05_quad_s2t.mlir --target sm_100a 2> %t.warn | %FileCheck %s --check-prefix=PTX -DT=sm_100a
// RUN: %count 0 < %t.warn
// RUN: %nvvm-lower %S/../../examples/tcgen05_quad_s2t.mlir --target sm_103a | %FileCheck %s --check-prefix=PTX -DT=sm_103a
// RUN: %nvvm-lower %S/../../examples/tcgen05_quad_s2t.mlir --target sm_100a | %ptxas-verify
// RUN: %nvvm-lower %S/../../examples/tcgen05_quad_s2t.mlir --target sm_103a | %ptxas-verify
// RUN: %nvvm-lower %S/../../examples/tcgen05_quad_s2t.mlir --target sm_100a --verify-ptx -o /dev/null
// RUN: %nvvm-lower %S/../../examples/tcgen05_quad_s2t.mlir --target sm_103a --verify-ptx -o /dev/null
// RUN: %nvvm-lower %S/../../examples/tcgen05_quad_s2t.mlir --target sm_90a > %t.out 2> %t.err; test $? -eq 1
// RUN: %count 0 < %t.out
// RUN: %FileCheck %s --check-prefix=SM90A --input-file %t.err

// LL-LABEL: define ptx_kernel void @tcgen05_quad_s2t(
// LL: call void @llvm.nvvm.mbarrier.init.shared(ptr addrspace(3) @loaded, i32 1)
// LL-NEXT: call void @llvm.nvvm.mbarrier.init.shared(ptr addrspace(3) @copied, i32 2)
// LL-NEXT: call void @llvm.nvvm.mbarrier.init.shared(ptr addrspace(3) @mma_done, i32 1)
// LL: call void @llvm.nvvm.tcgen05.alloc.shared.cg1(ptr addrspace(3) @tmem_base, i32 128)
// LL-NEXT: call void @llvm.nvvm.tcgen05.relinq.alloc.permit.cg1()
// LL: call void @llvm.nvvm.tcgen05.fence.before.thread.sync()
// LL-NEXT: call void @llvm.nvvm.fence.mbarrier_init.release.cluster()
// LL-NEXT: call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
// LL-NEXT: call void @llvm.nvvm.barrier.cluster.arrive.aligned()
// LL-NEXT: call void @llvm.nvvm.barrier.cluster.wait.aligned()
// LL-NEXT: call void @llvm.nvvm.tcgen05.fence.after.thread.sync()
// LL-NEXT: %tmem = load ptr addrspace(6), ptr addrspace(3) @tmem_base, align 4
// LL: call i1 @llvm.nvvm.mbarrier.try.wait.parity.tl.scope.cta.space.cta(ptr addrspace(3) @loaded, i32 0, i32 %{{hint[0-9]*}})
// LL: %quarters = getelementptr i8, ptr addrspace(6) %tmem, i32 64
// No issue predicate: every CTA copies its own quarter.
// LL-NEXT: %[[RANK:.+]] = call i32 @llvm.nvvm.read.ptx.sreg.cluster.ctarank()
// The quarter 2 * (rank urem 2) + (rank urem 4) / 2, times slice_cols = 8.
// LL-NEXT: %[[G:.+]] = urem i32 %[[RANK]], 2
// LL-NEXT: %[[W2:.+]] = urem i32 %[[RANK]], 4
// LL-NEXT: %[[M:.+]] = lshr i32 %[[W2]], 1
// LL-NEXT: %[[F:.+]] = shl i32 %[[G]], 1
// LL-NEXT: %[[Q:.+]] = add i32 %[[F]], %[[M]]
// LL-NEXT: %[[C:.+]] = mul i32 %[[Q]], 8
// LL-NEXT: %[[S:.+]] = getelementptr i8, ptr addrspace(6) %quarters, i32 %[[C]]
// LL-NEXT: call void @llvm.nvvm.tcgen05.cp.128x256b.cg1(ptr addrspace(6) %[[S]], i64 %da)
// LL-NEXT: %[[PEER:.+]] = xor i32 %[[RANK]], 1
// LL-NEXT: %[[ME:.+]] = shl i32 1, %[[RANK]]
// LL-NEXT: %[[SIB:.+]] = shl i32 1, %[[PEER]]
// LL-NEXT: %[[PAIR:.+]] = or i32 %[[ME]], %[[SIB]]
// LL-NEXT: %[[MASK:.+]] = trunc i32 %[[PAIR]] to i16
// LL-NEXT: call void @llvm.nvvm.tcgen05.commit.mc.shared.cg1(ptr addrspace(3) @copied, i16 %[[MASK]])
// LL-NOT: br i1
// LL: call i1 @llvm.nvvm.mbarrier.try.wait.parity.tl.scope.cta.space.cta(ptr addrspace(3) @copied, i32 0, i32 %{{hint[0-9]*}})
// LL: call void @llvm.nvvm.tcgen05.fence.after.thread.sync()
// LL-NEXT: %cols = mul i32 %quarter, 8
// LL-NEXT: %slice = getelementptr i8, ptr addrspace(6) %quarters, i32 %cols
// LL-NEXT: call void @llvm.nvvm.tcgen05.mma.tensor(ptr addrspace(6) %tmem, ptr addrspace(6) %slice, i64 %db, i32 %idesc, i1 false, {{.*}}i32 0, {{.*}}i32 1, {{.*}}i32 0)
// LL-NEXT: call void @llvm.nvvm.tcgen05.commit.shared.cg1(ptr addrspace(3) @mma_done)
// LL: call i1 @llvm.nvvm.mbarrier.try.wait.parity.tl.scope.cta.space.cta(ptr addrspace(3) @mma_done, i32 0, i32 %{{hint[0-9]*}})
// LL: call void @llvm.nvvm.tcgen05.fence.after.thread.sync()
// LL: %row = call <64 x i32> @llvm.nvvm.tcgen05.ld.32x32b.x64(ptr addrspace(6) %rows, i1 false)
// LL-NEXT: call void @llvm.nvvm.tcgen05.wait.ld()
// LL: store <64 x i32> %row, ptr addrspace(1) %dst
// LL-NEXT: call void @llvm.nvvm.tcgen05.fence.before.thread.sync()
// LL: call void @llvm.nvvm.tcgen05.fence.after.thread.sync()
// LL: call void @llvm.nvvm.tcgen05.dealloc.cg1(ptr addrspace(6) %tmem, i32 128)
// LL-NOT: cg2

// PTX: .target [[T]]
// PTX-LABEL: .entry tcgen05_quad_s2t(
// PTX: .explicitcluster
// PTX-NEXT: .reqnctapercluster 4, 1, 1
// PTX: mbarrier.init.shared.b64 [loaded], %r{{[0-9]+}};
// PTX: mbarrier.init.shared.b64 [copied], %r{{[0-9]+}};
// PTX-NEXT: mbarrier.init.shared.b64 [mma_done], %r{{[0-9]+}};
// PTX: tcgen05.alloc.cta_group::1.sync.aligned.shared::cta.b32 [tmem_base], %r{{[0-9]+}};
// PTX-NEXT: tcgen05.relinquish_alloc_permit.cta_group::1.sync.aligned;
// PTX: mov.u32 %r[[RANK:[0-9]+]], %cluster_ctarank;
// PTX: tcgen05.fence::before_thread_sync;
// PTX-NEXT: fence.mbarrier_init.release.cluster;
// PTX-NEXT: bar.sync 0;
// PTX-NEXT: barrier.cluster.arrive.aligned;
// PTX-NEXT: barrier.cluster.wait.aligned;
// PTX-NEXT: tcgen05.fence::after_thread_sync;
// PTX-NEXT: ld.shared.b32 %r[[TMEM:[0-9]+]], [tmem_base];
// PTX: mbarrier.arrive.expect_tx.shared.b64 %rd{{[0-9]+}}, [loaded], %r{{[0-9]+}};
// PTX: mbarrier.try_wait.parity.shared.b64 %p{{[0-9]+}}, [loaded],
// Every rank issues its copy (the LLVM IR checks above show no predicate).
// PTX: tcgen05.cp.cta_group::1.128x256b [%r{{[0-9]+}}+64], %rd{{[0-9]+}};
// PTX-NEXT: xor.b32 %r{{[0-9]+}}, %r[[RANK]], 1;
// PTX: cvt.u16.u32 %rs[[MASK:[0-9]+]], %r{{[0-9]+}};
// PTX-NEXT: tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.multicast::cluster.b64 [copied], %rs[[MASK]];
// PTX: mbarrier.try_wait.parity.shared.b64 %p{{[0-9]+}}, [copied], %r{{[0-9]+}}, %r{{[0-9]+}};
// PTX: tcgen05.fence::after_thread_sync;
// PTX: tcgen05.mma.cta_group::1.kind::f16.collector::a::discard [%r[[TMEM]]], [%r{{[0-9]+}}], %rd{{[0-9]+}}, %r{{[0-9]+}}, %p{{[0-9]+}};
// PTX-NEXT: tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.b64 [mma_done];
// PTX: mbarrier.try_wait.parity.shared.b64 %p{{[0-9]+}}, [mma_done], %r{{[0-9]+}}, %r{{[0-9]+}};
// PTX: tcgen05.fence::after_thread_sync;
// PTX: tcgen05.ld.sync.aligned.32x32b.x64.b32 {%r{{[0-9]+}}, {{.*}}, [%r{{[0-9]+}}];
// PTX-NEXT: tcgen05.wait::ld.sync.aligned;
// PTX: st.global.v{{4|8}}.b32
// PTX: tcgen05.fence::before_thread_sync;
// PTX: barrier.cluster.wait.aligned;
// PTX-NEXT: tcgen05.fence::after_thread_sync;
// PTX: tcgen05.dealloc.cta_group::1.sync.aligned.b32 %r[[TMEM]], %r{{[0-9]+}};
// PTX-NOT: cta_group::2

// SM90A: error[gate-target]: 'nvvm.tcgen05.alloc' (tcgen05.alloc.cta_group::1.sync.aligned.shared::cta.b32) is not available on sm_90a
// SM90A: error[gate-target]: 'nvvm.tcgen05.mma' (tcgen05.mma.cta_group::1.kind::f16) is not available on sm_90a
// SM90A: error[gate-target]: 'nvvm.tcgen05.commit' (tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.b64) is not available on sm_90a
// SM90A: error[gate-target]: 'nvvm.tcgen05.dealloc' (tcgen05.dealloc.cta_group::1.sync.aligned.b32) is not available on sm_90a
