//! `check` in process on the front-end corpus (Triton, Gluon, CuTe DSL and,
//! once scripts/cutlass-corpus has run, CUTLASS's examples): what a front end
//! that calls the library pays per module, split into LLVM's `.ll` parse, the
//! lift, nvvm-lower's op-level and race checks, the protocol model and LLVM's
//! verifier. Run by
//! `scripts/bench` (beside `benches/frontend_check.py`, which times the
//! `check` process against llc-22); by hand:
//!
//!     cargo bench --bench check -- --reps 21
//!
//! Prints one JSON object: per module, the median milliseconds of each part.
use inkwell::context::Context;
use nvvm_lower::target::Target;
use nvvm_lower::{check, driver, lift, verify};
use std::path::Path;
use std::time::Instant;

mod common;
use common::median;

/// The modules timed, `<kernel>.<target>.ll` in each (those that exist:
/// `lit/frontend/cute` and `target/cutlass/out` come from scripts).
const CORPUS: [&str; 5] = ["lit/frontend/triton", "lit/frontend/triton39", "lit/frontend/gluon", "lit/frontend/cute", "target/cutlass/out"];

fn ms(t: Instant) -> f64 {
    t.elapsed().as_secs_f64() * 1e3
}

fn main() {
    let reps = common::reps_arg(21);
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut files = Vec::new();
    for dir in CORPUS {
        let Ok(entries) = std::fs::read_dir(root.join(dir)) else { continue };
        let mut in_dir: Vec<_> = entries.map(|e| e.unwrap().path()).filter(|p| p.extension().is_some_and(|e| e == "ll") && p.file_name().unwrap().to_string_lossy().matches('.').count() == 2).collect();
        in_dir.sort();
        files.extend(in_dir);
    }
    let mut rows = Vec::new();
    for path in files {
        let name = path.file_name().unwrap().to_string_lossy().into_owned();
        let target = Target::parse(name.split('.').nth(1).unwrap()).unwrap();
        let bytes = std::fs::read(&path).unwrap();
        let text = std::str::from_utf8(&bytes).unwrap();
        let (mut parse, mut lifting, mut checks, mut protocol, mut llvm_verify, mut whole) = (vec![], vec![], vec![], vec![], vec![], vec![]);
        for _ in 0..reps {
            let ctx = Context::create();
            let t = Instant::now();
            let (m, _) = driver::read_llvm_ir(&ctx, &bytes, &name).unwrap();
            parse.push(ms(t));
            let t = Instant::now();
            let lifted = lift::lift(&m, Some(text));
            lifting.push(ms(t));
            let t = Instant::now();
            let v = verify::verify(&lifted.module, target, None);
            let r = verify::races::check_races_with(&lifted.module, verify::races::RaceOptions { skip_protocol: true, ..Default::default() });
            checks.push(ms(t));
            assert!(v.is_ok() && r.is_ok(), "{name}: refused");
            let t = Instant::now();
            let _ = verify::protocol::check_protocols(&lifted.module);
            protocol.push(ms(t));
            let t = Instant::now();
            assert!(m.verify().is_ok());
            llvm_verify.push(ms(t));
            let t = Instant::now();
            check::check_module(&m, target, None, Some(text)).unwrap();
            whole.push(ms(t));
        }
        rows.push(format!(
            "{{\"module\": \"{name}\", \"bytes\": {}, \"parse_ms\": {:.3}, \"lift_ms\": {:.3}, \"checks_ms\": {:.3}, \"protocol_ms\": {:.3}, \"llvm_verify_ms\": {:.3}, \"check_module_ms\": {:.3}}}",
            bytes.len(),
            median(parse),
            median(lifting),
            median(checks),
            median(protocol),
            median(llvm_verify),
            median(whole)
        ));
    }
    println!("{{\"reps\": {reps}, \"modules\": [\n  {}\n]}}", rows.join(",\n  "));
}
