// Warp roles picked with a switch on the warp index, the way a
// warp-specialised kernel dispatches: warp 0 loads a tile into shared
// memory, warps 1 and 2 scale it, warp 3 clears another output. Warp 0
// and the two consumer warps meet at named barrier 1 (CUTLASS's
// NamedBarrier, `bar.sync 1, 96`), the whole CTA at __syncthreads. The model
// follows the switch, splitting the CTA by case, so the barrier's thread
// count is checked against the threads that reach it. The fixed kernel
// passes and assembles.
//
// RUN: %clang -x cuda --cuda-device-only -nocudainc -nocudalib -I%cuda-min --cuda-gpu-arch=sm_80 -Xclang -target-feature -Xclang +ptx86 -O2 -gline-tables-only -S -emit-llvm %s -o %t.ll
// RUN: FileCheck %s --check-prefix=IR --input-file %t.ll
// IR: switch i32
// RUN: %check-and-assemble %t.ll sm_80 | %FileCheck %s --check-prefix=FIXED
// FIXED: passes for sm_80 at PTX ISA 7.0
// FIXED: assembled: sm_80 PTX 7.0
//
// The barrier counts the fourth warp too (128), which never reaches it:
// warps 0..2 wait for 32 threads that are not coming.
// RUN: %clang -x cuda --cuda-device-only -nocudainc -nocudalib -I%cuda-min --cuda-gpu-arch=sm_80 -Xclang -target-feature -Xclang +ptx86 -O2 -gline-tables-only -DBUG_COUNT -S -emit-llvm %s -o %t.count.ll
// RUN: %nvvm-lower check %t.count.ll --target sm_80 --no-protocol | %FileCheck %s --check-prefix=UNSEEN
// UNSEEN: passes for sm_80 at PTX ISA 7.0
// RUN: %not %nvvm-lower check %t.count.ll --target sm_80 2> %t.count.err
// RUN: %FileCheck %s --check-prefix=COUNT --input-file %t.count.err
// COUNT: error[protocol]: this barrier never completes: {{.*}} wait at bar.sync 1 (96 of 128 threads arrived), and no thread left arrives

#include "cuda_min.h"

#ifdef BUG_COUNT
#define ROLE_THREADS 128
#else
#define ROLE_THREADS 96
#endif

static __device__ __forceinline__ void role_sync() {
  asm volatile("bar.sync 1, %0;" ::"n"(ROLE_THREADS) : "memory");
}

__global__ void __launch_bounds__(128) roles(const float *__restrict__ in, float *__restrict__ out, int tiles) {
  __shared__ float tile[64];
  unsigned t = tid_x();
  for (int i = 0; i < 4; ++i) {
    switch (warp_id()) {
    case 0:
      tile[lane_id()] = in[i * 64 + lane_id()];
      tile[lane_id() + 32] = in[i * 64 + lane_id() + 32];
      // COUNT-NEXT: --> {{.*}}switch_roles.cu:{{[0-9]+}}:3, inlined at {{.*}}switch_roles.cu:[[@LINE+1]]:7
      role_sync();
      role_sync();
      break;
    case 1:
    case 2:
      role_sync();
      out[i * 64 + t - 32] = tile[t - 32] * 2.0f;
      role_sync();
      break;
    case 3:
      out[tiles + i * 32 + lane_id()] = 0.0f;
      break;
    default:
      break;
    }
  }
  __syncthreads();
  if (t == 0)
    out[0] += 1.0f;
}
