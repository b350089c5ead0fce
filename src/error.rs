//! The library's error: the diagnostics of a refused input, and the text
//! their spans point into when there is one.

use crate::diag::{render_all, Diagnostic};
use std::fmt;

/// The text a set of diagnostics points into.
#[derive(Clone, PartialEq, Eq)]
pub struct Source {
    /// The name shown in `file:line:col`.
    pub name: String,
    /// The source text the spans point into.
    pub text: String,
}

/// Short: the name and the text's size, never a whole module's listing.
impl fmt::Debug for Source {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Source").field("name", &self.name).field("text", &format_args!("<{} bytes>", self.text.len())).finish()
    }
}

/// Why nvvm-lower refused something: one or more diagnostics (errors, and
/// the warnings that came with them). `Display` renders them, with source
/// snippets where a [`Source`] is attached.
///
/// ```
/// use nvvm_lower::{driver::{compile_source, Options}, error::Error, target::Target};
/// fn compile(src: &str) -> Result<String, Box<dyn std::error::Error>> {
///     let out = compile_source(src, &Options::new(Target::parse("sm_80")?)).map_err(|ds| Error::new(ds).with_source("k.mlir", src))?;
///     Ok(out.text)
/// }
/// let err = compile("llvm.func @k() {\n  nvvm.cluster.wait\n  llvm.return\n}").unwrap_err();
/// assert!(err.to_string().contains("k.mlir:2:3"));
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Error {
    /// Errors first, then warnings.
    pub diagnostics: Vec<Diagnostic>,
    /// The source to render snippets from, if attached.
    pub source: Option<Source>,
}

impl Error {
    /// An error of these diagnostics, with no source attached.
    pub fn new(diagnostics: Vec<Diagnostic>) -> Error {
        Error { diagnostics, source: None }
    }

    /// Attaches the text the diagnostics' spans point into.
    pub fn with_source(mut self, name: impl Into<String>, text: impl Into<String>) -> Error {
        self.source = Some(Source { name: name.into(), text: text.into() });
        self
    }

    /// The first error's stable code (`gate-target`, `race`, ...).
    pub fn code(&self) -> &'static str {
        self.diagnostics.iter().find(|d| d.is_error()).or(self.diagnostics.first()).map_or("error", |d| d.code)
    }

    /// Every diagnostic, with source snippets where a source is attached.
    pub fn render(&self, color: bool) -> String {
        match &self.source {
            Some(s) => render_all(&self.diagnostics, &s.name, &s.text, color),
            None => self.diagnostics.iter().map(|d| format!("{d}\n")).collect(),
        }
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.render(false).trim_end())
    }
}

impl std::error::Error for Error {}

impl From<Diagnostic> for Error {
    fn from(d: Diagnostic) -> Error {
        Error::new(vec![d])
    }
}

impl From<Vec<Diagnostic>> for Error {
    fn from(ds: Vec<Diagnostic>) -> Error {
        Error::new(ds)
    }
}
