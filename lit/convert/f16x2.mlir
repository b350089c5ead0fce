// nvvm.convert.f32x2.to.f16x2 in every rounding, relu and satfinite form:
// MLIR's convert_fp16x2.mlir (the f16x2 half), in MLIR 22's attr-dict syntax,
// where the rn and rz intrinsics take the two floats only. rn and rz from
// sm_80 (satfinite from PTX 8.1); rs, with its random bits, on sm_100a and
// sm_103a (PTX 8.7), the only targets llc-22 selects it for.
// RUN: %nvvm-lower %s --target sm_100a --emit llvm-ir | %FileCheck %s --check-prefix=LL
// RUN: %nvvm-lower %s --target sm_100a | %FileCheck %s --check-prefix=PTX
// RUN: %nvvm-lower %s --target sm_100a | %ptxas-verify
// RUN: %nvvm-lower %s --target sm_103a | %ptxas-verify

// PTX: .version 8.7

// LL-LABEL: @convert_f32x2_to_f16x2_rn(
// LL: call <2 x half> @llvm.nvvm.ff2f16x2.rn(float %srcA, float %srcB)
// LL: call <2 x half> @llvm.nvvm.ff2f16x2.rn.satfinite(float %srcA, float %srcB)
// LL: call <2 x half> @llvm.nvvm.ff2f16x2.rn.relu(float %srcA, float %srcB)
// LL: call <2 x half> @llvm.nvvm.ff2f16x2.rn.relu.satfinite(float %srcA, float %srcB)
// PTX-LABEL: convert_f32x2_to_f16x2_rn(
// PTX: cvt.rn.f16x2.f32
// PTX: cvt.rn.satfinite.f16x2.f32
// PTX: cvt.rn.relu.f16x2.f32
// PTX: cvt.rn.relu.satfinite.f16x2.f32
llvm.func @convert_f32x2_to_f16x2_rn(%srcA : f32, %srcB : f32, %o1 : !llvm.ptr<1>, %o2 : !llvm.ptr<1>, %o3 : !llvm.ptr<1>, %o4 : !llvm.ptr<1>) {
  %res1 = nvvm.convert.f32x2.to.f16x2 %srcA, %srcB {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
  llvm.store %res1, %o1 : vector<2xf16>, !llvm.ptr<1>
  %res2 = nvvm.convert.f32x2.to.f16x2 %srcA, %srcB {rnd = #nvvm.fp_rnd_mode<rn>, sat = #nvvm.sat_mode<satfinite>} : vector<2xf16>
  llvm.store %res2, %o2 : vector<2xf16>, !llvm.ptr<1>
  %res3 = nvvm.convert.f32x2.to.f16x2 %srcA, %srcB {relu = true, rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
  llvm.store %res3, %o3 : vector<2xf16>, !llvm.ptr<1>
  %res4 = nvvm.convert.f32x2.to.f16x2 %srcA, %srcB {relu = true, rnd = #nvvm.fp_rnd_mode<rn>, sat = #nvvm.sat_mode<satfinite>} : vector<2xf16>
  llvm.store %res4, %o4 : vector<2xf16>, !llvm.ptr<1>
  llvm.return
}

// LL-LABEL: @convert_f32x2_to_f16x2_rz(
// LL: call <2 x half> @llvm.nvvm.ff2f16x2.rz(float %srcA, float %srcB)
// LL: call <2 x half> @llvm.nvvm.ff2f16x2.rz.satfinite(float %srcA, float %srcB)
// LL: call <2 x half> @llvm.nvvm.ff2f16x2.rz.relu(float %srcA, float %srcB)
// LL: call <2 x half> @llvm.nvvm.ff2f16x2.rz.relu.satfinite(float %srcA, float %srcB)
// PTX-LABEL: convert_f32x2_to_f16x2_rz(
// PTX: cvt.rz.f16x2.f32
// PTX: cvt.rz.satfinite.f16x2.f32
// PTX: cvt.rz.relu.f16x2.f32
// PTX: cvt.rz.relu.satfinite.f16x2.f32
llvm.func @convert_f32x2_to_f16x2_rz(%srcA : f32, %srcB : f32, %o1 : !llvm.ptr<1>, %o2 : !llvm.ptr<1>, %o3 : !llvm.ptr<1>, %o4 : !llvm.ptr<1>) {
  %res1 = nvvm.convert.f32x2.to.f16x2 %srcA, %srcB {rnd = #nvvm.fp_rnd_mode<rz>} : vector<2xf16>
  llvm.store %res1, %o1 : vector<2xf16>, !llvm.ptr<1>
  %res2 = nvvm.convert.f32x2.to.f16x2 %srcA, %srcB {rnd = #nvvm.fp_rnd_mode<rz>, sat = #nvvm.sat_mode<satfinite>} : vector<2xf16>
  llvm.store %res2, %o2 : vector<2xf16>, !llvm.ptr<1>
  %res3 = nvvm.convert.f32x2.to.f16x2 %srcA, %srcB {relu = true, rnd = #nvvm.fp_rnd_mode<rz>} : vector<2xf16>
  llvm.store %res3, %o3 : vector<2xf16>, !llvm.ptr<1>
  %res4 = nvvm.convert.f32x2.to.f16x2 %srcA, %srcB {relu = true, rnd = #nvvm.fp_rnd_mode<rz>, sat = #nvvm.sat_mode<satfinite>} : vector<2xf16>
  llvm.store %res4, %o4 : vector<2xf16>, !llvm.ptr<1>
  llvm.return
}

// LL-LABEL: @convert_f32x2_to_f16x2_rs(
// LL: call <2 x half> @llvm.nvvm.ff2f16x2.rs(float %srcA, float %srcB, i32 %rbits)
// LL: call <2 x half> @llvm.nvvm.ff2f16x2.rs.satfinite(float %srcA, float %srcB, i32 %rbits)
// LL: call <2 x half> @llvm.nvvm.ff2f16x2.rs.relu(float %srcA, float %srcB, i32 %rbits)
// LL: call <2 x half> @llvm.nvvm.ff2f16x2.rs.relu.satfinite(float %srcA, float %srcB, i32 %rbits)
// PTX-LABEL: convert_f32x2_to_f16x2_rs(
// PTX: cvt.rs.f16x2.f32
// PTX: cvt.rs.satfinite.f16x2.f32
// PTX: cvt.rs.relu.f16x2.f32
// PTX: cvt.rs.relu.satfinite.f16x2.f32
llvm.func @convert_f32x2_to_f16x2_rs(%srcA : f32, %srcB : f32, %rbits : i32, %o1 : !llvm.ptr<1>, %o2 : !llvm.ptr<1>, %o3 : !llvm.ptr<1>, %o4 : !llvm.ptr<1>) {
  %res1 = nvvm.convert.f32x2.to.f16x2 %srcA, %srcB, %rbits {rnd = #nvvm.fp_rnd_mode<rs>} : vector<2xf16>
  llvm.store %res1, %o1 : vector<2xf16>, !llvm.ptr<1>
  %res2 = nvvm.convert.f32x2.to.f16x2 %srcA, %srcB, %rbits {rnd = #nvvm.fp_rnd_mode<rs>, sat = #nvvm.sat_mode<satfinite>} : vector<2xf16>
  llvm.store %res2, %o2 : vector<2xf16>, !llvm.ptr<1>
  %res3 = nvvm.convert.f32x2.to.f16x2 %srcA, %srcB, %rbits {relu = true, rnd = #nvvm.fp_rnd_mode<rs>} : vector<2xf16>
  llvm.store %res3, %o3 : vector<2xf16>, !llvm.ptr<1>
  %res4 = nvvm.convert.f32x2.to.f16x2 %srcA, %srcB, %rbits {relu = true, rnd = #nvvm.fp_rnd_mode<rs>, sat = #nvvm.sat_mode<satfinite>} : vector<2xf16>
  llvm.store %res4, %o4 : vector<2xf16>, !llvm.ptr<1>
  llvm.return
}
