// Tensor-memory allocation: nvvm.tcgen05.alloc (result address written through a
// generic !llvm.ptr or a shared !llvm.ptr<3>), nvvm.tcgen05.dealloc (the TMEM
// address is an !llvm.ptr<6>) and nvvm.tcgen05.relinquish_alloc_permit, each with
// the default group (cta_1) and {group = #nvvm.cta_group<cta_2>}. Every op is one
// @llvm.nvvm.tcgen05.* call with the .cg1/.cg2 suffix and one PTX instruction
// with .cta_group::1/::2 (PTX 8.6 on sm_100a, 8.8 on sm_103a).
// The cta_1 and cta_2 uses live in different functions: ptxas refuses a kernel
// that mixes them (see a_cta-group-invalid.mlir); each kernel here uses one.
// RUN: %nvvm-lower %s --target sm_100a --emit llvm-ir | %FileCheck %s --check-prefix=LL
// RUN: %nvvm-lower %s --target sm_100a | %FileCheck %s --check-prefixes=PTX,PTX100A
// RUN: %nvvm-lower %s --target sm_103a | %FileCheck %s --check-prefixes=PTX,PTX103A
// llc-22 as the code generator gives the same PTX.
// RUN: %nvvm-lower %s --target sm_100a --backend llc | %FileCheck %s --check-prefixes=PTX,PTX100A
// RUN: %nvvm-lower %s --target sm_100a | %ptxas-verify
// RUN: %nvvm-lower %s --target sm_103a | %ptxas-verify
// The other tcgen05 targets take every form too (sm_101a through ptxas 12.9).
// RUN: %nvvm-lower %s --target sm_101a | %ptxas-verify
// RUN: %nvvm-lower %s --target sm_110a | %ptxas-verify
// RUN: %nvvm-lower %s --target sm_100f | %ptxas-verify
// The --verify-ptx path of the CLI agrees.
// RUN: %nvvm-lower %s --target sm_100a --verify-ptx -o /dev/null
// RUN: %nvvm-lower %s --target sm_103a --verify-ptx -o /dev/null
// The intrinsic calls are the ones mlir-translate-22 emits for the same input.
// RUN: %nvvm-lower %s --target sm_100a --emit llvm-ir | grep -o 'call [^@]*@llvm\.nvvm\.tcgen05[^(]*([^)]*)' | sed -E 's/%[A-Za-z0-9_.]+/%V/g' > %t.ours
// RUN: %mlir-translate --mlir-to-llvmir %s | grep -o 'call [^@]*@llvm\.nvvm\.tcgen05[^(]*([^)]*)' | sed -E 's/%[A-Za-z0-9_.]+/%V/g' > %t.mlir
// RUN: %count 17 < %t.mlir
// RUN: diff %t.ours %t.mlir

// PTX100A: .version 8.6
// PTX100A-NEXT: .target sm_100a
// PTX103A: .version 8.8
// PTX103A-NEXT: .target sm_103a

// LL-LABEL: define void @alloc_cg1(ptr %addr, ptr addrspace(3) %saddr, ptr addrspace(6) %taddr, i32 %ncols)
// LL-NEXT: entry:
// LL-NEXT: call void @llvm.nvvm.tcgen05.alloc.cg1(ptr %addr, i32 %ncols)
// LL-NEXT: call void @llvm.nvvm.tcgen05.alloc.shared.cg1(ptr addrspace(3) %saddr, i32 %ncols)
// LL-NEXT: call void @llvm.nvvm.tcgen05.dealloc.cg1(ptr addrspace(6) %taddr, i32 %ncols)
// LL-NEXT: call void @llvm.nvvm.tcgen05.relinq.alloc.permit.cg1()
// LL-NEXT: ret void
// PTX-LABEL: .func alloc_cg1(
// PTX: ld.param.b64 %rd[[A:[0-9]+]], [alloc_cg1_param_0];
// PTX: ld.param.b32 %r[[N:[0-9]+]], [alloc_cg1_param_3];
// PTX-NEXT: tcgen05.alloc.cta_group::1.sync.aligned.b32 [%rd[[A]]], %r[[N]];
// PTX: ld.param.b64 %rd[[S:[0-9]+]], [alloc_cg1_param_1];
// PTX-NEXT: tcgen05.alloc.cta_group::1.sync.aligned.shared::cta.b32 [%rd[[S]]], %r[[N]];
// PTX: ld.param.b32 %r[[T:[0-9]+]], [alloc_cg1_param_2];
// PTX-NEXT: tcgen05.dealloc.cta_group::1.sync.aligned.b32 %r[[T]], %r[[N]];
// PTX-NEXT: tcgen05.relinquish_alloc_permit.cta_group::1.sync.aligned;
// PTX-NEXT: ret;
llvm.func @alloc_cg1(%addr: !llvm.ptr, %saddr: !llvm.ptr<3>, %taddr: !llvm.ptr<6>, %ncols: i32) {
  nvvm.tcgen05.alloc %addr, %ncols : !llvm.ptr, i32
  nvvm.tcgen05.alloc %saddr, %ncols : !llvm.ptr<3>, i32
  nvvm.tcgen05.dealloc %taddr, %ncols : !llvm.ptr<6>, i32
  nvvm.tcgen05.relinquish_alloc_permit
  llvm.return
}

// LL-LABEL: define void @alloc_cg2(ptr %addr, ptr addrspace(3) %saddr, ptr addrspace(6) %taddr, i32 %ncols)
// LL-NEXT: entry:
// LL-NEXT: call void @llvm.nvvm.tcgen05.alloc.cg2(ptr %addr, i32 %ncols)
// LL-NEXT: call void @llvm.nvvm.tcgen05.alloc.shared.cg2(ptr addrspace(3) %saddr, i32 %ncols)
// LL-NEXT: call void @llvm.nvvm.tcgen05.dealloc.cg2(ptr addrspace(6) %taddr, i32 %ncols)
// LL-NEXT: call void @llvm.nvvm.tcgen05.relinq.alloc.permit.cg2()
// LL-NEXT: ret void
// PTX-LABEL: .func alloc_cg2(
// PTX: ld.param.b64 %rd[[A:[0-9]+]], [alloc_cg2_param_0];
// PTX: ld.param.b32 %r[[N:[0-9]+]], [alloc_cg2_param_3];
// PTX-NEXT: tcgen05.alloc.cta_group::2.sync.aligned.b32 [%rd[[A]]], %r[[N]];
// PTX: ld.param.b64 %rd[[S:[0-9]+]], [alloc_cg2_param_1];
// PTX-NEXT: tcgen05.alloc.cta_group::2.sync.aligned.shared::cta.b32 [%rd[[S]]], %r[[N]];
// PTX: ld.param.b32 %r[[T:[0-9]+]], [alloc_cg2_param_2];
// PTX-NEXT: tcgen05.dealloc.cta_group::2.sync.aligned.b32 %r[[T]], %r[[N]];
// PTX-NEXT: tcgen05.relinquish_alloc_permit.cta_group::2.sync.aligned;
// PTX-NEXT: ret;
llvm.func @alloc_cg2(%addr: !llvm.ptr, %saddr: !llvm.ptr<3>, %taddr: !llvm.ptr<6>, %ncols: i32) {
  nvvm.tcgen05.alloc %addr, %ncols {group = #nvvm.cta_group<cta_2>} : !llvm.ptr, i32
  nvvm.tcgen05.alloc %saddr, %ncols {group = #nvvm.cta_group<cta_2>} : !llvm.ptr<3>, i32
  nvvm.tcgen05.dealloc %taddr, %ncols {group = #nvvm.cta_group<cta_2>} : !llvm.ptr<6>, i32
  nvvm.tcgen05.relinquish_alloc_permit {group = #nvvm.cta_group<cta_2>}
  llvm.return
}

// Spelling the default out ({group = #nvvm.cta_group<cta_1>}) is the same op.
// LL-LABEL: define void @explicit_cta_1(ptr addrspace(3) %saddr, ptr addrspace(6) %taddr, i32 %ncols)
// LL-NEXT: entry:
// LL-NEXT: call void @llvm.nvvm.tcgen05.alloc.shared.cg1(ptr addrspace(3) %saddr, i32 %ncols)
// LL-NEXT: call void @llvm.nvvm.tcgen05.dealloc.cg1(ptr addrspace(6) %taddr, i32 %ncols)
// LL-NEXT: call void @llvm.nvvm.tcgen05.relinq.alloc.permit.cg1()
// LL-NEXT: ret void
// PTX-LABEL: .func explicit_cta_1(
// PTX: tcgen05.alloc.cta_group::1.sync.aligned.shared::cta.b32 [%rd{{[0-9]+}}], %r{{[0-9]+}};
// PTX: tcgen05.dealloc.cta_group::1.sync.aligned.b32 %r{{[0-9]+}}, %r{{[0-9]+}};
// PTX-NEXT: tcgen05.relinquish_alloc_permit.cta_group::1.sync.aligned;
// PTX-NEXT: ret;
llvm.func @explicit_cta_1(%saddr: !llvm.ptr<3>, %taddr: !llvm.ptr<6>, %ncols: i32) {
  nvvm.tcgen05.alloc %saddr, %ncols {group = #nvvm.cta_group<cta_1>} : !llvm.ptr<3>, i32
  nvvm.tcgen05.dealloc %taddr, %ncols {group = #nvvm.cta_group<cta_1>} : !llvm.ptr<6>, i32
  nvvm.tcgen05.relinquish_alloc_permit {group = #nvvm.cta_group<cta_1>}
  llvm.return
}

// A whole allocate / use / free sequence in one kernel per group: the column
// count is a constant, the TMEM address is read back from shared memory.
// LL-LABEL: define ptx_kernel void @lifecycle_cg1(ptr addrspace(3) %slot)
// LL: call void @llvm.nvvm.tcgen05.alloc.shared.cg1(ptr addrspace(3) %slot, i32 128)
// LL: call void @llvm.nvvm.tcgen05.relinq.alloc.permit.cg1()
// LL: call void @llvm.nvvm.tcgen05.dealloc.cg1(ptr addrspace(6) %{{[A-Za-z0-9_.]+}}, i32 128)
// PTX-LABEL: .entry lifecycle_cg1(
// PTX: mov.b32 %r[[C:[0-9]+]], 128;
// PTX-NEXT: tcgen05.alloc.cta_group::1.sync.aligned.shared::cta.b32 [%rd{{[0-9]+}}], %r[[C]];
// PTX-NEXT: tcgen05.relinquish_alloc_permit.cta_group::1.sync.aligned;
// PTX: tcgen05.dealloc.cta_group::1.sync.aligned.b32 %r{{[0-9]+}}, %r[[C]];
// PTX-NOT: cta_group::2
// PTX: ret;
llvm.func @lifecycle_cg1(%slot: !llvm.ptr<3>) attributes {nvvm.kernel} {
  %n = llvm.mlir.constant(128 : i32) : i32
  nvvm.tcgen05.alloc %slot, %n : !llvm.ptr<3>, i32
  nvvm.tcgen05.relinquish_alloc_permit
  %a = llvm.load %slot : !llvm.ptr<3> -> i32
  %t = llvm.inttoptr %a : i32 to !llvm.ptr<6>
  nvvm.tcgen05.dealloc %t, %n : !llvm.ptr<6>, i32
  llvm.return
}

// LL-LABEL: define ptx_kernel void @lifecycle_cg2(ptr addrspace(3) %slot)
// LL: call void @llvm.nvvm.tcgen05.alloc.shared.cg2(ptr addrspace(3) %slot, i32 512)
// LL: call void @llvm.nvvm.tcgen05.relinq.alloc.permit.cg2()
// LL: call void @llvm.nvvm.tcgen05.dealloc.cg2(ptr addrspace(6) %{{[A-Za-z0-9_.]+}}, i32 512)
// PTX-LABEL: .entry lifecycle_cg2(
// PTX: mov.b32 %r[[C:[0-9]+]], 512;
// PTX-NEXT: tcgen05.alloc.cta_group::2.sync.aligned.shared::cta.b32 [%rd{{[0-9]+}}], %r[[C]];
// PTX-NEXT: tcgen05.relinquish_alloc_permit.cta_group::2.sync.aligned;
// PTX: tcgen05.dealloc.cta_group::2.sync.aligned.b32 %r{{[0-9]+}}, %r[[C]];
// PTX-NOT: cta_group::1
// PTX: ret;
llvm.func @lifecycle_cg2(%slot: !llvm.ptr<3>) attributes {nvvm.kernel} {
  %n = llvm.mlir.constant(512 : i32) : i32
  nvvm.tcgen05.alloc %slot, %n {group = #nvvm.cta_group<cta_2>} : !llvm.ptr<3>, i32
  nvvm.tcgen05.relinquish_alloc_permit {group = #nvvm.cta_group<cta_2>}
  %a = llvm.load %slot : !llvm.ptr<3> -> i32
  %t = llvm.inttoptr %a : i32 to !llvm.ptr<6>
  nvvm.tcgen05.dealloc %t, %n {group = #nvvm.cta_group<cta_2>} : !llvm.ptr<6>, i32
  llvm.return
}

// Each intrinsic is declared convergent (all threads of the warp take part).
// LL-DAG: declare void @llvm.nvvm.tcgen05.alloc.cg1(ptr writeonly captures(none), i32) #[[AA:[0-9]+]]
// LL-DAG: declare void @llvm.nvvm.tcgen05.alloc.shared.cg2(ptr addrspace(3) writeonly captures(none), i32) #[[AA]]
// LL-DAG: declare void @llvm.nvvm.tcgen05.dealloc.cg2(ptr addrspace(6) captures(none), i32) #[[DA:[0-9]+]]
// LL-DAG: declare void @llvm.nvvm.tcgen05.relinq.alloc.permit.cg1() #[[RA:[0-9]+]]
// LL-DAG: attributes #[[AA]] = { convergent nounwind
// LL-DAG: attributes #[[DA]] = { convergent nounwind
// LL-DAG: attributes #[[RA]] = { convergent nounwind
