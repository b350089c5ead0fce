//! Out of memory (docs/reliability.md F23): the CLI under an address-space
//! limit (`ulimit -v`) swept from below what reading the input takes to
//! above what the whole compile takes, on modules of 5 x 10^4 calls in the
//! input language and in LLVM IR. Each run must end with PTX and status 0,
//! or with "error: ... out of memory ..." and status 1: never a signal (LLVM's
//! "out of memory" abort, Rust's "memory allocation of N bytes failed"
//! abort, a segfault on a null LLVM returned), never a partial output file
//! and never a temporary file left behind. Where the limit falls (in Rust,
//! in LLVM's parser, in code generation) depends on the machine; the sweep
//! must meet LLVM's handler at least once.

mod common;

use common::*;
use std::os::unix::process::ExitStatusExt;
use std::process::Command;

const CALLS: usize = 50_000;

fn modules(dir: &std::path::Path) -> [std::path::PathBuf; 2] {
    let mlir = dir.join("big.mlir");
    std::fs::write(&mlir, format!("llvm.func @k() attributes {{nvvm.kernel}} {{\n{}  llvm.return\n}}\n", "  nvvm.barrier0\n".repeat(CALLS))).unwrap();
    let ll = dir.join("big.ll");
    std::fs::write(&ll, format!("define ptx_kernel void @k() {{\n{}  ret void\n}}\n", "  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)\n".repeat(CALLS))).unwrap();
    [mlir, ll]
}

#[test]
fn out_of_memory_is_a_diagnostic_at_every_limit() {
    let dir = tempfile::tempdir().unwrap();
    let tmp = dir.path().join("tmp");
    std::fs::create_dir(&tmp).unwrap();
    let out = dir.path().join("out.ptx");
    let mut in_llvm = 0;
    let mut refused = 0;
    let mut passed = 0;
    for input in modules(dir.path()) {
        for limit_mb in [36, 40, 44, 48, 56, 64, 80, 96, 128, 160, 400] {
            let _ = std::fs::remove_file(&out);
            let run = Command::new("bash")
                .arg("-c")
                .arg(format!("ulimit -v {}; exec \"$0\" \"$@\"", limit_mb * 1000))
                .arg(BIN)
                .arg(&input)
                .args(["--target", "sm_90", "-o"])
                .arg(&out)
                .env("TMPDIR", &tmp)
                .output()
                .unwrap();
            let err = String::from_utf8_lossy(&run.stderr);
            let what = format!("{} under {limit_mb} MB: {:?}\n{err}", input.display(), run.status);
            assert_eq!(run.status.signal(), None, "{what}");
            match run.status.code() {
                Some(0) => {
                    passed += 1;
                    assert!(std::fs::read_to_string(&out).unwrap().contains(".entry k"), "{what}");
                }
                Some(1) => {
                    refused += 1;
                    assert!(err.starts_with("error") && err.contains("out of memory") && !err.contains("panicked"), "{what}");
                    assert!(!out.exists(), "an output file after a failure: {what}");
                    in_llvm += usize::from(err.contains("out of memory in LLVM"));
                }
                _ => panic!("{what}"),
            }
            let left: Vec<_> = std::fs::read_dir(&tmp).unwrap().collect();
            assert!(left.is_empty(), "temporary files left: {left:?}: {what}");
        }
    }
    assert!(passed > 0 && refused > 0, "the sweep should cover both ends: {passed} passed, {refused} refused");
    assert!(in_llvm > 0, "no limit of the sweep ran out inside LLVM");
}
