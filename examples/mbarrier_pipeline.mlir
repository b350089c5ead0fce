// A two-stage producer/consumer pipeline on shared-memory mbarriers (sm_90+).
//
// Thread 0 initialises a "full" and an "empty" barrier per stage, publishes the
// initialisation with bar.sync, then every iteration:
//   producer (thread 0): wait until the stage is empty, write the value, arrive
//                         announcing its bytes (arrive.expect_tx: the release
//                         that publishes the write), complete_tx;
//   consumers (all):      wait until the stage is full (try_wait.parity loop),
//                         read, arrive on the empty barrier.
// The phase of stage s at iteration i is (i / 2) & 1 (spec 002 "Phase Parity").
//
//   scripts/nvvm-lower examples/mbarrier_pipeline.mlir --target sm_90a --emit ptx

module {
  llvm.mlir.global internal @full() {addr_space = 3 : i32, alignment = 8 : i64} : !llvm.array<2 x i64>
  llvm.mlir.global internal @empty() {addr_space = 3 : i32, alignment = 8 : i64} : !llvm.array<2 x i64>
  llvm.mlir.global internal @stage() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<2 x i32>

  llvm.func @pipeline(%out: !llvm.ptr<1>, %iters: i32) attributes {nvvm.kernel, nvvm.maxntid = array<i32: 128, 1, 1>} {
    %c0 = llvm.mlir.constant(0 : i32) : i32
    %c1 = llvm.mlir.constant(1 : i32) : i32
    %c2 = llvm.mlir.constant(2 : i32) : i32
    %c4 = llvm.mlir.constant(4 : i32) : i32
    %ticks = llvm.mlir.constant(1000000 : i32) : i32
    %full = llvm.mlir.addressof @full : !llvm.ptr<3>
    %empty = llvm.mlir.addressof @empty : !llvm.ptr<3>
    %stage = llvm.mlir.addressof @stage : !llvm.ptr<3>
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %nthreads = nvvm.read.ptx.sreg.ntid.x : i32
    %is_producer = llvm.icmp "eq" %tid, %c0 : i32
    llvm.cond_br %is_producer, ^init, ^ready

  ^init:
    %f0 = llvm.getelementptr %full[0, 0] : (!llvm.ptr<3>) -> !llvm.ptr<3>, !llvm.array<2 x i64>
    %f1 = llvm.getelementptr %full[0, 1] : (!llvm.ptr<3>) -> !llvm.ptr<3>, !llvm.array<2 x i64>
    %e0 = llvm.getelementptr %empty[0, 0] : (!llvm.ptr<3>) -> !llvm.ptr<3>, !llvm.array<2 x i64>
    %e1 = llvm.getelementptr %empty[0, 1] : (!llvm.ptr<3>) -> !llvm.ptr<3>, !llvm.array<2 x i64>
    nvvm.mbarrier.init %f0, %c1 : !llvm.ptr<3>, i32
    nvvm.mbarrier.init %f1, %c1 : !llvm.ptr<3>, i32
    nvvm.mbarrier.init %e0, %nthreads : !llvm.ptr<3>, i32
    nvvm.mbarrier.init %e1, %nthreads : !llvm.ptr<3>, i32
    llvm.br ^ready

  ^ready:
    // Every thread must see the initialised barriers before touching them.
    nvvm.barrier0
    llvm.br ^loop(%c0 : i32)

  ^loop(%i: i32):
    %more = llvm.icmp "ult" %i, %iters : i32
    llvm.cond_br %more, ^body, ^exit

  ^body:
    %s = llvm.urem %i, %c2 : i32
    %round = llvm.udiv %i, %c2 : i32
    %phase = llvm.and %round, %c1 : i32
    %fs = llvm.getelementptr %full[0, %s] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, !llvm.array<2 x i64>
    %es = llvm.getelementptr %empty[0, %s] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, !llvm.array<2 x i64>
    %slot = llvm.getelementptr %stage[0, %s] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, !llvm.array<2 x i32>
    llvm.cond_br %is_producer, ^produce, ^consume

  ^produce:
    // The empty barrier of this stage completed its previous phase ("next-empty"
    // parity); the very first round finds it free.
    %first = llvm.icmp "ult" %i, %c2 : i32
    llvm.cond_br %first, ^fill, ^wait_empty
  ^wait_empty:
    %empty_phase = llvm.xor %phase, %c1 : i32
    nvvm.mbarrier.try_wait.parity %es, %empty_phase, %ticks : !llvm.ptr<3>, i32, i32
    llvm.br ^fill
  ^fill:
    // Write, then arrive: the arrive is the release that publishes the write
    // (complete_tx is relaxed and orders nothing).
    llvm.store %i, %slot : i32, !llvm.ptr<3>
    %tok = nvvm.mbarrier.arrive.expect_tx %fs, %c4 : !llvm.ptr<3>, i32 -> i64
    nvvm.mbarrier.complete_tx %fs, %c4 : !llvm.ptr<3>, i32
    llvm.br ^consume

  ^consume:
    nvvm.mbarrier.try_wait.parity %fs, %phase, %ticks : !llvm.ptr<3>, i32, i32
    %v = llvm.load %slot : !llvm.ptr<3> -> i32
    %dst = llvm.getelementptr %out[%tid] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    llvm.store %v, %dst : i32, !llvm.ptr<1>
    %done = nvvm.mbarrier.arrive %es : !llvm.ptr<3> -> i64
    %next = llvm.add %i, %c1 : i32
    llvm.br ^loop(%next : i32)

  ^exit:
    llvm.return
  }
}
