// The ue8m0 conversions (scale factors of the block-scaled MMAs): MLIR's
// convert_fp8x2.mlir, f32x2 and bf16x2 to ue8m0x2 (rz, rp, optionally
// satfinite) and back to bf16x2. They exist on the arch-specific and family
// targets from sm_100a only (PTX 8.6).
// RUN: %nvvm-lower %s --target sm_100a --emit llvm-ir | %FileCheck %s --check-prefix=LL
// RUN: %nvvm-lower %s --target sm_100a | %FileCheck %s --check-prefix=PTX
// RUN: %nvvm-lower %s --target sm_100a | %ptxas-verify
// RUN: %nvvm-lower %s --target sm_120f | %ptxas-verify
// RUN: %nvvm-lower %s --target sm_103f | %ptxas-verify

// PTX: .version 8.6

// LL-LABEL: @convert_f32x2_to_f8x2_ue8m0(
// LL: call i16 @llvm.nvvm.ff.to.ue8m0x2.rz(float %{{.*}}, float %{{.*}})
// LL: call i16 @llvm.nvvm.ff.to.ue8m0x2.rz.satfinite(float %{{.*}}, float %{{.*}})
// LL: call i16 @llvm.nvvm.ff.to.ue8m0x2.rp(float %{{.*}}, float %{{.*}})
// LL: call i16 @llvm.nvvm.ff.to.ue8m0x2.rp.satfinite(float %{{.*}}, float %{{.*}})
// PTX-LABEL: convert_f32x2_to_f8x2_ue8m0(
// PTX: cvt.rz.ue8m0x2.f32
// PTX: cvt.rz.satfinite.ue8m0x2.f32
// PTX: cvt.rp.ue8m0x2.f32
// PTX: cvt.rp.satfinite.ue8m0x2.f32
llvm.func @convert_f32x2_to_f8x2_ue8m0(%srcA : f32, %srcB : f32, %o1 : !llvm.ptr<1>, %o2 : !llvm.ptr<1>, %o3 : !llvm.ptr<1>, %o4 : !llvm.ptr<1>) {
  %res1 = nvvm.convert.f32x2.to.f8x2 %srcA, %srcB {rnd = #nvvm.fp_rnd_mode<rz>} : i16 (f8E8M0FNU)
  llvm.store %res1, %o1 : i16, !llvm.ptr<1>
  %res2 = nvvm.convert.f32x2.to.f8x2 %srcA, %srcB {rnd = #nvvm.fp_rnd_mode<rz>, sat = #nvvm.sat_mode<satfinite>} : i16 (f8E8M0FNU)
  llvm.store %res2, %o2 : i16, !llvm.ptr<1>
  %res3 = nvvm.convert.f32x2.to.f8x2 %srcA, %srcB {rnd = #nvvm.fp_rnd_mode<rp>} : i16 (f8E8M0FNU)
  llvm.store %res3, %o3 : i16, !llvm.ptr<1>
  %res4 = nvvm.convert.f32x2.to.f8x2 %srcA, %srcB {rnd = #nvvm.fp_rnd_mode<rp>, sat = #nvvm.sat_mode<satfinite>} : i16 (f8E8M0FNU)
  llvm.store %res4, %o4 : i16, !llvm.ptr<1>
  llvm.return
}

// LL-LABEL: @convert_bf16x2_to_f8x2_ue8m0(
// LL: call i16 @llvm.nvvm.bf16x2.to.ue8m0x2.rz(<2 x bfloat> %{{.*}})
// LL: call i16 @llvm.nvvm.bf16x2.to.ue8m0x2.rz.satfinite(<2 x bfloat> %{{.*}})
// LL: call i16 @llvm.nvvm.bf16x2.to.ue8m0x2.rp(<2 x bfloat> %{{.*}})
// LL: call i16 @llvm.nvvm.bf16x2.to.ue8m0x2.rp.satfinite(<2 x bfloat> %{{.*}})
// PTX-LABEL: convert_bf16x2_to_f8x2_ue8m0(
// PTX: cvt.rz.ue8m0x2.bf16x2
// PTX: cvt.rz.satfinite.ue8m0x2.bf16x2
// PTX: cvt.rp.ue8m0x2.bf16x2
// PTX: cvt.rp.satfinite.ue8m0x2.bf16x2
llvm.func @convert_bf16x2_to_f8x2_ue8m0(%src : vector<2xbf16>, %o1 : !llvm.ptr<1>, %o2 : !llvm.ptr<1>, %o3 : !llvm.ptr<1>, %o4 : !llvm.ptr<1>) {
  %res1 = nvvm.convert.bf16x2.to.f8x2 %src {rnd = #nvvm.fp_rnd_mode<rz>} : vector<2xbf16> -> i16 (f8E8M0FNU)
  llvm.store %res1, %o1 : i16, !llvm.ptr<1>
  %res2 = nvvm.convert.bf16x2.to.f8x2 %src {rnd = #nvvm.fp_rnd_mode<rz>, sat = #nvvm.sat_mode<satfinite>} : vector<2xbf16> -> i16 (f8E8M0FNU)
  llvm.store %res2, %o2 : i16, !llvm.ptr<1>
  %res3 = nvvm.convert.bf16x2.to.f8x2 %src {rnd = #nvvm.fp_rnd_mode<rp>} : vector<2xbf16> -> i16 (f8E8M0FNU)
  llvm.store %res3, %o3 : i16, !llvm.ptr<1>
  %res4 = nvvm.convert.bf16x2.to.f8x2 %src {rnd = #nvvm.fp_rnd_mode<rp>, sat = #nvvm.sat_mode<satfinite>} : vector<2xbf16> -> i16 (f8E8M0FNU)
  llvm.store %res4, %o4 : i16, !llvm.ptr<1>
  llvm.return
}

// LL-LABEL: @convert_bf16x2_to_f8x2_vector_return(
// LL: call i16 @llvm.nvvm.bf16x2.to.ue8m0x2.rz(<2 x bfloat> %{{.*}})
// LL: bitcast i16 %{{.*}} to <2 x i8>
// LL: call i16 @llvm.nvvm.bf16x2.to.ue8m0x2.rz.satfinite(<2 x bfloat> %{{.*}})
// LL: bitcast i16 %{{.*}} to <2 x i8>
// LL: call i16 @llvm.nvvm.bf16x2.to.ue8m0x2.rp(<2 x bfloat> %{{.*}})
// LL: bitcast i16 %{{.*}} to <2 x i8>
// LL: call i16 @llvm.nvvm.bf16x2.to.ue8m0x2.rp.satfinite(<2 x bfloat> %{{.*}})
// LL: bitcast i16 %{{.*}} to <2 x i8>
// PTX-LABEL: convert_bf16x2_to_f8x2_vector_return(
// PTX: cvt.rz.ue8m0x2.bf16x2
// PTX: cvt.rz.satfinite.ue8m0x2.bf16x2
// PTX: cvt.rp.ue8m0x2.bf16x2
// PTX: cvt.rp.satfinite.ue8m0x2.bf16x2
llvm.func @convert_bf16x2_to_f8x2_vector_return(%src : vector<2xbf16>, %o1 : !llvm.ptr<1>, %o2 : !llvm.ptr<1>, %o3 : !llvm.ptr<1>, %o4 : !llvm.ptr<1>) {
  %res1 = nvvm.convert.bf16x2.to.f8x2 %src {rnd = #nvvm.fp_rnd_mode<rz>} : vector<2xbf16> -> vector<2xi8> (f8E8M0FNU)
  llvm.store %res1, %o1 : vector<2xi8>, !llvm.ptr<1>
  %res2 = nvvm.convert.bf16x2.to.f8x2 %src {rnd = #nvvm.fp_rnd_mode<rz>, sat = #nvvm.sat_mode<satfinite>} : vector<2xbf16> -> vector<2xi8> (f8E8M0FNU)
  llvm.store %res2, %o2 : vector<2xi8>, !llvm.ptr<1>
  %res3 = nvvm.convert.bf16x2.to.f8x2 %src {rnd = #nvvm.fp_rnd_mode<rp>} : vector<2xbf16> -> vector<2xi8> (f8E8M0FNU)
  llvm.store %res3, %o3 : vector<2xi8>, !llvm.ptr<1>
  %res4 = nvvm.convert.bf16x2.to.f8x2 %src {rnd = #nvvm.fp_rnd_mode<rp>, sat = #nvvm.sat_mode<satfinite>} : vector<2xbf16> -> vector<2xi8> (f8E8M0FNU)
  llvm.store %res4, %o4 : vector<2xi8>, !llvm.ptr<1>
  llvm.return
}

// LL-LABEL: @convert_f8x2_to_bf16x2_ue8m0(
// LL: call <2 x bfloat> @llvm.nvvm.ue8m0x2.to.bf16x2(i16 %{{.*}})
// PTX-LABEL: convert_f8x2_to_bf16x2_ue8m0(
// PTX: cvt.rn.bf16x2.ue8m0x2
llvm.func @convert_f8x2_to_bf16x2_ue8m0(%src : vector<2xi8>, %o1 : !llvm.ptr<1>) {
  %res1 = nvvm.convert.f8x2.to.bf16x2 %src : vector<2xi8> (f8E8M0FNU)-> vector<2xbf16>
  llvm.store %res1, %o1 : vector<2xbf16>, !llvm.ptr<1>
  llvm.return
}
