//! cuda-oxide's 870 one-op probe modules (`tests/cuda-oxide-probes/`, 623
//! of them inline PTX, 247 `llvm.nvvm.*` calls) checked for nine targets,
//! each verdict against llc-22 + the pinned ptxas (13.5; 12.9 for sm_70).
//!
//! For each (probe, target) `check` either passes the module at a PTX
//! version or refuses it. A pass must compile with llc-22 and assemble with
//! ptxas at the version `check` names; a refusal must be what llc-22 or
//! ptxas does at every PTX version the target's ptxas reads (a probe taken
//! at some version is one `check` should have passed). Any disagreement, in
//! either direction, fails the test with a table of them.
//!
//! The probes of one (target, version) are linked into one module
//! (llvm-link-22) and compiled by one llc run; a function llc cannot
//! compile is named by llc ("In function: ...") and compiled again alone.
//! The functions of llc's output are then assembled together
//! ([`common::ptxas_many`]). A refused inline-PTX probe is assembled at every
//! lower version with the `.version` of llc's output changed: llc writes the
//! same PTX for them at every version save that line, which the test
//! asserts at each target's lowest and highest version. A refused intrinsic
//! probe is compiled alone by llc from the newest version down, until one
//! takes it or llc refuses it (llc-22's PTX requirements are floors: what
//! it refuses at a version it refuses at every lower one).

mod common;

use inkwell::context::Context;
use inkwell::memory_buffer::MemoryBuffer;
use nvvm_lower::check::check_module;
use nvvm_lower::ops::PTX_VERSIONS;
use nvvm_lower::target::{PtxVersion, Target};
use std::collections::BTreeMap;
use std::path::PathBuf;
use std::process::Command;
use std::sync::Mutex;

const TARGETS: [&str; 9] = ["sm_70", "sm_75", "sm_80", "sm_86", "sm_89", "sm_90", "sm_90a", "sm_100a", "sm_120a"];

/// One probe module.
struct Probe {
    /// The file name without `.ll`.
    name: String,
    path: PathBuf,
    text: String,
    /// Its operation is inline PTX.
    asm: bool,
    /// The functions it defines (one, or one per operand kind).
    functions: Vec<String>,
}

fn probes() -> Vec<Probe> {
    let dir = common::root().join("tests/cuda-oxide-probes/probes");
    let mut out: Vec<Probe> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|x| x == "ll"))
        .map(|path| {
            let text = std::fs::read_to_string(&path).unwrap();
            let name = path.file_stem().unwrap().to_string_lossy().into_owned();
            let functions = text.lines().filter_map(|l| l.strip_prefix("define ")?.split('@').nth(1)?.split('(').next().map(str::to_string)).collect();
            Probe { name, asm: text.contains(" asm "), functions, path, text }
        })
        .collect();
    out.sort_by(|a, b| a.name.cmp(&b.name));
    out
}

/// `check`'s verdict on a probe for a target: the PTX version it names (and
/// whether it warned of unread inline PTX), or its first error.
type CheckVerdict = Result<(PtxVersion, bool), String>;

fn check(p: &Probe, targets: &[Target]) -> Vec<CheckVerdict> {
    let ctx = Context::create();
    let buf = MemoryBuffer::create_from_memory_range_copy(p.text.as_bytes(), &p.name);
    let m = ctx.create_module_from_ir(buf).unwrap_or_else(|e| panic!("{}: {e}", p.name));
    targets
        .iter()
        .map(|&t| match check_module(&m, t, None, Some(&p.text)) {
            Ok(c) => Ok((c.ptx, c.warnings.iter().any(|w| w.code == "inline-ptx" && w.message.contains("cannot read")))),
            Err(e) => Err(e.errors().next().map_or_else(|| "refused".to_string(), |d| format!("{}: {}", d.code, d.message))),
        })
        .collect()
}

fn tool(name: &str) -> PathBuf {
    nvvm_lower::backend::on_path(name).unwrap_or_else(|| panic!("{name} is needed (run scripts/setup)"))
}

/// The PTX llc-22 writes for `probes` linked into one module, one text per
/// probe (the module's header and declarations, then the probe's function),
/// or llc's error for a probe it cannot compile.
fn llc(t: Target, v: PtxVersion, probes: &[&Probe]) -> Vec<Result<String, String>> {
    let mut out: Vec<Option<Result<String, String>>> = vec![None; probes.len()];
    let mut left: Vec<usize> = (0..probes.len()).collect();
    let dir = tempfile::tempdir().unwrap();
    let (linked, ptx) = (dir.path().join("all.ll"), dir.path().join("all.ptx"));
    while !left.is_empty() {
        let input = if let [one] = left[..] {
            probes[one].path.clone()
        } else {
            let run = Command::new(tool("llvm-link-22")).arg("-S").arg("-o").arg(&linked).args(left.iter().map(|&i| &probes[i].path)).output().unwrap();
            assert!(run.status.success(), "llvm-link-22: {}", String::from_utf8_lossy(&run.stderr));
            linked.clone()
        };
        let run = Command::new(tool("llc-22"))
            .args(["-mtriple=nvptx64-nvidia-cuda", &format!("-mcpu={}", t.name()), &format!("-mattr={}", v.feature()), "-o"])
            .arg(&ptx)
            .arg(&input)
            .output()
            .unwrap();
        if run.status.success() {
            let text = std::fs::read_to_string(&ptx).unwrap();
            let mut funcs = split_functions(&text);
            for &i in &left {
                let mut body = prelude(&text);
                for f in &probes[i].functions {
                    body += &funcs.remove(f).unwrap_or_else(|| panic!("{}: no function {f} in llc's output", probes[i].name));
                }
                out[i] = Some(Ok(body));
            }
            break;
        }
        let err = String::from_utf8_lossy(&run.stderr);
        let first = err.lines().find(|l| l.contains("ERROR") || l.contains("error")).unwrap_or("llc failed").trim().to_string();
        let named = err.lines().find_map(|l| l.trim().strip_prefix("In function: ")).map(str::trim);
        let culprit = match left[..] {
            [one] => Some(one),
            _ => named.and_then(|f| left.iter().copied().find(|&i| probes[i].functions.iter().any(|g| g == f))),
        };
        match culprit {
            Some(i) => {
                out[i] = Some(Err(format!("llc: {first}")));
                left.retain(|&j| j != i);
            }
            None => {
                // No function named: each probe alone.
                for &i in &left {
                    out[i] = Some(llc(t, v, &[probes[i]]).remove(0));
                }
                break;
            }
        }
    }
    out.into_iter().map(|o| o.expect("every probe has a verdict")).collect()
}

/// The lines of a PTX text before its first function or global: the header
/// and the declarations every function may use.
fn prelude(ptx: &str) -> String {
    let mut out = String::new();
    for l in ptx.lines() {
        if l.contains("// .globl") || l.starts_with(".visible") || l.starts_with(".weak") || l.starts_with(".func") {
            break;
        }
        out += l;
        out.push('\n');
    }
    out
}

/// The functions of llc's PTX by name, each with the module-scope lines
/// (globals, declarations) between it and the previous one.
fn split_functions(ptx: &str) -> BTreeMap<String, String> {
    let mut out = BTreeMap::new();
    let lines: Vec<&str> = ptx.lines().collect();
    let mut i = lines.iter().position(|l| l.contains("// .globl")).unwrap_or(lines.len());
    while i < lines.len() {
        let name = lines[i].split("// .globl").nth(1).and_then(|r| r.split_whitespace().next()).unwrap_or("").to_string();
        let mut j = i + 1;
        let mut body = String::new();
        body += lines[i];
        body.push('\n');
        while j < lines.len() && !lines[j].contains("// .globl") {
            body += lines[j];
            body.push('\n');
            j += 1;
        }
        out.insert(name, body);
        i = j;
    }
    out
}

/// `ptx` with its `.version` line naming `v`.
fn at_version(ptx: &str, v: PtxVersion) -> String {
    ptx.lines().map(|l| if l.starts_with(".version ") { format!(".version {v}") } else { l.to_string() }).collect::<Vec<_>>().join("\n") + "\n"
}

/// What llc-22 + ptxas make of each probe of `probes` on `t` at `v`.
fn compile(t: Target, v: PtxVersion, probes: &[&Probe]) -> (Vec<Option<String>>, Vec<Result<(), String>>) {
    let ptx = llc(t, v, probes);
    let texts: Vec<&str> = ptx.iter().filter_map(|p| p.as_deref().ok()).collect();
    let mut assembled = common::ptxas_many(t, &texts).into_iter();
    let verdicts = ptx.iter().map(|p| match p {
        Ok(_) => assembled.next().unwrap().map_err(|e| format!("ptxas: {}", e.split_once("error").map_or(e.as_str(), |(_, m)| m.trim_start_matches([' ', ':'])).trim())),
        Err(e) => Err(e.clone()),
    });
    let verdicts = verdicts.collect();
    (ptx.into_iter().map(Result::ok).collect(), verdicts)
}

/// The PTX versions the pinned ptxas of `t` reads, oldest first.
fn versions(t: Target) -> Vec<PtxVersion> {
    PTX_VERSIONS.iter().copied().filter(|&v| v >= t.min_ptx() && v <= t.info().ptxas.max_ptx()).collect()
}

/// The truth for one row: taken at the version check named (or, for a
/// refused row, the first version found that takes it), else the error at
/// the newest version.
type Truth = Result<PtxVersion, String>;

/// The truth for every row of one target whose `check` verdicts are `checked`.
fn truths(t: Target, all: &[Probe], checked: &[&CheckVerdict]) -> Vec<Truth> {
    let mut truth: Vec<Option<Truth>> = vec![None; all.len()];
    let max = *versions(t).last().unwrap();
    // Passed rows, at the version check named.
    let mut by_version: BTreeMap<PtxVersion, Vec<usize>> = BTreeMap::new();
    for (i, c) in checked.iter().enumerate() {
        if let Ok((v, _)) = c {
            by_version.entry(*v).or_default().push(i);
        }
    }
    for (v, rows) in by_version {
        let ps: Vec<&Probe> = rows.iter().map(|&i| &all[i]).collect();
        let (_, verdicts) = compile(t, v, &ps);
        for (&i, r) in rows.iter().zip(verdicts) {
            truth[i] = Some(r.map(|()| v));
        }
    }
    // Refused inline-PTX rows: at the newest version, then every lower one.
    let refused_asm: Vec<usize> = (0..all.len()).filter(|&i| checked[i].is_err() && all[i].asm).collect();
    let ps: Vec<&Probe> = refused_asm.iter().map(|&i| &all[i]).collect();
    let (ptx, verdicts) = compile(t, max, &ps);
    let mut still: Vec<(usize, String)> = Vec::new();
    for ((&i, r), text) in refused_asm.iter().zip(verdicts).zip(ptx) {
        match (r, text) {
            (Ok(()), _) => truth[i] = Some(Ok(max)),
            (Err(e), Some(text)) => {
                truth[i] = Some(Err(e));
                still.push((i, text));
            }
            (Err(e), None) => truth[i] = Some(Err(e)),
        }
    }
    if let Some(&(i, ref newest)) = still.first() {
        let oldest = llc(t, versions(t)[0], &[&all[i]]).remove(0);
        if let Ok(oldest) = oldest {
            assert_eq!(at_version(&oldest, max), at_version(newest, max), "{} on {t}: llc writes other PTX at {} than at {max}", all[i].name, versions(t)[0]);
        }
    }
    for &v in versions(t).iter().rev().skip(1) {
        if still.is_empty() {
            break;
        }
        let texts: Vec<String> = still.iter().map(|(_, p)| at_version(p, v)).collect();
        let refs: Vec<&str> = texts.iter().map(String::as_str).collect();
        let verdicts = common::ptxas_many(t, &refs);
        let mut next = Vec::new();
        for ((i, p), r) in still.into_iter().zip(verdicts) {
            match r {
                Ok(()) => truth[i] = Some(Ok(v)),
                Err(_) => next.push((i, p)),
            }
        }
        still = next;
    }
    // Refused intrinsic rows: each alone, at every version from the newest.
    let refused_calls: Vec<usize> = (0..all.len()).filter(|&i| checked[i].is_err() && !all[i].asm).collect();
    let found = Mutex::new(Vec::new());
    common::parallel(&refused_calls, |&i| {
        let mut verdict = None;
        for &v in versions(t).iter().rev() {
            let (_, mut r) = compile(t, v, &[&all[i]]);
            match r.remove(0) {
                Ok(()) => {
                    verdict = Some(Ok(v));
                    break;
                }
                // llc's requirements are floors: one it refuses at the newest version it refuses below.
                Err(e) if e.starts_with("llc") => {
                    verdict = verdict.or(Some(Err(e)));
                    break;
                }
                Err(e) => verdict = verdict.or(Some(Err(e))),
            }
        }
        found.lock().unwrap().push((i, verdict.unwrap()));
    });
    for (i, v) in found.into_inner().unwrap() {
        truth[i] = Some(v);
    }
    truth.into_iter().map(|t| t.expect("every row has a truth")).collect()
}

#[test]
fn every_probe_on_every_target_is_judged_as_llc_and_ptxas_judge_it() {
    let all = probes();
    assert_eq!(all.len(), 870, "the vendored probes");
    let targets: Vec<Target> = TARGETS.iter().map(|n| Target::parse(n).unwrap()).collect();
    // check's verdicts, by probe then target.
    let verdicts: Mutex<BTreeMap<usize, Vec<CheckVerdict>>> = Mutex::new(BTreeMap::new());
    let indices: Vec<usize> = (0..all.len()).collect();
    common::parallel(&indices, |&i| {
        let v = check(&all[i], &targets);
        verdicts.lock().unwrap().insert(i, v);
    });
    let verdicts = verdicts.into_inner().unwrap();
    let rows = Mutex::new(Vec::new());
    common::parallel(&targets.iter().enumerate().collect::<Vec<_>>(), |&(k, &t)| {
        let checked: Vec<&CheckVerdict> = (0..all.len()).map(|i| &verdicts[&i][k]).collect();
        let truth = truths(t, &all, &checked);
        let mut local = Vec::new();
        for (i, (c, tr)) in checked.into_iter().zip(truth).enumerate() {
            local.push((i, t, c.clone(), tr));
        }
        rows.lock().unwrap().extend(local);
    });
    let rows = rows.into_inner().unwrap();
    let (mut false_passes, mut false_refusals) = (Vec::new(), Vec::new());
    let (mut passed, mut refused, mut unread) = (0, 0, 0);
    for (i, t, c, tr) in &rows {
        let name = &all[*i].name;
        match (c, tr) {
            (Ok((v, u)), Ok(_)) => {
                passed += 1;
                unread += usize::from(*u);
                let _ = v;
            }
            (Err(_), Err(_)) => refused += 1,
            (Ok((v, _)), Err(e)) => false_passes.push(format!("| {name} | {t} | passes at PTX {v} | {e} |")),
            (Err(e), Ok(v)) => false_refusals.push(format!("| {name} | {t} | {e} | taken at PTX {v} |")),
        }
    }
    false_passes.sort();
    false_refusals.sort();
    eprintln!(
        "{} probes × {} targets: {passed} passed and taken, {refused} refused by both, {} false passes, {} false refusals; {unread} passes warn of unread inline PTX",
        all.len(),
        targets.len(),
        false_passes.len(),
        false_refusals.len()
    );
    let mut table = Vec::new();
    if !false_passes.is_empty() {
        table.push(format!("false passes ({}):\n| probe | target | check | llc-22 + ptxas |\n|---|---|---|---|", false_passes.len()));
        table.extend(false_passes.iter().cloned());
    }
    if !false_refusals.is_empty() {
        table.push(format!("false refusals ({}):\n| probe | target | check | llc-22 + ptxas |\n|---|---|---|---|", false_refusals.len()));
        table.extend(false_refusals.iter().cloned());
    }
    assert!(passed > 0 && refused > 0, "the corpus must exercise both directions");
    assert!(table.is_empty(), "{}", table.join("\n"));
}
