//! A table op's forms inverted: an intrinsic's arguments turned back into the
//! operands and attributes of the op whose form calls it, its packed operands
//! unpacked and its result type recovered.

use super::*;

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
