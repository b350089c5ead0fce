//! The library API for Rust front ends: emit any table op into your own inkwell
//! module with one call, gated for a target, and compile the module to PTX.
//!
//! ```
//! use inkwell::{context::Context, AddressSpace};
//! use nvvm_lower::api::{Lowering, OpAttrs};
//! use nvvm_lower::ops::Scope;
//! use nvvm_lower::target::Target;
//!
//! let ctx = Context::create();
//! let module = ctx.create_module("k");
//! let builder = ctx.create_builder();
//! let shared = ctx.ptr_type(AddressSpace::from(3u16));
//! let f = module.add_function("k", ctx.void_type().fn_type(&[shared.into()], false), None);
//! builder.position_at_end(ctx.append_basic_block(f, "entry"));
//! let bar = f.get_nth_param(0).unwrap();
//!
//! let lower = Lowering::new(&ctx, &module, &builder, Target::parse("sm_90a").unwrap());
//! lower.mbarrier_init(bar.into_pointer_value(), ctx.i32_type().const_int(128, false)).unwrap();
//! let attrs = OpAttrs { scope: Some(Scope::Cluster), ..OpAttrs::default() };
//! lower.emit("nvvm.mbarrier.arrive", &[Some(bar), None], &attrs).unwrap();
//! builder.build_return(None).unwrap();
//!
//! let ptx = lower.compile_to_ptx().unwrap();
//! assert!(ptx.contains("mbarrier.arrive.release.cluster.shared.b64"));
//! ```

use crate::backend::{self, Backend};
use crate::diag::Diagnostic;
use crate::emit::Sink;
use crate::ops::{AttrKind, Facts, OpSpec, OperandKind, Scope};
use crate::target::{PtxVersion, Target};
use crate::verify::gate_form;
use inkwell::builder::Builder;
use inkwell::context::Context;
use inkwell::module::Module;
use inkwell::types::BasicTypeEnum;
use inkwell::values::{BasicValueEnum, IntValue, PointerValue};
use inkwell::AddressSpace;
use std::cell::Cell;

/// The attributes an op may carry (see `intrinsics/` for which op takes which).
#[derive(Clone, Copy, Debug, Default)]
pub struct OpAttrs {
    pub scope: Option<Scope>,
    pub relaxed: bool,
    pub noinc: bool,
    /// `.aligned`: every thread of the warp executes the op.
    pub aligned: bool,
    /// Any other attribute by kind and value as MLIR writes it, e.g.
    /// `&[(AttrKind::MmaKind, "f16"), (AttrKind::MmaCtaGroup, "cta_1")]`.
    pub other: &'static [(AttrKind, &'static str)],
    /// The i32 lanes of an `i32`/`vector<N x i32>` result (`nvvm.tcgen05.ld`);
    /// None is one lane, an `i32`.
    pub result_lanes: Option<u32>,
}

/// Emits ops into a caller's module, gated for one target.
pub struct Lowering<'a, 'ctx> {
    sink: Sink<'a, 'ctx>,
    target: Target,
    /// The lowest PTX version every op emitted so far allows.
    ptx: Cell<PtxVersion>,
}

impl<'a, 'ctx> Lowering<'a, 'ctx> {
    /// Lowering into `module` at `builder`'s position; sets the module's NVPTX
    /// triple and data layout.
    pub fn new(ctx: &'ctx Context, module: &'a Module<'ctx>, builder: &'a Builder<'ctx>, target: Target) -> Self {
        backend::prepare_module(module);
        Lowering { sink: Sink { ctx, module, builder }, target, ptx: Cell::new(target.min_ptx()) }
    }

    pub fn target(&self) -> Target {
        self.target
    }

    /// The lowest PTX ISA version that the target and every emitted op allow.
    pub fn ptx_version(&self) -> PtxVersion {
        self.ptx.get()
    }

    /// Emits op `name` (e.g. `"nvvm.mbarrier.arrive"`) with its operands in the
    /// order of `intrinsics/` (None for an absent optional operand). Returns its
    /// result when it has one. Nothing is emitted when a diagnostic is returned.
    pub fn emit(&self, name: &str, operands: &[Option<BasicValueEnum<'ctx>>], attrs: &OpAttrs) -> Result<Option<BasicValueEnum<'ctx>>, Diagnostic> {
        self.emit_predicated(name, operands, attrs, None)
    }

    /// As [`Lowering::emit`], running the op only where `predicate` holds.
    pub fn emit_predicated(&self, name: &str, operands: &[Option<BasicValueEnum<'ctx>>], attrs: &OpAttrs, predicate: Option<IntValue<'ctx>>) -> Result<Option<BasicValueEnum<'ctx>>, Diagnostic> {
        let spec = OpSpec::find(name).ok_or_else(|| Diagnostic::error("unknown-op", format!("unknown operation '{name}'")))?;
        if predicate.is_some() && !spec.predicate {
            return Err(Diagnostic::error("predicate", format!("'{name}' does not take a predicate")));
        }
        let mut facts = self.facts(spec, operands, attrs)?;
        facts.predicated = predicate.is_some();
        if let Some(msg) = spec.rejected(&facts) {
            return Err(Diagnostic::error("rule", msg.message));
        }
        let (_, form) = spec.select(&facts).ok_or_else(|| Diagnostic::error("form", format!("no lowering of '{name}' for these operands and attributes")))?;
        gate_form(spec, form, self.target)?;
        let out = self.sink.emit_form(spec, form, operands, predicate, &|k| facts.attr(k).and_then(|v| k.number(v)))?;
        self.ptx.set(self.ptx.get().max(form.requires.min_ptx_on(self.target.index())));
        Ok(out)
    }

    fn facts(&self, spec: &OpSpec, operands: &[Option<BasicValueEnum<'ctx>>], attrs: &OpAttrs) -> Result<Facts, Diagnostic> {
        if operands.len() != spec.operands.len() {
            return Err(Diagnostic::error("operands", format!("'{}' takes {} operand slot(s), got {}", spec.name, spec.operands.len(), operands.len())));
        }
        if attrs.scope.is_some_and(|s| !matches!(s, Scope::Cta | Scope::Cluster)) {
            return Err(Diagnostic::error("scope", "mbarrier scope must be either CTA or Cluster"));
        }
        let mut f = Facts::default();
        if let Some(s) = attrs.scope {
            f.set_attr(AttrKind::Scope, s.name());
        }
        for (k, on) in [(AttrKind::Relaxed, attrs.relaxed), (AttrKind::Noinc, attrs.noinc), (AttrKind::Aligned, attrs.aligned)] {
            if on && !spec.allows(k) {
                return Err(Diagnostic::error("attr", format!("'{}' has no attribute '{}'", spec.name, k.key())));
            }
            f.set_attr(k, on.to_string());
        }
        if matches!(spec.result, crate::ops::ResultSpec::I32Lanes(_)) {
            f.result_lanes = Some(attrs.result_lanes.unwrap_or(1));
        }
        for &(k, v) in attrs.other {
            if !spec.allows(k) {
                return Err(Diagnostic::error("attr", format!("'{}' has no attribute '{}'", spec.name, k.key())));
            }
            if !k.values().is_empty() && !k.values().contains(&v) || k.number(v).is_none() && k.is_int() {
                return Err(Diagnostic::error("attr", format!("'{v}' is not a value of '{}' (expected one of: {})", k.key(), k.values().join(", "))));
            }
            f.set_attr(k, v);
        }
        for (i, (os, v)) in spec.operands.iter().zip(operands).enumerate() {
            f.present.push(v.is_some());
            f.lanes.push(match (os.kind, v.map(|v| v.get_type())) {
                (OperandKind::I32Lanes(_), Some(BasicTypeEnum::IntType(t))) if t.get_bit_width() == 32 => Some(1),
                (OperandKind::I32Lanes(_), Some(BasicTypeEnum::VectorType(t))) if t.get_element_type().into_int_type().get_bit_width() == 32 => Some(t.get_size()),
                _ => None,
            });
            let Some(v) = v else {
                if !os.optional {
                    return Err(Diagnostic::error("operands", format!("'{}' needs operand '{}'", spec.name, os.name)));
                }
                f.widths.push(None);
                f.floats.push(None);
                continue;
            };
            let ok = match (os.kind, v.get_type()) {
                (OperandKind::Ptr, BasicTypeEnum::PointerType(p)) => {
                    let asp = p.get_address_space();
                    let space = spec.operand_spaces(i).iter().copied().find(|s| AddressSpace::from(s.addrspace() as u16) == asp);
                    f.space = f.space.or(space);
                    space.is_some()
                }
                (OperandKind::I1, BasicTypeEnum::IntType(i)) => i.get_bit_width() == 1,
                (OperandKind::I16, BasicTypeEnum::IntType(i)) => i.get_bit_width() == 16,
                (OperandKind::I32, BasicTypeEnum::IntType(i)) => i.get_bit_width() == 32,
                (OperandKind::I64, BasicTypeEnum::IntType(i)) => i.get_bit_width() == 64,
                (OperandKind::I32OrI64, BasicTypeEnum::IntType(i)) => matches!(i.get_bit_width(), 32 | 64),
                (OperandKind::I32Lanes(allowed), _) => f.lanes[i].is_some_and(|n| allowed.contains(&n)),
                (OperandKind::TmemOrDesc, BasicTypeEnum::IntType(i)) => i.get_bit_width() == 64,
                (OperandKind::TmemOrDesc, BasicTypeEnum::PointerType(p)) => p.get_address_space() == AddressSpace::from(6u16),
                (OperandKind::I32OrF32, BasicTypeEnum::IntType(i)) => i.get_bit_width() == 32,
                (OperandKind::I32OrF32, BasicTypeEnum::FloatType(t)) => t == self.sink.ctx.f32_type(),
                (OperandKind::I8, BasicTypeEnum::IntType(i)) => i.get_bit_width() == 8,
                (OperandKind::I128, BasicTypeEnum::IntType(i)) => i.get_bit_width() == 128,
                _ => false,
            };
            if spec.immediates.contains(&i) && !matches!(v, BasicValueEnum::IntValue(c) if c.is_const()) {
                return Err(Diagnostic::error("immediate", format!("'{}' of '{}' must be a constant: it is an immediate of the instruction", os.name, spec.name)));
            }
            if !ok {
                return Err(Diagnostic::error("type", format!("operand '{}' of '{}' has the wrong type: {}", os.name, spec.name, v.get_type())));
            }
            f.floats.push(matches!(v, BasicValueEnum::FloatValue(_)).then_some(32));
            f.widths.push(match v {
                BasicValueEnum::IntValue(i) => Some(i.get_type().get_bit_width()),
                // A tensor-memory address where a descriptor could stand (tcgen05.mma's A).
                BasicValueEnum::PointerValue(_) if os.kind == OperandKind::TmemOrDesc => Some(32),
                _ => None,
            });
        }
        for &i in spec.u20 {
            if let Some(BasicValueEnum::IntValue(c)) = operands[i] {
                if c.get_zero_extended_constant().is_some_and(|c| c >= 1 << 20) {
                    return Err(Diagnostic::error("range", format!("{} does not fit in 20 bits", spec.operands[i].name)));
                }
            }
        }
        Ok(f)
    }

    /// `nvvm.mbarrier.init`.
    pub fn mbarrier_init(&self, addr: PointerValue<'ctx>, count: IntValue<'ctx>) -> Result<(), Diagnostic> {
        self.emit("nvvm.mbarrier.init", &[Some(addr.into()), Some(count.into())], &OpAttrs::default()).map(|_| ())
    }

    /// `nvvm.mbarrier.arrive.expect_tx` with CTA scope; returns the state for
    /// shared::cta barriers.
    pub fn mbarrier_arrive_expect_tx(&self, addr: PointerValue<'ctx>, tx_bytes: IntValue<'ctx>) -> Result<Option<BasicValueEnum<'ctx>>, Diagnostic> {
        self.emit("nvvm.mbarrier.arrive.expect_tx", &[Some(addr.into()), Some(tx_bytes.into())], &OpAttrs::default())
    }

    /// `nvvm.mbarrier.try_wait.parity`: blocks (a retry loop) until the phase with
    /// parity `phase` has completed.
    pub fn mbarrier_wait_parity(&self, addr: PointerValue<'ctx>, phase: IntValue<'ctx>, ticks: IntValue<'ctx>) -> Result<(), Diagnostic> {
        self.emit("nvvm.mbarrier.try_wait.parity", &[Some(addr.into()), Some(phase.into()), Some(ticks.into())], &OpAttrs::default()).map(|_| ())
    }

    /// Verifies the module and compiles it to PTX in process at [`Self::ptx_version`].
    pub fn compile_to_ptx(&self) -> Result<String, Diagnostic> {
        compile_to_ptx(self.sink.module, self.target, self.ptx_version())
    }
}

/// Verifies `module` with LLVM's verifier and compiles it to PTX in process.
/// Only pass modules whose NVVM calls were gated for (`target`, `ptx`), e.g. by
/// [`Lowering`]: LLVM aborts the process on an unselectable intrinsic.
pub fn compile_to_ptx(module: &Module, target: Target, ptx: PtxVersion) -> Result<String, Diagnostic> {
    module.verify().map_err(|e| Diagnostic::error("llvm-verify", format!("LLVM's verifier rejected the module: {}", e.to_string().trim())))?;
    backend::compile(module, target, ptx, Backend::InProcess)
}
