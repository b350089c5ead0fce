//! The whole pipeline to PTX in process (parse, verify, lower, emit, LLVM's
//! NVPTX backend), for the target the first byte names. Invariants: no panic,
//! no LLVM abort (it would end the process), no LLVM verifier failure, and
//! ptxas assembles the PTX of every accepted program.
#![no_main]
use libfuzzer_sys::fuzz_target;

#[path = "common.rs"]
mod common;

fuzz_target!(|data: &[u8]| {
    let Some((&t, rest)) = data.split_first() else { return };
    let Ok(src) = std::str::from_utf8(rest) else { return };
    common::compile_and_check(src, common::target(t));
});
