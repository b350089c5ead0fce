// A handshake's group of cluster_size consecutive CTAs must fit the cluster
// the kernel fixes: a size the cluster does not split into maps ranks that do
// not exist, and the peers' waits never complete. Refused at the handshake
// (through calls too), with the kernel's cluster attribute labelled. Exit
// status 1, nothing on stdout.
// RUN: %nvvm-lower %s --target sm_90a --split-input-file > %t.out 2> %t.err; test $? -eq 1
// RUN: %count 0 < %t.out
// RUN: %FileCheck %s -DFILE=%s --input-file %t.err

// A 4-CTA handshake in a 2-CTA cluster.
// CHECK: error[cluster-size]: this handshake over groups of 4 CTAs does not fit its cluster: kernel '@four_in_two' runs in clusters of 2 CTAs, which do not split into groups of 4
// CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+6]]:3
// CHECK: [[@LINE+3]] │ llvm.func @four_in_two
// CHECK: the cluster's shape is set here
// CHECK: = the handshake maps the ranks of its group of cluster_size consecutive CTAs: a group the cluster does not hold maps CTAs that do not exist, and the peers' waits never complete; cluster_size must divide the cluster's CTA count
llvm.func @four_in_two(%bar: !llvm.ptr<3>, %phase: !llvm.ptr<3>) attributes {nvvm.kernel, nvvm.cluster_dim = array<i32: 2, 1, 1>} {
  %c16 = llvm.mlir.constant(16 : i32) : i32
  nvsync.dsmem_handshake %bar, %phase, %c16 {cluster_size = 4} : !llvm.ptr<3>, !llvm.ptr<3>, i32
  llvm.return
}

// -----

// Groups of 4 in a 3x2x1 = 6-CTA cluster: ranks 4 and 5 have no full group.
// CHECK: error[cluster-size]: this handshake over groups of 4 CTAs does not fit its cluster: kernel '@four_in_six' runs in clusters of 6 CTAs, which do not split into groups of 4
// CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+3]]:3
llvm.func @four_in_six(%bar: !llvm.ptr<3>, %phase: !llvm.ptr<3>) attributes {nvvm.kernel, nvvm.cluster_dim = array<i32: 3, 2, 1>} {
  %c16 = llvm.mlir.constant(16 : i32) : i32
  nvsync.dsmem_handshake %bar, %phase, %c16 {cluster_size = 4} : !llvm.ptr<3>, !llvm.ptr<3>, i32
  // Pairs fit six CTAs.
  // CHECK-NOT: groups of 2
  nvsync.dsmem_handshake %bar, %phase, %c16 {cluster_size = 2} : !llvm.ptr<3>, !llvm.ptr<3>, i32
  llvm.return
}

// -----

// In a device function the kernel calls, bounded by nvvm.cluster_max_blocks.
// CHECK: error[cluster-size]: this handshake over groups of 4 CTAs does not fit its cluster: kernel '@bounded' runs in clusters of at most 2 CTAs
// CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+8]]:3
// CHECK: = the handshake is reached through @bounded -> @exchange
llvm.func @bounded(%bar: !llvm.ptr<3>, %phase: !llvm.ptr<3>) attributes {nvvm.kernel, nvvm.cluster_max_blocks = 2 : i32} {
  llvm.call @exchange(%bar, %phase) : (!llvm.ptr<3>, !llvm.ptr<3>) -> ()
  llvm.return
}
llvm.func @exchange(%bar: !llvm.ptr<3>, %phase: !llvm.ptr<3>) {
  %c16 = llvm.mlir.constant(16 : i32) : i32
  nvsync.dsmem_handshake %bar, %phase, %c16 {cluster_size = 4} : !llvm.ptr<3>, !llvm.ptr<3>, i32
  llvm.return
}
// CHECK-NOT: error
