// The few CUDA definitions the corpus kernels need, for clang's CUDA front end
// run with -nocudainc -nocudalib (no CUDA toolkit headers on the test machine).
// Only attributes and thin wrappers over clang's NVPTX builtins: what
// cuda_runtime.h / cooperative_groups / cuda::ptx would otherwise provide.
#ifndef CUDA_MIN_H
#define CUDA_MIN_H

#define __global__ __attribute__((global))
#define __device__ __attribute__((device))
#define __host__ __attribute__((host))
#define __shared__ __attribute__((shared))
#define __constant__ __attribute__((constant))
#define __launch_bounds__(...) __attribute__((launch_bounds(__VA_ARGS__)))
#define __cluster_dims__(...) __attribute__((cluster_dims(__VA_ARGS__)))
#define __forceinline__ __inline__ __attribute__((always_inline))
#define __noinline__ __attribute__((noinline))
#define __grid_constant__ __attribute__((grid_constant))

typedef unsigned int uint32_t;
typedef int int32_t;
typedef unsigned long long uint64_t;
typedef long long int64_t;
typedef unsigned long size_t;
typedef unsigned short uint16_t;
typedef unsigned char uint8_t;

static __device__ __forceinline__ unsigned tid_x() { return __nvvm_read_ptx_sreg_tid_x(); }
static __device__ __forceinline__ unsigned tid_y() { return __nvvm_read_ptx_sreg_tid_y(); }
static __device__ __forceinline__ unsigned ntid_x() { return __nvvm_read_ptx_sreg_ntid_x(); }
static __device__ __forceinline__ unsigned ctaid_x() { return __nvvm_read_ptx_sreg_ctaid_x(); }
static __device__ __forceinline__ unsigned ctaid_y() { return __nvvm_read_ptx_sreg_ctaid_y(); }
static __device__ __forceinline__ unsigned nctaid_x() { return __nvvm_read_ptx_sreg_nctaid_x(); }
static __device__ __forceinline__ unsigned lane_id() { return tid_x() & 31u; }
static __device__ __forceinline__ unsigned warp_id() { return tid_x() >> 5; }

// CUDA's atomicAdd_block (sm_60_atomic_functions.h through clang's
// __iAtomicAdd_block): the CTA-scope atomic builtin, llvm.nvvm.atomic.add.gen.i.cta.
static __device__ __forceinline__ int atomicAdd_block(int *p, int v) { return __nvvm_atom_cta_add_gen_i(p, v); }

// __syncthreads() is a clang builtin already (llvm.nvvm.barrier.cta.sync.aligned.all).
static __device__ __forceinline__ void __syncwarp(unsigned mask = 0xffffffffu) { __nvvm_bar_warp_sync(mask); }
static __device__ __forceinline__ void __threadfence() { __nvvm_membar_gl(); }
static __device__ __forceinline__ void __threadfence_block() { __nvvm_membar_cta(); }

// The 32-bit shared-window address of a __shared__ object (what
// __cvta_generic_to_shared gives CUTLASS for its "r" asm operands).
static __device__ __forceinline__ uint32_t smem_u32(const void *p) {
  return (uint32_t)(size_t)(__attribute__((address_space(3))) const void *)p;
}

// mbarrier builtins take `long __attribute__((address_space(3))) *`.
typedef __attribute__((address_space(3))) long smem_i64;
static __device__ __forceinline__ smem_i64 *as_smem_i64(void *p) { return (smem_i64 *)p; }

// Address-space views the cp.async / mbarrier / mapa builtins take.
typedef __attribute__((address_space(3))) void smem_void;
typedef __attribute__((address_space(1))) const void gmem_cvoid;
static __device__ __forceinline__ smem_void *as_smem(void *p) { return (smem_void *)p; }
static __device__ __forceinline__ gmem_cvoid *as_gmem(const void *p) { return (gmem_cvoid *)p; }

typedef int int4_ __attribute__((ext_vector_type(4)));
typedef float float4_ __attribute__((ext_vector_type(4)));

#endif
