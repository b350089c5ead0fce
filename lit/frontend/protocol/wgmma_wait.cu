// The protocol model on warpgroup MMA loops, as CUTLASS writes them.
// `decayed_gemm`: the accumulators decay between k-tiles (generic code
// writes them), warpgroup_fence_operand pins them, and wgmma.fence orders
// those writes before the wgmma.mma_async that reads them; commit_group +
// wait_group 0 retire each tile's MMA before the next decay. `pipelined_gemm`
// keeps one wgmma group in flight across k-tiles (wait_group 1, the
// accumulators chain from MMA to MMA) and retires the last with
// wait_group 0 before the epilogue stores them. The fixed kernels pass and
// assemble; each mutant is refused where the registers are read or written
// unordered, with the wgmma.
//
// RUN: %clang -x cuda --cuda-device-only -nocudainc -nocudalib -I%cuda-min --cuda-gpu-arch=sm_90a -Xclang -target-feature -Xclang +ptx86 -O2 -gline-tables-only -S -emit-llvm %s -o %t.ll
// RUN: %check-and-assemble %t.ll sm_90a | %FileCheck %s --check-prefix=FIXED
// FIXED: passes for sm_90a at PTX ISA 8.0
// FIXED: assembled: sm_90a PTX 8.0
//
// The epilogue's wait_group 1 leaves the last MMA in flight: the stores read
// accumulators it may still be writing.
// RUN: %clang -x cuda --cuda-device-only -nocudainc -nocudalib -I%cuda-min --cuda-gpu-arch=sm_90a -Xclang -target-feature -Xclang +ptx86 -O2 -gline-tables-only -DBUG_WAIT_ONE -S -emit-llvm %s -o %t.wait.ll
// RUN: %nvvm-lower check %t.wait.ll --target sm_90a --no-protocol | %FileCheck %s --check-prefix=UNSEEN
// UNSEEN: passes for sm_90a at PTX ISA 8.0
// RUN: %not %nvvm-lower check %t.wait.ll --target sm_90a 2> %t.wait.err
// RUN: %FileCheck %s --check-prefix=WAIT --input-file %t.wait.err
// WAIT: error[protocol]: this reads accumulator registers of a wgmma.mma_async that may still be running: no wgmma.wait_group of threads 0..127 has retired its group
//
// The decay after wgmma.fence: the MMA reads registers generic code wrote unordered.
// RUN: %clang -x cuda --cuda-device-only -nocudainc -nocudalib -I%cuda-min --cuda-gpu-arch=sm_90a -Xclang -target-feature -Xclang +ptx86 -O2 -gline-tables-only -DBUG_WRITE_AFTER_FENCE -S -emit-llvm %s -o %t.fence.ll
// RUN: %nvvm-lower check %t.fence.ll --target sm_90a --no-protocol | %FileCheck %s --check-prefix=UNSEEN
// RUN: %not %nvvm-lower check %t.fence.ll --target sm_90a 2> %t.fence.err
// RUN: %FileCheck %s --check-prefix=FENCE --input-file %t.fence.err
// FENCE: error[protocol]: this wgmma.mma_async of threads 0..127 reads registers that generic code wrote after the last wgmma.fence

#include "cuda_min.h"

#define BM 64
#define BN 8
#define BK 16

// CUTLASS's warpgroup_fence_operand, warpgroup_arrive, warpgroup_commit_batch, warpgroup_wait<N>.
static __device__ __forceinline__ void fence_operand(float &r) { asm volatile("" : "+f"(r)::"memory"); }
static __device__ __forceinline__ void wg_arrive() { asm volatile("wgmma.fence.sync.aligned;\n" ::: "memory"); }
static __device__ __forceinline__ void wg_commit() { asm volatile("wgmma.commit_group.sync.aligned;\n" ::: "memory"); }
template <int N> static __device__ __forceinline__ void wg_wait() { asm volatile("wgmma.wait_group.sync.aligned %0;\n" ::"n"(N) : "memory"); }

static __device__ __forceinline__ void wgmma_m64n8k16(float (&d)[4], uint64_t da, uint64_t db) {
  // FENCE-NEXT: --> {{.*}}wgmma_wait.cu:[[@LINE+1]]:3
  asm volatile("{\n\t.reg .pred p;\n\tsetp.ne.b32 p, 1, 0;\n\t"
               "wgmma.mma_async.sync.aligned.m64n8k16.f32.f16.f16 {%0, %1, %2, %3}, %4, %5, p, 1, 1, 0, 0;\n\t}"
               : "+f"(d[0]), "+f"(d[1]), "+f"(d[2]), "+f"(d[3])
               : "l"(da), "l"(db));
}
static __device__ __forceinline__ uint64_t smem_desc(uint32_t addr) {
  return ((uint64_t)1 << 62) | ((uint64_t)64 << 32) | ((uint64_t)1 << 16) | ((addr & 0x3ffff) >> 4);
}

__global__ void __launch_bounds__(128, 1) decayed_gemm(const uint16_t *__restrict__ A, const uint16_t *__restrict__ B, float *__restrict__ C, float decay, int ktiles) {
  __shared__ __attribute__((aligned(1024))) uint16_t sA[BM * BK];
  __shared__ __attribute__((aligned(1024))) uint16_t sB[BN * BK];
  unsigned t = tid_x();
  float acc[4] = {0.f, 0.f, 0.f, 0.f};
  for (int k = 0; k < ktiles; ++k) {
    for (int i = t; i < BM * BK; i += 128)
      sA[i] = A[(size_t)k * BM * BK + i];
    sB[t] = B[(size_t)k * BN * BK + t];
    asm volatile("fence.proxy.async.shared::cta;" ::: "memory");
    __syncthreads();
#ifdef BUG_WRITE_AFTER_FENCE
    wg_arrive();
#endif
    for (int i = 0; i < 4; ++i) {
      acc[i] *= decay;
      fence_operand(acc[i]);
    }
#ifndef BUG_WRITE_AFTER_FENCE
    wg_arrive();
#endif
    wgmma_m64n8k16(acc, smem_desc(smem_u32(sA)), smem_desc(smem_u32(sB)));
    wg_commit();
    wg_wait<0>();
    for (int i = 0; i < 4; ++i)
      fence_operand(acc[i]);
    __syncthreads();
  }
  for (int i = 0; i < 4; ++i)
    C[i * 128 + t] = acc[i];
}

__global__ void __launch_bounds__(128, 1) pipelined_gemm(const uint16_t *__restrict__ A, const uint16_t *__restrict__ B, float *__restrict__ C, int ktiles) {
  __shared__ __attribute__((aligned(1024))) uint16_t sA[2][BM * BK];
  __shared__ __attribute__((aligned(1024))) uint16_t sB[2][BN * BK];
  unsigned t = tid_x();
  float acc[4] = {0.f, 0.f, 0.f, 0.f};
  for (int i = 0; i < 4; ++i)
    fence_operand(acc[i]);
  for (int k = 0; k < ktiles; ++k) {
    int s = k & 1;
    for (int i = t; i < BM * BK; i += 128)
      sA[s][i] = A[(size_t)k * BM * BK + i];
    sB[s][t] = B[(size_t)k * BN * BK + t];
    asm volatile("fence.proxy.async.shared::cta;" ::: "memory");
    __syncthreads();
    wg_arrive();
    wgmma_m64n8k16(acc, smem_desc(smem_u32(sA[s])), smem_desc(smem_u32(sB[s])));
    wg_commit();
    // The previous tile's MMA has read its stage: the next copy may overwrite it.
    wg_wait<1>();
    __syncthreads();
  }
#ifdef BUG_WAIT_ONE
  wg_wait<1>();
#else
  wg_wait<0>();
#endif
  for (int i = 0; i < 4; ++i)
    fence_operand(acc[i]);
  // WAIT-NEXT: --> {{.*}}wgmma_wait.cu:[[@LINE+4]]:
  // WAIT-DAG: 1. threads 0..127: the wgmma writes them
  // WAIT-DAG: 2. the last wgmma.wait_group leaves 1 group in flight
  for (int i = 0; i < 4; ++i)
    C[i * 128 + t] = acc[i];
}
