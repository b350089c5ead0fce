//! The matrix ops whose syntax is not a table op's: `nvvm.wgmma.mma_async`,
//! `nvvm.mma.sync` and the `nvvm.wmma` ops.

use super::*;

impl<'a> Parser<'a> {
    /// `%descA, %descB, %acc, #nvvm.shape<m = 64, n = N, k = K>, D [<f32>,
    /// #nvvm.wgmma_scale_out<one>], A [<f16>, #nvvm.wgmma_scale_in<one>, <row>],
    /// B [<f16>, #nvvm.wgmma_scale_in<one>, <col>] : T -> T`
    pub(super) fn wgmma(&mut self, attrs: &mut AttrDict) -> PResult<OpKind> {
        let desc_a = self.expect_value()?;
        self.expect_punct(",")?;
        let desc_b = self.expect_value()?;
        self.expect_punct(",")?;
        let acc = self.expect_value()?;
        self.expect_punct(",")?;
        let shape_span = self.span();
        let (m, n, k) = match self.attr_value()? {
            Attr::Enum { kind, value } if kind == "shape" => {
                let mut dims = [None; 3];
                for part in value.split(',') {
                    let (key, v) = part.split_once('=').unwrap_or((part, ""));
                    let slot = match key.trim() {
                        "m" => 0,
                        "n" => 1,
                        "k" => 2,
                        _ => continue,
                    };
                    dims[slot] = v.trim().parse::<u32>().ok();
                }
                match dims {
                    [Some(m), Some(n), Some(k)] => (m, n, k),
                    _ => return Err(Diagnostic::error("parse", "expected #nvvm.shape<m = M, n = N, k = K>").at(shape_span.to(self.prev_span()))),
                }
            }
            _ => return Err(Diagnostic::error("parse", "expected #nvvm.shape<m = M, n = N, k = K>").at(shape_span.to(self.prev_span()))),
        };
        let shape_span = shape_span.to(self.prev_span());
        self.expect_punct(",")?;
        let (type_d, scale_d, overflow) = self.wgmma_operand("D", "wgmma_scale_out", false)?;
        self.expect_punct(",")?;
        let (type_a, scale_a, layout_a) = self.wgmma_operand("A", "wgmma_scale_in", true)?;
        self.expect_punct(",")?;
        let (type_b, scale_b, layout_b) = self.wgmma_operand("B", "wgmma_scale_in", true)?;
        self.opt_attrs(attrs)?;
        self.expect_punct(":")?;
        let types_start = self.span();
        let acc_ty = self.ty()?;
        self.expect_punct("->")?;
        let result_ty = self.ty()?;
        let types_span = types_start.to(self.prev_span());
        Ok(OpKind::Wgmma(Box::new(WgmmaOp { desc_a, desc_b, acc, m, n, k, type_d, type_a, type_b, scale_d, scale_a, scale_b, layout_a, layout_b, overflow, acc_ty, result_ty, shape_span, types_span })))
    }

    /// `A[%a..] B[%b..] C[%c..] [sparseMetadata[%m] selector[%s]]
    /// [scaleA[%d, %byte, %thread] scaleB[..]] {attrs} : (tA, tB, tC) -> T`:
    /// `nvvm.mma.sync`, `nvvm.mma.sp.sync` (`sparse`) and their block-scaled
    /// forms (`scaled`).
    pub(super) fn mma_sync(&mut self, attrs: &mut AttrDict, sparse: bool, scaled: bool) -> PResult<OpKind> {
        let form = match (sparse, scaled) {
            (false, false) => "nvvm.mma.sync A[%a, ...] B[%b, ...] C[%c, ...]",
            (true, false) => "nvvm.mma.sp.sync A[..] B[..] C[..] sparseMetadata[%meta] selector[%sel]",
            (false, true) => "nvvm.mma.block_scale A[..] B[..] C[..] scaleA[%data, %byteId, %threadId] scaleB[..]",
            (true, true) => "nvvm.mma.sp.block_scale A[..] B[..] C[..] sparseMetadata[%meta] selector[%sel] scaleA[..] scaleB[..]",
        };
        let mut frags = Vec::new();
        for which in ["A", "B", "C"] {
            frags.push(self.mma_operands(which, form)?);
        }
        let sparse = if sparse {
            let meta = self.one_operand("sparseMetadata", form)?;
            Some((meta, self.one_operand("selector", form)?))
        } else {
            None
        };
        let scales = if scaled {
            let mut vals = Vec::new();
            for which in ["scaleA", "scaleB"] {
                let start = self.span();
                let v = self.mma_operands(which, form)?;
                if v.len() != 3 {
                    return Err(Diagnostic::error("parse", format!("expected 3 values in {which}[%data, %byteId, %threadId], found {}", v.len())).at(start.to(self.prev_span())));
                }
                vals.extend(v);
            }
            Some(Box::new(<[Value; 6]>::try_from(vals).expect("two lists of three")))
        } else {
            None
        };
        self.opt_attrs(attrs)?;
        self.expect_punct(":")?;
        let start = self.span();
        let tys = self.paren_list(Self::ty)?;
        let types: [Type; 3] = tys.try_into().map_err(|t: Vec<Type>| Diagnostic::error("parse", format!("expected the element types of A, B and C: '(tA, tB, tC)', found {} type(s)", t.len())).at(start.to(self.prev_span())))?;
        self.expect_punct("->")?;
        let result_ty = self.ty()?;
        let c = frags.pop().unwrap_or_default();
        let b = frags.pop().unwrap_or_default();
        let a = frags.pop().unwrap_or_default();
        Ok(OpKind::MmaSync(Box::new(MmaSyncOp { a, b, c, types, result_ty, types_span: start.to(self.prev_span()), sparse, scales })))
    }

    /// `which[%v, ...]` of an MMA op written as `form`.
    fn mma_operands(&mut self, which: &str, form: &str) -> PResult<Vec<Value>> {
        if !self.eat_ident(which) {
            return self.err(format!("expected '{which}[...]' ({form})"));
        }
        self.expect_punct("[")?;
        let mut vals = Vec::new();
        while !self.is_punct("]") {
            if !vals.is_empty() {
                self.expect_punct(",")?;
            }
            vals.push(self.expect_value()?);
        }
        self.expect_punct("]")?;
        Ok(vals)
    }

    /// The single value of `which[%v]`.
    fn one_operand(&mut self, which: &str, form: &str) -> PResult<Value> {
        let start = self.span();
        let mut vals = self.mma_operands(which, form)?;
        if vals.len() == 1 {
            return Ok(vals.pop().expect("one value"));
        }
        Err(Diagnostic::error("parse", format!("expected one value in {which}[%v], found {}", vals.len())).at(start.to(self.prev_span())))
    }

    /// `nvvm.wmma.load %p, %stride {attrs} : (!llvm.ptr<N>) -> T`,
    /// `nvvm.wmma.store %p, %stride, %d.. {attrs} : !llvm.ptr<N>, T..` and
    /// `nvvm.wmma.mma %v.. {attrs} : (T..) -> R`.
    pub(super) fn wmma(&mut self, kind: WmmaKind, attrs: &mut AttrDict) -> PResult<OpKind> {
        let mut vals = vec![self.expect_value()?];
        while self.eat_punct(",") {
            vals.push(self.expect_value()?);
        }
        self.opt_attrs(attrs)?;
        self.expect_punct(":")?;
        let start = self.span();
        let (tys, result_ty) = match kind {
            WmmaKind::Store => {
                let mut tys = vec![self.ty()?];
                while self.eat_punct(",") {
                    tys.push(self.ty()?);
                }
                (tys, None)
            }
            _ => {
                let tys = self.paren_list(Self::ty)?;
                self.expect_punct("->")?;
                (tys, Some(self.ty()?))
            }
        };
        let types_span = start.to(self.prev_span());
        if kind == WmmaKind::Load && !matches!(result_ty, Some(Type::Struct(_) | Type::Float(64))) {
            let got = result_ty.as_ref().map(Type::to_string).unwrap_or_default();
            return Err(Diagnostic::error("parse", format!("'nvvm.wmma.load' op result #0 must be LLVM structure type or 64-bit float, but got '{got}'")).at(types_span));
        }
        let mut vals = vals.into_iter();
        let mut tys = tys.into_iter();
        let (ptr, stride) = if kind == WmmaKind::Mma {
            (None, None)
        } else {
            let ptr = vals.next().zip(tys.next());
            let stride = vals.next().ok_or_else(|| Diagnostic::error("parse", "expected the stride after the pointer: '%ptr, %stride'").at(types_span))?;
            (ptr, Some(stride))
        };
        let vals: Vec<Value> = vals.collect();
        let tys: Vec<Type> = tys.collect();
        if vals.len() != tys.len() {
            return Err(Diagnostic::error("parse", format!("{} value(s) but {} type(s) after ':'", vals.len(), tys.len())).at(types_span));
        }
        Ok(OpKind::Wmma(Box::new(WmmaOp { kind, ptr, stride, args: vals.into_iter().zip(tys).collect(), result_ty, types_span })))
    }

    /// `X [<type>, #nvvm.<scale><v>(, <layout>)]`.
    pub(super) fn wgmma_operand(&mut self, which: &str, scale_kind: &str, layout: bool) -> PResult<(String, String, String)> {
        if !self.eat_ident(which) {
            return self.err(format!("expected '{which} [<type>, #nvvm.{scale_kind}<...>{}]'", if layout { ", <row|col>" } else { "" }));
        }
        self.expect_punct("[")?;
        self.expect_punct("<")?;
        let (ty, _) = self.expect_ident()?;
        self.expect_punct(">")?;
        self.expect_punct(",")?;
        let s = self.span();
        let scale = match self.attr_value()? {
            Attr::Enum { kind, value } if kind == scale_kind => value,
            _ => return Err(Diagnostic::error("parse", format!("expected #nvvm.{scale_kind}<...> for {which}")).at(s.to(self.prev_span()))),
        };
        let mut lay = String::new();
        if layout {
            self.expect_punct(",")?;
            self.expect_punct("<")?;
            lay = self.expect_ident()?.0;
            self.expect_punct(">")?;
        } else if self.eat_punct(",") {
            // D's integer overflow mode: `<satfinite>` or `<wrapped>`.
            self.expect_punct("<")?;
            lay = self.expect_ident()?.0;
            self.expect_punct(">")?;
        }
        self.expect_punct("]")?;
        Ok((ty, scale.into(), lay))
    }
}
