//! The interpreter: every thread of the CTA (and of each CTA of a cluster)
//! runs the kernel, in groups of threads that took the same path. A branch
//! on a thread-dependent value splits a group; a sync op does to the model's
//! state what its data (`Effect`) says, weighted by the group's thread
//! count; a wait that cannot return yet blocks the group. When no group can
//! run and some still wait, those waits never return: that is a hang, and
//! the events on the barriers involved are its trace. Vector clocks over the
//! groups give happens-before, so an order the schedule happened to follow
//! is not taken for one the kernel enforces.

use super::value::*;
use super::{Finding, Launch};
use crate::diag::Span;
use crate::hash::{FastMap, FastSet};
use crate::ir::*;
use crate::ops::{AttrKind, Effect, EffectArg};
use crate::ptx_asm::AsmGuard;
use crate::types::Type;

#[path = "groups.rs"]
mod groups;
#[path = "tmem.rs"]
mod tmem;

/// How much the model may do for one kernel before it gives up.
pub const STEP_LIMIT: u64 = 600_000;
/// Groups of threads (distinct paths) before it gives up.
pub const GROUP_LIMIT: usize = 512;
/// How often a loop whose exit depends on a value the model cannot see is
/// followed round before the model takes the exit.
const UNKNOWN_TRIPS: u32 = 4;

type Vc = Vec<u32>;

pub(super) fn join(a: &mut Vc, b: &[u32]) {
    if a.len() < b.len() {
        a.resize(b.len(), 0);
    }
    for (x, y) in a.iter_mut().zip(b) {
        *x = (*x).max(*y);
    }
}

/// `a` happens before (or is) `b`.
pub(super) fn before(a: &[u32], b: &[u32]) -> bool {
    a.iter().enumerate().all(|(i, x)| *x <= b.get(i).copied().unwrap_or(0))
}

/// What a function's ops need, computed once.
pub struct FuncInfo<'a> {
    labels: FastMap<&'a str, usize>,
    /// Values a branch, a sync op or a call reads, and what they are computed from.
    relevant: FastSet<&'a str>,
    /// The effects of each inline asm (with their guards), by (block, op).
    asm: FastMap<(usize, usize), Vec<(Effect, Option<AsmGuard>)>>,
    /// Blocks that can reach themselves.
    in_cycle: Vec<bool>,
    succs: Vec<Vec<usize>>,
    /// Every block parameter (phi): the loop-carried state.
    phis: Vec<&'a str>,
    /// Addresses computed from a `mapa` (another CTA's shared memory).
    peer_ptrs: FastSet<&'a str>,
    /// Addresses of this CTA's copy of a variable a `mapa` names.
    exchanged: FastSet<&'a str>,
}

impl<'a> FuncInfo<'a> {
    pub fn new(f: &'a Func) -> FuncInfo<'a> {
        let labels: FastMap<&str, usize> = f.blocks.iter().enumerate().filter_map(|(i, b)| b.label.as_deref().map(|l| (l, i))).collect();
        let succs: Vec<Vec<usize>> = f.blocks.iter().map(|b| b.successors().iter().filter_map(|s| labels.get(s.label.as_str()).copied()).collect()).collect();
        let in_cycle = (0..f.blocks.len()).map(|b| reaches(&succs, b, b)).collect();
        let mut asm = FastMap::default();
        for (bi, b) in f.blocks.iter().enumerate() {
            for (oi, op) in b.ops.iter().enumerate() {
                if let OpKind::InlineAsm { asm: text, .. } = &op.kind {
                    let e = crate::ptx_asm::effects(text);
                    if !e.is_empty() {
                        asm.insert((bi, oi), e);
                    }
                }
            }
        }
        let (peer_ptrs, exchanged) = mapa_derived(f);
        let relevant = relevant_values(f, &asm, &peer_ptrs, &exchanged);
        let phis = f.blocks.iter().flat_map(|b| b.params.iter().map(|p| p.name.as_str())).collect();
        FuncInfo { labels, relevant, asm, in_cycle, succs, phis, peer_ptrs, exchanged }
    }
}

fn reaches(succs: &[Vec<usize>], from: usize, to: usize) -> bool {
    let mut seen = vec![false; succs.len()];
    let mut stack: Vec<usize> = succs[from].clone();
    while let Some(x) = stack.pop() {
        if x == to {
            return true;
        }
        if !std::mem::replace(&mut seen[x], true) {
            stack.extend(&succs[x]);
        }
    }
    false
}

/// The values computed from a `mapa`'s result (addresses in another CTA's
/// shared memory), and those computed from the variables a `mapa` names
/// (this CTA's copy, which peers write).
fn mapa_derived(f: &Func) -> (FastSet<&str>, FastSet<&str>) {
    let mut defs: FastMap<&str, &Op> = FastMap::default();
    for o in f.blocks.iter().flat_map(|b| &b.ops) {
        if let Some(r) = &o.result {
            defs.insert(r.name.as_str(), o);
        }
    }
    let mut remote: FastSet<&str> = FastSet::default();
    let mut vars: FastSet<&str> = FastSet::default();
    for o in f.blocks.iter().flat_map(|b| &b.ops) {
        let src = match &o.kind {
            OpKind::Table { spec, operands, .. } if spec.name == "nvvm.mapa" => operands.first().cloned().flatten(),
            OpKind::InlineAsm { asm, args, .. } if crate::ptx_asm::statements(asm).iter().any(|st| st.opcode.starts_with("mapa")) => args.iter().flatten().next().cloned(),
            _ => continue,
        };
        if let Some(r) = &o.result {
            remote.insert(r.name.as_str());
        }
        // The variable the mapa'd address starts from.
        let mut v = src;
        for _ in 0..16 {
            let Some(d) = v.as_ref().and_then(|x| defs.get(x.name.as_str())) else { break };
            match &d.kind {
                OpKind::AddressOf { global, .. } => {
                    vars.insert(global.as_str());
                    break;
                }
                OpKind::Cast { value, .. } | OpKind::Gep { base: value, .. } | OpKind::Binary { lhs: value, .. } => v = Some(value.clone()),
                _ => break,
            }
        }
    }
    let mut local: FastSet<&str> = FastSet::default();
    for o in f.blocks.iter().flat_map(|b| &b.ops) {
        if let (OpKind::AddressOf { global, .. }, Some(r)) = (&o.kind, &o.result) {
            if vars.contains(global.as_str()) {
                local.insert(r.name.as_str());
            }
        }
    }
    (forward(f, remote), forward(f, local))
}

/// `seeds` and the values computed from them by address arithmetic, casts,
/// selects and block arguments.
fn forward<'a>(f: &'a Func, mut out: FastSet<&'a str>) -> FastSet<&'a str> {
    if out.is_empty() {
        return out;
    }
    loop {
        let before = out.len();
        for b in &f.blocks {
            for o in &b.ops {
                let derived = matches!(o.kind, OpKind::Gep { .. } | OpKind::Cast { .. } | OpKind::Binary { .. } | OpKind::Select { .. }) && o.operands().iter().any(|v| out.contains(v.name.as_str()));
                if let (true, Some(r)) = (derived, &o.result) {
                    out.insert(r.name.as_str());
                }
            }
            for s in b.successors() {
                if let Some(t) = f.blocks.iter().find(|t| t.label.as_deref() == Some(s.label.as_str())) {
                    for (p, (v, _)) in t.params.iter().zip(&s.args) {
                        if out.contains(v.name.as_str()) {
                            out.insert(p.name.as_str());
                        }
                    }
                }
            }
        }
        if out.len() == before {
            return out;
        }
    }
}

/// The address a memory access reads or writes, whether it writes, and
/// the bytes it moves.
fn accessed(op: &Op) -> Option<(&Value, bool, i128)> {
    let size = |t: &Type| crate::layout::alloc_size(t) as i128;
    match &op.kind {
        OpKind::Load { ptr, ty, .. } => Some((ptr, false, size(ty))),
        OpKind::Store { ptr, ty, .. } | OpKind::AtomicRmw { ptr, ty, .. } | OpKind::Cmpxchg { ptr, ty, .. } => Some((ptr, true, size(ty))),
        _ => None,
    }
}

/// The values the model must compute: what branches, sync ops, calls and
/// returns read, and the addresses of accesses to another CTA's shared
/// memory, closed over the ops (and block arguments) that define them.
fn relevant_values<'a>(f: &'a Func, asm: &FastMap<(usize, usize), Vec<(Effect, Option<AsmGuard>)>>, peer_ptrs: &FastSet<&'a str>, exchanged: &FastSet<&'a str>) -> FastSet<&'a str> {
    let mut defs: FastMap<&str, &Op> = FastMap::default();
    for o in f.blocks.iter().flat_map(|b| &b.ops) {
        if let Some(r) = &o.result {
            defs.insert(r.name.as_str(), o);
        }
    }
    // Which successor arguments feed each block parameter.
    let mut incoming: FastMap<&str, Vec<&str>> = FastMap::default();
    for b in &f.blocks {
        for s in b.successors() {
            if let Some(t) = f.blocks.iter().find(|t| t.label.as_deref() == Some(s.label.as_str())) {
                for (p, (v, _)) in t.params.iter().zip(&s.args) {
                    incoming.entry(p.name.as_str()).or_default().push(v.name.as_str());
                }
            }
        }
    }
    let mut work: Vec<&str> = Vec::new();
    let track_memory = groups::tracks_memory(f);
    for (bi, b) in f.blocks.iter().enumerate() {
        for (oi, op) in b.ops.iter().enumerate() {
            let seeds = match &op.kind {
                OpKind::CondBr { cond, .. } | OpKind::Switch { value: cond, .. } => vec![cond],
                OpKind::Call { .. } | OpKind::Return { .. } => op.operands(),
                OpKind::Table { spec, .. } if spec.effect.is_some() => op.operands(),
                OpKind::InlineAsm { .. } if asm.contains_key(&(bi, oi)) => op.operands(),
                _ => {
                    let mut seeds: Vec<&Value> = accessed(op).filter(|(p, ..)| peer_ptrs.contains(p.name.as_str()) || exchanged.contains(p.name.as_str())).map(|(p, ..)| p).into_iter().collect();
                    if track_memory {
                        seeds.extend(groups::access_addresses(op));
                    }
                    seeds
                }
            };
            work.extend(seeds.into_iter().map(|v| v.name.as_str()));
        }
    }
    let mut out = FastSet::default();
    while let Some(v) = work.pop() {
        if !out.insert(v) {
            continue;
        }
        if let Some(op) = defs.get(v) {
            if !matches!(op.kind, OpKind::Load { .. } | OpKind::Opaque { .. }) {
                work.extend(op.operands().into_iter().map(|x| x.name.as_str()));
            }
        }
        if let Some(srcs) = incoming.get(v) {
            work.extend(srcs.iter().copied());
        }
    }
    out
}

struct Frame<'a> {
    func: usize,
    block: usize,
    op: usize,
    env: FastMap<&'a str, Val<'a>>,
    /// Where the caller takes the result.
    ret: Option<&'a str>,
}

#[derive(Clone, Debug, PartialEq)]
enum Wait<'a> {
    Mbar { key: BarKey<'a>, parity: Option<u32>, token: Option<u64>, at: Span },
    Cta { cta: u32, id: u32, round: u64, at: Span },
    Cluster { round: u64, at: Span },
    /// At a warp-synchronous op (`.sync.aligned`, convergent), for the
    /// threads of its warps that another group holds.
    Warp { at: Span },
}

#[derive(Clone, Debug)]
enum Status<'a> {
    Run,
    Blocked(Wait<'a>),
    Exited(Span),
    /// Joined another group that waited at the same place (reconverged).
    Merged,
}

struct Group<'a> {
    id: usize,
    cta: u32,
    /// Linear thread indices within the CTA.
    threads: Vec<u32>,
    frames: Vec<Frame<'a>>,
    status: Status<'a>,
    vc: Vc,
    /// The first branch on a value the model cannot see that this group took.
    unsure: Option<Span>,
    /// Where it arrived at the cluster barrier, and the generation then.
    cluster_arrived: Option<(Span, u64)>,
    /// The phase each wait site last returned on, per barrier (and the
    /// barrier's init, which starts its phases anew).
    seen: FastMap<(BarKey<'a>, Span), (u64, i64)>,
    /// Visits of each unknown branch.
    trips: FastMap<Span, u32>,
}

impl Group<'_> {
    fn n(&self) -> usize {
        self.threads.len()
    }
    fn tick(&mut self) {
        if self.vc.len() <= self.id {
            self.vc.resize(self.id + 1, 0);
        }
        self.vc[self.id] += 1;
    }
}

/// One mbarrier object's state.
struct Mbar<'a> {
    count: i64,
    pending: i64,
    tx: i64,
    tx_unknown: bool,
    /// The phase announced a byte count the model cannot see (a run-time
    /// value such as CUTLASS's `params.tma_transaction_bytes`): it completes
    /// with its arrivals once a copy has completed bytes on it.
    expect_unknown: bool,
    /// Copies that completed bytes in the current phase.
    copies: u32,
    /// Phases completed.
    phase: u64,
    init: (Vc, Span),
    /// Which init this is (a barrier re-initialised starts at phase 0 again).
    epoch: u64,
    inval: Option<Span>,
    phase_vc: Vc,
    done_vc: FastMap<u64, Vc>,
    /// Bytes complete on it: a "full" barrier.
    takes_bytes: bool,
    /// The events of the current and last phase, for the trace.
    trace: Vec<(Span, String)>,
    /// Each group's last use.
    uses: FastMap<usize, (Vc, Span)>,
    announced: i64,
    delivered: i64,
    last_done_by: Option<(usize, bool)>,
    _k: std::marker::PhantomData<&'a ()>,
}

struct CtaBar {
    arrived: u64,
    expected: Option<u64>,
    round: u64,
    vc: Vc,
    sites: Vec<(u32, Span)>,
    aligned_full: bool,
    arrive_only: Option<Span>,
}

pub struct Machine<'a> {
    m: &'a Module,
    infos: Vec<Option<FuncInfo<'a>>>,
    launch: Launch,
    groups: Vec<Group<'a>>,
    mbars: FastMap<BarKey<'a>, Mbar<'a>>,
    cta_bars: FastMap<(u32, u32), CtaBar>,
    cluster: (u64, u64, Vc),
    alive: Vec<u64>,
    /// Per CTA, per thread: it has exited.
    exited: Vec<Vec<bool>>,
    /// Per CTA, per thread: the group that holds it.
    owner: Vec<Vec<usize>>,
    steps: u64,
    /// mbarrier.init executions so far.
    inits: u64,
    /// Print every step (`NVVM_LOWER_PROTOCOL_DEBUG=3`).
    trace_steps: bool,
    pub findings: Vec<Finding>,
    /// Waits that returned before their barrier's first phase completed.
    early: Vec<(BarKey<'a>, Span, String)>,
    /// Why the model stopped following the kernel, where it did.
    pub gave_up: Option<(Span, String)>,
    /// Each CTA's tensor and shared memory, and who may still use them.
    lifetimes: super::lifetime::Lifetimes<'a>,
    /// The mbarriers whose init is released to the cluster.
    published: FastSet<BarKey<'a>>,
    asyncs: groups::AsyncState<'a>,
    tmem: tmem::TmemState<'a>,
}

enum Flow {
    Next,
    Stop,
}

impl<'a> Machine<'a> {
    pub fn new(m: &'a Module, kernel: usize, launch: Launch) -> Machine<'a> {
        let mut infos: Vec<Option<FuncInfo>> = (0..m.funcs.len()).map(|_| None).collect();
        infos[kernel] = Some(FuncInfo::new(&m.funcs[kernel]));
        let per_cta = launch.dims.iter().product::<u32>();
        let mut mach = Machine { m, infos, launch, groups: Vec::new(), mbars: FastMap::default(), cta_bars: FastMap::default(), cluster: (0, 0, Vc::new()), alive: Vec::new(), exited: Vec::new(), owner: Vec::new(), steps: 0, inits: 0, trace_steps: std::env::var_os("NVVM_LOWER_PROTOCOL_DEBUG").is_some_and(|v| v == "3"), findings: Vec::new(), early: Vec::new(), gave_up: None, lifetimes: super::lifetime::Lifetimes::new(launch.cluster), published: FastSet::default(), asyncs: groups::AsyncState::new(m), tmem: tmem::TmemState::new(m) };
        let f = &m.funcs[kernel];
        for cta in 0..mach.launch.cluster {
            let mut env = FastMap::default();
            for p in &f.params {
                env.insert(p.name.as_str(), mach.param_value(p));
            }
            let id = mach.groups.len();
            let frame = Frame { func: kernel, block: 0, op: 0, env, ret: None };
            mach.groups.push(Group { id, cta, threads: (0..per_cta).collect(), frames: vec![frame], status: Status::Run, vc: Vc::new(), unsure: None, cluster_arrived: None, seen: FastMap::default(), trips: FastMap::default() });
            mach.alive.push(u64::from(per_cta));
            mach.exited.push(vec![false; per_cta as usize]);
            mach.owner.push(vec![id; per_cta as usize]);
        }
        mach
    }

    fn param_value(&self, p: &'a Param) -> Val<'a> {
        match p.ty {
            Type::Ptr(_) => Val::Ptr { base: Base::Param(p.name.as_str()), cta: None, off: 0 },
            Type::Int(1) => Val::Int(1),
            Type::Int(_) => Val::Int(self.launch.param_value),
            _ => Val::Unknown,
        }
    }

    /// One line on what the run did, for `NVVM_LOWER_PROTOCOL_DEBUG`.
    pub fn summary(&self) -> String {
        match &self.gave_up {
            Some((at, why)) => format!("gave up at byte {}: {why}", at.lo()),
            None => format!("{} steps, {} groups, {} mbarriers, {} findings", self.steps, self.groups.len(), self.mbars.len(), self.findings.len()),
        }
    }

    fn give_up(&mut self, at: Span, why: impl Into<String>) {
        if self.gave_up.is_none() {
            self.gave_up = Some((at, why.into()));
        }
    }

    /// Runs every group until all have exited or none can go on.
    pub fn run(&mut self) {
        loop {
            self.reconverge();
            let mut progress = false;
            let mut gi = 0;
            while gi < self.groups.len() {
                if self.gave_up.is_some() {
                    return;
                }
                if self.ready(gi) {
                    progress = true;
                    self.run_group(gi);
                }
                gi += 1;
            }
            if !progress {
                break;
            }
        }
        self.finish();
    }

    /// Every thread of the group's warps that has not exited is in the group.
    fn warps_whole(&self, gi: usize) -> bool {
        let g = &self.groups[gi];
        let (owner, exited) = (&self.owner[g.cta as usize], &self.exited[g.cta as usize]);
        let mut last = u32::MAX;
        for &t in &g.threads {
            let w = t / 32;
            if w == last {
                continue;
            }
            last = w;
            let end = ((w + 1) * 32).min(owner.len() as u32);
            if (w * 32..end).any(|u| owner[u as usize] != gi && !exited[u as usize]) {
                return false;
            }
        }
        true
    }

    /// Merges into `gi` the groups that hold the rest of its warps, if each
    /// of them waits at the same warp-synchronous op on the same call path.
    fn gather_warps(&mut self, gi: usize, at: Span) -> bool {
        let g = &self.groups[gi];
        let (owner, exited) = (&self.owner[g.cta as usize], &self.exited[g.cta as usize]);
        let mut others: Vec<usize> = Vec::new();
        for &t in &g.threads {
            let w = t / 32;
            let end = ((w + 1) * 32).min(owner.len() as u32);
            for u in w * 32..end {
                let o = owner[u as usize];
                if o != gi && !exited[u as usize] && !others.contains(&o) {
                    others.push(o);
                }
            }
        }
        let frames_match = |o: usize| {
            let (a, b) = (&self.groups[gi], &self.groups[o]);
            matches!(&b.status, Status::Blocked(Wait::Warp { at: x }) if *x == at) && a.frames.len() == b.frames.len() && a.frames.iter().zip(&b.frames).all(|(x, y)| (x.func, x.block, x.op) == (y.func, y.block, y.op))
        };
        if others.is_empty() || !others.iter().all(|&o| frames_match(o)) {
            return false;
        }
        for o in others {
            self.merge(gi, o);
        }
        // Merged groups may hold threads of further warps.
        self.warps_whole(gi) || self.gather_warps(gi, at)
    }

    /// Groups that wait at the same op for the same thing, on the same call
    /// path, are the same threads reconverged: one group again (so that a
    /// later `elect.sync` or verdict sees them together).
    fn reconverge(&mut self) {
        for i in 0..self.groups.len() {
            if !matches!(self.groups[i].status, Status::Blocked(_)) {
                continue;
            }
            for j in i + 1..self.groups.len() {
                if self.same_place(i, j) {
                    self.merge(i, j);
                }
            }
        }
    }

    fn same_place(&self, i: usize, j: usize) -> bool {
        let (a, b) = (&self.groups[i], &self.groups[j]);
        let (Status::Blocked(wa), Status::Blocked(wb)) = (&a.status, &b.status) else { return false };
        // The same iteration too: every loop-carried value both hold for
        // all their threads is the same.
        let same_state = |x: &Frame<'a>, y: &Frame<'a>| {
            self.info(x.func).phis.iter().all(|p| match (x.env.get(p), y.env.get(p)) {
                (Some(u), Some(v)) if !u.is_lanes() && !v.is_lanes() => u == v,
                _ => true,
            })
        };
        wa == wb && a.cta == b.cta && a.cluster_arrived == b.cluster_arrived && a.frames.len() == b.frames.len() && a.frames.iter().zip(&b.frames).all(|(x, y)| (x.func, x.block, x.op, x.ret) == (y.func, y.block, y.op, y.ret) && same_state(x, y))
    }

    /// Moves group `j`'s threads into group `i`, in thread order.
    fn merge(&mut self, i: usize, j: usize) {
        self.groups[j].status = Status::Merged;
        self.asyncs.merge(i, j);
        self.tmem.merge(i, j);
        let (bt, bframes, bvc, bunsure, bseen) = {
            let g = &mut self.groups[j];
            (std::mem::take(&mut g.threads), std::mem::take(&mut g.frames), std::mem::take(&mut g.vc), g.unsure, std::mem::take(&mut g.seen))
        };
        let cta = self.groups[i].cta as usize;
        for &t in &bt {
            self.owner[cta][t as usize] = i;
        }
        let a = &mut self.groups[i];
        // Where each thread of the merged group comes from: (0: a, 1: b, index).
        let mut from = Vec::with_capacity(a.threads.len() + bt.len());
        let (mut x, mut y) = (0, 0);
        while x < a.threads.len() || y < bt.len() {
            if y == bt.len() || (x < a.threads.len() && a.threads[x] < bt[y]) {
                from.push((0u8, x));
                x += 1;
            } else {
                from.push((1u8, y));
                y += 1;
            }
        }
        let threads: Vec<u32> = from.iter().map(|&(w, k)| if w == 0 { a.threads[k] } else { bt[k] }).collect();
        for (fa, fb) in a.frames.iter_mut().zip(&bframes) {
            let keys: Vec<&'a str> = fa.env.keys().chain(fb.env.keys()).copied().collect::<FastSet<_>>().into_iter().collect();
            for k in keys {
                let (va, vb) = (fa.env.get(k).cloned().unwrap_or(Val::Unknown), fb.env.get(k).cloned().unwrap_or(Val::Unknown));
                let v = if !va.is_lanes() && va == vb { va } else { Val::lanes(from.iter().map(|&(w, idx)| if w == 0 { va.lane(idx).clone() } else { vb.lane(idx).clone() }).collect()) };
                fa.env.insert(k, v);
            }
        }
        a.threads = threads;
        for (k, v) in bseen {
            a.seen.entry(k).or_insert(v);
        }
        join(&mut a.vc, &bvc);
        a.unsure = a.unsure.or(bunsure);
    }

    /// Whether group `gi` can run, taking what its wait acquires if it returns now.
    fn ready(&mut self, gi: usize) -> bool {
        let wait = match &self.groups[gi].status {
            Status::Run => return true,
            Status::Exited(_) | Status::Merged => return false,
            Status::Blocked(w) => w.clone(),
        };
        if let Wait::Warp { at } = wait {
            if !self.warps_whole(gi) && !self.gather_warps(gi, at) {
                return false;
            }
            // The op runs now, with the whole warp.
            self.groups[gi].status = Status::Run;
            return true;
        }
        let acquired = match &wait {
            Wait::Mbar { key, parity, token, at } => self.mbar_passes(gi, *key, *parity, *token, *at),
            Wait::Cta { cta, id, round, .. } => {
                let b = &self.cta_bars[&(*cta, *id)];
                (b.round > *round).then(|| b.vc.clone())
            }
            Wait::Cluster { round, .. } => (self.cluster.0 > *round).then(|| self.cluster.2.clone()),
            Wait::Warp { .. } => unreachable!("handled above"),
        };
        match acquired {
            Some(vc) => {
                let g = &mut self.groups[gi];
                join(&mut g.vc, &vc);
                g.status = Status::Run;
                if let Some(f) = g.frames.last_mut() {
                    f.op += 1;
                }
                true
            }
            None => false,
        }
    }

    fn run_group(&mut self, gi: usize) {
        while matches!(self.groups[gi].status, Status::Run) {
            self.steps += 1;
            if self.steps > STEP_LIMIT {
                let at = self.cur_op(gi).map_or(Span::default(), |o| o.span);
                self.give_up(at, format!("it ran {STEP_LIMIT} steps without the kernel ending"));
                return;
            }
            if self.groups.len() > GROUP_LIMIT && (self.groups.len() > 64 * GROUP_LIMIT || self.groups.iter().filter(|g| matches!(g.status, Status::Run | Status::Blocked(_))).count() > GROUP_LIMIT) {
                let at = self.cur_op(gi).map_or(Span::default(), |o| o.span);
                self.give_up(at, format!("its threads took more than {GROUP_LIMIT} different paths"));
                return;
            }
            if let Flow::Stop = self.step(gi) {
                return;
            }
            if self.gave_up.is_some() {
                return;
            }
        }
    }

    fn cur_op(&self, gi: usize) -> Option<&'a Op> {
        let f = self.groups[gi].frames.last()?;
        self.m.funcs[f.func].blocks.get(f.block)?.ops.get(f.op)
    }

    fn info(&self, func: usize) -> &FuncInfo<'a> {
        self.infos[func].as_ref().expect("the info of a function on the stack")
    }

    fn val(&self, gi: usize, v: &Value) -> Val<'a> {
        let f = self.groups[gi].frames.last().expect("a frame");
        f.env.get(v.name.as_str()).cloned().unwrap_or(Val::Unknown)
    }

    fn set(&mut self, gi: usize, op: &'a Op, v: Val<'a>) {
        if let Some(r) = &op.result {
            let f = self.groups[gi].frames.last_mut().expect("a frame");
            f.env.insert(r.name.as_str(), v);
        }
    }

    /// Executes the op at group `gi`'s position.
    fn step(&mut self, gi: usize) -> Flow {
        if self.trace_steps {
            let g = &self.groups[gi];
            let f = g.frames.last().expect("a frame");
            eprintln!("  [{gi} {}] bb{} op {}: {}", super::threads_text(&g.threads), f.block, f.op, self.cur_op(gi).map_or("-", |o| &*o.name));
        }
        let Some(op) = self.cur_op(gi) else {
            self.exit(gi, Span::default());
            return Flow::Stop;
        };
        if warp_synchronous(op) && !self.warps_whole(gi) {
            self.groups[gi].status = Status::Blocked(Wait::Warp { at: op.span });
            return Flow::Stop;
        }
        let (func, block, oi) = {
            let f = self.groups[gi].frames.last().expect("a frame");
            (f.func, f.block, f.op)
        };
        if let Some((ptr, write, size)) = accessed(op).filter(|(p, ..)| self.info(func).peer_ptrs.contains(p.name.as_str()) || self.info(func).exchanged.contains(p.name.as_str())) {
            self.shared_access(gi, op, ptr, write, size);
        }
        if self.asyncs.active {
            self.async_hook(gi, op);
        }
        if self.tmem.active {
            self.tmem_hook(gi, op);
        }
        let relevant = op.result.as_ref().is_none_or(|r| self.info(func).relevant.contains(r.name.as_str()));
        let n = self.groups[gi].n();
        let advance = |me: &mut Self| me.groups[gi].frames.last_mut().expect("a frame").op += 1;
        match &op.kind {
            OpKind::Br { dest } => return self.jump(gi, dest),
            OpKind::CondBr { cond, on_true, on_false } => return self.branch(gi, op, cond, on_true, on_false),
            OpKind::Switch { value, ty, default, cases } => return self.switch(gi, op, value, width(ty), default, cases),
            OpKind::Return { value } => {
                let v = value.as_ref().map(|(v, _)| self.val(gi, v));
                return self.ret(gi, op, v);
            }
            OpKind::Opaque { terminator: true, .. } => {
                // `unreachable` ends the path; a terminator the lift keeps
                // opaque (a switch on an integer wider than 64 bits) is not
                // followed.
                if op.name == "llvm.unreachable" {
                    self.exit(gi, op.span);
                    return Flow::Stop;
                }
                self.give_up(op.span, "it does not follow this terminator");
                return Flow::Stop;
            }
            OpKind::Call { callee, args, .. } => {
                if let Some(fi) = self.m.funcs.iter().position(|f| f.name == *callee && !f.blocks.is_empty()) {
                    if self.groups[gi].frames.len() > 32 {
                        self.give_up(op.span, "calls nest deeper than 32");
                        return Flow::Stop;
                    }
                    if self.infos[fi].is_none() {
                        self.infos[fi] = Some(FuncInfo::new(&self.m.funcs[fi]));
                    }
                    let callee_f = &self.m.funcs[fi];
                    let env: FastMap<&str, Val> = callee_f.params.iter().zip(args).map(|(p, a)| (p.name.as_str(), self.val(gi, a))).collect();
                    let ret = op.result.as_ref().map(|r| r.name.as_str());
                    self.groups[gi].frames.push(Frame { func: fi, block: 0, op: 0, env, ret });
                    return Flow::Next;
                }
                // NVVMReflect folds `__nvvm_reflect` to a constant (0 unless
                // the module asks otherwise): the same in every thread.
                let v = if callee == "__nvvm_reflect" { Val::Int(0) } else { Val::Unknown };
                self.set(gi, op, v);
            }
            OpKind::Fence { ordering, scope } => {
                // A release at cluster scope or wider publishes the inits.
                if !matches!(ordering, Ordering::Acquire | Ordering::Monotonic) && scope.as_deref() != Some("cta") {
                    self.publish_inits(gi);
                }
            }
            _ if !relevant => {}
            OpKind::Constant { value, ty } => self.set(gi, op, Val::Int(mask(*value as u128, width(ty)))),
            OpKind::AddressOf { global, .. } => self.set(gi, op, Val::Ptr { base: Base::Global(global.as_str()), cta: None, off: 0 }),
            OpKind::Zero { .. } => self.set(gi, op, Val::Int(0)),
            OpKind::Binary { op: bop, lhs, rhs, ty } => {
                let (a, b) = (self.val(gi, lhs), self.val(gi, rhs));
                let w = width(ty);
                self.set(gi, op, map2(&a, &b, n, |x, y| binary(*bop, x, y, w)));
            }
            OpKind::ICmp { pred, lhs, rhs, ty } => {
                let (a, b) = (self.val(gi, lhs), self.val(gi, rhs));
                let w = width(ty);
                self.set(gi, op, map2(&a, &b, n, |x, y| icmp(*pred, x, y, w)));
            }
            OpKind::Select { cond, on_true, on_false, .. } => {
                let (c, t, e) = (self.val(gi, cond), self.val(gi, on_true), self.val(gi, on_false));
                let v = match &c {
                    Val::Int(x) => if *x & 1 == 1 { t } else { e },
                    Val::Lanes(_) => Val::lanes((0..n).map(|i| match c.lane(i) {
                        Val::Int(x) if x & 1 == 1 => t.lane(i).clone(),
                        Val::Int(_) => e.lane(i).clone(),
                        _ => Val::Unknown,
                    }).collect()),
                    _ => Val::Unknown,
                };
                self.set(gi, op, v);
            }
            OpKind::Cast { op: cop, value, from, to } => {
                let v = self.val(gi, value);
                let (fw, tw) = (width(from), width(to));
                self.set(gi, op, map1(&v, |x| match (x, cop) {
                    (Val::Int(i), CastOp::SExt) => Val::Int(mask(signed(*i, fw) as u128, tw)),
                    (Val::Int(i), _) => Val::Int(mask(*i, tw)),
                    (other, _) => other.clone(),
                }));
            }
            OpKind::Gep { base, indices, elem_ty, .. } => {
                let b = self.val(gi, base);
                let v = self.gep(gi, &b, indices, elem_ty, n);
                self.set(gi, op, v);
            }
            OpKind::Load { ptr, .. } if self.tmem.active => {
                let v = self.tmem_load(gi, op, ptr);
                self.set(gi, op, v);
                advance(self);
                return Flow::Next;
            }
            OpKind::Table { spec, .. } if spec.name.starts_with("nvvm.read.ptx.sreg.") => {
                let v = self.sreg(gi, &spec.name["nvvm.read.ptx.sreg.".len()..]);
                self.set(gi, op, v);
            }
            OpKind::Table { spec, operands, .. } if spec.name == "nvvm.mapa" => {
                let (p, r) = (operands[0].as_ref().map(|x| self.val(gi, x)), operands[1].as_ref().map(|x| self.val(gi, x)));
                let v = match (p, r) {
                    (Some(p), Some(r)) => map2(&p, &r, n, mapa),
                    _ => Val::Unknown,
                };
                self.set(gi, op, v);
                advance(self);
                return Flow::Next;
            }
            OpKind::Table { spec, operands, .. } if spec.name == "nvvm.shfl.sync" && op.attr(AttrKind::ShflKind).as_deref() == Some("idx") && op.attr(AttrKind::Valid).as_deref() != Some("true") => {
                let (v, lane) = (operands[1].as_ref().map(|x| self.val(gi, x)), operands[2].as_ref().map(|x| self.val(gi, x)));
                let r = match (v, lane) {
                    (Some(v), Some(Val::Int(l))) => self.shuffle_idx(gi, &v, (l & 31) as u32),
                    _ => Val::Unknown,
                };
                self.set(gi, op, r);
                advance(self);
                return Flow::Next;
            }
            _ => {}
        }
        // Effects (a result-less op is always relevant).
        let effects: Vec<(Effect, Option<AsmGuard>)> = match &op.kind {
            OpKind::Table { spec, .. } => spec.effect.into_iter().map(|e| (e, None)).collect(),
            OpKind::InlineAsm { .. } => self.info(func).asm.get(&(block, oi)).cloned().unwrap_or_default(),
            _ => Vec::new(),
        };
        if effects.is_empty() {
            if let OpKind::InlineAsm { asm, args, .. } = &op.kind {
                if relevant {
                    let v = self.asm_value(gi, asm, args);
                    self.set(gi, op, v);
                }
            } else if let OpKind::ExtractValue { agg, index, .. } = &op.kind {
                // An asm's results: the model keeps one value for them, the
                // predicate `elect.sync` sets; the leader's lane (field 0 of
                // `{lane, pred}`) it does not follow.
                let v = match (self.val(gi, agg), index) {
                    (_, 0) if matches!(op.kind, OpKind::ExtractValue { ref agg_ty, .. } if matches!(agg_ty, Type::Struct(f) if f.len() > 1)) => Val::Unknown,
                    (v, _) => v,
                };
                self.set(gi, op, v);
            } else if relevant && !matches!(&op.kind, OpKind::Table { spec, .. } if spec.name.starts_with("nvvm.read.ptx.sreg.")) && !matches!(op.kind, OpKind::Constant { .. } | OpKind::AddressOf { .. } | OpKind::Zero { .. } | OpKind::Binary { .. } | OpKind::ICmp { .. } | OpKind::Select { .. } | OpKind::Cast { .. } | OpKind::Gep { .. }) {
                self.set(gi, op, Val::Unknown);
            }
            advance(self);
            return Flow::Next;
        }
        // A thread-dependent guard or operand of a sync op: one group per value.
        let elects = effects.iter().any(|(e, _)| *e == Effect::Elect);
        let predicate = match &op.kind {
            OpKind::Table { predicate: Some(p), .. } => Some(self.val(gi, p)),
            _ => None,
        };
        let mut guards = Vec::new();
        for (_, g) in &effects {
            let v = match (g, &predicate) {
                (None, None) => None,
                (None, Some(p)) => Some(p.clone()),
                (Some(AsmGuard::Operand(i, neg)), _) => Some(self.operand(gi, op, EffectArg::Operand(*i)).map_or(Val::Unknown, |v| negate(&v, *neg))),
                (Some(AsmGuard::Local(neg)), _) if elects => Some(negate(&self.elected(gi), *neg)),
                (Some(AsmGuard::Local(_)), _) => Some(Val::Unknown),
            };
            if let Some(v) = &v {
                if let Val::Lanes(l) = v {
                    if l.iter().any(|x| !matches!(x, Val::Int(_))) {
                        self.give_up(op.span, "a predicate guards this sync instruction that the model cannot evaluate");
                        return Flow::Stop;
                    }
                    let (yes, no): (Vec<usize>, Vec<usize>) = (0..l.len()).partition(|&i| l[i] == Val::Int(1));
                    self.split(gi, &[yes, no]);
                    return Flow::Next;
                }
                if !matches!(v, Val::Int(_)) {
                    self.give_up(op.span, "a predicate guards this sync instruction that the model cannot evaluate");
                    return Flow::Stop;
                }
            }
            guards.push(v);
        }
        let plain: Vec<Effect> = effects.iter().map(|(e, _)| *e).collect();
        if self.split_on_operands(gi, op, &plain) {
            return Flow::Next;
        }
        for ((e, _), g) in effects.into_iter().zip(guards) {
            if matches!(g, Some(Val::Int(0))) {
                continue;
            }
            let from = self.findings.len();
            let flow = self.effect(gi, op, e);
            self.mark_unsure(gi, from);
            if let Flow::Stop = flow {
                return Flow::Stop;
            }
        }
        advance(self);
        Flow::Next
    }

    /// A load or store of `size` bytes at `ptr`, an address in a peer CTA's
    /// shared memory (recorded against that CTA's end, and a write against
    /// the owner's reads) or in this CTA's copy of a variable peers write.
    fn shared_access(&mut self, gi: usize, op: &'a Op, ptr: &Value, write: bool, size: i128) {
        let v = self.val(gi, ptr);
        let own = self.groups[gi].cta;
        // The bytes each CTA's copy of each variable sees, over the group.
        let mut spans: Vec<super::lifetime::Bytes<'a>> = Vec::new();
        for i in 0..self.groups[gi].n() {
            let Val::Ptr { base, cta, off } = v.lane(i) else { continue };
            let cta = cta.unwrap_or(own);
            if cta >= self.launch.cluster {
                continue;
            }
            match spans.iter_mut().find(|b| b.cta == cta && b.base == *base) {
                Some(b) => {
                    b.lo = b.lo.min(*off);
                    b.hi = b.hi.max(off + size);
                }
                None => spans.push(super::lifetime::Bytes { cta, base: *base, lo: *off, hi: off + size }),
            }
        }
        if spans.is_empty() {
            return;
        }
        self.groups[gi].tick();
        let (vc, who) = (self.groups[gi].vc.clone(), super::threads_text(&self.groups[gi].threads));
        for b in spans {
            let f = if b.cta != own {
                let ended = self.alive[b.cta as usize] == 0;
                let f = self.lifetimes.peer_access(own, b.cta, vc.clone(), op.span, who.clone(), write, ended);
                let race = if write { self.lifetimes.peer_write(b, own, vc.clone(), op.span, who.clone()) } else { None };
                f.or(race)
            } else if !write {
                self.lifetimes.own_read(b, vc.clone(), op.span, who.clone())
            } else {
                None
            };
            if let Some(f) = f {
                self.push_finding(gi, f);
            }
        }
    }

    /// Marks the findings pushed since `from` with group `gi`'s uncertainty.
    fn mark_unsure(&mut self, gi: usize, from: usize) {
        if let Some(u) = self.groups[gi].unsure {
            for f in &mut self.findings[from..] {
                f.unsure.get_or_insert(u);
            }
        }
    }

    /// Records a finding of group `gi`'s path, uncertain where the path was.
    fn push_finding(&mut self, gi: usize, f: Finding) {
        let f = match self.groups.get(gi).and_then(|g| g.unsure) {
            Some(u) if f.unsure.is_none() => f.unsure(u),
            _ => f,
        };
        self.findings.push(f);
    }

    /// `shfl.sync.idx` from lane `lane` of each thread's warp: the source
    /// thread's value where the group holds it, else the value the group's
    /// threads of that warp all have (a warp-uniform value broadcast).
    fn shuffle_idx(&self, gi: usize, v: &Val<'a>, lane: u32) -> Val<'a> {
        let g = &self.groups[gi];
        if !v.is_lanes() {
            return v.clone();
        }
        let per = g.threads.iter().map(|&t| {
            let src = t / 32 * 32 + lane;
            if let Ok(j) = g.threads.binary_search(&src) {
                return v.lane(j).clone();
            }
            let mut same = g.threads.iter().enumerate().filter(|(_, u)| *u / 32 == t / 32).map(|(j, _)| v.lane(j));
            let first = same.next().cloned().unwrap_or(Val::Unknown);
            if same.all(|x| *x == first) { first } else { Val::Unknown }
        });
        Val::lanes(per.collect())
    }

    /// `elect.sync`'s result: true in the lowest thread of each warp that has
    /// not exited (with the full member mask every such thread executes it,
    /// converged, whichever group the model holds it in).
    fn elected(&self, gi: usize) -> Val<'a> {
        let g = &self.groups[gi];
        let exited = &self.exited[g.cta as usize];
        let leader = |t: u32| (t / 32 * 32..t).all(|u| exited.get(u as usize).copied().unwrap_or(true));
        Val::lanes(g.threads.iter().map(|&t| Val::Int(u128::from(leader(t)))).collect())
    }

    fn operand(&self, gi: usize, op: &'a Op, a: EffectArg) -> Option<Val<'a>> {
        let get = |i: usize| -> Option<Val<'a>> {
            let v = match &op.kind {
                OpKind::Table { operands, .. } => operands.get(i)?.as_ref()?,
                OpKind::InlineAsm { args, .. } => args.get(i)?.as_ref()?,
                _ => return None,
            };
            Some(self.val(gi, v))
        };
        match a {
            EffectArg::Operand(i) => Some(get(i).unwrap_or(Val::Unknown)),
            EffectArg::OperandOr(i, d) => Some(get(i).unwrap_or(Val::Int(d as u128))),
            EffectArg::OperandOrAll(i) => get(i),
            EffectArg::Imm(d) => Some(Val::Int(d as u128)),
            EffectArg::All => None,
            EffectArg::Unknown => Some(Val::Unknown),
            // A number, or a flag; an absent flag is unset.
            EffectArg::Attr(k) => Some(match op.attr(k).as_deref() {
                Some("true") => Val::Int(1),
                Some("false") | None => Val::Int(0),
                Some(v) => v.parse::<u128>().map_or(Val::Unknown, Val::Int),
            }),
        }
    }

    fn split_on_operands(&mut self, gi: usize, op: &'a Op, effects: &[Effect]) -> bool {
        for e in effects {
            for a in effect_args(e) {
                if let Some(v @ Val::Lanes(_)) = self.operand(gi, op, a) {
                    let n = self.groups[gi].n();
                    let mut parts: Vec<(Val, Vec<usize>)> = Vec::new();
                    for i in 0..n {
                        let x = v.lane(i);
                        match parts.iter_mut().find(|(p, _)| p == x) {
                            Some((_, ix)) => ix.push(i),
                            None => parts.push((x.clone(), vec![i])),
                        }
                    }
                    let keeps: Vec<Vec<usize>> = parts.into_iter().map(|(_, ix)| ix).collect();
                    self.split(gi, &keeps);
                    return true;
                }
            }
        }
        false
    }

    /// Splits group `gi` into one group per non-empty index set (the first
    /// stays `gi`); the new groups come last, in order.
    fn split(&mut self, gi: usize, keeps: &[Vec<usize>]) {
        let keeps: Vec<&Vec<usize>> = keeps.iter().filter(|k| !k.is_empty()).collect();
        if keeps.len() < 2 {
            return;
        }
        for keep in &keeps[1..] {
            let g = &self.groups[gi];
            let id = self.groups.len();
            let frames = g.frames.iter().map(|f| Frame { func: f.func, block: f.block, op: f.op, env: f.env.iter().map(|(k, v)| (*k, v.select(keep))).collect(), ret: f.ret }).collect();
            let threads: Vec<u32> = keep.iter().map(|&i| g.threads[i]).collect();
            for &t in &threads {
                self.owner[g.cta as usize][t as usize] = id;
            }
            self.asyncs.split(gi, id);
            self.tmem.split(gi, id);
            let g = &self.groups[gi];
            let new = Group { id, cta: g.cta, threads, frames, status: Status::Run, vc: g.vc.clone(), unsure: g.unsure, cluster_arrived: g.cluster_arrived, seen: g.seen.clone(), trips: g.trips.clone() };
            self.groups.push(new);
        }
        let keep = &keeps[0];
        let g = &mut self.groups[gi];
        g.threads = keep.iter().map(|&i| g.threads[i]).collect();
        for f in &mut g.frames {
            for v in f.env.values_mut() {
                if v.is_lanes() {
                    *v = v.select(keep);
                }
            }
        }
    }

    fn jump(&mut self, gi: usize, dest: &'a Successor) -> Flow {
        let func = self.groups[gi].frames.last().expect("a frame").func;
        let Some(&target) = self.info(func).labels.get(dest.label.as_str()) else {
            self.give_up(dest.span, "a branch names a block it cannot find");
            return Flow::Stop;
        };
        let vals: Vec<Val> = dest.args.iter().map(|(v, _)| self.val(gi, v)).collect();
        let params = &self.m.funcs[func].blocks[target].params;
        if self.trace_steps && !params.is_empty() {
            eprintln!("    -> bb{target} {:?}", params.iter().zip(&vals).map(|(p, v)| format!("{}={:?}", p.name.as_str(), v)).collect::<Vec<_>>());
        }
        let f = self.groups[gi].frames.last_mut().expect("a frame");
        for (p, v) in params.iter().zip(vals) {
            f.env.insert(p.name.as_str(), v);
        }
        f.block = target;
        f.op = 0;
        Flow::Next
    }

    fn branch(&mut self, gi: usize, op: &'a Op, cond: &Value, t: &'a Successor, e: &'a Successor) -> Flow {
        match self.val(gi, cond) {
            Val::Int(c) => self.jump(gi, if c & 1 == 1 { t } else { e }),
            Val::Lanes(v) => {
                let (mut yes, mut no, mut unknown) = (Vec::new(), Vec::new(), false);
                for (i, x) in v.iter().enumerate() {
                    match x {
                        Val::Int(c) if c & 1 == 1 => yes.push(i),
                        Val::Int(_) => no.push(i),
                        _ => unknown = true,
                    }
                }
                if unknown {
                    return self.unknown_branch(gi, op, t, e);
                }
                if yes.is_empty() || no.is_empty() {
                    return self.jump(gi, if no.is_empty() { t } else { e });
                }
                self.split(gi, &[yes, no]);
                let other = self.groups.len() - 1;
                self.jump(other, e);
                self.jump(gi, t)
            }
            _ => self.unknown_branch(gi, op, t, e),
        }
    }

    /// A branch on a value the model cannot see: around a loop a few times,
    /// then out; elsewhere the true side. What follows is not proven.
    fn unknown_branch(&mut self, gi: usize, op: &'a Op, t: &'a Successor, e: &'a Successor) -> Flow {
        let succs = [t, e];
        let func = self.groups[gi].frames.last().expect("a frame").func;
        let block = self.groups[gi].frames.last().expect("a frame").block;
        let info = self.info(func);
        let stays: Vec<bool> = succs.iter().map(|s| info.labels.get(s.label.as_str()).is_some_and(|&b| b == block || reaches(&info.succs, b, block))).collect();
        let g = &mut self.groups[gi];
        g.unsure.get_or_insert(op.span);
        let trips = g.trips.entry(op.span).or_insert(0);
        *trips += 1;
        // Around the loop while the trips last, then out; where both or
        // neither stay, the true side.
        let want_stay = *trips <= UNKNOWN_TRIPS;
        let pick = stays.iter().position(|&s| s == want_stay).unwrap_or(0);
        self.jump(gi, succs[pick])
    }

    /// A `switch`: a value the same in every thread of the group takes its
    /// case; one that differs splits the group by case.
    fn switch(&mut self, gi: usize, op: &'a Op, value: &Value, w: u32, default: &'a Successor, cases: &'a [(i128, Successor)]) -> Flow {
        let target = |v: &Val| match v {
            Val::Int(x) => Some(cases.iter().position(|(c, _)| mask(*c as u128, w) == mask(*x, w)).map_or(0, |k| k + 1)),
            _ => None,
        };
        let succ = |k: usize| if k == 0 { default } else { &cases[k - 1].1 };
        let v = self.val(gi, value);
        let n = self.groups[gi].n();
        let per: Option<Vec<usize>> = (0..n).map(|i| target(v.lane(i))).collect();
        // A switch on a value the model cannot see is a dispatch on memory
        // (a warp-specialised kernel's mailbox of what to run next): no one
        // case is a guess worth a verdict.
        let Some(per) = per else {
            self.give_up(op.span, "a switch on a value it cannot see (memory) picks the path");
            return Flow::Stop;
        };
        let mut parts: Vec<(usize, Vec<usize>)> = Vec::new();
        for (i, k) in per.into_iter().enumerate() {
            match parts.iter_mut().find(|(t, _)| *t == k) {
                Some((_, ix)) => ix.push(i),
                None => parts.push((k, vec![i])),
            }
        }
        if parts.len() > 1 {
            let first_new = self.groups.len();
            let keeps: Vec<Vec<usize>> = parts.iter().map(|(_, ix)| ix.clone()).collect();
            self.split(gi, &keeps);
            for (j, (k, _)) in parts.iter().enumerate().skip(1) {
                if let Flow::Stop = self.jump(first_new + j - 1, succ(*k)) {
                    return Flow::Stop;
                }
            }
        }
        self.jump(gi, succ(parts[0].0))
    }

    fn ret(&mut self, gi: usize, op: &'a Op, v: Option<Val<'a>>) -> Flow {
        let frame = self.groups[gi].frames.pop().expect("a frame");
        match self.groups[gi].frames.last_mut() {
            Some(caller) => {
                if let (Some(r), Some(v)) = (frame.ret, v) {
                    caller.env.insert(r, v);
                }
                caller.op += 1;
                Flow::Next
            }
            None => {
                self.exit(gi, op.span);
                Flow::Stop
            }
        }
    }

    fn exit(&mut self, gi: usize, at: Span) {
        self.async_exit(gi, at);
        let (cta, n) = (self.groups[gi].cta, self.groups[gi].n() as u64);
        self.groups[gi].status = Status::Exited(at);
        self.alive[cta as usize] -= n;
        self.groups[gi].tick();
        let who = super::threads_text(&self.groups[gi].threads);
        self.lifetimes.exit(cta, &self.groups[gi].threads, &who, &self.groups[gi].vc, at);
        if self.alive[cta as usize] == 0 {
            let ended = self.lifetimes.cta_end(cta);
            for f in ended {
                self.push_finding(gi, f);
            }
        }
        for &t in &self.groups[gi].threads {
            self.exited[cta as usize][t as usize] = true;
        }
        // Threads that exit no longer count toward a barrier of the whole CTA
        // (or cluster): one others wait at now can never see them.
        let waiting: Vec<(u32, Span)> = self.cta_bars.iter().filter(|((c, _), b)| *c == cta && b.expected.is_none() && b.arrived > 0).map(|((_, id), b)| (*id, b.sites[0].1)).collect();
        for (id, site) in waiting {
            let who = super::threads_text(&self.groups[gi].threads);
            self.push_finding(gi, Finding::error(site, format!("not every thread of the CTA reaches this barrier: {who} exit without it (bar.sync {id} waits for every thread of the CTA)")).step(at, format!("{who} exit here")).step(site, "the others wait here"));
            self.check_cta_bar(cta, id);
        }
        self.check_cluster();
    }

    fn gep(&self, gi: usize, base: &Val<'a>, indices: &[GepIndex], elem: &Type, n: usize) -> Val<'a> {
        let mut off = Val::Int(0);
        let size = |t: &Type| crate::layout::alloc_size(t) as u128;
        let mut ty = elem;
        for (k, idx) in indices.iter().enumerate() {
            let iv = match idx {
                GepIndex::Const(c) => Val::Int(*c as i128 as u128),
                GepIndex::Value(v) => self.val(gi, v),
            };
            let (scale, next): (u128, &Type) = if k == 0 {
                (size(ty), ty)
            } else {
                match ty {
                    Type::Array(_, e) | Type::Vector(_, e) => (size(e), &**e),
                    Type::Struct(fields) => {
                        let GepIndex::Const(c) = idx else { return Val::Unknown };
                        let at = (*c as usize).min(fields.len().saturating_sub(1));
                        let o: u128 = fields[..at].iter().map(crate::layout::alloc_size).sum();
                        off = map1(&off, |x| match x {
                            Val::Int(a) => Val::Int(a.wrapping_add(o)),
                            _ => Val::Unknown,
                        });
                        ty = &fields[at];
                        continue;
                    }
                    _ => return Val::Unknown,
                }
            };
            let scaled = map1(&iv, |x| match x {
                Val::Int(i) => Val::Int((signed(*i, 64) * scale as i128) as u128),
                _ => Val::Unknown,
            });
            off = map2(&off, &scaled, n, |a, b| match (a, b) {
                (Val::Int(a), Val::Int(b)) => Val::Int(a.wrapping_add(*b)),
                _ => Val::Unknown,
            });
            ty = next;
        }
        map2(base, &off, n, |b, o| match (b, o) {
            (Val::Ptr { base, cta, off }, Val::Int(d)) => Val::Ptr { base: *base, cta: *cta, off: off + *d as i128 },
            _ => Val::Unknown,
        })
    }

    fn sreg(&self, gi: usize, name: &str) -> Val<'a> {
        let g = &self.groups[gi];
        let [nx, ny, _] = self.launch.dims;
        let per = |f: &dyn Fn(u32) -> u32| Val::lanes(g.threads.iter().map(|&t| Val::Int(u128::from(f(t)))).collect());
        match name {
            "tid.x" => per(&|t| t % nx),
            "tid.y" => per(&|t| (t / nx) % ny),
            "tid.z" => per(&|t| t / (nx * ny)),
            "laneid" => per(&|t| t % 32),
            "warpid" => per(&|t| t / 32),
            "ntid.x" => Val::Int(u128::from(nx)),
            "ntid.y" => Val::Int(u128::from(ny)),
            "ntid.z" => Val::Int(u128::from(self.launch.dims[2])),
            "warpsize" => Val::Int(32),
            "nwarpid" => Val::Int(u128::from(self.launch.dims.iter().product::<u32>().div_ceil(32))),
            "ctaid.x" | "cluster.ctaid.x" | "cluster.ctarank" => Val::Int(u128::from(g.cta)),
            "ctaid.y" | "ctaid.z" | "cluster.ctaid.y" | "cluster.ctaid.z" | "clusterid.x" | "clusterid.y" | "clusterid.z" => Val::Int(0),
            "nctaid.x" | "cluster.nctaid.x" | "cluster.nctarank" => Val::Int(u128::from(self.launch.cluster)),
            "nctaid.y" | "nctaid.z" | "cluster.nctaid.y" | "cluster.nctaid.z" | "nclusterid.x" | "nclusterid.y" | "nclusterid.z" => Val::Int(1),
            _ => Val::Unknown,
        }
    }

    /// An asm with no sync effect: a special register it reads, an address
    /// it converts; anything else is not followed.
    fn asm_value(&self, gi: usize, asm: &str, args: &[Option<Value>]) -> Val<'a> {
        if let Some(c) = crate::ptx_asm::cvta(asm) {
            return args.get(c.input).and_then(Option::as_ref).map_or(Val::Unknown, |v| self.val(gi, v));
        }
        let sts = crate::ptx_asm::statements(asm);
        // `mapa.shared::cluster.u32 $0, $1, $2`: the same variable in CTA $2.
        if let [st] = sts.as_slice() {
            if st.opcode.starts_with("mapa") {
                let arg = |i: usize| st.operands.split(',').nth(i).map(str::trim).and_then(|s| s.strip_prefix('$')).and_then(|d| d.parse::<usize>().ok()).and_then(|k| args.get(k)?.as_ref()).map(|v| self.val(gi, v));
                if let (Some(p), Some(r)) = (arg(1), arg(2)) {
                    return map2(&p, &r, self.groups[gi].n(), mapa);
                }
                return Val::Unknown;
            }
        }
        if let [st] = sts.as_slice() {
            if st.opcode.starts_with("mov") {
                if let Some(r) = st.operands.split(',').nth(1).map(str::trim).and_then(|r| r.strip_prefix('%')) {
                    let r = r.trim_start_matches('%');
                    // PTX spells `%cluster_ctaid.x`; the table's name is `cluster.ctaid.x`.
                    let name = r.strip_prefix("cluster_").map_or_else(|| r.to_string(), |rest| format!("cluster.{rest}"));
                    return self.sreg(gi, &name);
                }
            }
        }
        Val::Unknown
    }

    // ---- effects ----------------------------------------------------------

    fn key(&mut self, gi: usize, op: &'a Op, a: EffectArg) -> Option<BarKey<'a>> {
        match self.operand(gi, op, a) {
            Some(Val::Ptr { base, cta, off }) => Some(BarKey { cta: cta.unwrap_or(self.groups[gi].cta), base, off }),
            other => {
                self.give_up(op.span, format!("the mbarrier's address is not a variable it knows ({other:?})"));
                None
            }
        }
    }

    fn count(&mut self, gi: usize, op: &'a Op, a: EffectArg) -> Option<i64> {
        match self.operand(gi, op, a) {
            Some(Val::Int(v)) => Some(signed(v, 64) as i64),
            Some(other) => {
                self.give_up(op.span, format!("a count it reads is not a constant it can follow ({other:?})"));
                None
            }
            None => None,
        }
    }

    /// An expect_tx byte count: a constant, or `None` for a value the model
    /// cannot see (loaded from the kernel's parameters), which makes every
    /// later verdict of the group a warning.
    fn byte_count(&mut self, gi: usize, op: &'a Op, a: EffectArg) -> Option<i64> {
        match self.operand(gi, op, a) {
            Some(Val::Int(v)) => Some(signed(v, 64) as i64),
            None => Some(0),
            Some(_) => {
                self.groups[gi].unsure.get_or_insert(op.span);
                None
            }
        }
    }

    fn effect(&mut self, gi: usize, op: &'a Op, e: Effect) -> Flow {
        let n = self.groups[gi].n() as i64;
        let who = super::threads_text(&self.groups[gi].threads);
        match e {
            Effect::MbarInit { bar, count } => {
                let (Some(key), Some(c)) = (self.key(gi, op, bar), self.count(gi, op, count)) else { return Flow::Stop };
                self.groups[gi].tick();
                let vc = self.groups[gi].vc.clone();
                let mut trace = Vec::new();
                trace.push((op.span, format!("{who}: mbarrier.init, {c} arrival{} per phase", plural(c))));
                self.inits += 1;
                self.published.remove(&key);
                self.mbars.insert(key, Mbar { count: c, pending: c, tx: 0, tx_unknown: false, expect_unknown: false, copies: 0, phase: 0, init: (vc, op.span), epoch: self.inits, inval: None, phase_vc: Vc::new(), done_vc: FastMap::default(), takes_bytes: false, trace, uses: FastMap::default(), announced: 0, delivered: 0, last_done_by: None, _k: std::marker::PhantomData });
            }
            Effect::MbarInval { bar } => {
                let Some(key) = self.key(gi, op, bar) else { return Flow::Stop };
                if !self.use_mbar(gi, key, op) {
                    return Flow::Next;
                }
                let vc = self.groups[gi].vc.clone();
                let b = self.mbars.get_mut(&key).expect("used");
                b.inval = Some(op.span);
                let racing: Vec<Span> = b.uses.iter().filter(|(g, (v, _))| **g != gi && !before(v, &vc)).map(|(_, (_, s))| *s).collect();
                if let Some(s) = racing.first() {
                    self.push_finding(gi, Finding::error(op.span, format!("{who} invalidate this mbarrier while other threads may still use it")).step(*s, "a use that nothing orders before the inval"));
                }
            }
            Effect::MbarArrive { bar, count, tx, drop, complete } => {
                let Some(key) = self.key(gi, op, bar) else { return Flow::Stop };
                let Some(c) = self.count(gi, op, count) else { return Flow::Stop };
                let t = self.byte_count(gi, op, tx);
                if !self.use_mbar(gi, key, op) {
                    return Flow::Next;
                }
                match t {
                    Some(0) => {}
                    Some(t) => self.expect_tx(gi, key, op, t * n),
                    None => self.expect_unseen(gi, key, op),
                }
                let phase = self.mbars[&key].phase;
                self.arrive(gi, key, op, c * n, drop, complete);
                self.set(gi, op, Val::Token { key, phase });
            }
            // A copy to this CTA alone is a multicast with mask 0.
            Effect::MbarCompleteTx { bar, tx } | Effect::MbarCompleteTxMulticast { bar, tx, .. } => {
                let mask = match e {
                    Effect::MbarCompleteTxMulticast { mask, .. } => mask,
                    _ => EffectArg::Imm(0),
                };
                let Some(key) = self.key(gi, op, bar) else { return Flow::Stop };
                let Some(mask) = self.count(gi, op, mask) else { return Flow::Stop };
                let bytes = match self.operand(gi, op, tx) {
                    Some(Val::Int(v)) => Some(signed(v, 64) as i64 * n),
                    _ => None,
                };
                for cta in self.mask_ctas(mask, key.cta) {
                    let k = BarKey { cta, ..key };
                    if !self.use_mbar(gi, k, op) {
                        return Flow::Next;
                    }
                    self.complete_tx(gi, k, op, bytes);
                }
            }
            Effect::MbarArriveMulticast { bar, mask } => {
                let Some(key) = self.key(gi, op, bar) else { return Flow::Stop };
                let Some(mask) = self.count(gi, op, mask) else { return Flow::Stop };
                // tcgen05.commit: the barrier tracks the thread's MMAs so far.
                self.tmem_commit(gi, op.span);
                for cta in self.mask_ctas(mask, key.cta) {
                    let k = BarKey { cta, ..key };
                    if !self.use_mbar(gi, k, op) {
                        return Flow::Next;
                    }
                    self.arrive(gi, k, op, n, false, true);
                }
            }
            Effect::MbarExpectTx { bar, tx } => {
                let Some(key) = self.key(gi, op, bar) else { return Flow::Stop };
                let t = self.byte_count(gi, op, tx);
                if !self.use_mbar(gi, key, op) {
                    return Flow::Next;
                }
                match t {
                    Some(t) => self.expect_tx(gi, key, op, t * n),
                    None => self.expect_unseen(gi, key, op),
                }
            }
            Effect::MbarProbe { bar, state } | Effect::MbarWait { bar, state } => {
                let Some(key) = self.key(gi, op, bar) else { return Flow::Stop };
                if !self.use_mbar(gi, key, op) {
                    return Flow::Next;
                }
                let (parity, token) = match self.operand(gi, op, state) {
                    Some(Val::Int(v)) => (Some((v & 1) as u32), None),
                    Some(Val::Token { phase, .. }) => (None, Some(phase)),
                    _ => {
                        self.give_up(op.span, "the phase this wait names is not a value it can follow");
                        return Flow::Stop;
                    }
                };
                let blocking = matches!(e, Effect::MbarWait { .. }) || {
                    let f = self.groups[gi].frames.last().expect("a frame");
                    self.info(f.func).in_cycle[f.block]
                };
                match self.mbar_passes(gi, key, parity, token, op.span) {
                    Some(vc) => {
                        join(&mut self.groups[gi].vc, &vc);
                        self.set(gi, op, Val::Int(1));
                    }
                    None if blocking => {
                        let b = self.mbars.get_mut(&key).expect("used");
                        b.trace.push((op.span, format!("{who} wait for the phase of parity {}", parity.map_or("?".into(), |p| p.to_string()))));
                        self.groups[gi].status = Status::Blocked(Wait::Mbar { key, parity, token, at: op.span });
                        if matches!(e, Effect::MbarProbe { .. }) {
                            // Woken, the probe returns true: step past it then.
                            self.set(gi, op, Val::Int(1));
                        }
                        return Flow::Stop;
                    }
                    None => self.set(gi, op, Val::Int(0)),
                }
            }
            Effect::CtaSync { id, count, .. } | Effect::CtaArrive { id, count } => {
                let wait = matches!(e, Effect::CtaSync { .. });
                let aligned = matches!(e, Effect::CtaSync { aligned: true, .. });
                let Some(id) = self.count(gi, op, id) else { return Flow::Stop };
                let expected = match self.operand(gi, op, count) {
                    None => None,
                    Some(Val::Int(v)) => Some(v as u64),
                    Some(_) => {
                        self.give_up(op.span, "a barrier's thread count is not a value it can follow");
                        return Flow::Stop;
                    }
                };
                return self.cta_barrier(gi, op, id as u32, expected, wait, aligned);
            }
            Effect::ClusterRelease => self.publish_inits(gi),
            Effect::ClusterArrive { release } => {
                if release {
                    self.publish_inits(gi);
                }
                let g = &mut self.groups[gi];
                if let Some((prev, _)) = g.cluster_arrived {
                    let f = Finding::error(op.span, format!("{who} arrive at the cluster barrier twice without a barrier.cluster.wait between")).step(prev, "the first arrive");
                    self.push_finding(gi, f);
                    return Flow::Next;
                }
                g.cluster_arrived = Some((op.span, self.cluster.0));
                g.tick();
                let vc = g.vc.clone();
                self.cluster.1 += n as u64;
                join(&mut self.cluster.2, &vc);
                self.check_cluster();
            }
            Effect::ClusterWait => {
                let g = &mut self.groups[gi];
                let Some((_, round)) = g.cluster_arrived.take() else {
                    self.push_finding(gi, Finding::error(op.span, format!("{who} wait at the cluster barrier without arriving first (barrier.cluster.arrive)")));
                    return Flow::Next;
                };
                self.groups[gi].status = Status::Blocked(Wait::Cluster { round, at: op.span });
                return Flow::Stop;
            }
            Effect::Elect => {
                let v = self.elected(gi);
                self.set(gi, op, v);
            }
            Effect::CpAsyncArrive { bar, noinc } => {
                let Some(key) = self.key(gi, op, bar) else { return Flow::Stop };
                let Some(noinc) = self.count(gi, op, noinc) else { return Flow::Stop };
                if !self.use_mbar(gi, key, op) {
                    return Flow::Next;
                }
                // The copies complete at some later time: the model takes
                // the arrival as made now, by the thread that issued them.
                if noinc != 0 {
                    self.arrive(gi, key, op, n, false, true);
                } else {
                    self.groups[gi].tick();
                    let vc = self.groups[gi].vc.clone();
                    let b = self.mbars.get_mut(&key).expect("used");
                    join(&mut b.phase_vc, &vc);
                    b.trace.push((op.span, format!("{who}: cp.async.mbarrier.arrive without .noinc (raises the pending count first: no net arrival in phase {})", b.phase)));
                }
                self.cp_async_land_on_arrive(gi, op.span);
            }
            Effect::TmemAlloc { cols } | Effect::TmemDealloc { cols } => {
                let cols = match self.operand(gi, op, cols) {
                    Some(Val::Int(c)) => Some(signed(c, 32) as i64),
                    _ => None,
                };
                let (cta, threads) = (self.groups[gi].cta, self.groups[gi].threads.clone());
                if matches!(e, Effect::TmemAlloc { .. }) {
                    self.tmem_slot(gi, op);
                    if let Some(f) = self.lifetimes.alloc(cta, &threads, who, cols, op.span) {
                        self.push_finding(gi, f);
                    }
                } else {
                    self.lifetimes.dealloc(cta, &threads, cols);
                }
            }
            Effect::TmemRelinquish => self.lifetimes.relinquish(self.groups[gi].cta, op.span),
            Effect::TmemLd { .. } | Effect::TmemSt { .. } | Effect::TmemWait { .. } | Effect::TmemMma { .. } => return self.tmem_effect(gi, op, e),
            Effect::Unmodeled => {
                self.give_up(op.span, "it does not follow this op");
                return Flow::Stop;
            }
            Effect::CpAsync { .. } | Effect::CpAsyncCommit | Effect::CpAsyncWait { .. } | Effect::BulkRead { .. } | Effect::BulkCommit | Effect::BulkWait { .. } | Effect::ProxyFence | Effect::WgmmaFence | Effect::WgmmaCommit | Effect::WgmmaWait { .. } | Effect::Wgmma => return self.group_effect(gi, op, e),
        }
        Flow::Next
    }

    fn check_cluster(&mut self) {
        let alive: u64 = self.alive.iter().sum();
        if self.cluster.1 > 0 && self.cluster.1 >= alive {
            self.cluster.0 += 1;
            self.cluster.1 = 0;
        }
    }

    /// The CTAs a multicast `mask` names (0: `own`, the issuing CTA's).
    fn mask_ctas(&self, mask: i64, own: u32) -> Vec<u32> {
        if mask == 0 { vec![own] } else { (0..self.launch.cluster).filter(|r| mask >> r & 1 == 1).collect() }
    }

    /// Group `gi` releases to the cluster: the inits of its CTA's mbarriers
    /// that happen before are visible to the other CTAs.
    fn publish_inits(&mut self, gi: usize) {
        let g = &self.groups[gi];
        for (k, b) in &self.mbars {
            if k.cta == g.cta && before(&b.init.0, &g.vc) {
                self.published.insert(*k);
            }
        }
    }

    /// Records a use of an mbarrier, refusing one no init reaches first.
    fn use_mbar(&mut self, gi: usize, key: BarKey<'a>, op: &'a Op) -> bool {
        let who = super::threads_text(&self.groups[gi].threads);
        let vc = self.groups[gi].vc.clone();
        let Some(b) = self.mbars.get_mut(&key) else {
            // A barrier a parameter points to may be initialised by a
            // caller or an earlier kernel: not something the model sees.
            if matches!(key.base, Base::Param(_)) {
                self.give_up(op.span, "the mbarrier comes from a parameter and its init is not in the kernel");
                return false;
            }
            // Another CTA's barrier whose init this schedule has not reached:
            // nothing orders the init before this use.
            if key.cta != self.groups[gi].cta {
                self.push_finding(gi, Finding::error(op.span, format!("{who} use this mbarrier, but nothing orders its mbarrier.init before this use")).note(format!("the barrier is CTA {}'s: publish its init with fence.mbarrier_init.release.cluster and a cluster barrier before another CTA arrives on it", key.cta)).any_cluster_shape());
                return false;
            }
            self.push_finding(gi, Finding::error(op.span, format!("{who} use an mbarrier that no mbarrier.init has initialised before this point")));
            return false;
        };
        if let Some(inv) = b.inval {
            self.push_finding(gi, Finding::error(op.span, format!("{who} use an mbarrier after it was invalidated")).step(inv, "mbarrier.inval"));
            return false;
        }
        if !before(&b.init.0, &vc) {
            let init = b.init.1;
            let f = Finding::error(op.span, format!("{who} use this mbarrier, but nothing orders its mbarrier.init before this use")).step(init, "the init").note("publish the init first: fence.mbarrier_init.release.cluster (for other CTAs) and a barrier (bar.sync / barrier.cluster arrive+wait) between the init and every other thread's first use");
            self.findings.push(if key.cta != self.groups[gi].cta { f.any_cluster_shape() } else { f });
            b.init.0 = Vc::new();
        }
        b.uses.insert(gi, (vc, op.span));
        // Another CTA's use: the init must have been released to the cluster.
        let cta = self.groups[gi].cta;
        if key.cta != cta && self.published.insert(key) {
            let init = b.init.1;
            self.push_finding(gi, Finding::error(op.span, format!("{who} of CTA {cta} use mbarrier {}, whose mbarrier.init is not published to the cluster: no fence.mbarrier_init.release.cluster (or release at cluster scope) follows the init before the barrier that orders this use", key_text(&key))).step(init, "the init").note("after the init: fence.mbarrier_init.release.cluster, then barrier.cluster.arrive.relaxed + wait before any other CTA arrives on it (or a releasing barrier.cluster.arrive)").any_cluster_shape());
        }
        true
    }

    fn expect_tx(&mut self, gi: usize, key: BarKey<'a>, op: &'a Op, bytes: i64) {
        let who = super::threads_text(&self.groups[gi].threads);
        let b = self.mbars.get_mut(&key).expect("used");
        b.tx += bytes;
        b.announced += bytes;
        b.takes_bytes = true;
        b.trace.push((op.span, format!("{who}: expect {} bytes (phase {})", fmt_bytes(bytes), b.phase)));
    }

    fn expect_unseen(&mut self, gi: usize, key: BarKey<'a>, op: &'a Op) {
        let who = super::threads_text(&self.groups[gi].threads);
        let b = self.mbars.get_mut(&key).expect("used");
        b.expect_unknown = true;
        b.takes_bytes = true;
        b.trace.push((op.span, format!("{who}: expect a byte count the model cannot see (phase {})", b.phase)));
    }

    fn complete_tx(&mut self, gi: usize, key: BarKey<'a>, op: &'a Op, bytes: Option<i64>) {
        let who = super::threads_text(&self.groups[gi].threads);
        let vc = self.groups[gi].vc.clone();
        let b = self.mbars.get_mut(&key).expect("used");
        b.takes_bytes = true;
        join(&mut b.phase_vc, &vc);
        match bytes {
            Some(x) => {
                b.copies += 1;
                b.tx -= x;
                b.delivered += x;
                b.trace.push((op.span, format!("{who}: a copy completes {} bytes (phase {})", fmt_bytes(x), b.phase)));
                if b.tx < 0 && !b.expect_unknown && b.pending == b.count && b.last_done_by == Some((gi, true)) {
                    let (ann, del) = (b.announced, b.delivered);
                    self.findings.push(Finding::error(op.span, format!("this copy completes {} bytes on an mbarrier whose phase already completed: the phase announced {} bytes and the copies deliver {}", fmt_bytes(x), fmt_bytes(ann), fmt_bytes(del))).note("the expect_tx byte count must equal the bytes every copy on the barrier delivers in the phase"));
                    b.tx = 0;
                }
            }
            // Another box of the same phase, after one completed it (two TMA
            // loads per stage): it belongs to the phase that completed.
            None if b.pending == b.count && b.tx == 0 && b.last_done_by == Some((gi, true)) => {
                b.trace.push((op.span, format!("{who}: a tensor copy completes its box's bytes (of the phase that completed)")));
                return;
            }
            None => {
                b.copies += 1;
                b.tx_unknown = true;
                b.trace.push((op.span, format!("{who}: a tensor copy completes its box's bytes (not visible: the box is in the tensor map)")));
            }
        }
        self.try_complete(key, Some(gi), true);
    }

    fn arrive(&mut self, gi: usize, key: BarKey<'a>, op: &'a Op, arrivals: i64, drop: bool, complete: bool) {
        let who = super::threads_text(&self.groups[gi].threads);
        self.groups[gi].tick();
        let vc = self.groups[gi].vc.clone();
        let b = self.mbars.get_mut(&key).expect("used");
        join(&mut b.phase_vc, &vc);
        b.trace.push((op.span, format!("{who}: arrive ({} of {} in phase {})", b.count - b.pending + arrivals.min(b.pending), b.count, b.phase)));
        if drop {
            b.count -= arrivals.min(b.count);
        }
        if arrivals > b.pending {
            let (p, c, ph) = (b.pending, b.count, b.phase);
            self.findings.push(Finding::error(op.span, format!("{who} arrive {arrivals} time{} on an mbarrier whose phase {ph} expects {p} more (initialised for {c} per phase): the extra arrivals complete phases no one waits for", plural(arrivals))).step(b.init.1, "the init").note("arrive from as many threads as the init count (elect one thread, or init with the number of arriving threads)"));
            b.pending = 0;
        } else {
            b.pending -= arrivals;
        }
        if complete || b.pending > 0 {
            self.try_complete(key, Some(gi), false);
        }
    }

    /// Completes the current phase when its arrivals and bytes are in.
    fn try_complete(&mut self, key: BarKey<'a>, by: Option<usize>, by_tx: bool) {
        let b = self.mbars.get_mut(&key).expect("used");
        let bytes_in = if b.expect_unknown { b.copies > 0 } else { b.tx == 0 || (b.tx_unknown && b.tx >= 0) };
        if b.pending == 0 && bytes_in {
            let vc = std::mem::take(&mut b.phase_vc);
            b.done_vc.insert(b.phase, vc);
            b.done_vc.remove(&b.phase.wrapping_sub(4));
            b.phase += 1;
            b.pending = b.count;
            b.tx = 0;
            b.tx_unknown = false;
            b.expect_unknown = false;
            b.copies = 0;
            b.last_done_by = by.map(|g| (g, by_tx));
            b.announced = 0;
            b.delivered = 0;
            if b.trace.len() > 24 {
                b.trace.drain(..b.trace.len() - 12);
            }
        }
    }

    /// What a wait for (`parity` or `token`) on `key` acquires, if it returns now.
    fn mbar_passes(&mut self, gi: usize, key: BarKey<'a>, parity: Option<u32>, token: Option<u64>, at: Span) -> Option<Vc> {
        let b = self.mbars.get(&key)?;
        let cur = b.phase;
        let observed: i64 = match (parity, token) {
            (Some(p), _) => {
                if (cur & 1) as u32 == p {
                    return None;
                }
                cur as i64 - 1
            }
            (None, Some(t)) => {
                if cur <= t {
                    return None;
                }
                t as i64
            }
            _ => return None,
        };
        let vc = if observed >= 0 { b.done_vc.get(&(observed as u64)).cloned().unwrap_or_default() } else { Vc::new() };
        let epoch = b.epoch;
        let who = super::threads_text(&self.groups[gi].threads);
        // A wait returning before the barrier's first phase completed: judged
        // at the end, when it is known whether bytes complete the barrier
        // (then nothing it guards had landed).
        if observed < 0 {
            self.early.push((key, at, who.clone()));
        }
        let seen = self.groups[gi].seen.insert((key, at), (epoch, observed));
        if seen == Some((epoch, observed)) {
            let f = Finding::error(at, format!("this wait returns for {who} on phase {} again, which it already waited for: its parity is not flipped when the barrier's phase advances", observed.max(0))).note("flip the parity (phase ^= 1) each time the ring index wraps to 0");
            self.push_finding(gi, f);
        }
        Some(vc)
    }

    fn cta_barrier(&mut self, gi: usize, op: &'a Op, id: u32, expected: Option<u64>, wait: bool, aligned: bool) -> Flow {
        let g = &mut self.groups[gi];
        let cta = g.cta;
        let n = g.n() as u64;
        g.tick();
        let vc = g.vc.clone();
        let warp = g.threads[0] / 32;
        let b = self.cta_bars.entry((cta, id)).or_insert(CtaBar { arrived: 0, expected, round: 0, vc: Vc::new(), sites: Vec::new(), aligned_full: false, arrive_only: None });
        if b.arrived == 0 {
            b.expected = expected;
            b.sites.clear();
            b.aligned_full = aligned && expected.is_none();
            b.arrive_only = None;
        }
        if expected.is_none() && b.arrived > 0 && b.sites.iter().any(|(_, s)| *s != op.span) && b.aligned_full {
            let other = b.sites[0].1;
            self.push_finding(gi, Finding::error(op.span, format!("threads of the CTA reach bar.sync {id} at different places: this barrier and another one complete each other, so the code between them is not ordered as written")).step(other, "other threads wait at this barrier").note("put the barrier where every thread of the CTA reaches it, outside any branch on the thread index"));
        }
        let b = self.cta_bars.get_mut(&(cta, id)).expect("inserted");
        b.arrived += n;
        b.sites.push((warp, op.span));
        if !wait {
            b.arrive_only.get_or_insert(op.span);
        }
        join(&mut b.vc, &vc);
        let round = b.round;
        self.check_cta_bar(cta, id);
        if wait {
            self.groups[gi].status = Status::Blocked(Wait::Cta { cta, id, round, at: op.span });
            return Flow::Stop;
        }
        Flow::Next
    }

    fn check_cta_bar(&mut self, cta: u32, id: u32) {
        let alive = self.alive[cta as usize];
        let b = self.cta_bars.get_mut(&(cta, id)).expect("exists");
        let need = b.expected.unwrap_or(alive);
        if b.arrived > 0 && b.arrived >= need {
            b.arrived -= need.min(b.arrived);
            b.round += 1;
            if b.arrived == 0 {
                b.sites.clear();
            }
        }
    }

    /// At the end: a wait that never returned is a hang; a `bar.arrive`
    /// no `bar.sync` completed.
    fn finish(&mut self) {
        for (key, at, who) in std::mem::take(&mut self.early) {
            if self.mbars.get(&key).is_some_and(|b| b.takes_bytes) {
                let f = Finding::error(at, format!("this wait returns at once for {who}: parity 1 names the phase before mbarrier {}'s first, so it does not wait for the bytes that complete phase 0", key_text(&key))).note("wait for parity 0 first, and flip the parity each time the ring index wraps");
                self.findings.push(f);
            }
        }
        let blocked: Vec<usize> = (0..self.groups.len()).filter(|&g| matches!(self.groups[g].status, Status::Blocked(_))).collect();
        // The wait on a barrier that some arrivals or bytes reached and that
        // still falls short is where the protocol broke; the other waits
        // follow from it.
        let short = |g: &usize| match &self.groups[*g].status {
            Status::Blocked(Wait::Mbar { key, .. }) => self.mbars.get(key).is_some_and(|b| b.pending < b.count || b.tx > 0 || b.delivered > 0),
            Status::Blocked(Wait::Cta { cta, id, .. }) => self.cta_bars.get(&(*cta, *id)).is_some_and(|b| b.arrived > 0),
            _ => false,
        };
        if let Some(&first) = blocked.iter().find(|g| short(g)).or(blocked.first()) {
            let finding = self.hang(first, &blocked);
            self.findings.push(finding);
        }
        for ((_, id), b) in &self.cta_bars {
            if let (Some(at), true) = (b.arrive_only, b.arrived > 0 && blocked.is_empty()) {
                self.findings.push(Finding::error(at, format!("these threads arrive at named barrier {id} ({} of {} threads), but no bar.sync on it completes: the kernel ends with the barrier open", b.arrived, b.expected.unwrap_or(0))));
            }
        }
    }

    fn hang(&self, first: usize, blocked: &[usize]) -> Finding {
        let g = &self.groups[first];
        let who = super::threads_text(&g.threads);
        let Status::Blocked(w) = &g.status else { unreachable!("blocked") };
        let mut f = match w {
            Wait::Mbar { key, parity, token, at } => {
                let b = &self.mbars[key];
                let what = match (parity, token) {
                    (Some(p), _) => format!("the phase of parity {p}"),
                    _ => "the phase its state names".into(),
                };
                let tx = if b.expect_unknown { " (a byte count not visible)".to_string() } else if b.tx_unknown { " (a tensor copy's bytes not visible)".to_string() } else if b.announced > 0 || b.delivered > 0 { format!(", {} of {} bytes", fmt_bytes(b.delivered), fmt_bytes(b.announced)) } else { String::new() };
                let mut f = Finding::error(*at, format!("this wait never returns: {who} wait for {what} of mbarrier {} (phase {}, arrivals {} of {}{tx}), and no thread left can complete it", key_text(key), b.phase, b.count - b.pending, b.count));
                // The events that led here: the init, then the last few.
                let tail = b.trace.len().saturating_sub(8);
                for (s, m) in b.trace.iter().take(1).chain(b.trace.iter().skip(tail.max(1))) {
                    f = f.step(*s, m.clone());
                }
                f
            }
            Wait::Cta { cta, id, at, .. } => {
                let b = &self.cta_bars[&(*cta, *id)];
                let need = b.expected.unwrap_or(self.alive[*cta as usize]);
                Finding::error(*at, format!("this barrier never completes: {who} wait at bar.sync {id} ({} of {need} threads arrived), and no thread left arrives", b.arrived))
            }
            Wait::Cluster { at, .. } => Finding::error(*at, format!("this cluster barrier never completes: {who} wait, and not every thread of the cluster arrives")),
            Wait::Warp { at } => Finding::error(*at, format!("this warp-synchronous instruction never runs: {who} wait for the rest of their warp, which never reaches it")),
        };
        for &o in blocked.iter().filter(|&&o| o != first).take(4) {
            let og = &self.groups[o];
            if let Status::Blocked(Wait::Mbar { at, .. } | Wait::Cta { at, .. } | Wait::Cluster { at, .. } | Wait::Warp { at }) = &og.status {
                f = f.step(*at, format!("{} wait here too (CTA {})", super::threads_text(&og.threads), og.cta));
            }
        }
        for og in self.groups.iter().filter(|o| matches!(o.status, Status::Exited(_))).take(3) {
            if let Status::Exited(at) = og.status {
                if at != Span::default() {
                    f = f.step(at, format!("{} have exited", super::threads_text(&og.threads)));
                }
            }
        }
        if let Some(u) = g.unsure {
            f = f.unsure(u);
        }
        f
    }
}

/// All threads of the warp execute it together (`.sync.aligned`, a
/// convergent op of the tables other than the barriers the model follows
/// itself): threads of one warp that the model holds apart meet there.
fn warp_synchronous(op: &Op) -> bool {
    match &op.kind {
        OpKind::Table { spec, .. } => spec.convergent && (matches!(spec.effect, None | Some(Effect::Elect | Effect::TmemAlloc { .. } | Effect::TmemDealloc { .. } | Effect::TmemRelinquish)) || spec.effect.as_ref().is_some_and(|e| groups::is_group_effect(e) || tmem::is_tmem_effect(e))) && spec.forms.iter().any(|f| f.ptx.contains(".sync") || f.ptx.contains(".aligned")),
        OpKind::InlineAsm { asm, .. } => (asm.contains(".sync.aligned") || asm.contains("bar.warp.sync")) && !asm.contains("bar.sync") && !asm.contains("barrier.sync") && !asm.contains("barrier.cluster"),
        OpKind::Wgmma(_) => true,
        _ => false,
    }
}

/// The address `p` names in CTA `rank` of the cluster.
fn mapa<'a>(p: &Val<'a>, rank: &Val<'a>) -> Val<'a> {
    match (p, rank) {
        (Val::Ptr { base, off, .. }, Val::Int(r)) => Val::Ptr { base: *base, cta: Some(*r as u32), off: *off },
        _ => Val::Unknown,
    }
}

/// `v` as a predicate (1 or 0), negated or not.
fn negate<'a>(v: &Val<'a>, neg: bool) -> Val<'a> {
    map1(v, |x| match x {
        Val::Int(i) => Val::Int(u128::from((*i & 1 == 1) != neg)),
        _ => Val::Unknown,
    })
}

fn effect_args(e: &Effect) -> Vec<EffectArg> {
    match *e {
        Effect::MbarInit { bar, count } => vec![bar, count],
        Effect::MbarInval { bar } => vec![bar],
        Effect::MbarArrive { bar, count, tx, .. } => vec![bar, count, tx],
        Effect::MbarArriveMulticast { bar, mask } => vec![bar, mask],
        Effect::MbarCompleteTxMulticast { bar, tx, mask } => vec![bar, tx, mask],
        Effect::MbarExpectTx { bar, tx } | Effect::MbarCompleteTx { bar, tx } => vec![bar, tx],
        Effect::MbarProbe { bar, state } | Effect::MbarWait { bar, state } => vec![bar, state],
        Effect::CtaSync { id, count, .. } | Effect::CtaArrive { id, count } => vec![id, count],
        Effect::CpAsyncArrive { bar, noinc } => vec![bar, noinc],
        Effect::TmemAlloc { cols } | Effect::TmemDealloc { cols } => vec![cols],
        Effect::ClusterArrive { .. } | Effect::ClusterWait | Effect::ClusterRelease | Effect::Elect | Effect::TmemRelinquish | Effect::Unmodeled => vec![],
        // Each warp's tensor-memory address is followed warp by warp.
        Effect::TmemLd { .. } | Effect::TmemSt { .. } | Effect::TmemWait { .. } | Effect::TmemMma { .. } => vec![],
        // Per-thread addresses are followed thread by thread, not split on.
        Effect::CpAsync { .. } | Effect::CpAsyncCommit | Effect::CpAsyncWait { .. } | Effect::BulkRead { .. } | Effect::BulkCommit | Effect::BulkWait { .. } | Effect::ProxyFence | Effect::WgmmaFence | Effect::WgmmaCommit | Effect::WgmmaWait { .. } | Effect::Wgmma => vec![],
    }
}

fn width(t: &Type) -> u32 {
    match t {
        Type::Int(w) => *w,
        Type::Ptr(_) => 64,
        Type::Vector(_, e) => width(e),
        _ => 64,
    }
}

fn binary<'a>(op: BinOp, a: &Val<'a>, b: &Val<'a>, w: u32) -> Val<'a> {
    match (a, b) {
        (Val::Int(x), Val::Int(y)) => {
            let (x, y) = (*x, *y);
            let (sx, sy) = (signed(x, w), signed(y, w));
            let r = match op {
                BinOp::Add => x.wrapping_add(y),
                BinOp::Sub => x.wrapping_sub(y),
                BinOp::Mul => x.wrapping_mul(y),
                BinOp::UDiv if y != 0 => x / y,
                BinOp::SDiv if sy != 0 => (sx / sy) as u128,
                BinOp::URem if y != 0 => x % y,
                BinOp::SRem if sy != 0 => (sx % sy) as u128,
                BinOp::And => x & y,
                BinOp::Or => x | y,
                BinOp::Xor => x ^ y,
                BinOp::Shl if y < u128::from(w) => x << y,
                BinOp::LShr if y < u128::from(w) => x >> y,
                BinOp::AShr if y < u128::from(w) => (sx >> y) as u128,
                _ => return Val::Unknown,
            };
            Val::Int(mask(r, w))
        }
        // An address as an integer, moved by a byte count.
        (Val::Ptr { base, cta, off }, Val::Int(y)) if matches!(op, BinOp::Add | BinOp::Sub | BinOp::Or) => {
            let d = signed(*y, w);
            Val::Ptr { base: *base, cta: *cta, off: if op == BinOp::Sub { off - d } else { off + d } }
        }
        (Val::Int(x), Val::Ptr { base, cta, off }) if op == BinOp::Add => Val::Ptr { base: *base, cta: *cta, off: off + signed(*x, w) },
        _ => Val::Unknown,
    }
}

fn icmp<'a>(p: CmpPred, a: &Val<'a>, b: &Val<'a>, w: u32) -> Val<'a> {
    let (x, y) = match (a, b) {
        (Val::Int(x), Val::Int(y)) => (*x, *y),
        (Val::Ptr { base: b1, cta: c1, off: o1 }, Val::Ptr { base: b2, cta: c2, off: o2 }) if b1 == b2 && c1 == c2 => (*o1 as u128, *o2 as u128),
        _ => return Val::Unknown,
    };
    let (sx, sy) = (signed(x, w), signed(y, w));
    let r = match p {
        CmpPred::Eq => x == y,
        CmpPred::Ne => x != y,
        CmpPred::Ult => x < y,
        CmpPred::Ule => x <= y,
        CmpPred::Ugt => x > y,
        CmpPred::Uge => x >= y,
        CmpPred::Slt => sx < sy,
        CmpPred::Sle => sx <= sy,
        CmpPred::Sgt => sx > sy,
        CmpPred::Sge => sx >= sy,
    };
    Val::Int(u128::from(r))
}

fn plural(n: i64) -> &'static str {
    if n == 1 { "" } else { "s" }
}

fn fmt_bytes(n: i64) -> String {
    let s = n.abs().to_string();
    let mut out = String::new();
    for (i, c) in s.chars().enumerate() {
        if i > 0 && (s.len() - i) % 3 == 0 {
            out.push(',');
        }
        out.push(c);
    }
    if n < 0 { format!("-{out}") } else { out }
}

fn key_text(k: &BarKey) -> String {
    let base = match k.base {
        Base::Global(g) => format!("@{g}"),
        Base::Param(p) => format!("%{p}"),
    };
    let off = if k.off == 0 { String::new() } else { format!("+{}", k.off) };
    let cta = if k.cta == 0 { String::new() } else { format!(" of CTA {}", k.cta) };
    format!("{base}{off}{cta}")
}
