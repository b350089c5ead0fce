// The reader's side of a flag another block publishes, as a decoupled
// look-back chains blocks: block b spins on flags[b - 1], then reads the
// partial block b - 1 stored before raising it. The writer publishes with
// __threadfence(); the reader must acquire after its poll (__threadfence(),
// or poll with ld.acquire.gpu), or it may see the flag and the old partial.
// The fixed kernel passes and assembles.
//
// RUN: %clang -x cuda --cuda-device-only -nocudainc -nocudalib -I%cuda-min --cuda-gpu-arch=sm_80 -Xclang -target-feature -Xclang +ptx86 -O2 -gline-tables-only -S -emit-llvm %s -o %t.ll
// RUN: %check-and-assemble %t.ll sm_80 | %FileCheck %s --check-prefix=FIXED
// FIXED: passes for sm_80 at PTX ISA 7.0
// FIXED: assembled: sm_80 PTX 7.0
// RUN: %nvvm-lower check %t.ll --target sm_80 --no-protocol | %FileCheck %s --check-prefix=UNSEEN
//
// The same kernel polling with an acquire load (inline ld.acquire.gpu) and no fence passes too.
// RUN: %clang -x cuda --cuda-device-only -nocudainc -nocudalib -I%cuda-min --cuda-gpu-arch=sm_80 -Xclang -target-feature -Xclang +ptx86 -O2 -gline-tables-only -DPOLL_ACQUIRE -S -emit-llvm %s -o %t.acq.ll
// RUN: %check-and-assemble %t.acq.ll sm_80 | %FileCheck %s --check-prefix=ACQ
// ACQ: passes for sm_80 at PTX ISA 7.0
// ACQ: assembled: sm_80 PTX 7.0
//
// No fence after the volatile poll (NVIDIA/cutlass#3117).
// RUN: %clang -x cuda --cuda-device-only -nocudainc -nocudalib -I%cuda-min --cuda-gpu-arch=sm_80 -Xclang -target-feature -Xclang +ptx86 -O2 -gline-tables-only -DBUG_NO_ACQUIRE -S -emit-llvm %s -o %t.none.ll
// RUN: %nvvm-lower check %t.none.ll --target sm_80 --no-protocol | %FileCheck %s --check-prefix=UNSEEN
// UNSEEN: passes for sm_80 at PTX ISA 7.0
// RUN: %not %nvvm-lower check %t.none.ll --target sm_80 2> %t.none.err
// RUN: %FileCheck %s --check-prefix=NONE --input-file %t.none.err
// NONE: error[protocol]: this load may read stale data: the flag it waited for was polled with a relaxed (volatile) load, and no acquire at GPU scope orders this read after it
//
// A CTA-scope fence after the poll: it orders nothing against block b - 1's writes.
// RUN: %clang -x cuda --cuda-device-only -nocudainc -nocudalib -I%cuda-min --cuda-gpu-arch=sm_80 -Xclang -target-feature -Xclang +ptx86 -O2 -gline-tables-only -DBUG_CTA_FENCE -S -emit-llvm %s -o %t.cta.ll
// RUN: %not %nvvm-lower check %t.cta.ll --target sm_80 2> %t.cta.err
// RUN: %FileCheck %s --check-prefix=CTA --input-file %t.cta.err
// CTA: error[protocol]: this load may read stale data
//
// An inline ld.relaxed.gpu poll (microsoft/mscclpp#497), no fence after.
// RUN: %clang -x cuda --cuda-device-only -nocudainc -nocudalib -I%cuda-min --cuda-gpu-arch=sm_80 -Xclang -target-feature -Xclang +ptx86 -O2 -gline-tables-only -DPOLL_RELAXED -S -emit-llvm %s -o %t.rel.ll
// RUN: %not %nvvm-lower check %t.rel.ll --target sm_80 2> %t.rel.err
// RUN: %FileCheck %s --check-prefix=REL --input-file %t.rel.err
// REL: error[protocol]: this load may read stale data

#include "cuda_min.h"

static __device__ __forceinline__ int poll(volatile int *p) {
#if defined(POLL_ACQUIRE)
  int v;
  asm volatile("ld.acquire.gpu.global.b32 %0, [%1];" : "=r"(v) : "l"(p) : "memory");
  return v;
#elif defined(POLL_RELAXED)
  int v;
  asm volatile("ld.relaxed.gpu.global.b32 %0, [%1];" : "=r"(v) : "l"(p) : "memory");
  return v;
#else
  return *p;
#endif
}

__global__ void __launch_bounds__(128) chain(const int *__restrict__ in, int *partials, volatile int *flags, int *out) {
  __shared__ int sum;
  unsigned t = tid_x(), b = ctaid_x();
  if (t == 0)
    sum = 0;
  __syncthreads();
  atomicAdd_block(&sum, in[b * 128 + t]);
  __syncthreads();
  if (t == 0) {
    int carry = 0;
    if (b > 0) {
      while (poll(&flags[b - 1]) == 0) {
      }
#if defined(BUG_CTA_FENCE)
      __threadfence_block();
#elif !defined(BUG_NO_ACQUIRE) && !defined(POLL_ACQUIRE) && !defined(POLL_RELAXED)
      __threadfence();
#endif
      // NONE-NEXT: --> {{.*}}flag_poll.cu:[[@LINE+6]]:15
      // NONE: 1. the flag polled with a relaxed load (no acquire)
      // NONE: 2. the loop exits once the flag is seen
      // NONE: 3. the data read, with no acquire since the poll
      // CTA-NEXT: --> {{.*}}flag_poll.cu:[[@LINE+2]]:15
      // CTA: 3. a CTA-scope fence: it orders nothing against another CTA's writes
      carry = partials[b - 1];
    }
    partials[b] = carry + sum;
    __threadfence();
    flags[b] = 1;
    out[b] = carry + sum;
  }
}
