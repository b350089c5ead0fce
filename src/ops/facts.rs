//! Form selection: an op as written, reduced to the facts the forms' and the
//! rejection rules' conditions test.

use super::*;

/// What form selection looks at: the op as written, reduced to its facts.
#[derive(Clone, Debug, Default)]
pub struct Facts {
    /// Space of the first pointer operand.
    pub space: Option<Space>,
    /// Attributes as written (value text: `cta`, `true`, `async.shared`),
    /// kept inline: an op's facts are gathered for every op checked.
    pub attrs: Vec<(AttrKind, crate::ir::Name)>,
    /// Per operand slot: present or not.
    pub present: Vec<bool>,
    /// Per operand slot: integer width when present and an integer (32 for a
    /// tensor-memory address where an i64 descriptor could stand).
    pub widths: Vec<Option<u32>>,
    /// Per operand slot: i32 lanes of an `i32`/`vector<N x i32>` operand.
    pub lanes: Vec<Option<u32>>,
    /// Per operand slot: float width when present and a float.
    pub floats: Vec<Option<u32>>,
    /// i32 lanes of an `i32`/`vector<N x i32>` result as written.
    pub result_lanes: Option<u32>,
    /// The op's result is named.
    pub result: bool,
    /// The op carries a predicate.
    pub predicated: bool,
}

impl Facts {
    /// The facts of an op with `slots` operand slots, of which `present` are
    /// written, before its types and attributes are looked at; the lists'
    /// memory is kept.
    pub fn reset(&mut self, slots: usize, present: impl Iterator<Item = bool>, predicated: bool) {
        self.space = None;
        self.attrs.clear();
        self.present.clear();
        self.present.extend(present);
        for v in [&mut self.widths, &mut self.lanes, &mut self.floats] {
            v.clear();
            v.resize(slots, None);
        }
        self.result_lanes = None;
        self.result = false;
        self.predicated = predicated;
    }
    /// The attribute's value: as written, else its default.
    pub fn attr(&self, k: AttrKind) -> Option<&str> {
        self.attrs.iter().find(|(a, _)| *a == k).map(|(_, v)| v.as_str()).or(k.default())
    }
    /// Replaces the attribute's value.
    pub fn set_attr(&mut self, k: AttrKind, v: &str) {
        self.attrs.retain(|(a, _)| *a != k);
        self.attrs.push((k, v.into()));
    }
    /// The memory scope (CTA when not written).
    pub fn scope(&self) -> Option<Scope> {
        self.attr(AttrKind::Scope).and_then(Scope::parse)
    }
    /// True when every condition holds.
    pub fn satisfy(&self, conds: &[Cond]) -> bool {
        conds.iter().all(|c| match *c {
            Cond::Space(s) => self.space == Some(s),
            Cond::Attr(k, v) => self.attr(k) == v,
            Cond::AttrIn(k, vs) => self.attr(k).is_some_and(|v| vs.contains(&v)),
            Cond::AttrSet(k, set) => self.attrs.iter().any(|(a, _)| *a == k) == set,
            Cond::Result(r) => self.result == r,
            Cond::Present(i, p) => self.present.get(i).copied().unwrap_or(false) == p,
            Cond::Width(i, w) => self.widths.get(i).copied().flatten() == Some(w),
            Cond::Count { first, len, cmp, n } => {
                let got = (first..first + len).filter(|&i| self.present.get(i).copied().unwrap_or(false)).count();
                match cmp {
                    CountCmp::Eq => got == n,
                    CountCmp::Ne => got != n,
                    CountCmp::Lt => got < n,
                    CountCmp::Gt => got > n,
                }
            }
            Cond::Predicated(p) => self.predicated == p,
            Cond::Lanes(Some(i), n) => self.lanes.get(i).copied().flatten() == Some(n),
            Cond::Lanes(None, n) => self.result_lanes == Some(n),
            Cond::Float(i, w) => self.floats.get(i).copied().flatten() == Some(w),
        })
    }
}

impl OpSpec {
    /// The first form whose conditions all hold.
    pub fn select(&self, f: &Facts) -> Option<(usize, &'static FormSpec)> {
        self.forms.iter().enumerate().find(|(_, form)| f.satisfy(form.when))
    }
    /// The first data rule that refuses the op as written.
    pub fn rejected(&self, f: &Facts) -> Option<&'static RejectSpec> {
        self.rejects.iter().find(|r| f.satisfy(r.when))
    }
}
