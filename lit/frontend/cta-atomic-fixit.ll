; A front end's CTA-scope atomic on global memory is refused with the scope
; to write, in LLVM IR's words, and no word of --widen-cta-atomics (which
; widens only the input language's atomics, and which `check` does not take).
;
; RUN: %not %nvvm-lower check %s --target sm_90 2>&1 | %FileCheck %s
; RUN: %not %nvvm-lower %s --target sm_90 -o /dev/null 2>&1 | %FileCheck %s
; CHECK: error[rule]: a CTA-scope atomic on a global pointer
; CHECK: cta-atomic-fixit.ll:[[#@LINE+5]]:3
; CHECK: = widen it: syncscope("device") (spec 001, race pattern 1)
; CHECK-NOT: widen-cta-atomics

define ptx_kernel void @k(ptr addrspace(1) %p) {
  %o = atomicrmw add ptr addrspace(1) %p, i32 1 syncscope("block") monotonic, align 4
  ret void
}
