// MLIR 22's verifier rules for nvvm.prefetch, with mlir-translate-22's
// messages, in its order of checks, and the gate: llc-22 selects prefetch
// from sm_90 only.
// RUN: %nvvm-lower %s --split-input-file --target sm_90 > %t.out 2> %t.err; test $? -eq 1
// RUN: %count 0 < %t.out
// RUN: %FileCheck %s -DFILE=%s --input-file %t.err
// RUN: %not %nvvm-lower %s --split-input-file --target sm_89 2>&1 | %FileCheck %s --check-prefix=GATE

// CHECK: error[rule]: cannot specify both tensormap and cache level
// CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+2]]:3
llvm.func @both(%p : !llvm.ptr) {
  nvvm.prefetch level = L1, tensormap, %p : !llvm.ptr
  llvm.return
}

// -----

// CHECK: error[rule]: prefetch tensormap requires a generic or constant pointer
llvm.func @tensormap_global(%p : !llvm.ptr<1>) {
  nvvm.prefetch tensormap, %p : !llvm.ptr<1>
  llvm.return
}

// -----

// CHECK: error[rule]: prefetch tensormap does not support eviction priority
llvm.func @tensormap_evict(%p : !llvm.ptr) {
  nvvm.prefetch tensormap, evict_priority = evict_last, %p : !llvm.ptr
  llvm.return
}

// -----

// CHECK: error[rule]: in_param_space can only be specified for a generic pointer
llvm.func @param_const(%p : !llvm.ptr<4>) {
  nvvm.prefetch tensormap in_param_space, %p : !llvm.ptr<4>
  llvm.return
}

// -----

// CHECK: error[rule]: prefetch to cache level requires a generic, global, or local pointer
llvm.func @level_const(%p : !llvm.ptr<4>) {
  nvvm.prefetch level = L2, %p : !llvm.ptr<4>
  llvm.return
}

// -----

// CHECK: error[rule]: unsupported cache level, the only supported uniform cache level is L1
llvm.func @uniform_L2(%p : !llvm.ptr) {
  nvvm.prefetch level = L2 uniform, %p : !llvm.ptr
  llvm.return
}

// -----

// CHECK: error[rule]: prefetch to uniform cache requires a generic pointer
llvm.func @uniform_global(%p : !llvm.ptr<1>) {
  nvvm.prefetch level = L1 uniform, %p : !llvm.ptr<1>
  llvm.return
}

// -----

// CHECK: error[rule]: cache eviction priority supported only for cache level L2
llvm.func @evict_L1(%p : !llvm.ptr<1>) {
  nvvm.prefetch level = L1, evict_priority = evict_last, %p : !llvm.ptr<1>
  llvm.return
}

// -----

// CHECK: error[rule]: cache eviction priority requires a global pointer
llvm.func @evict_generic(%p : !llvm.ptr) {
  nvvm.prefetch level = L2, evict_priority = evict_normal, %p : !llvm.ptr
  llvm.return
}

// -----

// CHECK: error[rule]: unsupported cache eviction priority, only evict_last and evict_normal are supported
llvm.func @evict_first(%p : !llvm.ptr<1>) {
  nvvm.prefetch level = L2, evict_priority = evict_first, %p : !llvm.ptr<1>
  llvm.return
}

// -----

// CHECK: error[rule]: predicate supported only on prefetch tensormap
llvm.func @level_predicate(%p : !llvm.ptr, %q : i1) {
  nvvm.prefetch level = L1, %p, predicate = %q : !llvm.ptr, i1
  llvm.return
}

// -----

// CHECK: error[rule]: requires specification of either cache level or tensormap
llvm.func @neither(%p : !llvm.ptr) {
  nvvm.prefetch %p : !llvm.ptr
  llvm.return
}

// -----

// GATE: error[gate-target]: 'nvvm.prefetch' (prefetch.global.L2::evict_last) is not available on sm_89
// GATE: = it needs one of [sm_90, {{.*}}] (set 'sm_90_up') with PTX ISA 8.0 or newer
llvm.func @gated(%p : !llvm.ptr<1>) {
  nvvm.prefetch level = L2, evict_priority = evict_last, %p : !llvm.ptr<1>
  llvm.return
}
