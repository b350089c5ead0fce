//! Inline asm: what the lift reads of each asm value once (its text, its
//! constraints, the sync ops and effects it holds), the types LLVM's NVPTX
//! backend can give its operands, and wgmma's inline PTX read back as the op.

use super::*;

impl<'s> Lifter<'s> {
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
    pub(super) fn asm_operands(&mut self, constraints: &str, call_args: &[BasicValueEnum<'_>], span: Span, ops: &mut Vec<Op>) -> Vec<Option<Value>> {
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
    pub(super) fn asm_operand(&mut self, a: BasicValueEnum<'_>, span: Span, ops: &mut Vec<Op>) -> Value {
        match a.is_pointer_value().then(|| self.pointer(a, span, ops)).flatten() {
            Some((v, _)) => v,
            None => self.value(a, span, ops),
        }
    }
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
pub(super) enum AsmType {
    /// An integer of a width a PTX register has (1, 8, 16, 32, 64 bits).
    Register,
    /// i128.
    Wide,
    /// An integer of another width, or an array.
    Unfit,
    Other,
}

pub(super) fn asm_type(t: &Type) -> AsmType {
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
pub(super) fn asm_vector_fault(t: &Type, class: &str, result: bool) -> Option<String> {
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
pub(super) fn check_asm_types(constraints: &str, results: &[Option<Type>], inputs: &[Option<Type>]) -> Result<(), String> {
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
pub(super) fn odd_width(t: &Type) -> bool {
    match t {
        Type::Int(w) => !w.is_power_of_two(),
        Type::Vector(_, e) => odd_width(e),
        _ => false,
    }
}

/// The constraint string of an inline-asm value (`=r,r,~{memory}`).
pub(super) fn asm_constraints(asm: LLVMValueRef) -> String {
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
