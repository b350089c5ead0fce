//! The LLVM dialect's ops: operand and result types, calls, atomics and casts.

use super::*;

impl<'a> FuncCheck<'a> {
    pub(super) fn check_llvm_op(&mut self, op: &Op) {
        match &op.kind {
            OpKind::Binary { lhs, rhs, ty, .. } => {
                if !matches!(ty, Type::Int(_)) {
                    self.errs.push(Diagnostic::error("type", format!("'{}' needs an integer type, got {ty}", op.name)).at(op.span));
                }
                self.expect(lhs, ty);
                self.expect(rhs, ty);
            }
            OpKind::ICmp { lhs, rhs, ty, .. } => {
                self.expect(lhs, ty);
                self.expect(rhs, ty);
            }
            OpKind::Select { cond, on_true, on_false, ty } => {
                self.expect(cond, &Type::Int(1));
                self.expect(on_true, ty);
                self.expect(on_false, ty);
            }
            OpKind::Cast { op: c, value, from, to } => {
                self.expect(value, from);
                self.check_cast(op, *c, from, to);
            }
            OpKind::Zero { ty, .. } => {
                if contains_named_barrier(ty) {
                    self.errs.push(Diagnostic::error("type", format!("'{}' cannot make a {ty}", op.name)).at(op.span));
                }
            }
            OpKind::ExtractValue { agg, index, agg_ty } => {
                self.expect(agg, agg_ty);
                if member(agg_ty, *index).is_none() {
                    self.errs.push(Diagnostic::error("type", format!("{agg_ty} has no member [{index}]")).at(op.span));
                }
            }
            OpKind::InsertValue { value, agg, index, agg_ty } => {
                self.expect(agg, agg_ty);
                match member(agg_ty, *index) {
                    Some(t) => self.expect(value, &t),
                    None => self.errs.push(Diagnostic::error("type", format!("{agg_ty} has no member [{index}]")).at(op.span)),
                }
            }
            OpKind::Wgmma(w) => self.check_wgmma(op, w),
            OpKind::MmaSync(m) => self.check_mma_sync(op, m),
            OpKind::Wmma(w) => self.check_wmma(op, w),
            OpKind::InlinePtx(ip) => self.check_inline_ptx(op, ip),
            OpKind::Constant { value, ty } => {
                let Type::Int(bits) = ty else {
                    self.errs.push(Diagnostic::error("type", format!("only integer constants are supported, got {ty}")).at(op.span));
                    return;
                };
                if !fits(*value, *bits) {
                    self.errs.push(Diagnostic::error("range", format!("constant {value} does not fit in {ty}")).at(op.span));
                }
            }
            OpKind::AddressOf { global, ty } => match self.globals.get(global.as_str()).map(|&i| &self.m.globals[i]) {
                None => self.errs.push(Diagnostic::error("undefined", format!("unknown global '@{global}'")).at(op.span)),
                Some(g) if Type::Ptr(g.addrspace) != *ty => self.errs.push(
                    Diagnostic::error("type", format!("'@{global}' is in address space {}, so its address has type {}, not {ty}", g.addrspace, Type::Ptr(g.addrspace)))
                        .at(op.span)
                        .label(g.span, "defined here"),
                ),
                Some(_) => {}
            },
            OpKind::Gep { base, indices, base_ty, result_ty, index_tys, .. } => {
                self.expect(base, base_ty);
                if base_ty != result_ty || base_ty.addrspace().is_none() {
                    self.errs.push(Diagnostic::error("type", "getelementptr takes and returns a pointer of one address space").at(op.span));
                }
                let dyn_count = indices.iter().filter(|i| matches!(i, GepIndex::Value(_))).count();
                if dyn_count != index_tys.len() {
                    self.errs.push(Diagnostic::error("type", format!("getelementptr has {dyn_count} SSA index(es) but {} index type(s)", index_tys.len())).at(op.span));
                }
                let dyn_vals: Vec<&Value> = indices.iter().filter_map(|i| if let GepIndex::Value(v) = i { Some(v) } else { None }).collect();
                for (v, t) in dyn_vals.into_iter().zip(index_tys) {
                    self.expect(v, t);
                }
            }
            OpKind::Load { ptr, ptr_ty, ty, atomic, .. } => {
                self.expect(ptr, ptr_ty);
                self.check_access_space(ptr, ptr_ty, Access::Read);
                if let Some(a) = atomic {
                    self.check_atomic_access(op, a, ty, &[Ordering::Monotonic, Ordering::Acquire, Ordering::SeqCst], "an atomic load");
                }
            }
            OpKind::Store { value, ptr, ty, ptr_ty, atomic, .. } => {
                self.expect(value, ty);
                self.expect(ptr, ptr_ty);
                self.check_access_space(ptr, ptr_ty, Access::Write);
                if let Some(a) = atomic {
                    self.check_atomic_access(op, a, ty, &[Ordering::Monotonic, Ordering::Release, Ordering::SeqCst], "an atomic store");
                }
            }
            OpKind::AtomicRmw { kind, ptr, value, ptr_ty, ty, .. } => {
                self.expect(ptr, ptr_ty);
                self.expect(value, ty);
                let rmw = crate::ops::RmwSpec::find(kind);
                let by_llc = self.opts.llvm_ir && crate::ops::llc_lowers_atomic(kind, ty);
                if rmw.and_then(|r| r.suffix(ty)).is_none() && !by_llc {
                    let llc = crate::ops::LLC_ATOMICS.iter().filter(|(k, _)| self.opts.llvm_ir && rmw.is_some_and(|r| r.kind == *k)).map(|(_, t)| t);
                    let takes = rmw.map_or(String::new(), |r| r.types.iter().map(|(t, _)| t).chain(llc).map(|t| t.to_string()).collect::<Vec<_>>().join(", "));
                    self.errs.push(Diagnostic::error("type", format!("atomic {kind} does not take {ty} (it takes {takes})")).at(op.span));
                }
                self.check_atomic_space(ptr, ptr_ty);
            }
            OpKind::Cmpxchg { ptr, cmp, new, ptr_ty, ty, failure, .. } => {
                if matches!(failure, Ordering::Release | Ordering::AcqRel) {
                    self.errs.push(Diagnostic::error("ordering", format!("a compare-and-swap's failure ordering cannot be {}", failure.name())).at(op.span));
                }
                self.expect(ptr, ptr_ty);
                self.expect(cmp, ty);
                self.expect(new, ty);
                self.check_atomic_space(ptr, ptr_ty);
                if !matches!(ty, Type::Int(32 | 64)) && !(self.opts.llvm_ir && crate::ops::llc_lowers_atomic("cmpxchg", ty)) {
                    let also = if self.opts.llvm_ir { ", i8 or i16" } else { "" };
                    self.errs.push(Diagnostic::error("type", format!("compare-and-swap takes i32{also} or i64, not {ty}")).at(op.span));
                }
            }
            OpKind::CondBr { cond, .. } => self.expect(cond, &Type::Int(1)),
            OpKind::Fence { .. } => {}
            OpKind::Br { .. } => {}
            OpKind::Switch { value, ty, .. } => self.expect(value, ty),
            OpKind::Return { value } => match (value, &self.f.result) {
                (None, None) => {}
                (Some((v, t)), Some(r)) if t == r => self.expect(v, t),
                (_, r) => {
                    let want = r.as_ref().map_or("nothing".to_string(), |t| t.to_string());
                    self.errs.push(Diagnostic::error("type", format!("'@{}' returns {want}", self.f.name)).at(op.span));
                }
            },
            OpKind::Call { callee, callee_span, args, arg_tys, ret } => self.check_call(op, callee, *callee_span, args, arg_tys, ret.as_ref()),
            OpKind::Table { .. } | OpKind::Opaque { .. } | OpKind::InlineAsm { .. } | OpKind::Intrinsic { .. } => {}
        }
    }

    /// `llvm.call`: a function of this module, with its parameter and result types.
    pub(super) fn check_call(&mut self, op: &Op, callee: &str, callee_span: Span, args: &[Value], arg_tys: &[Type], ret: Option<&Type>) {
        self.errs.extend(super::shapes::too_many_call_args(args.len(), ret.is_some(), op.span));
        let Some(f) = self.funcs.get(callee).map(|&i| &self.m.funcs[i]) else {
            self.errs.push(Diagnostic::error("call", format!("no function named '@{callee}' in this module")).at(callee_span));
            return;
        };
        if f.is_kernel() {
            self.errs.push(Diagnostic::error("call", format!("'@{callee}' is a kernel (nvvm.kernel): kernels are launched, not called")).at(callee_span));
            return;
        }
        let params: Vec<&Type> = f.params.iter().map(|p| &p.ty).collect();
        if args.len() != arg_tys.len() || arg_tys.iter().collect::<Vec<_>>() != params || ret != f.result.as_ref() {
            let sig = |ps: &[&Type], r: Option<&Type>| format!("({}) -> {}", ps.iter().map(|t| t.to_string()).collect::<Vec<_>>().join(", "), r.map_or("()".to_string(), |t| t.to_string()));
            self.errs.push(
                Diagnostic::error("call", format!("this call's type {} does not match '@{callee}'", sig(&arg_tys.iter().collect::<Vec<_>>(), ret)))
                    .at(op.span)
                    .label(f.name_span, format!("'@{callee}' is {}", sig(&params, f.result.as_ref()))),
            );
            return;
        }
        for (v, t) in args.iter().zip(arg_tys) {
            self.expect(v, t);
        }
    }

    /// The spaces an atomic (read-modify-write or compare-and-swap) can
    /// reach: ptxas refuses `atom` in any other.
    fn check_atomic_space(&mut self, ptr: &Value, ptr_ty: &Type) {
        if !matches!(ptr_ty.addrspace(), Some(0 | 1 | 3 | 7)) {
            self.errs.push(Diagnostic::error("space", format!("atomics need a generic, global, shared or shared::cluster pointer, not {ptr_ty}")).at(ptr.span));
        }
    }

    /// The spaces a plain load or store cannot reach (measured with llc-22
    /// and ptxas 13.5 on sm_90 and sm_100a): tensor memory (6) only through
    /// tcgen05.ld/st/cp ("32-Bit ABI is not supported"); no store to the
    /// constant space (`st.const`: "State space incorrect") or to the
    /// parameter space (`st.param` in an entry: ptxas 13.5 crashes).
    pub(super) fn check_access_space(&mut self, ptr: &Value, ptr_ty: &Type, access: Access) {
        let why = match (ptr_ty.addrspace(), access) {
            (Some(6), _) => "tensor memory is reached only by tcgen05.ld, tcgen05.st and tcgen05.cp",
            (Some(4), Access::Write) => "the constant space is read-only (ptxas: 'State space incorrect for instruction st')",
            (Some(101), Access::Write) => "a kernel's parameters are read-only (ptxas 13.5 crashes on st.param in an entry)",
            _ => return,
        };
        let what = if access == Access::Read { "load from" } else { "store to" };
        self.errs.push(Diagnostic::error("space", format!("cannot {what} {ptr_ty}: {why}")).at(ptr.span));
    }

    pub(super) fn check_atomic_access(&mut self, op: &Op, a: &crate::ir::Atomic, ty: &Type, allowed: &[Ordering], what: &str) {
        if !allowed.contains(&a.ordering) {
            self.errs.push(Diagnostic::error("ordering", format!("{what} cannot be {}", a.ordering.name())).at(op.span));
        }
        if !matches!(ty, Type::Int(8 | 16 | 32 | 64) | Type::Float(32 | 64) | Type::Ptr(_)) {
            self.errs.push(Diagnostic::error("type", format!("{what} of {ty} is not supported")).at(op.span));
        }
    }

    pub(super) fn check_cast(&mut self, op: &Op, c: CastOp, from: &Type, to: &Type) {
        let ok = match (c, from, to) {
            (CastOp::ZExt | CastOp::SExt, Type::Int(a), Type::Int(b)) => a < b,
            (CastOp::Trunc, Type::Int(a), Type::Int(b)) => a > b,
            (CastOp::AddrSpaceCast, Type::Ptr(a), Type::Ptr(b)) => a != b,
            (CastOp::PtrToInt, Type::Ptr(_), Type::Int(_)) | (CastOp::IntToPtr, Type::Int(_), Type::Ptr(_)) => true,
            (CastOp::Freeze, a, b) => a == b,
            _ => false,
        };
        if !ok {
            self.errs.push(Diagnostic::error("type", format!("invalid '{}' from {from} to {to}", op.name)).at(op.span));
        }
        // Measured with llc-22 (sm_90, every pair with generic and some
        // without): spaces 2, 6 (tensor memory) and 8 have no cvta, and the
        // backend aborts ("Bad address space in addrspacecast").
        if let (CastOp::AddrSpaceCast, Type::Ptr(a), Type::Ptr(b)) = (c, from, to) {
            if let Some(bad) = [*a, *b].into_iter().find(|s| matches!(s, 2 | 6 | 8)) {
                let why = if bad == 6 { " (tensor memory is reached only by tcgen05.ld/st/cp)" } else { "" };
                self.errs.push(
                    Diagnostic::error("space", format!("address space {bad} cannot be cast to or from another{why}"))
                        .at(op.span)
                        .note("LLVM's NVPTX backend has no conversion for it: llc-22 aborts with 'Bad address space in addrspacecast'"),
                );
            }
        }
    }
}

/// Whether a memory access reads or writes.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) enum Access {
    Read,
    Write,
}
