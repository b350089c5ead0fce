//! The (semantic, scope) memory ops of spec 001: nvsync loads, stores,
//! read-modify-writes, compare-and-swaps and fences.

use super::*;

impl FuncBuilder<'_> {
    // ---- memory ops with (semantic, scope) (spec 001) -------------------------
    //
    // (`mem_pair` below gives the pair an op means.)
    //
    // The pair becomes an LLVM atomic with a sync scope (llc-22 prints its .sem
    // and .scope), except read-modify-writes, which emit inline `atom` with the
    // exact modifiers. Neither attribute written: sc + sys; only a scope: sc.
    pub(super) fn memory(&mut self, op: &Op) {
        let OpKind::Table { spec, operands, types, result_type, .. } = &op.kind else { unreachable!() };
        let (sem, scope) = op.mem_pair();
        let scope = scope.into_owned();
        let atomic = |o: Ordering| Some(Atomic { ordering: o, scope: scope.clone() });
        let ty_of = |i: usize| types.get(i).map(|(t, _)| t.clone());
        let result = op.result.clone();
        let kind = match spec.expand {
            Some("memory_load") => {
                let order = match &*sem {
                    "weak" => None,
                    "relaxed" => atomic(Ordering::Monotonic),
                    "acquire" => atomic(Ordering::Acquire),
                    _ => atomic(Ordering::SeqCst),
                };
                let ty = result_type.as_ref().map(|(t, _)| t.clone()).unwrap_or(Type::Int(32));
                OpKind::Load { ptr: operands[0].clone().unwrap(), ptr_ty: ty_of(0).unwrap(), ty, volatile: false, atomic: order }
            }
            Some("memory_store") => {
                let order = match &*sem {
                    "weak" => None,
                    "relaxed" => atomic(Ordering::Monotonic),
                    "release" => atomic(Ordering::Release),
                    _ => atomic(Ordering::SeqCst),
                };
                OpKind::Store { value: operands[0].clone().unwrap(), ptr: operands[1].clone().unwrap(), ty: ty_of(0).unwrap(), ptr_ty: ty_of(1).unwrap(), volatile: false, atomic: order }
            }
            Some("memory_rmw") => OpKind::AtomicRmw {
                kind: op.attr(AttrKind::Rmw).unwrap_or_default().into_owned(),
                ptr: operands[0].clone().unwrap(),
                value: operands[1].clone().unwrap(),
                ptr_ty: ty_of(0).unwrap(),
                ty: ty_of(1).unwrap(),
                atomic: if sem == "weak" { None } else { atomic(ordering_of(&sem)) },
            },
            Some("memory_cmpxchg") => {
                // A weak compare-and-swap is PTX's bare atom.cas: relaxed at gpu scope.
                let (success, failure, scope) = match &*sem {
                    "weak" => (Ordering::Monotonic, Ordering::Monotonic, "gpu".to_string()),
                    "relaxed" => (Ordering::Monotonic, Ordering::Monotonic, scope.clone()),
                    "acquire" => (Ordering::Acquire, Ordering::Acquire, scope.clone()),
                    "release" => (Ordering::Release, Ordering::Monotonic, scope.clone()),
                    "acq_rel" => (Ordering::AcqRel, Ordering::Acquire, scope.clone()),
                    _ => (Ordering::SeqCst, Ordering::SeqCst, scope.clone()),
                };
                OpKind::Cmpxchg {
                    ptr: operands[0].clone().unwrap(),
                    cmp: operands[1].clone().unwrap(),
                    new: operands[2].clone().unwrap(),
                    ptr_ty: ty_of(0).unwrap(),
                    ty: ty_of(1).unwrap(),
                    success,
                    failure,
                    scope,
                    pair: false,
                }
            }
            _ => OpKind::Fence { ordering: ordering_of(&sem), scope: Some(scope.clone()) },
        };
        self.push(Op { result, name: op.name.clone(), kind, attrs: AttrDict::default(), span: op.span, name_span: op.name_span });
    }
}

/// The LLVM ordering of a (non-weak) semantic.
pub(super) fn ordering_of(sem: &str) -> Ordering {
    match sem {
        "relaxed" => Ordering::Monotonic,
        "acquire" => Ordering::Acquire,
        "release" => Ordering::Release,
        "acq_rel" => Ordering::AcqRel,
        _ => Ordering::SeqCst,
    }
}
