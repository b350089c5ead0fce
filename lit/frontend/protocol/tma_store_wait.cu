// The protocol model on a bulk-store epilogue, as CUTLASS writes it: every
// thread stores its element of a tile to shared memory (the generic proxy),
// fences it to the async proxy (tma_store_fence), a barrier, and one thread
// copies the tile out with cp.async.bulk in a bulk async-group; before the
// buffer is written again that thread waits for the copy to have read it
// (cp.async.bulk.wait_group.read, tma_store_wait), and it waits once more
// before the kernel ends. The fixed kernel passes and assembles; each mutant
// is refused at the access that races, with the copy or the store.
//
// RUN: %clang -x cuda --cuda-device-only -nocudainc -nocudalib -I%cuda-min --cuda-gpu-arch=sm_90a -Xclang -target-feature -Xclang +ptx86 -O2 -gline-tables-only -S -emit-llvm %s -o %t.ll
// RUN: %check-and-assemble %t.ll sm_90a | %FileCheck %s --check-prefix=FIXED
// FIXED: passes for sm_90a at PTX ISA 8.0
// FIXED: assembled: sm_90a PTX 8.0
//
// No fence.proxy.async between the stores and the bulk copy that reads them.
// RUN: %clang -x cuda --cuda-device-only -nocudainc -nocudalib -I%cuda-min --cuda-gpu-arch=sm_90a -Xclang -target-feature -Xclang +ptx86 -O2 -gline-tables-only -DBUG_NO_FENCE -S -emit-llvm %s -o %t.fence.ll
// RUN: %nvvm-lower check %t.fence.ll --target sm_90a --no-protocol | %FileCheck %s --check-prefix=UNSEEN
// UNSEEN: passes for sm_90a at PTX ISA 8.0
// RUN: %not %nvvm-lower check %t.fence.ll --target sm_90a 2> %t.fence.err
// RUN: %FileCheck %s --check-prefix=FENCE --input-file %t.fence.err
// FENCE: error[protocol]: this bulk copy (the async proxy) reads shared memory that threads 0..127 wrote through the generic proxy, with no fence.proxy.async between the write and this read
//
// No wait before the next tile's stores: they overwrite the copy's source.
// RUN: %clang -x cuda --cuda-device-only -nocudainc -nocudalib -I%cuda-min --cuda-gpu-arch=sm_90a -Xclang -target-feature -Xclang +ptx86 -O2 -gline-tables-only -DBUG_NO_WAIT -S -emit-llvm %s -o %t.wait.ll
// RUN: %not %nvvm-lower check %t.wait.ll --target sm_90a 2> %t.wait.err
// RUN: %FileCheck %s --check-prefix=WAIT --input-file %t.wait.err
// WAIT: error[protocol]: this store overwrites shared memory that a bulk copy of thread 0 (warp 0, lane 0) may still be reading: no cp.async.bulk.wait_group.read has retired its bulk group
//
// No wait before the kernel ends: the last copy may still read the buffer.
// RUN: %clang -x cuda --cuda-device-only -nocudainc -nocudalib -I%cuda-min --cuda-gpu-arch=sm_90a -Xclang -target-feature -Xclang +ptx86 -O2 -gline-tables-only -DBUG_EXIT -S -emit-llvm %s -o %t.exit.ll
// RUN: %not %nvvm-lower check %t.exit.ll --target sm_90a 2> %t.exit.err
// RUN: %FileCheck %s --check-prefix=EXIT --input-file %t.exit.err
// EXIT: error[protocol]: thread 0 (warp 0, lane 0) exit while a bulk copy that thread 0 (warp 0, lane 0) issued may still read shared memory

#include "cuda_min.h"

#define THREADS 128

// CUTLASS's tma_store_fence, SM90_BULK_COPY_S2G, tma_store_arrive and tma_store_wait<0>.
static __device__ __forceinline__ void store_fence() { asm volatile("fence.proxy.async.shared::cta;" ::: "memory"); }
static __device__ __forceinline__ void bulk_store(void *gdst, const void *src, int bytes) {
  asm volatile("cp.async.bulk.global.shared::cta.bulk_group [%0], [%1], %2;" ::"l"(gdst), "r"(smem_u32(src)), "r"(bytes) : "memory");
}
static __device__ __forceinline__ void bulk_commit() { asm volatile("cp.async.bulk.commit_group;" ::: "memory"); }
static __device__ __forceinline__ void bulk_wait_read() { asm volatile("cp.async.bulk.wait_group.read %0;" ::"n"(0) : "memory"); }

__global__ void __launch_bounds__(THREADS) epilogue(const float *__restrict__ in, float *__restrict__ out, int tiles) {
  __shared__ __attribute__((aligned(128))) float buf[THREADS];
  unsigned t = tid_x();
  for (int i = 0; i < tiles; ++i) {
#ifndef BUG_NO_WAIT
    if (t == 0)
      bulk_wait_read();
#endif
    __syncthreads();
    // WAIT: --> {{.*}}tma_store_wait.cu:[[@LINE+1]]:{{[0-9]+}}
    buf[t] = 2.0f * in[(size_t)i * THREADS + t];
#ifndef BUG_NO_FENCE
    store_fence();
#endif
    __syncthreads();
    if (t == 0) {
      // FENCE-NEXT: --> {{.*}}tma_store_wait.cu:[[@LINE+1]]:{{[0-9]+}}
      bulk_store(out + (size_t)i * THREADS, buf, sizeof buf);
      bulk_commit();
    }
  }
#ifndef BUG_EXIT
  if (t == 0)
    bulk_wait_read();
#endif
}
