//! Modules at the edges of the input language (`nvvm_lower_synth::edges`):
//! extreme alignments and address spaces, launch bounds, empty and zero-size
//! types, huge arrays, unusual parameter and result types, long lines, block
//! chains; the input picks the seed and the target. A module may be refused;
//! the invariants are those of `pipeline`: no panic, no LLVM abort, no LLVM
//! verifier failure, and ptxas assembles every accepted program.
#![no_main]
use libfuzzer_sys::fuzz_target;
use nvvm_lower_synth::Rng;
use nvvm_lower_synth::edges::edge_module;

#[path = "common.rs"]
mod common;

fuzz_target!(|data: &[u8]| {
    if data.len() < 9 {
        return;
    }
    let t = common::target(data[0]);
    let seed = u64::from_le_bytes(data[1..9].try_into().unwrap());
    common::compile_and_check(&edge_module(&mut Rng::new(seed)), t);
});
