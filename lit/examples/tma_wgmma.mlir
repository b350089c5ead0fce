// Spec 001's worked example (examples/tma_wgmma.mlir) and its cluster-scope
// variant (examples/tma_wgmma_cluster.mlir): the instruction sequence of each
// step, ptxas on sm_90a, refusal elsewhere, and the two racy variants the race
// checks must refuse (no expect_tx producer; no wgmma fence).
// RUN: %nvvm-lower %S/../../examples/tma_wgmma.mlir --target sm_90a | %FileCheck %s --check-prefix=CTA
// RUN: %nvvm-lower %S/../../examples/tma_wgmma.mlir --target sm_90a | %ptxas-verify
// RUN: %nvvm-lower %S/../../examples/tma_wgmma_cluster.mlir --target sm_90a 2> %t.warn | %FileCheck %s --check-prefix=CLUSTER
// RUN: %count 0 < %t.warn
// RUN: %nvvm-lower %S/../../examples/tma_wgmma_cluster.mlir --target sm_90a | %ptxas-verify
// RUN: %not %nvvm-lower %S/../../examples/tma_wgmma.mlir --target sm_100a 2>&1 | %FileCheck %s --check-prefix=SM100A
// RUN: grep -v 'nvvm.mbarrier.arrive.expect_tx' %S/../../examples/tma_wgmma.mlir > %t.noproducer.mlir
// RUN: %not %nvvm-lower %t.noproducer.mlir --target sm_90a 2>&1 | %FileCheck %s --check-prefix=RACE2
// RUN: grep -v 'nvvm.wgmma.fence.aligned' %S/../../examples/tma_wgmma_cluster.mlir > %t.nofence.mlir
// RUN: %not %nvvm-lower %t.nofence.mlir --target sm_90a 2>&1 | %FileCheck %s --check-prefix=RACE3

// CTA: .target sm_90a
// CTA: mbarrier.init.shared.b64 [full], %r{{[0-9]+}};
// CTA: bar.sync 0;
// CTA: mbarrier.arrive.expect_tx.shared.b64 %rd{{[0-9]+}}, [full], %r{{[0-9]+}};
// CTA: cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [%rd{{[0-9]+}}], [%rd{{[0-9]+}}, {%r{{[0-9]+}}, %r{{[0-9]+}}}], [full];
// CTA: cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes
// CTA: mbarrier.try_wait.parity.shared.b64 %p{{[0-9]+}}, [full],
// CTA: wgmma.fence.sync.aligned;
// CTA: wgmma.mma_async.sync.aligned.m64n64k16.f32.f16.f16 {{.*}}, p, 1, 1, 0, 0;
// CTA: wgmma.commit_group.sync.aligned;
// CTA-NEXT: wgmma.wait_group.sync.aligned 0;

// CLUSTER: .explicitcluster
// CLUSTER-NEXT: .reqnctapercluster 2, 1, 1
// CLUSTER: fence.mbarrier_init.release.cluster;
// CLUSTER-NEXT: bar.sync 0;
// CLUSTER-NEXT: barrier.cluster.arrive.relaxed.aligned;
// CLUSTER-NEXT: barrier.cluster.wait.aligned;
// CLUSTER: mapa.shared::cluster.u64 %rd[[P0:[0-9]+]], %rd{{[0-9]+}}, 0;
// CLUSTER-NEXT: mapa.shared::cluster.u64 %rd[[P1:[0-9]+]], %rd{{[0-9]+}}, 1;
// The arrive is itself a release at cluster scope: no safety fence before it.
// CLUSTER-NOT: fence.acq_rel.cluster
// CLUSTER: mbarrier.arrive.expect_tx.release.cluster.shared::cluster.b64 _, [%rd[[P0]]], %r{{[0-9]+}};
// CLUSTER-NEXT: mbarrier.arrive.expect_tx.release.cluster.shared::cluster.b64 _, [%rd[[P1]]], %r{{[0-9]+}};
// CLUSTER: cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.multicast::cluster [%rd{{[0-9]+}}], [%rd{{[0-9]+}}, {{.*}}], [full], %rs[[M:[0-9]+]];
// CLUSTER: cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.multicast::cluster {{.*}}, %rs[[M]];
// CLUSTER: mbarrier.try_wait.parity.acquire.cluster.shared.b64 %p{{[0-9]+}}, [full],
// CLUSTER: wgmma.fence.sync.aligned;
// CLUSTER: wgmma.mma_async.sync.aligned.m64n64k16.f32.f16.f16
// CLUSTER: wgmma.commit_group.sync.aligned;
// The last cluster barrier is the default one: it orders memory.
// CLUSTER: fence.mbarrier_init.release.cluster;
// CLUSTER-NEXT: bar.sync 0;
// CLUSTER-NEXT: barrier.cluster.arrive.aligned;
// CLUSTER-NEXT: barrier.cluster.wait.aligned;

// SM100A: error[gate-target]: 'nvvm.wgmma.fence.aligned' (wgmma.fence.sync.aligned) is not available on sm_100a
// SM100A: error[gate-target]: wgmma.mma_async (.f32.f16.f16) is not available on sm_100a

// RACE2: error[race]: this wait is on an mbarrier that completes by transaction bytes, but no expect_tx producer on it in this function: the phase can never complete
// RACE2: transaction bytes complete on the barrier here
// RACE3: error[race]: this wgmma.mma_async reads shared memory through its descriptors, but a path reaches it with no nvvm.wgmma.fence.aligned since the last shared-memory write or acquire
