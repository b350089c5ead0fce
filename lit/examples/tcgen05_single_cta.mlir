// Spec 004's single-CTA tcgen05 example (examples/tcgen05_single_cta.mlir):
// the order of alloc -> cp -> mma -> commit -> try_wait -> ld -> wait ->
// dealloc in the LLVM IR and the PTX, all cta_group::1, no warning, ptxas on
// sm_100a and sm_103a, and refusal on sm_90a (no tcgen05 there).
// RUN: %nvvm-lower %S/../../examples/tcgen05_single_cta.mlir --target sm_100a --emit llvm-ir | %FileCheck %s --check-prefix=LL
// RUN: %nvvm-lower %S/../../examples/tcgen05_single_cta.mlir --target sm_100a 2> %t.warn | %FileCheck %s --check-prefix=PTX -DT=sm_100a
// RUN: %count 0 < %t.warn
// RUN: %nvvm-lower %S/../../examples/tcgen05_single_cta.mlir --target sm_103a | %FileCheck %s --check-prefix=PTX -DT=sm_103a
// RUN: %nvvm-lower %S/../../examples/tcgen05_single_cta.mlir --target sm_100a | %ptxas-verify
// RUN: %nvvm-lower %S/../../examples/tcgen05_single_cta.mlir --target sm_103a | %ptxas-verify
// RUN: %nvvm-lower %S/../../examples/tcgen05_single_cta.mlir --target sm_100a --verify-ptx -o /dev/null
// RUN: %nvvm-lower %S/../../examples/tcgen05_single_cta.mlir --target sm_103a --verify-ptx -o /dev/null
// RUN: %nvvm-lower %S/../../examples/tcgen05_single_cta.mlir --target sm_90a > %t.out 2> %t.err; test $? -eq 1
// RUN: %count 0 < %t.out
// RUN: %FileCheck %s --check-prefix=SM90A --input-file %t.err

// LL-LABEL: define ptx_kernel void @tcgen05_single_cta(
// LL: call void @llvm.nvvm.mbarrier.init.shared(ptr addrspace(3) @loaded, i32 1)
// LL-NEXT: call void @llvm.nvvm.mbarrier.init.shared(ptr addrspace(3) @mma_done, i32 1)
// LL: call void @llvm.nvvm.tcgen05.alloc.shared.cg1(ptr addrspace(3) @tmem_base, i32 128)
// LL-NEXT: call void @llvm.nvvm.tcgen05.relinq.alloc.permit.cg1()
// LL: call void @llvm.nvvm.tcgen05.fence.before.thread.sync()
// LL-NEXT: call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
// LL-NEXT: call void @llvm.nvvm.tcgen05.fence.after.thread.sync()
// LL-NEXT: %tmem = load ptr addrspace(6), ptr addrspace(3) @tmem_base, align 4
// LL: call i64 @llvm.nvvm.mbarrier.arrive.expect.tx.scope.cta.space.cta(ptr addrspace(3) @loaded, i32 6144)
// LL: call void @llvm.nvvm.cp.async.bulk.tensor.g2s.tile.2d(
// LL: call void @llvm.nvvm.cp.async.bulk.tensor.g2s.tile.2d(
// LL: call i1 @llvm.nvvm.mbarrier.try.wait.parity.tl.scope.cta.space.cta(ptr addrspace(3) @loaded, i32 0, i32 %{{hint[0-9]*}})
// LL: %da = or i64 %desc_a, %la
// LL-NEXT: %db = or i64 %desc_b, %lb
// LL-NEXT: %a_tmem = getelementptr i8, ptr addrspace(6) %tmem, i32 64
// LL-NEXT: call void @llvm.nvvm.tcgen05.cp.128x256b.cg1(ptr addrspace(6) %a_tmem, i64 %da)
// LL-NEXT: call void @llvm.nvvm.tcgen05.mma.tensor(ptr addrspace(6) %tmem, ptr addrspace(6) %a_tmem, i64 %db, i32 %idesc, i1 false, {{.*}}i32 0, {{.*}}i32 1, {{.*}}i32 0)
// LL-NEXT: call void @llvm.nvvm.tcgen05.commit.shared.cg1(ptr addrspace(3) @mma_done)
// LL: call i1 @llvm.nvvm.mbarrier.try.wait.parity.tl.scope.cta.space.cta(ptr addrspace(3) @mma_done, i32 0, i32 %{{hint[0-9]*}})
// LL: call void @llvm.nvvm.tcgen05.fence.after.thread.sync()
// LL-NEXT: %lanes = shl i32 %warp, 21
// LL-NEXT: %rows = getelementptr i8, ptr addrspace(6) %tmem, i32 %lanes
// LL-NEXT: %row = call <64 x i32> @llvm.nvvm.tcgen05.ld.32x32b.x64(ptr addrspace(6) %rows, i1 false)
// LL-NEXT: call void @llvm.nvvm.tcgen05.wait.ld()
// LL-NEXT: %dst = getelementptr [64 x i32], ptr addrspace(1) %out, i32 %tid
// LL-NEXT: store <64 x i32> %row, ptr addrspace(1) %dst
// LL-NEXT: call void @llvm.nvvm.tcgen05.fence.before.thread.sync()
// LL-NEXT: call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
// LL-NEXT: call void @llvm.nvvm.tcgen05.fence.after.thread.sync()
// LL: call void @llvm.nvvm.tcgen05.dealloc.cg1(ptr addrspace(6) %tmem, i32 128)
// A single-CTA kernel: nothing of the pair group, nothing cluster-wide.
// LL-NOT: {{cg2|ctarank|\.mc\.}}

// PTX: .target [[T]]
// PTX-LABEL: .entry tcgen05_single_cta(
// PTX-NOT: .explicitcluster
// PTX: .reqntid 128, 1, 1
// PTX: mbarrier.init.shared.b64 [loaded], %r{{[0-9]+}};
// PTX-NEXT: mbarrier.init.shared.b64 [mma_done], %r{{[0-9]+}};
// PTX: tcgen05.alloc.cta_group::1.sync.aligned.shared::cta.b32 [tmem_base], %r[[NCOLS:[0-9]+]];
// PTX-NEXT: tcgen05.relinquish_alloc_permit.cta_group::1.sync.aligned;
// PTX: tcgen05.fence::before_thread_sync;
// PTX-NEXT: bar.sync 0;
// PTX-NEXT: tcgen05.fence::after_thread_sync;
// PTX-NEXT: ld.shared.b32 %r[[TMEM:[0-9]+]], [tmem_base];
// PTX: mbarrier.arrive.expect_tx.shared.b64 %rd{{[0-9]+}}, [loaded], %r{{[0-9]+}};
// PTX: cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [%rd{{[0-9]+}}], [%rd{{[0-9]+}}, {%r{{[0-9]+}}, %r{{[0-9]+}}}], [loaded];
// PTX: cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes
// PTX: mbarrier.try_wait.parity.shared.b64 %p{{[0-9]+}}, [loaded], %r{{[0-9]+}}, %r{{[0-9]+}};
// A lives at TMEM column 64, D at column 0.
// PTX: add.s32 %r[[A:[0-9]+]], %r[[TMEM]], 64;
// PTX-NEXT: tcgen05.cp.cta_group::1.128x256b [%r[[TMEM]]+64], %rd{{[0-9]+}};
// PTX: tcgen05.mma.cta_group::1.kind::f16.collector::a::discard [%r[[TMEM]]], [%r[[A]]], %rd{{[0-9]+}}, %r{{[0-9]+}}, %p{{[0-9]+}};
// PTX-NEXT: tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.b64 [mma_done];
// PTX: mbarrier.try_wait.parity.shared.b64 %p{{[0-9]+}}, [mma_done], %r{{[0-9]+}}, %r{{[0-9]+}};
// PTX: tcgen05.fence::after_thread_sync;
// PTX: tcgen05.ld.sync.aligned.32x32b.x64.b32 {%r{{[0-9]+}}, {{.*}}, [%r{{[0-9]+}}];
// PTX-NEXT: tcgen05.wait::ld.sync.aligned;
// The row's 256 bytes: v4 stores on sm_100a (PTX 8.6), v8 on sm_103a (PTX 8.8).
// PTX: st.global.v{{4|8}}.b32 [%rd{{[0-9]+}}
// PTX: tcgen05.fence::before_thread_sync;
// PTX-NEXT: bar.sync 0;
// PTX-NEXT: tcgen05.fence::after_thread_sync;
// PTX: tcgen05.dealloc.cta_group::1.sync.aligned.b32 %r[[TMEM]], %r{{[0-9]+}};
// PTX-NOT: {{cta_group::2|%cluster_ctarank|multicast}}

// Every tcgen05 op is refused at its own line on sm_90a; nothing is emitted.
// SM90A: error[gate-target]: 'nvvm.tcgen05.alloc' (tcgen05.alloc.cta_group::1.sync.aligned.shared::cta.b32) is not available on sm_90a
// SM90A: = it needs one of [sm_100a, sm_100f, sm_101a, sm_101f, sm_103a, sm_103f, sm_110a, sm_110f] (set 'tcgen05') with PTX ISA 8.6 or newer
// SM90A: error[gate-target]: 'nvvm.tcgen05.relinquish_alloc_permit' (tcgen05.relinquish_alloc_permit.cta_group::1.sync.aligned) is not available on sm_90a
// SM90A: error[gate-target]: 'nvvm.tcgen05.fence' (tcgen05.fence::before_thread_sync) is not available on sm_90a
// SM90A: error[gate-target]: 'nvvm.tcgen05.fence' (tcgen05.fence::after_thread_sync) is not available on sm_90a
// SM90A: error[gate-target]: 'nvvm.tcgen05.cp' (tcgen05.cp.cta_group::1.128x256b) is not available on sm_90a
// SM90A: error[gate-target]: 'nvvm.tcgen05.mma' (tcgen05.mma.cta_group::1.kind::f16) is not available on sm_90a
// SM90A: error[gate-target]: 'nvvm.tcgen05.commit' (tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.b64) is not available on sm_90a
// SM90A: error[gate-target]: 'nvvm.tcgen05.ld' (tcgen05.ld.sync.aligned.32x32b.x64.b32) is not available on sm_90a
// SM90A: error[gate-target]: 'nvvm.tcgen05.wait' (tcgen05.wait::ld.sync.aligned) is not available on sm_90a
// SM90A: error[gate-target]: 'nvvm.tcgen05.dealloc' (tcgen05.dealloc.cta_group::1.sync.aligned.b32) is not available on sm_90a
