// A cp.async ring whose stages complete on mbarriers through
// cp.async.mbarrier.arrive.noinc (CUTLASS's cp_async_mbarrier_arrive with
// noinc, inline PTX): every thread copies its 16 bytes of the next stage,
// and the mbarrier, initialised for the CTA's 64 threads, counts one arrival
// per thread when its copies land. The consumers wait on the stage's parity
// and release it with __syncthreads. The fixed kernel passes and assembles.
//
// RUN: %clang -x cuda --cuda-device-only -nocudainc -nocudalib -I%cuda-min --cuda-gpu-arch=sm_80 -Xclang -target-feature -Xclang +ptx86 -O2 -gline-tables-only -S -emit-llvm %s -o %t.ll
// RUN: %check-and-assemble %t.ll sm_80 | %FileCheck %s --check-prefix=FIXED
// FIXED: passes for sm_80 at PTX ISA 7.8
// FIXED: assembled: sm_80 PTX 7.8
//
// Without .noinc each arrival first raises the pending count: the 64
// arrivals net nothing, phase 0 never completes and every thread waits.
// RUN: %clang -x cuda --cuda-device-only -nocudainc -nocudalib -I%cuda-min --cuda-gpu-arch=sm_80 -Xclang -target-feature -Xclang +ptx86 -O2 -gline-tables-only -DBUG_INC -S -emit-llvm %s -o %t.inc.ll
// RUN: %nvvm-lower check %t.inc.ll --target sm_80 --no-protocol | %FileCheck %s --check-prefix=UNSEEN
// UNSEEN: passes for sm_80 at PTX ISA 7.8
// RUN: %not %nvvm-lower check %t.inc.ll --target sm_80 2> %t.inc.err
// RUN: %FileCheck %s --check-prefix=INC --input-file %t.inc.err
// INC: error[protocol]: this wait never returns: threads 0..63 wait for the phase of parity 0 of mbarrier @{{.*}}full{{.*}} (phase 0, arrivals 0 of 64), and no thread left can complete it
//
// .noinc and a plain arrive as well: each thread arrives twice on a
// barrier initialised for one arrival per thread, so each lap completes two
// phases and the wait for parity 0 finds phase 2 open.
// RUN: %clang -x cuda --cuda-device-only -nocudainc -nocudalib -I%cuda-min --cuda-gpu-arch=sm_80 -Xclang -target-feature -Xclang +ptx86 -O2 -gline-tables-only -DBUG_TWICE -S -emit-llvm %s -o %t.twice.ll
// RUN: %not %nvvm-lower check %t.twice.ll --target sm_80 2> %t.twice.err
// RUN: %FileCheck %s --check-prefix=TWICE --input-file %t.twice.err
// TWICE: error[protocol]: this wait never returns: threads 0..63 wait for the phase of parity 0 of mbarrier @{{.*}}full{{.*}} (phase 2, arrivals 0 of 64)

#include "cuda_min.h"

#define STAGES 2
#define TILE 64 // floats per stage: 16 bytes per thread

static __device__ __forceinline__ void cp_async_16(void *smem, const void *gmem) {
  asm volatile("cp.async.cg.shared.global [%0], [%1], 16;" ::"r"(smem_u32(smem)), "l"(gmem) : "memory");
}
static __device__ __forceinline__ void cp_async_arrive(void *bar) {
#ifdef BUG_INC
  asm volatile("cp.async.mbarrier.arrive.shared::cta.b64 [%0];" ::"r"(smem_u32(bar)) : "memory");
#else
  asm volatile("cp.async.mbarrier.arrive.noinc.shared::cta.b64 [%0];" ::"r"(smem_u32(bar)) : "memory");
#endif
}
static __device__ __forceinline__ void wait_parity(void *bar, uint32_t phase) {
  asm volatile("{\n\t.reg .pred p;\n\tWAIT:\n\t"
               "mbarrier.test_wait.parity.shared::cta.b64 p, [%0], %1;\n\t"
               "@!p bra WAIT;\n\t}" ::"r"(smem_u32(bar)),
               "r"(phase)
               : "memory");
}

__global__ void __launch_bounds__(64) stream(const float *__restrict__ in, float *__restrict__ out, int tiles) {
  __shared__ __attribute__((aligned(16))) float buf[STAGES][TILE * 4];
  __shared__ __attribute__((aligned(8))) uint64_t full[STAGES];
  unsigned t = tid_x();
  if (t == 0)
    for (int s = 0; s < STAGES; ++s)
      asm volatile("mbarrier.init.shared::cta.b64 [%0], %1;" ::"r"(smem_u32(&full[s])), "r"(64));
  __syncthreads();
  for (int k = 0; k < tiles; ++k) {
    int s = k % STAGES;
    cp_async_16(&buf[s][t * 4], in + (size_t)k * TILE * 4 + t * 4);
    cp_async_arrive(&full[s]);
#ifdef BUG_TWICE
    asm volatile("mbarrier.arrive.shared::cta.b64 _, [%0];" ::"r"(smem_u32(&full[s])) : "memory");
#endif
    // INC-NEXT: --> {{.*}}cp_async_arrive.cu:{{[0-9]+}}:3, inlined at {{.*}}cp_async_arrive.cu:[[@LINE+2]]:5
    // INC: 2. threads 0..63: cp.async.mbarrier.arrive without .noinc (raises the pending count first: no net arrival in phase 0)
    wait_parity(&full[s], (k / STAGES) & 1);
    out[(size_t)k * TILE * 4 + t * 4] = buf[s][t * 4] * 2.0f;
    __syncthreads();
  }
}
