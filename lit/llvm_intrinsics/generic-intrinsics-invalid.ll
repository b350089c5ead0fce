; LLVM's other target-independent intrinsics that LLVM's NVPTX backend
; lowers only in part (measured with llc-22 and ptxas by
; scripts/llvm-generic-math, intrinsics/types.toml's [[math]] rows): llc-22
; aborts on each of the BAD calls ('Cannot select: fpow', 'no libcall
; available for lround', 'Cannot select: set_rounding', 'unsupported library
; call operation', 'emitting call to unsupported libcall'). The
; constrained (strictfp) forms have their own rows: sin of a float needs afn
; as the plain one does, and the strict max, min and bf16 arithmetic exist
; only where their instructions do (the plain ones are widened to float
; below). stacksave and stackrestore need PTX 7.3, as a dynamic alloca.
; RUN: %not %nvvm-lower check %s --target sm_90 2>&1 | %FileCheck %s
; RUN: %not %nvvm-lower check %s --target sm_90 2>&1 | %FileCheck %s --check-prefix=COUNT
; COUNT-COUNT-11: error[unsupported]
; COUNT-NOT: error
; CHECK: error[unsupported]: LLVM's NVPTX backend has no lowering of 'llvm.powi.f32.i32'
; CHECK-NEXT: ┌─ {{.*}}generic-intrinsics-invalid.ll:[[# @LINE + 38]]:3
; CHECK: error[unsupported]: LLVM's NVPTX backend has no lowering of 'llvm.lround.i32.f32'
; CHECK: error[unsupported]: LLVM's NVPTX backend has no lowering of 'llvm.llrint.i64.f64'
; CHECK: error[unsupported]: LLVM's NVPTX backend has no lowering of 'llvm.sincos.f32' without the afn fast-math flag
; CHECK: error[unsupported]: LLVM's NVPTX backend has no lowering of 'llvm.modf.v2f32'
; CHECK: error[unsupported]: LLVM's NVPTX backend has no lowering of 'llvm.experimental.constrained.sin.f32' without the afn fast-math flag
; CHECK: error[unsupported]: LLVM's NVPTX backend has no lowering of 'llvm.sdiv.fix.i32'
; CHECK: error[unsupported]: LLVM's NVPTX backend has no lowering of 'llvm.thread.pointer.p0'
; CHECK: error[unsupported]: LLVM's NVPTX backend has no lowering of 'llvm.set.rounding'
; CHECK: error[unsupported]: LLVM's NVPTX backend has no lowering of 'llvm.get.fpenv.i32'
; CHECK: error[unsupported]: LLVM's NVPTX backend has no lowering of 'llvm.clear_cache'
;
; The rest compiles: sincos and constrained sin with afn, frexp, ldexp,
; udiv.fix on i32, get.rounding, stacksave, the strict bf16 add and f16 max.
; RUN: sed '/; BAD$/d' %s > %t.ok.ll
; RUN: %nvvm-lower %t.ok.ll --target sm_90 --verify-ptx -o %t.ok.ptx
; RUN: %FileCheck %s --check-prefix=PTX --input-file %t.ok.ptx
; PTX: sin.approx.f32
; PTX: add.rn.bf16
; PTX: max.f16
; Below sm_90 the strict bf16 add is no instruction; at sm_80 and PTX 7.0
; the rest compiles but stacksave, which raises an unpinned module to 7.3.
; RUN: %not %nvvm-lower check %t.ok.ll --target sm_80 2>&1 | %FileCheck %s --check-prefix=SM80
; SM80: error[gate-target]: 'llvm.experimental.constrained.fadd.bf16' is not available on sm_80
; RUN: sed '/; SM90$/d' %t.ok.ll > %t.80.ll
; RUN: %nvvm-lower %t.80.ll --target sm_80 --verify-ptx -o %t.80.ptx
; RUN: %FileCheck %s --check-prefix=PTX80 --input-file %t.80.ptx
; PTX80: .version 7.3
; RUN: %not %nvvm-lower check %t.80.ll --target sm_80 --ptx 7.0 2>&1 | %FileCheck %s --check-prefix=PIN
; PIN: error[gate-ptx]: 'llvm.stacksave.p0' needs PTX ISA 7.3 or newer, but PTX ISA 7.0 is pinned
target triple = "nvptx64-nvidia-cuda"

define void @k(ptr %p, ptr %q, i32 %n) strictfp {
  %d = load double, ptr %p
  %f = load float, ptr %p
  %v = load <2 x float>, ptr %p
  %h = load half, ptr %p
  %b = load bfloat, ptr %p
  %bad1 = call float @llvm.powi.f32.i32(float %f, i32 %n) ; BAD
  %bad2 = call i32 @llvm.lround.i32.f32(float %f) ; BAD
  %bad3 = call i64 @llvm.llrint.i64.f64(double %d) ; BAD
  %bad4 = call { float, float } @llvm.sincos.f32(float %f) ; BAD
  %bad5 = call { <2 x float>, <2 x float> } @llvm.modf.v2f32(<2 x float> %v) ; BAD
  %bad6 = call float @llvm.experimental.constrained.sin.f32(float %f, metadata !"round.dynamic", metadata !"fpexcept.strict") strictfp ; BAD
  %bad7 = call i32 @llvm.sdiv.fix.i32(i32 %n, i32 %n, i32 3) ; BAD
  %bad8 = call ptr @llvm.thread.pointer.p0() ; BAD
  call void @llvm.set.rounding(i32 %n) ; BAD
  %bad9 = call i32 @llvm.get.fpenv.i32() ; BAD
  call void @llvm.clear_cache(ptr %p, ptr %q) ; BAD
  %sc = call afn { float, float } @llvm.sincos.f32(float %f)
  %s = extractvalue { float, float } %sc, 0
  %cs = call afn float @llvm.experimental.constrained.sin.f32(float %f, metadata !"round.dynamic", metadata !"fpexcept.strict") strictfp
  %fr = call { double, i32 } @llvm.frexp.f64.i32(double %d)
  %m = extractvalue { double, i32 } %fr, 0
  %l = call double @llvm.ldexp.f64.i32(double %m, i32 %n)
  %u = call i32 @llvm.udiv.fix.i32(i32 %n, i32 7, i32 3)
  %r = call i32 @llvm.get.rounding()
  %sp = call ptr @llvm.stacksave.p0()
  call void @llvm.stackrestore.p0(ptr %sp)
  %ba = call bfloat @llvm.experimental.constrained.fadd.bf16(bfloat %b, bfloat %b, metadata !"round.dynamic", metadata !"fpexcept.strict") strictfp ; SM90
  %hm = call half @llvm.experimental.constrained.maxnum.f16(half %h, half %h, metadata !"fpexcept.strict") strictfp
  store volatile float %s, ptr %q
  store volatile float %cs, ptr %q
  store volatile double %l, ptr %q
  store volatile i32 %u, ptr %q
  store volatile i32 %r, ptr %q
  store volatile bfloat %ba, ptr %q ; SM90
  store volatile half %hm, ptr %q
  ret void
}

declare float @llvm.powi.f32.i32(float, i32)
declare i32 @llvm.lround.i32.f32(float)
declare i64 @llvm.llrint.i64.f64(double)
declare { float, float } @llvm.sincos.f32(float)
declare { <2 x float>, <2 x float> } @llvm.modf.v2f32(<2 x float>)
declare float @llvm.experimental.constrained.sin.f32(float, metadata, metadata)
declare i32 @llvm.sdiv.fix.i32(i32, i32, i32)
declare ptr @llvm.thread.pointer.p0()
declare void @llvm.set.rounding(i32)
declare i32 @llvm.get.fpenv.i32()
declare void @llvm.clear_cache(ptr, ptr)
declare { double, i32 } @llvm.frexp.f64.i32(double)
declare double @llvm.ldexp.f64.i32(double, i32)
declare i32 @llvm.udiv.fix.i32(i32, i32, i32)
declare i32 @llvm.get.rounding()
declare ptr @llvm.stacksave.p0()
declare void @llvm.stackrestore.p0(ptr)
declare bfloat @llvm.experimental.constrained.fadd.bf16(bfloat, bfloat, metadata, metadata)
declare half @llvm.experimental.constrained.maxnum.f16(half, half, metadata)
