//! Calls: the `llvm.nvvm.*` intrinsics back to the table op and form they
//! lower from (by inverting the form's argument list), the mma.sync and wmma
//! intrinsics, and wgmma's inline PTX.

use super::*;

impl Lifter<'_> {
    /// A call: of an NVVM intrinsic (a table op), another intrinsic or inline
    /// asm (opaque), or a function of the module.
    pub(super) fn call(&mut self, i: InstructionValue<'_>, span: Span, ops: &mut Vec<Op>) -> Option<LiftedCall> {
        let raw = i.as_value_ref();
        // SAFETY: `raw` is a live call instruction.
        let callee = unsafe { llvm_sys::core::LLVMGetCalledValue(raw) };
        // A call through an alias calls its function: the checks follow it there.
        // SAFETY: `callee` is a live value.
        let through_alias = unsafe { !llvm_sys::core::LLVMIsAGlobalAlias(callee).is_null() };
        let callee = if through_alias { aliases::aliased_function(callee).unwrap_or(callee) } else { callee };
        if self.reflect.contains(&callee) {
            // Folded to a constant before code generation, and checked so
            // (`reflect`): a value of its type here, and no call in the PTX.
            return None;
        }
        let name = value_name(callee);
        // The call's arguments, without its operand bundles' operands.
        // SAFETY: `raw` is a live call instruction.
        let nargs = unsafe { llvm_sys::core::LLVMGetNumArgOperands(raw) };
        let args: Vec<BasicValueEnum> = (0..nargs).filter_map(|a| i.get_operand(a)?.value()).collect();
        if name.starts_with("llvm.nvvm.") {
            let ret = any_ir_type(i.get_type());
            return self.intrinsic(&name, &args, ret, span, ops);
        }
        if name.is_empty() {
            // SAFETY: `callee` is a live value; a call's callee of no name is inline asm or a pointer.
            let asm = unsafe { llvm_sys::core::LLVMIsAInlineAsm(callee) };
            if asm.is_null() {
                self.check_bundles(raw, false, span);
                self.opaque_call_args(i, span);
                return None;
            }
            let ret = any_ir_type(i.get_type());
            if let Some(lifted) = self.asm_symbol_address(asm, ret.as_ref(), span, ops) {
                return Some(lifted);
            }
            if let Some(lifted) = ret.clone().and_then(|ret| self.wgmma_asm(asm, &args, ret, span, ops)) {
                return Some(lifted);
            }
            return Some(self.inline_asm(asm, &args, ret, span, ops));
        }
        if name.starts_with("llvm.") {
            self.check_llvm_intrinsic(raw, &name, span);
            return None;
        }
        // SAFETY: `callee` is a live value.
        let direct = unsafe { !llvm_sys::core::LLVMIsAFunction(callee).is_null() };
        self.check_bundles(raw, direct, span);
        // An indirect call (through a pointer that may have a name of its own)
        // calls nothing the checks can follow: opaque.
        // SAFETY: a call and its callee function are live; types are uniqued.
        let same_type = unsafe { llvm_sys::core::LLVMGetCalledFunctionType(raw) == llvm_sys::core::LLVMGlobalGetValueType(callee) };
        // A call through a function of another type (valid LLVM IR) is not a
        // call of that function's body as the checks follow calls: opaque too.
        // A variadic callee's function in the IR has its fixed parameters:
        // the call op passes those (the rest go in a buffer, which no check
        // reads), and ptxas's argument count is checked on the whole call.
        // SAFETY: the call's function type is live and uniqued.
        let (fixed, variadic) = unsafe {
            let ty = llvm_sys::core::LLVMGetCalledFunctionType(raw);
            (llvm_sys::core::LLVMCountParamTypes(ty) as usize, llvm_sys::core::LLVMIsFunctionVarArg(ty) != 0)
        };
        let args = if variadic && direct && same_type {
            self.opaque_call_args(i, span);
            &args[..fixed.min(args.len())]
        } else {
            &args[..]
        };
        let arg_tys = args.iter().map(|a| ir_type(a.get_type())).collect::<Option<Vec<_>>>();
        let Some(arg_tys) = arg_tys.filter(|_| direct && same_type) else {
            self.opaque_call_args(i, span);
            return None;
        };
        let name = ptx_symbol(callee);
        let vals = args.iter().map(|a| self.value(*a, span, ops)).collect();
        let ret = any_ir_type(i.get_type());
        Some(("llvm.call", OpKind::Call { callee: name, callee_span: span, args: vals, arg_tys, ret }, Vec::new()))
    }

    /// A call of an intrinsic outside `llvm.nvvm.*`: LLVM's to judge, but
    /// for what its NVPTX backend aborts on or writes as PTX ptxas refuses.
    pub(super) fn check_llvm_intrinsic(&mut self, call: LLVMValueRef, name: &str, span: Span) {
        self.check_math(call, name, span);
        // A name under llvm. that is no intrinsic becomes `.extern .func
        // llvm.foo`, which ptxas refuses as an unresolved call.
        if intrinsic_id(name) == 0 {
            self.errors.push(
                Diagnostic::error("unknown-intrinsic", format!("LLVM 22 defines no intrinsic '{name}'"))
                    .at(span)
                    .note("the 'llvm.' prefix is LLVM's own: LLVM's NVPTX backend emits a call of an external function of that name, which ptxas refuses; rename the function"),
            );
        } else if ["llvm.read_register.", "llvm.read_volatile_register.", "llvm.write_register."].iter().any(|p| name.starts_with(p)) {
            self.errors.push(
                Diagnostic::error("unsupported", format!("LLVM's NVPTX backend cannot read or write a register by name ('{name}')"))
                    .at(span)
                    .note("llc-22 aborts: 'Named registers not implemented for this target'; read a special register with its llvm.nvvm.read.ptx.sreg.* intrinsic"),
            );
        }
    }

    /// The operand bundles of a call of a function (not an intrinsic nor
    /// inline asm, whose bundles instruction selection does not read) that
    /// LLVM's NVPTX backend cannot lower, measured with llc-22 and ptxas 13.5:
    /// it takes `convergencectrl` and `clang.arc.attachedcall`, and `kcfi`
    /// on a direct call (it drops them); it crashes on `deopt`, writes a
    /// `cfguardtarget` operand as an argument ptxas refuses, and aborts on
    /// `kcfi` through a pointer and on any other.
    pub(super) fn check_bundles(&mut self, call: LLVMValueRef, direct: bool, span: Span) {
        use llvm_sys::core as c;
        // SAFETY: `call` is a live call instruction; each bundle is read
        // by index below its count and disposed of after its tag is copied.
        let tags: Vec<String> = unsafe {
            (0..c::LLVMGetNumOperandBundles(call))
                .map(|k| {
                    let b = c::LLVMGetOperandBundleAtIndex(call, k);
                    let mut len = 0;
                    let tag = c::LLVMGetOperandBundleTag(b, &mut len);
                    let tag = String::from_utf8_lossy(std::slice::from_raw_parts(tag.cast::<u8>(), len)).into_owned();
                    c::LLVMDisposeOperandBundle(b);
                    tag
                })
                .collect()
        };
        for tag in tags {
            let lowered = matches!(tag.as_str(), "convergencectrl" | "clang.arc.attachedcall") || (tag == "kcfi" && direct);
            if !lowered {
                self.errors.push(
                    Diagnostic::error("unsupported", format!("LLVM's NVPTX backend cannot lower a call{} with a \"{}\" operand bundle", if direct { "" } else { " through a pointer" }, tag))
                        .at(span)
                        .note("llc-22 aborts or crashes on it ('cannot lower calls with arbitrary operand bundles'), or (cfguardtarget) writes its operand as an argument ptxas refuses; it takes convergencectrl, clang.arc.attachedcall, and kcfi on a direct call"),
                );
            }
        }
    }

    /// A call of a function that stays opaque (through a pointer, through a
    /// function of another type, or with arguments of types the IR does not
    /// have): the verifier never sees it as a call, so the number of
    /// arguments ptxas takes is checked here. The PTX call passes one
    /// argument per parameter of the called function type, and a variadic
    /// one a buffer for the rest.
    fn opaque_call_args(&mut self, i: InstructionValue<'_>, span: Span) {
        // SAFETY: `i` is a live call; its function type is live and uniqued.
        let (params, variadic) = unsafe {
            let ty = llvm_sys::core::LLVMGetCalledFunctionType(i.as_value_ref());
            (llvm_sys::core::LLVMCountParamTypes(ty) as usize, llvm_sys::core::LLVMIsFunctionVarArg(ty) != 0)
        };
        let has_result = !i.get_type().is_void_type();
        self.errors.extend(crate::verify::shapes::too_many_call_args(params + usize::from(variadic), has_result, span));
    }

    /// The inline PTX nvvm-lower writes for `nvvm.wgmma.mma_async` (LLVM 22
    /// has no intrinsic for it), read back as that op so that its target and
    /// PTX version are checked: the text names the shape and types, the
    /// immediates after the predicate give the scales and transposes.
    pub(super) fn wgmma_asm(&mut self, asm: LLVMValueRef, args: &[BasicValueEnum<'_>], ret: Type, span: Span, ops: &mut Vec<Op>) -> Option<LiftedCall> {
        let w = parse_wgmma_asm(&asm_string(asm))?;
        let (desc_a, desc_b) = (args.get(args.len().checked_sub(2)?)?, args.last()?);
        // nvvm-lower's own string passes the two descriptors last; another
        // front end's (tied accumulators, scales after them) is read as PTX.
        if ir_type(desc_a.get_type()) != Some(Type::Int(64)) || ir_type(desc_b.get_type()) != Some(Type::Int(64)) {
            return None;
        }
        let acc = Value::new(self.fresh("acc"), span);
        ops.push(Op { result: Some(acc.clone()), name: "llvm.opaque".into(), kind: OpKind::Opaque { ty: Some(ret.clone()), terminator: false }, attrs: AttrDict::default(), span, name_span: span });
        let (desc_a, desc_b) = (self.value(*desc_a, span, ops), self.value(*desc_b, span, ops));
        let op = ir::WgmmaOp { desc_a, desc_b, acc, acc_ty: ret.clone(), result_ty: ret, shape_span: span, types_span: span, ..w };
        Some(("nvvm.wgmma.mma_async", OpKind::Wgmma(Box::new(op)), Vec::new()))
    }

    /// A target-independent intrinsic NVPTX lowers only in part
    /// (`intrinsics/types.toml`, [`crate::ops::MathSpec`]): an error where it
    /// has no lowering, a requirement where it has one (with `afn` on the
    /// call, for those that become an approximate instruction).
    fn check_math(&mut self, call: LLVMValueRef, name: &str, span: Span) {
        let base = intrinsic_base(name);
        let Some(spec) = crate::ops::MathSpec::find(base, &intrinsic_type(call)) else { return };
        // SAFETY: `call` is a live call instruction.
        let afn = unsafe { llvm_sys::core::LLVMCanValueUseFastMathFlags(call) != 0 && llvm_sys::core::LLVMGetFastMathFlags(call) & llvm_sys::LLVMFastMathApproxFunc != 0 };
        match spec.requires.as_ref().filter(|_| !spec.with_afn || afn) {
            Some(requires) => self.needs.push(ir::Need { what: if spec.with_afn { format!("{name} with afn") } else { name.to_string() }, requires, span }),
            None => self.errors.push(
                Diagnostic::error("unsupported", format!("LLVM's NVPTX backend has no lowering of '{name}'{}", if spec.with_afn { " without the afn fast-math flag" } else { "" }))
                    .at(span)
                    .note(if spec.with_afn {
                        "llc-22 aborts ('Cannot select'); mark the call 'afn' for the approximate PTX instruction, or call libdevice's function (__nv_sinf)"
                    } else {
                        "llc-22 aborts ('Cannot select', 'no libcall available', or 'unsupported library call operation'); for math, call libdevice's function (__nv_exp, __nv_sin, __nv_lroundf, ...) instead"
                    }),
            ),
        }
    }

    /// Any other inline asm: its text is kept for the verifier, which gates
    /// the sync instructions in it ([`crate::ptx_asm`]); those of the sync
    /// families that no rule names are counted for the module's warning.
    pub(super) fn inline_asm(&mut self, asm: LLVMValueRef, call_args: &[BasicValueEnum<'_>], ty: Option<Type>, span: Span, ops: &mut Vec<Op>) -> LiftedCall {
        let facts = self.asm_facts.entry(asm).or_insert_with(|| std::rc::Rc::new(AsmFacts::read(asm))).clone();
        if let Some(why) = &facts.bad_placeholders {
            self.errors.push(
                Diagnostic::error("inline-ptx", format!("this inline asm {why}"))
                    .at(span)
                    .note(format!("it has {} operand(s), $0 to ${}; '$$' is a literal '$' (llc-22 aborts: 'Invalid $ operand number in inline asm string')", facts.operands, facts.operands.max(1) - 1)),
            );
        }
        let pointers: Vec<bool> = call_args.iter().map(|a| a.is_pointer_value()).collect();
        // SAFETY: each argument is a live value.
        let integers: Vec<bool> = call_args.iter().map(|a| unsafe { !llvm_sys::core::LLVMIsAConstantInt(a.as_value_ref()).is_null() || !llvm_sys::core::LLVMIsAConstantPointerNull(a.as_value_ref()).is_null() }).collect();
        let results: Vec<Option<Type>> = match &ty {
            Some(Type::Struct(fields)) => fields.iter().cloned().map(Some).collect(),
            Some(t) => vec![Some(t.clone())],
            None => Vec::new(),
        };
        let inputs: Vec<Option<Type>> = call_args.iter().map(|a| ir_type(a.get_type())).collect();
        if let Err(why) = check_asm_types(&facts.constraints, &results, &inputs) {
            self.errors.push(Diagnostic::error("inline-ptx", format!("this inline asm {why}")).at(span).note(format!("its constraints: \"{}\"", facts.constraints)));
        } else if let Err(why) = crate::ptx_asm::check_constraints(&facts.constraints, &pointers, &integers) {
            self.errors.push(Diagnostic::error("inline-ptx", format!("this inline asm {why}")).at(span).note(format!("its constraints: \"{}\"", facts.constraints)));
        }
        for opcode in &facts.unread {
            self.unread_asm.push((opcode.clone(), span));
        }
        // Only an asm the race checks or the protocol model have a part in
        // (a sync instruction, a cvta a barrier's address goes through, an
        // access at an address it is given, an empty asm that pins
        // registers: the protocol model follows wgmma accumulators through
        // it) needs its operands' values.
        let pins = crate::ptx_asm::statements(&facts.text).is_empty();
        let args = if facts.sync.is_empty() && !facts.cvta && !facts.addressed && !facts.effects && !pins { Vec::new() } else { self.asm_operands(&facts.constraints, call_args, span, ops) };
        ("llvm.inline_asm", OpKind::InlineAsm { asm: facts.text.clone(), ty, args, sync: facts.sync.clone() }, Vec::new())
    }

    /// The value of each asm operand `$N`: the constraints number the
    /// outputs first, then the inputs; a direct output (`=r`) takes no call
    /// argument, an indirect one (`=*m`) and every input take the next.
    fn asm_operands(&mut self, constraints: &str, call_args: &[BasicValueEnum<'_>], span: Span, ops: &mut Vec<Op>) -> Vec<Option<Value>> {
        let mut next = call_args.iter();
        let mut out = Vec::new();
        for c in constraints.split(',').filter(|c| !c.is_empty() && !c.starts_with('~')) {
            let direct_output = c.starts_with('=') && !c.starts_with("=*");
            // A pointer in the space it is known to point into, as an
            // intrinsic's is (a generic atom on a kernel's pointer is global).
            out.push(if direct_output { None } else { next.next().map(|a| self.asm_operand(*a, span, ops)) });
        }
        out
    }

    /// One asm argument's value: a pointer cast to the space its
    /// computation names ([`Self::pointer`]), anything else as it is.
    fn asm_operand(&mut self, a: BasicValueEnum<'_>, span: Span, ops: &mut Vec<Op>) -> Value {
        match a.is_pointer_value().then(|| self.pointer(a, span, ops)).flatten() {
            Some((v, _)) => v,
            None => self.value(a, span, ops),
        }
    }

    /// An `llvm.nvvm.mma.*` call as the `nvvm.mma.sync` whose shape and types
    /// name it (`intrinsics/mma_sync.toml`).
    pub(super) fn mma_sync(&mut self, name: &str, args: &[BasicValueEnum<'_>], ret: Option<Type>, span: Span, ops: &mut Vec<Op>) -> Option<LiftedCall> {
        let (spec, [la, lb, a, b, _, _], sat, sparse) = mma_sync_by_name().get(name).copied()?;
        let (na, nb) = (spec.regs.0 as usize, spec.regs.1 as usize);
        let mut vals: Vec<Value> = args.iter().map(|v| self.value(*v, span, ops)).collect();
        let ty = |i: usize| args.get(i).and_then(|v| ir_type(v.get_type()));
        // The sparse op's metadata and selector are the last two arguments.
        let sparse_vals = match sparse {
            Some(_) => {
                let sel = vals.pop()?;
                Some((vals.pop()?, sel))
            }
            None => None,
        };
        let op = ir::MmaSyncOp { a: vals[..na].to_vec(), b: vals[na..na + nb].to_vec(), c: vals[na + nb..].to_vec(), types: [ty(0)?, ty(na)?, ty(na + nb)?], result_ty: ret?, types_span: span, sparse: sparse_vals, scales: None };
        let e = |kind: &'static str, value: &str| Attr::Enum { kind: kind.into(), value: value.into() };
        let mut attrs = vec![("shape".to_string(), e("shape", &format!("m={},n={},k={}", spec.m, spec.n, spec.k)))];
        if sparse.is_none() {
            attrs.push(("layoutA".to_string(), e("mma_layout", la)));
            attrs.push(("layoutB".to_string(), e("mma_layout", lb)));
        }
        attrs.push(("multiplicandAPtxType".to_string(), e("mma_type", a)));
        attrs.push(("multiplicandBPtxType".to_string(), e("mma_type", b)));
        if sparse == Some(true) {
            attrs.push(("orderedMetadata".to_string(), Attr::Unit));
        }
        if let Some(k) = spec.kind {
            attrs.push(("kind".to_string(), e("mma_kind", k)));
        }
        if spec.int {
            attrs.push(("intOverflowBehavior".to_string(), e("mma_int_overflow", if sat { "satfinite" } else { "wrapped" })));
        }
        if let Some(o) = spec.b1_op {
            attrs.push(("b1Op".to_string(), e("mma_b1op", o)));
        }
        Some((if sparse.is_some() { "nvvm.mma.sp.sync" } else { "nvvm.mma.sync" }, OpKind::MmaSync(Box::new(op)), attrs))
    }

    /// An `llvm.nvvm.wmma.*` call as the `nvvm.wmma.load`, `.store` or `.mma`
    /// whose shape, fragment, layouts and types name it (`intrinsics/wmma.toml`).
    pub(super) fn wmma(&mut self, name: &str, args: &[BasicValueEnum<'_>], ret: Option<Type>, span: Span, ops: &mut Vec<Op>) -> Option<LiftedCall> {
        let &(kind, spec, [frag, la, lb, a, d]) = wmma_by_name().get(name)?;
        let mut vals: Vec<(Value, Type)> = args.iter().map(|v| Some((self.value(*v, span, ops), ir_type(v.get_type())?))).collect::<Option<_>>()?;
        let (ptr, stride) = match kind {
            ir::WmmaKind::Mma => (None, None),
            // (ptr, stride) for a load, (ptr, d.., stride) for a store.
            _ => {
                let stride = if kind == ir::WmmaKind::Load { vals.remove(1) } else { vals.pop()? };
                (Some(vals.remove(0)), Some(stride.0))
            }
        };
        let op = ir::WmmaOp { kind, ptr, stride, args: vals, result_ty: ret, types_span: span };
        let e = |kind: &'static str, value: &str| Attr::Enum { kind: kind.into(), value: value.into() };
        let mut attrs = vec![("m".to_string(), Attr::Int(spec.m.into())), ("n".to_string(), Attr::Int(spec.n.into())), ("k".to_string(), Attr::Int(spec.k.into()))];
        let op_name = match kind {
            ir::WmmaKind::Load => {
                attrs.extend([("layout".into(), e("mma_layout", la)), ("eltype".into(), e("mma_type", a)), ("frag".into(), e("mma_frag", frag))]);
                "nvvm.wmma.load"
            }
            ir::WmmaKind::Store => {
                attrs.extend([("layout".into(), e("mma_layout", la)), ("eltype".into(), e("mma_type", a))]);
                "nvvm.wmma.store"
            }
            ir::WmmaKind::Mma => {
                attrs.extend([("layoutA".into(), e("mma_layout", la)), ("layoutB".into(), e("mma_layout", lb)), ("eltypeA".into(), e("mma_type", a)), ("eltypeB".into(), e("mma_type", d))]);
                "nvvm.wmma.mma"
            }
        };
        Some((op_name, OpKind::Wmma(Box::new(op)), attrs))
    }

    /// `llvm.nvvm.atomic.<op>.gen.<i|f>.<cta|sys>.*` (clang's
    /// `__nvvm_atom_cta_*` / `__nvvm_atom_sys_*`): a relaxed atomic at that
    /// scope, which llc-22 emits as `atom.<scope>.<op>` (unlike an
    /// `atomicrmw`, whose scope it drops). Lifted as the atomic it is, on the
    /// pointer's inferred space, so that race pattern 1 sees a CTA-scope
    /// atomic on global memory.
    fn scoped_atomic(&mut self, name: &str, args: &[BasicValueEnum<'_>], ret: Option<Type>, span: Span, ops: &mut Vec<Op>) -> Option<LiftedCall> {
        let rest = name.strip_prefix("llvm.nvvm.atomic.")?;
        let mut parts = rest.split('.');
        let (op, r#gen, class, scope) = (parts.next()?, parts.next()?, parts.next()?, parts.next()?);
        if r#gen != "gen" || !matches!(scope, "cta" | "sys") {
            return None;
        }
        let ty = ret?;
        let (ptr, ptr_ty) = self.pointer(*args.first()?, span, ops)?;
        let atomic = Some(Atomic { ordering: Ordering::Monotonic, scope: scope.to_string() });
        if op == "cas" {
            let (cmp, new) = (self.value(*args.get(1)?, span, ops), self.value(*args.get(2)?, span, ops));
            let kind = OpKind::Cmpxchg { ptr, cmp, new, ptr_ty, ty, success: Ordering::Monotonic, failure: Ordering::Monotonic, scope: scope.to_string(), pair: false };
            return Some(("llvm.nvvm.atomic", kind, Vec::new()));
        }
        let kind = match (op, class) {
            ("add", "f") => "fadd",
            (k @ ("add" | "exch" | "max" | "min" | "inc" | "dec" | "and" | "or" | "xor"), "i") => k,
            _ => return None,
        };
        let value = self.value(*args.get(1)?, span, ops);
        Some(("llvm.nvvm.atomic", OpKind::AtomicRmw { kind: kind.to_string(), ptr, value, ptr_ty, ty, atomic }, Vec::new()))
    }

    pub(super) fn intrinsic(&mut self, name: &str, args: &[BasicValueEnum<'_>], ret: Option<Type>, span: Span, ops: &mut Vec<Op>) -> Option<LiftedCall> {
        if name.starts_with("llvm.nvvm.atomic.") {
            if let Some(lifted) = self.scoped_atomic(name, args, ret.clone(), span, ops) {
                return Some(lifted);
            }
        }
        if name.starts_with("llvm.nvvm.mma.") {
            if let Some(lifted) = self.mma_sync(name, args, ret.clone(), span, ops).or_else(|| self.mma_block_scale(name, args, ret.clone(), span, ops)) {
                return Some(lifted);
            }
        }
        if name.starts_with("llvm.nvvm.wmma.") {
            if let Some(lifted) = self.wmma(name, args, ret.clone(), span, ops) {
                return Some(lifted);
            }
        }
        let Some(candidates) = forms_by_intrinsic().get(name) else {
            if intrinsic_id(name) == 0 {
                let mut d = Diagnostic::error("unknown-intrinsic", format!("LLVM 22 defines no intrinsic '{name}'"))
                    .at(span)
                    .note("LLVM's NVPTX backend emits it as a call of an external function of that name, which ptxas refuses");
                if let Some(libnvvm) = crate::libnvvm::unread_note(name) {
                    d = d.note(libnvvm);
                } else if let Some(near) = nearest_intrinsic(name) {
                    d = d.note(format!("did you mean '{near}'?"));
                }
                self.errors.push(d);
                return None;
            }
            if let Some(spec) = measured_intrinsic(name) {
                let consts = crate::ops::llvm_arg_rules(name).filter_map(|r| Some((r.arg, const_int(*args.get(r.arg)?)?))).collect();
                return Some(("llvm.nvvm.intrinsic", OpKind::Intrinsic { name: name.to_string(), spec, ty: ret, consts }, Vec::new()));
            }
            self.warnings.push(
                Diagnostic::warning("unchecked", format!("'{name}' is not an intrinsic of any op nvvm-lower knows: not checked"))
                    .at(span)
                    .note("its target and PTX requirement are unknown: llc-22 may abort on it or emit PTX that ptxas refuses"),
            );
            return None;
        };
        for &(spec, fi) in candidates {
            let Some((operands, attrs)) = invert(spec, fi, args) else { continue };
            let mut slots = Vec::with_capacity(operands.len());
            for (k, o) in operands.into_iter().enumerate() {
                slots.push(match o {
                    Some(v) => {
                        let v = typed_as_op(spec, k, v);
                        let (value, ty) = (self.value(v, span, ops), ir_type(v.get_type())?);
                        Some(match packed_type(spec, k, &ty) {
                            Some(vector) => self.unpacked(vector, span, ops),
                            None => (value, ty),
                        })
                    }
                    None => None,
                });
            }
            let result = result_type(spec, fi, ret.clone(), &slots).map(|t| (Value::new("", span), t));
            let attrs = attrs.into_iter().filter_map(|(k, v)| Some((k.key().to_string(), Attr::of(k, &v)?))).collect();
            let op = Op::table(spec, slots, Vec::new(), result, span);
            return Some((spec.name, op.kind, attrs));
        }
        self.warnings.push(Diagnostic::warning("unchecked", format!("'{name}' is called in a way no form of an nvvm-lower op calls it: not checked")).at(span));
        None
    }
}

/// Every `llvm.nvvm.*` intrinsic the lift reads back as a table op (a form
/// of `intrinsics/*.toml`, or a row of the mma.sync, mma.sp, block-scale and
/// wmma tables), sorted. `scripts/llvm-nvvm-measure` measures the others
/// (`intrinsics/llvm_nvvm.toml`): the table ops' own requirements are
/// measured by the gating matrix.
pub fn table_intrinsics() -> Vec<String> {
    let mut names: Vec<String> = forms_by_intrinsic().keys().filter(|k| k.starts_with("llvm.nvvm.")).map(|k| k.to_string()).collect();
    names.extend(mma_sync_by_name().keys().cloned());
    names.extend(wmma_by_name().keys().cloned());
    names.extend(super::block_scale::block_scale_by_name().keys().cloned());
    names.sort();
    names.dedup();
    names
}

/// The measured requirement of an intrinsic no table op lifts from
/// (`intrinsics/llvm_nvvm.toml`): its own entry, or, for a mangling of an
/// overloaded intrinsic, its family's where every mangling needs the same.
fn measured_intrinsic(name: &str) -> Option<&'static crate::ops::LlvmIntrinsicSpec> {
    use crate::ops::LlvmIntrinsicSpec;
    if let Some(spec) = LlvmIntrinsicSpec::find(name) {
        return Some(spec);
    }
    let id = intrinsic_id(name);
    // SAFETY: `id` is a valid intrinsic ID; the name it returns is static.
    let base = unsafe {
        if id == 0 || llvm_sys::core::LLVMIntrinsicIsOverloaded(id) == 0 {
            return None;
        }
        let mut len = 0;
        llvm_str(llvm_sys::core::LLVMIntrinsicGetName(id, &mut len), len)
    };
    LlvmIntrinsicSpec::find(&base).filter(|s| s.family)
}

/// LLVM 22's ID of intrinsic `name` (an overloaded one with any type
/// suffix), as LLVM's own table says; 0 for a name it does not define.
fn intrinsic_id(name: &str) -> u32 {
    // SAFETY: the pointer and length describe `name`, which outlives the call.
    unsafe { llvm_sys::core::LLVMLookupIntrinsicID(name.as_ptr().cast(), name.len()) }
}

/// The intrinsic of nvvm-lower's ops nearest to a name LLVM does not know,
/// within a few edits: the likely misspelling.
fn nearest_intrinsic(name: &str) -> Option<&'static str> {
    let limit = (name.len() / 8).clamp(1, 4);
    forms_by_intrinsic().keys().map(|k| (edit_distance(name, k), *k)).filter(|(d, _)| *d <= limit).min().map(|(_, k)| k)
}

/// Levenshtein distance over bytes.
fn edit_distance(a: &str, b: &str) -> usize {
    let (a, b) = (a.as_bytes(), b.as_bytes());
    let mut row: Vec<usize> = (0..=b.len()).collect();
    for (i, ca) in a.iter().enumerate() {
        let mut diag = row[0];
        row[0] = i + 1;
        for (j, cb) in b.iter().enumerate() {
            let up = row[j + 1];
            row[j + 1] = (diag + usize::from(ca != cb)).min(row[j] + 1).min(up + 1);
            diag = up;
        }
    }
    row[b.len()]
}

/// What the lift reads of one inline-asm value, once for all its calls.
pub(super) struct AsmFacts {
    text: String,
    constraints: String,
    /// Its operands, `$0` to `$N`.
    operands: usize,
    /// Why its placeholders make llc-22 abort, if they do.
    bad_placeholders: Option<String>,
    /// Sync-family opcodes no rule names.
    unread: Vec<String>,
    sync: Vec<crate::ops::SyncRole>,
    /// It is a `cvta` of one address.
    cvta: bool,
    /// The protocol model follows what it does.
    effects: bool,
    /// It accesses memory at an address it is given (`[$N]`): race pattern
    /// 1 asks which buffers a kernel reaches, and at what index.
    addressed: bool,
}

impl AsmFacts {
    fn read(asm: LLVMValueRef) -> AsmFacts {
        let (text, constraints) = (asm_string(asm), asm_constraints(asm));
        let operands = constraints.split(',').filter(|c| !c.is_empty() && !c.starts_with('~')).count();
        let bad_placeholders = crate::ptx_asm::check_placeholders(&text, operands).err();
        let unread = crate::ptx_asm::read(&text).unread;
        let (sync, cvta) = (crate::ptx_asm::sync_roles(&text), crate::ptx_asm::cvta(&text).is_some());
        let effects = !crate::ptx_asm::effects(&text).is_empty() || text.contains("mapa");
        let addressed = text.contains("[$") || text.contains("[ $");
        AsmFacts { text, constraints, operands, bad_placeholders, unread, sync, cvta, effects, addressed }
    }
}

/// What an inline asm operand's or result's type is to LLVM's NVPTX backend.
#[derive(Clone, Copy, PartialEq)]
enum AsmType {
    /// An integer of a width a PTX register has (1, 8, 16, 32, 64 bits).
    Register,
    /// i128.
    Wide,
    /// An integer of another width, or an array.
    Unfit,
    Other,
}

fn asm_type(t: &Type) -> AsmType {
    match t {
        Type::Int(1 | 8 | 16 | 32 | 64) => AsmType::Register,
        Type::Int(128) => AsmType::Wide,
        Type::Int(_) | Type::Array(..) => AsmType::Unfit,
        _ => AsmType::Other,
    }
}

/// A vector LLVM's NVPTX backend cannot pass through an inline asm operand
/// of register class `class` (measured with llc-22 on sm_90 over element
/// types, 1, 2, 3, 4, 6, 8 and 16 elements and every register class, as a
/// result and as an operand): it crashes on a float vector of 3 or 6
/// elements, on one wider than 64 bits in the classes `c`, `h`, `r`, `f`
/// as a result and `b` as an operand (in all of them from 1,024 bits), and
/// on an i64 vector of 6; it refuses ("couldn't allocate output register")
/// an i8 or i16 vector result in the predicate class, or in a 16-bit class
/// when wider than 16 bits. A vector of one element, of i1 or i32, of i64
/// or i8 / i16 as measured, and of floats as measured are taken; other
/// numbers of elements are refused unmeasured.
fn asm_vector_fault(t: &Type, class: &str, result: bool) -> Option<String> {
    const MEASURED: [u64; 7] = [1, 2, 3, 4, 6, 8, 16];
    let Type::Vector(n, elem) = t else { return None };
    let n = *n;
    let (float, bits) = match **elem {
        Type::Int(w) => (false, u64::from(w)),
        Type::Float(w) => (true, u64::from(w)),
        Type::BF16 => (true, 16),
        _ => return None,
    };
    if n <= 1 || (!float && matches!(bits, 1 | 32)) {
        return None;
    }
    let fault = if !MEASURED.contains(&n) {
        Some("a number of elements not measured")
    } else if float && matches!(n, 3 | 6) || (!float && bits == 64 && n == 6) {
        Some("a vector of 3 or 6 elements")
    } else if float && n * bits > 64 && (n * bits >= 1024 || (result && class.contains(['c', 'h', 'r', 'f'])) || (!result && class.contains('b'))) {
        Some("a float vector wider than 64 bits")
    } else if !float && result && matches!(bits, 8 | 16) && (class.contains('b') || (n * bits > 16 && class.contains(['c', 'h']))) {
        Some("an i8 or i16 vector in a narrower register class")
    } else {
        None
    };
    fault.map(|why| format!("passes {t} ({why}) through register class '{class}': LLVM's NVPTX backend crashes on it or cannot allocate the register; pass its elements, or a vector it takes (of i32, of two or four halves, of two floats)"))
}

/// The result and operand types LLVM's NVPTX backend crashes on in an
/// inline asm (measured with llc-22 on sm_90 over widths and every register
/// constraint): a result of an integer width no PTX register has (i24, i33,
/// i66: SIGSEGV) or an array (abort), an i128 result in a 32-bit or
/// smaller register class (`r`, `h`, `c`, `f`), an i128 or wider operand
/// in a predicate (`b`); and the vectors of [`asm_vector_fault`].
fn check_asm_types(constraints: &str, results: &[Option<Type>], inputs: &[Option<Type>]) -> Result<(), String> {
    let kind = |t: Option<&Option<Type>>| t.and_then(Option::as_ref).map_or(AsmType::Other, asm_type);
    // Operand N of a tie (`0`) is the Nth output, direct (a result) or
    // written through a pointer (`=*m`, no result).
    let mut direct = results.iter();
    let outputs: Vec<Option<&Type>> = constraints.split(',').filter(|c| c.starts_with('=')).map(|c| if c.contains('*') { None } else { direct.next().and_then(Option::as_ref) }).collect();
    let (mut r, mut a) = (0, 0);
    for c in constraints.split(',').filter(|c| !c.is_empty() && !c.starts_with('~')) {
        let output = c.starts_with('=') && !c.contains('*');
        let class = c.trim_start_matches(['=', '+', '&', '*', '%']);
        if output {
            if let Some(why) = results.get(r).and_then(Option::as_ref).and_then(|t| asm_vector_fault(t, class, true)) {
                return Err(why);
            }
            let t = kind(results.get(r));
            r += 1;
            if t == AsmType::Unfit {
                return Err(format!("has a result {} no PTX register holds (an integer of 1, 8, 16, 32, 64 or 128 bits, a float or a pointer; LLVM's NVPTX backend crashes on it)", if class.is_empty() { "type" } else { "of a type" }));
            }
            if t == AsmType::Wide && class.chars().any(|ch| matches!(ch, 'r' | 'h' | 'c' | 'f')) {
                return Err(format!("gives an i128 result the {}-bit register class '{class}' (LLVM's NVPTX backend aborts); use 'q'", if class.contains('h') { 16 } else { 32 }));
            }
        } else {
            if let Some(why) = inputs.get(a).and_then(Option::as_ref).and_then(|t| asm_vector_fault(t, class, false)) {
                return Err(why);
            }
            let t = kind(inputs.get(a));
            a += 1;
            if matches!(t, AsmType::Wide | AsmType::Unfit) && class.contains('b') && !class.contains(char::is_numeric) {
                return Err("gives a predicate ('b') an operand wider than 64 bits (LLVM's NVPTX backend aborts)".into());
            }
            // An input tied to output N (`0`) of another type: LLVM's
            // SelectionDAG builder aborts when either has an integer of a
            // width that is no power of two ("input constraint with a
            // matching output constraint of incompatible type"; measured
            // with llc-22: i24 to i32, i32 to i31, <1 x i31> to i32).
            let tied = class.parse::<usize>().ok().filter(|_| class.bytes().all(|b| b.is_ascii_digit()));
            if let Some((n, Some(input), Some(Some(out)))) = tied.map(|n| (n, inputs.get(a - 1).and_then(Option::as_ref), outputs.get(n))) {
                if input != *out && (odd_width(input) || odd_width(out)) {
                    return Err(format!("ties an input of type {input} to output ${n} of type {out} (LLVM's NVPTX backend aborts on a tie of other types where one has an integer of a width that is no power of two); give both one type"));
                }
            }
        }
    }
    Ok(())
}

/// Whether `t` is, or is a vector of, an integer whose width is no power of two.
fn odd_width(t: &Type) -> bool {
    match t {
        Type::Int(w) => !w.is_power_of_two(),
        Type::Vector(_, e) => odd_width(e),
        _ => false,
    }
}

/// The constraint string of an inline-asm value (`=r,r,~{memory}`).
fn asm_constraints(asm: LLVMValueRef) -> String {
    let mut len = 0;
    // SAFETY: `asm` is a live inline-asm value; the string lives as long as it.
    unsafe { llvm_str(llvm_sys::core::LLVMGetInlineAsmConstraintString(asm, &mut len), len) }
}

/// The asm string of an inline-asm value.
pub(crate) fn asm_string(asm: LLVMValueRef) -> String {
    let mut len = 0;
    // SAFETY: `asm` is a live inline-asm value; the string lives as long as it.
    unsafe { llvm_str(llvm_sys::core::LLVMGetInlineAsmAsmString(asm, &mut len), len) }
}

/// The forms of every table op, by the intrinsic they call.
pub(super) fn forms_by_intrinsic() -> &'static HashMap<&'static str, Vec<(&'static OpSpec, usize)>> {
    static MAP: OnceLock<HashMap<&'static str, Vec<(&'static OpSpec, usize)>>> = OnceLock::new();
    MAP.get_or_init(|| {
        let mut map: HashMap<&'static str, Vec<(&'static OpSpec, usize)>> = HashMap::new();
        for spec in OPS.iter().filter(|s| s.expand.is_none()) {
            for (i, f) in spec.forms.iter().enumerate() {
                map.entry(f.intrinsic).or_default().push((spec, i));
            }
        }
        map
    })
}

/// An operand as the op writes it: the emitter passes a `vector<4xi8>`
/// operand to an intrinsic that takes i32 through a bitcast, so a bitcast
/// from the op's type is read back as its source.
pub(super) fn typed_as_op<'ctx>(spec: &OpSpec, k: usize, v: BasicValueEnum<'ctx>) -> BasicValueEnum<'ctx> {
    let source_of = |op: InstructionOpcode| v.as_instruction_value().filter(|i| i.get_opcode() == op).and_then(|i| i.get_operand(0)?.value());
    match spec.operands.get(k).map(|o| o.kind) {
        // The zero extension of an `i8` packed f4x2 to the intrinsic's i16.
        Some(crate::ops::OperandKind::I8) => return source_of(InstructionOpcode::ZExt).filter(|s| ir_type(s.get_type()) == Some(Type::Int(8))).unwrap_or(v),
        // The cast of a generic pointer into a space the op does not name
        // (a tensor map in the parameter space, `prefetch.tensormap.p101`).
        Some(crate::ops::OperandKind::Ptr) => {
            let named = |t: Option<Type>| t.and_then(|t| t.addrspace()).and_then(crate::ops::Space::from_addrspace).is_some_and(|s| spec.operand_spaces(k).contains(&s));
            return match source_of(InstructionOpcode::AddrSpaceCast) {
                Some(s) if !named(ir_type(v.get_type())) && named(ir_type(s.get_type())) => s,
                _ => v,
            };
        }
        _ => {}
    }
    let Some(crate::ops::OperandKind::Typed(want)) = spec.operands.get(k).map(|o| o.kind) else { return v };
    let source = v.as_instruction_value().filter(|i| i.get_opcode() == InstructionOpcode::BitCast).and_then(|i| i.get_operand(0)?.value());
    match source {
        Some(s) if ir_type(s.get_type()).is_some_and(|t| t.to_string() == want) => s,
        _ => v,
    }
}

/// An operand's type as the op writes it, where LLVM 22 defines the
/// intrinsic on an integer that packs the op's vector of small integers
/// (`IntrinsicsNVVM.td`: `llvm.nvvm.idp4a.*` and `idp2a.*` take their A and
/// B as i32, `llvm.nvvm.e4m3x2.to.f16x2.*` and the other f8x2/f6x2
/// conversions their source as i16, where MLIR's ops take `vector<4xi8>`,
/// `vector<2xi16>` and `vector<2xi8>`): the call's integer is the vector's
/// bits. LLVM's verifier holds every call to the intrinsic's own signature.
pub(super) fn packed_type(spec: &OpSpec, k: usize, t: &Type) -> Option<Type> {
    let Some(crate::ops::OperandKind::Typed(want)) = spec.operands.get(k).map(|o| o.kind) else { return None };
    match (Type::from_mlir(want)?, t) {
        (Type::Vector(n, e), Type::Int(bits)) if matches!(*e, Type::Int(w) if u64::from(w) * n == u64::from(*bits)) => Some(Type::Vector(n, e)),
        _ => None,
    }
}

impl Lifter<'_> {
    /// A table op's operand that the call passes packed in an integer
    /// ([`packed_type`]), as the op's `vector`: an opaque value of it (the
    /// checks read an operand's type, never its bits).
    fn unpacked(&mut self, vector: Type, span: Span, ops: &mut Vec<Op>) -> (Value, Type) {
        let name = self.fresh("unpacked");
        let kind = OpKind::Opaque { ty: Some(vector.clone()), terminator: false };
        ops.push(Op { result: Some(Value::new(&name, span)), name: "llvm.bitcast".into(), kind, attrs: AttrDict::default(), span, name_span: span });
        (Value::new(name, span), vector)
    }
}

/// The op's result type for a form, as its syntax writes it: the intrinsic's
/// result, or what the op makes of it (an i32 for a zero-extended i1, the
/// operand's type for an atomic's old value).
pub(super) fn result_type(spec: &OpSpec, fi: usize, call: Option<Type>, operands: &[Option<(Value, Type)>]) -> Option<Type> {
    use crate::ops::ResultSpec;
    let form = &spec.forms[fi];
    match spec.result {
        ResultSpec::None | ResultSpec::NamedBarrier => None,
        ResultSpec::Required(t) | ResultSpec::Implied(t) => Some(Type::Int(t.bits())),
        ResultSpec::Optional(t) => call.map(|_| Type::Int(t.bits())),
        _ if form.zext => Some(Type::Int(32)),
        ResultSpec::Ptr => Some(Type::Ptr(form.result_space.map_or(0, |s| s.addrspace()))),
        ResultSpec::SameAs(i) => operands.get(i).cloned().flatten().map(|(_, t)| t),
        ResultSpec::Scalar | ResultSpec::I32Lanes(_) | ResultSpec::ByForm => call,
        // The intrinsic's own type (an i16 for a packed f8x2), which the op
        // may write; the verifier judges it against the op's types.
        ResultSpec::OneOf(ts) => match call {
            Some(c) if ts.contains(&c.to_string().as_str()) => Some(c),
            // The i16 of an f4x2 conversion, truncated to the op's i8 after the
            // call: the call's own value stays an opaque one.
            _ => ts.first().and_then(|t| Type::from_mlir(t)),
        },
    }
}

/// The operands and attributes that make `spec`'s form `fi` call its
/// intrinsic with `args`, if some do.
#[allow(clippy::type_complexity)]
pub(super) fn invert<'ctx>(spec: &OpSpec, fi: usize, args: &[BasicValueEnum<'ctx>]) -> Option<(Vec<Option<BasicValueEnum<'ctx>>>, Vec<(AttrKind, String)>)> {
    let form = &spec.forms[fi];
    let mut operands = vec![None; spec.operands.len()];
    let mut attrs: Vec<(AttrKind, String)> = Vec::new();
    let mut absent = Vec::new();
    // A list's length is the form's count condition on it, where it has one;
    // the one list without (there is at most one) takes the arguments left.
    let counted = |first: usize| {
        form.when.iter().find_map(|c| match c {
            Cond::Count { first: f, cmp: crate::ops::CountCmp::Eq, n, .. } if *f == first => Some(*n),
            _ => None,
        })
    };
    let fixed = form.args.iter().filter(|a| !matches!(a, CallArg::Spread(..))).count();
    let known: usize = form.args.iter().filter_map(|a| if let CallArg::Spread(first, _) = a { counted(*first) } else { None }).sum();
    let rest = args.len().checked_sub(fixed + known)?;
    let mut it = args.iter().copied();
    for a in form.args {
        match *a {
            CallArg::Operand(i) | CallArg::SharedAddr(i) => operands[i] = Some(it.next()?),
            CallArg::OperandOr(i, d) => {
                let v = it.next()?;
                if !(spec.operands[i].optional && const_int(v) == Some(d)) {
                    operands[i] = Some(v);
                }
            }
            CallArg::NonZero(i) => operands[i] = Some(icmp_ne_zero(it.next()?)?),
            CallArg::Const(c) => {
                if const_int(it.next()?) != Some(c) {
                    return None;
                }
            }
            CallArg::Flag(i) => {
                if const_int(it.next()?)? == 0 {
                    absent.push(i);
                }
            }
            CallArg::AttrNum(k, plus) => {
                let n = const_int(it.next()?)? - plus;
                attrs.push((k, value_of_number(k, n)?));
            }
            // `1 << n`, sign-extended from the intrinsic's integer width.
            CallArg::AttrBit(k) => {
                let v = const_int(it.next()?)?;
                let n = v.trailing_zeros();
                if !matches!(v >> n, 1 | -1) {
                    return None;
                }
                attrs.push((k, n.to_string()));
            }
            CallArg::Spread(first, len) => {
                let n = counted(first).unwrap_or(rest);
                if n > len {
                    return None;
                }
                for j in 0..n {
                    operands[first + j] = Some(it.next()?);
                }
            }
        }
    }
    if it.next().is_some() {
        return None;
    }
    for i in absent {
        operands[i] = None;
    }
    for c in form.when {
        if let Cond::Attr(k, Some(v)) = c {
            if !attrs.iter().any(|(a, _)| a == k) && k.default() != Some(v) {
                attrs.push((*k, v.to_string()));
            }
        }
    }
    Some((operands, attrs))
}

/// The inverse of [`AttrKind::number`].
pub(super) fn value_of_number(k: AttrKind, n: i64) -> Option<String> {
    if k.is_int() {
        return Some(n.to_string());
    }
    if k.values() == ["true", "false"] {
        return Some((n != 0).to_string());
    }
    k.values().get(usize::try_from(n).ok()?).map(|v| v.to_string())
}

/// The shape, types, scales and layouts of a `wgmma.mma_async` in the inline
/// PTX of `crate::emit::wgmma_ptx` (values, spans and types left empty).
pub(super) fn parse_wgmma_asm(text: &str) -> Option<ir::WgmmaOp> {
    let scale_d = text.split("setp.ne.b32 p, ").nth(1)?.split(',').next()?.trim();
    let instr = text.split("wgmma.mma_async.sync.aligned.").nth(1)?;
    let (opcode, rest) = instr.split_once(' ')?;
    let mut parts = opcode.split('.');
    let shape = parts.next()?.strip_prefix('m')?;
    let (m, rest_shape) = shape.split_once('n')?;
    let (n, k) = rest_shape.split_once('k')?;
    let (type_d, type_a, type_b) = (parts.next()?.to_string(), parts.next()?.to_string(), parts.next()?.to_string());
    let overflow = if opcode.ends_with(".satfinite") { "satfinite" } else { "" }.to_string();
    // `{regs}, $a, $b, p[, scale-a, scale-b[, trans-a, trans-b]];`
    let imms: Vec<i64> = rest.split("p,").nth(1).map_or(Vec::new(), |t| t.trim_end_matches(|c: char| c == ';' || c.is_whitespace() || c == '}').split(',').filter_map(|x| x.trim().parse().ok()).collect());
    let scale = |i: usize| if imms.get(i) == Some(&-1) { "neg" } else { "one" }.to_string();
    let nul = || Value::new("", Span::default());
    Some(ir::WgmmaOp {
        desc_a: nul(),
        desc_b: nul(),
        acc: nul(),
        m: m.parse().ok()?,
        n: n.parse().ok()?,
        k: k.parse().ok()?,
        type_d,
        type_a,
        type_b,
        scale_d: if scale_d == "1" { "one" } else { "zero" }.to_string(),
        scale_a: scale(0),
        scale_b: scale(1),
        layout_a: if imms.get(2) == Some(&1) { "col" } else { "row" }.to_string(),
        layout_b: if imms.get(3) == Some(&1) { "row" } else { "col" }.to_string(),
        overflow,
        acc_ty: Type::Struct(Vec::new()),
        result_ty: Type::Struct(Vec::new()),
        shape_span: Span::default(),
        types_span: Span::default(),
    })
}

pub(super) fn wmma_by_name() -> &'static HashMap<String, WmmaName> {
    static MAP: OnceLock<HashMap<String, WmmaName>> = OnceLock::new();
    MAP.get_or_init(|| {
        let mut map = HashMap::new();
        for spec in crate::ops::WMMA {
            for la in ["row", "col"] {
                for space in [0, 1, 3] {
                    let frags = spec.ab.iter().flat_map(|t| [("a", *t), ("b", *t)]).chain(spec.cd.iter().map(|t| ("c", *t)));
                    for (f, t) in frags {
                        map.insert(spec.ldst_intrinsic("load", f, la, t, space), (ir::WmmaKind::Load, spec, [f, la, "", t, ""]));
                    }
                    for &t in spec.cd {
                        map.insert(spec.ldst_intrinsic("store", "d", la, t, space), (ir::WmmaKind::Store, spec, ["d", la, "", t, ""]));
                    }
                }
                for lb in ["row", "col"] {
                    for &a in spec.ab {
                        for &d in spec.cd {
                            map.insert(spec.mma_intrinsic(la, lb, a, d), (ir::WmmaKind::Mma, spec, ["", la, lb, a, d]));
                        }
                    }
                }
            }
        }
        map
    })
}

pub(super) fn mma_sync_by_name() -> &'static HashMap<String, MmaSyncName> {
    static MAP: OnceLock<HashMap<String, MmaSyncName>> = OnceLock::new();
    MAP.get_or_init(|| {
        let mut map = HashMap::new();
        for spec in crate::ops::MMA_SYNC {
            let layouts: &[(&str, &str)] = if spec.any_layout { &[("row", "row"), ("row", "col"), ("col", "row"), ("col", "col")] } else { &[("row", "col")] };
            for &(la, lb) in layouts {
                for &a in spec.ab {
                    for &b in spec.ab {
                        for &(c, d) in spec.pairs {
                            for sat in [false, true] {
                                map.entry(spec.intrinsic(la, lb, a, b, c, d, sat)).or_insert((spec, [la, lb, a, b, c, d], sat, None));
                            }
                        }
                    }
                }
            }
        }
        for spec in crate::ops::MMA_SP {
            for &a in spec.ab {
                for &b in spec.ab {
                    for &(c, d) in spec.pairs {
                        for sat in [false, true] {
                            let dense = spec.intrinsic("row", "col", a, b, c, d, sat);
                            for (ordered, prefix) in [(false, "llvm.nvvm.mma.sp."), (true, "llvm.nvvm.mma.sp.ordered.metadata.")] {
                                // A kind row's forms have ordered metadata only.
                                if spec.kind.is_some() && !ordered {
                                    continue;
                                }
                                map.entry(dense.replacen("llvm.nvvm.mma.", prefix, 1)).or_insert((spec, ["row", "col", a, b, c, d], sat, Some(ordered)));
                            }
                        }
                    }
                }
            }
        }
        map
    })
}

/// Every `nvvm.wmma.*` intrinsic of `intrinsics/wmma.toml`, with the op, the row
/// and (fragment, layout or layoutA, layoutB, element type or eltypeA, eltypeB).
pub(super) type WmmaName = (ir::WmmaKind, &'static crate::ops::WmmaSpec, [&'static str; 5]);

/// Every `nvvm.mma.sync` and `nvvm.mma.sp.sync` intrinsic LLVM 22 has, with
/// the row, (layoutA, layoutB, A, B, C, D), the overflow mode that name it and,
/// for a sparse one, whether its metadata is ordered.
pub(super) type MmaSyncName = (&'static crate::ops::MmaSyncSpec, [&'static str; 6], bool, Option<bool>);

/// An intrinsic's name without `llvm.` and its overload suffixes:
/// `llvm.lround.i32.f32` is `lround`, `llvm.sdiv.fix.sat.i32` is
/// `sdiv.fix.sat`, `llvm.stacksave.p0` is `stacksave`,
/// `llvm.experimental.deoptimize.isVoid` is `experimental.deoptimize`.
fn intrinsic_base(name: &str) -> &str {
    let rest = name.strip_prefix("llvm.").unwrap_or(name);
    let mangling = |seg: &str| {
        let digits = |s: &str| !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit());
        let scalar = |s: &str| s.strip_prefix('i').or_else(|| s.strip_prefix('p')).is_some_and(digits) || matches!(s, "f16" | "bf16" | "f32" | "f64" | "f80" | "f128" | "ppcf128");
        let vector = |s: &str| s.strip_prefix("nxv").or_else(|| s.strip_prefix('v')).is_some_and(|v| v.find(|c: char| !c.is_ascii_digit()).is_some_and(|k| k > 0 && scalar(&v[k..])));
        scalar(seg) || vector(seg) || seg == "isVoid"
    };
    let mut end = rest.len();
    while let Some(dot) = rest[..end].rfind('.') {
        if !mangling(&rest[dot + 1..end]) {
            break;
        }
        end = dot;
    }
    &rest[..end]
}

/// The call's type as `intrinsics/types.toml`'s [[math]] rows name it: its
/// floating-point type (the result's element or first field, else the
/// first argument's element: `llvm.lround`), else the result's (`i32`).
fn intrinsic_type(call: LLVMValueRef) -> String {
    use llvm_sys::core as c;
    use llvm_sys::LLVMTypeKind as K;
    // SAFETY: `call` is a live call; types and their elements are live.
    unsafe {
        let element = |t| match c::LLVMGetTypeKind(t) {
            K::LLVMVectorTypeKind | K::LLVMScalableVectorTypeKind => c::LLVMGetElementType(t),
            K::LLVMStructTypeKind if c::LLVMCountStructElementTypes(t) > 0 => c::LLVMStructGetTypeAtIndex(t, 0),
            _ => t,
        };
        let result = element(c::LLVMTypeOf(call));
        let first = (c::LLVMGetNumArgOperands(call) > 0).then(|| element(c::LLVMTypeOf(c::LLVMGetOperand(call, 0))));
        if let Some(f) = float_type_name(result).or_else(|| first.and_then(float_type_name)) {
            return f.to_string();
        }
        match c::LLVMGetTypeKind(result) {
            K::LLVMIntegerTypeKind => format!("i{}", c::LLVMGetIntTypeWidth(result)),
            K::LLVMPointerTypeKind => match c::LLVMGetPointerAddressSpace(result) {
                0 => "ptr".to_string(),
                n => format!("ptr addrspace({n})"),
            },
            _ => "void".to_string(),
        }
    }
}

/// LLVM's name of a floating-point type (`float`), or None for another.
pub(super) fn float_type_name(t: llvm_sys::prelude::LLVMTypeRef) -> Option<&'static str> {
    use llvm_sys::LLVMTypeKind as K;
    // SAFETY: `t` is a live type.
    Some(match unsafe { llvm_sys::core::LLVMGetTypeKind(t) } {
        K::LLVMHalfTypeKind => "half",
        K::LLVMBFloatTypeKind => "bfloat",
        K::LLVMFloatTypeKind => "float",
        K::LLVMDoubleTypeKind => "double",
        K::LLVMX86_FP80TypeKind => "x86_fp80",
        K::LLVMFP128TypeKind => "fp128",
        K::LLVMPPC_FP128TypeKind => "ppc_fp128",
        _ => return None,
    })
}

#[cfg(test)]
mod signature_tests {
    use super::*;
    use crate::ops::{CallArg, OperandKind};

    /// LLVM 22's own parameter types of a non-overloaded intrinsic
    /// (`IntrinsicsNVVM.td`, through LLVM's intrinsic table), or None.
    fn llvm_params(ctx: &inkwell::context::Context, name: &str) -> Option<Vec<Option<Type>>> {
        use llvm_sys::core as c;
        // SAFETY: a live context; LLVM returns a function type of it, whose
        // parameters are read below their count.
        unsafe {
            let id = c::LLVMLookupIntrinsicID(name.as_ptr().cast(), name.len());
            if id == 0 || c::LLVMIntrinsicIsOverloaded(id) != 0 {
                return None;
            }
            let fty = c::LLVMIntrinsicGetType(ctx.raw(), id, std::ptr::null_mut(), 0);
            let mut params = vec![std::ptr::null_mut(); c::LLVMCountParamTypes(fty) as usize];
            c::LLVMGetParamTypes(fty, params.as_mut_ptr());
            Some(params.into_iter().map(|t| inkwell::types::BasicTypeEnum::try_from(inkwell::types::AnyTypeEnum::new(t)).ok().and_then(ir_type)).collect())
        }
    }

    /// Every operand a table op passes as it is to a non-overloaded
    /// intrinsic has LLVM 22's parameter type, or packs it in an integer of
    /// that type that the lift reads back ([`packed_type`]): a call with
    /// LLVM 22's own signature is never refused for its operands' types.
    #[test]
    fn table_operands_have_llvm_22s_parameter_types() {
        let ctx = inkwell::context::Context::create();
        let mut disagree = Vec::new();
        let mut checked = 0;
        for (name, forms) in forms_by_intrinsic() {
            let Some(params) = llvm_params(&ctx, name) else { continue };
            for &(spec, fi) in forms {
                for (at, arg) in spec.forms[fi].args.iter().enumerate() {
                    let CallArg::Operand(k) = *arg else { continue };
                    let (Some(OperandKind::Typed(want)), Some(Some(param))) = (spec.operands.get(k).map(|o| o.kind), params.get(at)) else { continue };
                    checked += 1;
                    let op_type = Type::from_mlir(want);
                    if op_type.as_ref() != Some(param) && packed_type(spec, k, param).is_none() {
                        disagree.push(format!("{name} argument {at} ('{}' of {}): LLVM 22 {param}, op {want}", spec.operands[k].name, spec.name));
                    }
                }
            }
        }
        assert!(checked > 100, "only {checked} operands checked");
        assert!(disagree.is_empty(), "{}", disagree.join("\n"));
    }
}
