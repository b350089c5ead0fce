// nvsync.cluster_barrier: the six cells of spec 000's plain cluster-barrier
// table, scope cta / cluster / cluster_aligned x sm_80 (no clusters) and sm_90.
// The cluster scopes order memory: the releasing barrier.cluster.arrive and
// the acquiring wait (the spec's relaxed arrive orders only mbarrier.init;
// docs/spec-deviations.md 39). `mbarrier_init_only` keeps the relaxed arrive.
//
// sm_80: a CTA barrier only (bar.sync 0; the non-aligned barrier.sync 0 for
// scope cluster), no fence.mbarrier_init, no barrier.cluster.*, and a
// warning[no-cluster] for the two cluster scopes (exit status 0).
// RUN: %nvvm-lower %s --target sm_80 --emit llvm-ir 2>/dev/null | %FileCheck %s --check-prefix=LL80
// RUN: %nvvm-lower %s --target sm_80 2>/dev/null | %FileCheck %s --check-prefix=PTX80
// RUN: %nvvm-lower %s --target sm_80 > %t.ptx 2> %t.err; test $? -eq 0
// RUN: %FileCheck %s --check-prefix=WARN -DFILE=%s --input-file %t.err
// RUN: %ptxas-verify %t.ptx
//
// sm_90+: fence.mbarrier_init.release.cluster first, then the table's row.
// RUN: %nvvm-lower %s --target sm_90 --emit llvm-ir | %FileCheck %s --check-prefix=LL90
// RUN: %nvvm-lower %s --target sm_90 | %FileCheck %s --check-prefix=PTX90
// RUN: %nvvm-lower %s --target sm_90a | %FileCheck %s --check-prefix=PTX90
// RUN: %nvvm-lower %s --target sm_100a | %FileCheck %s --check-prefix=PTX90
// No warning on sm_90 and up.
// RUN: %nvvm-lower %s --target sm_90 2>&1 >/dev/null | %count 0
// RUN: %nvvm-lower %s --target sm_90 | %ptxas-verify
// RUN: %nvvm-lower %s --target sm_90a | %ptxas-verify
// RUN: %nvvm-lower %s --target sm_100a | %ptxas-verify

// No cluster instruction anywhere on sm_80 (NOT-only prefixes scan the whole output).
// RUN: %nvvm-lower %s --target sm_80 --emit llvm-ir 2>/dev/null | %FileCheck %s --check-prefix=NOCL
// RUN: %nvvm-lower %s --target sm_80 2>/dev/null | %FileCheck %s --check-prefix=NOCL
// NOCL-NOT: fence.mbarrier_init
// NOCL-NOT: barrier.cluster

// ---- scope = cta
// LL80-LABEL: define void @cta()
// LL80-NEXT: entry:
// LL80-NEXT: call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
// LL80-NEXT: ret void
// LL90-LABEL: define void @cta()
// LL90-NEXT: entry:
// LL90-NEXT: call void @llvm.nvvm.fence.mbarrier_init.release.cluster()
// LL90-NEXT: call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
// LL90-NEXT: ret void
// PTX80-LABEL: .func cta()
// PTX80: {
// PTX80-NOT: {{fence|barrier|bar\.}}
// PTX80: bar.sync 0;
// PTX80-NEXT: ret;
// PTX90-LABEL: .func cta()
// PTX90: {
// PTX90-NOT: {{barrier|bar\.}}
// PTX90: fence.mbarrier_init.release.cluster;
// PTX90-NEXT: bar.sync 0;
// PTX90-NEXT: ret;
llvm.func @cta() {
  // No warning for scope cta.
  // WARN-NOT: warning
  nvsync.cluster_barrier {scope = #nvsync.barrier_scope<cta>}
  llvm.return
}

// ---- scope = cluster: threads may arrive diverged, so no bar.sync; the
// arrive releases (no .relaxed) and the wait acquires
// LL80-LABEL: define void @cluster()
// LL80-NEXT: entry:
// LL80-NEXT: call void @llvm.nvvm.barrier.cta.sync.all(i32 0)
// LL80-NEXT: ret void
// LL90-LABEL: define void @cluster()
// LL90-NEXT: entry:
// LL90-NEXT: call void @llvm.nvvm.fence.mbarrier_init.release.cluster()
// LL90-NEXT: call void @llvm.nvvm.barrier.cluster.arrive()
// LL90-NEXT: call void @llvm.nvvm.barrier.cluster.wait()
// LL90-NEXT: ret void
// PTX80-LABEL: .func cluster()
// PTX80: {
// PTX80-NOT: {{fence|barrier|bar\.}}
// PTX80: barrier.sync 0;
// PTX80-NEXT: ret;
// PTX90-LABEL: .func cluster()
// PTX90: fence.mbarrier_init.release.cluster;
// PTX90-NEXT: barrier.cluster.arrive;
// PTX90-NEXT: barrier.cluster.wait;
// PTX90-NEXT: ret;
llvm.func @cluster() {
  // WARN: warning[no-cluster]: sm_80 has no clusters: this cluster barrier synchronises the CTA only
  // WARN-NEXT: ┌─ [[FILE]]:[[@LINE+2]]:3
  // WARN: = below sm_90 every CTA is a cluster of one, so a CTA barrier is the whole cluster barrier
  nvsync.cluster_barrier {scope = #nvsync.barrier_scope<cluster>}
  llvm.return
}

// ---- scope = cluster_aligned
// LL80-LABEL: define void @cluster_aligned()
// LL80-NEXT: entry:
// LL80-NEXT: call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
// LL80-NEXT: ret void
// LL90-LABEL: define void @cluster_aligned()
// LL90-NEXT: entry:
// LL90-NEXT: call void @llvm.nvvm.fence.mbarrier_init.release.cluster()
// LL90-NEXT: call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
// LL90-NEXT: call void @llvm.nvvm.barrier.cluster.arrive.aligned()
// LL90-NEXT: call void @llvm.nvvm.barrier.cluster.wait.aligned()
// LL90-NEXT: ret void
// PTX80-LABEL: .func cluster_aligned()
// PTX80: bar.sync 0;
// PTX80-NEXT: ret;
// PTX90-LABEL: .func cluster_aligned()
// PTX90: fence.mbarrier_init.release.cluster;
// PTX90-NEXT: bar.sync 0;
// PTX90-NEXT: barrier.cluster.arrive.aligned;
// PTX90-NEXT: barrier.cluster.wait.aligned;
// PTX90-NEXT: ret;
llvm.func @cluster_aligned() {
  // WARN: warning[no-cluster]: sm_80 has no clusters: this cluster barrier synchronises the CTA only
  // WARN-NEXT: ┌─ [[FILE]]:[[@LINE+2]]:3
  // WARN: = below sm_90 every CTA is a cluster of one, so a CTA barrier is the whole cluster barrier
  nvsync.cluster_barrier {scope = #nvsync.barrier_scope<cluster_aligned>}
  // WARN-NOT: {{warning|error}}
  llvm.return
}

// ---- mbarrier_init_only: spec 000's relaxed arrive, for publishing
// mbarrier.init before remote arrivals (it orders no other memory).
// LL90-LABEL: define void @init_only()
// LL90-NEXT: entry:
// LL90-NEXT: call void @llvm.nvvm.fence.mbarrier_init.release.cluster()
// LL90-NEXT: call void @llvm.nvvm.barrier.cluster.arrive.relaxed()
// LL90-NEXT: call void @llvm.nvvm.barrier.cluster.wait()
// LL90-NEXT: ret void
// PTX90-LABEL: .func init_only()
// PTX90: fence.mbarrier_init.release.cluster;
// PTX90-NEXT: barrier.cluster.arrive.relaxed;
// PTX90-NEXT: barrier.cluster.wait;
// PTX90-NEXT: ret;
// PTX80-LABEL: .func init_only()
// PTX80: barrier.sync 0;
// PTX80-NEXT: ret;
llvm.func @init_only() {
  // WARN: warning[no-cluster]
  nvsync.cluster_barrier {scope = #nvsync.barrier_scope<cluster>, mbarrier_init_only}
  llvm.return
}

// LL90-LABEL: define void @init_only_aligned()
// LL90-NEXT: entry:
// LL90-NEXT: call void @llvm.nvvm.fence.mbarrier_init.release.cluster()
// LL90-NEXT: call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
// LL90-NEXT: call void @llvm.nvvm.barrier.cluster.arrive.relaxed.aligned()
// LL90-NEXT: call void @llvm.nvvm.barrier.cluster.wait.aligned()
// LL90-NEXT: ret void
// PTX90-LABEL: .func init_only_aligned()
// PTX90: fence.mbarrier_init.release.cluster;
// PTX90-NEXT: bar.sync 0;
// PTX90-NEXT: barrier.cluster.arrive.relaxed.aligned;
// PTX90-NEXT: barrier.cluster.wait.aligned;
// PTX90-NEXT: ret;
llvm.func @init_only_aligned() {
  // WARN: warning[no-cluster]
  nvsync.cluster_barrier {scope = #nvsync.barrier_scope<cluster_aligned>, mbarrier_init_only}
  // WARN-NOT: {{warning|error}}
  llvm.return
}
