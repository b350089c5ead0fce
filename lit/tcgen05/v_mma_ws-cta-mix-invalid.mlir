// The weight-stationary MMA is cta_group::1: a kernel may not use it beside a
// cta_group::2 MMA (ptxas: "uses single CTA(.cta_group::1) and CTA pair
// granularity(.cta_group::2) and that is not allowed"); MLIR 22 and llc-22
// accept it.
// RUN: %nvvm-lower %s --target sm_100a > %t.out 2> %t.err; test $? -eq 1
// RUN: %count 0 < %t.out
// RUN: %FileCheck %s --input-file %t.err
// CHECK: error[cta-group]: kernel '@ws_beside_pair' mixes cta_group::1 and cta_group::2 tcgen05 instructions
llvm.func @ws_beside_pair(%d: !llvm.ptr<6>, %a: i64, %b: i64, %idesc: i32, %en: i1) attributes {nvvm.kernel} {
  nvvm.tcgen05.mma.ws %d, %a, %b, %idesc, %en {kind = #nvvm.tcgen05_mma_kind<f16>} : (!llvm.ptr<6>, i64, i64, i32, i1)
  nvvm.tcgen05.mma %d, %a, %b, %idesc, %en {kind = #nvvm.tcgen05_mma_kind<f16>, ctaGroup = #nvvm.cta_group<cta_2>} : (!llvm.ptr<6>, i64, i64, i32, i1)
  llvm.return
}
