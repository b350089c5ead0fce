//! A short smoke run of the program generator (`nvvm_lower_synth`): random
//! well-formed modules over every op form and nvsync expansion, on every
//! target, must be accepted and their PTX must assemble with ptxas; random
//! corruptions of them must end in PTX or a diagnostic (exit 0 or 1), never a
//! panic or an LLVM abort, and never a partial output. `scripts/fuzz` runs the
//! same generator, and coverage-guided fuzzers, for longer.
//!
//! `NVVM_LOWER_GENERATOR_SEEDS=N` changes how many modules per target (default 3).

mod common;

use common::*;
use nvvm_lower::driver::{compile_source, Options};
use nvvm_lower_synth::{random_module, Rng};
use nvvm_lower::target::Target;
use std::time::Duration;

fn seeds() -> u64 {
    std::env::var("NVVM_LOWER_GENERATOR_SEEDS").ok().and_then(|s| s.parse().ok()).unwrap_or(3)
}

#[test]
fn random_well_formed_modules_compile_and_assemble_on_every_target() {
    let mut failures = Vec::new();
    let mut modules = 0;
    for t in Target::all() {
        for seed in 0..seeds() {
            let mut rng = Rng::new(seed * 1000 + t.index() as u64);
            let src = random_module(&mut rng, t, 12);
            modules += 1;
            match compile_source(&src, &Options::new(t)) {
                Ok(out) => {
                    if let Err(e) = ptxas(t, &out.text) {
                        failures.push(format!("{t} seed {seed}: ptxas rejects our PTX: {e}\n{src}"));
                    }
                }
                Err(ds) => failures.push(format!("{t} seed {seed}: refused a well-formed module: {ds:?}\n{src}")),
            }
        }
    }
    assert!(modules >= 28, "only {modules} modules generated");
    assert!(failures.is_empty(), "{} of {modules} generated modules failed:\n{}", failures.len(), failures.join("\n\n"));
}

/// One random corruption of `src`: a byte dropped, a line duplicated or
/// dropped, two lines swapped, a token replaced by one from elsewhere.
fn corrupt(rng: &mut Rng, src: &str) -> String {
    let lines: Vec<&str> = src.lines().collect();
    let mut out: Vec<String> = lines.iter().map(|l| l.to_string()).collect();
    match rng.below(5) {
        0 => {
            let mut b = src.as_bytes().to_vec();
            b.remove(rng.below(b.len()));
            return String::from_utf8_lossy(&b).into_owned();
        }
        1 => {
            let i = rng.below(out.len());
            out.insert(i, lines[rng.below(lines.len())].to_string());
        }
        2 => {
            out.remove(rng.below(out.len()));
        }
        3 => {
            let (i, j) = (rng.below(out.len()), rng.below(out.len()));
            out.swap(i, j);
        }
        _ => {
            let words: Vec<&str> = src.split_whitespace().collect();
            let (from, to) = (words[rng.below(words.len())], words[rng.below(words.len())]);
            return src.replacen(from, to, 1);
        }
    }
    out.join("\n") + "\n"
}

#[test]
fn corrupted_modules_end_in_ptx_or_a_diagnostic() {
    let targets: Vec<Target> = ["sm_80", "sm_90a", "sm_100a", "sm_120"].iter().map(|t| Target::parse(t).unwrap()).collect();
    let mut rng = Rng::new(42);
    let (mut accepted, mut refused) = (0, 0);
    for round in 0..(40 * seeds()) {
        let t = targets[rng.below(targets.len())];
        let module = random_module(&mut rng, t, 3);
        let src = corrupt(&mut rng, &module);
        let target = t.to_string();
        let r = run_with(&["-", "--target", &target], Some(src.as_bytes()), None, Duration::from_secs(60));
        match r.code() {
            Some(0) => {
                accepted += 1;
                assert!(r.stdout.contains(".target"), "round {round}: exit 0 without PTX\n{src}");
            }
            Some(1) => {
                refused += 1;
                assert!(r.stdout.is_empty(), "round {round}: exit 1 with output on stdout\n{src}");
                assert!(r.stderr.contains("error"), "round {round}: exit 1 without a diagnostic\n{src}");
                assert!(!r.stderr.contains("panicked") && !r.stderr.contains("LLVM ERROR"), "round {round}: {}\n{src}", r.stderr);
            }
            other => panic!("round {round}: exit {other:?} (a panic or an abort)\n--- stderr\n{}\n--- input\n{src}", r.stderr),
        }
    }
    assert!(accepted > 0 && refused > 0, "corruptions should sometimes survive and sometimes not: {accepted} accepted, {refused} refused");
}
