// nvsync.named_barrier.{alloc,sync,arrive} (spec 002, NamedBarrier Is a
// Different Thing): alloc hands out the lowest bar.sync slot the function does
// not otherwise use; slot 0 is taken by bar.sync 0 (nvvm.barrier0,
// nvsync.cta_barrier, nvsync.cluster_barrier) and by constant nvvm.barrier ids.
// sync -> bar.sync slot, count; arrive -> bar.arrive slot, count.
// RUN: %nvvm-lower %s --target sm_90 --emit llvm-ir | %FileCheck %s --check-prefix=LL
// RUN: %nvvm-lower %s --target sm_80 | %FileCheck %s --check-prefix=PTX
// RUN: %nvvm-lower %s --target sm_90 | %FileCheck %s --check-prefix=PTX
// RUN: %nvvm-lower %s --target sm_80 | %ptxas-verify
// RUN: %nvvm-lower %s --target sm_90 | %ptxas-verify
// RUN: %nvvm-lower %s --target sm_90a | %ptxas-verify
// RUN: %nvvm-lower %s --target sm_100a | %ptxas-verify
// No diagnostics at all (the run-time id warning is in named_barrier_runtime_id.mlir).
// RUN: %nvvm-lower %s --target sm_90 2>&1 >/dev/null | %count 0

// ---- No other barrier: slots 0 and 1, in allocation order.
// LL-LABEL: define void @alone()
// LL-NEXT: entry:
// LL-NEXT: call void @llvm.nvvm.barrier.cta.sync.aligned.count(i32 0, i32 128)
// LL-NEXT: call void @llvm.nvvm.barrier.cta.arrive.aligned.count(i32 1, i32 64)
// LL-NEXT: call void @llvm.nvvm.barrier.cta.arrive.aligned.count(i32 0, i32 128)
// LL-NEXT: call void @llvm.nvvm.barrier.cta.sync.aligned.count(i32 1, i32 64)
// LL-NEXT: ret void
// PTX-LABEL: .func alone()
// PTX-NOT: {{bar\.|barrier\.sync}}
// PTX: bar.sync 0, 128;
// PTX-NEXT: bar.arrive 1, 64;
// PTX-NEXT: bar.arrive 0, 128;
// PTX-NEXT: bar.sync 1, 64;
// PTX-NEXT: ret;
llvm.func @alone() {
  %c128 = llvm.mlir.constant(128 : i32) : i32
  %c64 = llvm.mlir.constant(64 : i32) : i32
  %nb = nvsync.named_barrier.alloc %c128 : !nvsync.named_barrier
  %nb2 = nvsync.named_barrier.alloc %c64 : !nvsync.named_barrier
  nvsync.named_barrier.sync %nb
  nvsync.named_barrier.arrive %nb2
  nvsync.named_barrier.arrive %nb
  nvsync.named_barrier.sync %nb2
  llvm.return
}

// ---- nvvm.barrier0 anywhere in the function (even after the alloc) takes slot 0.
// LL-LABEL: define void @with_barrier0()
// LL-NEXT: entry:
// LL-NEXT: call void @llvm.nvvm.barrier.cta.sync.aligned.count(i32 1, i32 128)
// LL-NEXT: call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
// LL-NEXT: call void @llvm.nvvm.barrier.cta.arrive.aligned.count(i32 1, i32 128)
// LL-NEXT: ret void
// PTX-LABEL: .func with_barrier0()
// PTX-NOT: {{bar\.|barrier\.sync}}
// PTX: bar.sync 1, 128;
// PTX-NEXT: bar.sync 0;
// PTX-NEXT: bar.arrive 1, 128;
// PTX-NEXT: ret;
llvm.func @with_barrier0() {
  %c128 = llvm.mlir.constant(128 : i32) : i32
  %nb = nvsync.named_barrier.alloc %c128 : !nvsync.named_barrier
  nvsync.named_barrier.sync %nb
  nvvm.barrier0
  nvsync.named_barrier.arrive %nb
  llvm.return
}

// ---- nvsync.cta_barrier takes slot 0.
// LL-LABEL: define void @with_cta_barrier()
// LL-NEXT: entry:
// LL-NEXT: call void @llvm.nvvm.barrier.cta.sync.all(i32 0)
// LL-NEXT: call void @llvm.nvvm.barrier.cta.sync.aligned.count(i32 1, i32 128)
// LL-NEXT: ret void
// PTX-LABEL: .func with_cta_barrier()
// PTX-NOT: {{bar\.|barrier\.sync}}
// PTX: barrier.sync 0;
// PTX-NEXT: bar.sync 1, 128;
// PTX-NEXT: ret;
llvm.func @with_cta_barrier() {
  %c128 = llvm.mlir.constant(128 : i32) : i32
  %nb = nvsync.named_barrier.alloc %c128 : !nvsync.named_barrier
  nvsync.cta_barrier
  nvsync.named_barrier.sync %nb
  llvm.return
}

// ---- nvsync.cluster_barrier (bar.sync 0 for scope cta) takes slot 0.
// LL-LABEL: define void @with_cluster_barrier()
// LL-NEXT: entry:
// LL-NEXT: call void @llvm.nvvm.barrier.cta.sync.aligned.count(i32 1, i32 128)
// LL-NEXT: call void @llvm.nvvm.fence.mbarrier_init.release.cluster()
// LL-NEXT: call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
// LL-NEXT: ret void
// PTX-LABEL: .func with_cluster_barrier()
// PTX-NOT: {{bar\.|barrier\.sync}}
// PTX: bar.sync 1, 128;
// PTX-NOT: {{bar\.|barrier\.sync}}
// PTX: bar.sync 0;
// PTX-NEXT: ret;
llvm.func @with_cluster_barrier() {
  %c128 = llvm.mlir.constant(128 : i32) : i32
  %nb = nvsync.named_barrier.alloc %c128 : !nvsync.named_barrier
  nvsync.named_barrier.sync %nb
  nvsync.cluster_barrier {scope = #nvsync.barrier_scope<cta>}
  llvm.return
}

// ---- Constant nvvm.barrier ids 0 and 2 are taken: the allocs get 1, then 3.
// LL-LABEL: define void @const_ids()
// LL-NEXT: entry:
// LL-NEXT: call void @llvm.nvvm.barrier.cta.sync.aligned.count(i32 0, i32 128)
// LL-NEXT: call void @llvm.nvvm.barrier.cta.sync.aligned.count(i32 2, i32 128)
// LL-NEXT: call void @llvm.nvvm.barrier.cta.sync.aligned.count(i32 1, i32 128)
// LL-NEXT: call void @llvm.nvvm.barrier.cta.arrive.aligned.count(i32 3, i32 32)
// LL-NEXT: ret void
// PTX-LABEL: .func const_ids()
// PTX-NOT: {{bar\.|barrier\.sync}}
// PTX: bar.sync 0, 128;
// PTX-NEXT: bar.sync 2, 128;
// PTX-NEXT: bar.sync 1, 128;
// PTX-NEXT: bar.arrive 3, 32;
// PTX-NEXT: ret;
llvm.func @const_ids() {
  %c0 = llvm.mlir.constant(0 : i32) : i32
  %c2 = llvm.mlir.constant(2 : i32) : i32
  %c128 = llvm.mlir.constant(128 : i32) : i32
  %c32 = llvm.mlir.constant(32 : i32) : i32
  nvvm.barrier id = %c0 number_of_threads = %c128
  nvvm.barrier id = %c2 number_of_threads = %c128
  %a = nvsync.named_barrier.alloc %c128 : !nvsync.named_barrier
  %b = nvsync.named_barrier.alloc %c32 : !nvsync.named_barrier
  nvsync.named_barrier.sync %a
  nvsync.named_barrier.arrive %b
  llvm.return
}

// ---- A constant id 1 leaves slot 0 free.
// LL-LABEL: define void @const_id_1()
// LL-NEXT: entry:
// LL-NEXT: call void @llvm.nvvm.barrier.cta.sync.aligned.count(i32 1, i32 128)
// LL-NEXT: call void @llvm.nvvm.barrier.cta.sync.aligned.count(i32 0, i32 1024)
// LL-NEXT: ret void
// PTX-LABEL: .func const_id_1()
// PTX-NOT: {{bar\.|barrier\.sync}}
// PTX: bar.sync 1, 128;
// PTX-NEXT: bar.sync 0, 1024;
// PTX-NEXT: ret;
llvm.func @const_id_1() {
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %c128 = llvm.mlir.constant(128 : i32) : i32
  %c1024 = llvm.mlir.constant(1024 : i32) : i32
  nvvm.barrier id = %c1 number_of_threads = %c128
  %nb = nvsync.named_barrier.alloc %c1024 : !nvsync.named_barrier
  nvsync.named_barrier.sync %nb
  llvm.return
}

// ---- Slots are per function: a fresh function starts again at slot 0... and
// 15 allocs after barrier0 fill slots 1..15 exactly (no error).
// LL-LABEL: define void @fifteen_plus_barrier0()
// LL-NEXT: entry:
// LL-NEXT: call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
// LL-NEXT: call void @llvm.nvvm.barrier.cta.sync.aligned.count(i32 1, i32 32)
// LL-NEXT: call void @llvm.nvvm.barrier.cta.sync.aligned.count(i32 15, i32 32)
// LL-NEXT: ret void
// PTX-LABEL: .func fifteen_plus_barrier0()
// PTX: bar.sync 0;
// PTX-NEXT: bar.sync 1, 32;
// PTX-NEXT: bar.sync 15, 32;
// PTX-NEXT: ret;
llvm.func @fifteen_plus_barrier0() {
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
  nvsync.named_barrier.sync %nb1
  nvsync.named_barrier.sync %nb15
  llvm.return
}
