// Cluster-wide producer/consumer through DSMEM, in inline PTX as CUTLASS and
// ThunderKittens write it: mapa.shared::cluster.u32 to get a peer's address,
// st.shared::cluster / ld.shared::cluster for the data, a remote
// mbarrier.arrive.release.cluster.shared::cluster on the peer's barrier, the
// aligned barrier.cluster.arrive.release / wait.acquire pair, and
// fence.acq_rel.cluster. Valid on sm_90a and sm_100a.
//
// RUN: %clang -x cuda --cuda-device-only -nocudainc -nocudalib -I%cuda-min --cuda-gpu-arch=sm_90a -Xclang -target-feature -Xclang +ptx86 -O2 -S -emit-llvm %s -o %t.sm90a.ll
// RUN: %check-and-assemble %t.sm90a.ll sm_90a | %FileCheck %s --check-prefix=SM90A
// SM90A: passes for sm_90a at PTX ISA 8.0
// SM90A: assembled: sm_90a PTX 8.0
// RUN: %clang -x cuda --cuda-device-only -nocudainc -nocudalib -I%cuda-min --cuda-gpu-arch=sm_100a -Xclang -target-feature -Xclang +ptx88 -O2 -gline-tables-only -S -emit-llvm %s -o %t.sm100a.ll
// RUN: %check-and-assemble %t.sm100a.ll sm_100a | %FileCheck %s --check-prefix=SM100A
// SM100A: passes for sm_100a at PTX ISA 8.6
// SM100A: assembled: sm_100a PTX 8.6
//
// Mutant: the sm_100a kernel checked for sm_80.
// RUN: %not %nvvm-lower check %t.sm100a.ll --target sm_80 2> %t.sm80.err
// RUN: %FileCheck %s --check-prefix=WRONG-TARGET --input-file %t.sm80.err
// WRONG-TARGET: error[gate-target]: {{.*}} is not available on sm_80
// WRONG-TARGET: {{.*}}cluster_mbarrier.cu:{{[0-9]+}}:{{[0-9]+}}
//
// Mutant: barrier.cluster.arrive.relaxed.aligned right after the
// st.shared::cluster stores (race pattern 4).
// RUN: %clang -x cuda --cuda-device-only -nocudainc -nocudalib -I%cuda-min --cuda-gpu-arch=sm_90a -Xclang -target-feature -Xclang +ptx86 -O2 -gline-tables-only -DMUTANT_RELAXED_ASM -S -emit-llvm %s -o %t.relaxed.ll
// RUN: %not %nvvm-lower check %t.relaxed.ll --target sm_90a 2> %t.relaxed.err
// RUN: %FileCheck %s --check-prefix=RELAXED --input-file %t.relaxed.err

#include "cuda_min.h"

#define N 128

static __device__ __forceinline__ uint32_t mapa_u32(uint32_t smem, uint32_t rank) {
  uint32_t r;
  asm volatile("mapa.shared::cluster.u32 %0, %1, %2;" : "=r"(r) : "r"(smem), "r"(rank));
  return r;
}
static __device__ __forceinline__ void st_cluster_u32(uint32_t addr, uint32_t v) {
  asm volatile("st.shared::cluster.u32 [%0], %1;" ::"r"(addr), "r"(v) : "memory");
}
static __device__ __forceinline__ uint32_t ld_cluster_u32(uint32_t addr) {
  uint32_t v;
  asm volatile("ld.shared::cluster.u32 %0, [%1];" : "=r"(v) : "r"(addr) : "memory");
  return v;
}
static __device__ __forceinline__ void cluster_arrive() { asm volatile("barrier.cluster.arrive.release.aligned;" ::: "memory"); }
static __device__ __forceinline__ void cluster_arrive_relaxed() { asm volatile("barrier.cluster.arrive.relaxed.aligned;" ::: "memory"); }
static __device__ __forceinline__ void cluster_wait() { asm volatile("barrier.cluster.wait.acquire.aligned;" ::: "memory"); }
static __device__ __forceinline__ uint32_t cluster_rank() {
  uint32_t r;
  asm volatile("mov.u32 %0, %%cluster_ctarank;" : "=r"(r));
  return r;
}

__global__ void __launch_bounds__(N) ring_exchange(const unsigned *__restrict__ in, unsigned *__restrict__ out) {
  __shared__ __attribute__((aligned(16))) unsigned inbox[N];
  __shared__ __attribute__((aligned(8))) uint64_t arrived;
  unsigned t = tid_x();
  uint32_t rank = cluster_rank();
  uint32_t nranks = __nvvm_read_ptx_sreg_cluster_nctarank();
  uint32_t next = (rank + 1) % nranks;
  if (t == 0) {
    asm volatile("mbarrier.init.shared::cta.b64 [%0], %1;" ::"r"(smem_u32(&arrived)), "r"(1));
    asm volatile("fence.mbarrier_init.release.cluster;" ::: "memory");
  }
  cluster_arrive_relaxed(); // start-up: only the mbarrier init needs publishing
  cluster_wait();

  // Send my row to the next CTA of the ring, then tell it through its mbarrier.
  uint32_t dst = mapa_u32(smem_u32(&inbox[t]), next);
  unsigned v = in[(size_t)ctaid_x() * N + t];
  st_cluster_u32(dst, v * 2u + rank);
#ifdef MUTANT_RELAXED_ASM
  // RELAXED: error[race]: a write to another CTA's shared memory reaches this relaxed cluster arrive with no cluster-scope release in between
  // RELAXED: {{.*}}cluster_mbarrier.cu:[[@LINE+1]]:3
  cluster_arrive_relaxed();
#else
  cluster_arrive();
#endif
  cluster_wait();
  if (t == 0) {
    asm volatile("fence.acq_rel.cluster;" ::: "memory");
    uint32_t remote_bar = mapa_u32(smem_u32(&arrived), next);
    asm volatile("mbarrier.arrive.release.cluster.shared::cluster.b64 _, [%0];" ::"r"(remote_bar) : "memory");
  }
  // Wait for my predecessor's arrive (phase 0).
  asm volatile("{\n\t.reg .pred P1;\n\tWAIT:\n\t"
               "mbarrier.try_wait.parity.acquire.cluster.shared::cta.b64 P1, [%0], %1;\n\t"
               "@!P1 bra WAIT;\n\t}" ::"r"(smem_u32(&arrived)),
               "r"(0)
               : "memory");
  out[(size_t)ctaid_x() * N + t] = inbox[t] + ld_cluster_u32(mapa_u32(smem_u32(&inbox[(t + 1) % N]), rank));
  // Keep this CTA's shared memory alive until every peer is done with it.
  cluster_arrive();
  cluster_wait();
}
