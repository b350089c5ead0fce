// Misused wgmma.mma_async with the tf32, fp8, 8-bit integer and b1 inputs, on
// sm_90a, with MLIR 22's messages where it has them; each chunk is refused by
// mlir-translate-22 too (tests/mlir_conformance.rs). Exit 1, nothing on stdout.
// RUN: %nvvm-lower %s --split-input-file --target sm_90a > %t.out 2> %t.err; test $? -eq 1
// RUN: %count 0 < %t.out
// RUN: %FileCheck %s -DFILE=%s --input-file %t.err

// tf32 and the fp8 types are K-major only: A <row>, B <col> (only f16 and bf16 transpose).
// CHECK: error[wgmma]: given layouts layout_a = col and layout_b = col for input types tf32 and tf32 requires transpose. However, this is only supported for: f16 and bf16
// CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+3]]:3
llvm.func @f(%a: i64, %b: i64, %f: !llvm.struct<(f32, f32, f32, f32)>, %i: !llvm.struct<(i32, i32, i32, i32)>) {
  nvvm.wgmma.fence.aligned
  %r = nvvm.wgmma.mma_async %a, %b, %f, #nvvm.shape<m = 64, n = 8, k = 8>, D [<f32>, #nvvm.wgmma_scale_out<one>], A [<tf32>, #nvvm.wgmma_scale_in<one>, <col>], B [<tf32>, #nvvm.wgmma_scale_in<one>, <col>] : !llvm.struct<(f32, f32, f32, f32)> -> !llvm.struct<(f32, f32, f32, f32)>
  llvm.return
}

// -----

// CHECK: error[wgmma]: given layouts layout_a = row and layout_b = row for input types e5m2 and e4m3 requires transpose. However, this is only supported for: f16 and bf16
// CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+3]]:3
llvm.func @f(%a: i64, %b: i64, %f: !llvm.struct<(f32, f32, f32, f32)>, %i: !llvm.struct<(i32, i32, i32, i32)>) {
  nvvm.wgmma.fence.aligned
  %r = nvvm.wgmma.mma_async %a, %b, %f, #nvvm.shape<m = 64, n = 8, k = 32>, D [<f32>, #nvvm.wgmma_scale_out<one>], A [<e5m2>, #nvvm.wgmma_scale_in<one>, <row>], B [<e4m3>, #nvvm.wgmma_scale_in<one>, <row>] : !llvm.struct<(f32, f32, f32, f32)> -> !llvm.struct<(f32, f32, f32, f32)>
  llvm.return
}

// -----

// The integer forms take no scales.
// CHECK: error[wgmma]: has s32 output, scaleA and scaleB cannot be neg
// CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+3]]:3
llvm.func @f(%a: i64, %b: i64, %f: !llvm.struct<(f32, f32, f32, f32)>, %i: !llvm.struct<(i32, i32, i32, i32)>) {
  nvvm.wgmma.fence.aligned
  %r = nvvm.wgmma.mma_async %a, %b, %i, #nvvm.shape<m = 64, n = 8, k = 32>, D [<s32>, #nvvm.wgmma_scale_out<one>], A [<s8>, #nvvm.wgmma_scale_in<one>, <row>], B [<s8>, #nvvm.wgmma_scale_in<neg>, <col>] : !llvm.struct<(i32, i32, i32, i32)> -> !llvm.struct<(i32, i32, i32, i32)>
  llvm.return
}

// -----

// CHECK: error[wgmma]: has s32 output, scaleA and scaleB cannot be neg
// CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+3]]:3
llvm.func @f(%a: i64, %b: i64, %f: !llvm.struct<(f32, f32, f32, f32)>, %i: !llvm.struct<(i32, i32, i32, i32)>) {
  nvvm.wgmma.fence.aligned
  %r = nvvm.wgmma.mma_async %a, %b, %i, #nvvm.shape<m = 64, n = 8, k = 256>, D [<s32>, #nvvm.wgmma_scale_out<one>], A [<b1>, #nvvm.wgmma_scale_in<neg>, <row>], B [<b1>, #nvvm.wgmma_scale_in<one>, <col>] : !llvm.struct<(i32, i32, i32, i32)> -> !llvm.struct<(i32, i32, i32, i32)>
  llvm.return
}

// -----

// N of the 8-bit and b1 shapes is 8, 16, 24, then a multiple of 16.
// CHECK: error[wgmma]: shape m = 64, n = 40, k = 32 is not a wgmma shape for s8 inputs
// CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+3]]:41
llvm.func @f(%a: i64, %b: i64, %f: !llvm.struct<(f32, f32, f32, f32)>, %i: !llvm.struct<(i32, i32, i32, i32)>) {
  nvvm.wgmma.fence.aligned
  %r = nvvm.wgmma.mma_async %a, %b, %i, #nvvm.shape<m = 64, n = 40, k = 32>, D [<s32>, #nvvm.wgmma_scale_out<one>], A [<s8>, #nvvm.wgmma_scale_in<one>, <row>], B [<s8>, #nvvm.wgmma_scale_in<one>, <col>] : !llvm.struct<(i32, i32, i32, i32)> -> !llvm.struct<(i32, i32, i32, i32)>
  llvm.return
}

// -----

// tf32 has k = 8.
// CHECK: error[wgmma]: shape m = 64, n = 8, k = 16 is not a wgmma shape for tf32 inputs
// CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+3]]:41
llvm.func @f(%a: i64, %b: i64, %f: !llvm.struct<(f32, f32, f32, f32)>, %i: !llvm.struct<(i32, i32, i32, i32)>) {
  nvvm.wgmma.fence.aligned
  %r = nvvm.wgmma.mma_async %a, %b, %f, #nvvm.shape<m = 64, n = 8, k = 16>, D [<f32>, #nvvm.wgmma_scale_out<one>], A [<tf32>, #nvvm.wgmma_scale_in<one>, <row>], B [<tf32>, #nvvm.wgmma_scale_in<one>, <col>] : !llvm.struct<(f32, f32, f32, f32)> -> !llvm.struct<(f32, f32, f32, f32)>
  llvm.return
}

// -----

// No s32 accumulator for 16-bit inputs, no f32 one for 8-bit integers.
// CHECK: error[wgmma]: no wgmma.mma_async lowering for D <f32>, A <s8>, B <s8>
// CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+3]]:3
llvm.func @f(%a: i64, %b: i64, %f: !llvm.struct<(f32, f32, f32, f32)>, %i: !llvm.struct<(i32, i32, i32, i32)>) {
  nvvm.wgmma.fence.aligned
  %r = nvvm.wgmma.mma_async %a, %b, %i, #nvvm.shape<m = 64, n = 8, k = 32>, D [<f32>, #nvvm.wgmma_scale_out<one>], A [<s8>, #nvvm.wgmma_scale_in<one>, <row>], B [<s8>, #nvvm.wgmma_scale_in<one>, <col>] : !llvm.struct<(i32, i32, i32, i32)> -> !llvm.struct<(i32, i32, i32, i32)>
  llvm.return
}
