// The accepted side of pmevent-mask-invalid.mlir: events 0 to 14, and a mask
// of bits 0 to 14, assemble.
// RUN: %nvvm-lower %s --target sm_90 --verify-ptx | %FileCheck %s
// CHECK: pmevent.mask 16384;
// CHECK: pmevent.mask 32767;
// CHECK: pmevent.mask 0;
llvm.func @f() {
  nvvm.pmevent id = 14
  nvvm.pmevent mask = 32767
  nvvm.pmevent mask = 0
  llvm.return
}
