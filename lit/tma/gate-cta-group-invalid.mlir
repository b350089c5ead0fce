// .cta_group::1/2 on a TMA load needs a tcgen05 target (sm_100a/101a/103a/110a
// and their f variants): sm_90a, plain sm_100 and sm_120a refuse it with a
// gate-target diagnostic at the op; the loads without a group in the same
// function stay fine.
// RUN: %nvvm-lower %s --target sm_90a > %t.out 2> %t.err; test $? -eq 1
// RUN: %count 0 < %t.out
// RUN: %FileCheck %s -DFILE=%s -DT=sm_90a --input-file %t.err
// RUN: %not %nvvm-lower %s --target sm_100 2>&1 | %FileCheck %s -DFILE=%s -DT=sm_100
// RUN: %not %nvvm-lower %s --target sm_120a 2>&1 | %FileCheck %s -DFILE=%s -DT=sm_120a

llvm.func @groups(%dst: !llvm.ptr<7>, %sdst: !llvm.ptr<3>, %tmap: !llvm.ptr, %bar: !llvm.ptr<3>, %c0: i32, %c1: i32, %c2: i32, %o0: i16, %m: i16, %p: i1) {
  nvvm.cp.async.bulk.tensor.shared.cluster.global %dst, %tmap, %bar, box[%c0] : !llvm.ptr<7>, !llvm.ptr
  nvvm.cp.async.bulk.tensor.shared.cluster.global %sdst, %tmap, %bar, box[%c0] {isCTAOnly = true} : !llvm.ptr<3>, !llvm.ptr
  // CHECK: error[gate-target]: 'nvvm.cp.async.bulk.tensor.shared.cluster.global' (cp.async.bulk.tensor.1d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.cta_group::1) is not available on [[T]]
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+3]]:3
  // CHECK: = it needs one of [sm_100a, sm_100f, sm_101a, sm_101f, sm_103a, sm_103f, sm_110a, sm_110f] (set 'tcgen05') with PTX ISA 8.6 or newer
  // CHECK-NEXT: = `nvvm-lower --print ops` lists every op with its requirement
  nvvm.cp.async.bulk.tensor.shared.cluster.global %dst, %tmap, %bar, box[%c0] {group = #nvvm.cta_group<cta_1>} : !llvm.ptr<7>, !llvm.ptr
  // The diagnostic names the form (multicast and predicate are not part of it).
  // CHECK: error[gate-target]: 'nvvm.cp.async.bulk.tensor.shared.cluster.global' (cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.cta_group::2) is not available on [[T]]
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+2]]:3
  // CHECK: (set 'tcgen05')
  nvvm.cp.async.bulk.tensor.shared.cluster.global %dst, %tmap, %bar, box[%c0, %c1] multicast_mask = %m predicate = %p {group = #nvvm.cta_group<cta_2>} : !llvm.ptr<7>, !llvm.ptr
  // CHECK: error[gate-target]: 'nvvm.cp.async.bulk.tensor.shared.cluster.global' (cp.async.bulk.tensor.3d.shared::cluster.global.im2col.mbarrier::complete_tx::bytes.cta_group::1) is not available on [[T]]
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+2]]:3
  // CHECK: (set 'tcgen05')
  nvvm.cp.async.bulk.tensor.shared.cluster.global %dst, %tmap, %bar, box[%c0, %c1, %c2] im2col[%o0] {mode = #nvvm.tma_load_mode<im2col>, group = #nvvm.cta_group<cta_1>} : !llvm.ptr<7>, !llvm.ptr
  // CHECK-NOT: error
  llvm.return
}
