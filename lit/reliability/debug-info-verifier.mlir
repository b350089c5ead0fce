// LLVM's reader runs its verifier on a module whose debug info is of its
// version and aborts where it fails ("Broken module found, compilation
// aborted!", SIGABRT), text or bitcode. nvvm-lower turns that upgrade off and
// does it without the abort (docs/reliability.md F20, F25): broken IR is refused
// with the verifier's message at its line, in `check`, in a compile and as
// bitcode; broken debug info alone is dropped, as LLVM drops it.
// RUN: %not %nvvm-lower check %S/Inputs/debug-info-broken.ll --target sm_90 2>&1 | %FileCheck %s --check-prefix=BROKEN
// RUN: %not %nvvm-lower %S/Inputs/debug-info-broken.ll --target sm_90 -o %t.ptx 2>&1 | %FileCheck %s --check-prefix=BROKEN
// RUN: test ! -e %t.ptx
// BROKEN: error[llvm-verify]: LLVM's verifier rejects the module: Instruction does not dominate all uses
// BROKEN-NEXT: ┌─ {{.*}}debug-info-broken.ll:6:3
// BROKEN-NOT: LLVM ERROR
// RUN: llvm-as --disable-verify %S/Inputs/debug-info-broken.ll -o %t.bc
// RUN: %not %nvvm-lower check %t.bc --target sm_90 2>&1 | %FileCheck %s --check-prefix=BROKEN-BC
// BROKEN-BC: error[llvm-verify]: LLVM's verifier rejects the module: Instruction does not dominate all uses
// RUN: %nvvm-lower check %S/Inputs/debug-info-invalid.ll --target sm_90 2>&1 | %FileCheck %s --check-prefix=INVALID
// RUN: %nvvm-lower %S/Inputs/debug-info-invalid.ll --target sm_90 | %FileCheck %s --check-prefix=PTX
// INVALID: debug-info-invalid.ll: passes for sm_90 at PTX ISA 7.8
// PTX: bar.sync 0;
// PTX-NOT: .loc
