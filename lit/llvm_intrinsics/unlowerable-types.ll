; Types LLVM's NVPTX backend cannot lower, refused at their lines in check
; and in compile, where llc-22 would abort or crash (measured for sm_90):
; a load, store or getelementptr of a scalable vector aborts ("Cannot
; implicitly convert a scalable size to a fixed-width size"); an x86_fp80
; constant stored or selected crashes (SIGSEGV), a phi or a call of one
; aborts ("Cannot select: build_pair"); an fp128 comparison aborts
; ("unsupported library call operation"). fp128 and ppc_fp128 moved,
; selected and passed, and a ppc_fp128 comparison, compile and assemble.
;
; RUN: %not %nvvm-lower check %s --target sm_90 2>&1 | %FileCheck %s
; RUN: %not %nvvm-lower %s --target sm_90 -o %t.bad.ptx 2>&1 | %FileCheck %s
; RUN: sed -n 's/^; OK //p' %s > %t.ok.ll
; RUN: %nvvm-lower check %t.ok.ll --target sm_90
; RUN: %nvvm-lower %t.ok.ll --target sm_90 --verify-ptx -o %t.ptx

; CHECK: error[type]: this function's signature has a x86_fp80 type, which LLVM's NVPTX backend cannot lower
; CHECK-NEXT: ┌─ {{.*}}unlowerable-types.ll:[[# @LINE + 21]]:1
; CHECK: error[type]: this instruction has a value of a scalable vector type, which LLVM's NVPTX backend cannot lower
; CHECK-NEXT: ┌─ {{.*}}unlowerable-types.ll:[[# @LINE + 24]]:3
; CHECK: error[type]: this instruction has a value of a scalable vector type, which LLVM's NVPTX backend cannot lower
; CHECK-NEXT: ┌─ {{.*}}unlowerable-types.ll:[[# @LINE + 23]]:3
; CHECK: error[type]: this instruction has a value of a scalable vector type, which LLVM's NVPTX backend cannot lower
; CHECK-NEXT: ┌─ {{.*}}unlowerable-types.ll:[[# @LINE + 22]]:3
; CHECK: error[type]: this instruction has a value of a scalable vector type, which LLVM's NVPTX backend cannot lower
; CHECK-NEXT: ┌─ {{.*}}unlowerable-types.ll:[[# @LINE + 21]]:3
; CHECK: error[type]: this instruction has a value of a x86_fp80 type, which LLVM's NVPTX backend cannot lower
; CHECK-NEXT: ┌─ {{.*}}unlowerable-types.ll:[[# @LINE + 20]]:3
; CHECK: error[type]: this instruction has a value of a x86_fp80 type, which LLVM's NVPTX backend cannot lower
; CHECK-NEXT: ┌─ {{.*}}unlowerable-types.ll:[[# @LINE + 19]]:3
; CHECK: error[unsupported]: LLVM's NVPTX backend has no fp128 arithmetic, comparison or conversion
; CHECK-NEXT: ┌─ {{.*}}unlowerable-types.ll:[[# @LINE + 20]]:3
; CHECK-NOT: error

target triple = "nvptx64-nvidia-cuda"

declare x86_fp80 @unused(x86_fp80)

define x86_fp80 @passes(x86_fp80 %x) {
  ret x86_fp80 %x
}

define ptx_kernel void @k(ptr addrspace(1) %p, ptr addrspace(1) %q, i1 %c) {
  store <vscale x 2 x i8> zeroinitializer, ptr addrspace(1) %p
  %v = load volatile <vscale x 2 x i8>, ptr addrspace(1) %p
  %g = getelementptr <vscale x 4 x i32>, ptr addrspace(1) %p, i64 1
  %a = alloca <vscale x 4 x i32>
  store x86_fp80 0xK3FFF8000000000000000, ptr addrspace(1) %p
  %e = load volatile x86_fp80, ptr addrspace(1) %q
  %f = load volatile fp128, ptr addrspace(1) %p
  %h = load volatile fp128, ptr addrspace(1) %q
  %lt = fcmp olt fp128 %f, %h
  store volatile i1 %lt, ptr addrspace(1) %p
  ret void
}

; OK target triple = "nvptx64-nvidia-cuda"
; OK declare x86_fp80 @unused(x86_fp80)
; OK declare <vscale x 4 x i32> @llvm.stepvector.nxv4i32()
; OK define fp128 @pass(fp128 %x) noinline {
; OK   ret fp128 %x
; OK }
; OK define ptx_kernel void @k(ptr addrspace(1) %p, ptr addrspace(1) %q, i1 %c) {
; OK   %f = load volatile fp128, ptr addrspace(1) %p
; OK   %s = select i1 %c, fp128 %f, fp128 0xL00000000000000003FFF000000000000
; OK   %r = call fp128 @pass(fp128 %s)
; OK   store volatile fp128 %r, ptr addrspace(1) %q
; OK   %x = load volatile ppc_fp128, ptr addrspace(1) %p
; OK   %y = load volatile ppc_fp128, ptr addrspace(1) %q
; OK   %lt = fcmp olt ppc_fp128 %x, %y
; OK   store volatile i1 %lt, ptr addrspace(1) %p
; OK   ret void
; OK }
