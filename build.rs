//! Turns the op tables in `intrinsics/*.toml` into Rust statics in `$OUT_DIR`
//! (`ops.rs`, `targets.rs`, `builders.rs`, `typed_attrs.rs`, the MLIR op
//! list, `libnvvm.rs`); the generators are the modules of `build/`.
//!
//! The data is the single source of truth for op facts; generating code from it
//! means a malformed table fails the build instead of a user's compile.

use serde::Deserialize;
use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::path::Path;

#[path = "build/attrs.rs"]
mod attrs;
#[path = "build/builders.rs"]
mod builders;
#[path = "build/inline_ptx.rs"]
mod inline_ptx;
#[path = "build/libnvvm.rs"]
mod libnvvm;
#[path = "build/llvm_nvvm.rs"]
mod llvm_nvvm;
#[path = "build/matrix.rs"]
mod matrix;
#[path = "build/memory.rs"]
mod memory;
#[path = "build/mlir_ops.rs"]
mod mlir_ops;
#[path = "build/ops.rs"]
mod ops;
#[path = "build/targets.rs"]
mod targets;

use ops::*;
use targets::*;

fn main() {
    let dir = Path::new("intrinsics");
    let out_dir = std::path::PathBuf::from(std::env::var_os("OUT_DIR").expect("cargo sets OUT_DIR"));
    println!("cargo:rerun-if-changed=intrinsics");
    println!("cargo:rerun-if-changed=build");
    let targets: TargetFile = read_toml(&dir.join("targets.toml"));
    let sets = resolve_sets(&targets);
    let families = load_families(dir);

    let mut target_tables = String::new();
    gen_targets(&targets, &mut target_tables);
    std::fs::write(out_dir.join("targets.rs"), target_tables).unwrap();

    let attr_file = attrs::load(&dir.join("attrs.toml"));
    let mut typed = String::new();
    attrs::gen_typed_attrs(&attr_file, &mut typed);
    std::fs::write(out_dir.join("typed_attrs.rs"), typed).unwrap();

    let by_family: Vec<(String, Vec<&OpRow>)> = families.iter().map(|f| (f.family.clone(), f.op.iter().collect())).collect();
    let mut builder_fns = String::new();
    builders::generate(&by_family, &attr_file, &mut builder_fns);
    std::fs::write(out_dir.join("builders.rs"), builder_fns).unwrap();

    let mut out = String::new();
    attrs::gen_attr_kind(&attr_file, &mut out);
    gen_ops(&families, &targets, &sets, &mut out);
    memory::generate(dir, &targets, &sets, &mut out);
    matrix::generate(dir, &targets, &sets, &mut out);
    let inline_rules = [read_toml(&dir.join("inline_ptx.toml")), read_toml(&dir.join("inline_ptx_isa.toml"))];
    inline_ptx::generate(&inline_rules, &targets, &sets, &mut out);
    inline_ptx::generate_forms(&read_toml(&dir.join("inline_ptx_forms.toml")), &mut out);
    let llvm_intrinsics: llvm_nvvm::LlvmNvvmFile = read_toml(&dir.join("llvm_nvvm.toml"));
    llvm_nvvm::generate(&llvm_intrinsics, &targets, &sets, &mut out);
    llvm_nvvm::generate_arg_rules(&read_toml(&dir.join("llvm_nvvm_args.toml")), &llvm_intrinsics, &mut out);
    std::fs::write(out_dir.join("ops.rs"), out).unwrap();
    mlir_ops::generate(dir, &out_dir);
    let mut spellings = String::new();
    libnvvm::generate(&read_toml(&dir.join("libnvvm.toml")), &mut spellings);
    std::fs::write(out_dir.join("libnvvm.rs"), spellings).unwrap();
    compile_codegen_pipeline();
}

/// Builds `src/backend/codegen.cpp` (a code-generation pipeline kept across
/// modules; LLVM's C API has none), `src/lift/ir_facts.cpp` (what the C
/// API does not say of a global) and `src/float_literals.cpp` (decimal
/// literals read in their own type, as LLVM's APFloat reads them) against the LLVM llvm-sys links: its
/// `llvm-config` gives the headers and the C++ flags LLVM was built with.
fn compile_codegen_pipeline() {
    const SOURCES: [&str; 3] = ["src/backend/codegen.cpp", "src/lift/ir_facts.cpp", "src/float_literals.cpp"];
    for source in SOURCES {
        println!("cargo:rerun-if-changed={source}");
    }
    let config = std::env::var("DEP_LLVM_22_CONFIG_PATH").unwrap_or_else(|_| "llvm-config-22".into());
    let out = std::process::Command::new(&config).arg("--cxxflags").output().unwrap_or_else(|e| panic!("cannot run {config}: {e}"));
    assert!(out.status.success(), "{config} --cxxflags failed");
    let mut build = cc::Build::new();
    build.cpp(true).files(SOURCES).warnings(false);
    for flag in String::from_utf8_lossy(&out.stdout).split_whitespace() {
        build.flag(flag);
    }
    build.compile("nvvm_lower_codegen");
}
