//! The library API (`nvvm_lower::api::Lowering`): emitting mbarrier ops into a
//! caller-built inkwell module, gating, PTX version tracking, in-process PTX
//! and ptxas acceptance.

use inkwell::builder::Builder;
use inkwell::context::Context;
use inkwell::module::Module;
use inkwell::values::{BasicValueEnum, FunctionValue, PointerValue};
use inkwell::AddressSpace;
use nvvm_lower::api::{Lowering, OpAttrs};
use nvvm_lower::backend::verify_ptx;
use nvvm_lower::ops::Scope;
use nvvm_lower::target::{PtxVersion, Target};

/// LLVM's calling convention number for `ptx_kernel`.
const PTX_KERNEL_CC: u32 = 71;

fn target(name: &str) -> Target {
    Target::parse(name).unwrap()
}

/// A kernel `k(ptr addrspace(space) %bar, i32 %n, i1 %p)` with the builder at its entry.
fn kernel<'ctx>(ctx: &'ctx Context, module: &Module<'ctx>, builder: &Builder<'ctx>, space: u16) -> FunctionValue<'ctx> {
    let ptr = ctx.ptr_type(AddressSpace::from(space));
    let fty = ctx.void_type().fn_type(&[ptr.into(), ctx.i32_type().into(), ctx.bool_type().into()], false);
    let f = module.add_function("k", fty, None);
    f.set_call_conventions(PTX_KERNEL_CC);
    builder.position_at_end(ctx.append_basic_block(f, "entry"));
    f
}

fn bar<'ctx>(f: FunctionValue<'ctx>) -> PointerValue<'ctx> {
    f.get_nth_param(0).unwrap().into_pointer_value()
}

fn count_instructions(f: FunctionValue) -> usize {
    f.get_basic_block_iter().map(|b| b.get_instructions().count()).sum()
}

fn assert_ptxas_accepts(ptx: &str) {
    if let Err(ds) = verify_ptx(ptx) {
        panic!("ptxas rejected the PTX: {:?}\n{ptx}", ds.iter().map(|d| &d.message).collect::<Vec<_>>());
    }
}

#[test]
fn several_mbarrier_ops_compile_in_process_to_ptx_that_ptxas_accepts() {
    let ctx = Context::create();
    let module = ctx.create_module("pipeline");
    let builder = ctx.create_builder();
    let f = kernel(&ctx, &module, &builder, 3);
    let b = bar(f);
    let i32t = ctx.i32_type();
    let lower = Lowering::new(&ctx, &module, &builder, target("sm_90a"));
    assert_eq!(lower.target(), target("sm_90a"));

    lower.mbarrier_init(b, i32t.const_int(128, false)).unwrap();
    lower.emit("nvvm.fence.mbarrier.init", &[], &OpAttrs::default()).unwrap();
    let state = lower.mbarrier_arrive_expect_tx(b, i32t.const_int(4096, false)).unwrap();
    assert!(matches!(state, Some(BasicValueEnum::IntValue(v)) if v.get_type().get_bit_width() == 64), "arrive.expect_tx on shared returns the i64 state: {state:?}");
    lower.emit("nvvm.mbarrier.complete_tx", &[Some(b.into()), Some(i32t.const_int(4096, false).into())], &OpAttrs::default()).unwrap();
    lower.mbarrier_wait_parity(b, i32t.const_int(0, false), i32t.const_int(1_000_000, false)).unwrap();
    let cluster = OpAttrs { scope: Some(Scope::Cluster), ..OpAttrs::default() };
    lower.emit("nvvm.mbarrier.arrive", &[Some(b.into()), None], &cluster).unwrap();
    let dropped = lower.emit("nvvm.mbarrier.arrive_drop", &[Some(b.into()), None], &OpAttrs::default()).unwrap();
    assert!(dropped.is_some());
    let probe = lower.emit("nvvm.mbarrier.test.wait", &[Some(b.into()), Some(i32t.const_int(1, false).into())], &OpAttrs::default()).unwrap();
    assert!(matches!(probe, Some(BasicValueEnum::IntValue(v)) if v.get_type().get_bit_width() == 1));
    lower.emit("nvvm.mbarrier.inval", &[Some(b.into())], &OpAttrs::default()).unwrap();
    builder.build_return(None).unwrap();

    module.verify().unwrap();
    assert_eq!(lower.ptx_version(), PtxVersion(80), "sm_90a's own minimum and every op's is 8.0");
    let ptx = lower.compile_to_ptx().unwrap();
    assert!(ptx.contains(".version 8.0"), "{ptx}");
    assert!(ptx.contains(".target sm_90a"), "{ptx}");
    assert!(ptx.contains(".entry k("), "{ptx}");
    for insn in [
        "mbarrier.init.shared.b64",
        "fence.mbarrier_init.release.cluster",
        "mbarrier.arrive.expect_tx.shared.b64",
        "mbarrier.complete_tx.relaxed.cta.shared.b64",
        "mbarrier.try_wait.parity.shared.b64",
        "mbarrier.arrive.release.cluster.shared.b64",
        "mbarrier.arrive_drop.shared.b64",
        "mbarrier.test_wait.parity.shared.b64",
        "mbarrier.inval.shared.b64",
    ] {
        assert!(ptx.contains(insn), "PTX lacks {insn}:\n{ptx}");
    }
    // The try_wait.parity retry loop branches back to itself.
    let wait = ptx.find("mbarrier.try_wait.parity").unwrap();
    let label = ptx[..wait].lines().rev().find(|l| l.ends_with(':')).expect("no loop label before try_wait").trim_end_matches(':');
    assert!(ptx[wait..].lines().any(|l| l.contains("bra") && l.contains(label) && l.trim_start().starts_with('@')), "no conditional branch back to {label}:\n{ptx}");
    assert_ptxas_accepts(&ptx);
}

#[test]
fn generic_and_cluster_barriers_compile_and_assemble_on_sm_100a() {
    let ctx = Context::create();
    let module = ctx.create_module("m");
    let builder = ctx.create_builder();
    let gen = ctx.ptr_type(AddressSpace::from(0u16));
    let clu = ctx.ptr_type(AddressSpace::from(7u16));
    let f = module.add_function("k", ctx.void_type().fn_type(&[gen.into(), clu.into(), ctx.i32_type().into()], false), None);
    f.set_call_conventions(PTX_KERNEL_CC);
    builder.position_at_end(ctx.append_basic_block(f, "entry"));
    let (g, c, n) = (f.get_nth_param(0).unwrap(), f.get_nth_param(1).unwrap(), f.get_nth_param(2).unwrap());
    let lower = Lowering::new(&ctx, &module, &builder, target("sm_100a"));
    lower.emit("nvvm.mbarrier.init", &[Some(g), Some(n)], &OpAttrs::default()).unwrap();
    lower.emit("nvvm.mbarrier.arrive", &[Some(g), Some(n)], &OpAttrs::default()).unwrap();
    let r = lower.emit("nvvm.mbarrier.arrive", &[Some(c), Some(n)], &OpAttrs { scope: Some(Scope::Cluster), ..OpAttrs::default() }).unwrap();
    assert!(r.is_none(), "a shared::cluster arrive returns nothing");
    lower.emit("nvvm.mbarrier.expect_tx", &[Some(c), Some(n)], &OpAttrs::default()).unwrap();
    builder.build_return(None).unwrap();
    assert_eq!(lower.ptx_version(), PtxVersion(86), "sm_100a's own minimum");
    let ptx = lower.compile_to_ptx().unwrap();
    for insn in ["mbarrier.init.b64", "mbarrier.arrive.shared.b64", "mbarrier.arrive.release.cluster.shared::cluster.b64", "mbarrier.expect_tx.relaxed.cta.shared::cluster.b64"] {
        assert!(ptx.contains(insn), "PTX lacks {insn}:\n{ptx}");
    }
    // The generic barrier is cast to shared for the scoped arrive.
    let ir = module.print_to_string().to_string();
    assert!(ir.contains("addrspacecast ptr %0 to ptr addrspace(3)"), "{ir}");
    assert_ptxas_accepts(&ptx);
}

#[test]
fn predicated_init_runs_under_the_predicate_and_assembles() {
    let ctx = Context::create();
    let module = ctx.create_module("m");
    let builder = ctx.create_builder();
    let f = kernel(&ctx, &module, &builder, 3);
    let lower = Lowering::new(&ctx, &module, &builder, target("sm_90"));
    let p = f.get_nth_param(2).unwrap().into_int_value();
    lower.emit_predicated("nvvm.mbarrier.init", &[Some(bar(f).into()), Some(f.get_nth_param(1).unwrap())], &OpAttrs::default(), Some(p)).unwrap();
    builder.build_return(None).unwrap();
    module.verify().unwrap();
    assert_eq!(f.count_basic_blocks(), 3, "entry, guarded block, continuation");
    let ptx = lower.compile_to_ptx().unwrap();
    assert!(ptx.contains("mbarrier.init.shared.b64"), "{ptx}");
    assert_ptxas_accepts(&ptx);
}

#[test]
fn gated_op_returns_gate_target_error_and_emits_nothing() {
    let ctx = Context::create();
    let module = ctx.create_module("m");
    let builder = ctx.create_builder();
    let f = kernel(&ctx, &module, &builder, 3);
    let b = bar(f);
    let i32t = ctx.i32_type();
    let lower = Lowering::new(&ctx, &module, &builder, target("sm_80"));
    lower.mbarrier_init(b, i32t.const_int(32, false)).unwrap();
    let (insns, blocks) = (count_instructions(f), f.count_basic_blocks());

    // expect_tx and try_wait.parity exist from sm_90 on.
    let e = lower.emit("nvvm.mbarrier.expect_tx", &[Some(b.into()), Some(i32t.const_int(16, false).into())], &OpAttrs::default()).unwrap_err();
    assert_eq!(e.code, "gate-target");
    assert!(e.message.contains("not available on sm_80"), "{}", e.message);
    let e = lower.mbarrier_wait_parity(b, i32t.const_int(0, false), i32t.const_int(100, false)).unwrap_err();
    assert_eq!(e.code, "gate-target");
    let e = lower.mbarrier_arrive_expect_tx(b, i32t.const_int(16, false)).unwrap_err();
    assert_eq!(e.code, "gate-target");

    assert_eq!(count_instructions(f), insns, "a refused op must not emit instructions");
    assert_eq!(f.count_basic_blocks(), blocks, "a refused wait loop must not add blocks");
    assert!(module.get_function("llvm.nvvm.mbarrier.expect.tx.scope.cta.space.cta").is_none(), "no intrinsic declared for a refused op");
    assert_eq!(lower.ptx_version(), PtxVersion(70), "a refused op does not raise the PTX version");
    builder.build_return(None).unwrap();
    module.verify().unwrap();
    let ptx = lower.compile_to_ptx().unwrap();
    assert!(ptx.contains("mbarrier.init.shared.b64") && !ptx.contains("expect_tx") && !ptx.contains("try_wait"), "{ptx}");
    assert_ptxas_accepts(&ptx);
}

#[test]
fn wrong_address_space_returns_error_and_emits_nothing() {
    let ctx = Context::create();
    let module = ctx.create_module("m");
    let builder = ctx.create_builder();
    let f = kernel(&ctx, &module, &builder, 1); // a global pointer
    let lower = Lowering::new(&ctx, &module, &builder, target("sm_90"));
    let before = count_instructions(f);
    let e = lower.mbarrier_init(bar(f), ctx.i32_type().const_int(1, false)).unwrap_err();
    assert!(e.is_error());
    assert!(e.message.contains("wrong type"), "{}: {}", e.code, e.message);
    // Cluster (7) is not a space init accepts either.
    let e = lower.emit("nvvm.mbarrier.arrive", &[Some(bar(f).into()), None], &OpAttrs::default()).unwrap_err();
    assert_eq!(e.code, "type");
    assert_eq!(count_instructions(f), before);
    builder.build_return(None).unwrap();
    module.verify().unwrap();
}

#[test]
fn init_of_a_shared_cluster_barrier_is_refused() {
    let ctx = Context::create();
    let module = ctx.create_module("m");
    let builder = ctx.create_builder();
    let f = kernel(&ctx, &module, &builder, 7);
    let lower = Lowering::new(&ctx, &module, &builder, target("sm_90a"));
    assert!(lower.mbarrier_init(bar(f), ctx.i32_type().const_int(1, false)).is_err());
    assert_eq!(count_instructions(f), 0);
}

#[test]
fn ptx_version_rises_to_8_6_after_a_relaxed_arrive_on_sm_90() {
    let ctx = Context::create();
    let module = ctx.create_module("m");
    let builder = ctx.create_builder();
    let f = kernel(&ctx, &module, &builder, 3);
    let b = bar(f);
    let i32t = ctx.i32_type();
    let lower = Lowering::new(&ctx, &module, &builder, target("sm_90"));
    assert_eq!(lower.ptx_version(), PtxVersion(78), "sm_90's own minimum");
    lower.mbarrier_init(b, i32t.const_int(1, false)).unwrap();
    assert_eq!(lower.ptx_version(), PtxVersion(78), "init needs only 7.0");
    lower.mbarrier_arrive_expect_tx(b, i32t.const_int(8, false)).unwrap();
    assert_eq!(lower.ptx_version(), PtxVersion(80), "arrive.expect_tx needs 8.0");
    lower.emit("nvvm.mbarrier.arrive", &[Some(b.into()), None], &OpAttrs { relaxed: true, ..OpAttrs::default() }).unwrap();
    assert_eq!(lower.ptx_version(), PtxVersion(86), "a relaxed arrive needs 8.6");
    lower.mbarrier_init(b, i32t.const_int(1, false)).unwrap();
    assert_eq!(lower.ptx_version(), PtxVersion(86), "the version never falls");
    builder.build_return(None).unwrap();
    let ptx = lower.compile_to_ptx().unwrap();
    assert!(ptx.contains(".version 8.6"), "{ptx}");
    assert!(ptx.contains("mbarrier.arrive.relaxed.cta.shared.b64"), "{ptx}");
    assert_ptxas_accepts(&ptx);
}

#[test]
fn invalid_uses_return_errors_with_codes() {
    let ctx = Context::create();
    let module = ctx.create_module("m");
    let builder = ctx.create_builder();
    let f = kernel(&ctx, &module, &builder, 3);
    let b = bar(f);
    let i32t = ctx.i32_type();
    let n: BasicValueEnum = i32t.const_int(1, false).into();
    let lower = Lowering::new(&ctx, &module, &builder, target("sm_100a"));
    let code = |r: Result<Option<BasicValueEnum>, nvvm_lower::diag::Diagnostic>| r.unwrap_err().code;
    assert_eq!(code(lower.emit("nvvm.mbarrier.nope", &[Some(b.into())], &OpAttrs::default())), "unknown-op");
    assert_eq!(code(lower.emit("nvvm.mbarrier.init", &[Some(b.into())], &OpAttrs::default())), "operands");
    assert_eq!(code(lower.emit("nvvm.mbarrier.init", &[Some(b.into()), None], &OpAttrs::default())), "operands");
    assert_eq!(code(lower.emit("nvvm.mbarrier.init", &[Some(b.into()), Some(ctx.i64_type().const_int(1, false).into())], &OpAttrs::default())), "type");
    assert_eq!(code(lower.emit("nvvm.mbarrier.init", &[Some(b.into()), Some(i32t.const_int(1 << 20, false).into())], &OpAttrs::default())), "range");
    assert_eq!(code(lower.emit("nvvm.mbarrier.arrive", &[Some(b.into()), Some(n)], &OpAttrs { scope: Some(Scope::Gpu), ..OpAttrs::default() })), "scope");
    let p = f.get_nth_param(2).unwrap().into_int_value();
    assert_eq!(code(lower.emit_predicated("nvvm.mbarrier.inval", &[Some(b.into())], &OpAttrs::default(), Some(p))), "predicate");
    assert_eq!(count_instructions(f), 0, "nothing emitted by refused ops");
    // The largest 20-bit count is fine.
    lower.mbarrier_init(b, i32t.const_int((1 << 20) - 1, false)).unwrap();
    assert_eq!(count_instructions(f), 1);
}

/// tcgen05 through the API: enum attributes by kind and value become the
/// intrinsic's immediates, the tensor-memory address and descriptor operands
/// select the form, and an immediate operand must be a constant.
#[test]
fn tcgen05_mma_commit_and_ld_through_the_api_assemble_on_sm_100a() {
    use nvvm_lower::ops::AttrKind;
    let ctx = Context::create();
    let module = ctx.create_module("tc");
    let builder = ctx.create_builder();
    let (tmem, shared, i64t, i32t) = (ctx.ptr_type(AddressSpace::from(6u16)), ctx.ptr_type(AddressSpace::from(3u16)), ctx.i64_type(), ctx.i32_type());
    let fty = ctx.void_type().fn_type(&[tmem.into(), i64t.into(), i64t.into(), i32t.into(), shared.into(), ctx.ptr_type(AddressSpace::from(1u16)).into()], false);
    let f = module.add_function("k", fty, None);
    f.set_call_conventions(PTX_KERNEL_CC);
    builder.position_at_end(ctx.append_basic_block(f, "entry"));
    let p = |i| f.get_nth_param(i).unwrap();
    let lower = Lowering::new(&ctx, &module, &builder, target("sm_100a"));
    let mma = OpAttrs { other: &[(AttrKind::MmaKind, "tf32"), (AttrKind::MmaCtaGroup, "cta_1"), (AttrKind::Collector, "fill")], ..OpAttrs::default() };
    let enable = ctx.bool_type().const_int(1, false);
    let scale = i64t.const_int(2, false);
    lower.emit("nvvm.tcgen05.mma", &[Some(p(0)), Some(p(1)), Some(p(2)), Some(p(3)), Some(enable.into()), Some(scale.into()), None], &mma).unwrap();
    lower.emit("nvvm.tcgen05.commit", &[Some(p(4)), None], &OpAttrs::default()).unwrap();
    let ld = OpAttrs { other: &[(AttrKind::LdStShape, "shape_16x128b")], result_lanes: Some(4), ..OpAttrs::default() };
    let v = lower.emit("nvvm.tcgen05.ld", &[Some(p(0)), None], &ld).unwrap().expect("tcgen05.ld returns its registers");
    assert!(v.is_vector_value(), "{v:?}");
    lower.emit("nvvm.tcgen05.wait", &[], &OpAttrs { other: &[(AttrKind::WaitKind, "load")], ..OpAttrs::default() }).unwrap();
    builder.build_store(p(5).into_pointer_value(), v).unwrap();
    // A run-time scale is refused: it is an immediate of the instruction.
    let e = lower.emit("nvvm.tcgen05.mma", &[Some(p(0)), Some(p(1)), Some(p(2)), Some(p(3)), Some(enable.into()), Some(p(1)), None], &mma).unwrap_err();
    assert_eq!(e.code, "immediate", "{e:?}");
    // So is a 4-CTA MMA.
    let four = OpAttrs { other: &[(AttrKind::MmaKind, "f16"), (AttrKind::MmaCtaGroup, "cta_4")], ..OpAttrs::default() };
    let e = lower.emit("nvvm.tcgen05.mma", &[Some(p(0)), Some(p(1)), Some(p(2)), Some(p(3)), Some(enable.into()), None, None], &four).unwrap_err();
    assert!(e.message.contains("no cta_group::4 MMA encoding"), "{e:?}");
    builder.build_return(None).unwrap();
    let ll = module.print_to_string().to_string();
    assert!(ll.contains("call void @llvm.nvvm.tcgen05.mma.shared.scale_d(ptr addrspace(6) %0, i64 %1, i64 %2, i32 %3, i1 true, i64 2, i32 1, i32 1, i32 2)"), "{ll}");
    let ptx = lower.compile_to_ptx().unwrap();
    assert!(ptx.contains("tcgen05.mma.cta_group::1.kind::tf32.collector::a::fill"), "{ptx}");
    assert!(ptx.contains("tcgen05.ld.sync.aligned.16x128b.x2.b32"), "{ptx}");
    assert_ptxas_accepts(&ptx);
}

/// The warp-level ops through the API: an f32 shuffle with its lane flag, a
/// ballot and an f32 reduction, gated (redux.sync on f32 needs sm_100a/f or
/// sm_103a/f) and assembled by ptxas.
#[test]
fn warp_ops_take_f32_values_and_keyword_kinds() {
    use nvvm_lower::ops::{AttrKind, ExtAttr};
    let ctx = Context::create();
    let module = ctx.create_module("warp");
    let builder = ctx.create_builder();
    let f = kernel(&ctx, &module, &builder, 1);
    let out = bar(f);
    let mask = f.get_nth_param(1).unwrap();
    let pred = f.get_nth_param(2).unwrap();
    let v: BasicValueEnum = ctx.f32_type().const_float(1.5).into();
    let lower = Lowering::new(&ctx, &module, &builder, target("sm_100a"));
    let shfl = OpAttrs { other: &[(AttrKind::Ext(ExtAttr::ShflKind), "down"), (AttrKind::Ext(ExtAttr::Valid), "true")], ..OpAttrs::default() };
    let r = lower.emit("nvvm.shfl.sync", &[Some(mask), Some(v), Some(mask), Some(mask)], &shfl).unwrap().unwrap();
    assert!(r.get_type().is_struct_type(), "{r:?}");
    let ballot = OpAttrs { other: &[(AttrKind::Ext(ExtAttr::VoteKind), "ballot")], ..OpAttrs::default() };
    let b = lower.emit("nvvm.vote.sync", &[Some(mask), Some(pred)], &ballot).unwrap().unwrap();
    let redux = OpAttrs { other: &[(AttrKind::Ext(ExtAttr::ReduxKind), "fmax"), (AttrKind::Ext(ExtAttr::Nan), "true")], ..OpAttrs::default() };
    let m = lower.emit("nvvm.redux.sync", &[Some(v), Some(mask)], &redux).unwrap().unwrap();
    builder.build_store(out, b).unwrap();
    builder.build_store(out, m).unwrap();
    builder.build_return(None).unwrap();
    assert_eq!(lower.ptx_version(), PtxVersion(86));
    let ptx = lower.compile_to_ptx().unwrap();
    for want in ["shfl.sync.down.b32", "vote.sync.ballot.b32", "redux.sync.max.NaN.f32"] {
        assert!(ptx.contains(want), "{want} missing:\n{ptx}");
    }
    assert_ptxas_accepts(&ptx);
    // The same reduction on sm_90a is a gating diagnostic, before LLVM sees it.
    let module = ctx.create_module("warp90");
    let f = kernel(&ctx, &module, &builder, 1);
    let mask = f.get_nth_param(1).unwrap();
    let err = Lowering::new(&ctx, &module, &builder, target("sm_90a")).emit("nvvm.redux.sync", &[Some(v), Some(mask)], &redux).unwrap_err();
    assert_eq!(err.code, "gate-target", "{err:?}");
}
