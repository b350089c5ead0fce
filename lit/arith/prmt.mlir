// nvvm.prmt in every mode: MLIR 22's permute_valid.mlir. The selector comes
// first in MLIR's syntax and last in the intrinsic: prmt(lo, hi, selector),
// or (lo, selector) for the one-register modes.
// RUN: %nvvm-lower %s --target sm_70 --emit llvm-ir | %FileCheck %s --check-prefix=LL
// RUN: %nvvm-lower %s --target sm_70 | %FileCheck %s --check-prefix=PTX
// RUN: %nvvm-lower %s --target sm_70 | %ptxas-verify
// RUN: %nvvm-lower %s --target sm_90a | %ptxas-verify
// RUN: %nvvm-lower %s --target sm_120 | %ptxas-verify

// PTX: .version 6.0

// LL-LABEL: define i32 @test_prmt_default(i32 %sel, i32 %lo, i32 %hi)
// LL: call i32 @llvm.nvvm.prmt(i32 %lo, i32 %hi, i32 %sel)
// PTX-LABEL: test_prmt_default(
// PTX: prmt.b32 %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}};
llvm.func @test_prmt_default(%sel: i32, %lo: i32, %hi: i32) -> i32 {
  %result = nvvm.prmt #nvvm.permute_mode<default> %sel, %lo, %hi : i32
  llvm.return %result : i32
}

// LL-LABEL: @test_prmt_f4e
// LL: call i32 @llvm.nvvm.prmt.f4e(i32 %lo, i32 %hi, i32 %pos)
// PTX-LABEL: test_prmt_f4e(
// PTX: prmt.b32.f4e
llvm.func @test_prmt_f4e(%pos: i32, %lo: i32, %hi: i32) -> i32 {
  %result = nvvm.prmt #nvvm.permute_mode<f4e> %pos, %lo, %hi : i32
  llvm.return %result : i32
}

// LL-LABEL: @test_prmt_b4e
// LL: call i32 @llvm.nvvm.prmt.b4e(i32 %lo, i32 %hi, i32 %pos)
// PTX-LABEL: test_prmt_b4e(
// PTX: prmt.b32.b4e
llvm.func @test_prmt_b4e(%pos: i32, %lo: i32, %hi: i32) -> i32 {
  %result = nvvm.prmt #nvvm.permute_mode<b4e> %pos, %lo, %hi : i32
  llvm.return %result : i32
}

// LL-LABEL: @test_prmt_rc8
// LL: call i32 @llvm.nvvm.prmt.rc8(i32 %val, i32 %sel)
// PTX-LABEL: test_prmt_rc8(
// PTX: prmt.b32.rc8
llvm.func @test_prmt_rc8(%sel: i32, %val: i32) -> i32 {
  %result = nvvm.prmt #nvvm.permute_mode<rc8> %sel, %val : i32
  llvm.return %result : i32
}

// LL-LABEL: @test_prmt_ecl
// LL: call i32 @llvm.nvvm.prmt.ecl(i32 %val, i32 %sel)
// PTX-LABEL: test_prmt_ecl(
// PTX: prmt.b32.ecl
llvm.func @test_prmt_ecl(%sel: i32, %val: i32) -> i32 {
  %result = nvvm.prmt #nvvm.permute_mode<ecl> %sel, %val : i32
  llvm.return %result : i32
}

// LL-LABEL: @test_prmt_ecr
// LL: call i32 @llvm.nvvm.prmt.ecr(i32 %val, i32 %sel)
// PTX-LABEL: test_prmt_ecr(
// PTX: prmt.b32.ecr
llvm.func @test_prmt_ecr(%sel: i32, %val: i32) -> i32 {
  %result = nvvm.prmt #nvvm.permute_mode<ecr> %sel, %val : i32
  llvm.return %result : i32
}

// LL-LABEL: @test_prmt_rc16
// LL: call i32 @llvm.nvvm.prmt.rc16(i32 %val, i32 %sel)
// PTX-LABEL: test_prmt_rc16(
// PTX: prmt.b32.rc16
llvm.func @test_prmt_rc16(%sel: i32, %val: i32) -> i32 {
  %result = nvvm.prmt #nvvm.permute_mode<rc16> %sel, %val : i32
  llvm.return %result : i32
}

// LL-LABEL: @test_prmt_mixed
// LL: call i32 @llvm.nvvm.prmt(i32 %lo, i32 %hi, i32 %sel)
// LL: call i32 @llvm.nvvm.prmt.rc8(i32 %r1, i32 %sel)
// LL: call i32 @llvm.nvvm.prmt.f4e(i32 %r2, i32 %sel, i32 %lo)
llvm.func @test_prmt_mixed(%sel: i32, %lo: i32, %hi: i32) -> i32 {
  %r1 = nvvm.prmt #nvvm.permute_mode<default> %sel, %lo, %hi : i32
  %r2 = nvvm.prmt #nvvm.permute_mode<rc8> %sel, %r1 : i32
  %r3 = nvvm.prmt #nvvm.permute_mode<f4e> %lo, %r2, %sel : i32
  llvm.return %r3 : i32
}

// The mode as mlir-opt-22 prints it, without `#nvvm.permute_mode`.
// LL-LABEL: @test_prmt_short_mode
// LL: call i32 @llvm.nvvm.prmt.rc8(i32 %lo, i32 %sel)
// LL: call i32 @llvm.nvvm.prmt.b4e(i32 %r1, i32 %hi, i32 %sel)
llvm.func @test_prmt_short_mode(%sel: i32, %lo: i32, %hi: i32) -> i32 {
  %r1 = nvvm.prmt <rc8> %sel, %lo : i32
  %r2 = nvvm.prmt <b4e> %sel, %r1, %hi : i32
  llvm.return %r2 : i32
}
