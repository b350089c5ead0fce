//! The library's typed op builders (`api::Nvvm`, `api::Nvsync`), one method
//! per op of `intrinsics/*.toml`: operands as typed parameters in the op's
//! order, named and documented from the data.

use super::{slots, OpRow, Slot};
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
        "i1" | "i8" | "i16" | "i32" | "i64" | "i128" => "IntValue<'ctx>",
        _ => "BasicValueEnum<'ctx>",
    }
}

/// One method per op of `family` whose name starts with `prefix`.
pub fn gen_builders(families: &[(String, Vec<&OpRow>)], prefix: &str, ty: &str, out: &mut String) {
    writeln!(out, "impl<'l, 'a, 'ctx> {ty}<'l, 'a, 'ctx> {{").unwrap();
    for (family, ops) in families {
        for op in ops.iter().filter(|o| o.name.starts_with(prefix)) {
            let all = slots(op);
            if all.iter().any(|s| s.kind == "named_barrier") || op.name.starts_with("nvsync.named_barrier.") {
                continue; // Lowering::named_barrier and its barrier_sync / barrier_arrive.
            }
            gen_method(family, op, &all, out);
        }
    }
    out.push_str("}\n");
}

fn gen_method(family: &str, op: &OpRow, all: &[Slot], out: &mut String) {
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
    writeln!(out, "    /// `{}`: {}", op.name, escape_html(op.summary.trim())).unwrap();
    out.push_str("    ///\n");
    writeln!(out, "    /// Family `{family}`; spec {}.", op.spec).unwrap();
    if !docs.is_empty() {
        out.push_str("    ///\n    /// Operands:\n");
        for d in &docs {
            writeln!(out, "    {d}").unwrap();
        }
    }
    if !op.attrs.is_empty() {
        out.push_str("    ///\n    /// Attributes (set with [`OpCall::with`]):");
        for a in &op.attrs {
            let v = super::attr_variant(a).unwrap_or_else(|| panic!("{}: unknown attr {a}", op.name));
            write!(out, " [`attr::{v}`]").unwrap();
        }
        out.push('\n');
    }
    if op.predicate {
        out.push_str("    ///\n    /// May be predicated ([`OpCall::predicate`]).\n");
    }
    let name = method_name(&op.name);
    let params = if params.is_empty() { String::new() } else { format!(", {}", params.join(", ")) };
    writeln!(out, "    #[allow(unused_mut, clippy::too_many_arguments)]\n    pub fn {name}(&self{params}) -> OpCall<'l, 'a, 'ctx> {{").unwrap();
    writeln!(out, "        let mut slots: Vec<Option<BasicValueEnum<'ctx>>> = Vec::with_capacity({});", all.len()).unwrap();
    for p in &pushes {
        writeln!(out, "        {p};").unwrap();
    }
    writeln!(out, "        OpCall::new(self.0, {:?}, slots)\n    }}", op.name).unwrap();
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
