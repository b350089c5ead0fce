// nvsync.barrier_sync / nvsync.barrier_arrive: the non-aligned barrier.sync and
// barrier.arrive on any of the 16 named barriers, as clang's
// __nvvm_barrier_sync(id) and __nvvm_barrier_sync_cnt(id, n) write them
// (llvm.nvvm.barrier.cta.sync.all / .count, barrier.cta.arrive.count).
// RUN: %nvvm-lower %s --target sm_80 | %FileCheck %s
// RUN: %nvvm-lower %s --target sm_80 | %ptxas-verify
// RUN: %nvvm-lower %s --target sm_90a | %ptxas-verify
// RUN: %nvvm-lower %s --target sm_80 --emit llvm-ir | %FileCheck %s --check-prefix=LL
// The same module as LLVM IR is judged by check as the ops it calls.
// RUN: %nvvm-lower %s --target sm_80 --emit llvm-ir | %nvvm-lower check - --target sm_80 | %FileCheck %s --check-prefix=CHECK-LL

// CHECK: barrier.sync 3;
// CHECK: barrier.sync 3, 64;
// CHECK: barrier.arrive 15, 128;
// LL: call void @llvm.nvvm.barrier.cta.sync.all(i32 3)
// LL: call void @llvm.nvvm.barrier.cta.sync.count(i32 3, i32 64)
// LL: call void @llvm.nvvm.barrier.cta.arrive.count(i32 15, i32 128)
// CHECK-LL: passes for sm_80 at PTX ISA 7.0
llvm.func @k() attributes {nvvm.kernel} {
  %id = llvm.mlir.constant(3 : i32) : i32
  %n = llvm.mlir.constant(64 : i32) : i32
  %last = llvm.mlir.constant(15 : i32) : i32
  %m = llvm.mlir.constant(128 : i32) : i32
  nvsync.barrier_sync id = %id
  nvsync.barrier_sync id = %id number_of_threads = %n
  nvsync.barrier_arrive id = %last number_of_threads = %m
  llvm.return
}
