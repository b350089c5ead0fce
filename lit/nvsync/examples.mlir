// The nvsync examples lower, assemble, and contain their key instructions.
// RUN: %nvvm-lower %S/../../examples/cluster_handshake.mlir --target sm_90 | %FileCheck %s --check-prefixes=HS,HS80 -DFENCE=fence.acq_rel.cluster
// RUN: %nvvm-lower %S/../../examples/cluster_handshake.mlir --target sm_90a | %FileCheck %s --check-prefixes=HS,HS80 -DFENCE=fence.acq_rel.cluster
// RUN: %nvvm-lower %S/../../examples/cluster_handshake.mlir --target sm_100a | %FileCheck %s --check-prefixes=HS,HS86 -DFENCE=fence.release.cluster
// RUN: %nvvm-lower %S/../../examples/cluster_handshake.mlir --target sm_90 | %ptxas-verify
// RUN: %nvvm-lower %S/../../examples/cluster_handshake.mlir --target sm_90a | %ptxas-verify
// RUN: %nvvm-lower %S/../../examples/cluster_handshake.mlir --target sm_100a | %ptxas-verify
// RUN: %nvvm-lower %S/../../examples/pipeline_ring.mlir --target sm_90a | %FileCheck %s --check-prefix=RING
// RUN: %nvvm-lower %S/../../examples/pipeline_ring.mlir --target sm_100a | %FileCheck %s --check-prefix=RING
// RUN: %nvvm-lower %S/../../examples/pipeline_ring.mlir --target sm_90a | %ptxas-verify
// RUN: %nvvm-lower %S/../../examples/pipeline_ring.mlir --target sm_100a | %ptxas-verify
// Neither example warns.
// RUN: %nvvm-lower %S/../../examples/cluster_handshake.mlir --target sm_90a 2>&1 >/dev/null | %count 0
// RUN: %nvvm-lower %S/../../examples/pipeline_ring.mlir --target sm_90a 2>&1 >/dev/null | %count 0

// ---- cluster_handshake.mlir: a 4-CTA kernel.
// HS80: .version 8.0
// HS86: .version 8.6
// HS-LABEL: .entry handshake(
// HS: .explicitcluster
// HS-NEXT: .reqnctapercluster 4, 1, 1
// HS: mbarrier.init.shared.b64 [bar], %r{{[0-9]+}};
// cluster_aligned, mbarrier_init_only: fence.mbarrier_init + bar.sync 0 +
// relaxed aligned arrive/wait.
// HS: fence.mbarrier_init.release.cluster;
// HS-NEXT: bar.sync 0;
// HS-NEXT: barrier.cluster.arrive.relaxed.aligned;
// HS-NEXT: barrier.cluster.wait.aligned;
// Pair handshake (cluster_size 2, explicit release): the leader publishes on
// its one peer and flips; then every thread fences and arrives relaxed.
// HS: setp.ne.b32 %p[[P1:[0-9]+]], %r{{[0-9]+}}, 0;
// HS-NEXT: @%p[[P1]] bra [[J1:\$L__BB[0-9_]+]];
// HS: mov.u32 %r{{[0-9]+}}, %cluster_ctarank;
// HS: mapa.shared::cluster.u64 %rd[[R1:[0-9]+]], %rd{{[0-9]+}}, %r{{[0-9]+}};
// HS-NEXT: mbarrier.expect_tx.relaxed.cluster.shared::cluster.b64 [%rd[[R1]]], %r[[TX:[0-9]+]];
// HS-NOT: mbarrier
// HS: xor.b32
// HS: [[J1]]:
// HS-NEXT: [[FENCE]];
// HS-NEXT: barrier.cluster.arrive.relaxed.aligned;
// HS-NEXT: barrier.cluster.wait.aligned;
// Four-CTA handshake: three peers, no fence, then the releasing arrive.
// HS-NOT: fence
// HS: @%p{{[0-9]+}} bra [[J2:\$L__BB[0-9_]+]];
// HS-NOT: fence
// HS: mapa.shared::cluster.u64
// HS-NEXT: mbarrier.expect_tx.relaxed.cluster.shared::cluster.b64 [%rd{{[0-9]+}}], %r[[TX]];
// HS-NOT: fence
// HS: mapa.shared::cluster.u64
// HS-NEXT: mbarrier.expect_tx.relaxed.cluster.shared::cluster.b64 [%rd{{[0-9]+}}], %r[[TX]];
// HS-NOT: fence
// HS: mapa.shared::cluster.u64
// HS-NEXT: mbarrier.expect_tx.relaxed.cluster.shared::cluster.b64 [%rd{{[0-9]+}}], %r[[TX]];
// HS-NOT: {{mapa|mbarrier|fence|barrier}}
// HS: [[J2]]:
// HS-NEXT: barrier.cluster.arrive.aligned;
// HS-NEXT: barrier.cluster.wait.aligned;
// Final cluster barrier: the default, which orders memory.
// HS-NEXT: fence.mbarrier_init.release.cluster;
// HS-NEXT: barrier.cluster.arrive;
// HS-NEXT: barrier.cluster.wait;
// HS-NEXT: ret;

// ---- pipeline_ring.mlir: depth-4 ring + a 96-thread named barrier in slot 1
// (slot 0 is the cta_barrier's bar.sync 0). Blocks are laid out consumer first.
// RING-LABEL: .entry ring(
// RING: bar.sync 0;
// consumer_wait: parity (i / 4) & 1 on full[i mod 4], retry loop.
// RING: and.b32 %r{{[0-9]+}}, %r[[J:[0-9]+]], 3;
// RING-NEXT: bfe.u32 %r[[CP:[0-9]+]], %r[[J]], 2, 1;
// RING-NOT: not.b32
// RING: mov.u32 %r[[H:[0-9]+]], 10000000;
// RING-NEXT: // end inline asm
// RING-NEXT: [[CW:\$L__BB[0-9_]+]]:
// RING-NEXT: mbarrier.try_wait.parity.shared.b64 %p[[A:[0-9]+]], [%rd{{[0-9]+}}], %r[[CP]], %r[[H]];
// RING-NEXT: not.pred %p[[NA:[0-9]+]], %p[[A]];
// RING-NEXT: @%p[[NA]] bra [[CW]];
// RING: bar.sync 1, 96;
// RING: mbarrier.arrive.shared.b64 %rd{{[0-9]+}}, [%rd{{[0-9]+}}];
// RING: mbarrier.init.shared.b64
// RING: mbarrier.init.shared.b64
// producer_acquire: parity ((i / 4) & 1) ^ 1 on empty[i mod 4], retry loop.
// (LLVM folds ((i >> 2) & 1) ^ 1 into a bfe of ~i.)
// RING: not.b32 %r[[NI:[0-9]+]], %r{{[0-9]+}};
// RING: bfe.u32 %r[[EP:[0-9]+]], %r[[NI]], 2, 1;
// RING: mov.u32 %r[[H2:[0-9]+]], 10000000;
// RING-NEXT: // end inline asm
// RING-NEXT: [[PA:\$L__BB[0-9_]+]]:
// RING-NEXT: mbarrier.try_wait.parity.shared.b64 %p[[B:[0-9]+]], [%rd{{[0-9]+}}], %r[[EP]], %r[[H2]];
// RING-NEXT: not.pred %p[[NB:[0-9]+]], %p[[B]];
// RING-NEXT: @%p[[NB]] bra [[PA]];
// The value is stored before the releasing arrive.expect_tx publishes it.
// RING: st.shared.b32
// RING-NOT: st.shared
// RING: mbarrier.arrive.expect_tx.shared.b64 %rd{{[0-9]+}}, [%rd[[F:[0-9]+]]], %r[[FOUR:[0-9]+]];
// RING: mbarrier.complete_tx.relaxed.cta.shared.b64 [%rd[[F]]], %r[[FOUR]];
