// The safety pass (spec 001, "How Tileiras Chooses"): a cluster-scope
// nvvm.mbarrier.expect_tx on a peer's barrier (shared::cluster, via nvvm.mapa)
// with no release before it gets a cluster-scope release fence right before it,
// and one warning[safety]. PTX 8.0 (sm_90a's default) has no fence.release, so
// it is fence.acq_rel.cluster there; --ptx 8.6 prints fence.release.cluster.
// Where a release already precedes it (an explicit fence, a cluster arrive, or
// an arrive.expect_tx which is itself a release) nothing is added.
// RUN: %nvvm-lower %s --target sm_90a 2> %t.err | %FileCheck %s --check-prefixes=PTX,PTX80
// RUN: %FileCheck %s --check-prefix=WARN -DFILE=%s --input-file %t.err
// RUN: %nvvm-lower %s --target sm_90a --ptx 8.6 2> /dev/null | %FileCheck %s --check-prefixes=PTX,PTX86
// RUN: %nvvm-lower %s --target sm_90a --emit llvm-ir 2> /dev/null | %FileCheck %s --check-prefix=LL
// RUN: %nvvm-lower %s --target sm_90a | %ptxas-verify
// RUN: %nvvm-lower %s --target sm_90a --ptx 8.6 | %ptxas-verify

// PTX80: .version 8.0
// PTX86: .version 8.6

// WARN: warning[safety]: an expect_tx on a shared::cluster barrier with no release before it: inserted a cluster-scope release fence (fence.release.cluster; fence.acq_rel.cluster below PTX 8.6)
// WARN-NEXT: ┌─ [[FILE]]:[[@LINE+21]]:3
// WARN: = the peer may otherwise see the transaction count before this CTA's writes; write the fence (llvm.fence syncscope("cluster") release) to make it explicit (spec 001, "How Tileiras Chooses")
// Exactly one warning: the controls below are silent.
// WARN-NOT: warning
// WARN-NOT: error

// LL-LABEL: define void @unreleased(
// LL-NEXT: entry:
// LL-NEXT: %peer = call ptr addrspace(7) @llvm.nvvm.mapa.shared.cluster(ptr addrspace(3) %b, i32 %rank)
// LL-NEXT: fence syncscope("cluster") release
// LL-NEXT: call void @llvm.nvvm.mbarrier.expect.tx.scope.cluster.space.cluster(ptr addrspace(7) %peer, i32 %n)
// LL-NEXT: ret void
// PTX-LABEL: .func unreleased(
// PTX: mapa.shared::cluster.u64 %rd[[P:[0-9]+]], %rd{{[0-9]+}}, %r{{[0-9]+}};
// PTX80-NEXT: fence.acq_rel.cluster;
// PTX86-NEXT: fence.release.cluster;
// PTX-NOT: {{[[:space:]](fence\.|barrier\.cluster)}}
// PTX: mbarrier.expect_tx.relaxed.cluster.shared::cluster.b64 [%rd[[P]]], %r{{[0-9]+}};
// PTX-NEXT: ret;
llvm.func @unreleased(%b: !llvm.ptr<3>, %rank: i32, %n: i32) {
  %peer = nvvm.mapa %b, %rank : !llvm.ptr<3> -> !llvm.ptr<7>
  nvvm.mbarrier.expect_tx %peer, %n {scope = #nvvm.mem_scope<cluster>} : !llvm.ptr<7>, i32
  llvm.return
}

// The user's own release fence: it is printed once, no second one is added.
// LL-LABEL: define void @explicit_fence(
// LL-NEXT: entry:
// LL-NEXT: %peer = call ptr addrspace(7) @llvm.nvvm.mapa.shared.cluster(
// LL-NEXT: fence syncscope("cluster") release
// LL-NEXT: call void @llvm.nvvm.mbarrier.expect.tx.scope.cluster.space.cluster(
// LL-NEXT: ret void
// PTX-LABEL: .func explicit_fence(
// PTX: mapa.shared::cluster.u64
// PTX80-NEXT: fence.acq_rel.cluster;
// PTX86-NEXT: fence.release.cluster;
// PTX-NOT: {{[[:space:]](fence\.|barrier\.cluster)}}
// PTX: mbarrier.expect_tx.relaxed.cluster.shared::cluster.b64
// PTX-NEXT: ret;
llvm.func @explicit_fence(%b: !llvm.ptr<3>, %rank: i32, %n: i32) {
  %peer = nvvm.mapa %b, %rank : !llvm.ptr<3> -> !llvm.ptr<7>
  llvm.fence syncscope("cluster") release
  nvvm.mbarrier.expect_tx %peer, %n {scope = #nvvm.mem_scope<cluster>} : !llvm.ptr<7>, i32
  llvm.return
}

// A cluster arrive (release by default) already publishes this CTA's writes.
// LL-LABEL: define void @cluster_arrive(
// LL-NOT: fence
// LL: ret void
// PTX-LABEL: .func cluster_arrive(
// PTX: mapa.shared::cluster.u64
// PTX-NEXT: barrier.cluster.arrive;
// PTX-NOT: {{[[:space:]](fence\.|barrier\.cluster)}}
// PTX: mbarrier.expect_tx.relaxed.cluster.shared::cluster.b64
// PTX-NEXT: ret;
llvm.func @cluster_arrive(%b: !llvm.ptr<3>, %rank: i32, %n: i32) {
  %peer = nvvm.mapa %b, %rank : !llvm.ptr<3> -> !llvm.ptr<7>
  nvvm.cluster.arrive
  nvvm.mbarrier.expect_tx %peer, %n {scope = #nvvm.mem_scope<cluster>} : !llvm.ptr<7>, i32
  llvm.return
}

// arrive.expect_tx at cluster scope is itself a release.
// LL-LABEL: define void @arrive_expect_tx(
// LL-NOT: fence
// LL: ret void
// PTX-LABEL: .func arrive_expect_tx(
// PTX: mapa.shared::cluster.u64
// PTX-NOT: {{[[:space:]](fence\.|barrier\.cluster)}}
// PTX: mbarrier.arrive.expect_tx.release.cluster.shared::cluster.b64 _, [%rd{{[0-9]+}}], %r{{[0-9]+}};
// PTX-NEXT: ret;
llvm.func @arrive_expect_tx(%b: !llvm.ptr<3>, %rank: i32, %n: i32) {
  %peer = nvvm.mapa %b, %rank : !llvm.ptr<3> -> !llvm.ptr<7>
  nvvm.mbarrier.arrive.expect_tx %peer, %n {scope = #nvvm.mem_scope<cluster>} : !llvm.ptr<7>, i32
  llvm.return
}
