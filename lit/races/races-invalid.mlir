// Race patterns 2 and 3 of spec 001 (src/verify/races.rs), each chunk racy by
// construction: a transaction-byte wait with no expect_tx that can run before
// it, and a wgmma.mma_async reached without a wgmma fence since the last shared
// write or acquire. error[race] at the op, exit status 1, nothing on stdout.
// RUN: %nvvm-lower %s --split-input-file --target sm_90a > %t.out 2> %t.err; test $? -eq 1
// RUN: %count 0 < %t.out
// RUN: %FileCheck %s -DFILE=%s --input-file %t.err

// Pattern 2: a TMA load completes transaction bytes on %bar, but nothing ever
// announces them; the wait is the error, the load its label.
// CHECK: error[race]: this wait is on an mbarrier that completes by transaction bytes, but no expect_tx producer on it in this function: the phase can never complete
// CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+8]]:3
// CHECK: [[@LINE+6]] │ nvvm.cp.async.bulk.tensor.shared.cluster.global
// CHECK-NEXT: transaction bytes complete on the barrier here
// CHECK-NEXT: [[@LINE+5]] │ nvvm.mbarrier.try_wait.parity
// CHECK-NEXT: ^^^^
// CHECK: = announce the bytes first: nvvm.mbarrier.arrive.expect_tx (or nvvm.mbarrier.expect_tx) on the same barrier (spec 001, race pattern 2)
llvm.func @no_producer(%dst: !llvm.ptr<7>, %tmap: !llvm.ptr, %bar: !llvm.ptr<3>, %c: i32, %ph: i32, %t: i32, %n: i32) {
  nvvm.cp.async.bulk.tensor.shared.cluster.global %dst, %tmap, %bar, box[%c] : !llvm.ptr<7>, !llvm.ptr
  nvvm.mbarrier.try_wait.parity %bar, %ph, %t : !llvm.ptr<3>, i32, i32
  llvm.return
}

// -----

// Pattern 2: the expect_tx exists but only after the wait (which dominates it).
// CHECK: error[race]: this wait is on an mbarrier that completes by transaction bytes, but its expect_tx producer only runs after this wait: the phase can never complete
// CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+4]]:3
// CHECK: = announce the bytes first: nvvm.mbarrier.arrive.expect_tx (or nvvm.mbarrier.expect_tx) on the same barrier (spec 001, race pattern 2)
llvm.func @producer_after(%dst: !llvm.ptr<7>, %tmap: !llvm.ptr, %bar: !llvm.ptr<3>, %c: i32, %ph: i32, %t: i32, %n: i32) {
  nvvm.cp.async.bulk.tensor.shared.cluster.global %dst, %tmap, %bar, box[%c] : !llvm.ptr<7>, !llvm.ptr
  nvvm.mbarrier.try_wait.parity %bar, %ph, %t : !llvm.ptr<3>, i32, i32
  nvvm.mbarrier.arrive.expect_tx %bar, %n : !llvm.ptr<3>, i32
  llvm.return
}

// -----

// Pattern 2 through a global array: the producer names element 0, the load
// and the wait element 1 (constant indices that cannot alias).
// CHECK: error[race]: this wait is on an mbarrier that completes by transaction bytes, but no expect_tx producer on it in this function: the phase can never complete
// CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+9]]:3
// CHECK-NOT: error
llvm.mlir.global internal @bars() {addr_space = 3 : i32, alignment = 8 : i64} : !llvm.array<2 x i64>
llvm.func @other_element(%dst: !llvm.ptr<7>, %tmap: !llvm.ptr, %c: i32, %ph: i32, %t: i32, %n: i32) {
  %base = llvm.mlir.addressof @bars : !llvm.ptr<3>
  %b0 = llvm.getelementptr %base[0, 0] : (!llvm.ptr<3>) -> !llvm.ptr<3>, !llvm.array<2 x i64>
  %bar = llvm.getelementptr %base[0, 1] : (!llvm.ptr<3>) -> !llvm.ptr<3>, !llvm.array<2 x i64>
  nvvm.mbarrier.arrive.expect_tx %b0, %n : !llvm.ptr<3>, i32
  nvvm.cp.async.bulk.tensor.shared.cluster.global %dst, %tmap, %bar, box[%c] : !llvm.ptr<7>, !llvm.ptr
  nvvm.mbarrier.try_wait.parity %bar, %ph, %t : !llvm.ptr<3>, i32, i32
  llvm.return
}

// -----

// Pattern 3: no fence at all.
// CHECK: error[race]: this wgmma.mma_async reads shared memory through its descriptors, but a path reaches it with no nvvm.wgmma.fence.aligned since the last shared-memory write or acquire
// CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+4]]:3
// CHECK: = put nvvm.wgmma.fence.aligned between the writes (or the bar.sync) and the MMA (spec 001, race pattern 3)
llvm.func @no_fence(%a: i64, %b: i64, %out: !llvm.ptr<1>) {
  %acc = llvm.mlir.zero : !llvm.struct<(f32, f32, f32, f32)>
  %r = nvvm.wgmma.mma_async %a, %b, %acc, #nvvm.shape<m = 64, n = 8, k = 16>, D [<f32>, #nvvm.wgmma_scale_out<one>], A [<f16>, #nvvm.wgmma_scale_in<one>, <row>], B [<f16>, #nvvm.wgmma_scale_in<one>, <col>] : !llvm.struct<(f32, f32, f32, f32)> -> !llvm.struct<(f32, f32, f32, f32)>
  %x = llvm.extractvalue %r[0] : !llvm.struct<(f32, f32, f32, f32)>
  llvm.store %x, %out : f32, !llvm.ptr<1>
  llvm.return
}

// -----

// Pattern 3: a shared-memory store between the fence and the MMA (labelled).
// CHECK: error[race]: this wgmma.mma_async reads shared memory through its descriptors, but a path reaches it with no nvvm.wgmma.fence.aligned since the last shared-memory write or acquire
// CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+8]]:3
// CHECK: [[@LINE+6]] │ llvm.store %v, %s : i32, !llvm.ptr<3>
// CHECK-NEXT: shared memory changes here
// CHECK: = put nvvm.wgmma.fence.aligned between the writes (or the bar.sync) and the MMA (spec 001, race pattern 3)
llvm.func @store_after_fence(%a: i64, %b: i64, %out: !llvm.ptr<1>, %s: !llvm.ptr<3>, %v: i32) {
  %acc = llvm.mlir.zero : !llvm.struct<(f32, f32, f32, f32)>
  nvvm.wgmma.fence.aligned
  llvm.store %v, %s : i32, !llvm.ptr<3>
  %r = nvvm.wgmma.mma_async %a, %b, %acc, #nvvm.shape<m = 64, n = 8, k = 16>, D [<f32>, #nvvm.wgmma_scale_out<one>], A [<f16>, #nvvm.wgmma_scale_in<one>, <row>], B [<f16>, #nvvm.wgmma_scale_in<one>, <col>] : !llvm.struct<(f32, f32, f32, f32)> -> !llvm.struct<(f32, f32, f32, f32)>
  %x = llvm.extractvalue %r[0] : !llvm.struct<(f32, f32, f32, f32)>
  llvm.store %x, %out : f32, !llvm.ptr<1>
  llvm.return
}

// -----

// Pattern 3: the fence is on one arm of a diamond only; the join is reached
// unfenced through ^skip.
// CHECK: error[race]: this wgmma.mma_async reads shared memory through its descriptors, but a path reaches it with no nvvm.wgmma.fence.aligned since the last shared-memory write or acquire
// CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+11]]:3
// CHECK: = put nvvm.wgmma.fence.aligned between the writes (or the bar.sync) and the MMA (spec 001, race pattern 3)
llvm.func @one_arm(%a: i64, %b: i64, %out: !llvm.ptr<1>, %p: i1) {
  %acc = llvm.mlir.zero : !llvm.struct<(f32, f32, f32, f32)>
  llvm.cond_br %p, ^fence, ^skip
^fence:
  nvvm.wgmma.fence.aligned
  llvm.br ^join
^skip:
  llvm.br ^join
^join:
  %r = nvvm.wgmma.mma_async %a, %b, %acc, #nvvm.shape<m = 64, n = 8, k = 16>, D [<f32>, #nvvm.wgmma_scale_out<one>], A [<f16>, #nvvm.wgmma_scale_in<one>, <row>], B [<f16>, #nvvm.wgmma_scale_in<one>, <col>] : !llvm.struct<(f32, f32, f32, f32)> -> !llvm.struct<(f32, f32, f32, f32)>
  %x = llvm.extractvalue %r[0] : !llvm.struct<(f32, f32, f32, f32)>
  llvm.store %x, %out : f32, !llvm.ptr<1>
  llvm.return
}

