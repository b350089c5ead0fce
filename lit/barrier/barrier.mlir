// nvvm.barrier0, nvvm.barrier without a reduction (no operands; id; id +
// number_of_threads; number_of_threads alone), nvvm.barrier.arrive and
// nvvm.bar.warp.sync: the LLVM 22 `barrier.cta.*.aligned` intrinsics, bar.sync /
// bar.arrive / bar.warp.sync in the PTX. All of them are legal on every target.
// RUN: %nvvm-lower %s --target sm_80 --emit llvm-ir | %FileCheck %s --check-prefix=LL
// RUN: %nvvm-lower %s --target sm_80 | %FileCheck %s --check-prefixes=PTX,PTX80
// RUN: %nvvm-lower %s --target sm_90 | %FileCheck %s --check-prefixes=PTX,PTX90
// RUN: %nvvm-lower %s --target sm_80 | %ptxas-verify
// RUN: %nvvm-lower %s --target sm_90 | %ptxas-verify
// RUN: %nvvm-lower %s --target sm_90a | %ptxas-verify
// RUN: %nvvm-lower %s --target sm_100a | %ptxas-verify
// RUN: %nvvm-lower %s --target sm_120 | %ptxas-verify

// The ops need only PTX 6.0: the target's own floor is chosen.
// PTX80: .version 7.0
// PTX80-NEXT: .target sm_80
// PTX90: .version 7.8
// PTX90-NEXT: .target sm_90

// LL-LABEL: define void @barrier0()
// LL-NEXT: entry:
// LL-NEXT: call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
// LL-NEXT: ret void
// PTX-LABEL: .func barrier0()
// PTX: bar.sync 0;
// PTX-NEXT: ret;
llvm.func @barrier0() {
  nvvm.barrier0
  llvm.return
}

// No operands: barrier 0, all threads, exactly like barrier0.
// LL-LABEL: define void @barrier_plain()
// LL-NEXT: entry:
// LL-NEXT: call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
// LL-NEXT: ret void
// PTX-LABEL: .func barrier_plain()
// PTX: bar.sync 0;
// PTX-NEXT: ret;
llvm.func @barrier_plain() {
  nvvm.barrier
  llvm.return
}

// LL-LABEL: define void @barrier_id(i32 %id)
// LL-NEXT: entry:
// LL-NEXT: call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 %id)
// LL-NEXT: ret void
// PTX-LABEL: .func barrier_id(
// PTX: ld.param.b32 %r[[ID:[0-9]+]], [barrier_id_param_0];
// PTX-NEXT: bar.sync %r[[ID]];
// PTX-NEXT: ret;
llvm.func @barrier_id(%id: i32) {
  nvvm.barrier id = %id
  llvm.return
}

// LL-LABEL: define void @barrier_id_count(i32 %id, i32 %n)
// LL-NEXT: entry:
// LL-NEXT: call void @llvm.nvvm.barrier.cta.sync.aligned.count(i32 %id, i32 %n)
// LL-NEXT: ret void
// PTX-LABEL: .func barrier_id_count(
// PTX: ld.param.b32 %r[[ID:[0-9]+]], [barrier_id_count_param_0];
// PTX-NEXT: ld.param.b32 %r[[N:[0-9]+]], [barrier_id_count_param_1];
// PTX-NEXT: bar.sync %r[[ID]], %r[[N]];
// PTX-NEXT: ret;
llvm.func @barrier_id_count(%id: i32, %n: i32) {
  nvvm.barrier id = %id number_of_threads = %n
  llvm.return
}

// number_of_threads without an id: barrier 0.
// LL-LABEL: define void @barrier_count(i32 %n)
// LL-NEXT: entry:
// LL-NEXT: call void @llvm.nvvm.barrier.cta.sync.aligned.count(i32 0, i32 %n)
// LL-NEXT: ret void
// PTX-LABEL: .func barrier_count(
// PTX: bar.sync 0, %r{{[0-9]+}};
// PTX-NEXT: ret;
llvm.func @barrier_count(%n: i32) {
  nvvm.barrier number_of_threads = %n
  llvm.return
}

// Constant operands, with the highest legal id (15), become immediates.
// LL-LABEL: define void @barrier_constants()
// LL-NEXT: entry:
// LL-NEXT: call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 15)
// LL-NEXT: call void @llvm.nvvm.barrier.cta.sync.aligned.count(i32 15, i32 64)
// LL-NEXT: call void @llvm.nvvm.barrier.cta.arrive.aligned.count(i32 15, i32 64)
// LL-NEXT: ret void
// PTX-LABEL: .func barrier_constants()
// PTX: bar.sync 15;
// PTX-NEXT: bar.sync 15, 64;
// PTX-NEXT: bar.arrive 15, 64;
// PTX-NEXT: ret;
llvm.func @barrier_constants() {
  %c15 = llvm.mlir.constant(15 : i32) : i32
  %c64 = llvm.mlir.constant(64 : i32) : i32
  nvvm.barrier id = %c15
  nvvm.barrier id = %c15 number_of_threads = %c64
  nvvm.barrier.arrive id = %c15 number_of_threads = %c64
  llvm.return
}

// barrier.arrive: with an id, and without one (barrier 0).
// LL-LABEL: define void @barrier_arrive(i32 %id, i32 %n)
// LL-NEXT: entry:
// LL-NEXT: call void @llvm.nvvm.barrier.cta.arrive.aligned.count(i32 %id, i32 %n)
// LL-NEXT: call void @llvm.nvvm.barrier.cta.arrive.aligned.count(i32 0, i32 %n)
// LL-NEXT: ret void
// PTX-LABEL: .func barrier_arrive(
// PTX: ld.param.b32 %r[[ID:[0-9]+]], [barrier_arrive_param_0];
// PTX-NEXT: ld.param.b32 %r[[N:[0-9]+]], [barrier_arrive_param_1];
// PTX-NEXT: bar.arrive %r[[ID]], %r[[N]];
// PTX-NEXT: bar.arrive 0, %r[[N]];
// PTX-NEXT: ret;
llvm.func @barrier_arrive(%id: i32, %n: i32) {
  nvvm.barrier.arrive id = %id number_of_threads = %n
  nvvm.barrier.arrive number_of_threads = %n
  llvm.return
}

// LL-LABEL: define void @warp_sync(i32 %mask)
// LL-NEXT: entry:
// LL-NEXT: call void @llvm.nvvm.bar.warp.sync(i32 %mask)
// LL-NEXT: ret void
// PTX-LABEL: .func warp_sync(
// PTX: ld.param.b32 %r[[M:[0-9]+]], [warp_sync_param_0];
// PTX-NEXT: bar.warp.sync %r[[M]];
// PTX-NEXT: ret;
llvm.func @warp_sync(%mask: i32) {
  nvvm.bar.warp.sync %mask : i32
  llvm.return
}

// Every barrier call is convergent.
// LL: declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #[[A:[0-9]+]]
// LL: attributes #[[A]] = { convergent
