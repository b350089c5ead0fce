// The protocol model on the proxy of a shared buffer's last write: a
// transposing epilogue where every thread stores its element of a tile to
// shared memory with st.shared (the generic proxy) and one thread writes the
// tile out with a TMA tensor store (the async proxy). The writers'
// fence.proxy.async.shared::cta must come after their stores and before the
// barrier that orders the store after them. The fixed kernel passes and
// assembles; the mutant, whose fence comes before the stores, is refused at
// the TMA store with the generic store it may not see.
//
// RUN: %clang -x cuda --cuda-device-only -nocudainc -nocudalib -I%cuda-min --cuda-gpu-arch=sm_90a -Xclang -target-feature -Xclang +ptx86 -O2 -gline-tables-only -S -emit-llvm %s -o %t.ll
// RUN: %check-and-assemble %t.ll sm_90a | %FileCheck %s --check-prefix=FIXED
// FIXED: passes for sm_90a at PTX ISA 8.0
// FIXED: assembled: sm_90a PTX 8.0
//
// RUN: %clang -x cuda --cuda-device-only -nocudainc -nocudalib -I%cuda-min --cuda-gpu-arch=sm_90a -Xclang -target-feature -Xclang +ptx86 -O2 -gline-tables-only -DBUG_FENCE_FIRST -S -emit-llvm %s -o %t.first.ll
// RUN: %nvvm-lower check %t.first.ll --target sm_90a --no-protocol | %FileCheck %s --check-prefix=UNSEEN
// UNSEEN: passes for sm_90a at PTX ISA 8.0
// RUN: %not %nvvm-lower check %t.first.ll --target sm_90a 2> %t.first.err
// RUN: %FileCheck %s --check-prefix=FIRST --input-file %t.first.err
// FIRST: error[protocol]: this bulk copy (the async proxy) reads shared memory that threads 0..127 wrote through the generic proxy, with no fence.proxy.async between the write and this read: it may read the old bytes

#include "cuda_min.h"

struct __attribute__((aligned(64))) TmaDesc {
  uint64_t opaque[16];
};

static __device__ __forceinline__ void st_shared(uint32_t addr, float v) { asm volatile("st.shared.f32 [%0], %1;" ::"r"(addr), "f"(v) : "memory"); }
static __device__ __forceinline__ void store_fence() { asm volatile("fence.proxy.async.shared::cta;" ::: "memory"); }
static __device__ __forceinline__ void tma_store_2d(const TmaDesc *desc, uint32_t src, int c0, int c1) {
  // FIRST-NEXT: --> {{.*}}proxy_fence.cu:[[@LINE+2]]:3
  // FIRST: 1. threads 0..127: a generic store to it
  asm volatile("cp.async.bulk.tensor.2d.global.shared::cta.bulk_group [%0, {%2, %3}], [%1];" ::"l"(desc), "r"(src), "r"(c0), "r"(c1) : "memory");
}

__global__ void __launch_bounds__(128) transpose_out(const __grid_constant__ TmaDesc out, const float *__restrict__ in) {
  __shared__ __attribute__((aligned(128))) float tile[32][32];
  unsigned t = tid_x();
  const float *src = in + (size_t)ctaid_x() * 1024;
#ifdef BUG_FENCE_FIRST
  store_fence();
#endif
  for (int r = 0; r < 32; r += 4) {
    unsigned row = r + t / 32, col = t % 32;
    st_shared(smem_u32(&tile[col][row]), src[row * 32 + col]);
  }
#ifndef BUG_FENCE_FIRST
  store_fence();
#endif
  __syncthreads();
  if (t == 0) {
    tma_store_2d(&out, smem_u32(tile), 0, ctaid_x() * 32);
    asm volatile("cp.async.bulk.commit_group;" ::: "memory");
    asm volatile("cp.async.bulk.wait_group.read 0;" ::: "memory");
  }
}
