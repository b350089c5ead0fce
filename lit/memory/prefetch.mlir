// nvvm.prefetch in MLIR 22's keyword syntax: MLIR's prefetch.mlir (L1, L2,
// L2 with an eviction priority, the uniform L1) plus the tensormap forms of
// its nvvmir.mlir. llc-22 selects these from sm_90 at PTX 8.0 only.
// A predicate is honoured (a guarded block); mlir-translate-22 drops it and
// --convert-nvvm-to-llvm makes inline PTX (docs/mlir-differences.md).
// RUN: %nvvm-lower %s --target sm_90 --emit llvm-ir | %FileCheck %s --check-prefix=LL
// RUN: %nvvm-lower %s --target sm_90 | %FileCheck %s --check-prefix=PTX
// RUN: %nvvm-lower %s --target sm_90 | %ptxas-verify
// RUN: %nvvm-lower %s --target sm_100a | %ptxas-verify
// RUN: %nvvm-lower %s --target sm_120 | %ptxas-verify

// PTX: .version 8.0

// LL-LABEL: @prefetch_L1(
// LL: call void @llvm.nvvm.prefetch.L1(ptr %gen_ptr)
// LL-NEXT: call void @llvm.nvvm.prefetch.local.L1(ptr addrspace(5) %local_ptr)
// LL-NEXT: call void @llvm.nvvm.prefetch.global.L1(ptr addrspace(1) %global_ptr)
// PTX-LABEL: prefetch_L1(
// PTX-DAG: prefetch.L1 [%rd{{[0-9]+}}];
// PTX-DAG: prefetch.local.L1 [%rd{{[0-9]+}}];
// PTX-DAG: prefetch.global.L1 [%rd{{[0-9]+}}];
llvm.func @prefetch_L1(%gen_ptr: !llvm.ptr, %local_ptr: !llvm.ptr<5>, %global_ptr: !llvm.ptr<1>) {
  nvvm.prefetch level = L1, %gen_ptr : !llvm.ptr<0>
  nvvm.prefetch level = L1, %local_ptr : !llvm.ptr<5>
  nvvm.prefetch level = L1, %global_ptr : !llvm.ptr<1>
  llvm.return
}

// LL-LABEL: @prefetch_L2(
// LL: call void @llvm.nvvm.prefetch.L2(ptr %gen_ptr)
// LL-NEXT: call void @llvm.nvvm.prefetch.local.L2(ptr addrspace(5) %local_ptr)
// LL-NEXT: call void @llvm.nvvm.prefetch.global.L2(ptr addrspace(1) %global_ptr)
// PTX-LABEL: prefetch_L2(
// PTX-DAG: prefetch.L2 [%rd{{[0-9]+}}];
// PTX-DAG: prefetch.local.L2 [%rd{{[0-9]+}}];
// PTX-DAG: prefetch.global.L2 [%rd{{[0-9]+}}];
llvm.func @prefetch_L2(%gen_ptr: !llvm.ptr, %local_ptr: !llvm.ptr<5>, %global_ptr: !llvm.ptr<1>) {
  nvvm.prefetch level = L2, %gen_ptr : !llvm.ptr<0>
  nvvm.prefetch level = L2, %local_ptr : !llvm.ptr<5>
  nvvm.prefetch level = L2, %global_ptr : !llvm.ptr<1>
  llvm.return
}

// LL-LABEL: @prefetch_L2_eviction_priority(
// LL: call void @llvm.nvvm.prefetch.global.L2.evict.last(ptr addrspace(1) %global_ptr)
// LL-NEXT: call void @llvm.nvvm.prefetch.global.L2.evict.normal(ptr addrspace(1) %global_ptr)
// PTX-LABEL: prefetch_L2_eviction_priority(
// PTX: prefetch.global.L2::evict_last [%rd{{[0-9]+}}];
// PTX: prefetch.global.L2::evict_normal [%rd{{[0-9]+}}];
llvm.func @prefetch_L2_eviction_priority(%global_ptr: !llvm.ptr<1>) {
  nvvm.prefetch level = L2, evict_priority = evict_last, %global_ptr : !llvm.ptr<1>
  nvvm.prefetch level = L2, evict_priority = evict_normal, %global_ptr : !llvm.ptr<1>
  llvm.return
}

// LL-LABEL: @prefetch_L1_uniform(
// LL: call void @llvm.nvvm.prefetchu.L1(ptr %gen_ptr)
// PTX-LABEL: prefetch_L1_uniform(
// PTX: prefetchu.L1 [%rd{{[0-9]+}}];
llvm.func @prefetch_L1_uniform(%gen_ptr: !llvm.ptr) {
  nvvm.prefetch level = L1 uniform, %gen_ptr : !llvm.ptr
  llvm.return
}

// LL-LABEL: @prefetch_tensormap(
// LL: call void @llvm.nvvm.prefetch.tensormap.p0(ptr %gen_ptr)
// LL-NEXT: call void @llvm.nvvm.prefetch.tensormap.p4(ptr addrspace(4) %const_ptr)
// LL-NEXT: %[[P:.*]] = addrspacecast ptr %gen_ptr to ptr addrspace(101)
// LL-NEXT: call void @llvm.nvvm.prefetch.tensormap.p101(ptr addrspace(101) %[[P]])
// PTX-LABEL: prefetch_tensormap(
// PTX-DAG: prefetch.tensormap [%rd{{[0-9]+}}];
// PTX-DAG: prefetch.const.tensormap [%rd{{[0-9]+}}];
// PTX-DAG: prefetch.param.tensormap [%rd{{[0-9]+}}];
llvm.func @prefetch_tensormap(%gen_ptr: !llvm.ptr, %const_ptr: !llvm.ptr<4>) {
  nvvm.prefetch tensormap, %gen_ptr : !llvm.ptr
  nvvm.prefetch tensormap, %const_ptr : !llvm.ptr<4>
  nvvm.prefetch tensormap in_param_space, %gen_ptr : !llvm.ptr
  llvm.return
}

// LL-LABEL: @prefetch_tensormap_predicate(
// LL: br i1 %p, label %pred.then, label %pred.cont
// LL: call void @llvm.nvvm.prefetch.tensormap.p0(ptr %gen_ptr)
// PTX-LABEL: prefetch_tensormap_predicate(
// PTX: prefetch.tensormap [%rd{{[0-9]+}}];
llvm.func @prefetch_tensormap_predicate(%gen_ptr: !llvm.ptr, %p : i1) {
  nvvm.prefetch tensormap, %gen_ptr, predicate = %p : !llvm.ptr, i1
  llvm.return
}
