// cluster_size 1 needs no cluster: on sm_80 it is the leader thread's phase
// flip only, with no diagnostic. (cluster_size 2 on sm_80:
// dsmem_handshake-sm80-invalid.mlir.)
// RUN: %nvvm-lower %s --target sm_80 --emit llvm-ir | %FileCheck %s --check-prefix=LL
// RUN: %nvvm-lower %s --target sm_80 | %FileCheck %s --check-prefix=PTX
// RUN: %nvvm-lower %s --target sm_80 2>&1 >/dev/null | %count 0
// RUN: %nvvm-lower %s --target sm_80 | %ptxas-verify

// LL-LABEL: define ptx_kernel void @size1(ptr addrspace(3) %b, ptr addrspace(3) %p, i32 %tx)
// LL-NEXT: entry:
// LL-NEXT: %[[X:[a-z0-9.]+]] = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
// LL-NEXT: %[[Y:[a-z0-9.]+]] = call i32 @llvm.nvvm.read.ptx.sreg.tid.y()
// LL-NEXT: %[[XY:[a-z0-9.]+]] = or i32 %[[X]], %[[Y]]
// LL-NEXT: %[[Z:[a-z0-9.]+]] = call i32 @llvm.nvvm.read.ptx.sreg.tid.z()
// LL-NEXT: %[[T:[a-z0-9.]+]] = or i32 %[[XY]], %[[Z]]
// LL-NEXT: %[[M:[a-z0-9.]+]] = icmp eq i32 %[[T]], 0
// LL-NEXT: br i1 %[[M]], label %[[FLIP:[a-z0-9.]+]], label %[[DONE:[a-z0-9.]+]]
// LL-EMPTY:
// LL-NEXT: [[FLIP]]:
// LL-NEXT: %[[OLD:[a-z0-9.]+]] = load i32, ptr addrspace(3) %p, align 4
// LL-NEXT: %[[NEW:[a-z0-9.]+]] = xor i32 %[[OLD]], 1
// LL-NEXT: store i32 %[[NEW]], ptr addrspace(3) %p, align 4
// LL-NEXT: br label %[[DONE]]
// LL-EMPTY:
// LL-NEXT: [[DONE]]:
// LL-NEXT: ret void
// LL-NOT: {{cluster|mapa|mbarrier|fence}}
// PTX: .target sm_80
// PTX-LABEL: .entry size1(
// PTX-NOT: {{cluster|mapa|mbarrier|fence}}
// PTX: mov.u32 %r{{[0-9]+}}, %tid.z;
// PTX-NEXT: or.b32 %r[[T:[0-9]+]], %r{{[0-9]+}}, %r{{[0-9]+}};
// PTX-NEXT: setp.ne.b32 %p[[P:[0-9]+]], %r[[T]], 0;
// PTX-NEXT: @%p[[P]] bra [[L:\$L__BB[0-9_]+]];
// PTX-NOT: {{cluster|mapa|mbarrier|fence}}
// PTX: ld.shared.b32 %r[[OLD:[0-9]+]], [%rd[[PH:[0-9]+]]];
// PTX-NEXT: xor.b32 %r[[NEW:[0-9]+]], %r[[OLD]], 1;
// PTX-NEXT: st.shared.b32 [%rd[[PH]]], %r[[NEW]];
// PTX-NEXT: [[L]]:
// PTX-NEXT: ret;
// PTX-NOT: {{cluster|mapa|mbarrier|fence}}
llvm.func @size1(%b: !llvm.ptr<3>, %p: !llvm.ptr<3>, %tx: i32) attributes {nvvm.kernel} {
  nvsync.dsmem_handshake %b, %p, %tx {cluster_size = 1, explicit_release = true} : !llvm.ptr<3>, !llvm.ptr<3>, i32
  llvm.return
}
