//! A DSMEM handshake's group must fit the cluster it runs in. The handshake
//! maps the ranks of its group of `cluster_size` consecutive CTAs; where the
//! kernel fixes its cluster (`nvvm.cluster_dim`, or a bound in
//! `nvvm.cluster_max_blocks`), a group that does not divide the cluster maps
//! ranks that do not exist, and the peers' waits never complete. Checked for
//! every kernel, through the functions it calls.

use crate::diag::{Diagnostic, Span};
use crate::ir::{Attr, Func, Module, Op, OpKind};
use crate::ops::AttrKind;
use std::collections::{HashMap, HashSet, VecDeque};

/// A handshake of more than one CTA in a function's own body.
struct Handshake {
    size: i128,
    span: Span,
}

/// The kernel's cluster: its CTA count when fixed, else its bound.
enum Shape {
    Exact(i128),
    AtMost(i128),
}

fn shape(k: &Func) -> Option<(Shape, Span)> {
    let product = |key: &str| match k.attrs.get(key) {
        Some((Attr::IntArray(v), span)) => Some((v.iter().product::<i128>(), span)),
        Some((Attr::Int(x), span)) => Some((*x, span)),
        _ => None,
    };
    product("nvvm.cluster_dim").map(|(n, s)| (Shape::Exact(n), s)).or_else(|| product("nvvm.cluster_max_blocks").map(|(n, s)| (Shape::AtMost(n), s)))
}

fn direct(f: &Func) -> (Vec<Handshake>, Vec<&str>) {
    let mut handshakes = Vec::new();
    let mut callees = Vec::new();
    for op in f.blocks.iter().flat_map(|b| &b.ops) {
        if let OpKind::Call { callee, .. } = &op.kind {
            callees.push(callee.as_str());
        } else if let Some(size) = handshake_size(op) {
            handshakes.push(Handshake { size, span: op.span });
        }
    }
    (handshakes, callees)
}

/// The group size of a handshake of more than one CTA: the op as written, or
/// the mark the lift leaves where a handshake the library wrote into a front
/// end's module starts, now plain calls (src/lift, MARK_METADATA).
fn handshake_size(op: &Op) -> Option<i128> {
    let handshake = match &op.kind {
        OpKind::Table { spec, .. } => spec.name == "nvsync.dsmem_handshake",
        OpKind::Opaque { .. } => op.name == "nvsync.dsmem_handshake",
        _ => false,
    };
    op.attr(AttrKind::ClusterSize).filter(|_| handshake).and_then(|v| v.parse::<i128>().ok()).filter(|s| *s > 1)
}

/// Refuses every handshake whose group does not fit a kernel that reaches it.
pub fn check_cluster_shapes(m: &Module) -> Vec<Diagnostic> {
    let info: HashMap<&str, (Vec<Handshake>, Vec<&str>)> = m.funcs.iter().map(|f| (f.name.as_str(), direct(f))).collect();
    if info.values().all(|(h, _)| h.is_empty()) {
        return Vec::new();
    }
    let mut errs = Vec::new();
    let mut reported = HashSet::new();
    for k in m.funcs.iter().filter(|f| f.is_kernel()) {
        let Some((shape, attr_span)) = shape(k) else { continue };
        let mut seen = HashSet::from([k.name.as_str()]);
        let mut queue = VecDeque::from([(k.name.as_str(), vec![k.name.as_str()])]);
        while let Some((name, path)) = queue.pop_front() {
            let Some((handshakes, callees)) = info.get(name) else { continue };
            for h in handshakes {
                if reported.contains(&h.span.start) {
                    continue;
                }
                let why = match shape {
                    Shape::Exact(n) if n % h.size != 0 => format!("kernel '@{}' runs in clusters of {n} CTAs, which do not split into groups of {}", k.name, h.size),
                    Shape::AtMost(n) if h.size > n => format!("kernel '@{}' runs in clusters of at most {n} CTAs", k.name),
                    _ => continue,
                };
                reported.insert(h.span.start);
                let mut d = Diagnostic::error("cluster-size", format!("this handshake over groups of {} CTAs does not fit its cluster: {why}", h.size))
                    .at(h.span)
                    .label(attr_span, "the cluster's shape is set here")
                    .note("the handshake maps the ranks of its group of cluster_size consecutive CTAs: a group the cluster does not hold maps CTAs that do not exist, and the peers' waits never complete; cluster_size must divide the cluster's CTA count");
                if path.len() > 1 {
                    d = d.note(format!("the handshake is reached through {}", path.iter().map(|n| format!("@{n}")).collect::<Vec<_>>().join(" -> ")));
                }
                errs.push(d);
            }
            for c in callees {
                if seen.insert(c) {
                    let mut p = path.clone();
                    p.push(c);
                    queue.push_back((c, p));
                }
            }
        }
    }
    errs
}
