// Distributed shared memory between the two CTAs of a cluster, written with
// clang's builtins: a relaxed cluster arrive/wait at start-up (after
// mbarrier.init, which fence.mbarrier_init publishes: the CUTLASS pattern),
// then each CTA stores a vectorised tile into its peer's shared memory through
// a mapa'd pointer, and a (release) cluster arrive + wait orders those stores
// before the peer reads them. A second round goes through
// __nvvm_mapa_shared_cluster and fence.sc.cluster. Valid on sm_90a and sm_100a.
//
// RUN: %clang -x cuda --cuda-device-only -nocudainc -nocudalib -I%cuda-min --cuda-gpu-arch=sm_90a -Xclang -target-feature -Xclang +ptx86 -O2 -g -S -emit-llvm %s -o %t.sm90a.ll
// RUN: %check-and-assemble %t.sm90a.ll sm_90a | %FileCheck %s --check-prefix=SM90A
// SM90A: passes for sm_90a at PTX ISA 8.0
// SM90A: assembled: sm_90a PTX 8.0
// RUN: %clang -x cuda --cuda-device-only -nocudainc -nocudalib -I%cuda-min --cuda-gpu-arch=sm_100a -Xclang -target-feature -Xclang +ptx88 -O2 -S -emit-llvm %s -o %t.sm100a.ll
// RUN: %check-and-assemble %t.sm100a.ll sm_100a | %FileCheck %s --check-prefix=SM100A
// SM100A: passes for sm_100a at PTX ISA 8.6
// SM100A: assembled: sm_100a PTX 8.6
//
// Mutant: the sm_90a kernel checked for sm_80 (no clusters there).
// RUN: %not %nvvm-lower check %t.sm90a.ll --target sm_80 2> %t.sm80.err
// RUN: %FileCheck %s --check-prefix=WRONG-TARGET --input-file %t.sm80.err
// WRONG-TARGET: error[gate-target]: {{.*}} is not available on sm_80
// WRONG-TARGET: {{.*}}dsmem_exchange.cu:{{[0-9]+}}:{{[0-9]+}}
//
// Mutant: a relaxed cluster arrive after the DSMEM stores (race pattern 4:
// the peer may read stale data after its wait).
// RUN: %clang -x cuda --cuda-device-only -nocudainc -nocudalib -I%cuda-min --cuda-gpu-arch=sm_90a -Xclang -target-feature -Xclang +ptx86 -O2 -gline-tables-only -DMUTANT_RELAXED -S -emit-llvm %s -o %t.relaxed.ll
// RUN: %not %nvvm-lower check %t.relaxed.ll --target sm_90a 2> %t.relaxed.err
// RUN: %FileCheck %s --check-prefix=RELAXED --input-file %t.relaxed.err

#include "cuda_min.h"

#define N 256 // ints per CTA

typedef __attribute__((address_space(7))) int cluster_int;

__global__ void __cluster_dims__(2, 1, 1) __launch_bounds__(64) dsmem_exchange(const int *__restrict__ in, int *__restrict__ out) {
  __shared__ __attribute__((aligned(16))) int buf[N];
  __shared__ __attribute__((aligned(16))) int buf2[N];
  __shared__ long bar;
  unsigned t = tid_x();
  unsigned rank = __nvvm_read_ptx_sreg_cluster_ctarank();
  unsigned peer = rank ^ 1u;

  if (t == 0) {
    __nvvm_mbarrier_init_shared(as_smem_i64(&bar), 1);
    asm volatile("fence.mbarrier_init.release.cluster;" ::: "memory");
  }
  // Every CTA of the cluster is running and its mbarrier initialised.
  __nvvm_barrier_cluster_arrive_relaxed();
  __nvvm_barrier_cluster_wait();

  // Round 1: generic mapa, vector stores into the peer's buf.
  int4_ *remote = (int4_ *)__nvvm_mapa(buf, peer);
  const int4_ *src = (const int4_ *)(in + (size_t)ctaid_x() * N);
  for (unsigned i = t; i < N / 4; i += 64)
    remote[i] = src[i] * 3 + 1;
#ifdef MUTANT_RELAXED
  // RELAXED: error[race]: a write to another CTA's shared memory reaches this relaxed cluster arrive with no cluster-scope release in between
  // RELAXED: {{.*}}dsmem_exchange.cu:[[@LINE+1]]:3
  __nvvm_barrier_cluster_arrive_relaxed();
#else
  __nvvm_barrier_cluster_arrive();
#endif
  __nvvm_barrier_cluster_wait();
  int4_ *dst = (int4_ *)(out + (size_t)ctaid_x() * N);
  for (unsigned i = t; i < N / 4; i += 64)
    dst[i] = ((int4_ *)buf)[i];

  // Round 2: shared::cluster pointer, fence.sc.cluster, then the barrier.
  cluster_int *r2 = (cluster_int *)__nvvm_mapa_shared_cluster(as_smem(buf2), peer);
  for (unsigned i = t; i < N; i += 64)
    r2[i] = buf[i] + (int)rank;
  __nvvm_fence_sc_cluster();
  __nvvm_barrier_cluster_arrive();
  __nvvm_barrier_cluster_wait();
  for (unsigned i = t; i < N; i += 64)
    out[(size_t)ctaid_x() * N + i] += buf2[i];
  // No CTA may exit while its peer can still write into it: done above.
}
