//! The gating matrix: every form of every op in `intrinsics/` × every target.
//!
//! For each (form, target) nvvm-lower either emits PTX or refuses with a
//! `gate-target` diagnostic, and the test checks that against the real tools:
//! - accepted ⇒ ptxas (the pinned one for that target) assembles our PTX;
//! - accepted with a minimum PTX above the target's own ⇒ one PTX version lower,
//!   ptxas rejects the instruction or llc-22 cannot select it (the minimum is tight);
//! - refused ⇒ ptxas rejects the same instruction on that target even at the
//!   highest PTX version it reads, or llc-22 cannot select it there (so LLVM
//!   could never emit it: the refusal is what prevents the abort).
//! Any disagreement fails the test. A summary is written to
//! `target/gating-matrix.md`.
//!
//! Each test compiles all its cases first and then asks ptxas in batches,
//! one module per target and PTX version (`common::ptxas_many`, which gives
//! every case the verdict of a run of its own); llc-22 runs only for a case
//! whose verdict ptxas's answer leaves open.

mod common;

use common::{parallel, ptxas, ptxas_many};
use nvvm_lower::driver::{compile_source, Emit, Options};
use nvvm_lower::ops::{FormSpec, OpSpec, OPS};
use nvvm_lower_synth::{form_function, nvsync_function, NVSYNC_KERNELS};
use nvvm_lower::target::{PtxVersion, Target};
use std::path::PathBuf;
use std::process::Command;
use std::sync::Mutex;

/// Runs llc-22 out of process (an abort there is only a failed child).
fn llc_accepts(ll: &str, t: Target, v: PtxVersion) -> bool {
    let dir = tempfile::tempdir().unwrap();
    let f = dir.path().join("k.ll");
    std::fs::write(&f, ll).unwrap();
    let llc = nvvm_lower::backend::on_path("llc-22").expect("llc-22 is needed by the gating matrix (run scripts/setup)");
    let out = Command::new(llc)
        .env("LLVM_DISABLE_SYMBOLIZATION", "1")
        .args(["-march=nvptx64", &format!("-mcpu={}", t.name()), &format!("-mattr={}", v.feature()), "-o", "/dev/null"])
        .arg(&f)
        .output()
        .unwrap();
    out.status.success()
}

fn retarget(ptx: &str, t: Target, v: PtxVersion) -> String {
    ptx.lines()
        .map(|l| {
            if l.starts_with(".target ") {
                format!(".target {}", t.name())
            } else if l.starts_with(".version ") {
                format!(".version {v}")
            } else {
                l.to_string()
            }
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// ptxas questions, gathered first and answered together: one ptxas run per
/// target and PTX version (`common::ptxas_many`) instead of one per question.
#[derive(Default)]
struct Asks(Mutex<Vec<(Target, String)>>);

impl Asks {
    /// Asks whether ptxas for `t` assembles `ptx`; the answer is `answers[i]`.
    fn ask(&self, t: Target, ptx: String) -> usize {
        let mut l = self.0.lock().unwrap();
        l.push((t, ptx));
        l.len() - 1
    }
    /// The answers, in the order asked: the targets' batches in parallel.
    fn answer(self) -> Vec<Result<(), String>> {
        let asks = self.0.into_inner().unwrap();
        let mut by_target: Vec<(Target, Vec<usize>)> = Target::all().map(|t| (t, Vec::new())).collect();
        for (i, (t, _)) in asks.iter().enumerate() {
            by_target[t.index()].1.push(i);
        }
        let answers = Mutex::new(vec![None; asks.len()]);
        parallel(&by_target, |(t, which)| {
            let texts: Vec<&str> = which.iter().map(|&i| asks[i].1.as_str()).collect();
            let verdicts = ptxas_many(*t, &texts);
            let mut a = answers.lock().unwrap();
            for (&i, v) in which.iter().zip(verdicts) {
                a[i] = Some(v);
            }
        });
        answers.into_inner().unwrap().into_iter().map(|a| a.expect("every question is answered")).collect()
    }
}

/// What a ptxas answer must be, and what it means when it is not.
enum Expect {
    /// ptxas assembles it; else this message, then ptxas's error.
    Assembles(String),
    /// ptxas rejects it; else this message.
    Rejects(String),
}

/// The disagreements among `expects` (question, expectation), given ptxas's answers.
fn unmet(expects: &[(usize, Expect)], answers: &[Result<(), String>]) -> Vec<String> {
    expects
        .iter()
        .filter_map(|(i, x)| match (x, &answers[*i]) {
            (Expect::Assembles(m), Err(e)) => Some(format!("{m}{e}")),
            (Expect::Rejects(m), Ok(())) => Some(m.clone()),
            _ => None,
        })
        .collect()
}

#[derive(Default)]
struct Tally {
    accepted: usize,
    refused_ptxas: usize,
    refused_llc_only: Vec<String>,
    tight_ptxas: usize,
    tight_llc_only: Vec<String>,
    disagreements: Vec<String>,
}

/// What one form on one target comes to before ptxas is asked: the indices
/// of its questions.
enum FormCase {
    /// Accepted at `ptx`: `assembles` asks about our PTX; where the floor is
    /// above the target's own, `below` asks about it one version lower, with
    /// the LLVM IR for llc-22 at that version.
    Accepted { t: Target, ptx: PtxVersion, assembles: usize, below: Option<(PtxVersion, usize, String)> },
    /// Refused: `at_max` asks about the reference PTX at the highest version
    /// the target's ptxas reads.
    Refused { t: Target, at_max: usize },
}

/// Compiles one form on every target and asks ptxas what the verdicts need;
/// llc-22 is run later, only where ptxas's answer leaves the question open.
fn plan_form(spec: &'static OpSpec, form: &'static FormSpec, asks: &Asks) -> (String, Vec<FormCase>) {
    let src = form_function("probe", spec, form);
    let compile = |t: Target, emit: Emit| compile_source(&src, &Options { emit, ..Options::new(t) });
    // A reference PTX from a target where the form is legal: the body is the
    // instruction itself, whatever `.target` line it is later given.
    let reference_target = Target::all().find(|t| form.requires.allows_target(t.index())).expect("requirement names some target");
    let reference = compile(reference_target, Emit::Ptx)
        .unwrap_or_else(|e| panic!("{}: reference compile on {reference_target} failed: {e:?}\n{src}", spec.name));
    let reference_ll = compile(reference_target, Emit::LlvmIr).unwrap().text;
    let mut cases = Vec::new();
    for t in Target::all() {
        let case = format!("{} [{}] on {t}", spec.name, form.ptx);
        match compile(t, Emit::Ptx) {
            Ok(out) => {
                let assembles = asks.ask(t, out.text.clone());
                let floor = form.requires.min_ptx_on(t.index());
                let below = (floor > t.min_ptx() && out.ptx_version == floor).then(|| {
                    let below = floor.previous().unwrap();
                    (below, asks.ask(t, retarget(&out.text, t, below)), compile(t, Emit::LlvmIr).unwrap().text)
                });
                cases.push(FormCase::Accepted { t, ptx: out.ptx_version, assembles, below });
            }
            Err(ds) => {
                assert!(ds.diagnostics.iter().all(|d| d.code == "gate-target"), "{case}: refused with something other than gating: {ds:?}\n{src}");
                let at_max = asks.ask(t, retarget(&reference.text, t, t.info().ptxas.max_ptx()));
                cases.push(FormCase::Refused { t, at_max });
            }
        }
    }
    (reference_ll, cases)
}

/// The verdicts of one form's cases, given ptxas's answers.
fn judge_form(spec: &OpSpec, form: &FormSpec, reference_ll: &str, cases: &[FormCase], answers: &[Result<(), String>], tally: &Mutex<Tally>) {
    for c in cases {
        match c {
            FormCase::Accepted { t, ptx, assembles, below } => {
                let (t, case) = (*t, format!("{} [{}] on {t}", spec.name, form.ptx));
                let mut local = Vec::new();
                if let Err(e) = &answers[*assembles] {
                    local.push(format!("{case}: nvvm-lower accepts (PTX {ptx}), ptxas rejects: {e}"));
                }
                let mut tight = None;
                if let Some((below, ask, ll)) = below {
                    let floor = form.requires.min_ptx_on(t.index());
                    let ptxas_no = answers[*ask].is_err();
                    // llc-22 matters only where ptxas takes the lower version.
                    if !ptxas_no && llc_accepts(ll, t, *below) {
                        local.push(format!("{case}: minimum PTX {floor} is not tight: ptxas and llc-22 both accept PTX {below}"));
                    }
                    tight = Some((ptxas_no, format!("{case}: PTX {below} rejected by llc-22 only")));
                }
                let mut g = tally.lock().unwrap();
                g.accepted += 1;
                match tight {
                    Some((true, _)) => g.tight_ptxas += 1,
                    Some((false, msg)) => g.tight_llc_only.push(msg),
                    None => {}
                }
                g.disagreements.extend(local);
            }
            FormCase::Refused { t, at_max } => {
                let (t, case) = (*t, format!("{} [{}] on {t}", spec.name, form.ptx));
                let max = t.info().ptxas.max_ptx();
                let ptxas_no = answers[*at_max].is_err();
                let llc_no = || !llc_accepts(reference_ll, t, PtxVersion::new(9, 0).unwrap());
                let mut g = tally.lock().unwrap();
                if ptxas_no {
                    g.refused_ptxas += 1;
                } else if llc_no() {
                    g.refused_llc_only.push(format!("{case}: ptxas {} accepts it at PTX {max}, llc-22 cannot select it", t.info().ptxas.version()));
                } else {
                    g.disagreements.push(format!("{case}: nvvm-lower refuses, but ptxas {} and llc-22 accept it", t.info().ptxas.version()));
                }
            }
        }
    }
}

/// The batched ptxas gives each text the verdict ptxas gives it alone: texts
/// that assemble, texts rejected on a line of their own (some only in a later
/// phase of ptxas), one rejected with no line, one that declares what others
/// declare too, and one of another PTX version.
#[test]
fn batched_ptxas_verdicts_are_those_of_one_run_each() {
    let t = Target::parse("sm_80").unwrap();
    let entry = |name: &str, body: &str| format!("//\n.version 8.0\n.target sm_80\n.address_size 64\n\n.global .align 4 .u32 g;\n.func (.param .b32 r) f(.param .b32 x)\n{{\n\t.reg .b32 %r<2>;\n\tld.param.b32 %r1, [x];\n\tst.param.b32 [r], %r1;\n\tret;\n}}\n.visible .entry {name}(\n\t.param .u64 {name}_param_0\n)\n{{\n\t.reg .b32 %r<4>;\n\t.reg .b64 %rd<4>;\n{body}\tret;\n}}\n");
    let texts = [
        entry("probe", "\tld.global.u32 %r1, [g];\n"),
        entry("probe", "\tmov.u32 %r1, %cluster_ctarank;\n"),
        entry("probe", "\t{\n\t.param .b32 x;\n\t.param .b32 r;\n\tst.param.b32 [x], %r1;\n\tcall.uni (r), f, (x);\n\t}\n"),
        entry("probe", "\t.shared .align 8 .b8 s[300000];\n\tmov.u64 %rd1, s;\n\tst.shared.u64 [%rd1], %rd1;\n"),
        entry("k", "\tbarrier.cluster.arrive;\n"),
        entry("k", "\tld.param.u64 %rd1, [k_param_0];\n\tst.global.u32 [%rd1], %r1;\n"),
        entry("probe", "\tmov.u32 %r1, %cluster_ctarank;\n").replace(".version 8.0", ".version 7.0"),
        entry("probe", "\tbogus.op %r1;\n"),
    ];
    let texts: Vec<&str> = texts.iter().map(String::as_str).collect();
    let alone: Vec<bool> = texts.iter().map(|p| ptxas(t, p).is_ok()).collect();
    assert_eq!(alone, [true, false, true, false, false, true, false, false], "the texts mean to cover both verdicts");
    let batched: Vec<bool> = ptxas_many(t, &texts).iter().map(Result::is_ok).collect();
    assert_eq!(batched, alone);
}

#[test]
fn every_form_on_every_target_agrees_with_ptxas() {
    // NVVM_LOWER_MATRIX_FAMILY=tcgen05 narrows a local run to one family,
    // NVVM_LOWER_MATRIX_OP=nvvm.tcgen05.mma. to the ops whose name starts so.
    let family = std::env::var("NVVM_LOWER_MATRIX_FAMILY").ok();
    let op_prefix = std::env::var("NVVM_LOWER_MATRIX_OP").ok();
    let forms: Vec<(&'static OpSpec, &'static FormSpec)> = OPS
        .iter()
        .filter(|o| family.as_deref().is_none_or(|f| o.family == f))
        .filter(|o| op_prefix.as_deref().is_none_or(|p| o.name.starts_with(p)))
        .flat_map(|o| o.forms.iter().map(move |f| (o, f)))
        .collect();
    // Every form compiled on every target first, then ptxas asked in
    // batches, then llc-22 where ptxas's answer leaves a verdict open.
    let asks = Asks::default();
    let plans: Mutex<Vec<Option<(String, Vec<FormCase>)>>> = Mutex::new((0..forms.len()).map(|_| None).collect());
    let indices: Vec<usize> = (0..forms.len()).collect();
    parallel(&indices, |&i| {
        let (spec, form) = forms[i];
        let plan = plan_form(spec, form, &asks);
        plans.lock().unwrap()[i] = Some(plan);
    });
    let answers = asks.answer();
    let plans: Vec<(String, Vec<FormCase>)> = plans.into_inner().unwrap().into_iter().map(Option::unwrap).collect();
    let tally = Mutex::new(Tally::default());
    parallel(&indices, |&i| {
        let ((spec, form), (reference_ll, cases)) = (forms[i], &plans[i]);
        judge_form(spec, form, reference_ll, cases, &answers, &tally);
    });
    let t = tally.into_inner().unwrap();
    let mut report = format!(
        "# Gating matrix\n\n{} forms × {} targets = {} cases.\n\n- accepted, ptxas assembles: {}\n- minimum PTX proven tight by ptxas: {}; by llc-22 only: {}\n- refused, ptxas rejects: {}\n- refused, ptxas accepts but llc-22 cannot select: {}\n- disagreements: {}\n",
        forms.len(),
        Target::all().count(),
        forms.len() * Target::all().count(),
        t.accepted,
        t.tight_ptxas,
        t.tight_llc_only.len(),
        t.refused_ptxas,
        t.refused_llc_only.len(),
        t.disagreements.len()
    );
    for (title, list) in [
        ("Refused because llc-22 cannot select", &t.refused_llc_only),
        ("Minimum PTX set by llc-22", &t.tight_llc_only),
        ("Disagreements", &t.disagreements),
    ] {
        if !list.is_empty() {
            let mut l = list.clone();
            l.sort();
            report += &format!("\n## {title}\n\n{}\n", l.iter().map(|x| format!("- {x}")).collect::<Vec<_>>().join("\n"));
        }
    }
    let out = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("target").join("gating-matrix.md");
    let _ = std::fs::write(&out, &report);
    eprintln!("{report}");
    assert!(t.disagreements.is_empty(), "{} disagreement(s) with ptxas/llc-22:\n{}", t.disagreements.len(), t.disagreements.join("\n"));
    assert!(t.accepted > 0 && t.refused_ptxas > 0, "the matrix must exercise both directions");
}

/// Kernel attributes: accepted ⇒ ptxas assembles and the directive is really in
/// the PTX; refused ⇒ ptxas rejects the directive on that target, or llc-22
/// drops it without a word (the silent miscompile the refusal prevents).
/// The type rules of `intrinsics/types.toml` (a device function's parameter
/// or result whose PTX type needs a newer PTX than the target's floor): on every
/// target, the chosen PTX assembles, and a pinned version just below the rule's
/// is refused, where ptxas refuses the same PTX at that version too.
#[test]
fn every_param_type_on_every_target_agrees_with_ptxas() {
    use nvvm_lower::ops::PARAM_TYPES;
    let mut disagreements = Vec::new();
    let (mut accepted, mut refused) = (0, 0);
    let (asks, mut expects) = (Asks::default(), Vec::new());
    for rule in PARAM_TYPES {
        for bits in [*rule.bits.start(), *rule.bits.end()] {
            let src = format!("llvm.func @f(%w: i{bits}) -> i{bits} {{\n  llvm.return %w : i{bits}\n}}\n");
            for t in Target::all() {
                let out = match compile_source(&src, &Options::new(t)) {
                    Ok(out) if rule.requires.allows_target(t.index()) => out,
                    Ok(_) => {
                        disagreements.push(format!("i{bits} on {t}: accepted outside the rule's targets"));
                        continue;
                    }
                    Err(ds) => {
                        assert!(!rule.requires.allows_target(t.index()), "i{bits} on {t}: refused inside the rule's targets: {ds:?}");
                        continue;
                    }
                };
                accepted += 1;
                assert!(out.ptx_version >= rule.requires.min_ptx && out.text.contains(rule.what), "i{bits} on {t}: PTX {} without {}", out.ptx_version, rule.what);
                expects.push((asks.ask(t, out.text.clone()), Expect::Assembles(format!("i{bits} on {t}: accepted at PTX {}, ptxas rejects: ", out.ptx_version))));
                let Some(below) = rule.requires.min_ptx.previous() else { continue };
                if below < t.min_ptx() {
                    continue;
                }
                refused += 1;
                match compile_source(&src, &Options { ptx: Some(below), ..Options::new(t) }) {
                    Ok(_) => disagreements.push(format!("i{bits} on {t}: accepted at --ptx {below}")),
                    Err(ds) => assert!(ds.diagnostics.iter().all(|d| d.code == "gate-ptx"), "i{bits} on {t} at {below}: {ds:?}"),
                }
                expects.push((asks.ask(t, retarget(&out.text, t, below)), Expect::Rejects(format!("i{bits} on {t}: refused at --ptx {below}, but ptxas accepts it there"))));
            }
        }
    }
    disagreements.extend(unmet(&expects, &asks.answer()));
    assert!(accepted > 0 && refused > 0, "{accepted} accepted, {refused} refused below the rule");
    assert!(disagreements.is_empty(), "{}", disagreements.join("\n"));
}

#[test]
fn every_kernel_attribute_on_every_target_agrees_with_ptxas() {
    use nvvm_lower::ops::{AttrValue, KERNEL_ATTRS};
    let mut disagreements = Vec::new();
    let (mut accepted, mut refused) = (0, 0);
    let (asks, mut expects, mut refusals) = (Asks::default(), Vec::new(), Vec::new());
    for a in KERNEL_ATTRS {
        let value = match a.value {
            AttrValue::List => " = array<i32: 2, 1, 1>",
            AttrValue::Int => " = 2",
            AttrValue::Unit => "",
        };
        let with: String = a.with.iter().map(|w| format!(", {w} = array<i32: 2, 1, 1>")).collect();
        let src = format!("llvm.func @k() attributes {{nvvm.kernel, {}{value}{with}}} {{\n  llvm.return\n}}\n", a.key);
        let reference_target = Target::all().find(|t| a.requires.allows_target(t.index())).unwrap();
        let reference = compile_source(&src, &Options::new(reference_target)).unwrap_or_else(|e| panic!("{}: {e:?}", a.key)).text;
        assert!(reference.contains(a.ptx), "{} on {reference_target}: directive {} missing", a.key, a.ptx);
        for t in Target::all() {
            match compile_source(&src, &Options::new(t)) {
                Ok(out) => {
                    accepted += 1;
                    if !out.text.contains(a.ptx) {
                        disagreements.push(format!("{} on {t}: accepted but {} is not in the PTX", a.key, a.ptx));
                    }
                    expects.push((asks.ask(t, out.text.clone()), Expect::Assembles(format!("{} on {t}: accepted, ptxas rejects: ", a.key))));
                }
                Err(ds) => {
                    refused += 1;
                    assert!(ds.diagnostics.iter().all(|d| d.code == "gate-target" || d.code == "gate-ptx"), "{} on {t}: {ds:?}", a.key);
                    let at_max = asks.ask(t, retarget(&reference, t, t.info().ptxas.max_ptx()));
                    let ll = compile_source(&src, &Options { emit: Emit::LlvmIr, ..Options::new(reference_target) }).unwrap().text;
                    refusals.push((at_max, a, t, ll));
                }
            }
        }
    }
    let answers = asks.answer();
    disagreements.extend(unmet(&expects, &answers));
    for (at_max, a, t, ll) in refusals {
        // llc-22 matters only where ptxas takes the directive.
        let ptxas_no = answers[at_max].is_err();
        if !ptxas_no && nvvm_lower::backend::run_llc(&ll, t, t.min_ptx()).is_ok_and(|p| p.contains(a.ptx)) {
            disagreements.push(format!("{} on {t}: refused, but ptxas and llc-22 accept it", a.key));
        }
    }
    assert!(accepted > 0 && refused > 0);
    assert!(disagreements.is_empty(), "{}", disagreements.join("\n"));
}

/// The nvsync expansions on every target: accepted ⇒ ptxas assembles the
/// expansion; refused ⇒ only gating diagnostics (each of those forms is proven
/// against ptxas by the form matrix above). The cluster barrier must be
/// accepted everywhere (below sm_90 it is a CTA barrier).
#[test]
fn every_nvsync_expansion_on_every_target_agrees_with_ptxas() {
    let mut disagreements = Vec::new();
    let (mut accepted, mut refused) = (0, 0);
    let (asks, mut expects) = (Asks::default(), Vec::new());
    for &(what, body, everywhere) in NVSYNC_KERNELS {
        let src = nvsync_function("k", body);
        for t in Target::all() {
            match compile_source(&src, &Options::new(t)) {
                Ok(out) => {
                    accepted += 1;
                    expects.push((asks.ask(t, out.text.clone()), Expect::Assembles(format!("{what} on {t}: accepted, ptxas rejects: "))));
                }
                Err(ds) => {
                    refused += 1;
                    if everywhere {
                        disagreements.push(format!("{what} on {t}: refused, but it has a lowering on every target: {ds:?}"));
                    }
                    if !ds.diagnostics.iter().all(|d| d.code.starts_with("gate-")) {
                        disagreements.push(format!("{what} on {t}: refused with something other than gating: {ds:?}"));
                    }
                }
            }
        }
    }
    disagreements.extend(unmet(&expects, &asks.answer()));
    assert!(accepted > 0 && refused > 0);
    assert!(disagreements.is_empty(), "{}", disagreements.join("\n"));
}

/// One nvsync memory op per (family, semantic, scope) the spec 001 matrix
/// allows, with the PTX it must print: the exact `.sem` and `.scope` (or a
/// stronger form where PTX has no weaker one: a fence acquire/release is
/// `fence.acq_rel` below PTX 8.6, an sc RMW is `fence.sc` + `.acquire`).
fn memory_cases() -> Vec<(String, String, Vec<String>)> {
    let mut cases = Vec::new();
    let pair = |sem: &str, scope: &str| {
        if sem == "weak" {
            " {mem_semantic = #nvsync.mem_semantic<weak>}".to_string()
        } else {
            format!(" {{mem_semantic = #nvsync.mem_semantic<{sem}>, mem_scope = #nvsync.mem_scope<{scope}>}}")
        }
    };
    for scope in ["cta", "cluster", "gpu", "sys"] {
        for sem in ["weak", "relaxed", "acquire", "release", "acq_rel", "sc"] {
            if sem == "weak" && scope != "gpu" {
                continue; // weak carries no scope: one case is enough
            }
            let p = pair(sem, scope);
            let name = |fam: &str| format!("{fam}_{sem}_{scope}");
            // Shared memory keeps CTA scope legal (no race-pattern-1 diagnostic).
            let rmw = match sem {
                "weak" => vec!["atom.shared.add.u32".to_string()],
                "sc" => vec![format!("fence.sc.{scope};"), format!("atom.acquire.{scope}.shared.add.u32")],
                s => vec![format!("atom.{s}.{scope}.shared.add.u32")],
            };
            cases.push((name("rmw"), format!("%r = nvsync.atomic_rmw #nvsync.rmw<add> %s, %v{p} : !llvm.ptr<3>, i32 -> i32\n  llvm.store %r, %out : i32, !llvm.ptr<1>"), rmw));
            let cas = match sem {
                "weak" => vec!["atom.relaxed.gpu.shared.cas.b32".to_string()],
                "sc" => vec![format!("fence.sc.{scope};"), format!("atom.acquire.{scope}.shared.cas.b32")],
                s => vec![format!("atom.{s}.{scope}.shared.cas.b32")],
            };
            cases.push((name("cas"), format!("%r = nvsync.cmpxchg %s, %v, %v{p} : !llvm.ptr<3>, i32, i32 -> i32\n  llvm.store %r, %out : i32, !llvm.ptr<1>"), cas));
            if matches!(sem, "weak" | "relaxed" | "acquire") {
                let ld = if sem == "weak" { "ld.shared.b32".to_string() } else { format!("ld.{sem}.{scope}.shared.b32") };
                cases.push((name("load"), format!("%r = nvsync.load %s{p} : !llvm.ptr<3> -> i32\n  llvm.store %r, %out : i32, !llvm.ptr<1>"), vec![ld]));
            }
            if matches!(sem, "weak" | "relaxed" | "release") {
                let st = if sem == "weak" { "st.shared.b32".to_string() } else { format!("st.{sem}.{scope}.shared.b32") };
                cases.push((name("store"), format!("nvsync.store %v, %s{p} : i32, !llvm.ptr<3>"), vec![st]));
            }
            if matches!(sem, "acquire" | "release" | "acq_rel" | "sc") {
                let f = if sem == "sc" { format!("fence.sc.{scope};") } else { format!("fence.{{acq_rel|{sem}}}.{scope};") };
                cases.push((name("fence"), format!("nvsync.fence{p}"), vec![f]));
            }
        }
    }
    cases
}

fn contains_pattern(ptx: &str, pat: &str) -> bool {
    match pat.split_once('{') {
        Some((pre, rest)) => {
            let (alts, post) = rest.split_once('}').unwrap();
            alts.split('|').any(|a| ptx.contains(&format!("{pre}{a}{post}")))
        }
        None => ptx.contains(pat),
    }
}

#[test]
fn every_memory_pair_prints_its_modifiers_on_every_target() {
    let cases = memory_cases();
    assert!(cases.len() >= 60, "{} cases", cases.len());
    let mut problems = Vec::new();
    for t in Target::all() {
        let mut accepted_src = String::new();
        for (name, body, want) in &cases {
            let src = format!("llvm.func @{name}(%s: !llvm.ptr<3>, %v: i32, %out: !llvm.ptr<1>) attributes {{nvvm.kernel}} {{\n  {body}\n  llvm.return\n}}\n");
            match compile_source(&src, &Options::new(t)) {
                Ok(out) => {
                    for w in want {
                        if !contains_pattern(&out.text, w) {
                            problems.push(format!("{name} on {t}: PTX lacks {w}:\n{}", out.text));
                        }
                    }
                    accepted_src += &src;
                }
                Err(ds) => {
                    let cluster = name.ends_with("_cluster");
                    if !(cluster && ds.diagnostics.iter().all(|d| d.code == "gate-target")) {
                        problems.push(format!("{name} on {t}: refused: {ds:?}"));
                    }
                }
            }
        }
        // Every accepted case of this target, assembled together.
        let all = compile_source(&accepted_src, &Options::new(t)).expect("accepted cases compile together");
        if let Err(e) = ptxas(t, &all.text) {
            problems.push(format!("{t}: ptxas rejects the accepted memory ops: {e}"));
        }
    }
    // The refusals of cluster scope below sm_90 are what ptxas says too.
    let sm90 = Target::parse("sm_90").unwrap();
    let cluster_src = "llvm.func @k(%s: !llvm.ptr<3>, %v: i32) attributes {nvvm.kernel} {\n  nvsync.fence {mem_semantic = #nvsync.mem_semantic<acq_rel>, mem_scope = #nvsync.mem_scope<cluster>}\n  llvm.return\n}\n";
    let reference = compile_source(cluster_src, &Options::new(sm90)).unwrap().text;
    for t in Target::all().filter(|t| compile_source(cluster_src, &Options::new(*t)).is_err()) {
        if ptxas(t, &retarget(&reference, t, t.info().ptxas.max_ptx())).is_ok() {
            problems.push(format!("cluster scope on {t}: refused, but ptxas accepts fence.acq_rel.cluster"));
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n\n"));
}

/// `nvvm.wgmma.mma_async` (inline PTX, so outside the form table): every type
/// combination of `intrinsics/wgmma_mma.toml`, at the smallest, a middle and the
/// largest N, on every target. Accepted ⇒ ptxas assembles it and the PTX names
/// the shape and types; refused ⇒ ptxas rejects the same PTX on that target.
#[test]
fn every_wgmma_type_on_every_target_agrees_with_ptxas() {
    use nvvm_lower::ops::WGMMA_TYPES;
    let mut disagreements = Vec::new();
    let (mut accepted, mut refused) = (0, 0);
    let (asks, mut expects) = (Asks::default(), Vec::new());
    for spec in WGMMA_TYPES {
        // The 8-bit integer rows once more with `<satfinite>` (at N = 64).
        let sat = if spec.d == "s32" && spec.op.is_none() { vec![(64, ", <satfinite>")] } else { vec![] };
        for (n, overflow) in [spec.min_n(), 64, spec.n.1].into_iter().map(|n| (n, "")).chain(sat) {
            let member = if spec.member == nvvm_lower::ir::Type::Float(32) { "f32" } else { "i32" };
            let st = format!("!llvm.struct<({})>", vec![member; spec.registers(n) as usize].join(", "));
            let src = format!(
                "llvm.func @probe(%a: i64, %b: i64, %out: !llvm.ptr<1>) attributes {{nvvm.kernel}} {{\n  %acc = llvm.mlir.zero : {st}\n  nvvm.wgmma.fence.aligned\n  %r = nvvm.wgmma.mma_async %a, %b, %acc, #nvvm.shape<m = 64, n = {n}, k = {k}>, D [<{d}>, #nvvm.wgmma_scale_out<one>{overflow}], A [<{ta}>, #nvvm.wgmma_scale_in<one>, <row>], B [<{tb}>, #nvvm.wgmma_scale_in<one>, <col>] : {st} -> {st}\n  %x = llvm.extractvalue %r[0] : {st}\n  llvm.store %x, %out : {member}, !llvm.ptr<1>\n  llvm.return\n}}\n",
                k = spec.k,
                d = spec.d,
                ta = spec.a,
                tb = spec.b,
            );
            let reference_target = Target::all().find(|t| spec.requires.allows_target(t.index())).unwrap();
            let reference = compile_source(&src, &Options { emit: Emit::Ptx, ..Options::new(reference_target) }).unwrap_or_else(|e| panic!("{e:?}\n{src}")).text;
            let op = spec.op.map(|o| format!(".{o}")).unwrap_or_default();
            let instr = format!("wgmma.mma_async.sync.aligned.m64n{n}k{}.{}.{}.{}{op}", spec.k, spec.d, spec.a, spec.b);
            assert!(reference.contains(&instr), "PTX lacks {instr}:\n{reference}");
            for t in Target::all() {
                let case = format!("{instr} on {t}");
                match compile_source(&src, &Options { emit: Emit::Ptx, ..Options::new(t) }) {
                    Ok(out) => {
                        accepted += 1;
                        expects.push((asks.ask(t, out.text.clone()), Expect::Assembles(format!("{case}: accepted, ptxas rejects: "))));
                        // A floor above the target's own must be tight: ptxas refuses one below.
                        let floor = spec.requires.min_ptx_on(t.index());
                        if floor > t.min_ptx() && out.ptx_version == floor {
                            let below = floor.previous().unwrap();
                            expects.push((asks.ask(t, retarget(&out.text, t, below)), Expect::Rejects(format!("{case}: minimum PTX {floor} is not tight: ptxas accepts PTX {below}"))));
                        }
                    }
                    Err(ds) => {
                        refused += 1;
                        if !ds.diagnostics.iter().all(|d| d.code == "gate-target") {
                            disagreements.push(format!("{case}: refused with something other than gating: {ds:?}"));
                        }
                        expects.push((asks.ask(t, retarget(&reference, t, t.info().ptxas.max_ptx())), Expect::Rejects(format!("{case}: refused, but ptxas {} accepts it", t.info().ptxas.version()))));
                    }
                }
            }
        }
    }
    disagreements.extend(unmet(&expects, &asks.answer()));
    assert!(accepted > 0 && refused > 0);
    assert!(disagreements.is_empty(), "{} disagreement(s):\n{}", disagreements.len(), disagreements.join("\n"));
}

/// A probe kernel for one `nvvm.mma.sync` of `intrinsics/mma_sync.toml`.
fn mma_sync_probe(spec: &nvvm_lower::ops::MmaSyncSpec, layouts: (&str, &str), ab: (&str, &str), cd: (&str, &str)) -> String {
    use nvvm_lower::ops::MmaSyncSpec;
    let (ta, tb, tc, td) = (MmaSyncSpec::input_reg(ab.0), MmaSyncSpec::input_reg(ab.1), MmaSyncSpec::acc_reg(cd.0), MmaSyncSpec::acc_reg(cd.1));
    let (ra, rb, rc, rd) = (spec.regs.0 as usize, spec.regs.1 as usize, spec.acc_regs(cd.0).unwrap() as usize, spec.acc_regs(cd.1).unwrap() as usize);
    let names = |p: &str, n: usize| (0..n).map(|i| format!("%{p}{i}")).collect::<Vec<_>>();
    let params: Vec<String> = names("a", ra).iter().map(|v| format!("{v}: {ta}")).chain(names("b", rb).iter().map(|v| format!("{v}: {tb}"))).chain(names("c", rc).iter().map(|v| format!("{v}: {tc}"))).collect();
    let st = format!("!llvm.struct<({})>", vec![td.to_string(); rd].join(", "));
    let mut attrs = vec![format!("layoutA = #nvvm.mma_layout<{}>", layouts.0), format!("layoutB = #nvvm.mma_layout<{}>", layouts.1), format!("multiplicandAPtxType = #nvvm.mma_type<{}>", ab.0), format!("multiplicandBPtxType = #nvvm.mma_type<{}>", ab.1)];
    if spec.int {
        attrs.push("intOverflowBehavior = #nvvm.mma_int_overflow<satfinite>".into());
    }
    if let Some(o) = spec.b1_op {
        attrs.push(format!("b1Op = #nvvm.mma_b1op<{o}>"));
    }
    attrs.push(format!("shape = #nvvm.shape<m = {}, n = {}, k = {}>", spec.m, spec.n, spec.k));
    format!(
        "llvm.func @probe({}, %out: !llvm.ptr<1>) attributes {{nvvm.kernel}} {{\n  %d = nvvm.mma.sync A[{}] B[{}] C[{}] {{{}}} : ({ta}, {tb}, {tc}) -> {st}\n  %x = llvm.extractvalue %d[0] : {st}\n  llvm.store %x, %out : {td}, !llvm.ptr<1>\n  llvm.return\n}}\n",
        params.join(", "),
        names("a", ra).join(", "),
        names("b", rb).join(", "),
        names("c", rc).join(", "),
        attrs.join(", ")
    )
}

/// Checks probe kernels of ops outside the form table against ptxas on every
/// target, in parallel: (case, source, requirement) each. Accepted ⇒ ptxas
/// assembles it, and a PTX floor above the target's is tight; refused ⇒ ptxas
/// rejects it even at the highest PTX it reads, or llc-22 cannot select it.
/// Returns (accepted, refused, disagreements).
fn check_probes(probes: &[(String, String, &'static nvvm_lower::ops::Requirement)]) -> (usize, usize, Vec<String>) {
    // Every probe compiled on every target first, then ptxas asked in
    // batches, then llc-22 where ptxas's answer leaves a verdict open.
    let asks = Asks::default();
    let plans: Mutex<Vec<Option<ProbePlan>>> = Mutex::new((0..probes.len()).map(|_| None).collect());
    let indices: Vec<usize> = (0..probes.len()).collect();
    parallel(&indices, |&i| {
        let (case, src, requires) = &probes[i];
        let plan = plan_probe(case, src, requires, &asks);
        plans.lock().unwrap()[i] = Some(plan);
    });
    let answers = asks.answer();
    let plans: Vec<ProbePlan> = plans.into_inner().unwrap().into_iter().map(Option::unwrap).collect();
    let tally = Mutex::new((0, 0, Vec::new()));
    parallel(&indices, |&i| {
        let (accepted, refused, disagreements) = judge_probe(&probes[i].0, &plans[i], &answers);
        let mut t = tally.lock().unwrap();
        t.0 += accepted;
        t.1 += refused;
        t.2.extend(disagreements);
    });
    let mut t = tally.into_inner().unwrap();
    t.2.sort();
    t
}

/// One probe's cases before ptxas is asked: the reference LLVM IR, and per
/// target what was asked (as [`FormCase`]), or the refusal that is already
/// a disagreement.
struct ProbePlan {
    reference_ll: String,
    cases: Vec<(FormCase, Option<String>)>,
}

fn plan_probe(case: &str, src: &str, requires: &nvvm_lower::ops::Requirement, asks: &Asks) -> ProbePlan {
    let reference_target = Target::all().find(|t| requires.allows_target(t.index())).unwrap();
    let reference = compile_source(src, &Options::new(reference_target)).unwrap_or_else(|e| panic!("{case}: {e:?}\n{src}")).text;
    let reference_ll = compile_source(src, &Options { emit: Emit::LlvmIr, ..Options::new(reference_target) }).unwrap().text;
    let mut cases = Vec::new();
    for t in Target::all() {
        match compile_source(src, &Options::new(t)) {
            Ok(out) => {
                let assembles = asks.ask(t, out.text.clone());
                let floor = requires.min_ptx_on(t.index());
                let below = (floor > t.min_ptx() && out.ptx_version == floor).then(|| {
                    let below = floor.previous().unwrap();
                    let ll = compile_source(src, &Options { emit: Emit::LlvmIr, ..Options::new(t) }).unwrap().text;
                    (below, asks.ask(t, retarget(&out.text, t, below)), ll)
                });
                cases.push((FormCase::Accepted { t, ptx: out.ptx_version, assembles, below }, None));
            }
            Err(ds) => {
                let not_gating = (!ds.diagnostics.iter().all(|d| d.code == "gate-target")).then(|| format!("{case} on {t}: refused with something other than gating: {ds:?}"));
                let at_max = asks.ask(t, retarget(&reference, t, t.info().ptxas.max_ptx()));
                cases.push((FormCase::Refused { t, at_max }, not_gating));
            }
        }
    }
    ProbePlan { reference_ll, cases }
}

fn judge_probe(case: &str, plan: &ProbePlan, answers: &[Result<(), String>]) -> (usize, usize, Vec<String>) {
    let (mut accepted, mut refused, mut disagreements) = (0, 0, Vec::new());
    for (c, not_gating) in &plan.cases {
        match c {
            FormCase::Accepted { t, ptx, assembles, below } => {
                accepted += 1;
                if let Err(e) = &answers[*assembles] {
                    disagreements.push(format!("{case} on {t}: accepted, ptxas rejects: {e}"));
                }
                if let Some((below, ask, ll)) = below {
                    // Asked only where our PTX is at the floor.
                    let floor = ptx;
                    if answers[*ask].is_ok() && llc_accepts(ll, *t, *below) {
                        disagreements.push(format!("{case} on {t}: minimum PTX {floor} is not tight: ptxas and llc-22 accept PTX {below}"));
                    }
                }
            }
            FormCase::Refused { t, at_max } => {
                refused += 1;
                disagreements.extend(not_gating.clone());
                let ptxas_no = answers[*at_max].is_err();
                if !ptxas_no && llc_accepts(&plan.reference_ll, *t, PtxVersion::new(9, 0).unwrap().min(t.info().ptxas.max_ptx())) {
                    disagreements.push(format!("{case} on {t}: refused, but ptxas {} and llc-22 accept it", t.info().ptxas.version()));
                }
            }
        }
    }
    (accepted, refused, disagreements)
}

/// `nvvm.mma.sync` (outside the form table: the intrinsic is named by the
/// shape and types): every row of `intrinsics/mma_sync.toml` with every pair
/// of its input types and accumulator pairs (the m8n8k4 f16 rows with two
/// layout pairs), on every target.
#[test]
fn every_mma_sync_form_on_every_target_agrees_with_ptxas() {
    use nvvm_lower::ops::MMA_SYNC;
    let mut probes = Vec::new();
    for spec in MMA_SYNC {
        let layouts: &[(&str, &str)] = if spec.any_layout { &[("row", "col"), ("col", "row")] } else { &[("row", "col")] };
        for &l in layouts {
            for &a in spec.ab {
                for &b in spec.ab {
                    for &cd in spec.pairs {
                        let case = format!("mma.sync m{}n{}k{} {}.{} {a}.{b} {}>{}{}", spec.m, spec.n, spec.k, l.0, l.1, cd.0, cd.1, spec.b1_op.map(|o| format!(" {o}")).unwrap_or_default());
                        probes.push((case, mma_sync_probe(spec, l, (a, b), cd), &spec.requires));
                    }
                }
            }
        }
    }
    let (accepted, refused, disagreements) = check_probes(&probes);
    assert!(probes.len() >= 40 && accepted > 0 && refused > 0, "{} probes, {accepted} accepted, {refused} refused", probes.len());
    assert!(disagreements.is_empty(), "{} disagreement(s):\n{}", disagreements.len(), disagreements.join("\n"));
}

/// A probe kernel for one `nvvm.mma.sp.sync` of `intrinsics/mma_sp.toml`,
/// with ordered metadata or not.
fn mma_sp_probe(spec: &nvvm_lower::ops::MmaSyncSpec, ab: (&str, &str), cd: (&str, &str), ordered: bool) -> String {
    let dense = mma_sync_probe(spec, ("row", "col"), ab, cd);
    let mut attrs = format!("multiplicandAPtxType = #nvvm.mma_type<{}>, multiplicandBPtxType = #nvvm.mma_type<{}>", ab.0, ab.1);
    if ordered {
        attrs = format!("orderedMetadata, {attrs}");
    }
    if let Some(k) = spec.kind {
        attrs = format!("kind = #nvvm.mma_kind<{k}>, {attrs}");
    }
    if spec.int {
        attrs.push_str(", intOverflowBehavior = #nvvm.mma_int_overflow<satfinite>");
    }
    let shape = format!("shape = #nvvm.shape<m = {}, n = {}, k = {}>", spec.m, spec.n, spec.k);
    // The dense probe with the sparse operands and the sparse op's attributes.
    let (head, rest) = dense.split_once(" {layoutA").expect("the dense probe writes its attributes from layoutA");
    let rest = rest.split_once('}').unwrap().1;
    let head = head.replace("%out: !llvm.ptr<1>)", "%meta: i32, %out: !llvm.ptr<1>)").replace("nvvm.mma.sync", "nvvm.mma.sp.sync").replace("  %d = ", "  %sel = llvm.mlir.constant(0 : i32) : i32\n  %d = ");
    format!("{head} sparseMetadata[%meta] selector[%sel] {{{attrs}, {shape}}}{rest}")
}

/// `nvvm.mma.sp.sync`: every row of `intrinsics/mma_sp.toml` with every pair
/// of its input types and accumulators, with and without ordered metadata,
/// on every target.
#[test]
fn every_mma_sp_form_on_every_target_agrees_with_ptxas() {
    use nvvm_lower::ops::MMA_SP;
    let mut probes = Vec::new();
    for spec in MMA_SP {
        for &a in spec.ab {
            for &b in spec.ab {
                for &cd in spec.pairs {
                    let case = format!("mma.sp m{}n{}k{} {a}.{b} {}>{}", spec.m, spec.n, spec.k, cd.0, cd.1);
                    // A kind row: ordered metadata only, under `requires`.
                    probes.push((case.clone(), mma_sp_probe(spec, (a, b), cd, spec.kind.is_some()), &spec.requires));
                    if let Some(r) = &spec.ordered_requires {
                        probes.push((format!("{case} ordered"), mma_sp_probe(spec, (a, b), cd, true), r));
                    }
                }
            }
        }
    }
    let (accepted, refused, disagreements) = check_probes(&probes);
    assert!(probes.len() >= 30 && accepted > 0 && refused > 0, "{} probes, {accepted} accepted, {refused} refused", probes.len());
    assert!(disagreements.is_empty(), "{} disagreement(s):\n{}", disagreements.len(), disagreements.join("\n"));
}

/// A probe kernel for one `nvvm.mma.block_scale` or `nvvm.mma.sp.block_scale`
/// form of `intrinsics/mma_block_scale.toml`.
fn mma_block_scale_probe(spec: &nvvm_lower::ops::MmaBlockScaleSpec, (a, b): (&str, &str), (vec, format): (&str, &str)) -> String {
    let names = |p: &str, n: u32| (0..n).map(|i| format!("%{p}{i}")).collect::<Vec<_>>();
    let (ra, rb, rc) = (names("a", spec.regs.0), names("b", spec.regs.1), names("c", 4));
    let params: Vec<String> = ra.iter().chain(&rb).map(|v| format!("{v}: i32")).chain(rc.iter().map(|v| format!("{v}: f32"))).collect();
    let (sparse, sel) = if spec.sparse { (" sparseMetadata[%meta] selector[%sel]", "  %sel = llvm.mlir.constant(0 : i32) : i32\n") } else { ("", "") };
    let st = "!llvm.struct<(f32, f32, f32, f32)>";
    format!(
        "llvm.func @probe({}, %meta: i32, %sd: i32, %sb: i16, %st: i16, %out: !llvm.ptr<1>) attributes {{nvvm.kernel}} {{\n{sel}  %d = {} A[{}] B[{}] C[{}]{sparse} scaleA[%sd, %sb, %st] scaleB[%sd, %sb, %st] {{shape = #nvvm.shape<m = {}, n = {}, k = {}>, kind = #nvvm.block_scale_kind<{}>, scaleVecSize = #nvvm.scale_vec_size<{vec}>, blockScaleFormat = #nvvm.block_scale_format<{format}>, multiplicandAPtxType = #nvvm.mma_type<{a}>, multiplicandBPtxType = #nvvm.mma_type<{b}>}} : (i32, i32, f32) -> {st}\n  %x = llvm.extractvalue %d[0] : {st}\n  llvm.store %x, %out : f32, !llvm.ptr<1>\n  llvm.return\n}}\n",
        params.join(", "),
        spec.op_name(),
        ra.join(", "),
        rb.join(", "),
        rc.join(", "),
        spec.m,
        spec.n,
        spec.k,
        spec.kind
    )
}

/// `nvvm.mma.block_scale` and `nvvm.mma.sp.block_scale`: every row of
/// `intrinsics/mma_block_scale.toml` with every scale pair and every pair of
/// its input types, on every target.
#[test]
fn every_mma_block_scale_form_on_every_target_agrees_with_ptxas() {
    let mut probes = Vec::new();
    for spec in nvvm_lower::ops::MMA_BLOCK_SCALE {
        for &scale in spec.scales {
            for &a in spec.ab {
                for &b in spec.ab {
                    let case = format!("{} m{}n{}k{} {} {}.{} {a}.{b}", spec.op_name(), spec.m, spec.n, spec.k, spec.kind, scale.0, scale.1);
                    probes.push((case, mma_block_scale_probe(spec, (a, b), scale), &spec.requires));
                }
            }
        }
    }
    let (accepted, refused, disagreements) = check_probes(&probes);
    assert!(probes.len() == 56 && accepted > 0 && refused > 0, "{} probes, {accepted} accepted, {refused} refused", probes.len());
    assert!(disagreements.is_empty(), "{} disagreement(s):\n{}", disagreements.len(), disagreements.join("\n"));
}

/// A probe kernel for one wmma op of `intrinsics/wmma.toml`: a load of fragment
/// `frag` (`a`, `b`, `c`), a store (`d`) or an MMA (`mma`, A's type `t`, D's
/// `d`), through a pointer in `space`, with `layouts`.
fn wmma_probe(spec: &nvvm_lower::ops::WmmaSpec, frag: &str, t: &str, d: &str, layouts: (&str, &str), space: u32) -> String {
    let shape = format!("k = {} : i32, m = {} : i32, n = {} : i32", spec.k, spec.m, spec.n);
    let ptr = if space == 0 { "!llvm.ptr".to_string() } else { format!("!llvm.ptr<{space}>") };
    let list = |n: u32, t: &str| vec![t.to_string(); n as usize].join(", ");
    match frag {
        "a" | "b" | "c" => {
            let (reg, n) = spec.fragment(frag, t);
            let res = if n == 1 && reg == nvvm_lower::ir::Type::Float(64) { reg.to_string() } else { format!("!llvm.struct<({})>", list(n, &reg.to_string())) };
            let (x, v) = if res.starts_with('!') { (format!("  %x = llvm.extractvalue %r[0] : {res}\n"), "%x") } else { (String::new(), "%r") };
            format!(
                "llvm.func @probe(%p: {ptr}, %s: i32, %out: !llvm.ptr<1>) attributes {{nvvm.kernel}} {{\n  %r = nvvm.wmma.load %p, %s {{eltype = #nvvm.mma_type<{t}>, frag = #nvvm.mma_frag<{frag}>, layout = #nvvm.mma_layout<{}>, {shape}}} : ({ptr}) -> {res}\n{x}  llvm.store {v}, %out : {reg}, !llvm.ptr<1>\n  llvm.return\n}}\n",
                layouts.0
            )
        }
        "d" => {
            let (reg, n) = spec.fragment("d", t);
            format!(
                "llvm.func @probe(%p: {ptr}, %s: i32, %v: {reg}) attributes {{nvvm.kernel}} {{\n  nvvm.wmma.store %p, %s, {} {{eltype = #nvvm.mma_type<{t}>, layout = #nvvm.mma_layout<{}>, {shape}}} : {ptr}, {}\n  llvm.return\n}}\n",
                list(n, "%v"),
                layouts.0,
                list(n, &reg.to_string())
            )
        }
        _ => {
            let frags = [spec.fragment("a", t), spec.fragment("b", t), spec.fragment("c", d)];
            let params: Vec<String> = frags.iter().enumerate().map(|(i, (r, _))| format!("%v{i}: {r}")).collect();
            let args: Vec<String> = frags.iter().enumerate().flat_map(|(i, (_, n))| std::iter::repeat_n(format!("%v{i}"), *n as usize)).collect();
            let tys: Vec<String> = frags.iter().flat_map(|(r, n)| std::iter::repeat_n(r.to_string(), *n as usize)).collect();
            let (acc, nacc) = &frags[2];
            let res = format!("!llvm.struct<({})>", list(*nacc, &acc.to_string()));
            format!(
                "llvm.func @probe({}, %out: !llvm.ptr<1>) attributes {{nvvm.kernel}} {{\n  %r = nvvm.wmma.mma {} {{eltypeA = #nvvm.mma_type<{t}>, eltypeB = #nvvm.mma_type<{d}>, layoutA = #nvvm.mma_layout<{}>, layoutB = #nvvm.mma_layout<{}>, {shape}}} : ({}) -> {res}\n  %x = llvm.extractvalue %r[0] : {res}\n  llvm.store %x, %out : {acc}, !llvm.ptr<1>\n  llvm.return\n}}\n",
                params.join(", "),
                args.join(", "),
                layouts.0,
                layouts.1,
                tys.join(", ")
            )
        }
    }
}

/// `nvvm.wmma.load`, `.store` and `.mma` (outside the form table): every
/// fragment and element type of every row of `intrinsics/wmma.toml`, each in
/// one representative layout and address space (they cycle through row/col
/// and generic/global/shared), on every target.
#[test]
fn every_wmma_form_on_every_target_agrees_with_ptxas() {
    use nvvm_lower::ops::WMMA;
    const LAYOUTS: [(&str, &str); 4] = [("row", "col"), ("col", "row"), ("row", "row"), ("col", "col")];
    let mut probes = Vec::new();
    let mut i = 0;
    let mut next = || {
        i += 1;
        (LAYOUTS[i % 4], [0, 1, 3][i % 3])
    };
    for spec in WMMA {
        let geom = format!("m{}n{}k{}", spec.m, spec.n, spec.k);
        let frags = spec.ab.iter().flat_map(|t| [("a", *t), ("b", *t)]).chain(spec.cd.iter().map(|t| ("c", *t))).chain(spec.cd.iter().map(|t| ("d", *t)));
        for (f, t) in frags {
            let (l, space) = next();
            let op = if f == "d" { "store" } else { "load" };
            probes.push((format!("wmma.{op} {geom} {f} {t} {} p{space}", l.0), wmma_probe(spec, f, t, "", l, space), &spec.requires));
        }
        for &a in spec.ab {
            for &d in spec.cd {
                let (l, _) = next();
                probes.push((format!("wmma.mma {geom} {a} -> {d} {}.{}", l.0, l.1), wmma_probe(spec, "mma", a, d, l, 0), &spec.requires));
            }
        }
    }
    let (accepted, refused, disagreements) = check_probes(&probes);
    assert!(probes.len() >= 50 && accepted > 0 && refused > 0, "{} probes, {accepted} accepted, {refused} refused", probes.len());
    assert!(disagreements.is_empty(), "{} disagreement(s):\n{}", disagreements.len(), disagreements.join("\n"));
}
