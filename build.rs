//! Turns the op tables in `intrinsics/*.toml` into Rust statics (`$OUT_DIR/ops.rs`).
//!
//! The data is the single source of truth for op facts; generating code from it
//! means a malformed table fails the build instead of a user's compile.

use serde::Deserialize;
use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::path::Path;

#[path = "build/mlir_ops.rs"]
mod mlir_ops;

#[derive(Deserialize)]
struct TargetFile {
    target: Vec<TargetRow>,
    kernel_params: KernelParamsRow,
    ptx: PtxRow,
    sets: BTreeMap<String, Vec<String>>,
}
#[derive(Deserialize)]
struct TargetRow {
    name: String,
    min_ptx: String,
    ptxas: String,
    static_shared: u32,
    const_bytes: u32,
}
#[derive(Deserialize)]
struct KernelParamsRow {
    bytes: u32,
    wide_bytes: u32,
    wide_ptx: String,
}
#[derive(Deserialize)]
struct PtxRow {
    versions: Vec<String>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct ScopeFile {
    scope: Vec<ScopeRow>,
    space: Vec<SpaceRow>,
}
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct SpaceRow {
    addrspace: u32,
    ptx: String,
    needs: String,
}
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RmwFile {
    rmw: Vec<RmwRow>,
}
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RmwRow {
    kind: String,
    ptx: String,
    types: BTreeMap<String, String>,
    #[serde(default)]
    negate: bool,
    needs: String,
}
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct TypesFile {
    param_type: Vec<ParamTypeRow>,
}
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct ParamTypeRow {
    name: String,
    what: String,
    min_bits: u32,
    max_bits: u32,
    needs: String,
}
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct MmaFile {
    mma: Vec<MmaRow>,
}
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct MmaRow {
    d: String,
    a: String,
    b: String,
    k: u32,
    n: [u32; 3],
    #[serde(default)]
    n_extra: Vec<u32>,
    member: String,
    #[serde(default = "yes")]
    scale_in: bool,
    #[serde(default)]
    transpose: bool,
    #[serde(default)]
    op: Option<String>,
    needs: String,
}

fn yes() -> bool {
    true
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct MmaSyncFile {
    mma: Vec<MmaSyncRow>,
}
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct MmaSyncRow {
    shape: [u32; 3],
    ab: Vec<String>,
    cd: Vec<String>,
    regs: [u32; 2],
    acc: BTreeMap<String, u32>,
    #[serde(default)]
    mixed: Vec<String>,
    #[serde(default = "row_col")]
    layouts: String,
    #[serde(default)]
    int: bool,
    #[serde(default)]
    b1_op: Option<String>,
    needs: String,
    /// The ordered-metadata forms of a sparse row (`mma.sp::ordered_metadata`).
    #[serde(default)]
    ordered_needs: Option<String>,
    /// A sparse row: how many sparsity selectors the shape and type have.
    #[serde(default)]
    selectors: Option<u32>,
    /// A sparse row whose forms are written with `kind = #nvvm.mma_kind<..>`
    /// (ordered metadata only; `needs` is theirs).
    #[serde(default)]
    kind: Option<String>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct MmaBlockScaleFile {
    mma: Vec<MmaBlockScaleRow>,
}
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct MmaBlockScaleRow {
    sparse: bool,
    shape: [u32; 3],
    kind: String,
    scales: Vec<[String; 2]>,
    ab: Vec<String>,
    regs: [u32; 2],
    needs: String,
}

/// `intrinsics/mma_block_scale.toml` → `MMA_BLOCK_SCALE`.
fn gen_mma_block_scale(rows: &MmaBlockScaleFile, t: &TargetFile, sets: &BTreeMap<String, u64>, out: &mut String) {
    out.push_str("\n/// The `nvvm.mma.block_scale` and `nvvm.mma.sp.block_scale` shapes, kinds and types.\npub static MMA_BLOCK_SCALE: &[MmaBlockScaleSpec] = &[\n");
    for r in &rows.mma {
        let [m, n, k] = r.shape;
        let what = format!("mma block_scale m{m}n{n}k{k} {}", r.kind);
        let scales: Vec<String> = r.scales.iter().map(|[v, f]| format!("({v:?}, {f:?})")).collect();
        writeln!(
            out,
            "    MmaBlockScaleSpec {{ sparse: {}, m: {m}, n: {n}, k: {k}, kind: {:?}, scales: &[{}], ab: &{:?}, regs: ({}, {}), requires: {} }},",
            r.sparse,
            r.kind,
            scales.join(", "),
            r.ab,
            r.regs[0],
            r.regs[1],
            requirement(&r.needs, &what, t, sets)
        )
        .unwrap();
    }
    out.push_str("];\n");
}

fn row_col() -> String {
    "row.col".into()
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct WmmaFile {
    wmma: Vec<WmmaRow>,
}
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct WmmaRow {
    shape: [u32; 3],
    ab: Vec<String>,
    cd: Vec<String>,
    regs: [u32; 2],
    acc: BTreeMap<String, u32>,
    needs: String,
}

/// `intrinsics/wmma.toml` → `WMMA`.
fn gen_wmma(rows: &WmmaFile, t: &TargetFile, sets: &BTreeMap<String, u64>, out: &mut String) {
    out.push_str("\n/// The `nvvm.wmma.*` shapes and types.\npub static WMMA: &[WmmaSpec] = &[\n");
    for r in &rows.wmma {
        let [m, n, k] = r.shape;
        let what = format!("wmma m{m}n{n}k{k} {}", r.ab.join("/"));
        assert!(r.cd.iter().all(|c| r.acc.contains_key(c)) && r.acc.len() == r.cd.len(), "{what}: acc gives the count of every cd type");
        let acc: Vec<String> = r.acc.iter().map(|(t, n)| format!("({t:?}, {n})")).collect();
        writeln!(
            out,
            "    WmmaSpec {{ m: {m}, n: {n}, k: {k}, ab: &{:?}, cd: &{:?}, regs: ({}, {}), acc: &[{}], requires: {} }},",
            r.ab,
            r.cd,
            r.regs[0],
            r.regs[1],
            acc.join(", "),
            requirement(&r.needs, &what, t, sets)
        )
        .unwrap();
    }
    out.push_str("];\n");
}

/// `intrinsics/mma_sync.toml` → `MMA_SYNC`, `intrinsics/mma_sp.toml` → `MMA_SP`.
fn gen_mma_sync(rows: &MmaSyncFile, t: &TargetFile, sets: &BTreeMap<String, u64>, out: &mut String, name: &str, op: &str) {
    writeln!(out, "\n/// The `{op}` shapes and types.\npub static {name}: &[MmaSyncSpec] = &[").unwrap();
    for r in &rows.mma {
        let [m, n, k] = r.shape;
        assert!(matches!(r.layouts.as_str(), "any" | "row.col"), "mma m{m}n{n}k{k}: layouts is \"any\" or \"row.col\"");
        let acc: Vec<String> = r.acc.iter().map(|(t, n)| format!("({t:?}, {n})")).collect();
        assert!(r.cd.iter().all(|c| r.acc.contains_key(c)), "mma m{m}n{n}k{k}: every cd type needs its acc count");
        let what = format!("mma m{m}n{n}k{k} {}", r.ab.join("/"));
        let mut pairs: Vec<(String, String)> = r.cd.iter().map(|t| (t.clone(), t.clone())).collect();
        for p in &r.mixed {
            let (c, d) = p.split_once('>').unwrap_or_else(|| panic!("{what}: mixed = [\"c>d\"]"));
            pairs.push((c.to_string(), d.to_string()));
        }
        let pairs: Vec<String> = pairs.iter().map(|(c, d)| format!("({c:?}, {d:?})")).collect();
        writeln!(
            out,
            "    MmaSyncSpec {{ m: {m}, n: {n}, k: {k}, ab: &{:?}, cd: &{:?}, pairs: &[{}], regs: ({}, {}), acc: &[{}], any_layout: {}, int: {}, b1_op: {:?}, requires: {}, ordered_requires: {}, selectors: {:?}, kind: {:?} }},",
            r.ab,
            r.cd,
            pairs.join(", "),
            r.regs[0],
            r.regs[1],
            acc.join(", "),
            r.layouts == "any",
            r.int,
            r.b1_op,
            requirement(&r.needs, &what, t, sets),
            r.ordered_needs.as_ref().map_or("None".to_string(), |n| format!("Some({})", requirement(n, &what, t, sets))),
            r.selectors,
            r.kind
        )
        .unwrap();
    }
    out.push_str("];\n");
}
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct ScopeRow {
    name: String,
    llvm: String,
    needs: String,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct KernelAttrFile {
    attr: Vec<KernelAttrRow>,
}
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct KernelAttrRow {
    key: String,
    ptx: String,
    llvm: String,
    value: String,
    needs: String,
    #[serde(default)]
    with: Vec<String>,
    #[serde(default)]
    conflicts: Vec<String>,
    /// The largest product of the entries (threads per CTA), where there is one.
    #[serde(default)]
    max_product: Option<u64>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct FamilyFile {
    family: String,
    op: Vec<OpRow>,
    /// MLIR 22 ops of the family that nvvm-lower refuses by name.
    #[serde(default)]
    unsupported: Vec<UnsupportedRow>,
}
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct UnsupportedRow {
    name: String,
    note: String,
}
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct OpRow {
    name: String,
    summary: String,
    spec: String,
    operands: Vec<String>,
    types: String,
    result: String,
    #[serde(default)]
    attrs: Vec<String>,
    #[serde(default)]
    predicate: bool,
    #[serde(default)]
    u20: Vec<String>,
    #[serde(default)]
    spaces: Vec<String>,
    #[serde(default)]
    convergent: bool,
    #[serde(default)]
    wait_loop: bool,
    #[serde(default)]
    ranges: BTreeMap<String, [i64; 2]>,
    #[serde(default)]
    multiple_of: BTreeMap<String, i64>,
    /// Operands that must be constants (LLVM `immarg` parameters).
    #[serde(default)]
    immediate: Vec<String>,
    #[serde(default)]
    reject: Vec<RejectRow>,
    #[serde(default)]
    expand: Option<String>,
    #[serde(default)]
    sync: Vec<String>,
    #[serde(default)]
    form: Vec<FormRow>,
}
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RejectRow {
    when: BTreeMap<String, toml::Value>,
    message: String,
    #[serde(default)]
    note: Option<String>,
    /// `"attr=value"`: what `--widen-cta-atomics` sets instead of refusing.
    #[serde(default)]
    widen: Option<String>,
}
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct FormRow {
    when: BTreeMap<String, toml::Value>,
    call: String,
    ptx: String,
    needs: String,
    #[serde(default)]
    result_space: Option<String>,
    #[serde(default)]
    extract: Option<u32>,
    #[serde(default)]
    zext: bool,
    /// For an op with `result = "form"`: this form's result type as MLIR
    /// prints it.
    #[serde(default)]
    result: Option<String>,
    /// One form per listed value: `{d}` in `when`, `call` and `ptx` stands for
    /// it; for a number also `{d-2}` (the im2col offset count of a box rank),
    /// `{2d}` and `{4d}` (the lanes of a tcgen05.ld/st repeat count).
    #[serde(default)]
    dims: Vec<toml::Value>,
}

/// Start-up of the command-line tool: LLVM's C++ needs libstdc++, and a
/// dynamic libstdc++ costs a symbol lookup per typeinfo reference (about 2,000
/// of them, 40% of start-up). With `CXXSTDLIB` set to `gcc_eh`
/// (.cargo/config.toml), llvm-sys names only the unwinder's static archive
/// for LLVM's C++ library, and this package's targets link libstdc++
/// statically; the binaries are also position-dependent, so the loader
/// applies no relocations. Each other shared library costs a process about
/// 0.1 ms to map and relocate, so the unwinder (libgcc_eh and libgcc, for
/// Rust's panics and LLVM's C++) is static too, and so are zlib and zstd,
/// LLVM's, never called by a compile: llvm-sys's llvm-config wrapper
/// (build/llvm-22) names no system libraries, so they are named here for
/// every build that uses it (the fuzz targets', with a shared libstdc++,
/// included). On x86_64 the configuration links glibc statically as well
/// (`crt-static`), and the tool needs no shared library at all; elsewhere
/// it needs libc and libm (docs/performance.md has the measurements).
fn link_for_startup() {
    println!("cargo:rerun-if-env-changed=CXXSTDLIB");
    println!("cargo:rerun-if-env-changed=LLVM_SYS_221_PREFIX");
    if std::env::var("CARGO_CFG_TARGET_OS").as_deref() != Ok("linux") {
        return;
    }
    let wrapper = llvm_wrapper().is_some();
    let own_cxx = std::env::var("CXXSTDLIB").as_deref() == Ok("gcc_eh");
    let mut libs = Vec::new();
    if own_cxx {
        libs.extend(["stdc++", "gcc_eh", "gcc"]);
    }
    if wrapper {
        libs.extend(["z", "zstd"]);
    }
    for lib in libs {
        println!("cargo:rustc-link-lib=static:-bundle={lib}");
    }
    if own_cxx {
        println!("cargo:rustc-link-arg-bins=-no-pie");
    }
    // inkwell's `-lffi` is off (Cargo.toml), for the static link's sake; a
    // build without link-time optimisation (the fuzz targets', a front end's
    // debug build) keeps LLVM's interpreter, which calls libffi, so a
    // dynamic build names it here.
    let features = std::env::var("CARGO_CFG_TARGET_FEATURE").unwrap_or_default();
    if !features.split(',').any(|f| f == "crt-static") {
        println!("cargo:rustc-link-lib=dylib=ffi");
    }
}

/// The prefix llvm-sys reads LLVM from, where it is this repository's
/// llvm-config wrapper (build/llvm-22) on Linux: this repository's builds
/// link the tool for start-up through it; a front end that depends on the
/// library links LLVM as its own configuration says.
fn llvm_wrapper() -> Option<std::path::PathBuf> {
    let prefix = std::path::PathBuf::from(std::env::var_os("LLVM_SYS_221_PREFIX")?);
    (prefix.ends_with("build/llvm-22") && std::env::var("CARGO_CFG_TARGET_OS").as_deref() == Ok("linux")).then_some(prefix)
}

/// Start-up: LLVM's option map sized before LLVM's static constructors fill
/// it (src/bin/nvvm-lower/cl_options.cpp), for the tool only and only where
/// this repository's configuration gives LLVM's headers (llvm-config's C++
/// flags); elsewhere the tool goes without (cfg `cl_options_reserved`).
fn reserve_cl_options() {
    println!("cargo::rustc-check-cfg=cfg(cl_options_reserved)");
    let source = "src/bin/nvvm-lower/cl_options.cpp";
    println!("cargo:rerun-if-changed={source}");
    let Some(prefix) = llvm_wrapper() else { return };
    let flags = std::process::Command::new(prefix.join("bin/llvm-config")).arg("--cxxflags").output().ok().filter(|o| o.status.success()).map(|o| String::from_utf8_lossy(&o.stdout).into_owned());
    let Some(flags) = flags else { return };
    let mut build = cc::Build::new();
    build.cpp(true).file(source).cargo_metadata(false).warnings(false);
    for f in flags.split_whitespace() {
        build.flag(f);
    }
    let Ok(objects) = build.try_compile_intermediates() else { return };
    for o in objects {
        println!("cargo:rustc-link-arg-bins={}", o.display());
    }
    println!("cargo:rustc-cfg=cl_options_reserved");
}

/// Start-up again: the functions a compile runs (build/symbol-order.txt,
/// from scripts/symbol-order) are laid out together at the front of the
/// tool's code, so that the kernel maps them in a few dozen page faults
/// instead of about 190 scattered over 18 MB of LLVM (docs/performance.md).
/// rust-lld takes the list, and it is what rustc links with on x86_64 Linux
/// since 1.90; a linker chosen in the configuration or flags may not know
/// the option (GNU ld does not), so then the layout is left to it.
/// `NVVM_LOWER_SYMBOL_ORDER` tells the tests which case the build was in.
fn order_symbols() {
    println!("cargo:rerun-if-env-changed=RUSTC_LINKER");
    let applied = match symbol_order_refusal() {
        None => {
            let list = Path::new(&std::env::var("CARGO_MANIFEST_DIR").unwrap()).join("build/symbol-order.txt");
            println!("cargo:rustc-link-arg-bins=-Wl,--symbol-ordering-file={}", list.display());
            // Functions of the list that a change has renamed or removed are
            // no error: they only no longer help.
            println!("cargo:rustc-link-arg-bins=-Wl,--no-warn-symbol-ordering");
            // The linker's relocations stay in the binary (sections the
            // loader never maps), so that scripts/bolt can move code within
            // functions and between them by a profile of the tool's own
            // compiles: the binary the scripts run (docs/performance.md,
            // "Laid out by a profile").
            println!("cargo:rustc-link-arg-bins=-Wl,--emit-relocs");
            "applied".to_string()
        }
        Some(why) => why,
    };
    println!("cargo:rustc-env=NVVM_LOWER_SYMBOL_ORDER={applied}");
}

/// Why the symbol order cannot be given to this build's linker, if it cannot.
fn symbol_order_refusal() -> Option<String> {
    let var = |k: &str| std::env::var(k).unwrap_or_default();
    if var("CARGO_CFG_TARGET_ARCH") != "x86_64" || var("CARGO_CFG_TARGET_OS") != "linux" || var("CARGO_CFG_TARGET_ENV") != "gnu" {
        return Some("not x86_64-linux-gnu, whose default linker is rust-lld".into());
    }
    if !var("RUSTC_LINKER").is_empty() {
        return Some(format!("the configuration names a linker ({})", var("RUSTC_LINKER")));
    }
    let flags = var("CARGO_ENCODED_RUSTFLAGS");
    if ["linker", "fuse-ld", "link-self-contained"].iter().any(|k| flags.contains(k)) {
        return Some("RUSTFLAGS choose the linker".into());
    }
    let version = std::process::Command::new(var("RUSTC")).arg("--version").output().map(|o| String::from_utf8_lossy(&o.stdout).into_owned()).unwrap_or_default();
    let number = |i: usize| version.split_whitespace().nth(1).and_then(|v| v.split('.').nth(i)).and_then(|n| n.parse::<u32>().ok());
    match (number(0), number(1)) {
        (Some(major), Some(minor)) if (major, minor) >= (1, 90) => None,
        _ => Some(format!("'{}' does not link with rust-lld by default", version.trim())),
    }
}

#[path = "build/attrs.rs"]
mod attrs;
#[path = "build/builders.rs"]
mod builders;
#[path = "build/inline_ptx.rs"]
mod inline_ptx;
#[path = "build/llvm_nvvm.rs"]
mod llvm_nvvm;

fn main() {
    link_for_startup();
    reserve_cl_options();
    order_symbols();
    let dir = Path::new("intrinsics");
    println!("cargo:rerun-if-changed=intrinsics");
    println!("cargo:rerun-if-changed=build");
    let targets: TargetFile = read_toml(&dir.join("targets.toml"));
    let mut families = Vec::new();
    let mut paths: Vec<_> = std::fs::read_dir(dir)
        .expect("intrinsics/ is readable")
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "toml") && !p.ends_with("targets.toml") && !p.ends_with("kernel_attrs.toml") && !p.ends_with("syncscopes.toml") && !p.ends_with("memory.toml") && !p.ends_with("wgmma_mma.toml") && !p.ends_with("types.toml") && !p.ends_with("mma_sync.toml") && !p.ends_with("mma_sp.toml") && !p.ends_with("mma_block_scale.toml") && !p.ends_with("wmma.toml") && !p.ends_with("attrs.toml") && !p.ends_with("mlir_ops.toml") && !p.ends_with("inline_ptx.toml") && !p.ends_with("llvm_nvvm.toml") && !p.ends_with("llvm_nvvm_args.toml"))
        .collect();
    paths.sort();
    for p in &paths {
        println!("cargo:rerun-if-changed={}", p.display());
        families.push(read_toml::<FamilyFile>(p));
    }
    let attr_file = attrs::load(&dir.join("attrs.toml"));
    let mut out = String::new();
    attrs::gen_attr_kind(&attr_file, &mut out);
    let mut typed = String::new();
    attrs::gen_typed_attrs(&attr_file, &mut typed);
    let by_family: Vec<(String, Vec<&OpRow>)> = families.iter().map(|f| (f.family.clone(), f.op.iter().collect())).collect();
    std::fs::write(Path::new(&std::env::var("OUT_DIR").unwrap()).join("typed_attrs.rs"), typed).unwrap();
    let mut builder_fns = String::new();
    builders::gen_builders(&by_family, "nvvm.", "Nvvm", &mut builder_fns);
    builders::gen_builders(&by_family, "nvsync.", "Nvsync", &mut builder_fns);
    std::fs::write(Path::new(&std::env::var("OUT_DIR").unwrap()).join("builders.rs"), builder_fns).unwrap();
    let mut target_tables = String::new();
    gen_targets(&targets, &mut target_tables);
    std::fs::write(Path::new(&std::env::var("OUT_DIR").unwrap()).join("targets.rs"), target_tables).unwrap();
    let sets = resolve_sets(&targets);
    gen_ops(&families, &targets, &sets, &mut out);
    let kattrs: KernelAttrFile = read_toml(&dir.join("kernel_attrs.toml"));
    gen_kernel_attrs(&kattrs, &targets, &sets, &mut out);
    let scopes: ScopeFile = read_toml(&dir.join("syncscopes.toml"));
    out.push_str("\n/// Memory scopes and their LLVM sync-scope names.\npub static SYNC_SCOPES: &[SyncScopeSpec] = &[\n");
    for r in &scopes.scope {
        writeln!(out, "    SyncScopeSpec {{ name: {:?}, llvm: {:?}, requires: {} }},", r.name, r.llvm, requirement(&r.needs, &r.name, &targets, &sets)).unwrap();
    }
    out.push_str("];\n");
    out.push_str("\n/// Address spaces a memory access may name, with their PTX state space.\npub static SPACES: &[SpaceSpec] = &[\n");
    for r in &scopes.space {
        writeln!(out, "    SpaceSpec {{ addrspace: {}, ptx: {:?}, requires: {} }},", r.addrspace, r.ptx, requirement(&r.needs, &r.ptx, &targets, &sets)).unwrap();
    }
    out.push_str("];\n");
    let rmw: RmwFile = read_toml(&dir.join("memory.toml"));
    out.push_str("\n/// Read-modify-write kinds and their `atom` forms.\npub static RMW_KINDS: &[RmwSpec] = &[\n");
    for r in &rmw.rmw {
        let types: Vec<String> = r
            .types
            .iter()
            .map(|(t, sfx)| {
                let ty = match t.as_str() {
                    "i32" => "Type::Int(32)",
                    "i64" => "Type::Int(64)",
                    "f32" => "Type::Float(32)",
                    "f64" => "Type::Float(64)",
                    x => panic!("rmw {}: unknown type {x}", r.kind),
                };
                format!("({ty}, {sfx:?})")
            })
            .collect();
        writeln!(out, "    RmwSpec {{ kind: {:?}, ptx: {:?}, types: &[{}], negate: {}, requires: {} }},", r.kind, r.ptx, types.join(", "), r.negate, requirement(&r.needs, &r.kind, &targets, &sets)).unwrap();
    }
    out.push_str("];\n");
    let types: TypesFile = read_toml(&dir.join("types.toml"));
    out.push_str("\n/// Integer widths of a device function's parameters and results that ask more of the target than the op table does.\npub static PARAM_TYPES: &[ParamTypeSpec] = &[\n");
    for r in &types.param_type {
        writeln!(out, "    ParamTypeSpec {{ name: {:?}, what: {:?}, bits: {}..={}, requires: {} }},", r.name, r.what, r.min_bits, r.max_bits, requirement(&r.needs, &r.name, &targets, &sets)).unwrap();
    }
    out.push_str("];\n");
    let mma: MmaFile = read_toml(&dir.join("wgmma_mma.toml"));
    out.push_str("\n/// The `nvvm.wgmma.mma_async` type combinations.\npub static WGMMA_TYPES: &[WgmmaSpec] = &[\n");
    for r in &mma.mma {
        let member = match r.member.as_str() {
            "f32" => "Type::Float(32)",
            "i32" => "Type::Int(32)",
            x => panic!("wgmma {}: unknown member type {x}", r.d),
        };
        let what = format!("wgmma {}.{}.{}", r.d, r.a, r.b);
        writeln!(
            out,
            "    WgmmaSpec {{ d: {:?}, a: {:?}, b: {:?}, k: {}, n: ({}, {}, {}), n_extra: &{:?}, member: {member}, scale_in: {}, transpose: {}, op: {:?}, requires: {} }},",
            r.d,
            r.a,
            r.b,
            r.k,
            r.n[0],
            r.n[1],
            r.n[2],
            r.n_extra,
            r.scale_in,
            r.transpose,
            r.op,
            requirement(&r.needs, &what, &targets, &sets)
        )
        .unwrap();
    }
    out.push_str("];\n");
    let mma_sync: MmaSyncFile = read_toml(&dir.join("mma_sync.toml"));
    gen_mma_sync(&mma_sync, &targets, &sets, &mut out, "MMA_SYNC", "nvvm.mma.sync");
    let mma_sp: MmaSyncFile = read_toml(&dir.join("mma_sp.toml"));
    gen_mma_sync(&mma_sp, &targets, &sets, &mut out, "MMA_SP", "nvvm.mma.sp.sync");
    let mma_block_scale: MmaBlockScaleFile = read_toml(&dir.join("mma_block_scale.toml"));
    gen_mma_block_scale(&mma_block_scale, &targets, &sets, &mut out);
    let wmma: WmmaFile = read_toml(&dir.join("wmma.toml"));
    gen_wmma(&wmma, &targets, &sets, &mut out);
    let asm: inline_ptx::InlinePtxFile = read_toml(&dir.join("inline_ptx.toml"));
    inline_ptx::generate(&asm, &targets, &sets, &mut out);
    let llvm_intrinsics: llvm_nvvm::LlvmNvvmFile = read_toml(&dir.join("llvm_nvvm.toml"));
    llvm_nvvm::generate(&llvm_intrinsics, &targets, &sets, &mut out);
    let arg_rules: llvm_nvvm::ArgRuleFile = read_toml(&dir.join("llvm_nvvm_args.toml"));
    llvm_nvvm::generate_arg_rules(&arg_rules, &llvm_intrinsics, &mut out);
    mlir_ops::generate(dir, Path::new(&std::env::var("OUT_DIR").unwrap()));
    let dest = Path::new(&std::env::var("OUT_DIR").unwrap()).join("ops.rs");
    std::fs::write(dest, out).unwrap();
}

fn read_toml<T: for<'de> Deserialize<'de>>(p: &Path) -> T {
    let text = std::fs::read_to_string(p).unwrap_or_else(|e| panic!("{}: {e}", p.display()));
    toml::from_str(&text).unwrap_or_else(|e| panic!("{}: {e}", p.display()))
}

fn ptx_code(v: &str) -> u32 {
    let (a, b) = v.split_once('.').unwrap_or_else(|| panic!("bad PTX version {v:?}"));
    a.parse::<u32>().unwrap() * 10 + b.parse::<u32>().unwrap()
}

fn gen_targets(t: &TargetFile, out: &mut String) {
    assert!(t.target.len() <= 64, "target sets are u64 bitmasks");
    out.push_str("/// Every target, in the order of `intrinsics/targets.toml`.\npub static TARGETS: &[TargetInfo] = &[\n");
    for row in &t.target {
        let base = row.name.trim_start_matches("sm_");
        let (num, variant) = match base.chars().last().unwrap() {
            'a' => (&base[..base.len() - 1], "Arch"),
            'f' => (&base[..base.len() - 1], "Family"),
            _ => (base, "Base"),
        };
        let ptxas = match row.ptxas.as_str() {
            "12.9" => "Ptxas::V12_9",
            "13.5" => "Ptxas::V13_5",
            other => panic!("unknown ptxas {other}"),
        };
        writeln!(
            out,
            "    TargetInfo {{ name: {:?}, sm: {num}, variant: Variant::{variant}, min_ptx: PtxVersion({}), ptxas: {ptxas}, static_shared: {}, const_bytes: {} }},",
            row.name,
            ptx_code(&row.min_ptx),
            row.static_shared,
            row.const_bytes
        )
        .unwrap();
    }
    let kp = &t.kernel_params;
    writeln!(
        out,
        "];\n\n/// A kernel's parameter space, from `intrinsics/targets.toml`.\npub static KERNEL_PARAM_SPACE: KernelParamSpace = KernelParamSpace {{ bytes: {}, wide_bytes: {}, wide_ptx: PtxVersion({}) }};",
        kp.bytes,
        kp.wide_bytes,
        ptx_code(&kp.wide_ptx)
    )
    .unwrap();
    out.push_str("\n/// PTX ISA versions LLVM 22 can emit, ascending.\npub static PTX_VERSIONS: &[PtxVersion] = &[");
    for v in &t.ptx.versions {
        write!(out, "PtxVersion({}), ", ptx_code(v)).unwrap();
    }
    out.push_str("];\n\n");
}

fn resolve_sets(t: &TargetFile) -> BTreeMap<String, u64> {
    fn mask(name: &str, t: &TargetFile, depth: u32) -> u64 {
        assert!(depth < 16, "target set {name} is recursive");
        if let Some(i) = t.target.iter().position(|r| r.name == name) {
            return 1 << i;
        }
        let members = t.sets.get(name).unwrap_or_else(|| panic!("unknown target or set {name:?}"));
        members.iter().fold(0, |m, n| m | mask(n, t, depth + 1))
    }
    t.sets.keys().map(|k| (k.clone(), mask(k, t, 0))).collect()
}

fn gen_ops(families: &[FamilyFile], t: &TargetFile, sets: &BTreeMap<String, u64>, out: &mut String) {
    out.push_str("/// Every op of every family, in file order.\npub static OPS: &[OpSpec] = &[\n");
    let mut seen = std::collections::BTreeSet::new();
    for fam in families {
        for op in &fam.op {
            assert!(seen.insert(op.name.clone()), "op {} defined twice", op.name);
            gen_op(&fam.family, op, t, sets, out);
        }
    }
    out.push_str("];\n\n/// MLIR 22 ops nvvm-lower knows and refuses by name, with what to do instead.\npub static UNSUPPORTED_OPS: &[(&str, &str)] = &[\n");
    for fam in families {
        for u in &fam.unsupported {
            writeln!(out, "    ({:?}, {:?}),", u.name, u.note).unwrap();
        }
    }
    out.push_str("];\n");
}

/// `"<set> @ <ptx>"`, optionally `", <subset> @ <higher ptx>"`: targets of the
/// set whose floor is higher.
fn requirement(needs: &str, what: &str, t: &TargetFile, sets: &BTreeMap<String, u64>) -> String {
    let (main, raised) = match needs.split_once(',') {
        Some((m, r)) => (m, Some(r)),
        None => (needs, None),
    };
    let (set, mask, ptx) = set_at_ptx(main, what, t, sets);
    let raised = match raised.map(|r| set_at_ptx(r, what, t, sets)) {
        Some((sub, sub_mask, sub_ptx)) => {
            assert!(sub_mask & !mask == 0 && sub_ptx > ptx, "{what}: {sub} must be within {set} and need a newer PTX");
            format!("Some(({sub:?}, {sub_mask:#x}, PtxVersion({sub_ptx})))")
        }
        None => "None".into(),
    };
    format!("Requirement {{ set: {set:?}, targets: {mask:#x}, min_ptx: PtxVersion({ptx}), raised: {raised} }}")
}

/// `"<set> @ <ptx>"` → (set name, target mask, PTX code).
fn set_at_ptx(text: &str, what: &str, t: &TargetFile, sets: &BTreeMap<String, u64>) -> (String, u64, u32) {
    let (set, ptx) = text.split_once('@').unwrap_or_else(|| panic!("{what}: needs = \"<set> @ <ptx>\""));
    let (set, ptx) = (set.trim(), ptx.trim());
    let mask = sets
        .get(set)
        .copied()
        .or_else(|| t.target.iter().position(|r| r.name == set).map(|i| 1u64 << i))
        .unwrap_or_else(|| panic!("{what}: unknown target set {set}"));
    assert!(t.ptx.versions.iter().any(|v| v == ptx), "{what}: unknown PTX version {ptx}");
    (set.to_string(), mask, ptx_code(ptx))
}

fn gen_kernel_attrs(k: &KernelAttrFile, t: &TargetFile, sets: &BTreeMap<String, u64>, out: &mut String) {
    out.push_str("\n/// NVVM function attributes and their LLVM spelling.\npub static KERNEL_ATTRS: &[KernelAttrSpec] = &[\n");
    for a in &k.attr {
        let value = match a.value.as_str() {
            "list" => "AttrValue::List",
            "int" => "AttrValue::Int",
            "unit" => "AttrValue::Unit",
            x => panic!("{}: unknown value kind {x}", a.key),
        };
        writeln!(out, "    KernelAttrSpec {{ key: {:?}, llvm: {:?}, ptx: {:?}, value: {value}, with: &{:?}, conflicts: &{:?}, max_product: {:?}, requires: {} }},", a.key, a.llvm, a.ptx, a.with, a.conflicts, a.max_product, requirement(&a.needs, &a.key, t, sets)).unwrap();
    }
    out.push_str("];\n");
}

/// One operand slot of the data: `kw=name:kind?` (`,kw=name:kind?` when the
/// keyword follows a comma, as in `%bar, multicast_mask = %m`),
/// `name:ptr<space|space>`, or a list `name[lo..hi]:kind` (slots `name.0` …
/// `name.{hi-1}`, the first `lo` required).
struct Slot {
    keyword: Option<String>,
    comma: bool,
    name: String,
    kind: String,
    optional: bool,
    list: Option<String>,
    spaces: Vec<String>,
}

fn slots(op: &OpRow) -> Vec<Slot> {
    let mut out = Vec::new();
    for o in &op.operands {
        let comma = o.starts_with(',');
        let o = o.trim_start_matches(',');
        let (kw, rest) = match o.split_once('=') {
            Some((k, r)) => (Some(k.trim().to_string()), r.trim()),
            None => (None, o.trim()),
        };
        let (name, kind) = rest.split_once(':').unwrap_or_else(|| panic!("{}: operand {o:?} needs name:kind", op.name));
        let optional = kind.ends_with('?');
        let kind = kind.trim_end_matches('?');
        let (kind, spaces) = match kind.split_once('<').filter(|_| !kind.starts_with("vector<")) {
            Some((k, sp)) => (k, sp.trim_end_matches('>').split('|').map(str::to_string).collect()),
            None => (kind, Vec::new()),
        };
        if let Some((list, range)) = name.split_once('[') {
            let (lo, hi) = range.trim_end_matches(']').split_once("..").unwrap_or_else(|| panic!("{}: list {name} needs [lo..hi]", op.name));
            let (lo, hi): (usize, usize) = (lo.parse().unwrap(), hi.parse().unwrap());
            for k in 0..hi {
                out.push(Slot { keyword: None, comma: false, name: format!("{list}.{k}"), kind: kind.to_string(), optional: k >= lo, list: Some(list.to_string()), spaces: spaces.clone() });
            }
        } else {
            out.push(Slot { keyword: kw, comma, name: name.to_string(), kind: kind.to_string(), optional, list: None, spaces });
        }
    }
    out
}

fn operand_names(op: &OpRow) -> Vec<String> {
    slots(op).into_iter().map(|s| s.name).collect()
}

/// The slots `first..first + len` of list `name`, if the op has one.
fn list_slots(names: &[String], name: &str) -> Option<(usize, usize)> {
    let prefix = format!("{name}.");
    let first = names.iter().position(|n| n.starts_with(&prefix))?;
    Some((first, names.iter().filter(|n| n.starts_with(&prefix)).count()))
}


/// `i32x[1,2,4]` → the allowed lane counts.
fn lanes(kind: &str, op: &str) -> String {
    let list = kind.strip_prefix("i32x").and_then(|l| l.strip_prefix('[')).and_then(|l| l.strip_suffix(']')).unwrap_or_else(|| panic!("{op}: lanes kind {kind:?} must be i32x[n, ...]"));
    let ns: Vec<u32> = list.split(',').map(|n| n.trim().parse().unwrap_or_else(|_| panic!("{op}: bad lane count in {kind}"))).collect();
    format!("{ns:?}")
}

/// `v4` → 4 (in a `when`: an i32 or `vector<N x i32>` with this many lanes).
fn lane_count(v: &str, op: &str) -> u32 {
    v.strip_prefix('v').and_then(|n| n.parse().ok()).unwrap_or_else(|| panic!("{op}: bad lane count {v:?} (write v<N>)"))
}

fn attr_variant(name: &str) -> Option<&'static str> {
    attrs::variant(name)
}

/// A `when` table → `Cond` expressions.
fn conds(when: &BTreeMap<String, toml::Value>, names: &[String], op: &str) -> Vec<String> {
    when.iter()
        .map(|(k, v)| match (k.as_str(), v) {
            ("space", toml::Value::String(s)) => format!("Cond::Space({})", space_variant(s, op)),
            ("result", toml::Value::Boolean(b)) => format!("Cond::Result({b})"),
            ("result", toml::Value::String(v)) => format!("Cond::Lanes(None, {})", lane_count(v, op)),
            ("predicate", toml::Value::Boolean(b)) => format!("Cond::Predicated({b})"),
            (l, v) if list_slots(names, l).is_some() => {
                let (first, len) = list_slots(names, l).unwrap();
                let text = match v {
                    toml::Value::Integer(n) => n.to_string(),
                    toml::Value::String(s) => s.clone(),
                    v => panic!("{op}: bad count {v} for list {l}"),
                };
                let (cmp, n) = if let Some(n) = text.strip_prefix("!=") {
                    ("Ne", n)
                } else if let Some(n) = text.strip_prefix('<') {
                    ("Lt", n)
                } else if let Some(n) = text.strip_prefix('>') {
                    ("Gt", n)
                } else {
                    ("Eq", text.as_str())
                };
                let n: usize = n.trim().parse().unwrap_or_else(|_| panic!("{op}: bad count {text} for list {l}"));
                format!("Cond::Count {{ first: {first}, len: {len}, cmp: CountCmp::{cmp}, n: {n} }}")
            }
            (a, toml::Value::String(s)) if attr_variant(a).is_some() && (s == "written" || s == "unwritten") => {
                format!("Cond::AttrSet(AttrKind::{}, {})", attr_variant(a).unwrap(), s == "written")
            }
            (a, toml::Value::Array(vs)) if attr_variant(a).is_some() => {
                let vs: Vec<String> = vs.iter().map(|v| v.as_str().unwrap_or_else(|| panic!("{op}: {a} = [..] lists strings")).to_string()).collect();
                format!("Cond::AttrIn(AttrKind::{}, &{vs:?})", attr_variant(a).unwrap())
            }
            (a, v) if attr_variant(a).is_some() => {
                let val = match v {
                    toml::Value::Boolean(b) => format!("Some({:?})", b.to_string()),
                    toml::Value::String(s) if s == "absent" => "None".to_string(),
                    toml::Value::String(s) => format!("Some({s:?})"),
                    v => panic!("{op}: bad value {v} for attribute {a}"),
                };
                format!("Cond::Attr(AttrKind::{}, {val})", attr_variant(a).unwrap())
            }
            (n, toml::Value::Boolean(b)) => format!("Cond::Present({}, {b})", index_of(names, n, op)),
            (n, toml::Value::String(ty)) if ty.starts_with('v') => format!("Cond::Lanes(Some({}), {})", index_of(names, n, op), lane_count(ty, op)),
            (n, toml::Value::String(ty)) if ty == "f32" => format!("Cond::Float({}, 32)", index_of(names, n, op)),
            (n, toml::Value::String(ty)) => {
                let bits = match ty.as_str() {
                    "i32" => 32,
                    "i64" => 64,
                    // A tensor-memory address where a descriptor could stand.
                    "tmem" => 32,
                    x => panic!("{op}: bad type {x}"),
                };
                format!("Cond::Width({}, {bits})", index_of(names, n, op))
            }
            (k, v) => panic!("{op}: bad when key {k} = {v}"),
        })
        .collect()
}

fn gen_op(family: &str, op: &OpRow, t: &TargetFile, sets: &BTreeMap<String, u64>, out: &mut String) {
    let names = operand_names(op);
    let mut operands = String::new();
    for slot in slots(op) {
        let Slot { keyword: kw, comma, name, optional, list, .. } = &slot;
        let spaces: Vec<&str> = slot.spaces.iter().map(|s| space_variant(s, &op.name)).collect();
        let kind = match slot.kind.as_str() {
            "ptr" => "OperandKind::Ptr",
            "named_barrier" => "OperandKind::NamedBarrier",
            "i16" => "OperandKind::I16",
            "i32" => "OperandKind::I32",
            "i64" => "OperandKind::I64",
            "i32|i64" => "OperandKind::I32OrI64",
            "scalar" => "OperandKind::Scalar",
            "i1" => "OperandKind::I1",
            "tmem|i64" => "OperandKind::TmemOrDesc",
            "i32|f32" => "OperandKind::I32OrF32",
            "i8" => "OperandKind::I8",
            "i128" => "OperandKind::I128",
            k if k == "f32" || k.starts_with("vector<") => Box::leak(format!("OperandKind::Typed({k:?})").into_boxed_str()),
            k if k.starts_with("i32x") => Box::leak(format!("OperandKind::I32Lanes(&{})", lanes(k, &op.name)).into_boxed_str()),
            k => panic!("{}: unknown operand kind {k}", op.name),
        };
        let name: &str = Box::leak(name.clone().into_boxed_str());
        write!(operands, "OperandSpec {{ name: {name:?}, keyword: {kw:?}, comma: {comma}, kind: {kind}, optional: {optional}, list: {list:?}, spaces: &[{}] }}, ", spaces.join(", ")).unwrap();
    }
    let types = match op.types.as_str() {
        "operands" => "TypeList::Operands",
        "addr" => "TypeList::FirstOperand",
        x if x.starts_with("leading ") => Box::leak(format!("TypeList::Leading({})", x[8..].trim().parse::<usize>().unwrap()).into_boxed_str()),
        "result" => "TypeList::Result",
        "none" => "TypeList::None",
        "(operands)" => "TypeList::Parenthesized",
        "call" => "TypeList::CallLike",
        x if x.starts_with("of ") => Box::leak(format!("TypeList::Of({})", index_of(&names, x[3..].trim(), &op.name)).into_boxed_str()),
        x => panic!("{}: unknown types mode {x}", op.name),
    };
    let result = match op.result.as_str() {
        "none" => "ResultSpec::None",
        "i1" => "ResultSpec::Required(ScalarType::I1)",
        "i32" => "ResultSpec::Required(ScalarType::I32)",
        "i64" => "ResultSpec::Required(ScalarType::I64)",
        "i64?" => "ResultSpec::Optional(ScalarType::I64)",
        "i32?" => "ResultSpec::Optional(ScalarType::I32)",
        "i32 implied" => "ResultSpec::Implied(ScalarType::I32)",
        "ptr" => "ResultSpec::Ptr",
        "named_barrier" => "ResultSpec::NamedBarrier",
        "scalar" => "ResultSpec::Scalar",
        "form" => "ResultSpec::ByForm",
        x if x.contains('|') || x.starts_with("vector<") || x == "i8" || x == "i16" => Box::leak(format!("ResultSpec::OneOf(&{:?})", x.split('|').map(str::trim).collect::<Vec<_>>()).into_boxed_str()),
        x if x.starts_with("i32x") => Box::leak(format!("ResultSpec::I32Lanes(&{})", lanes(x, &op.name)).into_boxed_str()),
        x if x.starts_with('=') => return_same_as(&names, &x[1..], &op.name),
        x => panic!("{}: unknown result {x}", op.name),
    };
    let attrs: Vec<String> = op
        .attrs
        .iter()
        .map(|a| format!("AttrKind::{}", attr_variant(a).unwrap_or_else(|| panic!("{}: unknown attr {a}", op.name))))
        .collect();
    let u20: Vec<usize> = op.u20.iter().map(|n| index_of(&names, n, &op.name)).collect();
    let spaces: Vec<&str> = op.spaces.iter().map(|s| space_variant(s, &op.name)).collect();
    writeln!(out, "    OpSpec {{\n        name: {:?},\n        family: {family:?},\n        summary: {:?},\n        spec: {:?},", op.name, op.summary, op.spec).unwrap();
    writeln!(out, "        operands: &[{operands}],\n        types: {types},\n        result: {result},").unwrap();
    writeln!(out, "        attrs: &[{}],\n        predicate: {},\n        u20: &{u20:?},", attrs.join(", "), op.predicate).unwrap();
    writeln!(out, "        spaces: &[{}],\n        convergent: {},\n        wait_loop: {},", spaces.join(", "), op.convergent, op.wait_loop).unwrap();
    let ranges: Vec<String> = op.ranges.iter().map(|(n, [lo, hi])| format!("({}, {lo}, {hi})", index_of(&names, n, &op.name))).collect();
    writeln!(out, "        ranges: &[{}],", ranges.join(", ")).unwrap();
    let mults: Vec<String> = op.multiple_of.iter().map(|(n, m)| format!("({}, {m})", index_of(&names, n, &op.name))).collect();
    writeln!(out, "        multiple_of: &[{}],", mults.join(", ")).unwrap();
    let imms: Vec<usize> = op.immediate.iter().map(|n| index_of(&names, n, &op.name)).collect();
    writeln!(out, "        immediates: &{imms:?},").unwrap();
    out.push_str("        rejects: &[");
    for r in &op.reject {
        let widen = match &r.widen {
            Some(w) => {
                let (a, v) = w.split_once('=').unwrap_or_else(|| panic!("{}: widen = \"attr=value\"", op.name));
                format!("Some((AttrKind::{}, {v:?}))", attr_variant(a).unwrap_or_else(|| panic!("{}: unknown attr {a}", op.name)))
            }
            None => "None".into(),
        };
        write!(out, "RejectSpec {{ when: &[{}], message: {:?}, note: {:?}, widen: {widen} }}, ", conds(&r.when, &names, &op.name).join(", "), r.message, r.note).unwrap();
    }
    let sync: Vec<String> = op
        .sync
        .iter()
        .map(|s| match s.split_once(':') {
            Some(("tx_producer", n)) => format!("SyncRole::TxProducer({})", index_of(&names, n, &op.name)),
            Some(("tx_wait", n)) => format!("SyncRole::TxWait({})", index_of(&names, n, &op.name)),
            Some(("tx_completer", n)) => format!("SyncRole::TxCompleter({})", index_of(&names, n, &op.name)),
            None if s == "smem_write" => "SyncRole::SmemWrite".into(),
            None if s == "smem_acquire" => "SyncRole::SmemAcquire".into(),
            None if s == "wgmma_fence" => "SyncRole::WgmmaFence".into(),
            None if s == "cluster_release" => "SyncRole::ClusterRelease".into(),
            _ => panic!("{}: unknown sync role {s}", op.name),
        })
        .collect();
    writeln!(out, "],\n        sync: &[{}],\n        expand: {:?},\n        forms: &[", sync.join(", "), op.expand).unwrap();
    assert!(!op.form.is_empty() || op.expand.is_some(), "{} has no form and no expansion", op.name);
    let by_form = op.result == "form";
    assert!(op.form.iter().all(|f| f.result.is_some() == by_form), "{}: a form has `result` exactly when the op's result is \"form\"", op.name);
    for f in &op.form {
        if f.dims.is_empty() {
            gen_form(op, &names, f, t, sets, out);
        }
        for d in &f.dims {
            gen_form(op, &names, &instantiate(f, d), t, sets, out);
        }
    }
    out.push_str("        ],\n    },\n");
}

/// A `dims` form for value `d`.
fn instantiate(f: &FormRow, d: &toml::Value) -> FormRow {
    let sub = |s: &str| match d {
        toml::Value::Integer(n) => s.replace("{d}", &n.to_string()).replace("{d-2}", &n.saturating_sub(2).to_string()).replace("{2d}", &(2 * n).to_string()).replace("{4d}", &(4 * n).to_string()),
        toml::Value::String(v) => s.replace("{d}", v),
        v => panic!("dims value {v} must be a number or a string"),
    };
    let when = f
        .when
        .iter()
        .map(|(k, v)| {
            let v = match v {
                toml::Value::String(s) => toml::Value::String(sub(s)),
                v => v.clone(),
            };
            (k.clone(), v)
        })
        .collect();
    FormRow { when, call: sub(&f.call), ptx: sub(&f.ptx), needs: f.needs.clone(), result_space: f.result_space.clone(), extract: f.extract, zext: f.zext, result: f.result.as_deref().map(sub), dims: Vec::new() }
}

fn return_same_as(names: &[String], n: &str, op: &str) -> &'static str {
    // Leaked once per op at build time: the generated code needs a &'static str.
    Box::leak(format!("ResultSpec::SameAs({})", index_of(names, n, op)).into_boxed_str())
}

fn index_of(names: &[String], n: &str, op: &str) -> usize {
    names.iter().position(|x| x == n).unwrap_or_else(|| panic!("{op}: no operand named {n}"))
}

fn space_variant(s: &str, op: &str) -> &'static str {
    match s {
        "generic" => "Space::Generic",
        "global" => "Space::Global",
        "shared" => "Space::Shared",
        "cluster" => "Space::SharedCluster",
        "tensor" => "Space::Tensor",
        "const" => "Space::Const",
        "local" => "Space::Local",
        x => panic!("{op}: unknown space {x}"),
    }
}

fn gen_form(op: &OpRow, names: &[String], f: &FormRow, t: &TargetFile, sets: &BTreeMap<String, u64>, out: &mut String) {
    let conds = conds(&f.when, names, &op.name);
    let (intr, args) = parse_call(&f.call, names, &op.name);
    let req = requirement(&f.needs, &op.name, t, sets);
    let result_space = f.result_space.as_deref().map(|s| format!("Some({})", space_variant(s, &op.name))).unwrap_or_else(|| "None".into());
    writeln!(
        out,
        "            FormSpec {{ when: &[{}], intrinsic: {intr:?}, args: &[{}], ptx: {:?}, requires: {req}, result_space: {result_space}, extract: {:?}, zext: {}, result_type: {:?} }},",
        conds.join(", "),
        args.join(", "),
        f.ptx,
        f.extract,
        f.zext,
        f.result,
    )
    .unwrap();
}

/// `llvm.nvvm.x(addr3, count|1, i32 0)` → intrinsic name and argument recipes.
fn parse_call(call: &str, names: &[String], op: &str) -> (String, Vec<String>) {
    let (name, rest) = call.split_once('(').unwrap_or_else(|| panic!("{op}: call {call:?} needs (...)"));
    let inner = rest.strip_suffix(')').unwrap_or_else(|| panic!("{op}: call {call:?} needs )"));
    let args = inner
        .split(',')
        .map(str::trim)
        .filter(|a| !a.is_empty())
        .map(|a| {
            if let Some((_, c)) = a.split_once(' ').filter(|(t, _)| matches!(*t, "i1" | "i16" | "i32" | "i64")) {
                format!("CallArg::Const({})", c.parse::<i64>().unwrap())
            } else if let Some(l) = a.strip_suffix("...") {
                let (first, len) = list_slots(names, l).unwrap_or_else(|| panic!("{op}: no list named {l}"));
                format!("CallArg::Spread({first}, {len})")
            } else if let Some(n) = a.strip_suffix('?') {
                format!("CallArg::Flag({})", index_of(names, n, op))
            } else if let Some(v) = a.strip_prefix("1<<").and_then(attr_variant) {
                format!("CallArg::AttrBit(AttrKind::{v})")
            } else if let Some(v) = attr_variant(a) {
                format!("CallArg::AttrNum(AttrKind::{v}, 0)")
            } else if let Some((v, plus)) = a.split_once('+').and_then(|(n, p)| Some((attr_variant(n.trim())?, p.trim().parse::<i64>().ok()?))) {
                format!("CallArg::AttrNum(AttrKind::{v}, {plus})")
            } else if let Some(n) = a.strip_suffix("!=0") {
                format!("CallArg::NonZero({})", index_of(names, n, op))
            } else if let Some((n, d)) = a.split_once('|') {
                format!("CallArg::OperandOr({}, {})", index_of(names, n, op), d.parse::<i64>().unwrap())
            } else if let Some(n) = a.strip_suffix('3').filter(|n| names.iter().any(|x| x == n)) {
                format!("CallArg::SharedAddr({})", index_of(names, n, op))
            } else {
                format!("CallArg::Operand({})", index_of(names, a, op))
            }
        })
        .collect();
    (name.trim().to_string(), args)
}
