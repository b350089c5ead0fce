// A chained hand-off between blocks, as a decoupled look-back writes it with
// volatile flags: block b stores its partial sum, fences, and raises
// flags[b]; block b+1 spins on flags[b] (volatile), fences, and reads the
// partial. The publishing fence must reach the reader's scope, the GPU:
// __threadfence(). The fixed kernel passes and assembles.
//
// RUN: %clang -x cuda --cuda-device-only -nocudainc -nocudalib -I%cuda-min --cuda-gpu-arch=sm_80 -Xclang -target-feature -Xclang +ptx86 -O2 -gline-tables-only -S -emit-llvm %s -o %t.ll
// RUN: %check-and-assemble %t.ll sm_80 | %FileCheck %s --check-prefix=FIXED
// FIXED: passes for sm_80 at PTX ISA 7.0
// FIXED: assembled: sm_80 PTX 7.0
//
// __threadfence_block before the flag: it orders the partial's store for
// this block's threads only, and block b+1 (which polls flags[b], the
// kernel's other index into the same buffer) can see the flag before it.
// RUN: %clang -x cuda --cuda-device-only -nocudainc -nocudalib -I%cuda-min --cuda-gpu-arch=sm_80 -Xclang -target-feature -Xclang +ptx86 -O2 -gline-tables-only -DBUG_CTA_FENCE -S -emit-llvm %s -o %t.cta.ll
// RUN: %not %nvvm-lower check %t.cta.ll --target sm_80 2> %t.cta.err
// RUN: %FileCheck %s --check-prefix=CTA --input-file %t.cta.err
// CTA: error[rule]: a flag published after a CTA-scope fence orders the writes before it only for this CTA's threads

#include "cuda_min.h"

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
      while (flags[b - 1] == 0) {
      }
      __threadfence();
      carry = partials[b - 1];
    }
    partials[b] = carry + sum;
#ifdef BUG_CTA_FENCE
    __threadfence_block();
#else
    __threadfence();
#endif
    // CTA-NEXT: --> {{.*}}flag_scope.cu:[[@LINE+2]]:14
    // CTA: the fence, at CTA scope
    flags[b] = 1;
    out[b] = carry + sum;
  }
}
