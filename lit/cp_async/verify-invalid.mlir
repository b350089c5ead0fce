// MLIR 22's verifier rules for cp.async, the bulk copies and st.bulk, in its
// wording, at the op (mlir-translate-22 refuses each of these too).
// RUN: %nvvm-lower %s --target sm_100a > %t.out 2> %t.err; test $? -eq 1
// RUN: %count 0 < %t.out
// RUN: %FileCheck %s -DFILE=%s --input-file %t.err

llvm.func @rules(%d: !llvm.ptr<3>, %s: !llvm.ptr<1>, %n: i32, %b: !llvm.ptr<3>, %m: i16, %g: !llvm.ptr<1>, %sz: i64) {
  // CHECK: error[rule]: CG cache modifier is only support for 16 bytes copy.
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:3
  nvvm.cp.async.shared.global %d, %s, 8, cache = cg : !llvm.ptr<3>, !llvm.ptr<1>
  // CHECK: error[rule]: expected byte size to be either 4, 8 or 16.
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:3
  nvvm.cp.async.shared.global %d, %s, 12, cache = ca : !llvm.ptr<3>, !llvm.ptr<1>
  // CHECK: error[rule]: Only CG and CA cache modifiers are supported.
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:3
  nvvm.cp.async.shared.global %d, %s, 16, cache = cs, %n : !llvm.ptr<3>, !llvm.ptr<1>, i32
  // CHECK: error[rule]: 'nvvm.st.bulk' op only 0 is supported for initVal, got 1
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:3
  nvvm.st.bulk %d, size = %sz, init = 1 : !llvm.ptr<3>
  // CHECK: error[rule]: Multicast is not supported with shared::cta mode.
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:3
  nvvm.cp.async.bulk.shared.cluster.global %d, %s, %b, %n multicast_mask = %m : !llvm.ptr<3>, !llvm.ptr<1>
  // A global pointer where st.bulk takes a generic or shared one.
  // CHECK: error[space]: operand #0 of 'nvvm.st.bulk' must be a pointer of the right address space, but got !llvm.ptr<1>
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:16
  nvvm.st.bulk %g, size = %sz : !llvm.ptr<1>
  // A constant byte count off the bulk copies' 16-byte granule.
  // CHECK: error[range]: size 20 is not a multiple of 16
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+3]]:
  // CHECK: = the PTX ISA requires a size that is a multiple of 16 bytes
  %c20 = llvm.mlir.constant(20 : i32) : i32
  nvvm.cp.async.bulk.global.shared.cta %g, %d, %c20 : !llvm.ptr<1>, !llvm.ptr<3>
  // CHECK: error[rule]: 'nvvm.cp.async.wait.group' needs its group count: nvvm.cp.async.wait.group 0
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:3
  nvvm.cp.async.wait.group
  // CHECK-NOT: error
  llvm.return
}
