//! The values the protocol model computes: integers of a width, addresses
//! (a variable or parameter, the CTA whose shared memory they name, a byte
//! offset), the state an `mbarrier.arrive` returns, values the model cannot
//! see, and values that differ between the threads of a group (one per
//! thread, in the group's order).

use std::rc::Rc;

/// What an address points into.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Base<'a> {
    /// A module variable (a shared-memory barrier, a buffer).
    Global(&'a str),
    /// A kernel's pointer parameter.
    Param(&'a str),
}

/// An abstract value.
#[derive(Clone, Debug, PartialEq)]
pub enum Val<'a> {
    /// An integer, kept as its low bits unsigned.
    Int(u128),
    /// An address: `cta` is the CTA of the cluster whose shared memory it
    /// names (None: the executing CTA's).
    Ptr { base: Base<'a>, cta: Option<u32>, off: i128 },
    /// What `mbarrier.arrive` returns: the barrier and the phase it arrived in.
    Token { key: BarKey<'a>, phase: u64 },
    /// A value the model does not follow (memory contents, floating point).
    Unknown,
    /// One value per thread of the group, none of them `Lanes`.
    Lanes(Rc<Vec<Val<'a>>>),
}

/// One mbarrier object: the CTA that owns it, the variable and byte offset.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct BarKey<'a> {
    pub cta: u32,
    pub base: Base<'a>,
    pub off: i128,
}

pub fn mask(v: u128, bits: u32) -> u128 {
    if bits >= 128 { v } else { v & ((1u128 << bits) - 1) }
}

/// `v` (the low `bits` bits) read as signed.
pub fn signed(v: u128, bits: u32) -> i128 {
    if bits == 0 || bits >= 128 {
        return v as i128;
    }
    let shift = 128 - bits;
    ((v << shift) as i128) >> shift
}

impl<'a> Val<'a> {
    /// One value per thread, collapsed to one value where all agree.
    pub fn lanes(v: Vec<Val<'a>>) -> Val<'a> {
        match v.first() {
            Some(first) if v.iter().all(|x| x == first) => first.clone(),
            None => Val::Unknown,
            _ => Val::Lanes(Rc::new(v)),
        }
    }

    /// The value thread `i` of the group sees.
    pub fn lane(&self, i: usize) -> &Val<'a> {
        match self {
            Val::Lanes(v) => &v[i],
            other => other,
        }
    }

    pub fn is_lanes(&self) -> bool {
        matches!(self, Val::Lanes(_))
    }

    /// The value for the threads at `keep` (indices into the group).
    pub fn select(&self, keep: &[usize]) -> Val<'a> {
        match self {
            Val::Lanes(v) => Val::lanes(keep.iter().map(|&i| v[i].clone()).collect()),
            other => other.clone(),
        }
    }
}

/// Applies `f` thread by thread where either side differs between threads.
pub fn map2<'a>(a: &Val<'a>, b: &Val<'a>, n: usize, f: impl Fn(&Val<'a>, &Val<'a>) -> Val<'a>) -> Val<'a> {
    if a.is_lanes() || b.is_lanes() {
        Val::lanes((0..n).map(|i| f(a.lane(i), b.lane(i))).collect())
    } else {
        f(a, b)
    }
}

pub fn map1<'a>(a: &Val<'a>, f: impl Fn(&Val<'a>) -> Val<'a>) -> Val<'a> {
    match a {
        Val::Lanes(v) => Val::lanes(v.iter().map(f).collect()),
        other => f(other),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn widths_wrap_and_sign() {
        assert_eq!(mask(u128::MAX, 32), 0xffff_ffff);
        assert_eq!(signed(0xffff_ffff, 32), -1);
        assert_eq!(signed(5, 32), 5);
        assert_eq!(Val::lanes(vec![Val::Int(1), Val::Int(1)]), Val::Int(1));
        assert!(Val::lanes(vec![Val::Int(1), Val::Int(2)]).is_lanes());
        let v = Val::lanes(vec![Val::Int(0), Val::Int(1), Val::Int(2)]);
        assert_eq!(v.select(&[1]), Val::Int(1));
    }
}
