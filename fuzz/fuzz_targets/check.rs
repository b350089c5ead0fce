//! A front end's LLVM IR through `check` and the compile that follows it
//! (`driver::compile_llvm_ir`: LLVM's reader, the lift, every check, LLVM's
//! verifier, LLVM's NVPTX backend at the PTX version the check chose), for the
//! target the first byte names. Invariants: no panic, no LLVM abort (it would
//! end the process), and ptxas assembles the PTX of every module the check
//! passes, unless it has inline asm (the front end's own PTX, of which the
//! check gates the sync instructions it reads and nothing else): `check`
//! means "llc-22 and ptxas will take this".
#![no_main]
use libfuzzer_sys::fuzz_target;
use nvvm_lower::driver::{compile_llvm_ir, Options};

#[path = "common.rs"]
mod common;

fuzz_target!(|data: &[u8]| {
    let Some((&t, rest)) = data.split_first() else { return };
    // Text only: the bitcode reader has its own bound (docs/reliability.md).
    if rest.starts_with(b"BC") || std::str::from_utf8(rest).is_err() {
        return;
    }
    let t = common::target(t);
    match compile_llvm_ir(rest, "fuzz.ll", &Options::new(t)) {
        // Inline asm is the front end's own PTX: the check gates the sync
        // instructions it reads and vouches for nothing else in it (an
        // `add.s3`, an instruction it cannot read, with a warning), so
        // ptxas's verdict on such a module is not the check's.
        Ok((out, _)) if !has_inline_asm(rest) => common::assemble(&out.text, t, &String::from_utf8_lossy(rest)),
        Ok(_) => {}
        Err(e) => {
            for d in &e {
                assert!(d.code != "io", "an I/O error is not a verdict on the input: {}", d.message);
            }
        }
    }
});

/// Whether the module may have inline asm (a call of `asm`, or `module
/// asm`): the keyword and any byte LLVM's lexer ends a word at (a NUL
/// among them), not only a space.
fn has_inline_asm(text: &[u8]) -> bool {
    text.windows(4).any(|w| &w[..3] == b"asm" && !(w[3].is_ascii_alphanumeric() || matches!(w[3], b'_' | b'.' | b'$' | b'-')))
}
