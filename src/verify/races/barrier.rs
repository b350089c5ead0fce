//! Barrier identity for race pattern 2: the variable an mbarrier address is
//! computed from and the byte offsets it may have from it. A ring of
//! barriers indexed at run time (`base + c + k*(i urem n)`, as Triton and
//! Gluon index their stages) has offsets c, c+k, ..., c+k*(n-1); two
//! addresses may be the same barrier only when their offsets can meet.

use super::Defs;
use crate::ir::*;

/// Where a barrier pointer comes from: a parameter or global, and the byte
/// offsets from it (`None` where a run-time index makes them any). Bytes,
/// not GEP indices: clang writes `full[1]` as `gep i8, @full, 8` in a
/// constant and as `gep i64, @full, %i` in code, and the two must meet.
#[derive(Clone, Debug, PartialEq)]
pub(super) struct Root<'a> {
    base: RootBase<'a>,
    offset: Option<Offsets>,
}

/// A function parameter or a global, by name.
#[derive(Clone, Copy, Debug, PartialEq)]
enum RootBase<'a> {
    Param(&'a str),
    Global(&'a str),
}

impl Root<'_> {
    /// The two may be the same barrier.
    pub(super) fn may_alias(&self, other: &Root) -> bool {
        self.base == other.base && self.offset.zip(other.offset).is_none_or(|(a, b)| a.meets(b))
    }

    /// The two are the same barrier: one offset each, the same.
    pub(super) fn must_alias(&self, other: &Root) -> bool {
        self.base == other.base && self.offset.is_some_and(|a| a.exact().is_some() && Some(a) == other.offset)
    }

    /// `self` moved by `bytes` (None: by an unknown amount).
    fn plus(mut self, bytes: Option<Offsets>) -> Self {
        self.offset = self.offset.zip(bytes).and_then(|(a, b)| a.add(b));
        self
    }
}

/// The values lo, lo + step, ..., hi (step 0 when lo == hi): the byte
/// offsets an address may have, or the values an index may take.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Offsets {
    lo: i128,
    hi: i128,
    step: i128,
}

fn gcd(a: i128, b: i128) -> i128 {
    if b == 0 { a.abs() } else { gcd(b, a % b) }
}

impl Offsets {
    pub(super) fn exactly(c: i128) -> Offsets {
        Offsets { lo: c, hi: c, step: 0 }
    }

    /// lo, lo + step, ..., hi.
    pub(super) fn range(lo: i128, hi: i128, step: i128) -> Offsets {
        Offsets { lo, hi, step: if lo == hi { 0 } else { step } }
    }

    fn exact(self) -> Option<i128> {
        (self.lo == self.hi).then_some(self.lo)
    }

    /// The sums of one of each.
    fn add(self, o: Offsets) -> Option<Offsets> {
        Some(Offsets::range(self.lo.checked_add(o.lo)?, self.hi.checked_add(o.hi)?, gcd(self.step, o.step)))
    }

    /// Each times `k`.
    fn scale(self, k: i128) -> Option<Offsets> {
        let (a, b) = (self.lo.checked_mul(k)?, self.hi.checked_mul(k)?);
        Some(Offsets::range(a.min(b), a.max(b), self.step.checked_mul(k)?.abs()))
    }

    /// One or the other.
    fn join(self, o: Offsets) -> Offsets {
        Offsets::range(self.lo.min(o.lo), self.hi.max(o.hi), gcd(gcd(self.step, o.step), self.lo - o.lo))
    }

    /// Some value is in both: the intervals overlap and the progressions
    /// agree modulo their steps' gcd.
    pub(super) fn meets(self, o: Offsets) -> bool {
        let g = gcd(self.step, o.step);
        self.lo.max(o.lo) <= self.hi.min(o.hi) && if g == 0 { self.lo == o.lo } else { (self.lo - o.lo) % g == 0 }
    }
}

pub(super) fn root<'a>(f: &'a Func, defs: &Defs<'a>, v: &str, depth: u32) -> Option<Root<'a>> {
    if depth > 64 {
        return None;
    }
    if let Some(p) = f.params.iter().find(|p| p.name == v) {
        return Some(Root { base: RootBase::Param(p.name.as_str()), offset: Some(Offsets::exactly(0)) });
    }
    let def = defs.get(v)?;
    match &def.kind {
        OpKind::AddressOf { global, .. } => Some(Root { base: RootBase::Global(global), offset: Some(Offsets::exactly(0)) }),
        // Space casts, and the integer a shared address is passed to inline
        // asm as (ptrtoint, trunc: `__cvta_generic_to_shared`).
        OpKind::Cast { value, .. } => root(f, defs, &value.name, depth + 1),
        OpKind::Gep { base, indices, elem_ty, .. } => Some(root(f, defs, &base.name, depth + 1)?.plus(gep_offsets(elem_ty, indices, &|i| values(defs, i, 0)))),
        // An integer address plus a byte count.
        OpKind::Binary { op: BinOp::Add, lhs, rhs, .. } => match root(f, defs, &lhs.name, depth + 1) {
            Some(r) => Some(r.plus(values(defs, rhs, 0))),
            None => Some(root(f, defs, &rhs.name, depth + 1)?.plus(values(defs, lhs, 0))),
        },
        // An inline `cvta` keeps the variable, in another window.
        OpKind::InlineAsm { asm, args, .. } => root(f, defs, &args.get(crate::ptx_asm::cvta(asm)?.input)?.as_ref()?.name, depth + 1),
        // A peer CTA's copy of the same barrier variable.
        OpKind::Table { spec, operands, .. } if spec.name == "nvvm.mapa" => root(f, defs, &operands[0].as_ref()?.name, depth + 1),
        _ => None,
    }
}

/// The values integer `v` may take, where its computation bounds them: a
/// constant, `x urem n` (and Triton's `x - (x udiv n) * n`), `x & m`, and
/// sums, products and shifts of those by constants; None where unknown.
pub(super) fn values(defs: &Defs, v: &Value, depth: u32) -> Option<Offsets> {
    let def = defs.get(v.name.as_str()).filter(|_| depth <= 32)?;
    let konst = |v: &Value| match defs.get(v.name.as_str()).map(|o| &o.kind) {
        Some(OpKind::Constant { value, .. }) => Some(*value),
        _ => None,
    };
    let sub = |x: &Value| values(defs, x, depth + 1);
    match &def.kind {
        OpKind::Constant { value, .. } => Some(Offsets::exactly(*value)),
        OpKind::Cast { op: CastOp::ZExt | CastOp::SExt | CastOp::Trunc, value, .. } => sub(value),
        OpKind::Select { on_true, on_false, .. } => Some(sub(on_true)?.join(sub(on_false)?)),
        OpKind::Binary { op, lhs, rhs, .. } => match op {
            BinOp::URem => konst(rhs).filter(|&n| n > 0).map(|n| Offsets::range(0, n - 1, 1)),
            BinOp::Sub if remainder(defs, lhs, rhs).is_some() => remainder(defs, lhs, rhs).map(|n| Offsets::range(0, n - 1, 1)),
            BinOp::Sub => sub(lhs)?.add(sub(rhs)?.scale(-1)?),
            BinOp::And => konst(rhs).or_else(|| konst(lhs)).filter(|&m| m >= 0).map(|m| Offsets::range(0, m, 1)),
            BinOp::Add => sub(lhs)?.add(sub(rhs)?),
            BinOp::Mul => match (konst(lhs), konst(rhs)) {
                (_, Some(k)) => sub(lhs)?.scale(k),
                (Some(k), _) => sub(rhs)?.scale(k),
                _ => None,
            },
            BinOp::Shl => konst(rhs).filter(|s| (0..64).contains(s)).and_then(|s| sub(lhs)?.scale(1 << s)),
            _ => None,
        },
        _ => None,
    }
}

/// `n` where `x - m` is `x urem n` written out: m is `(x udiv n) * n`.
fn remainder(defs: &Defs, x: &Value, m: &Value) -> Option<i128> {
    let def = |v: &Value| defs.get(v.name.as_str()).map(|o| &o.kind);
    let konst = |v: &Value| match def(v) {
        Some(OpKind::Constant { value, .. }) => Some(*value),
        _ => None,
    };
    let Some(OpKind::Binary { op: BinOp::Mul, lhs, rhs, .. }) = def(m) else { return None };
    let (q, n) = if konst(rhs).is_some() { (lhs, konst(rhs)?) } else { (rhs, konst(lhs)?) };
    match def(q) {
        Some(OpKind::Binary { op: BinOp::UDiv, lhs: a, rhs: d, .. }) if a.name == x.name && konst(d) == Some(n) && n > 0 => Some(n),
        _ => None,
    }
}

/// The bytes a GEP moves its base by, under the NVPTX data layout, with a
/// run-time index's values as `index` bounds them; None where unknown.
fn gep_offsets(elem: &Type, indices: &[GepIndex], index: &dyn Fn(&Value) -> Option<Offsets>) -> Option<Offsets> {
    let of = |i: &GepIndex| match i {
        GepIndex::Const(c) => Some(Offsets::exactly(i128::from(*c))),
        GepIndex::Value(v) => index(v),
    };
    let size = |t: &Type| if unpadded(t) { i128::try_from(crate::layout::alloc_size(t)).ok() } else { None };
    let (first, rest) = indices.split_first()?;
    let mut bytes = of(first)?.scale(size(elem)?)?;
    let mut ty = elem;
    for i in rest {
        (bytes, ty) = match ty {
            Type::Array(_, e) | Type::Vector(_, e) => (bytes.add(of(i)?.scale(size(e)?)?)?, &**e),
            Type::Struct(fields) if unpadded(ty) => {
                let at = of(i)?.exact().and_then(|k| usize::try_from(k).ok()).filter(|&k| k < fields.len())?;
                let offset: u128 = fields[..at].iter().map(crate::layout::alloc_size).sum();
                (bytes.add(Offsets::exactly(i128::try_from(offset).ok()?))?, &fields[at])
            }
            _ => return None,
        };
    }
    Some(bytes)
}

/// No struct in `t` has padding, so its layout is the same whether LLVM's
/// struct is packed or not (the lifted type does not say).
fn unpadded(t: &Type) -> bool {
    match t {
        Type::Struct(fields) => fields.iter().all(unpadded) && crate::layout::alloc_size(t) == fields.iter().map(crate::layout::alloc_size).sum::<u128>(),
        Type::Array(_, e) | Type::Vector(_, e) => unpadded(e),
        _ => true,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::diag::Span;

    fn bytes(elem: &Type, indices: &[GepIndex]) -> Option<i128> {
        gep_offsets(elem, indices, &|_| None)?.exact()
    }

    #[test]
    fn gep_offsets_are_bytes_and_padding_makes_them_unknown() {
        let (i64t, i32t) = (Type::Int(64), Type::Int(32));
        let c = |v: &[i64]| v.iter().map(|&x| GepIndex::Const(x)).collect::<Vec<_>>();
        // full[1] as `gep i64, 1` and as `gep i8, 8`; a barrier in an array field.
        assert_eq!(bytes(&i64t, &c(&[1])), Some(8));
        assert_eq!(bytes(&Type::Int(8), &c(&[8])), Some(8));
        let storage = Type::Struct(vec![Type::Array(4, Box::new(i64t.clone())), Type::Array(4, Box::new(i64t.clone()))]);
        assert_eq!(bytes(&storage, &c(&[0, 1, 2])), Some(48));
        // { i32, i64 } has 4 bytes of padding unless packed: the lifted type
        // cannot say which, so the offset is unknown (may alias any).
        let padded = Type::Struct(vec![i32t, i64t.clone()]);
        assert_eq!(bytes(&padded, &c(&[0, 1])), None);
        assert_eq!(bytes(&padded, &c(&[1])), None);
        assert_eq!(bytes(&i64t, &[GepIndex::Value(Value::new("i", Span::default()))]), None);
    }

    #[test]
    fn a_ring_index_gives_a_strided_range() {
        // `gep [8 x i8], base+98304, (i urem 3)`: 98304, 98312, 98320.
        let ring = gep_offsets(&Type::Array(8, Box::new(Type::Int(8))), &[GepIndex::Value(Value::new("i", Span::default()))], &|_| Some(Offsets::range(0, 2, 1)))
            .and_then(|o| o.add(Offsets::exactly(98304)));
        let ring = ring.expect("bounded");
        assert_eq!(ring, Offsets::range(98304, 98320, 8));
        // Gluon's MMA barrier just past the ring, and the edges of the ring.
        assert!(!ring.meets(Offsets::exactly(98336)));
        assert!(!ring.meets(Offsets::exactly(98328)));
        assert!(ring.meets(Offsets::exactly(98320)));
        assert!(ring.meets(Offsets::exactly(98304)));
        // Inside the interval but off the stride.
        assert!(!ring.meets(Offsets::exactly(98308)));
        // Two rings of the same stride, shifted by a whole slot, meet.
        assert!(ring.meets(Offsets::range(98312, 98336, 8)));
        assert!(!ring.meets(Offsets::range(98324, 98340, 8)));
    }
}
