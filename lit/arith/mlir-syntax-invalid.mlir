// Spellings nvvm-lower once read but MLIR 22's parser or verifier refuses:
// the input language is MLIR's, so each is refused with MLIR's form in a
// note (mlir-opt-22's message in each chunk's comment). Each chunk: a
// diagnostic at the chunk's own line, exit status 1, nothing on stdout.
// RUN: %nvvm-lower %s --split-input-file --target sm_90a > %t.out 2> %t.err; test $? -eq 1
// RUN: %count 0 < %t.out
// RUN: %FileCheck %s -DFILE=%s --input-file %t.err
// mlir-opt-22 refuses every chunk too (one "error:" per chunk).
// RUN: %not %mlir-opt %s --split-input-file 2>&1 >/dev/null | grep -c 'error:' | grep -qx 11

// The signedness of dot.accumulate in the attribute dictionary
// (mlir-opt-22: "expected '<'").
llvm.func @dot_types_in_dictionary(%a: vector<2xi16>, %b: vector<4xi8>, %c: i32) -> i32 {
  // CHECK: error[attr]: the a_type of 'nvvm.dot.accumulate.2way' is written after operand %a, not in the attribute dictionary
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+3]]:{{[0-9]+}}
  // CHECK: = MLIR 22's form: %a <unsigned>
  // CHECK-NOT: error
  %r = nvvm.dot.accumulate.2way %a, %b, %c {a_type = #nvvm.dot_accumulate_type<unsigned>, b_hi = false, b_type = #nvvm.dot_accumulate_type<signed>} : vector<2xi16>, vector<4xi8>
  llvm.return %r : i32
}

// -----
llvm.func @dot4_type_in_dictionary(%a: vector<4xi8>, %b: vector<4xi8>, %c: i32) -> i32 {
  // CHECK: error[attr]: the b_type of 'nvvm.dot.accumulate.4way' is written after operand %b, not in the attribute dictionary
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+2]]:{{[0-9]+}}
  // CHECK: = MLIR 22's form: %b <signed>
  %r = nvvm.dot.accumulate.4way %a <unsigned>, %b, %c {b_type = #nvvm.dot_accumulate_type<signed>} : vector<4xi8>, vector<4xi8>
  llvm.return %r : i32
}

// -----
// The mode of prmt in the attribute dictionary (mlir-opt-22: "expected '<'").
llvm.func @prmt_mode_in_dictionary(%sel: i32, %lo: i32, %hi: i32) -> i32 {
  // CHECK: error[attr]: the #nvvm.permute_mode of 'nvvm.prmt' is written after the op name, not in the attribute dictionary
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+2]]:{{[0-9]+}}
  // CHECK: = MLIR 22 writes it before the operands: nvvm.prmt #nvvm.permute_mode<default>
  %r = nvvm.prmt %sel, %lo, %hi {mode = #nvvm.permute_mode<default>} : i32
  llvm.return %r : i32
}

// -----
// ldmatrix's num is an i32 attribute; an untyped literal is i64 in MLIR
// (mlir-opt-22: "attribute 'num' failed to satisfy constraint: 32-bit
// signless integer attribute").
llvm.func @ldmatrix_untyped_num(%p: !llvm.ptr<3>) -> i32 {
  // CHECK: error[attr]: 'num' of 'nvvm.ldmatrix' is an i32 attribute in MLIR 22, but the literal is untyped (i64 in MLIR)
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+2]]:{{[0-9]+}}
  // CHECK: = MLIR 22's form: num = 1 : i32
  %r = nvvm.ldmatrix %p {num = 1, layout = #nvvm.mma_layout<row>, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>, eltType = #nvvm.ld_st_matrix_elt_type<b16>} : (!llvm.ptr<3>) -> i32
  llvm.return %r : i32
}

// -----
llvm.func @ldmatrix_i64_num(%p: !llvm.ptr<3>) -> i32 {
  // CHECK: error[attr]: 'num' of 'nvvm.ldmatrix' is an i32 attribute in MLIR 22, but the literal is an i64
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:{{[0-9]+}}
  %r = nvvm.ldmatrix %p {num = 1 : i64, layout = #nvvm.mma_layout<row>, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>, eltType = #nvvm.ld_st_matrix_elt_type<b16>} : (!llvm.ptr<3>) -> i32
  llvm.return %r : i32
}

// -----
// prefetch's keywords in MLIR's order: level [uniform], tensormap
// [in_param_space], evict_priority, each group ending in ','.
// (mlir-opt-22: "expected SSA operand").
llvm.func @prefetch_evict_before_level(%p: !llvm.ptr<1>) {
  // CHECK: error[parse]: 'level' must come before 'evict_priority'
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+2]]:{{[0-9]+}}
  // CHECK: = MLIR 22 writes the attributes of 'nvvm.prefetch' in the order level, uniform, tensormap, in_param_space, evict_priority
  nvvm.prefetch evict_priority = evict_last, level = L2, %p : !llvm.ptr<1>
  llvm.return
}

// -----
llvm.func @prefetch_uniform_after_comma(%p: !llvm.ptr) {
  // CHECK: error[parse]: 'uniform' of 'nvvm.prefetch' is written right after 'level = ..', without a ','
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+2]]:{{[0-9]+}}
  // CHECK: = MLIR 22's form: nvvm.prefetch level = .. uniform, %x
  nvvm.prefetch level = L1, uniform, %p : !llvm.ptr
  llvm.return
}

// -----
llvm.func @prefetch_in_param_space_first(%p: !llvm.ptr) {
  // CHECK: error[parse]: 'in_param_space' of 'nvvm.prefetch' is written right after 'tensormap', without a ','
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+2]]:{{[0-9]+}}
  // CHECK: = MLIR 22's form: nvvm.prefetch tensormap in_param_space, %x
  nvvm.prefetch in_param_space, tensormap, %p : !llvm.ptr
  llvm.return
}

// -----
llvm.func @prefetch_in_param_space_after_comma(%p: !llvm.ptr) {
  // CHECK: error[parse]: 'in_param_space' of 'nvvm.prefetch' is written right after 'tensormap', without a ','
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:{{[0-9]+}}
  nvvm.prefetch tensormap, in_param_space, %p : !llvm.ptr
  llvm.return
}

// -----
llvm.func @prefetch_missing_comma(%p: !llvm.ptr<1>) {
  // CHECK: error[parse]: expected ',' between 'level' and 'evict_priority'
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:{{[0-9]+}}
  nvvm.prefetch level = L2 evict_priority = evict_last, %p : !llvm.ptr<1>
  llvm.return
}

// -----
// pmevent's keywords follow each other without a ',' (mlir-opt-22: "expected
// operation name in quotes" at the ',').
llvm.func @pmevent_comma() {
  // CHECK: error[parse]: 'mask' follows 'id' without a ',' in MLIR 22's form
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:{{[0-9]+}}
  nvvm.pmevent id = 1, mask = 3
  llvm.return
}
