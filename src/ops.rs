//! The op table, generated at build time from `intrinsics/*.toml`.
//!
//! Parsing, verification, gating, emission and `--print ops` all read these
//! statics; no op fact is written anywhere else.

use crate::types::Type;
pub use crate::target::{PTX_VERSIONS, TARGETS};
use crate::target::PtxVersion;

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
}

impl Space {
    /// The space of an LLVM address space number, if it is one an op can name.
    pub fn from_addrspace(n: u32) -> Option<Space> {
        match n {
            0 => Some(Space::Generic),
            1 => Some(Space::Global),
            3 => Some(Space::Shared),
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

/// What an op does for the structural race checks of spec 001
/// (`sync = [...]` in the data; `src/verify/races.rs` reads them).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SyncRole {
    /// Announces transaction bytes on the mbarrier in operand `i` (expect_tx).
    TxProducer(usize),
    /// Waits on the mbarrier in operand `i`.
    TxWait(usize),
    /// Completes transaction bytes on the mbarrier in operand `i` (TMA, complete_tx):
    /// that barrier is meant to complete by transaction bytes.
    TxCompleter(usize),
    /// Writes shared memory (when its pointer may point there).
    SmemWrite,
    /// Makes other threads' shared-memory writes visible (a wait, a barrier).
    SmemAcquire,
    /// `wgmma.fence.sync.aligned`.
    WgmmaFence,
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
    /// Operands that must fit in 20 bits when constant (arrival and tx counts).
    pub u20: &'static [usize],
    /// Inclusive ranges for operands when they are constants.
    pub ranges: &'static [(usize, i64, i64)],
    /// Constant operands that must be multiples of a number (thread counts: 32).
    pub multiple_of: &'static [(usize, i64)],
    /// Operands that are immediates of the instruction: they must be constants
    /// (`llvm.mlir.constant`), as LLVM's `immarg` parameters require.
    pub immediates: &'static [usize],
    /// Verifier rules beyond types and forms.
    pub rejects: &'static [RejectSpec],
    /// Roles in the structural race checks.
    pub sync: &'static [SyncRole],
    /// For an `nvsync` op: the lowering (in `src/lower/`) that expands it.
    pub expand: Option<&'static str>,
    /// Address spaces `operands[0]` may have; empty when there is no address.
    pub spaces: &'static [Space],
    /// All threads of a warp (or CTA) must execute it together.
    pub convergent: bool,
    /// Lowered as a retry loop that repeats the call until it returns true.
    pub wait_loop: bool,
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
        OPS.iter().find(|o| o.name == name)
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

/// How an NVVM function attribute's value is written.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AttrValue {
    /// `array<i32: 1, 2, 3>`, emitted as "1,2,3".
    List,
    /// An integer.
    Int,
    /// A unit attribute (present or not).
    Unit,
}

/// An NVVM function attribute (`intrinsics/kernel_attrs.toml`).
#[derive(Debug)]
pub struct KernelAttrSpec {
    /// The MLIR attribute name (`nvvm.reqntid`).
    pub key: &'static str,
    /// The LLVM string attribute NVPTX reads.
    pub llvm: &'static str,
    /// The PTX directive it becomes (`.reqnctapercluster`).
    pub ptx: &'static str,
    /// How its value is written.
    pub value: AttrValue,
    /// Attributes that must be on the same kernel.
    pub with: &'static [&'static str],
    /// Attributes that must not be on the same kernel (ptxas: conflicting directives).
    pub conflicts: &'static [&'static str],
    /// The largest product of the entries ptxas takes (`.maxntid`/`.reqntid`:
    /// threads per CTA), where there is one.
    pub max_product: Option<u64>,
    /// The targets and PTX version it needs.
    pub requires: Requirement,
}

impl KernelAttrSpec {
    /// The attribute of this MLIR name.
    pub fn find(key: &str) -> Option<&'static KernelAttrSpec> {
        KERNEL_ATTRS.iter().find(|a| a.key == key)
    }
}

/// A memory scope as an LLVM sync scope (`intrinsics/syncscopes.toml`).
#[derive(Debug)]
pub struct SyncScopeSpec {
    /// `cta`, `cluster`, `gpu`, `sys`.
    pub name: &'static str,
    /// The `syncscope("...")` NVPTX reads; "" is the system scope.
    pub llvm: &'static str,
    /// The targets and PTX version it needs.
    pub requires: Requirement,
}

impl SyncScopeSpec {
    /// The scope of this name.
    pub fn find(name: &str) -> Option<&'static SyncScopeSpec> {
        SYNC_SCOPES.iter().find(|s| s.name == name)
    }
    /// By LLVM sync-scope name (`"block"` → cta).
    pub fn from_llvm(llvm: &str) -> Option<&'static SyncScopeSpec> {
        SYNC_SCOPES.iter().find(|s| s.llvm == llvm)
    }
}

/// An address space that memory accesses may use (`intrinsics/syncscopes.toml`).
#[derive(Debug)]
pub struct SpaceSpec {
    /// The LLVM address space number.
    pub addrspace: u32,
    /// The PTX state space (`.global`, `.shared`, `.shared::cluster`, "" = generic).
    pub ptx: &'static str,
    /// The targets and PTX version it needs.
    pub requires: Requirement,
}

impl SpaceSpec {
    /// The space of this number.
    pub fn find(addrspace: u32) -> Option<&'static SpaceSpec> {
        SPACES.iter().find(|s| s.addrspace == addrspace)
    }
}

/// A range of integer widths that a device function's parameter or result may
/// have only where `requires` holds (`intrinsics/types.toml`).
#[derive(Debug)]
pub struct ParamTypeSpec {
    /// The name.
    pub name: &'static str,
    /// What LLVM's NVPTX backend writes for it.
    pub what: &'static str,
    /// The widths the rule covers.
    pub bits: std::ops::RangeInclusive<u32>,
    /// The targets and PTX version it needs.
    pub requires: Requirement,
}

impl ParamTypeSpec {
    /// The rule that an `i<bits>` parameter or result falls under, if any.
    ///
    /// ```
    /// use nvvm_lower::ops::ParamTypeSpec;
    /// assert_eq!(ParamTypeSpec::find(74).map(|p| p.name), Some("b128_param"));
    /// assert!(ParamTypeSpec::find(64).is_none() && ParamTypeSpec::find(128).is_none());
    /// ```
    pub fn find(bits: u32) -> Option<&'static ParamTypeSpec> {
        PARAM_TYPES.iter().find(|p| p.bits.contains(&bits))
    }
}

/// A read-modify-write kind and its `atom` form (`intrinsics/memory.toml`).
#[derive(Debug)]
pub struct RmwSpec {
    /// The nvsync kind (`add`, `exch`, ...).
    pub kind: &'static str,
    /// The `atom` operation.
    pub ptx: &'static str,
    /// Operand types and their PTX type suffix.
    pub types: &'static [(crate::types::Type, &'static str)],
    /// The operand is negated first (sub as add).
    pub negate: bool,
    /// The targets and PTX version it needs.
    pub requires: Requirement,
}

impl RmwSpec {
    /// By nvsync kind, or by `llvm.atomicrmw` kind (`xchg`, `uinc_wrap`, `udec_wrap`).
    pub fn find(kind: &str) -> Option<&'static RmwSpec> {
        let k = match kind {
            "xchg" => "exch",
            "uinc_wrap" => "inc",
            "udec_wrap" => "dec",
            k => k,
        };
        RMW_KINDS.iter().find(|r| r.kind == k)
    }
    /// The PTX type suffix for an operand type.
    pub fn suffix(&self, t: &crate::types::Type) -> Option<&'static str> {
        self.types.iter().find(|(ty, _)| ty == t).map(|(_, s)| *s)
    }
}

/// A `nvvm.wgmma.mma_async` type combination (`intrinsics/wgmma_mma.toml`).
#[derive(Debug)]
pub struct WgmmaSpec {
    /// Accumulator type (`f32`, `f16`).
    pub d: &'static str,
    /// A's type.
    pub a: &'static str,
    /// B's type.
    pub b: &'static str,
    /// The K of the shape.
    pub k: u32,
    /// N's (min, max, step).
    pub n: (u32, u32, u32),
    /// Further N below `n.0` (the integer shapes' 8, 16, 24).
    pub n_extra: &'static [u32],
    /// Member type of the accumulator struct.
    pub member: crate::types::Type,
    /// The instruction takes the A and B scales (the integer forms do not).
    pub scale_in: bool,
    /// The instruction takes A and B transposes (f16 and bf16 only).
    pub transpose: bool,
    /// The b1 operation written after the types (`and.popc`).
    pub op: Option<&'static str>,
    /// The targets and PTX version it needs.
    pub requires: Requirement,
}

impl WgmmaSpec {
    /// The combination for these types.
    pub fn find(d: &str, a: &str, b: &str) -> Option<&'static WgmmaSpec> {
        WGMMA_TYPES.iter().find(|w| w.d == d && w.a == a && w.b == b)
    }
    /// True when `n` is a legal N.
    pub fn allows_n(&self, n: u32) -> bool {
        self.n_extra.contains(&n) || n >= self.n.0 && n <= self.n.1 && (n - self.n.0).is_multiple_of(self.n.2)
    }
    /// The smallest legal N.
    pub fn min_n(&self) -> u32 {
        self.n_extra.iter().copied().fold(self.n.0, u32::min)
    }
    /// Accumulator registers per thread for this N.
    pub fn registers(&self, n: u32) -> u32 {
        // 64×N results over 128 threads: N/2 per thread, two f16 per i32.
        if self.d == "f16" {
            n / 4
        } else {
            n / 2
        }
    }
}

/// An `nvvm.mma.sync` shape and its input types (`intrinsics/mma_sync.toml`).
#[derive(Debug)]
pub struct MmaSyncSpec {
    /// The shape: M, N and K.
    pub m: u32,
    /// N of the shape.
    pub n: u32,
    /// K of the shape.
    pub k: u32,
    /// The PTX types A and B may each have.
    pub ab: &'static [&'static str],
    /// The accumulator types C and D may each have.
    pub cd: &'static [&'static str],
    /// The (C, D) pairs LLVM 22 has an intrinsic for.
    pub pairs: &'static [(&'static str, &'static str)],
    /// Registers of A and of B.
    pub regs: (u32, u32),
    /// Registers of C and D per accumulator type.
    pub acc: &'static [(&'static str, u32)],
    /// Any layout of A and B (else A row-major, B column-major).
    pub any_layout: bool,
    /// An integer form: the overflow mode is required.
    pub int: bool,
    /// The b1 operation of this row.
    pub b1_op: Option<&'static str>,
    /// The target set and minimum PTX version.
    pub requires: Requirement,
}

impl MmaSyncSpec {
    /// The row for this shape, these input types and b1 operation.
    pub fn find(shape: (u32, u32, u32), a: &str, b: &str, b1_op: Option<&str>) -> Option<&'static MmaSyncSpec> {
        MMA_SYNC.iter().find(|r| (r.m, r.n, r.k) == shape && r.ab.contains(&a) && r.ab.contains(&b) && (r.b1_op.is_none() || r.b1_op == b1_op))
    }
    /// True when some row has this shape.
    pub fn shape_exists(shape: (u32, u32, u32)) -> bool {
        MMA_SYNC.iter().any(|r| (r.m, r.n, r.k) == shape)
    }
    /// Registers of C (or D) for accumulator type `t`.
    pub fn acc_regs(&self, t: &str) -> Option<u32> {
        self.acc.iter().find(|(a, _)| *a == t).map(|(_, n)| *n)
    }
    /// The IR type of one A/B register of PTX type `t`.
    pub fn input_reg(t: &str) -> Type {
        match t {
            "f16" => Type::Vector(2, Box::new(Type::Float(16))),
            "f64" => Type::Float(64),
            _ => Type::Int(32),
        }
    }
    /// The IR type of one C/D register of accumulator type `t`.
    pub fn acc_reg(t: &str) -> Type {
        match t {
            "f16" => Type::Vector(2, Box::new(Type::Float(16))),
            "f32" => Type::Float(32),
            "f64" => Type::Float(64),
            _ => Type::Int(32),
        }
    }
    /// LLVM 22's intrinsic: `llvm.nvvm.mma[.xor.popc].m16n8k16.row.col[.satfinite]`
    /// and the types that tell it apart (D and C for f16 inputs, A and B when
    /// they differ, else A).
    #[allow(clippy::too_many_arguments)]
    pub fn intrinsic(&self, layout_a: &str, layout_b: &str, a: &str, b: &str, c: &str, d: &str, satfinite: bool) -> String {
        let op = self.b1_op.map_or(String::new(), |o| format!(".{}", o.replace('_', ".")));
        let sat = if self.int && satfinite { ".satfinite" } else { "" };
        let types = if a == "f16" {
            format!("{d}.{c}")
        } else if a != b {
            format!("{a}.{b}")
        } else {
            a.to_string()
        };
        format!("llvm.nvvm.mma{op}.m{}n{}k{}.{layout_a}.{layout_b}{sat}.{types}", self.m, self.n, self.k)
    }
}

/// An `nvvm.wmma.*` shape and its element types (`intrinsics/wmma.toml`).
#[derive(Debug)]
pub struct WmmaSpec {
    /// The shape: M, N and K.
    pub m: u32,
    /// N of the shape.
    pub n: u32,
    /// K of the shape.
    pub k: u32,
    /// The element types of A and B (B has A's).
    pub ab: &'static [&'static str],
    /// The accumulator types of C and D (D has C's).
    pub cd: &'static [&'static str],
    /// Registers of A and of B.
    pub regs: (u32, u32),
    /// Registers of C and D per accumulator type.
    pub acc: &'static [(&'static str, u32)],
    /// The target set and minimum PTX version.
    pub requires: Requirement,
}

impl WmmaSpec {
    /// The row of a load or store of fragment `frag` (`a`, `b`, `c`, `d`)
    /// with elements of type `t`.
    pub fn find_fragment(shape: (u32, u32, u32), frag: &str, t: &str) -> Option<&'static WmmaSpec> {
        WMMA.iter().find(|r| (r.m, r.n, r.k) == shape && if matches!(frag, "a" | "b") { r.ab.contains(&t) } else { matches!(frag, "c" | "d") && r.cd.contains(&t) })
    }
    /// The row of an MMA of A/B type `a` into accumulators of type `d`.
    pub fn find_mma(shape: (u32, u32, u32), a: &str, d: &str) -> Option<&'static WmmaSpec> {
        WMMA.iter().find(|r| (r.m, r.n, r.k) == shape && r.ab.contains(&a) && r.cd.contains(&d))
    }
    /// The register type and count of fragment `frag` of type `t`.
    pub fn fragment(&self, frag: &str, t: &str) -> (Type, u32) {
        let n = match frag {
            "a" => self.regs.0,
            "b" => self.regs.1,
            _ => self.acc.iter().find(|(a, _)| *a == t).map_or(0, |(_, n)| *n),
        };
        (Self::reg(t), n)
    }
    /// The IR type of one register holding elements of type `t`.
    pub fn reg(t: &str) -> Type {
        match t {
            "f16" => Type::Vector(2, Box::new(Type::Float(16))),
            "f32" => Type::Float(32),
            "f64" => Type::Float(64),
            _ => Type::Int(32),
        }
    }
    fn geom(&self) -> String {
        format!("m{}n{}k{}", self.m, self.n, self.k)
    }
    /// `llvm.nvvm.wmma.m16n16k16.load.a.row.stride.f16.p3` (`store.d` for a store).
    pub fn ldst_intrinsic(&self, op: &str, frag: &str, layout: &str, t: &str, space: u32) -> String {
        format!("llvm.nvvm.wmma.{}.{op}.{frag}.{layout}.stride.{t}.p{space}", self.geom())
    }
    /// `llvm.nvvm.wmma.m16n16k16.mma.row.col.f32.f32`: D and C for f16 inputs,
    /// else the input type.
    pub fn mma_intrinsic(&self, layout_a: &str, layout_b: &str, a: &str, d: &str) -> String {
        let types = if a == "f16" { format!("{d}.{d}") } else { a.to_string() };
        format!("llvm.nvvm.wmma.{}.mma.{layout_a}.{layout_b}.{types}", self.geom())
    }
    /// The PTX instruction: `wmma.load.a.sync.aligned.row.m16n16k16.shared.f16`.
    pub fn ldst_ptx(&self, op: &str, frag: &str, layout: &str, t: &str, space: u32) -> String {
        let ss = match space {
            1 => ".global",
            3 => ".shared",
            _ => "",
        };
        format!("wmma.{op}.{frag}.sync.aligned.{layout}.{}{ss}.{t}", self.geom())
    }
    /// `wmma.mma.sync.aligned.row.col.m16n16k16.f32.f32` (f16 inputs: D and C;
    /// else D, A, B and C).
    pub fn mma_ptx(&self, layout_a: &str, layout_b: &str, a: &str, d: &str) -> String {
        let types = if a == "f16" { format!("{d}.{d}") } else { format!("{d}.{a}.{a}.{d}") };
        format!("wmma.mma.sync.aligned.{layout_a}.{layout_b}.{}.{types}", self.geom())
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

/// What form selection looks at: the op as written, reduced to its facts.
#[derive(Clone, Debug, Default)]
pub struct Facts {
    /// Space of the first pointer operand.
    pub space: Option<Space>,
    /// Attributes as written (value text: `cta`, `true`, `async.shared`).
    pub attrs: Vec<(AttrKind, String)>,
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
    /// The attribute's value: as written, else its default.
    pub fn attr(&self, k: AttrKind) -> Option<&str> {
        self.attrs.iter().find(|(a, _)| *a == k).map(|(_, v)| v.as_str()).or(k.default())
    }
    /// Replaces the attribute's value.
    pub fn set_attr(&mut self, k: AttrKind, v: impl Into<String>) {
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
