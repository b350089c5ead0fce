// Every nvsync.atomic_rmw kind with each type it takes (intrinsics/memory.toml):
// the PTX operation and type suffix, the inline-asm register constraints, and
// sub as add of the negated operand (PTX has no atom.sub). relaxed + gpu on a
// global pointer throughout; the pairs themselves are in rmw.mlir.
// RUN: %nvvm-lower %s --target sm_90 --emit llvm-ir | %FileCheck %s --check-prefix=LL
// RUN: %nvvm-lower %s --target sm_70 | %FileCheck %s --check-prefix=PTX
// RUN: %nvvm-lower %s --target sm_90 | %FileCheck %s --check-prefix=PTX
// RUN: %nvvm-lower %s --target sm_70 | %ptxas-verify
// RUN: %nvvm-lower %s --target sm_80 | %ptxas-verify
// RUN: %nvvm-lower %s --target sm_90 | %ptxas-verify
// RUN: %nvvm-lower %s --target sm_100a | %ptxas-verify
// RUN: %nvvm-lower %s --target sm_90 2>&1 >/dev/null | %count 0
// Types a kind does not take are refused: rmw-kind-type-invalid.mlir.

// LL-LABEL: define i32 @rmw_add_i32(ptr addrspace(1) %g, i32 %v)
// LL-NEXT: entry:
// LL-NEXT: %r = call i32 asm sideeffect "atom.relaxed.gpu.global.add.u32 $0, [$1], $2;", "=r,l,r,~{memory}"(ptr addrspace(1) %g, i32 %v)
// LL-NEXT: ret i32 %r
// PTX-LABEL: .func (.param .b32 func_retval0) rmw_add_i32(
// PTX: // begin inline asm
// PTX-NEXT: atom.relaxed.gpu.global.add.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
// PTX-NEXT: // end inline asm
llvm.func @rmw_add_i32(%g: !llvm.ptr<1>, %v: i32) -> i32 {
  %r = nvsync.atomic_rmw #nvsync.rmw<add> %g, %v {mem_semantic = #nvsync.mem_semantic<relaxed>, mem_scope = #nvsync.mem_scope<gpu>} : !llvm.ptr<1>, i32 -> i32
  llvm.return %r : i32
}

// LL-LABEL: define i64 @rmw_add_i64(ptr addrspace(1) %g, i64 %v)
// LL-NEXT: entry:
// LL-NEXT: %r = call i64 asm sideeffect "atom.relaxed.gpu.global.add.u64 $0, [$1], $2;", "=l,l,l,~{memory}"(ptr addrspace(1) %g, i64 %v)
// LL-NEXT: ret i64 %r
// PTX-LABEL: .func (.param .b64 func_retval0) rmw_add_i64(
// PTX: // begin inline asm
// PTX-NEXT: atom.relaxed.gpu.global.add.u64 %rd{{[0-9]+}}, [%rd{{[0-9]+}}], %rd{{[0-9]+}};
// PTX-NEXT: // end inline asm
llvm.func @rmw_add_i64(%g: !llvm.ptr<1>, %v: i64) -> i64 {
  %r = nvsync.atomic_rmw #nvsync.rmw<add> %g, %v {mem_semantic = #nvsync.mem_semantic<relaxed>, mem_scope = #nvsync.mem_scope<gpu>} : !llvm.ptr<1>, i64 -> i64
  llvm.return %r : i64
}

// LL-LABEL: define i32 @rmw_sub_i32(ptr addrspace(1) %g, i32 %v)
// LL-NEXT: entry:
// LL-NEXT: %neg = sub i32 0, %v
// LL-NEXT: %r = call i32 asm sideeffect "atom.relaxed.gpu.global.add.u32 $0, [$1], $2;", "=r,l,r,~{memory}"(ptr addrspace(1) %g, i32 %neg)
// LL-NEXT: ret i32 %r
// PTX-LABEL: .func (.param .b32 func_retval0) rmw_sub_i32(
// PTX: neg.s32 %r[[N:[0-9]+]], %r{{[0-9]+}};
// PTX-NEXT: // begin inline asm
// PTX-NEXT: atom.relaxed.gpu.global.add.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r[[N]];
// PTX-NEXT: // end inline asm
llvm.func @rmw_sub_i32(%g: !llvm.ptr<1>, %v: i32) -> i32 {
  %r = nvsync.atomic_rmw #nvsync.rmw<sub> %g, %v {mem_semantic = #nvsync.mem_semantic<relaxed>, mem_scope = #nvsync.mem_scope<gpu>} : !llvm.ptr<1>, i32 -> i32
  llvm.return %r : i32
}

// LL-LABEL: define i64 @rmw_sub_i64(ptr addrspace(1) %g, i64 %v)
// LL-NEXT: entry:
// LL-NEXT: %neg = sub i64 0, %v
// LL-NEXT: %r = call i64 asm sideeffect "atom.relaxed.gpu.global.add.u64 $0, [$1], $2;", "=l,l,l,~{memory}"(ptr addrspace(1) %g, i64 %neg)
// LL-NEXT: ret i64 %r
// PTX-LABEL: .func (.param .b64 func_retval0) rmw_sub_i64(
// PTX: neg.s64 %rd[[N:[0-9]+]], %rd{{[0-9]+}};
// PTX-NEXT: // begin inline asm
// PTX-NEXT: atom.relaxed.gpu.global.add.u64 %rd{{[0-9]+}}, [%rd{{[0-9]+}}], %rd[[N]];
// PTX-NEXT: // end inline asm
llvm.func @rmw_sub_i64(%g: !llvm.ptr<1>, %v: i64) -> i64 {
  %r = nvsync.atomic_rmw #nvsync.rmw<sub> %g, %v {mem_semantic = #nvsync.mem_semantic<relaxed>, mem_scope = #nvsync.mem_scope<gpu>} : !llvm.ptr<1>, i64 -> i64
  llvm.return %r : i64
}

// LL-LABEL: define i32 @rmw_min_i32(ptr addrspace(1) %g, i32 %v)
// LL-NEXT: entry:
// LL-NEXT: %r = call i32 asm sideeffect "atom.relaxed.gpu.global.min.s32 $0, [$1], $2;", "=r,l,r,~{memory}"(ptr addrspace(1) %g, i32 %v)
// LL-NEXT: ret i32 %r
// PTX-LABEL: .func (.param .b32 func_retval0) rmw_min_i32(
// PTX: // begin inline asm
// PTX-NEXT: atom.relaxed.gpu.global.min.s32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
// PTX-NEXT: // end inline asm
llvm.func @rmw_min_i32(%g: !llvm.ptr<1>, %v: i32) -> i32 {
  %r = nvsync.atomic_rmw #nvsync.rmw<min> %g, %v {mem_semantic = #nvsync.mem_semantic<relaxed>, mem_scope = #nvsync.mem_scope<gpu>} : !llvm.ptr<1>, i32 -> i32
  llvm.return %r : i32
}

// LL-LABEL: define i64 @rmw_min_i64(ptr addrspace(1) %g, i64 %v)
// LL-NEXT: entry:
// LL-NEXT: %r = call i64 asm sideeffect "atom.relaxed.gpu.global.min.s64 $0, [$1], $2;", "=l,l,l,~{memory}"(ptr addrspace(1) %g, i64 %v)
// LL-NEXT: ret i64 %r
// PTX-LABEL: .func (.param .b64 func_retval0) rmw_min_i64(
// PTX: // begin inline asm
// PTX-NEXT: atom.relaxed.gpu.global.min.s64 %rd{{[0-9]+}}, [%rd{{[0-9]+}}], %rd{{[0-9]+}};
// PTX-NEXT: // end inline asm
llvm.func @rmw_min_i64(%g: !llvm.ptr<1>, %v: i64) -> i64 {
  %r = nvsync.atomic_rmw #nvsync.rmw<min> %g, %v {mem_semantic = #nvsync.mem_semantic<relaxed>, mem_scope = #nvsync.mem_scope<gpu>} : !llvm.ptr<1>, i64 -> i64
  llvm.return %r : i64
}

// LL-LABEL: define i32 @rmw_max_i32(ptr addrspace(1) %g, i32 %v)
// LL-NEXT: entry:
// LL-NEXT: %r = call i32 asm sideeffect "atom.relaxed.gpu.global.max.s32 $0, [$1], $2;", "=r,l,r,~{memory}"(ptr addrspace(1) %g, i32 %v)
// LL-NEXT: ret i32 %r
// PTX-LABEL: .func (.param .b32 func_retval0) rmw_max_i32(
// PTX: // begin inline asm
// PTX-NEXT: atom.relaxed.gpu.global.max.s32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
// PTX-NEXT: // end inline asm
llvm.func @rmw_max_i32(%g: !llvm.ptr<1>, %v: i32) -> i32 {
  %r = nvsync.atomic_rmw #nvsync.rmw<max> %g, %v {mem_semantic = #nvsync.mem_semantic<relaxed>, mem_scope = #nvsync.mem_scope<gpu>} : !llvm.ptr<1>, i32 -> i32
  llvm.return %r : i32
}

// LL-LABEL: define i64 @rmw_max_i64(ptr addrspace(1) %g, i64 %v)
// LL-NEXT: entry:
// LL-NEXT: %r = call i64 asm sideeffect "atom.relaxed.gpu.global.max.s64 $0, [$1], $2;", "=l,l,l,~{memory}"(ptr addrspace(1) %g, i64 %v)
// LL-NEXT: ret i64 %r
// PTX-LABEL: .func (.param .b64 func_retval0) rmw_max_i64(
// PTX: // begin inline asm
// PTX-NEXT: atom.relaxed.gpu.global.max.s64 %rd{{[0-9]+}}, [%rd{{[0-9]+}}], %rd{{[0-9]+}};
// PTX-NEXT: // end inline asm
llvm.func @rmw_max_i64(%g: !llvm.ptr<1>, %v: i64) -> i64 {
  %r = nvsync.atomic_rmw #nvsync.rmw<max> %g, %v {mem_semantic = #nvsync.mem_semantic<relaxed>, mem_scope = #nvsync.mem_scope<gpu>} : !llvm.ptr<1>, i64 -> i64
  llvm.return %r : i64
}

// LL-LABEL: define i32 @rmw_umin_i32(ptr addrspace(1) %g, i32 %v)
// LL-NEXT: entry:
// LL-NEXT: %r = call i32 asm sideeffect "atom.relaxed.gpu.global.min.u32 $0, [$1], $2;", "=r,l,r,~{memory}"(ptr addrspace(1) %g, i32 %v)
// LL-NEXT: ret i32 %r
// PTX-LABEL: .func (.param .b32 func_retval0) rmw_umin_i32(
// PTX: // begin inline asm
// PTX-NEXT: atom.relaxed.gpu.global.min.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
// PTX-NEXT: // end inline asm
llvm.func @rmw_umin_i32(%g: !llvm.ptr<1>, %v: i32) -> i32 {
  %r = nvsync.atomic_rmw #nvsync.rmw<umin> %g, %v {mem_semantic = #nvsync.mem_semantic<relaxed>, mem_scope = #nvsync.mem_scope<gpu>} : !llvm.ptr<1>, i32 -> i32
  llvm.return %r : i32
}

// LL-LABEL: define i64 @rmw_umin_i64(ptr addrspace(1) %g, i64 %v)
// LL-NEXT: entry:
// LL-NEXT: %r = call i64 asm sideeffect "atom.relaxed.gpu.global.min.u64 $0, [$1], $2;", "=l,l,l,~{memory}"(ptr addrspace(1) %g, i64 %v)
// LL-NEXT: ret i64 %r
// PTX-LABEL: .func (.param .b64 func_retval0) rmw_umin_i64(
// PTX: // begin inline asm
// PTX-NEXT: atom.relaxed.gpu.global.min.u64 %rd{{[0-9]+}}, [%rd{{[0-9]+}}], %rd{{[0-9]+}};
// PTX-NEXT: // end inline asm
llvm.func @rmw_umin_i64(%g: !llvm.ptr<1>, %v: i64) -> i64 {
  %r = nvsync.atomic_rmw #nvsync.rmw<umin> %g, %v {mem_semantic = #nvsync.mem_semantic<relaxed>, mem_scope = #nvsync.mem_scope<gpu>} : !llvm.ptr<1>, i64 -> i64
  llvm.return %r : i64
}

// LL-LABEL: define i32 @rmw_umax_i32(ptr addrspace(1) %g, i32 %v)
// LL-NEXT: entry:
// LL-NEXT: %r = call i32 asm sideeffect "atom.relaxed.gpu.global.max.u32 $0, [$1], $2;", "=r,l,r,~{memory}"(ptr addrspace(1) %g, i32 %v)
// LL-NEXT: ret i32 %r
// PTX-LABEL: .func (.param .b32 func_retval0) rmw_umax_i32(
// PTX: // begin inline asm
// PTX-NEXT: atom.relaxed.gpu.global.max.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
// PTX-NEXT: // end inline asm
llvm.func @rmw_umax_i32(%g: !llvm.ptr<1>, %v: i32) -> i32 {
  %r = nvsync.atomic_rmw #nvsync.rmw<umax> %g, %v {mem_semantic = #nvsync.mem_semantic<relaxed>, mem_scope = #nvsync.mem_scope<gpu>} : !llvm.ptr<1>, i32 -> i32
  llvm.return %r : i32
}

// LL-LABEL: define i64 @rmw_umax_i64(ptr addrspace(1) %g, i64 %v)
// LL-NEXT: entry:
// LL-NEXT: %r = call i64 asm sideeffect "atom.relaxed.gpu.global.max.u64 $0, [$1], $2;", "=l,l,l,~{memory}"(ptr addrspace(1) %g, i64 %v)
// LL-NEXT: ret i64 %r
// PTX-LABEL: .func (.param .b64 func_retval0) rmw_umax_i64(
// PTX: // begin inline asm
// PTX-NEXT: atom.relaxed.gpu.global.max.u64 %rd{{[0-9]+}}, [%rd{{[0-9]+}}], %rd{{[0-9]+}};
// PTX-NEXT: // end inline asm
llvm.func @rmw_umax_i64(%g: !llvm.ptr<1>, %v: i64) -> i64 {
  %r = nvsync.atomic_rmw #nvsync.rmw<umax> %g, %v {mem_semantic = #nvsync.mem_semantic<relaxed>, mem_scope = #nvsync.mem_scope<gpu>} : !llvm.ptr<1>, i64 -> i64
  llvm.return %r : i64
}

// LL-LABEL: define i32 @rmw_and_i32(ptr addrspace(1) %g, i32 %v)
// LL-NEXT: entry:
// LL-NEXT: %r = call i32 asm sideeffect "atom.relaxed.gpu.global.and.b32 $0, [$1], $2;", "=r,l,r,~{memory}"(ptr addrspace(1) %g, i32 %v)
// LL-NEXT: ret i32 %r
// PTX-LABEL: .func (.param .b32 func_retval0) rmw_and_i32(
// PTX: // begin inline asm
// PTX-NEXT: atom.relaxed.gpu.global.and.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
// PTX-NEXT: // end inline asm
llvm.func @rmw_and_i32(%g: !llvm.ptr<1>, %v: i32) -> i32 {
  %r = nvsync.atomic_rmw #nvsync.rmw<and> %g, %v {mem_semantic = #nvsync.mem_semantic<relaxed>, mem_scope = #nvsync.mem_scope<gpu>} : !llvm.ptr<1>, i32 -> i32
  llvm.return %r : i32
}

// LL-LABEL: define i64 @rmw_and_i64(ptr addrspace(1) %g, i64 %v)
// LL-NEXT: entry:
// LL-NEXT: %r = call i64 asm sideeffect "atom.relaxed.gpu.global.and.b64 $0, [$1], $2;", "=l,l,l,~{memory}"(ptr addrspace(1) %g, i64 %v)
// LL-NEXT: ret i64 %r
// PTX-LABEL: .func (.param .b64 func_retval0) rmw_and_i64(
// PTX: // begin inline asm
// PTX-NEXT: atom.relaxed.gpu.global.and.b64 %rd{{[0-9]+}}, [%rd{{[0-9]+}}], %rd{{[0-9]+}};
// PTX-NEXT: // end inline asm
llvm.func @rmw_and_i64(%g: !llvm.ptr<1>, %v: i64) -> i64 {
  %r = nvsync.atomic_rmw #nvsync.rmw<and> %g, %v {mem_semantic = #nvsync.mem_semantic<relaxed>, mem_scope = #nvsync.mem_scope<gpu>} : !llvm.ptr<1>, i64 -> i64
  llvm.return %r : i64
}

// LL-LABEL: define i32 @rmw_or_i32(ptr addrspace(1) %g, i32 %v)
// LL-NEXT: entry:
// LL-NEXT: %r = call i32 asm sideeffect "atom.relaxed.gpu.global.or.b32 $0, [$1], $2;", "=r,l,r,~{memory}"(ptr addrspace(1) %g, i32 %v)
// LL-NEXT: ret i32 %r
// PTX-LABEL: .func (.param .b32 func_retval0) rmw_or_i32(
// PTX: // begin inline asm
// PTX-NEXT: atom.relaxed.gpu.global.or.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
// PTX-NEXT: // end inline asm
llvm.func @rmw_or_i32(%g: !llvm.ptr<1>, %v: i32) -> i32 {
  %r = nvsync.atomic_rmw #nvsync.rmw<or> %g, %v {mem_semantic = #nvsync.mem_semantic<relaxed>, mem_scope = #nvsync.mem_scope<gpu>} : !llvm.ptr<1>, i32 -> i32
  llvm.return %r : i32
}

// LL-LABEL: define i64 @rmw_or_i64(ptr addrspace(1) %g, i64 %v)
// LL-NEXT: entry:
// LL-NEXT: %r = call i64 asm sideeffect "atom.relaxed.gpu.global.or.b64 $0, [$1], $2;", "=l,l,l,~{memory}"(ptr addrspace(1) %g, i64 %v)
// LL-NEXT: ret i64 %r
// PTX-LABEL: .func (.param .b64 func_retval0) rmw_or_i64(
// PTX: // begin inline asm
// PTX-NEXT: atom.relaxed.gpu.global.or.b64 %rd{{[0-9]+}}, [%rd{{[0-9]+}}], %rd{{[0-9]+}};
// PTX-NEXT: // end inline asm
llvm.func @rmw_or_i64(%g: !llvm.ptr<1>, %v: i64) -> i64 {
  %r = nvsync.atomic_rmw #nvsync.rmw<or> %g, %v {mem_semantic = #nvsync.mem_semantic<relaxed>, mem_scope = #nvsync.mem_scope<gpu>} : !llvm.ptr<1>, i64 -> i64
  llvm.return %r : i64
}

// LL-LABEL: define i32 @rmw_xor_i32(ptr addrspace(1) %g, i32 %v)
// LL-NEXT: entry:
// LL-NEXT: %r = call i32 asm sideeffect "atom.relaxed.gpu.global.xor.b32 $0, [$1], $2;", "=r,l,r,~{memory}"(ptr addrspace(1) %g, i32 %v)
// LL-NEXT: ret i32 %r
// PTX-LABEL: .func (.param .b32 func_retval0) rmw_xor_i32(
// PTX: // begin inline asm
// PTX-NEXT: atom.relaxed.gpu.global.xor.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
// PTX-NEXT: // end inline asm
llvm.func @rmw_xor_i32(%g: !llvm.ptr<1>, %v: i32) -> i32 {
  %r = nvsync.atomic_rmw #nvsync.rmw<xor> %g, %v {mem_semantic = #nvsync.mem_semantic<relaxed>, mem_scope = #nvsync.mem_scope<gpu>} : !llvm.ptr<1>, i32 -> i32
  llvm.return %r : i32
}

// LL-LABEL: define i64 @rmw_xor_i64(ptr addrspace(1) %g, i64 %v)
// LL-NEXT: entry:
// LL-NEXT: %r = call i64 asm sideeffect "atom.relaxed.gpu.global.xor.b64 $0, [$1], $2;", "=l,l,l,~{memory}"(ptr addrspace(1) %g, i64 %v)
// LL-NEXT: ret i64 %r
// PTX-LABEL: .func (.param .b64 func_retval0) rmw_xor_i64(
// PTX: // begin inline asm
// PTX-NEXT: atom.relaxed.gpu.global.xor.b64 %rd{{[0-9]+}}, [%rd{{[0-9]+}}], %rd{{[0-9]+}};
// PTX-NEXT: // end inline asm
llvm.func @rmw_xor_i64(%g: !llvm.ptr<1>, %v: i64) -> i64 {
  %r = nvsync.atomic_rmw #nvsync.rmw<xor> %g, %v {mem_semantic = #nvsync.mem_semantic<relaxed>, mem_scope = #nvsync.mem_scope<gpu>} : !llvm.ptr<1>, i64 -> i64
  llvm.return %r : i64
}

// LL-LABEL: define i32 @rmw_exch_i32(ptr addrspace(1) %g, i32 %v)
// LL-NEXT: entry:
// LL-NEXT: %r = call i32 asm sideeffect "atom.relaxed.gpu.global.exch.b32 $0, [$1], $2;", "=r,l,r,~{memory}"(ptr addrspace(1) %g, i32 %v)
// LL-NEXT: ret i32 %r
// PTX-LABEL: .func (.param .b32 func_retval0) rmw_exch_i32(
// PTX: // begin inline asm
// PTX-NEXT: atom.relaxed.gpu.global.exch.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
// PTX-NEXT: // end inline asm
llvm.func @rmw_exch_i32(%g: !llvm.ptr<1>, %v: i32) -> i32 {
  %r = nvsync.atomic_rmw #nvsync.rmw<exch> %g, %v {mem_semantic = #nvsync.mem_semantic<relaxed>, mem_scope = #nvsync.mem_scope<gpu>} : !llvm.ptr<1>, i32 -> i32
  llvm.return %r : i32
}

// LL-LABEL: define i64 @rmw_exch_i64(ptr addrspace(1) %g, i64 %v)
// LL-NEXT: entry:
// LL-NEXT: %r = call i64 asm sideeffect "atom.relaxed.gpu.global.exch.b64 $0, [$1], $2;", "=l,l,l,~{memory}"(ptr addrspace(1) %g, i64 %v)
// LL-NEXT: ret i64 %r
// PTX-LABEL: .func (.param .b64 func_retval0) rmw_exch_i64(
// PTX: // begin inline asm
// PTX-NEXT: atom.relaxed.gpu.global.exch.b64 %rd{{[0-9]+}}, [%rd{{[0-9]+}}], %rd{{[0-9]+}};
// PTX-NEXT: // end inline asm
llvm.func @rmw_exch_i64(%g: !llvm.ptr<1>, %v: i64) -> i64 {
  %r = nvsync.atomic_rmw #nvsync.rmw<exch> %g, %v {mem_semantic = #nvsync.mem_semantic<relaxed>, mem_scope = #nvsync.mem_scope<gpu>} : !llvm.ptr<1>, i64 -> i64
  llvm.return %r : i64
}

// LL-LABEL: define i32 @rmw_inc_i32(ptr addrspace(1) %g, i32 %v)
// LL-NEXT: entry:
// LL-NEXT: %r = call i32 asm sideeffect "atom.relaxed.gpu.global.inc.u32 $0, [$1], $2;", "=r,l,r,~{memory}"(ptr addrspace(1) %g, i32 %v)
// LL-NEXT: ret i32 %r
// PTX-LABEL: .func (.param .b32 func_retval0) rmw_inc_i32(
// PTX: // begin inline asm
// PTX-NEXT: atom.relaxed.gpu.global.inc.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
// PTX-NEXT: // end inline asm
llvm.func @rmw_inc_i32(%g: !llvm.ptr<1>, %v: i32) -> i32 {
  %r = nvsync.atomic_rmw #nvsync.rmw<inc> %g, %v {mem_semantic = #nvsync.mem_semantic<relaxed>, mem_scope = #nvsync.mem_scope<gpu>} : !llvm.ptr<1>, i32 -> i32
  llvm.return %r : i32
}

// LL-LABEL: define i32 @rmw_dec_i32(ptr addrspace(1) %g, i32 %v)
// LL-NEXT: entry:
// LL-NEXT: %r = call i32 asm sideeffect "atom.relaxed.gpu.global.dec.u32 $0, [$1], $2;", "=r,l,r,~{memory}"(ptr addrspace(1) %g, i32 %v)
// LL-NEXT: ret i32 %r
// PTX-LABEL: .func (.param .b32 func_retval0) rmw_dec_i32(
// PTX: // begin inline asm
// PTX-NEXT: atom.relaxed.gpu.global.dec.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
// PTX-NEXT: // end inline asm
llvm.func @rmw_dec_i32(%g: !llvm.ptr<1>, %v: i32) -> i32 {
  %r = nvsync.atomic_rmw #nvsync.rmw<dec> %g, %v {mem_semantic = #nvsync.mem_semantic<relaxed>, mem_scope = #nvsync.mem_scope<gpu>} : !llvm.ptr<1>, i32 -> i32
  llvm.return %r : i32
}

// LL-LABEL: define float @rmw_fadd_f32(ptr addrspace(1) %g, float %v)
// LL-NEXT: entry:
// LL-NEXT: %r = call float asm sideeffect "atom.relaxed.gpu.global.add.f32 $0, [$1], $2;", "=f,l,f,~{memory}"(ptr addrspace(1) %g, float %v)
// LL-NEXT: ret float %r
// PTX-LABEL: .func (.param .b32 func_retval0) rmw_fadd_f32(
// PTX: // begin inline asm
// PTX-NEXT: atom.relaxed.gpu.global.add.f32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
// PTX-NEXT: // end inline asm
llvm.func @rmw_fadd_f32(%g: !llvm.ptr<1>, %v: f32) -> f32 {
  %r = nvsync.atomic_rmw #nvsync.rmw<fadd> %g, %v {mem_semantic = #nvsync.mem_semantic<relaxed>, mem_scope = #nvsync.mem_scope<gpu>} : !llvm.ptr<1>, f32 -> f32
  llvm.return %r : f32
}

// LL-LABEL: define double @rmw_fadd_f64(ptr addrspace(1) %g, double %v)
// LL-NEXT: entry:
// LL-NEXT: %r = call double asm sideeffect "atom.relaxed.gpu.global.add.f64 $0, [$1], $2;", "=d,l,d,~{memory}"(ptr addrspace(1) %g, double %v)
// LL-NEXT: ret double %r
// PTX-LABEL: .func (.param .b64 func_retval0) rmw_fadd_f64(
// PTX: // begin inline asm
// PTX-NEXT: atom.relaxed.gpu.global.add.f64 %rd{{[0-9]+}}, [%rd{{[0-9]+}}], %rd{{[0-9]+}};
// PTX-NEXT: // end inline asm
llvm.func @rmw_fadd_f64(%g: !llvm.ptr<1>, %v: f64) -> f64 {
  %r = nvsync.atomic_rmw #nvsync.rmw<fadd> %g, %v {mem_semantic = #nvsync.mem_semantic<relaxed>, mem_scope = #nvsync.mem_scope<gpu>} : !llvm.ptr<1>, f64 -> f64
  llvm.return %r : f64
}

