//! The parsed program: LLVM-dialect structure plus data-driven NVVM ops, every
//! node carrying its source span.

mod name;

use crate::diag::Span;
use std::borrow::Cow;
use crate::ops::OpSpec;
pub use name::Name;
// The type of values is shared with the op tables, which must not depend on the IR.
pub use crate::types::Type;

/// The name of a lifted module's `alloca` (an opaque op otherwise): memory
/// of the thread's own stack, which the race checks know no other thread
/// reads.
pub const ALLOCA: &str = "llvm.alloca";

/// A use of an SSA value (`%name`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Value {
    pub name: Name,
    pub span: Span,
}

impl Value {
    /// `%name` at `span`.
    pub fn new(name: impl Into<Name>, span: Span) -> Value {
        Value { name: name.into(), span }
    }
}

/// An attribute value in an attr-dict.
#[derive(Clone, Debug, PartialEq)]
pub enum Attr {
    Unit,
    Bool(bool),
    Int(i128),
    Str(String),
    /// `#nvvm.<kind><value>` such as `#nvvm.mem_scope<cta>`. The kind is
    /// the table's static text for every op of the tables.
    Enum { kind: Cow<'static, str>, value: Name },
    /// `array<i32: 1, 2, 3>` or `[1, 2, 3]`.
    IntArray(Vec<i128>),
    /// Anything else, kept as text for diagnostics.
    Other(String),
}

impl Attr {
    /// How the parser reads attribute `kind` with the value text `value`
    /// (`cta`, `4`, `true`): None for an absent unit attribute.
    pub fn of(kind: crate::ops::AttrKind, value: &str) -> Option<Attr> {
        Some(if let Some(k) = kind.enum_kind() {
            Attr::Enum { kind: Cow::Borrowed(k), value: value.into() }
        } else if kind.is_int() {
            Attr::Int(value.parse().ok()?)
        } else if kind.is_unit() {
            if value != "true" {
                return None;
            }
            Attr::Unit
        } else {
            Attr::Bool(value == "true")
        })
    }
}

/// `{key = value, ...}` with the span of each entry; a key that an op of
/// the tables knows is its static text.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct AttrDict {
    pub entries: Vec<(Cow<'static, str>, Attr, Span)>,
}

impl AttrDict {
    pub fn get(&self, key: &str) -> Option<(&Attr, Span)> {
        self.entries.iter().find(|(k, _, _)| k == key).map(|(_, a, s)| (a, *s))
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BinOp {
    Add,
    Sub,
    Mul,
    UDiv,
    SDiv,
    URem,
    SRem,
    And,
    Or,
    Xor,
    Shl,
    LShr,
    AShr,
}

impl BinOp {
    const ALL: [BinOp; 13] = [BinOp::Add, BinOp::Sub, BinOp::Mul, BinOp::UDiv, BinOp::SDiv, BinOp::URem, BinOp::SRem, BinOp::And, BinOp::Or, BinOp::Xor, BinOp::Shl, BinOp::LShr, BinOp::AShr];
    /// The LLVM-dialect op name (`llvm.urem`).
    pub fn name(self) -> &'static str {
        match self {
            BinOp::Add => "llvm.add",
            BinOp::Sub => "llvm.sub",
            BinOp::Mul => "llvm.mul",
            BinOp::UDiv => "llvm.udiv",
            BinOp::SDiv => "llvm.sdiv",
            BinOp::URem => "llvm.urem",
            BinOp::SRem => "llvm.srem",
            BinOp::And => "llvm.and",
            BinOp::Or => "llvm.or",
            BinOp::Xor => "llvm.xor",
            BinOp::Shl => "llvm.shl",
            BinOp::LShr => "llvm.lshr",
            BinOp::AShr => "llvm.ashr",
        }
    }
    pub fn from_name(name: &str) -> Option<BinOp> {
        BinOp::ALL.into_iter().find(|b| b.name() == name)
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CmpPred {
    Eq,
    Ne,
    Slt,
    Sle,
    Sgt,
    Sge,
    Ult,
    Ule,
    Ugt,
    Uge,
}

impl CmpPred {
    pub fn parse(s: &str) -> Option<CmpPred> {
        Some(match s {
            "eq" => CmpPred::Eq,
            "ne" => CmpPred::Ne,
            "slt" => CmpPred::Slt,
            "sle" => CmpPred::Sle,
            "sgt" => CmpPred::Sgt,
            "sge" => CmpPred::Sge,
            "ult" => CmpPred::Ult,
            "ule" => CmpPred::Ule,
            "ugt" => CmpPred::Ugt,
            "uge" => CmpPred::Uge,
            _ => return None,
        })
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CastOp {
    ZExt,
    SExt,
    Trunc,
    AddrSpaceCast,
    PtrToInt,
    IntToPtr,
    /// A lifted module's `freeze` (the value itself, or an arbitrary one of
    /// its type where it is poison). Never emitted.
    Freeze,
}

impl CastOp {
    pub fn from_name(name: &str) -> Option<CastOp> {
        Some(match name {
            "llvm.zext" => CastOp::ZExt,
            "llvm.sext" => CastOp::SExt,
            "llvm.trunc" => CastOp::Trunc,
            "llvm.addrspacecast" => CastOp::AddrSpaceCast,
            "llvm.ptrtoint" => CastOp::PtrToInt,
            "llvm.inttoptr" => CastOp::IntToPtr,
            _ => return None,
        })
    }
}

/// An atomic ordering of `llvm.fence` (LLVM's names).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ordering {
    /// LLVM's `monotonic`: PTX `.relaxed`.
    Monotonic,
    Acquire,
    Release,
    AcqRel,
    SeqCst,
}

impl Ordering {
    /// LLVM's spelling.
    pub fn name(self) -> &'static str {
        match self {
            Ordering::Monotonic => "monotonic",
            Ordering::Acquire => "acquire",
            Ordering::Release => "release",
            Ordering::AcqRel => "acq_rel",
            Ordering::SeqCst => "seq_cst",
        }
    }
    pub fn parse(s: &str) -> Option<Ordering> {
        Some(match s {
            "monotonic" => Ordering::Monotonic,
            "acquire" => Ordering::Acquire,
            "release" => Ordering::Release,
            "acq_rel" => Ordering::AcqRel,
            "seq_cst" => Ordering::SeqCst,
            _ => return None,
        })
    }
}

/// The ordering and scope of an atomic access; `scope` is the memory scope name
/// (`cta`, `cluster`, `gpu`, `sys`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Atomic {
    pub ordering: Ordering,
    pub scope: String,
}

/// A `getelementptr` index: a constant or an SSA value.
#[derive(Clone, Debug, PartialEq)]
pub enum GepIndex {
    Const(i64),
    Value(Value),
}

/// A branch target with its block arguments.
#[derive(Clone, Debug, PartialEq)]
pub struct Successor {
    pub label: String,
    pub args: Vec<(Value, Type)>,
    pub span: Span,
}

/// `nvvm.wgmma.mma_async %descA, %descB, %acc, #nvvm.shape<...>, D [...], A [...], B [...] : T -> T`.
#[derive(Clone, Debug, PartialEq)]
pub struct WgmmaOp {
    pub desc_a: Value,
    pub desc_b: Value,
    pub acc: Value,
    pub m: u32,
    pub n: u32,
    pub k: u32,
    /// Element types of D, A, B (`f32`, `f16`, `bf16`, ...).
    pub type_d: String,
    pub type_a: String,
    pub type_b: String,
    /// `one` (D += A·B) or `zero` (D = A·B).
    pub scale_d: String,
    /// `one` or `neg`.
    pub scale_a: String,
    pub scale_b: String,
    /// `row` or `col`.
    pub layout_a: String,
    pub layout_b: String,
    /// An s32 accumulator's overflow mode: `satfinite`, `wrapped`, or empty
    /// (wrapped).
    pub overflow: String,
    pub acc_ty: Type,
    pub result_ty: Type,
    /// Where each part was written, for diagnostics.
    pub shape_span: Span,
    pub types_span: Span,
}

/// `nvvm.mma.sync A[..] B[..] C[..] {shape, layouts, types, ...} : (tA, tB, tC) -> T`:
/// the values of each fragment and the types written; the attributes stay in
/// the op's dictionary.
#[derive(Clone, Debug, PartialEq)]
pub struct MmaSyncOp {
    pub a: Vec<Value>,
    pub b: Vec<Value>,
    pub c: Vec<Value>,
    /// The element types of A, B and C as written.
    pub types: [Type; 3],
    pub result_ty: Type,
    pub types_span: Span,
    /// `nvvm.mma.sp.sync`: the sparsity metadata and the selector (which
    /// threads of the warp hold the metadata), both i32.
    pub sparse: Option<(Value, Value)>,
    /// `nvvm.mma.block_scale`, `nvvm.mma.sp.block_scale`: `scaleA[data,
    /// byte id, thread id]` then `scaleB[..]` (i32, i16, i16 each).
    pub scales: Option<Box<[Value; 6]>>,
}

/// Which of MLIR 22's warp matrix ops an [`WmmaOp`] is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum WmmaKind {
    /// `nvvm.wmma.load %ptr, %stride {..} : (!llvm.ptr<N>) -> T`.
    Load,
    /// `nvvm.wmma.store %ptr, %stride, %d.. {..} : !llvm.ptr<N>, T..`.
    Store,
    /// `nvvm.wmma.mma %a.., %b.., %c.. {..} : (T..) -> R`.
    Mma,
}

/// `nvvm.wmma.load`, `.store` or `.mma`: the values and the types written; the
/// shape, layouts, element types and fragment stay in the op's dictionary.
#[derive(Clone, Debug, PartialEq)]
pub struct WmmaOp {
    pub kind: WmmaKind,
    /// The pointer, its type and the stride (load and store).
    pub ptr: Option<(Value, Type)>,
    pub stride: Option<Value>,
    /// The data registers (store) or A, B and C (mma), with their types.
    pub args: Vec<(Value, Type)>,
    pub result_ty: Option<Type>,
    pub types_span: Span,
}

/// `nvvm.inline_ptx "ptx" ro(%a : T) [rw(%b : U)] [, predicate = %p] [-> R, ...]`:
/// PTX text the op tables know nothing of, as LLVM inline assembly.
#[derive(Clone, Debug, PartialEq)]
pub struct InlinePtxOp {
    /// The PTX text, `$N` naming the operands in LLVM's order.
    pub ptx: String,
    /// The read-only operands with their written types.
    pub ro: Vec<(Value, Type)>,
    /// The read-write operands (refused by the verifier: see its note).
    pub rw: Vec<(Value, Type)>,
    pub predicate: Option<Value>,
    /// The write-only results; several are one struct, unpacked by
    /// `llvm.extractvalue` ops the parser adds after this one.
    pub results: Vec<Type>,
}

/// What an operation is.
#[derive(Clone, Debug, PartialEq)]
pub enum OpKind {
    /// An op of the data tables (`intrinsics/`): nvvm.* and nvsync.*.
    Table {
        spec: &'static OpSpec,
        /// One slot per operand of the spec; None where an optional one is absent.
        operands: Vec<Option<Value>>,
        predicate: Option<Value>,
        /// The `:` type list as written.
        types: Vec<(Type, Span)>,
        /// The `-> T` result type as written.
        result_type: Option<(Type, Span)>,
        /// The form of the spec that verification chose (the emitter's
        /// instruction); None until the module is verified.
        form: Option<usize>,
    },
    Constant { value: i128, ty: Type },
    AddressOf { global: String, ty: Type },
    Gep { base: Value, indices: Vec<GepIndex>, base_ty: Type, result_ty: Type, elem_ty: Type, index_tys: Vec<Type> },
    Binary { op: BinOp, lhs: Value, rhs: Value, ty: Type },
    ICmp { pred: CmpPred, lhs: Value, rhs: Value, ty: Type },
    Select { cond: Value, on_true: Value, on_false: Value, ty: Type },
    Cast { op: CastOp, value: Value, from: Type, to: Type },
    Load { ptr: Value, ptr_ty: Type, ty: Type, volatile: bool, atomic: Option<Atomic> },
    Store { value: Value, ptr: Value, ty: Type, ptr_ty: Type, volatile: bool, atomic: Option<Atomic> },
    /// A read-modify-write; `atomic` None is PTX's bare `atom` (weak).
    AtomicRmw { kind: String, ptr: Value, value: Value, ptr_ty: Type, ty: Type, atomic: Option<Atomic> },
    /// Compare-and-swap returning the old value, or (`pair`, the LLVM dialect's
    /// `llvm.cmpxchg`) the `!llvm.struct<(T, i1)>` of old value and success.
    Cmpxchg { ptr: Value, cmp: Value, new: Value, ptr_ty: Type, ty: Type, success: Ordering, failure: Ordering, scope: String, pair: bool },
    /// `llvm.fence [syncscope("cluster")] release`; `scope` is the memory scope
    /// name (`cta`, `cluster`, `gpu`, `sys`).
    Fence { ordering: Ordering, scope: Option<String> },
    /// `llvm.mlir.zero` (or `llvm.mlir.undef`: `undef` true) of any type.
    Zero { ty: Type, undef: bool },
    /// `llvm.extractvalue %agg[i] : T`.
    ExtractValue { agg: Value, index: u32, agg_ty: Type },
    /// `llvm.insertvalue %v, %agg[i] : T`.
    InsertValue { value: Value, agg: Value, index: u32, agg_ty: Type },
    /// `nvvm.wgmma.mma_async`.
    Wgmma(Box<WgmmaOp>),
    /// `nvvm.mma.sync`.
    MmaSync(Box<MmaSyncOp>),
    /// `nvvm.wmma.load`, `nvvm.wmma.store`, `nvvm.wmma.mma`.
    Wmma(Box<WmmaOp>),
    /// `nvvm.inline_ptx`.
    InlinePtx(Box<InlinePtxOp>),
    /// A lifted module's inline asm call ([`crate::lift`]): its asm string,
    /// whose sync instructions the verifier gates ([`crate::ptx_asm`]), and
    /// the type of the value it defines, the value of each asm operand (`$N`,
    /// None for an output) and what its instructions do for the race checks
    /// ([`crate::ptx_asm::sync_roles`], operand indices are `$N`). Never emitted.
    InlineAsm { asm: String, ty: Option<Type>, args: Vec<Option<Value>>, sync: Vec<crate::ops::SyncRole> },
    /// A lifted module's call of an `llvm.nvvm.*` intrinsic that no table op
    /// lowers to but whose requirement was measured
    /// (`intrinsics/llvm_nvvm.toml`): the verifier gates it by that; its
    /// constant arguments (`consts`, by index; only where
    /// `intrinsics/llvm_nvvm_args.toml` has a rule on them) are checked by
    /// those rules, the others take no part in the checks. Never emitted.
    Intrinsic { name: String, spec: &'static crate::ops::LlvmIntrinsicSpec, ty: Option<Type>, consts: Vec<(usize, i64)> },
    /// `llvm.call @callee(%args) : (arg types) -> result type or ()`.
    Call { callee: String, callee_span: Span, args: Vec<Value>, arg_tys: Vec<Type>, ret: Option<Type> },
    Br { dest: Successor },
    CondBr { cond: Value, on_true: Successor, on_false: Successor },
    Return { value: Option<(Value, Type)> },
    /// A lifted module's `switch` ([`crate::lift`]): the successor of the
    /// first case whose value equals `value` (an integer of `ty`), else
    /// `default`. Case values are kept sign-extended from `ty`'s width.
    /// Never emitted.
    Switch { value: Value, ty: Type, default: Successor, cases: Vec<(i128, Successor)> },
    /// An instruction of a lifted LLVM module ([`crate::lift`]) that the checks
    /// have no part in (float arithmetic, other intrinsics): it
    /// defines a value of `ty`, or ends its block. Never emitted.
    Opaque { ty: Option<Type>, terminator: bool },
}

impl OpKind {
    pub fn is_terminator(&self) -> bool {
        matches!(self, OpKind::Br { .. } | OpKind::CondBr { .. } | OpKind::Switch { .. } | OpKind::Return { .. } | OpKind::Opaque { terminator: true, .. })
    }
}

impl Op {
    /// An attribute's value as written (enum value, integer or bool text),
    /// else its default. Borrowed but for an integer: the race checks ask
    /// this of every op.
    pub fn attr(&self, k: crate::ops::AttrKind) -> Option<Cow<'_, str>> {
        self.attrs
            .get(k.key())
            .map(|(a, _)| match a {
                Attr::Enum { value, .. } => Cow::Borrowed(value.as_ref()),
                Attr::Int(i) => Cow::Owned(i.to_string()),
                Attr::Bool(b) => Cow::Borrowed(if *b { "true" } else { "false" }),
                Attr::Unit => Cow::Borrowed("true"),
                Attr::Str(s) | Attr::Other(s) => Cow::Borrowed(s.as_str()),
                Attr::IntArray(_) => Cow::Borrowed(""),
            })
            .or(k.default().map(Cow::Borrowed))
    }

    /// Every value the op reads, in no particular order (a successor's block
    /// arguments included).
    pub fn operands(&self) -> Vec<&Value> {
        let mut v: Vec<&Value> = Vec::new();
        match &self.kind {
            OpKind::Table { operands, predicate, .. } => v.extend(operands.iter().flatten().chain(predicate)),
            OpKind::Constant { .. } | OpKind::AddressOf { .. } | OpKind::Fence { .. } | OpKind::Zero { .. } | OpKind::Opaque { .. } | OpKind::Intrinsic { .. } => {}
            OpKind::InlineAsm { args, .. } => v.extend(args.iter().flatten()),
            OpKind::Gep { base, indices, .. } => {
                v.push(base);
                v.extend(indices.iter().filter_map(|i| match i {
                    GepIndex::Value(x) => Some(x),
                    GepIndex::Const(_) => None,
                }));
            }
            OpKind::Binary { lhs, rhs, .. } | OpKind::ICmp { lhs, rhs, .. } => v.extend([lhs, rhs]),
            OpKind::Select { cond, on_true, on_false, .. } => v.extend([cond, on_true, on_false]),
            OpKind::Cast { value, .. } => v.push(value),
            OpKind::Load { ptr, .. } => v.push(ptr),
            OpKind::Store { value, ptr, .. } | OpKind::AtomicRmw { ptr, value, .. } => v.extend([value, ptr]),
            OpKind::Cmpxchg { ptr, cmp, new, .. } => v.extend([ptr, cmp, new]),
            OpKind::ExtractValue { agg, .. } => v.push(agg),
            OpKind::InsertValue { value, agg, .. } => v.extend([value, agg]),
            OpKind::Wgmma(w) => v.extend([&w.desc_a, &w.desc_b, &w.acc]),
            OpKind::MmaSync(m) => {
                // Destructured whole, so that a new operand field cannot be missed.
                let MmaSyncOp { a, b, c, types: _, result_ty: _, types_span: _, sparse, scales } = &**m;
                v.extend(a.iter().chain(b).chain(c));
                if let Some((x, y)) = sparse {
                    v.extend([x, y]);
                }
                v.extend(scales.iter().flat_map(|s| s.iter()));
            }
            OpKind::Wmma(w) => {
                let WmmaOp { kind: _, ptr, stride, args, result_ty: _, types_span: _ } = &**w;
                v.extend(ptr.iter().map(|(x, _)| x).chain(stride).chain(args.iter().map(|(x, _)| x)));
            }
            OpKind::InlinePtx(p) => {
                let InlinePtxOp { ptx: _, ro, rw, predicate, results: _ } = &**p;
                v.extend(ro.iter().chain(rw).map(|(x, _)| x).chain(predicate));
            }
            OpKind::Call { args, .. } => v.extend(args),
            OpKind::Br { dest } => v.extend(dest.args.iter().map(|(x, _)| x)),
            OpKind::CondBr { cond, on_true, on_false } => {
                v.push(cond);
                v.extend(on_true.args.iter().chain(&on_false.args).map(|(x, _)| x));
            }
            OpKind::Switch { value, default, cases, .. } => {
                v.push(value);
                v.extend(default.args.iter().chain(cases.iter().flat_map(|(_, s)| &s.args)).map(|(x, _)| x));
            }
            OpKind::Return { value } => v.extend(value.iter().map(|(x, _)| x)),
        }
        v
    }

    /// The (semantic, scope) an nvsync memory op means: as written; neither
    /// written: sc + sys (spec 001's defaults); only a scope: sc at that scope.
    pub fn mem_pair(&self) -> (Cow<'_, str>, Cow<'_, str>) {
        use crate::ops::AttrKind;
        match (self.attr(AttrKind::MemSemantic), self.attr(AttrKind::MemScope)) {
            (None, None) => (Cow::Borrowed("sc"), Cow::Borrowed("sys")),
            (None, Some(sc)) => (Cow::Borrowed("sc"), sc),
            (Some(se), sc) => (se, sc.unwrap_or_default()),
        }
    }

    /// A table op as the parser would read it: `operands` fill the spec's
    /// slots in order (None for an absent optional one), with their types; the
    /// `:` type list and the result type are derived from them as the op's
    /// syntax writes them. The nvsync lowering, the library API and the lifter
    /// build their ops here.
    pub fn table(spec: &'static OpSpec, operands: Vec<Option<(Value, Type)>>, attrs: Vec<(String, Attr)>, result: Option<(Value, Type)>, span: Span) -> Op {
        use crate::ops::TypeList;
        let written: Vec<(Type, Span)> = operands.iter().flatten().map(|(_, t)| (t.clone(), span)).collect();
        let first = |n: usize| operands.iter().flatten().take(n).map(|(_, t)| (t.clone(), span)).collect::<Vec<_>>();
        // An implied result type (MLIR's format does not write it) is not in the op.
        let implied = matches!(spec.result, crate::ops::ResultSpec::Implied(_));
        let result_type = result.as_ref().filter(|_| !implied).map(|(_, t)| (t.clone(), span));
        let (types, result_type) = match spec.types {
            TypeList::Result => (result_type.into_iter().collect(), None),
            TypeList::FirstOperand => (first(1), result_type),
            TypeList::Leading(n) => (first(n), result_type),
            TypeList::None => (vec![], result_type),
            TypeList::Operands | TypeList::Parenthesized | TypeList::CallLike => (written, result_type),
            TypeList::Of(i) => (operands.get(i).cloned().flatten().map(|(_, t)| (t, span)).into_iter().collect(), result_type),
        };
        let attrs = AttrDict { entries: attrs.into_iter().map(|(k, a)| (spec.attr_key(k), a, span)).collect() };
        Op {
            result: result.map(|(v, _)| v),
            name: Cow::Borrowed(spec.name),
            kind: OpKind::Table { spec, operands: operands.into_iter().map(|o| o.map(|(v, _)| v)).collect(), predicate: None, types, result_type, form: None },
            attrs,
            span,
            name_span: span,
        }
    }
}

/// One operation with its optional result.
#[derive(Clone, Debug, PartialEq)]
pub struct Op {
    pub result: Option<Value>,
    /// The op's name as written: the table's or the parser's own static
    /// text for every op the parser knows, so that it costs no allocation.
    pub name: Cow<'static, str>,
    pub kind: OpKind,
    pub attrs: AttrDict,
    /// The whole op, result to last type.
    pub span: Span,
    /// The op name alone.
    pub name_span: Span,
}

#[derive(Clone, Debug, PartialEq)]
pub struct Param {
    pub name: Name,
    pub ty: Type,
    pub span: Span,
}

#[derive(Clone, Debug, PartialEq)]
pub struct Block {
    /// `^bb1`, or None for a function's entry block written without a label.
    pub label: Option<String>,
    pub params: Vec<Param>,
    pub ops: Vec<Op>,
    pub span: Span,
}

impl Block {
    /// The blocks its terminator branches to, with the arguments it passes.
    pub fn successors(&self) -> Vec<&Successor> {
        match self.ops.last().map(|o| &o.kind) {
            Some(OpKind::Br { dest }) => vec![dest],
            Some(OpKind::CondBr { on_true, on_false, .. }) => vec![on_true, on_false],
            Some(OpKind::Switch { default, cases, .. }) => std::iter::once(default).chain(cases.iter().map(|(_, s)| s)).collect(),
            _ => vec![],
        }
    }
}

#[derive(Clone, Debug, PartialEq)]
pub struct Func {
    pub name: String,
    pub params: Vec<Param>,
    pub result: Option<Type>,
    pub attrs: AttrDict,
    /// Empty for a declaration.
    pub blocks: Vec<Block>,
    pub span: Span,
    pub name_span: Span,
}

impl Func {
    pub fn is_kernel(&self) -> bool {
        self.attrs.get("nvvm.kernel").is_some()
    }
}

#[derive(Clone, Debug, PartialEq)]
pub struct Global {
    pub name: String,
    pub ty: Type,
    pub addrspace: u32,
    pub alignment: Option<u32>,
    pub linkage: String,
    pub constant: bool,
    pub span: Span,
    /// The `@name` alone.
    pub name_span: Span,
}

impl Global {
    /// Whether the global is only declared here (`.extern` in PTX): every
    /// linkage but those that define it in this module.
    pub fn is_declaration(&self) -> bool {
        !matches!(self.linkage.as_str(), "internal" | "private" | "weak" | "common")
    }
}

/// Another name for a function (LLVM IR's `@a = alias void (), ptr @f`),
/// which NVPTX writes as `.alias a, f;`.
#[derive(Clone, Debug, PartialEq)]
pub struct Alias {
    pub name: String,
    /// The function it names.
    pub aliasee: String,
    pub span: Span,
}

/// A requirement on the target and PTX version placed by something that is
/// not an op: a function alias (`.alias`), a math intrinsic NVPTX lowers
/// to an approximate instruction.
#[derive(Clone, Debug)]
pub struct Need {
    /// What needs it, for the diagnostic (`.alias @a`).
    pub what: String,
    pub requires: &'static crate::ops::Requirement,
    pub span: Span,
}

impl PartialEq for Need {
    fn eq(&self, other: &Need) -> bool {
        // The requirements are the tables' own: one entry, one address.
        self.what == other.what && std::ptr::eq(self.requires, other.requires) && self.span == other.span
    }
}

/// A whole input (or one `// -----` chunk of it).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Module {
    pub globals: Vec<Global>,
    pub funcs: Vec<Func>,
    /// Function aliases (read from LLVM IR; the text has none).
    pub aliases: Vec<Alias>,
    /// What else places requirements (read from LLVM IR).
    pub needs: Vec<Need>,
}

impl Module {
    /// Every op of every function, in order.
    pub fn ops(&self) -> impl Iterator<Item = (&Func, &Op)> {
        self.funcs.iter().flat_map(|f| f.blocks.iter().flat_map(move |b| b.ops.iter().map(move |o| (f, o))))
    }
}

#[cfg(test)]
mod tests {
    /// Every operand slot of an op, the block-scale operands included, is a use.
    #[test]
    fn operands_lists_every_value_an_op_reads() {
        let src = "llvm.func @f(%a0: i32, %a1: i32, %a2: i32, %a3: i32, %b0: i32, %b1: i32, %c0: f32, %c1: f32, %c2: f32, %c3: f32, %s0: i32, %s1: i16, %s2: i16, %t0: i32, %t1: i16, %t2: i16) -> !llvm.struct<(f32, f32, f32, f32)> {
  %res = nvvm.mma.block_scale A[%a0, %a1, %a2, %a3] B[%b0, %b1] C[%c0, %c1, %c2, %c3]
      scaleA[%s0, %s1, %s2] scaleB[%t0, %t1, %t2]
      {blockScaleFormat = #nvvm.block_scale_format<ue8m0>, kind = #nvvm.block_scale_kind<mxf8f6f4>, multiplicandAPtxType = #nvvm.mma_type<e2m1>, multiplicandBPtxType = #nvvm.mma_type<e2m1>, scaleVecSize = #nvvm.scale_vec_size<x1>, shape = #nvvm.shape<m = 16, n = 8, k = 32>}
      : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
  llvm.return %res : !llvm.struct<(f32, f32, f32, f32)>
}";
        let m = crate::parse::parse_module(src).expect("parses");
        let ops = &m.funcs[0].blocks[0].ops;
        let mut used: Vec<&str> = ops[0].operands().iter().map(|v| v.name.as_str()).collect();
        used.sort_unstable();
        let mut want: Vec<&str> = m.funcs[0].params.iter().map(|p| p.name.as_str()).collect();
        want.sort_unstable();
        assert_eq!(used, want);
        let ret = ops.iter().find(|o| matches!(o.kind, super::OpKind::Return { .. })).expect("a return");
        assert_eq!(ret.operands().len(), 1);
    }
}
