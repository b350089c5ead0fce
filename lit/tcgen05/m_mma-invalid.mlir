// Misused nvvm.tcgen05.mma on sm_100a (where every kind, scale and mask exist):
// a scale that is not an llvm.mlir.constant (it is an immediate), outside
// [0, 15], or with kind f8f6f4 / i8 (LLVM 22's .scale_d intrinsics take f16 and
// tf32 only); a mask whose length does not fit ctaGroup; aShift with A in shared
// memory or with collector fill / use; kind or ctaGroup missing; cta_group::4;
// operand types. Each is diagnosed at its own location; exit status 1, nothing on stdout.
// RUN: %nvvm-lower %s --split-input-file --target sm_100a > %t.out 2> %t.err; test $? -eq 1
// RUN: %count 0 < %t.out
// RUN: %FileCheck %s -DFILE=%s --input-file %t.err

// scale is an immediate: a function argument and a computed value are pointed at.
// CHECK: error[immediate]: 'scaleInputD' of 'nvvm.tcgen05.mma' must be a constant
// CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+6]]:52
// CHECK: = it is an immediate of the instruction: define it with llvm.mlir.constant
// CHECK: error[immediate]: 'scaleInputD' of 'nvvm.tcgen05.mma' must be a constant
// CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+5]]:53
// CHECK: = it is an immediate of the instruction: define it with llvm.mlir.constant
llvm.func @scale_not_constant(%d: !llvm.ptr<6>, %a: i64, %at: !llvm.ptr<6>, %b: i64, %idesc: i32, %en: i1, %x: i64) {
  nvvm.tcgen05.mma %d, %a, %b, %idesc, %en scale = %x {kind = #nvvm.tcgen05_mma_kind<f16>, ctaGroup = #nvvm.cta_group<cta_1>} : (!llvm.ptr<6>, i64, i64, i32, i1, i64)
  %y = llvm.add %x, %x : i64
  nvvm.tcgen05.mma %d, %at, %b, %idesc, %en scale = %y {kind = #nvvm.tcgen05_mma_kind<tf32>, ctaGroup = #nvvm.cta_group<cta_2>} : (!llvm.ptr<6>, !llvm.ptr<6>, i64, i32, i1, i64)
  llvm.return
}

// -----

// scale is in [0, 15] (D is scaled by 2^-scale); the value is named.
// CHECK: error[range]: scaleInputD 16 is out of range [0, 15]
// CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+6]]:52
// CHECK: error[range]: scaleInputD -1 is out of range [0, 15]
// CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+5]]:53
llvm.func @scale_range(%d: !llvm.ptr<6>, %a: i64, %at: !llvm.ptr<6>, %b: i64, %idesc: i32, %en: i1, %m4: vector<4xi32>) {
  %s16 = llvm.mlir.constant(16 : i64) : i64
  %sm1 = llvm.mlir.constant(-1 : i64) : i64
  nvvm.tcgen05.mma %d, %a, %b, %idesc, %en scale = %s16 {kind = #nvvm.tcgen05_mma_kind<f16>, ctaGroup = #nvvm.cta_group<cta_1>} : (!llvm.ptr<6>, i64, i64, i32, i1, i64)
  nvvm.tcgen05.mma %d, %at, %b, %idesc, %en scale = %sm1 mask = %m4 {kind = #nvvm.tcgen05_mma_kind<tf32>, ctaGroup = #nvvm.cta_group<cta_1>} : (!llvm.ptr<6>, !llvm.ptr<6>, i64, i32, i1, i64, vector<4xi32>)
  llvm.return
}

// -----

// scale-input-d only with kinds f16 and tf32, for either A operand.
// CHECK: error[rule]: scale-input-d {{.*}}is supported only with kind f16 or tf32
// CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+7]]:3
// CHECK: = LLVM 22's tcgen05.mma.*.scale_d takes kind f16 or tf32 only
// CHECK: error[rule]: scale-input-d {{.*}}is supported only with kind f16 or tf32
// CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+5]]:3
// CHECK: = LLVM 22's tcgen05.mma.*.scale_d takes kind f16 or tf32 only
llvm.func @scale_kind(%d: !llvm.ptr<6>, %a: i64, %at: !llvm.ptr<6>, %b: i64, %idesc: i32, %en: i1) {
  %s = llvm.mlir.constant(1 : i64) : i64
  nvvm.tcgen05.mma %d, %a, %b, %idesc, %en scale = %s {kind = #nvvm.tcgen05_mma_kind<f8f6f4>, ctaGroup = #nvvm.cta_group<cta_1>} : (!llvm.ptr<6>, i64, i64, i32, i1, i64)
  nvvm.tcgen05.mma %d, %at, %b, %idesc, %en scale = %s {kind = #nvvm.tcgen05_mma_kind<i8>, ctaGroup = #nvvm.cta_group<cta_2>} : (!llvm.ptr<6>, !llvm.ptr<6>, i64, i32, i1, i64)
  llvm.return
}

// -----

// The mask has 4 lanes with cta_1, 8 with cta_2 (MLIR 22's message).
// CHECK: error[rule]: Disable Output Lane of length 8 is incompatible with CtaGroupAttr
// CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+6]]:3
// CHECK: error[rule]: Disable Output Lane of length 4 is incompatible with CtaGroupAttr
// CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+5]]:3
// CHECK-NOT: error
llvm.func @mask_group(%d: !llvm.ptr<6>, %a: i64, %at: !llvm.ptr<6>, %b: i64, %idesc: i32, %en: i1, %m4: vector<4xi32>, %m8: vector<8xi32>) {
  %s = llvm.mlir.constant(2 : i64) : i64
  nvvm.tcgen05.mma %d, %a, %b, %idesc, %en mask = %m8 {kind = #nvvm.tcgen05_mma_kind<f16>, ctaGroup = #nvvm.cta_group<cta_1>} : (!llvm.ptr<6>, i64, i64, i32, i1, vector<8xi32>)
  nvvm.tcgen05.mma %d, %at, %b, %idesc, %en scale = %s mask = %m4 {kind = #nvvm.tcgen05_mma_kind<tf32>, ctaGroup = #nvvm.cta_group<cta_2>, aShift} : (!llvm.ptr<6>, !llvm.ptr<6>, i64, i32, i1, i64, vector<4xi32>)
  llvm.return
}

// -----

// aShift needs A in tensor memory, and a collector of discard or lastuse.
// CHECK: error[rule]: A-shift can be applied only when matrix A is in tensor memory
// CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+7]]:3
// CHECK: error[rule]: Cannot use collector buffer operation fill or use with ashift
// CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+6]]:3
// CHECK: error[rule]: Cannot use collector buffer operation fill or use with ashift
// CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+5]]:3
// CHECK-NOT: error
llvm.func @ashift(%d: !llvm.ptr<6>, %a: i64, %at: !llvm.ptr<6>, %b: i64, %idesc: i32, %en: i1, %m8: vector<8xi32>) {
  nvvm.tcgen05.mma %d, %a, %b, %idesc, %en {kind = #nvvm.tcgen05_mma_kind<f16>, ctaGroup = #nvvm.cta_group<cta_1>, aShift} : (!llvm.ptr<6>, i64, i64, i32, i1)
  nvvm.tcgen05.mma %d, %at, %b, %idesc, %en {kind = #nvvm.tcgen05_mma_kind<f8f6f4>, ctaGroup = #nvvm.cta_group<cta_1>, aShift, collectorOp = #nvvm.tcgen05_mma_collectorop<fill>} : (!llvm.ptr<6>, !llvm.ptr<6>, i64, i32, i1)
  nvvm.tcgen05.mma %d, %at, %b, %idesc, %en mask = %m8 {kind = #nvvm.tcgen05_mma_kind<i8>, ctaGroup = #nvvm.cta_group<cta_2>, aShift, collectorOp = #nvvm.tcgen05_mma_collectorop<use>} : (!llvm.ptr<6>, !llvm.ptr<6>, i64, i32, i1, vector<8xi32>)
  llvm.return
}

// -----

// kind and ctaGroup are required (MLIR 22's messages); cta_4 is a copy-side
// group only.
// CHECK: error[rule]: 'nvvm.tcgen05.mma' op requires attribute 'kind'
// CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+10]]:3
// CHECK: error[rule]: 'nvvm.tcgen05.mma' op requires attribute 'ctaGroup'
// CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+9]]:3
// CHECK: error[rule]: 'nvvm.tcgen05.mma' op requires attribute 'kind'
// CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+8]]:3
// CHECK: error[rule]: no cta_group::4 MMA encoding
// CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+7]]:3
// CHECK: = tcgen05.mma takes cta_group::1 or cta_group::2; a 4-CTA group is a copy-side partition (nvsync.s2t_copy {cta_group = 4}) and the MMA over each slice is cta_group::1 or ::2
// CHECK-NOT: error
llvm.func @attrs(%d: !llvm.ptr<6>, %a: i64, %b: i64, %idesc: i32, %en: i1) {
  nvvm.tcgen05.mma %d, %a, %b, %idesc, %en {ctaGroup = #nvvm.cta_group<cta_1>} : (!llvm.ptr<6>, i64, i64, i32, i1)
  nvvm.tcgen05.mma %d, %a, %b, %idesc, %en {kind = #nvvm.tcgen05_mma_kind<f16>, collectorOp = #nvvm.tcgen05_mma_collectorop<lastuse>} : (!llvm.ptr<6>, i64, i64, i32, i1)
  nvvm.tcgen05.mma %d, %a, %b, %idesc, %en : (!llvm.ptr<6>, i64, i64, i32, i1)
  nvvm.tcgen05.mma %d, %a, %b, %idesc, %en {kind = #nvvm.tcgen05_mma_kind<f16>, ctaGroup = #nvvm.cta_group<cta_4>} : (!llvm.ptr<6>, i64, i64, i32, i1)
  llvm.return
}

// -----

// Unknown enum values point at the value and list the valid ones.
// CHECK: error[attr]: unknown mma kind 'f32'
// CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+3]]:45
// CHECK: = expected one of: f16, tf32, f8f6f4, i8
llvm.func @unknown_kind(%d: !llvm.ptr<6>, %a: i64, %b: i64, %idesc: i32, %en: i1) {
  nvvm.tcgen05.mma %d, %a, %b, %idesc, %en {kind = #nvvm.tcgen05_mma_kind<f32>, ctaGroup = #nvvm.cta_group<cta_1>} : (!llvm.ptr<6>, i64, i64, i32, i1)
  llvm.return
}

// -----

// CHECK: error[attr]: unknown collector 'keep'
// CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+3]]:116
// CHECK: = expected one of: discard, lastuse, fill, use
llvm.func @unknown_collector(%d: !llvm.ptr<6>, %a: i64, %b: i64, %idesc: i32, %en: i1) {
  nvvm.tcgen05.mma %d, %a, %b, %idesc, %en {kind = #nvvm.tcgen05_mma_kind<f16>, ctaGroup = #nvvm.cta_group<cta_1>, collectorOp = #nvvm.tcgen05_mma_collectorop<keep>} : (!llvm.ptr<6>, i64, i64, i32, i1)
  llvm.return
}

// -----

// Operand types: mask vector<4|8 x i32> only (vector<3xi32> is no mask), scale
// i64, A a !llvm.ptr<6> or an i64 descriptor, D a !llvm.ptr<6>, B i64, enable i1.
// CHECK: error[type]: operand 'disableOutputLane' of 'nvvm.tcgen05.mma' must be fixed-length vector of 32-bit signless integer values of length 4/8, but got 'vector<3xi32>'
// CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+18]]:51
// CHECK: error[type]: operand 'disableOutputLane' of 'nvvm.tcgen05.mma' must be fixed-length vector of 32-bit signless integer values of length 4/8, but got 'vector<4xi64>'
// CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+17]]:51
// CHECK: error[type]: operand 'scaleInputD' of 'nvvm.tcgen05.mma' must be i64, but got i32
// CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+17]]:52
// CHECK: error[type]: operand 'matrixA' of 'nvvm.tcgen05.mma' must be a tensor-memory address (!llvm.ptr<6>) or an i64 shared-memory descriptor, but got i32
// CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+16]]:24
// CHECK: error[type]: operand 'matrixA' of 'nvvm.tcgen05.mma' must be a tensor-memory address (!llvm.ptr<6>) or an i64 shared-memory descriptor, but got !llvm.ptr<3>
// CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+15]]:24
// CHECK: error[space]: operand #0 of 'nvvm.tcgen05.mma' must be a pointer of the right address space, but got !llvm.ptr<3>
// CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+14]]:20
// CHECK: = 'nvvm.tcgen05.mma' takes 'matrixD' as a pointer to tensor (!llvm.ptr<6>)
// CHECK: error[type]: operand 'matrixB' of 'nvvm.tcgen05.mma' must be i64, but got i32
// CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+12]]:28
// CHECK: error[type]: operand 'enableInputD' of 'nvvm.tcgen05.mma' must be i1, but got i32
// CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+11]]:40
// CHECK-NOT: error
llvm.func @types(%d: !llvm.ptr<6>, %a: i64, %b: i64, %idesc: i32, %en: i1, %m3: vector<3xi32>, %w4: vector<4xi64>, %i: i32, %s3: !llvm.ptr<3>) {
  nvvm.tcgen05.mma %d, %a, %b, %idesc, %en mask = %m3 {kind = #nvvm.tcgen05_mma_kind<f16>, ctaGroup = #nvvm.cta_group<cta_1>} : (!llvm.ptr<6>, i64, i64, i32, i1, vector<3xi32>)
  nvvm.tcgen05.mma %d, %a, %b, %idesc, %en mask = %w4 {kind = #nvvm.tcgen05_mma_kind<f16>, ctaGroup = #nvvm.cta_group<cta_1>} : (!llvm.ptr<6>, i64, i64, i32, i1, vector<4xi64>)
  %s = llvm.mlir.constant(1 : i32) : i32
  nvvm.tcgen05.mma %d, %a, %b, %idesc, %en scale = %s {kind = #nvvm.tcgen05_mma_kind<f16>, ctaGroup = #nvvm.cta_group<cta_1>} : (!llvm.ptr<6>, i64, i64, i32, i1, i32)
  nvvm.tcgen05.mma %d, %i, %b, %idesc, %en {kind = #nvvm.tcgen05_mma_kind<f16>, ctaGroup = #nvvm.cta_group<cta_1>} : (!llvm.ptr<6>, i32, i64, i32, i1)
  nvvm.tcgen05.mma %d, %s3, %b, %idesc, %en {kind = #nvvm.tcgen05_mma_kind<f16>, ctaGroup = #nvvm.cta_group<cta_1>} : (!llvm.ptr<6>, !llvm.ptr<3>, i64, i32, i1)
  nvvm.tcgen05.mma %s3, %a, %b, %idesc, %en {kind = #nvvm.tcgen05_mma_kind<f16>, ctaGroup = #nvvm.cta_group<cta_1>} : (!llvm.ptr<3>, i64, i64, i32, i1)
  nvvm.tcgen05.mma %d, %a, %i, %idesc, %en {kind = #nvvm.tcgen05_mma_kind<f16>, ctaGroup = #nvvm.cta_group<cta_1>} : (!llvm.ptr<6>, i64, i32, i32, i1)
  nvvm.tcgen05.mma %d, %a, %b, %idesc, %i {kind = #nvvm.tcgen05_mma_kind<f16>, ctaGroup = #nvvm.cta_group<cta_1>} : (!llvm.ptr<6>, i64, i64, i32, i32)
  llvm.return
}

// -----

// The type list follows the operands, scale and mask included.
// CHECK: error[type]: 'nvvm.tcgen05.mma' expects 6 type(s) after ':', got 5
// CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+3]]:3
// CHECK: = for example: nvvm.tcgen05.mma %matrixD, %matrixA, %matrixB, %idesc, %enableInputD, [scale = %scaleInputD] [mask = %disableOutputLane] : (!llvm.ptr<6>, i64, i64, i32, i1)
llvm.func @type_count(%d: !llvm.ptr<6>, %a: i64, %b: i64, %idesc: i32, %en: i1, %m4: vector<4xi32>) {
  nvvm.tcgen05.mma %d, %a, %b, %idesc, %en mask = %m4 {kind = #nvvm.tcgen05_mma_kind<f16>, ctaGroup = #nvvm.cta_group<cta_1>} : (!llvm.ptr<6>, i64, i64, i32, i1)
  llvm.return
}

// CHECK-NOT: error
