//! Conformance with MLIR 22.1's own NVVM translation tests
//! (`tests/mlir-conformance/Target/LLVMIR/nvvm/`) and with `mlir-translate-22`.
//!
//! - Every `// -----` chunk with `expected-error` annotations must be refused by
//!   nvvm-lower (`--target sm_100a`, exit 1) with a diagnostic whose message
//!   contains the expected text, on the line the annotation points to.
//! - Every positive chunk must be accepted, and per function the ordered
//!   sequence of called `@llvm.nvvm.*` intrinsics (with any `range(...)` return
//!   attribute) and `addrspacecast` instructions must equal what
//!   `mlir-translate-22 --mlir-to-llvmir` produces, except for the deliberate
//!   differences in [`KNOWN_DIFFERENCES`].
//! - Files of op families nvvm-lower does not handle yet are listed in
//!   [`SKIPPED_FILES`]; a file neither handled nor listed fails the test.

mod common;

use common::*;
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Duration;

const TARGET: &str = "sm_100a";

/// Files of MLIR's nvvm test directory that this test checks.
const HANDLED_FILES: &[&str] = &[
    "mbar_init.mlir",
    "mbar_arrive.mlir",
    "mbar_arr_drop_expect_tx.mlir",
    "mbar_expect_tx.mlir",
    "mbar_complete_tx.mlir",
    "mbar_test_wait.mlir",
    "mbar_try_wait.mlir",
    "mbar_invalid.mlir",
    "barrier.mlir",
    "elect.mlir",
    "tcgen05-commit.mlir",
    "tcgen05-cp.mlir",
    "tcgen05-fence-wait.mlir",
    "tcgen05-shift.mlir",
    "fence.mlir",
    "fence-invalid.mlir",
    "membar.mlir",
];

/// Files written for an older MLIR that MLIR 22 itself refuses: (file, old
/// spelling, MLIR 22 spelling). Both tools must refuse the file as it is, and
/// agree on it once the spelling is updated.
const REWRITTEN_FILES: &[(&str, &str, &str)] = &[("tcgen05-alloc.mlir", "#nvvm.tcgen05_group<", "#nvvm.cta_group<")];

/// Files deliberately not checked (yet), with the reason.
const SKIPPED_FILES: &[(&str, &str)] = &[];

/// One item of a function's observable lowering.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Event {
    /// A call of `@llvm.nvvm.<name>`; `range` is a `range(...)` return
    /// attribute on the call; `args` the argument text (not compared).
    Call { name: String, range: Option<String>, args: String },
    /// `addrspacecast <from> to <to>` (the types).
    Cast(String),
}

impl std::fmt::Display for Event {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Event::Call { name, range: Some(r), args } => write!(f, "call {r} @{name}({args})"),
            Event::Call { name, range: None, args } => write!(f, "call @{name}({args})"),
            Event::Cast(t) => write!(f, "addrspacecast {t}"),
        }
    }
}

/// A deliberate difference: where MLIR has `mlir` and nvvm-lower has `ours` at
/// the same position of a function's event sequence, the two agree.
struct KnownDifference {
    id: &'static str,
    reason: &'static str,
    /// Does this (mlir, ours) pair match the difference?
    matches: fn(&Event, &Event) -> bool,
}

const KNOWN_DIFFERENCES: &[KnownDifference] = &[
    KnownDifference {
        id: "arrive_drop-legacy",
        reason: "a count-less, CTA-scope, non-relaxed nvvm.mbarrier.arrive_drop keeps the sm_80 legacy \
                 llvm.nvvm.mbarrier.arrive.drop.shared (as MLIR does for nvvm.mbarrier.arrive), where MLIR 22 \
                 calls the sm_90 ...arrive.drop.scope.cta.space.cta(..., i32 1): same semantics, one more \
                 hardware generation (docs/spec-deviations.md #11)",
        matches: |mlir, ours| match (mlir, ours) {
            (Event::Call { name: m, args: margs, .. }, Event::Call { name: o, .. }) => {
                m == "llvm.nvvm.mbarrier.arrive.drop.scope.cta.space.cta" && margs.trim_end().ends_with("i32 1") && o == "llvm.nvvm.mbarrier.arrive.drop.shared"
            }
            _ => false,
        },
    },
    KnownDifference {
        id: "sreg-range",
        reason: "the `range <i32, lo, hi>` hint of nvvm.read.ptx.sreg.* is checked but not emitted as a \
                 range(...) call attribute (sreg.toml)",
        matches: |mlir, ours| match (mlir, ours) {
            (Event::Call { name: m, range: Some(_), .. }, Event::Call { name: o, range: None, .. }) => m == o && m.starts_with("llvm.nvvm.read.ptx.sreg."),
            _ => false,
        },
    },
];

// ---------------------------------------------------------------- tools

fn mlir_translate() -> PathBuf {
    let cands = ["mlir-translate-22", "/usr/bin/mlir-translate-22", "/usr/lib/llvm-22/bin/mlir-translate"];
    for c in cands {
        let p = PathBuf::from(c);
        if p.is_absolute() && p.is_file() {
            return p;
        }
        if let Ok(path) = std::env::var("PATH") {
            for d in path.split(':') {
                let q = Path::new(d).join(c);
                if q.is_file() {
                    return q;
                }
            }
        }
    }
    panic!("mlir-translate-22 is not installed (looked for {cands:?}); run scripts/setup — this conformance test cannot run without it");
}

/// `mlir-translate-22 --mlir-to-llvmir` of `src`; panics if it fails.
fn translate(src: &str, what: &str) -> String {
    let mut c = Command::new(mlir_translate());
    c.args(["--mlir-to-llvmir", "-"]);
    let r = run_command(c, Some(src.as_bytes()), None, Duration::from_secs(120));
    assert_eq!(r.code(), Some(0), "mlir-translate-22 failed on {what}:\n{}", r.stderr);
    r.stdout
}

/// nvvm-lower's `.ll` of `src`, or its exit code and stderr.
fn lower(src: &str) -> Run {
    run_stdin(&["-", "--target", TARGET, "--emit", "llvm-ir", "--color", "never"], src)
}

// ---------------------------------------------------------------- .ll parsing

/// Per defined function (in order): its events.
fn events(ll: &str) -> Vec<(String, Vec<Event>)> {
    let mut out: Vec<(String, Vec<Event>)> = Vec::new();
    let mut inside = false;
    for line in ll.lines() {
        if line.starts_with("define ") {
            let at = line.find('@').expect("define without @");
            let name = line[at + 1..].split('(').next().unwrap().trim_matches('"').to_string();
            out.push((name, Vec::new()));
            inside = true;
            continue;
        }
        if line.starts_with('}') {
            inside = false;
            continue;
        }
        if !inside {
            continue;
        }
        let cur = &mut out.last_mut().unwrap().1;
        if let Some(i) = line.find("addrspacecast ") {
            // `%3 = addrspacecast ptr %0 to ptr addrspace(3)`
            let rest = &line[i + "addrspacecast ".len()..];
            let (from, to) = rest.split_once(" to ").expect("addrspacecast without 'to'");
            let from_ty: Vec<&str> = from.split_whitespace().take_while(|t| !t.starts_with('%') && !t.starts_with('@')).collect();
            cur.push(Event::Cast(format!("{} to {}", from_ty.join(" "), to.trim())));
        }
        if line.contains("call ") {
            if let Some(i) = line.find("@llvm.nvvm.") {
                let after = &line[i + 1..];
                let open = after.find('(').unwrap();
                let name = after[..open].to_string();
                let args = balanced(&after[open..]).trim_start_matches('(').trim_end_matches(')').to_string();
                let range = line[..i].find("range(").map(|r| balanced(&line[..i][r + 5..]).to_string()).map(|r| format!("range{r}"));
                cur.push(Event::Call { name, range, args });
            }
        }
    }
    out
}

/// The parenthesised group at the start of `s`, parentheses included.
fn balanced(s: &str) -> &str {
    let mut depth = 0;
    for (i, c) in s.char_indices() {
        match c {
            '(' => depth += 1,
            ')' => {
                depth -= 1;
                if depth == 0 {
                    return &s[..=i];
                }
            }
            _ => {}
        }
    }
    s
}

/// Compares one function's events; returns the unexplained differences and
/// records which known differences were used.
fn compare(func: &str, mlir: &[Event], ours: &[Event], used: &mut BTreeMap<&'static str, usize>) -> Vec<String> {
    let mut problems = Vec::new();
    if mlir.len() != ours.len() {
        problems.push(format!(
            "@{func}: {} events from mlir-translate, {} from nvvm-lower\n  mlir: {}\n  ours: {}",
            mlir.len(),
            ours.len(),
            mlir.iter().map(|e| e.to_string()).collect::<Vec<_>>().join("\n        "),
            ours.iter().map(|e| e.to_string()).collect::<Vec<_>>().join("\n        ")
        ));
        return problems;
    }
    for (i, (m, o)) in mlir.iter().zip(ours).enumerate() {
        let same = match (m, o) {
            (Event::Call { name: a, range: ra, .. }, Event::Call { name: b, range: rb, .. }) => a == b && ra == rb,
            (a, b) => a == b,
        };
        if same {
            continue;
        }
        match KNOWN_DIFFERENCES.iter().find(|k| (k.matches)(m, o)) {
            Some(k) => *used.entry(k.id).or_default() += 1,
            None => problems.push(format!("@{func} event {i}: mlir-translate `{m}`, nvvm-lower `{o}` (not a known difference)")),
        }
    }
    problems
}

/// Lowers a positive chunk both ways and compares every function.
fn check_positive(what: &str, src: &str, used: &mut BTreeMap<&'static str, usize>) -> Vec<String> {
    check_positive_counted(what, src, used, &mut 0)
}

/// As [`check_positive`], adding the number of compared MLIR events to `count`.
fn check_positive_counted(what: &str, src: &str, used: &mut BTreeMap<&'static str, usize>, count: &mut usize) -> Vec<String> {
    let r = lower(src);
    if r.code() != Some(0) {
        return vec![format!("{what}: nvvm-lower refused a chunk mlir-translate-22 accepts (exit {:?}):\n{}", r.status, r.stderr)];
    }
    let mlir = events(&translate(src, what));
    let ours = events(&r.stdout);
    let mut problems = Vec::new();
    if mlir.is_empty() {
        problems.push(format!("{what}: mlir-translate-22 defined no function"));
    }
    for (name, mev) in &mlir {
        *count += mev.len();
        match ours.iter().find(|(n, _)| n == name) {
            Some((_, oev)) => problems.extend(compare(name, mev, oev, used).into_iter().map(|p| format!("{what}: {p}"))),
            None => problems.push(format!("{what}: nvvm-lower's .ll has no function @{name}")),
        }
    }
    problems
}

// ---------------------------------------------------------------- expected-error

#[derive(Debug)]
struct Expected {
    /// 1-based line in the chunk.
    line: usize,
    message: String,
}

fn expected_errors(chunk: &str) -> Vec<Expected> {
    let mut out = Vec::new();
    for (i, l) in chunk.lines().enumerate() {
        let Some(p) = l.find("expected-error") else { continue };
        let rest = &l[p + "expected-error".len()..];
        let open = rest.find("{{").expect("expected-error without {{");
        let close = rest.rfind("}}").expect("expected-error without }}");
        let message = rest[open + 2..close].to_string();
        let anchor = rest[..open].trim();
        let here = i + 1;
        let line = match anchor {
            "" => here,
            "@below" => here + 1,
            "@above" => here - 1,
            a if a.starts_with("@+") => here + a[2..].parse::<usize>().unwrap(),
            a if a.starts_with("@-") => here - a[2..].parse::<usize>().unwrap(),
            a => panic!("unsupported expected-error anchor {a:?}"),
        };
        out.push(Expected { line, message });
    }
    out
}

/// Rendered error diagnostics: (message, location line) of each.
fn rendered_errors(stderr: &str) -> Vec<(String, Option<usize>)> {
    // (is an error, message, line of its primary location)
    let mut all: Vec<(bool, String, Option<usize>)> = Vec::new();
    for l in stderr.lines() {
        if let Some(rest) = l.strip_prefix("error") {
            let msg = rest.split_once("]: ").map(|(_, m)| m).or_else(|| rest.strip_prefix(": ")).unwrap_or(rest);
            all.push((true, msg.to_string(), None));
        } else if l.starts_with("warning") {
            all.push((false, l.to_string(), None));
        } else if let Some(i) = l.find("┌─ <stdin>:") {
            if let Some(last) = all.last_mut() {
                if last.2.is_none() {
                    last.2 = l[i + "┌─ <stdin>:".len()..].split(':').next().and_then(|s| s.parse().ok());
                }
            }
        }
    }
    all.into_iter().filter(|d| d.0).map(|d| (d.1, d.2)).collect()
}

/// Checks a negative chunk; returns the problems. With `strict`, an error
/// diagnostic that no annotation expects is a problem too.
fn check_negative(what: &str, chunk: &str, strict: bool) -> Vec<String> {
    let exp = expected_errors(chunk);
    let r = lower(chunk);
    let mut problems = Vec::new();
    if r.code() != Some(1) {
        problems.push(format!("{what}: expected exit 1 (diagnosed), got {:?}\n{}", r.status, r.stderr));
        return problems;
    }
    let errs = rendered_errors(&r.stderr);
    for e in &exp {
        if !errs.iter().any(|(m, l)| m.contains(&e.message) && *l == Some(e.line)) {
            problems.push(format!("{what}: no error containing {:?} at chunk line {}; got {errs:?}\n{}", e.message, e.line, r.stderr));
        }
    }
    if strict {
        for (m, l) in &errs {
            if !exp.iter().any(|e| m.contains(&e.message) && Some(e.line) == *l) {
                problems.push(format!("{what}: unexpected error {m:?} at chunk line {l:?} (MLIR's -verify-diagnostics would reject it)"));
            }
        }
    }
    problems
}

// ---------------------------------------------------------------- tests

#[test]
fn mlir_translate_22_is_installed() {
    let p = mlir_translate();
    let out = Command::new(&p).arg("--version").output().expect("cannot run mlir-translate-22");
    let v = String::from_utf8_lossy(&out.stdout).to_string() + &String::from_utf8_lossy(&out.stderr);
    assert!(v.contains("22."), "{} is not LLVM 22: {v}", p.display());
}

#[test]
fn every_mlir_nvvm_test_file_is_handled_or_explicitly_skipped() {
    let dir = mlir_nvvm_tests();
    let mut files: Vec<String> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("cannot read {}: {e}", dir.display()))
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|n| n.ends_with(".mlir"))
        .collect();
    files.sort();
    let mut unlisted = Vec::new();
    for f in &files {
        let handled = HANDLED_FILES.contains(&f.as_str()) || REWRITTEN_FILES.iter().any(|(r, _, _)| r == f);
        let skipped = SKIPPED_FILES.iter().any(|(s, _)| s == f);
        assert!(!(handled && skipped), "{f} is both handled and skipped");
        if !handled && !skipped {
            unlisted.push(f.clone());
        }
    }
    assert!(unlisted.is_empty(), "MLIR test files neither handled nor in SKIPPED_FILES: {unlisted:?}");
    for f in HANDLED_FILES.iter().copied().chain(SKIPPED_FILES.iter().map(|(f, _)| *f)).chain(REWRITTEN_FILES.iter().map(|(f, _, _)| *f)) {
        assert!(files.iter().any(|x| x == f), "{f} is listed but does not exist in {}", dir.display());
    }
}

/// All chunks of all handled files: (what, chunk text, is negative).
fn handled_chunks() -> Vec<(String, String, bool)> {
    let mut out = Vec::new();
    for f in HANDLED_FILES {
        let path = mlir_nvvm_tests().join(f);
        let src = std::fs::read_to_string(&path).unwrap();
        for c in split_chunks(&src) {
            if !c.text.contains("llvm.func") {
                continue;
            }
            let neg = c.text.contains("expected-error");
            out.push((format!("{f}:{} (chunk)", c.first_line), c.text, neg));
        }
    }
    out
}

#[test]
fn mlir_expected_errors_are_refused_with_the_same_message_on_the_annotated_line() {
    let chunks: Vec<_> = handled_chunks().into_iter().filter(|c| c.2).collect();
    assert!(chunks.len() >= 17, "only {} negative chunks found", chunks.len());
    let problems: Vec<String> = chunks.iter().flat_map(|(w, t, _)| check_negative(w, t, false)).collect();
    assert!(problems.is_empty(), "{} problem(s):\n{}", problems.len(), problems.join("\n\n"));
}

/// Errors nvvm-lower reports beyond MLIR's annotations that are nonetheless
/// right: MLIR's op verifier stops at the first violated rule, nvvm-lower
/// reports every one. (chunk file:first-line, message, reason).
const EXTRA_ERRORS: &[(&str, &str, &str)] = &[
    (
        "mbar_invalid.mlir:12",
        "mbarrier in shared_cluster space cannot return any value",
        "the arrive with scope gpu is also on a !llvm.ptr<7> barrier with an i64 result; MLIR stops at the scope rule",
    ),
    (
        "mbar_invalid.mlir:28",
        "mbarrier in shared_cluster space cannot return any value",
        "the arrive_drop with scope gpu is also on a !llvm.ptr<7> barrier with an i64 result; MLIR stops at the scope rule",
    ),
];

#[test]
fn mlir_negative_chunks_produce_no_unexpected_errors() {
    let chunks: Vec<_> = handled_chunks().into_iter().filter(|c| c.2).collect();
    let mut used = vec![false; EXTRA_ERRORS.len()];
    let mut problems = Vec::new();
    for (what, text, _) in &chunks {
        for p in check_negative(what, text, true).into_iter().filter(|p| p.contains("unexpected")) {
            match EXTRA_ERRORS.iter().position(|(c, m, _)| what.starts_with(&format!("{c} ")) && p.contains(m)) {
                Some(i) => used[i] = true,
                None => problems.push(p),
            }
        }
    }
    assert!(problems.is_empty(), "{} problem(s):\n{}", problems.len(), problems.join("\n"));
    for (i, u) in used.iter().enumerate() {
        assert!(u, "EXTRA_ERRORS entry {:?} no longer occurs: remove it", EXTRA_ERRORS[i]);
    }
}

/// Regression: MLIR 22 spells the type list of a predicated op with the
/// predicate's type (`: !llvm.ptr<3>, i32, i1`); nvvm-lower once demanded two types.
#[test]
fn predicated_ops_with_the_mlir_22_type_list_are_accepted_and_honoured() {
    let src = "llvm.func @f(%b: !llvm.ptr<3>, %n: i32, %p: i1) {\n  nvvm.mbarrier.init %b, %n, predicate = %p : !llvm.ptr<3>, i32, i1\n  nvvm.mbarrier.arrive.expect_tx %b, %n, predicate = %p : !llvm.ptr<3>, i32, i1\n  llvm.return\n}\n";
    // MLIR 22 itself accepts this spelling.
    let _ = translate(src, "predicated ops");
    let r = lower(src);
    r.expect_code(0);
    assert_eq!(r.stdout.matches("br i1 %p").count(), 2, "{}", r.stdout);
    // ... and refuses the two-type one, as nvvm-lower must.
    let two = src.replace(", i32, i1\n", ", i32\n");
    let r = lower(&two);
    r.expect_code(1);
    assert!(r.stderr.contains("expects 3 type(s) after ':', got 2"), "{}", r.stderr);
}

#[test]
fn files_in_a_pre_22_spelling_are_refused_as_mlir_22_does_and_agree_once_respelled() {
    for (f, old, new) in REWRITTEN_FILES {
        let src = std::fs::read_to_string(mlir_nvvm_tests().join(f)).unwrap();
        assert!(src.contains(old), "{f} no longer uses {old}: move it to HANDLED_FILES");
        let mut c = Command::new(mlir_translate());
        c.args(["--mlir-to-llvmir", "-"]);
        let r = run_command(c, Some(src.as_bytes()), None, Duration::from_secs(120));
        assert_ne!(r.code(), Some(0), "mlir-translate-22 now accepts {f}: move it to HANDLED_FILES");
        let ours = lower(&src);
        ours.expect_code(1);
        assert!(ours.stderr.contains(new.trim_end_matches('<')), "{f}: the diagnostic should name the MLIR 22 spelling {new}:\n{}", ours.stderr);
        let mut used = BTreeMap::new();
        let problems = check_positive(f, &src.replace(old, new), &mut used);
        assert!(problems.is_empty(), "{}", problems.join("\n\n"));
    }
}

#[test]
fn mlir_positive_functions_lower_to_the_same_intrinsics_and_casts_as_mlir_translate() {
    let chunks: Vec<_> = handled_chunks().into_iter().filter(|c| !c.2).collect();
    assert!(chunks.len() >= 7, "only {} positive chunks found", chunks.len());
    let mut used = BTreeMap::new();
    let mut problems = Vec::new();
    let mut funcs = 0;
    let mut events = 0;
    for (what, text, _) in &chunks {
        funcs += text.matches("llvm.func @").count();
        problems.extend(check_positive_counted(what, text, &mut used, &mut events));
    }
    assert!(funcs >= 30, "only {funcs} positive functions checked");
    assert!(events >= 150, "only {events} intrinsic calls and casts compared");
    assert!(problems.is_empty(), "{} problem(s):\n{}", problems.len(), problems.join("\n\n"));
}

/// Inputs that exercise every entry of [`KNOWN_DIFFERENCES`] (MLIR's own files
/// have no count-less arrive_drop outside mbar_invalid.mlir).
const KNOWN_DIFFERENCE_CASES: &str = "llvm.func @arrive_drop_countless(%bs: !llvm.ptr<3>, %bg: !llvm.ptr, %n: i32) {
  %0 = nvvm.mbarrier.arrive_drop %bs : !llvm.ptr<3> -> i64
  %1 = nvvm.mbarrier.arrive_drop %bg : !llvm.ptr -> i64
  %2 = nvvm.mbarrier.arrive_drop %bs, %n : !llvm.ptr<3> -> i64
  %3 = nvvm.mbarrier.arrive_drop %bs {relaxed = true} : !llvm.ptr<3> -> i64
  %4 = nvvm.mbarrier.arrive_drop %bs {scope = #nvvm.mem_scope<cluster>} : !llvm.ptr<3> -> i64
  llvm.return
}
llvm.func @sreg_range() -> i32 {
  %0 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 64> : i32
  %1 = nvvm.read.ptx.sreg.ntid.x : i32
  %2 = nvvm.read.ptx.sreg.ctaid.y range <i32, 0, 7> : i32
  llvm.return %0 : i32
}
";

#[test]
fn every_known_difference_is_exercised_and_nothing_else_differs() {
    let mut used = BTreeMap::new();
    let problems = check_positive("known-difference cases", KNOWN_DIFFERENCE_CASES, &mut used);
    assert!(problems.is_empty(), "{}", problems.join("\n\n"));
    for k in KNOWN_DIFFERENCES {
        assert!(used.get(k.id).copied().unwrap_or(0) > 0, "known difference {} ({}) was not observed: remove it from the table if it is gone", k.id, k.reason);
    }
    assert_eq!(used.get("arrive_drop-legacy"), Some(&2), "{used:?}");
    assert_eq!(used.get("sreg-range"), Some(&2), "{used:?}");
}

/// MLIR 22 special registers that nvvm-lower's `intrinsics/sreg.toml` lacks; the
/// test below fails when one is added (shrink the list) or another goes missing.
const MISSING_SREGS: &[&str] = &[];

fn special_regs_function() -> String {
    let path = mlir_conformance().join("nvvmir-excerpt.mlir");
    let src = std::fs::read_to_string(&path).unwrap();
    let start = src.find("llvm.func @nvvm_special_regs").expect("@nvvm_special_regs not in the excerpt");
    let end = start + src[start..].find("\n}\n").expect("unterminated function") + 3;
    src[start..end].to_string()
}

#[test]
fn nvvm_special_regs_is_refused_only_for_the_listed_missing_registers() {
    // The parser stops at the first unknown op: drop its line and retry.
    let mut f = special_regs_function();
    let mut missing = Vec::new();
    for _ in 0..100 {
        let r = lower(&f);
        if r.code() == Some(0) {
            break;
        }
        let errs: Vec<&str> = r.stderr.lines().filter(|l| l.starts_with("error")).collect();
        let sreg = errs.iter().find_map(|l| l.strip_prefix("error[unknown-op]: unknown operation 'nvvm.read.ptx.sreg.")).map(|s| s.trim_end_matches('\'').to_string());
        let Some(name) = sreg else { panic!("@nvvm_special_regs refused for another reason:\n{}", r.stderr) };
        assert_eq!(errs.len(), 1, "{}", r.stderr);
        f = f.lines().filter(|l| !l.contains(&format!("nvvm.read.ptx.sreg.{name} "))).map(|l| format!("{l}\n")).collect();
        missing.push(name);
    }
    missing.sort();
    let mut want: Vec<String> = MISSING_SREGS.iter().map(|s| s.to_string()).collect();
    want.sort();
    assert_eq!(missing, want, "the special registers nvvm-lower lacks changed: update MISSING_SREGS");
}

#[test]
fn nvvm_special_regs_supported_registers_match_mlir_translate() {
    // @nvvm_special_regs without the lines of registers nvvm-lower lacks.
    let f: String = special_regs_function()
        .lines()
        .filter(|l| !MISSING_SREGS.iter().any(|m| l.contains(&format!("nvvm.read.ptx.sreg.{m} "))))
        .map(|l| format!("{l}\n"))
        .collect();
    let mut used = BTreeMap::new();
    let problems = check_positive("@nvvm_special_regs (supported registers)", &f, &mut used);
    assert!(problems.is_empty(), "{}", problems.join("\n\n"));
    // range <i32, 0, 64> and <i32, 0, 0> become range(...) in MLIR; the
    // full-range 4294967295 one does not.
    assert_eq!(used.get("sreg-range"), Some(&2), "{used:?}");
}

#[test]
fn event_extraction_reads_calls_ranges_and_casts() {
    let ll = "define void @f(ptr %0) {\n  %2 = addrspacecast ptr %0 to ptr addrspace(3)\n  %3 = call range(i32 0, 64) i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n  %4 = call i64 @llvm.nvvm.mbarrier.arrive.drop.scope.cta.space.cta(ptr addrspace(3) %2, i32 1)\n  ret void\n}\ndeclare i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n";
    let ev = events(ll);
    assert_eq!(ev.len(), 1);
    assert_eq!(
        ev[0].1,
        vec![
            Event::Cast("ptr to ptr addrspace(3)".into()),
            Event::Call { name: "llvm.nvvm.read.ptx.sreg.tid.x".into(), range: Some("range(i32 0, 64)".into()), args: String::new() },
            Event::Call { name: "llvm.nvvm.mbarrier.arrive.drop.scope.cta.space.cta".into(), range: None, args: "ptr addrspace(3) %2, i32 1".into() },
        ]
    );
    let e = expected_errors("x\n  // expected-error @below {{boom}}\n  op\n// expected-error @-1 {{up}}\n");
    assert_eq!((e[0].line, e[0].message.as_str()), (3, "boom"));
    assert_eq!((e[1].line, e[1].message.as_str()), (3, "up"));
}

/// Every chunk of `nvvmir-excerpt.mlir` (special registers, barrier0 and
/// barrier, cluster arrive/wait, kernel attributes, mapa) is accepted and lowers
/// to the intrinsic calls mlir-translate-22 makes.
#[test]
fn nvvmir_excerpt_functions_match_mlir_translate() {
    let path = mlir_conformance().join("nvvmir-excerpt.mlir");
    let src = std::fs::read_to_string(&path).unwrap();
    let mut used = BTreeMap::new();
    let mut problems = Vec::new();
    let mut checked = 0;
    for c in split_chunks(&src) {
        if !c.text.contains("llvm.func") {
            continue;
        }
        checked += 1;
        problems.extend(check_positive(&format!("nvvmir-excerpt.mlir:{}", c.first_line), &c.text, &mut used));
    }
    assert!(checked >= 5, "only {checked} chunks");
    assert!(problems.is_empty(), "{}", problems.join("\n\n"));
}

/// Kernel attributes reach LLVM as the string attributes MLIR 22 emits.
#[test]
fn kernel_attributes_match_mlir_translate() {
    let src = "llvm.func @kernel_func() attributes {nvvm.kernel, nvvm.blocksareclusters, nvvm.reqntid = array<i32: 1, 23, 32>, nvvm.cluster_dim = array<i32: 3, 5, 7>} {\n  llvm.return\n}\nllvm.func @ranked() attributes {nvvm.kernel, nvvm.cluster_max_blocks = 8} {\n  llvm.return\n}\n";
    let r = run_stdin(&["-", "--target", "sm_100a", "--emit", "llvm-ir"], src);
    r.expect_code(0);
    for want in ["define ptx_kernel void @kernel_func()", "\"nvvm.blocksareclusters\"", "\"nvvm.cluster_dim\"=\"3,5,7\"", "\"nvvm.reqntid\"=\"1,23,32\"", "\"nvvm.maxclusterrank\"=\"8\""] {
        assert!(r.stdout.contains(want), "missing {want} in:\n{}", r.stdout);
    }
}

/// Lit inputs that carry MLIR 22's own cases for ops its shared test files
/// lack (nvvmir.mlir's functions and the per-op files of
/// mlir/test/Target/LLVMIR/nvvm/), with a target every op in them exists on:
/// each must lower to the intrinsic calls mlir-translate-22 makes.
const LIT_MLIR_CASES: &[(&str, &str)] = &[
    ("lit/warp/shfl.mlir", "sm_100a"),
    ("lit/warp/vote_match.mlir", "sm_100a"),
    ("lit/warp/redux.mlir", "sm_100a"),
    ("lit/warp/Inputs/redux_i32.mlir", "sm_100a"),
    ("lit/sched/sched.mlir", "sm_100a"),
    ("lit/sched/smem_sregs.mlir", "sm_100a"),
    ("lit/sched/clusterlaunchcontrol.mlir", "sm_100a"),
    ("lit/tcgen05/v_mma_sp.mlir", "sm_100a"),
    ("lit/tcgen05/Inputs/mma_sp_scale.mlir", "sm_100a"),
    ("lit/tcgen05/Inputs/mma_sp_i8.mlir", "sm_100a"),
    ("lit/tcgen05/v_mma_block_scale.mlir", "sm_100a"),
    ("lit/tcgen05/Inputs/mma_block_scale_default.mlir", "sm_100a"),
    ("lit/tcgen05/Inputs/mma_sp_block_scale_mxf4.mlir", "sm_100a"),
    ("lit/tcgen05/v_mma_ws.mlir", "sm_100a"),
    ("lit/tcgen05/Inputs/mma_ws_i8.mlir", "sm_100a"),
    ("lit/tcgen05/v_mma_smem_desc.mlir", "sm_100a"),
    ("lit/matrix/ldstmatrix.mlir", "sm_100a"),
    ("lit/matrix/Inputs/matrix_b8.mlir", "sm_100a"),
    ("lit/mma/mma_sync.mlir", "sm_80"),
    ("lit/mma/Inputs/mma_m8n8k4.mlir", "sm_70"),
    ("lit/mma/wmma.mlir", "sm_80"),
    ("lit/mma/Inputs/wmma_f16.mlir", "sm_70"),
    ("lit/mma/Inputs/wmma_int.mlir", "sm_72"),
];

/// Lit inputs of MLIR 22 verifier cases: every chunk that nvvm-lower refuses
/// must be refused by mlir-translate-22 too (lit/mma/mma_sync-unlowerable.mlir:
/// by crashing).
const LIT_MLIR_INVALID: &[&str] = &["lit/warp/verify-invalid.mlir", "lit/sched/verify-invalid.mlir", "lit/tcgen05/v_mma-variants-invalid.mlir", "lit/tcgen05/Inputs/smem_desc-invalid.mlir", "lit/wgmma/mma-types-invalid.mlir", "lit/matrix/ldstmatrix-invalid.mlir", "lit/mma/mma_sync-invalid.mlir", "lit/mma/mma_sync-unlowerable.mlir", "lit/mma/wmma-invalid.mlir"];

#[test]
fn lit_copies_of_mlir_cases_lower_to_the_same_intrinsics_as_mlir_translate() {
    let mut used = BTreeMap::new();
    let mut problems = Vec::new();
    let mut events = 0;
    for (file, target) in LIT_MLIR_CASES {
        let src = std::fs::read_to_string(root().join(file)).unwrap_or_else(|e| panic!("{file}: {e}"));
        let r = run_stdin(&["-", "--target", target, "--emit", "llvm-ir", "--color", "never"], &src);
        if r.code() != Some(0) {
            problems.push(format!("{file}: nvvm-lower refused it for {target}:\n{}", r.stderr));
            continue;
        }
        let mlir = self::events(&translate(&src, file));
        let ours = self::events(&r.stdout);
        for (name, mev) in &mlir {
            events += mev.len();
            match ours.iter().find(|(n, _)| n == name) {
                Some((_, oev)) => problems.extend(compare(name, mev, oev, &mut used).into_iter().map(|p| format!("{file}: {p}"))),
                None => problems.push(format!("{file}: nvvm-lower's .ll has no function @{name}")),
            }
        }
    }
    assert!(events >= 60, "only {events} intrinsic calls compared");
    assert!(used.is_empty(), "no known difference applies to these ops: {used:?}");
    assert!(problems.is_empty(), "{}", problems.join("\n\n"));
}

#[test]
fn lit_mlir_verifier_cases_are_refused_by_mlir_translate_too() {
    let mut problems = Vec::new();
    for file in LIT_MLIR_INVALID {
        let src = std::fs::read_to_string(root().join(file)).unwrap();
        for c in split_chunks(&src).into_iter().filter(|c| c.text.contains("llvm.func")) {
            let mut cmd = Command::new(mlir_translate());
            cmd.args(["--mlir-to-llvmir", "-"]);
            let r = run_command(cmd, Some(c.text.as_bytes()), None, Duration::from_secs(120));
            if r.code() == Some(0) {
                problems.push(format!("{file}:{}: mlir-translate-22 accepts a chunk nvvm-lower refuses", c.first_line));
            }
            if lower(&c.text).code() != Some(1) {
                problems.push(format!("{file}:{}: nvvm-lower does not refuse it", c.first_line));
            }
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}
