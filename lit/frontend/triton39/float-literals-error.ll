; A parse error on a line whose float literals were rewritten is reported at
; the original line and column, with the original line shown.
;
; RUN: %not %nvvm-lower check %s --target sm_90 2>&1 | %FileCheck %s
; CHECK: error[input]: '{{.*}}float-literals-error.ll' is not LLVM IR that LLVM 22 reads: {{.*}}float-literals-error.ll:[[#@LINE+6]]:42: error: use of undefined value '%y'
; CHECK-NEXT: {{^}}  %a = select i1 true, float -inf, float %y
; CHECK-NEXT: {{^}}                                         ^
; CHECK-NOT: 0x

define ptx_kernel void @k(ptr addrspace(1) %p) {
  %a = select i1 true, float -inf, float %y
  store float %a, ptr addrspace(1) %p
  ret void
}
