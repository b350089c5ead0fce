//! One named barrier, one thread count: every use of a `bar.sync` id from 1
//! to 15 in a function (an `nvvm.barrier`/`nvvm.barrier.arrive` with
//! constant operands, a `bar.sync`/`bar.arrive`/`bar.red` in inline PTX)
//! must wait for the same number of threads. ptxas accepts `bar.sync 1, 64`
//! beside `bar.sync 1, 128`, and the barrier then completes when either
//! count has arrived. Id 0 is the CTA barrier, which front ends (Triton's
//! warp-specialised kernels) also use for a partition's threads.

use super::*;
use crate::ptx_asm::{barrier_uses, ThreadCount};

impl FuncCheck<'_> {
    pub(super) fn check_barrier_counts(&mut self) {
        let mut first: FastMap<u32, (u32, Span)> = FastMap::default();
        let f = self.f;
        for op in f.blocks.iter().flat_map(|b| &b.ops) {
            for (id, count) in self.barrier_ids(op) {
                let ThreadCount::Known(n) = count else { continue };
                if id == 0 {
                    continue;
                }
                match first.get(&id) {
                    Some(&(m, at)) if m != n => self.errs.push(
                        Diagnostic::error("named-barrier", format!("named barrier {id} is used for {n} threads here and for {m} threads before"))
                            .at(op.span)
                            .label(at, format!("barrier {id} for {m} threads"))
                            .note("every use of one bar.sync id in a function must wait for the same threads; give the other group its own id"),
                    ),
                    Some(_) => {}
                    None => {
                        first.insert(id, (n, op.span));
                    }
                }
            }
        }
    }

    /// The constant barrier ids `op` uses, with their thread counts.
    fn barrier_ids(&self, op: &Op) -> Vec<(u32, ThreadCount)> {
        match &op.kind {
            OpKind::Table { spec, operands, .. } if matches!(spec.name, "nvvm.barrier" | "nvvm.barrier.arrive") => {
                let konst = |i: usize| operands.get(i).cloned().flatten().map(|v| self.consts.get(v.name.as_str()).and_then(|&c| u32::try_from(c).ok()));
                let Some(Some(id)) = konst(0) else { return Vec::new() };
                let count = match konst(1) {
                    None => ThreadCount::All,
                    Some(Some(n)) => ThreadCount::Known(n),
                    Some(None) => ThreadCount::Unknown,
                };
                vec![(id, count)]
            }
            OpKind::InlinePtx(ip) => barrier_uses(&ip.ptx).into_iter().map(|u| (u.id, u.count)).collect(),
            OpKind::InlineAsm { asm, .. } => barrier_uses(asm).into_iter().map(|u| (u.id, u.count)).collect(),
            _ => Vec::new(),
        }
    }
}
