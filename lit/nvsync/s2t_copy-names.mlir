// Regression: the names nvsync.s2t_copy's expansion invents (values %nvsync.rank.N,
// ..., blocks nvsync.s2t.issue.N / nvsync.s2t.done.N) are not kept apart from
// the names the input already uses (both are legal MLIR names). Before the fix:
// - A block the input calls ^nvsync.s2t.done.9 takes over the copy's
//   continuation: the predicate's branch and the copy's fall-through jump to the
//   input's block, and the ops written after the copy become unreachable
//   ("No predecessors!"): wrong code, exit 0, ptxas accepts it.
// - A value the input calls %nvsync.rank.1 is refused: "value '%nvsync.rank.1'
//   is defined twice", "first defined here" pointing at the s2t_copy.
// Expected: both chunks compile, and the store after the copy stays on the
// path from the copy.
// Reproduce: the first chunk below, `nvvm-lower FILE --target sm_100a
// --emit llvm-ir`: `br i1 %nvsync.issue.7, label %nvsync.s2t.issue.8, label
// %nvsync.s2t.done.91` skips the block holding %x and the store.
// RUN: %nvvm-lower %s --target sm_100a --split-input-file --emit llvm-ir | %FileCheck %s
// RUN: %nvvm-lower %s --target sm_100a --split-input-file | %ptxas-verify

// CHECK-LABEL: define void @block_name(
// CHECK: br i1 %{{.+}}, label %[[THEN:.+]], label %[[DONE:.+]]
// CHECK: [[THEN]]:
// CHECK: call void @llvm.nvvm.tcgen05.commit.mc.shared.cg1(
// CHECK-NEXT: br label %[[DONE]]
// CHECK: [[DONE]]:
// CHECK-NEXT: %x = getelementptr i8, ptr addrspace(3) %bar, i32 0
// CHECK-NEXT: store i32 14, ptr addrspace(1) %out
// CHECK-NOT: No predecessors
// CHECK: ret void
llvm.func @block_name(%t: !llvm.ptr<6>, %d: i64, %bar: !llvm.ptr<3>, %out: !llvm.ptr<1>) {
  %tr = llvm.mlir.constant(true) : i1
  %c7 = llvm.mlir.constant(7 : i32) : i32
  %x = nvsync.s2t_copy %t, %d, %bar {cta_group = 4, shape_selector = 3, slice_cols = 8, shape = #nvvm.tcgen05_cp_shape<shape_128x256b>} : !llvm.ptr<6>, i64, !llvm.ptr<3> -> !llvm.ptr<3>
  %v = llvm.add %c7, %c7 : i32
  llvm.store %v, %out : i32, !llvm.ptr<1>
  llvm.cond_br %tr, ^nvsync.s2t.done.9, ^nvsync.s2t.done.9
^nvsync.s2t.done.9:
  llvm.return
}

// -----

// CHECK-LABEL: define void @value_name(
// CHECK: call void @llvm.nvvm.tcgen05.cp.128x256b.cg2(
// CHECK: store i32 14, ptr addrspace(1) %out
llvm.func @value_name(%t: !llvm.ptr<6>, %d: i64, %bar: !llvm.ptr<3>, %out: !llvm.ptr<1>) {
  %c7 = llvm.mlir.constant(7 : i32) : i32
  %x = nvsync.s2t_copy %t, %d, %bar {cta_group = 2, shape_selector = 2, shape = #nvvm.tcgen05_cp_shape<shape_128x256b>} : !llvm.ptr<6>, i64, !llvm.ptr<3> -> !llvm.ptr<3>
  %nvsync.rank.1 = llvm.add %c7, %c7 : i32
  llvm.store %nvsync.rank.1, %out : i32, !llvm.ptr<1>
  llvm.return
}
