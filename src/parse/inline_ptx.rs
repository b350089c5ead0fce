//! `nvvm.inline_ptx`: MLIR 22's format, `$ptxCode (ro(..))? (rw(..))?
//! (, predicate = %p)? attr-dict (-> result types)?`.

use super::*;

impl<'a> Parser<'a> {
    pub(super) fn inline_ptx(&mut self, attrs: &mut AttrDict) -> PResult<OpKind> {
        let ptx = match *self.peek() {
            Tok::Str(s) => {
                self.bump();
                s.text().into_owned()
            }
            _ => return self.err(format!("expected the PTX text of 'nvvm.inline_ptx' as a string, found {}", self.describe())),
        };
        let ro = if self.is_ident("ro") { self.inline_ptx_group()? } else { Vec::new() };
        let rw = if self.is_ident("rw") { self.inline_ptx_group()? } else { Vec::new() };
        let mut predicate = None;
        if self.eat_punct(",") {
            if !self.is_ident("predicate") {
                return self.err(format!("expected 'predicate = %p' after ',', found {}", self.describe()));
            }
            self.bump();
            self.expect_punct("=")?;
            predicate = Some(self.expect_value()?);
        }
        if self.is_punct("{") {
            attrs.entries.extend(self.attr_dict()?.entries);
        }
        let results = if self.eat_punct("->") { self.comma_separated(Self::ty)? } else { Vec::new() };
        Ok(OpKind::InlinePtx(Box::new(InlinePtxOp { ptx, ro, rw, predicate, results })))
    }

    /// `ro(%a, %b : T, U)` or `rw(..)`: values, then as many types.
    fn inline_ptx_group(&mut self) -> PResult<Vec<(Value, Type)>> {
        let (which, s) = self.expect_ident()?;
        self.expect_punct("(")?;
        let vals = self.comma_separated(Self::expect_value)?;
        self.expect_punct(":")?;
        let tys = self.comma_separated(Self::ty)?;
        let e = self.expect_punct(")")?;
        if vals.len() != tys.len() {
            return Err(Diagnostic::error("parse", format!("{which}(...) has {} value(s) but {} type(s)", vals.len(), tys.len())).at(s.to(e)));
        }
        Ok(vals.into_iter().zip(tys).collect())
    }
}
