// nvvm.convert.f32x2.to.bf16x2 in its rn and rz forms, with relu and
// satfinite: MLIR's convert_fp16x2.mlir (the bf16x2 half), each result stored
// as a vector<2xbf16>. From sm_80 (PTX 7.0); satfinite from PTX 8.1. The rs
// forms are in stochastic-rounding.mlir.
// RUN: %nvvm-lower %s --target sm_90 --emit llvm-ir | %FileCheck %s --check-prefix=LL
// RUN: %nvvm-lower %s --target sm_90 | %FileCheck %s --check-prefix=PTX
// RUN: %nvvm-lower %s --target sm_90 | %ptxas-verify
// RUN: %nvvm-lower %s --target sm_80 | %ptxas-verify

// PTX: .version 8.1

// LL-LABEL: @convert_f32x2_to_bf16x2_rn(
// LL: call <2 x bfloat> @llvm.nvvm.ff2bf16x2.rn(float %{{.*}}, float %{{.*}})
// LL: call <2 x bfloat> @llvm.nvvm.ff2bf16x2.rn.satfinite(float %{{.*}}, float %{{.*}})
// LL: call <2 x bfloat> @llvm.nvvm.ff2bf16x2.rn.relu(float %{{.*}}, float %{{.*}})
// LL: call <2 x bfloat> @llvm.nvvm.ff2bf16x2.rn.relu.satfinite(float %{{.*}}, float %{{.*}})
// PTX-LABEL: convert_f32x2_to_bf16x2_rn(
// PTX: cvt.rn.bf16x2.f32
// PTX: cvt.rn.satfinite.bf16x2.f32
// PTX: cvt.rn.relu.bf16x2.f32
// PTX: cvt.rn.relu.satfinite.bf16x2.f32
llvm.func @convert_f32x2_to_bf16x2_rn(%srcA : f32, %srcB : f32, %o1 : !llvm.ptr<1>, %o2 : !llvm.ptr<1>, %o3 : !llvm.ptr<1>, %o4 : !llvm.ptr<1>) {
  %res1 = nvvm.convert.f32x2.to.bf16x2 %srcA, %srcB {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xbf16>
  llvm.store %res1, %o1 : vector<2xbf16>, !llvm.ptr<1>
  %res2 = nvvm.convert.f32x2.to.bf16x2 %srcA, %srcB {rnd = #nvvm.fp_rnd_mode<rn>, sat = #nvvm.sat_mode<satfinite>} : vector<2xbf16>
  llvm.store %res2, %o2 : vector<2xbf16>, !llvm.ptr<1>
  %res3 = nvvm.convert.f32x2.to.bf16x2 %srcA, %srcB {relu = true, rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xbf16>
  llvm.store %res3, %o3 : vector<2xbf16>, !llvm.ptr<1>
  %res4 = nvvm.convert.f32x2.to.bf16x2 %srcA, %srcB {relu = true, rnd = #nvvm.fp_rnd_mode<rn>, sat = #nvvm.sat_mode<satfinite>} : vector<2xbf16>
  llvm.store %res4, %o4 : vector<2xbf16>, !llvm.ptr<1>
  llvm.return
}

// LL-LABEL: @convert_f32x2_to_bf16x2_rz(
// LL: call <2 x bfloat> @llvm.nvvm.ff2bf16x2.rz(float %{{.*}}, float %{{.*}})
// LL: call <2 x bfloat> @llvm.nvvm.ff2bf16x2.rz.satfinite(float %{{.*}}, float %{{.*}})
// LL: call <2 x bfloat> @llvm.nvvm.ff2bf16x2.rz.relu(float %{{.*}}, float %{{.*}})
// LL: call <2 x bfloat> @llvm.nvvm.ff2bf16x2.rz.relu.satfinite(float %{{.*}}, float %{{.*}})
// PTX-LABEL: convert_f32x2_to_bf16x2_rz(
// PTX: cvt.rz.bf16x2.f32
// PTX: cvt.rz.satfinite.bf16x2.f32
// PTX: cvt.rz.relu.bf16x2.f32
// PTX: cvt.rz.relu.satfinite.bf16x2.f32
llvm.func @convert_f32x2_to_bf16x2_rz(%srcA : f32, %srcB : f32, %o1 : !llvm.ptr<1>, %o2 : !llvm.ptr<1>, %o3 : !llvm.ptr<1>, %o4 : !llvm.ptr<1>) {
  %res1 = nvvm.convert.f32x2.to.bf16x2 %srcA, %srcB {rnd = #nvvm.fp_rnd_mode<rz>} : vector<2xbf16>
  llvm.store %res1, %o1 : vector<2xbf16>, !llvm.ptr<1>
  %res2 = nvvm.convert.f32x2.to.bf16x2 %srcA, %srcB {rnd = #nvvm.fp_rnd_mode<rz>, sat = #nvvm.sat_mode<satfinite>} : vector<2xbf16>
  llvm.store %res2, %o2 : vector<2xbf16>, !llvm.ptr<1>
  %res3 = nvvm.convert.f32x2.to.bf16x2 %srcA, %srcB {relu = true, rnd = #nvvm.fp_rnd_mode<rz>} : vector<2xbf16>
  llvm.store %res3, %o3 : vector<2xbf16>, !llvm.ptr<1>
  %res4 = nvvm.convert.f32x2.to.bf16x2 %srcA, %srcB {relu = true, rnd = #nvvm.fp_rnd_mode<rz>, sat = #nvvm.sat_mode<satfinite>} : vector<2xbf16>
  llvm.store %res4, %o4 : vector<2xbf16>, !llvm.ptr<1>
  llvm.return
}
