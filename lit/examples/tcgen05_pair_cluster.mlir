// Spec 004's 2-CTA tcgen05 example (examples/tcgen05_pair_cluster.mlir): a
// cluster of two, every tcgen05 op cta_group::2, the even CTA issuing
// nvsync.s2t_copy {cta_group = 2, shape_selector = 2} (no rank predicate,
// multicast commit to {rank, rank ^ 1}) and the cta_2 MMA. Order of alloc ->
// cp -> commit -> mma -> commit -> try_wait -> ld -> wait -> dealloc in the
// LLVM IR and the PTX, no warning, ptxas on sm_100a and sm_103a, refusal on
// sm_90a.
// RUN: %nvvm-lower %S/../../examples/tcgen05_pair_cluster.mlir --target sm_100a --emit llvm-ir | %FileCheck %s --check-prefix=LL
// RUN: %nvvm-lower %S/../../examples/tcgen05_pair_cluster.mlir --target sm_100a 2> %t.warn | %FileCheck %s --check-prefix=PTX -DT=sm_100a
// RUN: %count 0 < %t.warn
// RUN: %nvvm-lower %S/../../examples/tcgen05_pair_cluster.mlir --target sm_103a | %FileCheck %s --check-prefix=PTX -DT=sm_103a
// RUN: %nvvm-lower %S/../../examples/tcgen05_pair_cluster.mlir --target sm_100a | %ptxas-verify
// RUN: %nvvm-lower %S/../../examples/tcgen05_pair_cluster.mlir --target sm_103a | %ptxas-verify
// RUN: %nvvm-lower %S/../../examples/tcgen05_pair_cluster.mlir --target sm_100a --verify-ptx -o /dev/null
// RUN: %nvvm-lower %S/../../examples/tcgen05_pair_cluster.mlir --target sm_103a --verify-ptx -o /dev/null
// RUN: %nvvm-lower %S/../../examples/tcgen05_pair_cluster.mlir --target sm_90a > %t.out 2> %t.err; test $? -eq 1
// RUN: %count 0 < %t.out
// RUN: %FileCheck %s --check-prefix=SM90A --input-file %t.err

// LL-LABEL: define ptx_kernel void @tcgen05_pair_cluster(
// LL: %rank = call i32 @llvm.nvvm.read.ptx.sreg.cluster.ctarank()
// LL: call void @llvm.nvvm.mbarrier.init.shared(ptr addrspace(3) @loaded, i32 1)
// LL-NEXT: call void @llvm.nvvm.mbarrier.init.shared(ptr addrspace(3) @done, i32 2)
// LL: call void @llvm.nvvm.tcgen05.alloc.shared.cg2(ptr addrspace(3) @tmem_base, i32 128)
// LL-NEXT: call void @llvm.nvvm.tcgen05.relinq.alloc.permit.cg2()
// LL: call void @llvm.nvvm.tcgen05.fence.before.thread.sync()
// LL-NEXT: call void @llvm.nvvm.fence.mbarrier_init.release.cluster()
// LL-NEXT: call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
// LL-NEXT: call void @llvm.nvvm.barrier.cluster.arrive.aligned()
// LL-NEXT: call void @llvm.nvvm.barrier.cluster.wait.aligned()
// LL-NEXT: call void @llvm.nvvm.tcgen05.fence.after.thread.sync()
// LL-NEXT: %tmem = load ptr addrspace(6), ptr addrspace(3) @tmem_base, align 4
// LL: call i1 @llvm.nvvm.mbarrier.try.wait.parity.tl.scope.cta.space.cta(ptr addrspace(3) @loaded, i32 0, i32 %{{hint[0-9]*}})
// The peer's tiles: a releasing arrive, an acquiring wait.
// LL: call void @llvm.nvvm.barrier.cluster.arrive.aligned()
// LL-NEXT: call void @llvm.nvvm.barrier.cluster.wait.aligned()
// LL-NEXT: br i1 %issuer, label %issue, label %drain
// LL: issue:
// LL: %a_tmem = getelementptr i8, ptr addrspace(6) %tmem, i32 64
// s2t_copy, cta_group = 2: no predicate (no urem, no branch), the copy in the
// pair group, then the sibling multicast commit.
// LL-NEXT: %[[RANK:.+]] = call i32 @llvm.nvvm.read.ptx.sreg.cluster.ctarank()
// LL-NEXT: call void @llvm.nvvm.tcgen05.cp.128x256b.cg2(ptr addrspace(6) %a_tmem, i64 %da)
// LL-NEXT: %[[PEER:.+]] = xor i32 %[[RANK]], 1
// LL-NEXT: %[[ME:.+]] = shl i32 1, %[[RANK]]
// LL-NEXT: %[[SIB:.+]] = shl i32 1, %[[PEER]]
// LL-NEXT: %[[PAIR:.+]] = or i32 %[[ME]], %[[SIB]]
// LL-NEXT: %[[MASK:.+]] = trunc i32 %[[PAIR]] to i16
// LL-NEXT: call void @llvm.nvvm.tcgen05.commit.mc.shared.cg2(ptr addrspace(3) @done, i16 %[[MASK]])
// LL-NEXT: call void @llvm.nvvm.tcgen05.mma.tensor(ptr addrspace(6) %tmem, ptr addrspace(6) %a_tmem, i64 %db, i32 %idesc, i1 false, {{.*}}i32 0, {{.*}}i32 2, {{.*}}i32 0)
// LL-NEXT: %peer = xor i32 %rank, 1
// LL: call void @llvm.nvvm.tcgen05.commit.mc.shared.cg2(ptr addrspace(3) @done, i16 %pair16)
// LL-NEXT: br label %drain
// LL: call i1 @llvm.nvvm.mbarrier.try.wait.parity.tl.scope.cta.space.cta(ptr addrspace(3) @done, i32 0, i32 %{{hint[0-9]*}})
// LL: call void @llvm.nvvm.tcgen05.fence.after.thread.sync()
// LL: %row = call <64 x i32> @llvm.nvvm.tcgen05.ld.32x32b.x64(ptr addrspace(6) %rows, i1 false)
// LL-NEXT: call void @llvm.nvvm.tcgen05.wait.ld()
// LL: store <64 x i32> %row, ptr addrspace(1) %dst
// LL-NEXT: call void @llvm.nvvm.tcgen05.fence.before.thread.sync()
// LL: call void @llvm.nvvm.barrier.cluster.wait.aligned()
// LL-NEXT: call void @llvm.nvvm.tcgen05.fence.after.thread.sync()
// LL: call void @llvm.nvvm.tcgen05.dealloc.cg2(ptr addrspace(6) %tmem, i32 128)
// Nothing of the single-CTA group.
// LL-NOT: {{cg1|urem}}

// PTX: .target [[T]]
// PTX-LABEL: .entry tcgen05_pair_cluster(
// PTX: .explicitcluster
// PTX-NEXT: .reqnctapercluster 2, 1, 1
// PTX: mov.u32 %r[[RANK:[0-9]+]], %cluster_ctarank;
// PTX: mbarrier.init.shared.b64 [loaded], %r{{[0-9]+}};
// PTX: mbarrier.init.shared.b64 [done], %r{{[0-9]+}};
// PTX: tcgen05.alloc.cta_group::2.sync.aligned.shared::cta.b32 [tmem_base], %r{{[0-9]+}};
// PTX-NEXT: tcgen05.relinquish_alloc_permit.cta_group::2.sync.aligned;
// PTX: tcgen05.fence::before_thread_sync;
// PTX-NEXT: fence.mbarrier_init.release.cluster;
// PTX-NEXT: bar.sync 0;
// PTX-NEXT: barrier.cluster.arrive.aligned;
// PTX-NEXT: barrier.cluster.wait.aligned;
// PTX-NEXT: tcgen05.fence::after_thread_sync;
// PTX-NEXT: ld.shared.b32 %r[[TMEM:[0-9]+]], [tmem_base];
// PTX: mbarrier.arrive.expect_tx.shared.b64 %rd{{[0-9]+}}, [loaded], %r{{[0-9]+}};
// PTX: cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes
// PTX: cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes
// PTX: mbarrier.try_wait.parity.shared.b64 %p{{[0-9]+}}, [loaded],
// PTX: barrier.cluster.arrive.aligned;
// PTX-NEXT: barrier.cluster.wait.aligned;
// PTX: tcgen05.cp.cta_group::2.128x256b [%r[[TMEM]]+64], %rd{{[0-9]+}};
// PTX-NEXT: xor.b32 %r[[PEER:[0-9]+]], %r[[RANK]], 1;
// PTX: shl.b32 %r[[ME:[0-9]+]], %r{{[0-9]+}}, %r[[RANK]];
// PTX-NEXT: shl.b32 %r[[SIB:[0-9]+]], %r{{[0-9]+}}, %r[[PEER]];
// PTX-NEXT: or.b32 %r[[PAIR:[0-9]+]], %r[[ME]], %r[[SIB]];
// PTX-NEXT: cvt.u16.u32 %rs[[MASK:[0-9]+]], %r[[PAIR]];
// PTX-NEXT: tcgen05.commit.cta_group::2.mbarrier::arrive::one.shared::cluster.multicast::cluster.b64 [done], %rs[[MASK]];
// PTX: tcgen05.mma.cta_group::2.kind::f16.collector::a::discard [%r[[TMEM]]], [%r{{[0-9]+}}], %rd{{[0-9]+}}, %r{{[0-9]+}}, %p{{[0-9]+}};
// The hand-written sibling mask is the same value (CSE'd by LLVM).
// PTX-NEXT: tcgen05.commit.cta_group::2.mbarrier::arrive::one.shared::cluster.multicast::cluster.b64 [done], %rs[[MASK]];
// PTX: mbarrier.try_wait.parity.shared.b64 %p{{[0-9]+}}, [done], %r{{[0-9]+}}, %r{{[0-9]+}};
// PTX: tcgen05.fence::after_thread_sync;
// PTX: tcgen05.ld.sync.aligned.32x32b.x64.b32 {%r{{[0-9]+}}, {{.*}}, [%r{{[0-9]+}}];
// PTX-NEXT: tcgen05.wait::ld.sync.aligned;
// PTX: st.global.v{{4|8}}.b32
// PTX: tcgen05.fence::before_thread_sync;
// PTX: barrier.cluster.wait.aligned;
// PTX-NEXT: tcgen05.fence::after_thread_sync;
// PTX: tcgen05.dealloc.cta_group::2.sync.aligned.b32 %r[[TMEM]], %r{{[0-9]+}};
// PTX-NOT: cta_group::1

// SM90A: error[gate-target]: 'nvvm.tcgen05.alloc' (tcgen05.alloc.cta_group::2.sync.aligned.shared::cta.b32) is not available on sm_90a
// SM90A: error[gate-target]: 'nvvm.tcgen05.relinquish_alloc_permit' (tcgen05.relinquish_alloc_permit.cta_group::2.sync.aligned) is not available on sm_90a
// SM90A: error[gate-target]: 'nvvm.tcgen05.mma' (tcgen05.mma.cta_group::2.kind::f16) is not available on sm_90a
// SM90A: error[gate-target]: 'nvvm.tcgen05.commit' (tcgen05.commit.cta_group::2.mbarrier::arrive::one.shared::cluster.multicast::cluster.b64) is not available on sm_90a
// SM90A: error[gate-target]: 'nvvm.tcgen05.ld' (tcgen05.ld.sync.aligned.32x32b.x64.b32) is not available on sm_90a
// SM90A: error[gate-target]: 'nvvm.tcgen05.dealloc' (tcgen05.dealloc.cta_group::2.sync.aligned.b32) is not available on sm_90a
