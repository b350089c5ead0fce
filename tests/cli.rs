//! Behaviour of the `nvvm-lower` command line: input and output handling, exit
//! codes, diagnostics locations, tables, target aliases, split input, backends,
//! ptxas verification with the chosen PTX version, and robustness.

mod common;

use common::*;
use std::path::Path;
use std::time::Duration;

const INIT_SHARED: &str = "llvm.func @k(%b: !llvm.ptr<3>) attributes {nvvm.kernel} {
  %n = llvm.mlir.constant(32 : i32) : i32
  nvvm.mbarrier.init %b, %n : !llvm.ptr<3>, i32
  llvm.return
}
";

/// Line 3 holds an op nvvm-lower does not know.
const UNKNOWN_OP: &str = "llvm.func @k(%b: !llvm.ptr<3>) {
  %n = llvm.mlir.constant(32 : i32) : i32
  nvvm.mbarrier.frobnicate %b, %n : !llvm.ptr<3>, i32
  llvm.return
}
";

/// Line 2: try_wait.parity needs sm_90; gated on sm_80.
const GATED_ON_SM80: &str = "llvm.func @k(%b: !llvm.ptr<3>, %p: i32, %t: i32) {
  nvvm.mbarrier.try_wait.parity %b, %p, %t : !llvm.ptr<3>, i32, i32
  llvm.return
}
";

fn example_str() -> String {
    example().to_str().unwrap().to_string()
}

// ---------------------------------------------------------------- input/output

#[test]
fn stdin_dash_input_compiles_to_ptx_on_stdout() {
    let r = run_stdin(&["-", "--target", "sm_80"], INIT_SHARED);
    r.expect_code(0);
    assert!(r.stdout.contains(".target sm_80"), "{}", r.stdout);
    assert!(r.stdout.contains("mbarrier.init.shared.b64"), "{}", r.stdout);
}

#[test]
fn missing_input_argument_reads_stdin() {
    let r = run_stdin(&["--target", "sm_80"], INIT_SHARED);
    r.expect_code(0);
    assert!(r.stdout.contains("mbarrier.init.shared.b64"), "{}", r.stdout);
}

#[test]
fn stdin_diagnostics_are_located_in_stdin() {
    let r = run_stdin(&["-", "--target", "sm_90"], UNKNOWN_OP);
    r.expect_code(1);
    assert!(locations(&r.stderr, "<stdin>").contains(&(3, 3)), "{}", r.stderr);
}

#[test]
fn output_dash_writes_ptx_to_stdout() {
    let r = run(&[&example_str(), "--target", "sm_90a", "-o", "-"]);
    r.expect_code(0);
    assert!(r.stdout.contains(".target sm_90a"));
    assert!(r.stdout.contains(".visible .entry pipeline("));
    let default = run(&[&example_str(), "--target", "sm_90a"]);
    assert_eq!(r.stdout, default.stdout, "-o - and no -o must print the same PTX");
}

#[test]
fn output_file_is_created_with_the_ptx_and_stdout_stays_empty() {
    let dir = scratch("output_file");
    let out = dir.join("k.ptx");
    let r = run(&[&example_str(), "--target", "sm_90a", "-o", out.to_str().unwrap()]);
    r.expect_code(0);
    assert_eq!(r.stdout, "", "with -o FILE nothing goes to stdout");
    let written = std::fs::read_to_string(&out).expect("-o FILE must create the file");
    let to_stdout = run(&[&example_str(), "--target", "sm_90a"]).stdout;
    assert_eq!(written, to_stdout);
    assert_only_files(&dir, &["k.ptx"]);
}

#[test]
fn output_long_option_writes_llvm_ir_file() {
    let dir = scratch("output_ll");
    let out = dir.join("k.ll");
    run(&[&example_str(), "--target", "sm_90a", "--emit", "llvm-ir", "--output", out.to_str().unwrap()]).expect_code(0);
    let ll = std::fs::read_to_string(&out).unwrap();
    assert!(ll.contains("target triple = \"nvptx64-nvidia-cuda\""), "{ll}");
    assert!(ll.contains("define ptx_kernel void @pipeline("), "{ll}");
}

#[test]
fn diagnosed_error_does_not_create_output_file() {
    let dir = scratch("no_partial_new");
    let input = write(&dir, "bad.mlir", UNKNOWN_OP);
    let out = dir.join("out.ptx");
    let r = run(&[input.to_str().unwrap(), "--target", "sm_90", "-o", out.to_str().unwrap()]);
    r.expect_code(1);
    assert!(!out.exists(), "a diagnosed input must not create the output file");
    assert_only_files(&dir, &["bad.mlir"]);
}

#[test]
fn diagnosed_error_leaves_existing_output_file_unchanged() {
    let dir = scratch("no_partial_existing");
    let input = write(&dir, "bad.mlir", GATED_ON_SM80);
    let out = write(&dir, "out.ptx", "previous contents\n");
    let r = run(&[input.to_str().unwrap(), "--target", "sm_80", "-o", out.to_str().unwrap()]);
    r.expect_code(1);
    assert_eq!(std::fs::read_to_string(&out).unwrap(), "previous contents\n");
    assert_only_files(&dir, &["bad.mlir", "out.ptx"]);
}

#[test]
fn split_input_with_one_bad_chunk_writes_nothing_to_output_file() {
    let dir = scratch("no_partial_split");
    let input = write(&dir, "two.mlir", &format!("{INIT_SHARED}// -----\n{UNKNOWN_OP}"));
    let out = write(&dir, "out.ptx", "old\n");
    run(&[input.to_str().unwrap(), "--target", "sm_90", "--split-input-file", "-o", out.to_str().unwrap()]).expect_code(1);
    assert_eq!(std::fs::read_to_string(&out).unwrap(), "old\n");
}

#[test]
fn successful_run_replaces_existing_output_file() {
    let dir = scratch("replace_output");
    let out = write(&dir, "out.ptx", "stale\n");
    let input = write(&dir, "k.mlir", INIT_SHARED);
    run(&[input.to_str().unwrap(), "--target", "sm_80", "-o", out.to_str().unwrap()]).expect_code(0);
    let text = std::fs::read_to_string(&out).unwrap();
    assert!(!text.contains("stale") && text.contains("mbarrier.init.shared.b64"), "{text}");
    assert_only_files(&dir, &["k.mlir", "out.ptx"]);
}

#[test]
fn output_over_a_symlink_or_a_hard_link_replaces_only_that_name() {
    let dir = scratch("replace_links");
    let input = write(&dir, "k.mlir", INIT_SHARED);
    let target = write(&dir, "target.ptx", "kept\n");
    let link = dir.join("link.ptx");
    let _ = std::fs::remove_file(&link);
    std::os::unix::fs::symlink(&target, &link).unwrap();
    let hard = dir.join("hard.ptx");
    let _ = std::fs::remove_file(&hard);
    std::fs::hard_link(&target, &hard).unwrap();
    for out in [&link, &hard] {
        run(&[input.to_str().unwrap(), "--target", "sm_80", "-o", out.to_str().unwrap()]).expect_code(0);
        let meta = std::fs::symlink_metadata(out).unwrap();
        assert!(meta.file_type().is_file(), "{}: a regular file now", out.display());
        assert!(std::fs::read_to_string(out).unwrap().contains("mbarrier.init.shared.b64"));
        assert_eq!(std::fs::read_to_string(&target).unwrap(), "kept\n", "what {} named is untouched", out.display());
    }
    assert_only_files(&dir, &["k.mlir", "target.ptx", "link.ptx", "hard.ptx"]);
}

fn assert_only_files(dir: &Path, want: &[&str]) {
    let mut have: Vec<String> = std::fs::read_dir(dir).unwrap().map(|e| e.unwrap().file_name().to_string_lossy().into_owned()).collect();
    have.sort();
    let mut want: Vec<String> = want.iter().map(|s| s.to_string()).collect();
    want.sort();
    assert_eq!(have, want, "unexpected files (temporaries left behind?) in {}", dir.display());
}

// ---------------------------------------------------------------- exit codes

#[test]
fn exit_code_0_on_success() {
    run(&[&example_str(), "--target", "sm_90"]).expect_code(0);
}

#[test]
fn exit_code_2_on_unknown_target() {
    let r = run(&[&example_str(), "--target", "sm_95"]);
    r.expect_code(2);
    assert!(r.stderr.contains("unknown target 'sm_95'"), "{}", r.stderr);
    assert_eq!(r.stdout, "");
}

#[test]
fn exit_code_2_on_missing_target() {
    let r = run(&[&example_str()]);
    r.expect_code(2);
    assert!(r.stderr.contains("--target"), "{}", r.stderr);
}

#[test]
fn exit_code_2_on_bad_ptx_version() {
    for bad in ["9.9", "8", "abc", "8.10", ""] {
        let r = run(&[&example_str(), "--target", "sm_90", "--ptx", bad]);
        r.expect_code(2);
        assert!(r.stderr.contains("PTX ISA version"), "--ptx {bad:?}: {}", r.stderr);
    }
}

/// `--ptx` below the target's own lowest version is a usage error, before
/// any input is read, in every door: a `.ll` checked or compiled, and the
/// input language (sm_103a exists from PTX ISA 8.8).
#[test]
fn exit_code_2_on_ptx_below_the_targets_own() {
    let dir = scratch("ptx_below_target");
    let ll = write(&dir, "k.ll", "define ptx_kernel void @k() {\n  ret void\n}\n");
    let (ll, mlir) = (ll.to_str().unwrap(), example_str());
    for args in [vec!["check", ll, "--target", "sm_103a", "--ptx", "8.7"], vec![ll, "--target", "sm_103a", "--ptx", "8.7"], vec![mlir.as_str(), "--target", "sm_103a", "--ptx", "8.7"]] {
        let r = run(&args);
        r.expect_code(2);
        assert!(r.stderr.contains("sm_103a needs PTX ISA 8.8 or newer, but --ptx pins PTX ISA 8.7"), "{args:?}: {}", r.stderr);
        assert_eq!(r.stdout, "", "{args:?}");
    }
    run(&["check", ll, "--target", "sm_103a", "--ptx", "8.8"]).expect_code(0);
}

#[test]
fn exit_code_2_on_unknown_option_and_bad_emit() {
    run(&[&example_str(), "--target", "sm_90", "--no-such-flag"]).expect_code(2);
    run(&[&example_str(), "--target", "sm_90", "--emit", "cubin"]).expect_code(2);
    run(&[&example_str(), "--target", "sm_90", "--backend", "nvcc"]).expect_code(2);
}

#[test]
fn exit_code_1_on_unknown_op() {
    let dir = scratch("unknown_op");
    let input = write(&dir, "u.mlir", UNKNOWN_OP);
    let r = run(&[input.to_str().unwrap(), "--target", "sm_90"]);
    r.expect_code(1);
    assert!(r.stderr.contains("unknown operation 'nvvm.mbarrier.frobnicate'"), "{}", r.stderr);
    assert_eq!(r.stdout, "");
}

#[test]
fn exit_code_1_on_op_gated_for_target() {
    let r = run_stdin(&["-", "--target", "sm_80"], GATED_ON_SM80);
    r.expect_code(1);
    assert!(r.stderr.contains("error[gate-target]"), "{}", r.stderr);
    assert!(r.stderr.contains("is not available on sm_80"), "{}", r.stderr);
    // The same input is fine where the op exists.
    run_stdin(&["-", "--target", "sm_90"], GATED_ON_SM80).expect_code(0);
}

#[test]
fn exit_code_1_on_op_gated_by_pinned_ptx_version() {
    let r = run(&[&example_str(), "--target", "sm_90", "--ptx", "7.8"]);
    r.expect_code(1);
    assert!(r.stderr.contains("error[gate-ptx]"), "{}", r.stderr);
    assert!(r.stderr.contains("'nvvm.mbarrier.arrive.expect_tx' needs PTX ISA 8.0"), "{}", r.stderr);
}

#[test]
fn exit_code_1_on_unreadable_input_file() {
    let r = run(&["/nonexistent/dir/x.mlir", "--target", "sm_90"]);
    r.expect_code(1);
    assert!(r.stderr.contains("cannot read '/nonexistent/dir/x.mlir'"), "{}", r.stderr);
}

// ---------------------------------------------------------------- diagnostics

#[test]
fn diagnostic_location_points_at_the_unknown_op_line_with_relative_path() {
    let dir = scratch("diag_rel");
    write(&dir, "u.mlir", UNKNOWN_OP);
    let r = run_with(&["u.mlir", "--target", "sm_90"], None, Some(&dir), Duration::from_secs(60));
    r.expect_code(1);
    assert_eq!(locations(&r.stderr, "u.mlir"), vec![(3, 3)], "{}", r.stderr);
}

#[test]
fn diagnostic_location_uses_the_path_as_given_when_absolute() {
    let dir = scratch("diag_abs");
    let input = write(&dir, "g.mlir", GATED_ON_SM80);
    let p = input.to_str().unwrap();
    let r = run(&[p, "--target", "sm_80"]);
    r.expect_code(1);
    assert_eq!(locations(&r.stderr, p), vec![(2, 3)], "{}", r.stderr);
}

#[test]
fn diagnostic_location_points_at_the_bad_operand_column() {
    // The constant does not fit in 20 bits: the location is the operand `%n`.
    let src = "llvm.func @k(%b: !llvm.ptr<3>) {\n  %n = llvm.mlir.constant(1048576 : i32) : i32\n  nvvm.mbarrier.init %b, %n : !llvm.ptr<3>, i32\n  llvm.return\n}\n";
    let r = run_stdin(&["-", "--target", "sm_90"], src);
    r.expect_code(1);
    assert!(r.stderr.contains("count 1048576 does not fit in 20 bits"), "{}", r.stderr);
    assert_eq!(locations(&r.stderr, "<stdin>"), vec![(3, 26)], "{}", r.stderr);
}

#[test]
fn every_error_in_a_file_is_reported_with_its_own_line() {
    let src = "llvm.func @a(%b: !llvm.ptr<3>, %p: i32, %t: i32) {
  nvvm.mbarrier.try_wait.parity %b, %p, %t : !llvm.ptr<3>, i32, i32
  llvm.return
}
llvm.func @c(%b: !llvm.ptr<3>, %n: i32) {
  nvvm.mbarrier.expect_tx %b, %n : !llvm.ptr<3>, i32
  llvm.return
}
";
    let r = run_stdin(&["-", "--target", "sm_80"], src);
    r.expect_code(1);
    assert_eq!(locations(&r.stderr, "<stdin>"), vec![(2, 3), (6, 3)], "{}", r.stderr);
    assert_eq!(r.stderr.matches("error[gate-target]").count(), 2, "{}", r.stderr);
}

#[test]
fn color_never_has_no_escape_codes_and_always_has_them() {
    let plain = run_stdin(&["-", "--target", "sm_80", "--color", "never"], GATED_ON_SM80);
    assert!(!plain.stderr.contains('\x1b'));
    let col = run_stdin(&["-", "--target", "sm_80", "--color", "always"], GATED_ON_SM80);
    col.expect_code(1);
    assert!(col.stderr.contains('\x1b'));
}

// ---------------------------------------------------------------- tables

/// Target names in `intrinsics/targets.toml`, in order.
fn toml_targets() -> Vec<String> {
    let text = std::fs::read_to_string(root().join("intrinsics/targets.toml")).unwrap();
    let mut out = Vec::new();
    let mut in_target = false;
    for l in text.lines() {
        let l = l.trim();
        if l.starts_with('[') {
            in_target = l == "[[target]]";
        } else if in_target {
            if let Some(v) = l.strip_prefix("name = ") {
                out.push(v.trim_matches('"').to_string());
            }
        }
    }
    out
}

/// (op name, [requirement of each form]) of every `[[op]]` in `intrinsics/*.toml`.
fn toml_ops() -> Vec<(String, Vec<String>)> {
    let mut out: Vec<(String, Vec<String>)> = Vec::new();
    let mut files: Vec<_> = std::fs::read_dir(root().join("intrinsics")).unwrap().map(|e| e.unwrap().path()).filter(|p| p.extension().is_some_and(|e| e == "toml")).collect();
    files.sort();
    for f in files {
        let text = std::fs::read_to_string(&f).unwrap();
        let name = f.file_name().unwrap().to_str().unwrap();
        if name == "mma_sync.toml" || name == "mma_sp.toml" || name == "wgmma_mma.toml" {
            out.push(matrix_rows(name, &text));
            continue;
        }
        if name == "wmma.toml" {
            out.extend(wmma_rows(&text));
            continue;
        }
        if name == "mma_block_scale.toml" {
            out.extend(block_scale_rows(&text));
            continue;
        }
        // MLIR's dialect op by op, not an op table (tests/mlir_coverage.rs).
        if name == "mlir_ops.toml" {
            continue;
        }
        let mut in_op = false;
        for l in text.lines() {
            let t = l.trim();
            if t.starts_with("[[") || (t.starts_with('[') && !t.starts_with("[ ") && t.ends_with(']') && !t.contains('=')) {
                in_op = t == "[[op]]";
                continue;
            }
            if !in_op {
                continue;
            }
            if let Some(v) = t.strip_prefix("name = ") {
                out.push((v.trim_matches('"').to_string(), Vec::new()));
            }
            // A `dims = [..]` form row stands for one form per rank.
            let copies = t.split_once("dims = [").map_or(1, |(_, r)| r.split(']').next().unwrap().split(',').count());
            let mut rest = t;
            while let Some(i) = rest.find("needs = \"") {
                rest = &rest[i + 9..];
                let end = rest.find('"').unwrap();
                for _ in 0..copies {
                    out.last_mut().expect("needs before name").1.push(rest[..end].to_string());
                }
                rest = &rest[end..];
            }
        }
    }
    out
}

/// The `[[mma]]` rows of `mma_block_scale.toml`: one form per scale pair and
/// pair of input types, under the dense or the sparse op.
fn block_scale_rows(text: &str) -> Vec<(String, Vec<String>)> {
    let mut ops: Vec<(String, Vec<String>)> = vec![("nvvm.mma.block_scale".into(), Vec::new()), ("nvvm.mma.sp.block_scale".into(), Vec::new())];
    for row in text.split("[[mma]]").skip(1) {
        let field = |k: &str| row.lines().map(str::trim).find_map(|l| l.strip_prefix(k)).unwrap_or("").trim();
        let sparse = field("sparse =") == "true";
        let ab = field("ab =").matches('"').count() / 2;
        let scales = field("scales =").matches('[').count() - 1;
        let need = field("needs =").trim_matches('"').to_string();
        ops[usize::from(sparse)].1.extend(std::iter::repeat_n(need, scales * ab * ab));
    }
    ops
}

/// The `[[mma]]` rows of `mma_sync.toml` (one form per A type, B type and
/// accumulator pair) or of `wgmma_mma.toml` (one form each) as an op's forms.
fn matrix_rows(file: &str, text: &str) -> (String, Vec<String>) {
    let op = match file {
        "mma_sync.toml" => "nvvm.mma.sync",
        "mma_sp.toml" => "nvvm.mma.sp.sync",
        _ => "nvvm.wgmma.mma_async",
    };
    let count = |t: &str, key: &str| t.strip_prefix(key).map(|v| v.trim().trim_matches(['[', ']']).split(',').filter(|x| !x.trim().is_empty()).count());
    let mut needs = Vec::new();
    for row in text.split("[[mma]]").skip(1) {
        let (mut ab, mut acc) = (1, 1);
        let mut need = String::new();
        // A sparse row: each form also with ordered metadata, on its own line.
        let mut ordered = None;
        for t in row.lines().map(str::trim) {
            if let Some(v) = t.strip_prefix("ordered_needs = ") {
                ordered = Some(v.trim_matches('"').to_string());
            }
            if file == "mma_sync.toml" || file == "mma_sp.toml" {
                if let Some(n) = count(t, "ab =") {
                    ab = n * n;
                }
                if let Some(n) = count(t, "cd =") {
                    acc = n;
                }
                if let Some(n) = count(t, "mixed =") {
                    acc += n;
                }
            }
            if let Some(v) = t.strip_prefix("needs = ") {
                need = v.trim_matches('"').to_string();
            }
        }
        for _ in 0..ab * acc {
            needs.push(need.clone());
            needs.extend(ordered.clone());
        }
    }
    (op.to_string(), needs)
}

/// The `[[wmma]]` rows of `wmma.toml` as the forms of the three wmma ops: a
/// load per A and B type (two fragments each) and C type, a store per
/// accumulator type, an MMA per input and accumulator type.
fn wmma_rows(text: &str) -> Vec<(String, Vec<String>)> {
    let count = |t: &str, key: &str| t.strip_prefix(key).map(|v| v.trim().trim_matches(['[', ']']).split(',').filter(|x| !x.trim().is_empty()).count());
    let (mut load, mut store, mut mma) = (Vec::new(), Vec::new(), Vec::new());
    for row in text.split("[[wmma]]").skip(1) {
        let (mut ab, mut cd) = (0, 0);
        let mut need = String::new();
        for t in row.lines().map(str::trim) {
            ab = count(t, "ab =").unwrap_or(ab);
            cd = count(t, "cd =").unwrap_or(cd);
            if let Some(v) = t.strip_prefix("needs = ") {
                need = v.trim_matches('"').to_string();
            }
        }
        load.extend(std::iter::repeat_n(need.clone(), 2 * ab + cd));
        store.extend(std::iter::repeat_n(need.clone(), cd));
        mma.extend(std::iter::repeat_n(need, ab * cd));
    }
    vec![("nvvm.wmma.load".into(), load), ("nvvm.wmma.store".into(), store), ("nvvm.wmma.mma".into(), mma)]
}

#[test]
fn print_targets_lists_sm_70_to_sm_121f_in_table_order() {
    let r = run(&["--print", "targets"]);
    r.expect_code(0);
    let listed: Vec<String> = r.stdout.lines().skip(1).filter_map(|l| l.split_whitespace().next()).map(String::from).collect();
    let want = toml_targets();
    assert_eq!(want.first().map(String::as_str), Some("sm_70"));
    assert_eq!(want.last().map(String::as_str), Some("sm_121f"));
    assert_eq!(listed, want, "{}", r.stdout);
    for t in ["sm_90a", "sm_100f", "sm_103a", "sm_110a", "sm_120"] {
        assert!(listed.iter().any(|l| l == t), "{t} missing");
    }
    // The min PTX column matches the table.
    assert!(r.stdout.lines().any(|l| l.split_whitespace().collect::<Vec<_>>() == ["sm_90", "7.8", "13.5"]), "{}", r.stdout);
    assert!(r.stdout.lines().any(|l| l.split_whitespace().collect::<Vec<_>>() == ["sm_70", "6.0", "12.9"]), "{}", r.stdout);
}

#[test]
fn print_targets_needs_no_target_and_ignores_input() {
    run_stdin(&["--print", "targets"], "garbage").expect_code(0);
}

#[test]
fn print_ops_lists_every_op_of_the_intrinsics_tables_with_each_requirement() {
    let r = run(&["--print", "ops"]);
    r.expect_code(0);
    // Group the output: a header line per op, then one indented line per form.
    let mut printed: Vec<(String, Vec<String>)> = Vec::new();
    // The op tables end where the list of MLIR's dialect begins.
    for l in r.stdout.lines().take_while(|l| !l.starts_with("MLIR 22 NVVM ops:")) {
        if l.starts_with("    ") {
            let needs = l.rsplit_once("needs ").map(|(_, n)| n.trim().replace(" @ PTX ", " @ ")).unwrap_or_default();
            printed.last_mut().expect("form line before an op line").1.push(needs);
        } else if let Some(name) = l.split_whitespace().next() {
            printed.push((name.to_string(), Vec::new()));
        }
    }
    let want = toml_ops();
    assert!(want.len() >= 40, "parsed only {} ops from intrinsics/", want.len());
    for (name, needs) in &want {
        let got = printed.iter().find(|(n, _)| n == name).unwrap_or_else(|| panic!("--print ops does not list {name}"));
        assert_eq!(&got.1, needs, "requirements of {name}");
    }
    let names: Vec<&String> = want.iter().map(|(n, _)| n).collect();
    for (n, _) in &printed {
        // Its PTX is the user's: it has no facts for a table to hold.
        if n == "nvvm.inline_ptx" {
            continue;
        }
        assert!(names.contains(&n), "--print ops lists {n}, which no intrinsics/*.toml defines");
    }
}

// ---------------------------------------------------------------- targets

#[test]
fn target_aliases_mcpu_arch_gpu_name_give_the_same_ptx() {
    let base = run(&[&example_str(), "--target", "sm_90a"]);
    base.expect_code(0);
    for alias in ["--mcpu", "--arch", "--gpu-name"] {
        let r = run(&[&example_str(), alias, "sm_90a"]);
        r.expect_code(0);
        assert_eq!(r.stdout, base.stdout, "{alias}");
        let eq = run(&[&example_str(), &format!("{alias}=sm_90a")]);
        assert_eq!(eq.stdout, base.stdout, "{alias}=");
    }
}

#[test]
fn compute_90a_is_accepted_as_sm_90a() {
    let r = run(&[&example_str(), "--target", "compute_90a"]);
    r.expect_code(0);
    assert!(r.stdout.contains(".target sm_90a"), "{}", r.stdout);
    assert_eq!(r.stdout, run(&[&example_str(), "--target", "sm_90a"]).stdout);
}

// ---------------------------------------------------------------- split input

#[test]
fn split_input_file_with_two_good_chunks_gives_two_ptx_modules() {
    let second = INIT_SHARED.replace("@k", "@k2");
    let src = format!("{INIT_SHARED}// -----\n{second}");
    let r = run_stdin(&["-", "--target", "sm_80", "--split-input-file"], &src);
    r.expect_code(0);
    assert_eq!(r.stdout.matches(".version ").count(), 2, "{}", r.stdout);
    assert_eq!(r.stdout.matches(".target sm_80").count(), 2, "{}", r.stdout);
    let parts: Vec<&str> = r.stdout.split("// -----\n").collect();
    assert_eq!(parts.len(), 2, "{}", r.stdout);
    assert!(parts[0].contains(".entry k(") && !parts[0].contains("k2"), "{}", parts[0]);
    assert!(parts[1].contains(".entry k2("), "{}", parts[1]);
}

#[test]
fn split_input_file_with_two_good_chunks_gives_two_llvm_modules() {
    let src = format!("{INIT_SHARED}// -----\n{}", INIT_SHARED.replace("@k", "@k2"));
    let r = run_stdin(&["-", "--target", "sm_80", "--split-input-file", "--emit", "llvm-ir"], &src);
    r.expect_code(0);
    assert_eq!(r.stdout.matches("; ModuleID").count(), 2, "{}", r.stdout);
    assert_eq!(r.stdout.matches("\n; -----\n").count(), 1, "{}", r.stdout);
}

#[test]
fn without_split_input_file_the_separator_is_just_a_comment() {
    // Both functions end up in one module.
    let src = format!("{INIT_SHARED}// -----\n{}", INIT_SHARED.replace("@k", "@k2"));
    let r = run_stdin(&["-", "--target", "sm_80"], &src);
    r.expect_code(0);
    assert_eq!(r.stdout.matches(".version ").count(), 1);
    assert!(r.stdout.contains(".entry k(") && r.stdout.contains(".entry k2("));
}

#[test]
fn split_input_file_reports_bad_chunk_error_at_its_line_in_the_whole_file() {
    let dir = scratch("split_bad");
    // Chunk 1: lines 1-5; separator line 6; chunk 2 (bad) from line 7: op on line 9.
    let src = format!("{INIT_SHARED}// -----\n{UNKNOWN_OP}");
    assert_eq!(src.lines().nth(8).unwrap().trim_start().split_whitespace().next(), Some("nvvm.mbarrier.frobnicate"));
    write(&dir, "split.mlir", &src);
    let r = run_with(&["split.mlir", "--target", "sm_90", "--split-input-file"], None, Some(&dir), Duration::from_secs(60));
    r.expect_code(1);
    assert_eq!(locations(&r.stderr, "split.mlir"), vec![(9, 3)], "{}", r.stderr);
    assert_eq!(r.stdout, "", "no module is printed when a chunk fails");
}

#[test]
fn split_input_file_reports_errors_of_every_bad_chunk() {
    let src = format!("{GATED_ON_SM80}// -----\n{INIT_SHARED}// -----\n{GATED_ON_SM80}");
    let r = run_stdin(&["-", "--target", "sm_80", "--split-input-file"], &src);
    r.expect_code(1);
    // Chunk 1 op on line 2; chunk 3 starts at line 4+1+5+1+1 = 12, op on 13.
    assert_eq!(locations(&r.stderr, "<stdin>"), vec![(2, 3), (13, 3)], "{}", r.stderr);
}

// ---------------------------------------------------------------- backends

/// PTX without comments and blank lines (llc's verbose-asm annotations).
fn strip_ptx_comments(ptx: &str) -> String {
    ptx.lines()
        .map(|l| match l.find("//") {
            Some(i) => l[..i].trim_end(),
            None => l.trim_end(),
        })
        .filter(|l| !l.is_empty())
        .collect::<Vec<_>>()
        .join("\n")
}

fn backend_outputs(file: &Path, target: &str) -> (String, String) {
    let f = file.to_str().unwrap();
    let inp = run(&[f, "--target", target, "--split-input-file"]);
    inp.expect_code(0);
    let llc = run(&[f, "--target", target, "--split-input-file", "--backend", "llc"]);
    llc.expect_code(0);
    assert!(inp.stdout.contains(&format!(".target {target}")), "{}", inp.stdout);
    (inp.stdout, llc.stdout)
}

fn assert_backends_identical(file: &Path, target: &str) {
    let (inp, llc) = backend_outputs(file, target);
    if inp != llc {
        let first = inp.lines().zip(llc.lines()).enumerate().find(|(_, (a, b))| a != b);
        panic!("{} on {target}: in-process and llc PTX are not byte-identical; first difference (line index, in-process, llc): {first:?}", file.display());
    }
}

fn assert_backends_same_code(file: &Path, target: &str) {
    let (inp, llc) = backend_outputs(file, target);
    let (a, b) = (strip_ptx_comments(&inp), strip_ptx_comments(&llc));
    if a != b {
        let first = a.lines().zip(b.lines()).enumerate().find(|(_, (x, y))| x != y);
        panic!("{} on {target}: in-process and llc PTX differ even without comments; first difference: {first:?}", file.display());
    }
}

const POSITIVE_MLIR_FILES: &[&str] = &[
    "mbar_init.mlir",
    "mbar_arrive.mlir",
    "mbar_arr_drop_expect_tx.mlir",
    "mbar_expect_tx.mlir",
    "mbar_complete_tx.mlir",
    "mbar_test_wait.mlir",
    "mbar_try_wait.mlir",
];

// Both backends write non-verbose assembly (llc-22 gets `-asm-verbose=false`).
#[test]
fn llc_and_in_process_backends_give_byte_identical_ptx_for_the_example() {
    for t in ["sm_90a", "sm_100a"] {
        assert_backends_identical(&example(), t);
    }
}

#[test]
fn llc_and_in_process_backends_give_byte_identical_ptx_for_mlir_mbarrier_tests_on_sm_90a() {
    for f in POSITIVE_MLIR_FILES {
        assert_backends_identical(&mlir_nvvm_tests().join(f), "sm_90a");
    }
}

#[test]
fn llc_and_in_process_backends_give_byte_identical_ptx_for_mlir_mbarrier_tests_on_sm_100a() {
    for f in POSITIVE_MLIR_FILES {
        assert_backends_identical(&mlir_nvvm_tests().join(f), "sm_100a");
    }
}

#[test]
fn llc_and_in_process_backends_give_identical_ptx_apart_from_comments() {
    for t in ["sm_90a", "sm_100a"] {
        assert_backends_same_code(&example(), t);
        for f in POSITIVE_MLIR_FILES {
            assert_backends_same_code(&mlir_nvvm_tests().join(f), t);
        }
    }
}

// ---------------------------------------------------------------- ptxas, PTX version

#[test]
fn verify_ptx_passes_on_the_example_with_the_lowest_working_ptx_version() {
    // The example needs PTX 8.0 (arrive.expect_tx); otherwise the target's own minimum.
    let cases = [("sm_90", "8.0"), ("sm_90a", "8.0"), ("sm_100a", "8.6"), ("sm_100f", "8.8"), ("sm_103a", "8.8"), ("sm_110a", "9.0"), ("sm_120", "8.7")];
    for (t, want) in cases {
        let r = run(&[&example_str(), "--target", t, "--verify-ptx"]);
        r.expect_code(0);
        assert!(r.stdout.contains(&format!(".target {t}")), "{t}");
        assert_eq!(ptx_version(&r.stdout).as_deref(), Some(want), "{t}");
    }
}

#[test]
fn ptx_version_one_below_the_chosen_one_is_refused_for_the_example() {
    // 8.0 is the lowest that works on sm_90: --ptx 7.8 is a diagnostic naming the op.
    let r = run(&[&example_str(), "--target", "sm_90", "--ptx", "7.8"]);
    r.expect_code(1);
    assert!(r.stderr.contains("needs PTX ISA 8.0 or newer"), "{}", r.stderr);
    // ... and pinning 8.0 or higher is honoured.
    let r = run(&[&example_str(), "--target", "sm_90", "--ptx", "8.3", "--verify-ptx"]);
    r.expect_code(0);
    assert_eq!(ptx_version(&r.stdout).as_deref(), Some("8.3"));
}

#[test]
fn ptx_version_is_the_target_minimum_when_no_op_needs_more() {
    let src = "llvm.func @k(%b: !llvm.ptr<3>, %p: i32, %t: i32) attributes {nvvm.kernel} {
  nvvm.mbarrier.try_wait.parity %b, %p, %t : !llvm.ptr<3>, i32, i32
  llvm.return
}
";
    let r = run_stdin(&["-", "--target", "sm_90", "--verify-ptx"], src);
    r.expect_code(0);
    assert_eq!(ptx_version(&r.stdout).as_deref(), Some("7.8"));
    let r = run_stdin(&["-", "--target", "sm_80", "--verify-ptx"], INIT_SHARED);
    r.expect_code(0);
    assert_eq!(ptx_version(&r.stdout).as_deref(), Some("7.0"));
}

#[test]
fn ptx_version_rises_to_8_6_for_a_relaxed_arrive_on_sm_90() {
    let src = "llvm.func @k(%b: !llvm.ptr<3>) attributes {nvvm.kernel} {
  %s = nvvm.mbarrier.arrive %b {relaxed = true} : !llvm.ptr<3> -> i64
  llvm.return
}
";
    let r = run_stdin(&["-", "--target", "sm_90", "--verify-ptx"], src);
    r.expect_code(0);
    assert_eq!(ptx_version(&r.stdout).as_deref(), Some("8.6"));
    assert!(r.stdout.contains("mbarrier.arrive.relaxed.cta.shared.b64"), "{}", r.stdout);
}

#[test]
fn verify_ptx_finds_ptxas_through_nvvm_lower_ptxas_when_the_pinned_variable_is_unset() {
    let real = root().join("tools/ptxas-13.5/ptxas");
    let with = |ptxas: &Path| {
        let mut c = cmd();
        c.env_remove("NVVM_LOWER_PTXAS_13").env("NVVM_LOWER_PTXAS", ptxas).args([&example_str(), "--target", "sm_90a", "--verify-ptx", "-o", "-"]);
        run_command(c, None, None, Duration::from_secs(120))
    };
    with(&real).expect_code(0);
    // The variable is really what is used: a "ptxas" that always fails fails the run.
    let r = with(Path::new("/bin/false"));
    r.expect_code(1);
    assert!(r.stderr.contains("error[ptxas]"), "{}", r.stderr);
}

/// An executable shell script `name` in `dir` that prints `says` and fails.
fn failing_tool(dir: &Path, name: &str, says: &str) {
    use std::os::unix::fs::PermissionsExt;
    let p = dir.join(name);
    std::fs::write(&p, format!("#!/bin/sh\necho {says} >&2\nexit 1\n")).unwrap();
    std::fs::set_permissions(&p, std::fs::Permissions::from_mode(0o755)).unwrap();
}

/// With neither ptxas variable set, `ptxas` is looked up in `$PATH`'s order
/// (a file there that is not executable is passed over), then under
/// `$CUDA_HOME/bin`.
#[test]
fn verify_ptx_searches_path_in_order_then_cuda_home() {
    let (skipped, first, cuda) = (tempfile::tempdir().unwrap(), tempfile::tempdir().unwrap(), tempfile::tempdir().unwrap());
    std::fs::write(skipped.path().join("ptxas"), "not a program").unwrap();
    failing_tool(first.path(), "ptxas", "ptxas-from-path");
    std::fs::create_dir(cuda.path().join("bin")).unwrap();
    std::fs::copy(root().join("tools/ptxas-13.5/ptxas"), cuda.path().join("bin/ptxas")).unwrap();
    let with = |path: &[&Path]| {
        let mut c = cmd();
        let path = std::env::join_paths(path.iter().copied().chain([Path::new("/usr/lib/llvm-22/bin"), Path::new("/usr/bin"), Path::new("/bin")])).unwrap();
        c.env_remove("NVVM_LOWER_PTXAS_13").env_remove("NVVM_LOWER_PTXAS").env("PATH", path).env("CUDA_HOME", cuda.path());
        c.args([&example_str(), "--target", "sm_90a", "--verify-ptx", "-o", "-"]);
        run_command(c, None, None, Duration::from_secs(120))
    };
    let r = with(&[skipped.path(), first.path()]);
    r.expect_code(1);
    assert!(r.stderr.contains("ptxas-from-path"), "{}", r.stderr);
    with(&[skipped.path()]).expect_code(0);
}

/// `--backend llc` runs the first `llc-22` on `$PATH`, and says so when
/// there is none.
#[test]
fn the_llc_backend_runs_llc_22_from_path() {
    let fake = tempfile::tempdir().unwrap();
    failing_tool(fake.path(), "llc-22", "llc-from-path");
    let with = |path: &Path| {
        let mut c = cmd();
        c.env("PATH", path).args([&example_str(), "--target", "sm_90a", "--backend", "llc", "-o", "-"]);
        run_command(c, None, None, Duration::from_secs(120))
    };
    let r = with(fake.path());
    r.expect_code(1);
    assert!(r.stderr.contains("llc-from-path"), "{}", r.stderr);
    let r = with(Path::new("/nonexistent"));
    r.expect_code(1);
    assert!(r.stderr.contains("llc-22 is not on PATH"), "{}", r.stderr);
}

#[test]
fn verify_ptx_also_works_when_emitting_llvm_ir() {
    let r = run(&[&example_str(), "--target", "sm_90a", "--verify-ptx", "--emit", "llvm-ir"]);
    r.expect_code(0);
    assert!(r.stdout.contains("define ptx_kernel void @pipeline("));
}

// ---------------------------------------------------------------- robustness

/// Runs under a 4 GiB address-space limit so that a runaway allocation shows
/// up as an abort instead of taking the machine down.
fn run_limited(args: &[&str], stdin: &[u8]) -> Run {
    let mut c = std::process::Command::new("/bin/sh");
    c.arg("-c").arg("ulimit -v 4194304; exec \"$0\" \"$@\"").arg(BIN).args(args);
    c.env("LLVM_DISABLE_SYMBOLIZATION", "1").env("RUST_BACKTRACE", "0");
    run_command(c, Some(stdin), None, Duration::from_secs(120))
}

fn assert_no_signal(what: &str, input: &[u8], extra: &[&str]) {
    let mut args = vec!["-", "--target", "sm_90a"];
    args.extend_from_slice(extra);
    let r = run_limited(&args, input);
    assert!(r.status.code().is_some(), "{what}: nvvm-lower died from a signal ({:?})\n--- stderr (tail):\n{}", r.status, tail(&r.stderr, 1500));
    assert!(matches!(r.status.code(), Some(0 | 1)), "{what}: exit {:?}\n{}", r.status, tail(&r.stderr, 1500));
    assert!(!r.stderr.contains("panicked"), "{what}: panic\n{}", r.stderr);
    assert!(!r.stderr.contains("LLVM ERROR"), "{what}: LLVM error\n{}", r.stderr);
}

fn tail(s: &str, n: usize) -> &str {
    let mut i = s.len().saturating_sub(n);
    while !s.is_char_boundary(i) {
        i += 1;
    }
    &s[i..]
}

#[test]
fn empty_and_whitespace_inputs_do_not_kill_the_process() {
    assert_no_signal("empty", b"", &[]);
    assert_no_signal("newlines", b"\n\n\n", &[]);
    assert_no_signal("only separators", b"// -----\n// -----\n", &["--split-input-file"]);
    assert_no_signal("empty module", b"module {\n}\n", &[]);
}

#[test]
fn garbage_bytes_do_not_kill_the_process() {
    // Deterministic pseudo-random bytes (xorshift), not valid UTF-8.
    let mut x: u64 = 0x9E3779B97F4A7C15;
    let bytes: Vec<u8> = (0..4096)
        .map(|_| {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            x as u8
        })
        .collect();
    assert_no_signal("random bytes", &bytes, &[]);
    assert_no_signal("NUL bytes", &[0u8; 64], &[]);
    assert_no_signal("punctuation soup", b"}{)(><%@^:,=->!#\"\"\"'", &[]);
    assert_no_signal("unterminated string", b"llvm.func @f() attributes {a = \"abc", &[]);
}

#[test]
fn truncated_example_prefixes_do_not_kill_the_process() {
    let src = std::fs::read_to_string(example()).unwrap();
    let mut cut = 0;
    while cut < src.len() {
        if src.is_char_boundary(cut) {
            assert_no_signal(&format!("example truncated at byte {cut}"), src[..cut].as_bytes(), &["--emit", "llvm-ir"]);
        }
        cut += 173;
    }
}

#[test]
fn truncated_ops_do_not_kill_the_process() {
    let op = "llvm.func @k(%b: !llvm.ptr<3>, %t: i32, %p: i1) {\n  %s = nvvm.mbarrier.arrive.expect_tx %b, %t {scope = #nvvm.mem_scope<cluster>, relaxed = true} : !llvm.ptr<3>, i32 -> i64\n  llvm.return\n}\n";
    for cut in 0..op.len() {
        assert_no_signal(&format!("op truncated at byte {cut}"), op[..cut].as_bytes(), &["--emit", "llvm-ir"]);
    }
}

#[test]
fn huge_integers_in_constants_and_types_do_not_kill_the_process() {
    let cases = [
        "llvm.func @f(%b: !llvm.ptr<3>) {\n  %n = llvm.mlir.constant(99999999999999999999999999999999999999999999 : i32) : i32\n  nvvm.mbarrier.init %b, %n : !llvm.ptr<3>, i32\n  llvm.return\n}\n",
        "llvm.func @f(%b: !llvm.ptr<3>) {\n  %n = llvm.mlir.constant(4294967296 : i32) : i32\n  nvvm.mbarrier.init %b, %n : !llvm.ptr<3>, i32\n  llvm.return\n}\n",
        "llvm.func @f(%b: !llvm.ptr<3>) {\n  %n = llvm.mlir.constant(-170141183460469231731687303715884105729 : i64) : i64\n  llvm.return\n}\n",
        "llvm.func @f(%b: !llvm.ptr<99999999999999999999>) {\n  llvm.return\n}\n",
        "llvm.func @f(%b: !llvm.ptr<4294967296>) {\n  llvm.return\n}\n",
        "llvm.func @f(%b: i4294967296) {\n  llvm.return\n}\n",
        "llvm.func @f(%b: i0) {\n  llvm.return\n}\n",
        "llvm.mlir.global internal @g() {addr_space = 3 : i32, alignment = 4294967296 : i64} : !llvm.array<2 x i64>\n",
        "llvm.mlir.global internal @g() {addr_space = 99999999999 : i32} : !llvm.array<2 x i64>\n",
        "llvm.func @k() attributes {nvvm.kernel, nvvm.maxntid = array<i32: 99999999999999999999, 1, 1>} {\n  llvm.return\n}\n",
        "llvm.func @k(%b: !llvm.ptr<3>) {\n  %g = llvm.getelementptr %b[99999999999999999999] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64\n  llvm.return\n}\n",
    ];
    for (i, c) in cases.iter().enumerate() {
        assert_no_signal(&format!("huge integer case {i}:\n{c}"), c.as_bytes(), &[]);
    }
}

// An aggregate parameter with a huge element count would make LLVM's NVPTX
// backend materialise every element (out of memory, abort): it is refused first.
#[test]
fn huge_array_parameter_does_not_kill_the_process() {
    assert_no_signal("huge array parameter", b"llvm.func @f(%b: !llvm.array<4294967295 x i64>) {\n  llvm.return\n}\n", &[]);
    let nested = format!("llvm.func @f(%b: {}i8{}) {{\n  llvm.return\n}}\n", "!llvm.array<2 x ".repeat(30), ">".repeat(30));
    assert_no_signal("deeply nested array parameter", nested.as_bytes(), &[]);
}

#[test]
fn deeply_nested_braces_and_types_do_not_kill_the_process() {
    let n = 100_000;
    let cases: Vec<(&str, String)> = vec![
        ("open braces", "{".repeat(n)),
        ("balanced braces", format!("{}{}", "{".repeat(n), "}".repeat(n))),
        ("nested modules", format!("{}{}", "module {".repeat(n / 10), "}".repeat(n / 10))),
        ("nested attribute dicts", format!("llvm.func @f() attributes {{a = {}1{}}} {{\n  llvm.return\n}}\n", "{a = ".repeat(n), "}".repeat(n))),
        ("nested arrays", format!("llvm.func @f() attributes {{a = {}{}}} {{\n  llvm.return\n}}\n", "[".repeat(n), "]".repeat(n))),
        ("nested types", format!("llvm.func @f(%b: {}i64{}) {{\n  llvm.return\n}}\n", "!llvm.array<2 x ".repeat(n), ">".repeat(n))),
        ("nested ptr params", format!("llvm.func @f(%b: !llvm.ptr{}) {{\n  llvm.return\n}}\n", "<".repeat(n))),
        ("nested parens in constant", format!("llvm.func @f() {{\n  %c = llvm.mlir.constant{}1 : i32{} : i32\n  llvm.return\n}}\n", "(".repeat(n), ")".repeat(n))),
        ("body of braces", format!("llvm.func @f() {{\n{}\n  llvm.return\n}}\n", "{".repeat(n))),
    ];
    for (what, src) in cases {
        assert_no_signal(what, src.as_bytes(), &[]);
    }
}

#[test]
fn many_blocks_and_long_lines_do_not_kill_the_process() {
    let mut src = String::from("llvm.func @f(%b: !llvm.ptr<3>) {\n  llvm.br ^b0\n");
    for i in 0..5000 {
        src += &format!("^b{i}:\n  llvm.br ^b{}\n", i + 1);
    }
    src += "^b5000:\n  llvm.return\n}\n";
    assert_no_signal("5000 blocks", src.as_bytes(), &["--emit", "llvm-ir"]);
    let long = format!("llvm.func @{}() {{\n  llvm.return\n}}\n", "x".repeat(1 << 20));
    assert_no_signal("1 MiB identifier", long.as_bytes(), &["--emit", "llvm-ir"]);
}

/// `-o` on a device writes in place: renaming a temporary file over it would
/// replace the device itself with a regular file.
#[test]
fn output_to_a_device_keeps_the_device() {
    use std::os::unix::fs::FileTypeExt;
    let ex = example();
    run(&[ex.to_str().unwrap(), "--target", "sm_90a", "-o", "/dev/null"]).expect_code(0);
    let meta = std::fs::metadata("/dev/null").unwrap();
    assert!(meta.file_type().is_char_device(), "/dev/null is no longer a character device");
}

// ---------------------------------------------------------------- several inputs

#[test]
fn several_inputs_compile_into_a_directory_each_as_it_would_alone() {
    let dir = tempfile::tempdir().unwrap();
    let ex = |n: &str| root().join("examples").join(n).to_string_lossy().into_owned();
    let (a, b) = (ex("mbarrier_pipeline.mlir"), ex("tma_wgmma.mlir"));
    let out = dir.path().join("out");
    let r = run(&[&a, &b, "--target", "sm_90a", "-o", out.to_str().unwrap(), "-j", "2"]);
    r.expect_code(0);
    assert_eq!(r.stdout, "", "several inputs write files only");
    for (input, file) in [(&a, "mbarrier_pipeline.ptx"), (&b, "tma_wgmma.ptx")] {
        let alone = run(&[input, "--target", "sm_90a"]);
        alone.expect_code(0);
        assert_eq!(std::fs::read_to_string(out.join(file)).unwrap(), alone.stdout, "{file}");
    }
}

#[test]
fn a_diagnosed_input_among_several_writes_nothing_and_the_run_exits_1() {
    let dir = tempfile::tempdir().unwrap();
    let good = dir.path().join("good.mlir");
    let bad = dir.path().join("bad.mlir");
    std::fs::write(&good, INIT_SHARED).unwrap();
    std::fs::write(&bad, "llvm.func @k() {\n  nvvm.cluster.wait\n  llvm.return\n}\n").unwrap();
    let out = dir.path().join("out");
    let r = run(&[good.to_str().unwrap(), bad.to_str().unwrap(), "--target", "sm_80", "-o", out.to_str().unwrap()]);
    r.expect_code(1);
    assert!(r.stderr.contains("bad.mlir:2:3") && r.stderr.contains("error[gate-target]"), "{}", r.stderr);
    assert!(out.join("good.ptx").is_file() && !out.join("bad.ptx").exists());
}

#[test]
fn several_inputs_without_a_directory_or_with_clashing_names_are_usage_errors() {
    let dir = tempfile::tempdir().unwrap();
    let a = dir.path().join("a.mlir");
    std::fs::write(&a, INIT_SHARED).unwrap();
    let a = a.to_str().unwrap();
    run(&[a, a, "--target", "sm_80"]).expect_code(2);
    let r = run(&[a, a, "--target", "sm_80", "-o", dir.path().join("o").to_str().unwrap()]);
    r.expect_code(2);
    assert!(r.stderr.contains("would both write"), "{}", r.stderr);
    run(&[a, "-", "--target", "sm_80", "-o", dir.path().join("o").to_str().unwrap()]).expect_code(2);
}
