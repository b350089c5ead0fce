//! The structural race checks of spec 001 ("Race Patterns and the Verifier")
//! over each function's control-flow graph, and the safety pass that strengthens
//! an unreleased cluster-scope expect_tx. Pattern 1 (a CTA-scope atomic on a
//! global pointer) is a per-op rule and lives with the other rules in
//! `verify` (`cta_reach` answers its question: can another CTA reach the
//! address?); the others here need the whole function:
//!
//! - pattern 2: a wait on an mbarrier that completes by transaction bytes (a TMA
//!   copy or complete_tx names it) with no expect_tx producer that can run
//!   before it: the phase can never complete;
//! - pattern 3: a `wgmma.mma_async` that some path reaches with a shared-memory
//!   write or acquire since the last `wgmma.fence.aligned`.
//!
//! Ops say what they do for these checks in the data (`sync = [...]` in
//! `intrinsics/`). A check that cannot tell (a barrier pointer of unknown
//! origin) stays silent: the checks reject what is racy by construction, never
//! what might be fine.

mod barrier;
mod cta_reach;
mod dsmem;

pub(crate) use cta_reach::{CtaReach, Reach};

use crate::hash::FastMap;
use super::OpPath;
use crate::diag::{Diagnostic, Span};
use crate::ir::*;
use crate::ops::{AttrKind, SyncRole};
use std::collections::HashMap;
use super::dom::DomTree;
use dsmem::*;
use barrier::{root, Root};

/// What the race checks found that is not an error.
#[derive(Debug, Default)]
pub struct RaceReport {
    /// Where the safety pass puts a `fence.release.cluster` (before the op).
    pub cluster_fences: Vec<OpPath>,
    pub warnings: Vec<Diagnostic>,
}

/// What pattern 4 does with a DSMEM write that a relaxed cluster arrive does
/// not order.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum UnorderedDsmem {
    /// An error (the default).
    #[default]
    Refuse,
    /// Put a `fence.release.cluster` before the arrive, with a warning
    /// (`--fence-dsmem-writes`).
    Fence,
    /// A warning only (`--allow-unordered-dsmem`), for a protocol that orders
    /// the data by other means, or to measure the race.
    Allow,
}

/// What the race checks may change or let through instead of refusing.
#[derive(Clone, Copy, Debug, Default)]
pub struct RaceOptions {
    pub unordered_dsmem: UnorderedDsmem,
    /// Leave the protocol model ([`super::protocol`]) out (`--no-protocol`).
    pub skip_protocol: bool,
}

/// Runs patterns 2, 3 and 4 and the safety pass on every function.
pub fn check_races(m: &Module) -> Result<RaceReport, Vec<Diagnostic>> {
    check_races_with(m, RaceOptions::default())
}

/// [`check_races`] with options.
pub fn check_races_with(m: &Module, opts: RaceOptions) -> Result<RaceReport, Vec<Diagnostic>> {
    let mut errs = Vec::new();
    let mut report = RaceReport::default();
    let releasing = releasing_functions(m);
    // Each function alone, as the verifier's checks are (crate::par).
    let parts = crate::par::map_funcs(m, |run| {
        let (mut errs, mut report) = (Vec::new(), RaceReport::default());
        for fi in run {
            let f = &m.funcs[fi];
            if f.blocks.is_empty() {
                continue;
            }
            let cfg = Cfg::new(f);
            let types = value_types(f);
            transaction_waits(f, &cfg, &mut errs);
            wgmma_fences(f, &cfg, &types, &mut errs);
            cluster_releases(fi, f, &cfg, &types, &mut report);
            unguarded_commits(f, &cfg, &mut report.warnings);
            let ctx = DsmemCtx { f, cfg: &cfg, cluster_ptrs: cluster_pointers(f, &types), types: &types, releasing: &releasing };
            unordered_dsmem(fi, &ctx, opts.unordered_dsmem, &mut errs, &mut report);
        }
        (errs, report)
    });
    for (e, r) in parts {
        errs.extend(e);
        report.cluster_fences.extend(r.cluster_fences);
        report.warnings.extend(r.warnings);
    }
    // The protocol the ops make up, kernel by kernel (calls followed).
    if !opts.skip_protocol {
        let protocol = super::protocol::check_protocols(m);
        errs.extend(protocol.errors);
        report.warnings.extend(protocol.warnings);
    }
    if errs.is_empty() {
        Ok(report)
    } else {
        errs.sort_by_key(|d| d.span.map_or(usize::MAX, Span::lo));
        Err(errs)
    }
}

/// `nvsync.pipeline.producer_commit` announces its bytes (arrive.expect_tx)
/// in every thread that runs it: in a kernel, where every thread of the CTA
/// runs what no branch keeps from it, a commit that no single-thread guard
/// dominates announces the bytes once per thread and the ring hangs. A guard
/// is a branch on `nvvm.elect.sync`, or on `x == c` where x is computed from
/// a thread or lane index (docs/sync-audit.md makes electing the caller's job).
/// In a device function the callers decide: nothing is said there.
fn unguarded_commits(f: &Func, cfg: &Cfg, warnings: &mut Vec<Diagnostic>) {
    if !f.is_kernel() {
        return;
    }
    let commits: Vec<(usize, &Op)> = f.blocks.iter().enumerate().flat_map(|(bi, b)| b.ops.iter().filter(|o| o.name == "nvsync.pipeline.producer_commit").map(move |o| (bi, o))).collect();
    if commits.is_empty() {
        return;
    }
    let defs: HashMap<&str, &Op> = f.blocks.iter().flat_map(|b| &b.ops).filter_map(|o| o.result.as_ref().map(|r| (r.name.as_str(), o))).collect();
    // The entries of the regions one thread reaches: a guard's true side
    // (the CFG's first successor of a cond_br), entered from the guard alone.
    let guarded: Vec<usize> = f
        .blocks
        .iter()
        .enumerate()
        .filter_map(|(bi, b)| match (b.ops.last().map(|o| &o.kind), cfg.succs[bi].as_slice()) {
            (Some(OpKind::CondBr { cond, .. }), &[t, _]) if one_thread(cond, &defs, 0) => Some(t).filter(|&t| cfg.preds[t] == [bi]),
            _ => None,
        })
        .collect();
    for (bi, op) in commits {
        if !guarded.iter().any(|&g| cfg.dom.dominates(g, bi)) {
            warnings.push(
                Diagnostic::warning("pipeline-commit", "every thread of the CTA may run this producer_commit: each announces the stage's bytes (mbarrier.arrive.expect_tx), so the stage waits for that many times the bytes and the ring hangs")
                    .at(op.span)
                    .note("run it in one thread: branch on nvvm.elect.sync, or on the thread or lane index == 0, around it (docs/sync-audit.md)"),
            );
        }
    }
}

/// Whether `v` holds in one thread (of a warp or a CTA) only: an
/// `nvvm.elect.sync`, `x == c` with x computed from a thread or lane index,
/// or an `and` with such a condition.
fn one_thread(v: &Value, defs: &HashMap<&str, &Op>, depth: usize) -> bool {
    let Some(op) = defs.get(v.name.as_str()) else { return false };
    if depth > 16 {
        return false;
    }
    match &op.kind {
        OpKind::Table { spec, .. } => spec.name == "nvvm.elect.sync",
        OpKind::ICmp { pred: CmpPred::Eq, lhs, rhs, .. } => {
            let constant = |v: &Value| defs.get(v.name.as_str()).is_some_and(|o| matches!(o.kind, OpKind::Constant { .. }));
            (constant(rhs) && thread_index(lhs, defs, 0)) || (constant(lhs) && thread_index(rhs, defs, 0))
        }
        OpKind::Binary { op: BinOp::And, lhs, rhs, .. } => one_thread(lhs, defs, depth + 1) || one_thread(rhs, defs, depth + 1),
        OpKind::Cast { value, .. } => one_thread(value, defs, depth + 1),
        _ => false,
    }
}

/// Whether `v` is computed from a thread or lane index (`%tid.*`, `%laneid`).
fn thread_index(v: &Value, defs: &HashMap<&str, &Op>, depth: usize) -> bool {
    let Some(op) = defs.get(v.name.as_str()) else { return false };
    if depth > 16 {
        return false;
    }
    match &op.kind {
        OpKind::Table { spec, .. } => spec.name.starts_with("nvvm.read.ptx.sreg.tid") || spec.name == "nvvm.read.ptx.sreg.laneid",
        OpKind::Binary { lhs, rhs, .. } => thread_index(lhs, defs, depth + 1) || thread_index(rhs, defs, depth + 1),
        OpKind::Cast { value, .. } => thread_index(value, defs, depth + 1),
        _ => false,
    }
}

/// Puts the safety pass's fences into the module.
pub fn insert_cluster_fences(m: &mut Module, at: &[OpPath]) {
    let mut at = at.to_vec();
    // Back to front, so earlier indices stay valid.
    at.sort_unstable_by(|a, b| b.cmp(a));
    for (fi, bi, oi) in at {
        let ops = &mut m.funcs[fi].blocks[bi].ops;
        let span = ops[oi].span;
        let fence = Op { result: None, name: "llvm.fence".into(), kind: OpKind::Fence { ordering: Ordering::Release, scope: Some("cluster".into()) }, attrs: AttrDict::default(), span, name_span: span };
        ops.insert(oi, fence);
    }
}

// ---- the control-flow graph ------------------------------------------------

struct Cfg {
    succs: Vec<Vec<usize>>,
    preds: Vec<Vec<usize>>,
    /// The dominator tree, for constant-time queries.
    dom: DomTree,
    /// Reachable blocks in reverse post-order, then the unreachable ones: the
    /// order in which forward analyses converge in a few passes.
    order: Vec<usize>,
}

impl Cfg {
    fn new(f: &Func) -> Cfg {
        let index: HashMap<&str, usize> = f.blocks.iter().enumerate().filter_map(|(i, b)| b.label.as_deref().map(|l| (l, i))).collect();
        let n = f.blocks.len();
        let mut succs = vec![Vec::new(); n];
        for (i, b) in f.blocks.iter().enumerate() {
            let targets = b.successors();
            succs[i] = targets.iter().filter_map(|s| index.get(s.label.as_str()).copied()).collect();
        }
        let mut preds = vec![Vec::new(); n];
        for (i, ss) in succs.iter().enumerate() {
            for &s in ss {
                preds[s].push(i);
            }
        }
        let dom = DomTree::new(&succs, &preds);
        let mut order = dom.rpo.clone();
        order.extend((0..n).filter(|&b| dom.rpo_index[b] == usize::MAX));
        Cfg { succs, preds, dom, order }
    }

    /// Op `a` runs before op `b` on every path to `b`.
    fn dominates(&self, a: (usize, usize), b: (usize, usize)) -> bool {
        if a.0 == b.0 {
            a.1 < b.1
        } else {
            self.dom.dominates(a.0, b.0)
        }
    }

    /// Some path runs op `a` and later op `b`.
    fn reaches(&self, a: (usize, usize), b: (usize, usize)) -> bool {
        if a.0 == b.0 && a.1 < b.1 {
            return true;
        }
        let mut seen = std::collections::HashSet::new();
        let mut stack: Vec<usize> = self.succs[a.0].clone();
        while let Some(x) = stack.pop() {
            if x == b.0 {
                return true;
            }
            if seen.insert(x) {
                stack.extend(&self.succs[x]);
            }
        }
        false
    }

    /// A forward "must" analysis over booleans: `transfer` walks one block
    /// from its entry value; a block's entry is the AND of its predecessors'
    /// exits, the function entry's is `entry`. Returns each block's entry value.
    fn must(&self, entry: bool, mut transfer: impl FnMut(usize, bool) -> bool) -> Vec<bool> {
        let n = self.succs.len();
        let mut input = vec![true; n];
        input[0] = entry;
        let mut output = vec![true; n];
        let mut changed = true;
        while changed {
            changed = false;
            for &b in &self.order {
                let inb = if b == 0 { entry } else { self.preds[b].iter().all(|&p| output[p]) && !self.preds[b].is_empty() };
                let out = transfer(b, inb);
                if inb != input[b] || out != output[b] {
                    input[b] = inb;
                    output[b] = out;
                    changed = true;
                }
            }
        }
        input
    }
}

fn value_types(f: &Func) -> FastMap<&str, Type> {
    let mut t: FastMap<&str, Type> = FastMap::default();
    // At its size from the start, as the verifier's own map.
    t.reserve(f.params.len() + f.blocks.iter().map(|b| b.params.len() + b.ops.len()).sum::<usize>());
    t.extend(f.params.iter().map(|p| (p.name.as_str(), p.ty.clone())));
    for b in &f.blocks {
        t.extend(b.params.iter().map(|p| (p.name.as_str(), p.ty.clone())));
        for op in &b.ops {
            if let (Some(r), Some(ty)) = (&op.result, super::result_type(op)) {
                t.insert(r.name.as_str(), ty);
            }
        }
    }
    t
}

/// What `op` does for the checks: a table op's data, or what the reader
/// made of an inline asm's PTX (its operand indices are the asm's `$N`).
fn roles(op: &Op) -> &[SyncRole] {
    match &op.kind {
        OpKind::Table { spec, .. } => spec.sync,
        OpKind::InlineAsm { sync, .. } => sync,
        _ => &[],
    }
}

fn operand(op: &Op, i: usize) -> Option<&Value> {
    match &op.kind {
        OpKind::Table { operands, .. } => operands.get(i).and_then(Option::as_ref),
        OpKind::InlineAsm { args, .. } => args.get(i).and_then(Option::as_ref),
        _ => None,
    }
}

/// A `wgmma.mma_async`: the table's op, or one written as inline PTX.
fn is_mma(op: &Op) -> bool {
    matches!(op.kind, OpKind::Wgmma(_)) || roles(op).contains(&SyncRole::WgmmaMma)
}

/// `(block, op)` of every op of `f`.
fn ops(f: &Func) -> impl Iterator<Item = ((usize, usize), &Op)> {
    f.blocks.iter().enumerate().flat_map(|(bi, b)| b.ops.iter().enumerate().map(move |(oi, o)| ((bi, oi), o)))
}

/// For a diagnostic on inline asm, the PTX spelling of the remedy.
fn in_ptx(op: &Op, insn: &str) -> String {
    match op.kind {
        OpKind::InlineAsm { .. } => format!("; in inline PTX, {insn}"),
        _ => String::new(),
    }
}

// ---- pattern 2: a transaction wait with no producer ----------------------------

/// The op defining each value of a function, found by name: a search of
/// the function for each pointer made the check quadratic in its size.
type Defs<'a> = FastMap<&'a str, &'a Op>;

fn defs(f: &Func) -> Defs<'_> {
    let mut d = Defs::default();
    d.reserve(f.blocks.iter().map(|b| b.ops.len()).sum());
    for o in f.blocks.iter().flat_map(|b| &b.ops) {
        if let Some(r) = &o.result {
            // The first definition, as a search would find (a second is the
            // verifier's error).
            d.entry(r.name.as_str()).or_insert(o);
        }
    }
    d
}

fn transaction_waits(f: &Func, cfg: &Cfg, errs: &mut Vec<Diagnostic>) {
    let mut completers: Vec<(Root, Span)> = Vec::new();
    let mut producers: Vec<(Root, (usize, usize))> = Vec::new();
    let mut arrivers: Vec<Root> = Vec::new();
    let mut waits: Vec<(Root, (usize, usize), &Op)> = Vec::new();
    let mut defs: Option<Defs> = None;
    for (at, op) in ops(f) {
        for role in roles(op) {
            let (SyncRole::TxCompleter(i) | SyncRole::TxProducer(i) | SyncRole::TxWait(i) | SyncRole::Arrive(i)) = *role else { continue };
            let defs = defs.get_or_insert_with(|| self::defs(f));
            let Some(r) = operand(op, i).and_then(|v| root(f, defs, &v.name, 0)) else { continue };
            // A one-CTA handshake publishes nothing (spec 000's single-CTA path).
            if matches!(role, SyncRole::TxProducer(_)) && op.name == "nvsync.dsmem_handshake" && op.attr(AttrKind::ClusterSize).as_deref() == Some("1") {
                continue;
            }
            match role {
                SyncRole::TxCompleter(_) => completers.push((r, op.span)),
                SyncRole::TxProducer(_) => producers.push((r, at)),
                SyncRole::Arrive(_) => arrivers.push(r),
                _ => waits.push((r, at, op)),
            }
        }
    }
    for (r, at, op) in waits {
        let Some((_, completer)) = completers.iter().find(|(c, _)| c.may_alias(&r)) else { continue };
        // A barrier that plain arrives (tcgen05.commit, mbarrier.arrive)
        // complete is not one of transaction bytes because a copy may
        // complete on it: only one that surely does makes it so.
        if arrivers.iter().any(|a| a.must_alias(&r)) && !completers.iter().any(|(c, _)| c.must_alias(&r)) {
            continue;
        }
        let mine: Vec<(usize, usize)> = producers.iter().filter(|(p, _)| p.may_alias(&r)).map(|(_, a)| *a).collect();
        // A producer on another path (a producer warp's branch) may run first;
        // one that only ever runs after this wait cannot.
        let only_after = !mine.is_empty() && mine.iter().all(|&p| cfg.dominates(at, p) && !cfg.reaches(p, at));
        if mine.is_empty() || only_after {
            let what = if mine.is_empty() { "no expect_tx producer on it in this function" } else { "its expect_tx producer only runs after this wait" };
            errs.push(
                Diagnostic::error("race", format!("this wait is on an mbarrier that completes by transaction bytes, but {what}: the phase can never complete"))
                    .at(op.span)
                    .label(*completer, "transaction bytes complete on the barrier here")
                    .note(format!("announce the bytes first: nvvm.mbarrier.arrive.expect_tx (or nvvm.mbarrier.expect_tx) on the same barrier (spec 001, race pattern 2){}", in_ptx(op, "mbarrier.arrive.expect_tx or mbarrier.expect_tx"))),
            );
        }
    }
}

// ---- pattern 3: wgmma without a fence --------------------------------------------

/// The op writes shared memory, or makes other threads' writes visible, so a
/// following wgmma needs a new fence. A generic pointer may point to shared
/// memory unless it is computed from the thread's own stack ([`on_stack`]).
///
/// An mbarrier wait is not such an op: what it makes visible is what TMA and
/// bulk copies wrote, in the async proxy the MMA reads in, and `wgmma.fence`
/// orders register accesses only (PTX ISA 9.x, "wgmma.fence": before the
/// first MMA and between a register access and an MMA on the same
/// registers). CuTe DSL's persistent Hopper GEMM fences once before its
/// k-loop and waits on its TMA barrier per k-tile (docs/spec-deviations.md).
fn invalidates_fence(op: &Op, types: &FastMap<&str, Type>, defs: &Defs) -> bool {
    let maybe_shared = |v: &Value, t: Option<&Type>| matches!(t, Some(Type::Ptr(3 | 7))) || (t == Some(&Type::Ptr(0)) && !on_stack(defs, types, &v.name, 0));
    let acquires = |roles: &[SyncRole]| roles.contains(&SyncRole::SmemAcquire) && !roles.iter().any(|r| matches!(r, SyncRole::TxWait(_)));
    match &op.kind {
        OpKind::Store { ptr, ptr_ty, .. } | OpKind::AtomicRmw { ptr, ptr_ty, .. } | OpKind::Cmpxchg { ptr, ptr_ty, .. } => maybe_shared(ptr, Some(ptr_ty)),
        OpKind::Table { spec, operands, .. } => {
            acquires(spec.sync)
                || spec.sync.iter().any(|r| match r {
                    SyncRole::SmemWrite => operands.iter().flatten().any(|v| maybe_shared(v, types.get(v.name.as_str()))),
                    _ => false,
                })
        }
        // The reader said which of its stores may write shared memory.
        OpKind::InlineAsm { sync, .. } => acquires(sync) || sync.contains(&SyncRole::SmemWrite),
        _ => false,
    }
}

/// Pointer `v` is computed (through GEPs and casts, as [`root`] follows
/// them) from an `alloca` or a local-space pointer: the thread's own stack,
/// which no other thread and no async proxy reads. CuTe DSL keeps its wgmma
/// accumulators there, in address space 0 (its IR has no data layout to put
/// allocas in space 5).
fn on_stack(defs: &Defs, types: &FastMap<&str, Type>, v: &str, depth: u32) -> bool {
    if types.get(v) == Some(&Type::Ptr(5)) {
        return true;
    }
    let Some(def) = defs.get(v).filter(|_| depth <= 64) else { return false };
    match &def.kind {
        OpKind::Opaque { .. } => def.name == crate::ir::ALLOCA,
        OpKind::Gep { base: from, .. } | OpKind::Cast { value: from, .. } => on_stack(defs, types, &from.name, depth + 1),
        _ => false,
    }
}

fn wgmma_fences(f: &Func, cfg: &Cfg, types: &FastMap<&str, Type>, errs: &mut Vec<Diagnostic>) {
    if !ops(f).any(|(_, o)| is_mma(o)) {
        return;
    }
    let defs = defs(f);
    let step = |fenced: bool, op: &Op| {
        if roles(op).contains(&SyncRole::WgmmaFence) {
            true
        } else {
            fenced && !invalidates_fence(op, types, &defs)
        }
    };
    let entry = cfg.must(false, |b, mut fenced| {
        for op in &f.blocks[b].ops {
            fenced = step(fenced, op);
        }
        fenced
    });
    for (bi, b) in f.blocks.iter().enumerate() {
        let mut fenced = entry[bi];
        let mut last: Option<Span> = None;
        for op in &b.ops {
            if is_mma(op) && !fenced {
                let mut d = Diagnostic::error("race", "this wgmma.mma_async reads shared memory through its descriptors, but a path reaches it with no nvvm.wgmma.fence.aligned since the last shared-memory write or acquire")
                    .at(op.span)
                    .note(format!("put nvvm.wgmma.fence.aligned between the writes (or the bar.sync) and the MMA (spec 001, race pattern 3){}", in_ptx(op, "wgmma.fence.sync.aligned")));
                if let Some(s) = last {
                    d = d.label(s, "shared memory changes here");
                }
                errs.push(d);
            }
            if invalidates_fence(op, types, &defs) {
                last = Some(op.span);
            }
            fenced = step(fenced, op);
        }
    }
}

// ---- the safety pass: a release before a cluster expect_tx ------------------------

/// The op releases at cluster scope or wider.
fn releases_cluster(op: &Op) -> bool {
    let attr = |k: AttrKind| op.attr(k);
    match &op.kind {
        OpKind::Fence { ordering, scope } => *ordering != Ordering::Acquire && scope.as_deref().is_some_and(|s| s != "cta"),
        OpKind::Table { spec, .. } if spec.sync.contains(&SyncRole::ClusterRelease) => match spec.name {
            "nvsync.fence" => {
                let (sem, scope) = op.mem_pair();
                matches!(&*sem, "release" | "acq_rel" | "sc") && scope != "cta"
            }
            _ => true,
        },
        // An mbarrier arrive at cluster scope is itself a release.cluster.
        OpKind::Table { spec, .. } => spec.name.starts_with("nvvm.mbarrier.arrive") && attr(AttrKind::Scope).as_deref() == Some("cluster") && attr(AttrKind::Relaxed).as_deref() != Some("true"),
        _ => false,
    }
}

/// The publication at `at` is followed, on its only path, by a cluster-scope
/// release before anything else can signal or write another CTA: the
/// releasing arrive (or fence) orders the publication and everything before
/// it, as the fence before it would. This is the shape of the DSMEM
/// handshake's expansion (publications, the CTA-local phase flip, then the
/// releasing arrive), seen again when its LLVM IR is checked.
fn released_right_after(f: &Func, cfg: &Cfg, at: (usize, usize)) -> bool {
    let (mut b, mut from) = (at.0, at.1 + 1);
    // A set, not a bitmap per call: called once per publication.
    let mut seen = std::collections::HashSet::new();
    loop {
        for op in &f.blocks[b].ops[from..] {
            if releases_cluster(op) {
                return true;
            }
            let harmless = match &op.kind {
                OpKind::Store { ptr_ty, .. } => *ptr_ty == Type::Ptr(3),
                OpKind::Br { .. } | OpKind::Load { atomic: None, .. } | OpKind::Binary { .. } | OpKind::ICmp { .. } | OpKind::Cast { .. } | OpKind::Constant { .. } | OpKind::AddressOf { .. } | OpKind::Zero { .. } | OpKind::Gep { .. } | OpKind::Select { .. } => true,
                OpKind::Table { spec, .. } => spec.name == "nvvm.mapa" || spec.name.starts_with("nvvm.read.ptx.sreg.") || roles(op).iter().all(|r| matches!(r, SyncRole::TxProducer(_))) && !roles(op).is_empty(),
                _ => false,
            };
            if !harmless {
                return false;
            }
        }
        match (f.blocks[b].ops.last().map(|o| &o.kind), cfg.succs[b].as_slice()) {
            (Some(OpKind::Br { .. }), &[next]) if seen.insert(next) => (b, from) = (next, 0),
            _ => return false,
        }
    }
}

fn cluster_releases(fi: usize, f: &Func, cfg: &Cfg, types: &FastMap<&str, Type>, report: &mut RaceReport) {
    let needs_fence = |op: &Op| {
        roles(op).iter().any(|r| match r {
            SyncRole::TxProducer(i) => operand(op, *i).and_then(|v| types.get(v.name.as_str())) == Some(&Type::Ptr(7)) && !releases_cluster(op),
            _ => false,
        })
    };
    if !ops(f).any(|(_, o)| needs_fence(o)) {
        return;
    }
    let entry = cfg.must(false, |b, mut released| {
        for op in &f.blocks[b].ops {
            released |= releases_cluster(op);
        }
        released
    });
    for (bi, b) in f.blocks.iter().enumerate() {
        let mut released = entry[bi];
        for (oi, op) in b.ops.iter().enumerate() {
            if needs_fence(op) && !released && !released_right_after(f, cfg, (bi, oi)) {
                report.cluster_fences.push((fi, bi, oi));
                report.warnings.push(
                    Diagnostic::warning("safety", "an expect_tx on a shared::cluster barrier with no release before it: inserted a cluster-scope release fence (fence.release.cluster; fence.acq_rel.cluster below PTX 8.6)")
                        .at(op.span)
                        .note("the peer may otherwise see the transaction count before this CTA's writes; write the fence (llvm.fence syncscope(\"cluster\") release) to make it explicit (spec 001, \"How Tileiras Chooses\")"),
                );
                released = true;
            }
            released |= releases_cluster(op);
        }
    }
}
