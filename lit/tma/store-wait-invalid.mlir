// Misused TMA stores (nvvm.cp.async.bulk.tensor.global.shared.cta) and bulk
// async-group ops: each chunk is diagnosed at its own location, exit status 1,
// nothing on stdout.
// RUN: %nvvm-lower %s --split-input-file --target sm_90a > %t.out 2> %t.err; test $? -eq 1
// RUN: %count 0 < %t.out
// RUN: %FileCheck %s -DFILE=%s --input-file %t.err

llvm.func @store_rules(%tmap: !llvm.ptr, %src: !llvm.ptr<3>, %c0: i32, %c1: i32, %c2: i32, %c3: i32, %c4: i32) {
  // CHECK: error[rule]: to use im2col mode, the tensor has to be at least 3-dimensional
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:3
  nvvm.cp.async.bulk.tensor.global.shared.cta %tmap, %src, box[%c0, %c1] {mode = #nvvm.tma_store_mode<im2col>} : !llvm.ptr, !llvm.ptr<3>
  // CHECK: error[rule]: Scatter4 mode expects 5 coordinates
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:3
  nvvm.cp.async.bulk.tensor.global.shared.cta %tmap, %src, box[%c0, %c1] {mode = #nvvm.tma_store_mode<tile_scatter4>} : !llvm.ptr, !llvm.ptr<3>
  llvm.return
}

// -----
llvm.func @store_types(%tmap: !llvm.ptr, %gmap: !llvm.ptr<1>, %src: !llvm.ptr<3>, %src7: !llvm.ptr<7>, %c0: i32, %l: i64, %w: i32) {
  // The source is the issuing CTA's shared::cta, never shared::cluster.
  // CHECK: error[space]: operand #1 of 'nvvm.cp.async.bulk.tensor.global.shared.cta' must be a pointer of the right address space, but got !llvm.ptr<7>
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+2]]:54
  // CHECK: = 'nvvm.cp.async.bulk.tensor.global.shared.cta' takes 'src' as a pointer to shared_cta (!llvm.ptr<3>)
  nvvm.cp.async.bulk.tensor.global.shared.cta %tmap, %src7, box[%c0] : !llvm.ptr, !llvm.ptr<7>
  // CHECK: error[space]: operand #0 of 'nvvm.cp.async.bulk.tensor.global.shared.cta' must be a pointer of the right address space, but got !llvm.ptr<1>
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+2]]:47
  // CHECK: = 'nvvm.cp.async.bulk.tensor.global.shared.cta' takes 'tmaDescriptor' as a pointer to generic (!llvm.ptr)
  nvvm.cp.async.bulk.tensor.global.shared.cta %gmap, %src, box[%c0] : !llvm.ptr<1>, !llvm.ptr<3>
  // CHECK: error[type]: operand 'box.0' of 'nvvm.cp.async.bulk.tensor.global.shared.cta' must be i32, but got i64
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:64
  nvvm.cp.async.bulk.tensor.global.shared.cta %tmap, %src, box[%l] : !llvm.ptr, !llvm.ptr<3>
  // CHECK: error[type]: operand 'hint' of 'nvvm.cp.async.bulk.tensor.global.shared.cta' must be i64, but got i32
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:85
  nvvm.cp.async.bulk.tensor.global.shared.cta %tmap, %src, box[%c0] l2_cache_hint = %w : !llvm.ptr, !llvm.ptr<3>
  llvm.return
}

// -----
llvm.func @store_six(%tmap: !llvm.ptr, %src: !llvm.ptr<3>, %c: i32) {
  // CHECK: error[operands]: 'nvvm.cp.async.bulk.tensor.global.shared.cta' takes 1 to 5 values in 'box[...]', got 6
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:60
  nvvm.cp.async.bulk.tensor.global.shared.cta %tmap, %src, box[%c, %c, %c, %c, %c, %c] : !llvm.ptr, !llvm.ptr<3>
  llvm.return
}

// -----
// A store's predicate follows a ',' (MLIR 22's `(`,` `predicate` `=` $p^)?`;
// mlir-opt-22 refuses the load's spelling without one: "expected ':'").
llvm.func @store_pred(%tmap: !llvm.ptr, %src: !llvm.ptr<3>, %c: i32, %p: i1) {
  // CHECK: error[parse]: expected ',' before 'predicate'
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:68
  nvvm.cp.async.bulk.tensor.global.shared.cta %tmap, %src, box[%c] predicate = %p : !llvm.ptr, !llvm.ptr<3>
  llvm.return
}

// -----
// The same after the cache hint.
llvm.func @store_pred_hint(%tmap: !llvm.ptr, %src: !llvm.ptr<3>, %c: i32, %h: i64, %p: i1) {
  // CHECK: error[parse]: expected ',' before 'predicate'
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:87
  nvvm.cp.async.bulk.tensor.global.shared.cta %tmap, %src, box[%c] l2_cache_hint = %h predicate = %p : !llvm.ptr, !llvm.ptr<3>
  llvm.return
}

// -----
// The hint takes no ',' before it (mlir-opt-22: "expected 'predicate'").
llvm.func @store_hint_comma(%tmap: !llvm.ptr, %src: !llvm.ptr<3>, %c: i32, %h: i64, %p: i1) {
  // CHECK: error[parse]: expected an operation, found ','
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:67
  nvvm.cp.async.bulk.tensor.global.shared.cta %tmap, %src, box[%c], l2_cache_hint = %h, predicate = %p : !llvm.ptr, !llvm.ptr<3>
  llvm.return
}

// -----
// The load writes its predicate without a ',' (mlir-opt-22: "expected ':'").
llvm.func @load_pred_comma(%dst: !llvm.ptr<7>, %tmap: !llvm.ptr, %bar: !llvm.ptr<3>, %c: i32, %p: i1) {
  // CHECK: error[parse]: expected an operation, found ','
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:77
  nvvm.cp.async.bulk.tensor.shared.cluster.global %dst, %tmap, %bar, box[%c], predicate = %p : !llvm.ptr<7>, !llvm.ptr
  llvm.return
}

// -----
// The predicate is an i1.
llvm.func @store_pred_type(%tmap: !llvm.ptr, %src: !llvm.ptr<3>, %c: i32, %h: i64) {
  // CHECK: error[type]: '%h' has type i64, but is used as i1
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:81
  nvvm.cp.async.bulk.tensor.global.shared.cta %tmap, %src, box[%c], predicate = %h : !llvm.ptr, !llvm.ptr<3>
  llvm.return
}

// -----
llvm.func @store_attrs(%tmap: !llvm.ptr, %src: !llvm.ptr<3>, %c: i32) {
  // CHECK: error[attr]: 'nvvm.cp.async.bulk.tensor.global.shared.cta' has no attribute 'group'
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+2]]:69
  // CHECK: = it accepts mode
  nvvm.cp.async.bulk.tensor.global.shared.cta %tmap, %src, box[%c] {group = #nvvm.cta_group<cta_1>} : !llvm.ptr, !llvm.ptr<3>
  // CHECK: error[attr]: 'nvvm.cp.async.bulk.tensor.global.shared.cta' has no attribute 'isCTAOnly'
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+2]]:69
  // CHECK: = it accepts mode
  nvvm.cp.async.bulk.tensor.global.shared.cta %tmap, %src, box[%c] {isCTAOnly = true} : !llvm.ptr, !llvm.ptr<3>
  llvm.return
}

// -----
llvm.func @store_load_mode(%tmap: !llvm.ptr, %src: !llvm.ptr<3>, %c: i32) {
  // CHECK: error[attr]: 'mode' must be a #nvvm.tma_store_mode<...> attribute
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:69
  nvvm.cp.async.bulk.tensor.global.shared.cta %tmap, %src, box[%c] {mode = #nvvm.tma_load_mode<tile>} : !llvm.ptr, !llvm.ptr<3>
  llvm.return
}

// -----
// wait_group needs its count, written bare after the name.
llvm.func @wait_no_count() {
  // CHECK: error[rule]: 'nvvm.cp.async.bulk.wait_group' needs its group count: nvvm.cp.async.bulk.wait_group 0
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:3
  nvvm.cp.async.bulk.wait_group
  // CHECK: error[rule]: 'nvvm.cp.async.bulk.wait_group' needs its group count: nvvm.cp.async.bulk.wait_group 0
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:3
  nvvm.cp.async.bulk.wait_group {read}
  llvm.return
}

// -----
// The count is a non-negative i32 (MLIR 22's ConfinedAttr, in its words).
llvm.func @wait_negative() {
  // CHECK: error[attr]: 'nvvm.cp.async.bulk.wait_group' op attribute 'group' failed to satisfy constraint: 32-bit signless integer attribute whose minimum value is 0
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:33
  nvvm.cp.async.bulk.wait_group -1
  llvm.return
}

// -----
llvm.func @wait_too_big() {
  // CHECK: error[attr]: 'nvvm.cp.async.bulk.wait_group' op attribute 'group' failed to satisfy constraint: 32-bit signless integer attribute whose minimum value is 0
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:33
  nvvm.cp.async.bulk.wait_group 2147483648 {read}
  llvm.return
}

// -----
llvm.func @wait_attrs() {
  // CHECK: error[attr]: 'read' must be true or false
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:36
  nvvm.cp.async.bulk.wait_group 1 {read = 1}
  // CHECK: error[attr]: 'nvvm.cp.async.bulk.wait_group' has no attribute 'relaxed'
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+2]]:36
  // CHECK: = it accepts group, read
  nvvm.cp.async.bulk.wait_group 1 {relaxed}
  // CHECK: error[attr]: 'nvvm.cp.async.bulk.commit.group' has no attribute 'read'
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+2]]:36
  // CHECK: = it accepts no attributes
  nvvm.cp.async.bulk.commit.group {read}
  llvm.return
}
// CHECK-NOT: error
