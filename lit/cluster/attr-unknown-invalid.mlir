// An attribute the op does not define that looks like a modifier meant to
// take effect is an error at the attribute that lists what the op accepts: a
// near miss of its own (a typo), an nvvm.* name, another op's synchronisation
// attribute. Other unknown attributes are MLIR's discardable ones: a warning
// (lit/cluster/attr-discardable.mlir). An unknown nvvm.* function attribute is
// an error too.
// RUN: %nvvm-lower %s --target sm_90 > %t.out 2> %t.err; test $? -eq 1
// RUN: %count 0 < %t.out
// RUN: %FileCheck %s -DFILE=%s --input-file %t.err

llvm.func @unknown() {
  // CHECK: error[attr]: 'nvvm.cluster.arrive' has no attribute 'alinged'
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+2]]:24
  // CHECK: = it accepts aligned
  nvvm.cluster.arrive {alinged}
  // CHECK: error[attr]: 'nvvm.cluster.wait' has no attribute 'nvvm.foo'
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+3]]:31
  // CHECK: = it accepts aligned
  // CHECK: = MLIR 22 refuses an unknown nvvm.* attribute on an op too
  nvvm.cluster.wait {aligned, nvvm.foo = 1 : i32}
  // CHECK: error[attr]: 'nvvm.memory.barrier' has no attribute 'scop'
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+2]]:45
  // CHECK: = it accepts scope; did you mean 'scope'?
  nvvm.memory.barrier #nvvm.mem_scope<gpu> {scop = 1}
  // CHECK: error[attr]: 'nvvm.fence.proxy' has no attribute 'scope'
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+2]]:53
  // CHECK: = it accepts kind, space
  nvvm.fence.proxy {kind = #nvvm.proxy_kind<alias>, scope = #nvvm.mem_scope<cluster>}
  llvm.return
}

// CHECK: error[attr]: unsupported function attribute 'nvvm.reqntidd'
// CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:46
llvm.func @k_typo() attributes {nvvm.kernel, nvvm.reqntidd = array<i32: 1>} {
  llvm.return
}
// CHECK-NOT: error
