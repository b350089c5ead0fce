// Misused nvvm.wgmma.mma_async / wgmma.wait.group on sm_90a: type combinations
// and shapes without a lowering, accumulator structs that do not fit the shape,
// non-i64 descriptors, unknown scales and layouts, the s32-only overflow mode,
// a wait without its count. Each chunk is diagnosed at its own location; exit
// status 1, nothing on stdout.
// RUN: %nvvm-lower %s --split-input-file --target sm_90a > %t.out 2> %t.err; test $? -eq 1
// RUN: %count 0 < %t.out
// RUN: %FileCheck %s -DFILE=%s --input-file %t.err

// A and B must be the same type.
// CHECK: error[wgmma]: no wgmma.mma_async lowering for D <f32>, A <f16>, B <bf16>
// CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+4]]:3
// CHECK: = MLIR 22: 'f32 += f16 * bf16, it is not supported.'
// CHECK: = nvvm-lower lowers D <f32> with A/B <f16>/<f16>; D <f32> with A/B <bf16>/<bf16>; D <f16> with A/B <f16>/<f16>; D <f32> with A/B <tf32>/<tf32>; {{.*}} D <s32> with A/B <b1>/<b1>
llvm.func @mixed_inputs(%a: i64, %b: i64, %acc: !llvm.struct<(f32, f32, f32, f32)>) -> !llvm.struct<(f32, f32, f32, f32)> {
  %r = nvvm.wgmma.mma_async %a, %b, %acc, #nvvm.shape<m = 64, n = 8, k = 16>, D [<f32>, #nvvm.wgmma_scale_out<one>], A [<f16>, #nvvm.wgmma_scale_in<one>, <row>], B [<bf16>, #nvvm.wgmma_scale_in<one>, <col>] : !llvm.struct<(f32, f32, f32, f32)> -> !llvm.struct<(f32, f32, f32, f32)>
  llvm.return %r : !llvm.struct<(f32, f32, f32, f32)>
}

// -----

// D <f16> exists only for f16 inputs.
// CHECK: error[wgmma]: no wgmma.mma_async lowering for D <f16>, A <bf16>, B <bf16>
// CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+2]]:3
llvm.func @f16_acc_bf16(%a: i64, %b: i64, %acc: !llvm.struct<(i32, i32)>) -> !llvm.struct<(i32, i32)> {
  %r = nvvm.wgmma.mma_async %a, %b, %acc, #nvvm.shape<m = 64, n = 8, k = 16>, D [<f16>, #nvvm.wgmma_scale_out<one>], A [<bf16>, #nvvm.wgmma_scale_in<one>, <row>], B [<bf16>, #nvvm.wgmma_scale_in<one>, <col>] : !llvm.struct<(i32, i32)> -> !llvm.struct<(i32, i32)>
  llvm.return %r : !llvm.struct<(i32, i32)>
}

// -----

// m is always 64, k is 16 for 16-bit inputs, n a multiple of 8 up to 256;
// the shape attribute is pointed at.
// CHECK: error[wgmma]: shape m = 128, n = 8, k = 16 is not a wgmma shape for f16 inputs
// CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+9]]:43
// CHECK: = m = 64, k = 16, n = 8 to 256 in steps of 8
// CHECK: error[wgmma]: shape m = 64, n = 12, k = 16 is not a wgmma shape for f16 inputs
// CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+7]]:44
// CHECK: error[wgmma]: shape m = 64, n = 8, k = 32 is not a wgmma shape for f16 inputs
// CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+6]]:44
// CHECK: error[wgmma]: shape m = 64, n = 264, k = 16 is not a wgmma shape for bf16 inputs
// CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+5]]:44
llvm.func @shapes(%a: i64, %b: i64, %acc: !llvm.struct<(f32, f32, f32, f32)>) -> !llvm.struct<(f32, f32, f32, f32)> {
  %r = nvvm.wgmma.mma_async %a, %b, %acc, #nvvm.shape<m = 128, n = 8, k = 16>, D [<f32>, #nvvm.wgmma_scale_out<one>], A [<f16>, #nvvm.wgmma_scale_in<one>, <row>], B [<f16>, #nvvm.wgmma_scale_in<one>, <col>] : !llvm.struct<(f32, f32, f32, f32)> -> !llvm.struct<(f32, f32, f32, f32)>
  %r2 = nvvm.wgmma.mma_async %a, %b, %acc, #nvvm.shape<m = 64, n = 12, k = 16>, D [<f32>, #nvvm.wgmma_scale_out<one>], A [<f16>, #nvvm.wgmma_scale_in<one>, <row>], B [<f16>, #nvvm.wgmma_scale_in<one>, <col>] : !llvm.struct<(f32, f32, f32, f32)> -> !llvm.struct<(f32, f32, f32, f32)>
  %r3 = nvvm.wgmma.mma_async %a, %b, %acc, #nvvm.shape<m = 64, n = 8, k = 32>, D [<f32>, #nvvm.wgmma_scale_out<one>], A [<f16>, #nvvm.wgmma_scale_in<one>, <row>], B [<f16>, #nvvm.wgmma_scale_in<one>, <col>] : !llvm.struct<(f32, f32, f32, f32)> -> !llvm.struct<(f32, f32, f32, f32)>
  %r4 = nvvm.wgmma.mma_async %a, %b, %acc, #nvvm.shape<m = 64, n = 264, k = 16>, D [<f32>, #nvvm.wgmma_scale_out<one>], A [<bf16>, #nvvm.wgmma_scale_in<one>, <row>], B [<bf16>, #nvvm.wgmma_scale_in<one>, <col>] : !llvm.struct<(f32, f32, f32, f32)> -> !llvm.struct<(f32, f32, f32, f32)>
  llvm.return %r : !llvm.struct<(f32, f32, f32, f32)>
}

// -----

// m64n8 with D <f32> needs 4 f32 members: too few, wrong element type, and the
// f16-style i32 struct; the type after the colon is pointed at.
// CHECK: error[type]: the accumulator of a m64n8k16 wgmma with D <f32> has type !llvm.struct<(f32, f32, f32, f32)>
// CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+3]]:209
// CHECK: = got !llvm.struct<(f32, f32)>
llvm.func @acc_short(%a: i64, %b: i64, %acc: !llvm.struct<(f32, f32)>) -> !llvm.struct<(f32, f32)> {
  %r = nvvm.wgmma.mma_async %a, %b, %acc, #nvvm.shape<m = 64, n = 8, k = 16>, D [<f32>, #nvvm.wgmma_scale_out<one>], A [<f16>, #nvvm.wgmma_scale_in<one>, <row>], B [<f16>, #nvvm.wgmma_scale_in<one>, <col>] : !llvm.struct<(f32, f32)> -> !llvm.struct<(f32, f32)>
  llvm.return %r : !llvm.struct<(f32, f32)>
}

// -----

// CHECK: error[type]: the accumulator of a m64n8k16 wgmma with D <f32> has type !llvm.struct<(f32, f32, f32, f32)>
// CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+3]]:209
// CHECK: = got !llvm.struct<(i32, i32, i32, i32)>
llvm.func @acc_i32(%a: i64, %b: i64, %acc: !llvm.struct<(i32, i32, i32, i32)>) -> !llvm.struct<(i32, i32, i32, i32)> {
  %r = nvvm.wgmma.mma_async %a, %b, %acc, #nvvm.shape<m = 64, n = 8, k = 16>, D [<f32>, #nvvm.wgmma_scale_out<one>], A [<f16>, #nvvm.wgmma_scale_in<one>, <row>], B [<f16>, #nvvm.wgmma_scale_in<one>, <col>] : !llvm.struct<(i32, i32, i32, i32)> -> !llvm.struct<(i32, i32, i32, i32)>
  llvm.return %r : !llvm.struct<(i32, i32, i32, i32)>
}

// -----

// D <f16> with n = 8 is two i32 members, not four.
// CHECK: error[type]: the accumulator of a m64n8k16 wgmma with D <f16> has type !llvm.struct<(i32, i32)>
// CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+3]]:209
// CHECK: = got !llvm.struct<(i32, i32, i32, i32)>
llvm.func @acc_f16_n(%a: i64, %b: i64, %acc: !llvm.struct<(i32, i32, i32, i32)>) -> !llvm.struct<(i32, i32, i32, i32)> {
  %r = nvvm.wgmma.mma_async %a, %b, %acc, #nvvm.shape<m = 64, n = 8, k = 16>, D [<f16>, #nvvm.wgmma_scale_out<one>], A [<f16>, #nvvm.wgmma_scale_in<one>, <row>], B [<f16>, #nvvm.wgmma_scale_in<one>, <col>] : !llvm.struct<(i32, i32, i32, i32)> -> !llvm.struct<(i32, i32, i32, i32)>
  llvm.return %r : !llvm.struct<(i32, i32, i32, i32)>
}

// -----

// Descriptors are i64: the i32 operand is pointed at.
// CHECK: error[type]: '%a' has type i32, but is used as i64
// CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+2]]:29
llvm.func @desc_i32(%a: i32, %b: i64, %acc: !llvm.struct<(f32, f32, f32, f32)>) -> !llvm.struct<(f32, f32, f32, f32)> {
  %r = nvvm.wgmma.mma_async %a, %b, %acc, #nvvm.shape<m = 64, n = 8, k = 16>, D [<f32>, #nvvm.wgmma_scale_out<one>], A [<f16>, #nvvm.wgmma_scale_in<one>, <row>], B [<f16>, #nvvm.wgmma_scale_in<one>, <col>] : !llvm.struct<(f32, f32, f32, f32)> -> !llvm.struct<(f32, f32, f32, f32)>
  llvm.return %r : !llvm.struct<(f32, f32, f32, f32)>
}

// -----

// CHECK: error[wgmma]: unknown A scale 'two'
// CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+3]]:3
// CHECK: = expected one of: one, neg
llvm.func @scale_in(%a: i64, %b: i64, %acc: !llvm.struct<(f32, f32, f32, f32)>) -> !llvm.struct<(f32, f32, f32, f32)> {
  %r = nvvm.wgmma.mma_async %a, %b, %acc, #nvvm.shape<m = 64, n = 8, k = 16>, D [<f32>, #nvvm.wgmma_scale_out<one>], A [<f16>, #nvvm.wgmma_scale_in<two>, <row>], B [<f16>, #nvvm.wgmma_scale_in<one>, <col>] : !llvm.struct<(f32, f32, f32, f32)> -> !llvm.struct<(f32, f32, f32, f32)>
  llvm.return %r : !llvm.struct<(f32, f32, f32, f32)>
}

// -----

// scale_out takes one or zero, not neg.
// CHECK: error[wgmma]: unknown D scale 'neg'
// CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+3]]:3
// CHECK: = expected one of: one, zero
llvm.func @scale_out(%a: i64, %b: i64, %acc: !llvm.struct<(f32, f32, f32, f32)>) -> !llvm.struct<(f32, f32, f32, f32)> {
  %r = nvvm.wgmma.mma_async %a, %b, %acc, #nvvm.shape<m = 64, n = 8, k = 16>, D [<f32>, #nvvm.wgmma_scale_out<neg>], A [<f16>, #nvvm.wgmma_scale_in<one>, <row>], B [<f16>, #nvvm.wgmma_scale_in<one>, <col>] : !llvm.struct<(f32, f32, f32, f32)> -> !llvm.struct<(f32, f32, f32, f32)>
  llvm.return %r : !llvm.struct<(f32, f32, f32, f32)>
}

// -----

// CHECK: error[wgmma]: unknown A layout 'diag'
// CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+3]]:3
// CHECK: = expected one of: row, col
llvm.func @layout(%a: i64, %b: i64, %acc: !llvm.struct<(f32, f32, f32, f32)>) -> !llvm.struct<(f32, f32, f32, f32)> {
  %r = nvvm.wgmma.mma_async %a, %b, %acc, #nvvm.shape<m = 64, n = 8, k = 16>, D [<f32>, #nvvm.wgmma_scale_out<one>], A [<f16>, #nvvm.wgmma_scale_in<one>, <diag>], B [<f16>, #nvvm.wgmma_scale_in<one>, <col>] : !llvm.struct<(f32, f32, f32, f32)> -> !llvm.struct<(f32, f32, f32, f32)>
  llvm.return %r : !llvm.struct<(f32, f32, f32, f32)>
}

// -----

// A third D element is an integer overflow mode, for s32 only (MLIR 22's words).
// CHECK: error[wgmma]:  `satfinite` can be only used with s32 accumulator, however the current accumulator is f32
// CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+2]]:3
llvm.func @wrapped(%a: i64, %b: i64, %acc: !llvm.struct<(f32, f32, f32, f32)>) -> !llvm.struct<(f32, f32, f32, f32)> {
  %r = nvvm.wgmma.mma_async %a, %b, %acc, #nvvm.shape<m = 64, n = 8, k = 16>, D [<f32>, #nvvm.wgmma_scale_out<one>, <wrapped>], A [<f16>, #nvvm.wgmma_scale_in<one>, <row>], B [<f16>, #nvvm.wgmma_scale_in<one>, <col>] : !llvm.struct<(f32, f32, f32, f32)> -> !llvm.struct<(f32, f32, f32, f32)>
  llvm.return %r : !llvm.struct<(f32, f32, f32, f32)>
}

// -----

// CHECK: error[rule]: 'nvvm.wgmma.wait.group.sync.aligned' needs its group count: nvvm.wgmma.wait.group.sync.aligned 0
// CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+2]]:3
llvm.func @wait_no_count() {
  nvvm.wgmma.wait.group.sync.aligned
  llvm.return
}
