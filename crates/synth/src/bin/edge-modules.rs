//! Writes 300 modules at the edges of the input language to standard output,
//! separated by `// -----` (the fuzzers' seed corpus, scripts/fuzz).

use nvvm_lower_synth::{edges::edge_module, Rng};

fn main() {
    let modules: Vec<String> = (0..300).map(|seed| edge_module(&mut Rng::new(seed))).collect();
    print!("{}", modules.join("// -----\n"));
}
