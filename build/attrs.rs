//! `intrinsics/attrs.toml` → `ops::AttrKind` with its facts, and the typed
//! attribute values of the library (`api::attr`).

use serde::Deserialize;
use std::fmt::Write;
use std::sync::OnceLock;

#[derive(Deserialize)]
pub struct AttrFile {
    pub attr: Vec<AttrRow>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub struct AttrRow {
    pub name: String,
    pub variant: String,
    pub key: String,
    pub doc: String,
    pub kind: String,
    #[serde(rename = "enum")]
    pub enum_kind: Option<String>,
    #[serde(default)]
    pub values: Vec<String>,
    pub default: Option<String>,
    #[serde(default = "dict")]
    pub syntax: String,
    pub inline_keyword: Option<String>,
    /// The operand it is written right after, in angle brackets (`%a <signed>`).
    pub follows_operand: Option<String>,
    /// The inline keyword it is written right after, without a ',' (`level = L1 uniform`).
    pub follows_keyword: Option<String>,
    /// MLIR's format ends the keyword's group with ','.
    #[serde(default)]
    pub comma_after: bool,
    /// The width of MLIR's IntegerAttr, which an attr-dict literal must carry.
    pub mlir_int: Option<String>,
    /// A synchronisation attribute (refused, not ignored, on another op).
    #[serde(default)]
    pub sync: bool,
    /// A flag with no default: it must be written.
    #[serde(default)]
    pub required: bool,
}

fn dict() -> String {
    "dict".into()
}

static VARIANTS: OnceLock<Vec<(String, String)>> = OnceLock::new();

/// Reads the attribute table and checks it (unique names and variants, known kinds).
pub fn load(path: &std::path::Path) -> AttrFile {
    let file: AttrFile = toml::from_str(&std::fs::read_to_string(path).unwrap()).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let mut seen = std::collections::HashSet::new();
    for a in &file.attr {
        assert!(seen.insert(a.name.clone()) && seen.insert(format!("variant:{}", a.variant)), "attrs.toml: {} / {} appears twice", a.name, a.variant);
        assert!(["enum", "bool", "unit", "int"].contains(&a.kind.as_str()), "attrs.toml: {}: unknown kind {}", a.name, a.kind);
        assert!(["dict", "leading", "keyword", "inline", "bare_int", "type_suffix"].contains(&a.syntax.as_str()), "attrs.toml: {}: unknown syntax {}", a.name, a.syntax);
        assert!(a.kind != "enum" || !a.values.is_empty(), "attrs.toml: {}: an enum needs values", a.name);
        assert!(a.mlir_int.as_ref().is_none_or(|t| ["i16", "i32", "i64"].contains(&t.as_str())), "attrs.toml: {}: mlir_int is i16, i32 or i64", a.name);
        if let Some(d) = &a.default {
            assert!(a.values.is_empty() || a.values.contains(d), "attrs.toml: {}: default {d} is not a value", a.name);
        }
    }
    VARIANTS.set(file.attr.iter().map(|a| (a.name.clone(), a.variant.clone())).collect()).ok();
    file
}

/// The `AttrKind` variant of a data name.
pub fn variant(name: &str) -> Option<&'static str> {
    VARIANTS.get().expect("attrs.toml loaded first").iter().find(|(n, _)| n == name).map(|(_, v)| v.as_str())
}

fn values(a: &AttrRow) -> Vec<String> {
    match a.kind.as_str() {
        "bool" | "unit" => vec!["true".into(), "false".into()],
        _ => a.values.clone(),
    }
}

fn default(a: &AttrRow) -> Option<String> {
    match a.kind.as_str() {
        "bool" | "unit" if a.required => None,
        "bool" | "unit" => Some("false".into()),
        _ => a.default.clone(),
    }
}

/// `enum AttrKind` and its facts, included into `src/ops.rs`.
pub fn gen_attr_kind(file: &AttrFile, out: &mut String) {
    out.push_str("/// Attributes an op may carry: in its attr-dict, or (an enum) written before its\n/// operands as MLIR 22 does for `#nvvm.reduction<and> %p` (`intrinsics/attrs.toml`).\n");
    out.push_str("#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]\npub enum AttrKind {\n");
    for a in &file.attr {
        writeln!(out, "    /// {}\n    {},", a.doc, a.variant).unwrap();
    }
    out.push_str("}\n\nimpl AttrKind {\n");
    writeln!(out, "    /// Every attribute, in the order of `intrinsics/attrs.toml`.\n    pub const ALL: [AttrKind; {}] = [{}];", file.attr.len(), file.attr.iter().map(|a| format!("AttrKind::{}", a.variant)).collect::<Vec<_>>().join(", ")).unwrap();
    let str_fn = |out: &mut String, doc: &str, name: &str, f: &dyn Fn(&AttrRow) -> String| {
        writeln!(out, "    /// {doc}\n    pub fn {name}(self) -> &'static str {{\n        match self {{").unwrap();
        for a in &file.attr {
            writeln!(out, "            AttrKind::{} => {:?},", a.variant, f(a)).unwrap();
        }
        out.push_str("        }\n    }\n");
    };
    str_fn(out, "The key in the attr-dict.", "key", &|a| a.key.clone());
    str_fn(out, "The name `intrinsics/*.toml` uses for it in `attrs` and `when`.", "data_name", &|a| a.name.clone());
    str_fn(out, "What it is, for documentation.", "doc", &|a| a.doc.clone());
    let opt_fn = |out: &mut String, doc: &str, name: &str, f: &dyn Fn(&AttrRow) -> Option<String>| {
        writeln!(out, "    /// {doc}\n    pub fn {name}(self) -> Option<&'static str> {{\n        match self {{").unwrap();
        for a in &file.attr {
            writeln!(out, "            AttrKind::{} => {:?},", a.variant, f(a)).unwrap();
        }
        out.push_str("        }\n    }\n");
    };
    opt_fn(out, "For enum attributes, the `#dialect.kind` they are written with.", "enum_kind", &|a| a.enum_kind.clone());
    opt_fn(out, "The value when the attribute is not written.", "default", &default);
    opt_fn(out, "The operand it is written right after, in angle brackets (`nvvm.dot.accumulate.4way %a <signed>, %b <unsigned>, %c`).", "follows_operand", &|a| a.follows_operand.clone());
    opt_fn(out, "The inline keyword of the attribute this unit keyword is written right after, without a ',' (`nvvm.prefetch level = L1 uniform, %p`).", "follows_keyword", &|a| a.follows_keyword.clone());
    opt_fn(out, "The integer type of MLIR's attribute (`i32` for `num = 1 : i32`): an untyped literal is i64 in MLIR.", "mlir_int", &|a| a.mlir_int.clone());
    opt_fn(out, "The keyword of an attribute written outside the attr-dict as `keyword = value` (or a unit `keyword`): `nvvm.pmevent id = 3`.", "inline_keyword", &|a| a.inline_keyword.clone());
    writeln!(out, "    /// The values the attribute may take (an integer one: empty = any).\n    pub fn values(self) -> &'static [&'static str] {{\n        match self {{").unwrap();
    for a in &file.attr {
        writeln!(out, "            AttrKind::{} => &{:?},", a.variant, values(a)).unwrap();
    }
    out.push_str("        }\n    }\n");
    let bool_fn = |out: &mut String, doc: &str, name: &str, f: &dyn Fn(&AttrRow) -> bool| {
        let yes: Vec<String> = file.attr.iter().filter(|a| f(a)).map(|a| format!("AttrKind::{}", a.variant)).collect();
        let body = if yes.is_empty() { "false".to_string() } else { format!("matches!(self, {})", yes.join(" | ")) };
        writeln!(out, "    /// {doc}\n    pub fn {name}(self) -> bool {{\n        {body}\n    }}").unwrap();
    };
    bool_fn(out, "Written as an integer (`cluster_size = 4`).", "is_int", &|a| a.kind == "int");
    bool_fn(out, "An attribute of the synchronisation families: on an op that does not define it, refused rather than ignored.", "is_sync", &|a| a.sync);
    bool_fn(out, "Written by keyword, its group ends with ',' in MLIR's format (`level = L2, evict_priority = evict_last, %p`); otherwise the next keyword follows without one (`id = 1 mask = 3`).", "comma_after", &|a| a.comma_after);
    bool_fn(out, "A unit attribute: present (`{aligned}`) means true.", "is_unit", &|a| a.kind == "unit");
    bool_fn(out, "An enum written before the operands (`#nvvm.reduction<and> %p`, `<before>`).", "is_leading_enum", &|a| a.syntax == "leading");
    bool_fn(out, "A unit attribute written as a bare keyword after the operands (`pack`).", "is_inline", &|a| a.syntax == "inline");
    bool_fn(out, "An enum written as a bare keyword after the op name (`nvvm.shfl.sync bfly`).", "is_keyword_enum", &|a| a.syntax == "keyword");
    bool_fn(out, "An integer written bare before the operands (`nvvm.cp.async.bulk.wait_group 1`).", "is_bare_int", &|a| a.syntax == "bare_int");
    bool_fn(out, "A builtin type written in parentheses after a type of the type list (`: i16 (f8E4M3FN)`).", "is_type_suffix", &|a| a.syntax == "type_suffix");
    out.push_str("}\n");
}

/// A value name as a Rust variant: `async.global` → `AsyncGlobal`, `m=8,n=16` → `M8N16`.
fn value_variant(v: &str) -> String {
    let mut s = String::new();
    let mut up = true;
    for c in v.chars() {
        if c.is_ascii_alphanumeric() {
            s.push(if up { c.to_ascii_uppercase() } else { c });
            up = false;
        } else {
            up = c != '=';
        }
    }
    if s.starts_with(|c: char| c.is_ascii_digit()) {
        s.insert(0, 'V');
    }
    s
}

/// `api::attr`: one type per attribute, so that a builder's attributes are
/// checked by the Rust compiler (enums, flags and integers).
pub fn gen_typed_attrs(file: &AttrFile, out: &mut String) {
    for a in &file.attr {
        let v = &a.variant;
        match a.kind.as_str() {
            "enum" => {
                writeln!(out, "/// {}\n#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]\npub enum {v} {{", a.doc).unwrap();
                for val in &a.values {
                    writeln!(out, "    /// `{val}`\n    {},", value_variant(val)).unwrap();
                }
                out.push_str("}\n");
                writeln!(out, "impl AttrValue for {v} {{\n    const KIND: AttrKind = AttrKind::{v};\n    fn text(&self) -> String {{\n        match self {{").unwrap();
                for val in &a.values {
                    writeln!(out, "            {v}::{} => {val:?}.into(),", value_variant(val)).unwrap();
                }
                out.push_str("        }\n    }\n}\n");
            }
            "bool" | "unit" => {
                writeln!(out, "/// {}\n#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]\npub struct {v}(pub bool);", a.doc).unwrap();
                writeln!(out, "impl AttrValue for {v} {{\n    const KIND: AttrKind = AttrKind::{v};\n    fn text(&self) -> String {{\n        self.0.to_string()\n    }}\n}}").unwrap();
            }
            _ => {
                writeln!(out, "/// {}\n#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]\npub struct {v}(pub i64);", a.doc).unwrap();
                writeln!(out, "impl AttrValue for {v} {{\n    const KIND: AttrKind = AttrKind::{v};\n    fn text(&self) -> String {{\n        self.0.to_string()\n    }}\n}}").unwrap();
            }
        }
    }
}
