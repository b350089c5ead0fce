//! Emission of one table op (its chosen form) into an inkwell builder. The text
//! pipeline and the library API both come through here.

use crate::diag::Diagnostic;
use crate::hash::FastMap;
use crate::ops::{AttrKind, CallArg, FormSpec, OpSpec};
use inkwell::attributes::{Attribute, AttributeLoc};
use inkwell::builder::Builder;
use inkwell::context::Context;
use inkwell::intrinsics::Intrinsic;
use inkwell::module::Module;
use inkwell::types::BasicMetadataTypeEnum;
use inkwell::values::{BasicMetadataValueEnum, BasicValueEnum, FunctionValue, IntValue};
use inkwell::AddressSpace;
use std::cell::RefCell;

/// Where to emit: the caller's context, module and positioned builder.
pub struct Sink<'a, 'ctx> {
    pub ctx: &'ctx Context,
    pub module: &'a Module<'ctx>,
    pub builder: &'a Builder<'ctx>,
    /// The intrinsics declared in `module` so far (shared by every op of it).
    pub decls: &'a Declarations<'ctx>,
}

/// The intrinsics a module declares, by name, each with its parameter types:
/// found once, where a lookup in the module, the parameter list and a
/// call-site attribute on every call were a fifth of emission's instructions.
#[derive(Default)]
pub struct Declarations<'ctx> {
    /// The op tables' intrinsics, named by the tables.
    table: RefCell<FastMap<&'static str, Declared<'ctx>>>,
    /// Those whose name an op's shape and types build (`nvvm.mma.sync`,
    /// `nvvm.wmma.*`), by their full name (`.p3` appended for one overloaded
    /// on a pointer in address space 3, as LLVM names it); all convergent.
    built: RefCell<FastMap<String, FunctionValue<'ctx>>>,
}

impl<'ctx> Declarations<'ctx> {
    /// The declaration of the warp-wide intrinsic `name` (overloaded on a
    /// pointer in address space `space`, if given), made convergent on its
    /// first use in `module`.
    pub(crate) fn warp_intrinsic(&self, ctx: &'ctx Context, module: &Module<'ctx>, name: &str, space: Option<u16>) -> Result<FunctionValue<'ctx>, Diagnostic> {
        let mut built = self.built.borrow_mut();
        let full = match space {
            Some(s) => std::borrow::Cow::Owned(format!("{name}.p{s}")),
            None => std::borrow::Cow::Borrowed(name),
        };
        if let Some(f) = built.get(full.as_ref()) {
            return Ok(*f);
        }
        let overloads: Vec<inkwell::types::BasicTypeEnum> = space.map(|s| ctx.ptr_type(AddressSpace::from(s)).into()).into_iter().collect();
        let f = Intrinsic::find(name).and_then(|i| i.get_declaration(module, &overloads)).ok_or_else(|| backend_err(format!("LLVM 22 has no intrinsic {name}")))?;
        // Every thread of the warp executes it together.
        mark_convergent(ctx, f);
        built.insert(full.into_owned(), f);
        Ok(f)
    }
}

#[derive(Clone)]
struct Declared<'ctx> {
    f: FunctionValue<'ctx>,
    /// Shared by every call of the intrinsic. An `Arc`, though no other
    /// thread sees it: an `Rc` here would be named first in the error for
    /// an `api::Lowering` moved into a thread, before its marker.
    params: std::sync::Arc<[BasicMetadataTypeEnum<'ctx>]>,
    /// Marked convergent (on the declaration, which every call inherits).
    convergent: bool,
}

/// Marks the declaration `f` convergent: all threads of a warp or CTA execute
/// it together, and every call inherits the attribute.
fn mark_convergent(ctx: &Context, f: FunctionValue<'_>) {
    f.add_attribute(AttributeLoc::Function, ctx.create_enum_attribute(Attribute::get_named_enum_kind_id("convergent"), 0));
}

pub(crate) fn backend_err(e: impl std::fmt::Display) -> Diagnostic {
    Diagnostic::error("emit", format!("LLVM refused to build an instruction: {e}"))
}

impl<'a, 'ctx> Sink<'a, 'ctx> {
    /// Emits `form` of `spec` with `operands` (None for an absent optional one),
    /// guarded by `predicate` when given; `attr_int` gives the number of each
    /// attribute a form passes as an immediate ([`AttrKind::number`]). Returns
    /// the op's result, if any.
    pub fn emit_form(
        &self,
        spec: &OpSpec,
        form: &FormSpec,
        operands: &[Option<BasicValueEnum<'ctx>>],
        predicate: Option<IntValue<'ctx>>,
        attr_int: &dyn Fn(AttrKind) -> Option<i64>,
    ) -> Result<Option<BasicValueEnum<'ctx>>, Diagnostic> {
        if let Some(p) = predicate {
            // The op runs only where the predicate holds: a guarded block is the
            // IR form of PTX's `@p`, and keeps the intrinsic (and its gating).
            let (then_bb, cont_bb) = self.split("pred.then", "pred.cont")?;
            self.builder.build_conditional_branch(p, then_bb, cont_bb).map_err(backend_err)?;
            self.builder.position_at_end(then_bb);
            self.call(spec, form, operands, attr_int)?;
            self.builder.build_unconditional_branch(cont_bb).map_err(backend_err)?;
            self.builder.position_at_end(cont_bb);
            return Ok(None);
        }
        if spec.wait_loop {
            // try_wait may time out; repeat it until the phase has completed.
            let operands = self.hoisted_hint(form, operands)?;
            let (loop_bb, done_bb) = self.split("wait.loop", "wait.done")?;
            self.builder.build_unconditional_branch(loop_bb).map_err(backend_err)?;
            self.builder.position_at_end(loop_bb);
            let ok = self.call(spec, form, operands.as_slice(), attr_int)?.ok_or_else(|| backend_err("wait intrinsic returned nothing"))?;
            self.builder.build_conditional_branch(ok.into_int_value(), done_bb, loop_bb).map_err(backend_err)?;
            self.builder.position_at_end(done_bb);
            return Ok(None);
        }
        self.call(spec, form, operands, attr_int)
    }

    /// A constant suspend-time hint (the last argument of a `.tl` wait) as a
    /// register set once before the loop: the instruction takes only a
    /// register there, and LLVM would otherwise rematerialise the constant
    /// inside the loop, one `mov` per retry (CUTLASS's loop is three
    /// instructions; this keeps ours at three). An opaque `mov` is the only
    /// way to keep LLVM from folding it back.
    fn hoisted_hint(&self, form: &FormSpec, operands: &[Option<BasicValueEnum<'ctx>>]) -> Result<Vec<Option<BasicValueEnum<'ctx>>>, Diagnostic> {
        let mut out = operands.to_vec();
        let (Some(CallArg::Operand(i)), true) = (form.args.last(), form.intrinsic.contains(".tl.")) else { return Ok(out) };
        let Some(Some(BasicValueEnum::IntValue(hint))) = out.get(*i).copied() else { return Ok(out) };
        let Some(value) = hint.get_zero_extended_constant().filter(|_| hint.is_const() && hint.get_type().get_bit_width() == 32) else { return Ok(out) };
        let fn_ty = self.ctx.i32_type().fn_type(&[], false);
        let mov = self.ctx.create_inline_asm(fn_ty, format!("mov.u32 $0, {value};"), "=r".to_string(), false, false, None, false);
        let reg = self.builder.build_indirect_call(fn_ty, mov, &[], "hint").map_err(backend_err)?;
        out[*i] = reg.try_as_basic_value().basic();
        Ok(out)
    }

    fn split(&self, a: &str, b: &str) -> Result<(inkwell::basic_block::BasicBlock<'ctx>, inkwell::basic_block::BasicBlock<'ctx>), Diagnostic> {
        let cur = self.builder.get_insert_block().ok_or_else(|| backend_err("builder is not positioned in a block"))?;
        let second = self.ctx.insert_basic_block_after(cur, b);
        let first = self.ctx.insert_basic_block_after(cur, a);
        Ok((first, second))
    }

    /// The types an overloaded intrinsic is declared with, from its mangled
    /// name's trailing `.p<N>` (`llvm.nvvm.ldmatrix...b16.p3`: a pointer to
    /// shared memory); none for the others.
    fn overloads(&self, i: Intrinsic, name: &str) -> Vec<inkwell::types::BasicTypeEnum<'ctx>> {
        if !i.is_overloaded() {
            return Vec::new();
        }
        let mut out: Vec<_> = name.rsplit('.').map_while(|part| part.strip_prefix('p').and_then(|n| n.parse::<u16>().ok())).map(|n| self.ctx.ptr_type(AddressSpace::from(n)).into()).collect();
        out.reverse();
        out
    }

    fn call(&self, spec: &OpSpec, form: &FormSpec, operands: &[Option<BasicValueEnum<'ctx>>], attr_int: &dyn Fn(AttrKind) -> Option<i64>) -> Result<Option<BasicValueEnum<'ctx>>, Diagnostic> {
        let Declared { f: decl, params, .. } = self.declare(form.intrinsic, spec.convergent)?;
        // A constant takes the type of the parameter it fills (i1 flags, i16
        // masks, i64 cache hints, i32 immediates).
        let konst = |at: usize, c: i64| -> Result<BasicValueEnum<'ctx>, Diagnostic> {
            match params.get(at) {
                Some(inkwell::types::BasicMetadataTypeEnum::IntType(t)) => Ok(t.const_int(c as u64, c < 0).into()),
                _ => Err(backend_err(format!("{}: argument {at} is not an integer", form.intrinsic))),
            }
        };
        let mut args: Vec<BasicMetadataValueEnum<'ctx>> = Vec::with_capacity(params.len());
        for a in form.args {
            let at = args.len();
            let v: BasicValueEnum<'ctx> = match *a {
                CallArg::Operand(i) => self.as_param(operands.get(i).copied().flatten().ok_or_else(|| missing(spec, i))?, params.get(at))?,
                CallArg::SharedAddr(i) => {
                    let p = operands.get(i).copied().flatten().ok_or_else(|| missing(spec, i))?.into_pointer_value();
                    if p.get_type().get_address_space() == AddressSpace::from(3u16) {
                        p.into()
                    } else {
                        let shared = self.ctx.ptr_type(AddressSpace::from(3u16));
                        self.builder.build_address_space_cast(p, shared, "").map_err(backend_err)?.into()
                    }
                }
                CallArg::OperandOr(i, d) => match operands.get(i).copied().flatten() {
                    Some(v) => v,
                    None => konst(at, d)?,
                },
                CallArg::NonZero(i) => {
                    let v = operands.get(i).copied().flatten().ok_or_else(|| missing(spec, i))?.into_int_value();
                    let zero = v.get_type().const_zero();
                    self.builder.build_int_compare(inkwell::IntPredicate::NE, v, zero, "").map_err(backend_err)?.into()
                }
                CallArg::Const(c) => konst(at, c)?,
                CallArg::Flag(i) => konst(at, operands.get(i).copied().flatten().is_some() as i64)?,
                CallArg::AttrNum(k, plus) => konst(at, attr_int(k).ok_or_else(|| backend_err(format!("'{}' needs its {} attribute", spec.name, k.key())))? + plus)?,
                CallArg::AttrBit(k) => konst(at, 1 << attr_int(k).ok_or_else(|| backend_err(format!("'{}' needs its {} attribute", spec.name, k.key())))?)?,
                CallArg::Spread(first, len) => {
                    for v in operands.iter().skip(first).take(len).flatten() {
                        args.push((*v).into());
                    }
                    continue;
                }
            };
            args.push(v.into());
        }
        let call = self.builder.build_call(decl, &args, "").map_err(backend_err)?;
        let mut result = call.try_as_basic_value().basic();
        if let (Some(n), Some(BasicValueEnum::StructValue(sv))) = (form.extract, result) {
            result = Some(self.builder.build_extract_value(sv, n, "").map_err(backend_err)?);
        }
        if let (true, Some(BasicValueEnum::IntValue(iv))) = (form.zext, result) {
            result = Some(self.builder.build_int_z_extend(iv, self.ctx.i32_type(), "").map_err(backend_err)?.into());
        }
        Ok(result)
    }
}

impl<'a, 'ctx> Sink<'a, 'ctx> {
    /// The declaration of `intrinsic`, made on its first use. A module declares
    /// each intrinsic once under its full (mangled) name: finding it there
    /// skips LLVM's intrinsic-name search. An op that all threads of a warp or
    /// CTA must execute together marks the declaration convergent, which
    /// every call inherits (most of LLVM's are already).
    fn declare(&self, intrinsic: &'static str, convergent: bool) -> Result<Declared<'ctx>, Diagnostic> {
        let mut decls = self.decls.table.borrow_mut();
        let d = match decls.entry(intrinsic) {
            std::collections::hash_map::Entry::Occupied(e) => e.into_mut(),
            std::collections::hash_map::Entry::Vacant(v) => {
                let f = self
                    .module
                    .get_function(intrinsic)
                    .or_else(|| Intrinsic::find(intrinsic).and_then(|i| i.get_declaration(self.module, &self.overloads(i, intrinsic))))
                    .ok_or_else(|| Diagnostic::error("emit", format!("LLVM 22 has no intrinsic {intrinsic}")))?;
                v.insert(Declared { f, params: f.get_type().get_param_types().into(), convergent: false })
            }
        };
        if convergent && !d.convergent {
            mark_convergent(self.ctx, d.f);
            d.convergent = true;
        }
        Ok(d.clone())
    }

    /// A vector operand where the intrinsic takes an integer of its width
    /// (`vector<4xi8>` into dp4a's i32), bitcast as MLIR's translation does.
    fn as_param(&self, v: BasicValueEnum<'ctx>, param: Option<&BasicMetadataTypeEnum<'ctx>>) -> Result<BasicValueEnum<'ctx>, Diagnostic> {
        match (v, param) {
            (BasicValueEnum::VectorValue(_), Some(inkwell::types::BasicMetadataTypeEnum::IntType(t))) => super::coerce(self.builder, v, (*t).into()),
            // A generic pointer where the intrinsic reads another space (a tensor
            // map in the parameter space, `prefetch.tensormap.p101`): MLIR's cast.
            (BasicValueEnum::PointerValue(p), Some(inkwell::types::BasicMetadataTypeEnum::PointerType(t))) if p.get_type() != *t => self.builder.build_address_space_cast(p, *t, "").map(Into::into).map_err(backend_err),
            // An `i8` packed f4x2 where the intrinsic reads an i16: MLIR's zext.
            (BasicValueEnum::IntValue(i), Some(inkwell::types::BasicMetadataTypeEnum::IntType(t))) if i.get_type().get_bit_width() < t.get_bit_width() => super::coerce(self.builder, v, (*t).into()),
            _ => Ok(v),
        }
    }
}

fn missing(spec: &OpSpec, i: usize) -> Diagnostic {
    Diagnostic::error("operands", format!("'{}' needs operand '{}'", spec.name, spec.operands[i].name))
}
