//! `__nvvm_reflect`, `__nvvm_reflect_ocl` and `llvm.nvvm.reflect`: LLVM's
//! NVVMReflect pass folds each call of one to a constant (`__CUDA_ARCH`,
//! `__CUDA_FTZ`, else 0) before code generation, and aborts or crashes on
//! any other use and on a call it cannot read (measured with llc-22).

use super::*;

/// The functions NVVMReflect folds the calls of.
const REFLECT_NAMES: [&str; 3] = ["__nvvm_reflect", "__nvvm_reflect_ocl", "llvm.nvvm.reflect"];

unsafe extern "C" {
    fn nvvm_lower_reflect_call_fault(call: LLVMValueRef) -> std::os::raw::c_int;
    fn nvvm_lower_named_by_constant(function: LLVMValueRef) -> bool;
}

/// The module's functions NVVMReflect folds the calls of.
pub(super) fn reflect_functions(m: &Module) -> Vec<LLVMValueRef> {
    REFLECT_NAMES.iter().filter_map(|n| m.get_function(n)).map(|f| f.as_value_ref()).collect()
}

impl Lifter<'_> {
    /// A reflect function defined in the module, or named by a constant:
    /// NVVMReflect replaces every call with its own value and deletes the
    /// body (silently), or aborts on the constant.
    pub(super) fn check_reflect_function(&mut self, f: FunctionValue<'_>, source_name: &str, span: Span) {
        if !self.reflect.contains(&f.as_value_ref()) {
            return;
        }
        if f.count_basic_blocks() > 0 {
            self.errors.push(
                Diagnostic::error("reflect", format!("'@{source_name}' is defined here, but LLVM's NVPTX backend replaces every call of it with a constant of its own and deletes the body"))
                    .at(span)
                    .note("NVVMReflect folds the calls of __nvvm_reflect and __nvvm_reflect_ocl (__CUDA_ARCH, __CUDA_FTZ, else 0); declare it, or give the function another name"),
            );
        }
        // SAFETY: `f` is a live function of the module.
        if unsafe { nvvm_lower_named_by_constant(f.as_value_ref()) } {
            self.errors.push(
                Diagnostic::error("reflect", format!("'@{source_name}' is named by a constant (an initializer or a constant expression); LLVM's NVPTX backend takes it only as the callee of a call"))
                    .at(span)
                    .note("llc-22 aborts: '__nvvm_reflect can only be used in a call instruction'"),
            );
        }
    }

    /// An instruction that uses a reflect function other than as the callee
    /// of a call, and each call of one NVVMReflect cannot fold.
    pub(super) fn check_reflect_uses(&mut self, i: InstructionValue<'_>, span: Span) {
        if self.reflect.is_empty() {
            return;
        }
        let raw = i.as_value_ref();
        // SAFETY: `raw` is a live instruction; its operands are read by index below its count.
        let n = unsafe { llvm_sys::core::LLVMGetNumOperands(raw) }.max(0) as u32;
        let call = i.get_opcode() == InstructionOpcode::Call;
        for k in 0..n {
            // SAFETY: as above.
            let v = unsafe { llvm_sys::core::LLVMGetOperand(raw, k) };
            if !self.reflect.contains(&v) {
                continue;
            }
            let name = value_name(v);
            if call && k + 1 == n {
                self.check_reflect_call(raw, &name, span);
            } else {
                self.errors.push(
                    Diagnostic::error("reflect", format!("'@{name}' is used here other than as the function a call calls; LLVM's NVPTX backend takes it only so"))
                        .at(span)
                        .note(format!("NVVMReflect folds each call of @{name} to a constant before code generation; llc-22 aborts or crashes on another use ('{name} can only be used in a call instruction')")),
                );
            }
        }
    }

    fn check_reflect_call(&mut self, call: LLVMValueRef, name: &str, span: Span) {
        // SAFETY: `call` is a live call instruction.
        let why = match unsafe { nvvm_lower_reflect_call_fault(call) } {
            0 => return,
            2 => "takes exactly one argument (an operand bundle counts)",
            3 => "returns an integer (or a vector of integers)",
            4 => "takes a constant: the address of a constant string, not a value known only at run time",
            5 => "takes the address of a variable defined with a string (`c\"__CUDA_ARCH\\00\"`), from its start: not a declared variable, null, an offset into one or a zero initializer",
            6 => "takes a string of i8 that ends at its only NUL byte (`c\"__CUDA_FTZ\\00\"`)",
            7 => "takes a name that is not empty",
            _ => "is called with `call`",
        };
        self.errors.push(
            Diagnostic::error("reflect", format!("LLVM's NVPTX backend cannot fold this call: '@{name}' {why}"))
                .at(span)
                .note("NVVMReflect folds each call to a constant before code generation; llc-22 aborts or crashes on this one"),
        );
    }
}
