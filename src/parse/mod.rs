//! Parser for the MLIR textual subset of DESIGN §3: `llvm.*` structure and the
//! data-driven ops of `intrinsics/` in their MLIR 22 custom syntax.

mod lexer;

use crate::diag::{Diagnostic, Span};
use crate::ir::*;
use crate::ops::{AttrKind, OpSpec, TypeList};
use lexer::{Lexer, Tok, Token};

/// Parses one module (an optional `module { }` wrapper around functions and globals).
///
/// ```
/// let m = nvvm_lower::parse::parse_module(
///     "llvm.func @f(%b: !llvm.ptr<3>, %n: i32) {\n  nvvm.mbarrier.init %b, %n : !llvm.ptr<3>, i32\n  llvm.return\n}",
/// ).unwrap();
/// assert_eq!(m.funcs[0].blocks[0].ops.len(), 2);
/// ```
pub fn parse_module(src: &str) -> Result<Module, Diagnostic> {
    let mut p = Parser::new(src);
    let m = p.module();
    // A lexing error ends the token stream where it happens: it is the first
    // error of the text, whatever the parser made of the early end.
    match p.lex_err.take() {
        Some(d) => Err(d),
        None => m,
    }
}

/// Splits on `// -----` lines, returning each chunk with its byte offset.
pub fn split_input(src: &str) -> Vec<(usize, &str)> {
    let mut out = Vec::new();
    let mut start = 0;
    let mut offset = 0;
    for line in src.split_inclusive('\n') {
        if line.trim_end() == "// -----" {
            out.push((start, &src[start..offset]));
            start = offset + line.len();
        }
        offset += line.len();
    }
    out.push((start, &src[start..]));
    out
}

struct Parser<'a> {
    lexer: Lexer<'a>,
    /// The current token and the one after it: the parser looks one ahead.
    cur: Token<'a>,
    next: Token<'a>,
    prev_span: Span,
    lex_err: Option<Diagnostic>,
    /// Nesting of types being parsed; bounded so hostile input cannot overflow the stack.
    depth: u32,
}

const MAX_TYPE_DEPTH: u32 = 64;

type PResult<T> = Result<T, Diagnostic>;

impl<'a> Parser<'a> {
    fn new(src: &'a str) -> Parser<'a> {
        let eof = Token { tok: Tok::Eof, span: Span::new(src.len(), src.len()) };
        let mut p = Parser { lexer: Lexer::new(src), cur: eof.clone(), next: eof, prev_span: Span::default(), lex_err: None, depth: 0 };
        p.cur = p.pull();
        p.next = p.pull();
        p.prev_span = p.cur.span;
        p
    }
    /// The lexer's next token; a lexing error is kept and ends the stream.
    fn pull(&mut self) -> Token<'a> {
        match self.lexer.next_token() {
            Ok(t) => t,
            Err(d) => {
                let at = d.span.map_or(0, |s| s.start);
                self.lex_err.get_or_insert(d);
                Token { tok: Tok::Eof, span: Span::new(at, at) }
            }
        }
    }
    fn peek(&self) -> &Tok<'a> {
        &self.cur.tok
    }
    /// The token `n` ahead (0 or 1).
    fn peek_at(&self, n: usize) -> &Tok<'a> {
        debug_assert!(n <= 1, "the parser looks one token ahead");
        if n == 0 || self.cur.tok == Tok::Eof {
            &self.cur.tok
        } else {
            &self.next.tok
        }
    }
    fn span(&self) -> Span {
        self.cur.span
    }
    fn prev_span(&self) -> Span {
        self.prev_span
    }
    fn bump(&mut self) -> Token<'a> {
        if self.cur.tok == Tok::Eof {
            return self.cur.clone();
        }
        let after = if self.next.tok == Tok::Eof { self.next.clone() } else { self.pull() };
        let next = std::mem::replace(&mut self.next, after);
        let t = std::mem::replace(&mut self.cur, next);
        self.prev_span = t.span;
        t
    }
    fn is_punct(&self, p: &str) -> bool {
        matches!(self.peek(), Tok::Punct(q) if *q == p)
    }
    fn eat_punct(&mut self, p: &str) -> bool {
        if self.is_punct(p) {
            self.bump();
            true
        } else {
            false
        }
    }
    fn is_ident(&self, s: &str) -> bool {
        matches!(self.peek(), Tok::Ident(i) if i == s)
    }
    fn eat_ident(&mut self, s: &str) -> bool {
        if self.is_ident(s) {
            self.bump();
            true
        } else {
            false
        }
    }
    fn err<T>(&self, msg: impl Into<String>) -> PResult<T> {
        Err(Diagnostic::error("parse", msg).at(self.span()))
    }
    fn describe(&self) -> String {
        match self.peek() {
            Tok::Value(v) => format!("'%{v}'"),
            Tok::Symbol(v) => format!("'@{v}'"),
            Tok::Block(v) => format!("'^{v}'"),
            Tok::Bang(v) => format!("'!{v}'"),
            Tok::Hash(v) => format!("'#{v}'"),
            Tok::Ident(v) => format!("'{v}'"),
            Tok::Int(v) => format!("'{v}'"),
            Tok::Str(v) => format!("\"{v}\""),
            Tok::Punct(p) => format!("'{p}'"),
            Tok::Eof => "end of input".into(),
        }
    }
    fn expect_punct(&mut self, p: &str) -> PResult<Span> {
        if self.is_punct(p) {
            Ok(self.bump().span)
        } else {
            self.err(format!("expected '{p}', found {}", self.describe()))
        }
    }
    fn expect_ident(&mut self) -> PResult<(String, Span)> {
        match self.peek().clone() {
            Tok::Ident(s) => Ok((s.into_owned(), self.bump().span)),
            _ => self.err(format!("expected an identifier, found {}", self.describe())),
        }
    }
    fn expect_value(&mut self) -> PResult<Value> {
        match self.peek().clone() {
            Tok::Value(name) => Ok(Value { name: name.into_owned(), span: self.bump().span }),
            _ => self.err(format!("expected an SSA value like '%0', found {}", self.describe())),
        }
    }
    /// The enum attribute of `spec` that the next token (`#nvvm.<kind><..>`, or
    /// `<..>` for the op's leading enum) writes before the operands.
    fn leading_enum(&self, spec: &OpSpec) -> Option<AttrKind> {
        match self.peek() {
            Tok::Hash(kind) => spec.attrs.iter().copied().find(|a| a.enum_kind() == Some(kind.trim_start_matches("nvvm."))),
            Tok::Punct("<") => spec.attrs.iter().copied().find(|a| a.is_leading_enum()),
            _ => None,
        }
    }

    /// `( item, item, ... )`, possibly empty.
    fn paren_list<T>(&mut self, mut item: impl FnMut(&mut Self) -> PResult<T>) -> PResult<Vec<T>> {
        self.expect_punct("(")?;
        let mut out = Vec::new();
        while !self.is_punct(")") {
            if !out.is_empty() {
                self.expect_punct(",")?;
            }
            out.push(item(self)?);
        }
        self.expect_punct(")")?;
        Ok(out)
    }

    fn expect_int(&mut self) -> PResult<(i128, Span)> {
        let start = self.span();
        let neg = self.eat_punct("-");
        match self.peek().clone() {
            Tok::Int(v) => {
                let s = self.bump().span;
                Ok((if neg { -v } else { v }, start.to(s)))
            }
            Tok::Ident(b) if b == "true" || b == "false" => {
                let s = self.bump().span;
                Ok(((b == "true") as i128, s))
            }
            _ => self.err(format!("expected an integer, found {}", self.describe())),
        }
    }

    // ---- module level -------------------------------------------------

    fn module(&mut self) -> PResult<Module> {
        let mut m = Module::default();
        if self.eat_ident("module") {
            if let Tok::Symbol(_) = self.peek() {
                self.bump();
            }
            if self.eat_ident("attributes") {
                self.attr_dict()?;
            }
            self.expect_punct("{")?;
            self.top_level(&mut m, true)?;
            self.expect_punct("}")?;
        } else {
            self.top_level(&mut m, false)?;
        }
        if *self.peek() != Tok::Eof {
            return self.err(format!("expected 'llvm.func' or 'llvm.mlir.global', found {}", self.describe()));
        }
        Ok(m)
    }

    fn top_level(&mut self, m: &mut Module, nested: bool) -> PResult<()> {
        loop {
            match self.peek().clone() {
                Tok::Ident(s) if s == "llvm.func" => m.funcs.push(self.func()?),
                Tok::Ident(s) if s == "llvm.mlir.global" => m.globals.push(self.global()?),
                Tok::Punct("}") if nested => return Ok(()),
                Tok::Eof => return Ok(()),
                Tok::Ident(s) if s == "module" => return self.err("nested modules are not supported"),
                _ => return self.err(format!("expected 'llvm.func' or 'llvm.mlir.global', found {}", self.describe())),
            }
        }
    }

    fn linkage(&mut self) -> Option<String> {
        const LINKAGES: &[&str] = &["internal", "external", "private", "linkonce", "linkonce_odr", "weak", "weak_odr", "common", "available_externally", "extern_weak"];
        match self.peek() {
            Tok::Ident(s) if LINKAGES.contains(&s.as_ref()) => {
                let s = s.clone();
                self.bump();
                Some(s.into_owned())
            }
            _ => None,
        }
    }

    fn symbol(&mut self) -> PResult<(String, Span)> {
        match self.peek().clone() {
            Tok::Symbol(s) => Ok((s.into_owned(), self.bump().span)),
            _ => self.err(format!("expected a symbol like '@name', found {}", self.describe())),
        }
    }

    fn global(&mut self) -> PResult<Global> {
        let start = self.bump().span;
        let linkage = self.linkage().unwrap_or_else(|| "external".into());
        let constant = self.eat_ident("constant");
        let (name, name_span) = self.symbol()?;
        self.expect_punct("(")?;
        if !self.is_punct(")") {
            return self.err("global initializers are not supported; use a zero-initialised global");
        }
        self.expect_punct(")")?;
        let attrs = if self.is_punct("{") { self.attr_dict()? } else { AttrDict::default() };
        self.expect_punct(":")?;
        let ty = self.ty()?;
        if self.is_punct("{") {
            return self.err("global initializer regions are not supported");
        }
        let int_attr = |k: &str| match attrs.get(k) {
            Some((Attr::Int(v), sp)) => match u32::try_from(*v) {
                Ok(v) => Ok(Some(v)),
                Err(_) => Err(Diagnostic::error("range", format!("'{k}' of {v} is out of range (0 to {})", u32::MAX)).at(sp)),
            },
            _ => Ok(None),
        };
        Ok(Global {
            name,
            ty,
            addrspace: int_attr("addr_space")?.unwrap_or(0),
            alignment: int_attr("alignment")?,
            linkage,
            constant,
            span: start.to(self.prev_span()),
            name_span,
        })
    }

    fn func(&mut self) -> PResult<Func> {
        let start = self.bump().span;
        self.linkage();
        let (name, name_span) = self.symbol()?;
        self.expect_punct("(")?;
        let mut params = Vec::new();
        let mut anon = 0;
        while !self.is_punct(")") {
            if let Tok::Value(_) = self.peek() {
                let v = self.expect_value()?;
                self.expect_punct(":")?;
                let ty = self.ty()?;
                params.push(Param { name: v.name, ty, span: v.span.to(self.prev_span()) });
            } else {
                let s = self.span();
                let ty = self.ty()?;
                params.push(Param { name: format!("arg{anon}"), ty, span: s });
                anon += 1;
            }
            if self.is_punct("{") {
                self.attr_dict()?; // argument attributes: accepted, not needed for lowering
            }
            if !self.eat_punct(",") {
                break;
            }
        }
        self.expect_punct(")")?;
        let mut result = None;
        if self.eat_punct("->") {
            result = Some(self.ty()?);
        }
        let mut attrs = AttrDict::default();
        if self.eat_ident("attributes") {
            attrs = self.attr_dict()?;
        }
        let mut blocks = Vec::new();
        if self.is_punct("{") {
            self.bump();
            blocks = self.body()?;
            self.expect_punct("}")?;
        }
        Ok(Func { name, params, result, attrs, blocks, span: start.to(self.prev_span()), name_span })
    }

    fn body(&mut self) -> PResult<Vec<Block>> {
        let mut blocks = Vec::new();
        let mut cur = Block { label: None, params: vec![], ops: vec![], span: self.span() };
        loop {
            match self.peek().clone() {
                Tok::Punct("}") => break,
                Tok::Block(label) => {
                    let s = self.bump().span;
                    if cur.label.is_some() || !cur.ops.is_empty() {
                        blocks.push(std::mem::replace(&mut cur, Block { label: None, params: vec![], ops: vec![], span: s }));
                    }
                    cur = Block { label: Some(label.into_owned()), params: vec![], ops: vec![], span: s };
                    if self.eat_punct("(") {
                        while !self.is_punct(")") {
                            let v = self.expect_value()?;
                            self.expect_punct(":")?;
                            let ty = self.ty()?;
                            cur.params.push(Param { name: v.name, ty, span: v.span.to(self.prev_span()) });
                            if !self.eat_punct(",") {
                                break;
                            }
                        }
                        self.expect_punct(")")?;
                    }
                    self.expect_punct(":")?;
                }
                Tok::Eof => return self.err("unexpected end of input inside a function body"),
                _ => cur.ops.push(self.op()?),
            }
        }
        blocks.push(cur);
        Ok(blocks)
    }

    // ---- ops ------------------------------------------------------------

    fn op(&mut self) -> PResult<Op> {
        let start = self.span();
        let mut result = None;
        if let Tok::Value(_) = self.peek() {
            result = Some(self.expect_value()?);
            self.expect_punct("=")?;
        }
        let (name, name_span) = match self.peek().clone() {
            Tok::Ident(n) => (n, self.bump().span),
            Tok::Str(n) => return Err(Diagnostic::error("parse", format!("generic op syntax (\"{n}\"(...)) is not supported; write the op in its custom syntax")).at(self.span())),
            _ => return self.err(format!("expected an operation, found {}", self.describe())),
        };
        let mut attrs = AttrDict::default();
        let kind = if let Some(spec) = OpSpec::find(&name) {
            self.table_op(spec, &mut attrs, start)?
        } else {
            self.llvm_op(&name, name_span, &mut attrs)?
        };
        Ok(Op { result, name: name.into_owned(), kind, attrs, span: start.to(self.prev_span()), name_span })
    }

    /// `[#enum<..>] operands [kw = %v]... [, predicate = %p] [range <..>] [attr-dict] [: types] [-> type]`
    fn table_op(&mut self, spec: &'static OpSpec, attrs: &mut AttrDict, start: Span) -> PResult<OpKind> {
        if let Some(a) = spec.attrs.iter().find(|a| a.is_keyword_enum()) {
            if !matches!(self.peek(), Tok::Ident(k) if a.values().contains(&k.as_ref())) {
                return self.err(format!("expected one of {} after '{}', found {}", a.values().join(", "), spec.name, self.describe()));
            }
        }
        let mut operands: Vec<Option<Value>> = vec![None; spec.operands.len()];
        let positional: Vec<usize> = spec.operands.iter().enumerate().filter(|(_, o)| o.keyword.is_none()).map(|(i, _)| i).collect();
        let mut written = 0;
        let mut extra: Option<Span> = None;
        let mut after_value = false;
        let mut predicate = None;
        // A ',' must be followed by an operand: `%bar, :` is refused, not read as `%bar :`.
        let mut comma: Option<Span> = None;
        let call_like = spec.types == TypeList::CallLike;
        if call_like {
            self.expect_punct("(")?;
        }
        loop {
            let after_comma = comma.take();
            match self.peek().clone() {
                // `%a <signed>`: an enum of the operand just written (dot.accumulate).
                Tok::Punct("<") if after_value && written > 0 && operand_enum(spec, positional.get(written - 1)).is_some() => {
                    let a = operand_enum(spec, positional.get(written - 1)).unwrap();
                    let s = self.bump().span;
                    let (value, _) = self.expect_ident()?;
                    let e = self.expect_punct(">")?;
                    attrs.entries.push((a.key().to_string(), Attr::Enum { kind: a.enum_kind().unwrap_or_default().to_string(), value }, s.to(e)));
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
                        Attr::Enum { kind: a.enum_kind().unwrap_or_default().to_string(), value }
                    } else {
                        self.attr_value()?
                    };
                    let at = s.to(self.prev_span());
                    if attrs.entries.iter().any(|(k, _, _)| k == a.key()) {
                        return Err(Diagnostic::error("attr", format!("'{}' takes one #nvvm.{}", spec.name, a.enum_kind().unwrap_or_default())).at(at));
                    }
                    attrs.entries.push((a.key().to_string(), v, at));
                }
                // `#nvvm.tcgen05_fence<before>` on a wait: the wrong enum, not the next op.
                Tok::Hash(kind) if self.leading_enum(spec).is_none() => {
                    let wanted: Vec<String> = spec.attrs.iter().filter(|a| a.is_leading_enum()).filter_map(|a| a.enum_kind()).map(|k| format!("#nvvm.{k}")).collect();
                    let msg = if wanted.is_empty() { format!("'{}' takes no #{kind} attribute", spec.name) } else { format!("'{}' expects {} here, found #{kind}", spec.name, wanted.join(" or ")) };
                    return Err(Diagnostic::error("attr", msg).at(self.span()));
                }
                Tok::Ident(k) if matches!(self.peek_at(1), Tok::Punct("=")) && spec.operands.iter().any(|o| o.keyword == Some(k.as_ref())) => {
                    let i = spec.operands.iter().position(|o| o.keyword == Some(k.as_ref())).unwrap();
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
                Tok::Ident(k) if matches!(self.peek_at(1), Tok::Punct("[")) && spec.operands.iter().any(|o| o.list == Some(k.as_ref())) => {
                    let s = self.bump().span;
                    self.bump();
                    let slots: Vec<usize> = spec.operands.iter().enumerate().filter(|(_, o)| o.list == Some(k.as_ref())).map(|(i, _)| i).collect();
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
                    attrs.entries.push((a.key().to_string(), Attr::Int(v), s));
                    after_value = written > 0;
                }
                // `nvvm.shfl.sync bfly %m, ...`: an enum written as a bare keyword.
                Tok::Ident(k) if written == 0 && keyword_enum(spec, &k, attrs).is_some() => {
                    let a = keyword_enum(spec, &k, attrs).unwrap();
                    let s = self.bump().span;
                    attrs.entries.push((a.key().to_string(), Attr::Enum { kind: a.enum_kind().unwrap_or_default().to_string(), value: k.into_owned() }, s));
                }
                // `nvvm.pmevent id = 3`, `query = is_canceled,`, `multicast,`:
                // an attribute written by keyword outside the attr-dict.
                Tok::Ident(k) if inline_attr(spec, &k).is_some() => {
                    let a = inline_attr(spec, &k).unwrap();
                    self.inline_attr_value(a, attrs)?;
                    after_value = true;
                }
                Tok::Ident(k) if k == "predicate" && matches!(self.peek_at(1), Tok::Punct("=")) && (written > 0 || spec.operands.iter().any(|o| o.list.is_some())) && !after_value => {
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
                    attrs.entries.push((k.into_owned(), Attr::Unit, s));
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
                        Some(&slot) => operands[slot] = Some(v),
                        None => extra = Some(v.span),
                    }
                    written += 1;
                    after_value = true;
                }
                // Positional operands are comma-separated.
                // `size = %n, init = 0`: a keyword attribute after a keyword operand.
                Tok::Punct(",") if after_value || matches!(self.peek_at(1), Tok::Ident(k) if inline_attr(spec, k).is_some()) => {
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
                let names: Vec<&str> = positional.iter().map(|&i| spec.operands[i].name).collect();
                return Err(Diagnostic::error("operands", format!("'{}' takes {} positional operand(s) ({}); write the rest as {l}[%x, ...]", spec.name, positional.len(), names.join(", "))).at(start.to(last)));
            }
            let keywords: Vec<String> = spec.operands.iter().filter_map(|o| o.keyword.map(|k| format!("{k} = %x"))).collect();
            if !keywords.is_empty() {
                let names: Vec<&str> = positional.iter().map(|&i| spec.operands[i].name).collect();
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
            let dict = self.attr_dict()?;
            // MLIR 22's format puts these enums after the op name; in the dictionary it refuses them.
            if let Some((a, (_, _, at))) = spec.attrs.iter().filter(|a| a.is_leading_enum() || a.is_keyword_enum()).find_map(|a| dict.entries.iter().find(|(k, _, _)| k == a.key()).map(|e| (a, e))) {
                let kind = a.enum_kind().unwrap_or_default();
                return Err(Diagnostic::error("attr", format!("the #nvvm.{kind} of '{}' is written after the op name, not in the attribute dictionary", spec.name))
                    .at(*at)
                    .note(format!("write '{} #nvvm.{kind}<...>'", spec.name)));
            }
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
        }
        let mut result_type = None;
        if self.eat_punct("->") {
            let s = self.span();
            let t = self.ty()?;
            result_type = Some((t, s.to(self.prev_span())));
        }
        Ok(OpKind::Table { spec, operands, predicate, types, result_type })
    }

    /// `keyword = value` (an integer or an enum keyword), or a unit `keyword`.
    fn inline_attr_value(&mut self, a: AttrKind, attrs: &mut AttrDict) -> PResult<()> {
        let s = self.bump().span;
        let key = a.key().to_string();
        if attrs.entries.iter().any(|(k, _, _)| *k == key) {
            return Err(Diagnostic::error("attr", format!("'{}' is written twice", a.inline_keyword().unwrap_or_default())).at(s));
        }
        let value = if a.is_unit() {
            Attr::Unit
        } else {
            self.expect_punct("=")?;
            match self.peek().clone() {
                Tok::Ident(v) if a.enum_kind().is_some() => {
                    self.bump();
                    Attr::Enum { kind: a.enum_kind().unwrap_or_default().to_string(), value: v.into_owned() }
                }
                // `from_proxy = #nvvm.proxy_kind<alias>`: the attribute in full.
                Tok::Hash(_) if a.enum_kind().is_some() => self.attr_value()?,
                _ => Attr::Int(self.expect_int()?.0),
            }
        };
        attrs.entries.push((key, value, s.to(self.prev_span())));
        Ok(())
    }

    fn llvm_op(&mut self, name: &str, name_span: Span, attrs: &mut AttrDict) -> PResult<OpKind> {
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
                let pred = match self.peek().clone() {
                    Tok::Str(s) => {
                        let sp = self.bump().span;
                        CmpPred::parse(&s).ok_or_else(|| Diagnostic::error("parse", format!("unknown icmp predicate \"{s}\"")).at(sp))?
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
            "nvvm.mma.sync" => self.mma_sync(attrs),
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
    fn value_index(&mut self) -> PResult<u32> {
        self.expect_punct("[")?;
        let (i, sp) = self.expect_int()?;
        self.expect_punct("]")?;
        u32::try_from(i).map_err(|_| Diagnostic::error("parse", format!("bad aggregate index {i}")).at(sp))
    }

    /// `%descA, %descB, %acc, #nvvm.shape<m = 64, n = N, k = K>, D [<f32>,
    /// #nvvm.wgmma_scale_out<one>], A [<f16>, #nvvm.wgmma_scale_in<one>, <row>],
    /// B [<f16>, #nvvm.wgmma_scale_in<one>, <col>] : T -> T`
    fn wgmma(&mut self, attrs: &mut AttrDict) -> PResult<OpKind> {
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

    /// `A[%a..] B[%b..] C[%c..] {attrs} : (tA, tB, tC) -> T`.
    fn mma_sync(&mut self, attrs: &mut AttrDict) -> PResult<OpKind> {
        let mut frags = Vec::new();
        for which in ["A", "B", "C"] {
            if !self.eat_ident(which) {
                return self.err(format!("expected '{which}[...]' (nvvm.mma.sync A[%a, ...] B[%b, ...] C[%c, ...])"));
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
            frags.push(vals);
        }
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
        Ok(OpKind::MmaSync(Box::new(MmaSyncOp { a, b, c, types, result_ty, types_span: start.to(self.prev_span()) })))
    }

    /// `nvvm.wmma.load %p, %stride {attrs} : (!llvm.ptr<N>) -> T`,
    /// `nvvm.wmma.store %p, %stride, %d.. {attrs} : !llvm.ptr<N>, T..` and
    /// `nvvm.wmma.mma %v.. {attrs} : (T..) -> R`.
    fn wmma(&mut self, kind: WmmaKind, attrs: &mut AttrDict) -> PResult<OpKind> {
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
    fn wgmma_operand(&mut self, which: &str, scale_kind: &str, layout: bool) -> PResult<(String, String, String)> {
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
        Ok((ty, scale, lay))
    }

    /// `[syncscope("name")]`: the memory scope name; none written is the system scope.
    fn opt_syncscope(&mut self) -> PResult<String> {
        if !self.eat_ident("syncscope") {
            return Ok("sys".into());
        }
        self.expect_punct("(")?;
        let (name, sp) = match self.peek().clone() {
            Tok::Str(s) => (s, self.bump().span),
            _ => return self.err("expected a sync scope string like \"cluster\""),
        };
        self.expect_punct(")")?;
        let spec = crate::ops::SyncScopeSpec::from_llvm(&name)
            .ok_or_else(|| Diagnostic::error("scope", format!("unknown sync scope \"{name}\": NVPTX has \"block\", \"cluster\", \"device\" and the default system scope")).at(sp))?;
        Ok(spec.name.to_string())
    }

    fn ordering(&mut self) -> PResult<(Ordering, Span)> {
        let (ord, sp) = self.expect_ident()?;
        let o = Ordering::parse(&ord).ok_or_else(|| Diagnostic::error("parse", format!("expected an atomic ordering (monotonic, acquire, release, acq_rel, seq_cst), found '{ord}'")).at(sp))?;
        Ok((o, sp))
    }

    /// `atomic [syncscope("..")] <ordering>` after a load's or store's pointer.
    fn opt_atomic(&mut self) -> PResult<Option<Atomic>> {
        if !self.eat_ident("atomic") {
            return Ok(None);
        }
        let scope = self.opt_syncscope()?;
        let (ordering, _) = self.ordering()?;
        Ok(Some(Atomic { ordering, scope }))
    }

    fn opt_attrs(&mut self, attrs: &mut AttrDict) -> PResult<()> {
        if self.is_punct("{") {
            attrs.entries.extend(self.attr_dict()?.entries);
        }
        Ok(())
    }

    fn opt_overflow_flags(&mut self) -> PResult<()> {
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

    fn gep(&mut self, attrs: &mut AttrDict) -> PResult<OpKind> {
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

    fn successor(&mut self) -> PResult<Successor> {
        let (label, s) = match self.peek().clone() {
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
        Ok(Successor { label: label.into_owned(), args, span: s.to(self.prev_span()) })
    }

    // ---- types and attributes ------------------------------------------

    fn ty(&mut self) -> PResult<Type> {
        if self.depth >= MAX_TYPE_DEPTH {
            return self.err(format!("types nested deeper than {MAX_TYPE_DEPTH} levels"));
        }
        self.depth += 1;
        let t = self.ty_inner();
        self.depth -= 1;
        t
    }

    fn ty_inner(&mut self) -> PResult<Type> {
        let s = self.span();
        match self.peek().clone() {
            Tok::Ident(t) => {
                self.bump();
                if t == "vector" {
                    return self.vector_type();
                }
                int_type(&t).ok_or_else(|| Diagnostic::error("parse", format!("unsupported type '{t}'")).at(s))
            }
            Tok::Bang(t) if t == "llvm.ptr" => {
                self.bump();
                if self.eat_punct("<") {
                    let (n, sp) = self.expect_int()?;
                    self.expect_punct(">")?;
                    let n = u32::try_from(n).map_err(|_| Diagnostic::error("parse", "bad address space").at(sp))?;
                    Ok(Type::Ptr(n))
                } else {
                    Ok(Type::Ptr(0))
                }
            }
            Tok::Bang(t) if t == "nvsync.named_barrier" => {
                self.bump();
                Ok(Type::NamedBarrier)
            }
            Tok::Bang(t) if t == "llvm.struct" => {
                self.bump();
                self.expect_punct("<")?;
                let fields = self.paren_list(Self::ty)?;
                self.expect_punct(">")?;
                Ok(Type::Struct(fields))
            }
            Tok::Bang(t) if t == "llvm.array" => {
                self.bump();
                self.expect_punct("<")?;
                let n = self.dim()?;
                let elem = self.dim_elem()?;
                self.expect_punct(">")?;
                Ok(Type::Array(n, Box::new(elem)))
            }
            _ => self.err(format!("expected a type, found {}", self.describe())),
        }
    }

    fn vector_type(&mut self) -> PResult<Type> {
        let start = self.span();
        self.expect_punct("<")?;
        let n = self.dim()?;
        let elem = self.dim_elem()?;
        self.expect_punct(">")?;
        // As MLIR: a vector has at least one lane of an integer, float or
        // pointer (LLVM has no other vectors; inkwell panics on zero lanes).
        if n == 0 || !matches!(elem, Type::Int(_) | Type::Float(_) | Type::Ptr(_)) {
            return Err(Diagnostic::error("type", format!("vector<{n} x {elem}> is not a vector type: it needs at least one lane of an integer, float or pointer")).at(start.to(self.prev_span())));
        }
        Ok(Type::Vector(n, Box::new(elem)))
    }

    /// An array or vector length: LLVM's C API (and so the emitter) takes a
    /// 32-bit count, so a larger one is refused here rather than wrapped.
    fn dim(&mut self) -> PResult<u64> {
        let (n, sp) = self.expect_int()?;
        match u32::try_from(n) {
            Ok(n) => Ok(u64::from(n)),
            Err(_) => Err(Diagnostic::error("range", format!("length {n} is out of range (0 to {})", u32::MAX)).at(sp)),
        }
    }

    /// After a dimension: ` x T` or `xT` (MLIR prints both shapes).
    fn dim_elem(&mut self) -> PResult<Type> {
        let s = self.span();
        match self.peek().clone() {
            Tok::Ident(t) if t == "x" => {
                self.bump();
                self.ty()
            }
            Tok::Ident(t) if t.starts_with('x') => {
                self.bump();
                int_type(&t[1..]).ok_or_else(|| Diagnostic::error("parse", format!("unsupported element type '{}'", &t[1..])).at(s))
            }
            _ => self.err("expected 'x' and an element type"),
        }
    }

    fn attr_dict(&mut self) -> PResult<AttrDict> {
        self.expect_punct("{")?;
        let mut d = AttrDict::default();
        // Keys seen, for the duplicate check in constant time per key.
        let mut keys = std::collections::HashSet::new();
        while !self.is_punct("}") {
            let s = self.span();
            let key = match self.peek().clone() {
                Tok::Ident(k) | Tok::Str(k) => {
                    self.bump();
                    k
                }
                _ => return self.err(format!("expected an attribute name, found {}", self.describe())),
            };
            if !keys.insert(key.to_string()) {
                return Err(Diagnostic::error("attr", format!("duplicate key '{key}' in the attribute dictionary")).at(s));
            }
            let val = if self.eat_punct("=") { self.attr_value()? } else { Attr::Unit };
            d.entries.push((key.into_owned(), val, s.to(self.prev_span())));
            if !self.eat_punct(",") {
                break;
            }
        }
        self.expect_punct("}")?;
        Ok(d)
    }

    fn attr_value(&mut self) -> PResult<Attr> {
        match self.peek().clone() {
            Tok::Ident(b) if b == "true" || b == "false" => {
                self.bump();
                Ok(Attr::Bool(b == "true"))
            }
            Tok::Int(_) | Tok::Punct("-") => {
                let (v, sp) = self.expect_int()?;
                if self.eat_punct(":") {
                    let ty = self.ty()?;
                    int_in_range(v, &ty, sp)?;
                }
                Ok(Attr::Int(v))
            }
            Tok::Str(s) => {
                self.bump();
                Ok(Attr::Str(s.into_owned()))
            }
            Tok::Hash(kind) => {
                let start = self.bump().span;
                let kind = kind.trim_start_matches("nvvm.").to_string();
                let mut value = String::new();
                if self.eat_punct("<") {
                    let mut depth = 1;
                    while depth > 0 {
                        match self.bump().tok {
                            Tok::Punct("<") => depth += 1,
                            Tok::Punct(">") => depth -= 1,
                            Tok::Eof => return Err(Diagnostic::error("parse", "unterminated attribute: missing '>'").at(start)),
                            t => value.push_str(&tok_text(&t)),
                        }
                    }
                }
                Ok(Attr::Enum { kind, value })
            }
            Tok::Ident(a) if a == "array" => {
                self.bump();
                self.expect_punct("<")?;
                let ty = self.ty()?;
                let mut vals = Vec::new();
                if self.eat_punct(":") {
                    loop {
                        let (v, sp) = self.expect_int()?;
                        int_in_range(v, &ty, sp)?;
                        vals.push(v);
                        if !self.eat_punct(",") {
                            break;
                        }
                    }
                }
                self.expect_punct(">")?;
                Ok(Attr::IntArray(vals))
            }
            Tok::Punct("[") => {
                self.bump();
                let mut vals = Vec::new();
                while !self.is_punct("]") {
                    vals.push(self.expect_int()?.0);
                    if self.eat_punct(":") {
                        self.ty()?;
                    }
                    if !self.eat_punct(",") {
                        break;
                    }
                }
                self.expect_punct("]")?;
                Ok(Attr::IntArray(vals))
            }
            _ => self.err(format!("unsupported attribute value {}", self.describe())),
        }
    }
}

/// The attribute of `spec` written as a bare integer before the operands, if
/// it has one not yet written.
fn bare_int_attr(spec: &OpSpec, attrs: &AttrDict) -> Option<AttrKind> {
    spec.attrs.iter().copied().find(|a| a.is_bare_int() && !attrs.entries.iter().any(|(k, _, _)| k == a.key()))
}

/// The keyword enum of `spec` that `word` is a value of, if not yet written.
fn keyword_enum(spec: &OpSpec, word: &str, attrs: &AttrDict) -> Option<AttrKind> {
    spec.attrs.iter().copied().find(|a| a.is_keyword_enum() && a.values().contains(&word) && !attrs.entries.iter().any(|(k, _, _)| k == a.key()))
}

/// The enum written in angle brackets right after operand `slot`.
fn operand_enum(spec: &OpSpec, slot: Option<&usize>) -> Option<AttrKind> {
    let name = spec.operands.get(*slot?)?.name;
    spec.attrs.iter().copied().find(|a| a.follows_operand() == Some(name))
}

/// The attribute of `spec` written outside the attr-dict with keyword `word`.
fn inline_attr(spec: &OpSpec, word: &str) -> Option<AttrKind> {
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

fn tok_text(t: &Tok) -> String {
    match t {
        Tok::Ident(s) => s.to_string(),
        Tok::Int(v) => v.to_string(),
        Tok::Punct(p) => p.to_string(),
        Tok::Str(s) => format!("\"{s}\""),
        Tok::Value(v) => format!("%{v}"),
        Tok::Symbol(v) => format!("@{v}"),
        Tok::Block(v) => format!("^{v}"),
        Tok::Bang(v) => format!("!{v}"),
        Tok::Hash(v) => format!("#{v}"),
        Tok::Eof => String::new(),
    }
}

fn int_type(t: &str) -> Option<Type> {
    match t {
        "f16" => return Some(Type::Float(16)),
        "f32" => return Some(Type::Float(32)),
        "f64" => return Some(Type::Float(64)),
        _ => {}
    }
    let bits = t.strip_prefix('i')?.parse::<u32>().ok()?;
    (1..=128).contains(&bits).then_some(Type::Int(bits))
}

fn unknown_op(name: &str, span: Span) -> Diagnostic {
    if let Some((_, note)) = crate::ops::UNSUPPORTED_OPS.iter().find(|(n, _)| *n == name) {
        return Diagnostic::error("unsupported-op", format!("'{name}' is an MLIR 22 operation that nvvm-lower does not lower")).at(span).note(*note);
    }
    if let Some(op) = crate::mlir_ops::MlirOp::find(name).filter(|o| o.status != crate::mlir_ops::MlirStatus::Implemented) {
        return Diagnostic::error("unsupported-op", format!("'{name}' is an MLIR 22 operation that nvvm-lower does not lower")).at(span).note(op.reason);
    }
    let mut d = Diagnostic::error("unknown-op", format!("unknown operation '{name}'")).at(span);
    let near: Vec<_> = crate::ops::OPS.iter().map(|o| o.name).filter(|n| similar(n, name)).take(3).collect();
    if !near.is_empty() {
        d = d.note(format!("did you mean {}?", near.join(", ")));
    }
    d.note("`nvvm-lower --print ops` lists every supported op")
}

/// Close enough to suggest: edit distance ≤ 2 once `_` and `.` are treated alike
/// (so the PTX spelling `test_wait` finds `test.wait`).
fn similar(a: &str, b: &str) -> bool {
    let norm = |s: &str| s.replace('_', ".");
    let (a, b) = (norm(a), norm(b));
    // A name written without its dialect (`mbarrier.init`) is also a near miss.
    crate::diag::edit_distance(&a, &b) <= 2 || crate::diag::edit_distance(&a, &format!("nvvm.{b}")) <= 2
}

/// MLIR's range for an integer literal of a signless type `iN`: from -2^(N-1)
/// to 2^N - 1 (so `9223372036854775808 : i64` is i64's minimum, as MLIR 22
/// reads it); beyond it MLIR says "integer constant out of range for attribute",
/// and a value kept anyway would wrap where it is written out.
fn int_in_range(v: i128, ty: &Type, span: Span) -> PResult<()> {
    let Type::Int(bits) = *ty else { return Ok(()) };
    if bits == 0 || bits >= 127 || (v >= -(1i128 << (bits - 1)) && v < (1i128 << bits)) {
        return Ok(());
    }
    Err(Diagnostic::error("range", format!("integer {v} is out of range for {ty}")).at(span))
}
