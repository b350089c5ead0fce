//! A front end in miniature: it builds kernels in its own inkwell modules and
//! asks nvvm-lower for their synchronisation — a warp-specialised
//! producer/consumer ring (an mbarrier ring through the nvsync pipeline ops,
//! an ordered cluster barrier, a scoped atomic LLVM 22 cannot write itself), a
//! cluster handshake, a tcgen05 kernel of a CTA pair and a named barrier —
//! compiles each module to PTX and has ptxas assemble it. Then it shows that
//! misuse is an error, not an abort. The code is docs/library.md's.
//!
//!     cargo run --release -p frontend-example -- [--target sm_90a]

use inkwell::context::Context;
use inkwell::module::Module;
use inkwell::values::FunctionValue;
use inkwell::{AddressSpace, IntPredicate};
use nvvm_lower::api::{attr, compile_to_ptx, mark_kernel, shared_global, KernelAttrs, Lowering};
use nvvm_lower::target::Target;
use std::error::Error;

fn main() -> Result<(), Box<dyn Error>> {
    let args: Vec<String> = std::env::args().collect();
    let target = match args.iter().position(|a| a == "--target").and_then(|i| args.get(i + 1)) {
        Some(name) => name.parse::<Target>()?,
        None => Target::SM_90A,
    };
    let ctx = Context::create();
    let module = ctx.create_module("frontend");
    build_ring(&ctx, &module, target)?;
    compile_and_assemble(&module, target)?;
    // The other three need their own targets: a cluster (sm_90 and up) and
    // tcgen05 (the sm_100a family).
    let cluster_target = if target.info().sm >= 90 { target } else { Target::SM_90A };
    let module = ctx.create_module("handshake");
    build_handshake(&ctx, &module, cluster_target)?;
    compile_and_assemble(&module, cluster_target)?;
    let module = ctx.create_module("pair");
    build_tcgen05_pair(&ctx, &module, Target::SM_100A)?;
    compile_and_assemble(&module, Target::SM_100A)?;
    let module = ctx.create_module("named_barrier");
    build_named_barrier(&ctx, &module, target)?;
    compile_and_assemble(&module, target)?;
    show_misuse(&ctx)?;
    Ok(())
}

/// The module to PTX for `target`, assembled by ptxas.
fn compile_and_assemble(module: &Module<'_>, target: Target) -> Result<(), Box<dyn Error>> {
    let ptx = compile_to_ptx(module, target, None)?;
    for w in &ptx.warnings {
        eprintln!("{w}");
    }
    let name = module.get_name().to_string_lossy().into_owned();
    println!("{name}: {} lines of PTX {} for {target}", ptx.text.lines().count(), ptx.version);
    match nvvm_lower::backend::verify_ptx(&ptx.text) {
        Ok(()) => println!("{name}: ptxas accepts it"),
        Err(ds) => return Err(ds.into_iter().map(|d| d.to_string()).collect::<Vec<_>>().join("\n").into()),
    }
    Ok(())
}

/// `handshake(i32 %tx)`, a cluster of four: thread 0 initialises the
/// mbarrier and the phase word, a cluster barrier publishes the
/// initialisation, then a DSMEM handshake over the four CTAs and an ordered
/// cluster barrier.
fn build_handshake<'ctx>(ctx: &'ctx Context, module: &Module<'ctx>, target: Target) -> Result<(), Box<dyn Error>> {
    let i32t = ctx.i32_type();
    let bar = shared_global(module, ctx.i64_type(), "bar", 8);
    let phase = shared_global(module, i32t, "phase", 4);
    let f = module.add_function("handshake", ctx.void_type().fn_type(&[i32t.into()], false), None);
    mark_kernel(ctx, f, &KernelAttrs { reqntid: Some([128, 1, 1]), cluster_dim: Some([4, 1, 1]), ..KernelAttrs::default() });
    let builder = ctx.create_builder();
    let (entry, init, meet) = (ctx.append_basic_block(f, "entry"), ctx.append_basic_block(f, "init"), ctx.append_basic_block(f, "meet"));
    builder.position_at_end(entry);
    let lower = Lowering::new(ctx, module, &builder, target);
    let (b, p, tx) = (bar.as_pointer_value(), phase.as_pointer_value(), f.get_nth_param(0).unwrap().into_int_value());
    let tid = lower.nvvm().read_ptx_sreg_tid_x().emit()?;
    let leader = builder.build_int_compare(IntPredicate::EQ, tid, i32t.const_zero(), "leader")?;
    builder.build_conditional_branch(leader, init, meet)?;
    builder.position_at_end(init);
    lower.nvvm().mbarrier_init(b, i32t.const_int(1, false)).emit()?;
    builder.build_store(p, i32t.const_zero())?;
    builder.build_unconditional_branch(meet)?;
    builder.position_at_end(meet);
    let sync = lower.nvsync();
    sync.cluster_barrier(attr::BarrierScope::ClusterAligned).mbarrier_init_only(true).emit()?;
    sync.dsmem_handshake(b, p, tx, attr::ClusterSize::Four).emit()?;
    sync.cluster_barrier(attr::BarrierScope::Cluster).emit()?;
    builder.build_return(None)?;
    Ok(())
}

/// `pair()`, a cluster of two on sm_100a: 128 tensor-memory columns
/// allocated and freed by the CTA pair (`cta_group::2` throughout), the
/// tcgen05 fences around an ordered cluster barrier.
fn build_tcgen05_pair<'ctx>(ctx: &'ctx Context, module: &Module<'ctx>, target: Target) -> Result<(), Box<dyn Error>> {
    let i32t = ctx.i32_type();
    let slot = shared_global(module, i32t, "slot", 4);
    let f = module.add_function("pair", ctx.void_type().fn_type(&[], false), None);
    mark_kernel(ctx, f, &KernelAttrs { reqntid: Some([128, 1, 1]), cluster_dim: Some([2, 1, 1]), ..KernelAttrs::default() });
    let builder = ctx.create_builder();
    builder.position_at_end(ctx.append_basic_block(f, "entry"));
    let lower = Lowering::new(ctx, module, &builder, target);
    let (nvvm, ncols, s) = (lower.nvvm(), i32t.const_int(128, false), slot.as_pointer_value());
    nvvm.tcgen05_alloc(s, ncols).group(attr::CtaGroup::Two).emit()?;
    nvvm.tcgen05_relinquish_alloc_permit().group(attr::CtaGroup::Two).emit()?;
    nvvm.tcgen05_fence(attr::FenceKind::Before).emit()?;
    lower.nvsync().cluster_barrier(attr::BarrierScope::Cluster).emit()?;
    nvvm.tcgen05_fence(attr::FenceKind::After).emit()?;
    let t = builder.build_load(i32t, s, "t")?.into_int_value();
    let tmem = builder.build_int_to_ptr(t, ctx.ptr_type(AddressSpace::from(6u16)), "tmem")?;
    nvvm.tcgen05_dealloc(tmem, ncols).group(attr::CtaGroup::Two).emit()?;
    builder.build_return(None)?;
    Ok(())
}

/// `consumers()`: a named barrier of 64 of the CTA's 128 threads.
fn build_named_barrier<'ctx>(ctx: &'ctx Context, module: &Module<'ctx>, target: Target) -> Result<(), Box<dyn Error>> {
    let f = module.add_function("consumers", ctx.void_type().fn_type(&[], false), None);
    mark_kernel(ctx, f, &KernelAttrs { reqntid: Some([128, 1, 1]), ..KernelAttrs::default() });
    let builder = ctx.create_builder();
    builder.position_at_end(ctx.append_basic_block(f, "entry"));
    let lower = Lowering::new(ctx, module, &builder, target);
    let consumers = lower.named_barrier(64)?;
    lower.barrier_sync(consumers)?;
    builder.build_return(None)?;
    Ok(())
}

/// `ring(ptr addrspace(3) %full, ptr addrspace(3) %empty, ptr addrspace(1) %counter, i32 %i)`:
/// a depth-4 ring's producer and consumer steps for iteration %i, an ordered
/// cluster barrier, and an acq_rel atomic counter at gpu scope.
fn build_ring<'ctx>(ctx: &'ctx Context, module: &Module<'ctx>, target: Target) -> Result<FunctionValue<'ctx>, Box<dyn Error>> {
    let (shared, global, i32t) = (ctx.ptr_type(AddressSpace::from(3u16)), ctx.ptr_type(AddressSpace::from(1u16)), ctx.i32_type());
    let f = module.add_function("ring", ctx.void_type().fn_type(&[shared.into(), shared.into(), global.into(), i32t.into()], false), None);
    mark_kernel(ctx, f, &KernelAttrs { reqntid: Some([128, 1, 1]), cluster_dim: Some([2, 1, 1]), ..KernelAttrs::default() });
    let builder = ctx.create_builder();
    builder.position_at_end(ctx.append_basic_block(f, "entry"));
    let p = |i| f.get_nth_param(i).unwrap();
    let (full, empty, counter, iter) = (p(0).into_pointer_value(), p(1).into_pointer_value(), p(2).into_pointer_value(), p(3).into_int_value());
    let bytes = i32t.const_int(4, false);

    let lower = Lowering::new(ctx, module, &builder, target);
    let (sync, depth) = (lower.nvsync(), attr::Depth::new(4)?);
    lower.at(Some("frontend/src/main.rs: producer"));
    sync.pipeline_producer_acquire(empty, iter, depth).emit()?;
    // One thread announces the stage's bytes: every thread that ran the
    // commit would announce them again (the check warns where no guard is).
    let (commit, consume) = (ctx.append_basic_block(f, "commit"), ctx.append_basic_block(f, "consume"));
    let elected = lower.nvvm().elect_sync(None).emit()?;
    builder.build_conditional_branch(elected, commit, consume)?;
    builder.position_at_end(commit);
    sync.pipeline_producer_commit(full, iter, bytes, depth).emit()?;
    builder.build_unconditional_branch(consume)?;
    builder.position_at_end(consume);
    lower.at(Some("frontend/src/main.rs: consumer"));
    sync.pipeline_consumer_wait(full, iter, depth).emit()?;
    sync.pipeline_consumer_release(empty, iter, depth).emit()?;
    lower.at(None);
    sync.cluster_barrier(attr::BarrierScope::ClusterAligned).emit()?;
    let one = i32t.const_int(1, false);
    let old = sync.atomic_rmw(counter, one.into(), attr::Rmw::Add).mem_semantic(attr::MemSemantic::AcqRel).mem_scope(attr::Scope::Gpu).emit()?;
    assert!(old.is_int_value(), "an atomic gives the old value, of the operand's type");
    builder.build_return(None)?;
    Ok(f)
}

/// What nvvm-lower answers where LLVM would abort or emit PTX ptxas refuses.
fn show_misuse(ctx: &Context) -> Result<(), Box<dyn Error>> {
    let module = ctx.create_module("misuse");
    let builder = ctx.create_builder();
    let f = module.add_function("k", ctx.void_type().fn_type(&[], false), None);
    mark_kernel(ctx, f, &KernelAttrs::default());
    builder.position_at_end(ctx.append_basic_block(f, "entry"));
    let lower = Lowering::new(ctx, &module, &builder, Target::SM_80);
    let id = ctx.i32_type().const_int(16, false);
    let refused = [lower.nvvm().barrier(Some(id), None, None).emit().unwrap_err(), lower.nvvm().cluster_arrive().emit().unwrap_err()];
    builder.build_return(None)?;
    for e in &refused {
        println!("refused as it should be: {}", e.to_string().lines().next().unwrap_or_default());
    }
    Ok(())
}
