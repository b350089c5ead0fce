//! What a front end's author meets through the library: one error type from
//! every door, fix-its in the door's own words, a place for every error,
//! and a builder whose position after an op that branches is known.

mod common;
use inkwell::builder::Builder;
use inkwell::context::Context;
use inkwell::debug_info::AsDIScope;
use inkwell::module::Module;
use inkwell::values::{FunctionValue, IntValue, PointerValue};
use inkwell::{AddressSpace, IntPredicate};
use nvvm_lower::api::{attr, compile_to_ptx, compile_to_ptx_with, CompileOptions, Lowering, UnorderedDsmem};
use nvvm_lower::driver::{compile_llvm_ir, read_llvm_ir, Options};
use nvvm_lower::ops::OPS;
use nvvm_lower::target::{PtxVersion, Target};
use nvvm_lower::{Error, ErrorCode};

/// A kernel `k(ptr addrspace(3), ptr addrspace(1), ptr addrspace(7), i32)`
/// with the builder at the end of its entry block.
fn kernel<'ctx>(ctx: &'ctx Context, module: &Module<'ctx>, builder: &Builder<'ctx>) -> FunctionValue<'ctx> {
    let p = |a: u16| ctx.ptr_type(AddressSpace::from(a)).into();
    let f = module.add_function("k", ctx.void_type().fn_type(&[p(3), p(1), p(7), ctx.i32_type().into()], false), None);
    builder.position_at_end(ctx.append_basic_block(f, "entry"));
    f
}

fn ptr(f: FunctionValue<'_>, i: u32) -> PointerValue<'_> {
    f.get_nth_param(i).unwrap().into_pointer_value()
}

/// Every door's refusal is one `nvvm_lower::Error`, a `std::error::Error`
/// with the first error's kind to match on.
#[test]
fn every_door_refuses_with_one_error_type() {
    fn needed(ll: &str, target: &str) -> Result<PtxVersion, Box<dyn std::error::Error>> {
        let ctx = Context::create();
        let (m, text) = read_llvm_ir(&ctx, ll.as_bytes(), "k.ll")?;
        Ok(nvvm_lower::check::check_module(&m, Target::parse(target)?, None, text)?.ptx)
    }
    let kind = |e: Box<dyn std::error::Error>| e.downcast_ref::<Error>().map(Error::kind);
    let ll = "define ptx_kernel void @k() {\n  call void @llvm.nvvm.barrier.cluster.arrive()\n  ret void\n}\n";
    assert_eq!(needed(ll, "sm_90").unwrap().to_string(), "7.8");
    assert_eq!(kind(needed(ll, "sm_80").unwrap_err()), Some(ErrorCode::GateTarget));
    assert_eq!(kind(needed(ll, "sm_91").unwrap_err()), Some(ErrorCode::Target));
    assert_eq!(kind(needed("define void @k( {", "sm_90").unwrap_err()), Some(ErrorCode::Input));
    assert_eq!(PtxVersion::parse("8.9").unwrap_err().kind(), ErrorCode::PtxVersion);
    assert_eq!(attr::Depth::new(0).unwrap_err().kind(), ErrorCode::Range);
    let e = compile_llvm_ir(ll.as_bytes(), "k.ll", &Options::new(Target::SM_80)).unwrap_err();
    assert_eq!((e.kind(), e.location().as_deref()), (ErrorCode::GateTarget, Some("k.ll:2:3")));
}

/// A syntax error in a `.ll` has its place as a location, not only inside
/// the message's text.
#[test]
fn a_syntax_error_in_llvm_ir_is_located() {
    let ctx = Context::create();
    let bad = "define void @k() {\n  ret void\n  bogus\n}\n";
    let err = read_llvm_ir(&ctx, bad.as_bytes(), "bad.ll").unwrap_err();
    assert_eq!(err.kind(), ErrorCode::Input);
    assert_eq!(err.location().as_deref(), Some("bad.ll:3:3"));
    assert!(err.to_string().contains("bad.ll:3:3"), "{err}");
    let err = compile_llvm_ir(bad.as_bytes(), "bad.ll", &Options::new(Target::SM_90)).unwrap_err();
    assert_eq!(err.location().as_deref(), Some("bad.ll:3:3"));
}

/// An op built through the library without `Lowering::at` or a debug
/// location is placed at its function and op; a debug location on the
/// builder wins, and `at` stands in for a builder without one.
#[test]
fn library_errors_have_a_place_without_lowering_at() {
    let ctx = Context::create();
    let (module, builder) = (ctx.create_module("m"), ctx.create_builder());
    kernel(&ctx, &module, &builder);
    let lower = Lowering::new(&ctx, &module, &builder, Target::SM_80);
    let e = lower.nvvm().cluster_wait().emit().unwrap_err();
    assert_eq!((e.kind(), e.location().as_deref()), (ErrorCode::GateTarget, Some("@k: nvvm.cluster.wait")));
    assert!(e.to_string().contains("--> @k: nvvm.cluster.wait"), "{e}");
    lower.at(Some("kernel.rs:12:5"));
    assert_eq!(lower.nvvm().cluster_wait().emit().unwrap_err().location().as_deref(), Some("kernel.rs:12:5"));
    lower.at(None);
    let e = lower.named_barrier(33).unwrap_err();
    assert_eq!(e.location().as_deref(), Some("@k: named_barrier"));
    // A debug location the front end set on its builder.
    let (di, cu) = module.create_debug_info_builder(true, inkwell::debug_info::DWARFSourceLanguage::Rust, "kernel.rs", ".", "front", false, "", 0, "", inkwell::debug_info::DWARFEmissionKind::Full, 0, false, false, "", "");
    let ty = di.create_subroutine_type(cu.get_file(), None, &[], 0);
    let sp = di.create_function(cu.as_debug_info_scope(), "k", None, cu.get_file(), 1, ty, true, true, 1, 0, false);
    module.get_function("k").unwrap().set_subprogram(sp);
    builder.set_current_debug_location(di.create_debug_location(&ctx, 40, 9, sp.as_debug_info_scope(), None));
    let e = lower.nvvm().cluster_wait().emit().unwrap_err();
    assert_eq!(e.location().as_deref(), Some("kernel.rs:40:9"));
}

/// The library's fix-its name the library's setters, values and options,
/// never the text's attribute syntax or the CLI's flags.
#[test]
fn fixits_through_the_library_speak_rust() {
    let ctx = Context::create();
    let (module, builder) = (ctx.create_module("m"), ctx.create_builder());
    let f = kernel(&ctx, &module, &builder);
    let lower = Lowering::new(&ctx, &module, &builder, Target::SM_90A);
    let i32t = ctx.i32_type();
    let notes = |e: &Error| e.errors().flat_map(|d| d.notes.clone()).collect::<Vec<_>>().join("\n");
    // A TMA load into this CTA's shared::cta (addrspace 3) needs cta_only.
    let (dst, desc) = (ptr(f, 0), ctx.ptr_type(AddressSpace::default()).const_null());
    let e = lower.nvvm().cp_async_bulk_tensor_shared_cluster_global(dst, desc, dst, &[i32t.const_zero()], &[], None, None).emit().unwrap_err();
    let n = notes(&e);
    assert!(n.contains(".cta_only(true)") && !n.contains("isCTAOnly"), "{e}");
    assert_eq!(e.kind(), ErrorCode::Rule);
    assert_eq!(e.location().as_deref(), Some("@k: nvvm.cp.async.bulk.tensor.shared.cluster.global"));
    lower.nvvm().cp_async_bulk_tensor_shared_cluster_global(dst, desc, dst, &[i32t.const_zero()], &[], None, None).cta_only(true).emit().unwrap();
    // A CTA-scope atomic on global memory: the scope to write, and the widening.
    let one = i32t.const_int(1, false).into();
    let e = lower.nvsync().atomic_rmw(ptr(f, 1), one, attr::Rmw::Add).mem_semantic(attr::MemSemantic::Relaxed).mem_scope(attr::Scope::Cta).emit().unwrap_err();
    let n = notes(&e);
    assert!(n.contains(".mem_scope(attr::Scope::Gpu)") && n.contains("Lowering::widen_cta_atomics(true)"), "{e}");
    assert!(!n.contains("#nvsync") && !n.contains("--widen-cta-atomics"), "{e}");
    lower.widen_cta_atomics(true);
    lower.nvsync().atomic_rmw(ptr(f, 1), one, attr::Rmw::Add).mem_semantic(attr::MemSemantic::Relaxed).mem_scope(attr::Scope::Cta).emit().unwrap();
    let w = lower.take_warnings();
    assert!(w.iter().any(|d| d.notes.iter().any(|n| n.contains("Lowering::widen_cta_atomics(true) is on"))), "{w:?}");
    // An unordered DSMEM write, found when the module is compiled.
    let ctx = Context::create();
    let m = ctx.create_module_from_ir(inkwell::memory_buffer::MemoryBuffer::create_from_memory_range_copy(common::UNORDERED_DSMEM_LL.as_bytes(), "m.ll")).unwrap();
    let e = compile_to_ptx_with(&m, Target::SM_90A, &CompileOptions::default()).unwrap_err();
    let n = notes(&e);
    assert!(n.contains("UnorderedDsmem::Fence") && !n.contains("--fence-dsmem-writes"), "{e}");
    assert!(compile_to_ptx_with(&m, Target::SM_90A, &CompileOptions { unordered_dsmem: UnorderedDsmem::Fence, ..CompileOptions::default() }).is_ok());
}

/// A front end's `.ll` is never told of `--widen-cta-atomics`, which widens
/// only the input language's atomics (and which `check` refuses); the
/// fence's flag is the compiling door's.
#[test]
fn fixits_for_llvm_ir_name_no_option_it_cannot_take() {
    let ll = "define ptx_kernel void @k(ptr addrspace(1) %p) {\n  %o = atomicrmw add ptr addrspace(1) %p, i32 1 syncscope(\"block\") monotonic, align 4\n  ret void\n}\n";
    let e = compile_llvm_ir(ll.as_bytes(), "k.ll", &Options::new(Target::SM_90)).unwrap_err();
    let notes: Vec<String> = e.errors().flat_map(|d| d.notes.clone()).collect();
    assert!(e.errors().any(|d| d.message.contains("CTA-scope atomic")), "{e}");
    assert!(notes.iter().any(|n| n.contains("syncscope(\"device\")")), "{e}");
    assert!(!e.to_string().contains("widen-cta-atomics"), "{e}");
    let e = compile_llvm_ir(common::UNORDERED_DSMEM_LL.as_bytes(), "m.ll", &Options::new(Target::SM_90A)).unwrap_err();
    assert!(e.errors().any(|d| d.notes.iter().any(|n| n.contains("compiling with --fence-dsmem-writes"))), "{e}");
    // The text door keeps its own words.
    let mlir = "llvm.func @k(%p: !llvm.ptr<1>) attributes {nvvm.kernel} {\n  %one = llvm.mlir.constant(1 : i32) : i32\n  %o = llvm.atomicrmw add %p, %one syncscope(\"block\") monotonic : !llvm.ptr<1>, i32\n  llvm.return\n}";
    let e = nvvm_lower::driver::compile_source(mlir, &Options::new(Target::SM_90)).unwrap_err();
    assert!(e.to_string().contains("or let --widen-cta-atomics do it"), "{e}");
}

/// One op that branches, emitted by `emit` into the builder's block.
struct Branching {
    name: &'static str,
    emit: for<'l, 'a, 'ctx> fn(&'l Lowering<'a, 'ctx>, FunctionValue<'ctx>, IntValue<'ctx>) -> Result<(), Error>,
}

fn branching_ops() -> Vec<Branching> {
    vec![
        Branching { name: "nvvm.mbarrier.try_wait.parity", emit: |l, f, i| l.nvvm().mbarrier_try_wait_parity(ptr(f, 0), i, i).emit() },
        Branching { name: "nvsync.pipeline.producer_acquire", emit: |l, f, i| l.nvsync().pipeline_producer_acquire(ptr(f, 0), i, attr::Depth::new(2).unwrap()).emit() },
        Branching { name: "nvsync.pipeline.consumer_wait", emit: |l, f, i| l.nvsync().pipeline_consumer_wait(ptr(f, 0), i, attr::Depth::new(2).unwrap()).emit() },
        Branching { name: "nvsync.dsmem_handshake", emit: |l, f, i| l.nvsync().dsmem_handshake(ptr(f, 0), ptr(f, 0), i, attr::ClusterSize::Two).emit() },
        // Any predicated op: a guarded block.
        Branching {
            name: "predicate",
            emit: |l, f, i| {
                let ctx = f.get_type().get_context();
                let p = ctx.bool_type().const_int(1, false);
                l.nvvm().mbarrier_arrive_expect_tx(ptr(f, 0), i).predicate(p).emit()
            },
        },
    ]
}

/// After every op that expands into blocks, `Lowering::end_block` is the
/// predecessor a `phi` names: LLVM's verifier accepts each module (with the
/// block the caller made it would say "PHI node entries do not match
/// predecessors"), and every op whose table says it branches is among them.
#[test]
fn a_phi_after_every_op_that_expands_into_blocks_names_its_end_block() {
    let ops = branching_ops();
    let mut tables: Vec<&str> = OPS.iter().filter(|o| o.blocks).map(|o| o.name).collect();
    tables.sort();
    let mut built: Vec<&str> = ops.iter().map(|o| o.name).filter(|n| *n != "predicate").collect();
    built.sort();
    assert_eq!(tables, built, "every op whose table says it branches has a case here");
    for op in &ops {
        for naive in [false, true] {
            let ctx = Context::create();
            let (module, builder) = (ctx.create_module("m"), ctx.create_builder());
            let i32t = ctx.i32_type();
            let f = kernel(&ctx, &module, &builder);
            let entry = f.get_first_basic_block().unwrap();
            let (body, join) = (ctx.append_basic_block(f, "body"), ctx.append_basic_block(f, "join"));
            let iteration = f.get_nth_param(3).unwrap().into_int_value();
            let skip = builder.build_int_compare(IntPredicate::EQ, iteration, i32t.const_zero(), "skip").unwrap();
            builder.build_conditional_branch(skip, join, body).unwrap();
            builder.position_at_end(body);
            let lower = Lowering::new(&ctx, &module, &builder, Target::SM_90A);
            (op.emit)(&lower, f, iteration).unwrap_or_else(|e| panic!("{}: {e}", op.name));
            let end = lower.end_block().unwrap();
            assert_ne!(end, body, "{}: expands into no block", op.name);
            builder.build_unconditional_branch(join).unwrap();
            builder.position_at_end(join);
            let phi = builder.build_phi(i32t, "after").unwrap();
            phi.add_incoming(&[(&i32t.const_int(1, false), if naive { body } else { end }), (&i32t.const_zero(), entry)]);
            builder.build_return(None).unwrap();
            match (naive, module.verify()) {
                (false, Ok(())) => {}
                (true, Err(e)) => assert!(e.to_string().contains("PHI node entries do not match predecessors"), "{}: {e}", op.name),
                (naive, r) => panic!("{} (the caller's own block: {naive}): {r:?}\n{}", op.name, module.print_to_string()),
            }
            if !naive {
                compile_to_ptx(&module, Target::SM_90A, None).unwrap_or_else(|e| panic!("{}: {e}", op.name));
            }
        }
    }
}

/// An op that adds no block leaves the builder where the caller put it.
#[test]
fn an_op_without_blocks_leaves_the_builder_in_place() {
    let ctx = Context::create();
    let (module, builder) = (ctx.create_module("m"), ctx.create_builder());
    let f = kernel(&ctx, &module, &builder);
    let lower = Lowering::new(&ctx, &module, &builder, Target::SM_90A);
    lower.nvvm().mbarrier_init(ptr(f, 0), ctx.i32_type().const_int(32, false)).emit().unwrap();
    lower.nvsync().cluster_barrier(attr::BarrierScope::Cluster).emit().unwrap();
    assert_eq!(lower.end_block(), f.get_first_basic_block());
}

/// An op of more than seven operands and required attributes takes them by
/// name (`tcgen05_mma`'s nine), in its `Args` struct.
#[test]
fn tcgen05_mma_takes_its_operands_by_name() {
    use nvvm_lower::api::op::nvvm::Tcgen05MmaArgs;
    let ctx = Context::create();
    let (module, builder) = (ctx.create_module("m"), ctx.create_builder());
    let (i64t, i32t) = (ctx.i64_type(), ctx.i32_type());
    let tmem = ctx.ptr_type(AddressSpace::from(6u16));
    let f = module.add_function("mma", ctx.void_type().fn_type(&[tmem.into(), i64t.into(), i64t.into(), i32t.into()], false), None);
    nvvm_lower::api::mark_kernel(&ctx, f, &Default::default());
    builder.position_at_end(ctx.append_basic_block(f, "entry"));
    let lower = Lowering::new(&ctx, &module, &builder, Target::SM_100A);
    let param = |i: u32| f.get_nth_param(i).unwrap();
    let args = Tcgen05MmaArgs {
        matrix_d: param(0).into_pointer_value(),
        matrix_a: param(1),
        matrix_b: param(2).into_int_value(),
        idesc: param(3).into_int_value(),
        enable_input_d: ctx.bool_type().const_int(1, false),
        scale_input_d: None,
        disable_output_lane: None,
        mma_kind: attr::MmaKind::F16,
        mma_cta_group: attr::CtaGroup::One,
    };
    lower.nvvm().tcgen05_mma(args).emit().unwrap();
    builder.build_return(None).unwrap();
    let ptx = compile_to_ptx(&module, Target::SM_100A, None).unwrap();
    assert!(ptx.text.contains("tcgen05.mma.cta_group::1.kind::f16"), "{}", ptx.text);
}
