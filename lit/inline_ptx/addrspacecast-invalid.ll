; A front end's casts to or from address spaces 2, 6 and 8: LLVM's NVPTX
; backend has no conversion for them and llc-22 aborts ("Bad address space in
; addrspacecast"); check refuses each at its line, constant expressions too.
; RUN: %not %nvvm-lower check %s --target sm_100a 2>&1 | %FileCheck %s
; CHECK: error[space]: address space 2 cannot be cast to or from another
; CHECK-NEXT: ┌─ {{.*}}addrspacecast-invalid.ll:13:3
; CHECK: error[space]: address space 8 cannot be cast
; CHECK-NEXT: ┌─ {{.*}}addrspacecast-invalid.ll:14:3
; CHECK: error[space]: address space 6 cannot be cast
; CHECK-NEXT: ┌─ {{.*}}addrspacecast-invalid.ll:15:3
@g = addrspace(1) global i32 0
define ptx_kernel void @k(ptr %p) {
  %a = addrspacecast ptr %p to ptr addrspace(2)
  %b = addrspacecast ptr addrspace(8) null to ptr
  store volatile ptr addrspace(6) addrspacecast (ptr addrspace(1) @g to ptr addrspace(6)), ptr %p
  store volatile ptr addrspace(2) %a, ptr %p
  store volatile ptr %b, ptr %p
  ret void
}
