//! `nvvm.mma.block_scale` and `nvvm.mma.sp.block_scale`: the shape, kind,
//! scale vector size and scale format of the op, checked with MLIR 22's
//! verifier rules and messages, then what MLIR 22 leaves to translation (where
//! it crashes or writes invalid LLVM IR): the A and B types, the fragments and
//! the result, against `intrinsics/mma_block_scale.toml`. The verifier, the
//! gating and the emitter all resolve an op here.

use super::mma_sync::{enum_attr, shape};
use crate::ir::{AttrDict, MmaSyncOp, Type};
use crate::ops::MmaBlockScaleSpec;

/// What a block-scaled MMA resolves to.
#[derive(Debug)]
pub struct BlockScaleChoice {
    pub spec: &'static MmaBlockScaleSpec,
    /// The intrinsic the op calls.
    pub intrinsic: String,
    /// The PTX instruction, for diagnostics.
    pub what: String,
}

/// The attributes the ops take (the sparse one also `orderedMetadata`).
pub const KNOWN_ATTRS: [&str; 6] = ["shape", "kind", "scaleVecSize", "blockScaleFormat", "multiplicandAPtxType", "multiplicandBPtxType"];

/// MLIR 22's verifier (`MmaBlockScaleOp::verify`, `MmaSpBlockScaleOp::verify`)
/// with its messages, every one it would emit.
fn mlir_rules(sparse: bool, (m, n, k): (u32, u32, u32), kind: &str, vec: &str, format: &str, a: Option<&str>, b: Option<&str>) -> Vec<String> {
    let mut errs = Vec::new();
    // The mxf4 shape and the mxf8f6f4 shape: the sparse op's K is twice the dense one's.
    let (k4, k8) = if sparse { (128, 64) } else { (64, 32) };
    if (m, n) == (16, 8) && k == k4 {
        if a != Some("e2m1") || b != Some("e2m1") {
            errs.push(format!("unsupported MMATypes attribute for mma.m16n8k{k4}.(mxf4nvf4|mxf4)"));
        }
        match kind {
            "mxf4" => {
                if vec != "x2" {
                    errs.push(format!("unsupported ScaleVecSize attribute for mma.m16n8k{k4}.mxf4"));
                }
                if format != "ue8m0" {
                    errs.push(format!("unsupported BlockScaleFormat attribute for mma.m16n8k{k4}.mxf4"));
                }
            }
            "mxf4nvf4" => {
                if !matches!((vec, format), ("x2", "ue8m0") | ("x4", "ue4m3")) {
                    errs.push(format!("unsupported ScaleVecSize and BlockScaleFormat attributes for mma.m16n8k{k4}.mxf4nvf4"));
                }
            }
            _ => errs.push(format!("unsupported Kind attribute for mma.m16n8k{k4}")),
        }
    } else if (m, n) == (16, 8) && k == k8 {
        if (kind, vec, format) != ("mxf8f6f4", "x1", "ue8m0") {
            errs.push(format!("unsupported Kind, ScaleVecSize and BlockScaleFormat attributes for mma.m16n8k{k8}"));
        }
    } else if sparse {
        errs.push("unsupported Geom for sparse mma with block scaling".into());
    } else {
        errs.push("unsupported Geom for mma with block scaling".into());
    }
    errs
}

fn list(t: &Type, n: usize) -> String {
    vec![t.to_string(); n].join(", ")
}

/// Resolves `op` (`nvvm.mma.sp.block_scale` where it has sparse operands), or
/// the messages for what is wrong with it.
pub fn resolve(op: &MmaSyncOp, attrs: &AttrDict) -> Result<BlockScaleChoice, Vec<String>> {
    let sparse = op.sparse.is_some();
    let one = |s: String| vec![s];
    // MLIR 22's required attributes, in the order its verifier names them.
    let shape = shape(attrs).ok_or_else(|| one("requires attribute 'shape'".into()))?;
    let kind = enum_attr(attrs, "kind").ok_or_else(|| one("requires attribute 'kind'".into()))?;
    let vec = enum_attr(attrs, "scaleVecSize").ok_or_else(|| one("requires attribute 'scaleVecSize'".into()))?;
    let format = enum_attr(attrs, "blockScaleFormat").ok_or_else(|| one("requires attribute 'blockScaleFormat'".into()))?;
    let (a, b) = (enum_attr(attrs, "multiplicandAPtxType"), enum_attr(attrs, "multiplicandBPtxType"));
    let errs = mlir_rules(sparse, shape, kind, vec, format, a, b);
    if !errs.is_empty() {
        return Err(errs);
    }
    // MLIR 22 passes the rest and crashes in translation (no intrinsic for
    // the types) or writes a call LLVM's verifier rejects (the fragments).
    let spec = MmaBlockScaleSpec::find(sparse, shape, kind).ok_or_else(|| one(format!("no row of intrinsics/mma_block_scale.toml for m{}n{}k{} kind {kind}", shape.0, shape.1, shape.2)))?;
    let pick = |key: &str| -> Result<&'static str, Vec<String>> {
        // An i32 register does not say which 4, 6 or 8-bit type it packs.
        let t = enum_attr(attrs, key).ok_or_else(|| one(format!("requires attribute '{key}' (one of {}): i32 registers do not tell the element type", spec.ab.join(", "))))?;
        spec.ab.iter().copied().find(|x| *x == t).ok_or_else(|| one(format!("unsupported MMATypes attribute for mma.m{}n{}k{}.{kind}: {key} is {t}, not one of {}", spec.m, spec.n, spec.k, spec.ab.join(", "))))
    };
    let (a, b) = (pick("multiplicandAPtxType")?, pick("multiplicandBPtxType")?);
    for (which, vals, t, want) in [("A", op.a.len(), &op.types[0], spec.regs.0), ("B", op.b.len(), &op.types[1], spec.regs.1)] {
        if vals != want as usize || *t != Type::Int(32) {
            return Err(one(format!("Could not match types for the {which} operands; expected one of {want}xi32 but got {}", list(t, vals))));
        }
    }
    if op.c.len() != 4 || op.types[2] != Type::Float(32) {
        return Err(one(format!("Could not match types for the C operands; expected one of 4xf32 but got {}", list(&op.types[2], op.c.len()))));
    }
    let d = Type::Struct(vec![Type::Float(32); 4]);
    if op.result_ty != d {
        return Err(one(format!("Could not match allowed types for the result; expected one of {d} but got {}", op.result_ty)));
    }
    Ok(BlockScaleChoice { spec, intrinsic: spec.intrinsic(a, b, vec, format), what: spec.ptx(a, b, vec, format) })
}
