//! The form of an inline-PTX instruction: its modifiers against the ordered
//! slots of `intrinsics/inline_ptx_forms.toml`, its operand count, and a
//! tensor copy's coordinates against its `.Nd`. A mismatch is named by the
//! part ptxas rejects (tests/inline_ptx_grammar.rs measures the forms with
//! mutants of the rule examples).

use crate::ops::{AsmForm, AsmSlot, INLINE_PTX_FORMS};

/// Checks `opcode` and its `operands` (as written after it) against the
/// forms of its instruction: `Ok(true)` if a form takes it, `Ok(false)` if
/// no form describes the instruction, `Err` naming the part that no form
/// takes (a modifier out of place, a required one missing, the operand
/// count, the coordinate count).
///
/// ```
/// use nvvm_lower::ptx_asm::check_form;
/// assert_eq!(check_form("mbarrier.init.shared::cta.b64", "[$0], $1"), Ok(true));
/// assert!(check_form("mbarrier.init.shared::cta.b32", "[$0], $1").unwrap_err().contains("'.b32'"));
/// assert!(check_form("mbarrier.init.shared::cta.b64", "[$0]").unwrap_err().contains("operand"));
/// assert_eq!(check_form("frobnicate.b32", "$0"), Ok(false));
/// ```
pub fn check_form(opcode: &str, operands: &str) -> Result<bool, String> {
    let tokens: Vec<&str> = opcode.split('.').collect();
    let starts = |f: &&AsmForm| f.insn.len() <= tokens.len() && f.insn.iter().zip(&tokens).all(|(a, b)| a == b);
    let Some(longest) = INLINE_PTX_FORMS.iter().filter(starts).map(|f| f.insn.len()).max() else { return Ok(false) };
    let forms: Vec<&AsmForm> = INLINE_PTX_FORMS.iter().filter(starts).filter(|f| f.insn.len() == longest).collect();
    let rest = &tokens[longest..];
    let mut best: Option<Miss> = None;
    let mut misfit = None;
    for f in &forms {
        match fill(f.slots, rest) {
            Ok(()) => match operands_fit(f, &tokens, operands) {
                Ok(()) => return Ok(true),
                Err(why) => misfit = misfit.or(Some(why)),
            },
            Err(miss) if best.as_ref().is_none_or(|b| miss.at > b.at) => best = Some(miss),
            Err(miss) => {
                if let Some(b) = best.as_mut().filter(|b| b.at == miss.at) {
                    for e in miss.expected {
                        if !b.expected.contains(&e) {
                            b.expected.push(e);
                        }
                    }
                }
            }
        }
    }
    if let Some(why) = misfit {
        return Err(why);
    }
    let miss = best.expect("at least one form");
    let insn = tokens[..longest].join(".");
    let after = format!(" after '{}'", tokens[..longest + miss.at].join("."));
    let expected = miss.expected.iter().take(10).map(|e| if e.is_empty() { "the end of the opcode".to_string() } else { format!("'.{e}'") }).collect::<Vec<_>>().join(", ");
    Err(match rest.get(miss.at) {
        Some(tok) => format!("has the modifier '.{tok}'{after}, which {insn} does not take there (it takes {expected}; intrinsics/inline_ptx_forms.toml)"),
        None => format!("lacks a modifier {insn} requires: one of {expected} (intrinsics/inline_ptx_forms.toml)"),
    })
}

/// The name of the forms that judge `opcode` (the longest `insn` of a form
/// it starts with), as a token count; `None` if no form describes it.
pub fn form_name_len(opcode: &str) -> Option<usize> {
    let tokens: Vec<&str> = opcode.split('.').collect();
    INLINE_PTX_FORMS.iter().filter(|f| f.insn.len() <= tokens.len() && f.insn.iter().zip(&tokens).all(|(a, b)| a == b)).map(|f| f.insn.len()).max()
}

/// Where the modifiers stopped fitting the slots: the index in the tokens
/// after the instruction, and what the slots left would take there (`""`
/// for the end of the opcode; at the end, the required ones missing).
struct Miss {
    at: usize,
    expected: Vec<String>,
}

/// Fills `slots` with `tokens` as ptxas reads modifiers: in any order,
/// each slot at most once, every required slot filled, and the sequenced
/// slots (types, state spaces, layouts: the ones whose meaning is their
/// place) in their own order. Slots are few, so every assignment is tried.
fn fill(slots: &[AsmSlot], tokens: &[&str]) -> Result<(), Miss> {
    let mut miss = Miss { at: 0, expected: Vec::new() };
    if assign(slots, tokens, 0, 0, None, &mut miss) {
        Ok(())
    } else {
        Err(miss)
    }
}

fn assign(slots: &[AsmSlot], tokens: &[&str], at: usize, used: u64, last_sequenced: Option<usize>, miss: &mut Miss) -> bool {
    let free = |s: usize| used & (1 << s) == 0;
    let note = |miss: &mut Miss, expected: Vec<String>| {
        if at > miss.at || miss.expected.is_empty() && at == miss.at {
            *miss = Miss { at, expected: Vec::new() };
        }
        if at == miss.at {
            for e in expected {
                if !miss.expected.contains(&e) {
                    miss.expected.push(e);
                }
            }
        }
    };
    if at == tokens.len() {
        let missing: Vec<String> = (0..slots.len()).filter(|&s| free(s) && !slots[s].optional).flat_map(|s| slots[s].alts.iter().map(|a| a.join("."))).collect();
        if missing.is_empty() {
            return true;
        }
        note(miss, missing);
        return false;
    }
    for (s, slot) in slots.iter().enumerate().filter(|&(s, _)| free(s)) {
        if slot.sequenced && last_sequenced.is_some_and(|l| s < l) {
            continue;
        }
        for alt in slot.alts.iter().filter(|a| tokens.len() >= at + a.len() && tokens[at..at + a.len()] == ***a) {
            let next = if slot.sequenced { Some(s) } else { last_sequenced };
            if assign(slots, tokens, at + alt.len(), used | (1 << s), next, miss) {
                return true;
            }
        }
    }
    let open: Vec<String> = (0..slots.len()).filter(|&s| free(s)).flat_map(|s| slots[s].alts.iter().map(|a| a.join("."))).collect();
    note(miss, if open.is_empty() { vec![String::new()] } else { open });
    false
}

/// The operand count, and a tensor copy's coordinates, against form `f`.
fn operands_fit(f: &AsmForm, tokens: &[&str], operands: &str) -> Result<(), String> {
    let n = operand_count(operands);
    if !f.operands.contains(&(n as u32)) {
        let takes = f.operands.iter().map(u32::to_string).collect::<Vec<_>>().join(" or ");
        return Err(format!("has {n} operand(s), where ptxas takes {takes} for this form"));
    }
    if f.coords {
        let dims = tokens.iter().find_map(|t| t.strip_suffix('d').and_then(|d| d.parse::<usize>().ok()));
        // A gather or scatter of four rows names its column and four rows.
        let four_rows = tokens.iter().any(|t| matches!(*t, "tile::gather4" | "tile::scatter4"));
        if let (Some(dims), Some(coords)) = (dims, tensor_coordinates(operands)) {
            let want = if four_rows { 5 } else { dims };
            if coords != want {
                return Err(format!("gives {coords} tensor coordinate(s) in its '[tensorMap, {{...}}]' operand, where '.{dims}d' takes {want}"));
            }
        }
    }
    Ok(())
}

/// The number of operands in `operands`: commas outside `{}`, `[]` and
/// `()` separate them (`{$0, $1}` and `[$2, {$3, $4}]` are one each).
pub fn operand_count(operands: &str) -> usize {
    if operands.trim().is_empty() {
        return 0;
    }
    let mut depth = 0i32;
    let mut n = 1;
    for c in operands.chars() {
        match c {
            '{' | '[' | '(' => depth += 1,
            '}' | ']' | ')' => depth -= 1,
            ',' if depth == 0 => n += 1,
            _ => {}
        }
    }
    n
}

/// The coordinates inside the first `[...]` operand that holds a `{...}`
/// (a tensor copy's `[tensorMap, {c0, c1}]`).
fn tensor_coordinates(operands: &str) -> Option<usize> {
    let mut rest = operands;
    while let Some(open) = rest.find('[') {
        let close = open + rest[open..].find(']')?;
        let inside = &rest[open + 1..close];
        if let (Some(a), Some(b)) = (inside.find('{'), inside.rfind('}')) {
            return Some(operand_count(&inside[a + 1..b]));
        }
        rest = &rest[close + 1..];
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn operands_count_at_the_top_level() {
        assert_eq!(operand_count(""), 0);
        assert_eq!(operand_count("_|$0, 0xffffffff"), 2);
        assert_eq!(operand_count("[$0, {$1, $2}], [$3], $4"), 3);
        assert_eq!(tensor_coordinates("[$0], [$1, {$2, $3, $4}], [$5]"), Some(3));
    }

    #[test]
    fn the_part_out_of_place_is_named() {
        let e = check_form("mbarrier.try_wait.parity.shared::cluster.b64", "$0, [$1], $2").unwrap_err();
        assert!(e.contains("'.shared::cluster'"), "{e}");
        let e = check_form("setmaxnreg.inc.sync.aligned.u64", "64").unwrap_err();
        assert!(e.contains("'.u64'"), "{e}");
        let e = check_form("mbarrier.init.shared", "[$0], $1").unwrap_err();
        assert!(e.contains("'.b64'") && e.starts_with("lacks"), "{e}");
        // ptxas takes modifiers in any order, but a name's own tokens are fixed.
        assert_eq!(check_form("mbarrier.init.b64.shared", "[$0], $1"), Ok(true));
        assert!(check_form("mbarrier.arrive.shared::cta.expect_tx.b64", "_, [$0], $1").unwrap_err().contains("'.expect_tx'"));
        let e = check_form("cp.async.bulk.tensor.3d.shared::cluster.global.tile.mbarrier::complete_tx::bytes", "[$0], [$1, {$2, $3}], [$4]").unwrap_err();
        assert!(e.contains("2 tensor coordinate(s)"), "{e}");
    }

    #[test]
    fn every_rule_example_fits_its_form() {
        for r in crate::ops::INLINE_PTX_RULES {
            let s = &crate::ptx_asm::statements(r.example)[0];
            assert!(check_form(&s.opcode, &s.operands).is_ok(), "{}: {:?}", r.example, check_form(&s.opcode, &s.operands));
        }
    }
}
