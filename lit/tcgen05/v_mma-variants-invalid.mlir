// Misused tcgen05.mma variants on sm_100a, with MLIR 22's verifier messages:
// the sparse MMA's mask / group / A-shift rules (as tcgen05.mma's); a block
// scale vector the kind does not have, or none for mxf4nvf4; a missing kind or
// group; cta_group::4; scale-input-d with kind f8f6f4. Each at its op; exit
// status 1, nothing on stdout.
// RUN: %nvvm-lower %s --split-input-file --target sm_100a > %t.out 2> %t.err; test $? -eq 1
// RUN: %count 0 < %t.out
// RUN: %FileCheck %s -DFILE=%s --input-file %t.err

// CHECK: error[rule]: Disable Output Lane of length 8 is incompatible with CtaGroupAttr
// CHECK-NET: ┌─ [[FILE]]:[[@LINE+9]]:3
// CHECK: error[rule]: A-shift can be applied only when matrix A is in tensor memory
// CHECK-NET: ┌─ [[FILE]]:[[@LINE+8]]:3
// CHECK: error[rule]: Cannot use collector buffer operation fill or use with ashift
// CHECK-NET: ┌─ [[FILE]]:[[@LINE+7]]:3
// CHECK: error[rule]: scale-input-d (scale = %x) is supported only with kind f16 or tf32
// CHECK-NET: ┌─ [[FILE]]:[[@LINE+6]]:3
llvm.func @sparse_rules(%d: !llvm.ptr<6>, %a: i64, %at: !llvm.ptr<6>, %b: i64, %idesc: i32, %en: i1, %sp: !llvm.ptr<6>, %m8: vector<8xi32>) {
  %s = llvm.mlir.constant(2 : i64) : i64
  nvvm.tcgen05.mma.sp %d, %a, %b, %idesc, %en, %sp mask = %m8 {kind = #nvvm.tcgen05_mma_kind<f16>, ctaGroup = #nvvm.cta_group<cta_1>} : (!llvm.ptr<6>, i64, i64, i32, i1, !llvm.ptr<6>, vector<8xi32>)
  nvvm.tcgen05.mma.sp %d, %a, %b, %idesc, %en, %sp {kind = #nvvm.tcgen05_mma_kind<f16>, ctaGroup = #nvvm.cta_group<cta_1>, aShift} : (!llvm.ptr<6>, i64, i64, i32, i1, !llvm.ptr<6>)
  nvvm.tcgen05.mma.sp %d, %at, %b, %idesc, %en, %sp {kind = #nvvm.tcgen05_mma_kind<tf32>, ctaGroup = #nvvm.cta_group<cta_1>, aShift, collectorOp = #nvvm.tcgen05_mma_collectorop<fill>} : (!llvm.ptr<6>, !llvm.ptr<6>, i64, i32, i1, !llvm.ptr<6>)
  nvvm.tcgen05.mma.sp %d, %at, %b, %idesc, %en, %sp scale = %s {kind = #nvvm.tcgen05_mma_kind<f8f6f4>, ctaGroup = #nvvm.cta_group<cta_1>} : (!llvm.ptr<6>, !llvm.ptr<6>, i64, i32, i1, !llvm.ptr<6>, i64)
  llvm.return
}

// -----

// CHECK: error[rule]: mxf8f6f4 kind does not support block16 attribute
// CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+8]]:3
// CHECK: error[rule]: mxf4 kind does not support block16 attribute
// CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+7]]:3
// CHECK: error[rule]: mxf4nvf4 requires block scale attribute
// CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+6]]:3
// CHECK: error[rule]: mxf4nvf4 requires block scale attribute
// CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+5]]:3
llvm.func @block_scale_vectors(%d: !llvm.ptr<6>, %a: i64, %b: i64, %idesc: i32, %en: i1, %sp: !llvm.ptr<6>, %sa: !llvm.ptr<6>, %sb: !llvm.ptr<6>) {
  nvvm.tcgen05.mma.block_scale %d, %a, %b, %idesc, %en, %sa, %sb {kind = #nvvm.block_scale_kind<mxf8f6f4>, ctaGroup = #nvvm.cta_group<cta_1>, blockScale = #nvvm.tcgen05_mma_block_scale<block16>} : (!llvm.ptr<6>, i64, i64, i32, i1, !llvm.ptr<6>, !llvm.ptr<6>)
  nvvm.tcgen05.mma.sp.block_scale %d, %a, %b, %idesc, %en, %sp, %sa, %sb {kind = #nvvm.block_scale_kind<mxf4>, ctaGroup = #nvvm.cta_group<cta_1>, blockScale = #nvvm.tcgen05_mma_block_scale<block16>} : (!llvm.ptr<6>, i64, i64, i32, i1, !llvm.ptr<6>, !llvm.ptr<6>, !llvm.ptr<6>)
  nvvm.tcgen05.mma.block_scale %d, %a, %b, %idesc, %en, %sa, %sb {kind = #nvvm.block_scale_kind<mxf4nvf4>, ctaGroup = #nvvm.cta_group<cta_1>} : (!llvm.ptr<6>, i64, i64, i32, i1, !llvm.ptr<6>, !llvm.ptr<6>)
  nvvm.tcgen05.mma.sp.block_scale %d, %a, %b, %idesc, %en, %sp, %sa, %sb {kind = #nvvm.block_scale_kind<mxf4nvf4>, ctaGroup = #nvvm.cta_group<cta_1>, blockScale = #nvvm.tcgen05_mma_block_scale<default>} : (!llvm.ptr<6>, i64, i64, i32, i1, !llvm.ptr<6>, !llvm.ptr<6>, !llvm.ptr<6>)
  llvm.return
}

// -----

// CHECK: error[rule]: 'nvvm.tcgen05.mma.block_scale' op requires attribute 'ctaGroup'
// CHECK-NET: ┌─ [[FILE]]:[[@LINE+10]]:3
// CHECK: error[rule]: 'nvvm.tcgen05.mma.sp.block_scale' op requires attribute 'kind'
// CHECK-NET: ┌─ [[FILE]]:[[@LINE+9]]:3
// CHECK: error[rule]: 'nvvm.tcgen05.mma.ws' op requires attribute 'kind'
// CHECK-NET: ┌─ [[FILE]]:[[@LINE+8]]:3
// CHECK: error[rule]: no cta_group::4 MMA encoding
// CHECK-NET: ┌─ [[FILE]]:[[@LINE+7]]:3
// The tcgen05.mma kinds are not block-scale kinds.
// CHECK: error[attr]: 'kind' must be a #nvvm.block_scale_kind<...> attribute
llvm.func @required(%d: !llvm.ptr<6>, %a: i64, %b: i64, %idesc: i32, %en: i1, %sp: !llvm.ptr<6>, %sa: !llvm.ptr<6>, %sb: !llvm.ptr<6>) {
  nvvm.tcgen05.mma.block_scale %d, %a, %b, %idesc, %en, %sa, %sb {kind = #nvvm.block_scale_kind<mxf4>} : (!llvm.ptr<6>, i64, i64, i32, i1, !llvm.ptr<6>, !llvm.ptr<6>)
  nvvm.tcgen05.mma.sp.block_scale %d, %a, %b, %idesc, %en, %sp, %sa, %sb {ctaGroup = #nvvm.cta_group<cta_1>} : (!llvm.ptr<6>, i64, i64, i32, i1, !llvm.ptr<6>, !llvm.ptr<6>, !llvm.ptr<6>)
  nvvm.tcgen05.mma.ws %d, %a, %b, %idesc, %en : (!llvm.ptr<6>, i64, i64, i32, i1)
  nvvm.tcgen05.mma.sp %d, %a, %b, %idesc, %en, %sp {kind = #nvvm.tcgen05_mma_kind<f16>, ctaGroup = #nvvm.cta_group<cta_4>} : (!llvm.ptr<6>, i64, i64, i32, i1, !llvm.ptr<6>)
  nvvm.tcgen05.mma.block_scale %d, %a, %b, %idesc, %en, %sa, %sb {kind = #nvvm.tcgen05_mma_kind<f16>, ctaGroup = #nvvm.cta_group<cta_1>} : (!llvm.ptr<6>, i64, i64, i32, i1, !llvm.ptr<6>, !llvm.ptr<6>)
  llvm.return
}
