// A warp-specialised streaming kernel: one producer warp fills a ring of
// shared buffers with 1-D bulk copies (cp.async.bulk ... mbarrier::complete_tx,
// armed by mbarrier.arrive.expect_tx), consumer warps wait on the "full"
// mbarriers with clang's builtins (__nvvm_mbarrier_arrive_shared /
// __nvvm_mbarrier_test_wait_shared on the "empty" side, try_wait.parity on the
// full side), transform the tile with <4 x float> arithmetic, and write it back with
// fence.proxy.async.shared::cta + a bulk store (bulk_group commit/wait).
// setmaxnreg moves registers from producer to consumers. Valid on sm_90a and sm_100a.
//
// RUN: %clang -x cuda --cuda-device-only -nocudainc -nocudalib -I%cuda-min --cuda-gpu-arch=sm_90a -Xclang -target-feature -Xclang +ptx86 -O2 -S -emit-llvm %s -o %t.sm90a.ll
// RUN: %check-and-assemble %t.sm90a.ll sm_90a | %FileCheck %s --check-prefix=SM90A
// SM90A: passes for sm_90a at PTX ISA 8.0
// SM90A: assembled: sm_90a PTX 8.0
// RUN: %clang -x cuda --cuda-device-only -nocudainc -nocudalib -I%cuda-min --cuda-gpu-arch=sm_100a -Xclang -target-feature -Xclang +ptx88 -O2 -g -S -emit-llvm %s -o %t.sm100a.ll
// RUN: %check-and-assemble %t.sm100a.ll sm_100a | %FileCheck %s --check-prefix=SM100A
// SM100A: passes for sm_100a at PTX ISA 8.6
// SM100A: assembled: sm_100a PTX 8.6
//
// Mutant: the sm_90a kernel checked for sm_80 (no bulk copies, no expect_tx).
// RUN: %clang -x cuda --cuda-device-only -nocudainc -nocudalib -I%cuda-min --cuda-gpu-arch=sm_90a -Xclang -target-feature -Xclang +ptx86 -O2 -gline-tables-only -S -emit-llvm %s -o %t.g.ll
// RUN: %not %nvvm-lower check %t.g.ll --target sm_80 2> %t.sm80.err
// RUN: %FileCheck %s --check-prefix=WRONG-TARGET --input-file %t.sm80.err
//
// Mutant: the consumers' release of a stage on named barrier 16 instead of 1.
// RUN: %clang -x cuda --cuda-device-only -nocudainc -nocudalib -I%cuda-min --cuda-gpu-arch=sm_100a -Xclang -target-feature -Xclang +ptx88 -O2 -gline-tables-only -DMUTANT_BAR16 -S -emit-llvm %s -o %t.bar16.ll
// RUN: %not %nvvm-lower check %t.bar16.ll --target sm_100a 2> %t.bar16.err
// RUN: %FileCheck %s --check-prefix=BAR16 --input-file %t.bar16.err

#include "cuda_min.h"

#define STAGES 4
#define CHUNK 2048 // bytes per stage
#define CONSUMERS 4 // warps

static __device__ __forceinline__ void bulk_load(void *dst, const void *src, uint32_t bytes, void *bar) {
  // WRONG-TARGET: error[gate-target]: {{.*}} is not available on sm_80
  // WRONG-TARGET: {{.*}}bulk_copy_pipeline.cu:[[@LINE+1]]:3
  asm volatile("mbarrier.arrive.expect_tx.shared::cta.b64 _, [%1], %0;" ::"r"(bytes), "r"(smem_u32(bar)) : "memory");
  asm volatile("cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes [%0], [%1], %2, [%3];" ::"r"(smem_u32(dst)), "l"(src),
               "r"(bytes), "r"(smem_u32(bar))
               : "memory");
}
static __device__ __forceinline__ void wait_parity(void *bar, uint32_t phase) {
  asm volatile("{\n\t.reg .pred p;\n\tRETRY:\n\t"
               "mbarrier.try_wait.parity.shared::cta.b64 p, [%0], %1, %2;\n\t"
               "@!p bra RETRY;\n\t}" ::"r"(smem_u32(bar)),
               "r"(phase), "r"(0x989680)
               : "memory");
}

__global__ void __launch_bounds__(32 * (CONSUMERS + 1)) stream_transform(const float *__restrict__ in, float *__restrict__ out, int chunks, float a, float b) {
  __shared__ __attribute__((aligned(128))) float ring[STAGES][CHUNK / 4];
  __shared__ long full[STAGES], empty[STAGES];
  unsigned warp = warp_id(), lane = lane_id();
  if (tid_x() == 0) {
    for (int s = 0; s < STAGES; ++s) {
      __nvvm_mbarrier_init_shared(as_smem_i64(&full[s]), 1);
      __nvvm_mbarrier_init_shared(as_smem_i64(&empty[s]), CONSUMERS);
    }
    asm volatile("fence.mbarrier_init.release.cluster;" ::: "memory");
  }
  __syncthreads();
  const char *src = (const char *)in + (size_t)ctaid_x() * chunks * CHUNK;
  char *dst = (char *)out + (size_t)ctaid_x() * chunks * CHUNK;

  if (warp == CONSUMERS) {
    asm volatile("setmaxnreg.dec.sync.aligned.u32 56;" ::);
    if (lane == 0) {
      asm volatile("griddepcontrol.wait;" ::: "memory");
      for (int c = 0; c < chunks; ++c) {
        int s = c % STAGES;
        if (c >= STAGES)
          wait_parity(&empty[s], ((c / STAGES) - 1) & 1);
        bulk_load(ring[s], src + (size_t)c * CHUNK, CHUNK, &full[s]);
      }
    }
  } else {
    asm volatile("setmaxnreg.inc.sync.aligned.u32 224;" ::);
    for (int c = 0; c < chunks; ++c) {
      int s = c % STAGES;
      wait_parity(&full[s], (c / STAGES) & 1);
      float4_ *tile = (float4_ *)ring[s];
      for (unsigned i = warp * 32 + lane; i < CHUNK / 16; i += 32 * CONSUMERS)
        tile[i] = tile[i] * a + b;
      // Generic-proxy writes, then the async proxy (bulk store) reads them.
      asm volatile("fence.proxy.async.shared::cta;" ::: "memory");
#ifdef MUTANT_BAR16
      // BAR16: error[range]: barrierId 16 is out of range [0, 15]
      // BAR16: {{.*}}bulk_copy_pipeline.cu:[[@LINE+1]]:7
      __nvvm_barrier_sync_cnt(16, 32 * CONSUMERS);
#else
      __nvvm_barrier_sync_cnt(1, 32 * CONSUMERS);
#endif
      if (warp == 0 && lane == 0) {
        asm volatile("cp.async.bulk.global.shared::cta.bulk_group [%0], [%1], %2;" ::"l"(dst + (size_t)c * CHUNK), "r"(smem_u32(ring[s])), "r"(CHUNK)
                     : "memory");
        asm volatile("cp.async.bulk.commit_group;" ::: "memory");
        asm volatile("cp.async.bulk.wait_group.read 0;" ::: "memory");
      }
      __nvvm_barrier_sync_cnt(1, 32 * CONSUMERS);
      if (lane == 0) {
        long state = __nvvm_mbarrier_arrive_shared(as_smem_i64(&empty[s]));
        // The last stage: every consumer warp is done with it before exit.
        if (c == chunks - 1)
          while (!__nvvm_mbarrier_test_wait_shared(as_smem_i64(&empty[s]), state))
            __nvvm_nanosleep(20);
      }
    }
    if (warp == 0 && lane == 0)
      asm volatile("cp.async.bulk.wait_group 0;" ::: "memory");
    asm volatile("griddepcontrol.launch_dependents;" ::: "memory");
  }
}
