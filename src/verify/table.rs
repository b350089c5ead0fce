//! The ops of the data tables: operands against the spec's kinds and spaces,
//! constants, attributes, the result and the predicate, MLIR 22's rules, and
//! the choice of the form the emitter lowers.

use super::*;

impl<'a> FuncCheck<'a> {
    /// Checks a table op against its spec; returns the chosen form.
    pub(super) fn check_table_op(&mut self, op: &'a Op, spec: &'static OpSpec) -> Option<usize> {
        let mut facts = std::mem::take(&mut self.facts);
        let mut tys = std::mem::take(&mut self.operand_types);
        tys.clear();
        let form = self.check_typed_table_op(op, spec, &mut facts, &mut tys);
        self.facts = facts;
        self.operand_types = tys;
        form
    }

    /// [`FuncCheck::check_table_op`], given the facts to fill and the list
    /// to put the operand types in.
    fn check_typed_table_op(&mut self, op: &'a Op, spec: &'static OpSpec, facts: &mut Facts, tys: &mut Vec<Option<Type>>) -> Option<usize> {
        let OpKind::Table { operands, predicate, types, result_type, .. } = &op.kind else { unreachable!() };
        let before = self.errs.len();
        if spec.operands.iter().zip(operands).any(|(o, v)| !o.optional && v.is_none()) {
            let got = operands.iter().filter(|v| v.is_some()).count();
            let want = crate::parse::operand_count_text(spec);
            self.errs.push(Diagnostic::error("operands", format!("'{}' takes {want} operand(s) ({}), got {got}", spec.name, crate::parse::operand_list_text(spec))).at(op.span));
            return None;
        }
        tys.extend(operands.iter().map(|v| v.as_ref().and_then(|v| self.type_of(v))));
        let tys: &[Option<Type>] = tys;
        self.check_type_list(op, spec, operands, tys, types, predicate.is_some());
        facts.reset(spec.operands.len(), operands.iter().map(Option::is_some), predicate.is_some());
        if let ResultSpec::I32Lanes(allowed) = spec.result {
            let written = if spec.types == TypeList::Result { types.first() } else { result_type.as_ref() };
            facts.result_lanes = written.and_then(|(t, _)| t.lanes_of_i32());
            if let Some((t, s)) = written.filter(|_| !facts.result_lanes.is_some_and(|n| allowed.contains(&n))) {
                self.errs.push(Diagnostic::error("type", format!("'{}' op result #0 must be {}, but got '{t}'", spec.name, lanes_text(allowed))).at(*s));
            }
        }
        for (i, (v, t)) in operands.iter().zip(tys).enumerate() {
            let (Some(v), Some(t)) = (v, t) else { continue };
            let os = &spec.operands[i];
            match (os.kind, t) {
                (OperandKind::Ptr, Type::Ptr(a)) => match Space::from_addrspace(*a).filter(|s| spec.operand_spaces(i).contains(s)) {
                    Some(s) => facts.space = facts.space.or(Some(s)),
                    None => self.errs.push(
                        Diagnostic::error("space", format!("operand #{i} of '{}' must be {}, but got {t}", spec.name, pointer_role(spec)))
                            .at(v.span)
                            .note(if spec.operands[i].spaces.is_empty() {
                                format!("'{}' takes a pointer to {}", spec.name, spaces_text(spec.spaces))
                            } else {
                                format!("'{}' takes '{}' as a pointer to {}", spec.name, spec.operands[i].name, spaces_text(spec.operands[i].spaces))
                            }),
                    ),
                },
                (OperandKind::Ptr, _) => self.errs.push(Diagnostic::error("type", format!("operand #{i} of '{}' must be {}, but got {t}", spec.name, pointer_role(spec))).at(v.span)),
                (OperandKind::NamedBarrier, Type::NamedBarrier) => {}
                // Spec 002: a named barrier and an mbarrier are different mechanisms.
                (OperandKind::NamedBarrier, _) => self.errs.push(Diagnostic::error("type", format!("operand #{i} of '{}' must be named barrier type, but got {t}", spec.name)).at(v.span)),
                (OperandKind::I32, Type::Int(32)) | (OperandKind::I64, Type::Int(64)) | (OperandKind::I1, Type::Int(1)) | (OperandKind::I16, Type::Int(16)) => facts.widths[i] = Some(t_bits(t)),
                (OperandKind::I32OrI64, Type::Int(b @ (32 | 64))) => facts.widths[i] = Some(*b),
                (OperandKind::Scalar, Type::Int(32 | 64) | Type::Float(32 | 64)) => {}
                (OperandKind::I32Lanes(allowed), t) if t.lanes_of_i32().is_some_and(|n| allowed.contains(&n)) => facts.lanes[i] = t.lanes_of_i32(),
                (OperandKind::I32Lanes(allowed), _) => self.errs.push(Diagnostic::error("type", format!("operand '{}' of '{}' must be {}, but got '{t}'", os.name, spec.name, lanes_text(allowed))).at(v.span)),
                (OperandKind::TmemOrDesc, Type::Ptr(6)) => facts.widths[i] = Some(32),
                (OperandKind::TmemOrDesc, Type::Int(64)) => facts.widths[i] = Some(64),
                (OperandKind::I32OrF32, Type::Int(32)) | (OperandKind::I8, Type::Int(8)) | (OperandKind::I128, Type::Int(128)) => facts.widths[i] = Some(t_bits(t)),
                (OperandKind::I32OrF32, Type::Float(32)) => facts.floats[i] = Some(32),
                (OperandKind::Typed(want), t) if t.prints_as(want) => {}
                (OperandKind::I32OrI64, _) if spec.family != "mbarrier" => self.errs.push(Diagnostic::error("type", format!("operand '{}' of '{}' must be i32 or i64, but got {t}", os.name, spec.name)).at(v.span)),
                (k, _) => self.errs.push(Diagnostic::error("type", format!("operand '{}' of '{}' must be {}, but got {t}", os.name, spec.name, kind_text(k))).at(v.span)),
            }
        }
        self.check_constants(spec, operands);
        self.check_attrs(op, spec, facts);
        let has_result = op.result.is_some();
        facts.result = has_result;
        self.check_predicate(spec, predicate.as_ref());
        self.check_mlir_rules(op, spec, facts, has_result);
        let written_result = if spec.types == TypeList::Result { types.first() } else { result_type.as_ref() };
        if let Some(msg) = ext_rules::check(spec, facts, tys, written_result.map(|(t, _)| t)).or_else(|| sync_rules::check(spec, facts)) {
            self.errs.push(Diagnostic::error("rule", msg).at(op.span));
        }
        if self.errs.len() > before {
            return None;
        }
        if let Some(rule) = spec.rejected(facts) {
            match rule.widen {
                Some((k, v)) => match self.race_pattern_1(op, address_operand(spec, operands), rule.message, rule.note, Some(Widen::Attr(k, v))) {
                    Pattern1::Widened => {
                        facts.set_attr(k, v);
                        if let Some(next) = spec.rejected(facts) {
                            self.errs.push(rule_error(next.message, next.note, op.span));
                            return None;
                        }
                    }
                    Pattern1::Allowed => {}
                    Pattern1::Refused => return None,
                },
                None => {
                    self.errs.push(rule_error(rule.message, rule.note, op.span));
                    return None;
                }
            }
        }
        if spec.expand.is_some() {
            // Checked here; `lower` expands it and the expansion is gated.
            self.check_result(op, spec, None, tys, result_type, types, has_result);
            return None;
        }
        match spec.select(facts) {
            Some((i, form)) => {
                self.check_result(op, spec, Some(form), tys, result_type, types, has_result);
                (self.errs.len() == before).then_some(i)
            }
            None => {
                self.errs.push(Diagnostic::error("form", format!("no lowering of '{}' for this combination of operands and attributes", spec.name)).at(op.span));
                None
            }
        }
    }

    /// `slot_tys` has the type of each operand slot (None where absent or
    /// undefined); the types are compared by reference, not copied.
    pub(super) fn check_type_list(&mut self, op: &Op, spec: &OpSpec, operands: &[Option<Value>], slot_tys: &[Option<Type>], types: &[(Type, Span)], predicated: bool) {
        let int1 = Type::Int(1);
        let written = operands.iter().zip(slot_tys).filter(|(v, _)| v.is_some()).map(|(_, t)| t.as_ref());
        match spec.types {
            // The predicate is an operand too: MLIR 22 spells its i1 last.
            TypeList::Operands | TypeList::Parenthesized | TypeList::CallLike => self.compare_type_list(op, spec, written.chain(predicated.then_some(Some(&int1))), types),
            TypeList::Of(i) => self.compare_type_list(op, spec, std::iter::once(slot_tys.get(i).and_then(Option::as_ref)), types),
            TypeList::FirstOperand => self.compare_type_list(op, spec, written.take(1), types),
            TypeList::Leading(n) => self.compare_type_list(op, spec, written.take(n), types),
            TypeList::Result | TypeList::None => {}
        }
    }

    /// The `:` type list as written against the types expected (None where
    /// unknown), walked twice rather than collected for each op.
    fn compare_type_list<'t>(&mut self, op: &Op, spec: &OpSpec, expected: impl Iterator<Item = Option<&'t Type>> + Clone, types: &[(Type, Span)]) {
        let n = expected.clone().count();
        if n != types.len() {
            let d = Diagnostic::error("type", format!("'{}' expects {n} type(s) after ':', got {}", spec.name, types.len())).at(op.span);
            self.errs.push(d.note(format!("for example: {}", example_syntax(spec))));
            return;
        }
        for (want, (got, s)) in expected.zip(types) {
            if let Some(w) = want {
                if w != got {
                    self.errs.push(Diagnostic::error("type", format!("type {got} does not match the operand's type {w}")).at(*s));
                }
            }
        }
    }

    /// Constant operands: 20-bit mbarrier counts, and the ranges of the data.
    pub(super) fn check_constants(&mut self, spec: &OpSpec, operands: &[Option<Value>]) {
        let konst = |i: usize| operands.get(i).cloned().flatten().and_then(|v| self.consts.get(v.name.as_str()).map(|c| (v, *c)));
        let mut found = Vec::new();
        for &i in spec.immediates {
            if let Some(v) = operands.get(i).cloned().flatten().filter(|v| !self.consts.contains_key(v.name.as_str())) {
                found.push(
                    Diagnostic::error("immediate", format!("'{}' of '{}' must be a constant", spec.operands[i].name, spec.name))
                        .at(v.span)
                        .note("it is an immediate of the instruction: define it with llvm.mlir.constant"),
                );
            }
        }
        for &i in spec.u20 {
            if let Some((v, c)) = konst(i) {
                if !(0..1 << 20).contains(&c) {
                    found.push(
                        Diagnostic::error("range", format!("{} {} does not fit in 20 bits", spec.operands[i].name, as_written(c)))
                            .at(v.span)
                            .note("mbarrier counts are 20-bit fields: the valid range is [0, 1048575]"),
                    );
                }
            }
        }
        for &(i, m) in spec.multiple_of {
            if let Some((v, c)) = konst(i) {
                if c % m as i128 != 0 {
                    let why = if spec.family == "barrier" || spec.name.starts_with("nvsync.named_barrier") { "barrier thread counts are whole warps (ptxas: \"must be in multiple of warp size\")".to_string() } else { format!("the PTX ISA requires a size that is a multiple of {m} bytes") };
                    found.push(Diagnostic::error("range", format!("{} {c} is not a multiple of {m}", spec.operands[i].name)).at(v.span).note(why));
                }
            }
        }
        for &i in spec.power_of_two {
            if let Some((v, c)) = konst(i).filter(|(_, c)| *c > 0 && (*c as u128).count_ones() != 1) {
                found.push(Diagnostic::error("range", format!("{} {c} is not a power of two", spec.operands[i].name)).at(v.span).note("tensor memory is allocated in columns of a power of two from 32 to 512 (PTX ISA, tcgen05.alloc); ptxas does not check it"));
            }
        }
        for &(i, lo, hi) in spec.ranges {
            // A 20-bit count's range lies within its 20 bits, said above.
            let u20_refused = spec.u20.contains(&i) && konst(i).is_some_and(|(_, c)| !(0..1 << 20).contains(&c));
            if let Some((v, c)) = konst(i).filter(|_| !u20_refused) {
                if c < lo as i128 || c > hi as i128 {
                    found.push(Diagnostic::error("range", format!("{} {c} is out of range [{lo}, {hi}]", spec.operands[i].name)).at(v.span));
                }
            }
        }
        self.errs.extend(found);
    }

    pub(super) fn check_attrs(&mut self, op: &Op, spec: &OpSpec, facts: &mut Facts) {
        for (key, val, span) in &op.attrs.entries {
            let kind = spec.attrs.iter().copied().find(|k| k.key() == key);
            let Some(kind) = kind else {
                if key == "range" && spec.types == TypeList::Result {
                    continue;
                }
                let d = discardable::judge(spec, key, *span);
                if d.is_error() {
                    self.errs.push(d);
                } else {
                    self.warnings.push(d);
                }
                continue;
            };
            let value: crate::ir::Name = match (kind.enum_kind(), val) {
                (Some(want), Attr::Enum { kind: k, value }) if k == want => value.clone(),
                (None, Attr::Int(i)) if kind.is_int() => i.to_string().into(),
                (None, Attr::Bool(b)) if !kind.is_int() => if *b { "true" } else { "false" }.into(),
                (None, Attr::Unit) if kind.is_unit() => "true".into(),
                (Some(want), got) => {
                    let mut d = Diagnostic::error("attr", format!("'{key}' must be a #{}{}<...> attribute", if want.contains('.') { "" } else { "nvvm." }, want)).at(*span);
                    if let Attr::Enum { kind: k, value } = got {
                        if k.ends_with("tcgen05_group") && want == "cta_group" {
                            d = d.note(format!("#nvvm.tcgen05_group is the spelling of MLIR before 22; MLIR 22 writes #nvvm.cta_group<{value}>"));
                        }
                    }
                    self.errs.push(d);
                    continue;
                }
                (None, _) => {
                    let want = if kind.is_int() { "an integer" } else { "true or false" };
                    self.errs.push(Diagnostic::error("attr", format!("'{key}' must be {want}")).at(*span));
                    continue;
                }
            };
            if kind == AttrKind::WaitCount && !value.parse::<i32>().is_ok_and(|v| v >= 0) {
                self.errs.push(Diagnostic::error("attr", format!("'{}' op attribute 'group' failed to satisfy constraint: 32-bit signless integer attribute whose minimum value is 0", spec.name)).at(*span));
                continue;
            }
            if kind == AttrKind::SliceCols && !value.parse::<i32>().is_ok_and(|v| (1..=128).contains(&v)) {
                self.errs.push(Diagnostic::error("attr", format!("slice_cols {value} is out of range [1, 128]")).at(*span).note("four quarter slices must fit in the 512 columns of tensor memory"));
                continue;
            }
            if !kind.values().is_empty() && !kind.values().contains(&value.as_str()) {
                let what = if kind == AttrKind::Scope { "memory scope".to_string() } else { kind.data_name().replace('_', " ") };
                self.errs.push(Diagnostic::error("attr", format!("unknown {what} '{value}'")).at(*span).note(format!("expected one of: {}", kind.values().join(", "))));
                continue;
            }
            facts.set_attr(kind, &value);
        }
    }

    #[allow(clippy::too_many_arguments)]
    pub(super) fn check_result(&mut self, op: &Op, spec: &OpSpec, form: Option<&FormSpec>, operand_tys: &[Option<Type>], result_type: &Option<(Type, Span)>, types: &[(Type, Span)], has_result: bool) {
        let written = if spec.types == TypeList::Result { types.first().cloned() } else { result_type.clone() };
        let (want, required) = match spec.result {
            ResultSpec::None => {
                if let Some((_, s)) = &written {
                    self.errs.push(Diagnostic::error("result", format!("'{}' produces no result", spec.name)).at(*s));
                } else if has_result {
                    self.errs.push(Diagnostic::error("result", format!("'{}' produces no result", spec.name)).at(op.span));
                }
                return;
            }
            ResultSpec::Required(t) => (Type::Int(t.bits()), true),
            ResultSpec::Optional(t) => (Type::Int(t.bits()), false),
            ResultSpec::Implied(t) => {
                if let Some((w, s)) = &written {
                    self.errs.push(Diagnostic::error("result", format!("'{}' returns i{}; its format writes no result type, not {w}", spec.name, t.bits())).at(*s));
                }
                return;
            }
            ResultSpec::Ptr => (Type::Ptr(form.and_then(|f| f.result_space).map_or(0, |s| s.addrspace())), true),
            ResultSpec::NamedBarrier => (Type::NamedBarrier, true),
            ResultSpec::SameAs(i) => match operand_tys.get(i).cloned().flatten() {
                Some(t) => (t, true),
                None => return,
            },
            // A written type outside the allowed lanes was refused by check_table_op.
            ResultSpec::I32Lanes(_) => (written.as_ref().map_or(Type::Int(32), |(t, _)| t.clone()), true),
            ResultSpec::ByForm => match form.and_then(|f| f.result_type) {
                Some(want) => {
                    if let Some((t, s)) = written.as_ref().filter(|(t, _)| !t.prints_as(want)) {
                        self.errs.push(Diagnostic::error("type", format!("'{}' returns {want} here, not {t}", spec.name)).at(*s));
                    } else if written.is_none() {
                        self.errs.push(Diagnostic::error("result", format!("'{}' produces a {want} result: write '%r = {} ... -> {want}'", spec.name, spec.name)).at(op.span));
                    }
                    return;
                }
                None => return,
            },
            ResultSpec::OneOf(ts) => match &written {
                Some((t, s)) if !ts.contains(&t.to_string().as_str()) => {
                    self.errs.push(Diagnostic::error("type", format!("'{}' op result #0 must be {}, but got '{t}'", spec.name, ts.join(" or "))).at(*s));
                    return;
                }
                Some((t, _)) => (t.clone(), true),
                None => (Type::from_mlir(ts[0]).unwrap_or(Type::Int(16)), true),
            },
            ResultSpec::Scalar => match &written {
                Some((t @ (Type::Int(32 | 64) | Type::Float(32 | 64)), _)) => (t.clone(), true),
                Some((t, s)) => {
                    self.errs.push(Diagnostic::error("type", format!("'{}' returns i32, i64, f32 or f64, not {t}", spec.name)).at(*s));
                    return;
                }
                None => (Type::Int(32), true),
            },
        };
        match (&written, has_result) {
            (None, true) => self.errs.push(Diagnostic::error("result", format!("a result of '{}' needs its type: '-> {want}'", spec.name)).at(op.span)),
            (None, false) if required => self.errs.push(Diagnostic::error("result", format!("'{}' produces {} {want} result: write '%r = {} ... -> {want}'", spec.name, article(&want), spec.name)).at(op.span)),
            // An unnamed result is unused, as in MLIR; only an optional one
            // changes the instruction, so its type must come with a name.
            (Some(_), false) if !required && spec.types != TypeList::Result => {
                self.errs.push(Diagnostic::error("result", "the result type is written but the result is not named").at(op.span));
            }
            _ => {}
        }
        if let Some((ty, s)) = written {
            if ty != want {
                self.errs.push(Diagnostic::error("type", format!("'{}' returns {want}, not {ty}", spec.name)).at(s));
            }
        }
    }

    pub(super) fn check_predicate(&mut self, spec: &OpSpec, predicate: Option<&Value>) {
        let Some(p) = predicate else { return };
        if !spec.predicate {
            self.errs.push(Diagnostic::error("predicate", format!("'{}' does not take a predicate", spec.name)).at(p.span));
            return;
        }
        self.expect(p, &Type::Int(1));
    }

    /// MLIR 22's NVVM verifier rules for the mbarrier family, with its wording.
    pub(super) fn check_mlir_rules(&mut self, op: &Op, spec: &OpSpec, facts: &Facts, has_result: bool) {
        if spec.family == "mbarrier" && spec.allows(AttrKind::Scope) && facts.scope().is_some_and(|s| !matches!(s, Scope::Cta | Scope::Cluster)) {
            self.errs.push(Diagnostic::error("scope", "mbarrier scope must be either CTA or Cluster").at(op.span));
        }
        if has_result && facts.space == Some(Space::SharedCluster) && matches!(spec.result, ResultSpec::Optional(_)) {
            self.errs.push(Diagnostic::error("result", "mbarrier in shared_cluster space cannot return any value").at(op.span));
        }
    }
}

/// MLIR's wording for an i32-or-vector constraint.
pub(super) fn lanes_text(allowed: &[u32]) -> String {
    let vec: Vec<String> = allowed.iter().filter(|&&n| n > 1).map(|n| n.to_string()).collect();
    let vector = format!("vector of 32-bit signless integer values of length {}", vec.join("/"));
    if allowed.contains(&1) {
        format!("32-bit signless integer or {vector}")
    } else {
        format!("fixed-length {vector}")
    }
}

pub(super) fn kind_text(k: OperandKind) -> &'static str {
    match k {
        OperandKind::Ptr => "a pointer",
        OperandKind::NamedBarrier => "!nvsync.named_barrier",
        OperandKind::I1 => "i1",
        OperandKind::I16 => "i16",
        OperandKind::I32 => "i32",
        OperandKind::I64 => "i64",
        OperandKind::I32OrI64 => "i64 (a state) or i32 (a phase parity)",
        OperandKind::Scalar => "i32, i64, f32 or f64",
        OperandKind::I32Lanes(_) => "i32 or a vector of i32",
        OperandKind::TmemOrDesc => "a tensor-memory address (!llvm.ptr<6>) or an i64 shared-memory descriptor",
        OperandKind::I32OrF32 => "i32 or f32",
        OperandKind::I8 => "i8",
        OperandKind::I128 => "i128",
        OperandKind::Typed(t) => t,
    }
}

pub(super) fn spaces_text(spaces: &[Space]) -> String {
    spaces.iter().map(|s| format!("{} ({})", s.name(), Type::Ptr(s.addrspace()))).collect::<Vec<_>>().join(" or ")
}

/// A negative i32 constant also as the unsigned number a caller may have
/// written (`-1 (0xffffffff)`): LLVM keeps constants sign-extended.
fn as_written(c: i128) -> String {
    if (-(1i128 << 31)..0).contains(&c) { format!("{c} ({:#x})", c + (1i128 << 32)) } else { c.to_string() }
}

/// What a pointer operand is, for the spec's wording: " must be mbarrier barrier
/// type, but got " is spec 002's message for mbarrier ops.
pub(super) fn pointer_role(spec: &OpSpec) -> &'static str {
    if spec.family == "mbarrier" {
        "mbarrier barrier type"
    } else {
        "a pointer of the right address space"
    }
}

/// A syntax sketch for notes: `nvvm.mbarrier.init %addr, %count : <types>`.
pub fn example_syntax(spec: &OpSpec) -> String {
    let mut positional = Vec::new();
    let mut rest = Vec::new();
    for (i, o) in spec.operands.iter().enumerate() {
        match (o.list, o.keyword) {
            (Some(l), _) if spec.starts_operand(i) => {
                let n = if o.optional { format!("[{l}[...]]") } else { format!("{l}[%x, ...]") };
                rest.push(n);
            }
            (Some(_), _) => {}
            (None, Some(k)) => rest.push(format!("[{k} = %{}]", o.name)),
            (None, None) => positional.push(format!("%{}", o.name)),
        }
    }
    let ops = if rest.is_empty() { positional.join(", ") } else { format!("{}, {}", positional.join(", "), rest.join(" ")) };
    let ops = if spec.types == TypeList::CallLike { format!("({ops})") } else { ops };
    let type_text = |k: OperandKind| match k {
        OperandKind::Ptr => "!llvm.ptr<3>",
        OperandKind::NamedBarrier => "!nvsync.named_barrier",
        OperandKind::I1 => "i1",
        OperandKind::I16 => "i16",
        OperandKind::I32 => "i32",
        OperandKind::I64 | OperandKind::I32OrI64 => "i64",
        OperandKind::Scalar | OperandKind::I32Lanes(_) => "i32",
        OperandKind::TmemOrDesc => "i64",
        OperandKind::I32OrF32 => "i32",
        OperandKind::I8 => "i8",
        OperandKind::I128 => "i128",
        OperandKind::Typed(t) => t,
    };
    let pred = if spec.predicate { " (with `, predicate = %p`, add a trailing i1)" } else { "" };
    let types = match spec.types {
        TypeList::Operands => spec.operands.iter().map(|o| type_text(o.kind)).collect::<Vec<_>>().join(", ") + pred,
        TypeList::CallLike => format!("({})", spec.operands.iter().map(|o| type_text(o.kind)).collect::<Vec<_>>().join(", ")),
        TypeList::Parenthesized => format!(
            "({})",
            spec.operands
                .iter()
                .enumerate()
                .filter(|(_, o)| !o.optional)
                .map(|(i, o)| match spec.operand_spaces(i).first() {
                    Some(s) if o.kind == OperandKind::Ptr => Type::Ptr(s.addrspace()).to_string(),
                    _ => type_text(o.kind).to_string(),
                })
                .collect::<Vec<_>>()
                .join(", ")
        ),
        TypeList::Of(i) => type_text(spec.operands[i].kind).to_string(),
        TypeList::FirstOperand => "!llvm.ptr<3>".into(),
        TypeList::Leading(n) => (0..n)
            .map(|i| match spec.operand_spaces(i).first() {
                Some(s) if spec.operands[i].kind == OperandKind::Ptr => Type::Ptr(s.addrspace()).to_string(),
                _ => type_text(spec.operands[i].kind).to_string(),
            })
            .collect::<Vec<_>>()
            .join(", "),
        TypeList::Result | TypeList::None => String::new(),
    };
    format!("{} {ops} : {types}", spec.name)
}

/// The value of an op's first pointer operand: the address race pattern 1
/// judges.
fn address_operand<'v>(spec: &OpSpec, operands: &'v [Option<Value>]) -> Option<&'v Value> {
    spec.operands.iter().zip(operands).find(|(o, _)| o.kind == OperandKind::Ptr).and_then(|(_, v)| v.as_ref())
}
