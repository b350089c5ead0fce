// A privatised histogram: CTA-scope atomics on a __shared__ histogram (the
// right scope: only this block touches it), __syncthreads, then one
// system-scope atomic per bin into global memory. Bytes are read four at a
// time with vector loads; the bin is chosen by a switch on the mode.
// Valid on sm_80, sm_90a and sm_100a.
//
// RUN: %clang -x cuda --cuda-device-only -nocudainc -nocudalib -I%cuda-min --cuda-gpu-arch=sm_80 -Xclang -target-feature -Xclang +ptx86 -O2 -S -emit-llvm %s -o %t.sm80.ll
// RUN: %check-and-assemble %t.sm80.ll sm_80 | %FileCheck %s --check-prefix=SM80
// SM80: passes for sm_80 at PTX ISA 7.0
// SM80: assembled: sm_80 PTX 7.0
// RUN: %clang -x cuda --cuda-device-only -nocudainc -nocudalib -I%cuda-min --cuda-gpu-arch=sm_90a -Xclang -target-feature -Xclang +ptx86 -O2 -S -emit-llvm %s -o %t.sm90a.ll
// RUN: %check-and-assemble %t.sm90a.ll sm_90a | %FileCheck %s --check-prefix=SM90A
// SM90A: passes for sm_90a at PTX ISA 8.0
// SM90A: assembled: sm_90a PTX 8.0
// RUN: %clang -x cuda --cuda-device-only -nocudainc -nocudalib -I%cuda-min --cuda-gpu-arch=sm_100a -Xclang -target-feature -Xclang +ptx88 -O2 -g -S -emit-llvm %s -o %t.sm100a.ll
// RUN: %check-and-assemble %t.sm100a.ll sm_100a | %FileCheck %s --check-prefix=SM100A
// SM100A: passes for sm_100a at PTX ISA 8.6
// SM100A: assembled: sm_100a PTX 8.6
//
// Mutant: the per-block merge done with CTA-scope atomics on the global bins.
// RUN: %clang -x cuda --cuda-device-only -nocudainc -nocudalib -I%cuda-min --cuda-gpu-arch=sm_100a -Xclang -target-feature -Xclang +ptx88 -O2 -gline-tables-only -DMUTANT_CTA_ATOMIC -S -emit-llvm %s -o %t.cta.ll
// RUN: %not %nvvm-lower check %t.cta.ll --target sm_100a 2> %t.cta.err
// RUN: %FileCheck %s --check-prefix=CTA-ATOMIC --input-file %t.cta.err

#include "cuda_min.h"

#define BINS 64

static __device__ __forceinline__ unsigned bin_of(unsigned char c, int mode) {
  switch (mode) {
  case 0: return c & (BINS - 1);
  case 1: return c >> 2;
  case 2: return (c * 37u) % BINS;
  case 3: return c < 64 ? c : BINS - 1;
  default: return 0;
  }
}

__global__ void __launch_bounds__(256) histogram(const unsigned *__restrict__ data, int nwords, int mode, int *__restrict__ bins) {
  __shared__ int hist[BINS];
  unsigned t = tid_x();
  for (unsigned i = t; i < BINS; i += ntid_x())
    hist[i] = 0;
  __syncthreads();
  for (unsigned i = ctaid_x() * ntid_x() + t; i < (unsigned)nwords; i += ntid_x() * nctaid_x()) {
    unsigned w = data[i];
    for (int j = 0; j < 4; ++j)
      __nvvm_atom_cta_add_gen_i(&hist[bin_of((w >> (8 * j)) & 0xff, mode)], 1);
  }
  __syncthreads();
  for (unsigned i = t; i < BINS; i += ntid_x()) {
    int v = hist[i];
    if (v != 0) {
#ifdef MUTANT_CTA_ATOMIC
      // CTA-ATOMIC: error[rule]: a CTA-scope atomic on a global pointer cannot order accesses that take the device-wide L2 path
      // CTA-ATOMIC: {{.*}}shared_histogram.cu:[[@LINE+1]]:7
      __nvvm_atom_cta_add_gen_i(&bins[i], v);
#else
      __nvvm_atom_sys_add_gen_i(&bins[i], v);
#endif
    }
  }
}
