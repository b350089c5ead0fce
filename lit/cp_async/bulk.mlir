// Bulk copies without a tensor map, the bulk L2 prefetch and st.bulk, in MLIR
// 22's syntax (its cp-async-bulk tests): global to shared::cluster (multicast,
// cache hint) and to shared::cta (PTX 8.6), shared::cta to a peer's
// shared::cluster, shared::cta to global (byte mask: sm_100, PTX 8.6).
// RUN: %nvvm-lower %s --target sm_100a --emit llvm-ir | %FileCheck %s --check-prefix=LL
// RUN: %nvvm-lower %s --target sm_100a | %FileCheck %s --check-prefix=PTX
// RUN: %nvvm-lower %s --target sm_100a | %ptxas-verify
// RUN: %nvvm-lower %s --target sm_103f | %ptxas-verify
// RUN: %nvvm-lower %s --target sm_120 | %ptxas-verify

// PTX: .version 8.6
// PTX-NEXT: .target sm_100a

// LL-LABEL: define void @bulk_g2s(
// LL: call void @llvm.nvvm.cp.async.bulk.global.to.shared.cluster(ptr addrspace(7) %dst, ptr addrspace(3) %mbar, ptr addrspace(1) %src, i32 %size, i16 0, i64 0, i1 false, i1 false)
// LL: call void @llvm.nvvm.cp.async.bulk.global.to.shared.cluster(ptr addrspace(7) %dst, ptr addrspace(3) %mbar, ptr addrspace(1) %src, i32 %size, i16 0, i64 %ch, i1 false, i1 true)
// LL: call void @llvm.nvvm.cp.async.bulk.global.to.shared.cluster(ptr addrspace(7) %dst, ptr addrspace(3) %mbar, ptr addrspace(1) %src, i32 %size, i16 %mc, i64 0, i1 true, i1 false)
// LL: call void @llvm.nvvm.cp.async.bulk.global.to.shared.cluster(ptr addrspace(7) %dst, ptr addrspace(3) %mbar, ptr addrspace(1) %src, i32 %size, i16 %mc, i64 %ch, i1 true, i1 true)
// LL: call void @llvm.nvvm.cp.async.bulk.global.to.shared.cta(ptr addrspace(3) %dcta, ptr addrspace(3) %mbar, ptr addrspace(1) %src, i32 %size, i64 0, i1 false)
// LL: call void @llvm.nvvm.cp.async.bulk.global.to.shared.cta(ptr addrspace(3) %dcta, ptr addrspace(3) %mbar, ptr addrspace(1) %src, i32 %size, i64 %ch, i1 true)
// PTX-LABEL: bulk_g2s(
// PTX: cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes [%rd{{[0-9]+}}], [%rd{{[0-9]+}}], %r{{[0-9]+}}, [%rd{{[0-9]+}}];
// PTX: cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes.L2::cache_hint [
// PTX: cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes.multicast::cluster [
// PTX: cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes.multicast::cluster.L2::cache_hint [
// PTX: cp.async.bulk.shared::cta.global.mbarrier::complete_tx::bytes [
// PTX: cp.async.bulk.shared::cta.global.mbarrier::complete_tx::bytes.L2::cache_hint [
llvm.func @bulk_g2s(%dst: !llvm.ptr<7>, %dcta: !llvm.ptr<3>, %src: !llvm.ptr<1>, %mbar: !llvm.ptr<3>, %size: i32, %mc: i16, %ch: i64) {
  nvvm.cp.async.bulk.shared.cluster.global %dst, %src, %mbar, %size : !llvm.ptr<7>, !llvm.ptr<1>
  nvvm.cp.async.bulk.shared.cluster.global %dst, %src, %mbar, %size l2_cache_hint = %ch : !llvm.ptr<7>, !llvm.ptr<1>
  nvvm.cp.async.bulk.shared.cluster.global %dst, %src, %mbar, %size multicast_mask = %mc : !llvm.ptr<7>, !llvm.ptr<1>
  nvvm.cp.async.bulk.shared.cluster.global %dst, %src, %mbar, %size multicast_mask = %mc l2_cache_hint = %ch : !llvm.ptr<7>, !llvm.ptr<1>
  nvvm.cp.async.bulk.shared.cluster.global %dcta, %src, %mbar, %size : !llvm.ptr<3>, !llvm.ptr<1>
  nvvm.cp.async.bulk.shared.cluster.global %dcta, %src, %mbar, %size l2_cache_hint = %ch : !llvm.ptr<3>, !llvm.ptr<1>
  llvm.return
}

// LL-LABEL: define void @bulk_s2s_s2g(
// LL: call void @llvm.nvvm.cp.async.bulk.shared.cta.to.cluster(ptr addrspace(7) %dst, ptr addrspace(3) %mbar, ptr addrspace(3) %src, i32 %size)
// LL: call void @llvm.nvvm.cp.async.bulk.shared.cta.to.global(ptr addrspace(1) %g, ptr addrspace(3) %src, i32 %size, i64 0, i1 false)
// LL: call void @llvm.nvvm.cp.async.bulk.shared.cta.to.global(ptr addrspace(1) %g, ptr addrspace(3) %src, i32 %size, i64 %ch, i1 true)
// LL: call void @llvm.nvvm.cp.async.bulk.shared.cta.to.global.bytemask(ptr addrspace(1) %g, ptr addrspace(3) %src, i32 %size, i64 0, i1 false, i16 %mask)
// LL: call void @llvm.nvvm.cp.async.bulk.shared.cta.to.global.bytemask(ptr addrspace(1) %g, ptr addrspace(3) %src, i32 %size, i64 %ch, i1 true, i16 %mask)
// PTX-LABEL: bulk_s2s_s2g(
// PTX: cp.async.bulk.shared::cluster.shared::cta.mbarrier::complete_tx::bytes [
// PTX: cp.async.bulk.global.shared::cta.bulk_group [
// PTX: cp.async.bulk.global.shared::cta.bulk_group.L2::cache_hint [
// PTX: cp.async.bulk.global.shared::cta.bulk_group.cp_mask [
// PTX: cp.async.bulk.global.shared::cta.bulk_group.L2::cache_hint.cp_mask [
llvm.func @bulk_s2s_s2g(%dst: !llvm.ptr<7>, %src: !llvm.ptr<3>, %mbar: !llvm.ptr<3>, %g: !llvm.ptr<1>, %size: i32, %ch: i64, %mask: i16) {
  nvvm.cp.async.bulk.shared.cluster.shared.cta %dst, %src, %mbar, %size : !llvm.ptr<7>, !llvm.ptr<3>
  nvvm.cp.async.bulk.global.shared.cta %g, %src, %size : !llvm.ptr<1>, !llvm.ptr<3>
  nvvm.cp.async.bulk.global.shared.cta %g, %src, %size l2_cache_hint = %ch : !llvm.ptr<1>, !llvm.ptr<3>
  nvvm.cp.async.bulk.global.shared.cta %g, %src, %size byte_mask = %mask : !llvm.ptr<1>, !llvm.ptr<3>
  nvvm.cp.async.bulk.global.shared.cta %g, %src, %size l2_cache_hint = %ch byte_mask = %mask : !llvm.ptr<1>, !llvm.ptr<3>
  llvm.return
}

// LL-LABEL: define void @bulk_prefetch_st_bulk(
// LL: call void @llvm.nvvm.cp.async.bulk.prefetch.L2(ptr addrspace(1) %g, i32 %size, i64 0, i1 false)
// LL: call void @llvm.nvvm.cp.async.bulk.prefetch.L2(ptr addrspace(1) %g, i32 %size, i64 %ch, i1 true)
// LL: call void @llvm.nvvm.st.bulk(ptr %p, i64 %n, i64 0)
// LL: call void @llvm.nvvm.st.bulk.shared.cta(ptr addrspace(3) %s, i64 %n, i64 0)
// LL: call void @llvm.nvvm.st.bulk.shared.cta(ptr addrspace(3) %s, i64 %n, i64 0)
// PTX-LABEL: bulk_prefetch_st_bulk(
// PTX: cp.async.bulk.prefetch.L2.global [%rd{{[0-9]+}}], %r{{[0-9]+}};
// PTX: cp.async.bulk.prefetch.L2.global.L2::cache_hint [%rd{{[0-9]+}}], %r{{[0-9]+}}, %rd{{[0-9]+}};
// PTX: st.bulk {{.*}}[%rd{{[0-9]+}}], %rd{{[0-9]+}}, 0;
// PTX: st.bulk.shared::cta {{.*}}[%rd{{[0-9]+}}], %rd{{[0-9]+}}, 0;
llvm.func @bulk_prefetch_st_bulk(%g: !llvm.ptr<1>, %size: i32, %ch: i64, %p: !llvm.ptr, %s: !llvm.ptr<3>, %n: i64) {
  nvvm.cp.async.bulk.prefetch %g, %size : !llvm.ptr<1>
  nvvm.cp.async.bulk.prefetch %g, %size l2_cache_hint = %ch : !llvm.ptr<1>
  nvvm.st.bulk %p, size = %n : !llvm.ptr
  nvvm.st.bulk %s, size = %n : !llvm.ptr<3>
  nvvm.st.bulk %s, size = %n, init = 0 : !llvm.ptr<3>
  llvm.return
}
