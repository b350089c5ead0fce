// tcgen05.mma kind i8 exists only on sm_100a, sm_101a and sm_110a (ptxas: "Feature
// '.kind::i8' not supported on .target 'sm_103a'", and likewise for every f
// variant): on sm_103a, sm_100f and sm_110f each i8 MMA is a gate-target
// diagnostic at the op, for either A operand, group and with aShift; the other
// kinds in the same function stay fine. Exit status 1, nothing on stdout.
// RUN: %nvvm-lower %s --target sm_103a > %t.out 2> %t.err; test $? -eq 1
// RUN: %count 0 < %t.out
// RUN: %FileCheck %s -DFILE=%s -DT=sm_103a --input-file %t.err
// RUN: %nvvm-lower %s --target sm_100f > %t.out 2> %t.err; test $? -eq 1
// RUN: %count 0 < %t.out
// RUN: %FileCheck %s -DFILE=%s -DT=sm_100f --input-file %t.err
// RUN: %nvvm-lower %s --target sm_110f > %t.out 2> %t.err; test $? -eq 1
// RUN: %count 0 < %t.out
// RUN: %FileCheck %s -DFILE=%s -DT=sm_110f --input-file %t.err
// The same source compiles and assembles on sm_100a.
// RUN: %nvvm-lower %s --target sm_100a | %ptxas-verify

llvm.func @i8(%d: !llvm.ptr<6>, %a: i64, %at: !llvm.ptr<6>, %b: i64, %idesc: i32, %en: i1, %m4: vector<4xi32>, %m8: vector<8xi32>) {
  nvvm.tcgen05.mma %d, %a, %b, %idesc, %en {kind = #nvvm.tcgen05_mma_kind<f16>, ctaGroup = #nvvm.cta_group<cta_1>} : (!llvm.ptr<6>, i64, i64, i32, i1)
  // CHECK: error[gate-target]: 'nvvm.tcgen05.mma' (tcgen05.mma.cta_group::1.kind::i8) is not available on [[T]]
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+3]]:3
  // CHECK: = it needs one of [sm_100a, sm_101a, sm_110a] (set 'tcgen05_i8') with PTX ISA 8.6 or newer
  // CHECK-NEXT: = `nvvm-lower --print ops` lists every op with its requirement
  nvvm.tcgen05.mma %d, %a, %b, %idesc, %en {kind = #nvvm.tcgen05_mma_kind<i8>, ctaGroup = #nvvm.cta_group<cta_1>} : (!llvm.ptr<6>, i64, i64, i32, i1)
  nvvm.tcgen05.mma %d, %at, %b, %idesc, %en mask = %m4 {kind = #nvvm.tcgen05_mma_kind<f8f6f4>, ctaGroup = #nvvm.cta_group<cta_1>} : (!llvm.ptr<6>, !llvm.ptr<6>, i64, i32, i1, vector<4xi32>)
  // CHECK: error[gate-target]: 'nvvm.tcgen05.mma' (tcgen05.mma.cta_group::1.kind::i8) is not available on [[T]]
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+2]]:3
  // CHECK: = it needs one of [sm_100a, sm_101a, sm_110a] (set 'tcgen05_i8') with PTX ISA 8.6 or newer
  nvvm.tcgen05.mma %d, %at, %b, %idesc, %en mask = %m4 {kind = #nvvm.tcgen05_mma_kind<i8>, ctaGroup = #nvvm.cta_group<cta_1>, collectorOp = #nvvm.tcgen05_mma_collectorop<fill>} : (!llvm.ptr<6>, !llvm.ptr<6>, i64, i32, i1, vector<4xi32>)
  // CHECK: error[gate-target]: 'nvvm.tcgen05.mma' (tcgen05.mma.cta_group::2.kind::i8 (ashift)) is not available on [[T]]
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+2]]:3
  // CHECK: = it needs one of [sm_100a, sm_101a, sm_110a] (set 'tcgen05_i8') with PTX ISA 8.6 or newer
  nvvm.tcgen05.mma %d, %at, %b, %idesc, %en mask = %m8 {kind = #nvvm.tcgen05_mma_kind<i8>, ctaGroup = #nvvm.cta_group<cta_2>, aShift} : (!llvm.ptr<6>, !llvm.ptr<6>, i64, i32, i1, vector<8xi32>)
  nvvm.tcgen05.mma %d, %a, %b, %idesc, %en mask = %m8 {kind = #nvvm.tcgen05_mma_kind<tf32>, ctaGroup = #nvvm.cta_group<cta_2>} : (!llvm.ptr<6>, i64, i64, i32, i1, vector<8xi32>)
  // CHECK-NOT: error
  llvm.return
}
