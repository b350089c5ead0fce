//! The library's typed op builders (`api::Nvvm`, `api::Nvsync`), one method
//! per op of `intrinsics/*.toml`: operands as typed parameters in the op's
//! order, named and documented from the data. Each method returns the op's
//! own builder type (`api::op::nvvm::MbarrierArrive`), which has a setter for
//! each attribute the op takes and no other (so a wrong attribute is a
//! compile error), and an `emit` whose return type is the op's result.

use super::attrs::{self, AttrFile};
use super::{instantiate, slots, OpRow, Slot};
use std::fmt::Write;

/// `nvvm.mbarrier.try_wait.parity` → `mbarrier_try_wait_parity`.
fn method_name(op: &str) -> String {
    let bare = op.split_once('.').map_or(op, |(_, rest)| rest);
    let s: String = bare.chars().map(|c| if c.is_ascii_alphanumeric() { c.to_ascii_lowercase() } else { '_' }).collect();
    escaped(s)
}

/// `txBytes` → `tx_bytes`, `box.0` → the list `box`.
fn param_name(name: &str) -> String {
    let mut s = String::new();
    for (i, c) in name.chars().enumerate() {
        if c.is_ascii_uppercase() {
            if i > 0 {
                s.push('_');
            }
            s.push(c.to_ascii_lowercase());
        } else if c.is_ascii_alphanumeric() || c == '_' {
            s.push(c);
        } else {
            s.push('_');
        }
    }
    escaped(s)
}

/// Names a generated identifier may not take: Rust's keywords, and `new` and
/// `exit`, which read as something else (`nvvm.exit` is `exit_`).
const RESERVED: &[&str] = &["as", "async", "await", "box", "const", "dyn", "exit", "fn", "in", "let", "loop", "match", "mod", "move", "new", "ref", "self", "static", "struct", "type", "use", "where"];

/// `s`, with `_` appended where it is reserved.
fn escaped(mut s: String) -> String {
    if RESERVED.contains(&s.as_str()) {
        s.push('_');
    }
    s
}

/// The Rust type an operand of this data kind takes.
fn rust_type(kind: &str) -> &'static str {
    match kind {
        "ptr" => "PointerValue<'ctx>",
        "i1" | "i8" | "i16" | "i32" | "i64" | "i128" | "i32|i64" => "IntValue<'ctx>",
        _ => "BasicValueEnum<'ctx>",
    }
}

/// The Rust type of a value of this data kind, as a result.
fn result_type(kind: &str) -> &'static str {
    match kind {
        "f32" => "FloatValue<'ctx>",
        k if k.starts_with("vector<") => "VectorValue<'ctx>",
        k => rust_type(k),
    }
}

/// `mbarrier_try_wait_parity` → `MbarrierTryWaitParity` (`exit_` → `Exit`).
fn type_name(method: &str) -> String {
    method.split('_').filter(|w| !w.is_empty()).map(|w| w[..1].to_ascii_uppercase() + &w[1..]).collect()
}

/// The typed builders: `impl Nvvm` and `impl Nvsync` with one method per op,
/// and the module `op` with each op's builder type.
pub fn generate(families: &[(String, Vec<&OpRow>)], attrs: &AttrFile, out: &mut String) {
    let mut mods = String::new();
    for (prefix, ty, module) in [("nvvm.", "Nvvm", "nvvm"), ("nvsync.", "Nvsync", "nvsync")] {
        writeln!(out, "impl<'l, 'a, 'ctx> {ty}<'l, 'a, 'ctx> {{").unwrap();
        writeln!(mods, "    /// The builder types of the `{prefix}*` ops, from [`{ty}`](crate::api::{ty})'s methods.\n    pub mod {module} {{").unwrap();
        mods.push_str("        #[allow(unused_imports)]\n        use crate::api::typed::{attr, attr::AttrValue, OpCall};\n        #[allow(unused_imports)]\n        use inkwell::types::BasicType;\n        #[allow(unused_imports)]\n        use inkwell::values::{BasicValueEnum, FloatValue, IntValue, PointerValue, VectorValue};\n        #[allow(unused_imports)]\n        use crate::{error::Error, ops::AttrKind};\n");
        for (family, ops) in families {
            for op in ops.iter().filter(|o| o.name.starts_with(prefix)) {
                let all = slots(op);
                if all.iter().any(|s| s.kind == "named_barrier") || op.name.starts_with("nvsync.named_barrier.") {
                    continue; // Lowering::named_barrier and its barrier_sync / barrier_arrive.
                }
                let required = required_attrs(op, attrs);
                gen_method(family, op, &all, &required, attrs, (ty, module), out, &mut mods);
                gen_op_type(op, &all, &required, attrs, ty, &mut mods);
            }
        }
        out.push_str("}\n");
        mods.push_str("    }\n");
    }
    out.push_str("/// Each op's builder type, returned by the methods of [`Nvvm`] and\n/// [`Nvsync`]: the op's attribute setters, its predicate where it may have\n/// one, and its `emit`, which returns the op's result as its inkwell type.\npub mod op {\n");
    out.push_str(&mods);
    out.push_str("}\n");
}

/// The builder contract of an op whose code branches (`wait_loop`, or
/// `blocks` in its table), as doc lines.
fn blocks_doc(op: &OpRow) -> &'static str {
    if op.wait_loop || op.blocks {
        "    ///\n    /// Expands into blocks (a retry loop, or a block only the leader thread runs): the builder ends at the end of the block where the op's code ends, which the caller did not make; [`Lowering::end_block`](crate::api::Lowering::end_block) returns it, the predecessor to name in a `phi` after the op.\n"
    } else {
        ""
    }
}

/// The PTX an op's forms emit, distinct, as doc lines.
fn ptx_doc(op: &OpRow) -> String {
    let mut ptx: Vec<String> = Vec::new();
    for f in &op.form {
        let forms = if f.dims.is_empty() { vec![f.ptx.clone()] } else { f.dims.iter().map(|d| instantiate(f, d).ptx).collect() };
        for p in forms {
            if !ptx.contains(&p) {
                ptx.push(p);
            }
        }
    }
    if ptx.is_empty() {
        let how = op.expand.as_deref().map_or(String::new(), |e| format!(" (the `{e}` expansion)"));
        return format!("    ///\n    /// PTX: none of its own: it is expanded into `nvvm` ops{how} before emission, and emits theirs (`docs/ops.md`).\n");
    }
    // The dims forms of a tensor op run to dozens: the first few show the pattern.
    const SHOWN: usize = 8;
    let mut s = String::from("    ///\n    /// PTX (by form: the operand's address space, the attributes, the target):\n");
    for p in ptx.iter().take(SHOWN) {
        writeln!(s, "    /// - `{p}`").unwrap();
    }
    if ptx.len() > SHOWN {
        writeln!(s, "    /// - and {} more of the same pattern", ptx.len() - SHOWN).unwrap();
    }
    s
}

/// The attributes an op cannot be written without, which its builder takes
/// as arguments: one a reject row asks for alone (`depth = "absent"`: "a
/// pipeline op needs depth"), or one without a default that every form of
/// the op names a value of (`tcgen05.fence`'s before or after). Flags are
/// never required.
fn required_attrs<'o>(op: &'o OpRow, attrs: &AttrFile) -> Vec<&'o str> {
    let absent = |v: &toml::Value| v.as_str() == Some("absent");
    op.attrs
        .iter()
        .filter(|a| {
            let row = attrs.attr.iter().find(|r| &r.name == *a).unwrap_or_else(|| panic!("{}: unknown attr {a}", op.name));
            if matches!(row.kind.as_str(), "bool" | "unit") || row.default.is_some() {
                return false;
            }
            let asked_for = op.reject.iter().any(|r| r.when.len() == 1 && r.when.get(a.as_str()).is_some_and(absent));
            let every_form = !op.form.is_empty() && op.form.iter().all(|f| f.when.get(a.as_str()).is_some_and(|v| !absent(v)));
            asked_for || every_form
        })
        .map(String::as_str)
        .collect()
}

/// The most operands and required attributes a method takes by position;
/// an op with more takes them by name, in its `{Op}Args` struct.
const MAX_POSITIONAL: usize = 7;

#[allow(clippy::too_many_arguments)]
fn gen_method(family: &str, op: &OpRow, all: &[Slot], required: &[&str], attrs: &AttrFile, (parent, module): (&str, &str), out: &mut String, mods: &mut String) {
    let mut params = Vec::new();
    let mut docs = Vec::new();
    let mut pushes = Vec::new();
    let mut lists_done: Vec<String> = Vec::new();
    for s in all {
        if let Some(list) = &s.list {
            if lists_done.contains(list) {
                continue;
            }
            lists_done.push(list.clone());
            let n = all.iter().filter(|t| t.list.as_deref() == Some(list)).count();
            let min = all.iter().filter(|t| t.list.as_deref() == Some(list) && !t.optional).count();
            let p = param_name(list);
            params.push(format!("{p}: &[{}]", rust_type(&s.kind)));
            docs.push(format!("/// - `{p}`: `{list}`, {min} to {n} values of kind `{}`", s.kind));
            pushes.push(format!("list(&mut slots, {p}.iter().map(|v| (*v).into()), {n})"));
            continue;
        }
        let p = param_name(&s.name);
        let space = if s.spaces.is_empty() { String::new() } else { format!(" in {}", s.spaces.join(" or ")) };
        let kw = s.keyword.as_ref().map_or(String::new(), |k| format!(" (written `{k} = %{}`)", s.name));
        if s.optional {
            params.push(format!("{p}: Option<{}>", rust_type(&s.kind)));
            docs.push(format!("/// - `{p}`: `{}` of kind `{}`{space}{kw}, optional", s.name, s.kind));
            pushes.push(format!("slots.push({p}.map(Into::into))"));
        } else {
            params.push(format!("{p}: {}", rust_type(&s.kind)));
            docs.push(format!("/// - `{p}`: `{}` of kind `{}`{space}{kw}", s.name, s.kind));
            pushes.push(format!("slots.push(Some({p}.into()))"));
        }
    }
    let mut set = String::new();
    for a in required {
        let row = attrs.attr.iter().find(|r| r.name == *a).expect("a required attr is the op's");
        let (param, text) = attrs::setter(row);
        // An operand may have the attribute's name (cp.async's cpSize).
        let mut p = escaped(param_name(a));
        if params.iter().any(|q| q.split(':').next() == Some(p.as_str())) {
            p += "_attr";
        }
        let text = match text.strip_prefix("value.text(") {
            Some(rest) => format!("attr::AttrValue::text(&value, {rest}"),
            None => text,
        };
        params.push(format!("{p}: {param}"));
        docs.push(format!("/// - `{p}`: the `{a}` attribute, which the op needs: {}", escape_html(row.doc.trim())));
        write!(set, ".attr(AttrKind::{}, {})", row.variant, text.replace("value", &p)).unwrap();
    }
    let name = method_name(&op.name);
    let ty = type_name(&name);
    writeln!(out, "    /// `{}`: {}", op.name, escape_html(op.summary.trim())).unwrap();
    if let Some(doc) = &op.library_doc {
        writeln!(out, "    ///\n    /// {}", escape_html(doc.trim())).unwrap();
    }
    out.push_str(&ptx_doc(op));
    out.push_str(blocks_doc(op));
    out.push_str("    ///\n");
    writeln!(out, "    /// Family `{family}`; spec {}.", op.spec).unwrap();
    if !docs.is_empty() {
        out.push_str("    ///\n    /// Operands:\n");
        for d in &docs {
            writeln!(out, "    {d}").unwrap();
        }
    }
    writeln!(out, "    ///\n    /// Attributes, predicate and result: [`op::{module}::{ty}`].").unwrap();
    let by_name = params.len() > MAX_POSITIONAL;
    let names: Vec<&str> = params.iter().map(|p| p.split(':').next().unwrap_or(p)).collect();
    let destructure = format!("        let op::{module}::{ty}Args {{ {} }} = args;", names.join(", "));
    let params = if by_name {
        gen_args_struct(&name, &ty, parent, &params, &docs, mods);
        let lt = if params.iter().any(|p| p.contains("&[")) { "'_, 'ctx" } else { "'ctx" };
        writeln!(out, "    ///\n    /// Its {} operands and attributes are named, in [`op::{module}::{ty}Args`].", params.len()).unwrap();
        format!(", args: op::{module}::{ty}Args<{lt}>")
    } else if params.is_empty() {
        String::new()
    } else {
        format!(", {}", params.join(", "))
    };
    writeln!(out, "    #[allow(unused_mut, clippy::too_many_arguments)]\n    pub fn {name}(&self{params}) -> op::{module}::{ty}<'l, 'a, 'ctx> {{").unwrap();
    if by_name {
        writeln!(out, "{destructure}").unwrap();
    }
    writeln!(out, "        let mut slots: Vec<Option<BasicValueEnum<'ctx>>> = Vec::with_capacity({});", all.len()).unwrap();
    for p in &pushes {
        writeln!(out, "        {p};").unwrap();
    }
    writeln!(out, "        op::{module}::{ty}(OpCall::new(self.0, {:?}, slots){set})\n    }}", op.name).unwrap();
}

/// The struct of an op's operands and required attributes by name, for a
/// method with more than [`MAX_POSITIONAL`] of them (`params` as `name: Type`,
/// `docs` as `/// - `name`: what it is`, one per parameter).
fn gen_args_struct(method: &str, ty: &str, parent: &str, params: &[String], docs: &[String], mods: &mut String) {
    let i = "        ";
    let slices = params.iter().any(|p| p.contains("&["));
    let lt = if slices { "'x, 'ctx" } else { "'ctx" };
    writeln!(mods, "{i}/// The operands and required attributes of [`{parent}::{method}`](crate::api::{parent}::{method}), by name.").unwrap();
    writeln!(mods, "{i}#[derive(Clone, Copy, Debug)]\n{i}pub struct {ty}Args<{lt}> {{").unwrap();
    for (p, d) in params.iter().zip(docs) {
        let doc = d.strip_prefix("/// - ").and_then(|d| d.split_once(": ").map(|(_, what)| what)).unwrap_or(d);
        writeln!(mods, "{i}    /// {doc}\n{i}    pub {},", p.replace("&[", "&'x [")).unwrap();
    }
    writeln!(mods, "{i}}}").unwrap();
}

/// The op's builder type: a setter per attribute of the op, `predicate`
/// where the op may be predicated, and `emit` typed by the op's result.
fn gen_op_type(op: &OpRow, all: &[Slot], required: &[&str], attrs: &AttrFile, parent: &str, out: &mut String) {
    let method = method_name(&op.name);
    let ty = type_name(&method);
    let i = "        ";
    writeln!(out, "{i}/// `{}`, from [`{parent}::{method}`](crate::api::{parent}::{method}): set its attributes, then emit it.", op.name).unwrap();
    writeln!(out, "{i}#[must_use = \"an op does nothing until .emit()\"]\n{i}pub struct {ty}<'l, 'a, 'ctx>(pub(in crate::api::typed) OpCall<'l, 'a, 'ctx>);").unwrap();
    writeln!(out, "{i}impl<'l, 'a, 'ctx> {ty}<'l, 'a, 'ctx> {{").unwrap();
    for a in op.attrs.iter().filter(|a| !required.contains(&a.as_str())) {
        let row = attrs.attr.iter().find(|r| &r.name == a).unwrap_or_else(|| panic!("{}: unknown attr {a}", op.name));
        let (param, text) = attrs::setter(row);
        let default = match (row.kind.as_str(), &row.default) {
            _ if row.doc.contains("default") => String::new(),
            ("bool" | "unit", _) => " Unset: false.".to_string(),
            (_, Some(d)) => format!(" Unset: `{d}`."),
            _ => String::new(),
        };
        writeln!(out, "{i}    /// {}{default}", escape_html(row.doc.trim())).unwrap();
        writeln!(out, "{i}    pub fn {}(self, value: {param}) -> Self {{\n{i}        {ty}(self.0.attr(AttrKind::{}, {text}))\n{i}    }}", escaped(param_name(a)), row.variant).unwrap();
    }
    if op.predicate {
        writeln!(out, "{i}    /// `predicate = %p`: the op runs only where `p` (an i1) holds, in a block of its own: the builder ends in the block where the guarded code joins ([`Lowering::end_block`](crate::api::Lowering::end_block)).\n{i}    pub fn predicate(self, p: IntValue<'ctx>) -> Self {{\n{i}        {ty}(self.0.predicate(p))\n{i}    }}").unwrap();
    }
    let emit = "Verifies, gates and emits the op at the builder's position ([`Lowering::emit`](crate::api::Lowering::emit)); on an error nothing is emitted.";
    let r = op.result.as_str();
    let fixed = |t: &str| format!("{i}    /// {emit} Returns its result.\n{i}    pub fn emit(self) -> Result<{t}, Error> {{\n{i}        self.0.emit_value()\n{i}    }}\n");
    let body = match r {
        "none" | "named_barrier" => format!("{i}    /// {emit}\n{i}    pub fn emit(self) -> Result<(), Error> {{\n{i}        self.0.emit_unit()\n{i}    }}\n"),
        "i1" | "i8" | "i16" | "i32" | "i64" | "i32 implied" => fixed("IntValue<'ctx>"),
        "ptr" => fixed("PointerValue<'ctx>"),
        r if r.starts_with("vector<") && !r.contains('|') => fixed("VectorValue<'ctx>"),
        r if r.starts_with('=') => {
            let src = all.iter().find(|s| s.name == r[1..]).unwrap_or_else(|| panic!("{}: no operand {r}", op.name));
            fixed(result_type(&src.kind))
        }
        // An optional result (an mbarrier arrive's state, a barrier
        // reduction's value): its own method, so that asking for it is no
        // run-time switch and `emit` has no result to ignore.
        "i64?" | "i32?" => {
            let bits = &r[1..3];
            format!(
                "{i}    /// {emit} The op's optional `{}` result is not asked for; see `emit_with_result`.\n{i}    pub fn emit(self) -> Result<(), Error> {{\n{i}        self.0.emit_unit()\n{i}    }}\n{i}    /// As `emit`, asking for the op's optional `{}` result, and returning it.\n{i}    pub fn emit_with_result(self) -> Result<IntValue<'ctx>, Error> {{\n{i}        self.0.emit_with_int_result({bits})\n{i}    }}\n",
                &r[..3],
                &r[..3]
            )
        }
        // The caller's choice of result type, within what the op allows.
        _ => format!("{i}    /// {emit} Its result type is the caller's, within `{r}` (another is an error); returns the result.\n{i}    pub fn emit(self, ty: impl BasicType<'ctx>) -> Result<BasicValueEnum<'ctx>, Error> {{\n{i}        self.0.emit_as(ty.as_basic_type_enum())\n{i}    }}\n"),
    };
    out.push_str(&body);
    writeln!(out, "{i}}}").unwrap();
}

/// `<` outside code spans escaped, so that rustdoc does not read `<before>` as HTML.
fn escape_html(text: &str) -> String {
    let mut out = String::new();
    let mut in_code = false;
    for c in text.chars() {
        if c == '`' {
            in_code = !in_code;
        }
        if c == '<' && !in_code {
            out.push('\\');
        }
        out.push(c);
    }
    out
}
