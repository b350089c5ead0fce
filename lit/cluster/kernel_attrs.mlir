// Kernel launch-bound attributes legal on every target: nvvm.reqntid,
// nvvm.maxntid, nvvm.minctasm, nvvm.maxnreg become LLVM string attributes and
// the .reqntid / .maxntid / .minnctapersm / .maxnreg directives.
// RUN: %nvvm-lower %s --target sm_80 --emit llvm-ir | %FileCheck %s --check-prefix=LL
// RUN: %nvvm-lower %s --target sm_80 | %FileCheck %s --check-prefixes=PTX,PTX80
// RUN: %nvvm-lower %s --target sm_90 | %FileCheck %s --check-prefixes=PTX,PTX90
// RUN: %nvvm-lower %s --target sm_80 | %ptxas-verify
// RUN: %nvvm-lower %s --target sm_90 | %ptxas-verify
// RUN: %nvvm-lower %s --target sm_90a | %ptxas-verify
// RUN: %nvvm-lower %s --target sm_100a | %ptxas-verify
// RUN: %nvvm-lower %s --target sm_120 | %ptxas-verify

// PTX80: .version 7.0
// PTX80-NEXT: .target sm_80
// PTX90: .version 7.8
// PTX90-NEXT: .target sm_90

// LL: define ptx_kernel void @k_reqntid() #[[REQ:[0-9]+]]
// PTX-LABEL: .entry k_reqntid()
// PTX-NEXT: .reqntid 128, 2, 1
// PTX-NEXT: {
llvm.func @k_reqntid() attributes {nvvm.kernel, nvvm.reqntid = array<i32: 128, 2, 1>} {
  llvm.return
}

// LL: define ptx_kernel void @k_maxntid() #[[MAX:[0-9]+]]
// PTX-LABEL: .entry k_maxntid()
// PTX-NEXT: .maxntid 256
// PTX-NEXT: {
llvm.func @k_maxntid() attributes {nvvm.kernel, nvvm.maxntid = array<i32: 256>} {
  llvm.return
}

// LL: define ptx_kernel void @k_minctasm() #[[MIN:[0-9]+]]
// PTX-LABEL: .entry k_minctasm()
// PTX-NEXT: .maxntid 256, 1, 1
// PTX-NEXT: .minnctapersm 4
// PTX-NEXT: {
llvm.func @k_minctasm() attributes {nvvm.kernel, nvvm.maxntid = array<i32: 256, 1, 1>, nvvm.minctasm = 4} {
  llvm.return
}

// LL: define ptx_kernel void @k_maxnreg() #[[NREG:[0-9]+]]
// PTX-LABEL: .entry k_maxnreg()
// PTX-NEXT: .maxnreg 64
// PTX-NEXT: {
llvm.func @k_maxnreg() attributes {nvvm.kernel, nvvm.maxnreg = 64} {
  llvm.return
}

// LL-DAG: attributes #[[REQ]] = { "nvvm.reqntid"="128,2,1" }
// LL-DAG: attributes #[[MAX]] = { "nvvm.maxntid"="256" }
// LL-DAG: attributes #[[MIN]] = { "nvvm.maxntid"="256,1,1" "nvvm.minctasm"="4" }
// LL-DAG: attributes #[[NREG]] = { "nvvm.maxnreg"="64" }
