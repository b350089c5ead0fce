// Malformed tcgen05 op syntax that MLIR 22's parser refuses (mlir-opt-22 message
// in each chunk's comment), or a diagnostic that used to mislead. Each chunk:
// a diagnostic at the chunk's own line, exit status 1, nothing on stdout.
// RUN: %nvvm-lower %s --split-input-file --target sm_100a > %t.out 2> %t.err; test $? -eq 1
// RUN: %count 0 < %t.out
// RUN: %FileCheck %s -DFILE=%s --input-file %t.err
// mlir-opt-22 refuses every chunk too (one "error:" per chunk).
// RUN: %not %mlir-opt %s --split-input-file 2>&1 >/dev/null | grep -c 'error:' | grep -qx 11

// Was: a second kind silently replaces the first: this compiles to a single
// tcgen05.fence::after_thread_sync, the `before` fence is dropped without a
// word (mlir-opt-22: "expected operation name in quotes").
//   printf 'llvm.func @f() {\n  nvvm.tcgen05.fence #nvvm.tcgen05_fence<before> #nvvm.tcgen05_fence<after>\n  llvm.return\n}\n' | nvvm-lower - --target sm_100a --emit llvm-ir
llvm.func @two_fence_kinds() {
  // CHECK: error[attr]: 'nvvm.tcgen05.fence' takes one #nvvm.tcgen05_fence
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:{{[0-9]+}}
  nvvm.tcgen05.fence #nvvm.tcgen05_fence<before> #nvvm.tcgen05_fence<after>
  llvm.return
}

// -----
// Was: likewise for wait (compiles to wait::st only).
llvm.func @two_wait_kinds() {
  // CHECK: error[attr]: 'nvvm.tcgen05.wait' takes one #nvvm.tcgen05_wait
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:{{[0-9]+}}
  nvvm.tcgen05.wait #nvvm.tcgen05_wait<load> #nvvm.tcgen05_wait<store>
  llvm.return
}

// -----
// Was: the kind in the attribute dictionary instead of after the op name is
// accepted (mlir-opt-22: "expected '<'").
llvm.func @kind_in_dictionary() {
  // CHECK: error[attr]: the #nvvm.tcgen05_fence of 'nvvm.tcgen05.fence' is written after the op name
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:{{[0-9]+}}
  nvvm.tcgen05.fence {kind = #nvvm.tcgen05_fence<before>}
  llvm.return
}

// -----
// Was: the comma before multicast_mask may be left out (mlir-opt-22:
// "expected ':'"); it compiles to the multicast commit.
llvm.func @mask_without_comma(%bar: !llvm.ptr<3>, %mask: i16) {
  // CHECK: error[parse]: expected ',' before 'multicast_mask'
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:{{[0-9]+}}
  nvvm.tcgen05.commit %bar multicast_mask = %mask : !llvm.ptr<3>, i16
  llvm.return
}

// -----
// Was: a dangling comma after the barrier is accepted (mlir-opt-22: "custom op
// 'nvvm.tcgen05.commit' expected 'multicast_mask'").
llvm.func @commit_trailing_comma(%bar: !llvm.ptr<3>) {
  // CHECK: error[parse]: expected an operand after ',', found ':'
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:{{[0-9]+}}
  nvvm.tcgen05.commit %bar, : !llvm.ptr<3>
  llvm.return
}

// -----
// Was: the same for alloc (mlir-opt-22: "expected ':'").
llvm.func @alloc_trailing_comma(%addr: !llvm.ptr, %ncols: i32) {
  // CHECK: error[parse]: expected an operand after ',', found ':'
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:{{[0-9]+}}
  nvvm.tcgen05.alloc %addr, %ncols, : !llvm.ptr, i32
  llvm.return
}

// -----
// Was: a mask written as a second positional operand gets "takes 1 to 2
// operand(s) (addr, [multicast_mask = mask]), got 2", which contradicts itself
// (the mask needs `multicast_mask =`; mlir-opt-22: "expected 'multicast_mask'").
llvm.func @positional_mask(%bar: !llvm.ptr<3>, %mask: i16) {
  // CHECK: error[operands]: 'nvvm.tcgen05.commit' takes 1 positional operand(s) (addr), got 2
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:{{[0-9]+}}
  nvvm.tcgen05.commit %bar, %mask : !llvm.ptr<3>, i16
  llvm.return
}

// -----
// Was: a fence kind on a wait reads "expected an operation, found
// '#nvvm.tcgen05_fence'", as if the wait had ended before its kind (it would
// then lack one); the diagnostic should say that a #nvvm.tcgen05_wait kind is
// expected (mlir-opt-22: "custom op 'nvvm.tcgen05.wait' invalid kind of
// attribute specified").
llvm.func @fence_kind_on_wait() {
  // CHECK-NOT: expected an operation
  // CHECK: error[attr]: 'nvvm.tcgen05.wait' expects #nvvm.tcgen05_wait here, found #nvvm.tcgen05_fence
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:21
  nvvm.tcgen05.wait #nvvm.tcgen05_fence<before>
  llvm.return
}

// -----
// Was: the same the other way round.
llvm.func @wait_kind_on_fence() {
  // CHECK-NOT: expected an operation
  // CHECK: error[attr]: 'nvvm.tcgen05.fence' expects #nvvm.tcgen05_fence here, found #nvvm.tcgen05_wait
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:22
  nvvm.tcgen05.fence #nvvm.tcgen05_wait<load>
  llvm.return
}
// -----
// mma's scale follows enableInputD without a comma (mlir-opt-22: "expected
// SSA operand"), unlike commit's multicast_mask.
llvm.func @mma_scale_after_comma(%d: !llvm.ptr<6>, %a: i64, %b: i64, %idesc: i32, %en: i1) {
  %s = llvm.mlir.constant(0 : i64) : i64
  // CHECK: error[parse]: 'scale' follows the previous operand without a ','
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:{{[0-9]+}}
  nvvm.tcgen05.mma %d, %a, %b, %idesc, %en, scale = %s {kind = #nvvm.tcgen05_mma_kind<f16>, ctaGroup = #nvvm.cta_group<cta_1>} : (!llvm.ptr<6>, i64, i64, i32, i1, i64)
  llvm.return
}
// -----
// scale comes before mask (mlir-opt-22: "expected ':'").
llvm.func @mma_mask_before_scale(%d: !llvm.ptr<6>, %a: i64, %b: i64, %idesc: i32, %en: i1, %m: vector<4xi32>) {
  %s = llvm.mlir.constant(0 : i64) : i64
  // CHECK: error[parse]: 'scale' must come before 'mask'
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:{{[0-9]+}}
  nvvm.tcgen05.mma %d, %a, %b, %idesc, %en mask = %m scale = %s {kind = #nvvm.tcgen05_mma_kind<tf32>, ctaGroup = #nvvm.cta_group<cta_1>} : (!llvm.ptr<6>, i64, i64, i32, i1, i64, vector<4xi32>)
  llvm.return
}
// CHECK-NOT: error
