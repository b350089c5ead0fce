//! Helpers shared by the integration tests: running the CLI, locating the
//! MLIR conformance files, splitting `// -----` chunks.
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

/// MLIR 22.1's own translation tests, kept in the repository with their
/// licence and source revision (`tests/mlir-conformance/README.md`).
pub fn mlir_conformance() -> PathBuf {
    root().join("tests/mlir-conformance/Target/LLVMIR")
}

/// MLIR 22.1's own NVVM translation tests.
pub fn mlir_nvvm_tests() -> PathBuf {
    mlir_conformance().join("nvvm")
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


/// Runs the pinned ptxas for `t` on PTX files `ptxs` and gives each its own
/// verdict, as [`ptxas`] would alone, but with one ptxas run for many of them
/// where that gives the same answer: a process per case made the ptxas-backed
/// matrices the slowest part of the suite.
///
/// The texts of one header (`.version`, `.target`) are merged into one module (one header; each
/// text's module-scope symbols renamed with a prefix of its own; each text on
/// lines of its own), and every `line N; error` of ptxas is mapped back to the
/// text on that line. Those texts are rejected, and the rest are assembled
/// again (ptxas reaches its later checks only without earlier errors) until a
/// run is clean. An error that names no text's line (a fatal one, a crash)
/// splits the set in halves; a set of one is [`ptxas`] itself.
pub fn ptxas_many(t: nvvm_lower::target::Target, ptxs: &[&str]) -> Vec<Result<(), String>> {
    let mut verdicts: Vec<Option<Result<(), String>>> = vec![None; ptxs.len()];
    let mut by_header: std::collections::BTreeMap<Vec<&str>, Vec<usize>> = Default::default();
    for (i, p) in ptxs.iter().enumerate() {
        by_header.entry(p.lines().filter(|l| is_header(l)).map(str::trim).collect()).or_default().push(i);
    }
    for (_, set) in by_header {
        for (i, v) in ptxas_set(t, ptxs, set) {
            verdicts[i] = Some(v);
        }
    }
    verdicts.into_iter().map(|v| v.expect("every text has a verdict")).collect()
}

/// Header lines of a PTX text: the merged module has one header for all.
fn is_header(line: &str) -> bool {
    let l = line.trim_start();
    l.starts_with(".version ") || l.starts_with(".target ") || l.starts_with(".address_size ")
}

fn is_ident_char(c: char) -> bool {
    c.is_ascii_alphanumeric() || c == '_' || c == '$' || c == '%'
}

/// The names a PTX text declares at module scope (entries, functions,
/// variables): the ones two texts of one module would both define.
fn module_symbols(ptx: &str) -> BTreeSet<String> {
    let mut names = BTreeSet::new();
    let (mut braces, mut parens) = (0i32, 0i32);
    for line in ptx.lines() {
        let code = line.split("//").next().unwrap();
        if braces == 0 && parens == 0 {
            // Cut the parameter lists out of the line: what is left of a
            // declaration is its directives and its name.
            let mut outside = String::new();
            let mut depth = 0;
            for c in code.chars() {
                match c {
                    '(' => depth += 1,
                    ')' => depth -= 1,
                    _ if depth == 0 => outside.push(c),
                    _ => outside.push(' '),
                }
            }
            let words: Vec<&str> = outside.split(|c: char| c.is_whitespace() || c == ';' || c == '=' || c == '[' || c == '<' || c == '{' || c == ',').filter(|w| !w.is_empty()).collect();
            let declares = words.iter().any(|w| matches!(*w, ".entry" | ".func" | ".global" | ".shared" | ".const" | ".local" | ".tex" | ".surfref" | ".texref" | ".samplerref"));
            if declares {
                let mut it = words.iter().peekable();
                while let Some(w) = it.next() {
                    if *w == ".align" || *w == ".ptr" {
                        if *w == ".align" {
                            it.next();
                        }
                        continue;
                    }
                    if w.starts_with('.') {
                        continue;
                    }
                    let name: String = w.chars().take_while(|&c| is_ident_char(c)).collect();
                    if !name.is_empty() && !name.starts_with(|c: char| c.is_ascii_digit()) {
                        names.insert(name);
                    }
                    break;
                }
            }
        }
        for c in code.chars() {
            match c {
                '{' => braces += 1,
                '}' => braces -= 1,
                '(' => parens += 1,
                ')' => parens -= 1,
                _ => {}
            }
        }
    }
    names
}

/// `text` with every whole-word occurrence of a name of `names` prefixed.
fn prefix_symbols(text: &str, names: &BTreeSet<String>, prefix: &str) -> String {
    if names.is_empty() {
        return text.to_string();
    }
    let mut out = String::with_capacity(text.len() + 64);
    let mut word = String::new();
    let flush = |word: &mut String, out: &mut String| {
        if names.contains(word.as_str()) {
            out.push_str(prefix);
        }
        out.push_str(word);
        word.clear();
    };
    for c in text.chars() {
        if is_ident_char(c) {
            word.push(c);
        } else {
            flush(&mut word, &mut out);
            out.push(c);
        }
    }
    flush(&mut word, &mut out);
    out
}

/// The verdicts of the texts `set` (all of one header), by the merging
/// [`ptxas_many`] describes.
fn ptxas_set(t: nvvm_lower::target::Target, ptxs: &[&str], mut set: Vec<usize>) -> Vec<(usize, Result<(), String>)> {
    let mut out = Vec::new();
    loop {
        match set.len() {
            0 => return out,
            1 => {
                out.push((set[0], ptxas(t, ptxs[set[0]])));
                return out;
            }
            _ => {}
        }
        let first = ptxs[set[0]];
        let header: Vec<&str> = first.lines().filter(|l| is_header(l)).collect();
        let mut text = header.join("\n") + "\n";
        // (first line, last line + 1) of each text in the merged module.
        let mut ranges = Vec::with_capacity(set.len());
        let mut line = header.len() + 1;
        for (k, &i) in set.iter().enumerate() {
            let body: String = ptxs[i].lines().map(|l| if is_header(l) { "" } else { l }).collect::<Vec<_>>().join("\n") + "\n";
            let body = prefix_symbols(&body, &module_symbols(ptxs[i]), &format!("c{k}_"));
            let n = body.lines().count();
            ranges.push((line, line + n));
            line += n;
            text += &body;
        }
        let exe = nvvm_lower::backend::find_ptxas(t.info().ptxas).unwrap_or_else(|d| panic!("{} (run scripts/setup)", d.message));
        let dir = tempfile::tempdir().unwrap();
        let f = dir.path().join("k.ptx");
        std::fs::write(&f, &text).unwrap();
        let run = Command::new(exe).arg(format!("-arch={}", t.name())).arg("-o").arg(dir.path().join("k.cubin")).arg(&f).output().unwrap();
        if run.status.success() {
            out.extend(set.iter().map(|&i| (i, Ok(()))));
            return out;
        }
        let stderr = String::from_utf8_lossy(&run.stderr);
        // Each text's first error, with the line numbered as in the text alone.
        let mut rejected: std::collections::BTreeMap<usize, String> = Default::default();
        if run.status.code().is_some() {
            for l in stderr.lines().filter(|l| l.contains("error")) {
                let Some(n) = l.split(", line ").nth(1).and_then(|r| r.split(';').next()).and_then(|n| n.parse::<usize>().ok()) else { continue };
                let Some(k) = ranges.iter().position(|&(a, b)| a <= n && n < b) else { continue };
                let own = l.replace(&format!("line {n};"), &format!("line {};", n - ranges[k].0 + 1)).replace(&format!("c{k}_"), "");
                rejected.entry(k).or_insert(own);
            }
        }
        if rejected.is_empty() {
            let (a, b) = set.split_at(set.len() / 2);
            out.extend(ptxas_set(t, ptxs, a.to_vec()));
            out.extend(ptxas_set(t, ptxs, b.to_vec()));
            return out;
        }
        let mut left = Vec::new();
        for (k, &i) in set.iter().enumerate() {
            match rejected.remove(&k) {
                Some(e) => out.push((i, Err(e))),
                None => left.push(i),
            }
        }
        set = left;
    }
}

/// Runs `work` on every item of `items` on a few threads.
pub fn parallel<T: Sync>(items: &[T], work: impl Fn(&T) + Sync) {
    let next = std::sync::Mutex::new(0usize);
    let workers = std::thread::available_parallelism().map_or(2, |n| n.get()).clamp(2, 8);
    std::thread::scope(|s| {
        for _ in 0..workers {
            s.spawn(|| loop {
                let i = {
                    let mut n = next.lock().unwrap();
                    *n += 1;
                    *n - 1
                };
                let Some(item) = items.get(i) else { break };
                work(item);
            });
        }
    });
}

/// The registers inline-PTX examples and mutants are written with.
pub const PTX_REGISTERS: &str = ".reg .b64 %rd<16>;\n.reg .b32 %r<140>;\n.reg .pred %p<8>;\n.reg .b16 %rs<8>;\n.reg .b8 %rc<4>;\n.reg .f32 %f<140>;\n.reg .f64 %fd<8>;";

/// ptxas's verdict on the instructions `lines[i]` for `i` in `which`, each
/// alone on a line of one kernel for `t` at PTX `v`: the indices it
/// rejects. They are assembled in one run, and ptxas names the line of each
/// error; the lines it accepted are then assembled again alone, until a run
/// is clean, so that no error of a later ptxas phase (one it only reaches
/// without parse errors) is missed. An error on no line of theirs splits
/// them in halves, down to single lines.
pub fn rejected_lines(t: nvvm_lower::target::Target, v: nvvm_lower::target::PtxVersion, lines: &[&str], which: &[usize]) -> BTreeSet<usize> {
    let exe = nvvm_lower::backend::find_ptxas(t.info().ptxas).unwrap_or_else(|d| panic!("{} (run scripts/setup)", d.message));
    let dir = tempfile::tempdir().unwrap();
    let (file, cubin) = (dir.path().join("k.ptx"), dir.path().join("k.cubin"));
    let mut rejected = BTreeSet::new();
    let mut left: Vec<usize> = which.to_vec();
    loop {
        let mut text = format!(".version {v}\n.target {}\n.address_size 64\n.visible .entry k()\n{{\n{PTX_REGISTERS}\n", t.name());
        let first_line = text.lines().count() + 1;
        for &i in &left {
            text += lines[i];
            text += "\n";
        }
        text += "}\n";
        std::fs::write(&file, &text).unwrap();
        let out = Command::new(&exe).arg(format!("-arch={}", t.name())).arg("-o").arg(&cubin).arg(&file).output().unwrap();
        assert!(out.status.code().is_some(), "ptxas crashed for {t} at {v}:\n{text}");
        if out.status.success() {
            return rejected;
        }
        let stderr = String::from_utf8_lossy(&out.stderr);
        let bad_lines: BTreeSet<usize> = stderr
            .lines()
            .filter(|l| l.contains("error"))
            .filter_map(|l| l.split("line ").nth(1)?.split(';').next()?.parse().ok())
            .filter(|&n| n >= first_line && n < first_line + left.len())
            .collect();
        if bad_lines.is_empty() {
            if let [i] = left[..] {
                rejected.insert(i);
            } else {
                let (a, b) = left.split_at(left.len() / 2);
                rejected.extend(rejected_lines(t, v, lines, a));
                rejected.extend(rejected_lines(t, v, lines, b));
            }
            return rejected;
        }
        let bad: BTreeSet<usize> = bad_lines.iter().map(|n| left[n - first_line]).collect();
        rejected.extend(&bad);
        left.retain(|i| !bad.contains(i));
        if left.is_empty() {
            return rejected;
        }
    }
}

/// Two CTAs of a cluster exchange a word through DSMEM with a relaxed
/// cluster arrive: the writes are not ordered before the peer's read (the
/// race policies of `UnorderedDsmem` decide what happens to it).
pub const UNORDERED_DSMEM_LL: &str = r#"@buf = internal addrspace(3) global [32 x i32] undef, align 4
define ptx_kernel void @exchange(ptr %out) {
  %r = call i32 @llvm.nvvm.read.ptx.sreg.cluster.ctarank()
  %x = xor i32 %r, 1
  %peer = call ptr @llvm.nvvm.mapa(ptr addrspacecast (ptr addrspace(3) @buf to ptr), i32 %x)
  store i32 %r, ptr %peer, align 4
  call void @llvm.nvvm.barrier.cluster.arrive.relaxed()
  call void @llvm.nvvm.barrier.cluster.wait()
  %v = load i32, ptr addrspacecast (ptr addrspace(3) @buf to ptr), align 4
  store i32 %v, ptr %out, align 4
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.cluster.ctarank()
declare ptr @llvm.nvvm.mapa(ptr, i32)
declare void @llvm.nvvm.barrier.cluster.arrive.relaxed()
declare void @llvm.nvvm.barrier.cluster.wait()
"#;
