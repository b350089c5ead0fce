// Found by the pipeline fuzzer: LLVM's NVPTX backend writes pmevent's i16 mask
// as a signed number, so a mask with bit 15 set became `pmevent.mask -5736`,
// which ptxas refuses ("value '65535' out of range"); `id = 15` (mask 32768)
// too. Refused at the op (docs/reliability.md F10); pmevent-mask.mlir has the
// accepted side.
// RUN: %nvvm-lower %s --target sm_90 > %t.out 2> %t.err; test $? -eq 1
// RUN: %count 0 < %t.out
// RUN: %FileCheck %s -DFILE=%s --input-file %t.err
// RUN: %FileCheck %s --check-prefix=COUNT --input-file %t.err
// COUNT-COUNT-4: error[rule]
// COUNT-NOT: error

// CHECK: error[rule]: event 15 cannot be signalled: LLVM's NVPTX backend writes its mask (bit 15) as a negative number, which ptxas refuses
// CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+8]]:3
// CHECK: error[rule]: a mask with bit 15 set (event 15, or a negative mask) cannot be written
// CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+7]]:3
// CHECK: error[rule]: a mask with bit 15 set
// CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+6]]:3
// CHECK: error[rule]: a mask with bit 15 set
// CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+5]]:3
llvm.func @f() {
  nvvm.pmevent id = 15
  nvvm.pmevent mask = 59800
  nvvm.pmevent mask = 32768
  nvvm.pmevent mask = -1
  llvm.return
}
