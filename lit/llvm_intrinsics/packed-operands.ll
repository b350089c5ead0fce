; Intrinsics that LLVM 22 defines on an integer packing a vector of small
; integers (IntrinsicsNVVM.td): idp4a and idp2a take their A and B as i32,
; the f8x2 conversions their source as i16; MLIR's ops take vector<4xi8>,
; vector<2xi16> and vector<2xi8>. A call with LLVM 22's signature passes and
; assembles (llc-22 writes dp4a, dp2a.hi and cvt of it).
;
; RUN: %nvvm-lower check %s --target sm_90 | %FileCheck %s
; RUN: %nvvm-lower %s --target sm_90 --verify-ptx -o %t.ptx
; RUN: %FileCheck %s --check-prefix=PTX < %t.ptx
; CHECK: passes for sm_90 at PTX ISA 7.8
; PTX: dp2a.hi.s32.u32
; PTX: dp4a.u32.s32
; PTX: cvt.rn.f16x2.e4m3x2

target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr addrspace(1) %p, i32 %a, i32 %b, i32 %c, i16 %s) {
  %r = call i32 @llvm.nvvm.idp2a.s.u(i32 %a, i32 %b, i1 true, i32 %c)
  %t = call i32 @llvm.nvvm.idp4a.u.s(i32 %a, i32 %b, i32 %r)
  store volatile i32 %t, ptr addrspace(1) %p
  %h = call <2 x half> @llvm.nvvm.e4m3x2.to.f16x2.rn(i16 %s)
  store volatile <2 x half> %h, ptr addrspace(1) %p
  ret void
}
declare i32 @llvm.nvvm.idp2a.s.u(i32, i32, i1, i32)
declare i32 @llvm.nvvm.idp4a.u.s(i32, i32, i32)
declare <2 x half> @llvm.nvvm.e4m3x2.to.f16x2.rn(i16)
