//! Lifting: an LLVM module read back into the IR, so that the verifier, the
//! gating and the race checks that judge a text program judge the
//! `llvm.nvvm.*` calls a front end (or a `.ll` file) already contains.
//!
//! Each call of an NVVM intrinsic becomes the table op whose form calls it,
//! its arguments turned back into the op's operands and attributes by
//! inverting the form's argument recipe (`intrinsics/`). Loads, stores,
//! atomics, fences, GEPs, casts, integer arithmetic, branches and calls become
//! their LLVM-dialect ops; phis become block arguments. Everything else is an
//! [`OpKind::Opaque`] value of its type. The lifted module is only checked,
//! never emitted: the front end's own module is what gets compiled.

mod aliases;
mod asm;
mod block_scale;
mod calls;
mod checks;
mod foreign;
mod forms;
mod instructions;
mod locate;
mod module_asm;
mod reflect;
mod spaces;
mod values;

use crate::diag::{Diagnostic, Span};
use crate::ir::{self, Atomic, Attr, AttrDict, BinOp, Block, CastOp, CmpPred, Func, GepIndex, Global, Op, OpKind, Ordering, Param, Successor, Type, Value};
use crate::ops::{AttrKind, CallArg, Cond, KernelAttrSpec, OpSpec, OPS, KERNEL_ATTRS};
use inkwell::module::Module;
use inkwell::types::{AnyTypeEnum, AsTypeRef, BasicTypeEnum};
use inkwell::values::{AnyValue, AsValueRef, BasicValue, BasicValueEnum, FunctionValue, InstructionOpcode, InstructionValue};
use llvm_sys::prelude::LLVMValueRef;
use crate::hash::{FastMap, FastSet};
use std::collections::HashMap;
use std::sync::OnceLock;
use values::*;
use checks::*;
use locate::*;
use forms::*;

pub use calls::table_intrinsics;
pub(crate) use asm::asm_string;
pub(crate) use locate::location_text;
pub(crate) use values::node_values;

/// A lifted module and the text its spans point into.
#[derive(Debug)]
pub struct Lifted<'s> {
    pub module: ir::Module,
    /// The module's text: the `.ll` source it was read from (borrowed: a
    /// large module's text is not copied), or the module as LLVM prints it.
    /// Every op's span is the instruction's line in it (its function's
    /// header where the line could not be found).
    pub listing: std::borrow::Cow<'s, str>,
    /// Calls the checks cannot judge (an NVVM intrinsic no op of `intrinsics/`
    /// calls, or one called in a way no form does).
    pub warnings: Vec<Diagnostic>,
    /// What LLVM's NVPTX backend would abort on that the IR cannot express
    /// (a sync scope it does not know).
    pub errors: Vec<Diagnostic>,
    /// The front end's source location (`kernel.cu:12:5`, from `!dbg`) of
    /// each instruction that has one, by the start of its span.
    pub origins: HashMap<usize, String>,
    /// The call instruction each lifted call op stands for, by the op's path
    /// (function, block, op): where a check's fix goes into the module (a
    /// fence before a relaxed cluster arrive).
    pub(crate) calls: FastMap<crate::verify::OpPath, LLVMValueRef>,
}

impl Lifted<'_> {
    /// Gives each diagnostic at an instruction with a `!dbg` location that
    /// location as its origin.
    pub fn place(&self, ds: &mut [Diagnostic]) {
        for d in ds.iter_mut().filter(|d| d.origin.is_none()) {
            if let Some(o) = d.span.and_then(|s| self.origins.get(&s.lo())) {
                d.origin = Some(o.clone());
            }
        }
    }
}

/// Lifts `m`. `source`: the `.ll` text it was parsed from, for diagnostics
/// that point at the lines as written.
pub fn lift<'s>(m: &Module, source: Option<&'s str>) -> Lifted<'s> {
    let listing: std::borrow::Cow<'s, str> = source.map_or_else(|| m.print_to_string().to_string().into(), Into::into);
    let mut l = Lifter { listing: &listing, cursor: 0, names: FastMap::default(), next: 0, warnings: Vec::new(), errors: Vec::new(), func_span: Span::default(), spaces: spaces::Spaces::default(), origins: HashMap::new(), unread_asm: Vec::new(), asm_facts: FastMap::default(), mark_kind: m.get_context().get_kind_id(MARK_METADATA), struct_results: FastMap::default(), loop_kind: m.get_context().get_kind_id("llvm.loop"), func_index: 0, calls: FastMap::default(), seen_locations: FastSet::default(), needs: Vec::new(), reflect: reflect::reflect_functions(m), asm_shared: FastSet::default() };
    let mut globals: Vec<Global> = m.get_globals().filter(|g| !is_llvm_bookkeeping(*g)).filter_map(|g| l.global(g)).collect();
    // Shared variables declared in the module asm (rustc's `global_asm!`),
    // unless the IR has a variable of that name (then ptxas sees two).
    let decls: Vec<_> = module_asm::shared_decls(m).into_iter().filter(|d| !globals.iter().any(|g| g.name == d.name)).collect();
    l.asm_shared = decls.iter().map(|d| d.name.clone()).collect();
    globals.extend(l.asm_globals(&decls));
    if let Some(name) = initializer_cycle(m) {
        let span = l.find_from_start(&format!("@{name} ")).unwrap_or_default();
        l.errors.push(
            Diagnostic::error("unsupported", format!("the initializer of '@{name}' reaches '@{name}' again through the variables it names"))
                .at(span)
                .note("PTX declares a variable after those its initializer names; LLVM's NVPTX backend aborts on a cycle ('Circular dependency found in global variable set')"),
        );
    }
    let funcs = m
        .get_functions()
        .filter(|f| !f.get_name().to_bytes().starts_with(b"llvm."))
        .enumerate()
        .map(|(i, f)| {
            l.func_index = i;
            l.func(f)
        })
        .collect();
    let aliases = l.aliases(m);
    if let Some((first, span)) = l.unread_asm.first() {
        // One warning for the module: a front end's asm repeats the same
        // few instructions in every kernel.
        l.warnings.push(
            Diagnostic::warning("inline-ptx", format!("nvvm-lower cannot read {} instruction(s) in the module's inline asm (the first: '{first}'): their form, target and PTX version are not checked", l.unread_asm.len()))
                .at(*span)
                .note("intrinsics/inline_ptx.toml and inline_ptx_isa.toml list the instructions it reads; run with --verify-ptx to have ptxas assemble the module's PTX"),
        );
    }
    let (warnings, errors, origins, calls) = (std::mem::take(&mut l.warnings), std::mem::take(&mut l.errors), std::mem::take(&mut l.origins), std::mem::take(&mut l.calls));
    Lifted { module: ir::Module { globals, funcs, aliases, needs: std::mem::take(&mut l.needs) }, listing, warnings, errors, origins, calls }
}

/// Whether `g` is one of LLVM's own globals (`llvm.used`,
/// `llvm.global_ctors`, an `llvm.*` variable), which NVPTX never emits: one
/// in the section `llvm.metadata`, or named `llvm.*` and not local. NVPTX
/// renames a local `llvm.*` variable (`llvm_$_foo`) and emits it as any
/// other, with its address space and type (measured with llc-22).
fn is_llvm_bookkeeping(g: inkwell::values::GlobalValue) -> bool {
    use inkwell::module::Linkage;
    let local = matches!(g.get_linkage(), Linkage::Internal | Linkage::Private);
    let metadata = g.get_section().is_some_and(|s| s.to_bytes() == b"llvm.metadata");
    metadata || (g.get_name().to_bytes().starts_with(b"llvm.") && !local)
}

/// The IR type of an LLVM type, where the IR has one.
pub fn ir_type(t: BasicTypeEnum<'_>) -> Option<Type> {
    Some(match t {
        BasicTypeEnum::IntType(i) => Type::Int(i.get_bit_width()),
        BasicTypeEnum::FloatType(f) if f == f.get_context().bf16_type() => Type::BF16,
        BasicTypeEnum::FloatType(f) => Type::Float(float_bits(f)),
        BasicTypeEnum::PointerType(p) => Type::Ptr(addrspace(p)),
        BasicTypeEnum::ArrayType(a) => Type::Array(u64::from(a.len()), Box::new(ir_type(a.get_element_type())?)),
        BasicTypeEnum::VectorType(v) => Type::Vector(u64::from(v.get_size()), Box::new(ir_type(v.get_element_type())?)),
        BasicTypeEnum::StructType(s) => Type::Struct(s.get_field_types().into_iter().map(ir_type).collect::<Option<_>>()?),
        BasicTypeEnum::ScalableVectorType(_) => return None,
    })
}

fn addrspace(p: inkwell::types::PointerType<'_>) -> u32 {
    // SAFETY: `p` is a live pointer type.
    unsafe { llvm_sys::core::LLVMGetPointerAddressSpace(p.as_type_ref()) }
}

fn float_bits(f: inkwell::types::FloatType<'_>) -> u32 {
    let ctx = f.get_context();
    if f == ctx.f64_type() {
        64
    } else if f == ctx.f16_type() {
        16
    } else {
        32
    }
}

fn any_ir_type(t: AnyTypeEnum<'_>) -> Option<Type> {
    BasicTypeEnum::try_from(t).ok().and_then(ir_type)
}

struct Lifter<'s> {
    listing: &'s str,
    /// Where the search for the next instruction's line starts.
    cursor: usize,
    /// Hashed fast: every operand of every instruction is looked up here.
    names: FastMap<LLVMValueRef, String>,
    next: usize,
    warnings: Vec<Diagnostic>,
    errors: Vec<Diagnostic>,
    func_span: Span,
    spaces: spaces::Spaces,
    origins: HashMap<usize, String>,
    /// What the inline-PTX reader made of each inline-asm value: LLVM gives
    /// one value to every call of the same string and constraints, which
    /// front ends repeat hundreds of times (Triton's `st.shared`).
    asm_facts: FastMap<LLVMValueRef, std::rc::Rc<asm::AsmFacts>>,
    /// The metadata kind of [`MARK_METADATA`], looked up once.
    mark_kind: u32,
    /// Calls whose intrinsic returns a struct where the op gives one of its
    /// fields (`llvm.nvvm.elect.sync`'s `{i32, i1}`, the op's i1): the op's
    /// result name and type, which an `extractvalue` of that field becomes.
    struct_results: FastMap<LLVMValueRef, (String, Type)>,
    /// The metadata kind `llvm.loop`, looked up once.
    loop_kind: u32,
    /// The index of the function being lifted, and each call op's instruction.
    func_index: usize,
    calls: FastMap<crate::verify::OpPath, LLVMValueRef>,
    /// Sync-family instructions of the module's inline asm that no rule of
    /// `intrinsics/inline_ptx.toml` names, with their call's line.
    unread_asm: Vec<(String, Span)>,
    /// `!dbg` locations already judged ([`Lifter::check_debug_location`]).
    seen_locations: FastSet<usize>,
    /// What places requirements without being an op ([`ir::Need`]).
    needs: Vec<ir::Need>,
    /// The module's functions NVVMReflect folds the calls of (`reflect`).
    reflect: Vec<LLVMValueRef>,
    /// The shared variables the module asm declares ([`module_asm`]).
    asm_shared: FastSet<String>,
}

impl<'s> Lifter<'s> {
    fn fresh(&mut self, what: &str) -> String {
        self.next += 1;
        format!("{what}{}", self.next)
    }

    fn global(&mut self, g: inkwell::values::GlobalValue<'_>) -> Option<Global> {
        let source_name = g.get_name().to_str().ok()?.to_string();
        let name = ptx_symbol(g.as_value_ref());
        // SAFETY: `g` is a live global variable.
        if let Some(kind) = foreign::foreign_type(unsafe { llvm_sys::core::LLVMGlobalGetValueType(g.as_value_ref()) }) {
            let span = self.declaration(&source_name);
            self.refuse_foreign("this variable has", kind, span);
            return None;
        }
        let ty = ir_type(g.get_value_type().try_into().ok()?)?;
        let span = self.declaration(&source_name);
        self.refuse_raw_data(g.as_value_ref(), &source_name, span);
        if g.is_thread_local() {
            self.errors.push(
                Diagnostic::error("unsupported", format!("'@{source_name}' is thread-local, which PTX has no storage for"))
                    .at(span)
                    .note("LLVM's NVPTX backend drops thread_local and writes one variable for every thread of the grid; a variable per thread is a local (an alloca)"),
            );
        }
        if let Some((code, why)) = initializer_fault(g.as_value_ref()) {
            self.errors.push(Diagnostic::error(code, format!("the initializer of '@{source_name}' {why}")).at(span));
        }
        use inkwell::module::Linkage;
        let linkage = match g.get_linkage() {
            Linkage::Internal => "internal",
            Linkage::Private => "private",
            Linkage::WeakAny | Linkage::WeakODR => "weak",
            Linkage::Common => "common",
            _ if g.get_initializer().is_some() => "internal",
            _ => "external",
        };
        Some(Global {
            name,
            ty,
            addrspace: addrspace(g.as_pointer_value().get_type()),
            alignment: match written_alignment(g.get_alignment(), || g.print_to_string().to_string()) {
                0 => None,
                a => match u32::try_from(a) {
                    Ok(a) => Some(a),
                    Err(_) => {
                        // 2^32, LLVM's largest, is past what the IR's u32 holds.
                        self.errors.push(
                            Diagnostic::error("attr", format!("global '@{source_name}' has alignment {a}; it must be a power of two from 1 to {} (2^24)", crate::verify::shapes::MAX_GLOBAL_ALIGN))
                                .at(span)
                                .note("LLVM's C interface reads it as 0 (no alignment); ptxas refuses the PTX (\"Alignment must be a power of two\")"),
                        );
                        None
                    }
                },
            },
            linkage: linkage.to_string(),
            constant: g.is_constant(),
            span,
            name_span: span,
        })
    }

    fn func(&mut self, f: FunctionValue<'_>) -> Func {
        let source_name = f.get_name().to_string_lossy().into_owned();
        let name = ptx_symbol(f.as_value_ref());
        let header = if f.count_basic_blocks() == 0 { "declare " } else { "define " };
        // Functions are listed in the module's order: search on from the
        // last one (from the start again only when it is not there), or a
        // module of many functions costs time quadratic in their number.
        let needle = format!("@{source_name}(");
        let at = self.listing[self.cursor..].find(&needle).map(|i| self.cursor + i).or_else(|| self.listing.find(&needle));
        self.cursor = at.and_then(|at| self.listing[..at].rfind(header)).unwrap_or(self.cursor);
        let span = self.find(&format!("@{source_name}(")).unwrap_or_default();
        self.func_span = span;
        self.refuse_raw_data(f.as_value_ref(), &source_name, span);
        self.check_reflect_function(f, &source_name, span);
        if self.foreign_signature(f, span) {
            return Func { name, params: Vec::new(), result: None, attrs: AttrDict::default(), blocks: Vec::new(), span, name_span: span };
        }
        let params = f
            .get_param_iter()
            .enumerate()
            .map(|(i, p)| {
                let n = format!("arg{i}");
                self.names.insert(p.as_value_ref(), n.clone());
                Param { name: n.into(), ty: ir_type(p.get_type()).unwrap_or(Type::Int(8)), span }
            })
            .collect();
        let result = f.get_type().get_return_type().and_then(ir_type);
        let mut attrs = AttrDict::default();
        if f.get_call_conventions() == crate::emit::PTX_KERNEL_CC {
            attrs.entries.push(("nvvm.kernel".into(), Attr::Unit, span));
        }
        for spec in KERNEL_ATTRS.iter() {
            if let Some(a) = kernel_attr(f, spec) {
                attrs.entries.push((spec.key.into(), a, span));
            }
        }
        let blocks = self.blocks(f);
        Func { name, params, result, attrs, blocks, span, name_span: span }
    }

    fn blocks(&mut self, f: FunctionValue<'_>) -> Vec<Block> {
        let bbs = f.get_basic_blocks();
        let labels: HashMap<_, String> = bbs.iter().enumerate().map(|(i, b)| (*b, format!("bb{i}"))).collect();
        // Phis are block arguments; name them first, so branches can pass them.
        let mut params: HashMap<_, Vec<(InstructionValue, Param)>> = HashMap::new();
        for bb in &bbs {
            for i in bb.get_instructions().take_while(|i| i.get_opcode() == InstructionOpcode::Phi) {
                let n = self.fresh("phi");
                self.names.insert(i.as_value_ref(), n.clone());
                self.check_reflect_uses(i, self.func_span);
                // SAFETY: `i` is a live phi.
                let foreign = foreign::foreign_type(unsafe { llvm_sys::core::LLVMTypeOf(i.as_value_ref()) });
                if let Some(kind) = foreign {
                    self.refuse_foreign("this function has a phi of", kind, self.func_span);
                }
                let ty = if foreign.is_some() { Type::Int(8) } else { any_ir_type(i.get_type()).unwrap_or(Type::Int(8)) };
                params.entry(*bb).or_default().push((i, Param { name: n.into(), ty, span: self.func_span }));
            }
        }
        let mut out = Vec::new();
        for (bi, bb) in bbs.iter().enumerate() {
            let mut ops = Vec::new();
            for i in bb.get_instructions().skip_while(|i| i.get_opcode() == InstructionOpcode::Phi) {
                let before = ops.len();
                self.inst(i, &labels, &params, *bb, &mut ops);
                // The call's own op is the last `inst` writes.
                if i.get_opcode() == InstructionOpcode::Call && ops.len() > before {
                    self.calls.insert((self.func_index, bi, ops.len() - 1), i.as_value_ref());
                }
            }
            let ps = params.get(bb).map(|v| v.iter().map(|(_, p)| p.clone()).collect()).unwrap_or_default();
            out.push(Block { label: Some(format!("bb{bi}")), params: if bi == 0 { Vec::new() } else { ps }, ops, span: self.func_span });
        }
        out
    }

    /// A use of `v` in an op at `span`; constants and globals are
    /// materialised into `ops` first.
    fn value(&mut self, v: BasicValueEnum<'_>, span: Span, ops: &mut Vec<Op>) -> Value {
        if let Some(n) = self.names.get(&v.as_value_ref()) {
            return Value::new(n, span);
        }
        let name = self.fresh("c");
        let ty = ir_type(v.get_type());
        let kind = match v {
            BasicValueEnum::IntValue(i) if i.is_const() && i.get_type().get_bit_width() <= 64 && !is_const_expr(v) => match i.get_sign_extended_constant() {
                Some(c) => OpKind::Constant { value: i128::from(c), ty: ty.clone().unwrap_or(Type::Int(64)) },
                None => OpKind::Opaque { ty: ty.clone(), terminator: false },
            },
            BasicValueEnum::PointerValue(p) if is_global(v) => {
                let global = ptx_symbol(p.as_value_ref());
                OpKind::AddressOf { global, ty: ty.clone().unwrap_or(Type::Ptr(0)) }
            }
            _ if is_undef_or_null(v) => OpKind::Zero { ty: ty.clone().unwrap_or(Type::Int(8)), undef: true },
            _ if is_const_expr(v) => return self.const_expr(v, span, ops),
            _ => OpKind::Opaque { ty: ty.clone(), terminator: false },
        };
        ops.push(Op { result: Some(Value::new(&name, span)), name: "llvm.mlir.constant".into(), kind, attrs: AttrDict::default(), span, name_span: span });
        Value::new(name, span)
    }

    fn define(&mut self, i: InstructionValue<'_>, what: &str) -> Option<Value> {
        if any_ir_type(i.get_type()).is_none() {
            return None;
        }
        let n = self.fresh(what);
        self.names.insert(i.as_value_ref(), n.clone());
        Some(Value::new(n, Span::default()))
    }

    fn operand(&mut self, i: InstructionValue<'_>, at: u32, span: Span, ops: &mut Vec<Op>) -> Option<Value> {
        let v = i.get_operand(at)?.value()?;
        Some(self.value(v, span, ops))
    }

    /// A pointer operand, in the space it points into: a generic pointer
    /// whose space is known ([`spaces`]) is cast to it first, as LLVM's
    /// InferAddressSpaces rewrites the access, so that the checks see a
    /// store to a peer CTA or an atomic on global memory as such.
    pub(super) fn pointer(&mut self, v: BasicValueEnum<'_>, span: Span, ops: &mut Vec<Op>) -> Option<(Value, Type)> {
        let ty = ir_type(v.get_type())?;
        let value = self.value(v, span, ops);
        let Some(space) = (ty == Type::Ptr(0)).then(|| self.spaces.of(v.as_value_ref())).flatten() else { return Some((value, ty)) };
        let (name, to) = (self.fresh("as"), Type::Ptr(space));
        let kind = OpKind::Cast { op: CastOp::AddrSpaceCast, value, from: ty, to: to.clone() };
        ops.push(Op { result: Some(Value::new(&name, span)), name: "llvm.addrspacecast".into(), kind, attrs: AttrDict::default(), span, name_span: span });
        Some((Value::new(name, span), to))
    }

    fn pointer_operand(&mut self, i: InstructionValue<'_>, at: u32, span: Span, ops: &mut Vec<Op>) -> Option<(Value, Type)> {
        self.pointer(i.get_operand(at)?.value()?, span, ops)
    }

    fn operand_type(i: InstructionValue<'_>, at: u32) -> Option<Type> {
        ir_type(i.get_operand(at)?.value()?.get_type())
    }

}

/// A kernel attribute LLVM carries as a string function attribute.
fn kernel_attr(f: FunctionValue<'_>, spec: &KernelAttrSpec) -> Option<Attr> {
    let a = f.get_string_attribute(inkwell::attributes::AttributeLoc::Function, spec.llvm)?;
    let value = a.get_string_value().to_str().ok()?.to_string();
    use crate::ops::AttrValue;
    Some(match spec.value {
        AttrValue::Unit => Attr::Unit,
        AttrValue::Int => Attr::Int(value.trim().parse().ok()?),
        AttrValue::List => Attr::IntArray(value.split(',').map(|x| x.trim().parse().ok()).collect::<Option<_>>()?),
    })
}

/// An intrinsic call lifted to an op: its name, kind and attributes.
type LiftedCall = (&'static str, OpKind, Vec<(String, Attr)>);

/// The metadata the library puts on the first instruction of an op whose
/// kernel-wide rule needs the op itself (`OpSpec::library_mark`: a DSMEM
/// handshake, a pipeline commit): the op's name, then its integer attributes
/// as key and value, so that the rules (src/verify/cluster_shape.rs, the
/// commit's guard in src/verify/races) judge the front end's module as they
/// judge text, after the op has become plain calls.
pub const MARK_METADATA: &str = "nvvm_lower.op";

/// The op a library mark (metadata of `kind`, MARK_METADATA's) on `i` names,
/// with its integer attributes.
fn library_mark(i: InstructionValue<'_>, kind: u32) -> Option<(&'static str, Vec<(String, i128)>)> {
    use inkwell::values::BasicMetadataValueEnum as M;
    let values = values::node_values(i.get_metadata(kind)?)?;
    let string = |v: &M<'_>| match v {
        M::MetadataValue(m) => m.get_string_value().and_then(|s| std::str::from_utf8(s).ok()).map(str::to_string),
        _ => None,
    };
    // Only an op the tables mark: the name is the table's own.
    let spec = crate::ops::OpSpec::find(&string(values.first()?)?).filter(|s| s.library_mark)?;
    let attrs = values[1..]
        .chunks(2)
        .filter_map(|kv| match kv {
            [k, M::IntValue(v)] => Some((string(k)?, i128::from(v.get_zero_extended_constant()?))),
            _ => None,
        })
        .collect();
    Some((spec.name, attrs))
}

/// The one index of an `extractvalue` of an inline asm call's struct result.
fn asm_result(i: InstructionValue<'_>) -> Option<u32> {
    use llvm_sys::core as c;
    let raw = i.as_value_ref();
    // SAFETY: `raw` is a live extractvalue instruction; its operand 0 is a
    // live value, its called operand (for a call) a live value, and its
    // index list holds LLVMGetNumIndices entries.
    unsafe {
        let agg = c::LLVMGetOperand(raw, 0);
        if agg.is_null() || c::LLVMIsACallInst(agg).is_null() || c::LLVMIsAInlineAsm(c::LLVMGetCalledValue(agg)).is_null() || c::LLVMGetNumIndices(raw) != 1 {
            return None;
        }
        Some(*c::LLVMGetIndices(raw))
    }
}
