// nvvm.mma.sync, the warp-level MMA, as MLIR 22 writes it (its nvvmir.mlir
// cases: @nvvm_mma_m16n8k16_f16_f16, _bf16_bf16, _f32_f32, _s8_s8, _s8_u8,
// m16n8k128_b1_b1, m16n8k32_s4_s4, m8n8k4_f64_f64, m16n8k4_tf32_f32) and the
// other shapes and type pairs of intrinsics/mma_sync.toml: one LLVM 22
// intrinsic per shape, layouts, types, overflow mode and b1 operation. The f16
// accumulator is vector<2xf16>; A and B of bf16, tf32 and the integer types are
// packed i32; the integer forms take intOverflowBehavior. All from sm_80
// (PTX 7.0, and.popc 7.1); the m8n8k4 f16 forms (any layouts) from sm_70 in
// Inputs/mma_m8n8k4.mlir.
// RUN: %nvvm-lower %s --target sm_80 --emit llvm-ir | %FileCheck %s --check-prefix=LL
// RUN: %nvvm-lower %s --target sm_80 | %FileCheck %s --check-prefix=PTX
// RUN: %nvvm-lower %s --target sm_80 | %ptxas-verify
// RUN: %nvvm-lower %s --target sm_90a | %ptxas-verify
// RUN: %nvvm-lower %s --target sm_100a | %ptxas-verify
// RUN: %nvvm-lower %s --target sm_120 | %ptxas-verify
// RUN: %nvvm-lower %S/Inputs/mma_m8n8k4.mlir --target sm_70 --emit llvm-ir | %FileCheck %S/Inputs/mma_m8n8k4.mlir --check-prefix=LL
// RUN: %nvvm-lower %S/Inputs/mma_m8n8k4.mlir --target sm_70 | %FileCheck %S/Inputs/mma_m8n8k4.mlir --check-prefix=PTX
// RUN: %nvvm-lower %S/Inputs/mma_m8n8k4.mlir --target sm_70 | %ptxas-verify
// RUN: %nvvm-lower %S/Inputs/mma_m8n8k4.mlir --target sm_86 | %ptxas-verify
// RUN: %nvvm-lower %S/Inputs/mma_m8n8k4.mlir --target sm_100a | %ptxas-verify

// PTX: .version 7.1

// LL-LABEL: define {{.*}} @mma_m16n8k16_f16_f16(
// LL: call {{.*}} @llvm.nvvm.mma.m16n8k16.row.col.f16.f16(
// PTX-LABEL: mma_m16n8k16_f16_f16(
// PTX: mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16
llvm.func @mma_m16n8k16_f16_f16(%a0: vector<2xf16>, %a1: vector<2xf16>, %a2: vector<2xf16>, %a3: vector<2xf16>, %b0: vector<2xf16>, %b1: vector<2xf16>, %c0: vector<2xf16>, %c1: vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>)> {
  %0 = nvvm.mma.sync A[%a0, %a1, %a2, %a3] B[%b0, %b1] C[%c0, %c1]
    {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>)>
  llvm.return %0 : !llvm.struct<(vector<2xf16>, vector<2xf16>)>
}

// LL-LABEL: define {{.*}} @mma_m16n8k16_f32_f32(
// LL: call {{.*}} @llvm.nvvm.mma.m16n8k16.row.col.f32.f32(
// PTX-LABEL: mma_m16n8k16_f32_f32(
// PTX: mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32
llvm.func @mma_m16n8k16_f32_f32(%a0: vector<2xf16>, %a1: vector<2xf16>, %a2: vector<2xf16>, %a3: vector<2xf16>, %b0: vector<2xf16>, %b1: vector<2xf16>, %c0: f32, %c1: f32, %c2: f32, %c3: f32) -> !llvm.struct<(f32, f32, f32, f32)> {
  %0 = nvvm.mma.sync A[%a0, %a1, %a2, %a3] B[%b0, %b1] C[%c0, %c1, %c2, %c3]
    {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
  llvm.return %0 : !llvm.struct<(f32, f32, f32, f32)>
}

// LL-LABEL: define {{.*}} @mma_m16n8k8_f16_f16(
// LL: call {{.*}} @llvm.nvvm.mma.m16n8k8.row.col.f16.f16(
// PTX-LABEL: mma_m16n8k8_f16_f16(
// PTX: mma.sync.aligned.m16n8k8.row.col.f16.f16.f16.f16
llvm.func @mma_m16n8k8_f16_f16(%a0: vector<2xf16>, %a1: vector<2xf16>, %b0: vector<2xf16>, %c0: vector<2xf16>, %c1: vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>)> {
  %0 = nvvm.mma.sync A[%a0, %a1] B[%b0] C[%c0, %c1]
    {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 8>} : (vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>)>
  llvm.return %0 : !llvm.struct<(vector<2xf16>, vector<2xf16>)>
}

// LL-LABEL: define {{.*}} @mma_m16n8k8_f32_f32(
// LL: call {{.*}} @llvm.nvvm.mma.m16n8k8.row.col.f32.f32(
// PTX-LABEL: mma_m16n8k8_f32_f32(
// PTX: mma.sync.aligned.m16n8k8.row.col.f32.f16.f16.f32
llvm.func @mma_m16n8k8_f32_f32(%a0: vector<2xf16>, %a1: vector<2xf16>, %b0: vector<2xf16>, %c0: f32, %c1: f32, %c2: f32, %c3: f32) -> !llvm.struct<(f32, f32, f32, f32)> {
  %0 = nvvm.mma.sync A[%a0, %a1] B[%b0] C[%c0, %c1, %c2, %c3]
    {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 8>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
  llvm.return %0 : !llvm.struct<(f32, f32, f32, f32)>
}

// LL-LABEL: define {{.*}} @mma_m16n8k16_bf16(
// LL: call {{.*}} @llvm.nvvm.mma.m16n8k16.row.col.bf16(
// PTX-LABEL: mma_m16n8k16_bf16(
// PTX: mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32
llvm.func @mma_m16n8k16_bf16(%a0: i32, %a1: i32, %a2: i32, %a3: i32, %b0: i32, %b1: i32, %c0: f32, %c1: f32, %c2: f32, %c3: f32) -> !llvm.struct<(f32, f32, f32, f32)> {
  %0 = nvvm.mma.sync A[%a0, %a1, %a2, %a3] B[%b0, %b1] C[%c0, %c1, %c2, %c3]
    {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<bf16>, multiplicandBPtxType = #nvvm.mma_type<bf16>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
  llvm.return %0 : !llvm.struct<(f32, f32, f32, f32)>
}

// LL-LABEL: define {{.*}} @mma_m16n8k8_bf16(
// LL: call {{.*}} @llvm.nvvm.mma.m16n8k8.row.col.bf16(
// PTX-LABEL: mma_m16n8k8_bf16(
// PTX: mma.sync.aligned.m16n8k8.row.col.f32.bf16.bf16.f32
llvm.func @mma_m16n8k8_bf16(%a0: i32, %a1: i32, %b0: i32, %c0: f32, %c1: f32, %c2: f32, %c3: f32) -> !llvm.struct<(f32, f32, f32, f32)> {
  %0 = nvvm.mma.sync A[%a0, %a1] B[%b0] C[%c0, %c1, %c2, %c3]
    {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<bf16>, multiplicandBPtxType = #nvvm.mma_type<bf16>, shape = #nvvm.shape<m = 16, n = 8, k = 8>} : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
  llvm.return %0 : !llvm.struct<(f32, f32, f32, f32)>
}

// LL-LABEL: define {{.*}} @mma_m16n8k4_tf32(
// LL: call {{.*}} @llvm.nvvm.mma.m16n8k4.row.col.tf32(
// PTX-LABEL: mma_m16n8k4_tf32(
// PTX: mma.sync.aligned.m16n8k4.row.col.f32.tf32.tf32.f32
llvm.func @mma_m16n8k4_tf32(%a0: i32, %a1: i32, %b0: i32, %c0: f32, %c1: f32, %c2: f32, %c3: f32) -> !llvm.struct<(f32, f32, f32, f32)> {
  %0 = nvvm.mma.sync A[%a0, %a1] B[%b0] C[%c0, %c1, %c2, %c3]
    {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<tf32>, multiplicandBPtxType = #nvvm.mma_type<tf32>, shape = #nvvm.shape<m = 16, n = 8, k = 4>} : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
  llvm.return %0 : !llvm.struct<(f32, f32, f32, f32)>
}

// LL-LABEL: define {{.*}} @mma_m16n8k8_tf32(
// LL: call {{.*}} @llvm.nvvm.mma.m16n8k8.row.col.tf32(
// PTX-LABEL: mma_m16n8k8_tf32(
// PTX: mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32
llvm.func @mma_m16n8k8_tf32(%a0: i32, %a1: i32, %a2: i32, %a3: i32, %b0: i32, %b1: i32, %c0: f32, %c1: f32, %c2: f32, %c3: f32) -> !llvm.struct<(f32, f32, f32, f32)> {
  %0 = nvvm.mma.sync A[%a0, %a1, %a2, %a3] B[%b0, %b1] C[%c0, %c1, %c2, %c3]
    {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<tf32>, multiplicandBPtxType = #nvvm.mma_type<tf32>, shape = #nvvm.shape<m = 16, n = 8, k = 8>} : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
  llvm.return %0 : !llvm.struct<(f32, f32, f32, f32)>
}

// LL-LABEL: define {{.*}} @mma_m8n8k4_f64(
// LL: call {{.*}} @llvm.nvvm.mma.m8n8k4.row.col.f64(
// PTX-LABEL: mma_m8n8k4_f64(
// PTX: mma.sync.aligned.m8n8k4.row.col.f64.f64.f64.f64
llvm.func @mma_m8n8k4_f64(%a0: f64, %b0: f64, %c0: f64, %c1: f64) -> !llvm.struct<(f64, f64)> {
  %0 = nvvm.mma.sync A[%a0] B[%b0] C[%c0, %c1]
    {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
  llvm.return %0 : !llvm.struct<(f64, f64)>
}

// LL-LABEL: define {{.*}} @mma_m8n8k16_s8_u8_satfinite(
// LL: call {{.*}} @llvm.nvvm.mma.m8n8k16.row.col.satfinite.s8.u8(
// PTX-LABEL: mma_m8n8k16_s8_u8_satfinite(
// PTX: mma.sync.aligned.m8n8k16.row.col.satfinite.s32.s8.u8.s32
llvm.func @mma_m8n8k16_s8_u8_satfinite(%a0: i32, %b0: i32, %c0: i32, %c1: i32) -> !llvm.struct<(i32, i32)> {
  %0 = nvvm.mma.sync A[%a0] B[%b0] C[%c0, %c1]
    {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<s8>, multiplicandBPtxType = #nvvm.mma_type<u8>, intOverflowBehavior = #nvvm.mma_int_overflow<satfinite>, shape = #nvvm.shape<m = 8, n = 8, k = 16>} : (i32, i32, i32) -> !llvm.struct<(i32, i32)>
  llvm.return %0 : !llvm.struct<(i32, i32)>
}

// LL-LABEL: define {{.*}} @mma_m16n8k16_s8_wrapped(
// LL: call {{.*}} @llvm.nvvm.mma.m16n8k16.row.col.s8(
// PTX-LABEL: mma_m16n8k16_s8_wrapped(
// PTX: mma.sync.aligned.m16n8k16.row.col.s32.s8.s8.s32
llvm.func @mma_m16n8k16_s8_wrapped(%a0: i32, %a1: i32, %b0: i32, %c0: i32, %c1: i32, %c2: i32, %c3: i32) -> !llvm.struct<(i32, i32, i32, i32)> {
  %0 = nvvm.mma.sync A[%a0, %a1] B[%b0] C[%c0, %c1, %c2, %c3]
    {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<s8>, multiplicandBPtxType = #nvvm.mma_type<s8>, intOverflowBehavior = #nvvm.mma_int_overflow<wrapped>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (i32, i32, i32) -> !llvm.struct<(i32, i32, i32, i32)>
  llvm.return %0 : !llvm.struct<(i32, i32, i32, i32)>
}

// LL-LABEL: define {{.*}} @mma_m16n8k16_u8_s8_satfinite(
// LL: call {{.*}} @llvm.nvvm.mma.m16n8k16.row.col.satfinite.u8.s8(
// PTX-LABEL: mma_m16n8k16_u8_s8_satfinite(
// PTX: mma.sync.aligned.m16n8k16.row.col.satfinite.s32.u8.s8.s32
llvm.func @mma_m16n8k16_u8_s8_satfinite(%a0: i32, %a1: i32, %b0: i32, %c0: i32, %c1: i32, %c2: i32, %c3: i32) -> !llvm.struct<(i32, i32, i32, i32)> {
  %0 = nvvm.mma.sync A[%a0, %a1] B[%b0] C[%c0, %c1, %c2, %c3]
    {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<u8>, multiplicandBPtxType = #nvvm.mma_type<s8>, intOverflowBehavior = #nvvm.mma_int_overflow<satfinite>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (i32, i32, i32) -> !llvm.struct<(i32, i32, i32, i32)>
  llvm.return %0 : !llvm.struct<(i32, i32, i32, i32)>
}

// LL-LABEL: define {{.*}} @mma_m16n8k32_u8_wrapped(
// LL: call {{.*}} @llvm.nvvm.mma.m16n8k32.row.col.u8(
// PTX-LABEL: mma_m16n8k32_u8_wrapped(
// PTX: mma.sync.aligned.m16n8k32.row.col.s32.u8.u8.s32
llvm.func @mma_m16n8k32_u8_wrapped(%a0: i32, %a1: i32, %a2: i32, %a3: i32, %b0: i32, %b1: i32, %c0: i32, %c1: i32, %c2: i32, %c3: i32) -> !llvm.struct<(i32, i32, i32, i32)> {
  %0 = nvvm.mma.sync A[%a0, %a1, %a2, %a3] B[%b0, %b1] C[%c0, %c1, %c2, %c3]
    {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<u8>, multiplicandBPtxType = #nvvm.mma_type<u8>, intOverflowBehavior = #nvvm.mma_int_overflow<wrapped>, shape = #nvvm.shape<m = 16, n = 8, k = 32>} : (i32, i32, i32) -> !llvm.struct<(i32, i32, i32, i32)>
  llvm.return %0 : !llvm.struct<(i32, i32, i32, i32)>
}

// LL-LABEL: define {{.*}} @mma_m8n8k32_s4_u4(
// LL: call {{.*}} @llvm.nvvm.mma.m8n8k32.row.col.satfinite.s4.u4(
// PTX-LABEL: mma_m8n8k32_s4_u4(
// PTX: mma.sync.aligned.m8n8k32.row.col.satfinite.s32.s4.u4.s32
llvm.func @mma_m8n8k32_s4_u4(%a0: i32, %b0: i32, %c0: i32, %c1: i32) -> !llvm.struct<(i32, i32)> {
  %0 = nvvm.mma.sync A[%a0] B[%b0] C[%c0, %c1]
    {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<s4>, multiplicandBPtxType = #nvvm.mma_type<u4>, intOverflowBehavior = #nvvm.mma_int_overflow<satfinite>, shape = #nvvm.shape<m = 8, n = 8, k = 32>} : (i32, i32, i32) -> !llvm.struct<(i32, i32)>
  llvm.return %0 : !llvm.struct<(i32, i32)>
}

// LL-LABEL: define {{.*}} @mma_m16n8k32_s4_satfinite(
// LL: call {{.*}} @llvm.nvvm.mma.m16n8k32.row.col.satfinite.s4(
// PTX-LABEL: mma_m16n8k32_s4_satfinite(
// PTX: mma.sync.aligned.m16n8k32.row.col.satfinite.s32.s4.s4.s32
llvm.func @mma_m16n8k32_s4_satfinite(%a0: i32, %a1: i32, %b0: i32, %c0: i32, %c1: i32, %c2: i32, %c3: i32) -> !llvm.struct<(i32, i32, i32, i32)> {
  %0 = nvvm.mma.sync A[%a0, %a1] B[%b0] C[%c0, %c1, %c2, %c3]
    {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<s4>, multiplicandBPtxType = #nvvm.mma_type<s4>, intOverflowBehavior = #nvvm.mma_int_overflow<satfinite>, shape = #nvvm.shape<m = 16, n = 8, k = 32>} : (i32, i32, i32) -> !llvm.struct<(i32, i32, i32, i32)>
  llvm.return %0 : !llvm.struct<(i32, i32, i32, i32)>
}

// LL-LABEL: define {{.*}} @mma_m16n8k64_u4_s4_wrapped(
// LL: call {{.*}} @llvm.nvvm.mma.m16n8k64.row.col.u4.s4(
// PTX-LABEL: mma_m16n8k64_u4_s4_wrapped(
// PTX: mma.sync.aligned.m16n8k64.row.col.s32.u4.s4.s32
llvm.func @mma_m16n8k64_u4_s4_wrapped(%a0: i32, %a1: i32, %a2: i32, %a3: i32, %b0: i32, %b1: i32, %c0: i32, %c1: i32, %c2: i32, %c3: i32) -> !llvm.struct<(i32, i32, i32, i32)> {
  %0 = nvvm.mma.sync A[%a0, %a1, %a2, %a3] B[%b0, %b1] C[%c0, %c1, %c2, %c3]
    {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<u4>, multiplicandBPtxType = #nvvm.mma_type<s4>, intOverflowBehavior = #nvvm.mma_int_overflow<wrapped>, shape = #nvvm.shape<m = 16, n = 8, k = 64>} : (i32, i32, i32) -> !llvm.struct<(i32, i32, i32, i32)>
  llvm.return %0 : !llvm.struct<(i32, i32, i32, i32)>
}

// LL-LABEL: define {{.*}} @mma_m8n8k128_b1_xor(
// LL: call {{.*}} @llvm.nvvm.mma.xor.popc.m8n8k128.row.col.b1(
// PTX-LABEL: mma_m8n8k128_b1_xor(
// PTX: mma.sync.aligned.m8n8k128.row.col.s32.b1.b1.s32.xor.popc
llvm.func @mma_m8n8k128_b1_xor(%a0: i32, %b0: i32, %c0: i32, %c1: i32) -> !llvm.struct<(i32, i32)> {
  %0 = nvvm.mma.sync A[%a0] B[%b0] C[%c0, %c1]
    {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<b1>, multiplicandBPtxType = #nvvm.mma_type<b1>, b1Op = #nvvm.mma_b1op<xor_popc>, shape = #nvvm.shape<m = 8, n = 8, k = 128>} : (i32, i32, i32) -> !llvm.struct<(i32, i32)>
  llvm.return %0 : !llvm.struct<(i32, i32)>
}

// LL-LABEL: define {{.*}} @mma_m16n8k128_b1_and(
// LL: call {{.*}} @llvm.nvvm.mma.and.popc.m16n8k128.row.col.b1(
// PTX-LABEL: mma_m16n8k128_b1_and(
// PTX: mma.sync.aligned.m16n8k128.row.col.s32.b1.b1.s32.and.popc
llvm.func @mma_m16n8k128_b1_and(%a0: i32, %a1: i32, %b0: i32, %c0: i32, %c1: i32, %c2: i32, %c3: i32) -> !llvm.struct<(i32, i32, i32, i32)> {
  %0 = nvvm.mma.sync A[%a0, %a1] B[%b0] C[%c0, %c1, %c2, %c3]
    {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<b1>, multiplicandBPtxType = #nvvm.mma_type<b1>, b1Op = #nvvm.mma_b1op<and_popc>, shape = #nvvm.shape<m = 16, n = 8, k = 128>} : (i32, i32, i32) -> !llvm.struct<(i32, i32, i32, i32)>
  llvm.return %0 : !llvm.struct<(i32, i32, i32, i32)>
}

// LL-LABEL: define {{.*}} @mma_m16n8k256_b1_xor(
// LL: call {{.*}} @llvm.nvvm.mma.xor.popc.m16n8k256.row.col.b1(
// PTX-LABEL: mma_m16n8k256_b1_xor(
// PTX: mma.sync.aligned.m16n8k256.row.col.s32.b1.b1.s32.xor.popc
llvm.func @mma_m16n8k256_b1_xor(%a0: i32, %a1: i32, %a2: i32, %a3: i32, %b0: i32, %b1: i32, %c0: i32, %c1: i32, %c2: i32, %c3: i32) -> !llvm.struct<(i32, i32, i32, i32)> {
  %0 = nvvm.mma.sync A[%a0, %a1, %a2, %a3] B[%b0, %b1] C[%c0, %c1, %c2, %c3]
    {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<b1>, multiplicandBPtxType = #nvvm.mma_type<b1>, b1Op = #nvvm.mma_b1op<xor_popc>, shape = #nvvm.shape<m = 16, n = 8, k = 256>} : (i32, i32, i32) -> !llvm.struct<(i32, i32, i32, i32)>
  llvm.return %0 : !llvm.struct<(i32, i32, i32, i32)>
}

// Every call is convergent (all threads of the warp execute it): its
// declaration is.
// LL: declare {{.*}} @llvm.nvvm.mma.m16n8k16.row.col.f16.f16({{.*}}) #[[CONV:[0-9]+]]
// LL: attributes #[[CONV]] = { convergent
