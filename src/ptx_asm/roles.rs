//! What the instructions of an inline-PTX string do for the structural race
//! checks (`src/verify/races`), in the terms the table ops give in their
//! `sync = [...]` data: an `mbarrier.arrive.expect_tx` written in asm
//! announces bytes as `nvvm.mbarrier.arrive.expect_tx` does, so that a kernel
//! written with inline PTX (CUTLASS, Triton) gets the verdicts of one written
//! with the intrinsics.
//!
//! A role's operand index is the asm operand number (`$N`) of the barrier's
//! address, the first placeholder inside its `[...]`. An address the asm
//! computes itself names no operand and gives no role: the checks stay silent
//! where they cannot tell.

use super::statements;
use crate::ops::{Effect, EffectArg, SyncRole};

/// The roles of every instruction of `text`, in order (duplicates kept out).
///
/// ```
/// use nvvm_lower::{ops::SyncRole, ptx_asm::sync_roles};
/// let wait = "{ .reg .pred P1; W: mbarrier.try_wait.parity.shared::cta.b64 P1, [$0], $1; @P1 bra D; bra W; D: }";
/// assert_eq!(sync_roles(wait), [SyncRole::TxWait(0), SyncRole::SmemAcquire]);
/// let tma = "cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes [$0], [$1, {$3, $4}], [$2];";
/// assert_eq!(sync_roles(tma), [SyncRole::TxCompleter(2), SyncRole::SmemWrite]);
/// assert_eq!(sync_roles("st.global.v4.b32 [ $1 + 0 ], { $2, $3, $4, $5 };"), []);
/// ```
pub fn sync_roles(text: &str) -> Vec<SyncRole> {
    let mut out = Vec::new();
    for st in statements(text) {
        let tokens: Vec<&str> = st.opcode.split('.').collect();
        for role in statement_roles(&tokens, &st.operands) {
            if !out.contains(&role) {
                out.push(role);
            }
        }
    }
    out
}

/// The roles of one instruction, from its opcode's tokens and its operands.
fn statement_roles(tokens: &[&str], operands: &str) -> Vec<SyncRole> {
    let has = |t: &str| tokens.contains(&t);
    let addresses = addresses(operands);
    let first = addresses.first().copied().flatten();
    let last = addresses.last().copied().flatten();
    match (tokens[0], tokens.get(1).copied().unwrap_or("")) {
        ("mbarrier", "arrive" | "arrive_drop" | "expect_tx") if has("expect_tx") => first.map(SyncRole::TxProducer).into_iter().collect(),
        ("mbarrier", "complete_tx") => first.map(SyncRole::TxCompleter).into_iter().collect(),
        ("mbarrier", "arrive" | "arrive_drop") => first.map(SyncRole::Arrive).into_iter().collect(),
        ("tcgen05", "commit") => first.map(SyncRole::Arrive).into_iter().collect(),
        ("cp", "async") if tokens.get(2) == Some(&"mbarrier") => first.map(SyncRole::Arrive).into_iter().collect(),
        // A wait is also an acquire of what the phase's arrivals wrote.
        ("mbarrier", "try_wait" | "test_wait") => first.map(SyncRole::TxWait).into_iter().chain([SyncRole::SmemAcquire]).collect(),
        ("cp", "async") if has("bulk") => bulk_copy(tokens, last),
        ("wgmma", "fence") => vec![SyncRole::WgmmaFence],
        ("wgmma", "mma_async") => vec![SyncRole::WgmmaMma],
        ("bar" | "barrier", "sync" | "red" | "cta" | "cluster") if !has("arrive") => vec![SyncRole::SmemAcquire],
        ("bar" | "barrier", _) if tokens.len() == 1 => vec![SyncRole::SmemAcquire],
        ("st" | "atom" | "red" | "stmatrix", _) if writes_shared(tokens) => vec![SyncRole::SmemWrite],
        _ => Vec::new(),
    }
}

/// A bulk copy: completes transaction bytes on its mbarrier (the last
/// `[...]`) when it says `mbarrier::complete_tx`, and writes shared memory
/// when its destination (the first space after the opcode's head) is shared.
fn bulk_copy(tokens: &[&str], mbar: Option<usize>) -> Vec<SyncRole> {
    let mut roles = Vec::new();
    if tokens.iter().any(|t| t.starts_with("mbarrier::complete_tx")) {
        roles.extend(mbar.map(SyncRole::TxCompleter));
    }
    let dst = tokens.iter().find(|t| t.starts_with("shared") || **t == "global");
    if dst.is_some_and(|t| t.starts_with("shared")) {
        roles.push(SyncRole::SmemWrite);
    }
    roles
}

/// A store, atomic or `stmatrix` that may write shared memory: a shared
/// space, or none (a generic address may point there); `st.async` writes
/// a peer's shared::cluster memory.
fn writes_shared(tokens: &[&str]) -> bool {
    let spaces = ["global", "local", "param", "const", "shared", "shared::cta", "shared::cluster", "async"];
    match tokens.iter().find(|t| spaces.contains(t)) {
        Some(s) => s.starts_with("shared") || *s == "async",
        None => true,
    }
}

/// The asm operand named first inside each `[...]` of `operands` (None
/// where the address is a register of the asm's own).
fn addresses(operands: &str) -> Vec<Option<usize>> {
    let mut out = Vec::new();
    let mut rest = operands;
    while let Some(open) = rest.find('[') {
        let inner = &rest[open + 1..];
        let close = inner.find(']').unwrap_or(inner.len());
        out.push(placeholder(&inner[..close]));
        rest = &inner[close..];
    }
    out
}

/// The first `$N` or `${N...}` of `s`.
fn placeholder(s: &str) -> Option<usize> {
    let at = s.find('$')?;
    let digits: String = s[at + 1..].trim_start_matches('{').chars().take_while(char::is_ascii_digit).collect();
    digits.parse().ok()
}

/// A CTA-scope atomic or reduction of an asm (`atom.cta.add.u32 [$1], $2;`,
/// `red.release.cta.global.add.u32 [$0], $1;`): the state space it names
/// (None: generic, whose address may be global memory) and the asm operand
/// (`$N`) of its address, where it names one.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CtaAtomic<'t> {
    /// `global`, `shared`, `shared::cta` or `shared::cluster`; None: generic.
    pub space: Option<&'t str>,
    /// The `$N` of the first `[...]`.
    pub address: Option<usize>,
}

/// The CTA-scope atomic `st` is, if it is one.
///
/// ```
/// use nvvm_lower::ptx_asm::{cta_atomic, statements, CtaAtomic};
/// let st = &statements("atom.cta.add.u32 $0, [$1], $2;")[0];
/// assert_eq!(cta_atomic(st), Some(CtaAtomic { space: None, address: Some(1) }));
/// let st = &statements("red.release.cta.global.add.u32 [$0], $1;")[0];
/// assert_eq!(cta_atomic(st), Some(CtaAtomic { space: Some("global"), address: Some(0) }));
/// assert_eq!(cta_atomic(&statements("atom.gpu.add.u32 $0, [$1], $2;")[0]), None);
/// ```
pub fn cta_atomic(st: &super::Statement) -> Option<CtaAtomic<'_>> {
    let mut tokens = st.opcode.split('.');
    if !matches!(tokens.next(), Some("atom" | "red")) || !st.opcode.split('.').any(|t| t == "cta") {
        return None;
    }
    let spaces = ["global", "shared", "shared::cta", "shared::cluster"];
    let space = tokens.find(|t| spaces.contains(t));
    Some(CtaAtomic { space, address: addresses(&st.operands).first().copied().flatten() })
}

/// An asm that converts one address between the generic window and a
/// state space (`cvta.shared.u64 $0, $1;`, CUTLASS's
/// `{ .reg .u64 a; cvta.to.shared.u64 a, $1; cvt.u32.u64 $0, a; }`): its
/// result is the same variable as its input, in a known space.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Cvta {
    /// To the generic window (`cvta.shared`), or from it (`cvta.to.shared`).
    pub to_generic: bool,
    /// The state space's LLVM address space: 1 global, 3 shared, 7 shared::cluster.
    pub space: u32,
    /// The asm operand (`$N`) of the address converted.
    pub input: usize,
}

/// The conversion `text` is, if it is one: a single `cvta` of a space the
/// checks know, with nothing else but register moves and conversions.
///
/// ```
/// use nvvm_lower::ptx_asm::{cvta, Cvta};
/// let cutlass = "{\n .reg .u64 smem_ptr;\n cvta.to.shared.u64 smem_ptr, $1;\n cvt.u32.u64 $0, smem_ptr;\n}";
/// assert_eq!(cvta(cutlass), Some(Cvta { to_generic: false, space: 3, input: 1 }));
/// assert_eq!(cvta("cvta.shared::cluster.u64 $0, $1;"), Some(Cvta { to_generic: true, space: 7, input: 1 }));
/// assert_eq!(cvta("cvta.local.u64 $0, $1;"), None);
/// ```
pub fn cvta(text: &str) -> Option<Cvta> {
    let mut found = None;
    for st in statements(text) {
        let tokens: Vec<&str> = st.opcode.split('.').collect();
        match tokens[0] {
            "cvt" | "mov" => {}
            "cvta" if found.is_none() => {
                let to_generic = tokens.get(1) != Some(&"to");
                let space = match tokens.get(if to_generic { 1 } else { 2 }).copied()? {
                    "global" => 1,
                    "shared" | "shared::cta" => 3,
                    "shared::cluster" => 7,
                    _ => return None,
                };
                let input = placeholder(st.operands.split(',').nth(1)?)?;
                found = Some(Cvta { to_generic, space, input });
            }
            _ => return None,
        }
    }
    found
}

#[cfg(test)]
mod tests {
    use super::*;
    use SyncRole::*;

    #[test]
    fn producers_waits_and_completers_name_their_barrier() {
        assert_eq!(sync_roles("mbarrier.arrive.expect_tx.shared::cta.b64 _, [$1], $0;"), [TxProducer(1)]);
        assert_eq!(sync_roles("@$2 mbarrier.expect_tx.relaxed.cluster.shared::cluster.b64 [${0:q}], $1;"), [TxProducer(0)]);
        assert_eq!(sync_roles("mbarrier.complete_tx.shared::cluster.b64 [$0], 64;"), [TxCompleter(0)]);
        assert_eq!(sync_roles("mbarrier.test_wait.shared::cta.b64 p, [$1], $2;"), [TxWait(1), SmemAcquire]);
        // A plain arrive announces no bytes: its barrier completes by arrivals.
        assert_eq!(sync_roles("mbarrier.arrive.shared::cta.b64 _, [$0];"), [Arrive(0)]);
        assert_eq!(sync_roles("@$0 tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.b64 [$1];"), [Arrive(1)]);
        assert_eq!(sync_roles("cp.async.mbarrier.arrive.noinc.shared::cta.b64 [$0];"), [Arrive(0)]);
        // A barrier address the asm computes itself: no operand, no role.
        assert_eq!(sync_roles("{ .reg .u32 a; cvt.u32.u64 a, $0; mbarrier.try_wait.shared::cta.b64 p, [a], 0; }"), [SmemAcquire]);
    }

    #[test]
    fn copies_stores_fences_and_barriers() {
        assert_eq!(sync_roles("cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes [$0], [$1], $2, [$3];"), [TxCompleter(3), SmemWrite]);
        assert_eq!(sync_roles("cp.async.bulk.tensor.2d.global.shared::cta.bulk_group [$0, {$2, $3}], [$1];"), []);
        assert_eq!(sync_roles("@$1 st.shared.v4.b32 [ $0 + 0 ], { $2, $3, $4, $5 };"), [SmemWrite]);
        assert_eq!(sync_roles("st.async.shared::cluster.mbarrier::complete_tx::bytes.u32 [$0], $1, [$2];"), [SmemWrite]);
        assert_eq!(sync_roles("st.u32 [$0], $1;"), [SmemWrite]);
        assert_eq!(sync_roles("wgmma.fence.sync.aligned;"), [WgmmaFence]);
        assert_eq!(sync_roles("wgmma.mma_async.sync.aligned.m64n8k16.f32.f16.f16 {$0, $1, $2, $3}, $4, $5, p, 1, 1, 0, 0;"), [WgmmaMma]);
        assert_eq!(sync_roles("bar.sync 0;"), [SmemAcquire]);
        assert_eq!(sync_roles("barrier.cluster.wait.aligned;"), [SmemAcquire]);
        assert_eq!(sync_roles("barrier.cluster.arrive.release;"), []);
        assert_eq!(sync_roles("bar.arrive 1, 64;"), []);
    }
}

/// What the instructions of `text` do to the protocol model's state, in the
/// terms the table ops give in their `model = "..."` data (operands are asm
/// operand numbers, `$N`), each with the predicate that guards it. A
/// `try_wait` in an asm that also branches is the retry loop CUTLASS
/// writes, so it waits; alone it is one probe, whose result the asm returns.
///
/// ```
/// use nvvm_lower::{ops::{Effect, EffectArg::*}, ptx_asm::{effects, AsmGuard}};
/// let wait = "{ .reg .pred P1; W: mbarrier.try_wait.parity.shared::cta.b64 P1, [$0], $1; @P1 bra D; bra W; D: }";
/// assert_eq!(effects(wait), [(Effect::MbarWait { bar: Operand(0), state: Operand(1) }, None)]);
/// assert_eq!(effects("bar.sync 1, 128;"), [(Effect::CtaSync { id: Imm(1), count: Imm(128), aligned: true }, None)]);
/// let triton = "@$0 mbarrier.arrive.expect_tx.shared::cta.b64 _, [$1], 16384;";
/// assert_eq!(effects(triton)[0].1, Some(AsmGuard::Operand(0, false)));
/// ```
pub fn effects(text: &str) -> Vec<(Effect, Option<AsmGuard>)> {
    let sts = statements(text);
    let loops = sts.iter().any(|s| s.opcode == "bra" || s.opcode.starts_with("bra."));
    sts.iter()
        .filter_map(|st| {
            let e = statement_effect(&st.opcode.split('.').collect::<Vec<_>>(), &st.operands, loops)?;
            Some((e, st.guard.as_deref().map(guard)))
        })
        .collect()
}

/// The predicate of a guarded instruction (`@$3`, `@!p`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AsmGuard {
    /// An asm operand, negated or not.
    Operand(usize, bool),
    /// A predicate register of the asm's own, negated or not.
    Local(bool),
}

fn guard(g: &str) -> AsmGuard {
    let g = g.trim().trim_start_matches('@');
    let (neg, g) = match g.strip_prefix('!') {
        Some(rest) => (true, rest.trim()),
        None => (false, g),
    };
    match placeholder(g).filter(|_| g.starts_with('$')) {
        Some(n) => AsmGuard::Operand(n, neg),
        None => AsmGuard::Local(neg),
    }
}

fn statement_effect(tokens: &[&str], operands: &str, loops: bool) -> Option<Effect> {
    use EffectArg::*;
    let has = |t: &str| tokens.contains(&t);
    let ops = effect_operands(operands);
    let at = |i: usize| ops.get(i).copied().unwrap_or(Unknown);
    let or = |i: usize, d: EffectArg| ops.get(i).copied().unwrap_or(d);
    Some(match (tokens[0], tokens.get(1).copied().unwrap_or("")) {
        ("mbarrier", "init") => Effect::MbarInit { bar: at(0), count: at(1) },
        ("mbarrier", "inval") => Effect::MbarInval { bar: at(0) },
        ("mbarrier", "expect_tx") => Effect::MbarExpectTx { bar: at(0), tx: at(1) },
        ("mbarrier", "complete_tx") => Effect::MbarCompleteTx { bar: at(0), tx: at(1) },
        ("mbarrier", "arrive" | "arrive_drop") => {
            let drop = tokens[1] == "arrive_drop";
            let complete = !has("noComplete");
            // `state, [addr], tx` with expect_tx; `state, [addr], count` without.
            match has("expect_tx") {
                true => Effect::MbarArrive { bar: at(1), count: Imm(1), tx: at(2), drop, complete },
                false => Effect::MbarArrive { bar: at(1), count: or(2, Imm(1)), tx: Imm(0), drop, complete },
            }
        }
        ("mbarrier", "try_wait") if loops => Effect::MbarWait { bar: at(1), state: at(2) },
        ("mbarrier", "try_wait" | "test_wait") => Effect::MbarProbe { bar: at(1), state: at(2) },
        ("cp", "async") if has("bulk") && tokens.iter().any(|t| t.starts_with("mbarrier::complete_tx")) => {
            // `[dst], [src], size, [mbar]`; a tensor copy's box is in its tensor map.
            let multicast = tokens.iter().any(|t| t.starts_with("multicast"));
            match has("tensor") {
                true => Effect::MbarCompleteTxMulticast { bar: at(2), tx: Unknown, mask: if multicast { at(3) } else { Imm(0) } },
                false => Effect::MbarCompleteTxMulticast { bar: at(3), tx: at(2), mask: if multicast { at(4) } else { Imm(0) } },
            }
        }
        ("clusterlaunchcontrol", "try_cancel") => Effect::MbarCompleteTx { bar: at(1), tx: Imm(16) },
        ("tcgen05", "commit") => Effect::MbarArriveMulticast { bar: at(0), mask: if tokens.iter().any(|t| t.starts_with("multicast")) { at(1) } else { Imm(0) } },
        ("bar" | "barrier", "arrive") => Effect::CtaArrive { id: at(0), count: at(1) },
        ("bar", "sync") | ("barrier", "sync") => Effect::CtaSync { id: or(0, Imm(0)), count: or(1, All), aligned: tokens[0] == "bar" || has("aligned") },
        ("bar" | "barrier", "red") => Effect::CtaSync { id: at(1), count: if ops.len() > 3 { at(2) } else { All }, aligned: true },
        ("barrier", "cluster") if has("arrive") => Effect::ClusterArrive { release: !has("relaxed") },
        ("fence", "mbarrier_init") => Effect::ClusterRelease,
        ("fence", _) if !has("proxy") && !has("acquire") && (has("cluster") || has("gpu") || has("sys")) => Effect::ClusterRelease,
        ("membar", "gl" | "sys") => Effect::ClusterRelease,
        ("barrier", "cluster") if has("wait") => Effect::ClusterWait,
        ("elect", "sync") => Effect::Elect,
        ("cp", "async") if has("mbarrier") && has("arrive") => Effect::CpAsyncArrive { bar: at(0), noinc: Imm(i64::from(has("noinc"))) },
        ("tcgen05", "alloc") => Effect::TmemAlloc { cols: at(1) },
        ("tcgen05", "dealloc") => Effect::TmemDealloc { cols: at(1) },
        ("tcgen05", "relinquish_alloc_permit") => Effect::TmemRelinquish,
        ("cp", "async") if has("bulk") && tokens.get(3) == Some(&"commit_group") => Effect::BulkCommit,
        ("cp", "async") if has("bulk") && tokens.get(3) == Some(&"wait_group") => Effect::BulkWait { n: at(0) },
        // `[dst], [src], size` out of shared::cta; a tensor store's box is in its tensor map.
        ("cp", "async") | ("cp", "reduce") if has("bulk") && has("bulk_group") && tokens.iter().any(|t| t.starts_with("shared")) => Effect::BulkRead { src: at(1), size: if has("tensor") { Unknown } else { at(2) } },
        ("cp", "async") if tokens.get(2) == Some(&"commit_group") => Effect::CpAsyncCommit,
        ("cp", "async") if tokens.get(2) == Some(&"wait_group") => Effect::CpAsyncWait { n: at(0), all: false },
        ("cp", "async") if tokens.get(2) == Some(&"wait_all") => Effect::CpAsyncWait { n: Imm(0), all: true },
        ("cp", "async") if matches!(tokens.get(2), Some(&"ca" | &"cg")) => Effect::CpAsync { dst: at(0), size: at(2) },
        ("fence", "proxy") if tokens.get(2) == Some(&"async") => Effect::ProxyFence,
        ("wgmma", "fence") => Effect::WgmmaFence,
        ("wgmma", "commit_group") => Effect::WgmmaCommit,
        ("wgmma", "wait_group") => Effect::WgmmaWait { n: at(0) },
        ("wgmma", "mma_async") => Effect::Wgmma,
        // `{regs}, [taddr]` / `[taddr], {regs}`; the columns from the shape.
        ("tcgen05", "ld") => Effect::TmemLd { taddr: at(1), cols: tmem_columns(tokens) },
        ("tcgen05", "st") => Effect::TmemSt { taddr: at(0), cols: tmem_columns(tokens) },
        ("tcgen05", "wait::ld") => Effect::TmemWait { store: Imm(0) },
        ("tcgen05", "wait::st") => Effect::TmemWait { store: Imm(1) },
        // `[d], a, b, idesc, ...` (A in tensor memory is `[a]`); `[taddr], desc`.
        ("tcgen05", "mma") => Effect::TmemMma { d: at(0), idesc: at(3), cp: false },
        ("tcgen05", "cp") => Effect::TmemMma { d: at(0), idesc: Unknown, cp: true },
        _ => return None,
    })
}

/// The 32-bit columns a `tcgen05.ld` / `tcgen05.st` moves per lane: the
/// shape's bits (`32x32b`, `16x64b`, `16x128b`, `16x256b`, `16x32bx2`)
/// times the repeat count (`.x8`).
fn tmem_columns(tokens: &[&str]) -> EffectArg {
    let bits = tokens.iter().find_map(|t| {
        let (lanes, rest) = t.split_once('x')?;
        lanes.parse::<u32>().ok()?;
        rest.split('b').next()?.parse::<i64>().ok()
    });
    let repeat = tokens.iter().filter_map(|t| t.strip_prefix('x')?.parse::<i64>().ok()).next_back().unwrap_or(1);
    bits.map_or(EffectArg::Unknown, |b| EffectArg::Imm((b / 32).max(1) * repeat))
}

#[cfg(test)]
mod async_tests {
    use super::*;
    use EffectArg::*;

    fn one(text: &str) -> Effect {
        effects(text)[0].0
    }

    #[test]
    fn tcgen05_loads_stores_and_waits() {
        assert_eq!(one("tcgen05.ld.sync.aligned.32x32b.x8.b32 {$0, $1, $2, $3, $4, $5, $6, $7}, [$8];"), Effect::TmemLd { taddr: Operand(8), cols: Imm(8) });
        assert_eq!(one("tcgen05.st.sync.aligned.16x128b.x2.b32 [$0], {$1, $2, $3, $4};"), Effect::TmemSt { taddr: Operand(0), cols: Imm(8) });
        assert_eq!(one("tcgen05.wait::ld.sync.aligned;"), Effect::TmemWait { store: Imm(0) });
        assert_eq!(one("tcgen05.wait::st.sync.aligned;"), Effect::TmemWait { store: Imm(1) });
        assert_eq!(one("{ .reg .pred p; setp.ne.b32 p, $4, 0; tcgen05.mma.cta_group::1.kind::f16 [$0], $1, $2, $3, p; }"), Effect::TmemMma { d: Operand(0), idesc: Operand(3), cp: false });
    }

    #[test]
    fn async_groups_and_proxy_fences_are_effects() {
        assert_eq!(one("cp.async.cg.shared.global [$0], [$1], 16;"), Effect::CpAsync { dst: Operand(0), size: Imm(16) });
        assert_eq!(one("cp.async.commit_group;"), Effect::CpAsyncCommit);
        assert_eq!(one("cp.async.wait_group $0;"), Effect::CpAsyncWait { n: Operand(0), all: false });
        assert_eq!(one("cp.async.wait_all;"), Effect::CpAsyncWait { n: Imm(0), all: true });
        assert_eq!(one("cp.async.bulk.global.shared::cta.bulk_group [$0], [$1], $2;"), Effect::BulkRead { src: Operand(1), size: Operand(2) });
        assert_eq!(one("cp.async.bulk.tensor.2d.global.shared::cta.bulk_group [$0, {$2, $3}], [$1];"), Effect::BulkRead { src: Operand(1), size: Unknown });
        assert_eq!(one("cp.async.bulk.commit_group;"), Effect::BulkCommit);
        assert_eq!(one("cp.async.bulk.wait_group.read 0;"), Effect::BulkWait { n: Imm(0) });
        assert_eq!(one("fence.proxy.async.shared::cta;"), Effect::ProxyFence);
        assert_eq!(one("wgmma.wait_group.sync.aligned 1;"), Effect::WgmmaWait { n: Imm(1) });
        // A bulk load completes bytes on its mbarrier; it reads no shared memory.
        assert!(matches!(one("cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes [$0], [$1], $2, [$3];"), Effect::MbarCompleteTxMulticast { .. }));
        assert!(effects("fence.proxy.alias;").is_empty());
    }

    #[test]
    fn shared_accesses_name_their_address_and_bytes() {
        assert_eq!(smem_accesses("ldmatrix.sync.aligned.x4.m8n8.shared.b16 {$0, $1, $2, $3}, [$4];"), [SmemAccess { write: false, address: 4, bytes: 16 }]);
        assert_eq!(smem_accesses("st.shared.v2.f32 [$0], {$1, $2};"), [SmemAccess { write: true, address: 0, bytes: 8 }]);
        assert_eq!(smem_accesses("st.u16 [$0], $1;"), [SmemAccess { write: true, address: 0, bytes: 2 }]);
        assert!(smem_accesses("ld.global.nc.v4.u32 {$0, $1, $2, $3}, [$4];").is_empty());
    }
}

/// Each operand of an instruction as the model reads it: `$N` or `[$N]` the
/// asm operand, a number, anything else (the asm's own register, `_`)
/// unknown.
fn effect_operands(operands: &str) -> Vec<EffectArg> {
    let mut out = Vec::new();
    let mut depth = 0i32;
    let mut start = 0;
    let bytes = operands.as_bytes();
    for i in 0..=bytes.len() {
        let c = bytes.get(i).copied().unwrap_or(b',');
        match c {
            b'[' | b'{' => depth += 1,
            b']' | b'}' => depth -= 1,
            b',' if depth <= 0 => {
                out.push(effect_operand(operands[start..i].trim()));
                start = i + 1;
            }
            _ => {}
        }
    }
    out
}

fn effect_operand(s: &str) -> EffectArg {
    let inner = s.trim_start_matches('[').trim_end_matches(']').trim();
    if let Some(n) = placeholder(inner).filter(|_| inner.starts_with('$')) {
        return EffectArg::Operand(n);
    }
    let number = match inner.strip_prefix("0x").or_else(|| inner.strip_prefix("0X")) {
        Some(hex) => i64::from_str_radix(hex, 16).ok(),
        None => inner.parse::<i64>().ok(),
    };
    number.map_or(EffectArg::Unknown, EffectArg::Imm)
}

/// A generic-proxy access of shared memory an inline-PTX instruction makes:
/// `ld.shared` / `st.shared` (or a generic `ld` / `st`, whose address may
/// point there), `ldmatrix`, `stmatrix`, at the asm operand (`$N`) of its
/// first `[...]`, of `bytes` bytes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SmemAccess {
    /// A store (else a load).
    pub write: bool,
    /// The `$N` of the address.
    pub address: usize,
    /// The bytes one thread moves (a vector's lanes times the element's width).
    pub bytes: u32,
}

/// The generic-proxy shared-memory accesses of `text`, in order.
///
/// ```
/// use nvvm_lower::ptx_asm::{smem_accesses, SmemAccess};
/// assert_eq!(smem_accesses("st.shared.v4.b32 [$0], {$1, $2, $3, $4};"), [SmemAccess { write: true, address: 0, bytes: 16 }]);
/// assert_eq!(smem_accesses("ld.shared.f32 $0, [$1];"), [SmemAccess { write: false, address: 1, bytes: 4 }]);
/// assert_eq!(smem_accesses("ld.global.f32 $0, [$1];"), []);
/// ```
pub fn smem_accesses(text: &str) -> Vec<SmemAccess> {
    statements(text)
        .iter()
        .filter_map(|st| {
            let tokens: Vec<&str> = st.opcode.split('.').collect();
            let write = match tokens[0] {
                "st" | "stmatrix" => true,
                "ld" | "ldmatrix" => false,
                _ => return None,
            };
            let spaces = ["global", "local", "param", "const", "shared", "shared::cta", "shared::cluster", "async", "bulk"];
            if tokens.iter().find(|t| spaces.contains(t)).is_some_and(|s| !s.starts_with("shared")) {
                return None;
            }
            let address = addresses(&st.operands).first().copied().flatten()?;
            Some(SmemAccess { write, address, bytes: access_bytes(&tokens) })
        })
        .collect()
}

/// `.v4` times `.b32`: the bytes one thread moves (`ldmatrix` / `stmatrix`:
/// the 16-byte row whose address the thread gives).
fn access_bytes(tokens: &[&str]) -> u32 {
    if matches!(tokens[0], "ldmatrix" | "stmatrix") {
        return 16;
    }
    let lanes = tokens.iter().find_map(|t| t.strip_prefix('v').and_then(|n| n.parse::<u32>().ok())).unwrap_or(1);
    let bits = tokens.iter().rev().find_map(|t| t.get(1..).filter(|_| matches!(t.as_bytes()[0], b'b' | b'u' | b's' | b'f')).and_then(|n| n.parse::<u32>().ok())).unwrap_or(32);
    lanes * bits.max(8) / 8
}
