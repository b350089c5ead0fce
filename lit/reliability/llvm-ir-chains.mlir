// A front end's chains of 10^5 GEPs and of 10^5 phis, each leading to a
// kernel's pointer parameter: the lift's address-space inference walked them
// recursively and overflowed its stack (a SIGABRT from Rust's guard page);
// it keeps its own stack now (docs/reliability.md F24). The check passes.
// RUN: python3 %S/Inputs/deep.py gep-chain 100000 > %t.gep.ll
// RUN: %nvvm-lower check %t.gep.ll --target sm_90 | %FileCheck %s
// RUN: python3 %S/Inputs/deep.py phi-chain 100000 > %t.phi.ll
// RUN: %nvvm-lower check %t.phi.ll --target sm_90 | %FileCheck %s
// CHECK: passes for sm_90 at PTX ISA 7.8
