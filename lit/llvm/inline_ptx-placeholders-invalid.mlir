// nvvm.inline_ptx's placeholders must name operands: a numbered one past the
// operands, a '$' with no number and a malformed named one made llc-22 abort
// ("Invalid/Bad $ operand number in inline asm string"); a named one past its
// kind's operands ({$r5} with one ro operand) MLIR 22 numbers as another
// operand. Each is refused at its op; '{$w0}', '{$r0}', '%1' and '$$' are fine.
// RUN: %not %nvvm-lower %s --target sm_80 2> %t.err
// RUN: %FileCheck %s -DFILE=%s --input-file %t.err
// RUN: %FileCheck %s --check-prefix=COUNT --input-file %t.err
// COUNT-COUNT-5: error[inline-ptx]
// COUNT-NOT: error

llvm.func @k(%a: i32) attributes {nvvm.kernel} {
  %ok1 = nvvm.inline_ptx "mov.u32 {$w0}, {$r0}; // $$" ro(%a : i32) -> i32
  %ok2 = nvvm.inline_ptx "mov.u32 %0, %1;" ro(%a : i32) -> i32
  // CHECK: error[inline-ptx]: this inline PTX names operand $5
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:3
  %b1 = nvvm.inline_ptx "mov.u32 $0, $5;" ro(%a : i32) -> i32
  // CHECK: error[inline-ptx]: this inline PTX's placeholder '{$r5}' names no operand: there are 1 of that kind
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:3
  %b2 = nvvm.inline_ptx "mov.u32 {$w0}, {$r5};" ro(%a : i32) -> i32
  // CHECK: error[inline-ptx]: this inline PTX has a '$' with no operand number
  %b3 = nvvm.inline_ptx "mov.u32 $0, $" ro(%a : i32) -> i32
  // CHECK: error[inline-ptx]: this inline PTX's placeholder '{$r1' is not a placeholder
  %b4 = nvvm.inline_ptx "mov.u32 {$w0}, {$r1" ro(%a : i32) -> i32
  // CHECK: error[inline-ptx]: this inline PTX names operand $2 ('${2}')
  %b5 = nvvm.inline_ptx "mov.u32 $0, ${2};" ro(%a : i32) -> i32
  llvm.return
}
