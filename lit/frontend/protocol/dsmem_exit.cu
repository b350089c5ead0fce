// Each CTA of a cluster pair fills its own shared buffer, the cluster
// barrier (arrive.release + wait.acquire) publishes it; each CTA then
// pushes values into its peer's second buffer and, after another cluster
// barrier, reads its peer's first buffer through a mapa'd address
// (distributed shared memory) and its own second one. A CTA's shared memory lives only while the CTA runs: the final
// cluster barrier keeps each CTA until its peer's reads are done. The fixed
// kernel passes and assembles.
//
// RUN: %clang -x cuda --cuda-device-only -nocudainc -nocudalib -I%cuda-min --cuda-gpu-arch=sm_90a -Xclang -target-feature -Xclang +ptx86 -O2 -gline-tables-only -S -emit-llvm %s -o %t.ll
// RUN: %check-and-assemble %t.ll sm_90a | %FileCheck %s --check-prefix=FIXED
// FIXED: passes for sm_90a at PTX ISA 8.0
// FIXED: assembled: sm_90a PTX 8.0
//
// Without the final cluster barrier a CTA can exit, and its shared memory
// go, while its peer still reads it.
// RUN: %clang -x cuda --cuda-device-only -nocudainc -nocudalib -I%cuda-min --cuda-gpu-arch=sm_90a -Xclang -target-feature -Xclang +ptx86 -O2 -gline-tables-only -DBUG_NO_FINAL_BARRIER -S -emit-llvm %s -o %t.exit.ll
// RUN: %nvvm-lower check %t.exit.ll --target sm_90a --no-protocol | %FileCheck %s --check-prefix=UNSEEN
// UNSEEN: passes for sm_90a at PTX ISA 8.0
// RUN: %not %nvvm-lower check %t.exit.ll --target sm_90a 2> %t.exit.err
// RUN: %FileCheck %s --check-prefix=EXIT --input-file %t.exit.err
// EXIT: error[protocol]: threads 0..63 of CTA [[#A:]] read the shared memory of CTA [[#B:]], which nothing keeps alive until then: CTA {{[01]}} can exit while the access is in flight
//
// The peer's writes into this CTA's `theirs` ordered by __syncthreads, a
// barrier of this CTA only: nothing orders the peer's stores before the
// read.
// RUN: %clang -x cuda --cuda-device-only -nocudainc -nocudalib -I%cuda-min --cuda-gpu-arch=sm_90a -Xclang -target-feature -Xclang +ptx86 -O2 -gline-tables-only -DBUG_CTA_BARRIER -S -emit-llvm %s -o %t.cta.ll
// RUN: %not %nvvm-lower check %t.cta.ll --target sm_90a 2> %t.cta.err
// RUN: %FileCheck %s --check-prefix=CTA --input-file %t.cta.err
// CTA: error[protocol]: threads 0..63 of CTA {{[01]}} read shared memory that CTA {{[01]}} writes through mapa, and nothing orders that write before this read: a barrier of this CTA (bar.sync, __syncthreads) orders only its own threads

#include "cuda_min.h"

#define N 64

static __device__ __forceinline__ void cluster_sync() {
  asm volatile("barrier.cluster.arrive.release.aligned;" ::: "memory");
  asm volatile("barrier.cluster.wait.acquire.aligned;" ::: "memory");
}

__global__ void __cluster_dims__(2, 1, 1) __launch_bounds__(64) exchange(const float *__restrict__ in, float *__restrict__ out) {
  __shared__ float mine[N], theirs[N];
  unsigned t = tid_x();
  unsigned rank = __nvvm_read_ptx_sreg_cluster_ctarank();
  float *peer_mine = (float *)__nvvm_mapa(mine, rank ^ 1u);
  float *peer_theirs = (float *)__nvvm_mapa(theirs, rank ^ 1u);
  mine[t] = in[ctaid_x() * N + t];
  cluster_sync();
  // Push: this CTA's values into the peer's `theirs`.
  peer_theirs[t] = mine[t] * 2.0f;
#ifdef BUG_CTA_BARRIER
  __syncthreads();
#else
  cluster_sync();
#endif
  // Pull: the peer's `mine`, next to what the peer pushed.
  // EXIT-NEXT: --> {{.*}}dsmem_exit.cu:[[@LINE+2]]:28
  // CTA-NEXT: --> {{.*}}dsmem_exit.cu:[[@LINE+1]]:43
  out[ctaid_x() * N + t] = peer_mine[t] + theirs[t];
  // EXIT: 1. threads 0..63 of CTA [[#B]] exit here, with no cluster barrier after the peer's access
  // CTA: write CTA {{[01]}}'s copy here
#ifndef BUG_NO_FINAL_BARRIER
  // Keep this CTA's shared memory until the peer is done with it.
  cluster_sync();
#endif
}
