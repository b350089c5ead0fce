//! The library for Rust GPU front ends: emit any op of the input language,
//! `nvsync` included, into your own inkwell module, and compile the module to
//! PTX, behind the same checks as the text pipeline.
//!
//! One core serves both doors. An op emitted here becomes the same IR op the
//! parser would have built (as a one-op function), runs through the same
//! verifier, nvsync lowering and gating, and is emitted by the same emitter at
//! your builder's position. [`compile_to_ptx`] then lifts your whole module
//! back into the IR ([`crate::check::check_module`]): the race checks, the PTX
//! choice and the gating of every `llvm.nvvm.*` call (yours too) run on it
//! before LLVM sees it, so no call can reach an LLVM abort.
//!
//! ```
//! use inkwell::{context::Context, AddressSpace};
//! use nvvm_lower::api::{compile_to_ptx, mark_kernel, Call, KernelAttrs, Lowering};
//! use nvvm_lower::ops::AttrKind;
//! use nvvm_lower::target::Target;
//!
//! # fn main() -> Result<(), Box<dyn std::error::Error>> {
//! let ctx = Context::create();
//! let module = ctx.create_module("k");
//! let builder = ctx.create_builder();
//! let shared = ctx.ptr_type(AddressSpace::from(3u16));
//! let f = module.add_function("k", ctx.void_type().fn_type(&[shared.into()], false), None);
//! mark_kernel(&ctx, f, &KernelAttrs { reqntid: Some([128, 1, 1]), cluster_dim: Some([2, 1, 1]), ..Default::default() });
//! builder.position_at_end(ctx.append_basic_block(f, "entry"));
//! let bar = f.get_nth_param(0).unwrap();
//! let count = ctx.i32_type().const_int(128, false);
//!
//! let sm90a = Target::parse("sm_90a")?;
//! let lower = Lowering::new(&ctx, &module, &builder, sm90a);
//! lower.emit(Call::new("nvvm.mbarrier.init").operands(&[Some(bar), Some(count.into())]))?;
//! // An nvsync op: the ordered cluster barrier.
//! lower.emit(Call::new("nvsync.cluster_barrier").attr(AttrKind::BarrierScope, "cluster"))?;
//! lower.emit(Call::new("nvvm.mbarrier.arrive").operands(&[Some(bar), None]).attr(AttrKind::Scope, "cluster"))?;
//! builder.build_return(None)?;
//!
//! let ptx = compile_to_ptx(&module, sm90a, None)?;
//! assert!(ptx.text.contains("barrier.cluster.arrive;") && ptx.text.contains("mbarrier.arrive.release.cluster.shared.b64"));
//! # Ok(())
//! # }
//! ```

mod slots;
mod typed;
pub use slots::RESERVED_ATTRIBUTE;
pub use typed::{attr, op, Nvsync, Nvvm};
/// The race checks' policy on unordered DSMEM writes, for [`CompileOptions`].
pub use crate::verify::races::UnorderedDsmem;

use crate::backend::{self, Backend};
use crate::diag::{Diagnostic, Span};
use crate::emit::Sink;
use crate::error::Error;
use crate::ir::{self, Attr, AttrDict, Block, Func, Op, OpKind, Param, Type, Value};
use crate::lift::ir_type;
use crate::ops::{AttrKind, OpSpec, ResultSpec};
use crate::target::{PtxVersion, Target};
use inkwell::builder::Builder;
use inkwell::context::Context;
use inkwell::module::Module;
use inkwell::types::BasicTypeEnum;
use inkwell::values::{AsValueRef, BasicValueEnum, FunctionValue, IntValue};
use std::cell::RefCell;
use std::collections::HashMap;

/// One op to emit: its name, operands, attributes, and (where the op's
/// result type is not fixed) the result type.
///
/// Operands fill the op's slots in the order `nvvm-lower --print ops` and
/// `intrinsics/*.toml` list them, `None` for an absent optional one.
/// Attributes are given by kind with their value as MLIR writes it (`cta`,
/// `true`, `4`).
#[derive(Clone, Debug)]
pub struct Call<'x, 'ctx> {
    name: &'x str,
    operands: Vec<Option<BasicValueEnum<'ctx>>>,
    attrs: Vec<(AttrKind, String)>,
    predicate: Option<IntValue<'ctx>>,
    result: Option<BasicTypeEnum<'ctx>>,
}

impl<'x, 'ctx> Call<'x, 'ctx> {
    /// An op by its name as the text writes it (`nvvm.mbarrier.init`).
    pub fn new(name: &'x str) -> Self {
        Call { name, operands: Vec::new(), attrs: Vec::new(), predicate: None, result: None }
    }
    /// The operand slots, in the op's order.
    pub fn operands(mut self, operands: &[Option<BasicValueEnum<'ctx>>]) -> Self {
        self.operands = operands.to_vec();
        self
    }
    /// An attribute, by kind, with its value as MLIR writes it.
    pub fn attr(mut self, kind: AttrKind, value: impl Into<String>) -> Self {
        self.attrs.push((kind, value.into()));
        self
    }
    /// `predicate = %p`: the op runs only where `p` (an i1) holds.
    pub fn predicate(mut self, p: IntValue<'ctx>) -> Self {
        self.predicate = Some(p);
        self
    }
    /// The result type, for ops whose result type is the caller's choice
    /// (`nvsync.load`, `nvvm.tcgen05.ld`); for an op whose result is optional
    /// (an mbarrier arrive's state), asks for it.
    pub fn result(mut self, ty: BasicTypeEnum<'ctx>) -> Self {
        self.result = Some(ty);
        self
    }
}

/// A named barrier: one of the CTA's 16 `bar.sync` slots, with its thread count.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct NamedBarrier {
    /// The `bar.sync` slot, 1 to 15.
    pub slot: u32,
    /// The threads that take part: a multiple of 32.
    pub count: u32,
}

/// The marker that keeps a [`Lowering`] on the thread that made it: it
/// emits through the caller's inkwell builder, module and context, which
/// LLVM lets only one thread use at a time. Moving a `Lowering` into
/// another thread does not compile, and the compiler's error names this
/// type:
///
/// ```compile_fail
/// use inkwell::context::Context;
/// use nvvm_lower::{api::Lowering, target::Target};
/// let ctx = Context::create();
/// let (module, builder) = (ctx.create_module("m"), ctx.create_builder());
/// let lower = Lowering::new(&ctx, &module, &builder, Target::SM_90);
/// std::thread::scope(|s| {
///     s.spawn(move || lower.target()); // `*const ()` cannot be sent ... within `SingleThreaded`
/// });
/// ```
///
/// A front end compiling on several threads makes a context, a module, a
/// builder and a `Lowering` on each.
#[derive(Clone, Copy, Debug, Default)]
pub struct SingleThreaded(std::marker::PhantomData<*const ()>);

/// Emits ops into a caller's module at its builder's position, checked for
/// one target. It stays on the thread that made it ([`SingleThreaded`]).
///
/// An op that expands into several blocks (a retry loop: the pipeline
/// waits, `mbarrier_try_wait_parity`, `nvsync.mbarrier_wait`, ...) ends
/// with the builder at the end of the block where its code ends, a block
/// the caller did not make: [`Lowering::end_block`] returns it, to name as
/// the predecessor of a `phi` (the block the caller positioned the builder
/// in still holds the code before the op and the branch into its loop).
pub struct Lowering<'a, 'ctx> {
    /// First, so that the `!Send` error names it.
    _single_threaded: SingleThreaded,
    ctx: &'ctx Context,
    module: &'a Module<'ctx>,
    builder: &'a Builder<'ctx>,
    /// The intrinsics declared so far, shared by the ops emitted.
    decls: crate::emit::Declarations<'ctx>,
    /// The op being emitted, for a diagnostic's place when the caller gave none.
    op: std::cell::Cell<Option<&'static str>>,
    target: Target,
    /// Where the next ops are in the caller's own source.
    origin: RefCell<Option<String>>,
    /// The checks' policies for the ops that follow.
    checks: std::cell::Cell<crate::driver::Checks>,
    /// The warnings of the ops emitted since `take_warnings`.
    warnings: RefCell<Vec<Diagnostic>>,
}

impl<'a, 'ctx> Lowering<'a, 'ctx> {
    /// Lowering into `module` at `builder`'s position; sets the module's NVPTX
    /// triple and data layout. The builder must stand at the end of an open
    /// block whenever an op is emitted.
    pub fn new(ctx: &'ctx Context, module: &'a Module<'ctx>, builder: &'a Builder<'ctx>, target: Target) -> Self {
        backend::prepare_module(module);
        Lowering { _single_threaded: SingleThreaded::default(), ctx, module, builder, decls: Default::default(), op: Default::default(), target, origin: RefCell::new(None), checks: Default::default(), warnings: RefCell::new(Vec::new()) }
    }

    /// Widens a CTA-scope atomic on a global pointer to GPU scope, with a
    /// warning, instead of refusing it (race pattern 1), for the ops that
    /// follow: the CLI's `--widen-cta-atomics`.
    ///
    /// ```
    /// use inkwell::{context::Context, AddressSpace};
    /// use nvvm_lower::api::{attr, Lowering};
    /// use nvvm_lower::target::Target;
    /// let ctx = Context::create();
    /// let module = ctx.create_module("k");
    /// let builder = ctx.create_builder();
    /// let f = module.add_function("f", ctx.void_type().fn_type(&[ctx.ptr_type(AddressSpace::from(1u16)).into()], false), None);
    /// builder.position_at_end(ctx.append_basic_block(f, "entry"));
    /// let g = f.get_nth_param(0).unwrap().into_pointer_value();
    /// let lower = Lowering::new(&ctx, &module, &builder, Target::SM_90);
    /// let one = ctx.i32_type().const_int(1, false).into();
    /// let cta_add = || lower.nvsync().atomic_rmw(g, one, attr::Rmw::Add).mem_semantic(attr::MemSemantic::Relaxed).mem_scope(attr::Scope::Cta).emit();
    /// assert_eq!(cta_add().unwrap_err().code(), "rule"); // race pattern 1
    /// lower.widen_cta_atomics(true);
    /// assert!(cta_add().is_ok());
    /// assert_eq!(lower.take_warnings()[0].code, "widened");
    /// ```
    pub fn widen_cta_atomics(&self, on: bool) {
        self.checks.set(crate::driver::Checks { widen_cta_atomics: on, ..self.checks.get() });
    }

    /// The warnings of the ops emitted since the last call (a widened
    /// atomic, an option the op ignores on this target, ...), each with the
    /// caller's location as its errors have it. The whole module's warnings
    /// come with [`compile_to_ptx`].
    pub fn take_warnings(&self) -> Vec<Diagnostic> {
        std::mem::take(&mut *self.warnings.borrow_mut())
    }

    /// The target the ops are gated for.
    pub fn target(&self) -> Target {
        self.target
    }

    /// Places the diagnostics of the ops emitted from now on in the caller's
    /// source (`kernel.rs:12:5`) where the builder has no debug location of
    /// its own (a front end that sets one on its builder, as it would for
    /// its own instructions, gets it on the diagnostics and on every
    /// instruction the library emits); `None` stops.
    pub fn at(&self, origin: Option<&str>) -> &Self {
        *self.origin.borrow_mut() = origin.map(str::to_string);
        self
    }

    /// The diagnostics as an error, with the caller's location: the
    /// builder's current debug location (a `DILocation` the front end set),
    /// else the text given to [`Lowering::at`], else the function the
    /// builder stands in and the op (`@k: nvvm.mbarrier.init`); the fix-its
    /// in the library's words ([`crate::diag::Door::Library`]).
    fn error(&self, ds: Vec<Diagnostic>) -> Error {
        // SAFETY: the builder is live; its current debug location, if any,
        // is metadata of its context.
        let debug = unsafe { crate::lift::location_text(llvm_sys::core::LLVMGetCurrentDebugLocation2(self.builder.as_mut_ptr())) };
        let origin = debug.or_else(|| self.origin.borrow().clone()).or_else(|| self.function_and_op());
        // The caller wrote inkwell values: types and terms as LLVM IR spells them.
        let place = |d: Diagnostic| if let Some(o) = &origin { d.with_origin(o.clone()) } else { d };
        Error::new(ds.into_iter().map(|d| place(d.in_llvm_terms().for_door(crate::diag::Door::Library))).collect())
    }

    /// `@k: nvvm.mbarrier.init`: the builder's function and the op being
    /// emitted, where the caller placed the ops nowhere else.
    fn function_and_op(&self) -> Option<String> {
        let f = self.builder.get_insert_block().and_then(|b| b.get_parent());
        let f = f.map(|f| format!("@{}", f.get_name().to_string_lossy()));
        match (f, self.op.get()) {
            (Some(f), Some(op)) => Some(format!("{f}: {op}")),
            (f, op) => f.or(op.map(str::to_string)),
        }
    }

    /// The block the builder stands in: after an op that expands into
    /// blocks (see [`Lowering`]), the block where the op's code ends, which
    /// a `phi` after it names as its predecessor.
    ///
    /// ```
    /// use inkwell::{context::Context, AddressSpace};
    /// use nvvm_lower::{api::Lowering, target::Target};
    /// # fn main() -> Result<(), Box<dyn std::error::Error>> {
    /// let ctx = Context::create();
    /// let (module, builder) = (ctx.create_module("m"), ctx.create_builder());
    /// let i32t = ctx.i32_type();
    /// let f = module.add_function("k", ctx.void_type().fn_type(&[ctx.ptr_type(AddressSpace::from(3u16)).into(), i32t.into()], false), None);
    /// let (entry, wait, join) = (ctx.append_basic_block(f, "entry"), ctx.append_basic_block(f, "wait"), ctx.append_basic_block(f, "join"));
    /// let bar = f.get_nth_param(0).unwrap().into_pointer_value();
    /// let iteration = f.get_nth_param(1).unwrap().into_int_value();
    /// builder.position_at_end(entry);
    /// let skip = builder.build_int_compare(inkwell::IntPredicate::EQ, iteration, i32t.const_zero(), "skip")?;
    /// builder.build_conditional_branch(skip, join, wait)?;
    /// builder.position_at_end(wait);
    /// let lower = Lowering::new(&ctx, &module, &builder, Target::SM_90);
    /// lower.nvvm().mbarrier_try_wait_parity(bar, iteration, i32t.const_int(1000, false)).emit()?;
    /// let waited = lower.end_block().unwrap(); // not `wait`: the retry loop's exit
    /// builder.build_unconditional_branch(join)?;
    /// builder.position_at_end(join);
    /// let phi = builder.build_phi(i32t, "waited")?;
    /// phi.add_incoming(&[(&i32t.const_int(1, false), waited), (&i32t.const_zero(), entry)]);
    /// builder.build_return(None)?;
    /// assert!(module.verify().is_ok());
    /// # Ok(())
    /// # }
    /// ```
    pub fn end_block(&self) -> Option<inkwell::basic_block::BasicBlock<'ctx>> {
        self.builder.get_insert_block()
    }

    /// Emits one op. Returns its result, if it has one. On an error nothing
    /// is emitted.
    pub fn emit(&self, call: Call<'_, 'ctx>) -> Result<Option<BasicValueEnum<'ctx>>, Error> {
        self.op.set(None);
        let spec = OpSpec::find(call.name).ok_or_else(|| self.error(vec![Diagnostic::error("unknown-op", format!("unknown operation '{}'", call.name)).note("`nvvm_lower::ops::OPS` lists every op")]))?;
        self.op.set(Some(spec.name));
        if spec.name.starts_with("nvsync.named_barrier.") {
            return Err(self.error(vec![Diagnostic::error("named-barrier", "named barriers are Lowering::named_barrier, barrier_sync and barrier_arrive in the library")]));
        }
        let (func, args) = self.one_op_function(spec, &call).map_err(|d| self.error(vec![d]))?;
        let module = ir::Module { funcs: vec![func], ..Default::default() };
        let before = self.builder.get_insert_block().map(|b| (b, b.get_last_instruction()));
        let values = self.lower_and_emit(module, args)?;
        if spec.library_mark {
            mark_op(self.ctx, before, spec.name, &call);
        }
        Ok(values.get(RESULT).copied())
    }

    /// The op as a one-op function of the IR: non-constant operands are its
    /// parameters, constants are `llvm.mlir.constant`s (so immediates and
    /// ranges are checked as in text).
    fn one_op_function(&self, spec: &'static OpSpec, call: &Call<'_, 'ctx>) -> Result<(Func, HashMap<String, BasicValueEnum<'ctx>>), Diagnostic> {
        if call.operands.len() != spec.operands.len() {
            let names: Vec<&str> = spec.operands.iter().map(|o| o.name).collect();
            return Err(Diagnostic::error("operands", format!("'{}' takes {} operand slot(s) ({}), got {}", spec.name, names.len(), names.join(", "), call.operands.len())));
        }
        let span = Span::default();
        let mut params = Vec::new();
        let mut args = HashMap::new();
        let mut ops = Vec::new();
        let mut value = |i: usize, v: BasicValueEnum<'ctx>, ops: &mut Vec<Op>| -> Result<(Value, Type), Diagnostic> {
            let ty = ir_type(v.get_type()).ok_or_else(|| Diagnostic::error("type", format!("operand {i} of '{}' has a type nvvm-lower has no use for: {}", spec.name, v.get_type())))?;
            let name = format!("operand{i}");
            match constant(v) {
                Some(c) => ops.push(Op { result: Some(Value::new(&name, span)), name: "llvm.mlir.constant".into(), kind: OpKind::Constant { value: c, ty: ty.clone() }, attrs: AttrDict::default(), span, name_span: span }),
                None => {
                    params.push(Param { name: name.as_str().into(), ty: ty.clone(), span });
                    args.insert(name.clone(), v);
                }
            }
            Ok((Value::new(name, span), ty))
        };
        let mut slots = Vec::with_capacity(call.operands.len());
        for (i, o) in call.operands.iter().enumerate() {
            slots.push(o.map(|v| value(i, v, &mut ops)).transpose()?);
        }
        let predicate = call.predicate.map(|p| value(call.operands.len(), p.into(), &mut ops)).transpose()?;
        let result = self.result_type(spec, call, &slots)?.map(|t| (Value { name: RESULT.into(), span }, t));
        let attrs = call.attrs.iter().map(|(k, v)| Ok((k.key().to_string(), Attr::of(*k, v).ok_or_else(|| Diagnostic::error("attr", format!("'{v}' is not a value of '{}'", k.key())))?))).collect::<Result<Vec<_>, Diagnostic>>()?;
        let mut op = Op::table(spec, slots, attrs.into_iter().filter(|(_, a)| !matches!(a, Attr::Bool(false))).collect(), result, span);
        if let (OpKind::Table { predicate: p, types, .. }, Some((v, t))) = (&mut op.kind, predicate) {
            // Written `, predicate = %p` with a trailing i1 in the type list.
            *p = Some(v);
            types.push((t, span));
        }
        ops.push(op);
        ops.push(Op { result: None, name: "llvm.return".into(), kind: OpKind::Return { value: None }, attrs: AttrDict::default(), span, name_span: span });
        let func = Func { name: "nvvm_lower_op".into(), params, result: None, attrs: AttrDict::default(), blocks: vec![Block { label: None, params: Vec::new(), ops, span }], span, name_span: span };
        Ok((func, args))
    }

    /// The op's result type: fixed by the op, the caller's (`Call::result`),
    /// or an operand's. An optional result (an mbarrier's state, a barrier
    /// reduction's value) is produced only when the call asks for it. A
    /// result type the op cannot give is an error, never ignored.
    fn result_type(&self, spec: &OpSpec, call: &Call<'_, 'ctx>, slots: &[Option<(Value, Type)>]) -> Result<Option<Type>, Diagnostic> {
        let given = call.result.map(|t| ir_type(t).ok_or_else(|| Diagnostic::error("type", format!("'{}' cannot produce a {t}", spec.name)))).transpose()?;
        let cannot = |t: &Type, what: String| Diagnostic::error("result", format!("'{}' cannot give a {t} result: {what}", spec.name)).note("Call::result is for an op whose result type is the caller's, or to ask for an optional result");
        // The op's own result type, where it has one: a given type must be it.
        let fixed = |t: Type| match &given {
            Some(g) if *g != t => Err(cannot(g, format!("its result is {t}"))),
            _ => Ok(Some(t)),
        };
        Ok(match spec.result {
            ResultSpec::None | ResultSpec::NamedBarrier => match &given {
                Some(g) => return Err(cannot(g, "it has no result".into())),
                None => None,
            },
            ResultSpec::Required(t) | ResultSpec::Implied(t) => fixed(Type::Int(t.bits()))?,
            ResultSpec::Optional(t) => match &given {
                Some(_) => fixed(Type::Int(t.bits()))?,
                None => None,
            },
            ResultSpec::Ptr => fixed(Type::Ptr(spec_result_space(spec, slots)))?,
            ResultSpec::SameAs(i) => match slots.get(i).cloned().flatten() {
                Some((_, t)) => fixed(t)?,
                None => None,
            },
            ResultSpec::Scalar | ResultSpec::I32Lanes(_) | ResultSpec::ByForm => Some(given.ok_or_else(|| Diagnostic::error("result", format!("'{}' needs its result type: Call::result", spec.name)))?),
            // The caller's choice, else the op's only type.
            ResultSpec::OneOf(ts) => match (given, ts) {
                (Some(t), _) => Some(t),
                (None, [one]) => Type::from_mlir(one),
                (None, _) => return Err(Diagnostic::error("result", format!("'{}' returns one of {}: give it with Call::result", spec.name, ts.join(", ")))),
            },
        })
    }

    /// Runs the text pipeline's front half on the one-op function (the same
    /// verification, race checks, nvsync expansion and gating) and emits its
    /// body at the builder.
    fn lower_and_emit(&self, mut module: ir::Module, args: HashMap<String, BasicValueEnum<'ctx>>) -> Result<HashMap<String, BasicValueEnum<'ctx>>, Error> {
        let checked = crate::driver::check(&mut module, self.target, None, self.checks.get()).map_err(|ds| self.error(ds))?;
        let front = crate::driver::lower_checked(module, checked, self.target, None).map_err(|ds| self.error(ds))?;
        let values = crate::emit::emit_into(&Sink { ctx: self.ctx, module: self.module, builder: self.builder, decls: &self.decls }, &front.module.funcs[0], args).map_err(|d| self.error(vec![d]))?;
        // Placed as the errors are: the caller's location, LLVM's terms.
        self.warnings.borrow_mut().extend(self.error(front.warnings).diagnostics);
        Ok(values)
    }

    /// Reserves a named barrier for `count` threads (a multiple of 32 in
    /// [32, 1024]) in the builder's function: the lowest `bar.sync` slot that
    /// neither slot 0 (the CTA barrier, which callees may use), a constant
    /// barrier id the function's IR already uses (`llvm.nvvm.barrier*` calls,
    /// `bar.sync`/`bar.arrive` in inline asm) nor an earlier reservation
    /// takes. The reservation is recorded on the function
    /// ([`RESERVED_ATTRIBUTE`]), so every `Lowering` on it sees it.
    ///
    /// ```
    /// use inkwell::context::Context;
    /// use nvvm_lower::{api::Lowering, target::Target};
    /// let ctx = Context::create();
    /// let (module, builder) = (ctx.create_module("m"), ctx.create_builder());
    /// let f = module.add_function("k", ctx.void_type().fn_type(&[], false), None);
    /// builder.position_at_end(ctx.append_basic_block(f, "entry"));
    /// let target = Target::parse("sm_90a").unwrap();
    /// let (producer, consumer) = (Lowering::new(&ctx, &module, &builder, target), Lowering::new(&ctx, &module, &builder, target));
    /// let a = producer.named_barrier(64).unwrap();
    /// let b = consumer.named_barrier(128).unwrap();
    /// assert_ne!(a.slot, b.slot);
    /// ```
    pub fn named_barrier(&self, count: u32) -> Result<NamedBarrier, Error> {
        self.op.set(Some("named_barrier"));
        if !(32..=1024).contains(&count) || count % 32 != 0 {
            return Err(self.error(vec![Diagnostic::error("range", format!("a named barrier's thread count is a multiple of 32 in [32, 1024], not {count}"))]));
        }
        let func = self.function()?;
        let slot = slots::FunctionBarriers::read(func).free_slot().ok_or_else(|| self.error(vec![Diagnostic::error("named-barrier", "no named-barrier slot left: all 16 bar.sync slots of this function are in use")]))?;
        slots::reserve(self.ctx, func, slot, count);
        Ok(NamedBarrier { slot, count })
    }

    /// The function the builder stands in.
    fn function(&self) -> Result<FunctionValue<'ctx>, Error> {
        self.builder.get_insert_block().and_then(|b| b.get_parent()).ok_or_else(|| self.error(vec![Diagnostic::error("builder", "the builder is not positioned in a function")]))
    }

    /// `bar.sync slot, count`: arrive and wait for the barrier's threads.
    /// Refused (`named-barrier`) where the function already uses or
    /// reserved the slot for another thread count.
    pub fn barrier_sync(&self, b: NamedBarrier) -> Result<(), Error> {
        self.named_barrier_op("nvvm.barrier", b)
    }

    /// `bar.arrive slot, count`: arrive without waiting (a producer); refused
    /// as [`Lowering::barrier_sync`] is.
    pub fn barrier_arrive(&self, b: NamedBarrier) -> Result<(), Error> {
        self.named_barrier_op("nvvm.barrier.arrive", b)
    }

    fn named_barrier_op(&self, name: &'static str, b: NamedBarrier) -> Result<(), Error> {
        self.op.set(Some(name));
        if let Some(d) = slots::FunctionBarriers::read(self.function()?).collision(b.slot, b.count) {
            return Err(self.error(vec![d]));
        }
        let i32t = self.ctx.i32_type();
        let (id, count) = (i32t.const_int(u64::from(b.slot), false), i32t.const_int(u64::from(b.count), false));
        let slots = OpSpec::find(name).map_or(2, |s| s.operands.len());
        let mut operands = vec![Some(id.into()), Some(count.into())];
        operands.resize(slots, None);
        self.emit(Call::new(name).operands(&operands)).map(|_| ())
    }

    /// Checks the whole module for the target ([`crate::check::check_module`]).
    pub fn check(&self, pinned: Option<PtxVersion>) -> Result<crate::check::Checked, Error> {
        check(self.module, self.target, pinned)
    }

    /// Compiles the whole module to PTX in process (see [`compile_to_ptx`]).
    pub fn compile_to_ptx(&self) -> Result<Ptx, Error> {
        compile_to_ptx(self.module, self.target, None)
    }
}

/// Puts the op's name and its integer attributes on the first instruction
/// it emitted (after `before`, the block's last instruction then), for the
/// kernel-wide rules of the whole-module check (`crate::lift::MARK_METADATA`).
fn mark_op<'ctx>(ctx: &'ctx Context, before: Option<(inkwell::basic_block::BasicBlock<'ctx>, Option<inkwell::values::InstructionValue<'ctx>>)>, name: &str, call: &Call<'_, 'ctx>) {
    let Some((block, last)) = before else { return };
    let first = match last {
        Some(i) => i.get_next_instruction(),
        None => block.get_first_instruction(),
    };
    let Some(first) = first else { return };
    let mut values: Vec<inkwell::values::BasicMetadataValueEnum<'ctx>> = vec![ctx.metadata_string(name).into()];
    for (kind, value) in &call.attrs {
        if let Ok(n) = value.parse::<u64>() {
            values.push(ctx.metadata_string(kind.key()).into());
            values.push(ctx.i64_type().const_int(n, false).into());
        }
    }
    let _ = first.set_metadata(ctx.metadata_node(&values), ctx.get_kind_id(crate::lift::MARK_METADATA));
}

/// The name of the emitted op's result in its one-op function.
const RESULT: &str = "result";

/// A pointer result's address space: the form's, chosen by the operands' space.
fn spec_result_space(spec: &OpSpec, slots: &[Option<(Value, Type)>]) -> u32 {
    let space = slots.iter().flatten().find_map(|(_, t)| t.addrspace());
    spec.forms.iter().find(|f| f.when.iter().any(|c| matches!(c, crate::ops::Cond::Space(s) if Some(s.addrspace()) == space))).and_then(|f| f.result_space).map_or(0, |s| s.addrspace())
}

/// A constant integer operand (not a constant expression), as the parser's
/// `llvm.mlir.constant` would hold it.
fn constant(v: BasicValueEnum<'_>) -> Option<i128> {
    let BasicValueEnum::IntValue(i) = v else { return None };
    // SAFETY: `v` is a live value.
    let expr = unsafe { !llvm_sys::core::LLVMIsAConstantExpr(v.as_value_ref()).is_null() };
    if !i.is_const() || expr || i.get_type().get_bit_width() > 64 {
        return None;
    }
    i.get_sign_extended_constant().map(i128::from)
}

/// PTX compiled from a checked module.
#[derive(Clone, Debug)]
pub struct Ptx {
    /// The PTX text.
    pub text: String,
    /// The PTX ISA version it was compiled at.
    pub version: PtxVersion,
    /// What the checks warn about.
    pub warnings: Vec<Diagnostic>,
}

fn check(module: &Module<'_>, target: Target, pinned: Option<PtxVersion>) -> Result<crate::check::Checked, Error> {
    check_with(module, target, &CompileOptions { pinned, ..CompileOptions::default() })
}

fn check_with(module: &Module<'_>, target: Target, opts: &CompileOptions) -> Result<crate::check::Checked, Error> {
    let races = crate::verify::races::RaceOptions { unordered_dsmem: opts.unordered_dsmem, skip_protocol: opts.skip_protocol };
    crate::check::check_refused(module, target, opts.pinned, None, races, crate::diag::Door::Library).map_err(Error::from)
}

/// How [`compile_to_ptx_with`] checks and compiles a module.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct CompileOptions {
    /// The PTX ISA version to compile at; `None`: the lowest that the
    /// target and every call allow.
    pub pinned: Option<PtxVersion>,
    /// LLVM's code-generation level (`O2` by default, as llc's).
    pub opt: backend::OptLevel,
    /// What race pattern 4 does with a DSMEM write that a relaxed cluster
    /// arrive does not order: refused (the default), a
    /// `fence syncscope("cluster") release` put into the module before the
    /// arrive (`Fence`, with a warning where it went), or only a warning
    /// (`Allow`).
    pub unordered_dsmem: crate::verify::races::UnorderedDsmem,
    /// Leave out the protocol model (docs/protocol.md), which otherwise
    /// follows every kernel's barrier state.
    pub skip_protocol: bool,
}

/// Compiles `module` to PTX in process, at the `pinned` PTX version or the
/// lowest that the target and every `llvm.nvvm.*` call allow. The module is
/// checked first ([`crate::check::check_module`]: gating of every call, the
/// verifier's rules, the race checks, the IR llc-22 would abort on or
/// miscompile silently), then LLVM's verifier: an error is an [`Error`],
/// never an LLVM abort.
pub fn compile_to_ptx(module: &Module<'_>, target: Target, pinned: Option<PtxVersion>) -> Result<Ptx, Error> {
    compile_to_ptx_with(module, target, &CompileOptions { pinned, ..CompileOptions::default() })
}

/// [`compile_to_ptx`] with options: a pinned PTX version, LLVM's
/// optimisation level, the race checks' policy on unordered DSMEM writes.
pub fn compile_to_ptx_with(module: &Module<'_>, target: Target, opts: &CompileOptions) -> Result<Ptx, Error> {
    let checked = check_with(module, target, opts)?;
    module.verify().map_err(|e| Error::from(Diagnostic::error("llvm-verify", format!("LLVM's verifier rejected the module: {}", e.to_string().trim()))))?;
    let text = backend::compile_at(module, target, checked.ptx, Backend::InProcess, opts.opt)?;
    Ok(Ptx { text, version: checked.ptx, warnings: checked.warnings })
}

/// Defines a variable in shared memory (`addrspace(3)`), as CUDA's
/// `__shared__` is: an `undef` initializer (shared memory starts undefined,
/// and LLVM requires a definition to have an initializer), internal linkage
/// (the module's own: no other module can define it), and `align` bytes of
/// alignment (an mbarrier needs 8; a TMA destination 128 or more).
///
/// ```
/// use inkwell::context::Context;
/// use nvvm_lower::api::shared_global;
/// let ctx = Context::create();
/// let module = ctx.create_module("k");
/// let bar = shared_global(&module, ctx.i64_type(), "bar", 8);
/// let tile = shared_global(&module, ctx.i8_type().array_type(16384), "tile", 1024);
/// assert_eq!(bar.as_pointer_value().get_type().get_address_space(), 3u16.into());
/// let ir = module.print_to_string().to_string();
/// assert!(ir.contains("@bar = internal addrspace(3) global i64 undef, align 8"), "{ir}");
/// assert!(ir.contains("@tile = internal addrspace(3) global [16384 x i8] undef, align 1024"), "{ir}");
/// ```
pub fn shared_global<'ctx>(module: &Module<'ctx>, ty: impl inkwell::types::BasicType<'ctx>, name: &str, align: u32) -> inkwell::values::GlobalValue<'ctx> {
    let g = module.add_global(ty.as_basic_type_enum(), Some(inkwell::AddressSpace::from(3u16)), name);
    // SAFETY: `ty` is a live first-class type of the module's context, so
    // its undef is a live constant of that type.
    let undef = unsafe { BasicValueEnum::new(llvm_sys::core::LLVMGetUndef(ty.as_type_ref())) };
    g.set_initializer(&undef);
    g.set_linkage(inkwell::module::Linkage::Internal);
    g.set_alignment(align);
    g
}

/// Kernel attributes, as MLIR's `nvvm.*` function attributes (checked and
/// gated when the module is compiled: a cluster shape needs sm_90, ...).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct KernelAttrs {
    /// `nvvm.reqntid`: the exact CTA shape.
    pub reqntid: Option<[u32; 3]>,
    /// `nvvm.maxntid`: a bound on the CTA shape.
    pub maxntid: Option<[u32; 3]>,
    /// `nvvm.minctasm`: CTAs per SM to aim for.
    pub minctasm: Option<u32>,
    /// `nvvm.maxnreg`: registers per thread at most.
    pub maxnreg: Option<u32>,
    /// `nvvm.cluster_dim`: the exact cluster shape.
    pub cluster_dim: Option<[u32; 3]>,
    /// `nvvm.cluster_max_blocks`: a bound on the CTAs per cluster.
    pub cluster_max_blocks: Option<u32>,
    /// `nvvm.blocksareclusters`.
    pub blocks_are_clusters: bool,
}

/// Makes `f` a kernel (`ptx_kernel`) with these attributes, spelt as LLVM's
/// NVPTX backend reads them.
pub fn mark_kernel<'ctx>(ctx: &'ctx Context, f: FunctionValue<'ctx>, attrs: &KernelAttrs) {
    f.set_call_conventions(crate::emit::PTX_KERNEL_CC);
    let list = |v: [u32; 3]| v.iter().map(u32::to_string).collect::<Vec<_>>().join(",");
    let entries: [(&str, Option<String>); 7] = [
        ("nvvm.reqntid", attrs.reqntid.map(list)),
        ("nvvm.maxntid", attrs.maxntid.map(list)),
        ("nvvm.minctasm", attrs.minctasm.map(|v| v.to_string())),
        ("nvvm.maxnreg", attrs.maxnreg.map(|v| v.to_string())),
        ("nvvm.cluster_dim", attrs.cluster_dim.map(list)),
        ("nvvm.cluster_max_blocks", attrs.cluster_max_blocks.map(|v| v.to_string())),
        ("nvvm.blocksareclusters", attrs.blocks_are_clusters.then(String::new)),
    ];
    for (key, value) in entries {
        let (Some(value), Some(spec)) = (value, crate::ops::KernelAttrSpec::find(key)) else { continue };
        f.add_attribute(inkwell::attributes::AttributeLoc::Function, ctx.create_string_attribute(spec.llvm, &value));
    }
}
