//! What every fuzz target shares: the target a run is for, and the invariants
//! on an accepted program.
// Each target includes this file and uses only part of it.
#![allow(dead_code)]
use nvvm_lower::driver::{compile_source, Options};
use nvvm_lower::target::Target;

/// The target named by one input byte: every target is reachable.
pub fn target(byte: u8) -> Target {
    let n = Target::all().count();
    Target::all().nth(byte as usize % n).unwrap()
}

/// PTX longer than this is not assembled: ptxas's time grows with the square
/// of a by-value aggregate's size (docs/reliability.md, F7: 300 KB of PTX
/// took it 10 s, 1.2 MB 97 s), and a run that waits on it learns nothing.
const MAX_PTX_TO_ASSEMBLE: usize = 256 << 10;

/// Compiles `src` to PTX in process. A refusal must be a diagnostic of the
/// input, never LLVM's verifier; an accepted program's PTX must assemble.
pub fn compile_and_check(src: &str, t: Target) -> bool {
    match compile_source(src, &Options::new(t)) {
        // nvvm.inline_ptx is the author's own PTX: its sync instructions are
        // gated, the rest is not vouched for (as a front end's inline asm).
        Ok(out) => {
            if !src.contains("nvvm.inline_ptx") {
                assemble(&out.text, t, src);
            }
            true
        }
        Err(ds) => {
            for d in &ds {
                assert!(d.code != "llvm-verify", "LLVM's verifier rejected our module for {t}: {}\n--- input\n{src}", d.message);
                assert!(d.code != "io", "an I/O error is not a verdict on the input: {}", d.message);
            }
            false
        }
    }
}

/// ptxas must assemble the PTX an accepted input gave (`src`, for the report).
pub fn assemble(ptx: &str, t: Target, src: &str) {
    if ptx.len() > MAX_PTX_TO_ASSEMBLE {
        return;
    }
    if let Err(ds) = nvvm_lower::backend::verify_ptx(ptx) {
        panic!("ptxas rejects accepted PTX for {t}: {ds:?}\n--- input\n{src}\n--- PTX\n{ptx}");
    }
}
