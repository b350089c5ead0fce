//! The inline-PTX matrix: every rule of `intrinsics/inline_ptx.toml` and
//! `intrinsics/inline_ptx_isa.toml` against
//! ptxas, on every target, at every PTX version the target's pinned ptxas
//! reads (ptxas 13.5; 12.9 for sm_70, sm_72, sm_101*).
//!
//! Each rule's example is read by the reader (src/ptx_asm.rs), which names
//! the rules that gate it (the instruction's own and its qualifiers'); what
//! they predict (the target is in every rule's set, the version at least
//! every rule's minimum) must be what ptxas does with the example, in both
//! directions: any disagreement fails the test. The examples of a (target,
//! version) are assembled in one ptxas run ([`common::rejected_lines`]).
//!
//! The table ops' forms that print a sync instruction are cross-checked
//! without ptxas: a form the gating matrix proves on a target at a version
//! (tests/gating_matrix.rs) must be allowed there by the inline rules too.

mod common;

use common::parallel;
use nvvm_lower::ops::{AsmRule, INLINE_PTX_RULES, OPS, PTX_VERSIONS};
use nvvm_lower::ptx_asm::{self, Class};
use nvvm_lower::target::{PtxVersion, Target};
use std::sync::Mutex;

/// What the rules say of rule `i`'s example on `t` at `v`.
fn predicted(i: usize, t: Target, v: PtxVersion) -> bool {
    let read = ptx_asm::read(INLINE_PTX_RULES[i].example);
    assert!(read.unread.is_empty() && read.insns.len() == 1, "{}: the example reads as {read:?}", INLINE_PTX_RULES[i].describe());
    read.insns[0].min_ptx_on(t.index()).is_ok_and(|need| v >= need)
}

#[test]
fn every_inline_ptx_rule_on_every_target_and_version_agrees_with_ptxas() {
    let all: Vec<usize> = (0..INLINE_PTX_RULES.len()).collect();
    let cases: Vec<(Target, PtxVersion)> = Target::all()
        .flat_map(|t| PTX_VERSIONS.iter().filter(move |&&v| v >= t.min_ptx() && v <= t.info().ptxas.max_ptx()).map(move |&v| (t, v)))
        .collect();
    let disagreements = Mutex::new(Vec::new());
    let (accepted, refused) = (Mutex::new(0usize), Mutex::new(0usize));
    parallel(&cases, |&(t, v)| {
        let lines: Vec<&str> = INLINE_PTX_RULES.iter().map(|r| r.example).collect();
        let no = common::rejected_lines(t, v, &lines, &all);
        let mut local = Vec::new();
        for &i in &all {
            let (want, got) = (predicted(i, t, v), !no.contains(&i));
            if want != got {
                let r: &AsmRule = &INLINE_PTX_RULES[i];
                local.push(format!("{} on {t} at PTX {v}: the rules say {}, ptxas {} ({})", r.describe(), if want { "yes" } else { "no" }, if got { "accepts" } else { "rejects" }, r.example));
            }
        }
        *accepted.lock().unwrap() += all.len() - no.len();
        *refused.lock().unwrap() += no.len();
        disagreements.lock().unwrap().extend(local);
    });
    let mut d = disagreements.into_inner().unwrap();
    d.sort();
    let (accepted, refused) = (accepted.into_inner().unwrap(), refused.into_inner().unwrap());
    eprintln!("{} rules × {} (target, PTX version) cases: {accepted} accepted, {refused} refused by ptxas, {} disagreements", all.len(), cases.len(), d.len());
    assert!(accepted > 0 && refused > 0, "the matrix must exercise both directions");
    assert!(d.is_empty(), "{} disagreement(s) with ptxas:\n{}", d.len(), d.join("\n"));
}

/// The op tables' forms whose PTX is a sync instruction: where a form is
/// allowed (the gating matrix proves it with ptxas and llc-22), the inline
/// rules must allow the same instruction, at a minimum no higher. Without
/// this, an instruction of the tables would be refused when written inline.
#[test]
fn inline_rules_allow_every_table_form_they_read() {
    let mut read = 0;
    let mut disagreements = Vec::new();
    for spec in OPS.iter() {
        for form in spec.forms {
            let opcode = form.ptx.split_whitespace().next().unwrap_or("");
            let Class::Sync(rules) = ptx_asm::classify(opcode) else { continue };
            read += 1;
            let insn = ptx_asm::SyncInsn { opcode: opcode.to_string(), rules };
            for t in Target::all().filter(|t| form.requires.allows_target(t.index())) {
                match insn.min_ptx_on(t.index()) {
                    Err(ptx_asm::NotOnTarget(r)) => disagreements.push(format!("{} [{opcode}] on {t}: the form is allowed, rule '{}' refuses it", spec.name, r.describe())),
                    Ok(need) if need > form.requires.min_ptx_on(t.index()).max(t.min_ptx()) => {
                        disagreements.push(format!("{} [{opcode}] on {t}: the form needs PTX {}, the inline rules {need}", spec.name, form.requires.min_ptx_on(t.index())))
                    }
                    Ok(_) => {}
                }
            }
        }
    }
    assert!(read > 50, "only {read} table forms read as sync instructions");
    assert!(disagreements.is_empty(), "{} disagreement(s):\n{}", disagreements.len(), disagreements.join("\n"));
}
