//! What LLVM's values and opcodes are in the IR's terms: constants, operators,
//! comparison predicates, atomic orderings and read-modify-write kinds.

use super::*;

/// A string LLVM hands out as a pointer and a length (lossy UTF-8; empty for
/// a null pointer).
///
/// # Safety
/// `p` is null or points at `len` bytes that live for the call.
pub(super) unsafe fn llvm_str(p: *const std::ffi::c_char, len: usize) -> String { unsafe {
    if p.is_null() {
        return String::new();
    }
    String::from_utf8_lossy(std::slice::from_raw_parts(p.cast::<u8>(), len)).into_owned()
}}

/// The name of a value as the module writes it (without `@` or `%`).
pub(super) fn value_name(v: LLVMValueRef) -> String {
    let mut len = 0;
    // SAFETY: `v` is a live value; its name lives as long as it.
    unsafe { llvm_str(llvm_sys::core::LLVMGetValueName2(v, &mut len), len) }
}

/// The name a global or function has in the PTX: LLVM's NVPTX backend
/// rewrites every character PTX does not allow in a name of local linkage
/// (`switch.table.k` becomes `switch_$_table_$_k`, NVPTXAssignValidGlobalNames),
/// and keeps other names as they are.
pub(super) fn ptx_symbol(v: LLVMValueRef) -> String {
    let name = value_name(v);
    // SAFETY: `v` is a live global value.
    let linkage = unsafe { llvm_sys::core::LLVMGetLinkage(v) };
    use llvm_sys::LLVMLinkage as L;
    if !matches!(linkage, L::LLVMInternalLinkage | L::LLVMPrivateLinkage) {
        return name;
    }
    name.chars().map(|c| if c.is_ascii_alphanumeric() || c == '_' || c == '$' { c.to_string() } else { "_$_".to_string() }).collect()
}

/// `%x` of an `icmp ne %x, 0` argument (a predicate operand's i1).
pub(super) fn icmp_ne_zero(v: BasicValueEnum<'_>) -> Option<BasicValueEnum<'_>> {
    let i = v.as_instruction_value()?;
    if i.get_opcode() != InstructionOpcode::ICmp || i.get_icmp_predicate()? != inkwell::IntPredicate::NE || const_int(i.get_operand(1)?.value()?)? != 0 {
        return None;
    }
    i.get_operand(0)?.value()
}

pub(super) fn const_int(v: BasicValueEnum<'_>) -> Option<i64> {
    match v {
        BasicValueEnum::IntValue(i) if i.is_const() && !is_const_expr(v) => i.get_sign_extended_constant(),
        _ => None,
    }
}

pub(super) fn is_const_expr(v: BasicValueEnum<'_>) -> bool {
    // SAFETY: `v` is a live value.
    unsafe { !llvm_sys::core::LLVMIsAConstantExpr(v.as_value_ref()).is_null() }
}

pub(super) fn is_global(v: BasicValueEnum<'_>) -> bool {
    // SAFETY: `v` is a live value.
    unsafe { !llvm_sys::core::LLVMIsAGlobalVariable(v.as_value_ref()).is_null() }
}

pub(super) fn is_undef_or_null(v: BasicValueEnum<'_>) -> bool {
    let raw = v.as_value_ref();
    // SAFETY: `raw` is a live value.
    unsafe { llvm_sys::core::LLVMIsUndef(raw) != 0 || llvm_sys::core::LLVMIsPoison(raw) != 0 || (llvm_sys::core::LLVMIsConstant(raw) != 0 && llvm_sys::core::LLVMIsNull(raw) != 0) }
}

pub(super) fn incoming<'ctx>(phi: InstructionValue<'ctx>, from: inkwell::basic_block::BasicBlock<'ctx>) -> Option<BasicValueEnum<'ctx>> {
    let phi: inkwell::values::PhiValue = phi.try_into().ok()?;
    (0..phi.count_incoming()).filter_map(|n| phi.get_incoming(n)).find(|(_, b)| *b == from).map(|(v, _)| v)
}

pub(super) fn binop(o: InstructionOpcode) -> Option<BinOp> {
    use InstructionOpcode as O;
    Some(match o {
        O::Add => BinOp::Add,
        O::Sub => BinOp::Sub,
        O::Mul => BinOp::Mul,
        O::UDiv => BinOp::UDiv,
        O::SDiv => BinOp::SDiv,
        O::URem => BinOp::URem,
        O::SRem => BinOp::SRem,
        O::And => BinOp::And,
        O::Or => BinOp::Or,
        O::Xor => BinOp::Xor,
        O::Shl => BinOp::Shl,
        O::LShr => BinOp::LShr,
        O::AShr => BinOp::AShr,
        _ => return None,
    })
}

pub(super) fn cmp_pred(p: inkwell::IntPredicate) -> CmpPred {
    use inkwell::IntPredicate as P;
    match p {
        P::EQ => CmpPred::Eq,
        P::NE => CmpPred::Ne,
        P::SLT => CmpPred::Slt,
        P::SLE => CmpPred::Sle,
        P::SGT => CmpPred::Sgt,
        P::SGE => CmpPred::Sge,
        P::ULT => CmpPred::Ult,
        P::ULE => CmpPred::Ule,
        P::UGT => CmpPred::Ugt,
        P::UGE => CmpPred::Uge,
    }
}

pub(super) fn ordering(o: llvm_sys::LLVMAtomicOrdering) -> Option<Ordering> {
    use llvm_sys::LLVMAtomicOrdering as O;
    Some(match o {
        O::LLVMAtomicOrderingMonotonic => Ordering::Monotonic,
        O::LLVMAtomicOrderingAcquire => Ordering::Acquire,
        O::LLVMAtomicOrderingRelease => Ordering::Release,
        O::LLVMAtomicOrderingAcquireRelease => Ordering::AcqRel,
        O::LLVMAtomicOrderingSequentiallyConsistent => Ordering::SeqCst,
        _ => return None,
    })
}

pub(super) fn rmw_kind(op: inkwell::AtomicRMWBinOp) -> Option<&'static str> {
    use inkwell::AtomicRMWBinOp as R;
    Some(match op {
        R::Xchg => "xchg",
        R::Add => "add",
        R::Sub => "sub",
        R::And => "and",
        R::Or => "or",
        R::Xor => "xor",
        R::Max => "max",
        R::Min => "min",
        R::UMax => "umax",
        R::UMin => "umin",
        R::FAdd => "fadd",
        _ => return None,
    })
}

/// A metadata node's operands, or None where it is no node or one of them is
/// null (`!{null}`, which LLVM's parser takes): inkwell's `get_node_values`
/// reads a null operand's type and dies of SIGSEGV.
pub(crate) fn node_values(md: inkwell::values::MetadataValue<'_>) -> Option<Vec<inkwell::values::BasicMetadataValueEnum<'_>>> {
    if !md.is_node() {
        return None;
    }
    let n = md.get_node_size()?;
    let mut raw: Vec<LLVMValueRef> = vec![std::ptr::null_mut(); n];
    // SAFETY: a live node of `n` operands; LLVM writes `n` values.
    unsafe { llvm_sys::core::LLVMGetMDNodeOperands(md.as_value_ref(), raw.as_mut_ptr()) };
    if raw.iter().any(|v| v.is_null()) {
        return None;
    }
    md.get_node_values()
}

unsafe extern "C" {
    fn nvvm_lower_has_partition(value: LLVMValueRef) -> bool;
    fn nvvm_lower_initializer_fault(global: LLVMValueRef, culprit: *mut LLVMValueRef) -> std::os::raw::c_int;
    fn nvvm_lower_initializer_cycle(module: llvm_sys::prelude::LLVMModuleRef) -> LLVMValueRef;
}

/// Why NVPTX cannot write the initializer of the global variable `g` as
/// PTX that ptxas takes (src/lift/ir_facts.cpp, measured with llc-22 and
/// ptxas 13.5): the diagnostic's code and message. None when it can.
pub(super) fn initializer_fault(g: LLVMValueRef) -> Option<(&'static str, String)> {
    let mut culprit: LLVMValueRef = std::ptr::null_mut();
    // SAFETY: `g` is a live global variable; `culprit` is set to a live one or left null.
    let code = unsafe { nvvm_lower_initializer_fault(g, &mut culprit) };
    let named = || if culprit.is_null() { String::new() } else { value_name(culprit) };
    Some(match code {
        0 => return None,
        1 => ("space", format!("names '@{}', which is not in the global or constant space (ptxas: 'Variable used as initial value not in .global or .const state space')", named())),
        2 => ("unsupported", "narrows a pointer below 64 bits (ptrtoint to a narrower integer, or trunc): LLVM's NVPTX backend writes it as 'g&0xffffffffffffffff', which ptxas cannot parse, or in place of the fields beside it".into()),
        3 => ("unsupported", "takes a negative offset from a variable or function: LLVM's NVPTX backend writes 'g-8', which ptxas cannot parse".into()),
        4 => ("unsupported", "computes with addresses in a way PTX initializers cannot (only a symbol plus a constant, and casts): LLVM's NVPTX backend aborts ('Unsupported expression in static initializer') or writes 'g+h', which ptxas cannot parse".into()),
        5 => ("unsupported", "has a dso_local_equivalent, no_cfi or blockaddress constant, which LLVM's NVPTX backend writes as nothing".into()),
        _ => ("space", "casts an address to a space other than the generic one, which LLVM's NVPTX backend aborts on ('Unsupported expression in static initializer')".into()),
    })
}

/// A global variable whose initializer reaches itself through other
/// variables' initializers, which LLVM's NVPTX backend aborts on
/// ("Circular dependency found in global variable set"); None if there is none.
pub(super) fn initializer_cycle(m: &inkwell::module::Module<'_>) -> Option<String> {
    // SAFETY: the module is live; the variable returned is one of its globals.
    let g = unsafe { nvvm_lower_initializer_cycle(m.as_mut_ptr()) };
    (!g.is_null()).then(|| value_name(g))
}

/// What of a global variable, function or alias defined in the module
/// LLVM's NVPTX backend writes as raw data that ptxas cannot parse
/// ("Parsing error", measured with llc-22 and ptxas 13.5): a partition
/// (`partition "p"`), and a function's prefix or prologue data. None when
/// there is none; a declaration has none written.
pub(super) fn raw_data(v: LLVMValueRef) -> Option<&'static str> {
    use llvm_sys::core as c;
    // SAFETY: `v` is a live global value (src/lift/ir_facts.cpp casts it);
    // the prefix and prologue queries are asked of functions only.
    unsafe {
        if c::LLVMIsDeclaration(v) != 0 {
            return None;
        }
        if nvvm_lower_has_partition(v) {
            return Some("a partition");
        }
        if c::LLVMIsAFunction(v).is_null() {
            return None;
        }
        if c::LLVMHasPrefixData(v) != 0 {
            return Some("prefix data");
        }
        if c::LLVMHasPrologueData(v) != 0 {
            return Some("prologue data");
        }
    }
    None
}
