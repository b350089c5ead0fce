// One space rule for every memory op (measured with llc-22 and ptxas 13.5 on
// sm_90 and sm_100a; each of these compiled, and ptxas refused the PTX or
// crashed): no store to the constant space (st.const), none to the parameter
// space (st.param in an entry: ptxas crashes), no plain load or store through
// tensor memory (a 32-bit generic access: "32-Bit ABI is not supported"), and
// a compare-and-swap only where atomicrmw goes (generic, global, shared,
// shared::cluster). Loads from the constant and parameter spaces are
// fine (lit/reliability/memory-spaces.mlir assembles them).
// RUN: %not %nvvm-lower %s --target sm_100a 2> %t.err
// RUN: %FileCheck %s -DFILE=%s --input-file %t.err
// RUN: %FileCheck %s --check-prefix=COUNT --input-file %t.err
// COUNT-COUNT-7: error[space]
// COUNT-NOT: error

llvm.func @k(%c: !llvm.ptr<4>, %t: !llvm.ptr<6>, %p: !llvm.ptr<101>, %l: !llvm.ptr<5>, %v: i32) attributes {nvvm.kernel} {
  // CHECK: error[space]: cannot store to !llvm.ptr<4>: the constant space is read-only
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:18
  llvm.store %v, %c : i32, !llvm.ptr<4>
  // CHECK: error[space]: cannot store to !llvm.ptr<101>: a kernel's parameters are read-only
  llvm.store %v, %p : i32, !llvm.ptr<101>
  // CHECK: error[space]: cannot load from !llvm.ptr<6>: tensor memory is reached only by tcgen05.ld, tcgen05.st and tcgen05.cp
  %a = llvm.load %t : !llvm.ptr<6> -> i32
  // CHECK: error[space]: cannot store to !llvm.ptr<6>
  llvm.store %v, %t atomic syncscope("device") release {alignment = 4 : i64} : i32, !llvm.ptr<6>
  // CHECK: error[space]: atomics need a generic, global, shared or shared::cluster pointer, not !llvm.ptr<4>
  %x = llvm.cmpxchg %c, %v, %v acq_rel monotonic : !llvm.ptr<4>, i32
  // CHECK: error[space]: atomics need a generic, global, shared or shared::cluster pointer, not !llvm.ptr<5>
  %y = llvm.cmpxchg %l, %v, %v acq_rel monotonic : !llvm.ptr<5>, i32
  // CHECK: error[space]: atomics need a generic, global, shared or shared::cluster pointer, not !llvm.ptr<101>
  %z = llvm.cmpxchg %p, %v, %v acq_rel monotonic : !llvm.ptr<101>, i32
  llvm.return
}
