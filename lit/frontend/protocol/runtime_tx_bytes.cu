// The protocol model where the byte count is a run-time value, as in CUTLASS:
// `mbarrier.arrive.expect_tx` announces `params.tma_transaction_bytes`, read
// from memory, and a tensor copy (its box in the tensor map) completes the
// bytes. The model cannot weigh the bytes, so it completes the phase when
// the arrivals are in and a copy completed on it, and every verdict that
// follows is a warning naming the count it could not see. The CTA's rank in
// its cluster is read with inline PTX (`mov.u32 %0, %cluster_ctaid.x`), as
// CUTLASS reads it, and picks the producer thread: the model follows it (a
// rank it could not see would make every verdict a warning).
//
// RUN: %clang -x cuda --cuda-device-only -nocudainc -nocudalib -I%cuda-min --cuda-gpu-arch=sm_90a -Xclang -target-feature -Xclang +ptx86 -O2 -gline-tables-only -S -emit-llvm %s -o %t.ll
// RUN: %check-and-assemble %t.ll sm_90a 2> %t.err | %FileCheck %s --check-prefix=FIXED
// RUN: %FileCheck %s --check-prefix=QUIET --allow-empty --input-file %t.err
// FIXED: passes for sm_90a at PTX ISA 8.0
// FIXED: assembled: sm_90a PTX 8.0
// QUIET-NOT: warning[protocol]
//
// The barrier is initialised for two arrivals and one thread arrives: the
// consumers' wait never returns, reported as a warning (the byte count was
// not visible, so the model cannot prove the phase would have completed on
// bytes alone).
// RUN: %clang -x cuda --cuda-device-only -nocudainc -nocudalib -I%cuda-min --cuda-gpu-arch=sm_90a -Xclang -target-feature -Xclang +ptx86 -O2 -gline-tables-only -DBUG_COUNT -S -emit-llvm %s -o %t.count.ll
// RUN: %nvvm-lower check %t.count.ll --target sm_90a 2> %t.count.err
// RUN: %FileCheck %s --check-prefix=COUNT --input-file %t.count.err
// COUNT: warning[protocol]: this wait never returns: threads 0..127 wait for the phase of parity 0 of mbarrier @{{.*}}full (phase 0, arrivals 1 of 2 (a byte count not visible)), and no thread left can complete it
// COUNT: mbarrier.init, 2 arrivals per phase
// COUNT: thread 0 (warp 0, lane 0): expect a byte count the model cannot see (phase 0)
// COUNT: this path depends on a value the model cannot see
// COUNT: arrive (1 of 2 in phase 0)
// COUNT: a tensor copy completes its box's bytes

#include "cuda_min.h"

#ifdef BUG_COUNT
#define ARRIVALS 2
#else
#define ARRIVALS 1
#endif

struct Params {
  unsigned tma_transaction_bytes;
  int k_tiles;
};

__global__ void __launch_bounds__(128) load_tile(const Params *__restrict__ params, const void *tmap, float *out) {
  __shared__ __attribute__((aligned(128))) float tile[64 * 64];
  __shared__ long full;
  unsigned t = tid_x();
  unsigned rank;
  asm volatile("mov.u32 %0, %%cluster_ctaid.x;" : "=r"(rank));
  if (t == 0) {
    __nvvm_mbarrier_init_shared(as_smem_i64(&full), ARRIVALS);
    asm volatile("fence.mbarrier_init.release.cluster;" ::: "memory");
  }
  __syncthreads();
  // The producer: thread 0 in CTA 0 of a cluster, thread 32 in the others.
  if (t == (rank == 0 ? 0u : 32u)) {
    unsigned bytes = params->tma_transaction_bytes;
    asm volatile("mbarrier.arrive.expect_tx.shared::cta.b64 _, [%1], %0;" ::"r"(bytes), "r"(smem_u32(&full)) : "memory");
    asm volatile("cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes [%0], [%1, {%2, %3}], [%4];" ::"r"(smem_u32(tile)),
                 "l"(tmap), "r"(0), "r"(0), "r"(smem_u32(&full))
                 : "memory");
  }
  asm volatile("{\n\t.reg .pred p;\n\tRETRY:\n\t"
               "mbarrier.try_wait.parity.shared::cta.b64 p, [%0], %1;\n\t"
               "@!p bra RETRY;\n\t}" ::"r"(smem_u32(&full)),
               "r"(0)
               : "memory");
  out[t] = tile[t];
}
