// nvvm.mma.sync m8n8k4 with f16 inputs: every layout pair, f16 and f32
// accumulators (sm_70 up, PTX 6.4). RUN lines in ../mma_sync.mlir.
// PTX: .version 6.4

// LL-LABEL: define {{.*}} @mma_m8n8k4_row_col_f32_f32(
// LL: call {{.*}} @llvm.nvvm.mma.m8n8k4.row.col.f32.f32(
// PTX-LABEL: mma_m8n8k4_row_col_f32_f32(
// PTX: mma.sync.aligned.m8n8k4.row.col.f32.f16.f16.f32
llvm.func @mma_m8n8k4_row_col_f32_f32(%a0: vector<2xf16>, %a1: vector<2xf16>, %b0: vector<2xf16>, %b1: vector<2xf16>, %c0: f32, %c1: f32, %c2: f32, %c3: f32, %c4: f32, %c5: f32, %c6: f32, %c7: f32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32)> {
  %0 = nvvm.mma.sync A[%a0, %a1] B[%b0, %b1] C[%c0, %c1, %c2, %c3, %c4, %c5, %c6, %c7]
    {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32)>
  llvm.return %0 : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32)>
}

// LL-LABEL: define {{.*}} @mma_m8n8k4_row_col_f16_f16(
// LL: call {{.*}} @llvm.nvvm.mma.m8n8k4.row.col.f16.f16(
// PTX-LABEL: mma_m8n8k4_row_col_f16_f16(
// PTX: mma.sync.aligned.m8n8k4.row.col.f16.f16.f16.f16
llvm.func @mma_m8n8k4_row_col_f16_f16(%a0: vector<2xf16>, %a1: vector<2xf16>, %b0: vector<2xf16>, %b1: vector<2xf16>, %c0: vector<2xf16>, %c1: vector<2xf16>, %c2: vector<2xf16>, %c3: vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>)> {
  %0 = nvvm.mma.sync A[%a0, %a1] B[%b0, %b1] C[%c0, %c1, %c2, %c3]
    {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>)>
  llvm.return %0 : !llvm.struct<(vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>)>
}

// LL-LABEL: define {{.*}} @mma_m8n8k4_row_row_f32_f32(
// LL: call {{.*}} @llvm.nvvm.mma.m8n8k4.row.row.f32.f32(
// PTX-LABEL: mma_m8n8k4_row_row_f32_f32(
// PTX: mma.sync.aligned.m8n8k4.row.row.f32.f16.f16.f32
llvm.func @mma_m8n8k4_row_row_f32_f32(%a0: vector<2xf16>, %a1: vector<2xf16>, %b0: vector<2xf16>, %b1: vector<2xf16>, %c0: f32, %c1: f32, %c2: f32, %c3: f32, %c4: f32, %c5: f32, %c6: f32, %c7: f32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32)> {
  %0 = nvvm.mma.sync A[%a0, %a1] B[%b0, %b1] C[%c0, %c1, %c2, %c3, %c4, %c5, %c6, %c7]
    {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<row>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32)>
  llvm.return %0 : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32)>
}

// LL-LABEL: define {{.*}} @mma_m8n8k4_row_row_f16_f16(
// LL: call {{.*}} @llvm.nvvm.mma.m8n8k4.row.row.f16.f16(
// PTX-LABEL: mma_m8n8k4_row_row_f16_f16(
// PTX: mma.sync.aligned.m8n8k4.row.row.f16.f16.f16.f16
llvm.func @mma_m8n8k4_row_row_f16_f16(%a0: vector<2xf16>, %a1: vector<2xf16>, %b0: vector<2xf16>, %b1: vector<2xf16>, %c0: vector<2xf16>, %c1: vector<2xf16>, %c2: vector<2xf16>, %c3: vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>)> {
  %0 = nvvm.mma.sync A[%a0, %a1] B[%b0, %b1] C[%c0, %c1, %c2, %c3]
    {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<row>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>)>
  llvm.return %0 : !llvm.struct<(vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>)>
}

// LL-LABEL: define {{.*}} @mma_m8n8k4_col_row_f32_f32(
// LL: call {{.*}} @llvm.nvvm.mma.m8n8k4.col.row.f32.f32(
// PTX-LABEL: mma_m8n8k4_col_row_f32_f32(
// PTX: mma.sync.aligned.m8n8k4.col.row.f32.f16.f16.f32
llvm.func @mma_m8n8k4_col_row_f32_f32(%a0: vector<2xf16>, %a1: vector<2xf16>, %b0: vector<2xf16>, %b1: vector<2xf16>, %c0: f32, %c1: f32, %c2: f32, %c3: f32, %c4: f32, %c5: f32, %c6: f32, %c7: f32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32)> {
  %0 = nvvm.mma.sync A[%a0, %a1] B[%b0, %b1] C[%c0, %c1, %c2, %c3, %c4, %c5, %c6, %c7]
    {layoutA = #nvvm.mma_layout<col>, layoutB = #nvvm.mma_layout<row>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32)>
  llvm.return %0 : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32)>
}

// LL-LABEL: define {{.*}} @mma_m8n8k4_col_row_f16_f16(
// LL: call {{.*}} @llvm.nvvm.mma.m8n8k4.col.row.f16.f16(
// PTX-LABEL: mma_m8n8k4_col_row_f16_f16(
// PTX: mma.sync.aligned.m8n8k4.col.row.f16.f16.f16.f16
llvm.func @mma_m8n8k4_col_row_f16_f16(%a0: vector<2xf16>, %a1: vector<2xf16>, %b0: vector<2xf16>, %b1: vector<2xf16>, %c0: vector<2xf16>, %c1: vector<2xf16>, %c2: vector<2xf16>, %c3: vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>)> {
  %0 = nvvm.mma.sync A[%a0, %a1] B[%b0, %b1] C[%c0, %c1, %c2, %c3]
    {layoutA = #nvvm.mma_layout<col>, layoutB = #nvvm.mma_layout<row>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>)>
  llvm.return %0 : !llvm.struct<(vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>)>
}

// LL-LABEL: define {{.*}} @mma_m8n8k4_col_col_f32_f32(
// LL: call {{.*}} @llvm.nvvm.mma.m8n8k4.col.col.f32.f32(
// PTX-LABEL: mma_m8n8k4_col_col_f32_f32(
// PTX: mma.sync.aligned.m8n8k4.col.col.f32.f16.f16.f32
llvm.func @mma_m8n8k4_col_col_f32_f32(%a0: vector<2xf16>, %a1: vector<2xf16>, %b0: vector<2xf16>, %b1: vector<2xf16>, %c0: f32, %c1: f32, %c2: f32, %c3: f32, %c4: f32, %c5: f32, %c6: f32, %c7: f32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32)> {
  %0 = nvvm.mma.sync A[%a0, %a1] B[%b0, %b1] C[%c0, %c1, %c2, %c3, %c4, %c5, %c6, %c7]
    {layoutA = #nvvm.mma_layout<col>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32)>
  llvm.return %0 : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32)>
}

// LL-LABEL: define {{.*}} @mma_m8n8k4_col_col_f16_f16(
// LL: call {{.*}} @llvm.nvvm.mma.m8n8k4.col.col.f16.f16(
// PTX-LABEL: mma_m8n8k4_col_col_f16_f16(
// PTX: mma.sync.aligned.m8n8k4.col.col.f16.f16.f16.f16
llvm.func @mma_m8n8k4_col_col_f16_f16(%a0: vector<2xf16>, %a1: vector<2xf16>, %b0: vector<2xf16>, %b1: vector<2xf16>, %c0: vector<2xf16>, %c1: vector<2xf16>, %c2: vector<2xf16>, %c3: vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>)> {
  %0 = nvvm.mma.sync A[%a0, %a1] B[%b0, %b1] C[%c0, %c1, %c2, %c3]
    {layoutA = #nvvm.mma_layout<col>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>)>
  llvm.return %0 : !llvm.struct<(vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>)>
}

// LL-LABEL: define {{.*}} @mma_m8n8k4_f32_f16(
// LL: call {{.*}} @llvm.nvvm.mma.m8n8k4.row.col.f32.f16(
// PTX-LABEL: mma_m8n8k4_f32_f16(
// PTX: mma.sync.aligned.m8n8k4.row.col.f32.f16.f16.f16
llvm.func @mma_m8n8k4_f32_f16(%a0: vector<2xf16>, %a1: vector<2xf16>, %b0: vector<2xf16>, %b1: vector<2xf16>, %c0: vector<2xf16>, %c1: vector<2xf16>, %c2: vector<2xf16>, %c3: vector<2xf16>) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32)> {
  %0 = nvvm.mma.sync A[%a0, %a1] B[%b0, %b1] C[%c0, %c1, %c2, %c3]
    {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32)>
  llvm.return %0 : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32)>
}
