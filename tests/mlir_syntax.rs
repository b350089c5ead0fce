//! The program generator (`nvvm_lower_synth`) writes MLIR 22's syntax: every
//! kernel of one `nvvm.*` op form it can draw, for several targets, is parsed
//! and verified by the real `mlir-opt-22` (no pass), so that the generated
//! nvvm-only modules `scripts/bench` hands to the MLIR pipeline are MLIR's
//! language and not only ours. One `mlir-opt-22 --split-input-file` run per
//! target; a refused kernel is reported with MLIR's error.

mod common;

use common::*;
use nvvm_lower::ops::OPS;
use nvvm_lower_synth::{form_function, forms_on, nvsync_function, NVSYNC_KERNELS};
use nvvm_lower::target::Target;
use std::collections::BTreeSet;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Duration;

const TARGETS: &[&str] = &["sm_70", "sm_80", "sm_90a", "sm_100a", "sm_103a", "sm_120a"];

fn mlir_opt() -> Command {
    let p = Path::new("/usr/lib/llvm-22/bin/mlir-opt");
    Command::new(if p.exists() { p.to_path_buf() } else { PathBuf::from("mlir-opt-22") })
}

/// The generator's kernels of nvvm ops for `t`: one per (op, form) legal
/// there, and the nvvm expansions among [`NVSYNC_KERNELS`].
fn kernels(t: Target) -> Vec<(String, String)> {
    let forms = forms_on(t).into_iter().filter(|(s, _)| s.name.starts_with("nvvm.")).map(|(s, f)| (format!("{} form {}", s.name, s.forms.iter().position(|g| std::ptr::eq(g, f)).unwrap()), form_function("k", s, f)));
    let expansions = NVSYNC_KERNELS.iter().filter(|k| !k.1.contains("nvsync.")).map(|k| (k.0.to_string(), nvsync_function("k", k.1)));
    forms.chain(expansions).collect()
}

/// The kernels of `chunks` (one a chunk, in order) that mlir-opt-22 refuses,
/// with its first error for each.
fn refused(t: Target, chunks: &[(String, String)]) -> Vec<String> {
    let dir = scratch(&format!("mlir-syntax-{t}"));
    let text: Vec<&str> = chunks.iter().map(|c| c.1.as_str()).collect();
    let file = write(&dir, "forms.mlir", &(text.join("// -----\n")));
    // The first line of every chunk, for mapping MLIR's line numbers back.
    let mut starts = Vec::new();
    let mut line = 1;
    for c in &text {
        starts.push(line);
        line += c.lines().count() + 1;
    }
    let mut c = mlir_opt();
    c.arg("--split-input-file").arg("--mlir-print-op-generic").arg("-o").arg("/dev/null").arg(&file);
    let run = run_command(c, None, None, Duration::from_secs(60));
    let name = file.to_str().unwrap().to_string();
    let mut out = Vec::new();
    let mut seen = BTreeSet::new();
    for l in run.stderr.lines().filter(|l| l.contains("error:")) {
        let at = l.strip_prefix(&format!("{name}:")).and_then(|r| r.split(':').next()).and_then(|n| n.parse::<usize>().ok());
        let Some(at) = at else {
            out.push(format!("{t}: {l}"));
            continue;
        };
        let k = starts.iter().rposition(|&s| s <= at).unwrap();
        if seen.insert(k) {
            out.push(format!("{t}: {}: {}\n{}", chunks[k].0, l.split("error:").nth(1).unwrap_or(l).trim(), chunks[k].1));
        }
    }
    assert!(run.status.success() || !out.is_empty(), "mlir-opt-22 failed without an error on a line:\n{}", run.stderr);
    out
}

#[test]
fn mlir_opt_parses_every_generated_nvvm_form() {
    let mut failures = Vec::new();
    let mut covered = BTreeSet::new();
    let mut kernels_checked = 0;
    for name in TARGETS {
        let t = Target::parse(name).unwrap();
        let ks = kernels(t);
        kernels_checked += ks.len();
        covered.extend(ks.iter().map(|k| k.0.clone()));
        failures.extend(refused(t, &ks));
    }
    // The targets between them draw every form of every nvvm op in the table.
    let missing: Vec<String> = OPS
        .iter()
        .filter(|s| s.name.starts_with("nvvm."))
        .flat_map(|s| (0..s.forms.len()).map(move |i| format!("{} form {i}", s.name)))
        .filter(|f| !covered.contains(f))
        .collect();
    assert!(missing.is_empty(), "forms no checked target draws: {missing:?}");
    assert!(failures.is_empty(), "mlir-opt-22 refuses {} of {kernels_checked} generated kernels:\n{}", failures.len(), failures.join("\n"));
}
