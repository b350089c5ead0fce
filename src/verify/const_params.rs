//! ptxas refuses a program that both passes a constant-space pointer to a
//! kernel (`.param .u64 .ptr .const`) and converts a constant-space address
//! to a generic one: "Program using constant pointers passed as entry
//! function parameter cannot use cvta.const" (ptxas 13.5). LLVM's NVPTX
//! backend writes `cvta.const` for an `llvm.addrspacecast` from
//! `!llvm.ptr<4>` whose result is used as a pointer value, and ptxas
//! counts `prefetch.const.tensormap` the same way, in any function of the
//! module and on any constant-space address. A cast whose result is only
//! the address of loads, directly or through `llvm.getelementptr`, is
//! folded into `ld.const` and stays legal. Measured: docs/spec-deviations.md 55.

use super::*;

pub(super) fn check(m: &Module, errs: &mut Vec<Diagnostic>) {
    let Some((kernel, param)) = m.funcs.iter().filter(|f| f.is_kernel()).find_map(|f| f.params.iter().find(|p| p.ty == Type::Ptr(4)).map(|p| (f, p))) else {
        return;
    };
    for f in &m.funcs {
        let ops: Vec<&Op> = f.blocks.iter().flat_map(|b| &b.ops).collect();
        for op in &ops {
            let what = match &op.kind {
                OpKind::Cast { op: CastOp::AddrSpaceCast, from: Type::Ptr(4), to, .. } if *to != Type::Ptr(4) => match &op.result {
                    Some(r) if !only_loaded(&ops, &r.name) => "converts a constant-space address to a generic one (cvta.const)",
                    _ => continue,
                },
                OpKind::Table { spec, types, .. } if spec.name == "nvvm.prefetch" && types.iter().any(|(t, _)| *t == Type::Ptr(4)) => {
                    "prefetches a tensor map in constant space (prefetch.const.tensormap, which ptxas counts as cvta.const)"
                }
                _ => continue,
            };
            errs.push(
                Diagnostic::error("const-param", format!("this {what}, and kernel '@{}' takes a constant-space pointer: ptxas refuses a program that does both", kernel.name))
                    .at(op.span)
                    .label(param.span, "a `!llvm.ptr<4>` kernel parameter")
                    .note("ptxas: \"Program using constant pointers passed as entry function parameter cannot use cvta.const\"; load through the constant-space pointer instead (directly or through llvm.getelementptr), or pass the kernel a generic `!llvm.ptr` and cast that to `!llvm.ptr<4>` where a constant-space address is needed"),
            );
        }
    }
}

/// Whether every use of `name` is the address of a load, directly or through
/// a chain of getelementptrs.
fn only_loaded(ops: &[&Op], name: &str) -> bool {
    let mut pending = vec![name];
    let mut seen = 0;
    while let Some(v) = pending.pop() {
        seen += 1;
        if seen > ops.len() + 1 {
            return false;
        }
        for op in ops {
            for used in op.operands().into_iter().filter(|u| u.name == v) {
                match &op.kind {
                    OpKind::Load { ptr, .. } if std::ptr::eq(ptr, used) => {}
                    OpKind::Gep { base, .. } if std::ptr::eq(base, used) => match &op.result {
                        Some(r) => pending.push(&r.name),
                        None => return false,
                    },
                    _ => return false,
                }
            }
        }
    }
    true
}
