//! The tcgen05 expansions: the shared-to-tensor-memory copy of spec 004 and
//! the shared-memory matrix descriptor.

use super::*;

impl FuncBuilder<'_> {
    // ---- nvsync.s2t_copy (spec 004, S2T copy lowering) -----------------------
    //
    // The numeric cta_group (1, 2) and the one-based shape selector (1, 2, 3)
    // are read independently, as the spec's lowering does. Both issue
    // unconditionally (the spec's constant-true predicate):
    //
    // | cta_group | tcgen05.cp / commit group |
    // | 1         | cta_group::1              |
    // | 2         | cta_group::2              |
    //
    // | selector | destination                                   | commit                     |
    // | 1        | taddr                                         | on bar                     |
    // | 2        | taddr                                         | multicast {rank, rank ^ 1} |
    // | 3        | quarter 2 * (rank rem 2) + (rank rem 4) / 2   | multicast {rank, rank ^ 1} |
    //
    // cta_group 4 is refused by the verifier: the spec's odd-rank issue reaches
    // the even ranks only through a cta_group::2 copy, which forces cta_group::2
    // MMAs in the kernel (ptxas refuses mixing the groups), and as cta_group::1
    // it leaves the even ranks' quarters unwritten while their barriers are
    // signalled (docs/spec-deviations.md 38). `cta_group = 1, shape_selector =
    // 3` has every CTA copy its own quarter. The copy's mbarrier is the
    // returned token: tcgen05.commit makes it (and the sibling's, with
    // multicast) complete when the copy lands.
    pub(super) fn s2t_copy(&mut self, op: &Op) {
        let span = op.span;
        let OpKind::Table { operands, .. } = &op.kind else { unreachable!() };
        let (Some(taddr), Some(desc), Some(bar)) = (operands[0].clone(), operands[1].clone(), operands[2].clone()) else { unreachable!("verified") };
        let num = |k| op.attr(k).and_then(|v| v.parse::<i128>().ok()).unwrap_or(1);
        let (group, selector) = (num(AttrKind::S2tCtaGroup), num(AttrKind::S2tShape));
        let cta = Attr::Enum { kind: "cta_group".into(), value: if group == 2 { "cta_2" } else { "cta_1" }.into() };
        let bin = |b: &mut Self, op: BinOp, lhs: &Value, rhs: &Value, what: &str| b.llvm(OpKind::Binary { op, lhs: lhs.clone(), rhs: rhs.clone(), ty: Type::Int(32) }, op.name(), Some(what), span).unwrap();
        let rank = (selector >= 2).then(|| self.table("nvvm.read.ptx.sreg.cluster.ctarank", vec![], vec![], Some(("rank", Type::Int(32))), span).unwrap());
        let mut dst = taddr.clone();
        if selector == 3 {
            let rank = rank.clone().unwrap();
            let (two, four, one) = (self.constant(2, span), self.constant(4, span), self.constant(1, span));
            let parity = bin(self, BinOp::URem, &rank, &two, "group");
            let within = bin(self, BinOp::URem, &rank, &four, "within");
            let member = bin(self, BinOp::LShr, &within, &one, "member");
            let base = bin(self, BinOp::Shl, &parity, &one, "first");
            let quarter = bin(self, BinOp::Add, &base, &member, "quarter");
            let width = self.constant(num(AttrKind::SliceCols), span);
            let cols = bin(self, BinOp::Mul, &quarter, &width, "cols");
            let gep = OpKind::Gep { base: taddr.clone(), indices: vec![GepIndex::Value(cols)], base_ty: Type::Ptr(6), result_ty: Type::Ptr(6), elem_ty: Type::Int(8), index_tys: vec![Type::Int(32)] };
            dst = self.llvm(gep, "llvm.getelementptr", Some("slice"), span).unwrap();
        }
        let mut cp_attrs = vec![("group", cta.clone())];
        for k in [AttrKind::CpShape, AttrKind::CpMulticast, AttrKind::SrcFormat] {
            if let Some((a, _)) = op.attrs.get(k.key()) {
                cp_attrs.push((k.key(), a.clone()));
            }
        }
        self.table("nvvm.tcgen05.cp", vec![Some((dst, Type::Ptr(6))), Some((desc, Type::Int(64)))], cp_attrs, None, span);
        let mask = (selector >= 2).then(|| {
            let rank = rank.clone().unwrap();
            let one = self.constant(1, span);
            let peer = bin(self, BinOp::Xor, &rank, &one, "peer");
            let me = bin(self, BinOp::Shl, &one, &rank, "self.bit");
            let sib = bin(self, BinOp::Shl, &one, &peer, "peer.bit");
            let both = bin(self, BinOp::Or, &me, &sib, "pair");
            let cast = OpKind::Cast { op: CastOp::Trunc, value: both, from: Type::Int(32), to: Type::Int(16) };
            (self.llvm(cast, "llvm.trunc", Some("mask"), span).unwrap(), Type::Int(16))
        });
        self.table("nvvm.tcgen05.commit", vec![Some((bar.clone(), Type::Ptr(3))), mask], vec![("group", cta)], None, span);
        if let Some(r) = &op.result {
            // The token is the barrier itself (a zero-offset address keeps its name).
            let gep = OpKind::Gep { base: bar, indices: vec![GepIndex::Const(0)], base_ty: Type::Ptr(3), result_ty: Type::Ptr(3), elem_ty: Type::Int(8), index_tys: vec![] };
            self.push(Op { result: Some(r.clone()), name: "llvm.getelementptr".into(), kind: gep, attrs: AttrDict::default(), span, name_span: span });
        }
    }

    // ---- nvvm.tcgen05.mma_smem_desc (the tcgen05 shared-memory descriptor) ---
    //
    // | bits  | field                       | bits  | field                  |
    // | 0-13  | start address               | 49-51 | base offset            |
    // | 16-29 | leading-dimension offset    | 52    | leading-dimension mode |
    // | 32-45 | stride-dimension offset     | 61-63 | swizzle mode           |
    // | 46-48 | the constant 0b001          |       |                        |
    //
    // Each field is masked to its width and shifted into place, as MLIR 22's
    // translation builds it (LLVM 22 has no intrinsic for it).
    pub(super) fn smem_desc(&mut self, op: &Op) {
        let span = op.span;
        let OpKind::Table { operands, .. } = &op.kind else { unreachable!() };
        let fields = [(32, 0x3fff, 0), (32, 0x3fff, 16), (32, 0x3fff, 32), (8, 0x7, 49), (1, 0x1, 52), (8, 0x7, 61)];
        let mut desc = self.llvm(OpKind::Constant { value: 0, ty: Type::Int(64) }, "llvm.mlir.constant", Some("desc"), span).unwrap();
        for (i, (bits, mask, shift)) in fields.into_iter().enumerate() {
            let Some(v) = operands[i].clone() else { unreachable!("verified") };
            let v = if bits == 32 { v } else { self.llvm(OpKind::Cast { op: CastOp::ZExt, value: v, from: Type::Int(bits), to: Type::Int(32) }, "llvm.zext", Some("field"), span).unwrap() };
            let m = self.llvm(OpKind::Constant { value: mask, ty: Type::Int(32) }, "llvm.mlir.constant", Some("mask"), span).unwrap();
            let masked = self.llvm(OpKind::Binary { op: BinOp::And, lhs: v, rhs: m, ty: Type::Int(32) }, "llvm.and", Some("field"), span).unwrap();
            let wide = self.llvm(OpKind::Cast { op: CastOp::ZExt, value: masked, from: Type::Int(32), to: Type::Int(64) }, "llvm.zext", Some("field"), span).unwrap();
            let sh = self.llvm(OpKind::Constant { value: shift, ty: Type::Int(64) }, "llvm.mlir.constant", Some("shift"), span).unwrap();
            let placed = self.llvm(OpKind::Binary { op: BinOp::Shl, lhs: wide, rhs: sh, ty: Type::Int(64) }, "llvm.shl", Some("field"), span).unwrap();
            let or = OpKind::Binary { op: BinOp::Or, lhs: desc, rhs: placed, ty: Type::Int(64) };
            if let (5, Some(r)) = (i, &op.result) {
                // The last field's `or` is the op's result.
                self.push(Op { result: Some(r.clone()), name: "llvm.or".into(), kind: or, attrs: AttrDict::default(), span, name_span: span });
                return;
            }
            desc = self.llvm(or, "llvm.or", Some("desc"), span).unwrap();
            if i == 2 {
                let fixed = self.llvm(OpKind::Constant { value: 1 << 46, ty: Type::Int(64) }, "llvm.mlir.constant", Some("fixed"), span).unwrap();
                desc = self.llvm(OpKind::Binary { op: BinOp::Or, lhs: desc, rhs: fixed, ty: Type::Int(64) }, "llvm.or", Some("desc"), span).unwrap();
            }
        }
    }
}
