//! The typed builders (`Lowering::nvvm`, `Lowering::nvsync`, `api::attr`),
//! generated from `intrinsics/*.toml`: a kernel built with them across the
//! families gives the text pipeline's PTX for the same program, and what the
//! types cannot rule out (an attribute the op does not take, too many list
//! values, a gated op) is an error, never an abort.

use inkwell::context::Context;
use inkwell::AddressSpace;
use nvvm_lower::api::{attr, compile_to_ptx, mark_kernel, KernelAttrs, Lowering};
use nvvm_lower::driver::{compile_source, Options};
use nvvm_lower::target::Target;

fn target(name: &str) -> Target {
    Target::parse(name).unwrap()
}

/// The PTX instructions, without declarations, labels and parameter loads
/// (register numbering and names differ between the two doors).
fn insns(ptx: &str) -> Vec<String> {
    ptx.lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with("//") && !l.starts_with('.') && !l.starts_with('$') && !l.starts_with("ld.param") && !l.starts_with(['{', '}', ')']))
        .map(|l| l.split_whitespace().next().unwrap().to_string())
        .collect()
}

const TEXT: &str = r#"llvm.func @k(%bar: !llvm.ptr<3>, %map: !llvm.ptr, %dst: !llvm.ptr<7>, %n: i32, %v: i32) attributes {nvvm.kernel, nvvm.cluster_dim = array<i32: 2, 1, 1>, nvvm.reqntid = array<i32: 128, 1, 1>} {
  nvvm.griddepcontrol wait
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %c128 = llvm.mlir.constant(128 : i32) : i32
  nvvm.mbarrier.init %bar, %c128 : !llvm.ptr<3>, i32
  nvvm.fence.mbarrier.init
  nvsync.cluster_barrier {scope = #nvsync.barrier_scope<cluster>}
  %m = llvm.mlir.constant(-1 : i32) : i32
  %leader = nvvm.elect.sync %m -> i1
  nvvm.cp.async.bulk.tensor.shared.cluster.global %dst, %map, %bar, box[%n, %tid] : !llvm.ptr<7>, !llvm.ptr
  %s = nvvm.shfl.sync bfly %m, %v, %n, %n : i32 -> i32
  %state = nvvm.mbarrier.arrive.expect_tx %bar, %n : !llvm.ptr<3>, i32 -> i64
  %c0 = llvm.mlir.constant(0 : i32) : i32
  %ticks = llvm.mlir.constant(1000 : i32) : i32
  nvvm.mbarrier.try_wait.parity %bar, %c0, %ticks : !llvm.ptr<3>, i32, i32
  nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
  nvvm.wgmma.fence.aligned
  nvvm.cluster.arrive {aligned}
  nvvm.cluster.wait {aligned}
  nvvm.barrier0
  llvm.return
}"#;

#[test]
fn a_kernel_built_with_typed_builders_gives_the_text_pipelines_ptx() {
    let sm90a = target("sm_90a");
    let ctx = Context::create();
    let module = ctx.create_module("m");
    let builder = ctx.create_builder();
    let (shared, generic, cluster, i32t) = (ctx.ptr_type(AddressSpace::from(3u16)), ctx.ptr_type(AddressSpace::default()), ctx.ptr_type(AddressSpace::from(7u16)), ctx.i32_type());
    let f = module.add_function("k", ctx.void_type().fn_type(&[shared.into(), generic.into(), cluster.into(), i32t.into(), i32t.into()], false), None);
    mark_kernel(&ctx, f, &KernelAttrs { cluster_dim: Some([2, 1, 1]), reqntid: Some([128, 1, 1]), ..KernelAttrs::default() });
    builder.position_at_end(ctx.append_basic_block(f, "entry"));
    let p = |i| f.get_nth_param(i).unwrap();
    let (bar, map, dst, n, v) = (p(0).into_pointer_value(), p(1).into_pointer_value(), p(2).into_pointer_value(), p(3).into_int_value(), p(4).into_int_value());
    let c = |x: u64| i32t.const_int(x, false);

    let lower = Lowering::new(&ctx, &module, &builder, sm90a);
    let (nvvm, nvsync) = (lower.nvvm(), lower.nvsync());
    nvvm.griddepcontrol().with(attr::GridDep::Wait).emit().unwrap();
    let tid = nvvm.read_ptx_sreg_tid_x().emit().unwrap().unwrap().into_int_value();
    nvvm.mbarrier_init(bar, c(128)).emit().unwrap();
    nvvm.fence_mbarrier_init().emit().unwrap();
    nvsync.cluster_barrier().with(attr::BarrierScope::Cluster).emit().unwrap();
    let all = i32t.const_all_ones();
    let leader = nvvm.elect_sync(Some(all)).emit().unwrap();
    assert!(leader.is_some());
    nvvm.cp_async_bulk_tensor_shared_cluster_global(dst, map, bar, &[n, tid], &[], None, None).emit().unwrap();
    nvvm.shfl_sync(all, v.into(), n, n).with(attr::ShflKind::Bfly).result(i32t.into()).emit().unwrap();
    let state = nvvm.mbarrier_arrive_expect_tx(bar, n).result(ctx.i64_type().into()).emit().unwrap();
    assert!(state.is_some(), "the arrive's state was asked for");
    nvvm.mbarrier_try_wait_parity(bar, c(0), c(1000)).emit().unwrap();
    nvvm.fence_proxy().with(attr::ProxyKind::AsyncShared).with(attr::SharedSpace::Cta).emit().unwrap();
    nvvm.wgmma_fence_aligned().emit().unwrap();
    nvvm.cluster_arrive().with(attr::Aligned(true)).emit().unwrap();
    nvvm.cluster_wait().with(attr::Aligned(true)).emit().unwrap();
    nvvm.barrier0().emit().unwrap();
    builder.build_return(None).unwrap();

    let ptx = compile_to_ptx(&module, sm90a, None).unwrap();
    let want = compile_source(TEXT, &Options::new(sm90a)).unwrap();
    assert_eq!(ptx.version, want.ptx_version);
    assert_eq!(insns(&ptx.text), insns(&want.text), "library:\n{}\ntext:\n{}", ptx.text, want.text);
    for insn in ["griddepcontrol.wait", "barrier.cluster.arrive;", "elect.sync", "cp.async.bulk.tensor.2d.shared::cluster.global", "shfl.sync.bfly.b32", "fence.proxy.async.shared::cta", "wgmma.fence.sync.aligned", "bar.sync"] {
        assert!(ptx.text.contains(insn), "PTX lacks {insn}:\n{}", ptx.text);
    }
    nvvm_lower::backend::verify_ptx(&ptx.text).unwrap_or_else(|ds| panic!("ptxas: {ds:?}"));
}

#[test]
fn what_the_types_cannot_rule_out_is_an_error() {
    let ctx = Context::create();
    let module = ctx.create_module("m");
    let builder = ctx.create_builder();
    let shared = ctx.ptr_type(AddressSpace::from(3u16));
    let f = module.add_function("k", ctx.void_type().fn_type(&[shared.into()], false), None);
    builder.position_at_end(ctx.append_basic_block(f, "entry"));
    let bar = f.get_nth_param(0).unwrap().into_pointer_value();
    let i32t = ctx.i32_type();
    let lower = Lowering::new(&ctx, &module, &builder, target("sm_80"));

    // An attribute the op does not take.
    let e = lower.nvvm().mbarrier_init(bar, i32t.const_int(32, false)).with(attr::ClusterSize(2)).emit().unwrap_err();
    assert!(e.to_string().contains("cluster_size"), "{e}");
    // More coordinates than a tensor copy has (five at most).
    let xs = [i32t.const_int(0, false); 6];
    let e = lower.nvvm().cp_async_bulk_tensor_shared_cluster_global(bar, bar, bar, &xs, &[], None, None).emit().unwrap_err();
    assert_eq!(e.code(), "operands", "{e}");
    // Gated: no cluster arrive before sm_90.
    let e = lower.nvvm().cluster_arrive().emit().unwrap_err();
    assert_eq!(e.code(), "gate-target", "{e}");
    // A range rule: 16 named barriers.
    let e = lower.nvvm().barrier(Some(i32t.const_int(16, false)), None, None).emit().unwrap_err();
    assert_eq!(e.code(), "range", "{e}");
    // Nothing was emitted by the refused calls.
    assert_eq!(f.get_basic_block_iter().map(|b| b.get_instructions().count()).sum::<usize>(), 0);
}

#[test]
fn typed_attribute_values_are_the_datas() {
    use attr::AttrValue;
    assert_eq!(attr::BarrierScope::ClusterAligned.text(), "cluster_aligned");
    assert_eq!(attr::ProxyKind::AsyncGlobal.text(), "async.global");
    assert_eq!(attr::MatrixShape::M16N8.text(), "m=16,n=8");
    assert_eq!(attr::Depth(4).text(), "4");
    assert_eq!(<attr::Scope as AttrValue>::KIND.key(), "scope");
    // Every enum value of the data is a value of its attribute.
    for k in attr::AttrKind::ALL {
        if let Some(d) = k.default() {
            assert!(k.values().is_empty() || k.values().contains(&d), "{k:?}: default {d} not among {:?}", k.values());
        }
    }
}
