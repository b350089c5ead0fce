// nvvm.tcgen05.fence and nvvm.tcgen05.wait need their kind
// (#nvvm.tcgen05_fence<before|after>, #nvvm.tcgen05_wait<load|store>): without
// it the op is a rule diagnostic that spells the op with its kind; an unknown
// kind points at the attribute and lists the valid ones; the ops have no group
// and no other attribute. Exit status 1, nothing on stdout.
// RUN: %nvvm-lower %s --target sm_100a > %t.out 2> %t.err; test $? -eq 1
// RUN: %count 0 < %t.out
// RUN: %FileCheck %s -DFILE=%s --input-file %t.err
// RUN: %not %nvvm-lower %s --target sm_103a 2>&1 >/dev/null | %FileCheck %s -DFILE=%s
// RUN: %not %nvvm-lower %s --target sm_100a 2>&1 >/dev/null | grep -c '^error' | grep -qx 10

llvm.func @missing_kind() {
  // CHECK: error[rule]: 'nvvm.tcgen05.fence' needs its kind: nvvm.tcgen05.fence #nvvm.tcgen05_fence<before> (or <after>)
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:3
  nvvm.tcgen05.fence
  // CHECK: error[rule]: 'nvvm.tcgen05.wait' needs its kind: nvvm.tcgen05.wait #nvvm.tcgen05_wait<load> (or <store>)
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:3
  nvvm.tcgen05.wait
  // An empty attribute dictionary is no kind either.
  // CHECK: error[rule]: 'nvvm.tcgen05.fence' needs its kind: nvvm.tcgen05.fence #nvvm.tcgen05_fence<before> (or <after>)
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:3
  nvvm.tcgen05.fence {}
  // CHECK: error[rule]: 'nvvm.tcgen05.wait' needs its kind: nvvm.tcgen05.wait #nvvm.tcgen05_wait<load> (or <store>)
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:3
  nvvm.tcgen05.wait {}
  llvm.return
}

llvm.func @unknown_kind() {
  // CHECK: error[attr]: unknown fence kind 'sideways'
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+2]]:22
  // CHECK: = expected one of: before, after
  nvvm.tcgen05.fence #nvvm.tcgen05_fence<sideways>
  // CHECK: error[attr]: unknown fence kind ''
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+2]]:22
  // CHECK: = expected one of: before, after
  nvvm.tcgen05.fence #nvvm.tcgen05_fence<>
  // The PTX spelling (wait::ld) is not the attribute's (load).
  // CHECK: error[attr]: unknown wait kind 'ld'
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+2]]:21
  // CHECK: = expected one of: load, store
  nvvm.tcgen05.wait #nvvm.tcgen05_wait<ld>
  // CHECK: error[attr]: unknown wait kind 'st'
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+2]]:21
  // CHECK: = expected one of: load, store
  nvvm.tcgen05.wait #nvvm.tcgen05_wait<st>
  llvm.return
}

llvm.func @extra_attrs() {
  // CHECK: error[attr]: 'nvvm.tcgen05.wait' has no attribute 'group'
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+2]]:47
  // CHECK: = it accepts kind
  nvvm.tcgen05.wait #nvvm.tcgen05_wait<load> {group = #nvvm.cta_group<cta_2>}
  // CHECK: error[attr]: 'nvvm.tcgen05.fence' has no attribute 'group'
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+2]]:51
  // CHECK: = it accepts kind
  nvvm.tcgen05.fence #nvvm.tcgen05_fence<before> {group = #nvvm.cta_group<cta_1>}
  llvm.return
}
// CHECK-NOT: error
