// Race pattern 1 (spec 001): a CTA-scope atomic, load or store on a global
// pointer is refused with a note suggesting gpu scope (on shared it is legal,
// see rmw.mlir and load.mlir).
// RUN: %nvvm-lower %s --target sm_90 > %t.out 2> %t.err; test $? -eq 1
// RUN: %count 0 < %t.out
// RUN: %FileCheck %s -DFILE=%s --input-file %t.err

llvm.func @invalid(%g: !llvm.ptr<1>, %s: !llvm.ptr<3>, %c: !llvm.ptr<7>, %v: i32) {
  // CHECK: error[rule]: a CTA-scope atomic on a global pointer cannot order accesses that take the device-wide L2 path
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+2]]:3
  // CHECK: = widen it: mem_scope = #nvsync.mem_scope<gpu> (spec 001, race pattern 1)
  %0 = nvsync.atomic_rmw #nvsync.rmw<add> %g, %v {mem_semantic = #nvsync.mem_semantic<relaxed>, mem_scope = #nvsync.mem_scope<cta>} : !llvm.ptr<1>, i32 -> i32
  // CHECK: error[rule]: a CTA-scope atomic on a global pointer cannot order accesses that take the device-wide L2 path
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+2]]:3
  // CHECK: = widen it: mem_scope = #nvsync.mem_scope<gpu> (spec 001, race pattern 1)
  %1 = nvsync.atomic_rmw #nvsync.rmw<add> %g, %v {mem_semantic = #nvsync.mem_semantic<sc>, mem_scope = #nvsync.mem_scope<cta>} : !llvm.ptr<1>, i32 -> i32
  // CHECK: error[rule]: a CTA-scope atomic on a global pointer cannot order accesses that take the device-wide L2 path
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+2]]:3
  // CHECK: = widen it: mem_scope = #nvsync.mem_scope<gpu> (spec 001, race pattern 1)
  %2 = nvsync.atomic_rmw #nvsync.rmw<add> %g, %v {mem_scope = #nvsync.mem_scope<cta>} : !llvm.ptr<1>, i32 -> i32
  // CHECK: error[rule]: a CTA-scope atomic on a global pointer cannot order accesses that take the device-wide L2 path
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+2]]:3
  // CHECK: = widen it: mem_scope = #nvsync.mem_scope<gpu> (spec 001, race pattern 1)
  %3 = nvsync.cmpxchg %g, %v, %v {mem_semantic = #nvsync.mem_semantic<relaxed>, mem_scope = #nvsync.mem_scope<cta>} : !llvm.ptr<1>, i32, i32 -> i32
  // CHECK: error[rule]: a CTA-scope atomic on a global pointer cannot order accesses that take the device-wide L2 path
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+2]]:3
  // CHECK: = widen it: mem_scope = #nvsync.mem_scope<gpu> (spec 001, race pattern 1)
  %4 = nvsync.cmpxchg %g, %v, %v {mem_semantic = #nvsync.mem_semantic<sc>, mem_scope = #nvsync.mem_scope<cta>} : !llvm.ptr<1>, i32, i32 -> i32
  // CHECK: error[rule]: a CTA-scope atomic on a global pointer cannot order accesses that take the device-wide L2 path
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+2]]:3
  // CHECK: = widen it: mem_scope = #nvsync.mem_scope<gpu> (spec 001, race pattern 1)
  %5 = nvsync.cmpxchg %g, %v, %v {mem_scope = #nvsync.mem_scope<cta>} : !llvm.ptr<1>, i32, i32 -> i32
  // CHECK: error[rule]: a CTA-scope atomic on a global pointer cannot order accesses that take the device-wide L2 path
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+2]]:3
  // CHECK: = widen it: mem_scope = #nvsync.mem_scope<gpu> (spec 001, race pattern 1)
  %6 = nvsync.load %g {mem_semantic = #nvsync.mem_semantic<relaxed>, mem_scope = #nvsync.mem_scope<cta>} : !llvm.ptr<1> -> i32
  // CHECK: error[rule]: a CTA-scope atomic on a global pointer cannot order accesses that take the device-wide L2 path
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+2]]:3
  // CHECK: = widen it: mem_scope = #nvsync.mem_scope<gpu> (spec 001, race pattern 1)
  %7 = nvsync.load %g {mem_scope = #nvsync.mem_scope<cta>} : !llvm.ptr<1> -> i32
  // CHECK: error[rule]: a CTA-scope atomic on a global pointer cannot order accesses that take the device-wide L2 path
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+2]]:3
  // CHECK: = widen it: mem_scope = #nvsync.mem_scope<gpu> (spec 001, race pattern 1)
  nvsync.store %v, %g {mem_semantic = #nvsync.mem_semantic<relaxed>, mem_scope = #nvsync.mem_scope<cta>} : i32, !llvm.ptr<1>
  // CHECK: error[rule]: a CTA-scope atomic on a global pointer cannot order accesses that take the device-wide L2 path
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+2]]:3
  // CHECK: = widen it: mem_scope = #nvsync.mem_scope<gpu> (spec 001, race pattern 1)
  nvsync.store %v, %g {mem_scope = #nvsync.mem_scope<cta>} : i32, !llvm.ptr<1>
  // CHECK-NOT: error
  llvm.return
}
