//! The code-generation pipeline nvvm-lower keeps across modules
//! (src/backend/codegen.cpp) writes exactly the PTX that LLVM's C API writes
//! with a pipeline built for the module alone.
//!
//! Every module of the positive lit inputs (lowered to LLVM IR), every LLVM IR
//! input of lit (the front-end corpus among them) and generated modules of
//! random ops are compiled one after another on one thread, so that each
//! pipeline has run on many other modules first, in two orders and at -O0,
//! -O2 and -O3; between them, modules LLVM's code generator refuses (its
//! error drops the pipeline). Each PTX must equal the fresh pipeline's byte
//! for byte.

mod common;

use common::*;
use inkwell::context::Context;
use nvvm_lower::backend::{self, Backend, OptLevel};
use nvvm_lower::driver::{self, Emit, Options};
use nvvm_lower::target::{PtxVersion, Target};
use nvvm_lower_synth::{random_module, Rng};

/// A module as LLVM IR text and what it was checked for.
struct Module {
    name: String,
    ll: String,
    target: Target,
    ptx: PtxVersion,
}

fn lowered(name: String, src: &str, target: Target, ptx: Option<PtxVersion>) -> Option<Module> {
    let opts = Options { ptx, emit: Emit::LlvmIr, ..Options::new(target) };
    let out = driver::compile_source(src, &opts).ok()?;
    Some(Module { name, ll: out.text, target, ptx: out.ptx_version })
}

fn lit_llvm_ir_modules() -> Vec<Module> {
    let mut files = Vec::new();
    let mut stack = vec![root().join("lit")];
    while let Some(d) = stack.pop() {
        for e in std::fs::read_dir(&d).unwrap() {
            let p = e.unwrap().path();
            if p.is_dir() {
                stack.push(p);
            } else if p.extension().is_some_and(|x| x == "ll") {
                files.push(p);
            }
        }
    }
    files.sort();
    let mut out = Vec::new();
    for f in files {
        let bytes = std::fs::read(&f).unwrap();
        for t in ["sm_80", "sm_90a", "sm_100a"] {
            let target = Target::parse(t).unwrap();
            let opts = Options { emit: Emit::LlvmIr, ..Options::new(target) };
            if let Ok((o, _)) = driver::compile_llvm_ir(&bytes, &f.to_string_lossy(), &opts) {
                out.push(Module { name: format!("{} ({t})", f.display()), ll: o.text, target, ptx: o.ptx_version });
            }
        }
    }
    out
}

fn corpus() -> Vec<Module> {
    let mut out: Vec<Module> = lit_positive_modules()
        .into_iter()
        .filter_map(|j| {
            let target = Target::parse(&j.target).ok()?;
            let ptx = j.ptx.as_deref().map(|p| p.parse().unwrap());
            lowered(format!("{}:{} ({})", j.file, j.line, j.target), &j.text, target, ptx)
        })
        .collect();
    out.extend(lit_llvm_ir_modules());
    let mut rng = Rng::new(0x5eed);
    for (i, t) in ["sm_80", "sm_90a", "sm_100a"].iter().cycle().take(150).enumerate() {
        let target = Target::parse(t).unwrap();
        let src = random_module(&mut rng, target, 1 + i % 12);
        out.extend(lowered(format!("random module {i} ({t})"), &src, target, None));
    }
    out
}

/// A module every target's code generator refuses as it writes it: an inline
/// asm operand modifier NVPTX does not know ("invalid operand in inline asm").
const REFUSED: &str = r#"define ptx_kernel void @refused(i32 %x) {
  call void asm sideeffect "mov.u32 %r0, ${0:q};", "r"(i32 %x)
  ret void
}
"#;

/// How a module reaches code generation.
#[derive(Clone, Copy, Debug)]
enum Route {
    /// A pipeline and target machine of its own, as llc-22 builds them.
    Fresh,
    /// The thread's pipeline, the module borrowed (`compile_at`): one whose
    /// shared variables NVPTX demotes ends the pipeline.
    Borrowed,
    /// The thread's pipeline, the module given with its context
    /// (`compile_kept`): a demoting one is kept alive and the pipeline goes on.
    Kept,
}

fn ptx(ll: &str, m: &Module, opt: OptLevel, route: Route) -> Result<String, String> {
    let out = match route {
        Route::Kept => {
            let (module, ()) = backend::OwnedModule::build(|ctx| driver::read_llvm_ir(ctx, ll.as_bytes(), &m.name).map(|(module, _)| (module, ()))).map_err(|e| e.message().to_string())?;
            backend::compile_kept(module, m.target, m.ptx, Backend::InProcess, opt, false)
        }
        _ => {
            let ctx = Context::create();
            let (module, _) = driver::read_llvm_ir(&ctx, ll.as_bytes(), &m.name).map_err(|e| e.message().to_string())?;
            match route {
                Route::Fresh => backend::compile_with_fresh_pipeline(&module, m.target, m.ptx, opt),
                _ => backend::compile_at(&module, m.target, m.ptx, Backend::InProcess, opt),
            }
        }
    };
    out.map_err(|d| d.message)
}

/// Compiles each module through `route` and through a fresh pipeline; both
/// must agree.
fn compare(modules: &[&Module], opt: OptLevel, route: Route) -> usize {
    let mut compared = 0;
    for (i, m) in modules.iter().enumerate() {
        if i % 40 == 0 {
            let refused = ptx(REFUSED, m, opt, route);
            assert!(refused.as_ref().is_err_and(|e| e.contains("invalid operand")), "the refused module, before {}: {refused:?}", m.name);
        }
        let kept = ptx(&m.ll, m, opt, route);
        let fresh = ptx(&m.ll, m, opt, Route::Fresh);
        assert_eq!(kept, fresh, "{} at {opt:?} ({route:?}): the kept pipeline's output differs from a fresh one's", m.name);
        compared += 1;
    }
    compared
}

/// Whether NVPTX may demote one of the module's shared variables into a
/// function (an internal `addrspace(3)` global).
fn demotes(m: &Module) -> bool {
    m.ll.lines().any(|l| l.starts_with('@') && l.contains("internal") && l.contains("addrspace(3) global"))
}

#[test]
fn a_kept_pipeline_writes_what_a_fresh_one_writes() {
    // One thread: the kept pipelines are this thread's.
    let corpus = corpus();
    assert!(corpus.len() > 700, "only {} modules", corpus.len());
    let demoting = corpus.iter().filter(|m| demotes(m)).count();
    assert!(demoting > 30, "only {demoting} modules with a shared variable NVPTX may demote");
    let forward: Vec<&Module> = corpus.iter().collect();
    let backward: Vec<&Module> = corpus.iter().rev().collect();
    let mut n = compare(&forward, OptLevel::O2, Route::Kept);
    n += compare(&backward, OptLevel::O2, Route::Borrowed);
    let sample: Vec<&Module> = corpus.iter().step_by(7).collect();
    n += compare(&sample, OptLevel::O0, Route::Kept);
    n += compare(&sample, OptLevel::O3, Route::Borrowed);
    eprintln!("{n} compilations equal over {} modules ({demoting} with a shared variable NVPTX may demote)", corpus.len());
}

/// The modules a pipeline keeps alive are the ones that hold its demoted
/// variables' functions at their addresses: many demoting modules, more than
/// a pipeline keeps, each between modules that do not demote, on one thread.
#[test]
fn a_pipeline_serves_many_modules_with_demoted_variables() {
    let corpus = corpus();
    // The target with the most demoting modules: one pipeline runs them all.
    let key = |m: &Module| (m.target, m.ptx);
    let mut counts = std::collections::HashMap::new();
    for m in corpus.iter().filter(|m| demotes(m)) {
        *counts.entry(key(m)).or_insert(0) += 1;
    }
    let (&busiest, _) = counts.iter().max_by_key(|(_, n)| **n).expect("demoting modules");
    let demoting: Vec<&Module> = corpus.iter().filter(|m| demotes(m) && key(m) == busiest).collect();
    let others: Vec<&Module> = corpus.iter().filter(|m| !demotes(m) && key(m) == busiest).take(40).collect();
    assert!(!others.is_empty());
    // Past the 64 demoting modules a pipeline keeps, twice over.
    let mut order = Vec::new();
    for i in 0..200 {
        order.push(demoting[i % demoting.len()]);
        order.push(others[i % others.len()]);
    }
    compare(&order, OptLevel::O2, Route::Kept);
}
