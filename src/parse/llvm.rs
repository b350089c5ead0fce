//! The LLVM dialect's ops: constants, arithmetic, memory and atomics, casts,
//! `getelementptr`, branches and calls.

use super::*;

/// The names of the LLVM dialect's ops the parser reads, so that an op's
/// name is static text instead of a copy of the input's.
const NAMES: &[&str] = &["llvm.add", "llvm.addrspacecast", "llvm.and", "llvm.ashr", "llvm.atomicrmw", "llvm.br", "llvm.call", "llvm.cmpxchg", "llvm.cond_br", "llvm.extractvalue", "llvm.fence", "llvm.getelementptr", "llvm.icmp", "llvm.insertvalue", "llvm.inttoptr", "llvm.load", "llvm.lshr", "llvm.mlir.addressof", "llvm.mlir.constant", "llvm.mlir.undef", "llvm.mlir.zero", "llvm.mul", "llvm.or", "llvm.ptrtoint", "llvm.return", "llvm.sdiv", "llvm.select", "llvm.sext", "llvm.shl", "llvm.srem", "llvm.store", "llvm.sub", "llvm.trunc", "llvm.udiv", "llvm.urem", "llvm.xor", "llvm.zext"];

/// `name` as static text where it is one of [`NAMES`].
pub(super) fn static_name(name: &str) -> Cow<'static, str> {
    NAMES.iter().find(|n| **n == name).map_or_else(|| Cow::Owned(name.to_string()), |n| Cow::Borrowed(*n))
}

impl<'a> Parser<'a> {
    pub(super) fn llvm_op(&mut self, name: &str, name_span: Span, attrs: &mut AttrDict) -> PResult<OpKind> {
        if let Some(op) = BinOp::from_name(name) {
            let lhs = self.expect_value()?;
            self.expect_punct(",")?;
            let rhs = self.expect_value()?;
            self.opt_overflow_flags()?;
            self.opt_attrs(attrs)?;
            self.expect_punct(":")?;
            return Ok(OpKind::Binary { op, lhs, rhs, ty: self.ty()? });
        }
        if let Some(op) = CastOp::from_name(name) {
            let value = self.expect_value()?;
            self.opt_attrs(attrs)?;
            self.expect_punct(":")?;
            let from = self.ty()?;
            if !self.eat_ident("to") {
                return self.err("expected 'to'");
            }
            return Ok(OpKind::Cast { op, value, from, to: self.ty()? });
        }
        match name {
            "llvm.mlir.constant" => {
                self.expect_punct("(")?;
                let (value, _) = self.expect_int()?;
                let mut ty = None;
                if self.eat_punct(":") {
                    ty = Some(self.ty()?);
                }
                self.expect_punct(")")?;
                self.opt_attrs(attrs)?;
                self.expect_punct(":")?;
                let rty = self.ty()?;
                if let Some(t) = ty {
                    if t != rty {
                        return Err(Diagnostic::error("type", format!("constant of type {t} does not match result type {rty}")).at(self.prev_span()));
                    }
                }
                Ok(OpKind::Constant { value, ty: rty })
            }
            "llvm.mlir.addressof" => {
                let (global, _) = self.symbol()?;
                self.opt_attrs(attrs)?;
                self.expect_punct(":")?;
                Ok(OpKind::AddressOf { global, ty: self.ty()? })
            }
            "llvm.getelementptr" => self.gep(attrs),
            "llvm.icmp" => {
                let pred = match *self.peek() {
                    Tok::Str(s) => {
                        let sp = self.bump().span;
                        CmpPred::parse(&s.text()).ok_or_else(|| Diagnostic::error("parse", format!("unknown icmp predicate \"{s}\"")).at(sp))?
                    }
                    _ => return self.err("expected an icmp predicate string like \"eq\""),
                };
                let lhs = self.expect_value()?;
                self.expect_punct(",")?;
                let rhs = self.expect_value()?;
                self.opt_attrs(attrs)?;
                self.expect_punct(":")?;
                Ok(OpKind::ICmp { pred, lhs, rhs, ty: self.ty()? })
            }
            "llvm.select" => {
                let cond = self.expect_value()?;
                self.expect_punct(",")?;
                let on_true = self.expect_value()?;
                self.expect_punct(",")?;
                let on_false = self.expect_value()?;
                self.opt_attrs(attrs)?;
                self.expect_punct(":")?;
                let ct = self.ty()?;
                if !ct.is_int(1) {
                    return Err(Diagnostic::error("type", format!("select condition must be i1, got {ct}")).at(self.prev_span()));
                }
                self.expect_punct(",")?;
                Ok(OpKind::Select { cond, on_true, on_false, ty: self.ty()? })
            }
            "llvm.load" => {
                let volatile = self.eat_ident("volatile");
                let ptr = self.expect_value()?;
                let atomic = self.opt_atomic()?;
                self.opt_attrs(attrs)?;
                self.expect_punct(":")?;
                let ptr_ty = self.ty()?;
                self.expect_punct("->")?;
                Ok(OpKind::Load { ptr, ptr_ty, ty: self.ty()?, volatile, atomic })
            }
            "llvm.store" => {
                let volatile = self.eat_ident("volatile");
                let value = self.expect_value()?;
                self.expect_punct(",")?;
                let ptr = self.expect_value()?;
                let atomic = self.opt_atomic()?;
                self.opt_attrs(attrs)?;
                self.expect_punct(":")?;
                let ty = self.ty()?;
                self.expect_punct(",")?;
                Ok(OpKind::Store { value, ptr, ty, ptr_ty: self.ty()?, volatile, atomic })
            }
            "llvm.atomicrmw" => {
                let (kind, ks) = self.expect_ident()?;
                if crate::ops::RmwSpec::find(&kind).is_none() {
                    return Err(Diagnostic::error("parse", format!("unsupported atomicrmw kind '{kind}'")).at(ks));
                }
                let ptr = self.expect_value()?;
                self.expect_punct(",")?;
                let value = self.expect_value()?;
                let scope = self.opt_syncscope()?;
                let (ordering, _) = self.ordering()?;
                self.opt_attrs(attrs)?;
                self.expect_punct(":")?;
                let ptr_ty = self.ty()?;
                self.expect_punct(",")?;
                let ty = self.ty()?;
                Ok(OpKind::AtomicRmw { kind, ptr, value, ptr_ty, ty, atomic: Some(Atomic { ordering, scope }) })
            }
            // `llvm.cmpxchg %p, %cmp, %new [syncscope("s")] <success> <failure> : !llvm.ptr<N>, T`
            "llvm.cmpxchg" => {
                self.eat_ident("weak");
                let volatile = self.eat_ident("volatile");
                let ptr = self.expect_value()?;
                self.expect_punct(",")?;
                let cmp = self.expect_value()?;
                self.expect_punct(",")?;
                let new = self.expect_value()?;
                let scope = self.opt_syncscope()?;
                let (success, _) = self.ordering()?;
                let (failure, _) = self.ordering()?;
                self.opt_attrs(attrs)?;
                self.expect_punct(":")?;
                let ptr_ty = self.ty()?;
                self.expect_punct(",")?;
                let ty = self.ty()?;
                if volatile {
                    return Err(Diagnostic::error("unsupported", "a volatile cmpxchg is not supported").at(name_span));
                }
                Ok(OpKind::Cmpxchg { ptr, cmp, new, ptr_ty, ty, success, failure, scope, pair: true })
            }
            "llvm.fence" => {
                let scope = self.opt_syncscope()?;
                let (ordering, sp) = self.ordering()?;
                if ordering == Ordering::Monotonic {
                    return Err(Diagnostic::error("parse", "a fence ordering is acquire, release, acq_rel or seq_cst").at(sp));
                }
                self.opt_attrs(attrs)?;
                Ok(OpKind::Fence { ordering, scope: Some(scope) })
            }
            "llvm.br" => {
                let dest = self.successor()?;
                self.opt_attrs(attrs)?;
                Ok(OpKind::Br { dest })
            }
            "llvm.cond_br" => {
                let cond = self.expect_value()?;
                self.expect_punct(",")?;
                let on_true = self.successor()?;
                self.expect_punct(",")?;
                let on_false = self.successor()?;
                self.opt_attrs(attrs)?;
                Ok(OpKind::CondBr { cond, on_true, on_false })
            }
            "llvm.mlir.zero" | "llvm.mlir.undef" => {
                self.opt_attrs(attrs)?;
                self.expect_punct(":")?;
                Ok(OpKind::Zero { ty: self.ty()?, undef: name == "llvm.mlir.undef" })
            }
            "llvm.extractvalue" => {
                let agg = self.expect_value()?;
                let index = self.value_index()?;
                self.opt_attrs(attrs)?;
                self.expect_punct(":")?;
                Ok(OpKind::ExtractValue { agg, index, agg_ty: self.ty()? })
            }
            "llvm.insertvalue" => {
                let value = self.expect_value()?;
                self.expect_punct(",")?;
                let agg = self.expect_value()?;
                let index = self.value_index()?;
                self.opt_attrs(attrs)?;
                self.expect_punct(":")?;
                Ok(OpKind::InsertValue { value, agg, index, agg_ty: self.ty()? })
            }
            "nvvm.wgmma.mma_async" => self.wgmma(attrs),
            "nvvm.mma.sync" => self.mma_sync(attrs, false, false),
            "nvvm.mma.sp.sync" => self.mma_sync(attrs, true, false),
            "nvvm.mma.block_scale" => self.mma_sync(attrs, false, true),
            "nvvm.mma.sp.block_scale" => self.mma_sync(attrs, true, true),
            "nvvm.inline_ptx" => self.inline_ptx(attrs),
            "nvvm.wmma.load" => self.wmma(WmmaKind::Load, attrs),
            "nvvm.wmma.store" => self.wmma(WmmaKind::Store, attrs),
            "nvvm.wmma.mma" => self.wmma(WmmaKind::Mma, attrs),
            "llvm.call" => {
                let (callee, callee_span) = self.symbol()?;
                let args = self.paren_list(Self::expect_value)?;
                self.opt_attrs(attrs)?;
                self.expect_punct(":")?;
                let arg_tys = self.paren_list(Self::ty)?;
                self.expect_punct("->")?;
                let ret = if self.eat_punct("(") {
                    self.expect_punct(")")?;
                    None
                } else {
                    Some(self.ty()?)
                };
                Ok(OpKind::Call { callee, callee_span, args, arg_tys, ret })
            }
            "llvm.return" => {
                let mut value = None;
                if let Tok::Value(_) = self.peek() {
                    let v = self.expect_value()?;
                    self.expect_punct(":")?;
                    value = Some((v, self.ty()?));
                }
                Ok(OpKind::Return { value })
            }
            _ => Err(unknown_op(name, name_span)),
        }
    }

    /// `[i]` after an aggregate (one index: structs and arrays of scalars).
    pub(super) fn value_index(&mut self) -> PResult<u32> {
        self.expect_punct("[")?;
        let (i, sp) = self.expect_int()?;
        self.expect_punct("]")?;
        u32::try_from(i).map_err(|_| Diagnostic::error("parse", format!("bad aggregate index {i}")).at(sp))
    }

    /// `[syncscope("name")]`: the memory scope name; none written is the system scope.
    pub(super) fn opt_syncscope(&mut self) -> PResult<String> {
        if !self.eat_ident("syncscope") {
            return Ok("sys".into());
        }
        self.expect_punct("(")?;
        let (name, sp) = match *self.peek() {
            Tok::Str(s) => (s.text(), self.bump().span),
            _ => return self.err("expected a sync scope string like \"cluster\""),
        };
        self.expect_punct(")")?;
        let spec = crate::ops::SyncScopeSpec::from_llvm(&name)
            .ok_or_else(|| Diagnostic::error("scope", format!("unknown sync scope \"{name}\": NVPTX has \"block\", \"cluster\", \"device\" and the default system scope")).at(sp))?;
        Ok(spec.name.to_string())
    }

    pub(super) fn ordering(&mut self) -> PResult<(Ordering, Span)> {
        let (ord, sp) = self.expect_ident()?;
        let o = Ordering::parse(&ord).ok_or_else(|| Diagnostic::error("parse", format!("expected an atomic ordering (monotonic, acquire, release, acq_rel, seq_cst), found '{ord}'")).at(sp))?;
        Ok((o, sp))
    }

    /// `atomic [syncscope("..")] <ordering>` after a load's or store's pointer.
    pub(super) fn opt_atomic(&mut self) -> PResult<Option<Atomic>> {
        if !self.eat_ident("atomic") {
            return Ok(None);
        }
        let scope = self.opt_syncscope()?;
        let (ordering, _) = self.ordering()?;
        Ok(Some(Atomic { ordering, scope }))
    }

    pub(super) fn opt_attrs(&mut self, attrs: &mut AttrDict) -> PResult<()> {
        if self.is_punct("{") {
            attrs.entries.extend(self.attr_dict()?.entries);
        }
        Ok(())
    }

    pub(super) fn opt_overflow_flags(&mut self) -> PResult<()> {
        if self.eat_ident("overflow") {
            self.expect_punct("<")?;
            while !self.is_punct(">") {
                self.expect_ident()?;
                if !self.eat_punct(",") {
                    break;
                }
            }
            self.expect_punct(">")?;
        }
        Ok(())
    }

    pub(super) fn gep(&mut self, attrs: &mut AttrDict) -> PResult<OpKind> {
        self.eat_ident("inbounds");
        let base = self.expect_value()?;
        self.expect_punct("[")?;
        let mut indices = Vec::new();
        while !self.is_punct("]") {
            if let Tok::Value(_) = self.peek() {
                indices.push(GepIndex::Value(self.expect_value()?));
            } else {
                let (v, s) = self.expect_int()?;
                // MLIR keeps constant indices as i32 (and says "integer value too
                // large"); the emitter writes them as i32, so a wider one would wrap.
                let v = i32::try_from(v).map(i64::from).map_err(|_| Diagnostic::error("range", format!("getelementptr constant index {v} does not fit in i32")).at(s))?;
                indices.push(GepIndex::Const(v));
            }
            if !self.eat_punct(",") {
                break;
            }
        }
        self.expect_punct("]")?;
        self.opt_attrs(attrs)?;
        self.expect_punct(":")?;
        self.expect_punct("(")?;
        let base_ty = self.ty()?;
        let mut index_tys = Vec::new();
        while self.eat_punct(",") {
            index_tys.push(self.ty()?);
        }
        self.expect_punct(")")?;
        self.expect_punct("->")?;
        let result_ty = self.ty()?;
        self.expect_punct(",")?;
        let elem_ty = self.ty()?;
        Ok(OpKind::Gep { base, indices, base_ty, result_ty, elem_ty, index_tys })
    }

    pub(super) fn successor(&mut self) -> PResult<Successor> {
        let (label, s) = match *self.peek() {
            Tok::Block(l) => (l, self.bump().span),
            _ => return self.err(format!("expected a block label like '^bb1', found {}", self.describe())),
        };
        let mut args = Vec::new();
        if self.eat_punct("(") {
            let mut vals = Vec::new();
            while let Tok::Value(_) = self.peek() {
                vals.push(self.expect_value()?);
                if !self.eat_punct(",") {
                    break;
                }
            }
            self.expect_punct(":")?;
            for v in vals {
                let t = self.ty()?;
                args.push((v, t));
                self.eat_punct(",");
            }
            self.expect_punct(")")?;
        }
        Ok(Successor { label: label.to_owned(), args, span: s.to(self.prev_span()) })
    }
}
