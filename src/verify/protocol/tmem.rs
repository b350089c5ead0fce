//! Tensor memory in the protocol model: the asynchronous tcgen05 ops and the
//! waits that retire them.
//!
//! - `tcgen05.ld` writes its result registers asynchronously: any use of
//!   them (other than passing them on through extracts, casts and block
//!   arguments) before the thread's `tcgen05.wait::ld` reads registers that
//!   may not hold the loaded values yet.
//! - `tcgen05.st` writes tensor memory until the thread's
//!   `tcgen05.wait::st`: a `tcgen05.ld`, `tcgen05.mma` or `tcgen05.cp` of
//!   the same columns before that wait (or, in other threads, not ordered
//!   after it) races with the store.
//! - `tcgen05.mma` (and `tcgen05.cp`) write tensor memory until the
//!   mbarrier phase a later `tcgen05.commit` of the issuing thread arrives
//!   on completes: a `tcgen05.ld` of the accumulator by other threads must be
//!   ordered after that phase (their wait on the commit's barrier).
//!
//! A tensor-memory address is followed from the shared variable
//! `tcgen05.alloc` writes it to: a load of that variable is the start of the
//! allocation, and the lane (bits 16 and up) and column (bits 0..15) offsets
//! the kernel adds are followed as the model follows any integer. An access
//! at an address it cannot follow, or of a size it cannot see, is not judged.

use super::super::value::{map1, signed, Base, Val};
use super::super::{threads_text, Finding};
use super::{before, Flow, Machine, Status, Vc};
use crate::diag::Span;
use crate::hash::{FastMap, FastSet};
use crate::ir::*;
use crate::ops::{Effect, EffectArg};

/// Retired stores and MMAs remembered before the oldest go.
const KEEP: usize = 1024;

/// Lanes and columns of one CTA's tensor-memory allocation.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Cols<'a> {
    slot: Base<'a>,
    cta: u32,
    lanes: (i128, i128),
    cols: (i128, i128),
}

impl Cols<'_> {
    fn meets(&self, o: &Cols) -> bool {
        self.slot == o.slot && self.cta == o.cta && self.lanes.0 < o.lanes.1 && o.lanes.0 < self.lanes.1 && self.cols.0 < o.cols.1 && o.cols.0 < self.cols.1
    }
}

fn meet(a: &[Cols], b: &[Cols]) -> bool {
    a.iter().any(|x| b.iter().any(|y| x.meets(y)))
}

/// A tcgen05 op that writes tensor memory, in flight.
#[derive(Clone, Debug)]
struct Pending<'a> {
    regions: Vec<Cols<'a>>,
    at: Span,
    who: String,
}

/// What one group of threads has in flight.
#[derive(Clone, Debug, Default)]
struct InFlight<'a> {
    /// The `tcgen05.ld`s whose registers no `wait::ld` has retired.
    loads: Vec<Span>,
    /// The `tcgen05.st`s no `wait::st` has retired.
    stores: Vec<Pending<'a>>,
}

/// A `tcgen05.mma` or `tcgen05.cp` and the commit that tracks it.
struct Mma<'a> {
    op: Pending<'a>,
    threads: Vec<u32>,
    cta: u32,
    /// The committing threads' clock at the commit, and where it is.
    commit: Option<(Vc, Span)>,
    cp: bool,
}

/// The state of tensor memory's async ops, across the groups of threads.
#[derive(Default)]
pub struct TmemState<'a> {
    /// The module has a tcgen05 load, store, MMA or copy: else nothing here runs.
    pub active: bool,
    /// The variables `tcgen05.alloc` writes an allocation's address to.
    slots: Vec<Base<'a>>,
    inflight: FastMap<usize, InFlight<'a>>,
    /// Stores a `wait::st` retired, with the CTA and the waiting threads' clock.
    retired: Vec<(Pending<'a>, u32, Vc)>,
    mmas: Vec<Mma<'a>>,
    /// `tcgen05.ld`s of tensor memory: the readers, their CTA and clock.
    reads: Vec<(Pending<'a>, Vec<u32>, u32, Vc)>,
    /// Per function: the loads of a variable's first bytes, by result.
    loaded: FastMap<usize, FastMap<&'a str, &'a str>>,
    /// Per function: the values a `tcgen05.ld`'s result reaches, with its sites.
    results: FastMap<usize, FastMap<&'a str, Vec<Span>>>,
    /// The ops a finding already names.
    reported: FastSet<Span>,
}

fn is_tmem_op(e: &Effect) -> bool {
    matches!(e, Effect::TmemLd { .. } | Effect::TmemSt { .. } | Effect::TmemMma { .. })
}

/// Whether `e` is one this module follows.
pub fn is_tmem_effect(e: &Effect) -> bool {
    is_tmem_op(e) || matches!(e, Effect::TmemWait { .. })
}

fn ld_effect(op: &Op) -> bool {
    match &op.kind {
        OpKind::Table { spec, .. } => matches!(spec.effect, Some(Effect::TmemLd { .. })),
        OpKind::InlineAsm { asm, .. } => crate::ptx_asm::effects(asm).iter().any(|(e, _)| matches!(e, Effect::TmemLd { .. })),
        _ => false,
    }
}

impl<'a> TmemState<'a> {
    pub fn new(m: &'a Module) -> TmemState<'a> {
        let active = m.funcs.iter().flat_map(|f| &f.blocks).flat_map(|b| &b.ops).any(|o| match &o.kind {
            OpKind::Table { spec, .. } => spec.effect.as_ref().is_some_and(is_tmem_op),
            OpKind::InlineAsm { asm, .. } => asm.contains("tcgen05.") && crate::ptx_asm::effects(asm).iter().any(|(e, _)| is_tmem_op(e)),
            _ => false,
        });
        TmemState { active, ..TmemState::default() }
    }

    /// Group `child` splits off `parent`: it has what the parent had in flight.
    pub fn split(&mut self, parent: usize, child: usize) {
        if let Some(s) = self.inflight.get(&parent).cloned() {
            self.inflight.insert(child, s);
        }
    }

    /// Group `j` joins group `i`: what either has in flight.
    pub fn merge(&mut self, i: usize, j: usize) {
        let Some(b) = self.inflight.remove(&j) else { return };
        let a = self.inflight.entry(i).or_default();
        for l in b.loads {
            if !a.loads.contains(&l) {
                a.loads.push(l);
            }
        }
        for s in b.stores {
            if !a.stores.iter().any(|x| x.at == s.at && x.regions == s.regions) {
                a.stores.push(s);
            }
        }
    }
}

/// The values `f`'s `tcgen05.ld` results reach without being read: through
/// extracts, inserts, casts, block arguments and empty asms.
fn ld_results(f: &Func) -> FastMap<&str, Vec<Span>> {
    let mut out: FastMap<&str, Vec<Span>> = FastMap::default();
    let ops: Vec<&Op> = f.blocks.iter().flat_map(|b| &b.ops).collect();
    for o in &ops {
        if let (true, Some(r)) = (ld_effect(o), &o.result) {
            out.entry(r.name.as_str()).or_default().push(o.span);
        }
    }
    if out.is_empty() {
        return out;
    }
    let labels: FastMap<&str, &Block> = f.blocks.iter().filter_map(|b| Some((b.label.as_deref()?, b))).collect();
    let mut edges: Vec<(&str, &str)> = Vec::new();
    for b in &f.blocks {
        for s in b.successors() {
            if let Some(t) = labels.get(s.label.as_str()) {
                edges.extend(t.params.iter().zip(&s.args).map(|(p, (v, _))| (v.name.as_str(), p.name.as_str())));
            }
        }
    }
    for o in &ops {
        let Some(r) = &o.result else { continue };
        let from: Vec<&str> = match &o.kind {
            OpKind::ExtractValue { agg, .. } => vec![agg.name.as_str()],
            OpKind::InsertValue { value, agg, .. } => vec![value.name.as_str(), agg.name.as_str()],
            OpKind::Cast { value, .. } => vec![value.name.as_str()],
            OpKind::InlineAsm { asm, args, .. } if crate::ptx_asm::statements(asm).is_empty() => args.iter().flatten().map(|a| a.name.as_str()).collect(),
            _ => continue,
        };
        edges.extend(from.into_iter().map(|x| (x, r.name.as_str())));
    }
    for _ in 0..8 {
        let mut changed = false;
        for (from, to) in &edges {
            if let Some(sites) = out.get(from).cloned() {
                let e = out.entry(to).or_default();
                for s in sites {
                    if !e.contains(&s) {
                        e.push(s);
                        changed = true;
                    }
                }
            }
        }
        if !changed {
            break;
        }
    }
    out
}

/// The loads of `f` whose address is a variable (through casts), by result.
fn variable_loads(f: &Func) -> FastMap<&str, &str> {
    let defs: FastMap<&str, &Op> = f.blocks.iter().flat_map(|b| &b.ops).filter_map(|o| Some((o.result.as_ref()?.name.as_str(), o))).collect();
    let mut out = FastMap::default();
    for o in f.blocks.iter().flat_map(|b| &b.ops) {
        let (OpKind::Load { ptr, .. }, Some(r)) = (&o.kind, &o.result) else { continue };
        let mut v = ptr.name.as_str();
        for _ in 0..8 {
            match defs.get(v).map(|d| &d.kind) {
                Some(OpKind::Cast { value, .. }) => v = value.name.as_str(),
                Some(OpKind::AddressOf { global, .. }) => {
                    out.insert(r.name.as_str(), global.as_str());
                    break;
                }
                _ => break,
            }
        }
    }
    out
}

/// An op that passes registers on without reading them.
fn passes(op: &Op) -> bool {
    match &op.kind {
        OpKind::ExtractValue { .. } | OpKind::InsertValue { .. } | OpKind::Cast { .. } | OpKind::Br { .. } => true,
        OpKind::InlineAsm { asm, .. } => crate::ptx_asm::statements(asm).is_empty(),
        _ => false,
    }
}

/// An MMA's accumulator shape from its instruction descriptor: (lanes, columns).
fn mma_shape(idesc: u128) -> (i128, i128) {
    let n = ((idesc >> 17) & 0x3f) << 3;
    let m = ((idesc >> 24) & 0x1f) << 4;
    (m.clamp(1, 128) as i128, n.max(1) as i128)
}

impl<'a> Machine<'a> {
    /// `tcgen05.alloc`: the variable at its first operand holds the address.
    pub(super) fn tmem_slot(&mut self, gi: usize, op: &'a Op) {
        if let Some(Val::Ptr { base, .. }) = self.operand(gi, op, EffectArg::Operand(0)).map(|v| v.lane(0).clone()) {
            if !self.tmem.slots.contains(&base) {
                self.tmem.slots.push(base);
            }
        }
    }

    /// A load: from a variable `tcgen05.alloc` writes, the allocation's
    /// start (as an address the model can offset); else a value it does
    /// not follow. (A load's address is not among the values the model
    /// computes: the variable is read off the address's casts.)
    pub(super) fn tmem_load(&mut self, gi: usize, op: &'a Op, ptr: &Value) -> Val<'a> {
        let func = self.groups[gi].frames.last().expect("a frame").func;
        if !self.tmem.loaded.contains_key(&func) {
            let l = variable_loads(&self.m.funcs[func]);
            self.tmem.loaded.insert(func, l);
        }
        let slots = &self.tmem.slots;
        if let Some(g) = op.result.as_ref().and_then(|r| self.tmem.loaded[&func].get(r.name.as_str())) {
            if slots.contains(&Base::Global(g)) {
                return Val::Ptr { base: Base::Global(g), cta: None, off: 0 };
            }
        }
        map1(&self.val(gi, ptr), |v| match v {
            Val::Ptr { base, .. } if slots.contains(base) => Val::Ptr { base: *base, cta: None, off: 0 },
            _ => Val::Unknown,
        })
    }

    /// The lanes and columns `v` names in group `gi`, `lanes` by `cols` from
    /// each thread's address.
    fn tmem_regions(&self, gi: usize, v: &Val<'a>, lanes: i128, cols: i128) -> Vec<Cols<'a>> {
        let cta = self.groups[gi].cta;
        let mut out: Vec<Cols<'a>> = Vec::new();
        let mut add = |x: &Val<'a>| {
            let Val::Ptr { base, off, .. } = x else { return };
            if !self.tmem.slots.contains(base) {
                return;
            }
            let (lane, col) = ((off >> 16) & 0xffff, off & 0xffff);
            let c = Cols { slot: *base, cta, lanes: (lane, lane + lanes), cols: (col, col + cols) };
            if !out.contains(&c) {
                out.push(c);
            }
        };
        match v {
            Val::Lanes(l) => l.iter().for_each(&mut add),
            other => add(other),
        }
        out
    }

    fn tmem_count(&self, gi: usize, op: &'a Op, a: EffectArg) -> Option<u128> {
        match self.operand(gi, op, a) {
            Some(Val::Int(v)) => Some(v),
            _ => None,
        }
    }

    /// The tcgen05 loads, stores, waits, MMAs and copies.
    pub(super) fn tmem_effect(&mut self, gi: usize, op: &'a Op, e: Effect) -> Flow {
        let who = threads_text(&self.groups[gi].threads);
        match e {
            Effect::TmemLd { taddr, cols } | Effect::TmemSt { taddr, cols } => {
                let store = matches!(e, Effect::TmemSt { .. });
                let addr = self.operand(gi, op, taddr).unwrap_or(Val::Unknown);
                let regions = match self.tmem_count(gi, op, cols) {
                    Some(c) => self.tmem_regions(gi, &addr, 32, signed(c, 64)),
                    None => Vec::new(),
                };
                self.tmem_access(gi, op, &regions, if store { "tcgen05.st" } else { "tcgen05.ld" }, true);
                if !store && !regions.is_empty() {
                    self.tmem_read(gi, op, &regions, who.clone());
                }
                let s = self.tmem.inflight.entry(gi).or_default();
                if store {
                    if !regions.is_empty() {
                        s.stores.push(Pending { regions, at: op.span, who });
                    }
                } else if !s.loads.contains(&op.span) {
                    s.loads.push(op.span);
                }
            }
            Effect::TmemWait { store } => {
                let store = match store {
                    EffectArg::Attr(k) => op.attr(k).as_deref() == Some("store"),
                    EffectArg::Imm(v) => v != 0,
                    _ => false,
                };
                self.groups[gi].tick();
                let (vc, cta) = (self.groups[gi].vc.clone(), self.groups[gi].cta);
                let s = self.tmem.inflight.entry(gi).or_default();
                if store {
                    let done = std::mem::take(&mut s.stores);
                    self.tmem.retired.extend(done.into_iter().map(|p| (p, cta, vc.clone())));
                    if self.tmem.retired.len() > 2 * KEEP {
                        self.tmem.retired.drain(..KEEP);
                    }
                } else {
                    s.loads.clear();
                }
            }
            Effect::TmemMma { d, idesc, cp } => {
                let addr = self.operand(gi, op, d).unwrap_or(Val::Unknown);
                let shape = match (cp, self.tmem_count(gi, op, idesc)) {
                    (true, Some(cols)) => Some((128, signed(cols, 64))),
                    (false, Some(desc)) => Some(mma_shape(desc)),
                    _ => None,
                };
                let regions = shape.map_or_else(Vec::new, |(l, c)| self.tmem_regions(gi, &addr, l, c));
                if regions.is_empty() {
                    return Flow::Next;
                }
                self.tmem_access(gi, op, &regions, if cp { "tcgen05.cp" } else { "tcgen05.mma" }, false);
                self.tmem_overwrite(gi, op, &regions, cp);
                let (threads, cta) = (self.groups[gi].threads.clone(), self.groups[gi].cta);
                let m = &mut self.tmem.mmas;
                match m.iter_mut().find(|x| x.op.at == op.span && x.cta == cta && x.op.regions == regions) {
                    Some(x) => {
                        x.commit = None;
                        x.threads = threads;
                    }
                    None => {
                        if m.len() >= KEEP {
                            m.remove(0);
                        }
                        m.push(Mma { op: Pending { regions, at: op.span, who }, threads, cta, commit: None, cp });
                    }
                }
            }
            _ => {}
        }
        Flow::Next
    }

    /// `tcgen05.commit` by group `gi`: the mbarrier it arrives on tracks the
    /// completion of the group's MMAs and copies so far.
    pub(super) fn tmem_commit(&mut self, gi: usize, at: Span) {
        if !self.tmem.active {
            return;
        }
        self.groups[gi].tick();
        let g = &self.groups[gi];
        for m in self.tmem.mmas.iter_mut().filter(|m| m.commit.is_none() && m.cta == g.cta && m.threads.iter().any(|t| g.threads.binary_search(t).is_ok())) {
            m.commit = Some((g.vc.clone(), at));
        }
    }

    /// An access of tensor memory at `regions` by group `gi`: a store of its
    /// own or of others still in flight there, and (`mmas`) an MMA or copy
    /// whose completion nothing orders before it.
    fn tmem_access(&mut self, gi: usize, op: &'a Op, regions: &[Cols<'a>], what: &str, mmas: bool) {
        if regions.is_empty() {
            return;
        }
        let g = &self.groups[gi];
        let (who, vc, cta) = (threads_text(&g.threads), g.vc.clone(), g.cta);
        let own = self.tmem.inflight.get(&gi).and_then(|s| s.stores.iter().find(|p| meet(&p.regions, regions)).cloned());
        if let Some(p) = own {
            let f = Finding::error(op.span, format!("this {what} of {who} reaches tensor memory that a tcgen05.st of {} may still be writing: no tcgen05.wait::st of theirs has retired it", p.who)).step(p.at, format!("{}: tcgen05.st into it", p.who)).step(op.span, format!("{who}: {what} of the same lanes and columns")).note("put tcgen05.wait::st.sync.aligned after the stores (and tcgen05.fence::before_thread_sync before the barrier when other threads read them)");
            return self.tmem_finding(gi, p.at, f);
        }
        let mine = &g.threads;
        let other = self.tmem.inflight.iter().filter(|(o, _)| **o != gi && self.groups.get(**o).is_some_and(|x| x.cta == cta && matches!(x.status, Status::Run | Status::Blocked(_) | Status::Exited(_)) && !x.threads.iter().any(|t| mine.contains(t)))).find_map(|(_, s)| s.stores.iter().find(|p| meet(&p.regions, regions)).cloned());
        if let Some(p) = other {
            let f = Finding::error(op.span, format!("this {what} of {who} reaches tensor memory that a tcgen05.st of {} may still be writing: no tcgen05.wait::st of theirs has retired it", p.who)).step(p.at, format!("{}: tcgen05.st into it, never waited for", p.who)).step(op.span, format!("{who}: {what} of the same lanes and columns")).note("the storing threads wait (tcgen05.wait::st.sync.aligned), then tcgen05.fence::before_thread_sync and the barrier that orders this access after them");
            return self.tmem_finding(gi, p.at, f);
        }
        let retired = self.tmem.retired.iter().rev().find(|(p, c, w)| *c == cta && meet(&p.regions, regions) && !before(w, &vc)).map(|(p, ..)| p.clone());
        if let Some(p) = retired {
            let f = Finding::error(op.span, format!("this {what} of {who} reaches tensor memory that {} stored with tcgen05.st, and nothing orders it after their tcgen05.wait::st", p.who)).step(p.at, format!("{}: tcgen05.st into it", p.who)).step(op.span, format!("{who}: {what}, not ordered after the wait")).note("a barrier (or mbarrier) after the storing threads' tcgen05.wait::st orders this access after it");
            return self.tmem_finding(gi, p.at, f);
        }
        if !mmas {
            return;
        }
        let hit = self.tmem.mmas.iter().rev().find(|m| m.cta == cta && meet(&m.op.regions, regions) && !m.threads.iter().any(|t| mine.binary_search(t).is_ok()) && !m.commit.as_ref().is_some_and(|(c, _)| before(c, &vc)));
        if let Some(m) = hit {
            let kind = if m.cp { "tcgen05.cp" } else { "tcgen05.mma" };
            let (verb, noun) = if what == "tcgen05.ld" { ("reads", "read") } else { ("writes", "write") };
            let why = if m.commit.is_some() { "it waits on no mbarrier phase a tcgen05.commit of the MMA completes" } else { "no tcgen05.commit tracks the MMA before it" };
            let mut f = Finding::error(op.span, format!("this {what} of {who} {verb} tensor memory that a {kind} of {} writes, and nothing orders the {noun} after the MMA completes: {why}", m.op.who)).step(m.op.at, format!("{}: {kind} writes these lanes and columns", m.op.who));
            if let Some((_, at)) = &m.commit {
                f = f.step(*at, format!("{}: tcgen05.commit, whose mbarrier phase completes once the MMA has", m.op.who));
            }
            f = f.step(op.span, format!("{who}: {what} without waiting for that phase")).note("wait on the mbarrier the tcgen05.commit arrives on (then tcgen05.fence::after_thread_sync) before reading the accumulator");
            self.tmem_finding(gi, op.span, f);
        }
    }

    /// A `tcgen05.ld` of `regions` by group `gi`, for the MMAs that follow.
    fn tmem_read(&mut self, gi: usize, op: &'a Op, regions: &[Cols<'a>], who: String) {
        self.groups[gi].tick();
        let g = &self.groups[gi];
        let (threads, cta, vc) = (g.threads.clone(), g.cta, g.vc.clone());
        let r = &mut self.tmem.reads;
        match r.iter_mut().find(|(p, _, c, _)| p.at == op.span && *c == cta && p.regions == regions) {
            Some(x) => {
                x.1 = threads;
                x.3 = vc;
            }
            None => {
                if r.len() >= KEEP {
                    r.remove(0);
                }
                r.push((Pending { regions: regions.to_vec(), at: op.span, who }, threads, cta, vc));
            }
        }
    }

    /// An MMA or copy into `regions` by group `gi`: a `tcgen05.ld` of other
    /// threads there that nothing orders before it reads what it writes.
    fn tmem_overwrite(&mut self, gi: usize, op: &'a Op, regions: &[Cols<'a>], cp: bool) {
        let g = &self.groups[gi];
        let (who, vc, cta) = (threads_text(&g.threads), &g.vc, g.cta);
        let hit = self.tmem.reads.iter().rev().find(|(p, t, c, w)| *c == cta && meet(&p.regions, regions) && !t.iter().any(|x| g.threads.binary_search(x).is_ok()) && !before(w, vc)).map(|(p, ..)| p.clone());
        let Some(p) = hit else { return };
        let kind = if cp { "tcgen05.cp" } else { "tcgen05.mma" };
        let f = Finding::error(p.at, format!("this tcgen05.ld of {} reads tensor memory that a {kind} of {who} writes, and nothing orders the read after the MMA completes: it waits on no mbarrier phase a tcgen05.commit of the MMA completes", p.who)).step(p.at, format!("{}: tcgen05.ld of these lanes and columns", p.who)).step(op.span, format!("{who}: {kind} writes them, not ordered after the read nor the read after it")).note("wait on the mbarrier the tcgen05.commit arrives on (then tcgen05.fence::after_thread_sync) before reading the accumulator");
        self.tmem_finding(gi, p.at, f);
    }

    fn tmem_finding(&mut self, gi: usize, site: Span, f: Finding) {
        if self.tmem.reported.insert(site) {
            self.push_finding(gi, f);
        }
    }

    /// Runs before every op of a kernel with tcgen05 loads: a read of
    /// registers a `tcgen05.ld` of the group has not retired.
    pub(super) fn tmem_hook(&mut self, gi: usize, op: &'a Op) {
        if self.tmem.inflight.get(&gi).is_none_or(|s| s.loads.is_empty()) || passes(op) {
            return;
        }
        let func = self.groups[gi].frames.last().expect("a frame").func;
        if !self.tmem.results.contains_key(&func) {
            let r = ld_results(&self.m.funcs[func]);
            self.tmem.results.insert(func, r);
        }
        let res = &self.tmem.results[&func];
        let loads = &self.tmem.inflight[&gi].loads;
        let hit = op.operands().into_iter().filter_map(|v| res.get(v.name.as_str())).find_map(|sites| loads.iter().find(|l| sites.contains(l)).copied());
        let Some(at) = hit else { return };
        let who = threads_text(&self.groups[gi].threads);
        let f = Finding::error(op.span, format!("this reads registers that a tcgen05.ld of {who} writes, before their tcgen05.wait::ld: the registers may not hold the loaded values yet")).step(at, format!("{who}: tcgen05.ld into the registers")).step(op.span, format!("{who}: the registers read, no tcgen05.wait::ld between")).note("put tcgen05.wait::ld.sync.aligned between the tcgen05.ld and the first use of its registers");
        self.tmem_finding(gi, at, f);
        if let Some(s) = self.tmem.inflight.get_mut(&gi) {
            s.loads.clear();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_mma_descriptor_names_its_accumulator() {
        // kind::f16, M = 128, N = 64: N >> 3 at bit 17, M >> 4 at bit 24.
        let idesc = (64u128 >> 3) << 17 | (128u128 >> 4) << 24;
        assert_eq!(mma_shape(idesc), (128, 64));
    }

    #[test]
    fn columns_meet_only_where_lanes_and_columns_do() {
        let c = |l: i128, c0: i128, c1: i128| Cols { slot: Base::Global("slot"), cta: 0, lanes: (l, l + 32), cols: (c0, c1) };
        assert!(c(0, 0, 8).meets(&c(0, 4, 12)));
        assert!(!c(0, 0, 8).meets(&c(32, 0, 8)));
        assert!(!c(0, 0, 8).meets(&c(0, 8, 16)));
    }
}
