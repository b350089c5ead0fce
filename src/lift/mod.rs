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
mod block_scale;
mod calls;
mod foreign;
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

pub use calls::table_intrinsics;
pub(crate) use calls::asm_string;
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

/// The largest alloca alignment ptxas assembles (the local depot's).
const MAX_ALLOCA_ALIGN: u64 = 1 << 23;

/// An alignment as written: LLVM's C interface gives `raw` as an unsigned
/// 32-bit number, so 2^32 (LLVM's largest) reads as 0; then the printed
/// value (`printed`) says what it is.
fn written_alignment(raw: u32, printed: impl FnOnce() -> String) -> u64 {
    if raw != 0 {
        return u64::from(raw);
    }
    let text = printed();
    text.rsplit_once(", align ").and_then(|(_, rest)| rest.split(|c: char| !c.is_ascii_digit()).next()?.parse().ok()).unwrap_or(0)
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
    asm_facts: FastMap<LLVMValueRef, std::rc::Rc<calls::AsmFacts>>,
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

    /// The span of the first line at or after the cursor that contains `text`.
    fn find(&mut self, text: &str) -> Option<Span> {
        let at = self.cursor + self.listing.get(self.cursor..)?.find(text)?;
        let line_start = self.listing[..at].rfind('\n').map_or(0, |i| i + 1);
        let line_end = self.listing[at..].find('\n').map_or(self.listing.len(), |i| at + i);
        self.cursor = line_end;
        let start = line_start + (self.listing[line_start..line_end].len() - self.listing[line_start..line_end].trim_start().len());
        Some(Span::new(start, line_end))
    }

    /// An error for what of `v` NVPTX would write as data ptxas cannot
    /// parse ([`values::raw_data`]).
    pub(super) fn refuse_raw_data(&mut self, v: llvm_sys::prelude::LLVMValueRef, source_name: &str, span: Span) {
        if let Some(what) = raw_data(v) {
            self.errors.push(
                Diagnostic::error("unsupported", format!("'@{source_name}' has {what}, which PTX has no form of"))
                    .at(span)
                    .note("LLVM's NVPTX backend writes it as raw data that ptxas cannot parse; remove it"),
            );
        }
    }

    /// Floating-point arithmetic and conversions LLVM's NVPTX backend would
    /// make a library call of, which it has none of: on `fp128`,
    /// `x86_fp80` or `ppc_fp128`, a comparison of `fp128` or `x86_fp80`
    /// (llc-22 compares ppc_fp128 itself), and between a float and an
    /// integer wider than 64 bits. llc-22 aborts on each ('unsupported
    /// library call operation'; measured).
    fn check_libcall(&mut self, i: InstructionValue<'_>, span: Span) {
        use InstructionOpcode as O;
        let op = i.get_opcode();
        let compare = op == O::FCmp;
        if !compare && !matches!(op, O::FAdd | O::FSub | O::FMul | O::FDiv | O::FRem | O::FPTrunc | O::FPExt | O::FPToSI | O::FPToUI | O::SIToFP | O::UIToFP) {
            return;
        }
        let called: &[&str] = if compare { &["fp128", "x86_fp80"] } else { &["fp128", "x86_fp80", "ppc_fp128"] };
        // SAFETY: `i` is a live instruction with at least one operand; the
        // types are live.
        let (result, source) = unsafe {
            use llvm_sys::core as c;
            let element = |t| if matches!(c::LLVMGetTypeKind(t), llvm_sys::LLVMTypeKind::LLVMVectorTypeKind) { c::LLVMGetElementType(t) } else { t };
            (element(c::LLVMTypeOf(i.as_value_ref())), element(c::LLVMTypeOf(c::LLVMGetOperand(i.as_value_ref(), 0))))
        };
        let no_float = [result, source].into_iter().find_map(|t| calls::float_type_name(t).filter(|n| called.contains(n)));
        // SAFETY: the types are live; an integer type's width is read only for integers.
        let wide_int = [result, source].into_iter().find_map(|t| unsafe {
            (matches!(llvm_sys::core::LLVMGetTypeKind(t), llvm_sys::LLVMTypeKind::LLVMIntegerTypeKind) && llvm_sys::core::LLVMGetIntTypeWidth(t) > 64).then(|| llvm_sys::core::LLVMGetIntTypeWidth(t))
        });
        let why = match (no_float, wide_int) {
            (Some(f), _) => format!("LLVM's NVPTX backend has no {f} arithmetic, comparison or conversion"),
            (None, Some(w)) => format!("LLVM's NVPTX backend has no conversion between a float and i{w} (wider than 64 bits)"),
            (None, None) => return,
        };
        self.errors.push(Diagnostic::error("unsupported", why).at(span).note("llc-22 aborts: 'unsupported library call operation' (it has no library to call on the GPU)"));
    }

    /// An alloca of a size known only at run time places the requirement
    /// of PTX's `alloca` (`intrinsics/types.toml`).
    fn check_dynamic_alloca(&mut self, i: InstructionValue<'_>, span: Span) {
        // SAFETY: `i` is a live alloca; its operand 0 is the element count.
        let constant = unsafe { !llvm_sys::core::LLVMIsAConstantInt(llvm_sys::core::LLVMGetOperand(i.as_value_ref(), 0)).is_null() };
        if let Some(directive) = crate::ops::DirectiveSpec::find("dynamic_alloca").filter(|_| !constant) {
            self.needs.push(ir::Need { what: "an alloca of a size known only at run time".into(), requires: &directive.requires, span });
        }
    }

    /// The line that defines the global value `@name`: searched on from
    /// the cursor (values are read in the module's order, so a module of
    /// many costs linear time), and from the start when it is behind it
    /// (two globals on one line; the first of the aliases, read after the
    /// functions).
    pub(super) fn declaration(&mut self, name: &str) -> Span {
        let at = format!("@{name} ");
        self.find(&at).or_else(|| self.find_from_start(&at)).unwrap_or_default()
    }

    /// [`Self::find`] from the start of the listing.
    fn find_from_start(&mut self, text: &str) -> Option<Span> {
        let cursor = std::mem::take(&mut self.cursor);
        let found = self.find(text);
        if found.is_none() {
            self.cursor = cursor;
        }
        found
    }

    /// The instruction's line. LLVM keeps a function's instructions in the
    /// order of its text, so the next instruction line of the listing is the
    /// one, when its opcode agrees; else (an intrinsic call LLVM upgraded
    /// into other instructions) the line is searched for by its text.
    fn locate(&mut self, i: InstructionValue<'_>) -> Span {
        let from = self.cursor;
        if let Some((span, opcode)) = self.next_instruction_line() {
            if opcode == opcode_keyword(i.get_opcode()) {
                return span;
            }
        }
        self.cursor = from;
        self.locate_by_text(i)
    }

    /// The next line at or after the cursor that holds an instruction other
    /// than a phi (the lift takes phis as block arguments): its span and its
    /// opcode's keyword. Labels, comments, blank and debug-record lines are
    /// passed over, and so are the continuation lines of an instruction
    /// whose brackets a line leaves open (a `switch`'s cases). None at the
    /// end of the function.
    fn next_instruction_line(&mut self) -> Option<(Span, &'s str)> {
        loop {
            let rest = self.listing.get(self.cursor..)?;
            if rest.is_empty() {
                return None;
            }
            let start = self.cursor;
            let end = rest.find('\n').map_or(self.listing.len(), |n| start + n);
            self.cursor = (end + 1).min(self.listing.len());
            let line = &self.listing[start..end];
            let code = code_of(line).trim();
            if code == "}" {
                return None;
            }
            if code.is_empty() || code.starts_with("#dbg_") || code.ends_with(':') {
                continue;
            }
            let mut open = bracket_balance(code);
            while open > 0 && self.cursor < self.listing.len() {
                let next_end = self.listing[self.cursor..].find('\n').map_or(self.listing.len(), |n| self.cursor + n);
                open += bracket_balance(code_of(&self.listing[self.cursor..next_end]));
                self.cursor = (next_end + 1).min(self.listing.len());
            }
            let word = opcode_word(code);
            if word == "phi" {
                continue;
            }
            let lo = start + (line.len() - line.trim_start().len());
            return Some((Span::new(lo, end), word));
        }
    }

    /// The instruction's line found by its text: the printed instruction as
    /// written, else without the suffixes LLVM prints and sources often leave
    /// out (alignment, metadata), else its result's definition or its callee.
    /// Printing an instruction numbers its whole function, so this is the
    /// slow way, for the lines the walk in order could not match.
    fn locate_by_text(&mut self, i: InstructionValue<'_>) -> Span {
        let text = i.print_to_string().to_string();
        let text = text.trim();
        let mut needles = vec![text.to_string()];
        let bare = [", align ", ", !"].iter().fold(text, |t, cut| t.split(cut).next().unwrap_or(t));
        needles.push(bare.to_string());
        if let Some(eq) = text.find(" = ").filter(|_| text.starts_with('%')) {
            needles.push(text[..eq + 3].to_string());
        }
        if let Some(paren) = text.find('(').filter(|_| i.get_opcode() == InstructionOpcode::Call) {
            needles.push(text[..paren + 1].trim_start_matches(|c| c != 'c').to_string());
        }
        let from = self.cursor;
        for n in needles.iter().filter(|n| !n.is_empty()) {
            self.cursor = from;
            if let Some(span) = self.find(n) {
                return span;
            }
        }
        self.cursor = from;
        self.func_span
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

    /// An alloca's alignment is the alignment of the kernel's local depot:
    /// ptxas dies of SIGSEGV on one of 2^24 or more (measured with ptxas 13.5
    /// on sm_90: 2^23 assembles), and LLVM's C interface reads 2^32 as 0.
    fn check_alloca_alignment(&mut self, i: InstructionValue<'_>, span: Span) {
        // SAFETY: `i` is a live alloca instruction.
        let raw = unsafe { llvm_sys::core::LLVMGetAlignment(i.as_value_ref()) };
        let a = written_alignment(raw, || i.print_to_string().to_string());
        if a > MAX_ALLOCA_ALIGN {
            self.errors.push(
                Diagnostic::error("attr", format!("this alloca has alignment {a}; at most {MAX_ALLOCA_ALIGN} (2^23)"))
                    .at(span)
                    .note("the kernel's local memory (.local __local_depot) takes the alignment, and ptxas 13.5 dies of SIGSEGV from 2^24"),
            );
        }
    }

    /// A `!dbg` location whose nodes are not of the kinds LLVM's DWARF writer
    /// reads them as: LLVM's parser and verifier take a `DILexicalBlockFile`
    /// whose `file:` is a tuple, and the NVPTX asm printer's DWARF writer
    /// then reads the tuple as a file (SIGSEGV, llc-22 too). Each location
    /// is judged once.
    fn check_debug_location(&mut self, i: InstructionValue<'_>, span: Span) {
        use llvm_sys::debuginfo as di;
        // SAFETY: `i` is a live instruction; its location is metadata of its context.
        let loc = unsafe { di::LLVMInstructionGetDebugLoc(i.as_value_ref()) };
        if loc.is_null() || !self.seen_locations.insert(loc as usize) {
            return;
        }
        // SAFETY: live metadata, each node read as the kind it was found to be.
        let fault = unsafe { location_fault(loc) };
        if let Some(what) = fault {
            self.errors.push(
                Diagnostic::error("metadata", format!("this instruction's debug location has {what}"))
                    .at(span)
                    .note("LLVM's verifier takes it, and LLVM's DWARF writer reads the node as what it should be and crashes (llc-22 too)"),
            );
        }
    }

    /// A loop's `llvm.loop.unroll.count` hint without its count: LLVM's
    /// NVPTX asm printer reads the count of every loop header's hint and
    /// dies of SIGSEGV on one that has none (llc-22 too); LLVM's verifier
    /// does not look.
    fn check_loop_metadata(&mut self, i: InstructionValue<'_>, span: Span) {
        use inkwell::values::BasicMetadataValueEnum as M;
        let Some(loop_id) = i.get_metadata(self.loop_kind) else { return };
        let null_operand = || {
            Diagnostic::error("metadata", "this loop's 'llvm.loop' metadata has a null operand")
                .at(span)
                .note("LLVM's NVPTX backend reads every operand of a loop's hints at its header and dies on a null one (llc-22 too)")
        };
        let Some(hints) = values::node_values(loop_id) else {
            self.errors.push(null_operand());
            return;
        };
        for hint in hints {
            let M::MetadataValue(node) = hint else { continue };
            if !node.is_node() {
                continue;
            }
            let Some(parts) = values::node_values(node) else {
                self.errors.push(null_operand());
                return;
            };
            let name = match parts.first() {
                Some(M::MetadataValue(s)) => s.get_string_value().map(|b| String::from_utf8_lossy(b).into_owned()),
                _ => None,
            };
            let counted = matches!(parts.get(1), Some(M::IntValue(_))) && parts.len() == 2;
            if name.as_deref() == Some("llvm.loop.unroll.count") && !counted {
                self.errors.push(
                    Diagnostic::error("metadata", "this loop's 'llvm.loop.unroll.count' hint has no count (one integer)")
                        .at(span)
                        .note("LLVM's NVPTX backend reads it at every loop header and dies of SIGSEGV (llc-22 too); write !{!\"llvm.loop.unroll.count\", i32 N}"),
                );
            }
        }
    }

    /// The op result an `extractvalue` takes from a call recorded in
    /// `struct_results`: the one field of the op's result type.
    fn op_field(&self, i: InstructionValue<'_>) -> Option<String> {
        if i.get_opcode() != InstructionOpcode::ExtractValue {
            return None;
        }
        let from = i.get_operand(0)?.value()?;
        let (name, ty) = self.struct_results.get(&from.as_value_ref())?;
        (any_ir_type(i.get_type()).as_ref() == Some(ty)).then(|| name.clone())
    }

    /// A constant expression: casts and GEPs of globals are lifted as ops.
    fn const_expr(&mut self, v: BasicValueEnum<'_>, span: Span, ops: &mut Vec<Op>) -> Value {
        use llvm_sys::LLVMOpcode;
        let raw = v.as_value_ref();
        // SAFETY: `raw` is a live constant expression of the module being lifted.
        let (opcode, n) = unsafe { (llvm_sys::core::LLVMGetConstOpcode(raw), llvm_sys::core::LLVMGetNumOperands(raw)) };
        let operand = |i| -> Option<BasicValueEnum<'_>> {
            // SAFETY: i < n operands of a live constant.
            let o = unsafe { llvm_sys::core::LLVMGetOperand(raw, i) };
            // SAFETY: the operand is a live value of the same context.
            (!o.is_null()).then(|| unsafe { BasicValueEnum::new(o) })
        };
        let ty = ir_type(v.get_type()).unwrap_or(Type::Ptr(0));
        let name = self.fresh("c");
        let kind = match (opcode, operand(0)) {
            (LLVMOpcode::LLVMAddrSpaceCast, Some(src)) => {
                let from = ir_type(src.get_type()).unwrap_or(Type::Ptr(0));
                OpKind::Cast { op: CastOp::AddrSpaceCast, value: self.value(src, span, ops), from, to: ty.clone() }
            }
            (LLVMOpcode::LLVMGetElementPtr, Some(base)) => {
                let base_ty = ir_type(base.get_type()).unwrap_or(Type::Ptr(0));
                let base = self.value(base, span, ops);
                // SAFETY: a GEP constant expression has a source element type.
                let elem = unsafe { llvm_sys::core::LLVMGetGEPSourceElementType(raw) };
                // SAFETY: the type belongs to the module's context.
                let elem_ty = unsafe { BasicTypeEnum::new(elem) };
                let indices = (1..n as u32).filter_map(operand).map(|i| GepIndex::Const(const_int(i).unwrap_or(0))).collect();
                OpKind::Gep { base, indices, base_ty: base_ty.clone(), result_ty: base_ty, elem_ty: ir_type(elem_ty).unwrap_or(Type::Int(8)), index_tys: vec![] }
            }
            // A shared address as the integer an asm operand takes
            // (`ptrtoint (ptr addrspace(3) @bar to i32)`): the race checks
            // follow it back to its variable.
            (LLVMOpcode::LLVMPtrToInt | LLVMOpcode::LLVMIntToPtr | LLVMOpcode::LLVMTrunc, Some(src)) => {
                let op = match opcode {
                    LLVMOpcode::LLVMPtrToInt => CastOp::PtrToInt,
                    LLVMOpcode::LLVMIntToPtr => CastOp::IntToPtr,
                    _ => CastOp::Trunc,
                };
                // Scalars only: a vector's cast takes no part in a check.
                match (ir_type(src.get_type()), &ty) {
                    (Some(from @ (Type::Ptr(_) | Type::Int(_))), Type::Ptr(_) | Type::Int(_)) => OpKind::Cast { op, value: self.value(src, span, ops), from, to: ty.clone() },
                    _ => OpKind::Opaque { ty: Some(ty), terminator: false },
                }
            }
            _ => OpKind::Opaque { ty: Some(ty), terminator: false },
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

    fn inst(&mut self, i: InstructionValue<'_>, labels: &HashMap<inkwell::basic_block::BasicBlock<'_>, String>, params: &HashMap<inkwell::basic_block::BasicBlock<'_>, Vec<(InstructionValue<'_>, Param)>>, here: inkwell::basic_block::BasicBlock<'_>, ops: &mut Vec<Op>) {
        let span = self.locate(i);
        if i.get_opcode() == InstructionOpcode::Alloca {
            self.check_alloca_alignment(i, span);
            self.check_dynamic_alloca(i, span);
        }
        if i.get_opcode() == InstructionOpcode::IndirectBr {
            self.errors.push(
                Diagnostic::error("unsupported", "LLVM's NVPTX backend cannot branch to an address (indirectbr)")
                    .at(span)
                    .note("llc-22 aborts ('Cannot select: brind'); branch with a switch instead"),
            );
        }
        if i.is_terminator() {
            self.check_loop_metadata(i, span);
        }
        self.check_debug_location(i, span);
        self.check_reflect_uses(i, span);
        if self.foreign(i, span, ops) {
            return;
        }
        if let Some(name) = self.op_field(i) {
            // The op's own result (elect.sync's predicate, which a guard
            // branches on), not an opaque value.
            self.names.insert(i.as_value_ref(), name);
            return;
        }
        if span != self.func_span {
            if let Some(o) = debug_location(i) {
                self.origins.entry(span.lo()).or_insert(o);
            }
        }
        let (name, kind, attrs) = match self.kind(i, span, labels, params, here, ops) {
            Some(k) => k,
            // `unreachable` by its name: the protocol model ends a path there.
            None if i.get_opcode() == InstructionOpcode::Unreachable => ("llvm.unreachable", OpKind::Opaque { ty: None, terminator: true }, Vec::new()),
            // An alloca keeps its name: the race checks know a store to the
            // thread's own stack writes no shared memory.
            None if i.get_opcode() == InstructionOpcode::Alloca => (ir::ALLOCA, OpKind::Opaque { ty: any_ir_type(i.get_type()), terminator: false }, Vec::new()),
            None => ("llvm.opaque", OpKind::Opaque { ty: any_ir_type(i.get_type()), terminator: i.is_terminator() }, Vec::new()),
        };
        let result = match &kind {
            OpKind::Table { .. } => self.table_result(i, &kind, span, ops),
            OpKind::Store { .. } | OpKind::Fence { .. } | OpKind::Br { .. } | OpKind::CondBr { .. } | OpKind::Switch { .. } | OpKind::Return { .. } => None,
            _ => self.define(i, "v").map(|v| Value { span, ..v }),
        };
        if let Some((op, attrs)) = library_mark(i, self.mark_kind) {
            // A mark with no effect, for the op's kernel-wide rule.
            let attrs = AttrDict { entries: attrs.into_iter().map(|(k, v)| (k.into(), Attr::Int(v), span)).collect() };
            ops.push(Op { result: None, name: op.into(), kind: OpKind::Opaque { ty: None, terminator: false }, attrs, span, name_span: span });
        }
        let attrs = AttrDict { entries: attrs.into_iter().map(|(k, a)| (k.into(), a, span)).collect() };
        ops.push(Op { result, name: name.into(), kind, attrs, span, name_span: span });
    }

    /// A table op's result: the call's own value where its type is the op's,
    /// else a fresh name (the call's value becomes an opaque one of its type).
    fn table_result(&mut self, i: InstructionValue<'_>, kind: &OpKind, span: Span, ops: &mut Vec<Op>) -> Option<Value> {
        let OpKind::Table { result_type, types, spec, .. } = kind else { return None };
        let want = match spec.types {
            crate::ops::TypeList::Result => types.first().map(|(t, _)| t.clone()),
            _ => result_type.as_ref().map(|(t, _)| t.clone()),
        };
        let have = any_ir_type(i.get_type());
        match (want, have) {
            (Some(w), Some(h)) if w == h => self.define(i, "v").map(|v| Value { span, ..v }),
            (w, Some(h)) => {
                let real = self.define(i, "v").map(|v| Value { span, ..v });
                let field = matches!(&h, Type::Struct(fs) if w.as_ref().is_some_and(|w| fs.iter().filter(|f| *f == w).count() == 1));
                ops.push(Op { result: real, name: "llvm.opaque".into(), kind: OpKind::Opaque { ty: Some(h), terminator: false }, attrs: AttrDict::default(), span, name_span: span });
                let name = w.as_ref().map(|_| self.fresh("r"));
                if let (true, Some(n), Some(w)) = (field, &name, w) {
                    self.struct_results.insert(i.as_value_ref(), (n.clone(), w));
                }
                name.map(|n| Value::new(n, span))
            }
            (w, None) => w.map(|_| Value::new(self.fresh("r"), span)),
        }
    }

    #[allow(clippy::too_many_lines)]
    fn kind(
        &mut self,
        i: InstructionValue<'_>,
        span: Span,
        labels: &HashMap<inkwell::basic_block::BasicBlock<'_>, String>,
        params: &HashMap<inkwell::basic_block::BasicBlock<'_>, Vec<(InstructionValue<'_>, Param)>>,
        here: inkwell::basic_block::BasicBlock<'_>,
        ops: &mut Vec<Op>,
    ) -> Option<LiftedCall> {
        use InstructionOpcode as O;
        if i.get_opcode() == O::Call {
            return self.call(i, span, ops);
        }
        self.check_libcall(i, span);
        let ty = any_ir_type(i.get_type());
        let (name, kind) = match i.get_opcode() {
            // Only scalars: the checks compute ranks, lanes and phases, never
            // vectors, and LLVM has already judged the rest (kept opaque).
            O::Add | O::Sub | O::Mul | O::UDiv | O::SDiv | O::URem | O::SRem | O::And | O::Or | O::Xor | O::Shl | O::LShr | O::AShr if matches!(ty, Some(Type::Int(_))) => {
                let op = binop(i.get_opcode())?;
                let (lhs, rhs) = (self.operand(i, 0, span, ops)?, self.operand(i, 1, span, ops)?);
                (op.name(), OpKind::Binary { op, lhs, rhs, ty: ty? })
            }
            O::ICmp if matches!(Self::operand_type(i, 0), Some(Type::Int(_) | Type::Ptr(_))) => {
                let pred = cmp_pred(i.get_icmp_predicate()?);
                let t = Self::operand_type(i, 0)?;
                let (lhs, rhs) = (self.operand(i, 0, span, ops)?, self.operand(i, 1, span, ops)?);
                ("llvm.icmp", OpKind::ICmp { pred, lhs, rhs, ty: t })
            }
            // A field of an inline asm's results (`elect.sync`'s predicate
            // beside the leader's lane): the protocol model reads it.
            O::ExtractValue if ty.as_ref().is_some_and(Type::is_scalar) && asm_result(i).is_some() => {
                let agg_ty = Self::operand_type(i, 0)?;
                let index = asm_result(i)?;
                ("llvm.extractvalue", OpKind::ExtractValue { agg: self.operand(i, 0, span, ops)?, index, agg_ty })
            }
            O::Select if Self::operand_type(i, 0) == Some(Type::Int(1)) && ty.as_ref().is_some_and(Type::is_scalar) => {
                let (cond, on_true, on_false) = (self.operand(i, 0, span, ops)?, self.operand(i, 1, span, ops)?, self.operand(i, 2, span, ops)?);
                ("llvm.select", OpKind::Select { cond, on_true, on_false, ty: ty? })
            }
            O::ZExt | O::SExt | O::Trunc | O::AddrSpaceCast | O::PtrToInt | O::IntToPtr | O::Freeze if ty.as_ref().is_some_and(Type::is_scalar) && Self::operand_type(i, 0).as_ref().is_some_and(Type::is_scalar) => {
                let op = match i.get_opcode() {
                    O::ZExt => CastOp::ZExt,
                    O::SExt => CastOp::SExt,
                    O::Trunc => CastOp::Trunc,
                    O::AddrSpaceCast => CastOp::AddrSpaceCast,
                    O::PtrToInt => CastOp::PtrToInt,
                    O::Freeze => CastOp::Freeze,
                    _ => CastOp::IntToPtr,
                };
                let from = Self::operand_type(i, 0)?;
                ("llvm.cast", OpKind::Cast { op, value: self.operand(i, 0, span, ops)?, from, to: ty? })
            }
            O::GetElementPtr if matches!(ty, Some(Type::Ptr(_))) => {
                let base_ty = Self::operand_type(i, 0)?;
                let elem_ty = ir_type(i.get_gep_source_element_type().ok()?)?;
                let base = self.operand(i, 0, span, ops)?;
                let mut indices = Vec::new();
                let mut index_tys = Vec::new();
                for at in 1..i.get_num_operands() {
                    let v = i.get_operand(at)?.value()?;
                    match const_int(v) {
                        Some(c) => indices.push(GepIndex::Const(c)),
                        None => {
                            index_tys.push(ir_type(v.get_type())?);
                            indices.push(GepIndex::Value(self.value(v, span, ops)));
                        }
                    }
                }
                ("llvm.getelementptr", OpKind::Gep { base, indices, result_ty: ty.clone().unwrap_or(base_ty.clone()), base_ty, elem_ty, index_tys })
            }
            O::Load => {
                let atomic = self.atomic(i, span);
                let (ptr, ptr_ty) = self.pointer_operand(i, 0, span, ops)?;
                ("llvm.load", OpKind::Load { ptr, ptr_ty, ty: ty?, volatile: i.get_volatile().unwrap_or(false), atomic })
            }
            O::Store => {
                let t = Self::operand_type(i, 0)?;
                let atomic = self.atomic(i, span);
                let value = self.operand(i, 0, span, ops)?;
                let (ptr, ptr_ty) = self.pointer_operand(i, 1, span, ops)?;
                ("llvm.store", OpKind::Store { value, ptr, ty: t, ptr_ty, volatile: i.get_volatile().unwrap_or(false), atomic })
            }
            O::AtomicRMW => {
                let kind = rmw_kind(i.get_atomic_rmw_bin_op()?)?;
                let atomic = self.atomic(i, span);
                let (ptr, ptr_ty) = self.pointer_operand(i, 0, span, ops)?;
                let value = self.operand(i, 1, span, ops)?;
                ("llvm.atomicrmw", OpKind::AtomicRmw { kind: kind.to_string(), ptr, value, ptr_ty, ty: ty?, atomic })
            }
            O::AtomicCmpXchg => {
                let t = Self::operand_type(i, 1)?;
                let raw = i.as_value_ref();
                // SAFETY: `raw` is a live cmpxchg instruction.
                let (s, f) = unsafe { (llvm_sys::core::LLVMGetCmpXchgSuccessOrdering(raw), llvm_sys::core::LLVMGetCmpXchgFailureOrdering(raw)) };
                let scope = self.scope_of(i, span)?;
                let (ptr, ptr_ty) = self.pointer_operand(i, 0, span, ops)?;
                let (cmp, new) = (self.operand(i, 1, span, ops)?, self.operand(i, 2, span, ops)?);
                ("llvm.cmpxchg", OpKind::Cmpxchg { ptr, cmp, new, ptr_ty, ty: t, success: ordering(s)?, failure: ordering(f)?, scope, pair: true })
            }
            O::Fence => {
                // SAFETY: `raw` is a live fence instruction.
                let o = unsafe { llvm_sys::core::LLVMGetOrdering(i.as_value_ref()) };
                ("llvm.fence", OpKind::Fence { ordering: ordering(o)?, scope: Some(self.scope_of(i, span)?) })
            }
            O::Return => {
                let value = match i.get_num_operands() {
                    0 => None,
                    _ => Some((self.operand(i, 0, span, ops)?, Self::operand_type(i, 0)?)),
                };
                ("llvm.return", OpKind::Return { value })
            }
            O::Br => {
                let raw = i.as_value_ref();
                // SAFETY: a branch's successors are live blocks of this function.
                let succ = |n| unsafe { inkwell::basic_block::BasicBlock::new(llvm_sys::core::LLVMGetSuccessor(raw, n)) };
                if i.get_num_operands() == 1 {
                    let dest = self.successor(succ(0)?, labels, params, here, span, ops)?;
                    ("llvm.br", OpKind::Br { dest })
                } else {
                    let cond = self.operand(i, 0, span, ops)?;
                    let on_true = self.successor(succ(0)?, labels, params, here, span, ops)?;
                    let on_false = self.successor(succ(1)?, labels, params, here, span, ops)?;
                    ("llvm.cond_br", OpKind::CondBr { cond, on_true, on_false })
                }
            }
            O::Switch => {
                let raw = i.as_value_ref();
                let ty = Self::operand_type(i, 0)?;
                // Case constants wider than 64 bits stay opaque (the C API reads 64).
                if !matches!(ty, Type::Int(1..=64)) {
                    return None;
                }
                let value = self.operand(i, 0, span, ops)?;
                // SAFETY: a switch's successors are live blocks of this
                // function; successor k > 0 is case k - 1's.
                let succ = |n| unsafe { inkwell::basic_block::BasicBlock::new(llvm_sys::core::LLVMGetSuccessor(raw, n)) };
                let n = unsafe { llvm_sys::core::LLVMGetNumSuccessors(raw) };
                let default = self.successor(succ(0)?, labels, params, here, span, ops)?;
                let mut cases = Vec::with_capacity(n.saturating_sub(1) as usize);
                for k in 1..n {
                    // SAFETY: as above; a case value is a ConstantInt.
                    let c = unsafe { llvm_sys::core::LLVMConstIntGetSExtValue(llvm_sys::core::LLVMGetSwitchCaseValue(raw, k)) };
                    cases.push((i128::from(c), self.successor(succ(k)?, labels, params, here, span, ops)?));
                }
                ("llvm.switch", OpKind::Switch { value, ty, default, cases })
            }
            _ => return None,
        };
        Some((name, kind, Vec::new()))
    }

    /// A branch to `bb` from `here`, passing the values its phis take from here.
    fn successor<'ctx>(
        &mut self,
        bb: inkwell::basic_block::BasicBlock<'ctx>,
        labels: &HashMap<inkwell::basic_block::BasicBlock<'_>, String>,
        params: &HashMap<inkwell::basic_block::BasicBlock<'_>, Vec<(InstructionValue<'_>, Param)>>,
        here: inkwell::basic_block::BasicBlock<'ctx>,
        span: Span,
        ops: &mut Vec<Op>,
    ) -> Option<Successor> {
        let mut args = Vec::new();
        for (phi, p) in params.get(&bb).map(Vec::as_slice).unwrap_or(&[]) {
            let v = incoming(*phi, here)?;
            args.push((self.value(v, span, ops), p.ty.clone()));
        }
        Some(Successor { label: labels.get(&bb)?.clone(), args, span })
    }

    fn atomic(&mut self, i: InstructionValue<'_>, span: Span) -> Option<Atomic> {
        let o = i.get_atomic_ordering().ok()?;
        use inkwell::AtomicOrdering as A;
        let ordering = match o {
            A::NotAtomic | A::Unordered => return None,
            A::Monotonic => Ordering::Monotonic,
            A::Acquire => Ordering::Acquire,
            A::Release => Ordering::Release,
            A::AcquireRelease => Ordering::AcqRel,
            A::SequentiallyConsistent => Ordering::SeqCst,
        };
        Some(Atomic { ordering, scope: self.scope_of(i, span)? })
    }

    /// The memory scope of an atomic or fence, from its LLVM sync scope; one
    /// NVPTX does not know is an error (llc-22 aborts on it).
    fn scope_of(&mut self, i: InstructionValue<'_>, span: Span) -> Option<String> {
        let raw = i.as_value_ref();
        // SAFETY: `raw` is a live atomic instruction; its context outlives the call.
        let (id, ctx) = unsafe { (llvm_sys::core::LLVMGetAtomicSyncScopeID(raw), llvm_sys::core::LLVMGetTypeContext(llvm_sys::core::LLVMTypeOf(raw))) };
        let known = crate::ops::SYNC_SCOPES.iter().find_map(|s| {
            // SAFETY: the name outlives the call; the context is live.
            let sid = unsafe { llvm_sys::core::LLVMGetSyncScopeID(ctx, s.llvm.as_ptr().cast(), s.llvm.len()) };
            (sid == id).then(|| s.name.to_string())
        });
        if known.is_none() {
            let names = crate::ops::SYNC_SCOPES.iter().map(|s| format!("\"{}\"", s.llvm)).collect::<Vec<_>>().join(", ");
            self.errors.push(Diagnostic::error("syncscope", "LLVM's NVPTX backend does not support this sync scope (llc-22 aborts on it)").at(span).note(format!("NVPTX reads {names}")));
        }
        known
    }
}

/// A line of LLVM IR without its comment (a `;` outside a string).
fn code_of(line: &str) -> &str {
    // Most lines have no comment: one fast search decides.
    if !line.contains(';') {
        return line;
    }
    // Bytes, not chars: both marks are ASCII, and a check walks every line.
    let mut in_string = false;
    for (at, &c) in line.as_bytes().iter().enumerate() {
        match c {
            b'"' => in_string = !in_string,
            b';' if !in_string => return &line[..at],
            _ => {}
        }
    }
    line
}

/// Opening minus closing brackets of a line of code, strings aside.
fn bracket_balance(code: &str) -> i64 {
    let mut in_string = false;
    let mut n = 0;
    for &c in code.as_bytes() {
        match c {
            b'"' => in_string = !in_string,
            b'[' | b'(' | b'{' | b'<' if !in_string => n += 1,
            b']' | b')' | b'}' | b'>' if !in_string => n -= 1,
            _ => {}
        }
    }
    n
}

/// The opcode keyword of an instruction line (`%x = tail call ...` -> `call`).
fn opcode_word(code: &str) -> &str {
    let after = match code.split_once(" = ") {
        Some((lhs, rhs)) if lhs.starts_with('%') => rhs,
        _ => code,
    };
    let after = after.trim_start();
    let after = ["tail ", "musttail ", "notail "].iter().find_map(|p| after.strip_prefix(p)).unwrap_or(after);
    after.split_whitespace().next().unwrap_or("")
}

/// Every opcode keyword of LLVM's textual IR.
const KEYWORDS: &[&str] = &[
    "ret", "br", "switch", "indirectbr", "invoke", "resume", "unreachable", "cleanupret", "catchret", "catchswitch", "callbr", "fneg", "add", "fadd", "sub", "fsub", "mul", "fmul", "udiv", "sdiv", "fdiv", "urem", "srem", "frem", "shl", "lshr", "ashr", "and", "or", "xor", "alloca", "load", "store", "getelementptr", "fence", "cmpxchg", "atomicrmw", "trunc", "zext", "sext", "fptoui", "fptosi", "uitofp", "sitofp", "fptrunc", "fpext", "ptrtoint", "ptrtoaddr", "inttoptr", "bitcast", "addrspacecast", "cleanuppad", "catchpad", "icmp", "fcmp", "phi", "call", "select", "va_arg", "extractelement", "insertelement", "shufflevector", "extractvalue", "insertvalue", "landingpad", "freeze",
];

/// The keyword LLVM writes an instruction of opcode `o` with (looked up
/// once per opcode: the lift asks for every instruction).
fn opcode_keyword(o: InstructionOpcode) -> &'static str {
    use InstructionOpcode as O;
    thread_local! {
        static CACHE: std::cell::RefCell<Vec<(InstructionOpcode, &'static str)>> = const { std::cell::RefCell::new(Vec::new()) };
    }
    if let Some(k) = CACHE.with(|c| c.borrow().iter().find(|(op, _)| *op == o).map(|(_, k)| *k)) {
        return k;
    }
    let keyword = match o {
        O::Return => "ret",
        O::AtomicCmpXchg => "cmpxchg",
        O::VAArg => "va_arg",
        _ => {
            let name = format!("{o:?}").to_ascii_lowercase();
            KEYWORDS.iter().copied().find(|k| *k == name).unwrap_or("?")
        }
    };
    CACHE.with(|c| c.borrow_mut().push((o, keyword)));
    keyword
}

/// The instruction's `!dbg` location as `file:line:col` (line only where
/// the column is 0), followed by the call sites it was inlined at
/// (`helper.h:4:3, inlined at kernel.cu:76:3`): a helper's line alone does not
/// say which use of it the diagnostic is about.
fn debug_location(i: InstructionValue<'_>) -> Option<String> {
    // SAFETY: `i` is a live instruction; its debug location is metadata of
    // its context.
    unsafe { location_text(llvm_sys::debuginfo::LLVMInstructionGetDebugLoc(i.as_value_ref())) }
}

/// A `DILocation` as `file:line:col`, followed by the call sites it was
/// inlined at; `None` for a null or file-less location.
///
/// The lift runs before LLVM's verifier, and LLVM's parser takes metadata
/// of the wrong kind in these fields (a `DILexicalBlockFile` whose `file:`
/// is a tuple; LLVM's C API casts it unchecked and reads it as a file:
/// SIGSEGV): each node's kind is checked before it is read as what it
/// should be, and a chain of call sites ends after [`MAX_INLINED_AT`].
///
/// # Safety
/// `loc` is null or live metadata.
pub(crate) unsafe fn location_text(mut loc: llvm_sys::prelude::LLVMMetadataRef) -> Option<String> {
    use llvm_sys::debuginfo::{self as di, LLVMMetadataKind as K};
    let is = |md: llvm_sys::prelude::LLVMMetadataRef, kinds: &[K]| {
        // SAFETY: `md` is live metadata (the caller's, or a field of it).
        !md.is_null() && {
            let kind = unsafe { di::LLVMGetMetadataKind(md) };
            kinds.iter().any(|k| std::mem::discriminant(k) == std::mem::discriminant(&kind))
        }
    };
    let mut parts = Vec::new();
    // SAFETY: the locations, scopes and files a live location leads to are
    // metadata of the same context, each read as the kind it was found to be.
    unsafe {
        while is(loc, &[K::LLVMDILocationMetadataKind]) && parts.len() <= MAX_INLINED_AT {
            let (line, col) = (di::LLVMDILocationGetLine(loc), di::LLVMDILocationGetColumn(loc));
            let scope = di::LLVMDILocationGetScope(loc);
            let local = [K::LLVMDISubprogramMetadataKind, K::LLVMDILexicalBlockMetadataKind, K::LLVMDILexicalBlockFileMetadataKind];
            let file = if is(scope, &local) { di::LLVMDIScopeGetFile(scope) } else { std::ptr::null_mut() };
            let name = if !is(file, &[K::LLVMDIFileMetadataKind]) {
                String::new()
            } else {
                let mut len = 0;
                llvm_str(di::LLVMDIFileGetFilename(file, &mut len), len as usize)
            };
            if name.is_empty() || line == 0 {
                break;
            }
            parts.push(if col == 0 { format!("{name}:{line}") } else { format!("{name}:{line}:{col}") });
            loc = di::LLVMDILocationGetInlinedAt(loc);
        }
    }
    (!parts.is_empty()).then(|| parts.join(", inlined at "))
}

/// What in the `DILocation` chain from `loc` is not of the kind LLVM reads it
/// as: a location that is no `DILocation`, a scope that is no local scope, a
/// scope's file that is no `DIFile`.
///
/// # Safety
/// `loc` is live metadata.
unsafe fn location_fault(mut loc: llvm_sys::prelude::LLVMMetadataRef) -> Option<&'static str> {
    use llvm_sys::debuginfo::{self as di, LLVMMetadataKind as K};
    let is = |md: llvm_sys::prelude::LLVMMetadataRef, kinds: &[K]| {
        // SAFETY: `md` is live metadata (a field of the caller's).
        let kind = unsafe { di::LLVMGetMetadataKind(md) };
        kinds.iter().any(|k| std::mem::discriminant(k) == std::mem::discriminant(&kind))
    };
    let local = [K::LLVMDISubprogramMetadataKind, K::LLVMDILexicalBlockMetadataKind, K::LLVMDILexicalBlockFileMetadataKind];
    for _ in 0..=MAX_INLINED_AT {
        if loc.is_null() {
            return None;
        }
        if !is(loc, &[K::LLVMDILocationMetadataKind]) {
            return Some("a node that is no DILocation (a call site's 'inlinedAt:' or the '!dbg' itself)");
        }
        // SAFETY: a DILocation, and its scope's fields, as found.
        unsafe {
            let scope = di::LLVMDILocationGetScope(loc);
            if scope.is_null() || !is(scope, &local) {
                return Some("a 'scope:' that is no DISubprogram or lexical block");
            }
            let file = di::LLVMDIScopeGetFile(scope);
            if !file.is_null() && !is(file, &[K::LLVMDIFileMetadataKind]) {
                return Some("a scope whose 'file:' is no DIFile");
            }
            loc = di::LLVMDILocationGetInlinedAt(loc);
        }
    }
    None
}

/// The most call sites a diagnostic's location names (distinct metadata can
/// make the chain a cycle).
const MAX_INLINED_AT: usize = 64;

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
