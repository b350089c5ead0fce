// A Blackwell single-CTA UMMA mainloop as CUTLASS 3.8+ writes it, inline PTX:
// tcgen05.alloc of 128 tensor-memory columns into a shared slot, relinquish
// of the allocation permit, a TMA producer (cp.async.bulk.tensor.2d ...
// complete_tx) armed with mbarrier.arrive.expect_tx, an elected MMA thread
// issuing tcgen05.mma.cta_group::1.kind::f16 and tcgen05.commit onto an
// mbarrier, tcgen05.fence::before/after_thread_sync around the hand-off, the
// epilogue's tcgen05.ld.32x32b + tcgen05.wait::ld, and tcgen05.dealloc.
// Valid on sm_100a only.
//
// RUN: %clang -x cuda --cuda-device-only -nocudainc -nocudalib -I%cuda-min --cuda-gpu-arch=sm_100a -Xclang -target-feature -Xclang +ptx88 -O2 -gline-tables-only -S -emit-llvm %s -o %t.sm100a.ll
// RUN: %check-and-assemble %t.sm100a.ll sm_100a | %FileCheck %s --check-prefix=SM100A
// SM100A: passes for sm_100a at PTX ISA 8.6
// SM100A: assembled: sm_100a PTX 8.6
//
// Mutant: checked for sm_90a (no tensor memory there).
// RUN: %not %nvvm-lower check %t.sm100a.ll --target sm_90a 2> %t.sm90a.err
// RUN: %FileCheck %s --check-prefix=WRONG-TARGET --input-file %t.sm90a.err
//
// Mutant: a relaxed cluster arrive after the epilogue's DSMEM store to the
// peer CTA (race pattern 4).
// RUN: %clang -x cuda --cuda-device-only -nocudainc -nocudalib -I%cuda-min --cuda-gpu-arch=sm_100a -Xclang -target-feature -Xclang +ptx88 -O2 -gline-tables-only -DMUTANT_RELAXED -S -emit-llvm %s -o %t.relaxed.ll
// RUN: %not %nvvm-lower check %t.relaxed.ll --target sm_100a 2> %t.relaxed.err
// RUN: %FileCheck %s --check-prefix=RELAXED --input-file %t.relaxed.err

#include "cuda_min.h"

#define STAGES 3
#define TILE_BYTES (128 * 64 * 2)

static __device__ __forceinline__ void mbar_init(void *bar, uint32_t n) {
  asm volatile("mbarrier.init.shared::cta.b64 [%1], %0;" ::"r"(n), "r"(smem_u32(bar)));
}
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

__global__ void __launch_bounds__(128, 1) umma_gemm(const void *descA, const void *descB, float *__restrict__ C, int ktiles, uint32_t idesc) {
  __shared__ __attribute__((aligned(1024))) uint16_t sA[STAGES][128 * 64];
  __shared__ __attribute__((aligned(1024))) uint16_t sB[STAGES][128 * 64];
  __shared__ __attribute__((aligned(8))) uint64_t full[STAGES], empty[STAGES], mma_done;
  __shared__ uint32_t tmem_base;
  __shared__ float peer_row[128];
  unsigned warp = warp_id();

  if (warp == 0) {
    // WRONG-TARGET: error[gate-target]: {{.*}} is not available on sm_90a
    // WRONG-TARGET: {{.*}}tcgen05_gemm.cu:[[@LINE+1]]:5
    asm volatile("tcgen05.alloc.cta_group::1.sync.aligned.shared::cta.b32 [%0], %1;" ::"r"(smem_u32(&tmem_base)), "r"(128) : "memory");
    asm volatile("tcgen05.relinquish_alloc_permit.cta_group::1.sync.aligned;" ::: "memory");
  }
  if (tid_x() == 32) {
    for (int s = 0; s < STAGES; ++s) {
      mbar_init(&full[s], 1);
      mbar_init(&empty[s], 1);
    }
    mbar_init(&mma_done, 1);
    asm volatile("fence.mbarrier_init.release.cluster;" ::: "memory");
  }
  asm volatile("tcgen05.fence::before_thread_sync;" ::: "memory");
  __syncthreads();
  asm volatile("tcgen05.fence::after_thread_sync;" ::: "memory");
  uint32_t tmem = tmem_base;

  if (warp == 1 && elect_one()) {
    // TMA producer
    for (int k = 0; k < ktiles; ++k) {
      int s = k % STAGES;
      if (k >= STAGES)
        mbar_wait(&empty[s], ((k / STAGES) - 1) & 1);
      asm volatile("mbarrier.arrive.expect_tx.shared::cta.b64 _, [%1], %0;" ::"r"(2 * TILE_BYTES), "r"(smem_u32(&full[s])) : "memory");
      asm volatile("cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes [%0], [%1, {%3, %4}], [%2];" ::"r"(smem_u32(sA[s])),
                   "l"(descA), "r"(smem_u32(&full[s])), "r"(k * 64), "r"((int)ctaid_y() * 128)
                   : "memory");
      asm volatile("cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes [%0], [%1, {%3, %4}], [%2];" ::"r"(smem_u32(sB[s])),
                   "l"(descB), "r"(smem_u32(&full[s])), "r"(k * 64), "r"((int)ctaid_x() * 128)
                   : "memory");
    }
  } else if (warp == 2 && elect_one()) {
    // MMA issuer
    for (int k = 0; k < ktiles; ++k) {
      int s = k % STAGES;
      mbar_wait(&full[s], (k / STAGES) & 1);
      asm volatile("tcgen05.fence::after_thread_sync;" ::: "memory");
      uint64_t da = (1ull << 46) | (uint64_t)((smem_u32(sA[s]) & 0x3ffff) >> 4);
      uint64_t db = (1ull << 46) | (uint64_t)((smem_u32(sB[s]) & 0x3ffff) >> 4);
      asm volatile("{\n\t.reg .pred p;\n\tsetp.ne.b32 p, %4, 0;\n\t"
                   "tcgen05.mma.cta_group::1.kind::f16 [%0], %1, %2, %3, p;\n\t}" ::"r"(tmem),
                   "l"(da), "l"(db), "r"(idesc), "r"(k > 0 ? 1 : 0));
      asm volatile("tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.b64 [%0];" ::"r"(smem_u32(&empty[s])) : "memory");
    }
    asm volatile("tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.b64 [%0];" ::"r"(smem_u32(&mma_done)) : "memory");
  }

  // Epilogue: all 4 warps read their 32 lanes of the accumulator.
  mbar_wait(&mma_done, 0);
  asm volatile("tcgen05.fence::after_thread_sync;" ::: "memory");
  uint32_t r[4];
  asm volatile("tcgen05.ld.sync.aligned.32x32b.x4.b32 {%0, %1, %2, %3}, [%4];"
               : "=r"(r[0]), "=r"(r[1]), "=r"(r[2]), "=r"(r[3])
               : "r"(tmem + ((warp * 32) << 16)));
  asm volatile("tcgen05.wait::ld.sync.aligned;" ::: "memory");
  float4_ v = {__builtin_bit_cast(float, r[0]), __builtin_bit_cast(float, r[1]), __builtin_bit_cast(float, r[2]), __builtin_bit_cast(float, r[3])};
  ((float4_ *)C)[(size_t)(ctaid_y() * 128 + tid_x()) * 32 + ctaid_x()] = v * 0.5f;

  // Share my row sum with the peer CTA of the cluster pair through DSMEM.
  uint32_t peer = __nvvm_read_ptx_sreg_cluster_ctarank() ^ 1u;
  float *remote = (float *)__nvvm_mapa(peer_row, peer);
  remote[tid_x()] = v.x + v.y + v.z + v.w;
#ifdef MUTANT_RELAXED
  // RELAXED: error[race]: a write to another CTA's shared memory reaches this relaxed cluster arrive with no cluster-scope release in between
  // RELAXED: {{.*}}tcgen05_gemm.cu:[[@LINE+1]]:3
  asm volatile("barrier.cluster.arrive.relaxed.aligned;" ::: "memory");
#else
  asm volatile("barrier.cluster.arrive.release.aligned;" ::: "memory");
#endif
  asm volatile("barrier.cluster.wait.acquire.aligned;" ::: "memory");
  C[(size_t)ctaid_x() * 128 + tid_x()] += peer_row[tid_x()];

  asm volatile("tcgen05.fence::before_thread_sync;" ::: "memory");
  __syncthreads();
  if (warp == 0)
    asm volatile("tcgen05.dealloc.cta_group::1.sync.aligned.b32 %0, %1;" ::"r"(tmem), "r"(128) : "memory");
}
