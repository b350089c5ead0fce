// Spec 001's verifier matrix for nvsync.atomic_rmw/cmpxchg/load/store/fence:
// each refused (semantic, scope) combination is an error[rule] at the op.
// RUN: %nvvm-lower %s --target sm_90 > %t.out 2> %t.err; test $? -eq 1
// RUN: %count 0 < %t.out
// RUN: %FileCheck %s -DFILE=%s --input-file %t.err

llvm.func @invalid(%g: !llvm.ptr<1>, %s: !llvm.ptr<3>, %c: !llvm.ptr<7>, %v: i32) {
  // CHECK: error[rule]: weak memory ordering must not carry a scope
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:3
  %0 = nvsync.atomic_rmw #nvsync.rmw<add> %s, %v {mem_semantic = #nvsync.mem_semantic<weak>, mem_scope = #nvsync.mem_scope<cta>} : !llvm.ptr<3>, i32 -> i32
  // CHECK: error[rule]: weak memory ordering must not carry a scope
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:3
  %1 = nvsync.cmpxchg %s, %v, %v {mem_semantic = #nvsync.mem_semantic<weak>, mem_scope = #nvsync.mem_scope<cta>} : !llvm.ptr<3>, i32, i32 -> i32
  // CHECK: error[rule]: weak memory ordering must not carry a scope
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:3
  %2 = nvsync.load %s {mem_semantic = #nvsync.mem_semantic<weak>, mem_scope = #nvsync.mem_scope<cta>} : !llvm.ptr<3> -> i32
  // CHECK: error[rule]: weak memory ordering must not carry a scope
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:3
  nvsync.store %v, %s {mem_semantic = #nvsync.mem_semantic<weak>, mem_scope = #nvsync.mem_scope<cta>} : i32, !llvm.ptr<3>
  // CHECK: error[rule]: non-weak memory ordering requires explicit scope
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:3
  %4 = nvsync.atomic_rmw #nvsync.rmw<add> %s, %v {mem_semantic = #nvsync.mem_semantic<relaxed>} : !llvm.ptr<3>, i32 -> i32
  // CHECK: error[rule]: non-weak memory ordering requires explicit scope
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:3
  %5 = nvsync.atomic_rmw #nvsync.rmw<add> %s, %v {mem_semantic = #nvsync.mem_semantic<acquire>} : !llvm.ptr<3>, i32 -> i32
  // CHECK: error[rule]: non-weak memory ordering requires explicit scope
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:3
  %6 = nvsync.atomic_rmw #nvsync.rmw<add> %s, %v {mem_semantic = #nvsync.mem_semantic<release>} : !llvm.ptr<3>, i32 -> i32
  // CHECK: error[rule]: non-weak memory ordering requires explicit scope
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:3
  %7 = nvsync.atomic_rmw #nvsync.rmw<add> %s, %v {mem_semantic = #nvsync.mem_semantic<acq_rel>} : !llvm.ptr<3>, i32 -> i32
  // CHECK: error[rule]: non-weak memory ordering requires explicit scope
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:3
  %8 = nvsync.atomic_rmw #nvsync.rmw<add> %s, %v {mem_semantic = #nvsync.mem_semantic<sc>} : !llvm.ptr<3>, i32 -> i32
  // CHECK: error[rule]: non-weak memory ordering requires explicit scope
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:3
  %9 = nvsync.cmpxchg %s, %v, %v {mem_semantic = #nvsync.mem_semantic<relaxed>} : !llvm.ptr<3>, i32, i32 -> i32
  // CHECK: error[rule]: non-weak memory ordering requires explicit scope
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:3
  %10 = nvsync.cmpxchg %s, %v, %v {mem_semantic = #nvsync.mem_semantic<acquire>} : !llvm.ptr<3>, i32, i32 -> i32
  // CHECK: error[rule]: non-weak memory ordering requires explicit scope
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:3
  %11 = nvsync.cmpxchg %s, %v, %v {mem_semantic = #nvsync.mem_semantic<release>} : !llvm.ptr<3>, i32, i32 -> i32
  // CHECK: error[rule]: non-weak memory ordering requires explicit scope
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:3
  %12 = nvsync.cmpxchg %s, %v, %v {mem_semantic = #nvsync.mem_semantic<acq_rel>} : !llvm.ptr<3>, i32, i32 -> i32
  // CHECK: error[rule]: non-weak memory ordering requires explicit scope
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:3
  %13 = nvsync.cmpxchg %s, %v, %v {mem_semantic = #nvsync.mem_semantic<sc>} : !llvm.ptr<3>, i32, i32 -> i32
  // CHECK: error[rule]: non-weak memory ordering requires explicit scope
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:3
  %14 = nvsync.load %s {mem_semantic = #nvsync.mem_semantic<relaxed>} : !llvm.ptr<3> -> i32
  // CHECK: error[rule]: non-weak memory ordering requires explicit scope
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:3
  %15 = nvsync.load %s {mem_semantic = #nvsync.mem_semantic<acquire>} : !llvm.ptr<3> -> i32
  // CHECK: error[rule]: non-weak memory ordering requires explicit scope
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:3
  nvsync.store %v, %s {mem_semantic = #nvsync.mem_semantic<relaxed>} : i32, !llvm.ptr<3>
  // CHECK: error[rule]: non-weak memory ordering requires explicit scope
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:3
  nvsync.store %v, %s {mem_semantic = #nvsync.mem_semantic<release>} : i32, !llvm.ptr<3>
  // CHECK: error[rule]: loads accept only relaxed or acquire
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:3
  %18 = nvsync.load %s {mem_semantic = #nvsync.mem_semantic<release>, mem_scope = #nvsync.mem_scope<gpu>} : !llvm.ptr<3> -> i32
  // CHECK: error[rule]: loads accept only relaxed or acquire
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:3
  %19 = nvsync.load %g {mem_semantic = #nvsync.mem_semantic<release>} : !llvm.ptr<1> -> i32
  // CHECK: error[rule]: loads accept only relaxed or acquire
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:3
  %20 = nvsync.load %s {mem_semantic = #nvsync.mem_semantic<acq_rel>, mem_scope = #nvsync.mem_scope<gpu>} : !llvm.ptr<3> -> i32
  // CHECK: error[rule]: loads accept only relaxed or acquire
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:3
  %21 = nvsync.load %g {mem_semantic = #nvsync.mem_semantic<acq_rel>} : !llvm.ptr<1> -> i32
  // CHECK: error[rule]: loads accept only relaxed or acquire
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:3
  %22 = nvsync.load %s {mem_semantic = #nvsync.mem_semantic<sc>, mem_scope = #nvsync.mem_scope<gpu>} : !llvm.ptr<3> -> i32
  // CHECK: error[rule]: loads accept only relaxed or acquire
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:3
  %23 = nvsync.load %g {mem_semantic = #nvsync.mem_semantic<sc>} : !llvm.ptr<1> -> i32
  // CHECK: error[rule]: stores accept only relaxed or release
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:3
  nvsync.store %v, %s {mem_semantic = #nvsync.mem_semantic<acquire>, mem_scope = #nvsync.mem_scope<gpu>} : i32, !llvm.ptr<3>
  // CHECK: error[rule]: stores accept only relaxed or release
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:3
  nvsync.store %v, %g {mem_semantic = #nvsync.mem_semantic<acquire>} : i32, !llvm.ptr<1>
  // CHECK: error[rule]: stores accept only relaxed or release
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:3
  nvsync.store %v, %s {mem_semantic = #nvsync.mem_semantic<acq_rel>, mem_scope = #nvsync.mem_scope<gpu>} : i32, !llvm.ptr<3>
  // CHECK: error[rule]: stores accept only relaxed or release
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:3
  nvsync.store %v, %g {mem_semantic = #nvsync.mem_semantic<acq_rel>} : i32, !llvm.ptr<1>
  // CHECK: error[rule]: stores accept only relaxed or release
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:3
  nvsync.store %v, %s {mem_semantic = #nvsync.mem_semantic<sc>, mem_scope = #nvsync.mem_scope<gpu>} : i32, !llvm.ptr<3>
  // CHECK: error[rule]: stores accept only relaxed or release
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:3
  nvsync.store %v, %g {mem_semantic = #nvsync.mem_semantic<sc>} : i32, !llvm.ptr<1>
  // CHECK: error[rule]: fences accept only acquire, release, acq_rel or sc
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:3
  nvsync.fence {mem_semantic = #nvsync.mem_semantic<weak>, mem_scope = #nvsync.mem_scope<gpu>}
  // CHECK: error[rule]: fences accept only acquire, release, acq_rel or sc
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:3
  nvsync.fence {mem_semantic = #nvsync.mem_semantic<weak>}
  // CHECK: error[rule]: fences accept only acquire, release, acq_rel or sc
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:3
  nvsync.fence {mem_semantic = #nvsync.mem_semantic<relaxed>, mem_scope = #nvsync.mem_scope<gpu>}
  // CHECK: error[rule]: fences accept only acquire, release, acq_rel or sc
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:3
  nvsync.fence {mem_semantic = #nvsync.mem_semantic<relaxed>}
  // CHECK: error[rule]: a fence requires an explicit scope
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:3
  nvsync.fence {mem_semantic = #nvsync.mem_semantic<acquire>}
  // CHECK: error[rule]: a fence requires an explicit scope
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:3
  nvsync.fence {mem_semantic = #nvsync.mem_semantic<release>}
  // CHECK: error[rule]: a fence requires an explicit scope
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:3
  nvsync.fence {mem_semantic = #nvsync.mem_semantic<acq_rel>}
  // CHECK: error[rule]: a fence requires an explicit scope
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:3
  nvsync.fence {mem_semantic = #nvsync.mem_semantic<sc>}
  // CHECK-NOT: error
  llvm.return
}
