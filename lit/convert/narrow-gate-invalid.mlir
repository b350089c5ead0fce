// The narrow-float conversions gated by target: fp8 from sm_89, the ue8m0,
// fp6 and fp4 ones on the arch-specific and family targets from sm_100a only,
// the x4 stochastic-rounding ones on sm_100a and sm_103a only.
// RUN: %nvvm-lower %s --split-input-file --target sm_86 > %t.out 2> %t.err; test $? -eq 1
// RUN: %count 0 < %t.out
// RUN: %FileCheck %s -DFILE=%s --input-file %t.err --check-prefix=SM86
// RUN: %nvvm-lower %s --split-input-file --target sm_100 > %t100.out 2> %t100.err; test $? -eq 1
// RUN: %FileCheck %s -DFILE=%s --input-file %t100.err --check-prefix=SM100
// RUN: %nvvm-lower %s --split-input-file --target sm_100f > %tf.out 2> %tf.err; test $? -eq 1
// RUN: %FileCheck %s -DFILE=%s --input-file %tf.err --check-prefix=SM100F

// SM86: error[gate-target]: 'nvvm.convert.f32x2.to.f8x2' (cvt.rn.satfinite.e4m3x2.f32) is not available on sm_86
// SM86-NEXT: ┌─ [[FILE]]:[[@LINE+3]]:3
// SM86: = it needs one of [sm_89, sm_90, {{.*}}] (set 'sm_89_up') with PTX ISA 7.8 or newer
llvm.func @e4m3(%a : f32, %b : f32) {
  %r = nvvm.convert.f32x2.to.f8x2 %a, %b {rnd = #nvvm.fp_rnd_mode<rn>, sat = #nvvm.sat_mode<satfinite>} : i16 (f8E4M3FN)
  llvm.return
}

// -----

// SM86: error[gate-target]: 'nvvm.convert.f32x2.to.f8x2' (cvt.rz.ue8m0x2.f32) is not available on sm_86
// SM100: error[gate-target]: 'nvvm.convert.f32x2.to.f8x2' (cvt.rz.ue8m0x2.f32) is not available on sm_100
// SM100-NEXT: ┌─ [[FILE]]:[[@LINE+3]]:3
// SM100: (set 'arch_family_100_up') with PTX ISA 8.6 or newer
llvm.func @ue8m0(%a : f32, %b : f32) {
  %r = nvvm.convert.f32x2.to.f8x2 %a, %b {rnd = #nvvm.fp_rnd_mode<rz>} : i16 (f8E8M0FNU)
  llvm.return
}

// -----

// SM100: error[gate-target]: 'nvvm.convert.f4x2.to.f16x2' (cvt.rn.f16x2.e2m1x2) is not available on sm_100
llvm.func @e2m1(%s : i8) {
  %r = nvvm.convert.f4x2.to.f16x2 %s : i8 (f4E2M1FN)-> vector<2xf16>
  llvm.return
}

// -----

// SM100F: error[gate-target]: 'nvvm.convert.f32x4.to.f8x4' (cvt.rs.satfinite.e4m3x4.f32) is not available on sm_100f
// SM100F: = it needs one of [sm_100a, sm_103a] (set 'cvt_rs') with PTX ISA 8.7 or newer
llvm.func @x4(%src : vector<4xf32>, %rbits : i32) {
  %r = nvvm.convert.f32x4.to.f8x4 %src, %rbits : vector<4xf32> -> vector<4xi8> (f8E4M3FN)
  llvm.return
}
