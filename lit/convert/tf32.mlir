// nvvm.convert.float.to.tf32 in every rounding, relu and satfinite form
// MLIR 22 takes: MLIR's convert_tf32.mlir, in MLIR 22's attr-dict syntax.
// rna from sm_80 (satfinite from PTX 8.1), rn and rz from sm_90, their
// satfinite forms from sm_100 (llc-22 selects them nowhere lower).
// RUN: %nvvm-lower %s --target sm_100a --emit llvm-ir | %FileCheck %s --check-prefix=LL
// RUN: %nvvm-lower %s --target sm_100a | %FileCheck %s --check-prefix=PTX
// RUN: %nvvm-lower %s --target sm_100a | %ptxas-verify
// RUN: %nvvm-lower %s --target sm_120 | %ptxas-verify
// RUN: %nvvm-lower %S/Inputs/tf32_rna.mlir --target sm_80 | %FileCheck %s --check-prefix=SM80
// RUN: %nvvm-lower %S/Inputs/tf32_rna.mlir --target sm_80 | %ptxas-verify

// PTX: .version 8.6
// SM80: .version 8.1
// SM80: cvt.rna.tf32.f32
// SM80: cvt.rna.satfinite.tf32.f32

// LL-LABEL: @convert_float_to_tf32_rna(
// LL: call i32 @llvm.nvvm.f2tf32.rna(float %src)
// PTX-LABEL: convert_float_to_tf32_rna(
// PTX: cvt.rna.tf32.f32
llvm.func @convert_float_to_tf32_rna(%src : f32) -> i32 {
  %res = nvvm.convert.float.to.tf32 %src {rnd = #nvvm.fp_rnd_mode<rna>}
  llvm.return %res : i32
}

// LL-LABEL: @convert_float_to_tf32_rna_sf(
// LL: call i32 @llvm.nvvm.f2tf32.rna.satfinite(float %src)
// PTX-LABEL: convert_float_to_tf32_rna_sf(
// PTX: cvt.rna.satfinite.tf32.f32
llvm.func @convert_float_to_tf32_rna_sf(%src : f32) -> i32 {
  %res = nvvm.convert.float.to.tf32 %src {rnd = #nvvm.fp_rnd_mode<rna>, sat = #nvvm.sat_mode<satfinite>}
  llvm.return %res : i32
}

// LL-LABEL: @convert_float_to_tf32_rn(
// LL: call i32 @llvm.nvvm.f2tf32.rn(float %src)
// PTX-LABEL: convert_float_to_tf32_rn(
// PTX: cvt.rn.tf32.f32
llvm.func @convert_float_to_tf32_rn(%src : f32) -> i32 {
  %res = nvvm.convert.float.to.tf32 %src {rnd = #nvvm.fp_rnd_mode<rn>}
  llvm.return %res : i32
}

// LL-LABEL: @convert_float_to_tf32_rn_relu(
// LL: call i32 @llvm.nvvm.f2tf32.rn.relu(float %src)
// PTX-LABEL: convert_float_to_tf32_rn_relu(
// PTX: cvt.rn.relu.tf32.f32
llvm.func @convert_float_to_tf32_rn_relu(%src : f32) -> i32 {
  %res = nvvm.convert.float.to.tf32 %src {relu = true, rnd = #nvvm.fp_rnd_mode<rn>}
  llvm.return %res : i32
}

// LL-LABEL: @convert_float_to_tf32_rn_sf(
// LL: call i32 @llvm.nvvm.f2tf32.rn.satfinite(float %src)
// PTX-LABEL: convert_float_to_tf32_rn_sf(
// PTX: cvt.rn.satfinite.tf32.f32
llvm.func @convert_float_to_tf32_rn_sf(%src : f32) -> i32 {
  %res = nvvm.convert.float.to.tf32 %src {rnd = #nvvm.fp_rnd_mode<rn>, sat = #nvvm.sat_mode<satfinite>}
  llvm.return %res : i32
}

// LL-LABEL: @convert_float_to_tf32_rn_relu_sf(
// LL: call i32 @llvm.nvvm.f2tf32.rn.relu.satfinite(float %src)
// PTX-LABEL: convert_float_to_tf32_rn_relu_sf(
// PTX: cvt.rn.relu.satfinite.tf32.f32
llvm.func @convert_float_to_tf32_rn_relu_sf(%src : f32) -> i32 {
  %res = nvvm.convert.float.to.tf32 %src {relu = true, rnd = #nvvm.fp_rnd_mode<rn>, sat = #nvvm.sat_mode<satfinite>}
  llvm.return %res : i32
}

// LL-LABEL: @convert_float_to_tf32_rz(
// LL: call i32 @llvm.nvvm.f2tf32.rz(float %src)
// PTX-LABEL: convert_float_to_tf32_rz(
// PTX: cvt.rz.tf32.f32
llvm.func @convert_float_to_tf32_rz(%src : f32) -> i32 {
  %res = nvvm.convert.float.to.tf32 %src {rnd = #nvvm.fp_rnd_mode<rz>}
  llvm.return %res : i32
}

// LL-LABEL: @convert_float_to_tf32_rz_relu(
// LL: call i32 @llvm.nvvm.f2tf32.rz.relu(float %src)
// PTX-LABEL: convert_float_to_tf32_rz_relu(
// PTX: cvt.rz.relu.tf32.f32
llvm.func @convert_float_to_tf32_rz_relu(%src : f32) -> i32 {
  %res = nvvm.convert.float.to.tf32 %src {relu = true, rnd = #nvvm.fp_rnd_mode<rz>}
  llvm.return %res : i32
}

// LL-LABEL: @convert_float_to_tf32_rz_sf(
// LL: call i32 @llvm.nvvm.f2tf32.rz.satfinite(float %src)
// PTX-LABEL: convert_float_to_tf32_rz_sf(
// PTX: cvt.rz.satfinite.tf32.f32
llvm.func @convert_float_to_tf32_rz_sf(%src : f32) -> i32 {
  %res = nvvm.convert.float.to.tf32 %src {rnd = #nvvm.fp_rnd_mode<rz>, sat = #nvvm.sat_mode<satfinite>}
  llvm.return %res : i32
}

// LL-LABEL: @convert_float_to_tf32_rz_relu_sf(
// LL: call i32 @llvm.nvvm.f2tf32.rz.relu.satfinite(float %src)
// PTX-LABEL: convert_float_to_tf32_rz_relu_sf(
// PTX: cvt.rz.relu.satfinite.tf32.f32
llvm.func @convert_float_to_tf32_rz_relu_sf(%src : f32) -> i32 {
  %res = nvvm.convert.float.to.tf32 %src {relu = true, rnd = #nvvm.fp_rnd_mode<rz>, sat = #nvvm.sat_mode<satfinite>}
  llvm.return %res : i32
}
