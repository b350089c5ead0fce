// nvvm.shfl.sync in every mode on i32 and f32, with and without the
// source-lane flag (return_value_and_is_valid): MLIR 22's @nvvm_shfl and
// @nvvm_shfl_pred (mlir/test/Target/LLVMIR/nvvmir.mlir). All targets, PTX 6.0.
// RUN: %nvvm-lower %s --target sm_70 --emit llvm-ir | %FileCheck %s --check-prefix=LL
// RUN: %nvvm-lower %s --target sm_70 | %FileCheck %s --check-prefix=PTX
// RUN: %nvvm-lower %s --target sm_70 | %ptxas-verify
// RUN: %nvvm-lower %s --target sm_80 | %ptxas-verify
// RUN: %nvvm-lower %s --target sm_90a | %ptxas-verify
// RUN: %nvvm-lower %s --target sm_100a | %ptxas-verify
// RUN: %nvvm-lower %s --target sm_120 | %ptxas-verify

// PTX: .version 6.0

// LL-LABEL: define i32 @nvvm_shfl(
// LL: call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 %0, i32 %3, i32 %1, i32 %2)
// LL: call float @llvm.nvvm.shfl.sync.bfly.f32(i32 %0, float %4, i32 %1, i32 %2)
// LL: call i32 @llvm.nvvm.shfl.sync.up.i32(
// LL: call float @llvm.nvvm.shfl.sync.up.f32(
// LL: call i32 @llvm.nvvm.shfl.sync.down.i32(
// LL: call float @llvm.nvvm.shfl.sync.down.f32(
// LL: call i32 @llvm.nvvm.shfl.sync.idx.i32(
// LL: call float @llvm.nvvm.shfl.sync.idx.f32(
// PTX-LABEL: nvvm_shfl(
// PTX: shfl.sync.bfly.b32
// PTX: shfl.sync.bfly.b32
// PTX: shfl.sync.up.b32
// PTX: shfl.sync.up.b32
// PTX: shfl.sync.down.b32
// PTX: shfl.sync.down.b32
// PTX: shfl.sync.idx.b32
// PTX: shfl.sync.idx.b32
llvm.func @nvvm_shfl(
    %0 : i32, %1 : i32, %2 : i32,
    %3 : i32, %4 : f32) -> i32 {
  %6 = nvvm.shfl.sync bfly %0, %3, %1, %2 : i32 -> i32
  %7 = nvvm.shfl.sync bfly %0, %4, %1, %2 : f32 -> f32
  %8 = nvvm.shfl.sync up %0, %3, %1, %2 : i32 -> i32
  %9 = nvvm.shfl.sync up %0, %4, %1, %2 : f32 -> f32
  %10 = nvvm.shfl.sync down %0, %3, %1, %2 : i32 -> i32
  %11 = nvvm.shfl.sync down %0, %4, %1, %2 : f32 -> f32
  %12 = nvvm.shfl.sync idx %0, %3, %1, %2 : i32 -> i32
  %13 = nvvm.shfl.sync idx %0, %4, %1, %2 : f32 -> f32
  llvm.return %6 : i32
}

// LL-LABEL: define { i32, i1 } @nvvm_shfl_pred(
// LL: call { i32, i1 } @llvm.nvvm.shfl.sync.bfly.i32p(i32 %0, i32 %3, i32 %1, i32 %2)
// LL: call { float, i1 } @llvm.nvvm.shfl.sync.bfly.f32p(i32 %0, float %4, i32 %1, i32 %2)
// LL: call { i32, i1 } @llvm.nvvm.shfl.sync.up.i32p(
// LL: call { float, i1 } @llvm.nvvm.shfl.sync.up.f32p(
// LL: call { i32, i1 } @llvm.nvvm.shfl.sync.down.i32p(
// LL: call { float, i1 } @llvm.nvvm.shfl.sync.down.f32p(
// LL: call { i32, i1 } @llvm.nvvm.shfl.sync.idx.i32p(
// LL: call { float, i1 } @llvm.nvvm.shfl.sync.idx.f32p(
// The flag is the instruction's second destination, `d|p`.
// PTX-LABEL: nvvm_shfl_pred(
// PTX: shfl.sync.bfly.b32 {{%r[0-9]+}}|{{%p[0-9]+}},
llvm.func @nvvm_shfl_pred(
    %0 : i32, %1 : i32, %2 : i32,
    %3 : i32, %4 : f32) -> !llvm.struct<(i32, i1)> {
  %6 = nvvm.shfl.sync bfly %0, %3, %1, %2 {return_value_and_is_valid} : i32 -> !llvm.struct<(i32, i1)>
  %7 = nvvm.shfl.sync bfly %0, %4, %1, %2 {return_value_and_is_valid} : f32 -> !llvm.struct<(f32, i1)>
  %8 = nvvm.shfl.sync up %0, %3, %1, %2 {return_value_and_is_valid} : i32 -> !llvm.struct<(i32, i1)>
  %9 = nvvm.shfl.sync up %0, %4, %1, %2 {return_value_and_is_valid} : f32 -> !llvm.struct<(f32, i1)>
  %10 = nvvm.shfl.sync down %0, %3, %1, %2 {return_value_and_is_valid} : i32 -> !llvm.struct<(i32, i1)>
  %11 = nvvm.shfl.sync down %0, %4, %1, %2 {return_value_and_is_valid} : f32 -> !llvm.struct<(f32, i1)>
  %12 = nvvm.shfl.sync idx %0, %3, %1, %2 {return_value_and_is_valid} : i32 -> !llvm.struct<(i32, i1)>
  %13 = nvvm.shfl.sync idx %0, %4, %1, %2 {return_value_and_is_valid} : f32 -> !llvm.struct<(f32, i1)>
  llvm.return %6 : !llvm.struct<(i32, i1)>
}

// A warp reduction by butterfly shuffles, as a kernel writes it: the lane
// flag of the last step decides whether the sum is stored.
// LL-LABEL: define ptx_kernel void @warp_sum(
// PTX-LABEL: .entry warp_sum(
// PTX-COUNT-5: shfl.sync.bfly.b32
llvm.func @warp_sum(%v: i32, %out: !llvm.ptr<1>) attributes {nvvm.kernel} {
  %all = llvm.mlir.constant(-1 : i32) : i32
  %clamp = llvm.mlir.constant(31 : i32) : i32
  %c16 = llvm.mlir.constant(16 : i32) : i32
  %c8 = llvm.mlir.constant(8 : i32) : i32
  %c4 = llvm.mlir.constant(4 : i32) : i32
  %c2 = llvm.mlir.constant(2 : i32) : i32
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %s16 = nvvm.shfl.sync bfly %all, %v, %c16, %clamp : i32 -> i32
  %a16 = llvm.add %v, %s16 : i32
  %s8 = nvvm.shfl.sync bfly %all, %a16, %c8, %clamp : i32 -> i32
  %a8 = llvm.add %a16, %s8 : i32
  %s4 = nvvm.shfl.sync bfly %all, %a8, %c4, %clamp : i32 -> i32
  %a4 = llvm.add %a8, %s4 : i32
  %s2 = nvvm.shfl.sync bfly %all, %a4, %c2, %clamp : i32 -> i32
  %a2 = llvm.add %a4, %s2 : i32
  %s1 = nvvm.shfl.sync bfly %all, %a2, %c1, %clamp {return_value_and_is_valid} : i32 -> !llvm.struct<(i32, i1)>
  %x = llvm.extractvalue %s1[0] : !llvm.struct<(i32, i1)>
  %ok = llvm.extractvalue %s1[1] : !llvm.struct<(i32, i1)>
  %sum = llvm.add %a2, %x : i32
  llvm.cond_br %ok, ^store, ^done
^store:
  llvm.store %sum, %out : i32, !llvm.ptr<1>
  llvm.br ^done
^done:
  llvm.return
}

// Every call is convergent: its declaration is.
// LL: declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32) #[[CONV:[0-9]+]]
// LL: declare float @llvm.nvvm.shfl.sync.bfly.f32(i32, float, i32, i32) #[[CONV]]
// LL: attributes #[[CONV]] = { convergent
