// Cluster kernel attributes (sm_90+, PTX 7.8): nvvm.cluster_dim becomes
// "nvvm.cluster_dim" and .explicitcluster + .reqnctapercluster;
// nvvm.cluster_max_blocks becomes "nvvm.maxclusterrank" and .maxclusterrank.
// RUN: %nvvm-lower %s --target sm_90 --emit llvm-ir | %FileCheck %s --check-prefix=LL
// RUN: %nvvm-lower %s --target sm_90 | %FileCheck %s --check-prefix=PTX
// RUN: %nvvm-lower %s --target sm_90 | %ptxas-verify
// RUN: %nvvm-lower %s --target sm_90a | %ptxas-verify
// RUN: %nvvm-lower %s --target sm_100a | %ptxas-verify
// RUN: %nvvm-lower %s --target sm_120 | %ptxas-verify

// PTX: .version 7.8
// PTX-NEXT: .target sm_90

// LL: define ptx_kernel void @k_cluster_dim() #[[DIM:[0-9]+]]
// PTX-LABEL: .entry k_cluster_dim()
// PTX-NEXT: .explicitcluster
// PTX-NEXT: .reqnctapercluster 2, 1, 1
// PTX-NEXT: {
llvm.func @k_cluster_dim() attributes {nvvm.kernel, nvvm.cluster_dim = array<i32: 2, 1, 1>} {
  llvm.return
}

// LL: define ptx_kernel void @k_cluster_max() #[[MAXC:[0-9]+]]
// PTX-LABEL: .entry k_cluster_max()
// PTX-NEXT: .maxclusterrank 8
// PTX-NEXT: {
llvm.func @k_cluster_max() attributes {nvvm.kernel, nvvm.cluster_max_blocks = 8} {
  llvm.return
}

// cluster_dim with the launch bounds. (cluster_dim and cluster_max_blocks
// together are a ptxas error: kernel-attrs-conflict-invalid.mlir.)
// LL: define ptx_kernel void @k_all() #[[ALL:[0-9]+]]
// PTX-LABEL: .entry k_all()
// PTX-NEXT: .reqntid 64, 1, 1
// PTX-NEXT: .minnctapersm 2
// PTX-NEXT: .maxnreg 128
// PTX-NEXT: .explicitcluster
// PTX-NEXT: .reqnctapercluster 4, 2, 1
// PTX-NEXT: {
llvm.func @k_all() attributes {nvvm.kernel, nvvm.reqntid = array<i32: 64, 1, 1>, nvvm.cluster_dim = array<i32: 4, 2, 1>, nvvm.minctasm = 2, nvvm.maxnreg = 128} {
  llvm.return
}

// LL-DAG: attributes #[[DIM]] = { "nvvm.cluster_dim"="2,1,1" }
// LL-DAG: attributes #[[MAXC]] = { "nvvm.maxclusterrank"="8" }
// LL-DAG: attributes #[[ALL]] = { "nvvm.cluster_dim"="4,2,1" "nvvm.maxnreg"="128" "nvvm.minctasm"="2" "nvvm.reqntid"="64,1,1" }
