//! The protocol model: every thread's barrier state, followed over the
//! kernel's paths and around its loops.
//!
//! The op-level checks prove each op legal where it runs; this stage proves
//! the protocol the ops make up. It runs the kernel abstractly, once per CTA
//! of a cluster, with every thread of the CTA (the count its `reqntid` /
//! `maxntid` states), in groups of threads that take the same path: a branch
//! on the thread, warp or lane index, or on `elect.sync`, splits a group,
//! so each sync op knows which threads execute it and how many. Each op does
//! to the state what its data says (`model = "..."` in `intrinsics/`, and
//! the same effects read from inline PTX by [`crate::ptx_asm::effects`]):
//! an mbarrier's init count, the arrivals and transaction bytes of its
//! current phase, its phase; each named barrier's arrivals; the cluster
//! barrier's. A wait that cannot return yet blocks its group. Loops run as
//! the kernel runs them, with the integer parameters given one value (see
//! [`Launch`]), so a ring's index and parity are followed lap by lap.
//!
//! Verdicts: when no group can run and some wait, those waits never return
//! (an error with the trace of the barrier's events); a wait that returns on
//! a phase it already waited for, or before the first phase of a barrier
//! that completes by bytes; arrivals beyond the init count; bytes beyond what
//! the phase announced; a use of an mbarrier before its init is ordered
//! before it, or after its inval; a barrier of the whole CTA that some
//! threads exit without, or reach at different places. Where the path
//! depended on a value the model cannot see (memory, a tensor map's box),
//! the finding is a warning that says so. The model gives up on a kernel
//! it cannot follow (an op it has no effect for, an address it cannot name,
//! too many steps), silently: the op-level checks still hold.

mod flags;
mod lifetime;
mod machine;
mod value;

use crate::diag::{Diagnostic, Span};
use crate::ir::{Attr, Func, Module, OpKind};

/// How the model launches a kernel.
#[derive(Clone, Copy, Debug)]
pub struct Launch {
    /// The CTA's shape.
    pub dims: [u32; 3],
    /// The CTAs of a cluster, each run.
    pub cluster: u32,
    /// The value of every integer parameter (a problem size, a trip count):
    /// large enough that a pipeline ring wraps several times.
    pub param_value: u128,
}

/// One verdict, with the steps that lead to it.
#[derive(Clone, Debug)]
pub struct Finding {
    at: Span,
    message: String,
    steps: Vec<(Span, String)>,
    notes: Vec<String>,
    /// A branch on a value the model cannot see that the path took.
    unsure: Option<Span>,
    /// The verdict holds whatever the cluster's shape (an access to a peer
    /// CTA names one, so the cluster has it).
    any_cluster_shape: bool,
}

impl Finding {
    fn error(at: Span, message: impl Into<String>) -> Finding {
        Finding { at, message: message.into(), steps: Vec::new(), notes: Vec::new(), unsure: None, any_cluster_shape: false }
    }
    fn step(mut self, at: Span, what: impl Into<String>) -> Finding {
        self.steps.push((at, what.into()));
        self
    }
    fn note(mut self, n: impl Into<String>) -> Finding {
        self.notes.push(n.into());
        self
    }
    fn unsure(mut self, at: Span) -> Finding {
        self.unsure = Some(at);
        self
    }
    pub(super) fn any_cluster_shape(mut self) -> Finding {
        self.any_cluster_shape = true;
        self
    }

    fn diagnostic(self, launch: &Launch, assumed: &[&str]) -> Diagnostic {
        let assumed: Vec<&str> = assumed.iter().copied().filter(|a| !(self.any_cluster_shape && *a == CLUSTER_SHAPE)).collect();
        let certain = self.unsure.is_none() && assumed.is_empty();
        let mut d = if certain { Diagnostic::error("protocol", self.message) } else { Diagnostic::warning("protocol", self.message) }.at(self.at);
        for (i, (s, what)) in self.steps.into_iter().enumerate() {
            if s != Span::default() {
                d = d.label(s, format!("{}. {what}", i + 1));
            }
        }
        for n in self.notes {
            d = d.note(n);
        }
        if let Some(u) = self.unsure {
            d = d.label(u, "this path depends on a value the model cannot see (memory, or a parameter it does not follow)");
        }
        let [x, y, z] = launch.dims;
        d = d.note(format!("the model ran {} thread{} per CTA ({x}x{y}x{z}), {} CTA{} per cluster, every integer parameter = {} (docs/protocol.md)", x * y * z, if x * y * z == 1 { "" } else { "s" }, launch.cluster, if launch.cluster == 1 { "" } else { "s" }, launch.param_value));
        if !assumed.is_empty() {
            d = d.note(format!("only a warning: the kernel does not state {} (the model assumed the values above)", assumed.join(" or ")));
        }
        d
    }
}

/// What the model found in a module: errors, and warnings where the verdict
/// depends on what it cannot see.
#[derive(Debug, Default)]
pub struct ProtocolReport {
    pub errors: Vec<Diagnostic>,
    pub warnings: Vec<Diagnostic>,
}

/// The value every integer parameter takes.
pub const PARAM_VALUE: u128 = 1024;
/// What the model assumes of a kernel that addresses its cluster without
/// stating its shape.
const CLUSTER_SHAPE: &str = "its cluster shape (cluster_dim or __cluster_dims__)";
/// The CTA size where the kernel states none.
const DEFAULT_THREADS: u32 = 128;

/// Runs the model on every kernel of `m` that has a sync op it follows.
pub fn check_protocols(m: &Module) -> ProtocolReport {
    // Each kernel runs on its own (a large module's kernels on several
    // threads); the verdicts are joined in function order.
    let mut report = ProtocolReport::default();
    for part in crate::par::map_funcs(m, |run| check_kernels(m, run)) {
        report.errors.extend(part.errors);
        report.warnings.extend(part.warnings);
    }
    report
}

fn check_kernels(m: &Module, run: std::ops::Range<usize>) -> ProtocolReport {
    let mut report = ProtocolReport::default();
    for fi in run {
        let f = &m.funcs[fi];
        if f.is_kernel() {
            for d in flags::unacquired_polls(f) {
                match d.severity {
                    crate::diag::Severity::Error => report.errors.push(d),
                    _ => report.warnings.push(d),
                }
            }
        }
        if !f.is_kernel() || f.blocks.is_empty() || !has_effects(m, f, 0) {
            continue;
        }
        let (launch, assumed) = launch_of(f);
        if std::env::var_os("NVVM_LOWER_PROTOCOL_DEBUG").is_some_and(|v| v == "2") {
            for b in &f.blocks {
                for o in &b.ops {
                    eprintln!("  {:?} = {:?}", o.result.as_ref().map(|r| r.name.as_str()), o.kind);
                }
            }
        }
        let mut mach = machine::Machine::new(m, fi, launch);
        mach.run();
        if std::env::var_os("NVVM_LOWER_PROTOCOL_DEBUG").is_some() {
            eprintln!("protocol: @{}: {}", f.name, mach.summary());
        }
        if mach.gave_up.is_some() {
            continue;
        }
        // One finding per place: the first, whose trace leads to it.
        let mut seen = std::collections::HashSet::new();
        for finding in mach.findings {
            if !seen.insert(finding.at) {
                continue;
            }
            let d = finding.diagnostic(&launch, &assumed);
            match d.severity {
                crate::diag::Severity::Error => report.errors.push(d),
                _ => report.warnings.push(d),
            }
        }
    }
    report
}

/// Whether `f` (or a function it calls) has an op the model follows.
fn has_effects(m: &Module, f: &Func, depth: u32) -> bool {
    depth < 8
        && f.blocks.iter().flat_map(|b| &b.ops).any(|o| match &o.kind {
            OpKind::Table { spec, .. } => spec.effect.is_some(),
            OpKind::InlineAsm { asm, .. } => !crate::ptx_asm::effects(asm).is_empty(),
            OpKind::Call { callee, .. } => m.funcs.iter().find(|g| g.name == *callee).is_some_and(|g| has_effects(m, g, depth + 1)),
            _ => false,
        })
}

/// The CTA shape and cluster size the kernel states, and what it does not.
fn launch_of(f: &Func) -> (Launch, Vec<&'static str>) {
    let dims3 = |key: &str| match f.attrs.get(key).map(|(a, _)| a.clone()) {
        Some(Attr::IntArray(v)) if !v.is_empty() => {
            let d = |i: usize| v.get(i).and_then(|x| u32::try_from(*x).ok()).unwrap_or(1).max(1);
            Some([d(0), d(1), d(2)])
        }
        _ => None,
    };
    let mut assumed = Vec::new();
    let dims = dims3("nvvm.reqntid").or_else(|| dims3("nvvm.maxntid")).unwrap_or_else(|| {
        assumed.push("its thread count (reqntid, maxntid or __launch_bounds__)");
        [DEFAULT_THREADS, 1, 1]
    });
    let cluster = match dims3("nvvm.cluster_dim") {
        Some(c) => c.iter().product(),
        None if uses_cluster(f) => {
            assumed.push(CLUSTER_SHAPE);
            2
        }
        None => 1,
    };
    (Launch { dims, cluster: cluster.min(16), param_value: PARAM_VALUE }, assumed)
}

/// Whether the kernel addresses another CTA of its cluster or waits at the
/// cluster barrier.
fn uses_cluster(f: &Func) -> bool {
    f.blocks.iter().flat_map(|b| &b.ops).any(|o| match &o.kind {
        OpKind::Table { spec, .. } => spec.name == "nvvm.mapa" || spec.name.starts_with("nvvm.cluster.") || spec.name.starts_with("nvvm.read.ptx.sreg.cluster"),
        OpKind::InlineAsm { asm, .. } => asm.contains("mapa") || asm.contains("barrier.cluster") || asm.contains("cluster_ctarank"),
        _ => false,
    })
}

/// `thread 0`, `threads 32..127`, `threads 0, 32, 64 and 96`.
pub fn threads_text(t: &[u32]) -> String {
    match t {
        [] => "no thread".into(),
        [one] => format!("thread {one}{}", warp_lane(*one)),
        _ if t.windows(2).all(|w| w[1] == w[0] + 1) => format!("threads {}..{}", t[0], t[t.len() - 1]),
        _ if t.len() <= 4 => {
            let (last, rest) = t.split_last().expect("two or more");
            format!("threads {} and {last}", rest.iter().map(u32::to_string).collect::<Vec<_>>().join(", "))
        }
        _ => format!("{} threads ({}, {}, ... {})", t.len(), t[0], t[1], t[t.len() - 1]),
    }
}

fn warp_lane(t: u32) -> String {
    format!(" (warp {}, lane {})", t / 32, t % 32)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn threads_read_as_roles() {
        assert_eq!(threads_text(&[0]), "thread 0 (warp 0, lane 0)");
        assert_eq!(threads_text(&[128]), "thread 128 (warp 4, lane 0)");
        assert_eq!(threads_text(&(32..128).collect::<Vec<_>>()), "threads 32..127");
        assert_eq!(threads_text(&[0, 32, 64, 96]), "threads 0, 32, 64 and 96");
    }
}
