//! A checker for the front half's one-pass verification. The pipeline
//! verifies the module as written once, then only the ops the nvsync
//! expansions write (`verify::verify_expansions`). Here every expansion, and
//! random modules over every op form, go through that pipeline on every
//! target, and the lowered module is then verified again in full, as if
//! written by hand: it must pass, every table op must carry the form a full
//! verification chooses, and the chosen PTX version must cover the full
//! verification's. An expansion that writes an op the target lacks, or a form
//! lost on the way, fails here.

use nvvm_lower::driver::{check, lower_checked, Front};
use nvvm_lower::ir::{Module, OpKind};
use nvvm_lower_synth::{nvsync_function, random_module, Rng, NVSYNC_KERNELS};
use nvvm_lower::target::Target;
use nvvm_lower::{parse, verify};

/// The front half's result, or None where the program is refused for `t`
/// (an expansion of an op the target lacks is refused after the lowering).
fn front(src: &str, t: Target) -> Option<Front> {
    let mut m = parse::parse_module(src).expect("parses");
    let checked = check(&mut m, t, None, Default::default()).ok()?;
    lower_checked(m, checked, t, None).ok()
}

/// The full verifier on the lowered module agrees with what the pipeline decided.
fn recheck(what: &str, t: Target, f: &Front) -> Result<(), String> {
    let full = verify::verify(&f.module, t, None).map_err(|ds| format!("{t} {what}: the lowered module fails a full verification: {ds:?}"))?;
    let chosen = full.ptx.expect("a version");
    if chosen > f.ptx {
        return Err(format!("{t} {what}: the pipeline chose PTX {} but the lowered module needs {chosen}", f.ptx));
    }
    let carried = forms(&f.module);
    for (path, form) in &full.forms {
        if carried.get(path) != Some(&Some(*form)) {
            return Err(format!("{t} {what}: op {path:?} carries form {:?}, a full verification chooses {form}", carried.get(path)));
        }
    }
    if carried.len() != full.forms.len() {
        return Err(format!("{t} {what}: {} table ops, {} verified forms", carried.len(), full.forms.len()));
    }
    Ok(())
}

fn forms(m: &Module) -> std::collections::HashMap<verify::OpPath, Option<usize>> {
    let mut out = std::collections::HashMap::new();
    for (fi, f) in m.funcs.iter().enumerate() {
        for (bi, b) in f.blocks.iter().enumerate() {
            for (oi, op) in b.ops.iter().enumerate() {
                if let OpKind::Table { form, .. } = &op.kind {
                    out.insert((fi, bi, oi), *form);
                }
            }
        }
    }
    out
}

#[test]
fn every_expansion_on_every_target_passes_a_full_verification() {
    let mut failures = Vec::new();
    let mut checked = 0;
    for t in Target::all() {
        for (what, body, everywhere) in NVSYNC_KERNELS {
            let Some(f) = front(&nvsync_function("k", body), t) else {
                if *everywhere {
                    failures.push(format!("{t} {what}: refused, though legal on every target"));
                }
                continue;
            };
            checked += 1;
            failures.extend(recheck(what, t, &f).err());
        }
    }
    assert!(checked >= 28 * 6, "only {checked} expansions were accepted anywhere");
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn random_modules_keep_their_forms_through_the_lowering() {
    let mut failures = Vec::new();
    for t in Target::all() {
        let src = random_module(&mut Rng::new(77 + t.index() as u64), t, 16);
        let f = front(&src, t).unwrap_or_else(|| panic!("{t}: a generated module is refused\n{src}"));
        failures.extend(recheck("random module", t, &f).err());
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
