//! # nvvm-lower
//!
//! Lowers GPU synchronisation — the mbarrier state machine first — from MLIR-style
//! text (the `llvm` and `nvvm` dialects of MLIR 22) or from a Rust front end's own
//! inkwell module, into LLVM IR calling `llvm.nvvm.*` intrinsics, gated per GPU
//! target and PTX ISA version, and then into PTX that ptxas accepts.
//!
//! The stages mirror the data flow: [`parse`] → [`verify`] (each op once; the
//! race checks) → [`lower`] (the `nvsync` dialect into nvvm ops, of which only
//! the new ones are then verified) → [`emit`] → [`backend`]; [`driver`] runs
//! them on text, and [`api::Lowering`] runs the same front half on the ops a
//! front end emits into its own module. Op facts live in `intrinsics/*.toml`
//! and reach the code through [`ops`].
//!
//! ```
//! use nvvm_lower::{driver::{compile_source, Options}, target::Target};
//! let src = r#"
//! llvm.func @wait(%bar: !llvm.ptr<3>, %phase: i32, %ticks: i32) {
//!   nvvm.mbarrier.try_wait.parity %bar, %phase, %ticks : !llvm.ptr<3>, i32, i32
//!   llvm.return
//! }"#;
//! let sm90 = Target::parse("sm_90").unwrap();
//! let ptx = compile_source(src, &Options::new(sm90)).unwrap().text;
//! assert!(ptx.contains("mbarrier.try_wait.parity.shared.b64"));
//! // The same op does not exist on sm_80: a diagnostic, not an LLVM abort.
//! let sm80 = Target::parse("sm_80").unwrap();
//! let err = compile_source(src, &Options::new(sm80)).unwrap_err();
//! assert_eq!(err.kind(), nvvm_lower::ErrorCode::GateTarget);
//! ```
//!
//! Every door refuses with one error type, [`Error`] (a `std::error::Error`
//! holding the diagnostics, with [`Error::kind`] to match on).

#![warn(missing_docs)]

// The Rust blocks of the README and the library guide are doctests.
#[cfg(doctest)]
#[doc = include_str!("../README.md")]
struct ReadmeDoctests;
#[cfg(doctest)]
#[doc = include_str!("../docs/library.md")]
struct LibraryGuideDoctests;

pub mod api;
pub mod backend;
pub mod check;
pub mod diag;
pub mod driver;
pub mod error;
pub use error::{Error, ErrorCode};
mod float_literals;
mod libnvvm;
pub mod mlir_ops;
pub mod oom;
pub mod ops;
pub mod ptx_asm;
pub mod reader;
pub mod target;
pub mod layout;
pub mod types;

// The stages and their data, public for the project's tests, benchmarks,
// fuzz targets and program generators (crates/synth), not an interface: a
// front end uses `api`, `check` and `driver`.
#[doc(hidden)]
pub mod emit;
mod hash;
mod par;
#[doc(hidden)]
pub mod ir;
#[doc(hidden)]
pub mod lift;
#[doc(hidden)]
pub mod lower;
#[doc(hidden)]
pub mod parse;
#[doc(hidden)]
pub mod verify;
