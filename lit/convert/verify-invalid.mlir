// MLIR 22's verifier rules for the conversions, with mlir-opt-22's messages.
// Each is diagnosed at its op; exit status 1, nothing on stdout.
// RUN: %nvvm-lower %s --split-input-file --target sm_100a > %t.out 2> %t.err; test $? -eq 1
// RUN: %count 0 < %t.out
// RUN: %FileCheck %s -DFILE=%s --input-file %t.err

// CHECK: error[rule]: Only {rn,rz,rna} rounding modes supported for ConvertFloatToTF32Op.
// CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+2]]:3
llvm.func @tf32_rp(%src : f32) -> i32 {
  %res = nvvm.convert.float.to.tf32 %src {rnd = #nvvm.fp_rnd_mode<rp>}
  llvm.return %res : i32
}

// -----

// CHECK: error[rule]: Only {rn,rz,rna} rounding modes supported for ConvertFloatToTF32Op.
llvm.func @tf32_no_rounding(%src : f32) -> i32 {
  %res = nvvm.convert.float.to.tf32 %src
  llvm.return %res : i32
}

// -----

// CHECK: error[rule]: Relu not supported with rna rounding mode.
llvm.func @tf32_rna_relu(%src : f32) -> i32 {
  %res = nvvm.convert.float.to.tf32 %src {relu = true, rnd = #nvvm.fp_rnd_mode<rna>}
  llvm.return %res : i32
}

// -----

// CHECK: error[rule]: Only RN, RZ, and RS rounding modes are supported for conversions from f32x2 to f16x2.
llvm.func @f16x2_rp(%a : f32, %b : f32) {
  %res = nvvm.convert.f32x2.to.f16x2 %a, %b {rnd = #nvvm.fp_rnd_mode<rp>} : vector<2xf16>
  llvm.return
}

// -----

// CHECK: error[rule]: random_bits not supported for RN and RZ rounding modes.
llvm.func @f16x2_rn_random_bits(%a : f32, %b : f32, %r : i32) {
  %res = nvvm.convert.f32x2.to.f16x2 %a, %b, %r {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
  llvm.return
}

// -----

// CHECK: error[rule]: random_bits is required for RS rounding mode.
llvm.func @f16x2_rs_without_bits(%a : f32, %b : f32) {
  %res = nvvm.convert.f32x2.to.f16x2 %a, %b {rnd = #nvvm.fp_rnd_mode<rs>} : vector<2xf16>
  llvm.return
}

// -----

// CHECK: error[type]: 'nvvm.convert.f32x2.to.f16x2' returns vector<2xf16> here, not vector<2xf32>
llvm.func @f16x2_wrong_result(%a : f32, %b : f32) {
  %res = nvvm.convert.f32x2.to.f16x2 %a, %b {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf32>
  llvm.return
}

// -----

// CHECK: error[attr]: unknown sat 'sat'
llvm.func @f16x2_bad_sat(%a : f32, %b : f32) {
  %res = nvvm.convert.f32x2.to.f16x2 %a, %b {rnd = #nvvm.fp_rnd_mode<rn>, sat = #nvvm.sat_mode<sat>} : vector<2xf16>
  llvm.return
}
