// nvvm.mbarrier.arrive_drop (count-less, CTA scope, not relaxed: kept on the
// legacy sm_80 intrinsic, see docs/spec-deviations.md #7) and
// nvvm.mbarrier.arrive_drop.nocomplete. Scoped, relaxed, shared::cluster and
// expect_tx forms need sm_90: arrive_drop_sm90.mlir.
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

// LL-LABEL: define void @arrive_drop_generic(ptr %barrier)
// LL-NEXT: entry:
// LL-NEXT: %[[P:[0-9]+]] = addrspacecast ptr %barrier to ptr addrspace(3)
// LL-NEXT: %{{[0-9]+}} = call i64 @llvm.nvvm.mbarrier.arrive.drop.shared(ptr addrspace(3) %[[P]])
// LL-NEXT: ret void
// PTX-LABEL: .func arrive_drop_generic(
// PTX: cvta.to.shared.u64 %rd[[S:[0-9]+]], %rd{{[0-9]+}};
// PTX-NEXT: mbarrier.arrive_drop.shared.b64 %rd{{[0-9]+}}, [%rd[[S]]];
// PTX-NEXT: ret;
llvm.func @arrive_drop_generic(%barrier: !llvm.ptr) {
  %0 = nvvm.mbarrier.arrive_drop %barrier : !llvm.ptr -> i64
  llvm.return
}

// LL-LABEL: define i64 @arrive_drop_shared(ptr addrspace(3) %barrier)
// LL-NEXT: entry:
// LL-NEXT: call i64 @llvm.nvvm.mbarrier.arrive.drop.shared(ptr addrspace(3) %barrier)
// LL-NEXT: %[[S:[0-9]+]] = call i64 @llvm.nvvm.mbarrier.arrive.drop.shared(ptr addrspace(3) %barrier)
// LL-NEXT: ret i64 %[[S]]
// PTX-LABEL: .func (.param .b64 func_retval0) arrive_drop_shared(
// PTX: mbarrier.arrive_drop.shared.b64 %rd{{[0-9]+}}, [%rd[[B:[0-9]+]]];
// PTX-NEXT: mbarrier.arrive_drop.shared.b64 %rd[[S:[0-9]+]], [%rd[[B]]];
// PTX-NEXT: st.param.b64 [func_retval0], %rd[[S]];
llvm.func @arrive_drop_shared(%barrier: !llvm.ptr<3>) -> i64 {
  nvvm.mbarrier.arrive_drop %barrier : !llvm.ptr<3>
  %1 = nvvm.mbarrier.arrive_drop %barrier {scope = #nvvm.mem_scope<cta>} : !llvm.ptr<3> -> i64
  llvm.return %1 : i64
}

// LL-LABEL: define void @arrive_drop_nocomplete_generic(ptr %barrier, i32 %count)
// LL-NEXT: entry:
// LL-NEXT: %{{[0-9]+}} = call i64 @llvm.nvvm.mbarrier.arrive.drop.noComplete(ptr %barrier, i32 %count)
// LL-NEXT: ret void
// PTX-LABEL: .func arrive_drop_nocomplete_generic(
// PTX: mbarrier.arrive_drop.noComplete.b64 %rd{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
// PTX-NEXT: ret;
llvm.func @arrive_drop_nocomplete_generic(%barrier: !llvm.ptr, %count: i32) {
  %0 = nvvm.mbarrier.arrive_drop.nocomplete %barrier, %count : !llvm.ptr, i32 -> i64
  llvm.return
}

// LL-LABEL: define void @arrive_drop_nocomplete_shared(ptr addrspace(3) %barrier)
// LL-NEXT: entry:
// LL-NEXT: %{{[0-9]+}} = call i64 @llvm.nvvm.mbarrier.arrive.drop.noComplete.shared(ptr addrspace(3) %barrier, i32 7)
// LL-NEXT: ret void
// PTX-LABEL: .func arrive_drop_nocomplete_shared(
// PTX: mov.b32 %r[[C:[0-9]+]], 7;
// PTX-NEXT: mbarrier.arrive_drop.noComplete.shared.b64 %rd{{[0-9]+}}, [%rd{{[0-9]+}}], %r[[C]];
// PTX-NEXT: ret;
llvm.func @arrive_drop_nocomplete_shared(%barrier: !llvm.ptr<3>) {
  %c7 = llvm.mlir.constant(7 : i32) : i32
  %0 = nvvm.mbarrier.arrive_drop.nocomplete %barrier, %c7 : !llvm.ptr<3>, i32 -> i64
  llvm.return
}
