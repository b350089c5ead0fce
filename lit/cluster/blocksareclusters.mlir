// nvvm.blocksareclusters with its required nvvm.reqntid and nvvm.cluster_dim:
// PTX 9.0 (sm_90 is raised from 7.8), .blocksareclusters after .reqntid and
// .reqnctapercluster. (LLVM 22 writes no .explicitcluster with it.)
// RUN: %nvvm-lower %s --target sm_90 --emit llvm-ir | %FileCheck %s --check-prefix=LL
// RUN: %nvvm-lower %s --target sm_90 | %FileCheck %s --check-prefix=PTX
// RUN: %nvvm-lower %s --target sm_90 | %ptxas-verify
// RUN: %nvvm-lower %s --target sm_90a | %ptxas-verify
// RUN: %nvvm-lower %s --target sm_100a | %ptxas-verify
// RUN: %nvvm-lower %s --target sm_120 | %ptxas-verify

// PTX: .version 9.0
// PTX-NEXT: .target sm_90

// LL: define ptx_kernel void @k_bac() #[[A:[0-9]+]]
// LL: attributes #[[A]] = { "nvvm.blocksareclusters" "nvvm.cluster_dim"="2,1,1" "nvvm.reqntid"="128,1,1" }
// PTX-LABEL: .entry k_bac()
// PTX-NEXT: .reqntid 128, 1, 1
// PTX-NEXT: .reqnctapercluster 2, 1, 1
// PTX-NEXT: .blocksareclusters
// PTX-NEXT: {
llvm.func @k_bac() attributes {nvvm.kernel, nvvm.blocksareclusters,
                               nvvm.reqntid = array<i32: 128, 1, 1>,
                               nvvm.cluster_dim = array<i32: 2, 1, 1>} {
  llvm.return
}
