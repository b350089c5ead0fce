// nvsync.cmpxchg (spec 001, atom.cas) with every legal (mem_semantic, mem_scope)
// pair: an LLVM cmpxchg with a sync scope (success/failure orderings below), which
// llc-22 prints as atom.<sem>.<scope>.<space>.cas.b32; sc is fence.sc + atom.acquire.
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

// ---- Default: no attributes is sc + sys; only a scope is sc at that scope.
// LL-LABEL: define i32 @cas_default(
// LL-NEXT: entry:
// LL-NEXT: %[[X0:[0-9]+]] = cmpxchg ptr addrspace(3) %s, i32 %v, i32 %n seq_cst seq_cst, align 4
// LL-NEXT: %r0 = extractvalue { i32, i1 } %[[X0]], 0
// LL-NEXT: %[[X1:[0-9]+]] = cmpxchg ptr addrspace(1) %g, i32 %v, i32 %n seq_cst seq_cst, align 4
// LL-NEXT: %r1 = extractvalue { i32, i1 } %[[X1]], 0
// LL-NEXT: %sum0 = add i32 %r0, %r1
// LL-NEXT: ret i32 %sum0
// PTX-LABEL: .func (.param .b32 func_retval0) cas_default(
// PTX: fence.sc.sys;
// PTX-NOT: {{(ld|st)\.(relaxed|acquire|release|global|shared)|atom\.}}
// PTX: atom.acquire.sys.shared.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
// PTX: fence.sc.sys;
// PTX-NOT: {{(ld|st)\.(relaxed|acquire|release|global|shared)|atom\.}}
// PTX: atom.acquire.sys.global.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
llvm.func @cas_default(%s: !llvm.ptr<3>, %g: !llvm.ptr<1>, %v: i32, %n: i32) -> i32 {
  %r0 = nvsync.cmpxchg %s, %v, %n : !llvm.ptr<3>, i32, i32 -> i32
  %r1 = nvsync.cmpxchg %g, %v, %n : !llvm.ptr<1>, i32, i32 -> i32
  %sum0 = llvm.add %r0, %r1 : i32
  llvm.return %sum0 : i32
}

// LL-LABEL: define i32 @cas_scope_only_gpu(
// LL-NEXT: entry:
// LL-NEXT: %[[X0:[0-9]+]] = cmpxchg ptr addrspace(3) %s, i32 %v, i32 %n syncscope("device") seq_cst seq_cst, align 4
// LL-NEXT: %r0 = extractvalue { i32, i1 } %[[X0]], 0
// LL-NEXT: %[[X1:[0-9]+]] = cmpxchg ptr addrspace(1) %g, i32 %v, i32 %n syncscope("device") seq_cst seq_cst, align 4
// LL-NEXT: %r1 = extractvalue { i32, i1 } %[[X1]], 0
// LL-NEXT: %sum0 = add i32 %r0, %r1
// LL-NEXT: ret i32 %sum0
// PTX-LABEL: .func (.param .b32 func_retval0) cas_scope_only_gpu(
// PTX: fence.sc.gpu;
// PTX-NOT: {{(ld|st)\.(relaxed|acquire|release|global|shared)|atom\.}}
// PTX: atom.acquire.gpu.shared.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
// PTX: fence.sc.gpu;
// PTX-NOT: {{(ld|st)\.(relaxed|acquire|release|global|shared)|atom\.}}
// PTX: atom.acquire.gpu.global.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
llvm.func @cas_scope_only_gpu(%s: !llvm.ptr<3>, %g: !llvm.ptr<1>, %v: i32, %n: i32) -> i32 {
  %r0 = nvsync.cmpxchg %s, %v, %n {mem_scope = #nvsync.mem_scope<gpu>} : !llvm.ptr<3>, i32, i32 -> i32
  %r1 = nvsync.cmpxchg %g, %v, %n {mem_scope = #nvsync.mem_scope<gpu>} : !llvm.ptr<1>, i32, i32 -> i32
  %sum0 = llvm.add %r0, %r1 : i32
  llvm.return %sum0 : i32
}

// ---- weak: no scope written; a weak compare-and-swap is atom.cas relaxed at gpu scope.
// LL-LABEL: define i32 @cas_weak(
// LL-NEXT: entry:
// LL-NEXT: %[[X0:[0-9]+]] = cmpxchg ptr addrspace(3) %s, i32 %v, i32 %n syncscope("device") monotonic monotonic, align 4
// LL-NEXT: %r0 = extractvalue { i32, i1 } %[[X0]], 0
// LL-NEXT: %[[X1:[0-9]+]] = cmpxchg ptr addrspace(1) %g, i32 %v, i32 %n syncscope("device") monotonic monotonic, align 4
// LL-NEXT: %r1 = extractvalue { i32, i1 } %[[X1]], 0
// LL-NEXT: %sum0 = add i32 %r0, %r1
// LL-NEXT: ret i32 %sum0
// PTX-LABEL: .func (.param .b32 func_retval0) cas_weak(
// PTX-NOT: fence
// PTX: atom.relaxed.gpu.shared.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
// PTX-NOT: fence
// PTX: atom.relaxed.gpu.global.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
llvm.func @cas_weak(%s: !llvm.ptr<3>, %g: !llvm.ptr<1>, %v: i32, %n: i32) -> i32 {
  %r0 = nvsync.cmpxchg %s, %v, %n {mem_semantic = #nvsync.mem_semantic<weak>} : !llvm.ptr<3>, i32, i32 -> i32
  %r1 = nvsync.cmpxchg %g, %v, %n {mem_semantic = #nvsync.mem_semantic<weak>} : !llvm.ptr<1>, i32, i32 -> i32
  %sum0 = llvm.add %r0, %r1 : i32
  llvm.return %sum0 : i32
}

// ---- Every non-weak (semantic, scope) pair; CTA scope on shared only (on a
// global pointer it is race pattern 1, see memory-cta-global-invalid.mlir).
// LL-LABEL: define i32 @cas_relaxed_cta(
// LL-NEXT: entry:
// LL-NEXT: %[[X0:[0-9]+]] = cmpxchg ptr addrspace(3) %s, i32 %v, i32 %n syncscope("block") monotonic monotonic, align 4
// LL-NEXT: %r0 = extractvalue { i32, i1 } %[[X0]], 0
// LL-NEXT: ret i32 %r0
// PTX-LABEL: .func (.param .b32 func_retval0) cas_relaxed_cta(
// PTX-NOT: fence
// PTX: atom.relaxed.cta.shared.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
llvm.func @cas_relaxed_cta(%s: !llvm.ptr<3>, %v: i32, %n: i32) -> i32 {
  %r0 = nvsync.cmpxchg %s, %v, %n {mem_semantic = #nvsync.mem_semantic<relaxed>, mem_scope = #nvsync.mem_scope<cta>} : !llvm.ptr<3>, i32, i32 -> i32
  llvm.return %r0 : i32
}

// LL-LABEL: define i32 @cas_acquire_cta(
// LL-NEXT: entry:
// LL-NEXT: %[[X0:[0-9]+]] = cmpxchg ptr addrspace(3) %s, i32 %v, i32 %n syncscope("block") acquire acquire, align 4
// LL-NEXT: %r0 = extractvalue { i32, i1 } %[[X0]], 0
// LL-NEXT: ret i32 %r0
// PTX-LABEL: .func (.param .b32 func_retval0) cas_acquire_cta(
// PTX-NOT: fence
// PTX: atom.acquire.cta.shared.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
llvm.func @cas_acquire_cta(%s: !llvm.ptr<3>, %v: i32, %n: i32) -> i32 {
  %r0 = nvsync.cmpxchg %s, %v, %n {mem_semantic = #nvsync.mem_semantic<acquire>, mem_scope = #nvsync.mem_scope<cta>} : !llvm.ptr<3>, i32, i32 -> i32
  llvm.return %r0 : i32
}

// LL-LABEL: define i32 @cas_release_cta(
// LL-NEXT: entry:
// LL-NEXT: %[[X0:[0-9]+]] = cmpxchg ptr addrspace(3) %s, i32 %v, i32 %n syncscope("block") release monotonic, align 4
// LL-NEXT: %r0 = extractvalue { i32, i1 } %[[X0]], 0
// LL-NEXT: ret i32 %r0
// PTX-LABEL: .func (.param .b32 func_retval0) cas_release_cta(
// PTX-NOT: fence
// PTX: atom.release.cta.shared.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
llvm.func @cas_release_cta(%s: !llvm.ptr<3>, %v: i32, %n: i32) -> i32 {
  %r0 = nvsync.cmpxchg %s, %v, %n {mem_semantic = #nvsync.mem_semantic<release>, mem_scope = #nvsync.mem_scope<cta>} : !llvm.ptr<3>, i32, i32 -> i32
  llvm.return %r0 : i32
}

// LL-LABEL: define i32 @cas_acq_rel_cta(
// LL-NEXT: entry:
// LL-NEXT: %[[X0:[0-9]+]] = cmpxchg ptr addrspace(3) %s, i32 %v, i32 %n syncscope("block") acq_rel acquire, align 4
// LL-NEXT: %r0 = extractvalue { i32, i1 } %[[X0]], 0
// LL-NEXT: ret i32 %r0
// PTX-LABEL: .func (.param .b32 func_retval0) cas_acq_rel_cta(
// PTX-NOT: fence
// PTX: atom.acq_rel.cta.shared.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
llvm.func @cas_acq_rel_cta(%s: !llvm.ptr<3>, %v: i32, %n: i32) -> i32 {
  %r0 = nvsync.cmpxchg %s, %v, %n {mem_semantic = #nvsync.mem_semantic<acq_rel>, mem_scope = #nvsync.mem_scope<cta>} : !llvm.ptr<3>, i32, i32 -> i32
  llvm.return %r0 : i32
}

// LL-LABEL: define i32 @cas_sc_cta(
// LL-NEXT: entry:
// LL-NEXT: %[[X0:[0-9]+]] = cmpxchg ptr addrspace(3) %s, i32 %v, i32 %n syncscope("block") seq_cst seq_cst, align 4
// LL-NEXT: %r0 = extractvalue { i32, i1 } %[[X0]], 0
// LL-NEXT: ret i32 %r0
// PTX-LABEL: .func (.param .b32 func_retval0) cas_sc_cta(
// PTX: fence.sc.cta;
// PTX-NOT: {{(ld|st)\.(relaxed|acquire|release|global|shared)|atom\.}}
// PTX: atom.acquire.cta.shared.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
llvm.func @cas_sc_cta(%s: !llvm.ptr<3>, %v: i32, %n: i32) -> i32 {
  %r0 = nvsync.cmpxchg %s, %v, %n {mem_semantic = #nvsync.mem_semantic<sc>, mem_scope = #nvsync.mem_scope<cta>} : !llvm.ptr<3>, i32, i32 -> i32
  llvm.return %r0 : i32
}

// LL-LABEL: define i32 @cas_relaxed_gpu(
// LL-NEXT: entry:
// LL-NEXT: %[[X0:[0-9]+]] = cmpxchg ptr addrspace(3) %s, i32 %v, i32 %n syncscope("device") monotonic monotonic, align 4
// LL-NEXT: %r0 = extractvalue { i32, i1 } %[[X0]], 0
// LL-NEXT: %[[X1:[0-9]+]] = cmpxchg ptr addrspace(1) %g, i32 %v, i32 %n syncscope("device") monotonic monotonic, align 4
// LL-NEXT: %r1 = extractvalue { i32, i1 } %[[X1]], 0
// LL-NEXT: %sum0 = add i32 %r0, %r1
// LL-NEXT: ret i32 %sum0
// PTX-LABEL: .func (.param .b32 func_retval0) cas_relaxed_gpu(
// PTX-NOT: fence
// PTX: atom.relaxed.gpu.shared.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
// PTX-NOT: fence
// PTX: atom.relaxed.gpu.global.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
llvm.func @cas_relaxed_gpu(%s: !llvm.ptr<3>, %g: !llvm.ptr<1>, %v: i32, %n: i32) -> i32 {
  %r0 = nvsync.cmpxchg %s, %v, %n {mem_semantic = #nvsync.mem_semantic<relaxed>, mem_scope = #nvsync.mem_scope<gpu>} : !llvm.ptr<3>, i32, i32 -> i32
  %r1 = nvsync.cmpxchg %g, %v, %n {mem_semantic = #nvsync.mem_semantic<relaxed>, mem_scope = #nvsync.mem_scope<gpu>} : !llvm.ptr<1>, i32, i32 -> i32
  %sum0 = llvm.add %r0, %r1 : i32
  llvm.return %sum0 : i32
}

// LL-LABEL: define i32 @cas_acquire_gpu(
// LL-NEXT: entry:
// LL-NEXT: %[[X0:[0-9]+]] = cmpxchg ptr addrspace(3) %s, i32 %v, i32 %n syncscope("device") acquire acquire, align 4
// LL-NEXT: %r0 = extractvalue { i32, i1 } %[[X0]], 0
// LL-NEXT: %[[X1:[0-9]+]] = cmpxchg ptr addrspace(1) %g, i32 %v, i32 %n syncscope("device") acquire acquire, align 4
// LL-NEXT: %r1 = extractvalue { i32, i1 } %[[X1]], 0
// LL-NEXT: %sum0 = add i32 %r0, %r1
// LL-NEXT: ret i32 %sum0
// PTX-LABEL: .func (.param .b32 func_retval0) cas_acquire_gpu(
// PTX-NOT: fence
// PTX: atom.acquire.gpu.shared.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
// PTX-NOT: fence
// PTX: atom.acquire.gpu.global.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
llvm.func @cas_acquire_gpu(%s: !llvm.ptr<3>, %g: !llvm.ptr<1>, %v: i32, %n: i32) -> i32 {
  %r0 = nvsync.cmpxchg %s, %v, %n {mem_semantic = #nvsync.mem_semantic<acquire>, mem_scope = #nvsync.mem_scope<gpu>} : !llvm.ptr<3>, i32, i32 -> i32
  %r1 = nvsync.cmpxchg %g, %v, %n {mem_semantic = #nvsync.mem_semantic<acquire>, mem_scope = #nvsync.mem_scope<gpu>} : !llvm.ptr<1>, i32, i32 -> i32
  %sum0 = llvm.add %r0, %r1 : i32
  llvm.return %sum0 : i32
}

// LL-LABEL: define i32 @cas_release_gpu(
// LL-NEXT: entry:
// LL-NEXT: %[[X0:[0-9]+]] = cmpxchg ptr addrspace(3) %s, i32 %v, i32 %n syncscope("device") release monotonic, align 4
// LL-NEXT: %r0 = extractvalue { i32, i1 } %[[X0]], 0
// LL-NEXT: %[[X1:[0-9]+]] = cmpxchg ptr addrspace(1) %g, i32 %v, i32 %n syncscope("device") release monotonic, align 4
// LL-NEXT: %r1 = extractvalue { i32, i1 } %[[X1]], 0
// LL-NEXT: %sum0 = add i32 %r0, %r1
// LL-NEXT: ret i32 %sum0
// PTX-LABEL: .func (.param .b32 func_retval0) cas_release_gpu(
// PTX-NOT: fence
// PTX: atom.release.gpu.shared.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
// PTX-NOT: fence
// PTX: atom.release.gpu.global.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
llvm.func @cas_release_gpu(%s: !llvm.ptr<3>, %g: !llvm.ptr<1>, %v: i32, %n: i32) -> i32 {
  %r0 = nvsync.cmpxchg %s, %v, %n {mem_semantic = #nvsync.mem_semantic<release>, mem_scope = #nvsync.mem_scope<gpu>} : !llvm.ptr<3>, i32, i32 -> i32
  %r1 = nvsync.cmpxchg %g, %v, %n {mem_semantic = #nvsync.mem_semantic<release>, mem_scope = #nvsync.mem_scope<gpu>} : !llvm.ptr<1>, i32, i32 -> i32
  %sum0 = llvm.add %r0, %r1 : i32
  llvm.return %sum0 : i32
}

// LL-LABEL: define i32 @cas_acq_rel_gpu(
// LL-NEXT: entry:
// LL-NEXT: %[[X0:[0-9]+]] = cmpxchg ptr addrspace(3) %s, i32 %v, i32 %n syncscope("device") acq_rel acquire, align 4
// LL-NEXT: %r0 = extractvalue { i32, i1 } %[[X0]], 0
// LL-NEXT: %[[X1:[0-9]+]] = cmpxchg ptr addrspace(1) %g, i32 %v, i32 %n syncscope("device") acq_rel acquire, align 4
// LL-NEXT: %r1 = extractvalue { i32, i1 } %[[X1]], 0
// LL-NEXT: %sum0 = add i32 %r0, %r1
// LL-NEXT: ret i32 %sum0
// PTX-LABEL: .func (.param .b32 func_retval0) cas_acq_rel_gpu(
// PTX-NOT: fence
// PTX: atom.acq_rel.gpu.shared.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
// PTX-NOT: fence
// PTX: atom.acq_rel.gpu.global.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
llvm.func @cas_acq_rel_gpu(%s: !llvm.ptr<3>, %g: !llvm.ptr<1>, %v: i32, %n: i32) -> i32 {
  %r0 = nvsync.cmpxchg %s, %v, %n {mem_semantic = #nvsync.mem_semantic<acq_rel>, mem_scope = #nvsync.mem_scope<gpu>} : !llvm.ptr<3>, i32, i32 -> i32
  %r1 = nvsync.cmpxchg %g, %v, %n {mem_semantic = #nvsync.mem_semantic<acq_rel>, mem_scope = #nvsync.mem_scope<gpu>} : !llvm.ptr<1>, i32, i32 -> i32
  %sum0 = llvm.add %r0, %r1 : i32
  llvm.return %sum0 : i32
}

// LL-LABEL: define i32 @cas_sc_gpu(
// LL-NEXT: entry:
// LL-NEXT: %[[X0:[0-9]+]] = cmpxchg ptr addrspace(3) %s, i32 %v, i32 %n syncscope("device") seq_cst seq_cst, align 4
// LL-NEXT: %r0 = extractvalue { i32, i1 } %[[X0]], 0
// LL-NEXT: %[[X1:[0-9]+]] = cmpxchg ptr addrspace(1) %g, i32 %v, i32 %n syncscope("device") seq_cst seq_cst, align 4
// LL-NEXT: %r1 = extractvalue { i32, i1 } %[[X1]], 0
// LL-NEXT: %sum0 = add i32 %r0, %r1
// LL-NEXT: ret i32 %sum0
// PTX-LABEL: .func (.param .b32 func_retval0) cas_sc_gpu(
// PTX: fence.sc.gpu;
// PTX-NOT: {{(ld|st)\.(relaxed|acquire|release|global|shared)|atom\.}}
// PTX: atom.acquire.gpu.shared.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
// PTX: fence.sc.gpu;
// PTX-NOT: {{(ld|st)\.(relaxed|acquire|release|global|shared)|atom\.}}
// PTX: atom.acquire.gpu.global.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
llvm.func @cas_sc_gpu(%s: !llvm.ptr<3>, %g: !llvm.ptr<1>, %v: i32, %n: i32) -> i32 {
  %r0 = nvsync.cmpxchg %s, %v, %n {mem_semantic = #nvsync.mem_semantic<sc>, mem_scope = #nvsync.mem_scope<gpu>} : !llvm.ptr<3>, i32, i32 -> i32
  %r1 = nvsync.cmpxchg %g, %v, %n {mem_semantic = #nvsync.mem_semantic<sc>, mem_scope = #nvsync.mem_scope<gpu>} : !llvm.ptr<1>, i32, i32 -> i32
  %sum0 = llvm.add %r0, %r1 : i32
  llvm.return %sum0 : i32
}

// LL-LABEL: define i32 @cas_relaxed_sys(
// LL-NEXT: entry:
// LL-NEXT: %[[X0:[0-9]+]] = cmpxchg ptr addrspace(3) %s, i32 %v, i32 %n monotonic monotonic, align 4
// LL-NEXT: %r0 = extractvalue { i32, i1 } %[[X0]], 0
// LL-NEXT: %[[X1:[0-9]+]] = cmpxchg ptr addrspace(1) %g, i32 %v, i32 %n monotonic monotonic, align 4
// LL-NEXT: %r1 = extractvalue { i32, i1 } %[[X1]], 0
// LL-NEXT: %sum0 = add i32 %r0, %r1
// LL-NEXT: ret i32 %sum0
// PTX-LABEL: .func (.param .b32 func_retval0) cas_relaxed_sys(
// PTX-NOT: fence
// PTX: atom.relaxed.sys.shared.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
// PTX-NOT: fence
// PTX: atom.relaxed.sys.global.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
llvm.func @cas_relaxed_sys(%s: !llvm.ptr<3>, %g: !llvm.ptr<1>, %v: i32, %n: i32) -> i32 {
  %r0 = nvsync.cmpxchg %s, %v, %n {mem_semantic = #nvsync.mem_semantic<relaxed>, mem_scope = #nvsync.mem_scope<sys>} : !llvm.ptr<3>, i32, i32 -> i32
  %r1 = nvsync.cmpxchg %g, %v, %n {mem_semantic = #nvsync.mem_semantic<relaxed>, mem_scope = #nvsync.mem_scope<sys>} : !llvm.ptr<1>, i32, i32 -> i32
  %sum0 = llvm.add %r0, %r1 : i32
  llvm.return %sum0 : i32
}

// LL-LABEL: define i32 @cas_acquire_sys(
// LL-NEXT: entry:
// LL-NEXT: %[[X0:[0-9]+]] = cmpxchg ptr addrspace(3) %s, i32 %v, i32 %n acquire acquire, align 4
// LL-NEXT: %r0 = extractvalue { i32, i1 } %[[X0]], 0
// LL-NEXT: %[[X1:[0-9]+]] = cmpxchg ptr addrspace(1) %g, i32 %v, i32 %n acquire acquire, align 4
// LL-NEXT: %r1 = extractvalue { i32, i1 } %[[X1]], 0
// LL-NEXT: %sum0 = add i32 %r0, %r1
// LL-NEXT: ret i32 %sum0
// PTX-LABEL: .func (.param .b32 func_retval0) cas_acquire_sys(
// PTX-NOT: fence
// PTX: atom.acquire.sys.shared.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
// PTX-NOT: fence
// PTX: atom.acquire.sys.global.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
llvm.func @cas_acquire_sys(%s: !llvm.ptr<3>, %g: !llvm.ptr<1>, %v: i32, %n: i32) -> i32 {
  %r0 = nvsync.cmpxchg %s, %v, %n {mem_semantic = #nvsync.mem_semantic<acquire>, mem_scope = #nvsync.mem_scope<sys>} : !llvm.ptr<3>, i32, i32 -> i32
  %r1 = nvsync.cmpxchg %g, %v, %n {mem_semantic = #nvsync.mem_semantic<acquire>, mem_scope = #nvsync.mem_scope<sys>} : !llvm.ptr<1>, i32, i32 -> i32
  %sum0 = llvm.add %r0, %r1 : i32
  llvm.return %sum0 : i32
}

// LL-LABEL: define i32 @cas_release_sys(
// LL-NEXT: entry:
// LL-NEXT: %[[X0:[0-9]+]] = cmpxchg ptr addrspace(3) %s, i32 %v, i32 %n release monotonic, align 4
// LL-NEXT: %r0 = extractvalue { i32, i1 } %[[X0]], 0
// LL-NEXT: %[[X1:[0-9]+]] = cmpxchg ptr addrspace(1) %g, i32 %v, i32 %n release monotonic, align 4
// LL-NEXT: %r1 = extractvalue { i32, i1 } %[[X1]], 0
// LL-NEXT: %sum0 = add i32 %r0, %r1
// LL-NEXT: ret i32 %sum0
// PTX-LABEL: .func (.param .b32 func_retval0) cas_release_sys(
// PTX-NOT: fence
// PTX: atom.release.sys.shared.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
// PTX-NOT: fence
// PTX: atom.release.sys.global.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
llvm.func @cas_release_sys(%s: !llvm.ptr<3>, %g: !llvm.ptr<1>, %v: i32, %n: i32) -> i32 {
  %r0 = nvsync.cmpxchg %s, %v, %n {mem_semantic = #nvsync.mem_semantic<release>, mem_scope = #nvsync.mem_scope<sys>} : !llvm.ptr<3>, i32, i32 -> i32
  %r1 = nvsync.cmpxchg %g, %v, %n {mem_semantic = #nvsync.mem_semantic<release>, mem_scope = #nvsync.mem_scope<sys>} : !llvm.ptr<1>, i32, i32 -> i32
  %sum0 = llvm.add %r0, %r1 : i32
  llvm.return %sum0 : i32
}

// LL-LABEL: define i32 @cas_acq_rel_sys(
// LL-NEXT: entry:
// LL-NEXT: %[[X0:[0-9]+]] = cmpxchg ptr addrspace(3) %s, i32 %v, i32 %n acq_rel acquire, align 4
// LL-NEXT: %r0 = extractvalue { i32, i1 } %[[X0]], 0
// LL-NEXT: %[[X1:[0-9]+]] = cmpxchg ptr addrspace(1) %g, i32 %v, i32 %n acq_rel acquire, align 4
// LL-NEXT: %r1 = extractvalue { i32, i1 } %[[X1]], 0
// LL-NEXT: %sum0 = add i32 %r0, %r1
// LL-NEXT: ret i32 %sum0
// PTX-LABEL: .func (.param .b32 func_retval0) cas_acq_rel_sys(
// PTX-NOT: fence
// PTX: atom.acq_rel.sys.shared.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
// PTX-NOT: fence
// PTX: atom.acq_rel.sys.global.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
llvm.func @cas_acq_rel_sys(%s: !llvm.ptr<3>, %g: !llvm.ptr<1>, %v: i32, %n: i32) -> i32 {
  %r0 = nvsync.cmpxchg %s, %v, %n {mem_semantic = #nvsync.mem_semantic<acq_rel>, mem_scope = #nvsync.mem_scope<sys>} : !llvm.ptr<3>, i32, i32 -> i32
  %r1 = nvsync.cmpxchg %g, %v, %n {mem_semantic = #nvsync.mem_semantic<acq_rel>, mem_scope = #nvsync.mem_scope<sys>} : !llvm.ptr<1>, i32, i32 -> i32
  %sum0 = llvm.add %r0, %r1 : i32
  llvm.return %sum0 : i32
}

// LL-LABEL: define i32 @cas_sc_sys(
// LL-NEXT: entry:
// LL-NEXT: %[[X0:[0-9]+]] = cmpxchg ptr addrspace(3) %s, i32 %v, i32 %n seq_cst seq_cst, align 4
// LL-NEXT: %r0 = extractvalue { i32, i1 } %[[X0]], 0
// LL-NEXT: %[[X1:[0-9]+]] = cmpxchg ptr addrspace(1) %g, i32 %v, i32 %n seq_cst seq_cst, align 4
// LL-NEXT: %r1 = extractvalue { i32, i1 } %[[X1]], 0
// LL-NEXT: %sum0 = add i32 %r0, %r1
// LL-NEXT: ret i32 %sum0
// PTX-LABEL: .func (.param .b32 func_retval0) cas_sc_sys(
// PTX: fence.sc.sys;
// PTX-NOT: {{(ld|st)\.(relaxed|acquire|release|global|shared)|atom\.}}
// PTX: atom.acquire.sys.shared.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
// PTX: fence.sc.sys;
// PTX-NOT: {{(ld|st)\.(relaxed|acquire|release|global|shared)|atom\.}}
// PTX: atom.acquire.sys.global.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
llvm.func @cas_sc_sys(%s: !llvm.ptr<3>, %g: !llvm.ptr<1>, %v: i32, %n: i32) -> i32 {
  %r0 = nvsync.cmpxchg %s, %v, %n {mem_semantic = #nvsync.mem_semantic<sc>, mem_scope = #nvsync.mem_scope<sys>} : !llvm.ptr<3>, i32, i32 -> i32
  %r1 = nvsync.cmpxchg %g, %v, %n {mem_semantic = #nvsync.mem_semantic<sc>, mem_scope = #nvsync.mem_scope<sys>} : !llvm.ptr<1>, i32, i32 -> i32
  %sum0 = llvm.add %r0, %r1 : i32
  llvm.return %sum0 : i32
}

// -----
// ---- Cluster scope (sm_90+), on shared::cluster, shared and global pointers.
// LLC-LABEL: define i32 @cas_weak_dsmem(
// LLC-NEXT: entry:
// LLC-NEXT: %[[X0:[0-9]+]] = cmpxchg ptr addrspace(7) %c, i32 %v, i32 %n syncscope("device") monotonic monotonic, align 4
// LLC-NEXT: %r0 = extractvalue { i32, i1 } %[[X0]], 0
// LLC-NEXT: ret i32 %r0
// PTXC-LABEL: .func (.param .b32 func_retval0) cas_weak_dsmem(
// PTXC-NOT: fence
// PTXC: atom.relaxed.gpu.shared::cluster.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
llvm.func @cas_weak_dsmem(%c: !llvm.ptr<7>, %v: i32, %n: i32) -> i32 {
  %r0 = nvsync.cmpxchg %c, %v, %n {mem_semantic = #nvsync.mem_semantic<weak>} : !llvm.ptr<7>, i32, i32 -> i32
  llvm.return %r0 : i32
}

// LLC-LABEL: define i32 @cas_relaxed_cluster(
// LLC-NEXT: entry:
// LLC-NEXT: %[[X0:[0-9]+]] = cmpxchg ptr addrspace(7) %c, i32 %v, i32 %n syncscope("cluster") monotonic monotonic, align 4
// LLC-NEXT: %r0 = extractvalue { i32, i1 } %[[X0]], 0
// LLC-NEXT: %[[X1:[0-9]+]] = cmpxchg ptr addrspace(3) %s, i32 %v, i32 %n syncscope("cluster") monotonic monotonic, align 4
// LLC-NEXT: %r1 = extractvalue { i32, i1 } %[[X1]], 0
// LLC-NEXT: %[[X2:[0-9]+]] = cmpxchg ptr addrspace(1) %g, i32 %v, i32 %n syncscope("cluster") monotonic monotonic, align 4
// LLC-NEXT: %r2 = extractvalue { i32, i1 } %[[X2]], 0
// LLC-NEXT: %sum0 = add i32 %r0, %r1
// LLC-NEXT: %sum1 = add i32 %sum0, %r2
// LLC-NEXT: ret i32 %sum1
// PTXC-LABEL: .func (.param .b32 func_retval0) cas_relaxed_cluster(
// PTXC-NOT: fence
// PTXC: atom.relaxed.cluster.shared::cluster.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
// PTXC-NOT: fence
// PTXC: atom.relaxed.cluster.shared.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
// PTXC-NOT: fence
// PTXC: atom.relaxed.cluster.global.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
llvm.func @cas_relaxed_cluster(%c: !llvm.ptr<7>, %s: !llvm.ptr<3>, %g: !llvm.ptr<1>, %v: i32, %n: i32) -> i32 {
  %r0 = nvsync.cmpxchg %c, %v, %n {mem_semantic = #nvsync.mem_semantic<relaxed>, mem_scope = #nvsync.mem_scope<cluster>} : !llvm.ptr<7>, i32, i32 -> i32
  %r1 = nvsync.cmpxchg %s, %v, %n {mem_semantic = #nvsync.mem_semantic<relaxed>, mem_scope = #nvsync.mem_scope<cluster>} : !llvm.ptr<3>, i32, i32 -> i32
  %r2 = nvsync.cmpxchg %g, %v, %n {mem_semantic = #nvsync.mem_semantic<relaxed>, mem_scope = #nvsync.mem_scope<cluster>} : !llvm.ptr<1>, i32, i32 -> i32
  %sum0 = llvm.add %r0, %r1 : i32
  %sum1 = llvm.add %sum0, %r2 : i32
  llvm.return %sum1 : i32
}

// LLC-LABEL: define i32 @cas_acquire_cluster(
// LLC-NEXT: entry:
// LLC-NEXT: %[[X0:[0-9]+]] = cmpxchg ptr addrspace(7) %c, i32 %v, i32 %n syncscope("cluster") acquire acquire, align 4
// LLC-NEXT: %r0 = extractvalue { i32, i1 } %[[X0]], 0
// LLC-NEXT: %[[X1:[0-9]+]] = cmpxchg ptr addrspace(3) %s, i32 %v, i32 %n syncscope("cluster") acquire acquire, align 4
// LLC-NEXT: %r1 = extractvalue { i32, i1 } %[[X1]], 0
// LLC-NEXT: %[[X2:[0-9]+]] = cmpxchg ptr addrspace(1) %g, i32 %v, i32 %n syncscope("cluster") acquire acquire, align 4
// LLC-NEXT: %r2 = extractvalue { i32, i1 } %[[X2]], 0
// LLC-NEXT: %sum0 = add i32 %r0, %r1
// LLC-NEXT: %sum1 = add i32 %sum0, %r2
// LLC-NEXT: ret i32 %sum1
// PTXC-LABEL: .func (.param .b32 func_retval0) cas_acquire_cluster(
// PTXC-NOT: fence
// PTXC: atom.acquire.cluster.shared::cluster.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
// PTXC-NOT: fence
// PTXC: atom.acquire.cluster.shared.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
// PTXC-NOT: fence
// PTXC: atom.acquire.cluster.global.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
llvm.func @cas_acquire_cluster(%c: !llvm.ptr<7>, %s: !llvm.ptr<3>, %g: !llvm.ptr<1>, %v: i32, %n: i32) -> i32 {
  %r0 = nvsync.cmpxchg %c, %v, %n {mem_semantic = #nvsync.mem_semantic<acquire>, mem_scope = #nvsync.mem_scope<cluster>} : !llvm.ptr<7>, i32, i32 -> i32
  %r1 = nvsync.cmpxchg %s, %v, %n {mem_semantic = #nvsync.mem_semantic<acquire>, mem_scope = #nvsync.mem_scope<cluster>} : !llvm.ptr<3>, i32, i32 -> i32
  %r2 = nvsync.cmpxchg %g, %v, %n {mem_semantic = #nvsync.mem_semantic<acquire>, mem_scope = #nvsync.mem_scope<cluster>} : !llvm.ptr<1>, i32, i32 -> i32
  %sum0 = llvm.add %r0, %r1 : i32
  %sum1 = llvm.add %sum0, %r2 : i32
  llvm.return %sum1 : i32
}

// LLC-LABEL: define i32 @cas_release_cluster(
// LLC-NEXT: entry:
// LLC-NEXT: %[[X0:[0-9]+]] = cmpxchg ptr addrspace(7) %c, i32 %v, i32 %n syncscope("cluster") release monotonic, align 4
// LLC-NEXT: %r0 = extractvalue { i32, i1 } %[[X0]], 0
// LLC-NEXT: %[[X1:[0-9]+]] = cmpxchg ptr addrspace(3) %s, i32 %v, i32 %n syncscope("cluster") release monotonic, align 4
// LLC-NEXT: %r1 = extractvalue { i32, i1 } %[[X1]], 0
// LLC-NEXT: %[[X2:[0-9]+]] = cmpxchg ptr addrspace(1) %g, i32 %v, i32 %n syncscope("cluster") release monotonic, align 4
// LLC-NEXT: %r2 = extractvalue { i32, i1 } %[[X2]], 0
// LLC-NEXT: %sum0 = add i32 %r0, %r1
// LLC-NEXT: %sum1 = add i32 %sum0, %r2
// LLC-NEXT: ret i32 %sum1
// PTXC-LABEL: .func (.param .b32 func_retval0) cas_release_cluster(
// PTXC-NOT: fence
// PTXC: atom.release.cluster.shared::cluster.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
// PTXC-NOT: fence
// PTXC: atom.release.cluster.shared.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
// PTXC-NOT: fence
// PTXC: atom.release.cluster.global.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
llvm.func @cas_release_cluster(%c: !llvm.ptr<7>, %s: !llvm.ptr<3>, %g: !llvm.ptr<1>, %v: i32, %n: i32) -> i32 {
  %r0 = nvsync.cmpxchg %c, %v, %n {mem_semantic = #nvsync.mem_semantic<release>, mem_scope = #nvsync.mem_scope<cluster>} : !llvm.ptr<7>, i32, i32 -> i32
  %r1 = nvsync.cmpxchg %s, %v, %n {mem_semantic = #nvsync.mem_semantic<release>, mem_scope = #nvsync.mem_scope<cluster>} : !llvm.ptr<3>, i32, i32 -> i32
  %r2 = nvsync.cmpxchg %g, %v, %n {mem_semantic = #nvsync.mem_semantic<release>, mem_scope = #nvsync.mem_scope<cluster>} : !llvm.ptr<1>, i32, i32 -> i32
  %sum0 = llvm.add %r0, %r1 : i32
  %sum1 = llvm.add %sum0, %r2 : i32
  llvm.return %sum1 : i32
}

// LLC-LABEL: define i32 @cas_acq_rel_cluster(
// LLC-NEXT: entry:
// LLC-NEXT: %[[X0:[0-9]+]] = cmpxchg ptr addrspace(7) %c, i32 %v, i32 %n syncscope("cluster") acq_rel acquire, align 4
// LLC-NEXT: %r0 = extractvalue { i32, i1 } %[[X0]], 0
// LLC-NEXT: %[[X1:[0-9]+]] = cmpxchg ptr addrspace(3) %s, i32 %v, i32 %n syncscope("cluster") acq_rel acquire, align 4
// LLC-NEXT: %r1 = extractvalue { i32, i1 } %[[X1]], 0
// LLC-NEXT: %[[X2:[0-9]+]] = cmpxchg ptr addrspace(1) %g, i32 %v, i32 %n syncscope("cluster") acq_rel acquire, align 4
// LLC-NEXT: %r2 = extractvalue { i32, i1 } %[[X2]], 0
// LLC-NEXT: %sum0 = add i32 %r0, %r1
// LLC-NEXT: %sum1 = add i32 %sum0, %r2
// LLC-NEXT: ret i32 %sum1
// PTXC-LABEL: .func (.param .b32 func_retval0) cas_acq_rel_cluster(
// PTXC-NOT: fence
// PTXC: atom.acq_rel.cluster.shared::cluster.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
// PTXC-NOT: fence
// PTXC: atom.acq_rel.cluster.shared.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
// PTXC-NOT: fence
// PTXC: atom.acq_rel.cluster.global.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
llvm.func @cas_acq_rel_cluster(%c: !llvm.ptr<7>, %s: !llvm.ptr<3>, %g: !llvm.ptr<1>, %v: i32, %n: i32) -> i32 {
  %r0 = nvsync.cmpxchg %c, %v, %n {mem_semantic = #nvsync.mem_semantic<acq_rel>, mem_scope = #nvsync.mem_scope<cluster>} : !llvm.ptr<7>, i32, i32 -> i32
  %r1 = nvsync.cmpxchg %s, %v, %n {mem_semantic = #nvsync.mem_semantic<acq_rel>, mem_scope = #nvsync.mem_scope<cluster>} : !llvm.ptr<3>, i32, i32 -> i32
  %r2 = nvsync.cmpxchg %g, %v, %n {mem_semantic = #nvsync.mem_semantic<acq_rel>, mem_scope = #nvsync.mem_scope<cluster>} : !llvm.ptr<1>, i32, i32 -> i32
  %sum0 = llvm.add %r0, %r1 : i32
  %sum1 = llvm.add %sum0, %r2 : i32
  llvm.return %sum1 : i32
}

// LLC-LABEL: define i32 @cas_sc_cluster(
// LLC-NEXT: entry:
// LLC-NEXT: %[[X0:[0-9]+]] = cmpxchg ptr addrspace(7) %c, i32 %v, i32 %n syncscope("cluster") seq_cst seq_cst, align 4
// LLC-NEXT: %r0 = extractvalue { i32, i1 } %[[X0]], 0
// LLC-NEXT: %[[X1:[0-9]+]] = cmpxchg ptr addrspace(3) %s, i32 %v, i32 %n syncscope("cluster") seq_cst seq_cst, align 4
// LLC-NEXT: %r1 = extractvalue { i32, i1 } %[[X1]], 0
// LLC-NEXT: %[[X2:[0-9]+]] = cmpxchg ptr addrspace(1) %g, i32 %v, i32 %n syncscope("cluster") seq_cst seq_cst, align 4
// LLC-NEXT: %r2 = extractvalue { i32, i1 } %[[X2]], 0
// LLC-NEXT: %sum0 = add i32 %r0, %r1
// LLC-NEXT: %sum1 = add i32 %sum0, %r2
// LLC-NEXT: ret i32 %sum1
// PTXC-LABEL: .func (.param .b32 func_retval0) cas_sc_cluster(
// PTXC: fence.sc.cluster;
// PTXC-NOT: {{(ld|st)\.(relaxed|acquire|release|global|shared)|atom\.}}
// PTXC: atom.acquire.cluster.shared::cluster.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
// PTXC: fence.sc.cluster;
// PTXC-NOT: {{(ld|st)\.(relaxed|acquire|release|global|shared)|atom\.}}
// PTXC: atom.acquire.cluster.shared.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
// PTXC: fence.sc.cluster;
// PTXC-NOT: {{(ld|st)\.(relaxed|acquire|release|global|shared)|atom\.}}
// PTXC: atom.acquire.cluster.global.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
llvm.func @cas_sc_cluster(%c: !llvm.ptr<7>, %s: !llvm.ptr<3>, %g: !llvm.ptr<1>, %v: i32, %n: i32) -> i32 {
  %r0 = nvsync.cmpxchg %c, %v, %n {mem_semantic = #nvsync.mem_semantic<sc>, mem_scope = #nvsync.mem_scope<cluster>} : !llvm.ptr<7>, i32, i32 -> i32
  %r1 = nvsync.cmpxchg %s, %v, %n {mem_semantic = #nvsync.mem_semantic<sc>, mem_scope = #nvsync.mem_scope<cluster>} : !llvm.ptr<3>, i32, i32 -> i32
  %r2 = nvsync.cmpxchg %g, %v, %n {mem_semantic = #nvsync.mem_semantic<sc>, mem_scope = #nvsync.mem_scope<cluster>} : !llvm.ptr<1>, i32, i32 -> i32
  %sum0 = llvm.add %r0, %r1 : i32
  %sum1 = llvm.add %sum0, %r2 : i32
  llvm.return %sum1 : i32
}

