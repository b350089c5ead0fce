//! Named-barrier slots belong to the function: every [`super::Lowering`]
//! reads the ids the function's IR already uses (its `llvm.nvvm.barrier*`
//! calls with constant ids, the `bar.sync`/`bar.arrive` of its inline asm)
//! and the reservations recorded on it, so two `Lowering`s on one function,
//! or a `Lowering` and the front end's own barriers, never share an id.

use crate::diag::Diagnostic;
use crate::ptx_asm::{barrier_uses, BarrierUse, ThreadCount};
use inkwell::attributes::AttributeLoc;
use inkwell::context::Context;
use inkwell::values::{AsValueRef, FunctionValue, InstructionOpcode};

/// The string function attribute that records the named barriers reserved
/// in a function, as `id:count` pairs (`"1:64,2:128"`): the reservation is
/// part of the function, so every `Lowering` sees it, before any barrier
/// op of it is emitted too.
pub const RESERVED_ATTRIBUTE: &str = "nvvm-lower-named-barriers";

/// bar.sync's ids per CTA (PTX: 0 to 15).
const SLOTS: u32 = crate::lower::NAMED_BARRIER_SLOTS as u32;

/// The named barriers of one function: its own uses and its reservations.
pub(super) struct FunctionBarriers {
    uses: Vec<BarrierUse>,
    reserved: Vec<(u32, u32)>,
}

impl FunctionBarriers {
    /// Reads `f`'s IR and its reservations.
    pub(super) fn read(f: FunctionValue<'_>) -> FunctionBarriers {
        FunctionBarriers { uses: uses_in(f), reserved: reservations(f) }
    }

    /// The lowest id neither slot 0 (the CTA barrier, which callees may
    /// use), a use nor a reservation takes.
    pub(super) fn free_slot(&self) -> Option<u32> {
        (1..SLOTS).find(|&id| !self.uses.iter().any(|u| u.id == id) && !self.reserved.iter().any(|&(r, _)| r == id))
    }

    /// Why barrier `id` cannot be used for `count` threads: the function
    /// already uses or reserved it for another count.
    pub(super) fn collision(&self, id: u32, count: u32) -> Option<Diagnostic> {
        let want = ThreadCount::Known(count);
        if let Some(&(_, c)) = self.reserved.iter().find(|&&(r, c)| r == id && c != count) {
            return Some(collision(id, want, ThreadCount::Known(c), "reserved"));
        }
        let reserved = self.reserved.iter().any(|&(r, _)| r == id);
        // A reservation's own barrier ops use its count; any other use of a
        // reserved id is the front end's, and aliases it.
        let clash = |u: &&BarrierUse| u.id == id && (want.conflicts_with(u.count) || (reserved && u.count != want));
        self.uses.iter().find(clash).map(|u| collision(id, want, u.count, "uses"))
    }
}

fn collision(id: u32, want: ThreadCount, have: ThreadCount, how: &str) -> Diagnostic {
    Diagnostic::error("named-barrier", format!("named barrier {id} for {want} collides with this function's: it already {how} barrier {id} for {have}"))
        .note("every use of one bar.sync id in a function must wait for the same threads; take a fresh one with Lowering::named_barrier")
}

/// Records the reservation of barrier `id` for `count` threads on `f`.
pub(super) fn reserve(ctx: &Context, f: FunctionValue<'_>, id: u32, count: u32) {
    let mut value = f.get_string_attribute(AttributeLoc::Function, RESERVED_ATTRIBUTE).and_then(|a| a.get_string_value().to_str().ok().map(str::to_string)).unwrap_or_default();
    if !value.is_empty() {
        value.push(',');
    }
    value.push_str(&format!("{id}:{count}"));
    f.add_attribute(AttributeLoc::Function, ctx.create_string_attribute(RESERVED_ATTRIBUTE, &value));
}

/// The reservations recorded on `f` ([`RESERVED_ATTRIBUTE`]).
fn reservations(f: FunctionValue<'_>) -> Vec<(u32, u32)> {
    let Some(a) = f.get_string_attribute(AttributeLoc::Function, RESERVED_ATTRIBUTE) else { return Vec::new() };
    let text = a.get_string_value().to_str().unwrap_or("").to_string();
    text.split(',').filter_map(|p| p.split_once(':')).filter_map(|(id, n)| Some((id.trim().parse().ok()?, n.trim().parse().ok()?))).collect()
}

/// The named-barrier uses with a constant id in `f`: `llvm.nvvm.barrier*`
/// calls (not the cluster barrier's) and inline asm.
fn uses_in(f: FunctionValue<'_>) -> Vec<BarrierUse> {
    let mut out = Vec::new();
    for i in f.get_basic_block_iter().flat_map(|b| b.get_instructions()) {
        if i.get_opcode() != InstructionOpcode::Call {
            continue;
        }
        let n = i.get_num_operands();
        let Some(callee) = i.get_operand(n.saturating_sub(1)).and_then(|o| o.value()) else { continue };
        // SAFETY: `callee` is a live value of the function.
        if unsafe { !llvm_sys::core::LLVMIsAInlineAsm(callee.as_value_ref()).is_null() } {
            out.extend(barrier_uses(&crate::lift::asm_string(callee.as_value_ref())));
            continue;
        }
        let name = callee.get_name().to_string_lossy();
        let Some(rest) = name.strip_prefix("llvm.nvvm.barrier") else { continue };
        if rest.starts_with('0') || rest.starts_with(".cluster") {
            continue;
        }
        let arg = |k: u32| i.get_operand(k).and_then(|o| o.value()).and_then(super::constant);
        let Some(id) = arg(0).and_then(|c| u32::try_from(c).ok()).filter(|&c| c < SLOTS) else { continue };
        let count = if rest.ends_with(".count") || rest.ends_with(".cnt") {
            arg(1).and_then(|c| u32::try_from(c).ok()).map_or(ThreadCount::Unknown, ThreadCount::Known)
        } else {
            ThreadCount::All
        };
        out.push(BarrierUse { id, count });
    }
    out
}
