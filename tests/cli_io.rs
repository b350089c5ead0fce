//! The CLI's own input and output as Unix tools handle them: a broken pipe ends
//! quietly with status 141, any other write error is a message and status 1,
//! never a panic (Rust's `print!` panics, status 101), and a closed standard
//! output never loses the PTX with status 0. Also: `-o` file permissions, `-o`
//! naming the input, a byte-order mark and invalid UTF-8.

mod common;

use common::*;
use std::os::unix::fs::PermissionsExt;
use std::process::{Command, Stdio};

/// Runs `script` under bash with `$BIN` the CLI and `$EX` the bundled example;
/// returns (status, stderr).
fn bash(script: &str) -> (i32, String) {
    let out = Command::new("bash")
        .arg("-c")
        .arg(script)
        .env("BIN", BIN)
        .env("EX", example())
        .stdin(Stdio::null())
        .stderr(Stdio::piped())
        .output()
        .expect("bash");
    (out.status.code().expect("bash exits"), String::from_utf8_lossy(&out.stderr).into_owned())
}

#[test]
fn broken_pipe_on_stdout_ends_quietly_with_141() {
    // `head` closes the pipe after one line; the table is far longer than a
    // pipe buffer, so the CLI's later writes meet EPIPE.
    let (code, err) = bash(r#""$BIN" --print ops | head -n 1 >/dev/null; exit "${PIPESTATUS[0]}""#);
    assert_eq!(code, 141, "{err}");
    assert!(!err.contains("panicked"), "{err}");
    assert!(err.is_empty(), "a broken pipe is quiet: {err}");
}

#[test]
fn a_write_to_a_closed_pipe_is_status_141_not_death_by_signal() {
    use std::os::unix::process::ExitStatusExt;
    // The child starts with SIGPIPE at its default (std resets it for
    // children); the tool ignores it, so the write fails with EPIPE and the
    // tool exits 141 itself instead of being killed by the signal.
    let mut child = Command::new(env!("CARGO_BIN_EXE_nvvm-lower")).args(["--print", "ops"]).stdout(Stdio::piped()).stderr(Stdio::piped()).spawn().unwrap();
    drop(child.stdout.take());
    let out = child.wait_with_output().unwrap();
    assert_eq!(out.status.signal(), None, "killed by a signal: {:?}", out.status);
    assert_eq!(out.status.code(), Some(141), "{}", String::from_utf8_lossy(&out.stderr));
}

#[test]
fn full_disk_on_stdout_is_a_message_and_status_1() {
    for args in ["--print ops", "--print targets", r#""$EX" --target sm_90a"#] {
        let (code, err) = bash(&format!(r#""$BIN" {args} >/dev/full"#));
        assert_eq!(code, 1, "{args}: {err}");
        assert!(err.contains("error: cannot write standard output: No space left on device"), "{args}: {err}");
        assert!(!err.contains("panicked"), "{err}");
    }
}

#[test]
fn closed_stdout_never_loses_the_ptx_with_status_0() {
    let (code, err) = bash(r#""$BIN" "$EX" --target sm_90a >&-"#);
    assert_eq!(code, 1, "{err}");
    assert!(err.contains("standard output is closed"), "{err}");
    // A real /dev/null is still a place to write.
    let (code, err) = bash(r#""$BIN" "$EX" --target sm_90a >/dev/null"#);
    assert_eq!(code, 0, "{err}");
    // Opened read-write, as Python's subprocess.DEVNULL and harnesses do: the
    // same descriptor Rust's start-up code puts in place of a closed one.
    let (code, err) = bash(r#""$BIN" "$EX" --target sm_90a 1<>/dev/null"#);
    assert_eq!(code, 0, "{err}");
}

#[test]
fn stderr_write_errors_never_panic() {
    // Diagnostics to a full device: status 1 (the input's own status), no panic.
    let bad = scratch("stderr-full").join("bad.mlir");
    std::fs::write(&bad, "llvm.func @k(%z: !llvm.struct<()>) attributes {nvvm.kernel} { llvm.return }\n").unwrap();
    let (code, _) = bash(&format!(r#""$BIN" {} --target sm_90 2>/dev/full"#, bad.display()));
    assert_eq!(code, 1);
    // Usage errors too: status 2.
    let (code, _) = bash(r#""$BIN" "$EX" --target sm_1 2>/dev/full"#);
    assert_eq!(code, 2);
    // A closed pipe on stderr: quiet, and still the input's status (the
    // diagnostics are long enough to meet the closed pipe once the reader
    // has exited).
    let many: String = (0..2000).map(|i| format!("llvm.func @k{i}(%z: !llvm.struct<()>) attributes {{nvvm.kernel}} {{ llvm.return }}\n")).collect();
    std::fs::write(&bad, many).unwrap();
    let (code, err) = bash(&format!(r#""$BIN" {} --target sm_90 2>&1 >/dev/null | (exec 0<&-; sleep 0); exit "${{PIPESTATUS[0]}}""#, bad.display()));
    assert_eq!(code, 1, "{err}");
}

/// A module whose only diagnostics are warnings: one ignored attribute per
/// kernel, `n` kernels.
fn warnings_only(n: usize) -> String {
    (0..n).map(|i| format!("llvm.func @k{i}() attributes {{nvvm.kernel, foo = {i} : i32}} {{ llvm.return }}\n")).collect()
}

/// A write error on standard error (the diagnostics) never changes the
/// verdict: a compile with only warnings exits 0 and writes its output, in
/// every path (one input to a file or to standard output, LLVM IR, `check`,
/// `--split-input-file`, several inputs), whether the warnings meet a full
/// disk or a closed pipe; a diagnosed input still exits 1 and writes nothing.
#[test]
fn stderr_write_errors_do_not_change_the_verdict() {
    let dir = scratch("stderr-verdict");
    let w = write(&dir, "w.mlir", &warnings_only(1));
    let many = write(&dir, "many.mlir", &warnings_only(3000));
    let w2 = write(&dir, "w2.mlir", &warnings_only(2));
    let ll = write(&dir, "x.ll", "target triple = \"x86_64-unknown-linux-gnu\"\ndefine ptx_kernel void @k0() {\n  ret void\n}\n");
    let split = write(&dir, "split.mlir", &format!("{}// -----\n{}", warnings_only(1), warnings_only(2)));
    let bad = write(&dir, "bad.mlir", "llvm.func @k() attributes {nvvm.kernel, foo = 1 : i32} { nvvm.bogus\n llvm.return }\n");
    let out = dir.join("out.ptx");
    // Each runs once with the warnings going to a full disk, once into a pipe
    // whose reader is gone.
    for sink in ["2>/dev/full", "2>&1 >/dev/null | (exec 0<&-; sleep 0); exit \"${PIPESTATUS[0]}\""] {
        // The pipe needs more than a pipe buffer of warnings to meet EPIPE.
        let src = if sink.contains('|') { &many } else { &w };
        for (args, file) in [
            (format!("{} --target sm_90 -o {}", src.display(), out.display()), Some(&out)),
            (format!("{} --target sm_90 --emit llvm-ir -o {}", src.display(), out.display()), Some(&out)),
            (format!("{} --target sm_90 -o {}", ll.display(), out.display()), Some(&out)),
            (format!("{} --target sm_90 --split-input-file -o {}", split.display(), out.display()), Some(&out)),
            (format!("{} {} --target sm_90 -o {}", src.display(), w2.display(), dir.join("batch").display()), Some(&dir.join("batch").join(src.file_stem().unwrap()).with_extension("ptx"))),
            (format!("check {} --target sm_90", ll.display()), None),
        ] {
            if let Some(f) = file {
                let _ = std::fs::remove_file(f);
            }
            let (code, err) = bash(&format!(r#""$BIN" {args} {sink}"#));
            assert_eq!(code, 0, "{args} {sink}: {err}");
            if let Some(f) = file {
                let text = std::fs::read_to_string(f).unwrap_or_else(|e| panic!("{args} {sink}: no output: {e}"));
                assert!(text.contains("k0"), "{args} {sink}: {text}");
            }
        }
        // PTX to standard output, warnings lost.
        let to_out = if sink.contains('|') { sink.replace(">/dev/null", &format!(">{}", out.display())) } else { format!(">{} {sink}", out.display()) };
        let (code, err) = bash(&format!(r#""$BIN" {} --target sm_90 {to_out}"#, src.display()));
        assert_eq!(code, 0, "{sink}: {err}");
        assert!(std::fs::read_to_string(&out).unwrap().contains(".entry k0"), "{sink}");
        // An error with the warnings: still 1, and no output.
        let _ = std::fs::remove_file(&out);
        let (code, err) = bash(&format!(r#""$BIN" {} --target sm_90 -o {} {sink}"#, bad.display(), out.display()));
        assert_eq!(code, 1, "{sink}: {err}");
        assert!(!out.exists(), "{sink}: a diagnosed input wrote its output");
    }
}

/// A write error on the primary output is status 1 with a message on
/// standard error, whatever the output is: `-o` a file that cannot take the
/// text, `--help` and `--version` (clap's own printing would exit 0), `check`'s
/// verdict line, a table.
#[test]
fn primary_output_write_errors_are_status_1_with_a_message() {
    let dir = scratch("primary-full");
    let ll = write(&dir, "x.ll", "define ptx_kernel void @k() {\n  ret void\n}\n");
    let ex = example();
    for args in ["--help", "--version", "-h", "check --help", "--print targets".to_string().as_str(), &format!("check {} --target sm_90", ll.display())] {
        let (code, err) = bash(&format!(r#""$BIN" {args} >/dev/full"#));
        assert_eq!(code, 1, "{args}: {err}");
        assert!(err.contains("error: cannot write standard output: No space left on device"), "{args}: {err}");
    }
    for args in [format!("{} --target sm_90a -o /dev/full", ex.display()), format!("{} --target sm_90 -o /dev/full", ll.display())] {
        let (code, err) = bash(&format!(r#""$BIN" {args}"#));
        assert_eq!(code, 1, "{args}: {err}");
        assert!(err.contains("error: cannot write '/dev/full': No space left on device"), "{args}: {err}");
    }
    // Written where it can be: status 0, the text complete.
    for args in ["--help", "--version", "check --help"] {
        let r = run(&args.split(' ').collect::<Vec<_>>());
        r.expect_code(0);
        assert!(r.stdout.contains("nvvm-lower"), "{args}: {}", r.stdout);
    }
    // Usage errors stay usage errors.
    run(&["--bogus"]).expect_code(2);
    run(&["check"]).expect_code(2);
}

/// Several inputs: each input that cannot be read (missing, a directory,
/// invalid UTF-8), is diagnosed, or whose output cannot be written (a
/// directory in the output's place) fails alone, reported with its file
/// name in input order; every other input is compiled and written, and the
/// run exits 1. The same in the LLVM IR path and on several threads.
#[test]
fn batch_per_input_failures_leave_the_others_written() {
    let dir = scratch("batch-failures");
    let text = std::fs::read_to_string(example()).unwrap();
    let a = write(&dir, "a.mlir", &text);
    let c = write(&dir, "c.mlir", &text);
    let blocked = write(&dir, "blocked.mlir", &text);
    let bad = write(&dir, "bad.mlir", "llvm.func @k() attributes {nvvm.kernel} {\n  nvvm.bogus\n  llvm.return\n}\n");
    let utf8 = dir.join("utf8.mlir");
    std::fs::write(&utf8, b"llvm.func @k() attributes {nvvm.kernel} {\n  // caf\xe9\n  llvm.return\n}\n").unwrap();
    let subdir = dir.join("subdir.mlir");
    std::fs::create_dir_all(&subdir).unwrap();
    let missing = dir.join("missing.mlir");
    let ll = write(&dir, "g.ll", "define ptx_kernel void @g() {\n  call void @llvm.nvvm.barrier.cluster.arrive()\n  ret void\n}\n");
    let missing_ll = dir.join("absent.ll");
    let s = |p: &std::path::Path| p.to_str().unwrap().to_string();
    let cases: [(Vec<String>, &[&str]); 3] = [
        (vec![s(&blocked), s(&a), s(&missing), s(&subdir), s(&utf8), s(&bad), s(&c)], &["a", "c"]),
        (vec![s(&a), s(&bad), s(&blocked), s(&missing), s(&c), s(&subdir), s(&utf8)], &["a", "c"]),
        (vec![s(&missing_ll), s(&blocked), s(&a), s(&ll), s(&missing), s(&subdir), s(&utf8), s(&bad), s(&c)], &["a", "c", "g"]),
    ];
    for (inputs, good) in cases {
        for jobs in ["1", "2"] {
            let out = dir.join("out");
            let _ = std::fs::remove_dir_all(&out);
            std::fs::create_dir_all(out.join("blocked.ptx")).unwrap();
            let mut args: Vec<&str> = inputs.iter().map(String::as_str).collect();
            let o = s(&out);
            args.extend(["--target", "sm_90a", "-o", &o, "-j", jobs, "--color", "never"]);
            let r = run(&args);
            r.expect_code(1);
            for g in good {
                let ptx = std::fs::read_to_string(out.join(format!("{g}.ptx"))).unwrap_or_else(|e| panic!("{g}.ptx not written ({e}): {}", r.stderr));
                assert!(ptx.contains(".entry"), "{g}.ptx: {ptx}");
            }
            let mut written: Vec<String> = std::fs::read_dir(&out).unwrap().map(|e| e.unwrap().file_name().to_string_lossy().into_owned()).collect();
            written.sort();
            let mut want: Vec<String> = good.iter().map(|g| format!("{g}.ptx")).chain(["blocked.ptx".into()]).collect();
            want.sort();
            assert_eq!(written, want, "nothing more is written: {}", r.stderr);
            assert!(out.join("blocked.ptx").is_dir(), "the blocking directory stays");
            // One report per failure, in input order, each naming its file.
            let reports: Vec<(usize, String)> = inputs
                .iter()
                .filter(|i| !good.iter().any(|g| std::path::Path::new(i.as_str()).file_stem().unwrap() == *g))
                .map(|i| {
                    let name = std::path::Path::new(i).file_name().unwrap().to_string_lossy().into_owned();
                    let at = r.stderr.find(&name).unwrap_or_else(|| panic!("{name} not reported: {}", r.stderr));
                    (at, name)
                })
                .collect();
            assert!(reports.windows(2).all(|w| w[0].0 < w[1].0), "reports out of input order: {reports:?}\n{}", r.stderr);
            assert!(r.stderr.contains(&format!("error: cannot read '{}': No such file or directory", s(&missing))), "{}", r.stderr);
            assert!(r.stderr.contains(&format!("error: cannot read '{}': Is a directory", s(&subdir))), "{}", r.stderr);
            assert!(r.stderr.contains("not valid UTF-8") && r.stderr.contains("utf8.mlir:2:9"), "{}", r.stderr);
            assert!(r.stderr.contains("bad.mlir:2:3"), "{}", r.stderr);
            let blocked_out = out.join("blocked.ptx");
            assert!(r.stderr.contains(&format!("error: '{}': cannot write '{}': Is a directory", s(&blocked), blocked_out.display())), "{}", r.stderr);
        }
    }
}

#[test]
fn output_file_respects_the_umask() {
    let dir = scratch("umask");
    for (mask, want) in [("022", 0o644), ("077", 0o600), ("002", 0o664)] {
        let out = dir.join(format!("k{mask}.ptx"));
        let _ = std::fs::remove_file(&out);
        let (code, err) = bash(&format!(r#"umask {mask}; "$BIN" "$EX" --target sm_90a -o {}"#, out.display()));
        assert_eq!(code, 0, "{err}");
        let mode = std::fs::metadata(&out).unwrap().permissions().mode() & 0o777;
        assert_eq!(mode, want, "umask {mask}: mode {mode:o}");
    }
}

#[test]
fn output_naming_the_input_is_refused() {
    let dir = scratch("o-is-input");
    let src = dir.join("k.mlir");
    let text = std::fs::read_to_string(example()).unwrap();
    std::fs::write(&src, &text).unwrap();
    let link = dir.join("link.mlir");
    let _ = std::fs::remove_file(&link);
    std::os::unix::fs::symlink(&src, &link).unwrap();
    for o in [src.clone(), link, dir.join(".").join("k.mlir")] {
        let r = run(&[src.to_str().unwrap(), "--target", "sm_90a", "-o", o.to_str().unwrap()]);
        r.expect_code(2);
        assert!(r.stderr.contains("is the input"), "{}", r.stderr);
        assert_eq!(std::fs::read_to_string(&src).unwrap(), text, "the source is untouched");
    }
}

#[test]
fn byte_order_mark_is_skipped_and_columns_stay_right() {
    let text = std::fs::read_to_string(example()).unwrap();
    let r = run_stdin(&["-", "--target", "sm_90a"], &format!("\u{feff}{text}"));
    r.expect_code(0);
    // Line 1, column 1 is the first character after the mark.
    let r = run_stdin(&["-", "--target", "sm_90"], "\u{feff}nvvm.bogus\n");
    r.expect_code(1);
    assert!(locations(&r.stderr, "<stdin>").contains(&(1, 1)), "{}", r.stderr);
}

#[test]
fn invalid_utf8_is_located() {
    let dir = scratch("utf8");
    let f = dir.join("bad.mlir");
    std::fs::write(&f, b"llvm.func @k() attributes {nvvm.kernel} {\n  // caf\xe9\n  llvm.return\n}\n").unwrap();
    let r = run(&[f.to_str().unwrap(), "--target", "sm_90"]);
    r.expect_code(1);
    assert!(r.stderr.contains("not valid UTF-8"), "{}", r.stderr);
    assert!(locations(&r.stderr, f.to_str().unwrap()).contains(&(2, 9)), "{}", r.stderr);
}

#[test]
fn ptxas_killed_by_a_signal_is_named_with_what_it_printed() {
    // A stand-in ptxas that prints a line and dies as ptxas 13.5 does on
    // `.maxntid 4294967295` (SIGFPE).
    let dir = scratch("ptxas-signal");
    let fake = dir.join("ptxas");
    std::fs::write(&fake, "#!/bin/sh\necho 'ptxas info    : about to fail' >&2\nkill -FPE $$\n").unwrap();
    std::fs::set_permissions(&fake, std::fs::Permissions::from_mode(0o755)).unwrap();
    let mut c = cmd();
    c.env("NVVM_LOWER_PTXAS_13", &fake).args([example().to_str().unwrap(), "--target", "sm_90a", "--verify-ptx"]);
    let r = run_command(c, None, None, std::time::Duration::from_secs(60));
    r.expect_code(1);
    assert!(r.stderr.contains("error[ptxas]: ptxas 13.5 was killed by signal 8 (SIGFPE)"), "{}", r.stderr);
    assert!(r.stderr.contains("it printed: ptxas info    : about to fail"), "{}", r.stderr);
    assert!(r.stdout.is_empty(), "no PTX after a failed check: {}", r.stdout);
}

#[test]
fn tens_of_thousands_of_warnings_on_one_line_fold_and_show_a_window() {
    // 60,000 ignored attributes on one 1.5 MB line: once minutes and gigabytes,
    // each warning rendering the whole line.
    let attrs: Vec<String> = (0..60_000).map(|i| format!("attr{i} = {i} : i32")).collect();
    let src = format!("llvm.func @k() attributes {{nvvm.kernel, {}}} {{ llvm.return }}\n", attrs.join(", "));
    let dir = scratch("many-warnings");
    let f = write(&dir, "w.mlir", &src);
    let r = run_with(&[f.to_str().unwrap(), "--target", "sm_90", "-o", "/dev/null"], None, None, std::time::Duration::from_secs(60));
    r.expect_code(0);
    let warnings = r.stderr.lines().filter(|l| l.starts_with("warning[attr]: function attribute")).count();
    assert_eq!(warnings, 50, "the first 50 of one code are shown");
    assert!(r.stderr.contains("warning[attr]: 59950 more warnings like these were not shown"), "{}", &r.stderr[r.stderr.len().saturating_sub(500)..]);
    // Each snippet is a window of the line, not the line, and the column is exact.
    assert!(r.stderr.lines().all(|l| l.len() < 600), "a snippet line is a window");
    let col = src.find("attr49 =").unwrap() + 1;
    assert!(locations(&r.stderr, f.to_str().unwrap()).contains(&(1, col)), "attr49 at 1:{col}");
    assert!(r.stderr.contains("1 │ …"), "{}", &r.stderr[..2000]);
}

/// A ptxas the user names is the one used: a name that is no file is an
/// error saying so (never a fall-back to another ptxas); a ptxas that hangs
/// is stopped after NVVM_LOWER_PTXAS_TIMEOUT seconds, its children too; one
/// that prints a flood of errors is shown by its first 20.
#[test]
fn verify_ptx_uses_the_named_ptxas_within_a_time_limit_and_keeps_its_first_lines() {
    let dir = tempfile::tempdir().unwrap();
    let example = example();
    let ex = example.to_str().unwrap();
    let verify = |ptxas: &std::path::Path, timeout: &str| {
        let mut c = cmd();
        c.args([ex, "--target", "sm_90a", "--verify-ptx", "-o", "-", "--color", "never"]).env("NVVM_LOWER_PTXAS_13", ptxas).env("NVVM_LOWER_PTXAS_TIMEOUT", timeout);
        run_command(c, None, None, std::time::Duration::from_secs(60))
    };
    let missing = verify(&dir.path().join("no-such-ptxas"), "60");
    missing.expect_code(1);
    assert!(missing.stderr.contains("NVVM_LOWER_PTXAS_13 names") && missing.stderr.contains("which is not a file"), "{}", missing.stderr);
    let script = |name: &str, body: &str| {
        let p = dir.path().join(name);
        std::fs::write(&p, format!("#!/bin/sh\n{body}\n")).unwrap();
        std::fs::set_permissions(&p, std::os::unix::fs::PermissionsExt::from_mode(0o755)).unwrap();
        p
    };
    let started = std::time::Instant::now();
    let hung = verify(&script("hang.sh", "sleep 50"), "1");
    hung.expect_code(1);
    assert!(hung.stderr.contains("did not finish in 1 s and was stopped"), "{}", hung.stderr);
    assert!(started.elapsed() < std::time::Duration::from_secs(20), "the hung ptxas's child kept the run waiting");
    let noisy = verify(&script("noisy.sh", "for i in $(seq 1 500); do echo \"ptxas k.ptx, line $i; error   : bad $i\" >&2; done; exit 1"), "60");
    noisy.expect_code(1);
    assert_eq!(noisy.stderr.matches("error[ptxas]").count(), 20, "{}", noisy.stderr);
    assert!(noisy.stderr.contains("480 more error lines of ptxas were not shown"), "{}", noisy.stderr);
}

/// `--ptx` takes a version as LLVM spells it, digits only: `+8.0`, ` 8.0`
/// and `8.01` are usage errors, not 8.0 or 8.1.
#[test]
fn ptx_versions_are_digits_only() {
    let example = example();
    for bad in ["+8.0", " 8.0", "8.01", "8.", ".8", "8.0 "] {
        let r = run(&[example.to_str().unwrap(), "--target", "sm_90a", "--ptx", bad]);
        r.expect_code(2);
        assert!(r.stderr.contains("unknown PTX ISA version"), "{bad}: {}", r.stderr);
    }
    run(&[example.to_str().unwrap(), "--target", "sm_90a", "--ptx", "8.6", "-o", "/dev/null"]).expect_code(0);
}

/// Control bytes of the input never reach the terminal, with or without
/// colour: a snippet shows each as '?' (spans keep their columns), a message
/// as an escape.
#[test]
fn control_bytes_in_the_input_are_not_written_to_the_terminal() {
    let src = "llvm.func @k() {\n  nvvm.foo_\x1b]0;PWNED\x07bar\n  llvm.return\n}\n";
    for color in ["never", "always"] {
        let r = run_stdin(&["-", "--target", "sm_90", "--color", color], src);
        r.expect_code(1);
        let shown = r.stderr.replace("\x1b[", "");
        assert!(!shown.contains('\x1b') && !shown.contains('\x07'), "{color}: {:?}", r.stderr);
        assert!(r.stderr.contains("<stdin>:2:12"), "{}", r.stderr);
    }
    let d = nvvm_lower::diag::Diagnostic::error("x", "name 'a\x1bb'").note("see \u{9b}31m");
    let out = d.render("k.mlir", "", false);
    assert!(out.contains("name 'a\\x1bb'") && out.contains("see \\u{9b}31m"), "{out}");
}

/// `-O0` to `-O3` choose LLVM's code-generation level, in process as in
/// llc-22 (the same PTX from both backends), `-O2` by default; anything else
/// is a usage error.
#[test]
fn the_opt_level_reaches_both_backends() {
    let example = example();
    let ex = example.to_str().unwrap();
    let ptx = |args: &[&str]| {
        let mut all = vec![ex, "--target", "sm_90a"];
        all.extend_from_slice(args);
        let r = run(&all);
        r.expect_code(0);
        r.stdout
    };
    let (o0, o0_llc, o2, default) = (ptx(&["-O0"]), ptx(&["-O0", "--backend", "llc"]), ptx(&["-O2"]), ptx(&[]));
    assert_eq!(o0, o0_llc, "-O0 in process and in llc-22 differ");
    assert_eq!(o2, default, "-O2 is not the default");
    assert_ne!(o0, o2, "-O0 compiled as -O2");
    assert_eq!(ptx(&["-O3", "--backend", "llc"]), ptx(&["-O3"]));
    run(&[ex, "--target", "sm_90a", "-O4"]).expect_code(2);
}

/// LLVM is linked into the tool (llvm-sys's static link): the binary runs
/// on a machine with no LLVM 22 installed, and loads no libLLVM at start.
#[test]
#[cfg(target_os = "linux")]
fn llvm_is_linked_into_the_tool() {
    let out = Command::new("readelf").args(["-d", BIN]).output().expect("readelf (binutils) runs");
    let dynamic = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success() && dynamic.contains("NEEDED"), "{dynamic}");
    assert!(!dynamic.to_lowercase().contains("libllvm"), "the tool loads LLVM as a shared library:\n{dynamic}");
}
