//! Emission: a verified module becomes an inkwell `Module` that passes LLVM's
//! verifier.

mod atomic;
mod call;
mod inline_ptx;
mod mma_sync;
mod wmma;
mod wgmma;

pub use atomic::rmw_ptx;

pub use call::{Declarations, Sink};
pub(crate) use call::backend_err;

use crate::diag::Diagnostic;
use crate::hash::{FastMap, FastSet};
use crate::ir::{self, Attr, CastOp, CmpPred, GepIndex, OpKind, Type};
use inkwell::basic_block::BasicBlock;
use inkwell::builder::Builder;
use inkwell::context::Context;
use inkwell::module::{Linkage, Module};
use inkwell::types::{BasicType, BasicTypeEnum};
use inkwell::values::{BasicValue, BasicValueEnum, FunctionValue, PhiValue};
use inkwell::{AddressSpace, IntPredicate};
use std::collections::HashMap;

/// LLVM's calling convention number for `ptx_kernel`.
pub const PTX_KERNEL_CC: u32 = 71;

/// The LLVM type of an IR type.
pub fn llvm_type<'ctx>(ctx: &'ctx Context, t: &Type) -> BasicTypeEnum<'ctx> {
    match t {
        // The parser only makes widths 1..=128, which LLVM always accepts.
        Type::Int(b) => ctx.custom_width_int_type(std::num::NonZeroU32::new(*b).expect("width >= 1")).expect("width <= 128").into(),
        Type::Float(64) => ctx.f64_type().into(),
        Type::Float(16) => ctx.f16_type().into(),
        Type::BF16 => ctx.bf16_type().into(),
        Type::Float(_) => ctx.f32_type().into(),
        Type::Ptr(n) => ctx.ptr_type(AddressSpace::from(*n as u16)).into(),
        Type::Array(n, e) => llvm_type(ctx, e).array_type(*n as u32).into(),
        Type::Vector(n, e) => match llvm_type(ctx, e) {
            BasicTypeEnum::IntType(i) => i.vec_type(*n as u32).into(),
            BasicTypeEnum::PointerType(p) => p.vec_type(*n as u32).into(),
            BasicTypeEnum::FloatType(f) => f.vec_type(*n as u32).into(),
            other => other,
        },
        Type::Struct(ts) => {
            let fields: Vec<BasicTypeEnum> = ts.iter().map(|t| llvm_type(ctx, t)).collect();
            ctx.struct_type(&fields, false).into()
        }
        // Lowered away before emission (the verifier refuses it anywhere else).
        Type::NamedBarrier => ctx.i32_type().into(),
    }
}

/// Emits `m` into a new module of `ctx` named `name`. `m` must have passed
/// verification, whose chosen forms it carries. Each function's IR
/// is freed once it is emitted, so the IR and the LLVM module are not both
/// whole in memory.
pub fn emit_module<'ctx>(ctx: &'ctx Context, m: ir::Module, name: &str) -> Result<Module<'ctx>, Diagnostic> {
    emit_module_with(ctx, m, name, ValueNames::Keep)
}

/// Whether the LLVM module carries the source's value and block names.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ValueNames {
    /// Name values and blocks as the source does, for a reader of the `.ll`.
    Keep,
    /// Leave them unnamed: PTX never shows them, and naming was a sixth of
    /// emission's time on a large module (LLVM's symbol tables).
    Drop,
}

/// [`emit_module`], choosing whether values keep their names.
pub fn emit_module_with<'ctx>(ctx: &'ctx Context, mut m: ir::Module, name: &str, names: ValueNames) -> Result<Module<'ctx>, Diagnostic> {
    let (module, funcs) = emit_declarations(ctx, &m, name);
    // LLVM's verifier runs in two parts, which together check what one run
    // over the finished module would: the globals and prototypes now, while
    // the module has no instructions to walk, and each body as soon as it
    // is built. Run once at the end, over a module larger than the cache,
    // it walked every instruction again and every intrinsic's list of calls
    // twice, about a quarter of emission's time (docs/performance.md). What
    // only that run would check, a global used from a parentless
    // instruction or another module and an intrinsic used other than as a
    // callee, this emitter cannot build.
    verified(&module)?;
    let decls = Declarations::default();
    for (fi, fv) in funcs.iter().enumerate() {
        let f = &mut m.funcs[fi];
        if !f.blocks.is_empty() {
            let mut e = FuncEmitter::new(ctx, &module, *fv, &decls);
            e.names = names;
            e.emit(f)?;
            verify_body(&module, *fv)?;
        }
        f.blocks = Vec::new();
    }
    drop(m);
    Ok(module)
}

fn verified(module: &Module<'_>) -> Result<(), Diagnostic> {
    module.verify().map_err(|e| llvm_verify_error(e.to_string().trim()))
}

/// `f`'s body checked by LLVM's function verifier, which says only whether
/// it passed: on a failure the module's verifier is run for its message.
fn verify_body(module: &Module<'_>, f: FunctionValue<'_>) -> Result<(), Diagnostic> {
    if f.verify(false) {
        return Ok(());
    }
    verified(module)?;
    Err(llvm_verify_error(&format!("function @{} is broken", f.get_name().to_string_lossy())))
}

fn llvm_verify_error(message: &str) -> Diagnostic {
    Diagnostic::error("llvm-verify", format!("LLVM's verifier rejected the module: {message}")).note("this is a bug in nvvm-lower: please report it with the input")
}

/// The LLVM module with every global defined and every function declared.
fn emit_declarations<'ctx>(ctx: &'ctx Context, m: &ir::Module, name: &str) -> (Module<'ctx>, Vec<FunctionValue<'ctx>>) {
    let module = ctx.create_module(name);
    crate::backend::prepare_module(&module);
    for g in &m.globals {
        let gv = module.add_global(llvm_type(ctx, &g.ty), Some(AddressSpace::from(g.addrspace as u16)), &g.name);
        let linkage = match g.linkage.as_str() {
            "internal" => Linkage::Internal,
            "private" => Linkage::Private,
            "weak" => Linkage::WeakAny,
            "common" => Linkage::Common,
            _ => Linkage::External,
        };
        gv.set_linkage(linkage);
        if linkage == Linkage::Common {
            // LLVM's verifier requires a common global to be zero-initialised
            // (MLIR 22's translation leaves it without one and fails there).
            gv.set_initializer(&llvm_type(ctx, &g.ty).const_zero());
        } else if !g.is_declaration() {
            // MLIR leaves an initializer-less internal global undefined, as
            // shared memory must be in PTX.
            gv.set_initializer(&undef(llvm_type(ctx, &g.ty)));
        }
        gv.set_constant(g.constant);
        if let Some(a) = g.alignment {
            gv.set_alignment(a);
        }
    }
    let funcs = m.funcs.iter().map(|f| declare(ctx, &module, f)).collect();
    (module, funcs)
}

/// Natural alignment of a scalar, as atomics require.
fn byte_size(t: &Type) -> u32 {
    match t {
        Type::Int(b) | Type::Float(b) => (*b).div_ceil(8).next_power_of_two(),
        Type::BF16 => 2,
        Type::Ptr(_) => 8,
        _ => 1,
    }
}

/// `v` as type `to`: a bitcast between types of one size, else a truncation
/// or zero extension between integers (MLIR's casts around an intrinsic whose
/// operand or result type differs from the op's).
pub(crate) fn coerce<'ctx>(builder: &Builder<'ctx>, v: BasicValueEnum<'ctx>, to: BasicTypeEnum<'ctx>) -> Result<BasicValueEnum<'ctx>, Diagnostic> {
    if v.get_type() == to {
        return Ok(v);
    }
    match (v, to) {
        (BasicValueEnum::IntValue(i), BasicTypeEnum::IntType(t)) if i.get_type().get_bit_width() > t.get_bit_width() => builder.build_int_truncate(i, t, "").map(Into::into).map_err(backend_err),
        (BasicValueEnum::IntValue(i), BasicTypeEnum::IntType(t)) => builder.build_int_z_extend(i, t, "").map(Into::into).map_err(backend_err),
        _ => builder.build_bit_cast(v, to, "").map_err(backend_err),
    }
}

fn undef(t: BasicTypeEnum<'_>) -> BasicValueEnum<'_> {
    match t {
        BasicTypeEnum::ArrayType(t) => t.get_undef().into(),
        BasicTypeEnum::IntType(t) => t.get_undef().into(),
        BasicTypeEnum::PointerType(t) => t.get_undef().into(),
        BasicTypeEnum::FloatType(t) => t.get_undef().into(),
        BasicTypeEnum::VectorType(t) => t.get_undef().into(),
        BasicTypeEnum::StructType(t) => t.get_undef().into(),
        other => other.const_zero(),
    }
}

fn declare<'ctx>(ctx: &'ctx Context, module: &Module<'ctx>, f: &ir::Func) -> FunctionValue<'ctx> {
    let params: Vec<_> = f.params.iter().map(|p| llvm_type(ctx, &p.ty).into()).collect();
    let fty = match &f.result {
        Some(t) => llvm_type(ctx, t).fn_type(&params, false),
        None => ctx.void_type().fn_type(&params, false),
    };
    let fv = module.add_function(&f.name, fty, None);
    if f.is_kernel() {
        fv.set_call_conventions(PTX_KERNEL_CC);
    }
    for (key, attr, _) in &f.attrs.entries {
        if let Some((llvm_key, value)) = kernel_attr(key, attr) {
            fv.add_attribute(inkwell::attributes::AttributeLoc::Function, ctx.create_string_attribute(llvm_key, &value));
        }
    }
    fv
}

/// The LLVM string attribute for an NVVM function attribute (verified earlier).
pub fn kernel_attr(key: &str, attr: &Attr) -> Option<(&'static str, String)> {
    let spec = crate::ops::KernelAttrSpec::find(key)?;
    let value = match attr {
        Attr::IntArray(v) => v.iter().map(|x| x.to_string()).collect::<Vec<_>>().join(","),
        Attr::Int(x) => x.to_string(),
        _ => String::new(),
    };
    Some((spec.llvm, value))
}

/// Keeps source names in the IR, except MLIR's numbered ones (`%0`), which LLVM
/// would print as `%"0"`, and constants: naming a folded GEP would rename the
/// global it folded to.
fn set_name(v: BasicValueEnum<'_>, name: &str) {
    let named = !is_const(v);
    if named && !name.bytes().all(|b| b.is_ascii_digit()) {
        v.set_name(name);
    }
}

fn is_const(v: BasicValueEnum<'_>) -> bool {
    match v {
        BasicValueEnum::IntValue(i) => i.is_const(),
        BasicValueEnum::PointerValue(p) => p.is_const(),
        BasicValueEnum::ArrayValue(a) => a.is_const(),
        BasicValueEnum::VectorValue(x) => x.is_const(),
        _ => false,
    }
}

/// `fence syncscope(S) <ordering>`: inkwell has no sync-scope fence, so this
/// goes through the LLVM C API.
fn build_fence(ctx: &Context, b: &Builder, ordering: ir::Ordering, scope: Option<&str>) -> Result<(), Diagnostic> {
    use llvm_sys::LLVMAtomicOrdering as O;
    let ord = match ordering {
        ir::Ordering::Monotonic => O::LLVMAtomicOrderingMonotonic,
        ir::Ordering::Acquire => O::LLVMAtomicOrderingAcquire,
        ir::Ordering::Release => O::LLVMAtomicOrderingRelease,
        ir::Ordering::AcqRel => O::LLVMAtomicOrderingAcquireRelease,
        ir::Ordering::SeqCst => O::LLVMAtomicOrderingSequentiallyConsistent,
    };
    let llvm_name = scope.and_then(crate::ops::SyncScopeSpec::find).map_or("", |s| s.llvm);
    b.get_insert_block().ok_or_else(|| backend_err("builder is not positioned"))?;
    // SAFETY: the context and builder are live inkwell objects, the builder is
    // positioned (checked above), and the strings outlive the calls.
    unsafe {
        let ssid = llvm_sys::core::LLVMGetSyncScopeID(ctx.raw(), llvm_name.as_ptr().cast(), llvm_name.len());
        llvm_sys::core::LLVMBuildFenceSyncScope(b.as_mut_ptr(), ord, ssid, c"".as_ptr());
    }
    Ok(())
}

/// Emits the body of `f` (a function of a verified module) where `sink`'s builder stands, instead of as a
/// function of its own: `f`'s parameters are `args`, its first block continues
/// the builder's block, its other blocks follow it, and its `llvm.return` is
/// left out. The builder ends at the end of the last block. Returns the values
/// `f` defines, by name. The library API emits an op this way, after the
/// verifier and the nvsync lowering have seen it as a one-op function.
pub fn emit_into<'ctx>(sink: &Sink<'_, 'ctx>, f: &ir::Func, args: HashMap<String, BasicValueEnum<'ctx>>) -> Result<HashMap<String, BasicValueEnum<'ctx>>, Diagnostic> {
    let here = sink.builder.get_insert_block().ok_or_else(|| backend_err("the builder is not positioned in a block"))?;
    if here.get_terminator().is_some() {
        return Err(Diagnostic::error("builder", "the builder's block already ends with a terminator: position the builder at the end of an open block"));
    }
    let func = here.get_parent().ok_or_else(|| backend_err("the builder's block is in no function"))?;
    let mut e = FuncEmitter::new(sink.ctx, sink.module, func, sink.decls);
    e.values = args.into_iter().map(|(k, v)| (k.into(), v)).collect();
    e.continue_at = Some(here);
    // The front end's source location goes on what the library writes for
    // it, as on the instructions it builds itself.
    if let Some(loc) = sink.builder.get_current_debug_location() {
        e.builder.set_current_debug_location(loc);
    }
    let last = e.emit_body(f)?;
    sink.builder.position_at_end(last);
    Ok(e.values.into_iter().map(|(k, v)| (k.into(), v)).collect())
}

struct FuncEmitter<'a, 'ctx> {
    ctx: &'ctx Context,
    module: &'a Module<'ctx>,
    builder: Builder<'ctx>,
    func: FunctionValue<'ctx>,
    decls: &'a Declarations<'ctx>,
    values: FastMap<ir::Name, BasicValueEnum<'ctx>>,
    blocks: FastMap<String, (BasicBlock<'ctx>, Vec<PhiValue<'ctx>>)>,
    names: ValueNames,
    /// Emitting into an existing block ([`emit_into`]): the first block is
    /// this one, the others follow it, and `llvm.return` is left out.
    continue_at: Option<BasicBlock<'ctx>>,
    /// The values `llvm.mlir.constant` defines: an immediate (`n`) operand of
    /// inline PTX, as MLIR gives it. Kept only for a function with inline PTX.
    konsts: Option<FastSet<ir::Name>>,
    /// A table op's operand values, kept from op to op.
    operand_vals: Vec<Option<BasicValueEnum<'ctx>>>,
}

impl<'a, 'ctx> FuncEmitter<'a, 'ctx> {
    fn new(ctx: &'ctx Context, module: &'a Module<'ctx>, func: FunctionValue<'ctx>, decls: &'a Declarations<'ctx>) -> Self {
        FuncEmitter { ctx, module, builder: ctx.create_builder(), func, decls, values: FastMap::default(), blocks: FastMap::default(), names: ValueNames::Keep, continue_at: None, konsts: None, operand_vals: Vec::new() }
    }

    fn emit(mut self, f: &ir::Func) -> Result<(), Diagnostic> {
        // At its size from the start: growing it rehashed every name several times.
        self.values.reserve(f.params.len() + f.blocks.iter().map(|b| b.params.len() + b.ops.len()).sum::<usize>());
        for (p, v) in f.params.iter().zip(self.func.get_param_iter()) {
            self.set_name(v, &p.name);
            self.values.insert(p.name.clone(), v);
        }
        self.emit_body(f).map(|_| ())
    }

    /// Emits the blocks of `f`; returns the last one.
    fn emit_body(&mut self, f: &ir::Func) -> Result<BasicBlock<'ctx>, Diagnostic> {
        if f.blocks.iter().flat_map(|b| &b.ops).any(|o| matches!(o.kind, OpKind::InlinePtx(_))) {
            self.konsts = Some(FastSet::default());
        }
        let mut order: Vec<BasicBlock<'ctx>> = Vec::new();
        for (bi, b) in f.blocks.iter().enumerate() {
            let label = b.label.clone().unwrap_or_else(|| "entry".into());
            let bb = match (self.continue_at, order.last()) {
                (Some(here), None) => here,
                (Some(_), Some(prev)) => self.ctx.insert_basic_block_after(*prev, self.name(&label)),
                (None, _) => self.ctx.append_basic_block(self.func, self.name(&label)),
            };
            self.builder.position_at_end(bb);
            let mut phis = Vec::new();
            if bi > 0 {
                for p in &b.params {
                    let phi = self.builder.build_phi(llvm_type(self.ctx, &p.ty), self.name(&p.name)).map_err(backend_err)?;
                    self.values.insert(p.name.clone(), phi.as_basic_value());
                    phis.push(phi);
                }
            }
            if let Some(l) = &b.label {
                self.blocks.insert(l.clone(), (bb, phis));
            }
            order.push(bb);
        }
        for (bi, b) in f.blocks.iter().enumerate() {
            self.builder.position_at_end(order[bi]);
            for op in &b.ops {
                if self.continue_at.is_some() && matches!(op.kind, OpKind::Return { .. }) {
                    continue;
                }
                self.op(op)?;
            }
        }
        // An op may have split the last block (a wait loop, a predicate).
        self.builder.get_insert_block().or(order.last().copied()).ok_or_else(|| backend_err("a function without blocks"))
    }

    /// `name`, or nothing when the module drops names.
    fn name<'n>(&self, name: &'n str) -> &'n str {
        match self.names {
            ValueNames::Keep => name,
            ValueNames::Drop => "",
        }
    }

    fn set_name(&self, v: BasicValueEnum<'ctx>, name: &str) {
        if self.names == ValueNames::Keep {
            set_name(v, name);
        }
    }

    fn val(&self, v: &ir::Value) -> Result<BasicValueEnum<'ctx>, Diagnostic> {
        self.values.get(&v.name).copied().ok_or_else(|| {
            Diagnostic::error("order", format!("'%{}' is used before the block that defines it", v.name)).at(v.span).note("list blocks so that every definition comes before its uses")
        })
    }

    fn int(&self, v: &ir::Value) -> Result<inkwell::values::IntValue<'ctx>, Diagnostic> {
        Ok(self.val(v)?.into_int_value())
    }

    fn op(&mut self, op: &ir::Op) -> Result<(), Diagnostic> {
        let b = &self.builder;
        let name = self.name(op.result.as_ref().map_or("", |r| r.name.as_str()));
        let result: Option<BasicValueEnum<'ctx>> = match &op.kind {
            OpKind::Table { spec, operands, predicate, form, .. } => {
                let form = &spec.forms[form.ok_or_else(|| Diagnostic::error("internal", format!("'{}' reached emission without a verified form", spec.name)).at(op.span))?];
                let mut vals = std::mem::take(&mut self.operand_vals);
                vals.clear();
                vals.resize(spec.operands.len(), None);
                for (i, v) in operands.iter().enumerate() {
                    if let Some(v) = v {
                        vals[i] = Some(self.val(v)?);
                    }
                }
                let pred = predicate.as_ref().map(|p| self.int(p)).transpose()?;
                let sink = Sink { ctx: self.ctx, module: self.module, builder: &self.builder, decls: self.decls };
                let attr_int = |k: crate::ops::AttrKind| op.attr(k).and_then(|v| k.number(&v));
                let v = sink.emit_form(spec, form, &vals, pred, &attr_int);
                self.operand_vals = vals;
                let v = v?;
                match (v, &spec.result) {
                    // The intrinsic packs into an i16 what the op may write as
                    // `vector<2xi8>` or (f4x2) `i8`: MLIR's bitcast and trunc.
                    (Some(v), crate::ops::ResultSpec::OneOf(_)) => match crate::verify::result_type(op) {
                        Some(t) => Some(coerce(&self.builder, v, llvm_type(self.ctx, &t))?),
                        None => Some(v),
                    },
                    (v, _) => v,
                }
            }
            OpKind::Constant { value, ty } => {
                if let (Some(k), Some(r)) = (&mut self.konsts, &op.result) {
                    k.insert(r.name.clone());
                }
                Some(llvm_type(self.ctx, ty).into_int_type().const_int(*value as u64, *value < 0).into())
            }
            OpKind::InlinePtx(ip) => self.inline_ptx(ip)?,
            OpKind::AddressOf { global, .. } => {
                let g = self.module.get_global(global).ok_or_else(|| backend_err(format!("no global @{global}")))?;
                Some(g.as_pointer_value().into())
            }
            OpKind::Gep { base, indices, elem_ty, .. } => {
                let mut idx = Vec::new();
                for i in indices {
                    idx.push(match i {
                        GepIndex::Const(c) => self.ctx.i32_type().const_int(*c as u64, *c < 0),
                        GepIndex::Value(v) => self.int(v)?,
                    });
                }
                let p = self.val(base)?.into_pointer_value();
                // SAFETY: the indices come from a verified GEP over `elem_ty`; LLVM's
                // verifier checks the module before it is used.
                let r = unsafe { b.build_gep(llvm_type(self.ctx, elem_ty), p, &idx, name) }.map_err(backend_err)?;
                Some(r.into())
            }
            OpKind::Binary { op: bop, lhs, rhs, .. } => {
                let (l, r) = (self.int(lhs)?, self.int(rhs)?);
                use ir::BinOp::*;
                let v = match bop {
                    Add => b.build_int_add(l, r, name),
                    Sub => b.build_int_sub(l, r, name),
                    Mul => b.build_int_mul(l, r, name),
                    UDiv => b.build_int_unsigned_div(l, r, name),
                    SDiv => b.build_int_signed_div(l, r, name),
                    URem => b.build_int_unsigned_rem(l, r, name),
                    SRem => b.build_int_signed_rem(l, r, name),
                    And => b.build_and(l, r, name),
                    Or => b.build_or(l, r, name),
                    Xor => b.build_xor(l, r, name),
                    Shl => b.build_left_shift(l, r, name),
                    LShr => b.build_right_shift(l, r, false, name),
                    AShr => b.build_right_shift(l, r, true, name),
                }
                .map_err(backend_err)?;
                Some(v.into())
            }
            OpKind::ICmp { pred, lhs, rhs, .. } => {
                let p = match pred {
                    CmpPred::Eq => IntPredicate::EQ,
                    CmpPred::Ne => IntPredicate::NE,
                    CmpPred::Slt => IntPredicate::SLT,
                    CmpPred::Sle => IntPredicate::SLE,
                    CmpPred::Sgt => IntPredicate::SGT,
                    CmpPred::Sge => IntPredicate::SGE,
                    CmpPred::Ult => IntPredicate::ULT,
                    CmpPred::Ule => IntPredicate::ULE,
                    CmpPred::Ugt => IntPredicate::UGT,
                    CmpPred::Uge => IntPredicate::UGE,
                };
                Some(b.build_int_compare(p, self.int(lhs)?, self.int(rhs)?, name).map_err(backend_err)?.into())
            }
            OpKind::Select { cond, on_true, on_false, .. } => Some(b.build_select(self.int(cond)?, self.val(on_true)?, self.val(on_false)?, name).map_err(backend_err)?),
            OpKind::Cast { op: c, value, to, .. } => {
                let v = self.val(value)?;
                let to_t = llvm_type(self.ctx, to);
                let r: BasicValueEnum = match c {
                    CastOp::ZExt => b.build_int_z_extend(v.into_int_value(), to_t.into_int_type(), name).map_err(backend_err)?.into(),
                    CastOp::SExt => b.build_int_s_extend(v.into_int_value(), to_t.into_int_type(), name).map_err(backend_err)?.into(),
                    CastOp::Trunc => b.build_int_truncate(v.into_int_value(), to_t.into_int_type(), name).map_err(backend_err)?.into(),
                    CastOp::AddrSpaceCast => b.build_address_space_cast(v.into_pointer_value(), to_t.into_pointer_type(), name).map_err(backend_err)?.into(),
                    CastOp::PtrToInt => b.build_ptr_to_int(v.into_pointer_value(), to_t.into_int_type(), name).map_err(backend_err)?.into(),
                    CastOp::IntToPtr => b.build_int_to_ptr(v.into_int_value(), to_t.into_pointer_type(), name).map_err(backend_err)?.into(),
                    CastOp::Freeze => return Err(backend_err("a lifted module is checked, never emitted")),
                };
                Some(r)
            }
            OpKind::Load { ptr, ty, volatile, atomic, .. } => {
                let v = b.build_load(llvm_type(self.ctx, ty), self.val(ptr)?.into_pointer_value(), name).map_err(backend_err)?;
                if let Some(i) = v.as_instruction_value() {
                    i.set_volatile(*volatile).map_err(backend_err)?;
                    if let Some(a) = atomic {
                        atomic::make_atomic(self.ctx, i, a, byte_size(ty))?;
                    }
                }
                Some(v)
            }
            OpKind::Store { value, ptr, volatile, atomic, ty, .. } => {
                let i = b.build_store(self.val(ptr)?.into_pointer_value(), self.val(value)?).map_err(backend_err)?;
                i.set_volatile(*volatile).map_err(backend_err)?;
                if let Some(a) = atomic {
                    atomic::make_atomic(self.ctx, i, a, byte_size(ty))?;
                }
                None
            }
            OpKind::AtomicRmw { kind, ptr, value, ptr_ty, ty, atomic } => {
                let rmw = crate::ops::RmwSpec::find(kind).ok_or_else(|| backend_err(format!("no rmw kind {kind}")))?;
                let space = ptr_ty.addrspace().unwrap_or(0);
                Some(atomic::build_rmw(self.ctx, b, rmw, atomic.as_ref(), self.val(ptr)?.into_pointer_value(), self.val(value)?, space, ty)?)
            }
            OpKind::Cmpxchg { ptr, cmp, new, success, failure, scope, pair: whole, .. } => {
                let pair = b
                    .build_cmpxchg(self.val(ptr)?.into_pointer_value(), self.val(cmp)?, self.val(new)?, atomic::llvm_ordering(*success), atomic::llvm_ordering(*failure))
                    .map_err(backend_err)?;
                // LLVM gives a built cmpxchg its natural alignment.
                if let Some(i) = pair.as_instruction_value() {
                    atomic::set_scope(self.ctx, i, scope);
                }
                if *whole {
                    Some(pair.into())
                } else {
                    Some(b.build_extract_value(pair, 0, name).map_err(backend_err)?)
                }
            }
            OpKind::Zero { ty, undef: is_undef } => {
                let t = llvm_type(self.ctx, ty);
                Some(if *is_undef { undef(t) } else { t.const_zero() })
            }
            OpKind::ExtractValue { agg, index, .. } => {
                let a = self.val(agg)?;
                let v = match a {
                    BasicValueEnum::StructValue(s) => b.build_extract_value(s, *index, name),
                    BasicValueEnum::ArrayValue(s) => b.build_extract_value(s, *index, name),
                    _ => return Err(backend_err("extractvalue on a non-aggregate")),
                };
                Some(v.map_err(backend_err)?)
            }
            OpKind::InsertValue { value, agg, index, .. } => {
                let v = self.val(value)?;
                let r = match self.val(agg)? {
                    BasicValueEnum::StructValue(s) => b.build_insert_value(s, v, *index, name),
                    BasicValueEnum::ArrayValue(s) => b.build_insert_value(s, v, *index, name),
                    _ => return Err(backend_err("insertvalue on a non-aggregate")),
                };
                Some(r.map_err(backend_err)?.as_basic_value_enum())
            }
            OpKind::Wgmma(w) => Some(wgmma::build_wgmma(self.ctx, b, w, self.val(&w.acc)?, self.val(&w.desc_a)?, self.val(&w.desc_b)?)?),
            OpKind::MmaSync(m) => {
                let sparse = m.sparse.iter().flat_map(|(meta, sel)| [meta, sel]);
                let scales = m.scales.iter().flat_map(|s| s.iter());
                let args = m.a.iter().chain(&m.b).chain(&m.c).chain(sparse).chain(scales).map(|v| self.val(v)).collect::<Result<Vec<_>, _>>()?;
                Some(mma_sync::build_mma_sync(self.ctx, self.module, &self.decls, b, m, &op.attrs, args)?)
            }
            OpKind::Wmma(w) => {
                let vals = w.ptr.iter().map(|p| &p.0).chain(&w.stride).chain(w.args.iter().map(|a| &a.0));
                let args = vals.map(|v| self.val(v)).collect::<Result<Vec<_>, _>>()?;
                wmma::build_wmma(self.ctx, self.module, &self.decls, b, w, &op.attrs, args)?
            }
            OpKind::Fence { ordering, scope } => {
                build_fence(self.ctx, &self.builder, *ordering, scope.as_deref())?;
                None
            }
            OpKind::Br { dest } => {
                let bb = self.branch_to(dest)?;
                self.builder.build_unconditional_branch(bb).map_err(backend_err)?;
                None
            }
            OpKind::CondBr { cond, on_true, on_false } => {
                let c = self.int(cond)?;
                let t = self.branch_to(on_true)?;
                let e = self.branch_to(on_false)?;
                self.builder.build_conditional_branch(c, t, e).map_err(backend_err)?;
                None
            }
            OpKind::Call { callee, args, .. } => {
                let f = self.module.get_function(callee).ok_or_else(|| backend_err(format!("no function @{callee}")))?;
                let mut vals: Vec<inkwell::values::BasicMetadataValueEnum<'ctx>> = Vec::new();
                for a in args {
                    vals.push(self.val(a)?.into());
                }
                self.builder.build_call(f, &vals, "").map_err(backend_err)?.try_as_basic_value().basic()
            }
            OpKind::Opaque { .. } | OpKind::Switch { .. } | OpKind::InlineAsm { .. } | OpKind::Intrinsic { .. } => return Err(backend_err("a lifted module is checked, never emitted")),
            OpKind::Return { value } => {
                match value {
                    Some((v, _)) => {
                        let v = self.val(v)?;
                        self.builder.build_return(Some(&v as &dyn BasicValue)).map_err(backend_err)?
                    }
                    None => self.builder.build_return(None).map_err(backend_err)?,
                };
                None
            }
        };
        if let (Some(r), Some(v)) = (&op.result, result) {
            self.set_name(v, &r.name);
            self.values.insert(r.name.clone(), v);
        }
        Ok(())
    }

    /// Feeds the successor's phis from the current block; returns its block.
    fn branch_to(&self, s: &ir::Successor) -> Result<BasicBlock<'ctx>, Diagnostic> {
        let (bb, phis) = self.blocks.get(&s.label).ok_or_else(|| backend_err(format!("no block ^{}", s.label)))?;
        let here = self.builder.get_insert_block().ok_or_else(|| backend_err("no insert block"))?;
        for ((v, _), phi) in s.args.iter().zip(phis) {
            let val = self.val(v)?;
            phi.add_incoming(&[(&val as &dyn BasicValue, here)]);
        }
        Ok(*bb)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The per-function check must catch what the module's verifier would,
    /// and report the module verifier's own words.
    #[test]
    fn a_broken_body_is_an_llvm_verify_diagnostic_with_llvm_s_message() {
        let ctx = Context::create();
        let module = ctx.create_module("m");
        let ok = module.add_function("ok", ctx.void_type().fn_type(&[], false), None);
        let b = ctx.create_builder();
        b.position_at_end(ctx.append_basic_block(ok, "entry"));
        b.build_return(None).unwrap();
        assert!(verified(&module).is_ok() && verify_body(&module, ok).is_ok());
        // A block without a terminator.
        let broken = module.add_function("broken", ctx.void_type().fn_type(&[], false), None);
        ctx.append_basic_block(broken, "entry");
        let d = verify_body(&module, broken).unwrap_err();
        assert_eq!(d.code, "llvm-verify");
        assert!(d.message.contains("does not have terminator"), "{}", d.message);
    }

    /// The warp-wide intrinsics whose names an op builds (mma.sync, wmma) are
    /// declared once per module, convergent, and a wmma load of one shape
    /// from two address spaces gets the declaration of each.
    #[test]
    fn built_name_intrinsics_are_declared_once_per_name_and_space() {
        let load = |p: &str, space: &str| {
            format!(
                "  %{p} = nvvm.wmma.load %{space}, %s {{eltype = #nvvm.mma_type<f16>, frag = #nvvm.mma_frag<a>, k = 16 : i32, layout = #nvvm.mma_layout<row>, m = 16 : i32, n = 16 : i32}} : (!llvm.ptr{}) -> !llvm.struct<(vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>)>\n",
                if space == "sh" { "<3>" } else { "<1>" }
            )
        };
        let mma = |r: &str| format!("  %{r} = nvvm.mma.sync A[%a0, %a1, %a2, %a3] B[%b0, %b1] C[%c0, %c1] {{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}} : (vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>)>\n");
        let src = format!(
            "llvm.func @k(%sh: !llvm.ptr<3>, %gl: !llvm.ptr<1>, %s: i32, %a0: vector<2xf16>, %a1: vector<2xf16>, %a2: vector<2xf16>, %a3: vector<2xf16>, %b0: vector<2xf16>, %b1: vector<2xf16>, %c0: vector<2xf16>, %c1: vector<2xf16>) {{\n{}{}{}{}{}  llvm.return\n}}\n",
            load("0", "sh"),
            load("1", "gl"),
            load("2", "sh"),
            mma("3"),
            mma("4")
        );
        let target = crate::target::Target::parse("sm_80").unwrap();
        let mut m = crate::parse::parse_module(&src).unwrap();
        let checked = crate::driver::check(&mut m, target, None, Default::default()).unwrap();
        let front = crate::driver::lower_checked(m, checked, target, None).unwrap();
        let ctx = Context::create();
        let ir = emit_module(&ctx, front.module, "m").unwrap().print_to_string().to_string();
        let declares = |name: &str| ir.lines().filter(|l| l.starts_with("declare") && l.contains(&format!("@{name}("))).collect::<Vec<_>>();
        for name in ["llvm.nvvm.wmma.m16n16k16.load.a.row.stride.f16.p3", "llvm.nvvm.wmma.m16n16k16.load.a.row.stride.f16.p1", "llvm.nvvm.mma.m16n8k16.row.col.f16.f16"] {
            let d = declares(name);
            assert_eq!(d.len(), 1, "{name}:\n{ir}");
            let attrs = d[0].rsplit('#').next().unwrap().trim();
            assert!(ir.lines().any(|l| l.starts_with(&format!("attributes #{attrs} ")) && l.contains("convergent")), "{name} is not convergent:\n{ir}");
        }
        assert_eq!(ir.matches("call {").count(), 5, "{ir}");
    }
}
