//! Shared variables a module declares in its module-level asm, and the
//! inline asm that takes their address.
//!
//! A front end that cannot put a variable in address space 3 (rustc for
//! `nvptx64-nvidia-cuda` has no way to, short of a nightly intrinsic)
//! declares its shared memory in PTX (`global_asm!(".shared .align 8 .b64
//! full;")`, LLVM's `module asm`) and reads its address with inline asm
//! (`mov.u32 $0, full;`). LLVM copies the module asm into the PTX verbatim,
//! so the variable exists for ptxas; here each declaration becomes a global
//! of address space 3 and each such `mov` (or `cvta.shared`) the address of
//! that global, as clang's `(uint32_t)__cvta_generic_to_shared(&full)` is:
//! the protocol model and the race checks then follow the barrier it names.

use super::*;

/// One `.shared` declaration of the module asm.
#[derive(Clone, Debug, PartialEq)]
pub(super) struct SharedDecl {
    pub name: String,
    pub ty: Type,
    pub alignment: Option<u32>,
    /// The declaration as written (without its `;`), to find its line.
    pub text: String,
}

/// The `.shared` declarations of a module's asm (`[.extern|.visible]
/// .shared [.align N] .TYPE NAME[N]...;`); other statements are left alone.
pub(super) fn shared_decls(m: &Module) -> Vec<SharedDecl> {
    let mut len = 0;
    // SAFETY: `m` is a live module; the string belongs to it for its life.
    let text = unsafe { llvm_str(llvm_sys::core::LLVMGetModuleInlineAsm(m.as_mut_ptr(), &mut len), len) };
    text.split(';').filter_map(shared_decl).collect()
}

/// One statement as a `.shared` declaration, where it is one.
fn shared_decl(statement: &str) -> Option<SharedDecl> {
    let text = statement.trim();
    let mut words = text.split_whitespace().peekable();
    while words.next_if(|w| matches!(*w, ".extern" | ".visible" | ".weak")).is_some() {}
    if words.next()? != ".shared" {
        return None;
    }
    let mut alignment = None;
    if words.next_if_eq(&".align").is_some() {
        alignment = Some(words.next()?.parse().ok()?);
    }
    let elem = scalar_type(words.next()?.strip_prefix('.')?)?;
    let declarator: String = words.collect();
    let (name, dims) = declarator.split_once('[').map_or((declarator.as_str(), ""), |(n, rest)| (n, rest));
    if name.is_empty() || !name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '$') {
        return None;
    }
    let mut ty = elem;
    // `x[2][4]`: the outer dimension is written first.
    let counts: Vec<u64> = dims.split('[').map(|d| d.trim_end_matches(']').parse().unwrap_or(0)).collect();
    if !dims.is_empty() {
        for n in counts.into_iter().rev() {
            ty = Type::Array(n, Box::new(ty));
        }
    }
    Some(SharedDecl { name: name.to_string(), ty, alignment, text: text.to_string() })
}

/// A PTX fundamental type as the IR's.
fn scalar_type(ptx: &str) -> Option<Type> {
    let bits: u32 = ptx.get(1..)?.parse().ok()?;
    match (ptx.as_bytes()[0], bits) {
        (b'b' | b'u' | b's', 8 | 16 | 32 | 64) => Some(Type::Int(bits)),
        (b'f', 16 | 32 | 64) => Some(Type::Float(bits)),
        _ => None,
    }
}

/// What an inline asm that takes a symbol's address gives: the symbol, and
/// whether the address is generic (`cvta.shared`) or in the shared window
/// (`mov`), with its width.
#[derive(Debug, PartialEq)]
pub(super) struct SymbolAddress<'t> {
    pub symbol: &'t str,
    pub generic: bool,
    pub bits: u32,
}

/// `mov.{u,b}{32,64} $0, SYM;` or `cvta.shared.u{32,64} $0, SYM;`, alone in
/// the asm's text.
pub(super) fn symbol_address(text: &str) -> Option<SymbolAddress<'_>> {
    let statement = text.trim().strip_suffix(';')?.trim();
    if statement.contains(';') {
        return None;
    }
    let (opcode, operands) = statement.split_once(char::is_whitespace)?;
    let (dst, src) = operands.split_once(',')?;
    if !matches!(dst.trim(), "$0" | "${0}" | "${0:r}") {
        return None;
    }
    let symbol = src.trim();
    if symbol.is_empty() || !symbol.chars().all(|c| c.is_ascii_alphanumeric() || c == '_') || symbol.as_bytes()[0].is_ascii_digit() {
        return None;
    }
    let (generic, bits) = match opcode {
        "mov.u32" | "mov.b32" => (false, 32),
        "mov.u64" | "mov.b64" => (false, 64),
        "cvta.shared.u32" | "cvta.shared::cta.u32" => (true, 32),
        "cvta.shared.u64" | "cvta.shared::cta.u64" => (true, 64),
        _ => return None,
    };
    Some(SymbolAddress { symbol, generic, bits })
}

impl Lifter<'_> {
    /// The module asm's shared variables as globals of address space 3.
    pub(super) fn asm_globals(&mut self, decls: &[SharedDecl]) -> Vec<Global> {
        decls
            .iter()
            .map(|d| {
                let span = self.find_from_start(&d.text).unwrap_or_default();
                Global { name: d.name.clone(), ty: d.ty.clone(), addrspace: 3, alignment: d.alignment, linkage: "internal".into(), constant: false, span, name_span: span }
            })
            .collect()
    }

    /// An inline asm that gives a module-asm shared variable's address, as
    /// the cast of that variable's address it stands for.
    pub(super) fn asm_symbol_address(&mut self, asm: LLVMValueRef, ret: Option<&Type>, span: Span, ops: &mut Vec<Op>) -> Option<LiftedCall> {
        let text = asm_string(asm);
        let found = symbol_address(&text)?;
        if ret != Some(&Type::Int(found.bits)) || !self.asm_shared.contains(found.symbol) {
            return None;
        }
        let mut push = |l: &mut Self, kind: OpKind| {
            let v = Value::new(l.fresh("c"), span);
            ops.push(Op { result: Some(v.clone()), name: "llvm.mlir.constant".into(), kind, attrs: AttrDict::default(), span, name_span: span });
            v
        };
        let mut addr = push(self, OpKind::AddressOf { global: found.symbol.to_string(), ty: Type::Ptr(3) });
        let mut space = 3;
        if found.generic {
            addr = push(self, OpKind::Cast { op: CastOp::AddrSpaceCast, value: addr, from: Type::Ptr(3), to: Type::Ptr(0) });
            space = 0;
        }
        Some(("llvm.cast", OpKind::Cast { op: CastOp::PtrToInt, value: addr, from: Type::Ptr(space), to: Type::Int(found.bits) }, Vec::new()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_shared_declarations() {
        let d = shared_decl(" .shared .align 16 .b32 stage[2][32]").unwrap();
        assert_eq!((d.name.as_str(), d.alignment), ("stage", Some(16)));
        assert_eq!(d.ty, Type::Array(2, Box::new(Type::Array(32, Box::new(Type::Int(32))))));
        assert_eq!(shared_decl(".shared .b64 full").unwrap().ty, Type::Int(64));
        assert_eq!(shared_decl(".extern .shared .align 8 .b8 dyn[]").unwrap().ty, Type::Array(0, Box::new(Type::Int(8))));
        assert!(shared_decl(".global .b32 g").is_none());
        assert!(shared_decl(".shared .pred p").is_none());
    }

    #[test]
    fn reads_symbol_addresses() {
        assert_eq!(symbol_address("mov.u32 ${0}, full;"), Some(SymbolAddress { symbol: "full", generic: false, bits: 32 }));
        assert_eq!(symbol_address("cvta.shared.u64 $0, bars;"), Some(SymbolAddress { symbol: "bars", generic: true, bits: 64 }));
        assert!(symbol_address("mov.u32 $0, %tid.x;").is_none());
        assert!(symbol_address("mov.u32 $0, 7;").is_none());
        assert!(symbol_address("mov.u32 $1, full;").is_none());
        assert!(symbol_address("mov.u32 $0, full; add.u32 $0, $0, 8;").is_none());
    }
}
