//! The per-space totals ptxas enforces (limits in `intrinsics/targets.toml`,
//! measured with ptxas 13.5 and 12.9): the module's `.const` variables, each
//! kernel's static `.shared` variables, and each kernel's parameters. Without
//! this check such a module compiles and ptxas refuses its PTX.

use super::*;
use crate::layout::{abi_align, align_to, alloc_size, global_align, store_size};
use crate::target::KERNEL_PARAM_SPACE;

/// A global's size and the alignment its PTX declaration gets. LLVM's NVPTX
/// backend declares a global with its store size (no tail padding: `i65` is 9
/// bytes), and a defined global of a zero-size type as one byte (`.b8 g;`),
/// which ptxas counts; a declared one is `.b8 g[]`, dynamic shared memory,
/// which it does not.
fn placed(g: &Global) -> (u128, u128) {
    let size = match store_size(&g.ty) {
        0 if !g.is_declaration() => 1,
        n => n,
    };
    (size, g.alignment.map_or_else(|| global_align(&g.ty), |a| u128::from(a.max(1))))
}

/// Whether [`globals::check_globals`] already refused `g` for its size.
fn refused_for_size(g: &Global) -> bool {
    elements(&g.ty).saturating_mul(16) > MAX_GLOBAL_BYTES
}

pub(super) fn check(m: &Module, target: Target, errs: &mut Vec<Diagnostic>, uses: &mut Vec<PtxUse>) {
    check_const(m, target, errs);
    check_shared(m, target, errs);
    check_kernel_params(m, errs, uses);
}

/// LLVM's NVPTX backend writes a kernel's parameters in order, each at its ABI
/// alignment with its allocation size (`.param .align 16 .b8 k_param_2[16]`
/// for a `vector<3 x i32>`), and ptxas adds them up: past the narrow limit the
/// kernel needs the PTX version that widens it, past the wide one no version
/// takes it.
fn check_kernel_params(m: &Module, errs: &mut Vec<Diagnostic>, uses: &mut Vec<PtxUse>) {
    let space = &KERNEL_PARAM_SPACE;
    for k in m.funcs.iter().filter(|f| f.is_kernel()) {
        // A parameter of more elements than a value may have is refused already.
        if k.params.iter().any(|p| value_members(&p.ty) > MAX_VALUE_ELEMENTS) {
            continue;
        }
        let end = k.params.iter().fold(0u128, |end, p| align_to(end, abi_align(&p.ty)).saturating_add(alloc_size(&p.ty)));
        if end > u128::from(space.wide_bytes) {
            errs.push(
                Diagnostic::error("memory-limit", format!("kernel '@{}' has {end} bytes of parameters, more than the {} that ptxas allows at any PTX version", k.name, space.wide_bytes))
                    .at(k.name_span)
                    .note(format!("ptxas refuses a kernel whose .param space passes {} bytes ({} below PTX ISA {}); pass large data through a pointer to global memory", space.wide_bytes, space.bytes, space.wide_ptx)),
            );
        } else if end > u128::from(space.bytes) {
            uses.push((space.wide_ptx, format!("{end} bytes of parameters of kernel @{}", k.name).into(), k.name_span));
        }
    }
}

/// ptxas lays every `.const` variable of the file out in the order the PTX
/// declares them, which is the order of the module, and refuses a file whose
/// end passes the limit: the variables no kernel uses and the declared ones
/// count too.
fn check_const(m: &Module, target: Target, errs: &mut Vec<Diagnostic>) {
    let limit = u128::from(target.info().const_bytes);
    let consts: Vec<&Global> = m.globals.iter().filter(|g| g.addrspace == 4).collect();
    if consts.iter().any(|g| refused_for_size(g)) {
        return;
    }
    let mut end: u128 = 0;
    let mut first_over = None;
    for g in &consts {
        let (size, align) = placed(g);
        end = align_to(end, align).saturating_add(size);
        if end > limit && first_over.is_none() {
            first_over = Some(*g);
        }
    }
    if let Some(g) = first_over {
        errs.push(
            Diagnostic::error("memory-limit", format!("the module's .const variables take {end} bytes of constant memory, more than the {limit} that {target} allows; '@{}' is the first to end past it", g.name))
                .at(g.span)
                .note(format!(
                    "ptxas counts every .const variable of the module ({} here), declared or defined, used or not, with its alignment padding, and refuses the PTX (\"File uses too much global constant data\"); keep large read-only data in global memory (address space 1)",
                    consts.len()
                )),
        );
    }
}

/// ptxas counts, for each kernel, the `.shared` variables that it and the
/// functions it calls refer to (declared ones included; the others cost
/// nothing). It lays them out in an order of its own (variables LLVM moved
/// into a function come before the module's), so where alignment padding is
/// possible the check counts the most it could add: a variable needs none
/// when every other size is a multiple of its alignment.
fn check_shared(m: &Module, target: Target, errs: &mut Vec<Diagnostic>) {
    let limit = u128::from(target.info().static_shared);
    let by_name: HashMap<&str, usize> = m.funcs.iter().enumerate().map(|(i, f)| (f.name.as_str(), i)).collect();
    let shared: HashMap<&str, &Global> = m.globals.iter().filter(|g| g.addrspace == 3).map(|g| (g.name.as_str(), g)).collect();
    if shared.is_empty() {
        return;
    }
    for k in m.funcs.iter().filter(|f| f.is_kernel()) {
        // The functions the kernel reaches, and the shared variables they name.
        let mut seen = vec![false; m.funcs.len()];
        let mut stack = vec![by_name[k.name.as_str()]];
        let mut used: Vec<&Global> = Vec::new();
        while let Some(fi) = stack.pop() {
            if std::mem::replace(&mut seen[fi], true) {
                continue;
            }
            for op in m.funcs[fi].blocks.iter().flat_map(|b| &b.ops) {
                match &op.kind {
                    OpKind::Call { callee, .. } => stack.extend(by_name.get(callee.as_str())),
                    OpKind::AddressOf { global, .. } => {
                        if let Some(g) = shared.get(global.as_str()) {
                            if !used.iter().any(|u| u.name == g.name) {
                                used.push(g);
                            }
                        }
                    }
                    _ => {}
                }
            }
        }
        if used.is_empty() || used.iter().any(|g| refused_for_size(g)) {
            continue;
        }
        let placed: Vec<(u128, u128)> = used.iter().map(|g| placed(g)).collect();
        let bytes = placed.iter().fold(0u128, |a, (s, _)| a.saturating_add(*s));
        let padding = placed
            .iter()
            .enumerate()
            .filter(|(i, (_, align))| placed.iter().enumerate().any(|(j, (s, _))| j != *i && s % align != 0))
            .fold(0u128, |a, (_, (_, align))| a.saturating_add(align - 1));
        if bytes.saturating_add(padding) <= limit {
            continue;
        }
        let largest = used.iter().zip(&placed).max_by_key(|(_, (s, _))| *s).map(|(g, (s, _))| (*g, *s)).unwrap();
        let what = if padding == 0 { format!("{bytes} bytes") } else { format!("{bytes} bytes and up to {padding} of alignment padding") };
        errs.push(
            Diagnostic::error("memory-limit", format!("kernel '@{}' uses {what} of static shared memory (.shared), more than the {limit} that {target} allows", k.name))
                .at(k.name_span)
                .label(largest.0.span, format!("the largest of its {} shared variable(s): {} bytes", used.len(), largest.1))
                .note("ptxas counts the shared variables a kernel and the functions it calls refer to, and refuses the PTX (\"uses too much shared data\"); for more, use dynamic shared memory, sized at launch"),
        );
    }
}
