// nvvm.mbarrier.init / nvvm.mbarrier.inval: generic and shared forms (sm_80 @ PTX 7.0).
// RUN: %nvvm-lower %s --target sm_80 --emit llvm-ir | %FileCheck %s --check-prefix=LL
// RUN: %nvvm-lower %s --target sm_80 | %FileCheck %s --check-prefixes=PTX,PTX80
// RUN: %nvvm-lower %s --target sm_90 | %FileCheck %s --check-prefixes=PTX,PTX90
// RUN: %nvvm-lower %s --target sm_100a | %FileCheck %s --check-prefixes=PTX,PTX100A
// RUN: %nvvm-lower %s --target sm_80 | %ptxas-verify
// RUN: %nvvm-lower %s --target sm_90 | %ptxas-verify
// RUN: %nvvm-lower %s --target sm_90a | %ptxas-verify
// RUN: %nvvm-lower %s --target sm_100a | %ptxas-verify
// RUN: %nvvm-lower %s --target sm_103a | %ptxas-verify
// RUN: %nvvm-lower %s --target sm_120 | %ptxas-verify

// The lowest PTX version the target allows: nothing here needs more.
// PTX80: .version 7.0
// PTX80-NEXT: .target sm_80
// PTX90: .version 7.8
// PTX90-NEXT: .target sm_90
// PTX100A: .version 8.6
// PTX100A-NEXT: .target sm_100a

// LL-LABEL: define void @init_generic(ptr %barrier, i32 %count)
// LL-NEXT: entry:
// LL-NEXT: call void @llvm.nvvm.mbarrier.init(ptr %barrier, i32 %count)
// LL-NEXT: ret void
// PTX-LABEL: .func init_generic(
// PTX: mbarrier.init.b64 [%rd{{[0-9]+}}], %r{{[0-9]+}};
// PTX-NEXT: ret;
llvm.func @init_generic(%barrier: !llvm.ptr, %count: i32) {
  nvvm.mbarrier.init %barrier, %count : !llvm.ptr, i32
  llvm.return
}

// LL-LABEL: define void @init_shared(ptr addrspace(3) %barrier)
// LL-NEXT: entry:
// LL-NEXT: %[[C:[a-z0-9]+]] = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
// LL-NEXT: call void @llvm.nvvm.mbarrier.init.shared(ptr addrspace(3) %barrier, i32 %[[C]])
// LL-NEXT: ret void
// PTX-LABEL: .func init_shared(
// PTX: mov.u32 %r[[N:[0-9]+]], %ntid.x;
// PTX: mbarrier.init.shared.b64 [%rd{{[0-9]+}}], %r[[N]];
// PTX-NEXT: ret;
llvm.func @init_shared(%barrier: !llvm.ptr<3>) {
  %count = nvvm.read.ptx.sreg.ntid.x : i32
  nvvm.mbarrier.init %barrier, %count : !llvm.ptr<3>, i32
  llvm.return
}

// The largest 20-bit count is accepted and reaches the instruction.
// LL-LABEL: define void @init_max_count(ptr addrspace(3) %barrier)
// LL-NEXT: entry:
// LL-NEXT: call void @llvm.nvvm.mbarrier.init.shared(ptr addrspace(3) %barrier, i32 1048575)
// PTX-LABEL: .func init_max_count(
// PTX: mov.b32 %r[[M:[0-9]+]], 1048575;
// PTX-NEXT: mbarrier.init.shared.b64 [%rd{{[0-9]+}}], %r[[M]];
llvm.func @init_max_count(%barrier: !llvm.ptr<3>) {
  %max = llvm.mlir.constant(1048575 : i32) : i32
  nvvm.mbarrier.init %barrier, %max : !llvm.ptr<3>, i32
  llvm.return
}

// LL-LABEL: define void @inval_generic(ptr %barrier)
// LL-NEXT: entry:
// LL-NEXT: call void @llvm.nvvm.mbarrier.inval(ptr %barrier)
// LL-NEXT: ret void
// PTX-LABEL: .func inval_generic(
// PTX: mbarrier.inval.b64 [%rd{{[0-9]+}}];
// PTX-NEXT: ret;
llvm.func @inval_generic(%barrier: !llvm.ptr) {
  nvvm.mbarrier.inval %barrier : !llvm.ptr
  llvm.return
}

// LL-LABEL: define void @inval_shared(ptr addrspace(3) %barrier)
// LL-NEXT: entry:
// LL-NEXT: call void @llvm.nvvm.mbarrier.inval.shared(ptr addrspace(3) %barrier)
// LL-NEXT: ret void
// PTX-LABEL: .func inval_shared(
// PTX: mbarrier.inval.shared.b64 [%rd{{[0-9]+}}];
// PTX-NEXT: ret;
llvm.func @inval_shared(%barrier: !llvm.ptr<3>) {
  nvvm.mbarrier.inval %barrier : !llvm.ptr<3>
  llvm.return
}

// Init then inval on a module-level shared barrier, in program order.
// LL-LABEL: define void @init_inval_global()
// LL-NEXT: entry:
// LL-NEXT: call void @llvm.nvvm.mbarrier.init.shared(ptr addrspace(3) @bar, i32 32)
// LL-NEXT: call void @llvm.nvvm.mbarrier.inval.shared(ptr addrspace(3) @bar)
// LL-NEXT: ret void
// PTX-LABEL: .func init_inval_global(
// PTX: mov.b32 %r[[C:[0-9]+]], 32;
// PTX-NEXT: mbarrier.init.shared.b64 [bar], %r[[C]];
// PTX-NEXT: mbarrier.inval.shared.b64 [bar];
llvm.mlir.global internal @bar() {addr_space = 3 : i32, alignment = 8 : i64} : i64
llvm.func @init_inval_global() {
  %c32 = llvm.mlir.constant(32 : i32) : i32
  %b = llvm.mlir.addressof @bar : !llvm.ptr<3>
  nvvm.mbarrier.init %b, %c32 : !llvm.ptr<3>, i32
  nvvm.mbarrier.inval %b : !llvm.ptr<3>
  llvm.return
}
