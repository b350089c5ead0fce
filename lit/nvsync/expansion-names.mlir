// Regression: the names an nvsync expansion invents (values %nvsync.rank.N,
// ..., blocks such as the handshake's nvsync.leader.N / nvsync.joined.N) are
// kept apart from the names the input already uses (both are legal MLIR
// names). Before the fix:
// - A block the input calls like the expansion's continuation took it over:
//   the expansion's branch jumped to the input's block, and the ops written
//   after the op became unreachable ("No predecessors!"): wrong code, exit 0,
//   ptxas accepts it.
// - A value the input calls %nvsync.rank.1 was refused: "value
//   '%nvsync.rank.1' is defined twice", pointing at the nvsync op.
// Expected: both chunks compile, and the store after the op stays on the path
// from it.
// RUN: %nvvm-lower %s --target sm_100a --split-input-file --emit llvm-ir | %FileCheck %s
// RUN: %nvvm-lower %s --target sm_100a --split-input-file | %ptxas-verify

// The handshake's first invented block names are nvsync.leader.8 and
// nvsync.joined.9; the input already has a ^nvsync.joined.9.
// CHECK-LABEL: define ptx_kernel void @block_name(
// CHECK: br i1 %{{.+}}, label %[[THEN:.+]], label %[[DONE:.+]]
// CHECK: [[THEN]]:
// CHECK: store i32 %{{.+}}, ptr addrspace(3) %p
// CHECK-NEXT: br label %[[DONE]]
// CHECK: [[DONE]]:
// CHECK-NEXT: call void @llvm.nvvm.barrier.cluster.arrive.aligned()
// CHECK-NEXT: call void @llvm.nvvm.barrier.cluster.wait.aligned()
// CHECK-NEXT: store i32 14, ptr addrspace(1) %out
// CHECK-NOT: No predecessors
// CHECK: ret void
llvm.func @block_name(%bar: !llvm.ptr<3>, %p: !llvm.ptr<3>, %out: !llvm.ptr<1>) attributes {nvvm.kernel, nvvm.cluster_dim = array<i32: 2, 1, 1>} {
  %tr = llvm.mlir.constant(true) : i1
  %c7 = llvm.mlir.constant(7 : i32) : i32
  nvsync.dsmem_handshake %bar, %p, %c7 {cluster_size = 2} : !llvm.ptr<3>, !llvm.ptr<3>, i32
  %v = llvm.add %c7, %c7 : i32
  llvm.store %v, %out : i32, !llvm.ptr<1>
  llvm.cond_br %tr, ^nvsync.joined.9, ^nvsync.joined.9
^nvsync.joined.9:
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
