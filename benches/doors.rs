//! The per-kernel cost of the library door against the text door, in
//! process, on the same four kernels: an mbarrier pipeline ring, a cluster
//! handshake, a tcgen05 cta_group::2 kernel and a named barrier. The library
//! door is what a Rust front end pays: a context and module, the kernel built
//! through `api::Lowering` (each op verified as it is written), then
//! `api::compile_to_ptx` (the whole-module check and LLVM's code generation).
//! The text door is `driver::compile_source` on the kernel's text (parse,
//! verify, lower, emit, code generation). Both PTX are assembled by ptxas once.
//! Run by `scripts/bench`; by hand:
//!
//!     cargo bench --bench doors -- --reps 200
//!
//! Prints one JSON object: per kernel, the median milliseconds of each door.
use inkwell::context::Context;
use inkwell::module::Module;
use inkwell::{AddressSpace, IntPredicate};
use nvvm_lower::api::{attr, compile_to_ptx, mark_kernel, KernelAttrs, Lowering};
use nvvm_lower::driver::{compile_source, Options};
use nvvm_lower::target::Target;
use std::error::Error;
use std::time::Instant;

mod common;
use common::median;

type Build = for<'c> fn(&'c Context, &Module<'c>, Target) -> Result<(), Box<dyn Error>>;

const RING: &str = "llvm.func @ring(%full: !llvm.ptr<3>, %empty: !llvm.ptr<3>, %i: i32) attributes {nvvm.kernel, nvvm.reqntid = array<i32: 128, 1, 1>} {
  %c4 = llvm.mlir.constant(4 : i32) : i32
  nvsync.pipeline.producer_acquire %empty, %i {depth = 4} : !llvm.ptr<3>, i32
  nvsync.pipeline.producer_commit %full, %i, %c4 {depth = 4} : !llvm.ptr<3>, i32, i32
  nvsync.pipeline.consumer_wait %full, %i {depth = 4} : !llvm.ptr<3>, i32
  nvsync.pipeline.consumer_release %empty, %i {depth = 4} : !llvm.ptr<3>, i32
  llvm.return
}";

fn ring<'c>(ctx: &'c Context, module: &Module<'c>, target: Target) -> Result<(), Box<dyn Error>> {
    let (shared, i32t) = (ctx.ptr_type(AddressSpace::from(3u16)), ctx.i32_type());
    let f = module.add_function("ring", ctx.void_type().fn_type(&[shared.into(), shared.into(), i32t.into()], false), None);
    mark_kernel(ctx, f, &KernelAttrs { reqntid: Some([128, 1, 1]), ..KernelAttrs::default() });
    let builder = ctx.create_builder();
    builder.position_at_end(ctx.append_basic_block(f, "entry"));
    let p = |i| f.get_nth_param(i).unwrap();
    let (full, empty, i) = (p(0).into_pointer_value(), p(1).into_pointer_value(), p(2).into_int_value());
    let lower = Lowering::new(ctx, module, &builder, target);
    let (sync, depth) = (lower.nvsync(), attr::Depth::new(4)?);
    sync.pipeline_producer_acquire(empty, i, depth).emit()?;
    sync.pipeline_producer_commit(full, i, i32t.const_int(4, false), depth).emit()?;
    sync.pipeline_consumer_wait(full, i, depth).emit()?;
    sync.pipeline_consumer_release(empty, i, depth).emit()?;
    builder.build_return(None)?;
    Ok(())
}

const HANDSHAKE: &str = include_str!("../examples/cluster_handshake.mlir");

fn handshake<'c>(ctx: &'c Context, module: &Module<'c>, target: Target) -> Result<(), Box<dyn Error>> {
    let (shared, i32t) = (AddressSpace::from(3u16), ctx.i32_type());
    let bar = module.add_global(ctx.i64_type(), Some(shared), "bar");
    let phase = module.add_global(i32t, Some(shared), "phase");
    bar.set_initializer(&ctx.i64_type().get_undef());
    phase.set_initializer(&i32t.get_undef());
    for (g, align) in [(bar, 8), (phase, 4)] {
        g.set_linkage(inkwell::module::Linkage::Internal);
        g.set_alignment(align);
    }
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
    sync.dsmem_handshake(b, p, tx, attr::ClusterSize::Two).explicit_release(true).emit()?;
    sync.dsmem_handshake(b, p, tx, attr::ClusterSize::Four).emit()?;
    sync.cluster_barrier(attr::BarrierScope::Cluster).emit()?;
    builder.build_return(None)?;
    Ok(())
}

const TCGEN05_PAIR: &str = "llvm.mlir.global internal @slot() {addr_space = 3 : i32, alignment = 4 : i64} : i32
llvm.func @pair() attributes {nvvm.kernel, nvvm.cluster_dim = array<i32: 2, 1, 1>, nvvm.reqntid = array<i32: 128, 1, 1>} {
  %ncols = llvm.mlir.constant(128 : i32) : i32
  %slot = llvm.mlir.addressof @slot : !llvm.ptr<3>
  nvvm.tcgen05.alloc %slot, %ncols {group = #nvvm.cta_group<cta_2>} : !llvm.ptr<3>, i32
  nvvm.tcgen05.relinquish_alloc_permit {group = #nvvm.cta_group<cta_2>}
  nvvm.tcgen05.fence #nvvm.tcgen05_fence<before>
  nvsync.cluster_barrier {scope = #nvsync.barrier_scope<cluster>}
  nvvm.tcgen05.fence #nvvm.tcgen05_fence<after>
  %t = llvm.load %slot : !llvm.ptr<3> -> i32
  %tmem = llvm.inttoptr %t : i32 to !llvm.ptr<6>
  nvvm.tcgen05.dealloc %tmem, %ncols {group = #nvvm.cta_group<cta_2>} : !llvm.ptr<6>, i32
  llvm.return
}";

fn tcgen05_pair<'c>(ctx: &'c Context, module: &Module<'c>, target: Target) -> Result<(), Box<dyn Error>> {
    let i32t = ctx.i32_type();
    let slot = module.add_global(i32t, Some(AddressSpace::from(3u16)), "slot");
    slot.set_initializer(&i32t.get_undef());
    slot.set_linkage(inkwell::module::Linkage::Internal);
    slot.set_alignment(4);
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

const NAMED_BARRIER: &str = "llvm.func @consumers() attributes {nvvm.kernel, nvvm.reqntid = array<i32: 128, 1, 1>} {
  %c64 = llvm.mlir.constant(64 : i32) : i32
  %b = nvsync.named_barrier.alloc %c64 : !nvsync.named_barrier
  nvsync.named_barrier.sync %b
  llvm.return
}";

fn named_barrier<'c>(ctx: &'c Context, module: &Module<'c>, target: Target) -> Result<(), Box<dyn Error>> {
    let f = module.add_function("consumers", ctx.void_type().fn_type(&[], false), None);
    mark_kernel(ctx, f, &KernelAttrs { reqntid: Some([128, 1, 1]), ..KernelAttrs::default() });
    let builder = ctx.create_builder();
    builder.position_at_end(ctx.append_basic_block(f, "entry"));
    let lower = Lowering::new(ctx, module, &builder, target);
    let b = lower.named_barrier(64)?;
    lower.barrier_sync(b)?;
    builder.build_return(None)?;
    Ok(())
}

/// The library door once: build, check and compile; the PTX.
fn library(build: Build, target: Target) -> String {
    let ctx = Context::create();
    let module = ctx.create_module("k");
    build(&ctx, &module, target).unwrap_or_else(|e| panic!("the library refuses the kernel: {e}"));
    compile_to_ptx(&module, target, None).unwrap_or_else(|e| panic!("{e}")).text
}

fn text(src: &str, target: Target) -> String {
    compile_source(src, &Options::new(target)).unwrap_or_else(|ds| panic!("the text door refuses the kernel: {}", ds.message())).text
}

fn main() {
    let reps = common::reps_arg(200);
    let kernels: [(&str, &str, Build, Target); 4] = [
        ("mbarrier pipeline ring", RING, ring, Target::SM_90A),
        ("cluster handshake", HANDSHAKE, handshake, Target::SM_90A),
        ("tcgen05 cta_group::2", TCGEN05_PAIR, tcgen05_pair, Target::SM_100A),
        ("named barrier", NAMED_BARRIER, named_barrier, Target::SM_90A),
    ];
    let mut rows = Vec::new();
    for (name, src, build, target) in kernels {
        for ptx in [library(build, target), text(src, target)] {
            if let Err(ds) = nvvm_lower::backend::verify_ptx(&ptx) {
                panic!("{name}: ptxas refuses the PTX: {}", ds[0].message);
            }
        }
        let (mut lib, mut txt) = (Vec::new(), Vec::new());
        for _ in 0..reps {
            let t = Instant::now();
            std::hint::black_box(library(build, target));
            lib.push(t.elapsed().as_secs_f64() * 1e3);
            let t = Instant::now();
            std::hint::black_box(text(src, target));
            txt.push(t.elapsed().as_secs_f64() * 1e3);
        }
        let (l, t) = (median(lib), median(txt));
        rows.push(format!("{{\"kernel\": \"{name}\", \"target\": \"{target}\", \"library_ms\": {l:.3}, \"text_ms\": {t:.3}, \"library_over_text\": {:.3}}}", l / t));
    }
    println!("{{\"reps\": {reps}, \"kernels\": [\n  {}\n]}}", rows.join(",\n  "));
}
