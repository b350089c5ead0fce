; A call of a variadic device function (valid LLVM IR; llc-22 passes the
; extra arguments in a buffer and ptxas assembles it) passes the check and
; compiles: the call's fixed arguments are matched with the function's.
;
; RUN: %nvvm-lower check %s --target sm_90 | %FileCheck %s
; RUN: %nvvm-lower %s --target sm_90 --verify-ptx -o - | %FileCheck %s --check-prefix=PTX
; CHECK: passes for sm_90 at PTX ISA 7.8
; PTX: call.uni
; PTX: v,

define void @v(i32 %n, ...) {
  ret void
}

define ptx_kernel void @k() {
  call void (i32, ...) @v(i32 1, i32 2, i64 3)
  ret void
}
