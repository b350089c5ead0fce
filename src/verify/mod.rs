//! Verification: types, address spaces, attributes, immediates, the op rules of
//! MLIR 22's NVVM verifier and of the spec, and per-target gating. The result is
//! the chosen form of every table op and the PTX ISA version for the module.

mod barrier_counts;
mod cluster_shape;
mod cta_group;
mod ext_rules;
mod sync_rules;
mod discardable;
mod gate;
pub mod mma_sync;
pub mod mma_block_scale;
pub mod wmma;
pub mod races;
pub mod protocol;
mod dom;
mod function;
mod globals;
pub(crate) mod inline_ptx;
pub use inline_ptx::register_class as inline_ptx_register_class;
mod llvm;
mod matrix_ops;
mod const_params;
mod memory_limits;
mod table;
pub mod shapes;

pub use gate::{choose_ptx, gate_form, PtxChoice};
pub use globals::is_ptx_identifier;
pub use table::example_syntax;
use globals::*;

use crate::diag::{Diagnostic, Span};
use crate::ir::*;
use crate::ir::Ordering;
use crate::ops::{AttrKind, Facts, FormSpec, OpSpec, OperandKind, ResultSpec, Scope, Space, TypeList};
use crate::target::{PtxVersion, Target};
use std::collections::HashMap;
use crate::hash::FastMap;

/// Where an op is: (function, block, op) indices.
pub type OpPath = (usize, usize, usize);

/// A requirement on the PTX version: the version, what needs it, and where.
pub type PtxUse = (PtxVersion, std::borrow::Cow<'static, str>, Span);

/// What verification decided, for the emitter.
#[derive(Debug, Default)]
pub struct Verified {
    /// The chosen form index of every table op, in the order checked (a
    /// list: it is only ever applied whole, and a hashed map cost more than
    /// the choice).
    pub forms: Vec<(OpPath, usize)>,
    /// The PTX ISA version the module is emitted for.
    pub ptx: Option<PtxVersion>,
    /// Warnings worth showing even on success.
    pub warnings: Vec<Diagnostic>,
    /// Race-pattern-1 atomics to widen (`--widen-cta-atomics`): the op and what
    /// to set; [`apply`] rewrites the module.
    pub widen: Vec<(OpPath, Widen)>,
    /// Every requirement on the PTX version the module placed; the check of
    /// the nvsync expansions adds theirs ([`verify_expansions`]).
    pub uses: Vec<PtxUse>,
}

/// What race pattern 1 decided for an op.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Pattern1 {
    /// Only this CTA reaches the address, or what does is not known (a warning).
    Allowed,
    /// Widened to gpu scope with a warning (`--widen-cta-atomics`).
    Widened,
    /// An error.
    Refused,
}

/// A scope widening the verifier asks for.
#[derive(Clone, Debug, PartialEq)]
pub enum Widen {
    /// Set an attribute of a table op (`mem_scope = gpu`).
    Attr(AttrKind, &'static str),
    /// Set the sync scope of an LLVM-dialect atomic (`gpu`).
    Scope(&'static str),
}

/// What verification may change instead of refusing.
#[derive(Clone, Copy, Debug, Default)]
pub struct VerifyOptions {
    /// Widen a CTA-scope atomic on a global pointer (spec 001, race pattern 1)
    /// to gpu scope with a warning, instead of refusing it.
    pub widen_cta_atomics: bool,
    /// The module is a front end's LLVM IR, which llc-22 compiles as it is:
    /// an atomic takes the types llc-22 lowers, not only the `atom` forms
    /// the text door writes.
    pub llvm_ir: bool,
}

/// Verifies a module for `target`, with the PTX version `pinned` or chosen.
pub fn verify(m: &Module, target: Target, pinned: Option<PtxVersion>) -> Result<Verified, Vec<Diagnostic>> {
    verify_with(m, target, pinned, VerifyOptions::default())
}

/// Writes what verification decided into the module: the chosen form of each
/// table op (which the emitter reads) and the widenings asked for.
pub fn apply(m: &mut Module, v: &mut Verified) {
    for ((fi, bi, oi), chosen) in v.forms.drain(..) {
        if let OpKind::Table { form, .. } = &mut m.funcs[fi].blocks[bi].ops[oi].kind {
            *form = Some(chosen);
        }
    }
    apply_widening(m, &std::mem::take(&mut v.widen));
}

fn apply_widening(m: &mut Module, widen: &[(OpPath, Widen)]) {
    for ((fi, bi, oi), w) in widen {
        let op = &mut m.funcs[*fi].blocks[*bi].ops[*oi];
        match (w, &mut op.kind) {
            (Widen::Attr(k, v), OpKind::Table { .. }) => {
                let span = op.span;
                op.attrs.entries.retain(|(key, _, _)| key != k.key());
                let kind = k.enum_kind().unwrap_or_default().into();
                op.attrs.entries.push((k.key().into(), Attr::Enum { kind, value: v.to_string().into() }, span));
            }
            (Widen::Scope(s), OpKind::AtomicRmw { atomic: Some(a), .. } | OpKind::Load { atomic: Some(a), .. } | OpKind::Store { atomic: Some(a), .. }) => a.scope = s.to_string(),
            (Widen::Scope(s), OpKind::Cmpxchg { scope, .. }) => *scope = s.to_string(),
            _ => {}
        }
    }
}

/// Each function's and each global's index by name (the first of a name,
/// as a search in order would find it): a call finds its callee and an
/// `addressof` its global in constant time (a search per op made a module
/// of many kernels and globals quadratic).
struct Index<'m> {
    funcs: FastMap<&'m str, usize>,
    globals: FastMap<&'m str, usize>,
}

fn index(m: &Module) -> Index<'_> {
    let mut funcs = FastMap::default();
    for (i, f) in m.funcs.iter().enumerate().rev() {
        funcs.insert(f.name.as_str(), i);
    }
    let mut globals = FastMap::default();
    for (i, g) in m.globals.iter().enumerate().rev() {
        globals.insert(g.name.as_str(), i);
    }
    Index { funcs, globals }
}

/// [`verify`] with options.
pub fn verify_with(m: &Module, target: Target, pinned: Option<PtxVersion>, opts: VerifyOptions) -> Result<Verified, Vec<Diagnostic>> {
    if let Some(v) = pinned.filter(|v| !v.is_known()) {
        // LLVM would ignore the feature ('+ptx89' is not a recognized
        // feature) and write its default version instead.
        return Err(vec![Diagnostic::error("ptx-version", format!("PTX ISA version {v} (PtxVersion({})) is not one LLVM 22 emits", v.0)).note("use PtxVersion::parse(\"8.6\"), which knows LLVM 22's versions")]);
    }
    let mut errs = Vec::new();
    let mut out = Verified::default();
    let mut uses = Vec::new();
    check_globals(m, &mut errs);
    check_aliases(m, &mut errs);
    check_kernel_results(m, &mut errs);
    check_needs(m, target, &mut errs, &mut uses);
    memory_limits::check(m, target, &mut errs, &mut uses);
    const_params::check(m, &mut errs);
    shapes::check_module(m, &mut errs);
    // Each function alone, a large module's on several threads; the results
    // are joined in function order, as one thread would have made them.
    let index = index(m);
    let parts = crate::par::map_funcs(m, |run| {
        let (mut errs, mut out, mut uses): RunChecks = Default::default();
        for fi in run {
            let mut fc = FuncCheck::new(m, &index, &m.funcs[fi], &mut errs);
            fc.opts = opts;
            fc.floor = ptx_floor(target, pinned);
            fc.run(fi, target, &mut out, &mut uses);
        }
        (errs, out, uses)
    });
    join_runs(parts, &mut errs, &mut out, &mut uses);
    errs.extend(cta_group::check_cta_groups(m));
    errs.extend(cluster_shape::check_cluster_shapes(m));
    finish(out, uses, errs, target, pinned)
}

/// Checks the ops that the nvsync lowering wrote, at their `expanded` paths
/// in the lowered module, and chooses the PTX version for the whole program
/// from theirs and the requirements of the module as written (`prior`). The
/// other ops were verified before the lowering and keep their forms: no op is
/// checked twice, and no warning is given twice. The kernel-wide rules (one
/// cta_group per kernel, cluster shapes) run again over the lowered module,
/// which the expansions' ops have joined.
pub fn verify_expansions(m: &Module, expanded: &[OpPath], target: Target, pinned: Option<PtxVersion>, prior: Vec<PtxUse>) -> Result<Verified, Vec<Diagnostic>> {
    let mut errs = Vec::new();
    let mut out = Verified::default();
    let mut uses = prior;
    // The paths are in function order: each run of functions takes its own.
    debug_assert!(expanded.windows(2).all(|w| w[0].0 <= w[1].0));
    let index = index(m);
    let parts = crate::par::map_funcs(m, |run| {
        let (mut errs, mut out, mut uses): RunChecks = Default::default();
        let from = expanded.partition_point(|p| p.0 < run.start);
        let to = expanded.partition_point(|p| p.0 < run.end);
        let mut rest = &expanded[from..to];
        while let Some(&(fi, _, _)) = rest.first() {
            let n = rest.iter().take_while(|p| p.0 == fi).count();
            let f = &m.funcs[fi];
            let mut fc = FuncCheck::new(m, &index, f, &mut errs);
            fc.floor = ptx_floor(target, pinned);
            fc.expansion = true;
            fc.collect_defs();
            for &(_, bi, oi) in &rest[..n] {
                fc.check_op((fi, bi, oi), &f.blocks[bi].ops[oi], target, &mut out, &mut uses);
            }
            out.warnings.append(&mut fc.warnings);
            rest = &rest[n..];
        }
        (errs, out, uses)
    });
    join_runs(parts, &mut errs, &mut out, &mut uses);
    if !expanded.is_empty() {
        // Properties of a whole kernel that the expansions' ops take part in
        // (a copy's cta_group among the kernel's tcgen05 ops).
        errs.extend(cta_group::check_cta_groups(m));
        errs.extend(cluster_shape::check_cluster_shapes(m));
    }
    finish(out, uses, errs, target, pinned)
}

/// What checking a run of functions gives (crate::par): errors, the forms
/// and warnings, and the requirements on the PTX version.
type RunChecks = (Vec<Diagnostic>, Verified, Vec<PtxUse>);

/// Joins the runs' results in function order, as one thread would have
/// made them.
fn join_runs(parts: Vec<RunChecks>, errs: &mut Vec<Diagnostic>, out: &mut Verified, uses: &mut Vec<PtxUse>) {
    for (e, o, u) in parts {
        errs.extend(e);
        out.forms.extend(o.forms);
        out.warnings.extend(o.warnings);
        out.widen.extend(o.widen);
        uses.extend(u);
    }
}

/// The PTX version below which no requirement matters: every choice is at
/// least the target's minimum, and a pin below it is checked against each use
/// above the pin.
fn ptx_floor(target: Target, pinned: Option<PtxVersion>) -> PtxVersion {
    pinned.map_or(target.min_ptx(), |p| p.min(target.min_ptx()))
}

/// Chooses the PTX version, or returns every error sorted by position.
fn finish(mut out: Verified, uses: Vec<PtxUse>, mut errs: Vec<Diagnostic>, target: Target, pinned: Option<PtxVersion>) -> Result<Verified, Vec<Diagnostic>> {
    match choose_ptx(target, pinned, &uses) {
        Ok(choice) => out.ptx = Some(choice.version),
        Err(mut ds) => errs.append(&mut ds),
    }
    out.uses = uses;
    if errs.is_empty() {
        Ok(out)
    } else {
        errs.sort_by_key(|d| d.span.map_or(usize::MAX, Span::lo));
        Err(errs)
    }
}

struct FuncCheck<'a> {
    m: &'a Module,
    /// Each function's index in `m.funcs` by name: a call finds its callee
    /// in constant time (a search per call made a call-heavy module
    /// quadratic).
    funcs: &'a FastMap<&'a str, usize>,
    /// Each global's index in `m.globals` by name, likewise.
    globals: &'a FastMap<&'a str, usize>,
    f: &'a Func,
    errs: &'a mut Vec<Diagnostic>,
    /// Type of every SSA value defined in the function.
    types: FastMap<&'a str, (Type, Span)>,
    /// Values defined by `llvm.mlir.constant`.
    consts: FastMap<&'a str, i128>,
    opts: VerifyOptions,
    /// A widening the op being checked needs (set by the checks, taken by `run`).
    widen: Option<Widen>,
    /// Who may reach each address (race pattern 1), made when first asked.
    reach: Option<races::CtaReach<'a>>,
    /// The ops checked are an nvsync op's expansion, whose race pattern 1
    /// the op itself was judged by.
    expansion: bool,
    warnings: Vec<Diagnostic>,
    /// A requirement on the PTX version at or below this one cannot decide
    /// the choice or fail it (the target needs at least as much, or it is the
    /// pin), so it is not recorded.
    floor: PtxVersion,
    /// The facts of the table op being checked, kept from op to op so that
    /// their lists are not allocated and freed for each.
    facts: Facts,
    /// The operand types of the table op being checked, kept likewise.
    operand_types: Vec<Option<Type>>,
}

impl<'a> FuncCheck<'a> {
    fn new(m: &'a Module, index: &'a Index<'a>, f: &'a Func, errs: &'a mut Vec<Diagnostic>) -> Self {
        FuncCheck { m, funcs: &index.funcs, globals: &index.globals, f, errs, types: FastMap::default(), consts: FastMap::default(), opts: VerifyOptions::default(), widen: None, reach: None, expansion: false, warnings: Vec::new(), floor: PtxVersion(0), facts: Facts::default(), operand_types: Vec::new() }
    }

    fn run(&mut self, fi: usize, target: Target, out: &mut Verified, uses: &mut Vec<PtxUse>) {
        self.collect_defs();
        self.check_sizes();
        self.check_blocks();
        self.check_dominance();
        self.gate_param_types(target, uses);
        self.check_func_attrs(target, out, uses);
        self.check_barrier_counts();
        self.check_cta_fence_flags();
        let f = self.f;
        for (bi, b) in f.blocks.iter().enumerate() {
            for (oi, op) in b.ops.iter().enumerate() {
                self.check_op((fi, bi, oi), op, target, out, uses);
            }
        }
        out.warnings.append(&mut self.warnings);
    }

    /// Checks and gates one op; a table op's chosen form goes to `out.forms`.
    fn check_op(&mut self, at: OpPath, op: &'a Op, target: Target, out: &mut Verified, uses: &mut Vec<PtxUse>) {
        if let OpKind::Table { spec, .. } = &op.kind {
            if let Some(form) = self.check_table_op(op, spec) {
                let fs = &spec.forms[form];
                match gate_form(spec, fs, target) {
                    Ok(()) => {
                        out.forms.push((at, form));
                        let need = fs.requires.min_ptx_on(target.index());
                        if need > self.floor {
                            uses.push((need, spec.name.into(), op.span));
                        }
                    }
                    Err(d) => self.errs.push(d.at(op.span)),
                }
            }
        } else {
            self.check_llvm_op(op);
            self.check_llvm_atomic_scope(op);
            self.gate_memory(op, target, uses);
            self.gate_inline_asm(op, target, uses);
            self.gate_intrinsic(op, target, uses);
        }
        if let Some(w) = self.widen.take() {
            out.widen.push((at, w));
        }
    }

    /// Race pattern 1 for the LLVM dialect's atomics: `syncscope("block")` on a
    /// global pointer, with the words of the nvsync rule.
    fn check_llvm_atomic_scope(&mut self, op: &'a Op) {
        let (ptr, ptr_ty, scope) = match &op.kind {
            OpKind::AtomicRmw { ptr, ptr_ty, atomic: Some(a), .. } | OpKind::Load { ptr, ptr_ty, atomic: Some(a), .. } | OpKind::Store { ptr, ptr_ty, atomic: Some(a), .. } => (ptr, ptr_ty, a.scope.as_str()),
            OpKind::Cmpxchg { ptr, ptr_ty, scope, .. } => (ptr, ptr_ty, scope.as_str()),
            _ => return,
        };
        if *ptr_ty != Type::Ptr(1) || scope != "cta" {
            return;
        }
        self.race_pattern_1(op, Some(ptr), cta_global_atomic_message(), Some("widen it: syncscope(\"device\") (spec 001, race pattern 1), or let --widen-cta-atomics do it"), Some(Widen::Scope("gpu")));
    }

    /// A CTA-scope fence (`__threadfence_block`, `membar.cta`, `fence.*.cta`)
    /// whose writes a flag then publishes (a volatile or relaxed store to
    /// global memory, before any other fence or barrier): the fence orders
    /// them for this CTA's threads only, so the flag is judged as race
    /// pattern 1 judges a CTA-scope atomic, by whether another CTA reaches
    /// its address.
    fn check_cta_fence_flags(&mut self) {
        let f = self.f;
        for b in &f.blocks {
            let mut fence: Option<&Op> = None;
            for op in &b.ops {
                match fence_scope(op) {
                    Some(true) => fence = Some(op),
                    Some(false) => fence = None,
                    None => {}
                }
                let OpKind::Store { ptr, ptr_ty: Type::Ptr(1), volatile, atomic, .. } = &op.kind else { continue };
                let flag = *volatile || atomic.as_ref().is_some_and(|a| a.ordering == Ordering::Monotonic);
                if let (true, Some(fop)) = (flag, fence.take()) {
                    if self.race_pattern_1(op, Some(ptr), "a flag published after a CTA-scope fence orders the writes before it only for this CTA's threads", Some("publish with a gpu-scope fence (__threadfence(), fence.acq_rel.gpu) or a release store at gpu scope (st.release.gpu, cuda::atomic_ref with thread_scope_device); the reader polls with an acquire load"), None) == Pattern1::Refused {
                        if let Some(d) = self.errs.pop() {
                            self.errs.push(d.label(fop.span, "the fence, at CTA scope"));
                        }
                    }
                }
            }
        }
    }

    /// Race pattern 1 (spec 001) on a CTA-scope access to global memory at
    /// `addr`: nothing where only this CTA reaches the address; refused (or
    /// widened with a warning when asked and `widen` says how) where every
    /// CTA does, or no address is known; a warning naming what is not known
    /// otherwise (widened too when asked).
    fn race_pattern_1(&mut self, op: &Op, addr: Option<&'a Value>, message: &str, note: Option<&str>, widen: Option<Widen>) -> Pattern1 {
        if self.expansion {
            return Pattern1::Allowed;
        }
        let f = self.f;
        let reach = match addr {
            Some(a) => self.reach.get_or_insert_with(|| races::CtaReach::new(f)).reach(a),
            None => races::Reach::EveryCta,
        };
        let (unknown, other) = match reach {
            races::Reach::OwnCta => return Pattern1::Allowed,
            races::Reach::Unknown(why) => (Some(why), None),
            races::Reach::EveryCta => (None, None),
            races::Reach::OtherCta(at) => (None, Some(at)),
        };
        match widen {
            Some(w) if self.opts.widen_cta_atomics => {
                let to = match &w {
                    Widen::Attr(_, v) | Widen::Scope(v) => *v,
                };
                self.warnings.push(Diagnostic::warning("widened", format!("{message}: widened to {to} scope")).at(op.span).note("--widen-cta-atomics is on (spec 001, race pattern 1)"));
                self.widen = Some(w);
                Pattern1::Widened
            }
            _ => match unknown {
                Some(why) => {
                    let d = Diagnostic::warning("race", format!("{message}, if another CTA reaches this address: it depends on {why}")).at(op.span);
                    self.warnings.push(d.note(note.unwrap_or("widen it to gpu scope (spec 001, race pattern 1)")).note("an address computed from the CTA's id (%ctaid) is the CTA's own and passes; one that does not depend on it is refused"));
                    Pattern1::Allowed
                }
                None => {
                    let d = match other {
                        Some(at) => rule_error(message, note, op.span).label(at, "another CTA reaches the same slot here: the kernel indexes the buffer otherwise").note("its address depends on the CTA's id, but another index into the same buffer names it for another CTA"),
                        None => rule_error(message, note, op.span).note("its address does not depend on the CTA's id (%ctaid): every CTA that runs it updates the same location"),
                    };
                    self.errs.push(d);
                    Pattern1::Refused
                }
            },
        }
    }

    fn collect_defs(&mut self) {
        let f = self.f;
        // At its size from the start: growing it rehashed every name several times.
        let defs = f.params.len() + f.blocks.iter().map(|b| b.params.len() + b.ops.iter().filter(|o| o.result.is_some()).count()).sum::<usize>();
        self.types.reserve(defs);
        for p in &f.params {
            self.define(&p.name, p.ty.clone(), p.span);
        }
        for b in &f.blocks {
            for p in &b.params {
                self.define(&p.name, p.ty.clone(), p.span);
            }
            for op in &b.ops {
                let Some(r) = &op.result else { continue };
                match (result_type(op), &op.kind) {
                    (Some(t), _) => self.define(&r.name, t, r.span),
                    // check_result explains what is missing; define the value with the
                    // op's own result type so its uses do not cascade into errors.
                    (None, OpKind::Table { spec, .. }) => match spec.result {
                        ResultSpec::Required(t) | ResultSpec::Optional(t) | ResultSpec::Implied(t) => self.define(&r.name, Type::Int(t.bits()), r.span),
                        ResultSpec::Ptr => self.define(&r.name, Type::Ptr(0), r.span),
                        ResultSpec::I32Lanes(_) => self.define(&r.name, Type::Int(32), r.span),
                        ResultSpec::NamedBarrier => self.define(&r.name, Type::NamedBarrier, r.span),
                        // The missing type is reported by check_result.
                        ResultSpec::OneOf(ts) => {
                            if let Some(t) = ts.first().and_then(|t| Type::from_mlir(t)) {
                                self.define(&r.name, t, r.span);
                            }
                        }
                        ResultSpec::SameAs(_) | ResultSpec::Scalar | ResultSpec::ByForm => {}
                        ResultSpec::None => {}
                    },
                    (None, _) => self.errs.push(Diagnostic::error("result", format!("'{}' produces no result", op.name)).at(r.span)),
                }
                if let OpKind::Constant { value, .. } = op.kind {
                    self.consts.insert(&r.name, value);
                }
            }
        }
    }

    fn define(&mut self, name: &'a str, ty: Type, span: Span) {
        match self.types.entry(name) {
            std::collections::hash_map::Entry::Occupied(e) => {
                let prev = e.get().1;
                self.errs.push(Diagnostic::error("redefinition", format!("value '%{name}' is defined twice")).at(span).label(prev, "first defined here"));
            }
            std::collections::hash_map::Entry::Vacant(e) => {
                e.insert((ty, span));
            }
        }
    }

    fn type_of(&mut self, v: &Value) -> Option<Type> {
        match self.types.get(v.name.as_str()) {
            Some((t, _)) => Some(t.clone()),
            None => {
                self.undefined(v);
                None
            }
        }
    }

    fn undefined(&mut self, v: &Value) {
        self.errs.push(Diagnostic::error("undefined", format!("use of undefined value '%{}'", v.name)).at(v.span));
    }

    /// The value must exist and have type `want`.
    fn expect(&mut self, v: &Value, want: &Type) {
        // Compared where it is kept: a copy of the type for each use was an
        // allocation for every vector or struct operand.
        match self.types.get(v.name.as_str()) {
            Some((t, _)) if t == want => {}
            Some((t, _)) => self.errs.push(Diagnostic::error("type", format!("'%{}' has type {t}, but is used as {want}", v.name)).at(v.span)),
            None => self.undefined(v),
        }
    }

    // ---- data-driven ops ------------------------------------------------
}

/// The most scalar elements an SSA value (parameter, load, store) may have.
pub const MAX_VALUE_ELEMENTS: u128 = 4096;

/// The most bytes a global may have (LLVM's PTX printer writes one size field).
pub const MAX_GLOBAL_BYTES: u128 = 1 << 32;

fn contains_named_barrier(t: &Type) -> bool {
    match t {
        Type::NamedBarrier => true,
        Type::Array(_, e) | Type::Vector(_, e) => contains_named_barrier(e),
        Type::Struct(ts) => ts.iter().any(contains_named_barrier),
        Type::Int(_) | Type::Float(_) | Type::BF16 | Type::Ptr(_) => false,
    }
}

/// Members LLVM visits in a value of type `t` (saturating): its scalar
/// elements, and each element of an array of empty aggregates as one. LLVM's
/// NVPTX backend walks every array element of a parameter, even an empty one:
/// `!llvm.struct<(i8, !llvm.array<4294967295 x !llvm.struct<()>>)>` has one
/// scalar but kept it busy for minutes.
pub fn value_members(t: &Type) -> u128 {
    match t {
        Type::Array(n, e) | Type::Vector(n, e) => (*n as u128).saturating_mul(value_members(e).max(1)),
        Type::Struct(ts) => ts.iter().map(value_members).fold(0u128, |a, b| a.saturating_add(b)),
        _ => 1,
    }
}

/// Scalar elements in a type (saturating).
pub fn elements(t: &Type) -> u128 {
    match t {
        Type::Int(_) | Type::Float(_) | Type::BF16 | Type::Ptr(_) | Type::NamedBarrier => 1,
        Type::Array(n, e) | Type::Vector(n, e) => (*n as u128).saturating_mul(elements(e)),
        Type::Struct(ts) => ts.iter().map(elements).fold(0u128, |a, b| a.saturating_add(b)),
    }
}

/// A refusal by a verifier rule, with its advice.
/// Race pattern 1's words, as the nvsync atomic's widenable rule says them
/// (`intrinsics/nvsync.toml`): the one message for an atomic of any form.
fn cta_global_atomic_message() -> &'static str {
    let rule = OpSpec::find("nvsync.atomic_rmw").and_then(|s| s.rejects.iter().find(|r| r.widen.is_some()));
    rule.map_or("a CTA-scope atomic on a global pointer", |r| r.message)
}

fn rule_error(message: &str, note: Option<&str>, span: Span) -> Diagnostic {
    let d = Diagnostic::error("rule", message.to_string()).at(span);
    match note {
        Some(n) => d.note(n),
        None => d,
    }
}

/// The type of member `i` of an aggregate.
pub fn member(t: &Type, i: u32) -> Option<Type> {
    match t {
        Type::Struct(ts) => ts.get(i as usize).cloned(),
        Type::Array(n, e) if (i as u64) < *n => Some((**e).clone()),
        _ => None,
    }
}

/// "an i1", "a !llvm.ptr".
fn article(t: &Type) -> &'static str {
    if matches!(t, Type::Int(_)) {
        "an"
    } else {
        "a"
    }
}

fn t_bits(t: &Type) -> u32 {
    match t {
        Type::Int(b) => *b,
        _ => 0,
    }
}

/// True when `v` is representable in `bits` bits, signed or unsigned.
fn fits(v: i128, bits: u32) -> bool {
    bits >= 127 || (v >= -(1i128 << (bits - 1)) && v <= (1i128 << bits) - 1)
}

/// The type an op's result has, from what is written.
pub fn result_type(op: &Op) -> Option<Type> {
    match &op.kind {
        OpKind::Table { spec, types, result_type, .. } => match spec.types {
            _ if matches!(spec.result, ResultSpec::Implied(_)) => match spec.result {
                ResultSpec::Implied(t) => Some(Type::Int(t.bits())),
                _ => None,
            },
            TypeList::Result => types.first().map(|(t, _)| t.clone()),
            _ => result_type.as_ref().map(|(t, _)| t.clone()),
        },
        OpKind::Constant { ty, .. } | OpKind::AddressOf { ty, .. } | OpKind::Binary { ty, .. } | OpKind::Select { ty, .. } | OpKind::Load { ty, .. } => Some(ty.clone()),
        OpKind::Cmpxchg { ty, pair: true, .. } => Some(Type::Struct(vec![ty.clone(), Type::Int(1)])),
        OpKind::AtomicRmw { ty, .. } | OpKind::Cmpxchg { ty, .. } => Some(ty.clone()),
        OpKind::Gep { result_ty, .. } => Some(result_ty.clone()),
        OpKind::ICmp { .. } => Some(Type::Int(1)),
        OpKind::Cast { to, .. } => Some(to.clone()),
        OpKind::Zero { ty, .. } | OpKind::InsertValue { agg_ty: ty, .. } => Some(ty.clone()),
        OpKind::ExtractValue { agg_ty, index, .. } => member(agg_ty, *index),
        OpKind::Wgmma(w) => Some(w.result_ty.clone()),
        OpKind::MmaSync(m) => Some(m.result_ty.clone()),
        OpKind::Wmma(w) => w.result_ty.clone(),
        OpKind::InlinePtx(ip) => match ip.results.as_slice() {
            [] => None,
            [t] => Some(t.clone()),
            ts => Some(Type::Struct(ts.to_vec())),
        },
        OpKind::Call { ret, .. } => ret.clone(),
        OpKind::Opaque { ty, .. } | OpKind::InlineAsm { ty, .. } | OpKind::Intrinsic { ty, .. } => ty.clone(),
        OpKind::Store { .. } | OpKind::Fence { .. } | OpKind::Br { .. } | OpKind::CondBr { .. } | OpKind::Switch { .. } | OpKind::Return { .. } => None,
    }
}

/// Whether `op` is a memory fence at CTA scope (Some(true)), a fence or
/// barrier that orders more (Some(false)), or neither (None).
fn fence_scope(op: &Op) -> Option<bool> {
    match &op.kind {
        OpKind::Fence { scope, .. } => Some(scope.as_deref() == Some("cta")),
        OpKind::Table { spec, .. } if spec.name == "nvvm.memory.barrier" => Some(op.attr(crate::ops::AttrKind::LeadScope).as_deref() == Some("cta")),
        OpKind::Table { spec, .. } if spec.family == "fence" || spec.family == "barrier" || spec.name.starts_with("nvvm.cluster") => Some(false),
        OpKind::InlineAsm { asm, .. } => {
            let sts = crate::ptx_asm::statements(asm);
            let cta = sts.iter().any(|st| st.opcode == "membar.cta" || (st.opcode.starts_with("fence.") && !st.opcode.contains("proxy") && st.opcode.ends_with(".cta")));
            let other = sts.iter().any(|st| st.opcode.starts_with("membar") || st.opcode.starts_with("fence") || st.opcode.starts_with("bar") || st.opcode.contains(".release"));
            if cta { Some(true) } else if other { Some(false) } else { None }
        }
        _ => None,
    }
}
