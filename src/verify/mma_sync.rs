//! `nvvm.mma.sync`: the shape, layouts and PTX types of the op as written (or
//! inferred from its operands, as MLIR 22 infers them), checked against
//! `intrinsics/mma_sync.toml`, and the LLVM 22 intrinsic they name. The
//! verifier and the emitter both resolve an op here; the messages are
//! mlir-opt-22's.

use crate::ir::{Attr, AttrDict, MmaSyncOp, Type};
use crate::ops::MmaSyncSpec;

/// What an `nvvm.mma.sync` resolves to.
#[derive(Debug)]
pub struct MmaSyncChoice {
    pub spec: &'static MmaSyncSpec,
    /// The requirement of the form chosen (a sparse op's ordered metadata
    /// asks more than its row).
    pub requires: &'static crate::ops::Requirement,
    /// The intrinsic the op calls.
    pub intrinsic: String,
    /// The PTX instruction, for diagnostics:
    /// `mma.sync.aligned.m16n8k8.row.col.f32.bf16.bf16.f32`.
    pub what: String,
}

/// The enum attribute `key` as written (`#nvvm.mma_layout<row>` → `row`).
pub(super) fn enum_attr<'a>(attrs: &'a AttrDict, key: &str) -> Option<&'a str> {
    match attrs.get(key) {
        Some((Attr::Enum { value, .. }, _)) => Some(value.as_str()),
        _ => None,
    }
}

/// `#nvvm.shape<m = 16, n = 8, k = 16>` → (16, 8, 16).
pub(super) fn shape(attrs: &AttrDict) -> Option<(u32, u32, u32)> {
    let v = enum_attr(attrs, "shape")?;
    let dim = |d: &str| v.split(',').find_map(|p| p.trim().strip_prefix(d)?.trim_start().strip_prefix('=')?.trim().parse().ok());
    Some((dim("m")?, dim("n")?, dim("k")?))
}

/// The PTX type MLIR infers for an operand of IR type `t`.
fn infer(t: &Type, accumulator: bool) -> Option<&'static str> {
    match t {
        Type::Vector(2, e) if **e == Type::Float(16) => Some("f16"),
        Type::Float(64) => Some("f64"),
        Type::Float(32) => Some(if accumulator { "f32" } else { "tf32" }),
        Type::Int(32) => Some("s32"),
        _ => None,
    }
}

/// Resolves `op`, or MLIR 22's message for what is wrong with it.
pub fn resolve(op: &MmaSyncOp, attrs: &AttrDict) -> Result<MmaSyncChoice, String> {
    let shape = shape(attrs).ok_or("requires attribute 'shape'")?;
    let (m, n, k) = shape;
    // The sparse op is always row.col: its format has no layouts.
    let (la, lb) = if op.sparse.is_some() {
        ("row", "col")
    } else {
        (enum_attr(attrs, "layoutA").ok_or("requires attribute 'layoutA'")?, enum_attr(attrs, "layoutB").ok_or("requires attribute 'layoutB'")?)
    };
    let ptx = |key: &str, t: &Type| enum_attr(attrs, key).or_else(|| infer(t, false)).ok_or_else(|| format!("could not infer the PTX type of {t}: write {key}"));
    let a = ptx("multiplicandAPtxType", &op.types[0])?;
    let b = ptx("multiplicandBPtxType", &op.types[1])?;
    let c = infer(&op.types[2], true).ok_or_else(|| format!("{} is not an accumulator type", op.types[2]))?;
    let d = match &op.result_ty {
        Type::Struct(fs) => fs.first().and_then(|f| infer(f, true)),
        _ => None,
    };
    // MLIR 22 checks the fragments against the shape and A's type first,
    // then the result, C against D, the layouts, the overflow mode and the b1
    // operation; the row for a b1 operation is picked once it is known.
    let b1_op = enum_attr(attrs, "b1Op");
    let table = if op.sparse.is_some() { crate::ops::MMA_SP } else { crate::ops::MMA_SYNC };
    let shape_exists = table.iter().any(|r| (r.m, r.n, r.k) == shape);
    // `kind = #nvvm.mma_kind<f8f6f4>` picks the sparse rows written with it.
    let kind = if op.sparse.is_some() { enum_attr(attrs, "kind") } else { None };
    if kind.is_none() && MmaSyncSpec::find_in(table, shape, a, b, None, Some("f8f6f4")).is_some() && MmaSyncSpec::find_in(table, shape, a, b, None, None).is_none() {
        return Err(format!("the {a} x {b} sparse MMA needs kind = #nvvm.mma_kind<f8f6f4> and orderedMetadata (mma.sp::ordered_metadata ... kind::f8f6f4)"));
    }
    let spec = MmaSyncSpec::find_in(table, shape, a, b, b1_op.or(Some("xor_popc")), kind).ok_or_else(|| {
        if shape_exists && [a, b].iter().all(|t| table.iter().any(|r| r.ab.contains(t))) {
            // Known types that no row pairs (bf16 with f16): MLIR 22 passes
            // them and crashes in translation.
            format!("unimplemented variant for MMA shape <{m}, {n}, {k}>")
        } else if shape_exists {
            format!("invalid shape or multiplicand type: {a}")
        } else {
            format!("unimplemented variant for MMA shape <{m}, {n}, {k}>")
        }
    })?;
    fragment("A", &op.types[0], op.a.len(), spec.regs.0, MmaSyncSpec::input_reg(a))?;
    fragment("B", &op.types[1], op.b.len(), spec.regs.1, MmaSyncSpec::input_reg(b))?;
    let c_ok = spec.acc_regs(c).is_some_and(|n| n as usize == op.c.len()) && op.types[2] == MmaSyncSpec::acc_reg(c);
    if !c_ok {
        return Err(format!("Could not match types for the C operands; expected one of {} but got {}", acc_choices(spec), list(&op.types[2], op.c.len())));
    }
    let d = d.filter(|d| op.result_ty == acc_struct(spec, d) && spec.cd.contains(d)).ok_or_else(|| {
        let choices: Vec<String> = spec.cd.iter().map(|t| acc_struct(spec, t).to_string()).collect();
        format!("Could not match allowed types for the result; expected one of {} but got {}", choices.join(", "), op.result_ty)
    })?;
    if c != d {
        if !spec.any_layout {
            return Err("ctype does not match dtype".into());
        }
        if !spec.pairs.contains(&(c, d)) {
            // MLIR 22 passes it and crashes in translation: LLVM 22 has no
            // such intrinsic.
            return Err(format!("LLVM 22 has no m{m}n{n}k{k} intrinsic with a {c} C and a {d} D (it has {})", spec.pairs.iter().map(|(c, d)| format!("{c} into {d}")).collect::<Vec<_>>().join(", ")));
        }
    }
    if !spec.any_layout && (la, lb) != ("row", "col") {
        return Err(format!("requires layoutA = #nvvm.mma_layout<row> and layoutB = #nvvm.mma_layout<col> for shape <{m}, {n}, {k}> with element types {a} and {b}. Only m8n8k4 with f16 supports other layouts."));
    }
    let overflow = enum_attr(attrs, "intOverflowBehavior");
    if spec.int && overflow.is_none() {
        return Err("op requires intOverflowBehavior attribute".into());
    }
    if !spec.int && overflow.is_some() {
        // MLIR 22 crashes on it; PTX has no overflow mode but for integers.
        return Err(format!("intOverflowBehavior applies to the s8, u8, s4 and u4 inputs, not {a}"));
    }
    if a == "b1" && b1_op.is_none() {
        return Err("op requires b1Op attribute".into());
    }
    let mut intrinsic = spec.intrinsic(la, lb, a, b, c, d, overflow == Some("satfinite"));
    let sat = if overflow == Some("satfinite") { ".satfinite" } else { "" };
    let popc = spec.b1_op.map_or(String::new(), |o| format!(".{}", o.replace('_', ".")));
    let kind_ptx = spec.kind.map_or(String::new(), |k| format!(".kind::{k}"));
    let mut what = format!("mma.sync.aligned.m{m}n{n}k{k}.{la}.{lb}{kind_ptx}{sat}.{d}.{a}.{b}.{c}{popc}");
    let mut requires = &spec.requires;
    if op.sparse.is_some() {
        // `llvm.nvvm.mma.sp[.ordered.metadata].m16n8k16...`, `mma.sp[::ordered_metadata].sync...`.
        let ordered = attrs.get("orderedMetadata").is_some();
        if spec.kind.is_some() && !ordered {
            // LLVM 22 and PTX have the kind forms with ordered metadata only.
            return Err(format!("kind = #nvvm.mma_kind<{}> requires orderedMetadata (mma.sp::ordered_metadata)", spec.kind.unwrap_or_default()));
        }
        if ordered && spec.kind.is_none() {
            requires = spec.ordered_requires.as_ref().ok_or("LLVM 22 has no ordered-metadata intrinsic for this shape and type")?;
        }
        intrinsic = intrinsic.replacen("llvm.nvvm.mma.", if ordered { "llvm.nvvm.mma.sp.ordered.metadata." } else { "llvm.nvvm.mma.sp." }, 1);
        what = what.replacen("mma.sync", if ordered { "mma.sp::ordered_metadata.sync" } else { "mma.sp.sync" }, 1);
    }
    Ok(MmaSyncChoice { spec, requires, intrinsic, what })
}

fn acc_struct(spec: &MmaSyncSpec, t: &str) -> Type {
    Type::Struct(vec![MmaSyncSpec::acc_reg(t); spec.acc_regs(t).unwrap_or(0) as usize])
}

/// `2xvector<2xf16> 4xf32`, as MLIR 22 lists them.
fn acc_choices(spec: &MmaSyncSpec) -> String {
    spec.cd.iter().map(|t| format!("{}x{}", spec.acc_regs(t).unwrap_or(0), MmaSyncSpec::acc_reg(t))).collect::<Vec<_>>().join(" ")
}

fn list(t: &Type, n: usize) -> String {
    vec![t.to_string(); n].join(", ")
}

/// `n` operands of type `t` where `want` registers of type `reg` are needed.
fn fragment(which: &str, t: &Type, n: usize, want: u32, reg: Type) -> Result<(), String> {
    if n == want as usize && *t == reg {
        Ok(())
    } else {
        Err(format!("Could not match types for the {which} operands; expected one of {want}x{reg} but got {}", list(t, n)))
    }
}
