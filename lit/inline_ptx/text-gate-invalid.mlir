// nvvm.inline_ptx in the text: its sync instructions are gated as the lifted
// module's are (the verifier reads the PTX), so try_wait is refused on sm_80,
// a pin below a qualifier's floor is refused on sm_90a, and without a pin the
// chosen version is the one ptxas needs.
// RUN: %not %nvvm-lower %s --target sm_80 2>&1 | %FileCheck %s --check-prefix=SM80
// RUN: %not %nvvm-lower %s --target sm_90a --ptx 8.0 2>&1 | %FileCheck %s --check-prefix=PIN
// RUN: %nvvm-lower %s --target sm_90a 2>/dev/null | %FileCheck %s --check-prefix=PTX
// RUN: %nvvm-lower %s --target sm_90a 2>/dev/null | %ptxas-verify
// SM80: error[gate-target]: inline PTX 'mbarrier.try_wait.parity.relaxed.cta.shared::cta.b64' is not available on sm_80
// SM80-NEXT: ┌─ {{.*}}text-gate-invalid.mlir:18:3
// PIN: error[gate-ptx]: 'mbarrier.try_wait.parity.relaxed.cta.shared::cta.b64' needs PTX ISA 8.6 or newer, but PTX ISA 8.0 is pinned
// PIN-NEXT: ┌─ {{.*}}text-gate-invalid.mlir:18:3
// PTX: .version 8.6
// PTX: mbarrier.try_wait.parity.relaxed.cta.shared::cta.b64

llvm.func @k(%bar : !llvm.ptr<3>, %phase : i32) attributes {nvvm.kernel} {
  nvvm.inline_ptx "mbarrier.init.shared::cta.b64 [$0], 1;" ro(%bar : !llvm.ptr<3>)
  %wait = nvvm.inline_ptx "{ .reg .pred P1; // the phase's parity
    mbarrier.try_wait.parity.relaxed.cta.shared::cta.b64 P1, [$0], $1; selp.u32 $2, 1, 0, P1; }" ro(%bar, %phase : !llvm.ptr<3>, i32) -> i32
  llvm.return
}
