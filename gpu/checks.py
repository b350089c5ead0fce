"""One function per GPU test (gpu/catalog.py TESTS): set up inputs, launch,
and compare every output with the host reference (gpu/reference.py).

Each returns a dict: status ("pass", "fail", or "report" for a measurement
that has no pass/fail criterion), summary (one line), details (lines, the
first mismatches), metrics (numbers for docs/gpu.md). Runs inside the test's
own process (gpu/run.py one TEST), which turns an exception into "error" and
a Hang into "timeout".
"""

import os
import re
import statistics
import tempfile

import reference as ref
from device import DriverError, nvcc_cubin

SENTINEL = 0xDEADBEEF
LAUNCH_TIMEOUT = 20.0  # seconds a single launch may take before it is a hang
ROUNDS = 101  # odd: one phase-word flip per round leaves it at 1


def result(problems, passed, metrics=None, details=None):
    if problems:
        return {"status": "fail", "summary": problems[0], "details": problems[1:] + (details or []), "metrics": metrics or {}}
    return {"status": "pass", "summary": passed, "details": details or [], "metrics": metrics or {}}


def launch(gpu, test, kernel, args):
    func, _ = gpu.function(kernel)
    gpu.launch(func, test.launches[kernel], args, LAUNCH_TIMEOUT)


def first_mismatches(got, want, what, limit=4, where=None):
    """Indices where `got` differs from `want` (None: anything goes) and lines
    naming the first few; `where(i)` spells index i (default what[i])."""
    bad = [i for i, (g, w) in enumerate(zip(got, want)) if w is not None and g != w]
    where = where or (lambda i: f"{what}[{i}]")
    lines = [f"{where(i)} = {got[i]:#x}, expected {want[i]:#x}" for i in bad[:limit]]
    return bad, lines


# ---- item 1: examples that synchronise ------------------------------------------------


def example_mbarrier_pipeline(gpu, test):
    problems = []
    for iters in (1, 2, 3, 1000):
        out = gpu.alloc(128 * 4, fill32=SENTINEL)
        launch(gpu, test, "mbarrier_pipeline", [out, iters])
        vals = ref.u32_values(gpu.download(out, 128 * 4))
        bad = [t for t, v in enumerate(vals) if v != iters - 1]
        if bad:
            problems.append(f"iters {iters}: {len(bad)} of 128 threads stored a wrong value (thread {bad[0]}: {vals[bad[0]]:#x}, expected {iters - 1})")
    return result(problems, "every thread stored iters - 1 (iters 1, 2, 3, 1000)")


def example_pipeline_ring(gpu, test):
    problems = []
    for iters in (1, 4, 5, 1000):
        out = gpu.alloc(128 * 4, fill32=SENTINEL)
        launch(gpu, test, "pipeline_ring_example", [out, iters])
        vals = ref.u32_values(gpu.download(out, 128 * 4))
        want = [SENTINEL] * 32 + [iters - 1] * 96
        bad, lines = first_mismatches(vals, want, "out")
        if bad:
            problems.append(f"iters {iters}: {len(bad)} of 128 words wrong")
            problems.extend(lines)
    return result(problems, "consumers (warps 1-3) stored iters - 1, warp 0 nothing (iters 1, 4, 5, 1000)")


def example_cluster_handshake(gpu, test):
    for tx in (0, 16):
        launch(gpu, test, "cluster_handshake", [tx])
    return result([], "8 clusters of 4 CTAs completed both handshakes and barriers (tx 0 and 16)")


def example_dsmem_bulk_exchange(gpu, test):
    (kernel, shape), = test.launches.items()
    problems = []
    for seed in (0, 0x1234567):
        out = gpu.alloc(shape.grid * 128 * 4, fill32=SENTINEL)
        launch(gpu, test, kernel, [out, seed])
        got = ref.u32_values(gpu.download(out, shape.grid * 128 * 4))
        bad, lines = first_mismatches(got, ref.bulk_exchange_expected(shape.grid, seed), "out")
        if bad:
            problems.append(f"seed {seed:#x}: {len(bad)} of {shape.grid * 128} words wrong")
            problems.extend(lines)
    return result(problems, f"{shape.grid // shape.cluster} clusters of {shape.cluster}: every CTA received its peer's 128 words (seeds 0, 0x1234567)")


# ---- item 2: the handshake moving data ---------------------------------------------------

def handshake_group(gpu, kernel):
    """The handshake group size the compiled source uses (its %group)."""
    with open(os.path.join(gpu.build_dir, "src", f"{kernel}.mlir")) as f:
        m = re.search(r"%group = llvm\.mlir\.constant\((\d+) : i32\)", f.read())
    if not m:
        raise DriverError(f"{kernel}: no %group constant in its source")
    return int(m.group(1))


def handshake_transfer(gpu, test):
    (kernel, shape), = test.launches.items()
    group = handshake_group(gpu, kernel)
    ctas, cluster = shape.grid, shape.cluster
    out = gpu.alloc(ctas * 4 * 128 * 4, fill32=SENTINEL)
    errors = gpu.alloc(ctas * 128 * 4, fill32=SENTINEL)
    phase = gpu.alloc(ctas * 4, fill32=SENTINEL)
    launch(gpu, test, kernel, [out, errors, phase, ROUNDS])
    got = ref.u32_values(gpu.download(out, ctas * 4 * 128 * 4))
    want = [SENTINEL if w is None else w for w in ref.transfer_expected(ctas // cluster, cluster, group, ROUNDS)]
    problems = []
    bad, lines = first_mismatches(got, want, "out")
    if bad:
        problems.append(f"{len(bad)} of {ctas * (group - 1) * 128} words of the last round wrong")
        problems.extend(lines)
    errs = ref.u32_values(gpu.download(errors, ctas * 128 * 4))
    total = sum(e for e in errs if e != SENTINEL)
    if SENTINEL in errs or total:
        problems.append(f"{total} wrong words seen over {ROUNDS} rounds; {errs.count(SENTINEL)} threads stored no count")
    phases = ref.u32_values(gpu.download(phase, ctas * 4))
    if any(p != ROUNDS & 1 for p in phases):
        problems.append(f"phase word after {ROUNDS} rounds: {sorted(set(phases))}, expected {ROUNDS & 1} (one flip per CTA per round)")
    words = ctas * (group - 1) * 128 * ROUNDS
    return result(problems, f"{words} words in {ROUNDS} rounds, {ctas // cluster} clusters of {cluster}, groups of {group}: all delivered",
                  metrics={"words": words, "wrong": total})


# ---- item 3: DSMEM exchange through each barrier form ---------------------------------------

# scripts/gpu-test --exchange-rounds N sets it for a longer run.
EXCHANGE_ROUNDS = int(os.environ.get("GPU_TEST_EXCHANGE_ROUNDS", "2000"))


def exchange(gpu, test):
    from catalog import EXCHANGE_FORMS

    (kernel, shape), = test.launches.items()
    ordered = EXCHANGE_FORMS[kernel[len("exchange_"):]][0]
    threads = shape.grid * shape.block
    stale = gpu.alloc(threads * 4, fill32=SENTINEL)
    launch(gpu, test, kernel, [stale, EXCHANGE_ROUNDS])
    counts = ref.u32_values(gpu.download(stale, threads * 4))
    if SENTINEL in counts:
        return result([f"{counts.count(SENTINEL)} threads stored no count"], "")
    reads = threads * EXCHANGE_ROUNDS
    total = sum(counts)
    metrics = {"reads": reads, "stale": total, "stale_fraction": total / reads}
    summary = f"{total} of {reads} reads stale ({100.0 * total / reads:.2f}%)"
    if not ordered:
        return {"status": "report", "summary": summary + " (a form that orders nothing: reported, not required)", "details": [], "metrics": metrics}
    return result([summary + ": an ordered form must give 0"] if total else [], summary, metrics)


# ---- item 4: the pipeline ring ------------------------------------------------------------------

RING_ITERS = 1000


def pipeline_ring(gpu, test):
    (kernel, shape), = test.launches.items()
    width = 96
    source = ref.ring_source(RING_ITERS, width)
    src = gpu.upload(b"".join(v.to_bytes(4, "little") for v in source))
    rows = gpu.tensor_map("INT32", src, [width, RING_ITERS], [width * 4], [width, 1])
    vals = gpu.alloc(RING_ITERS * width * 4, fill32=SENTINEL)
    sums = gpu.alloc(RING_ITERS * width * 4, fill32=SENTINEL)
    launch(gpu, test, kernel, [rows, vals, sums, RING_ITERS])
    want_vals, want_sums = ref.ring_expected(source, RING_ITERS, width)
    problems = []
    for what, ptr, want in (("vals", vals, want_vals), ("sums", sums, want_sums)):
        got = ref.u32_values(gpu.download(ptr, RING_ITERS * width * 4))
        bad, lines = first_mismatches(got, want, what)
        if bad:
            i, c = divmod(bad[0], width)
            problems.append(f"{len(bad)} of {len(want)} {what} wrong (first: tile {i}, consumer {c})")
            problems.extend(lines)
    return result(problems, f"{RING_ITERS} tiles of {width} words: each consumer read its word and the whole tile, in order")


# ---- item 5: TMA + wgmma ---------------------------------------------------------------------------


def tensor_map(gpu, operand):
    """Upload a reference.TmaOperand's tensor and encode its map."""
    return gpu.tensor_map(operand.dtype, gpu.upload(operand.data), operand.dims, operand.strides, operand.box)


def verbatim_map(gpu, image, row_bytes):
    return tensor_map(gpu, ref.verbatim_operand(image, row_bytes))


def wgmma_check(out, c, what):
    bad = ref.wgmma_compare(out, c)
    if not bad:
        return [], f"all 4096 accumulators of {what} = host GEMM"
    lines = [f"thread {t} register {i} (D[{r}][{col}]) = {got}, expected {want}" for t, i, r, col, got, want in bad[:4]]
    flat = sorted(v for row in c for v in row)
    if sorted(out) == flat:
        lines.append("the values are C's, in other registers: the accumulator fragment map differs from PTX's")
    return [f"{len(bad)} of 4096 accumulators wrong"] + lines, ""


def example_tma_wgmma(gpu, test):
    (kernel, shape), = test.launches.items()
    a = ref.small_ints(64, 16, 1)
    bt = ref.small_ints(64, 16, 2)  # B (16 x 64) K-major: stored as its transpose, n rows of K
    c = ref.matmul(a, ref.transpose(bt))
    map_a = verbatim_map(gpu, ref.interleave_image(a, 128, 256), 16)
    map_b = verbatim_map(gpu, ref.interleave_image(bt, 128, 256), 16)
    out = gpu.alloc(128 * 4, fill32=SENTINEL)
    launch(gpu, test, kernel, [map_a, map_b, 0, out])
    got = ref.f32_values(gpu.download(out, 128 * 4))
    problems = []
    for t in range(128):
        r, col = ref.wgmma_d_coord(t, 0)
        if got[t] != c[r][col]:
            problems.append(f"thread {t}: D[{r}][{col}] = {got[t]}, expected {c[r][col]}")
    if problems:
        problems.insert(0, f"{len(problems)} of 128 first accumulators wrong")
    return result(problems[:6], "every thread's first accumulator (D[16w + l/4][2(l%4)]) = host GEMM")


def wgmma_interleave(gpu, test):
    a = ref.small_ints(64, 32, 3)
    bt = ref.small_ints(64, 32, 4)
    c = ref.matmul(a, ref.transpose(bt))
    map_a = verbatim_map(gpu, ref.interleave_image(a, 128, 512), 16)
    map_b = verbatim_map(gpu, ref.interleave_image(bt, 128, 512), 16)
    out = gpu.alloc(128 * 32 * 4, fill32=SENTINEL)
    launch(gpu, test, "wgmma_interleave", [map_a, map_b, out])
    problems, passed = wgmma_check(ref.f32_values(gpu.download(out, 128 * 32 * 4)), c, "64x64x32 (no swizzle)")
    return result(problems, passed)


def wgmma_swizzle128(gpu, test):
    a = ref.small_ints(64, 64, 5)
    bt = ref.small_ints(64, 64, 6)
    c = ref.matmul(a, ref.transpose(bt))
    maps = []
    for m in (a, bt):
        base = gpu.upload(ref.f16_bytes([v for row in m for v in row]))
        maps.append(gpu.tensor_map("FLOAT16", base, [64, 64], [128], [64, 64], swizzle="128B"))
    out = gpu.alloc(128 * 32 * 4, fill32=SENTINEL)
    launch(gpu, test, "wgmma_swizzle128", [maps[0], maps[1], out])
    problems, passed = wgmma_check(ref.f32_values(gpu.download(out, 128 * 32 * 4)), c, "64x64x64 (128B swizzle)")
    return result(problems, passed)


# ---- item 6: tcgen05 -------------------------------------------------------------------------------------

UMMA_LBO, UMMA_SBO = 128, 256


def compare_rows(got, c, rows, first_row, what):
    """got: rows x 64 f32 (row-major) against c[first_row + r]."""
    problems = []
    for r in range(rows):
        for j in range(64):
            if got[r * 64 + j] != c[first_row + r][j]:
                problems.append(f"{what} D[{first_row + r}][{j}] = {got[r * 64 + j]}, expected {c[first_row + r][j]}")
    return problems


def example_tcgen05_single_cta(gpu, test):
    a = ref.small_ints(128, 16, 7)
    bt = ref.small_ints(64, 16, 8)
    c = ref.matmul(a, ref.transpose(bt))
    map_a = verbatim_map(gpu, ref.interleave_image(a, UMMA_LBO, UMMA_SBO), 32)
    map_b = verbatim_map(gpu, ref.interleave_image(bt, UMMA_LBO, UMMA_SBO), 32)
    desc = ref.umma_desc_fields(UMMA_LBO, UMMA_SBO)
    out = gpu.alloc(128 * 64 * 4, fill32=SENTINEL)
    launch(gpu, test, "tcgen05_single_cta", [map_a, map_b, desc, desc, ref.umma_idesc_f16(128, 64), 0, out])
    problems = compare_rows(ref.f32_values(gpu.download(out, 128 * 64 * 4)), c, 128, 0, "")
    if problems:
        problems.insert(0, f"{len(problems)} of 8192 D values wrong")
    return result(problems[:6], "D (128x64) = host GEMM, all 8192 values")


def example_tcgen05_pair_cluster(gpu, test):
    a = ref.small_ints(256, 16, 9)
    bt = ref.small_ints(64, 16, 10)
    c = ref.matmul(a, ref.transpose(bt))
    map_a = tensor_map(gpu, ref.pair_a_operand(a, UMMA_LBO, UMMA_SBO))
    map_b = tensor_map(gpu, ref.pair_b_operand(bt, UMMA_LBO, UMMA_SBO))
    desc = ref.umma_desc_fields(UMMA_LBO, UMMA_SBO)
    out = gpu.alloc(256 * 64 * 4, fill32=SENTINEL)
    launch(gpu, test, "tcgen05_pair_cluster", [map_a, map_b, desc, desc, ref.umma_idesc_f16(256, 64), 0, out])
    problems = compare_rows(ref.f32_values(gpu.download(out, 256 * 64 * 4)), c, 256, 0, "")
    if problems:
        problems.insert(0, f"{len(problems)} of 16384 D values wrong")
    return result(problems[:6], "D (256x64) over the CTA pair = host GEMM, all 16384 values")


def example_tcgen05_quad_s2t(gpu, test):
    a = ref.small_ints(128, 64, 11)
    bt = ref.small_ints(64, 64, 12)
    map_a = tensor_map(gpu, ref.quad_a_operand(a, UMMA_LBO, UMMA_SBO))
    map_b = tensor_map(gpu, ref.quad_b_operand(bt, UMMA_LBO, UMMA_SBO))
    desc = ref.umma_desc_fields(UMMA_LBO, UMMA_SBO)
    out = gpu.alloc(4 * 128 * 64 * 4, fill32=SENTINEL)
    launch(gpu, test, "tcgen05_quad_s2t", [map_a, map_b, desc, desc, ref.umma_idesc_f16(128, 64), out])
    got = ref.f32_values(gpu.download(out, 4 * 128 * 64 * 4))
    problems = []
    for rank in range(4):
        q = ref.quad_quarter(rank)
        partial = ref.matmul([row[16 * q:16 * q + 16] for row in a], ref.transpose([row[16 * q:16 * q + 16] for row in bt]))
        wrong = compare_rows(got[rank * 128 * 64:(rank + 1) * 128 * 64], partial, 128, 0, f"rank {rank}")
        if wrong:
            problems.append(f"rank {rank} (quarter {q}): {len(wrong)} of 8192 partial products wrong")
            problems.extend(wrong[:3])
    return result(problems, "every rank's partial D (128x64) = host GEMM of its K quarter, all 32768 values")


def tcgen05_s2t_roundtrip(gpu, test):
    out = gpu.alloc(128 * 8 * 4, fill32=SENTINEL)
    launch(gpu, test, "tcgen05_s2t_roundtrip", [ref.umma_desc_fields(UMMA_LBO, UMMA_SBO), out])
    got = ref.u32_values(gpu.download(out, 128 * 8 * 4))
    word_at = lambda byte: 0x5A000000 + byte // 4  # noqa: E731 (the kernel's fill)
    want = [ref.s2t_expected_word(lane, col, UMMA_LBO, UMMA_SBO, word_at) for lane in range(128) for col in range(8)]
    bad, lines = first_mismatches(got, want, "", where=lambda i: f"TMEM lane {i // 8} column {i % 8}")
    problems = [f"{len(bad)} of 1024 TMEM words wrong"] + lines if bad else []
    return result(problems, "all 1024 words of the 128x256b copy read back from TMEM where the layout puts them")


# ---- item 7: latency -----------------------------------------------------------------------------------------

LATENCY_ITERS = 10000
LATENCY_REPEATS = 5


def cycles_per_iteration(gpu, func, shape, iters):
    per_launch = []
    for _ in range(LATENCY_REPEATS):
        out = gpu.alloc(shape.grid * 8, fill32=0)
        gpu.launch(func, shape, [out, iters], LAUNCH_TIMEOUT)
        counts = ref.i64_values(gpu.download(out, shape.grid * 8))
        if any(c <= 0 for c in counts):
            raise DriverError(f"a CTA reported {min(counts)} cycles")
        per_launch.append(statistics.mean(counts) / iters)
    return statistics.median(per_launch)


def baseline_cubin(gpu):
    src = os.path.join(gpu.build_dir, "baselines", "latency.cu")
    cache = os.path.join(gpu.build_dir, "baselines")
    if not os.access(cache, os.W_OK):
        cache = tempfile.mkdtemp(prefix="gpu-test-")
    path = os.path.join(cache, f"latency.{gpu.target}.cubin")
    if not os.path.exists(path) or os.path.getmtime(path) < os.path.getmtime(src):
        path = nvcc_cubin(src, gpu.target, cache)
    return path


def latency(gpu, test):
    (kernel, shape), = test.launches.items()
    func, _ = gpu.function(kernel)
    ours = cycles_per_iteration(gpu, func, shape, LATENCY_ITERS)
    metrics = {"cycles": round(ours, 1)}
    try:
        theirs_func = gpu.load_cubin(baseline_cubin(gpu), test.baseline)
    except DriverError as e:
        return {"status": "report", "summary": f"{ours:.1f} cycles; no CUTLASS-style baseline: {str(e).splitlines()[0]}",
                "details": str(e).splitlines()[1:8], "metrics": metrics}
    theirs = cycles_per_iteration(gpu, theirs_func, shape, LATENCY_ITERS)
    metrics.update({"baseline": test.baseline, "baseline_cycles": round(theirs, 1), "ratio": round(ours / theirs, 3)})
    return {"status": "report", "summary": f"{ours:.1f} cycles vs {theirs:.1f} ({test.baseline}): ratio {ours / theirs:.2f}",
            "details": [], "metrics": metrics}


RUNNERS = {
    "example_mbarrier_pipeline": example_mbarrier_pipeline,
    "example_pipeline_ring": example_pipeline_ring,
    "example_cluster_handshake": example_cluster_handshake,
    "example_dsmem_bulk_exchange": example_dsmem_bulk_exchange,
    "example_tma_wgmma": example_tma_wgmma,
    "example_tma_wgmma_cluster": example_tma_wgmma,
    "example_tcgen05_single_cta": example_tcgen05_single_cta,
    "example_tcgen05_pair_cluster": example_tcgen05_pair_cluster,
    "example_tcgen05_quad_s2t": example_tcgen05_quad_s2t,
    "handshake_transfer_c4": handshake_transfer,
    "handshake_transfer_c2": handshake_transfer,
    "handshake_transfer_c4_pairs": handshake_transfer,
    "pipeline_ring_d2": pipeline_ring,
    "pipeline_ring_d3": pipeline_ring,
    "pipeline_ring_d4": pipeline_ring,
    "wgmma_interleave": wgmma_interleave,
    "wgmma_swizzle128": wgmma_swizzle128,
    "tcgen05_s2t_roundtrip": tcgen05_s2t_roundtrip,
}


def runner(name):
    if name in RUNNERS:
        return RUNNERS[name]
    if name.startswith("exchange_"):
        return exchange
    if name.startswith("latency_"):
        return latency
    raise KeyError(name)
