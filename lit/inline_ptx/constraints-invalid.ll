; Inline asm constraints LLVM's NVPTX backend aborts on instead of
; diagnosing (measured with llc-22 on every letter and operand kind): the
; memory constraints 'o', 'p' and 'V' ("Could not match memory address"), a
; named physical register ("Copy one register into another with a different
; width"), 'm' on an operand that is no pointer ("Cannot select"), a result
; of an integer width no register has (SIGSEGV) and an i128 result in a
; 32-bit register class, 'm' on an output written directly (SIGSEGV), and an
; input tied to an output of another type where either has an integer of a
; width that is no power of two ("input constraint with a matching output
; constraint of incompatible type"). A letter NVPTX has no register class
; or operand kind for ('x' as an output: "couldn't allocate output register
; for constraint 'x'"; 'i' or 'n' on a value that is no integer constant:
; "invalid operand for inline asm constraint 'i'"; a NUL byte: a crash in
; its SelectionDAG builder, found by the check fuzz target) llc-22 refuses
; where `check` would pass. Vectors: llc-22 crashes on a float vector of 3
; elements, or wider than 64 bits in a 16- or 32-bit class, and refuses an
; i16 vector result in a 16-bit class. Each is refused at its call's line; 'm' on a
; pointer, register classes and their alternatives, immediates on
; constants, clobbers and ties of one type, or of power-of-two widths,
; compile.
; RUN: %not %nvvm-lower check %s --target sm_90 2>&1 | %FileCheck %s
; RUN: %not %nvvm-lower check %s --target sm_90 2>&1 | %FileCheck %s --check-prefix=COUNT
; RUN: sed '/^define void @bad/,/^}/d' %s > %t.ok.ll
; RUN: sed -n '/^; NUL /s/^; NUL //p' %s | sed 's/NUL_HERE/\x00/' > %t.nul.ll
; RUN: %not %nvvm-lower check %t.nul.ll --target sm_90 2>&1 | %FileCheck %s --check-prefix=NUL
; NUL: error[inline-ptx]: this inline asm has the constraint '\x00' in '=&\x00'
; NUL define void @bad(ptr %p) {
; NUL   %x = call i32 asm sideeffect "mov.u32 $0, 1;", "=&NUL_HERE"()
; NUL   store i32 %x, ptr %p
; NUL   ret void
; NUL }
; RUN: %nvvm-lower %t.ok.ll --target sm_90 --verify-ptx -o /dev/null
; COUNT-COUNT-16: error[inline-ptx]
; COUNT-NOT: error
; CHECK: error[inline-ptx]: this inline asm has the memory constraint 'p'
; CHECK-NEXT: ┌─ {{.*}}constraints-invalid.ll:[[# @LINE + 32]]:3
; CHECK: error[inline-ptx]: this inline asm has the memory constraint 'o'
; CHECK: error[inline-ptx]: this inline asm names the physical register '{r1}'
; CHECK: error[inline-ptx]: this inline asm gives the memory constraint 'm' an operand that is no pointer (operand 1;
; CHECK: error[inline-ptx]: this inline asm has a result of a type no PTX register holds
; CHECK: error[inline-ptx]: this inline asm gives an i128 result the 32-bit register class 'r' (LLVM's NVPTX backend aborts); use 'q'
; CHECK: error[inline-ptx]: this inline asm gives the memory constraint 'm' to an output written directly ('=m'; LLVM's NVPTX backend dies of SIGSEGV on it)
; CHECK: error[inline-ptx]: this inline asm ties an input of type i31 to output $1 of type i32
; CHECK: error[inline-ptx]: this inline asm ties an input of type i32 to output $0 of type <1 x i31>
; CHECK: error[inline-ptx]: this inline asm has the constraint 'x' in '=x', which is no register class or operand kind it has for LLVM's NVPTX backend
; CHECK: error[inline-ptx]: this inline asm has the constraint 'n' in 'n', which takes an integer constant only for LLVM's NVPTX backend
; CHECK: error[inline-ptx]: this inline asm has the constraint 'i' in 'i', which takes an integer constant only
; CHECK: error[inline-ptx]: this inline asm passes <3 x f32> (a vector of 3 or 6 elements) through register class 'r'
; CHECK: error[inline-ptx]: this inline asm passes <4 x f32> (a float vector wider than 64 bits) through register class 'f'
; CHECK: error[inline-ptx]: this inline asm passes <2 x i16> (an i8 or i16 vector in a narrower register class) through register class 'h'
; CHECK: error[inline-ptx]: this inline asm passes <2 x f64> (a float vector wider than 64 bits) through register class 'b'

define void @ok(ptr addrspace(1) %g, i32 %a) {
  %x = call i32 asm sideeffect "ld.global.u32 $0, $1;", "=r,m,~{memory}"(ptr addrspace(1) %g)
  %y = call i32 asm sideeffect "add.u32 $0, $1, $2;", "=r,r,n"(i32 %a, i32 7)
  %w = call i128 asm sideeffect "mov.b128 $0, {$1, $2};", "=q,l,l"(i64 1, i64 2)
  %t = call { i32, i32 } asm sideeffect "mov.b32 $0, $2; mov.b32 $1, $3;", "=r,=r,0,1"(i32 %a, i16 3)
  %u = call i32 asm sideeffect "mov.b32 $0, $1;", "=r,0"(i64 5)
  %e = call i32 asm sideeffect "add.u32 $0, $1, $2;", "=&r|l,X,i"(i32 %a, i64 9)
  call void asm sideeffect "// $0", "n"(ptr null)
  %h2 = call <2 x half> asm sideeffect "mov.b32 $0, 0;", "=r"()
  %i4 = call <4 x i32> asm sideeffect "// $0", "=r"()
  %i8 = call <4 x i8> asm sideeffect "mov.b32 $0, 0;", "=r"()
  ret void
}

define void @bad(ptr addrspace(1) %g, i32 %a) {
  call void asm sideeffect "// $0", "p"(ptr addrspace(1) %g)
  call void asm sideeffect "// $0", "o"(ptr addrspace(1) %g)
  call void asm sideeffect "// $0", "{r1}"(i32 %a)
  call void asm sideeffect "// $0 $1", "r,m"(i32 %a, i32 1)
  %n = call i66 asm sideeffect "// $0", "=r"()
  %q = call i128 asm sideeffect "// $0", "=r"()
  %m = call i32 asm sideeffect "// $0", "=m"()
  %t = call { i32, i32 } asm sideeffect "// $0 $1", "=r,=r,0,1"(i32 %a, i31 3)
  %v = call <1 x i31> asm sideeffect "// $0", "=r,0"(i32 %a)
  %x = call i32 asm sideeffect "// $0", "=x"()
  call void asm sideeffect "// $0", "n"(i32 %a)
  call void asm sideeffect "// $0", "i"(float 1.0)
  %f3 = call <3 x float> asm sideeffect "// $0", "=r"()
  %f4 = call <4 x float> asm sideeffect "// $0", "=f"()
  %s2 = call <2 x i16> asm sideeffect "// $0", "=h"()
  call void asm sideeffect "// $0", "b"(<2 x double> zeroinitializer)
  ret void
}
