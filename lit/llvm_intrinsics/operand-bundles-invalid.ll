; Operand bundles on calls. On a call of a function, LLVM's NVPTX backend
; lowers convergencectrl and clang.arc.attachedcall, and kcfi on a direct
; call (it drops them); llc-22 crashes on deopt, writes a cfguardtarget
; operand as an argument ptxas refuses ("Call has wrong number of
; parameters"), and aborts on kcfi through a pointer and on any other
; bundle ("cannot lower calls with arbitrary operand bundles"). Instruction
; selection does not read the bundles of an intrinsic's call or of inline
; asm. A bundle's operands are not the call's arguments.
;
; RUN: %not %nvvm-lower check %s --target sm_90 2>&1 | %FileCheck %s
; RUN: sed -n 's/^; OK //p' %s > %t.ok.ll
; RUN: %nvvm-lower %t.ok.ll --target sm_90 --verify-ptx -o %t.ptx
; RUN: %FileCheck %s --check-prefix=PTX < %t.ptx

; CHECK: error[unsupported]: LLVM's NVPTX backend cannot lower a call with a "deopt" operand bundle
; CHECK-NEXT: ┌─ {{.*}}operand-bundles-invalid.ll:[[# @LINE + 14]]:3
; CHECK: error[unsupported]: LLVM's NVPTX backend cannot lower a call with a "cfguardtarget" operand bundle
; CHECK-NEXT: ┌─ {{.*}}operand-bundles-invalid.ll:[[# @LINE + 13]]:3
; CHECK: error[unsupported]: LLVM's NVPTX backend cannot lower a call with a "gc-live" operand bundle
; CHECK-NEXT: ┌─ {{.*}}operand-bundles-invalid.ll:[[# @LINE + 12]]:3
; CHECK: error[unsupported]: LLVM's NVPTX backend cannot lower a call through a pointer with a "kcfi" operand bundle
; CHECK-NEXT: ┌─ {{.*}}operand-bundles-invalid.ll:[[# @LINE + 11]]:3
; CHECK-NOT: error

target triple = "nvptx64-nvidia-cuda"

declare i32 @f(i32)

define ptx_kernel void @k(ptr addrspace(1) %o, ptr %fp) {
  %a = call i32 @f(i32 1) [ "deopt"() ]
  %b = call i32 @f(i32 2) [ "cfguardtarget"(ptr null) ]
  %c = call i32 @f(i32 3) [ "gc-live"(i32 0) ]
  %d = call i32 %fp(i32 4) [ "kcfi"(i32 1) ]
  ret void
}

; PTX: call.uni (retval0), f,
; PTX: call.uni (retval0), f,
; PTX: bar.sync 0;
; PTX: max.s32
; OK target triple = "nvptx64-nvidia-cuda"
; OK define i32 @f(i32 %x) convergent {
; OK   ret i32 %x
; OK }
; OK define ptr @g() {
; OK   ret ptr null
; OK }
; OK define ptr @objc_retainAutoreleasedReturnValue(ptr %p) {
; OK   ret ptr %p
; OK }
; OK define ptx_kernel void @k(ptr addrspace(1) %o) convergent {
; OK   %t = call token @llvm.experimental.convergence.entry()
; OK   %a = call i32 @f(i32 1) [ "convergencectrl"(token %t) ]
; OK   store volatile i32 %a, ptr addrspace(1) %o
; OK   ret void
; OK }
; OK define ptx_kernel void @k2(ptr addrspace(1) %o, i32 %a) {
; OK   %b = call i32 @f(i32 2) [ "kcfi"(i32 7) ]
; OK   store volatile i32 %b, ptr addrspace(1) %o
; OK   %p = call ptr @g() [ "clang.arc.attachedcall"(ptr @objc_retainAutoreleasedReturnValue) ]
; OK   store volatile ptr %p, ptr addrspace(1) %o
; OK   call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0) [ "x"(i32 0) ]
; OK   %m = call i32 @llvm.smax.i32(i32 %a, i32 %b) [ "deopt"() ]
; OK   store volatile i32 %m, ptr addrspace(1) %o
; OK   %r = call i32 asm sideeffect "mov.u32 $0, 1;", "=r"() [ "deopt"() ]
; OK   store volatile i32 %r, ptr addrspace(1) %o
; OK   ret void
; OK }
; OK declare token @llvm.experimental.convergence.entry()
; OK declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32)
; OK declare i32 @llvm.smax.i32(i32, i32)
