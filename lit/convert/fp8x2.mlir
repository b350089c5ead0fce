// The fp8 conversions (e4m3, e5m2): MLIR's convert_fp8x2.mlir, with each
// result stored so that the instruction reaches the PTX. sm_89 takes them from
// PTX 8.1, every target from sm_90 at its own PTX floor (sm_90: 7.8).
// RUN: %nvvm-lower %s --target sm_90 --emit llvm-ir | %FileCheck %s --check-prefix=LL
// RUN: %nvvm-lower %s --target sm_90 | %FileCheck %s --check-prefix=PTX
// RUN: %nvvm-lower %s --target sm_90 | %ptxas-verify
// RUN: %nvvm-lower %s --target sm_89 | %FileCheck %s --check-prefix=SM89
// RUN: %nvvm-lower %s --target sm_89 | %ptxas-verify
// RUN: %nvvm-lower %s --target sm_120 | %ptxas-verify

// PTX: .version 7.8
// SM89: .version 8.1

// LL-LABEL: @convert_f32x2_to_f8x2_e4m3(
// LL: call i16 @llvm.nvvm.ff.to.e4m3x2.rn(float %{{.*}}, float %{{.*}})
// LL: call i16 @llvm.nvvm.ff.to.e4m3x2.rn.relu(float %{{.*}}, float %{{.*}})
// PTX-LABEL: convert_f32x2_to_f8x2_e4m3(
// PTX: cvt.rn.satfinite.e4m3x2.f32
// PTX: cvt.rn.satfinite.relu.e4m3x2.f32
llvm.func @convert_f32x2_to_f8x2_e4m3(%srcA : f32, %srcB : f32, %o1 : !llvm.ptr<1>, %o2 : !llvm.ptr<1>) {
  %res1 = nvvm.convert.f32x2.to.f8x2 %srcA, %srcB {rnd = #nvvm.fp_rnd_mode<rn>, sat = #nvvm.sat_mode<satfinite>} : i16 (f8E4M3FN)
  llvm.store %res1, %o1 : i16, !llvm.ptr<1>
  %res2 = nvvm.convert.f32x2.to.f8x2 %srcA, %srcB {relu = true, rnd = #nvvm.fp_rnd_mode<rn>, sat = #nvvm.sat_mode<satfinite>} : i16 (f8E4M3FN)
  llvm.store %res2, %o2 : i16, !llvm.ptr<1>
  llvm.return
}

// LL-LABEL: @convert_f32x2_to_f8x2_e5m2(
// LL: call i16 @llvm.nvvm.ff.to.e5m2x2.rn(float %{{.*}}, float %{{.*}})
// LL: call i16 @llvm.nvvm.ff.to.e5m2x2.rn.relu(float %{{.*}}, float %{{.*}})
// PTX-LABEL: convert_f32x2_to_f8x2_e5m2(
// PTX: cvt.rn.satfinite.e5m2x2.f32
// PTX: cvt.rn.satfinite.relu.e5m2x2.f32
llvm.func @convert_f32x2_to_f8x2_e5m2(%srcA : f32, %srcB : f32, %o1 : !llvm.ptr<1>, %o2 : !llvm.ptr<1>) {
  %res1 = nvvm.convert.f32x2.to.f8x2 %srcA, %srcB {rnd = #nvvm.fp_rnd_mode<rn>, sat = #nvvm.sat_mode<satfinite>} : i16 (f8E5M2)
  llvm.store %res1, %o1 : i16, !llvm.ptr<1>
  %res2 = nvvm.convert.f32x2.to.f8x2 %srcA, %srcB {relu = true, rnd = #nvvm.fp_rnd_mode<rn>, sat = #nvvm.sat_mode<satfinite>} : i16 (f8E5M2)
  llvm.store %res2, %o2 : i16, !llvm.ptr<1>
  llvm.return
}

// LL-LABEL: @convert_f32x2_to_f8x2_vector_return(
// LL: call i16 @llvm.nvvm.ff.to.e4m3x2.rn(float %{{.*}}, float %{{.*}})
// LL: bitcast i16 %{{.*}} to <2 x i8>
// LL: call i16 @llvm.nvvm.ff.to.e4m3x2.rn.relu(float %{{.*}}, float %{{.*}})
// LL: bitcast i16 %{{.*}} to <2 x i8>
// PTX-LABEL: convert_f32x2_to_f8x2_vector_return(
// PTX: cvt.rn.satfinite.e4m3x2.f32
// PTX: cvt.rn.satfinite.relu.e4m3x2.f32
llvm.func @convert_f32x2_to_f8x2_vector_return(%srcA : f32, %srcB : f32, %o1 : !llvm.ptr<1>, %o2 : !llvm.ptr<1>) {
  %res1 = nvvm.convert.f32x2.to.f8x2 %srcA, %srcB {rnd = #nvvm.fp_rnd_mode<rn>, sat = #nvvm.sat_mode<satfinite>} : vector<2xi8> (f8E4M3FN)
  llvm.store %res1, %o1 : vector<2xi8>, !llvm.ptr<1>
  %res2 = nvvm.convert.f32x2.to.f8x2 %srcA, %srcB {relu = true, rnd = #nvvm.fp_rnd_mode<rn>, sat = #nvvm.sat_mode<satfinite>} : vector<2xi8> (f8E4M3FN)
  llvm.store %res2, %o2 : vector<2xi8>, !llvm.ptr<1>
  llvm.return
}

// LL-LABEL: @convert_f16x2_to_f8x2_e4m3(
// LL: call i16 @llvm.nvvm.f16x2.to.e4m3x2.rn(<2 x half> %{{.*}})
// LL: call i16 @llvm.nvvm.f16x2.to.e4m3x2.rn.relu(<2 x half> %{{.*}})
// PTX-LABEL: convert_f16x2_to_f8x2_e4m3(
// PTX: cvt.rn.satfinite.e4m3x2.f16x2
// PTX: cvt.rn.satfinite.relu.e4m3x2.f16x2
llvm.func @convert_f16x2_to_f8x2_e4m3(%src : vector<2xf16>, %o1 : !llvm.ptr<1>, %o2 : !llvm.ptr<1>) {
  %res1 = nvvm.convert.f16x2.to.f8x2 %src : vector<2xf16> -> i16 (f8E4M3FN)
  llvm.store %res1, %o1 : i16, !llvm.ptr<1>
  %res2 = nvvm.convert.f16x2.to.f8x2 %src {relu = true} : vector<2xf16> -> i16 (f8E4M3FN)
  llvm.store %res2, %o2 : i16, !llvm.ptr<1>
  llvm.return
}

// LL-LABEL: @convert_f16x2_to_f8x2_e5m2(
// LL: call i16 @llvm.nvvm.f16x2.to.e5m2x2.rn(<2 x half> %{{.*}})
// LL: call i16 @llvm.nvvm.f16x2.to.e5m2x2.rn.relu(<2 x half> %{{.*}})
// PTX-LABEL: convert_f16x2_to_f8x2_e5m2(
// PTX: cvt.rn.satfinite.e5m2x2.f16x2
// PTX: cvt.rn.satfinite.relu.e5m2x2.f16x2
llvm.func @convert_f16x2_to_f8x2_e5m2(%src : vector<2xf16>, %o1 : !llvm.ptr<1>, %o2 : !llvm.ptr<1>) {
  %res1 = nvvm.convert.f16x2.to.f8x2 %src : vector<2xf16> -> i16 (f8E5M2)
  llvm.store %res1, %o1 : i16, !llvm.ptr<1>
  %res2 = nvvm.convert.f16x2.to.f8x2 %src {relu = true} : vector<2xf16> -> i16 (f8E5M2)
  llvm.store %res2, %o2 : i16, !llvm.ptr<1>
  llvm.return
}

// LL-LABEL: @convert_f16x2_to_f8x2_vector_return(
// LL: call i16 @llvm.nvvm.f16x2.to.e4m3x2.rn(<2 x half> %{{.*}})
// LL: bitcast i16 %{{.*}} to <2 x i8>
// LL: call i16 @llvm.nvvm.f16x2.to.e5m2x2.rn(<2 x half> %{{.*}})
// LL: bitcast i16 %{{.*}} to <2 x i8>
// PTX-LABEL: convert_f16x2_to_f8x2_vector_return(
// PTX: cvt.rn.satfinite.e4m3x2.f16x2
// PTX: cvt.rn.satfinite.e5m2x2.f16x2
llvm.func @convert_f16x2_to_f8x2_vector_return(%src : vector<2xf16>, %o1 : !llvm.ptr<1>, %o2 : !llvm.ptr<1>) {
  %res1 = nvvm.convert.f16x2.to.f8x2 %src : vector<2xf16> -> vector<2xi8> (f8E4M3FN)
  llvm.store %res1, %o1 : vector<2xi8>, !llvm.ptr<1>
  %res2 = nvvm.convert.f16x2.to.f8x2 %src : vector<2xf16> -> vector<2xi8> (f8E5M2)
  llvm.store %res2, %o2 : vector<2xi8>, !llvm.ptr<1>
  llvm.return
}

// LL-LABEL: @convert_f8x2_to_f16x2_e4m3(
// LL: call <2 x half> @llvm.nvvm.e4m3x2.to.f16x2.rn(i16 %{{.*}})
// LL: call <2 x half> @llvm.nvvm.e4m3x2.to.f16x2.rn.relu(i16 %{{.*}})
// PTX-LABEL: convert_f8x2_to_f16x2_e4m3(
// PTX: cvt.rn.f16x2.e4m3x2
// PTX: cvt.rn.relu.f16x2.e4m3x2
llvm.func @convert_f8x2_to_f16x2_e4m3(%src : vector<2xi8>, %o1 : !llvm.ptr<1>, %o2 : !llvm.ptr<1>) {
  %res1 = nvvm.convert.f8x2.to.f16x2 %src : vector<2xi8> (f8E4M3FN)-> vector<2xf16>
  llvm.store %res1, %o1 : vector<2xf16>, !llvm.ptr<1>
  %res2 = nvvm.convert.f8x2.to.f16x2 %src {relu = true} : vector<2xi8> (f8E4M3FN)-> vector<2xf16>
  llvm.store %res2, %o2 : vector<2xf16>, !llvm.ptr<1>
  llvm.return
}

// LL-LABEL: @convert_f8x2_to_f16x2_e5m2(
// LL: call <2 x half> @llvm.nvvm.e5m2x2.to.f16x2.rn(i16 %{{.*}})
// LL: call <2 x half> @llvm.nvvm.e5m2x2.to.f16x2.rn.relu(i16 %{{.*}})
// PTX-LABEL: convert_f8x2_to_f16x2_e5m2(
// PTX: cvt.rn.f16x2.e5m2x2
// PTX: cvt.rn.relu.f16x2.e5m2x2
llvm.func @convert_f8x2_to_f16x2_e5m2(%src : vector<2xi8>, %o1 : !llvm.ptr<1>, %o2 : !llvm.ptr<1>) {
  %res1 = nvvm.convert.f8x2.to.f16x2 %src : vector<2xi8> (f8E5M2)-> vector<2xf16>
  llvm.store %res1, %o1 : vector<2xf16>, !llvm.ptr<1>
  %res2 = nvvm.convert.f8x2.to.f16x2 %src {relu = true} : vector<2xi8> (f8E5M2)-> vector<2xf16>
  llvm.store %res2, %o2 : vector<2xf16>, !llvm.ptr<1>
  llvm.return
}
