// Malformed nvsync.s2t_copy ops, one module each (--split-input-file): each is
// refused at the op (or at the offending attribute / operand / type) with exit
// status 1 and nothing on stdout.
// RUN: %nvvm-lower %s --target sm_100a --split-input-file > %t.out 2> %t.err; test $? -eq 1
// RUN: %count 0 < %t.out
// RUN: %FileCheck %s -DFILE=%s --input-file %t.err

llvm.func @no_group(%t: !llvm.ptr<6>, %d: i64, %bar: !llvm.ptr<3>) {
  // CHECK: error[rule]: 'nvsync.s2t_copy' needs its CTA group: cta_group = 1 or 2
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:3
  %x = nvsync.s2t_copy %t, %d, %bar {shape_selector = 1, shape = #nvvm.tcgen05_cp_shape<shape_128x256b>} : !llvm.ptr<6>, i64, !llvm.ptr<3> -> !llvm.ptr<3>
  llvm.return
}

// -----

llvm.func @no_selector(%t: !llvm.ptr<6>, %d: i64, %bar: !llvm.ptr<3>) {
  // CHECK: error[rule]: 'nvsync.s2t_copy' needs its shape selector: shape_selector = 1, 2 or 3 (one-based: 1-, 2- or 4-CTA layout)
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:3
  %x = nvsync.s2t_copy %t, %d, %bar {cta_group = 2, shape = #nvvm.tcgen05_cp_shape<shape_128x256b>} : !llvm.ptr<6>, i64, !llvm.ptr<3> -> !llvm.ptr<3>
  llvm.return
}

// -----

llvm.func @no_shape(%t: !llvm.ptr<6>, %d: i64, %bar: !llvm.ptr<3>) {
  // CHECK: error[rule]: 'nvsync.s2t_copy' needs the copy shape: shape = #nvvm.tcgen05_cp_shape<...>
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:3
  %x = nvsync.s2t_copy %t, %d, %bar {cta_group = 2, shape_selector = 2} : !llvm.ptr<6>, i64, !llvm.ptr<3> -> !llvm.ptr<3>
  llvm.return
}

// -----

llvm.func @quarters_without_width(%t: !llvm.ptr<6>, %d: i64, %bar: !llvm.ptr<3>) {
  // CHECK: error[rule]: a 4-CTA layout (shape_selector = 3) splits the destination into quarter slices: write their width, slice_cols = N (TMEM columns)
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:3
  %x = nvsync.s2t_copy %t, %d, %bar {cta_group = 1, shape_selector = 3, shape = #nvvm.tcgen05_cp_shape<shape_128x256b>} : !llvm.ptr<6>, i64, !llvm.ptr<3> -> !llvm.ptr<3>
  llvm.return
}

// -----

// The numeric group is 1, 2 or 4: there is no 3-CTA group.
llvm.func @group3(%t: !llvm.ptr<6>, %d: i64, %bar: !llvm.ptr<3>) {
  // CHECK: error[attr]: unknown {{.*}}'3'
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+2]]:38
  // CHECK: = expected one of: 1, 2, 4
  %x = nvsync.s2t_copy %t, %d, %bar {cta_group = 3, shape_selector = 1, shape = #nvvm.tcgen05_cp_shape<shape_128x256b>} : !llvm.ptr<6>, i64, !llvm.ptr<3> -> !llvm.ptr<3>
  llvm.return
}

// -----

llvm.func @selector4(%t: !llvm.ptr<6>, %d: i64, %bar: !llvm.ptr<3>) {
  // CHECK: error[attr]: unknown {{.*}}'4'
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+2]]:53
  // CHECK: = expected one of: 1, 2, 3
  %x = nvsync.s2t_copy %t, %d, %bar {cta_group = 1, shape_selector = 4, shape = #nvvm.tcgen05_cp_shape<shape_128x256b>} : !llvm.ptr<6>, i64, !llvm.ptr<3> -> !llvm.ptr<3>
  llvm.return
}

// -----

// cta_group is the spec's number, not MLIR's #nvvm.cta_group enum.
llvm.func @group_enum(%t: !llvm.ptr<6>, %d: i64, %bar: !llvm.ptr<3>) {
  // CHECK: error[attr]: 'cta_group' must be an integer
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:38
  %x = nvsync.s2t_copy %t, %d, %bar {cta_group = #nvvm.cta_group<cta_2>, shape_selector = 2, shape = #nvvm.tcgen05_cp_shape<shape_128x256b>} : !llvm.ptr<6>, i64, !llvm.ptr<3> -> !llvm.ptr<3>
  llvm.return
}

// -----

llvm.func @width_string(%t: !llvm.ptr<6>, %d: i64, %bar: !llvm.ptr<3>) {
  // CHECK: error[attr]: 'slice_cols' must be an integer
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:73
  %x = nvsync.s2t_copy %t, %d, %bar {cta_group = 1, shape_selector = 3, slice_cols = "8", shape = #nvvm.tcgen05_cp_shape<shape_128x256b>} : !llvm.ptr<6>, i64, !llvm.ptr<3> -> !llvm.ptr<3>
  llvm.return
}

// -----

llvm.func @tcgen05_group_attr(%t: !llvm.ptr<6>, %d: i64, %bar: !llvm.ptr<3>) {
  // CHECK: error[attr]: 'nvsync.s2t_copy' has no attribute 'group'
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+2]]:53
  // CHECK: = it accepts cta_group, shape_selector, shape, multicast, srcFormat, slice_cols
  %x = nvsync.s2t_copy %t, %d, %bar {cta_group = 2, group = #nvvm.cta_group<cta_2>, shape_selector = 2, shape = #nvvm.tcgen05_cp_shape<shape_128x256b>} : !llvm.ptr<6>, i64, !llvm.ptr<3> -> !llvm.ptr<3>
  llvm.return
}

// -----

// The barrier is a shared_cta mbarrier (the commit multicasts to the same
// offset in the sibling CTA).
llvm.func @generic_barrier(%t: !llvm.ptr<6>, %d: i64, %g: !llvm.ptr) {
  // CHECK: error[space]: operand #2 of 'nvsync.s2t_copy' must be a pointer of the right address space, but got !llvm.ptr
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+2]]:32
  // CHECK: = 'nvsync.s2t_copy' takes 'bar' as a pointer to shared_cta (!llvm.ptr<3>)
  %x = nvsync.s2t_copy %t, %d, %g {cta_group = 2, shape_selector = 2, shape = #nvvm.tcgen05_cp_shape<shape_128x256b>} : !llvm.ptr<6>, i64, !llvm.ptr -> !llvm.ptr
  llvm.return
}

// -----

llvm.func @token_type(%t: !llvm.ptr<6>, %d: i64, %bar: !llvm.ptr<3>) {
  // CHECK: error[type]: 'nvsync.s2t_copy' returns !llvm.ptr<3>, not !llvm.ptr<6>
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:158
  %x = nvsync.s2t_copy %t, %d, %bar {cta_group = 2, shape_selector = 2, shape = #nvvm.tcgen05_cp_shape<shape_128x256b>} : !llvm.ptr<6>, i64, !llvm.ptr<3> -> !llvm.ptr<6>
  llvm.return
}

// -----

llvm.func @no_token(%t: !llvm.ptr<6>, %d: i64, %bar: !llvm.ptr<3>) {
  // CHECK: error[result]: 'nvsync.s2t_copy' produces a !llvm.ptr<3> result: write '%r = nvsync.s2t_copy ... -> !llvm.ptr<3>'
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:3
  nvsync.s2t_copy %t, %d, %bar {cta_group = 1, shape_selector = 1, shape = #nvvm.tcgen05_cp_shape<shape_128x256b>} : !llvm.ptr<6>, i64, !llvm.ptr<3>
  llvm.return
}

// -----

// tcgen05.cp's own rules hold for the copy the op issues, located at the op.
llvm.func @cp_rule(%t: !llvm.ptr<6>, %d: i64, %bar: !llvm.ptr<3>) {
  // CHECK: error[rule]: Shape 64x128b requires multicast warpx2_01_23 or warpx2_02_13 for tcgen05.cp Op
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:3
  %x = nvsync.s2t_copy %t, %d, %bar {cta_group = 2, shape_selector = 2, shape = #nvvm.tcgen05_cp_shape<shape_64x128b>} : !llvm.ptr<6>, i64, !llvm.ptr<3> -> !llvm.ptr<3>
  llvm.return
}

// CHECK-NOT: error

// -----

// cta_group = 4 (spec 004's odd-rank issue) cannot deliver the even ranks'
// quarters here: refused, with the form that works.
llvm.func @quad(%t: !llvm.ptr<6>, %d: i64, %bar: !llvm.ptr<3>) {
  // CHECK: error[rule]: a 4-CTA S2T copy cannot deliver every CTA's partition: the odd ranks' copy reaches the even ranks only as a cta_group::2 copy, which forces cta_group::2 MMAs in the kernel (ptxas refuses mixing cta_group::1 and ::2), and as cta_group::1 it leaves the even ranks' quarters unwritten while their barriers complete
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+2]]:3
  // CHECK: = write cta_group = 1, shape_selector = 3: every CTA copies its own quarter into its slice and commits to its own and its XOR-1 sibling's barrier (docs/spec-deviations.md 38)
  %x = nvsync.s2t_copy %t, %d, %bar {cta_group = 4, shape_selector = 3, slice_cols = 8, shape = #nvvm.tcgen05_cp_shape<shape_128x256b>} : !llvm.ptr<6>, i64, !llvm.ptr<3> -> !llvm.ptr<3>
  llvm.return
}
