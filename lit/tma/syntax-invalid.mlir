// Malformed TMA op syntax that MLIR 22's parser refuses: each chunk must be
// diagnosed at its own line, exit status 1, nothing on stdout.
//
// The first four once compiled silently with an operand or attribute dropped
// (mlir-translate-22 refuses them: "expected ':'", "duplicate key ... in
// dictionary attribute"); the rest once had a wrong message or line.
// RUN: %nvvm-lower %s --split-input-file --target sm_90a > %t.out 2> %t.err; test $? -eq 1
// RUN: %count 0 < %t.out
// RUN: %FileCheck %s -DFILE=%s --input-file %t.err

// a second box[...] overwrites the first one slot by slot: this lowers to
// a 3-d load with box (%d, %b, %c).
llvm.func @two_boxes(%dst: !llvm.ptr<7>, %tmap: !llvm.ptr, %bar: !llvm.ptr<3>, %a: i32, %b: i32, %c: i32, %d: i32) {
  // CHECK: error[{{[a-z-]+}}]: {{.*}}box
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:{{[0-9]+}}
  nvvm.cp.async.bulk.tensor.shared.cluster.global %dst, %tmap, %bar, box[%a, %b, %c] box[%d] : !llvm.ptr<7>, !llvm.ptr
  llvm.return
}

// -----
// a repeated keyword operand silently replaces the first (%m2 is used).
llvm.func @two_masks(%dst: !llvm.ptr<7>, %tmap: !llvm.ptr, %bar: !llvm.ptr<3>, %a: i32, %m: i16, %m2: i16) {
  // CHECK: error[{{[a-z-]+}}]: {{.*}}multicast_mask
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:{{[0-9]+}}
  nvvm.cp.async.bulk.tensor.shared.cluster.global %dst, %tmap, %bar, box[%a] multicast_mask = %m multicast_mask = %m2 : !llvm.ptr<7>, !llvm.ptr
  llvm.return
}

// -----
// likewise for the predicate (the load is guarded by %q only).
llvm.func @two_predicates(%dst: !llvm.ptr<7>, %tmap: !llvm.ptr, %bar: !llvm.ptr<3>, %a: i32, %p: i1, %q: i1) {
  // CHECK: error[{{[a-z-]+}}]: {{.*}}predicate
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:{{[0-9]+}}
  nvvm.cp.async.bulk.tensor.shared.cluster.global %dst, %tmap, %bar, box[%a] predicate = %p predicate = %q : !llvm.ptr<7>, !llvm.ptr
  llvm.return
}

// -----
// a key repeated in the attribute dictionary: the last one silently wins
// (this compiles as a shared::cluster load; the same holds for every op's
// attribute dictionary, e.g. `{relaxed = true, relaxed = false}` on
// nvvm.mbarrier.arrive).
llvm.func @two_modes(%dst: !llvm.ptr<7>, %tmap: !llvm.ptr, %bar: !llvm.ptr<3>, %a: i32) {
  // CHECK: error[{{[a-z-]+}}]: {{.*}}isCTAOnly
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:{{[0-9]+}}
  nvvm.cp.async.bulk.tensor.shared.cluster.global %dst, %tmap, %bar, box[%a] {isCTAOnly = true, isCTAOnly = false} : !llvm.ptr<7>, !llvm.ptr
  llvm.return
}

// -----
// box values written without box[...]: the message reads "takes 3 to 8
// operand(s) (...), got 8", which contradicts itself.
llvm.func @positional_box(%tmap: !llvm.ptr, %src: !llvm.ptr<3>, %c: i32, %h: i64) {
  // CHECK: error[operands]: 'nvvm.cp.async.bulk.tensor.global.shared.cta'
  // CHECK-NOT: takes 3 to 8 operand(s) {{.*}}, got 8
  // CHECK: ┌─ [[FILE]]:[[@LINE+1]]:3
  nvvm.cp.async.bulk.tensor.global.shared.cta %tmap, %src, %c, %c, %c, %c, %c, %h : !llvm.ptr, !llvm.ptr<3>
  llvm.return
}

// -----
// the "for example" note of a wrong type count spells the op in a syntax
// that does not parse (bare box values, `%hint` without `l2_cache_hint =`).
llvm.func @store_type_count(%tmap: !llvm.ptr, %src: !llvm.ptr<3>, %c: i32) {
  // CHECK: error[type]: 'nvvm.cp.async.bulk.tensor.global.shared.cta' expects 2 type(s) after ':', got 1
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+2]]:3
  // CHECK: = for example: nvvm.cp.async.bulk.tensor.global.shared.cta %tmaDescriptor, %src, box[{{.*}}] {{.*}}: !llvm.ptr, !llvm.ptr<3>
  nvvm.cp.async.bulk.tensor.global.shared.cta %tmap, %src, box[%c] : !llvm.ptr
  llvm.return
}

// -----
// the same for the load.
llvm.func @load_type_count(%dst: !llvm.ptr<7>, %tmap: !llvm.ptr, %bar: !llvm.ptr<3>, %c: i32) {
  // CHECK: error[type]: 'nvvm.cp.async.bulk.tensor.shared.cluster.global' expects 2 type(s) after ':', got 0
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+2]]:3
  // CHECK: = for example: nvvm.cp.async.bulk.tensor.shared.cluster.global %dst, %tmaDescriptor, %bar, box[{{.*}}] {{.*}}: !llvm.ptr<7>, !llvm.ptr
  nvvm.cp.async.bulk.tensor.shared.cluster.global %dst, %tmap, %bar, box[%c]
  llvm.return
}

// -----
// a load-only operand on a store is reported as "unknown operation
// 'im2col'" / "unknown operation 'multicast_mask'" (the op is taken to end
// before it).
llvm.func @store_im2col(%tmap: !llvm.ptr, %src: !llvm.ptr<3>, %c: i32, %o: i16) {
  // CHECK: error[{{[a-z-]+}}]: 'nvvm.cp.async.bulk.tensor.global.shared.cta' {{.*}}im2col
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:{{[0-9]+}}
  nvvm.cp.async.bulk.tensor.global.shared.cta %tmap, %src, box[%c, %c, %c] im2col[%o] {mode = #nvvm.tma_store_mode<im2col>} : !llvm.ptr, !llvm.ptr<3>
  llvm.return
}

// -----
// as above, for multicast_mask.
llvm.func @store_mask(%tmap: !llvm.ptr, %src: !llvm.ptr<3>, %c: i32, %m: i16) {
  // CHECK: error[{{[a-z-]+}}]: 'nvvm.cp.async.bulk.tensor.global.shared.cta' {{.*}}multicast
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:{{[0-9]+}}
  nvvm.cp.async.bulk.tensor.global.shared.cta %tmap, %src, box[%c] multicast_mask = %m : !llvm.ptr, !llvm.ptr<3>
  llvm.return
}

// -----
// an SSA value as the group count is reported on the next line
// ("expected '=', found 'llvm.return'").
llvm.func @wait_value(%n: i32) {
  // CHECK: error[{{[a-z-]+}}]:
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:{{[0-9]+}}
  nvvm.cp.async.bulk.wait_group %n
  llvm.return
}
// CHECK-NOT: error
