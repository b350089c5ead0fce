// nvsync.named_barrier.alloc skips the ids the function's own inline PTX
// uses: here bar.sync 0 (nvvm.barrier0) and the inline `bar.sync 1, 64`
// leave slot 2 as the lowest free one.
// RUN: %nvvm-lower %s --target sm_90 --emit llvm-ir | %FileCheck %s
// RUN: %nvvm-lower %s --target sm_90 | %ptxas-verify

// CHECK-LABEL: define void @own_ptx()
// CHECK: call void asm sideeffect "bar.sync 1, 64;"
// CHECK: call void @llvm.nvvm.barrier.cta.sync.aligned.count(i32 2, i32 128)
llvm.func @own_ptx() {
  nvvm.barrier0
  nvvm.inline_ptx "bar.sync 1, 64;"
  %c128 = llvm.mlir.constant(128 : i32) : i32
  %nb = nvsync.named_barrier.alloc %c128 : !nvsync.named_barrier
  nvsync.named_barrier.sync %nb
  llvm.return
}
