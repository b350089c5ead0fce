//! Programs made from the op table: one kernel per form of an op
//! ([`form_function`]), the nvsync expansions ([`NVSYNC_KERNELS`]), and random
//! well-formed modules over both for a target ([`random_module`]). The gating
//! matrix, the generator test, the fuzz targets and the benchmarks use them;
//! [`edges`] writes modules at the edges of the input language.
//!
//! A development crate of the workspace, not published: nvvm-lower's tests,
//! benchmarks and fuzz targets share it.

pub mod edges;

use nvvm_lower::driver::{compile_source, Emit, Options};
use nvvm_lower::ops::{AttrKind, Cond, CountCmp, FormSpec, OpSpec, OperandKind, ResultSpec, Space, TypeList, OPS};
use nvvm_lower::target::Target;
use nvvm_lower::types::Type;

/// The MLIR type of an operand of `kind` in a synthesized program.
pub fn type_for(kind: OperandKind, width: Option<u32>, lanes: Option<u32>, space: Space) -> String {
    match kind {
        OperandKind::I32Lanes(allowed) => Type::i32_lanes(lanes.unwrap_or(allowed[0])).to_string(),
        OperandKind::TmemOrDesc if width == Some(32) => "!llvm.ptr<6>".into(),
        OperandKind::TmemOrDesc => "i64".into(),
        OperandKind::Ptr => match space {
            Space::Generic => "!llvm.ptr".into(),
            s => format!("!llvm.ptr<{}>", s.addrspace()),
        },
        OperandKind::I1 => "i1".into(),
        OperandKind::I16 => "i16".into(),
        OperandKind::I32 => "i32".into(),
        OperandKind::I64 => "i64".into(),
        OperandKind::I32OrI64 => format!("i{}", width.unwrap_or(64)),
        OperandKind::NamedBarrier => "!nvsync.named_barrier".into(),
        OperandKind::Scalar | OperandKind::I32OrF32 => "i32".into(),
        OperandKind::I8 => "i8".into(),
        OperandKind::I128 => "i128".into(),
        OperandKind::Typed(t) => t.into(),
    }
}

/// An MLIR kernel `@name` that uses exactly `form` of `spec`: its operands
/// are parameters, or constants where the op needs an immediate or a value in
/// range; a result is stored to global memory so that LLVM keeps the op.
///
/// ```
/// use nvvm_lower::{ops::OPS, synth::form_function};
/// let spec = OPS.iter().find(|o| o.name == "nvvm.mbarrier.init").unwrap();
/// let text = form_function("probe", spec, &spec.forms[0]);
/// assert!(text.starts_with("llvm.func @probe(") && text.contains("nvvm.mbarrier.init"));
/// ```
pub fn form_function(name: &str, spec: &OpSpec, form: &FormSpec) -> String {
    let first_ptr_space = spec.operands.iter().position(|o| o.kind == OperandKind::Ptr).and_then(|i| spec.operand_spaces(i).first().copied());
    let mut space = first_ptr_space.unwrap_or(Space::Shared);
    let mut attrs: Vec<(AttrKind, Option<&str>)> = Vec::new();
    let mut present: Vec<bool> = spec.operands.iter().map(|o| !o.optional).collect();
    let mut widths: Vec<Option<u32>> = vec![None; spec.operands.len()];
    let mut lanes: Vec<Option<u32>> = vec![None; spec.operands.len()];
    let mut floats: Vec<Option<u32>> = vec![None; spec.operands.len()];
    let mut result_lanes = None;
    let mut want_result = None;
    for c in form.when {
        match *c {
            Cond::Space(s) => space = s,
            Cond::Attr(k, v) => attrs.push((k, v)),
            Cond::AttrIn(k, vs) => attrs.push((k, vs.first().copied())),
            Cond::Lanes(Some(i), n) => {
                present[i] = true;
                lanes[i] = Some(n);
            }
            Cond::Lanes(None, n) => result_lanes = Some(n),
            Cond::AttrSet(k, true) => attrs.push((k, Some(sample_value(k)))),
            Cond::AttrSet(_, false) => {}
            Cond::Float(i, w) => {
                present[i] = true;
                floats[i] = Some(w);
            }
            Cond::Result(r) => want_result = Some(r),
            Cond::Present(i, p) => present[i] = p,
            Cond::Width(i, w) => widths[i] = Some(w),
            Cond::Count { first, len, cmp: CountCmp::Eq, n } => (first..first + len).for_each(|i| present[i] = i - first < n),
            Cond::Count { .. } | Cond::Predicated(_) => {}
        }
    }
    let mut params = Vec::new();
    let mut positional = Vec::new();
    let mut keyword = Vec::new();
    let mut tys = Vec::new();
    let mut prelude = String::new();
    let mut lists: Vec<(&str, Vec<String>)> = Vec::new();
    let first_ptr = spec.operands.iter().position(|o| o.kind == OperandKind::Ptr);
    for (i, o) in spec.operands.iter().enumerate() {
        if !present[i] {
            continue;
        }
        // The first pointer has the form's space; any other its own first one.
        let own_space = if Some(i) == first_ptr { space } else { spec.operand_spaces(i).first().copied().unwrap_or(space) };
        let t = match floats[i] {
            Some(w) => format!("f{w}"),
            None => type_for(o.kind, widths[i], lanes[i], own_space),
        };
        if let Some(l) = o.list {
            let name = o.name.replace('.', "_");
            params.push(format!("%{name}: {t}"));
            match lists.iter_mut().find(|(n, _)| *n == l) {
                Some((_, vs)) => vs.push(format!("%{name}")),
                None => lists.push((l, vec![format!("%{name}")])),
            }
            continue;
        }
        if o.kind == OperandKind::I32OrI64 && widths[i] == Some(64) && spec.family == "mbarrier" {
            // A wait's state comes from an arrive on the same barrier, as in real
            // code: ptxas 12.9 and 13.5 crash (SIGSEGV) on sm_80..sm_89 when a
            // test_wait state is a kernel parameter (docs/spec-deviations.md).
            prelude = format!("  %{} = nvvm.mbarrier.arrive %addr : {} -> i64\n", o.name, tys[0]);
        } else if spec.immediates.contains(&i) {
            // An instruction immediate: a constant, inside its range if it has one.
            let v = spec.ranges.iter().find(|r| r.0 == i).map_or(1, |r| 1.clamp(r.1, r.2));
            prelude += &format!("  %{} = llvm.mlir.constant({v} : {t}) : {t}\n", o.name);
        } else if spec.ranges.iter().any(|r| r.0 == i) {
            // A constant inside the operand's range (a barrier id, a thread count).
            let (_, lo, hi) = *spec.ranges.iter().find(|r| r.0 == i).unwrap();
            let v = if hi >= 64 { 64.clamp(lo, hi) } else { lo.max(1).min(hi) };
            prelude += &format!("  %{} = llvm.mlir.constant({v} : i32) : i32\n", o.name);
        } else if o.kind == OperandKind::Ptr && t == "!llvm.ptr<4>" {
            // ptxas refuses a kernel parameter that is a constant-space pointer
            // ("cannot use cvta.const"): the pointer is cast from a generic one.
            params.push(format!("%{}_generic: !llvm.ptr", o.name));
            prelude += &format!("  %{0} = llvm.addrspacecast %{0}_generic : !llvm.ptr to {t}\n", o.name);
        } else {
            params.push(format!("%{}: {t}", o.name));
        }
        match o.keyword {
            Some(k) => keyword.push(format!("{}{k} = %{}", if o.comma { ", " } else { " " }, o.name)),
            None => positional.push(format!("%{}", o.name)),
        }
        tys.push(t);
    }
    let mut dict = Vec::new();
    let mut prefix = String::new();
    let mut suffix = String::new();
    let mut inline = Vec::new();
    // `(f8E4M3FN)` after the source's type and at the end (the result's format).
    let (mut src_suffix, mut dst_suffix) = (String::new(), String::new());
    // cp.async's `16, cache = ca` follow its two pointers.
    let mut after_ptrs = Vec::new();
    // Integers written bare (`setmaxregister increase 240`) follow the keyword enum.
    let unset: Vec<AttrKind> = spec.attrs.iter().copied().filter(|k| k.is_bare_int() && *k != AttrKind::WaitCount && !attrs.iter().any(|(a, _)| a == k)).collect();
    attrs.extend(unset.into_iter().map(|k| (k, Some(sample_value(k)))));
    attrs.sort_by_key(|(k, _)| k.is_bare_int());
    for (k, v) in attrs {
        let Some(v) = v else { continue };
        if k.default() == Some(v) {
            continue;
        }
        let text = match k.enum_kind() {
            Some(e) if e.contains('.') => format!("#{e}<{v}>"),
            Some(e) => format!("#nvvm.{e}<{v}>"),
            None => v.to_string(),
        };
        if k.is_type_suffix() {
            let t = format!(" ({v})");
            if k == AttrKind::SrcTy {
                src_suffix = t;
            } else {
                dst_suffix = t;
            }
        } else if matches!(k, AttrKind::CpSize) {
            after_ptrs.insert(0, v.to_string());
        } else if matches!(k, AttrKind::CacheMod) {
            after_ptrs.push(format!("cache = {v}"));
        } else if k.is_keyword_enum() || k.is_bare_int() {
            prefix = format!("{prefix}{v} ");
        } else if let Some(operand) = k.follows_operand() {
            // `%a <unsigned>, %b <signed>` (dot.accumulate).
            if let Some(p) = positional.iter_mut().find(|p| p.as_str() == format!("%{operand}")) {
                *p = format!("{p} <{v}>");
            }
        } else if let Some(kw) = k.inline_keyword().filter(|_| !matches!(k, AttrKind::FromProxy | AttrKind::ToTensormap | AttrKind::CacheMod | AttrKind::InitVal)) {
            inline.push((spec.attrs.iter().position(|&a| a == k), k.follows_keyword().is_some(), if k.is_unit() { kw.to_string() } else { format!("{kw} = {v}") }));
        } else if k.is_leading_enum() {
            prefix = format!("{text} ");
        } else if k.is_inline() {
            if v == "true" {
                suffix = format!(" {}", k.key());
            }
        } else if k.is_unit() {
            if v == "true" {
                dict.push(k.key().to_string());
            }
        } else if k.is_int() && !k.is_sync() {
            // MLIR's integer attributes are I32Attr; an untyped literal is i64 there.
            dict.push(format!("{} = {text} : i32", k.key()));
        } else {
            dict.push(format!("{} = {text}", k.key()));
        }
    }
    let dict = if dict.is_empty() { String::new() } else { format!(" {{{}}}", dict.join(", ")) };
    let cluster_void = space == Space::SharedCluster && matches!(spec.result, ResultSpec::Optional(_));
    // A result is stored to memory so that LLVM cannot delete a pure op
    // (a special-register read) and leave nothing for ptxas to judge.
    let result_ty = match spec.result {
        ResultSpec::Required(t) | ResultSpec::Optional(t) | ResultSpec::Implied(t) if !cluster_void && want_result != Some(false) => Some(format!("i{}", t.bits())),
        ResultSpec::I32Lanes(allowed) => Some(Type::i32_lanes(result_lanes.unwrap_or(allowed[0])).to_string()),
        ResultSpec::Ptr => Some(match form.result_space {
            Some(Space::Generic) | None => "!llvm.ptr".to_string(),
            Some(s) => format!("!llvm.ptr<{}>", s.addrspace()),
        }),
        ResultSpec::ByForm => form.result_type.map(str::to_string),
        ResultSpec::OneOf(ts) => Some(ts[0].to_string()),
        // The arithmetic ops return their operand's type (`nvvm.rcp.approx.ftz.f`).
        ResultSpec::SameAs(i) => match spec.operands[i].kind {
            OperandKind::Typed(t) => Some(t.to_string()),
            _ => None,
        },
        _ => None,
    };
    let (res, arrow, keep) = match &result_ty {
        Some(t) => {
            params.push("%out: !llvm.ptr<1>".into());
            let keep = store_result(t);
            let arrow = if spec.types == TypeList::Result || matches!(spec.result, ResultSpec::Implied(_)) { String::new() } else { format!(" -> {t}") };
            ("%r = ".to_string(), arrow, keep)
        }
        None => (String::new(), String::new(), String::new()),
    };
    let types = match spec.types {
        TypeList::Operands if !tys.is_empty() => format!(" : {}", tys.join(", ")),
        TypeList::FirstOperand => format!(" : {}", tys[0]),
        TypeList::Leading(n) => format!(" : {}", tys[..n].join(", ")),
        TypeList::Result => format!(" : {}", result_ty.clone().unwrap_or_default()),
        TypeList::Parenthesized => format!(" : ({})", tys.join(", ")),
        TypeList::CallLike => format!(" : ({})", tys.join(", ")),
        TypeList::Of(i) => format!(" : {}", floats[i].map_or_else(|| type_for(spec.operands[i].kind, widths[i], lanes[i], space), |w| format!("f{w}"))),
        _ => String::new(),
    };
    if !after_ptrs.is_empty() {
        positional.splice(2.min(positional.len())..2.min(positional.len()), after_ptrs);
    }
    let mut operands = positional.join(", ");
    for (k, (l, vs)) in lists.iter().enumerate() {
        // MLIR 22: `%bar, box[..] im2col[..]`.
        operands = format!("{operands}{}{l}[{}]", if k == 0 { ", " } else { " " }, vs.join(", "));
    }
    if spec.allows(AttrKind::WaitCount) {
        operands = "1".to_string();
    }
    if !keyword.is_empty() {
        operands = format!("{operands}{}", keyword.concat()).trim().to_string();
    }
    if !inline.is_empty() {
        // In the op's order, a qualifying keyword right after the one it
        // qualifies: `level = L1 uniform, tensormap in_param_space, %p`.
        inline.sort_by_key(|i| i.0);
        let mut groups: Vec<String> = Vec::new();
        for (_, qualifies, text) in inline {
            match groups.last_mut() {
                Some(g) if qualifies => *g = format!("{g} {text}"),
                _ => groups.push(text),
            }
        }
        operands = if operands.is_empty() { groups.join(" ") } else { format!("{}, {operands}", groups.join(", ")) };
    }
    format!(
        "llvm.func @{name}({}) attributes {{nvvm.kernel}} {{\n{prelude}  {res}{} {prefix}{operands}{suffix}{dict}{types}{src_suffix}{arrow}{dst_suffix}{keep}\n  llvm.return\n}}\n",
        params.join(", "),
        spec.name,
    )
}

/// A value for an attribute the form does not fix: a register count
/// setmaxregister takes, an event of pmevent.
fn sample_value(k: AttrKind) -> &'static str {
    match k {
        AttrKind::RegCount => "240",
        AttrKind::CpSize => "16",
        AttrKind::CacheMod => "ca",
        _ if k.is_unit() => "true",
        _ => "1",
    }
}

/// Stores `%r` (of type `t`) to `%out`; of a struct, its first member.
fn store_result(t: &str) -> String {
    match t.strip_prefix("!llvm.struct<(").and_then(|r| r.split(',').next()) {
        Some(first) => format!("\n  %r0 = llvm.extractvalue %r[0] : {t}\n  llvm.store %r0, %out : {}, !llvm.ptr<1>", first.trim()),
        None => format!("\n  llvm.store %r, %out : {t}, !llvm.ptr<1>"),
    }
}

/// The expanding ops (the nvsync ops and nvvm.tcgen05.mma_smem_desc), one
/// body each, for a kernel with the parameters
/// [`NVSYNC_PARAMS`] and a constant `%c64`: (what, body, legal below sm_90).
pub const NVSYNC_KERNELS: &[(&str, &str, bool)] = &[
    ("cluster_barrier cta", "nvsync.cluster_barrier {scope = #nvsync.barrier_scope<cta>}", true),
    ("cluster_barrier cluster", "nvsync.cluster_barrier {scope = #nvsync.barrier_scope<cluster>}", true),
    ("cluster_barrier cluster_aligned", "nvsync.cluster_barrier {scope = #nvsync.barrier_scope<cluster_aligned>}", true),
    ("cluster_barrier cluster mbarrier_init_only", "nvsync.cluster_barrier {scope = #nvsync.barrier_scope<cluster>, mbarrier_init_only}", true),
    ("cluster_barrier cluster_aligned mbarrier_init_only", "nvsync.cluster_barrier {scope = #nvsync.barrier_scope<cluster_aligned>, mbarrier_init_only}", true),
    ("dsmem_handshake 1", "nvsync.dsmem_handshake %b, %p, %n {cluster_size = 1} : !llvm.ptr<3>, !llvm.ptr<3>, i32", true),
    ("dsmem_handshake 2 release", "nvsync.dsmem_handshake %b, %p, %n {cluster_size = 2, explicit_release = true} : !llvm.ptr<3>, !llvm.ptr<3>, i32", false),
    ("dsmem_handshake 4", "nvsync.dsmem_handshake %b, %p, %n {cluster_size = 4} : !llvm.ptr<3>, !llvm.ptr<3>, i32", false),
    ("named_barrier", "%nb = nvsync.named_barrier.alloc %c64 : !nvsync.named_barrier\n  nvsync.named_barrier.arrive %nb\n  nvsync.named_barrier.sync %nb", true),
    ("pipeline producer", "nvsync.pipeline.producer_acquire %b, %n {depth = 4} : !llvm.ptr<3>, i32\n  nvsync.pipeline.producer_commit %b, %n, %n {depth = 4} : !llvm.ptr<3>, i32, i32", false),
    ("pipeline consumer", "nvsync.pipeline.consumer_wait %b, %n {depth = 2} : !llvm.ptr<3>, i32\n  nvsync.pipeline.consumer_release %b, %n {depth = 2} : !llvm.ptr<3>, i32", false),
    ("s2t_copy 1-CTA", "%k1 = nvsync.s2t_copy %t, %d, %b {cta_group = 1, shape_selector = 1, shape = #nvvm.tcgen05_cp_shape<shape_128x256b>} : !llvm.ptr<6>, i64, !llvm.ptr<3> -> !llvm.ptr<3>", false),
    ("s2t_copy 2-CTA", "%k2 = nvsync.s2t_copy %t, %d, %b {cta_group = 2, shape_selector = 2, shape = #nvvm.tcgen05_cp_shape<shape_128x128b>} : !llvm.ptr<6>, i64, !llvm.ptr<3> -> !llvm.ptr<3>", false),
    ("tcgen05.mma_smem_desc", "%w8 = llvm.trunc %n : i32 to i8\n  %w1 = llvm.trunc %n : i32 to i1\n  %sd = nvvm.tcgen05.mma_smem_desc (%n, %n, %n, %w8, %w1, %w8) : (i32, i32, i32, i8, i1, i8) -> i64\n  llvm.store %sd, %b : i64, !llvm.ptr<3>", true),
    ("s2t_copy 4-CTA layout", "%k4 = nvsync.s2t_copy %t, %d, %b {cta_group = 1, shape_selector = 3, shape = #nvvm.tcgen05_cp_shape<shape_32x128b>, multicast = #nvvm.tcgen05_cp_multicast<warpx4>, slice_cols = 32} : !llvm.ptr<6>, i64, !llvm.ptr<3> -> !llvm.ptr<3>", false),
];

/// The parameters of an [`NVSYNC_KERNELS`] kernel.
pub const NVSYNC_PARAMS: &str = "%b: !llvm.ptr<3>, %p: !llvm.ptr<3>, %n: i32, %t: !llvm.ptr<6>, %d: i64";

/// A kernel `@name` around one of the [`NVSYNC_KERNELS`] bodies.
pub fn nvsync_function(name: &str, body: &str) -> String {
    format!("llvm.func @{name}({NVSYNC_PARAMS}) attributes {{nvvm.kernel}} {{\n  %c64 = llvm.mlir.constant(64 : i32) : i32\n  {body}\n  llvm.return\n}}\n")
}

/// A small deterministic generator (xorshift64*), so that a seed names a program.
#[derive(Clone, Debug)]
pub struct Rng(u64);

impl Rng {
    pub fn new(seed: u64) -> Rng {
        Rng(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1)
    }
    pub fn next_u64(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }
    /// A number in `0..n` (`n > 0`).
    pub fn below(&mut self, n: usize) -> usize {
        (self.next_u64() % n as u64) as usize
    }
}

/// Every (op, form) whose requirement admits `target`.
pub fn forms_on(target: Target) -> Vec<(&'static OpSpec, &'static FormSpec)> {
    OPS.iter().flat_map(|o| o.forms.iter().map(move |f| (o, f))).filter(|(_, f)| f.requires.allows_target(target.index())).collect()
}

/// A module of `n` kernels, each one form legal on `target` (or an nvsync
/// expansion legal there), drawn by `rng`. nvvm-lower must accept it and ptxas
/// must assemble its PTX: the generator test and the fuzzers check both.
///
/// ```
/// use nvvm_lower::synth::{random_module, Rng};
/// use nvvm_lower::target::Target;
/// let t = Target::parse("sm_90a").unwrap();
/// let m = random_module(&mut Rng::new(7), t, 4);
/// assert_eq!(m.matches("llvm.func @k").count(), 4);
/// ```
pub fn random_module(rng: &mut Rng, target: Target, n: usize) -> String {
    let forms = forms_on(target);
    // The expansions have no requirement of their own in the data: the ones
    // nvvm-lower lowers for this target (its verdict is checked against ptxas
    // by the gating matrix).
    let nvsync: Vec<&(&str, &str, bool)> = NVSYNC_KERNELS
        .iter()
        .filter(|k| k.2 || compile_source(&nvsync_function("k", k.1), &Options { emit: Emit::LlvmIr, ..Options::new(target) }).is_ok())
        .collect();
    let mut out = String::new();
    for i in 0..n {
        let name = format!("k{i}");
        if !nvsync.is_empty() && rng.below(8) == 0 {
            out += &nvsync_function(&name, nvsync[rng.below(nvsync.len())].1);
        } else {
            let (spec, form) = forms[rng.below(forms.len())];
            out += &form_function(&name, spec, form);
        }
    }
    out
}
