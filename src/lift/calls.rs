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
