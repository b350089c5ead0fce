// nvsync.s2t_copy issues tcgen05.cp and tcgen05.commit: it needs a tcgen05
// target (sm_100a/f, sm_101a/f, sm_103a/f, sm_110a/f). sm_90a (clusters, no
// tcgen05), plain sm_100 and sm_120a refuse every copy and commit it would emit
// with gate-target diagnostics located at the nvsync op (never an LLVM abort),
// exit status 1, nothing on stdout.
// RUN: %nvvm-lower %s --target sm_90a > %t.out 2> %t.err; test $? -eq 1
// RUN: %count 0 < %t.out
// RUN: %FileCheck %s -DFILE=%s -DT=sm_90a --input-file %t.err
// RUN: %not %nvvm-lower %s --target sm_100 2>&1 | %FileCheck %s -DFILE=%s -DT=sm_100
// RUN: %not %nvvm-lower %s --target sm_120a 2>&1 | %FileCheck %s -DFILE=%s -DT=sm_120a

llvm.func @quad(%t: !llvm.ptr<6>, %d: i64, %bar: !llvm.ptr<3>) attributes {nvvm.kernel, nvvm.cluster_dim = array<i32: 4, 1, 1>} {
  // CHECK: error[gate-target]: 'nvvm.tcgen05.cp' (tcgen05.cp.cta_group::1.128x256b) is not available on [[T]]
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+6]]:3
  // CHECK: = it needs one of [sm_100a, sm_100f, sm_101a, sm_101f, sm_103a, sm_103f, sm_110a, sm_110f] (set 'tcgen05') with PTX ISA 8.6 or newer
  // CHECK-NEXT: = `nvvm-lower --print ops` lists every op with its requirement
  // CHECK: error[gate-target]: 'nvvm.tcgen05.commit' (tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.b64) is not available on [[T]]
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+2]]:3
  // CHECK: (set 'tcgen05')
  %a = nvsync.s2t_copy %t, %d, %bar {cta_group = 1, shape_selector = 1, shape = #nvvm.tcgen05_cp_shape<shape_128x256b>} : !llvm.ptr<6>, i64, !llvm.ptr<3> -> !llvm.ptr<3>
  // The 4-CTA copy: cta_group::1, the commit multicast to the sibling.
  // CHECK: error[gate-target]: 'nvvm.tcgen05.cp' (tcgen05.cp.cta_group::1.128x256b) is not available on [[T]]
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+4]]:3
  // CHECK: error[gate-target]: 'nvvm.tcgen05.commit' (tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.multicast::cluster.b64) is not available on [[T]]
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+2]]:3
  // CHECK: (set 'tcgen05')
  %b = nvsync.s2t_copy %t, %d, %a {cta_group = 1, shape_selector = 3, slice_cols = 32, shape = #nvvm.tcgen05_cp_shape<shape_128x256b>} : !llvm.ptr<6>, i64, !llvm.ptr<3> -> !llvm.ptr<3>
  llvm.return
}

llvm.func @pair(%t: !llvm.ptr<6>, %d: i64, %bar: !llvm.ptr<3>) attributes {nvvm.kernel, nvvm.cluster_dim = array<i32: 2, 1, 1>} {
  // CHECK: error[gate-target]: 'nvvm.tcgen05.cp' (tcgen05.cp.cta_group::2.128x256b) is not available on [[T]]
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+4]]:3
  // CHECK: error[gate-target]: 'nvvm.tcgen05.commit' (tcgen05.commit.cta_group::2.mbarrier::arrive::one.shared::cluster.multicast::cluster.b64) is not available on [[T]]
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+2]]:3
  // CHECK: (set 'tcgen05')
  %a = nvsync.s2t_copy %t, %d, %bar {cta_group = 2, shape_selector = 2, shape = #nvvm.tcgen05_cp_shape<shape_128x256b>} : !llvm.ptr<6>, i64, !llvm.ptr<3> -> !llvm.ptr<3>
  llvm.return
}
// CHECK-NOT: error
