"""Gluon kernels of the front-end corpus (lit/frontend/gluon/*.ll).

scripts/gluon-corpus compiles each entry of KERNELS for each of its targets
with the pinned Triton (Gluon is Triton's tile-level language; no GPU
needed: triton.compile of a GluonASTSource on a GPUTarget) and writes the
LLVM IR Triton hands to its NVPTX backend (asm["llir"]) as a lit fixture,
as scripts/triton-corpus does for lit/frontend/triton/.

tcgen05_ring_matmul is a pipelined Blackwell matmul: a ring of STAGES TMA
barriers (Gluon places them at global_smem + 8*(i % STAGES)) and one MMA
barrier that only tcgen05_commit arrives on.
"""
from triton.experimental import gluon
from triton.experimental.gluon import language as gl
from triton.experimental.gluon._runtime import GluonASTSource
from triton.experimental.gluon.language.nvidia.blackwell import (TensorMemoryLayout, allocate_tensor_memory, tma, mbarrier,
                                                                 tcgen05_mma, tcgen05_commit, fence_async_shared)

SOURCE = GluonASTSource


@gluon.jit
def tcgen05_ring_matmul(a_desc, b_desc, c_desc, K, STAGES: gl.constexpr, num_warps: gl.constexpr):
    BM: gl.constexpr = c_desc.block_type.shape[0]
    BN: gl.constexpr = c_desc.block_type.shape[1]
    BK: gl.constexpr = a_desc.block_type.shape[1]
    dtype: gl.constexpr = a_desc.dtype
    a_ring = gl.allocate_shared_memory(dtype, [STAGES] + a_desc.block_type.shape, a_desc.layout)
    b_ring = gl.allocate_shared_memory(dtype, [STAGES] + b_desc.block_type.shape, b_desc.layout)
    ready = gl.allocate_shared_memory(gl.int64, [STAGES, 1], mbarrier.MBarrierLayout())
    done = gl.allocate_shared_memory(gl.int64, [1], mbarrier.MBarrierLayout())
    for s in gl.static_range(STAGES):
        mbarrier.init(ready.index(s), count=1)
    mbarrier.init(done, count=1)
    off_m = gl.program_id(0) * BM
    off_n = gl.program_id(1) * BN
    acc_layout: gl.constexpr = TensorMemoryLayout([BM, BN], col_stride=1)
    acc = allocate_tensor_memory(gl.float32, [BM, BN], acc_layout)
    nbytes: gl.constexpr = a_desc.block_type.nbytes + b_desc.block_type.nbytes
    n_k = gl.cdiv(K, BK)
    # Fill the ring.
    for p in gl.static_range(STAGES - 1):
        mbarrier.expect(ready.index(p), nbytes)
        tma.async_load(a_desc, [off_m, p * BK], ready.index(p), a_ring.index(p))
        tma.async_load(b_desc, [off_n, p * BK], ready.index(p), b_ring.index(p))
    phase = 0
    use_acc = False
    for i in range(n_k):
        nxt = i + STAGES - 1
        if nxt < n_k:
            ns = nxt % STAGES
            mbarrier.expect(ready.index(ns), nbytes)
            tma.async_load(a_desc, [off_m, nxt * BK], ready.index(ns), a_ring.index(ns))
            tma.async_load(b_desc, [off_n, nxt * BK], ready.index(ns), b_ring.index(ns))
        st = i % STAGES
        mbarrier.wait(ready.index(st), phase=(i // STAGES) & 1)
        tcgen05_mma(a_ring.index(st), b_ring.index(st).permute((1, 0)), acc, use_acc=use_acc)
        tcgen05_commit(done)
        use_acc = True
        mbarrier.wait(done, phase=phase)
        phase ^= 1
    for q in gl.static_range(STAGES):
        mbarrier.invalidate(ready.index(q))
    mbarrier.invalidate(done)
    out = acc.load()
    c_smem = gl.allocate_shared_memory(dtype, c_desc.block_type.shape, c_desc.layout)
    c_smem.store(out.to(dtype))
    fence_async_shared()
    tma.async_store(c_desc, [off_m, off_n], c_smem)
    tma.store_wait(pendings=0)



def _desc(shape):
    layout = gl.NVMMASharedLayout(swizzle_byte_width=128, element_bitwidth=16, rank=2)
    return f"tensordesc<fp16[{shape[0]}, {shape[1]}],{layout!r}>"


# name -> (kernel, signature, constexprs, options, targets)
KERNELS = {
    "tcgen05_ring_matmul": (tcgen05_ring_matmul, {"a_desc": _desc([128, 64]), "b_desc": _desc([128, 64]), "c_desc": _desc([128, 128]), "K": "i32",
                                                  "STAGES": "constexpr", "num_warps": "constexpr"},
                            {"STAGES": 3, "num_warps": 4}, {"num_warps": 4}, ["sm_100a"]),
}
