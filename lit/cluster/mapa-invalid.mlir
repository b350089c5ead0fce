// nvvm.mapa takes a generic or shared_cta pointer, and its result type follows
// from it: generic -> !llvm.ptr, !llvm.ptr<3> -> !llvm.ptr<7>.
// RUN: %nvvm-lower %s --target sm_90 > %t.out 2> %t.err; test $? -eq 1
// RUN: %count 0 < %t.out
// RUN: %FileCheck %s -DFILE=%s --input-file %t.err

llvm.func @mapa(%a: !llvm.ptr, %s: !llvm.ptr<3>, %c: !llvm.ptr<7>, %rank: i32) {
  // A shared_cluster operand: error at the operand.
  // CHECK: error[space]: operand #0 of 'nvvm.mapa' must be a pointer of the right address space, but got !llvm.ptr<7>
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+3]]:18
  // CHECK: = 'nvvm.mapa' takes a pointer to generic (!llvm.ptr) or shared_cta (!llvm.ptr<3>)
  // CHECK-EMPTY:
  %0 = nvvm.mapa %c, %rank : !llvm.ptr<7> -> !llvm.ptr<7>
  // Wrong result types: error at the result type, naming the right one.
  // CHECK: error[type]: 'nvvm.mapa' returns !llvm.ptr<7>, not !llvm.ptr
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:46
  %1 = nvvm.mapa %s, %rank : !llvm.ptr<3> -> !llvm.ptr
  // CHECK: error[type]: 'nvvm.mapa' returns !llvm.ptr<7>, not !llvm.ptr<3>
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:46
  %2 = nvvm.mapa %s, %rank : !llvm.ptr<3> -> !llvm.ptr<3>
  // CHECK: error[type]: 'nvvm.mapa' returns !llvm.ptr, not !llvm.ptr<7>
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:43
  %3 = nvvm.mapa %a, %rank : !llvm.ptr -> !llvm.ptr<7>
  // CHECK-NOT: error
  llvm.return
}
