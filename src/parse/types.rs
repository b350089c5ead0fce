//! Types (`i32`, `!llvm.ptr<3>`, `!llvm.array<N x T>`, `vector<N x T>`,
//! `!llvm.struct<(...)>`) and attribute dictionaries.

use super::*;

/// The address spaces LLVM 22's NVPTX backend defines (NVPTXAddrSpace).
pub const NVPTX_SPACES: [u32; 8] = [0, 1, 3, 4, 5, 6, 7, 101];

impl<'a> Parser<'a> {
    pub(super) fn ty(&mut self) -> PResult<Type> {
        if self.depth >= MAX_TYPE_DEPTH {
            return self.err(format!("types nested deeper than {MAX_TYPE_DEPTH} levels"));
        }
        self.depth += 1;
        let t = self.ty_inner();
        self.depth -= 1;
        t
    }

    pub(super) fn ty_inner(&mut self) -> PResult<Type> {
        let s = self.span();
        match *self.peek() {
            // Inside an LLVM type MLIR leaves out the `!llvm.` of the ones
            // it holds: `!llvm.struct<(ptr, array<4 x i64>)>`.
            Tok::Ident("ptr" | "struct" | "array") if self.depth > 1 => self.llvm_type_body(),
            Tok::Ident(t) => {
                self.bump();
                if t == "vector" {
                    return self.vector_type();
                }
                int_type(t).ok_or_else(|| Diagnostic::error("parse", format!("unsupported type '{t}'")).at(s))
            }
            Tok::Bang("llvm.ptr" | "llvm.struct" | "llvm.array") => self.llvm_type_body(),
            Tok::Bang("nvsync.named_barrier") => {
                self.bump();
                Ok(Type::NamedBarrier)
            }
            Tok::Bang(name) if self.type_aliases.contains_key(name) || !name.contains('.') => {
                self.bump();
                self.type_aliases.get(name).cloned().ok_or_else(|| {
                    Diagnostic::error("parse", format!("undefined type alias '!{name}'")).at(s).note("MLIR defines a type alias at the top of the file, before its first use: '!name = type'")
                })
            }
            _ => self.err(format!("expected a type, found {}", self.describe())),
        }
    }

    /// `ptr`, `ptr<N>`, `struct<(T, ...)>` or `array<N x T>`, after `!llvm.`
    /// or inside an LLVM type.
    fn llvm_type_body(&mut self) -> PResult<Type> {
        let (Tok::Ident(kind) | Tok::Bang(kind)) = self.peek().clone() else { return self.err(format!("expected a type, found {}", self.describe())) };
        self.bump();
        match kind.trim_start_matches("llvm.") {
            "ptr" => {
                if self.eat_punct("<") {
                    let (n, sp) = self.expect_int()?;
                    self.expect_punct(">")?;
                    let n = u32::try_from(n).map_err(|_| Diagnostic::error("parse", "bad address space").at(sp))?;
                    // LLVM's spaces are 24-bit and the emitter's 16-bit:
                    // a number NVPTX does not define would be judged as one
                    // space and emitted as another.
                    if !NVPTX_SPACES.contains(&n) {
                        return Err(Diagnostic::error("space", format!("address space {n} is not one NVPTX defines"))
                            .at(sp)
                            .note("NVPTX's address spaces: 0 generic, 1 global, 3 shared, 4 const, 5 local, 6 tensor memory, 7 shared::cluster, 101 param"));
                    }
                    Ok(Type::Ptr(n))
                } else {
                    Ok(Type::Ptr(0))
                }
            }
            "struct" => {
                self.expect_punct("<")?;
                let fields = self.paren_list(Self::ty)?;
                self.expect_punct(">")?;
                Ok(Type::Struct(fields))
            }
            _ => {
                self.expect_punct("<")?;
                let n = self.dim()?;
                let elem = self.dim_elem()?;
                self.expect_punct(">")?;
                Ok(Type::Array(n, Box::new(elem)))
            }
        }
    }

    pub(super) fn vector_type(&mut self) -> PResult<Type> {
        let start = self.span();
        self.expect_punct("<")?;
        let n = self.dim()?;
        let elem = self.dim_elem()?;
        self.expect_punct(">")?;
        // As MLIR: a vector has at least one lane of an integer, float or
        // pointer (LLVM has no other vectors; inkwell panics on zero lanes).
        if n == 0 || !matches!(elem, Type::Int(_) | Type::Float(_) | Type::BF16 | Type::Ptr(_)) {
            return Err(Diagnostic::error("type", format!("vector<{n} x {elem}> is not a vector type: it needs at least one lane of an integer, float or pointer")).at(start.to(self.prev_span())));
        }
        Ok(Type::Vector(n, Box::new(elem)))
    }

    /// An array or vector length: LLVM's C API (and so the emitter) takes a
    /// 32-bit count, so a larger one is refused here rather than wrapped.
    pub(super) fn dim(&mut self) -> PResult<u64> {
        let (n, sp) = self.expect_int()?;
        match u32::try_from(n) {
            Ok(n) => Ok(u64::from(n)),
            Err(_) => Err(Diagnostic::error("range", format!("length {n} is out of range (0 to {})", u32::MAX)).at(sp)),
        }
    }

    /// After a dimension: ` x T` or `xT` (MLIR prints both shapes).
    pub(super) fn dim_elem(&mut self) -> PResult<Type> {
        let s = self.span();
        match *self.peek() {
            Tok::Ident("x") => {
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

    pub(super) fn attr_dict(&mut self) -> PResult<AttrDict> {
        self.attr_dict_of(None)
    }

    /// The attr-dict of an op of the tables (`spec`), whose keys and enum
    /// kinds it knows are kept as the table's static text.
    pub(super) fn attr_dict_of(&mut self, spec: Option<&'static OpSpec>) -> PResult<AttrDict> {
        self.expect_punct("{")?;
        let mut d = AttrDict::default();
        // Keys seen, for the duplicate check in constant time per key (the
        // keys are the text's own, not copies). The parser keeps one set for
        // every attr-dict instead of allocating one per op.
        let mut keys = std::mem::take(&mut self.dict_keys);
        keys.clear();
        while !self.is_punct("}") {
            let s = self.span();
            let key = match *self.peek() {
                Tok::Ident(k) => {
                    self.bump();
                    Cow::Borrowed(k)
                }
                Tok::Str(k) => {
                    self.bump();
                    k.text()
                }
                _ => return self.err(format!("expected an attribute name, found {}", self.describe())),
            };
            if !keys.insert(key.clone()) {
                return Err(Diagnostic::error("attr", format!("duplicate key '{key}' in the attribute dictionary")).at(s));
            }
            let known = spec.and_then(|sp| sp.attr_named(&key));
            let val = if self.eat_punct("=") { self.attr_value_of(known)? } else { Attr::Unit };
            let key = known.map_or_else(|| Cow::Owned(key.into_owned()), |a| Cow::Borrowed(a.key()));
            d.entries.push((key, val, s.to(self.prev_span())));
            if !self.eat_punct(",") {
                break;
            }
        }
        self.expect_punct("}")?;
        self.dict_keys = keys;
        Ok(d)
    }

    pub(super) fn attr_value(&mut self) -> PResult<Attr> {
        self.attr_value_of(None)
    }

    /// An attribute value; `known`: the attribute it is the value of, whose
    /// enum kind is then kept as static text.
    pub(super) fn attr_value_of(&mut self, known: Option<AttrKind>) -> PResult<Attr> {
        match *self.peek() {
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
                Ok(Attr::Str(s.text().into_owned()))
            }
            // An alias's use (`#loop_unroll`): the value it was defined as.
            Tok::Hash(name) if !matches!(self.peek_at(1), Tok::Punct("<")) && (self.attr_aliases.contains_key(name) || !name.contains('.')) => {
                let at = self.bump().span;
                self.attr_aliases.get(name).cloned().ok_or_else(|| undefined_alias(name, at))
            }
            // A dictionary as an attribute's value (`cu_attrs = {...}`): kept
            // as text, its entries read as any attr-dict's.
            Tok::Punct("{") => {
                // Nested as deep as types may be: no input runs the parser's stack out.
                if self.depth >= MAX_TYPE_DEPTH {
                    return self.err(format!("attribute dictionaries nested deeper than {MAX_TYPE_DEPTH} levels"));
                }
                let start = self.span();
                self.depth += 1;
                let d = self.attr_dict();
                self.depth -= 1;
                d?;
                Ok(Attr::Other(self.lexer.text(start.to(self.prev_span())).to_string()))
            }
            // A type as an attribute's value (`llvm.byval = !llvm.struct<..>`).
            Tok::Bang(_) => {
                let ty = self.ty()?;
                Ok(Attr::Other(ty.to_string()))
            }
            Tok::Hash(kind) => {
                let start = self.bump().span;
                let kind = kind.trim_start_matches("nvvm.");
                let kind = match known.and_then(AttrKind::enum_kind).filter(|k| *k == kind) {
                    Some(k) => Cow::Borrowed(k),
                    None => Cow::Owned(kind.to_string()),
                };
                let mut value = String::new();
                if self.eat_punct("<") {
                    // Nearly every enum value is one name (`<cluster>`): kept
                    // as the source spells it, with no text built.
                    if let (Tok::Ident(name), Tok::Punct(">")) = (*self.peek(), *self.peek_at(1)) {
                        self.bump();
                        self.bump();
                        return Ok(Attr::Enum { kind, value: name.into() });
                    }
                    let mut depth = 1;
                    while depth > 0 {
                        match self.bump().tok {
                            Tok::Punct("<") => depth += 1,
                            Tok::Punct(">") => depth -= 1,
                            Tok::Eof => return Err(Diagnostic::error("parse", "unterminated attribute: missing '>'").at(start)),
                            // An alias inside (`<unroll = #loop_unroll>`) must be defined.
                            Tok::Hash(name) if !name.contains('.') && !self.attr_aliases.contains_key(name) && !self.is_punct("<") => return Err(undefined_alias(name, self.prev_span())),
                            t => push_tok_text(&mut value, &t),
                        }
                    }
                }
                Ok(Attr::Enum { kind, value: value.into() })
            }
            Tok::Ident("array") => {
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

/// The error for a use of `#name` that no alias defines.
fn undefined_alias(name: &str, at: Span) -> Diagnostic {
    Diagnostic::error("parse", format!("undefined attribute alias '#{name}'")).at(at).note("MLIR defines an attribute alias at the top of the file, before its first use: '#name = attr'")
}
