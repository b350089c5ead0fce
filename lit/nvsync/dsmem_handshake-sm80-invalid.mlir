// sm_80 has no clusters: a handshake with peers (cluster_size 2) is refused
// with gate-target diagnostics located at the nvsync op (never an LLVM abort),
// exit status 1, nothing on stdout. cluster_size 1 is in dsmem_handshake_sm80.mlir.
// RUN: %nvvm-lower %s --target sm_80 > %t.out 2> %t.err; test $? -eq 1
// RUN: %count 0 < %t.out
// RUN: %FileCheck %s -DFILE=%s --input-file %t.err

llvm.func @size2(%b: !llvm.ptr<3>, %p: !llvm.ptr<3>, %tx: i32) attributes {nvvm.kernel} {
  // CHECK: error[gate-target]: 'nvvm.read.ptx.sreg.cluster.ctarank' (mov.u32 %cluster_ctarank) is not available on sm_80
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+9]]:3
  // CHECK: = it needs one of [sm_90, sm_90a, {{.*}}] (set 'sm_90_up') with PTX ISA 7.8 or newer
  // CHECK: error[gate-target]: 'nvvm.mapa' (mapa.shared::cluster.u64) is not available on sm_80
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+6]]:3
  // CHECK: error[gate-target]: 'nvvm.mbarrier.expect_tx' (mbarrier.expect_tx.relaxed.cluster.shared::cluster.b64) is not available on sm_80
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+4]]:3
  // CHECK: error[gate-target]: 'nvvm.cluster.arrive' (barrier.cluster.arrive.aligned) is not available on sm_80
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+2]]:3
  // CHECK: error[gate-target]: 'nvvm.cluster.wait' (barrier.cluster.wait.aligned) is not available on sm_80
  nvsync.dsmem_handshake %b, %p, %tx {cluster_size = 2} : !llvm.ptr<3>, !llvm.ptr<3>, i32
  // CHECK-NOT: error
  llvm.return
}
