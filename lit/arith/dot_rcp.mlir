// nvvm.dot.accumulate.4way / .2way (dp4a, dp2a.lo/hi) in every signedness,
// and nvvm.rcp.approx.ftz.f: MLIR 22's @dot_accumulate_4way,
// @dot_accumulate_2way and @nvvm_rcp (nvvmir.mlir). The byte vectors are
// bitcast to the intrinsics' i32 as MLIR's translation does.
// RUN: %nvvm-lower %s --target sm_70 --emit llvm-ir | %FileCheck %s --check-prefix=LL
// RUN: %nvvm-lower %s --target sm_70 | %FileCheck %s --check-prefix=PTX
// RUN: %nvvm-lower %s --target sm_70 | %ptxas-verify
// RUN: %nvvm-lower %s --target sm_100a | %ptxas-verify

// LL-LABEL: define i32 @dot_accumulate_4way(<4 x i8> %a, <4 x i8> %b, i32 %c)
// LL: %[[A:[0-9]+]] = bitcast <4 x i8> %a to i32
// LL: %[[B:[0-9]+]] = bitcast <4 x i8> %b to i32
// LL: call i32 @llvm.nvvm.idp4a.u.u(i32 %[[A]], i32 %[[B]], i32 %c)
// LL: call i32 @llvm.nvvm.idp4a.s.s(
// LL: call i32 @llvm.nvvm.idp4a.u.s(
// LL: call i32 @llvm.nvvm.idp4a.s.u(
// PTX-LABEL: dot_accumulate_4way(
// PTX: dp4a.u32.u32
// PTX: dp4a.s32.s32
// PTX: dp4a.u32.s32
// PTX: dp4a.s32.u32
llvm.func @dot_accumulate_4way(%a: vector<4xi8>, %b: vector<4xi8>, %c: i32) -> i32 {
  %1 = nvvm.dot.accumulate.4way %a <unsigned>, %b <unsigned>, %c: vector<4xi8>, vector<4xi8>
  %2 = nvvm.dot.accumulate.4way %a <signed>, %b <signed>, %1: vector<4xi8>, vector<4xi8>
  %3 = nvvm.dot.accumulate.4way %a <unsigned>, %b <signed>, %2: vector<4xi8>, vector<4xi8>
  %4 = nvvm.dot.accumulate.4way %a <signed>, %b <unsigned>, %3: vector<4xi8>, vector<4xi8>
  llvm.return %4 : i32
}

// LL-LABEL: define i32 @dot_accumulate_2way(<2 x i16> %a, <4 x i8> %b, i32 %c)
// LL: call i32 @llvm.nvvm.idp2a.u.u(i32 %{{[0-9]+}}, i32 %{{[0-9]+}}, i1 false, i32 %c)
// LL: call i32 @llvm.nvvm.idp2a.s.s(i32 %{{[0-9]+}}, i32 %{{[0-9]+}}, i1 true,
// LL: call i32 @llvm.nvvm.idp2a.u.s(i32 %{{[0-9]+}}, i32 %{{[0-9]+}}, i1 false,
// LL: call i32 @llvm.nvvm.idp2a.s.u(i32 %{{[0-9]+}}, i32 %{{[0-9]+}}, i1 true,
// PTX-LABEL: dot_accumulate_2way(
// PTX: dp2a.lo.u32.u32
// PTX: dp2a.hi.s32.s32
// PTX: dp2a.lo.u32.s32
// PTX: dp2a.hi.s32.u32
llvm.func @dot_accumulate_2way(%a: vector<2xi16>, %b: vector<4xi8>, %c: i32) -> i32 {
  %1 = nvvm.dot.accumulate.2way %a <unsigned>, %b <unsigned>, %c {b_hi = false}: vector<2xi16>, vector<4xi8>
  %2 = nvvm.dot.accumulate.2way %a <signed>, %b <signed>, %1 {b_hi = true}: vector<2xi16>, vector<4xi8>
  %3 = nvvm.dot.accumulate.2way %a <unsigned>, %b <signed>, %2 {b_hi = false}: vector<2xi16>, vector<4xi8>
  %4 = nvvm.dot.accumulate.2way %a <signed>, %b <unsigned>, %3 {b_hi = true}: vector<2xi16>, vector<4xi8>
  llvm.return %4 : i32
}

// LL-LABEL: define float @nvvm_rcp(float %0)
// LL: call float @llvm.nvvm.rcp.approx.ftz.f(float %0)
// PTX-LABEL: nvvm_rcp(
// PTX: rcp.approx.ftz.f32
llvm.func @nvvm_rcp(%0: f32) -> f32 {
  %1 = nvvm.rcp.approx.ftz.f %0 : f32
  llvm.return %1 : f32
}
