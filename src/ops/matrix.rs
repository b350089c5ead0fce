//! The matrix tables: wgmma shapes and types, mma.sync and wmma.

use super::*;


/// A `nvvm.wgmma.mma_async` type combination (`intrinsics/wgmma_mma.toml`).
#[derive(Debug)]
pub struct WgmmaSpec {
    /// Accumulator type (`f32`, `f16`).
    pub d: &'static str,
    /// A's type.
    pub a: &'static str,
    /// B's type.
    pub b: &'static str,
    /// The K of the shape.
    pub k: u32,
    /// N's (min, max, step).
    pub n: (u32, u32, u32),
    /// Further N below `n.0` (the integer shapes' 8, 16, 24).
    pub n_extra: &'static [u32],
    /// Member type of the accumulator struct.
    pub member: crate::types::Type,
    /// The instruction takes the A and B scales (the integer forms do not).
    pub scale_in: bool,
    /// The instruction takes A and B transposes (f16 and bf16 only).
    pub transpose: bool,
    /// The b1 operation written after the types (`and.popc`).
    pub op: Option<&'static str>,
    /// The targets and PTX version it needs.
    pub requires: Requirement,
}

impl WgmmaSpec {
    /// The combination for these types.
    pub fn find(d: &str, a: &str, b: &str) -> Option<&'static WgmmaSpec> {
        WGMMA_TYPES.iter().find(|w| w.d == d && w.a == a && w.b == b)
    }
    /// True when `n` is a legal N.
    pub fn allows_n(&self, n: u32) -> bool {
        self.n_extra.contains(&n) || n >= self.n.0 && n <= self.n.1 && (n - self.n.0).is_multiple_of(self.n.2)
    }
    /// The smallest legal N.
    pub fn min_n(&self) -> u32 {
        self.n_extra.iter().copied().fold(self.n.0, u32::min)
    }
    /// Accumulator registers per thread for this N.
    pub fn registers(&self, n: u32) -> u32 {
        // 64×N results over 128 threads: N/2 per thread, two f16 per i32.
        if self.d == "f16" {
            n / 4
        } else {
            n / 2
        }
    }
}

/// An `nvvm.mma.sync` shape and its input types (`intrinsics/mma_sync.toml`).
#[derive(Debug)]
pub struct MmaSyncSpec {
    /// The shape: M, N and K.
    pub m: u32,
    /// N of the shape.
    pub n: u32,
    /// K of the shape.
    pub k: u32,
    /// The PTX types A and B may each have.
    pub ab: &'static [&'static str],
    /// The accumulator types C and D may each have.
    pub cd: &'static [&'static str],
    /// The (C, D) pairs LLVM 22 has an intrinsic for.
    pub pairs: &'static [(&'static str, &'static str)],
    /// Registers of A and of B.
    pub regs: (u32, u32),
    /// Registers of C and D per accumulator type.
    pub acc: &'static [(&'static str, u32)],
    /// Any layout of A and B (else A row-major, B column-major).
    pub any_layout: bool,
    /// An integer form: the overflow mode is required.
    pub int: bool,
    /// The b1 operation of this row.
    pub b1_op: Option<&'static str>,
    /// The target set and minimum PTX version.
    pub requires: Requirement,
    /// A sparse row's ordered-metadata forms (`{orderedMetadata}`), where
    /// LLVM 22 has them.
    pub ordered_requires: Option<Requirement>,
    /// A sparse row: the sparsity selector is below this (LLVM 22's immarg
    /// range, the threads of the warp that hold the metadata).
    pub selectors: Option<u32>,
    /// A sparse row written with `kind = #nvvm.mma_kind<f8f6f4>`: ordered
    /// metadata only, and `requires` is its forms'.
    pub kind: Option<&'static str>,
}

impl MmaSyncSpec {
    /// The row of `table` ([`MMA_SYNC`] or [`MMA_SP`]) for this shape, these
    /// input types, b1 operation and kind.
    pub fn find_in(table: &'static [MmaSyncSpec], shape: (u32, u32, u32), a: &str, b: &str, b1_op: Option<&str>, kind: Option<&str>) -> Option<&'static MmaSyncSpec> {
        table.iter().find(|r| (r.m, r.n, r.k) == shape && r.ab.contains(&a) && r.ab.contains(&b) && (r.b1_op.is_none() || r.b1_op == b1_op) && r.kind == kind)
    }
    /// The dense row for this shape, these input types and b1 operation.
    pub fn find(shape: (u32, u32, u32), a: &str, b: &str, b1_op: Option<&str>) -> Option<&'static MmaSyncSpec> {
        Self::find_in(MMA_SYNC, shape, a, b, b1_op, None)
    }
    /// True when some dense row has this shape.
    pub fn shape_exists(shape: (u32, u32, u32)) -> bool {
        MMA_SYNC.iter().any(|r| (r.m, r.n, r.k) == shape)
    }
    /// Registers of C (or D) for accumulator type `t`.
    pub fn acc_regs(&self, t: &str) -> Option<u32> {
        self.acc.iter().find(|(a, _)| *a == t).map(|(_, n)| *n)
    }
    /// The IR type of one A/B register of PTX type `t`.
    pub fn input_reg(t: &str) -> Type {
        match t {
            "f16" => Type::Vector(2, Box::new(Type::Float(16))),
            "f64" => Type::Float(64),
            _ => Type::Int(32),
        }
    }
    /// The IR type of one C/D register of accumulator type `t`.
    pub fn acc_reg(t: &str) -> Type {
        match t {
            "f16" => Type::Vector(2, Box::new(Type::Float(16))),
            "f32" => Type::Float(32),
            "f64" => Type::Float(64),
            _ => Type::Int(32),
        }
    }
    /// LLVM 22's intrinsic: `llvm.nvvm.mma[.xor.popc].m16n8k16.row.col[.satfinite]`
    /// and the types that tell it apart (D and C for f16 inputs, D, A, B and
    /// C for the narrow floats, A and B when they differ, else A), after
    /// `.kind.f8f6f4` for a kind row.
    #[allow(clippy::too_many_arguments)]
    pub fn intrinsic(&self, layout_a: &str, layout_b: &str, a: &str, b: &str, c: &str, d: &str, satfinite: bool) -> String {
        let op = self.b1_op.map_or(String::new(), |o| format!(".{}", o.replace('_', ".")));
        let sat = if self.int && satfinite { ".satfinite" } else { "" };
        let kind = self.kind.map_or(String::new(), |k| format!(".kind.{k}"));
        let types = if a == "f16" {
            format!("{d}.{c}")
        } else if matches!(a, "e4m3" | "e5m2" | "e3m2" | "e2m3" | "e2m1") {
            // The narrow floats name all four types, D first.
            format!("{d}.{a}.{b}.{c}")
        } else if a != b {
            format!("{a}.{b}")
        } else {
            a.to_string()
        };
        format!("llvm.nvvm.mma{op}.m{}n{}k{}.{layout_a}.{layout_b}{kind}{sat}.{types}", self.m, self.n, self.k)
    }
}

/// An `nvvm.wmma.*` shape and its element types (`intrinsics/wmma.toml`).
#[derive(Debug)]
pub struct WmmaSpec {
    /// The shape: M, N and K.
    pub m: u32,
    /// N of the shape.
    pub n: u32,
    /// K of the shape.
    pub k: u32,
    /// The element types of A and B (B has A's).
    pub ab: &'static [&'static str],
    /// The accumulator types of C and D (D has C's).
    pub cd: &'static [&'static str],
    /// Registers of A and of B.
    pub regs: (u32, u32),
    /// Registers of C and D per accumulator type.
    pub acc: &'static [(&'static str, u32)],
    /// The target set and minimum PTX version.
    pub requires: Requirement,
}

impl WmmaSpec {
    /// The row of a load or store of fragment `frag` (`a`, `b`, `c`, `d`)
    /// with elements of type `t`.
    pub fn find_fragment(shape: (u32, u32, u32), frag: &str, t: &str) -> Option<&'static WmmaSpec> {
        WMMA.iter().find(|r| (r.m, r.n, r.k) == shape && if matches!(frag, "a" | "b") { r.ab.contains(&t) } else { matches!(frag, "c" | "d") && r.cd.contains(&t) })
    }
    /// The row of an MMA of A/B type `a` into accumulators of type `d`.
    pub fn find_mma(shape: (u32, u32, u32), a: &str, d: &str) -> Option<&'static WmmaSpec> {
        WMMA.iter().find(|r| (r.m, r.n, r.k) == shape && r.ab.contains(&a) && r.cd.contains(&d))
    }
    /// The register type and count of fragment `frag` of type `t`.
    pub fn fragment(&self, frag: &str, t: &str) -> (Type, u32) {
        let n = match frag {
            "a" => self.regs.0,
            "b" => self.regs.1,
            _ => self.acc.iter().find(|(a, _)| *a == t).map_or(0, |(_, n)| *n),
        };
        (Self::reg(t), n)
    }
    /// The IR type of one register holding elements of type `t`.
    pub fn reg(t: &str) -> Type {
        match t {
            "f16" => Type::Vector(2, Box::new(Type::Float(16))),
            "f32" => Type::Float(32),
            "f64" => Type::Float(64),
            _ => Type::Int(32),
        }
    }
    fn geom(&self) -> String {
        format!("m{}n{}k{}", self.m, self.n, self.k)
    }
    /// `llvm.nvvm.wmma.m16n16k16.load.a.row.stride.f16.p3` (`store.d` for a store).
    pub fn ldst_intrinsic(&self, op: &str, frag: &str, layout: &str, t: &str, space: u32) -> String {
        format!("llvm.nvvm.wmma.{}.{op}.{frag}.{layout}.stride.{t}.p{space}", self.geom())
    }
    /// `llvm.nvvm.wmma.m16n16k16.mma.row.col.f32.f32`: D and C for f16 inputs,
    /// else the input type.
    pub fn mma_intrinsic(&self, layout_a: &str, layout_b: &str, a: &str, d: &str) -> String {
        let types = if a == "f16" { format!("{d}.{d}") } else { a.to_string() };
        format!("llvm.nvvm.wmma.{}.mma.{layout_a}.{layout_b}.{types}", self.geom())
    }
    /// The PTX instruction: `wmma.load.a.sync.aligned.row.m16n16k16.shared.f16`.
    pub fn ldst_ptx(&self, op: &str, frag: &str, layout: &str, t: &str, space: u32) -> String {
        let ss = match space {
            1 => ".global",
            3 => ".shared",
            _ => "",
        };
        format!("wmma.{op}.{frag}.sync.aligned.{layout}.{}{ss}.{t}", self.geom())
    }
    /// `wmma.mma.sync.aligned.row.col.m16n16k16.f32.f32` (f16 inputs: D and C;
    /// else D, A, B and C).
    pub fn mma_ptx(&self, layout_a: &str, layout_b: &str, a: &str, d: &str) -> String {
        let types = if a == "f16" { format!("{d}.{d}") } else { format!("{d}.{a}.{a}.{d}") };
        format!("wmma.mma.sync.aligned.{layout_a}.{layout_b}.{}.{types}", self.geom())
    }
}

/// A block-scaled warp MMA shape and kind (`intrinsics/mma_block_scale.toml`):
/// `nvvm.mma.block_scale`, or `nvvm.mma.sp.block_scale` where `sparse`.
#[derive(Debug)]
pub struct MmaBlockScaleSpec {
    /// The sparse op (ordered metadata, selector 0).
    pub sparse: bool,
    /// The shape: M, N and K.
    pub m: u32,
    /// N of the shape.
    pub n: u32,
    /// K of the shape.
    pub k: u32,
    /// `mxf4`, `mxf4nvf4` or `mxf8f6f4` (PTX `kind::<kind>`).
    pub kind: &'static str,
    /// The (scaleVecSize, blockScaleFormat) pairs this shape and kind take.
    pub scales: &'static [(&'static str, &'static str)],
    /// The PTX types A and B may each have.
    pub ab: &'static [&'static str],
    /// i32 registers of A and of B (C and D are four f32).
    pub regs: (u32, u32),
    /// The target set and minimum PTX version.
    pub requires: Requirement,
}

impl MmaBlockScaleSpec {
    /// The row for this op, shape and kind.
    pub fn find(sparse: bool, shape: (u32, u32, u32), kind: &str) -> Option<&'static MmaBlockScaleSpec> {
        MMA_BLOCK_SCALE.iter().find(|r| r.sparse == sparse && (r.m, r.n, r.k) == shape && r.kind == kind)
    }
    /// The MLIR op of this row.
    pub fn op_name(&self) -> &'static str {
        if self.sparse {
            "nvvm.mma.sp.block_scale"
        } else {
            "nvvm.mma.block_scale"
        }
    }
    /// The LLVM 22 intrinsic for A, B, a scale vector size (`x2`) and format:
    /// `llvm.nvvm.mma.block.scale.m16n8k64.row.col.mxf4.scale.2x.f32.e2m1.e2m1.f32.ue8m0`.
    pub fn intrinsic(&self, a: &str, b: &str, vec: &str, format: &str) -> String {
        let sp = if self.sparse { ".sp.ordered.metadata" } else { "" };
        let x = vec.trim_start_matches('x');
        format!("llvm.nvvm.mma{sp}.block.scale.m{}n{}k{}.row.col.{}.scale.{x}x.f32.{a}.{b}.f32.{format}", self.m, self.n, self.k, self.kind)
    }
    /// The PTX instruction, for diagnostics and `--print ops`:
    /// `mma.sync.aligned.m16n8k64.row.col.kind::mxf4.block_scale.scale_vec::2X.f32.e2m1.e2m1.f32.ue8m0`.
    pub fn ptx(&self, a: &str, b: &str, vec: &str, format: &str) -> String {
        let sp = if self.sparse { ".sp::ordered_metadata" } else { "" };
        let x = vec.trim_start_matches('x');
        format!("mma{sp}.sync.aligned.m{}n{}k{}.row.col.kind::{}.block_scale.scale_vec::{x}X.f32.{a}.{b}.f32.{format}", self.m, self.n, self.k, self.kind)
    }
}
