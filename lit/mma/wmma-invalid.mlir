// MLIR 22's wmma verifier rules, with mlir-opt-22's messages: the pointer's
// address space (0, 1 or 3), the shape, fragment and element type combinations
// of intrinsics/wmma.toml, the result or data types they make, wmma.mma's
// argument count and types, the result of a load (a struct or f64), the
// attributes each op requires. Each chunk is refused by mlir-translate-22 too
// (tests/mlir_conformance.rs); exit 1, nothing on stdout.
// RUN: %nvvm-lower %s --split-input-file --target sm_80 > %t.out 2> %t.err; test $? -eq 1
// RUN: %count 0 < %t.out
// RUN: %FileCheck %s -DFILE=%s --input-file %t.err

// CHECK: error[wmma]: expected source pointer in memory space 0, 1, 3
// CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+2]]:3
llvm.func @f(%p: !llvm.ptr<5>, %s: i32) {
  %0 = nvvm.wmma.load %p, %s {eltype = #nvvm.mma_type<f16>, frag = #nvvm.mma_frag<a>, k = 16 : i32, layout = #nvvm.mma_layout<row>, m = 16 : i32, n = 16 : i32} : (!llvm.ptr<5>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>)>
  llvm.return
}

// -----

// CHECK: error[wmma]: expected destination type is a structure of 8 elements of type 'vector<2xf16>'
// CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+2]]:3
llvm.func @f(%p: !llvm.ptr<3>, %s: i32) {
  %0 = nvvm.wmma.load %p, %s {eltype = #nvvm.mma_type<f16>, frag = #nvvm.mma_frag<a>, k = 16 : i32, layout = #nvvm.mma_layout<row>, m = 16 : i32, n = 16 : i32} : (!llvm.ptr<3>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>)>
  llvm.return
}

// -----

// CHECK: error[wmma]: invalid attribute combination
// CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+2]]:3
llvm.func @f(%p: !llvm.ptr<3>, %s: i32) {
  %0 = nvvm.wmma.load %p, %s {eltype = #nvvm.mma_type<f16>, frag = #nvvm.mma_frag<a>, k = 8 : i32, layout = #nvvm.mma_layout<row>, m = 16 : i32, n = 16 : i32} : (!llvm.ptr<3>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>)>
  llvm.return
}

// -----

// CHECK: error[wmma]: invalid attribute combination
// CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+2]]:3
llvm.func @f(%p: !llvm.ptr<3>, %s: i32) {
  %0 = nvvm.wmma.load %p, %s {eltype = #nvvm.mma_type<f32>, frag = #nvvm.mma_frag<a>, k = 16 : i32, layout = #nvvm.mma_layout<row>, m = 16 : i32, n = 16 : i32} : (!llvm.ptr<3>) -> !llvm.struct<(f32)>
  llvm.return
}

// -----

// CHECK: error[wmma]: expected destination type to be f64
// CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+2]]:3
llvm.func @f(%p: !llvm.ptr<3>, %s: i32) {
  %0 = nvvm.wmma.load %p, %s {eltype = #nvvm.mma_type<f64>, frag = #nvvm.mma_frag<a>, k = 4 : i32, layout = #nvvm.mma_layout<row>, m = 8 : i32, n = 8 : i32} : (!llvm.ptr<3>) -> !llvm.struct<(f64)>
  llvm.return
}

// -----

// CHECK: error[wmma]: expected destination type is a structure of 2 elements of type 'f64'
// CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+2]]:3
llvm.func @f(%p: !llvm.ptr<3>, %s: i32) {
  %0 = nvvm.wmma.load %p, %s {eltype = #nvvm.mma_type<f64>, frag = #nvvm.mma_frag<c>, k = 4 : i32, layout = #nvvm.mma_layout<row>, m = 8 : i32, n = 8 : i32} : (!llvm.ptr<3>) -> f64
  llvm.return
}

// -----

// CHECK: error[wmma]: expected operands to be a source pointer in memory space 0, 1, 3
// CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+2]]:3
llvm.func @f(%p: !llvm.ptr<5>, %s: i32, %v: vector<2xf16>) {
  nvvm.wmma.store %p, %s, %v, %v, %v, %v {eltype = #nvvm.mma_type<f16>, k = 16 : i32, layout = #nvvm.mma_layout<row>, m = 16 : i32, n = 16 : i32} : !llvm.ptr<5>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>
  llvm.return
}

// -----

// CHECK: error[wmma]: expected 4 data operands
// CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+2]]:3
llvm.func @f(%p: !llvm.ptr<3>, %s: i32, %v: vector<2xf16>) {
  nvvm.wmma.store %p, %s, %v, %v, %v {eltype = #nvvm.mma_type<f16>, k = 16 : i32, layout = #nvvm.mma_layout<row>, m = 16 : i32, n = 16 : i32} : !llvm.ptr<3>, vector<2xf16>, vector<2xf16>, vector<2xf16>
  llvm.return
}

// -----

// CHECK: error[wmma]: invalid attribute combination
// CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+2]]:3
llvm.func @f(%p: !llvm.ptr<3>, %s: i32, %v: vector<2xf16>) {
  nvvm.wmma.store %p, %s, %v, %v, %v, %v {eltype = #nvvm.mma_type<f16>, k = 8 : i32, layout = #nvvm.mma_layout<row>, m = 16 : i32, n = 16 : i32} : !llvm.ptr<3>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>
  llvm.return
}

// -----

// CHECK: error[wmma]: expected data operands of type 'vector<2xf16>'
// CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+2]]:3
llvm.func @f(%p: !llvm.ptr<3>, %s: i32, %v: f32) {
  nvvm.wmma.store %p, %s, %v, %v, %v, %v {eltype = #nvvm.mma_type<f16>, k = 16 : i32, layout = #nvvm.mma_layout<row>, m = 16 : i32, n = 16 : i32} : !llvm.ptr<3>, f32, f32, f32, f32
  llvm.return
}

// -----

// CHECK: error[wmma]: invalid attribute combination
// CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+2]]:3
llvm.func @f(%a: vector<2xf16>, %c: f32) {
  %0 = nvvm.wmma.mma %a, %a, %a, %a, %a, %a, %a, %a, %a, %a, %a, %a, %a, %a, %a, %a, %c, %c, %c, %c, %c, %c, %c, %c {eltypeA = #nvvm.mma_type<f16>, eltypeB = #nvvm.mma_type<f32>, k = 8 : i32, layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<row>, m = 16 : i32, n = 16 : i32} : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, f32, f32, f32, f32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32)>
  llvm.return
}

// -----

// CHECK: error[wmma]: expected 24 arguments
// CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+2]]:3
llvm.func @f(%a: vector<2xf16>, %c: f32) {
  %0 = nvvm.wmma.mma %a, %a, %a, %a, %a, %a, %a, %a, %a, %a, %a, %a, %a, %a, %a, %a, %c, %c, %c, %c, %c, %c, %c {eltypeA = #nvvm.mma_type<f16>, eltypeB = #nvvm.mma_type<f32>, k = 16 : i32, layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<row>, m = 16 : i32, n = 16 : i32} : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, f32, f32, f32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32)>
  llvm.return
}

// -----

// CHECK: error[wmma]: expected destination type is a structure of 8 elements of type 'f32'
// CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+2]]:3
llvm.func @f(%a: vector<2xf16>, %c: f32) {
  %0 = nvvm.wmma.mma %a, %a, %a, %a, %a, %a, %a, %a, %a, %a, %a, %a, %a, %a, %a, %a, %c, %c, %c, %c, %c, %c, %c, %c {eltypeA = #nvvm.mma_type<f16>, eltypeB = #nvvm.mma_type<f32>, k = 16 : i32, layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<row>, m = 16 : i32, n = 16 : i32} : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, f32, f32, f32, f32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
  llvm.return
}

// -----

// CHECK: error[wmma]: expected 12 arguments
// CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+2]]:3
llvm.func @f(%a: vector<2xf16>, %c: f32) {
  %0 = nvvm.wmma.mma %a, %a, %a, %a, %a, %a, %a, %a, %a, %a, %a, %a, %a, %a, %a, %a, %c, %c, %c, %c, %c, %c, %c, %c {eltypeA = #nvvm.mma_type<s8>, eltypeB = #nvvm.mma_type<s32>, k = 16 : i32, layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<row>, m = 16 : i32, n = 16 : i32} : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, f32, f32, f32, f32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32)>
  llvm.return
}

// -----

// CHECK: error[wmma]: expected argument 15 to be of type 'vector<2xf16>'
// CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+2]]:3
llvm.func @f(%a: vector<2xf16>, %c: f32) {
  %0 = nvvm.wmma.mma %a, %a, %a, %a, %a, %a, %a, %a, %a, %a, %a, %a, %a, %a, %a, %c, %c, %c, %c, %c, %c, %c, %c, %c {eltypeA = #nvvm.mma_type<f16>, eltypeB = #nvvm.mma_type<f32>, k = 16 : i32, layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<row>, m = 16 : i32, n = 16 : i32} : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, f32, f32, f32, f32, f32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32)>
  llvm.return
}

// -----

// CHECK: error[wmma]: expected destination type is a structure of 1 elements of type 'i32'
// CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+2]]:3
llvm.func @f(%p: !llvm.ptr<3>, %s: i32) {
  %0 = nvvm.wmma.load %p, %s {eltype = #nvvm.mma_type<s8>, frag = #nvvm.mma_frag<a>, k = 16 : i32, layout = #nvvm.mma_layout<row>, m = 8 : i32, n = 32 : i32} : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32)>
  llvm.return
}

// -----

// CHECK: error[attr]: 'd' is not a valid frag
// CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+2]]:60
llvm.func @f(%p: !llvm.ptr<3>, %s: i32) {
  %0 = nvvm.wmma.load %p, %s {eltype = #nvvm.mma_type<s8>, frag = #nvvm.mma_frag<d>, k = 16 : i32, layout = #nvvm.mma_layout<row>, m = 8 : i32, n = 32 : i32} : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32)>
  llvm.return
}

// -----

// CHECK: error[wmma]: expected 2 data operands
// CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+2]]:3
llvm.func @f(%p: !llvm.ptr<3>, %s: i32, %v: f64) {
  nvvm.wmma.store %p, %s, %v {eltype = #nvvm.mma_type<f64>, k = 4 : i32, layout = #nvvm.mma_layout<row>, m = 8 : i32, n = 8 : i32} : !llvm.ptr<3>, f64
  llvm.return
}

// -----

// CHECK: error[parse]: 'nvvm.wmma.load' op result #0 must be LLVM structure type or 64-bit float, but got 'i32'
// CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+2]]:161
llvm.func @f(%p: !llvm.ptr<3>, %s: i32) {
  %0 = nvvm.wmma.load %p, %s {eltype = #nvvm.mma_type<s8>, frag = #nvvm.mma_frag<a>, k = 16 : i32, layout = #nvvm.mma_layout<row>, m = 8 : i32, n = 32 : i32} : (!llvm.ptr<3>) -> i32
  llvm.return
}

// -----

// CHECK: error[wmma]: requires attribute 'frag'
// CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+2]]:3
llvm.func @f(%p: !llvm.ptr<3>, %s: i32) {
  %0 = nvvm.wmma.load %p, %s {eltype = #nvvm.mma_type<tf32>, k = 8 : i32, layout = #nvvm.mma_layout<row>, m = 16 : i32, n = 16 : i32} : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32, i32, i32)>
  llvm.return
}
