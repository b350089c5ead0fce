//! The block-scaled warp MMA intrinsics back to `nvvm.mma.block_scale` and
//! `nvvm.mma.sp.block_scale` (`intrinsics/mma_block_scale.toml`).

use super::*;
use crate::ops::MmaBlockScaleSpec;

/// A row and the (A, B, scale vector size, scale format) that name one
/// intrinsic.
type BlockScaleName = (&'static MmaBlockScaleSpec, [&'static str; 4]);

/// Every intrinsic of `intrinsics/mma_block_scale.toml`.
pub(super) fn block_scale_by_name() -> &'static HashMap<String, BlockScaleName> {
    static MAP: OnceLock<HashMap<String, BlockScaleName>> = OnceLock::new();
    MAP.get_or_init(|| {
        let mut map = HashMap::new();
        for spec in crate::ops::MMA_BLOCK_SCALE {
            for &(vec, format) in spec.scales {
                for &a in spec.ab {
                    for &b in spec.ab {
                        map.insert(spec.intrinsic(a, b, vec, format), (spec, [a, b, vec, format]));
                    }
                }
            }
        }
        map
    })
}

impl Lifter<'_> {
    /// An `llvm.nvvm.mma[.sp.ordered.metadata].block.scale.*` call as the op
    /// whose shape, kind, scales and types name it: A, B, C, then the
    /// metadata and selector of a sparse one, then the six scale operands.
    pub(super) fn mma_block_scale(&mut self, name: &str, args: &[BasicValueEnum<'_>], ret: Option<Type>, span: Span, ops: &mut Vec<Op>) -> Option<LiftedCall> {
        let &(spec, [a, b, vec, format]) = block_scale_by_name().get(name)?;
        let (na, nb) = (spec.regs.0 as usize, spec.regs.1 as usize);
        if args.len() != na + nb + 4 + if spec.sparse { 2 } else { 0 } + 6 {
            return None;
        }
        let mut vals: Vec<Value> = args.iter().map(|v| self.value(*v, span, ops)).collect();
        let scales: [Value; 6] = vals.split_off(vals.len() - 6).try_into().ok()?;
        let sparse = if spec.sparse {
            let sel = vals.pop()?;
            Some((vals.pop()?, sel))
        } else {
            None
        };
        let ty = |i: usize| args.get(i).and_then(|v| ir_type(v.get_type()));
        let types = [ty(0)?, ty(na)?, ty(na + nb)?];
        let op = ir::MmaSyncOp { a: vals[..na].to_vec(), b: vals[na..na + nb].to_vec(), c: vals[na + nb..].to_vec(), types, result_ty: ret?, types_span: span, sparse, scales: Some(Box::new(scales)) };
        let e = |kind: &'static str, value: &str| Attr::Enum { kind: kind.into(), value: value.into() };
        let mut attrs = vec![
            ("shape".to_string(), e("shape", &format!("m={},n={},k={}", spec.m, spec.n, spec.k))),
            ("kind".to_string(), e("block_scale_kind", spec.kind)),
            ("scaleVecSize".to_string(), e("scale_vec_size", vec)),
            ("blockScaleFormat".to_string(), e("block_scale_format", format)),
            ("multiplicandAPtxType".to_string(), e("mma_type", a)),
            ("multiplicandBPtxType".to_string(), e("mma_type", b)),
        ];
        if spec.sparse {
            attrs.push(("orderedMetadata".to_string(), Attr::Unit));
        }
        Some((spec.op_name(), OpKind::MmaSync(Box::new(op)), attrs))
    }
}
