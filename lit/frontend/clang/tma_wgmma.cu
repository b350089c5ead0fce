// A Hopper warp-specialised GEMM mainloop as CUTLASS 3.x writes it, all
// inline PTX: mbarrier init + fence.mbarrier_init, a producer warp that
// elects one lane (elect.sync), arms the full barrier with
// mbarrier.arrive.expect_tx and issues 2-D TMA loads
// (cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes),
// consumers that wait with the mbarrier.try_wait.parity retry loop, fence
// (wgmma.fence), issue wgmma.mma_async, commit and wait the group, and
// release the stage with mbarrier.arrive. setmaxnreg rebalances registers,
// griddepcontrol.wait (programmatic dependent launch) guards the first load,
// and the device-side-updated tensor map is acquired with
// fence.proxy.tensormap::generic.acquire.gpu (PTX ISA 8.3).
// Valid on sm_90a only (wgmma).
//
// RUN: %clang -x cuda --cuda-device-only -nocudainc -nocudalib -I%cuda-min --cuda-gpu-arch=sm_90a -Xclang -target-feature -Xclang +ptx86 -O2 -gline-tables-only -S -emit-llvm %s -o %t.sm90a.ll
// RUN: %check-and-assemble %t.sm90a.ll sm_90a | %FileCheck %s --check-prefix=SM90A
// SM90A: passes for sm_90a at PTX ISA 8.3
// SM90A: assembled: sm_90a PTX 8.3
//
// Mutant: checked for sm_100a, which has no wgmma.
// RUN: %not %nvvm-lower check %t.sm90a.ll --target sm_100a 2> %t.sm100a.err
// RUN: %FileCheck %s --check-prefix=WRONG-TARGET --input-file %t.sm100a.err
//
// Mutant: checked for sm_80.
// RUN: %not %nvvm-lower check %t.sm90a.ll --target sm_80 2> %t.sm80.err
// RUN: %FileCheck %s --check-prefix=SM80-TARGET --input-file %t.sm80.err
// SM80-TARGET: error[gate-target]: {{.*}} is not available on sm_80
// SM80-TARGET: {{.*}}tma_wgmma.cu:{{[0-9]+}}:{{[0-9]+}}
//
// Mutant: pinned to PTX 8.0, below fence.proxy.tensormap's 8.3.
// RUN: %not %nvvm-lower check %t.sm90a.ll --target sm_90a --ptx 8.0 2> %t.pin.err
// RUN: %FileCheck %s --check-prefix=PIN --input-file %t.pin.err
//
// Mutant (race pattern 3): the consumer's inline wgmma.fence is gone, so the
// MMA reads the stage the TMA wrote with no fence since the mbarrier wait.
// RUN: %clang -x cuda --cuda-device-only -nocudainc -nocudalib -I%cuda-min --cuda-gpu-arch=sm_90a -Xclang -target-feature -Xclang +ptx86 -O2 -gline-tables-only -S -emit-llvm -DMUTANT_NO_WGMMA_FENCE %s -o %t.nofence.ll
// RUN: %not %nvvm-lower check %t.nofence.ll --target sm_90a 2> %t.nofence.err
// RUN: %FileCheck %s --check-prefix=NO-FENCE --input-file %t.nofence.err
// NO-FENCE: error[race]: this wgmma.mma_async reads shared memory through its descriptors, but a path reaches it with no nvvm.wgmma.fence.aligned
//
// Mutant (race pattern 2): the producer no longer arms the full barrier with
// mbarrier.arrive.expect_tx, so the consumers' wait can never complete.
// RUN: %clang -x cuda --cuda-device-only -nocudainc -nocudalib -I%cuda-min --cuda-gpu-arch=sm_90a -Xclang -target-feature -Xclang +ptx86 -O2 -gline-tables-only -S -emit-llvm -DMUTANT_NO_EXPECT_TX %s -o %t.noexp.ll
// RUN: %not %nvvm-lower check %t.noexp.ll --target sm_90a 2> %t.noexp.err
// RUN: %FileCheck %s --check-prefix=NO-EXPECT-TX --input-file %t.noexp.err
// NO-EXPECT-TX: error[race]: this wait is on an mbarrier that completes by transaction bytes, but no expect_tx producer on it in this function

#include "cuda_min.h"

#define STAGES 4
#define BM 64
#define BN 64
#define BK 64
#define TILE_BYTES (BM * BK * 2)

struct __attribute__((aligned(64))) TmaDesc {
  unsigned long long raw[16];
};

static __device__ __forceinline__ void mbar_init(uint32_t bar, uint32_t count) {
  asm volatile("mbarrier.init.shared::cta.b64 [%1], %0;" ::"r"(count), "r"(bar));
}
static __device__ __forceinline__ void mbar_arrive_expect_tx(uint32_t bar, uint32_t bytes) {
  asm volatile("mbarrier.arrive.expect_tx.shared::cta.b64 _, [%1], %0;" ::"r"(bytes), "r"(bar));
}
static __device__ __forceinline__ void mbar_arrive(uint32_t bar) {
  asm volatile("{\n\t.reg .b64 state;\n\tmbarrier.arrive.shared::cta.b64 state, [%0];\n\t}" ::"r"(bar));
}
// cutlass::arch::ClusterBarrier::wait
// NO-EXPECT-TX-NEXT: --> {{.*}}tma_wgmma.cu:[[@LINE+4]]:3, inlined at {{.*}}tma_wgmma.cu:{{[0-9]+}}:7
// NO-EXPECT-TX: transaction bytes complete on the barrier here
// NO-EXPECT-TX: in inline PTX, mbarrier.arrive.expect_tx or mbarrier.expect_tx
static __device__ __forceinline__ void mbar_wait(uint32_t bar, uint32_t phase) {
  asm volatile("{\n\t"
               ".reg .pred P1;\n\t"
               "LAB_WAIT:\n\t"
               "mbarrier.try_wait.parity.shared::cta.b64 P1, [%0], %1;\n\t"
               "@P1 bra DONE;\n\t"
               "bra LAB_WAIT;\n\t"
               "DONE:\n\t"
               "}" ::"r"(bar),
               "r"(phase));
}
static __device__ __forceinline__ void tma_load_2d(uint32_t dst, const TmaDesc *desc, uint32_t bar, int c0, int c1) {
  asm volatile("cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes [%0], [%1, {%3, %4}], [%2];" ::"r"(dst),
               "l"(desc), "r"(bar), "r"(c0), "r"(c1)
               : "memory");
}
static __device__ __forceinline__ bool elect_one() {
  uint32_t pred = 0, lane = 0;
  asm volatile("{\n\t.reg .b32 %%rx;\n\t.reg .pred %%px;\n\t"
               "elect.sync %%rx|%%px, %2;\n\t@%%px mov.s32 %1, 1;\n\tmov.s32 %0, %%rx;\n\t}"
               : "+r"(lane), "+r"(pred)
               : "r"(0xffffffffu));
  return pred != 0;
}
// NO-FENCE-NEXT: --> {{.*}}tma_wgmma.cu:[[@LINE+3]]:3, inlined at {{.*}}tma_wgmma.cu:{{[0-9]+}}:9
// NO-FENCE: in inline PTX, wgmma.fence.sync.aligned
static __device__ __forceinline__ void wgmma_m64n8k16(float (&d)[4], uint64_t da, uint64_t db, int scale_d) {
  asm volatile("{\n\t.reg .pred p;\n\tsetp.ne.b32 p, %6, 0;\n\t"
               "wgmma.mma_async.sync.aligned.m64n8k16.f32.f16.f16 {%0, %1, %2, %3}, %4, %5, p, 1, 1, 0, 0;\n\t}"
               : "+f"(d[0]), "+f"(d[1]), "+f"(d[2]), "+f"(d[3])
               : "l"(da), "l"(db), "r"(scale_d));
}
static __device__ __forceinline__ uint64_t smem_desc(uint32_t addr) {
  // 128B swizzle, leading byte offset 1, stride 64 (x16 bytes)
  return ((uint64_t)1 << 62) | ((uint64_t)64 << 32) | ((uint64_t)1 << 16) | ((addr & 0x3ffff) >> 4);
}

__global__ void __launch_bounds__(384, 1) gemm_tma_wgmma(const __grid_constant__ TmaDesc descA, const __grid_constant__ TmaDesc descB, const TmaDesc *updated, float *__restrict__ C, int ktiles) {
  __shared__ __attribute__((aligned(1024))) uint16_t sA[STAGES][BM * BK];
  __shared__ __attribute__((aligned(1024))) uint16_t sB[STAGES][BN * BK];
  __shared__ __attribute__((aligned(8))) uint64_t full[STAGES], empty[STAGES];
  unsigned warp = warp_id();
  unsigned wg = warp / 4;
  if (tid_x() == 0) {
    for (int s = 0; s < STAGES; ++s) {
      mbar_init(smem_u32(&full[s]), 1);
      mbar_init(smem_u32(&empty[s]), 2);
    }
    asm volatile("fence.mbarrier_init.release.cluster;" ::: "memory");
  }
  __syncthreads();

  if (wg == 0) {
    // Producer warpgroup: give registers away, one elected thread issues TMA.
    asm volatile("setmaxnreg.dec.sync.aligned.u32 40;\n" ::);
    if (warp == 0 && elect_one()) {
      asm volatile("griddepcontrol.wait;" ::: "memory");
      const TmaDesc *dA = &descA;
      if (updated) {
        // PIN: error[gate-ptx]: {{.*}} needs PTX ISA 8.3 or newer, but PTX ISA 8.0 is pinned
        // PIN: {{.*}}tma_wgmma.cu:[[@LINE+1]]:9
        asm volatile("fence.proxy.tensormap::generic.acquire.gpu [%0], 128;" ::"l"(updated) : "memory");
        dA = updated;
      }
      for (int k = 0; k < ktiles; ++k) {
        int s = k % STAGES;
        uint32_t phase = (k / STAGES) & 1;
        if (k >= STAGES)
          mbar_wait(smem_u32(&empty[s]), phase ^ 1);
#ifndef MUTANT_NO_EXPECT_TX
        mbar_arrive_expect_tx(smem_u32(&full[s]), 2 * TILE_BYTES);
#endif
        tma_load_2d(smem_u32(sA[s]), dA, smem_u32(&full[s]), k * BK, ctaid_y() * BM);
        tma_load_2d(smem_u32(sB[s]), &descB, smem_u32(&full[s]), k * BK, ctaid_x() * BN);
      }
    }
  } else {
    // Consumer warpgroups.
    asm volatile("setmaxnreg.inc.sync.aligned.u32 232;\n" ::);
    float acc[4] = {0.f, 0.f, 0.f, 0.f};
    for (int k = 0; k < ktiles; ++k) {
      int s = k % STAGES;
      mbar_wait(smem_u32(&full[s]), (k / STAGES) & 1);
#ifndef MUTANT_NO_WGMMA_FENCE
      // WRONG-TARGET: error[gate-target]: {{.*}} is not available on sm_100a
      // WRONG-TARGET: {{.*}}tma_wgmma.cu:[[@LINE+1]]:7
      asm volatile("wgmma.fence.sync.aligned;\n" ::: "memory");
#endif
      for (int kk = 0; kk < BK / 16; ++kk)
        wgmma_m64n8k16(acc, smem_desc(smem_u32(&sA[s][kk * 16])), smem_desc(smem_u32(&sB[s][kk * 16])), k > 0 || kk > 0);
      asm volatile("wgmma.commit_group.sync.aligned;\n" ::: "memory");
      asm volatile("wgmma.wait_group.sync.aligned %0;\n" ::"n"(0) : "memory");
      if (lane_id() == 0 && warp % 4 == 0)
        mbar_arrive(smem_u32(&empty[s]));
    }
    unsigned row = (tid_x() - 128) % 128, col = wg - 1;
    float4_ v = {acc[0], acc[1], acc[2], acc[3]};
    ((float4_ *)C)[(ctaid_y() * BM + row % BM) * 4 + col] = v;
    asm volatile("griddepcontrol.launch_dependents;" ::: "memory");
  }
}
