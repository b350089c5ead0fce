//! The op table, generated at build time from `intrinsics/*.toml`.
//!
//! Parsing, verification, gating, emission and `--print ops` all read these
//! statics; no op fact is written anywhere else.

use crate::types::Type;
pub use crate::target::{PTX_VERSIONS, TARGETS};
use crate::target::PtxVersion;

mod facts;
mod matrix;
mod tables;

pub use facts::Facts;
pub use matrix::*;
pub use tables::*;

/// Where an mbarrier (or any pointer operand) lives.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Space {
    /// addrspace(0): a generic address (for mbarrier ops it must still point into
    /// shared::cta).
    Generic,
    /// addrspace(1): global memory.
    Global,
    /// addrspace(3): shared::cta.
    Shared,
    /// addrspace(7): shared::cluster (distributed shared memory).
    SharedCluster,
    /// addrspace(6): tensor memory (a tcgen05 TMEM address, 32-bit).
    Tensor,
    /// addrspace(4): constant memory (a tensormap `nvvm.prefetch` reads).
    Const,
    /// addrspace(5): thread-local memory.
    Local,
}

impl Space {
    /// The space of an LLVM address space number, if it is one an op can name.
    pub fn from_addrspace(n: u32) -> Option<Space> {
        match n {
            0 => Some(Space::Generic),
            1 => Some(Space::Global),
            3 => Some(Space::Shared),
            4 => Some(Space::Const),
            5 => Some(Space::Local),
            6 => Some(Space::Tensor),
            7 => Some(Space::SharedCluster),
            _ => None,
        }
    }
    /// The LLVM address space number.
    pub fn addrspace(self) -> u32 {
        match self {
            Space::Generic => 0,
            Space::Global => 1,
            Space::Shared => 3,
            Space::SharedCluster => 7,
            Space::Tensor => 6,
            Space::Const => 4,
            Space::Local => 5,
        }
    }
    /// The name the input language and diagnostics use.
    pub fn name(self) -> &'static str {
        match self {
            Space::Generic => "generic",
            Space::Global => "global",
            Space::Shared => "shared_cta",
            Space::SharedCluster => "shared_cluster",
            Space::Tensor => "tensor",
            Space::Const => "const",
            Space::Local => "local",
        }
    }
}

/// `#nvvm.mem_scope<...>`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Scope {
    /// The issuing CTA.
    Cta,
    /// The CTAs of the cluster.
    Cluster,
    /// The whole GPU.
    Gpu,
    /// The GPU and the host (system).
    Sys,
}

impl Scope {
    /// Parses the keyword inside `#nvvm.mem_scope<...>`.
    pub fn parse(s: &str) -> Option<Scope> {
        match s {
            "cta" => Some(Scope::Cta),
            "cluster" => Some(Scope::Cluster),
            "gpu" => Some(Scope::Gpu),
            "sys" => Some(Scope::Sys),
            _ => None,
        }
    }
    /// The keyword.
    pub fn name(self) -> &'static str {
        match self {
            Scope::Cta => "cta",
            Scope::Cluster => "cluster",
            Scope::Gpu => "gpu",
            Scope::Sys => "sys",
        }
    }
}

/// What an operand must be.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OperandKind {
    /// A pointer, in the spaces the op allows.
    Ptr,
    /// `!nvsync.named_barrier`: one of the 16 bar.sync slots.
    NamedBarrier,
    /// `i1`.
    I1,
    /// `i16`.
    I16,
    /// `i32`.
    I32,
    /// `i64`.
    I64,
    /// `i32` or `i64`.
    I32OrI64,
    /// Any of i32, i64, f32, f64 (the value of a memory op).
    Scalar,
    /// `i32` (one lane) or `vector<N x i32>`, N one of these lane counts.
    I32Lanes(&'static [u32]),
    /// A tensor-memory address (`!llvm.ptr<6>`) or a 64-bit shared-memory
    /// matrix descriptor (`i64`): tcgen05.mma's A operand.
    TmemOrDesc,
    /// `i32` or `f32`: the 32-bit value of a warp shuffle or reduction.
    I32OrF32,
    /// `i8`: a small field of a descriptor (tcgen05.mma_smem_desc).
    I8,
    /// `i128`: an opaque 16-byte response (clusterlaunchcontrol).
    I128,
    /// Exactly this type as MLIR prints it (`f32`, `vector<4xi8>`): the
    /// operands of the arithmetic ops (intrinsics/arith.toml).
    Typed(&'static str),
}

/// One operand of an op, in source order.
#[derive(Debug)]
pub struct OperandSpec {
    /// The name.
    pub name: &'static str,
    /// Written as `keyword = %v` (`id = %b` of `nvvm.barrier`) rather than by position.
    pub keyword: Option<&'static str>,
    /// The keyword follows a comma (`%bar, multicast_mask = %m`), as MLIR 22's
    /// format for the op has it; otherwise it follows the previous operand directly.
    pub comma: bool,
    /// What it must be.
    pub kind: OperandKind,
    /// It may be left out.
    pub optional: bool,
    /// Written inside `keyword[...]` with the other slots of the same list
    /// (`box[%x, %y]`): slot `k` of the list holds its `k`-th value.
    pub list: Option<&'static str>,
    /// For a pointer: the spaces it may have; empty means the op's `spaces`.
    pub spaces: &'static [Space],
}

/// What the `:` type list after an op spells.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TypeList {
    /// One type per operand present.
    Operands,
    /// Only the first operand's type (`nvvm.mbarrier.arrive %b, %n : !llvm.ptr<3>`).
    FirstOperand,
    /// The types of the first `n` operands (`nvvm.cp.async.bulk.tensor...
    /// %dst, %tmap, %bar, box[..] : !llvm.ptr<7>, !llvm.ptr`).
    Leading(usize),
    /// The result type (`nvvm.read.ptx.sreg.tid.x : i32`).
    Result,
    /// The type of operand `i` only (`nvvm.tcgen05.st %t, %v : vector<4xi32>`).
    Of(usize),
    /// One type per operand present, in parentheses (`nvvm.tcgen05.mma`).
    Parenthesized,
    /// The operands in parentheses too, as a call: `(%a, %b) : (i32, i8) -> i64`
    /// (`nvvm.tcgen05.mma_smem_desc`).
    CallLike,
    /// No type list at all.
    None,
}

/// Integer scalar types results can have.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ScalarType {
    /// `i1`.
    I1,
    /// `i32`.
    I32,
    /// `i64`.
    I64,
}

impl ScalarType {
    /// Its width in bits.
    pub fn bits(self) -> u32 {
        match self {
            ScalarType::I1 => 1,
            ScalarType::I32 => 32,
            ScalarType::I64 => 64,
        }
    }
}

/// The result an op produces.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ResultSpec {
    /// No result.
    None,
    /// Always a result of this type.
    Required(ScalarType),
    /// May be written (`-> i64`) or left out.
    Optional(ScalarType),
    /// A pointer whose address space the chosen form gives (`nvvm.mapa`).
    Ptr,
    /// `!nvsync.named_barrier`.
    NamedBarrier,
    /// The type of operand `i` (an atomic's old value).
    SameAs(usize),
    /// Any scalar, as written (`nvsync.load ... -> f32`).
    Scalar,
    /// `i32` (one lane) or `vector<N x i32>`, N one of these lane counts.
    I32Lanes(&'static [u32]),
    /// The type the chosen form gives ([`FormSpec::result_type`]): a warp
    /// shuffle returns its value's type, or a struct with a validity flag.
    ByForm,
    /// Always this type, which MLIR's format does not write
    /// (`%r = nvvm.dot.accumulate.4way ... : vector<4xi8>, vector<4xi8>`).
    Implied(ScalarType),
    /// One of these types, as MLIR prints them; the emitter bitcasts,
    /// truncates or extends the intrinsic's value to the one written
    /// (`nvvm.convert.f32x2.to.f8x2 ... : vector<2xi8> (f8E4M3FN)`).
    OneOf(&'static [&'static str]),
}

impl AttrKind {
    /// The number an intrinsic immediate takes from the attribute's value: an
    /// integer as written, an enum's index in [`AttrKind::values`] (the data
    /// lists them in LLVM's encoding order), 1/0 for a flag.
    pub fn number(self, value: &str) -> Option<i64> {
        if self.is_int() {
            return value.parse().ok();
        }
        match value {
            "true" if self.values() == ["true", "false"] => Some(1),
            "false" if self.values() == ["true", "false"] => Some(0),
            v => self.values().iter().position(|x| *x == v).map(|i| i as i64),
        }
    }
    /// The attribute `intrinsics/*.toml` names so.
    pub fn from_data_name(name: &str) -> Option<AttrKind> {
        AttrKind::ALL.into_iter().find(|k| k.data_name() == name)
    }
}

/// A condition selecting a form (or a verifier rule).
#[derive(Clone, Copy, Debug)]
pub enum Cond {
    /// The address operand is in this space.
    Space(Space),
    /// The attribute has this value (its default when not written); `None`:
    /// the attribute is absent and has no default.
    Attr(AttrKind, Option<&'static str>),
    /// The attribute's value (its default when not written) is one of these.
    AttrIn(AttrKind, &'static [&'static str]),
    /// The attribute is written (or not).
    AttrSet(AttrKind, bool),
    /// Operand `i` is present (or absent).
    Present(usize, bool),
    /// Operand `i` is an integer of this width.
    Width(usize, u32),
    /// The op's result is named (or not).
    Result(bool),
    /// The number of values written in the list whose slots are
    /// `first..first + len` compares with `n`.
    Count {
        /// The list's first slot.
        first: usize,
        /// The list's slot count.
        len: usize,
        /// How the count compares with `n`.
        cmp: CountCmp,
        /// The number compared with.
        n: usize,
    },
    /// The op carries a `predicate = %p` (or not).
    Predicated(bool),
    /// Operand `Some(i)` (or the result, `None`) is `i32` (1 lane) or a vector
    /// of this many i32 lanes.
    Lanes(Option<usize>, u32),
    /// Operand `i` is a float of this width.
    Float(usize, u32),
}

/// How [`Cond::Count`] compares.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CountCmp {
    /// Equal.
    Eq,
    /// Not equal.
    Ne,
    /// Fewer.
    Lt,
    /// More.
    Gt,
}

/// How one intrinsic argument is made from the op's operands.
#[derive(Clone, Copy, Debug)]
pub enum CallArg {
    /// The operand as it is.
    Operand(usize),
    /// The operand, cast to `ptr addrspace(3)` if it is generic.
    SharedAddr(usize),
    /// The operand, or this i32 constant when it is absent.
    OperandOr(usize, i64),
    /// `icmp ne %operand, 0`: an i1 from an i32 predicate operand.
    NonZero(usize),
    /// An integer constant of the intrinsic parameter's type.
    Const(i64),
    /// The values of the list in slots `first..first + len`, each its own argument.
    Spread(usize, usize),
    /// `i1 true` when operand `i` is present (the `use_*` flags of TMA).
    Flag(usize),
    /// An attribute's number plus an offset ([`AttrKind::number`]):
    /// `nvvm.cp.async.bulk.wait_group 1`, a tcgen05.mma kind, `cta_2` as 2.
    AttrNum(AttrKind, i64),
    /// `1 << n`, n the attribute's number: `nvvm.pmevent id = 3` is mask 8.
    AttrBit(AttrKind),
}

/// Any target of a set, at a minimum PTX ISA version.
#[derive(Clone, Copy, Debug)]
pub struct Requirement {
    /// The set's name in `intrinsics/targets.toml`.
    pub set: &'static str,
    /// Bit `i` stands for `TARGETS[i]`.
    pub targets: u64,
    /// The lowest PTX ISA version for the set.
    pub min_ptx: PtxVersion,
    /// Targets of the set that need a newer PTX version than `min_ptx`: their
    /// set's name, mask and that version (`needs = "tcgen05 @ 8.6, sm_101a @
    /// 8.8"`: ptxas 12.9 asks more of sm_101a than ptxas 13.5 of the others).
    pub raised: Option<(&'static str, u64, PtxVersion)>,
}

impl Requirement {
    /// The minimum PTX version on `TARGETS[target_index]`.
    pub fn min_ptx_on(&self, target_index: usize) -> PtxVersion {
        match self.raised {
            Some((_, mask, v)) if mask & (1 << target_index) != 0 => v,
            _ => self.min_ptx,
        }
    }
    /// True when `target` (an index into [`TARGETS`]) is in the set.
    pub fn allows_target(&self, target_index: usize) -> bool {
        self.targets & (1 << target_index) != 0
    }
    /// The targets of the set, in table order.
    pub fn target_names(&self) -> impl Iterator<Item = &'static str> + '_ {
        TARGETS.iter().enumerate().filter(|(i, _)| self.allows_target(*i)).map(|(_, t)| t.name)
    }
}

/// One lowering of an op, chosen by its `when` conditions.
#[derive(Debug)]
pub struct FormSpec {
    /// All of these hold.
    pub when: &'static [Cond],
    /// The `llvm.nvvm.*` intrinsic it calls (or inline PTX).
    pub intrinsic: &'static str,
    /// The intrinsic's arguments.
    pub args: &'static [CallArg],
    /// The PTX instruction llc prints for this form.
    pub ptx: &'static str,
    /// The targets and PTX version it needs.
    pub requires: Requirement,
    /// For a pointer result: its address space.
    pub result_space: Option<Space>,
    /// The op's result is field `n` of the intrinsic's struct result.
    pub extract: Option<u32>,
    /// The intrinsic's i1 result is zero-extended to the op's i32 result.
    pub zext: bool,
    /// For an op whose result is [`ResultSpec::ByForm`]: the result type as
    /// MLIR prints it (`f32`, `!llvm.struct<(i32, i1)>`).
    pub result_type: Option<&'static str>,
}

/// A verifier rule from the data: when its conditions hold, the op is refused
/// with this message (MLIR 22's wording where it has one).
#[derive(Debug)]
pub struct RejectSpec {
    /// All of these hold.
    pub when: &'static [Cond],
    /// The error message.
    pub message: &'static str,
    /// What to do instead.
    pub note: Option<&'static str>,
    /// With `--widen-cta-atomics`: the attribute value that makes the op legal,
    /// set (with a warning) instead of refusing it.
    pub widen: Option<(AttrKind, &'static str)>,
}

/// A value an [`Effect`] reads: one of the op's operands (for inline PTX,
/// the asm operand `$N`), that operand or a number where it is absent, a
/// number, every thread of the CTA (a barrier without a thread count), or a
/// value the instruction does not show (a tensor map's box).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EffectArg {
    /// The operand (or asm operand `$N`).
    Operand(usize),
    /// The operand, or the number where it is absent.
    OperandOr(usize, i64),
    /// The operand, or every thread of the CTA where it is absent.
    OperandOrAll(usize),
    /// A number written in the instruction.
    Imm(i64),
    /// Every thread of the CTA.
    All,
    /// Not visible in the instruction.
    Unknown,
    /// The op's attribute (`wait_count`, `cp_size`, `noinc`): a number, or a
    /// flag (`true` 1, `false` 0; inline PTX writes the qualifier instead).
    Attr(AttrKind),
}

/// What an op does to the protocol model's state (`model = "..."` in the
/// data; `src/verify/protocol/` follows it): the transfer function of the op.
// The fields are the operands each variant's doc names.
#[allow(missing_docs)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Effect {
    /// `mbarrier.init`: phase 0, `count` arrivals expected per phase.
    MbarInit { bar: EffectArg, count: EffectArg },
    /// `mbarrier.inval`: the object is no barrier any more.
    MbarInval { bar: EffectArg },
    /// `mbarrier.arrive*`: announce `tx` bytes (0 for none), then `count`
    /// arrivals; `drop` also lowers the expected count of later phases;
    /// `complete` false is `.noComplete` (the arrivals must not complete it).
    MbarArrive { bar: EffectArg, count: EffectArg, tx: EffectArg, drop: bool, complete: bool },
    /// `tcgen05.commit`: one arrival on the barrier at `bar` in each CTA of
    /// the cluster whose bit `mask` sets (0: this CTA's own).
    MbarArriveMulticast { bar: EffectArg, mask: EffectArg },
    /// `mbarrier.expect_tx`: announce `tx` bytes.
    MbarExpectTx { bar: EffectArg, tx: EffectArg },
    /// An async copy or `complete_tx` that completes `tx` bytes on the barrier.
    MbarCompleteTx { bar: EffectArg, tx: EffectArg },
    /// A copy multicast to the CTAs of the cluster whose bit `mask` sets (0:
    /// this CTA only): it completes `tx` bytes on the barrier at `bar` in each.
    MbarCompleteTxMulticast { bar: EffectArg, tx: EffectArg, mask: EffectArg },
    /// `test_wait` / one `try_wait`: true once the phase named by `state` (a
    /// parity as i32, an arrive's state as i64) has completed.
    MbarProbe { bar: EffectArg, state: EffectArg },
    /// A wait that returns only once that phase has completed.
    MbarWait { bar: EffectArg, state: EffectArg },
    /// `bar.sync` / `barrier.sync`: `count` threads (or all) meet at barrier `id`.
    CtaSync { id: EffectArg, count: EffectArg, aligned: bool },
    /// `bar.arrive`: counts toward barrier `id` without waiting.
    CtaArrive { id: EffectArg, count: EffectArg },
    /// `cp.async.mbarrier.arrive`: an arrival on the barrier at `bar` once
    /// the thread's earlier `cp.async` copies complete; without `noinc` the
    /// pending count is raised by one first, so the arrival counts toward no
    /// phase's expected arrivals.
    CpAsyncArrive { bar: EffectArg, noinc: EffectArg },
    /// `tcgen05.alloc`: each warp allocates `cols` columns of the CTA's
    /// tensor memory, which it must free before the CTA ends.
    TmemAlloc { cols: EffectArg },
    /// `tcgen05.dealloc`: each warp frees `cols` columns.
    TmemDealloc { cols: EffectArg },
    /// `tcgen05.relinquish_alloc_permit`: no `tcgen05.alloc` of the CTA may follow.
    TmemRelinquish,
    /// `barrier.cluster.arrive`: with `release` (the default form), it also
    /// publishes the thread's earlier writes, `mbarrier.init` among them, to
    /// the cluster; `.relaxed` does not.
    ClusterArrive { release: bool },
    /// A fence that publishes the thread's `mbarrier.init`s to the cluster:
    /// `fence.mbarrier_init.release.cluster`, or a release fence at cluster
    /// scope or wider.
    ClusterRelease,
    /// `barrier.cluster.wait`.
    ClusterWait,
    /// `elect.sync`: true in one thread of the warp.
    Elect,
    /// `cp.async` of `size` bytes to shared memory at `dst`: it joins the
    /// thread's open cp.async group and lands once a wait retires that group.
    CpAsync { dst: EffectArg, size: EffectArg },
    /// `cp.async.commit_group`: the open group closes.
    CpAsyncCommit,
    /// `cp.async.wait_group n`: every group but the `n` newest has landed
    /// (`all`: `cp.async.wait_all`, which commits the open group first).
    CpAsyncWait { n: EffectArg, all: bool },
    /// A bulk copy or TMA store / reduction out of shared memory (`size`
    /// bytes at `src`; `?`: the tensor map's box): the async proxy reads the
    /// source until a bulk wait retires the thread's bulk async-group.
    BulkRead { src: EffectArg, size: EffectArg },
    /// `cp.async.bulk.commit_group`.
    BulkCommit,
    /// `cp.async.bulk.wait_group[.read] n`: the sources of every bulk group
    /// but the `n` newest may be reused.
    BulkWait { n: EffectArg },
    /// `fence.proxy.async` (whole, `.shared::cta`, `.shared::cluster`):
    /// orders this thread's generic accesses with its later async-proxy ones.
    ProxyFence,
    /// `wgmma.fence.sync.aligned`.
    WgmmaFence,
    /// `wgmma.commit_group.sync.aligned`.
    WgmmaCommit,
    /// `wgmma.wait_group.sync.aligned n`.
    WgmmaWait { n: EffectArg },
    /// `wgmma.mma_async` written as inline PTX (the table's MMA is
    /// `OpKind::Wgmma`): joins the warpgroup's open wgmma group.
    Wgmma,
    /// `tcgen05.ld` of `cols` columns (`?`: not visible) at the tensor-memory
    /// address `taddr`: its result registers are written until the thread's
    /// `tcgen05.wait::ld`.
    TmemLd { taddr: EffectArg, cols: EffectArg },
    /// `tcgen05.st` of `cols` columns at `taddr`: tensor memory is written
    /// until the thread's `tcgen05.wait::st`.
    TmemSt { taddr: EffectArg, cols: EffectArg },
    /// `tcgen05.wait::ld` (`store` 0) or `tcgen05.wait::st` (1; for the
    /// table op its `wait_kind` attribute).
    TmemWait { store: EffectArg },
    /// `tcgen05.mma` (or `tcgen05.cp`, `cp` 1) writing tensor memory at `d`
    /// (`idesc`: the instruction descriptor, whose N and M give the
    /// accumulator's columns and lanes; `?` for a copy): it runs until a
    /// `tcgen05.commit` of the thread's tracks it and its mbarrier phase
    /// completes.
    TmemMma { d: EffectArg, idesc: EffectArg, cp: bool },
    /// Something the model does not follow: it gives up on a kernel that
    /// reaches it (stated, never guessed).
    Unmodeled,
}

/// What an op does for the structural race checks of spec 001
/// (`sync = [...]` in the data; `src/verify/races/` reads them).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SyncRole {
    /// Announces transaction bytes on the mbarrier in operand `i` (expect_tx).
    TxProducer(usize),
    /// Waits on the mbarrier in operand `i`.
    TxWait(usize),
    /// Completes transaction bytes on the mbarrier in operand `i` (TMA, complete_tx):
    /// that barrier is meant to complete by transaction bytes.
    TxCompleter(usize),
    /// Arrives on the mbarrier in operand `i` without announcing bytes
    /// (`mbarrier.arrive`, `tcgen05.commit`, `cp.async.mbarrier.arrive`):
    /// that barrier's phases complete by arrivals.
    Arrive(usize),
    /// Writes shared memory (when its pointer may point there).
    SmemWrite,
    /// Reads the CTA's shared memory other than by a plain load: a bulk copy
    /// or TMA store out of it, an MMA through its descriptors, `ldmatrix`,
    /// `tcgen05.cp` (how CUTLASS and Gluon read what a peer wrote).
    SmemRead,
    /// Makes other threads' shared-memory writes visible (a wait, a barrier).
    SmemAcquire,
    /// `wgmma.fence.sync.aligned`.
    WgmmaFence,
    /// `wgmma.mma_async` written as inline PTX (the table's MMA is
    /// `OpKind::Wgmma`): reads shared memory through its descriptors.
    WgmmaMma,
    /// A release at cluster scope or wider (when its attributes say so).
    ClusterRelease,
}

/// Everything known about one op of the input language.
#[derive(Debug)]
pub struct OpSpec {
    /// The name.
    pub name: &'static str,
    /// The family (`mbarrier`, `tcgen05`, ...).
    pub family: &'static str,
    /// What it does, in a sentence.
    pub summary: &'static str,
    /// The spec page and section it comes from.
    pub spec: &'static str,
    /// Its operand slots, in source order.
    pub operands: &'static [OperandSpec],
    /// How its trailing type list is written.
    pub types: TypeList,
    /// The result it produces.
    pub result: ResultSpec,
    /// The attributes it takes.
    pub attrs: &'static [AttrKind],
    /// It may carry `predicate = %p`.
    pub predicate: bool,
    /// A ',' comes before `predicate`, also after a list or keyword operand
    /// (`box[%x], predicate = %p`), as MLIR 22's TMA store writes it; other
    /// ops write it after such operands without one.
    pub predicate_comma: bool,
    /// Operands that must fit in 20 bits when constant (arrival and tx counts).
    pub u20: &'static [usize],
    /// Inclusive ranges for operands when they are constants.
    pub ranges: &'static [(usize, i64, i64)],
    /// Constant operands that must be multiples of a number (thread counts: 32).
    pub multiple_of: &'static [(usize, i64)],
    /// Constant operands that must be powers of two (tensor-memory columns).
    pub power_of_two: &'static [usize],
    /// Operands that are immediates of the instruction: they must be constants
    /// (`llvm.mlir.constant`), as LLVM's `immarg` parameters require.
    pub immediates: &'static [usize],
    /// A kernel-wide rule judges the op itself (the handshake's cluster size
    /// against the kernel's cluster, the pipeline commit's single-thread
    /// guard), which its expansion into calls erases: the library marks the
    /// first instruction it writes for it, and the whole-module check sees
    /// the op there again (`crate::lift::MARK_METADATA`).
    pub library_mark: bool,
    /// Verifier rules beyond types and forms.
    pub rejects: &'static [RejectSpec],
    /// Roles in the structural race checks.
    pub sync: &'static [SyncRole],
    /// What it does to the protocol model's state.
    pub effect: Option<Effect>,
    /// For an `nvsync` op: the lowering (in `src/lower/`) that expands it.
    pub expand: Option<&'static str>,
    /// Address spaces `operands[0]` may have; empty when there is no address.
    pub spaces: &'static [Space],
    /// All threads of a warp (or CTA) must execute it together.
    pub convergent: bool,
    /// Lowered as a retry loop that repeats the call until it returns true.
    pub wait_loop: bool,
    /// Its code branches (a retry loop, a block only the leader thread
    /// runs): emitted through the library, it leaves the builder in a block
    /// of its own (`api::Lowering::end_block`).
    pub blocks: bool,
    /// Its lowerings; the first whose conditions hold is used.
    pub forms: &'static [FormSpec],
}

impl PartialEq for OpSpec {
    /// Ops are unique by name (the build script checks it).
    fn eq(&self, other: &OpSpec) -> bool {
        self.name == other.name
    }
}

impl OpSpec {
    /// The op of this name.
    ///
    /// ```
    /// let op = nvvm_lower::ops::OpSpec::find("nvvm.mbarrier.init").unwrap();
    /// assert_eq!(op.family, "mbarrier");
    /// ```
    pub fn find(name: &str) -> Option<&'static OpSpec> {
        // The parser looks up every op it reads: a search of the list was a
        // tenth of parsing. The first spec of a name wins, as in the list.
        static INDEX: std::sync::OnceLock<crate::hash::FastMap<&'static str, &'static OpSpec>> = std::sync::OnceLock::new();
        INDEX.get_or_init(|| OPS.iter().rev().map(|o| (o.name, o)).collect()).get(name).copied()
    }
    /// The attribute of this op whose key is `key`, if it takes one.
    pub fn attr_named(&self, key: &str) -> Option<AttrKind> {
        self.attrs.iter().copied().find(|a| a.key() == key)
    }
    /// An attribute key as the op's table spells it (static text, no
    /// allocation in the IR), or `key` itself when the op has no such attribute.
    pub fn attr_key(&self, key: String) -> std::borrow::Cow<'static, str> {
        match self.attr_named(&key) {
            Some(a) => std::borrow::Cow::Borrowed(a.key()),
            None => std::borrow::Cow::Owned(key),
        }
    }
    /// Whether it takes the attribute.
    pub fn allows(&self, attr: AttrKind) -> bool {
        self.attrs.contains(&attr)
    }
    /// The spaces pointer operand `i` may have.
    pub fn operand_spaces(&self, i: usize) -> &'static [Space] {
        match self.operands.get(i) {
            Some(o) if !o.spaces.is_empty() => o.spaces,
            _ => self.spaces,
        }
    }
    /// Slot `i` is an operand as the user writes it: a single operand, or the
    /// first slot of a list (`box[..]` counts once).
    pub fn starts_operand(&self, i: usize) -> bool {
        self.operands[i].list.is_none_or(|l| self.operands[..i].iter().all(|o| o.list != Some(l)))
    }
    /// Number of operands that must be present.
    pub fn min_operands(&self) -> usize {
        self.operands.iter().filter(|o| !o.optional).count()
    }
}

/// An `llvm.nvvm.*` intrinsic of LLVM 22 that no table op lifts from, with
/// what it needs as measured with llc-22 and ptxas
/// (`intrinsics/llvm_nvvm.toml`, scripts/llvm-nvvm-measure).
#[derive(Debug)]
pub struct LlvmIntrinsicSpec {
    /// The intrinsic's name; for a family, the overloaded intrinsic's base
    /// name, which each mangling extends by its type suffixes.
    pub name: &'static str,
    /// Every mangling of the overloaded intrinsic `name` needs `requires`
    /// (each one measured needed the same).
    pub family: bool,
    /// The targets that take it and the PTX version it needs there.
    pub requires: Requirement,
    /// The calls measured, `<ret> @<name>(<arg>, ...)`: an argument with a
    /// value is that constant, one without is loaded
    /// (tests/llvm_intrinsics_matrix.rs builds its kernels from them).
    pub calls: &'static [&'static str],
}

/// What llc-22 or ptxas take of one constant argument of an intrinsic of
/// `LLVM_INTRINSICS` (`intrinsics/llvm_nvvm_args.toml`).
#[derive(Debug)]
pub struct LlvmArgRule {
    /// The intrinsic's name.
    pub intrinsic: &'static str,
    /// The argument's index.
    pub arg: usize,
    /// What the argument is (`barrier id`).
    pub what: &'static str,
    /// The values accepted, both ends included.
    pub range: Option<(i64, i64)>,
    /// The value must be a multiple of this.
    pub multiple_of: Option<i64>,
    /// `llc-22` or `ptxas`.
    pub refused_by: &'static str,
    /// What that tool says of a value outside, as measured.
    pub says: &'static str,
}

impl LlvmArgRule {
    /// Why constant `c` breaks the rule, if it does (the diagnostic's message).
    pub fn broken_by(&self, c: i64) -> Option<String> {
        if let Some((lo, hi)) = self.range.filter(|&(lo, hi)| !(lo..=hi).contains(&c)) {
            return Some(format!("{} {c} is out of range [{lo}, {hi}]", self.what));
        }
        let m = self.multiple_of.filter(|&m| c % m != 0)?;
        Some(format!("{} {c} is not a multiple of {m}", self.what))
    }
}

/// The argument rules of intrinsic `name`.
pub fn llvm_arg_rules(name: &str) -> impl Iterator<Item = &'static LlvmArgRule> + '_ {
    LLVM_INTRINSIC_ARGS.iter().filter(move |r| r.intrinsic == name)
}

/// One entry per name: the same entry.
impl PartialEq for LlvmIntrinsicSpec {
    fn eq(&self, other: &Self) -> bool {
        std::ptr::eq(self, other)
    }
}

impl LlvmIntrinsicSpec {
    /// The entry of exactly this name (a family by its base name).
    pub fn find(name: &str) -> Option<&'static LlvmIntrinsicSpec> {
        LLVM_INTRINSICS.binary_search_by(|s| s.name.cmp(name)).ok().map(|i| &LLVM_INTRINSICS[i])
    }
}

include!(concat!(env!("OUT_DIR"), "/ops.rs"));

#[cfg(test)]
mod tests {
    use super::*;
    use crate::target::{Ptxas, Variant};

    #[test]
    fn every_form_names_a_real_llvm_intrinsic() {
        for op in OPS {
            for f in op.forms {
                assert!(
                    inkwell::intrinsics::Intrinsic::find(f.intrinsic).is_some(),
                    "{}: LLVM 22 has no intrinsic {}",
                    op.name,
                    f.intrinsic
                );
            }
        }
    }

    #[test]
    fn targets_table_is_sane() {
        assert!(TARGETS.len() >= 28);
        assert!(TARGETS.iter().any(|t| t.name == "sm_90a" && t.variant == Variant::Arch));
        assert!(TARGETS.iter().all(|t| PTX_VERSIONS.contains(&t.min_ptx)));
        let _ = Ptxas::V12_9;
    }
}
