// The protocol model on a two-stage cp.async pipeline: every thread copies
// its 16 bytes of the next tile into one stage while the CTA reads the other
// (each thread reads its neighbour's element). A copy lands once the issuing
// thread's cp.async.wait_group retires its group, and other threads see it
// only after a barrier that follows that wait. The fixed kernel passes and
// assembles; each mutant reads a stage a copy may still be writing, refused
// at the load with the copy and the wait.
//
// RUN: %clang -x cuda --cuda-device-only -nocudainc -nocudalib -I%cuda-min --cuda-gpu-arch=sm_80 -Xclang -target-feature -Xclang +ptx86 -O2 -gline-tables-only -S -emit-llvm %s -o %t.ll
// RUN: %check-and-assemble %t.ll sm_80 | %FileCheck %s --check-prefix=FIXED
// FIXED: passes for sm_80 at PTX ISA 7.0
// FIXED: assembled: sm_80 PTX 7.0
//
// wait_group 2 with two groups committed leaves the current stage's copy in flight.
// RUN: %clang -x cuda --cuda-device-only -nocudainc -nocudalib -I%cuda-min --cuda-gpu-arch=sm_80 -Xclang -target-feature -Xclang +ptx86 -O2 -gline-tables-only -DBUG_WAIT_COUNT -S -emit-llvm %s -o %t.count.ll
// RUN: %nvvm-lower check %t.count.ll --target sm_80 --no-protocol | %FileCheck %s --check-prefix=UNSEEN
// UNSEEN: passes for sm_80 at PTX ISA 7.0
// RUN: %not %nvvm-lower check %t.count.ll --target sm_80 2> %t.count.err
// RUN: %FileCheck %s --check-prefix=COUNT --input-file %t.count.err
// COUNT: error[protocol]: this load of shared memory by threads 0..127 races with a cp.async of threads 0..127 that no cp.async.wait_group of theirs has retired: the copy may still be writing it
//
// The first tile's copy is not committed alone: it joins the second tile's
// group, which the first wait_group 1 leaves in flight.
// RUN: %clang -x cuda --cuda-device-only -nocudainc -nocudalib -I%cuda-min --cuda-gpu-arch=sm_80 -Xclang -target-feature -Xclang +ptx86 -O2 -gline-tables-only -DBUG_NO_COMMIT -S -emit-llvm %s -o %t.commit.ll
// RUN: %not %nvvm-lower check %t.commit.ll --target sm_80 2> %t.commit.err
// RUN: %FileCheck %s --check-prefix=COMMIT --input-file %t.commit.err
// COMMIT: error[protocol]: this load of shared memory by threads 0..127 races with a cp.async of threads 0..127
//
// No barrier between the wait and the read of the neighbour's element.
// RUN: %clang -x cuda --cuda-device-only -nocudainc -nocudalib -I%cuda-min --cuda-gpu-arch=sm_80 -Xclang -target-feature -Xclang +ptx86 -O2 -gline-tables-only -DBUG_NO_SYNC -S -emit-llvm %s -o %t.sync.ll
// RUN: %not %nvvm-lower check %t.sync.ll --target sm_80 2> %t.sync.err
// RUN: %FileCheck %s --check-prefix=SYNC --input-file %t.sync.err
// SYNC: error[protocol]: this load of shared memory by threads 0..127 reaches bytes that other threads' cp.async copied, and nothing orders it after the wait that lands them

#include "cuda_min.h"

#define THREADS 128

// CUTLASS's SM80_CP_ASYNC_CACHEGLOBAL, cp_async_fence and cp_async_wait<N>.
static __device__ __forceinline__ void copy16(void *dst, const void *src) {
  asm volatile("cp.async.cg.shared.global [%0], [%1], 16;" ::"r"(smem_u32(dst)), "l"(src) : "memory");
}
static __device__ __forceinline__ void commit() { asm volatile("cp.async.commit_group;" ::: "memory"); }
template <int N> static __device__ __forceinline__ void wait_groups() { asm volatile("cp.async.wait_group %0;" ::"n"(N) : "memory"); }

__global__ void __launch_bounds__(THREADS) stages(const float4_ *__restrict__ in, float *__restrict__ out, int tiles) {
  __shared__ __attribute__((aligned(16))) float4_ buf[2][THREADS];
  unsigned t = tid_x();
  copy16(&buf[0][t], in + t);
#ifndef BUG_NO_COMMIT
  commit();
#endif
  for (int i = 0; i < tiles; ++i) {
    int s = i & 1;
    if (i + 1 < tiles)
      copy16(&buf[s ^ 1][t], in + (size_t)(i + 1) * THREADS + t);
    commit();
#ifdef BUG_WAIT_COUNT
    wait_groups<2>();
#else
    wait_groups<1>();
#endif
#ifndef BUG_NO_SYNC
    __syncthreads();
#endif
    float4_ v = buf[s][(t + 1) % THREADS];
    // COUNT-NEXT: --> {{.*}}cp_async_wait.cu:[[@LINE+9]]:{{[0-9]+}}
    // COUNT: 1. threads 0..127: cp.async into it
    // COUNT: 2. the last wait leaves 2 groups in flight
    // COMMIT-NEXT: --> {{.*}}cp_async_wait.cu:[[@LINE+6]]:{{[0-9]+}}
    // COMMIT: 1. threads 0..127: cp.async into it
    // COMMIT: 2. the last wait leaves 1 group in flight
    // SYNC-NEXT: --> {{.*}}cp_async_wait.cu:[[@LINE+3]]:{{[0-9]+}}
    // SYNC: 1. threads 0..127: cp.async into it
    // SYNC: = each thread's cp.async.wait_group lands only its own copies
    out[(size_t)i * THREADS + t] = v.x + v.y + v.z + v.w;
    __syncthreads();
  }
}
