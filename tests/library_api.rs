//! The library API (`nvvm_lower::api`): ops emitted into a caller-built
//! inkwell module go through the text pipeline's own verifier, nvsync
//! lowering and gating; the module is checked as a whole before it is
//! compiled; every misuse is an `Error`, never an LLVM abort.

mod common;
use inkwell::builder::Builder;
use inkwell::context::Context;
use inkwell::module::Module;
use inkwell::values::{BasicValueEnum, FunctionValue, PointerValue};
use inkwell::AddressSpace;
use nvvm_lower::api::{compile_to_ptx, mark_kernel, Call, KernelAttrs, Lowering};
use nvvm_lower::backend::verify_ptx;
use nvvm_lower::error::Error;
use nvvm_lower::ops::AttrKind;
use nvvm_lower::target::{PtxVersion, Target};

fn target(name: &str) -> Target {
    Target::parse(name).unwrap()
}

/// A kernel `k(ptr addrspace(space) %bar, i32 %n, i1 %p)` with the builder at its entry.
fn kernel<'ctx>(ctx: &'ctx Context, module: &Module<'ctx>, builder: &Builder<'ctx>, space: u16, attrs: &KernelAttrs) -> FunctionValue<'ctx> {
    let ptr = ctx.ptr_type(AddressSpace::from(space));
    let fty = ctx.void_type().fn_type(&[ptr.into(), ctx.i32_type().into(), ctx.bool_type().into()], false);
    let f = module.add_function("k", fty, None);
    mark_kernel(ctx, f, attrs);
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

fn code<T: std::fmt::Debug>(r: Result<T, Error>) -> &'static str {
    r.unwrap_err().code()
}

#[test]
fn several_mbarrier_ops_compile_in_process_to_ptx_that_ptxas_accepts() {
    let ctx = Context::create();
    let module = ctx.create_module("pipeline");
    let builder = ctx.create_builder();
    let f = kernel(&ctx, &module, &builder, 3, &KernelAttrs::default());
    let b: BasicValueEnum = bar(f).into();
    let c = |n: u64| -> BasicValueEnum { ctx.i32_type().const_int(n, false).into() };
    let lower = Lowering::new(&ctx, &module, &builder, target("sm_90a"));
    assert_eq!(lower.target(), target("sm_90a"));

    lower.emit(Call::new("nvvm.mbarrier.init").operands(&[Some(b), Some(c(128))])).unwrap();
    lower.emit(Call::new("nvvm.fence.mbarrier.init")).unwrap();
    let state = lower.emit(Call::new("nvvm.mbarrier.arrive.expect_tx").operands(&[Some(b), Some(c(4096))]).result(ctx.i64_type().into())).unwrap();
    assert!(matches!(state, Some(BasicValueEnum::IntValue(v)) if v.get_type().get_bit_width() == 64), "arrive.expect_tx on shared returns the i64 state: {state:?}");
    lower.emit(Call::new("nvvm.mbarrier.complete_tx").operands(&[Some(b), Some(c(4096))])).unwrap();
    lower.emit(Call::new("nvvm.mbarrier.try_wait.parity").operands(&[Some(b), Some(c(0)), Some(c(1_000_000))])).unwrap();
    lower.emit(Call::new("nvvm.mbarrier.arrive").operands(&[Some(b), None]).attr(AttrKind::Scope, "cluster")).unwrap();
    assert!(lower.emit(Call::new("nvvm.mbarrier.arrive_drop").operands(&[Some(b), None]).result(ctx.i64_type().into())).unwrap().is_some());
    assert!(lower.emit(Call::new("nvvm.mbarrier.arrive_drop").operands(&[Some(b), None])).unwrap().is_none(), "no state asked, none returned");
    let probe = lower.emit(Call::new("nvvm.mbarrier.test.wait").operands(&[Some(b), Some(c(1))])).unwrap();
    assert!(matches!(probe, Some(BasicValueEnum::IntValue(v)) if v.get_type().get_bit_width() == 1));
    lower.emit(Call::new("nvvm.mbarrier.inval").operands(&[Some(b)])).unwrap();
    builder.build_return(None).unwrap();

    module.verify().unwrap();
    let ptx = lower.compile_to_ptx().unwrap();
    assert_eq!(ptx.version, PtxVersion::new(8, 0).unwrap(), "sm_90a's own minimum and every op's is 8.0");
    for insn in [
        ".version 8.0",
        ".target sm_90a",
        ".entry k(",
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
        assert!(ptx.text.contains(insn), "PTX lacks {insn}:\n{}", ptx.text);
    }
    assert_ptxas_accepts(&ptx.text);
}

/// Every nvsync op through the library, each expanded as the text pipeline
/// expands it: the same instructions as compiling the same program as text.
#[test]
fn nvsync_ops_through_the_library_give_the_text_pipelines_ptx() {
    let ctx = Context::create();
    let module = ctx.create_module("m");
    let builder = ctx.create_builder();
    let f = kernel(&ctx, &module, &builder, 3, &KernelAttrs { cluster_dim: Some([2, 1, 1]), ..KernelAttrs::default() });
    let (b, n): (BasicValueEnum, BasicValueEnum) = (bar(f).into(), f.get_nth_param(1).unwrap());
    let global = module.add_global(ctx.i32_type(), Some(AddressSpace::from(1u16)), "counter");
    global.set_linkage(inkwell::module::Linkage::Internal);
    global.set_initializer(&ctx.i32_type().get_undef());
    let g: BasicValueEnum = global.as_pointer_value().into();
    let lower = Lowering::new(&ctx, &module, &builder, target("sm_90a"));
    lower.emit(Call::new("nvsync.cluster_barrier").attr(AttrKind::BarrierScope, "cluster_aligned")).unwrap();
    lower.emit(Call::new("nvsync.dsmem_handshake").operands(&[Some(b), Some(b), Some(n)]).attr(AttrKind::ClusterSize, "2")).unwrap();
    lower.emit(Call::new("nvsync.pipeline.producer_acquire").operands(&[Some(b), Some(n)]).attr(AttrKind::Depth, "4")).unwrap();
    lower.emit(Call::new("nvsync.pipeline.producer_commit").operands(&[Some(b), Some(n), Some(n)]).attr(AttrKind::Depth, "4")).unwrap();
    let old = lower
        .emit(Call::new("nvsync.atomic_rmw").operands(&[Some(g), Some(n)]).attr(AttrKind::Rmw, "add").attr(AttrKind::MemSemantic, "acq_rel").attr(AttrKind::MemScope, "gpu"))
        .unwrap();
    assert!(matches!(old, Some(BasicValueEnum::IntValue(v)) if v.get_type().get_bit_width() == 32), "the old value: {old:?}");
    lower.emit(Call::new("nvsync.fence").attr(AttrKind::MemSemantic, "release").attr(AttrKind::MemScope, "cluster")).unwrap();
    let nb = lower.named_barrier(64).unwrap();
    assert_eq!(nb.slot, 1, "slot 0 is the CTA barrier's");
    lower.barrier_sync(nb).unwrap();
    builder.build_return(None).unwrap();
    let ptx = lower.compile_to_ptx().unwrap().text;
    let text = "llvm.mlir.global internal @counter() {addr_space = 1 : i32} : i32
llvm.func @k(%b: !llvm.ptr<3>, %n: i32, %p: i1) attributes {nvvm.kernel, nvvm.cluster_dim = array<i32: 2, 1, 1>} {
  nvsync.cluster_barrier {scope = #nvsync.barrier_scope<cluster_aligned>}
  nvsync.dsmem_handshake %b, %b, %n {cluster_size = 2} : !llvm.ptr<3>, !llvm.ptr<3>, i32
  nvsync.pipeline.producer_acquire %b, %n {depth = 4} : !llvm.ptr<3>, i32
  nvsync.pipeline.producer_commit %b, %n, %n {depth = 4} : !llvm.ptr<3>, i32, i32
  %g = llvm.mlir.addressof @counter : !llvm.ptr<1>
  %old = nvsync.atomic_rmw #nvsync.rmw<add> %g, %n {mem_semantic = #nvsync.mem_semantic<acq_rel>, mem_scope = #nvsync.mem_scope<gpu>} : !llvm.ptr<1>, i32 -> i32
  nvsync.fence {mem_semantic = #nvsync.mem_semantic<release>, mem_scope = #nvsync.mem_scope<cluster>}
  %c64 = llvm.mlir.constant(64 : i32) : i32
  %nb = nvsync.named_barrier.alloc %c64 : !nvsync.named_barrier
  nvsync.named_barrier.sync %nb
  llvm.return
}";
    let want = nvvm_lower::driver::compile_source(text, &nvvm_lower::driver::Options::new(target("sm_90a"))).unwrap().text;
    let insns = |p: &str| p.lines().map(str::trim).filter(|l| !l.is_empty() && !l.starts_with("//") && !l.starts_with('.') && !l.starts_with('$') && !l.starts_with("ld.param") && !l.starts_with('{') && !l.starts_with('}') && !l.starts_with(')')).map(|l| l.split_whitespace().next().unwrap().to_string()).collect::<Vec<_>>();
    assert_eq!(insns(&ptx), insns(&want), "library:\n{ptx}\ntext:\n{want}");
    for insn in ["barrier.cluster.arrive.aligned", "mbarrier.expect_tx.relaxed.cluster.shared::cluster.b64", "atom.acq_rel.gpu.global.add.u32", "bar.sync", "fence.acq_rel.cluster"] {
        assert!(ptx.contains(insn), "PTX lacks {insn}:\n{ptx}");
    }
    assert_ptxas_accepts(&ptx);
}

#[test]
fn predicated_init_runs_under_the_predicate_and_assembles() {
    let ctx = Context::create();
    let module = ctx.create_module("m");
    let builder = ctx.create_builder();
    let f = kernel(&ctx, &module, &builder, 3, &KernelAttrs::default());
    let lower = Lowering::new(&ctx, &module, &builder, target("sm_90"));
    let p = f.get_nth_param(2).unwrap().into_int_value();
    lower.emit(Call::new("nvvm.mbarrier.init").operands(&[Some(bar(f).into()), Some(f.get_nth_param(1).unwrap())]).predicate(p)).unwrap();
    builder.build_return(None).unwrap();
    module.verify().unwrap();
    assert_eq!(f.count_basic_blocks(), 3, "entry, guarded block, continuation");
    let ptx = lower.compile_to_ptx().unwrap().text;
    assert!(ptx.contains("mbarrier.init.shared.b64"), "{ptx}");
    assert_ptxas_accepts(&ptx);
}

#[test]
fn a_gated_op_is_a_gate_target_error_and_emits_nothing() {
    let ctx = Context::create();
    let module = ctx.create_module("m");
    let builder = ctx.create_builder();
    let f = kernel(&ctx, &module, &builder, 3, &KernelAttrs::default());
    let b: BasicValueEnum = bar(f).into();
    let c = |n: u64| -> BasicValueEnum { ctx.i32_type().const_int(n, false).into() };
    let lower = Lowering::new(&ctx, &module, &builder, target("sm_80"));
    lower.emit(Call::new("nvvm.mbarrier.init").operands(&[Some(b), Some(c(32))])).unwrap();
    let (insns, blocks) = (count_instructions(f), f.count_basic_blocks());
    let e = lower.emit(Call::new("nvvm.mbarrier.expect_tx").operands(&[Some(b), Some(c(16))])).unwrap_err();
    assert_eq!(e.code(), "gate-target");
    assert!(e.to_string().contains("not available on sm_80"), "{e}");
    assert_eq!(code(lower.emit(Call::new("nvvm.mbarrier.try_wait.parity").operands(&[Some(b), Some(c(0)), Some(c(100))]))), "gate-target");
    assert_eq!(code(lower.emit(Call::new("nvsync.cluster_barrier").attr(AttrKind::BarrierScope, "cta").attr(AttrKind::MbarrierInitOnly, "true"))), "rule");
    assert_eq!(count_instructions(f), insns, "a refused op must not emit instructions");
    assert_eq!(f.count_basic_blocks(), blocks, "a refused wait loop must not add blocks");
    builder.build_return(None).unwrap();
    let ptx = lower.compile_to_ptx().unwrap();
    assert_eq!(ptx.version, PtxVersion::new(7, 0).unwrap());
    assert!(ptx.text.contains("mbarrier.init.shared.b64") && !ptx.text.contains("expect_tx"), "{}", ptx.text);
    assert_ptxas_accepts(&ptx.text);
}

/// The misuses the library once let through to ptxas or to an LLVM abort.
#[test]
fn range_rules_and_abort_paths_are_errors() {
    let ctx = Context::create();
    let module = ctx.create_module("m");
    let builder = ctx.create_builder();
    let f = kernel(&ctx, &module, &builder, 3, &KernelAttrs::default());
    let c = |n: u64| -> BasicValueEnum { ctx.i32_type().const_int(n, false).into() };
    let lower = Lowering::new(&ctx, &module, &builder, target("sm_90"));
    // ptxas: "Barrier number '16' out of range"; counts are warp multiples, arrive needs one.
    assert_eq!(code(lower.emit(Call::new("nvvm.barrier").operands(&[Some(c(16)), None, None]))), "range");
    assert_eq!(code(lower.emit(Call::new("nvvm.barrier").operands(&[Some(c(1)), Some(c(48)), None]))), "range");
    assert_eq!(code(lower.emit(Call::new("nvvm.barrier.arrive").operands(&[Some(c(1)), Some(c(0))]))), "range");
    assert_eq!(count_instructions(f), 0);
    lower.emit(Call::new("nvvm.cluster.arrive.relaxed")).unwrap();
    builder.build_return(None).unwrap();
    // A pinned PTX below an op's need: a gate-ptx error, not "Cannot select".
    assert_eq!(compile_to_ptx(&module, target("sm_90"), Some(PtxVersion::new(7, 8).unwrap())).unwrap_err().code(), "gate-ptx");
    assert_eq!(compile_to_ptx(&module, target("sm_90"), None).unwrap().version, PtxVersion::new(8, 0).unwrap());
    // The same module for sm_80 (another Lowering's target): gate-target.
    assert_eq!(compile_to_ptx(&module, target("sm_80"), None).unwrap_err().code(), "gate-target");
}

#[test]
fn a_front_ends_own_intrinsic_calls_are_checked_when_compiling() {
    let ctx = Context::create();
    let module = ctx.create_module("m");
    let builder = ctx.create_builder();
    kernel(&ctx, &module, &builder, 3, &KernelAttrs::default());
    let arrive = module.add_function("llvm.nvvm.barrier.cluster.arrive", ctx.void_type().fn_type(&[], false), None);
    builder.build_call(arrive, &[], "").unwrap();
    builder.build_return(None).unwrap();
    let e = compile_to_ptx(&module, target("sm_80"), None).unwrap_err();
    assert_eq!(e.code(), "gate-target");
    assert!(e.to_string().contains("<module>:"), "rendered against the module's text: {e}");
    assert_eq!(compile_to_ptx(&module, target("sm_90"), None).unwrap().version, PtxVersion::new(7, 8).unwrap());
}

#[test]
fn two_lowerings_on_one_module_compile_at_the_version_both_need() {
    let ctx = Context::create();
    let module = ctx.create_module("m");
    let builder = ctx.create_builder();
    let f = kernel(&ctx, &module, &builder, 3, &KernelAttrs::default());
    let b: BasicValueEnum = bar(f).into();
    let first = Lowering::new(&ctx, &module, &builder, target("sm_90"));
    first.emit(Call::new("nvvm.mbarrier.init").operands(&[Some(b), Some(ctx.i32_type().const_int(1, false).into())])).unwrap();
    let second = Lowering::new(&ctx, &module, &builder, target("sm_90"));
    second.emit(Call::new("nvvm.mbarrier.arrive").operands(&[Some(b), None]).attr(AttrKind::Relaxed, "true")).unwrap();
    builder.build_return(None).unwrap();
    let ptx = first.compile_to_ptx().unwrap();
    assert_eq!(ptx.version, PtxVersion::new(8, 6).unwrap(), "the relaxed arrive of the second needs 8.6");
    assert_ptxas_accepts(&ptx.text);
}

#[test]
fn invalid_uses_are_errors_with_codes_and_emit_nothing() {
    let ctx = Context::create();
    let module = ctx.create_module("m");
    let builder = ctx.create_builder();
    let f = kernel(&ctx, &module, &builder, 3, &KernelAttrs::default());
    let b: BasicValueEnum = bar(f).into();
    let c = |n: u64| -> BasicValueEnum { ctx.i32_type().const_int(n, false).into() };
    let lower = Lowering::new(&ctx, &module, &builder, target("sm_100a"));
    assert_eq!(code(lower.emit(Call::new("nvvm.mbarrier.nope").operands(&[Some(b)]))), "unknown-op");
    assert_eq!(code(lower.emit(Call::new("nvvm.mbarrier.init").operands(&[Some(b)]))), "operands");
    assert_eq!(code(lower.emit(Call::new("nvvm.mbarrier.init").operands(&[Some(b), None]))), "operands");
    assert_eq!(code(lower.emit(Call::new("nvvm.mbarrier.init").operands(&[Some(b), Some(ctx.i64_type().const_int(1, false).into())]))), "type");
    assert_eq!(code(lower.emit(Call::new("nvvm.mbarrier.init").operands(&[Some(b), Some(c(1 << 20))]))), "range");
    assert_eq!(code(lower.emit(Call::new("nvvm.mbarrier.arrive").operands(&[Some(b), Some(c(1))]).attr(AttrKind::Scope, "gpu"))), "scope");
    let p = f.get_nth_param(2).unwrap().into_int_value();
    assert_eq!(code(lower.emit(Call::new("nvvm.mbarrier.inval").operands(&[Some(b)]).predicate(p))), "predicate");
    assert_eq!(code(lower.emit(Call::new("nvsync.s2t_copy").operands(&[None, None, None]))), "operands");
    assert_eq!(count_instructions(f), 0, "nothing emitted by refused ops");
    lower.emit(Call::new("nvvm.mbarrier.init").operands(&[Some(b), Some(c((1 << 20) - 1))])).unwrap();
    assert_eq!(count_instructions(f), 1);
}

#[test]
fn diagnostics_carry_the_callers_origin_and_are_std_errors() {
    fn emit_wait<'ctx>(lower: &Lowering<'_, 'ctx>, b: BasicValueEnum<'ctx>, c: BasicValueEnum<'ctx>) -> Result<(), Box<dyn std::error::Error>> {
        lower.at(Some("kernel.rs:12:5")).emit(Call::new("nvvm.mbarrier.try_wait.parity").operands(&[Some(b), Some(c), Some(c)]))?;
        Ok(())
    }
    let ctx = Context::create();
    let module = ctx.create_module("m");
    let builder = ctx.create_builder();
    let f = kernel(&ctx, &module, &builder, 3, &KernelAttrs::default());
    let lower = Lowering::new(&ctx, &module, &builder, target("sm_80"));
    let e = emit_wait(&lower, bar(f).into(), ctx.i32_type().const_int(0, false).into()).unwrap_err();
    let text = e.to_string();
    assert!(text.starts_with("error[gate-target]: 'nvvm.mbarrier.try_wait.parity'"), "{text}");
    assert!(text.contains("--> kernel.rs:12:5"), "{text}");
}

#[test]
fn kernel_attributes_are_checked_when_compiling() {
    let ctx = Context::create();
    let module = ctx.create_module("m");
    let builder = ctx.create_builder();
    kernel(&ctx, &module, &builder, 3, &KernelAttrs { reqntid: Some([128, 1, 1]), cluster_dim: Some([2, 1, 1]), ..KernelAttrs::default() });
    builder.build_return(None).unwrap();
    let ptx = compile_to_ptx(&module, target("sm_90a"), None).unwrap().text;
    assert!(ptx.contains(".reqntid 128, 1, 1") && ptx.contains(".reqnctapercluster 2, 1, 1"), "{ptx}");
    assert_ptxas_accepts(&ptx);
    // llc-22 drops a cluster shape below sm_90 without a word.
    assert_eq!(compile_to_ptx(&module, target("sm_80"), None).unwrap_err().code(), "gate-target");
}

/// tcgen05 through the library: enum attributes by kind and value become the
/// intrinsic's immediates, and an immediate operand must be a constant.
#[test]
fn tcgen05_mma_commit_and_ld_through_the_library_assemble_on_sm_100a() {
    let ctx = Context::create();
    let module = ctx.create_module("tc");
    let builder = ctx.create_builder();
    let (tmem, shared, i64t, i32t) = (ctx.ptr_type(AddressSpace::from(6u16)), ctx.ptr_type(AddressSpace::from(3u16)), ctx.i64_type(), ctx.i32_type());
    let fty = ctx.void_type().fn_type(&[tmem.into(), i64t.into(), i64t.into(), i32t.into(), shared.into(), ctx.ptr_type(AddressSpace::from(1u16)).into()], false);
    let f = module.add_function("k", fty, None);
    mark_kernel(&ctx, f, &KernelAttrs::default());
    builder.position_at_end(ctx.append_basic_block(f, "entry"));
    let p = |i| f.get_nth_param(i).unwrap();
    let lower = Lowering::new(&ctx, &module, &builder, target("sm_100a"));
    let enable: BasicValueEnum = ctx.bool_type().const_int(1, false).into();
    let scale: BasicValueEnum = i64t.const_int(2, false).into();
    let mma = |scale| Call::new("nvvm.tcgen05.mma").attr(AttrKind::MmaKind, "tf32").attr(AttrKind::MmaCtaGroup, "cta_1").attr(AttrKind::Collector, "fill").operands(&[Some(p(0)), Some(p(1)), Some(p(2)), Some(p(3)), Some(enable), Some(scale), None]);
    lower.emit(mma(scale)).unwrap();
    lower.emit(Call::new("nvvm.tcgen05.commit").operands(&[Some(p(4)), None])).unwrap();
    let v = lower.emit(Call::new("nvvm.tcgen05.ld").operands(&[Some(p(0)), None]).attr(AttrKind::LdStShape, "shape_16x128b").result(i32t.vec_type(4).into())).unwrap().expect("tcgen05.ld returns its registers");
    assert!(v.is_vector_value(), "{v:?}");
    lower.emit(Call::new("nvvm.tcgen05.wait").attr(AttrKind::WaitKind, "load")).unwrap();
    builder.build_store(p(5).into_pointer_value(), v).unwrap();
    assert_eq!(code(lower.emit(mma(p(1)))), "immediate", "a run-time scale is refused: it is an immediate of the instruction");
    let four = Call::new("nvvm.tcgen05.mma").attr(AttrKind::MmaKind, "f16").attr(AttrKind::MmaCtaGroup, "cta_4").operands(&[Some(p(0)), Some(p(1)), Some(p(2)), Some(p(3)), Some(enable), None, None]);
    assert!(lower.emit(four).unwrap_err().to_string().contains("no cta_group::4 MMA encoding"));
    builder.build_return(None).unwrap();
    let ptx = lower.compile_to_ptx().unwrap().text;
    assert!(ptx.contains("tcgen05.mma.cta_group::1.kind::tf32.collector::a::fill"), "{ptx}");
    assert!(ptx.contains("tcgen05.ld.sync.aligned.16x128b.x2.b32"), "{ptx}");
    assert_ptxas_accepts(&ptx);
}

/// The warp-level ops through the API: an f32 shuffle with its lane flag, a
/// ballot and an f32 reduction, gated (redux.sync on f32 needs sm_100a/f or
/// sm_103a/f) and assembled by ptxas.
#[test]
fn warp_ops_take_f32_values_and_keyword_kinds() {
    let ctx = Context::create();
    let module = ctx.create_module("warp");
    let builder = ctx.create_builder();
    let f = kernel(&ctx, &module, &builder, 1, &KernelAttrs::default());
    let out = bar(f);
    let mask = f.get_nth_param(1).unwrap();
    let pred = f.get_nth_param(2).unwrap();
    let (f32t, i32t) = (ctx.f32_type(), ctx.i32_type());
    let v: BasicValueEnum = f32t.const_float(1.5).into();
    let lower = Lowering::new(&ctx, &module, &builder, target("sm_100a"));
    let pair = ctx.struct_type(&[f32t.into(), ctx.bool_type().into()], false);
    let shfl = Call::new("nvvm.shfl.sync").attr(AttrKind::ShflKind, "down").attr(AttrKind::Valid, "true").operands(&[Some(mask), Some(v), Some(mask), Some(mask)]).result(pair.into());
    let r = lower.emit(shfl).unwrap().unwrap();
    assert!(r.get_type().is_struct_type(), "{r:?}");
    let ballot = Call::new("nvvm.vote.sync").attr(AttrKind::VoteKind, "ballot").operands(&[Some(mask), Some(pred)]).result(i32t.into());
    let b = lower.emit(ballot).unwrap().unwrap();
    let redux = || Call::new("nvvm.redux.sync").attr(AttrKind::ReduxKind, "fmax").attr(AttrKind::Nan, "true").operands(&[Some(v), Some(mask)]).result(f32t.into());
    let m = lower.emit(redux()).unwrap().unwrap();
    // MLIR 22's verifier rule, in its words: ballot returns an i32.
    let wrong = Call::new("nvvm.vote.sync").attr(AttrKind::VoteKind, "ballot").operands(&[Some(mask), Some(pred)]).result(ctx.bool_type().into());
    assert!(lower.emit(wrong).unwrap_err().to_string().contains("vote.sync 'ballot' returns an i32"));
    builder.build_store(out, b).unwrap();
    builder.build_store(out, m).unwrap();
    builder.build_return(None).unwrap();
    let ptx = lower.compile_to_ptx().unwrap().text;
    for want in [".version 8.6", "shfl.sync.down.b32", "vote.sync.ballot.b32", "redux.sync.max.NaN.f32"] {
        assert!(ptx.contains(want), "{want} missing:\n{ptx}");
    }
    assert_ptxas_accepts(&ptx);
    // The same reduction on sm_90a is a gating error, before LLVM sees it.
    let module = ctx.create_module("warp90");
    let f = kernel(&ctx, &module, &builder, 1, &KernelAttrs::default());
    let mask = f.get_nth_param(1).unwrap();
    let redux90 = Call::new("nvvm.redux.sync").attr(AttrKind::ReduxKind, "fmax").operands(&[Some(v), Some(mask)]).result(f32t.into());
    assert_eq!(code(Lowering::new(&ctx, &module, &builder, target("sm_90a")).emit(redux90)), "gate-target");
}

/// A front end that writes debug information: the builder's current
/// `DILocation` is on every instruction the library emits, names the
/// source of an op's refusal, and names it again when the whole module is
/// checked (a kernel-wide rule, found after the op was emitted).
#[test]
fn the_builders_debug_location_is_on_emitted_calls_and_on_diagnostics() {
    use inkwell::debug_info::{AsDIScope, DIFlags, DIFlagsConstants, DWARFEmissionKind, DWARFSourceLanguage};
    let ctx = Context::create();
    let module = ctx.create_module("dbg");
    let builder = ctx.create_builder();
    let f = kernel(&ctx, &module, &builder, 3, &KernelAttrs { cluster_dim: Some([3, 1, 1]), ..KernelAttrs::default() });
    let (dib, cu) = module.create_debug_info_builder(true, DWARFSourceLanguage::Rust, "kernel.rs", ".", "front", false, "", 0, "", DWARFEmissionKind::Full, 0, false, false, "", "");
    let ty = dib.create_subroutine_type(cu.get_file(), None, &[], DIFlags::PUBLIC);
    let sp = dib.create_function(cu.as_debug_info_scope(), "k", None, cu.get_file(), 10, ty, false, true, 10, DIFlags::PUBLIC, false);
    f.set_subprogram(sp);
    let at = |line| dib.create_debug_location(&ctx, line, 5, sp.as_debug_info_scope(), None);

    let lower = Lowering::new(&ctx, &module, &builder, target("sm_80"));
    builder.set_current_debug_location(at(12));
    let refused = lower.nvvm().cluster_arrive().emit().unwrap_err();
    assert_eq!(refused.diagnostics[0].origin.as_deref(), Some("kernel.rs:12:5"), "{refused}");

    let lower = Lowering::new(&ctx, &module, &builder, target("sm_90a"));
    builder.set_current_debug_location(at(14));
    let c = |n: u64| ctx.i32_type().const_int(n, false);
    lower.nvsync().dsmem_handshake(bar(f), bar(f), c(16), nvvm_lower::api::attr::ClusterSize::Two).emit().unwrap();
    builder.build_return(None).unwrap();
    dib.finalize();
    let unlocated: Vec<String> = f.get_basic_block_iter().flat_map(|b| b.get_instructions()).filter(|i| i.get_opcode() != inkwell::values::InstructionOpcode::Return && i.get_debug_location().is_none()).map(|i| i.to_string()).collect();
    assert!(unlocated.is_empty(), "emitted instructions without a debug location: {unlocated:?}");
    // Groups of 2 do not split a 3-CTA cluster: found on the whole module.
    let refused = compile_to_ptx(&module, target("sm_90a"), None).unwrap_err();
    assert_eq!(refused.code(), "cluster-size", "{refused}");
    assert!(refused.to_string().contains("--> kernel.rs:14:5"), "{refused}");
}

/// Every code a diagnostic of the crate is made with is an `ErrorCode` a
/// front end can match on, and names itself back.
#[test]
fn every_diagnostic_code_is_an_error_code_variant() {
    use nvvm_lower::error::ErrorCode;
    fn sources(dir: &std::path::Path, out: &mut Vec<String>) {
        for e in std::fs::read_dir(dir).unwrap() {
            let p = e.unwrap().path();
            if p.is_dir() {
                sources(&p, out);
            } else if p.extension().is_some_and(|x| x == "rs") {
                out.push(std::fs::read_to_string(p).unwrap());
            }
        }
    }
    let mut texts = Vec::new();
    sources(std::path::Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/src")), &mut texts);
    let mut seen = 0;
    for text in &texts {
        for piece in text.split("Diagnostic::").skip(1) {
            let Some(rest) = piece.strip_prefix("error(").or_else(|| piece.strip_prefix("warning(")) else { continue };
            let Some(code) = rest.trim_start().strip_prefix('"').and_then(|r| r.split('"').next()) else { continue };
            if code == "w" {
                continue; // a rustdoc example's
            }
            seen += 1;
            let kind = ErrorCode::from_code(code);
            assert_ne!(kind, ErrorCode::Unknown, "'{code}' has no ErrorCode variant");
            assert_eq!(kind.as_str(), code);
        }
    }
    assert!(seen > 200, "only {seen} diagnostics found in src/");
}

/// The race checks' policies reach the library: an unordered DSMEM write in
/// a front end's module is refused by default, a warning with
/// `UnorderedDsmem::Allow`, and `Fence` (which needs a module nvvm-lower
/// writes) is an error that says what to write instead.
#[test]
fn compile_options_carry_the_race_policies() {
    use nvvm_lower::api::{compile_to_ptx_with, CompileOptions};
    use nvvm_lower::verify::races::UnorderedDsmem;
    let ll = common::UNORDERED_DSMEM_LL;
    let ctx = Context::create();
    let module = ctx.create_module_from_ir(inkwell::memory_buffer::MemoryBuffer::create_from_memory_range_copy(ll.as_bytes(), "m.ll")).unwrap();
    let with = |u| compile_to_ptx_with(&module, target("sm_90a"), &CompileOptions { unordered_dsmem: u, ..CompileOptions::default() });
    assert_eq!(with(UnorderedDsmem::Refuse).unwrap_err().code(), "race");
    let allowed = with(UnorderedDsmem::Allow).unwrap();
    assert!(allowed.warnings.iter().any(|w| w.code == "race"), "{:?}", allowed.warnings);
    assert_ptxas_accepts(&allowed.text);
    // Fence: the release goes into the module before the relaxed arrive.
    let fenced = with(UnorderedDsmem::Fence).unwrap();
    assert!(fenced.warnings.iter().any(|w| w.code == "safety"), "{:?}", fenced.warnings);
    let fence_at = fenced.text.find("fence.").expect("a fence in the PTX");
    assert!(fenced.text[fence_at..].starts_with("fence.release.cluster") || fenced.text[fence_at..].starts_with("fence.acq_rel.cluster"), "{}", fenced.text);
    assert!(fence_at < fenced.text.find("barrier.cluster.arrive.relaxed").unwrap(), "{}", fenced.text);
    assert_ptxas_accepts(&fenced.text);
    assert!(module.print_to_string().to_string().contains("fence syncscope(\"cluster\") release"));
    // The module now orders the write: refused no more.
    assert!(with(UnorderedDsmem::Refuse).is_ok());
    let o0 = compile_to_ptx_with(&module, target("sm_90a"), &CompileOptions { unordered_dsmem: UnorderedDsmem::Allow, opt: nvvm_lower::backend::OptLevel::O0, ..CompileOptions::default() }).unwrap();
    assert!(o0.text.contains("barrier.cluster.arrive.relaxed"));
}

/// The pipeline commit's kernel-wide rule on a kernel the library builds: a
/// commit no single-thread guard dominates is a warning at compile_to_ptx, as
/// in text; under a branch on elect.sync it is not.
#[test]
fn an_unguarded_library_pipeline_commit_is_a_warning() {
    use inkwell::AddressSpace;
    use nvvm_lower::api::{attr, compile_to_ptx, mark_kernel, KernelAttrs, Lowering};
    for guarded in [false, true] {
        let ctx = Context::create();
        let module = ctx.create_module("ring");
        let (shared, i32t) = (ctx.ptr_type(AddressSpace::from(3u16)), ctx.i32_type());
        let f = module.add_function("ring", ctx.void_type().fn_type(&[shared.into(), i32t.into()], false), None);
        mark_kernel(&ctx, f, &KernelAttrs::default());
        let builder = ctx.create_builder();
        let (entry, commit, done) = (ctx.append_basic_block(f, "entry"), ctx.append_basic_block(f, "commit"), ctx.append_basic_block(f, "done"));
        builder.position_at_end(entry);
        let lower = Lowering::new(&ctx, &module, &builder, target("sm_90a"));
        let (full, iter) = (f.get_nth_param(0).unwrap().into_pointer_value(), f.get_nth_param(1).unwrap().into_int_value());
        if guarded {
            let elected = lower.nvvm().elect_sync(None).emit().unwrap();
            builder.build_conditional_branch(elected, commit, done).unwrap();
        } else {
            builder.build_unconditional_branch(commit).unwrap();
        }
        builder.position_at_end(commit);
        lower.nvsync().pipeline_producer_commit(full, iter, i32t.const_int(1024, false), attr::Depth::new(2).unwrap()).emit().unwrap();
        builder.build_unconditional_branch(done).unwrap();
        builder.position_at_end(done);
        builder.build_return(None).unwrap();
        let ptx = compile_to_ptx(&module, target("sm_90a"), None).unwrap();
        let warned = ptx.warnings.iter().any(|w| w.code == "pipeline-commit");
        assert_eq!(warned, !guarded, "guarded: {guarded}, warnings: {:?}", ptx.warnings);
        assert_ptxas_accepts(&ptx.text);
    }
}

/// The library's errors speak of what its caller wrote: inkwell values, so
/// LLVM IR's types and terms, not the text input's.
#[test]
fn library_errors_are_in_llvm_terms() {
    let ctx = Context::create();
    let module = ctx.create_module("k");
    let (global, i32t) = (ctx.ptr_type(AddressSpace::from(1u16)), ctx.i32_type());
    let f = module.add_function("k", ctx.void_type().fn_type(&[global.into()], false), None);
    mark_kernel(&ctx, f, &KernelAttrs::default());
    let builder = ctx.create_builder();
    builder.position_at_end(ctx.append_basic_block(f, "entry"));
    let lower = Lowering::new(&ctx, &module, &builder, target("sm_90a"));
    let g = f.get_nth_param(0).unwrap().into_pointer_value();
    let e = lower.nvvm().mbarrier_init(g, i32t.const_int(1, false)).emit().unwrap_err().to_string();
    assert!(e.contains("must be a pointer to an mbarrier, but got ptr addrspace(1)") && !e.contains("!llvm."), "{e}");
    let shared = module.add_global(ctx.i64_type(), Some(AddressSpace::from(3u16)), "bar");
    shared.set_initializer(&ctx.i64_type().get_undef());
    let e = lower.nvvm().mbarrier_init(shared.as_pointer_value(), i32t.const_int(0xFFFF_FFFF, false)).emit().unwrap_err().to_string();
    assert!(e.contains("count -1 (0xffffffff) does not fit in 20 bits"), "{e}");
    // No `ret`: the whole-module check says so in LLVM's terms.
    builder.build_store(g, i32t.const_zero()).unwrap();
    let e = compile_to_ptx(&module, target("sm_90a"), None).unwrap_err().to_string();
    assert!(e.contains("(ret or br)") && !e.contains("llvm.return"), "{e}");
}

/// An mbarrier's arrival count is at least 1 (PTX ISA: [1, 2^20 - 1]; ptxas
/// 13.5 refuses 0): a constant 0 is refused before anything is emitted.
#[test]
fn mbarrier_init_with_a_count_of_0_is_refused() {
    let ctx = Context::create();
    let module = ctx.create_module("k");
    let builder = ctx.create_builder();
    let f = kernel(&ctx, &module, &builder, 3, &KernelAttrs::default());
    let lower = Lowering::new(&ctx, &module, &builder, target("sm_90"));
    let i32t = ctx.i32_type();
    let e = lower.nvvm().mbarrier_init(bar(f), i32t.const_zero()).emit().unwrap_err();
    assert_eq!(e.kind(), nvvm_lower::error::ErrorCode::Range, "{e}");
    assert!(e.to_string().contains("count 0 is out of range [1, 1048575]"), "{e}");
    assert_eq!(count_instructions(f), 0, "nothing emitted");
    lower.nvvm().mbarrier_init(bar(f), i32t.const_int(1, false)).emit().unwrap();
}
