// Kernels past the parameter space ptxas allows ("Entry function 'k' uses too
// much parameter space (0x8008 bytes, 0x7ffc max)") are refused at the kernel;
// past 4352 bytes, a --ptx below 8.1 is refused. The accepted side is in
// kernel-params.mlir.
// RUN: %nvvm-lower %s --split-input-file --target sm_90 > %t.out 2> %t.err; test $? -eq 1
// RUN: %count 0 < %t.out
// RUN: %FileCheck %s -DFILE=%s --input-file %t.err
// RUN: %nvvm-lower %s --split-input-file --target sm_90 --ptx 8.0 > %t.out 2> %t.err; test $? -eq 1
// RUN: %FileCheck %s --check-prefix=PIN --input-file %t.err

// Found by the edges fuzzer (with a launch bound it ignores): 8 + 32768 bytes.
// CHECK: error[memory-limit]: kernel '@k' has 32776 bytes of parameters, more than the 32764 that ptxas allows at any PTX version
// CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:11
llvm.func @k(%p: !llvm.ptr<1>, %z: !llvm.array<4096 x !llvm.ptr<7>>) attributes {nvvm.kernel} {
  llvm.return
}

// -----
// 1 + 7 (padding) + 32752 + 5 (the i32 at 32760, then an i8) = 32765.
// CHECK: error[memory-limit]: kernel '@k' has 32765 bytes of parameters
llvm.func @k(%b: i8, %z: !llvm.array<4094 x i64>, %y: i32, %x: i8) attributes {nvvm.kernel} {
  llvm.return
}

// -----
// PIN: error[gate-ptx]: '4353 bytes of parameters of kernel @k' needs PTX ISA 8.1 or newer, but PTX ISA 8.0 is pinned
llvm.func @k(%p: !llvm.ptr<1>, %z: !llvm.array<1086 x i32>, %y: i8) attributes {nvvm.kernel} {
  llvm.return
}
