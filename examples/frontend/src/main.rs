//! A front end in miniature: it builds a warp-specialised producer/consumer
//! kernel in its own inkwell module, asks nvvm-lower for the synchronisation
//! (an mbarrier ring through the nvsync pipeline ops, an ordered cluster
//! barrier, a scoped atomic LLVM 22 cannot write itself), compiles the module
//! to PTX and has ptxas assemble it. Then it shows that misuse is an error,
//! not an abort.
//!
//!     cargo run --release -p frontend-example -- [--target sm_90a]

use inkwell::context::Context;
use inkwell::module::Module;
use inkwell::values::FunctionValue;
use inkwell::AddressSpace;
use nvvm_lower::api::{attr, compile_to_ptx, mark_kernel, KernelAttrs, Lowering};
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
    let kernel = build_ring(&ctx, &module, target)?;
    let ptx = compile_to_ptx(&module, target, None)?;
    for w in &ptx.warnings {
        eprintln!("{w}");
    }
    println!("{}: {} lines of PTX {} for {target}", kernel.get_name().to_string_lossy(), ptx.text.lines().count(), ptx.version);
    match nvvm_lower::backend::verify_ptx(&ptx.text) {
        Ok(()) => println!("ptxas accepts it"),
        Err(ds) => return Err(ds.into_iter().map(|d| d.to_string()).collect::<Vec<_>>().join("\n").into()),
    }
    show_misuse(&ctx)?;
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
    sync.pipeline_producer_acquire(empty, iter).depth(depth).emit()?;
    sync.pipeline_producer_commit(full, iter, bytes).depth(depth).emit()?;
    lower.at(Some("frontend/src/main.rs: consumer"));
    sync.pipeline_consumer_wait(full, iter).depth(depth).emit()?;
    sync.pipeline_consumer_release(empty, iter).depth(depth).emit()?;
    lower.at(None);
    sync.cluster_barrier().barrier_scope(attr::BarrierScope::ClusterAligned).emit()?;
    let one = i32t.const_int(1, false);
    let old = sync.atomic_rmw(counter, one.into()).rmw(attr::Rmw::Add).mem_semantic(attr::MemSemantic::AcqRel).mem_scope(attr::Scope::Gpu).emit()?;
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
