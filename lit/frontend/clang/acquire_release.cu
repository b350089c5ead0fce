// A decoupled look-back style hand-off between blocks: each block publishes
// its partial sums (vectorised <4 x i32> stores), then a flag with a
// gpu-scope release reduction (inline PTX, as cuda::atomic_ref<..., thread_scope_device>
// compiles it); the next block spins on an acquire load of that flag
// (ld.acquire.gpu) and then reads the partials. A system-scope atomic counts
// finished blocks, and __threadfence orders the final store.
// Valid on sm_80, sm_90a and sm_100a.
//
// RUN: %clang -x cuda --cuda-device-only -nocudainc -nocudalib -I%cuda-min --cuda-gpu-arch=sm_80 -Xclang -target-feature -Xclang +ptx86 -O2 -S -emit-llvm %s -o %t.sm80.ll
// RUN: %check-and-assemble %t.sm80.ll sm_80 | %FileCheck %s --check-prefix=SM80
// SM80: passes for sm_80 at PTX ISA 7.0
// SM80: assembled: sm_80 PTX 7.0
// RUN: %clang -x cuda --cuda-device-only -nocudainc -nocudalib -I%cuda-min --cuda-gpu-arch=sm_90a -Xclang -target-feature -Xclang +ptx86 -O2 -gline-tables-only -S -emit-llvm %s -o %t.sm90a.ll
// RUN: %check-and-assemble %t.sm90a.ll sm_90a | %FileCheck %s --check-prefix=SM90A
// SM90A: passes for sm_90a at PTX ISA 8.0
// SM90A: assembled: sm_90a PTX 8.0
// RUN: %clang -x cuda --cuda-device-only -nocudainc -nocudalib -I%cuda-min --cuda-gpu-arch=sm_100a -Xclang -target-feature -Xclang +ptx88 -O2 -S -emit-llvm %s -o %t.sm100a.ll
// RUN: %check-and-assemble %t.sm100a.ll sm_100a | %FileCheck %s --check-prefix=SM100A
// SM100A: passes for sm_100a at PTX ISA 8.6
// SM100A: assembled: sm_100a PTX 8.6
//
// Mutant: the flag published with clang's CTA-scope atomic builtin (race
// pattern 1: the consumer is another block, outside the CTA scope).
// RUN: %clang -x cuda --cuda-device-only -nocudainc -nocudalib -I%cuda-min --cuda-gpu-arch=sm_80 -Xclang -target-feature -Xclang +ptx86 -O2 -gline-tables-only -DMUTANT_CTA_ATOMIC -S -emit-llvm %s -o %t.cta.ll
// RUN: %not %nvvm-lower check %t.cta.ll --target sm_80 2> %t.cta.err
// RUN: %FileCheck %s --check-prefix=CTA-ATOMIC --input-file %t.cta.err
//
// Mutant: the same as inline PTX, red.release.cta.global.
// RUN: %clang -x cuda --cuda-device-only -nocudainc -nocudalib -I%cuda-min --cuda-gpu-arch=sm_90a -Xclang -target-feature -Xclang +ptx86 -O2 -gline-tables-only -DMUTANT_CTA_RED_ASM -S -emit-llvm %s -o %t.ctared.ll
// RUN: %not %nvvm-lower check %t.ctared.ll --target sm_90a 2> %t.ctared.err
// RUN: %FileCheck %s --check-prefix=CTA-RED --input-file %t.ctared.err

#include "cuda_min.h"

#define PARTS 64

static __device__ __forceinline__ void publish(int *flag, int v) {
#if defined(MUTANT_CTA_ATOMIC)
  // CTA-ATOMIC: error[rule]: a CTA-scope atomic on a global pointer cannot order accesses that take the device-wide L2 path
  // CTA-ATOMIC: {{.*}}acquire_release.cu:[[@LINE+1]]:3
  __nvvm_atom_cta_add_gen_i(flag, v);
#elif defined(MUTANT_CTA_RED_ASM)
  // CTA-RED: error[rule]: a CTA-scope atomic on a global pointer cannot order accesses that take the device-wide L2 path
  // CTA-RED: {{.*}}acquire_release.cu:[[@LINE+1]]:3
  asm volatile("red.release.cta.global.add.s32 [%0], %1;" ::"l"(flag), "r"(v) : "memory");
#else
  asm volatile("red.release.gpu.global.add.s32 [%0], %1;" ::"l"(flag), "r"(v) : "memory");
#endif
}

static __device__ __forceinline__ int load_acquire(const int *p) {
  int v;
  asm volatile("ld.acquire.gpu.global.b32 %0, [%1];" : "=r"(v) : "l"(p) : "memory");
  return v;
}

__global__ void __launch_bounds__(128) lookback(const int *__restrict__ in, int *partials, int *flags, int *done, int *total) {
  unsigned b = ctaid_x(), t = tid_x();
  const int4_ *src = (const int4_ *)(in + (size_t)b * PARTS * 4);
  int4_ *dst = (int4_ *)(partials + (size_t)b * PARTS * 4);
  for (unsigned i = t; i < PARTS; i += ntid_x())
    dst[i] = src[i] + (src[i] << 1);
  __syncthreads();
  if (t == 0) {
    publish(&flags[b], 1);
    if (b > 0) {
      while (load_acquire(&flags[b - 1]) == 0)
        __nvvm_nanosleep(100);
    }
  }
  __syncthreads();
  if (b > 0) {
    int4_ *prev = (int4_ *)(partials + (size_t)(b - 1) * PARTS * 4);
    int s = 0;
    for (unsigned i = t; i < PARTS; i += ntid_x()) {
      int4_ p = prev[i];
      s += p.x + p.y + p.z + p.w;
    }
    __nvvm_atom_sys_add_gen_i(total, s);
  }
  __threadfence();
  if (t == 0)
    __nvvm_atom_sys_add_gen_i(done, 1);
}
