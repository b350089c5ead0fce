// nvvm.mbarrier.arrive (count-less, CTA scope, not relaxed: the legacy sm_80
// intrinsic, as MLIR 22 lowers it) and nvvm.mbarrier.arrive.nocomplete.
// Forms that need sm_90 are in arrive_sm90.mlir.
// RUN: %nvvm-lower %s --target sm_80 --emit llvm-ir | %FileCheck %s --check-prefix=LL
// RUN: %nvvm-lower %s --target sm_80 | %FileCheck %s --check-prefixes=PTX,PTX80
// RUN: %nvvm-lower %s --target sm_90 | %FileCheck %s --check-prefixes=PTX,PTX90
// RUN: %nvvm-lower %s --target sm_80 | %ptxas-verify
// RUN: %nvvm-lower %s --target sm_90 | %ptxas-verify
// RUN: %nvvm-lower %s --target sm_90a | %ptxas-verify
// RUN: %nvvm-lower %s --target sm_100a | %ptxas-verify
// RUN: %nvvm-lower %s --target sm_103a | %ptxas-verify
// RUN: %nvvm-lower %s --target sm_120 | %ptxas-verify

// PTX80: .version 7.0
// PTX80-NEXT: .target sm_80
// PTX90: .version 7.8
// PTX90-NEXT: .target sm_90

// A generic address is cast to shared for the .shared intrinsic.
// LL-LABEL: define void @arrive_generic(ptr %barrier)
// LL-NEXT: entry:
// LL-NEXT: %[[P:[0-9]+]] = addrspacecast ptr %barrier to ptr addrspace(3)
// LL-NEXT: %{{[0-9]+}} = call i64 @llvm.nvvm.mbarrier.arrive.shared(ptr addrspace(3) %[[P]])
// LL-NEXT: ret void
// PTX-LABEL: .func arrive_generic(
// PTX: cvta.to.shared.u64 %rd[[S:[0-9]+]], %rd{{[0-9]+}};
// PTX-NEXT: mbarrier.arrive.shared.b64 %rd{{[0-9]+}}, [%rd[[S]]];
// PTX-NEXT: ret;
llvm.func @arrive_generic(%barrier: !llvm.ptr) {
  %0 = nvvm.mbarrier.arrive %barrier : !llvm.ptr -> i64
  llvm.return
}

// Explicit CTA scope and relaxed = false are the defaults: still the legacy form.
// The state is returned to the caller.
// LL-LABEL: define i64 @arrive_shared(ptr addrspace(3) %barrier)
// LL-NEXT: entry:
// LL-NEXT: %{{[0-9]+}} = call i64 @llvm.nvvm.mbarrier.arrive.shared(ptr addrspace(3) %barrier)
// LL-NEXT: %[[S:[0-9]+]] = call i64 @llvm.nvvm.mbarrier.arrive.shared(ptr addrspace(3) %barrier)
// LL-NEXT: ret i64 %[[S]]
// PTX-LABEL: .func (.param .b64 func_retval0) arrive_shared(
// PTX: mbarrier.arrive.shared.b64 %rd{{[0-9]+}}, [%rd[[B:[0-9]+]]];
// PTX-NEXT: mbarrier.arrive.shared.b64 %rd[[S:[0-9]+]], [%rd[[B]]];
// PTX-NEXT: st.param.b64 [func_retval0], %rd[[S]];
llvm.func @arrive_shared(%barrier: !llvm.ptr<3>) -> i64 {
  %0 = nvvm.mbarrier.arrive %barrier : !llvm.ptr<3> -> i64
  %1 = nvvm.mbarrier.arrive %barrier {scope = #nvvm.mem_scope<cta>, relaxed = false} : !llvm.ptr<3> -> i64
  llvm.return %1 : i64
}

// Without a result (MLIR 22's backward-compatible form) the call is still made.
// LL-LABEL: define void @arrive_shared_no_result(ptr addrspace(3) %barrier)
// LL-NEXT: entry:
// LL-NEXT: call i64 @llvm.nvvm.mbarrier.arrive.shared(ptr addrspace(3) %barrier)
// LL-NEXT: ret void
// PTX-LABEL: .func arrive_shared_no_result(
// PTX: mbarrier.arrive.shared.b64 %rd{{[0-9]+}}, [%rd{{[0-9]+}}];
// PTX-NEXT: ret;
llvm.func @arrive_shared_no_result(%barrier: !llvm.ptr<3>) {
  nvvm.mbarrier.arrive %barrier : !llvm.ptr<3>
  llvm.return
}

// LL-LABEL: define void @arrive_nocomplete_generic(ptr %barrier, i32 %count)
// LL-NEXT: entry:
// LL-NEXT: %{{[0-9]+}} = call i64 @llvm.nvvm.mbarrier.arrive.noComplete(ptr %barrier, i32 %count)
// LL-NEXT: ret void
// PTX-LABEL: .func arrive_nocomplete_generic(
// PTX: mbarrier.arrive.noComplete.b64 %rd{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
// PTX-NEXT: ret;
llvm.func @arrive_nocomplete_generic(%barrier: !llvm.ptr, %count: i32) {
  %0 = nvvm.mbarrier.arrive.nocomplete %barrier, %count : !llvm.ptr, i32 -> i64
  llvm.return
}

// LL-LABEL: define void @arrive_nocomplete_shared(ptr addrspace(3) %barrier, i32 %count)
// LL-NEXT: entry:
// LL-NEXT: %{{[0-9]+}} = call i64 @llvm.nvvm.mbarrier.arrive.noComplete.shared(ptr addrspace(3) %barrier, i32 %count)
// LL-NEXT: ret void
// PTX-LABEL: .func arrive_nocomplete_shared(
// PTX: mbarrier.arrive.noComplete.shared.b64 %rd{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
// PTX-NEXT: ret;
llvm.func @arrive_nocomplete_shared(%barrier: !llvm.ptr<3>, %count: i32) {
  %0 = nvvm.mbarrier.arrive.nocomplete %barrier, %count : !llvm.ptr<3>, i32 -> i64
  llvm.return
}
