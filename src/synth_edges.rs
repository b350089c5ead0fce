//! Modules at the edges of what the input language admits, for the fuzzers and
//! the tests: extreme global alignments and address spaces, launch bounds near
//! and past the limits, empty and zero-size types, huge arrays, unusual
//! parameter and result types, long lines of attributes, deep block chains.
//! Unlike [`crate::synth::random_module`], such a module may well be refused;
//! what is checked is that the answer is PTX that ptxas accepts or a located
//! diagnostic, never a panic or an LLVM abort.

use crate::synth::Rng;

/// Integers at and around the limits that once wrapped or crashed ptxas.
const EDGE_INTS: &[i128] = &[
    -1,
    0,
    1,
    2,
    3,
    4,
    8,
    16,
    1024,
    1025,
    1 << 24,
    (1 << 24) + 1,
    1 << 25,
    1 << 31,
    (1 << 32) - 1,
    1 << 32,
    (1 << 64) + 1,
    i64::MAX as i128,
    (i64::MAX as i128) + 1,
];

fn edge_int(rng: &mut Rng) -> i128 {
    EDGE_INTS[rng.below(EDGE_INTS.len())]
}

/// A type, aggregates up to `depth` deep: zero-size ones often.
pub fn edge_type(rng: &mut Rng, depth: u32) -> String {
    edge_type_sized(rng, depth, false)
}

/// [`edge_type`], with arrays of at most 64 elements when `small`: shared and
/// constant memory have per-module limits (64 KiB of `.const`) that nvvm-lower
/// does not check yet (docs/reliability.md, F5).
fn edge_type_sized(rng: &mut Rng, depth: u32, small: bool) -> String {
    let leaf = ["i1", "i7", "i8", "i16", "i32", "i64", "i65", "i128", "f32", "f64", "!llvm.ptr", "!llvm.ptr<1>", "!llvm.ptr<3>", "!llvm.ptr<6>", "!llvm.ptr<7>", "!llvm.struct<()>", "vector<2 x i16>", "vector<0 x i32>"];
    if depth == 0 || rng.below(3) == 0 {
        return leaf[rng.below(leaf.len())].to_string();
    }
    match rng.below(3) {
        0 => {
            let n = if small { [0, 0, 1, 3, 64][rng.below(5)] } else { [0, 0, 1, 3, 4096, 1 << 20, 4294967295u64][rng.below(7)] };
            format!("!llvm.array<{n} x {}>", edge_type_sized(rng, depth - 1, small))
        }
        1 => {
            let n = rng.below(4);
            let fields: Vec<String> = (0..n).map(|_| edge_type_sized(rng, depth - 1, small)).collect();
            format!("!llvm.struct<({})>", fields.join(", "))
        }
        _ if small => format!("!llvm.array<{} x {}>", rng.below(4), edge_type_sized(rng, depth - 1, small)),
        _ => format!("!llvm.array<{} x {}>", edge_int(rng), edge_type_sized(rng, depth - 1, small)),
    }
}

fn global(rng: &mut Rng, i: usize) -> String {
    let linkage = ["external", "internal", "private", "weak", "common"][rng.below(5)];
    let space = [0u64, 1, 3, 4, 5, 4294967297][rng.below(6)];
    let align = if rng.below(3) == 0 { String::new() } else { format!(", alignment = {} : i64", edge_int(rng)) };
    format!("llvm.mlir.global {linkage} @g{i}() {{addr_space = {space} : i32{align}}} : {}\n", edge_type_sized(rng, 2, matches!(space, 3 | 4)))
}

fn launch_bounds(rng: &mut Rng) -> String {
    let key = ["nvvm.maxntid", "nvvm.reqntid", "nvvm.cluster_dim", "nvvm.minctasm", "nvvm.maxnreg", "nvvm.cluster_max_blocks"][rng.below(6)];
    if key.ends_with("ntid") || key.ends_with("dim") {
        let n = 1 + rng.below(3);
        let v: Vec<String> = (0..n).map(|_| if rng.below(4) == 0 { edge_int(rng) } else { [1, 2, 32, 64, 1024, 65535, 65537][rng.below(7)] }.to_string()).collect();
        format!(", {key} = array<i32: {}>", v.join(", "))
    } else {
        format!(", {key} = {} : i32", edge_int(rng))
    }
}

/// A device function whose parameter and result have edge types, and its call.
fn device_pair(rng: &mut Rng, i: usize) -> (String, String) {
    let pt = edge_type(rng, 2);
    let rt = edge_type(rng, 1);
    let f = format!("llvm.func @f{i}(%p: !llvm.ptr<1>, %x: {pt}) -> {rt} {{\n  %v = llvm.load %p : !llvm.ptr<1> -> {rt}\n  llvm.return %v : {rt}\n}}\n");
    let call = format!("  %a{i} = llvm.load %p : !llvm.ptr<1> -> {pt}\n  %r{i} = llvm.call @f{i}(%p, %a{i}) : (!llvm.ptr<1>, {pt}) -> {rt}\n  llvm.store %r{i}, %p : {rt}, !llvm.ptr<1>\n");
    (f, call)
}

/// A module of edge shapes drawn by `rng`.
///
/// ```
/// use nvvm_lower::synth::Rng;
/// use nvvm_lower::synth_edges::edge_module;
/// let m = edge_module(&mut Rng::new(3));
/// assert!(m.contains("llvm.func @k"));
/// ```
pub fn edge_module(rng: &mut Rng) -> String {
    let mut out = String::new();
    for i in 0..rng.below(3) {
        out += &global(rng, i);
    }
    let mut body = String::new();
    for i in 0..rng.below(3) {
        let (f, call) = device_pair(rng, i);
        out += &f;
        body += &call;
    }
    let mut attrs = String::new();
    for _ in 0..rng.below(3) {
        attrs += &launch_bounds(rng);
    }
    // A long line: many ignored attributes.
    if rng.below(8) == 0 {
        for j in 0..(1 + rng.below(3000)) {
            attrs += &format!(", attr{j} = {j} : i32");
        }
    }
    let kparam = if rng.below(3) == 0 { format!(", %z: {}", edge_type(rng, 2)) } else { String::new() };
    out += &format!("llvm.func @k(%p: !llvm.ptr<1>{kparam}) attributes {{nvvm.kernel{attrs}}} {{\n{body}");
    // A chain of blocks, each with a barrier.
    let blocks = [0, 1, 10, 500][rng.below(4)];
    for b in 0..blocks {
        out += &format!("  llvm.br ^bb{b}\n^bb{b}:\n  nvvm.barrier0\n");
    }
    out += "  llvm.return\n}\n";
    out
}
