"""Host references for the GPU suite: what every kernel should produce.

Pure Python (struct, no numpy), so `gpu/run.py self-test` checks these on any
machine and the GPU run compares kernel output with exactly the same code.

Layouts follow the PTX ISA's canonical shared-memory layouts for wgmma and
tcgen05 (K-major operands):

- no swizzle ("interleave"): 8-row x 16-byte core matrices; element (r, k) of
  an operand tile (r = m for A, n for B) is at byte
  (r // 8) * SBO + (k // 8) * LBO + (r % 8) * 16 + (k % 8) * 2;
- 128-byte swizzle: rows of 128 bytes (64 f16 of K), row r at r * 128, its
  16-byte chunk c stored at chunk c ^ (r % 8) (what TMA writes with
  CU_TENSOR_MAP_SWIZZLE_128B into 1024-byte-aligned shared memory).
"""

import struct

# ---- numbers ------------------------------------------------------------------


def f16_bytes(values):
    """Little-endian IEEE half bytes of `values` (each exactly representable)."""
    return struct.pack("<%de" % len(values), *values)


def f32_values(data):
    return list(struct.unpack("<%df" % (len(data) // 4), data))


def u32_values(data):
    return list(struct.unpack("<%dI" % (len(data) // 4), data))


def i64_values(data):
    return list(struct.unpack("<%dq" % (len(data) // 8), data))


def small_ints(rows, cols, seed):
    """A rows x cols matrix of small integers in [-3, 3]: every product sum of
    a K <= 256 GEMM is an integer below 2^11, exact in f16 inputs and f32
    accumulation, so a device result equals the host one bit for bit."""
    out = []
    state = seed & 0xFFFFFFFF or 1
    for _ in range(rows):
        row = []
        for _ in range(cols):
            # xorshift32: deterministic, no dependence on Python's random.
            state ^= (state << 13) & 0xFFFFFFFF
            state ^= state >> 17
            state ^= (state << 5) & 0xFFFFFFFF
            row.append(float(state % 7) - 3.0)
        out.append(row)
    return out


def matmul(a, b):
    """a (M x K) times b (K x N), as Python floats (exact for small ints)."""
    k_dim = len(b)
    n_dim = len(b[0])
    return [[sum(a_row[k] * b[k][n] for k in range(k_dim)) for n in range(n_dim)] for a_row in a]


def transpose(m):
    return [list(col) for col in zip(*m)]


# ---- canonical shared-memory images -------------------------------------------


def interleave_offset(r, k, lbo, sbo):
    """Byte offset of element (r, k), 2-byte elements, no-swizzle K-major."""
    return (r // 8) * sbo + (k // 8) * lbo + (r % 8) * 16 + (k % 8) * 2


def interleave_image(rows_by_k, lbo, sbo):
    """The shared-memory image of a K-major operand (rows x K, f16) in the
    no-swizzle canonical layout; every byte of the image is covered."""
    rows, k_dim = len(rows_by_k), len(rows_by_k[0])
    size = max(interleave_offset(r, k, lbo, sbo) for r in range(rows) for k in range(k_dim)) + 2
    image = bytearray(size)
    for r in range(rows):
        for k in range(k_dim):
            o = interleave_offset(r, k, lbo, sbo)
            image[o:o + 2] = f16_bytes([rows_by_k[r][k]])
    return bytes(image)


def swizzle128_offset(r, k):
    """Byte offset of element (r, k) of a [rows][64] f16 tile after TMA's
    128-byte swizzle (1024-byte-aligned destination)."""
    chunk, within = divmod(k * 2, 16)
    return r * 128 + ((chunk ^ (r % 8)) * 16) + within


# ---- what TMA copies -------------------------------------------------------------


class TmaOperand:
    """A 2-d global tensor for a tiled, unswizzled TMA load: `data` (bytes),
    `dims` in elements (innermost first), the outer dimension's byte stride,
    the box, and per CTA rank the box coordinates a kernel uses with the
    shared-memory image it must receive (`expect`)."""

    def __init__(self, data, dims, stride, box, expect, dtype="FLOAT16", elem_size=2):
        self.data, self.dims, self.strides, self.box = bytes(data), list(dims), [stride], list(box)
        self.expect, self.dtype, self.elem_size = expect, dtype, elem_size

    def load(self, coords):
        """The bytes a load of the box at `coords` writes to shared memory:
        the box's rows packed one after another (no swizzle)."""
        x0, y0 = coords
        if x0 + self.box[0] > self.dims[0] or y0 + self.box[1] > self.dims[1]:
            raise ValueError(f"box {self.box} at {coords} leaves the {self.dims} tensor")
        row = self.box[0] * self.elem_size
        out = bytearray()
        for y in range(y0, y0 + self.box[1]):
            start = y * self.strides[0] + x0 * self.elem_size
            out += self.data[start:start + row]
        return bytes(out)


def verbatim_operand(image, row_bytes):
    """The image as rows of `row_bytes`, one box of all of them at (0, 0):
    TMA copies it into shared memory byte for byte."""
    rows = len(image) // row_bytes
    return TmaOperand(image, (row_bytes // 2, rows), row_bytes, (row_bytes // 2, rows), {0: ((0, 0), image)})


def pair_a_operand(a, lbo, sbo):
    """tcgen05_pair_cluster's A (256 x 16): rank r loads box (16 f16, 128
    rows) at (k = 0, row 128 r) and must get the image of rows 128r.. in the
    canonical layout."""
    images = [interleave_image(a[128 * r:128 * r + 128], lbo, sbo) for r in (0, 1)]
    return TmaOperand(images[0] + images[1], (16, 256), 32, (16, 128), {r: ((0, 128 * r), images[r]) for r in (0, 1)})


def pair_b_operand(bt, lbo, sbo):
    """tcgen05_pair_cluster's B, K-major (bt: 64 n x 16 k): rank r holds
    columns n = 32r .. 32r+31 and loads box (32 f16, 16 rows) at (32 r, k = 0)
    of a [16][64] f16 tensor: its 1 KiB image is written into the tensor so
    that box lands on it."""
    images = [interleave_image(bt[32 * r:32 * r + 32], lbo, sbo) for r in (0, 1)]
    data = bytearray(16 * 128)
    for r in (0, 1):
        for y in range(16):
            data[y * 128 + 64 * r:y * 128 + 64 * r + 64] = images[r][y * 64:y * 64 + 64]
    return TmaOperand(data, (64, 16), 128, (32, 16), {r: ((32 * r, 0), images[r]) for r in (0, 1)})


def quad_quarter(rank):
    """The K quarter tcgen05_quad_s2t gives a rank (spec 004's partition)."""
    return 2 * (rank % 2) + (rank % 4) // 2


def quad_a_operand(a, lbo, sbo):
    """tcgen05_quad_s2t's A (128 x 64): rank r loads box (16 f16, 128 rows)
    at (16 q, 0) of a [128][64] f16 tensor, q its quarter, and must get the
    canonical image of A[:, 16q .. 16q+15]."""
    images = [interleave_image([row[16 * q:16 * q + 16] for row in a], lbo, sbo) for q in range(4)]
    data = bytearray(128 * 128)
    for q in range(4):
        for y in range(128):
            data[y * 128 + 32 * q:y * 128 + 32 * q + 32] = images[q][y * 32:y * 32 + 32]
    expect = {r: ((16 * quad_quarter(r), 0), images[quad_quarter(r)]) for r in range(4)}
    return TmaOperand(data, (64, 128), 128, (16, 128), expect)


def quad_b_operand(bt, lbo, sbo):
    """tcgen05_quad_s2t's B, K-major (bt: 64 n x 64 k): rank r loads box
    (64 f16, 16 rows) at (0, 16 q) of a [64][64] f16 tensor and must get the
    canonical image of B's K quarter q (bt[:, 16q .. 16q+15])."""
    images = [interleave_image([row[16 * q:16 * q + 16] for row in bt], lbo, sbo) for q in range(4)]
    expect = {r: ((0, 16 * quad_quarter(r)), images[quad_quarter(r)]) for r in range(4)}
    return TmaOperand(b"".join(images), (64, 64), 128, (64, 16), expect)


# ---- wgmma and tcgen05 register / TMEM maps ---------------------------------


def wgmma_d_coord(thread, i):
    """(row, col) of accumulator register i of thread 0..127 in an m64nNk16
    wgmma with f32 D: warp w owns rows 16w .. 16w+15, laid out like mma.sync's
    16x8 C fragment repeated along N."""
    warp, lane = divmod(thread, 32)
    row = 16 * warp + 8 * ((i // 2) % 2) + lane // 4
    col = 8 * (i // 4) + 2 * (lane % 4) + (i % 2)
    return row, col


def wgmma_compare(out, c, n=64):
    """Mismatches between 128 threads' n/2 registers each and C (M=64 x n)."""
    regs = n // 2
    bad = []
    for t in range(128):
        for i in range(regs):
            r, col = wgmma_d_coord(t, i)
            got = out[t * regs + i]
            if got != c[r][col]:
                bad.append((t, i, r, col, got, c[r][col]))
    return bad


def s2t_expected_word(lane, column, lbo, sbo, word_at):
    """The 32-bit word tcgen05.cp .128x256b puts at (lane, column) from a
    tile in the no-swizzle canonical layout: row `lane`, 16-byte chunk
    column // 4, word column % 4; `word_at(byte)` reads the source tile."""
    byte = (lane // 8) * sbo + (column // 4) * lbo + (lane % 8) * 16 + (column % 4) * 4
    return word_at(byte)


# ---- descriptors -----------------------------------------------------------------


def wgmma_desc_fields(lbo, sbo, swizzle):
    """The layout bits of a wgmma shared-memory descriptor (address bits 0-13
    left zero): LBO >> 4 at 16, SBO >> 4 at 32, swizzle mode at 62 (0 none,
    1 128B, 2 64B, 3 32B)."""
    return ((lbo >> 4) << 16) | ((sbo >> 4) << 32) | (swizzle << 62)


def umma_desc_fields(lbo, sbo):
    """The layout bits of an sm_100 shared-memory descriptor, no swizzle:
    LBO >> 4 at 16, SBO >> 4 at 32, version 1 at 46, swizzle 0 at 61."""
    return ((lbo >> 4) << 16) | ((sbo >> 4) << 32) | (1 << 46)


def umma_idesc_f16(m, n):
    """tcgen05.mma kind::f16 instruction descriptor: f16 A and B, f32 D, both
    K-major, dense: D format 1 at bit 4, N >> 3 at 17, M >> 4 at 24."""
    return (1 << 4) | ((n >> 3) << 17) | ((m >> 4) << 24)


# ---- synchronisation tests -----------------------------------------------------------


def transfer_word(rnd, sender, receiver, tid):
    """The word thread `tid` of rank `sender` sends rank `receiver` in round
    `rnd` (examples/dsmem_transfer.mlir)."""
    return (((rnd * 8 + sender) * 8 + receiver) * 128 + tid) & 0xFFFFFFFF


def transfer_expected(clusters, cluster, group, rounds):
    """out[cta][slot][tid] after the last round, None where nothing is sent
    (a CTA's own slot and unused slots)."""
    out = [None] * (clusters * cluster * 4 * 128)
    for cta in range(clusters * cluster):
        rank = cta % cluster
        base = rank - rank % group
        for j in range(1, group):
            sender_within = (rank % group + j) % group
            sender = base + sender_within
            for t in range(128):
                out[(cta * 4 + sender_within) * 128 + t] = transfer_word(rounds - 1, sender, rank, t)
    return out


def bulk_exchange_expected(ctas, seed):
    """out[cta * 128 + tid]: the word thread tid of the peer CTA (cta ^ 1)
    wrote, (cta ^ 1) * 65536 + tid + seed (examples/dsmem_bulk_exchange.mlir)."""
    return [((cta ^ 1) * 65536 + tid + seed) & 0xFFFFFFFF for cta in range(ctas) for tid in range(128)]


def ring_source(iters, width=96):
    """The [iters][width] i32 tensor the pipeline ring copies, row by row."""
    return [((i * 2654435761) ^ (c * 40503) ^ 0x5BD1E995) & 0x7FFFFFFF for i in range(iters) for c in range(width)]


def ring_expected(source, iters, width=96):
    """(vals, sums): consumer c's word and tile sum (mod 2^32) in iteration i."""
    vals, sums = [], []
    for i in range(iters):
        row = source[i * width:(i + 1) * width]
        total = sum(row) & 0xFFFFFFFF
        vals.extend(row)
        sums.extend([total] * width)
    return vals, sums

