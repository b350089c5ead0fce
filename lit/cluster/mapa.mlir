// nvvm.mapa: generic -> generic (llvm.nvvm.mapa, mapa.u64) and shared_cta ->
// shared_cluster (llvm.nvvm.mapa.shared.cluster, mapa.shared::cluster.u64).
// The result is stored through so that it is not optimised away. sm_90+, PTX 7.8.
// RUN: %nvvm-lower %s --target sm_90 --emit llvm-ir | %FileCheck %s --check-prefix=LL
// RUN: %nvvm-lower %s --target sm_90 | %FileCheck %s --check-prefix=PTX
// RUN: %nvvm-lower %s --target sm_90 | %ptxas-verify
// RUN: %nvvm-lower %s --target sm_90a | %ptxas-verify
// RUN: %nvvm-lower %s --target sm_100a | %ptxas-verify
// RUN: %nvvm-lower %s --target sm_120 | %ptxas-verify

// PTX: .version 7.8
// PTX-NEXT: .target sm_90

// LL-LABEL: define void @mapa_generic(ptr %a, i32 %rank, i32 %v)
// LL-NEXT: entry:
// LL-NEXT: %[[P:[0-9]+]] = call ptr @llvm.nvvm.mapa(ptr %a, i32 %rank)
// LL-NEXT: store i32 %v, ptr %[[P]], align 4
// LL-NEXT: ret void
// PTX-LABEL: .func mapa_generic(
// PTX: ld.param.b64 %rd[[A:[0-9]+]], [mapa_generic_param_0];
// PTX-NEXT: ld.param.b32 %r[[R:[0-9]+]], [mapa_generic_param_1];
// PTX-NEXT: mapa.u64 %rd[[P:[0-9]+]], %rd[[A]], %r[[R]];
// PTX-NEXT: ld.param.b32 %r[[V:[0-9]+]], [mapa_generic_param_2];
// PTX-NEXT: st.b32 [%rd[[P]]], %r[[V]];
llvm.func @mapa_generic(%a: !llvm.ptr, %rank: i32, %v: i32) {
  %0 = nvvm.mapa %a, %rank : !llvm.ptr -> !llvm.ptr
  llvm.store %v, %0 : i32, !llvm.ptr
  llvm.return
}

// LL-LABEL: define void @mapa_shared(ptr addrspace(3) %a, i32 %rank, i32 %v)
// LL-NEXT: entry:
// LL-NEXT: %[[P:[0-9]+]] = call ptr addrspace(7) @llvm.nvvm.mapa.shared.cluster(ptr addrspace(3) %a, i32 %rank)
// LL-NEXT: store i32 %v, ptr addrspace(7) %[[P]], align 4
// LL-NEXT: ret void
// PTX-LABEL: .func mapa_shared(
// PTX: ld.param.b64 %rd[[A:[0-9]+]], [mapa_shared_param_0];
// PTX-NEXT: ld.param.b32 %r[[R:[0-9]+]], [mapa_shared_param_1];
// PTX-NEXT: mapa.shared::cluster.u64 %rd[[P:[0-9]+]], %rd[[A]], %r[[R]];
// PTX-NEXT: ld.param.b32 %r[[V:[0-9]+]], [mapa_shared_param_2];
// PTX-NEXT: st.shared::cluster.b32 [%rd[[P]]], %r[[V]];
llvm.func @mapa_shared(%a: !llvm.ptr<3>, %rank: i32, %v: i32) {
  %0 = nvvm.mapa %a, %rank : !llvm.ptr<3> -> !llvm.ptr<7>
  llvm.store %v, %0 : i32, !llvm.ptr<7>
  llvm.return
}
