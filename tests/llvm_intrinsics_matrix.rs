//! The measured `llvm.nvvm.*` intrinsics (`intrinsics/llvm_nvvm.toml`, as
//! compiled into `LLVM_INTRINSICS`) re-measured at their boundaries with
//! llc-22 and the pinned ptxas (13.5; 12.9 for sm_70, sm_72, sm_101*).
//!
//! For every measured call of every entry, a kernel calling it (the call's
//! constants as written, every other argument loaded from the kernel's
//! parameter) must:
//! * compile and assemble on a target of its set at the PTX version the
//!   entry says it needs there (a target where that version is above the
//!   target's own minimum, where the set has one), and likewise on a target
//!   of a raised subset at its version;
//! * be refused (llc-22 cannot select it, or ptxas rejects what llc wrote)
//!   at the version just below, where the target reads one;
//! * be refused at the newest version its ptxas reads on the target just
//!   before the set's first in table order and on the first target missing
//!   between its first and last (else the one just after its last); a call
//!   no target takes (set `nowhere`) on sm_90a, sm_100a and sm_120a.
//!
//! The accepted kernels of one (target, version) are compiled as one module
//! (a failing module is split until each failing kernel is named); each
//! refusal is its own llc (and ptxas) run, since llc stops at the first
//! kernel it cannot select. Any disagreement fails the test.

use nvvm_lower::ops::LLVM_INTRINSICS;
use nvvm_lower::target::{PtxVersion, Target};
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::Mutex;

/// `(type, constant)` of each argument of a call, and its return type and name.
fn parse_call(call: &str) -> (&str, &str, Vec<(&str, Option<&str>)>) {
    let at = call.find(" @").unwrap();
    let (ret, rest) = (&call[..at], &call[at + 2..]);
    let open = rest.find('(').unwrap();
    let (name, list) = (&rest[..open], &rest[open + 1..rest.len() - 1]);
    let mut args = Vec::new();
    let (mut depth, mut start) = (0i32, 0);
    let bytes = list.as_bytes();
    for i in 0..=bytes.len() {
        let c = bytes.get(i).copied().unwrap_or(b',');
        match c {
            b'(' | b'<' | b'{' | b'[' => depth += 1,
            b')' | b'>' | b'}' | b']' => depth -= 1,
            b',' if depth == 0 => {
                let a = list[start..i].trim();
                if !a.is_empty() {
                    args.push(split_type(a));
                }
                start = i + 1;
            }
            _ => {}
        }
    }
    (ret, name, args)
}

/// An argument's type and the constant after it, if any.
fn split_type(a: &str) -> (&str, Option<&str>) {
    let end = if a.starts_with(['<', '{', '[']) {
        let mut depth = 0;
        a.char_indices()
            .find_map(|(i, c)| {
                match c {
                    '<' | '{' | '[' | '(' => depth += 1,
                    '>' | '}' | ']' | ')' => depth -= 1,
                    _ => {}
                }
                (depth == 0).then_some(i + 1)
            })
            .unwrap()
    } else if a.starts_with("ptr addrspace(") {
        a.find(')').unwrap() + 1
    } else {
        a.find(' ').unwrap_or(a.len())
    };
    let rest = a[end..].trim();
    (&a[..end], (!rest.is_empty()).then_some(rest))
}

/// A module of one kernel `@k<i>` per call.
fn module(calls: &[&str]) -> String {
    let mut decls = std::collections::BTreeSet::new();
    let mut defs = String::new();
    for (k, call) in calls.iter().enumerate() {
        let (ret, name, args) = parse_call(call);
        let mut vals = Vec::new();
        defs += &format!("define ptx_kernel void @k{k}(ptr addrspace(1) %p) {{\n");
        for (i, (ty, c)) in args.iter().enumerate() {
            match c {
                Some(c) => vals.push(format!("{ty} {c}")),
                None => {
                    defs += &format!("  %a{i} = load {ty}, ptr addrspace(1) %p\n");
                    vals.push(format!("{ty} %a{i}"));
                }
            }
        }
        if ret == "void" {
            defs += &format!("  call void @{name}({})\n", vals.join(", "));
        } else {
            defs += &format!("  %r = call {ret} @{name}({})\n  store {ret} %r, ptr addrspace(1) %p\n", vals.join(", "));
        }
        defs += "  ret void\n}\n";
        let types: Vec<&str> = args.iter().map(|(t, _)| *t).collect();
        decls.insert(format!("declare {ret} @{name}({})", types.join(", ")));
    }
    decls.into_iter().collect::<Vec<_>>().join("\n") + "\n\n" + &defs
}

fn llc() -> PathBuf {
    nvvm_lower::backend::on_path("llc-22").expect("llc-22 is needed (run scripts/setup)")
}

/// Ok when llc-22 compiles the module of `calls` for `t` at `v` and ptxas
/// assembles it; else Err(what refused it, the kernels ptxas named).
fn compiles(calls: &[&str], t: Target, v: PtxVersion) -> Result<(), (String, Vec<usize>)> {
    let dir = tempfile::tempdir().unwrap();
    let (ll, ptx) = (dir.path().join("k.ll"), dir.path().join("k.ptx"));
    std::fs::write(&ll, module(calls)).unwrap();
    let out = Command::new(llc())
        .env("LLVM_DISABLE_SYMBOLIZATION", "1")
        .args(["-march=nvptx64", &format!("-mcpu={}", t.name()), &format!("-mattr={}", v.feature()), "-o"])
        .arg(&ptx)
        .arg(&ll)
        .output()
        .unwrap();
    if !out.status.success() {
        let e = String::from_utf8_lossy(&out.stderr);
        return Err((format!("llc: {}", e.lines().find(|l| l.contains("ERROR") || l.contains("error")).unwrap_or("failed")), Vec::new()));
    }
    let exe = nvvm_lower::backend::find_ptxas(t.info().ptxas).unwrap_or_else(|d| panic!("{} (run scripts/setup)", d.message));
    let out = Command::new(exe).arg(format!("-arch={}", t.name())).arg("-o").arg(dir.path().join("k.cubin")).arg(&ptx).output().unwrap();
    assert!(out.status.code().is_some(), "ptxas crashed for {t} at {v}");
    if out.status.success() {
        return Ok(());
    }
    let e = String::from_utf8_lossy(&out.stderr).into_owned();
    Err((format!("ptxas: {}", e.lines().find(|l| l.contains("error")).unwrap_or(e.trim())), named_kernels(&ptx, &e)))
}

/// The kernels whose lines ptxas's errors name.
fn named_kernels(ptx: &Path, stderr: &str) -> Vec<usize> {
    let text = std::fs::read_to_string(ptx).unwrap();
    let entries: Vec<(usize, usize)> = text
        .lines()
        .enumerate()
        .filter_map(|(n, l)| Some((n + 1, l.strip_prefix(".visible .entry k")?.split('(').next()?.parse().ok()?)))
        .collect();
    let mut named: Vec<usize> = stderr
        .lines()
        .filter(|l| l.contains("error"))
        .filter_map(|l| l.split("line ").nth(1)?.split(';').next()?.parse::<usize>().ok())
        .filter_map(|line| entries.iter().rev().find(|(n, _)| *n <= line).map(|(_, k)| *k))
        .collect();
    named.sort();
    named.dedup();
    named
}

/// The calls of `calls` that do not compile and assemble, each with why.
fn failing(calls: &[&str], t: Target, v: PtxVersion) -> Vec<(String, String)> {
    match compiles(calls, t, v) {
        Ok(()) => Vec::new(),
        Err((why, _)) if calls.len() == 1 => vec![(calls[0].to_string(), why)],
        Err((why, named)) if !named.is_empty() => {
            let rest: Vec<&str> = calls.iter().enumerate().filter(|(i, _)| !named.contains(i)).map(|(_, c)| *c).collect();
            let mut out: Vec<(String, String)> = named.iter().map(|&i| (calls[i].to_string(), why.clone())).collect();
            out.extend(failing(&rest, t, v));
            out
        }
        Err(_) => {
            let (a, b) = calls.split_at(calls.len() / 2);
            let mut out = failing(a, t, v);
            out.extend(failing(b, t, v));
            out
        }
    }
}

enum Case {
    /// These calls compile and assemble for the target at the version.
    Accept(Target, PtxVersion, Vec<&'static str>),
    /// This call is refused for the target at the version.
    Refuse(Target, PtxVersion, &'static str, &'static str),
}

/// The targets just outside a set of targets: the one before its first in
/// table order, and the first missing between its first and last, else the
/// one after its last.
fn outside(mask: u64) -> Vec<Target> {
    let all: Vec<Target> = Target::all().collect();
    let inside = |t: &Target| mask & (1 << t.index()) != 0;
    let first = all.iter().position(inside).unwrap();
    let last = all.iter().rposition(inside).unwrap();
    let mut out = Vec::new();
    if first > 0 {
        out.push(all[first - 1]);
    }
    match (first..=last).find(|&i| !inside(&all[i])) {
        Some(gap) => out.push(all[gap]),
        None if last + 1 < all.len() => out.push(all[last + 1]),
        None => {}
    }
    out
}

fn cases() -> Vec<Case> {
    let mut accept: std::collections::BTreeMap<(usize, PtxVersion), Vec<&'static str>> = Default::default();
    let mut refuse = Vec::new();
    for spec in LLVM_INTRINSICS {
        let req = &spec.requires;
        if req.targets == 0 {
            for name in ["sm_90a", "sm_100a", "sm_120a"] {
                let t = Target::parse(name).unwrap();
                for &c in spec.calls {
                    refuse.push(Case::Refuse(t, t.info().ptxas.max_ptx(), c, "no target takes it"));
                }
            }
            continue;
        }
        // The version the entry says a target needs, and a target of the
        // mask where that is above the target's own minimum (so that the
        // version below can be tried), else the first.
        let need = |t: Target| req.min_ptx_on(t.index()).max(t.min_ptx());
        let pick = |mask: u64| {
            let members: Vec<Target> = Target::all().filter(|t| mask & (1 << t.index()) != 0).collect();
            members.iter().copied().find(|&t| need(t) > t.min_ptx()).unwrap_or(members[0])
        };
        let mut at = vec![pick(req.targets)];
        if let Some((_, mask, _)) = req.raised {
            at.push(pick(mask));
        }
        for t in at {
            let v = need(t);
            accept.entry((t.index(), v)).or_default().extend(spec.calls);
            if v > t.min_ptx() {
                for &c in spec.calls {
                    refuse.push(Case::Refuse(t, v.previous().unwrap(), c, "below its PTX version"));
                }
            }
        }
        for t in outside(req.targets) {
            for &c in spec.calls {
                refuse.push(Case::Refuse(t, t.info().ptxas.max_ptx(), c, "outside its set"));
            }
        }
    }
    let all: Vec<Target> = Target::all().collect();
    let mut out: Vec<Case> = accept.into_iter().map(|((t, v), calls)| Case::Accept(all[t], v, calls)).collect();
    out.extend(refuse);
    out
}

#[test]
fn every_measured_intrinsic_holds_at_its_boundaries() {
    let start = std::time::Instant::now();
    let work = Mutex::new(cases());
    let total = work.lock().unwrap().len();
    let failures = Mutex::new(Vec::new());
    // Two workers: the machines this runs on share two cores with the rest
    // of the suite.
    std::thread::scope(|s| {
        for _ in 0..2 {
            s.spawn(|| loop {
                let Some(case) = work.lock().unwrap().pop() else { break };
                match case {
                    Case::Accept(t, v, calls) => {
                        for (c, why) in failing(&calls, t, v) {
                            failures.lock().unwrap().push(format!("{c} on {t} at PTX {v}: expected accepted, but {why}"));
                        }
                    }
                    Case::Refuse(t, v, c, what) => {
                        if compiles(&[c], t, v).is_ok() {
                            failures.lock().unwrap().push(format!("{c} on {t} at PTX {v} ({what}): expected refused, but llc-22 and ptxas take it"));
                        }
                    }
                }
            });
        }
    });
    let failures = failures.into_inner().unwrap();
    eprintln!("{total} cases over {} entries in {:.0?}", LLVM_INTRINSICS.len(), start.elapsed());
    assert!(failures.is_empty(), "{} disagreements with intrinsics/llvm_nvvm.toml (regenerate it with scripts/llvm-nvvm-measure):\n{}", failures.len(), failures.join("\n"));
}

/// The kernels are built as the measurement built them: constants in place,
/// other arguments loaded, vector and pointer types kept whole.
#[test]
fn calls_are_read_back_as_written() {
    let (ret, name, args) = parse_call("{ i32, i1 } @llvm.nvvm.x(ptr addrspace(3), <2 x half>, i32 7, i1 false)");
    assert_eq!((ret, name), ("{ i32, i1 }", "llvm.nvvm.x"));
    assert_eq!(args, vec![("ptr addrspace(3)", None), ("<2 x half>", None), ("i32", Some("7")), ("i1", Some("false"))]);
    let m = module(&["void @llvm.nvvm.y(i32 3)"]);
    assert!(m.contains("declare void @llvm.nvvm.y(i32)") && m.contains("call void @llvm.nvvm.y(i32 3)"), "{m}");
}
