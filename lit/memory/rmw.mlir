// nvsync.atomic_rmw (spec 001, atom.*) with every legal (mem_semantic, mem_scope)
// pair: inline PTX `atom{.sem}{.scope}{.space}.add.u32` with the exact modifiers
// (llc-22 would drop both); sc is `fence.sc.<scope>;` then atom.acquire.<scope>.
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
// LL-LABEL: define i32 @rmw_default(
// LL-NEXT: entry:
// LL-NEXT: %r0 = call i32 asm sideeffect "fence.sc.sys;\0A\09atom.acquire.sys.shared.add.u32 $0, [$1], $2;", "=r,l,r,~{memory}"(ptr addrspace(3) %s, i32 %v)
// LL-NEXT: %r1 = call i32 asm sideeffect "fence.sc.sys;\0A\09atom.acquire.sys.global.add.u32 $0, [$1], $2;", "=r,l,r,~{memory}"(ptr addrspace(1) %g, i32 %v)
// LL-NEXT: %sum0 = add i32 %r0, %r1
// LL-NEXT: ret i32 %sum0
// PTX-LABEL: .func (.param .b32 func_retval0) rmw_default(
// PTX: // begin inline asm
// PTX-NEXT: fence.sc.sys;
// PTX-NEXT: atom.acquire.sys.shared.add.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
// PTX: // begin inline asm
// PTX-NEXT: fence.sc.sys;
// PTX-NEXT: atom.acquire.sys.global.add.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
// PTX-NEXT: // end inline asm
llvm.func @rmw_default(%s: !llvm.ptr<3>, %g: !llvm.ptr<1>, %v: i32) -> i32 {
  %r0 = nvsync.atomic_rmw #nvsync.rmw<add> %s, %v : !llvm.ptr<3>, i32 -> i32
  %r1 = nvsync.atomic_rmw #nvsync.rmw<add> %g, %v : !llvm.ptr<1>, i32 -> i32
  %sum0 = llvm.add %r0, %r1 : i32
  llvm.return %sum0 : i32
}

// LL-LABEL: define i32 @rmw_scope_only_gpu(
// LL-NEXT: entry:
// LL-NEXT: %r0 = call i32 asm sideeffect "fence.sc.gpu;\0A\09atom.acquire.gpu.shared.add.u32 $0, [$1], $2;", "=r,l,r,~{memory}"(ptr addrspace(3) %s, i32 %v)
// LL-NEXT: %r1 = call i32 asm sideeffect "fence.sc.gpu;\0A\09atom.acquire.gpu.global.add.u32 $0, [$1], $2;", "=r,l,r,~{memory}"(ptr addrspace(1) %g, i32 %v)
// LL-NEXT: %sum0 = add i32 %r0, %r1
// LL-NEXT: ret i32 %sum0
// PTX-LABEL: .func (.param .b32 func_retval0) rmw_scope_only_gpu(
// PTX: // begin inline asm
// PTX-NEXT: fence.sc.gpu;
// PTX-NEXT: atom.acquire.gpu.shared.add.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
// PTX: // begin inline asm
// PTX-NEXT: fence.sc.gpu;
// PTX-NEXT: atom.acquire.gpu.global.add.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
// PTX-NEXT: // end inline asm
llvm.func @rmw_scope_only_gpu(%s: !llvm.ptr<3>, %g: !llvm.ptr<1>, %v: i32) -> i32 {
  %r0 = nvsync.atomic_rmw #nvsync.rmw<add> %s, %v {mem_scope = #nvsync.mem_scope<gpu>} : !llvm.ptr<3>, i32 -> i32
  %r1 = nvsync.atomic_rmw #nvsync.rmw<add> %g, %v {mem_scope = #nvsync.mem_scope<gpu>} : !llvm.ptr<1>, i32 -> i32
  %sum0 = llvm.add %r0, %r1 : i32
  llvm.return %sum0 : i32
}

// ---- weak: no scope written (PTX's bare atom: relaxed, gpu).
// LL-LABEL: define i32 @rmw_weak(
// LL-NEXT: entry:
// LL-NEXT: %r0 = call i32 asm sideeffect "atom.shared.add.u32 $0, [$1], $2;", "=r,l,r,~{memory}"(ptr addrspace(3) %s, i32 %v)
// LL-NEXT: %r1 = call i32 asm sideeffect "atom.global.add.u32 $0, [$1], $2;", "=r,l,r,~{memory}"(ptr addrspace(1) %g, i32 %v)
// LL-NEXT: %sum0 = add i32 %r0, %r1
// LL-NEXT: ret i32 %sum0
// PTX-LABEL: .func (.param .b32 func_retval0) rmw_weak(
// PTX: // begin inline asm
// PTX-NEXT: atom.shared.add.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
// PTX: // begin inline asm
// PTX-NEXT: atom.global.add.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
// PTX-NEXT: // end inline asm
llvm.func @rmw_weak(%s: !llvm.ptr<3>, %g: !llvm.ptr<1>, %v: i32) -> i32 {
  %r0 = nvsync.atomic_rmw #nvsync.rmw<add> %s, %v {mem_semantic = #nvsync.mem_semantic<weak>} : !llvm.ptr<3>, i32 -> i32
  %r1 = nvsync.atomic_rmw #nvsync.rmw<add> %g, %v {mem_semantic = #nvsync.mem_semantic<weak>} : !llvm.ptr<1>, i32 -> i32
  %sum0 = llvm.add %r0, %r1 : i32
  llvm.return %sum0 : i32
}

// ---- Every non-weak (semantic, scope) pair; CTA scope on shared only (on a
// global pointer it is race pattern 1, see memory-cta-global-invalid.mlir).
// LL-LABEL: define i32 @rmw_relaxed_cta(
// LL-NEXT: entry:
// LL-NEXT: %r0 = call i32 asm sideeffect "atom.relaxed.cta.shared.add.u32 $0, [$1], $2;", "=r,l,r,~{memory}"(ptr addrspace(3) %s, i32 %v)
// LL-NEXT: ret i32 %r0
// PTX-LABEL: .func (.param .b32 func_retval0) rmw_relaxed_cta(
// PTX: // begin inline asm
// PTX-NEXT: atom.relaxed.cta.shared.add.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
// PTX-NEXT: // end inline asm
llvm.func @rmw_relaxed_cta(%s: !llvm.ptr<3>, %v: i32) -> i32 {
  %r0 = nvsync.atomic_rmw #nvsync.rmw<add> %s, %v {mem_semantic = #nvsync.mem_semantic<relaxed>, mem_scope = #nvsync.mem_scope<cta>} : !llvm.ptr<3>, i32 -> i32
  llvm.return %r0 : i32
}

// LL-LABEL: define i32 @rmw_acquire_cta(
// LL-NEXT: entry:
// LL-NEXT: %r0 = call i32 asm sideeffect "atom.acquire.cta.shared.add.u32 $0, [$1], $2;", "=r,l,r,~{memory}"(ptr addrspace(3) %s, i32 %v)
// LL-NEXT: ret i32 %r0
// PTX-LABEL: .func (.param .b32 func_retval0) rmw_acquire_cta(
// PTX: // begin inline asm
// PTX-NEXT: atom.acquire.cta.shared.add.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
// PTX-NEXT: // end inline asm
llvm.func @rmw_acquire_cta(%s: !llvm.ptr<3>, %v: i32) -> i32 {
  %r0 = nvsync.atomic_rmw #nvsync.rmw<add> %s, %v {mem_semantic = #nvsync.mem_semantic<acquire>, mem_scope = #nvsync.mem_scope<cta>} : !llvm.ptr<3>, i32 -> i32
  llvm.return %r0 : i32
}

// LL-LABEL: define i32 @rmw_release_cta(
// LL-NEXT: entry:
// LL-NEXT: %r0 = call i32 asm sideeffect "atom.release.cta.shared.add.u32 $0, [$1], $2;", "=r,l,r,~{memory}"(ptr addrspace(3) %s, i32 %v)
// LL-NEXT: ret i32 %r0
// PTX-LABEL: .func (.param .b32 func_retval0) rmw_release_cta(
// PTX: // begin inline asm
// PTX-NEXT: atom.release.cta.shared.add.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
// PTX-NEXT: // end inline asm
llvm.func @rmw_release_cta(%s: !llvm.ptr<3>, %v: i32) -> i32 {
  %r0 = nvsync.atomic_rmw #nvsync.rmw<add> %s, %v {mem_semantic = #nvsync.mem_semantic<release>, mem_scope = #nvsync.mem_scope<cta>} : !llvm.ptr<3>, i32 -> i32
  llvm.return %r0 : i32
}

// LL-LABEL: define i32 @rmw_acq_rel_cta(
// LL-NEXT: entry:
// LL-NEXT: %r0 = call i32 asm sideeffect "atom.acq_rel.cta.shared.add.u32 $0, [$1], $2;", "=r,l,r,~{memory}"(ptr addrspace(3) %s, i32 %v)
// LL-NEXT: ret i32 %r0
// PTX-LABEL: .func (.param .b32 func_retval0) rmw_acq_rel_cta(
// PTX: // begin inline asm
// PTX-NEXT: atom.acq_rel.cta.shared.add.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
// PTX-NEXT: // end inline asm
llvm.func @rmw_acq_rel_cta(%s: !llvm.ptr<3>, %v: i32) -> i32 {
  %r0 = nvsync.atomic_rmw #nvsync.rmw<add> %s, %v {mem_semantic = #nvsync.mem_semantic<acq_rel>, mem_scope = #nvsync.mem_scope<cta>} : !llvm.ptr<3>, i32 -> i32
  llvm.return %r0 : i32
}

// LL-LABEL: define i32 @rmw_sc_cta(
// LL-NEXT: entry:
// LL-NEXT: %r0 = call i32 asm sideeffect "fence.sc.cta;\0A\09atom.acquire.cta.shared.add.u32 $0, [$1], $2;", "=r,l,r,~{memory}"(ptr addrspace(3) %s, i32 %v)
// LL-NEXT: ret i32 %r0
// PTX-LABEL: .func (.param .b32 func_retval0) rmw_sc_cta(
// PTX: // begin inline asm
// PTX-NEXT: fence.sc.cta;
// PTX-NEXT: atom.acquire.cta.shared.add.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
// PTX-NEXT: // end inline asm
llvm.func @rmw_sc_cta(%s: !llvm.ptr<3>, %v: i32) -> i32 {
  %r0 = nvsync.atomic_rmw #nvsync.rmw<add> %s, %v {mem_semantic = #nvsync.mem_semantic<sc>, mem_scope = #nvsync.mem_scope<cta>} : !llvm.ptr<3>, i32 -> i32
  llvm.return %r0 : i32
}

// LL-LABEL: define i32 @rmw_relaxed_gpu(
// LL-NEXT: entry:
// LL-NEXT: %r0 = call i32 asm sideeffect "atom.relaxed.gpu.shared.add.u32 $0, [$1], $2;", "=r,l,r,~{memory}"(ptr addrspace(3) %s, i32 %v)
// LL-NEXT: %r1 = call i32 asm sideeffect "atom.relaxed.gpu.global.add.u32 $0, [$1], $2;", "=r,l,r,~{memory}"(ptr addrspace(1) %g, i32 %v)
// LL-NEXT: %sum0 = add i32 %r0, %r1
// LL-NEXT: ret i32 %sum0
// PTX-LABEL: .func (.param .b32 func_retval0) rmw_relaxed_gpu(
// PTX: // begin inline asm
// PTX-NEXT: atom.relaxed.gpu.shared.add.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
// PTX: // begin inline asm
// PTX-NEXT: atom.relaxed.gpu.global.add.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
// PTX-NEXT: // end inline asm
llvm.func @rmw_relaxed_gpu(%s: !llvm.ptr<3>, %g: !llvm.ptr<1>, %v: i32) -> i32 {
  %r0 = nvsync.atomic_rmw #nvsync.rmw<add> %s, %v {mem_semantic = #nvsync.mem_semantic<relaxed>, mem_scope = #nvsync.mem_scope<gpu>} : !llvm.ptr<3>, i32 -> i32
  %r1 = nvsync.atomic_rmw #nvsync.rmw<add> %g, %v {mem_semantic = #nvsync.mem_semantic<relaxed>, mem_scope = #nvsync.mem_scope<gpu>} : !llvm.ptr<1>, i32 -> i32
  %sum0 = llvm.add %r0, %r1 : i32
  llvm.return %sum0 : i32
}

// LL-LABEL: define i32 @rmw_acquire_gpu(
// LL-NEXT: entry:
// LL-NEXT: %r0 = call i32 asm sideeffect "atom.acquire.gpu.shared.add.u32 $0, [$1], $2;", "=r,l,r,~{memory}"(ptr addrspace(3) %s, i32 %v)
// LL-NEXT: %r1 = call i32 asm sideeffect "atom.acquire.gpu.global.add.u32 $0, [$1], $2;", "=r,l,r,~{memory}"(ptr addrspace(1) %g, i32 %v)
// LL-NEXT: %sum0 = add i32 %r0, %r1
// LL-NEXT: ret i32 %sum0
// PTX-LABEL: .func (.param .b32 func_retval0) rmw_acquire_gpu(
// PTX: // begin inline asm
// PTX-NEXT: atom.acquire.gpu.shared.add.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
// PTX: // begin inline asm
// PTX-NEXT: atom.acquire.gpu.global.add.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
// PTX-NEXT: // end inline asm
llvm.func @rmw_acquire_gpu(%s: !llvm.ptr<3>, %g: !llvm.ptr<1>, %v: i32) -> i32 {
  %r0 = nvsync.atomic_rmw #nvsync.rmw<add> %s, %v {mem_semantic = #nvsync.mem_semantic<acquire>, mem_scope = #nvsync.mem_scope<gpu>} : !llvm.ptr<3>, i32 -> i32
  %r1 = nvsync.atomic_rmw #nvsync.rmw<add> %g, %v {mem_semantic = #nvsync.mem_semantic<acquire>, mem_scope = #nvsync.mem_scope<gpu>} : !llvm.ptr<1>, i32 -> i32
  %sum0 = llvm.add %r0, %r1 : i32
  llvm.return %sum0 : i32
}

// LL-LABEL: define i32 @rmw_release_gpu(
// LL-NEXT: entry:
// LL-NEXT: %r0 = call i32 asm sideeffect "atom.release.gpu.shared.add.u32 $0, [$1], $2;", "=r,l,r,~{memory}"(ptr addrspace(3) %s, i32 %v)
// LL-NEXT: %r1 = call i32 asm sideeffect "atom.release.gpu.global.add.u32 $0, [$1], $2;", "=r,l,r,~{memory}"(ptr addrspace(1) %g, i32 %v)
// LL-NEXT: %sum0 = add i32 %r0, %r1
// LL-NEXT: ret i32 %sum0
// PTX-LABEL: .func (.param .b32 func_retval0) rmw_release_gpu(
// PTX: // begin inline asm
// PTX-NEXT: atom.release.gpu.shared.add.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
// PTX: // begin inline asm
// PTX-NEXT: atom.release.gpu.global.add.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
// PTX-NEXT: // end inline asm
llvm.func @rmw_release_gpu(%s: !llvm.ptr<3>, %g: !llvm.ptr<1>, %v: i32) -> i32 {
  %r0 = nvsync.atomic_rmw #nvsync.rmw<add> %s, %v {mem_semantic = #nvsync.mem_semantic<release>, mem_scope = #nvsync.mem_scope<gpu>} : !llvm.ptr<3>, i32 -> i32
  %r1 = nvsync.atomic_rmw #nvsync.rmw<add> %g, %v {mem_semantic = #nvsync.mem_semantic<release>, mem_scope = #nvsync.mem_scope<gpu>} : !llvm.ptr<1>, i32 -> i32
  %sum0 = llvm.add %r0, %r1 : i32
  llvm.return %sum0 : i32
}

// LL-LABEL: define i32 @rmw_acq_rel_gpu(
// LL-NEXT: entry:
// LL-NEXT: %r0 = call i32 asm sideeffect "atom.acq_rel.gpu.shared.add.u32 $0, [$1], $2;", "=r,l,r,~{memory}"(ptr addrspace(3) %s, i32 %v)
// LL-NEXT: %r1 = call i32 asm sideeffect "atom.acq_rel.gpu.global.add.u32 $0, [$1], $2;", "=r,l,r,~{memory}"(ptr addrspace(1) %g, i32 %v)
// LL-NEXT: %sum0 = add i32 %r0, %r1
// LL-NEXT: ret i32 %sum0
// PTX-LABEL: .func (.param .b32 func_retval0) rmw_acq_rel_gpu(
// PTX: // begin inline asm
// PTX-NEXT: atom.acq_rel.gpu.shared.add.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
// PTX: // begin inline asm
// PTX-NEXT: atom.acq_rel.gpu.global.add.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
// PTX-NEXT: // end inline asm
llvm.func @rmw_acq_rel_gpu(%s: !llvm.ptr<3>, %g: !llvm.ptr<1>, %v: i32) -> i32 {
  %r0 = nvsync.atomic_rmw #nvsync.rmw<add> %s, %v {mem_semantic = #nvsync.mem_semantic<acq_rel>, mem_scope = #nvsync.mem_scope<gpu>} : !llvm.ptr<3>, i32 -> i32
  %r1 = nvsync.atomic_rmw #nvsync.rmw<add> %g, %v {mem_semantic = #nvsync.mem_semantic<acq_rel>, mem_scope = #nvsync.mem_scope<gpu>} : !llvm.ptr<1>, i32 -> i32
  %sum0 = llvm.add %r0, %r1 : i32
  llvm.return %sum0 : i32
}

// LL-LABEL: define i32 @rmw_sc_gpu(
// LL-NEXT: entry:
// LL-NEXT: %r0 = call i32 asm sideeffect "fence.sc.gpu;\0A\09atom.acquire.gpu.shared.add.u32 $0, [$1], $2;", "=r,l,r,~{memory}"(ptr addrspace(3) %s, i32 %v)
// LL-NEXT: %r1 = call i32 asm sideeffect "fence.sc.gpu;\0A\09atom.acquire.gpu.global.add.u32 $0, [$1], $2;", "=r,l,r,~{memory}"(ptr addrspace(1) %g, i32 %v)
// LL-NEXT: %sum0 = add i32 %r0, %r1
// LL-NEXT: ret i32 %sum0
// PTX-LABEL: .func (.param .b32 func_retval0) rmw_sc_gpu(
// PTX: // begin inline asm
// PTX-NEXT: fence.sc.gpu;
// PTX-NEXT: atom.acquire.gpu.shared.add.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
// PTX: // begin inline asm
// PTX-NEXT: fence.sc.gpu;
// PTX-NEXT: atom.acquire.gpu.global.add.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
// PTX-NEXT: // end inline asm
llvm.func @rmw_sc_gpu(%s: !llvm.ptr<3>, %g: !llvm.ptr<1>, %v: i32) -> i32 {
  %r0 = nvsync.atomic_rmw #nvsync.rmw<add> %s, %v {mem_semantic = #nvsync.mem_semantic<sc>, mem_scope = #nvsync.mem_scope<gpu>} : !llvm.ptr<3>, i32 -> i32
  %r1 = nvsync.atomic_rmw #nvsync.rmw<add> %g, %v {mem_semantic = #nvsync.mem_semantic<sc>, mem_scope = #nvsync.mem_scope<gpu>} : !llvm.ptr<1>, i32 -> i32
  %sum0 = llvm.add %r0, %r1 : i32
  llvm.return %sum0 : i32
}

// LL-LABEL: define i32 @rmw_relaxed_sys(
// LL-NEXT: entry:
// LL-NEXT: %r0 = call i32 asm sideeffect "atom.relaxed.sys.shared.add.u32 $0, [$1], $2;", "=r,l,r,~{memory}"(ptr addrspace(3) %s, i32 %v)
// LL-NEXT: %r1 = call i32 asm sideeffect "atom.relaxed.sys.global.add.u32 $0, [$1], $2;", "=r,l,r,~{memory}"(ptr addrspace(1) %g, i32 %v)
// LL-NEXT: %sum0 = add i32 %r0, %r1
// LL-NEXT: ret i32 %sum0
// PTX-LABEL: .func (.param .b32 func_retval0) rmw_relaxed_sys(
// PTX: // begin inline asm
// PTX-NEXT: atom.relaxed.sys.shared.add.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
// PTX: // begin inline asm
// PTX-NEXT: atom.relaxed.sys.global.add.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
// PTX-NEXT: // end inline asm
llvm.func @rmw_relaxed_sys(%s: !llvm.ptr<3>, %g: !llvm.ptr<1>, %v: i32) -> i32 {
  %r0 = nvsync.atomic_rmw #nvsync.rmw<add> %s, %v {mem_semantic = #nvsync.mem_semantic<relaxed>, mem_scope = #nvsync.mem_scope<sys>} : !llvm.ptr<3>, i32 -> i32
  %r1 = nvsync.atomic_rmw #nvsync.rmw<add> %g, %v {mem_semantic = #nvsync.mem_semantic<relaxed>, mem_scope = #nvsync.mem_scope<sys>} : !llvm.ptr<1>, i32 -> i32
  %sum0 = llvm.add %r0, %r1 : i32
  llvm.return %sum0 : i32
}

// LL-LABEL: define i32 @rmw_acquire_sys(
// LL-NEXT: entry:
// LL-NEXT: %r0 = call i32 asm sideeffect "atom.acquire.sys.shared.add.u32 $0, [$1], $2;", "=r,l,r,~{memory}"(ptr addrspace(3) %s, i32 %v)
// LL-NEXT: %r1 = call i32 asm sideeffect "atom.acquire.sys.global.add.u32 $0, [$1], $2;", "=r,l,r,~{memory}"(ptr addrspace(1) %g, i32 %v)
// LL-NEXT: %sum0 = add i32 %r0, %r1
// LL-NEXT: ret i32 %sum0
// PTX-LABEL: .func (.param .b32 func_retval0) rmw_acquire_sys(
// PTX: // begin inline asm
// PTX-NEXT: atom.acquire.sys.shared.add.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
// PTX: // begin inline asm
// PTX-NEXT: atom.acquire.sys.global.add.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
// PTX-NEXT: // end inline asm
llvm.func @rmw_acquire_sys(%s: !llvm.ptr<3>, %g: !llvm.ptr<1>, %v: i32) -> i32 {
  %r0 = nvsync.atomic_rmw #nvsync.rmw<add> %s, %v {mem_semantic = #nvsync.mem_semantic<acquire>, mem_scope = #nvsync.mem_scope<sys>} : !llvm.ptr<3>, i32 -> i32
  %r1 = nvsync.atomic_rmw #nvsync.rmw<add> %g, %v {mem_semantic = #nvsync.mem_semantic<acquire>, mem_scope = #nvsync.mem_scope<sys>} : !llvm.ptr<1>, i32 -> i32
  %sum0 = llvm.add %r0, %r1 : i32
  llvm.return %sum0 : i32
}

// LL-LABEL: define i32 @rmw_release_sys(
// LL-NEXT: entry:
// LL-NEXT: %r0 = call i32 asm sideeffect "atom.release.sys.shared.add.u32 $0, [$1], $2;", "=r,l,r,~{memory}"(ptr addrspace(3) %s, i32 %v)
// LL-NEXT: %r1 = call i32 asm sideeffect "atom.release.sys.global.add.u32 $0, [$1], $2;", "=r,l,r,~{memory}"(ptr addrspace(1) %g, i32 %v)
// LL-NEXT: %sum0 = add i32 %r0, %r1
// LL-NEXT: ret i32 %sum0
// PTX-LABEL: .func (.param .b32 func_retval0) rmw_release_sys(
// PTX: // begin inline asm
// PTX-NEXT: atom.release.sys.shared.add.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
// PTX: // begin inline asm
// PTX-NEXT: atom.release.sys.global.add.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
// PTX-NEXT: // end inline asm
llvm.func @rmw_release_sys(%s: !llvm.ptr<3>, %g: !llvm.ptr<1>, %v: i32) -> i32 {
  %r0 = nvsync.atomic_rmw #nvsync.rmw<add> %s, %v {mem_semantic = #nvsync.mem_semantic<release>, mem_scope = #nvsync.mem_scope<sys>} : !llvm.ptr<3>, i32 -> i32
  %r1 = nvsync.atomic_rmw #nvsync.rmw<add> %g, %v {mem_semantic = #nvsync.mem_semantic<release>, mem_scope = #nvsync.mem_scope<sys>} : !llvm.ptr<1>, i32 -> i32
  %sum0 = llvm.add %r0, %r1 : i32
  llvm.return %sum0 : i32
}

// LL-LABEL: define i32 @rmw_acq_rel_sys(
// LL-NEXT: entry:
// LL-NEXT: %r0 = call i32 asm sideeffect "atom.acq_rel.sys.shared.add.u32 $0, [$1], $2;", "=r,l,r,~{memory}"(ptr addrspace(3) %s, i32 %v)
// LL-NEXT: %r1 = call i32 asm sideeffect "atom.acq_rel.sys.global.add.u32 $0, [$1], $2;", "=r,l,r,~{memory}"(ptr addrspace(1) %g, i32 %v)
// LL-NEXT: %sum0 = add i32 %r0, %r1
// LL-NEXT: ret i32 %sum0
// PTX-LABEL: .func (.param .b32 func_retval0) rmw_acq_rel_sys(
// PTX: // begin inline asm
// PTX-NEXT: atom.acq_rel.sys.shared.add.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
// PTX: // begin inline asm
// PTX-NEXT: atom.acq_rel.sys.global.add.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
// PTX-NEXT: // end inline asm
llvm.func @rmw_acq_rel_sys(%s: !llvm.ptr<3>, %g: !llvm.ptr<1>, %v: i32) -> i32 {
  %r0 = nvsync.atomic_rmw #nvsync.rmw<add> %s, %v {mem_semantic = #nvsync.mem_semantic<acq_rel>, mem_scope = #nvsync.mem_scope<sys>} : !llvm.ptr<3>, i32 -> i32
  %r1 = nvsync.atomic_rmw #nvsync.rmw<add> %g, %v {mem_semantic = #nvsync.mem_semantic<acq_rel>, mem_scope = #nvsync.mem_scope<sys>} : !llvm.ptr<1>, i32 -> i32
  %sum0 = llvm.add %r0, %r1 : i32
  llvm.return %sum0 : i32
}

// LL-LABEL: define i32 @rmw_sc_sys(
// LL-NEXT: entry:
// LL-NEXT: %r0 = call i32 asm sideeffect "fence.sc.sys;\0A\09atom.acquire.sys.shared.add.u32 $0, [$1], $2;", "=r,l,r,~{memory}"(ptr addrspace(3) %s, i32 %v)
// LL-NEXT: %r1 = call i32 asm sideeffect "fence.sc.sys;\0A\09atom.acquire.sys.global.add.u32 $0, [$1], $2;", "=r,l,r,~{memory}"(ptr addrspace(1) %g, i32 %v)
// LL-NEXT: %sum0 = add i32 %r0, %r1
// LL-NEXT: ret i32 %sum0
// PTX-LABEL: .func (.param .b32 func_retval0) rmw_sc_sys(
// PTX: // begin inline asm
// PTX-NEXT: fence.sc.sys;
// PTX-NEXT: atom.acquire.sys.shared.add.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
// PTX: // begin inline asm
// PTX-NEXT: fence.sc.sys;
// PTX-NEXT: atom.acquire.sys.global.add.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
// PTX-NEXT: // end inline asm
llvm.func @rmw_sc_sys(%s: !llvm.ptr<3>, %g: !llvm.ptr<1>, %v: i32) -> i32 {
  %r0 = nvsync.atomic_rmw #nvsync.rmw<add> %s, %v {mem_semantic = #nvsync.mem_semantic<sc>, mem_scope = #nvsync.mem_scope<sys>} : !llvm.ptr<3>, i32 -> i32
  %r1 = nvsync.atomic_rmw #nvsync.rmw<add> %g, %v {mem_semantic = #nvsync.mem_semantic<sc>, mem_scope = #nvsync.mem_scope<sys>} : !llvm.ptr<1>, i32 -> i32
  %sum0 = llvm.add %r0, %r1 : i32
  llvm.return %sum0 : i32
}

// -----
// ---- Cluster scope (sm_90+), on shared::cluster, shared and global pointers.
// LLC-LABEL: define i32 @rmw_weak_dsmem(
// LLC-NEXT: entry:
// LLC-NEXT: %r0 = call i32 asm sideeffect "atom.shared::cluster.add.u32 $0, [$1], $2;", "=r,l,r,~{memory}"(ptr addrspace(7) %c, i32 %v)
// LLC-NEXT: ret i32 %r0
// PTXC-LABEL: .func (.param .b32 func_retval0) rmw_weak_dsmem(
// PTXC: // begin inline asm
// PTXC-NEXT: atom.shared::cluster.add.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
// PTXC-NEXT: // end inline asm
llvm.func @rmw_weak_dsmem(%c: !llvm.ptr<7>, %v: i32) -> i32 {
  %r0 = nvsync.atomic_rmw #nvsync.rmw<add> %c, %v {mem_semantic = #nvsync.mem_semantic<weak>} : !llvm.ptr<7>, i32 -> i32
  llvm.return %r0 : i32
}

// LLC-LABEL: define i32 @rmw_relaxed_cluster(
// LLC-NEXT: entry:
// LLC-NEXT: %r0 = call i32 asm sideeffect "atom.relaxed.cluster.shared::cluster.add.u32 $0, [$1], $2;", "=r,l,r,~{memory}"(ptr addrspace(7) %c, i32 %v)
// LLC-NEXT: %r1 = call i32 asm sideeffect "atom.relaxed.cluster.shared.add.u32 $0, [$1], $2;", "=r,l,r,~{memory}"(ptr addrspace(3) %s, i32 %v)
// LLC-NEXT: %r2 = call i32 asm sideeffect "atom.relaxed.cluster.global.add.u32 $0, [$1], $2;", "=r,l,r,~{memory}"(ptr addrspace(1) %g, i32 %v)
// LLC-NEXT: %sum0 = add i32 %r0, %r1
// LLC-NEXT: %sum1 = add i32 %sum0, %r2
// LLC-NEXT: ret i32 %sum1
// PTXC-LABEL: .func (.param .b32 func_retval0) rmw_relaxed_cluster(
// PTXC: // begin inline asm
// PTXC-NEXT: atom.relaxed.cluster.shared::cluster.add.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
// PTXC: // begin inline asm
// PTXC-NEXT: atom.relaxed.cluster.shared.add.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
// PTXC: // begin inline asm
// PTXC-NEXT: atom.relaxed.cluster.global.add.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
// PTXC-NEXT: // end inline asm
llvm.func @rmw_relaxed_cluster(%c: !llvm.ptr<7>, %s: !llvm.ptr<3>, %g: !llvm.ptr<1>, %v: i32) -> i32 {
  %r0 = nvsync.atomic_rmw #nvsync.rmw<add> %c, %v {mem_semantic = #nvsync.mem_semantic<relaxed>, mem_scope = #nvsync.mem_scope<cluster>} : !llvm.ptr<7>, i32 -> i32
  %r1 = nvsync.atomic_rmw #nvsync.rmw<add> %s, %v {mem_semantic = #nvsync.mem_semantic<relaxed>, mem_scope = #nvsync.mem_scope<cluster>} : !llvm.ptr<3>, i32 -> i32
  %r2 = nvsync.atomic_rmw #nvsync.rmw<add> %g, %v {mem_semantic = #nvsync.mem_semantic<relaxed>, mem_scope = #nvsync.mem_scope<cluster>} : !llvm.ptr<1>, i32 -> i32
  %sum0 = llvm.add %r0, %r1 : i32
  %sum1 = llvm.add %sum0, %r2 : i32
  llvm.return %sum1 : i32
}

// LLC-LABEL: define i32 @rmw_acquire_cluster(
// LLC-NEXT: entry:
// LLC-NEXT: %r0 = call i32 asm sideeffect "atom.acquire.cluster.shared::cluster.add.u32 $0, [$1], $2;", "=r,l,r,~{memory}"(ptr addrspace(7) %c, i32 %v)
// LLC-NEXT: %r1 = call i32 asm sideeffect "atom.acquire.cluster.shared.add.u32 $0, [$1], $2;", "=r,l,r,~{memory}"(ptr addrspace(3) %s, i32 %v)
// LLC-NEXT: %r2 = call i32 asm sideeffect "atom.acquire.cluster.global.add.u32 $0, [$1], $2;", "=r,l,r,~{memory}"(ptr addrspace(1) %g, i32 %v)
// LLC-NEXT: %sum0 = add i32 %r0, %r1
// LLC-NEXT: %sum1 = add i32 %sum0, %r2
// LLC-NEXT: ret i32 %sum1
// PTXC-LABEL: .func (.param .b32 func_retval0) rmw_acquire_cluster(
// PTXC: // begin inline asm
// PTXC-NEXT: atom.acquire.cluster.shared::cluster.add.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
// PTXC: // begin inline asm
// PTXC-NEXT: atom.acquire.cluster.shared.add.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
// PTXC: // begin inline asm
// PTXC-NEXT: atom.acquire.cluster.global.add.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
// PTXC-NEXT: // end inline asm
llvm.func @rmw_acquire_cluster(%c: !llvm.ptr<7>, %s: !llvm.ptr<3>, %g: !llvm.ptr<1>, %v: i32) -> i32 {
  %r0 = nvsync.atomic_rmw #nvsync.rmw<add> %c, %v {mem_semantic = #nvsync.mem_semantic<acquire>, mem_scope = #nvsync.mem_scope<cluster>} : !llvm.ptr<7>, i32 -> i32
  %r1 = nvsync.atomic_rmw #nvsync.rmw<add> %s, %v {mem_semantic = #nvsync.mem_semantic<acquire>, mem_scope = #nvsync.mem_scope<cluster>} : !llvm.ptr<3>, i32 -> i32
  %r2 = nvsync.atomic_rmw #nvsync.rmw<add> %g, %v {mem_semantic = #nvsync.mem_semantic<acquire>, mem_scope = #nvsync.mem_scope<cluster>} : !llvm.ptr<1>, i32 -> i32
  %sum0 = llvm.add %r0, %r1 : i32
  %sum1 = llvm.add %sum0, %r2 : i32
  llvm.return %sum1 : i32
}

// LLC-LABEL: define i32 @rmw_release_cluster(
// LLC-NEXT: entry:
// LLC-NEXT: %r0 = call i32 asm sideeffect "atom.release.cluster.shared::cluster.add.u32 $0, [$1], $2;", "=r,l,r,~{memory}"(ptr addrspace(7) %c, i32 %v)
// LLC-NEXT: %r1 = call i32 asm sideeffect "atom.release.cluster.shared.add.u32 $0, [$1], $2;", "=r,l,r,~{memory}"(ptr addrspace(3) %s, i32 %v)
// LLC-NEXT: %r2 = call i32 asm sideeffect "atom.release.cluster.global.add.u32 $0, [$1], $2;", "=r,l,r,~{memory}"(ptr addrspace(1) %g, i32 %v)
// LLC-NEXT: %sum0 = add i32 %r0, %r1
// LLC-NEXT: %sum1 = add i32 %sum0, %r2
// LLC-NEXT: ret i32 %sum1
// PTXC-LABEL: .func (.param .b32 func_retval0) rmw_release_cluster(
// PTXC: // begin inline asm
// PTXC-NEXT: atom.release.cluster.shared::cluster.add.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
// PTXC: // begin inline asm
// PTXC-NEXT: atom.release.cluster.shared.add.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
// PTXC: // begin inline asm
// PTXC-NEXT: atom.release.cluster.global.add.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
// PTXC-NEXT: // end inline asm
llvm.func @rmw_release_cluster(%c: !llvm.ptr<7>, %s: !llvm.ptr<3>, %g: !llvm.ptr<1>, %v: i32) -> i32 {
  %r0 = nvsync.atomic_rmw #nvsync.rmw<add> %c, %v {mem_semantic = #nvsync.mem_semantic<release>, mem_scope = #nvsync.mem_scope<cluster>} : !llvm.ptr<7>, i32 -> i32
  %r1 = nvsync.atomic_rmw #nvsync.rmw<add> %s, %v {mem_semantic = #nvsync.mem_semantic<release>, mem_scope = #nvsync.mem_scope<cluster>} : !llvm.ptr<3>, i32 -> i32
  %r2 = nvsync.atomic_rmw #nvsync.rmw<add> %g, %v {mem_semantic = #nvsync.mem_semantic<release>, mem_scope = #nvsync.mem_scope<cluster>} : !llvm.ptr<1>, i32 -> i32
  %sum0 = llvm.add %r0, %r1 : i32
  %sum1 = llvm.add %sum0, %r2 : i32
  llvm.return %sum1 : i32
}

// LLC-LABEL: define i32 @rmw_acq_rel_cluster(
// LLC-NEXT: entry:
// LLC-NEXT: %r0 = call i32 asm sideeffect "atom.acq_rel.cluster.shared::cluster.add.u32 $0, [$1], $2;", "=r,l,r,~{memory}"(ptr addrspace(7) %c, i32 %v)
// LLC-NEXT: %r1 = call i32 asm sideeffect "atom.acq_rel.cluster.shared.add.u32 $0, [$1], $2;", "=r,l,r,~{memory}"(ptr addrspace(3) %s, i32 %v)
// LLC-NEXT: %r2 = call i32 asm sideeffect "atom.acq_rel.cluster.global.add.u32 $0, [$1], $2;", "=r,l,r,~{memory}"(ptr addrspace(1) %g, i32 %v)
// LLC-NEXT: %sum0 = add i32 %r0, %r1
// LLC-NEXT: %sum1 = add i32 %sum0, %r2
// LLC-NEXT: ret i32 %sum1
// PTXC-LABEL: .func (.param .b32 func_retval0) rmw_acq_rel_cluster(
// PTXC: // begin inline asm
// PTXC-NEXT: atom.acq_rel.cluster.shared::cluster.add.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
// PTXC: // begin inline asm
// PTXC-NEXT: atom.acq_rel.cluster.shared.add.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
// PTXC: // begin inline asm
// PTXC-NEXT: atom.acq_rel.cluster.global.add.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
// PTXC-NEXT: // end inline asm
llvm.func @rmw_acq_rel_cluster(%c: !llvm.ptr<7>, %s: !llvm.ptr<3>, %g: !llvm.ptr<1>, %v: i32) -> i32 {
  %r0 = nvsync.atomic_rmw #nvsync.rmw<add> %c, %v {mem_semantic = #nvsync.mem_semantic<acq_rel>, mem_scope = #nvsync.mem_scope<cluster>} : !llvm.ptr<7>, i32 -> i32
  %r1 = nvsync.atomic_rmw #nvsync.rmw<add> %s, %v {mem_semantic = #nvsync.mem_semantic<acq_rel>, mem_scope = #nvsync.mem_scope<cluster>} : !llvm.ptr<3>, i32 -> i32
  %r2 = nvsync.atomic_rmw #nvsync.rmw<add> %g, %v {mem_semantic = #nvsync.mem_semantic<acq_rel>, mem_scope = #nvsync.mem_scope<cluster>} : !llvm.ptr<1>, i32 -> i32
  %sum0 = llvm.add %r0, %r1 : i32
  %sum1 = llvm.add %sum0, %r2 : i32
  llvm.return %sum1 : i32
}

// LLC-LABEL: define i32 @rmw_sc_cluster(
// LLC-NEXT: entry:
// LLC-NEXT: %r0 = call i32 asm sideeffect "fence.sc.cluster;\0A\09atom.acquire.cluster.shared::cluster.add.u32 $0, [$1], $2;", "=r,l,r,~{memory}"(ptr addrspace(7) %c, i32 %v)
// LLC-NEXT: %r1 = call i32 asm sideeffect "fence.sc.cluster;\0A\09atom.acquire.cluster.shared.add.u32 $0, [$1], $2;", "=r,l,r,~{memory}"(ptr addrspace(3) %s, i32 %v)
// LLC-NEXT: %r2 = call i32 asm sideeffect "fence.sc.cluster;\0A\09atom.acquire.cluster.global.add.u32 $0, [$1], $2;", "=r,l,r,~{memory}"(ptr addrspace(1) %g, i32 %v)
// LLC-NEXT: %sum0 = add i32 %r0, %r1
// LLC-NEXT: %sum1 = add i32 %sum0, %r2
// LLC-NEXT: ret i32 %sum1
// PTXC-LABEL: .func (.param .b32 func_retval0) rmw_sc_cluster(
// PTXC: // begin inline asm
// PTXC-NEXT: fence.sc.cluster;
// PTXC-NEXT: atom.acquire.cluster.shared::cluster.add.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
// PTXC: // begin inline asm
// PTXC-NEXT: fence.sc.cluster;
// PTXC-NEXT: atom.acquire.cluster.shared.add.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
// PTXC: // begin inline asm
// PTXC-NEXT: fence.sc.cluster;
// PTXC-NEXT: atom.acquire.cluster.global.add.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
// PTXC-NEXT: // end inline asm
llvm.func @rmw_sc_cluster(%c: !llvm.ptr<7>, %s: !llvm.ptr<3>, %g: !llvm.ptr<1>, %v: i32) -> i32 {
  %r0 = nvsync.atomic_rmw #nvsync.rmw<add> %c, %v {mem_semantic = #nvsync.mem_semantic<sc>, mem_scope = #nvsync.mem_scope<cluster>} : !llvm.ptr<7>, i32 -> i32
  %r1 = nvsync.atomic_rmw #nvsync.rmw<add> %s, %v {mem_semantic = #nvsync.mem_semantic<sc>, mem_scope = #nvsync.mem_scope<cluster>} : !llvm.ptr<3>, i32 -> i32
  %r2 = nvsync.atomic_rmw #nvsync.rmw<add> %g, %v {mem_semantic = #nvsync.mem_semantic<sc>, mem_scope = #nvsync.mem_scope<cluster>} : !llvm.ptr<1>, i32 -> i32
  %sum0 = llvm.add %r0, %r1 : i32
  %sum1 = llvm.add %sum0, %r2 : i32
  llvm.return %sum1 : i32
}

