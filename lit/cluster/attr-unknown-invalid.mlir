// An attribute the op does not have (a typo, an extra one) is an error at the
// attribute that lists what the op accepts; an unknown nvvm.* function attribute
// is an error too.
// RUN: %nvvm-lower %s --target sm_90 > %t.out 2> %t.err; test $? -eq 1
// RUN: %count 0 < %t.out
// RUN: %FileCheck %s -DFILE=%s --input-file %t.err

llvm.func @unknown() {
  // CHECK: error[attr]: 'nvvm.cluster.arrive' has no attribute 'alinged'
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+2]]:24
  // CHECK: = it accepts aligned
  nvvm.cluster.arrive {alinged}
  // CHECK: error[attr]: 'nvvm.cluster.wait' has no attribute 'foo'
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+2]]:31
  // CHECK: = it accepts aligned
  nvvm.cluster.wait {aligned, foo = 1 : i32}
  // CHECK: error[attr]: 'nvvm.fence.proxy' has no attribute 'bogus'
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+2]]:53
  // CHECK: = it accepts kind, space
  nvvm.fence.proxy {kind = #nvvm.proxy_kind<alias>, bogus}
  llvm.return
}

// CHECK: error[attr]: unsupported function attribute 'nvvm.reqntidd'
// CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:46
llvm.func @k_typo() attributes {nvvm.kernel, nvvm.reqntidd = array<i32: 1>} {
  llvm.return
}
// CHECK-NOT: error
