//! Race pattern 1's question: can another CTA reach the address of a
//! CTA-scope atomic on global memory? A CTA-scope atomic orders nothing
//! against another CTA's access to the same address, so it is a race
//! exactly when another CTA updates it too.
//!
//! The address's computation is followed back (GEPs, casts, arithmetic,
//! selects and phis) to its leaves. One that depends on the CTA's own id
//! (`%ctaid`, or the cluster's id together with the CTA's rank in it) is
//! taken as the CTA's own slot (`atomicAdd_block(&slots[blockIdx.x], 1)`);
//! one built of nothing but what every CTA of the grid sees alike (a
//! kernel's parameters, globals, constants, thread indices, grid sizes) is
//! one every CTA updates; anything else (a value loaded from memory, a call's
//! result, a device function's integer parameter) is not known.

use super::Defs;
use crate::hash::{FastMap, FastSet};
use crate::ir::*;

/// Who may reach an address.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Reach {
    /// It does not depend on the CTA: every CTA that runs the op updates it.
    EveryCta,
    /// It depends on the CTA's id: each CTA its own.
    OwnCta,
    /// It depends on the CTA's id, but the kernel also reaches the same
    /// buffer at another index (here) that another CTA computes to this
    /// slot: the decoupled look-back's `flags[b]` published, `flags[b - 1]`
    /// polled.
    OtherCta(crate::diag::Span),
    /// It depends on what the check cannot see, named here.
    Unknown(String),
}

/// The CTA-identifying inputs a value depends on (bits).
const CTAID: u8 = 1;
const CLUSTERID: u8 = 2;
const CLUSTER_RANK: u8 = 4;

/// What a value's computation depends on.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
struct Dep {
    ids: u8,
    /// The first input the check cannot see.
    unknown: Option<String>,
    /// It reaches back to a phi still being followed (a loop's back edge).
    pending: bool,
}

impl Dep {
    fn ids(ids: u8) -> Dep {
        Dep { ids, ..Dep::default() }
    }

    fn unknown(why: impl Into<String>) -> Dep {
        Dep { unknown: Some(why.into()), ..Dep::default() }
    }

    /// A value computed from both.
    fn and(mut self, other: Dep) -> Dep {
        self.ids |= other.ids;
        self.unknown = self.unknown.or(other.unknown);
        self.pending |= other.pending;
        self
    }

    /// Depends on the CTA's place in the grid.
    fn per_cta(&self) -> bool {
        self.ids & CTAID != 0 || self.ids & (CLUSTERID | CLUSTER_RANK) == CLUSTERID | CLUSTER_RANK
    }
}

/// Which CTA-identifying register an `nvvm.read.ptx.sreg.*` reads, if any
/// (0: one every CTA reads alike), or None for one that says nothing of
/// the CTA (the SM, the clock).
fn sreg_ids(name: &str) -> Option<u8> {
    let reg = name.strip_prefix("nvvm.read.ptx.sreg.")?;
    let head = reg.split('.').next().unwrap_or(reg);
    match head {
        "ctaid" => Some(CTAID),
        "clusterid" => Some(CLUSTERID),
        "cluster" if reg.starts_with("cluster.ctaid") || reg == "cluster.ctarank" => Some(CLUSTER_RANK),
        "cluster" | "tid" | "ntid" | "nctaid" | "nclusterid" | "laneid" | "warpsize" | "lanemask" | "gridid" | "dynamic" | "total" | "aggr" => Some(0),
        _ => None,
    }
}

/// The CTA-identifying registers an inline asm's PTX text reads.
fn asm_ids(text: &str) -> u8 {
    let mut ids = 0;
    if text.contains("%ctaid") {
        ids |= CTAID;
    }
    if text.contains("%clusterid") {
        ids |= CLUSTERID;
    }
    if text.contains("%cluster_ctarank") || text.contains("%cluster_ctaid") {
        ids |= CLUSTER_RANK;
    }
    ids
}

/// The walk over one function's values, memoised.
pub(crate) struct CtaReach<'a> {
    f: &'a Func,
    defs: Defs<'a>,
    /// Each block parameter (a phi) by name: its block and position.
    params: FastMap<&'a str, (usize, usize)>,
    memo: FastMap<&'a str, Dep>,
    visiting: FastSet<&'a str>,
    /// How many times a phi still being followed was met.
    pending_hits: usize,
    /// Values left to follow before giving up (a bound on the work).
    budget: usize,
    /// The addresses each buffer is accessed at, and where: made when first
    /// asked.
    accesses: Option<FastMap<&'a str, Vec<(&'a str, crate::diag::Span)>>>,
    /// Comparisons of addresses left before giving up.
    compares: usize,
}

impl<'a> CtaReach<'a> {
    pub(crate) fn new(f: &'a Func) -> Self {
        let params = f.blocks.iter().enumerate().flat_map(|(bi, b)| b.params.iter().enumerate().map(move |(pi, p)| (p.name.as_str(), (bi, pi)))).collect();
        CtaReach { f, defs: super::defs(f), params, memo: FastMap::default(), visiting: FastSet::default(), pending_hits: 0, budget: 4096, accesses: None, compares: 1 << 16 }
    }

    /// Who may reach the address `ptr`.
    pub(crate) fn reach(&mut self, ptr: &'a Value) -> Reach {
        let dep = self.dep(&ptr.name, 0);
        if dep.per_cta() {
            self.other_index(ptr)
        } else if let Some(why) = dep.unknown {
            Reach::Unknown(why)
        } else if dep.ids == CLUSTERID {
            Reach::Unknown("the cluster's id and not the CTA's rank in it (every CTA of a cluster shares it)".into())
        } else if dep.ids == CLUSTER_RANK {
            Reach::Unknown("the CTA's rank in its cluster and not the cluster's id (the CTAs of that rank in every cluster share it)".into())
        } else {
            Reach::EveryCta
        }
    }

    /// A CTA's own slot `ptr`, unless another access of the function reaches
    /// the same buffer at another index: one computed from the CTA's id
    /// differently, or one every CTA computes alike, is a slot of another
    /// CTA's too; one the check cannot see may be.
    fn other_index(&mut self, ptr: &'a Value) -> Reach {
        let Some(buffer) = base_of(self.f, &self.defs, &ptr.name, 0) else { return Reach::OwnCta };
        let accesses = self.accesses.get_or_insert_with(|| accesses_by_buffer(self.f, &self.defs)).get(buffer).cloned().unwrap_or_default();
        for (p, at) in accesses {
            if self.compares == 0 {
                return Reach::Unknown("more accesses to the buffer than the check compares".into());
            }
            self.compares -= 1;
            if self.same(p, &ptr.name, 0) {
                continue;
            }
            let dep = self.dep(p, 0);
            return match dep.unknown {
                Some(why) if !dep.per_cta() => Reach::Unknown(format!("another access of the same buffer at an index that depends on {why}")),
                _ => Reach::OtherCta(at),
            };
        }
        Reach::OwnCta
    }

    /// `a` and `b` are computed alike: the same value, equal constants, the
    /// same special register read twice, or the same op of values computed
    /// alike.
    fn same(&self, a: &str, b: &str, depth: usize) -> bool {
        if a == b {
            return true;
        }
        let (Some(x), Some(y)) = (self.defs.get(a), self.defs.get(b)) else { return false };
        if depth > 16 {
            return false;
        }
        let all = |u: Vec<&Value>, v: Vec<&Value>| u.len() == v.len() && u.iter().zip(&v).all(|(p, q)| self.same(&p.name, &q.name, depth + 1));
        match (&x.kind, &y.kind) {
            (OpKind::Constant { value: p, .. }, OpKind::Constant { value: q, .. }) => p == q,
            (OpKind::Table { spec: p, .. }, OpKind::Table { spec: q, .. }) => p.name == q.name && sreg_ids(p.name).is_some(),
            (OpKind::Cast { value, .. }, _) => self.same(&value.name, b, depth + 1),
            (_, OpKind::Cast { value, .. }) => self.same(a, &value.name, depth + 1),
            (OpKind::Binary { op: p, .. }, OpKind::Binary { op: q, .. }) => p == q && all(x.operands(), y.operands()),
            (OpKind::Gep { indices: p, .. }, OpKind::Gep { indices: q, .. }) => {
                let consts = |i: &[GepIndex]| i.iter().map(|g| if let GepIndex::Const(c) = g { Some(*c) } else { None }).collect::<Vec<_>>();
                consts(p) == consts(q) && all(x.operands(), y.operands())
            }
            _ => false,
        }
    }

    fn dep(&mut self, v: &'a str, depth: usize) -> Dep {
        if let Some(d) = self.memo.get(v) {
            return d.clone();
        }
        if depth > 64 || self.budget == 0 {
            return Dep::unknown("an address computed in more steps than the check follows");
        }
        self.budget -= 1;
        if !self.visiting.insert(v) {
            self.pending_hits += 1;
            return Dep { pending: true, ..Dep::default() };
        }
        let hits = self.pending_hits;
        let mut d = self.compute(v, depth);
        self.visiting.remove(v);
        if self.params.contains_key(v) {
            // The back edges to this phi are followed: what they add is in.
            d.pending = false;
        }
        if self.pending_hits == hits {
            self.memo.insert(v, d.clone());
        }
        d
    }

    fn compute(&mut self, v: &'a str, depth: usize) -> Dep {
        let f = self.f;
        if let Some(p) = f.params.iter().find(|p| p.name == v) {
            // A kernel's parameters are the same in every CTA; so is the
            // buffer a device function is handed, but its callers decide an
            // index they pass.
            return if f.is_kernel() || matches!(p.ty, Type::Ptr(_)) { Dep::default() } else { Dep::unknown(format!("parameter %{v} of device function @{}, which its callers set", f.name)) };
        }
        if let Some(&(bi, pi)) = self.params.get(v) {
            return self.phi(bi, pi, depth);
        }
        let Some(op) = self.defs.get(v).copied() else { return Dep::unknown(format!("%{v}")) };
        let all = |this: &mut Self, vs: &[&'a Value]| vs.iter().fold(Dep::default(), |d, x| d.and(this.dep(&x.name, depth + 1)));
        match &op.kind {
            OpKind::Constant { .. } | OpKind::Zero { .. } | OpKind::AddressOf { .. } => Dep::default(),
            // An address handed in as an integer and made a pointer is the
            // caller's buffer, as a pointer parameter is.
            OpKind::Cast { op: CastOp::IntToPtr, value, .. } if self.handed_in(&value.name) => Dep::default(),
            OpKind::Gep { .. } | OpKind::Binary { .. } | OpKind::ICmp { .. } | OpKind::Cast { .. } | OpKind::ExtractValue { .. } | OpKind::InsertValue { .. } => all(self, &op.operands()),
            OpKind::Select { on_true, on_false, .. } => {
                let arms = [self.dep(&on_true.name, depth + 1), self.dep(&on_false.name, depth + 1)];
                join(arms)
            }
            OpKind::Table { spec, operands, .. } => match sreg_ids(spec.name) {
                Some(ids) => Dep::ids(ids),
                None if spec.name == "nvvm.mapa" => operands[0].as_ref().map_or_else(Dep::default, |x| self.dep(&x.name, depth + 1)),
                None => Dep::unknown(format!("the result of {}, which the check does not follow", spec.name)),
            },
            OpKind::InlineAsm { asm, args, .. } => match (asm_ids(asm), crate::ptx_asm::cvta(asm)) {
                (0, Some(c)) => match args.get(c.input).and_then(Option::as_ref) {
                    Some(x) if self.handed_in(&x.name) => Dep::default(),
                    Some(x) => self.dep(&x.name, depth + 1),
                    None => Dep::unknown("the result of inline asm, which the check does not follow"),
                },
                (0, None) => Dep::unknown("the result of inline asm, which the check does not follow"),
                (ids, _) => Dep::ids(ids),
            },
            OpKind::Load { .. } | OpKind::AtomicRmw { .. } | OpKind::Cmpxchg { .. } => Dep::unknown("a value loaded from memory, which the check cannot see"),
            OpKind::Call { callee, .. } => Dep::unknown(format!("the result of a call to @{callee}, which the check does not follow")),
            _ => Dep::unknown(format!("the result of '{}', which the check does not follow", op.name)),
        }
    }

    /// `v` is a parameter of the function.
    fn handed_in(&self, v: &str) -> bool {
        self.f.params.iter().any(|p| p.name == v)
    }

    /// A block parameter: what every branch into its block passes.
    fn phi(&mut self, bi: usize, pi: usize, depth: usize) -> Dep {
        let f = self.f;
        let Some(label) = f.blocks[bi].label.as_deref() else { return Dep::unknown("a phi of the entry block") };
        let mut inputs = Vec::new();
        for b in &f.blocks {
            for s in b.successors().into_iter().filter(|s| s.label == label) {
                match s.args.get(pi) {
                    Some((x, _)) => inputs.push(self.dep(&x.name, depth + 1)),
                    None => inputs.push(Dep::unknown("a phi the checks cannot follow")),
                }
            }
        }
        if inputs.is_empty() {
            // Reached only by a switch, kept opaque: its values are not lifted.
            return Dep::unknown("a phi a switch feeds");
        }
        join(inputs)
    }
}

/// The parameter or global pointer `v` is computed from, through GEPs and
/// casts.
fn base_of<'a>(f: &'a Func, defs: &Defs<'a>, v: &'a str, depth: usize) -> Option<&'a str> {
    if f.params.iter().any(|p| p.name == v) {
        return Some(v);
    }
    match &defs.get(v).filter(|_| depth <= 64)?.kind {
        OpKind::AddressOf { global, .. } => Some(global),
        OpKind::Gep { base, .. } => base_of(f, defs, &base.name, depth + 1),
        OpKind::Cast { value, .. } => base_of(f, defs, &value.name, depth + 1),
        _ => None,
    }
}

/// Each buffer's distinct access addresses in `f`, with the first op at each.
fn accesses_by_buffer<'a>(f: &'a Func, defs: &Defs<'a>) -> FastMap<&'a str, Vec<(&'a str, crate::diag::Span)>> {
    let mut map: FastMap<&'a str, Vec<(&'a str, crate::diag::Span)>> = FastMap::default();
    let mut seen = FastSet::default();
    for op in f.blocks.iter().flat_map(|b| &b.ops) {
        for p in accessed(op) {
            if let Some(b) = base_of(f, defs, &p.name, 0).filter(|_| seen.insert(p.name.as_str())) {
                map.entry(b).or_default().push((p.name.as_str(), op.span));
            }
        }
    }
    map
}

/// The addresses an op accesses memory at (an asm's operands, all of them:
/// which is an address the checks need not tell).
fn accessed(op: &Op) -> Vec<&Value> {
    match &op.kind {
        OpKind::Load { ptr, .. } | OpKind::Store { ptr, .. } | OpKind::AtomicRmw { ptr, .. } | OpKind::Cmpxchg { ptr, .. } => vec![ptr],
        OpKind::InlineAsm { args, .. } => args.iter().flatten().collect(),
        OpKind::Table { operands, .. } => operands.iter().flatten().collect(),
        OpKind::Wmma(w) => w.ptr.iter().map(|(p, _)| p).collect(),
        _ => Vec::new(),
    }
}

/// A value that is one of `inputs` (a select's arms, a phi's incoming
/// values): a loop's back edge to a phi still being followed adds nothing;
/// of the others, some depending on the CTA and some not is a choice the
/// check cannot make.
fn join(inputs: impl IntoIterator<Item = Dep>) -> Dep {
    let mut out: Option<Dep> = None;
    let mut pending = false;
    for d in inputs {
        if d.ids == 0 && d.unknown.is_none() && d.pending {
            pending = true;
            continue;
        }
        out = Some(match out {
            None => d,
            Some(o) if o.per_cta() != d.per_cta() && o.unknown.is_none() && d.unknown.is_none() => Dep::unknown("a value that depends on the CTA's id on some paths only"),
            Some(o) => o.and(d),
        });
    }
    let mut out = out.unwrap_or_default();
    out.pending |= pending;
    out
}
