; What LLVM IR has that PTX has not, measured with llc-22 and ptxas 13.5:
; a kernel that returns a value (ptxas: "Illegal operand type to
; instruction 'st'") and an indirect branch (llc-22 aborts: 'Cannot select:
; brind'), each refused at its line; an alloca of a size known only at run
; time needs PTX 7.3 (below it llc-22 refuses the module), so an unpinned
; module is raised to 7.3 and a pinned lower version is refused.
; RUN: %not %nvvm-lower check %s --target sm_90 2>&1 | %FileCheck %s
; RUN: %not %nvvm-lower check %s --target sm_90 2>&1 | %FileCheck %s --check-prefix=COUNT
; COUNT-COUNT-2: error[
; COUNT-NOT: error
; CHECK: error[type]: kernel '@returns' returns i32; a kernel returns nothing
; CHECK-NEXT: ┌─ {{.*}}unsupported-invalid.ll:[[# @LINE + 14]]:1
; CHECK: error[unsupported]: LLVM's NVPTX backend cannot branch to an address (indirectbr)
; CHECK-NEXT: ┌─ {{.*}}unsupported-invalid.ll:[[# @LINE + 23]]:3
;
; RUN: sed -e '/^define ptx_kernel i32 @returns/,/^}/d' -e '/^define void @jumps/,/^}/d' %s > %t.ok.ll
; RUN: %nvvm-lower %t.ok.ll --target sm_70 --verify-ptx -o %t.ok.ptx
; RUN: %FileCheck %s --check-prefix=PTX --input-file %t.ok.ptx
; PTX: .version 7.3
; PTX: alloca.u64
; RUN: %not %nvvm-lower %t.ok.ll --target sm_70 --ptx 7.2 -o %t.pinned.ptx 2>&1 | %FileCheck %s --check-prefix=PINNED
; RUN: test ! -e %t.pinned.ptx
; PINNED: error[gate-ptx]: 'an alloca of a size known only at run time' needs PTX ISA 7.3 or newer, but PTX ISA 7.2 is pinned
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel i32 @returns() {
  ret i32 0
}

define void @sized(i32 %n, ptr %q) {
  %a = alloca i8, i32 %n
  store ptr %a, ptr %q
  ret void
}

define void @jumps(ptr %p) {
  indirectbr ptr %p, [label %a]
a:
  ret void
}
