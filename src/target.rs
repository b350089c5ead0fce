//! GPU targets and PTX ISA versions.

use crate::diag::Diagnostic;
use crate::error::Error;
use std::fmt;
use std::str::FromStr;

/// A PTX ISA version LLVM 22 can emit (`intrinsics/targets.toml`): made by
/// [`PtxVersion::new`] or [`PtxVersion::parse`], which refuse any other, so
/// that a version LLVM does not know never reaches it.
///
/// ```compile_fail
/// let v = nvvm_lower::target::PtxVersion(89); // the field is private
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct PtxVersion(pub(crate) u32); // major * 10 + minor

impl PtxVersion {
    /// Version `major.minor`, if LLVM 22 emits it.
    ///
    /// ```
    /// use nvvm_lower::target::PtxVersion;
    /// assert_eq!(PtxVersion::new(8, 6).unwrap().to_string(), "8.6");
    /// assert!(PtxVersion::new(8, 9).is_err());
    /// ```
    pub fn new(major: u32, minor: u32) -> Result<PtxVersion, Error> {
        let v = (minor < 10).then(|| major.checked_mul(10).map(|m| PtxVersion(m + minor))).flatten();
        v.filter(|v| PTX_VERSIONS.contains(v)).ok_or_else(|| unknown_ptx_version(&format!("{major}.{minor}")))
    }
    /// Parses `8.6` (also `86` and `ptx86`), accepting only versions LLVM 22 can emit.
    ///
    /// ```
    /// use nvvm_lower::target::PtxVersion;
    /// assert_eq!(PtxVersion::parse("8.6"), PtxVersion::new(8, 6));
    /// assert!(PtxVersion::parse("9.1").is_err());
    /// ```
    pub fn parse(s: &str) -> Result<PtxVersion, Error> {
        // Digits only: `+8.0` or ` 8.0` is no version, and `8.01` is not 8.1.
        let t = s.strip_prefix("ptx").unwrap_or(s);
        let digits = |d: &str| !d.is_empty() && d.len() <= 3 && d.bytes().all(|c| c.is_ascii_digit());
        let code = match t.split_once('.') {
            Some((a, b)) if digits(a) && digits(b) && b.len() == 1 => a.parse::<u32>().ok().zip(b.parse::<u32>().ok()).map(|(a, b)| a * 10 + b),
            None if digits(t) => t.parse::<u32>().ok(),
            _ => None,
        };
        match code.map(PtxVersion) {
            Some(v) if PTX_VERSIONS.contains(&v) => Ok(v),
            _ => Err(unknown_ptx_version(s)),
        }
    }
    /// The major version, 8 in 8.6.
    pub fn major(self) -> u32 {
        self.0 / 10
    }
    /// The minor version, 6 in 8.6.
    pub fn minor(self) -> u32 {
        self.0 % 10
    }
    /// Whether LLVM 22 emits this version (always, for one made by
    /// [`PtxVersion::new`] or [`PtxVersion::parse`]).
    pub fn is_known(self) -> bool {
        PTX_VERSIONS.contains(&self)
    }
    /// The LLVM subtarget feature that selects this version (`+ptx86`).
    pub fn feature(self) -> String {
        format!("+ptx{}", self.0)
    }
    /// The next lower version LLVM knows, if any.
    pub fn previous(self) -> Option<PtxVersion> {
        PTX_VERSIONS.iter().rev().find(|v| **v < self).copied()
    }
}

impl FromStr for PtxVersion {
    type Err = Error;
    /// As [`PtxVersion::parse`].
    fn from_str(s: &str) -> Result<PtxVersion, Error> {
        PtxVersion::parse(s)
    }
}

/// A target name no row of `intrinsics/targets.toml` has (`ErrorCode::Target`);
/// the message lists the known ones.
fn unknown_target(s: &str) -> Error {
    let known = TARGETS.iter().map(|t| t.name).collect::<Vec<_>>().join(", ");
    Error::from(Diagnostic::error("target", format!("unknown target '{s}': expected one of {known}")))
}

/// A PTX ISA version LLVM 22 does not emit (`ErrorCode::PtxVersion`); the
/// message lists the ones it does.
fn unknown_ptx_version(s: &str) -> Error {
    let known = PTX_VERSIONS.iter().map(|v| v.to_string()).collect::<Vec<_>>().join(", ");
    Error::from(Diagnostic::error("ptx-version", format!("unknown PTX ISA version '{s}': LLVM 22 emits {known}")))
}

impl fmt::Display for PtxVersion {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}.{}", self.0 / 10, self.0 % 10)
    }
}

/// Arch-specific (`a`), family-specific (`f`) or plain target.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Variant {
    /// A plain target (`sm_90`): what later targets also run.
    Base,
    /// Arch-specific (`sm_90a`): this target only.
    Arch,
    /// Family-specific (`sm_100f`): this target's family.
    Family,
}

/// Which pinned ptxas assembles a target.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Ptxas {
    /// ptxas 12.9, for the targets CUDA 13 dropped or renamed.
    V12_9,
    /// ptxas 13.5.
    V13_5,
}

impl Ptxas {
    /// The highest PTX ISA version this ptxas reads.
    pub fn max_ptx(self) -> PtxVersion {
        match self {
            Ptxas::V12_9 => PtxVersion(88),
            Ptxas::V13_5 => PtxVersion(90),
        }
    }
    /// Its version, `13.5`.
    pub fn version(self) -> &'static str {
        match self {
            Ptxas::V12_9 => "12.9",
            Ptxas::V13_5 => "13.5",
        }
    }
}

/// A row of the target table.
#[derive(Debug)]
pub struct TargetInfo {
    /// The name, `sm_90a`.
    pub name: &'static str,
    /// The SM number, 90.
    pub sm: u32,
    /// Plain, arch- or family-specific.
    pub variant: Variant,
    /// The lowest PTX ISA version LLVM 22 accepts for this target.
    pub min_ptx: PtxVersion,
    /// The ptxas that assembles its PTX.
    pub ptxas: Ptxas,
    /// The most bytes of static shared memory one kernel may use.
    pub static_shared: u32,
    /// The most bytes of `.const` variables one module may have.
    pub const_bytes: u32,
}

/// How many bytes of parameters a kernel may have (the same on every target).
#[derive(Debug)]
pub struct KernelParamSpace {
    /// Below [`KernelParamSpace::wide_ptx`].
    pub bytes: u32,
    /// From [`KernelParamSpace::wide_ptx`] on.
    pub wide_bytes: u32,
    /// The PTX ISA version that raises the limit.
    pub wide_ptx: PtxVersion,
}

/// How many arguments one call may pass (the same on every target): past
/// them ptxas's parser runs out of stack ("memory exhausted").
#[derive(Debug)]
pub struct CallArgs {
    /// A call without a result.
    pub max: u32,
    /// A call with a result.
    pub max_with_result: u32,
}

impl CallArgs {
    /// The most arguments a call may pass, with or without a result.
    pub fn limit(&self, has_result: bool) -> u32 {
        if has_result {
            self.max_with_result
        } else {
            self.max
        }
    }
}

/// A GPU target LLVM 22 knows, such as `sm_90a`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Target {
    index: usize,
}

impl Target {
    /// Parses `sm_90a`, `compute_90a`, `sm90a` or `90a` (also through
    /// `str::parse`); each target is also a constant ([`Target::SM_90A`]).
    ///
    /// ```
    /// use nvvm_lower::target::Target;
    /// let t = Target::parse("compute_90a").unwrap();
    /// assert_eq!(t, Target::SM_90A);
    /// assert_eq!("sm_90a".parse::<Target>(), Ok(Target::SM_90A));
    /// assert!(Target::parse("sm_95").is_err());
    /// ```
    pub fn parse(s: &str) -> Result<Target, Error> {
        let t = s.trim().to_ascii_lowercase();
        let base = t.strip_prefix("compute_").or_else(|| t.strip_prefix("sm_")).or_else(|| t.strip_prefix("sm")).unwrap_or(&t);
        let name = format!("sm_{base}");
        TARGETS.iter().position(|r| r.name == name).map(|index| Target { index }).ok_or_else(|| unknown_target(s))
    }
    /// All targets, in table order.
    pub fn all() -> impl Iterator<Item = Target> {
        (0..TARGETS.len()).map(|index| Target { index })
    }
    /// Its row of `intrinsics/targets.toml`.
    pub fn info(self) -> &'static TargetInfo {
        &TARGETS[self.index]
    }
    /// The index into [`TARGETS`] (and bit in requirement masks).
    pub fn index(self) -> usize {
        self.index
    }
    /// The name, `sm_90a`.
    pub fn name(self) -> &'static str {
        self.info().name
    }
    /// The lowest PTX ISA version that knows the target.
    pub fn min_ptx(self) -> PtxVersion {
        self.info().min_ptx
    }
}

impl FromStr for Target {
    type Err = Error;
    /// As [`Target::parse`].
    fn from_str(s: &str) -> Result<Target, Error> {
        Target::parse(s)
    }
}

impl fmt::Display for Target {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

// TARGETS, PTX_VERSIONS and the Target constants, from intrinsics/targets.toml.
include!(concat!(env!("OUT_DIR"), "/targets.rs"));
