//! Module-level checks: globals (types PTX can declare, alignments, sizes) and
//! symbol names PTX and LLVM's NVPTX backend accept.

use super::*;


pub(super) fn check_globals(m: &Module, errs: &mut Vec<Diagnostic>) {
    let mut seen = HashMap::new();
    for g in &m.globals {
        if let Some(prev) = seen.insert(g.name.as_str(), g.span) {
            errs.push(Diagnostic::error("redefinition", format!("global '@{}' is defined twice", g.name)).at(g.span).label(prev, "first defined here"));
        }
        if crate::verify::elements(&g.ty).saturating_mul(16) > MAX_GLOBAL_BYTES {
            errs.push(Diagnostic::error("range", format!("global '@{}' of type {} is too large", g.name, g.ty)).at(g.span));
        }
        if let Type::Int(bits) = g.ty {
            if !ptx_global_int(bits, g.is_declaration()) {
                errs.push(
                    Diagnostic::error("type", format!("global '@{}' of type {} has no PTX type", g.name, g.ty))
                        .at(g.span)
                        .note(if g.is_declaration() {
                            "a declared integer global is i8, i16, i32, i64 or i128: LLVM's NVPTX backend declares any other width as '.u<N>' (i1 as '.pred'), which ptxas refuses"
                        } else {
                            "an integer global is i1, i8, i16, i32, i64 or wider than 64 bits: LLVM's NVPTX backend writes any other width as '.u<N>', which ptxas refuses"
                        }),
                );
            }
        }
        if !matches!(g.addrspace, 0 | 1 | 3 | 4) {
            errs.push(Diagnostic::error("space", format!("global '@{}' is in address space {}; globals live in 0, 1 (global), 3 (shared) or 4 (const)", g.name, g.addrspace)).at(g.span));
        }
    }
    let mut fseen = HashMap::new();
    for f in &m.funcs {
        if let Some(prev) = fseen.insert(f.name.as_str(), f.name_span) {
            errs.push(Diagnostic::error("redefinition", format!("function '@{}' is defined twice", f.name)).at(f.name_span).label(prev, "first defined here"));
        }
    }
    let names = m.globals.iter().map(|g| ("global", &g.name, g.name_span)).chain(m.funcs.iter().map(|f| ("function", &f.name, f.name_span)));
    for (what, name, span) in names {
        if !is_ptx_identifier(name) {
            errs.push(
                Diagnostic::error("symbol", format!("{what} name '@{name}' is not a PTX identifier"))
                    .at(span)
                    .note("a PTX name is a letter, '_' or '$' followed by letters, digits, '_' or '$' ('_' and '$' alone are not names); ptxas rejects other names and LLVM's NVPTX backend aborts on some"),
            );
        } else if let Some(whose) = backend_reserved(name, &fseen) {
            errs.push(
                Diagnostic::error("symbol", format!("{what} name '@{name}' is taken by the PTX that LLVM's NVPTX backend writes"))
                    .at(span)
                    .note(format!("the backend names {whose} so; the two definitions would clash in the PTX (ptxas: duplicate definition, or an illegal address of a parameter)")),
            );
        }
    }
}

/// Whether LLVM's NVPTX backend writes a scalar `i<bits>` global as a type
/// ptxas knows (measured with llc-22 and ptxas 13.5). It writes the PTX widths
/// as `.u<bits>`; a definition of i1 as `.u8` and of more than 64 bits as
/// bytes; a declaration of i128 as bytes, but of i1 as `.pred` and of any other
/// width as `.u<bits>`, which ptxas refuses.
pub(super) fn ptx_global_int(bits: u32, declaration: bool) -> bool {
    match bits {
        8 | 16 | 32 | 64 | 128 => true,
        _ if declaration => false,
        1 => true,
        _ => bits > 64,
    }
}

/// Whether a kernel parameter of type `i<bits>` reaches ptxas as a parameter
/// type it knows (measured with llc-22 and ptxas 13.5): LLVM's NVPTX backend
/// writes `.param .u<bits>` (i1 as `.u8`, i128 as bytes), and PTX has only
/// the powers of two from 8 to 64 bits; a device function's parameters are
/// always widened. (The parser admits widths up to 128.)
pub(super) fn ptx_kernel_param_int(bits: u32) -> bool {
    bits == 1 || (bits >= 8 && bits.is_power_of_two())
}

/// What LLVM's NVPTX backend names `name` for, if it does: the `.param`s of a
/// function (`f_param_0`) and of a call (`param0`, `retval0`), local stack frames
/// (`__local_depot0`) and branch labels (`$L__BB0_1`).
pub(super) fn backend_reserved(name: &str, funcs: &HashMap<&str, Span>) -> Option<&'static str> {
    let numbered = |prefix: &str| name.strip_prefix(prefix).is_some_and(|n| !n.is_empty() && n.bytes().all(|c| c.is_ascii_digit()));
    if numbered("param") || numbered("retval") {
        Some("a call's argument and result parameters")
    } else if numbered("__local_depot") {
        Some("a function's local stack frame")
    } else if name.starts_with("$L__") {
        Some("branch labels")
    } else if name.rmatch_indices("_param_").any(|(i, _)| funcs.contains_key(&name[..i]) && numbered(&name[..i + 7])) {
        Some("a function's parameters ('<function>_param_<n>')")
    } else {
        None
    }
}

/// PTX ISA's identifier grammar: `[a-zA-Z][a-zA-Z0-9_$]*` or `[_$][a-zA-Z0-9_$]+`
/// (PTX also allows a leading `%`, which it reserves for its own special registers).
///
/// ```
/// use nvvm_lower::verify::is_ptx_identifier;
/// assert!(is_ptx_identifier("kernel_0") && is_ptx_identifier("$tmp") && is_ptx_identifier("_k"));
/// assert!(!is_ptx_identifier("a.b") && !is_ptx_identifier("_") && !is_ptx_identifier("0k"));
/// ```
pub fn is_ptx_identifier(name: &str) -> bool {
    let b = name.as_bytes();
    let follow = |c: &u8| c.is_ascii_alphanumeric() || *c == b'_' || *c == b'$';
    match b.first() {
        Some(c) if c.is_ascii_alphabetic() => b[1..].iter().all(follow),
        Some(b'_' | b'$') => b.len() > 1 && b[1..].iter().all(follow),
        _ => false,
    }
}

/// Function aliases: each must name a function that is not a kernel (NVPTX
/// aborts: 'NVPTX aliasee must be a non-kernel function definition'); the
/// requirement of `.alias` is among the module's needs.
pub(super) fn check_aliases(m: &Module, errs: &mut Vec<Diagnostic>) {
    if m.aliases.is_empty() {
        return;
    }
    let kernels: std::collections::HashSet<&str> = m.funcs.iter().filter(|f| f.is_kernel()).map(|f| f.name.as_str()).collect();
    for a in &m.aliases {
        if kernels.contains(a.aliasee.as_str()) {
            errs.push(Diagnostic::error("alias", format!("alias '@{}' names the kernel '@{}'", a.name, a.aliasee)).at(a.span).note("PTX's .alias names a device function (.func); LLVM's NVPTX backend aborts on a kernel's"));
        }
    }
}

/// A kernel returns nothing: PTX's `.entry` has no result (ptxas: "Illegal
/// operand type to instruction 'st'", "Unknown symbol 'func_retval0'").
pub(super) fn check_kernel_results(m: &Module, errs: &mut Vec<Diagnostic>) {
    for f in m.funcs.iter().filter(|f| f.is_kernel()) {
        if let Some(t) = &f.result {
            errs.push(Diagnostic::error("type", format!("kernel '@{}' returns {t}; a kernel returns nothing", f.name)).at(f.name_span).note("PTX's .entry has no result (ptxas refuses the store to it); write the result through a pointer parameter"));
        }
    }
}

/// The requirements of what is not an op ([`Need`]): the target must be
/// one of the set's, and the PTX version is chosen with them.
pub(super) fn check_needs(m: &Module, target: Target, errs: &mut Vec<Diagnostic>, uses: &mut Vec<super::PtxUse>) {
    for n in &m.needs {
        if n.requires.allows_target(target.index()) {
            uses.push((n.requires.min_ptx, n.what.clone().into(), n.span));
        } else {
            let names: Vec<_> = n.requires.target_names().collect();
            errs.push(Diagnostic::error("gate-target", format!("'{}' is not available on {target}", n.what)).at(n.span).note(format!("it needs one of [{}]", names.join(", "))));
        }
    }
}
