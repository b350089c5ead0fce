// MLIR 22's verifier rules for the warp-level ops, with mlir-opt-22's messages
// (the cases of mlir/test/Target/LLVMIR/nvvm/shfl-sync-invalid.mlir and
// redux-sync-invalid.mlir, and vote.sync / match.sync's result rules). Each is
// diagnosed at its op; exit status 1, nothing on stdout.
// RUN: %nvvm-lower %s --split-input-file --target sm_100a > %t.out 2> %t.err; test $? -eq 1
// RUN: %count 0 < %t.out
// RUN: %FileCheck %s -DFILE=%s --input-file %t.err

// CHECK: error[rule]: "return_value_and_is_valid" attribute must be specified when the return type is a struct type
// CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+2]]:3
llvm.func @shfl_struct_without_flag(%arg0 : i32, %arg1 : f32, %arg2 : i32, %arg3 : i32) {
  %0 = nvvm.shfl.sync bfly %arg0, %arg1, %arg2, %arg3 : f32 -> !llvm.struct<(f32, i1)>
  llvm.return
}

// -----

// CHECK: error[rule]: expected return type to be of type 'f32' but got 'i32' instead
// CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+2]]:3
llvm.func @shfl_wrong_result(%arg0 : i32, %arg1 : f32, %arg2 : i32, %arg3 : i32) {
  %0 = nvvm.shfl.sync bfly %arg0, %arg1, %arg2, %arg3 : f32 -> i32
  llvm.return
}

// -----

// CHECK: error[rule]: expected first element in the returned struct to be of type 'f32' but got 'i32' instead
// CHECK: error[rule]: expected second element in the returned struct to be of type 'i1' but got 'i32' instead
// CHECK: error[rule]: expected return type to be a two-element struct
// CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+4]]:3
llvm.func @shfl_wrong_struct(%arg0 : i32, %arg1 : f32, %arg2 : i32, %arg3 : i32) {
  %0 = nvvm.shfl.sync bfly %arg0, %arg1, %arg2, %arg3 {return_value_and_is_valid} : f32 -> !llvm.struct<(i32, i1)>
  %1 = nvvm.shfl.sync idx %arg0, %arg1, %arg2, %arg3 {return_value_and_is_valid} : f32 -> !llvm.struct<(f32, i32)>
  %2 = nvvm.shfl.sync up %arg0, %arg1, %arg2, %arg3 {return_value_and_is_valid} : f32 -> f32
  llvm.return
}

// -----

// The type after ':' is the value's; a value is i32 or f32; a kind is required.
// CHECK: error[type]: type i32 does not match the operand's type f32
// CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+4]]:45
// CHECK: error[type]: operand 'val' of 'nvvm.shfl.sync' must be i32 or f32, but got i64
// CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+3]]:32
llvm.func @shfl_types(%m : i32, %f : f32, %l : i64, %o : i32) {
  %0 = nvvm.shfl.sync down %m, %f, %o, %o : i32 -> i32
  %1 = nvvm.shfl.sync down %m, %l, %o, %o : i64 -> i64
  llvm.return
}

// -----

// CHECK: error[parse]: expected one of bfly, up, down, idx after 'nvvm.shfl.sync', found '%m'
llvm.func @shfl_no_kind(%m : i32, %v : i32) {
  %0 = nvvm.shfl.sync %m, %v, %v, %v : i32 -> i32
  llvm.return
}

// -----

// CHECK: error[rule]: vote.sync 'ballot' returns an i32
// CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+4]]:3
// CHECK: error[rule]: vote.sync 'any', 'all' and 'uni' returns an i1
// CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+3]]:3
llvm.func @vote_results(%m: i32, %p: i1) {
  %0 = nvvm.vote.sync ballot %m, %p -> i1
  %1 = nvvm.vote.sync uni %m, %p -> i32
  llvm.return
}

// -----

// CHECK: error[rule]: match.sync 'any' returns an i32
// CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+5]]:3
// CHECK: error[rule]: match.sync 'all' returns a two element struct with first element as i32 and second element as i1
// CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+4]]:3
// CHECK: error[type]: operand 'val' of 'nvvm.match.sync' must be i32 or i64, but got f32
llvm.func @match_results(%m: i32, %v: i32, %f: f32) {
  %0 = nvvm.match.sync any %m, %v : i32 -> !llvm.struct<(i32, i1)>
  %1 = nvvm.match.sync all %m, %v : i32 -> i32
  %2 = nvvm.match.sync any %m, %f : f32 -> i32
  llvm.return
}

// -----

// CHECK: error[rule]: abs attribute is supported only for f32 type
// CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+7]]:3
// CHECK: error[rule]: nan attribute is supported only for f32 type
// CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+6]]:3
// CHECK: error[rule]: 'add' redux kind unsupported with 'f32' type. Only supported type is 'i32'.
// CHECK: error[rule]: 'and' redux kind unsupported with 'f32' type. Only supported type is 'i32'.
// CHECK: error[rule]: 'fmin' redux kind unsupported with 'i32' type. Only supported type is 'f32'.
llvm.func @redux_rules(%value: i32, %fvalue: f32, %offset: i32) {
  %0 = nvvm.redux.sync add %value, %offset {abs = true}: i32 -> i32
  %1 = nvvm.redux.sync add %value, %offset {nan = true}: i32 -> i32
  %2 = nvvm.redux.sync add %fvalue, %offset: f32 -> f32
  %3 = nvvm.redux.sync and %fvalue, %offset: f32 -> f32
  %4 = nvvm.redux.sync fmin %value, %offset: i32 -> i32
  llvm.return
}

// -----

// CHECK: error[rule]: failed to verify that all of {res, val} have same type
// CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+2]]:3
llvm.func @redux_result(%value: i32, %offset: i32) {
  %res = nvvm.redux.sync add %value, %offset: i32 -> f32
  llvm.return
}
