//! Parser and verifier, for the target the first byte names: a verdict, never
//! a panic.
#![no_main]
use libfuzzer_sys::fuzz_target;

#[path = "common.rs"]
mod common;

fuzz_target!(|data: &[u8]| {
    let Some((&t, rest)) = data.split_first() else { return };
    let Ok(src) = std::str::from_utf8(rest) else { return };
    if let Ok(m) = nvvm_lower::parse::parse_module(src) {
        let _ = nvvm_lower::verify::verify(&m, common::target(t), None);
    }
});
