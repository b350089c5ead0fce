// An arrival count of 0 is refused at the operand: the PTX ISA gives
// mbarrier.init's count the range [1, 2^20 - 1], ptxas 13.5 refuses 0 ("value
// '0' out of range, expected to be in range [1..1048575]"; ptxas 12.9
// assembles it), and both refuse a count of 0 on the arrives ("expected to be
// a non-zero positive"). A transaction count of 0 is fine (ptxas takes it).
// The fixed copy (every 0 count made 1) passes and assembles.
// RUN: %nvvm-lower %s --target sm_90 > %t.out 2> %t.err; test $? -eq 1
// RUN: %count 0 < %t.out
// RUN: %FileCheck %s -DFILE=%s --input-file %t.err
// RUN: sed -e 's/%b, %c0/%b, %c1/' %s > %t.mlir
// RUN: %nvvm-lower %t.mlir --target sm_90 | %ptxas-verify

llvm.func @zero(%b: !llvm.ptr<3>) {
  %c0 = llvm.mlir.constant(0 : i32) : i32
  %c1 = llvm.mlir.constant(1 : i32) : i32
  // CHECK: error[range]: count 0 is out of range [1, 1048575]
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:26
  nvvm.mbarrier.init %b, %c0 : !llvm.ptr<3>, i32
  // CHECK: error[range]: count 0 is out of range [1, 1048575]
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:33
  %0 = nvvm.mbarrier.arrive %b, %c0 : !llvm.ptr<3> -> i64
  // CHECK: error[range]: count 0 is out of range [1, 1048575]
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:38
  %1 = nvvm.mbarrier.arrive_drop %b, %c0 : !llvm.ptr<3> -> i64
  // CHECK: error[range]: count 0 is out of range [1, 1048575]
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:44
  %2 = nvvm.mbarrier.arrive.nocomplete %b, %c0 : !llvm.ptr<3>, i32 -> i64
  // CHECK: error[range]: count 0 is out of range [1, 1048575]
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:49
  %3 = nvvm.mbarrier.arrive_drop.nocomplete %b, %c0 : !llvm.ptr<3>, i32 -> i64
  // CHECK-NOT: error
  nvvm.mbarrier.expect_tx %b, %c0 : !llvm.ptr<3>, i32
  llvm.return
}
