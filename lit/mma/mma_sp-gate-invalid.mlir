// nvvm.mma.sp.sync gated: sm_80 up at PTX 7.1, with ordered metadata PTX 8.5.
// RUN: %not %nvvm-lower %s --target sm_75 2>&1 | %FileCheck %s --check-prefix=SM75
// RUN: %not %nvvm-lower %s --target sm_80 --ptx 8.4 2>&1 | %FileCheck %s --check-prefix=PTX84

// SM75: error[gate-target]: nvvm.mma.sp.sync (mma.sp::ordered_metadata.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16) is not available on sm_75
// SM75: = it needs one of [sm_80, {{.*}}] (set 'sm_80_up') with PTX ISA 8.5 or newer
// PTX84: error[gate-ptx]: 'nvvm.mma.sp.sync (mma.sp::ordered_metadata.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16)' needs PTX ISA 8.5 or newer, but PTX ISA 8.4 is pinned
llvm.func @ordered(%a0: vector<2xf16>, %a1: vector<2xf16>, %b0: vector<2xf16>, %b1: vector<2xf16>, %c0: vector<2xf16>, %c1: vector<2xf16>, %meta: i32, %out: !llvm.ptr<1>) {
  %sel = llvm.mlir.constant(0 : i32) : i32
  %r = nvvm.mma.sp.sync A[%a0, %a1] B[%b0, %b1] C[%c0, %c1] sparseMetadata[%meta] selector[%sel] {orderedMetadata, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>)>
  %d = llvm.extractvalue %r[0] : !llvm.struct<(vector<2xf16>, vector<2xf16>)>
  llvm.store %d, %out : vector<2xf16>, !llvm.ptr<1>
  llvm.return
}
