//! The front half's work on a large module, on several threads.
//!
//! LLVM's code generator runs on one thread; the front half does not need
//! to. A large input is parsed as runs of whole top-level items
//! ([`crate::parse`]), and its functions are verified, race-checked and
//! lowered as contiguous runs of about equal op counts, one run per core.
//! The results are joined in source order, so that the output and the
//! diagnostics are those of one thread. A small module stays on the calling
//! thread: a thread's start costs more than checking a kernel.

use crate::ir::{Func, Module};
use std::ops::Range;

/// Below this many ops a module is checked on the calling thread (a 20-op
/// kernel checks in microseconds; a thread starts in tens of them).
const PARALLEL_MIN_OPS: usize = 20_000;

/// A worker's stack: as large as a main thread's, since the checks run on
/// either.
const WORKER_STACK: usize = 8 << 20;

/// Runs `work` over contiguous runs of `m`'s functions, at most one per
/// core, and returns the results in function order.
pub(crate) fn map_funcs<R: Send>(m: &Module, work: impl Fn(Range<usize>) -> R + Sync) -> Vec<R> {
    run_parts(runs(&m.funcs, threads, |_| true), work)
}

/// [`map_funcs`] with each run's functions borrowed mutably, and the index
/// of the run's first function; a run ends only before a function `p` for
/// which `can_cut(p)` holds.
pub(crate) fn map_funcs_mut<R: Send>(funcs: &mut [Func], can_cut: impl Fn(usize) -> bool, work: impl Fn(usize, &mut [Func]) -> R + Sync) -> Vec<R> {
    let runs = runs(funcs, threads, can_cut);
    let mut parts = Vec::with_capacity(runs.len());
    let mut rest = funcs;
    for r in runs {
        let (head, tail) = rest.split_at_mut(r.len());
        parts.push((r.start, head));
        rest = tail;
    }
    run_parts(parts, |(first, fs)| work(first, fs))
}

/// Runs `work` on each part, the first on this thread, and returns the
/// results in the parts' order. A worker's panic is raised again here; a
/// worker that cannot be started leaves its part to this thread.
pub(crate) fn run_parts<T: Send, R: Send>(parts: Vec<T>, work: impl Fn(T) -> R + Sync) -> Vec<R> {
    use std::sync::Mutex;
    let slots: Vec<Mutex<Option<T>>> = parts.into_iter().map(|p| Mutex::new(Some(p))).collect();
    let take = |slot: &Mutex<Option<T>>| slot.lock().unwrap_or_else(|e| e.into_inner()).take();
    let (work, take) = (&work, &take);
    let Some((first, rest)) = slots.split_first() else { return Vec::new() };
    std::thread::scope(|s| {
        let workers: Vec<_> = rest
            .iter()
            .map(|slot| (slot, std::thread::Builder::new().stack_size(WORKER_STACK).spawn_scoped(s, move || take(slot).map(work))))
            .collect();
        let mut out: Vec<R> = take(first).map(work).into_iter().collect();
        for (slot, w) in workers {
            let done = match w {
                Ok(h) => h.join().unwrap_or_else(|e| std::panic::resume_unwind(e)),
                Err(_) => None,
            };
            out.extend(done.or_else(|| take(slot).map(work)));
        }
        out
    })
}

/// How many threads to use: one per core (also `driver::compile_many`'s default).
pub(crate) fn threads() -> usize {
    std::thread::available_parallelism().map_or(1, |n| n.get())
}

/// Ops in a function.
fn op_count(f: &Func) -> usize {
    f.blocks.iter().map(|b| b.ops.len()).sum()
}

/// `funcs` as at most `n()` contiguous runs of about equal op counts, each
/// ending before a function `p` with `can_cut(p)`; one run for a small
/// module or a single function. `n` is asked only for a large module: the
/// count of cores is a system call and three files read, which a small
/// compile would pay at every stage.
fn runs(funcs: &[Func], n: impl FnOnce() -> usize, can_cut: impl Fn(usize) -> bool) -> Vec<Range<usize>> {
    let total: usize = funcs.iter().map(op_count).sum();
    let whole = 0..funcs.len();
    if total < PARALLEL_MIN_OPS {
        return vec![whole];
    }
    let n = n().min(funcs.len());
    if n <= 1 {
        return vec![whole];
    }
    let mut out = Vec::with_capacity(n);
    let (mut start, mut seen) = (0, 0);
    for (i, f) in funcs.iter().enumerate() {
        seen += op_count(f);
        // The run ends once it holds its share of the ops.
        if seen * n >= total * (out.len() + 1) && out.len() + 1 < n && i + 1 < funcs.len() && can_cut(i + 1) {
            out.push(start..i + 1);
            start = i + 1;
        }
    }
    out.push(start..funcs.len());
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::parse::parse_module;

    fn module(funcs: usize, ops_each: usize) -> Module {
        let body = "  nvvm.barrier0\n".repeat(ops_each);
        let src: String = (0..funcs).map(|i| format!("llvm.func @k{i}() attributes {{nvvm.kernel}} {{\n{body}  llvm.return\n}}\n")).collect();
        parse_module(&src).expect("parses")
    }

    #[test]
    fn a_small_module_is_one_run() {
        assert_eq!(runs(&module(4, 10).funcs, || 8, |_| true), vec![0..4]);
    }

    #[test]
    fn a_large_module_splits_into_runs_of_equal_ops_covering_every_function_once() {
        let m = module(10, 3_000);
        let r = runs(&m.funcs, || 3, |_| true);
        assert_eq!(r.len(), 3);
        assert_eq!(r.first().unwrap().start, 0);
        assert_eq!(r.last().unwrap().end, 10);
        assert!(r.windows(2).all(|w| w[0].end == w[1].start && !w[0].is_empty()));
        let sizes: Vec<usize> = r.iter().map(|x| x.len()).collect();
        assert!(sizes.iter().all(|&s| (3..=4).contains(&s)), "{sizes:?}");
        // Never more runs than functions.
        assert_eq!(runs(&module(2, 20_000).funcs, || 8, |_| true).len(), 2);
        // A run ends only where it may: here after functions 6 and 10 alone.
        let r = runs(&module(12, 2_000).funcs, || 4, |p| p == 6 || p == 10);
        assert_eq!(r, vec![0..6, 6..10, 10..12]);
        assert_eq!(runs(&module(12, 2_000).funcs, || 4, |_| false), vec![0..12]);
    }

    #[test]
    fn results_come_back_in_function_order() {
        let m = module(12, 2_000);
        let firsts: Vec<usize> = map_funcs(&m, |r| r.start);
        assert!(firsts.windows(2).all(|w| w[0] < w[1]));
        let mut m = m;
        let counts: Vec<(usize, usize)> = map_funcs_mut(&mut m.funcs, |_| true, |first, fs| (first, fs.len()));
        let mut next = 0;
        for (first, len) in counts {
            assert_eq!(first, next);
            next += len;
        }
        assert_eq!(next, 12);
    }

    #[test]
    fn a_worker_s_panic_reaches_the_caller_as_it_was() {
        let caught = std::panic::catch_unwind(|| run_parts(vec![1, 2, 3], |x| if x == 3 { panic!("part {x}") } else { x }));
        let payload = caught.expect_err("the panic is raised again");
        assert_eq!(payload.downcast_ref::<String>().map(String::as_str), Some("part 3"));
        assert_eq!(run_parts(vec![5, 6, 7], |x| x * 2), vec![10, 12, 14]);
        assert!(run_parts(Vec::<u8>::new(), |x| x).is_empty());
    }
}
