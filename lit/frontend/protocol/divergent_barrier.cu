// The protocol model on CTA barriers: a tree reduction in shared memory.
// The fixed kernel syncs every thread after each step; the mutant syncs only
// the threads that still add, so the others exit while those wait at
// __syncthreads (a barrier under a thread-dependent branch). llc-22 and
// ptxas take both.
//
// RUN: %clang -x cuda --cuda-device-only -nocudainc -nocudalib -I%cuda-min --cuda-gpu-arch=sm_90a -Xclang -target-feature -Xclang +ptx86 -O2 -gline-tables-only -S -emit-llvm %s -o %t.ll
// RUN: %check-and-assemble %t.ll sm_90a | %FileCheck %s --check-prefix=FIXED
// FIXED: passes for sm_90a at PTX ISA 8.0
// FIXED: assembled: sm_90a PTX 8.0
//
// RUN: %clang -x cuda --cuda-device-only -nocudainc -nocudalib -I%cuda-min --cuda-gpu-arch=sm_90a -Xclang -target-feature -Xclang +ptx86 -O2 -gline-tables-only -DBUG_DIVERGENT -S -emit-llvm %s -o %t.bug.ll
// RUN: %not %nvvm-lower check %t.bug.ll --target sm_90a 2> %t.bug.err
// RUN: %FileCheck %s --check-prefix=BUG --input-file %t.bug.err
// BUG: error[protocol]: not every thread of the CTA reaches this barrier: threads 64..127 exit without it (bar.sync 0 waits for every thread of the CTA)
// BUG-NEXT: --> {{.*}}divergent_barrier.cu:[[@LINE+16]]:{{[0-9]+}}
// BUG: threads 64..127 exit here

#include "cuda_min.h"

#define THREADS 128

__global__ void __launch_bounds__(THREADS) tree_sum(const int *__restrict__ in, int *__restrict__ out) {
  __shared__ int s[THREADS];
  unsigned t = tid_x();
  s[t] = in[ctaid_x() * THREADS + t];
  __syncthreads();
  for (unsigned stride = THREADS / 2; stride > 0; stride /= 2) {
#ifdef BUG_DIVERGENT
    if (t < stride) {
      s[t] += s[t + stride];
      __syncthreads();
    }
#else
    if (t < stride)
      s[t] += s[t + stride];
    __syncthreads();
#endif
  }
  if (t == 0)
    out[ctaid_x()] = s[0];
}
