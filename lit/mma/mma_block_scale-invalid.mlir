// nvvm.mma.block_scale refused: MLIR 22's verifier rules and messages for the
// shape, kind, scale vector size and scale format (every message it emits),
// MLIR's own mxf4nvf4 scale_vec::4X ue8m0 case (a later MLIR's, refused by
// MLIR 22), and what MLIR 22 passes and then crashes on or miscompiles: a
// missing or wrong A/B type, fragments of the wrong size or type, an f16
// accumulator, the scale operands' types and count.
// RUN: %nvvm-lower %s --split-input-file --target sm_120a > %t.out 2> %t.err; test $? -eq 1
// RUN: %count 0 < %t.out
// RUN: %FileCheck %s -DFILE=%s --input-file %t.err
// CHECK: error[mma]: unsupported ScaleVecSize and BlockScaleFormat attributes for mma.m16n8k64.mxf4nvf4
// CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+2]]:3
llvm.func @mxf4nvf4_x4_ue8m0(%a0: i32, %a1: i32, %a2: i32, %a3: i32, %b0: i32, %b1: i32, %b2: i32, %b3: i32, %c0: f32, %c1: f32, %c2: f32, %c3: f32, %meta: i32, %sd: i32, %sb: i16, %st: i16) {
  %r = nvvm.mma.block_scale A[%a0, %a1, %a2, %a3] B[%b0, %b1] C[%c0, %c1, %c2, %c3] scaleA[%sd, %sb, %st] scaleB[%sd, %sb, %st] {blockScaleFormat = #nvvm.block_scale_format<ue8m0>, kind = #nvvm.block_scale_kind<mxf4nvf4>, multiplicandAPtxType = #nvvm.mma_type<e2m1>, multiplicandBPtxType = #nvvm.mma_type<e2m1>, scaleVecSize = #nvvm.scale_vec_size<x4>, shape = #nvvm.shape<m = 16, n = 8, k = 64>} : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
  llvm.return
}

// -----

// CHECK: error[mma]: unsupported MMATypes attribute for mma.m16n8k64.(mxf4nvf4|mxf4)
// CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+4]]:3
// CHECK: error[mma]: unsupported ScaleVecSize attribute for mma.m16n8k64.mxf4
// CHECK: error[mma]: unsupported BlockScaleFormat attribute for mma.m16n8k64.mxf4
llvm.func @mxf4_three(%a0: i32, %a1: i32, %a2: i32, %a3: i32, %b0: i32, %b1: i32, %b2: i32, %b3: i32, %c0: f32, %c1: f32, %c2: f32, %c3: f32, %meta: i32, %sd: i32, %sb: i16, %st: i16) {
  %r = nvvm.mma.block_scale A[%a0, %a1, %a2, %a3] B[%b0, %b1] C[%c0, %c1, %c2, %c3] scaleA[%sd, %sb, %st] scaleB[%sd, %sb, %st] {blockScaleFormat = #nvvm.block_scale_format<ue4m3>, kind = #nvvm.block_scale_kind<mxf4>, multiplicandAPtxType = #nvvm.mma_type<e4m3>, multiplicandBPtxType = #nvvm.mma_type<e2m1>, scaleVecSize = #nvvm.scale_vec_size<x1>, shape = #nvvm.shape<m = 16, n = 8, k = 64>} : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
  llvm.return
}

// -----

// CHECK: error[mma]: unsupported Kind, ScaleVecSize and BlockScaleFormat attributes for mma.m16n8k32
// CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+2]]:3
llvm.func @k32_mxf4(%a0: i32, %a1: i32, %a2: i32, %a3: i32, %b0: i32, %b1: i32, %b2: i32, %b3: i32, %c0: f32, %c1: f32, %c2: f32, %c3: f32, %meta: i32, %sd: i32, %sb: i16, %st: i16) {
  %r = nvvm.mma.block_scale A[%a0, %a1, %a2, %a3] B[%b0, %b1] C[%c0, %c1, %c2, %c3] scaleA[%sd, %sb, %st] scaleB[%sd, %sb, %st] {blockScaleFormat = #nvvm.block_scale_format<ue8m0>, kind = #nvvm.block_scale_kind<mxf4>, multiplicandAPtxType = #nvvm.mma_type<e2m1>, multiplicandBPtxType = #nvvm.mma_type<e2m1>, scaleVecSize = #nvvm.scale_vec_size<x2>, shape = #nvvm.shape<m = 16, n = 8, k = 32>} : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
  llvm.return
}

// -----

// CHECK: error[mma]: unsupported Kind attribute for mma.m16n8k64
// CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+2]]:3
llvm.func @k64_mxf8f6f4(%a0: i32, %a1: i32, %a2: i32, %a3: i32, %b0: i32, %b1: i32, %b2: i32, %b3: i32, %c0: f32, %c1: f32, %c2: f32, %c3: f32, %meta: i32, %sd: i32, %sb: i16, %st: i16) {
  %r = nvvm.mma.block_scale A[%a0, %a1, %a2, %a3] B[%b0, %b1] C[%c0, %c1, %c2, %c3] scaleA[%sd, %sb, %st] scaleB[%sd, %sb, %st] {blockScaleFormat = #nvvm.block_scale_format<ue8m0>, kind = #nvvm.block_scale_kind<mxf8f6f4>, multiplicandAPtxType = #nvvm.mma_type<e2m1>, multiplicandBPtxType = #nvvm.mma_type<e2m1>, scaleVecSize = #nvvm.scale_vec_size<x1>, shape = #nvvm.shape<m = 16, n = 8, k = 64>} : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
  llvm.return
}

// -----

// CHECK: error[mma]: unsupported Geom for mma with block scaling
// CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+2]]:3
llvm.func @geom(%a0: i32, %a1: i32, %a2: i32, %a3: i32, %b0: i32, %b1: i32, %b2: i32, %b3: i32, %c0: f32, %c1: f32, %c2: f32, %c3: f32, %meta: i32, %sd: i32, %sb: i16, %st: i16) {
  %r = nvvm.mma.block_scale A[%a0, %a1, %a2, %a3] B[%b0, %b1] C[%c0, %c1, %c2, %c3] scaleA[%sd, %sb, %st] scaleB[%sd, %sb, %st] {blockScaleFormat = #nvvm.block_scale_format<ue8m0>, kind = #nvvm.block_scale_kind<mxf8f6f4>, multiplicandAPtxType = #nvvm.mma_type<e2m1>, multiplicandBPtxType = #nvvm.mma_type<e2m1>, scaleVecSize = #nvvm.scale_vec_size<x1>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
  llvm.return
}

// -----

// CHECK: error[mma]: requires attribute 'kind'
// CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+2]]:3
llvm.func @no_kind(%a0: i32, %a1: i32, %a2: i32, %a3: i32, %b0: i32, %b1: i32, %b2: i32, %b3: i32, %c0: f32, %c1: f32, %c2: f32, %c3: f32, %meta: i32, %sd: i32, %sb: i16, %st: i16) {
  %r = nvvm.mma.block_scale A[%a0, %a1, %a2, %a3] B[%b0, %b1] C[%c0, %c1, %c2, %c3] scaleA[%sd, %sb, %st] scaleB[%sd, %sb, %st] {blockScaleFormat = #nvvm.block_scale_format<ue8m0>, multiplicandAPtxType = #nvvm.mma_type<e2m1>, multiplicandBPtxType = #nvvm.mma_type<e2m1>, scaleVecSize = #nvvm.scale_vec_size<x1>, shape = #nvvm.shape<m = 16, n = 8, k = 32>} : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
  llvm.return
}

// -----

// CHECK: error[mma]: requires attribute 'multiplicandAPtxType' (one of e4m3, e5m2, e3m2, e2m3, e2m1): i32 registers do not tell the element type
// CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+2]]:3
llvm.func @no_type(%a0: i32, %a1: i32, %a2: i32, %a3: i32, %b0: i32, %b1: i32, %b2: i32, %b3: i32, %c0: f32, %c1: f32, %c2: f32, %c3: f32, %meta: i32, %sd: i32, %sb: i16, %st: i16) {
  %r = nvvm.mma.block_scale A[%a0, %a1, %a2, %a3] B[%b0, %b1] C[%c0, %c1, %c2, %c3] scaleA[%sd, %sb, %st] scaleB[%sd, %sb, %st] {blockScaleFormat = #nvvm.block_scale_format<ue8m0>, kind = #nvvm.block_scale_kind<mxf8f6f4>, multiplicandBPtxType = #nvvm.mma_type<e2m1>, scaleVecSize = #nvvm.scale_vec_size<x1>, shape = #nvvm.shape<m = 16, n = 8, k = 32>} : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
  llvm.return
}

// -----

// CHECK: error[mma]: unsupported MMATypes attribute for mma.m16n8k32.mxf8f6f4: multiplicandBPtxType is s8, not one of e4m3, e5m2, e3m2, e2m3, e2m1
// CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+2]]:3
llvm.func @s8(%a0: i32, %a1: i32, %a2: i32, %a3: i32, %b0: i32, %b1: i32, %b2: i32, %b3: i32, %c0: f32, %c1: f32, %c2: f32, %c3: f32, %meta: i32, %sd: i32, %sb: i16, %st: i16) {
  %r = nvvm.mma.block_scale A[%a0, %a1, %a2, %a3] B[%b0, %b1] C[%c0, %c1, %c2, %c3] scaleA[%sd, %sb, %st] scaleB[%sd, %sb, %st] {blockScaleFormat = #nvvm.block_scale_format<ue8m0>, kind = #nvvm.block_scale_kind<mxf8f6f4>, multiplicandAPtxType = #nvvm.mma_type<e2m1>, multiplicandBPtxType = #nvvm.mma_type<s8>, scaleVecSize = #nvvm.scale_vec_size<x1>, shape = #nvvm.shape<m = 16, n = 8, k = 32>} : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
  llvm.return
}

// -----

// CHECK: error[mma]: Could not match types for the A operands; expected one of 4xi32 but got i32, i32, i32
// CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+2]]:3
llvm.func @a_count(%a0: i32, %a1: i32, %a2: i32, %a3: i32, %b0: i32, %b1: i32, %b2: i32, %b3: i32, %c0: f32, %c1: f32, %c2: f32, %c3: f32, %meta: i32, %sd: i32, %sb: i16, %st: i16) {
  %r = nvvm.mma.block_scale A[%a0, %a1, %a2] B[%b0, %b1] C[%c0, %c1, %c2, %c3] scaleA[%sd, %sb, %st] scaleB[%sd, %sb, %st] {blockScaleFormat = #nvvm.block_scale_format<ue8m0>, kind = #nvvm.block_scale_kind<mxf8f6f4>, multiplicandAPtxType = #nvvm.mma_type<e2m1>, multiplicandBPtxType = #nvvm.mma_type<e2m1>, scaleVecSize = #nvvm.scale_vec_size<x1>, shape = #nvvm.shape<m = 16, n = 8, k = 32>} : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
  llvm.return
}

// -----

// CHECK: error[mma]: Could not match types for the B operands; expected one of 2xi32 but got i32, i32, i32, i32
// CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+2]]:3
llvm.func @b_count(%a0: i32, %a1: i32, %a2: i32, %a3: i32, %b0: i32, %b1: i32, %b2: i32, %b3: i32, %c0: f32, %c1: f32, %c2: f32, %c3: f32, %meta: i32, %sd: i32, %sb: i16, %st: i16) {
  %r = nvvm.mma.block_scale A[%a0, %a1, %a2, %a3] B[%b0, %b1, %b2, %b3] C[%c0, %c1, %c2, %c3] scaleA[%sd, %sb, %st] scaleB[%sd, %sb, %st] {blockScaleFormat = #nvvm.block_scale_format<ue8m0>, kind = #nvvm.block_scale_kind<mxf8f6f4>, multiplicandAPtxType = #nvvm.mma_type<e2m1>, multiplicandBPtxType = #nvvm.mma_type<e2m1>, scaleVecSize = #nvvm.scale_vec_size<x1>, shape = #nvvm.shape<m = 16, n = 8, k = 32>} : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
  llvm.return
}

// -----

// CHECK: error[mma]: Could not match types for the C operands; expected one of 4xf32 but got vector<2xf16>, vector<2xf16>
// CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+2]]:3
llvm.func @f16_acc(%a0: i32, %a1: i32, %a2: i32, %a3: i32, %b0: i32, %b1: i32, %b2: i32, %b3: i32, %c0: vector<2xf16>, %c1: vector<2xf16>, %c2: vector<2xf16>, %c3: vector<2xf16>, %meta: i32, %sd: i32, %sb: i16, %st: i16) {
  %r = nvvm.mma.block_scale A[%a0, %a1, %a2, %a3] B[%b0, %b1] C[%c0, %c1] scaleA[%sd, %sb, %st] scaleB[%sd, %sb, %st] {blockScaleFormat = #nvvm.block_scale_format<ue8m0>, kind = #nvvm.block_scale_kind<mxf8f6f4>, multiplicandAPtxType = #nvvm.mma_type<e4m3>, multiplicandBPtxType = #nvvm.mma_type<e4m3>, scaleVecSize = #nvvm.scale_vec_size<x1>, shape = #nvvm.shape<m = 16, n = 8, k = 32>} : (i32, i32, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>)>
  llvm.return
}

// -----

// CHECK: error[mma]: Could not match allowed types for the result; expected one of !llvm.struct<(f32, f32, f32, f32)> but got !llvm.struct<(f32, f32)>
// CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+2]]:3
llvm.func @result(%a0: i32, %a1: i32, %a2: i32, %a3: i32, %b0: i32, %b1: i32, %b2: i32, %b3: i32, %c0: f32, %c1: f32, %c2: f32, %c3: f32, %meta: i32, %sd: i32, %sb: i16, %st: i16) {
  %r = nvvm.mma.block_scale A[%a0, %a1, %a2, %a3] B[%b0, %b1] C[%c0, %c1, %c2, %c3] scaleA[%sd, %sb, %st] scaleB[%sd, %sb, %st] {blockScaleFormat = #nvvm.block_scale_format<ue8m0>, kind = #nvvm.block_scale_kind<mxf8f6f4>, multiplicandAPtxType = #nvvm.mma_type<e2m1>, multiplicandBPtxType = #nvvm.mma_type<e2m1>, scaleVecSize = #nvvm.scale_vec_size<x1>, shape = #nvvm.shape<m = 16, n = 8, k = 32>} : (i32, i32, f32) -> !llvm.struct<(f32, f32)>
  llvm.return
}

// -----

// CHECK: error[type]: '%x' has type i32, but is used as i16
// CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+2]]:97
llvm.func @scale_type(%a0: i32, %a1: i32, %a2: i32, %a3: i32, %b0: i32, %b1: i32, %b2: i32, %b3: i32, %c0: f32, %c1: f32, %c2: f32, %c3: f32, %meta: i32, %sd: i32, %sb: i16, %st: i16, %x: i32) {
  %r = nvvm.mma.block_scale A[%a0, %a1, %a2, %a3] B[%b0, %b1] C[%c0, %c1, %c2, %c3] scaleA[%sd, %x, %st] scaleB[%sd, %sb, %st] {blockScaleFormat = #nvvm.block_scale_format<ue8m0>, kind = #nvvm.block_scale_kind<mxf8f6f4>, multiplicandAPtxType = #nvvm.mma_type<e2m1>, multiplicandBPtxType = #nvvm.mma_type<e2m1>, scaleVecSize = #nvvm.scale_vec_size<x1>, shape = #nvvm.shape<m = 16, n = 8, k = 32>} : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
  llvm.return
}

// -----

// CHECK: error[attr]: 'nvvm.mma.block_scale' has no attribute 'layoutA'
llvm.func @layout(%a0: i32, %a1: i32, %a2: i32, %a3: i32, %b0: i32, %b1: i32, %b2: i32, %b3: i32, %c0: f32, %c1: f32, %c2: f32, %c3: f32, %meta: i32, %sd: i32, %sb: i16, %st: i16) {
  %r = nvvm.mma.block_scale A[%a0, %a1, %a2, %a3] B[%b0, %b1] C[%c0, %c1, %c2, %c3] scaleA[%sd, %sb, %st] scaleB[%sd, %sb, %st] {blockScaleFormat = #nvvm.block_scale_format<ue8m0>, kind = #nvvm.block_scale_kind<mxf8f6f4>, multiplicandAPtxType = #nvvm.mma_type<e2m1>, multiplicandBPtxType = #nvvm.mma_type<e2m1>, scaleVecSize = #nvvm.scale_vec_size<x1>, shape = #nvvm.shape<m = 16, n = 8, k = 32>, layoutA = #nvvm.mma_layout<row>} : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
  llvm.return
}

// -----

// CHECK: error[parse]: expected 3 values in scaleB[%data, %byteId, %threadId], found 2
// CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+2]]:107
llvm.func @scale_count(%a0: i32, %a1: i32, %a2: i32, %a3: i32, %b0: i32, %b1: i32, %b2: i32, %b3: i32, %c0: f32, %c1: f32, %c2: f32, %c3: f32, %meta: i32, %sd: i32, %sb: i16, %st: i16) {
  %r = nvvm.mma.block_scale A[%a0, %a1, %a2, %a3] B[%b0, %b1] C[%c0, %c1, %c2, %c3] scaleA[%sd, %sb, %st] scaleB[%sd, %sb] {blockScaleFormat = #nvvm.block_scale_format<ue8m0>, kind = #nvvm.block_scale_kind<mxf8f6f4>, multiplicandAPtxType = #nvvm.mma_type<e2m1>, multiplicandBPtxType = #nvvm.mma_type<e2m1>, scaleVecSize = #nvvm.scale_vec_size<x1>, shape = #nvvm.shape<m = 16, n = 8, k = 32>} : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
  llvm.return
}
