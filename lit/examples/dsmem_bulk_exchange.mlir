// examples/dsmem_bulk_exchange.mlir: two CTAs of a cluster swap 512 bytes
// with one bulk copy each, announced by the DSMEM transaction handshake. The
// instructions each step needs, in order: the outbox made visible to the async
// proxy, the barrier's initialisation published to the cluster, the
// handshake's expect_tx on the peer's barrier before its cluster arrive, the
// CTA's own arrival, the bulk copy into the peer's inbox completing on the
// peer's barrier (both addresses from mapa), the wait acquiring at cluster
// scope, and the cluster barrier before the exit. ptxas on sm_90a and
// sm_100a; no warning. scripts/gpu-test runs it on a GPU.
// RUN: %nvvm-lower %S/../../examples/dsmem_bulk_exchange.mlir --target sm_90a 2> %t.warn | %FileCheck %s
// RUN: %count 0 < %t.warn
// RUN: %nvvm-lower %S/../../examples/dsmem_bulk_exchange.mlir --target sm_100a | %FileCheck %s
// RUN: %nvvm-lower %S/../../examples/dsmem_bulk_exchange.mlir --target sm_90a | %ptxas-verify
// RUN: %nvvm-lower %S/../../examples/dsmem_bulk_exchange.mlir --target sm_100a | %ptxas-verify
// The peer's barrier goes to the copy as the register mapa wrote: no cvta.
// RUN: %nvvm-lower %S/../../examples/dsmem_bulk_exchange.mlir --target sm_90a | %FileCheck %s --check-prefix=NOCVTA
// NOCVTA-NOT: cvta

// CHECK-LABEL: .entry dsmem_bulk_exchange(
// CHECK: .explicitcluster
// CHECK-NEXT: .reqnctapercluster 2, 1, 1
// CHECK: st.shared.b32
// CHECK: fence.proxy.async.shared::cta;
// CHECK: mbarrier.init.shared.b64 [full], %r{{[0-9]+}};
// CHECK: fence.mbarrier_init.release.cluster;
// CHECK: barrier.cluster.wait.aligned;
// The handshake: one expect_tx on the peer's barrier, then arrive and wait.
// CHECK: mapa.shared::cluster.u64 [[PEER_FULL_HS:%rd[0-9]+]],
// CHECK: mbarrier.expect_tx.relaxed.cluster.shared::cluster.b64 [[[PEER_FULL_HS]]], %r{{[0-9]+}};
// CHECK: barrier.cluster.arrive.aligned;
// CHECK-NEXT: barrier.cluster.wait.aligned;
// CHECK: mapa.shared::cluster.u64 [[INBOX:%rd[0-9]+]],
// CHECK: mapa.shared::cluster.u64 [[PEER_FULL:%rd[0-9]+]],
// CHECK: mbarrier.arrive.shared.b64 %rd{{[0-9]+}}, [full];
// CHECK: cp.async.bulk.shared::cluster.shared::cta.mbarrier::complete_tx::bytes [[[INBOX]]], [outbox], %r{{[0-9]+}}, [[[PEER_FULL]]];
// CHECK: mbarrier.try_wait.parity.acquire.cluster.shared.b64 %p{{[0-9]+}}, [full],
// CHECK: ld.shared.b32
// CHECK: st.global.b32
// CHECK: barrier.cluster.arrive.aligned;
// CHECK-NEXT: barrier.cluster.wait.aligned;
