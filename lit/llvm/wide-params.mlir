// A device function's parameter or result of i65 to i127 is passed as
// `.param .b128`, which PTX has from ISA 8.3 on: nvvm-lower chooses 8.3 (or
// the target's own floor, if higher) and refuses a lower pinned version at the
// parameter. i128 is passed as bytes and needs nothing (int-widths.mlir).
// RUN: %nvvm-lower %s --target sm_80 | %FileCheck %s
// RUN: %nvvm-lower %s --target sm_70 | %ptxas-verify
// RUN: %nvvm-lower %s --target sm_80 | %ptxas-verify
// RUN: %nvvm-lower %s --target sm_90a | %ptxas-verify
// RUN: %nvvm-lower %s --target sm_100a | %FileCheck %s --check-prefix=SM100
// RUN: %nvvm-lower %s --target sm_90 --ptx 8.0 > %t.out 2> %t.err; test $? -eq 1
// RUN: %count 0 < %t.out
// RUN: %FileCheck %s --check-prefix=PIN -DFILE=%s --input-file %t.err

// CHECK: .version 8.3
// CHECK: .func  (.param .b128 func_retval0) widen(
// CHECK-NEXT: .param .b128 widen_param_0
// SM100: .version 8.6

// PIN: error[gate-ptx]: '.param .b128 (i100, result of @widen)' needs PTX ISA 8.3 or newer, but PTX ISA 8.0 is pinned
// PIN-NEXT: ┌─ [[FILE]]:[[@LINE+4]]:11
// PIN: error[gate-ptx]: '.param .b128 (i74, parameter %w)' needs PTX ISA 8.3 or newer, but PTX ISA 8.0 is pinned
// PIN-NEXT: ┌─ [[FILE]]:[[@LINE+2]]:18
// PIN: = raise the pinned version (--ptx, or the library's pinned argument), or leave it unpinned
llvm.func @widen(%w: i74) -> i100 {
  %x = llvm.zext %w : i74 to i100
  llvm.return %x : i100
}
