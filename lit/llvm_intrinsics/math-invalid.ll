; LLVM's math intrinsics and floating-point operations that LLVM's NVPTX
; backend cannot lower (measured with llc-22 and ptxas, intrinsics/types.toml):
; llc-22 aborts on each ('Cannot select: fsin', 'no libcall available for
; fexp', 'unsupported library call operation'). Each is refused at its line:
; exp, pow, ... on any type; sin, cos, tanh and exp2 of a double; sin and cos
; of a float without the afn flag; tanh with afn below sm_75 (and at PTX 7.0
; from sm_75: an unpinned module is raised to it); arithmetic on fp128 and
; conversions between a float and an integer wider than 64 bits.
; RUN: %not %nvvm-lower check %s --target sm_90 2>&1 | %FileCheck %s
; RUN: %not %nvvm-lower check %s --target sm_90 2>&1 | %FileCheck %s --check-prefix=COUNT
; COUNT-COUNT-7: error[unsupported]
; COUNT-NOT: error
; CHECK: error[unsupported]: LLVM's NVPTX backend has no lowering of 'llvm.sin.f64'
; CHECK-NEXT: ┌─ {{.*}}math-invalid.ll:[[# @LINE + 27]]:3
; CHECK: error[unsupported]: LLVM's NVPTX backend has no lowering of 'llvm.exp.f32'
; CHECK: error[unsupported]: LLVM's NVPTX backend has no lowering of 'llvm.sin.f32' without the afn fast-math flag
; CHECK: error[unsupported]: LLVM's NVPTX backend has no lowering of 'llvm.cos.v2f32' without the afn fast-math flag
; CHECK: error[unsupported]: LLVM's NVPTX backend has no fp128 arithmetic, comparison or conversion
; CHECK: error[unsupported]: LLVM's NVPTX backend has no conversion between a float and i128 (wider than 64 bits)
; CHECK: error[unsupported]: LLVM's NVPTX backend has no conversion between a float and i65 (wider than 64 bits)
;
; The rest compiles: sin with afn, sqrt of a double, tanh with afn.
; RUN: sed '/; BAD$/d' %s > %t.ok.ll
; RUN: %nvvm-lower %t.ok.ll --target sm_90 --verify-ptx -o %t.ok.ptx
; RUN: %FileCheck %s --check-prefix=PTX --input-file %t.ok.ptx
; PTX: sin.approx.f32
; PTX: sqrt.rn.f64
; PTX: tanh.approx.f32
; RUN: %nvvm-lower %t.ok.ll --target sm_75 --verify-ptx -o %t.75.ptx
; RUN: %FileCheck %s --check-prefix=PTX75 --input-file %t.75.ptx
; PTX75: .version 7.0
; RUN: %not %nvvm-lower check %t.ok.ll --target sm_70 2>&1 | %FileCheck %s --check-prefix=SM70
; SM70: error[gate-target]: 'llvm.tanh.f32 with afn' is not available on sm_70
target triple = "nvptx64-nvidia-cuda"

define void @k(ptr %p, ptr %q) {
  %d = load double, ptr %p
  %f = load float, ptr %p
  %v = load <2 x float>, ptr %p
  %w = load fp128, ptr %p
  %bad1 = call double @llvm.sin.f64(double %d) ; BAD
  %bad2 = call afn float @llvm.exp.f32(float %f) ; BAD
  %bad3 = call float @llvm.sin.f32(float %f) ; BAD
  %bad4 = call <2 x float> @llvm.cos.v2f32(<2 x float> %v) ; BAD
  %bad5 = fadd fp128 %w, %w ; BAD
  %bad6 = fptosi double %d to i128 ; BAD
  %bad7 = sitofp i65 1 to float ; BAD
  %s = call afn float @llvm.sin.f32(float %f)
  %r = call double @llvm.sqrt.f64(double %d)
  %t = call afn float @llvm.tanh.f32(float %f)
  %q8 = getelementptr i8, ptr %q, i64 8
  %q16 = getelementptr i8, ptr %q, i64 16
  store float %s, ptr %q
  store double %r, ptr %q8
  store float %t, ptr %q16
  ret void
}

declare double @llvm.sin.f64(double)
declare float @llvm.exp.f32(float)
declare float @llvm.sin.f32(float)
declare <2 x float> @llvm.cos.v2f32(<2 x float>)
declare double @llvm.sqrt.f64(double)
declare float @llvm.tanh.f32(float)
