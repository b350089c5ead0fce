//! Named-barrier slots belong to the function: every `Lowering` on it, and
//! the front end's own barriers, see one allocation, and a use of one id
//! for two thread counts is refused.

use inkwell::builder::Builder;
use inkwell::context::Context;
use inkwell::module::Module;
use inkwell::values::FunctionValue;
use nvvm_lower::api::{mark_kernel, KernelAttrs, Lowering, NamedBarrier};
use nvvm_lower::error::ErrorCode;
use nvvm_lower::target::Target;

fn sm90a() -> Target {
    Target::parse("sm_90a").unwrap()
}

/// A kernel `k()` with the builder at its entry.
fn kernel<'ctx>(ctx: &'ctx Context, module: &Module<'ctx>, builder: &Builder<'ctx>) -> FunctionValue<'ctx> {
    let f = module.add_function("k", ctx.void_type().fn_type(&[], false), None);
    mark_kernel(ctx, f, &KernelAttrs::default());
    builder.position_at_end(ctx.append_basic_block(f, "entry"));
    f
}

/// The front end's own inline PTX, as Triton and CUTLASS-style CUDA write barriers.
fn own_asm(ctx: &Context, builder: &Builder<'_>, ptx: &str) {
    let ty = ctx.void_type().fn_type(&[], false);
    let asm = ctx.create_inline_asm(ty, ptx.into(), "~{memory}".into(), true, false, None, false);
    builder.build_indirect_call(ty, asm, &[], "").unwrap();
}

/// The front end's own `llvm.nvvm.barrier.cta.sync.aligned.count(id, count)`.
fn own_call<'ctx>(ctx: &'ctx Context, module: &Module<'ctx>, builder: &Builder<'ctx>, id: u64, count: u64) {
    let i32t = ctx.i32_type();
    let f = module.add_function("llvm.nvvm.barrier.cta.sync.aligned.count", ctx.void_type().fn_type(&[i32t.into(), i32t.into()], false), None);
    builder.build_call(f, &[i32t.const_int(id, false).into(), i32t.const_int(count, false).into()], "").unwrap();
}

#[test]
fn two_lowerings_on_one_function_get_different_slots() {
    let ctx = Context::create();
    let (module, builder) = (ctx.create_module("m"), ctx.create_builder());
    kernel(&ctx, &module, &builder);
    let (producers, consumers) = (Lowering::new(&ctx, &module, &builder, sm90a()), Lowering::new(&ctx, &module, &builder, sm90a()));
    // Both reserve before either emits a barrier op.
    let a = producers.named_barrier(64).unwrap();
    let b = consumers.named_barrier(128).unwrap();
    assert_eq!((a.slot, b.slot), (1, 2));
    producers.barrier_sync(a).unwrap();
    consumers.barrier_sync(b).unwrap();
    builder.build_return(None).unwrap();
    let ptx = producers.compile_to_ptx().unwrap().text;
    let words = ptx.split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(words.contains("bar.sync 1, 64;") && words.contains("bar.sync 2, 128;"), "{ptx}");
    nvvm_lower::backend::verify_ptx(&ptx).unwrap();
}

#[test]
fn a_front_ends_own_barrier_ids_are_not_handed_out_again() {
    let ctx = Context::create();
    let (module, builder) = (ctx.create_module("m"), ctx.create_builder());
    kernel(&ctx, &module, &builder);
    own_asm(&ctx, &builder, "bar.sync 1;");
    own_call(&ctx, &module, &builder, 2, 96);
    own_asm(&ctx, &builder, "barrier.arrive.aligned 3, 64;");
    let lower = Lowering::new(&ctx, &module, &builder, sm90a());
    assert_eq!(lower.named_barrier(128).unwrap().slot, 4);
}

#[test]
fn one_id_for_two_thread_counts_is_refused_with_a_typed_error() {
    let ctx = Context::create();
    let (module, builder) = (ctx.create_module("m"), ctx.create_builder());
    kernel(&ctx, &module, &builder);
    let (first, second) = (Lowering::new(&ctx, &module, &builder, sm90a()), Lowering::new(&ctx, &module, &builder, sm90a()));
    let reserved = first.named_barrier(64).unwrap();
    // Another Lowering's barrier for the reserved slot and another count.
    let e = second.barrier_sync(NamedBarrier { slot: reserved.slot, count: 128 }).unwrap_err();
    assert_eq!(e.kind(), ErrorCode::NamedBarrier, "{e}");
    // A front end's own use of the slot for another count.
    own_call(&ctx, &module, &builder, 5, 256);
    let e = first.barrier_arrive(NamedBarrier { slot: 5, count: 64 }).unwrap_err();
    assert_eq!(e.kind(), ErrorCode::NamedBarrier, "{e}");
    // A front end's own `bar.sync 1` (all threads) aliases the reservation.
    own_asm(&ctx, &builder, "bar.sync 1;");
    let e = first.barrier_sync(reserved).unwrap_err();
    assert_eq!(e.kind(), ErrorCode::NamedBarrier, "{e}");
    assert!(e.to_string().contains("named barrier 1 for 64 threads"), "{e}");
}

#[test]
fn the_reservations_are_recorded_on_the_function() {
    let ctx = Context::create();
    let (module, builder) = (ctx.create_module("m"), ctx.create_builder());
    let f = kernel(&ctx, &module, &builder);
    let lower = Lowering::new(&ctx, &module, &builder, sm90a());
    lower.named_barrier(64).unwrap();
    lower.named_barrier(32).unwrap();
    let a = f.get_string_attribute(inkwell::attributes::AttributeLoc::Function, nvvm_lower::api::RESERVED_ATTRIBUTE).unwrap();
    assert_eq!(a.get_string_value().to_str().unwrap(), "1:64,2:32");
}
