; Function aliases and ifuncs. LLVM's NVPTX backend writes an alias as
; `.alias a, f;` and aborts unless the alias names a function defined in
; the module that is not a kernel ('NVPTX aliasee must be a non-kernel
; function definition'), the alias is not weak ('NVPTX aliasee must not be
; .weak') and the PTX version is 6.3 or newer ('.alias requires PTX version
; >= 6.3'); it drops an offset into the function (a wrong .alias); it
; writes an ifunc as `i = r`, which ptxas cannot parse. Measured with
; llc-22 and ptxas 13.5. Each is refused at its line.
; RUN: %not %nvvm-lower check %s --target sm_90 2>&1 | %FileCheck %s
; RUN: %not %nvvm-lower check %s --target sm_90 2>&1 | %FileCheck %s --check-prefix=COUNT
; COUNT-COUNT-5: error[alias]
; COUNT-NOT: error
; CHECK: error[alias]: alias '@of_variable' does not name a function defined in the module
; CHECK-NEXT: ┌─ {{.*}}alias-invalid.ll:41:1
; CHECK: error[alias]: alias '@into_function' does not name a function defined in the module
; CHECK-NEXT: ┌─ {{.*}}alias-invalid.ll:42:1
; CHECK: error[alias]: alias '@weak_one' is weak or may be replaced
; CHECK-NEXT: ┌─ {{.*}}alias-invalid.ll:43:1
; CHECK: error[alias]: '@resolved' is an ifunc, which PTX has no form of
; CHECK-NEXT: ┌─ {{.*}}alias-invalid.ll:44:1
; CHECK: error[alias]: alias '@of_kernel' names the kernel '@k'
; CHECK-NEXT: ┌─ {{.*}}alias-invalid.ll:45:1
;
; The aliases that are fine: one of a device function (and one of that
; alias), called by the kernel; its PTX version is raised to 6.3 where the
; target's own is lower, and a pinned lower one is refused.
; RUN: sed -n '/^; FINE: /s///p' %s > %t.ok.ll
; RUN: %nvvm-lower %t.ok.ll --target sm_70 --verify-ptx -o %t.ok.ptx
; RUN: %FileCheck %s --check-prefix=PTX --input-file %t.ok.ptx
; PTX: .version 6.3
; PTX: call.uni other,
; PTX: .alias other, f;
; PTX: .alias again, f;
; RUN: %not %nvvm-lower %t.ok.ll --target sm_70 --ptx 6.0 -o %t.pinned.ptx 2>&1 | %FileCheck %s --check-prefix=PINNED
; RUN: test ! -e %t.pinned.ptx
; PINNED: error[gate-ptx]: '.alias @other' needs PTX ISA 6.3 or newer, but PTX ISA 6.0 is pinned
target triple = "nvptx64-nvidia-cuda"

@g = addrspace(1) global i32 0, align 4

@of_variable = alias i32, ptr addrspace(1) @g
@into_function = alias void (), getelementptr (i8, ptr @f, i64 4)
@weak_one = weak alias void (), ptr @f
@resolved = ifunc void (), ptr @resolver
@of_kernel = alias void (), ptr @k

; FINE: target triple = "nvptx64-nvidia-cuda"
; FINE: @other = alias void (), ptr @f
; FINE: @again = alias void (), ptr @other
; FINE: define void @f() {
; FINE:   ret void
; FINE: }
; FINE: define ptx_kernel void @k() {
; FINE:   call void @other()
; FINE:   ret void
; FINE: }
define void @f() {
  ret void
}

define ptr @resolver() {
  ret ptr null
}

define ptx_kernel void @k() {
  ret void
}
