// The protocol model on a depth-2 ring of 1-D bulk copies: one producer
// thread (warp 1, lane 0) arms each stage with mbarrier.arrive.expect_tx and
// fills it with cp.async.bulk; the consumer warp waits on the "full" barrier
// with try_wait.parity, reads the stage and releases it on the "empty"
// barrier (lane 0 only). The fixed kernel passes and assembles; each mutant
// is a protocol bug that llc-22 and ptxas take without a word, refused with
// the barrier's state and the steps that lead there.
//
// RUN: %clang -x cuda --cuda-device-only -nocudainc -nocudalib -I%cuda-min --cuda-gpu-arch=sm_90a -Xclang -target-feature -Xclang +ptx86 -O2 -gline-tables-only -S -emit-llvm %s -o %t.ll
// RUN: %check-and-assemble %t.ll sm_90a | %FileCheck %s --check-prefix=FIXED
// FIXED: passes for sm_90a at PTX ISA 8.0
// FIXED: assembled: sm_90a PTX 8.0
//
// With --no-protocol the mutants pass: the op-level checks cannot see them.
// RUN: %clang -x cuda --cuda-device-only -nocudainc -nocudalib -I%cuda-min --cuda-gpu-arch=sm_90a -Xclang -target-feature -Xclang +ptx86 -O2 -gline-tables-only -DBUG_COUNT -S -emit-llvm %s -o %t.count.ll
// RUN: %nvvm-lower check %t.count.ll --target sm_90a --no-protocol | %FileCheck %s --check-prefix=UNSEEN
// UNSEEN: passes for sm_90a at PTX ISA 8.0
//
// Init count 2 on "empty", one arrival per lap: the producer's second-lap wait hangs.
// RUN: %not %nvvm-lower check %t.count.ll --target sm_90a  2> %t.count.err
// RUN: %FileCheck %s --check-prefix=COUNT --input-file %t.count.err
// COUNT: error[protocol]: this wait never returns: thread 32 (warp 1, lane 0) wait for the phase of parity 0 of mbarrier @{{.*}}empty{{.*}} (phase 0, arrivals 1 of 2), and no thread left can complete it
// COUNT: mbarrier_ring.cu:{{[0-9]+}}:{{[0-9]+}}
// COUNT: mbarrier.init, 2 arrivals per phase
// COUNT: thread 0 (warp 0, lane 0): arrive (1 of 2 in phase 0)
//
// expect_tx announces twice the bytes the copy delivers: "full" never completes.
// RUN: %clang -x cuda --cuda-device-only -nocudainc -nocudalib -I%cuda-min --cuda-gpu-arch=sm_90a -Xclang -target-feature -Xclang +ptx86 -O2 -gline-tables-only -DBUG_BYTES -S -emit-llvm %s -o %t.bytes.ll
// RUN: %not %nvvm-lower check %t.bytes.ll --target sm_90a  2> %t.bytes.err
// RUN: %FileCheck %s --check-prefix=BYTES --input-file %t.bytes.err
// BYTES: error[protocol]: this wait never returns: threads 0..31 wait for the phase of parity 0 of mbarrier @{{.*}}full{{.*}} (phase 0, arrivals 1 of 1, 1,024 of 2,048 bytes)
// BYTES: expect 2,048 bytes (phase 0)
// BYTES: a copy completes 1,024 bytes (phase 0)
//
// The consumer's first wait names parity 1, the phase after the one the
// producer fills first: with the producer ahead it waits for a refill that
// needs its own release, and the producer's wait on "empty" never returns
// (with the consumer ahead it would return before any byte lands).
// RUN: %clang -x cuda --cuda-device-only -nocudainc -nocudalib -I%cuda-min --cuda-gpu-arch=sm_90a -Xclang -target-feature -Xclang +ptx86 -O2 -gline-tables-only -DBUG_FIRST_PARITY -S -emit-llvm %s -o %t.first.ll
// RUN: %not %nvvm-lower check %t.first.ll --target sm_90a  2> %t.first.err
// RUN: %FileCheck %s --check-prefix=FIRST --input-file %t.first.err
// FIRST: error[protocol]: this wait never returns: thread 32 (warp 1, lane 0) wait for the phase of parity 0 of mbarrier @{{.*}}empty{{.*}} (phase 0, arrivals 0 of 1)
// FIRST: threads 0..31 wait here too
//
// The parity is never flipped: the consumer's second-lap wait on a stage
// waits for the phase of the producer's third fill, which needs the
// consumer's own release first.
// RUN: %clang -x cuda --cuda-device-only -nocudainc -nocudalib -I%cuda-min --cuda-gpu-arch=sm_90a -Xclang -target-feature -Xclang +ptx86 -O2 -gline-tables-only -DBUG_NO_FLIP -S -emit-llvm %s -o %t.flip.ll
// RUN: %not %nvvm-lower check %t.flip.ll --target sm_90a  2> %t.flip.err
// RUN: %FileCheck %s --check-prefix=FLIP --input-file %t.flip.err
// FLIP: error[protocol]: this wait never returns: thread 32 (warp 1, lane 0) wait for the phase of parity 1 of mbarrier @{{.*}}empty{{.*}} (phase 1, arrivals 0 of 1)
//
// Every consumer thread releases the stage: 32 arrivals on a barrier initialised for 1.
// RUN: %clang -x cuda --cuda-device-only -nocudainc -nocudalib -I%cuda-min --cuda-gpu-arch=sm_90a -Xclang -target-feature -Xclang +ptx86 -O2 -gline-tables-only -DBUG_EVERY_THREAD -S -emit-llvm %s -o %t.every.ll
// RUN: %not %nvvm-lower check %t.every.ll --target sm_90a  2> %t.every.err
// RUN: %FileCheck %s --check-prefix=EVERY --input-file %t.every.err
// EVERY: error[protocol]: threads 0..31 arrive 32 times on an mbarrier whose phase 0 expects 1 more (initialised for 1 per phase)

#include "cuda_min.h"

#define STAGES 2
#define CHUNK 1024 // bytes per stage

#ifdef BUG_COUNT
#define EMPTY_COUNT 2
#else
#define EMPTY_COUNT 1
#endif
#ifdef BUG_BYTES
#define ANNOUNCED (2 * CHUNK)
#else
#define ANNOUNCED CHUNK
#endif

static __device__ __forceinline__ void bulk_load(void *dst, const void *src, void *bar) {
  asm volatile("mbarrier.arrive.expect_tx.shared::cta.b64 _, [%1], %0;" ::"r"(ANNOUNCED), "r"(smem_u32(bar)) : "memory");
  asm volatile("cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes [%0], [%1], %2, [%3];" ::"r"(smem_u32(dst)), "l"(src),
               "r"(CHUNK), "r"(smem_u32(bar))
               : "memory");
}
static __device__ __forceinline__ void wait_parity(void *bar, uint32_t phase) {
  asm volatile("{\n\t.reg .pred p;\n\tRETRY:\n\t"
               "mbarrier.try_wait.parity.shared::cta.b64 p, [%0], %1;\n\t"
               "@!p bra RETRY;\n\t}" ::"r"(smem_u32(bar)),
               "r"(phase)
               : "memory");
}

__global__ void __launch_bounds__(64) ring(const float *__restrict__ in, float *__restrict__ out, int chunks) {
  __shared__ __attribute__((aligned(128))) float buf[STAGES][CHUNK / 4];
  __shared__ long full[STAGES], empty[STAGES];
  unsigned t = tid_x();
  if (t == 0) {
    for (int s = 0; s < STAGES; ++s) {
      __nvvm_mbarrier_init_shared(as_smem_i64(&full[s]), 1);
      __nvvm_mbarrier_init_shared(as_smem_i64(&empty[s]), EMPTY_COUNT);
    }
    asm volatile("fence.mbarrier_init.release.cluster;" ::: "memory");
  }
  __syncthreads();
  if (t == 32) {
    for (int c = 0; c < chunks; ++c) {
      int s = c % STAGES;
      if (c >= STAGES)
        wait_parity(&empty[s], ((c / STAGES) - 1) & 1);
      bulk_load(buf[s], (const char *)in + (size_t)c * CHUNK, &full[s]);
    }
  } else if (t < 32) {
    for (int c = 0; c < chunks; ++c) {
      int s = c % STAGES;
#if defined(BUG_FIRST_PARITY)
      wait_parity(&full[s], ((c / STAGES) & 1) ^ 1);
#elif defined(BUG_NO_FLIP)
      wait_parity(&full[s], 0);
#else
      wait_parity(&full[s], (c / STAGES) & 1);
#endif
      out[(size_t)c * 32 + t] = buf[s][t];
      __syncwarp();
#ifdef BUG_EVERY_THREAD
      // EVERY-NEXT: --> {{.*}}mbarrier_ring.cu:[[@LINE+1]]:7
      __nvvm_mbarrier_arrive_shared(as_smem_i64(&empty[s]));
#else
      if (t == 0)
        __nvvm_mbarrier_arrive_shared(as_smem_i64(&empty[s]));
#endif
    }
  }
}
