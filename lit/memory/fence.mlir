// nvsync.fence (spec 001, fence.*) with every legal (mem_semantic, mem_scope) pair.
// `fence syncscope(..) <ordering>`; llc-22 prints acquire and release as
// fence.acq_rel.<scope> below PTX 8.6 (strengthened, never weakened) and as
// fence.acquire/fence.release.<scope> from PTX 8.6 on sm_90+. sm_80 with
// --ptx 8.6 keeps fence.acq_rel (fence.acquire/.release need sm_90).
// RUN: %nvvm-lower %s --split-input-file --target sm_90 --emit llvm-ir | %FileCheck %s --check-prefixes=LL,LLC
// RUN: %nvvm-lower %s --split-input-file --target sm_90 | %FileCheck %s --check-prefixes=PTX,PTXC,OLD,OLDC,V78
// RUN: %nvvm-lower %s --split-input-file --target sm_90 --ptx 8.6 | %FileCheck %s --check-prefixes=PTX,PTXC,NEW,NEWC,V86
// RUN: %nvvm-lower %s --split-input-file --target sm_100a | %FileCheck %s --check-prefixes=PTX,PTXC,NEW,NEWC,V86
// RUN: sed '/^\/\/ -----$/,$d' %s | %nvvm-lower - --target sm_70 | %FileCheck %s --check-prefixes=PTX,OLD
// RUN: sed '/^\/\/ -----$/,$d' %s | %nvvm-lower - --target sm_80 | %FileCheck %s --check-prefixes=PTX,OLD
// RUN: sed '/^\/\/ -----$/,$d' %s | %nvvm-lower - --target sm_80 --ptx 8.6 | %FileCheck %s --check-prefixes=PTX,OLD
// RUN: sed '/^\/\/ -----$/,$d' %s | %nvvm-lower - --target sm_70 | %ptxas-verify
// RUN: sed '/^\/\/ -----$/,$d' %s | %nvvm-lower - --target sm_80 | %ptxas-verify
// RUN: sed '/^\/\/ -----$/,$d' %s | %nvvm-lower - --target sm_80 --ptx 8.6 | %ptxas-verify
// RUN: %nvvm-lower %s --split-input-file --target sm_90 | %ptxas-verify
// RUN: %nvvm-lower %s --split-input-file --target sm_90 --ptx 8.6 | %ptxas-verify
// RUN: %nvvm-lower %s --split-input-file --target sm_100a | %ptxas-verify
// RUN: %nvvm-lower %s --split-input-file --target sm_90 2>&1 >/dev/null | %count 0
// The second chunk (cluster scope) is sm_90+ only: sm_70/sm_80 compile the first.

// V78: .version 7.8
// V86: .version 8.6

// ---- Default: no attributes is sc + sys; only a scope is sc at that scope.
// LL-LABEL: define void @fence_default()
// LL-NEXT: entry:
// LL-NEXT: fence seq_cst
// LL-NEXT: ret void
// PTX-LABEL: .func fence_default()
// PTX-NEXT: {
// PTX: fence.sc.sys;
// PTX-NEXT: ret;
llvm.func @fence_default() {
  nvsync.fence
  llvm.return
}

// LL-LABEL: define void @fence_scope_only_cta()
// LL-NEXT: entry:
// LL-NEXT: fence syncscope("block") seq_cst
// LL-NEXT: ret void
// PTX-LABEL: .func fence_scope_only_cta()
// PTX-NEXT: {
// PTX: fence.sc.cta;
// PTX-NEXT: ret;
llvm.func @fence_scope_only_cta() {
  nvsync.fence {mem_scope = #nvsync.mem_scope<cta>}
  llvm.return
}

// ---- Every (semantic, scope) pair: weak and relaxed are refused (memory-matrix-invalid.mlir).
// LL-LABEL: define void @fence_acquire_cta()
// LL-NEXT: entry:
// LL-NEXT: fence syncscope("block") acquire
// LL-NEXT: ret void
// PTX-LABEL: .func fence_acquire_cta()
// OLD-NEXT: {
// OLD: fence.acq_rel.cta;
// OLD-NEXT: ret;
// NEW-NEXT: {
// NEW: fence.acquire.cta;
// NEW-NEXT: ret;
llvm.func @fence_acquire_cta() {
  nvsync.fence {mem_semantic = #nvsync.mem_semantic<acquire>, mem_scope = #nvsync.mem_scope<cta>}
  llvm.return
}

// LL-LABEL: define void @fence_release_cta()
// LL-NEXT: entry:
// LL-NEXT: fence syncscope("block") release
// LL-NEXT: ret void
// PTX-LABEL: .func fence_release_cta()
// OLD-NEXT: {
// OLD: fence.acq_rel.cta;
// OLD-NEXT: ret;
// NEW-NEXT: {
// NEW: fence.release.cta;
// NEW-NEXT: ret;
llvm.func @fence_release_cta() {
  nvsync.fence {mem_semantic = #nvsync.mem_semantic<release>, mem_scope = #nvsync.mem_scope<cta>}
  llvm.return
}

// LL-LABEL: define void @fence_acq_rel_cta()
// LL-NEXT: entry:
// LL-NEXT: fence syncscope("block") acq_rel
// LL-NEXT: ret void
// PTX-LABEL: .func fence_acq_rel_cta()
// PTX-NEXT: {
// PTX: fence.acq_rel.cta;
// PTX-NEXT: ret;
llvm.func @fence_acq_rel_cta() {
  nvsync.fence {mem_semantic = #nvsync.mem_semantic<acq_rel>, mem_scope = #nvsync.mem_scope<cta>}
  llvm.return
}

// LL-LABEL: define void @fence_sc_cta()
// LL-NEXT: entry:
// LL-NEXT: fence syncscope("block") seq_cst
// LL-NEXT: ret void
// PTX-LABEL: .func fence_sc_cta()
// PTX-NEXT: {
// PTX: fence.sc.cta;
// PTX-NEXT: ret;
llvm.func @fence_sc_cta() {
  nvsync.fence {mem_semantic = #nvsync.mem_semantic<sc>, mem_scope = #nvsync.mem_scope<cta>}
  llvm.return
}

// LL-LABEL: define void @fence_acquire_gpu()
// LL-NEXT: entry:
// LL-NEXT: fence syncscope("device") acquire
// LL-NEXT: ret void
// PTX-LABEL: .func fence_acquire_gpu()
// OLD-NEXT: {
// OLD: fence.acq_rel.gpu;
// OLD-NEXT: ret;
// NEW-NEXT: {
// NEW: fence.acquire.gpu;
// NEW-NEXT: ret;
llvm.func @fence_acquire_gpu() {
  nvsync.fence {mem_semantic = #nvsync.mem_semantic<acquire>, mem_scope = #nvsync.mem_scope<gpu>}
  llvm.return
}

// LL-LABEL: define void @fence_release_gpu()
// LL-NEXT: entry:
// LL-NEXT: fence syncscope("device") release
// LL-NEXT: ret void
// PTX-LABEL: .func fence_release_gpu()
// OLD-NEXT: {
// OLD: fence.acq_rel.gpu;
// OLD-NEXT: ret;
// NEW-NEXT: {
// NEW: fence.release.gpu;
// NEW-NEXT: ret;
llvm.func @fence_release_gpu() {
  nvsync.fence {mem_semantic = #nvsync.mem_semantic<release>, mem_scope = #nvsync.mem_scope<gpu>}
  llvm.return
}

// LL-LABEL: define void @fence_acq_rel_gpu()
// LL-NEXT: entry:
// LL-NEXT: fence syncscope("device") acq_rel
// LL-NEXT: ret void
// PTX-LABEL: .func fence_acq_rel_gpu()
// PTX-NEXT: {
// PTX: fence.acq_rel.gpu;
// PTX-NEXT: ret;
llvm.func @fence_acq_rel_gpu() {
  nvsync.fence {mem_semantic = #nvsync.mem_semantic<acq_rel>, mem_scope = #nvsync.mem_scope<gpu>}
  llvm.return
}

// LL-LABEL: define void @fence_sc_gpu()
// LL-NEXT: entry:
// LL-NEXT: fence syncscope("device") seq_cst
// LL-NEXT: ret void
// PTX-LABEL: .func fence_sc_gpu()
// PTX-NEXT: {
// PTX: fence.sc.gpu;
// PTX-NEXT: ret;
llvm.func @fence_sc_gpu() {
  nvsync.fence {mem_semantic = #nvsync.mem_semantic<sc>, mem_scope = #nvsync.mem_scope<gpu>}
  llvm.return
}

// LL-LABEL: define void @fence_acquire_sys()
// LL-NEXT: entry:
// LL-NEXT: fence acquire
// LL-NEXT: ret void
// PTX-LABEL: .func fence_acquire_sys()
// OLD-NEXT: {
// OLD: fence.acq_rel.sys;
// OLD-NEXT: ret;
// NEW-NEXT: {
// NEW: fence.acquire.sys;
// NEW-NEXT: ret;
llvm.func @fence_acquire_sys() {
  nvsync.fence {mem_semantic = #nvsync.mem_semantic<acquire>, mem_scope = #nvsync.mem_scope<sys>}
  llvm.return
}

// LL-LABEL: define void @fence_release_sys()
// LL-NEXT: entry:
// LL-NEXT: fence release
// LL-NEXT: ret void
// PTX-LABEL: .func fence_release_sys()
// OLD-NEXT: {
// OLD: fence.acq_rel.sys;
// OLD-NEXT: ret;
// NEW-NEXT: {
// NEW: fence.release.sys;
// NEW-NEXT: ret;
llvm.func @fence_release_sys() {
  nvsync.fence {mem_semantic = #nvsync.mem_semantic<release>, mem_scope = #nvsync.mem_scope<sys>}
  llvm.return
}

// LL-LABEL: define void @fence_acq_rel_sys()
// LL-NEXT: entry:
// LL-NEXT: fence acq_rel
// LL-NEXT: ret void
// PTX-LABEL: .func fence_acq_rel_sys()
// PTX-NEXT: {
// PTX: fence.acq_rel.sys;
// PTX-NEXT: ret;
llvm.func @fence_acq_rel_sys() {
  nvsync.fence {mem_semantic = #nvsync.mem_semantic<acq_rel>, mem_scope = #nvsync.mem_scope<sys>}
  llvm.return
}

// LL-LABEL: define void @fence_sc_sys()
// LL-NEXT: entry:
// LL-NEXT: fence seq_cst
// LL-NEXT: ret void
// PTX-LABEL: .func fence_sc_sys()
// PTX-NEXT: {
// PTX: fence.sc.sys;
// PTX-NEXT: ret;
llvm.func @fence_sc_sys() {
  nvsync.fence {mem_semantic = #nvsync.mem_semantic<sc>, mem_scope = #nvsync.mem_scope<sys>}
  llvm.return
}

// -----
// ---- Cluster scope (sm_90+).
// LLC-LABEL: define void @fence_acquire_cluster()
// LLC-NEXT: entry:
// LLC-NEXT: fence syncscope("cluster") acquire
// LLC-NEXT: ret void
// PTXC-LABEL: .func fence_acquire_cluster()
// OLDC-NEXT: {
// OLDC: fence.acq_rel.cluster;
// OLDC-NEXT: ret;
// NEWC-NEXT: {
// NEWC: fence.acquire.cluster;
// NEWC-NEXT: ret;
llvm.func @fence_acquire_cluster() {
  nvsync.fence {mem_semantic = #nvsync.mem_semantic<acquire>, mem_scope = #nvsync.mem_scope<cluster>}
  llvm.return
}

// LLC-LABEL: define void @fence_release_cluster()
// LLC-NEXT: entry:
// LLC-NEXT: fence syncscope("cluster") release
// LLC-NEXT: ret void
// PTXC-LABEL: .func fence_release_cluster()
// OLDC-NEXT: {
// OLDC: fence.acq_rel.cluster;
// OLDC-NEXT: ret;
// NEWC-NEXT: {
// NEWC: fence.release.cluster;
// NEWC-NEXT: ret;
llvm.func @fence_release_cluster() {
  nvsync.fence {mem_semantic = #nvsync.mem_semantic<release>, mem_scope = #nvsync.mem_scope<cluster>}
  llvm.return
}

// LLC-LABEL: define void @fence_acq_rel_cluster()
// LLC-NEXT: entry:
// LLC-NEXT: fence syncscope("cluster") acq_rel
// LLC-NEXT: ret void
// PTXC-LABEL: .func fence_acq_rel_cluster()
// PTXC-NEXT: {
// PTXC: fence.acq_rel.cluster;
// PTXC-NEXT: ret;
llvm.func @fence_acq_rel_cluster() {
  nvsync.fence {mem_semantic = #nvsync.mem_semantic<acq_rel>, mem_scope = #nvsync.mem_scope<cluster>}
  llvm.return
}

// LLC-LABEL: define void @fence_sc_cluster()
// LLC-NEXT: entry:
// LLC-NEXT: fence syncscope("cluster") seq_cst
// LLC-NEXT: ret void
// PTXC-LABEL: .func fence_sc_cluster()
// PTXC-NEXT: {
// PTXC: fence.sc.cluster;
// PTXC-NEXT: ret;
llvm.func @fence_sc_cluster() {
  nvsync.fence {mem_semantic = #nvsync.mem_semantic<sc>, mem_scope = #nvsync.mem_scope<cluster>}
  llvm.return
}

