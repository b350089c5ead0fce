; Values of types that are not first-class data: tokens (the convergence
; control intrinsics), metadata (the rounding and exception arguments of
; constrained floating point), and target extension types. The first two
; are intrinsics' own and compile; LLVM's NVPTX backend has no target
; extension type (llc-22 crashes on one as a parameter or a call's result,
; and its verifier refuses a variable of one). Reading a register by name
; aborts llc-22 ("Named registers not implemented for this target").
;
; RUN: %not %nvvm-lower check %s --target sm_90 2>&1 | %FileCheck %s
; RUN: sed -n 's/^; OK //p' %s > %t.ok.ll
; RUN: %nvvm-lower %t.ok.ll --target sm_90 --verify-ptx -o %t.ptx
; RUN: %FileCheck %s --check-prefix=PTX < %t.ptx

; CHECK: error[type]: this variable has a target extension type, which LLVM's NVPTX backend cannot lower
; CHECK-NEXT: ┌─ {{.*}}foreign-types.ll:[[# @LINE + 14]]:1
; CHECK: error[type]: this function's signature has a target extension type, which LLVM's NVPTX backend cannot lower
; CHECK-NEXT: ┌─ {{.*}}foreign-types.ll:[[# @LINE + 14]]:1
; CHECK: error[type]: this instruction has a value of a target extension type, which LLVM's NVPTX backend cannot lower
; CHECK-NEXT: ┌─ {{.*}}foreign-types.ll:[[# @LINE + 20]]:3
; CHECK: error[unknown-intrinsic]: LLVM 22 defines no intrinsic 'llvm.nvvm.fake.event'
; CHECK: error[unsupported]: LLVM's NVPTX backend cannot read or write a register by name ('llvm.read_register.i32')
; CHECK-NEXT: ┌─ {{.*}}foreign-types.ll:[[# @LINE + 18]]:3
; CHECK: error[unsupported]: LLVM's NVPTX backend cannot read or write a register by name ('llvm.write_register.i32')
; CHECK-NEXT: ┌─ {{.*}}foreign-types.ll:[[# @LINE + 18]]:3
; CHECK-NOT: error

target triple = "nvptx64-nvidia-cuda"

@image = external global target("spirv.Image")

declare void @takes(target("foo"))
declare target("spirv.Event") @llvm.nvvm.fake.event()

define void @uses(ptr %p) {
  ret void
}

define ptx_kernel void @k(ptr addrspace(1) %o) {
  %e = call target("spirv.Event") @llvm.nvvm.fake.event()
  %r = call i32 @llvm.read_register.i32(metadata !0)
  store i32 %r, ptr addrspace(1) %o
  call void @llvm.write_register.i32(metadata !0, i32 1)
  ret void
}
declare i32 @llvm.read_register.i32(metadata)
declare void @llvm.write_register.i32(metadata, i32)
!0 = !{!"%tid.x"}

; PTX: add.rn.f64
; PTX: bar.sync 0;
; OK target triple = "nvptx64-nvidia-cuda"
; OK define ptx_kernel void @k(ptr addrspace(1) %o, double %a, double %b, i32 %n) convergent strictfp {
; OK entry:
; OK   %t = call token @llvm.experimental.convergence.entry()
; OK   %s = call double @llvm.experimental.constrained.fadd.f64(double %a, double %b, metadata !"round.tonearest", metadata !"fpexcept.strict") strictfp
; OK   store double %s, ptr addrspace(1) %o
; OK   br label %loop
; OK loop:
; OK   %i = phi i32 [ 0, %entry ], [ %j, %loop ]
; OK   %l = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %t) ]
; OK   call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0) [ "convergencectrl"(token %l) ]
; OK   %j = add i32 %i, 1
; OK   %c = icmp slt i32 %j, %n
; OK   br i1 %c, label %loop, label %done
; OK done:
; OK   ret void
; OK }
; OK declare token @llvm.experimental.convergence.entry()
; OK declare token @llvm.experimental.convergence.loop()
; OK declare double @llvm.experimental.constrained.fadd.f64(double, double, metadata, metadata)
; OK declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32)
