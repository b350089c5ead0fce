//! Modules at the edges of what the input language admits, for the fuzzers and
//! the tests: extreme global alignments and address spaces, shared and
//! constant memory near and past its limits, launch bounds near
//! and past the limits, empty and zero-size types, huge arrays, unusual
//! parameter and result types, long lines of attributes, deep block chains.
//! Unlike [`crate::random_module`], such a module may well be refused;
//! what is checked is that the answer is PTX that ptxas accepts or a located
//! diagnostic, never a panic or an LLVM abort.

use crate::Rng;

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
    edge_type_sized(rng, depth, Sizes::Any)
}

/// How large [`edge_type_sized`] makes arrays.
#[derive(Clone, Copy, PartialEq)]
enum Sizes {
    /// Any count, to 2^32 - 1 and past it.
    Any,
    /// At most 256 elements, or past the 4096 a value may have: a value
    /// passed to or returned from a device function (see [`by_value_type`]).
    ByValue,
    /// At most 64 elements: shared and constant globals, whose sizes near the
    /// limits come from [`LIMIT_BYTES`] instead.
    Small,
}

fn edge_type_sized(rng: &mut Rng, depth: u32, sizes: Sizes) -> String {
    let leaf = ["i1", "i7", "i8", "i16", "i32", "i64", "i65", "i128", "f32", "f64", "!llvm.ptr", "!llvm.ptr<1>", "!llvm.ptr<3>", "!llvm.ptr<6>", "!llvm.ptr<7>", "!llvm.struct<()>", "vector<2 x i16>", "vector<0 x i32>"];
    if depth == 0 || rng.below(3) == 0 {
        return leaf[rng.below(leaf.len())].to_string();
    }
    match rng.below(3) {
        0 => {
            let n = match sizes {
                Sizes::Small => [0, 0, 1, 3, 64][rng.below(5)],
                Sizes::ByValue => [0, 0, 1, 3, 256, 4097, 1 << 20][rng.below(7)],
                Sizes::Any => [0, 0, 1, 3, 4096, 1 << 20, 4294967295u64][rng.below(7)],
            };
            format!("!llvm.array<{n} x {}>", edge_type_sized(rng, depth - 1, sizes))
        }
        1 => {
            let n = rng.below(4);
            let fields: Vec<String> = (0..n).map(|_| edge_type_sized(rng, depth - 1, sizes)).collect();
            format!("!llvm.struct<({})>", fields.join(", "))
        }
        _ if sizes != Sizes::Any => format!("!llvm.array<{} x {}>", rng.below(4), edge_type_sized(rng, depth - 1, sizes)),
        _ => format!("!llvm.array<{} x {}>", edge_int(rng), edge_type_sized(rng, depth - 1, sizes)),
    }
}

/// A type for a value passed to or returned from a device function: at most
/// 4 KiB, or more elements than a value may have (refused at once). ptxas's
/// time grows with the square of such a value's size (docs/reliability.md,
/// F7: 0.6 s at 4 KiB, 10 s at 16 KiB, 97 s at 64 KiB), and a fuzzer waiting
/// on it learns nothing; 4096-element values are still reached as kernel
/// parameters, which ptxas takes quickly.
fn by_value_type(rng: &mut Rng, depth: u32) -> String {
    loop {
        let t = edge_type_sized(rng, depth, Sizes::ByValue);
        let parsed = nvvm_lower::parse::parse_module(&format!("llvm.mlir.global internal @g() : {t}")).ok().map(|mut m| m.globals.remove(0).ty);
        match parsed {
            Some(ty) if nvvm_lower::layout::alloc_size(&ty) > 4096 && nvvm_lower::verify::value_members(&ty) <= nvvm_lower::verify::MAX_VALUE_ELEMENTS => continue,
            _ => return t,
        }
    }
}

/// Byte sizes at and one past the memory limits ptxas enforces
/// (`intrinsics/targets.toml`): 48 KiB of static shared memory per kernel (99
/// KiB and 227 KiB on some arch-specific targets), 64 KiB of constant memory
/// per module; and halves, which two globals add up to.
const LIMIT_BYTES: &[u64] = &[24576, 24577, 32768, 32769, 49152, 49153, 65536, 65537, 101376, 101377, 232448, 232449];

/// A global's type: for shared and constant memory, often a size at a limit.
fn global_type(rng: &mut Rng, space: u64) -> String {
    if !matches!(space, 3 | 4) {
        return edge_type_sized(rng, 2, Sizes::Any);
    }
    if rng.below(2) == 0 {
        return edge_type_sized(rng, 2, Sizes::Small);
    }
    limit_type(rng)
}

/// An array of a size from [`LIMIT_BYTES`], of bytes, words or 16-byte vectors.
fn limit_type(rng: &mut Rng) -> String {
    let n = LIMIT_BYTES[rng.below(LIMIT_BYTES.len())];
    match rng.below(3) {
        0 if n % 16 == 0 => format!("!llvm.array<{} x vector<4 x i32>>", n / 16),
        1 if n % 4 == 0 => format!("!llvm.array<{} x i32>", n / 4),
        _ => format!("!llvm.array<{n} x i8>"),
    }
}

/// A global, and how the kernel refers to it: directly, through a device
/// function (ptxas counts the shared memory of the functions a kernel calls),
/// or not at all.
/// A `memory` global is a shared or constant one of a size at or near a limit,
/// with an alignment the verifier takes, so that the limits are what decides.
fn global(rng: &mut Rng, i: usize, memory: bool) -> (String, Use) {
    let linkage = ["external", "internal", "private", "weak", "common"][rng.below(5)];
    let space = if memory { 3 + rng.below(2) as u64 } else { [0u64, 1, 3, 4, 5, 4294967297][rng.below(6)] };
    let align = match rng.below(3) {
        0 => String::new(),
        _ if memory => format!(", alignment = {} : i64", [1, 2, 8, 16, 256][rng.below(5)]),
        _ => format!(", alignment = {} : i64", edge_int(rng)),
    };
    let ty = if memory { limit_type(rng) } else { global_type(rng, space) };
    let g = format!("llvm.mlir.global {linkage} @g{i}() {{addr_space = {space} : i32{align}}} : {ty}\n");
    let ptr = if space == 0 { "!llvm.ptr".to_string() } else { format!("!llvm.ptr<{space}>") };
    let read = format!("  %gv{i} = llvm.mlir.addressof @g{i} : {ptr}\n  %gl{i} = llvm.load %gv{i} : {ptr} -> i8\n");
    let how = match rng.below(4) {
        _ if !matches!(space, 0 | 1 | 3 | 4) => Use::None,
        0 => Use::None,
        1 => Use::Call(format!("llvm.func @read_g{i}() -> i8 {{\n{read}  llvm.return %gl{i} : i8\n}}\n"), format!("  %gl{i} = llvm.call @read_g{i}() : () -> i8\n  llvm.store %gl{i}, %p : i8, !llvm.ptr<1>\n")),
        _ => Use::Direct(format!("{read}  llvm.store %gl{i}, %p : i8, !llvm.ptr<1>\n")),
    };
    (g, how)
}

/// How a kernel refers to a global.
enum Use {
    None,
    /// The kernel's ops.
    Direct(String),
    /// A device function that reads it, and the kernel's call.
    Call(String, String),
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
    let pt = by_value_type(rng, 2);
    let rt = by_value_type(rng, 1);
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
    let mut body = String::new();
    // One module in four is about the memory limits alone: its globals are
    // shared or constant ones near the limits, and nothing else in it is an
    // edge, so that it is accepted where the sizes fit.
    let memory = rng.below(4) == 0;
    for i in 0..(rng.below(4) + usize::from(memory)) {
        let (g, how) = global(rng, i, memory);
        out += &g;
        match how {
            Use::None => {}
            Use::Direct(ops) => body += &ops,
            Use::Call(f, call) => {
                out += &f;
                body += &call;
            }
        }
    }
    if memory {
        return out + &format!("llvm.func @k(%p: !llvm.ptr<1>) attributes {{nvvm.kernel}} {{\n{body}  llvm.return\n}}\n");
    }
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
