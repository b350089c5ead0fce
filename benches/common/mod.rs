//! What the benchmark binaries share.
#![allow(dead_code)] // each binary uses part of it

/// The median of a run's samples.
pub fn median(mut v: Vec<f64>) -> f64 {
    v.sort_by(f64::total_cmp);
    v[v.len() / 2]
}

/// `--reps N` from the command line (cargo bench's own `--bench` ignored),
/// or `default`.
pub fn reps_arg(default: usize) -> usize {
    let mut reps = default;
    let mut it = std::env::args().skip(1);
    while let Some(k) = it.next() {
        match k.as_str() {
            "--reps" => reps = it.next().and_then(|v| v.parse().ok()).expect("--reps N"),
            "--bench" => {}
            other => panic!("unknown argument {other} (--reps N)"),
        }
    }
    reps
}
