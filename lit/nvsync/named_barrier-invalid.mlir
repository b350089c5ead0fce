// Misused named barriers (spec 002): each chunk is diagnosed at its own
// location, exit status 1, nothing on stdout.
// RUN: %nvvm-lower %s --split-input-file --target sm_90 > %t.out 2> %t.err; test $? -eq 1
// RUN: %count 0 < %t.out
// RUN: %FileCheck %s -DFILE=%s --input-file %t.err

// A 17th named barrier: only 16 bar.sync slots exist.
llvm.func @seventeen() {
  %c32 = llvm.mlir.constant(32 : i32) : i32
  %nb1 = nvsync.named_barrier.alloc %c32 : !nvsync.named_barrier
  %nb2 = nvsync.named_barrier.alloc %c32 : !nvsync.named_barrier
  %nb3 = nvsync.named_barrier.alloc %c32 : !nvsync.named_barrier
  %nb4 = nvsync.named_barrier.alloc %c32 : !nvsync.named_barrier
  %nb5 = nvsync.named_barrier.alloc %c32 : !nvsync.named_barrier
  %nb6 = nvsync.named_barrier.alloc %c32 : !nvsync.named_barrier
  %nb7 = nvsync.named_barrier.alloc %c32 : !nvsync.named_barrier
  %nb8 = nvsync.named_barrier.alloc %c32 : !nvsync.named_barrier
  %nb9 = nvsync.named_barrier.alloc %c32 : !nvsync.named_barrier
  %nb10 = nvsync.named_barrier.alloc %c32 : !nvsync.named_barrier
  %nb11 = nvsync.named_barrier.alloc %c32 : !nvsync.named_barrier
  %nb12 = nvsync.named_barrier.alloc %c32 : !nvsync.named_barrier
  %nb13 = nvsync.named_barrier.alloc %c32 : !nvsync.named_barrier
  %nb14 = nvsync.named_barrier.alloc %c32 : !nvsync.named_barrier
  %nb15 = nvsync.named_barrier.alloc %c32 : !nvsync.named_barrier
  %nb16 = nvsync.named_barrier.alloc %c32 : !nvsync.named_barrier
  // CHECK: error[named-barrier]: no named-barrier slot left: all 16 bar.sync slots of this function and the functions it shares a kernel with are in use
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+2]]:3
  // CHECK: = slot 0 is taken by bar.sync 0 (nvvm.barrier0, cluster and CTA barriers); reuse a barrier for disjoint lifetimes
  %nb17 = nvsync.named_barrier.alloc %c32 : !nvsync.named_barrier
  llvm.return
}

// -----
// 16 allocs next to nvvm.barrier0: the 16th is the 17th barrier.
llvm.func @sixteen_plus_barrier0() {
  %c32 = llvm.mlir.constant(32 : i32) : i32
  nvvm.barrier0
  %nb1 = nvsync.named_barrier.alloc %c32 : !nvsync.named_barrier
  %nb2 = nvsync.named_barrier.alloc %c32 : !nvsync.named_barrier
  %nb3 = nvsync.named_barrier.alloc %c32 : !nvsync.named_barrier
  %nb4 = nvsync.named_barrier.alloc %c32 : !nvsync.named_barrier
  %nb5 = nvsync.named_barrier.alloc %c32 : !nvsync.named_barrier
  %nb6 = nvsync.named_barrier.alloc %c32 : !nvsync.named_barrier
  %nb7 = nvsync.named_barrier.alloc %c32 : !nvsync.named_barrier
  %nb8 = nvsync.named_barrier.alloc %c32 : !nvsync.named_barrier
  %nb9 = nvsync.named_barrier.alloc %c32 : !nvsync.named_barrier
  %nb10 = nvsync.named_barrier.alloc %c32 : !nvsync.named_barrier
  %nb11 = nvsync.named_barrier.alloc %c32 : !nvsync.named_barrier
  %nb12 = nvsync.named_barrier.alloc %c32 : !nvsync.named_barrier
  %nb13 = nvsync.named_barrier.alloc %c32 : !nvsync.named_barrier
  %nb14 = nvsync.named_barrier.alloc %c32 : !nvsync.named_barrier
  %nb15 = nvsync.named_barrier.alloc %c32 : !nvsync.named_barrier
  // CHECK: error[named-barrier]: no named-barrier slot left: all 16 bar.sync slots of this function and the functions it shares a kernel with are in use
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:3
  %nb16 = nvsync.named_barrier.alloc %c32 : !nvsync.named_barrier
  llvm.return
}

// -----
// The participant count is a multiple of 32 in [32, 1024].
llvm.func @counts() {
  %c33 = llvm.mlir.constant(33 : i32) : i32
  %c0 = llvm.mlir.constant(0 : i32) : i32
  %c1056 = llvm.mlir.constant(1056 : i32) : i32
  // CHECK: error[range]: count 33 is not a multiple of 32
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+2]]:35
  // CHECK: = barrier thread counts are whole warps (ptxas: "must be in multiple of warp size")
  %a = nvsync.named_barrier.alloc %c33 : !nvsync.named_barrier
  // CHECK: error[range]: count 0 is out of range [32, 1024]
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:35
  %b = nvsync.named_barrier.alloc %c0 : !nvsync.named_barrier
  // CHECK: error[range]: count 1056 is out of range [32, 1024]
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:35
  %c = nvsync.named_barrier.alloc %c1056 : !nvsync.named_barrier
  llvm.return
}

// -----
// A named barrier is not an mbarrier: no parity wait on it.
llvm.func @parity_wait(%p: i32, %t: i32) {
  %c128 = llvm.mlir.constant(128 : i32) : i32
  %nb = nvsync.named_barrier.alloc %c128 : !nvsync.named_barrier
  // CHECK: error[type]: operand #0 of 'nvvm.mbarrier.try_wait.parity' must be mbarrier barrier type, but got !nvsync.named_barrier
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:33
  nvvm.mbarrier.try_wait.parity %nb, %p, %t : !nvsync.named_barrier, i32, i32
  llvm.return
}

// -----
// ... and an mbarrier is not a named barrier.
llvm.func @mbarrier_as_named(%mbar: !llvm.ptr<3>) {
  // CHECK: error[type]: operand #0 of 'nvsync.named_barrier.sync' must be named barrier type, but got !llvm.ptr<3>
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:29
  nvsync.named_barrier.sync %mbar
  // CHECK: error[type]: operand #0 of 'nvsync.named_barrier.arrive' must be named barrier type, but got !llvm.ptr<3>
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:31
  nvsync.named_barrier.arrive %mbar
  llvm.return
}

// -----
// A named barrier cannot be a block argument.
llvm.func @block_arg() {
  %c128 = llvm.mlir.constant(128 : i32) : i32
  %nb = nvsync.named_barrier.alloc %c128 : !nvsync.named_barrier
  // CHECK: error[type]: a named barrier cannot be passed, returned or stored
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+4]]:16
  // CHECK: = allocate it with nvsync.named_barrier.alloc in the function that uses it
  // CHECK: error[type]: a named barrier cannot be passed, returned or stored
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+2]]:6
  llvm.br ^bb1(%nb : !nvsync.named_barrier)
^bb1(%x: !nvsync.named_barrier):
  nvsync.named_barrier.sync %x
  llvm.return
}
// CHECK-NOT: {{error|warning}}
