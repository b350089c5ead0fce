//! Compiling many modules in one process does not grow its memory with the
//! number of modules: what each compile allocates is freed (a front end that
//! compiles kernels in process, a batch run of the CLI). One test in its own
//! process, because it reads the peak memory of its children.
//!
//! It failed when every `.ll` read leaked LLVM's copy of the text (inkwell's
//! `create_module_from_ir` forgets the buffer LLVM 22 leaves with its
//! caller): 20 KiB per Triton softmax, 7 MiB over the second run's 350 more.

use std::path::Path;
use std::process::Command;

fn peak_of_children_kib() -> i64 {
    // SAFETY: getrusage fills the struct it is given.
    let mut usage: libc::rusage = unsafe { std::mem::zeroed() };
    assert_eq!(unsafe { libc::getrusage(libc::RUSAGE_CHILDREN, &mut usage) }, 0);
    usage.ru_maxrss
}

fn batch(files: &[std::path::PathBuf], out: &Path) -> i64 {
    let status = Command::new(env!("CARGO_BIN_EXE_nvvm-lower")).args(files).args(["--target", "sm_90a", "-j", "1", "-o"]).arg(out).status().unwrap();
    assert!(status.success());
    peak_of_children_kib()
}

#[test]
fn memory_stays_flat_over_hundreds_of_modules() {
    let softmax = std::fs::read(concat!(env!("CARGO_MANIFEST_DIR"), "/lit/frontend/triton/softmax.sm_90a.ll")).unwrap();
    let dir = std::env::temp_dir().join(format!("nvvm-lower-memory-{}", std::process::id()));
    let out = dir.join("out");
    std::fs::create_dir_all(&out).unwrap();
    let files: Vec<_> = (0..400)
        .map(|i| {
            let f = dir.join(format!("k{i}.ll"));
            std::fs::write(&f, &softmax).unwrap();
            f
        })
        .collect();
    let few = batch(&files[..50], &out);
    let many = batch(&files, &out);
    std::fs::remove_dir_all(&dir).ok();
    assert!(many - few < 3 * 1024, "50 modules peaked at {few} KiB, 400 at {many} KiB: about {} KiB more per module", (many - few) / 350);
}
