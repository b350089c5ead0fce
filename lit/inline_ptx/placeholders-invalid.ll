; An asm string's '$' placeholders must name operands the call has: LLVM's
; asm printer aborts on '$5' with two operands, a '$' with no number or an
; unclosed '${' ("Invalid/Bad $ operand number in inline asm string"). Each
; is refused at its call's line; '$$', '${1}' and clobbers (which have no
; number) are fine. llc-22 compiles the valid function to PTX ptxas takes.
; RUN: %not %nvvm-lower check %s --target sm_80 2>&1 | %FileCheck %s
; RUN: %not %nvvm-lower check %s --target sm_80 2>&1 | %FileCheck %s --check-prefix=COUNT
; COUNT-COUNT-7: error[inline-ptx]
; COUNT-NOT: error
; CHECK: error[inline-ptx]: this inline asm names operand $5
; CHECK-NEXT: ┌─ {{.*}}placeholders-invalid.ll:43:3
; CHECK: = it has 2 operand(s), $0 to $1
; CHECK: error[inline-ptx]: this inline asm names operand $2 ('${2:q}')
; CHECK-NEXT: ┌─ {{.*}}placeholders-invalid.ll:44:3
; CHECK: error[inline-ptx]: this inline asm has a '$' with no operand number
; CHECK-NEXT: ┌─ {{.*}}placeholders-invalid.ll:45:3
; CHECK: error[inline-ptx]: this inline asm leaves '${' unclosed
; CHECK-NEXT: ┌─ {{.*}}placeholders-invalid.ll:46:3
; CHECK: error[inline-ptx]: this inline asm gives operand $1 the modifier 'x' ('${1:x}'), which LLVM's NVPTX backend does not know (r, a, c, n, s)
; CHECK-NEXT: ┌─ {{.*}}placeholders-invalid.ll:47:3
; CHECK: error[inline-ptx]: this inline asm names no operand with '${+1}'
; CHECK-NEXT: ┌─ {{.*}}placeholders-invalid.ll:48:3
; CHECK: error[inline-ptx]: this inline asm opens a '$(' variant group inside another at byte 5 (LLVM's asm printer aborts: 'Nested variants found in inline asm string')
; CHECK-NEXT: ┌─ {{.*}}placeholders-invalid.ll:49:3
;
; A known modifier on the wrong kind of operand ('c', an immediate's, on a
; register) is found by LLVM only as it writes the code, and reported to a
; handler of the context that would end the process: a diagnostic, exit 1.
; RUN: sed -e 's/${1}; \/\/ costs/${1:c}; \/\/ costs/' -e '/^define void @bad/,/^}/d' %s > %t.c.ll
; RUN: %not %nvvm-lower %t.c.ll --target sm_80 -o %t.c.ptx 2>&1 | %FileCheck %s --check-prefix=CODEGEN
; RUN: test ! -e %t.c.ptx
; CODEGEN: error[backend]: LLVM's NVPTX backend refuses the module: invalid operand in inline asm: 'mov.u32 $0, ${1:c}; // costs $$1'
; CODEGEN-NOT: LLVM ERROR
target triple = "nvptx64-nvidia-cuda"

define void @ok(i32 %a) {
  %x = call i32 asm sideeffect "mov.u32 $0, ${1}; // costs $$1", "=r,r,~{memory}"(i32 %a)
  %y = call i32 asm sideeffect "mov.u32 $0, $(${1}$|$1$);", "=r,r"(i32 %a)
  ret void
}

define void @bad(i32 %a) {
  %x = call i32 asm sideeffect "mov.u32 $0, $5;", "=r,r"(i32 %a)
  %y = call i32 asm sideeffect "mov.u32 $0, ${2:q};", "=r,r,~{memory}"(i32 %a)
  %z = call i32 asm sideeffect "mov.u32 $0, $", "=r"()
  %w = call i32 asm sideeffect "mov.u32 ${0, 1;", "=r"()
  %v = call i32 asm sideeffect "mov.u32 $0, ${1:x};", "=r,r"(i32 %a)
  %u = call i32 asm sideeffect "mov.u32 $0, ${+1};", "=r,r"(i32 %a)
  call void asm sideeffect "a $(x$(y$)$) b", ""()
  ret void
}
