// nvvm.barrier's reduction, predicate and result go together: each missing
// piece is diagnosed at the op.
// RUN: %nvvm-lower %s --target sm_80 > %t.out 2> %t.err; test $? -eq 1
// RUN: %count 0 < %t.out
// RUN: %FileCheck %s -DFILE=%s --input-file %t.err

llvm.func @reductions(%p: i32, %n: i32) {
  // Reduction without its predicate.
  // CHECK: error[rule]: a reduction needs its predicate operand: nvvm.barrier #nvvm.reduction<and> %p -> i32
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:3
  %0 = nvvm.barrier #nvvm.reduction<and> -> i32
  // Predicate without a reduction.
  // CHECK: error[rule]: a predicate operand needs a reduction: #nvvm.reduction<and|or|popc>
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:3
  nvvm.barrier %p
  // Reduction without a result.
  // CHECK: error[rule]: a barrier reduction returns its value: write '%r = nvvm.barrier #nvvm.reduction<...> %p -> i32'
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:3
  nvvm.barrier #nvvm.reduction<or> %p
  // Result without a reduction.
  // CHECK: error[rule]: only a barrier reduction has a result
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:3
  %1 = nvvm.barrier -> i32
  // CHECK: error[rule]: only a barrier reduction has a result
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:3
  %2 = nvvm.barrier id = %n number_of_threads = %n -> i32
  // CHECK-NOT: error
  llvm.return
}
