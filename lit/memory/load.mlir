// nvsync.load (spec 001, ld) with every legal (mem_semantic, mem_scope) pair:
// `load atomic ... syncscope(..) <ordering>` -> ld.<sem>.<scope>.<space>.b32.
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

// ---- Default: no attributes is sc + sys (fence.sc.sys, then the acquire load);
// only a scope is sc at that scope. (A written sc is refused, memory-matrix-invalid.mlir.)
// LL-LABEL: define i32 @load_default(
// LL-NEXT: entry:
// LL-NEXT: %r0 = load atomic i32, ptr addrspace(3) %s seq_cst, align 4
// LL-NEXT: %r1 = load atomic i32, ptr addrspace(1) %g seq_cst, align 4
// LL-NEXT: %sum0 = add i32 %r0, %r1
// LL-NEXT: ret i32 %sum0
// PTX-LABEL: .func (.param .b32 func_retval0) load_default(
// PTX: fence.sc.sys;
// PTX-NOT: {{(ld|st)\.(relaxed|acquire|release|global|shared)|atom\.}}
// PTX: ld.acquire.sys.shared.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}];
// PTX: fence.sc.sys;
// PTX-NOT: {{(ld|st)\.(relaxed|acquire|release|global|shared)|atom\.}}
// PTX: ld.acquire.sys.global.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}];
// PTX-NOT: fence
// PTX: ret;
llvm.func @load_default(%s: !llvm.ptr<3>, %g: !llvm.ptr<1>) -> i32 {
  %r0 = nvsync.load %s : !llvm.ptr<3> -> i32
  %r1 = nvsync.load %g : !llvm.ptr<1> -> i32
  %sum0 = llvm.add %r0, %r1 : i32
  llvm.return %sum0 : i32
}

// LL-LABEL: define i32 @load_scope_only_gpu(
// LL-NEXT: entry:
// LL-NEXT: %r0 = load atomic i32, ptr addrspace(3) %s syncscope("device") seq_cst, align 4
// LL-NEXT: %r1 = load atomic i32, ptr addrspace(1) %g syncscope("device") seq_cst, align 4
// LL-NEXT: %sum0 = add i32 %r0, %r1
// LL-NEXT: ret i32 %sum0
// PTX-LABEL: .func (.param .b32 func_retval0) load_scope_only_gpu(
// PTX: fence.sc.gpu;
// PTX-NOT: {{(ld|st)\.(relaxed|acquire|release|global|shared)|atom\.}}
// PTX: ld.acquire.gpu.shared.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}];
// PTX: fence.sc.gpu;
// PTX-NOT: {{(ld|st)\.(relaxed|acquire|release|global|shared)|atom\.}}
// PTX: ld.acquire.gpu.global.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}];
// PTX-NOT: fence
// PTX: ret;
llvm.func @load_scope_only_gpu(%s: !llvm.ptr<3>, %g: !llvm.ptr<1>) -> i32 {
  %r0 = nvsync.load %s {mem_scope = #nvsync.mem_scope<gpu>} : !llvm.ptr<3> -> i32
  %r1 = nvsync.load %g {mem_scope = #nvsync.mem_scope<gpu>} : !llvm.ptr<1> -> i32
  %sum0 = llvm.add %r0, %r1 : i32
  llvm.return %sum0 : i32
}

// ---- weak: a plain access, no scope.
// LL-LABEL: define i32 @load_weak(
// LL-NEXT: entry:
// LL-NEXT: %r0 = load i32, ptr addrspace(3) %s, align 4
// LL-NEXT: %r1 = load i32, ptr addrspace(1) %g, align 4
// LL-NEXT: %sum0 = add i32 %r0, %r1
// LL-NEXT: ret i32 %sum0
// PTX-LABEL: .func (.param .b32 func_retval0) load_weak(
// PTX-NOT: fence
// PTX: ld.shared.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}];
// PTX-NOT: fence
// PTX: ld.global.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}];
// PTX-NOT: fence
// PTX: ret;
llvm.func @load_weak(%s: !llvm.ptr<3>, %g: !llvm.ptr<1>) -> i32 {
  %r0 = nvsync.load %s {mem_semantic = #nvsync.mem_semantic<weak>} : !llvm.ptr<3> -> i32
  %r1 = nvsync.load %g {mem_semantic = #nvsync.mem_semantic<weak>} : !llvm.ptr<1> -> i32
  %sum0 = llvm.add %r0, %r1 : i32
  llvm.return %sum0 : i32
}

// ---- Every legal pair (release, acq_rel, sc are refused); CTA scope on shared only.
// LL-LABEL: define i32 @load_relaxed_cta(
// LL-NEXT: entry:
// LL-NEXT: %r0 = load atomic i32, ptr addrspace(3) %s syncscope("block") monotonic, align 4
// LL-NEXT: ret i32 %r0
// PTX-LABEL: .func (.param .b32 func_retval0) load_relaxed_cta(
// PTX-NOT: fence
// PTX: ld.relaxed.cta.shared.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}];
// PTX-NOT: fence
// PTX: ret;
llvm.func @load_relaxed_cta(%s: !llvm.ptr<3>) -> i32 {
  %r0 = nvsync.load %s {mem_semantic = #nvsync.mem_semantic<relaxed>, mem_scope = #nvsync.mem_scope<cta>} : !llvm.ptr<3> -> i32
  llvm.return %r0 : i32
}

// LL-LABEL: define i32 @load_acquire_cta(
// LL-NEXT: entry:
// LL-NEXT: %r0 = load atomic i32, ptr addrspace(3) %s syncscope("block") acquire, align 4
// LL-NEXT: ret i32 %r0
// PTX-LABEL: .func (.param .b32 func_retval0) load_acquire_cta(
// PTX-NOT: fence
// PTX: ld.acquire.cta.shared.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}];
// PTX-NOT: fence
// PTX: ret;
llvm.func @load_acquire_cta(%s: !llvm.ptr<3>) -> i32 {
  %r0 = nvsync.load %s {mem_semantic = #nvsync.mem_semantic<acquire>, mem_scope = #nvsync.mem_scope<cta>} : !llvm.ptr<3> -> i32
  llvm.return %r0 : i32
}

// LL-LABEL: define i32 @load_relaxed_gpu(
// LL-NEXT: entry:
// LL-NEXT: %r0 = load atomic i32, ptr addrspace(3) %s syncscope("device") monotonic, align 4
// LL-NEXT: %r1 = load atomic i32, ptr addrspace(1) %g syncscope("device") monotonic, align 4
// LL-NEXT: %sum0 = add i32 %r0, %r1
// LL-NEXT: ret i32 %sum0
// PTX-LABEL: .func (.param .b32 func_retval0) load_relaxed_gpu(
// PTX-NOT: fence
// PTX: ld.relaxed.gpu.shared.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}];
// PTX-NOT: fence
// PTX: ld.relaxed.gpu.global.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}];
// PTX-NOT: fence
// PTX: ret;
llvm.func @load_relaxed_gpu(%s: !llvm.ptr<3>, %g: !llvm.ptr<1>) -> i32 {
  %r0 = nvsync.load %s {mem_semantic = #nvsync.mem_semantic<relaxed>, mem_scope = #nvsync.mem_scope<gpu>} : !llvm.ptr<3> -> i32
  %r1 = nvsync.load %g {mem_semantic = #nvsync.mem_semantic<relaxed>, mem_scope = #nvsync.mem_scope<gpu>} : !llvm.ptr<1> -> i32
  %sum0 = llvm.add %r0, %r1 : i32
  llvm.return %sum0 : i32
}

// LL-LABEL: define i32 @load_acquire_gpu(
// LL-NEXT: entry:
// LL-NEXT: %r0 = load atomic i32, ptr addrspace(3) %s syncscope("device") acquire, align 4
// LL-NEXT: %r1 = load atomic i32, ptr addrspace(1) %g syncscope("device") acquire, align 4
// LL-NEXT: %sum0 = add i32 %r0, %r1
// LL-NEXT: ret i32 %sum0
// PTX-LABEL: .func (.param .b32 func_retval0) load_acquire_gpu(
// PTX-NOT: fence
// PTX: ld.acquire.gpu.shared.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}];
// PTX-NOT: fence
// PTX: ld.acquire.gpu.global.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}];
// PTX-NOT: fence
// PTX: ret;
llvm.func @load_acquire_gpu(%s: !llvm.ptr<3>, %g: !llvm.ptr<1>) -> i32 {
  %r0 = nvsync.load %s {mem_semantic = #nvsync.mem_semantic<acquire>, mem_scope = #nvsync.mem_scope<gpu>} : !llvm.ptr<3> -> i32
  %r1 = nvsync.load %g {mem_semantic = #nvsync.mem_semantic<acquire>, mem_scope = #nvsync.mem_scope<gpu>} : !llvm.ptr<1> -> i32
  %sum0 = llvm.add %r0, %r1 : i32
  llvm.return %sum0 : i32
}

// LL-LABEL: define i32 @load_relaxed_sys(
// LL-NEXT: entry:
// LL-NEXT: %r0 = load atomic i32, ptr addrspace(3) %s monotonic, align 4
// LL-NEXT: %r1 = load atomic i32, ptr addrspace(1) %g monotonic, align 4
// LL-NEXT: %sum0 = add i32 %r0, %r1
// LL-NEXT: ret i32 %sum0
// PTX-LABEL: .func (.param .b32 func_retval0) load_relaxed_sys(
// PTX-NOT: fence
// PTX: ld.relaxed.sys.shared.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}];
// PTX-NOT: fence
// PTX: ld.relaxed.sys.global.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}];
// PTX-NOT: fence
// PTX: ret;
llvm.func @load_relaxed_sys(%s: !llvm.ptr<3>, %g: !llvm.ptr<1>) -> i32 {
  %r0 = nvsync.load %s {mem_semantic = #nvsync.mem_semantic<relaxed>, mem_scope = #nvsync.mem_scope<sys>} : !llvm.ptr<3> -> i32
  %r1 = nvsync.load %g {mem_semantic = #nvsync.mem_semantic<relaxed>, mem_scope = #nvsync.mem_scope<sys>} : !llvm.ptr<1> -> i32
  %sum0 = llvm.add %r0, %r1 : i32
  llvm.return %sum0 : i32
}

// LL-LABEL: define i32 @load_acquire_sys(
// LL-NEXT: entry:
// LL-NEXT: %r0 = load atomic i32, ptr addrspace(3) %s acquire, align 4
// LL-NEXT: %r1 = load atomic i32, ptr addrspace(1) %g acquire, align 4
// LL-NEXT: %sum0 = add i32 %r0, %r1
// LL-NEXT: ret i32 %sum0
// PTX-LABEL: .func (.param .b32 func_retval0) load_acquire_sys(
// PTX-NOT: fence
// PTX: ld.acquire.sys.shared.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}];
// PTX-NOT: fence
// PTX: ld.acquire.sys.global.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}];
// PTX-NOT: fence
// PTX: ret;
llvm.func @load_acquire_sys(%s: !llvm.ptr<3>, %g: !llvm.ptr<1>) -> i32 {
  %r0 = nvsync.load %s {mem_semantic = #nvsync.mem_semantic<acquire>, mem_scope = #nvsync.mem_scope<sys>} : !llvm.ptr<3> -> i32
  %r1 = nvsync.load %g {mem_semantic = #nvsync.mem_semantic<acquire>, mem_scope = #nvsync.mem_scope<sys>} : !llvm.ptr<1> -> i32
  %sum0 = llvm.add %r0, %r1 : i32
  llvm.return %sum0 : i32
}

// -----
// ---- Cluster scope (sm_90+), on shared::cluster, shared and global pointers.
// LLC-LABEL: define i32 @load_weak_dsmem(
// LLC-NEXT: entry:
// LLC-NEXT: %r0 = load i32, ptr addrspace(7) %c, align 4
// LLC-NEXT: ret i32 %r0
// PTXC-LABEL: .func (.param .b32 func_retval0) load_weak_dsmem(
// PTXC-NOT: fence
// PTXC: ld.shared::cluster.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}];
// PTXC-NOT: fence
// PTXC: ret;
llvm.func @load_weak_dsmem(%c: !llvm.ptr<7>) -> i32 {
  %r0 = nvsync.load %c {mem_semantic = #nvsync.mem_semantic<weak>} : !llvm.ptr<7> -> i32
  llvm.return %r0 : i32
}

// LLC-LABEL: define i32 @load_relaxed_cluster(
// LLC-NEXT: entry:
// LLC-NEXT: %r0 = load atomic i32, ptr addrspace(7) %c syncscope("cluster") monotonic, align 4
// LLC-NEXT: %r1 = load atomic i32, ptr addrspace(3) %s syncscope("cluster") monotonic, align 4
// LLC-NEXT: %r2 = load atomic i32, ptr addrspace(1) %g syncscope("cluster") monotonic, align 4
// LLC-NEXT: %sum0 = add i32 %r0, %r1
// LLC-NEXT: %sum1 = add i32 %sum0, %r2
// LLC-NEXT: ret i32 %sum1
// PTXC-LABEL: .func (.param .b32 func_retval0) load_relaxed_cluster(
// PTXC-NOT: fence
// PTXC: ld.relaxed.cluster.shared::cluster.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}];
// PTXC-NOT: fence
// PTXC: ld.relaxed.cluster.shared.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}];
// PTXC-NOT: fence
// PTXC: ld.relaxed.cluster.global.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}];
// PTXC-NOT: fence
// PTXC: ret;
llvm.func @load_relaxed_cluster(%c: !llvm.ptr<7>, %s: !llvm.ptr<3>, %g: !llvm.ptr<1>) -> i32 {
  %r0 = nvsync.load %c {mem_semantic = #nvsync.mem_semantic<relaxed>, mem_scope = #nvsync.mem_scope<cluster>} : !llvm.ptr<7> -> i32
  %r1 = nvsync.load %s {mem_semantic = #nvsync.mem_semantic<relaxed>, mem_scope = #nvsync.mem_scope<cluster>} : !llvm.ptr<3> -> i32
  %r2 = nvsync.load %g {mem_semantic = #nvsync.mem_semantic<relaxed>, mem_scope = #nvsync.mem_scope<cluster>} : !llvm.ptr<1> -> i32
  %sum0 = llvm.add %r0, %r1 : i32
  %sum1 = llvm.add %sum0, %r2 : i32
  llvm.return %sum1 : i32
}

// LLC-LABEL: define i32 @load_acquire_cluster(
// LLC-NEXT: entry:
// LLC-NEXT: %r0 = load atomic i32, ptr addrspace(7) %c syncscope("cluster") acquire, align 4
// LLC-NEXT: %r1 = load atomic i32, ptr addrspace(3) %s syncscope("cluster") acquire, align 4
// LLC-NEXT: %r2 = load atomic i32, ptr addrspace(1) %g syncscope("cluster") acquire, align 4
// LLC-NEXT: %sum0 = add i32 %r0, %r1
// LLC-NEXT: %sum1 = add i32 %sum0, %r2
// LLC-NEXT: ret i32 %sum1
// PTXC-LABEL: .func (.param .b32 func_retval0) load_acquire_cluster(
// PTXC-NOT: fence
// PTXC: ld.acquire.cluster.shared::cluster.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}];
// PTXC-NOT: fence
// PTXC: ld.acquire.cluster.shared.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}];
// PTXC-NOT: fence
// PTXC: ld.acquire.cluster.global.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}];
// PTXC-NOT: fence
// PTXC: ret;
llvm.func @load_acquire_cluster(%c: !llvm.ptr<7>, %s: !llvm.ptr<3>, %g: !llvm.ptr<1>) -> i32 {
  %r0 = nvsync.load %c {mem_semantic = #nvsync.mem_semantic<acquire>, mem_scope = #nvsync.mem_scope<cluster>} : !llvm.ptr<7> -> i32
  %r1 = nvsync.load %s {mem_semantic = #nvsync.mem_semantic<acquire>, mem_scope = #nvsync.mem_scope<cluster>} : !llvm.ptr<3> -> i32
  %r2 = nvsync.load %g {mem_semantic = #nvsync.mem_semantic<acquire>, mem_scope = #nvsync.mem_scope<cluster>} : !llvm.ptr<1> -> i32
  %sum0 = llvm.add %r0, %r1 : i32
  %sum1 = llvm.add %sum0, %r2 : i32
  llvm.return %sum1 : i32
}

