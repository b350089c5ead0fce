; What LLVM's NVPTX backend writes as raw data ('.b8 112'), which ptxas
; cannot parse ("Parsing error"): a partition on a defined variable,
; function or alias, and a defined function's prefix or prologue data.
; Measured with llc-22 and ptxas 13.5; declarations have none written.
; Each is refused at its line.
; RUN: %not %nvvm-lower check %s --target sm_90 2>&1 | %FileCheck %s
; RUN: %not %nvvm-lower check %s --target sm_90 2>&1 | %FileCheck %s --check-prefix=COUNT
; COUNT-COUNT-5: error[unsupported]
; COUNT-NOT: error
; CHECK: error[unsupported]: '@v' has a partition, which PTX has no form of
; CHECK-NEXT: ┌─ {{.*}}raw-data-invalid.ll:29:1
; CHECK: error[unsupported]: '@a' has a partition, which PTX has no form of
; CHECK-NEXT: ┌─ {{.*}}raw-data-invalid.ll:31:1
; CHECK: error[unsupported]: '@f' has prefix data, which PTX has no form of
; CHECK-NEXT: ┌─ {{.*}}raw-data-invalid.ll:33:1
; CHECK: error[unsupported]: '@g' has prologue data, which PTX has no form of
; CHECK-NEXT: ┌─ {{.*}}raw-data-invalid.ll:37:1
; CHECK: error[unsupported]: '@h' has a partition, which PTX has no form of
; CHECK-NEXT: ┌─ {{.*}}raw-data-invalid.ll:41:1
;
; Without them, the module (its declarations keep theirs) compiles and
; ptxas takes it.
; RUN: sed -e 's/,\{0,1\} partition "p"//' -e 's/ prefix i32 1 {/ {/' -e 's/ prologue i32 1 {/ {/' %s > %t.ok.ll
; RUN: %nvvm-lower %t.ok.ll --target sm_90 --verify-ptx -o /dev/null
target triple = "nvptx64-nvidia-cuda"

@d = external addrspace(1) global i32, partition "q"
declare void @e() partition "q" prefix i32 1
@v = addrspace(1) global i32 0, partition "p"
@w = addrspace(1) global i32 0
@a = alias void (), ptr @h, partition "p"

define void @f() prefix i32 1 {
  ret void
}

define void @g() prologue i32 1 {
  ret void
}

define void @h() partition "p" {
  ret void
}

define ptx_kernel void @k() {
  store i32 1, ptr addrspace(1) @w
  ret void
}
