; The float literals of the LLVM that Triton 3.9 is built with, one of each
; spelling and type, read as LLVM 22 spells the same bits. Each value's bits
; are those Triton 3.9's own printer (triton._C.libtriton.llvm.to_module of
; an llvm.mlir.constant of the bits) writes the spelling for: float
; 0x7FC00001 is +nan(0x1), 0xFFA00001 -snan(0x200001), 0x00000001
; 1.401300e-45, 0x3DCCCCCD 1.000000e-01; half 0x2E66 9.997550e-02; bfloat
; 0x3DCD 1.000980e-01.
;
; RUN: %nvvm-lower check %s --target sm_90 2>&1 | %FileCheck %s --check-prefix=CHECK
; CHECK: note[float-literal]: read 25 float literals of LLVM's newer spelling (-inf, +inf, +qnan, -qnan and 10 more) as LLVM 22's hexadecimal spellings of the same values
; CHECK-NEXT: ┌─ {{.*}}float-literals.ll:[[#@LINE+47]]:32
; CHECK: passes for sm_90 at PTX ISA 7.8
;
; LLVM 22 reads back what it was given: its printer writes the bits.
; RUN: %nvvm-lower %s --target sm_90 --emit llvm-ir 2>/dev/null | %FileCheck %s --check-prefix=IR
; IR: @g = global [2 x float] [float 0xFFF0000000000000, float 1.000000e+00]
; IR: store volatile float 0xFFF0000000000000,
; IR-NEXT: store volatile float 0x7FF0000000000000,
; IR-NEXT: store volatile float 0x7FF8000000000000,
; IR-NEXT: store volatile float 0xFFF8000000000000,
; IR-NEXT: store volatile float 0x7FF8000020000000,
; IR-NEXT: store volatile float 0xFFF4000020000000,
; IR-NEXT: store volatile float 0x3FF7154760000000,
; IR-NEXT: store volatile float 0x3FB99999A0000000,
; IR-NEXT: store volatile float 0x36A0000000000000,
; IR-NEXT: store volatile float 1.000000e+00,
; IR-NEXT: store volatile half 0xHFC00,
; IR-NEXT: store volatile half 0xH2E66,
; IR-NEXT: store volatile half 0xH7D00,
; IR-NEXT: store volatile bfloat 0xRFF80,
; IR-NEXT: store volatile bfloat 0xR3DCD,
; IR-NEXT: store volatile double 0xFFF0000000000000,
; IR-NEXT: store volatile double 0x7FF8000000000001,
; IR-NEXT: store volatile double 0x3FF71547652B82FE,
; IR-NEXT: store volatile <4 x float> splat (float 0xFFF0000000000000),
; IR-NEXT: store volatile <2 x half> <half 0xHFC00, half 0xH3C00>,
; IR: phi float [ 0xFFF0000000000000, %entry ]
; IR: select i1 %c, float %m, float 0xFFF0000000000000
; IR: fmul float %s, 0x3FF7154760000000
; IR: fcmp ogt float %p, 0x3FB99999A0000000
;
; The PTX that LLVM 22 writes of it assembles.
; RUN: %nvvm-lower %s --target sm_90 -o %t.ptx 2>/dev/null
; RUN: %ptxas-verify %t.ptx
; RUN: %FileCheck %s --check-prefix=PTX < %t.ptx
; PTX: st.volatile.global.b32 [%rd1], -8388608;
; PTX: st.volatile.global.b32 [%rd1], 2143289345;
; PTX-NEXT: st.volatile.global.b32 [%rd1], -6291455;
; PTX-NEXT: st.volatile.global.b32 [%rd1], 1069066811;
; PTX-NEXT: st.volatile.global.b32 [%rd1], 1036831949;
; PTX-NEXT: st.volatile.global.b32 [%rd1], 1;
; PTX: st.volatile.global.b16 [%rd2], 0x2E66;
; PTX: st.volatile.global.b16 [%rd2], 0x3DCD;
; PTX: mul.rn.f32 {{.*}}, 0f3FB8AA3B;
; PTX: setp.gt.f32 {{.*}}, 0f3DCCCCCD;

; Comments and strings keep theirs: float -inf, f0x3FB8AA3B.
@g = global [2 x float] [float -inf, float 1.000000e+00]
@s = constant [10 x i8] c"float -inf"

define ptx_kernel void @k(ptr addrspace(1) %p32, ptr addrspace(1) %p16, ptr addrspace(1) %p64, float %x) {
entry:
  store volatile float -inf, ptr addrspace(1) %p32, align 4
  store volatile float +inf, ptr addrspace(1) %p32, align 4
  store volatile float +qnan, ptr addrspace(1) %p32, align 4
  store volatile float -qnan, ptr addrspace(1) %p32, align 4
  store volatile float +nan(0x1), ptr addrspace(1) %p32, align 4
  store volatile float -snan(0x200001), ptr addrspace(1) %p32, align 4
  store volatile float f0x3FB8AA3B, ptr addrspace(1) %p32, align 4
  store volatile float 1.000000e-01, ptr addrspace(1) %p32, align 4
  store volatile float 1.401300e-45, ptr addrspace(1) %p32, align 4
  store volatile float f0x3F800000, ptr addrspace(1) %p32, align 4
  store volatile half -inf, ptr addrspace(1) %p16, align 2
  store volatile half 9.997550e-02, ptr addrspace(1) %p16, align 2
  store volatile half +snan(0x100), ptr addrspace(1) %p16, align 2
  store volatile bfloat -inf, ptr addrspace(1) %p16, align 2
  store volatile bfloat 1.000980e-01, ptr addrspace(1) %p16, align 2
  store volatile double -inf, ptr addrspace(1) %p64, align 8
  store volatile double +nan(0x1), ptr addrspace(1) %p64, align 8
  store volatile double f0x3FF71547652B82FE, ptr addrspace(1) %p64, align 8
  store volatile <4 x float> splat (float -inf), ptr addrspace(1) %p32, align 16
  store volatile <2 x half> <half -inf, half 1.000000e+00>, ptr addrspace(1) %p16, align 4
  br label %loop

loop:
  %m = phi float [ -inf, %entry ]
  %c = fcmp olt float %x, 0.000000e+00
  %v = select i1 %c, float %m, float -inf
  %s = fadd float %v, %x
  %p = fmul float %s, f0x3FB8AA3B
  %big = fcmp ogt float %p, 1.000000e-01
  %r = select i1 %big, float %p, float %x
  store float %r, ptr addrspace(1) %p32, align 4
  ret void
}
