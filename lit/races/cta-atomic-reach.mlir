// Race pattern 1 judged by who can reach the address. A CTA-scope atomic on
// global memory whose address is computed from the CTA's id (%ctaid, or the
// cluster's id with the CTA's rank in it) is that CTA's own slot: it passes,
// with no diagnostic, and assembles. An address that depends on what the
// check cannot see (a loaded index, a device function's integer parameter)
// is a warning naming it; one every CTA computes alike is refused
// (memory-cta-global-invalid.mlir, widen-cta-atomics.mlir).
// RUN: %nvvm-lower %s --target sm_90a 2> %t.err | %ptxas-verify
// RUN: %FileCheck %s --check-prefix=WARN -DFILE=%s --input-file %t.err
// RUN: %nvvm-lower %s --target sm_90a --widen-cta-atomics --emit llvm-ir 2> /dev/null | %FileCheck %s --check-prefix=LL

// Not widened under --widen-cta-atomics either: it needs no widening.
// LL-LABEL: define ptx_kernel void @own_slot(
// LL-COUNT-2: call i32 asm sideeffect "atom.relaxed.cta.global.add.u32 $0, [$1], $2;"
// LL-NOT: gpu
// LL-LABEL: define ptx_kernel void @own_tile(
llvm.func @own_slot(%slots: !llvm.ptr<1>, %v: i32) attributes {nvvm.kernel} {
  %b = nvvm.read.ptx.sreg.ctaid.x : i32
  %p = llvm.getelementptr %slots[%b] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
  %0 = llvm.atomicrmw add %p, %v syncscope("block") monotonic : !llvm.ptr<1>, i32
  %1 = nvsync.atomic_rmw #nvsync.rmw<add> %p, %v {mem_semantic = #nvsync.mem_semantic<relaxed>, mem_scope = #nvsync.mem_scope<cta>} : !llvm.ptr<1>, i32 -> i32
  llvm.return
}

// The slot of the CTA's thread (a tile per CTA) and of its place in its
// cluster: still the CTA's own.
llvm.func @own_tile(%tiles: !llvm.ptr<1>, %ranks: !llvm.ptr<1>, %v: i32) attributes {nvvm.kernel} {
  %b = nvvm.read.ptx.sreg.ctaid.y : i32
  %n = nvvm.read.ptx.sreg.ntid.x : i32
  %t = nvvm.read.ptx.sreg.tid.x : i32
  %base = llvm.mul %b, %n : i32
  %i = llvm.add %base, %t : i32
  %p = llvm.getelementptr %tiles[%i] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
  %0 = llvm.atomicrmw add %p, %v syncscope("block") monotonic : !llvm.ptr<1>, i32
  %c = nvvm.read.ptx.sreg.clusterid.x : i32
  %r = nvvm.read.ptx.sreg.cluster.ctarank : i32
  %k = llvm.mul %c, %n : i32
  %j = llvm.add %k, %r : i32
  %q = llvm.getelementptr %ranks[%j] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
  %1 = llvm.atomicrmw add %q, %v syncscope("block") monotonic : !llvm.ptr<1>, i32
  llvm.return
}

// A grid-stride loop: the phi starts at the CTA's id.
llvm.func @grid_stride(%slots: !llvm.ptr<1>, %v: i32, %n: i32) attributes {nvvm.kernel} {
  %b = nvvm.read.ptx.sreg.ctaid.x : i32
  %g = nvvm.read.ptx.sreg.nctaid.x : i32
  llvm.br ^loop(%b : i32)
^loop(%i: i32):
  %p = llvm.getelementptr %slots[%i] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
  %0 = llvm.atomicrmw add %p, %v syncscope("block") monotonic : !llvm.ptr<1>, i32
  %next = llvm.add %i, %g : i32
  %more = llvm.icmp "ult" %next, %n : i32
  llvm.cond_br %more, ^loop(%next : i32), ^done
^done:
  llvm.return
}

// WARN: warning[race]: a CTA-scope atomic on a global pointer cannot order accesses that take the device-wide L2 path, if another CTA reaches this address: it depends on a value loaded from memory, which the check cannot see
// WARN-NEXT: ┌─ [[FILE]]:[[@LINE+5]]:3
// WARN: = an address computed from the CTA's id (%ctaid) is the CTA's own and passes; one that does not depend on it is refused
llvm.func @loaded_index(%slots: !llvm.ptr<1>, %idx: !llvm.ptr<1>, %v: i32) attributes {nvvm.kernel} {
  %i = llvm.load %idx : !llvm.ptr<1> -> i32
  %p = llvm.getelementptr %slots[%i] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
  %0 = llvm.atomicrmw add %p, %v syncscope("block") monotonic : !llvm.ptr<1>, i32
  llvm.return
}

// WARN: warning[race]: {{.*}}: it depends on parameter %i of device function @device_index, which its callers set
// WARN-NEXT: ┌─ [[FILE]]:[[@LINE+3]]:3
llvm.func @device_index(%slots: !llvm.ptr<1>, %i: i32, %v: i32) {
  %p = llvm.getelementptr %slots[%i] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
  %0 = nvsync.atomic_rmw #nvsync.rmw<add> %p, %v {mem_semantic = #nvsync.mem_semantic<relaxed>, mem_scope = #nvsync.mem_scope<cta>} : !llvm.ptr<1>, i32 -> i32
  llvm.return
}

// Only the cluster's id, not the CTA's rank in it: the CTAs of a cluster
// share the slot.
// WARN: warning[race]: {{.*}}: it depends on the cluster's id and not the CTA's rank in it (every CTA of a cluster shares it)
// WARN-NEXT: ┌─ [[FILE]]:[[@LINE+4]]:3
llvm.func @cluster_slot(%slots: !llvm.ptr<1>, %v: i32) attributes {nvvm.kernel} {
  %c = nvvm.read.ptx.sreg.clusterid.x : i32
  %p = llvm.getelementptr %slots[%c] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
  %0 = llvm.atomicrmw add %p, %v syncscope("block") monotonic : !llvm.ptr<1>, i32
  llvm.return
}
// WARN-NOT: {{error|warning}}
