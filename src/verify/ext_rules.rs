//! MLIR 22's verifier rules for the warp-level and scheduling ops whose
//! messages name the types involved, with mlir-opt-22's wording. The rules a
//! table row can say (`reject` in `intrinsics/*.toml`) live there instead.

use crate::types::Type;
use crate::ops::{AttrKind, Facts, OpSpec};

/// MLIR's message for the first rule `spec` as written breaks, if any: `tys`
/// has the type of each operand slot, `result` the result type as written.
pub(super) fn check(spec: &OpSpec, facts: &Facts, tys: &[Option<Type>], result: Option<&Type>) -> Option<String> {
    let attr = |a: AttrKind| facts.attr(a);
    let operand = |name: &str| spec.operands.iter().position(|o| o.name == name).and_then(|i| tys.get(i).cloned().flatten());
    match spec.name {
        "nvvm.shfl.sync" => shfl(operand("val")?, result?, attr(AttrKind::Valid) == Some("true")),
        "nvvm.vote.sync" => vote(attr(AttrKind::VoteKind)?, result?),
        "nvvm.match.sync" => match_sync(attr(AttrKind::MatchKind)?, result?),
        "nvvm.redux.sync" => redux(attr(AttrKind::ReduxKind)?, &operand("val")?, result?, attr(AttrKind::Abs) == Some("true"), attr(AttrKind::Nan) == Some("true")),
        "nvvm.setmaxregister" => reg_count(attr(AttrKind::RegCount)?.parse().ok()?),
        "nvvm.pmevent" => pm_event(attr(AttrKind::PmId).and_then(|v| v.parse().ok()), attr(AttrKind::PmMask).and_then(|v| v.parse().ok())),
        "nvvm.clusterlaunchcontrol.query.cancel" => query(attr(AttrKind::Query)?, result?),
        "nvvm.ldmatrix" => ldmatrix(attr(AttrKind::MatrixNum)?.parse().ok()?, attr(AttrKind::MatrixLayout)?, attr(AttrKind::MatrixShape)?, attr(AttrKind::MatrixElt)?, result?),
        "nvvm.stmatrix" => stmatrix(facts.present.iter().skip(1).filter(|p| **p).count(), attr(AttrKind::MatrixLayout)?, attr(AttrKind::MatrixShape)?, attr(AttrKind::MatrixElt)?),
        _ => None,
    }
}

fn shfl(val: Type, result: &Type, valid: bool) -> Option<String> {
    match result {
        Type::Struct(_) if !valid => Some("\"return_value_and_is_valid\" attribute must be specified when the return type is a struct type".into()),
        Type::Struct(fields) if fields.len() != 2 => Some("expected return type to be a two-element struct".into()),
        Type::Struct(fields) if fields[0] != val => Some(format!("expected first element in the returned struct to be of type '{val}' but got '{}' instead", fields[0])),
        Type::Struct(fields) if fields[1] != Type::Int(1) => Some(format!("expected second element in the returned struct to be of type 'i1' but got '{}' instead", fields[1])),
        Type::Struct(_) => None,
        _ if valid => Some("expected return type to be a two-element struct".into()),
        t if *t != val => Some(format!("expected return type to be of type '{val}' but got '{t}' instead")),
        _ => None,
    }
}

fn vote(kind: &str, result: &Type) -> Option<String> {
    match kind {
        "ballot" if *result != Type::Int(32) => Some("vote.sync 'ballot' returns an i32".into()),
        "ballot" => None,
        _ if *result != Type::Int(1) => Some("vote.sync 'any', 'all' and 'uni' returns an i1".into()),
        _ => None,
    }
}

fn match_sync(kind: &str, result: &Type) -> Option<String> {
    let pair = Type::Struct(vec![Type::Int(32), Type::Int(1)]);
    match kind {
        "any" if *result != Type::Int(32) => Some("match.sync 'any' returns an i32".into()),
        "all" if *result != pair => Some("match.sync 'all' returns a two element struct with first element as i32 and second element as i1".into()),
        _ => None,
    }
}

fn redux(kind: &str, val: &Type, result: &Type, abs: bool, nan: bool) -> Option<String> {
    let float_kind = matches!(kind, "fmin" | "fmax");
    if *val == Type::Int(32) && abs {
        return Some("abs attribute is supported only for f32 type".into());
    }
    if *val == Type::Int(32) && nan {
        return Some("nan attribute is supported only for f32 type".into());
    }
    if *val == Type::Float(32) && !float_kind {
        return Some(format!("'{kind}' redux kind unsupported with 'f32' type. Only supported type is 'i32'."));
    }
    if *val == Type::Int(32) && float_kind {
        return Some(format!("'{kind}' redux kind unsupported with 'i32' type. Only supported type is 'f32'."));
    }
    (result != val).then(|| "failed to verify that all of {res, val} have same type".into())
}

fn reg_count(n: i64) -> Option<String> {
    if n % 8 != 0 {
        Some("new register size must be multiple of 8".into())
    } else if !(24..=256).contains(&n) {
        Some("new register size must be in between 24 to 256".into())
    } else {
        None
    }
}

fn pm_event(id: Option<i64>, mask: Option<i64>) -> Option<String> {
    match (id, mask) {
        (Some(_), Some(_)) => Some("`id` and `mask` cannot be set at the same time".into()),
        (None, None) => Some("either `id` or `mask` must be set".into()),
        (Some(i), None) if !(0..=15).contains(&i) => Some("`id` must be between 0 and 15".into()),
        // MLIR refuses it when parsing the i16 attribute.
        (None, Some(m)) if !(-(1 << 15)..1 << 16).contains(&m) => Some("integer constant out of range for attribute".into()),
        // LLVM's NVPTX backend writes the i16 mask as a signed number, and
        // ptxas refuses `pmevent.mask -32768` (docs/reliability.md F10).
        (Some(15), None) => Some("event 15 cannot be signalled: LLVM's NVPTX backend writes its mask (bit 15) as a negative number, which ptxas refuses".into()),
        (None, Some(m)) if m < 0 || m & (1 << 15) != 0 => Some("a mask with bit 15 set (event 15, or a negative mask) cannot be written: LLVM's NVPTX backend writes it as a negative number, which ptxas refuses".into()),
        _ => None,
    }
}

fn query(kind: &str, result: &Type) -> Option<String> {
    match kind {
        "is_canceled" if *result != Type::Int(1) => Some("is_canceled query type returns an i1".into()),
        "is_canceled" => None,
        _ if *result != Type::Int(32) => Some("get_first_cta_id_x, get_first_cta_id_y, get_first_cta_id_z query types return an i32".into()),
        _ => None,
    }
}

/// `m=8,n=16` as MLIR's messages name it: `8x16`.
fn shape_name(shape: &str) -> String {
    shape.trim_start_matches("m=").replace(",n=", "x")
}

fn ldmatrix(num: i64, layout: &str, shape: &str, elt: &str, result: &Type) -> Option<String> {
    let name = shape_name(shape);
    let (nums, layout_needed, elts): (&[i64], Option<&str>, &[&str]) = match shape {
        "m=8,n=8" => (&[1, 2, 4], None, &["b16"]),
        "m=8,n=16" => (&[1, 2, 4], Some("row"), &["b8x16.b4x16_p64", "b8x16.b6x16_p32"]),
        "m=16,n=16" => (&[1, 2], Some("col"), &["b8", "b8x16.b4x16_p64", "b8x16.b6x16_p32"]),
        _ => return Some("expected shape to be 8x8, 8x16 or 16x16".into()),
    };
    if !nums.contains(&num) {
        let list = if nums.len() == 3 { "1, 2 or 4" } else { "1 or 2" };
        return Some(format!("expected num attribute to be {list} for {name} matrix"));
    }
    if let Some(l) = layout_needed.filter(|l| *l != layout) {
        return Some(format!("expected layout to be {l} for {name} matrix"));
    }
    if !elts.contains(&elt) {
        let list = match elts {
            [one] => one.to_string(),
            [init @ .., last] => format!("{} or {last}", init.join(", ")),
            [] => String::new(),
        };
        return Some(format!("expected element type to be {list} for {name} matrix"));
    }
    // Four 32-bit registers per 8x8 16-bit matrix over the warp: one per thread;
    // a 16x16 8-bit matrix is two.
    let regs = if shape == "m=16,n=16" { 2 * num } else { num } as usize;
    let want = if regs == 1 { Type::Int(32) } else { Type::Struct(vec![Type::Int(32); regs]) };
    (*result != want).then(|| if regs == 1 { "expected destination type is i32".to_string() } else { format!("expected destination type is a structure of {regs} elements of type i32") })
}

fn stmatrix(sources: usize, layout: &str, shape: &str, elt: &str) -> Option<String> {
    if !matches!(sources, 1 | 2 | 4) {
        return Some("expected num attribute to be 1, 2 or 4".into());
    }
    match (shape, layout, elt) {
        ("m=8,n=8", _, "b16") => None,
        ("m=8,n=8", _, _) => Some("expected element type to be B16 for 8x8 matrix".into()),
        ("m=16,n=8", "row", _) => Some("expected layout to be col for 16x8 matrix".into()),
        ("m=16,n=8", _, "b8") => None,
        ("m=16,n=8", _, _) => Some("expected element type to be B8 for 16x8 matrix".into()),
        _ => Some("expected shape to be 8x8 or 16x8".into()),
    }
}
