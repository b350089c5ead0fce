//! Function-level checks: NVVM function attributes, value sizes, block
//! structure, kernel parameters, and the gating of memory operations and
//! parameter types.

use super::*;

impl<'a> FuncCheck<'a> {
    /// Judges each attribute of `op` that is not among `own`, the op's own
    /// (MLIR's inherent attributes; none for an op that takes none), as
    /// [`discardable::judge_keys`] does: ignored with a warning, or refused.
    pub(super) fn judge_unknown_attrs(&mut self, op: &Op, own: &[&str], family: &[&str]) {
        for (key, _, span) in &op.attrs.entries {
            if !own.contains(&key.as_ref()) {
                self.push_judged(super::discardable::judge_keys(&op.name, own, own, family, key, *span));
            }
        }
    }

    /// An error or warning from [`discardable::judge_keys`], where it belongs.
    pub(super) fn push_judged(&mut self, d: Diagnostic) {
        if d.is_error() {
            self.errs.push(d);
        } else {
            self.warnings.push(d);
        }
    }

    /// NVVM function attributes: known ones are checked and gated (llc-22 drops
    /// cluster attributes below sm_90 without a word); unknown `nvvm.*` ones are
    /// refused rather than silently dropped.
    pub(super) fn check_func_attrs(&mut self, target: Target, out: &mut Verified, uses: &mut Vec<PtxUse>) {
        for (key, val, span) in &self.f.attrs.entries {
            if key == "nvvm.kernel" {
                continue;
            }
            let Some(spec) = crate::ops::KernelAttrSpec::find(key) else {
                if key.starts_with("nvvm.") {
                    self.errs.push(Diagnostic::error("attr", format!("unsupported function attribute '{key}'")).at(*span));
                } else {
                    out.warnings.push(Diagnostic::warning("attr", format!("function attribute '{key}' is ignored")).at(*span));
                }
                continue;
            };
            let ok = match (spec.value, val) {
                (crate::ops::AttrValue::List, Attr::IntArray(v)) => (1..=3).contains(&v.len()) && v.iter().all(|x| *x > 0 && *x <= u32::MAX as i128),
                (crate::ops::AttrValue::Int, Attr::Int(x)) => *x > 0 && *x <= u32::MAX as i128,
                (crate::ops::AttrValue::Unit, Attr::Unit) => true,
                _ => false,
            };
            if !ok {
                let want = match spec.value {
                    crate::ops::AttrValue::List => "array<i32: x[, y[, z]]> with positive entries",
                    crate::ops::AttrValue::Int => "a positive integer",
                    crate::ops::AttrValue::Unit => "no value",
                };
                self.errs.push(Diagnostic::error("attr", format!("'{key}' takes {want}")).at(*span));
                continue;
            }
            if !self.f.is_kernel() {
                self.errs.push(Diagnostic::error("attr", format!("'{key}' applies only to kernels (add nvvm.kernel)")).at(*span));
            }
            for c in spec.conflicts {
                if let Some((_, other)) = self.f.attrs.get(c) {
                    let other_ptx = crate::ops::KernelAttrSpec::find(c).map_or("", |o| o.ptx);
                    self.errs.push(
                        Diagnostic::error("attr", format!("'{key}' and '{c}' cannot both be given"))
                            .at(*span)
                            .label(other, "conflicts with this")
                            .note(format!("ptxas refuses both {} and {other_ptx} on one kernel", spec.ptx)),
                    );
                }
            }
            let missing: Vec<_> = spec.with.iter().filter(|w| self.f.attrs.get(w).is_none()).map(|w| format!("'{w}'")).collect();
            if !missing.is_empty() {
                self.errs.push(Diagnostic::error("attr", format!("'{key}' needs {} on the same kernel", missing.join(" and "))).at(*span));
            }
            if !spec.requires.allows_target(target.index()) {
                let names: Vec<_> = spec.requires.target_names().collect();
                self.errs.push(
                    Diagnostic::error("gate-target", format!("function attribute '{key}' is not available on {target}"))
                        .at(*span)
                        .note(format!("it needs one of [{}] (set '{}'); llc-22 would drop it silently", names.join(", "), spec.requires.set)),
                );
            } else {
                uses.push((spec.requires.min_ptx, key.clone().into(), *span));
            }
        }
    }

    /// Aggregates reach LLVM's NVPTX backend element by element: a huge array
    /// parameter or value would exhaust memory there (an LLVM abort), so sizes
    /// are bounded before LLVM sees them.
    pub(super) fn check_sizes(&mut self) {
        let f = self.f;
        let params = f.params.iter().chain(f.blocks.iter().flat_map(|b| b.params.iter()));
        let mut items: Vec<(&Type, Span)> = params.map(|p| (&p.ty, p.span)).collect();
        for b in &f.blocks {
            for op in &b.ops {
                if let OpKind::Load { ty, .. } | OpKind::Store { ty, .. } | OpKind::Constant { ty, .. } = &op.kind {
                    items.push((ty, op.span));
                }
            }
        }
        for b in &f.blocks {
            if let Some(OpKind::Br { dest }) = b.ops.last().map(|o| &o.kind) {
                items.extend(dest.args.iter().map(|(v, t)| (t, v.span)));
            }
            if let Some(OpKind::CondBr { on_true, on_false, .. }) = b.ops.last().map(|o| &o.kind) {
                items.extend(on_true.args.iter().chain(&on_false.args).map(|(v, t)| (t, v.span)));
            }
            if let Some(OpKind::Switch { default, cases, .. }) = b.ops.last().map(|o| &o.kind) {
                items.extend(default.args.iter().chain(cases.iter().flat_map(|(_, s)| &s.args)).map(|(v, t)| (t, v.span)));
            }
            for op in &b.ops {
                if let OpKind::Return { value: Some((v, t)) } = &op.kind {
                    items.push((t, v.span));
                }
            }
        }
        if let Some(r) = &f.result {
            items.push((r, f.name_span));
        }
        for (ty, span) in items {
            if contains_named_barrier(ty) {
                self.errs.push(
                    Diagnostic::error("type", "a named barrier cannot be passed, returned or stored")
                        .at(span)
                        .note("allocate it with nvsync.named_barrier.alloc in the function that uses it"),
                );
            }
            if value_members(ty) > MAX_VALUE_ELEMENTS {
                self.errs.push(Diagnostic::error("range", format!("{ty} is too large for a value ({} elements; at most {MAX_VALUE_ELEMENTS})", value_members(ty))).at(span).note("keep large arrays in memory (a global) and pass pointers"));
            }
        }
    }

    /// Each value an op reads is defined where it dominates the read (MLIR's
    /// "operand does not dominate this use"): in an earlier op of the same
    /// block, as an argument of that block, or in a block that dominates
    /// this one. A branch reads its successors' arguments at its own place.
    /// Reads in unreachable blocks are not judged, as LLVM does not judge
    /// them. Without this, LLVM's verifier was the first to see it.
    pub(super) fn check_dominance(&mut self) {
        let f = self.f;
        if f.blocks.is_empty() {
            return;
        }
        let index: HashMap<&str, usize> = f.blocks.iter().enumerate().filter_map(|(i, b)| b.label.as_deref().map(|l| (l, i))).collect();
        // Where each value is defined: (block, 0) for a block argument,
        // (block, i + 1) for op i's result; the function's parameters are
        // defined everywhere.
        let mut defs: crate::hash::FastMap<&str, (usize, usize, Span)> = crate::hash::FastMap::default();
        let mut succs = vec![Vec::new(); f.blocks.len()];
        for (bi, b) in f.blocks.iter().enumerate() {
            for p in &b.params {
                defs.insert(&p.name, (bi, 0, p.span));
            }
            for (oi, op) in b.ops.iter().enumerate() {
                if let Some(r) = &op.result {
                    defs.insert(&r.name, (bi, oi + 1, r.span));
                }
            }
            let targets = b.successors();
            succs[bi] = targets.iter().filter_map(|s| index.get(s.label.as_str()).copied()).collect();
        }
        for p in &f.params {
            defs.remove(p.name.as_str());
        }
        let mut preds = vec![Vec::new(); f.blocks.len()];
        for (i, ss) in succs.iter().enumerate() {
            for &t in ss {
                preds[t].push(i);
            }
        }
        let dom = super::dom::DomTree::new(&succs, &preds);
        for (bi, b) in f.blocks.iter().enumerate() {
            if dom.rpo_index[bi] == usize::MAX {
                continue;
            }
            for (oi, op) in b.ops.iter().enumerate() {
                for v in op.operands() {
                    let Some(&(db, di, at)) = defs.get(v.name.as_str()) else { continue };
                    let dominates = if db == bi { di <= oi } else { dom.dominates(db, bi) };
                    if !dominates {
                        self.errs.push(Diagnostic::error("dominance", format!("'%{}' does not dominate this use", v.name)).at(v.span).label(at, "defined here").note("a value can be read where every path from the entry passes its definition first; pass it as a block argument"));
                    }
                }
            }
        }
    }

    pub(super) fn check_blocks(&mut self) {
        let f = self.f;
        let labels: HashMap<&str, &Block> = f.blocks.iter().filter_map(|b| b.label.as_deref().map(|l| (l, b))).collect();
        if let Some(entry) = f.blocks.first() {
            if !entry.params.is_empty() {
                self.errs.push(Diagnostic::error("block", "the entry block cannot have arguments").at(entry.span));
            }
        }
        for b in &f.blocks {
            match b.ops.last() {
                Some(op) if op.kind.is_terminator() => {}
                Some(op) => self.errs.push(Diagnostic::error("block", "block does not end with a terminator (llvm.return, llvm.br or llvm.cond_br)").at(op.span)),
                None => self.errs.push(Diagnostic::error("block", "empty block").at(b.span)),
            }
            for op in b.ops.iter().rev().skip(1) {
                if op.kind.is_terminator() {
                    self.errs.push(Diagnostic::error("block", format!("'{}' must be the last op of its block", op.name)).at(op.span));
                }
            }
            let succs = b.successors();
            for s in succs {
                let Some(target) = labels.get(s.label.as_str()) else {
                    self.errs.push(Diagnostic::error("block", format!("branch to unknown block '^{}'", s.label)).at(s.span));
                    continue;
                };
                if target.params.len() != s.args.len() {
                    self.errs.push(Diagnostic::error("block", format!("'^{}' takes {} argument(s), but the branch passes {}", s.label, target.params.len(), s.args.len())).at(s.span));
                    continue;
                }
                for ((v, t), p) in s.args.iter().zip(&target.params) {
                    if *t != p.ty {
                        self.errs.push(Diagnostic::error("type", format!("branch argument has type {t}, but '^{}' expects {}", s.label, p.ty)).at(v.span));
                    }
                    self.expect(v, t);
                }
            }
        }
        if f.blocks.is_empty() && f.is_kernel() {
            self.errs.push(Diagnostic::error("block", "a kernel needs a body").at(f.name_span));
        }
        if f.is_kernel() {
            self.check_kernel_params();
        }
    }

    /// A device function's integer parameters and result whose PTX type asks
    /// for more than the op table does (`intrinsics/types.toml`): a gate like
    /// an op's, and a use in the choice of the PTX version.
    pub(super) fn gate_param_types(&mut self, target: Target, uses: &mut Vec<PtxUse>) {
        let f = self.f;
        if f.is_kernel() {
            return;
        }
        let typed = f.params.iter().map(|p| (&p.ty, p.span, format!("parameter %{}", p.name))).chain(f.result.iter().map(|t| (t, f.name_span, format!("result of @{}", f.name))));
        for (ty, span, whose) in typed {
            let Type::Int(bits) = ty else { continue };
            let Some(rule) = crate::ops::ParamTypeSpec::find(*bits) else { continue };
            self.gate(&rule.requires, || format!("{} ({ty}, {whose})", rule.what), span, target, uses);
        }
    }

    pub(super) fn check_kernel_params(&mut self) {
        for p in &self.f.params {
            let Type::Int(bits) = p.ty else { continue };
            if !ptx_kernel_param_int(bits) {
                self.errs.push(
                    Diagnostic::error("type", format!("kernel parameter '%{}' of type {} has no PTX type", p.name, p.ty))
                        .at(p.span)
                        .note("a kernel's integer parameter is i1, i8, i16, i32, i64 or i128; LLVM's NVPTX backend writes '.param .u<N>' for any other width and ptxas refuses it (pass it widened, or in an array or struct)"),
                );
            }
        }
    }

    /// Memory accesses are gated by their scope (llc-22 aborts on a cluster-scope
    /// fence or atomic below sm_90), by their address space (it silently emits
    /// `shared::cluster` accesses ptxas rejects) and by their atom form.
    pub(super) fn gate_memory(&mut self, op: &'a Op, target: Target, uses: &mut Vec<PtxUse>) {
        use crate::ops::{RmwSpec, SpaceSpec, SyncScopeSpec};
        // What needs each requirement, as words only when a message or the
        // choice of the PTX version needs them: most accesses need nothing.
        enum What<'o> {
            Scope(&'o str),
            Space(&'o Type),
            Text(String),
        }
        let mut gates: Vec<(&'static crate::ops::Requirement, What)> = Vec::new();
        let scope = |s: &'a str, gates: &mut Vec<(&'static crate::ops::Requirement, What<'a>)>| {
            if let Some(spec) = SyncScopeSpec::find(s) {
                gates.push((&spec.requires, What::Scope(s)));
            }
        };
        let space = |t: &'a Type, gates: &mut Vec<(&'static crate::ops::Requirement, What<'a>)>| {
            if let Some(spec) = t.addrspace().and_then(SpaceSpec::find) {
                gates.push((&spec.requires, What::Space(t)));
            }
        };
        match &op.kind {
            OpKind::Fence { scope: Some(s), .. } => scope(s, &mut gates),
            OpKind::Load { ptr_ty, atomic, .. } | OpKind::Store { ptr_ty, atomic, .. } => {
                space(ptr_ty, &mut gates);
                if let Some(a) = atomic {
                    scope(&a.scope, &mut gates);
                }
            }
            OpKind::AtomicRmw { kind, ptr_ty, atomic, .. } => {
                space(ptr_ty, &mut gates);
                if let Some(a) = atomic {
                    scope(&a.scope, &mut gates);
                }
                if let Some(r) = RmwSpec::find(kind) {
                    gates.push((&r.requires, What::Text(format!("atom.{}", r.ptx))));
                }
            }
            OpKind::Cmpxchg { ptr_ty, scope: s, .. } => {
                space(ptr_ty, &mut gates);
                scope(s, &mut gates);
            }
            OpKind::Cast { op: CastOp::AddrSpaceCast, from, to, .. } => {
                space(from, &mut gates);
                space(to, &mut gates);
            }
            OpKind::Wgmma(w) => {
                if let Some(spec) = crate::ops::WgmmaSpec::find(&w.type_d, &w.type_a, &w.type_b) {
                    gates.push((&spec.requires, What::Text(format!("wgmma.mma_async (.{}.{}.{})", w.type_d, w.type_a, w.type_b))));
                }
            }
            OpKind::MmaSync(m) if m.scales.is_some() => {
                if let Ok(c) = super::mma_block_scale::resolve(m, &op.attrs) {
                    gates.push((&c.spec.requires, What::Text(format!("{} ({})", op.name, c.what))));
                }
            }
            OpKind::MmaSync(m) => {
                if let Ok(c) = mma_sync::resolve(m, &op.attrs) {
                    gates.push((c.requires, What::Text(format!("{} ({})", op.name, c.what))));
                }
            }
            OpKind::Wmma(w) => {
                if let Ok(c) = wmma::resolve(w, &op.attrs) {
                    gates.push((&c.spec.requires, What::Text(format!("{} ({})", op.name, c.what))));
                }
            }
            _ => {}
        }
        for (req, what) in gates {
            let what = || match what {
                What::Scope(s) => format!("{s} scope"),
                What::Space(t) => format!("an access to {t}"),
                What::Text(s) => s,
            };
            self.gate(req, what, op.span, target, uses);
        }
    }

    /// One requirement of something at `span`: a use in the choice of the PTX
    /// version where `target` is in its set, else a diagnostic.
    pub(super) fn gate(&mut self, req: &crate::ops::Requirement, what: impl FnOnce() -> String, span: Span, target: Target, uses: &mut Vec<PtxUse>) {
        if req.allows_target(target.index()) {
            let need = req.min_ptx_on(target.index());
            if need > self.floor {
                uses.push((need, what().into(), span));
            }
        } else {
            let what = what();
            let names: Vec<_> = req.target_names().collect();
            self.errs.push(
                Diagnostic::error("gate-target", format!("{what} is not available on {target}"))
                    .at(span)
                    .note(format!("it needs one of [{}] (set '{}') with PTX ISA {} or newer", names.join(", "), req.set, req.min_ptx)),
            );
        }
    }
}
