//! `nvvm.wmma.load`, `nvvm.wmma.store` and `nvvm.wmma.mma`: the shape,
//! fragment, layouts and element types written, checked against
//! `intrinsics/wmma.toml`, and the LLVM 22 intrinsic they name. The verifier
//! and the emitter both resolve an op here; the messages are mlir-opt-22's,
//! in its order.

use crate::ir::{Attr, AttrDict, Type, WmmaKind, WmmaOp};
use crate::ops::WmmaSpec;

/// What an `nvvm.wmma.*` op resolves to.
#[derive(Debug)]
pub struct WmmaChoice {
    pub spec: &'static WmmaSpec,
    /// The intrinsic the op calls.
    pub intrinsic: String,
    /// The PTX instruction, for diagnostics.
    pub what: String,
    /// A load whose intrinsic returns one i32 where the op's result is
    /// `!llvm.struct<(i32)>`, as MLIR 22 writes it: the emitter wraps the value.
    pub wrap_single: bool,
}

fn enum_attr<'a>(attrs: &'a AttrDict, key: &str) -> Result<&'a str, String> {
    match attrs.get(key) {
        Some((Attr::Enum { value, .. }, _)) => Ok(value.as_str()),
        _ => Err(format!("requires attribute '{key}'")),
    }
}

fn int_attr(attrs: &AttrDict, key: &str) -> Result<u32, String> {
    match attrs.get(key) {
        Some((Attr::Int(v), _)) => u32::try_from(*v).map_err(|_| format!("attribute '{key}' is out of range")),
        _ => Err(format!("requires attribute '{key}'")),
    }
}

fn shape(attrs: &AttrDict) -> Result<(u32, u32, u32), String> {
    Ok((int_attr(attrs, "m")?, int_attr(attrs, "n")?, int_attr(attrs, "k")?))
}

/// The address space of the pointer, when it is one of 0, 1 and 3.
fn space(op: &WmmaOp) -> Option<u32> {
    match op.ptr.as_ref().map(|p| &p.1) {
        Some(Type::Ptr(s @ (0 | 1 | 3))) => Some(*s),
        _ => None,
    }
}

/// `!llvm.struct<(T, T, ..)>` of `n` registers.
fn regs_struct(t: &Type, n: u32) -> Type {
    Type::Struct(vec![t.clone(); n as usize])
}

/// Resolves `op`, or mlir-opt-22's message for what is wrong with it.
pub fn resolve(op: &WmmaOp, attrs: &AttrDict) -> Result<WmmaChoice, String> {
    match op.kind {
        WmmaKind::Load => {
            let space = space(op).ok_or("expected source pointer in memory space 0, 1, 3")?;
            let (shape, layout, t, frag) = (shape(attrs)?, enum_attr(attrs, "layout")?, enum_attr(attrs, "eltype")?, enum_attr(attrs, "frag")?);
            let spec = WmmaSpec::find_fragment(shape, frag, t).filter(|_| frag != "d").ok_or("invalid attribute combination")?;
            let (reg, n) = spec.fragment(frag, t);
            let got = op.result_ty.as_ref();
            // One i32 register: MLIR 22 writes the result as `!llvm.struct<(i32)>`
            // (the op's result is a struct or f64); a front end's call of the
            // intrinsic returns the bare i32 (lifted, never parsed).
            let bare = n == 1 && reg == Type::Int(32) && got == Some(&reg);
            let wrap_single = n == 1 && reg == Type::Int(32) && !bare;
            if n == 1 && reg == Type::Float(64) {
                if got != Some(&reg) {
                    return Err("expected destination type to be f64".into());
                }
            } else if !bare && got != Some(&regs_struct(&reg, n)) {
                return Err(format!("expected destination type is a structure of {n} elements of type '{reg}'"));
            }
            Ok(WmmaChoice { spec, intrinsic: spec.ldst_intrinsic("load", frag, layout, t, space), what: spec.ldst_ptx("load", frag, layout, t, space), wrap_single })
        }
        WmmaKind::Store => {
            let space = space(op).ok_or("expected operands to be a source pointer in memory space 0, 1, 3")?;
            let (shape, layout, t) = (shape(attrs)?, enum_attr(attrs, "layout")?, enum_attr(attrs, "eltype")?);
            let spec = WmmaSpec::find_fragment(shape, "d", t).ok_or("invalid attribute combination")?;
            let (reg, n) = spec.fragment("d", t);
            if op.args.len() != n as usize {
                return Err(format!("expected {n} data operands"));
            }
            if op.args.iter().any(|(_, ty)| *ty != reg) {
                return Err(format!("expected data operands of type '{reg}'"));
            }
            Ok(WmmaChoice { spec, intrinsic: spec.ldst_intrinsic("store", "d", layout, t, space), what: spec.ldst_ptx("store", "d", layout, t, space), wrap_single: false })
        }
        WmmaKind::Mma => {
            let (shape, la, lb) = (shape(attrs)?, enum_attr(attrs, "layoutA")?, enum_attr(attrs, "layoutB")?);
            let (a, d) = (enum_attr(attrs, "eltypeA")?, enum_attr(attrs, "eltypeB")?);
            let spec = WmmaSpec::find_mma(shape, a, d).ok_or("invalid attribute combination")?;
            let frags = [spec.fragment("a", a), spec.fragment("b", a), spec.fragment("c", d)];
            let want: Vec<&Type> = frags.iter().flat_map(|(t, n)| std::iter::repeat_n(t, *n as usize)).collect();
            if op.args.len() != want.len() {
                return Err(format!("expected {} arguments", want.len()));
            }
            if let Some(i) = op.args.iter().zip(&want).position(|((_, got), want)| got != *want) {
                return Err(format!("expected argument {i} to be of type '{}'", want[i]));
            }
            let (reg, n) = &frags[2];
            if op.result_ty.as_ref() != Some(&regs_struct(reg, *n)) {
                return Err(format!("expected destination type is a structure of {n} elements of type '{reg}'"));
            }
            Ok(WmmaChoice { spec, intrinsic: spec.mma_intrinsic(la, lb, a, d), what: spec.mma_ptx(la, lb, a, d), wrap_single: false })
        }
    }
}
