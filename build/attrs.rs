//! `intrinsics/attrs.toml` → `ops::AttrKind` with its facts, and the typed
//! attribute values of the library (`api::attr`).

use serde::Deserialize;
use std::fmt::Write;
use std::sync::OnceLock;

#[derive(Deserialize)]
pub struct AttrFile {
    pub attr: Vec<AttrRow>,
    /// Rust enums that several attributes share (`api::attr::Scope`).
    #[serde(default)]
    pub shared: Vec<SharedRow>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SharedRow {
    pub name: String,
    pub doc: String,
    pub variants: Vec<String>,
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
    /// The shared Rust type (a `[[shared]]` entry) of the library's builders.
    pub rust: Option<String>,
    /// An int's closed set as a Rust enum: one variant name per value.
    #[serde(default)]
    pub variants: Vec<String>,
    /// An int's inclusive range, checked by its library constructor.
    pub range: Option<[i64; 2]>,
    /// An int's step, checked by its library constructor.
    pub multiple_of: Option<i64>,
    /// An int's allowed values, checked by its library constructor.
    #[serde(default)]
    pub one_of: Vec<i64>,
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
    for a in &file.attr {
        if let Some(r) = &a.rust {
            let sh = file.shared.iter().find(|s| &s.name == r).unwrap_or_else(|| panic!("attrs.toml: {}: no [[shared]] {r}", a.name));
            // Values past the variants have no Rust value (cta_4, which
            // every op refuses): the typed builders cannot write them.
            assert!(!sh.variants.is_empty(), "attrs.toml: {r} has no variants");
        }
        assert!(a.variants.is_empty() || (a.kind == "int" && a.variants.len() == a.values.len()), "attrs.toml: {}: `variants` names each value of an int", a.name);
        assert!(a.kind == "int" || (a.range.is_none() && a.one_of.is_empty() && a.multiple_of.is_none()), "attrs.toml: {}: range, one_of and multiple_of are for ints", a.name);
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

/// `api::attr`: a Rust type per attribute value set, so that the typed
/// builders' attributes are checked by the Rust compiler: an enum for each
/// enumerated attribute (one shared enum where several attributes take the
/// same set, as the scopes and cta_groups do), an enum for an integer with a
/// small closed set (`ClusterSize`), and for another integer a newtype whose
/// constructor checks the range (`Depth::new(0)` is an error). Flags need no
/// type: their setters take a `bool`.
pub fn gen_typed_attrs(file: &AttrFile, out: &mut String) {
    for sh in &file.shared {
        let users: Vec<&AttrRow> = file.attr.iter().filter(|a| a.rust.as_deref() == Some(sh.name.as_str())).collect();
        let uses: Vec<String> = users.iter().map(|a| format!("`{}`", a.key)).collect();
        writeln!(out, "/// {}\n///\n/// The value of {}.\n#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]\npub enum {} {{", sh.doc, uses.join(", "), sh.name).unwrap();
        for (i, v) in sh.variants.iter().enumerate() {
            let spellings: Vec<String> = users.iter().filter_map(|a| a.values.get(i)).map(|t| format!("`{t}`")).collect::<std::collections::BTreeSet<_>>().into_iter().collect();
            writeln!(out, "    /// {}\n    {v},", spellings.join(", ")).unwrap();
        }
        writeln!(out, "}}\nimpl AttrValue for {} {{\n    fn text(&self, kind: AttrKind) -> String {{\n        match (kind, self) {{", sh.name).unwrap();
        for a in &users {
            for (v, t) in sh.variants.iter().zip(&a.values) {
                writeln!(out, "            (AttrKind::{}, {}::{v}) => {t:?}.into(),", a.variant, sh.name).unwrap();
            }
        }
        // A value the attribute lacks (cta_group::4 on a tcgen05 op that
        // takes 1 or 2) is written as another attribute spells it, so that
        // emit refuses it by name ("'cta_4' is not a value of 'cta_group'").
        for (i, v) in sh.variants.iter().enumerate() {
            let t = users.iter().find_map(|a| a.values.get(i)).unwrap_or_else(|| panic!("attrs.toml: no attribute takes {}::{v}", sh.name));
            writeln!(out, "            (_, {}::{v}) => {t:?}.into(),", sh.name).unwrap();
        }
        out.push_str("        }\n    }\n}\n");
    }
    for a in file.attr.iter().filter(|a| a.rust.is_none()) {
        let v = &a.variant;
        match a.kind.as_str() {
            "enum" => gen_enum(out, a, &a.values.iter().map(|x| value_variant(x)).collect::<Vec<_>>()),
            "int" if !a.variants.is_empty() => gen_enum(out, a, &a.variants),
            "int" => {
                let (check, expected) = int_rule(a);
                writeln!(out, "/// {}\n///\n/// Valid: {expected}.\n#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]\npub struct {v}(i64);", a.doc).unwrap();
                writeln!(out, "impl {v} {{\n    /// `n`, or an error of kind `ErrorCode::Range` unless it is {expected}.\n    pub fn new(n: i64) -> Result<{v}, crate::error::Error> {{\n        if {check} {{\n            Ok({v}(n))\n        }} else {{\n            Err(out_of_range(AttrKind::{v}, n, {expected:?}))\n        }}\n    }}").unwrap();
                writeln!(out, "    /// The number.\n    pub fn get(self) -> i64 {{\n        self.0\n    }}\n}}").unwrap();
                writeln!(out, "impl AttrValue for {v} {{\n    fn text(&self, _: AttrKind) -> String {{\n        self.0.to_string()\n    }}\n}}").unwrap();
            }
            _ => {} // Flags: the setters take a bool.
        }
    }
}

/// An enum attribute (or an int one with `variants`): one variant per value.
fn gen_enum(out: &mut String, a: &AttrRow, names: &[String]) {
    let v = &a.variant;
    writeln!(out, "/// {}\n#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]\npub enum {v} {{", a.doc).unwrap();
    for (name, val) in names.iter().zip(&a.values) {
        writeln!(out, "    /// `{val}`\n    {name},").unwrap();
    }
    writeln!(out, "}}\nimpl AttrValue for {v} {{\n    fn text(&self, _: AttrKind) -> String {{\n        match self {{").unwrap();
    for (name, val) in names.iter().zip(&a.values) {
        writeln!(out, "            {v}::{name} => {val:?}.into(),").unwrap();
    }
    out.push_str("        }\n    }\n}\n");
}

/// An int attribute's constructor check (on `n`) and its wording.
fn int_rule(a: &AttrRow) -> (String, String) {
    let nums: Vec<i64> = if a.one_of.is_empty() { a.values.iter().map(|x| x.parse().unwrap_or_else(|_| panic!("attrs.toml: {}: {x} is no integer", a.name))).collect() } else { a.one_of.clone() };
    let contiguous = nums.windows(2).all(|w| w[1] == w[0] + 1);
    let list = |ns: &[i64]| ns.iter().map(i64::to_string).collect::<Vec<_>>().join(", ");
    match (a.range, a.multiple_of) {
        _ if nums.len() > 2 && contiguous => (format!("({}..={}).contains(&n)", nums[0], nums[nums.len() - 1]), format!("{} to {}", nums[0], nums[nums.len() - 1])),
        _ if !nums.is_empty() => (format!("[{}].contains(&n)", list(&nums)), format!("one of {}", list(&nums))),
        (Some([lo, hi]), _) if lo == hi => (format!("n == {lo}"), lo.to_string()),
        (Some([lo, hi]), Some(m)) => (format!("({lo}..={hi}).contains(&n) && n % {m} == 0"), format!("a multiple of {m} from {lo} to {hi}")),
        (Some([lo, hi]), None) => (format!("({lo}..={hi}).contains(&n)"), format!("{lo} to {hi}")),
        (None, _) => ("true".into(), "any integer".into()),
    }
}

/// How a typed builder's setter for attribute `a` is written: its parameter
/// type and the expression giving the attribute's text from `value`.
pub fn setter(a: &AttrRow) -> (String, String) {
    match (a.kind.as_str(), &a.rust) {
        ("bool" | "unit", _) => ("bool".into(), "value.to_string()".into()),
        (_, Some(r)) => (format!("attr::{r}"), format!("value.text(AttrKind::{})", a.variant)),
        _ => (format!("attr::{}", a.variant), format!("value.text(AttrKind::{})", a.variant)),
    }
}
