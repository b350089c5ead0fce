// Misused nvvm.tcgen05.ld / nvvm.tcgen05.st on sm_100a: lane counts that the
// shape cannot take (MLIR 22's verifier messages), the 16x32bx2 offset missing or
// on another shape (tcgen05.st included, which MLIR 22 itself forgets to check),
// an offset that is not an llvm.mlir.constant (it is an immediate) or not i64,
// value types outside i32 / vector<2..128 x i32>, a missing or unknown shape, a
// tensor address in the wrong address space. Each is diagnosed at its own
// location; exit status 1, nothing on stdout.
// RUN: %nvvm-lower %s --split-input-file --target sm_100a > %t.out 2> %t.err; test $? -eq 1
// RUN: %count 0 < %t.out
// RUN: %FileCheck %s -DFILE=%s --input-file %t.err

// Too few lanes for the shape: 16x128b is 2 lanes per repeat, 16x256b 4.
// CHECK: error[rule]: invalid result type length 1 for shape shape_16x128b in tcgen05.ld Op
// CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+6]]:3
// CHECK: error[rule]: invalid result type length 1 for shape shape_16x256b in tcgen05.ld Op
// CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+6]]:3
// CHECK: error[rule]: invalid result type length 2 for shape shape_16x256b in tcgen05.ld Op
// CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+6]]:3
llvm.func @ld_lanes(%t: !llvm.ptr<6>, %out: !llvm.ptr<1>) {
  %a = nvvm.tcgen05.ld %t {shape = #nvvm.tcgen05_ldst_shape<shape_16x128b>} : i32
  llvm.store %a, %out : i32, !llvm.ptr<1>
  %b = nvvm.tcgen05.ld %t pack {shape = #nvvm.tcgen05_ldst_shape<shape_16x256b>} : i32
  llvm.store %b, %out : i32, !llvm.ptr<1>
  %c = nvvm.tcgen05.ld %t {shape = #nvvm.tcgen05_ldst_shape<shape_16x256b>} : vector<2xi32>
  llvm.store %c, %out : vector<2xi32>, !llvm.ptr<1>
  llvm.return
}

// -----

// CHECK: error[rule]: invalid input length 1 for shape shape_16x128b in tcgen05.st Op
// CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+6]]:3
// CHECK: error[rule]: invalid input length 1 for shape shape_16x256b in tcgen05.st Op
// CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+5]]:3
// CHECK: error[rule]: invalid input length 2 for shape shape_16x256b in tcgen05.st Op
// CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+4]]:3
llvm.func @st_lanes(%t: !llvm.ptr<6>, %v1: i32, %v2: vector<2xi32>) {
  nvvm.tcgen05.st %t, %v1 {shape = #nvvm.tcgen05_ldst_shape<shape_16x128b>} : i32
  nvvm.tcgen05.st %t, %v1 unpack {shape = #nvvm.tcgen05_ldst_shape<shape_16x256b>} : i32
  nvvm.tcgen05.st %t, %v2 {shape = #nvvm.tcgen05_ldst_shape<shape_16x256b>} : vector<2xi32>
  llvm.return
}

// -----

// 16x32bx2 needs its offset, on both ops.
// CHECK: error[rule]: shape 16x32bx2 requires offset argument
// CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+4]]:3
// CHECK: error[rule]: shape 16x32bx2 requires offset argument
// CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+4]]:3
llvm.func @no_offset(%t: !llvm.ptr<6>, %out: !llvm.ptr<1>) {
  %a = nvvm.tcgen05.ld %t pack {shape = #nvvm.tcgen05_ldst_shape<shape_16x32bx2>} : vector<2xi32>
  llvm.store %a, %out : vector<2xi32>, !llvm.ptr<1>
  nvvm.tcgen05.st %t, %a {shape = #nvvm.tcgen05_ldst_shape<shape_16x32bx2>} : vector<2xi32>
  llvm.return
}

// -----

// An offset on any other shape: tcgen05.ld (as MLIR 22) and tcgen05.st (which
// MLIR 22 lets through to an LLVM intrinsic that does not exist).
// CHECK: error[rule]: offset argument is only supported for shape 16x32bx2
// CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+15]]:3
// CHECK: error[rule]: offset argument is only supported for shape 16x32bx2
// CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+15]]:3
// CHECK: error[rule]: offset argument is only supported for shape 16x32bx2
// CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+15]]:3
// CHECK: error[rule]: offset argument is only supported for shape 16x32bx2
// CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+15]]:3
// CHECK: error[rule]: offset argument is only supported for shape 16x32bx2
// CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+14]]:3
// CHECK: error[rule]: offset argument is only supported for shape 16x32bx2
// CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+13]]:3
// CHECK: error[rule]: offset argument is only supported for shape 16x32bx2
// CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+12]]:3
llvm.func @offset_elsewhere(%t: !llvm.ptr<6>, %out: !llvm.ptr<1>, %v1: i32, %v4: vector<4xi32>) {
  %o = llvm.mlir.constant(2 : i64) : i64
  %a = nvvm.tcgen05.ld %t, %o {shape = #nvvm.tcgen05_ldst_shape<shape_16x64b>} : i32
  llvm.store %a, %out : i32, !llvm.ptr<1>
  %b = nvvm.tcgen05.ld %t, %o pack {shape = #nvvm.tcgen05_ldst_shape<shape_16x256b>} : vector<4xi32>
  llvm.store %b, %out : vector<4xi32>, !llvm.ptr<1>
  %c = nvvm.tcgen05.ld %t, %o {shape = #nvvm.tcgen05_ldst_shape<shape_32x32b>} : i32
  llvm.store %c, %out : i32, !llvm.ptr<1>
  nvvm.tcgen05.st %t, %v1, %o {shape = #nvvm.tcgen05_ldst_shape<shape_32x32b>} : i32
  nvvm.tcgen05.st %t, %v1, %o {shape = #nvvm.tcgen05_ldst_shape<shape_16x64b>} : i32
  nvvm.tcgen05.st %t, %v4, %o unpack {shape = #nvvm.tcgen05_ldst_shape<shape_16x128b>} : vector<4xi32>
  nvvm.tcgen05.st %t, %v4, %o {shape = #nvvm.tcgen05_ldst_shape<shape_16x256b>} : vector<4xi32>
  llvm.return
}

// -----

// The offset is an immediate of the instruction: a function argument or a
// computed value is pointed at, with the fix in a note.
// CHECK: error[immediate]: 'offset' of 'nvvm.tcgen05.ld' must be a constant
// CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+8]]:28
// CHECK: = it is an immediate of the instruction: define it with llvm.mlir.constant
// CHECK: error[immediate]: 'offset' of 'nvvm.tcgen05.st' must be a constant
// CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+8]]:28
// CHECK: = it is an immediate of the instruction: define it with llvm.mlir.constant
// CHECK: error[immediate]: 'offset' of 'nvvm.tcgen05.ld' must be a constant
// CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+6]]:28
llvm.func @offset_not_constant(%t: !llvm.ptr<6>, %out: !llvm.ptr<1>, %off: i64, %v1: i32) {
  %a = nvvm.tcgen05.ld %t, %off {shape = #nvvm.tcgen05_ldst_shape<shape_16x32bx2>} : i32
  llvm.store %a, %out : i32, !llvm.ptr<1>
  %sum = llvm.add %off, %off : i64
  nvvm.tcgen05.st %t, %v1, %sum {shape = #nvvm.tcgen05_ldst_shape<shape_16x32bx2>} : i32
  %b = nvvm.tcgen05.ld %t, %sum {shape = #nvvm.tcgen05_ldst_shape<shape_16x32bx2>} : i32
  llvm.store %b, %out : i32, !llvm.ptr<1>
  llvm.return
}

// -----

// Operand types: the offset is i64, the value i32 or vector<2..128 x i32> (not 3
// lanes, not i64 lanes), the address a !llvm.ptr<6>.
// CHECK: error[type]: operand 'offset' of 'nvvm.tcgen05.st' must be i64, but got i32
// CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+15]]:28
// CHECK: error[type]: operand 'val' of 'nvvm.tcgen05.st' must be 32-bit signless integer or vector of 32-bit signless integer values of length 2/4/8/16/32/64/128, but got 'vector<3xi32>'
// CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+14]]:23
// CHECK: error[type]: operand 'val' of 'nvvm.tcgen05.st' must be 32-bit signless integer or vector of 32-bit signless integer values of length 2/4/8/16/32/64/128, but got 'vector<2xi64>'
// CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+13]]:23
// CHECK: error[type]: operand 'val' of 'nvvm.tcgen05.st' must be 32-bit signless integer or vector of 32-bit signless integer values of length 2/4/8/16/32/64/128, but got 'vector<256xi32>'
// CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+12]]:23
// CHECK: error[space]: operand #0 of 'nvvm.tcgen05.st' must be a pointer of the right address space, but got !llvm.ptr<3>
// CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+11]]:19
// CHECK: = 'nvvm.tcgen05.st' takes 'tmemAddr' as a pointer to tensor (!llvm.ptr<6>)
// CHECK: error[space]: operand #0 of 'nvvm.tcgen05.ld' must be a pointer of the right address space, but got !llvm.ptr<1>
// CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+9]]:24
// CHECK: = 'nvvm.tcgen05.ld' takes 'tmemAddr' as a pointer to tensor (!llvm.ptr<6>)
llvm.func @types(%t: !llvm.ptr<6>, %s: !llvm.ptr<3>, %out: !llvm.ptr<1>, %v1: i32, %v3: vector<3xi32>, %w2: vector<2xi64>, %v256: vector<256xi32>) {
  %o = llvm.mlir.constant(2 : i32) : i32
  nvvm.tcgen05.st %t, %v1, %o {shape = #nvvm.tcgen05_ldst_shape<shape_16x32bx2>} : i32
  nvvm.tcgen05.st %t, %v3 {shape = #nvvm.tcgen05_ldst_shape<shape_16x64b>} : vector<3xi32>
  nvvm.tcgen05.st %t, %w2 {shape = #nvvm.tcgen05_ldst_shape<shape_16x128b>} : vector<2xi64>
  nvvm.tcgen05.st %t, %v256 {shape = #nvvm.tcgen05_ldst_shape<shape_32x32b>} : vector<256xi32>
  nvvm.tcgen05.st %s, %v1 {shape = #nvvm.tcgen05_ldst_shape<shape_16x64b>} : i32
  %a = nvvm.tcgen05.ld %out {shape = #nvvm.tcgen05_ldst_shape<shape_16x64b>} : i32
  llvm.store %a, %out : i32, !llvm.ptr<1>
  llvm.return
}

// -----

// The shape is required, and one of the five.
// CHECK: error[rule]: 'nvvm.tcgen05.ld' op requires attribute 'shape'
// CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+4]]:3
// CHECK: error[rule]: 'nvvm.tcgen05.st' op requires attribute 'shape'
// CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+4]]:3
llvm.func @no_shape(%t: !llvm.ptr<6>, %out: !llvm.ptr<1>) {
  %a = nvvm.tcgen05.ld %t pack : vector<4xi32>
  llvm.store %a, %out : vector<4xi32>, !llvm.ptr<1>
  nvvm.tcgen05.st %t, %a : vector<4xi32>
  llvm.return
}

// -----

// CHECK: error[attr]: unknown ldst shape 'shape_16x512b'
// CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+3]]:28
// CHECK: = expected one of: shape_16x64b, shape_16x128b, shape_16x256b, shape_32x32b, shape_16x32bx2
llvm.func @unknown_shape(%t: !llvm.ptr<6>) -> i32 {
  %r = nvvm.tcgen05.ld %t {shape = #nvvm.tcgen05_ldst_shape<shape_16x512b>} : i32
  llvm.return %r : i32
}

// -----

// One lane is i32, never vector<1xi32>: MLIR 22's types refuse it for the
// value and the result ("vector of 32-bit signless integer values of length
// 2/4/8/16/32/64/128"), on every shape; nvvm-lower once took it as the x1 form.
// CHECK: error[type]: operand 'val' of 'nvvm.tcgen05.st' must be 32-bit signless integer or vector of 32-bit signless integer values of length 2/4/8/16/32/64/128, but got 'vector<1xi32>'
// CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+10]]:23
// CHECK: error[type]: operand 'val' of 'nvvm.tcgen05.st' must be 32-bit signless integer or vector of 32-bit signless integer values of length 2/4/8/16/32/64/128, but got 'vector<1xi32>'
// CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+9]]:23
// CHECK: error[type]: operand 'val' of 'nvvm.tcgen05.st' must be 32-bit signless integer or vector of 32-bit signless integer values of length 2/4/8/16/32/64/128, but got 'vector<1xi32>'
// CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+8]]:23
// CHECK: error[type]: 'nvvm.tcgen05.ld' op result #0 must be 32-bit signless integer or vector of 32-bit signless integer values of length 2/4/8/16/32/64/128, but got 'vector<1xi32>'
// CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+7]]:78
// CHECK: error[type]: 'nvvm.tcgen05.ld' op result #0 must be 32-bit signless integer or vector of 32-bit signless integer values of length 2/4/8/16/32/64/128, but got 'vector<1xi32>'
// CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+7]]:83
llvm.func @one_lane_vector(%t: !llvm.ptr<6>, %v: vector<1xi32>, %out: !llvm.ptr<1>) {
  nvvm.tcgen05.st %t, %v {shape = #nvvm.tcgen05_ldst_shape<shape_32x32b>} : vector<1xi32>
  nvvm.tcgen05.st %t, %v {shape = #nvvm.tcgen05_ldst_shape<shape_16x64b>} : vector<1xi32>
  nvvm.tcgen05.st %t, %v unpack {shape = #nvvm.tcgen05_ldst_shape<shape_32x32b>} : vector<1xi32>
  %a = nvvm.tcgen05.ld %t {shape = #nvvm.tcgen05_ldst_shape<shape_32x32b>} : vector<1xi32>
  llvm.store %a, %out : vector<1xi32>, !llvm.ptr<1>
  %b = nvvm.tcgen05.ld %t pack {shape = #nvvm.tcgen05_ldst_shape<shape_16x64b>} : vector<1xi32>
  llvm.store %b, %out : vector<1xi32>, !llvm.ptr<1>
  llvm.return
}
// CHECK-NOT: error
