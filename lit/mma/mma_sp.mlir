// nvvm.mma.sp.sync: MLIR's mma-sp.mlir (every shape and type of its table:
// f16 into f16 or f32, bf16, tf32, s8/u8, s4/u4 with either overflow mode) and
// its ordered-metadata forms, in MLIR 22's syntax; the D struct's first
// register is stored so that the instruction reaches the PTX. sm_80 up, PTX
// 7.1; ordered metadata PTX 8.5 (tests/gating_matrix.rs measures every row).
// RUN: %nvvm-lower %s --target sm_80 --emit llvm-ir | %FileCheck %s --check-prefix=LL
// RUN: %nvvm-lower %s --target sm_90a | %FileCheck %s --check-prefix=PTX
// RUN: %nvvm-lower %s --target sm_80 | %ptxas-verify
// RUN: %nvvm-lower %s --target sm_90a | %ptxas-verify
// RUN: %nvvm-lower %s --target sm_120 | %ptxas-verify

// PTX: .version 8.5

// LL-LABEL: @nvvm_mma_sp_m16n8k16_f16_f16(
// LL: call { <2 x half>, <2 x half> } @llvm.nvvm.mma.sp.m16n8k16.row.col.f16.f16(<2 x half> %{{.*}}, <2 x half> %{{.*}}, <2 x half> %{{.*}}, <2 x half> %{{.*}}, <2 x half> %{{.*}}, <2 x half> %{{.*}}, i32 %{{.*}}, i32 0)
// PTX-LABEL: nvvm_mma_sp_m16n8k16_f16_f16(
// PTX: mma.sp.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16
llvm.func @nvvm_mma_sp_m16n8k16_f16_f16(%a0: vector<2xf16>, %a1: vector<2xf16>, %b0: vector<2xf16>, %b1: vector<2xf16>, %c0: vector<2xf16>, %c1: vector<2xf16>, %meta: i32, %out: !llvm.ptr<1>) {
  %sel = llvm.mlir.constant(0 : i32) : i32
  %res = nvvm.mma.sp.sync A[%a0, %a1] B[%b0, %b1] C[%c0, %c1]
      sparseMetadata[%meta] selector[%sel]
      {shape = #nvvm.shape<m = 16, n = 8, k = 16>}
      : (vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>)>
  %d0 = llvm.extractvalue %res[0] : !llvm.struct<(vector<2xf16>, vector<2xf16>)>
  llvm.store %d0, %out : vector<2xf16>, !llvm.ptr<1>
  llvm.return
}

// LL-LABEL: @nvvm_mma_sp_m16n8k16_f16_f32(
// LL: call { float, float, float, float } @llvm.nvvm.mma.sp.m16n8k16.row.col.f32.f32(<2 x half> %{{.*}}, <2 x half> %{{.*}}, <2 x half> %{{.*}}, <2 x half> %{{.*}}, float %{{.*}}, float %{{.*}}, float %{{.*}}, float %{{.*}}, i32 %{{.*}}, i32 0)
// PTX-LABEL: nvvm_mma_sp_m16n8k16_f16_f32(
// PTX: mma.sp.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32
llvm.func @nvvm_mma_sp_m16n8k16_f16_f32(%a0: vector<2xf16>, %a1: vector<2xf16>, %b0: vector<2xf16>, %b1: vector<2xf16>, %c0: f32, %c1: f32, %c2: f32, %c3: f32, %meta: i32, %out: !llvm.ptr<1>) {
  %sel = llvm.mlir.constant(0 : i32) : i32
  %res = nvvm.mma.sp.sync A[%a0, %a1] B[%b0, %b1] C[%c0, %c1, %c2, %c3]
      sparseMetadata[%meta] selector[%sel]
      {shape = #nvvm.shape<m = 16, n = 8, k = 16>}
      : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
  %d0 = llvm.extractvalue %res[0] : !llvm.struct<(f32, f32, f32, f32)>
  llvm.store %d0, %out : f32, !llvm.ptr<1>
  llvm.return
}

// LL-LABEL: @nvvm_mma_sp_m16n8k32_f16_f16(
// LL: call { <2 x half>, <2 x half> } @llvm.nvvm.mma.sp.m16n8k32.row.col.f16.f16(<2 x half> %{{.*}}, <2 x half> %{{.*}}, <2 x half> %{{.*}}, <2 x half> %{{.*}}, <2 x half> %{{.*}}, <2 x half> %{{.*}}, <2 x half> %{{.*}}, <2 x half> %{{.*}}, <2 x half> %{{.*}}, <2 x half> %{{.*}}, i32 %{{.*}}, i32 0)
// PTX-LABEL: nvvm_mma_sp_m16n8k32_f16_f16(
// PTX: mma.sp.sync.aligned.m16n8k32.row.col.f16.f16.f16.f16
llvm.func @nvvm_mma_sp_m16n8k32_f16_f16(%a0: vector<2xf16>, %a1: vector<2xf16>, %a2: vector<2xf16>, %a3: vector<2xf16>, %b0: vector<2xf16>, %b1: vector<2xf16>, %b2: vector<2xf16>, %b3: vector<2xf16>, %c0: vector<2xf16>, %c1: vector<2xf16>, %meta: i32, %out: !llvm.ptr<1>) {
  %sel = llvm.mlir.constant(0 : i32) : i32
  %res = nvvm.mma.sp.sync A[%a0, %a1, %a2, %a3] B[%b0, %b1, %b2, %b3] C[%c0, %c1]
      sparseMetadata[%meta] selector[%sel]
      {shape = #nvvm.shape<m = 16, n = 8, k = 32>}
      : (vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>)>
  %d0 = llvm.extractvalue %res[0] : !llvm.struct<(vector<2xf16>, vector<2xf16>)>
  llvm.store %d0, %out : vector<2xf16>, !llvm.ptr<1>
  llvm.return
}

// LL-LABEL: @nvvm_mma_sp_m16n8k32_f16_f32(
// LL: call { float, float, float, float } @llvm.nvvm.mma.sp.m16n8k32.row.col.f32.f32(<2 x half> %{{.*}}, <2 x half> %{{.*}}, <2 x half> %{{.*}}, <2 x half> %{{.*}}, <2 x half> %{{.*}}, <2 x half> %{{.*}}, <2 x half> %{{.*}}, <2 x half> %{{.*}}, float %{{.*}}, float %{{.*}}, float %{{.*}}, float %{{.*}}, i32 %{{.*}}, i32 0)
// PTX-LABEL: nvvm_mma_sp_m16n8k32_f16_f32(
// PTX: mma.sp.sync.aligned.m16n8k32.row.col.f32.f16.f16.f32
llvm.func @nvvm_mma_sp_m16n8k32_f16_f32(%a0: vector<2xf16>, %a1: vector<2xf16>, %a2: vector<2xf16>, %a3: vector<2xf16>, %b0: vector<2xf16>, %b1: vector<2xf16>, %b2: vector<2xf16>, %b3: vector<2xf16>, %c0: f32, %c1: f32, %c2: f32, %c3: f32, %meta: i32, %out: !llvm.ptr<1>) {
  %sel = llvm.mlir.constant(0 : i32) : i32
  %res = nvvm.mma.sp.sync A[%a0, %a1, %a2, %a3] B[%b0, %b1, %b2, %b3] C[%c0, %c1, %c2, %c3]
      sparseMetadata[%meta] selector[%sel]
      {shape = #nvvm.shape<m = 16, n = 8, k = 32>}
      : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
  %d0 = llvm.extractvalue %res[0] : !llvm.struct<(f32, f32, f32, f32)>
  llvm.store %d0, %out : f32, !llvm.ptr<1>
  llvm.return
}

// LL-LABEL: @nvvm_mma_sp_m16n8k16_bf16_f32(
// LL: call { float, float, float, float } @llvm.nvvm.mma.sp.m16n8k16.row.col.bf16(i32 %{{.*}}, i32 %{{.*}}, i32 %{{.*}}, i32 %{{.*}}, float %{{.*}}, float %{{.*}}, float %{{.*}}, float %{{.*}}, i32 %{{.*}}, i32 0)
// PTX-LABEL: nvvm_mma_sp_m16n8k16_bf16_f32(
// PTX: mma.sp.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32
llvm.func @nvvm_mma_sp_m16n8k16_bf16_f32(%a0: i32, %a1: i32, %b0: i32, %b1: i32, %c0: f32, %c1: f32, %c2: f32, %c3: f32, %meta: i32, %out: !llvm.ptr<1>) {
  %sel = llvm.mlir.constant(0 : i32) : i32
  %res = nvvm.mma.sp.sync A[%a0, %a1] B[%b0, %b1] C[%c0, %c1, %c2, %c3]
      sparseMetadata[%meta] selector[%sel]
      {multiplicandAPtxType = #nvvm.mma_type<bf16>, multiplicandBPtxType = #nvvm.mma_type<bf16>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}
      : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
  %d0 = llvm.extractvalue %res[0] : !llvm.struct<(f32, f32, f32, f32)>
  llvm.store %d0, %out : f32, !llvm.ptr<1>
  llvm.return
}

// LL-LABEL: @nvvm_mma_sp_m16n8k32_bf16_f32(
// LL: call { float, float, float, float } @llvm.nvvm.mma.sp.m16n8k32.row.col.bf16(i32 %{{.*}}, i32 %{{.*}}, i32 %{{.*}}, i32 %{{.*}}, i32 %{{.*}}, i32 %{{.*}}, i32 %{{.*}}, i32 %{{.*}}, float %{{.*}}, float %{{.*}}, float %{{.*}}, float %{{.*}}, i32 %{{.*}}, i32 0)
// PTX-LABEL: nvvm_mma_sp_m16n8k32_bf16_f32(
// PTX: mma.sp.sync.aligned.m16n8k32.row.col.f32.bf16.bf16.f32
llvm.func @nvvm_mma_sp_m16n8k32_bf16_f32(%a0: i32, %a1: i32, %a2: i32, %a3: i32, %b0: i32, %b1: i32, %b2: i32, %b3: i32, %c0: f32, %c1: f32, %c2: f32, %c3: f32, %meta: i32, %out: !llvm.ptr<1>) {
  %sel = llvm.mlir.constant(0 : i32) : i32
  %res = nvvm.mma.sp.sync A[%a0, %a1, %a2, %a3] B[%b0, %b1, %b2, %b3] C[%c0, %c1, %c2, %c3]
      sparseMetadata[%meta] selector[%sel]
      {multiplicandAPtxType = #nvvm.mma_type<bf16>, multiplicandBPtxType = #nvvm.mma_type<bf16>, shape = #nvvm.shape<m = 16, n = 8, k = 32>}
      : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
  %d0 = llvm.extractvalue %res[0] : !llvm.struct<(f32, f32, f32, f32)>
  llvm.store %d0, %out : f32, !llvm.ptr<1>
  llvm.return
}

// LL-LABEL: @nvvm_mma_sp_m16n8k8_tf32_f32(
// LL: call { float, float, float, float } @llvm.nvvm.mma.sp.m16n8k8.row.col.tf32(i32 %{{.*}}, i32 %{{.*}}, i32 %{{.*}}, i32 %{{.*}}, float %{{.*}}, float %{{.*}}, float %{{.*}}, float %{{.*}}, i32 %{{.*}}, i32 0)
// PTX-LABEL: nvvm_mma_sp_m16n8k8_tf32_f32(
// PTX: mma.sp.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32
llvm.func @nvvm_mma_sp_m16n8k8_tf32_f32(%a0: i32, %a1: i32, %b0: i32, %b1: i32, %c0: f32, %c1: f32, %c2: f32, %c3: f32, %meta: i32, %out: !llvm.ptr<1>) {
  %sel = llvm.mlir.constant(0 : i32) : i32
  %res = nvvm.mma.sp.sync A[%a0, %a1] B[%b0, %b1] C[%c0, %c1, %c2, %c3]
      sparseMetadata[%meta] selector[%sel]
      {multiplicandAPtxType = #nvvm.mma_type<tf32>, multiplicandBPtxType = #nvvm.mma_type<tf32>, shape = #nvvm.shape<m = 16, n = 8, k = 8>}
      : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
  %d0 = llvm.extractvalue %res[0] : !llvm.struct<(f32, f32, f32, f32)>
  llvm.store %d0, %out : f32, !llvm.ptr<1>
  llvm.return
}

// LL-LABEL: @nvvm_mma_sp_m16n8k16_tf32_f32(
// LL: call { float, float, float, float } @llvm.nvvm.mma.sp.m16n8k16.row.col.tf32(i32 %{{.*}}, i32 %{{.*}}, i32 %{{.*}}, i32 %{{.*}}, i32 %{{.*}}, i32 %{{.*}}, i32 %{{.*}}, i32 %{{.*}}, float %{{.*}}, float %{{.*}}, float %{{.*}}, float %{{.*}}, i32 %{{.*}}, i32 0)
// PTX-LABEL: nvvm_mma_sp_m16n8k16_tf32_f32(
// PTX: mma.sp.sync.aligned.m16n8k16.row.col.f32.tf32.tf32.f32
llvm.func @nvvm_mma_sp_m16n8k16_tf32_f32(%a0: i32, %a1: i32, %a2: i32, %a3: i32, %b0: i32, %b1: i32, %b2: i32, %b3: i32, %c0: f32, %c1: f32, %c2: f32, %c3: f32, %meta: i32, %out: !llvm.ptr<1>) {
  %sel = llvm.mlir.constant(0 : i32) : i32
  %res = nvvm.mma.sp.sync A[%a0, %a1, %a2, %a3] B[%b0, %b1, %b2, %b3] C[%c0, %c1, %c2, %c3]
      sparseMetadata[%meta] selector[%sel]
      {multiplicandAPtxType = #nvvm.mma_type<tf32>, multiplicandBPtxType = #nvvm.mma_type<tf32>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}
      : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
  %d0 = llvm.extractvalue %res[0] : !llvm.struct<(f32, f32, f32, f32)>
  llvm.store %d0, %out : f32, !llvm.ptr<1>
  llvm.return
}

// LL-LABEL: @nvvm_mma_sp_m16n8k32_s8_s32(
// LL: call { i32, i32, i32, i32 } @llvm.nvvm.mma.sp.m16n8k32.row.col.s8(i32 %{{.*}}, i32 %{{.*}}, i32 %{{.*}}, i32 %{{.*}}, i32 %{{.*}}, i32 %{{.*}}, i32 %{{.*}}, i32 %{{.*}}, i32 %{{.*}}, i32 0)
// PTX-LABEL: nvvm_mma_sp_m16n8k32_s8_s32(
// PTX: mma.sp.sync.aligned.m16n8k32.row.col.s32.s8.s8.s32
llvm.func @nvvm_mma_sp_m16n8k32_s8_s32(%a0: i32, %a1: i32, %b0: i32, %b1: i32, %c0: i32, %c1: i32, %c2: i32, %c3: i32, %meta: i32, %out: !llvm.ptr<1>) {
  %sel = llvm.mlir.constant(0 : i32) : i32
  %res = nvvm.mma.sp.sync A[%a0, %a1] B[%b0, %b1] C[%c0, %c1, %c2, %c3]
      sparseMetadata[%meta] selector[%sel]
      {intOverflowBehavior = #nvvm.mma_int_overflow<wrapped>, multiplicandAPtxType = #nvvm.mma_type<s8>, multiplicandBPtxType = #nvvm.mma_type<s8>, shape = #nvvm.shape<m = 16, n = 8, k = 32>}
      : (i32, i32, i32) -> !llvm.struct<(i32, i32, i32, i32)>
  %d0 = llvm.extractvalue %res[0] : !llvm.struct<(i32, i32, i32, i32)>
  llvm.store %d0, %out : i32, !llvm.ptr<1>
  llvm.return
}

// LL-LABEL: @nvvm_mma_sp_m16n8k32_s8_s32_satfinite(
// LL: call { i32, i32, i32, i32 } @llvm.nvvm.mma.sp.m16n8k32.row.col.satfinite.s8(i32 %{{.*}}, i32 %{{.*}}, i32 %{{.*}}, i32 %{{.*}}, i32 %{{.*}}, i32 %{{.*}}, i32 %{{.*}}, i32 %{{.*}}, i32 %{{.*}}, i32 0)
// PTX-LABEL: nvvm_mma_sp_m16n8k32_s8_s32_satfinite(
// PTX: mma.sp.sync.aligned.m16n8k32.row.col.satfinite.s32.s8.s8.s32
llvm.func @nvvm_mma_sp_m16n8k32_s8_s32_satfinite(%a0: i32, %a1: i32, %b0: i32, %b1: i32, %c0: i32, %c1: i32, %c2: i32, %c3: i32, %meta: i32, %out: !llvm.ptr<1>) {
  %sel = llvm.mlir.constant(0 : i32) : i32
  %res = nvvm.mma.sp.sync A[%a0, %a1] B[%b0, %b1] C[%c0, %c1, %c2, %c3]
      sparseMetadata[%meta] selector[%sel]
      {intOverflowBehavior = #nvvm.mma_int_overflow<satfinite>, multiplicandAPtxType = #nvvm.mma_type<s8>, multiplicandBPtxType = #nvvm.mma_type<s8>, shape = #nvvm.shape<m = 16, n = 8, k = 32>}
      : (i32, i32, i32) -> !llvm.struct<(i32, i32, i32, i32)>
  %d0 = llvm.extractvalue %res[0] : !llvm.struct<(i32, i32, i32, i32)>
  llvm.store %d0, %out : i32, !llvm.ptr<1>
  llvm.return
}

// LL-LABEL: @nvvm_mma_sp_m16n8k64_s8_s32(
// LL: call { i32, i32, i32, i32 } @llvm.nvvm.mma.sp.m16n8k64.row.col.s8(i32 %{{.*}}, i32 %{{.*}}, i32 %{{.*}}, i32 %{{.*}}, i32 %{{.*}}, i32 %{{.*}}, i32 %{{.*}}, i32 %{{.*}}, i32 %{{.*}}, i32 %{{.*}}, i32 %{{.*}}, i32 %{{.*}}, i32 %{{.*}}, i32 0)
// PTX-LABEL: nvvm_mma_sp_m16n8k64_s8_s32(
// PTX: mma.sp.sync.aligned.m16n8k64.row.col.s32.s8.s8.s32
llvm.func @nvvm_mma_sp_m16n8k64_s8_s32(%a0: i32, %a1: i32, %a2: i32, %a3: i32, %b0: i32, %b1: i32, %b2: i32, %b3: i32, %c0: i32, %c1: i32, %c2: i32, %c3: i32, %meta: i32, %out: !llvm.ptr<1>) {
  %sel = llvm.mlir.constant(0 : i32) : i32
  %res = nvvm.mma.sp.sync A[%a0, %a1, %a2, %a3] B[%b0, %b1, %b2, %b3] C[%c0, %c1, %c2, %c3]
      sparseMetadata[%meta] selector[%sel]
      {intOverflowBehavior = #nvvm.mma_int_overflow<wrapped>, multiplicandAPtxType = #nvvm.mma_type<s8>, multiplicandBPtxType = #nvvm.mma_type<s8>, shape = #nvvm.shape<m = 16, n = 8, k = 64>}
      : (i32, i32, i32) -> !llvm.struct<(i32, i32, i32, i32)>
  %d0 = llvm.extractvalue %res[0] : !llvm.struct<(i32, i32, i32, i32)>
  llvm.store %d0, %out : i32, !llvm.ptr<1>
  llvm.return
}

// LL-LABEL: @nvvm_mma_sp_m16n8k32_u8_s32(
// LL: call { i32, i32, i32, i32 } @llvm.nvvm.mma.sp.m16n8k32.row.col.u8(i32 %{{.*}}, i32 %{{.*}}, i32 %{{.*}}, i32 %{{.*}}, i32 %{{.*}}, i32 %{{.*}}, i32 %{{.*}}, i32 %{{.*}}, i32 %{{.*}}, i32 0)
// PTX-LABEL: nvvm_mma_sp_m16n8k32_u8_s32(
// PTX: mma.sp.sync.aligned.m16n8k32.row.col.s32.u8.u8.s32
llvm.func @nvvm_mma_sp_m16n8k32_u8_s32(%a0: i32, %a1: i32, %b0: i32, %b1: i32, %c0: i32, %c1: i32, %c2: i32, %c3: i32, %meta: i32, %out: !llvm.ptr<1>) {
  %sel = llvm.mlir.constant(0 : i32) : i32
  %res = nvvm.mma.sp.sync A[%a0, %a1] B[%b0, %b1] C[%c0, %c1, %c2, %c3]
      sparseMetadata[%meta] selector[%sel]
      {intOverflowBehavior = #nvvm.mma_int_overflow<wrapped>, multiplicandAPtxType = #nvvm.mma_type<u8>, multiplicandBPtxType = #nvvm.mma_type<u8>, shape = #nvvm.shape<m = 16, n = 8, k = 32>}
      : (i32, i32, i32) -> !llvm.struct<(i32, i32, i32, i32)>
  %d0 = llvm.extractvalue %res[0] : !llvm.struct<(i32, i32, i32, i32)>
  llvm.store %d0, %out : i32, !llvm.ptr<1>
  llvm.return
}

// LL-LABEL: @nvvm_mma_sp_m16n8k64_s4_s32(
// LL: call { i32, i32, i32, i32 } @llvm.nvvm.mma.sp.m16n8k64.row.col.s4(i32 %{{.*}}, i32 %{{.*}}, i32 %{{.*}}, i32 %{{.*}}, i32 %{{.*}}, i32 %{{.*}}, i32 %{{.*}}, i32 %{{.*}}, i32 %{{.*}}, i32 0)
// PTX-LABEL: nvvm_mma_sp_m16n8k64_s4_s32(
// PTX: mma.sp.sync.aligned.m16n8k64.row.col.s32.s4.s4.s32
llvm.func @nvvm_mma_sp_m16n8k64_s4_s32(%a0: i32, %a1: i32, %b0: i32, %b1: i32, %c0: i32, %c1: i32, %c2: i32, %c3: i32, %meta: i32, %out: !llvm.ptr<1>) {
  %sel = llvm.mlir.constant(0 : i32) : i32
  %res = nvvm.mma.sp.sync A[%a0, %a1] B[%b0, %b1] C[%c0, %c1, %c2, %c3]
      sparseMetadata[%meta] selector[%sel]
      {intOverflowBehavior = #nvvm.mma_int_overflow<wrapped>, multiplicandAPtxType = #nvvm.mma_type<s4>, multiplicandBPtxType = #nvvm.mma_type<s4>, shape = #nvvm.shape<m = 16, n = 8, k = 64>}
      : (i32, i32, i32) -> !llvm.struct<(i32, i32, i32, i32)>
  %d0 = llvm.extractvalue %res[0] : !llvm.struct<(i32, i32, i32, i32)>
  llvm.store %d0, %out : i32, !llvm.ptr<1>
  llvm.return
}

// LL-LABEL: @nvvm_mma_sp_m16n8k128_u4_s32(
// LL: call { i32, i32, i32, i32 } @llvm.nvvm.mma.sp.m16n8k128.row.col.u4(i32 %{{.*}}, i32 %{{.*}}, i32 %{{.*}}, i32 %{{.*}}, i32 %{{.*}}, i32 %{{.*}}, i32 %{{.*}}, i32 %{{.*}}, i32 %{{.*}}, i32 %{{.*}}, i32 %{{.*}}, i32 %{{.*}}, i32 %{{.*}}, i32 0)
// PTX-LABEL: nvvm_mma_sp_m16n8k128_u4_s32(
// PTX: mma.sp.sync.aligned.m16n8k128.row.col.s32.u4.u4.s32
llvm.func @nvvm_mma_sp_m16n8k128_u4_s32(%a0: i32, %a1: i32, %a2: i32, %a3: i32, %b0: i32, %b1: i32, %b2: i32, %b3: i32, %c0: i32, %c1: i32, %c2: i32, %c3: i32, %meta: i32, %out: !llvm.ptr<1>) {
  %sel = llvm.mlir.constant(0 : i32) : i32
  %res = nvvm.mma.sp.sync A[%a0, %a1, %a2, %a3] B[%b0, %b1, %b2, %b3] C[%c0, %c1, %c2, %c3]
      sparseMetadata[%meta] selector[%sel]
      {intOverflowBehavior = #nvvm.mma_int_overflow<wrapped>, multiplicandAPtxType = #nvvm.mma_type<u4>, multiplicandBPtxType = #nvvm.mma_type<u4>, shape = #nvvm.shape<m = 16, n = 8, k = 128>}
      : (i32, i32, i32) -> !llvm.struct<(i32, i32, i32, i32)>
  %d0 = llvm.extractvalue %res[0] : !llvm.struct<(i32, i32, i32, i32)>
  llvm.store %d0, %out : i32, !llvm.ptr<1>
  llvm.return
}

// LL-LABEL: @nvvm_mma_sp_ordered_m16n8k16_f16_f16(
// LL: call { <2 x half>, <2 x half> } @llvm.nvvm.mma.sp.ordered.metadata.m16n8k16.row.col.f16.f16(<2 x half> %{{.*}}, <2 x half> %{{.*}}, <2 x half> %{{.*}}, <2 x half> %{{.*}}, <2 x half> %{{.*}}, <2 x half> %{{.*}}, i32 %{{.*}}, i32 0)
// PTX-LABEL: nvvm_mma_sp_ordered_m16n8k16_f16_f16(
// PTX: mma.sp::ordered_metadata.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16
llvm.func @nvvm_mma_sp_ordered_m16n8k16_f16_f16(%a0: vector<2xf16>, %a1: vector<2xf16>, %b0: vector<2xf16>, %b1: vector<2xf16>, %c0: vector<2xf16>, %c1: vector<2xf16>, %meta: i32, %out: !llvm.ptr<1>) {
  %sel = llvm.mlir.constant(0 : i32) : i32
  %res = nvvm.mma.sp.sync A[%a0, %a1] B[%b0, %b1] C[%c0, %c1]
      sparseMetadata[%meta] selector[%sel]
      {orderedMetadata, shape = #nvvm.shape<m = 16, n = 8, k = 16>}
      : (vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>)>
  %d0 = llvm.extractvalue %res[0] : !llvm.struct<(vector<2xf16>, vector<2xf16>)>
  llvm.store %d0, %out : vector<2xf16>, !llvm.ptr<1>
  llvm.return
}

// LL-LABEL: @nvvm_mma_sp_ordered_m16n8k32_bf16_f32(
// LL: call { float, float, float, float } @llvm.nvvm.mma.sp.ordered.metadata.m16n8k32.row.col.bf16(i32 %{{.*}}, i32 %{{.*}}, i32 %{{.*}}, i32 %{{.*}}, i32 %{{.*}}, i32 %{{.*}}, i32 %{{.*}}, i32 %{{.*}}, float %{{.*}}, float %{{.*}}, float %{{.*}}, float %{{.*}}, i32 %{{.*}}, i32 0)
// PTX-LABEL: nvvm_mma_sp_ordered_m16n8k32_bf16_f32(
// PTX: mma.sp::ordered_metadata.sync.aligned.m16n8k32.row.col.f32.bf16.bf16.f32
llvm.func @nvvm_mma_sp_ordered_m16n8k32_bf16_f32(%a0: i32, %a1: i32, %a2: i32, %a3: i32, %b0: i32, %b1: i32, %b2: i32, %b3: i32, %c0: f32, %c1: f32, %c2: f32, %c3: f32, %meta: i32, %out: !llvm.ptr<1>) {
  %sel = llvm.mlir.constant(0 : i32) : i32
  %res = nvvm.mma.sp.sync A[%a0, %a1, %a2, %a3] B[%b0, %b1, %b2, %b3] C[%c0, %c1, %c2, %c3]
      sparseMetadata[%meta] selector[%sel]
      {orderedMetadata, multiplicandAPtxType = #nvvm.mma_type<bf16>, multiplicandBPtxType = #nvvm.mma_type<bf16>, shape = #nvvm.shape<m = 16, n = 8, k = 32>}
      : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
  %d0 = llvm.extractvalue %res[0] : !llvm.struct<(f32, f32, f32, f32)>
  llvm.store %d0, %out : f32, !llvm.ptr<1>
  llvm.return
}

// LL-LABEL: @nvvm_mma_sp_ordered_m16n8k32_s8_s32(
// LL: call { i32, i32, i32, i32 } @llvm.nvvm.mma.sp.ordered.metadata.m16n8k32.row.col.s8(i32 %{{.*}}, i32 %{{.*}}, i32 %{{.*}}, i32 %{{.*}}, i32 %{{.*}}, i32 %{{.*}}, i32 %{{.*}}, i32 %{{.*}}, i32 %{{.*}}, i32 0)
// PTX-LABEL: nvvm_mma_sp_ordered_m16n8k32_s8_s32(
// PTX: mma.sp::ordered_metadata.sync.aligned.m16n8k32.row.col.s32.s8.s8.s32
llvm.func @nvvm_mma_sp_ordered_m16n8k32_s8_s32(%a0: i32, %a1: i32, %b0: i32, %b1: i32, %c0: i32, %c1: i32, %c2: i32, %c3: i32, %meta: i32, %out: !llvm.ptr<1>) {
  %sel = llvm.mlir.constant(0 : i32) : i32
  %res = nvvm.mma.sp.sync A[%a0, %a1] B[%b0, %b1] C[%c0, %c1, %c2, %c3]
      sparseMetadata[%meta] selector[%sel]
      {orderedMetadata, intOverflowBehavior = #nvvm.mma_int_overflow<wrapped>, multiplicandAPtxType = #nvvm.mma_type<s8>, multiplicandBPtxType = #nvvm.mma_type<s8>, shape = #nvvm.shape<m = 16, n = 8, k = 32>}
      : (i32, i32, i32) -> !llvm.struct<(i32, i32, i32, i32)>
  %d0 = llvm.extractvalue %res[0] : !llvm.struct<(i32, i32, i32, i32)>
  llvm.store %d0, %out : i32, !llvm.ptr<1>
  llvm.return
}
