//! The op table, generated at build time from `intrinsics/*.toml`.
//!
//! Parsing, verification, gating, emission and `--print ops` all read these
//! statics; no op fact is written anywhere else.

use crate::target::{Ptxas, PtxVersion, TargetInfo, Variant};

/// Where an mbarrier (or any pointer operand) lives.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Space {
    /// addrspace(0): a generic address, which must still point into shared::cta.
    Generic,
    /// addrspace(3): shared::cta.
    Shared,
    /// addrspace(7): shared::cluster (distributed shared memory).
    SharedCluster,
}

impl Space {
    /// The space of an LLVM address space number, if it is one an op can name.
    pub fn from_addrspace(n: u32) -> Option<Space> {
        match n {
            0 => Some(Space::Generic),
            3 => Some(Space::Shared),
            7 => Some(Space::SharedCluster),
            _ => None,
        }
    }
    /// The LLVM address space number.
    pub fn addrspace(self) -> u32 {
        match self {
            Space::Generic => 0,
            Space::Shared => 3,
            Space::SharedCluster => 7,
        }
    }
    /// The name the input language and diagnostics use.
    pub fn name(self) -> &'static str {
        match self {
            Space::Generic => "generic",
            Space::Shared => "shared_cta",
            Space::SharedCluster => "shared_cluster",
        }
    }
}

/// `#nvvm.mem_scope<...>`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Scope {
    Cta,
    Cluster,
    Gpu,
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
    Ptr,
    I1,
    I32,
    I64,
    I32OrI64,
}

/// One operand of an op, in source order.
#[derive(Debug)]
pub struct OperandSpec {
    pub name: &'static str,
    pub kind: OperandKind,
    pub optional: bool,
}

/// What the `:` type list after an op spells.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TypeList {
    /// One type per operand present.
    Operands,
    /// Only the first operand's type (`nvvm.mbarrier.arrive %b, %n : !llvm.ptr<3>`).
    FirstOperand,
    /// The result type (`nvvm.read.ptx.sreg.tid.x : i32`).
    Result,
    /// No type list at all.
    None,
}

/// Integer scalar types results can have.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ScalarType {
    I1,
    I32,
    I64,
}

impl ScalarType {
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
    None,
    Required(ScalarType),
    /// May be written (`-> i64`) or left out.
    Optional(ScalarType),
}

/// Attributes an op may carry in its attr-dict.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AttrKind {
    Scope,
    Relaxed,
    Noinc,
}

impl AttrKind {
    pub fn key(self) -> &'static str {
        match self {
            AttrKind::Scope => "scope",
            AttrKind::Relaxed => "relaxed",
            AttrKind::Noinc => "noinc",
        }
    }
}

/// A condition selecting a form.
#[derive(Clone, Copy, Debug)]
pub enum Cond {
    Space(Space),
    Scope(Scope),
    Relaxed(bool),
    Noinc(bool),
    /// Operand `i` is present (or absent).
    Present(usize, bool),
    /// Operand `i` is an integer of this width.
    Width(usize, u32),
}

/// How one intrinsic argument is made from the op's operands.
#[derive(Clone, Copy, Debug)]
pub enum CallArg {
    Operand(usize),
    /// The operand, cast to `ptr addrspace(3)` if it is generic.
    SharedAddr(usize),
    /// The operand, or this i32 constant when it is absent.
    OperandOr(usize, i32),
    ConstI32(i32),
}

/// Any target of a set, at a minimum PTX ISA version.
#[derive(Clone, Copy, Debug)]
pub struct Requirement {
    /// The set's name in `intrinsics/targets.toml`.
    pub set: &'static str,
    /// Bit `i` stands for `TARGETS[i]`.
    pub targets: u64,
    pub min_ptx: PtxVersion,
}

impl Requirement {
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
    pub when: &'static [Cond],
    pub intrinsic: &'static str,
    pub args: &'static [CallArg],
    /// The PTX instruction llc prints for this form.
    pub ptx: &'static str,
    pub requires: Requirement,
}

/// Everything known about one op of the input language.
#[derive(Debug)]
pub struct OpSpec {
    pub name: &'static str,
    pub family: &'static str,
    pub summary: &'static str,
    pub spec: &'static str,
    pub operands: &'static [OperandSpec],
    pub types: TypeList,
    pub result: ResultSpec,
    pub attrs: &'static [AttrKind],
    pub predicate: bool,
    /// Operands that must fit in 20 bits when constant (arrival and tx counts).
    pub u20: &'static [usize],
    /// Address spaces `operands[0]` may have; empty when there is no address.
    pub spaces: &'static [Space],
    pub convergent: bool,
    /// Lowered as a retry loop that repeats the call until it returns true.
    pub wait_loop: bool,
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
    pub fn allows(&self, attr: AttrKind) -> bool {
        self.attrs.contains(&attr)
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
    Int,
    Unit,
}

/// An NVVM function attribute (`intrinsics/kernel_attrs.toml`).
#[derive(Debug)]
pub struct KernelAttrSpec {
    pub key: &'static str,
    /// The LLVM string attribute NVPTX reads.
    pub llvm: &'static str,
    /// The PTX directive it becomes (`.reqnctapercluster`).
    pub ptx: &'static str,
    pub value: AttrValue,
    /// Attributes that must be on the same kernel.
    pub with: &'static [&'static str],
    pub requires: Requirement,
}

impl KernelAttrSpec {
    pub fn find(key: &str) -> Option<&'static KernelAttrSpec> {
        KERNEL_ATTRS.iter().find(|a| a.key == key)
    }
}

include!(concat!(env!("OUT_DIR"), "/ops.rs"));

#[cfg(test)]
mod tests {
    use super::*;

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
    /// Space of operand 0 when it is a pointer.
    pub space: Option<Space>,
    pub scope: Option<Scope>,
    pub relaxed: bool,
    pub noinc: bool,
    /// Per operand slot: present or not.
    pub present: Vec<bool>,
    /// Per operand slot: integer width when present and an integer.
    pub widths: Vec<Option<u32>>,
}

impl OpSpec {
    /// The first form whose conditions all hold (an absent scope means CTA, the default).
    pub fn select(&self, f: &Facts) -> Option<(usize, &'static FormSpec)> {
        let scope = f.scope.unwrap_or(Scope::Cta);
        self.forms.iter().enumerate().find(|(_, form)| {
            form.when.iter().all(|c| match *c {
                Cond::Space(s) => f.space == Some(s),
                Cond::Scope(s) => scope == s,
                Cond::Relaxed(r) => f.relaxed == r,
                Cond::Noinc(n) => f.noinc == n,
                Cond::Present(i, p) => f.present.get(i).copied().unwrap_or(false) == p,
                Cond::Width(i, w) => f.widths.get(i).copied().flatten() == Some(w),
            })
        })
    }
}
