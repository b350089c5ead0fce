// nvsync.dsmem_handshake (spec 000, DSMEM Transaction Handshake) for
// cluster_size 1, 2 and 4, with and without explicit_release.
//
// cluster_size 1 is the lane-0 phase flip only. Otherwise, per peer CTA
// (rank + i) mod N, i = 1..N-1, in this order: cluster.ctarank (once), add/urem
// for the peer rank, mapa.shared.cluster (a ptr addrspace(7), never a generic
// addrspacecast), the release fence only with explicit_release, expect_tx at
// cluster scope on the peer's barrier, the lane-0 phase flip. Then exactly one
// cluster arrive (relaxed after the explicit fence, else the releasing one) and
// the wait: every expect_tx is published before the arrive.
//
// The release fence is fence.acq_rel.cluster at PTX 8.0 (sm_90, sm_90a floors)
// and fence.release.cluster at PTX 8.6 (pinned, or sm_100a's floor).
// RUN: %nvvm-lower %s --target sm_90 --emit llvm-ir | %FileCheck %s --check-prefix=LL
// RUN: %nvvm-lower %s --target sm_90 --emit llvm-ir | %FileCheck %s --check-prefix=NOCAST
// RUN: %nvvm-lower %s --target sm_90 | %FileCheck %s --check-prefixes=PTX,V80 -DFENCE=fence.acq_rel.cluster
// RUN: %nvvm-lower %s --target sm_90a | %FileCheck %s --check-prefixes=PTX,V80 -DFENCE=fence.acq_rel.cluster
// RUN: %nvvm-lower %s --target sm_90 --ptx 8.6 | %FileCheck %s --check-prefixes=PTX,V86 -DFENCE=fence.release.cluster
// RUN: %nvvm-lower %s --target sm_100a | %FileCheck %s --check-prefixes=PTX,V86 -DFENCE=fence.release.cluster
// RUN: %nvvm-lower %s --target sm_90 | %FileCheck %s --check-prefix=NOREL
// RUN: %nvvm-lower %s --target sm_100a | %FileCheck %s --check-prefix=NOACQREL
// RUN: %nvvm-lower %s --target sm_90 | %ptxas-verify
// RUN: %nvvm-lower %s --target sm_90 --ptx 8.6 | %ptxas-verify
// RUN: %nvvm-lower %s --target sm_90a | %ptxas-verify
// RUN: %nvvm-lower %s --target sm_100a | %ptxas-verify

// V80: .version 8.0
// V86: .version 8.6

// The shared::cluster pointer from mapa goes straight to expect_tx.
// NOCAST-NOT: addrspacecast
// NOCAST-NOT: ptr addrspace(0)
// At PTX 8.0 the release fence is acq_rel (fence.release needs PTX 8.6), and
// at 8.6 it is the plain release.
// NOREL-NOT: fence.release
// NOACQREL-NOT: fence.acq_rel

// ---- cluster_size = 1: the phase flip only, no cluster instruction.
// LL-LABEL: define ptx_kernel void @size1(ptr addrspace(3) %b, ptr addrspace(3) %p, i32 %tx)
// LL-NEXT: entry:
// LL-NEXT: %[[LANE1:[a-z0-9.]+]] = call i32 @llvm.nvvm.read.ptx.sreg.laneid()
// LL-NEXT: %[[M1:[a-z0-9.]+]] = icmp eq i32 %[[LANE1]], 0
// LL-NEXT: br i1 %[[M1]], label %[[FLIP1:[a-z0-9.]+]], label %[[DONE1:[a-z0-9.]+]]
// LL-EMPTY:
// LL-NEXT: [[FLIP1]]:
// LL-NEXT: %[[OLD1:[a-z0-9.]+]] = load i32, ptr addrspace(3) %p, align 4
// LL-NEXT: %[[NEW1:[a-z0-9.]+]] = xor i32 %[[OLD1]], 1
// LL-NEXT: store i32 %[[NEW1]], ptr addrspace(3) %p, align 4
// LL-NEXT: br label %[[DONE1]]
// LL-EMPTY:
// LL-NEXT: [[DONE1]]:
// LL-NEXT: ret void
// LL-NEXT: }
// PTX-LABEL: .entry size1(
// PTX-NOT: {{cluster|mapa|mbarrier|fence}}
// PTX: mov.u32 %r[[LANE:[0-9]+]], %laneid;
// PTX-NEXT: setp.ne.b32 %p[[P:[0-9]+]], %r[[LANE]], 0;
// PTX-NEXT: @%p[[P]] bra [[L:\$L__BB[0-9_]+]];
// PTX-NOT: {{cluster|mapa|mbarrier|fence}}
// PTX: ld.shared.b32 %r[[OLD:[0-9]+]], [%rd[[PH:[0-9]+]]];
// PTX-NEXT: xor.b32 %r[[NEW:[0-9]+]], %r[[OLD]], 1;
// PTX-NEXT: st.shared.b32 [%rd[[PH]]], %r[[NEW]];
// PTX-NEXT: [[L]]:
// PTX-NEXT: ret;
llvm.func @size1(%b: !llvm.ptr<3>, %p: !llvm.ptr<3>, %tx: i32) attributes {nvvm.kernel} {
  nvsync.dsmem_handshake %b, %p, %tx {cluster_size = 1} : !llvm.ptr<3>, !llvm.ptr<3>, i32
  llvm.return
}

// The same with explicit_release: still no fence, nothing cluster-wide.
// LL-LABEL: define ptx_kernel void @size1_release(ptr addrspace(3) %b, ptr addrspace(3) %p, i32 %tx)
// LL-NEXT: entry:
// LL-NEXT: %[[LANE1:[a-z0-9.]+]] = call i32 @llvm.nvvm.read.ptx.sreg.laneid()
// LL-NEXT: %[[M1:[a-z0-9.]+]] = icmp eq i32 %[[LANE1]], 0
// LL-NEXT: br i1 %[[M1]], label %[[FLIP1:[a-z0-9.]+]], label %[[DONE1:[a-z0-9.]+]]
// LL-EMPTY:
// LL-NEXT: [[FLIP1]]:
// LL-NEXT: %[[OLD1:[a-z0-9.]+]] = load i32, ptr addrspace(3) %p, align 4
// LL-NEXT: %[[NEW1:[a-z0-9.]+]] = xor i32 %[[OLD1]], 1
// LL-NEXT: store i32 %[[NEW1]], ptr addrspace(3) %p, align 4
// LL-NEXT: br label %[[DONE1]]
// LL-EMPTY:
// LL-NEXT: [[DONE1]]:
// LL-NEXT: ret void
// LL-NEXT: }
// PTX-LABEL: .entry size1_release(
// PTX-NOT: {{cluster|mapa|mbarrier|fence}}
// PTX: mov.u32 %r{{[0-9]+}}, %laneid;
// PTX-NOT: {{cluster|mapa|mbarrier|fence}}
// PTX: ret;
llvm.func @size1_release(%b: !llvm.ptr<3>, %p: !llvm.ptr<3>, %tx: i32) attributes {nvvm.kernel} {
  nvsync.dsmem_handshake %b, %p, %tx {cluster_size = 1, explicit_release = true} : !llvm.ptr<3>, !llvm.ptr<3>, i32
  llvm.return
}

// ---- cluster_size = 2: 1 peer(s)
// LL-LABEL: define ptx_kernel void @size2(ptr addrspace(3) %b, ptr addrspace(3) %p, i32 %tx)
// LL-NEXT: entry:
// LL-NEXT: %[[RANK:[a-z0-9.]+]] = call i32 @llvm.nvvm.read.ptx.sreg.cluster.ctarank()
// LL-NEXT: %[[WITHIN:[a-z0-9.]+]] = urem i32 %[[RANK]], 2
// LL-NEXT: %[[BASE:[a-z0-9.]+]] = sub i32 %[[RANK]], %[[WITHIN]]
// LL-NEXT: %[[SUM1:[a-z0-9.]+]] = add i32 %[[WITHIN]], 1
// LL-NEXT: %[[OFF1:[a-z0-9.]+]] = urem i32 %[[SUM1]], 2
// LL-NEXT: %[[PEER1:[a-z0-9.]+]] = add i32 %[[BASE]], %[[OFF1]]
// LL-NEXT: %[[REM1:[a-z0-9.]+]] = call ptr addrspace(7) @llvm.nvvm.mapa.shared.cluster(ptr addrspace(3) %b, i32 %[[PEER1]])
// LL-NEXT: call void @llvm.nvvm.mbarrier.expect.tx.scope.cluster.space.cluster(ptr addrspace(7) %[[REM1]], i32 %tx)
// LL-NEXT: %[[LANE1:[a-z0-9.]+]] = call i32 @llvm.nvvm.read.ptx.sreg.laneid()
// LL-NEXT: %[[M1:[a-z0-9.]+]] = icmp eq i32 %[[LANE1]], 0
// LL-NEXT: br i1 %[[M1]], label %[[FLIP1:[a-z0-9.]+]], label %[[DONE1:[a-z0-9.]+]]
// LL-EMPTY:
// LL-NEXT: [[FLIP1]]:
// LL-NEXT: %[[OLD1:[a-z0-9.]+]] = load i32, ptr addrspace(3) %p, align 4
// LL-NEXT: %[[NEW1:[a-z0-9.]+]] = xor i32 %[[OLD1]], 1
// LL-NEXT: store i32 %[[NEW1]], ptr addrspace(3) %p, align 4
// LL-NEXT: br label %[[DONE1]]
// LL-EMPTY:
// LL-NEXT: [[DONE1]]:
// LL-NEXT: call void @llvm.nvvm.barrier.cluster.arrive.aligned()
// LL-NEXT: call void @llvm.nvvm.barrier.cluster.wait.aligned()
// LL-NEXT: ret void
// LL-NEXT: }
// PTX-LABEL: .entry size2(
// PTX: .reqnctapercluster 2, 1, 1
// PTX-NOT: {{mapa|mbarrier|fence|barrier}}
// PTX: mov.u32 %r[[RANK:[0-9]+]], %cluster_ctarank;
// PTX-NOT: {{mapa|mbarrier|fence|barrier}}
// PTX: mapa.shared::cluster.u64 %rd[[REM1:[0-9]+]], %rd{{[0-9]+}}, %r{{[0-9]+}};
// PTX-NEXT: mbarrier.expect_tx.relaxed.cluster.shared::cluster.b64 [%rd[[REM1]]], %r[[TX:[0-9]+]];
// PTX-NEXT: mov.u32 %r[[LANE:[0-9]+]], %laneid;
// PTX-NEXT: setp.ne.b32 %p[[P:[0-9]+]], %r[[LANE]], 0;
// PTX-NEXT: @%p[[P]] bra [[L1:\$L__BB[0-9_]+]];
// PTX-NOT: {{mapa|mbarrier|fence|barrier}}
// PTX: ld.shared.b32 %r[[OLD1:[0-9]+]], [%rd[[PH:[0-9]+]]];
// PTX-NEXT: xor.b32 %r[[NEW1:[0-9]+]], %r[[OLD1]], 1;
// PTX-NEXT: st.shared.b32 [%rd[[PH]]], %r[[NEW1]];
// PTX-NEXT: [[L1]]:
// PTX-NEXT: barrier.cluster.arrive.aligned;
// PTX-NEXT: barrier.cluster.wait.aligned;
// PTX-NEXT: ret;
llvm.func @size2(%b: !llvm.ptr<3>, %p: !llvm.ptr<3>, %tx: i32) attributes {nvvm.kernel, nvvm.cluster_dim = array<i32: 2, 1, 1>} {
  nvsync.dsmem_handshake %b, %p, %tx {cluster_size = 2} : !llvm.ptr<3>, !llvm.ptr<3>, i32
  llvm.return
}

// ---- cluster_size = 2, explicit_release: 1 peer(s)
// LL-LABEL: define ptx_kernel void @size2_release(ptr addrspace(3) %b, ptr addrspace(3) %p, i32 %tx)
// LL-NEXT: entry:
// LL-NEXT: %[[RANK:[a-z0-9.]+]] = call i32 @llvm.nvvm.read.ptx.sreg.cluster.ctarank()
// LL-NEXT: %[[WITHIN:[a-z0-9.]+]] = urem i32 %[[RANK]], 2
// LL-NEXT: %[[BASE:[a-z0-9.]+]] = sub i32 %[[RANK]], %[[WITHIN]]
// LL-NEXT: %[[SUM1:[a-z0-9.]+]] = add i32 %[[WITHIN]], 1
// LL-NEXT: %[[OFF1:[a-z0-9.]+]] = urem i32 %[[SUM1]], 2
// LL-NEXT: %[[PEER1:[a-z0-9.]+]] = add i32 %[[BASE]], %[[OFF1]]
// LL-NEXT: %[[REM1:[a-z0-9.]+]] = call ptr addrspace(7) @llvm.nvvm.mapa.shared.cluster(ptr addrspace(3) %b, i32 %[[PEER1]])
// LL-NEXT: fence syncscope("cluster") release
// LL-NEXT: call void @llvm.nvvm.mbarrier.expect.tx.scope.cluster.space.cluster(ptr addrspace(7) %[[REM1]], i32 %tx)
// LL-NEXT: %[[LANE1:[a-z0-9.]+]] = call i32 @llvm.nvvm.read.ptx.sreg.laneid()
// LL-NEXT: %[[M1:[a-z0-9.]+]] = icmp eq i32 %[[LANE1]], 0
// LL-NEXT: br i1 %[[M1]], label %[[FLIP1:[a-z0-9.]+]], label %[[DONE1:[a-z0-9.]+]]
// LL-EMPTY:
// LL-NEXT: [[FLIP1]]:
// LL-NEXT: %[[OLD1:[a-z0-9.]+]] = load i32, ptr addrspace(3) %p, align 4
// LL-NEXT: %[[NEW1:[a-z0-9.]+]] = xor i32 %[[OLD1]], 1
// LL-NEXT: store i32 %[[NEW1]], ptr addrspace(3) %p, align 4
// LL-NEXT: br label %[[DONE1]]
// LL-EMPTY:
// LL-NEXT: [[DONE1]]:
// LL-NEXT: call void @llvm.nvvm.barrier.cluster.arrive.relaxed.aligned()
// LL-NEXT: call void @llvm.nvvm.barrier.cluster.wait.aligned()
// LL-NEXT: ret void
// LL-NEXT: }
// PTX-LABEL: .entry size2_release(
// PTX: .reqnctapercluster 2, 1, 1
// PTX-NOT: {{mapa|mbarrier|fence|barrier}}
// PTX: mov.u32 %r[[RANK:[0-9]+]], %cluster_ctarank;
// PTX-NOT: {{mapa|mbarrier|fence|barrier}}
// PTX: mapa.shared::cluster.u64 %rd[[REM1:[0-9]+]], %rd{{[0-9]+}}, %r{{[0-9]+}};
// PTX-NEXT: [[FENCE]];
// PTX-NEXT: mbarrier.expect_tx.relaxed.cluster.shared::cluster.b64 [%rd[[REM1]]], %r[[TX:[0-9]+]];
// PTX-NEXT: mov.u32 %r[[LANE:[0-9]+]], %laneid;
// PTX-NEXT: setp.ne.b32 %p[[P:[0-9]+]], %r[[LANE]], 0;
// PTX-NEXT: @%p[[P]] bra [[L1:\$L__BB[0-9_]+]];
// PTX-NOT: {{mapa|mbarrier|fence|barrier}}
// PTX: ld.shared.b32 %r[[OLD1:[0-9]+]], [%rd[[PH:[0-9]+]]];
// PTX-NEXT: xor.b32 %r[[NEW1:[0-9]+]], %r[[OLD1]], 1;
// PTX-NEXT: st.shared.b32 [%rd[[PH]]], %r[[NEW1]];
// PTX-NEXT: [[L1]]:
// PTX-NEXT: barrier.cluster.arrive.relaxed.aligned;
// PTX-NEXT: barrier.cluster.wait.aligned;
// PTX-NEXT: ret;
llvm.func @size2_release(%b: !llvm.ptr<3>, %p: !llvm.ptr<3>, %tx: i32) attributes {nvvm.kernel, nvvm.cluster_dim = array<i32: 2, 1, 1>} {
  nvsync.dsmem_handshake %b, %p, %tx {cluster_size = 2, explicit_release = true} : !llvm.ptr<3>, !llvm.ptr<3>, i32
  llvm.return
}

// ---- cluster_size = 4: 3 peer(s)
// LL-LABEL: define ptx_kernel void @size4(ptr addrspace(3) %b, ptr addrspace(3) %p, i32 %tx)
// LL-NEXT: entry:
// LL-NEXT: %[[RANK:[a-z0-9.]+]] = call i32 @llvm.nvvm.read.ptx.sreg.cluster.ctarank()
// LL-NEXT: %[[WITHIN:[a-z0-9.]+]] = urem i32 %[[RANK]], 4
// LL-NEXT: %[[BASE:[a-z0-9.]+]] = sub i32 %[[RANK]], %[[WITHIN]]
// LL-NEXT: %[[SUM1:[a-z0-9.]+]] = add i32 %[[WITHIN]], 1
// LL-NEXT: %[[OFF1:[a-z0-9.]+]] = urem i32 %[[SUM1]], 4
// LL-NEXT: %[[PEER1:[a-z0-9.]+]] = add i32 %[[BASE]], %[[OFF1]]
// LL-NEXT: %[[REM1:[a-z0-9.]+]] = call ptr addrspace(7) @llvm.nvvm.mapa.shared.cluster(ptr addrspace(3) %b, i32 %[[PEER1]])
// LL-NEXT: call void @llvm.nvvm.mbarrier.expect.tx.scope.cluster.space.cluster(ptr addrspace(7) %[[REM1]], i32 %tx)
// LL-NEXT: %[[LANE1:[a-z0-9.]+]] = call i32 @llvm.nvvm.read.ptx.sreg.laneid()
// LL-NEXT: %[[M1:[a-z0-9.]+]] = icmp eq i32 %[[LANE1]], 0
// LL-NEXT: br i1 %[[M1]], label %[[FLIP1:[a-z0-9.]+]], label %[[DONE1:[a-z0-9.]+]]
// LL-EMPTY:
// LL-NEXT: [[FLIP1]]:
// LL-NEXT: %[[OLD1:[a-z0-9.]+]] = load i32, ptr addrspace(3) %p, align 4
// LL-NEXT: %[[NEW1:[a-z0-9.]+]] = xor i32 %[[OLD1]], 1
// LL-NEXT: store i32 %[[NEW1]], ptr addrspace(3) %p, align 4
// LL-NEXT: br label %[[DONE1]]
// LL-EMPTY:
// LL-NEXT: [[DONE1]]:
// LL-NEXT: %[[SUM2:[a-z0-9.]+]] = add i32 %[[WITHIN]], 2
// LL-NEXT: %[[OFF2:[a-z0-9.]+]] = urem i32 %[[SUM2]], 4
// LL-NEXT: %[[PEER2:[a-z0-9.]+]] = add i32 %[[BASE]], %[[OFF2]]
// LL-NEXT: %[[REM2:[a-z0-9.]+]] = call ptr addrspace(7) @llvm.nvvm.mapa.shared.cluster(ptr addrspace(3) %b, i32 %[[PEER2]])
// LL-NEXT: call void @llvm.nvvm.mbarrier.expect.tx.scope.cluster.space.cluster(ptr addrspace(7) %[[REM2]], i32 %tx)
// LL-NEXT: %[[LANE2:[a-z0-9.]+]] = call i32 @llvm.nvvm.read.ptx.sreg.laneid()
// LL-NEXT: %[[M2:[a-z0-9.]+]] = icmp eq i32 %[[LANE2]], 0
// LL-NEXT: br i1 %[[M2]], label %[[FLIP2:[a-z0-9.]+]], label %[[DONE2:[a-z0-9.]+]]
// LL-EMPTY:
// LL-NEXT: [[FLIP2]]:
// LL-NEXT: %[[OLD2:[a-z0-9.]+]] = load i32, ptr addrspace(3) %p, align 4
// LL-NEXT: %[[NEW2:[a-z0-9.]+]] = xor i32 %[[OLD2]], 1
// LL-NEXT: store i32 %[[NEW2]], ptr addrspace(3) %p, align 4
// LL-NEXT: br label %[[DONE2]]
// LL-EMPTY:
// LL-NEXT: [[DONE2]]:
// LL-NEXT: %[[SUM3:[a-z0-9.]+]] = add i32 %[[WITHIN]], 3
// LL-NEXT: %[[OFF3:[a-z0-9.]+]] = urem i32 %[[SUM3]], 4
// LL-NEXT: %[[PEER3:[a-z0-9.]+]] = add i32 %[[BASE]], %[[OFF3]]
// LL-NEXT: %[[REM3:[a-z0-9.]+]] = call ptr addrspace(7) @llvm.nvvm.mapa.shared.cluster(ptr addrspace(3) %b, i32 %[[PEER3]])
// LL-NEXT: call void @llvm.nvvm.mbarrier.expect.tx.scope.cluster.space.cluster(ptr addrspace(7) %[[REM3]], i32 %tx)
// LL-NEXT: %[[LANE3:[a-z0-9.]+]] = call i32 @llvm.nvvm.read.ptx.sreg.laneid()
// LL-NEXT: %[[M3:[a-z0-9.]+]] = icmp eq i32 %[[LANE3]], 0
// LL-NEXT: br i1 %[[M3]], label %[[FLIP3:[a-z0-9.]+]], label %[[DONE3:[a-z0-9.]+]]
// LL-EMPTY:
// LL-NEXT: [[FLIP3]]:
// LL-NEXT: %[[OLD3:[a-z0-9.]+]] = load i32, ptr addrspace(3) %p, align 4
// LL-NEXT: %[[NEW3:[a-z0-9.]+]] = xor i32 %[[OLD3]], 1
// LL-NEXT: store i32 %[[NEW3]], ptr addrspace(3) %p, align 4
// LL-NEXT: br label %[[DONE3]]
// LL-EMPTY:
// LL-NEXT: [[DONE3]]:
// LL-NEXT: call void @llvm.nvvm.barrier.cluster.arrive.aligned()
// LL-NEXT: call void @llvm.nvvm.barrier.cluster.wait.aligned()
// LL-NEXT: ret void
// LL-NEXT: }
// PTX-LABEL: .entry size4(
// PTX: .reqnctapercluster 4, 1, 1
// PTX-NOT: {{mapa|mbarrier|fence|barrier}}
// PTX: mov.u32 %r[[RANK:[0-9]+]], %cluster_ctarank;
// PTX-NOT: {{mapa|mbarrier|fence|barrier}}
// PTX: mapa.shared::cluster.u64 %rd[[REM1:[0-9]+]], %rd{{[0-9]+}}, %r{{[0-9]+}};
// PTX-NEXT: mbarrier.expect_tx.relaxed.cluster.shared::cluster.b64 [%rd[[REM1]]], %r[[TX:[0-9]+]];
// PTX-NEXT: mov.u32 %r[[LANE:[0-9]+]], %laneid;
// PTX-NEXT: setp.ne.b32 %p[[P:[0-9]+]], %r[[LANE]], 0;
// PTX-NEXT: @%p[[P]] bra [[L1:\$L__BB[0-9_]+]];
// PTX-NOT: {{mapa|mbarrier|fence|barrier}}
// PTX: ld.shared.b32 %r[[OLD1:[0-9]+]], [%rd[[PH:[0-9]+]]];
// PTX-NEXT: xor.b32 %r[[NEW1:[0-9]+]], %r[[OLD1]], 1;
// PTX-NEXT: st.shared.b32 [%rd[[PH]]], %r[[NEW1]];
// PTX-NEXT: [[L1]]:
// PTX-NOT: {{mapa|mbarrier|fence|barrier}}
// PTX: mapa.shared::cluster.u64 %rd[[REM2:[0-9]+]], %rd{{[0-9]+}}, %r{{[0-9]+}};
// PTX-NEXT: mbarrier.expect_tx.relaxed.cluster.shared::cluster.b64 [%rd[[REM2]]], %r[[TX]];
// PTX-NEXT: @%p[[P]] bra [[L2:\$L__BB[0-9_]+]];
// PTX-NEXT: ld.shared.b32 %r[[OLD2:[0-9]+]], [%rd[[PH]]];
// PTX-NEXT: xor.b32 %r[[NEW2:[0-9]+]], %r[[OLD2]], 1;
// PTX-NEXT: st.shared.b32 [%rd[[PH]]], %r[[NEW2]];
// PTX-NEXT: [[L2]]:
// PTX-NOT: {{mapa|mbarrier|fence|barrier}}
// PTX: mapa.shared::cluster.u64 %rd[[REM3:[0-9]+]], %rd{{[0-9]+}}, %r{{[0-9]+}};
// PTX-NEXT: mbarrier.expect_tx.relaxed.cluster.shared::cluster.b64 [%rd[[REM3]]], %r[[TX]];
// PTX-NEXT: @%p[[P]] bra [[L3:\$L__BB[0-9_]+]];
// PTX-NEXT: ld.shared.b32 %r[[OLD3:[0-9]+]], [%rd[[PH]]];
// PTX-NEXT: xor.b32 %r[[NEW3:[0-9]+]], %r[[OLD3]], 1;
// PTX-NEXT: st.shared.b32 [%rd[[PH]]], %r[[NEW3]];
// PTX-NEXT: [[L3]]:
// PTX-NEXT: barrier.cluster.arrive.aligned;
// PTX-NEXT: barrier.cluster.wait.aligned;
// PTX-NEXT: ret;
llvm.func @size4(%b: !llvm.ptr<3>, %p: !llvm.ptr<3>, %tx: i32) attributes {nvvm.kernel, nvvm.cluster_dim = array<i32: 4, 1, 1>} {
  nvsync.dsmem_handshake %b, %p, %tx {cluster_size = 4} : !llvm.ptr<3>, !llvm.ptr<3>, i32
  llvm.return
}

// ---- cluster_size = 4, explicit_release: 3 peer(s)
// LL-LABEL: define ptx_kernel void @size4_release(ptr addrspace(3) %b, ptr addrspace(3) %p, i32 %tx)
// LL-NEXT: entry:
// LL-NEXT: %[[RANK:[a-z0-9.]+]] = call i32 @llvm.nvvm.read.ptx.sreg.cluster.ctarank()
// LL-NEXT: %[[WITHIN:[a-z0-9.]+]] = urem i32 %[[RANK]], 4
// LL-NEXT: %[[BASE:[a-z0-9.]+]] = sub i32 %[[RANK]], %[[WITHIN]]
// LL-NEXT: %[[SUM1:[a-z0-9.]+]] = add i32 %[[WITHIN]], 1
// LL-NEXT: %[[OFF1:[a-z0-9.]+]] = urem i32 %[[SUM1]], 4
// LL-NEXT: %[[PEER1:[a-z0-9.]+]] = add i32 %[[BASE]], %[[OFF1]]
// LL-NEXT: %[[REM1:[a-z0-9.]+]] = call ptr addrspace(7) @llvm.nvvm.mapa.shared.cluster(ptr addrspace(3) %b, i32 %[[PEER1]])
// LL-NEXT: fence syncscope("cluster") release
// LL-NEXT: call void @llvm.nvvm.mbarrier.expect.tx.scope.cluster.space.cluster(ptr addrspace(7) %[[REM1]], i32 %tx)
// LL-NEXT: %[[LANE1:[a-z0-9.]+]] = call i32 @llvm.nvvm.read.ptx.sreg.laneid()
// LL-NEXT: %[[M1:[a-z0-9.]+]] = icmp eq i32 %[[LANE1]], 0
// LL-NEXT: br i1 %[[M1]], label %[[FLIP1:[a-z0-9.]+]], label %[[DONE1:[a-z0-9.]+]]
// LL-EMPTY:
// LL-NEXT: [[FLIP1]]:
// LL-NEXT: %[[OLD1:[a-z0-9.]+]] = load i32, ptr addrspace(3) %p, align 4
// LL-NEXT: %[[NEW1:[a-z0-9.]+]] = xor i32 %[[OLD1]], 1
// LL-NEXT: store i32 %[[NEW1]], ptr addrspace(3) %p, align 4
// LL-NEXT: br label %[[DONE1]]
// LL-EMPTY:
// LL-NEXT: [[DONE1]]:
// LL-NEXT: %[[SUM2:[a-z0-9.]+]] = add i32 %[[WITHIN]], 2
// LL-NEXT: %[[OFF2:[a-z0-9.]+]] = urem i32 %[[SUM2]], 4
// LL-NEXT: %[[PEER2:[a-z0-9.]+]] = add i32 %[[BASE]], %[[OFF2]]
// LL-NEXT: %[[REM2:[a-z0-9.]+]] = call ptr addrspace(7) @llvm.nvvm.mapa.shared.cluster(ptr addrspace(3) %b, i32 %[[PEER2]])
// LL-NEXT: fence syncscope("cluster") release
// LL-NEXT: call void @llvm.nvvm.mbarrier.expect.tx.scope.cluster.space.cluster(ptr addrspace(7) %[[REM2]], i32 %tx)
// LL-NEXT: %[[LANE2:[a-z0-9.]+]] = call i32 @llvm.nvvm.read.ptx.sreg.laneid()
// LL-NEXT: %[[M2:[a-z0-9.]+]] = icmp eq i32 %[[LANE2]], 0
// LL-NEXT: br i1 %[[M2]], label %[[FLIP2:[a-z0-9.]+]], label %[[DONE2:[a-z0-9.]+]]
// LL-EMPTY:
// LL-NEXT: [[FLIP2]]:
// LL-NEXT: %[[OLD2:[a-z0-9.]+]] = load i32, ptr addrspace(3) %p, align 4
// LL-NEXT: %[[NEW2:[a-z0-9.]+]] = xor i32 %[[OLD2]], 1
// LL-NEXT: store i32 %[[NEW2]], ptr addrspace(3) %p, align 4
// LL-NEXT: br label %[[DONE2]]
// LL-EMPTY:
// LL-NEXT: [[DONE2]]:
// LL-NEXT: %[[SUM3:[a-z0-9.]+]] = add i32 %[[WITHIN]], 3
// LL-NEXT: %[[OFF3:[a-z0-9.]+]] = urem i32 %[[SUM3]], 4
// LL-NEXT: %[[PEER3:[a-z0-9.]+]] = add i32 %[[BASE]], %[[OFF3]]
// LL-NEXT: %[[REM3:[a-z0-9.]+]] = call ptr addrspace(7) @llvm.nvvm.mapa.shared.cluster(ptr addrspace(3) %b, i32 %[[PEER3]])
// LL-NEXT: fence syncscope("cluster") release
// LL-NEXT: call void @llvm.nvvm.mbarrier.expect.tx.scope.cluster.space.cluster(ptr addrspace(7) %[[REM3]], i32 %tx)
// LL-NEXT: %[[LANE3:[a-z0-9.]+]] = call i32 @llvm.nvvm.read.ptx.sreg.laneid()
// LL-NEXT: %[[M3:[a-z0-9.]+]] = icmp eq i32 %[[LANE3]], 0
// LL-NEXT: br i1 %[[M3]], label %[[FLIP3:[a-z0-9.]+]], label %[[DONE3:[a-z0-9.]+]]
// LL-EMPTY:
// LL-NEXT: [[FLIP3]]:
// LL-NEXT: %[[OLD3:[a-z0-9.]+]] = load i32, ptr addrspace(3) %p, align 4
// LL-NEXT: %[[NEW3:[a-z0-9.]+]] = xor i32 %[[OLD3]], 1
// LL-NEXT: store i32 %[[NEW3]], ptr addrspace(3) %p, align 4
// LL-NEXT: br label %[[DONE3]]
// LL-EMPTY:
// LL-NEXT: [[DONE3]]:
// LL-NEXT: call void @llvm.nvvm.barrier.cluster.arrive.relaxed.aligned()
// LL-NEXT: call void @llvm.nvvm.barrier.cluster.wait.aligned()
// LL-NEXT: ret void
// LL-NEXT: }
// PTX-LABEL: .entry size4_release(
// PTX: .reqnctapercluster 4, 1, 1
// PTX-NOT: {{mapa|mbarrier|fence|barrier}}
// PTX: mov.u32 %r[[RANK:[0-9]+]], %cluster_ctarank;
// PTX-NOT: {{mapa|mbarrier|fence|barrier}}
// PTX: mapa.shared::cluster.u64 %rd[[REM1:[0-9]+]], %rd{{[0-9]+}}, %r{{[0-9]+}};
// PTX-NEXT: [[FENCE]];
// PTX-NEXT: mbarrier.expect_tx.relaxed.cluster.shared::cluster.b64 [%rd[[REM1]]], %r[[TX:[0-9]+]];
// PTX-NEXT: mov.u32 %r[[LANE:[0-9]+]], %laneid;
// PTX-NEXT: setp.ne.b32 %p[[P:[0-9]+]], %r[[LANE]], 0;
// PTX-NEXT: @%p[[P]] bra [[L1:\$L__BB[0-9_]+]];
// PTX-NOT: {{mapa|mbarrier|fence|barrier}}
// PTX: ld.shared.b32 %r[[OLD1:[0-9]+]], [%rd[[PH:[0-9]+]]];
// PTX-NEXT: xor.b32 %r[[NEW1:[0-9]+]], %r[[OLD1]], 1;
// PTX-NEXT: st.shared.b32 [%rd[[PH]]], %r[[NEW1]];
// PTX-NEXT: [[L1]]:
// PTX-NOT: {{mapa|mbarrier|fence|barrier}}
// PTX: mapa.shared::cluster.u64 %rd[[REM2:[0-9]+]], %rd{{[0-9]+}}, %r{{[0-9]+}};
// PTX-NEXT: [[FENCE]];
// PTX-NEXT: mbarrier.expect_tx.relaxed.cluster.shared::cluster.b64 [%rd[[REM2]]], %r[[TX]];
// PTX-NEXT: @%p[[P]] bra [[L2:\$L__BB[0-9_]+]];
// PTX-NEXT: ld.shared.b32 %r[[OLD2:[0-9]+]], [%rd[[PH]]];
// PTX-NEXT: xor.b32 %r[[NEW2:[0-9]+]], %r[[OLD2]], 1;
// PTX-NEXT: st.shared.b32 [%rd[[PH]]], %r[[NEW2]];
// PTX-NEXT: [[L2]]:
// PTX-NOT: {{mapa|mbarrier|fence|barrier}}
// PTX: mapa.shared::cluster.u64 %rd[[REM3:[0-9]+]], %rd{{[0-9]+}}, %r{{[0-9]+}};
// PTX-NEXT: [[FENCE]];
// PTX-NEXT: mbarrier.expect_tx.relaxed.cluster.shared::cluster.b64 [%rd[[REM3]]], %r[[TX]];
// PTX-NEXT: @%p[[P]] bra [[L3:\$L__BB[0-9_]+]];
// PTX-NEXT: ld.shared.b32 %r[[OLD3:[0-9]+]], [%rd[[PH]]];
// PTX-NEXT: xor.b32 %r[[NEW3:[0-9]+]], %r[[OLD3]], 1;
// PTX-NEXT: st.shared.b32 [%rd[[PH]]], %r[[NEW3]];
// PTX-NEXT: [[L3]]:
// PTX-NEXT: barrier.cluster.arrive.relaxed.aligned;
// PTX-NEXT: barrier.cluster.wait.aligned;
// PTX-NEXT: ret;
llvm.func @size4_release(%b: !llvm.ptr<3>, %p: !llvm.ptr<3>, %tx: i32) attributes {nvvm.kernel, nvvm.cluster_dim = array<i32: 4, 1, 1>} {
  nvsync.dsmem_handshake %b, %p, %tx {cluster_size = 4, explicit_release = true} : !llvm.ptr<3>, !llvm.ptr<3>, i32
  llvm.return
}
