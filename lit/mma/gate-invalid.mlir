// Where the warp-level MMAs exist (measured with llc-22 and ptxas 13.5 and
// 12.9, tests/gating_matrix.rs): m8n8k4 f16 on every target from PTX 6.4; the
// m8n8k16 8-bit and m8n8k32 4-bit integer forms from sm_75 (PTX 6.5); bf16,
// tf32, f64, b1 and the larger shapes from sm_80 (PTX 7.0, and.popc 7.1).
// bf16 m16n8k8 on sm_75 is refused though llc-22 selects it: ptxas rejects
// its PTX there. A gate diagnostic at the op, exit 1, nothing on stdout.
// RUN: %nvvm-lower %s --target sm_70 > %t.out 2> %t.err; test $? -eq 1
// RUN: %count 0 < %t.out
// RUN: %FileCheck %s -DFILE=%s --input-file %t.err --check-prefix=SM70
// RUN: %not %nvvm-lower %s --target sm_75 2>&1 | %FileCheck %s -DFILE=%s --check-prefix=SM75
// RUN: %not %nvvm-lower %s --target sm_80 --ptx 7.0 2>&1 | %FileCheck %s -DFILE=%s --check-prefix=P70

llvm.func @gated(%h: vector<2xf16>, %r: i32, %f: f32, %d: f64) {
  // SM70-NOT: m8n8k4.col.row
  // SM75-NOT: m8n8k4.col.row
  // P70-NOT: m8n8k4.col.row
  %0 = nvvm.mma.sync A[%h, %h] B[%h, %h] C[%h, %h, %h, %h]
    {layoutA = #nvvm.mma_layout<col>, layoutB = #nvvm.mma_layout<row>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>)>
  // SM70: error[gate-target]: nvvm.mma.sync (mma.sync.aligned.m8n8k16.row.col.s32.s8.u8.s32) is not available on sm_70
  // SM70-NEXT: ┌─ [[FILE]]:[[@LINE+3]]:3
  // SM70: = it needs one of [sm_75, sm_80, {{.*}}] (set 'sm_75_up') with PTX ISA 6.5 or newer
  // SM75-NOT: m8n8k16
  %1 = nvvm.mma.sync A[%r] B[%r] C[%r, %r]
    {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, intOverflowBehavior = #nvvm.mma_int_overflow<wrapped>, multiplicandAPtxType = #nvvm.mma_type<s8>, multiplicandBPtxType = #nvvm.mma_type<u8>, shape = #nvvm.shape<m = 8, n = 8, k = 16>} : (i32, i32, i32) -> !llvm.struct<(i32, i32)>
  // SM70: error[gate-target]: nvvm.mma.sync (mma.sync.aligned.m16n8k8.row.col.f32.bf16.bf16.f32) is not available on sm_70
  // SM75: error[gate-target]: nvvm.mma.sync (mma.sync.aligned.m16n8k8.row.col.f32.bf16.bf16.f32) is not available on sm_75
  // SM75-NEXT: ┌─ [[FILE]]:[[@LINE+2]]:3
  // SM75: = it needs one of [sm_80, sm_86, {{.*}}] (set 'sm_80_up') with PTX ISA 7.0 or newer
  %2 = nvvm.mma.sync A[%r, %r] B[%r] C[%f, %f, %f, %f]
    {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<bf16>, multiplicandBPtxType = #nvvm.mma_type<bf16>, shape = #nvvm.shape<m = 16, n = 8, k = 8>} : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
  // SM70: error[gate-target]: nvvm.mma.sync (mma.sync.aligned.m8n8k4.row.col.f64.f64.f64.f64) is not available on sm_70
  // SM75: error[gate-target]: nvvm.mma.sync (mma.sync.aligned.m8n8k4.row.col.f64.f64.f64.f64) is not available on sm_75
  %3 = nvvm.mma.sync A[%d] B[%d] C[%d, %d]
    {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
  // SM70: error[gate-target]: nvvm.mma.sync (mma.sync.aligned.m8n8k128.row.col.s32.b1.b1.s32.and.popc) is not available on sm_70
  // SM75: error[gate-target]: nvvm.mma.sync (mma.sync.aligned.m8n8k128.row.col.s32.b1.b1.s32.and.popc) is not available on sm_75
  // P70: error[gate-ptx]: 'nvvm.mma.sync (mma.sync.aligned.m8n8k128.row.col.s32.b1.b1.s32.and.popc)' needs PTX ISA 7.1 or newer, but PTX ISA 7.0 is pinned
  // P70-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:3
  %4 = nvvm.mma.sync A[%r] B[%r] C[%r, %r]
    {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, b1Op = #nvvm.mma_b1op<and_popc>, multiplicandAPtxType = #nvvm.mma_type<b1>, multiplicandBPtxType = #nvvm.mma_type<b1>, shape = #nvvm.shape<m = 8, n = 8, k = 128>} : (i32, i32, i32) -> !llvm.struct<(i32, i32)>
  llvm.return
}
