; Intrinsics that passes before code generation lower (coroutines,
; profiling counters, matrices, guards and deoptimisation, element-wise
; atomic copies) or that other targets have (pointer authentication,
; scalable vectors, trampolines): LLVM's NVPTX backend aborts on each
; ("Cannot select: intrinsic %llvm.coro.size", "Unhandled custom
; legalization", "no deoptimize libcall available", "Unsupported element
; size"), crashes (coro.free, init.trampoline, a GC statepoint) or never
; ends (coro.subfn.addr). Measured by scripts/llvm-generic-math
; (intrinsics/types.toml); each is refused at its line.
; RUN: %not %nvvm-lower check %s --target sm_90 2>&1 | %FileCheck %s
; RUN: %not %nvvm-lower check %s --target sm_90 2>&1 | %FileCheck %s --check-prefix=COUNT
; COUNT-COUNT-13: error[unsupported]
; COUNT-NOT: error
; CHECK: error[unsupported]: '@t0' is thread-local, which PTX has no storage for
; CHECK: error[unsupported]: '@t1' is thread-local, which PTX has no storage for
; CHECK: error[unsupported]: LLVM's NVPTX backend has no lowering of 'llvm.coro.size.i32'
; CHECK-NEXT: ┌─ {{.*}}lowered-elsewhere-invalid.ll:[[# @LINE + 21]]:3
; CHECK: error[unsupported]: LLVM's NVPTX backend has no lowering of 'llvm.coro.subfn.addr'
; CHECK: error[unsupported]: LLVM's NVPTX backend has no lowering of 'llvm.instrprof.increment'
; CHECK: error[unsupported]: LLVM's NVPTX backend has no lowering of 'llvm.ptrauth.sign'
; CHECK: error[unsupported]: LLVM's NVPTX backend has no lowering of 'llvm.matrix.transpose.v4f32'
; CHECK: error[unsupported]: LLVM's NVPTX backend has no lowering of 'llvm.ssa.copy.i32'
; CHECK: error[unsupported]: LLVM's NVPTX backend has no lowering of 'llvm.vscale.i32'
; CHECK: error[unsupported]: LLVM's NVPTX backend has no lowering of 'llvm.experimental.deoptimize.isVoid'
; CHECK: error[unsupported]: LLVM's NVPTX backend has no lowering of 'llvm.init.trampoline'
; CHECK: error[unsupported]: LLVM's NVPTX backend has no lowering of 'llvm.memcpy.element.unordered.atomic.p0.p0.i64'
; CHECK: error[unsupported]: LLVM's NVPTX backend has no lowering of 'llvm.threadlocal.address.p0'
;
; A thread-local variable is refused in any space: PTX has no thread-local
; storage, and LLVM's NVPTX backend writes one variable for the whole grid
; (the address of one in the global space compiles, of that one variable).
target triple = "nvptx64-nvidia-cuda"

@t0 = thread_local global i32 0 ; BAD
@t1 = thread_local addrspace(1) global i32 0

define void @f(ptr %p, ptr %q, i32 %n) {
  %a = call i32 @llvm.coro.size.i32() ; BAD
  %b = call ptr @llvm.coro.subfn.addr(ptr %p, i8 0) ; BAD
  call void @llvm.instrprof.increment(ptr %p, i64 0, i32 1, i32 0) ; BAD
  %c = call i64 @llvm.ptrauth.sign(i64 0, i32 0, i64 0) ; BAD
  %v = load <4 x float>, ptr %p
  %d = call <4 x float> @llvm.matrix.transpose.v4f32(<4 x float> %v, i32 2, i32 2) ; BAD
  %e = call i32 @llvm.ssa.copy.i32(i32 %n) ; BAD
  %g = call i32 @llvm.vscale.i32() ; BAD
  call void (...) @llvm.experimental.deoptimize.isVoid() [ "deopt"() ] ; BAD
  call void @llvm.init.trampoline(ptr %p, ptr @nested, ptr null) ; BAD
  call void @llvm.memcpy.element.unordered.atomic.p0.p0.i64(ptr align 4 %q, ptr align 4 %p, i64 16, i32 4) ; BAD
  %h = call ptr @llvm.threadlocal.address.p0(ptr @t0) ; BAD
  %i = call ptr addrspace(1) @llvm.threadlocal.address.p1(ptr addrspace(1) @t1)
  store i32 1, ptr addrspace(1) %i
  ret void
}

define void @nested(ptr nest %x) {
  ret void
}

declare i32 @llvm.coro.size.i32()
declare ptr @llvm.coro.subfn.addr(ptr, i8)
declare void @llvm.instrprof.increment(ptr, i64, i32, i32)
declare i64 @llvm.ptrauth.sign(i64, i32, i64)
declare <4 x float> @llvm.matrix.transpose.v4f32(<4 x float>, i32, i32)
declare i32 @llvm.ssa.copy.i32(i32)
declare i32 @llvm.vscale.i32()
declare void @llvm.experimental.deoptimize.isVoid(...)
declare void @llvm.init.trampoline(ptr, ptr, ptr)
declare void @llvm.memcpy.element.unordered.atomic.p0.p0.i64(ptr, ptr, i64, i32)
declare ptr @llvm.threadlocal.address.p0(ptr)
declare ptr addrspace(1) @llvm.threadlocal.address.p1(ptr addrspace(1))
