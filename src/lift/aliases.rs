//! Function aliases and ifuncs. NVPTX writes an alias as `.alias a, f;` and
//! aborts unless it names a function defined in the module that is not a
//! kernel, with a linkage PTX can give it; it writes an ifunc as `i = r`,
//! which ptxas cannot parse (measured with llc-22 and ptxas 13.5).

use super::*;
use llvm_sys::core as c;
use llvm_sys::prelude::LLVMValueRef;

/// The function an alias's target names through other aliases and pointer
/// casts, or None: a variable, an offset into a function (`getelementptr`;
/// NVPTX would write the function without the offset), or a cycle.
pub(super) fn aliased_function(aliasee: LLVMValueRef) -> Option<LLVMValueRef> {
    let mut v = aliasee;
    // A chain longer than this is no alias a front end writes.
    for _ in 0..64 {
        // SAFETY: `v` is a live constant of the module: an alias's target
        // or an operand of one.
        unsafe {
            if !c::LLVMIsAFunction(v).is_null() {
                return Some(v);
            }
            if !c::LLVMIsAGlobalAlias(v).is_null() {
                v = c::LLVMAliasGetAliasee(v);
                continue;
            }
            let cast = !c::LLVMIsAConstantExpr(v).is_null() && matches!(c::LLVMGetConstOpcode(v), llvm_sys::LLVMOpcode::LLVMBitCast | llvm_sys::LLVMOpcode::LLVMAddrSpaceCast);
            if !cast {
                return None;
            }
            v = c::LLVMGetOperand(v, 0);
        }
    }
    None
}

impl Lifter<'_> {
    /// The module's aliases of functions; an alias or ifunc NVPTX cannot
    /// write is an error at its line. Whether the function is a kernel, and
    /// the PTX version `.alias` needs, the verifier checks.
    pub(super) fn aliases(&mut self, m: &Module) -> Vec<ir::Alias> {
        let mut out: Vec<ir::Alias> = Vec::new();
        // SAFETY: the module is live; its aliases and ifuncs are walked in
        // order and read, not changed.
        unsafe {
            let mut a = c::LLVMGetFirstGlobalAlias(m.as_mut_ptr());
            while !a.is_null() {
                out.extend(self.alias(a));
                a = c::LLVMGetNextGlobalAlias(a);
            }
            let mut i = c::LLVMGetFirstGlobalIFunc(m.as_mut_ptr());
            while !i.is_null() {
                let name = value_name(i);
                let span = self.declaration(&name);
                self.errors.push(
                    Diagnostic::error("alias", format!("'@{name}' is an ifunc, which PTX has no form of"))
                        .at(span)
                        .note("LLVM's NVPTX backend writes it as an assignment ptxas cannot parse; call the resolved function directly"),
                );
                i = c::LLVMGetNextGlobalIFunc(i);
            }
        }
        out
    }

    fn alias(&mut self, a: LLVMValueRef) -> Option<ir::Alias> {
        let name = value_name(a);
        let span = self.declaration(&name);
        self.refuse_raw_data(a, &name, span);
        use llvm_sys::LLVMLinkage as L;
        // SAFETY: `a` is a live alias of the module.
        let (linkage, aliasee) = unsafe { (c::LLVMGetLinkage(a), c::LLVMAliasGetAliasee(a)) };
        if matches!(linkage, L::LLVMWeakAnyLinkage | L::LLVMWeakODRLinkage | L::LLVMLinkOnceAnyLinkage | L::LLVMLinkOnceODRLinkage | L::LLVMCommonLinkage | L::LLVMAvailableExternallyLinkage | L::LLVMExternalWeakLinkage) {
            self.errors.push(
                Diagnostic::error("alias", format!("alias '@{name}' is weak or may be replaced; PTX's .alias cannot be"))
                    .at(span)
                    .note("LLVM's NVPTX backend aborts ('NVPTX aliasee must not be .weak'); give the alias external or internal linkage"),
            );
            return None;
        }
        // SAFETY: a function found is a live function of the module.
        let Some(f) = aliased_function(aliasee).filter(|f| unsafe { c::LLVMIsDeclaration(*f) == 0 }) else {
            self.errors.push(
                Diagnostic::error("alias", format!("alias '@{name}' does not name a function defined in the module"))
                    .at(span)
                    .note("PTX's .alias names a function; LLVM's NVPTX backend aborts on an alias of a variable or a declaration ('NVPTX aliasee must be a non-kernel function definition') and drops an offset into a function"),
            );
            return None;
        };
        let alias = ir::Alias { name: ptx_symbol(a), aliasee: ptx_symbol(f), span };
        if let Some(directive) = crate::ops::DirectiveSpec::find("alias") {
            self.needs.push(ir::Need { what: format!("{} @{}", directive.what, alias.name), requires: &directive.requires, span });
        }
        Some(alias)
    }
}
