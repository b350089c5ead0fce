// Attribute pairs that ptxas refuses as conflicting directives are errors at
// the attribute ("Conflicting directives: .reqnctapercluster and .maxclusterrank
// cannot both be specified", and likewise .maxntid with .reqntid).
// RUN: %nvvm-lower %s --target sm_90 > %t.out 2> %t.err; test $? -eq 1
// RUN: %count 0 < %t.out
// RUN: %FileCheck %s -DFILE=%s --input-file %t.err

// CHECK: error[attr]: 'nvvm.cluster_dim' and 'nvvm.cluster_max_blocks' cannot both be given
// CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:{{[0-9]+}}
llvm.func @k_cluster() attributes {nvvm.kernel, nvvm.cluster_dim = array<i32: 2, 1, 1>, nvvm.cluster_max_blocks = 8} {
  llvm.return
}

// CHECK: error[attr]: 'nvvm.reqntid' and 'nvvm.maxntid' cannot both be given
// CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:{{[0-9]+}}
llvm.func @k_ntid() attributes {nvvm.kernel, nvvm.reqntid = array<i32: 128, 1, 1>, nvvm.maxntid = array<i32: 256, 1, 1>} {
  llvm.return
}
