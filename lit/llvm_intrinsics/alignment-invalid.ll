; Alignments of a front end's globals and allocas at and past what ptxas
; takes (docs/reliability.md): LLVM's C interface reads 2^32, LLVM's largest,
; as 0, and an alloca's alignment becomes the local depot's, on which ptxas
; 13.5 dies of SIGSEGV from 2^24.
;
; RUN: %not %nvvm-lower check %s --target sm_90 2>&1 | %FileCheck %s
; RUN: %not %nvvm-lower %s --target sm_90 -o %t.ptx 2>&1 | %FileCheck %s
; RUN: test ! -e %t.ptx
; RUN: sed -n '/^; ACCEPTED:/s/^; ACCEPTED: //p' %s > %t.ok.ll
; RUN: %nvvm-lower %t.ok.ll --target sm_90 --verify-ptx -o %t.ok.ptx
; RUN: %FileCheck %s --check-prefix=PTX < %t.ok.ptx

; CHECK: error[attr]: global '@g32' has alignment 4294967296; it must be a power of two from 1 to 16777216 (2^24)
; CHECK: error[attr]: this alloca has alignment 16777216; at most 8388608 (2^23)
; CHECK: error[attr]: this alloca has alignment 4294967296; at most 8388608 (2^23)
; CHECK-NOT: error

@g32 = internal addrspace(1) global i32 0, align 4294967296

define ptx_kernel void @k(ptr addrspace(1) %o) {
  %a = alloca i32, align 16777216, addrspace(5)
  %b = alloca i32, align 4294967296, addrspace(5)
  store volatile i32 1, ptr addrspace(5) %a
  store volatile i32 1, ptr addrspace(5) %b
  %v = load i32, ptr addrspace(1) @g32
  store i32 %v, ptr addrspace(1) %o
  ret void
}

; The largest alloca alignment ptxas assembles:
; ACCEPTED: define ptx_kernel void @k(ptr addrspace(1) %o) {
; ACCEPTED:   %a = alloca i32, align 8388608, addrspace(5)
; ACCEPTED:   store volatile i32 1, ptr addrspace(5) %a
; ACCEPTED:   %v = load volatile i32, ptr addrspace(5) %a
; ACCEPTED:   store i32 %v, ptr addrspace(1) %o
; ACCEPTED:   ret void
; ACCEPTED: }
; PTX: .local .align 8388608 .b8 __local_depot0[8388608];
