// MLIR 22's verifier rules for nvvm.prmt, with mlir-opt-22's messages, and
// the operand types of the dot products and the reciprocal. Each is diagnosed
// at its op; exit status 1, nothing on stdout.
// RUN: %nvvm-lower %s --split-input-file --target sm_90 > %t.out 2> %t.err; test $? -eq 1
// RUN: %count 0 < %t.out
// RUN: %FileCheck %s -DFILE=%s --input-file %t.err

// CHECK: error[rule]: mode 'rc8' does not accept 'hi' operand.
// CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+2]]:3
llvm.func @rc8_with_hi(%sel: i32, %lo: i32, %hi: i32) -> i32 {
  %r = nvvm.prmt #nvvm.permute_mode<rc8> %sel, %lo, %hi : i32
  llvm.return %r : i32
}

// -----

// CHECK: error[rule]: mode 'default' requires 'hi' operand.
// CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+2]]:3
llvm.func @default_without_hi(%sel: i32, %lo: i32) -> i32 {
  %r = nvvm.prmt #nvvm.permute_mode<default> %sel, %lo : i32
  llvm.return %r : i32
}

// -----

// CHECK: error[attr]: unknown permute mode 'rc4'
llvm.func @unknown_mode(%sel: i32, %lo: i32) -> i32 {
  %r = nvvm.prmt #nvvm.permute_mode<rc4> %sel, %lo : i32
  llvm.return %r : i32
}

// -----

// CHECK: error[type]: operand 'a' of 'nvvm.dot.accumulate.4way' must be vector<4xi8>, but got i32
llvm.func @dp4a_on_i32(%a: i32, %b: vector<4xi8>, %c: i32) -> i32 {
  %r = nvvm.dot.accumulate.4way %a <signed>, %b <signed>, %c: i32, vector<4xi8>
  llvm.return %r : i32
}

// -----

// CHECK: error[rule]: 'nvvm.dot.accumulate.4way' needs the signedness of B: %b <signed> or %b <unsigned>
llvm.func @dp4a_without_b_type(%a: vector<4xi8>, %b: vector<4xi8>, %c: i32) -> i32 {
  %r = nvvm.dot.accumulate.4way %a <signed>, %b, %c: vector<4xi8>, vector<4xi8>
  llvm.return %r : i32
}

// -----

// CHECK: error[attr]: unknown b type 'sgned'
llvm.func @dp2a_misspelt(%a: vector<2xi16>, %b: vector<4xi8>, %c: i32) -> i32 {
  %r = nvvm.dot.accumulate.2way %a <signed>, %b <sgned>, %c {b_hi = false}: vector<2xi16>, vector<4xi8>
  llvm.return %r : i32
}

// -----

// CHECK: error[type]: operand 'x' of 'nvvm.rcp.approx.ftz.f' must be f32, but got f64
llvm.func @rcp_f64(%x: f64) -> f64 {
  %r = nvvm.rcp.approx.ftz.f %x : f64
  llvm.return %r : f64
}

// -----

// CHECK: error[rule]: 'nvvm.dot.accumulate.2way' op requires attribute 'b_hi'
llvm.func @dp2a_without_b_hi(%a: vector<2xi16>, %b: vector<4xi8>, %c: i32) -> i32 {
  %r = nvvm.dot.accumulate.2way %a <signed>, %b <signed>, %c: vector<2xi16>, vector<4xi8>
  llvm.return %r : i32
}
