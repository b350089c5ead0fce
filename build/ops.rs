//! The op family tables (`intrinsics/<family>.toml`) → `OPS`: each op's
//! operand slots, attributes, forms and the intrinsic call of each form.

use super::*;

/// Every op family table: the files of `dir` that no other generator reads.
pub fn load_families(dir: &Path) -> Vec<FamilyFile> {
    const OTHERS: &[&str] = &["targets", "kernel_attrs", "syncscopes", "memory", "wgmma_mma", "types", "mma_sync", "mma_sp", "mma_block_scale", "wmma", "attrs", "mlir_ops", "inline_ptx", "inline_ptx_isa", "inline_ptx_forms", "llvm_nvvm", "llvm_nvvm_args", "libnvvm"];
    let mut paths: Vec<_> = std::fs::read_dir(dir)
        .expect("intrinsics/ is readable")
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "toml") && !p.file_stem().is_some_and(|s| OTHERS.iter().any(|o| s == *o)))
        .collect();
    paths.sort();
    paths.iter().map(|p| read_toml::<FamilyFile>(p)).collect()
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub struct FamilyFile {
    pub family: String,
    pub op: Vec<OpRow>,
    /// MLIR 22 ops of the family that nvvm-lower refuses by name.
    #[serde(default)]
    pub unsupported: Vec<UnsupportedRow>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub struct UnsupportedRow {
    pub name: String,
    pub note: String,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub struct OpRow {
    pub name: String,
    pub summary: String,
    /// What the library's builder of the op says beyond the summary: the
    /// operands' shapes a summary cannot hold (its rustdoc only).
    #[serde(default)]
    pub library_doc: Option<String>,
    pub spec: String,
    pub operands: Vec<String>,
    pub types: String,
    pub result: String,
    #[serde(default)]
    pub attrs: Vec<String>,
    #[serde(default)]
    pub predicate: bool,
    /// The predicate follows a list or keyword operand after a ',' (MLIR
    /// 22's `(`,` `predicate` `=` $predicate^)?` of the TMA store).
    #[serde(default)]
    pub predicate_comma: bool,
    #[serde(default)]
    pub u20: Vec<String>,
    #[serde(default)]
    pub spaces: Vec<String>,
    #[serde(default)]
    pub convergent: bool,
    #[serde(default)]
    pub wait_loop: bool,
    /// The op's expansion branches (a retry loop, a leader-only block): the
    /// library's builder ends in a block the caller did not make.
    #[serde(default)]
    pub blocks: bool,
    #[serde(default)]
    pub ranges: BTreeMap<String, [i64; 2]>,
    #[serde(default)]
    pub multiple_of: BTreeMap<String, i64>,
    /// Constant operands that must be powers of two (tensor-memory columns).
    #[serde(default)]
    pub power_of_two: Vec<String>,
    /// Operands that must be constants (LLVM `immarg` parameters).
    #[serde(default)]
    pub immediate: Vec<String>,
    /// The library marks the op's expansion for the whole-module check.
    #[serde(default)]
    pub library_mark: bool,
    #[serde(default)]
    pub reject: Vec<RejectRow>,
    #[serde(default)]
    pub expand: Option<String>,
    #[serde(default)]
    pub sync: Vec<String>,
    /// The op's effect in the protocol model: `name key=value ...` (see
    /// `effect_code`).
    #[serde(default)]
    pub model: Option<String>,
    #[serde(default)]
    pub form: Vec<FormRow>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RejectRow {
    pub when: BTreeMap<String, toml::Value>,
    pub message: String,
    #[serde(default)]
    pub note: Option<String>,
    /// `"attr=value"`: what `--widen-cta-atomics` sets instead of refusing.
    #[serde(default)]
    pub widen: Option<String>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub struct FormRow {
    pub when: BTreeMap<String, toml::Value>,
    pub call: String,
    pub ptx: String,
    pub needs: String,
    #[serde(default)]
    pub result_space: Option<String>,
    #[serde(default)]
    pub extract: Option<u32>,
    #[serde(default)]
    pub zext: bool,
    /// For an op with `result = "form"`: this form's result type as MLIR
    /// prints it.
    #[serde(default)]
    pub result: Option<String>,
    /// One form per listed value: `{d}` in `when`, `call` and `ptx` stands for
    /// it; for a number also `{d-2}` (the im2col offset count of a box rank),
    /// `{2d}` and `{4d}` (the lanes of a tcgen05.ld/st repeat count).
    #[serde(default)]
    pub dims: Vec<toml::Value>,
}

pub fn gen_ops(families: &[FamilyFile], t: &TargetFile, sets: &BTreeMap<String, u64>, out: &mut String) {
    out.push_str("/// Every op of every family, in file order.\npub static OPS: &[OpSpec] = &[\n");
    let mut seen = std::collections::BTreeSet::new();
    for fam in families {
        for op in &fam.op {
            assert!(seen.insert(op.name.clone()), "op {} defined twice", op.name);
            gen_op(&fam.family, op, t, sets, out);
        }
    }
    out.push_str("];\n\n/// MLIR 22 ops nvvm-lower knows and refuses by name, with what to do instead.\npub static UNSUPPORTED_OPS: &[(&str, &str)] = &[\n");
    for fam in families {
        for u in &fam.unsupported {
            writeln!(out, "    ({:?}, {:?}),", u.name, u.note).unwrap();
        }
    }
    out.push_str("];\n");
}

/// One operand slot of the data: `kw=name:kind?` (`,kw=name:kind?` when the
/// keyword follows a comma, as in `%bar, multicast_mask = %m`),
/// `name:ptr<space|space>`, or a list `name[lo..hi]:kind` (slots `name.0` …
/// `name.{hi-1}`, the first `lo` required).
pub struct Slot {
    pub keyword: Option<String>,
    pub comma: bool,
    pub name: String,
    pub kind: String,
    pub optional: bool,
    pub list: Option<String>,
    pub spaces: Vec<String>,
}

pub fn slots(op: &OpRow) -> Vec<Slot> {
    let mut out = Vec::new();
    for o in &op.operands {
        let comma = o.starts_with(',');
        let o = o.trim_start_matches(',');
        let (kw, rest) = match o.split_once('=') {
            Some((k, r)) => (Some(k.trim().to_string()), r.trim()),
            None => (None, o.trim()),
        };
        let (name, kind) = rest.split_once(':').unwrap_or_else(|| panic!("{}: operand {o:?} needs name:kind", op.name));
        let optional = kind.ends_with('?');
        let kind = kind.trim_end_matches('?');
        let (kind, spaces) = match kind.split_once('<').filter(|_| !kind.starts_with("vector<")) {
            Some((k, sp)) => (k, sp.trim_end_matches('>').split('|').map(str::to_string).collect()),
            None => (kind, Vec::new()),
        };
        if let Some((list, range)) = name.split_once('[') {
            let (lo, hi) = range.trim_end_matches(']').split_once("..").unwrap_or_else(|| panic!("{}: list {name} needs [lo..hi]", op.name));
            let (lo, hi): (usize, usize) = (lo.parse().unwrap(), hi.parse().unwrap());
            for k in 0..hi {
                out.push(Slot { keyword: None, comma: false, name: format!("{list}.{k}"), kind: kind.to_string(), optional: k >= lo, list: Some(list.to_string()), spaces: spaces.clone() });
            }
        } else {
            out.push(Slot { keyword: kw, comma, name: name.to_string(), kind: kind.to_string(), optional, list: None, spaces });
        }
    }
    out
}

pub fn operand_names(op: &OpRow) -> Vec<String> {
    slots(op).into_iter().map(|s| s.name).collect()
}

/// The slots `first..first + len` of list `name`, if the op has one.
pub fn list_slots(names: &[String], name: &str) -> Option<(usize, usize)> {
    let prefix = format!("{name}.");
    let first = names.iter().position(|n| n.starts_with(&prefix))?;
    Some((first, names.iter().filter(|n| n.starts_with(&prefix)).count()))
}

/// `i32x[1,2,4]` → the allowed lane counts.
pub fn lanes(kind: &str, op: &str) -> String {
    let list = kind.strip_prefix("i32x").and_then(|l| l.strip_prefix('[')).and_then(|l| l.strip_suffix(']')).unwrap_or_else(|| panic!("{op}: lanes kind {kind:?} must be i32x[n, ...]"));
    let ns: Vec<u32> = list.split(',').map(|n| n.trim().parse().unwrap_or_else(|_| panic!("{op}: bad lane count in {kind}"))).collect();
    format!("{ns:?}")
}

/// `v4` → 4 (in a `when`: an i32 or `vector<N x i32>` with this many lanes).
pub fn lane_count(v: &str, op: &str) -> u32 {
    v.strip_prefix('v').and_then(|n| n.parse().ok()).unwrap_or_else(|| panic!("{op}: bad lane count {v:?} (write v<N>)"))
}

pub fn attr_variant(name: &str) -> Option<&'static str> {
    attrs::variant(name)
}

/// A `when` table → `Cond` expressions.
pub fn conds(when: &BTreeMap<String, toml::Value>, names: &[String], op: &str) -> Vec<String> {
    when.iter()
        .map(|(k, v)| match (k.as_str(), v) {
            ("space", toml::Value::String(s)) => format!("Cond::Space({})", space_variant(s, op)),
            ("result", toml::Value::Boolean(b)) => format!("Cond::Result({b})"),
            ("result", toml::Value::String(v)) => format!("Cond::Lanes(None, {})", lane_count(v, op)),
            ("predicate", toml::Value::Boolean(b)) => format!("Cond::Predicated({b})"),
            (l, v) if list_slots(names, l).is_some() => {
                let (first, len) = list_slots(names, l).unwrap();
                let text = match v {
                    toml::Value::Integer(n) => n.to_string(),
                    toml::Value::String(s) => s.clone(),
                    v => panic!("{op}: bad count {v} for list {l}"),
                };
                let (cmp, n) = if let Some(n) = text.strip_prefix("!=") {
                    ("Ne", n)
                } else if let Some(n) = text.strip_prefix('<') {
                    ("Lt", n)
                } else if let Some(n) = text.strip_prefix('>') {
                    ("Gt", n)
                } else {
                    ("Eq", text.as_str())
                };
                let n: usize = n.trim().parse().unwrap_or_else(|_| panic!("{op}: bad count {text} for list {l}"));
                format!("Cond::Count {{ first: {first}, len: {len}, cmp: CountCmp::{cmp}, n: {n} }}")
            }
            (a, toml::Value::String(s)) if attr_variant(a).is_some() && (s == "written" || s == "unwritten") => {
                format!("Cond::AttrSet(AttrKind::{}, {})", attr_variant(a).unwrap(), s == "written")
            }
            (a, toml::Value::Array(vs)) if attr_variant(a).is_some() => {
                let vs: Vec<String> = vs.iter().map(|v| v.as_str().unwrap_or_else(|| panic!("{op}: {a} = [..] lists strings")).to_string()).collect();
                format!("Cond::AttrIn(AttrKind::{}, &{vs:?})", attr_variant(a).unwrap())
            }
            (a, v) if attr_variant(a).is_some() => {
                let val = match v {
                    toml::Value::Boolean(b) => format!("Some({:?})", b.to_string()),
                    toml::Value::String(s) if s == "absent" => "None".to_string(),
                    toml::Value::String(s) => format!("Some({s:?})"),
                    v => panic!("{op}: bad value {v} for attribute {a}"),
                };
                format!("Cond::Attr(AttrKind::{}, {val})", attr_variant(a).unwrap())
            }
            (n, toml::Value::Boolean(b)) => format!("Cond::Present({}, {b})", index_of(names, n, op)),
            (n, toml::Value::String(ty)) if ty.starts_with('v') => format!("Cond::Lanes(Some({}), {})", index_of(names, n, op), lane_count(ty, op)),
            (n, toml::Value::String(ty)) if ty == "f32" => format!("Cond::Float({}, 32)", index_of(names, n, op)),
            (n, toml::Value::String(ty)) => {
                let bits = match ty.as_str() {
                    "i32" => 32,
                    "i64" => 64,
                    // A tensor-memory address where a descriptor could stand.
                    "tmem" => 32,
                    x => panic!("{op}: bad type {x}"),
                };
                format!("Cond::Width({}, {bits})", index_of(names, n, op))
            }
            (k, v) => panic!("{op}: bad when key {k} = {v}"),
        })
        .collect()
}

pub fn gen_op(family: &str, op: &OpRow, t: &TargetFile, sets: &BTreeMap<String, u64>, out: &mut String) {
    let names = operand_names(op);
    let mut operands = String::new();
    for slot in slots(op) {
        let Slot { keyword: kw, comma, name, optional, list, .. } = &slot;
        let spaces: Vec<&str> = slot.spaces.iter().map(|s| space_variant(s, &op.name)).collect();
        let kind = match slot.kind.as_str() {
            "ptr" => "OperandKind::Ptr",
            "named_barrier" => "OperandKind::NamedBarrier",
            "i16" => "OperandKind::I16",
            "i32" => "OperandKind::I32",
            "i64" => "OperandKind::I64",
            "i32|i64" => "OperandKind::I32OrI64",
            "scalar" => "OperandKind::Scalar",
            "i1" => "OperandKind::I1",
            "tmem|i64" => "OperandKind::TmemOrDesc",
            "i32|f32" => "OperandKind::I32OrF32",
            "i8" => "OperandKind::I8",
            "i128" => "OperandKind::I128",
            k if k == "f32" || k.starts_with("vector<") => Box::leak(format!("OperandKind::Typed({k:?})").into_boxed_str()),
            k if k.starts_with("i32x") => Box::leak(format!("OperandKind::I32Lanes(&{})", lanes(k, &op.name)).into_boxed_str()),
            k => panic!("{}: unknown operand kind {k}", op.name),
        };
        let name: &str = Box::leak(name.clone().into_boxed_str());
        write!(operands, "OperandSpec {{ name: {name:?}, keyword: {kw:?}, comma: {comma}, kind: {kind}, optional: {optional}, list: {list:?}, spaces: &[{}] }}, ", spaces.join(", ")).unwrap();
    }
    let types = match op.types.as_str() {
        "operands" => "TypeList::Operands",
        "addr" => "TypeList::FirstOperand",
        x if x.starts_with("leading ") => Box::leak(format!("TypeList::Leading({})", x[8..].trim().parse::<usize>().unwrap()).into_boxed_str()),
        "result" => "TypeList::Result",
        "none" => "TypeList::None",
        "(operands)" => "TypeList::Parenthesized",
        "call" => "TypeList::CallLike",
        x if x.starts_with("of ") => Box::leak(format!("TypeList::Of({})", index_of(&names, x[3..].trim(), &op.name)).into_boxed_str()),
        x => panic!("{}: unknown types mode {x}", op.name),
    };
    let result = match op.result.as_str() {
        "none" => "ResultSpec::None",
        "i1" => "ResultSpec::Required(ScalarType::I1)",
        "i32" => "ResultSpec::Required(ScalarType::I32)",
        "i64" => "ResultSpec::Required(ScalarType::I64)",
        "i64?" => "ResultSpec::Optional(ScalarType::I64)",
        "i32?" => "ResultSpec::Optional(ScalarType::I32)",
        "i32 implied" => "ResultSpec::Implied(ScalarType::I32)",
        "ptr" => "ResultSpec::Ptr",
        "named_barrier" => "ResultSpec::NamedBarrier",
        "scalar" => "ResultSpec::Scalar",
        "form" => "ResultSpec::ByForm",
        x if x.contains('|') || x.starts_with("vector<") || x == "i8" || x == "i16" => Box::leak(format!("ResultSpec::OneOf(&{:?})", x.split('|').map(str::trim).collect::<Vec<_>>()).into_boxed_str()),
        x if x.starts_with("i32x") => Box::leak(format!("ResultSpec::I32Lanes(&{})", lanes(x, &op.name)).into_boxed_str()),
        x if x.starts_with('=') => return_same_as(&names, &x[1..], &op.name),
        x => panic!("{}: unknown result {x}", op.name),
    };
    let attrs: Vec<String> = op
        .attrs
        .iter()
        .map(|a| format!("AttrKind::{}", attr_variant(a).unwrap_or_else(|| panic!("{}: unknown attr {a}", op.name))))
        .collect();
    let u20: Vec<usize> = op.u20.iter().map(|n| index_of(&names, n, &op.name)).collect();
    let spaces: Vec<&str> = op.spaces.iter().map(|s| space_variant(s, &op.name)).collect();
    writeln!(out, "    OpSpec {{\n        name: {:?},\n        family: {family:?},\n        summary: {:?},\n        spec: {:?},", op.name, op.summary, op.spec).unwrap();
    writeln!(out, "        operands: &[{operands}],\n        types: {types},\n        result: {result},").unwrap();
    assert!(op.predicate || !op.predicate_comma, "{}: predicate_comma without predicate", op.name);
    writeln!(out, "        attrs: &[{}],\n        predicate: {},\n        predicate_comma: {},\n        u20: &{u20:?},", attrs.join(", "), op.predicate, op.predicate_comma).unwrap();
    writeln!(out, "        spaces: &[{}],\n        convergent: {},\n        wait_loop: {},\n        blocks: {},", spaces.join(", "), op.convergent, op.wait_loop, op.wait_loop || op.blocks).unwrap();
    let ranges: Vec<String> = op.ranges.iter().map(|(n, [lo, hi])| format!("({}, {lo}, {hi})", index_of(&names, n, &op.name))).collect();
    writeln!(out, "        ranges: &[{}],", ranges.join(", ")).unwrap();
    let mults: Vec<String> = op.multiple_of.iter().map(|(n, m)| format!("({}, {m})", index_of(&names, n, &op.name))).collect();
    writeln!(out, "        multiple_of: &[{}],", mults.join(", ")).unwrap();
    let pow2: Vec<usize> = op.power_of_two.iter().map(|n| index_of(&names, n, &op.name)).collect();
    writeln!(out, "        power_of_two: &{pow2:?},").unwrap();
    let imms: Vec<usize> = op.immediate.iter().map(|n| index_of(&names, n, &op.name)).collect();
    writeln!(out, "        immediates: &{imms:?},\n        library_mark: {},", op.library_mark).unwrap();
    out.push_str("        rejects: &[");
    for r in &op.reject {
        let widen = match &r.widen {
            Some(w) => {
                let (a, v) = w.split_once('=').unwrap_or_else(|| panic!("{}: widen = \"attr=value\"", op.name));
                format!("Some((AttrKind::{}, {v:?}))", attr_variant(a).unwrap_or_else(|| panic!("{}: unknown attr {a}", op.name)))
            }
            None => "None".into(),
        };
        write!(out, "RejectSpec {{ when: &[{}], message: {:?}, note: {:?}, widen: {widen} }}, ", conds(&r.when, &names, &op.name).join(", "), r.message, r.note).unwrap();
    }
    let sync: Vec<String> = op
        .sync
        .iter()
        .map(|s| match s.split_once(':') {
            Some(("tx_producer", n)) => format!("SyncRole::TxProducer({})", index_of(&names, n, &op.name)),
            Some(("tx_wait", n)) => format!("SyncRole::TxWait({})", index_of(&names, n, &op.name)),
            Some(("tx_completer", n)) => format!("SyncRole::TxCompleter({})", index_of(&names, n, &op.name)),
            Some(("arrive", n)) => format!("SyncRole::Arrive({})", index_of(&names, n, &op.name)),
            None if s == "smem_write" => "SyncRole::SmemWrite".into(),
            None if s == "smem_acquire" => "SyncRole::SmemAcquire".into(),
            None if s == "smem_read" => "SyncRole::SmemRead".into(),
            None if s == "wgmma_fence" => "SyncRole::WgmmaFence".into(),
            None if s == "cluster_release" => "SyncRole::ClusterRelease".into(),
            _ => panic!("{}: unknown sync role {s}", op.name),
        })
        .collect();
    let effect = op.model.as_deref().map_or("None".to_string(), |m| format!("Some({})", effect_code(m, &names, &op.name)));
    writeln!(out, "],\n        sync: &[{}],\n        effect: {effect},\n        expand: {:?},\n        forms: &[", sync.join(", "), op.expand).unwrap();
    assert!(!op.form.is_empty() || op.expand.is_some(), "{} has no form and no expansion", op.name);
    let by_form = op.result == "form";
    assert!(op.form.iter().all(|f| f.result.is_some() == by_form), "{}: a form has `result` exactly when the op's result is \"form\"", op.name);
    for f in &op.form {
        if f.dims.is_empty() {
            gen_form(op, &names, f, t, sets, out);
        }
        for d in &f.dims {
            gen_form(op, &names, &instantiate(f, d), t, sets, out);
        }
    }
    out.push_str("        ],\n    },\n");
}

/// A `dims` form for value `d`.
pub fn instantiate(f: &FormRow, d: &toml::Value) -> FormRow {
    let sub = |s: &str| match d {
        toml::Value::Integer(n) => s.replace("{d}", &n.to_string()).replace("{d-2}", &n.saturating_sub(2).to_string()).replace("{2d}", &(2 * n).to_string()).replace("{4d}", &(4 * n).to_string()),
        toml::Value::String(v) => s.replace("{d}", v),
        v => panic!("dims value {v} must be a number or a string"),
    };
    let when = f
        .when
        .iter()
        .map(|(k, v)| {
            let v = match v {
                toml::Value::String(s) => toml::Value::String(sub(s)),
                v => v.clone(),
            };
            (k.clone(), v)
        })
        .collect();
    FormRow { when, call: sub(&f.call), ptx: sub(&f.ptx), needs: f.needs.clone(), result_space: f.result_space.clone(), extract: f.extract, zext: f.zext, result: f.result.as_deref().map(sub), dims: Vec::new() }
}

pub fn return_same_as(names: &[String], n: &str, op: &str) -> &'static str {
    // Leaked once per op at build time: the generated code needs a &'static str.
    Box::leak(format!("ResultSpec::SameAs({})", index_of(names, n, op)).into_boxed_str())
}

/// `mbar_arrive bar=addr count=count|1 tx=0 drop=false complete=true` as
/// `Effect::MbarArrive { bar: EffectArg::Operand(0), ... }`: the variant is
/// the first word in CamelCase, each `key=value` a field; a value is `true`
/// or `false`, a number, `all`, `?` (not visible), `@attr` (the op's
/// attribute: a number, or a flag, 1 where it is set), an operand name, or
/// `name|N` / `name|all` (the operand, else N or every thread).
pub fn effect_code(model: &str, names: &[String], op: &str) -> String {
    let mut words = model.split_whitespace();
    let head = words.next().unwrap_or_else(|| panic!("{op}: empty model"));
    let variant: String = head.split('_').map(|w| w[..1].to_uppercase() + &w[1..]).collect();
    let fields: Vec<String> = words
        .map(|w| {
            let (k, v) = w.split_once('=').unwrap_or_else(|| panic!("{op}: model field {w} is not key=value"));
            let code = match v {
                "true" | "false" => v.to_string(),
                "all" => "EffectArg::All".into(),
                "?" => "EffectArg::Unknown".into(),
                _ if v.starts_with('@') => format!("EffectArg::Attr(AttrKind::{})", attr_variant(&v[1..]).unwrap_or_else(|| panic!("{op}: model names no attribute {v}"))),
                _ if v.parse::<i64>().is_ok() => format!("EffectArg::Imm({v})"),
                _ if v.starts_with('@') => format!("EffectArg::Attr(AttrKind::{})", attrs::variant(&v[1..]).unwrap_or_else(|| panic!("{op}: model names attribute {v}, which attrs.toml does not define"))),
                _ => match v.split_once('|') {
                    Some((n, "all")) => format!("EffectArg::OperandOrAll({})", index_of(names, n, op)),
                    Some((n, d)) => format!("EffectArg::OperandOr({}, {})", index_of(names, n, op), d.parse::<i64>().unwrap_or_else(|_| panic!("{op}: model default {d}"))),
                    None => format!("EffectArg::Operand({})", index_of(names, v, op)),
                },
            };
            format!("{k}: {code}")
        })
        .collect();
    if fields.is_empty() { format!("Effect::{variant}") } else { format!("Effect::{variant} {{ {} }}", fields.join(", ")) }
}

pub fn index_of(names: &[String], n: &str, op: &str) -> usize {
    names.iter().position(|x| x == n).unwrap_or_else(|| panic!("{op}: no operand named {n}"))
}

pub fn space_variant(s: &str, op: &str) -> &'static str {
    match s {
        "generic" => "Space::Generic",
        "global" => "Space::Global",
        "shared" => "Space::Shared",
        "cluster" => "Space::SharedCluster",
        "tensor" => "Space::Tensor",
        "const" => "Space::Const",
        "local" => "Space::Local",
        x => panic!("{op}: unknown space {x}"),
    }
}

pub fn gen_form(op: &OpRow, names: &[String], f: &FormRow, t: &TargetFile, sets: &BTreeMap<String, u64>, out: &mut String) {
    let conds = conds(&f.when, names, &op.name);
    let (intr, args) = parse_call(&f.call, names, &op.name);
    let req = requirement(&f.needs, &op.name, t, sets);
    let result_space = f.result_space.as_deref().map(|s| format!("Some({})", space_variant(s, &op.name))).unwrap_or_else(|| "None".into());
    writeln!(
        out,
        "            FormSpec {{ when: &[{}], intrinsic: {intr:?}, args: &[{}], ptx: {:?}, requires: {req}, result_space: {result_space}, extract: {:?}, zext: {}, result_type: {:?} }},",
        conds.join(", "),
        args.join(", "),
        f.ptx,
        f.extract,
        f.zext,
        f.result,
    )
    .unwrap();
}

/// `llvm.nvvm.x(addr3, count|1, i32 0)` → intrinsic name and argument recipes.
pub fn parse_call(call: &str, names: &[String], op: &str) -> (String, Vec<String>) {
    let (name, rest) = call.split_once('(').unwrap_or_else(|| panic!("{op}: call {call:?} needs (...)"));
    let inner = rest.strip_suffix(')').unwrap_or_else(|| panic!("{op}: call {call:?} needs )"));
    let args = inner
        .split(',')
        .map(str::trim)
        .filter(|a| !a.is_empty())
        .map(|a| {
            if let Some((_, c)) = a.split_once(' ').filter(|(t, _)| matches!(*t, "i1" | "i16" | "i32" | "i64")) {
                format!("CallArg::Const({})", c.parse::<i64>().unwrap())
            } else if let Some(l) = a.strip_suffix("...") {
                let (first, len) = list_slots(names, l).unwrap_or_else(|| panic!("{op}: no list named {l}"));
                format!("CallArg::Spread({first}, {len})")
            } else if let Some(n) = a.strip_suffix('?') {
                format!("CallArg::Flag({})", index_of(names, n, op))
            } else if let Some(v) = a.strip_prefix("1<<").and_then(attr_variant) {
                format!("CallArg::AttrBit(AttrKind::{v})")
            } else if let Some(v) = attr_variant(a) {
                format!("CallArg::AttrNum(AttrKind::{v}, 0)")
            } else if let Some((v, plus)) = a.split_once('+').and_then(|(n, p)| Some((attr_variant(n.trim())?, p.trim().parse::<i64>().ok()?))) {
                format!("CallArg::AttrNum(AttrKind::{v}, {plus})")
            } else if let Some(n) = a.strip_suffix("!=0") {
                format!("CallArg::NonZero({})", index_of(names, n, op))
            } else if let Some((n, d)) = a.split_once('|') {
                format!("CallArg::OperandOr({}, {})", index_of(names, n, op), d.parse::<i64>().unwrap())
            } else if let Some(n) = a.strip_suffix('3').filter(|n| names.iter().any(|x| x == n)) {
                format!("CallArg::SharedAddr({})", index_of(names, n, op))
            } else {
                format!("CallArg::Operand({})", index_of(names, a, op))
            }
        })
        .collect();
    (name.trim().to_string(), args)
}
