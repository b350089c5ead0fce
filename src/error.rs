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

/// Why nvvm-lower refused something: the crate's one error type, returned
/// by every door (the library's ops and [`crate::api::compile_to_ptx`],
/// [`crate::check::check_module`], [`crate::driver`]'s compilers and
/// readers, [`crate::target::Target::parse`], the range checks of
/// [`crate::api::attr`]). It holds one or more diagnostics (errors, and the
/// warnings that came with them); [`Error::kind`] is the first error's code
/// to match on, [`Error::location`] where it is. `Display` renders every
/// diagnostic, with source snippets where a [`Source`] is attached. It is a
/// `std::error::Error`, so `?` takes it into `Box<dyn Error>`:
///
/// ```
/// use inkwell::context::Context;
/// use nvvm_lower::{check::check_module, driver::read_llvm_ir, target::Target, Error, ErrorCode};
/// fn ptx_version(ll: &str, target: &str) -> Result<String, Box<dyn std::error::Error>> {
///     let ctx = Context::create();
///     let (m, text) = read_llvm_ir(&ctx, ll.as_bytes(), "k.ll")?;
///     Ok(check_module(&m, Target::parse(target)?, None, text)?.ptx.to_string())
/// }
/// let ll = "define ptx_kernel void @k() {\n  call void @llvm.nvvm.barrier.cluster.arrive()\n  ret void\n}\ndeclare void @llvm.nvvm.barrier.cluster.arrive()\n";
/// assert_eq!(ptx_version(ll, "sm_90").unwrap(), "7.8");
/// let refused = ptx_version(ll, "sm_80").unwrap_err();
/// match refused.downcast_ref::<Error>().map(Error::kind) {
///     Some(ErrorCode::GateTarget) => {} // the target lacks the op: try another
///     other => panic!("{other:?}: {refused}"),
/// }
/// assert_eq!(refused.downcast_ref::<Error>().unwrap().location().as_deref(), Some("<module>:2:3"));
/// let unknown = ptx_version(ll, "sm_91").unwrap_err();
/// assert_eq!(unknown.downcast_ref::<Error>().map(Error::kind), Some(ErrorCode::Target));
/// ```
///
/// A caller with the text its diagnostics point into attaches it, to have
/// snippets and `file:line:col`:
///
/// ```
/// use nvvm_lower::{driver::{compile_source, Options}, target::Target};
/// let src = "llvm.func @k() {\n  nvvm.cluster.wait\n  llvm.return\n}";
/// let err = compile_source(src, &Options::new(Target::parse("sm_80").unwrap())).unwrap_err().with_source("k.mlir", src);
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

    /// The errors (what refused the input), in order.
    pub fn errors(&self) -> impl Iterator<Item = &Diagnostic> {
        self.diagnostics.iter().filter(|d| d.is_error())
    }

    /// The warnings and notes that came with the errors.
    pub fn warnings(&self) -> impl Iterator<Item = &Diagnostic> {
        self.diagnostics.iter().filter(|d| !d.is_error())
    }

    /// The first error (or, in an error of warnings only, the first diagnostic).
    pub fn first(&self) -> Option<&Diagnostic> {
        self.diagnostics.iter().find(|d| d.is_error()).or(self.diagnostics.first())
    }

    /// The first error's message, without its code, location or notes.
    pub fn message(&self) -> &str {
        self.first().map_or("", |d| d.message.as_str())
    }

    /// Where the first error is: `file:line:col` in the attached source where
    /// it has a span, else its place in the caller's own source (the debug
    /// location of the front end's builder, [`crate::api::Lowering::at`], or
    /// the function and op it was built in).
    ///
    /// ```
    /// use inkwell::context::Context;
    /// use nvvm_lower::driver::read_llvm_ir;
    /// let ctx = Context::create();
    /// let err = read_llvm_ir(&ctx, b"define void @k() {\n  ret void\n  bogus\n}\n", "bad.ll").unwrap_err();
    /// assert_eq!(err.location().as_deref(), Some("bad.ll:3:3"));
    /// ```
    pub fn location(&self) -> Option<String> {
        let d = self.first()?;
        let in_source = self.source.as_ref().and_then(|s| d.location(&s.name, &s.text));
        in_source.or_else(|| d.origin.clone())
    }

    /// The first error's stable code (`gate-target`, `race`, ...), as the
    /// CLI writes it.
    pub fn code(&self) -> &'static str {
        self.first().map_or("error", |d| d.code)
    }

    /// The first error's code as an enum to match on:
    ///
    /// ```
    /// use nvvm_lower::{driver::{compile_source, Options}, error::{Error, ErrorCode}, target::Target};
    /// let err: Error = compile_source("llvm.func @k() {\n  nvvm.cluster.wait\n  llvm.return\n}", &Options::new(Target::parse("sm_80").unwrap())).unwrap_err();
    /// match err.kind() {
    ///     ErrorCode::GateTarget => {} // the target lacks the op: try another
    ///     other => panic!("{other}"),
    /// }
    /// ```
    pub fn kind(&self) -> ErrorCode {
        ErrorCode::from_code(self.code())
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

/// Every diagnostic, errors first: `for d in &err`.
impl<'a> IntoIterator for &'a Error {
    type Item = &'a Diagnostic;
    type IntoIter = std::slice::Iter<'a, Diagnostic>;
    fn into_iter(self) -> Self::IntoIter {
        self.diagnostics.iter()
    }
}

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

macro_rules! error_codes {
    ($($(#[$doc:meta])* $variant:ident => $code:literal,)*) => {
        /// What a diagnostic is about: its stable code (`Diagnostic::code`,
        /// the `error[...]` of the CLI) as an enum a front end can match on.
        ///
        /// ```
        /// use nvvm_lower::error::ErrorCode;
        /// assert_eq!(ErrorCode::from_code("gate-target"), ErrorCode::GateTarget);
        /// assert_eq!(ErrorCode::Race.as_str(), "race");
        /// ```
        #[non_exhaustive]
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        pub enum ErrorCode {
            $($(#[$doc])* $variant,)*
            /// A code this version does not list (no diagnostic of this
            /// crate has one: tests/library_api.rs checks every code it writes).
            Unknown,
        }

        impl ErrorCode {
            /// The code as the CLI writes it (`gate-target`).
            pub fn as_str(self) -> &'static str {
                match self {
                    $(ErrorCode::$variant => $code,)*
                    ErrorCode::Unknown => "unknown",
                }
            }

            /// The enum of a code (`Unknown` for one this version does not list).
            pub fn from_code(code: &str) -> ErrorCode {
                match code {
                    $($code => ErrorCode::$variant,)*
                    _ => ErrorCode::Unknown,
                }
            }
        }
    };
}

error_codes! {
    /// `gate-target`: the target lacks the op, intrinsic or instruction.
    GateTarget => "gate-target",
    /// `target`: a target name `intrinsics/targets.toml` does not list.
    Target => "target",
    /// `gate-ptx`: the pinned PTX ISA version is below what an op needs.
    GatePtx => "gate-ptx",
    /// `ptx-version`: a PTX ISA version LLVM 22 does not emit, or one the target cannot use.
    PtxVersion => "ptx-version",
    /// `race`: a structural race (spec 001's patterns).
    Race => "race",
    /// `protocol`: the protocol model's verdict (a wait that never returns,
    /// a wrong parity, arrivals or bytes that do not match; docs/protocol.md).
    Protocol => "protocol",
    /// `range`: a constant operand outside its range.
    Range => "range",
    /// `immediate`: an operand that must be a constant is not.
    Immediate => "immediate",
    /// `rule`: a verifier rule of the op's table.
    Rule => "rule",
    /// `type`: an operand, result or type list of the wrong type.
    Type => "type",
    /// `attr`: an attribute the op does not take, or a value it cannot have.
    Attr => "attr",
    /// `operands`: the wrong number of operands.
    Operands => "operands",
    /// `result`: a result the op cannot give, or one it must have.
    Result => "result",
    /// `predicate`: a predicate operand the op cannot take.
    Predicate => "predicate",
    /// `space`: a pointer in an address space the op or access cannot use.
    Space => "space",
    /// `scope`: a memory scope the target or op cannot use.
    Scope => "scope",
    /// `syncscope`: an LLVM sync scope NVPTX does not know.
    Syncscope => "syncscope",
    /// `order`: an ordering the op cannot take.
    Order => "order",
    /// `ordering`: a memory ordering the target or access cannot have.
    Ordering => "ordering",
    /// `dropped-ordering`: an ordering llc-22 would drop silently.
    DroppedOrdering => "dropped-ordering",
    /// `form`: no form of the op fits its operands and attributes.
    Form => "form",
    /// `wgmma`: a wgmma shape or type combination that does not exist.
    Wgmma => "wgmma",
    /// `mma`: a warp-level MMA shape or type combination that does not exist.
    Mma => "mma",
    /// `wmma`: a WMMA shape or type combination that does not exist.
    Wmma => "wmma",
    /// `cta-group`: a kernel mixing tcgen05 cta_group::1 and ::2.
    CtaGroup => "cta-group",
    /// `cluster-size`: a handshake whose group does not fit the kernel's cluster.
    ClusterSize => "cluster-size",
    /// `no-cluster`: a cluster op in a kernel launched without a cluster.
    NoCluster => "no-cluster",
    /// `const-param`: a kernel parameter written to.
    ConstParam => "const-param",
    /// `memory-limit`: shared, constant or parameter memory over the target's limit.
    MemoryLimit => "memory-limit",
    /// `named-barrier`: a named barrier misused, or none left.
    NamedBarrier => "named-barrier",
    /// `pipeline-commit`: a pipeline commit some threads skip.
    PipelineCommit => "pipeline-commit",
    /// `inline-ptx`: inline PTX that cannot be assembled as written.
    InlinePtx => "inline-ptx",
    /// `unknown-intrinsic`: an llvm.nvvm.* name LLVM 22 does not define.
    UnknownIntrinsic => "unknown-intrinsic",
    /// `unchecked`: an intrinsic or instruction nvvm-lower cannot check.
    Unchecked => "unchecked",
    /// `unknown-op`: an op name no table has.
    UnknownOp => "unknown-op",
    /// `unsupported`: input nvvm-lower does not take.
    Unsupported => "unsupported",
    /// `unsupported-op`: an MLIR 22 op nvvm-lower refuses, with its reason.
    UnsupportedOp => "unsupported-op",
    /// `undefined`: a value or function used but not defined.
    Undefined => "undefined",
    /// `dominance`: a value read where its definition does not dominate.
    Dominance => "dominance",
    /// `alias`: a function alias or ifunc PTX cannot express.
    Alias => "alias",
    /// `reflect`: a use of `__nvvm_reflect` LLVM's NVVMReflect cannot fold.
    Reflect => "reflect",
    /// `redefinition`: a name defined twice.
    Redefinition => "redefinition",
    /// `symbol`: a symbol name PTX cannot have.
    Symbol => "symbol",
    /// `call`: a call that does not match its callee.
    Call => "call",
    /// `block`: a block or branch that is malformed.
    Block => "block",
    /// `safety`: a construct that would abort LLVM or crash ptxas.
    Safety => "safety",
    /// `widened`: a CTA-scope atomic widened to gpu scope (a warning).
    Widened => "widened",
    /// `triple`: a module of another target triple (a warning).
    Triple => "triple",
    /// `parse`: text that does not parse.
    Parse => "parse",
    /// `input`: input that cannot be read (encoding, size).
    Input => "input",
    /// `depth`: LLVM IR nested deeper than LLVM's recursion can take
    /// (types, constant expressions, metadata; `nvvm_lower::reader`).
    Depth => "depth",
    /// `metadata`: metadata LLVM's verifier takes and its NVPTX backend
    /// crashes on (a loop's unroll count without its count).
    Metadata => "metadata",
    /// `llvm-verify`: LLVM's verifier rejects the module.
    LlvmVerify => "llvm-verify",
    /// `backend`: LLVM's code generator failed.
    Backend => "backend",
    /// `ptxas`: ptxas refused the PTX or could not run.
    Ptxas => "ptxas",
    /// `emit`: the module could not be written as LLVM IR.
    Emit => "emit",
    /// `builder`: the front end's builder is not where an op can go.
    Builder => "builder",
    /// `io`: a file could not be read or written.
    Io => "io",
    /// `internal`: a bug in nvvm-lower.
    Internal => "internal",
}

impl fmt::Display for ErrorCode {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

impl Diagnostic {
    /// The diagnostic's code as an [`ErrorCode`].
    pub fn kind(&self) -> ErrorCode {
        ErrorCode::from_code(self.code)
    }
}
