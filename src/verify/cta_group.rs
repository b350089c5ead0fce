//! One cta_group per kernel: ptxas 13 refuses a kernel whose tcgen05
//! instructions, its own or those of the functions it calls, use both
//! cta_group::1 and cta_group::2 ("uses single CTA(.cta_group::1) and CTA pair
//! granularity(.cta_group::2) and that is not allowed"); llc accepts it. TMA
//! loads with a cta_group do not count (measured: ptxas accepts them beside
//! tcgen05 ops of the other group).

use crate::diag::{Diagnostic, Span};
use crate::ir::{Func, Module, OpKind};
use crate::ops::AttrKind;
use std::collections::{HashMap, VecDeque};

/// A tcgen05 instruction's group and where it is written.
#[derive(Clone, Copy)]
struct Use {
    group: u8,
    span: Span,
}

/// The first cta_group::1 and cta_group::2 use in a function's own body, and the
/// functions it calls (in order).
fn direct(f: &Func) -> ([Option<Use>; 2], Vec<&str>) {
    let mut first = [None, None];
    let mut callees = Vec::new();
    for op in f.blocks.iter().flat_map(|b| &b.ops) {
        match &op.kind {
            // The weight-stationary MMA has no group attribute: it is cta_group::1
            // (measured: ptxas refuses it beside a cta_group::2 MMA).
            OpKind::Table { spec, .. } if spec.name.starts_with("nvvm.tcgen05.mma.ws") => {
                first[0].get_or_insert(Use { group: 1, span: op.span });
            }
            OpKind::Table { spec, .. } => {
                let Some(kind) = [AttrKind::Group, AttrKind::MmaCtaGroup].into_iter().find(|k| spec.allows(*k)) else { continue };
                let group = match op.attr(kind).as_deref() {
                    Some("cta_1") => 1,
                    Some("cta_2") => 2,
                    _ => continue,
                };
                first[group as usize - 1].get_or_insert(Use { group, span: op.span });
            }
            OpKind::Call { callee, .. } => callees.push(callee.as_str()),
            _ => {}
        }
    }
    (first, callees)
}

/// The calls from the kernel to `at`, each function kept with the one that
/// reached it.
fn path_to<'a>(reached_from: &HashMap<&'a str, Option<&'a str>>, mut at: &'a str) -> Vec<&'a str> {
    let mut p = vec![at];
    while let Some(Some(from)) = reached_from.get(at) {
        p.push(from);
        at = from;
    }
    p.reverse();
    p
}

/// Refuses every kernel that reaches tcgen05 instructions of both groups.
pub fn check_cta_groups(m: &Module) -> Vec<Diagnostic> {
    let info: HashMap<&str, ([Option<Use>; 2], Vec<&str>)> = m.funcs.iter().map(|f| (f.name.as_str(), direct(f))).collect();
    let mut errs = Vec::new();
    // Only a module with uses of both groups can mix them in a kernel.
    if (0..2).any(|g| !info.values().any(|(uses, _)| uses[g].is_some())) {
        return errs;
    }
    for k in m.funcs.iter().filter(|f| f.is_kernel()) {
        // Breadth first from the kernel: the uses nearest to it are
        // reported. Each function reached keeps the one that reached it, and
        // a path is spelt out only for a use found.
        let mut found: [Option<(Use, Vec<&str>)>; 2] = [None, None];
        let mut reached_from: HashMap<&str, Option<&str>> = HashMap::from([(k.name.as_str(), None)]);
        let mut queue = VecDeque::from([k.name.as_str()]);
        while let Some(name) = queue.pop_front() {
            let Some((uses, callees)) = info.get(name) else { continue };
            for (slot, u) in found.iter_mut().zip(uses) {
                if let (None, Some(u)) = (&slot, u) {
                    *slot = Some((*u, path_to(&reached_from, name)));
                }
            }
            if found.iter().all(Option::is_some) {
                break;
            }
            for c in callees {
                if !reached_from.contains_key(c) {
                    reached_from.insert(c, Some(name));
                    queue.push_back(c);
                }
            }
        }
        if let [Some((one, p1)), Some((two, p2))] = found {
            let (later, earlier, pl, pe) = if one.span.start > two.span.start { (one, two, p1, p2) } else { (two, one, p2, p1) };
            let mut d = Diagnostic::error("cta-group", format!("kernel '@{}' mixes cta_group::1 and cta_group::2 tcgen05 instructions", k.name))
                .at(later.span)
                .label(earlier.span, format!("cta_group::{} here", earlier.group))
                .note("every tcgen05 instruction of a kernel, and of the functions it calls, must use the same cta_group (ptxas 13: \"uses single CTA(.cta_group::1) and CTA pair granularity(.cta_group::2) and that is not allowed\")");
            for (u, p) in [(later, pl), (earlier, pe)] {
                if p.len() > 1 {
                    d = d.note(format!("the cta_group::{} use is reached through {}", u.group, p.iter().map(|n| format!("@{n}")).collect::<Vec<_>>().join(" -> ")));
                }
            }
            errs.push(d);
        }
    }
    errs
}
