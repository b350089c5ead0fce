; Metadata nodes with a null operand, which LLVM's parser takes: a loop hint
; with one is refused at its branch (LLVM's NVPTX backend reads the hint's
; operands at every loop header and dies on a null one); a null in
; llvm.ident or in debug info's type lists is read past. Reading such a
; node through inkwell died of SIGSEGV (found by the `check` fuzz target).
; RUN: %not %nvvm-lower check %s --target sm_90 2>&1 | %FileCheck %s
; RUN: sed 's/^!1 = !{!"llvm.loop.unroll.count", null}/!1 = !{!"llvm.loop.unroll.count", i32 4}/' %s > %t.ident.ll
; RUN: %not %nvvm-lower check %t.ident.ll --target sm_90 2>&1 | %FileCheck %s --check-prefix=IDENT
; IDENT: error[llvm-verify]: LLVM's verifier rejects the module: incorrect number of operands in llvm.ident metadata
; RUN: sed 's/^!2 = !{!"clang version 22", null}/!2 = !{!"clang version 22"}/' %t.ident.ll > %t.ok.ll
; RUN: %nvvm-lower %t.ok.ll --target sm_90 --verify-ptx -o /dev/null
; CHECK: error[metadata]: this loop's 'llvm.loop' metadata has a null operand
; CHECK-NEXT: ┌─ {{.*}}metadata-null-invalid.ll:[[# @LINE + 10]]:3

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

!llvm.ident = !{!2}
!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.unroll.count", null}
!2 = !{!"clang version 22", null}
