//! One LLVM instruction lifted to its op: the kind it becomes (a table op for
//! an intrinsic call, an LLVM-dialect op for the rest, `Opaque` otherwise), its
//! operands, successors, atomic ordering and scope, and constant expressions
//! among its operands.

use super::*;

impl<'s> Lifter<'s> {
    pub(super) fn inst(&mut self, i: InstructionValue<'_>, labels: &HashMap<inkwell::basic_block::BasicBlock<'_>, String>, params: &HashMap<inkwell::basic_block::BasicBlock<'_>, Vec<(InstructionValue<'_>, Param)>>, here: inkwell::basic_block::BasicBlock<'_>, ops: &mut Vec<Op>) {
        let span = self.locate(i);
        if i.get_opcode() == InstructionOpcode::Alloca {
            self.check_alloca_alignment(i, span);
            self.check_dynamic_alloca(i, span);
        }
        if i.get_opcode() == InstructionOpcode::IndirectBr {
            self.errors.push(
                Diagnostic::error("unsupported", "LLVM's NVPTX backend cannot branch to an address (indirectbr)")
                    .at(span)
                    .note("llc-22 aborts ('Cannot select: brind'); branch with a switch instead"),
            );
        }
        if i.is_terminator() {
            self.check_loop_metadata(i, span);
        }
        self.check_debug_location(i, span);
        self.check_reflect_uses(i, span);
        if self.foreign(i, span, ops) {
            return;
        }
        if let Some(name) = self.op_field(i) {
            // The op's own result (elect.sync's predicate, which a guard
            // branches on), not an opaque value.
            self.names.insert(i.as_value_ref(), name);
            return;
        }
        if span != self.func_span {
            if let Some(o) = debug_location(i) {
                self.origins.entry(span.lo()).or_insert(o);
            }
        }
        let (name, kind, attrs) = match self.kind(i, span, labels, params, here, ops) {
            Some(k) => k,
            // `unreachable` by its name: the protocol model ends a path there.
            None if i.get_opcode() == InstructionOpcode::Unreachable => ("llvm.unreachable", OpKind::Opaque { ty: None, terminator: true }, Vec::new()),
            // An alloca keeps its name: the race checks know a store to the
            // thread's own stack writes no shared memory.
            None if i.get_opcode() == InstructionOpcode::Alloca => (ir::ALLOCA, OpKind::Opaque { ty: any_ir_type(i.get_type()), terminator: false }, Vec::new()),
            None => ("llvm.opaque", OpKind::Opaque { ty: any_ir_type(i.get_type()), terminator: i.is_terminator() }, Vec::new()),
        };
        let result = match &kind {
            OpKind::Table { .. } => self.table_result(i, &kind, span, ops),
            OpKind::Store { .. } | OpKind::Fence { .. } | OpKind::Br { .. } | OpKind::CondBr { .. } | OpKind::Switch { .. } | OpKind::Return { .. } => None,
            _ => self.define(i, "v").map(|v| Value { span, ..v }),
        };
        if let Some((op, attrs)) = library_mark(i, self.mark_kind) {
            // A mark with no effect, for the op's kernel-wide rule.
            let attrs = AttrDict { entries: attrs.into_iter().map(|(k, v)| (k.into(), Attr::Int(v), span)).collect() };
            ops.push(Op { result: None, name: op.into(), kind: OpKind::Opaque { ty: None, terminator: false }, attrs, span, name_span: span });
        }
        let attrs = AttrDict { entries: attrs.into_iter().map(|(k, a)| (k.into(), a, span)).collect() };
        ops.push(Op { result, name: name.into(), kind, attrs, span, name_span: span });
    }

    /// A table op's result: the call's own value where its type is the op's,
    /// else a fresh name (the call's value becomes an opaque one of its type).
    pub(super) fn table_result(&mut self, i: InstructionValue<'_>, kind: &OpKind, span: Span, ops: &mut Vec<Op>) -> Option<Value> {
        let OpKind::Table { result_type, types, spec, .. } = kind else { return None };
        let want = match spec.types {
            crate::ops::TypeList::Result => types.first().map(|(t, _)| t.clone()),
            _ => result_type.as_ref().map(|(t, _)| t.clone()),
        };
        let have = any_ir_type(i.get_type());
        match (want, have) {
            (Some(w), Some(h)) if w == h => self.define(i, "v").map(|v| Value { span, ..v }),
            (w, Some(h)) => {
                let real = self.define(i, "v").map(|v| Value { span, ..v });
                let field = matches!(&h, Type::Struct(fs) if w.as_ref().is_some_and(|w| fs.iter().filter(|f| *f == w).count() == 1));
                ops.push(Op { result: real, name: "llvm.opaque".into(), kind: OpKind::Opaque { ty: Some(h), terminator: false }, attrs: AttrDict::default(), span, name_span: span });
                let name = w.as_ref().map(|_| self.fresh("r"));
                if let (true, Some(n), Some(w)) = (field, &name, w) {
                    self.struct_results.insert(i.as_value_ref(), (n.clone(), w));
                }
                name.map(|n| Value::new(n, span))
            }
            (w, None) => w.map(|_| Value::new(self.fresh("r"), span)),
        }
    }

    #[allow(clippy::too_many_lines)]
    pub(super) fn kind(
        &mut self,
        i: InstructionValue<'_>,
        span: Span,
        labels: &HashMap<inkwell::basic_block::BasicBlock<'_>, String>,
        params: &HashMap<inkwell::basic_block::BasicBlock<'_>, Vec<(InstructionValue<'_>, Param)>>,
        here: inkwell::basic_block::BasicBlock<'_>,
        ops: &mut Vec<Op>,
    ) -> Option<LiftedCall> {
        use InstructionOpcode as O;
        if i.get_opcode() == O::Call {
            return self.call(i, span, ops);
        }
        self.check_libcall(i, span);
        let ty = any_ir_type(i.get_type());
        let (name, kind) = match i.get_opcode() {
            // Only scalars: the checks compute ranks, lanes and phases, never
            // vectors, and LLVM has already judged the rest (kept opaque).
            O::Add | O::Sub | O::Mul | O::UDiv | O::SDiv | O::URem | O::SRem | O::And | O::Or | O::Xor | O::Shl | O::LShr | O::AShr if matches!(ty, Some(Type::Int(_))) => {
                let op = binop(i.get_opcode())?;
                let (lhs, rhs) = (self.operand(i, 0, span, ops)?, self.operand(i, 1, span, ops)?);
                (op.name(), OpKind::Binary { op, lhs, rhs, ty: ty? })
            }
            O::ICmp if matches!(Self::operand_type(i, 0), Some(Type::Int(_) | Type::Ptr(_))) => {
                let pred = cmp_pred(i.get_icmp_predicate()?);
                let t = Self::operand_type(i, 0)?;
                let (lhs, rhs) = (self.operand(i, 0, span, ops)?, self.operand(i, 1, span, ops)?);
                ("llvm.icmp", OpKind::ICmp { pred, lhs, rhs, ty: t })
            }
            // A field of an inline asm's results (`elect.sync`'s predicate
            // beside the leader's lane): the protocol model reads it.
            O::ExtractValue if ty.as_ref().is_some_and(Type::is_scalar) && asm_result(i).is_some() => {
                let agg_ty = Self::operand_type(i, 0)?;
                let index = asm_result(i)?;
                ("llvm.extractvalue", OpKind::ExtractValue { agg: self.operand(i, 0, span, ops)?, index, agg_ty })
            }
            O::Select if Self::operand_type(i, 0) == Some(Type::Int(1)) && ty.as_ref().is_some_and(Type::is_scalar) => {
                let (cond, on_true, on_false) = (self.operand(i, 0, span, ops)?, self.operand(i, 1, span, ops)?, self.operand(i, 2, span, ops)?);
                ("llvm.select", OpKind::Select { cond, on_true, on_false, ty: ty? })
            }
            O::ZExt | O::SExt | O::Trunc | O::AddrSpaceCast | O::PtrToInt | O::IntToPtr | O::Freeze if ty.as_ref().is_some_and(Type::is_scalar) && Self::operand_type(i, 0).as_ref().is_some_and(Type::is_scalar) => {
                let op = match i.get_opcode() {
                    O::ZExt => CastOp::ZExt,
                    O::SExt => CastOp::SExt,
                    O::Trunc => CastOp::Trunc,
                    O::AddrSpaceCast => CastOp::AddrSpaceCast,
                    O::PtrToInt => CastOp::PtrToInt,
                    O::Freeze => CastOp::Freeze,
                    _ => CastOp::IntToPtr,
                };
                let from = Self::operand_type(i, 0)?;
                ("llvm.cast", OpKind::Cast { op, value: self.operand(i, 0, span, ops)?, from, to: ty? })
            }
            O::GetElementPtr if matches!(ty, Some(Type::Ptr(_))) => {
                let base_ty = Self::operand_type(i, 0)?;
                let elem_ty = ir_type(i.get_gep_source_element_type().ok()?)?;
                let base = self.operand(i, 0, span, ops)?;
                let mut indices = Vec::new();
                let mut index_tys = Vec::new();
                for at in 1..i.get_num_operands() {
                    let v = i.get_operand(at)?.value()?;
                    match const_int(v) {
                        Some(c) => indices.push(GepIndex::Const(c)),
                        None => {
                            index_tys.push(ir_type(v.get_type())?);
                            indices.push(GepIndex::Value(self.value(v, span, ops)));
                        }
                    }
                }
                ("llvm.getelementptr", OpKind::Gep { base, indices, result_ty: ty.clone().unwrap_or(base_ty.clone()), base_ty, elem_ty, index_tys })
            }
            O::Load => {
                let atomic = self.atomic(i, span);
                let (ptr, ptr_ty) = self.pointer_operand(i, 0, span, ops)?;
                ("llvm.load", OpKind::Load { ptr, ptr_ty, ty: ty?, volatile: i.get_volatile().unwrap_or(false), atomic })
            }
            O::Store => {
                let t = Self::operand_type(i, 0)?;
                let atomic = self.atomic(i, span);
                let value = self.operand(i, 0, span, ops)?;
                let (ptr, ptr_ty) = self.pointer_operand(i, 1, span, ops)?;
                ("llvm.store", OpKind::Store { value, ptr, ty: t, ptr_ty, volatile: i.get_volatile().unwrap_or(false), atomic })
            }
            O::AtomicRMW => {
                let kind = rmw_kind(i.get_atomic_rmw_bin_op()?)?;
                let atomic = self.atomic(i, span);
                let (ptr, ptr_ty) = self.pointer_operand(i, 0, span, ops)?;
                let value = self.operand(i, 1, span, ops)?;
                ("llvm.atomicrmw", OpKind::AtomicRmw { kind: kind.to_string(), ptr, value, ptr_ty, ty: ty?, atomic })
            }
            O::AtomicCmpXchg => {
                let t = Self::operand_type(i, 1)?;
                let raw = i.as_value_ref();
                // SAFETY: `raw` is a live cmpxchg instruction.
                let (s, f) = unsafe { (llvm_sys::core::LLVMGetCmpXchgSuccessOrdering(raw), llvm_sys::core::LLVMGetCmpXchgFailureOrdering(raw)) };
                let scope = self.scope_of(i, span)?;
                let (ptr, ptr_ty) = self.pointer_operand(i, 0, span, ops)?;
                let (cmp, new) = (self.operand(i, 1, span, ops)?, self.operand(i, 2, span, ops)?);
                ("llvm.cmpxchg", OpKind::Cmpxchg { ptr, cmp, new, ptr_ty, ty: t, success: ordering(s)?, failure: ordering(f)?, scope, pair: true })
            }
            O::Fence => {
                // SAFETY: `raw` is a live fence instruction.
                let o = unsafe { llvm_sys::core::LLVMGetOrdering(i.as_value_ref()) };
                ("llvm.fence", OpKind::Fence { ordering: ordering(o)?, scope: Some(self.scope_of(i, span)?) })
            }
            O::Return => {
                let value = match i.get_num_operands() {
                    0 => None,
                    _ => Some((self.operand(i, 0, span, ops)?, Self::operand_type(i, 0)?)),
                };
                ("llvm.return", OpKind::Return { value })
            }
            O::Br => {
                let raw = i.as_value_ref();
                // SAFETY: a branch's successors are live blocks of this function.
                let succ = |n| unsafe { inkwell::basic_block::BasicBlock::new(llvm_sys::core::LLVMGetSuccessor(raw, n)) };
                if i.get_num_operands() == 1 {
                    let dest = self.successor(succ(0)?, labels, params, here, span, ops)?;
                    ("llvm.br", OpKind::Br { dest })
                } else {
                    let cond = self.operand(i, 0, span, ops)?;
                    let on_true = self.successor(succ(0)?, labels, params, here, span, ops)?;
                    let on_false = self.successor(succ(1)?, labels, params, here, span, ops)?;
                    ("llvm.cond_br", OpKind::CondBr { cond, on_true, on_false })
                }
            }
            O::Switch => {
                let raw = i.as_value_ref();
                let ty = Self::operand_type(i, 0)?;
                // Case constants wider than 64 bits stay opaque (the C API reads 64).
                if !matches!(ty, Type::Int(1..=64)) {
                    return None;
                }
                let value = self.operand(i, 0, span, ops)?;
                // SAFETY: a switch's successors are live blocks of this
                // function; successor k > 0 is case k - 1's.
                let succ = |n| unsafe { inkwell::basic_block::BasicBlock::new(llvm_sys::core::LLVMGetSuccessor(raw, n)) };
                let n = unsafe { llvm_sys::core::LLVMGetNumSuccessors(raw) };
                let default = self.successor(succ(0)?, labels, params, here, span, ops)?;
                let mut cases = Vec::with_capacity(n.saturating_sub(1) as usize);
                for k in 1..n {
                    // SAFETY: as above; a case value is a ConstantInt.
                    let c = unsafe { llvm_sys::core::LLVMConstIntGetSExtValue(llvm_sys::core::LLVMGetSwitchCaseValue(raw, k)) };
                    cases.push((i128::from(c), self.successor(succ(k)?, labels, params, here, span, ops)?));
                }
                ("llvm.switch", OpKind::Switch { value, ty, default, cases })
            }
            _ => return None,
        };
        Some((name, kind, Vec::new()))
    }

    /// A branch to `bb` from `here`, passing the values its phis take from here.
    pub(super) fn successor<'ctx>(
        &mut self,
        bb: inkwell::basic_block::BasicBlock<'ctx>,
        labels: &HashMap<inkwell::basic_block::BasicBlock<'_>, String>,
        params: &HashMap<inkwell::basic_block::BasicBlock<'_>, Vec<(InstructionValue<'_>, Param)>>,
        here: inkwell::basic_block::BasicBlock<'ctx>,
        span: Span,
        ops: &mut Vec<Op>,
    ) -> Option<Successor> {
        let mut args = Vec::new();
        for (phi, p) in params.get(&bb).map(Vec::as_slice).unwrap_or(&[]) {
            let v = incoming(*phi, here)?;
            args.push((self.value(v, span, ops), p.ty.clone()));
        }
        Some(Successor { label: labels.get(&bb)?.clone(), args, span })
    }

    pub(super) fn atomic(&mut self, i: InstructionValue<'_>, span: Span) -> Option<Atomic> {
        let o = i.get_atomic_ordering().ok()?;
        use inkwell::AtomicOrdering as A;
        let ordering = match o {
            A::NotAtomic | A::Unordered => return None,
            A::Monotonic => Ordering::Monotonic,
            A::Acquire => Ordering::Acquire,
            A::Release => Ordering::Release,
            A::AcquireRelease => Ordering::AcqRel,
            A::SequentiallyConsistent => Ordering::SeqCst,
        };
        Some(Atomic { ordering, scope: self.scope_of(i, span)? })
    }

    /// The memory scope of an atomic or fence, from its LLVM sync scope; one
    /// NVPTX does not know is an error (llc-22 aborts on it).
    pub(super) fn scope_of(&mut self, i: InstructionValue<'_>, span: Span) -> Option<String> {
        let raw = i.as_value_ref();
        // SAFETY: `raw` is a live atomic instruction; its context outlives the call.
        let (id, ctx) = unsafe { (llvm_sys::core::LLVMGetAtomicSyncScopeID(raw), llvm_sys::core::LLVMGetTypeContext(llvm_sys::core::LLVMTypeOf(raw))) };
        let known = crate::ops::SYNC_SCOPES.iter().find_map(|s| {
            // SAFETY: the name outlives the call; the context is live.
            let sid = unsafe { llvm_sys::core::LLVMGetSyncScopeID(ctx, s.llvm.as_ptr().cast(), s.llvm.len()) };
            (sid == id).then(|| s.name.to_string())
        });
        if known.is_none() {
            let names = crate::ops::SYNC_SCOPES.iter().map(|s| format!("\"{}\"", s.llvm)).collect::<Vec<_>>().join(", ");
            self.errors.push(Diagnostic::error("syncscope", "LLVM's NVPTX backend does not support this sync scope (llc-22 aborts on it)").at(span).note(format!("NVPTX reads {names}")));
        }
        known
    }

    /// The op result an `extractvalue` takes from a call recorded in
    /// `struct_results`: the one field of the op's result type.
    pub(super) fn op_field(&self, i: InstructionValue<'_>) -> Option<String> {
        if i.get_opcode() != InstructionOpcode::ExtractValue {
            return None;
        }
        let from = i.get_operand(0)?.value()?;
        let (name, ty) = self.struct_results.get(&from.as_value_ref())?;
        (any_ir_type(i.get_type()).as_ref() == Some(ty)).then(|| name.clone())
    }

    /// A constant expression: casts and GEPs of globals are lifted as ops.
    pub(super) fn const_expr(&mut self, v: BasicValueEnum<'_>, span: Span, ops: &mut Vec<Op>) -> Value {
        use llvm_sys::LLVMOpcode;
        let raw = v.as_value_ref();
        // SAFETY: `raw` is a live constant expression of the module being lifted.
        let (opcode, n) = unsafe { (llvm_sys::core::LLVMGetConstOpcode(raw), llvm_sys::core::LLVMGetNumOperands(raw)) };
        let operand = |i| -> Option<BasicValueEnum<'_>> {
            // SAFETY: i < n operands of a live constant.
            let o = unsafe { llvm_sys::core::LLVMGetOperand(raw, i) };
            // SAFETY: the operand is a live value of the same context.
            (!o.is_null()).then(|| unsafe { BasicValueEnum::new(o) })
        };
        let ty = ir_type(v.get_type()).unwrap_or(Type::Ptr(0));
        let name = self.fresh("c");
        let kind = match (opcode, operand(0)) {
            (LLVMOpcode::LLVMAddrSpaceCast, Some(src)) => {
                let from = ir_type(src.get_type()).unwrap_or(Type::Ptr(0));
                OpKind::Cast { op: CastOp::AddrSpaceCast, value: self.value(src, span, ops), from, to: ty.clone() }
            }
            (LLVMOpcode::LLVMGetElementPtr, Some(base)) => {
                let base_ty = ir_type(base.get_type()).unwrap_or(Type::Ptr(0));
                let base = self.value(base, span, ops);
                // SAFETY: a GEP constant expression has a source element type.
                let elem = unsafe { llvm_sys::core::LLVMGetGEPSourceElementType(raw) };
                // SAFETY: the type belongs to the module's context.
                let elem_ty = unsafe { BasicTypeEnum::new(elem) };
                let indices = (1..n as u32).filter_map(operand).map(|i| GepIndex::Const(const_int(i).unwrap_or(0))).collect();
                OpKind::Gep { base, indices, base_ty: base_ty.clone(), result_ty: base_ty, elem_ty: ir_type(elem_ty).unwrap_or(Type::Int(8)), index_tys: vec![] }
            }
            // A shared address as the integer an asm operand takes
            // (`ptrtoint (ptr addrspace(3) @bar to i32)`): the race checks
            // follow it back to its variable.
            (LLVMOpcode::LLVMPtrToInt | LLVMOpcode::LLVMIntToPtr | LLVMOpcode::LLVMTrunc, Some(src)) => {
                let op = match opcode {
                    LLVMOpcode::LLVMPtrToInt => CastOp::PtrToInt,
                    LLVMOpcode::LLVMIntToPtr => CastOp::IntToPtr,
                    _ => CastOp::Trunc,
                };
                // Scalars only: a vector's cast takes no part in a check.
                match (ir_type(src.get_type()), &ty) {
                    (Some(from @ (Type::Ptr(_) | Type::Int(_))), Type::Ptr(_) | Type::Int(_)) => OpKind::Cast { op, value: self.value(src, span, ops), from, to: ty.clone() },
                    _ => OpKind::Opaque { ty: Some(ty), terminator: false },
                }
            }
            _ => OpKind::Opaque { ty: Some(ty), terminator: false },
        };
        ops.push(Op { result: Some(Value::new(&name, span)), name: "llvm.mlir.constant".into(), kind, attrs: AttrDict::default(), span, name_span: span });
        Value::new(name, span)
    }
}
