; A front end's module that uses one named barrier for two thread counts
; (the intrinsic's constants and inline asm alike) is refused at the second
; use; with the counts made equal it passes, and llc-22 + ptxas take it.
; RUN: %not %nvvm-lower check %s --target sm_90a 2>&1 | %FileCheck %s -DFILE=%s
; RUN: sed -e 's/i32 1, i32 128/i32 1, i32 64/' -e 's/bar.arrive 2, 32;/bar.arrive 2, 96;/' %s > %t.ll
; RUN: %nvvm-lower check %t.ll --target sm_90a 2>&1 | %FileCheck %s --check-prefix=FIXED
; RUN: %llc -mtriple=nvptx64 -mcpu=sm_90a -mattr=+ptx80 %t.ll -o - | %ptxas-verify
; FIXED: passes for sm_90a

define ptx_kernel void @k() {
  call void @llvm.nvvm.barrier.cta.sync.aligned.count(i32 1, i32 64)
  ; CHECK: error[named-barrier]: named barrier 1 is used for 128 threads here and for 64 threads before
  ; CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:3
  call void @llvm.nvvm.barrier.cta.sync.aligned.count(i32 1, i32 128)
  call void asm sideeffect "bar.sync 2, 96;", "~{memory}"()
  ; CHECK: error[named-barrier]: named barrier 2 is used for 32 threads here and for 96 threads before
  ; CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:3
  call void asm sideeffect "bar.arrive 2, 32;", "~{memory}"()
  ret void
}

declare void @llvm.nvvm.barrier.cta.sync.aligned.count(i32, i32)
