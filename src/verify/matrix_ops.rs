//! The matrix ops with their own syntax: wgmma.mma_async, mma.sync and wmma.

use super::*;

/// The attributes of `nvvm.mma.sync`.
const MMA_DENSE: [&str; 7] = ["shape", "layoutA", "layoutB", "multiplicandAPtxType", "multiplicandBPtxType", "intOverflowBehavior", "b1Op"];
/// The attributes of `nvvm.mma.sp.sync`: no layouts (always row.col) nor b1
/// operation.
const MMA_SPARSE: [&str; 6] = ["shape", "multiplicandAPtxType", "multiplicandBPtxType", "intOverflowBehavior", "orderedMetadata", "kind"];

/// Every attribute of an mma form (dense, sparse, block-scale): one of
/// another form on an op is refused, not ignored, since it would change the
/// product (`layoutA` on the sparse op). Built once: every mma op is judged
/// against it.
fn mma_family() -> &'static [&'static str] {
    static FAMILY: std::sync::LazyLock<Vec<&'static str>> = std::sync::LazyLock::new(|| MMA_DENSE.iter().chain(&MMA_SPARSE).chain(&super::mma_block_scale::KNOWN_ATTRS).copied().collect());
    &FAMILY
}

/// The attributes of each wmma op, with the values an enum one takes.
type WmmaAttrs = &'static [(&'static str, &'static [&'static str])];
const WMMA_LOAD: WmmaAttrs = &[("m", &[]), ("n", &[]), ("k", &[]), ("layout", &["row", "col"]), ("eltype", &[]), ("frag", &["a", "b", "c"])];
const WMMA_STORE: WmmaAttrs = &[("m", &[]), ("n", &[]), ("k", &[]), ("layout", &["row", "col"]), ("eltype", &[])];
const WMMA_MMA: WmmaAttrs = &[("m", &[]), ("n", &[]), ("k", &[]), ("layoutA", &["row", "col"]), ("layoutB", &["row", "col"]), ("eltypeA", &[]), ("eltypeB", &[])];

impl<'a> FuncCheck<'a> {
    /// `nvvm.wgmma.mma_async`: types from `intrinsics/wgmma_mma.toml`, shape,
    /// scales, layouts and the accumulator struct.
    pub(super) fn check_wgmma(&mut self, op: &Op, w: &crate::ir::WgmmaOp) {
        use crate::ops::{WgmmaSpec, WGMMA_TYPES};
        self.expect(&w.desc_a, &Type::Int(64));
        self.expect(&w.desc_b, &Type::Int(64));
        let Some(spec) = WgmmaSpec::find(&w.type_d, &w.type_a, &w.type_b) else {
            let known: Vec<String> = WGMMA_TYPES.iter().map(|s| format!("D <{}> with A/B <{}>/<{}>", s.d, s.a, s.b)).collect();
            self.errs.push(
                Diagnostic::error("wgmma", format!("no wgmma.mma_async lowering for D <{}>, A <{}>, B <{}>", w.type_d, w.type_a, w.type_b))
                    .at(op.span)
                    .note(format!("MLIR 22: '{} += {} * {}, it is not supported.'", w.type_d, w.type_a, w.type_b))
                    .note(format!("nvvm-lower lowers {}", known.join("; "))),
            );
            return;
        };
        if w.m != 64 || w.k != spec.k || !spec.allows_n(w.n) {
            let extra = if spec.n_extra.is_empty() { String::new() } else { format!(" (and {})", spec.n_extra.iter().map(|n| n.to_string()).collect::<Vec<_>>().join(", ")) };
            self.errs.push(
                Diagnostic::error("wgmma", format!("shape m = {}, n = {}, k = {} is not a wgmma shape for {} inputs", w.m, w.n, w.k, w.type_a))
                    .at(w.shape_span)
                    .note(format!("m = 64, k = {}, n = {} to {} in steps of {}{extra}", spec.k, spec.n.0, spec.n.1, spec.n.2)),
            );
            return;
        }
        if let Some(msg) = wgmma_mlir_rule(w, spec) {
            self.errs.push(Diagnostic::error("wgmma", msg).at(op.span));
            return;
        }
        for (what, v, allowed) in [("D scale", &w.scale_d, &["one", "zero"][..]), ("A scale", &w.scale_a, &["one", "neg"][..]), ("B scale", &w.scale_b, &["one", "neg"][..]), ("A layout", &w.layout_a, &["row", "col"][..]), ("B layout", &w.layout_b, &["row", "col"][..])] {
            if !allowed.contains(&v.as_str()) {
                self.errs.push(Diagnostic::error("wgmma", format!("unknown {what} '{v}'")).at(op.span).note(format!("expected one of: {}", allowed.join(", "))));
            }
        }
        let want = Type::Struct(vec![spec.member.clone(); spec.registers(w.n) as usize]);
        for (t, what) in [(&w.acc_ty, "accumulator"), (&w.result_ty, "result")] {
            if *t != want {
                self.errs.push(
                    Diagnostic::error("type", format!("the {what} of a m64n{}k{} wgmma with D <{}> has type {want}", w.n, w.k, w.type_d))
                        .at(w.types_span)
                        .note(format!("got {t}")),
                );
                return;
            }
        }
        self.expect(&w.acc, &want);
    }

    /// `nvvm.mma.sync`: the values have the types written, and the op resolves
    /// to a shape and types of `intrinsics/mma_sync.toml` (MLIR 22's rules).
    pub(super) fn check_mma_sync(&mut self, op: &Op, m: &crate::ir::MmaSyncOp) {
        for (vals, t) in [(&m.a, &m.types[0]), (&m.b, &m.types[1]), (&m.c, &m.types[2])] {
            for v in vals {
                self.expect(v, t);
            }
        }
        if let Some(scales) = &m.scales {
            return self.check_mma_block_scale(op, m, scales);
        }
        self.judge_unknown_attrs(op, if m.sparse.is_some() { &MMA_SPARSE } else { &MMA_DENSE }, mma_family());
        if let Some((meta, sel)) = &m.sparse {
            self.expect(meta, &Type::Int(32));
            self.expect(sel, &Type::Int(32));
            // The selector is an immediate of the instruction (LLVM: immarg).
            if !self.consts.contains_key(sel.name.as_str()) {
                self.errs.push(Diagnostic::error("immediate", "the sparsity selector of 'nvvm.mma.sp.sync' must be a constant").at(sel.span).note("it is an immediate of the instruction: define it with llvm.mlir.constant"));
            }
        }
        match mma_sync::resolve(m, &op.attrs) {
            Err(msg) => self.errs.push(Diagnostic::error("mma", msg).at(op.span)),
            Ok(c) => {
                // LLVM 22's immarg range for the selector (else its verifier
                // rejects the module).
                if let (Some((_, sel)), Some(n)) = (&m.sparse, c.spec.selectors) {
                    if let Some(&v) = self.consts.get(sel.name.as_str()) {
                        if v < 0 || v >= i128::from(n) {
                            let range = if n == 1 { "0".to_string() } else { format!("0 to {}", n - 1) };
                            self.errs.push(Diagnostic::error("immediate", format!("the sparsity selector of '{}' is {v}, but {} takes {range}", op.name, c.what)).at(sel.span).note("the threads of the warp that hold the metadata (LLVM 22's immarg range)"));
                        }
                    }
                }
            }
        }
    }

    /// `nvvm.mma.block_scale`, `nvvm.mma.sp.block_scale`: the scale operands
    /// (i32, i16, i16 each), the sparse operands (the selector the constant
    /// 0: LLVM's range for it is [0, 1)), and the op resolves to a row of
    /// `intrinsics/mma_block_scale.toml` (MLIR 22's rules).
    fn check_mma_block_scale(&mut self, op: &Op, m: &crate::ir::MmaSyncOp, scales: &[crate::ir::Value; 6]) {
        use super::mma_block_scale::{resolve, KNOWN_ATTRS};
        for (v, t) in scales.iter().zip([Type::Int(32), Type::Int(16), Type::Int(16)].iter().cycle()) {
            self.expect(v, t);
        }
        let ordered: &[&str] = if m.sparse.is_some() { &["orderedMetadata"] } else { &[] };
        let known: Vec<&str> = KNOWN_ATTRS.iter().chain(ordered).copied().collect();
        self.judge_unknown_attrs(op, &known, mma_family());
        if let Some((meta, sel)) = &m.sparse {
            self.expect(meta, &Type::Int(32));
            self.expect(sel, &Type::Int(32));
            match self.consts.get(sel.name.as_str()) {
                Some(0) => {}
                Some(v) => self.errs.push(Diagnostic::error("immediate", format!("the sparsity selector of '{}' must be 0, not {v}", op.name)).at(sel.span).note("PTX ISA 9.0 and LLVM 22 (immarg range [0, 1)) allow selector 0 only")),
                None => self.errs.push(Diagnostic::error("immediate", format!("the sparsity selector of '{}' must be the constant 0", op.name)).at(sel.span).note("it is an immediate of the instruction: define it with llvm.mlir.constant(0 : i32)")),
            }
        }
        if let Err(msgs) = resolve(m, &op.attrs) {
            for msg in msgs {
                self.errs.push(Diagnostic::error("mma", msg).at(op.span));
            }
        }
    }

    /// `nvvm.wmma.load`, `.store`, `.mma`: the values have the types written,
    /// the stride is an i32, and the op resolves to a shape, fragment and
    /// types of `intrinsics/wmma.toml` (MLIR 22's rules).
    pub(super) fn check_wmma(&mut self, op: &Op, w: &crate::ir::WmmaOp) {
        if let Some((p, t)) = &w.ptr {
            self.expect(p, t);
        }
        if let Some(s) = &w.stride {
            self.expect(s, &Type::Int(32));
        }
        for (v, t) in &w.args {
            self.expect(v, t);
        }
        let known = match w.kind {
            crate::ir::WmmaKind::Load => WMMA_LOAD,
            crate::ir::WmmaKind::Store => WMMA_STORE,
            crate::ir::WmmaKind::Mma => WMMA_MMA,
        };
        let before = self.errs.len();
        for (key, attr, span) in &op.attrs.entries {
            match known.iter().find(|(k, _)| k == key) {
                None => {
                    // Every wmma op's attributes: one of another op is refused.
                    let own: Vec<&str> = known.iter().map(|(k, _)| *k).collect();
                    let family: Vec<&str> = [WMMA_LOAD, WMMA_STORE, WMMA_MMA].iter().flat_map(|a| a.iter().map(|(k, _)| *k)).collect();
                    self.push_judged(super::discardable::judge_keys(&op.name, &own, &own, &family, key, *span));
                }
                Some((_, values)) if !values.is_empty() => {
                    if let Attr::Enum { value, .. } = attr {
                        if !values.contains(&value.as_str()) {
                            self.errs.push(Diagnostic::error("attr", format!("'{value}' is not a valid {key}")).at(*span).note(format!("expected one of: {}", values.join(", "))));
                        }
                    }
                }
                _ => {}
            }
        }
        if self.errs.len() > before {
            return;
        }
        if let Err(msg) = wmma::resolve(w, &op.attrs) {
            self.errs.push(Diagnostic::error("wmma", msg).at(op.span));
        }
    }
}

/// MLIR 22's wgmma.mma_async rules on scales, layouts and the overflow mode,
/// with its wording (mlir-opt-22), and the b1 rule ptxas adds.
pub(super) fn wgmma_mlir_rule(w: &crate::ir::WgmmaOp, spec: &crate::ops::WgmmaSpec) -> Option<String> {
    if !spec.scale_in && (w.scale_a == "neg" || w.scale_b == "neg") {
        return Some(format!("has {} output, scaleA and scaleB cannot be neg", w.type_d));
    }
    if !spec.transpose && (w.layout_a != "row" || w.layout_b != "col") {
        return Some(format!(
            "given layouts layout_a = {} and layout_b = {} for input types {} and {} requires transpose. However, this is only supported for: f16 and bf16",
            w.layout_a, w.layout_b, w.type_a, w.type_b
        ));
    }
    match w.overflow.as_str() {
        "" => None,
        _ if w.type_d != "s32" => Some(format!(" `satfinite` can be only used with s32 accumulator, however the current accumulator is {}", w.type_d)),
        // MLIR 22 lets it through; ptxas: "Illegal modifier '.satfinite' for
        // instruction 'wgmma.mma_async with boolean type'".
        "satfinite" if spec.op.is_some() => Some(format!("`satfinite` is not a modifier of the {} wgmma.mma_async (ptxas refuses it)", w.type_a)),
        "satfinite" | "wrapped" => None,
        other => Some(format!("unknown integer overflow mode '{other}' (satfinite or wrapped)")),
    }
}
