//! Race pattern 4: a write to another CTA's shared memory that a relaxed
//! cluster arrive does not order before the peer's read.
//!
//! A relaxed cluster arrive (`barrier.cluster.arrive.relaxed`, or the
//! `mbarrier_init_only` cluster barrier) orders no memory: a write to another
//! CTA's shared memory before it, with no cluster-scope release in between, is
//! not visible to the peer after its cluster wait. Measured on an H100: 97-99%
//! of such reads were stale (docs/spec-deviations.md 39). Refused where some
//! path runs the write, then the arrive, then a shared-memory read before any
//! release (a peer running the same code reads there): a load, or a read by
//! the async proxy (a TMA or bulk store out of shared memory, wgmma or
//! tcgen05.mma through descriptors, tcgen05.cp) or ldmatrix, as CUTLASS and
//! Gluon read, in the op data (`smem_read`) or in inline PTX. Asynchronous writes
//! that complete on an mbarrier (TMA, bulk copies) are ordered by that
//! mbarrier's wait, not by the cluster barrier, and do not count.

use crate::hash::{FastMap, FastSet};
use super::*;

/// Generic pointers that hold a shared::cluster address (an addrspacecast or
/// GEP of one): a write through them writes DSMEM.
pub(super) fn cluster_pointers<'a>(f: &'a Func, types: &FastMap<&'a str, Type>) -> FastSet<&'a str> {
    let mut set = FastSet::default();
    let is_cluster = |set: &FastSet<&str>, v: &Value| types.get(v.name.as_str()) == Some(&Type::Ptr(7)) || set.contains(v.name.as_str());
    loop {
        let before = set.len();
        for op in f.blocks.iter().flat_map(|b| &b.ops) {
            let src = match &op.kind {
                OpKind::Cast { op: CastOp::AddrSpaceCast, value, .. } => value,
                OpKind::Gep { base, .. } => base,
                _ => continue,
            };
            if let Some(r) = &op.result {
                if is_cluster(&set, src) {
                    set.insert(r.name.as_str());
                }
            }
        }
        if set.len() == before {
            return set;
        }
    }
}

/// Functions whose body may release at cluster scope, directly or through a
/// call (a call to a function without a body may do anything).
pub(super) fn releasing_functions(m: &Module) -> FastSet<&str> {
    let bodies: HashMap<&str, &Func> = m.funcs.iter().filter(|f| !f.blocks.is_empty()).map(|f| (f.name.as_str(), f)).collect();
    let mut set: FastSet<&str> = m.funcs.iter().filter(|f| f.blocks.iter().flat_map(|b| &b.ops).any(releases_cluster_or_barrier)).map(|f| f.name.as_str()).collect();
    loop {
        let before = set.len();
        let more: Vec<&str> = m
            .funcs
            .iter()
            .filter(|f| !set.contains(f.name.as_str()))
            .filter(|f| f.blocks.iter().flat_map(|b| &b.ops).any(|o| matches!(&o.kind, OpKind::Call { callee, .. } if set.contains(callee.as_str()) || !bodies.contains_key(callee.as_str()))))
            .map(|f| f.name.as_str())
            .collect();
        set.extend(more);
        if set.len() == before {
            return set;
        }
    }
}

/// A release at cluster scope or wider, the nvsync barriers that order memory
/// included (they expand to a releasing arrive).
pub(super) fn releases_cluster_or_barrier(op: &Op) -> bool {
    let attr = |k: AttrKind| op.attr(k);
    match op.name.as_ref() {
        "nvsync.cluster_barrier" => attr(AttrKind::BarrierScope).as_deref() != Some("cta") && attr(AttrKind::MbarrierInitOnly).as_deref() != Some("true"),
        "nvsync.dsmem_handshake" => attr(AttrKind::ClusterSize).as_deref() != Some("1"),
        _ => releases_cluster(op),
    }
}

pub(super) fn unordered_dsmem(fi: usize, ctx: &DsmemCtx, policy: UnorderedDsmem, errs: &mut Vec<Diagnostic>, report: &mut RaceReport) {
    let f = ctx.f;
    let any = |e: DsmemEffect| f.blocks.iter().flat_map(|b| &b.ops).any(|o| ctx.effect(o) == e);
    if !any(DsmemEffect::Write) || !(any(DsmemEffect::RelaxedArrive) || any(DsmemEffect::RemoteComplete)) {
        return;
    }
    let entry = ctx.pending_at_entry();
    for (bi, b) in f.blocks.iter().enumerate() {
        let mut pending = entry[bi];
        for (oi, op) in b.ops.iter().enumerate() {
            match ctx.effect(op) {
                DsmemEffect::Write => pending = Some(op.span),
                DsmemEffect::Release => pending = None,
                DsmemEffect::RelaxedArrive => {
                    let (Some(write), Some(read)) = (pending, ctx.read_after((bi, oi))) else { continue };
                    report_unordered(fi, (bi, oi), op, write, read, policy, errs, report);
                    if policy == UnorderedDsmem::Fence {
                        pending = None;
                    }
                }
                DsmemEffect::RemoteComplete if pending.is_some() => {
                    report.cluster_fences.push((fi, bi, oi));
                    report.warnings.push(
                        Diagnostic::warning("safety", "a complete_tx on another CTA's mbarrier after a write to its shared memory with no release in between: inserted a cluster-scope release fence (fence.release.cluster; fence.acq_rel.cluster below PTX 8.6)")
                            .at(op.span)
                            .label(pending.unwrap_or(op.span), "written to a peer CTA's shared memory here")
                            .note("mbarrier.complete_tx is relaxed: without the fence the peer's wait can complete before it sees the bytes; write the fence (llvm.fence syncscope(\"cluster\") release) to make it explicit"),
                    );
                    pending = None;
                }
                _ => {}
            }
        }
    }
}

#[allow(clippy::too_many_arguments)]
pub(super) fn report_unordered(fi: usize, at: (usize, usize), op: &Op, write: Span, read: Span, policy: UnorderedDsmem, errs: &mut Vec<Diagnostic>, report: &mut RaceReport) {
    let what = "a write to another CTA's shared memory reaches this relaxed cluster arrive with no cluster-scope release in between: a peer that reads after the cluster wait can see stale data";
    let fix = "order it: the releasing arrive (nvvm.cluster.arrive, or nvsync.cluster_barrier without mbarrier_init_only), or llvm.fence syncscope(\"cluster\") release before this arrive; --fence-dsmem-writes inserts the fence (spec 001, race pattern 4)";
    let d = |d: Diagnostic| d.at(op.span).label(write, "written to a peer CTA's shared memory here").label(read, "read after the cluster wait here");
    match policy {
        UnorderedDsmem::Refuse => errs.push(d(Diagnostic::error("race", what)).note(fix).note("a relaxed arrive orders no memory; fence.mbarrier_init publishes only mbarrier.init (measured on an H100: 97-99% of such reads stale)")),
        UnorderedDsmem::Fence => {
            report.cluster_fences.push((fi, at.0, at.1));
            report.warnings.push(d(Diagnostic::warning("safety", "inserted a cluster-scope release fence before this relaxed cluster arrive: a write to another CTA's shared memory reaches it unreleased")).note("the fence costs about what the releasing arrive does; write it, or the releasing arrive, to make it explicit"));
        }
        UnorderedDsmem::Allow => report.warnings.push(d(Diagnostic::warning("race", what)).note("allowed by --allow-unordered-dsmem")),
    }
}

/// What inline PTX is to pattern 4: the last of its instructions that
/// matters, in order (a store to shared::cluster, a cluster arrive, relaxed
/// or not, a fence at cluster scope or wider, a load from the CTA's shared
/// memory).
fn asm_effect(text: &str) -> DsmemEffect {
    let mut effect = DsmemEffect::Neutral;
    for st in crate::ptx_asm::statements(text) {
        let tokens: Vec<&str> = st.opcode.split('.').collect();
        let has = |t: &str| tokens.contains(&t);
        let e = match tokens[0] {
            "barrier" if tokens.get(1) == Some(&"cluster") && tokens.get(2) == Some(&"arrive") => {
                if has("relaxed") {
                    DsmemEffect::RelaxedArrive
                } else {
                    DsmemEffect::Release
                }
            }
            "fence" if !has("proxy") && !has("mbarrier_init") && !has("acquire") && (has("cluster") || has("gpu") || has("sys")) => DsmemEffect::Release,
            "membar" if has("gl") || has("sys") => DsmemEffect::Release,
            // A release store orders the writes before it, not itself.
            "st" | "red" | "atom" if has("shared::cluster") => DsmemEffect::Write,
            "ld" if has("shared") || has("shared::cta") => DsmemEffect::Read,
            // The async proxy and ldmatrix read shared memory too: a TMA or
            // bulk store out of it, an MMA through its descriptors.
            "ldmatrix" => DsmemEffect::Read,
            "wgmma" if has("mma_async") => DsmemEffect::Read,
            "tcgen05" if tokens.get(1).is_some_and(|t| *t == "cp" || t.starts_with("mma")) => DsmemEffect::Read,
            "cp" if has("bulk") && bulk_source_shared(&tokens) => DsmemEffect::Read,
            _ => continue,
        };
        effect = e;
    }
    effect
}

/// A bulk copy whose source (the second state space of its opcode, after
/// the destination) is the CTA's shared memory.
fn bulk_source_shared(tokens: &[&str]) -> bool {
    let mut spaces = tokens.iter().filter(|t| t.starts_with("shared") || **t == "global");
    spaces.nth(1).is_some_and(|t| *t == "shared::cta" || *t == "shared")
}

/// What an op is to pattern 4.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) enum DsmemEffect {
    /// Writes another CTA's shared memory (shared::cluster).
    Write,
    /// A release at cluster scope or wider: earlier writes are ordered.
    Release,
    /// A cluster arrive that orders no memory.
    RelaxedArrive,
    /// Completes transaction bytes on another CTA's mbarrier
    /// (`mbarrier.complete_tx` is relaxed only): it orders no memory either.
    RemoteComplete,
    /// Reads shared memory (a peer's data may arrive there).
    Read,
    Neutral,
}

/// One function and what pattern 4 knows about it.
pub(super) struct DsmemCtx<'a> {
    pub(super) f: &'a Func,
    pub(super) cfg: &'a Cfg,
    pub(super) types: &'a FastMap<&'a str, Type>,
    /// Generic pointers derived from shared::cluster ones.
    pub(super) cluster_ptrs: FastSet<&'a str>,
    /// Functions of the module that may release at cluster scope.
    pub(super) releasing: &'a FastSet<&'a str>,
}

impl DsmemCtx<'_> {
    pub(super) fn effect(&self, op: &Op) -> DsmemEffect {
        // Generic pointers are not counted as reads: they may be global.
        let shared = |t: Option<&Type>| matches!(t, Some(Type::Ptr(3 | 7)));
        let cluster = |v: &Value, t: &Type| *t == Type::Ptr(7) || self.cluster_ptrs.contains(v.name.as_str());
        if releases_cluster_or_barrier(op) {
            return DsmemEffect::Release;
        }
        if let Some(text) = crate::verify::inline_ptx::asm_text(op) {
            return asm_effect(text);
        }
        match &op.kind {
            OpKind::Store { ptr, ptr_ty, .. } | OpKind::AtomicRmw { ptr, ptr_ty, .. } | OpKind::Cmpxchg { ptr, ptr_ty, .. } if cluster(ptr, ptr_ty) => DsmemEffect::Write,
            OpKind::Load { ptr_ty, .. } | OpKind::AtomicRmw { ptr_ty, .. } | OpKind::Cmpxchg { ptr_ty, .. } if shared(Some(ptr_ty)) => DsmemEffect::Read,
            OpKind::Wgmma(_) => DsmemEffect::Read,
            OpKind::Wmma(w) if w.kind == crate::ir::WmmaKind::Load && shared(w.ptr.as_ref().map(|p| &p.1)) => DsmemEffect::Read,
            OpKind::Call { callee, .. } if self.releasing.contains(callee.as_str()) => DsmemEffect::Release,
            OpKind::Table { spec, operands, .. } => {
                let relaxed_barrier = spec.name == "nvsync.cluster_barrier" && op.attr(AttrKind::BarrierScope).as_deref() != Some("cta");
                if spec.name == "nvvm.cluster.arrive.relaxed" || relaxed_barrier {
                    return DsmemEffect::RelaxedArrive;
                }
                let ptrs = || operands.iter().flatten().filter_map(|v| self.types.get(v.name.as_str()).map(|t| (v, t)));
                if spec.name == "nvvm.mbarrier.complete_tx" && ptrs().any(|(v, t)| cluster(v, t)) {
                    return DsmemEffect::RemoteComplete;
                }
                let async_write = spec.sync.iter().any(|r| matches!(r, SyncRole::TxCompleter(_)));
                if spec.sync.contains(&SyncRole::SmemWrite) && !async_write && ptrs().any(|(v, t)| cluster(v, t)) {
                    DsmemEffect::Write
                } else if spec.name == "nvsync.load" && ptrs().any(|(_, t)| shared(Some(t))) || spec.sync.contains(&SyncRole::SmemRead) {
                    DsmemEffect::Read
                } else {
                    DsmemEffect::Neutral
                }
            }
            _ => DsmemEffect::Neutral,
        }
    }

    /// The first shared-memory read some path reaches from just after `at`
    /// before a release.
    pub(super) fn read_after(&self, at: (usize, usize)) -> Option<Span> {
        // A set, not a bitmap per call: called once per DSMEM write.
        let mut seen = std::collections::HashSet::new();
        let mut stack = vec![(at.0, at.1 + 1)];
        while let Some((b, from)) = stack.pop() {
            let mut released = false;
            for op in &self.f.blocks[b].ops[from..] {
                match self.effect(op) {
                    DsmemEffect::Read => return Some(op.span),
                    DsmemEffect::Release => {
                        released = true;
                        break;
                    }
                    _ => {}
                }
            }
            if !released {
                for &s in &self.cfg.succs[b] {
                    if seen.insert(s) {
                        stack.push((s, 0));
                    }
                }
            }
        }
        None
    }

    /// For each block, an unreleased DSMEM write some path brings into it.
    /// Values only go from None to Some, so the iteration ends.
    pub(super) fn pending_at_entry(&self) -> Vec<Option<Span>> {
        let n = self.f.blocks.len();
        let (mut entry, mut exit): (Vec<Option<Span>>, Vec<Option<Span>>) = (vec![None; n], vec![None; n]);
        loop {
            let mut changed = false;
            for &b in &self.cfg.order {
                let inb = entry[b].or_else(|| self.cfg.preds[b].iter().find_map(|&p| exit[p]));
                let out = self.f.blocks[b].ops.iter().fold(inb, |pending, op| match self.effect(op) {
                    DsmemEffect::Write => Some(op.span),
                    DsmemEffect::Release => None,
                    _ => pending,
                });
                for (slot, v) in [(&mut entry[b], inb), (&mut exit[b], out)] {
                    if slot.is_none() && v.is_some() {
                        *slot = v;
                        changed = true;
                    }
                }
            }
            if !changed {
                return entry;
            }
        }
    }
}
