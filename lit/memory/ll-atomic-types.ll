; A front end's atomicrmw and cmpxchg on the types llc-22 lowers beyond the
; atom forms (intrinsics/memory.toml [[llc_atomic]], measured): fadd on half
; and bfloat (atom.add.noftz.f16 from sm_70 at PTX 6.3, atom.add.noftz.bf16
; from sm_90, a 32-bit CAS loop before), every integer kind and cmpxchg on
; i8 and i16 (a 32-bit CAS loop). check passes them; the PTX assembles.
;
; RUN: %nvvm-lower check %s --target sm_90 | %FileCheck %s --check-prefix=PASS
; RUN: %nvvm-lower %s --target sm_90 --verify-ptx -o %t.90.ptx
; RUN: %FileCheck %s --check-prefix=SM90 < %t.90.ptx
; RUN: %nvvm-lower check %s --target sm_70 | %FileCheck %s --check-prefix=PASS70
; RUN: %nvvm-lower %s --target sm_70 --verify-ptx -o %t.70.ptx
; RUN: %FileCheck %s --check-prefix=SM70 < %t.70.ptx
; RUN: %nvvm-lower %s --target sm_120 --verify-ptx -o /dev/null
; PASS: passes for sm_90 at PTX ISA 7.8
; PASS70: passes for sm_70 at PTX ISA 6.0
; SM90-DAG: atom.global.add.noftz.f16
; SM90-DAG: atom.global.add.noftz.bf16
; SM90-DAG: atom.relaxed.sys.global.cas.b32
; SM70-NOT: atom.global.add.noftz
;
; Another kind on half is still refused: no atom form and no lowering.
; RUN: sed 's/atomicrmw fadd ptr addrspace(1) %p, half/atomicrmw xchg ptr addrspace(1) %p, half/' %s > %t.bad.ll
; RUN: %not %nvvm-lower check %t.bad.ll --target sm_90 2>&1 | %FileCheck %s --check-prefix=BAD
; BAD: error[type]: atomic xchg does not take f16 (it takes i32, i64, i8, i16)

target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr addrspace(1) %p, half %h, bfloat %b, i16 %x, i16 %y, i8 %z) {
  %h0 = atomicrmw fadd ptr addrspace(1) %p, half %h monotonic
  store volatile half %h0, ptr addrspace(1) %p
  %b0 = atomicrmw fadd ptr addrspace(1) %p, bfloat %b monotonic
  store volatile bfloat %b0, ptr addrspace(1) %p
  %c = cmpxchg ptr addrspace(1) %p, i16 %x, i16 %y monotonic monotonic
  %c0 = extractvalue { i16, i1 } %c, 0
  store volatile i16 %c0, ptr addrspace(1) %p
  %a = atomicrmw add ptr addrspace(1) %p, i16 %x monotonic
  store volatile i16 %a, ptr addrspace(1) %p
  %m = atomicrmw umax ptr addrspace(1) %p, i8 %z monotonic
  store volatile i8 %m, ptr addrspace(1) %p
  ret void
}
