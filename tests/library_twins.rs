//! The library door refuses what the text door refuses. Every negative lit
//! test (`lit/**/*-invalid.mlir`, each `// -----` chunk) is built a second
//! time through `api::Lowering`, op by op, into an inkwell module — its
//! twin — and compiled with `api::compile_to_ptx`: the twin must be refused,
//! with every error code the text pipeline gives the same program, whether
//! the library finds it when an op is emitted or when the whole module is
//! checked (kernel-wide rules: cluster shapes, cta_group mixing, the race
//! checks, memory limits).
//!
//! A chunk is replayed when its program is what a front end can build with
//! the library: functions of straight-line table ops, constants and returns.
//! What the parser refuses (syntax) has no twin.

use inkwell::builder::Builder;
use inkwell::context::Context;
use inkwell::module::Module;
use inkwell::values::{BasicValueEnum, FunctionValue};
use nvvm_lower::api::{compile_to_ptx, Call, Lowering};
use nvvm_lower::driver::{compile_source, Options};
use nvvm_lower::ir::{self, Attr, OpKind};
use nvvm_lower::ops::{AttrKind, KernelAttrSpec, ResultSpec};
use nvvm_lower::target::{PtxVersion, Target};
use std::collections::{BTreeSet, HashMap};
use std::path::{Path, PathBuf};

fn negative_tests(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            negative_tests(&path, out);
        } else if path.to_string_lossy().ends_with("-invalid.mlir") {
            out.push(path);
        }
    }
}

/// The target and PTX pin of the file's first RUN line that compiles it.
fn run_target(text: &str) -> Option<(Target, Option<PtxVersion>)> {
    let line = text.lines().find(|l| l.contains("RUN:") && l.contains("%nvvm-lower") && l.contains("--target"))?;
    let word_after = |flag: &str| line.split_whitespace().skip_while(|w| *w != flag).nth(1);
    let target = Target::parse(word_after("--target")?).ok()?;
    let ptx = word_after("--ptx").and_then(|v| PtxVersion::parse(v).ok());
    Some((target, ptx))
}

/// Error codes, sorted and deduplicated.
fn codes<'a>(ds: impl IntoIterator<Item = &'a nvvm_lower::diag::Diagnostic>) -> BTreeSet<&'static str> {
    ds.into_iter().filter(|d| d.is_error()).map(|d| d.code).collect()
}

/// Whether the library can build `m`: straight-line functions of table ops,
/// constants and returns, with attributes the library has types for (a
/// misspelt attribute name has no twin: the library's attributes are
/// types). Named barriers are `Lowering::named_barrier` in the library, with
/// tests of their own (tests/library_api.rs).
fn replayable(m: &ir::Module) -> bool {
    m.globals.is_empty()
        && m.funcs.iter().all(|f| {
            f.blocks.len() == 1
                && f.params.iter().all(|p| p.ty.addrspace().is_some() || matches!(p.ty, ir::Type::Int(_) | ir::Type::Float(_)))
                && f.blocks[0].ops.iter().all(|o| match &o.kind {
                    OpKind::Table { spec, .. } => !spec.name.starts_with("nvsync.named_barrier") && o.attrs.entries.iter().all(|(k, _, _)| AttrKind::ALL.iter().any(|a| a.key() == k)),
                    OpKind::Constant { .. } | OpKind::Return { value: None } => true,
                    _ => false,
                })
        })
}

/// Errors about how the text spells a program, which a program built
/// through the library cannot have: the type list after `:` (the library
/// takes the operands' own types) and a result left unwritten or written
/// with another type (the library gives the op's result).
const TEXT_SPELLING: &[&str] = &["type", "result", "undefined", "syntax"];

/// The function's kernel attributes, as LLVM string attributes (what
/// `api::mark_kernel` writes).
fn declare<'ctx>(ctx: &'ctx Context, module: &Module<'ctx>, f: &ir::Func) -> FunctionValue<'ctx> {
    let params: Vec<_> = f.params.iter().map(|p| nvvm_lower::emit::llvm_type(ctx, &p.ty).into()).collect();
    let llvm = module.add_function(&f.name, ctx.void_type().fn_type(&params, false), None);
    if f.is_kernel() {
        llvm.set_call_conventions(nvvm_lower::emit::PTX_KERNEL_CC);
    }
    for (key, value, _) in &f.attrs.entries {
        let Some(spec) = KernelAttrSpec::find(key) else { continue };
        let text = match value {
            Attr::IntArray(v) => v.iter().map(i128::to_string).collect::<Vec<_>>().join(","),
            Attr::Int(i) => i.to_string(),
            _ => String::new(),
        };
        llvm.add_attribute(inkwell::attributes::AttributeLoc::Function, ctx.create_string_attribute(spec.llvm, &text));
    }
    llvm
}

/// Emits `f`'s ops through the library; the codes of the ops it refused.
fn replay<'ctx>(ctx: &'ctx Context, module: &Module<'ctx>, builder: &Builder<'ctx>, f: &ir::Func, llvm: FunctionValue<'ctx>, target: Target, found: &mut BTreeSet<&'static str>) {
    builder.position_at_end(ctx.append_basic_block(llvm, "entry"));
    let mut values: HashMap<String, BasicValueEnum<'ctx>> = f.params.iter().zip(llvm.get_param_iter()).map(|(p, v)| (p.name.to_string(), v)).collect();
    let lower = Lowering::new(ctx, module, builder, target);
    for op in &f.blocks[0].ops {
        match &op.kind {
            OpKind::Constant { value, ty } => {
                let v: BasicValueEnum = match nvvm_lower::emit::llvm_type(ctx, ty) {
                    inkwell::types::BasicTypeEnum::IntType(t) => t.const_int(*value as u64, *value < 0).into(),
                    _ => continue,
                };
                values.insert(op.result.as_ref().unwrap().name.to_string(), v);
            }
            OpKind::Table { spec, operands, predicate, result_type, .. } => {
                let Some(slots) = operands.iter().map(|o| o.as_ref().map(|v| values.get(v.name.as_str()).copied()).map_or(Some(None), |v| v.map(Some))).collect::<Option<Vec<_>>>() else { continue };
                let mut call = Call::new(spec.name).operands(&slots);
                for (key, _, _) in &op.attrs.entries {
                    // An attribute of another op too: the library refuses it as text does.
                    let Some(kind) = spec.attrs.iter().chain(&AttrKind::ALL).copied().find(|k| k.key() == key) else { continue };
                    call = call.attr(kind, op.attr(kind).unwrap_or_default().into_owned());
                }
                if let Some(p) = predicate.as_ref().and_then(|p| values.get(p.name.as_str())) {
                    call = call.predicate(p.into_int_value());
                }
                // The caller names a result only where the op leaves its type
                // to the caller, or makes the result optional (an arrive's
                // state); the library gives the others.
                let chosen = !matches!(spec.result, ResultSpec::None | ResultSpec::Required(_) | ResultSpec::Implied(_) | ResultSpec::Ptr | ResultSpec::SameAs(_) | ResultSpec::NamedBarrier);
                if let (true, Some(t)) = (chosen && op.result.is_some(), result_type.as_ref().map(|(t, _)| t.clone()).or_else(|| op_result_type(op))) {
                    call = call.result(nvvm_lower::emit::llvm_type(ctx, &t));
                }
                match lower.emit(call) {
                    Ok(Some(v)) => {
                        if let Some(r) = &op.result {
                            values.insert(r.name.to_string(), v);
                        }
                    }
                    Ok(None) => {}
                    Err(e) => found.extend(codes(&e.diagnostics)),
                }
            }
            _ => {}
        }
    }
    builder.build_return(None).unwrap();
}

/// The result type the text wrote after `:` for ops whose result the type
/// list gives (`-> T` is `result_type`).
fn op_result_type(op: &ir::Op) -> Option<ir::Type> {
    let OpKind::Table { types, .. } = &op.kind else { return None };
    op.result.as_ref()?;
    types.last().map(|(t, _)| t.clone())
}

#[test]
fn every_negative_lit_test_is_refused_through_the_library_too() {
    let mut files = Vec::new();
    negative_tests(Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/lit")), &mut files);
    files.sort();
    let (mut twins, mut missed) = (0, Vec::new());
    for file in &files {
        let text = std::fs::read_to_string(file).unwrap();
        let Some((target, ptx)) = run_target(&text) else { continue };
        for (i, chunk) in text.split("// -----").enumerate() {
            let Ok(m) = nvvm_lower::parse::parse_module(chunk) else { continue };
            if !replayable(&m) {
                continue;
            }
            let mut opts = Options::new(target);
            opts.ptx = ptx;
            let Err(ds) = compile_source(chunk, &opts) else { continue };
            // "'slice_cols' must be an integer", "'mode' must be a
            // #nvvm.tma_load_mode<...> attribute": the form of a written
            // value, which a typed attribute has by construction.
            let spelling = |d: &&nvvm_lower::diag::Diagnostic| TEXT_SPELLING.contains(&d.code) || d.code == "attr" && d.message.contains("' must be ");
            let text_codes = codes(ds.diagnostics.iter().filter(|d| !spelling(d)));
            if text_codes.is_empty() {
                continue;
            }
            let ctx = Context::create();
            let module = ctx.create_module("twin");
            let builder = ctx.create_builder();
            let mut lib_codes = BTreeSet::new();
            let llvm: Vec<_> = m.funcs.iter().map(|f| declare(&ctx, &module, f)).collect();
            for (f, l) in m.funcs.iter().zip(&llvm) {
                if !f.blocks.is_empty() {
                    replay(&ctx, &module, &builder, f, *l, target, &mut lib_codes);
                }
            }
            if let Err(e) = compile_to_ptx(&module, target, ptx) {
                lib_codes.extend(codes(&e.diagnostics));
            }
            twins += 1;
            if !text_codes.is_subset(&lib_codes) {
                missed.push(format!("{} chunk {i}: text {text_codes:?}, library {lib_codes:?}", file.strip_prefix(env!("CARGO_MANIFEST_DIR")).unwrap().display()));
            }
        }
    }
    assert!(missed.is_empty(), "{} of {twins} twins do not get the text door's errors:\n{}", missed.len(), missed.join("\n"));
    assert!(twins >= 60, "only {twins} negative tests could be replayed through the library");
}
