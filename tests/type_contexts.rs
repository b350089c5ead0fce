//! Every type in every place a type can stand, through the whole in-process
//! pipeline: each combination is either PTX that ptxas accepts or a diagnostic
//! with a location. An LLVM abort here ends the test process (the in-process
//! backend shares it), so it cannot pass unnoticed; zero-size types once
//! aborted in 27 of 1,008 such combinations ("Empty parameter types are not
//! supported") and gave PTX ptxas refused in others.

mod common;

use nvvm_lower::driver::{compile_source, Options};
use nvvm_lower::layout::{abi_align, alloc_size, global_align, store_size};
use nvvm_lower::target::Target;
use nvvm_lower::types::Type;
use nvvm_lower_synth::edges::edge_type;
use nvvm_lower_synth::Rng;
use inkwell::context::Context;
use inkwell::targets::TargetData;

const TYPES: &[&str] = &[
    "i32",
    "i1",
    "i128",
    "!llvm.ptr<3>",
    "!llvm.ptr<6>",
    "!llvm.struct<()>",
    "!llvm.struct<(!llvm.struct<()>)>",
    "!llvm.struct<(!llvm.struct<()>, i8)>",
    "!llvm.struct<(i32, !llvm.array<0 x i8>)>",
    "!llvm.array<0 x i32>",
    "!llvm.array<0 x !llvm.array<4 x i32>>",
    "!llvm.array<4 x !llvm.struct<()>>",
    "!llvm.array<3 x i8>",
    "vector<0 x i32>",
    "vector<2 x i16>",
];

/// The places: a module in which `T` stands for the type.
const CONTEXTS: &[(&str, &str)] = &[
    ("kernel parameter", "llvm.func @k(%z: T) attributes {nvvm.kernel} { llvm.return }"),
    ("device parameter", "llvm.func @f(%z: T) { llvm.return }\nllvm.func @k() attributes {nvvm.kernel} { llvm.return }"),
    ("call argument", "llvm.func @f(%z: T) { llvm.return }\nllvm.func @k(%p: !llvm.ptr<1>) attributes {nvvm.kernel} {\n  %u = llvm.load %p : !llvm.ptr<1> -> T\n  llvm.call @f(%u) : (T) -> ()\n  llvm.return\n}"),
    ("result", "llvm.func @f(%p: !llvm.ptr<1>) -> T {\n  %0 = llvm.load %p : !llvm.ptr<1> -> T\n  llvm.return %0 : T\n}\nllvm.func @k(%p: !llvm.ptr<1>) attributes {nvvm.kernel} {\n  %0 = llvm.call @f(%p) : (!llvm.ptr<1>) -> T\n  llvm.store %0, %p : T, !llvm.ptr<1>\n  llvm.return\n}"),
    ("load and store", "llvm.func @k(%p: !llvm.ptr<1>) attributes {nvvm.kernel} {\n  %v = llvm.load %p : !llvm.ptr<1> -> T\n  llvm.store %v, %p : T, !llvm.ptr<1>\n  llvm.return\n}"),
    ("block argument", "llvm.func @k(%p: !llvm.ptr<1>) attributes {nvvm.kernel} {\n  %u = llvm.load %p : !llvm.ptr<1> -> T\n  llvm.br ^bb1(%u : T)\n^bb1(%x: T):\n  llvm.store %x, %p : T, !llvm.ptr<1>\n  llvm.return\n}"),
];

/// Globals in each address space, declared and defined.
fn global_contexts() -> Vec<(String, String)> {
    let mut v = Vec::new();
    for space in [0, 1, 3, 4] {
        for linkage in ["external", "internal"] {
            let text = format!("llvm.mlir.global {linkage} @g() {{addr_space = {space} : i32}} : T\nllvm.func @k(%q: !llvm.ptr<1>) attributes {{nvvm.kernel}} {{\n  %p = llvm.mlir.addressof @g : !llvm.ptr<{space}>\n  %v = llvm.load %p : !llvm.ptr<{space}> -> i8\n  llvm.store %v, %q : i8, !llvm.ptr<1>\n  llvm.return\n}}");
            v.push((format!("{linkage} global in space {space}"), text));
        }
    }
    v
}

#[test]
fn every_type_in_every_place_is_ptx_or_a_located_diagnostic() {
    let contexts: Vec<(String, String)> = CONTEXTS.iter().map(|(n, t)| (n.to_string(), t.to_string())).chain(global_contexts()).collect();
    let mut failures = Vec::new();
    let (mut accepted, mut refused) = (0, 0);
    for target in ["sm_90", "sm_80"] {
        let opts = Options::new(Target::parse(target).unwrap());
        for (place, text) in &contexts {
            for ty in TYPES {
                let src = text.replace('T', ty);
                match compile_source(&src, &opts) {
                    Ok(out) => {
                        accepted += 1;
                        if let Err(e) = common::ptxas(opts.target, &out.text) {
                            failures.push(format!("{target}, {ty} as {place}: accepted, but ptxas refuses the PTX: {e}"));
                        }
                    }
                    Err(ds) => {
                        refused += 1;
                        if ds.diagnostics.iter().any(|d| d.span.is_none() || d.code == "backend" || d.code == "llvm-verify") {
                            failures.push(format!("{target}, {ty} as {place}: refused without a location or by LLVM: {:?}", ds.diagnostics.iter().map(|d| d.to_string()).collect::<Vec<_>>()));
                        }
                    }
                }
            }
        }
    }
    assert!(failures.is_empty(), "{} of {} combinations:\n{}", failures.len(), accepted + refused, failures.join("\n"));
    // Both sides are exercised.
    assert!(accepted > 100 && refused > 30, "accepted {accepted}, refused {refused}");
}

/// The fuzzers' edge-shape generator (`nvvm_lower_synth::edges`), a few
/// hundred modules: each is PTX that ptxas accepts or a located diagnostic.
#[test]
fn edge_shape_modules_are_ptx_or_located_diagnostics() {
    use nvvm_lower_synth::edges::edge_module;
    let targets: Vec<Target> = ["sm_70", "sm_80", "sm_90a", "sm_100a"].iter().map(|t| Target::parse(t).unwrap()).collect();
    let (mut accepted, mut refused) = (0, 0);
    // Shared and constant memory near its limits, on both sides.
    let (mut large_accepted, mut over_limit) = (0, 0);
    let large = |ptx: &str| {
        ptx.lines().filter(|l| l.contains(".shared") || l.contains(".const")).any(|l| {
            l.rsplit_once('[').and_then(|(_, n)| n.trim_end_matches(';').trim_end_matches(']').parse::<u64>().ok()).is_some_and(|n| n >= 24576)
        })
    };
    for seed in 0..240u64 {
        let t = targets[seed as usize % targets.len()];
        let src = edge_module(&mut Rng::new(seed));
        match compile_source(&src, &Options::new(t)) {
            Ok(out) => {
                accepted += 1;
                large_accepted += usize::from(large(&out.text));
                if let Err(e) = common::ptxas(t, &out.text) {
                    panic!("seed {seed} on {t}: accepted, but ptxas refuses: {e}\n{src}");
                }
            }
            Err(ds) => {
                refused += 1;
                over_limit += usize::from(ds.diagnostics.iter().any(|d| d.code == "memory-limit"));
                for d in &ds.diagnostics {
                    assert!(d.span.is_some() && d.code != "llvm-verify" && d.code != "backend", "seed {seed} on {t}: {d}\n{src}");
                }
            }
        }
    }
    assert!(accepted > 10 && refused > 10, "accepted {accepted}, refused {refused}");
    assert!(large_accepted > 3 && over_limit > 3, "large shared or constant globals accepted {large_accepted}, refused for a memory limit {over_limit}");
}

/// The layout rules (`nvvm_lower::layout`) against LLVM's DataLayout, on
/// hand-picked types and on the edge-shape generator's (those LLVM can build:
/// sizes below 2^32).
#[test]
fn sizes_and_alignments_are_llvms() {
    let ctx = Context::create();
    let dl = TargetData::create(nvvm_lower::backend::DATA_LAYOUT);
    let parse = |s: &str| nvvm_lower::parse::parse_module(&format!("llvm.mlir.global internal @g() : {s}")).ok().map(|mut m| m.globals.remove(0).ty);
    let mut types: Vec<Type> = [
        "i1", "i7", "i9", "i24", "i33", "i65", "i96", "i128", "f16", "f32", "f64", "!llvm.ptr", "!llvm.ptr<3>", "!llvm.ptr<6>", "!llvm.ptr<7>",
        "vector<3 x i32>", "vector<2 x i16>", "vector<5 x i1>", "vector<3 x i7>", "vector<3 x !llvm.ptr<6>>", "vector<2 x f64>", "vector<7 x f16>",
        "!llvm.struct<()>", "!llvm.struct<(i8, i64)>", "!llvm.struct<(i65, i8)>", "!llvm.array<3 x !llvm.struct<(i8, i16)>>", "!llvm.struct<(!llvm.array<0 x i64>, i8)>",
    ]
    .iter()
    .map(|s| parse(s).unwrap_or_else(|| panic!("{s} does not parse")))
    .collect();
    let mut rng = Rng::new(7);
    while types.len() < 400 {
        // The parser refuses some (a vector of no lanes); LLVM's types
        // hold sizes below 2^64 bits.
        if let Some(t) = parse(&edge_type(&mut rng, 3)) {
            if alloc_size(&t) < 1 << 48 {
                types.push(t);
            }
        }
    }
    for t in &types {
        let lt = nvvm_lower::emit::llvm_type(&ctx, t);
        assert_eq!(alloc_size(t), u128::from(dl.get_abi_size(&lt)), "size of {t}");
        assert_eq!(store_size(t), u128::from(dl.get_store_size(&lt)), "store size of {t}");
        assert_eq!(abi_align(t), u128::from(dl.get_abi_alignment(&lt)), "ABI alignment of {t}");
        assert_eq!(global_align(t), u128::from(dl.get_preferred_alignment(&lt)), "preferred alignment of {t}");
    }
}
