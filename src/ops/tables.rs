//! The tables beside the op table: NVVM function attributes, sync scopes,
//! address spaces, parameter types, and the read-modify-write kinds.

use super::*;


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

/// LLVM's target-independent intrinsics that LLVM's NVPTX backend lowers
/// only in part (`intrinsics/types.toml`): on these types, never, only with
/// the `afn` fast-math flag on the call (and then where `requires` holds),
/// or wherever `requires` holds.
#[derive(Debug)]
pub struct MathSpec {
    /// Names without `llvm.` and the overload suffixes (`sin` for
    /// `llvm.sin.f32`, `lround` for `llvm.lround.i32.f32`).
    pub names: &'static [&'static str],
    /// The call's type as LLVM writes it (`float`, `i32`); `*` is any.
    pub types: &'static [&'static str],
    /// Lowered with `afn` on the call (where `requires` holds).
    pub with_afn: bool,
    /// What it needs where it is lowered: with `afn` when `with_afn`, else
    /// always; never lowered when None.
    pub requires: Option<Requirement>,
}

impl MathSpec {
    /// The row for intrinsic `base` on type `ty`, if NVPTX lowers it only
    /// in part.
    ///
    /// ```
    /// use nvvm_lower::ops::MathSpec;
    /// assert!(!MathSpec::find("sin", "double").unwrap().with_afn);
    /// assert!(MathSpec::find("sin", "float").unwrap().with_afn);
    /// assert!(MathSpec::find("sqrt", "float").is_none());
    /// assert!(MathSpec::find("lround", "float").unwrap().requires.is_none());
    /// assert!(MathSpec::find("stacksave", "ptr").unwrap().requires.is_some());
    /// ```
    pub fn find(base: &str, ty: &str) -> Option<&'static MathSpec> {
        MATH.iter().find(|m| m.names.contains(&base) && (m.types.contains(&ty) || m.types.contains(&"*")))
    }
}

/// A PTX directive that a module-level declaration becomes, and what it
/// needs (`intrinsics/types.toml`).
#[derive(Debug)]
pub struct DirectiveSpec {
    /// The name the checks look it up by (`alias`).
    pub name: &'static str,
    /// The directive (`.alias`).
    pub what: &'static str,
    /// The targets and PTX version it needs.
    pub requires: Requirement,
}

impl DirectiveSpec {
    /// The directive of this name.
    ///
    /// ```
    /// use nvvm_lower::ops::DirectiveSpec;
    /// let alias = DirectiveSpec::find("alias").unwrap();
    /// assert_eq!((alias.what, alias.requires.min_ptx.to_string()), (".alias", "6.3".to_string()));
    /// ```
    pub fn find(name: &str) -> Option<&'static DirectiveSpec> {
        DIRECTIVES.iter().find(|d| d.name == name)
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

/// Whether llc-22 lowers an LLVM IR atomic of `kind` (an `llvm.atomicrmw`
/// kind, or `cmpxchg`) on `t` that no `atom` form of [`RmwSpec`] takes
/// (`intrinsics/memory.toml`, measured).
pub fn llc_lowers_atomic(kind: &str, t: &crate::types::Type) -> bool {
    let kind = RmwSpec::find(kind).map_or(kind, |r| r.kind);
    LLC_ATOMICS.iter().any(|(k, ty)| *k == kind && ty == t)
}

/// The modifier grammar of one inline-PTX instruction form
/// (`intrinsics/inline_ptx_forms.toml`): the opcode tokens after `insn`
/// must fill `slots`, in any order but the sequenced slots' own, and the
/// instruction takes one of `operands` operands. Measured against ptxas by tests/inline_ptx_grammar.rs.
#[derive(Debug)]
pub struct AsmForm {
    /// The dot-separated tokens the opcode starts with (`mbarrier`, `init`).
    pub insn: &'static [&'static str],
    /// The modifiers after `insn`.
    pub slots: &'static [AsmSlot],
    /// The operand counts ptxas takes.
    pub operands: &'static [u32],
    /// Whether the tensor coordinates (the `{...}` inside the first `[...]`
    /// operand) number as many as the `.Nd` modifier says.
    pub coords: bool,
}

/// One modifier of an [`AsmForm`]: any of its alternatives, each a
/// run of one or more opcode tokens.
#[derive(Debug)]
pub struct AsmSlot {
    /// The alternatives (`shared`, `shared::cta`; `shared::cluster.global`).
    pub alts: &'static [&'static [&'static str]],
    /// Whether the position may be left out.
    pub optional: bool,
    /// Whether it keeps its place among the other sequenced slots (a type,
    /// a state space, a layout: ptxas reads those by position).
    pub sequenced: bool,
}

/// An instruction a front end writes as inline PTX, with what it needs
/// (`intrinsics/inline_ptx.toml` for the synchronisation families,
/// `intrinsics/inline_ptx_isa.toml` for the rest; read by
/// [`crate::ptx_asm`]).
#[derive(Debug)]
pub struct AsmRule {
    /// The dot-separated tokens the opcode starts with (`mbarrier`, `try_wait`).
    pub insn: &'static [&'static str],
    /// Qualifiers that raise the requirement: each a run of consecutive
    /// opcode tokens after `insn` (`shared::cta`, `global`). Empty for the
    /// rule that names the instruction itself.
    pub with: &'static [&'static [&'static str]],
    /// Who may use it, from which PTX version (ptxas's verdict).
    pub requires: Requirement,
    /// A minimal instruction of the rule (the measurement assembles it).
    pub example: &'static str,
}
