// MLIR 22's verifier rules for the narrow-float conversions, with
// mlir-translate-22's messages, and the syntax of the format suffix. Each is
// diagnosed at its op; exit status 1, nothing on stdout.
// RUN: %nvvm-lower %s --split-input-file --target sm_100a > %t.out 2> %t.err; test $? -eq 1
// RUN: %count 0 < %t.out
// RUN: %FileCheck %s -DFILE=%s --input-file %t.err

// CHECK: error[rule]: Only 'f8E4M3FN', 'f8E5M2', and 'f8E8M0FNU' types are supported for conversions from f32x2 to f8x2
// CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+2]]:3
llvm.func @f8x2_wrong_format(%a : f32, %b : f32) {
  %r = nvvm.convert.f32x2.to.f8x2 %a, %b {rnd = #nvvm.fp_rnd_mode<rn>, sat = #nvvm.sat_mode<satfinite>} : i16 (f6E2M3FN)
  llvm.return
}

// -----

// CHECK: error[rule]: Only RN rounding mode is supported for conversions from f32x2 to 'f8E4M3FN' and 'f8E5M2' types
llvm.func @f8x2_e4m3_rz(%a : f32, %b : f32) {
  %r = nvvm.convert.f32x2.to.f8x2 %a, %b {rnd = #nvvm.fp_rnd_mode<rz>, sat = #nvvm.sat_mode<satfinite>} : i16 (f8E4M3FN)
  llvm.return
}

// -----

// CHECK: error[rule]: Only SATFINITE saturation mode is supported for conversions from f32x2 to 'f8E4M3FN' and 'f8E5M2' types
llvm.func @f8x2_e5m2_no_sat(%a : f32, %b : f32) {
  %r = nvvm.convert.f32x2.to.f8x2 %a, %b {rnd = #nvvm.fp_rnd_mode<rn>} : i16 (f8E5M2)
  llvm.return
}

// -----

// CHECK: error[rule]: Only RZ and RP rounding modes are supported for conversions from f32x2 to 'f8E8M0FNU' type
llvm.func @ue8m0_rn(%a : f32, %b : f32) {
  %r = nvvm.convert.f32x2.to.f8x2 %a, %b {rnd = #nvvm.fp_rnd_mode<rn>} : i16 (f8E8M0FNU)
  llvm.return
}

// -----

// CHECK: error[rule]: relu not supported for conversions to 'f8E8M0FNU' type
llvm.func @ue8m0_relu(%a : f32, %b : f32) {
  %r = nvvm.convert.f32x2.to.f8x2 %a, %b {relu = true, rnd = #nvvm.fp_rnd_mode<rz>} : i16 (f8E8M0FNU)
  llvm.return
}

// -----

// CHECK: error[rule]: Only 'f8E4M3FN' and 'f8E5M2' types are supported for conversions from f16x2 to f8x2.
llvm.func @f16x2_ue8m0(%v : vector<2xf16>) {
  %r = nvvm.convert.f16x2.to.f8x2 %v : vector<2xf16> -> i16 (f8E8M0FNU)
  llvm.return
}

// -----

// CHECK: error[rule]: Only 'f8E8M0FNU' type is supported for conversions from bf16x2 to f8x2.
llvm.func @bf16x2_e4m3(%v : vector<2xbf16>) {
  %r = nvvm.convert.bf16x2.to.f8x2 %v {rnd = #nvvm.fp_rnd_mode<rn>, sat = #nvvm.sat_mode<satfinite>} : vector<2xbf16> -> i16 (f8E4M3FN)
  llvm.return
}

// -----

// CHECK: error[rule]: Only RZ and RP rounding modes are supported for conversions from bf16x2 to f8x2.
llvm.func @bf16x2_no_rounding(%v : vector<2xbf16>) {
  %r = nvvm.convert.bf16x2.to.f8x2 %v : vector<2xbf16> -> i16 (f8E8M0FNU)
  llvm.return
}

// -----

// CHECK: error[rule]: Only 'f6E2M3FN' and 'f6E3M2FN' types are supported for conversions from f32x2 to f6x2.
llvm.func @f6x2_e4m3(%a : f32, %b : f32) {
  %r = nvvm.convert.f32x2.to.f6x2 %a, %b : i16 (f8E4M3FN)
  llvm.return
}

// -----

// CHECK: error[rule]: Only 'f4E2M1FN' type is supported for conversions from f32x2 to f4x2.
llvm.func @f4x2_e2m3(%a : f32, %b : f32) {
  %r = nvvm.convert.f32x2.to.f4x2 %a, %b : i8 (f6E2M3FN)
  llvm.return
}

// -----

// CHECK: error[rule]: Only 'f8E8M0FNU' type is supported for conversions from f8x2 to bf16x2.
llvm.func @f8x2_to_bf16x2_e4m3(%s : vector<2xi8>) {
  %r = nvvm.convert.f8x2.to.bf16x2 %s : vector<2xi8> (f8E4M3FN)-> vector<2xbf16>
  llvm.return
}

// -----

// CHECK: error[rule]: Only 'f4E2M1FN' type is supported for conversions from f32x4 to f4x4.
llvm.func @f4x4_e2m3(%src : vector<4xf32>, %rbits : i32) {
  %r = nvvm.convert.f32x4.to.f4x4 %src, %rbits : vector<4xf32> -> i16 (f6E2M3FN)
  llvm.return
}

// -----

// CHECK: error[rule]: Only RN, RZ, and RS rounding modes are supported for conversions from f32x2 to bf16x2.
llvm.func @bf16x2_rm(%a : f32, %b : f32) {
  %r = nvvm.convert.f32x2.to.bf16x2 %a, %b {rnd = #nvvm.fp_rnd_mode<rm>} : vector<2xbf16>
  llvm.return
}

// -----

// CHECK: error[rule]: random_bits is required for RS rounding mode.
llvm.func @bf16x2_rs_no_bits(%a : f32, %b : f32) {
  %r = nvvm.convert.f32x2.to.bf16x2 %a, %b {rnd = #nvvm.fp_rnd_mode<rs>} : vector<2xbf16>
  llvm.return
}

// -----

// The result type: i16 or vector<2xi8> for an f8x2 (MLIR: "result #0 must be ...").
// CHECK: error[type]: 'nvvm.convert.f32x2.to.f8x2' op result #0 must be i16 or vector<2xi8>, but got 'i32'
// CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+2]]:107
llvm.func @f8x2_i32(%a : f32, %b : f32) {
  %r = nvvm.convert.f32x2.to.f8x2 %a, %b {rnd = #nvvm.fp_rnd_mode<rn>, sat = #nvvm.sat_mode<satfinite>} : i32 (f8E4M3FN)
  llvm.return
}

// -----

// The format is part of MLIR 22's syntax, not optional.
// CHECK: error[parse]: expected '(' and the result format of 'nvvm.convert.f32x2.to.f6x2' (for example '(f8E4M3FN)'), found
llvm.func @f6x2_no_format(%a : f32, %b : f32) {
  %r = nvvm.convert.f32x2.to.f6x2 %a, %b : i16
  llvm.return
}

// -----

// CHECK: error[parse]: expected '(' and the source format of 'nvvm.convert.f8x2.to.f16x2' (for example '(f8E4M3FN)'), found '->'
llvm.func @f8x2_to_f16x2_no_format(%s : vector<2xi8>) {
  %r = nvvm.convert.f8x2.to.f16x2 %s : vector<2xi8> -> vector<2xf16>
  llvm.return
}

// -----

// CHECK: error[type]: operand 'src' of 'nvvm.convert.f8x2.to.f16x2' must be vector<2xi8>, but got vector<2xbf16>
llvm.func @f8x2_to_f16x2_bf16(%s : vector<2xbf16>) {
  %r = nvvm.convert.f8x2.to.f16x2 %s : vector<2xbf16> (f8E4M3FN)-> vector<2xf16>
  llvm.return
}
