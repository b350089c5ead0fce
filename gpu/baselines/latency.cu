// The latency loops of gpu/kernels/latency_*.mlir written the way CUTLASS
// writes them (cute/arch/cluster_sm90.hpp, cutlass/arch/barrier.h): inline PTX
// built by nvcc. scripts/gpu-test builds this file on the GPU machine
// (nvcc -cubin -gencode=arch=compute_90a,code=sm_90a, or 100a) and prints
// each nvvm-lower loop's cycles beside its baseline here.
//
// Every kernel: out[blockIdx.x] = clock64 cycles of `iters` executions, after
// one untimed execution, measured by thread 0; the same parameters and launch
// shape as its nvvm-lower counterpart.

#include <cstdint>

// cute::cluster_arrive / cluster_wait (cute::cluster_sync).
__device__ __forceinline__ void cluster_arrive() { asm volatile("barrier.cluster.arrive.aligned;\n" : : : "memory"); }
__device__ __forceinline__ void cluster_wait() { asm volatile("barrier.cluster.wait.aligned;\n" : : : "memory"); }
// cute::cluster_arrive_relaxed.
__device__ __forceinline__ void cluster_arrive_relaxed() { asm volatile("barrier.cluster.arrive.relaxed.aligned;\n" : : : "memory"); }
// cutlass::arch::fence_barrier_init.
__device__ __forceinline__ void fence_barrier_init() { asm volatile("fence.mbarrier_init.release.cluster;\n" : : : "memory"); }
// The unaligned forms (threads of a warp may arrive apart), as PTX writes them.
__device__ __forceinline__ void cluster_arrive_unaligned() { asm volatile("barrier.cluster.arrive;\n" : : : "memory"); }
__device__ __forceinline__ void cluster_wait_unaligned() { asm volatile("barrier.cluster.wait;\n" : : : "memory"); }

#define TIMED_LOOP(BODY)                                            \
  BODY;                                                             \
  long long t0 = clock64();                                         \
  for (int i = 0; i < iters; ++i) {                                 \
    BODY;                                                           \
  }                                                                 \
  long long t1 = clock64();                                         \
  if (threadIdx.x == 0) out[blockIdx.x] = t1 - t0;

// cute::cluster_sync(): release arrive + acquire wait, aligned.
extern "C" __global__ void __cluster_dims__(2, 1, 1) __launch_bounds__(128)
cutlass_cluster_sync(long long* out, int iters) {
  TIMED_LOOP(cluster_arrive(); cluster_wait())
}

// The same without .aligned.
extern "C" __global__ void __cluster_dims__(2, 1, 1) __launch_bounds__(128)
cutlass_cluster_sync_unaligned(long long* out, int iters) {
  TIMED_LOOP(cluster_arrive_unaligned(); cluster_wait_unaligned())
}

// CUTLASS's barrier-initialisation sync: fence_barrier_init(),
// cluster_arrive_relaxed(), cluster_wait().
extern "C" __global__ void __cluster_dims__(2, 1, 1) __launch_bounds__(128)
cutlass_cluster_init_sync(long long* out, int iters) {
  TIMED_LOOP(fence_barrier_init(); cluster_arrive_relaxed(); cluster_wait())
}

// __syncthreads() (bar.sync 0).
extern "C" __global__ void __launch_bounds__(128)
cutlass_syncthreads(long long* out, int iters) {
  TIMED_LOOP(__syncthreads())
}

// cutlass::arch::ClusterBarrier::init / arrive / wait, one thread.
__device__ __forceinline__ void mbarrier_init(uint32_t bar, uint32_t count) {
  asm volatile("mbarrier.init.shared::cta.b64 [%0], %1;\n" : : "r"(bar), "r"(count) : "memory");
}
__device__ __forceinline__ void mbarrier_arrive(uint32_t bar) {
  asm volatile(
      "{\n\t"
      ".reg .b64 state; \n\t"
      "mbarrier.arrive.shared::cta.b64   state, [%0];\n\t"
      "}"
      :
      : "r"(bar)
      : "memory");
}
// cutlass::arch::ClusterBarrier::wait: try_wait.parity with a suspend-time
// hint of 0x989680 (10^7) ticks.
__device__ __forceinline__ void mbarrier_wait_hint(uint32_t bar, uint32_t phase) {
  uint32_t ticks = 0x989680;
  asm volatile(
      "{\n\t"
      ".reg .pred       P1; \n\t"
      "LAB_WAIT: \n\t"
      "mbarrier.try_wait.parity.shared::cta.b64 P1, [%0], %1, %2; \n\t"
      "@P1 bra DONE; \n\t"
      "bra     LAB_WAIT; \n\t"
      "DONE: \n\t"
      "}"
      :
      : "r"(bar), "r"(phase), "r"(ticks)
      : "memory");
}
// cute::wait_barrier: try_wait.parity without a hint.
__device__ __forceinline__ void mbarrier_wait(uint32_t bar, uint32_t phase) {
  asm volatile(
      "{\n\t"
      ".reg .pred       P1; \n\t"
      "LAB_WAIT: \n\t"
      "mbarrier.try_wait.parity.shared::cta.b64 P1, [%0], %1; \n\t"
      "@P1 bra DONE; \n\t"
      "bra     LAB_WAIT; \n\t"
      "DONE: \n\t"
      "}"
      :
      : "r"(bar), "r"(phase)
      : "memory");
}

// One thread: ClusterBarrier::arrive and the wait WAIT (with or without the
// hint), the round trip of gpu/kernels/latency_mbarrier.mlir. The barrier is a
// kernel's static shared variable, as CUTLASS declares it.
template <void (*WAIT)(uint32_t, uint32_t)>
__device__ __forceinline__ void mbarrier_roundtrip(uint64_t* bar_storage, long long* out, int iters) {
  if (threadIdx.x != 0) return;
  uint32_t bar = static_cast<uint32_t>(__cvta_generic_to_shared(bar_storage));
  mbarrier_init(bar, 1);
  mbarrier_arrive(bar);
  WAIT(bar, 0);
  long long t0 = clock64();
  for (int k = 1; k <= iters; ++k) {
    mbarrier_arrive(bar);
    WAIT(bar, k & 1);
  }
  long long t1 = clock64();
  out[blockIdx.x] = t1 - t0;
}

// ClusterBarrier::arrive + cute::wait_barrier (no hint).
extern "C" __global__ void __launch_bounds__(32)
cutlass_mbarrier_roundtrip(long long* out, int iters) {
  __shared__ uint64_t bar_storage;
  mbarrier_roundtrip<mbarrier_wait>(&bar_storage, out, iters);
}

// The same with ClusterBarrier::wait's hint.
extern "C" __global__ void __launch_bounds__(32)
cutlass_mbarrier_roundtrip_hint(long long* out, int iters) {
  __shared__ uint64_t bar_storage;
  mbarrier_roundtrip<mbarrier_wait_hint>(&bar_storage, out, iters);
}
