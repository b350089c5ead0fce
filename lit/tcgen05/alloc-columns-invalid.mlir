// Tensor memory is allocated in columns of a power of two from 32 to 512
// (PTX ISA, tcgen05.alloc); ptxas assembles any count, and the hardware
// faults. A constant count off the rule is refused at the operand, for
// tcgen05.alloc and tcgen05.dealloc alike. Exit status 1, nothing on stdout.
// RUN: %nvvm-lower %s --target sm_100a > %t.out 2> %t.err; test $? -eq 1
// RUN: %count 0 < %t.out
// RUN: %FileCheck %s -DFILE=%s --input-file %t.err

llvm.func @columns(%addr: !llvm.ptr<3>, %t: !llvm.ptr<6>, %n: i32) attributes {nvvm.kernel} {
  %c33 = llvm.mlir.constant(33 : i32) : i32
  %c16 = llvm.mlir.constant(16 : i32) : i32
  %c1024 = llvm.mlir.constant(1024 : i32) : i32
  %c96 = llvm.mlir.constant(96 : i32) : i32
  %c256 = llvm.mlir.constant(256 : i32) : i32
  // CHECK: error[range]: nCols 33 is not a power of two
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+2]]:29
  // CHECK: = tensor memory is allocated in columns of a power of two from 32 to 512
  nvvm.tcgen05.alloc %addr, %c33 : !llvm.ptr<3>, i32
  // CHECK: error[range]: nCols 16 is out of range [32, 512]
  nvvm.tcgen05.alloc %addr, %c16 : !llvm.ptr<3>, i32
  // CHECK: error[range]: nCols 1024 is out of range [32, 512]
  nvvm.tcgen05.alloc %addr, %c1024 : !llvm.ptr<3>, i32
  // CHECK: error[range]: nCols 96 is not a power of two
  nvvm.tcgen05.dealloc %t, %c96 : !llvm.ptr<6>, i32
  // A power of two in range, and a count known only at run time, pass.
  // CHECK-NOT: error
  nvvm.tcgen05.alloc %addr, %c256 : !llvm.ptr<3>, i32
  nvvm.tcgen05.alloc %addr, %n : !llvm.ptr<3>, i32
  nvvm.tcgen05.dealloc %t, %c256 : !llvm.ptr<6>, i32
  llvm.return
}
