//! Helpers shared by the integration tests: running the CLI, locating the
//! shared MLIR test files, splitting `// -----` chunks.
#![allow(dead_code)]

use std::collections::BTreeSet;
use std::io::{Read, Write};
use std::path::{Path, PathBuf};
use std::process::{Command, ExitStatus, Stdio};
use std::time::{Duration, Instant};

/// The `nvvm-lower` binary cargo built for this test run.
pub const BIN: &str = env!("CARGO_BIN_EXE_nvvm-lower");

/// The repository root.
pub fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// `../shared` next to the repository.
pub fn shared() -> PathBuf {
    PathBuf::from(concat!(env!("CARGO_MANIFEST_DIR"), "/../shared"))
}

/// MLIR 22.1's own NVVM translation tests.
pub fn mlir_nvvm_tests() -> PathBuf {
    shared().join("mlir-tests/Target/LLVMIR/nvvm")
}

pub fn example() -> PathBuf {
    root().join("examples/mbarrier_pipeline.mlir")
}

/// What a CLI run produced.
#[derive(Debug)]
pub struct Run {
    pub status: ExitStatus,
    pub stdout: String,
    pub stderr: String,
}

impl Run {
    pub fn code(&self) -> Option<i32> {
        self.status.code()
    }
    /// Panics with the whole output unless the exit code is `want`.
    #[track_caller]
    pub fn expect_code(&self, want: i32) -> &Self {
        assert_eq!(self.status.code(), Some(want), "exit status {:?} (wanted {want})\n--- stderr:\n{}\n--- stdout (first 2000 bytes):\n{}", self.status, self.stderr, head(&self.stdout, 2000));
        self
    }
}

fn head(s: &str, n: usize) -> &str {
    match s.char_indices().nth(n) {
        Some((i, _)) => &s[..i],
        None => s,
    }
}

/// A command for the CLI with the environment of `scripts/env.sh` filled in
/// where the caller's environment lacks it (ptxas paths, llc-22 on PATH).
pub fn cmd() -> Command {
    let mut c = Command::new(BIN);
    let r = root();
    if std::env::var_os("NVVM_LOWER_PTXAS_13").is_none() {
        c.env("NVVM_LOWER_PTXAS_13", r.join("tools/ptxas-13.5/ptxas"));
    }
    if std::env::var_os("NVVM_LOWER_PTXAS_12").is_none() {
        c.env("NVVM_LOWER_PTXAS_12", r.join("tools/ptxas-12.9/ptxas"));
    }
    let path = std::env::var("PATH").unwrap_or_default();
    if !path.split(':').any(|p| p == "/usr/lib/llvm-22/bin") {
        c.env("PATH", format!("/usr/lib/llvm-22/bin:{path}"));
    }
    c.env("LLVM_DISABLE_SYMBOLIZATION", "1");
    c
}

/// Runs the CLI with `args` and optional standard input; waits at most
/// `limit` and panics (after killing it) if it takes longer.
pub fn run_with(args: &[&str], stdin: Option<&[u8]>, cwd: Option<&Path>, limit: Duration) -> Run {
    let mut c = cmd();
    c.args(args);
    run_command(c, stdin, cwd, limit)
}

pub fn run_command(mut c: Command, stdin: Option<&[u8]>, cwd: Option<&Path>, limit: Duration) -> Run {
    if let Some(d) = cwd {
        c.current_dir(d);
    }
    c.stdin(if stdin.is_some() { Stdio::piped() } else { Stdio::null() }).stdout(Stdio::piped()).stderr(Stdio::piped());
    let mut child = c.spawn().expect("cannot start nvvm-lower");
    let writer = stdin.map(|data| {
        let mut si = child.stdin.take().unwrap();
        let data = data.to_vec();
        std::thread::spawn(move || {
            let _ = si.write_all(&data);
        })
    });
    let mut so = child.stdout.take().unwrap();
    let mut se = child.stderr.take().unwrap();
    let ro = std::thread::spawn(move || {
        let mut v = Vec::new();
        let _ = so.read_to_end(&mut v);
        v
    });
    let re = std::thread::spawn(move || {
        let mut v = Vec::new();
        let _ = se.read_to_end(&mut v);
        v
    });
    let start = Instant::now();
    let status = loop {
        if let Some(s) = child.try_wait().expect("wait") {
            break s;
        }
        if start.elapsed() > limit {
            let _ = child.kill();
            let _ = child.wait();
            panic!("nvvm-lower {:?} did not finish within {limit:?}", c.get_args().collect::<Vec<_>>());
        }
        std::thread::sleep(Duration::from_millis(5));
    };
    if let Some(w) = writer {
        let _ = w.join();
    }
    Run { status, stdout: String::from_utf8_lossy(&ro.join().unwrap()).into_owned(), stderr: String::from_utf8_lossy(&re.join().unwrap()).into_owned() }
}

/// Runs the CLI with `args` (two minutes at most).
pub fn run(args: &[&str]) -> Run {
    run_with(args, None, None, Duration::from_secs(120))
}

/// Runs the CLI with `args`, `stdin` as standard input.
pub fn run_stdin(args: &[&str], stdin: &str) -> Run {
    run_with(args, Some(stdin.as_bytes()), None, Duration::from_secs(120))
}

/// One `// -----` chunk of a split file: its text and the 1-based line of the
/// whole file its first line is on.
#[derive(Debug, Clone)]
pub struct Chunk {
    pub first_line: usize,
    pub text: String,
}

/// Splits like MLIR's `-split-input-file`: on lines that are exactly `// -----`.
pub fn split_chunks(src: &str) -> Vec<Chunk> {
    let mut out = Vec::new();
    let mut cur = String::new();
    let mut first_line = 1;
    for (i, line) in src.split_inclusive('\n').enumerate() {
        if line.trim_end() == "// -----" {
            out.push(Chunk { first_line, text: std::mem::take(&mut cur) });
            first_line = i + 2;
        } else {
            cur.push_str(line);
        }
    }
    out.push(Chunk { first_line, text: cur });
    out
}

/// Every `file:LINE:COL` location (as `(line, col)`) of `file` in rendered diagnostics.
pub fn locations(stderr: &str, file: &str) -> Vec<(usize, usize)> {
    let pat = format!("{file}:");
    let mut out = Vec::new();
    for line in stderr.lines() {
        let mut rest = line;
        while let Some(i) = rest.find(&pat) {
            rest = &rest[i + pat.len()..];
            let mut parts = rest.splitn(3, ':');
            let l = parts.next().and_then(|s| s.parse::<usize>().ok());
            let c = parts.next().and_then(|s| s.chars().take_while(|c| c.is_ascii_digit()).collect::<String>().parse::<usize>().ok());
            if let (Some(l), Some(c)) = (l, c) {
                out.push((l, c));
            }
        }
    }
    out
}

/// The `.version X.Y` of a PTX text.
pub fn ptx_version(ptx: &str) -> Option<String> {
    ptx.lines().find_map(|l| l.trim().strip_prefix(".version ").map(|v| v.trim().to_string()))
}

/// A fresh scratch directory under the cargo target dir.
pub fn scratch(name: &str) -> PathBuf {
    let base = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("nvvm-lower-tests").join(name);
    let _ = std::fs::remove_dir_all(&base);
    std::fs::create_dir_all(&base).unwrap();
    base
}

/// Writes `text` to `dir/name` and returns the path.
pub fn write(dir: &Path, name: &str, text: &str) -> PathBuf {
    let p = dir.join(name);
    std::fs::write(&p, text).unwrap();
    p
}

/// Runs the pinned ptxas for `t` on `ptx`; Ok(()) when it assembles, Err(the
/// first error line). A missing ptxas or a ptxas crash panics: neither is a
/// verdict on the PTX.
pub fn ptxas(t: nvvm_lower::target::Target, ptx: &str) -> Result<(), String> {
    let exe = nvvm_lower::backend::find_ptxas(t.info().ptxas).unwrap_or_else(|d| panic!("{} (run scripts/setup)", d.message));
    let dir = tempfile::tempdir().unwrap();
    let f = dir.path().join("k.ptx");
    std::fs::write(&f, ptx).unwrap();
    let out = Command::new(exe).arg(format!("-arch={}", t.name())).arg("-o").arg(dir.path().join("k.cubin")).arg(&f).output().unwrap();
    if out.status.success() {
        Ok(())
    } else if out.status.code().is_none() {
        panic!("ptxas crashed on this PTX for {t}:\n{ptx}")
    } else {
        let e = String::from_utf8_lossy(&out.stderr);
        Err(e.lines().find(|l| l.contains("error")).unwrap_or(e.trim()).to_string())
    }
}

/// One module of a lit input, for one target.
#[derive(Clone, Debug)]
pub struct Job {
    /// The input, relative to the repository root.
    pub file: String,
    /// Line of the chunk's first line in the file.
    pub line: usize,
    pub text: String,
    pub target: String,
    pub ptx: Option<String>,
}

/// `--flag value` or `--flag=value` in a RUN line.
fn flag(line: &str, name: &str) -> Option<String> {
    let mut words = line.split_whitespace();
    while let Some(w) = words.next() {
        if w == name {
            return words.next().map(str::to_string);
        }
        if let Some(v) = w.strip_prefix(name).and_then(|r| r.strip_prefix('=')) {
            return Some(v.to_string());
        }
    }
    None
}

/// The (input, target, PTX pin, split) of every RUN line of a lit file that
/// compiles an input and expects success.
fn run_lines(file: &Path) -> Vec<(PathBuf, String, Option<String>, bool)> {
    let src = std::fs::read_to_string(file).unwrap();
    let dir = file.parent().unwrap();
    let mut out = Vec::new();
    for line in src.lines() {
        let Some(run) = line.split_once("RUN:").map(|(_, r)| r.trim()) else { continue };
        // Only the first command of a pipeline, and only one that should succeed.
        let first = run.split('|').next().unwrap();
        if !first.trim_start().starts_with("%nvvm-lower") {
            continue;
        }
        let Some(target) = flag(first, "--target") else { continue };
        let input = first.split_whitespace().nth(1).unwrap_or_default();
        let path = match input {
            "%s" => file.to_path_buf(),
            p if p.starts_with("%S/") => dir.join(&p[3..]),
            _ => continue,
        };
        let split = first.contains("--split-input-file");
        out.push((path, target, flag(first, "--ptx"), split));
    }
    out
}

/// Every module (chunk) of every positive lit input, once per target and PTX
/// pin a RUN line compiles it for.
pub fn lit_positive_modules() -> Vec<Job> {
    let root = root();
    let mut files = Vec::new();
    let mut stack = vec![root.join("lit")];
    while let Some(d) = stack.pop() {
        for e in std::fs::read_dir(&d).unwrap() {
            let p = e.unwrap().path();
            if p.is_dir() && p.file_name().unwrap() != "Inputs" {
                stack.push(p);
            } else if p.extension().is_some_and(|x| x == "mlir") && !p.to_string_lossy().contains("-invalid") {
                files.push(p);
            }
        }
    }
    files.sort();
    let mut seen = BTreeSet::new();
    let mut out = Vec::new();
    for f in files {
        for (input, target, ptx, split) in run_lines(&f) {
            let input = input.canonicalize().unwrap_or(input);
            if !seen.insert((input.clone(), target.clone(), ptx.clone(), split)) {
                continue;
            }
            let rel = input.strip_prefix(&root).unwrap_or(&input).to_string_lossy().to_string();
            let src = std::fs::read_to_string(&input).unwrap_or_else(|e| panic!("{}: {e}", input.display()));
            let chunks = if split { split_chunks(&src) } else { vec![Chunk { first_line: 1, text: src }] };
            for c in chunks {
                out.push(Job { file: rel.clone(), line: c.first_line, text: c.text, target: target.clone(), ptx: ptx.clone() });
            }
        }
    }
    out
}

