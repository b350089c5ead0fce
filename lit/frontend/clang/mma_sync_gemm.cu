// An Ampere tensor-core GEMM tile as CUTLASS 2.x writes it, all inline PTX:
// cp.async.ca/cg copies with commit/wait_group, ldmatrix.x4 from shared, and
// mma.sync.m16n8k16 bf16 -> f32, with __syncthreads between k-steps.
// Valid on sm_80 and sm_90a. The .L2::128B prefetch size on cp.async needs PTX ISA 7.4.
//
// RUN: %clang -x cuda --cuda-device-only -nocudainc -nocudalib -I%cuda-min --cuda-gpu-arch=sm_80 -Xclang -target-feature -Xclang +ptx86 -O2 -S -emit-llvm %s -o %t.sm80.ll
// RUN: %check-and-assemble %t.sm80.ll sm_80 | %FileCheck %s --check-prefix=SM80
// SM80: passes for sm_80 at PTX ISA 7.4
// SM80: assembled: sm_80 PTX 7.4
// RUN: %clang -x cuda --cuda-device-only -nocudainc -nocudalib -I%cuda-min --cuda-gpu-arch=sm_90a -Xclang -target-feature -Xclang +ptx86 -O2 -gline-tables-only -S -emit-llvm %s -o %t.sm90a.ll
// RUN: %check-and-assemble %t.sm90a.ll sm_90a | %FileCheck %s --check-prefix=SM90A
// SM90A: passes for sm_90a at PTX ISA 8.0
// SM90A: assembled: sm_90a PTX 8.0
//
// Mutant: pinned to PTX 7.3, below the cp.async .L2::128B qualifier.
// RUN: %clang -x cuda --cuda-device-only -nocudainc -nocudalib -I%cuda-min --cuda-gpu-arch=sm_80 -Xclang -target-feature -Xclang +ptx86 -O2 -gline-tables-only -S -emit-llvm %s -o %t.g.ll
// RUN: %not %nvvm-lower check %t.g.ll --target sm_80 --ptx 7.3 2> %t.pin.err
// RUN: %FileCheck %s --check-prefix=PIN --input-file %t.pin.err

#include "cuda_min.h"

static __device__ __forceinline__ void cp_async_cg(void *smem, const void *gmem) {
  // PIN: error[gate-ptx]: {{.*}} needs PTX ISA 7.4 or newer, but PTX ISA 7.3 is pinned
  // PIN: {{.*}}mma_sync_gemm.cu:[[@LINE+1]]:3
  asm volatile("cp.async.cg.shared.global.L2::128B [%0], [%1], %2;\n" ::"r"(smem_u32(smem)), "l"(gmem), "n"(16));
}
static __device__ __forceinline__ void cp_async_ca(void *smem, const void *gmem) {
  asm volatile("cp.async.ca.shared.global [%0], [%1], %2;\n" ::"r"(smem_u32(smem)), "l"(gmem), "n"(8));
}
static __device__ __forceinline__ void cp_async_fence() { asm volatile("cp.async.commit_group;\n" ::); }
template <int N> static __device__ __forceinline__ void cp_async_wait() { asm volatile("cp.async.wait_group %0;\n" ::"n"(N)); }

static __device__ __forceinline__ void ldsm_x4(unsigned (&r)[4], const void *smem) {
  asm volatile("ldmatrix.sync.aligned.x4.m8n8.shared.b16 {%0, %1, %2, %3}, [%4];\n"
               : "=r"(r[0]), "=r"(r[1]), "=r"(r[2]), "=r"(r[3])
               : "r"(smem_u32(smem)));
}

static __device__ __forceinline__ void mma_bf16(float (&d)[4], const unsigned (&a)[4], const unsigned (&b)[2]) {
  asm volatile("mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {%0,%1,%2,%3}, {%4,%5,%6,%7}, {%8,%9}, {%0,%1,%2,%3};\n"
               : "+f"(d[0]), "+f"(d[1]), "+f"(d[2]), "+f"(d[3])
               : "r"(a[0]), "r"(a[1]), "r"(a[2]), "r"(a[3]), "r"(b[0]), "r"(b[1]));
}

// One warp computes a 16x8 tile of C = A (16xK, row-major bf16) * B (Kx8, col-major bf16).
__global__ void __launch_bounds__(32) mma_tile(const uint16_t *__restrict__ A, const uint16_t *__restrict__ B, float *__restrict__ C, int K) {
  __shared__ __attribute__((aligned(128))) uint16_t sA[2][16 * 16];
  __shared__ __attribute__((aligned(128))) uint16_t sB[2][8 * 16];
  unsigned lane = lane_id();
  float acc[4] = {0.f, 0.f, 0.f, 0.f};
  int ktiles = K / 16;
  // A tile: 512 bytes = 32 lanes x 16 B; B tile: 256 bytes = 32 lanes x 8 B.
  cp_async_cg(&sA[0][lane * 8], A + (lane / 2) * K + (lane % 2) * 8);
  cp_async_ca(&sB[0][lane * 4], B + (lane / 4) * K + (lane % 4) * 4);
  cp_async_fence();
  for (int kt = 0; kt < ktiles; ++kt) {
    int s = kt & 1;
    if (kt + 1 < ktiles) {
      int k0 = (kt + 1) * 16;
      cp_async_cg(&sA[s ^ 1][lane * 8], A + (lane / 2) * K + k0 + (lane % 2) * 8);
      cp_async_ca(&sB[s ^ 1][lane * 4], B + (lane / 4) * K + k0 + (lane % 4) * 4);
    }
    cp_async_fence();
    cp_async_wait<1>();
    __syncthreads();
    unsigned a[4], bq[4];
    ldsm_x4(a, &sA[s][(lane % 16) * 16 + (lane / 16) * 8]);
    ldsm_x4(bq, &sB[s][(lane % 8) * 16 + ((lane / 8) % 2) * 8]);
    unsigned b[2] = {bq[0], bq[1]};
    mma_bf16(acc, a, b);
    __syncthreads();
  }
  cp_async_wait<0>();
  unsigned row = lane / 4, col = (lane % 4) * 2;
  C[row * 8 + col] = acc[0];
  C[row * 8 + col + 1] = acc[1];
  C[(row + 8) * 8 + col] = acc[2];
  C[(row + 8) * 8 + col + 1] = acc[3];
}
