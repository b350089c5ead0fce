// Regression: nvvm-lower once accepted any i32 slice_cols and emitted the quarter offset
// quarter * slice_cols unchecked. slice_cols = 0 makes the four quarter slices
// alias one another; a negative width moves quarters below taddr (the
// subtraction borrows from the TMEM lane field, bits 16-31 of the address); a
// width of 200 puts quarter 3 at column 600, outside the 512 TMEM columns, for
// every taddr. Expected: refused at the op, exit status 1, nothing on stdout.
// (All three used to compile, and ptxas accepted the result.)
// Reproduce: nvvm-lower s2t.mlir --target sm_100a, with
//   %x = nvsync.s2t_copy %t, %d, %bar {cta_group = 1, shape_selector = 3,
//     slice_cols = -8, shape = #nvvm.tcgen05_cp_shape<shape_128x256b>} : ...
// -> exit 0 and `mul i32 %nvsync.quarter.17, -8` in the LLVM IR.
// RUN: %nvvm-lower %s --target sm_100a --split-input-file > %t.out 2> %t.err; test $? -eq 1
// RUN: %count 0 < %t.out
// RUN: %FileCheck %s -DFILE=%s --input-file %t.err

llvm.func @zero_width(%t: !llvm.ptr<6>, %d: i64, %bar: !llvm.ptr<3>) {
  // CHECK: error[{{[a-z-]+}}]: {{.*}}slice_cols
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:{{[0-9]+}}
  %x = nvsync.s2t_copy %t, %d, %bar {cta_group = 1, shape_selector = 3, slice_cols = 0, shape = #nvvm.tcgen05_cp_shape<shape_128x256b>} : !llvm.ptr<6>, i64, !llvm.ptr<3> -> !llvm.ptr<3>
  llvm.return
}

// -----

llvm.func @negative_width(%t: !llvm.ptr<6>, %d: i64, %bar: !llvm.ptr<3>) {
  // CHECK: error[{{[a-z-]+}}]: {{.*}}slice_cols
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:{{[0-9]+}}
  %x = nvsync.s2t_copy %t, %d, %bar {cta_group = 1, shape_selector = 3, slice_cols = -8, shape = #nvvm.tcgen05_cp_shape<shape_128x256b>} : !llvm.ptr<6>, i64, !llvm.ptr<3> -> !llvm.ptr<3>
  llvm.return
}

// -----

llvm.func @wider_than_tmem(%t: !llvm.ptr<6>, %d: i64, %bar: !llvm.ptr<3>) {
  // CHECK: error[{{[a-z-]+}}]: {{.*}}slice_cols
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:{{[0-9]+}}
  %x = nvsync.s2t_copy %t, %d, %bar {cta_group = 2, shape_selector = 3, slice_cols = 200, shape = #nvvm.tcgen05_cp_shape<shape_128x256b>} : !llvm.ptr<6>, i64, !llvm.ptr<3> -> !llvm.ptr<3>
  llvm.return
}
// CHECK-NOT: error
