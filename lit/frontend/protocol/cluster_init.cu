// A CTA pair that signals through each other's mbarrier: thread 0 of each
// CTA initialises its `arrived` barrier, publishes the init to the cluster
// (fence.mbarrier_init.release.cluster, then the start-up cluster barrier
// with a relaxed arrive, as CUTLASS's cluster_arrive_relaxed does), and then
// arrives remotely on the peer's barrier (mapa + mbarrier.arrive
// .release.cluster.shared::cluster) before waiting on its own. The fixed
// kernel passes and assembles.
//
// RUN: %clang -x cuda --cuda-device-only -nocudainc -nocudalib -I%cuda-min --cuda-gpu-arch=sm_90a -Xclang -target-feature -Xclang +ptx86 -O2 -gline-tables-only -S -emit-llvm %s -o %t.ll
// RUN: %check-and-assemble %t.ll sm_90a | %FileCheck %s --check-prefix=FIXED
// FIXED: passes for sm_90a at PTX ISA 8.0
// FIXED: assembled: sm_90a PTX 8.0
//
// No fence.mbarrier_init: the relaxed cluster arrive publishes nothing,
// and the peer may arrive on a barrier whose init it cannot see yet.
// RUN: %clang -x cuda --cuda-device-only -nocudainc -nocudalib -I%cuda-min --cuda-gpu-arch=sm_90a -Xclang -target-feature -Xclang +ptx86 -O2 -gline-tables-only -DBUG_NO_FENCE -S -emit-llvm %s -o %t.fence.ll
// RUN: %nvvm-lower check %t.fence.ll --target sm_90a --no-protocol | %FileCheck %s --check-prefix=UNSEEN
// UNSEEN: passes for sm_90a at PTX ISA 8.0
// RUN: %not %nvvm-lower check %t.fence.ll --target sm_90a 2> %t.fence.err
// RUN: %FileCheck %s --check-prefix=FENCE --input-file %t.fence.err
// FENCE: error[protocol]: thread 0 (warp 0, lane 0) of CTA {{[01]}} use mbarrier @{{.*}}arrived{{.*}} of CTA {{[01]}}, whose mbarrier.init is not published to the cluster
//
// The remote arrive before the start-up cluster barrier: nothing orders
// the peer's init before it.
// RUN: %clang -x cuda --cuda-device-only -nocudainc -nocudalib -I%cuda-min --cuda-gpu-arch=sm_90a -Xclang -target-feature -Xclang +ptx86 -O2 -gline-tables-only -DBUG_EARLY_ARRIVE -S -emit-llvm %s -o %t.early.ll
// RUN: %not %nvvm-lower check %t.early.ll --target sm_90a 2> %t.early.err
// RUN: %FileCheck %s --check-prefix=EARLY --input-file %t.early.err
// EARLY: error[protocol]: thread 0 (warp 0, lane 0) use this mbarrier, but nothing orders its mbarrier.init before this use

#include "cuda_min.h"

static __device__ __forceinline__ uint32_t mapa_u32(uint32_t smem, uint32_t rank) {
  uint32_t r;
  asm volatile("mapa.shared::cluster.u32 %0, %1, %2;" : "=r"(r) : "r"(smem), "r"(rank));
  return r;
}
static __device__ __forceinline__ void remote_arrive(uint32_t bar) {
  asm volatile("mbarrier.arrive.release.cluster.shared::cluster.b64 _, [%0];" ::"r"(bar) : "memory");
}

__global__ void __launch_bounds__(64) signal_pair(unsigned *__restrict__ out) {
  __shared__ __attribute__((aligned(8))) uint64_t arrived;
  unsigned t = tid_x();
  uint32_t rank = __nvvm_read_ptx_sreg_cluster_ctarank();
  uint32_t peer_bar = mapa_u32(smem_u32(&arrived), rank ^ 1u);
  if (t == 0) {
    asm volatile("mbarrier.init.shared::cta.b64 [%0], 1;" ::"r"(smem_u32(&arrived)));
#ifndef BUG_NO_FENCE
    asm volatile("fence.mbarrier_init.release.cluster;" ::: "memory");
#endif
#ifdef BUG_EARLY_ARRIVE
    // EARLY-NEXT: --> {{.*}}cluster_init.cu:{{[0-9]+}}:3, inlined at {{.*}}cluster_init.cu:[[@LINE+1]]:5
    remote_arrive(peer_bar);
#endif
  }
  asm volatile("barrier.cluster.arrive.relaxed.aligned;" ::: "memory");
  asm volatile("barrier.cluster.wait.acquire.aligned;" ::: "memory");
#ifndef BUG_EARLY_ARRIVE
  if (t == 0)
    // FENCE-NEXT: --> {{.*}}cluster_init.cu:{{[0-9]+}}:3, inlined at {{.*}}cluster_init.cu:[[@LINE+1]]:5
    remote_arrive(peer_bar);
#endif
  asm volatile("{\n\t.reg .pred P1;\n\tWAIT:\n\t"
               "mbarrier.try_wait.parity.acquire.cluster.shared::cta.b64 P1, [%0], %1;\n\t"
               "@!P1 bra WAIT;\n\t}" ::"r"(smem_u32(&arrived)),
               "r"(0)
               : "memory");
  out[ctaid_x() * 64 + t] = rank;
  // No CTA may exit while its peer can still arrive on its barrier.
  asm volatile("barrier.cluster.arrive.release.aligned;" ::: "memory");
  asm volatile("barrier.cluster.wait.acquire.aligned;" ::: "memory");
}
