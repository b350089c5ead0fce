// An sm_80-style multistage copy pipeline: 16-byte cp.async copies into a
// ring of shared buffers, completion tracked by both cp.async groups and an
// mbarrier per stage (cp.async.mbarrier.arrive), consumers waiting with
// mbarrier.test_wait.parity (CUTLASS writes that one as inline PTX) and with
// the builtin test_wait, then a vectorised <4 x float> scale of each tile.
// Valid on sm_80 and sm_90a. mbarrier.test_wait.parity is PTX ISA 7.1.
//
// RUN: %clang -x cuda --cuda-device-only -nocudainc -nocudalib -I%cuda-min --cuda-gpu-arch=sm_80 -Xclang -target-feature -Xclang +ptx86 -O2 -gline-tables-only -S -emit-llvm %s -o %t.sm80.ll
// RUN: %check-and-assemble %t.sm80.ll sm_80 | %FileCheck %s --check-prefix=SM80
// SM80: passes for sm_80 at PTX ISA 7.1
// SM80: assembled: sm_80 PTX 7.1
// RUN: %clang -x cuda --cuda-device-only -nocudainc -nocudalib -I%cuda-min --cuda-gpu-arch=sm_90a -Xclang -target-feature -Xclang +ptx86 -O2 -S -emit-llvm %s -o %t.sm90a.ll
// RUN: %check-and-assemble %t.sm90a.ll sm_90a | %FileCheck %s --check-prefix=SM90A
// SM90A: passes for sm_90a at PTX ISA 8.0
// SM90A: assembled: sm_90a PTX 8.0
//
// Mutant: pinned to PTX 7.0, below what the inline mbarrier.test_wait.parity needs.
// RUN: %not %nvvm-lower check %t.sm80.ll --target sm_80 --ptx 7.0 2> %t.pin.err
// RUN: %FileCheck %s --check-prefix=PIN --input-file %t.pin.err

#include "cuda_min.h"

#define STAGES 3
#define TILE 256 // floats per stage: 64 threads x 16 bytes

static __device__ __forceinline__ void cp_async_cg_16(void *smem, const void *gmem) {
  // CUTLASS cp_async<16, CacheOperation::Global>
  asm volatile("cp.async.cg.shared.global [%0], [%1], %2;\n" ::"r"(smem_u32(smem)), "l"(gmem), "n"(16));
}

static __device__ __forceinline__ bool test_wait_parity(void *bar, unsigned phase) {
  unsigned ready;
  // PIN: error[gate-ptx]: {{.*}} needs PTX ISA 7.1 or newer, but PTX ISA 7.0 is pinned
  // PIN: {{.*}}cp_async_pipeline.cu:[[@LINE+1]]:3
  asm volatile("{\n\t.reg .pred p;\n\t"
               "mbarrier.test_wait.parity.shared.b64 p, [%1], %2;\n\t"
               "selp.u32 %0, 1, 0, p;\n\t}\n"
               : "=r"(ready)
               : "r"(smem_u32(bar)), "r"(phase)
               : "memory");
  return ready != 0;
}

__global__ void __launch_bounds__(64) pipelined_scale(const float *__restrict__ in, float *__restrict__ out, int tiles, float alpha) {
  __shared__ __attribute__((aligned(16))) float buf[STAGES][TILE];
  __shared__ long full[STAGES];
  unsigned t = tid_x();
  if (t == 0)
    for (int s = 0; s < STAGES; ++s)
      __nvvm_mbarrier_init_shared(as_smem_i64(&full[s]), ntid_x());
  __syncthreads();

  const float *src = in + (size_t)ctaid_x() * tiles * TILE;
  float *dst = out + (size_t)ctaid_x() * tiles * TILE;
  // Prologue: STAGES-1 tiles in flight, each its own cp.async group.
  for (int s = 0; s < STAGES - 1 && s < tiles; ++s) {
    __nvvm_cp_async_cg_shared_global_16(as_smem(&buf[s][t * 4]), as_gmem(src + s * TILE + t * 4));
    __nvvm_cp_async_commit_group();
  }
  for (int k = 0; k < tiles; ++k) {
    int s = k % STAGES;
    int next = k + STAGES - 1;
    if (next < tiles) {
      int ns = next % STAGES;
      cp_async_cg_16(&buf[ns][t * 4], src + next * TILE + t * 4);
      __nvvm_cp_async_commit_group();
    }
    // This thread's copies for tile k are the oldest group but STAGES-1.
    __nvvm_cp_async_wait_group(STAGES - 1);
    __nvvm_cp_async_mbarrier_arrive_shared(as_smem_i64(&full[s]));
    __nvvm_mbarrier_arrive_shared(as_smem_i64(&full[s]));
    unsigned phase = (k / STAGES) & 1;
    if (k & 1) {
      while (!test_wait_parity(&full[s], phase)) {
      }
    } else {
      while (!test_wait_parity(&full[s], phase))
        __nvvm_nanosleep(32);
    }
    // Vectorised epilogue over the whole tile.
    for (int i = t; i < TILE / 4; i += 64) {
      float4_ v = ((float4_ *)buf[s])[i];
      ((float4_ *)(dst + k * TILE))[i] = v * alpha + 1.0f;
    }
    __syncthreads();
  }
  __nvvm_cp_async_wait_all();
  if (t == 0)
    for (int s = 0; s < STAGES; ++s)
      __nvvm_mbarrier_inval_shared(as_smem_i64(&full[s]));
}
