// examples/dsmem_transfer.mlir: data moved between the CTAs of a cluster
// through the DSMEM transaction handshake. The instructions each step needs,
// in order: the barrier's initialisation published to the cluster, the
// handshake's expect_tx on the peers' barriers before its cluster arrive, the
// CTA's own arrival, then per peer the shared::cluster store of the word, a
// cluster-scope release, complete_tx on the peer's barrier through mapa, and
// the wait acquiring at cluster scope. ptxas on sm_90a and sm_100a; no warning.
// scripts/gpu-test runs it (and its 2-CTA and pairs variants) on a GPU.
// RUN: %nvvm-lower %S/../../examples/dsmem_transfer.mlir --target sm_90a 2> %t.warn | %FileCheck %s -DFENCE=fence.acq_rel.cluster
// RUN: %count 0 < %t.warn
// RUN: %nvvm-lower %S/../../examples/dsmem_transfer.mlir --target sm_100a | %FileCheck %s -DFENCE=fence.release.cluster
// RUN: %nvvm-lower %S/../../examples/dsmem_transfer.mlir --target sm_90a | %ptxas-verify
// RUN: %nvvm-lower %S/../../examples/dsmem_transfer.mlir --target sm_100a | %ptxas-verify
// The race check knows the handshake announces the bytes: without it the
// wait on `full` has no producer.
// RUN: grep -v 'nvsync.dsmem_handshake' %S/../../examples/dsmem_transfer.mlir > %t.nohandshake.mlir
// RUN: %not %nvvm-lower %t.nohandshake.mlir --target sm_90a 2>&1 | %FileCheck %s --check-prefix=RACE

// CHECK-LABEL: .entry dsmem_transfer(
// CHECK: .explicitcluster
// CHECK-NEXT: .reqnctapercluster 4, 1, 1
// CHECK: mbarrier.init.shared.b64 [full], %r{{[0-9]+}};
// CHECK: fence.mbarrier_init.release.cluster;
// CHECK: barrier.cluster.wait.aligned;
// The handshake: one expect_tx per peer (3), on shared::cluster addresses
// from mapa, then the cluster arrive and wait.
// CHECK: mapa.shared::cluster.u64
// CHECK: mbarrier.expect_tx.relaxed.cluster.shared::cluster.b64 [%rd{{[0-9]+}}], %r{{[0-9]+}};
// CHECK: mbarrier.expect_tx.relaxed.cluster.shared::cluster.b64 [%rd{{[0-9]+}}], %r{{[0-9]+}};
// CHECK: mbarrier.expect_tx.relaxed.cluster.shared::cluster.b64 [%rd{{[0-9]+}}], %r{{[0-9]+}};
// CHECK-NOT: complete_tx
// CHECK: barrier.cluster.arrive{{(.aligned)?}};
// CHECK-NEXT: barrier.cluster.wait{{(.aligned)?}};
// CHECK: mbarrier.arrive.shared.b64 %rd{{[0-9]+}}, [full];
// The data, its release, the bytes on the peer's barrier.
// CHECK: mapa.shared::cluster.u64 %rd[[SLOT:[0-9]+]], %rd{{[0-9]+}}, %r[[PEER:[0-9]+]];
// CHECK-NEXT: st.shared::cluster.b32 [%rd[[SLOT]]], %r{{[0-9]+}};
// CHECK-NEXT: [[FENCE]];
// CHECK-NEXT: mapa.shared::cluster.u64 %rd[[BAR:[0-9]+]], %rd{{[0-9]+}}, %r[[PEER]];
// CHECK: mbarrier.complete_tx.relaxed.cluster.shared::cluster.b64 [%rd[[BAR]]], %r{{[0-9]+}};
// CHECK: mbarrier.try_wait.parity.acquire.cluster.shared.b64 %p{{[0-9]+}}, [full], %r{{[0-9]+}}, %r{{[0-9]+}};
// CHECK: ret;
// Three cluster waits: the set-up barrier, the handshake's and the barrier
// that ends each round (laid out before the handshake's block).
// RUN: %nvvm-lower %S/../../examples/dsmem_transfer.mlir --target sm_90a | grep -c 'barrier.cluster.wait.aligned;' | %FileCheck %s --check-prefix=WAITS
// WAITS: {{^}}3{{$}}

// RACE: error[race]: this wait is on an mbarrier that completes by transaction bytes, but no expect_tx producer on it in this function
