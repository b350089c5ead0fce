"""The GPU suite's checks that need no GPU (`gpu/run.py self-test`, and the
end of every build): the host references in gpu/reference.py (layouts,
fragment maps, descriptors, TMA boxes), the catalog's consistency, and, when
a build directory is given, every built kernel's PTX signature against the
launches of the tests that use it. Each check returns None or what is wrong.
"""

import json
import os
import re
import struct

import catalog
import reference as ref

HERE = os.path.dirname(os.path.abspath(__file__))


def f16_round_trip():
    vals = [-3.0, -1.0, 0.0, 0.5, 2.0, 1024.0]
    back = list(struct.unpack("<6e", ref.f16_bytes(vals)))
    return None if back == vals else f"{back} != {vals}"

def interleave_bijective():
    for rows, k, lbo, sbo in ((64, 16, 128, 256), (64, 32, 128, 512), (128, 16, 128, 256), (32, 16, 128, 256)):
        offs = sorted(ref.interleave_offset(r, kk, lbo, sbo) for r in range(rows) for kk in range(k))
        if offs != list(range(0, rows * k * 2, 2)):
            return f"({rows}x{k}, LBO {lbo}, SBO {sbo}) does not tile its {rows * k * 2} bytes exactly"
    img = ref.interleave_image([[float(r * 16 + k) for k in range(16)] for r in range(64)], 128, 256)
    # core matrix (m-group 1, k-chunk 1) starts at SBO + LBO = 384: row 8, k 8..15.
    got = list(struct.unpack("<8e", img[384:400]))
    return None if got == [float(8 * 16 + k) for k in range(8, 16)] else f"core matrix (1, 1) holds {got}"

def swizzle_bijective():
    offs = sorted(ref.swizzle128_offset(r, k) for r in range(64) for k in range(64))
    return None if offs == list(range(0, 8192, 2)) else "the 128B swizzle does not permute the 8 KiB tile"

def wgmma_fragment_covers():
    coords = sorted(ref.wgmma_d_coord(t, i) for t in range(128) for i in range(32))
    want = sorted((r, c) for r in range(64) for c in range(64))
    if coords != want:
        return "the m64n64 accumulator map does not cover D exactly once"
    # PTX ISA figure: thread 0 holds D[0][0], D[0][1], D[8][0], D[8][1], D[0][8] ...
    first = [ref.wgmma_d_coord(0, i) for i in range(5)]
    if first != [(0, 0), (0, 1), (8, 0), (8, 1), (0, 8)]:
        return f"thread 0's first registers map to {first}"
    return None if ref.wgmma_d_coord(37, 0) == (16 + 1, 2) else f"thread 37 register 0 -> {ref.wgmma_d_coord(37, 0)}"

def gemm_reference():
    a = ref.small_ints(4, 3, 1)
    ident = [[1.0 if i == j else 0.0 for j in range(3)] for i in range(3)]
    if ref.matmul(a, ident) != a:
        return "A * I != A"
    c = ref.matmul(ref.small_ints(64, 64, 5), ref.transpose(ref.small_ints(64, 64, 6)))
    worst = max(abs(v) for row in c for v in row)
    return None if worst <= 2048 else f"|C| reaches {worst}: not exact in f16 inputs / f32 sums"

def descriptors():
    if ref.wgmma_desc_fields(128, 256, 0) != 68720001024:
        return "the interleave fields differ from examples/tma_wgmma.mlir's constant 68720001024"
    if ref.wgmma_desc_fields(16, 1024, 1) != (1 << 16) | (64 << 32) | (1 << 62):
        return "128B-swizzle fields"
    if ref.umma_idesc_f16(128, 64) != 0x08100010:
        return f"idesc M128 N64 = {ref.umma_idesc_f16(128, 64):#x}"
    return None if (ref.umma_desc_fields(128, 256) >> 46) & 3 == 1 else "sm_100 descriptor version"

def kernel_descriptors():
    # The layout fields the wgmma kernels bake in match the images the
    # host builds for them (gpu/checks.py): LBO/SBO/swizzle and K step.
    for kernel, fields, step in (("wgmma_interleave", ref.wgmma_desc_fields(128, 512, 0), 256 >> 4),
                                 ("wgmma_swizzle128", ref.wgmma_desc_fields(16, 1024, 1), 32 >> 4)):
        text = catalog.kernel_source(catalog.KERNEL[kernel])
        got_fields = re.search(r"%fields = llvm\.mlir\.constant\((\d+) : i64\)", text)
        got_step = re.search(r"%step = llvm\.mlir\.constant\((\d+) : i64\)", text)
        if not got_fields or int(got_fields.group(1)) != fields or not got_step or int(got_step.group(1)) != step:
            return f"{kernel}: descriptor constants differ from the host layout (fields {fields}, step {step})"
    return None

def s2t_map():
    words = sorted(ref.s2t_expected_word(l, c, 128, 256, lambda b: b // 4) for l in range(128) for c in range(8))
    return None if words == list(range(1024)) else "the 128x256b copy does not read each word of the 4 KiB tile once"

def tma_operands():
    a16, bt16 = ref.small_ints(256, 16, 1), ref.small_ints(64, 16, 2)
    a64, bt64 = ref.small_ints(128, 64, 3), ref.small_ints(64, 64, 4)
    image = ref.interleave_image(a16[:64], 128, 256)
    for what, op in [
        ("verbatim", ref.verbatim_operand(image, 16)),
        ("tcgen05_pair_cluster A", ref.pair_a_operand(a16, 128, 256)),
        ("tcgen05_pair_cluster B", ref.pair_b_operand(bt16, 128, 256)),
        ("tcgen05_quad_s2t A", ref.quad_a_operand(a64, 128, 256)),
        ("tcgen05_quad_s2t B", ref.quad_b_operand(bt64, 128, 256)),
    ]:
        if op.box[0] > 256 or op.box[1] > 256 or (op.box[0] * op.elem_size) % 16 or op.strides[0] % 16:
            return f"{what}: box {op.box} / stride {op.strides} break TMA's limits (<= 256, 16-byte multiples)"
        if len(op.data) != op.dims[1] * op.strides[0]:
            return f"{what}: {len(op.data)} bytes for a {op.dims} tensor"
        for rank, (coords, want) in op.expect.items():
            if op.load(coords) != want:
                return f"{what}: rank {rank}'s box at {coords} is not its canonical image"
    return None

def transfer_words():
    out = ref.transfer_expected(2, 4, 2, 3)
    for cluster in (0, 1):
        sent = [w for w in out[cluster * 4 * 512:(cluster + 1) * 4 * 512] if w is not None]
        if len(sent) != 4 * 128 or len(set(sent)) != len(sent):
            return "pairs in a 4-CTA cluster: each CTA must receive 128 words of its own from its one peer"
    out4 = ref.transfer_expected(1, 4, 4, 1)
    return None if sum(w is not None for w in out4) == 4 * 3 * 128 else "groups of 4: 3 slots of 128 words per CTA"

def ring():
    src = ref.ring_source(3, 96)
    vals, sums = ref.ring_expected(src, 3, 96)
    return None if vals == src and sums[96] == sum(src[96:192]) & 0xFFFFFFFF and len(set(src)) == len(src) else "ring reference"

def catalog_consistent():
    names = [k.name for k in catalog.KERNELS]
    if len(names) != len(set(names)):
        return "duplicate kernel names"
    for k in catalog.KERNELS:
        text = catalog.kernel_source(k)
        attrs = catalog.kernel_launch_attrs(text, k.entry)
        if attrs is None:
            return f"{k.name}: no llvm.func @{k.entry} with attributes in {k.source}"
        for t in catalog.TESTS:
            shape = t.launches.get(k.name)
            if shape and (shape.block != attrs[0] or shape.cluster != attrs[1]):
                return f"{t.name}: launches {k.name} with block {shape.block}, cluster {shape.cluster}; the source says {attrs}"
    for t in catalog.TESTS:
        for kname in t.launches:
            if kname not in catalog.KERNEL:
                return f"{t.name} launches unknown kernel {kname}"
            if not set(t.archs) <= set(catalog.KERNEL[kname].targets):
                return f"{t.name} runs on {t.archs}, {kname} is built for {catalog.KERNEL[kname].targets}"
        if t.item not in catalog.ITEMS:
            return f"{t.name}: item {t.item}"
    return None

def runners_exist():
    # checks.py imports device (CUDA); read its runner table as text instead.
    with open(os.path.join(HERE, "checks.py")) as f:
        text = f.read()
    for t in catalog.TESTS:
        prefixed = t.name.startswith(("exchange_", "latency_"))
        if not prefixed and f'"{t.name}":' not in text:
            return f"no runner for {t.name} in gpu/checks.py"
    return None

def manifest_signatures(build_dir):
    path = os.path.join(build_dir, "manifest.json") if build_dir else None
    if not path or not os.path.exists(path):
        return None  # nothing built here yet: the build step checks them
    with open(path) as f:
        manifest = json.load(f)
    for rec in manifest["kernels"]:
        if rec["status"] == "built":
            problems = catalog.launch_problems(rec["name"], rec["signature"])
            if problems:
                return problems[0]
    return None


CHECKS = [
    ("f16 bytes round-trip", f16_round_trip),
    ("no-swizzle canonical layout tiles each operand exactly", interleave_bijective),
    ("128B swizzle permutes the tile", swizzle_bijective),
    ("wgmma accumulator map covers D once, PTX ISA order", wgmma_fragment_covers),
    ("host GEMM is exact for the suite's sizes", gemm_reference),
    ("descriptor and instruction-descriptor fields", descriptors),
    ("wgmma kernels' descriptor constants match the host layouts", kernel_descriptors),
    ("S2T 128x256b map reads the tile once", s2t_map),
    ("TMA boxes land on the canonical images (tcgen05 pair and quad)", tma_operands),
    ("handshake transfer words are distinct", transfer_words),
    ("pipeline ring reference", ring),
    ("catalog: kernels, templates, launches and archs agree", catalog_consistent),
    ("every test has a runner", runners_exist),
    ("built PTX signatures match the launches", manifest_signatures),
]


def run_checks(build_dir):
    """(name, problem or None) for every check; a check that raises failed."""
    results = []
    for name, fn in CHECKS:
        try:
            problem = fn(build_dir) if fn is manifest_signatures else fn()
        except Exception as e:
            problem = f"{type(e).__name__}: {e}"
        results.append((name, problem))
    return results
