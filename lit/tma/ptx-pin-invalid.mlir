// --ptx pinned below a TMA op's requirement: a gate-ptx diagnostic at the op.
// On sm_90a, shared::cta loads ({isCTAOnly = true}) need 8.6 while the other
// TMA forms need only 8.0 (no error for them at 8.0 or 8.5); on sm_90 at 7.8
// every TMA and bulk-group op is refused.
// RUN: %nvvm-lower %s --target sm_90a --ptx 8.0 > %t.out 2> %t.err; test $? -eq 1
// RUN: %count 0 < %t.out
// RUN: %FileCheck %s -DFILE=%s -DV=8.0 --input-file %t.err
// RUN: %not %nvvm-lower %s --target sm_90a --ptx 8.5 2>&1 | %FileCheck %s -DFILE=%s -DV=8.5
// RUN: %not %nvvm-lower %s --target sm_90 --ptx 7.8 2>&1 | %FileCheck %s -DFILE=%s --check-prefix=P78

llvm.func @pinned(%dst: !llvm.ptr<7>, %sdst: !llvm.ptr<3>, %tmap: !llvm.ptr, %bar: !llvm.ptr<3>, %c0: i32, %c1: i32, %c2: i32, %o0: i16, %h: i64) {
  // P78: error[gate-ptx]: 'nvvm.cp.async.bulk.tensor.shared.cluster.global' needs PTX ISA 8.0 or newer, but PTX ISA 7.8 is pinned
  // P78-NEXT: ┌─ [[FILE]]:[[@LINE+2]]:3
  // P78: = raise the pinned version (--ptx, or the library's pinned argument), or leave it unpinned to let nvvm-lower choose the lowest version that works
  nvvm.cp.async.bulk.tensor.shared.cluster.global %dst, %tmap, %bar, box[%c0] : !llvm.ptr<7>, !llvm.ptr
  // P78: error[gate-ptx]: 'nvvm.cp.async.bulk.tensor.shared.cluster.global' needs PTX ISA 8.0 or newer, but PTX ISA 7.8 is pinned
  // P78-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:3
  nvvm.cp.async.bulk.tensor.shared.cluster.global %dst, %tmap, %bar, box[%c0, %c1, %c2] im2col[%o0] l2_cache_hint = %h {mode = #nvvm.tma_load_mode<im2col>} : !llvm.ptr<7>, !llvm.ptr
  // CHECK: error[gate-ptx]: 'nvvm.cp.async.bulk.tensor.shared.cluster.global' needs PTX ISA 8.6 or newer, but PTX ISA [[V]] is pinned
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+4]]:3
  // CHECK: = raise the pinned version (--ptx, or the library's pinned argument), or leave it unpinned to let nvvm-lower choose the lowest version that works
  // P78: error[gate-ptx]: 'nvvm.cp.async.bulk.tensor.shared.cluster.global' needs PTX ISA 8.6 or newer, but PTX ISA 7.8 is pinned
  // P78-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:3
  nvvm.cp.async.bulk.tensor.shared.cluster.global %sdst, %tmap, %bar, box[%c0] {isCTAOnly = true} : !llvm.ptr<3>, !llvm.ptr
  // CHECK: error[gate-ptx]: 'nvvm.cp.async.bulk.tensor.shared.cluster.global' needs PTX ISA 8.6 or newer, but PTX ISA [[V]] is pinned
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+3]]:3
  // P78: error[gate-ptx]: 'nvvm.cp.async.bulk.tensor.shared.cluster.global' needs PTX ISA 8.6 or newer, but PTX ISA 7.8 is pinned
  // P78-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:3
  nvvm.cp.async.bulk.tensor.shared.cluster.global %sdst, %tmap, %bar, box[%c0, %c1, %c2] im2col[%o0] l2_cache_hint = %h {isCTAOnly = true, mode = #nvvm.tma_load_mode<im2col>} : !llvm.ptr<3>, !llvm.ptr
  // P78: error[gate-ptx]: 'nvvm.cp.async.bulk.tensor.global.shared.cta' needs PTX ISA 8.0 or newer, but PTX ISA 7.8 is pinned
  // P78-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:3
  nvvm.cp.async.bulk.tensor.global.shared.cta %tmap, %bar, box[%c0, %c1] : !llvm.ptr, !llvm.ptr<3>
  // P78: error[gate-ptx]: 'nvvm.cp.async.bulk.commit.group' needs PTX ISA 8.0 or newer, but PTX ISA 7.8 is pinned
  // P78-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:3
  nvvm.cp.async.bulk.commit.group
  // P78: error[gate-ptx]: 'nvvm.cp.async.bulk.wait_group' needs PTX ISA 8.0 or newer, but PTX ISA 7.8 is pinned
  // P78-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:3
  nvvm.cp.async.bulk.wait_group 0 {read}
  // CHECK-NOT: error
  // P78-NOT: error
  llvm.return
}
