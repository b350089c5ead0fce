//! Async groups and proxies in the protocol model: what each group of
//! threads has in flight (its cp.async groups, its bulk async-groups, its
//! wgmma groups), each shared-memory access of the generic proxy checked
//! against them, and the proxy of each shared buffer's last write.
//!
//! - A cp.async writes its destination until a `cp.async.wait_group` /
//!   `wait_all` of the issuing threads retires its group; a plain load (or
//!   store) of the destination before that races with the copy, and one by
//!   other threads must also be ordered after that wait (a barrier).
//! - A bulk copy or TMA store out of shared memory reads its source until a
//!   `cp.async.bulk.wait_group[.read]` retires its bulk group; a generic
//!   store over the source before that races, and so does exiting with the
//!   read in flight.
//! - A generic write to shared memory that an async-proxy read (a bulk copy
//!   or TMA store) then reads must be followed, in the writing thread, by
//!   `fence.proxy.async` before the read is ordered after it.
//! - wgmma: the accumulator registers a `wgmma.mma_async` writes may be
//!   read by other code only once a `wgmma.wait_group` retires its group;
//!   registers a wgmma reads that generic code wrote since the last
//!   `wgmma.fence` are read unordered. (A wgmma with no fence at all since a
//!   shared-memory write is race pattern 3, `src/verify/races`.)
//!
//! Shared memory is named as the mbarriers are: a module variable of address
//! space 3 and a byte range, the hull of the group's threads' addresses.

use super::super::value::{signed, Base, Val};
use super::super::Finding;
use super::{before, Flow, Machine, Status, Vc};
use crate::diag::Span;
use crate::hash::{FastMap, FastSet};
use crate::ir::*;
use crate::ops::{AttrKind, Effect, EffectArg};
use crate::types::Type;

/// Generic writes remembered for the proxy check before the oldest go.
const WRITE_LIMIT: usize = 4096;

/// A byte range of one CTA's shared memory.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Region<'a> {
    base: Base<'a>,
    cta: u32,
    lo: i128,
    hi: i128,
}

impl Region<'_> {
    fn meets(&self, o: &Region) -> bool {
        self.base == o.base && self.cta == o.cta && self.lo < o.hi && o.lo < self.hi
    }
}

fn meets(a: &[Region], b: &[Region]) -> bool {
    a.iter().any(|x| b.iter().any(|y| x.meets(y)))
}

/// One async op in flight: what it touches, where it was issued, by whom.
#[derive(Clone, Debug)]
struct Access<'a> {
    regions: Vec<Region<'a>>,
    at: Span,
    who: String,
    /// Each issuing thread's own bytes, where they differ between threads.
    lanes: Vec<(u32, Region<'a>)>,
}

impl<'a> Access<'a> {
    /// Whether a thread of `reader` reads bytes of this access that another
    /// thread of it copied (each thread's bytes in `reader`).
    fn crosses(&self, reader: &[(u32, Region<'a>)]) -> bool {
        reader.iter().any(|(t, r)| {
            self.regions.iter().any(|c| c.meets(r))
                && match self.lanes.binary_search_by_key(t, |(u, _)| *u) {
                    Ok(i) => {
                        let own = &self.lanes[i].1;
                        !(own.base == r.base && own.cta == r.cta && own.lo <= r.lo && r.hi <= own.hi)
                    }
                    Err(_) => !self.lanes.is_empty(),
                }
        })
    }
}

/// `b` happens after `a`, with some event between.
fn strictly_after(a: &Vc, b: &Vc) -> bool {
    before(a, b) && !before(b, a)
}

/// The async groups of one kind a group of threads has: the open one and
/// the committed ones, oldest first.
#[derive(Clone, Debug, Default)]
struct Queue<'a> {
    open: Vec<Access<'a>>,
    closed: Vec<Vec<Access<'a>>>,
    /// The last wait, for the trace.
    last_wait: Option<(Span, u64)>,
}

impl<'a> Queue<'a> {
    fn pending(&self) -> impl Iterator<Item = &Access<'a>> {
        self.open.iter().chain(self.closed.iter().flatten())
    }
    /// Closes the open group (an empty one too: it counts toward a wait's N).
    fn commit(&mut self) {
        self.closed.push(std::mem::take(&mut self.open));
        // Groups beyond any wait's reach keep the state bounded; their
        // copies stay pending in the oldest.
        if self.closed.len() > 64 {
            let old = self.closed.remove(1);
            self.closed[0].extend(old);
        }
    }
    /// Retires every committed group but the `n` newest; returns them.
    fn wait(&mut self, n: u64, at: Span) -> Vec<Access<'a>> {
        self.last_wait = Some((at, n));
        let keep = (n as usize).min(self.closed.len());
        let done = self.closed.len() - keep;
        self.closed.drain(..done).flatten().collect()
    }
    fn union(&mut self, o: Queue<'a>) {
        for a in o.open {
            if !self.open.iter().any(|b| b.at == a.at && b.regions == a.regions) {
                self.open.push(a);
            }
        }
        if o.closed.len() > self.closed.len() {
            self.closed = o.closed;
        }
        self.last_wait = self.last_wait.or(o.last_wait);
    }
}

/// What one group of threads has in flight.
#[derive(Clone, Debug, Default)]
struct InFlight<'a> {
    cp: Queue<'a>,
    bulk: Queue<'a>,
    wgmma: Queue<'a>,
    /// Generic code wrote registers a wgmma reads since the last wgmma.fence.
    wgmma_unfenced: Option<Span>,
}

/// A generic write to shared memory, for the proxy check.
struct Write<'a> {
    regions: Vec<Region<'a>>,
    at: Span,
    threads: Vec<u32>,
    cta: u32,
    vc: Vc,
    /// The writers' `fence.proxy.async` after it, with their clock then.
    fenced: Option<Vc>,
    who: String,
}

/// The wgmma registers of a function: the values a wgmma's results reach
/// through extracts, inserts and block arguments (with the wgmma sites), and
/// the values that reach a wgmma's register operands.
#[derive(Default)]
struct Registers<'a> {
    written_by: FastMap<&'a str, Vec<Span>>,
    feeds: FastSet<&'a str>,
}

/// The state of async groups and proxies, across the groups of threads.
#[derive(Default)]
pub struct AsyncState<'a> {
    /// The module has an op of this module: else nothing here runs.
    pub active: bool,
    shared: FastSet<&'a str>,
    inflight: FastMap<usize, InFlight<'a>>,
    /// cp.async copies retired by a wait, with the waiting threads' clock.
    landed: Vec<(Access<'a>, Vc)>,
    /// Bulk sources retired by a wait, with the waiting threads' clock.
    released: Vec<(Access<'a>, Vc)>,
    writes: Vec<Write<'a>>,
    registers: FastMap<usize, Registers<'a>>,
    /// The async ops (and generic writes) a finding already names: one
    /// finding each, at the first access that races with it.
    reported: FastSet<Span>,
}

/// Whether `e` is one this module follows.
pub fn is_group_effect(e: &Effect) -> bool {
    matches!(e, Effect::CpAsync { .. } | Effect::CpAsyncCommit | Effect::CpAsyncWait { .. } | Effect::BulkRead { .. } | Effect::BulkCommit | Effect::BulkWait { .. } | Effect::ProxyFence | Effect::WgmmaFence | Effect::WgmmaCommit | Effect::WgmmaWait { .. } | Effect::Wgmma)
}

fn op_has_group_effect(op: &Op) -> bool {
    match &op.kind {
        OpKind::Table { spec, .. } => spec.effect.as_ref().is_some_and(is_group_effect),
        OpKind::InlineAsm { asm, .. } => crate::ptx_asm::effects(asm).iter().any(|(e, _)| is_group_effect(e)),
        OpKind::Wgmma(_) => true,
        OpKind::Intrinsic { name, .. } => name == "llvm.nvvm.cp.async.wait.all",
        _ => false,
    }
}

/// Whether `f` has an async-group op: then its loads' and stores' addresses
/// are followed.
pub fn tracks_memory(f: &Func) -> bool {
    f.blocks.iter().flat_map(|b| &b.ops).any(op_has_group_effect)
}

/// The address operands of `op`'s generic shared-memory accesses.
pub fn access_addresses(op: &Op) -> Vec<&Value> {
    match &op.kind {
        OpKind::Load { ptr, .. } | OpKind::Store { ptr, .. } => vec![ptr],
        OpKind::InlineAsm { asm, args, .. } => crate::ptx_asm::smem_accesses(asm).iter().filter_map(|a| args.get(a.address)?.as_ref()).collect(),
        _ => Vec::new(),
    }
}

impl<'a> AsyncState<'a> {
    pub fn new(m: &'a Module) -> AsyncState<'a> {
        let active = m.funcs.iter().any(tracks_memory);
        let shared = m.globals.iter().filter(|g| g.addrspace == 3).map(|g| g.name.as_str()).collect();
        AsyncState { active, shared, ..AsyncState::default() }
    }

    /// Group `child` splits off `parent`: it has what the parent had in flight.
    pub fn split(&mut self, parent: usize, child: usize) {
        if let Some(s) = self.inflight.get(&parent).cloned() {
            self.inflight.insert(child, s);
        }
    }

    /// Group `j` joins group `i`: what either has in flight, the union.
    pub fn merge(&mut self, i: usize, j: usize) {
        let Some(b) = self.inflight.remove(&j) else { return };
        let a = self.inflight.entry(i).or_default();
        a.cp.union(b.cp);
        a.bulk.union(b.bulk);
        a.wgmma.union(b.wgmma);
        a.wgmma_unfenced = a.wgmma_unfenced.or(b.wgmma_unfenced);
    }
}

impl<'a> Machine<'a> {
    /// The shared-memory ranges `v` names in group `gi` (every thread's
    /// address, `bytes` long; `None`: to the end of the variable).
    fn regions(&self, gi: usize, v: &Val<'a>, bytes: Option<i128>) -> Vec<Region<'a>> {
        let own = self.groups[gi].cta;
        let mut out: Vec<Region<'a>> = Vec::new();
        let mut add = |x: &Val<'a>| {
            let Val::Ptr { base: base @ Base::Global(g), cta, off } = x else { return };
            if !self.asyncs.shared.contains(g) {
                return;
            }
            let end = bytes.map_or_else(|| self.global_size(g).max(*off + 1), |b| off + b.max(1));
            let r = Region { base: *base, cta: cta.unwrap_or(own), lo: *off, hi: end };
            match out.iter_mut().find(|o| o.base == r.base && o.cta == r.cta) {
                Some(o) => {
                    o.lo = o.lo.min(r.lo);
                    o.hi = o.hi.max(r.hi);
                }
                None => out.push(r),
            }
        };
        match v {
            Val::Lanes(l) => l.iter().for_each(&mut add),
            other => add(other),
        }
        out
    }

    /// Each thread's range of `v`, `bytes` long, in thread order.
    fn lane_regions(&self, gi: usize, v: &Val<'a>, bytes: i128) -> Vec<(u32, Region<'a>)> {
        let g = &self.groups[gi];
        g.threads.iter().enumerate().filter_map(|(i, &t)| self.regions(gi, v.lane(i), Some(bytes)).first().map(|r| (t, *r))).collect()
    }

    fn global_size(&self, g: &str) -> i128 {
        self.m.globals.iter().find(|x| x.name == g).map_or(i128::MAX / 4, |x| crate::layout::alloc_size(&x.ty) as i128)
    }

    fn who(&self, gi: usize) -> String {
        super::super::threads_text(&self.groups[gi].threads)
    }

    /// `cp.async.mbarrier.arrive`: the thread's cp.asyncs complete before
    /// the arrive-on it triggers, so whoever the barrier's phase orders after
    /// this point sees them landed (the model does not hold the thread's own
    /// reads between the arrive and its wait against the copies).
    pub(super) fn cp_async_land_on_arrive(&mut self, gi: usize, at: Span) {
        self.cp_async_land(gi, 0, true, at);
    }

    /// The thread's cp.async groups but the `n` newest committed (after
    /// committing the open one where `commit`) land at its current clock.
    fn cp_async_land(&mut self, gi: usize, n: u64, commit: bool, at: Span) {
        let vc = self.groups[gi].vc.clone();
        let q = &mut self.asyncs.inflight.entry(gi).or_default().cp;
        if commit {
            q.commit();
        }
        let done = q.wait(n, at);
        self.asyncs.landed.extend(done.into_iter().map(|a| (a, vc.clone())));
        trim(&mut self.asyncs.landed);
    }

    /// Runs before every op of a kernel with async groups: the generic
    /// shared-memory accesses, the wgmma registers, `cp.async.wait_all`.
    pub(super) fn async_hook(&mut self, gi: usize, op: &'a Op) {
        let func = self.groups[gi].frames.last().expect("a frame").func;
        self.register_hook(gi, func, op);
        if let OpKind::Intrinsic { name, .. } = &op.kind {
            if name == "llvm.nvvm.cp.async.wait.all" {
                self.group_effect(gi, op, Effect::CpAsyncWait { n: EffectArg::Imm(0), all: true });
            }
            return;
        }
        let accesses: Vec<(bool, &'a Value, i128)> = match &op.kind {
            OpKind::Load { ptr, ty, .. } => vec![(false, ptr, crate::layout::alloc_size(ty) as i128)],
            OpKind::Store { ptr, ty, .. } => vec![(true, ptr, crate::layout::alloc_size(ty) as i128)],
            OpKind::InlineAsm { asm, args, .. } => crate::ptx_asm::smem_accesses(asm).iter().filter_map(|a| Some((a.write, args.get(a.address)?.as_ref()?, i128::from(a.bytes)))).collect(),
            _ => return,
        };
        for (write, ptr, bytes) in accesses {
            let v = self.val(gi, ptr);
            let regions = self.regions(gi, &v, Some(bytes));
            if !regions.is_empty() {
                let lanes = self.lane_regions(gi, &v, bytes);
                self.generic_access(gi, op, regions, &lanes, write);
            }
        }
    }

    /// A generic load or store of `regions` by group `gi`.
    fn generic_access(&mut self, gi: usize, op: &'a Op, regions: Vec<Region<'a>>, lanes: &[(u32, Region<'a>)], write: bool) {
        let who = self.who(gi);
        let what = if write { "store" } else { "load" };
        let vc = self.groups[gi].vc.clone();
        // cp.async copies this group, another, or an unordered wait leaves writing.
        let own = self.asyncs.inflight.get(&gi).map(|s| s.cp.clone()).unwrap_or_default();
        if let Some(c) = own.pending().find(|c| meets(&c.regions, &regions)) {
            let mut f = Finding::error(op.span, format!("this {what} of shared memory by {who} races with a cp.async of {} that no cp.async.wait_group of theirs has retired: the copy may still be writing it", c.who)).step(c.at, format!("{}: cp.async into it", c.who));
            f = match own.last_wait {
                Some((at, n)) => f.step(at, format!("the last wait leaves {n} group{} in flight{}", if n == 1 { "" } else { "s" }, if own.open.iter().any(|o| o.at == c.at) { ", and this copy's group was never committed" } else { "" })),
                None => f.step(op.span, "no cp.async.wait_group before this"),
            };
            self.async_finding(gi, c.at, f.note("cp.async.wait_group N leaves the N newest committed groups in flight: commit, then wait for the group holding the copy (wait_group 0 / wait_all), then __syncthreads when other threads read it"));
            return;
        }
        let mine = &self.groups[gi].threads;
        let other = self.asyncs.inflight.iter().filter(|(g, _)| **g != gi && self.groups.get(**g).is_some_and(|o| o.cta == self.groups[gi].cta && matches!(o.status, Status::Run | Status::Blocked(_) | Status::Exited(_)) && !o.threads.iter().any(|t| mine.contains(t)))).find_map(|(_, s)| s.cp.pending().find(|c| meets(&c.regions, &regions)).cloned());
        if let Some(c) = other {
            let f = Finding::error(op.span, format!("this {what} of shared memory races with a cp.async of {} that they have not waited for: the copy may still be writing it", c.who)).step(c.at, format!("{}: cp.async into it", c.who)).note("the issuing threads wait (cp.async.wait_group / wait_all), then a barrier orders the readers after their wait");
            self.async_finding(gi, c.at, f);
            return;
        }
        // Another thread's copy is ordered before this access only by a
        // barrier after the wait that landed it.
        if let Some((c, _)) = self.asyncs.landed.iter().rev().find(|(c, w)| meets(&c.regions, &regions) && (!before(w, &vc) || (!strictly_after(w, &vc) && c.crosses(lanes)))) {
            let f = Finding::error(op.span, format!("this {what} of shared memory by {who} reaches bytes that other threads' cp.async copied, and nothing orders it after the wait that lands them: the copy may not have landed yet")).step(c.at, format!("{}: cp.async into it", c.who)).note("each thread's cp.async.wait_group lands only its own copies: a barrier (__syncthreads) after the wait orders the other threads' reads after it");
            self.async_finding(gi, c.at, f);
            return;
        }
        if !write {
            return;
        }
        // A store over the source of a bulk read still in flight.
        let own_bulk = self.asyncs.inflight.get(&gi).map(|s| s.bulk.clone()).unwrap_or_default();
        let hit = own_bulk.pending().find(|c| meets(&c.regions, &regions)).cloned().map(|c| (c, own_bulk.last_wait)).or_else(|| {
            self.asyncs.inflight.iter().filter(|(g, _)| **g != gi && self.groups.get(**g).is_some_and(|o| o.cta == self.groups[gi].cta && !o.threads.iter().any(|t| mine.contains(t)))).find_map(|(_, s)| s.bulk.pending().find(|c| meets(&c.regions, &regions)).cloned().map(|c| (c, s.bulk.last_wait)))
        });
        if let Some((c, last)) = hit {
            let mut f = Finding::error(op.span, format!("this store overwrites shared memory that a bulk copy of {} may still be reading: no cp.async.bulk.wait_group.read has retired its bulk group", c.who)).step(c.at, format!("{}: the bulk copy (async proxy) reads it", c.who));
            if let Some((at, n)) = last {
                f = f.step(at, format!("the last bulk wait leaves {n} group{} in flight", if n == 1 { "" } else { "s" }));
            }
            self.async_finding(gi, c.at, f.note("commit the copy (cp.async.bulk.commit_group), wait for its group (cp.async.bulk.wait_group.read 0) and, when other threads store, a barrier after the wait"));
            return;
        }
        if let Some((c, _)) = self.asyncs.released.iter().rev().find(|(c, w)| meets(&c.regions, &regions) && !before(w, &vc)) {
            let f = Finding::error(op.span, format!("this store overwrites shared memory that {}'s bulk copy reads, and nothing orders it after their cp.async.bulk.wait_group.read", c.who)).step(c.at, format!("{}: the bulk copy reads it", c.who)).note("a barrier after the wait orders the other threads' stores after it");
            self.async_finding(gi, c.at, f);
            return;
        }
        // The proxy of this write, for the async reads that follow.
        self.groups[gi].tick();
        let vc = self.groups[gi].vc.clone();
        let (threads, cta) = (self.groups[gi].threads.clone(), self.groups[gi].cta);
        let w = &mut self.asyncs.writes;
        match w.iter_mut().find(|x| x.at == op.span && x.cta == cta && x.threads == threads && x.regions == regions) {
            Some(x) => {
                x.vc = vc;
                x.fenced = None;
            }
            None => {
                if w.len() >= WRITE_LIMIT {
                    w.remove(0);
                }
                w.push(Write { regions, at: op.span, threads, cta, vc, fenced: None, who });
            }
        }
    }

    /// The ops of async groups and proxies.
    pub(super) fn group_effect(&mut self, gi: usize, op: &'a Op, e: Effect) -> Flow {
        let who = self.who(gi);
        match e {
            Effect::CpAsync { dst, size } => {
                let bytes = match self.operand(gi, op, size) {
                    Some(Val::Int(b)) => Some(signed(b, 64)),
                    _ => Some(16),
                };
                let v = self.operand(gi, op, dst).unwrap_or(Val::Unknown);
                let regions = self.regions(gi, &v, bytes);
                if !regions.is_empty() {
                    let lanes = if v.is_lanes() { self.lane_regions(gi, &v, bytes.unwrap_or(16)) } else { Vec::new() };
                    self.asyncs.inflight.entry(gi).or_default().cp.open.push(Access { regions, at: op.span, who, lanes });
                }
            }
            Effect::CpAsyncCommit => self.asyncs.inflight.entry(gi).or_default().cp.commit(),
            Effect::CpAsyncWait { n, all } => {
                let Some(n) = self.wait_count(gi, op, n) else { return Flow::Stop };
                self.groups[gi].tick();
                self.cp_async_land(gi, n, all, op.span);
            }
            Effect::BulkRead { src, size } => {
                let bytes = match self.operand(gi, op, size) {
                    Some(Val::Int(b)) => Some(signed(b, 64)),
                    _ => None,
                };
                let v = self.operand(gi, op, src).unwrap_or(Val::Unknown);
                let regions = self.regions(gi, &v, bytes);
                if regions.is_empty() {
                    return Flow::Next;
                }
                self.async_read(gi, op, &regions, "this bulk copy (the async proxy)");
                self.asyncs.inflight.entry(gi).or_default().bulk.open.push(Access { regions, at: op.span, who, lanes: Vec::new() });
            }
            Effect::BulkCommit => self.asyncs.inflight.entry(gi).or_default().bulk.commit(),
            Effect::BulkWait { n } => {
                let Some(n) = self.wait_count(gi, op, n) else { return Flow::Stop };
                self.groups[gi].tick();
                let vc = self.groups[gi].vc.clone();
                let done = self.asyncs.inflight.entry(gi).or_default().bulk.wait(n, op.span);
                self.asyncs.released.extend(done.into_iter().map(|a| (a, vc.clone())));
                trim(&mut self.asyncs.released);
            }
            Effect::ProxyFence => {
                // `fence.proxy.alias` and the like order other proxies.
                if matches!(&op.kind, OpKind::Table { .. }) && !op.attr(AttrKind::ProxyKind).is_some_and(|k| k.starts_with("async")) {
                    return Flow::Next;
                }
                self.groups[gi].tick();
                let g = &self.groups[gi];
                for w in self.asyncs.writes.iter_mut().filter(|w| w.cta == g.cta && w.threads.iter().any(|t| g.threads.contains(t)) && before(&w.vc, &g.vc)) {
                    w.fenced = Some(g.vc.clone());
                }
            }
            Effect::WgmmaFence => self.asyncs.inflight.entry(gi).or_default().wgmma_unfenced = None,
            Effect::WgmmaCommit => self.asyncs.inflight.entry(gi).or_default().wgmma.commit(),
            Effect::WgmmaWait { n } => {
                let Some(n) = self.wait_count(gi, op, n) else { return Flow::Stop };
                self.asyncs.inflight.entry(gi).or_default().wgmma.wait(n, op.span);
            }
            Effect::Wgmma => self.wgmma_issue(gi, op),
            _ => {}
        }
        Flow::Next
    }

    /// Records `f`, the first finding on the async op (or write) at `site`.
    fn async_finding(&mut self, gi: usize, site: Span, f: Finding) {
        if self.asyncs.reported.insert(site) {
            self.push_finding(gi, f);
        }
    }

    fn wait_count(&mut self, gi: usize, op: &'a Op, n: EffectArg) -> Option<u64> {
        match self.operand(gi, op, n) {
            Some(Val::Int(v)) => Some(v as u64),
            _ => {
                self.give_up(op.span, "the group count of this wait is not a constant it can follow");
                None
            }
        }
    }

    /// An async-proxy read of `regions`: each generic write to them that is
    /// ordered before it needs the writers' `fence.proxy.async` between.
    fn async_read(&mut self, gi: usize, op: &'a Op, regions: &[Region<'a>], reader: &str) {
        let g = &self.groups[gi];
        let unfenced = self.asyncs.writes.iter().rev().find(|w| w.cta == g.cta && meets(&w.regions, regions) && before(&w.vc, &g.vc) && !w.fenced.as_ref().is_some_and(|f| before(f, &g.vc)));
        if let Some(w) = unfenced {
            let f = Finding::error(op.span, format!("{reader} reads shared memory that {} wrote through the generic proxy, with no fence.proxy.async between the write and this read: it may read the old bytes", w.who)).step(w.at, format!("{}: a generic store to it", w.who)).note("the writing threads put fence.proxy.async.shared::cta after their stores, before the barrier that orders the async read after them");
            let site = w.at;
            self.async_finding(gi, site, f);
        }
    }

    /// A `wgmma.mma_async` (table op or inline PTX).
    fn wgmma_issue(&mut self, gi: usize, op: &'a Op) {
        let who = self.who(gi);
        let s = self.asyncs.inflight.entry(gi).or_default();
        if let Some(at) = s.wgmma_unfenced {
            let f = Finding::error(op.span, format!("this wgmma.mma_async of {who} reads registers that generic code wrote after the last wgmma.fence: the write is not ordered before the wgmma's read")).step(at, "generic code writes a register the wgmma reads").note("put wgmma.fence.sync.aligned between the register writes and the wgmma.mma_async");
            self.push_finding(gi, f);
            self.asyncs.inflight.entry(gi).or_default().wgmma_unfenced = None;
        }
        self.asyncs.inflight.entry(gi).or_default().wgmma.open.push(Access { regions: Vec::new(), at: op.span, who, lanes: Vec::new() });
    }

    /// The wgmma registers at `op`: a read of an accumulator whose wgmma
    /// may still run, a generic write of a register a wgmma reads.
    fn register_hook(&mut self, gi: usize, func: usize, op: &'a Op) {
        if !self.asyncs.registers.contains_key(&func) {
            let r = registers(&self.m.funcs[func]);
            self.asyncs.registers.insert(func, r);
        }
        if matches!(op.kind, OpKind::Wgmma(_)) {
            self.wgmma_issue(gi, op);
            return;
        }
        let passes = match &op.kind {
            OpKind::ExtractValue { .. } | OpKind::InsertValue { .. } | OpKind::Br { .. } | OpKind::CondBr { .. } => true,
            // An asm with no instruction (CUTLASS's warpgroup_fence_operand)
            // or a wgmma itself takes the registers as they are.
            OpKind::InlineAsm { asm, .. } => crate::ptx_asm::statements(asm).is_empty() || asm.contains("wgmma."),
            _ => false,
        };
        let regs = &self.asyncs.registers[&func];
        if !passes {
            let read = op.operands().into_iter().find_map(|v| regs.written_by.get(v.name.as_str()));
            if let Some(sites) = read {
                let s = self.asyncs.inflight.get(&gi);
                if let Some(w) = s.and_then(|s| s.wgmma.pending().find(|a| sites.contains(&a.at)).cloned()) {
                    let last = s.and_then(|s| s.wgmma.last_wait);
                    let mut f = Finding::error(op.span, format!("this reads accumulator registers of a wgmma.mma_async that may still be running: no wgmma.wait_group of {} has retired its group", w.who)).step(w.at, format!("{}: the wgmma writes them", w.who));
                    if let Some((at, n)) = last {
                        f = f.step(at, format!("the last wgmma.wait_group leaves {n} group{} in flight", if n == 1 { "" } else { "s" }));
                    }
                    self.async_finding(gi, w.at, f.note("commit the wgmma (wgmma.commit_group.sync.aligned) and wait for its group (wgmma.wait_group.sync.aligned 0) before reading the accumulators"));
                    // One finding per group of reads.
                    if let Some(s) = self.asyncs.inflight.get_mut(&gi) {
                        s.wgmma = Queue::default();
                    }
                }
            }
        }
        let regs = &self.asyncs.registers[&func];
        // A constant is no write the fence orders: the compiler materialises
        // it where it likes (the wgmma's zero accumulators).
        // So is a whole aggregate the reader builds of constants.
        let constant = matches!(op.kind, OpKind::Constant { .. } | OpKind::Zero { .. } | OpKind::Opaque { ty: Some(Type::Struct(_)), .. }) || op.name.starts_with("llvm.mlir.");
        let writes_feed = !passes && !constant && op.result.as_ref().is_some_and(|r| regs.feeds.contains(r.name.as_str()));
        if writes_feed {
            let s = self.asyncs.inflight.entry(gi).or_default();
            s.wgmma_unfenced.get_or_insert(op.span);
        }
    }

    /// Before a group exits: bulk reads still in flight read a CTA's shared
    /// memory that its exit gives up.
    pub(super) fn async_exit(&mut self, gi: usize, at: Span) {
        let Some(s) = self.asyncs.inflight.get(&gi) else { return };
        let first = s.bulk.pending().next().cloned();
        if let Some(c) = first {
            let uncommitted = self.asyncs.inflight[&gi].bulk.open.iter().any(|o| o.at == c.at);
            let who = self.who(gi);
            let f = Finding::error(at, format!("{who} exit while a bulk copy that {} issued may still read shared memory: no cp.async.bulk.wait_group.read has retired its group{}", c.who, if uncommitted { " (it was never committed)" } else { "" })).step(c.at, format!("{}: the bulk copy reads shared memory", c.who)).note("commit and wait for the bulk group (cp.async.bulk.commit_group; cp.async.bulk.wait_group.read 0) before the kernel ends");
            self.async_finding(gi, c.at, f);
            if let Some(s) = self.asyncs.inflight.get_mut(&gi) {
                s.bulk = Queue::default();
            }
        }
    }
}

/// Keeps the retired lists bounded: the newest entries decide.
fn trim<T>(v: &mut Vec<T>) {
    if v.len() > 2 * WRITE_LIMIT {
        v.drain(..WRITE_LIMIT);
    }
}

/// The wgmma registers of `f` (see [`Registers`]).
fn registers(f: &Func) -> Registers<'_> {
    let mut r = Registers::default();
    let is_wgmma = |o: &Op| matches!(o.kind, OpKind::Wgmma(_)) || matches!(&o.kind, OpKind::InlineAsm { asm, .. } if crate::ptx_asm::effects(asm).iter().any(|(e, _)| *e == Effect::Wgmma));
    // Block parameters and the values their predecessors pass.
    let mut edges: Vec<(&str, &str)> = Vec::new();
    let labels: FastMap<&str, &Block> = f.blocks.iter().filter_map(|b| Some((b.label.as_deref()?, b))).collect();
    for b in &f.blocks {
        for s in b.successors() {
            if let Some(t) = labels.get(s.label.as_str()) {
                edges.extend(t.params.iter().zip(&s.args).map(|(p, (v, _))| (v.name.as_str(), p.name.as_str())));
            }
        }
    }
    let ops: Vec<&Op> = f.blocks.iter().flat_map(|b| &b.ops).collect();
    for o in &ops {
        if let (true, Some(res)) = (is_wgmma(o), &o.result) {
            r.written_by.entry(res.name.as_str()).or_default().push(o.span);
        }
    }
    // Forward: the values a result reaches without being computed on.
    fn flows<'f>(o: &&'f Op) -> Vec<(&'f str, &'f str)> {
        let Some(res) = &o.result else { return Vec::new() };
        match &o.kind {
            OpKind::ExtractValue { agg, .. } => vec![(agg.name.as_str(), res.name.as_str())],
            OpKind::InsertValue { value, agg, .. } => vec![(value.name.as_str(), res.name.as_str()), (agg.name.as_str(), res.name.as_str())],
            // An asm with no instruction ties its outputs to its inputs.
            OpKind::InlineAsm { asm, args, .. } if crate::ptx_asm::statements(asm).is_empty() => args.iter().flatten().map(|a| (a.name.as_str(), res.name.as_str())).collect(),
            _ => Vec::new(),
        }
    }
    let all: Vec<(&str, &str)> = ops.iter().flat_map(flows).chain(edges.iter().copied()).collect();
    for _ in 0..8 {
        let mut changed = false;
        for (from, to) in &all {
            if let Some(sites) = r.written_by.get(from).cloned() {
                let e = r.written_by.entry(to).or_default();
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
    // Backward: the values that reach a wgmma's floating-point register
    // operands (its accumulators; not its descriptors).
    let mut types: FastMap<&str, Type> = f.blocks.iter().flat_map(|b| b.params.iter().map(|p| (p.name.as_str(), p.ty.clone()))).collect();
    types.extend(ops.iter().filter_map(|o| Some((o.result.as_ref()?.name.as_str(), crate::verify::result_type(o)?))));
    let float = |v: &str| matches!(types.get(v), Some(Type::Float(_) | Type::BF16 | Type::Struct(_) | Type::Vector(..)));
    for o in ops.iter().filter(|o| is_wgmma(o)) {
        let regs: Vec<&Value> = match &o.kind {
            OpKind::Wgmma(w) => vec![&w.acc],
            _ => o.operands(),
        };
        r.feeds.extend(regs.into_iter().map(|v| v.name.as_str()).filter(|v| float(v)));
    }
    for _ in 0..8 {
        let before = r.feeds.len();
        for (from, to) in &all {
            if r.feeds.contains(to) {
                r.feeds.insert(from);
            }
        }
        if r.feeds.len() == before {
            break;
        }
    }
    r
}

#[cfg(test)]
mod tests {
    use super::*;

    fn reg<'a>(lo: i128, hi: i128) -> Region<'a> {
        Region { base: Base::Global("buf"), cta: 0, lo, hi }
    }

    #[test]
    fn a_wait_retires_all_but_the_newest_groups() {
        let a = |lo| Access { regions: vec![reg(lo, lo + 16)], at: Span::default(), who: String::new(), lanes: Vec::new() };
        let mut q = Queue::default();
        q.open.push(a(0));
        q.commit();
        q.open.push(a(16));
        q.commit();
        q.open.push(a(32));
        // wait_group 1: the first group lands; the second and the open one do not.
        assert_eq!(q.wait(1, Span::default()).len(), 1);
        assert_eq!(q.pending().count(), 2);
        assert_eq!(q.wait(0, Span::default()).len(), 1);
        // An uncommitted copy no wait retires.
        assert_eq!(q.pending().map(|c| c.regions[0].lo).collect::<Vec<_>>(), [32]);
    }

    #[test]
    fn regions_meet_only_where_their_bytes_do() {
        assert!(reg(0, 16).meets(&reg(8, 24)));
        assert!(!reg(0, 16).meets(&reg(16, 32)));
        assert!(!reg(0, 16).meets(&Region { cta: 1, ..reg(0, 16) }));
    }
}
