// The ops with a syntax of their own (inline_ptx, wmma, mma.sync) follow the
// same rule as every other op for an attribute they do not define: MLIR 22
// keeps it as a discardable attribute and so does nvvm-lower, with a warning
// that it is ignored. Refusals (an nvvm.* name, a near miss, a sync
// attribute, an attribute of another form of the op) are in
// inline_ptx-invalid.mlir and ../mma/*-invalid.mlir.
// RUN: %nvvm-lower %s --target sm_80 > %t.ptx 2> %t.err
// RUN: %FileCheck %s -DFILE=%s --input-file %t.err
// RUN: %FileCheck %s --check-prefix=PTX --input-file %t.ptx
// RUN: %ptxas-verify < %t.ptx
// RUN: %mlir-opt %s > /dev/null

// CHECK: warning[attr]: 'nvvm.inline_ptx' does not define attribute 'foo': ignored
// CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+12]]:56
// CHECK: = it accepts no attributes; MLIR 22 keeps 'foo' as a discardable attribute that changes nothing
// CHECK: warning[attr]: 'nvvm.wmma.load' does not define attribute 'tag': ignored
// CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+10]]:161
// CHECK: = it accepts m, n, k, layout, eltype, frag; MLIR 22 keeps 'tag'
// CHECK: warning[attr]: 'nvvm.mma.sync' does not define attribute 'note': ignored
// CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+8]]:185
// CHECK-NOT: error
// PTX: mov.b32
// PTX: wmma.load.a.sync.aligned.row.m16n16k16.shared.f16
// PTX: mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32
llvm.func @own_syntax(%a: i32, %p: !llvm.ptr<3>, %s: i32, %a0: vector<2xf16>, %a1: vector<2xf16>, %a2: vector<2xf16>, %a3: vector<2xf16>, %b0: vector<2xf16>, %b1: vector<2xf16>, %c: f32, %out: !llvm.ptr<1>) attributes {nvvm.kernel} {
  %r = nvvm.inline_ptx "mov.b32 $0, $1;" ro(%a : i32) {foo = 1} -> i32
  %w = nvvm.wmma.load %p, %s {eltype = #nvvm.mma_type<f16>, frag = #nvvm.mma_frag<a>, k = 16 : i32, layout = #nvvm.mma_layout<row>, m = 16 : i32, n = 16 : i32, tag = "x"} : (!llvm.ptr<3>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>)>
  %d = nvvm.mma.sync A[%a0, %a1, %a2, %a3] B[%b0, %b1] C[%c, %c, %c, %c] {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 16>, note = "y"} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
  llvm.store %r, %out : i32, !llvm.ptr<1>
  %w0 = llvm.extractvalue %w[0] : !llvm.struct<(vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>)>
  llvm.store %w0, %out : vector<2xf16>, !llvm.ptr<1>
  %d0 = llvm.extractvalue %d[0] : !llvm.struct<(f32, f32, f32, f32)>
  llvm.store %d0, %out : f32, !llvm.ptr<1>
  llvm.return
}
