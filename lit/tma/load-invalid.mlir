// Misused TMA loads (nvvm.cp.async.bulk.tensor.shared.cluster.global): MLIR 22's
// verifier rules in its words, the im2col offset counts, the modes nvvm-lower has
// no lowering for, list sizes and operand types/spaces. Each chunk is diagnosed
// at its own location; exit status 1, nothing on stdout.
// RUN: %nvvm-lower %s --split-input-file --target sm_90a > %t.out 2> %t.err; test $? -eq 1
// RUN: %count 0 < %t.out
// RUN: %FileCheck %s -DFILE=%s --input-file %t.err
// The cta_group rule fires before any target check: the same on sm_100a.
// RUN: %not %nvvm-lower %s --split-input-file --target sm_100a 2>&1 | %FileCheck %s -DFILE=%s

// Rules: one diagnostic per op, at the op.
llvm.func @rules(%dst: !llvm.ptr<7>, %sdst: !llvm.ptr<3>, %tmap: !llvm.ptr, %bar: !llvm.ptr<3>, %c0: i32, %c1: i32, %c2: i32, %c3: i32, %c4: i32, %o0: i16, %o1: i16, %o2: i16, %m: i16, %h: i64, %p: i1) {
  // CHECK: error[rule]: to use im2col mode, the tensor has to be at least 3-dimensional
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:3
  nvvm.cp.async.bulk.tensor.shared.cluster.global %dst, %tmap, %bar, box[%c0, %c1] {mode = #nvvm.tma_load_mode<im2col>} : !llvm.ptr<7>, !llvm.ptr
  // CHECK: error[rule]: to use im2col mode, the tensor has to be at least 3-dimensional
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:3
  nvvm.cp.async.bulk.tensor.shared.cluster.global %dst, %tmap, %bar, box[%c0] {mode = #nvvm.tma_load_mode<im2col>} : !llvm.ptr<7>, !llvm.ptr
  // Wrong im2col offset counts (d-2 for a d-dimensional box).
  // CHECK: error[rule]: im2col mode with a 3-d box takes 1 im2col offset
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:3
  nvvm.cp.async.bulk.tensor.shared.cluster.global %dst, %tmap, %bar, box[%c0, %c1, %c2] {mode = #nvvm.tma_load_mode<im2col>} : !llvm.ptr<7>, !llvm.ptr
  // CHECK: error[rule]: im2col mode with a 3-d box takes 1 im2col offset
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:3
  nvvm.cp.async.bulk.tensor.shared.cluster.global %dst, %tmap, %bar, box[%c0, %c1, %c2] im2col[%o0, %o1] {mode = #nvvm.tma_load_mode<im2col>} : !llvm.ptr<7>, !llvm.ptr
  // CHECK: error[rule]: im2col mode with a 4-d box takes 2 im2col offsets
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:3
  nvvm.cp.async.bulk.tensor.shared.cluster.global %dst, %tmap, %bar, box[%c0, %c1, %c2, %c3] im2col[%o0] {mode = #nvvm.tma_load_mode<im2col>} : !llvm.ptr<7>, !llvm.ptr
  // CHECK: error[rule]: im2col mode with a 5-d box takes 3 im2col offsets
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:3
  nvvm.cp.async.bulk.tensor.shared.cluster.global %dst, %tmap, %bar, box[%c0, %c1, %c2, %c3, %c4] im2col[%o0, %o1] {mode = #nvvm.tma_load_mode<im2col>} : !llvm.ptr<7>, !llvm.ptr
  // Offsets in tile mode (the default, and spelled out).
  // CHECK: error[rule]: im2col offsets are only taken in im2col mode
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:3
  nvvm.cp.async.bulk.tensor.shared.cluster.global %dst, %tmap, %bar, box[%c0, %c1, %c2] im2col[%o0] : !llvm.ptr<7>, !llvm.ptr
  // CHECK: error[rule]: im2col offsets are only taken in im2col mode
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:3
  nvvm.cp.async.bulk.tensor.shared.cluster.global %dst, %tmap, %bar, box[%c0, %c1, %c2, %c3, %c4] im2col[%o0, %o1, %o2] {mode = #nvvm.tma_load_mode<tile>} : !llvm.ptr<7>, !llvm.ptr
  // Destination space against isCTAOnly.
  // CHECK: error[rule]: Shared::cta destination requires address-space 3.
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:3
  nvvm.cp.async.bulk.tensor.shared.cluster.global %dst, %tmap, %bar, box[%c0] {isCTAOnly = true} : !llvm.ptr<7>, !llvm.ptr
  // CHECK: error[rule]: Shared::cluster destination requires address-space 7.
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+3]]:3
  // CHECK: = write {isCTAOnly = true} to load into the issuing CTA's own shared::cta
  // CHECK-EMPTY:
  nvvm.cp.async.bulk.tensor.shared.cluster.global %sdst, %tmap, %bar, box[%c0] : !llvm.ptr<3>, !llvm.ptr
  // CHECK: error[rule]: Shared::cluster destination requires address-space 7.
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:3
  nvvm.cp.async.bulk.tensor.shared.cluster.global %sdst, %tmap, %bar, box[%c0] {isCTAOnly = false} : !llvm.ptr<3>, !llvm.ptr
  // What shared::cta loads do not take.
  // CHECK: error[rule]: Multicast is not supported with shared::cta mode.
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:3
  nvvm.cp.async.bulk.tensor.shared.cluster.global %sdst, %tmap, %bar, box[%c0] multicast_mask = %m {isCTAOnly = true} : !llvm.ptr<3>, !llvm.ptr
  // CHECK: error[rule]: Predicate is supported only for shared::cluster mode.
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:3
  nvvm.cp.async.bulk.tensor.shared.cluster.global %sdst, %tmap, %bar, box[%c0] predicate = %p {isCTAOnly = true} : !llvm.ptr<3>, !llvm.ptr
  // CHECK: error[rule]: CTAGroup is not supported with shared::cta mode.
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:3
  nvvm.cp.async.bulk.tensor.shared.cluster.global %sdst, %tmap, %bar, box[%c0] {isCTAOnly = true, group = #nvvm.cta_group<cta_1>} : !llvm.ptr<3>, !llvm.ptr
  // CHECK: error[rule]: CTAGroup is not supported with shared::cta mode.
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:3
  nvvm.cp.async.bulk.tensor.shared.cluster.global %sdst, %tmap, %bar, box[%c0, %c1, %c2] im2col[%o0] l2_cache_hint = %h {isCTAOnly = true, mode = #nvvm.tma_load_mode<im2col>, group = #nvvm.cta_group<cta_2>} : !llvm.ptr<3>, !llvm.ptr
  // MLIR 22's rules for the im2col_w and gather4 modes.
  // CHECK: error[rule]:  im2col offsets expected 2
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:3
  nvvm.cp.async.bulk.tensor.shared.cluster.global %dst, %tmap, %bar, box[%c0, %c1, %c2] im2col[%o0] {mode = #nvvm.tma_load_mode<im2col_w>} : !llvm.ptr<7>, !llvm.ptr
  // CHECK: error[rule]: to use im2col_w_128 mode, the tensor has to be at least 3-dimensional
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:3
  nvvm.cp.async.bulk.tensor.shared.cluster.global %dst, %tmap, %bar, box[%c0, %c1] im2col[%o0, %o0] {mode = #nvvm.tma_load_mode<im2col_w_128>} : !llvm.ptr<7>, !llvm.ptr
  // CHECK: error[rule]: Gather4 mode expects 5 coordinates
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:3
  nvvm.cp.async.bulk.tensor.shared.cluster.global %dst, %tmap, %bar, box[%c0, %c1, %c2] {mode = #nvvm.tma_load_mode<tile_gather4>} : !llvm.ptr<7>, !llvm.ptr
  llvm.return
}

// -----
// Operand types and address spaces: at the operand.
llvm.func @types(%dst: !llvm.ptr<7>, %tmap: !llvm.ptr, %bar: !llvm.ptr<3>, %gbar: !llvm.ptr<1>, %gmap: !llvm.ptr<1>, %c0: i32, %l: i64, %w: i32, %p: i32) {
  // CHECK: error[type]: operand 'box.1' of 'nvvm.cp.async.bulk.tensor.shared.cluster.global' must be i32, but got i64
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:79
  nvvm.cp.async.bulk.tensor.shared.cluster.global %dst, %tmap, %bar, box[%c0, %l] : !llvm.ptr<7>, !llvm.ptr
  // CHECK: error[space]: operand #2 of 'nvvm.cp.async.bulk.tensor.shared.cluster.global' must be a pointer of the right address space, but got !llvm.ptr<1>
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+3]]:64
  // CHECK: = 'nvvm.cp.async.bulk.tensor.shared.cluster.global' takes 'bar' as a pointer to shared_cta (!llvm.ptr<3>)
  // CHECK-EMPTY:
  nvvm.cp.async.bulk.tensor.shared.cluster.global %dst, %tmap, %gbar, box[%c0] : !llvm.ptr<7>, !llvm.ptr
  // CHECK: error[space]: operand #1 of 'nvvm.cp.async.bulk.tensor.shared.cluster.global' must be a pointer of the right address space, but got !llvm.ptr<1>
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+2]]:57
  // CHECK: = 'nvvm.cp.async.bulk.tensor.shared.cluster.global' takes 'tmaDescriptor' as a pointer to generic (!llvm.ptr)
  nvvm.cp.async.bulk.tensor.shared.cluster.global %dst, %gmap, %bar, box[%c0] : !llvm.ptr<7>, !llvm.ptr<1>
  // CHECK: error[type]: operand 'im2col.0' of 'nvvm.cp.async.bulk.tensor.shared.cluster.global' must be i16, but got i32
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:96
  nvvm.cp.async.bulk.tensor.shared.cluster.global %dst, %tmap, %bar, box[%c0, %c0, %c0] im2col[%w] {mode = #nvvm.tma_load_mode<im2col>} : !llvm.ptr<7>, !llvm.ptr
  // CHECK: error[type]: operand 'mask' of 'nvvm.cp.async.bulk.tensor.shared.cluster.global' must be i16, but got i32
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+3]]:96
  // CHECK: error[type]: operand 'hint' of 'nvvm.cp.async.bulk.tensor.shared.cluster.global' must be i64, but got i32
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:115
  nvvm.cp.async.bulk.tensor.shared.cluster.global %dst, %tmap, %bar, box[%c0] multicast_mask = %w l2_cache_hint = %w : !llvm.ptr<7>, !llvm.ptr
  // CHECK: error[type]: '%p' has type i32, but is used as i1
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:91
  nvvm.cp.async.bulk.tensor.shared.cluster.global %dst, %tmap, %bar, box[%c0] predicate = %p : !llvm.ptr<7>, !llvm.ptr
  // The type list must match the operands.
  // CHECK: error[type]: type !llvm.ptr<3> does not match the operand's type !llvm.ptr<7>
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:81
  nvvm.cp.async.bulk.tensor.shared.cluster.global %dst, %tmap, %bar, box[%c0] : !llvm.ptr<3>, !llvm.ptr
  llvm.return
}

// -----
// More than 5 box values: at the list.
llvm.func @six(%dst: !llvm.ptr<7>, %tmap: !llvm.ptr, %bar: !llvm.ptr<3>, %c: i32) {
  // CHECK: error[operands]: 'nvvm.cp.async.bulk.tensor.shared.cluster.global' takes 1 to 5 values in 'box[...]', got 6
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:70
  nvvm.cp.async.bulk.tensor.shared.cluster.global %dst, %tmap, %bar, box[%c, %c, %c, %c, %c, %c] : !llvm.ptr<7>, !llvm.ptr
  llvm.return
}

// -----
// Also in im2col mode (the 6-d box is refused before the mode is looked at).
llvm.func @six_im2col(%dst: !llvm.ptr<7>, %tmap: !llvm.ptr, %bar: !llvm.ptr<3>, %c: i32, %o: i16) {
  // CHECK: error[operands]: 'nvvm.cp.async.bulk.tensor.shared.cluster.global' takes 1 to 5 values in 'box[...]', got 6
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:70
  nvvm.cp.async.bulk.tensor.shared.cluster.global %dst, %tmap, %bar, box[%c, %c, %c, %c, %c, %c] im2col[%o, %o, %o, %o] {mode = #nvvm.tma_load_mode<im2col>} : !llvm.ptr<7>, !llvm.ptr
  llvm.return
}

// -----
llvm.func @empty_box(%dst: !llvm.ptr<7>, %tmap: !llvm.ptr, %bar: !llvm.ptr<3>) {
  // CHECK: error[operands]: 'nvvm.cp.async.bulk.tensor.shared.cluster.global' takes 1 to 5 values in 'box[...]', got 0
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:70
  nvvm.cp.async.bulk.tensor.shared.cluster.global %dst, %tmap, %bar, box[] : !llvm.ptr<7>, !llvm.ptr
  llvm.return
}

// -----
// More than 3 im2col offsets: at the list.
llvm.func @four_offsets(%dst: !llvm.ptr<7>, %tmap: !llvm.ptr, %bar: !llvm.ptr<3>, %c: i32, %o: i16) {
  // CHECK: error[operands]: 'nvvm.cp.async.bulk.tensor.shared.cluster.global' takes 0 to 3 values in 'im2col[...]', got 4
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:94
  nvvm.cp.async.bulk.tensor.shared.cluster.global %dst, %tmap, %bar, box[%c, %c, %c, %c, %c] im2col[%o, %o, %o, %o] {mode = #nvvm.tma_load_mode<im2col>} : !llvm.ptr<7>, !llvm.ptr
  llvm.return
}

// -----
// Attribute values.
llvm.func @bad_group(%dst: !llvm.ptr<7>, %tmap: !llvm.ptr, %bar: !llvm.ptr<3>, %c: i32) {
  // CHECK: error[attr]: unknown cta group 'cta_3'
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+2]]:79
  // CHECK: = expected one of: cta_1, cta_2
  nvvm.cp.async.bulk.tensor.shared.cluster.global %dst, %tmap, %bar, box[%c] {group = #nvvm.cta_group<cta_3>} : !llvm.ptr<7>, !llvm.ptr
  llvm.return
}

// -----
llvm.func @store_mode_on_load(%dst: !llvm.ptr<7>, %tmap: !llvm.ptr, %bar: !llvm.ptr<3>, %c: i32) {
  // CHECK: error[attr]: 'mode' must be a #nvvm.tma_load_mode<...> attribute
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:79
  nvvm.cp.async.bulk.tensor.shared.cluster.global %dst, %tmap, %bar, box[%c] {mode = #nvvm.tma_store_mode<im2col>} : !llvm.ptr<7>, !llvm.ptr
  llvm.return
}

// -----
llvm.func @cta_only_int(%dst: !llvm.ptr<7>, %tmap: !llvm.ptr, %bar: !llvm.ptr<3>, %c: i32) {
  // CHECK: error[attr]: 'isCTAOnly' must be true or false
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:79
  nvvm.cp.async.bulk.tensor.shared.cluster.global %dst, %tmap, %bar, box[%c] {isCTAOnly = 1} : !llvm.ptr<7>, !llvm.ptr
  llvm.return
}

// -----
llvm.func @type_count(%dst: !llvm.ptr<7>, %tmap: !llvm.ptr, %bar: !llvm.ptr<3>, %c: i32) {
  // The type list names dst and the descriptor only (MLIR 22's format).
  // CHECK: error[type]: 'nvvm.cp.async.bulk.tensor.shared.cluster.global' expects 2 type(s) after ':', got 3
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:3
  nvvm.cp.async.bulk.tensor.shared.cluster.global %dst, %tmap, %bar, box[%c] : !llvm.ptr<7>, !llvm.ptr, !llvm.ptr<3>
  llvm.return
}
// CHECK-NOT: error
