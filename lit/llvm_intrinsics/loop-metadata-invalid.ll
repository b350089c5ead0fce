; A loop's 'llvm.loop.unroll.count' hint without its count: LLVM's verifier
; takes it, and LLVM's NVPTX asm printer reads the count at every loop
; header and dies of SIGSEGV (llc-22 too). Refused at the branch; the hint
; with its count compiles.
; RUN: %not %nvvm-lower check %s --target sm_90 2>&1 | %FileCheck %s
; RUN: sed 's/!{!"llvm.loop.unroll.count"}/!{!"llvm.loop.unroll.count", i32 4}/' %s > %t.ok.ll
; RUN: %nvvm-lower %t.ok.ll --target sm_90 --verify-ptx -o /dev/null
; CHECK: error[metadata]: this loop's 'llvm.loop.unroll.count' hint has no count (one integer)
; CHECK-NEXT: ┌─ {{.*}}loop-metadata-invalid.ll:[[# @LINE + 10]]:3

define ptx_kernel void @k(ptr addrspace(1) %o, i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %next, %loop ]
  store volatile i32 %i, ptr addrspace(1) %o
  %next = add i32 %i, 1
  %done = icmp eq i32 %next, %n
  br i1 %done, label %exit, label %loop, !llvm.loop !0
exit:
  ret void
}
!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.unroll.count"}
