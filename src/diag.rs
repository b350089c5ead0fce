//! Diagnostics: a code, a message, a primary span, labels and notes, rendered
//! with source snippets and `file:line:col`.

use codespan_reporting::diagnostic::{Diagnostic as CsDiagnostic, Label};
use codespan_reporting::files::SimpleFile;
use codespan_reporting::term::{self, termcolor};
use std::ops::Range;

/// A byte range in the source text. Offsets are 32-bit (the parser refuses
/// an input of 4 GiB or more): every op and value carries spans, and on a
/// large module their size was a measurable part of the IR's.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Span {
    /// The first byte.
    pub start: u32,
    /// One past the last byte.
    pub end: u32,
}

impl Span {
    /// The bytes `start..end` (offsets past 4 GiB are cut to `u32::MAX`).
    pub fn new(start: usize, end: usize) -> Span {
        let cut = |x: usize| u32::try_from(x).unwrap_or(u32::MAX);
        Span { start: cut(start), end: cut(end) }
    }
    /// The smallest span covering both.
    pub fn to(self, other: Span) -> Span {
        Span { start: self.start.min(other.start), end: self.end.max(other.end) }
    }
    /// The first byte, as an index into the text.
    pub fn lo(self) -> usize {
        self.start as usize
    }
    /// One past the last byte, as an index into the text.
    pub fn hi(self) -> usize {
        self.end as usize
    }
    fn range(self) -> Range<usize> {
        self.lo()..self.hi().max(self.lo())
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
/// How bad a diagnostic is.
pub enum Severity {
    /// The input is refused (exit code 1).
    Error,
    /// The input is accepted; something deserves a look.
    Warning,
    /// The input is accepted; what was done to read it.
    Note,
}

impl Severity {
    /// The word a rendered diagnostic starts with.
    fn word(self) -> &'static str {
        match self {
            Severity::Error => "error",
            Severity::Warning => "warning",
            Severity::Note => "note",
        }
    }
}

/// One problem found in the input, or in what the backend or ptxas said of it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Diagnostic {
    /// Error or warning.
    pub severity: Severity,
    /// A stable short code, e.g. `gate-target`, used by tests and docs.
    pub code: &'static str,
    /// What is wrong, in one sentence.
    pub message: String,
    /// Where in the source, when it has one.
    pub span: Option<Span>,
    /// Secondary locations with their own message.
    pub labels: Vec<(Span, String)>,
    /// Further explanation and the fix, one line each.
    pub notes: Vec<String>,
    /// Where the caller's own source has the construct, when it is not text
    /// nvvm-lower read (a front end's `kernel.rs:12:5`): shown by `Display`.
    pub origin: Option<String>,
}

impl Diagnostic {
    /// An error with this code (`gate-target`, `range`, ...).
    pub fn error(code: &'static str, message: impl Into<String>) -> Diagnostic {
        Diagnostic { severity: Severity::Error, code, message: message.into(), span: None, labels: vec![], notes: vec![], origin: None }
    }
    /// A warning with this code.
    pub fn warning(code: &'static str, message: impl Into<String>) -> Diagnostic {
        Diagnostic { severity: Severity::Warning, ..Diagnostic::error(code, message) }
    }

    /// A note: what was done to read the input, which is accepted.
    pub fn note_of(code: &'static str, message: impl Into<String>) -> Diagnostic {
        Diagnostic { severity: Severity::Note, ..Diagnostic::error(code, message) }
    }
    /// Points the diagnostic at `span`.
    pub fn at(mut self, span: Span) -> Diagnostic {
        self.span = Some(span);
        self
    }
    /// Adds a secondary span with its own message.
    pub fn label(mut self, span: Span, msg: impl Into<String>) -> Diagnostic {
        self.labels.push((span, msg.into()));
        self
    }
    /// Adds a note.
    pub fn note(mut self, note: impl Into<String>) -> Diagnostic {
        self.notes.push(note.into());
        self
    }
    /// Places the diagnostic in the caller's own source (see [`Diagnostic::origin`]).
    pub fn with_origin(mut self, origin: impl Into<String>) -> Diagnostic {
        self.origin = Some(origin.into());
        self
    }
    /// The diagnostic as a user of LLVM IR reads it (a front end's module, the
    /// library): the input language's types in LLVM IR's spelling
    /// (`!llvm.ptr<1>` is `ptr addrspace(1)`, `vector<4xi32>` is
    /// `<4 x i32>`), and its own terms in LLVM's (`ret`, not `llvm.return`).
    ///
    /// ```
    /// use nvvm_lower::diag::Diagnostic;
    /// let d = Diagnostic::error("space", "operand #0 of 'nvvm.mbarrier.init' must be mbarrier barrier type, but got !llvm.ptr<1>").in_llvm_terms();
    /// assert_eq!(d.message, "operand #0 of 'nvvm.mbarrier.init' must be a pointer to an mbarrier, but got ptr addrspace(1)");
    /// ```
    pub fn in_llvm_terms(mut self) -> Diagnostic {
        self.message = llvm_terms(&self.message);
        self.notes = self.notes.iter().map(|n| llvm_terms(n)).collect();
        self.labels = self.labels.into_iter().map(|(s, l)| (s, llvm_terms(&l))).collect();
        self
    }
    /// Whether it refuses the input.
    pub fn is_error(&self) -> bool {
        self.severity == Severity::Error
    }
    /// Moves every span by `offset` bytes (for `--split-input-file` chunks).
    pub fn shifted(mut self, offset: usize) -> Diagnostic {
        let sh = |s: Span| Span::new(s.lo() + offset, s.hi() + offset);
        self.span = self.span.map(sh);
        self.labels = self.labels.into_iter().map(|(s, m)| (sh(s), m)).collect();
        self
    }

    /// Renders with a source snippet, `file:line:col` and notes. For several
    /// diagnostics of one source, [`render_all`] indexes its lines once.
    pub fn render(&self, file_name: &str, source: &str, color: bool) -> String {
        render_all(std::slice::from_ref(self), file_name, source, color)
    }

    fn render_in(&self, file: &SimpleFile<&str, &str>, color: bool) -> String {
        let mut d = match self.severity {
            Severity::Error => CsDiagnostic::error(),
            Severity::Warning => CsDiagnostic::warning(),
            Severity::Note => CsDiagnostic::note(),
        }
        .with_code(self.code)
        .with_message(&self.message)
        .with_notes(self.notes.clone());
        let mut labels = vec![];
        if let Some(s) = self.span {
            labels.push(Label::primary((), s.range()));
        }
        labels.extend(self.labels.iter().map(|(s, m)| Label::secondary((), s.range()).with_message(m)));
        d = d.with_labels(labels);
        let config = term::Config::default();
        let mut buf = if color { termcolor::Buffer::ansi() } else { termcolor::Buffer::no_color() };
        if term::emit(&mut buf, &config, file, &d).is_err() {
            return format!("{}: {}: {}\n", file.name(), self.code, self.message);
        }
        let text = String::from_utf8_lossy(buf.as_slice()).into_owned();
        // The front end's own source first (a `!dbg` location), then the
        // snippet of the IR nvvm-lower read, as clang shows a macro's expansion.
        match (&self.origin, text.split_once('\n')) {
            (Some(o), Some((head, rest))) => format!("{head}\n  --> {o}\n{rest}"),
            _ => text,
        }
    }

    /// The snippet of a span on a long line: the line cut to a window around
    /// the span, with `…` where it was cut; labels as notes with their place.
    fn render_window(&self, file_name: &str, source: &str, lines: &LineIndex) -> String {
        let span = self.span.unwrap_or_default().range();
        let (line, col) = lines.line_col(span.start);
        let (_, range) = lines.line_of(span.start);
        let from = floor_char(source, span.start.saturating_sub(WINDOW).max(range.start));
        let span_end = span.end.clamp(span.start, range.end).min(span.start + 2 * WINDOW);
        let to = floor_char(source, (span_end + WINDOW).min(range.end));
        let lead = if from > range.start { "…" } else { "" };
        let trail = if to < range.end { "…" } else { "" };
        let pad = lead.chars().count() + source[from..floor_char(source, span.start)].chars().count();
        let carets = source[floor_char(source, span.start)..floor_char(source, span_end)].chars().count().max(1);
        let level = self.severity.word();
        let num = line.to_string();
        let gutter = " ".repeat(num.len());
        let mut out = format!("{level}[{}]: {}\n", self.code, self.message);
        // The front end's source first, as on a short line.
        if let Some(o) = &self.origin {
            out.push_str(&format!("  --> {o}\n"));
        }
        out.push_str(&format!("{gutter} ┌─ {file_name}:{line}:{col}\n{gutter} │\n"));
        out.push_str(&format!("{num} │ {lead}{}{trail}\n", &source[from..to]));
        out.push_str(&format!("{gutter} │ {}{}\n{gutter} │\n", " ".repeat(pad), "^".repeat(carets)));
        for (s, m) in &self.labels {
            let (l, c) = lines.line_col(s.lo());
            out.push_str(&format!("{gutter} = {m}: {file_name}:{l}:{c}\n"));
        }
        for n in &self.notes {
            out.push_str(&format!("{gutter} = {n}\n"));
        }
        out.push('\n');
        out
    }

    /// `file:line:col` of the primary span (1-based), when there is one.
    pub fn location(&self, file_name: &str, source: &str) -> Option<String> {
        let s = self.span?;
        let (line, col) = line_col(source, s.lo());
        Some(format!("{file_name}:{line}:{col}"))
    }
}

/// Renders `diags`, all of `source`, one after another.
///
/// Building a file's line index reads all of it, so this builds it once: a
/// large module with many warnings would otherwise be read again for each.
///
/// ```
/// use nvvm_lower::diag::{render_all, Diagnostic, Span};
/// let src = "llvm.func @k() {\n  llvm.return\n}\n";
/// let ds = [Diagnostic::warning("w", "first").at(Span::new(0, 9)), Diagnostic::warning("w", "second").at(Span::new(19, 30))];
/// let text = render_all(&ds, "k.mlir", src, false);
/// assert!(text.contains("k.mlir:1:1") && text.contains("k.mlir:2:3"));
/// ```
///
/// Warnings of one code after the first [`MAX_WARNINGS_PER_CODE`] are folded
/// into one summary line, and a snippet of a line longer than [`LONG_LINE`]
/// bytes shows a window around the span: 60,000 warnings on one 1.3 MB line
/// once took minutes and gigabytes, each rendering the whole line.
pub fn render_all(diags: &[Diagnostic], file_name: &str, source: &str, color: bool) -> String {
    // Nothing to show: the source (a whole module's listing) is not indexed.
    if diags.is_empty() {
        return String::new();
    }
    // Control bytes of the input never reach the terminal: an ESC in a source
    // line could recolour it or set its title (even with --color never).
    let source = &*snippet_safe(source);
    let file_name = &*escaped(file_name);
    let escaped_diags: Vec<Diagnostic>;
    let diags = if diags.iter().any(has_controls) {
        escaped_diags = diags.iter().map(escape_diagnostic).collect();
        &escaped_diags[..]
    } else {
        diags
    };
    let file = SimpleFile::new(file_name, source);
    let lines = LineIndex::new(source);
    let mut shown: std::collections::HashMap<&str, usize> = std::collections::HashMap::new();
    let mut out = String::new();
    for d in diags {
        if d.severity == Severity::Warning {
            let n = shown.entry(d.code).or_insert(0);
            *n += 1;
            if *n > MAX_WARNINGS_PER_CODE {
                continue;
            }
        }
        match d.span.filter(|s| lines.line_len(s.lo()) > LONG_LINE) {
            Some(_) => out.push_str(&d.render_window(file_name, source, &lines)),
            None => out.push_str(&d.render_in(&file, color)),
        }
    }
    let mut folded: Vec<(&str, usize)> = shown.into_iter().filter(|(_, n)| *n > MAX_WARNINGS_PER_CODE).collect();
    folded.sort_unstable();
    for (code, n) in folded {
        out.push_str(&format!("warning[{code}]: {} more warnings like these were not shown\n\n", n - MAX_WARNINGS_PER_CODE));
    }
    out
}

/// A control character other than a line break or tab: shown escaped.
fn is_control(c: char) -> bool {
    c.is_control() && c != '\n' && c != '\t'
}

fn has_controls(d: &Diagnostic) -> bool {
    let any = |t: &str| t.chars().any(is_control);
    any(&d.message) || d.notes.iter().any(|n| any(n)) || d.labels.iter().any(|(_, m)| any(m)) || d.origin.as_deref().is_some_and(any)
}

/// `text` with each control character written as `\x1b` (or `\u{9b}`).
pub fn escaped(text: &str) -> std::borrow::Cow<'_, str> {
    if !text.chars().any(is_control) {
        return std::borrow::Cow::Borrowed(text);
    }
    let mut out = String::with_capacity(text.len() + 8);
    for c in text.chars() {
        match c {
            c if is_control(c) && (c as u32) < 0x80 => out.push_str(&format!("\\x{:02x}", c as u32)),
            c if is_control(c) => out.push_str(&format!("\\u{{{:x}}}", c as u32)),
            c => out.push(c),
        }
    }
    std::borrow::Cow::Owned(out)
}

fn escape_diagnostic(d: &Diagnostic) -> Diagnostic {
    Diagnostic {
        message: escaped(&d.message).into_owned(),
        notes: d.notes.iter().map(|n| escaped(n).into_owned()).collect(),
        labels: d.labels.iter().map(|(s, m)| (*s, escaped(m).into_owned())).collect(),
        origin: d.origin.as_deref().map(|o| escaped(o).into_owned()),
        ..d.clone()
    }
}

/// The source as a snippet shows it: each control character (but a line
/// break, a tab, and a carriage return before a line feed) replaced by as
/// many '?' as it has bytes, so that every span still points where it did.
fn snippet_safe(source: &str) -> std::borrow::Cow<'_, str> {
    let bad = |(i, c): (usize, char)| is_control(c) && !(c == '\r' && source[i + 1..].starts_with('\n'));
    if !source.char_indices().any(bad) {
        return std::borrow::Cow::Borrowed(source);
    }
    let mut out = String::with_capacity(source.len());
    for (i, c) in source.char_indices() {
        if bad((i, c)) {
            out.extend(std::iter::repeat('?').take(c.len_utf8()));
        } else {
            out.push(c);
        }
    }
    std::borrow::Cow::Owned(out)
}

/// Warnings of one code rendered before the rest are folded into a count.
pub const MAX_WARNINGS_PER_CODE: usize = 50;
/// Lines longer than this (in bytes) are shown as a window around the span.
pub const LONG_LINE: usize = 1024;
/// Bytes shown on each side of a span in a long line.
const WINDOW: usize = 100;

/// Line starts of a source, built once, for line and column look-ups in
/// logarithmic time (columns in characters, counted only on non-ASCII lines).
struct LineIndex<'a> {
    source: &'a str,
    starts: Vec<usize>,
}

impl<'a> LineIndex<'a> {
    fn new(source: &'a str) -> Self {
        let starts = std::iter::once(0).chain(source.match_indices('\n').map(|(i, _)| i + 1)).collect();
        LineIndex { source, starts }
    }
    /// (0-based line, its byte range without the newline).
    fn line_of(&self, offset: usize) -> (usize, Range<usize>) {
        let offset = offset.min(self.source.len());
        let line = self.starts.partition_point(|&s| s <= offset) - 1;
        let end = self.starts.get(line + 1).map_or(self.source.len(), |&e| e - 1);
        (line, self.starts[line]..end.max(self.starts[line]))
    }
    fn line_len(&self, offset: usize) -> usize {
        self.line_of(offset).1.len()
    }
    /// 1-based line and column (in characters).
    fn line_col(&self, offset: usize) -> (usize, usize) {
        let (line, range) = self.line_of(offset);
        let before = &self.source.as_bytes()[range.start..offset.min(self.source.len()).max(range.start)];
        let col = if before.is_ascii() { before.len() } else { String::from_utf8_lossy(before).chars().count() };
        (line + 1, col + 1)
    }
}

/// The largest char boundary of `s` at or below `i`.
fn floor_char(s: &str, mut i: usize) -> usize {
    i = i.min(s.len());
    while !s.is_char_boundary(i) {
        i -= 1;
    }
    i
}

/// 1-based line and column of a byte offset.
pub fn line_col(source: &str, offset: usize) -> (usize, usize) {
    let before = &source[..offset.min(source.len())];
    let line = before.matches('\n').count() + 1;
    let col = before.rsplit('\n').next().map_or(0, |l| l.chars().count()) + 1;
    (line, col)
}

/// `error[code]: message`, the caller's origin and the notes, without a
/// source snippet (for a snippet: [`Diagnostic::render`]).
///
/// ```
/// use nvvm_lower::diag::Diagnostic;
/// let d = Diagnostic::error("gate-target", "'nvvm.cluster.wait' is not available on sm_80").with_origin("kernel.rs:12:5").note("it needs sm_90");
/// assert_eq!(d.to_string(), "error[gate-target]: 'nvvm.cluster.wait' is not available on sm_80\n  --> kernel.rs:12:5\n  = it needs sm_90");
/// ```
impl std::fmt::Display for Diagnostic {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let level = self.severity.word();
        write!(f, "{level}[{}]: {}", self.code, self.message)?;
        if let Some(o) = &self.origin {
            write!(f, "\n  --> {o}")?;
        }
        for n in &self.notes {
            write!(f, "\n  = {n}")?;
        }
        Ok(())
    }
}

impl std::error::Error for Diagnostic {}

/// Levenshtein distance, for "did you mean" suggestions.
#[doc(hidden)]
pub fn edit_distance(a: &str, b: &str) -> usize {
    let b: Vec<char> = b.chars().collect();
    let mut prev: Vec<usize> = (0..=b.len()).collect();
    for (i, ca) in a.chars().enumerate() {
        let mut cur = vec![i + 1];
        for (j, cb) in b.iter().enumerate() {
            cur.push((prev[j] + usize::from(ca != *cb)).min(prev[j + 1] + 1).min(cur[j] + 1));
        }
        prev = cur;
    }
    prev[b.len()]
}

/// `text` with the input language's type spellings and terms in LLVM IR's.
fn llvm_terms(text: &str) -> String {
    const PHRASES: [(&str, &str); 5] = [
        ("mbarrier barrier type", "a pointer to an mbarrier"),
        ("named barrier type", "a named barrier (Lowering::named_barrier)"),
        ("(llvm.return, llvm.br or llvm.cond_br)", "(ret or br)"),
        ("define it with llvm.mlir.constant", "pass a constant (const_int)"),
        ("llvm.mlir.constant", "a constant"),
    ];
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while !rest.is_empty() {
        if let Some((from, to)) = PHRASES.iter().find(|(from, _)| rest.starts_with(from)) {
            out.push_str(to);
            rest = &rest[from.len()..];
        } else if let Some((ty, len)) = mlir_type(rest) {
            out.push_str(&ty);
            rest = &rest[len..];
        } else {
            let c = rest.chars().next().unwrap_or(' ');
            out.push(c);
            rest = &rest[c.len_utf8()..];
        }
    }
    out
}

/// The input-language type at the start of `s` in LLVM IR's spelling, and
/// the bytes it took; None where none starts there.
fn mlir_type(s: &str) -> Option<(String, usize)> {
    if let Some(r) = s.strip_prefix("!llvm.ptr<") {
        let n = r.find('>')?;
        let space: u32 = r[..n].trim().parse().ok()?;
        let ty = if space == 0 { "ptr".to_string() } else { format!("ptr addrspace({space})") };
        return Some((ty, "!llvm.ptr<".len() + n + 1));
    }
    if s.starts_with("!llvm.ptr") {
        return Some(("ptr".into(), "!llvm.ptr".len()));
    }
    if let Some(r) = s.strip_prefix("vector<") {
        let x = r.find('x')?;
        let lanes: u64 = r[..x].trim().parse().ok()?;
        let (elem, len) = element(&r[x + 1..])?;
        r[x + 1 + len..].starts_with('>').then(|| (format!("<{lanes} x {elem}>"), "vector<".len() + x + 1 + len + 1))
    } else if let Some(r) = s.strip_prefix("!llvm.array<") {
        let x = r.find(" x ")?;
        let n: u64 = r[..x].trim().parse().ok()?;
        let (elem, len) = element(&r[x + 3..])?;
        r[x + 3 + len..].starts_with('>').then(|| (format!("[{n} x {elem}]"), "!llvm.array<".len() + x + 3 + len + 1))
    } else if let Some(r) = s.strip_prefix("!llvm.struct<(") {
        let (mut fields, mut at) = (Vec::new(), 0);
        loop {
            let body = &r[at..];
            if let Some(end) = body.strip_prefix(")>") {
                let _ = end;
                return Some((format!("{{ {} }}", fields.join(", ")), "!llvm.struct<(".len() + at + 2));
            }
            let (f, len) = element(body)?;
            fields.push(f);
            at += len;
            at += usize::from(r[at..].starts_with(", ")) * 2;
        }
    } else {
        None
    }
}

/// A type inside another: an input-language type, or a plain scalar (`i32`,
/// `f16`, `bf16`) as it is.
fn element(s: &str) -> Option<(String, usize)> {
    mlir_type(s).or_else(|| {
        let len = s.find(|c: char| !c.is_ascii_alphanumeric()).unwrap_or(s.len());
        (len > 0).then(|| (s[..len].to_string(), len))
    })
}

#[cfg(test)]
mod llvm_terms_tests {
    use super::llvm_terms;

    #[test]
    fn types_and_terms_are_spelt_as_llvm_ir() {
        for (mlir, llvm) in [
            ("got !llvm.ptr<3>.", "got ptr addrspace(3)."),
            ("got !llvm.ptr", "got ptr"),
            ("got vector<4xi32>", "got <4 x i32>"),
            ("!llvm.struct<(i32, !llvm.ptr<1>, vector<2xf16>)>", "{ i32, ptr addrspace(1), <2 x f16> }"),
            ("!llvm.array<4 x !llvm.struct<(i64)>>", "[4 x { i64 }]"),
            ("block does not end with a terminator (llvm.return, llvm.br or llvm.cond_br)", "block does not end with a terminator (ret or br)"),
            ("vector<x> and !llvm.ptr<a> stay", "vector<x> and !llvm.ptr<a> stay"),
        ] {
            assert_eq!(llvm_terms(mlir), llvm, "{mlir}");
        }
    }
}

/// Who reads a diagnostic, by the door its input came through: the op
/// tables' and the checks' fix-its are written for the text door (the
/// input language's attributes, the CLI's flags), and [`Diagnostic::for_door`]
/// says them in the other doors' words.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Door {
    /// The MLIR-style text and its CLI flags: the fix-its as written.
    Text,
    /// A front end's LLVM IR (`.ll`, bitcode, `check`): its options are
    /// not the input language's (`--widen-cta-atomics` widens only the
    /// input language's atomics), so a fix-it names none it cannot take.
    LlvmIr,
    /// The Rust library ([`crate::api`]): the typed builders' setters and
    /// values, `Lowering`'s methods and `CompileOptions`' fields.
    Library,
}

/// Fix-it phrases of the text door and what each other door says instead
/// (`None`: the phrase is left out). Longest first where one contains another.
const DOOR_PHRASES: &[(&str, Option<&str>, Option<&str>)] = &[
    // (text door, LLVM IR door, library door)
    (", or let --widen-cta-atomics do it", None, Some(", or let Lowering::widen_cta_atomics(true) do it")),
    ("--widen-cta-atomics is on", Some("--widen-cta-atomics is on"), Some("Lowering::widen_cta_atomics(true) is on")),
    ("--fence-dsmem-writes inserts the fence", Some("compiling with --fence-dsmem-writes inserts the fence"), Some("CompileOptions { unordered_dsmem: UnorderedDsmem::Fence, .. } inserts the fence")),
    ("allowed by --allow-unordered-dsmem", Some("allowed by --allow-unordered-dsmem"), Some("allowed by UnorderedDsmem::Allow")),
    ("write {isCTAOnly = true}", Some("write {isCTAOnly = true}"), Some("call .cta_only(true)")),
];

/// `mem_scope = #nvsync.mem_scope<gpu>` (and `#nvvm.mem_scope<gpu>`) as the
/// library writes it: `.mem_scope(attr::Scope::Gpu)`, `attr::Scope::Gpu`.
fn library_scopes(text: &str) -> String {
    let mut out = text.to_string();
    for (scope, rust) in [("cta", "Cta"), ("cluster", "Cluster"), ("gpu", "Gpu"), ("sys", "Sys")] {
        out = out.replace(&format!("mem_scope = #nvsync.mem_scope<{scope}>"), &format!(".mem_scope(attr::Scope::{rust})"));
        for dialect in ["nvsync", "nvvm"] {
            out = out.replace(&format!("#{dialect}.mem_scope<{scope}>"), &format!("attr::Scope::{rust}"));
        }
    }
    out
}

impl Diagnostic {
    /// The diagnostic with its fix-its in `door`'s words (see [`Door`]):
    ///
    /// ```
    /// use nvvm_lower::diag::{Diagnostic, Door};
    /// let d = Diagnostic::error("rule", "a CTA-scope atomic on a global pointer ...").note("widen it: mem_scope = #nvsync.mem_scope<gpu> (spec 001, race pattern 1), or let --widen-cta-atomics do it");
    /// assert_eq!(d.clone().for_door(Door::Library).notes[0], "widen it: .mem_scope(attr::Scope::Gpu) (spec 001, race pattern 1), or let Lowering::widen_cta_atomics(true) do it");
    /// assert_eq!(d.for_door(Door::LlvmIr).notes[0], "widen it: mem_scope = #nvsync.mem_scope<gpu> (spec 001, race pattern 1)");
    /// ```
    pub fn for_door(mut self, door: Door) -> Diagnostic {
        if door == Door::Text {
            return self;
        }
        let say = |text: &str| {
            let mut out = text.to_string();
            for &(phrase, llvm_ir, library) in DOOR_PHRASES {
                let instead = if door == Door::Library { library } else { llvm_ir };
                out = out.replace(phrase, instead.unwrap_or(""));
            }
            if door == Door::Library { library_scopes(&out) } else { out }
        };
        self.notes = self.notes.iter().map(|n| say(n)).collect();
        self.message = say(&self.message);
        self
    }
}
