// nvvm.redux.sync: the i32 kinds on sm_80+ (PTX 7.0), the f32 kinds (fmin,
// fmax, with abs and NaN) on sm_100a/f and sm_103a/f (PTX 8.6): MLIR 22's
// @nvvm_redux_sync and @nvvm_redux_sync_f32.
// RUN: %nvvm-lower %s --target sm_100a --emit llvm-ir | %FileCheck %s --check-prefix=LL
// RUN: %nvvm-lower %s --target sm_100a | %FileCheck %s --check-prefix=PTX
// RUN: %nvvm-lower %s --target sm_100a | %ptxas-verify
// RUN: %nvvm-lower %s --target sm_100f | %ptxas-verify
// RUN: %nvvm-lower %s --target sm_103a | %ptxas-verify
// RUN: %nvvm-lower %s --target sm_103f | %ptxas-verify
// The i32 function alone on every sm_80+ kind of target.
// RUN: %nvvm-lower %S/Inputs/redux_i32.mlir --target sm_80 | %FileCheck %s --check-prefix=I32
// RUN: %nvvm-lower %S/Inputs/redux_i32.mlir --target sm_80 | %ptxas-verify
// RUN: %nvvm-lower %S/Inputs/redux_i32.mlir --target sm_90a | %ptxas-verify
// RUN: %nvvm-lower %S/Inputs/redux_i32.mlir --target sm_120 | %ptxas-verify

// PTX: .version 8.6
// I32: .version 7.0
// I32: redux.sync.add.s32
// I32: redux.sync.max.u32
// I32: redux.sync.min.u32
// I32: redux.sync.and.b32
// I32: redux.sync.or.b32
// I32: redux.sync.xor.b32
// I32: redux.sync.max.s32
// I32: redux.sync.min.s32

// LL-LABEL: define void @nvvm_redux_sync_f32(float %value, i32 %offset)
// LL-NEXT: entry:
// LL-NEXT: call float @llvm.nvvm.redux.sync.fmin(float %value, i32 %offset)
// LL-NEXT: call float @llvm.nvvm.redux.sync.fmin.abs(float %value, i32 %offset)
// LL-NEXT: call float @llvm.nvvm.redux.sync.fmin.NaN(float %value, i32 %offset)
// LL-NEXT: call float @llvm.nvvm.redux.sync.fmin.abs.NaN(float %value, i32 %offset)
// LL-NEXT: call float @llvm.nvvm.redux.sync.fmax(float %value, i32 %offset)
// LL-NEXT: call float @llvm.nvvm.redux.sync.fmax.abs(float %value, i32 %offset)
// LL-NEXT: call float @llvm.nvvm.redux.sync.fmax.NaN(float %value, i32 %offset)
// LL-NEXT: call float @llvm.nvvm.redux.sync.fmax.abs.NaN(float %value, i32 %offset)
// PTX-LABEL: nvvm_redux_sync_f32(
// PTX: redux.sync.min.f32
// PTX: redux.sync.min.abs.f32
// PTX: redux.sync.min.NaN.f32
// PTX: redux.sync.min.abs.NaN.f32
// PTX: redux.sync.max.f32
// PTX: redux.sync.max.abs.f32
// PTX: redux.sync.max.NaN.f32
// PTX: redux.sync.max.abs.NaN.f32
llvm.func @nvvm_redux_sync_f32(%value: f32, %offset: i32) {
  %0 = nvvm.redux.sync fmin %value, %offset: f32 -> f32
  %1 = nvvm.redux.sync fmin %value, %offset {abs = true}: f32 -> f32
  %2 = nvvm.redux.sync fmin %value, %offset {nan = true}: f32 -> f32
  %3 = nvvm.redux.sync fmin %value, %offset {abs = true, nan = true}: f32 -> f32
  %4 = nvvm.redux.sync fmax %value, %offset: f32 -> f32
  %5 = nvvm.redux.sync fmax %value, %offset {abs = true}: f32 -> f32
  %6 = nvvm.redux.sync fmax %value, %offset {nan = true}: f32 -> f32
  %7 = nvvm.redux.sync fmax %value, %offset {abs = true, nan = true}: f32 -> f32
  llvm.return
}

// `abs = false` is the default, written out.
// LL-LABEL: define float @explicit_defaults(
// LL: call float @llvm.nvvm.redux.sync.fmax(float %v, i32 %m)
llvm.func @explicit_defaults(%v: f32, %m: i32) -> f32 {
  %0 = nvvm.redux.sync fmax %v, %m {abs = false, nan = false} : f32 -> f32
  llvm.return %0 : f32
}
