// Race pattern 4 and the bulk copies: a bulk copy into another CTA's shared
// memory (nvvm.cp.async.bulk.shared.cluster.shared.cta, or the global-to-
// shared::cluster one) completes on the destination's mbarrier by transaction
// bytes, and the peer's wait on that mbarrier orders the data. A relaxed
// cluster arrive after the copy is therefore no race: accepted, no warning.
// RUN: %nvvm-lower %s --target sm_90a > %t.ptx 2> %t.err
// RUN: %count 0 < %t.err
// RUN: %FileCheck %s --input-file %t.ptx
// RUN: %ptxas-verify < %t.ptx

// CHECK: cp.async.bulk.shared::cluster.shared::cta.mbarrier::complete_tx::bytes
// CHECK: barrier.cluster.arrive.relaxed
// CHECK: cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes
// CHECK: barrier.cluster.arrive.relaxed
llvm.func @bulk_to_peer(%src: !llvm.ptr<3>, %slot: !llvm.ptr<3>, %bar: !llvm.ptr<3>, %g: !llvm.ptr<1>, %peer: i32, %out: !llvm.ptr<1>) attributes {nvvm.kernel} {
  %c512 = llvm.mlir.constant(512 : i32) : i32
  %remote = nvvm.mapa %slot, %peer : !llvm.ptr<3> -> !llvm.ptr<7>
  nvvm.cp.async.bulk.shared.cluster.shared.cta %remote, %src, %bar, %c512 : !llvm.ptr<7>, !llvm.ptr<3>
  nvvm.cluster.arrive.relaxed
  nvvm.cluster.wait
  %mine = llvm.load %slot : !llvm.ptr<3> -> i32
  llvm.store %mine, %out : i32, !llvm.ptr<1>
  nvvm.cp.async.bulk.shared.cluster.global %remote, %g, %bar, %c512 : !llvm.ptr<7>, !llvm.ptr<1>
  nvvm.cluster.arrive.relaxed
  nvvm.cluster.wait
  %again = llvm.load %slot : !llvm.ptr<3> -> i32
  llvm.store %again, %out : i32, !llvm.ptr<1>
  llvm.return
}
