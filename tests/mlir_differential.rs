//! Differential test against MLIR 22: every positive lit input is compiled by
//! nvvm-lower and by `mlir-translate-22 --mlir-to-llvmir` (after `mlir-opt-22
//! --convert-nvvm-to-llvm` when MLIR needs it) + `llc-22`, for every target a
//! RUN line compiles it for, and the two PTX instruction streams are compared
//! per function, modulo register numbers, label names and the order of
//! parameter loads.
//!
//! Every difference must be listed in `docs/mlir-differences.md` (a table row
//! with the file, the functions and the differing instructions, and a section
//! that says why ours is right); an unlisted difference, or a listed one that
//! no longer occurs, fails the test. A chunk that MLIR refuses (an `nvsync.*`
//! op, syntax MLIR lacks) is counted, not compared. The run's summary goes to
//! `target/mlir-differential.txt`.

mod common;

use common::*;
use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::Mutex;
use std::time::Duration;

const LIMIT: Duration = Duration::from_secs(120);

/// What came of one job.
enum Outcome {
    Same,
    /// nvvm-lower refuses this chunk for this target (a negative RUN line's input).
    OursRefuses,
    /// MLIR cannot parse or translate the chunk; the first line of its error.
    MlirRefuses(String),
    /// llc-22 aborts on MLIR's IR: a crash MLIR's users would get.
    LlcFails(String),
    /// Per function, the instructions only MLIR has (`-`) and only ours has (`+`).
    Differs(BTreeMap<String, BTreeSet<String>>),
}

/// The positive lit inputs; `NVVM_LOWER_DIFF_FILTER=convert/` keeps those
/// whose path contains it (a quick run over one group; the rows of
/// docs/mlir-differences.md for other files are then not judged stale).
fn jobs() -> (Vec<Job>, Option<String>) {
    let filter = std::env::var("NVVM_LOWER_DIFF_FILTER").ok().filter(|f| !f.is_empty());
    let jobs = lit_positive_modules().into_iter().filter(|j| filter.as_ref().is_none_or(|f| j.file.contains(f.as_str()))).collect();
    (jobs, filter)
}

fn tool(name: &str, arg: &str) -> Command {
    let p = Path::new("/usr/lib/llvm-22/bin").join(name);
    let mut c = Command::new(if p.exists() { p } else { PathBuf::from(format!("{name}-22")) });
    c.arg(arg);
    c
}

fn first_error(stderr: &str) -> String {
    let line = stderr.lines().find(|l| l.starts_with("LLVM ERROR") || l.contains("error:")).or_else(|| stderr.lines().next()).unwrap_or("");
    line.trim().chars().take(160).collect()
}

/// Compares one job; where MLIR refuses a module of several functions (one
/// `nvsync.*` op, say), each function is compared on its own, with the
/// module's globals, so that one op MLIR lacks does not hide the others.
fn compare(job: &Job) -> Vec<(Job, Outcome)> {
    let outcome = compare_module(job);
    if !matches!(outcome, Outcome::MlirRefuses(_)) {
        return vec![(job.clone(), outcome)];
    }
    let pieces = split_functions(&job.text);
    if pieces.len() < 2 {
        return vec![(job.clone(), outcome)];
    }
    pieces
        .into_iter()
        .map(|(line, text)| {
            let piece = Job { line: job.line + line, text, ..job.clone() };
            let o = compare_module(&piece);
            (piece, o)
        })
        .collect()
}

/// The top-level `llvm.func`s of a module written without a `module { }`
/// wrapper, each with every global of the module: (line offset, text).
fn split_functions(text: &str) -> Vec<(usize, String)> {
    if text.lines().any(|l| l.trim_start().starts_with("module")) {
        return Vec::new();
    }
    let lines: Vec<&str> = text.lines().collect();
    let globals: String = lines.iter().filter(|l| l.starts_with("llvm.mlir.global")).map(|l| format!("{l}\n")).collect();
    let mut out = Vec::new();
    let mut i = 0;
    while i < lines.len() {
        if lines[i].starts_with("llvm.func") {
            let end = (i..lines.len()).find(|&j| lines[j] == "}" || (j == i && lines[j].ends_with('}'))).unwrap_or(lines.len() - 1);
            let mut piece = globals.clone();
            // Blank lines keep the function's own line numbers in diagnostics.
            piece += &"\n".repeat(i.saturating_sub(globals.lines().count()));
            piece += &lines[i..=end].join("\n");
            out.push((i, piece + "\n"));
            i = end + 1;
        } else {
            i += 1;
        }
    }
    out
}

fn compare_module(job: &Job) -> Outcome {
    let mut args = vec!["-", "--target", &job.target, "--emit", "ptx"];
    if let Some(p) = &job.ptx {
        args.extend(["--ptx", p]);
    }
    let ours = run_with(&args, Some(job.text.as_bytes()), None, LIMIT);
    if ours.code() != Some(0) {
        return Outcome::OursRefuses;
    }
    let version = ptx_version(&ours.stdout).expect("our PTX has a .version").replace('.', "");

    let ir = match mlir_ir(&job.text) {
        Ok(ir) => ir,
        Err(e) => return Outcome::MlirRefuses(e),
    };
    let mut llc = tool("llc", "-mtriple=nvptx64-nvidia-cuda");
    llc.args([&format!("-mcpu={}", job.target), &format!("-mattr=+ptx{version}"), "-o", "-"]);
    let mlir = run_command(llc, Some(ir.as_bytes()), None, LIMIT);
    if mlir.code() != Some(0) {
        return Outcome::LlcFails(first_error(&mlir.stderr));
    }
    let (a, b) = (functions(&mlir.stdout), functions(&ours.stdout));
    let mut diffs = BTreeMap::new();
    for name in a.keys().chain(b.keys()).collect::<BTreeSet<_>>() {
        let empty = Vec::new();
        let sig = signature(a.get(name).unwrap_or(&empty), b.get(name).unwrap_or(&empty));
        if !sig.is_empty() {
            diffs.insert(name.clone(), sig);
        }
    }
    if diffs.is_empty() {
        Outcome::Same
    } else {
        Outcome::Differs(diffs)
    }
}

/// MLIR's LLVM IR for a module, or the first line of its refusal. MLIR's
/// pipeline: ops it lowers through inline PTX (predicated ones, try_wait
/// loops) are converted first, then the module is translated. Neither step
/// reads the target, so a module that RUN lines compile for several targets
/// goes through MLIR once (the jobs of one module, in parallel, wait for it).
fn mlir_ir(text: &str) -> Result<String, String> {
    type Cell = std::sync::Arc<std::sync::OnceLock<Result<String, String>>>;
    static DONE: std::sync::OnceLock<Mutex<BTreeMap<String, Cell>>> = std::sync::OnceLock::new();
    let cell: Cell = DONE.get_or_init(Default::default).lock().unwrap().entry(text.to_string()).or_default().clone();
    cell.get_or_init(|| {
        let opt = run_command(tool("mlir-opt", "--convert-nvvm-to-llvm"), Some(text.as_bytes()), None, LIMIT);
        if opt.code() != Some(0) {
            return Err(first_error(&opt.stderr));
        }
        let translate = run_command(tool("mlir-translate", "--mlir-to-llvmir"), Some(opt.stdout.as_bytes()), None, LIMIT);
        if translate.code() != Some(0) {
            return Err(first_error(&translate.stderr));
        }
        Ok(translate.stdout)
    })
    .clone()
}

/// `%rd12` -> `%rd`, `$L__BB0_3` -> `L`, runs of spaces and tabs -> one space.
fn normalize(line: &str) -> String {
    let mut out = String::new();
    let mut chars = line.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '%' => {
                out.push('%');
                while let Some(&n) = chars.peek().filter(|n| n.is_ascii_alphabetic()) {
                    out.push(n);
                    chars.next();
                }
                while chars.peek().is_some_and(|n| n.is_ascii_digit()) {
                    chars.next();
                }
            }
            '$' if chars.peek() == Some(&'L') => {
                while chars.peek().is_some_and(|n| n.is_ascii_alphanumeric() || *n == '_') {
                    chars.next();
                }
                out.push('L');
            }
            ' ' | '\t' => {
                if !out.ends_with(' ') {
                    out.push(' ');
                }
            }
            _ => out.push(c),
        }
    }
    out.trim().to_string()
}

/// The instructions of each `.entry`/`.func` body, normalised; declarations,
/// labels and braces left out, runs of parameter loads sorted (their order is
/// the scheduler's, not a difference in meaning).
fn functions(ptx: &str) -> BTreeMap<String, Vec<String>> {
    let mut out = BTreeMap::new();
    let mut current: Option<String> = None;
    let mut depth = 0i32;
    let mut body = Vec::new();
    for raw in ptx.lines() {
        let line = raw.split("//").next().unwrap().trim();
        if current.is_none() {
            let decl = line.trim_start_matches(".visible ").trim_start_matches(".weak ");
            if let Some(rest) = decl.strip_prefix(".entry ").or_else(|| decl.strip_prefix(".func ")) {
                // `.func (.param .b32 r) name(` or `.entry name(`.
                let rest = if rest.starts_with('(') { rest.split_once(')').map(|x| x.1).unwrap_or("") } else { rest };
                let name: String = rest.trim().chars().take_while(|c| c.is_alphanumeric() || *c == '_' || *c == '$').collect();
                if !name.is_empty() && !line.ends_with(';') {
                    current = Some(name);
                    depth = 0;
                    body.clear();
                }
            }
            continue;
        }
        depth += line.matches('{').count() as i32 - line.matches('}').count() as i32;
        let skip = line.is_empty()
            || line.starts_with('{')
            || line.starts_with('}')
            || line.starts_with('(')
            || line.starts_with(')')
            || line.starts_with(".reg")
            || line.starts_with(".param")
            || line.starts_with(".maxntid")
            || line.starts_with(".reqntid")
            || line.starts_with(".minnctapersm")
            || line.starts_with(".explicitcluster")
            || line.starts_with(".reqnctapercluster")
            || line.starts_with(".maxclusterrank")
            || line.starts_with(".blocksareclusters")
            || (line.ends_with(':') && !line.contains(' '));
        if !skip {
            body.push(normalize(line));
        }
        if depth <= 0 && line.contains('}') {
            out.insert(current.take().unwrap(), sort_param_loads(std::mem::take(&mut body)));
        }
    }
    out
}

fn sort_param_loads(mut body: Vec<String>) -> Vec<String> {
    let mut i = 0;
    while i < body.len() {
        let j = (i..body.len()).find(|&k| !body[k].starts_with("ld.param")).unwrap_or(body.len());
        body[i..j].sort();
        i = j.max(i + 1);
    }
    body
}

/// `ld.global.b32`, `@%p bra`: what an instruction is, without its operands.
fn mnemonic(line: &str) -> String {
    let mut words = line.split(' ');
    let first = words.next().unwrap_or_default();
    let m = if first.starts_with('@') { format!("{first} {}", words.next().unwrap_or_default()) } else { first.to_string() };
    m.trim_end_matches(';').to_string()
}

/// The differing instructions of two streams (longest common subsequence):
/// `-x` for MLIR's, `+x` for ours, by mnemonic.
fn signature(mlir: &[String], ours: &[String]) -> BTreeSet<String> {
    let (n, m) = (mlir.len(), ours.len());
    let mut lcs = vec![vec![0u32; m + 1]; n + 1];
    for i in (0..n).rev() {
        for j in (0..m).rev() {
            lcs[i][j] = if mlir[i] == ours[j] { lcs[i + 1][j + 1] + 1 } else { lcs[i + 1][j].max(lcs[i][j + 1]) };
        }
    }
    let (mut i, mut j, mut out) = (0, 0, BTreeSet::new());
    while i < n || j < m {
        if i < n && j < m && mlir[i] == ours[j] {
            i += 1;
            j += 1;
        } else if j < m && (i == n || lcs[i][j + 1] >= lcs[i + 1][j]) {
            out.insert(format!("+{}", mnemonic(&ours[j])));
            j += 1;
        } else {
            out.insert(format!("-{}", mnemonic(&mlir[i])));
            i += 1;
        }
    }
    out
}

/// A row of the table in `docs/mlir-differences.md`:
/// `| D3 | lit/x.mlir | f, g | -a +b | ...`.
#[derive(Debug)]
struct Listed {
    id: String,
    file: String,
    functions: Vec<String>,
    signature: BTreeSet<String>,
}

fn listed() -> Vec<Listed> {
    let doc = std::fs::read_to_string(root().join("docs/mlir-differences.md")).expect("docs/mlir-differences.md");
    doc.lines()
        .filter_map(|l| {
            let cells: Vec<&str> = l.trim().strip_prefix('|')?.split('|').map(str::trim).collect();
            let id = cells.first()?;
            if !(id.starts_with('D') && id[1..].chars().all(|c| c.is_ascii_digit()) && id.len() > 1) || cells.len() < 4 {
                return None;
            }
            let unquote = |s: &str| s.trim_matches('`').to_string();
            Some(Listed {
                id: id.to_string(),
                file: unquote(cells[1]),
                functions: cells[2].split(',').map(|f| unquote(f.trim()).trim_start_matches('@').to_string()).collect(),
                signature: cells[3].split('`').filter(|s| s.starts_with('+') || s.starts_with('-')).map(str::to_string).collect(),
            })
        })
        .collect()
}

#[test]
fn every_positive_lit_input_matches_mlir_or_its_difference_is_listed() {
    let (jobs, filter) = jobs();
    assert!(jobs.len() > if filter.is_some() { 0 } else { 100 }, "only {} jobs found under lit/", jobs.len());
    let listed = listed();
    assert!(!listed.is_empty(), "docs/mlir-differences.md lists no difference rows");

    let queue = Mutex::new(jobs.iter().enumerate());
    let results: Mutex<Vec<(usize, Vec<(Job, Outcome)>)>> = Mutex::new(Vec::new());
    let threads = std::thread::available_parallelism().map_or(2, |n| n.get()).max(2) * 2;
    std::thread::scope(|s| {
        for _ in 0..threads {
            s.spawn(|| loop {
                let Some((i, job)) = queue.lock().unwrap().next() else { break };
                let o = compare(job);
                results.lock().unwrap().push((i, o));
            });
        }
    });
    let mut results = results.into_inner().unwrap();
    results.sort_by_key(|r| r.0);
    let results: Vec<(Job, Outcome)> = results.into_iter().flat_map(|r| r.1).collect();

    let mut used = vec![false; listed.len()];
    let mut unlisted = Vec::new();
    let (mut same, mut differ, mut ours_refuses) = (0, 0, 0);
    let mut mlir_refuses: BTreeMap<String, (usize, String)> = BTreeMap::new();
    let mut llc_fails = Vec::new();
    for (job, outcome) in &results {
        let at = format!("{}:{} --target {}{}", job.file, job.line, job.target, job.ptx.as_ref().map(|p| format!(" --ptx {p}")).unwrap_or_default());
        match outcome {
            Outcome::Same => same += 1,
            Outcome::OursRefuses => ours_refuses += 1,
            Outcome::MlirRefuses(e) => {
                let entry = mlir_refuses.entry(job.file.clone()).or_insert((0, e.clone()));
                entry.0 += 1;
            }
            Outcome::LlcFails(_) | Outcome::Differs(_) => {
                // llc-22 aborting on MLIR's IR is a difference too: MLIR let an op
                // through that the target lacks. It is listed as function `*`.
                let aborted = BTreeMap::from([("*".to_string(), BTreeSet::from(["-llc-22 aborts".to_string()]))]);
                let d = match outcome {
                    Outcome::LlcFails(e) => {
                        llc_fails.push(format!("{at}: {e}"));
                        &aborted
                    }
                    Outcome::Differs(d) => {
                        differ += 1;
                        d
                    }
                    _ => unreachable!(),
                };
                for (func, sig) in d {
                    let rows: Vec<usize> = (0..listed.len()).filter(|&k| listed[k].file == job.file && listed[k].functions.iter().any(|f| f == func)).collect();
                    let allowed: BTreeSet<&String> = rows.iter().flat_map(|&k| &listed[k].signature).collect();
                    let missing: Vec<&String> = sig.iter().filter(|s| !allowed.contains(s)).collect();
                    for &k in &rows {
                        if listed[k].signature.iter().any(|s| sig.contains(s)) {
                            used[k] = true;
                        }
                    }
                    if !missing.is_empty() {
                        let cells: Vec<String> = sig.iter().map(|s| format!("`{s}`")).collect();
                        unlisted.push(format!("{at} @{func}: not listed: {missing:?}\n    row: | D? | `{}` | `{func}` | {} | |", job.file, cells.join(" ")));
                    }
                }
            }
        }
    }
    let stale: Vec<String> = listed.iter().zip(&used).filter(|(l, u)| !**u && filter.as_ref().is_none_or(|f| l.file.contains(f.as_str()))).map(|(l, _)| format!("{} ({} {:?})", l.id, l.file, l.functions)).collect();

    let mut report = format!(
        "nvvm-lower vs mlir-translate-22 + llc-22 on the positive lit inputs\n{} modules (chunk, or function where MLIR refuses the chunk, x target): {same} same PTX, {differ} with differences ({} unlisted function(s)), {ours_refuses} refused by nvvm-lower (negative RUN inputs), {} refused by MLIR, {} where llc-22 aborts on MLIR's IR\n",
        results.len(),
        unlisted.len(),
        mlir_refuses.values().map(|v| v.0).sum::<usize>(),
        llc_fails.len()
    );
    report += "\nMLIR refuses (nvsync.* ops, syntax MLIR lacks):\n";
    for (f, (n, e)) in &mlir_refuses {
        report += &format!("  {f}: {n} (first: {e})\n");
    }
    report += "\nllc-22 aborts on MLIR's IR (nvvm-lower compiles these):\n";
    for l in &llc_fails {
        report += &format!("  {l}\n");
    }
    let _ = std::fs::write(root().join("target/mlir-differential.txt"), &report);
    println!("{report}");

    assert!(filter.is_some() || same > 50, "only {same} modules compared equal; is the harness broken?\n{report}");
    assert!(unlisted.is_empty(), "{} PTX difference(s) from MLIR not listed in docs/mlir-differences.md (fix them, or add a row with the reason):\n{}", unlisted.len(), unlisted.join("\n"));
    assert!(stale.is_empty(), "rows of docs/mlir-differences.md that no longer occur (remove them): {stale:?}");
}
