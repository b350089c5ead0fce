// Producer/consumer warps handing tiles over through shared memory with named
// barriers (16 hardware slots, 0 reserved for __syncthreads): the producer
// warps bar.arrive, the consumers bar.sync, the way CUTLASS's NamedBarrier
// writes them as inline PTX, and the same through clang's builtins
// (__nvvm_barrier_sync_cnt). The consumer picks its epilogue with a switch and
// through a function pointer table. Valid on sm_80 and sm_90a.
//
// RUN: %clang -x cuda --cuda-device-only -nocudainc -nocudalib -I%cuda-min --cuda-gpu-arch=sm_80 -Xclang -target-feature -Xclang +ptx86 -O2 -g -S -emit-llvm %s -o %t.sm80.ll
// RUN: %check-and-assemble %t.sm80.ll sm_80 | %FileCheck %s --check-prefix=SM80
// SM80: passes for sm_80 at PTX ISA 7.0
// SM80: assembled: sm_80 PTX 7.0
// RUN: %clang -x cuda --cuda-device-only -nocudainc -nocudalib -I%cuda-min --cuda-gpu-arch=sm_90a -Xclang -target-feature -Xclang +ptx86 -O2 -S -emit-llvm %s -o %t.sm90a.ll
// RUN: %check-and-assemble %t.sm90a.ll sm_90a | %FileCheck %s --check-prefix=SM90A
// SM90A: passes for sm_90a at PTX ISA 8.0
// SM90A: assembled: sm_90a PTX 8.0
//
// Mutant: the consumer's inline bar.sync on id 16 (ptxas: out of range).
// RUN: %clang -x cuda --cuda-device-only -nocudainc -nocudalib -I%cuda-min --cuda-gpu-arch=sm_80 -Xclang -target-feature -Xclang +ptx86 -O2 -gline-tables-only -DMUTANT_BAR16_ASM -S -emit-llvm %s -o %t.bar16.ll
// RUN: %not %nvvm-lower check %t.bar16.ll --target sm_80 2> %t.bar16.err
// RUN: %FileCheck %s --check-prefix=BAR16 --input-file %t.bar16.err
//
// Mutant: the producer's builtin barrier on id 16.
// RUN: %clang -x cuda --cuda-device-only -nocudainc -nocudalib -I%cuda-min --cuda-gpu-arch=sm_90a -Xclang -target-feature -Xclang +ptx86 -O2 -gline-tables-only -DMUTANT_BAR16_BUILTIN -S -emit-llvm %s -o %t.bar16b.ll
// RUN: %not %nvvm-lower check %t.bar16b.ll --target sm_90a 2> %t.bar16b.err
// RUN: %FileCheck %s --check-prefix=BAR16B --input-file %t.bar16b.err

#include "cuda_min.h"

#define THREADS 256
#define HALF 128

// cutlass::arch::NamedBarrier::sync / arrive
static __device__ __forceinline__ void named_sync_half(unsigned id) {
  asm volatile("bar.sync %0, %1;" ::"r"(id), "n"(HALF) : "memory");
}
static __device__ __forceinline__ void named_arrive(unsigned id) {
  asm volatile("bar.arrive %0, %1;" ::"r"(id), "n"(THREADS) : "memory");
}

typedef float (*epilogue_fn)(float, float);
static __device__ __noinline__ float ep_relu(float x, float b) { return x + b > 0.f ? x + b : 0.f; }
static __device__ __noinline__ float ep_scale(float x, float b) { return x * b; }
static __device__ __noinline__ float ep_ident(float x, float) { return x; }
__device__ epilogue_fn epilogues[3] = {ep_relu, ep_scale, ep_ident};

__global__ void __launch_bounds__(THREADS) producer_consumer(const float *__restrict__ in, float *__restrict__ out, int n, int mode, float bias) {
  __shared__ __attribute__((aligned(16))) float tile[2][HALF * 4];
  unsigned t = tid_x();
  bool producer = t < HALF;
  int iters = n / (HALF * 4);
  for (int it = 0; it < iters; ++it) {
    int b = it & 1;
    if (producer) {
      // Barrier 1 + b: "buffer b empty" (consumers arrive, producers sync)
      if (it >= 2) {
#ifdef MUTANT_BAR16_BUILTIN
        // BAR16B: error[range]: barrierId 16 is out of range [0, 15]
        // BAR16B: {{.*}}named_barriers.cu:[[@LINE+1]]:9
        __nvvm_barrier_sync_cnt(16, THREADS);
#else
        __nvvm_barrier_sync_cnt(1 + b, THREADS);
#endif
      }
      const float4_ *src = (const float4_ *)(in + (size_t)it * HALF * 4);
      ((float4_ *)tile[b])[t] = src[t] * 2.0f;
      // Barrier 3 + b: "buffer b full"
      named_arrive(3 + b);
    } else {
      unsigned c = t - HALF;
#ifdef MUTANT_BAR16_ASM
      // BAR16: error[range]: barrierId 16 is out of range [0, 15]
      // BAR16: {{.*}}named_barriers.cu:[[@LINE+1]]:7
      asm volatile("bar.sync 16, 256;" ::: "memory");
#else
      asm volatile("bar.sync %0, %1;" ::"r"(3 + b), "n"(THREADS) : "memory");
#endif
      float4_ v = ((float4_ *)tile[b])[c];
      float r[4] = {v.x, v.y, v.z, v.w};
      for (int j = 0; j < 4; ++j) {
        switch (mode) {
        case 0: r[j] = ep_relu(r[j], bias); break;
        case 1: r[j] = ep_scale(r[j], bias); break;
        case 2: r[j] = r[j] * r[j]; break;
        default: r[j] = epilogues[(mode + j) % 3](r[j], bias); break;
        }
      }
      float4_ o = {r[0], r[1], r[2], r[3]};
      ((float4_ *)(out + (size_t)it * HALF * 4))[c] = o;
      __nvvm_barrier_sync_cnt(5, HALF); // consumers only
      named_sync_half(5);
      if (it + 2 < iters)
        named_arrive(1 + b);
    }
  }
  __nvvm_bar_sync(0); // everyone, before the block exits
}
