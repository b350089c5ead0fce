// The fp6 (e2m3, e3m2) and fp4 (e2m1) conversions: MLIR's convert_fp6x2.mlir
// and convert_fp4x2.mlir, each result stored. A packed f4x2 is an i8: MLIR
// truncates the intrinsic's i16 result to it and zero-extends it back as the
// source. The arch-specific and family targets from sm_100a only (PTX 8.6).
// RUN: %nvvm-lower %s --target sm_100a --emit llvm-ir | %FileCheck %s --check-prefix=LL
// RUN: %nvvm-lower %s --target sm_100a | %FileCheck %s --check-prefix=PTX
// RUN: %nvvm-lower %s --target sm_100a | %ptxas-verify
// RUN: %nvvm-lower %s --target sm_120a | %ptxas-verify
// RUN: %nvvm-lower %s --target sm_110f | %ptxas-verify

// PTX: .version 8.6

// LL-LABEL: @convert_f32x2_to_fp6x2_packed(
// LL: call i16 @llvm.nvvm.ff.to.e2m3x2.rn.satfinite(float %{{.*}}, float %{{.*}})
// LL: call i16 @llvm.nvvm.ff.to.e3m2x2.rn.satfinite(float %{{.*}}, float %{{.*}})
// PTX-LABEL: convert_f32x2_to_fp6x2_packed(
// PTX: cvt.rn.satfinite.e2m3x2.f32
// PTX: cvt.rn.satfinite.e3m2x2.f32
llvm.func @convert_f32x2_to_fp6x2_packed(%srcA : f32, %srcB : f32, %o1 : !llvm.ptr<1>, %o2 : !llvm.ptr<1>) {
  %res1 = nvvm.convert.f32x2.to.f6x2 %srcA, %srcB : i16 (f6E2M3FN)
  llvm.store %res1, %o1 : i16, !llvm.ptr<1>
  %res2 = nvvm.convert.f32x2.to.f6x2 %srcA, %srcB : i16 (f6E3M2FN)
  llvm.store %res2, %o2 : i16, !llvm.ptr<1>
  llvm.return
}

// LL-LABEL: @convert_f32x2_to_fp6x2_vector(
// LL: call i16 @llvm.nvvm.ff.to.e2m3x2.rn.satfinite(float %{{.*}}, float %{{.*}})
// LL: bitcast i16 %{{.*}} to <2 x i8>
// LL: call i16 @llvm.nvvm.ff.to.e3m2x2.rn.relu.satfinite(float %{{.*}}, float %{{.*}})
// LL: bitcast i16 %{{.*}} to <2 x i8>
// PTX-LABEL: convert_f32x2_to_fp6x2_vector(
// PTX: cvt.rn.satfinite.e2m3x2.f32
// PTX: cvt.rn.satfinite.relu.e3m2x2.f32
llvm.func @convert_f32x2_to_fp6x2_vector(%srcA : f32, %srcB : f32, %o1 : !llvm.ptr<1>, %o2 : !llvm.ptr<1>) {
  %res1 = nvvm.convert.f32x2.to.f6x2 %srcA, %srcB : vector<2xi8> (f6E2M3FN)
  llvm.store %res1, %o1 : vector<2xi8>, !llvm.ptr<1>
  %res2 = nvvm.convert.f32x2.to.f6x2 %srcA, %srcB {relu = true} : vector<2xi8> (f6E3M2FN)
  llvm.store %res2, %o2 : vector<2xi8>, !llvm.ptr<1>
  llvm.return
}

// LL-LABEL: @convert_f6x2_to_f16x2_e2m3(
// LL: call <2 x half> @llvm.nvvm.e2m3x2.to.f16x2.rn(i16 %{{.*}})
// LL: call <2 x half> @llvm.nvvm.e2m3x2.to.f16x2.rn.relu(i16 %{{.*}})
// PTX-LABEL: convert_f6x2_to_f16x2_e2m3(
// PTX: cvt.rn.f16x2.e2m3x2
// PTX: cvt.rn.relu.f16x2.e2m3x2
llvm.func @convert_f6x2_to_f16x2_e2m3(%src : vector<2xi8>, %o1 : !llvm.ptr<1>, %o2 : !llvm.ptr<1>) {
  %res1 = nvvm.convert.f6x2.to.f16x2 %src : vector<2xi8> (f6E2M3FN)-> vector<2xf16>
  llvm.store %res1, %o1 : vector<2xf16>, !llvm.ptr<1>
  %res2 = nvvm.convert.f6x2.to.f16x2 %src {relu = true} : vector<2xi8> (f6E2M3FN)-> vector<2xf16>
  llvm.store %res2, %o2 : vector<2xf16>, !llvm.ptr<1>
  llvm.return
}

// LL-LABEL: @convert_f6x2_to_f16x2_e3m2(
// LL: call <2 x half> @llvm.nvvm.e3m2x2.to.f16x2.rn(i16 %{{.*}})
// LL: call <2 x half> @llvm.nvvm.e3m2x2.to.f16x2.rn.relu(i16 %{{.*}})
// PTX-LABEL: convert_f6x2_to_f16x2_e3m2(
// PTX: cvt.rn.f16x2.e3m2x2
// PTX: cvt.rn.relu.f16x2.e3m2x2
llvm.func @convert_f6x2_to_f16x2_e3m2(%src : vector<2xi8>, %o1 : !llvm.ptr<1>, %o2 : !llvm.ptr<1>) {
  %res1 = nvvm.convert.f6x2.to.f16x2 %src : vector<2xi8> (f6E3M2FN)-> vector<2xf16>
  llvm.store %res1, %o1 : vector<2xf16>, !llvm.ptr<1>
  %res2 = nvvm.convert.f6x2.to.f16x2 %src {relu = true} : vector<2xi8> (f6E3M2FN)-> vector<2xf16>
  llvm.store %res2, %o2 : vector<2xf16>, !llvm.ptr<1>
  llvm.return
}

// LL-LABEL: @convert_f32x2_to_f4x2_e2m1(
// LL: call i16 @llvm.nvvm.ff.to.e2m1x2.rn.satfinite(float %{{.*}}, float %{{.*}})
// LL: trunc i16 %{{.*}} to i8
// LL: call i16 @llvm.nvvm.ff.to.e2m1x2.rn.relu.satfinite(float %{{.*}}, float %{{.*}})
// LL: trunc i16 %{{.*}} to i8
// PTX-LABEL: convert_f32x2_to_f4x2_e2m1(
// PTX: cvt.rn.satfinite.e2m1x2.f32
// PTX: cvt.rn.satfinite.relu.e2m1x2.f32
llvm.func @convert_f32x2_to_f4x2_e2m1(%srcA : f32, %srcB : f32, %o1 : !llvm.ptr<1>, %o2 : !llvm.ptr<1>) {
  %res1 = nvvm.convert.f32x2.to.f4x2 %srcA, %srcB : i8 (f4E2M1FN)
  llvm.store %res1, %o1 : i8, !llvm.ptr<1>
  %res2 = nvvm.convert.f32x2.to.f4x2 %srcA, %srcB {relu = true} : i8 (f4E2M1FN)
  llvm.store %res2, %o2 : i8, !llvm.ptr<1>
  llvm.return
}

// LL-LABEL: @convert_f4x2_to_f16x2(
// LL: zext i8 %{{.*}} to i16
// LL: call <2 x half> @llvm.nvvm.e2m1x2.to.f16x2.rn(i16 %{{.*}})
// LL: zext i8 %{{.*}} to i16
// LL: call <2 x half> @llvm.nvvm.e2m1x2.to.f16x2.rn.relu(i16 %{{.*}})
// PTX-LABEL: convert_f4x2_to_f16x2(
// PTX: cvt.rn.f16x2.e2m1x2
// PTX: cvt.rn.relu.f16x2.e2m1x2
llvm.func @convert_f4x2_to_f16x2(%src : i8, %o1 : !llvm.ptr<1>, %o2 : !llvm.ptr<1>) {
  %res1 = nvvm.convert.f4x2.to.f16x2 %src : i8 (f4E2M1FN)-> vector<2xf16>
  llvm.store %res1, %o1 : vector<2xf16>, !llvm.ptr<1>
  %res2 = nvvm.convert.f4x2.to.f16x2 %src {relu = true} : i8 (f4E2M1FN)-> vector<2xf16>
  llvm.store %res2, %o2 : vector<2xf16>, !llvm.ptr<1>
  llvm.return
}
