"""The CuTe DSL kernels of the front-end corpus, for scripts/cute-corpus.

examples/ holds CUTLASS's own CuTe DSL examples (BSD-3-Clause, their
copyright headers kept), as in NVIDIA/cutlass at commit
7107b05535f8977f5ecb9d01ee203205b1fd9bc4, examples/python/CuTeDSL/cute/:
hopper/kernel/dense_gemm/dense_gemm.py, .../dense_gemm_persistent.py and
blackwell/kernel/dense_gemm/dense_gemm.py. Each entry of KERNELS builds the
example's kernel object and the arguments `cute.compile` takes, with fake
tensors and a fake stream (no GPU, no torch). `spellings` is the corpus's
own probe: one call of each variant of the NVVM ops whose libNVVM spelling
the reader upgrades, so that the PTX libNVVM writes for each is on record.

    KERNELS[name] = (target, build, check_args, refusal)
        build() -> (kernel, args); check_args: extra `nvvm-lower check`
        arguments; refusal: the error code check gives, None if it passes
"""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "examples"))

import cutlass
import cutlass.cute as cute
import cutlass.utils
from cutlass import Float32, Int32
from cutlass.cute.runtime import make_fake_compact_tensor, make_fake_stream


def _mnkl_tensors(m, n, k, l, dtype=cutlass.Float16):
    """A (m,k,l) and B (n,k,l) K-major, C (m,n,l) N-major, 16-byte aligned."""
    a = make_fake_compact_tensor(dtype, (m, k, l), stride_order=(1, 0, 2), assumed_align=16)
    b = make_fake_compact_tensor(dtype, (n, k, l), stride_order=(1, 0, 2), assumed_align=16)
    c = make_fake_compact_tensor(dtype, (m, n, l), stride_order=(1, 0, 2), assumed_align=16)
    return a, b, c


def hopper_dense_gemm():
    import hopper_dense_gemm as ex

    a, b, c = _mnkl_tensors(1024, 1024, 1024, 1)
    return ex.HopperWgmmaGemmKernel(cutlass.Float32, (128, 128), (1, 1)), (a, b, c, make_fake_stream())


def hopper_persistent_gemm():
    import hopper_persistent_gemm as ex

    a, b, c = _mnkl_tensors(1024, 1024, 1024, 1)
    # max_active_clusters: a Constexpr, 132 SMs of an H100 SXM with 1x1 clusters.
    kernel = ex.HopperWgmmaGemmPersistentKernel(cutlass.Float32, (128, 128), (1, 1), 1, True)
    return kernel, (a, b, c, 132, make_fake_stream())


def blackwell_dense_gemm():
    import blackwell_dense_gemm as ex

    a, b, c = _mnkl_tensors(1024, 1024, 1024, 1)
    # 2-CTA MMA (cta_group::2) on a 2x1 cluster, TMA store epilogue.
    kernel = ex.DenseGemmKernel(cutlass.Float32, True, (256, 128), (2, 1), True)
    return kernel, (a, b, c, make_fake_stream())


class _Spellings:
    """Each variant once: mbarrier test/try waits (kind, scope, order), the
    timed try_wait (scope, order), arrives (scope, relaxed) and the packed
    f32x2 add/mul/fma at each rounding. The barriers are not initialised: the
    module exists to be read and compiled, not run."""

    @cute.jit
    def __call__(self, out: cute.Tensor, stream):
        self.kernel(out).launch(grid=[1, 1, 1], block=[128, 1, 1], cluster=[2, 1, 1], stream=stream)

    @cute.kernel
    def kernel(self, out: cute.Tensor):
        from cutlass._mlir.dialects import nvvm

        bars = cutlass.utils.SmemAllocator().allocate_array(cutlass.Int64, 4)
        p = bars.to_llvm_ptr()
        tid, _, _ = cute.arch.thread_idx()
        phase = (Int32(tid) & 1).ir_value()
        done = Int32(0)
        for kind in (nvvm.MBarrierWaitKind.TEST, nvvm.MBarrierWaitKind.TRY):
            for scope in (nvvm.MBarrierScopeKind.CTA, nvvm.MBarrierScopeKind.CLUSTER):
                for order in (nvvm.MemOrderKind.ACQUIRE, nvvm.MemOrderKind.RELAXED):
                    done = done + Int32(cutlass.Boolean(nvvm.mbarrier_wait_parity(p, phase, kind, scope=scope, order=order)))
        for scope in (nvvm.MBarrierScopeKind.CTA, nvvm.MBarrierScopeKind.CLUSTER):
            for order in (nvvm.MemOrderKind.ACQUIRE, nvvm.MemOrderKind.RELAXED):
                done = done + Int32(cutlass.Boolean(nvvm.mbarrier_try_wait_parity_timelimit(p, phase, Int32(1000).ir_value(), scope=scope, order=order)))
        for scope in (nvvm.MBarrierScopeKind.CTA, nvvm.MBarrierScopeKind.CLUSTER):
            for relaxed in (False, True):
                nvvm.mbarrier_arrive(p, count=Int32(1).ir_value(), scope=scope, relaxed=relaxed)
        x = Float32(tid)
        v = (x, x + Float32(1.0))
        for rnd in ("rn", "rz", "rm", "rp"):
            v = cute.arch.fma_packed_f32x2(v, v, v, rnd=rnd)
            v = cute.arch.add_packed_f32x2(v, v, rnd=rnd)
            v = cute.arch.mul_packed_f32x2(v, v, rnd=rnd)
        out[tid] = v[0] + v[1] + Float32(done)


def blackwell_batched_gemm():
    import blackwell_dense_gemm as ex

    # A batch of 4: the TMA loads are 3-D (m or n, k, l).
    a, b, c = _mnkl_tensors(1024, 1024, 1024, 4)
    kernel = ex.DenseGemmKernel(cutlass.Float32, True, (256, 128), (2, 1), True)
    return kernel, (a, b, c, make_fake_stream())


def blackwell_1cta_gemm():
    import blackwell_dense_gemm as ex

    # 1-CTA MMA (cta_group::1) on a 2x1 cluster, 128x128 tiles.
    a, b, c = _mnkl_tensors(1024, 1024, 1024, 1)
    kernel = ex.DenseGemmKernel(cutlass.Float32, False, (128, 128), (2, 1), True)
    return kernel, (a, b, c, make_fake_stream())


def spellings():
    return _Spellings(), (make_fake_compact_tensor(Float32, (128,), assumed_align=16), make_fake_stream())


KERNELS = {
    "hopper_dense_gemm": ("sm_90a", hopper_dense_gemm, [], None),
    # wgmma.fence once before the k-loop, then a consumer wait per k-tile and
    # its MMAs with no fence after the wait: what PTX asks (wgmma.fence orders
    # register accesses; the TMA's bytes are ordered by the mbarrier), though
    # spec 001's race pattern 3 would refuse it (docs/spec-deviations.md).
    "hopper_persistent_gemm": ("sm_90a", hopper_persistent_gemm, [], None),
    "blackwell_dense_gemm": ("sm_100a", blackwell_dense_gemm, [], None),
    "blackwell_batched_gemm": ("sm_100a", blackwell_batched_gemm, [], None),
    "blackwell_1cta_gemm": ("sm_100a", blackwell_1cta_gemm, [], None),
    # Waits on barriers no thread initialised: the protocol model's to refuse.
    "spellings": ("sm_100a", spellings, ["--no-protocol"], None),
}
