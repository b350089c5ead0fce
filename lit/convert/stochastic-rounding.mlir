// The stochastic-rounding conversions (cvt.rs, random bits from an operand):
// MLIR's convert_stochastic_rounding.mlir, f32x2 to bf16x2 and the x4
// conversions to fp8, fp6 and fp4 (always satfinite). llc-22 selects them on
// sm_100a and sm_103a only (PTX 8.7), the targets MLIR 22 requires too.
// RUN: %nvvm-lower %s --target sm_100a --emit llvm-ir | %FileCheck %s --check-prefix=LL
// RUN: %nvvm-lower %s --target sm_100a | %FileCheck %s --check-prefix=PTX
// RUN: %nvvm-lower %s --target sm_100a | %ptxas-verify
// RUN: %nvvm-lower %s --target sm_103a | %ptxas-verify

// PTX: .version 8.7

// LL-LABEL: @convert_f32x2_to_bf16x2_rs(
// LL: call <2 x bfloat> @llvm.nvvm.ff2bf16x2.rs(float %{{.*}}, float %{{.*}}, i32 %{{.*}})
// LL: call <2 x bfloat> @llvm.nvvm.ff2bf16x2.rs.satfinite(float %{{.*}}, float %{{.*}}, i32 %{{.*}})
// LL: call <2 x bfloat> @llvm.nvvm.ff2bf16x2.rs.relu(float %{{.*}}, float %{{.*}}, i32 %{{.*}})
// LL: call <2 x bfloat> @llvm.nvvm.ff2bf16x2.rs.relu.satfinite(float %{{.*}}, float %{{.*}}, i32 %{{.*}})
// PTX-LABEL: convert_f32x2_to_bf16x2_rs(
// PTX: cvt.rs.bf16x2.f32
// PTX: cvt.rs.satfinite.bf16x2.f32
// PTX: cvt.rs.relu.bf16x2.f32
// PTX: cvt.rs.relu.satfinite.bf16x2.f32
llvm.func @convert_f32x2_to_bf16x2_rs(%srcA : f32, %srcB : f32, %rbits : i32, %o1 : !llvm.ptr<1>, %o2 : !llvm.ptr<1>, %o3 : !llvm.ptr<1>, %o4 : !llvm.ptr<1>) {
  %res1 = nvvm.convert.f32x2.to.bf16x2 %srcA, %srcB, %rbits {rnd = #nvvm.fp_rnd_mode<rs>} : vector<2xbf16>
  llvm.store %res1, %o1 : vector<2xbf16>, !llvm.ptr<1>
  %res2 = nvvm.convert.f32x2.to.bf16x2 %srcA, %srcB, %rbits {rnd = #nvvm.fp_rnd_mode<rs>, sat = #nvvm.sat_mode<satfinite>} : vector<2xbf16>
  llvm.store %res2, %o2 : vector<2xbf16>, !llvm.ptr<1>
  %res3 = nvvm.convert.f32x2.to.bf16x2 %srcA, %srcB, %rbits {rnd = #nvvm.fp_rnd_mode<rs>, relu = true} : vector<2xbf16>
  llvm.store %res3, %o3 : vector<2xbf16>, !llvm.ptr<1>
  %res4 = nvvm.convert.f32x2.to.bf16x2 %srcA, %srcB, %rbits {rnd = #nvvm.fp_rnd_mode<rs>, relu = true, sat = #nvvm.sat_mode<satfinite>} : vector<2xbf16>
  llvm.store %res4, %o4 : vector<2xbf16>, !llvm.ptr<1>
  llvm.return
}

// LL-LABEL: @convert_f32x4_to_f8x4_e4m3_rs(
// LL: call <4 x i8> @llvm.nvvm.f32x4.to.e4m3x4.rs.satfinite(<4 x float> %{{.*}}, i32 %{{.*}})
// LL: call <4 x i8> @llvm.nvvm.f32x4.to.e4m3x4.rs.relu.satfinite(<4 x float> %{{.*}}, i32 %{{.*}})
// PTX-LABEL: convert_f32x4_to_f8x4_e4m3_rs(
// PTX: cvt.rs.satfinite.e4m3x4.f32
// PTX: cvt.rs.relu.satfinite.e4m3x4.f32
llvm.func @convert_f32x4_to_f8x4_e4m3_rs(%src : vector<4xf32>, %rbits : i32, %o1 : !llvm.ptr<1>, %o2 : !llvm.ptr<1>) {
  %res1 = nvvm.convert.f32x4.to.f8x4 %src, %rbits : vector<4xf32> -> vector<4xi8> (f8E4M3FN)
  llvm.store %res1, %o1 : vector<4xi8>, !llvm.ptr<1>
  %res2 = nvvm.convert.f32x4.to.f8x4 %src, %rbits {relu = true} : vector<4xf32> -> vector<4xi8> (f8E4M3FN)
  llvm.store %res2, %o2 : vector<4xi8>, !llvm.ptr<1>
  llvm.return
}

// LL-LABEL: @convert_f32x4_to_f8x4_e5m2_rs(
// LL: call <4 x i8> @llvm.nvvm.f32x4.to.e5m2x4.rs.satfinite(<4 x float> %{{.*}}, i32 %{{.*}})
// LL: call <4 x i8> @llvm.nvvm.f32x4.to.e5m2x4.rs.relu.satfinite(<4 x float> %{{.*}}, i32 %{{.*}})
// PTX-LABEL: convert_f32x4_to_f8x4_e5m2_rs(
// PTX: cvt.rs.satfinite.e5m2x4.f32
// PTX: cvt.rs.relu.satfinite.e5m2x4.f32
llvm.func @convert_f32x4_to_f8x4_e5m2_rs(%src : vector<4xf32>, %rbits : i32, %o1 : !llvm.ptr<1>, %o2 : !llvm.ptr<1>) {
  %res1 = nvvm.convert.f32x4.to.f8x4 %src, %rbits : vector<4xf32> -> vector<4xi8> (f8E5M2)
  llvm.store %res1, %o1 : vector<4xi8>, !llvm.ptr<1>
  %res2 = nvvm.convert.f32x4.to.f8x4 %src, %rbits {relu = true} : vector<4xf32> -> vector<4xi8> (f8E5M2)
  llvm.store %res2, %o2 : vector<4xi8>, !llvm.ptr<1>
  llvm.return
}

// LL-LABEL: @convert_f32x4_to_f6x4_e2m3_rs(
// LL: call <4 x i8> @llvm.nvvm.f32x4.to.e2m3x4.rs.satfinite(<4 x float> %{{.*}}, i32 %{{.*}})
// LL: call <4 x i8> @llvm.nvvm.f32x4.to.e2m3x4.rs.relu.satfinite(<4 x float> %{{.*}}, i32 %{{.*}})
// PTX-LABEL: convert_f32x4_to_f6x4_e2m3_rs(
// PTX: cvt.rs.satfinite.e2m3x4.f32
// PTX: cvt.rs.relu.satfinite.e2m3x4.f32
llvm.func @convert_f32x4_to_f6x4_e2m3_rs(%src : vector<4xf32>, %rbits : i32, %o1 : !llvm.ptr<1>, %o2 : !llvm.ptr<1>) {
  %res1 = nvvm.convert.f32x4.to.f6x4 %src, %rbits : vector<4xf32> -> vector<4xi8> (f6E2M3FN)
  llvm.store %res1, %o1 : vector<4xi8>, !llvm.ptr<1>
  %res2 = nvvm.convert.f32x4.to.f6x4 %src, %rbits {relu = true} : vector<4xf32> -> vector<4xi8> (f6E2M3FN)
  llvm.store %res2, %o2 : vector<4xi8>, !llvm.ptr<1>
  llvm.return
}

// LL-LABEL: @convert_f32x4_to_f6x4_e3m2_rs(
// LL: call <4 x i8> @llvm.nvvm.f32x4.to.e3m2x4.rs.satfinite(<4 x float> %{{.*}}, i32 %{{.*}})
// LL: call <4 x i8> @llvm.nvvm.f32x4.to.e3m2x4.rs.relu.satfinite(<4 x float> %{{.*}}, i32 %{{.*}})
// PTX-LABEL: convert_f32x4_to_f6x4_e3m2_rs(
// PTX: cvt.rs.satfinite.e3m2x4.f32
// PTX: cvt.rs.relu.satfinite.e3m2x4.f32
llvm.func @convert_f32x4_to_f6x4_e3m2_rs(%src : vector<4xf32>, %rbits : i32, %o1 : !llvm.ptr<1>, %o2 : !llvm.ptr<1>) {
  %res1 = nvvm.convert.f32x4.to.f6x4 %src, %rbits : vector<4xf32> -> vector<4xi8> (f6E3M2FN)
  llvm.store %res1, %o1 : vector<4xi8>, !llvm.ptr<1>
  %res2 = nvvm.convert.f32x4.to.f6x4 %src, %rbits {relu = true} : vector<4xf32> -> vector<4xi8> (f6E3M2FN)
  llvm.store %res2, %o2 : vector<4xi8>, !llvm.ptr<1>
  llvm.return
}

// LL-LABEL: @convert_f32x4_to_f4x4_e2m1_rs(
// LL: call i16 @llvm.nvvm.f32x4.to.e2m1x4.rs.satfinite(<4 x float> %{{.*}}, i32 %{{.*}})
// LL: call i16 @llvm.nvvm.f32x4.to.e2m1x4.rs.relu.satfinite(<4 x float> %{{.*}}, i32 %{{.*}})
// PTX-LABEL: convert_f32x4_to_f4x4_e2m1_rs(
// PTX: cvt.rs.satfinite.e2m1x4.f32
// PTX: cvt.rs.relu.satfinite.e2m1x4.f32
llvm.func @convert_f32x4_to_f4x4_e2m1_rs(%src : vector<4xf32>, %rbits : i32, %o1 : !llvm.ptr<1>, %o2 : !llvm.ptr<1>) {
  %res1 = nvvm.convert.f32x4.to.f4x4 %src, %rbits : vector<4xf32> -> i16 (f4E2M1FN)
  llvm.store %res1, %o1 : i16, !llvm.ptr<1>
  %res2 = nvvm.convert.f32x4.to.f4x4 %src, %rbits {relu = true} : vector<4xf32> -> i16 (f4E2M1FN)
  llvm.store %res2, %o2 : i16, !llvm.ptr<1>
  llvm.return
}
