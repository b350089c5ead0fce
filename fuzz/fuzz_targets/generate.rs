//! The generator of well-formed programs, driven by the input: a seed, a
//! target and a size. Every generated module must be accepted, and ptxas must
//! assemble its PTX.
#![no_main]
use libfuzzer_sys::fuzz_target;
use nvvm_lower_synth::{random_module, Rng};

#[path = "common.rs"]
mod common;

fuzz_target!(|data: &[u8]| {
    if data.len() < 10 {
        return;
    }
    let t = common::target(data[0]);
    let n = 1 + data[1] as usize % 16;
    let seed = u64::from_le_bytes(data[2..10].try_into().unwrap());
    let src = random_module(&mut Rng::new(seed), t, n);
    assert!(common::compile_and_check(&src, t), "a generated module was refused on {t}:\n{src}");
});
