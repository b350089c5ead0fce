//! Verification: types, address spaces, attributes, immediates, the op rules of
//! MLIR 22's NVVM verifier and of the spec, and per-target gating. The result is
//! the chosen form of every table op and the PTX ISA version for the module.

mod cluster_shape;
mod cta_group;
mod ext_rules;
mod sync_rules;
mod discardable;
mod gate;
pub mod mma_sync;
pub mod wmma;
pub mod races;
mod dom;
pub mod shapes;

pub use gate::{choose_ptx, gate_form, PtxChoice};

use crate::diag::{Diagnostic, Span};
use crate::ir::*;
use crate::ir::Ordering;
use crate::ops::{AttrKind, Facts, FormSpec, OpSpec, OperandKind, ResultSpec, Scope, Space, TypeList};
use crate::target::{PtxVersion, Target};
use std::collections::HashMap;

/// Where an op is: (function, block, op) indices.
pub type OpPath = (usize, usize, usize);

/// What verification decided, for the emitter.
#[derive(Debug, Default)]
pub struct Verified {
    /// The chosen form index of every table op.
    pub forms: HashMap<OpPath, usize>,
    /// The PTX ISA version the module is emitted for.
    pub ptx: Option<PtxVersion>,
    /// Warnings worth showing even on success.
    pub warnings: Vec<Diagnostic>,
    /// Race-pattern-1 atomics to widen (`--widen-cta-atomics`): the op and what
    /// to set; [`apply_widening`] rewrites the module.
    pub widen: Vec<(OpPath, Widen)>,
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
}

/// Verifies a module for `target`, with the PTX version `pinned` or chosen.
pub fn verify(m: &Module, target: Target, pinned: Option<PtxVersion>) -> Result<Verified, Vec<Diagnostic>> {
    verify_with(m, target, pinned, VerifyOptions::default())
}

/// Applies the widenings a [`Verified`] asks for.
pub fn apply_widening(m: &mut Module, widen: &[(OpPath, Widen)]) {
    for ((fi, bi, oi), w) in widen {
        let op = &mut m.funcs[*fi].blocks[*bi].ops[*oi];
        match (w, &mut op.kind) {
            (Widen::Attr(k, v), OpKind::Table { .. }) => {
                let span = op.span;
                op.attrs.entries.retain(|(key, _, _)| key != k.key());
                let kind = k.enum_kind().unwrap_or_default().to_string();
                op.attrs.entries.push((k.key().to_string(), Attr::Enum { kind, value: v.to_string() }, span));
            }
            (Widen::Scope(s), OpKind::AtomicRmw { atomic: Some(a), .. } | OpKind::Load { atomic: Some(a), .. } | OpKind::Store { atomic: Some(a), .. }) => a.scope = s.to_string(),
            (Widen::Scope(s), OpKind::Cmpxchg { scope, .. }) => *scope = s.to_string(),
            _ => {}
        }
    }
}

/// [`verify`] with options.
pub fn verify_with(m: &Module, target: Target, pinned: Option<PtxVersion>, opts: VerifyOptions) -> Result<Verified, Vec<Diagnostic>> {
    let mut errs = Vec::new();
    let mut out = Verified::default();
    let mut uses = Vec::new(); // (requirement min ptx, op name, span)
    check_globals(m, &mut errs);
    shapes::check_module(m, &mut errs);
    for (fi, f) in m.funcs.iter().enumerate() {
        let mut fc = FuncCheck::new(m, f, &mut errs);
        fc.opts = opts;
        fc.run(fi, target, &mut out, &mut uses);
    }
    errs.extend(cta_group::check_cta_groups(m));
    errs.extend(cluster_shape::check_cluster_shapes(m));
    match choose_ptx(target, pinned, &uses) {
        Ok(choice) => out.ptx = Some(choice.version),
        Err(mut ds) => errs.append(&mut ds),
    }
    if errs.is_empty() {
        Ok(out)
    } else {
        errs.sort_by_key(|d| d.span.map_or(usize::MAX, |s| s.start));
        Err(errs)
    }
}

fn check_globals(m: &Module, errs: &mut Vec<Diagnostic>) {
    let mut seen = HashMap::new();
    for g in &m.globals {
        if let Some(prev) = seen.insert(g.name.as_str(), g.span) {
            errs.push(Diagnostic::error("redefinition", format!("global '@{}' is defined twice", g.name)).at(g.span).label(prev, "first defined here"));
        }
        if crate::verify::elements(&g.ty).saturating_mul(16) > MAX_GLOBAL_BYTES {
            errs.push(Diagnostic::error("range", format!("global '@{}' of type {} is too large", g.name, g.ty)).at(g.span));
        }
        if let Type::Int(bits) = g.ty {
            if !ptx_global_int(bits, g.is_declaration()) {
                errs.push(
                    Diagnostic::error("type", format!("global '@{}' of type {} has no PTX type", g.name, g.ty))
                        .at(g.span)
                        .note(if g.is_declaration() {
                            "a declared integer global is i8, i16, i32, i64 or i128: LLVM's NVPTX backend declares any other width as '.u<N>' (i1 as '.pred'), which ptxas refuses"
                        } else {
                            "an integer global is i1, i8, i16, i32, i64 or wider than 64 bits: LLVM's NVPTX backend writes any other width as '.u<N>', which ptxas refuses"
                        }),
                );
            }
        }
        if !matches!(g.addrspace, 0 | 1 | 3 | 4) {
            errs.push(Diagnostic::error("space", format!("global '@{}' is in address space {}; globals live in 0, 1 (global), 3 (shared) or 4 (const)", g.name, g.addrspace)).at(g.span));
        }
    }
    let mut fseen = HashMap::new();
    for f in &m.funcs {
        if let Some(prev) = fseen.insert(f.name.as_str(), f.name_span) {
            errs.push(Diagnostic::error("redefinition", format!("function '@{}' is defined twice", f.name)).at(f.name_span).label(prev, "first defined here"));
        }
    }
    let names = m.globals.iter().map(|g| ("global", &g.name, g.name_span)).chain(m.funcs.iter().map(|f| ("function", &f.name, f.name_span)));
    for (what, name, span) in names {
        if !is_ptx_identifier(name) {
            errs.push(
                Diagnostic::error("symbol", format!("{what} name '@{name}' is not a PTX identifier"))
                    .at(span)
                    .note("a PTX name is a letter, '_' or '$' followed by letters, digits, '_' or '$' ('_' and '$' alone are not names); ptxas rejects other names and LLVM's NVPTX backend aborts on some"),
            );
        } else if let Some(whose) = backend_reserved(name, &fseen) {
            errs.push(
                Diagnostic::error("symbol", format!("{what} name '@{name}' is taken by the PTX that LLVM's NVPTX backend writes"))
                    .at(span)
                    .note(format!("the backend names {whose} so; the two definitions would clash in the PTX (ptxas: duplicate definition, or an illegal address of a parameter)")),
            );
        }
    }
}

/// Whether LLVM's NVPTX backend writes a scalar `i<bits>` global as a type
/// ptxas knows (measured with llc-22 and ptxas 13.5). It writes the PTX widths
/// as `.u<bits>`; a definition of i1 as `.u8` and of more than 64 bits as
/// bytes; a declaration of i128 as bytes, but of i1 as `.pred` and of any other
/// width as `.u<bits>`, which ptxas refuses.
fn ptx_global_int(bits: u32, declaration: bool) -> bool {
    match bits {
        8 | 16 | 32 | 64 | 128 => true,
        _ if declaration => false,
        1 => true,
        _ => bits > 64,
    }
}

/// Whether a kernel parameter of type `i<bits>` reaches ptxas as a parameter
/// type it knows (measured with llc-22 and ptxas 13.5): LLVM's NVPTX backend
/// writes `.param .u<bits>` (i1 as `.u8`, i128 as bytes), and PTX has only
/// the powers of two from 8 to 64 bits; a device function's parameters are
/// always widened. (The parser admits widths up to 128.)
fn ptx_kernel_param_int(bits: u32) -> bool {
    bits == 1 || (bits >= 8 && bits.is_power_of_two())
}

/// What LLVM's NVPTX backend names `name` for, if it does: the `.param`s of a
/// function (`f_param_0`) and of a call (`param0`, `retval0`), local stack frames
/// (`__local_depot0`) and branch labels (`$L__BB0_1`).
fn backend_reserved(name: &str, funcs: &HashMap<&str, Span>) -> Option<&'static str> {
    let numbered = |prefix: &str| name.strip_prefix(prefix).is_some_and(|n| !n.is_empty() && n.bytes().all(|c| c.is_ascii_digit()));
    if numbered("param") || numbered("retval") {
        Some("a call's argument and result parameters")
    } else if numbered("__local_depot") {
        Some("a function's local stack frame")
    } else if name.starts_with("$L__") {
        Some("branch labels")
    } else if name.rmatch_indices("_param_").any(|(i, _)| funcs.contains_key(&name[..i]) && numbered(&name[..i + 7])) {
        Some("a function's parameters ('<function>_param_<n>')")
    } else {
        None
    }
}

/// PTX ISA's identifier grammar: `[a-zA-Z][a-zA-Z0-9_$]*` or `[_$][a-zA-Z0-9_$]+`
/// (PTX also allows a leading `%`, which it reserves for its own special registers).
///
/// ```
/// use nvvm_lower::verify::is_ptx_identifier;
/// assert!(is_ptx_identifier("kernel_0") && is_ptx_identifier("$tmp") && is_ptx_identifier("_k"));
/// assert!(!is_ptx_identifier("a.b") && !is_ptx_identifier("_") && !is_ptx_identifier("0k"));
/// ```
pub fn is_ptx_identifier(name: &str) -> bool {
    let b = name.as_bytes();
    let follow = |c: &u8| c.is_ascii_alphanumeric() || *c == b'_' || *c == b'$';
    match b.first() {
        Some(c) if c.is_ascii_alphabetic() => b[1..].iter().all(follow),
        Some(b'_' | b'$') => b.len() > 1 && b[1..].iter().all(follow),
        _ => false,
    }
}

struct FuncCheck<'a> {
    m: &'a Module,
    f: &'a Func,
    errs: &'a mut Vec<Diagnostic>,
    /// Type of every SSA value defined in the function.
    types: HashMap<&'a str, (Type, Span)>,
    /// Values defined by `llvm.mlir.constant`.
    consts: HashMap<&'a str, i128>,
    opts: VerifyOptions,
    /// A widening the op being checked needs (set by the checks, taken by `run`).
    widen: Option<Widen>,
    warnings: Vec<Diagnostic>,
}

impl<'a> FuncCheck<'a> {
    fn new(m: &'a Module, f: &'a Func, errs: &'a mut Vec<Diagnostic>) -> Self {
        FuncCheck { m, f, errs, types: HashMap::new(), consts: HashMap::new(), opts: VerifyOptions::default(), widen: None, warnings: Vec::new() }
    }

    fn run(&mut self, fi: usize, target: Target, out: &mut Verified, uses: &mut Vec<(PtxVersion, String, Span)>) {
        self.collect_defs();
        self.check_sizes();
        self.check_blocks();
        self.gate_param_types(target, uses);
        self.check_func_attrs(target, out, uses);
        for (bi, b) in self.f.blocks.iter().enumerate() {
            for (oi, op) in b.ops.iter().enumerate() {
                if let OpKind::Table { spec, .. } = &op.kind {
                    if let Some(form) = self.check_table_op(op, spec) {
                        let fs = &spec.forms[form];
                        match gate_form(spec, fs, target) {
                            Ok(()) => {
                                out.forms.insert((fi, bi, oi), form);
                                uses.push((fs.requires.min_ptx_on(target.index()), spec.name.to_string(), op.span));
                            }
                            Err(d) => self.errs.push(d.at(op.span)),
                        }
                    }
                } else {
                    self.check_llvm_op(op);
                    self.check_llvm_atomic_scope(op);
                    self.gate_memory(op, target, uses);
                }
                if let Some(w) = self.widen.take() {
                    out.widen.push(((fi, bi, oi), w));
                }
            }
        }
        out.warnings.append(&mut self.warnings);
    }

    /// Race pattern 1 for the LLVM dialect's atomics: `syncscope("block")` on a
    /// global pointer, with the words of the nvsync rule.
    fn check_llvm_atomic_scope(&mut self, op: &Op) {
        let (ptr_ty, scope) = match &op.kind {
            OpKind::AtomicRmw { ptr_ty, atomic: Some(a), .. } | OpKind::Load { ptr_ty, atomic: Some(a), .. } | OpKind::Store { ptr_ty, atomic: Some(a), .. } => (ptr_ty, a.scope.as_str()),
            OpKind::Cmpxchg { ptr_ty, scope, .. } => (ptr_ty, scope.as_str()),
            _ => return,
        };
        if *ptr_ty != Type::Ptr(1) || scope != "cta" {
            return;
        }
        let rule = OpSpec::find("nvsync.atomic_rmw").and_then(|s| s.rejects.iter().find(|r| r.widen.is_some()));
        let message = rule.map_or("a CTA-scope atomic on a global pointer", |r| r.message);
        self.race_pattern_1(op, message, Some("widen it: syncscope(\"device\") (spec 001, race pattern 1), or let --widen-cta-atomics do it"), Widen::Scope("gpu"));
    }

    /// Race pattern 1 (spec 001): refused, or widened with a warning when asked.
    fn race_pattern_1(&mut self, op: &Op, message: &str, note: Option<&str>, widen: Widen) -> bool {
        if self.opts.widen_cta_atomics {
            let to = match &widen {
                Widen::Attr(_, v) | Widen::Scope(v) => *v,
            };
            self.warnings.push(Diagnostic::warning("widened", format!("{message}: widened to {to} scope")).at(op.span).note("--widen-cta-atomics is on (spec 001, race pattern 1)"));
            self.widen = Some(widen);
            true
        } else {
            self.errs.push(rule_error(message, note, op.span));
            false
        }
    }

    /// NVVM function attributes: known ones are checked and gated (llc-22 drops
    /// cluster attributes below sm_90 without a word); unknown `nvvm.*` ones are
    /// refused rather than silently dropped.
    fn check_func_attrs(&mut self, target: Target, out: &mut Verified, uses: &mut Vec<(PtxVersion, String, Span)>) {
        for (key, val, span) in &self.f.attrs.entries {
            if key == "nvvm.kernel" {
                continue;
            }
            let Some(spec) = crate::ops::KernelAttrSpec::find(key) else {
                if key.starts_with("nvvm.") {
                    self.errs.push(Diagnostic::error("attr", format!("unsupported function attribute '{key}'")).at(*span));
                } else {
                    out.warnings.push(Diagnostic::warning("attr", format!("function attribute '{key}' is ignored")).at(*span));
                }
                continue;
            };
            let ok = match (spec.value, val) {
                (crate::ops::AttrValue::List, Attr::IntArray(v)) => (1..=3).contains(&v.len()) && v.iter().all(|x| *x > 0 && *x <= u32::MAX as i128),
                (crate::ops::AttrValue::Int, Attr::Int(x)) => *x > 0 && *x <= u32::MAX as i128,
                (crate::ops::AttrValue::Unit, Attr::Unit) => true,
                _ => false,
            };
            if !ok {
                let want = match spec.value {
                    crate::ops::AttrValue::List => "array<i32: x[, y[, z]]> with positive entries",
                    crate::ops::AttrValue::Int => "a positive integer",
                    crate::ops::AttrValue::Unit => "no value",
                };
                self.errs.push(Diagnostic::error("attr", format!("'{key}' takes {want}")).at(*span));
                continue;
            }
            if !self.f.is_kernel() {
                self.errs.push(Diagnostic::error("attr", format!("'{key}' applies only to kernels (add nvvm.kernel)")).at(*span));
            }
            for c in spec.conflicts {
                if let Some((_, other)) = self.f.attrs.get(c) {
                    let other_ptx = crate::ops::KernelAttrSpec::find(c).map_or("", |o| o.ptx);
                    self.errs.push(
                        Diagnostic::error("attr", format!("'{key}' and '{c}' cannot both be given"))
                            .at(*span)
                            .label(other, "conflicts with this")
                            .note(format!("ptxas refuses both {} and {other_ptx} on one kernel", spec.ptx)),
                    );
                }
            }
            let missing: Vec<_> = spec.with.iter().filter(|w| self.f.attrs.get(w).is_none()).map(|w| format!("'{w}'")).collect();
            if !missing.is_empty() {
                self.errs.push(Diagnostic::error("attr", format!("'{key}' needs {} on the same kernel", missing.join(" and "))).at(*span));
            }
            if !spec.requires.allows_target(target.index()) {
                let names: Vec<_> = spec.requires.target_names().collect();
                self.errs.push(
                    Diagnostic::error("gate-target", format!("function attribute '{key}' is not available on {target}"))
                        .at(*span)
                        .note(format!("it needs one of [{}] (set '{}'); llc-22 would drop it silently", names.join(", "), spec.requires.set)),
                );
            } else {
                uses.push((spec.requires.min_ptx, key.clone(), *span));
            }
        }
    }

    /// Aggregates reach LLVM's NVPTX backend element by element: a huge array
    /// parameter or value would exhaust memory there (an LLVM abort), so sizes
    /// are bounded before LLVM sees them.
    fn check_sizes(&mut self) {
        let f = self.f;
        let params = f.params.iter().chain(f.blocks.iter().flat_map(|b| b.params.iter()));
        let mut items: Vec<(&Type, Span)> = params.map(|p| (&p.ty, p.span)).collect();
        for b in &f.blocks {
            for op in &b.ops {
                if let OpKind::Load { ty, .. } | OpKind::Store { ty, .. } | OpKind::Constant { ty, .. } = &op.kind {
                    items.push((ty, op.span));
                }
            }
        }
        for b in &f.blocks {
            if let Some(OpKind::Br { dest }) = b.ops.last().map(|o| &o.kind) {
                items.extend(dest.args.iter().map(|(v, t)| (t, v.span)));
            }
            if let Some(OpKind::CondBr { on_true, on_false, .. }) = b.ops.last().map(|o| &o.kind) {
                items.extend(on_true.args.iter().chain(&on_false.args).map(|(v, t)| (t, v.span)));
            }
            for op in &b.ops {
                if let OpKind::Return { value: Some((v, t)) } = &op.kind {
                    items.push((t, v.span));
                }
            }
        }
        if let Some(r) = &f.result {
            items.push((r, f.name_span));
        }
        for (ty, span) in items {
            if contains_named_barrier(ty) {
                self.errs.push(
                    Diagnostic::error("type", "a named barrier cannot be passed, returned or stored")
                        .at(span)
                        .note("allocate it with nvsync.named_barrier.alloc in the function that uses it"),
                );
            }
            if elements(ty) > MAX_VALUE_ELEMENTS {
                self.errs.push(Diagnostic::error("range", format!("{ty} is too large for a value ({} elements; at most {MAX_VALUE_ELEMENTS})", elements(ty))).at(span).note("keep large arrays in memory (a global) and pass pointers"));
            }
        }
    }

    /// Memory accesses are gated by their scope (llc-22 aborts on a cluster-scope
    /// fence or atomic below sm_90), by their address space (it silently emits
    /// `shared::cluster` accesses ptxas rejects) and by their atom form.
    fn gate_memory(&mut self, op: &Op, target: Target, uses: &mut Vec<(PtxVersion, String, Span)>) {
        use crate::ops::{RmwSpec, SpaceSpec, SyncScopeSpec};
        let mut gates: Vec<(&'static crate::ops::Requirement, String)> = Vec::new();
        let scope = |s: &str, gates: &mut Vec<_>| {
            if let Some(spec) = SyncScopeSpec::find(s) {
                gates.push((&spec.requires, format!("{s} scope")));
            }
        };
        let space = |t: &Type, gates: &mut Vec<(&'static crate::ops::Requirement, String)>| {
            if let Some(spec) = t.addrspace().and_then(SpaceSpec::find) {
                gates.push((&spec.requires, format!("an access to {t}")));
            }
        };
        match &op.kind {
            OpKind::Fence { scope: Some(s), .. } => scope(s, &mut gates),
            OpKind::Load { ptr_ty, atomic, .. } | OpKind::Store { ptr_ty, atomic, .. } => {
                space(ptr_ty, &mut gates);
                if let Some(a) = atomic {
                    scope(&a.scope, &mut gates);
                }
            }
            OpKind::AtomicRmw { kind, ptr_ty, atomic, .. } => {
                space(ptr_ty, &mut gates);
                if let Some(a) = atomic {
                    scope(&a.scope, &mut gates);
                }
                if let Some(r) = RmwSpec::find(kind) {
                    gates.push((&r.requires, format!("atom.{}", r.ptx)));
                }
            }
            OpKind::Cmpxchg { ptr_ty, scope: s, .. } => {
                space(ptr_ty, &mut gates);
                scope(s, &mut gates);
            }
            OpKind::Cast { op: CastOp::AddrSpaceCast, from, to, .. } => {
                space(from, &mut gates);
                space(to, &mut gates);
            }
            OpKind::Wgmma(w) => {
                if let Some(spec) = crate::ops::WgmmaSpec::find(&w.type_d, &w.type_a, &w.type_b) {
                    gates.push((&spec.requires, format!("wgmma.mma_async (.{}.{}.{})", w.type_d, w.type_a, w.type_b)));
                }
            }
            OpKind::MmaSync(m) => {
                if let Ok(c) = mma_sync::resolve(m, &op.attrs) {
                    gates.push((&c.spec.requires, format!("nvvm.mma.sync ({})", c.what)));
                }
            }
            OpKind::Wmma(w) => {
                if let Ok(c) = wmma::resolve(w, &op.attrs) {
                    gates.push((&c.spec.requires, format!("{} ({})", op.name, c.what)));
                }
            }
            _ => {}
        }
        for (req, what) in gates {
            self.gate(req, what, op.span, target, uses);
        }
    }

    /// One requirement of something at `span`: a use in the choice of the PTX
    /// version where `target` is in its set, else a diagnostic.
    fn gate(&mut self, req: &crate::ops::Requirement, what: String, span: Span, target: Target, uses: &mut Vec<(PtxVersion, String, Span)>) {
        if req.allows_target(target.index()) {
            uses.push((req.min_ptx_on(target.index()), what, span));
        } else {
            let names: Vec<_> = req.target_names().collect();
            self.errs.push(
                Diagnostic::error("gate-target", format!("{what} is not available on {target}"))
                    .at(span)
                    .note(format!("it needs one of [{}] (set '{}') with PTX ISA {} or newer", names.join(", "), req.set, req.min_ptx)),
            );
        }
    }

    fn collect_defs(&mut self) {
        let f = self.f;
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
        if let Some((_, prev)) = self.types.get(name) {
            let prev = *prev;
            self.errs.push(Diagnostic::error("redefinition", format!("value '%{name}' is defined twice")).at(span).label(prev, "first defined here"));
        } else {
            self.types.insert(name, (ty, span));
        }
    }

    fn type_of(&mut self, v: &Value) -> Option<Type> {
        match self.types.get(v.name.as_str()) {
            Some((t, _)) => Some(t.clone()),
            None => {
                self.errs.push(Diagnostic::error("undefined", format!("use of undefined value '%{}'", v.name)).at(v.span));
                None
            }
        }
    }

    /// The value must exist and have type `want`.
    fn expect(&mut self, v: &Value, want: &Type) {
        if let Some(t) = self.type_of(v) {
            if &t != want {
                self.errs.push(Diagnostic::error("type", format!("'%{}' has type {t}, but is used as {want}", v.name)).at(v.span));
            }
        }
    }

    fn check_blocks(&mut self) {
        let f = self.f;
        let labels: HashMap<&str, &Block> = f.blocks.iter().filter_map(|b| b.label.as_deref().map(|l| (l, b))).collect();
        if let Some(entry) = f.blocks.first() {
            if !entry.params.is_empty() {
                self.errs.push(Diagnostic::error("block", "the entry block cannot have arguments").at(entry.span));
            }
        }
        for b in &f.blocks {
            match b.ops.last() {
                Some(op) if op.kind.is_terminator() => {}
                Some(op) => self.errs.push(Diagnostic::error("block", "block does not end with a terminator (llvm.return, llvm.br or llvm.cond_br)").at(op.span)),
                None => self.errs.push(Diagnostic::error("block", "empty block").at(b.span)),
            }
            for op in b.ops.iter().rev().skip(1) {
                if op.kind.is_terminator() {
                    self.errs.push(Diagnostic::error("block", format!("'{}' must be the last op of its block", op.name)).at(op.span));
                }
            }
            let succs: Vec<&Successor> = match b.ops.last().map(|o| &o.kind) {
                Some(OpKind::Br { dest }) => vec![dest],
                Some(OpKind::CondBr { on_true, on_false, .. }) => vec![on_true, on_false],
                _ => vec![],
            };
            for s in succs {
                let Some(target) = labels.get(s.label.as_str()) else {
                    self.errs.push(Diagnostic::error("block", format!("branch to unknown block '^{}'", s.label)).at(s.span));
                    continue;
                };
                if target.params.len() != s.args.len() {
                    self.errs.push(Diagnostic::error("block", format!("'^{}' takes {} argument(s), but the branch passes {}", s.label, target.params.len(), s.args.len())).at(s.span));
                    continue;
                }
                for ((v, t), p) in s.args.iter().zip(&target.params) {
                    if *t != p.ty {
                        self.errs.push(Diagnostic::error("type", format!("branch argument has type {t}, but '^{}' expects {}", s.label, p.ty)).at(v.span));
                    }
                    self.expect(v, t);
                }
            }
        }
        if f.blocks.is_empty() && f.is_kernel() {
            self.errs.push(Diagnostic::error("block", "a kernel needs a body").at(f.name_span));
        }
        if f.is_kernel() {
            self.check_kernel_params();
        }
    }

    /// A device function's integer parameters and result whose PTX type asks
    /// for more than the op table does (`intrinsics/types.toml`): a gate like
    /// an op's, and a use in the choice of the PTX version.
    fn gate_param_types(&mut self, target: Target, uses: &mut Vec<(PtxVersion, String, Span)>) {
        let f = self.f;
        if f.is_kernel() {
            return;
        }
        let typed = f.params.iter().map(|p| (&p.ty, p.span, format!("parameter %{}", p.name))).chain(f.result.iter().map(|t| (t, f.name_span, format!("result of @{}", f.name))));
        for (ty, span, whose) in typed {
            let Type::Int(bits) = ty else { continue };
            let Some(rule) = crate::ops::ParamTypeSpec::find(*bits) else { continue };
            self.gate(&rule.requires, format!("{} ({ty}, {whose})", rule.what), span, target, uses);
        }
    }

    fn check_kernel_params(&mut self) {
        for p in &self.f.params {
            let Type::Int(bits) = p.ty else { continue };
            if !ptx_kernel_param_int(bits) {
                self.errs.push(
                    Diagnostic::error("type", format!("kernel parameter '%{}' of type {} has no PTX type", p.name, p.ty))
                        .at(p.span)
                        .note("a kernel's integer parameter is i1, i8, i16, i32, i64 or i128; LLVM's NVPTX backend writes '.param .u<N>' for any other width and ptxas refuses it (pass it widened, or in an array or struct)"),
                );
            }
        }
    }

    fn check_llvm_op(&mut self, op: &Op) {
        match &op.kind {
            OpKind::Binary { lhs, rhs, ty, .. } => {
                if !matches!(ty, Type::Int(_)) {
                    self.errs.push(Diagnostic::error("type", format!("'{}' needs an integer type, got {ty}", op.name)).at(op.span));
                }
                self.expect(lhs, ty);
                self.expect(rhs, ty);
            }
            OpKind::ICmp { lhs, rhs, ty, .. } => {
                self.expect(lhs, ty);
                self.expect(rhs, ty);
            }
            OpKind::Select { cond, on_true, on_false, ty } => {
                self.expect(cond, &Type::Int(1));
                self.expect(on_true, ty);
                self.expect(on_false, ty);
            }
            OpKind::Cast { op: c, value, from, to } => {
                self.expect(value, from);
                self.check_cast(op, *c, from, to);
            }
            OpKind::Zero { ty, .. } => {
                if contains_named_barrier(ty) {
                    self.errs.push(Diagnostic::error("type", format!("'{}' cannot make a {ty}", op.name)).at(op.span));
                }
            }
            OpKind::ExtractValue { agg, index, agg_ty } => {
                self.expect(agg, agg_ty);
                if member(agg_ty, *index).is_none() {
                    self.errs.push(Diagnostic::error("type", format!("{agg_ty} has no member [{index}]")).at(op.span));
                }
            }
            OpKind::InsertValue { value, agg, index, agg_ty } => {
                self.expect(agg, agg_ty);
                match member(agg_ty, *index) {
                    Some(t) => self.expect(value, &t),
                    None => self.errs.push(Diagnostic::error("type", format!("{agg_ty} has no member [{index}]")).at(op.span)),
                }
            }
            OpKind::Wgmma(w) => self.check_wgmma(op, w),
            OpKind::MmaSync(m) => self.check_mma_sync(op, m),
            OpKind::Wmma(w) => self.check_wmma(op, w),
            OpKind::Constant { value, ty } => {
                let Type::Int(bits) = ty else {
                    self.errs.push(Diagnostic::error("type", format!("only integer constants are supported, got {ty}")).at(op.span));
                    return;
                };
                if !fits(*value, *bits) {
                    self.errs.push(Diagnostic::error("range", format!("constant {value} does not fit in {ty}")).at(op.span));
                }
            }
            OpKind::AddressOf { global, ty } => match self.m.globals.iter().find(|g| &g.name == global) {
                None => self.errs.push(Diagnostic::error("undefined", format!("unknown global '@{global}'")).at(op.span)),
                Some(g) if Type::Ptr(g.addrspace) != *ty => self.errs.push(
                    Diagnostic::error("type", format!("'@{global}' is in address space {}, so its address has type {}, not {ty}", g.addrspace, Type::Ptr(g.addrspace)))
                        .at(op.span)
                        .label(g.span, "defined here"),
                ),
                Some(_) => {}
            },
            OpKind::Gep { base, indices, base_ty, result_ty, index_tys, .. } => {
                self.expect(base, base_ty);
                if base_ty != result_ty || base_ty.addrspace().is_none() {
                    self.errs.push(Diagnostic::error("type", "getelementptr takes and returns a pointer of one address space").at(op.span));
                }
                let dyn_count = indices.iter().filter(|i| matches!(i, GepIndex::Value(_))).count();
                if dyn_count != index_tys.len() {
                    self.errs.push(Diagnostic::error("type", format!("getelementptr has {dyn_count} SSA index(es) but {} index type(s)", index_tys.len())).at(op.span));
                }
                let dyn_vals: Vec<&Value> = indices.iter().filter_map(|i| if let GepIndex::Value(v) = i { Some(v) } else { None }).collect();
                for (v, t) in dyn_vals.into_iter().zip(index_tys) {
                    self.expect(v, t);
                }
            }
            OpKind::Load { ptr, ptr_ty, ty, atomic, .. } => {
                self.expect(ptr, ptr_ty);
                if let Some(a) = atomic {
                    self.check_atomic_access(op, a, ty, &[Ordering::Monotonic, Ordering::Acquire, Ordering::SeqCst], "an atomic load");
                }
            }
            OpKind::Store { value, ptr, ty, ptr_ty, atomic, .. } => {
                self.expect(value, ty);
                self.expect(ptr, ptr_ty);
                if let Some(a) = atomic {
                    self.check_atomic_access(op, a, ty, &[Ordering::Monotonic, Ordering::Release, Ordering::SeqCst], "an atomic store");
                }
            }
            OpKind::AtomicRmw { kind, ptr, value, ptr_ty, ty, .. } => {
                self.expect(ptr, ptr_ty);
                self.expect(value, ty);
                let rmw = crate::ops::RmwSpec::find(kind);
                if rmw.and_then(|r| r.suffix(ty)).is_none() {
                    let takes = rmw.map_or(String::new(), |r| r.types.iter().map(|(t, _)| t.to_string()).collect::<Vec<_>>().join(", "));
                    self.errs.push(Diagnostic::error("type", format!("atomic {kind} does not take {ty} (it takes {takes})")).at(op.span));
                }
                if !matches!(ptr_ty.addrspace(), Some(0 | 1 | 3 | 7)) {
                    self.errs.push(Diagnostic::error("space", format!("atomics need a generic, global, shared or shared::cluster pointer, not {ptr_ty}")).at(ptr.span));
                }
            }
            OpKind::Cmpxchg { ptr, cmp, new, ptr_ty, ty, failure, .. } => {
                if matches!(failure, Ordering::Release | Ordering::AcqRel) {
                    self.errs.push(Diagnostic::error("ordering", format!("a compare-and-swap's failure ordering cannot be {}", failure.name())).at(op.span));
                }
                self.expect(ptr, ptr_ty);
                self.expect(cmp, ty);
                self.expect(new, ty);
                if !matches!(ty, Type::Int(32 | 64)) {
                    self.errs.push(Diagnostic::error("type", format!("compare-and-swap takes i32 or i64, not {ty}")).at(op.span));
                }
            }
            OpKind::CondBr { cond, .. } => self.expect(cond, &Type::Int(1)),
            OpKind::Fence { .. } => {}
            OpKind::Br { .. } => {}
            OpKind::Return { value } => match (value, &self.f.result) {
                (None, None) => {}
                (Some((v, t)), Some(r)) if t == r => self.expect(v, t),
                (_, r) => {
                    let want = r.as_ref().map_or("nothing".to_string(), |t| t.to_string());
                    self.errs.push(Diagnostic::error("type", format!("'@{}' returns {want}", self.f.name)).at(op.span));
                }
            },
            OpKind::Call { callee, callee_span, args, arg_tys, ret } => self.check_call(op, callee, *callee_span, args, arg_tys, ret.as_ref()),
            OpKind::Table { .. } | OpKind::Opaque { .. } => {}
        }
    }

    /// `llvm.call`: a function of this module, with its parameter and result types.
    fn check_call(&mut self, op: &Op, callee: &str, callee_span: Span, args: &[Value], arg_tys: &[Type], ret: Option<&Type>) {
        let Some(f) = self.m.funcs.iter().find(|f| f.name == callee) else {
            self.errs.push(Diagnostic::error("call", format!("no function named '@{callee}' in this module")).at(callee_span));
            return;
        };
        if f.is_kernel() {
            self.errs.push(Diagnostic::error("call", format!("'@{callee}' is a kernel (nvvm.kernel): kernels are launched, not called")).at(callee_span));
            return;
        }
        let params: Vec<&Type> = f.params.iter().map(|p| &p.ty).collect();
        if args.len() != arg_tys.len() || arg_tys.iter().collect::<Vec<_>>() != params || ret != f.result.as_ref() {
            let sig = |ps: &[&Type], r: Option<&Type>| format!("({}) -> {}", ps.iter().map(|t| t.to_string()).collect::<Vec<_>>().join(", "), r.map_or("()".to_string(), |t| t.to_string()));
            self.errs.push(
                Diagnostic::error("call", format!("this call's type {} does not match '@{callee}'", sig(&arg_tys.iter().collect::<Vec<_>>(), ret)))
                    .at(op.span)
                    .label(f.name_span, format!("'@{callee}' is {}", sig(&params, f.result.as_ref()))),
            );
            return;
        }
        for (v, t) in args.iter().zip(arg_tys) {
            self.expect(v, t);
        }
    }

    /// `nvvm.wgmma.mma_async`: types from `intrinsics/wgmma_mma.toml`, shape,
    /// scales, layouts and the accumulator struct.
    fn check_wgmma(&mut self, op: &Op, w: &crate::ir::WgmmaOp) {
        use crate::ops::{WgmmaSpec, WGMMA_TYPES};
        self.expect(&w.desc_a, &Type::Int(64));
        self.expect(&w.desc_b, &Type::Int(64));
        let Some(spec) = WgmmaSpec::find(&w.type_d, &w.type_a, &w.type_b) else {
            let known: Vec<String> = WGMMA_TYPES.iter().map(|s| format!("D <{}> with A/B <{}>/<{}>", s.d, s.a, s.b)).collect();
            self.errs.push(
                Diagnostic::error("wgmma", format!("no wgmma.mma_async lowering for D <{}>, A <{}>, B <{}>", w.type_d, w.type_a, w.type_b))
                    .at(op.span)
                    .note(format!("MLIR 22: '{} += {} * {}, it is not supported.'", w.type_d, w.type_a, w.type_b))
                    .note(format!("nvvm-lower lowers {}", known.join("; "))),
            );
            return;
        };
        if w.m != 64 || w.k != spec.k || !spec.allows_n(w.n) {
            let extra = if spec.n_extra.is_empty() { String::new() } else { format!(" (and {})", spec.n_extra.iter().map(|n| n.to_string()).collect::<Vec<_>>().join(", ")) };
            self.errs.push(
                Diagnostic::error("wgmma", format!("shape m = {}, n = {}, k = {} is not a wgmma shape for {} inputs", w.m, w.n, w.k, w.type_a))
                    .at(w.shape_span)
                    .note(format!("m = 64, k = {}, n = {} to {} in steps of {}{extra}", spec.k, spec.n.0, spec.n.1, spec.n.2)),
            );
            return;
        }
        if let Some(msg) = wgmma_mlir_rule(w, spec) {
            self.errs.push(Diagnostic::error("wgmma", msg).at(op.span));
            return;
        }
        for (what, v, allowed) in [("D scale", &w.scale_d, &["one", "zero"][..]), ("A scale", &w.scale_a, &["one", "neg"][..]), ("B scale", &w.scale_b, &["one", "neg"][..]), ("A layout", &w.layout_a, &["row", "col"][..]), ("B layout", &w.layout_b, &["row", "col"][..])] {
            if !allowed.contains(&v.as_str()) {
                self.errs.push(Diagnostic::error("wgmma", format!("unknown {what} '{v}'")).at(op.span).note(format!("expected one of: {}", allowed.join(", "))));
            }
        }
        let want = Type::Struct(vec![spec.member.clone(); spec.registers(w.n) as usize]);
        for (t, what) in [(&w.acc_ty, "accumulator"), (&w.result_ty, "result")] {
            if *t != want {
                self.errs.push(
                    Diagnostic::error("type", format!("the {what} of a m64n{}k{} wgmma with D <{}> has type {want}", w.n, w.k, w.type_d))
                        .at(w.types_span)
                        .note(format!("got {t}")),
                );
                return;
            }
        }
        self.expect(&w.acc, &want);
    }

    /// `nvvm.mma.sync`: the values have the types written, and the op resolves
    /// to a shape and types of `intrinsics/mma_sync.toml` (MLIR 22's rules).
    fn check_mma_sync(&mut self, op: &Op, m: &crate::ir::MmaSyncOp) {
        for (vals, t) in [(&m.a, &m.types[0]), (&m.b, &m.types[1]), (&m.c, &m.types[2])] {
            for v in vals {
                self.expect(v, t);
            }
        }
        const KNOWN: [&str; 7] = ["shape", "layoutA", "layoutB", "multiplicandAPtxType", "multiplicandBPtxType", "intOverflowBehavior", "b1Op"];
        for (key, _, span) in &op.attrs.entries {
            if !KNOWN.contains(&key.as_str()) {
                self.errs.push(Diagnostic::error("attr", format!("'nvvm.mma.sync' has no attribute '{key}'")).at(*span).note(format!("it accepts {}", KNOWN.join(", "))));
            }
        }
        if let Err(msg) = mma_sync::resolve(m, &op.attrs) {
            self.errs.push(Diagnostic::error("mma", msg).at(op.span));
        }
    }

    /// `nvvm.wmma.load`, `.store`, `.mma`: the values have the types written,
    /// the stride is an i32, and the op resolves to a shape, fragment and
    /// types of `intrinsics/wmma.toml` (MLIR 22's rules).
    fn check_wmma(&mut self, op: &Op, w: &crate::ir::WmmaOp) {
        if let Some((p, t)) = &w.ptr {
            self.expect(p, t);
        }
        if let Some(s) = &w.stride {
            self.expect(s, &Type::Int(32));
        }
        for (v, t) in &w.args {
            self.expect(v, t);
        }
        let known: &[(&str, &[&str])] = match w.kind {
            crate::ir::WmmaKind::Load => &[("m", &[]), ("n", &[]), ("k", &[]), ("layout", &["row", "col"]), ("eltype", &[]), ("frag", &["a", "b", "c"])],
            crate::ir::WmmaKind::Store => &[("m", &[]), ("n", &[]), ("k", &[]), ("layout", &["row", "col"]), ("eltype", &[])],
            crate::ir::WmmaKind::Mma => &[("m", &[]), ("n", &[]), ("k", &[]), ("layoutA", &["row", "col"]), ("layoutB", &["row", "col"]), ("eltypeA", &[]), ("eltypeB", &[])],
        };
        let before = self.errs.len();
        for (key, attr, span) in &op.attrs.entries {
            match known.iter().find(|(k, _)| k == key) {
                None => self.errs.push(Diagnostic::error("attr", format!("'{}' has no attribute '{key}'", op.name)).at(*span).note(format!("it accepts {}", known.iter().map(|(k, _)| *k).collect::<Vec<_>>().join(", ")))),
                Some((_, values)) if !values.is_empty() => {
                    if let Attr::Enum { value, .. } = attr {
                        if !values.contains(&value.as_str()) {
                            self.errs.push(Diagnostic::error("attr", format!("'{value}' is not a valid {key}")).at(*span).note(format!("expected one of: {}", values.join(", "))));
                        }
                    }
                }
                _ => {}
            }
        }
        if self.errs.len() > before {
            return;
        }
        if let Err(msg) = wmma::resolve(w, &op.attrs) {
            self.errs.push(Diagnostic::error("wmma", msg).at(op.span));
        }
    }

    fn check_atomic_access(&mut self, op: &Op, a: &crate::ir::Atomic, ty: &Type, allowed: &[Ordering], what: &str) {
        if !allowed.contains(&a.ordering) {
            self.errs.push(Diagnostic::error("ordering", format!("{what} cannot be {}", a.ordering.name())).at(op.span));
        }
        if !matches!(ty, Type::Int(8 | 16 | 32 | 64) | Type::Float(32 | 64) | Type::Ptr(_)) {
            self.errs.push(Diagnostic::error("type", format!("{what} of {ty} is not supported")).at(op.span));
        }
    }

    fn check_cast(&mut self, op: &Op, c: CastOp, from: &Type, to: &Type) {
        let ok = match (c, from, to) {
            (CastOp::ZExt | CastOp::SExt, Type::Int(a), Type::Int(b)) => a < b,
            (CastOp::Trunc, Type::Int(a), Type::Int(b)) => a > b,
            (CastOp::AddrSpaceCast, Type::Ptr(a), Type::Ptr(b)) => a != b,
            (CastOp::PtrToInt, Type::Ptr(_), Type::Int(_)) | (CastOp::IntToPtr, Type::Int(_), Type::Ptr(_)) => true,
            _ => false,
        };
        if !ok {
            self.errs.push(Diagnostic::error("type", format!("invalid '{}' from {from} to {to}", op.name)).at(op.span));
        }
    }

    // ---- data-driven ops ------------------------------------------------

    /// Checks a table op against its spec; returns the chosen form.
    fn check_table_op(&mut self, op: &Op, spec: &'static OpSpec) -> Option<usize> {
        let OpKind::Table { operands, predicate, types, result_type, .. } = &op.kind else { unreachable!() };
        let before = self.errs.len();
        if spec.operands.iter().zip(operands).any(|(o, v)| !o.optional && v.is_none()) {
            let got = operands.iter().filter(|v| v.is_some()).count();
            let want = crate::parse::operand_count_text(spec);
            self.errs.push(Diagnostic::error("operands", format!("'{}' takes {want} operand(s) ({}), got {got}", spec.name, crate::parse::operand_list_text(spec))).at(op.span));
            return None;
        }
        let tys: Vec<Option<Type>> = operands.iter().map(|v| v.as_ref().and_then(|v| self.type_of(v))).collect();
        let present_tys: Vec<Option<Type>> = operands.iter().zip(&tys).filter(|(v, _)| v.is_some()).map(|(_, t)| t.clone()).collect();
        self.check_type_list(op, spec, &present_tys, &tys, types, predicate.is_some());
        let mut facts = Facts { present: operands.iter().map(Option::is_some).collect(), widths: vec![None; spec.operands.len()], lanes: vec![None; spec.operands.len()], floats: vec![None; spec.operands.len()], predicated: predicate.is_some(), ..Facts::default() };
        if let ResultSpec::I32Lanes(allowed) = spec.result {
            let written = if spec.types == TypeList::Result { types.first() } else { result_type.as_ref() };
            facts.result_lanes = written.and_then(|(t, _)| t.lanes_of_i32());
            if let Some((t, s)) = written.filter(|_| !facts.result_lanes.is_some_and(|n| allowed.contains(&n))) {
                self.errs.push(Diagnostic::error("type", format!("'{}' op result #0 must be {}, but got '{t}'", spec.name, lanes_text(allowed))).at(*s));
            }
        }
        for (i, (v, t)) in operands.iter().zip(&tys).enumerate() {
            let (Some(v), Some(t)) = (v, t) else { continue };
            let os = &spec.operands[i];
            match (os.kind, t) {
                (OperandKind::Ptr, Type::Ptr(a)) => match Space::from_addrspace(*a).filter(|s| spec.operand_spaces(i).contains(s)) {
                    Some(s) => facts.space = facts.space.or(Some(s)),
                    None => self.errs.push(
                        Diagnostic::error("space", format!("operand #{i} of '{}' must be {}, but got {t}", spec.name, pointer_role(spec)))
                            .at(v.span)
                            .note(if spec.operands[i].spaces.is_empty() {
                                format!("'{}' takes a pointer to {}", spec.name, spaces_text(spec.spaces))
                            } else {
                                format!("'{}' takes '{}' as a pointer to {}", spec.name, spec.operands[i].name, spaces_text(spec.operands[i].spaces))
                            }),
                    ),
                },
                (OperandKind::Ptr, _) => self.errs.push(Diagnostic::error("type", format!("operand #{i} of '{}' must be {}, but got {t}", spec.name, pointer_role(spec))).at(v.span)),
                (OperandKind::NamedBarrier, Type::NamedBarrier) => {}
                // Spec 002: a named barrier and an mbarrier are different mechanisms.
                (OperandKind::NamedBarrier, _) => self.errs.push(Diagnostic::error("type", format!("operand #{i} of '{}' must be named barrier type, but got {t}", spec.name)).at(v.span)),
                (OperandKind::I32, Type::Int(32)) | (OperandKind::I64, Type::Int(64)) | (OperandKind::I1, Type::Int(1)) | (OperandKind::I16, Type::Int(16)) => facts.widths[i] = Some(t_bits(t)),
                (OperandKind::I32OrI64, Type::Int(b @ (32 | 64))) => facts.widths[i] = Some(*b),
                (OperandKind::Scalar, Type::Int(32 | 64) | Type::Float(32 | 64)) => {}
                (OperandKind::I32Lanes(allowed), t) if t.lanes_of_i32().is_some_and(|n| allowed.contains(&n)) => facts.lanes[i] = t.lanes_of_i32(),
                (OperandKind::I32Lanes(allowed), _) => self.errs.push(Diagnostic::error("type", format!("operand '{}' of '{}' must be {}, but got '{t}'", os.name, spec.name, lanes_text(allowed))).at(v.span)),
                (OperandKind::TmemOrDesc, Type::Ptr(6)) => facts.widths[i] = Some(32),
                (OperandKind::TmemOrDesc, Type::Int(64)) => facts.widths[i] = Some(64),
                (OperandKind::I32OrF32, Type::Int(32)) | (OperandKind::I8, Type::Int(8)) | (OperandKind::I128, Type::Int(128)) => facts.widths[i] = Some(t_bits(t)),
                (OperandKind::I32OrF32, Type::Float(32)) => facts.floats[i] = Some(32),
                (OperandKind::Typed(want), t) if t.to_string() == want => {}
                (OperandKind::I32OrI64, _) if spec.family != "mbarrier" => self.errs.push(Diagnostic::error("type", format!("operand '{}' of '{}' must be i32 or i64, but got {t}", os.name, spec.name)).at(v.span)),
                (k, _) => self.errs.push(Diagnostic::error("type", format!("operand '{}' of '{}' must be {}, but got {t}", os.name, spec.name, kind_text(k))).at(v.span)),
            }
        }
        self.check_constants(spec, operands);
        self.check_attrs(op, spec, &mut facts);
        let has_result = op.result.is_some();
        facts.result = has_result;
        self.check_predicate(spec, predicate.as_ref());
        self.check_mlir_rules(op, spec, &facts, has_result);
        let written_result = if spec.types == TypeList::Result { types.first() } else { result_type.as_ref() };
        if let Some(msg) = ext_rules::check(spec, &facts, &tys, written_result.map(|(t, _)| t)).or_else(|| sync_rules::check(spec, &facts)) {
            self.errs.push(Diagnostic::error("rule", msg).at(op.span));
        }
        if self.errs.len() > before {
            return None;
        }
        if let Some(rule) = spec.rejected(&facts) {
            match rule.widen {
                Some((k, v)) if self.race_pattern_1(op, rule.message, rule.note, Widen::Attr(k, v)) => {
                    facts.set_attr(k, v);
                    if let Some(next) = spec.rejected(&facts) {
                        self.errs.push(rule_error(next.message, next.note, op.span));
                        return None;
                    }
                }
                Some(_) => return None,
                None => {
                    self.errs.push(rule_error(rule.message, rule.note, op.span));
                    return None;
                }
            }
        }
        if spec.expand.is_some() {
            // Checked here; `lower` expands it and the expansion is gated.
            self.check_result(op, spec, None, &tys, result_type, types, has_result);
            return None;
        }
        match spec.select(&facts) {
            Some((i, form)) => {
                self.check_result(op, spec, Some(form), &tys, result_type, types, has_result);
                (self.errs.len() == before).then_some(i)
            }
            None => {
                self.errs.push(Diagnostic::error("form", format!("no lowering of '{}' for this combination of operands and attributes", spec.name)).at(op.span));
                None
            }
        }
    }

    /// `tys` has the type of each operand written; `slot_tys` of each slot.
    fn check_type_list(&mut self, op: &Op, spec: &OpSpec, tys: &[Option<Type>], slot_tys: &[Option<Type>], types: &[(Type, Span)], predicated: bool) {
        let expected: Vec<Option<Type>> = match spec.types {
            // The predicate is an operand too: MLIR 22 spells its i1 last.
            TypeList::Operands | TypeList::Parenthesized | TypeList::CallLike => tys.iter().cloned().chain(predicated.then_some(Some(Type::Int(1)))).collect(),
            TypeList::Of(i) => vec![slot_tys.get(i).cloned().flatten()],
            TypeList::FirstOperand => tys.iter().take(1).cloned().collect(),
            TypeList::Leading(n) => tys.iter().take(n).cloned().collect(),
            TypeList::Result | TypeList::None => return,
        };
        if expected.len() != types.len() {
            let d = Diagnostic::error("type", format!("'{}' expects {} type(s) after ':', got {}", spec.name, expected.len(), types.len())).at(op.span);
            self.errs.push(d.note(format!("for example: {}", example_syntax(spec))));
            return;
        }
        for (want, (got, s)) in expected.iter().zip(types) {
            if let Some(w) = want {
                if w != got {
                    self.errs.push(Diagnostic::error("type", format!("type {got} does not match the operand's type {w}")).at(*s));
                }
            }
        }
    }

    /// Constant operands: 20-bit mbarrier counts, and the ranges of the data.
    fn check_constants(&mut self, spec: &OpSpec, operands: &[Option<Value>]) {
        let konst = |i: usize| operands.get(i).cloned().flatten().and_then(|v| self.consts.get(v.name.as_str()).map(|c| (v, *c)));
        let mut found = Vec::new();
        for &i in spec.immediates {
            if let Some(v) = operands.get(i).cloned().flatten().filter(|v| !self.consts.contains_key(v.name.as_str())) {
                found.push(
                    Diagnostic::error("immediate", format!("'{}' of '{}' must be a constant", spec.operands[i].name, spec.name))
                        .at(v.span)
                        .note("it is an immediate of the instruction: define it with llvm.mlir.constant"),
                );
            }
        }
        for &i in spec.u20 {
            if let Some((v, c)) = konst(i) {
                if !(0..1 << 20).contains(&c) {
                    found.push(
                        Diagnostic::error("range", format!("{} {c} does not fit in 20 bits", spec.operands[i].name))
                            .at(v.span)
                            .note("mbarrier counts are 20-bit fields: the valid range is [0, 1048575]"),
                    );
                }
            }
        }
        for &(i, m) in spec.multiple_of {
            if let Some((v, c)) = konst(i) {
                if c % m as i128 != 0 {
                    let why = if spec.family == "barrier" || spec.name.starts_with("nvsync.named_barrier") { "barrier thread counts are whole warps (ptxas: \"must be in multiple of warp size\")".to_string() } else { format!("the PTX ISA requires a size that is a multiple of {m} bytes") };
                    found.push(Diagnostic::error("range", format!("{} {c} is not a multiple of {m}", spec.operands[i].name)).at(v.span).note(why));
                }
            }
        }
        for &(i, lo, hi) in spec.ranges {
            if let Some((v, c)) = konst(i) {
                if c < lo as i128 || c > hi as i128 {
                    found.push(Diagnostic::error("range", format!("{} {c} is out of range [{lo}, {hi}]", spec.operands[i].name)).at(v.span));
                }
            }
        }
        self.errs.extend(found);
    }

    fn check_attrs(&mut self, op: &Op, spec: &OpSpec, facts: &mut Facts) {
        for (key, val, span) in &op.attrs.entries {
            let kind = spec.attrs.iter().copied().find(|k| k.key() == key);
            let Some(kind) = kind else {
                if key == "range" && spec.types == TypeList::Result {
                    continue;
                }
                let d = discardable::judge(spec, key, *span);
                if d.is_error() {
                    self.errs.push(d);
                } else {
                    self.warnings.push(d);
                }
                continue;
            };
            let value = match (kind.enum_kind(), val) {
                (Some(want), Attr::Enum { kind: k, value }) if k == want => value.clone(),
                (None, Attr::Int(i)) if kind.is_int() => i.to_string(),
                (None, Attr::Bool(b)) if !kind.is_int() => b.to_string(),
                (None, Attr::Unit) if kind.is_unit() => "true".to_string(),
                (Some(want), got) => {
                    let mut d = Diagnostic::error("attr", format!("'{key}' must be a #{}{}<...> attribute", if want.contains('.') { "" } else { "nvvm." }, want)).at(*span);
                    if let Attr::Enum { kind: k, value } = got {
                        if k.ends_with("tcgen05_group") && want == "cta_group" {
                            d = d.note(format!("#nvvm.tcgen05_group is the spelling of MLIR before 22; MLIR 22 writes #nvvm.cta_group<{value}>"));
                        }
                    }
                    self.errs.push(d);
                    continue;
                }
                (None, _) => {
                    let want = if kind.is_int() { "an integer" } else { "true or false" };
                    self.errs.push(Diagnostic::error("attr", format!("'{key}' must be {want}")).at(*span));
                    continue;
                }
            };
            if kind == AttrKind::WaitCount && !value.parse::<i32>().is_ok_and(|v| v >= 0) {
                self.errs.push(Diagnostic::error("attr", format!("'{}' op attribute 'group' failed to satisfy constraint: 32-bit signless integer attribute whose minimum value is 0", spec.name)).at(*span));
                continue;
            }
            if kind == AttrKind::SliceCols && !value.parse::<i32>().is_ok_and(|v| (1..=128).contains(&v)) {
                self.errs.push(Diagnostic::error("attr", format!("slice_cols {value} is out of range [1, 128]")).at(*span).note("four quarter slices must fit in the 512 columns of tensor memory"));
                continue;
            }
            if !kind.values().is_empty() && !kind.values().contains(&value.as_str()) {
                let what = if kind == AttrKind::Scope { "memory scope".to_string() } else { kind.data_name().replace('_', " ") };
                self.errs.push(Diagnostic::error("attr", format!("unknown {what} '{value}'")).at(*span).note(format!("expected one of: {}", kind.values().join(", "))));
                continue;
            }
            facts.set_attr(kind, value);
        }
    }

    #[allow(clippy::too_many_arguments)]
    fn check_result(&mut self, op: &Op, spec: &OpSpec, form: Option<&FormSpec>, operand_tys: &[Option<Type>], result_type: &Option<(Type, Span)>, types: &[(Type, Span)], has_result: bool) {
        let written = if spec.types == TypeList::Result { types.first().cloned() } else { result_type.clone() };
        let (want, required) = match spec.result {
            ResultSpec::None => {
                if let Some((_, s)) = &written {
                    self.errs.push(Diagnostic::error("result", format!("'{}' produces no result", spec.name)).at(*s));
                } else if has_result {
                    self.errs.push(Diagnostic::error("result", format!("'{}' produces no result", spec.name)).at(op.span));
                }
                return;
            }
            ResultSpec::Required(t) => (Type::Int(t.bits()), true),
            ResultSpec::Optional(t) => (Type::Int(t.bits()), false),
            ResultSpec::Implied(t) => {
                if let Some((w, s)) = &written {
                    self.errs.push(Diagnostic::error("result", format!("'{}' returns i{}; its format writes no result type, not {w}", spec.name, t.bits())).at(*s));
                }
                return;
            }
            ResultSpec::Ptr => (Type::Ptr(form.and_then(|f| f.result_space).map_or(0, |s| s.addrspace())), true),
            ResultSpec::NamedBarrier => (Type::NamedBarrier, true),
            ResultSpec::SameAs(i) => match operand_tys.get(i).cloned().flatten() {
                Some(t) => (t, true),
                None => return,
            },
            // A written type outside the allowed lanes was refused by check_table_op.
            ResultSpec::I32Lanes(_) => (written.as_ref().map_or(Type::Int(32), |(t, _)| t.clone()), true),
            ResultSpec::ByForm => match form.and_then(|f| f.result_type) {
                Some(want) => {
                    if let Some((t, s)) = written.as_ref().filter(|(t, _)| t.to_string() != want) {
                        self.errs.push(Diagnostic::error("type", format!("'{}' returns {want} here, not {t}", spec.name)).at(*s));
                    } else if written.is_none() {
                        self.errs.push(Diagnostic::error("result", format!("'{}' produces a {want} result: write '%r = {} ... -> {want}'", spec.name, spec.name)).at(op.span));
                    }
                    return;
                }
                None => return,
            },
            ResultSpec::Scalar => match &written {
                Some((t @ (Type::Int(32 | 64) | Type::Float(32 | 64)), _)) => (t.clone(), true),
                Some((t, s)) => {
                    self.errs.push(Diagnostic::error("type", format!("'{}' returns i32, i64, f32 or f64, not {t}", spec.name)).at(*s));
                    return;
                }
                None => (Type::Int(32), true),
            },
        };
        match (&written, has_result) {
            (None, true) => self.errs.push(Diagnostic::error("result", format!("a result of '{}' needs its type: '-> {want}'", spec.name)).at(op.span)),
            (None, false) if required => self.errs.push(Diagnostic::error("result", format!("'{}' produces {} {want} result: write '%r = {} ... -> {want}'", spec.name, article(&want), spec.name)).at(op.span)),
            // An unnamed result is unused, as in MLIR; only an optional one
            // changes the instruction, so its type must come with a name.
            (Some(_), false) if !required && spec.types != TypeList::Result => {
                self.errs.push(Diagnostic::error("result", "the result type is written but the result is not named").at(op.span));
            }
            _ => {}
        }
        if let Some((ty, s)) = written {
            if ty != want {
                self.errs.push(Diagnostic::error("type", format!("'{}' returns {want}, not {ty}", spec.name)).at(s));
            }
        }
    }

    fn check_predicate(&mut self, spec: &OpSpec, predicate: Option<&Value>) {
        let Some(p) = predicate else { return };
        if !spec.predicate {
            self.errs.push(Diagnostic::error("predicate", format!("'{}' does not take a predicate", spec.name)).at(p.span));
            return;
        }
        self.expect(p, &Type::Int(1));
    }

    /// MLIR 22's NVVM verifier rules for the mbarrier family, with its wording.
    fn check_mlir_rules(&mut self, op: &Op, spec: &OpSpec, facts: &Facts, has_result: bool) {
        if spec.family == "mbarrier" && spec.allows(AttrKind::Scope) && facts.scope().is_some_and(|s| !matches!(s, Scope::Cta | Scope::Cluster)) {
            self.errs.push(Diagnostic::error("scope", "mbarrier scope must be either CTA or Cluster").at(op.span));
        }
        if has_result && facts.space == Some(Space::SharedCluster) && matches!(spec.result, ResultSpec::Optional(_)) {
            self.errs.push(Diagnostic::error("result", "mbarrier in shared_cluster space cannot return any value").at(op.span));
        }
    }
}

/// MLIR 22's wgmma.mma_async rules on scales, layouts and the overflow mode,
/// with its wording (mlir-opt-22), and the b1 rule ptxas adds.
fn wgmma_mlir_rule(w: &crate::ir::WgmmaOp, spec: &crate::ops::WgmmaSpec) -> Option<String> {
    if !spec.scale_in && (w.scale_a == "neg" || w.scale_b == "neg") {
        return Some(format!("has {} output, scaleA and scaleB cannot be neg", w.type_d));
    }
    if !spec.transpose && (w.layout_a != "row" || w.layout_b != "col") {
        return Some(format!(
            "given layouts layout_a = {} and layout_b = {} for input types {} and {} requires transpose. However, this is only supported for: f16 and bf16",
            w.layout_a, w.layout_b, w.type_a, w.type_b
        ));
    }
    match w.overflow.as_str() {
        "" => None,
        _ if w.type_d != "s32" => Some(format!(" `satfinite` can be only used with s32 accumulator, however the current accumulator is {}", w.type_d)),
        // MLIR 22 lets it through; ptxas: "Illegal modifier '.satfinite' for
        // instruction 'wgmma.mma_async with boolean type'".
        "satfinite" if spec.op.is_some() => Some(format!("`satfinite` is not a modifier of the {} wgmma.mma_async (ptxas refuses it)", w.type_a)),
        "satfinite" | "wrapped" => None,
        other => Some(format!("unknown integer overflow mode '{other}' (satfinite or wrapped)")),
    }
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
        Type::Int(_) | Type::Float(_) | Type::Ptr(_) => false,
    }
}

/// Scalar elements in a type (saturating).
pub fn elements(t: &Type) -> u128 {
    match t {
        Type::Int(_) | Type::Float(_) | Type::Ptr(_) | Type::NamedBarrier => 1,
        Type::Array(n, e) | Type::Vector(n, e) => (*n as u128).saturating_mul(elements(e)),
        Type::Struct(ts) => ts.iter().map(elements).fold(0u128, |a, b| a.saturating_add(b)),
    }
}

/// A refusal by a verifier rule, with its advice.
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

/// MLIR's wording for an i32-or-vector constraint.
fn lanes_text(allowed: &[u32]) -> String {
    let vec: Vec<String> = allowed.iter().filter(|&&n| n > 1).map(|n| n.to_string()).collect();
    let vector = format!("vector of 32-bit signless integer values of length {}", vec.join("/"));
    if allowed.contains(&1) {
        format!("32-bit signless integer or {vector}")
    } else {
        format!("fixed-length {vector}")
    }
}

fn kind_text(k: OperandKind) -> &'static str {
    match k {
        OperandKind::Ptr => "a pointer",
        OperandKind::NamedBarrier => "!nvsync.named_barrier",
        OperandKind::I1 => "i1",
        OperandKind::I16 => "i16",
        OperandKind::I32 => "i32",
        OperandKind::I64 => "i64",
        OperandKind::I32OrI64 => "i64 (a state) or i32 (a phase parity)",
        OperandKind::Scalar => "i32, i64, f32 or f64",
        OperandKind::I32Lanes(_) => "i32 or a vector of i32",
        OperandKind::TmemOrDesc => "a tensor-memory address (!llvm.ptr<6>) or an i64 shared-memory descriptor",
        OperandKind::I32OrF32 => "i32 or f32",
        OperandKind::I8 => "i8",
        OperandKind::I128 => "i128",
        OperandKind::Typed(t) => t,
    }
}

fn spaces_text(spaces: &[Space]) -> String {
    spaces.iter().map(|s| format!("{} ({})", s.name(), Type::Ptr(s.addrspace()))).collect::<Vec<_>>().join(" or ")
}

/// What a pointer operand is, for the spec's wording: " must be mbarrier barrier
/// type, but got " is spec 002's message for mbarrier ops.
fn pointer_role(spec: &OpSpec) -> &'static str {
    if spec.family == "mbarrier" {
        "mbarrier barrier type"
    } else {
        "a pointer of the right address space"
    }
}

/// A syntax sketch for notes: `nvvm.mbarrier.init %addr, %count : <types>`.
pub fn example_syntax(spec: &OpSpec) -> String {
    let mut positional = Vec::new();
    let mut rest = Vec::new();
    for (i, o) in spec.operands.iter().enumerate() {
        match (o.list, o.keyword) {
            (Some(l), _) if spec.starts_operand(i) => {
                let n = if o.optional { format!("[{l}[...]]") } else { format!("{l}[%x, ...]") };
                rest.push(n);
            }
            (Some(_), _) => {}
            (None, Some(k)) => rest.push(format!("[{k} = %{}]", o.name)),
            (None, None) => positional.push(format!("%{}", o.name)),
        }
    }
    let ops = if rest.is_empty() { positional.join(", ") } else { format!("{}, {}", positional.join(", "), rest.join(" ")) };
    let ops = if spec.types == TypeList::CallLike { format!("({ops})") } else { ops };
    let type_text = |k: OperandKind| match k {
        OperandKind::Ptr => "!llvm.ptr<3>",
        OperandKind::NamedBarrier => "!nvsync.named_barrier",
        OperandKind::I1 => "i1",
        OperandKind::I16 => "i16",
        OperandKind::I32 => "i32",
        OperandKind::I64 | OperandKind::I32OrI64 => "i64",
        OperandKind::Scalar | OperandKind::I32Lanes(_) => "i32",
        OperandKind::TmemOrDesc => "i64",
        OperandKind::I32OrF32 => "i32",
        OperandKind::I8 => "i8",
        OperandKind::I128 => "i128",
        OperandKind::Typed(t) => t,
    };
    let pred = if spec.predicate { " (with `, predicate = %p`, add a trailing i1)" } else { "" };
    let types = match spec.types {
        TypeList::Operands => spec.operands.iter().map(|o| type_text(o.kind)).collect::<Vec<_>>().join(", ") + pred,
        TypeList::CallLike => format!("({})", spec.operands.iter().map(|o| type_text(o.kind)).collect::<Vec<_>>().join(", ")),
        TypeList::Parenthesized => format!(
            "({})",
            spec.operands
                .iter()
                .enumerate()
                .filter(|(_, o)| !o.optional)
                .map(|(i, o)| match spec.operand_spaces(i).first() {
                    Some(s) if o.kind == OperandKind::Ptr => Type::Ptr(s.addrspace()).to_string(),
                    _ => type_text(o.kind).to_string(),
                })
                .collect::<Vec<_>>()
                .join(", ")
        ),
        TypeList::Of(i) => type_text(spec.operands[i].kind).to_string(),
        TypeList::FirstOperand => "!llvm.ptr<3>".into(),
        TypeList::Leading(n) => (0..n)
            .map(|i| match spec.operand_spaces(i).first() {
                Some(s) if spec.operands[i].kind == OperandKind::Ptr => Type::Ptr(s.addrspace()).to_string(),
                _ => type_text(spec.operands[i].kind).to_string(),
            })
            .collect::<Vec<_>>()
            .join(", "),
        TypeList::Result | TypeList::None => String::new(),
    };
    format!("{} {ops} : {types}", spec.name)
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
        OpKind::Call { ret, .. } => ret.clone(),
        OpKind::Opaque { ty, .. } => ty.clone(),
        OpKind::Store { .. } | OpKind::Fence { .. } | OpKind::Br { .. } | OpKind::CondBr { .. } | OpKind::Return { .. } => None,
    }
}
