//! Lowering of the `nvsync` dialect: each expanding op becomes a sequence of
//! nvvm ops (and blocks) of the other tables, one section per op below. The
//! ops an expansion writes are listed ([`Lowered::expanded`]) and checked and
//! gated by [`crate::verify::verify_expansions`], so an expansion can never
//! reach LLVM with an instruction the target lacks.

use crate::diag::{Diagnostic, Span};
use crate::ir::*;
use crate::ops::{AttrKind, OpSpec};
use crate::target::Target;
use std::collections::HashMap;

mod memory;
mod tcgen05;

/// A module with every `nvsync` expansion applied, and what the lowering warns about.
#[derive(Debug)]
pub struct Lowered {
    /// The module with its nvsync ops expanded.
    pub module: Module,
    /// What the lowering warns about.
    pub warnings: Vec<Diagnostic>,
    /// Where the ops the expansions wrote are, in order: the only ones left
    /// to verify.
    pub expanded: Vec<crate::verify::OpPath>,
}

/// Expands every `nvsync` op that has an expansion. The module must have passed
/// [`crate::verify::verify`] (syntax, types and attributes of the nvsync ops).
pub fn lower_module(m: &Module, target: Target) -> Result<Lowered, Vec<Diagnostic>> {
    lower_module_owned(m.clone(), target)
}

/// [`lower_module`] on a module the caller gives up: the ops that need no
/// expansion move into the result instead of being copied, so a large module
/// is never in memory twice.
pub fn lower_module_owned(mut module: Module, target: Target) -> Result<Lowered, Vec<Diagnostic>> {
    let mut warnings = Vec::new();
    let mut errors = Vec::new();
    let mut expanded = Vec::new();
    let component = call_components(&module);
    let mut slots: HashMap<usize, [bool; NAMED_BARRIER_SLOTS]> = HashMap::new();
    for (fi, f) in module.funcs.iter().enumerate() {
        let taken = taken_slots(f, &mut warnings);
        let all = slots.entry(component[fi]).or_insert([false; NAMED_BARRIER_SLOTS]);
        for (a, t) in all.iter_mut().zip(taken) {
            *a |= t;
        }
    }
    // Each function alone, a large module's on several threads (crate::par):
    // a run of functions never splits a call-graph component, whose
    // functions share the named-barrier slots handed out in order.
    let cuts = component_cuts(&component);
    let parts = crate::par::map_funcs_mut(&mut module.funcs, |at| cuts[at], |first, funcs| {
        let mut run = RunOut { slots: slots.clone(), ..RunOut::default() };
        lower_run(first, funcs, target, &component, &mut run);
        run
    });
    for run in parts {
        warnings.extend(run.warnings);
        errors.extend(run.errors);
        expanded.extend(run.expanded);
    }
    if errors.is_empty() {
        Ok(Lowered { module, warnings, expanded })
    } else {
        Err(errors)
    }
}

/// Where a run of functions may end: `cuts[p]` when no call-graph component
/// has functions both before index `p` and at or after it.
fn component_cuts(component: &[usize]) -> Vec<bool> {
    let mut last: HashMap<usize, usize> = HashMap::new();
    for (i, &c) in component.iter().enumerate() {
        last.insert(c, i);
    }
    let mut cuts = vec![true; component.len() + 1];
    let mut reach = 0;
    for (i, &c) in component.iter().enumerate() {
        reach = reach.max(last[&c]);
        cuts[i + 1] = reach == i;
    }
    cuts
}

/// What lowering a run of functions gives: its diagnostics, where its
/// expansions' ops are, and the named-barrier slots its components hold.
#[derive(Default)]
struct RunOut {
    slots: HashMap<usize, [bool; NAMED_BARRIER_SLOTS]>,
    warnings: Vec<Diagnostic>,
    errors: Vec<Diagnostic>,
    expanded: Vec<crate::verify::OpPath>,
}

/// Expands the nvsync ops of `funcs`, the functions from index `first` on.
fn lower_run(first: usize, funcs: &mut [Func], target: Target, component: &[usize], run: &mut RunOut) {
    for (i, f) in funcs.iter_mut().enumerate() {
        let fi = first + i;
        // A function without nvsync ops stays as it is: rebuilding it would
        // only copy it.
        if !f.blocks.iter().flat_map(|b| &b.ops).any(expands) {
            continue;
        }
        let taken = run.slots[&component[fi]];
        // Generated names all start `nvsync.`: only input names that do can
        // collide with one.
        let generated_like = |n: &&crate::ir::Name| n.as_str().starts_with(FRESH_PREFIX);
        let names = f
            .params
            .iter()
            .map(|p| &p.name)
            .chain(f.blocks.iter().flat_map(|b| b.params.iter().map(|p| &p.name).chain(b.ops.iter().filter_map(|o| o.result.as_ref().map(|r| &r.name)))))
            .filter(generated_like)
            .cloned()
            .chain(f.blocks.iter().filter_map(|b| b.label.as_deref()).filter(|l| l.starts_with(FRESH_PREFIX)).map(crate::ir::Name::from))
            .collect();
        let mut b = FuncBuilder { target, next: 0, blocks: Vec::new(), warnings: &mut run.warnings, errors: &mut run.errors, slots: taken, named: Default::default(), taken: names, func: fi, expanded: &mut run.expanded, expanding: false };
        for block in std::mem::take(&mut f.blocks) {
            b.start(block.label, block.params, block.span);
            // Every op of the block moves over, and expansions add to it.
            b.blocks.last_mut().expect("just started").ops.reserve_exact(block.ops.len());
            for op in block.ops {
                match &op.kind {
                    OpKind::Table { spec, .. } if expands(&op) => {
                        b.expanding = true;
                        b.expand(&op, spec);
                        b.expanding = false;
                    }
                    _ => b.push(op),
                }
            }
        }
        run.slots.insert(component[fi], b.slots);
        f.blocks = b.blocks;
        for block in &mut f.blocks {
            block.ops.shrink_to_fit();
        }
    }
}

/// Functions that can run in one kernel share the CTA's 16 bar.sync slots, so
/// named barriers are allocated per connected component of the call graph
/// (calls in either direction): a slot handed out in a kernel is never one
/// that a function it calls, or that calls the same functions, uses. Returns
/// each function's component.
fn call_components(m: &Module) -> Vec<usize> {
    let index: HashMap<&str, usize> = m.funcs.iter().enumerate().map(|(i, f)| (f.name.as_str(), i)).collect();
    let mut parent: Vec<usize> = (0..m.funcs.len()).collect();
    fn find(parent: &mut [usize], mut x: usize) -> usize {
        while parent[x] != x {
            parent[x] = parent[parent[x]];
            x = parent[x];
        }
        x
    }
    for (fi, f) in m.funcs.iter().enumerate() {
        for op in f.blocks.iter().flat_map(|b| &b.ops) {
            if let OpKind::Call { callee, .. } = &op.kind {
                if let Some(&ci) = index.get(callee.as_str()) {
                    let (a, b) = (find(&mut parent, fi), find(&mut parent, ci));
                    parent[a] = b;
                }
            }
        }
    }
    (0..m.funcs.len()).map(|i| find(&mut parent, i)).collect()
}

/// The bar.sync slots a function uses without naming them: bar.sync 0 of the
/// CTA-wide barriers, constant ids of `nvvm.barrier` / `nvvm.barrier.arrive`,
/// and literal ids of the barriers in `nvvm.inline_ptx`.
fn taken_slots(f: &Func, warnings: &mut Vec<Diagnostic>) -> [bool; NAMED_BARRIER_SLOTS] {
    let mut taken = [false; NAMED_BARRIER_SLOTS];
    let consts: HashMap<&str, i128> = f
        .blocks
        .iter()
        .flat_map(|b| &b.ops)
        .filter_map(|o| match (&o.result, &o.kind) {
            (Some(r), OpKind::Constant { value, .. }) => Some((r.name.as_str(), *value)),
            _ => None,
        })
        .collect();
    for op in f.blocks.iter().flat_map(|b| &b.ops) {
        if let OpKind::InlinePtx(ip) = &op.kind {
            for u in crate::ptx_asm::barrier_uses(&ip.ptx).into_iter().filter(|u| (u.id as usize) < NAMED_BARRIER_SLOTS) {
                taken[u.id as usize] = true;
            }
        }
        let OpKind::Table { spec, operands, .. } = &op.kind else { continue };
        match spec.name {
            "nvvm.barrier0" | "nvsync.cta_barrier" | "nvsync.cluster_barrier" => taken[0] = true,
            "nvvm.barrier" | "nvvm.barrier.arrive" => match &operands[0] {
                None => taken[0] = true,
                Some(v) => match consts.get(v.name.as_str()) {
                    Some(&id) if (0..NAMED_BARRIER_SLOTS as i128).contains(&id) => taken[id as usize] = true,
                    Some(_) => {}
                    None if f.blocks.iter().flat_map(|b| &b.ops).any(|o| o.name == "nvsync.named_barrier.alloc") => warnings.push(
                        Diagnostic::warning("named-barrier", "a run-time barrier id may collide with the slots nvsync.named_barrier.alloc hands out")
                            .at(v.span)
                            .note("use a constant id, or named barriers only"),
                    ),
                    None => {}
                },
            },
            _ => {}
        }
    }
    taken
}

/// How every name the lowering makes up begins.
const FRESH_PREFIX: &str = "nvsync.";

/// bar.sync has 16 slots per CTA (PTX: ids 0..15).
pub const NAMED_BARRIER_SLOTS: usize = 16;

/// try_wait's suspend-time hint in the pipeline's retry loops (ns), as CUTLASS uses.
const WAIT_HINT_NS: i128 = 10_000_000;

fn spec(name: &str) -> &'static OpSpec {
    OpSpec::find(name).unwrap_or_else(|| panic!("op table has no {name}"))
}

/// True for an op that lowering replaces (an nvsync op).
fn expands(op: &Op) -> bool {
    matches!(&op.kind, OpKind::Table { spec, .. } if spec.expand.is_some())
}

/// Builds the replacement blocks of one function.
struct FuncBuilder<'w> {
    target: Target,
    next: usize,
    blocks: Vec<Block>,
    warnings: &'w mut Vec<Diagnostic>,
    errors: &'w mut Vec<Diagnostic>,
    /// bar.sync slots in use in this function.
    slots: [bool; NAMED_BARRIER_SLOTS],
    /// Named-barrier values: their slot and participant count.
    named: crate::hash::FastMap<crate::ir::Name, (i128, Value)>,
    /// Value and block names of the input that look generated (start with
    /// [`FRESH_PREFIX`]): generated names avoid them.
    taken: crate::hash::FastSet<crate::ir::Name>,
    /// The function's index, for the paths in `expanded`.
    func: usize,
    /// Where every op an expansion wrote is.
    expanded: &'w mut Vec<crate::verify::OpPath>,
    /// An expansion is writing: `push` records the op's path.
    expanding: bool,
}

impl FuncBuilder<'_> {
    fn start(&mut self, label: Option<String>, params: Vec<Param>, span: Span) {
        self.blocks.push(Block { label, params, ops: vec![], span });
    }

    fn push(&mut self, op: Op) {
        let bi = self.blocks.len() - 1;
        let ops = &mut self.blocks[bi].ops;
        if self.expanding {
            self.expanded.push((self.func, bi, ops.len()));
        }
        ops.push(op);
    }

    /// A name no value or block of the input uses (`nvsync.<what>.<n>`).
    fn fresh_name(&mut self, what: &str) -> String {
        loop {
            self.next += 1;
            let name = format!("{FRESH_PREFIX}{what}.{}", self.next);
            if !self.taken.contains(name.as_str()) {
                return name;
            }
        }
    }

    fn fresh(&mut self, what: &str, span: Span) -> Value {
        Value::new(self.fresh_name(what), span)
    }

    fn fresh_label(&mut self, what: &str) -> String {
        self.fresh_name(what)
    }

    /// Appends a table op; `operands` fill the spec's slots in order.
    fn table(&mut self, name: &str, operands: Vec<Option<(Value, Type)>>, attrs: Vec<(&str, Attr)>, result: Option<(&str, Type)>, span: Span) -> Option<Value> {
        let result = result.map(|(what, t)| (self.fresh(what, span), t));
        let value = result.as_ref().map(|(v, _)| v.clone());
        let attrs = attrs.into_iter().map(|(k, a)| (k.to_string(), a)).collect();
        self.push(Op::table(spec(name), operands, attrs, result, span));
        value
    }

    fn llvm(&mut self, kind: OpKind, name: &'static str, result: Option<&str>, span: Span) -> Option<Value> {
        let res = result.map(|w| self.fresh(w, span));
        self.push(Op { result: res.clone(), name: name.into(), kind, attrs: AttrDict::default(), span, name_span: span });
        res
    }

    fn constant(&mut self, v: i128, span: Span) -> Value {
        self.llvm(OpKind::Constant { value: v, ty: Type::Int(32) }, "llvm.mlir.constant", Some("c"), span).unwrap()
    }

    /// True when `name`'s (single) form exists on the target.
    fn available(&self, name: &str) -> bool {
        let s = spec(name);
        s.forms.iter().any(|f| f.requires.allows_target(self.target.index()))
    }

    fn expand(&mut self, op: &Op, spec: &'static OpSpec) {
        match spec.expand {
            Some("cluster_barrier") => self.cluster_barrier(op),
            Some("dsmem_handshake") => self.dsmem_handshake(op),
            Some("named_barrier_alloc") => self.named_barrier_alloc(op),
            Some("named_barrier_sync") => self.named_barrier_use(op, "nvvm.barrier"),
            Some("named_barrier_arrive") => self.named_barrier_use(op, "nvvm.barrier.arrive"),
            Some("pipeline_producer_acquire") => self.pipeline_wait(op, true),
            Some("pipeline_consumer_wait") => self.pipeline_wait(op, false),
            Some("pipeline_producer_commit") => self.pipeline_arrive(op, "nvvm.mbarrier.arrive.expect_tx"),
            Some("pipeline_consumer_release") => self.pipeline_arrive(op, "nvvm.mbarrier.arrive"),
            Some("memory_load" | "memory_store" | "memory_rmw" | "memory_cmpxchg" | "memory_fence") => self.memory(op),
            Some("s2t_copy") => self.s2t_copy(op),
            Some("smem_desc") => self.smem_desc(op),
            other => unreachable!("no expansion named {other:?}"),
        }
    }

    // ---- nvsync.cluster_barrier (spec 000, Plain Cluster Barrier) ----------
    //
    // | scope           | sm <= 89                 | sm >= 90                                         |
    // | cta             | bar.sync 0               | fence.mbarrier_init + bar.sync 0                 |
    // | cluster         | barrier.sync 0 (warning) | fence.mbarrier_init + arrive + wait              |
    // | cluster_aligned | bar.sync 0 (warning)     | fence + bar.sync 0 + arrive.aligned + wait.aligned |
    //
    // The arrive is the releasing `barrier.cluster.arrive` and the wait acquires,
    // so every write before the barrier, to any CTA's shared memory, is visible
    // to every thread of the cluster after it. The spec's relaxed arrive orders
    // nothing but the mbarrier.init that fence.mbarrier_init publishes (measured
    // on an H100: 97-99% stale DSMEM reads, docs/spec-deviations.md 39); it is
    // kept for that one use under `mbarrier_init_only`, where it saves the
    // release's cost (about 70-90 cycles per barrier against about 755).
    //
    // Below sm_90 there are no cluster instructions and every CTA is a cluster of
    // one, so a cluster barrier is exactly a CTA barrier (docs/spec-deviations.md).
    fn cluster_barrier(&mut self, op: &Op) {
        let span = op.span;
        let scope = op.attr(AttrKind::BarrierScope).unwrap_or_default();
        let clusters = self.available("nvvm.cluster.wait");
        if clusters {
            self.table("nvvm.fence.mbarrier.init", vec![], vec![], None, span);
        }
        if scope == "cta" || scope == "cluster_aligned" {
            self.table("nvvm.barrier0", vec![], vec![], None, span);
            if scope == "cta" {
                return;
            }
        }
        let aligned = scope == "cluster_aligned";
        if !clusters {
            self.warnings.push(
                Diagnostic::warning("no-cluster", format!("{} has no clusters: this cluster barrier synchronises the CTA only", self.target))
                    .at(span)
                    .note("below sm_90 every CTA is a cluster of one, so a CTA barrier is the whole cluster barrier"),
            );
            if !aligned {
                // Threads may arrive diverged: the non-aligned barrier.sync.
                self.table("nvsync.cta_barrier", vec![], vec![], None, span);
            }
            return;
        }
        let init_only = op.attr(AttrKind::MbarrierInitOnly).as_deref() == Some("true");
        let arrive = if init_only { "nvvm.cluster.arrive.relaxed" } else { "nvvm.cluster.arrive" };
        let al = || if aligned { vec![("aligned", Attr::Unit)] } else { vec![] };
        self.table(arrive, vec![], al(), None, span);
        self.table("nvvm.cluster.wait", vec![], al(), None, span);
    }

    // ---- nvsync.dsmem_handshake (spec 000, DSMEM Transaction Handshake) ----
    //
    // Every thread of every CTA executes the op; the publication and the phase
    // flip are the CTA's, not each thread's, so they run once per CTA, on its
    // leader thread (tid 0, 0, 0). A per-thread publication would make each peer
    // barrier expect threads x txBytes (its wait never completes), and a flip per
    // warp would make the flips cancel.
    //
    // | step                                         | who                  |
    // | per peer: mapa, expect_tx.cluster (tx bytes) | the CTA's leader     |
    // | phase word ^= 1                              | the CTA's leader     |
    // | fence.release.cluster (explicit_release)     | every thread         |
    // | barrier.cluster.arrive(.relaxed).aligned     | every thread         |
    // | barrier.cluster.wait.aligned                 | every thread         |
    //
    // The peers are the other ranks of the CTA's group of N consecutive ranks.
    // LLVM 22's mapa.shared.cluster gives a shared::cluster pointer, which the
    // cluster expect_tx takes directly (no generic cast). The arrive releases
    // (the leader's expect_tx and flip, and every thread's earlier writes);
    // with explicit_release the release is a fence.release.cluster in every
    // thread after the publication and the arrive is relaxed (the spec puts the
    // fence before each expect_tx, where it would not order the expect_tx
    // itself: docs/spec-deviations.md 40). The wait acquires. cluster_size 1: the leader's flip only (spec 000's single-CTA
    // path); no barrier follows it, so threads that read the phase word must
    // cross a CTA barrier first.
    fn dsmem_handshake(&mut self, op: &Op) {
        let span = op.span;
        let OpKind::Table { operands, .. } = &op.kind else { unreachable!() };
        let (Some(mbar), Some(phase), Some(tx)) = (operands[0].clone(), operands[1].clone(), operands[2].clone()) else { unreachable!("verified") };
        let n: i128 = op.attr(AttrKind::ClusterSize).and_then(|v| v.parse().ok()).unwrap_or(1);
        let release = op.attr(AttrKind::ExplicitRelease).as_deref() == Some("true");
        let done = self.if_leader(span);
        if n > 1 {
            self.publish_tx(&mbar, &tx, n, span);
        }
        self.phase_flip(&phase, span);
        self.end_if(done, span);
        if n == 1 {
            return;
        }
        if release {
            self.llvm(OpKind::Fence { ordering: Ordering::Release, scope: Some("cluster".into()) }, "llvm.fence", None, span);
        }
        let arrive = if release { "nvvm.cluster.arrive.relaxed" } else { "nvvm.cluster.arrive" };
        self.table(arrive, vec![], vec![("aligned", Attr::Unit)], None, span);
        self.table("nvvm.cluster.wait", vec![], vec![("aligned", Attr::Unit)], None, span);
    }

    /// expect_tx of `tx` bytes at cluster scope on every peer's copy of `mbar`:
    /// the peers of this CTA's group of `n` consecutive ranks (a 4-CTA cluster
    /// has two pairs for n = 2): base = rank - rank mod n, and the peers are
    /// base + (rank mod n + i) mod n for i = 1..n-1.
    fn publish_tx(&mut self, mbar: &Value, tx: &Value, n: i128, span: Span) {
        let rank = self.table("nvvm.read.ptx.sreg.cluster.ctarank", vec![], vec![], Some(("rank", Type::Int(32))), span).unwrap();
        let size = self.constant(n, span);
        let within = self.llvm(OpKind::Binary { op: BinOp::URem, lhs: rank.clone(), rhs: size.clone(), ty: Type::Int(32) }, "llvm.urem", Some("within"), span).unwrap();
        let base = self.llvm(OpKind::Binary { op: BinOp::Sub, lhs: rank, rhs: within.clone(), ty: Type::Int(32) }, "llvm.sub", Some("base"), span).unwrap();
        for i in 1..n {
            let step = self.constant(i, span);
            let sum = self.llvm(OpKind::Binary { op: BinOp::Add, lhs: within.clone(), rhs: step, ty: Type::Int(32) }, "llvm.add", Some("sum"), span).unwrap();
            let offset = self.llvm(OpKind::Binary { op: BinOp::URem, lhs: sum, rhs: size.clone(), ty: Type::Int(32) }, "llvm.urem", Some("offset"), span).unwrap();
            let peer = self.llvm(OpKind::Binary { op: BinOp::Add, lhs: base.clone(), rhs: offset, ty: Type::Int(32) }, "llvm.add", Some("peer"), span).unwrap();
            let remote = self
                .table("nvvm.mapa", vec![Some((mbar.clone(), Type::Ptr(3))), Some((peer, Type::Int(32)))], vec![], Some(("remote", Type::Ptr(7))), span)
                .unwrap();
            let cluster = Attr::Enum { kind: "mem_scope".into(), value: "cluster".into() };
            self.table("nvvm.mbarrier.expect_tx", vec![Some((remote, Type::Ptr(7))), Some((tx.clone(), Type::Int(32)))], vec![("scope", cluster)], None, span);
        }
    }

    // ---- named barriers (spec 002) -----------------------------------------

    fn named_barrier_alloc(&mut self, op: &Op) {
        let OpKind::Table { operands, .. } = &op.kind else { unreachable!() };
        let (Some(count), Some(result)) = (operands[0].clone(), op.result.clone()) else { unreachable!("verified") };
        match self.slots.iter().position(|used| !used) {
            Some(slot) => {
                self.slots[slot] = true;
                self.named.insert(result.name, (slot as i128, count));
            }
            None => self.errors.push(
                Diagnostic::error("named-barrier", format!("no named-barrier slot left: all {NAMED_BARRIER_SLOTS} bar.sync slots of this function and the functions it shares a kernel with are in use"))
                    .at(op.span)
                    .note("slot 0 is taken by bar.sync 0 (nvvm.barrier0, cluster and CTA barriers); reuse a barrier for disjoint lifetimes"),
            ),
        }
    }

    fn named_barrier_use(&mut self, op: &Op, nvvm: &str) {
        let OpKind::Table { operands, .. } = &op.kind else { unreachable!() };
        let Some(b) = operands[0].clone() else { unreachable!("verified") };
        let Some((slot, count)) = self.named.get(&b.name).cloned() else {
            self.errors.push(Diagnostic::error("named-barrier", format!("'%{}' is not a named barrier allocated in this function", b.name)).at(b.span));
            return;
        };
        let id = self.constant(slot, op.span);
        self.table(nvvm, vec![Some((id, Type::Int(32))), Some((count, Type::Int(32)))], vec![], None, op.span);
    }

    // ---- pipelines (spec 002, Phase Parity) ----------------------------------

    /// Stage address and phase bit of iteration `iter` in a depth-`d` ring.
    fn stage(&mut self, ring: &Value, iter: &Value, d: i128, span: Span) -> (Value, Value) {
        let depth = self.constant(d, span);
        let s = self.llvm(OpKind::Binary { op: BinOp::URem, lhs: iter.clone(), rhs: depth.clone(), ty: Type::Int(32) }, "llvm.urem", Some("stage"), span).unwrap();
        let round = self.llvm(OpKind::Binary { op: BinOp::UDiv, lhs: iter.clone(), rhs: depth, ty: Type::Int(32) }, "llvm.udiv", Some("round"), span).unwrap();
        let one = self.constant(1, span);
        let phase = self.llvm(OpKind::Binary { op: BinOp::And, lhs: round, rhs: one, ty: Type::Int(32) }, "llvm.and", Some("phase"), span).unwrap();
        let gep = OpKind::Gep { base: ring.clone(), indices: vec![GepIndex::Value(s)], base_ty: Type::Ptr(3), result_ty: Type::Ptr(3), elem_ty: Type::Int(64), index_tys: vec![Type::Int(32)] };
        let slot = self.llvm(gep, "llvm.getelementptr", Some("slot"), span).unwrap();
        (slot, phase)
    }

    fn depth(op: &Op) -> i128 {
        op.attr(AttrKind::Depth).and_then(|v| v.parse().ok()).unwrap_or(1)
    }

    /// Producer: wait for the "next-empty" parity phase ^ 1 (a fresh barrier
    /// counts its previous phase as complete, so round 0 passes at once).
    /// Consumer: wait for the "now-full" parity phase.
    fn pipeline_wait(&mut self, op: &Op, producer: bool) {
        let OpKind::Table { operands, .. } = &op.kind else { unreachable!() };
        let (Some(ring), Some(iter)) = (operands[0].clone(), operands[1].clone()) else { unreachable!("verified") };
        let span = op.span;
        let (slot, mut parity) = self.stage(&ring, &iter, Self::depth(op), span);
        if producer {
            let one = self.constant(1, span);
            parity = self.llvm(OpKind::Binary { op: BinOp::Xor, lhs: parity, rhs: one, ty: Type::Int(32) }, "llvm.xor", Some("empty_parity"), span).unwrap();
        }
        let hint = self.constant(WAIT_HINT_NS, span);
        self.table("nvvm.mbarrier.try_wait.parity", vec![Some((slot, Type::Ptr(3))), Some((parity, Type::Int(32))), Some((hint, Type::Int(32)))], vec![], None, span);
    }

    /// Producer commit (arrive.expect_tx with the stage's bytes) or consumer
    /// release (arrive) on the iteration's stage.
    fn pipeline_arrive(&mut self, op: &Op, nvvm: &str) {
        let OpKind::Table { operands, .. } = &op.kind else { unreachable!() };
        let (Some(ring), Some(iter)) = (operands[0].clone(), operands[1].clone()) else { unreachable!("verified") };
        let (slot, _) = self.stage(&ring, &iter, Self::depth(op), op.span);
        let mut args = vec![Some((slot, Type::Ptr(3)))];
        match operands.get(2).cloned().flatten() {
            Some(tx) => args.push(Some((tx, Type::Int(32)))),
            None => args.push(None),
        }
        self.table(nvvm, args, vec![], None, op.span);
    }

    /// Opens a block that only the CTA's leader thread (tid 0, 0, 0) runs;
    /// [`Self::end_if`] closes it. Returns the label where all threads meet.
    fn if_leader(&mut self, span: Span) -> String {
        let mut any = None;
        for d in ["x", "y", "z"] {
            let t = self.table(&format!("nvvm.read.ptx.sreg.tid.{d}"), vec![], vec![], Some(("tid", Type::Int(32))), span).unwrap();
            any = Some(match any {
                None => t,
                Some(acc) => self.llvm(OpKind::Binary { op: BinOp::Or, lhs: acc, rhs: t, ty: Type::Int(32) }, "llvm.or", Some("tid"), span).unwrap(),
            });
        }
        let zero = self.constant(0, span);
        let leader = self.llvm(OpKind::ICmp { pred: CmpPred::Eq, lhs: any.unwrap(), rhs: zero, ty: Type::Int(32) }, "llvm.icmp", Some("leader"), span).unwrap();
        let (then, cont) = (self.fresh_label("leader"), self.fresh_label("joined"));
        let to = |label: &str| Successor { label: label.into(), args: vec![], span };
        self.llvm(OpKind::CondBr { cond: leader, on_true: to(&then), on_false: to(&cont) }, "llvm.cond_br", None, span);
        self.start(Some(then), vec![], span);
        cont
    }

    fn end_if(&mut self, cont: String, span: Span) {
        self.llvm(OpKind::Br { dest: Successor { label: cont.clone(), args: vec![], span } }, "llvm.br", None, span);
        self.start(Some(cont), vec![], span);
    }

    /// `*phase ^= 1`, in the leader's block: the phase word is the CTA's.
    fn phase_flip(&mut self, phase: &Value, span: Span) {
        let old = self.llvm(OpKind::Load { ptr: phase.clone(), ptr_ty: Type::Ptr(3), ty: Type::Int(32), volatile: false, atomic: None }, "llvm.load", Some("phase"), span).unwrap();
        let one = self.constant(1, span);
        let new = self.llvm(OpKind::Binary { op: BinOp::Xor, lhs: old, rhs: one, ty: Type::Int(32) }, "llvm.xor", Some("flip"), span).unwrap();
        self.llvm(OpKind::Store { value: new, ptr: phase.clone(), ty: Type::Int(32), ptr_ty: Type::Ptr(3), volatile: false, atomic: None }, "llvm.store", None, span);
    }
}

#[cfg(test)]
mod run_tests {
    use super::component_cuts;

    #[test]
    fn a_run_of_functions_ends_only_where_no_component_spans_the_cut() {
        // Components by function: 0 spans functions 0-2, 2 spans 3-4.
        let cuts = component_cuts(&[0, 1, 0, 2, 2, 3]);
        assert_eq!(cuts, vec![true, false, false, true, false, true, true]);
        assert_eq!(component_cuts(&[]), vec![true]);
    }
}
