//! The reader's side of a flag another CTA publishes: a spin loop that
//! polls a global flag with a relaxed or plain (volatile) load, and then
//! reads data the kernel's CTAs write, with no acquire between. Without an
//! acquire at GPU scope (`__threadfence()`, `fence.acq_rel.gpu`, or the poll
//! itself an `ld.acquire.gpu`) the reader may see the flag and still the old
//! data: the publisher's release orders its writes only for a reader that
//! acquires.
//!
//! The writer's side (a flag published after a CTA-scope fence) is race
//! pattern 1 (`src/verify/races/cta_reach.rs`). Here the loop is one block
//! that loads the flag and branches out on it; the path after it is followed
//! through blocks that end in an unconditional branch, to the first acquire.
//! A read is of published data where the kernel writes the same buffer (a
//! pointer parameter or variable) somewhere: an error where the kernel
//! writes the flag's buffer too (its CTAs publish to each other), a warning
//! where it does not (who raises the flag is not in the kernel).

use crate::diag::{Diagnostic, Span};
use crate::hash::{FastMap, FastSet};
use crate::ir::*;
use crate::types::Type;
use crate::verify::races::{CtaReach, Reach};

/// Blocks followed after a poll loop before the search stops.
const PATH_BLOCKS: usize = 8;

/// What an op does for a reader after a poll.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Order {
    /// An acquire at GPU scope or wider: what follows sees what the flag published.
    Acquire,
    /// A fence at CTA scope: it orders nothing against another CTA's writes.
    CtaFence,
}

fn order_of(op: &Op) -> Option<Order> {
    let wide = |scope: Option<&str>| if scope == Some("cta") { Order::CtaFence } else { Order::Acquire };
    match &op.kind {
        OpKind::Fence { ordering, scope } if !matches!(ordering, Ordering::Release | Ordering::Monotonic) => Some(wide(scope.as_deref())),
        OpKind::Load { atomic: Some(a), .. } if matches!(a.ordering, Ordering::Acquire | Ordering::AcqRel | Ordering::SeqCst) => Some(wide(Some(a.scope.as_str()).filter(|s| *s == "cta"))),
        OpKind::Table { spec, .. } if spec.name == "nvvm.memory.barrier" => Some(wide(op.attr(crate::ops::AttrKind::LeadScope).as_deref())),
        OpKind::Table { spec, .. } if spec.family == "fence" && !spec.name.starts_with("nvvm.fence.proxy") => Some(Order::Acquire),
        OpKind::InlineAsm { asm, .. } => {
            let sts = crate::ptx_asm::statements(asm);
            let acquire = |o: &str| o.starts_with("membar.gl") || o.starts_with("membar.sys") || (o.starts_with("fence.") && !o.contains("proxy") && !o.contains(".release") && !o.ends_with(".cta")) || ((o.starts_with("ld.") || o.starts_with("atom.")) && o.contains(".acquire") && !o.contains(".cta"));
            if sts.iter().any(|st| acquire(&st.opcode)) {
                Some(Order::Acquire)
            } else if sts.iter().any(|st| st.opcode == "membar.cta" || (st.opcode.starts_with("fence.") && !st.opcode.contains("proxy") && st.opcode.ends_with(".cta"))) {
                Some(Order::CtaFence)
            } else {
                None
            }
        }
        _ => None,
    }
}

/// A load that polls a flag without acquiring: volatile, relaxed, or an
/// asm `ld.volatile` / `ld.relaxed` (the asm operand of its address).
fn poll_address(op: &Op) -> Option<&Value> {
    match &op.kind {
        OpKind::Load { ptr, ptr_ty: Type::Ptr(0 | 1), volatile, atomic, .. } if (*volatile && atomic.is_none()) || atomic.as_ref().is_some_and(|a| a.ordering == Ordering::Monotonic) => Some(ptr),
        OpKind::InlineAsm { asm, args, .. } => {
            let sts = crate::ptx_asm::statements(asm);
            let [st] = sts.as_slice() else { return None };
            let o = &st.opcode;
            let relaxed = o.starts_with("ld.") && (o.contains(".volatile") || o.contains(".relaxed")) && !o.contains(".shared") && !o.contains(".cta");
            if !relaxed {
                return None;
            }
            let at = st.operands.split('[').nth(1)?.split(']').next()?;
            let n: usize = at.trim().trim_start_matches('$').parse().ok()?;
            args.get(n)?.as_ref()
        }
        _ => None,
    }
}

/// The buffer an address is into: a pointer parameter or a variable.
fn root<'a>(defs: &FastMap<&'a str, &'a Op>, params: &FastSet<&'a str>, v: &'a str) -> Option<&'a str> {
    let mut v = v;
    for _ in 0..64 {
        if params.contains(v) {
            return Some(v);
        }
        v = match &defs.get(v)?.kind {
            OpKind::AddressOf { global, .. } => return Some(global.as_str()),
            OpKind::Gep { base, .. } => base.name.as_str(),
            OpKind::Cast { value, .. } => value.name.as_str(),
            _ => return None,
        };
    }
    None
}

/// The flag polls of kernel `f` whose data reads no acquire orders after them.
pub fn unacquired_polls(f: &Func) -> Vec<Diagnostic> {
    let mut out = Vec::new();
    let defs: FastMap<&str, &Op> = f.blocks.iter().flat_map(|b| &b.ops).filter_map(|o| Some((o.result.as_ref()?.name.as_str(), o))).collect();
    let params: FastSet<&str> = f.params.iter().map(|p| p.name.as_str()).collect();
    let labels: FastMap<&str, usize> = f.blocks.iter().enumerate().filter_map(|(i, b)| Some((b.label.as_deref()?, i))).collect();
    // The buffers the kernel writes.
    let mut written: FastSet<&str> = FastSet::default();
    for o in f.blocks.iter().flat_map(|b| &b.ops) {
        if let OpKind::Store { ptr, .. } | OpKind::AtomicRmw { ptr, .. } | OpKind::Cmpxchg { ptr, .. } = &o.kind {
            written.extend(root(&defs, &params, &ptr.name));
        }
    }
    if written.is_empty() {
        return out;
    }
    let mut reach: Option<CtaReach> = None;
    for (bi, b) in f.blocks.iter().enumerate() {
        let Some(last) = b.ops.last() else { continue };
        let OpKind::CondBr { cond, on_true, on_false } = &last.kind else { continue };
        // A spin loop: the block branches back to itself or out.
        let (t, e) = (labels.get(on_true.label.as_str()).copied(), labels.get(on_false.label.as_str()).copied());
        let exit = match (t == Some(bi), e == Some(bi)) {
            (true, false) => e,
            (false, true) => t,
            _ => None,
        };
        let Some(exit) = exit else { continue };
        let Some(poll) = b.ops.iter().find(|o| poll_address(o).is_some() && o.result.as_ref().is_some_and(|r| decides(&defs, &cond.name, &r.name))) else { continue };
        let flag = poll_address(poll).expect("a poll");
        let Some(flag_buf) = root(&defs, &params, &flag.name) else { continue };
        if let Some(f) = after_poll(f, &defs, &params, &labels, &written, exit, poll, last, flag, flag_buf, &mut reach) {
            out.push(f);
        }
    }
    out
}

/// Whether the branch condition `cond` is computed from `v` (a compare of
/// it, through casts and bit operations).
fn decides(defs: &FastMap<&str, &Op>, cond: &str, v: &str) -> bool {
    let mut work = vec![(cond, 0)];
    while let Some((x, d)) = work.pop() {
        if x == v {
            return true;
        }
        if d > 6 {
            continue;
        }
        if let Some(o) = defs.get(x) {
            if matches!(o.kind, OpKind::ICmp { .. } | OpKind::Cast { .. } | OpKind::Binary { .. } | OpKind::ExtractValue { .. }) {
                work.extend(o.operands().into_iter().map(|p| (p.name.as_str(), d + 1)));
            }
        }
    }
    false
}

/// The path from a poll loop's exit: the first read of data the kernel
/// writes, unless an acquire comes first.
#[allow(clippy::too_many_arguments)]
fn after_poll<'a>(f: &'a Func, defs: &FastMap<&'a str, &'a Op>, params: &FastSet<&'a str>, labels: &FastMap<&str, usize>, written: &FastSet<&'a str>, exit: usize, poll: &'a Op, branch: &'a Op, flag: &'a Value, flag_buf: &'a str, reach: &mut Option<CtaReach<'a>>) -> Option<Diagnostic> {
    let mut block = exit;
    let mut cta_fence: Option<Span> = None;
    let mut seen = FastSet::default();
    for _ in 0..PATH_BLOCKS {
        if !seen.insert(block) {
            return None;
        }
        for op in &f.blocks[block].ops {
            match order_of(op) {
                Some(Order::Acquire) => return None,
                Some(Order::CtaFence) => {
                    cta_fence.get_or_insert(op.span);
                    continue;
                }
                None => {}
            }
            if matches!(op.kind, OpKind::Call { .. }) {
                return None;
            }
            let OpKind::Load { ptr, volatile: false, atomic: None, ptr_ty: Type::Ptr(0 | 1), .. } = &op.kind else { continue };
            let Some(buf) = root(defs, params, &ptr.name) else { continue };
            if !written.contains(buf) || (buf == flag_buf && ptr.name == flag.name) {
                continue;
            }
            // A CTA-scope fence is enough for a flag only this CTA's threads raise.
            if cta_fence.is_some() && reach.get_or_insert_with(|| CtaReach::new(f)).reach(flag) == Reach::OwnCta {
                return None;
            }
            let publisher = written.contains(flag_buf);
            let message = "this load may read stale data: the flag it waited for was polled with a relaxed (volatile) load, and no acquire at GPU scope orders this read after it, so the writes the flag publishes need not be visible yet";
            let mut d = if publisher { Diagnostic::error("protocol", message) } else { Diagnostic::warning("protocol", message) }.at(op.span);
            let mut steps = vec![(poll.span, "the flag polled with a relaxed load (no acquire)"), (branch.span, "the loop exits once the flag is seen")];
            if let Some(at) = cta_fence {
                steps.push((at, "a CTA-scope fence: it orders nothing against another CTA's writes"));
            }
            steps.push((op.span, "the data read, with no acquire since the poll"));
            for (i, (at, what)) in steps.into_iter().enumerate() {
                d = d.label(at, format!("{}. {what}", i + 1));
            }
            d = d.note("after the poll: __threadfence() (fence.acq_rel.gpu), or poll with an acquire load (ld.acquire.gpu, cuda::atomic_ref::load(memory_order_acquire))");
            if !publisher {
                d = d.note("only a warning: the kernel does not raise this flag itself, so who publishes it, and the data, is not visible");
            }
            return Some(d);
        }
        let OpKind::Br { dest } = &f.blocks[block].ops.last()?.kind else { return None };
        block = *labels.get(dest.label.as_str())?;
    }
    None
}
