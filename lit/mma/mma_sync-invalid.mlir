// MLIR 22's nvvm.mma.sync verifier rules, with mlir-opt-22's messages: the
// A, B and C fragments for the shape and A's type, the result types, C against
// D, the layouts (row.col but for m8n8k4 f16), the integer overflow mode and
// the b1 operation, the shapes and types. Each chunk is refused by
// mlir-translate-22 too (tests/mlir_conformance.rs); exit 1, nothing on stdout.
// RUN: %nvvm-lower %s --split-input-file --target sm_100a > %t.out 2> %t.err; test $? -eq 1
// RUN: %count 0 < %t.out
// RUN: %FileCheck %s -DFILE=%s --input-file %t.err

// CHECK: error[mma]: Could not match types for the A operands; expected one of 4xi32 but got i32, i32
// CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+2]]:3
llvm.func @f(%a: i32, %b: i32, %c: i32) -> !llvm.struct<(i32, i32, i32, i32)> {
  %0 = nvvm.mma.sync A[%a, %a] B[%b, %b] C[%c, %c, %c, %c]
    {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, intOverflowBehavior = #nvvm.mma_int_overflow<satfinite>, multiplicandAPtxType = #nvvm.mma_type<s8>, multiplicandBPtxType = #nvvm.mma_type<s8>, shape = #nvvm.shape<m = 16, n = 8, k = 32>} : (i32, i32, i32) -> !llvm.struct<(i32, i32, i32, i32)>
  llvm.return %0 : !llvm.struct<(i32, i32, i32, i32)>
}

// -----

// CHECK: error[mma]: Could not match types for the A operands; expected one of 4xvector<2xf16> but got vector<2xf16>, vector<2xf16>
// CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+2]]:3
llvm.func @f(%a: vector<2xf16>, %b: vector<2xf16>, %c: vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>)> {
  %0 = nvvm.mma.sync A[%a, %a] B[%b, %b] C[%c, %c]
    {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>)>
  llvm.return %0 : !llvm.struct<(vector<2xf16>, vector<2xf16>)>
}

// -----

// CHECK: error[mma]: Could not match types for the B operands; expected one of 1xi32 but got i32, i32
// CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+2]]:3
llvm.func @f(%a: i32, %b: i32, %c: f32) -> !llvm.struct<(f32, f32, f32, f32)> {
  %0 = nvvm.mma.sync A[%a, %a] B[%b, %b] C[%c, %c, %c, %c]
    {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<tf32>, multiplicandBPtxType = #nvvm.mma_type<tf32>, shape = #nvvm.shape<m = 16, n = 8, k = 4>} : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
  llvm.return %0 : !llvm.struct<(f32, f32, f32, f32)>
}

// -----

// CHECK: error[mma]: Could not match types for the C operands; expected one of 2xvector<2xf16> 4xf32 but got f32, f32
// CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+2]]:3
llvm.func @f(%a: vector<2xf16>, %b: vector<2xf16>, %c: f32) -> !llvm.struct<(f32, f32, f32, f32)> {
  %0 = nvvm.mma.sync A[%a, %a, %a, %a] B[%b, %b] C[%c, %c]
    {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
  llvm.return %0 : !llvm.struct<(f32, f32, f32, f32)>
}

// -----

// CHECK: error[mma]: Could not match allowed types for the result; expected one of !llvm.struct<(vector<2xf16>, vector<2xf16>)>, !llvm.struct<(f32, f32, f32, f32)> but got !llvm.struct<(f32, f32)>
// CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+2]]:3
llvm.func @f(%a: vector<2xf16>, %b: vector<2xf16>, %c: f32) -> !llvm.struct<(f32, f32)> {
  %0 = nvvm.mma.sync A[%a, %a, %a, %a] B[%b, %b] C[%c, %c, %c, %c]
    {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32)>
  llvm.return %0 : !llvm.struct<(f32, f32)>
}

// -----

// CHECK: error[mma]: ctype does not match dtype
// CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+2]]:3
llvm.func @f(%a: vector<2xf16>, %b: vector<2xf16>, %c: f32) -> !llvm.struct<(vector<2xf16>, vector<2xf16>)> {
  %0 = nvvm.mma.sync A[%a, %a, %a, %a] B[%b, %b] C[%c, %c, %c, %c]
    {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(vector<2xf16>, vector<2xf16>)>
  llvm.return %0 : !llvm.struct<(vector<2xf16>, vector<2xf16>)>
}

// -----

// CHECK: error[mma]: requires layoutA = #nvvm.mma_layout<row> and layoutB = #nvvm.mma_layout<col> for shape <16, 8, 16> with element types f16 and f16. Only m8n8k4 with f16 supports other layouts.
// CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+2]]:3
llvm.func @f(%a: vector<2xf16>, %b: vector<2xf16>, %c: vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>)> {
  %0 = nvvm.mma.sync A[%a, %a, %a, %a] B[%b, %b] C[%c, %c]
    {layoutA = #nvvm.mma_layout<col>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>)>
  llvm.return %0 : !llvm.struct<(vector<2xf16>, vector<2xf16>)>
}

// -----

// CHECK: error[mma]: requires layoutA = #nvvm.mma_layout<row> and layoutB = #nvvm.mma_layout<col> for shape <16, 8, 16> with element types s8 and s8. Only m8n8k4 with f16 supports other layouts.
// CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+2]]:3
llvm.func @f(%a: i32, %b: i32, %c: i32) -> !llvm.struct<(i32, i32, i32, i32)> {
  %0 = nvvm.mma.sync A[%a, %a] B[%b] C[%c, %c, %c, %c]
    {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<row>, intOverflowBehavior = #nvvm.mma_int_overflow<wrapped>, multiplicandAPtxType = #nvvm.mma_type<s8>, multiplicandBPtxType = #nvvm.mma_type<s8>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (i32, i32, i32) -> !llvm.struct<(i32, i32, i32, i32)>
  llvm.return %0 : !llvm.struct<(i32, i32, i32, i32)>
}

// -----

// CHECK: error[mma]: op requires intOverflowBehavior attribute
// CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+2]]:3
llvm.func @f(%a: i32, %b: i32, %c: i32) -> !llvm.struct<(i32, i32, i32, i32)> {
  %0 = nvvm.mma.sync A[%a, %a] B[%b] C[%c, %c, %c, %c]
    {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<s8>, multiplicandBPtxType = #nvvm.mma_type<u8>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (i32, i32, i32) -> !llvm.struct<(i32, i32, i32, i32)>
  llvm.return %0 : !llvm.struct<(i32, i32, i32, i32)>
}

// -----

// CHECK: error[mma]: op requires b1Op attribute
// CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+2]]:3
llvm.func @f(%a: i32, %b: i32, %c: i32) -> !llvm.struct<(i32, i32, i32, i32)> {
  %0 = nvvm.mma.sync A[%a, %a, %a, %a] B[%b, %b] C[%c, %c, %c, %c]
    {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<b1>, multiplicandBPtxType = #nvvm.mma_type<b1>, shape = #nvvm.shape<m = 16, n = 8, k = 256>} : (i32, i32, i32) -> !llvm.struct<(i32, i32, i32, i32)>
  llvm.return %0 : !llvm.struct<(i32, i32, i32, i32)>
}

// -----

// CHECK: error[mma]: unimplemented variant for MMA shape <16, 8, 32>
// CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+2]]:3
llvm.func @f(%a: vector<2xf16>, %b: vector<2xf16>, %c: vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>)> {
  %0 = nvvm.mma.sync A[%a, %a, %a, %a] B[%b, %b] C[%c, %c]
    {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 32>} : (vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>)>
  llvm.return %0 : !llvm.struct<(vector<2xf16>, vector<2xf16>)>
}

// -----

// CHECK: error[mma]: invalid shape or multiplicand type: s32
// CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+2]]:3
llvm.func @f(%a: i32, %b: i32, %c: i32) -> !llvm.struct<(i32, i32, i32, i32)> {
  %0 = nvvm.mma.sync A[%a, %a] B[%b] C[%c, %c, %c, %c]
    {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<s32>, multiplicandBPtxType = #nvvm.mma_type<s32>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (i32, i32, i32) -> !llvm.struct<(i32, i32, i32, i32)>
  llvm.return %0 : !llvm.struct<(i32, i32, i32, i32)>
}
