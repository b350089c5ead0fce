// ptxas refuses a kernel whose tcgen05 instructions mix cta_group::1 and
// cta_group::2 ("uses single CTA(.cta_group::1) and CTA pair granularity
// (.cta_group::2) and that is not allowed"); nvvm-lower diagnoses it at an MMA
// of the kernel, with one of the other group labelled, also when that one is in
// a called function. tcgen05.ld/st have no group and go with either (no error
// for @ok). Exit status 1, nothing on stdout.
// RUN: %nvvm-lower %s --target sm_100a > %t.out 2> %t.err; test $? -eq 1
// RUN: %count 0 < %t.out
// RUN: %FileCheck %s -DFILE=%s --input-file %t.err
// RUN: %not %nvvm-lower %s --target sm_103a 2>&1 >/dev/null | %FileCheck %s -DFILE=%s

// The second group's MMA is the error, the first one's is labelled.
// CHECK: error[cta-group]: kernel '@direct' mixes cta_group::1 and cta_group::2 tcgen05 instructions
// CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+8]]:3
// CHECK: [[@LINE+6]] │ nvvm.tcgen05.mma
// CHECK-NEXT: │ {{-+}} cta_group::1 here
// CHECK-NEXT: [[@LINE+5]] │ nvvm.tcgen05.mma
// CHECK-NEXT: │ {{\^+}}
// CHECK: = every tcgen05 instruction of a kernel, and of the functions it calls, must use the same cta_group (ptxas 13: "uses single CTA(.cta_group::1) and CTA pair granularity(.cta_group::2) and that is not allowed")
llvm.func @direct(%d: !llvm.ptr<6>, %a: i64, %at: !llvm.ptr<6>, %b: i64, %idesc: i32, %en: i1, %m8: vector<8xi32>) attributes {nvvm.kernel} {
  nvvm.tcgen05.mma %d, %a, %b, %idesc, %en {kind = #nvvm.tcgen05_mma_kind<f16>, ctaGroup = #nvvm.cta_group<cta_1>} : (!llvm.ptr<6>, i64, i64, i32, i1)
  nvvm.tcgen05.mma %d, %at, %b, %idesc, %en mask = %m8 {kind = #nvvm.tcgen05_mma_kind<tf32>, ctaGroup = #nvvm.cta_group<cta_2>, aShift} : (!llvm.ptr<6>, !llvm.ptr<6>, i64, i32, i1, vector<8xi32>)
  llvm.return
}

llvm.func @cg2_helper(%d: !llvm.ptr<6>, %a: i64, %b: i64, %idesc: i32, %en: i1) {
  // CHECK: error[cta-group]: kernel '@through_call' mixes cta_group::1 and cta_group::2 tcgen05 instructions
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+13]]:3
  // CHECK: [[@LINE+2]] │ nvvm.tcgen05.mma
  // CHECK-NEXT: │ {{-+}} cta_group::2 here
  nvvm.tcgen05.mma %d, %a, %b, %idesc, %en {kind = #nvvm.tcgen05_mma_kind<f8f6f4>, ctaGroup = #nvvm.cta_group<cta_2>} : (!llvm.ptr<6>, i64, i64, i32, i1)
  llvm.return
}

llvm.func @through_call(%d: !llvm.ptr<6>, %a: i64, %b: i64, %idesc: i32, %en: i1) attributes {nvvm.kernel} {
  // The callee's MMA is labelled, the call chain is a note.
  // CHECK: [[@LINE+4]] │ nvvm.tcgen05.mma
  // CHECK-NEXT: │ {{\^+}}
  // CHECK: = every tcgen05 instruction of a kernel, and of the functions it calls, must use the same cta_group
  // CHECK-NEXT: = the cta_group::2 use is reached through @through_call -> @cg2_helper
  nvvm.tcgen05.mma %d, %a, %b, %idesc, %en {kind = #nvvm.tcgen05_mma_kind<f16>, ctaGroup = #nvvm.cta_group<cta_1>} : (!llvm.ptr<6>, i64, i64, i32, i1)
  llvm.call @cg2_helper(%d, %a, %b, %idesc, %en) : (!llvm.ptr<6>, i64, i64, i32, i1) -> ()
  llvm.return
}

llvm.func @ld_helper(%t: !llvm.ptr<6>, %out: !llvm.ptr<1>) {
  %r = nvvm.tcgen05.ld %t {shape = #nvvm.tcgen05_ldst_shape<shape_32x32b>} : i32
  llvm.store %r, %out : i32, !llvm.ptr<1>
  llvm.return
}

llvm.func @ok(%d: !llvm.ptr<6>, %a: i64, %b: i64, %idesc: i32, %en: i1, %out: !llvm.ptr<1>) attributes {nvvm.kernel} {
  nvvm.tcgen05.mma %d, %a, %b, %idesc, %en {kind = #nvvm.tcgen05_mma_kind<f16>, ctaGroup = #nvvm.cta_group<cta_2>} : (!llvm.ptr<6>, i64, i64, i32, i1)
  llvm.call @ld_helper(%d, %out) : (!llvm.ptr<6>, !llvm.ptr<1>) -> ()
  %v = llvm.mlir.zero : vector<4xi32>
  nvvm.tcgen05.st %d, %v {shape = #nvvm.tcgen05_ldst_shape<shape_16x256b>} : vector<4xi32>
  llvm.return
}
// CHECK-NOT: error
