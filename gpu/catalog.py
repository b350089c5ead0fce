"""What the GPU suite builds and runs: kernels (MLIR sources, targets, how a
template becomes a kernel) and tests (which kernels, launch shapes, which
issue item they check). Declarations only: no CUDA, no numpy, so the build
step and the self-test use it on any machine.
"""

import os
import re
from dataclasses import dataclass, field

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

HOPPER = "sm_90a"
BLACKWELL = "sm_100a"
BOTH = (HOPPER, BLACKWELL)

# The compute capability whose PTX target each build target is; arch-specific
# ("a") PTX loads only on exactly that architecture.
TARGET_OF_CC = {(9, 0): HOPPER, (10, 0): BLACKWELL}


@dataclass(frozen=True)
class Kernel:
    """One kernel source compiled for some targets.

    `subst` fills `{{KEY}}` placeholders of a gpu/kernels template (every
    placeholder must be filled); `replace` rewrites an example into a variant,
    each (old, new) pair matching exactly once, so a changed example fails the
    build instead of silently producing something else. `requires` names the
    nvvm-lower features the source needs (see FEATURE_PROBES): missing ones
    skip the kernel at build time with a note, never silently. `optional_flags`
    are passed when this nvvm-lower knows them (a probe in FEATURE_PROBES).
    Warnings that all carry `expected_warning` (the race the kernel measures,
    let through on purpose) are counted, not printed."""

    name: str
    source: str
    entry: str
    targets: tuple = BOTH
    subst: tuple = ()
    replace: tuple = ()
    flags: tuple = ()
    requires: tuple = ()
    optional_flags: tuple = ()
    expected_warning: str = ""


@dataclass(frozen=True)
class Launch:
    """A launch shape and the kernel's parameters, in order: "ptr" (a device
    or tensor-map address, .u64), "u64", "u32"."""

    grid: int
    block: int
    params: tuple
    cluster: int = 1


@dataclass(frozen=True)
class Test:
    name: str
    item: int
    title: str
    launches: dict = field(default_factory=dict)  # kernel name -> Launch
    archs: tuple = BOTH
    timeout: float = 60.0
    baseline: str = ""  # gpu/baselines/latency.cu kernel, for item 7


# Features a kernel may need that an older nvvm-lower lacks, and how to tell:
# a CLI flag that --help lists, or a snippet that must compile for sm_90a.
FEATURE_PROBES = {
    "--allow-unordered-dsmem": ("flag", "--allow-unordered-dsmem"),
    "mbarrier_init_only": (
        "source",
        "llvm.func @probe() attributes {nvvm.kernel} {\n"
        "  nvsync.cluster_barrier {scope = #nvsync.barrier_scope<cluster>, mbarrier_init_only}\n"
        "  llvm.return\n}\n",
    ),
}

# ---- kernels -------------------------------------------------------------------

# The timed wait of gpu/kernels/latency_mbarrier.mlir; each ends at ^next.
MBARRIER_WAIT_HINT = """    nvvm.mbarrier.try_wait.parity %bar, %parity, %ticks : !llvm.ptr<3>, i32, i32
    llvm.br ^next"""
MBARRIER_WAIT_NOHINT = """    llvm.br ^retry

  ^retry:
    %ready = nvvm.mbarrier.try_wait %bar, %parity : !llvm.ptr<3>, i32 -> i1
    llvm.cond_br %ready, ^next, ^retry"""

KERNELS = [
    # Item 1: the examples as they are.
    Kernel("mbarrier_pipeline", "examples/mbarrier_pipeline.mlir", "pipeline"),
    Kernel("pipeline_ring_example", "examples/pipeline_ring.mlir", "ring"),
    Kernel("cluster_handshake", "examples/cluster_handshake.mlir", "handshake"),
    Kernel("tma_wgmma", "examples/tma_wgmma.mlir", "tma_wgmma", targets=(HOPPER,)),
    Kernel("tma_wgmma_cluster", "examples/tma_wgmma_cluster.mlir", "tma_wgmma_cluster", targets=(HOPPER,)),
    Kernel("tcgen05_single_cta", "examples/tcgen05_single_cta.mlir", "tcgen05_single_cta", targets=(BLACKWELL,)),
    Kernel("tcgen05_pair_cluster", "examples/tcgen05_pair_cluster.mlir", "tcgen05_pair_cluster", targets=(BLACKWELL,)),
    Kernel("tcgen05_quad_s2t", "examples/tcgen05_quad_s2t.mlir", "tcgen05_quad_s2t", targets=(BLACKWELL,)),
    # Item 2: the handshake moving data, as the example is (4 CTAs, one group
    # of 4) and rewritten for a 2-CTA cluster and for pairs in a 4-CTA one.
    Kernel("dsmem_transfer", "examples/dsmem_transfer.mlir", "dsmem_transfer"),
    Kernel("dsmem_bulk_exchange", "examples/dsmem_bulk_exchange.mlir", "dsmem_bulk_exchange"),
    Kernel(
        "dsmem_transfer_c2",
        "examples/dsmem_transfer.mlir",
        "dsmem_transfer",
        replace=(
            ("nvvm.cluster_dim = array<i32: 4, 1, 1>", "nvvm.cluster_dim = array<i32: 2, 1, 1>"),
            ("%group = llvm.mlir.constant(4 : i32) : i32", "%group = llvm.mlir.constant(2 : i32) : i32"),
            ("{cluster_size = 4}", "{cluster_size = 2}"),
        ),
    ),
    Kernel(
        "dsmem_transfer_c4_pairs",
        "examples/dsmem_transfer.mlir",
        "dsmem_transfer",
        replace=(
            ("%group = llvm.mlir.constant(4 : i32) : i32", "%group = llvm.mlir.constant(2 : i32) : i32"),
            ("{cluster_size = 4}", "{cluster_size = 2}"),
        ),
    ),
    # Item 4: the pipeline ring, depths 2-4.
    *[
        Kernel(f"ring_d{d}", "gpu/kernels/pipeline_ring.mlir", "pipeline_ring", subst=(("DEPTH", str(d)),))
        for d in (2, 3, 4)
    ],
    # Item 5: TMA + wgmma, every accumulator checked.
    Kernel("wgmma_interleave", "gpu/kernels/wgmma_interleave.mlir", "wgmma_interleave", targets=(HOPPER,)),
    Kernel("wgmma_swizzle128", "gpu/kernels/wgmma_swizzle128.mlir", "wgmma_swizzle128", targets=(HOPPER,)),
    # Item 6: the shared -> TMEM -> registers round trip.
    Kernel("tcgen05_s2t_roundtrip", "gpu/kernels/tcgen05_s2t_roundtrip.mlir", "tcgen05_s2t_roundtrip", targets=(BLACKWELL,)),
    # Item 7: the mbarrier round trip, with and without try_wait's suspend-time hint.
    Kernel("latency_mbarrier", "gpu/kernels/latency_mbarrier.mlir", "latency", subst=(("WAIT", MBARRIER_WAIT_HINT),)),
    Kernel("latency_mbarrier_nohint", "gpu/kernels/latency_mbarrier.mlir", "latency", subst=(("WAIT", MBARRIER_WAIT_NOHINT),)),
]

# Item 3: the barrier between the DSMEM store and the read, one kernel each:
# (ordered, the barrier, flags passed when nvvm-lower knows them, features it
# must have). An ordered form must order the store before the read (0 stale
# reads). The relaxed ones are the race the race check refuses, compiled with
# its opt-out; an nvvm-lower without the check needs no flag.
EXCHANGE_FORMS = {
    "cluster": (True, "nvsync.cluster_barrier {scope = #nvsync.barrier_scope<cluster>}", (), ()),
    "cluster_aligned": (True, "nvsync.cluster_barrier {scope = #nvsync.barrier_scope<cluster_aligned>}", (), ()),
    "arrive_wait": (True, "nvvm.cluster.arrive\n    nvvm.cluster.wait", (), ()),
    "fence_relaxed_arrive": (
        True,
        'llvm.fence syncscope("cluster") release\n    nvvm.cluster.arrive.relaxed\n    nvvm.cluster.wait',
        (),
        (),
    ),
    # The relaxed forms order nothing: their stale reads are measured and
    # reported. The race check refuses them unless told the race is wanted.
    "mbarrier_init_only": (
        False,
        "nvsync.cluster_barrier {scope = #nvsync.barrier_scope<cluster>, mbarrier_init_only}",
        ("--allow-unordered-dsmem",),
        ("mbarrier_init_only",),
    ),
    "relaxed_arrive": (False, "nvvm.cluster.arrive.relaxed\n    nvvm.cluster.wait", ("--allow-unordered-dsmem",), ()),
}

for _form, (_ordered, _barrier, _flags, _requires) in EXCHANGE_FORMS.items():
    KERNELS.append(
        Kernel(
            f"exchange_{_form}",
            "gpu/kernels/dsmem_exchange.mlir",
            "dsmem_exchange",
            subst=(("FORM", _form), ("BARRIER", "    " + _barrier)),
            optional_flags=_flags,
            requires=_requires,
            expected_warning="allowed by --allow-unordered-dsmem" if _flags else "",
        )
    )

# Item 7: each timed loop, its CUTLASS-style baseline and the launch shape.
CLUSTER2 = "nvvm.cluster_dim = array<i32: 2, 1, 1>, nvvm.reqntid = array<i32: 128, 1, 1>"
LATENCY_LOOPS = {
    "cluster_aligned": (
        "nvsync.cluster_barrier {scope = #nvsync.barrier_scope<cluster_aligned>}",
        CLUSTER2,
        "cutlass_cluster_sync",
        (),
    ),
    "cluster": ("nvsync.cluster_barrier {scope = #nvsync.barrier_scope<cluster>}", CLUSTER2, "cutlass_cluster_sync_unaligned", ()),
    "arrive_wait": ("nvvm.cluster.arrive {aligned}\n    nvvm.cluster.wait {aligned}", CLUSTER2, "cutlass_cluster_sync", ()),
    "mbarrier_init_only": (
        "nvsync.cluster_barrier {scope = #nvsync.barrier_scope<cluster>, mbarrier_init_only}",
        CLUSTER2,
        "cutlass_cluster_init_sync",
        ("mbarrier_init_only",),
    ),
    "cta_barrier": ("nvsync.cta_barrier {aligned}", "nvvm.reqntid = array<i32: 128, 1, 1>", "cutlass_syncthreads", ()),
}

for _loop, (_body, _attrs, _baseline, _requires) in LATENCY_LOOPS.items():
    KERNELS.append(
        Kernel(
            f"latency_{_loop}",
            "gpu/kernels/latency_loop.mlir",
            "latency",
            subst=(("FORM", _loop), ("ATTRS", _attrs), ("BODY", "    " + _body)),
            requires=_requires,
        )
    )

KERNEL = {k.name: k for k in KERNELS}

# ---- tests ----------------------------------------------------------------------

P, U32, U64 = "ptr", "u32", "u64"

TESTS = [
    # Item 1: every example with its expected output.
    Test("example_mbarrier_pipeline", 1, "examples/mbarrier_pipeline.mlir: every thread reads the last value, iters 1, 2, 3, 1000",
         {"mbarrier_pipeline": Launch(1, 128, (P, U32))}),
    Test("example_pipeline_ring", 1, "examples/pipeline_ring.mlir: consumers read the last value, warp 0 writes nothing",
         {"pipeline_ring_example": Launch(1, 128, (P, U32))}),
    Test("example_cluster_handshake", 1, "examples/cluster_handshake.mlir: 8 clusters of 4 complete, tx 0 and 16",
         {"cluster_handshake": Launch(32, 128, (U32,), cluster=4)}),
    Test("example_tma_wgmma", 1, "examples/tma_wgmma.mlir: each thread's first accumulator = host GEMM",
         {"tma_wgmma": Launch(1, 128, (P, P, U32, P))}, archs=(HOPPER,)),
    Test("example_tma_wgmma_cluster", 1, "examples/tma_wgmma_cluster.mlir: multicast tiles, both CTAs = host GEMM",
         {"tma_wgmma_cluster": Launch(2, 128, (P, P, U32, P), cluster=2)}, archs=(HOPPER,)),
    Test("example_tcgen05_single_cta", 6, "examples/tcgen05_single_cta.mlir: D (128x64) = host GEMM",
         {"tcgen05_single_cta": Launch(1, 128, (P, P, U64, U64, U32, U32, P))}, archs=(BLACKWELL,)),
    Test("example_tcgen05_pair_cluster", 6, "examples/tcgen05_pair_cluster.mlir: D (256x64) over a CTA pair = host GEMM",
         {"tcgen05_pair_cluster": Launch(2, 128, (P, P, U64, U64, U32, U32, P), cluster=2)}, archs=(BLACKWELL,)),
    Test("example_tcgen05_quad_s2t", 6, "examples/tcgen05_quad_s2t.mlir: each rank's K-quarter partial product = host",
         {"tcgen05_quad_s2t": Launch(4, 128, (P, P, U64, U64, U32, P), cluster=4)}, archs=(BLACKWELL,)),
    Test("example_dsmem_bulk_exchange", 1, "examples/dsmem_bulk_exchange.mlir: 8 clusters of 2 swap 512 bytes by bulk copy, every word",
         {"dsmem_bulk_exchange": Launch(16, 128, (P, U32), cluster=2)}),
    # Item 2: the handshake moving data (also the example's run).
    Test("handshake_transfer_c4", 2, "examples/dsmem_transfer.mlir: 4-CTA clusters, group 4, 101 rounds, every word",
         {"dsmem_transfer": Launch(32, 128, (P, P, P, U32), cluster=4)}),
    Test("handshake_transfer_c2", 2, "dsmem_transfer for 2-CTA clusters (group 2), 101 rounds",
         {"dsmem_transfer_c2": Launch(32, 128, (P, P, P, U32), cluster=2)}),
    Test("handshake_transfer_c4_pairs", 2, "dsmem_transfer in 4-CTA clusters, groups of 2, 101 rounds",
         {"dsmem_transfer_c4_pairs": Launch(32, 128, (P, P, P, U32), cluster=4)}),
    # Item 3: one test per barrier form.
    *[
        Test(f"exchange_{form}", 3,
             ("0 stale DSMEM reads required: " if ordered else "stale DSMEM reads reported: ") + barrier.replace("\n    ", " + "),
             {f"exchange_{form}": Launch(132, 128, (P, U32), cluster=4)})
        for form, (ordered, barrier, _, _) in EXCHANGE_FORMS.items()
    ],
    # Item 4: the ring.
    *[
        Test(f"pipeline_ring_d{d}", 4, f"depth-{d} ring over TMA: 1000 tiles, every value once and in order, 96 consumers",
             {f"ring_d{d}": Launch(1, 128, (P, P, P, U32))})
        for d in (2, 3, 4)
    ],
    # Item 5.
    Test("wgmma_interleave", 5, "TMA + wgmma, no-swizzle layout (LBO 128, SBO 512), K = 32: all 4096 = host GEMM",
         {"wgmma_interleave": Launch(1, 128, (P, P, P))}, archs=(HOPPER,)),
    Test("wgmma_swizzle128", 5, "TMA + wgmma, 128B swizzle, K = 64 in 4 steps: all 4096 = host GEMM",
         {"wgmma_swizzle128": Launch(1, 128, (P, P, P))}, archs=(HOPPER,)),
    # Item 6 (the examples above too).
    Test("tcgen05_s2t_roundtrip", 6, "shared -> TMEM (tcgen05.cp 128x256b) -> registers: every word back",
         {"tcgen05_s2t_roundtrip": Launch(1, 128, (U64, P))}, archs=(BLACKWELL,)),
    # Item 7: cycles per operation beside CUTLASS-style inline PTX.
    *[
        Test(f"latency_{loop}", 7, f"cycles per {' + '.join(line.strip() for line in body.splitlines())} vs CUTLASS-style {baseline}",
             {f"latency_{loop}": Launch(2 if "cluster_dim" in attrs else 1, 128, (P, U32), cluster=2 if "cluster_dim" in attrs else 1)},
             baseline=baseline)
        for loop, (body, attrs, baseline, _) in LATENCY_LOOPS.items()
    ],
    Test("latency_mbarrier", 7, "cycles per mbarrier arrive + try_wait.parity (suspend-time hint 10^7) round trip vs CUTLASS ClusterBarrier::wait",
         {"latency_mbarrier": Launch(1, 32, (P, U32))}, baseline="cutlass_mbarrier_roundtrip_hint"),
    Test("latency_mbarrier_nohint", 7, "cycles per mbarrier arrive + try_wait.parity (no hint) round trip vs cute wait_barrier",
         {"latency_mbarrier_nohint": Launch(1, 32, (P, U32))}, baseline="cutlass_mbarrier_roundtrip"),
]

TEST = {t.name: t for t in TESTS}

ITEMS = {
    1: "every example, with its expected output",
    2: "the DSMEM handshake moving real bytes, cluster sizes 2 and 4",
    3: "DSMEM exchange through every cluster-barrier form",
    4: "a depth-D pipeline ring moving real data, D = 2, 3, 4",
    5: "TMA + wgmma with canonical layouts against a host GEMM",
    6: "tcgen05 kernels and the S2T copy round trip (sm_100 only)",
    7: "sync latency in cycles beside CUTLASS-style inline PTX",
}


# ---- sources ---------------------------------------------------------------------

PLACEHOLDER = re.compile(r"\{\{([A-Z_]+)\}\}")


def kernel_source(k):
    """The MLIR text of kernel `k`; raises ValueError if a template is not
    filled exactly or a variant's rewrite does not match exactly once."""
    with open(os.path.join(ROOT, k.source)) as f:
        text = f.read()
    for old, new in k.replace:
        n = text.count(old)
        if n != 1:
            raise ValueError(f"{k.name}: '{old}' occurs {n} times in {k.source}, expected once")
        text = text.replace(old, new)
    given = dict(k.subst)
    used = set(PLACEHOLDER.findall(text))
    if used != set(given):
        raise ValueError(f"{k.name}: {k.source} has placeholders {sorted(used)}, the catalog fills {sorted(given)}")
    return PLACEHOLDER.sub(lambda m: given[m.group(1)], text)


def kernel_launch_attrs(text, entry):
    """(reqntid x, cluster x) that the MLIR source declares for `entry`, or None."""
    m = re.search(r"llvm\.func @" + re.escape(entry) + r"\(.*?attributes \{(.*?)\} \{", text, re.S)
    if not m:
        return None
    attrs = m.group(1)
    ntid = re.search(r"nvvm\.(?:reqntid|maxntid) = array<i32: (\d+)", attrs)
    cluster = re.search(r"nvvm\.cluster_dim = array<i32: (\d+), (\d+), (\d+)>", attrs)
    return (int(ntid.group(1)) if ntid else None, int(cluster.group(1)) if cluster else 1)


# ---- test launches against the PTX --------------------------------------------

# A pointer parameter is .u64 with LLVM's .ptr annotation; an i64 has none.
PARAM_KIND = {"ptr": (".u64 .ptr",), "u64": (".u64", ".b64", ".s64"), "u32": (".u32", ".b32", ".s32")}


def ptx_signature(ptx, entry):
    """Parameter types (".u64 .ptr" for a pointer), .reqntid, .maxntid and
    .reqnctapercluster of `.entry entry`."""
    m = re.search(r"\.entry\s+" + re.escape(entry) + r"\s*\((.*?)\)(.*?)\{", ptx, re.S)
    if not m:
        return None
    params = []
    for p in m.group(1).split(","):
        words = p.split()
        if words:
            params.append(words[1] + (" .ptr" if ".ptr" in words else ""))
    dims = lambda d: [int(x) for x in re.findall(r"\d+", d.group(1))] if d else None  # noqa: E731
    return {
        "params": params,
        "reqntid": dims(re.search(r"\.reqntid\s+([\d,\s]+)", m.group(2))),
        "maxntid": dims(re.search(r"\.maxntid\s+([\d,\s]+)", m.group(2))),
        "cluster": dims(re.search(r"\.reqnctapercluster\s+([\d,\s]+)", m.group(2))),
    }


def launch_problems(kernel_name, sig):
    """Where a test's launch of `kernel_name` disagrees with its PTX."""
    out = []
    for test in TESTS:
        shape = test.launches.get(kernel_name)
        if not shape:
            continue
        where = f"test {test.name}: kernel {kernel_name}"
        if len(shape.params) != len(sig["params"]) or any(
            t not in PARAM_KIND[k] for k, t in zip(shape.params, sig["params"])
        ):
            out.append(f"{where}: launch passes {list(shape.params)}, the PTX entry takes {sig['params']}")
        ntid = sig["reqntid"] or sig["maxntid"]
        if ntid and (sig["reqntid"] and shape.block != ntid[0] or shape.block > ntid[0]):
            out.append(f"{where}: block {shape.block}, the PTX says {'.reqntid' if sig['reqntid'] else '.maxntid'} {ntid}")
        cluster = (sig["cluster"] or [1])[0]
        if shape.cluster != cluster:
            out.append(f"{where}: cluster {shape.cluster}, the PTX says .reqnctapercluster {sig['cluster']}")
        if shape.grid % shape.cluster:
            out.append(f"{where}: grid {shape.grid} is not a multiple of the cluster {shape.cluster}")
    return out
