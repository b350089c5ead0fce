// MLIR 22's ldmatrix / stmatrix verifier rules, with mlir-opt-22's messages:
// the matrix count, layout and element type each shape allows, the result
// type the count makes, the shapes. Each chunk is refused by mlir-translate-22
// too (tests/mlir_conformance.rs); exit 1, nothing on stdout.
// RUN: %nvvm-lower %s --split-input-file --target sm_100a > %t.out 2> %t.err; test $? -eq 1
// RUN: %count 0 < %t.out
// RUN: %FileCheck %s -DFILE=%s --input-file %t.err

// CHECK: error[rule]: expected num attribute to be 1, 2 or 4 for 8x8 matrix
// CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+2]]:3
llvm.func @f(%p: !llvm.ptr<3>, %r: i32) {
  %l = nvvm.ldmatrix %p {num = 3 : i32, layout = #nvvm.mma_layout<row>, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>, eltType = #nvvm.ld_st_matrix_elt_type<b16>} : (!llvm.ptr<3>) -> i32
  llvm.return
}

// -----

// CHECK: error[rule]: expected num attribute to be 1, 2 or 4 for 8x16 matrix
// CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+2]]:3
llvm.func @f(%p: !llvm.ptr<3>, %r: i32) {
  %l = nvvm.ldmatrix %p {num = 3 : i32, layout = #nvvm.mma_layout<row>, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 16>, eltType = #nvvm.ld_st_matrix_elt_type<b8x16.b6x16_p32>} : (!llvm.ptr<3>) -> i32
  llvm.return
}

// -----

// CHECK: error[rule]: expected num attribute to be 1 or 2 for 16x16 matrix
// CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+2]]:3
llvm.func @f(%p: !llvm.ptr<3>, %r: i32) {
  %l = nvvm.ldmatrix %p {num = 4 : i32, layout = #nvvm.mma_layout<col>, shape = #nvvm.ld_st_matrix_shape<m = 16, n = 16>, eltType = #nvvm.ld_st_matrix_elt_type<b8>} : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32, i32, i32)>
  llvm.return
}

// -----

// CHECK: error[rule]: expected destination type is i32
// CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+2]]:3
llvm.func @f(%p: !llvm.ptr<3>, %r: i32) {
  %l = nvvm.ldmatrix %p {num = 1 : i32, layout = #nvvm.mma_layout<row>, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>, eltType = #nvvm.ld_st_matrix_elt_type<b16>} : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32)>
  llvm.return
}

// -----

// CHECK: error[rule]: expected destination type is a structure of 2 elements of type i32
// CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+2]]:3
llvm.func @f(%p: !llvm.ptr<3>, %r: i32) {
  %l = nvvm.ldmatrix %p {num = 1 : i32, layout = #nvvm.mma_layout<col>, shape = #nvvm.ld_st_matrix_shape<m = 16, n = 16>, eltType = #nvvm.ld_st_matrix_elt_type<b8>} : (!llvm.ptr<3>) -> i32
  llvm.return
}

// -----

// CHECK: error[rule]: expected layout to be row for 8x16 matrix
// CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+2]]:3
llvm.func @f(%p: !llvm.ptr<3>, %r: i32) {
  %l = nvvm.ldmatrix %p {num = 1 : i32, layout = #nvvm.mma_layout<col>, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 16>, eltType = #nvvm.ld_st_matrix_elt_type<b8x16.b6x16_p32>} : (!llvm.ptr<3>) -> i32
  llvm.return
}

// -----

// CHECK: error[rule]: expected layout to be col for 16x16 matrix
// CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+2]]:3
llvm.func @f(%p: !llvm.ptr<3>, %r: i32) {
  %l = nvvm.ldmatrix %p {num = 1 : i32, layout = #nvvm.mma_layout<row>, shape = #nvvm.ld_st_matrix_shape<m = 16, n = 16>, eltType = #nvvm.ld_st_matrix_elt_type<b8>} : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32)>
  llvm.return
}

// -----

// CHECK: error[rule]: expected element type to be b16 for 8x8 matrix
// CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+2]]:3
llvm.func @f(%p: !llvm.ptr<3>, %r: i32) {
  %l = nvvm.ldmatrix %p {num = 1 : i32, layout = #nvvm.mma_layout<row>, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>, eltType = #nvvm.ld_st_matrix_elt_type<b8>} : (!llvm.ptr<3>) -> i32
  llvm.return
}

// -----

// CHECK: error[rule]: expected element type to be b8x16.b4x16_p64 or b8x16.b6x16_p32 for 8x16 matrix
// CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+2]]:3
llvm.func @f(%p: !llvm.ptr<3>, %r: i32) {
  %l = nvvm.ldmatrix %p {num = 1 : i32, layout = #nvvm.mma_layout<row>, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 16>, eltType = #nvvm.ld_st_matrix_elt_type<b16>} : (!llvm.ptr<3>) -> i32
  llvm.return
}

// -----

// CHECK: error[rule]: expected element type to be b8, b8x16.b4x16_p64 or b8x16.b6x16_p32 for 16x16 matrix
// CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+2]]:3
llvm.func @f(%p: !llvm.ptr<3>, %r: i32) {
  %l = nvvm.ldmatrix %p {num = 1 : i32, layout = #nvvm.mma_layout<col>, shape = #nvvm.ld_st_matrix_shape<m = 16, n = 16>, eltType = #nvvm.ld_st_matrix_elt_type<b16>} : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32)>
  llvm.return
}

// -----

// CHECK: error[rule]: expected shape to be 8x8, 8x16 or 16x16
// CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+2]]:3
llvm.func @f(%p: !llvm.ptr<3>, %r: i32) {
  %l = nvvm.ldmatrix %p {num = 1 : i32, layout = #nvvm.mma_layout<row>, shape = #nvvm.ld_st_matrix_shape<m = 16, n = 8>, eltType = #nvvm.ld_st_matrix_elt_type<b16>} : (!llvm.ptr<3>) -> i32
  llvm.return
}

// -----

// CHECK: error[rule]: expected num attribute to be 1, 2 or 4
// CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+2]]:3
llvm.func @f(%p: !llvm.ptr<3>, %r: i32) {
  nvvm.stmatrix %p, %r, %r, %r {layout = #nvvm.mma_layout<row>, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>, eltType = #nvvm.ld_st_matrix_elt_type<b16>} : !llvm.ptr<3>, i32, i32, i32
  llvm.return
}

// -----

// CHECK: error[rule]: expected layout to be col for 16x8 matrix
// CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+2]]:3
llvm.func @f(%p: !llvm.ptr<3>, %r: i32) {
  nvvm.stmatrix %p, %r {layout = #nvvm.mma_layout<row>, shape = #nvvm.ld_st_matrix_shape<m = 16, n = 8>, eltType = #nvvm.ld_st_matrix_elt_type<b8>} : !llvm.ptr<3>, i32
  llvm.return
}

// -----

// CHECK: error[rule]: expected element type to be B16 for 8x8 matrix
// CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+2]]:3
llvm.func @f(%p: !llvm.ptr<3>, %r: i32) {
  nvvm.stmatrix %p, %r {layout = #nvvm.mma_layout<col>, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>, eltType = #nvvm.ld_st_matrix_elt_type<b8>} : !llvm.ptr<3>, i32
  llvm.return
}

// -----

// CHECK: error[rule]: expected element type to be B8 for 16x8 matrix
// CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+2]]:3
llvm.func @f(%p: !llvm.ptr<3>, %r: i32) {
  nvvm.stmatrix %p, %r {layout = #nvvm.mma_layout<col>, shape = #nvvm.ld_st_matrix_shape<m = 16, n = 8>, eltType = #nvvm.ld_st_matrix_elt_type<b16>} : !llvm.ptr<3>, i32
  llvm.return
}

// -----

// CHECK: error[rule]: expected shape to be 8x8 or 16x8
// CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+2]]:3
llvm.func @f(%p: !llvm.ptr<3>, %r: i32) {
  nvvm.stmatrix %p, %r {layout = #nvvm.mma_layout<col>, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 16>, eltType = #nvvm.ld_st_matrix_elt_type<b8>} : !llvm.ptr<3>, i32
  llvm.return
}
