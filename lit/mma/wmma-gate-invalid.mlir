// Where the wmma forms exist (measured with llc-22 and ptxas 13.5 and 12.9,
// tests/gating_matrix.rs): f16 on every target (m16n16k16 from PTX 6.0, the
// m32n8k16 and m8n32k16 shapes from 6.1); s8 and u8, and their s32
// accumulators, from sm_72 (PTX 6.3; llc-22 cannot select them on sm_70); tf32
// and f64 from sm_80 (PTX 7.0). A gate diagnostic at the op, exit 1, nothing on
// stdout.
// RUN: %nvvm-lower %s --target sm_70 > %t.out 2> %t.err; test $? -eq 1
// RUN: %count 0 < %t.out
// RUN: %FileCheck %s -DFILE=%s --input-file %t.err --check-prefix=SM70
// RUN: %not %nvvm-lower %s --target sm_75 2>&1 | %FileCheck %s -DFILE=%s --check-prefix=SM75
// RUN: %not %nvvm-lower %s --target sm_70 --ptx 6.0 2>&1 | %FileCheck %s -DFILE=%s --check-prefix=P60

llvm.func @gated(%p: !llvm.ptr<3>, %g: !llvm.ptr<1>, %p0: !llvm.ptr, %s: i32, %r: i32, %f: f32, %d: f64) {
  // SM70-NOT: m16n16k16.shared.f16
  // SM75-NOT: m16n16k16.shared.f16
  // P60-NOT: m16n16k16.shared.f16
  %0 = nvvm.wmma.load %p, %s {eltype = #nvvm.mma_type<f16>, frag = #nvvm.mma_frag<a>, k = 16 : i32, layout = #nvvm.mma_layout<row>, m = 16 : i32, n = 16 : i32} : (!llvm.ptr<3>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>)>
  // P60: error[gate-ptx]: 'nvvm.wmma.load (wmma.load.c.sync.aligned.col.m32n8k16.global.f32)' needs PTX ISA 6.1 or newer, but PTX ISA 6.0 is pinned
  // P60-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:3
  %1 = nvvm.wmma.load %g, %s {eltype = #nvvm.mma_type<f32>, frag = #nvvm.mma_frag<c>, k = 16 : i32, layout = #nvvm.mma_layout<col>, m = 32 : i32, n = 8 : i32} : (!llvm.ptr<1>) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32)>
  // SM70: error[gate-target]: nvvm.wmma.mma (wmma.mma.sync.aligned.row.col.m16n16k16.s32.s8.s8.s32) is not available on sm_70
  // SM70-NEXT: ┌─ [[FILE]]:[[@LINE+3]]:3
  // SM70: = it needs one of [sm_72, sm_75, {{.*}}] (set 'sm_72_up') with PTX ISA 6.3 or newer
  // SM75-NOT: s32.s8.s8.s32
  %2 = nvvm.wmma.mma %r, %r, %r, %r, %r, %r, %r, %r, %r, %r, %r, %r {eltypeA = #nvvm.mma_type<s8>, eltypeB = #nvvm.mma_type<s32>, k = 16 : i32, layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, m = 16 : i32, n = 16 : i32} : (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) -> !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32)>
  // SM70: error[gate-target]: nvvm.wmma.store (wmma.store.d.sync.aligned.row.m16n16k16.shared.s32) is not available on sm_70
  nvvm.wmma.store %p, %s, %r, %r, %r, %r, %r, %r, %r, %r {eltype = #nvvm.mma_type<s32>, k = 16 : i32, layout = #nvvm.mma_layout<row>, m = 16 : i32, n = 16 : i32} : !llvm.ptr<3>, i32, i32, i32, i32, i32, i32, i32, i32
  // SM70: error[gate-target]: nvvm.wmma.load (wmma.load.b.sync.aligned.col.m16n16k8.tf32) is not available on sm_70
  // SM75: error[gate-target]: nvvm.wmma.load (wmma.load.b.sync.aligned.col.m16n16k8.tf32) is not available on sm_75
  // SM75-NEXT: ┌─ [[FILE]]:[[@LINE+2]]:3
  // SM75: = it needs one of [sm_80, sm_86, {{.*}}] (set 'sm_80_up') with PTX ISA 7.0 or newer
  %3 = nvvm.wmma.load %p0, %s {eltype = #nvvm.mma_type<tf32>, frag = #nvvm.mma_frag<b>, k = 8 : i32, layout = #nvvm.mma_layout<col>, m = 16 : i32, n = 16 : i32} : (!llvm.ptr) -> !llvm.struct<(i32, i32, i32, i32)>
  // SM75: error[gate-target]: nvvm.wmma.mma (wmma.mma.sync.aligned.col.row.m8n8k4.f64.f64.f64.f64) is not available on sm_75
  %4 = nvvm.wmma.mma %d, %d, %d, %d {eltypeA = #nvvm.mma_type<f64>, eltypeB = #nvvm.mma_type<f64>, k = 4 : i32, layoutA = #nvvm.mma_layout<col>, layoutB = #nvvm.mma_layout<row>, m = 8 : i32, n = 8 : i32} : (f64, f64, f64, f64) -> !llvm.struct<(f64, f64)>
  llvm.return
}
