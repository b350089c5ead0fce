// nvvm.mma.sp.sync refused: MLIR 22's rules and messages for the fragments
// and the shape, a selector that is not a constant (an immediate of the
// instruction: MLIR passes it to LLVM's immarg and the module is invalid) or
// out of LLVM's range for the shape and type, and the narrow-float forms as
// MLIR 22 writes them (two registers of A and B: its call has the wrong
// arguments), without kind::f8f6f4 where they need it, or with it but without
// ordered metadata.
// RUN: %nvvm-lower %s --split-input-file --target sm_90 > %t.out 2> %t.err; test $? -eq 1
// RUN: %count 0 < %t.out
// RUN: %FileCheck %s -DFILE=%s --input-file %t.err

// CHECK: error[mma]: Could not match types for the A operands; expected one of 2xvector<2xf16> but got vector<2xf16>
// CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+3]]:3
llvm.func @a_count(%a0: vector<2xf16>, %b0: vector<2xf16>, %b1: vector<2xf16>, %c0: vector<2xf16>, %c1: vector<2xf16>, %meta: i32) {
  %sel = llvm.mlir.constant(0 : i32) : i32
  %r = nvvm.mma.sp.sync A[%a0] B[%b0, %b1] C[%c0, %c1] sparseMetadata[%meta] selector[%sel] {shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>)>
  llvm.return
}

// -----

// CHECK: error[mma]: unimplemented variant for MMA shape <16, 8, 24>
llvm.func @shape(%a0: vector<2xf16>, %a1: vector<2xf16>, %b0: vector<2xf16>, %b1: vector<2xf16>, %c0: vector<2xf16>, %c1: vector<2xf16>, %meta: i32) {
  %sel = llvm.mlir.constant(0 : i32) : i32
  %r = nvvm.mma.sp.sync A[%a0, %a1] B[%b0, %b1] C[%c0, %c1] sparseMetadata[%meta] selector[%sel] {shape = #nvvm.shape<m = 16, n = 8, k = 24>} : (vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>)>
  llvm.return
}

// -----

// CHECK: error[immediate]: the sparsity selector of 'nvvm.mma.sp.sync' must be a constant
// CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+2]]:92
llvm.func @selector(%a0: vector<2xf16>, %a1: vector<2xf16>, %b0: vector<2xf16>, %b1: vector<2xf16>, %c0: vector<2xf16>, %c1: vector<2xf16>, %meta: i32, %sel: i32) {
  %r = nvvm.mma.sp.sync A[%a0, %a1] B[%b0, %b1] C[%c0, %c1] sparseMetadata[%meta] selector[%sel] {shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>)>
  llvm.return
}

// -----

// CHECK: error[mma]: Could not match types for the A operands; expected one of 4xi32 but got i32, i32
llvm.func @fp8(%a0: i32, %a1: i32, %b0: i32, %b1: i32, %c0: f32, %c1: f32, %c2: f32, %c3: f32, %meta: i32) {
  %sel = llvm.mlir.constant(0 : i32) : i32
  %r = nvvm.mma.sp.sync A[%a0, %a1] B[%b0, %b1] C[%c0, %c1, %c2, %c3] sparseMetadata[%meta] selector[%sel] {multiplicandAPtxType = #nvvm.mma_type<e4m3>, multiplicandBPtxType = #nvvm.mma_type<e4m3>, shape = #nvvm.shape<m = 16, n = 8, k = 64>} : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
  llvm.return
}

// -----

// CHECK: error[mma]: Could not match types for the A operands; expected one of 4xi32 but got i32, i32
llvm.func @kind(%a0: i32, %a1: i32, %b0: i32, %b1: i32, %c0: f32, %c1: f32, %c2: f32, %c3: f32, %meta: i32) {
  %sel = llvm.mlir.constant(0 : i32) : i32
  %r = nvvm.mma.sp.sync A[%a0, %a1] B[%b0, %b1] C[%c0, %c1, %c2, %c3] sparseMetadata[%meta] selector[%sel] {orderedMetadata, kind = #nvvm.mma_kind<f8f6f4>, multiplicandAPtxType = #nvvm.mma_type<e3m2>, multiplicandBPtxType = #nvvm.mma_type<e3m2>, shape = #nvvm.shape<m = 16, n = 8, k = 64>} : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
  llvm.return
}

// -----

// CHECK: error[mma]: the e3m2 x e2m1 sparse MMA needs kind = #nvvm.mma_kind<f8f6f4> and orderedMetadata (mma.sp::ordered_metadata ... kind::f8f6f4)
// CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+3]]:3
llvm.func @no_kind(%a0: i32, %a1: i32, %a2: i32, %a3: i32, %b0: i32, %b1: i32, %b2: i32, %b3: i32, %c0: f32, %c1: f32, %c2: f32, %c3: f32, %meta: i32) {
  %sel = llvm.mlir.constant(0 : i32) : i32
  %r = nvvm.mma.sp.sync A[%a0, %a1, %a2, %a3] B[%b0, %b1, %b2, %b3] C[%c0, %c1, %c2, %c3] sparseMetadata[%meta] selector[%sel] {orderedMetadata, multiplicandAPtxType = #nvvm.mma_type<e3m2>, multiplicandBPtxType = #nvvm.mma_type<e2m1>, shape = #nvvm.shape<m = 16, n = 8, k = 64>} : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
  llvm.return
}

// -----

// CHECK: error[mma]: kind = #nvvm.mma_kind<f8f6f4> requires orderedMetadata (mma.sp::ordered_metadata)
// CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+3]]:3
llvm.func @kind_unordered(%a0: i32, %a1: i32, %a2: i32, %a3: i32, %b0: i32, %b1: i32, %b2: i32, %b3: i32, %c0: vector<2xf16>, %c1: vector<2xf16>, %meta: i32) {
  %sel = llvm.mlir.constant(0 : i32) : i32
  %r = nvvm.mma.sp.sync A[%a0, %a1, %a2, %a3] B[%b0, %b1, %b2, %b3] C[%c0, %c1] sparseMetadata[%meta] selector[%sel] {kind = #nvvm.mma_kind<f8f6f4>, multiplicandAPtxType = #nvvm.mma_type<e4m3>, multiplicandBPtxType = #nvvm.mma_type<e4m3>, shape = #nvvm.shape<m = 16, n = 8, k = 64>} : (i32, i32, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>)>
  llvm.return
}

// -----

// CHECK: error[immediate]: the sparsity selector of 'nvvm.mma.sp.sync' is 4, but mma.sp.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 takes 0 to 3
// CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+3]]:92
llvm.func @selector_range(%a0: vector<2xf16>, %a1: vector<2xf16>, %b0: vector<2xf16>, %b1: vector<2xf16>, %c0: vector<2xf16>, %c1: vector<2xf16>, %meta: i32) {
  %sel = llvm.mlir.constant(4 : i32) : i32
  %r = nvvm.mma.sp.sync A[%a0, %a1] B[%b0, %b1] C[%c0, %c1] sparseMetadata[%meta] selector[%sel] {shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>)>
  llvm.return
}

// -----

// CHECK: error[immediate]: the sparsity selector of 'nvvm.mma.sp.sync' is 1, but mma.sp.sync.aligned.m16n8k64.row.col.satfinite.s32.s8.s8.s32 takes 0
llvm.func @selector_s8(%a0: i32, %a1: i32, %a2: i32, %a3: i32, %b0: i32, %b1: i32, %b2: i32, %b3: i32, %c0: i32, %c1: i32, %c2: i32, %c3: i32, %meta: i32) {
  %sel = llvm.mlir.constant(1 : i32) : i32
  %r = nvvm.mma.sp.sync A[%a0, %a1, %a2, %a3] B[%b0, %b1, %b2, %b3] C[%c0, %c1, %c2, %c3] sparseMetadata[%meta] selector[%sel] {intOverflowBehavior = #nvvm.mma_int_overflow<satfinite>, multiplicandAPtxType = #nvvm.mma_type<s8>, multiplicandBPtxType = #nvvm.mma_type<s8>, shape = #nvvm.shape<m = 16, n = 8, k = 64>} : (i32, i32, i32) -> !llvm.struct<(i32, i32, i32, i32)>
  llvm.return
}

// -----

// CHECK: error[attr]: 'nvvm.mma.sp.sync' has no attribute 'layoutA'
// CHECK: 'layoutA' belongs to another form of the op and would not take effect here
llvm.func @layout(%a0: vector<2xf16>, %a1: vector<2xf16>, %b0: vector<2xf16>, %b1: vector<2xf16>, %c0: vector<2xf16>, %c1: vector<2xf16>, %meta: i32) {
  %sel = llvm.mlir.constant(0 : i32) : i32
  %r = nvvm.mma.sp.sync A[%a0, %a1] B[%b0, %b1] C[%c0, %c1] sparseMetadata[%meta] selector[%sel] {layoutA = #nvvm.mma_layout<row>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>)>
  llvm.return
}
