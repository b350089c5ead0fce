// Tensor memory held until the CTA ends: warp 0 allocates 64 columns
// (tcgen05.alloc, CUTLASS's TmemAllocator), gives up the permit, an elected
// thread of the MMA warp (warp 1) commits onto an mbarrier, the epilogue
// warp reads its lanes back (tcgen05.ld + wait::ld) and the allocating warp
// frees the columns (tcgen05.dealloc). The fixed kernel passes and assembles.
//
// RUN: %clang -x cuda --cuda-device-only -nocudainc -nocudalib -I%cuda-min --cuda-gpu-arch=sm_100a -Xclang -target-feature -Xclang +ptx88 -O2 -gline-tables-only -S -emit-llvm %s -o %t.ll
// RUN: %check-and-assemble %t.ll sm_100a | %FileCheck %s --check-prefix=FIXED
// FIXED: passes for sm_100a at PTX ISA 8.6
// FIXED: assembled: sm_100a PTX 8.6
//
// The MMA warp allocates, and returns once its commit is issued: the
// teardown written for the allocating warp never runs, the CTA ends with
// its columns allocated, and the next CTA on the SM waits in tcgen05.alloc.
// RUN: %clang -x cuda --cuda-device-only -nocudainc -nocudalib -I%cuda-min --cuda-gpu-arch=sm_100a -Xclang -target-feature -Xclang +ptx88 -O2 -gline-tables-only -DBUG_EXIT -S -emit-llvm %s -o %t.exit.ll
// RUN: %nvvm-lower check %t.exit.ll --target sm_100a --no-protocol | %FileCheck %s --check-prefix=UNSEEN
// UNSEEN: passes for sm_100a at PTX ISA 8.6
// RUN: %not %nvvm-lower check %t.exit.ll --target sm_100a 2> %t.exit.err
// RUN: %FileCheck %s --check-prefix=EXIT --input-file %t.exit.err
// EXIT: error[protocol]: CTA 0 ends with 64 tensor-memory columns still allocated: warp 1, which allocated them, exits here on a path without tcgen05.dealloc
// (clang merges the returns: the exit is the kernel's end)
// EXIT-NEXT: --> {{.*}}tmem_lifetime.cu:[[#END:]]:1
// EXIT: 1. threads 32..63: tcgen05.alloc
// EXIT: 2. thread 32 (warp 1, lane 0) exit without freeing it
//
// An allocation after the permit is relinquished (the second buffer
// allocated late).
// RUN: %clang -x cuda --cuda-device-only -nocudainc -nocudalib -I%cuda-min --cuda-gpu-arch=sm_100a -Xclang -target-feature -Xclang +ptx88 -O2 -gline-tables-only -DBUG_LATE_ALLOC -S -emit-llvm %s -o %t.late.ll
// RUN: %not %nvvm-lower check %t.late.ll --target sm_100a 2> %t.late.err
// RUN: %FileCheck %s --check-prefix=LATE --input-file %t.late.err
// LATE: error[protocol]: threads 0..31 allocate tensor memory after the CTA relinquished its permit to allocate

#include "cuda_min.h"

#ifdef BUG_EXIT
#define ALLOC_WARP 1
#else
#define ALLOC_WARP 0
#endif

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
static __device__ __forceinline__ void tmem_alloc(uint32_t *slot, uint32_t cols) {
  asm volatile("tcgen05.alloc.cta_group::1.sync.aligned.shared::cta.b32 [%0], %1;" ::"r"(smem_u32(slot)), "r"(cols) : "memory");
}

__global__ void __launch_bounds__(64, 1) tmem_epilogue(float *__restrict__ out) {
  __shared__ __attribute__((aligned(8))) uint64_t mma_done;
  __shared__ uint32_t tmem_base, tmem_extra;
  unsigned warp = warp_id();
  if (warp == ALLOC_WARP) {
    tmem_alloc(&tmem_base, 64);
    asm volatile("tcgen05.relinquish_alloc_permit.cta_group::1.sync.aligned;" ::: "memory");
#ifdef BUG_LATE_ALLOC
    // LATE-NEXT: --> {{.*}}tmem_lifetime.cu:{{[0-9]+}}:3, inlined at {{.*}}tmem_lifetime.cu:[[@LINE+1]]:5
    tmem_alloc(&tmem_extra, 32);
#endif
  }
  if (tid_x() == 0) {
    asm volatile("mbarrier.init.shared::cta.b64 [%0], 1;" ::"r"(smem_u32(&mma_done)));
    asm volatile("fence.mbarrier_init.release.cluster;" ::: "memory");
  }
  asm volatile("tcgen05.fence::before_thread_sync;" ::: "memory");
  __syncthreads();
  asm volatile("tcgen05.fence::after_thread_sync;" ::: "memory");
  uint32_t tmem = tmem_base;

  if (warp == 1) {
    // The MMA warp: its elected thread commits (the MMAs themselves elided).
    if (elect_one())
      asm volatile("tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.b64 [%0];" ::"r"(smem_u32(&mma_done)) : "memory");
    return;
  }
  // The epilogue warp reads lanes 0..31 of the accumulator.
  mbar_wait(&mma_done, 0);
  asm volatile("tcgen05.fence::after_thread_sync;" ::: "memory");
  uint32_t r;
  asm volatile("tcgen05.ld.sync.aligned.32x32b.x1.b32 {%0}, [%1];" : "=r"(r) : "r"(tmem));
  asm volatile("tcgen05.wait::ld.sync.aligned;" ::: "memory");
  out[tid_x()] = __builtin_bit_cast(float, r);
  asm volatile("tcgen05.fence::before_thread_sync;" ::: "memory");
  if (warp == ALLOC_WARP) {
#ifdef BUG_LATE_ALLOC
    asm volatile("tcgen05.dealloc.cta_group::1.sync.aligned.b32 %0, 32;" ::"r"(tmem_extra) : "memory");
#endif
    asm volatile("tcgen05.dealloc.cta_group::1.sync.aligned.b32 %0, 64;" ::"r"(tmem) : "memory");
  }
}
