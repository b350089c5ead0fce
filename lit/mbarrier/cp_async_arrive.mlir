// nvvm.cp.async.mbarrier.arrive [noinc]: generic and shared (sm_80 @ PTX 7.0).
// RUN: %nvvm-lower %s --target sm_80 --emit llvm-ir | %FileCheck %s --check-prefix=LL
// RUN: %nvvm-lower %s --target sm_80 | %FileCheck %s --check-prefixes=PTX,PTX80
// RUN: %nvvm-lower %s --target sm_90 | %FileCheck %s --check-prefixes=PTX,PTX90
// RUN: %nvvm-lower %s --target sm_80 | %ptxas-verify
// RUN: %nvvm-lower %s --target sm_90 | %ptxas-verify
// RUN: %nvvm-lower %s --target sm_90a | %ptxas-verify
// RUN: %nvvm-lower %s --target sm_100a | %ptxas-verify
// RUN: %nvvm-lower %s --target sm_120 | %ptxas-verify

// PTX80: .version 7.0
// PTX90: .version 7.8

// LL-LABEL: define void @cp_async_arrive(ptr addrspace(3) %shared, ptr %gen)
// LL-NEXT: entry:
// LL-NEXT: call void @llvm.nvvm.cp.async.mbarrier.arrive(ptr %gen)
// LL-NEXT: call void @llvm.nvvm.cp.async.mbarrier.arrive.noinc(ptr %gen)
// LL-NEXT: call void @llvm.nvvm.cp.async.mbarrier.arrive.shared(ptr addrspace(3) %shared)
// LL-NEXT: call void @llvm.nvvm.cp.async.mbarrier.arrive.noinc.shared(ptr addrspace(3) %shared)
// LL-NEXT: call void @llvm.nvvm.cp.async.mbarrier.arrive.shared(ptr addrspace(3) %shared)
// LL-NEXT: ret void
// PTX-LABEL: .func cp_async_arrive(
// PTX: cp.async.mbarrier.arrive.b64 [%rd[[G:[0-9]+]]];
// PTX-NEXT: cp.async.mbarrier.arrive.noinc.b64 [%rd[[G]]];
// PTX-NEXT: cp.async.mbarrier.arrive.shared.b64 [%rd[[S:[0-9]+]]];
// PTX-NEXT: cp.async.mbarrier.arrive.noinc.shared.b64 [%rd[[S]]];
// PTX-NEXT: cp.async.mbarrier.arrive.shared.b64 [%rd[[S]]];
// PTX-NEXT: ret;
llvm.func @cp_async_arrive(%shared: !llvm.ptr<3>, %gen: !llvm.ptr) {
  nvvm.cp.async.mbarrier.arrive %gen : !llvm.ptr
  nvvm.cp.async.mbarrier.arrive %gen {noinc = true} : !llvm.ptr
  nvvm.cp.async.mbarrier.arrive %shared : !llvm.ptr<3>
  nvvm.cp.async.mbarrier.arrive %shared {noinc = true} : !llvm.ptr<3>
  nvvm.cp.async.mbarrier.arrive %shared {noinc = false} : !llvm.ptr<3>
  llvm.return
}
