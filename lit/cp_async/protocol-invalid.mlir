// The protocol model on the text door: the cp.async ops of the tables do
// to its state what their data says (model = "cp_async ...", the group
// count an attribute). A kernel of 32 threads copies its 16 bytes each,
// commits, and reads a neighbour's bytes after wait_group 1, which leaves
// the only group in flight. error[protocol] at the load, with the copy and
// the wait; with wait_group 0 and a barrier it passes.
// RUN: %nvvm-lower %s --split-input-file --target sm_80 > %t.out 2> %t.err; test $? -eq 1
// RUN: %count 0 < %t.out
// RUN: %FileCheck %s -DFILE=%s --input-file %t.err
// RUN: sed 's/wait.group 1/wait.group 0/' %s | %nvvm-lower - --target sm_80 --verify-ptx | %FileCheck %s --check-prefix=FIXED
// FIXED: cp.async.wait_group 0;

// CHECK: error[protocol]: this load of shared memory by threads 0..31 races with a cp.async of threads 0..31 that no cp.async.wait_group of theirs has retired: the copy may still be writing it
// CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+18]]:3
// CHECK-DAG: 1. threads 0..31: cp.async into it
// CHECK-DAG: 2. the last wait leaves 1 group in flight
llvm.mlir.global internal @buf() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<128 x i32>
llvm.func @copy_then_read(%src: !llvm.ptr<1>, %out: !llvm.ptr<1>) attributes {nvvm.kernel, nvvm.reqntid = array<i32: 32, 1, 1>} {
  %t = nvvm.read.ptx.sreg.tid.x : i32
  %b = llvm.mlir.addressof @buf : !llvm.ptr<3>
  %four = llvm.mlir.constant(4 : i32) : i32
  %i = llvm.mul %t, %four : i32
  %dst = llvm.getelementptr %b[%i] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i32
  nvvm.cp.async.shared.global %dst, %src, 16, cache = cg : !llvm.ptr<3>, !llvm.ptr<1>
  nvvm.cp.async.commit.group
  nvvm.cp.async.wait.group 1
  nvvm.barrier0
  %one = llvm.mlir.constant(1 : i32) : i32
  %n = llvm.add %t, %one : i32
  %j = llvm.mul %n, %four : i32
  %p = llvm.getelementptr %b[%j] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i32
  %v = llvm.load %p : !llvm.ptr<3> -> i32
  llvm.store %v, %out : i32, !llvm.ptr<1>
  llvm.return
}
