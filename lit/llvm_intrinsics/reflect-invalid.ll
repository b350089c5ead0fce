; __nvvm_reflect, __nvvm_reflect_ocl and llvm.nvvm.reflect: LLVM's
; NVVMReflect pass folds each call to a constant before code generation
; (__CUDA_ARCH is the target's number times 10, __CUDA_FTZ the module flag
; nvvm-reflect-ftz, any other name 0). llc-22 aborts ("__nvvm_reflect
; argument must be a null-terminated string", "... a string constant",
; "... can only be used in a call instruction", "... requires exactly one
; argument") or crashes (a declared variable, null, a float result) on a
; call it cannot read, and deletes the body of a defined one. Each is
; refused at its line; calls it folds pass and compile.
;
; RUN: %not %nvvm-lower check %s --target sm_90 2>&1 | %FileCheck %s
; RUN: sed -n 's/^; OK //p' %s > %t.ok.ll
; RUN: %nvvm-lower %t.ok.ll --target sm_90 --verify-ptx -o %t.ptx
; RUN: %FileCheck %s --check-prefix=PTX < %t.ptx
; RUN: sed -n 's/^; DEF //p' %s > %t.def.ll
; RUN: %not %nvvm-lower check %t.def.ll --target sm_90 2>&1 | %FileCheck %s --check-prefix=DEF

; CHECK: error[reflect]: '@__nvvm_reflect_ocl' is named by a constant (an initializer or a constant expression)
; CHECK: error[reflect]: LLVM's NVPTX backend cannot fold this call: '@__nvvm_reflect' takes a string of i8 that ends at its only NUL byte
; CHECK-NEXT: ┌─ {{.*}}reflect-invalid.ll:[[# @LINE + 49]]:3
; CHECK: error[reflect]: LLVM's NVPTX backend cannot fold this call: '@__nvvm_reflect' takes the address of a variable defined with a string
; CHECK-NEXT: ┌─ {{.*}}reflect-invalid.ll:[[# @LINE + 48]]:3
; CHECK: error[reflect]: LLVM's NVPTX backend cannot fold this call: '@__nvvm_reflect' takes the address of a variable defined with a string
; CHECK-NEXT: ┌─ {{.*}}reflect-invalid.ll:[[# @LINE + 47]]:3
; CHECK: error[reflect]: LLVM's NVPTX backend cannot fold this call: '@__nvvm_reflect' takes the address of a variable defined with a string
; CHECK-NEXT: ┌─ {{.*}}reflect-invalid.ll:[[# @LINE + 46]]:3
; CHECK: error[reflect]: LLVM's NVPTX backend cannot fold this call: '@__nvvm_reflect' takes a constant
; CHECK-NEXT: ┌─ {{.*}}reflect-invalid.ll:[[# @LINE + 45]]:3
; CHECK: error[reflect]: LLVM's NVPTX backend cannot fold this call: '@__nvvm_reflect' takes exactly one argument
; CHECK-NEXT: ┌─ {{.*}}reflect-invalid.ll:[[# @LINE + 44]]:3
; CHECK: error[reflect]: LLVM's NVPTX backend cannot fold this call: '@__nvvm_reflect' takes exactly one argument
; CHECK-NEXT: ┌─ {{.*}}reflect-invalid.ll:[[# @LINE + 43]]:3
; CHECK: error[reflect]: LLVM's NVPTX backend cannot fold this call: '@__nvvm_reflect' returns an integer
; CHECK-NEXT: ┌─ {{.*}}reflect-invalid.ll:[[# @LINE + 42]]:3
; CHECK: error[reflect]: LLVM's NVPTX backend cannot fold this call: '@__nvvm_reflect' returns an integer
; CHECK-NEXT: ┌─ {{.*}}reflect-invalid.ll:[[# @LINE + 41]]:3
; CHECK: error[reflect]: LLVM's NVPTX backend cannot fold this call: '@__nvvm_reflect' takes a string of i8
; CHECK-NEXT: ┌─ {{.*}}reflect-invalid.ll:[[# @LINE + 40]]:3
; CHECK: error[reflect]: LLVM's NVPTX backend cannot fold this call: '@__nvvm_reflect' takes a string of i8
; CHECK-NEXT: ┌─ {{.*}}reflect-invalid.ll:[[# @LINE + 39]]:3
; CHECK: error[reflect]: '@__nvvm_reflect' is used here other than as the function a call calls
; CHECK-NEXT: ┌─ {{.*}}reflect-invalid.ll:[[# @LINE + 38]]:3
; CHECK: error[reflect]: '@__nvvm_reflect' is used here other than as the function a call calls
; CHECK-NEXT: ┌─ {{.*}}reflect-invalid.ll:[[# @LINE + 37]]:3
; CHECK: error[reflect]: LLVM's NVPTX backend cannot fold this call: '@__nvvm_reflect_ocl' takes a string of i8
; CHECK-NEXT: ┌─ {{.*}}reflect-invalid.ll:[[# @LINE + 36]]:3
; CHECK: error[reflect]: LLVM's NVPTX backend cannot fold this call: '@llvm.nvvm.reflect' takes the address of a variable defined with a string
; CHECK-NEXT: ┌─ {{.*}}reflect-invalid.ll:[[# @LINE + 35]]:3
; CHECK: error[reflect]: '@__nvvm_reflect' is used here other than as the function a call calls
; CHECK-NEXT: ┌─ {{.*}}reflect-invalid.ll:[[# @LINE + 38]]:3
; CHECK-NOT: error

target triple = "nvptx64-nvidia-cuda"

@ok = private unnamed_addr constant [11 x i8] c"__CUDA_FTZ\00"
@unended = private unnamed_addr constant [11 x i8] c"__CUDA_FTZ\01"
@zero = private unnamed_addr constant [4 x i8] zeroinitializer
@declared = external constant [4 x i8]
@wide = private unnamed_addr constant [2 x i16] [i16 65, i16 0]
@twice = private unnamed_addr constant [4 x i8] c"A\00B\00"
@fp = global ptr @__nvvm_reflect_ocl

declare i32 @__nvvm_reflect(ptr)
declare i32 @__nvvm_reflect_ocl(ptr)
declare i32 @llvm.nvvm.reflect(ptr)
declare void @g(ptr)

define ptx_kernel void @k(ptr addrspace(1) %o, ptr %p) {
  %a = call i32 @__nvvm_reflect(ptr @unended)
  %b = call i32 @__nvvm_reflect(ptr @zero)
  %c = call i32 @__nvvm_reflect(ptr @declared)
  %d = call i32 @__nvvm_reflect(ptr getelementptr ([11 x i8], ptr @ok, i64 0, i64 1))
  %e = call i32 @__nvvm_reflect(ptr %p)
  %f = call i32 @__nvvm_reflect(ptr @ok, i32 0)
  %g = call i32 @__nvvm_reflect(ptr @ok) [ "x"(i32 0) ]
  %h = call float @__nvvm_reflect(ptr @ok)
  call void @__nvvm_reflect(ptr @ok)
  %i = call i32 @__nvvm_reflect(ptr @wide)
  %j = call i32 @__nvvm_reflect(ptr @twice)
  store ptr @__nvvm_reflect, ptr %p
  call void @g(ptr @__nvvm_reflect)
  %l = call i32 @__nvvm_reflect_ocl(ptr @unended)
  %m = call i32 @llvm.nvvm.reflect(ptr null)
  ret void
}

define ptx_kernel void @unwinds(ptr addrspace(1) %o) personality ptr null {
  %r = invoke i32 @__nvvm_reflect(ptr @ok) to label %a unwind label %b
a:
  ret void
b:
  %l = landingpad {ptr, i32} cleanup
  ret void
}

; The calls NVVMReflect folds: a string in any space, through casts; any
; integer result; a variadic declaration called with one argument.
; PTX: st.volatile.global.b32 [%rd{{[0-9]+}}], 900;
; PTX-NEXT: st.volatile.global.b32 [%rd{{[0-9]+}}], 1;
; PTX-NEXT: st.volatile.global.b32 [%rd{{[0-9]+}}+4], 0;
; PTX-NEXT: st.volatile.global.b32 [%rd{{[0-9]+}}], 0;
; PTX-NOT: __nvvm_reflect
; OK target triple = "nvptx64-nvidia-cuda"
; OK @arch = private unnamed_addr addrspace(1) constant [12 x i8] c"__CUDA_ARCH\00"
; OK @ftz = internal addrspace(3) global [11 x i8] c"__CUDA_FTZ\00"
; OK @other = private unnamed_addr constant [6 x i8] c"other\00"
; OK declare i32 @__nvvm_reflect(...)
; OK declare i32 @llvm.nvvm.reflect(ptr)
; OK define ptx_kernel void @k(ptr addrspace(1) %o) {
; OK   %a = call i32 @llvm.nvvm.reflect(ptr addrspacecast (ptr addrspace(1) @arch to ptr))
; OK   store volatile i32 %a, ptr addrspace(1) %o
; OK   %f = call i32 (...) @__nvvm_reflect(ptr addrspacecast (ptr addrspace(3) @ftz to ptr))
; OK   store volatile i32 %f, ptr addrspace(1) %o
; OK   %n = call i64 (...) @__nvvm_reflect(ptr @other)
; OK   store volatile i64 %n, ptr addrspace(1) %o
; OK   ret void
; OK }
; OK !llvm.module.flags = !{!0}
; OK !0 = !{i32 4, !"nvvm-reflect-ftz", i32 1}

; DEF: error[reflect]: '@__nvvm_reflect' is defined here, but LLVM's NVPTX backend replaces every call of it with a constant of its own and deletes the body
; DEF-NEXT: ┌─ {{.*}}.def.ll:2:
; DEF target triple = "nvptx64-nvidia-cuda"
; DEF define i32 @__nvvm_reflect(ptr %x) {
; DEF   ret i32 7
; DEF }
