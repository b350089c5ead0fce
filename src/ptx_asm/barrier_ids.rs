//! The named barriers an asm string uses: the literal ids of its `bar.sync`,
//! `bar.arrive`, `bar.red` (and `barrier.*`, `*.cta.*`) instructions, with
//! their thread counts, so that the named-barrier allocators never hand out
//! an id a front end's own PTX already uses and the verifier sees every use.

/// How many threads a named-barrier instruction waits for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ThreadCount {
    /// No count operand: every thread of the CTA.
    All,
    /// A literal count.
    Known(u32),
    /// A count known only at run time (a register or placeholder).
    Unknown,
}

impl ThreadCount {
    /// True when two uses of one barrier id wait for different numbers of
    /// threads that are both known: PTX requires every use to agree.
    pub fn conflicts_with(self, other: ThreadCount) -> bool {
        matches!((self, other), (ThreadCount::Known(a), ThreadCount::Known(b)) if a != b)
    }
}

impl std::fmt::Display for ThreadCount {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            ThreadCount::All => f.write_str("all threads of the CTA"),
            ThreadCount::Known(n) => write!(f, "{n} threads"),
            ThreadCount::Unknown => f.write_str("a run-time thread count"),
        }
    }
}

/// One use of a named barrier with a literal id.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BarrierUse {
    /// The barrier id, 0 to 15.
    pub id: u32,
    /// The threads it waits for.
    pub count: ThreadCount,
}

/// The named-barrier instructions of `text` whose id is a literal.
///
/// ```
/// use nvvm_lower::ptx_asm::{barrier_uses, BarrierUse, ThreadCount};
/// let uses = barrier_uses("bar.sync 1, 64;\n barrier.arrive.aligned 2, $0; bar.sync 3; bar.sync $1;");
/// assert_eq!(uses, [BarrierUse { id: 1, count: ThreadCount::Known(64) }, BarrierUse { id: 2, count: ThreadCount::Unknown }, BarrierUse { id: 3, count: ThreadCount::All }]);
/// ```
pub fn barrier_uses(text: &str) -> Vec<BarrierUse> {
    super::statements(text).iter().filter_map(|s| statement_use(&s.opcode, &s.operands)).collect()
}

/// `bar[rier][.cta].{sync,arrive}[.aligned] a{, b}` and
/// `bar[rier][.cta].red.op[.aligned].type d, a{, b}, {!}c`.
fn statement_use(opcode: &str, operands: &str) -> Option<BarrierUse> {
    let mut tokens = opcode.split('.');
    if !matches!(tokens.next(), Some("bar" | "barrier")) {
        return None;
    }
    let kind = tokens.find(|t| *t != "cta")?;
    let operands: Vec<&str> = operands.split(',').map(str::trim).collect();
    // bar.red's destination comes first, and its predicate last.
    let (id_at, count_present) = match kind {
        "sync" | "arrive" => (0, operands.len() >= 2),
        "red" => (1, operands.len() >= 4),
        _ => return None,
    };
    let id = literal(operands.get(id_at)?)?;
    let count = match (count_present, operands.get(id_at + 1)) {
        (true, Some(c)) => literal(c).map_or(ThreadCount::Unknown, ThreadCount::Known),
        _ => ThreadCount::All,
    };
    Some(BarrierUse { id, count })
}

/// A decimal or hexadecimal PTX integer literal (`15`, `0x0f`, `64U`).
fn literal(s: &str) -> Option<u32> {
    let s = s.trim_end_matches(['U', 'u']);
    match s.strip_prefix("0x").or_else(|| s.strip_prefix("0X")) {
        Some(hex) => u32::from_str_radix(hex, 16).ok(),
        None => s.parse().ok(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_and_counts_of_every_barrier_spelling() {
        let got = barrier_uses("bar.cta.sync 4, 128; barrier.cta.arrive.aligned 0x5, 96; bar.red.popc.u32 %r1, 6, 64, %p; bar.red.and.pred %p2, 7, %p; @%p bar.sync 8;");
        let want = [(4, ThreadCount::Known(128)), (5, ThreadCount::Known(96)), (6, ThreadCount::Known(64)), (7, ThreadCount::All), (8, ThreadCount::All)];
        assert_eq!(got, want.map(|(id, count)| BarrierUse { id, count }));
    }

    #[test]
    fn other_instructions_and_run_time_ids_are_not_uses() {
        assert!(barrier_uses("barrier.cluster.arrive; bar.warp.sync -1; membar.cta; bar.sync %r1, 64; mbarrier.arrive.shared.b64 _, [$0];").is_empty());
    }

    #[test]
    fn only_two_known_counts_conflict() {
        use ThreadCount::*;
        assert!(Known(64).conflicts_with(Known(128)));
        assert!(!Known(64).conflicts_with(Known(64)));
        assert!(!Known(64).conflicts_with(All) && !Unknown.conflicts_with(Known(64)));
    }
}
