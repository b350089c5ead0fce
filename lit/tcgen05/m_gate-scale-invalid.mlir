// tcgen05.mma scale (scale-input-d) exists only on sm_100a/f and sm_103a/f
// (ptxas: "Feature 'argument scale-inp-d-imm' not supported on .target
// 'sm_110a'"): on sm_110a, sm_110f and sm_101a every MMA with scale is a
// gate-target diagnostic at the op, whatever its group, A operand, mask or
// aShift; the MMAs without scale in the same function stay fine. Exit status 1,
// nothing on stdout.
// RUN: %nvvm-lower %s --target sm_110a > %t.out 2> %t.err; test $? -eq 1
// RUN: %count 0 < %t.out
// RUN: %FileCheck %s -DFILE=%s -DT=sm_110a --input-file %t.err
// RUN: %nvvm-lower %s --target sm_110f > %t.out 2> %t.err; test $? -eq 1
// RUN: %count 0 < %t.out
// RUN: %FileCheck %s -DFILE=%s -DT=sm_110f --input-file %t.err
// RUN: %nvvm-lower %s --target sm_101a > %t.out 2> %t.err; test $? -eq 1
// RUN: %count 0 < %t.out
// RUN: %FileCheck %s -DFILE=%s -DT=sm_101a --input-file %t.err
// The same source compiles and assembles on sm_100a and sm_103f.
// RUN: %nvvm-lower %s --target sm_100a | %ptxas-verify
// RUN: %nvvm-lower %s --target sm_103f | %ptxas-verify

llvm.func @scale(%d: !llvm.ptr<6>, %a: i64, %at: !llvm.ptr<6>, %b: i64, %idesc: i32, %en: i1, %m4: vector<4xi32>, %m8: vector<8xi32>) {
  %s = llvm.mlir.constant(1 : i64) : i64
  nvvm.tcgen05.mma %d, %a, %b, %idesc, %en {kind = #nvvm.tcgen05_mma_kind<f16>, ctaGroup = #nvvm.cta_group<cta_1>} : (!llvm.ptr<6>, i64, i64, i32, i1)
  // CHECK: error[gate-target]: 'nvvm.tcgen05.mma' (tcgen05.mma.cta_group::1.kind::f16) is not available on [[T]]
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+3]]:3
  // CHECK: = it needs one of [sm_100a, sm_100f, sm_103a, sm_103f] (set 'tcgen05_scale_d') with PTX ISA 8.6 or newer
  // CHECK-NEXT: = `nvvm-lower --print ops` lists every op with its requirement
  nvvm.tcgen05.mma %d, %a, %b, %idesc, %en scale = %s {kind = #nvvm.tcgen05_mma_kind<f16>, ctaGroup = #nvvm.cta_group<cta_1>} : (!llvm.ptr<6>, i64, i64, i32, i1, i64)
  // CHECK: error[gate-target]: 'nvvm.tcgen05.mma' (tcgen05.mma.cta_group::1.kind::tf32 (ashift)) is not available on [[T]]
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+2]]:3
  // CHECK: = it needs one of [sm_100a, sm_100f, sm_103a, sm_103f] (set 'tcgen05_scale_d') with PTX ISA 8.6 or newer
  nvvm.tcgen05.mma %d, %at, %b, %idesc, %en scale = %s mask = %m4 {kind = #nvvm.tcgen05_mma_kind<tf32>, ctaGroup = #nvvm.cta_group<cta_1>, aShift} : (!llvm.ptr<6>, !llvm.ptr<6>, i64, i32, i1, i64, vector<4xi32>)
  nvvm.tcgen05.mma %d, %at, %b, %idesc, %en mask = %m4 {kind = #nvvm.tcgen05_mma_kind<tf32>, ctaGroup = #nvvm.cta_group<cta_1>, aShift} : (!llvm.ptr<6>, !llvm.ptr<6>, i64, i32, i1, vector<4xi32>)
  // CHECK: error[gate-target]: 'nvvm.tcgen05.mma' (tcgen05.mma.cta_group::2.kind::f16) is not available on [[T]]
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+2]]:3
  // CHECK: = it needs one of [sm_100a, sm_100f, sm_103a, sm_103f] (set 'tcgen05_scale_d') with PTX ISA 8.6 or newer
  nvvm.tcgen05.mma %d, %at, %b, %idesc, %en scale = %s mask = %m8 {kind = #nvvm.tcgen05_mma_kind<f16>, ctaGroup = #nvvm.cta_group<cta_2>, collectorOp = #nvvm.tcgen05_mma_collectorop<lastuse>} : (!llvm.ptr<6>, !llvm.ptr<6>, i64, i32, i1, i64, vector<8xi32>)
  nvvm.tcgen05.mma %d, %a, %b, %idesc, %en mask = %m8 {kind = #nvvm.tcgen05_mma_kind<f16>, ctaGroup = #nvvm.cta_group<cta_2>} : (!llvm.ptr<6>, i64, i64, i32, i1, vector<8xi32>)
  // CHECK-NOT: error
  llvm.return
}
