// Block-wide sum: a vectorised grid-stride loop (<4 x i32> loads and adds),
// warp shuffles, a __syncthreads tree in shared memory, and one system-scope
// atomic per block into the global result. Written as CUDA code is, with
// clang's NVPTX builtins. Valid on sm_80, sm_90a and sm_100a.
//
// RUN: %clang -x cuda --cuda-device-only -nocudainc -nocudalib -I%cuda-min --cuda-gpu-arch=sm_80 -Xclang -target-feature -Xclang +ptx86 -O2 -S -emit-llvm %s -o %t.sm80.ll
// RUN: %check-and-assemble %t.sm80.ll sm_80 | %FileCheck %s --check-prefix=SM80
// SM80: passes for sm_80 at PTX ISA 7.0
// SM80: assembled: sm_80 PTX 7.0
// RUN: %clang -x cuda --cuda-device-only -nocudainc -nocudalib -I%cuda-min --cuda-gpu-arch=sm_90a -Xclang -target-feature -Xclang +ptx86 -O2 -g -S -emit-llvm %s -o %t.sm90a.ll
// RUN: %check-and-assemble %t.sm90a.ll sm_90a | %FileCheck %s --check-prefix=SM90A
// SM90A: passes for sm_90a at PTX ISA 8.0
// SM90A: assembled: sm_90a PTX 8.0
// RUN: %clang -x cuda --cuda-device-only -nocudainc -nocudalib -I%cuda-min --cuda-gpu-arch=sm_100a -Xclang -target-feature -Xclang +ptx88 -O2 -S -emit-llvm %s -o %t.sm100a.ll
// RUN: %check-and-assemble %t.sm100a.ll sm_100a | %FileCheck %s --check-prefix=SM100A
// SM100A: passes for sm_100a at PTX ISA 8.6
// SM100A: assembled: sm_100a PTX 8.6
//
// Mutant: the per-block result added with a CTA-scope atomic on the global
// result (race pattern 1: the other blocks are not in its scope).
// RUN: %clang -x cuda --cuda-device-only -nocudainc -nocudalib -I%cuda-min --cuda-gpu-arch=sm_90a -Xclang -target-feature -Xclang +ptx86 -O2 -gline-tables-only -DMUTANT_CTA_ATOMIC -S -emit-llvm %s -o %t.cta.ll
// RUN: %not %nvvm-lower check %t.cta.ll --target sm_90a > %t.cta.out 2> %t.cta.err
// RUN: %FileCheck %s --check-prefix=CTA-ATOMIC --input-file %t.cta.err
// RUN: %count 0 < %t.cta.out
//
// Mutant: __syncthreads on named barrier 16 (ids are 0..15).
// RUN: %clang -x cuda --cuda-device-only -nocudainc -nocudalib -I%cuda-min --cuda-gpu-arch=sm_80 -Xclang -target-feature -Xclang +ptx86 -O2 -gline-tables-only -DMUTANT_BAR16 -S -emit-llvm %s -o %t.bar16.ll
// RUN: %not %nvvm-lower check %t.bar16.ll --target sm_80 2> %t.bar16.err
// RUN: %FileCheck %s --check-prefix=BAR16 --input-file %t.bar16.err

#include "cuda_min.h"

static __device__ __forceinline__ int warp_sum(int v) {
  for (int off = 16; off > 0; off >>= 1)
    v += __nvvm_shfl_sync_down_i32(0xffffffffu, v, off, 31);
  return v;
}

__global__ void __launch_bounds__(256) block_reduce(const int *__restrict__ in, int n, int *__restrict__ out) {
  __shared__ int partial[8];
  int acc[4] = {0, 0, 0, 0};
  const int4_ *in4 = (const int4_ *)in;
  unsigned stride = ntid_x() * nctaid_x();
  // A loop the vectoriser turns into <4 x i32> loads and adds.
  for (unsigned i = ctaid_x() * ntid_x() + tid_x(); i < (unsigned)n / 4; i += stride) {
    int4_ v = in4[i];
    for (int j = 0; j < 4; ++j)
      acc[j] += v[j] * 3 + (v[j] >> 2);
  }
  int v = warp_sum(acc[0] + acc[1] + acc[2] + acc[3]);
  if (lane_id() == 0)
    partial[warp_id()] = v;
#ifdef MUTANT_BAR16
  // BAR16: error[range]: barrierId 16 is out of range [0, 15]
  // BAR16: {{.*}}block_reduce.cu:[[@LINE+1]]:3
  __nvvm_barrier_sync(16);
#else
  __syncthreads();
#endif
  if (warp_id() == 0) {
    int s = lane_id() < 8 ? partial[lane_id()] : 0;
    s = warp_sum(s);
    if (lane_id() == 0) {
#ifdef MUTANT_CTA_ATOMIC
      // CTA-ATOMIC: error[rule]: a CTA-scope atomic on a global pointer cannot order accesses that take the device-wide L2 path
      // CTA-ATOMIC: {{.*}}block_reduce.cu:[[@LINE+1]]:7
      __nvvm_atom_cta_add_gen_i(out, s);
#else
      __nvvm_atom_sys_add_gen_i(out, s);
#endif
    }
  }
}
