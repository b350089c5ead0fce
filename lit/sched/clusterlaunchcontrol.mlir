// Cluster launch control (sm_100 up, PTX 8.6): try.cancel writes a 16-byte
// response to shared memory and completes its bytes on an mbarrier; multicast
// (every CTA of the cluster) needs an arch-specific or family target.
// query.cancel reads the response. MLIR 22's clusterlaunchcontrol.mlir cases.
// RUN: %nvvm-lower %s --target sm_100a --emit llvm-ir | %FileCheck %s --check-prefix=LL
// RUN: %nvvm-lower %s --target sm_100a | %FileCheck %s --check-prefix=PTX
// RUN: %nvvm-lower %s --target sm_100a | %ptxas-verify
// RUN: %nvvm-lower %s --target sm_103f | %ptxas-verify
// RUN: %nvvm-lower %s --target sm_120a | %ptxas-verify
// Without multicast, the plain sm_100 and sm_120 have it too.
// RUN: %nvvm-lower %S/Inputs/clc_unicast.mlir --target sm_100 | %FileCheck %s --check-prefix=UNI
// RUN: %nvvm-lower %S/Inputs/clc_unicast.mlir --target sm_100 | %ptxas-verify
// RUN: %nvvm-lower %S/Inputs/clc_unicast.mlir --target sm_120 | %ptxas-verify
// RUN: %not %nvvm-lower %s --target sm_100 2>&1 | %FileCheck %s -DFILE=%s --check-prefix=SM100
// RUN: %not %nvvm-lower %S/Inputs/clc_unicast.mlir --target sm_90a 2>&1 | %FileCheck %s --check-prefix=SM90A

// PTX: .version 8.6
// UNI: .version 8.6
// UNI-NEXT: .target sm_100
// UNI: mbarrier.arrive.expect_tx.shared.b64 %rd{{[0-9]+}}, [bar], %r{{[0-9]+}};
// UNI: clusterlaunchcontrol.try_cancel.async.shared::cta.mbarrier::complete_tx::bytes.b128 [resp], [bar];
// UNI: mbarrier.try_wait.parity.shared.b64
// UNI: ld.shared.v2.b64
// UNI: clusterlaunchcontrol.query_cancel.is_canceled.pred.b128
// UNI: clusterlaunchcontrol.query_cancel.get_first_ctaid::x.b32.b128
// SM90A: error[gate-target]: 'nvvm.clusterlaunchcontrol.try.cancel' ({{.*}}) is not available on sm_90a
// SM90A: error[gate-target]: 'nvvm.clusterlaunchcontrol.query.cancel' ({{.*}}) is not available on sm_90a

// LL-LABEL: define void @clusterlaunchcontrol_try_cancel(ptr addrspace(3) %addr, ptr addrspace(3) %mbar)
// LL-NEXT: entry:
// LL-NEXT: call void @llvm.nvvm.clusterlaunchcontrol.try_cancel.async.shared(ptr addrspace(3) %addr, ptr addrspace(3) %mbar)
// PTX-LABEL: clusterlaunchcontrol_try_cancel(
// PTX: clusterlaunchcontrol.try_cancel.async.shared::cta.mbarrier::complete_tx::bytes.b128 [%rd{{[0-9]+}}], [%rd{{[0-9]+}}];
llvm.func @clusterlaunchcontrol_try_cancel(%addr: !llvm.ptr<3>, %mbar: !llvm.ptr<3>) {
  nvvm.clusterlaunchcontrol.try.cancel %addr, %mbar
  llvm.return
}

// LL-LABEL: define void @clusterlaunchcontrol_try_cancel_multicast(
// LL-NEXT: entry:
// LL-NEXT: call void @llvm.nvvm.clusterlaunchcontrol.try_cancel.async.multicast.shared(ptr addrspace(3) %addr, ptr addrspace(3) %mbar)
// PTX-LABEL: clusterlaunchcontrol_try_cancel_multicast(
// PTX: clusterlaunchcontrol.try_cancel.async.shared::cta.mbarrier::complete_tx::bytes.multicast::cluster::all.b128
// SM100: error[gate-target]: 'nvvm.clusterlaunchcontrol.try.cancel' ({{.*}}multicast::cluster::all.b128) is not available on sm_100
// SM100-NEXT: ┌─ [[FILE]]:[[@LINE+2]]:3
llvm.func @clusterlaunchcontrol_try_cancel_multicast(%addr: !llvm.ptr<3>, %mbar: !llvm.ptr<3>) {
  nvvm.clusterlaunchcontrol.try.cancel multicast, %addr, %mbar
  llvm.return
}

// LL-LABEL: define void @clusterlaunchcontrol_query_cancel(i128 %r, ptr addrspace(1) %out)
// LL-NEXT: entry:
// LL-NEXT: call i1 @llvm.nvvm.clusterlaunchcontrol.query_cancel.is_canceled(i128 %r)
// LL-NEXT: call i32 @llvm.nvvm.clusterlaunchcontrol.query_cancel.get_first_ctaid.x(i128 %r)
// LL-NEXT: call i32 @llvm.nvvm.clusterlaunchcontrol.query_cancel.get_first_ctaid.y(i128 %r)
// LL-NEXT: call i32 @llvm.nvvm.clusterlaunchcontrol.query_cancel.get_first_ctaid.z(i128 %r)
// PTX-LABEL: clusterlaunchcontrol_query_cancel(
// PTX: clusterlaunchcontrol.query_cancel.is_canceled.pred.b128
// PTX: clusterlaunchcontrol.query_cancel.get_first_ctaid::x.b32.b128
// PTX: clusterlaunchcontrol.query_cancel.get_first_ctaid::y.b32.b128
// LLVM drops the unused (pure) query of z.
// PTX-NOT: get_first_ctaid::z
llvm.func @clusterlaunchcontrol_query_cancel(%r: i128, %out: !llvm.ptr<1>) {
  %c = nvvm.clusterlaunchcontrol.query.cancel query = is_canceled, %r : i1
  %x = nvvm.clusterlaunchcontrol.query.cancel query = get_first_cta_id_x, %r : i32
  %y = nvvm.clusterlaunchcontrol.query.cancel query = get_first_cta_id_y, %r : i32
  // An unused result may go unnamed, as in MLIR.
  nvvm.clusterlaunchcontrol.query.cancel query = get_first_cta_id_z, %r : i32
  %s = llvm.add %x, %y : i32
  %z = llvm.zext %c : i1 to i32
  %t = llvm.add %s, %z : i32
  llvm.store %t, %out : i32, !llvm.ptr<1>
  llvm.return
}
