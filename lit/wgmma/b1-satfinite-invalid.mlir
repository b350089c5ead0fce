// `<satfinite>` on the b1 wgmma: MLIR 22 accepts it and writes
// `...s32.b1.b1.satfinite`, which ptxas refuses ("Illegal modifier
// '.satfinite' for instruction 'wgmma.mma_async with boolean type'", and its
// `.and.popc` is missing too); nvvm-lower refuses it at the op.
// RUN: %not %nvvm-lower %s --target sm_90a 2>&1 | %FileCheck %s -DFILE=%s
// CHECK: error[wgmma]: `satfinite` is not a modifier of the b1 wgmma.mma_async (ptxas refuses it)
// CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+3]]:3
llvm.func @b1_satfinite(%a: i64, %b: i64, %i: !llvm.struct<(i32, i32, i32, i32)>) {
  nvvm.wgmma.fence.aligned
  %r = nvvm.wgmma.mma_async %a, %b, %i, #nvvm.shape<m = 64, n = 8, k = 256>, D [<s32>, #nvvm.wgmma_scale_out<one>, <satfinite>], A [<b1>, #nvvm.wgmma_scale_in<one>, <row>], B [<b1>, #nvvm.wgmma_scale_in<one>, <col>] : !llvm.struct<(i32, i32, i32, i32)> -> !llvm.struct<(i32, i32, i32, i32)>
  llvm.return
}
