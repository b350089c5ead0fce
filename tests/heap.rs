//! The tool's heap on transparent huge pages (src/bin/nvvm-lower/heap.rs):
//! an example compiled with the heap as the tool sets it up and with
//! malloc's defaults (`NVVM_LOWER_HEAP=plain`) gives the same PTX, and where
//! the kernel hands out huge pages on request, far fewer page faults (about
//! 660 → 290 on tma_wgmma.mlir as the process's resource usage counts them,
//! which includes the `.bss` pages mapped in one call; each fault costs about
//! 2.5 µs, docs/performance.md).
//! One test in this file: the page faults are read from the children's
//! resource usage, which every child of the process adds to.
#![cfg(all(target_os = "linux", target_env = "gnu", target_arch = "x86_64"))]

use std::process::Command;

const BIN: &str = env!("CARGO_BIN_EXE_nvvm-lower");

#[repr(C)]
struct Rusage {
    times: [i64; 4],
    longs: [i64; 14],
}

extern "C" {
    fn getrusage(who: i32, usage: *mut Rusage) -> i32;
}

/// Page faults of all waited-for children so far.
fn children_faults() -> i64 {
    const RUSAGE_CHILDREN: i32 = -1;
    let mut u = Rusage { times: [0; 4], longs: [0; 14] };
    // SAFETY: getrusage fills the struct, laid out as glibc's on x86_64.
    assert_eq!(unsafe { getrusage(RUSAGE_CHILDREN, &mut u) }, 0);
    u.longs[4] // ru_minflt
}

/// The PTX of one compile of `example` and the fewest page faults of three.
fn compile(example: &str, plain: bool) -> (Vec<u8>, i64) {
    let path = format!("{}/examples/{example}", env!("CARGO_MANIFEST_DIR"));
    let mut best = (Vec::new(), i64::MAX);
    for _ in 0..3 {
        let mut cmd = Command::new(BIN);
        cmd.args([path.as_str(), "--target", "sm_90a", "-o", "-"]);
        if plain {
            cmd.env("NVVM_LOWER_HEAP", "plain");
        } else {
            cmd.env_remove("NVVM_LOWER_HEAP");
        }
        let before = children_faults();
        let out = cmd.output().expect("nvvm-lower runs");
        let faults = children_faults() - before;
        assert!(out.status.success(), "{example}: {}", String::from_utf8_lossy(&out.stderr));
        best = (out.stdout, best.1.min(faults));
    }
    best
}

/// How often the kernel could not give a huge page where one was asked for
/// (memory too fragmented), all processes together.
fn huge_page_fallbacks() -> u64 {
    let stat = std::fs::read_to_string("/proc/vmstat").unwrap_or_default();
    stat.lines().filter_map(|l| l.strip_prefix("thp_fault_fallback ")).find_map(|n| n.trim().parse().ok()).unwrap_or(0)
}

#[test]
fn an_example_s_heap_is_faulted_in_as_huge_pages_where_the_kernel_gives_them() {
    let setting = std::fs::read_to_string("/sys/kernel/mm/transparent_hugepage/enabled").unwrap_or_default();
    for example in ["tma_wgmma.mlir", "dsmem_transfer.mlir"] {
        let fallbacks = huge_page_fallbacks();
        let (ptx_plain, plain) = compile(example, true);
        let (ptx_huge, huge) = compile(example, false);
        let fell_back = huge_page_fallbacks() - fallbacks;
        let on_request = (setting.contains("[always]") || setting.contains("[madvise]")) && fell_back == 0;
        assert!(ptx_plain.starts_with(b"//") && ptx_plain == ptx_huge, "{example}: the PTX differs with malloc's defaults");
        eprintln!("{example}: {plain} page faults with malloc's defaults, {huge} with the tool's heap (transparent huge pages: {})", setting.trim());
        if on_request {
            // The heap's share of the faults, about 370 of 660, goes.
            assert!(huge * 10 < plain * 7, "{example}: {huge} page faults with the tool's heap against {plain} with malloc's defaults");
        } else {
            eprintln!("note: the kernel gave no transparent huge page on request ({fell_back} fallbacks to small pages meanwhile); only that nothing got worse is checked");
            assert!(huge <= plain + plain / 20, "{example}: {huge} page faults with the tool's heap against {plain}");
        }
    }
}
