// The protocol model on tensor memory's asynchronous loads, stores and MMAs,
// as a CUTLASS-style Blackwell epilogue writes them: warp 4 allocates 64
// columns; the epilogue warps 0..3 initialise the accumulator with C by
// tcgen05.st and wait::st; a barrier (with the tcgen05 fences) orders that
// before warp 4's elected thread issues a tcgen05.mma onto it and commits it
// onto an mbarrier; the epilogue warps wait on that barrier, read their lanes
// back with tcgen05.ld, wait::ld and store them. The fixed kernel passes and
// assembles.
//
// RUN: %clang -x cuda --cuda-device-only -nocudainc -nocudalib -I%cuda-min --cuda-gpu-arch=sm_100a -Xclang -target-feature -Xclang +ptx88 -O2 -gline-tables-only -S -emit-llvm %s -o %t.ll
// RUN: %check-and-assemble %t.ll sm_100a | %FileCheck %s --check-prefix=FIXED
// FIXED: passes for sm_100a at PTX ISA 8.6
// FIXED: assembled: sm_100a PTX 8.6
//
// The registers of the tcgen05.ld stored before tcgen05.wait::ld
// (tile-ai/tilelang#1882): they may not hold the loaded values yet.
// RUN: %clang -x cuda --cuda-device-only -nocudainc -nocudalib -I%cuda-min --cuda-gpu-arch=sm_100a -Xclang -target-feature -Xclang +ptx88 -O2 -gline-tables-only -DBUG_USE_BEFORE_WAIT -S -emit-llvm %s -o %t.use.ll
// RUN: %nvvm-lower check %t.use.ll --target sm_100a --no-protocol | %FileCheck %s --check-prefix=UNSEEN
// UNSEEN: passes for sm_100a at PTX ISA 8.6
// RUN: %not %nvvm-lower check %t.use.ll --target sm_100a 2> %t.use.err
// RUN: %FileCheck %s --check-prefix=USE --input-file %t.use.err
// USE: error[protocol]: this reads registers that a tcgen05.ld of threads 0..127 writes, before their tcgen05.wait::ld: the registers may not hold the loaded values yet
//
// No tcgen05.wait::st after the accumulator's initial store: the MMA reads
// columns the store may still be writing.
// RUN: %clang -x cuda --cuda-device-only -nocudainc -nocudalib -I%cuda-min --cuda-gpu-arch=sm_100a -Xclang -target-feature -Xclang +ptx88 -O2 -gline-tables-only -DBUG_NO_WAIT_ST -S -emit-llvm %s -o %t.st.ll
// RUN: %nvvm-lower check %t.st.ll --target sm_100a --no-protocol | %FileCheck %s --check-prefix=UNSEEN
// RUN: %not %nvvm-lower check %t.st.ll --target sm_100a 2> %t.st.err
// RUN: %FileCheck %s --check-prefix=ST --input-file %t.st.err
// ST: error[protocol]: this tcgen05.mma of thread 128 (warp 4, lane 0) reaches tensor memory that a tcgen05.st of threads 0..127 may still be writing: no tcgen05.wait::st of theirs has retired it
//
// The epilogue reads the accumulator without waiting on the commit's
// mbarrier (vllm-project/flash-attention#182): the MMA may still be writing it.
// RUN: %clang -x cuda --cuda-device-only -nocudainc -nocudalib -I%cuda-min --cuda-gpu-arch=sm_100a -Xclang -target-feature -Xclang +ptx88 -O2 -gline-tables-only -DBUG_NO_MMA_WAIT -S -emit-llvm %s -o %t.mma.ll
// RUN: %nvvm-lower check %t.mma.ll --target sm_100a --no-protocol | %FileCheck %s --check-prefix=UNSEEN
// RUN: %not %nvvm-lower check %t.mma.ll --target sm_100a 2> %t.mma.err
// RUN: %FileCheck %s --check-prefix=MMA --input-file %t.mma.err
// MMA: error[protocol]: this tcgen05.ld of threads 0..127 reads tensor memory that a tcgen05.mma of thread 128 (warp 4, lane 0) writes, and nothing orders the read after the MMA completes

#include "cuda_min.h"

#define COLS 64
// kind::f16 with f32 accumulators, M = 128, N = 64 (N >> 3 at bit 17, M >> 4 at bit 24).
#define IDESC ((1u << 4) | ((64u >> 3) << 17) | ((128u >> 4) << 24))

static __device__ __forceinline__ void mbar_wait(void *bar, uint32_t phase) {
  asm volatile("{\n\t.reg .pred P1;\n\tLAB_WAIT:\n\t"
               "mbarrier.try_wait.parity.shared::cta.b64 P1, [%0], %1;\n\t"
               "@P1 bra DONE;\n\tbra LAB_WAIT;\n\tDONE:\n\t}" ::"r"(smem_u32(bar)),
               "r"(phase));
}
static __device__ __forceinline__ bool elect_one() {
  uint32_t pred = 0;
  asm volatile("{\n\t.reg .pred %%px;\n\telect.sync _|%%px, %1;\n\t@%%px mov.s32 %0, 1;\n\t}" : "+r"(pred) : "r"(0xffffffffu));
  return pred != 0;
}
static __device__ __forceinline__ uint64_t smem_desc(const void *p) {
  return ((uint64_t)1 << 46) | ((uint64_t)(1024 >> 4) << 32) | ((uint64_t)(16 >> 4) << 16) | ((smem_u32(p) & 0x3ffff) >> 4);
}
// CUTLASS's SM100_TMEM_STORE_32dp32b8x / SM100_TMEM_LOAD_32dp32b8x.
static __device__ __forceinline__ void tmem_st8(uint32_t taddr, const uint32_t (&v)[8]) {
  asm volatile("tcgen05.st.sync.aligned.32x32b.x8.b32 [%0], {%1, %2, %3, %4, %5, %6, %7, %8};" ::"r"(taddr), "r"(v[0]), "r"(v[1]), "r"(v[2]), "r"(v[3]), "r"(v[4]), "r"(v[5]), "r"(v[6]), "r"(v[7]) : "memory");
}
static __device__ __forceinline__ void tmem_ld8(uint32_t taddr, uint32_t (&v)[8]) {
  // MMA-NEXT: --> {{.*}}tcgen05_wait.cu:[[@LINE+1]]:3
  asm volatile("tcgen05.ld.sync.aligned.32x32b.x8.b32 {%0, %1, %2, %3, %4, %5, %6, %7}, [%8];" : "=r"(v[0]), "=r"(v[1]), "=r"(v[2]), "=r"(v[3]), "=r"(v[4]), "=r"(v[5]), "=r"(v[6]), "=r"(v[7]) : "r"(taddr) : "memory");
}
// CUTLASS's SM100_MMA_F16BF16_SS: D (+)= A * B, A and B in shared memory.
static __device__ __forceinline__ void tmem_mma(uint32_t d, uint64_t a, uint64_t b, uint32_t idesc, uint32_t accumulate) {
  // ST-NEXT: --> {{.*}}tcgen05_wait.cu:[[@LINE+1]]:3
  asm volatile("{\n\t.reg .pred p;\n\tsetp.ne.b32 p, %4, 0;\n\t"
               "tcgen05.mma.cta_group::1.kind::f16 [%0], %1, %2, %3, p;\n\t}" ::"r"(d),
               "l"(a), "l"(b), "r"(idesc), "r"(accumulate));
}

__global__ void __launch_bounds__(160, 1) mma_epilogue(const float *__restrict__ c, float *out) {
  __shared__ __attribute__((aligned(1024))) uint16_t sA[128 * 16];
  __shared__ __attribute__((aligned(1024))) uint16_t sB[64 * 16];
  __shared__ __attribute__((aligned(8))) uint64_t mma_done;
  __shared__ uint32_t tmem_base;
  unsigned t = tid_x(), warp = warp_id();
  if (warp == 4) {
    asm volatile("tcgen05.alloc.cta_group::1.sync.aligned.shared::cta.b32 [%0], %1;" ::"r"(smem_u32(&tmem_base)), "r"(COLS) : "memory");
    asm volatile("tcgen05.relinquish_alloc_permit.cta_group::1.sync.aligned;" ::: "memory");
  }
  if (t == 0) {
    asm volatile("mbarrier.init.shared::cta.b64 [%0], 1;" ::"r"(smem_u32(&mma_done)));
    asm volatile("fence.mbarrier_init.release.cluster;" ::: "memory");
  }
  asm volatile("tcgen05.fence::before_thread_sync;" ::: "memory");
  __syncthreads();
  asm volatile("tcgen05.fence::after_thread_sync;" ::: "memory");
  uint32_t tmem = tmem_base;
  // Each epilogue warp's 32 lanes (bits 16 and up of the address).
  uint32_t lanes = tmem + ((warp * 32) << 16);

  if (warp < 4) {
    uint32_t v[8];
    for (int i = 0; i < 8; ++i)
      v[i] = __builtin_bit_cast(uint32_t, c[t * 8 + i]);
    tmem_st8(lanes, v);
#ifndef BUG_NO_WAIT_ST
    asm volatile("tcgen05.wait::st.sync.aligned;" ::: "memory");
#endif
  }
  asm volatile("tcgen05.fence::before_thread_sync;" ::: "memory");
  __syncthreads();
  asm volatile("tcgen05.fence::after_thread_sync;" ::: "memory");

  if (warp == 4) {
    if (elect_one()) {
      tmem_mma(tmem, smem_desc(sA), smem_desc(sB), IDESC, 1);
      asm volatile("tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.b64 [%0];" ::"r"(smem_u32(&mma_done)) : "memory");
    }
  } else {
#ifndef BUG_NO_MMA_WAIT
    mbar_wait(&mma_done, 0);
#endif
    asm volatile("tcgen05.fence::after_thread_sync;" ::: "memory");
    uint32_t r[8];
    tmem_ld8(lanes, r);
#ifdef BUG_USE_BEFORE_WAIT
    // USE-NEXT: --> {{.*}}tcgen05_wait.cu:[[@LINE+1]]:{{[0-9]+}}
    out[t * 8] = __builtin_bit_cast(float, r[0]);
#endif
    asm volatile("tcgen05.wait::ld.sync.aligned;" ::: "memory");
    for (int i = 0; i < 8; ++i)
      out[t * 8 + i] = __builtin_bit_cast(float, r[i]);
  }
  asm volatile("tcgen05.fence::before_thread_sync;" ::: "memory");
  __syncthreads();
  if (warp == 4)
    asm volatile("tcgen05.dealloc.cta_group::1.sync.aligned.b32 %0, %1;" ::"r"(tmem), "r"(COLS) : "memory");
}
