// nvvm.mma.sp.block_scale refused: MLIR 22's verifier rules and messages for
// the shape, kind, scale vector size and scale format; a selector other than
// the constant 0 (MLIR 22 passes 1 to LLVM's immarg, whose range is [0, 1):
// invalid LLVM IR); the fragments MLIR 22 passes to a call LLVM's verifier
// rejects (its own dialect test writes A as one vector<4xi32>).
// RUN: %nvvm-lower %s --split-input-file --target sm_120a > %t.out 2> %t.err; test $? -eq 1
// RUN: %count 0 < %t.out
// RUN: %FileCheck %s -DFILE=%s --input-file %t.err
// CHECK: error[mma]: unsupported Geom for sparse mma with block scaling
// CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+3]]:3
llvm.func @geom(%a0: i32, %a1: i32, %a2: i32, %a3: i32, %b0: i32, %b1: i32, %b2: i32, %b3: i32, %c0: f32, %c1: f32, %c2: f32, %c3: f32, %meta: i32, %sd: i32, %sb: i16, %st: i16) {
  %sel = llvm.mlir.constant(0 : i32) : i32
  %r = nvvm.mma.sp.block_scale A[%a0, %a1, %a2, %a3] B[%b0, %b1, %b2, %b3] C[%c0, %c1, %c2, %c3] sparseMetadata[%meta] selector[%sel] scaleA[%sd, %sb, %st] scaleB[%sd, %sb, %st] {blockScaleFormat = #nvvm.block_scale_format<ue8m0>, kind = #nvvm.block_scale_kind<mxf8f6f4>, multiplicandAPtxType = #nvvm.mma_type<e2m1>, multiplicandBPtxType = #nvvm.mma_type<e2m1>, scaleVecSize = #nvvm.scale_vec_size<x1>, shape = #nvvm.shape<m = 16, n = 8, k = 32>} : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
  llvm.return
}

// -----

// CHECK: error[mma]: unsupported Kind, ScaleVecSize and BlockScaleFormat attributes for mma.m16n8k64
// CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+3]]:3
llvm.func @k64_mxf4(%a0: i32, %a1: i32, %a2: i32, %a3: i32, %b0: i32, %b1: i32, %b2: i32, %b3: i32, %c0: f32, %c1: f32, %c2: f32, %c3: f32, %meta: i32, %sd: i32, %sb: i16, %st: i16) {
  %sel = llvm.mlir.constant(0 : i32) : i32
  %r = nvvm.mma.sp.block_scale A[%a0, %a1, %a2, %a3] B[%b0, %b1, %b2, %b3] C[%c0, %c1, %c2, %c3] sparseMetadata[%meta] selector[%sel] scaleA[%sd, %sb, %st] scaleB[%sd, %sb, %st] {blockScaleFormat = #nvvm.block_scale_format<ue8m0>, kind = #nvvm.block_scale_kind<mxf4>, multiplicandAPtxType = #nvvm.mma_type<e2m1>, multiplicandBPtxType = #nvvm.mma_type<e2m1>, scaleVecSize = #nvvm.scale_vec_size<x2>, shape = #nvvm.shape<m = 16, n = 8, k = 64>} : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
  llvm.return
}

// -----

// CHECK: error[mma]: unsupported ScaleVecSize attribute for mma.m16n8k128.mxf4
// CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+3]]:3
llvm.func @k128_x4(%a0: i32, %a1: i32, %a2: i32, %a3: i32, %b0: i32, %b1: i32, %b2: i32, %b3: i32, %c0: f32, %c1: f32, %c2: f32, %c3: f32, %meta: i32, %sd: i32, %sb: i16, %st: i16) {
  %sel = llvm.mlir.constant(0 : i32) : i32
  %r = nvvm.mma.sp.block_scale A[%a0, %a1, %a2, %a3] B[%b0, %b1, %b2, %b3] C[%c0, %c1, %c2, %c3] sparseMetadata[%meta] selector[%sel] scaleA[%sd, %sb, %st] scaleB[%sd, %sb, %st] {blockScaleFormat = #nvvm.block_scale_format<ue8m0>, kind = #nvvm.block_scale_kind<mxf4>, multiplicandAPtxType = #nvvm.mma_type<e2m1>, multiplicandBPtxType = #nvvm.mma_type<e2m1>, scaleVecSize = #nvvm.scale_vec_size<x4>, shape = #nvvm.shape<m = 16, n = 8, k = 128>} : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
  llvm.return
}

// -----

// CHECK: error[mma]: unsupported ScaleVecSize and BlockScaleFormat attributes for mma.m16n8k128.mxf4nvf4
// CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+3]]:3
llvm.func @k128_nvf4(%a0: i32, %a1: i32, %a2: i32, %a3: i32, %b0: i32, %b1: i32, %b2: i32, %b3: i32, %c0: f32, %c1: f32, %c2: f32, %c3: f32, %meta: i32, %sd: i32, %sb: i16, %st: i16) {
  %sel = llvm.mlir.constant(0 : i32) : i32
  %r = nvvm.mma.sp.block_scale A[%a0, %a1, %a2, %a3] B[%b0, %b1, %b2, %b3] C[%c0, %c1, %c2, %c3] sparseMetadata[%meta] selector[%sel] scaleA[%sd, %sb, %st] scaleB[%sd, %sb, %st] {blockScaleFormat = #nvvm.block_scale_format<ue8m0>, kind = #nvvm.block_scale_kind<mxf4nvf4>, multiplicandAPtxType = #nvvm.mma_type<e2m1>, multiplicandBPtxType = #nvvm.mma_type<e2m1>, scaleVecSize = #nvvm.scale_vec_size<x4>, shape = #nvvm.shape<m = 16, n = 8, k = 128>} : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
  llvm.return
}

// -----

// CHECK: error[immediate]: the sparsity selector of 'nvvm.mma.sp.block_scale' must be 0, not 1
// CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+3]]:129
llvm.func @selector_one(%a0: i32, %a1: i32, %a2: i32, %a3: i32, %b0: i32, %b1: i32, %b2: i32, %b3: i32, %c0: f32, %c1: f32, %c2: f32, %c3: f32, %meta: i32, %sd: i32, %sb: i16, %st: i16) {
  %sel = llvm.mlir.constant(1 : i32) : i32
  %r = nvvm.mma.sp.block_scale A[%a0, %a1, %a2, %a3] B[%b0, %b1, %b2, %b3] C[%c0, %c1, %c2, %c3] sparseMetadata[%meta] selector[%sel] scaleA[%sd, %sb, %st] scaleB[%sd, %sb, %st] {blockScaleFormat = #nvvm.block_scale_format<ue8m0>, kind = #nvvm.block_scale_kind<mxf4>, multiplicandAPtxType = #nvvm.mma_type<e2m1>, multiplicandBPtxType = #nvvm.mma_type<e2m1>, scaleVecSize = #nvvm.scale_vec_size<x2>, shape = #nvvm.shape<m = 16, n = 8, k = 128>} : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
  llvm.return
}

// -----

// CHECK: error[immediate]: the sparsity selector of 'nvvm.mma.sp.block_scale' must be the constant 0
// CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+2]]:129
llvm.func @selector_value(%a0: i32, %a1: i32, %a2: i32, %a3: i32, %b0: i32, %b1: i32, %b2: i32, %b3: i32, %c0: f32, %c1: f32, %c2: f32, %c3: f32, %meta: i32, %sd: i32, %sb: i16, %st: i16, %sel: i32) {
  %r = nvvm.mma.sp.block_scale A[%a0, %a1, %a2, %a3] B[%b0, %b1, %b2, %b3] C[%c0, %c1, %c2, %c3] sparseMetadata[%meta] selector[%sel] scaleA[%sd, %sb, %st] scaleB[%sd, %sb, %st] {blockScaleFormat = #nvvm.block_scale_format<ue8m0>, kind = #nvvm.block_scale_kind<mxf4>, multiplicandAPtxType = #nvvm.mma_type<e2m1>, multiplicandBPtxType = #nvvm.mma_type<e2m1>, scaleVecSize = #nvvm.scale_vec_size<x2>, shape = #nvvm.shape<m = 16, n = 8, k = 128>} : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
  llvm.return
}

// -----

// CHECK: error[mma]: Could not match types for the B operands; expected one of 4xi32 but got i32, i32
// CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+3]]:3
llvm.func @b_count(%a0: i32, %a1: i32, %a2: i32, %a3: i32, %b0: i32, %b1: i32, %b2: i32, %b3: i32, %c0: f32, %c1: f32, %c2: f32, %c3: f32, %meta: i32, %sd: i32, %sb: i16, %st: i16) {
  %sel = llvm.mlir.constant(0 : i32) : i32
  %r = nvvm.mma.sp.block_scale A[%a0, %a1, %a2, %a3] B[%b0, %b1] C[%c0, %c1, %c2, %c3] sparseMetadata[%meta] selector[%sel] scaleA[%sd, %sb, %st] scaleB[%sd, %sb, %st] {blockScaleFormat = #nvvm.block_scale_format<ue8m0>, kind = #nvvm.block_scale_kind<mxf8f6f4>, multiplicandAPtxType = #nvvm.mma_type<e2m1>, multiplicandBPtxType = #nvvm.mma_type<e2m1>, scaleVecSize = #nvvm.scale_vec_size<x1>, shape = #nvvm.shape<m = 16, n = 8, k = 64>} : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
  llvm.return
}

// -----

// CHECK: error[mma]: Could not match types for the A operands; expected one of 4xi32 but got vector<4xi32>
// CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+3]]:3
llvm.func @vector_a(%a0: i32, %a1: i32, %a2: i32, %a3: i32, %b0: i32, %b1: i32, %b2: i32, %b3: i32, %c0: f32, %c1: f32, %c2: f32, %c3: f32, %meta: i32, %sd: i32, %sb: i16, %st: i16, %v: vector<4xi32>, %w: vector<4xi32>) {
  %sel = llvm.mlir.constant(0 : i32) : i32
  %r = nvvm.mma.sp.block_scale A[%v] B[%b0, %b1, %b2, %b3] C[%c0, %c1, %c2, %c3] sparseMetadata[%meta] selector[%sel] scaleA[%sd, %sb, %st] scaleB[%sd, %sb, %st] {blockScaleFormat = #nvvm.block_scale_format<ue8m0>, kind = #nvvm.block_scale_kind<mxf8f6f4>, multiplicandAPtxType = #nvvm.mma_type<e2m1>, multiplicandBPtxType = #nvvm.mma_type<e2m1>, scaleVecSize = #nvvm.scale_vec_size<x1>, shape = #nvvm.shape<m = 16, n = 8, k = 64>} : (vector<4xi32>, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
  llvm.return
}
