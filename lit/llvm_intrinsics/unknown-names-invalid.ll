; Names under llvm. that LLVM 22 defines no intrinsic for: llc-22 declares
; each as an external function (`.extern .func llvm.foo`), which ptxas
; refuses. A misspelled NVVM name gets the nearest one it may mean; another
; namespace's real intrinsic (llvm.smax) is LLVM's to judge and passes.
;
; RUN: %not %nvvm-lower check %s --target sm_90 2>&1 | %FileCheck %s
; RUN: sed 's/^; OK: //;t;d' %s > %t.ok.ll
; RUN: %nvvm-lower %t.ok.ll --target sm_90 --verify-ptx -o %t.ptx
; RUN: %FileCheck %s --check-prefix=PTX < %t.ptx

; CHECK: error[unknown-intrinsic]: LLVM 22 defines no intrinsic 'llvm.nvvm.barrier.cluster.arive'
; CHECK-NEXT: ┌─ {{.*}}unknown-names-invalid.ll:[[# @LINE + 11]]:3
; CHECK: = did you mean 'llvm.nvvm.barrier.cluster.arrive'?
; CHECK: error[unknown-intrinsic]: LLVM 22 defines no intrinsic 'llvm.foo'
; CHECK-NEXT: ┌─ {{.*}}unknown-names-invalid.ll:[[# @LINE + 9]]:3
; CHECK: = the 'llvm.' prefix is LLVM's own
; CHECK-NOT: error
; PTX: max.s32

define ptx_kernel void @k(ptr addrspace(1) %o, i32 %a, i32 %b) {
  %m = call i32 @llvm.smax.i32(i32 %a, i32 %b)
  store i32 %m, ptr addrspace(1) %o
  call void @llvm.nvvm.barrier.cluster.arive()
  call void @llvm.foo()
  ret void
}
declare i32 @llvm.smax.i32(i32, i32)
declare void @llvm.nvvm.barrier.cluster.arive()
declare void @llvm.foo()

; OK: define ptx_kernel void @k(ptr addrspace(1) %o, i32 %a, i32 %b) {
; OK:   %m = call i32 @llvm.smax.i32(i32 %a, i32 %b)
; OK:   store i32 %m, ptr addrspace(1) %o
; OK:   ret void
; OK: }
; OK: declare i32 @llvm.smax.i32(i32, i32)
