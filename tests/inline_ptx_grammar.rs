//! The inline-PTX forms (`intrinsics/inline_ptx_forms.toml`) against ptxas,
//! on mutants of the rule examples.
//!
//! Every rule example of `intrinsics/inline_ptx.toml` and
//! `intrinsics/inline_ptx_isa.toml` whose instruction has a form is mutated
//! as a user's typo would: each modifier after the first token dropped (a
//! state space with the address made a generic, 64-bit one), each pair of
//! neighbouring tokens swapped, the trailing type changed to another width,
//! the last operand dropped, a 32-bit register operand added (where the form
//! takes no more operands). Each mutant is
//! assembled by ptxas on a target where the original assembles (the first of
//! sm_100a, sm_90a, sm_120a, sm_80, sm_75 the rules allow it on, at that
//! target's newest PTX version), and `check`'s verdict on it must be
//! ptxas's: a mutant the reader vouches for (its form fits, its rules allow
//! it there) assembles, and one it refuses does not. A mutant it cannot read
//! (no rule names it) is counted.

mod common;

use nvvm_lower::ops::INLINE_PTX_RULES;
use nvvm_lower::ptx_asm;
use nvvm_lower::target::{PtxVersion, Target};
use std::collections::{BTreeMap, BTreeSet};

/// What `check` makes of one instruction on `t` at `v`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Verdict {
    /// Its rules allow it and its form fits (or it has no form).
    Vouches,
    /// A form or a rule refuses it.
    Refuses,
    /// No rule reads it (a warning with a count).
    Unread,
}

fn verdict(text: &str, t: Target, v: PtxVersion) -> Verdict {
    let read = ptx_asm::read(text);
    if !read.unread.is_empty() || read.insns.len() != 1 {
        return Verdict::Unread;
    }
    let st = &ptx_asm::statements(text)[0];
    let gated = read.insns[0].min_ptx_on(t.index()).is_ok_and(|need| v >= need);
    if gated && ptx_asm::check_form(&st.opcode, &st.operands).is_ok() {
        Verdict::Vouches
    } else {
        Verdict::Refuses
    }
}

/// The trailing type at another width (`b64` for `b32`, ...).
fn other_type(t: &str) -> Option<&'static str> {
    Some(match t {
        "b16" => "b32",
        "b32" => "b64",
        "b64" => "b32",
        "u32" => "u64",
        "u64" => "u32",
        "s32" => "s64",
        "f32" => "f64",
        "pred" => "b32",
        _ => return None,
    })
}

/// The mutants of one instruction, as `opcode operands;` lines.
fn mutants(opcode: &str, operands: &str) -> Vec<String> {
    let tokens: Vec<&str> = opcode.split('.').collect();
    let line = |tokens: &[&str], operands: &str| format!("{} {operands};", tokens.join("."));
    let mut out = Vec::new();
    // A token dropped from a name of three or more tokens makes another
    // instruction (`mbarrier.try_wait` of `try_wait.parity`), whose operands
    // are not these.
    let name = ptx_asm::form_name_len(opcode).unwrap_or(1);
    for i in 1..tokens.len() {
        let mut t = tokens.clone();
        t.remove(i);
        if i >= name || name < 3 {
            // Without its state space an address is generic: a 64-bit register.
            let operands = if tokens[i].starts_with("shared") { generic_addresses(operands) } else { operands.to_string() };
            out.push(line(&t, &operands));
        }
        if i + 1 < tokens.len() {
            let mut t = tokens.clone();
            t.swap(i, i + 1);
            out.push(line(&t, operands));
        }
    }
    if let Some(other) = tokens.last().and_then(|t| other_type(t)) {
        let mut t = tokens.clone();
        *t.last_mut().unwrap() = other;
        out.push(line(&t, operands));
    }
    let ops: Vec<&str> = split_operands(operands);
    if !ops.is_empty() {
        out.push(line(&tokens, &ops[..ops.len() - 1].join(", ")));
        // An operand more where the form takes one more is a question of
        // operand kinds, which the forms do not describe.
        let more = format!("{operands}, %r9");
        if ptx_asm::check_form(opcode, &more).is_err() {
            out.push(line(&tokens, &more));
        }
    }
    out
}

/// `operands` with each 32-bit register address `[%rN]` as the 64-bit `[%rdN]`.
fn generic_addresses(operands: &str) -> String {
    let mut out = String::new();
    let mut rest = operands;
    while let Some(i) = rest.find("[%r") {
        let digit = rest[i + 3..].starts_with(|c: char| c.is_ascii_digit());
        out.push_str(&rest[..i + 3]);
        if digit {
            out.push('d');
        }
        rest = &rest[i + 3..];
    }
    out.push_str(rest);
    out
}

/// The operands at the top level (commas outside `{}` and `[]`).
fn split_operands(operands: &str) -> Vec<&str> {
    let (mut out, mut depth, mut start) = (Vec::new(), 0i32, 0);
    for (i, c) in operands.char_indices() {
        match c {
            '{' | '[' => depth += 1,
            '}' | ']' => depth -= 1,
            ',' if depth == 0 => {
                out.push(operands[start..i].trim());
                start = i + 1;
            }
            _ => {}
        }
    }
    if !operands.trim().is_empty() {
        out.push(operands[start..].trim());
    }
    out
}

#[test]
fn every_mutant_of_a_formed_instruction_is_judged_as_ptxas_judges_it() {
    let prefer = ["sm_100a", "sm_90a", "sm_120a", "sm_80", "sm_75"].map(|n| Target::parse(n).unwrap());
    // (target, version) → the lines to assemble there, originals first.
    let mut cases: BTreeMap<(usize, PtxVersion), (Target, BTreeSet<String>)> = BTreeMap::new();
    let mut originals = 0;
    for r in INLINE_PTX_RULES {
        let st = &ptx_asm::statements(r.example)[0];
        if ptx_asm::check_form(&st.opcode, &st.operands) != Ok(true) {
            continue;
        }
        let Some(&t) = prefer.iter().find(|t| verdict(r.example, **t, t.info().ptxas.max_ptx()) == Verdict::Vouches) else { continue };
        originals += 1;
        let (_, lines) = cases.entry((t.index(), t.info().ptxas.max_ptx())).or_insert_with(|| (t, BTreeSet::new()));
        lines.insert(r.example.to_string());
        lines.extend(mutants(&st.opcode, &st.operands));
    }
    let (mut false_passes, mut false_refusals, mut unread_accepted, mut agreed, mut total) = (Vec::new(), Vec::new(), Vec::new(), 0, 0);
    for ((_, v), (t, lines)) in &cases {
        let lines: Vec<&str> = lines.iter().map(String::as_str).collect();
        let all: Vec<usize> = (0..lines.len()).collect();
        let no = common::rejected_lines(*t, *v, &lines, &all);
        for (i, line) in lines.iter().enumerate() {
            total += 1;
            let accepted = !no.contains(&i);
            match (verdict(line, *t, *v), accepted) {
                (Verdict::Vouches, false) => false_passes.push(format!("{line} on {t} at {v}: check vouches, ptxas rejects")),
                (Verdict::Refuses, true) => false_refusals.push(format!("{line} on {t} at {v}: check refuses ({:?}), ptxas accepts", ptx_asm::check_form(ptx_asm::statements(line)[0].opcode.as_str(), &ptx_asm::statements(line)[0].operands))),
                (Verdict::Unread, true) => unread_accepted.push(format!("{line} on {t} at {v}")),
                _ => agreed += 1,
            }
        }
    }
    eprintln!(
        "{originals} formed rule examples, {total} lines (examples and mutants): {agreed} judged as ptxas judges them, {} false passes, {} false refusals, {} unread that ptxas accepts",
        false_passes.len(),
        false_refusals.len(),
        unread_accepted.len()
    );
    for u in &unread_accepted {
        eprintln!("unread, accepted by ptxas: {u}");
    }
    assert!(originals > 50, "only {originals} rule examples have a form");
    let wrong: Vec<String> = false_passes.into_iter().chain(false_refusals).collect();
    assert!(wrong.is_empty(), "{} disagreement(s) with ptxas:\n{}", wrong.len(), wrong.join("\n"));
}
