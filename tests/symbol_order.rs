//! The tool's layout for start-up: the functions a compile runs, listed in
//! build/symbol-order.txt, sit together at the front of its code in the
//! listed order (build.rs passes the list to rust-lld). Without it a short
//! compile takes about 190 page faults for code instead of 60, and runs
//! 15-18% longer (docs/performance.md, "Start-up"). And the tool loads no
//! shared library: on x86_64 it is one static executable, glibc included
//! (no dynamic loader, a small compile 6% shorter); elsewhere it needs
//! libc and libm only, each other library costing a process about 0.1 ms
//! to map and relocate.

use std::collections::HashMap;
use std::process::Command;

const BIN: &str = env!("CARGO_BIN_EXE_nvvm-lower");

/// The listed function names, in order.
fn listed() -> Vec<String> {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/build/symbol-order.txt");
    let text = std::fs::read_to_string(path).expect("build/symbol-order.txt is readable");
    text.lines().filter(|l| !l.starts_with('#') && !l.trim().is_empty()).map(str::to_string).collect()
}

/// Each defined symbol of a binary (the tool's, or the one scripts/bolt laid
/// out) and its address.
fn addresses(binary: &std::path::Path) -> HashMap<String, u64> {
    let out = Command::new("nm").arg("--defined-only").arg(binary).output().expect("nm (binutils) runs");
    assert!(out.status.success(), "nm {}: {}", binary.display(), String::from_utf8_lossy(&out.stderr));
    let mut map = HashMap::new();
    for line in String::from_utf8_lossy(&out.stdout).lines() {
        let mut f = line.split_whitespace();
        if let (Some(a), Some(_), Some(name)) = (f.next(), f.next(), f.next()) {
            if let Ok(a) = u64::from_str_radix(a, 16) {
                map.entry(name.to_string()).or_insert(a);
            }
        }
    }
    map
}

#[test]
fn the_functions_a_compile_runs_are_laid_out_together_in_the_listed_order() {
    let how = env!("NVVM_LOWER_SYMBOL_ORDER");
    if how != "applied" && std::env::var_os("NVVM_LOWER_ALLOW_UNORDERED").is_some() {
        eprintln!("symbol order not applied ({how}); allowed by NVVM_LOWER_ALLOW_UNORDERED");
        return;
    }
    assert_eq!(how, "applied", "build.rs did not give the linker build/symbol-order.txt; set NVVM_LOWER_ALLOW_UNORDERED=1 to build without it");
    let names = listed();
    assert!(names.len() > 1000, "build/symbol-order.txt lists only {} functions", names.len());
    let map = addresses(BIN.as_ref());
    let found: Vec<u64> = names.iter().filter_map(|n| map.get(n).copied()).collect();
    assert!(
        found.len() * 100 >= names.len() * 95,
        "only {} of the {} listed functions are in the binary: LLVM or the code changed; run scripts/symbol-order",
        found.len(),
        names.len()
    );
    let ascending = found.windows(2).filter(|w| w[0] < w[1]).count();
    assert!(
        ascending * 100 >= (found.len() - 1) * 99,
        "the listed functions are not laid out in order ({ascending} of {} pairs ascend): the linker ignored the list",
        found.len() - 1
    );
    let span = found.last().unwrap() - found[0];
    let size = std::fs::metadata(BIN).unwrap().len();
    assert!(span * 3 < size, "the listed functions spread over {span} bytes of a {size}-byte binary");
}

/// The shared libraries the tool names (`NEEDED`) and whether it asks for
/// a dynamic loader (`INTERP`), from its program and dynamic headers.
fn dynamic_needs() -> (Vec<String>, bool) {
    let out = Command::new("readelf").args(["--program-headers", "--dynamic", "--wide", BIN]).output().expect("readelf (binutils) runs");
    assert!(out.status.success(), "readelf {BIN}: {}", String::from_utf8_lossy(&out.stderr));
    let text = String::from_utf8_lossy(&out.stdout);
    let needed = text.lines().filter(|l| l.contains("(NEEDED)")).filter_map(|l| Some(l.split_once('[')?.1.trim_end_matches(']').to_string())).collect();
    (needed, text.lines().any(|l| l.trim_start().starts_with("INTERP")))
}

#[test]
#[cfg(all(target_os = "linux", target_arch = "x86_64", target_feature = "crt-static"))]
fn the_tool_is_one_static_executable() {
    let (needed, interp) = dynamic_needs();
    assert!(needed.is_empty() && !interp, "the tool needs {needed:?} (a dynamic loader: {interp}): .cargo/config.toml links it statically, glibc included, and build/llvm-22's llvm-config names no system library");
}

#[test]
#[cfg(all(target_os = "linux", not(target_feature = "crt-static")))]
fn the_tool_loads_no_shared_library_but_libc_and_libm() {
    let (needed, _) = dynamic_needs();
    let allowed = ["libc.so.6", "libm.so.6", "ld-linux-x86-64.so.2", "ld-linux-aarch64.so.1"];
    let extra: Vec<&String> = needed.iter().filter(|n| !allowed.contains(&n.as_str())).collect();
    assert!(extra.is_empty(), "the tool needs {extra:?} at run time (all: {needed:?}): build.rs links libstdc++, zlib, zstd and the unwinder statically");
}

/// LLVM's option map is sized before its static constructors fill it
/// (src/bin/nvvm-lower/cl_options.cpp, compiled by build.rs where this
/// repository's configuration gives LLVM's headers): the function is in the
/// tool, so the build did not silently leave it out.
#[test]
#[cfg(all(target_os = "linux", target_arch = "x86_64", target_feature = "crt-static"))]
fn llvm_s_option_map_is_sized_at_start_up() {
    assert!(addresses(BIN.as_ref()).contains_key("nvvm_lower_reserve_cl_options"), "nvvm_lower_reserve_cl_options is not in {BIN}: build.rs did not compile cl_options.cpp");
}

/// The binary the scripts and lit run: cargo's, laid out by scripts/bolt by a
/// profile of its own compiles (the blocks a compile runs moved together,
/// those none runs split off: an example compiles about a fifth faster,
/// docs/performance.md). It must carry BOLT's layout, with the code a
/// compile runs in under 3 MiB, and compile every example to the bytes
/// cargo's binary writes. (`cargo test` links a binary of its own, whose
/// dependencies are built with the features the tests add, at the same
/// path: the two are compared, as the same code.)
#[test]
#[cfg(all(target_os = "linux", target_arch = "x86_64", target_feature = "crt-static"))]
fn the_binary_the_scripts_run_is_laid_out_by_a_profile_and_compiles_as_cargo_s_does() {
    let laid_out = std::path::Path::new(BIN).parent().unwrap().join("bolt/nvvm-lower");
    if !laid_out.exists() && std::env::var_os("NVVM_LOWER_ALLOW_UNORDERED").is_some() {
        eprintln!("{} missing; allowed by NVVM_LOWER_ALLOW_UNORDERED", laid_out.display());
        return;
    }
    assert!(laid_out.exists(), "{} missing: run scripts/bolt (scripts/test does)", laid_out.display());
    let sections = Command::new("readelf").args(["-SW"]).arg(&laid_out).output().expect("readelf (binutils) runs");
    assert!(String::from_utf8_lossy(&sections.stdout).contains(".note.bolt_info"), "{} was not laid out by BOLT: see scripts/bolt's message (bolt-22 and valgrind come from scripts/setup)", laid_out.display());
    let symbols = addresses(&laid_out);
    let symbol = |name: &str| *symbols.get(name).unwrap_or_else(|| panic!("{name} not in {}", laid_out.display()));
    let hot = symbol("__hot_end") - symbol("__hot_start");
    assert!(hot > 256 << 10 && hot < 3 << 20, "the code the profile runs spans {hot} bytes");

    let mut compared = 0;
    for entry in std::fs::read_dir(concat!(env!("CARGO_MANIFEST_DIR"), "/examples")).unwrap() {
        let path = entry.unwrap().path();
        if path.extension().is_none_or(|e| e != "mlir") {
            continue;
        }
        let text = std::fs::read_to_string(&path).unwrap();
        let target = text.split("--target ").nth(1).and_then(|t| t.split_whitespace().next()).unwrap_or("sm_90a");
        let compile = |bin: &std::path::Path| Command::new(bin).arg(&path).args(["--target", target, "-o", "-"]).output().unwrap();
        let (ours, cargo_s) = (compile(&laid_out), compile(BIN.as_ref()));
        assert!(cargo_s.status.success(), "{}: {}", path.display(), String::from_utf8_lossy(&cargo_s.stderr));
        assert_eq!((ours.status.code(), &ours.stdout, &ours.stderr), (cargo_s.status.code(), &cargo_s.stdout, &cargo_s.stderr), "{} compiles differently laid out", path.display());
        compared += 1;
    }
    assert!(compared >= 5, "only {compared} examples");

    // On two threads too: glibc's malloc takes other paths once a process
    // has a second thread (the paths scripts/bolt.py keeps BOLT away from).
    let examples = ["mbarrier_pipeline.mlir", "tma_wgmma.mlir", "pipeline_ring.mlir", "dsmem_transfer.mlir"].map(|e| format!("{}/examples/{e}", env!("CARGO_MANIFEST_DIR")));
    let batch = |bin: &std::path::Path, dir: &std::path::Path| {
        let out = Command::new(bin).args(&examples).args(["--target", "sm_90a", "-j", "2", "-o"]).arg(dir).output().unwrap();
        assert!(out.status.success(), "{} on two threads: {:?} {}", bin.display(), out.status, String::from_utf8_lossy(&out.stderr));
        let mut files: Vec<_> = std::fs::read_dir(dir).unwrap().map(|e| e.unwrap().path()).collect();
        files.sort();
        files.iter().map(|f| std::fs::read(f).unwrap()).collect::<Vec<_>>()
    };
    let dir = tempfile::tempdir().unwrap();
    let (a, b) = (dir.path().join("laid-out"), dir.path().join("cargo"));
    let (ours, cargo_s) = (batch(&laid_out, &a), batch(BIN.as_ref(), &b));
    assert_eq!(ours.len(), examples.len());
    assert!(ours == cargo_s, "a batch run on two threads compiles differently laid out");
}
