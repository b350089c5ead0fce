// nvvm.mma.block_scale and nvvm.mma.sp.block_scale gated: the sm_120 and
// sm_121 arch-specific and family targets only, at PTX 8.7 (ptxas refuses
// 'mma with block scale' on sm_100a and on the plain sm_120); the sparse mxf4
// and mxf4nvf4 forms on sm_120a and sm_121a only.
// RUN: %not %nvvm-lower %s --target sm_100a 2>&1 | %FileCheck %s --check-prefix=SM100A -DFILE=%s
// RUN: %not %nvvm-lower %s --target sm_120 2>&1 | %FileCheck %s --check-prefix=SM120
// RUN: %not %nvvm-lower %s --split-input-file --target sm_120f 2>&1 | %FileCheck %s --check-prefix=SM120F

// SM100A: error[gate-target]: nvvm.mma.block_scale (mma.sync.aligned.m16n8k64.row.col.kind::mxf4nvf4.block_scale.scale_vec::4X.f32.e2m1.e2m1.f32.ue4m3) is not available on sm_100a
// SM100A-NEXT: ┌─ [[FILE]]:[[@LINE+7]]:3
// SM100A: = it needs one of [sm_120a, sm_120f, sm_121a, sm_121f] (set 'mma_block_scale') with PTX ISA 8.7 or newer
// SM100A: error[gate-target]: nvvm.mma.sp.block_scale (mma.sp::ordered_metadata.sync.aligned.m16n8k64.row.col.kind::mxf8f6f4.block_scale.scale_vec::1X.f32.e4m3.e5m2.f32.ue8m0) is not available on sm_100a
// SM120: error[gate-target]: nvvm.mma.block_scale ({{.*}}) is not available on sm_120
// SM120: error[gate-target]: nvvm.mma.sp.block_scale ({{.*}}) is not available on sm_120
llvm.func @scaled(%a0: i32, %a1: i32, %a2: i32, %a3: i32, %b0: i32, %b1: i32, %b2: i32, %b3: i32, %c0: f32, %c1: f32, %c2: f32, %c3: f32, %meta: i32, %sd: i32, %sb: i16, %st: i16, %out: !llvm.ptr<1>) {
  %sel = llvm.mlir.constant(0 : i32) : i32
  %r = nvvm.mma.block_scale A[%a0, %a1, %a2, %a3] B[%b0, %b1] C[%c0, %c1, %c2, %c3] scaleA[%sd, %sb, %st] scaleB[%sd, %sb, %st] {blockScaleFormat = #nvvm.block_scale_format<ue4m3>, kind = #nvvm.block_scale_kind<mxf4nvf4>, multiplicandAPtxType = #nvvm.mma_type<e2m1>, multiplicandBPtxType = #nvvm.mma_type<e2m1>, scaleVecSize = #nvvm.scale_vec_size<x4>, shape = #nvvm.shape<m = 16, n = 8, k = 64>} : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
  %s = nvvm.mma.sp.block_scale A[%a0, %a1, %a2, %a3] B[%b0, %b1, %b2, %b3] C[%c0, %c1, %c2, %c3] sparseMetadata[%meta] selector[%sel] scaleA[%sd, %sb, %st] scaleB[%sd, %sb, %st] {blockScaleFormat = #nvvm.block_scale_format<ue8m0>, kind = #nvvm.block_scale_kind<mxf8f6f4>, multiplicandAPtxType = #nvvm.mma_type<e4m3>, multiplicandBPtxType = #nvvm.mma_type<e5m2>, orderedMetadata, scaleVecSize = #nvvm.scale_vec_size<x1>, shape = #nvvm.shape<m = 16, n = 8, k = 64>} : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
  %x = llvm.extractvalue %r[0] : !llvm.struct<(f32, f32, f32, f32)>
  %y = llvm.extractvalue %s[0] : !llvm.struct<(f32, f32, f32, f32)>
  llvm.store %x, %out : f32, !llvm.ptr<1>
  llvm.store %y, %out : f32, !llvm.ptr<1>
  llvm.return
}

// -----

// SM120F: error[gate-target]: nvvm.mma.sp.block_scale (mma.sp::ordered_metadata.sync.aligned.m16n8k128.row.col.kind::mxf4.block_scale.scale_vec::2X.f32.e2m1.e2m1.f32.ue8m0) is not available on sm_120f
// SM120F: = it needs one of [sm_120a, sm_121a] (set 'mma_sp_block_scale_mxf4') with PTX ISA 8.7 or newer
// SM120F-NOT: error
llvm.func @sparse_mxf4(%a0: i32, %a1: i32, %a2: i32, %a3: i32, %b0: i32, %b1: i32, %b2: i32, %b3: i32, %c0: f32, %c1: f32, %c2: f32, %c3: f32, %meta: i32, %sd: i32, %sb: i16, %st: i16, %out: !llvm.ptr<1>) {
  %sel = llvm.mlir.constant(0 : i32) : i32
  %s = nvvm.mma.sp.block_scale A[%a0, %a1, %a2, %a3] B[%b0, %b1, %b2, %b3] C[%c0, %c1, %c2, %c3] sparseMetadata[%meta] selector[%sel] scaleA[%sd, %sb, %st] scaleB[%sd, %sb, %st] {blockScaleFormat = #nvvm.block_scale_format<ue8m0>, kind = #nvvm.block_scale_kind<mxf4>, multiplicandAPtxType = #nvvm.mma_type<e2m1>, multiplicandBPtxType = #nvvm.mma_type<e2m1>, orderedMetadata, scaleVecSize = #nvvm.scale_vec_size<x2>, shape = #nvvm.shape<m = 16, n = 8, k = 128>} : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
  %y = llvm.extractvalue %s[0] : !llvm.struct<(f32, f32, f32, f32)>
  llvm.store %y, %out : f32, !llvm.ptr<1>
  llvm.return
}
