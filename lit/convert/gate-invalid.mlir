// Conversions gated by target: stochastic rounding (cvt.rs) exists on
// sm_100a and sm_103a only, and the satfinite tf32 forms of rn from sm_100.
// RUN: %nvvm-lower %s --split-input-file --target sm_90a > %t.out 2> %t.err; test $? -eq 1
// RUN: %count 0 < %t.out
// RUN: %FileCheck %s -DFILE=%s --input-file %t.err

// CHECK: error[gate-target]: 'nvvm.convert.f32x2.to.f16x2' (cvt.rs.f16x2.f32) is not available on sm_90a
// CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+3]]:3
// CHECK: = it needs one of [sm_100a, sm_103a] (set 'cvt_rs') with PTX ISA 8.7 or newer
llvm.func @f16x2_rs(%a : f32, %b : f32, %r : i32) {
  %res = nvvm.convert.f32x2.to.f16x2 %a, %b, %r {rnd = #nvvm.fp_rnd_mode<rs>} : vector<2xf16>
  llvm.return
}

// -----

// CHECK: error[gate-target]: 'nvvm.convert.float.to.tf32' (cvt.rn.satfinite.tf32.f32) is not available on sm_90a
// CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+2]]:3
llvm.func @tf32_rn_satfinite(%src : f32) -> i32 {
  %res = nvvm.convert.float.to.tf32 %src {rnd = #nvvm.fp_rnd_mode<rn>, sat = #nvvm.sat_mode<satfinite>}
  llvm.return %res : i32
}
