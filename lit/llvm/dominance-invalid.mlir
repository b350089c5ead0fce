// A value is read only where its definition dominates the read (MLIR's
// "operand does not dominate this use"): a block argument passed along a
// branch from a block its own block does not dominate, a result read in a
// sibling branch, and a result read before it is defined in its block. Each
// is refused at the read; LLVM's verifier used to be the first to see it
// (found by the `pipeline` fuzz target). Reads in an unreachable block are
// not judged, as LLVM does not judge them.
// RUN: %not %nvvm-lower %s --split-input-file --target sm_90 -o /dev/null 2>&1 | %FileCheck %s

// CHECK: error[dominance]: '%e' does not dominate this use
// CHECK-NEXT: ┌─ {{.*}}dominance-invalid.mlir:[[# @LINE + 5]]:14
llvm.func @block_arg(%c: i1) attributes {nvvm.kernel} {
  %z = llvm.mlir.constant(0 : i32) : i32
  llvm.cond_br %c, ^a, ^b(%z : i32)
^a:
  llvm.br ^b(%e : i32)
^b(%e: i32):
  llvm.return
}

// -----

// CHECK: error[dominance]: '%x' does not dominate this use
// CHECK-NEXT: ┌─ {{.*}}dominance-invalid.mlir:[[# @LINE + 8]]:23
llvm.func @sibling(%c: i1, %p: !llvm.ptr<1>) attributes {nvvm.kernel} {
  llvm.cond_br %c, ^a, ^b
^a:
  %x = llvm.mlir.constant(1 : i32) : i32
  llvm.return
^b:
  %one = llvm.mlir.constant(1 : i32) : i32
  %y = llvm.add %one, %x : i32
  llvm.store %y, %p : i32, !llvm.ptr<1>
  llvm.return
}

// -----

// CHECK: error[dominance]: '%late' does not dominate this use
llvm.func @before(%p: !llvm.ptr<1>) attributes {nvvm.kernel} {
  %one = llvm.mlir.constant(1 : i32) : i32
  %y = llvm.add %one, %late : i32
  %late = llvm.mlir.constant(2 : i32) : i32
  llvm.store %y, %p : i32, !llvm.ptr<1>
  llvm.return
}

// -----

// CHECK-NOT: error
llvm.func @unreachable(%p: !llvm.ptr<1>) attributes {nvvm.kernel} {
  llvm.return
^dead:
  llvm.store %v, %p : i32, !llvm.ptr<1>
  llvm.br ^dead2(%v : i32)
^dead2(%v: i32):
  llvm.return
}
