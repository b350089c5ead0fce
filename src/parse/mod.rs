//! Parser for the MLIR textual subset of DESIGN §3: `llvm.*` structure and the
//! data-driven ops of `intrinsics/` in their MLIR 22 custom syntax.

mod inline_ptx;
mod lexer;
mod llvm;
mod matrix;
mod table;
mod types;

pub use table::{operand_count_text, operand_list_text};

use crate::diag::{Diagnostic, Span};
use crate::ir::*;
use crate::ops::{AttrKind, OpSpec, TypeList};
use lexer::{Lexer, Tok, Token};
use std::borrow::Cow;

/// Parses one module (an optional `module { }` wrapper around functions and globals).
///
/// ```
/// let m = nvvm_lower::parse::parse_module(
///     "llvm.func @f(%b: !llvm.ptr<3>, %n: i32) {\n  nvvm.mbarrier.init %b, %n : !llvm.ptr<3>, i32\n  llvm.return\n}",
/// ).unwrap();
/// assert_eq!(m.funcs[0].blocks[0].ops.len(), 2);
/// ```
pub fn parse_module(src: &str) -> Result<Module, Diagnostic> {
    if u32::try_from(src.len()).is_err() {
        return Err(Diagnostic::error("input", format!("the input is {} bytes; nvvm-lower reads inputs under 4 GiB", src.len())));
    }
    if let Some(m) = parse_in_runs(src, crate::par::threads) {
        return Ok(m);
    }
    let mut p = Parser::new(src);
    let m = p.module();
    // A lexing error ends the token stream where it happens: it is the first
    // error of the text, whatever the parser made of the early end.
    match p.lex_err.take() {
        Some(d) => Err(d),
        None => m,
    }
}

/// Below this many bytes a module is parsed on the calling thread.
const PARALLEL_MIN_BYTES: usize = 1 << 20;

/// A large module parsed as `threads()` runs of whole top-level items, each on
/// its own thread, or None where that does not work out: a small input, no
/// place to split, or any error, whose diagnostic the parse of the whole
/// text then gives. A run starts at a line that begins `llvm.func ` or
/// `llvm.mlir.global `; a line inside a string that looks like one leaves an
/// unterminated string behind it, an error, so the split is never wrong
/// unnoticed. The items come back in source order, their spans offsets in
/// the whole text, as one parse would have made them.
fn parse_in_runs(src: &str, threads: impl FnOnce() -> usize) -> Option<Module> {
    if src.len() < PARALLEL_MIN_BYTES {
        return None;
    }
    // Asked only now: a small input does not pay for the count of cores.
    let threads = threads();
    if threads < 2 {
        return None;
    }
    let mut starts = vec![0];
    for k in 1..threads {
        let mut from = (src.len() * k / threads).max(*starts.last()?);
        while !src.is_char_boundary(from) {
            from += 1;
        }
        let at = ["\nllvm.func ", "\nllvm.mlir.global "].iter().filter_map(|h| src[from..].find(h)).min()?;
        let at = from + at + 1;
        if at > *starts.last()? {
            starts.push(at);
        }
    }
    let runs: Vec<(usize, usize)> = starts.iter().zip(starts[1..].iter().chain([&src.len()])).map(|(&a, &b)| (a, b)).collect();
    if runs.len() < 2 {
        return None;
    }
    let parts = crate::par::run_parts(runs, |(start, end)| {
        let mut p = Parser::in_range(src, start, end);
        let mut m = Module::default();
        let ok = p.top_level(&mut m, false).is_ok() && *p.peek() == Tok::Eof && p.lex_err.is_none();
        ok.then_some(m)
    });
    let mut m = Module::default();
    for part in parts {
        let part = part?;
        m.funcs.extend(part.funcs);
        m.globals.extend(part.globals);
    }
    Some(m)
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
    /// The ops of the block being read, copied out at its end into a vector
    /// of their number: growing each block's own vector copied every op
    /// several times and left up to half of it unused.
    scratch: Vec<Op>,
    /// The keys of the attr-dict being read (`attr_dict_of`).
    dict_keys: crate::hash::FastSet<Cow<'a, str>>,
    /// The attribute aliases defined so far (`#name = attr`), by name.
    attr_aliases: crate::hash::FastMap<&'a str, Attr>,
    /// The type aliases defined so far (`!name = type`), by name.
    type_aliases: crate::hash::FastMap<&'a str, Type>,
}

const MAX_TYPE_DEPTH: u32 = 64;

type PResult<T> = Result<T, Diagnostic>;

impl<'a> Parser<'a> {
    fn new(src: &'a str) -> Parser<'a> {
        Parser::in_range(src, 0, src.len())
    }
    /// A parser of `src[start..end]`, its spans offsets in the whole of `src`.
    fn in_range(src: &'a str, start: usize, end: usize) -> Parser<'a> {
        let eof = Token { tok: Tok::Eof, span: Span::new(end, end) };
        let mut p = Parser { lexer: Lexer::in_range(src, start, end), cur: eof, next: eof, prev_span: Span::default(), lex_err: None, depth: 0, scratch: Vec::new(), dict_keys: Default::default(), attr_aliases: Default::default(), type_aliases: Default::default() };
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
                let at = d.span.map_or(0, Span::lo);
                self.lex_err.get_or_insert(*d);
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
        if n == 0 || matches!(self.cur.tok, Tok::Eof) {
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
        let t = self.cur;
        if !matches!(t.tok, Tok::Eof) {
            self.cur = self.next;
            if !matches!(self.next.tok, Tok::Eof) {
                self.next = self.pull();
            }
            self.prev_span = t.span;
        }
        t
    }
    fn is_punct(&self, p: &str) -> bool {
        // Punctuation is one or two bytes: compared inline, not by memcmp.
        matches!(self.peek(), Tok::Punct(q) if q.len() == p.len() && q.bytes().zip(p.bytes()).all(|(a, b)| a == b))
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
        matches!(self.peek(), Tok::Ident(i) if *i == s)
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
        match *self.peek() {
            Tok::Ident(s) => Ok((s.to_owned(), self.bump().span)),
            _ => self.err(format!("expected an identifier, found {}", self.describe())),
        }
    }
    fn expect_value(&mut self) -> PResult<Value> {
        match *self.peek() {
            Tok::Value(name) => Ok(Value::new(name, self.bump().span)),
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

    /// `item, item, ...`: one or more, separated by ','.
    fn comma_separated<T>(&mut self, mut item: impl FnMut(&mut Self) -> PResult<T>) -> PResult<Vec<T>> {
        let mut out = vec![item(self)?];
        while self.eat_punct(",") {
            out.push(item(self)?);
        }
        Ok(out)
    }

    fn expect_int(&mut self) -> PResult<(i128, Span)> {
        let start = self.span();
        let neg = self.eat_punct("-");
        match *self.peek() {
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
        self.alias_definitions()?;
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

    /// MLIR's alias definitions, at the top of the file: `#name = attr`
    /// and `!name = type`, each usable after its definition (`#name`,
    /// `!name`). A name defined twice is an error, as in MLIR.
    fn alias_definitions(&mut self) -> PResult<()> {
        loop {
            let (name, is_attr) = match (*self.peek(), *self.peek_at(1)) {
                (Tok::Hash(n), Tok::Punct("=")) => (n, true),
                (Tok::Bang(n), Tok::Punct("=")) => (n, false),
                _ => return Ok(()),
            };
            let at = self.bump().span;
            self.bump();
            let taken = if is_attr { self.attr_aliases.contains_key(name) } else { self.type_aliases.contains_key(name) };
            if taken {
                let sigil = if is_attr { '#' } else { '!' };
                return Err(Diagnostic::error("parse", format!("redefinition of the alias '{sigil}{name}'")).at(at));
            }
            if is_attr {
                let value = self.attr_value()?;
                self.attr_aliases.insert(name, value);
            } else {
                let ty = self.ty()?;
                self.type_aliases.insert(name, ty);
            }
        }
    }

    fn top_level(&mut self, m: &mut Module, nested: bool) -> PResult<()> {
        loop {
            if !nested {
                self.alias_definitions()?;
            }
            match *self.peek() {
                Tok::Ident("llvm.func") => m.funcs.push(self.func()?),
                Tok::Ident("llvm.mlir.global") => m.globals.push(self.global()?),
                Tok::Punct("}") if nested => return Ok(()),
                Tok::Eof => return Ok(()),
                Tok::Ident("module") => return self.err("nested modules are not supported"),
                _ => return self.err(format!("expected 'llvm.func' or 'llvm.mlir.global', found {}", self.describe())),
            }
        }
    }

    fn linkage(&mut self) -> Option<String> {
        const LINKAGES: &[&str] = &["internal", "external", "private", "linkonce", "linkonce_odr", "weak", "weak_odr", "common", "available_externally", "extern_weak"];
        match self.peek() {
            &Tok::Ident(s) if LINKAGES.contains(&s) => {
                self.bump();
                Some(s.to_owned())
            }
            _ => None,
        }
    }

    fn symbol(&mut self) -> PResult<(String, Span)> {
        match *self.peek() {
            Tok::Symbol(s) => Ok((s.text().into_owned(), self.bump().span)),
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
                params.push(Param { name: format!("arg{anon}").into(), ty, span: s });
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
        params.shrink_to_fit();
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
        self.scratch.clear();
        let mut blocks = Vec::new();
        let mut cur = Block { label: None, params: vec![], ops: vec![], span: self.span() };
        loop {
            match *self.peek() {
                Tok::Punct("}") => break,
                Tok::Block(label) => {
                    let s = self.bump().span;
                    if cur.label.is_some() || !self.scratch.is_empty() {
                        cur.ops = self.scratch.drain(..).collect();
                        blocks.push(std::mem::replace(&mut cur, Block { label: None, params: vec![], ops: vec![], span: s }));
                    }
                    cur = Block { label: Some(label.to_owned()), params: vec![], ops: vec![], span: s };
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
                _ => {
                    self.op()?;
                }
            }
        }
        cur.ops = self.scratch.drain(..).collect();
        blocks.push(cur);
        blocks.shrink_to_fit();
        Ok(blocks)
    }

    // ---- ops ------------------------------------------------------------

    /// One op; an op with several results (`%a, %b = nvvm.inline_ptx ..`)
    /// becomes the op with one struct result and an `llvm.extractvalue` per
    /// result, as MLIR's lowering writes it.
    /// The ops go to the block's list (`scratch`) directly: a vector per op
    /// was an allocation and a copy for each.
    fn op(&mut self) -> PResult<()> {
        let start = self.span();
        let mut result = None;
        let mut more = Vec::new();
        if let Tok::Value(_) = self.peek() {
            result = Some(self.expect_value()?);
            while self.eat_punct(",") {
                more.push(self.expect_value()?);
            }
            self.expect_punct("=")?;
        }
        let (name, name_span) = match *self.peek() {
            Tok::Ident(n) => (n, self.bump().span),
            Tok::Str(n) => return Err(Diagnostic::error("parse", format!("generic op syntax (\"{n}\"(...)) is not supported; write the op in its custom syntax")).at(self.span())),
            _ => return self.err(format!("expected an operation, found {}", self.describe())),
        };
        let mut attrs = AttrDict::default();
        let (kind, op_name) = if let Some(spec) = OpSpec::find(name) {
            (self.table_op(spec, &mut attrs, start)?, Cow::Borrowed(spec.name))
        } else {
            (self.llvm_op(name, name_span, &mut attrs)?, llvm::static_name(name))
        };
        let span = start.to(self.prev_span());
        // A vector grown by pushes keeps room for four entries: on a large
        // module the empty slots of the attribute lists were tens of MiB.
        attrs.entries.shrink_to_fit();
        let (Some(first), false) = (&result, more.is_empty()) else {
            self.scratch.push(Op { result, name: op_name, kind, attrs, span, name_span });
            return Ok(());
        };
        let OpKind::InlinePtx(ip) = &kind else {
            return Err(Diagnostic::error("parse", format!("'{name}' has one result; only 'nvvm.inline_ptx' names several")).at(span));
        };
        let names: Vec<Value> = std::iter::once(first.clone()).chain(more).collect();
        if names.len() != ip.results.len() {
            return Err(Diagnostic::error("parse", format!("{} result(s) named, but 'nvvm.inline_ptx' has {} result type(s)", names.len(), ip.results.len())).at(span));
        }
        let agg_ty = Type::Struct(ip.results.clone());
        // `%` cannot start a name of the input, so this one cannot clash with it.
        let packed = Value::new(format!("{}%results", first.name), first.span);
        let ops = &mut self.scratch;
        ops.push(Op { result: Some(packed.clone()), name: op_name, kind, attrs, span, name_span });
        for (i, v) in names.into_iter().enumerate() {
            let kind = OpKind::ExtractValue { agg: packed.clone(), index: i as u32, agg_ty: agg_ty.clone() };
            ops.push(Op { result: Some(v), name: "llvm.extractvalue".into(), kind, attrs: AttrDict::default(), span, name_span });
        }
        Ok(())
    }

    // ---- types and attributes ------------------------------------------
}

/// Appends a token's text as written (the value of an `#nvvm.kind<..>`),
/// without a string of its own per token.
fn push_tok_text(out: &mut String, t: &Tok) {
    use std::fmt::Write;
    let _ = match t {
        Tok::Ident(s) => write!(out, "{s}"),
        Tok::Int(v) => write!(out, "{v}"),
        Tok::Punct(p) => write!(out, "{p}"),
        Tok::Str(s) => write!(out, "\"{s}\""),
        Tok::Value(v) => write!(out, "%{v}"),
        Tok::Symbol(v) => write!(out, "@{v}"),
        Tok::Block(v) => write!(out, "^{v}"),
        Tok::Bang(v) => write!(out, "!{v}"),
        Tok::Hash(v) => write!(out, "#{v}"),
        Tok::Eof => Ok(()),
    };
}

fn int_type(t: &str) -> Option<Type> {
    match t {
        "f16" => return Some(Type::Float(16)),
        "bf16" => return Some(Type::BF16),
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

#[cfg(test)]
mod run_tests {
    use super::*;

    /// Globals and kernels, over a MiB of them.
    fn large() -> String {
        let mut s = String::new();
        let mut i = 0;
        while s.len() < 2 * PARALLEL_MIN_BYTES {
            s.push_str(&format!("llvm.mlir.global internal @g{i}() {{addr_space = 3 : i32}} : i64\n"));
            s.push_str(&format!("llvm.func @k{i}(%b: !llvm.ptr<3>) attributes {{nvvm.kernel}} {{\n  %c = llvm.mlir.constant({i} : i32) : i32\n"));
            s.push_str(&"  nvvm.mbarrier.init %b, %c : !llvm.ptr<3>, i32\n  nvvm.barrier0\n".repeat(50));
            s.push_str("  llvm.return\n}\n");
            i += 1;
        }
        s
    }

    fn serial(src: &str) -> Result<Module, Diagnostic> {
        Parser::new(src).module()
    }

    #[test]
    fn a_large_module_parsed_in_runs_is_the_module_one_parse_gives() {
        let src = large();
        let whole = serial(&src).unwrap();
        for threads in [2, 3, 8] {
            let m = parse_in_runs(&src, || threads).expect("splits");
            assert!(m == whole, "{threads} runs");
        }
        assert_eq!(parse_module(&src).unwrap(), whole);
    }

    #[test]
    fn a_split_point_inside_a_character_moves_to_the_next_line() {
        // Comments of 3-byte characters: the middle of the text falls inside
        // one for some padding.
        let arrows = format!("// {}\n", "\u{2192}".repeat(2000));
        let body = large().replace("llvm.func", &format!("{arrows}llvm.func"));
        let src = (0..6).map(|pad| format!("//{}\n{body}", "x".repeat(pad))).find(|s| !s.is_char_boundary(s.len() / 2)).expect("a padding puts the middle inside a character");
        assert!(parse_in_runs(&src, || 2).expect("splits") == serial(&src).unwrap());
    }

    #[test]
    fn the_parse_of_the_whole_text_decides_where_runs_do_not_work_out() {
        let src = large();
        // Small, or one thread: not split.
        assert!(parse_in_runs("llvm.func @f() {\n  llvm.return\n}\n", || 4).is_none());
        assert!(parse_in_runs(&src, || 1).is_none());
        // A module wrapper, an error near the end, a line that only looks
        // like an item's start inside a string: the whole parse's result.
        let wrapped = format!("module {{\n{src}}}\n");
        assert!(parse_in_runs(&wrapped, || 4).is_none());
        assert_eq!(parse_module(&wrapped).unwrap().funcs.len(), serial(&src).unwrap().funcs.len());
        let broken = format!("{src}llvm.func @bad( {{\n}}\n");
        assert!(parse_in_runs(&broken, || 4).is_none());
        assert_eq!(parse_module(&broken).unwrap_err().message, serial(&broken).unwrap_err().message);
        let half = src.len() / 2;
        let cut = half + src[half..].find("\n  nvvm.barrier0").unwrap();
        let stringy = format!("{}\n  nvvm.inline_ptx \"x\nllvm.func @s() {{\" ro(){}", &src[..cut], &src[cut..]);
        assert!(parse_in_runs(&stringy, || 2).is_none());
        assert_eq!(parse_module(&stringy).unwrap_err().message, serial(&stringy).unwrap_err().message);
    }
}
