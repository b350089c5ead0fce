// Count and transaction-count constants must fit mbarrier's 20-bit fields:
// 1048576 (2^20) and negative values are refused at the operand; 1048575 is
// accepted (init_inval.mlir, expect_tx.mlir and the last ops below).
// RUN: %nvvm-lower %s --target sm_90 > %t.out 2> %t.err; test $? -eq 1
// RUN: %count 0 < %t.out
// RUN: %FileCheck %s -DFILE=%s --input-file %t.err

llvm.func @u20(%b: !llvm.ptr<3>, %c: !llvm.ptr<7>) {
  %big = llvm.mlir.constant(1048576 : i32) : i32
  %neg = llvm.mlir.constant(-1 : i32) : i32
  %max = llvm.mlir.constant(1048575 : i32) : i32
  // CHECK: error[range]: count 1048576 does not fit in 20 bits
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+3]]:26
  // CHECK: = mbarrier counts are 20-bit fields: the valid range is [0, 1048575]
  // CHECK-EMPTY:
  nvvm.mbarrier.init %b, %big : !llvm.ptr<3>, i32
  // CHECK: error[range]: count -1 (0xffffffff) does not fit in 20 bits
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:26
  nvvm.mbarrier.init %b, %neg : !llvm.ptr<3>, i32
  // CHECK: error[range]: count 1048576 does not fit in 20 bits
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:33
  %0 = nvvm.mbarrier.arrive %b, %big : !llvm.ptr<3> -> i64
  // CHECK: error[range]: count 1048576 does not fit in 20 bits
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:28
  nvvm.mbarrier.arrive %c, %big : !llvm.ptr<7>
  // CHECK: error[range]: count 1048576 does not fit in 20 bits
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:38
  %1 = nvvm.mbarrier.arrive_drop %b, %big : !llvm.ptr<3> -> i64
  // CHECK: error[range]: count 1048576 does not fit in 20 bits
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:44
  %2 = nvvm.mbarrier.arrive.nocomplete %b, %big : !llvm.ptr<3>, i32 -> i64
  // CHECK: error[range]: count 1048576 does not fit in 20 bits
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:49
  %3 = nvvm.mbarrier.arrive_drop.nocomplete %b, %big : !llvm.ptr<3>, i32 -> i64
  // CHECK: error[range]: txcount 1048576 does not fit in 20 bits
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:31
  nvvm.mbarrier.expect_tx %b, %big : !llvm.ptr<3>, i32
  // CHECK: error[range]: txcount 1048576 does not fit in 20 bits
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:33
  nvvm.mbarrier.complete_tx %c, %big : !llvm.ptr<7>, i32
  // CHECK: error[range]: txcount 1048576 does not fit in 20 bits
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:43
  %4 = nvvm.mbarrier.arrive.expect_tx %b, %big : !llvm.ptr<3>, i32 -> i64
  // CHECK: error[range]: txcount -1 (0xffffffff) does not fit in 20 bits
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:48
  %5 = nvvm.mbarrier.arrive_drop.expect_tx %b, %neg : !llvm.ptr<3>, i32 -> i64
  // 1048575 is fine everywhere.
  // CHECK-NOT: error
  nvvm.mbarrier.init %b, %max : !llvm.ptr<3>, i32
  %6 = nvvm.mbarrier.arrive %b, %max : !llvm.ptr<3> -> i64
  %7 = nvvm.mbarrier.arrive.nocomplete %b, %max : !llvm.ptr<3>, i32 -> i64
  nvvm.mbarrier.complete_tx %b, %max : !llvm.ptr<3>, i32
  %8 = nvvm.mbarrier.arrive_drop.expect_tx %b, %max : !llvm.ptr<3>, i32 -> i64
  llvm.return
}
