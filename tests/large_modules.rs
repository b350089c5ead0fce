//! A module large enough for its functions to be checked on several threads
//! gives what each of its functions gives alone: the same LLVM IR, warnings
//! and errors, in source order.

use nvvm_lower::diag::Diagnostic;
use nvvm_lower::driver::{compile_source, Emit, Options};
use nvvm_lower::target::Target;

/// A kernel of `ops` mbarrier and barrier ops, with two warnings (an
/// attribute the verifier ignores; an expect_tx on a shared::cluster barrier,
/// before which the race checks insert a fence) and, when `bad`, an op that
/// sm_90a lacks (an error).
fn kernel(i: usize, ops: usize, bad: bool) -> String {
    let mut s = format!("llvm.func @k{i}(%b: !llvm.ptr<3>, %r: !llvm.ptr<7>, %t: i32) attributes {{nvvm.kernel}} {{\n  %c = llvm.mlir.constant({} : i32) : i32\n", i + 1);
    for j in 0..ops {
        s.push_str(if j % 2 == 0 { "  nvvm.mbarrier.init %b, %c : !llvm.ptr<3>, i32\n" } else { "  nvvm.barrier0\n" });
    }
    // An nvsync op, which the lowering expands.
    s.push_str("  %n = llvm.mlir.constant(64 : i32) : i32\n  %nb = nvsync.named_barrier.alloc %n : !nvsync.named_barrier\n  nvsync.named_barrier.sync %nb\n");
    s.push_str("  nvvm.cluster.wait {aligned, foo = 1 : i32}\n");
    s.push_str("  nvvm.mbarrier.expect_tx %r, %t : !llvm.ptr<7>, i32\n");
    if bad {
        s.push_str("  nvvm.tcgen05.fence #nvvm.tcgen05_fence<before>\n");
    }
    s.push_str("  llvm.return\n}\n");
    s
}

fn opts() -> Options {
    Options { emit: Emit::LlvmIr, ..Options::new(Target::parse("sm_90a").unwrap()) }
}

/// The text of `@name`'s definition in LLVM IR.
fn define<'a>(ir: &'a str, name: &str) -> &'a str {
    let head = format!(" @{name}(");
    let start = ir.match_indices("define ").map(|(at, _)| at).find(|&at| ir[at..].lines().next().is_some_and(|l| l.contains(&head))).unwrap_or_else(|| panic!("no define of @{name}"));
    let end = start + ir[start..].find("\n}\n").expect("the define ends");
    &ir[start..end]
}

/// Messages with their line and column, as a user sees them in order.
fn located(src: &str, ds: &[Diagnostic]) -> Vec<String> {
    ds.iter()
        .map(|d| {
            let lo = d.span.map_or(src.len(), |s| s.lo());
            let line = src[..lo].matches('\n').count() + 1;
            let col = lo - src[..lo].rfind('\n').map_or(0, |n| n + 1) + 1;
            format!("{line}:{col} {} {}", d.code, d.message)
        })
        .collect()
}

/// Shifts each per-function location by the lines of the functions before it.
fn shifted(alone: &[(String, Vec<String>)]) -> Vec<String> {
    let mut lines = 0;
    let mut out = Vec::new();
    for (src, msgs) in alone {
        for m in msgs {
            let (at, rest) = m.split_once(':').unwrap();
            out.push(format!("{}:{rest}", at.parse::<usize>().unwrap() + lines));
        }
        lines += src.matches('\n').count();
    }
    out
}

const FUNCS: usize = 6;
const OPS: usize = 6_000;

#[test]
fn a_large_module_compiles_to_what_its_functions_compile_to_alone() {
    let parts: Vec<String> = (0..FUNCS).map(|i| kernel(i, OPS, false)).collect();
    let whole = parts.concat();
    let out = compile_source(&whole, &opts()).unwrap_or_else(|e| panic!("{e:?}"));
    let mut alone = Vec::new();
    for (i, p) in parts.iter().enumerate() {
        let one = compile_source(p, &opts()).unwrap_or_else(|e| panic!("{e:?}"));
        let (got, want) = (define(&out.text, &format!("k{i}")), define(&one.text, &format!("k{i}")));
        if let Some((n, (g, w))) = got.lines().zip(want.lines()).enumerate().find(|(_, (g, w))| g != w) {
            panic!("@k{i} differs from its compile alone at line {n}: {g:?} against {w:?}");
        }
        assert_eq!(got.lines().count(), want.lines().count(), "@k{i} has another length than alone");
        alone.push((p.clone(), located(p, &one.warnings)));
    }
    assert_eq!(out.warnings.len(), 2 * FUNCS, "an ignored attribute and an inserted fence per kernel");
    // The verifier's warnings come before the race checks', each in source order.
    let mut want = shifted(&alone);
    want.sort_by_key(|m| m.contains(" safety "));
    assert_eq!(located(&whole, &out.warnings), want);
}

#[test]
fn a_large_module_s_errors_are_those_of_its_functions_in_source_order() {
    let parts: Vec<String> = (0..FUNCS).map(|i| kernel(i, OPS, i % 2 == 1)).collect();
    let whole = parts.concat();
    let errs = compile_source(&whole, &opts()).expect_err("sm_90a has no tcgen05").diagnostics;
    let mut alone = Vec::new();
    for p in &parts {
        let e = compile_source(p, &opts()).err().map(|e| e.diagnostics).unwrap_or_default();
        alone.push((p.clone(), located(p, &e)));
    }
    assert_eq!(errs.len(), FUNCS / 2);
    assert!(errs.iter().all(|d| d.code == "gate-target"), "{errs:?}");
    assert_eq!(located(&whole, &errs), shifted(&alone));
}

/// A function that allocates a named barrier and, a kernel, calls `callee`.
fn caller(name: &str, ops: usize, callee: Option<&str>) -> String {
    let kernel = if callee.is_some() { " attributes {nvvm.kernel}" } else { "" };
    let mut s = format!("llvm.func @{name}(){kernel} {{\n  %n = llvm.mlir.constant(32 : i32) : i32\n  %nb = nvsync.named_barrier.alloc %n : !nvsync.named_barrier\n");
    s.push_str(&"  nvvm.barrier0\n".repeat(ops));
    s.push_str("  nvsync.named_barrier.sync %nb\n");
    if let Some(c) = callee {
        s.push_str(&format!("  llvm.call @{c}() : () -> ()\n"));
    }
    s.push_str("  llvm.return\n}\n");
    s
}

#[test]
fn functions_that_share_named_barrier_slots_get_the_slots_one_thread_gives() {
    // @first calls @last, so the two share the CTA's bar.sync slots and the
    // lowering hands them out in order: @first's barrier 1, @last's 2. The
    // functions between them are large enough that the module is lowered on
    // several threads, but @first and @last must be lowered on the same one.
    let middle: String = (0..4).map(|i| caller(&format!("m{i}"), OPS, None)).collect();
    let whole = format!("{}{middle}{}", caller("first", OPS, Some("last")), caller("last", OPS, None));
    let pair = format!("{}{}", caller("first", 10, Some("last")), caller("last", 10, None));
    let out = compile_source(&whole, &opts()).unwrap_or_else(|e| panic!("{e:?}"));
    let alone = compile_source(&pair, &opts()).unwrap_or_else(|e| panic!("{e:?}"));
    let ids = |ir: &str, f: &str| define(ir, f).lines().filter(|l| l.contains("barrier.cta.sync.aligned.count") || l.contains("barrier.sync.cnt")).map(str::to_owned).collect::<Vec<_>>();
    for f in ["first", "last"] {
        let got = ids(&out.text, f);
        assert!(!got.is_empty(), "@{f} has no named barrier:\n{}", define(&out.text, f).lines().rev().take(4).collect::<Vec<_>>().join("\n"));
        assert_eq!(got, ids(&alone.text, f), "@{f}'s named barrier");
    }
    assert_ne!(ids(&out.text, "first"), ids(&out.text, "last"));
}
