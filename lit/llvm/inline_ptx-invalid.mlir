// nvvm.inline_ptx refused: a type no register class holds (MLIR 22's
// message), a read-write operand (docs/mlir-differences.md D9), a wrong
// predicate type, results named that the op does not have, and attributes that would
// be meant to take effect.
// RUN: %nvvm-lower %s --split-input-file --target sm_90 > %t.out 2> %t.err; test $? -eq 1
// RUN: %count 0 < %t.out
// RUN: %FileCheck %s -DFILE=%s --input-file %t.err

// CHECK: error[type]: The register type could not be deduced from MLIR type. The 'i8' is not supported. Supported types are:i1, i16, i32, i64, f32, f64,pointers.
// CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+2]]:36
llvm.func @i8(%v : i8) {
  nvvm.inline_ptx "mov.b16 $0;" ro(%v : i8)
  llvm.return
}

// -----

// CHECK: error[unsupported]: read-write operands of 'nvvm.inline_ptx' are not lowered
// CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+3]]:43
// CHECK: = pass the value in ro(...) and take the new value as a result (-> T)
llvm.func @rw(%r : i32) {
  nvvm.inline_ptx "add.s32 $0, $0, 1;" rw(%r : i32)
  llvm.return
}

// -----

// CHECK: error[type]: '%p' has type i32, but is used as i1
llvm.func @predicate_i32(%b : !llvm.ptr, %c : i32, %p : i32) {
  nvvm.inline_ptx "mbarrier.init.b64 [$0], $1;" ro(%b, %c : !llvm.ptr, i32), predicate = %p
  llvm.return
}

// -----

// CHECK: error[parse]: 2 result(s) named, but 'nvvm.inline_ptx' has 1 result type(s)
llvm.func @results(%v : i32) {
  %a, %b = nvvm.inline_ptx "mov.u32 $0, $1;" ro(%v : i32) -> i32
  llvm.return
}

// -----

// CHECK: error[parse]: 'llvm.add' has one result; only 'nvvm.inline_ptx' names several
llvm.func @two(%v : i32) {
  %a, %b = llvm.add %v, %v : i32
  llvm.return
}

// -----

// The op defines no attribute: one it does not define is ignored with a
// warning (attr-discardable-own-syntax.mlir), except an nvvm.* name and a
// synchronisation attribute, which are refused as on every op.
// CHECK: error[attr]: 'nvvm.inline_ptx' has no attribute 'nvvm.foo'
// CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+6]]:56
// CHECK: = MLIR 22 refuses an unknown nvvm.* attribute on an op too
// CHECK: error[attr]: 'nvvm.inline_ptx' has no attribute 'scope'
// CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+3]]:70
// CHECK: = it accepts no attributes
llvm.func @attr(%a: i32) {
  %r = nvvm.inline_ptx "mov.b32 $0, $1;" ro(%a : i32) {nvvm.foo = 1, scope = 2} -> i32
  llvm.return
}
