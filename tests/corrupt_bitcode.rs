//! Corrupt bitcode (docs/reliability.md F25): byte-level mutants of valid
//! `.bc` files (bits flipped, bytes overwritten, runs of 0xff, spans cut,
//! repeated or inserted, the file cut short), each through the CLI's `check`
//! under a 4 GB address-space limit and a timeout. Each must end with status
//! 0, or 1 and a diagnostic: never a signal and never a timeout. LLVM's
//! reader, given some of them, asks for 32 GB at once ("LLVM ERROR: out of
//! memory", SIGABRT), grows past 10 GB in 20 s, dereferences null (SIGSEGV,
//! llvm-dis-22 too) or runs its verifier and aborts ("Broken module
//! found"): the CLI reads bitcode under a memory bound and a crash guard
//! (`nvvm_lower::oom::bound_bitcode_reads`), and LLVM's debug-info upgrade
//! is done without its abort (`nvvm_lower::reader`). The seed is fixed;
//! `NVVM_LOWER_MUTANTS=N` runs N per file, `NVVM_LOWER_KEEP_MUTANTS=DIR`
//! copies the failures (and the reads past the bound) there.

mod common;

use common::*;
use std::os::unix::process::{CommandExt, ExitStatusExt};
use std::path::Path;
use std::process::Stdio;
use std::time::{Duration, Instant};

/// The valid modules mutated: Triton's (with debug info), a clang CUDA
/// kernel's calls and casts, inline PTX.
const SOURCES: [&str; 4] = ["lit/frontend/triton/flash_attn_fwd.sm_90a.ll", "lit/frontend/triton/tma_matmul.sm_100a.ll", "lit/frontend/triton-inline-ptx-races.ll", "lit/inline_ptx/addrspacecast-invalid.ll"];

/// The mutants of each file, unless NVVM_LOWER_MUTANTS says.
const MUTANTS: usize = 150;

/// The address space each run may take: far above the bound the CLI sets
/// on a read (256 MiB plus 256 times the file), so that the CLI's own bound
/// is what a runaway read meets, and far below what would hurt the machine.
const LIMIT: u64 = 4 << 30;

/// How long one run may take (a valid one of these takes about 50 ms).
const TIMEOUT: Duration = Duration::from_secs(20);

/// splitmix64.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n.max(1) as u64) as usize
    }
}

fn bitcode(path: &str) -> Vec<u8> {
    let text = std::fs::read(root().join(path)).unwrap();
    let ctx = inkwell::context::Context::create();
    let buf = inkwell::memory_buffer::MemoryBuffer::create_from_memory_range_copy(&text, path);
    let m = ctx.create_module_from_ir(buf).unwrap_or_else(|e| panic!("{path}: {e}"));
    m.write_bitcode_to_memory().as_slice().to_vec()
}

/// One mutant of `bc`; the magic (4 bytes) is kept but for 1 in 32.
fn mutate(bc: &[u8], rng: &mut Rng) -> (Vec<u8>, String) {
    let mut b = bc.to_vec();
    let from = if rng.below(32) == 0 { 0 } else { 4 };
    let at = from + rng.below(b.len() - from);
    let what = match rng.below(8) {
        0 => {
            let n = 1 + rng.below(4);
            for _ in 0..n {
                let i = from + rng.below(b.len() - from);
                b[i] ^= 1 << rng.below(8);
            }
            format!("{n} bits flipped")
        }
        1 => {
            let n = 1 + rng.below(8);
            for _ in 0..n {
                let i = from + rng.below(b.len() - from);
                b[i] = rng.next() as u8;
            }
            format!("{n} bytes overwritten")
        }
        2 => {
            let n = (1 + rng.below(8)).min(b.len() - at);
            b[at..at + n].fill(0xff);
            format!("{n} bytes of 0xff at {at}")
        }
        3 => {
            b.truncate(at);
            format!("cut at {at}")
        }
        4 => {
            let n = (1 + rng.below(16)).min(b.len() - at);
            b.drain(at..at + n);
            format!("{n} bytes dropped at {at}")
        }
        5 => {
            let n = (1 + rng.below(64)).min(b.len() - at);
            let span: Vec<u8> = b[at..at + n].to_vec();
            b.splice(at..at, span);
            format!("{n} bytes repeated at {at}")
        }
        6 => {
            let n = 1 + rng.below(8);
            let bytes: Vec<u8> = (0..n).map(|_| rng.next() as u8).collect();
            b.splice(at..at, bytes);
            format!("{n} bytes inserted at {at}")
        }
        _ => {
            // A 32-bit field (a block's length, a count) set large.
            let n = 4.min(b.len() - at);
            let v = [0x7f, 0xff, 0xff, 0xff];
            b[at..at + n].copy_from_slice(&v[..n]);
            format!("a word of 0x7fffffff at {at}")
        }
    };
    (b, what)
}

unsafe extern "C" {
    fn setrlimit(resource: i32, rlim: *const [u64; 2]) -> i32;
}

/// `nvvm-lower check FILE --target sm_90` under [`LIMIT`]: its status, or
/// None after [`TIMEOUT`], and its standard error.
fn check(file: &Path) -> (Option<std::process::ExitStatus>, String) {
    let mut c = cmd();
    c.args(["check", "--target", "sm_90"]).arg(file).stdin(Stdio::null()).stdout(Stdio::null()).stderr(Stdio::piped());
    // SAFETY: setrlimit is async-signal-safe and only lowers the child's limit.
    unsafe {
        c.pre_exec(|| {
            setrlimit(9, &[LIMIT, LIMIT]);
            Ok(())
        });
    }
    let mut child = c.spawn().unwrap();
    let mut err = child.stderr.take().unwrap();
    let reader = std::thread::spawn(move || {
        let mut s = String::new();
        let _ = std::io::Read::read_to_string(&mut err, &mut s);
        s
    });
    let start = Instant::now();
    let status = loop {
        if let Some(s) = child.try_wait().unwrap() {
            break Some(s);
        }
        if start.elapsed() > TIMEOUT {
            let _ = child.kill();
            let _ = child.wait();
            break None;
        }
        std::thread::sleep(Duration::from_millis(2));
    };
    (status, reader.join().unwrap())
}

#[test]
fn corrupt_bitcode_is_refused_without_a_crash() {
    let per_file = std::env::var("NVVM_LOWER_MUTANTS").ok().and_then(|n| n.parse().ok()).unwrap_or(MUTANTS);
    let dir = tempfile::tempdir().unwrap();
    let keep = std::env::var_os("NVVM_LOWER_KEEP_MUTANTS").map(std::path::PathBuf::from);
    let mut failures = Vec::new();
    let mut outcomes = [0usize; 4];
    for (n, source) in SOURCES.iter().enumerate() {
        let bc = bitcode(source);
        let mut rng = Rng(0x5eed_0000 + n as u64);
        let jobs: Vec<(Vec<u8>, String)> = (0..per_file).map(|_| mutate(&bc, &mut rng)).collect();
        let results = std::sync::Mutex::new(Vec::new());
        let next = std::sync::atomic::AtomicUsize::new(0);
        std::thread::scope(|s| {
            for _ in 0..2 {
                s.spawn(|| loop {
                    let i = next.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                    let Some((bytes, what)) = jobs.get(i) else { break };
                    let file = dir.path().join(format!("m{n}_{i}.bc"));
                    std::fs::write(&file, bytes).unwrap();
                    let (status, err) = check(&file);
                    results.lock().unwrap().push((i, what.clone(), status, err, file));
                });
            }
        });
        for (i, what, status, err, file) in results.into_inner().unwrap() {
            let verdict = match status.map(|s| (s.code(), s.signal())) {
                None => Some(format!("no result in {TIMEOUT:?}")),
                Some((Some(0), _)) => {
                    outcomes[0] += 1;
                    None
                }
                Some((Some(1), _)) if err.contains("error") && !err.contains("panicked") => {
                    outcomes[1] += 1;
                    let bound = err.contains("needed more than");
                    outcomes[2] += usize::from(bound);
                    outcomes[3] += usize::from(err.contains("LLVM's reader crashed"));
                    if let (true, Some(k)) = (bound, &keep) {
                        let _ = std::fs::copy(&file, k.join(format!("{}-{i}-bound.bc", Path::new(source).file_stem().unwrap().to_string_lossy())));
                    }
                    None
                }
                Some((code, signal)) => Some(format!("status {code:?}, signal {signal:?}")),
            };
            if let Some(v) = verdict {
                if let Some(k) = &keep {
                    let _ = std::fs::copy(&file, k.join(format!("{}-{i}.bc", Path::new(source).file_stem().unwrap().to_string_lossy())));
                }
                failures.push(format!("{source} mutant {i} ({what}): {v}\n{}", err.lines().take(4).collect::<Vec<_>>().join("\n")));
            }
        }
    }
    eprintln!("{} passed, {} refused ({} past the memory bound, {} crashed LLVM's reader), {} failures", outcomes[0], outcomes[1], outcomes[2], outcomes[3], failures.len());
    assert!(failures.is_empty(), "{} of {} mutants:\n{}", failures.len(), per_file * SOURCES.len(), failures.join("\n\n"));
}
