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

/// A refusal as a caller takes it apart: the error's errors and the text
/// their spans point into.
#[derive(Debug)]
struct Refused {
    errors: Vec<nvvm_lower::diag::Diagnostic>,
    listing: String,
}

impl From<nvvm_lower::Error> for Refused {
    fn from(e: nvvm_lower::Error) -> Refused {
        Refused { errors: e.errors().cloned().collect(), listing: e.source.map(|s| s.text).unwrap_or_default() }
    }
}

fn check(ll: &str, target: &str, pinned: Option<&str>) -> Result<nvvm_lower::check::Checked, Refused> {
    let ctx = Context::create();
    let buf = MemoryBuffer::create_from_memory_range_copy(ll.as_bytes(), "m.ll");
    let m = ctx.create_module_from_ir(buf).unwrap_or_else(|e| panic!("{e}\n{ll}"));
    check_module(&m, Target::parse(target).unwrap(), pinned.map(|p| PtxVersion::parse(p).unwrap()), Some(ll)).map_err(Refused::from)
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

/// llc-22's silent cases: each compiles with exit 0 and PTX ptxas refuses or
/// that orders less than asked (measured with llc-22 and ptxas).
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

/// Race pattern 2 on inline PTX, as clang writes a CUTLASS-style pipeline:
/// each barrier reaches the asm as the i32 of `__cvta_generic_to_shared`
/// (ptrtoint, trunc), `full[1]` as `gep i8, 8` in a constant and as
/// `gep i64, 1` in code. The same barrier must meet itself across the forms,
/// and another one must not.
#[test]
fn inline_ptx_pipelines_meet_race_pattern_2() {
    let ll = "@full = internal addrspace(3) global [2 x i64] undef, align 8
define ptx_kernel void @k(ptr addrspace(1) %desc) {
  call void asm sideeffect \"mbarrier.arrive.expect_tx.shared::cta.b64 _, [$1], $0;\", \"r,r\"(i32 64, i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @full, i64 8) to i32))
  call void asm sideeffect \"cp.async.bulk.tensor.1d.shared::cluster.global.mbarrier::complete_tx::bytes [$0], [$1, {$3}], [$2];\", \"r,l,r,r,~{memory}\"(i32 0, ptr addrspace(1) %desc, i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @full, i64 8) to i32), i32 0)
  %g = getelementptr i64, ptr addrspace(3) @full, i64 1
  %p = ptrtoint ptr addrspace(3) %g to i64
  %a = trunc i64 %p to i32
  call void asm sideeffect \"{ .reg .pred P1; W: mbarrier.try_wait.parity.shared::cta.b64 P1, [$0], $1; @!P1 bra W; }\", \"r,r\"(i32 %a, i32 0)
  ret void
}
";
    check(ll, "sm_90a", None).unwrap();
    // The producer on full[0] arms another barrier: full[1]'s wait can never complete.
    let other = ll.replacen("@full, i64 8) to i32))\n", "@full, i64 0) to i32))\n", 1);
    let r = check(&other, "sm_90a", None).unwrap_err();
    assert_eq!(r.errors[0].code, "race", "{:?}", r.errors);
    assert_eq!(r.errors[0].location("m.ll", &r.listing).unwrap(), "m.ll:8:3");
}

/// An inline `cvta` says the space of the address it makes: a CTA-scope
/// atomic on what `cvta.global` made is race pattern 1; on what `cvta.shared`
/// made it is fine, and on an address of unknown origin nothing is said.
#[test]
fn inline_cvta_gives_its_result_a_space() {
    let ll = |asm: &str| format!("define void @f(i64 %x) {{\n  %a = call i64 asm \"{asm}\", \"=l,l\"(i64 %x)\n  %p = inttoptr i64 %a to ptr\n  %o = atomicrmw add ptr %p, i32 1 syncscope(\"block\") monotonic\n  ret void\n}}\n");
    let r = check(&ll("cvta.global.u64 $0, $1;"), "sm_80", None).unwrap_err();
    assert_eq!((r.errors[0].code, r.errors[0].location("m.ll", &r.listing).unwrap().as_str()), ("rule", "m.ll:4:3"), "{:?}", r.errors);
    check(&ll("cvta.shared.u64 $0, $1;"), "sm_80", None).unwrap();
    check(&ll("mov.u64 $0, $1;"), "sm_80", None).unwrap();
    // The same for a cvta whose result is the pointer itself.
    let direct = "define void @f(i64 %x) {\n  %p = call ptr asm \"cvta.global.u64 $0, $1;\", \"=l,l\"(i64 %x)\n  %o = atomicrmw add ptr %p, i32 1 syncscope(\"block\") monotonic\n  ret void\n}\n";
    assert_eq!(check(direct, "sm_80", None).unwrap_err().errors[0].code, "rule");
}

/// Race pattern 2 through CUTLASS's `cast_smem_ptr_to_uint` (an inline
/// `cvta.to.shared` then `cvt.u32.u64`): the barrier the asm converts is
/// still the variable it came from.
#[test]
fn a_barrier_address_through_inline_cvta_meets_race_pattern_2() {
    let ll = "@full = internal addrspace(3) global [2 x i64] undef, align 8
define ptx_kernel void @k(ptr addrspace(1) %desc) {
  %g0 = addrspacecast ptr addrspace(3) @full to ptr
  %g1 = getelementptr i64, ptr %g0, i64 1
  %b0 = call i32 asm \"{ .reg .u64 s; cvta.to.shared.u64 s, $1; cvt.u32.u64 $0, s; }\", \"=r,l\"(ptr %g0)
  %b1 = call i32 asm \"{ .reg .u64 s; cvta.to.shared.u64 s, $1; cvt.u32.u64 $0, s; }\", \"=r,l\"(ptr %g1)
  call void asm sideeffect \"mbarrier.arrive.expect_tx.shared::cta.b64 _, [$1], $0;\", \"r,r\"(i32 64, i32 %b1)
  call void asm sideeffect \"cp.async.bulk.tensor.1d.shared::cluster.global.mbarrier::complete_tx::bytes [$0], [$1, {$3}], [$2];\", \"r,l,r,r,~{memory}\"(i32 0, ptr addrspace(1) %desc, i32 %b1, i32 0)
  call void asm sideeffect \"mbarrier.try_wait.parity.shared::cta.b64 _, [$0], $1;\", \"r,r\"(i32 %b1, i32 0)
  ret void
}
";
    check(ll, "sm_90a", None).unwrap();
    let other = ll.replace("_, [$1], $0;\", \"r,r\"(i32 64, i32 %b1)", "_, [$1], $0;\", \"r,r\"(i32 64, i32 %b0)");
    assert_ne!(other, ll);
    let r = check(&other, "sm_90a", None).unwrap_err();
    assert_eq!((r.errors[0].code, r.errors[0].location("m.ll", &r.listing).unwrap().as_str()), ("race", "m.ll:9:3"), "{:?}", r.errors);
}

/// A name LLVM 22 does not define: llc-22 would emit a call of an external
/// function of that name, which ptxas refuses. A misspelling of a name an op
/// calls gets a suggestion.
#[test]
fn an_nvvm_name_llvm_does_not_define_is_an_error_at_its_line() {
    let ll = "define void @f() {\n  call void @llvm.nvvm.no.such.thing()\n  call void @llvm.nvvm.barrier.cluster.arive()\n  ret void\n}\ndeclare void @llvm.nvvm.no.such.thing()\ndeclare void @llvm.nvvm.barrier.cluster.arive()\n";
    let r = check(ll, "sm_90", None).unwrap_err();
    assert_eq!(r.errors.iter().map(|d| d.code).collect::<Vec<_>>(), ["unknown-intrinsic", "unknown-intrinsic"], "{:?}", r.errors);
    assert_eq!(r.errors[0].location("m.ll", &r.listing).unwrap(), "m.ll:2:3");
    assert!(r.errors[1].notes.iter().any(|n| n.contains("did you mean 'llvm.nvvm.barrier.cluster.arrive'")), "{:?}", r.errors[1].notes);
    // An intrinsic LLVM has that no op of nvvm-lower calls is gated by what
    // it was measured to need (intrinsics/llvm_nvvm.toml): ex2.approx.f32
    // on every target, the f16 one from sm_75 at PTX 7.0.
    let known = "define float @f(float %x) {\n  %r = call float @llvm.nvvm.ex2.approx.f32(float %x)\n  ret float %r\n}\ndeclare float @llvm.nvvm.ex2.approx.f32(float)\n";
    let c = check(known, "sm_70", None).unwrap();
    assert!(c.warnings.iter().all(|w| w.code != "unchecked"), "{:?}", c.warnings);
    let half = known.replace("float", "half").replace(".f32", ".f16");
    let r = check(&half, "sm_70", None).unwrap_err();
    assert_eq!(r.errors.iter().map(|d| d.code).collect::<Vec<_>>(), ["gate-target"], "{:?}", r.errors);
    assert!(r.errors[0].message.contains("'llvm.nvvm.ex2.approx.f16' is not available on sm_70"), "{}", r.errors[0].message);
    assert_eq!(r.errors[0].location("m.ll", &r.listing).unwrap(), "m.ll:2:3");
    assert_eq!(check(&half, "sm_75", None).unwrap().ptx, PtxVersion::parse("7.0").unwrap());
    let r = check(&half, "sm_75", Some("6.5")).unwrap_err();
    assert_eq!(r.errors.iter().map(|d| d.code).collect::<Vec<_>>(), ["gate-ptx"], "{:?}", r.errors);
}

/// What optimising front ends write and llc-22 and ptxas take: vector
/// integer arithmetic, vector compares and selects, an indirect call through a
/// parameter with a name, a switch, a private global whose name PTX would
/// refuse (the backend renames names of local linkage), aggregates.
#[test]
fn valid_front_end_ir_that_llc_takes_is_not_refused() {
    let ll = r#"target triple = "nvptx64-nvidia-cuda"
@switch.table.k = private unnamed_addr constant [3 x i32] [i32 5, i32 6, i32 7], align 4
define internal i32 @dev.helper(i32 %x) {
  ret i32 %x
}
define ptx_kernel void @k(ptr %a, ptr %fp, i32 %sel) {
entry:
  %v = load <4 x i32>, ptr %a, align 16
  %w = and <4 x i32> %v, <i32 1, i32 2, i32 3, i32 4>
  %s = shl <4 x i32> %w, splat (i32 3)
  %d = sdiv <4 x i32> %s, splat (i32 7)
  %c = icmp sgt <4 x i32> %d, zeroinitializer
  %m = select <4 x i1> %c, <4 x i32> %d, <4 x i32> %v
  %z = zext <4 x i32> %m to <4 x i64>
  %t = trunc <4 x i64> %z to <4 x i32>
  store <4 x i32> %t, ptr %a, align 16
  %r = call i32 %fp(i32 %sel)
  %h = call i32 @dev.helper(i32 %r)
  %agg = insertvalue { i32, float } poison, i32 %h, 0
  %e = extractvalue { i32, float } %agg, 0
  %f = freeze i32 %e
  switch i32 %f, label %done [ i32 0, label %zero
                               i32 1, label %zero ]
zero:
  %p = getelementptr inbounds i32, ptr @switch.table.k, i32 %sel
  %q = load i32, ptr %p, align 4
  store i32 %q, ptr %a, align 4
  br label %done
done:
  ret void
}
"#;
    let c = check(ll, "sm_80", None).unwrap_or_else(|r| panic!("{:?}", r.errors.iter().map(|d| &d.message).collect::<Vec<_>>()));
    assert_eq!(c.ptx, PtxVersion::parse("7.0").unwrap());
    // An external name PTX cannot spell is still refused: nothing renames it.
    let external = "@x.y = addrspace(1) global i32 0\ndefine ptx_kernel void @k() {\n  store i32 1, ptr addrspace(1) @x.y\n  ret void\n}\n";
    assert_eq!(check(external, "sm_80", None).unwrap_err().errors[0].code, "symbol");
}

/// clang's scoped atomics (`__nvvm_atom_cta_*`, `__nvvm_atom_sys_*`) keep
/// their scope through llc-22: a CTA-scope one on a kernel's pointer
/// parameter (global memory) is race pattern 1; a system-scope one is fine
/// and not reported as a lost scope.
#[test]
fn scoped_atomic_intrinsics_meet_race_pattern_1() {
    let ll = |scope: &str| format!("define ptx_kernel void @k(ptr %a, ptr addrspace(3) %s) {{\n  %g = getelementptr i32, ptr %a, i64 4\n  %o = call i32 @llvm.nvvm.atomic.add.gen.i.{scope}.i32.p0(ptr %g, i32 1)\n  %l = addrspacecast ptr addrspace(3) %s to ptr\n  %p = call i32 @llvm.nvvm.atomic.cas.gen.i.{scope}.i32.p0(ptr %l, i32 0, i32 1)\n  ret void\n}}\ndeclare i32 @llvm.nvvm.atomic.add.gen.i.{scope}.i32.p0(ptr, i32)\ndeclare i32 @llvm.nvvm.atomic.cas.gen.i.{scope}.i32.p0(ptr, i32, i32)\n");
    let r = check(&ll("cta"), "sm_80", None).unwrap_err();
    // The CTA-scope CAS is on shared memory (the cast says so): only the add is refused.
    assert_eq!(r.errors.len(), 1, "{:?}", r.errors);
    assert_eq!((r.errors[0].code, r.errors[0].location("m.ll", &r.listing).unwrap().as_str()), ("rule", "m.ll:3:3"));
    let c = check(&ll("sys"), "sm_80", None).unwrap();
    assert!(c.warnings.is_empty(), "{:?}", c.warnings);
}

/// Race pattern 4 as clang writes it: the peer's buffer through
/// `llvm.nvvm.mapa` on a generic pointer, the own buffer through an
/// `addrspacecast` constant expression.
#[test]
fn a_dsmem_store_through_generic_mapa_before_a_relaxed_arrive_is_refused() {
    let ll = |arrive: &str| format!(r#"@buf = internal addrspace(3) global [32 x i32] undef, align 4
define ptx_kernel void @exchange(ptr %out) {{
  %r = call i32 @llvm.nvvm.read.ptx.sreg.cluster.ctarank()
  %x = xor i32 %r, 1
  %peer = call ptr @llvm.nvvm.mapa(ptr addrspacecast (ptr addrspace(3) @buf to ptr), i32 %x)
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = zext nneg i32 %t to i64
  %slot = getelementptr inbounds nuw i32, ptr %peer, i64 %i
  store i32 %r, ptr %slot, align 4
  call void @llvm.nvvm.barrier.cluster.{arrive}()
  call void @llvm.nvvm.barrier.cluster.wait()
  %own = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @buf to ptr), i64 %i
  %v = load i32, ptr %own, align 4
  %o = getelementptr inbounds nuw i32, ptr %out, i64 %i
  store i32 %v, ptr %o, align 4
  ret void
}}
declare i32 @llvm.nvvm.read.ptx.sreg.cluster.ctarank()
declare ptr @llvm.nvvm.mapa(ptr, i32)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.barrier.cluster.{arrive}()
declare void @llvm.nvvm.barrier.cluster.wait()
"#);
    let r = check(&ll("arrive.relaxed"), "sm_90", None).unwrap_err();
    assert_eq!(r.errors.iter().map(|d| d.code).collect::<Vec<_>>(), ["race"], "{:?}", r.errors);
    assert_eq!(r.errors[0].location("m.ll", &r.listing).unwrap(), "m.ll:10:3");
    assert_eq!(check(&ll("arrive"), "sm_90", None).unwrap().ptx, PtxVersion::parse("7.8").unwrap());
}

/// Where the IR has `!dbg` locations, a diagnostic names the front end's
/// own source (`kernel.cu:12:5`) before the IR line.
#[test]
fn a_diagnostic_names_the_source_location_of_the_instructions_dbg() {
    let ll = r#"define ptx_kernel void @k() !dbg !5 {
  call void @llvm.nvvm.barrier.cluster.arrive(), !dbg !8
  ret void, !dbg !9
}
declare void @llvm.nvvm.barrier.cluster.arrive()
!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3, !4}
!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "clang", emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "kernel.cu", directory: "/src")
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 7, !"Dwarf Version", i32 2}
!5 = distinct !DISubprogram(name: "k", scope: !1, file: !1, line: 10, type: !6, scopeLine: 10, spFlags: DISPFlagDefinition, unit: !0)
!6 = !DISubroutineType(types: !7)
!7 = !{}
!8 = !DILocation(line: 12, column: 5, scope: !5)
!9 = !DILocation(line: 13, column: 1, scope: !5)
"#;
    let r = check(ll, "sm_80", None).unwrap_err();
    assert_eq!(r.errors[0].origin.as_deref(), Some("kernel.cu:12:5"));
    let shown = nvvm_lower::diag::render_all(&r.errors, "m.ll", &r.listing, false);
    assert!(shown.contains("error[gate-target]") && shown.contains("\n  --> kernel.cu:12:5\n") && shown.contains("m.ll:2:3"), "{shown}");
}

/// A module LLVM's own verifier rejects (an intrinsic declared with the
/// wrong argument types) never reaches llc-22: the verifier's message is the
/// error. A module of another target is checked as NVPTX's, with a warning.
#[test]
fn llvm_verifier_errors_and_a_foreign_triple_are_reported() {
    let bad = "define void @f() {\n  %x = call i32 @llvm.nvvm.read.ptx.sreg.tid.x(i32 1)\n  ret void\n}\ndeclare i32 @llvm.nvvm.read.ptx.sreg.tid.x(i32)\n";
    let r = check(bad, "sm_80", None).unwrap_err();
    assert_eq!(r.errors[0].code, "llvm-verify", "{:?}", r.errors);
    assert!(r.errors[0].message.contains("Intrinsic has incorrect argument type"), "{}", r.errors[0].message);
    let x86 = "target triple = \"x86_64-unknown-linux-gnu\"\ndefine void @f() {\n  ret void\n}\n";
    let c = check(x86, "sm_80", None).unwrap();
    assert_eq!(c.warnings.iter().map(|w| w.code).collect::<Vec<_>>(), ["triple"]);
}

/// clang writes CUDA's relaxed atomics (atomicAdd) as seq_cst atomicrmw:
/// in a module clang wrote, llc-22's relaxed atom is a warning; in another
/// front end's it is the silent loss of an ordering, refused.
#[test]
fn a_seq_cst_atomicrmw_is_a_warning_only_in_a_module_clang_wrote() {
    let body = "define ptx_kernel void @k(ptr %a) {\n  %o = atomicrmw add ptr %a, i32 1 seq_cst, align 4\n  ret void\n}\n";
    assert_eq!(check(body, "sm_80", None).unwrap_err().errors[0].code, "dropped-ordering");
    let clang = format!("{body}!llvm.ident = !{{!0}}\n!0 = !{{!\"clang version 22.1.0\"}}\n");
    let c = check(&clang, "sm_80", None).unwrap();
    assert_eq!(c.warnings.iter().map(|w| w.code).collect::<Vec<_>>(), ["dropped-ordering"]);
}

/// `nvvm-lower k.ll --target T` checks, then writes PTX at the version the
/// check chose; a refused module writes nothing.
#[test]
fn the_cli_compiles_a_front_ends_ll_to_ptx() {
    let dir = tempfile::tempdir().unwrap();
    let f = dir.path().join("k.ll");
    std::fs::write(&f, CLUSTER_ARRIVE).unwrap();
    let out = dir.path().join("k.ptx");
    let (f, o) = (f.to_str().unwrap(), out.to_str().unwrap());
    run(&["--target", "sm_90", f, "-o", o, "--verify-ptx"]).expect_code(0);
    let ptx = std::fs::read_to_string(&out).unwrap();
    assert_eq!(ptx_version(&ptx).as_deref(), Some("7.8"));
    assert!(ptx.contains("barrier.cluster.arrive;"), "{ptx}");
    std::fs::remove_file(&out).unwrap();
    let bad = run(&["--target", "sm_80", f, "-o", o]);
    bad.expect_code(1);
    assert!(bad.stderr.contains("error[gate-target]") && bad.stderr.contains("k.ll:2:3"), "{}", bad.stderr);
    assert!(!out.exists());
    // The same text on standard input is recognised as LLVM IR by its first line.
    let piped = run_stdin(&["-", "--target", "sm_90", "--emit", "llvm-ir"], &format!("target triple = \"nvptx64-nvidia-cuda\"\n{CLUSTER_ARRIVE}"));
    piped.expect_code(0);
    assert!(piped.stdout.contains("call void @llvm.nvvm.barrier.cluster.arrive()"), "{}", piped.stdout);
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

/// The library's `compile_to_ptx` takes exactly the front-end modules `check`
/// takes, at the same PTX version, and ptxas assembles what it writes: every
/// Triton module of the corpus (lit/frontend/triton), for its own target, and
/// for a target its PTX cannot use (both refuse).
#[test]
fn compile_to_ptx_takes_what_check_takes_on_the_triton_corpus() {
    let dir = root().join("lit/frontend/triton");
    let mut files: Vec<_> = std::fs::read_dir(&dir).unwrap().filter_map(|e| e.ok().map(|e| e.path())).filter(|p| p.extension().is_some_and(|x| x == "ll")).collect();
    files.sort();
    assert!(files.len() >= 20, "{} modules in {}", files.len(), dir.display());
    for f in files {
        let text = std::fs::read_to_string(&f).unwrap();
        let own = f.file_name().unwrap().to_str().unwrap().split('.').nth(1).unwrap().to_string();
        for t in [own.as_str(), "sm_70"] {
            let target = Target::parse(t).unwrap();
            let checked = check(&text, t, None);
            let ctx = Context::create();
            let m = ctx.create_module_from_ir(MemoryBuffer::create_from_memory_range_copy(text.as_bytes(), "m.ll")).unwrap();
            let compiled = nvvm_lower::api::compile_to_ptx(&m, target, None);
            match (checked, compiled) {
                (Ok(c), Ok(p)) => {
                    assert_eq!(c.ptx, p.version, "{}: {t}", f.display());
                    ptxas(target, &p.text).unwrap_or_else(|e| panic!("{} on {t}: ptxas: {e}", f.display()));
                }
                (Err(_), Err(_)) => {}
                (c, p) => panic!("{} on {t}: check {:?}, compile_to_ptx {:?}", f.display(), c.map(|c| c.ptx).map_err(|r| r.errors), p.map(|p| p.version)),
            }
        }
    }
}

/// A PTX version LLVM 22 does not emit cannot be made (LLVM would ignore
/// '+ptx89' and write its default version); a pinned version the target
/// cannot take is refused by the check and by compile_to_ptx alike, and
/// neither refusal's Debug dumps the module.
#[test]
fn a_ptx_version_llvm_does_not_know_cannot_be_made() {
    assert!(PtxVersion::new(8, 9).is_err());
    assert!(matches!("8.9".parse::<PtxVersion>().map_err(|e| e.kind()), Err(nvvm_lower::ErrorCode::PtxVersion)));
    let ctx = Context::create();
    let m = ctx.create_module_from_ir(MemoryBuffer::create_from_memory_range_copy(CLUSTER_ARRIVE.as_bytes(), "m.ll")).unwrap();
    let (sm_90, ptx70) = (Target::SM_90, PtxVersion::new(7, 0).unwrap());
    let refused = check_module(&m, sm_90, Some(ptx70), Some(CLUSTER_ARRIVE)).unwrap_err();
    assert!(format!("{refused:?}").contains("text: <"), "{refused:?}");
    let e = nvvm_lower::api::compile_to_ptx(&m, sm_90, Some(ptx70)).unwrap_err();
    assert!(!format!("{e:?}").contains("barrier.cluster.arrive()"), "{e:?}");
}

/// The operand rules of the op an intrinsic lifts to hold in a front end's
/// module too: tensor-memory columns are a power of two from 32 to 512,
/// which ptxas does not check.
#[test]
fn tcgen05_alloc_columns_off_the_rule_are_refused_at_the_call() {
    let call = |n: u32| format!("define ptx_kernel void @k(ptr addrspace(3) %a) {{\n  call void @llvm.nvvm.tcgen05.alloc.shared.cg1(ptr addrspace(3) %a, i32 {n})\n  ret void\n}}\ndeclare void @llvm.nvvm.tcgen05.alloc.shared.cg1(ptr addrspace(3), i32)\n");
    for bad in [33, 16, 1024, 96] {
        let refused = check(&call(bad), "sm_100a", None).unwrap_err();
        assert_eq!(refused.errors[0].code, "range", "{bad}: {:?}", refused.errors);
        assert!(refused.errors[0].location("m.ll", &refused.listing).unwrap().starts_with("m.ll:2:"), "{bad}");
    }
    assert!(check(&call(128), "sm_100a", None).is_ok());
}
