//! What the lift refuses as it reads an instruction, before any op is judged:
//! what LLVM's NVPTX backend would abort on or write as PTX that ptxas cannot
//! parse (library calls, raw data, over-aligned allocas, malformed debug and
//! loop metadata), and what places a requirement of its own (a dynamic alloca).

use super::*;

impl<'s> Lifter<'s> {
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
    pub(super) fn check_libcall(&mut self, i: InstructionValue<'_>, span: Span) {
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
    pub(super) fn check_dynamic_alloca(&mut self, i: InstructionValue<'_>, span: Span) {
        // SAFETY: `i` is a live alloca; its operand 0 is the element count.
        let constant = unsafe { !llvm_sys::core::LLVMIsAConstantInt(llvm_sys::core::LLVMGetOperand(i.as_value_ref(), 0)).is_null() };
        if let Some(directive) = crate::ops::DirectiveSpec::find("dynamic_alloca").filter(|_| !constant) {
            self.needs.push(ir::Need { what: "an alloca of a size known only at run time".into(), requires: &directive.requires, span });
        }
    }

    /// An alloca's alignment is the alignment of the kernel's local depot:
    /// ptxas dies of SIGSEGV on one of 2^24 or more (measured with ptxas 13.5
    /// on sm_90: 2^23 assembles), and LLVM's C interface reads 2^32 as 0.
    pub(super) fn check_alloca_alignment(&mut self, i: InstructionValue<'_>, span: Span) {
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
    pub(super) fn check_debug_location(&mut self, i: InstructionValue<'_>, span: Span) {
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
    pub(super) fn check_loop_metadata(&mut self, i: InstructionValue<'_>, span: Span) {
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
}

/// The largest alloca alignment ptxas assembles (the local depot's).
pub(super) const MAX_ALLOCA_ALIGN: u64 = 1 << 23;

/// An alignment as written: LLVM's C interface gives `raw` as an unsigned
/// 32-bit number, so 2^32 (LLVM's largest) reads as 0; then the printed
/// value (`printed`) says what it is.
pub(super) fn written_alignment(raw: u32, printed: impl FnOnce() -> String) -> u64 {
    if raw != 0 {
        return u64::from(raw);
    }
    let text = printed();
    text.rsplit_once(", align ").and_then(|(_, rest)| rest.split(|c: char| !c.is_ascii_digit()).next()?.parse().ok()).unwrap_or(0)
}
