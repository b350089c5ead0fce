//! `check_module` judges a front end's LLVM IR with the same checks as a text
//! program: the LLVM IR nvvm-lower emits for every positive lit input, read
//! back and checked for the same target, passes, with the same PTX version the
//! text pipeline chose; and the IR llc-22 aborts on or miscompiles silently is
//! refused with a diagnostic at its line.

mod common;

use common::*;
use inkwell::context::Context;
use inkwell::memory_buffer::MemoryBuffer;
use nvvm_lower::check::check_module;
use nvvm_lower::driver::{compile_source, Emit, Options};
use nvvm_lower::target::{PtxVersion, Target};

fn check(ll: &str, target: &str, pinned: Option<&str>) -> Result<nvvm_lower::check::Checked, nvvm_lower::check::Refused> {
    let ctx = Context::create();
    let buf = MemoryBuffer::create_from_memory_range_copy(ll.as_bytes(), "m.ll");
    let m = ctx.create_module_from_ir(buf).unwrap_or_else(|e| panic!("{e}\n{ll}"));
    check_module(&m, Target::parse(target).unwrap(), pinned.map(|p| PtxVersion::parse(p).unwrap()), Some(ll))
}

#[test]
fn every_positive_lit_module_passes_its_own_check_at_the_same_ptx() {
    let mut checked = 0;
    let mut failures = Vec::new();
    for job in lit_positive_modules() {
        let target = Target::parse(&job.target).unwrap();
        let ptx = job.ptx.as_deref().map(|p| PtxVersion::parse(p).unwrap());
        let Ok(out) = compile_source(&job.text, &Options { emit: Emit::LlvmIr, ptx, ..Options::new(target) }) else { continue };
        checked += 1;
        match check(&out.text, &job.target, job.ptx.as_deref()) {
            Ok(c) if c.ptx == out.ptx_version && c.warnings.iter().all(|w| w.code != "unchecked" && w.code != "safety") => {}
            Ok(c) => failures.push(format!("{}:{} {}: PTX {} (text pipeline {}), warnings {:?}", job.file, job.line, job.target, c.ptx, out.ptx_version, c.warnings.iter().map(|w| &w.message).collect::<Vec<_>>())),
            Err(r) => failures.push(format!("{}:{} {}: refused: {:?}", job.file, job.line, job.target, r.errors.iter().map(|d| &d.message).take(3).collect::<Vec<_>>())),
        }
    }
    assert!(checked > 300, "only {checked} modules compiled");
    assert!(failures.is_empty(), "{} of {checked} modules fail their own check:\n{}", failures.len(), failures.join("\n"));
}

const CLUSTER_ARRIVE: &str = "define ptx_kernel void @k() {\n  call void @llvm.nvvm.barrier.cluster.arrive()\n  ret void\n}\ndeclare void @llvm.nvvm.barrier.cluster.arrive()\n";

#[test]
fn an_intrinsic_the_target_lacks_is_a_gate_error_at_its_line() {
    let r = check(CLUSTER_ARRIVE, "sm_80", None).unwrap_err();
    assert_eq!(r.errors.len(), 1, "{:?}", r.errors);
    assert_eq!(r.errors[0].code, "gate-target");
    assert_eq!(r.errors[0].location("m.ll", &r.listing).unwrap(), "m.ll:2:3");
    assert_eq!(check(CLUSTER_ARRIVE, "sm_90", None).unwrap().ptx, PtxVersion::parse("7.8").unwrap());
}

#[test]
fn a_pinned_ptx_below_an_intrinsic_is_a_gate_ptx_error() {
    let ll = "define void @f(ptr addrspace(3) %b) {\n  call void @llvm.nvvm.barrier.cluster.arrive.relaxed()\n  ret void\n}\ndeclare void @llvm.nvvm.barrier.cluster.arrive.relaxed()\n";
    let r = check(ll, "sm_90", Some("7.8")).unwrap_err();
    assert_eq!(r.errors[0].code, "gate-ptx", "{:?}", r.errors);
    assert_eq!(check(ll, "sm_90", None).unwrap().ptx, PtxVersion::parse("8.0").unwrap());
}

/// llc-22's silent cases (shared/reference/llvm22-nvptx.md): each compiles
/// with exit 0 and PTX ptxas refuses or that orders less than asked.
#[test]
fn the_silent_cases_of_llc_22_are_refused() {
    let cases: &[(&str, &str, &str)] = &[
        ("bar.sync id 16", "define void @f() {\n  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 16)\n  ret void\n}\ndeclare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32)\n", "range"),
        ("DSMEM store below sm_90", "define void @f(ptr addrspace(7) %p) {\n  store i32 1, ptr addrspace(7) %p\n  ret void\n}\n", "gate-target"),
        ("cluster-scope cmpxchg below sm_90", "define void @f(ptr addrspace(1) %p) {\n  %r = cmpxchg ptr addrspace(1) %p, i32 0, i32 1 syncscope(\"cluster\") acquire acquire\n  ret void\n}\n", "gate-target"),
        ("acq_rel atomicrmw", "define void @f(ptr addrspace(1) %p) {\n  %r = atomicrmw add ptr addrspace(1) %p, i32 1 syncscope(\"device\") acq_rel\n  ret void\n}\n", "dropped-ordering"),
    ];
    for (what, ll, code) in cases {
        let r = check(ll, "sm_80", None).expect_err(what);
        assert!(r.errors.iter().any(|d| d.code == *code && d.span.is_some()), "{what}: {:?}", r.errors);
    }
}

#[test]
fn race_checks_run_on_a_front_ends_module() {
    // A DSMEM store that only a relaxed cluster arrive follows, then a read:
    // race pattern 4, as for the text program.
    let ll = "define ptx_kernel void @k(ptr addrspace(3) %s, i32 %v, i32 %peer, ptr addrspace(1) %o) {
  %r = call ptr addrspace(7) @llvm.nvvm.mapa.shared.cluster(ptr addrspace(3) %s, i32 %peer)
  store i32 %v, ptr addrspace(7) %r
  call void @llvm.nvvm.barrier.cluster.arrive.relaxed()
  call void @llvm.nvvm.barrier.cluster.wait()
  %x = load i32, ptr addrspace(3) %s
  store i32 %x, ptr addrspace(1) %o
  ret void
}
declare ptr addrspace(7) @llvm.nvvm.mapa.shared.cluster(ptr addrspace(3), i32)
declare void @llvm.nvvm.barrier.cluster.arrive.relaxed()
declare void @llvm.nvvm.barrier.cluster.wait()
";
    let r = check(ll, "sm_90a", None).unwrap_err();
    assert_eq!(r.errors[0].code, "race", "{:?}", r.errors);
    assert_eq!(r.errors[0].location("m.ll", &r.listing).unwrap(), "m.ll:4:3");
    let fixed = ll.replace("arrive.relaxed()\n  call", "arrive()\n  call").replace("declare void @llvm.nvvm.barrier.cluster.arrive.relaxed()", "declare void @llvm.nvvm.barrier.cluster.arrive()");
    check(&fixed, "sm_90a", None).unwrap();
}

#[test]
fn an_unknown_nvvm_intrinsic_is_reported_as_unchecked() {
    let ll = "define void @f() {\n  call void @llvm.nvvm.no.such.thing()\n  ret void\n}\ndeclare void @llvm.nvvm.no.such.thing()\n";
    let c = check(ll, "sm_90", None).unwrap();
    assert!(c.warnings.iter().any(|w| w.code == "unchecked"), "{:?}", c.warnings);
}

#[test]
fn the_cli_checks_an_ll_file() {
    let dir = tempfile::tempdir().unwrap();
    let f = dir.path().join("k.ll");
    std::fs::write(&f, CLUSTER_ARRIVE).unwrap();
    let f = f.to_str().unwrap();
    let bad = run(&["check", f, "--target", "sm_80"]);
    bad.expect_code(1);
    assert!(bad.stderr.contains("error[gate-target]") && bad.stderr.contains("k.ll:2:3"), "{}", bad.stderr);
    let good = run(&["check", f, "--target", "sm_90"]);
    good.expect_code(0);
    assert!(good.stdout.contains("passes for sm_90 at PTX ISA 7.8"), "{}", good.stdout);
    run(&["check", f]).expect_code(2);
}

/// The inline PTX of `nvvm.wgmma.mma_async` (LLVM 22 has no intrinsic) is read
/// back as the op: its target and PTX version are checked like an intrinsic's.
#[test]
fn wgmma_inline_ptx_is_checked_as_the_op() {
    let src = std::fs::read_to_string(root().join("lit/wgmma/Inputs/wgmma_mixed_int.mlir")).unwrap();
    let ll = compile_source(&src, &Options { emit: Emit::LlvmIr, ..Options::new(Target::parse("sm_90a").unwrap()) }).unwrap().text;
    assert_eq!(check(&ll, "sm_90a", None).unwrap().ptx, PtxVersion::parse("8.4").unwrap(), "mixed-sign 8-bit inputs need PTX 8.4");
    let r = check(&ll, "sm_90a", Some("8.3")).unwrap_err();
    assert!(r.errors.iter().any(|d| d.code == "gate-ptx"), "{:?}", r.errors);
    let r = check(&ll, "sm_100a", None).unwrap_err();
    assert!(r.errors.iter().any(|d| d.code == "gate-target" && d.message.contains("wgmma.mma_async (.s32.s8.u8)")), "{:?}", r.errors);
}

/// llc-22 selects the bf16 m16n8k8 warp MMA for sm_75 and ptxas refuses the
/// PTX: a front end's call of the intrinsic is refused at its line there, and
/// passes on sm_80.
#[test]
fn a_bf16_mma_sync_below_sm_80_is_refused() {
    let ll = "define void @f(i32 %a, i32 %b, float %c, ptr addrspace(1) %p) {\n  %d = call { float, float, float, float } @llvm.nvvm.mma.m16n8k8.row.col.bf16(i32 %a, i32 %a, i32 %b, float %c, float %c, float %c, float %c)\n  %x = extractvalue { float, float, float, float } %d, 0\n  store float %x, ptr addrspace(1) %p\n  ret void\n}\ndeclare { float, float, float, float } @llvm.nvvm.mma.m16n8k8.row.col.bf16(i32, i32, i32, float, float, float, float)\n";
    let r = check(ll, "sm_75", None).expect_err("bf16 m16n8k8 on sm_75");
    assert!(r.errors.iter().any(|d| d.code == "gate-target" && d.span.is_some() && d.message.contains("m16n8k8")), "{:?}", r.errors);
    let ok = check(ll, "sm_80", None).unwrap_or_else(|r| panic!("{:?}", r.errors));
    assert!(ok.warnings.iter().all(|w| w.code != "unchecked"), "{:?}", ok.warnings);
}

/// A front end's wmma calls are checked as the wmma ops: the 8-bit load of one
/// register (a bare i32, which MLIR 22 cannot write) passes on sm_72 and is a
/// gate error at its line on sm_70, where llc-22 cannot select it.
#[test]
fn wmma_intrinsics_are_checked_as_the_ops() {
    let ll = "define void @f(ptr addrspace(3) %p, i32 %s, ptr addrspace(1) %o) {\n  %a = call i32 @llvm.nvvm.wmma.m8n32k16.load.a.row.stride.s8.p3(ptr addrspace(3) %p, i32 %s)\n  store i32 %a, ptr addrspace(1) %o\n  ret void\n}\ndeclare i32 @llvm.nvvm.wmma.m8n32k16.load.a.row.stride.s8.p3(ptr addrspace(3), i32)\n";
    let ok = check(ll, "sm_72", None).unwrap_or_else(|r| panic!("{:?}", r.errors));
    assert!(ok.warnings.iter().all(|w| w.code != "unchecked"), "{:?}", ok.warnings);
    assert_eq!(ok.ptx.to_string(), "6.3");
    let r = check(ll, "sm_70", None).expect_err("s8 wmma on sm_70");
    assert!(r.errors.iter().any(|d| d.code == "gate-target" && d.span.is_some() && d.message.contains("wmma.load.a")), "{:?}", r.errors);
}

/// A front end's block-scaled MMA calls are checked as the ops: the sparse
/// mxf4 form passes on sm_120a, is a gate error at its line on sm_120f (ptxas
/// refuses it there, though llc-22 selects it), and a selector other than 0
/// (out of the intrinsic's immarg range) is refused.
#[test]
fn block_scale_mma_intrinsics_are_checked_as_the_ops() {
    let name = "llvm.nvvm.mma.sp.ordered.metadata.block.scale.m16n8k128.row.col.mxf4.scale.2x.f32.e2m1.e2m1.f32.ue8m0";
    let call = |sel: u32| format!("define void @f(i32 %a, float %c, i16 %h, ptr addrspace(1) %p) {{\n  %d = call {{ float, float, float, float }} @{name}(i32 %a, i32 %a, i32 %a, i32 %a, i32 %a, i32 %a, i32 %a, i32 %a, float %c, float %c, float %c, float %c, i32 %a, i32 {sel}, i32 %a, i16 %h, i16 %h, i32 %a, i16 %h, i16 %h)\n  %x = extractvalue {{ float, float, float, float }} %d, 0\n  store float %x, ptr addrspace(1) %p\n  ret void\n}}\ndeclare {{ float, float, float, float }} @{name}(i32, i32, i32, i32, i32, i32, i32, i32, float, float, float, float, i32, i32, i32, i16, i16, i32, i16, i16)\n");
    let ok = check(&call(0), "sm_120a", None).unwrap_or_else(|r| panic!("{:?}", r.errors));
    assert!(ok.warnings.iter().all(|w| w.code != "unchecked"), "{:?}", ok.warnings);
    assert_eq!(ok.ptx.to_string(), "8.7");
    let r = check(&call(0), "sm_120f", None).expect_err("sparse mxf4 on sm_120f");
    assert!(r.errors.iter().any(|d| d.code == "gate-target" && d.span.is_some() && d.message.contains("nvvm.mma.sp.block_scale")), "{:?}", r.errors);
    let r = check(&call(1), "sm_120a", None).expect_err("selector 1");
    assert!(r.errors.iter().any(|d| d.code == "immediate" && d.span.is_some() && d.message.contains("must be 0, not 1")), "{:?}", r.errors);
}
