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
}

impl<'a> CtaReach<'a> {
    pub(crate) fn new(f: &'a Func) -> Self {
        let params = f.blocks.iter().enumerate().flat_map(|(bi, b)| b.params.iter().enumerate().map(move |(pi, p)| (p.name.as_str(), (bi, pi)))).collect();
        CtaReach { f, defs: super::defs(f), params, memo: FastMap::default(), visiting: FastSet::default(), pending_hits: 0, budget: 4096 }
    }

    /// Who may reach the address `ptr`.
    pub(crate) fn reach(&mut self, ptr: &'a Value) -> Reach {
        let dep = self.dep(&ptr.name, 0);
        if dep.per_cta() {
            Reach::OwnCta
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
                (0, Some(c)) => args.get(c.input).and_then(Option::as_ref).map_or_else(|| Dep::unknown("the result of inline asm, which the check does not follow"), |x| self.dep(&x.name, depth + 1)),
                (0, None) => Dep::unknown("the result of inline asm, which the check does not follow"),
                (ids, _) => Dep::ids(ids),
            },
            OpKind::Load { .. } | OpKind::AtomicRmw { .. } | OpKind::Cmpxchg { .. } => Dep::unknown("a value loaded from memory, which the check cannot see"),
            OpKind::Call { callee, .. } => Dep::unknown(format!("the result of a call to @{callee}, which the check does not follow")),
            _ => Dep::unknown(format!("the result of '{}', which the check does not follow", op.name)),
        }
    }

    /// A block parameter: what every branch into its block passes.
    fn phi(&mut self, bi: usize, pi: usize, depth: usize) -> Dep {
        let f = self.f;
        let Some(label) = f.blocks[bi].label.as_deref() else { return Dep::unknown("a phi of the entry block") };
        let mut inputs = Vec::new();
        for b in &f.blocks {
            // A switch (kept opaque) may branch here with values not lifted.
            if matches!(b.ops.last().map(|o| &o.kind), Some(OpKind::Opaque { terminator: true, .. })) {
                inputs.push(Dep::unknown("a phi a switch may feed"));
            }
            for s in b.successors().into_iter().filter(|s| s.label == label) {
                match s.args.get(pi) {
                    Some((x, _)) => inputs.push(self.dep(&x.name, depth + 1)),
                    None => inputs.push(Dep::unknown("a phi the checks cannot follow")),
                }
            }
        }
        join(inputs)
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
