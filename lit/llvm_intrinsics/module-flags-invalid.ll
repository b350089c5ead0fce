; An 'llvm.module.flags' entry without its name: LLVM's parser takes it,
; and LLVM reads every flag's name unchecked when it looks one up (the
; debug-info version, before its verifier runs) and dies of SIGSEGV (llc-22
; too; found by the `check` fuzz target). Refused before anything reads it;
; with the entry whole the module compiles.
; RUN: %not %nvvm-lower check %s --target sm_90 2>&1 | %FileCheck %s
; CHECK: error[metadata]: '{{.*}}module-flags-invalid.ll': module flag 2 of 'llvm.module.flags' is not {behaviour, !"name", value}
; RUN: sed 's/^!1 = !{!"clang version 22"}/!1 = !{i32 7, !"frame-pointer", i32 2}/' %s > %t.ok.ll
; RUN: %nvvm-lower %t.ok.ll --target sm_90 --verify-ptx -o /dev/null

define ptx_kernel void @k(ptr addrspace(1) %p) {
  store i32 1, ptr addrspace(1) %p, align 4
  ret void
}

!llvm.module.flags = !{!0, !1}
!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"clang version 22"}
