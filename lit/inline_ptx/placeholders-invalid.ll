; An asm string's '$' placeholders must name operands the call has: LLVM's
; asm printer aborts on '$5' with two operands, a '$' with no number or an
; unclosed '${' ("Invalid/Bad $ operand number in inline asm string"). Each
; is refused at its call's line; '$$', '${1}' and clobbers (which have no
; number) are fine. llc-22 compiles the valid function to PTX ptxas takes.
; RUN: %not %nvvm-lower check %s --target sm_80 2>&1 | %FileCheck %s
; RUN: %not %nvvm-lower check %s --target sm_80 2>&1 | %FileCheck %s --check-prefix=COUNT
; COUNT-COUNT-4: error[inline-ptx]
; COUNT-NOT: error
; CHECK: error[inline-ptx]: this inline asm names operand $5
; CHECK-NEXT: ┌─ {{.*}}placeholders-invalid.ll:27:3
; CHECK: = it has 2 operand(s), $0 to $1
; CHECK: error[inline-ptx]: this inline asm names operand $2 ('${2:q}')
; CHECK-NEXT: ┌─ {{.*}}placeholders-invalid.ll:28:3
; CHECK: error[inline-ptx]: this inline asm has a '$' with no operand number
; CHECK-NEXT: ┌─ {{.*}}placeholders-invalid.ll:29:3
; CHECK: error[inline-ptx]: this inline asm leaves '${' unclosed
; CHECK-NEXT: ┌─ {{.*}}placeholders-invalid.ll:30:3
target triple = "nvptx64-nvidia-cuda"

define void @ok(i32 %a) {
  %x = call i32 asm sideeffect "mov.u32 $0, ${1}; // costs $$1", "=r,r,~{memory}"(i32 %a)
  ret void
}

define void @bad(i32 %a) {
  %x = call i32 asm sideeffect "mov.u32 $0, $5;", "=r,r"(i32 %a)
  %y = call i32 asm sideeffect "mov.u32 $0, ${2:q};", "=r,r,~{memory}"(i32 %a)
  %z = call i32 asm sideeffect "mov.u32 $0, $", "=r"()
  %w = call i32 asm sideeffect "mov.u32 ${0, 1;", "=r"()
  ret void
}
