// nvsync.dsmem_handshake (spec 000, DSMEM Transaction Handshake) for
// cluster_size 1, 2 and 4, with and without explicit_release.
//
// Every thread of every CTA runs the op, but the publication and the phase
// flip are the CTA's: they run once, on the leader thread (tid.x | tid.y |
// tid.z == 0). Inside the leader's block: cluster.ctarank (once), per peer CTA
// base + (rank mod N + i) mod N, i = 1..N-1: add/urem for the peer rank,
// mapa.shared.cluster (a ptr addrspace(7), never a generic addrspacecast) and
// expect_tx at cluster scope on the peer's barrier; then ONE phase flip. After
// the join, every thread: the release fence only with explicit_release, then
// exactly one cluster arrive (relaxed after the explicit fence, else the
// releasing one) and the wait. So each peer barrier expects txBytes once per
// peer CTA (not once per thread), and the flips cannot cancel.
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
// Counts per kernel: one leader test, N-1 expect_tx and one flip store each.
// RUN: %nvvm-lower %s --target sm_90 | awk '/^.visible .entry/{k=$3} /setp.ne.b32/{t[k]++} /mbarrier.expect_tx/{e[k]++} /st.shared.b32/{s[k]++} /barrier.cluster.arrive/{a[k]++} END{for(k in t) print k, t[k]+0, e[k]+0, s[k]+0, a[k]+0}' | sort | %FileCheck %s --check-prefix=COUNT
// COUNT: size1(   1 0 1 0
// COUNT-NEXT: size1_release( 1 0 1 0
// COUNT-NEXT: size2(   1 1 1 1
// COUNT-NEXT: size2_in4( 1 1 1 1
// COUNT-NEXT: size2_release( 1 1 1 1
// COUNT-NEXT: size4(   1 3 1 1
// COUNT-NEXT: size4_release( 1 3 1 1

// V80: .version 8.0
// V86: .version 8.6

// The shared::cluster pointer from mapa goes straight to expect_tx.
// NOCAST-NOT: addrspacecast
// NOCAST-NOT: ptr addrspace(0)
// At PTX 8.0 the release fence is acq_rel (fence.release needs PTX 8.6), and
// at 8.6 it is the plain release.
// NOREL-NOT: fence.release
// NOACQREL-NOT: fence.acq_rel

// ---- cluster_size = 1: the leader's phase flip only, no cluster instruction (spec 000 describes a plain flip; the phase word is the CTA's, so one thread flips it, and threads that read it must cross a CTA barrier first)
// LL-LABEL: define ptx_kernel void @size1(ptr addrspace(3) %b, ptr addrspace(3) %p, i32 %tx)
// LL-NEXT: entry:
// LL-NEXT: %[[X1:[a-z0-9.]+]] = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
// LL-NEXT: %[[Y1:[a-z0-9.]+]] = call i32 @llvm.nvvm.read.ptx.sreg.tid.y()
// LL-NEXT: %[[XY1:[a-z0-9.]+]] = or i32 %[[X1]], %[[Y1]]
// LL-NEXT: %[[Z1:[a-z0-9.]+]] = call i32 @llvm.nvvm.read.ptx.sreg.tid.z()
// LL-NEXT: %[[T1:[a-z0-9.]+]] = or i32 %[[XY1]], %[[Z1]]
// LL-NEXT: %[[L1:[a-z0-9.]+]] = icmp eq i32 %[[T1]], 0
// LL-NEXT: br i1 %[[L1]], label %[[LEAD1:[a-z0-9.]+]], label %[[JOIN1:[a-z0-9.]+]]
// LL-EMPTY:
// LL-NEXT: [[LEAD1]]:
// LL-NEXT: %[[OLD1:[a-z0-9.]+]] = load i32, ptr addrspace(3) %p, align 4
// LL-NEXT: %[[NEW1:[a-z0-9.]+]] = xor i32 %[[OLD1]], 1
// LL-NEXT: store i32 %[[NEW1]], ptr addrspace(3) %p, align 4
// LL-NEXT: br label %[[JOIN1]]
// LL-EMPTY:
// LL-NEXT: [[JOIN1]]:
// LL-NEXT: ret void
// LL-NEXT: }
// PTX-LABEL: .entry size1(
// PTX-NOT: {{cluster|mapa|mbarrier|fence|barrier}}
// PTX: mov.u32 %r[[X:[0-9]+]], %tid.x;
// PTX-NEXT: mov.u32 %r[[Y:[0-9]+]], %tid.y;
// PTX-NEXT: or.b32 %r[[XY:[0-9]+]], %r[[X]], %r[[Y]];
// PTX-NEXT: mov.u32 %r[[Z:[0-9]+]], %tid.z;
// PTX-NEXT: or.b32 %r[[T:[0-9]+]], %r[[XY]], %r[[Z]];
// PTX-NEXT: setp.ne.b32 %p[[P:[0-9]+]], %r[[T]], 0;
// PTX-NEXT: @%p[[P]] bra [[J:\$L__BB[0-9_]+]];
// PTX-NOT: {{cluster|mapa|mbarrier|fence|barrier}}
// PTX: ld.shared.b32 %r[[OLD:[0-9]+]], [%rd[[PH:[0-9]+]]];
// PTX-NEXT: xor.b32 %r[[NEW:[0-9]+]], %r[[OLD]], 1;
// PTX-NEXT: st.shared.b32 [%rd[[PH]]], %r[[NEW]];
// PTX-NEXT: [[J]]:
// PTX-NEXT: ret;
llvm.func @size1(%b: !llvm.ptr<3>, %p: !llvm.ptr<3>, %tx: i32) attributes {nvvm.kernel} {
  nvsync.dsmem_handshake %b, %p, %tx {cluster_size = 1} : !llvm.ptr<3>, !llvm.ptr<3>, i32
  llvm.return
}

// ---- cluster_size = 1 with explicit_release: still no fence, nothing cluster-wide
// LL-LABEL: define ptx_kernel void @size1_release(ptr addrspace(3) %b, ptr addrspace(3) %p, i32 %tx)
// LL-NEXT: entry:
// LL-NEXT: %[[X2:[a-z0-9.]+]] = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
// LL-NEXT: %[[Y2:[a-z0-9.]+]] = call i32 @llvm.nvvm.read.ptx.sreg.tid.y()
// LL-NEXT: %[[XY2:[a-z0-9.]+]] = or i32 %[[X2]], %[[Y2]]
// LL-NEXT: %[[Z2:[a-z0-9.]+]] = call i32 @llvm.nvvm.read.ptx.sreg.tid.z()
// LL-NEXT: %[[T2:[a-z0-9.]+]] = or i32 %[[XY2]], %[[Z2]]
// LL-NEXT: %[[L2:[a-z0-9.]+]] = icmp eq i32 %[[T2]], 0
// LL-NEXT: br i1 %[[L2]], label %[[LEAD2:[a-z0-9.]+]], label %[[JOIN2:[a-z0-9.]+]]
// LL-EMPTY:
// LL-NEXT: [[LEAD2]]:
// LL-NEXT: %[[OLD2:[a-z0-9.]+]] = load i32, ptr addrspace(3) %p, align 4
// LL-NEXT: %[[NEW2:[a-z0-9.]+]] = xor i32 %[[OLD2]], 1
// LL-NEXT: store i32 %[[NEW2]], ptr addrspace(3) %p, align 4
// LL-NEXT: br label %[[JOIN2]]
// LL-EMPTY:
// LL-NEXT: [[JOIN2]]:
// LL-NEXT: ret void
// LL-NEXT: }
// PTX-LABEL: .entry size1_release(
// PTX-NOT: {{cluster|mapa|mbarrier|fence|barrier}}
// PTX: mov.u32 %r[[X:[0-9]+]], %tid.x;
// PTX-NEXT: mov.u32 %r[[Y:[0-9]+]], %tid.y;
// PTX-NEXT: or.b32 %r[[XY:[0-9]+]], %r[[X]], %r[[Y]];
// PTX-NEXT: mov.u32 %r[[Z:[0-9]+]], %tid.z;
// PTX-NEXT: or.b32 %r[[T:[0-9]+]], %r[[XY]], %r[[Z]];
// PTX-NEXT: setp.ne.b32 %p[[P:[0-9]+]], %r[[T]], 0;
// PTX-NEXT: @%p[[P]] bra [[J:\$L__BB[0-9_]+]];
// PTX-NOT: {{cluster|mapa|mbarrier|fence|barrier}}
// PTX: ld.shared.b32 %r[[OLD:[0-9]+]], [%rd[[PH:[0-9]+]]];
// PTX-NEXT: xor.b32 %r[[NEW:[0-9]+]], %r[[OLD]], 1;
// PTX-NEXT: st.shared.b32 [%rd[[PH]]], %r[[NEW]];
// PTX-NEXT: [[J]]:
// PTX-NEXT: ret;
llvm.func @size1_release(%b: !llvm.ptr<3>, %p: !llvm.ptr<3>, %tx: i32) attributes {nvvm.kernel} {
  nvsync.dsmem_handshake %b, %p, %tx {cluster_size = 1, explicit_release = true} : !llvm.ptr<3>, !llvm.ptr<3>, i32
  llvm.return
}

// ---- cluster_size = 2: 1 peer
// LL-LABEL: define ptx_kernel void @size2(ptr addrspace(3) %b, ptr addrspace(3) %p, i32 %tx)
// LL-NEXT: entry:
// LL-NEXT: %[[X3:[a-z0-9.]+]] = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
// LL-NEXT: %[[Y3:[a-z0-9.]+]] = call i32 @llvm.nvvm.read.ptx.sreg.tid.y()
// LL-NEXT: %[[XY3:[a-z0-9.]+]] = or i32 %[[X3]], %[[Y3]]
// LL-NEXT: %[[Z3:[a-z0-9.]+]] = call i32 @llvm.nvvm.read.ptx.sreg.tid.z()
// LL-NEXT: %[[T3:[a-z0-9.]+]] = or i32 %[[XY3]], %[[Z3]]
// LL-NEXT: %[[L3:[a-z0-9.]+]] = icmp eq i32 %[[T3]], 0
// LL-NEXT: br i1 %[[L3]], label %[[LEAD3:[a-z0-9.]+]], label %[[JOIN3:[a-z0-9.]+]]
// LL-EMPTY:
// LL-NEXT: [[LEAD3]]:
// LL-NEXT: %[[RANK3:[a-z0-9.]+]] = call i32 @llvm.nvvm.read.ptx.sreg.cluster.ctarank()
// LL-NEXT: %[[WITHIN3:[a-z0-9.]+]] = urem i32 %[[RANK3]], 2
// LL-NEXT: %[[BASE3:[a-z0-9.]+]] = sub i32 %[[RANK3]], %[[WITHIN3]]
// LL-NEXT: %[[SUM3_1:[a-z0-9.]+]] = add i32 %[[WITHIN3]], 1
// LL-NEXT: %[[OFF3_1:[a-z0-9.]+]] = urem i32 %[[SUM3_1]], 2
// LL-NEXT: %[[PEER3_1:[a-z0-9.]+]] = add i32 %[[BASE3]], %[[OFF3_1]]
// LL-NEXT: %[[REM3_1:[a-z0-9.]+]] = call ptr addrspace(7) @llvm.nvvm.mapa.shared.cluster(ptr addrspace(3) %b, i32 %[[PEER3_1]])
// LL-NEXT: call void @llvm.nvvm.mbarrier.expect.tx.scope.cluster.space.cluster(ptr addrspace(7) %[[REM3_1]], i32 %tx)
// LL-NEXT: %[[OLD3:[a-z0-9.]+]] = load i32, ptr addrspace(3) %p, align 4
// LL-NEXT: %[[NEW3:[a-z0-9.]+]] = xor i32 %[[OLD3]], 1
// LL-NEXT: store i32 %[[NEW3]], ptr addrspace(3) %p, align 4
// LL-NEXT: br label %[[JOIN3]]
// LL-EMPTY:
// LL-NEXT: [[JOIN3]]:
// LL-NEXT: call void @llvm.nvvm.barrier.cluster.arrive.aligned()
// LL-NEXT: call void @llvm.nvvm.barrier.cluster.wait.aligned()
// LL-NEXT: ret void
// LL-NEXT: }
// PTX-LABEL: .entry size2(
// PTX: .reqnctapercluster 2, 1, 1
// PTX-NOT: {{cluster|mapa|mbarrier|fence|barrier}}
// PTX: mov.u32 %r[[X:[0-9]+]], %tid.x;
// PTX-NEXT: mov.u32 %r[[Y:[0-9]+]], %tid.y;
// PTX-NEXT: or.b32 %r[[XY:[0-9]+]], %r[[X]], %r[[Y]];
// PTX-NEXT: mov.u32 %r[[Z:[0-9]+]], %tid.z;
// PTX-NEXT: or.b32 %r[[T:[0-9]+]], %r[[XY]], %r[[Z]];
// PTX-NEXT: setp.ne.b32 %p[[P:[0-9]+]], %r[[T]], 0;
// PTX-NEXT: @%p[[P]] bra [[J:\$L__BB[0-9_]+]];
// PTX: mov.u32 %r{{[0-9]+}}, %cluster_ctarank;
// PTX: mapa.shared::cluster.u64 %rd[[REM1:[0-9]+]], %rd{{[0-9]+}}, %r{{[0-9]+}};
// PTX-NEXT: mbarrier.expect_tx.relaxed.cluster.shared::cluster.b64 [%rd[[REM1]]], %r{{[0-9]+}};
// PTX-NOT: {{cluster|mapa|mbarrier|fence|barrier}}
// PTX: ld.shared.b32 %r[[OLD:[0-9]+]], [%rd[[PH:[0-9]+]]];
// PTX-NEXT: xor.b32 %r[[NEW:[0-9]+]], %r[[OLD]], 1;
// PTX-NEXT: st.shared.b32 [%rd[[PH]]], %r[[NEW]];
// PTX-NEXT: [[J]]:
// PTX-NEXT: barrier.cluster.arrive.aligned;
// PTX-NEXT: barrier.cluster.wait.aligned;
// PTX-NEXT: ret;
llvm.func @size2(%b: !llvm.ptr<3>, %p: !llvm.ptr<3>, %tx: i32) attributes {nvvm.kernel, nvvm.cluster_dim = array<i32: 2, 1, 1>} {
  nvsync.dsmem_handshake %b, %p, %tx {cluster_size = 2} : !llvm.ptr<3>, !llvm.ptr<3>, i32
  llvm.return
}

// ---- cluster_size = 2, explicit_release: the fence after the publication, in every thread, then the relaxed arrive
// LL-LABEL: define ptx_kernel void @size2_release(ptr addrspace(3) %b, ptr addrspace(3) %p, i32 %tx)
// LL-NEXT: entry:
// LL-NEXT: %[[X4:[a-z0-9.]+]] = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
// LL-NEXT: %[[Y4:[a-z0-9.]+]] = call i32 @llvm.nvvm.read.ptx.sreg.tid.y()
// LL-NEXT: %[[XY4:[a-z0-9.]+]] = or i32 %[[X4]], %[[Y4]]
// LL-NEXT: %[[Z4:[a-z0-9.]+]] = call i32 @llvm.nvvm.read.ptx.sreg.tid.z()
// LL-NEXT: %[[T4:[a-z0-9.]+]] = or i32 %[[XY4]], %[[Z4]]
// LL-NEXT: %[[L4:[a-z0-9.]+]] = icmp eq i32 %[[T4]], 0
// LL-NEXT: br i1 %[[L4]], label %[[LEAD4:[a-z0-9.]+]], label %[[JOIN4:[a-z0-9.]+]]
// LL-EMPTY:
// LL-NEXT: [[LEAD4]]:
// LL-NEXT: %[[RANK4:[a-z0-9.]+]] = call i32 @llvm.nvvm.read.ptx.sreg.cluster.ctarank()
// LL-NEXT: %[[WITHIN4:[a-z0-9.]+]] = urem i32 %[[RANK4]], 2
// LL-NEXT: %[[BASE4:[a-z0-9.]+]] = sub i32 %[[RANK4]], %[[WITHIN4]]
// LL-NEXT: %[[SUM4_1:[a-z0-9.]+]] = add i32 %[[WITHIN4]], 1
// LL-NEXT: %[[OFF4_1:[a-z0-9.]+]] = urem i32 %[[SUM4_1]], 2
// LL-NEXT: %[[PEER4_1:[a-z0-9.]+]] = add i32 %[[BASE4]], %[[OFF4_1]]
// LL-NEXT: %[[REM4_1:[a-z0-9.]+]] = call ptr addrspace(7) @llvm.nvvm.mapa.shared.cluster(ptr addrspace(3) %b, i32 %[[PEER4_1]])
// LL-NEXT: call void @llvm.nvvm.mbarrier.expect.tx.scope.cluster.space.cluster(ptr addrspace(7) %[[REM4_1]], i32 %tx)
// LL-NEXT: %[[OLD4:[a-z0-9.]+]] = load i32, ptr addrspace(3) %p, align 4
// LL-NEXT: %[[NEW4:[a-z0-9.]+]] = xor i32 %[[OLD4]], 1
// LL-NEXT: store i32 %[[NEW4]], ptr addrspace(3) %p, align 4
// LL-NEXT: br label %[[JOIN4]]
// LL-EMPTY:
// LL-NEXT: [[JOIN4]]:
// LL-NEXT: fence syncscope("cluster") release
// LL-NEXT: call void @llvm.nvvm.barrier.cluster.arrive.relaxed.aligned()
// LL-NEXT: call void @llvm.nvvm.barrier.cluster.wait.aligned()
// LL-NEXT: ret void
// LL-NEXT: }
// PTX-LABEL: .entry size2_release(
// PTX: .reqnctapercluster 2, 1, 1
// PTX-NOT: {{cluster|mapa|mbarrier|fence|barrier}}
// PTX: mov.u32 %r[[X:[0-9]+]], %tid.x;
// PTX-NEXT: mov.u32 %r[[Y:[0-9]+]], %tid.y;
// PTX-NEXT: or.b32 %r[[XY:[0-9]+]], %r[[X]], %r[[Y]];
// PTX-NEXT: mov.u32 %r[[Z:[0-9]+]], %tid.z;
// PTX-NEXT: or.b32 %r[[T:[0-9]+]], %r[[XY]], %r[[Z]];
// PTX-NEXT: setp.ne.b32 %p[[P:[0-9]+]], %r[[T]], 0;
// PTX-NEXT: @%p[[P]] bra [[J:\$L__BB[0-9_]+]];
// PTX: mov.u32 %r{{[0-9]+}}, %cluster_ctarank;
// PTX: mapa.shared::cluster.u64 %rd[[REM1:[0-9]+]], %rd{{[0-9]+}}, %r{{[0-9]+}};
// PTX-NEXT: mbarrier.expect_tx.relaxed.cluster.shared::cluster.b64 [%rd[[REM1]]], %r{{[0-9]+}};
// PTX-NOT: {{cluster|mapa|mbarrier|fence|barrier}}
// PTX: ld.shared.b32 %r[[OLD:[0-9]+]], [%rd[[PH:[0-9]+]]];
// PTX-NEXT: xor.b32 %r[[NEW:[0-9]+]], %r[[OLD]], 1;
// PTX-NEXT: st.shared.b32 [%rd[[PH]]], %r[[NEW]];
// PTX-NEXT: [[J]]:
// PTX-NEXT: [[FENCE]];
// PTX-NEXT: barrier.cluster.arrive.relaxed.aligned;
// PTX-NEXT: barrier.cluster.wait.aligned;
// PTX-NEXT: ret;
llvm.func @size2_release(%b: !llvm.ptr<3>, %p: !llvm.ptr<3>, %tx: i32) attributes {nvvm.kernel, nvvm.cluster_dim = array<i32: 2, 1, 1>} {
  nvsync.dsmem_handshake %b, %p, %tx {cluster_size = 2, explicit_release = true} : !llvm.ptr<3>, !llvm.ptr<3>, i32
  llvm.return
}

// ---- cluster_size = 4: 3 peers
// LL-LABEL: define ptx_kernel void @size4(ptr addrspace(3) %b, ptr addrspace(3) %p, i32 %tx)
// LL-NEXT: entry:
// LL-NEXT: %[[X5:[a-z0-9.]+]] = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
// LL-NEXT: %[[Y5:[a-z0-9.]+]] = call i32 @llvm.nvvm.read.ptx.sreg.tid.y()
// LL-NEXT: %[[XY5:[a-z0-9.]+]] = or i32 %[[X5]], %[[Y5]]
// LL-NEXT: %[[Z5:[a-z0-9.]+]] = call i32 @llvm.nvvm.read.ptx.sreg.tid.z()
// LL-NEXT: %[[T5:[a-z0-9.]+]] = or i32 %[[XY5]], %[[Z5]]
// LL-NEXT: %[[L5:[a-z0-9.]+]] = icmp eq i32 %[[T5]], 0
// LL-NEXT: br i1 %[[L5]], label %[[LEAD5:[a-z0-9.]+]], label %[[JOIN5:[a-z0-9.]+]]
// LL-EMPTY:
// LL-NEXT: [[LEAD5]]:
// LL-NEXT: %[[RANK5:[a-z0-9.]+]] = call i32 @llvm.nvvm.read.ptx.sreg.cluster.ctarank()
// LL-NEXT: %[[WITHIN5:[a-z0-9.]+]] = urem i32 %[[RANK5]], 4
// LL-NEXT: %[[BASE5:[a-z0-9.]+]] = sub i32 %[[RANK5]], %[[WITHIN5]]
// LL-NEXT: %[[SUM5_1:[a-z0-9.]+]] = add i32 %[[WITHIN5]], 1
// LL-NEXT: %[[OFF5_1:[a-z0-9.]+]] = urem i32 %[[SUM5_1]], 4
// LL-NEXT: %[[PEER5_1:[a-z0-9.]+]] = add i32 %[[BASE5]], %[[OFF5_1]]
// LL-NEXT: %[[REM5_1:[a-z0-9.]+]] = call ptr addrspace(7) @llvm.nvvm.mapa.shared.cluster(ptr addrspace(3) %b, i32 %[[PEER5_1]])
// LL-NEXT: call void @llvm.nvvm.mbarrier.expect.tx.scope.cluster.space.cluster(ptr addrspace(7) %[[REM5_1]], i32 %tx)
// LL-NEXT: %[[SUM5_2:[a-z0-9.]+]] = add i32 %[[WITHIN5]], 2
// LL-NEXT: %[[OFF5_2:[a-z0-9.]+]] = urem i32 %[[SUM5_2]], 4
// LL-NEXT: %[[PEER5_2:[a-z0-9.]+]] = add i32 %[[BASE5]], %[[OFF5_2]]
// LL-NEXT: %[[REM5_2:[a-z0-9.]+]] = call ptr addrspace(7) @llvm.nvvm.mapa.shared.cluster(ptr addrspace(3) %b, i32 %[[PEER5_2]])
// LL-NEXT: call void @llvm.nvvm.mbarrier.expect.tx.scope.cluster.space.cluster(ptr addrspace(7) %[[REM5_2]], i32 %tx)
// LL-NEXT: %[[SUM5_3:[a-z0-9.]+]] = add i32 %[[WITHIN5]], 3
// LL-NEXT: %[[OFF5_3:[a-z0-9.]+]] = urem i32 %[[SUM5_3]], 4
// LL-NEXT: %[[PEER5_3:[a-z0-9.]+]] = add i32 %[[BASE5]], %[[OFF5_3]]
// LL-NEXT: %[[REM5_3:[a-z0-9.]+]] = call ptr addrspace(7) @llvm.nvvm.mapa.shared.cluster(ptr addrspace(3) %b, i32 %[[PEER5_3]])
// LL-NEXT: call void @llvm.nvvm.mbarrier.expect.tx.scope.cluster.space.cluster(ptr addrspace(7) %[[REM5_3]], i32 %tx)
// LL-NEXT: %[[OLD5:[a-z0-9.]+]] = load i32, ptr addrspace(3) %p, align 4
// LL-NEXT: %[[NEW5:[a-z0-9.]+]] = xor i32 %[[OLD5]], 1
// LL-NEXT: store i32 %[[NEW5]], ptr addrspace(3) %p, align 4
// LL-NEXT: br label %[[JOIN5]]
// LL-EMPTY:
// LL-NEXT: [[JOIN5]]:
// LL-NEXT: call void @llvm.nvvm.barrier.cluster.arrive.aligned()
// LL-NEXT: call void @llvm.nvvm.barrier.cluster.wait.aligned()
// LL-NEXT: ret void
// LL-NEXT: }
// PTX-LABEL: .entry size4(
// PTX: .reqnctapercluster 4, 1, 1
// PTX-NOT: {{cluster|mapa|mbarrier|fence|barrier}}
// PTX: mov.u32 %r[[X:[0-9]+]], %tid.x;
// PTX-NEXT: mov.u32 %r[[Y:[0-9]+]], %tid.y;
// PTX-NEXT: or.b32 %r[[XY:[0-9]+]], %r[[X]], %r[[Y]];
// PTX-NEXT: mov.u32 %r[[Z:[0-9]+]], %tid.z;
// PTX-NEXT: or.b32 %r[[T:[0-9]+]], %r[[XY]], %r[[Z]];
// PTX-NEXT: setp.ne.b32 %p[[P:[0-9]+]], %r[[T]], 0;
// PTX-NEXT: @%p[[P]] bra [[J:\$L__BB[0-9_]+]];
// PTX: mov.u32 %r{{[0-9]+}}, %cluster_ctarank;
// PTX: mapa.shared::cluster.u64 %rd[[REM1:[0-9]+]], %rd{{[0-9]+}}, %r{{[0-9]+}};
// PTX-NEXT: mbarrier.expect_tx.relaxed.cluster.shared::cluster.b64 [%rd[[REM1]]], %r{{[0-9]+}};
// PTX: mapa.shared::cluster.u64 %rd[[REM2:[0-9]+]], %rd{{[0-9]+}}, %r{{[0-9]+}};
// PTX-NEXT: mbarrier.expect_tx.relaxed.cluster.shared::cluster.b64 [%rd[[REM2]]], %r{{[0-9]+}};
// PTX: mapa.shared::cluster.u64 %rd[[REM3:[0-9]+]], %rd{{[0-9]+}}, %r{{[0-9]+}};
// PTX-NEXT: mbarrier.expect_tx.relaxed.cluster.shared::cluster.b64 [%rd[[REM3]]], %r{{[0-9]+}};
// PTX-NOT: {{cluster|mapa|mbarrier|fence|barrier}}
// PTX: ld.shared.b32 %r[[OLD:[0-9]+]], [%rd[[PH:[0-9]+]]];
// PTX-NEXT: xor.b32 %r[[NEW:[0-9]+]], %r[[OLD]], 1;
// PTX-NEXT: st.shared.b32 [%rd[[PH]]], %r[[NEW]];
// PTX-NEXT: [[J]]:
// PTX-NEXT: barrier.cluster.arrive.aligned;
// PTX-NEXT: barrier.cluster.wait.aligned;
// PTX-NEXT: ret;
llvm.func @size4(%b: !llvm.ptr<3>, %p: !llvm.ptr<3>, %tx: i32) attributes {nvvm.kernel, nvvm.cluster_dim = array<i32: 4, 1, 1>} {
  nvsync.dsmem_handshake %b, %p, %tx {cluster_size = 4} : !llvm.ptr<3>, !llvm.ptr<3>, i32
  llvm.return
}

// ---- cluster_size = 4, explicit_release
// LL-LABEL: define ptx_kernel void @size4_release(ptr addrspace(3) %b, ptr addrspace(3) %p, i32 %tx)
// LL-NEXT: entry:
// LL-NEXT: %[[X6:[a-z0-9.]+]] = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
// LL-NEXT: %[[Y6:[a-z0-9.]+]] = call i32 @llvm.nvvm.read.ptx.sreg.tid.y()
// LL-NEXT: %[[XY6:[a-z0-9.]+]] = or i32 %[[X6]], %[[Y6]]
// LL-NEXT: %[[Z6:[a-z0-9.]+]] = call i32 @llvm.nvvm.read.ptx.sreg.tid.z()
// LL-NEXT: %[[T6:[a-z0-9.]+]] = or i32 %[[XY6]], %[[Z6]]
// LL-NEXT: %[[L6:[a-z0-9.]+]] = icmp eq i32 %[[T6]], 0
// LL-NEXT: br i1 %[[L6]], label %[[LEAD6:[a-z0-9.]+]], label %[[JOIN6:[a-z0-9.]+]]
// LL-EMPTY:
// LL-NEXT: [[LEAD6]]:
// LL-NEXT: %[[RANK6:[a-z0-9.]+]] = call i32 @llvm.nvvm.read.ptx.sreg.cluster.ctarank()
// LL-NEXT: %[[WITHIN6:[a-z0-9.]+]] = urem i32 %[[RANK6]], 4
// LL-NEXT: %[[BASE6:[a-z0-9.]+]] = sub i32 %[[RANK6]], %[[WITHIN6]]
// LL-NEXT: %[[SUM6_1:[a-z0-9.]+]] = add i32 %[[WITHIN6]], 1
// LL-NEXT: %[[OFF6_1:[a-z0-9.]+]] = urem i32 %[[SUM6_1]], 4
// LL-NEXT: %[[PEER6_1:[a-z0-9.]+]] = add i32 %[[BASE6]], %[[OFF6_1]]
// LL-NEXT: %[[REM6_1:[a-z0-9.]+]] = call ptr addrspace(7) @llvm.nvvm.mapa.shared.cluster(ptr addrspace(3) %b, i32 %[[PEER6_1]])
// LL-NEXT: call void @llvm.nvvm.mbarrier.expect.tx.scope.cluster.space.cluster(ptr addrspace(7) %[[REM6_1]], i32 %tx)
// LL-NEXT: %[[SUM6_2:[a-z0-9.]+]] = add i32 %[[WITHIN6]], 2
// LL-NEXT: %[[OFF6_2:[a-z0-9.]+]] = urem i32 %[[SUM6_2]], 4
// LL-NEXT: %[[PEER6_2:[a-z0-9.]+]] = add i32 %[[BASE6]], %[[OFF6_2]]
// LL-NEXT: %[[REM6_2:[a-z0-9.]+]] = call ptr addrspace(7) @llvm.nvvm.mapa.shared.cluster(ptr addrspace(3) %b, i32 %[[PEER6_2]])
// LL-NEXT: call void @llvm.nvvm.mbarrier.expect.tx.scope.cluster.space.cluster(ptr addrspace(7) %[[REM6_2]], i32 %tx)
// LL-NEXT: %[[SUM6_3:[a-z0-9.]+]] = add i32 %[[WITHIN6]], 3
// LL-NEXT: %[[OFF6_3:[a-z0-9.]+]] = urem i32 %[[SUM6_3]], 4
// LL-NEXT: %[[PEER6_3:[a-z0-9.]+]] = add i32 %[[BASE6]], %[[OFF6_3]]
// LL-NEXT: %[[REM6_3:[a-z0-9.]+]] = call ptr addrspace(7) @llvm.nvvm.mapa.shared.cluster(ptr addrspace(3) %b, i32 %[[PEER6_3]])
// LL-NEXT: call void @llvm.nvvm.mbarrier.expect.tx.scope.cluster.space.cluster(ptr addrspace(7) %[[REM6_3]], i32 %tx)
// LL-NEXT: %[[OLD6:[a-z0-9.]+]] = load i32, ptr addrspace(3) %p, align 4
// LL-NEXT: %[[NEW6:[a-z0-9.]+]] = xor i32 %[[OLD6]], 1
// LL-NEXT: store i32 %[[NEW6]], ptr addrspace(3) %p, align 4
// LL-NEXT: br label %[[JOIN6]]
// LL-EMPTY:
// LL-NEXT: [[JOIN6]]:
// LL-NEXT: fence syncscope("cluster") release
// LL-NEXT: call void @llvm.nvvm.barrier.cluster.arrive.relaxed.aligned()
// LL-NEXT: call void @llvm.nvvm.barrier.cluster.wait.aligned()
// LL-NEXT: ret void
// LL-NEXT: }
// PTX-LABEL: .entry size4_release(
// PTX: .reqnctapercluster 4, 1, 1
// PTX-NOT: {{cluster|mapa|mbarrier|fence|barrier}}
// PTX: mov.u32 %r[[X:[0-9]+]], %tid.x;
// PTX-NEXT: mov.u32 %r[[Y:[0-9]+]], %tid.y;
// PTX-NEXT: or.b32 %r[[XY:[0-9]+]], %r[[X]], %r[[Y]];
// PTX-NEXT: mov.u32 %r[[Z:[0-9]+]], %tid.z;
// PTX-NEXT: or.b32 %r[[T:[0-9]+]], %r[[XY]], %r[[Z]];
// PTX-NEXT: setp.ne.b32 %p[[P:[0-9]+]], %r[[T]], 0;
// PTX-NEXT: @%p[[P]] bra [[J:\$L__BB[0-9_]+]];
// PTX: mov.u32 %r{{[0-9]+}}, %cluster_ctarank;
// PTX: mapa.shared::cluster.u64 %rd[[REM1:[0-9]+]], %rd{{[0-9]+}}, %r{{[0-9]+}};
// PTX-NEXT: mbarrier.expect_tx.relaxed.cluster.shared::cluster.b64 [%rd[[REM1]]], %r{{[0-9]+}};
// PTX: mapa.shared::cluster.u64 %rd[[REM2:[0-9]+]], %rd{{[0-9]+}}, %r{{[0-9]+}};
// PTX-NEXT: mbarrier.expect_tx.relaxed.cluster.shared::cluster.b64 [%rd[[REM2]]], %r{{[0-9]+}};
// PTX: mapa.shared::cluster.u64 %rd[[REM3:[0-9]+]], %rd{{[0-9]+}}, %r{{[0-9]+}};
// PTX-NEXT: mbarrier.expect_tx.relaxed.cluster.shared::cluster.b64 [%rd[[REM3]]], %r{{[0-9]+}};
// PTX-NOT: {{cluster|mapa|mbarrier|fence|barrier}}
// PTX: ld.shared.b32 %r[[OLD:[0-9]+]], [%rd[[PH:[0-9]+]]];
// PTX-NEXT: xor.b32 %r[[NEW:[0-9]+]], %r[[OLD]], 1;
// PTX-NEXT: st.shared.b32 [%rd[[PH]]], %r[[NEW]];
// PTX-NEXT: [[J]]:
// PTX-NEXT: [[FENCE]];
// PTX-NEXT: barrier.cluster.arrive.relaxed.aligned;
// PTX-NEXT: barrier.cluster.wait.aligned;
// PTX-NEXT: ret;
llvm.func @size4_release(%b: !llvm.ptr<3>, %p: !llvm.ptr<3>, %tx: i32) attributes {nvvm.kernel, nvvm.cluster_dim = array<i32: 4, 1, 1>} {
  nvsync.dsmem_handshake %b, %p, %tx {cluster_size = 4, explicit_release = true} : !llvm.ptr<3>, !llvm.ptr<3>, i32
  llvm.return
}

// ---- cluster_size = 2 in a 4-CTA cluster: the pairs {0,1} and {2,3}
// LL-LABEL: define ptx_kernel void @size2_in4(ptr addrspace(3) %b, ptr addrspace(3) %p, i32 %tx)
// LL-NEXT: entry:
// LL-NEXT: %[[X7:[a-z0-9.]+]] = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
// LL-NEXT: %[[Y7:[a-z0-9.]+]] = call i32 @llvm.nvvm.read.ptx.sreg.tid.y()
// LL-NEXT: %[[XY7:[a-z0-9.]+]] = or i32 %[[X7]], %[[Y7]]
// LL-NEXT: %[[Z7:[a-z0-9.]+]] = call i32 @llvm.nvvm.read.ptx.sreg.tid.z()
// LL-NEXT: %[[T7:[a-z0-9.]+]] = or i32 %[[XY7]], %[[Z7]]
// LL-NEXT: %[[L7:[a-z0-9.]+]] = icmp eq i32 %[[T7]], 0
// LL-NEXT: br i1 %[[L7]], label %[[LEAD7:[a-z0-9.]+]], label %[[JOIN7:[a-z0-9.]+]]
// LL-EMPTY:
// LL-NEXT: [[LEAD7]]:
// LL-NEXT: %[[RANK7:[a-z0-9.]+]] = call i32 @llvm.nvvm.read.ptx.sreg.cluster.ctarank()
// LL-NEXT: %[[WITHIN7:[a-z0-9.]+]] = urem i32 %[[RANK7]], 2
// LL-NEXT: %[[BASE7:[a-z0-9.]+]] = sub i32 %[[RANK7]], %[[WITHIN7]]
// LL-NEXT: %[[SUM7_1:[a-z0-9.]+]] = add i32 %[[WITHIN7]], 1
// LL-NEXT: %[[OFF7_1:[a-z0-9.]+]] = urem i32 %[[SUM7_1]], 2
// LL-NEXT: %[[PEER7_1:[a-z0-9.]+]] = add i32 %[[BASE7]], %[[OFF7_1]]
// LL-NEXT: %[[REM7_1:[a-z0-9.]+]] = call ptr addrspace(7) @llvm.nvvm.mapa.shared.cluster(ptr addrspace(3) %b, i32 %[[PEER7_1]])
// LL-NEXT: call void @llvm.nvvm.mbarrier.expect.tx.scope.cluster.space.cluster(ptr addrspace(7) %[[REM7_1]], i32 %tx)
// LL-NEXT: %[[OLD7:[a-z0-9.]+]] = load i32, ptr addrspace(3) %p, align 4
// LL-NEXT: %[[NEW7:[a-z0-9.]+]] = xor i32 %[[OLD7]], 1
// LL-NEXT: store i32 %[[NEW7]], ptr addrspace(3) %p, align 4
// LL-NEXT: br label %[[JOIN7]]
// LL-EMPTY:
// LL-NEXT: [[JOIN7]]:
// LL-NEXT: call void @llvm.nvvm.barrier.cluster.arrive.aligned()
// LL-NEXT: call void @llvm.nvvm.barrier.cluster.wait.aligned()
// LL-NEXT: ret void
// LL-NEXT: }
// PTX-LABEL: .entry size2_in4(
// PTX: .reqnctapercluster 4, 1, 1
// PTX-NOT: {{cluster|mapa|mbarrier|fence|barrier}}
// PTX: mov.u32 %r[[X:[0-9]+]], %tid.x;
// PTX-NEXT: mov.u32 %r[[Y:[0-9]+]], %tid.y;
// PTX-NEXT: or.b32 %r[[XY:[0-9]+]], %r[[X]], %r[[Y]];
// PTX-NEXT: mov.u32 %r[[Z:[0-9]+]], %tid.z;
// PTX-NEXT: or.b32 %r[[T:[0-9]+]], %r[[XY]], %r[[Z]];
// PTX-NEXT: setp.ne.b32 %p[[P:[0-9]+]], %r[[T]], 0;
// PTX-NEXT: @%p[[P]] bra [[J:\$L__BB[0-9_]+]];
// PTX: mov.u32 %r{{[0-9]+}}, %cluster_ctarank;
// PTX: mapa.shared::cluster.u64 %rd[[REM1:[0-9]+]], %rd{{[0-9]+}}, %r{{[0-9]+}};
// PTX-NEXT: mbarrier.expect_tx.relaxed.cluster.shared::cluster.b64 [%rd[[REM1]]], %r{{[0-9]+}};
// PTX-NOT: {{cluster|mapa|mbarrier|fence|barrier}}
// PTX: ld.shared.b32 %r[[OLD:[0-9]+]], [%rd[[PH:[0-9]+]]];
// PTX-NEXT: xor.b32 %r[[NEW:[0-9]+]], %r[[OLD]], 1;
// PTX-NEXT: st.shared.b32 [%rd[[PH]]], %r[[NEW]];
// PTX-NEXT: [[J]]:
// PTX-NEXT: barrier.cluster.arrive.aligned;
// PTX-NEXT: barrier.cluster.wait.aligned;
// PTX-NEXT: ret;
llvm.func @size2_in4(%b: !llvm.ptr<3>, %p: !llvm.ptr<3>, %tx: i32) attributes {nvvm.kernel, nvvm.cluster_dim = array<i32: 4, 1, 1>} {
  nvsync.dsmem_handshake %b, %p, %tx {cluster_size = 2} : !llvm.ptr<3>, !llvm.ptr<3>, i32
  llvm.return
}
