// The copy nvsync.s2t_copy issues counts for the one-cta_group-per-kernel rule
// (ptxas 13 refuses a kernel mixing cta_group::1 and cta_group::2): cta_group = 2
// issues cta_group::2 ops, cta_group = 1 issues cta_group::1 ops. A mix is
// refused at the later use with the earlier one labelled, the s2t_copy included,
// also through a call. @ok_quad and @ok_pair keep to one group and pass.
// Exit status 1, nothing on stdout.
// RUN: %nvvm-lower %s --target sm_100a > %t.out 2> %t.err; test $? -eq 1
// RUN: %count 0 < %t.out
// RUN: %FileCheck %s -DFILE=%s --input-file %t.err
// RUN: %not %nvvm-lower %s --target sm_103a 2>&1 >/dev/null | %FileCheck %s -DFILE=%s

// A pair copy, then a single-CTA MMA: the MMA is the error.
// CHECK: error[cta-group]: kernel '@pair_then_cta1' mixes cta_group::1 and cta_group::2 tcgen05 instructions
// CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+9]]:3
// CHECK: [[@LINE+7]] │ %tok = nvsync.s2t_copy
// CHECK-NEXT: │ {{-+}} cta_group::2 here
// CHECK-NEXT: [[@LINE+6]] │ nvvm.tcgen05.mma
// CHECK-NEXT: │ {{\^+}}
// CHECK: = every tcgen05 instruction of a kernel, and of the functions it calls, must use the same cta_group (ptxas 13: "uses single CTA(.cta_group::1) and CTA pair granularity(.cta_group::2) and that is not allowed")
llvm.func @pair_then_cta1(%t: !llvm.ptr<6>, %d: i64, %bar: !llvm.ptr<3>, %a: i64, %b: i64, %idesc: i32) attributes {nvvm.kernel, nvvm.cluster_dim = array<i32: 2, 1, 1>} {
  %f = llvm.mlir.constant(false) : i1
  %tok = nvsync.s2t_copy %t, %d, %bar {cta_group = 2, shape_selector = 2, shape = #nvvm.tcgen05_cp_shape<shape_128x256b>} : !llvm.ptr<6>, i64, !llvm.ptr<3> -> !llvm.ptr<3>
  nvvm.tcgen05.mma %t, %a, %b, %idesc, %f {kind = #nvvm.tcgen05_mma_kind<f16>, ctaGroup = #nvvm.cta_group<cta_1>} : (!llvm.ptr<6>, i64, i64, i32, i1)
  llvm.return
}

// A pair allocation, then the 4-CTA layout's copy (cta_group::1): the copy is the error.
// CHECK: error[cta-group]: kernel '@alloc2_then_quad' mixes cta_group::1 and cta_group::2 tcgen05 instructions
// CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+7]]:3
// CHECK: [[@LINE+5]] │ nvvm.tcgen05.alloc
// CHECK-NEXT: │ {{-+}} cta_group::2 here
// CHECK-NEXT: [[@LINE+4]] │ %tok = nvsync.s2t_copy
// CHECK-NEXT: │ {{\^+}}
llvm.func @alloc2_then_quad(%t: !llvm.ptr<6>, %d: i64, %bar: !llvm.ptr<3>, %slot: !llvm.ptr<3>, %n: i32) attributes {nvvm.kernel, nvvm.cluster_dim = array<i32: 4, 1, 1>} {
  nvvm.tcgen05.alloc %slot, %n {group = #nvvm.cta_group<cta_2>} : !llvm.ptr<3>, i32
  %tok = nvsync.s2t_copy %t, %d, %bar {cta_group = 1, shape_selector = 3, slice_cols = 8, shape = #nvvm.tcgen05_cp_shape<shape_128x256b>} : !llvm.ptr<6>, i64, !llvm.ptr<3> -> !llvm.ptr<3>
  llvm.return
}

// The pair copy in a callee, a single-CTA commit in the kernel.
llvm.func @copy_helper(%t: !llvm.ptr<6>, %d: i64, %bar: !llvm.ptr<3>) {
  // CHECK: error[cta-group]: kernel '@through_call' mixes cta_group::1 and cta_group::2 tcgen05 instructions
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+12]]:3
  // CHECK: [[@LINE+2]] │ %tok = nvsync.s2t_copy
  // CHECK-NEXT: │ {{-+}} cta_group::2 here
  %tok = nvsync.s2t_copy %t, %d, %bar {cta_group = 2, shape_selector = 1, shape = #nvvm.tcgen05_cp_shape<shape_128x256b>} : !llvm.ptr<6>, i64, !llvm.ptr<3> -> !llvm.ptr<3>
  llvm.return
}

llvm.func @through_call(%t: !llvm.ptr<6>, %d: i64, %bar: !llvm.ptr<3>) attributes {nvvm.kernel} {
  llvm.call @copy_helper(%t, %d, %bar) : (!llvm.ptr<6>, i64, !llvm.ptr<3>) -> ()
  // CHECK: [[@LINE+3]] │ nvvm.tcgen05.commit
  // CHECK-NEXT: │ {{\^+}}
  // CHECK: = the cta_group::2 use is reached through @through_call -> @copy_helper
  nvvm.tcgen05.commit %bar : !llvm.ptr<3>
  llvm.return
}

// One group each: no error.
llvm.func @ok_quad(%t: !llvm.ptr<6>, %d: i64, %bar: !llvm.ptr<3>, %a: i64, %b: i64, %idesc: i32) attributes {nvvm.kernel, nvvm.cluster_dim = array<i32: 4, 1, 1>} {
  %f = llvm.mlir.constant(false) : i1
  %tok = nvsync.s2t_copy %t, %d, %bar {cta_group = 1, shape_selector = 3, slice_cols = 8, shape = #nvvm.tcgen05_cp_shape<shape_128x256b>} : !llvm.ptr<6>, i64, !llvm.ptr<3> -> !llvm.ptr<3>
  nvvm.tcgen05.mma %t, %a, %b, %idesc, %f {kind = #nvvm.tcgen05_mma_kind<f16>, ctaGroup = #nvvm.cta_group<cta_1>} : (!llvm.ptr<6>, i64, i64, i32, i1)
  nvvm.tcgen05.commit %tok : !llvm.ptr<3>
  llvm.return
}

llvm.func @ok_pair(%t: !llvm.ptr<6>, %d: i64, %bar: !llvm.ptr<3>, %a: i64, %b: i64, %idesc: i32) attributes {nvvm.kernel, nvvm.cluster_dim = array<i32: 2, 1, 1>} {
  %f = llvm.mlir.constant(false) : i1
  %tok = nvsync.s2t_copy %t, %d, %bar {cta_group = 2, shape_selector = 2, shape = #nvvm.tcgen05_cp_shape<shape_128x256b>} : !llvm.ptr<6>, i64, !llvm.ptr<3> -> !llvm.ptr<3>
  nvvm.tcgen05.mma %t, %a, %b, %idesc, %f {kind = #nvvm.tcgen05_mma_kind<f16>, ctaGroup = #nvvm.cta_group<cta_2>} : (!llvm.ptr<6>, i64, i64, i32, i1)
  llvm.return
}
// CHECK-NOT: error
