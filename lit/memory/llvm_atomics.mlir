// The LLVM dialect's atomics: `llvm.atomicrmw` is emitted as inline PTX with the
// exact .sem/.scope (plain llc-22 prints a bare atom, dropping both), atomic
// llvm.load/llvm.store and llvm.fence keep their sync scope (no syncscope =
// system). Orderings each op refuses are in llvm-atomics-invalid.mlir.
// RUN: %nvvm-lower %s --split-input-file --target sm_90 --emit llvm-ir | %FileCheck %s --check-prefixes=LL,LLC
// RUN: %nvvm-lower %s --split-input-file --target sm_90 | %FileCheck %s --check-prefixes=PTX,PTXC
// RUN: %nvvm-lower %s --split-input-file --target sm_90 --backend llc | %FileCheck %s --check-prefixes=PTX,PTXC
// RUN: %nvvm-lower %s --split-input-file --target sm_100a | %FileCheck %s --check-prefixes=PTX,PTXC
// RUN: sed '/^\/\/ -----$/,$d' %s | %nvvm-lower - --target sm_70 | %FileCheck %s --check-prefix=PTX
// RUN: sed '/^\/\/ -----$/,$d' %s | %nvvm-lower - --target sm_70 | %ptxas-verify
// RUN: sed '/^\/\/ -----$/,$d' %s | %nvvm-lower - --target sm_80 | %ptxas-verify
// RUN: %nvvm-lower %s --split-input-file --target sm_90 | %ptxas-verify
// RUN: %nvvm-lower %s --split-input-file --target sm_90 --backend llc | %ptxas-verify
// RUN: %nvvm-lower %s --split-input-file --target sm_100a | %ptxas-verify
// RUN: %nvvm-lower %s --split-input-file --target sm_90 2>&1 >/dev/null | %count 0
// The second chunk (cluster scope, !llvm.ptr<7>) is sm_90+ only.

// ---- atomicrmw: every kind and ordering, each scope.
// LL-LABEL: define i32 @rmw_add_device_acq_rel(
// LL-NEXT: entry:
// LL-NEXT: %r = call i32 asm sideeffect "atom.acq_rel.gpu.global.add.u32 $0, [$1], $2;", "=r,l,r,~{memory}"(ptr addrspace(1) %p, i32 %v)
// LL-NEXT: ret i32 %r
// PTX-LABEL: rmw_add_device_acq_rel(
// PTX: // begin inline asm
// PTX-NEXT: atom.acq_rel.gpu.global.add.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
// PTX-NEXT: // end inline asm
llvm.func @rmw_add_device_acq_rel(%p: !llvm.ptr<1>, %v: i32) -> i32 {
  %r = llvm.atomicrmw add %p, %v syncscope("device") acq_rel : !llvm.ptr<1>, i32
  llvm.return %r : i32
}

// LL-LABEL: define i32 @rmw_add_sys_monotonic(
// LL-NEXT: entry:
// LL-NEXT: %r = call i32 asm sideeffect "atom.relaxed.sys.global.add.u32 $0, [$1], $2;", "=r,l,r,~{memory}"(ptr addrspace(1) %p, i32 %v)
// LL-NEXT: ret i32 %r
// PTX-LABEL: rmw_add_sys_monotonic(
// PTX: // begin inline asm
// PTX-NEXT: atom.relaxed.sys.global.add.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
// PTX-NEXT: // end inline asm
llvm.func @rmw_add_sys_monotonic(%p: !llvm.ptr<1>, %v: i32) -> i32 {
  %r = llvm.atomicrmw add %p, %v monotonic : !llvm.ptr<1>, i32
  llvm.return %r : i32
}

// LL-LABEL: define i64 @rmw_sub_block_release_i64(
// LL-NEXT: entry:
// LL-NEXT: %neg = sub i64 0, %v
// LL-NEXT: %r = call i64 asm sideeffect "atom.release.cta.shared.add.u64 $0, [$1], $2;", "=l,l,l,~{memory}"(ptr addrspace(3) %p, i64 %neg)
// LL-NEXT: ret i64 %r
// PTX-LABEL: rmw_sub_block_release_i64(
// PTX: neg.s64
// PTX: // begin inline asm
// PTX-NEXT: atom.release.cta.shared.add.u64 %rd{{[0-9]+}}, [%rd{{[0-9]+}}], %rd{{[0-9]+}};
// PTX-NEXT: // end inline asm
llvm.func @rmw_sub_block_release_i64(%p: !llvm.ptr<3>, %v: i64) -> i64 {
  %r = llvm.atomicrmw sub %p, %v syncscope("block") release : !llvm.ptr<3>, i64
  llvm.return %r : i64
}

// LL-LABEL: define i64 @rmw_xchg_block_monotonic_i64(
// LL-NEXT: entry:
// LL-NEXT: %r = call i64 asm sideeffect "atom.relaxed.cta.shared.exch.b64 $0, [$1], $2;", "=l,l,l,~{memory}"(ptr addrspace(3) %p, i64 %v)
// LL-NEXT: ret i64 %r
// PTX-LABEL: rmw_xchg_block_monotonic_i64(
// PTX: // begin inline asm
// PTX-NEXT: atom.relaxed.cta.shared.exch.b64 %rd{{[0-9]+}}, [%rd{{[0-9]+}}], %rd{{[0-9]+}};
// PTX-NEXT: // end inline asm
llvm.func @rmw_xchg_block_monotonic_i64(%p: !llvm.ptr<3>, %v: i64) -> i64 {
  %r = llvm.atomicrmw xchg %p, %v syncscope("block") monotonic : !llvm.ptr<3>, i64
  llvm.return %r : i64
}

// LL-LABEL: define i32 @rmw_xchg_device_seq_cst(
// LL-NEXT: entry:
// LL-NEXT: %r = call i32 asm sideeffect "fence.sc.gpu;\0A\09atom.acquire.gpu.global.exch.b32 $0, [$1], $2;", "=r,l,r,~{memory}"(ptr addrspace(1) %p, i32 %v)
// LL-NEXT: ret i32 %r
// PTX-LABEL: rmw_xchg_device_seq_cst(
// PTX: // begin inline asm
// PTX-NEXT: fence.sc.gpu;
// PTX-NEXT: atom.acquire.gpu.global.exch.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
// PTX-NEXT: // end inline asm
llvm.func @rmw_xchg_device_seq_cst(%p: !llvm.ptr<1>, %v: i32) -> i32 {
  %r = llvm.atomicrmw xchg %p, %v syncscope("device") seq_cst : !llvm.ptr<1>, i32
  llvm.return %r : i32
}

// LL-LABEL: define i32 @rmw_uinc_wrap_device_seq_cst(
// LL-NEXT: entry:
// LL-NEXT: %r = call i32 asm sideeffect "fence.sc.gpu;\0A\09atom.acquire.gpu.global.inc.u32 $0, [$1], $2;", "=r,l,r,~{memory}"(ptr addrspace(1) %p, i32 %v)
// LL-NEXT: ret i32 %r
// PTX-LABEL: rmw_uinc_wrap_device_seq_cst(
// PTX: // begin inline asm
// PTX-NEXT: fence.sc.gpu;
// PTX-NEXT: atom.acquire.gpu.global.inc.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
// PTX-NEXT: // end inline asm
llvm.func @rmw_uinc_wrap_device_seq_cst(%p: !llvm.ptr<1>, %v: i32) -> i32 {
  %r = llvm.atomicrmw uinc_wrap %p, %v syncscope("device") seq_cst : !llvm.ptr<1>, i32
  llvm.return %r : i32
}

// LL-LABEL: define i32 @rmw_udec_wrap_sys_acquire(
// LL-NEXT: entry:
// LL-NEXT: %r = call i32 asm sideeffect "atom.acquire.sys.global.dec.u32 $0, [$1], $2;", "=r,l,r,~{memory}"(ptr addrspace(1) %p, i32 %v)
// LL-NEXT: ret i32 %r
// PTX-LABEL: rmw_udec_wrap_sys_acquire(
// PTX: // begin inline asm
// PTX-NEXT: atom.acquire.sys.global.dec.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
// PTX-NEXT: // end inline asm
llvm.func @rmw_udec_wrap_sys_acquire(%p: !llvm.ptr<1>, %v: i32) -> i32 {
  %r = llvm.atomicrmw udec_wrap %p, %v acquire : !llvm.ptr<1>, i32
  llvm.return %r : i32
}

// LL-LABEL: define float @rmw_fadd_f32_sys_acquire(
// LL-NEXT: entry:
// LL-NEXT: %r = call float asm sideeffect "atom.acquire.sys.global.add.f32 $0, [$1], $2;", "=f,l,f,~{memory}"(ptr addrspace(1) %p, float %v)
// LL-NEXT: ret float %r
// PTX-LABEL: rmw_fadd_f32_sys_acquire(
// PTX: // begin inline asm
// PTX-NEXT: atom.acquire.sys.global.add.f32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
// PTX-NEXT: // end inline asm
llvm.func @rmw_fadd_f32_sys_acquire(%p: !llvm.ptr<1>, %v: f32) -> f32 {
  %r = llvm.atomicrmw fadd %p, %v acquire : !llvm.ptr<1>, f32
  llvm.return %r : f32
}

// LL-LABEL: define double @rmw_fadd_f64_device_release(
// LL-NEXT: entry:
// LL-NEXT: %r = call double asm sideeffect "atom.release.gpu.global.add.f64 $0, [$1], $2;", "=d,l,d,~{memory}"(ptr addrspace(1) %p, double %v)
// LL-NEXT: ret double %r
// PTX-LABEL: rmw_fadd_f64_device_release(
// PTX: // begin inline asm
// PTX-NEXT: atom.release.gpu.global.add.f64 %rd{{[0-9]+}}, [%rd{{[0-9]+}}], %rd{{[0-9]+}};
// PTX-NEXT: // end inline asm
llvm.func @rmw_fadd_f64_device_release(%p: !llvm.ptr<1>, %v: f64) -> f64 {
  %r = llvm.atomicrmw fadd %p, %v syncscope("device") release : !llvm.ptr<1>, f64
  llvm.return %r : f64
}

// LL-LABEL: define i32 @rmw_max_generic_device_acq_rel(
// LL-NEXT: entry:
// LL-NEXT: %r = call i32 asm sideeffect "atom.acq_rel.gpu.max.s32 $0, [$1], $2;", "=r,l,r,~{memory}"(ptr %p, i32 %v)
// LL-NEXT: ret i32 %r
// PTX-LABEL: rmw_max_generic_device_acq_rel(
// PTX: // begin inline asm
// PTX-NEXT: atom.acq_rel.gpu.max.s32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
// PTX-NEXT: // end inline asm
llvm.func @rmw_max_generic_device_acq_rel(%p: !llvm.ptr<0>, %v: i32) -> i32 {
  %r = llvm.atomicrmw max %p, %v syncscope("device") acq_rel : !llvm.ptr<0>, i32
  llvm.return %r : i32
}

// LL-LABEL: define i64 @rmw_umin_i64_sys_monotonic(
// LL-NEXT: entry:
// LL-NEXT: %r = call i64 asm sideeffect "atom.relaxed.sys.global.min.u64 $0, [$1], $2;", "=l,l,l,~{memory}"(ptr addrspace(1) %p, i64 %v)
// LL-NEXT: ret i64 %r
// PTX-LABEL: rmw_umin_i64_sys_monotonic(
// PTX: // begin inline asm
// PTX-NEXT: atom.relaxed.sys.global.min.u64 %rd{{[0-9]+}}, [%rd{{[0-9]+}}], %rd{{[0-9]+}};
// PTX-NEXT: // end inline asm
llvm.func @rmw_umin_i64_sys_monotonic(%p: !llvm.ptr<1>, %v: i64) -> i64 {
  %r = llvm.atomicrmw umin %p, %v monotonic : !llvm.ptr<1>, i64
  llvm.return %r : i64
}

// LL-LABEL: define i32 @rmw_and_block_acq_rel(
// LL-NEXT: entry:
// LL-NEXT: %r = call i32 asm sideeffect "atom.acq_rel.cta.shared.and.b32 $0, [$1], $2;", "=r,l,r,~{memory}"(ptr addrspace(3) %p, i32 %v)
// LL-NEXT: ret i32 %r
// PTX-LABEL: rmw_and_block_acq_rel(
// PTX: // begin inline asm
// PTX-NEXT: atom.acq_rel.cta.shared.and.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
// PTX-NEXT: // end inline asm
llvm.func @rmw_and_block_acq_rel(%p: !llvm.ptr<3>, %v: i32) -> i32 {
  %r = llvm.atomicrmw and %p, %v syncscope("block") acq_rel : !llvm.ptr<3>, i32
  llvm.return %r : i32
}

// LL-LABEL: define i32 @rmw_or_block_acq_rel(
// LL-NEXT: entry:
// LL-NEXT: %r = call i32 asm sideeffect "atom.acq_rel.cta.shared.or.b32 $0, [$1], $2;", "=r,l,r,~{memory}"(ptr addrspace(3) %p, i32 %v)
// LL-NEXT: ret i32 %r
// PTX-LABEL: rmw_or_block_acq_rel(
// PTX: // begin inline asm
// PTX-NEXT: atom.acq_rel.cta.shared.or.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
// PTX-NEXT: // end inline asm
llvm.func @rmw_or_block_acq_rel(%p: !llvm.ptr<3>, %v: i32) -> i32 {
  %r = llvm.atomicrmw or %p, %v syncscope("block") acq_rel : !llvm.ptr<3>, i32
  llvm.return %r : i32
}

// LL-LABEL: define i32 @rmw_xor_block_acq_rel(
// LL-NEXT: entry:
// LL-NEXT: %r = call i32 asm sideeffect "atom.acq_rel.cta.shared.xor.b32 $0, [$1], $2;", "=r,l,r,~{memory}"(ptr addrspace(3) %p, i32 %v)
// LL-NEXT: ret i32 %r
// PTX-LABEL: rmw_xor_block_acq_rel(
// PTX: // begin inline asm
// PTX-NEXT: atom.acq_rel.cta.shared.xor.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
// PTX-NEXT: // end inline asm
llvm.func @rmw_xor_block_acq_rel(%p: !llvm.ptr<3>, %v: i32) -> i32 {
  %r = llvm.atomicrmw xor %p, %v syncscope("block") acq_rel : !llvm.ptr<3>, i32
  llvm.return %r : i32
}

// LL-LABEL: define i32 @rmw_min_block_acq_rel(
// LL-NEXT: entry:
// LL-NEXT: %r = call i32 asm sideeffect "atom.acq_rel.cta.shared.min.s32 $0, [$1], $2;", "=r,l,r,~{memory}"(ptr addrspace(3) %p, i32 %v)
// LL-NEXT: ret i32 %r
// PTX-LABEL: rmw_min_block_acq_rel(
// PTX: // begin inline asm
// PTX-NEXT: atom.acq_rel.cta.shared.min.s32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
// PTX-NEXT: // end inline asm
llvm.func @rmw_min_block_acq_rel(%p: !llvm.ptr<3>, %v: i32) -> i32 {
  %r = llvm.atomicrmw min %p, %v syncscope("block") acq_rel : !llvm.ptr<3>, i32
  llvm.return %r : i32
}

// LL-LABEL: define i32 @rmw_umax_block_acq_rel(
// LL-NEXT: entry:
// LL-NEXT: %r = call i32 asm sideeffect "atom.acq_rel.cta.shared.max.u32 $0, [$1], $2;", "=r,l,r,~{memory}"(ptr addrspace(3) %p, i32 %v)
// LL-NEXT: ret i32 %r
// PTX-LABEL: rmw_umax_block_acq_rel(
// PTX: // begin inline asm
// PTX-NEXT: atom.acq_rel.cta.shared.max.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
// PTX-NEXT: // end inline asm
llvm.func @rmw_umax_block_acq_rel(%p: !llvm.ptr<3>, %v: i32) -> i32 {
  %r = llvm.atomicrmw umax %p, %v syncscope("block") acq_rel : !llvm.ptr<3>, i32
  llvm.return %r : i32
}

// ---- Atomic loads (monotonic, acquire, seq_cst) and stores (monotonic, release, seq_cst).
// LL-LABEL: define i32 @load_monotonic_cta(
// LL-NEXT: entry:
// LL-NEXT: %r = load atomic i32, ptr addrspace(3) %p syncscope("block") monotonic, align 4
// LL-NEXT: ret i32 %r
// PTX-LABEL: load_monotonic_cta(
// PTX-NOT: fence
// PTX: ld.relaxed.cta.shared.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}];
llvm.func @load_monotonic_cta(%p: !llvm.ptr<3>) -> i32 {
  %r = llvm.load %p atomic syncscope("block") monotonic {alignment = 4 : i64} : !llvm.ptr<3> -> i32
  llvm.return %r : i32
}

// LL-LABEL: define i32 @load_acquire_cta(
// LL-NEXT: entry:
// LL-NEXT: %r = load atomic i32, ptr addrspace(3) %p syncscope("block") acquire, align 4
// LL-NEXT: ret i32 %r
// PTX-LABEL: load_acquire_cta(
// PTX-NOT: fence
// PTX: ld.acquire.cta.shared.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}];
llvm.func @load_acquire_cta(%p: !llvm.ptr<3>) -> i32 {
  %r = llvm.load %p atomic syncscope("block") acquire {alignment = 4 : i64} : !llvm.ptr<3> -> i32
  llvm.return %r : i32
}

// LL-LABEL: define i32 @load_seq_cst_cta(
// LL-NEXT: entry:
// LL-NEXT: %r = load atomic i32, ptr addrspace(3) %p syncscope("block") seq_cst, align 4
// LL-NEXT: ret i32 %r
// PTX-LABEL: load_seq_cst_cta(
// PTX: fence.sc.cta;
// PTX-NEXT: ld.acquire.cta.shared.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}];
llvm.func @load_seq_cst_cta(%p: !llvm.ptr<3>) -> i32 {
  %r = llvm.load %p atomic syncscope("block") seq_cst {alignment = 4 : i64} : !llvm.ptr<3> -> i32
  llvm.return %r : i32
}

// LL-LABEL: define void @store_monotonic_cta(
// LL-NEXT: entry:
// LL-NEXT: store atomic i32 %v, ptr addrspace(3) %p syncscope("block") monotonic, align 4
// LL-NEXT: ret void
// PTX-LABEL: store_monotonic_cta(
// PTX-NOT: fence
// PTX: st.relaxed.cta.shared.b32 [%rd{{[0-9]+}}], %r{{[0-9]+}};
llvm.func @store_monotonic_cta(%p: !llvm.ptr<3>, %v: i32) {
  llvm.store %v, %p atomic syncscope("block") monotonic {alignment = 4 : i64} : i32, !llvm.ptr<3>
  llvm.return
}

// LL-LABEL: define void @store_release_cta(
// LL-NEXT: entry:
// LL-NEXT: store atomic i32 %v, ptr addrspace(3) %p syncscope("block") release, align 4
// LL-NEXT: ret void
// PTX-LABEL: store_release_cta(
// PTX-NOT: fence
// PTX: st.release.cta.shared.b32 [%rd{{[0-9]+}}], %r{{[0-9]+}};
llvm.func @store_release_cta(%p: !llvm.ptr<3>, %v: i32) {
  llvm.store %v, %p atomic syncscope("block") release {alignment = 4 : i64} : i32, !llvm.ptr<3>
  llvm.return
}

// LL-LABEL: define void @store_seq_cst_cta(
// LL-NEXT: entry:
// LL-NEXT: store atomic i32 %v, ptr addrspace(3) %p syncscope("block") seq_cst, align 4
// LL-NEXT: ret void
// PTX-LABEL: store_seq_cst_cta(
// PTX: fence.sc.cta;
// PTX-NOT: st.
// PTX: st.release.cta.shared.b32 [%rd{{[0-9]+}}], %r{{[0-9]+}};
llvm.func @store_seq_cst_cta(%p: !llvm.ptr<3>, %v: i32) {
  llvm.store %v, %p atomic syncscope("block") seq_cst {alignment = 4 : i64} : i32, !llvm.ptr<3>
  llvm.return
}

// LL-LABEL: define i32 @load_monotonic_gpu(
// LL-NEXT: entry:
// LL-NEXT: %r = load atomic i32, ptr addrspace(1) %p syncscope("device") monotonic, align 4
// LL-NEXT: ret i32 %r
// PTX-LABEL: load_monotonic_gpu(
// PTX-NOT: fence
// PTX: ld.relaxed.gpu.global.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}];
llvm.func @load_monotonic_gpu(%p: !llvm.ptr<1>) -> i32 {
  %r = llvm.load %p atomic syncscope("device") monotonic {alignment = 4 : i64} : !llvm.ptr<1> -> i32
  llvm.return %r : i32
}

// LL-LABEL: define i32 @load_acquire_gpu(
// LL-NEXT: entry:
// LL-NEXT: %r = load atomic i32, ptr addrspace(1) %p syncscope("device") acquire, align 4
// LL-NEXT: ret i32 %r
// PTX-LABEL: load_acquire_gpu(
// PTX-NOT: fence
// PTX: ld.acquire.gpu.global.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}];
llvm.func @load_acquire_gpu(%p: !llvm.ptr<1>) -> i32 {
  %r = llvm.load %p atomic syncscope("device") acquire {alignment = 4 : i64} : !llvm.ptr<1> -> i32
  llvm.return %r : i32
}

// LL-LABEL: define i32 @load_seq_cst_gpu(
// LL-NEXT: entry:
// LL-NEXT: %r = load atomic i32, ptr addrspace(1) %p syncscope("device") seq_cst, align 4
// LL-NEXT: ret i32 %r
// PTX-LABEL: load_seq_cst_gpu(
// PTX: fence.sc.gpu;
// PTX-NEXT: ld.acquire.gpu.global.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}];
llvm.func @load_seq_cst_gpu(%p: !llvm.ptr<1>) -> i32 {
  %r = llvm.load %p atomic syncscope("device") seq_cst {alignment = 4 : i64} : !llvm.ptr<1> -> i32
  llvm.return %r : i32
}

// LL-LABEL: define void @store_monotonic_gpu(
// LL-NEXT: entry:
// LL-NEXT: store atomic i32 %v, ptr addrspace(1) %p syncscope("device") monotonic, align 4
// LL-NEXT: ret void
// PTX-LABEL: store_monotonic_gpu(
// PTX-NOT: fence
// PTX: st.relaxed.gpu.global.b32 [%rd{{[0-9]+}}], %r{{[0-9]+}};
llvm.func @store_monotonic_gpu(%p: !llvm.ptr<1>, %v: i32) {
  llvm.store %v, %p atomic syncscope("device") monotonic {alignment = 4 : i64} : i32, !llvm.ptr<1>
  llvm.return
}

// LL-LABEL: define void @store_release_gpu(
// LL-NEXT: entry:
// LL-NEXT: store atomic i32 %v, ptr addrspace(1) %p syncscope("device") release, align 4
// LL-NEXT: ret void
// PTX-LABEL: store_release_gpu(
// PTX-NOT: fence
// PTX: st.release.gpu.global.b32 [%rd{{[0-9]+}}], %r{{[0-9]+}};
llvm.func @store_release_gpu(%p: !llvm.ptr<1>, %v: i32) {
  llvm.store %v, %p atomic syncscope("device") release {alignment = 4 : i64} : i32, !llvm.ptr<1>
  llvm.return
}

// LL-LABEL: define void @store_seq_cst_gpu(
// LL-NEXT: entry:
// LL-NEXT: store atomic i32 %v, ptr addrspace(1) %p syncscope("device") seq_cst, align 4
// LL-NEXT: ret void
// PTX-LABEL: store_seq_cst_gpu(
// PTX: fence.sc.gpu;
// PTX-NOT: st.
// PTX: st.release.gpu.global.b32 [%rd{{[0-9]+}}], %r{{[0-9]+}};
llvm.func @store_seq_cst_gpu(%p: !llvm.ptr<1>, %v: i32) {
  llvm.store %v, %p atomic syncscope("device") seq_cst {alignment = 4 : i64} : i32, !llvm.ptr<1>
  llvm.return
}

// LL-LABEL: define i32 @load_monotonic_sys(
// LL-NEXT: entry:
// LL-NEXT: %r = load atomic i32, ptr addrspace(1) %p monotonic, align 4
// LL-NEXT: ret i32 %r
// PTX-LABEL: load_monotonic_sys(
// PTX-NOT: fence
// PTX: ld.relaxed.sys.global.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}];
llvm.func @load_monotonic_sys(%p: !llvm.ptr<1>) -> i32 {
  %r = llvm.load %p atomic monotonic {alignment = 4 : i64} : !llvm.ptr<1> -> i32
  llvm.return %r : i32
}

// LL-LABEL: define i32 @load_acquire_sys(
// LL-NEXT: entry:
// LL-NEXT: %r = load atomic i32, ptr addrspace(1) %p acquire, align 4
// LL-NEXT: ret i32 %r
// PTX-LABEL: load_acquire_sys(
// PTX-NOT: fence
// PTX: ld.acquire.sys.global.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}];
llvm.func @load_acquire_sys(%p: !llvm.ptr<1>) -> i32 {
  %r = llvm.load %p atomic acquire {alignment = 4 : i64} : !llvm.ptr<1> -> i32
  llvm.return %r : i32
}

// LL-LABEL: define i32 @load_seq_cst_sys(
// LL-NEXT: entry:
// LL-NEXT: %r = load atomic i32, ptr addrspace(1) %p seq_cst, align 4
// LL-NEXT: ret i32 %r
// PTX-LABEL: load_seq_cst_sys(
// PTX: fence.sc.sys;
// PTX-NEXT: ld.acquire.sys.global.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}];
llvm.func @load_seq_cst_sys(%p: !llvm.ptr<1>) -> i32 {
  %r = llvm.load %p atomic seq_cst {alignment = 4 : i64} : !llvm.ptr<1> -> i32
  llvm.return %r : i32
}

// LL-LABEL: define void @store_monotonic_sys(
// LL-NEXT: entry:
// LL-NEXT: store atomic i32 %v, ptr addrspace(1) %p monotonic, align 4
// LL-NEXT: ret void
// PTX-LABEL: store_monotonic_sys(
// PTX-NOT: fence
// PTX: st.relaxed.sys.global.b32 [%rd{{[0-9]+}}], %r{{[0-9]+}};
llvm.func @store_monotonic_sys(%p: !llvm.ptr<1>, %v: i32) {
  llvm.store %v, %p atomic monotonic {alignment = 4 : i64} : i32, !llvm.ptr<1>
  llvm.return
}

// LL-LABEL: define void @store_release_sys(
// LL-NEXT: entry:
// LL-NEXT: store atomic i32 %v, ptr addrspace(1) %p release, align 4
// LL-NEXT: ret void
// PTX-LABEL: store_release_sys(
// PTX-NOT: fence
// PTX: st.release.sys.global.b32 [%rd{{[0-9]+}}], %r{{[0-9]+}};
llvm.func @store_release_sys(%p: !llvm.ptr<1>, %v: i32) {
  llvm.store %v, %p atomic release {alignment = 4 : i64} : i32, !llvm.ptr<1>
  llvm.return
}

// LL-LABEL: define void @store_seq_cst_sys(
// LL-NEXT: entry:
// LL-NEXT: store atomic i32 %v, ptr addrspace(1) %p seq_cst, align 4
// LL-NEXT: ret void
// PTX-LABEL: store_seq_cst_sys(
// PTX: fence.sc.sys;
// PTX-NOT: st.
// PTX: st.release.sys.global.b32 [%rd{{[0-9]+}}], %r{{[0-9]+}};
llvm.func @store_seq_cst_sys(%p: !llvm.ptr<1>, %v: i32) {
  llvm.store %v, %p atomic seq_cst {alignment = 4 : i64} : i32, !llvm.ptr<1>
  llvm.return
}

// ---- Fences; acquire/release may be strengthened to acq_rel (PTX < 8.6).
// LL-LABEL: define void @fence_acquire_cta(
// LL-NEXT: entry:
// LL-NEXT: fence syncscope("block") acquire
// LL-NEXT: ret void
// PTX-LABEL: fence_acquire_cta(
// PTX: fence.{{acq_rel|acquire}}.cta;
// PTX-NEXT: ret;
llvm.func @fence_acquire_cta() {
  llvm.fence syncscope("block") acquire
  llvm.return
}

// LL-LABEL: define void @fence_release_cta(
// LL-NEXT: entry:
// LL-NEXT: fence syncscope("block") release
// LL-NEXT: ret void
// PTX-LABEL: fence_release_cta(
// PTX: fence.{{acq_rel|release}}.cta;
// PTX-NEXT: ret;
llvm.func @fence_release_cta() {
  llvm.fence syncscope("block") release
  llvm.return
}

// LL-LABEL: define void @fence_acq_rel_cta(
// LL-NEXT: entry:
// LL-NEXT: fence syncscope("block") acq_rel
// LL-NEXT: ret void
// PTX-LABEL: fence_acq_rel_cta(
// PTX: fence.{{acq_rel|acq_rel}}.cta;
// PTX-NEXT: ret;
llvm.func @fence_acq_rel_cta() {
  llvm.fence syncscope("block") acq_rel
  llvm.return
}

// LL-LABEL: define void @fence_seq_cst_cta(
// LL-NEXT: entry:
// LL-NEXT: fence syncscope("block") seq_cst
// LL-NEXT: ret void
// PTX-LABEL: fence_seq_cst_cta(
// PTX: fence.sc.cta;
// PTX-NEXT: ret;
llvm.func @fence_seq_cst_cta() {
  llvm.fence syncscope("block") seq_cst
  llvm.return
}

// LL-LABEL: define void @fence_acquire_gpu(
// LL-NEXT: entry:
// LL-NEXT: fence syncscope("device") acquire
// LL-NEXT: ret void
// PTX-LABEL: fence_acquire_gpu(
// PTX: fence.{{acq_rel|acquire}}.gpu;
// PTX-NEXT: ret;
llvm.func @fence_acquire_gpu() {
  llvm.fence syncscope("device") acquire
  llvm.return
}

// LL-LABEL: define void @fence_release_gpu(
// LL-NEXT: entry:
// LL-NEXT: fence syncscope("device") release
// LL-NEXT: ret void
// PTX-LABEL: fence_release_gpu(
// PTX: fence.{{acq_rel|release}}.gpu;
// PTX-NEXT: ret;
llvm.func @fence_release_gpu() {
  llvm.fence syncscope("device") release
  llvm.return
}

// LL-LABEL: define void @fence_acq_rel_gpu(
// LL-NEXT: entry:
// LL-NEXT: fence syncscope("device") acq_rel
// LL-NEXT: ret void
// PTX-LABEL: fence_acq_rel_gpu(
// PTX: fence.{{acq_rel|acq_rel}}.gpu;
// PTX-NEXT: ret;
llvm.func @fence_acq_rel_gpu() {
  llvm.fence syncscope("device") acq_rel
  llvm.return
}

// LL-LABEL: define void @fence_seq_cst_gpu(
// LL-NEXT: entry:
// LL-NEXT: fence syncscope("device") seq_cst
// LL-NEXT: ret void
// PTX-LABEL: fence_seq_cst_gpu(
// PTX: fence.sc.gpu;
// PTX-NEXT: ret;
llvm.func @fence_seq_cst_gpu() {
  llvm.fence syncscope("device") seq_cst
  llvm.return
}

// LL-LABEL: define void @fence_acquire_sys(
// LL-NEXT: entry:
// LL-NEXT: fence acquire
// LL-NEXT: ret void
// PTX-LABEL: fence_acquire_sys(
// PTX: fence.{{acq_rel|acquire}}.sys;
// PTX-NEXT: ret;
llvm.func @fence_acquire_sys() {
  llvm.fence acquire
  llvm.return
}

// LL-LABEL: define void @fence_release_sys(
// LL-NEXT: entry:
// LL-NEXT: fence release
// LL-NEXT: ret void
// PTX-LABEL: fence_release_sys(
// PTX: fence.{{acq_rel|release}}.sys;
// PTX-NEXT: ret;
llvm.func @fence_release_sys() {
  llvm.fence release
  llvm.return
}

// LL-LABEL: define void @fence_acq_rel_sys(
// LL-NEXT: entry:
// LL-NEXT: fence acq_rel
// LL-NEXT: ret void
// PTX-LABEL: fence_acq_rel_sys(
// PTX: fence.{{acq_rel|acq_rel}}.sys;
// PTX-NEXT: ret;
llvm.func @fence_acq_rel_sys() {
  llvm.fence acq_rel
  llvm.return
}

// LL-LABEL: define void @fence_seq_cst_sys(
// LL-NEXT: entry:
// LL-NEXT: fence seq_cst
// LL-NEXT: ret void
// PTX-LABEL: fence_seq_cst_sys(
// PTX: fence.sc.sys;
// PTX-NEXT: ret;
llvm.func @fence_seq_cst_sys() {
  llvm.fence seq_cst
  llvm.return
}

// -----
// ---- Cluster scope and shared::cluster (sm_90+). The cluster acq_rel add keeps
// .acq_rel.cluster: llc-22 alone would print a bare atom.global.add.u32.
// LLC-LABEL: define i32 @rmw_add_cluster_acq_rel(
// LLC-NEXT: entry:
// LLC-NEXT: %r = call i32 asm sideeffect "atom.acq_rel.cluster.global.add.u32 $0, [$1], $2;", "=r,l,r,~{memory}"(ptr addrspace(1) %p, i32 %v)
// LLC-NEXT: ret i32 %r
// PTXC-LABEL: rmw_add_cluster_acq_rel(
// PTXC: // begin inline asm
// PTXC-NEXT: atom.acq_rel.cluster.global.add.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
// PTXC-NEXT: // end inline asm
llvm.func @rmw_add_cluster_acq_rel(%p: !llvm.ptr<1>, %v: i32) -> i32 {
  %r = llvm.atomicrmw add %p, %v syncscope("cluster") acq_rel : !llvm.ptr<1>, i32
  llvm.return %r : i32
}

// LLC-LABEL: define i32 @rmw_add_dsmem_cluster_seq_cst(
// LLC-NEXT: entry:
// LLC-NEXT: %r = call i32 asm sideeffect "fence.sc.cluster;\0A\09atom.acquire.cluster.shared::cluster.add.u32 $0, [$1], $2;", "=r,l,r,~{memory}"(ptr addrspace(7) %p, i32 %v)
// LLC-NEXT: ret i32 %r
// PTXC-LABEL: rmw_add_dsmem_cluster_seq_cst(
// PTXC: // begin inline asm
// PTXC-NEXT: fence.sc.cluster;
// PTXC-NEXT: atom.acquire.cluster.shared::cluster.add.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
// PTXC-NEXT: // end inline asm
llvm.func @rmw_add_dsmem_cluster_seq_cst(%p: !llvm.ptr<7>, %v: i32) -> i32 {
  %r = llvm.atomicrmw add %p, %v syncscope("cluster") seq_cst : !llvm.ptr<7>, i32
  llvm.return %r : i32
}

// LLC-LABEL: define i32 @rmw_xchg_dsmem_cluster_release(
// LLC-NEXT: entry:
// LLC-NEXT: %r = call i32 asm sideeffect "atom.release.cluster.shared::cluster.exch.b32 $0, [$1], $2;", "=r,l,r,~{memory}"(ptr addrspace(7) %p, i32 %v)
// LLC-NEXT: ret i32 %r
// PTXC-LABEL: rmw_xchg_dsmem_cluster_release(
// PTXC: // begin inline asm
// PTXC-NEXT: atom.release.cluster.shared::cluster.exch.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
// PTXC-NEXT: // end inline asm
llvm.func @rmw_xchg_dsmem_cluster_release(%p: !llvm.ptr<7>, %v: i32) -> i32 {
  %r = llvm.atomicrmw xchg %p, %v syncscope("cluster") release : !llvm.ptr<7>, i32
  llvm.return %r : i32
}

// LLC-LABEL: define i32 @load_monotonic_cluster(
// LLC-NEXT: entry:
// LLC-NEXT: %r = load atomic i32, ptr addrspace(7) %p syncscope("cluster") monotonic, align 4
// LLC-NEXT: ret i32 %r
// PTXC-LABEL: load_monotonic_cluster(
// PTXC-NOT: fence
// PTXC: ld.relaxed.cluster.shared::cluster.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}];
llvm.func @load_monotonic_cluster(%p: !llvm.ptr<7>) -> i32 {
  %r = llvm.load %p atomic syncscope("cluster") monotonic {alignment = 4 : i64} : !llvm.ptr<7> -> i32
  llvm.return %r : i32
}

// LLC-LABEL: define i32 @load_acquire_cluster(
// LLC-NEXT: entry:
// LLC-NEXT: %r = load atomic i32, ptr addrspace(7) %p syncscope("cluster") acquire, align 4
// LLC-NEXT: ret i32 %r
// PTXC-LABEL: load_acquire_cluster(
// PTXC-NOT: fence
// PTXC: ld.acquire.cluster.shared::cluster.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}];
llvm.func @load_acquire_cluster(%p: !llvm.ptr<7>) -> i32 {
  %r = llvm.load %p atomic syncscope("cluster") acquire {alignment = 4 : i64} : !llvm.ptr<7> -> i32
  llvm.return %r : i32
}

// LLC-LABEL: define i32 @load_seq_cst_cluster(
// LLC-NEXT: entry:
// LLC-NEXT: %r = load atomic i32, ptr addrspace(7) %p syncscope("cluster") seq_cst, align 4
// LLC-NEXT: ret i32 %r
// PTXC-LABEL: load_seq_cst_cluster(
// PTXC: fence.sc.cluster;
// PTXC-NEXT: ld.acquire.cluster.shared::cluster.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}];
llvm.func @load_seq_cst_cluster(%p: !llvm.ptr<7>) -> i32 {
  %r = llvm.load %p atomic syncscope("cluster") seq_cst {alignment = 4 : i64} : !llvm.ptr<7> -> i32
  llvm.return %r : i32
}

// LLC-LABEL: define void @store_monotonic_cluster(
// LLC-NEXT: entry:
// LLC-NEXT: store atomic i32 %v, ptr addrspace(1) %p syncscope("cluster") monotonic, align 4
// LLC-NEXT: ret void
// PTXC-LABEL: store_monotonic_cluster(
// PTXC-NOT: fence
// PTXC: st.relaxed.cluster.global.b32 [%rd{{[0-9]+}}], %r{{[0-9]+}};
llvm.func @store_monotonic_cluster(%p: !llvm.ptr<1>, %v: i32) {
  llvm.store %v, %p atomic syncscope("cluster") monotonic {alignment = 4 : i64} : i32, !llvm.ptr<1>
  llvm.return
}

// LLC-LABEL: define void @store_release_cluster(
// LLC-NEXT: entry:
// LLC-NEXT: store atomic i32 %v, ptr addrspace(1) %p syncscope("cluster") release, align 4
// LLC-NEXT: ret void
// PTXC-LABEL: store_release_cluster(
// PTXC-NOT: fence
// PTXC: st.release.cluster.global.b32 [%rd{{[0-9]+}}], %r{{[0-9]+}};
llvm.func @store_release_cluster(%p: !llvm.ptr<1>, %v: i32) {
  llvm.store %v, %p atomic syncscope("cluster") release {alignment = 4 : i64} : i32, !llvm.ptr<1>
  llvm.return
}

// LLC-LABEL: define void @store_seq_cst_cluster(
// LLC-NEXT: entry:
// LLC-NEXT: store atomic i32 %v, ptr addrspace(1) %p syncscope("cluster") seq_cst, align 4
// LLC-NEXT: ret void
// PTXC-LABEL: store_seq_cst_cluster(
// PTXC: fence.sc.cluster;
// PTXC-NOT: st.
// PTXC: st.release.cluster.global.b32 [%rd{{[0-9]+}}], %r{{[0-9]+}};
llvm.func @store_seq_cst_cluster(%p: !llvm.ptr<1>, %v: i32) {
  llvm.store %v, %p atomic syncscope("cluster") seq_cst {alignment = 4 : i64} : i32, !llvm.ptr<1>
  llvm.return
}

// LLC-LABEL: define void @fence_acquire_cluster(
// LLC-NEXT: entry:
// LLC-NEXT: fence syncscope("cluster") acquire
// LLC-NEXT: ret void
// PTXC-LABEL: fence_acquire_cluster(
// PTXC: fence.{{acq_rel|acquire}}.cluster;
// PTXC-NEXT: ret;
llvm.func @fence_acquire_cluster() {
  llvm.fence syncscope("cluster") acquire
  llvm.return
}

// LLC-LABEL: define void @fence_release_cluster(
// LLC-NEXT: entry:
// LLC-NEXT: fence syncscope("cluster") release
// LLC-NEXT: ret void
// PTXC-LABEL: fence_release_cluster(
// PTXC: fence.{{acq_rel|release}}.cluster;
// PTXC-NEXT: ret;
llvm.func @fence_release_cluster() {
  llvm.fence syncscope("cluster") release
  llvm.return
}

// LLC-LABEL: define void @fence_acq_rel_cluster(
// LLC-NEXT: entry:
// LLC-NEXT: fence syncscope("cluster") acq_rel
// LLC-NEXT: ret void
// PTXC-LABEL: fence_acq_rel_cluster(
// PTXC: fence.{{acq_rel|acq_rel}}.cluster;
// PTXC-NEXT: ret;
llvm.func @fence_acq_rel_cluster() {
  llvm.fence syncscope("cluster") acq_rel
  llvm.return
}

// LLC-LABEL: define void @fence_seq_cst_cluster(
// LLC-NEXT: entry:
// LLC-NEXT: fence syncscope("cluster") seq_cst
// LLC-NEXT: ret void
// PTXC-LABEL: fence_seq_cst_cluster(
// PTXC: fence.sc.cluster;
// PTXC-NEXT: ret;
llvm.func @fence_seq_cst_cluster() {
  llvm.fence syncscope("cluster") seq_cst
  llvm.return
}

