// One named barrier, one thread count: two uses of a bar.sync id from 1 to
// 15 in one function that wait for different known counts are refused
// (ptxas accepts `bar.sync 1, 64` beside `bar.sync 1, 128`), whether the
// uses are nvvm.barrier ops or inline PTX. Id 0 (the CTA barrier, which
// Triton also uses for a partition's threads), a repeated count and a
// run-time count are not collisions.
// RUN: %nvvm-lower %s --target sm_90 > %t.out 2> %t.err; test $? -eq 1
// RUN: %count 0 < %t.out
// RUN: %FileCheck %s -DFILE=%s --input-file %t.err
// RUN: %FileCheck %s --check-prefix=COUNT --input-file %t.err
// COUNT-COUNT-3: error[
// COUNT-NOT: error[

llvm.func @ops(%n: i32) {
  %c0 = llvm.mlir.constant(0 : i32) : i32
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %c64 = llvm.mlir.constant(64 : i32) : i32
  %c128 = llvm.mlir.constant(128 : i32) : i32
  nvvm.barrier id = %c0 number_of_threads = %c128
  nvvm.barrier id = %c0
  nvvm.barrier id = %c1 number_of_threads = %c64
  nvvm.barrier id = %c1 number_of_threads = %n
  nvvm.barrier.arrive id = %c1 number_of_threads = %c64
  // CHECK: error[named-barrier]: named barrier 1 is used for 128 threads here and for 64 threads before
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:3
  nvvm.barrier.arrive id = %c1 number_of_threads = %c128
  llvm.return
}

llvm.func @inline_ptx() {
  %c2 = llvm.mlir.constant(2 : i32) : i32
  %c96 = llvm.mlir.constant(96 : i32) : i32
  nvvm.inline_ptx "bar.sync 2, 64;"
  // CHECK: error[named-barrier]: named barrier 2 is used for 96 threads here and for 64 threads before
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:3
  nvvm.barrier id = %c2 number_of_threads = %c96
  // CHECK: error[named-barrier]: named barrier 3 is used for 32 threads here and for 256 threads before
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:3
  nvvm.inline_ptx "barrier.sync.aligned 3, 256; bar.arrive 3, 32;"
  llvm.return
}

// Another function's barrier 1 is its own.
llvm.func @other() {
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %c256 = llvm.mlir.constant(256 : i32) : i32
  nvvm.barrier id = %c1 number_of_threads = %c256
  llvm.return
}
