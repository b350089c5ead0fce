// Named barriers are allocated per kernel and the functions it calls (the
// connected parts of the call graph share the CTA's 16 bar.sync slots): a slot
// handed out in a kernel is never one a callee uses, constant ids and the CTA
// barrier's bar.sync 0 included, and a callee's own named barriers get other
// slots than its caller's. Unrelated kernels reuse the same slots.
// RUN: %nvvm-lower %s --target sm_90a | %FileCheck %s
// RUN: %nvvm-lower %s --target sm_90a | %ptxas-verify

// @with_callee's callee executes bar.sync 0 and allocates one named barrier;
// @with_callee itself allocates one: slots 1 (caller, in order of the
// functions) and 2 (callee), never 0.
// CHECK-LABEL: .entry with_callee(
// CHECK: bar.sync 1, 64;
// CHECK-LABEL: .func uses_cta_barrier()
// CHECK: bar.sync 0;
// CHECK-NEXT: bar.sync 2, 64;
llvm.func @with_callee() attributes {nvvm.kernel} {
  %c64 = llvm.mlir.constant(64 : i32) : i32
  %b = nvsync.named_barrier.alloc %c64 : !nvsync.named_barrier
  nvsync.named_barrier.sync %b
  llvm.call @uses_cta_barrier() : () -> ()
  llvm.return
}
llvm.func @uses_cta_barrier() {
  nvvm.barrier0
  %c64 = llvm.mlir.constant(64 : i32) : i32
  %b = nvsync.named_barrier.alloc %c64 : !nvsync.named_barrier
  nvsync.named_barrier.sync %b
  llvm.return
}

// A callee that names slot 3 itself: the caller's two barriers take 1 and 2,
// then 4 (0 is the callee's default-id barrier).
// CHECK-LABEL: .entry around_constant_ids(
// CHECK: bar.sync 1, 32;
// CHECK-NEXT: bar.sync 2, 32;
// CHECK-NEXT: bar.sync 4, 32;
llvm.func @around_constant_ids() attributes {nvvm.kernel} {
  %c32 = llvm.mlir.constant(32 : i32) : i32
  %a = nvsync.named_barrier.alloc %c32 : !nvsync.named_barrier
  %b = nvsync.named_barrier.alloc %c32 : !nvsync.named_barrier
  %c = nvsync.named_barrier.alloc %c32 : !nvsync.named_barrier
  nvsync.named_barrier.sync %a
  nvsync.named_barrier.sync %b
  nvsync.named_barrier.sync %c
  llvm.call @names_slot3() : () -> ()
  llvm.return
}
llvm.func @names_slot3() {
  %c3 = llvm.mlir.constant(3 : i32) : i32
  %c64 = llvm.mlir.constant(64 : i32) : i32
  nvvm.barrier id = %c3 number_of_threads = %c64
  nvvm.barrier0
  llvm.return
}

// A kernel that calls nothing and shares nothing: slot 0 is free for it.
// CHECK-LABEL: .entry alone(
// CHECK: bar.sync 0, 32;
llvm.func @alone() attributes {nvvm.kernel} {
  %c32 = llvm.mlir.constant(32 : i32) : i32
  %a = nvsync.named_barrier.alloc %c32 : !nvsync.named_barrier
  nvsync.named_barrier.sync %a
  llvm.return
}
