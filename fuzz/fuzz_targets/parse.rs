//! The parser on any text: a module or a diagnostic, never a panic.
#![no_main]
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    if let Ok(src) = std::str::from_utf8(data) {
        let _ = nvvm_lower::parse::parse_module(src);
    }
});
