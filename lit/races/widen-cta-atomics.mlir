// Race pattern 1 (spec 001) under --widen-cta-atomics: a CTA-scope atomic on a
// global pointer is widened to gpu scope with a warning[widened] at the op,
// instead of the error[rule] it is without the flag (exit 1, nothing on stdout).
// RUN: %nvvm-lower %s --target sm_90a --widen-cta-atomics 2> %t.warn | %FileCheck %s --check-prefix=PTX
// RUN: %FileCheck %s --check-prefix=WARN -DFILE=%s --input-file %t.warn
// RUN: %nvvm-lower %s --target sm_90a --widen-cta-atomics --emit llvm-ir 2> /dev/null | %FileCheck %s --check-prefix=LL
// RUN: %nvvm-lower %s --target sm_90a --widen-cta-atomics 2> /dev/null | %ptxas-verify
// RUN: %nvvm-lower %s --target sm_90a > %t.out 2> %t.err; test $? -eq 1
// RUN: %count 0 < %t.out
// RUN: %FileCheck %s --check-prefix=ERR -DFILE=%s --input-file %t.err

// PTX-LABEL: .func widen(
// PTX: atom.relaxed.gpu.global.add.u32 %r{{[0-9]+}}, [%rd[[G:[0-9]+]]], %r[[V:[0-9]+]];
// PTX: atom.relaxed.gpu.global.add.u32 %r{{[0-9]+}}, [%rd[[G]]], %r[[V]];
// PTX-NOT: .cta
// LL-LABEL: define void @widen(
// LL: call i32 asm sideeffect "atom.relaxed.gpu.global.add.u32 $0, [$1], $2;", "=r,l,r,~{memory}"(ptr addrspace(1) %g, i32 %v)
// LL-NEXT: call i32 asm sideeffect "atom.relaxed.gpu.global.add.u32 $0, [$1], $2;", "=r,l,r,~{memory}"(ptr addrspace(1) %g, i32 %v)
// LL-NOT: syncscope("block")
llvm.func @widen(%g: !llvm.ptr<1>, %v: i32, %out: !llvm.ptr<1>) {
  // WARN: warning[widened]: a CTA-scope atomic on a global pointer cannot order accesses that take the device-wide L2 path: widened to gpu scope
  // WARN-NEXT: ┌─ [[FILE]]:[[@LINE+5]]:3
  // WARN: = --widen-cta-atomics is on (spec 001, race pattern 1)
  // ERR: error[rule]: a CTA-scope atomic on a global pointer cannot order accesses that take the device-wide L2 path
  // ERR-NEXT: ┌─ [[FILE]]:[[@LINE+2]]:3
  // ERR: = widen it: syncscope("device") (spec 001, race pattern 1), or let --widen-cta-atomics do it
  %0 = llvm.atomicrmw add %g, %v syncscope("block") monotonic : !llvm.ptr<1>, i32
  // WARN: warning[widened]: a CTA-scope atomic on a global pointer cannot order accesses that take the device-wide L2 path: widened to gpu scope
  // WARN-NEXT: ┌─ [[FILE]]:[[@LINE+5]]:3
  // WARN: = --widen-cta-atomics is on (spec 001, race pattern 1)
  // ERR: error[rule]: a CTA-scope atomic on a global pointer cannot order accesses that take the device-wide L2 path
  // ERR-NEXT: ┌─ [[FILE]]:[[@LINE+2]]:3
  // ERR: = widen it: mem_scope = #nvsync.mem_scope<gpu> (spec 001, race pattern 1), or let --widen-cta-atomics do it
  %1 = nvsync.atomic_rmw #nvsync.rmw<add> %g, %v {mem_semantic = #nvsync.mem_semantic<relaxed>, mem_scope = #nvsync.mem_scope<cta>} : !llvm.ptr<1>, i32 -> i32
  %2 = llvm.add %0, %1 : i32
  llvm.store %2, %out : i32, !llvm.ptr<1>
  llvm.return
}
// Only the two global atomics: never an error under the flag.
// WARN-NOT: error
