//! The argument rules of `intrinsics/llvm_nvvm_args.toml` re-measured at
//! their boundaries with llc-22 and the pinned ptxas, on sm_90a at PTX 8.6:
//! for every rule and intrinsic, the call of `intrinsics/llvm_nvvm.toml`
//! with the argument set to each end of its range and a multiple (taken by
//! llc-22 and ptxas, and by `check`) and to just past an end and a
//! non-multiple (refused by the tool the rule names, and by `check` with
//! error[range] at the call's line). Any disagreement fails the test.

mod common;

use common::ptxas;
use inkwell::context::Context;
use inkwell::memory_buffer::MemoryBuffer;
use nvvm_lower::check::check_module;
use nvvm_lower::ops::{LlvmArgRule, LLVM_INTRINSICS, LLVM_INTRINSIC_ARGS};
use nvvm_lower::target::{PtxVersion, Target};
use std::process::Command;

/// A kernel calling `name` with argument `arg` the constant `value` and every
/// other argument loaded from the kernel's parameter (the measured call
/// gives the types).
fn kernel(name: &str, arg: usize, value: i64) -> String {
    let spec = LLVM_INTRINSICS.iter().find(|s| s.name == name).unwrap_or_else(|| panic!("{name} is not in LLVM_INTRINSICS"));
    let call = spec.calls[0];
    let ret = &call[..call.find(" @").unwrap()];
    // An argument written with a constant is `<type> <constant>`.
    let types: Vec<&str> = call[call.find('(').unwrap() + 1..call.len() - 1].split(", ").map(|a| a.rsplit_once(' ').filter(|(_, c)| c.parse::<i64>().is_ok()).map_or(a, |(t, _)| t)).collect();
    let mut body = String::new();
    let mut vals = Vec::new();
    for (i, ty) in types.iter().enumerate() {
        if i == arg {
            vals.push(format!("{ty} {value}"));
        } else {
            body += &format!("  %a{i} = load {ty}, ptr addrspace(1) %p\n");
            vals.push(format!("{ty} %a{i}"));
        }
    }
    body += &match ret {
        "void" => format!("  call void @{name}({})\n", vals.join(", ")),
        _ => format!("  %r = call {ret} @{name}({})\n  store {ret} %r, ptr addrspace(1) %p\n", vals.join(", ")),
    };
    format!("define ptx_kernel void @k(ptr addrspace(1) %p) {{\n{body}  ret void\n}}\ndeclare {ret} @{name}({})\n", types.join(", "))
}

/// What llc-22 and ptxas make of `ll`: Ok, or Err(which tool refused it).
fn compiles(ll: &str, t: Target, v: PtxVersion) -> Result<(), String> {
    let dir = tempfile::tempdir().unwrap();
    let (src, ptx) = (dir.path().join("k.ll"), dir.path().join("k.ptx"));
    std::fs::write(&src, ll).unwrap();
    let llc = nvvm_lower::backend::on_path("llc-22").expect("llc-22 is needed (run scripts/setup)");
    let out = Command::new(llc).env("LLVM_DISABLE_SYMBOLIZATION", "1").args(["-march=nvptx64", &format!("-mcpu={}", t.name()), &format!("-mattr={}", v.feature()), "-o"]).arg(&ptx).arg(&src).output().unwrap();
    if !out.status.success() {
        return Err("llc-22".into());
    }
    ptxas(t, &std::fs::read_to_string(&ptx).unwrap()).map_err(|_| "ptxas".to_string())
}

/// The values at the rule's boundaries: (value, taken).
fn boundary(rule: &LlvmArgRule) -> Vec<(i64, bool)> {
    let mut vs = Vec::new();
    if let Some((lo, hi)) = rule.range {
        vs.extend([(lo, true), (hi, true), (lo - 1, false), (hi + 1, false)]);
    }
    if let Some(m) = rule.multiple_of {
        vs.extend([(m, true), (2 * m, true), (m + 1, false)]);
    }
    vs
}

#[test]
fn every_argument_rule_holds_at_its_boundaries_against_llc_22_and_ptxas() {
    let (t, v) = (Target::parse("sm_90a").unwrap(), PtxVersion::parse("8.6").unwrap());
    let mut failures = Vec::new();
    assert!(!LLVM_INTRINSIC_ARGS.is_empty());
    for rule in LLVM_INTRINSIC_ARGS {
        for (value, taken) in boundary(rule) {
            let ll = kernel(rule.intrinsic, rule.arg, value);
            let what = format!("{} argument {} = {value}", rule.intrinsic, rule.arg);
            let tools = compiles(&ll, t, v);
            let ctx = Context::create();
            let m = ctx.create_module_from_ir(MemoryBuffer::create_from_memory_range_copy(ll.as_bytes(), "m.ll")).unwrap();
            let checked = check_module(&m, t, Some(v), Some(&ll));
            let call_line = format!("m.ll:{}:3", ll.lines().position(|l| l.contains(&format!("@{}(", rule.intrinsic)) && !l.starts_with("declare")).unwrap() + 1);
            match (taken, tools, checked) {
                (true, Ok(()), Ok(_)) => {}
                (false, Err(tool), Err(r)) if tool == rule.refused_by && r.kind() == nvvm_lower::ErrorCode::Range && r.errors().any(|d| d.location("m.ll", &r.source.as_ref().unwrap().text).as_deref() == Some(call_line.as_str())) => {}
                (_, tools, checked) => failures.push(format!("{what}: the rule says {}, llc-22 + ptxas {tools:?}, check {:?}", if taken { "taken" } else { "refused" }, checked.map(|_| ()).map_err(|r| r.errors().map(|d| d.message.clone()).collect::<Vec<_>>()))),
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
