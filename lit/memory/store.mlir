// nvsync.store (spec 001, st) with every legal (mem_semantic, mem_scope) pair:
// `store atomic ... syncscope(..) <ordering>` -> st.<sem>.<scope>.<space>.b32.
// RUN: %nvvm-lower %s --split-input-file --target sm_90 --emit llvm-ir | %FileCheck %s --check-prefixes=LL,LLC
// RUN: %nvvm-lower %s --split-input-file --target sm_90 | %FileCheck %s --check-prefixes=PTX,PTXC
// RUN: %nvvm-lower %s --split-input-file --target sm_100a | %FileCheck %s --check-prefixes=PTX,PTXC
// RUN: sed '/^\/\/ -----$/,$d' %s | %nvvm-lower - --target sm_80 | %FileCheck %s --check-prefix=PTX
// RUN: sed '/^\/\/ -----$/,$d' %s | %nvvm-lower - --target sm_70 | %FileCheck %s --check-prefix=PTX
// RUN: sed '/^\/\/ -----$/,$d' %s | %nvvm-lower - --target sm_70 | %ptxas-verify
// RUN: sed '/^\/\/ -----$/,$d' %s | %nvvm-lower - --target sm_80 | %ptxas-verify
// RUN: %nvvm-lower %s --split-input-file --target sm_90 | %ptxas-verify
// RUN: %nvvm-lower %s --split-input-file --target sm_100a | %ptxas-verify
// No warnings either.
// RUN: %nvvm-lower %s --split-input-file --target sm_90 2>&1 >/dev/null | %count 0
// The second chunk (cluster scope, !llvm.ptr<7>) is sm_90+ only: sm_70 and sm_80
// compile the first chunk alone (cut by sed).

// ---- Default: no attributes is sc + sys (fence.sc.sys, then the release store);
// only a scope is sc at that scope. (A written sc is refused, memory-matrix-invalid.mlir.)
// LL-LABEL: define void @store_default(
// LL-NEXT: entry:
// LL-NEXT: store atomic i32 %v, ptr addrspace(3) %s seq_cst, align 4
// LL-NEXT: store atomic i32 %v, ptr addrspace(1) %g seq_cst, align 4
// LL-NEXT: ret void
// PTX-LABEL: .func store_default(
// PTX: fence.sc.sys;
// PTX-NOT: {{(ld|st)\.(relaxed|acquire|release|global|shared)|atom\.}}
// PTX: st.release.sys.shared.b32 [%rd{{[0-9]+}}], %r{{[0-9]+}};
// PTX: fence.sc.sys;
// PTX-NOT: {{(ld|st)\.(relaxed|acquire|release|global|shared)|atom\.}}
// PTX: st.release.sys.global.b32 [%rd{{[0-9]+}}], %r{{[0-9]+}};
// PTX-NOT: fence
// PTX: ret;
llvm.func @store_default(%s: !llvm.ptr<3>, %g: !llvm.ptr<1>, %v: i32) {
  nvsync.store %v, %s : i32, !llvm.ptr<3>
  nvsync.store %v, %g : i32, !llvm.ptr<1>
  llvm.return
}

// LL-LABEL: define void @store_scope_only_gpu(
// LL-NEXT: entry:
// LL-NEXT: store atomic i32 %v, ptr addrspace(3) %s syncscope("device") seq_cst, align 4
// LL-NEXT: store atomic i32 %v, ptr addrspace(1) %g syncscope("device") seq_cst, align 4
// LL-NEXT: ret void
// PTX-LABEL: .func store_scope_only_gpu(
// PTX: fence.sc.gpu;
// PTX-NOT: {{(ld|st)\.(relaxed|acquire|release|global|shared)|atom\.}}
// PTX: st.release.gpu.shared.b32 [%rd{{[0-9]+}}], %r{{[0-9]+}};
// PTX: fence.sc.gpu;
// PTX-NOT: {{(ld|st)\.(relaxed|acquire|release|global|shared)|atom\.}}
// PTX: st.release.gpu.global.b32 [%rd{{[0-9]+}}], %r{{[0-9]+}};
// PTX-NOT: fence
// PTX: ret;
llvm.func @store_scope_only_gpu(%s: !llvm.ptr<3>, %g: !llvm.ptr<1>, %v: i32) {
  nvsync.store %v, %s {mem_scope = #nvsync.mem_scope<gpu>} : i32, !llvm.ptr<3>
  nvsync.store %v, %g {mem_scope = #nvsync.mem_scope<gpu>} : i32, !llvm.ptr<1>
  llvm.return
}

// ---- weak: a plain access, no scope.
// LL-LABEL: define void @store_weak(
// LL-NEXT: entry:
// LL-NEXT: store i32 %v, ptr addrspace(3) %s, align 4
// LL-NEXT: store i32 %v, ptr addrspace(1) %g, align 4
// LL-NEXT: ret void
// PTX-LABEL: .func store_weak(
// PTX-NOT: fence
// PTX: st.shared.b32 [%rd{{[0-9]+}}], %r{{[0-9]+}};
// PTX-NOT: fence
// PTX: st.global.b32 [%rd{{[0-9]+}}], %r{{[0-9]+}};
// PTX-NOT: fence
// PTX: ret;
llvm.func @store_weak(%s: !llvm.ptr<3>, %g: !llvm.ptr<1>, %v: i32) {
  nvsync.store %v, %s {mem_semantic = #nvsync.mem_semantic<weak>} : i32, !llvm.ptr<3>
  nvsync.store %v, %g {mem_semantic = #nvsync.mem_semantic<weak>} : i32, !llvm.ptr<1>
  llvm.return
}

// ---- Every legal pair (acquire, acq_rel, sc are refused); CTA scope on shared only.
// LL-LABEL: define void @store_relaxed_cta(
// LL-NEXT: entry:
// LL-NEXT: store atomic i32 %v, ptr addrspace(3) %s syncscope("block") monotonic, align 4
// LL-NEXT: ret void
// PTX-LABEL: .func store_relaxed_cta(
// PTX-NOT: fence
// PTX: st.relaxed.cta.shared.b32 [%rd{{[0-9]+}}], %r{{[0-9]+}};
// PTX-NOT: fence
// PTX: ret;
llvm.func @store_relaxed_cta(%s: !llvm.ptr<3>, %v: i32) {
  nvsync.store %v, %s {mem_semantic = #nvsync.mem_semantic<relaxed>, mem_scope = #nvsync.mem_scope<cta>} : i32, !llvm.ptr<3>
  llvm.return
}

// LL-LABEL: define void @store_release_cta(
// LL-NEXT: entry:
// LL-NEXT: store atomic i32 %v, ptr addrspace(3) %s syncscope("block") release, align 4
// LL-NEXT: ret void
// PTX-LABEL: .func store_release_cta(
// PTX-NOT: fence
// PTX: st.release.cta.shared.b32 [%rd{{[0-9]+}}], %r{{[0-9]+}};
// PTX-NOT: fence
// PTX: ret;
llvm.func @store_release_cta(%s: !llvm.ptr<3>, %v: i32) {
  nvsync.store %v, %s {mem_semantic = #nvsync.mem_semantic<release>, mem_scope = #nvsync.mem_scope<cta>} : i32, !llvm.ptr<3>
  llvm.return
}

// LL-LABEL: define void @store_relaxed_gpu(
// LL-NEXT: entry:
// LL-NEXT: store atomic i32 %v, ptr addrspace(3) %s syncscope("device") monotonic, align 4
// LL-NEXT: store atomic i32 %v, ptr addrspace(1) %g syncscope("device") monotonic, align 4
// LL-NEXT: ret void
// PTX-LABEL: .func store_relaxed_gpu(
// PTX-NOT: fence
// PTX: st.relaxed.gpu.shared.b32 [%rd{{[0-9]+}}], %r{{[0-9]+}};
// PTX-NOT: fence
// PTX: st.relaxed.gpu.global.b32 [%rd{{[0-9]+}}], %r{{[0-9]+}};
// PTX-NOT: fence
// PTX: ret;
llvm.func @store_relaxed_gpu(%s: !llvm.ptr<3>, %g: !llvm.ptr<1>, %v: i32) {
  nvsync.store %v, %s {mem_semantic = #nvsync.mem_semantic<relaxed>, mem_scope = #nvsync.mem_scope<gpu>} : i32, !llvm.ptr<3>
  nvsync.store %v, %g {mem_semantic = #nvsync.mem_semantic<relaxed>, mem_scope = #nvsync.mem_scope<gpu>} : i32, !llvm.ptr<1>
  llvm.return
}

// LL-LABEL: define void @store_release_gpu(
// LL-NEXT: entry:
// LL-NEXT: store atomic i32 %v, ptr addrspace(3) %s syncscope("device") release, align 4
// LL-NEXT: store atomic i32 %v, ptr addrspace(1) %g syncscope("device") release, align 4
// LL-NEXT: ret void
// PTX-LABEL: .func store_release_gpu(
// PTX-NOT: fence
// PTX: st.release.gpu.shared.b32 [%rd{{[0-9]+}}], %r{{[0-9]+}};
// PTX-NOT: fence
// PTX: st.release.gpu.global.b32 [%rd{{[0-9]+}}], %r{{[0-9]+}};
// PTX-NOT: fence
// PTX: ret;
llvm.func @store_release_gpu(%s: !llvm.ptr<3>, %g: !llvm.ptr<1>, %v: i32) {
  nvsync.store %v, %s {mem_semantic = #nvsync.mem_semantic<release>, mem_scope = #nvsync.mem_scope<gpu>} : i32, !llvm.ptr<3>
  nvsync.store %v, %g {mem_semantic = #nvsync.mem_semantic<release>, mem_scope = #nvsync.mem_scope<gpu>} : i32, !llvm.ptr<1>
  llvm.return
}

// LL-LABEL: define void @store_relaxed_sys(
// LL-NEXT: entry:
// LL-NEXT: store atomic i32 %v, ptr addrspace(3) %s monotonic, align 4
// LL-NEXT: store atomic i32 %v, ptr addrspace(1) %g monotonic, align 4
// LL-NEXT: ret void
// PTX-LABEL: .func store_relaxed_sys(
// PTX-NOT: fence
// PTX: st.relaxed.sys.shared.b32 [%rd{{[0-9]+}}], %r{{[0-9]+}};
// PTX-NOT: fence
// PTX: st.relaxed.sys.global.b32 [%rd{{[0-9]+}}], %r{{[0-9]+}};
// PTX-NOT: fence
// PTX: ret;
llvm.func @store_relaxed_sys(%s: !llvm.ptr<3>, %g: !llvm.ptr<1>, %v: i32) {
  nvsync.store %v, %s {mem_semantic = #nvsync.mem_semantic<relaxed>, mem_scope = #nvsync.mem_scope<sys>} : i32, !llvm.ptr<3>
  nvsync.store %v, %g {mem_semantic = #nvsync.mem_semantic<relaxed>, mem_scope = #nvsync.mem_scope<sys>} : i32, !llvm.ptr<1>
  llvm.return
}

// LL-LABEL: define void @store_release_sys(
// LL-NEXT: entry:
// LL-NEXT: store atomic i32 %v, ptr addrspace(3) %s release, align 4
// LL-NEXT: store atomic i32 %v, ptr addrspace(1) %g release, align 4
// LL-NEXT: ret void
// PTX-LABEL: .func store_release_sys(
// PTX-NOT: fence
// PTX: st.release.sys.shared.b32 [%rd{{[0-9]+}}], %r{{[0-9]+}};
// PTX-NOT: fence
// PTX: st.release.sys.global.b32 [%rd{{[0-9]+}}], %r{{[0-9]+}};
// PTX-NOT: fence
// PTX: ret;
llvm.func @store_release_sys(%s: !llvm.ptr<3>, %g: !llvm.ptr<1>, %v: i32) {
  nvsync.store %v, %s {mem_semantic = #nvsync.mem_semantic<release>, mem_scope = #nvsync.mem_scope<sys>} : i32, !llvm.ptr<3>
  nvsync.store %v, %g {mem_semantic = #nvsync.mem_semantic<release>, mem_scope = #nvsync.mem_scope<sys>} : i32, !llvm.ptr<1>
  llvm.return
}

// -----
// ---- Cluster scope (sm_90+), on shared::cluster, shared and global pointers.
// LLC-LABEL: define void @store_weak_dsmem(
// LLC-NEXT: entry:
// LLC-NEXT: store i32 %v, ptr addrspace(7) %c, align 4
// LLC-NEXT: ret void
// PTXC-LABEL: .func store_weak_dsmem(
// PTXC-NOT: fence
// PTXC: st.shared::cluster.b32 [%rd{{[0-9]+}}], %r{{[0-9]+}};
// PTXC-NOT: fence
// PTXC: ret;
llvm.func @store_weak_dsmem(%c: !llvm.ptr<7>, %v: i32) {
  nvsync.store %v, %c {mem_semantic = #nvsync.mem_semantic<weak>} : i32, !llvm.ptr<7>
  llvm.return
}

// LLC-LABEL: define void @store_relaxed_cluster(
// LLC-NEXT: entry:
// LLC-NEXT: store atomic i32 %v, ptr addrspace(7) %c syncscope("cluster") monotonic, align 4
// LLC-NEXT: store atomic i32 %v, ptr addrspace(3) %s syncscope("cluster") monotonic, align 4
// LLC-NEXT: store atomic i32 %v, ptr addrspace(1) %g syncscope("cluster") monotonic, align 4
// LLC-NEXT: ret void
// PTXC-LABEL: .func store_relaxed_cluster(
// PTXC-NOT: fence
// PTXC: st.relaxed.cluster.shared::cluster.b32 [%rd{{[0-9]+}}], %r{{[0-9]+}};
// PTXC-NOT: fence
// PTXC: st.relaxed.cluster.shared.b32 [%rd{{[0-9]+}}], %r{{[0-9]+}};
// PTXC-NOT: fence
// PTXC: st.relaxed.cluster.global.b32 [%rd{{[0-9]+}}], %r{{[0-9]+}};
// PTXC-NOT: fence
// PTXC: ret;
llvm.func @store_relaxed_cluster(%c: !llvm.ptr<7>, %s: !llvm.ptr<3>, %g: !llvm.ptr<1>, %v: i32) {
  nvsync.store %v, %c {mem_semantic = #nvsync.mem_semantic<relaxed>, mem_scope = #nvsync.mem_scope<cluster>} : i32, !llvm.ptr<7>
  nvsync.store %v, %s {mem_semantic = #nvsync.mem_semantic<relaxed>, mem_scope = #nvsync.mem_scope<cluster>} : i32, !llvm.ptr<3>
  nvsync.store %v, %g {mem_semantic = #nvsync.mem_semantic<relaxed>, mem_scope = #nvsync.mem_scope<cluster>} : i32, !llvm.ptr<1>
  llvm.return
}

// LLC-LABEL: define void @store_release_cluster(
// LLC-NEXT: entry:
// LLC-NEXT: store atomic i32 %v, ptr addrspace(7) %c syncscope("cluster") release, align 4
// LLC-NEXT: store atomic i32 %v, ptr addrspace(3) %s syncscope("cluster") release, align 4
// LLC-NEXT: store atomic i32 %v, ptr addrspace(1) %g syncscope("cluster") release, align 4
// LLC-NEXT: ret void
// PTXC-LABEL: .func store_release_cluster(
// PTXC-NOT: fence
// PTXC: st.release.cluster.shared::cluster.b32 [%rd{{[0-9]+}}], %r{{[0-9]+}};
// PTXC-NOT: fence
// PTXC: st.release.cluster.shared.b32 [%rd{{[0-9]+}}], %r{{[0-9]+}};
// PTXC-NOT: fence
// PTXC: st.release.cluster.global.b32 [%rd{{[0-9]+}}], %r{{[0-9]+}};
// PTXC-NOT: fence
// PTXC: ret;
llvm.func @store_release_cluster(%c: !llvm.ptr<7>, %s: !llvm.ptr<3>, %g: !llvm.ptr<1>, %v: i32) {
  nvsync.store %v, %c {mem_semantic = #nvsync.mem_semantic<release>, mem_scope = #nvsync.mem_scope<cluster>} : i32, !llvm.ptr<7>
  nvsync.store %v, %s {mem_semantic = #nvsync.mem_semantic<release>, mem_scope = #nvsync.mem_scope<cluster>} : i32, !llvm.ptr<3>
  nvsync.store %v, %g {mem_semantic = #nvsync.mem_semantic<release>, mem_scope = #nvsync.mem_scope<cluster>} : i32, !llvm.ptr<1>
  llvm.return
}

