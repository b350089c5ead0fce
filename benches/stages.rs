//! Time per pipeline stage on a generated module of sync ops, in process.
//! Run by `scripts/bench`, whose `benches/report.py` also times `llc-22` on the
//! `.ll` this writes and the end-to-end CLI runs; by hand:
//!
//!     cargo bench --bench stages -- --ops 100000 --per-kernel 50 --target sm_90a --out target/bench
//!
//! Prints one JSON object: the median seconds of each stage over `--reps` runs.
use inkwell::context::Context;
use nvvm_lower::backend::{self, Backend};
use nvvm_lower::driver::{compile_source, Emit, Options};
use nvvm_lower_synth::{form_function, forms_on, nvsync_function, Rng, NVSYNC_KERNELS};
use nvvm_lower::target::Target;
use nvvm_lower::{driver, emit, parse};
use std::path::PathBuf;
use std::time::Instant;

mod common;
use common::median;

struct Args {
    ops: usize,
    per_kernel: usize,
    target: Target,
    reps: usize,
    out: PathBuf,
    /// Modules of one 20-op kernel for the many-kernels measurement.
    kernels: usize,
    /// Basic blocks of the one-kernel block-chain measurement.
    blocks: usize,
}

fn args() -> Args {
    let mut a = Args { ops: 100_000, per_kernel: 50, target: Target::parse("sm_90a").unwrap(), reps: 3, out: PathBuf::from("target/bench"), kernels: 400, blocks: 100_000 };
    let mut it = std::env::args().skip(1);
    while let Some(k) = it.next() {
        let mut v = || it.next().unwrap_or_else(|| panic!("{k} needs a value"));
        match k.as_str() {
            "--ops" => a.ops = v().parse().expect("--ops N"),
            "--per-kernel" => a.per_kernel = v().parse().expect("--per-kernel N"),
            "--target" => a.target = Target::parse(&v()).expect("--target"),
            "--reps" => a.reps = v().parse().expect("--reps N"),
            "--out" => a.out = PathBuf::from(v()),
            "--kernels" => a.kernels = v().parse().expect("--kernels N"),
            "--blocks" => a.blocks = v().parse().expect("--blocks N"),
            "--bench" => {}
            other => panic!("unknown argument {other} (--ops N --per-kernel N --target T --reps N --out DIR --kernels N --blocks N)"),
        }
    }
    a
}

fn main() {
    let a = args();
    std::fs::create_dir_all(&a.out).unwrap();
    let src = dense_module(&mut Rng::new(1), &cta_group_classes(pieces(a.target, true), a.target), a.ops, a.per_kernel);
    std::fs::write(a.out.join("module.mlir"), &src).unwrap();
    // A kernel of the size of the end-to-end comparison with MLIR, of nvvm ops
    // alone: MLIR has no nvsync ops.
    let nvvm_only = cta_group_classes(pieces(a.target, false), a.target);
    std::fs::write(a.out.join("kernel20.mlir"), dense_module(&mut Rng::new(2), &nvvm_only, 20, 20)).unwrap();
    let times = time_stages(&src, a.target, a.reps, Some(&a.out));
    let mut fields = stage_fields(&times);
    // The front half against code generation run by run, each pair measured
    // back to back: a ratio of medians taken minutes apart moved by two
    // points with the load of a shared machine.
    let ratios: Vec<f64> = (0..a.reps).map(|r| times[..4].iter().map(|t| t[r]).sum::<f64>() / times[4][r]).collect();
    fields.push(format!("\"front_ratios\": [{}]", ratios.iter().map(|x| format!("{x:.5}")).collect::<Vec<_>>().join(", ")));
    // One kernel of `--blocks` basic blocks, a barrier in each: every stage
    // must stay near-linear in blocks (a dominator bitmap once made it n²).
    let blocks = block_chain(a.blocks);
    std::fs::write(a.out.join("blocks.mlir"), &blocks).unwrap();
    let block_fields = stage_fields(&time_stages(&blocks, a.target, a.reps, None));
    println!("{{\"ops\": {}, \"per_kernel\": {}, \"bytes\": {}, \"target\": \"{}\", \"reps\": {}, {}, \"blocks\": {{\"blocks\": {}, \"bytes\": {}, {}}}, \"many\": {}}}", a.ops, a.per_kernel, src.len(), a.target, a.reps, fields.join(", "), a.blocks, blocks.len(), block_fields.join(", "), many_kernels(&a, &nvvm_only));
}

const STAGES: [&str; 5] = ["parse", "verify", "lower", "emit", "codegen"];

fn stage_fields(times: &[Vec<f64>]) -> Vec<String> {
    STAGES.iter().zip(times).map(|(n, v)| format!("\"{n}\": {:.6}", median(v.clone()))).collect()
}

/// A kernel of `n` blocks in a chain, `nvvm.barrier0` in each.
fn block_chain(n: usize) -> String {
    let mut s = String::from("llvm.func @k() attributes {nvvm.kernel} {\n  llvm.br ^bb1\n");
    for i in 1..n {
        s.push_str(&format!("^bb{i}:\n  nvvm.barrier0\n  llvm.br ^bb{}\n", i + 1));
    }
    s.push_str(&format!("^bb{n}:\n  llvm.return\n}}\n"));
    s
}

/// Seconds of each stage over `reps` runs; the first run's LLVM IR and PTX
/// are written to `out` when given.
fn time_stages(src: &str, target: Target, reps: usize, out: Option<&std::path::Path>) -> Vec<Vec<f64>> {
    let mut times: Vec<Vec<f64>> = vec![Vec::new(); STAGES.len()];
    for rep in 0..reps {
        let mut lap = Instant::now();
        let mut t = |i: usize| {
            times[i].push(lap.elapsed().as_secs_f64());
            lap = Instant::now();
        };
        let mut m = parse::parse_module(src).expect("the generated module parses");
        t(0);
        let checked = driver::check(&mut m, target, None, Default::default()).expect("the generated module verifies, without races");
        t(1);
        // As the driver runs them: lowering and emission consume the IR.
        let front = driver::lower_checked(m, checked, target, None).expect("lowers");
        t(2);
        let ctx = Context::create();
        let version = front.ptx;
        // As the driver emits for PTX: without value names.
        let llvm = emit::emit_module_with(&ctx, front.module, "bench", emit::ValueNames::Drop).expect("emits");
        t(3);
        let ptx = backend::compile(&llvm, target, version, Backend::InProcess).expect("codegen");
        t(4);
        if let (0, Some(out)) = (rep, out) {
            std::fs::write(out.join("module.ptx"), &ptx).unwrap();
            std::fs::write(out.join("module.ptx-version"), version.to_string()).unwrap();
        }
    }
    if let Some(out) = out {
        // llc-22's input is what `--emit llvm-ir` writes, names included.
        let opts = Options { emit: Emit::LlvmIr, ..Options::new(target) };
        std::fs::write(out.join("module.ll"), compile_source(src, &opts).expect("emits LLVM IR").text).unwrap();
    }
    times
}

/// Many kernels in one process, as a front end or a JIT compiles them:
/// `--kernels` modules of one 20-op kernel each (written to `kernels/` for
/// the batch CLI run of `benches/report.py`), compiled on 1, 2, ... up to
/// every core. Returns JSON: kernels per second per thread count.
fn many_kernels(a: &Args, pool: &[Vec<Piece>; 2]) -> String {
    let dir = a.out.join("kernels");
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let sources: Vec<String> = (0..a.kernels).map(|i| dense_module(&mut Rng::new(100 + i as u64), pool, 20, 20)).collect();
    for (i, s) in sources.iter().enumerate() {
        std::fs::write(dir.join(format!("k{i:04}.mlir")), s).unwrap();
    }
    let opts = Options::new(a.target);
    // The first compile of a process builds the target machine: timed apart.
    let first = Instant::now();
    compile_source(&sources[0], &opts).expect("compiles");
    let cold = first.elapsed().as_secs_f64();
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
    let mut rates = Vec::new();
    for threads in 1..=cores {
        let runs: Vec<f64> = (0..a.reps)
            .map(|_| {
                let t = Instant::now();
                let outs = nvvm_lower::driver::compile_many(&sources, &opts, threads);
                assert!(outs.iter().all(Result::is_ok), "every generated kernel compiles");
                sources.len() as f64 / t.elapsed().as_secs_f64()
            })
            .collect();
        rates.push(format!("\"{threads}\": {:.1}", median(runs)));
    }
    format!("{{\"kernels\": {}, \"cold_first_s\": {cold:.6}, \"cores\": {cores}, \"kernels_per_s\": {{{}}}}}", sources.len(), rates.join(", "))
}

/// One sync op of a kernel: its parameters and body, renamed apart from the
/// others by [`kernel`] when it is placed.
#[derive(Clone)]
struct Piece {
    params: String,
    body: String,
}

/// The single-block kernels of one op each that `target` has: every form of
/// every op in the table but the special-register reads, and (`with_nvsync`)
/// the nvsync expansions nvvm-lower lowers there.
fn pieces(target: Target, with_nvsync: bool) -> Vec<Piece> {
    let forms = forms_on(target)
        .into_iter()
        .filter(|(s, _)| !s.name.starts_with("nvvm.read.ptx.sreg") && (with_nvsync || !s.name.starts_with("nvsync.")))
        .map(|(s, f)| form_function("k", s, f));
    let nvsync = NVSYNC_KERNELS.iter().filter(|_| with_nvsync).map(|k| nvsync_function("k", k.1)).filter(|f| compile_source(f, &Options { emit: Emit::LlvmIr, ..Options::new(target) }).is_ok());
    forms
        .chain(nvsync)
        .filter(|text| !text.contains('^'))
        .map(|text| {
            let open = text.find('(').unwrap();
            let close = text.find(") attributes").unwrap();
            let lines: Vec<&str> = text.lines().collect();
            let body = lines[1..lines.len() - 2].iter().map(|l| format!("{l}\n")).collect();
            Piece { params: text[open + 1..close].to_string(), body }
        })
        .collect()
}

/// Which kernels a piece may share: tcgen05 instructions of one kernel must
/// all use one cta_group, so pieces are sorted into those that verify next to
/// a cta_group::1 piece, next to a cta_group::2 piece, or both.
fn cta_group_classes(pool: Vec<Piece>, target: Target) -> [Vec<Piece>; 2] {
    let with = |a: &Piece, b: &Piece| {
        let src = kernel("k", &[a, b]);
        compile_source(&src, &Options { emit: Emit::LlvmIr, ..Options::new(target) }).is_ok()
    };
    let group = |g: &str| pool.iter().position(|p| p.body.contains(&format!("cta_group<cta_{g}>")) && !p.body.contains("cp.async.bulk.tensor"));
    let (Some(g1), Some(g2)) = (group("1"), group("2")) else { return [pool, Vec::new()] };
    let ok: Vec<[bool; 2]> = pool.iter().map(|p| [with(p, &pool[g1]), with(p, &pool[g2])]).collect();
    let mut classes = [Vec::new(), Vec::new()];
    for (p, ok) in pool.into_iter().zip(ok) {
        match ok {
            [true, true] => {
                classes[0].push(p.clone());
                classes[1].push(p);
            }
            [true, false] => classes[0].push(p),
            [false, true] => classes[1].push(p),
            [false, false] => {}
        }
    }
    classes
}

/// One kernel `@name` holding `pieces`, renamed apart.
fn kernel(name: &str, pieces: &[&Piece]) -> String {
    let params: Vec<String> = pieces.iter().enumerate().filter(|(_, p)| !p.params.is_empty()).map(|(j, p)| rename(&p.params, j)).collect();
    let mut out = format!("llvm.func @{name}({}) attributes {{nvvm.kernel}} {{\n", params.join(", "));
    for (j, p) in pieces.iter().enumerate() {
        out += &rename(&p.body, j);
    }
    out + "  llvm.return\n}\n"
}

/// `%x` becomes `%o<tag>_x`, so that pieces share a kernel without sharing values.
fn rename(text: &str, tag: usize) -> String {
    text.replace('%', &format!("%o{tag}_"))
}

/// A module of `ops` sync ops drawn by `rng` from `classes`, `per_kernel` of
/// them in each kernel: the shape of real code (many ops a kernel), unlike the generator
/// test's one op a kernel.
fn dense_module(rng: &mut Rng, classes: &[Vec<Piece>; 2], ops: usize, per_kernel: usize) -> String {
    let mut out = String::new();
    for k in 0..ops.div_ceil(per_kernel) {
        let n = per_kernel.min(ops - k * per_kernel);
        let pool = match classes {
            [a, b] if b.is_empty() || rng.below(2) == 0 => a,
            [_, b] => b,
        };
        let chosen: Vec<&Piece> = (0..n).map(|_| &pool[rng.below(pool.len())]).collect();
        out += &kernel(&format!("k{k}"), &chosen);
    }
    out
}
