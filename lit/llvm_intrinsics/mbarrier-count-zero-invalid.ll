; A front end's mbarrier.init with a constant count of 0 is refused at its
; line, as ptxas 13.5 refuses the PTX llc-22 writes for it ("value '0' out of
; range, expected to be in range [1..1048575]"); with a count of 1 the module
; passes, and llc-22 + ptxas take it.
; RUN: %not %nvvm-lower check %s --target sm_90a 2>&1 | %FileCheck %s -DFILE=%s
; RUN: sed -e 's/, i32 0)/, i32 1)/' %s > %t.ll
; RUN: %nvvm-lower check %t.ll --target sm_90a 2>&1 | %FileCheck %s --check-prefix=FIXED
; RUN: %llc -mtriple=nvptx64 -mcpu=sm_90a -mattr=+ptx80 %t.ll -o - | %ptxas-verify
; FIXED: passes for sm_90a

@bar = internal addrspace(3) global i64 undef, align 8

define ptx_kernel void @k() {
  ; CHECK: error[range]: count 0 is out of range [1, 1048575]
  ; CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:
  call void @llvm.nvvm.mbarrier.init.shared(ptr addrspace(3) @bar, i32 0)
  ret void
}

declare void @llvm.nvvm.mbarrier.init.shared(ptr addrspace(3), i32)
