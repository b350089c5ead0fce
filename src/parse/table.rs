//! The ops of the data tables (`intrinsics/`) in MLIR 22's custom syntax: operands
//! in the spec's order, leading, keyword and inline attributes, the type list.

use super::*;

impl<'a> Parser<'a> {
    /// `[#enum<..>] operands [kw = %v]... [, predicate = %p] [range <..>] [attr-dict] [: types] [-> type]`
    pub(super) fn table_op(&mut self, spec: &'static OpSpec, attrs: &mut AttrDict, start: Span) -> PResult<OpKind> {
        if let Some(a) = spec.attrs.iter().find(|a| a.is_keyword_enum()) {
            if !matches!(self.peek(), Tok::Ident(k) if a.values().contains(k)) {
                return self.err(format!("expected one of {} after '{}', found {}", a.values().join(", "), spec.name, self.describe()));
            }
        }
        let mut operands: Vec<Option<Value>> = vec![None; spec.operands.len()];
        let positional = Positional(spec.operands);
        let mut written = 0;
        let mut extra: Option<Span> = None;
        let mut after_value = false;
        let mut predicate = None;
        // A ',' must be followed by an operand: `%bar, :` is refused, not read as `%bar :`.
        let mut comma: Option<Span> = None;
        // The last attribute written by keyword and where it ends, and where
        // the token before the last ',' ends: MLIR's formats fix their order.
        let mut last_inline: Option<(AttrKind, usize)> = None;
        let mut before_comma = 0;
        let call_like = spec.types == TypeList::CallLike;
        if call_like {
            self.expect_punct("(")?;
        }
        loop {
            let after_comma = comma.take();
            match *self.peek() {
                // `%a <signed>`: an enum of the operand just written (dot.accumulate).
                Tok::Punct("<") if after_value && written > 0 && operand_enum(spec, positional.get(written - 1)).is_some() => {
                    let a = operand_enum(spec, positional.get(written - 1)).unwrap();
                    let s = self.bump().span;
                    let (value, _) = self.expect_ident()?;
                    let e = self.expect_punct(">")?;
                    attrs.entries.push((a.key().into(), Attr::Enum { kind: a.enum_kind().unwrap_or_default().into(), value: value.into() }, s.to(e)));
                }
                // `#nvvm.reduction<and> %p`, `#nvvm.mem_scope<cta>`: an enum attribute
                // written before the operands.
                // MLIR 22 prints a leading enum in its short form: `nvvm.tcgen05.fence <before>`.
                Tok::Hash(_) | Tok::Punct("<") if self.leading_enum(spec).is_some() => {
                    let a = self.leading_enum(spec).unwrap();
                    let s = self.span();
                    let v = if self.eat_punct("<") {
                        let (value, _) = self.expect_ident()?;
                        self.expect_punct(">")?;
                        Attr::Enum { kind: a.enum_kind().unwrap_or_default().into(), value: value.into() }
                    } else {
                        self.attr_value_of(Some(a))?
                    };
                    let at = s.to(self.prev_span());
                    if attrs.entries.iter().any(|(k, _, _)| k == a.key()) {
                        return Err(Diagnostic::error("attr", format!("'{}' takes one #nvvm.{}", spec.name, a.enum_kind().unwrap_or_default())).at(at));
                    }
                    attrs.entries.push((a.key().into(), v, at));
                }
                // `#nvvm.tcgen05_fence<before>` on a wait: the wrong enum, not the next op.
                Tok::Hash(kind) if self.leading_enum(spec).is_none() => {
                    let wanted: Vec<String> = spec.attrs.iter().filter(|a| a.is_leading_enum()).filter_map(|a| a.enum_kind()).map(|k| format!("#nvvm.{k}")).collect();
                    let msg = if wanted.is_empty() { format!("'{}' takes no #{kind} attribute", spec.name) } else { format!("'{}' expects {} here, found #{kind}", spec.name, wanted.join(" or ")) };
                    return Err(Diagnostic::error("attr", msg).at(self.span()));
                }
                Tok::Ident(k) if matches!(self.peek_at(1), Tok::Punct("=")) && spec.operands.iter().any(|o| o.keyword == Some(k)) => {
                    let i = spec.operands.iter().position(|o| o.keyword == Some(k)).unwrap();
                    // Per MLIR 22's format: `%bar, multicast_mask = %m` but `%e scale = %s`.
                    if spec.operands[i].comma && after_comma.is_none() {
                        return Err(Diagnostic::error("parse", format!("expected ',' before '{k}'")).at(self.span()));
                    }
                    if let (false, Some(c)) = (spec.operands[i].comma, after_comma) {
                        return Err(Diagnostic::error("parse", format!("'{k}' follows the previous operand without a ','")).at(c));
                    }
                    let s = self.bump().span;
                    self.bump();
                    if operands[i].is_some() {
                        return Err(Diagnostic::error("operands", format!("'{k}' is written twice")).at(s));
                    }
                    // MLIR 22's formats fix the order of keyword operands.
                    if let Some(later) = spec.operands[i + 1..].iter().zip(&operands[i + 1..]).find_map(|(o, v)| v.as_ref().and(o.keyword)) {
                        return Err(Diagnostic::error("parse", format!("'{k}' must come before '{later}'")).at(s));
                    }
                    operands[i] = Some(self.expect_value()?);
                }
                // `box[%x, %y]`: the values of a list operand, one slot each.
                Tok::Ident(k) if matches!(self.peek_at(1), Tok::Punct("[")) && spec.operands.iter().any(|o| o.list == Some(k)) => {
                    let s = self.bump().span;
                    self.bump();
                    let slots: Vec<usize> = spec.operands.iter().enumerate().filter(|(_, o)| o.list == Some(k)).map(|(i, _)| i).collect();
                    if slots.iter().any(|&i| operands[i].is_some()) {
                        return Err(Diagnostic::error("operands", format!("'{k}[...]' is written twice")).at(s));
                    }
                    let mut n = 0;
                    while !self.is_punct("]") {
                        if n > 0 {
                            self.expect_punct(",")?;
                        }
                        let v = self.expect_value()?;
                        if let Some(&slot) = slots.get(n) {
                            operands[slot] = Some(v);
                        }
                        n += 1;
                    }
                    let e = self.expect_punct("]")?;
                    let min = slots.iter().filter(|&&i| !spec.operands[i].optional).count();
                    if n < min || n > slots.len() {
                        return Err(Diagnostic::error("operands", format!("'{}' takes {min} to {} values in '{k}[...]', got {n}", spec.name, slots.len())).at(s.to(e)));
                    }
                    after_value = false;
                }
                // `nvvm.cp.async.bulk.wait_group 1`: an integer attribute written bare.
                // `%dst, %src, 16, cache = ca`: one after the pointers.
                Tok::Int(_) | Tok::Punct("-") if (written == 0 || after_comma.is_some()) && bare_int_attr(spec, attrs).is_some() => {
                    let a = bare_int_attr(spec, attrs).unwrap();
                    let s = self.span();
                    let (v, _) = self.expect_int()?;
                    attrs.entries.push((a.key().into(), Attr::Int(v), s));
                    after_value = written > 0;
                }
                // `nvvm.shfl.sync bfly %m, ...`: an enum written as a bare keyword.
                Tok::Ident(k) if written == 0 && keyword_enum(spec, k, attrs).is_some() => {
                    let a = keyword_enum(spec, k, attrs).unwrap();
                    let s = self.bump().span;
                    attrs.entries.push((a.key().into(), Attr::Enum { kind: a.enum_kind().unwrap_or_default().into(), value: k.into() }, s));
                }
                // `nvvm.pmevent id = 3`, `query = is_canceled,`, `multicast,`:
                // an attribute written by keyword outside the attr-dict.
                Tok::Ident(k) if inline_attr(spec, k).is_some() => {
                    let a = inline_attr(spec, k).unwrap();
                    let prev_end = if after_comma.is_some() { before_comma } else { self.prev_span().hi() };
                    self.inline_order(spec, a, last_inline, prev_end, after_comma)?;
                    self.inline_attr_value(a, attrs)?;
                    last_inline = Some((a, self.prev_span().hi()));
                    after_value = true;
                }
                Tok::Ident(k) if k == "predicate" && matches!(self.peek_at(1), Tok::Punct("=")) && (written > 0 || spec.operands.iter().any(|o| o.list.is_some())) && !after_value => {
                    // MLIR 22: `box[%x], predicate = %p` on the TMA store,
                    // `box[%x] predicate = %p` on the load.
                    if spec.predicate_comma && after_comma.is_none() {
                        return Err(Diagnostic::error("parse", "expected ',' before 'predicate'").at(self.span()));
                    }
                    let s = self.bump().span;
                    self.bump();
                    if predicate.is_some() {
                        return Err(Diagnostic::error("operands", "'predicate' is written twice").at(s));
                    }
                    predicate = Some(self.expect_value()?);
                }
                // `nvvm.tcgen05.ld %t pack {..}`: a unit attribute written as a keyword.
                Tok::Ident(k) if !matches!(self.peek_at(1), Tok::Punct("=")) && spec.attrs.iter().any(|a| a.is_inline() && a.key() == k) => {
                    let s = self.bump().span;
                    if attrs.entries.iter().any(|(key, _, _)| *key == k) {
                        return Err(Diagnostic::error("attr", format!("'{k}' is written twice")).at(s));
                    }
                    attrs.entries.push((spec.attr_key(k.to_owned()), Attr::Unit, s));
                    after_value = true;
                }
                // `im2col[..]` or `multicast_mask = ..` on an op that has no such operand.
                Tok::Ident(k) if matches!(self.peek_at(1), Tok::Punct("[") | Tok::Punct("=")) && k != "predicate" => {
                    return Err(Diagnostic::error("operands", format!("'{}' has no operand '{k}'", spec.name)).at(self.span()).note(format!("its operands: {}", operand_list_text(spec))));
                }
                Tok::Value(_) if positional.is_empty() && spec.attrs.contains(&AttrKind::WaitCount) && !matches!(self.peek_at(1), Tok::Punct("=")) && !attrs.entries.iter().any(|(k, _, _)| k == AttrKind::WaitCount.key()) => {
                    return Err(Diagnostic::error("operands", format!("the group count of '{}' is an integer literal, not a value", spec.name)).at(self.span()));
                }
                // `%x =` starts the next op: an op without operands ends at its name.
                Tok::Value(_) if !matches!(self.peek_at(1), Tok::Punct("=")) && !positional.is_empty() && !after_value => {
                    let v = self.expect_value()?;
                    match positional.get(written) {
                        Some(slot) => operands[slot] = Some(v),
                        None => extra = Some(v.span),
                    }
                    written += 1;
                    after_value = true;
                }
                // Positional operands are comma-separated.
                // `size = %n, init = 0`: a keyword attribute after a keyword operand.
                // `box[%x], predicate = %p`: the TMA store's predicate.
                Tok::Punct(",") if after_value || matches!(self.peek_at(1), Tok::Ident(k) if inline_attr(spec, k).is_some()) || spec.predicate_comma && matches!(self.peek_at(1), Tok::Ident("predicate")) => {
                    before_comma = self.prev_span().hi();
                    comma = Some(self.bump().span);
                    after_value = false;
                }
                _ if after_comma.is_some() => {
                    return self.err(format!("expected an operand after ',', found {}", self.describe()));
                }
                _ => break,
            }
        }
        if call_like {
            self.expect_punct(")")?;
        }
        if let Some(last) = extra {
            if let Some(l) = spec.operands.iter().find_map(|o| o.list) {
                let names: Vec<&str> = positional.slots().map(|i| spec.operands[i].name).collect();
                return Err(Diagnostic::error("operands", format!("'{}' takes {} positional operand(s) ({}); write the rest as {l}[%x, ...]", spec.name, positional.len(), names.join(", "))).at(start.to(last)));
            }
            let keywords: Vec<String> = spec.operands.iter().filter_map(|o| o.keyword.map(|k| format!("{k} = %x"))).collect();
            if !keywords.is_empty() {
                let names: Vec<&str> = positional.slots().map(|i| spec.operands[i].name).collect();
                return Err(Diagnostic::error("operands", format!("'{}' takes {} positional operand(s) ({}), got {written}", spec.name, positional.len(), names.join(", ")))
                    .at(start.to(last))
                    .note(format!("the others are written by keyword: {}", keywords.join(", "))));
            }
            let got = written;
            return Err(Diagnostic::error("operands", format!("'{}' takes {} operand(s) ({}), got {got}", spec.name, operand_count_text(spec), operand_list_text(spec))).at(start.to(last)));
        }
        if self.is_ident("range") {
            let s = self.bump().span;
            self.expect_punct("<")?;
            self.ty()?;
            self.expect_punct(",")?;
            let (lo, _) = self.expect_int()?;
            self.expect_punct(",")?;
            let (hi, _) = self.expect_int()?;
            let e = self.expect_punct(">")?;
            attrs.entries.push(("range".into(), Attr::IntArray(vec![lo, hi]), s.to(e)));
        }
        if self.is_punct("{") {
            let dict = self.attr_dict_of(Some(spec))?;
            // MLIR 22's format puts these enums after the op name; in the dictionary it refuses them.
            if let Some((a, (_, v, at))) = spec.attrs.iter().filter(|a| a.is_leading_enum() || a.is_keyword_enum()).find_map(|a| dict.entries.iter().find(|(k, _, _)| k == a.key()).map(|e| (a, e))) {
                let kind = a.enum_kind().unwrap_or_default();
                let v = match v {
                    Attr::Enum { value, .. } => value.as_str(),
                    _ => "...",
                };
                let form = if a.is_keyword_enum() { format!("{} {v}", spec.name) } else { format!("{} #nvvm.{kind}<{v}>", spec.name) };
                return Err(Diagnostic::error("attr", format!("the #nvvm.{kind} of '{}' is written after the op name, not in the attribute dictionary", spec.name)).at(*at).note(format!("MLIR 22 writes it before the operands: {form}")));
            }
            self.dict_in_mlir_syntax(spec, &dict)?;
            attrs.entries.extend(dict.entries);
        }
        let mut types = Vec::new();
        if spec.types != TypeList::None && self.eat_punct(":") {
            // `: (!llvm.ptr<6>, i64, ...)` (tcgen05.mma's `type(operands)` in parentheses).
            let parens = matches!(spec.types, TypeList::Parenthesized | TypeList::CallLike);
            if parens {
                self.expect_punct("(")?;
            }
            loop {
                let s = self.span();
                let t = self.ty()?;
                types.push((t, s.to(self.prev_span())));
                if !self.eat_punct(",") {
                    break;
                }
            }
            if parens {
                self.expect_punct(")")?;
            }
            types.shrink_to_fit();
        }
        let suffix = spec.attrs.iter().copied().find(|a| a.is_type_suffix());
        // MLIR 22: the source's format follows its type (`: vector<2xi8> (f8E4M3FN) -> ..`),
        // the result's ends the op (`: i16 (f8E4M3FN)`, `.. -> i16 (f8E4M3FN)`).
        if let Some(a) = suffix.filter(|&a| a == AttrKind::SrcTy || !self.is_punct("->")) {
            self.type_suffix(spec, a, attrs)?;
        }
        let mut result_type = None;
        if self.eat_punct("->") {
            let s = self.span();
            let t = self.ty()?;
            result_type = Some((t, s.to(self.prev_span())));
            if let Some(a) = suffix.filter(|&a| a != AttrKind::SrcTy) {
                self.type_suffix(spec, a, attrs)?;
            }
        }
        Ok(OpKind::Table { spec, operands, predicate, types, result_type, form: None })
    }

    /// MLIR 22's order of the attributes written by keyword: as the op's
    /// attributes are listed, `, ` between them, and a unit keyword that
    /// qualifies another right after it (`level = L1 uniform, tensormap
    /// in_param_space, evict_priority = evict_last, %p`).
    fn inline_order(&self, spec: &OpSpec, a: AttrKind, last: Option<(AttrKind, usize)>, prev_end: usize, comma: Option<Span>) -> PResult<()> {
        let kw = a.inline_keyword().unwrap_or_default();
        let at = self.span();
        let adjacent = last.filter(|l| l.1 == prev_end).map(|l| l.0);
        if let Some(parent) = a.follows_keyword() {
            let written = inline_attr(spec, parent).map(|p| if p.is_unit() { parent.to_string() } else { format!("{parent} = ..") }).unwrap_or_default();
            if adjacent.and_then(AttrKind::inline_keyword) != Some(parent) || comma.is_some() {
                return Err(Diagnostic::error("parse", format!("'{kw}' of '{}' is written right after '{written}', without a ','", spec.name)).at(at).note(format!("MLIR 22's form: {} {written} {kw}, %x", spec.name)));
            }
            return Ok(());
        }
        match (adjacent, comma) {
            (Some(prev), None) if prev.comma_after() => return Err(Diagnostic::error("parse", format!("expected ',' between '{}' and '{kw}'", prev.inline_keyword().unwrap_or_default())).at(at)),
            (Some(prev), Some(c)) if !prev.comma_after() => return Err(Diagnostic::error("parse", format!("'{kw}' follows '{}' without a ',' in MLIR 22's form", prev.inline_keyword().unwrap_or_default())).at(c)),
            _ => {}
        }
        let pos = |x: AttrKind| spec.attrs.iter().position(|&y| y == x);
        if let Some((prev, _)) = last.filter(|(p, _)| pos(*p) > pos(a)) {
            return Err(Diagnostic::error("parse", format!("'{kw}' must come before '{}'", prev.inline_keyword().unwrap_or_default())).at(at).note(format!("MLIR 22 writes the attributes of '{}' in the order {}", spec.name, inline_keywords(spec))));
        }
        Ok(())
    }

    /// Spellings of the attr-dict that nvvm-lower could read but MLIR 22's
    /// parser refuses: an enum MLIR writes after an operand, and an integer
    /// literal without the width of MLIR's attribute (untyped is i64 there).
    fn dict_in_mlir_syntax(&self, spec: &OpSpec, dict: &AttrDict) -> PResult<()> {
        for (key, value, at) in &dict.entries {
            let Some(a) = spec.attr_named(key) else { continue };
            if let Some(operand) = a.follows_operand() {
                let v = match value {
                    Attr::Enum { value, .. } => value.as_str(),
                    _ => a.values().first().copied().unwrap_or_default(),
                };
                return Err(Diagnostic::error("attr", format!("the {key} of '{}' is written after operand %{operand}, not in the attribute dictionary", spec.name)).at(*at).note(format!("MLIR 22's form: %{operand} <{v}>")));
            }
            if let (Some(t), Attr::Int(v), true) = (a.mlir_int(), value, spec.name.starts_with("nvvm.")) {
                let text = self.lexer.text(*at);
                let ty = text.rsplit_once(':').map_or("i64", |(_, t)| t.trim());
                if ty != t {
                    let written = if text.contains(':') { format!("an {ty}") } else { "untyped (i64 in MLIR)".into() };
                    return Err(Diagnostic::error("attr", format!("'{key}' of '{}' is an {t} attribute in MLIR 22, but the literal is {written}", spec.name)).at(*at).note(format!("MLIR 22's form: {key} = {v} : {t}")));
                }
            }
        }
        Ok(())
    }

    /// `(f8E4M3FN)`: a narrow float format written as a builtin type in parentheses.
    fn type_suffix(&mut self, spec: &OpSpec, a: AttrKind, attrs: &mut AttrDict) -> PResult<()> {
        if !self.is_punct("(") {
            return self.err(format!("expected '(' and the {} format of '{}' (for example '(f8E4M3FN)'), found {}", if a == AttrKind::SrcTy { "source" } else { "result" }, spec.name, self.describe()));
        }
        let s = self.bump().span;
        let (value, _) = self.expect_ident()?;
        let e = self.expect_punct(")")?;
        if attrs.entries.iter().any(|(k, _, _)| k == a.key()) {
            return Err(Diagnostic::error("attr", format!("'{}' is written in the attribute dictionary and after the type", a.key())).at(s.to(e)));
        }
        attrs.entries.push((a.key().into(), Attr::Enum { kind: a.enum_kind().unwrap_or_default().into(), value: value.into() }, s.to(e)));
        Ok(())
    }

    /// `keyword = value` (an integer or an enum keyword), or a unit `keyword`.
    pub(super) fn inline_attr_value(&mut self, a: AttrKind, attrs: &mut AttrDict) -> PResult<()> {
        let s = self.bump().span;
        let key: Cow<'static, str> = a.key().into();
        if attrs.entries.iter().any(|(k, _, _)| *k == key) {
            return Err(Diagnostic::error("attr", format!("'{}' is written twice", a.inline_keyword().unwrap_or_default())).at(s));
        }
        let value = if a.is_unit() {
            Attr::Unit
        } else {
            self.expect_punct("=")?;
            match *self.peek() {
                Tok::Ident(v) if a.enum_kind().is_some() => {
                    self.bump();
                    Attr::Enum { kind: a.enum_kind().unwrap_or_default().into(), value: v.into() }
                }
                // `from_proxy = #nvvm.proxy_kind<alias>`: the attribute in full.
                Tok::Hash(_) if a.enum_kind().is_some() => self.attr_value_of(Some(a))?,
                _ => Attr::Int(self.expect_int()?.0),
            }
        };
        attrs.entries.push((key, value, s.to(self.prev_span())));
        Ok(())
    }
}

/// The attribute of `spec` written as a bare integer before the operands, if
/// it has one not yet written.
pub(super) fn bare_int_attr(spec: &OpSpec, attrs: &AttrDict) -> Option<AttrKind> {
    spec.attrs.iter().copied().find(|a| a.is_bare_int() && !attrs.entries.iter().any(|(k, _, _)| k == a.key()))
}

/// The keyword enum of `spec` that `word` is a value of, if not yet written.
pub(super) fn keyword_enum(spec: &OpSpec, word: &str, attrs: &AttrDict) -> Option<AttrKind> {
    spec.attrs.iter().copied().find(|a| a.is_keyword_enum() && a.values().contains(&word) && !attrs.entries.iter().any(|(k, _, _)| k == a.key()))
}

/// The enum written in angle brackets right after operand `slot`.
pub(super) fn operand_enum(spec: &OpSpec, slot: Option<usize>) -> Option<AttrKind> {
    let name = spec.operands.get(slot?)?.name;
    spec.attrs.iter().copied().find(|a| a.follows_operand() == Some(name))
}

/// The operand slots of an op written without a keyword, in order: a scan
/// of its few operands where it is needed, instead of a list allocated for
/// every op parsed.
#[derive(Clone, Copy)]
struct Positional(&'static [crate::ops::OperandSpec]);

impl Positional {
    fn slots(self) -> impl Iterator<Item = usize> {
        self.0.iter().enumerate().filter(|(_, o)| o.keyword.is_none()).map(|(i, _)| i)
    }
    fn get(self, n: usize) -> Option<usize> {
        self.slots().nth(n)
    }
    fn len(self) -> usize {
        self.slots().count()
    }
    fn is_empty(self) -> bool {
        self.slots().next().is_none()
    }
}

/// The keywords of `spec`'s attributes written outside the attr-dict, in order.
fn inline_keywords(spec: &OpSpec) -> String {
    spec.attrs.iter().filter_map(|a| a.inline_keyword()).collect::<Vec<_>>().join(", ")
}

/// The attribute of `spec` written outside the attr-dict with keyword `word`.
pub(super) fn inline_attr(spec: &OpSpec, word: &str) -> Option<AttrKind> {
    spec.attrs.iter().copied().find(|a| a.inline_keyword() == Some(word))
}

/// `2` or `2 to 3`: how many operands an op takes (a list counts as one).
pub fn operand_count_text(spec: &OpSpec) -> String {
    let max = (0..spec.operands.len()).filter(|&i| spec.starts_operand(i)).count();
    let min = (0..spec.operands.len()).filter(|&i| spec.starts_operand(i) && !spec.operands[i].optional).count();
    if min == max {
        min.to_string()
    } else {
        format!("{min} to {max}")
    }
}

/// `addr, stateOrPhase, [ticks]`, with `kw = ` for keyword operands and
/// `box[1 to 5]` for lists.
pub fn operand_list_text(spec: &OpSpec) -> String {
    spec.operands
        .iter()
        .enumerate()
        .filter(|&(i, _)| spec.starts_operand(i))
        .map(|(_, o)| {
            if let Some(l) = o.list {
                let slots: Vec<_> = spec.operands.iter().filter(|x| x.list == Some(l)).collect();
                let min = slots.iter().filter(|x| !x.optional).count();
                return format!("{l}[{min} to {}]", slots.len());
            }
            let n = match o.keyword {
                Some(k) => format!("{k} = {}", o.name),
                None => o.name.to_string(),
            };
            if o.optional {
                format!("[{n}]")
            } else {
                n
            }
        })
        .collect::<Vec<_>>()
        .join(", ")
}
