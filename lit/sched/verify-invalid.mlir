// MLIR 22's verifier rules for the scheduling ops, with mlir-opt-22's
// messages: setmaxregister's count (a multiple of 8 in [24, 256]), pmevent's
// id or mask (one of them; id in [0, 15]; mask an i16), query.cancel's result
// type. Each at its op; exit status 1, nothing on stdout.
// RUN: %nvvm-lower %s --split-input-file --target sm_100a > %t.out 2> %t.err; test $? -eq 1
// RUN: %count 0 < %t.out
// RUN: %FileCheck %s -DFILE=%s --input-file %t.err

// CHECK: error[rule]: new register size must be multiple of 8
// CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+8]]:3
// CHECK: error[rule]: new register size must be multiple of 8
// CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+7]]:3
// CHECK: error[rule]: new register size must be in between 24 to 256
// CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+6]]:3
// CHECK: error[rule]: new register size must be in between 24 to 256
// CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+5]]:3
llvm.func @reg_counts() {
  nvvm.setmaxregister increase 23
  nvvm.setmaxregister decrease 260
  nvvm.setmaxregister increase 264
  nvvm.setmaxregister decrease 16
  llvm.return
}

// -----

// CHECK: error[rule]: 'nvvm.setmaxregister' needs its register count: nvvm.setmaxregister increase 240
// CHECK: error[parse]: expected one of increase, decrease after 'nvvm.setmaxregister', found '240'
llvm.func @reg_count_missing() {
  nvvm.setmaxregister increase
  llvm.return
}

// -----

llvm.func @reg_action_missing() {
  nvvm.setmaxregister 240
  llvm.return
}

// -----

// CHECK: error[rule]: `id` must be between 0 and 15
// CHECK-NET: ┌─ [[FILE]]:[[@LINE+10]]:3
// CHECK: error[rule]: `id` must be between 0 and 15
// CHECK-NET: ┌─ [[FILE]]:[[@LINE+9]]:3
// CHECK: error[rule]: `id` and `mask` cannot be set at the same time
// CHECK-NET: ┌─ [[FILE]]:[[@LINE+8]]:3
// CHECK: error[rule]: either `id` or `mask` must be set
// CHECK-NET: ┌─ [[FILE]]:[[@LINE+7]]:3
// CHECK: error[rule]: integer constant out of range for attribute
// CHECK-NET: ┌─ [[FILE]]:[[@LINE+6]]:3
llvm.func @pmevents() {
  nvvm.pmevent id = 16
  nvvm.pmevent id = -1
  nvvm.pmevent id = 1 mask = 3
  nvvm.pmevent
  nvvm.pmevent mask = 70000
  llvm.return
}

// -----

// CHECK: error[rule]: is_canceled query type returns an i1
// CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+4]]:3
// CHECK: error[rule]: get_first_cta_id_x, get_first_cta_id_y, get_first_cta_id_z query types return an i32
// CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+3]]:3
llvm.func @query_results(%r: i128) {
  %0 = nvvm.clusterlaunchcontrol.query.cancel query = is_canceled, %r : i32
  %1 = nvvm.clusterlaunchcontrol.query.cancel query = get_first_cta_id_y, %r : i1
  llvm.return
}

// -----

// The response is an i128; the two addresses are shared::cta.
// CHECK: error[type]: operand 'try_cancel_response' of 'nvvm.clusterlaunchcontrol.query.cancel' must be i128, but got i64
// CHECK: error[space]: operand #0 of 'nvvm.clusterlaunchcontrol.try.cancel' must be a pointer of the right address space, but got !llvm.ptr
// CHECK: error[attr]: unknown query 'is_cancelled'
llvm.func @types(%r: i64, %g: !llvm.ptr, %s: !llvm.ptr<3>, %q: i128) {
  %0 = nvvm.clusterlaunchcontrol.query.cancel query = is_canceled, %r : i1
  nvvm.clusterlaunchcontrol.try.cancel %g, %s
  %1 = nvvm.clusterlaunchcontrol.query.cancel query = is_cancelled, %q : i1
  llvm.return
}
