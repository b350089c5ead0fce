//! The typed builders (`Lowering::nvvm`, `Lowering::nvsync`, `api::attr`),
//! generated from `intrinsics/*.toml`: a kernel built with them across the
//! families gives the text pipeline's PTX for the same program, and what the
//! types cannot rule out (an attribute the op does not take, too many list
//! values, a gated op) is an error, never an abort.

use inkwell::context::Context;
use inkwell::AddressSpace;
use nvvm_lower::api::{attr, compile_to_ptx, mark_kernel, Call, KernelAttrs, Lowering};
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
    nvvm.griddepcontrol(attr::GridDep::Wait).emit().unwrap();
    let tid = nvvm.read_ptx_sreg_tid_x().emit().unwrap();
    nvvm.mbarrier_init(bar, c(128)).emit().unwrap();
    nvvm.fence_mbarrier_init().emit().unwrap();
    nvsync.cluster_barrier(attr::BarrierScope::Cluster).emit().unwrap();
    let all = i32t.const_all_ones();
    let leader = nvvm.elect_sync(Some(all)).emit().unwrap();
    assert_eq!(leader.get_type().get_bit_width(), 1, "elect.sync gives an i1");
    nvvm.cp_async_bulk_tensor_shared_cluster_global(dst, map, bar, &[n, tid], &[], None, None).emit().unwrap();
    nvvm.shfl_sync(all, v.into(), n, n, attr::ShflKind::Bfly).emit(i32t).unwrap();
    let state = nvvm.mbarrier_arrive_expect_tx(bar, n).emit_with_result().unwrap();
    assert_eq!(state.get_type().get_bit_width(), 64, "the arrive's state was asked for");
    nvvm.mbarrier_try_wait_parity(bar, c(0), c(1000)).emit().unwrap();
    nvvm.fence_proxy(attr::ProxyKind::AsyncShared).shared_space(attr::SharedSpace::Cta).emit().unwrap();
    nvvm.wgmma_fence_aligned().emit().unwrap();
    nvvm.cluster_arrive().aligned(true).emit().unwrap();
    nvvm.cluster_wait().aligned(true).emit().unwrap();
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

    // An attribute the op does not take has no setter; by name it is an error.
    let e = lower.emit(Call::new("nvvm.mbarrier.init").operands(&[Some(bar.into()), Some(i32t.const_int(32, false).into())]).attr(attr::AttrKind::ClusterSize, "2")).unwrap_err();
    assert!(e.to_string().contains("cluster_size"), "{e}");
    // By name, a value the typed CtaGroup does not have: tcgen05's groups
    // are 1 and 2.
    let e = lower.emit(Call::new("nvvm.tcgen05.alloc").operands(&[Some(bar.into()), Some(i32t.const_int(32, false).into())]).attr(attr::AttrKind::Group, "cta_4")).unwrap_err();
    assert!(e.to_string().contains("cta_group::4"), "{e}");
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
    use attr::{AttrKind, AttrValue};
    assert_eq!(attr::BarrierScope::ClusterAligned.text(AttrKind::BarrierScope), "cluster_aligned");
    assert_eq!(attr::ProxyKind::AsyncGlobal.text(AttrKind::ProxyKind), "async.global");
    assert_eq!(attr::MatrixShape::M16N8.text(AttrKind::MatrixShape), "m=16,n=8");
    assert_eq!(attr::ClusterSize::Four.text(AttrKind::ClusterSize), "4");
    // One CtaGroup, spelt as each attribute spells it.
    assert_eq!(attr::CtaGroup::Two.text(AttrKind::CtaGroup), "cta_2");
    assert_eq!(attr::CtaGroup::Two.text(AttrKind::S2tCtaGroup), "2");
    assert_eq!(attr::CtaGroup::One.text(AttrKind::MmaCtaGroup), "cta_1");
    // One Scope for the scope attributes.
    assert_eq!(attr::Scope::Gpu.text(AttrKind::MemScope), "gpu");
    assert_eq!(attr::Scope::Sys.text(AttrKind::LeadScope), "sys");
    // Every enum value of the data is a value of its attribute.
    for k in attr::AttrKind::ALL {
        if let Some(d) = k.default() {
            assert!(k.values().is_empty() || k.values().contains(&d), "{k:?}: default {d} not among {:?}", k.values());
        }
    }
}

/// Numbers are made by constructors that check the attribute's range, from
/// `intrinsics/attrs.toml`: what they refuse cannot reach an op.
#[test]
fn numeric_attributes_are_checked_when_made() {
    use attr::{AttrKind, AttrValue};
    assert_eq!(attr::Depth::new(4).unwrap().text(AttrKind::Depth), "4");
    for bad in [0, 17, -1] {
        let e = attr::Depth::new(bad).unwrap_err();
        assert_eq!(e.kind(), nvvm_lower::ErrorCode::Range);
        assert!(e.message().starts_with(&format!("{bad} is not a valid `depth`")), "{e}");
        assert!(e.to_string().contains("1 to 16"), "{e}");
    }
    assert!(attr::RegCount::new(240).is_ok());
    assert!(attr::RegCount::new(244).is_err(), "a multiple of 8");
    assert!(attr::RegCount::new(16).is_err(), "at least 24");
    assert!(attr::SliceCols::new(129).is_err());
    assert!(attr::CpSize::new(8).is_ok() && attr::CpSize::new(12).is_err());
    assert!(attr::PmId::new(15).is_err(), "event 15 cannot be signalled");
    assert_eq!(attr::MatrixNum::new(4).unwrap().get(), 4);
}

/// Each op's `emit` returns its result as its inkwell type; an optional
/// result is its own method; an op whose result type is the caller's takes
/// it in `emit`, and one it cannot give is an error. By name, a result type
/// the op cannot give is an error too, never ignored.
#[test]
fn results_are_typed() {
    let ctx = Context::create();
    let module = ctx.create_module("m");
    let builder = ctx.create_builder();
    let (shared, i32t, i64t) = (ctx.ptr_type(AddressSpace::from(3u16)), ctx.i32_type(), ctx.i64_type());
    let f = module.add_function("k", ctx.void_type().fn_type(&[shared.into()], false), None);
    builder.position_at_end(ctx.append_basic_block(f, "entry"));
    let bar = f.get_nth_param(0).unwrap().into_pointer_value();
    let lower = Lowering::new(&ctx, &module, &builder, Target::SM_90);
    let nvvm = lower.nvvm();

    let tid: inkwell::values::IntValue = nvvm.read_ptx_sreg_tid_x().emit().unwrap();
    assert_eq!(tid.get_type().get_bit_width(), 32);
    let () = nvvm.mbarrier_init(bar, i32t.const_int(32, false)).emit().unwrap();
    let () = nvvm.mbarrier_arrive(bar, None).emit().unwrap();
    let state = nvvm.mbarrier_arrive(bar, None).scope(attr::Scope::Cluster).emit_with_result().unwrap();
    assert_eq!(state.get_type(), i64t);
    let done = nvvm.mbarrier_try_wait(bar, state, None).emit().unwrap();
    assert_eq!(done.get_type().get_bit_width(), 1);
    let remote: inkwell::values::PointerValue = nvvm.mapa(bar, tid).emit().unwrap();
    assert_eq!(remote.get_type().get_address_space(), AddressSpace::from(7u16));
    // The caller's result type, within the op's: shfl.sync gives i32 or f32 (or a pair with a predicate).
    let all = i32t.const_all_ones();
    assert!(nvvm.shfl_sync(all, tid.into(), tid, all, attr::ShflKind::Idx).emit(i32t).unwrap().is_int_value());
    let e = nvvm.shfl_sync(all, tid.into(), tid, all, attr::ShflKind::Idx).emit(i64t).unwrap_err();
    assert!(!e.to_string().is_empty());

    // By name: try_wait's result is an i1, fixed; an i32 is refused.
    let c0 = i64t.const_zero();
    let e = lower.emit(Call::new("nvvm.mbarrier.try_wait").operands(&[Some(bar.into()), Some(c0.into()), None]).result(i32t.into())).unwrap_err();
    assert_eq!(e.code(), "result", "{e}");
    assert!(e.to_string().contains("its result is i1"), "{e}");
    assert!(lower.emit(Call::new("nvvm.mbarrier.try_wait").operands(&[Some(bar.into()), Some(c0.into()), None]).result(ctx.bool_type().into())).unwrap().is_some());
    // No result at all: init.
    let e = lower.emit(Call::new("nvvm.mbarrier.init").operands(&[Some(bar.into()), Some(i32t.const_int(32, false).into())]).result(i32t.into())).unwrap_err();
    assert!(e.to_string().contains("it has no result"), "{e}");
    // An optional state is an i64, not an i32.
    let e = lower.emit(Call::new("nvvm.mbarrier.arrive").operands(&[Some(bar.into()), None]).result(i32t.into())).unwrap_err();
    assert_eq!(e.code(), "result", "{e}");
}

/// Targets are constants and parse with `str::parse`; the errors are typed
/// and keep the messages the CLI prints.
#[test]
fn targets_and_ptx_versions_parse_with_typed_errors() {
    use nvvm_lower::target::PtxVersion;
    use nvvm_lower::ErrorCode;
    assert_eq!("sm_90a".parse::<Target>().unwrap(), Target::SM_90A);
    assert_eq!(Target::SM_100A.name(), "sm_100a");
    assert_eq!(Target::all().count(), Target::all().filter(|t| t.name().parse::<Target>() == Ok(*t)).count());
    let e = "sm_95".parse::<Target>().unwrap_err();
    assert_eq!(e.kind(), ErrorCode::Target);
    assert!(e.message().starts_with("unknown target 'sm_95': expected one of sm_"), "{e}");
    let boxed: Box<dyn std::error::Error> = Box::new(e);
    assert!(!boxed.to_string().is_empty());
    assert_eq!(PtxVersion::new(8, 6).unwrap(), "8.6".parse().unwrap());
    assert_eq!((PtxVersion::new(8, 6).unwrap().major(), PtxVersion::new(8, 6).unwrap().minor()), (8, 6));
    for (major, minor) in [(8, 9), (9, 1), (5, 0), (8, 10)] {
        assert_eq!(PtxVersion::new(major, minor).map_err(|e| e.kind()), Err(ErrorCode::PtxVersion), "{major}.{minor}");
    }
    assert!(PtxVersion::parse("89").unwrap_err().to_string().contains("LLVM 22 emits 6.0, "));
}
