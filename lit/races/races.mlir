// Negative controls for race patterns 2 and 3 (spec 001): the same shapes as
// races-invalid.mlir made correct. Each must compile with no diagnostic at all
// (stderr empty), keep its ops in order, and assemble.
// RUN: %nvvm-lower %s --target sm_90a 2> %t.err | %FileCheck %s --check-prefix=PTX
// RUN: %count 0 < %t.err
// RUN: %nvvm-lower %s --target sm_90a | %ptxas-verify

// Pattern 2: the producer runs before the wait.
// PTX-LABEL: .func producer_first(
// PTX: mbarrier.arrive.expect_tx.shared.b64
// PTX: cp.async.bulk.tensor.1d.shared::cluster.global.tile.mbarrier::complete_tx::bytes
// PTX: mbarrier.try_wait.parity.shared.b64
llvm.func @producer_first(%dst: !llvm.ptr<7>, %tmap: !llvm.ptr, %bar: !llvm.ptr<3>, %c: i32, %ph: i32, %t: i32, %n: i32) {
  nvvm.mbarrier.arrive.expect_tx %bar, %n : !llvm.ptr<3>, i32
  nvvm.cp.async.bulk.tensor.shared.cluster.global %dst, %tmap, %bar, box[%c] : !llvm.ptr<7>, !llvm.ptr
  nvvm.mbarrier.try_wait.parity %bar, %ph, %t : !llvm.ptr<3>, i32, i32
  llvm.return
}

// Pattern 2, warp specialisation: producer and consumer on sibling branches;
// neither dominates the other, so the producer warp may well run first.
// PTX-LABEL: .func warp_specialised(
// PTX-DAG: mbarrier.arrive.expect_tx.shared.b64
// PTX-DAG: cp.async.bulk.tensor.1d.shared::cluster.global.tile.mbarrier::complete_tx::bytes
// PTX-DAG: mbarrier.try_wait.parity.shared.b64
// PTX: ret;
llvm.func @warp_specialised(%dst: !llvm.ptr<7>, %tmap: !llvm.ptr, %bar: !llvm.ptr<3>, %c: i32, %ph: i32, %t: i32, %n: i32, %producer: i1) {
  llvm.cond_br %producer, ^produce, ^consume
^produce:
  nvvm.mbarrier.arrive.expect_tx %bar, %n : !llvm.ptr<3>, i32
  nvvm.cp.async.bulk.tensor.shared.cluster.global %dst, %tmap, %bar, box[%c] : !llvm.ptr<7>, !llvm.ptr
  llvm.br ^done
^consume:
  nvvm.mbarrier.try_wait.parity %bar, %ph, %t : !llvm.ptr<3>, i32, i32
  llvm.br ^done
^done:
  llvm.return
}

// Pattern 2 only concerns barriers that complete by transaction bytes: plain
// arrive/wait on a barrier no TMA or complete_tx names is fine.
// PTX-LABEL: .func plain_barrier(
// PTX: mbarrier.arrive.shared.b64
// PTX: mbarrier.try_wait.parity.shared.b64
llvm.func @plain_barrier(%bar: !llvm.ptr<3>, %ph: i32, %t: i32) {
  %st = nvvm.mbarrier.arrive %bar : !llvm.ptr<3> -> i64
  nvvm.mbarrier.try_wait.parity %bar, %ph, %t : !llvm.ptr<3>, i32, i32
  llvm.return
}

// Pattern 2 through an array global: the same constant element, and a run-time
// element (which may be any of them) as producer of a constant one.
llvm.mlir.global internal @bars() {addr_space = 3 : i32, alignment = 8 : i64} : !llvm.array<4 x i64>
// PTX-LABEL: .func array_const(
// PTX: mbarrier.arrive.expect_tx.shared.b64
// PTX: mbarrier.try_wait.parity.shared.b64
llvm.func @array_const(%dst: !llvm.ptr<7>, %tmap: !llvm.ptr, %c: i32, %ph: i32, %t: i32, %n: i32) {
  %base = llvm.mlir.addressof @bars : !llvm.ptr<3>
  %bar = llvm.getelementptr %base[0, 2] : (!llvm.ptr<3>) -> !llvm.ptr<3>, !llvm.array<4 x i64>
  %same = llvm.getelementptr %base[0, 2] : (!llvm.ptr<3>) -> !llvm.ptr<3>, !llvm.array<4 x i64>
  nvvm.mbarrier.arrive.expect_tx %same, %n : !llvm.ptr<3>, i32
  nvvm.cp.async.bulk.tensor.shared.cluster.global %dst, %tmap, %bar, box[%c] : !llvm.ptr<7>, !llvm.ptr
  nvvm.mbarrier.try_wait.parity %bar, %ph, %t : !llvm.ptr<3>, i32, i32
  llvm.return
}
// PTX-LABEL: .func array_dynamic(
// PTX: mbarrier.arrive.expect_tx.shared.b64
// PTX: mbarrier.try_wait.parity.shared.b64
llvm.func @array_dynamic(%dst: !llvm.ptr<7>, %tmap: !llvm.ptr, %c: i32, %ph: i32, %t: i32, %n: i32, %i: i32) {
  %base = llvm.mlir.addressof @bars : !llvm.ptr<3>
  %any = llvm.getelementptr %base[0, %i] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, !llvm.array<4 x i64>
  %bar = llvm.getelementptr %base[0, 1] : (!llvm.ptr<3>) -> !llvm.ptr<3>, !llvm.array<4 x i64>
  nvvm.mbarrier.arrive.expect_tx %any, %n : !llvm.ptr<3>, i32
  nvvm.cp.async.bulk.tensor.shared.cluster.global %dst, %tmap, %bar, box[%c] : !llvm.ptr<7>, !llvm.ptr
  nvvm.mbarrier.try_wait.parity %bar, %ph, %t : !llvm.ptr<3>, i32, i32
  llvm.return
}

// Pattern 3: the fence right before the MMA, after the shared store and the wait.
// PTX-LABEL: .func fence_last(
// PTX: st.shared.b32
// PTX: mbarrier.try_wait.parity.shared.b64
// PTX: wgmma.fence.sync.aligned;
// PTX: setp.ne.b32 p, 1, 0;
// PTX-NEXT: wgmma.mma_async.sync.aligned.m64n8k16.f32.f16.f16
llvm.func @fence_last(%a: i64, %b: i64, %out: !llvm.ptr<1>, %s: !llvm.ptr<3>, %v: i32, %bar: !llvm.ptr<3>, %ph: i32, %t: i32) {
  %acc = llvm.mlir.zero : !llvm.struct<(f32, f32, f32, f32)>
  llvm.store %v, %s : i32, !llvm.ptr<3>
  nvvm.mbarrier.try_wait.parity %bar, %ph, %t : !llvm.ptr<3>, i32, i32
  nvvm.wgmma.fence.aligned
  %r = nvvm.wgmma.mma_async %a, %b, %acc, #nvvm.shape<m = 64, n = 8, k = 16>, D [<f32>, #nvvm.wgmma_scale_out<one>], A [<f16>, #nvvm.wgmma_scale_in<one>, <row>], B [<f16>, #nvvm.wgmma_scale_in<one>, <col>] : !llvm.struct<(f32, f32, f32, f32)> -> !llvm.struct<(f32, f32, f32, f32)>
  %x = llvm.extractvalue %r[0] : !llvm.struct<(f32, f32, f32, f32)>
  llvm.store %x, %out : f32, !llvm.ptr<1>
  llvm.return
}

// Pattern 3: one fence covers two MMAs with nothing shared in between (a store
// to global memory does not count).
// PTX-LABEL: .func two_after_one(
// PTX: wgmma.fence.sync.aligned;
// PTX-NOT: wgmma.fence
// PTX: wgmma.mma_async.sync.aligned.m64n8k16.f32.f16.f16
// PTX-NOT: wgmma.fence
// PTX: wgmma.mma_async.sync.aligned.m64n8k16.f32.f16.f16
llvm.func @two_after_one(%a: i64, %b: i64, %out: !llvm.ptr<1>, %g: !llvm.ptr<1>, %v: i32) {
  %acc = llvm.mlir.zero : !llvm.struct<(f32, f32, f32, f32)>
  nvvm.wgmma.fence.aligned
  %r0 = nvvm.wgmma.mma_async %a, %b, %acc, #nvvm.shape<m = 64, n = 8, k = 16>, D [<f32>, #nvvm.wgmma_scale_out<one>], A [<f16>, #nvvm.wgmma_scale_in<one>, <row>], B [<f16>, #nvvm.wgmma_scale_in<one>, <col>] : !llvm.struct<(f32, f32, f32, f32)> -> !llvm.struct<(f32, f32, f32, f32)>
  llvm.store %v, %g : i32, !llvm.ptr<1>
  %r = nvvm.wgmma.mma_async %a, %b, %r0, #nvvm.shape<m = 64, n = 8, k = 16>, D [<f32>, #nvvm.wgmma_scale_out<one>], A [<f16>, #nvvm.wgmma_scale_in<one>, <row>], B [<f16>, #nvvm.wgmma_scale_in<one>, <col>] : !llvm.struct<(f32, f32, f32, f32)> -> !llvm.struct<(f32, f32, f32, f32)>
  %x = llvm.extractvalue %r[0] : !llvm.struct<(f32, f32, f32, f32)>
  llvm.store %x, %out : f32, !llvm.ptr<1>
  llvm.return
}

// Pattern 3 in a loop: each iteration waits, then fences, then issues the MMA;
// the back edge carries the wait but the fence follows it.
// PTX-LABEL: .func loop(
// PTX: mbarrier.try_wait.parity.shared.b64
// PTX: wgmma.fence.sync.aligned;
// PTX: setp.ne.b32 p, 1, 0;
// PTX-NEXT: wgmma.mma_async.sync.aligned.m64n8k16.f32.f16.f16
// PTX: wgmma.commit_group.sync.aligned;
llvm.func @loop(%a: i64, %b: i64, %out: !llvm.ptr<1>, %bar: !llvm.ptr<3>, %t: i32, %k: i32) {
  %acc = llvm.mlir.zero : !llvm.struct<(f32, f32, f32, f32)>
  %zero = llvm.mlir.constant(0 : i32) : i32
  %one = llvm.mlir.constant(1 : i32) : i32
  llvm.br ^head(%zero, %acc : i32, !llvm.struct<(f32, f32, f32, f32)>)
^head(%i: i32, %d: !llvm.struct<(f32, f32, f32, f32)>):
  %more = llvm.icmp "slt" %i, %k : i32
  llvm.cond_br %more, ^body, ^exit
^body:
  nvvm.mbarrier.try_wait.parity %bar, %i, %t : !llvm.ptr<3>, i32, i32
  nvvm.wgmma.fence.aligned
  %d2 = nvvm.wgmma.mma_async %a, %b, %d, #nvvm.shape<m = 64, n = 8, k = 16>, D [<f32>, #nvvm.wgmma_scale_out<one>], A [<f16>, #nvvm.wgmma_scale_in<one>, <row>], B [<f16>, #nvvm.wgmma_scale_in<one>, <col>] : !llvm.struct<(f32, f32, f32, f32)> -> !llvm.struct<(f32, f32, f32, f32)>
  nvvm.wgmma.commit.group.sync.aligned
  nvvm.wgmma.wait.group.sync.aligned 0
  %i2 = llvm.add %i, %one : i32
  llvm.br ^head(%i2, %d2 : i32, !llvm.struct<(f32, f32, f32, f32)>)
^exit:
  %x = llvm.extractvalue %d[0] : !llvm.struct<(f32, f32, f32, f32)>
  llvm.store %x, %out : f32, !llvm.ptr<1>
  llvm.return
}

// Pattern 3: an mbarrier wait between the fence and the MMA needs no second
// fence. What the wait makes visible is what the TMA wrote, in the async
// proxy the MMA reads in; wgmma.fence orders register accesses only (PTX ISA,
// "wgmma.fence"), which is how CuTe DSL's persistent Hopper GEMM is written
// (docs/spec-deviations.md).
// PTX-LABEL: .func wait_after_fence(
// PTX: wgmma.fence.sync.aligned;
// PTX: mbarrier.try_wait.parity.shared.b64
// PTX: wgmma.mma_async.sync.aligned.m64n8k16.f32.f16.f16
llvm.func @wait_after_fence(%a: i64, %b: i64, %out: !llvm.ptr<1>, %bar: !llvm.ptr<3>, %ph: i32, %t: i32) {
  %acc = llvm.mlir.zero : !llvm.struct<(f32, f32, f32, f32)>
  nvvm.wgmma.fence.aligned
  nvvm.mbarrier.try_wait.parity %bar, %ph, %t : !llvm.ptr<3>, i32, i32
  %r = nvvm.wgmma.mma_async %a, %b, %acc, #nvvm.shape<m = 64, n = 8, k = 16>, D [<f32>, #nvvm.wgmma_scale_out<one>], A [<f16>, #nvvm.wgmma_scale_in<one>, <row>], B [<f16>, #nvvm.wgmma_scale_in<one>, <col>] : !llvm.struct<(f32, f32, f32, f32)> -> !llvm.struct<(f32, f32, f32, f32)>
  %x = llvm.extractvalue %r[0] : !llvm.struct<(f32, f32, f32, f32)>
  llvm.store %x, %out : f32, !llvm.ptr<1>
  llvm.return
}
