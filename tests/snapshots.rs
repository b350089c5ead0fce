//! Snapshots (insta) of what users see: the emitted `.ll` for the example and
//! for one function per mbarrier op form group, and rendered diagnostics.
//!
//! Update with `INSTA_UPDATE=always cargo test --test snapshots`, then review
//! the files under `tests/snapshots/`.

mod common;

use common::*;

fn ll(args: &[&str], src: &str) -> String {
    let mut a = vec!["-", "--emit", "llvm-ir"];
    a.extend_from_slice(args);
    let r = run_stdin(&a, src);
    r.expect_code(0);
    assert_eq!(r.stderr, "", "unexpected warnings");
    r.stdout
}

/// stderr of a diagnosed input (read from stdin, so the file name is `<stdin>`).
fn diag(target: &str, extra: &[&str], src: &str) -> String {
    let mut a = vec!["-", "--target", target, "--color", "never"];
    a.extend_from_slice(extra);
    let r = run_stdin(&a, src);
    r.expect_code(1);
    assert_eq!(r.stdout, "");
    r.stderr
}

// ---------------------------------------------------------------- .ll

#[test]
fn example_pipeline_ll_on_sm_90a() {
    let r = run(&[example().to_str().unwrap(), "--target", "sm_90a", "--emit", "llvm-ir"]);
    r.expect_code(0);
    insta::assert_snapshot!("example_pipeline_sm_90a_ll", r.stdout);
}

#[test]
fn arrive_generic_variants_ll_on_sm_100a() {
    let src = "llvm.func @arrive_generic(%b: !llvm.ptr, %n: i32) {
  %0 = nvvm.mbarrier.arrive %b : !llvm.ptr -> i64
  %1 = nvvm.mbarrier.arrive %b, %n : !llvm.ptr -> i64
  %2 = nvvm.mbarrier.arrive %b, %n {scope = #nvvm.mem_scope<cluster>} : !llvm.ptr -> i64
  %3 = nvvm.mbarrier.arrive %b {relaxed = true} : !llvm.ptr -> i64
  %4 = nvvm.mbarrier.arrive %b, %n {scope = #nvvm.mem_scope<cluster>, relaxed = true} : !llvm.ptr -> i64
  %5 = nvvm.mbarrier.arrive.nocomplete %b, %n : !llvm.ptr, i32 -> i64
  %6 = nvvm.mbarrier.arrive_drop %b : !llvm.ptr -> i64
  %7 = nvvm.mbarrier.arrive.expect_tx %b, %n : !llvm.ptr, i32 -> i64
  llvm.return
}
";
    insta::assert_snapshot!("arrive_generic_sm_100a_ll", ll(&["--target", "sm_100a"], src));
}

#[test]
fn arrive_shared_variants_ll_on_sm_100a() {
    let src = "llvm.func @arrive_shared(%b: !llvm.ptr<3>, %n: i32) {
  %0 = nvvm.mbarrier.arrive %b : !llvm.ptr<3> -> i64
  %1 = nvvm.mbarrier.arrive %b, %n : !llvm.ptr<3> -> i64
  %2 = nvvm.mbarrier.arrive %b, %n {scope = #nvvm.mem_scope<cluster>} : !llvm.ptr<3> -> i64
  %3 = nvvm.mbarrier.arrive %b {relaxed = true} : !llvm.ptr<3> -> i64
  %4 = nvvm.mbarrier.arrive %b, %n {scope = #nvvm.mem_scope<cluster>, relaxed = true} : !llvm.ptr<3> -> i64
  %5 = nvvm.mbarrier.arrive.nocomplete %b, %n : !llvm.ptr<3>, i32 -> i64
  %6 = nvvm.mbarrier.arrive_drop %b : !llvm.ptr<3> -> i64
  %7 = nvvm.mbarrier.arrive_drop %b, %n {relaxed = true} : !llvm.ptr<3> -> i64
  %8 = nvvm.mbarrier.arrive.expect_tx %b, %n {scope = #nvvm.mem_scope<cluster>} : !llvm.ptr<3>, i32 -> i64
  %9 = nvvm.mbarrier.arrive_drop.expect_tx %b, %n : !llvm.ptr<3>, i32 -> i64
  llvm.return
}
";
    insta::assert_snapshot!("arrive_shared_sm_100a_ll", ll(&["--target", "sm_100a"], src));
}

#[test]
fn arrive_cluster_variants_ll_on_sm_100a() {
    let src = "llvm.func @arrive_cluster(%b: !llvm.ptr<7>, %n: i32) {
  nvvm.mbarrier.arrive %b : !llvm.ptr<7>
  nvvm.mbarrier.arrive %b, %n {scope = #nvvm.mem_scope<cluster>} : !llvm.ptr<7>
  nvvm.mbarrier.arrive %b {relaxed = true} : !llvm.ptr<7>
  nvvm.mbarrier.arrive_drop %b, %n {scope = #nvvm.mem_scope<cluster>, relaxed = true} : !llvm.ptr<7>
  nvvm.mbarrier.arrive.expect_tx %b, %n {scope = #nvvm.mem_scope<cluster>} : !llvm.ptr<7>, i32
  nvvm.mbarrier.expect_tx %b, %n {scope = #nvvm.mem_scope<cluster>} : !llvm.ptr<7>, i32
  nvvm.mbarrier.complete_tx %b, %n : !llvm.ptr<7>, i32
  llvm.return
}
";
    insta::assert_snapshot!("arrive_cluster_sm_100a_ll", ll(&["--target", "sm_100a"], src));
}

#[test]
fn try_wait_parity_loop_ll_on_sm_100a() {
    let src = "llvm.func @wait(%bs: !llvm.ptr<3>, %bg: !llvm.ptr, %phase: i32, %ticks: i32) {
  nvvm.mbarrier.try_wait.parity %bs, %phase, %ticks : !llvm.ptr<3>, i32, i32
  nvvm.mbarrier.try_wait.parity %bg, %phase, %ticks : !llvm.ptr, i32, i32
  llvm.return
}
";
    insta::assert_snapshot!("try_wait_parity_loop_sm_100a_ll", ll(&["--target", "sm_100a"], src));
}

#[test]
fn wait_probes_ll_on_sm_100a() {
    let src = "llvm.func @probes(%b: !llvm.ptr<3>, %phase: i32, %ticks: i32) -> i1 {
  %s = nvvm.mbarrier.arrive %b : !llvm.ptr<3> -> i64
  %0 = nvvm.mbarrier.test.wait %b, %s : !llvm.ptr<3>, i64 -> i1
  %1 = nvvm.mbarrier.test.wait %b, %phase {scope = #nvvm.mem_scope<cluster>} : !llvm.ptr<3>, i32 -> i1
  %2 = nvvm.mbarrier.try_wait %b, %s : !llvm.ptr<3>, i64 -> i1
  %3 = nvvm.mbarrier.try_wait %b, %phase, %ticks {relaxed = true} : !llvm.ptr<3>, i32, i32 -> i1
  llvm.return %3 : i1
}
";
    insta::assert_snapshot!("wait_probes_sm_100a_ll", ll(&["--target", "sm_100a"], src));
}

#[test]
fn predicate_guarded_init_ll_on_sm_100a() {
    let src = "llvm.func @guarded_init(%b: !llvm.ptr<3>, %n: i32, %tx: i32) attributes {nvvm.kernel} {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %c0 = llvm.mlir.constant(0 : i32) : i32
  %leader = llvm.icmp \"eq\" %tid, %c0 : i32
  nvvm.mbarrier.init %b, %n, predicate = %leader : !llvm.ptr<3>, i32, i1
  nvvm.fence.mbarrier.init
  nvvm.mbarrier.arrive.expect_tx %b, %tx, predicate = %leader : !llvm.ptr<3>, i32, i1
  llvm.return
}
";
    insta::assert_snapshot!("predicate_guarded_init_sm_100a_ll", ll(&["--target", "sm_100a"], src));
}

// ---------------------------------------------------------------- diagnostics

#[test]
fn diagnostic_unknown_op() {
    let src = "llvm.func @k(%b: !llvm.ptr<3>, %n: i32) {
  nvvm.mbarrier.intt %b, %n : !llvm.ptr<3>, i32
  llvm.return
}
";
    insta::assert_snapshot!("diag_unknown_op", diag("sm_90", &[], src));
}

#[test]
fn diagnostic_op_gated_for_target() {
    let src = "llvm.func @k(%b: !llvm.ptr<3>, %n: i32) {
  nvvm.mbarrier.expect_tx %b, %n : !llvm.ptr<3>, i32
  llvm.return
}
";
    insta::assert_snapshot!("diag_gate_target_sm_80", diag("sm_80", &[], src));
}

#[test]
fn diagnostic_op_gated_by_pinned_ptx() {
    let src = "llvm.func @k(%b: !llvm.ptr<3>) {
  %s = nvvm.mbarrier.arrive %b {relaxed = true} : !llvm.ptr<3> -> i64
  llvm.return
}
";
    insta::assert_snapshot!("diag_gate_ptx_8_0", diag("sm_90", &["--ptx", "8.0"], src));
}

#[test]
fn diagnostic_wrong_address_space() {
    let src = "llvm.func @k(%b: !llvm.ptr<1>, %n: i32) {
  nvvm.mbarrier.init %b, %n : !llvm.ptr<1>, i32
  llvm.return
}
";
    insta::assert_snapshot!("diag_wrong_address_space", diag("sm_90", &[], src));
}

#[test]
fn diagnostic_mlir_verifier_rule_and_parse_error_in_split_file() {
    let src = "llvm.func @k(%b: !llvm.ptr<7>) {
  %0 = nvvm.mbarrier.arrive %b : !llvm.ptr<7> -> i64
  llvm.return
}
// -----
llvm.func @j(%b: !llvm.ptr<3>, %n: i32) {
  nvvm.mbarrier.init %b, %n : !llvm.ptr<3>
";
    insta::assert_snapshot!("diag_mlir_rule_and_parse_error_split", diag("sm_100a", &["--split-input-file"], src));
}

/// The nvsync lowerings of spec 000 and 002, as LLVM IR: the cluster barrier's
/// three scopes on sm_90, a release handshake over two CTAs, a named barrier and
/// a pipeline stage.
#[test]
fn nvsync_lowerings_ll_on_sm_90() {
    let src = r#"llvm.func @scopes() attributes {nvvm.kernel} {
  nvsync.cluster_barrier {scope = #nvsync.barrier_scope<cta>}
  nvsync.cluster_barrier {scope = #nvsync.barrier_scope<cluster>}
  nvsync.cluster_barrier {scope = #nvsync.barrier_scope<cluster_aligned>}
  llvm.return
}
llvm.func @handshake(%b: !llvm.ptr<3>, %p: !llvm.ptr<3>, %n: i32) attributes {nvvm.kernel} {
  nvsync.dsmem_handshake %b, %p, %n {cluster_size = 2, explicit_release = true} : !llvm.ptr<3>, !llvm.ptr<3>, i32
  llvm.return
}
llvm.func @named(%c: i32) attributes {nvvm.kernel} {
  nvvm.barrier0
  %c64 = llvm.mlir.constant(64 : i32) : i32
  %nb = nvsync.named_barrier.alloc %c64 : !nvsync.named_barrier
  nvsync.named_barrier.sync %nb
  llvm.return
}
llvm.func @stage(%full: !llvm.ptr<3>, %i: i32) attributes {nvvm.kernel} {
  nvsync.pipeline.consumer_wait %full, %i {depth = 4} : !llvm.ptr<3>, i32
  llvm.return
}
"#;
    insta::assert_snapshot!("nvsync_lowerings_sm_90_ll", ll(&["--target", "sm_90"], src));
}
