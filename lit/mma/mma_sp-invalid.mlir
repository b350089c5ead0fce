// nvvm.mma.sp.sync refused: MLIR 22's rules and messages for the fragments
// and the shape, a selector that is not a constant (an immediate of the
// instruction: MLIR passes it to LLVM's immarg and the module is invalid), and
// the fp8 and kind::f8f6f4 forms (not lowered; MLIR's fp8 call has the wrong
// arguments).
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

// CHECK: error[mma]: invalid shape or multiplicand type: e4m3
llvm.func @fp8(%a0: i32, %a1: i32, %b0: i32, %b1: i32, %c0: f32, %c1: f32, %c2: f32, %c3: f32, %meta: i32) {
  %sel = llvm.mlir.constant(0 : i32) : i32
  %r = nvvm.mma.sp.sync A[%a0, %a1] B[%b0, %b1] C[%c0, %c1, %c2, %c3] sparseMetadata[%meta] selector[%sel] {multiplicandAPtxType = #nvvm.mma_type<e4m3>, multiplicandBPtxType = #nvvm.mma_type<e4m3>, shape = #nvvm.shape<m = 16, n = 8, k = 64>} : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
  llvm.return
}

// -----

// CHECK: error[mma]: the kind::f8f6f4 forms of nvvm.mma.sp.sync are not lowered: intrinsics/mma_sp.toml has no row for them
llvm.func @kind(%a0: i32, %a1: i32, %b0: i32, %b1: i32, %c0: f32, %c1: f32, %c2: f32, %c3: f32, %meta: i32) {
  %sel = llvm.mlir.constant(0 : i32) : i32
  %r = nvvm.mma.sp.sync A[%a0, %a1] B[%b0, %b1] C[%c0, %c1, %c2, %c3] sparseMetadata[%meta] selector[%sel] {orderedMetadata, kind = #nvvm.mma_kind<f8f6f4>, multiplicandAPtxType = #nvvm.mma_type<e3m2>, multiplicandBPtxType = #nvvm.mma_type<e3m2>, shape = #nvvm.shape<m = 16, n = 8, k = 64>} : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
  llvm.return
}

// -----

// CHECK: error[attr]: 'nvvm.mma.sp.sync' has no attribute 'layoutA'
llvm.func @layout(%a0: vector<2xf16>, %a1: vector<2xf16>, %b0: vector<2xf16>, %b1: vector<2xf16>, %c0: vector<2xf16>, %c1: vector<2xf16>, %meta: i32) {
  %sel = llvm.mlir.constant(0 : i32) : i32
  %r = nvvm.mma.sp.sync A[%a0, %a1] B[%b0, %b1] C[%c0, %c1] sparseMetadata[%meta] selector[%sel] {layoutA = #nvvm.mma_layout<row>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>)>
  llvm.return
}
