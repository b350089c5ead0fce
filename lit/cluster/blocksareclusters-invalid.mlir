// nvvm.blocksareclusters needs nvvm.reqntid and nvvm.cluster_dim on the same
// kernel (llc-22 would end the process with a fatal error); the diagnostic is at
// the attribute and names what is missing.
// RUN: %nvvm-lower %s --target sm_90 > %t.out 2> %t.err; test $? -eq 1
// RUN: %count 0 < %t.out
// RUN: %FileCheck %s -DFILE=%s --input-file %t.err

// CHECK: error[attr]: 'nvvm.blocksareclusters' needs 'nvvm.reqntid' and 'nvvm.cluster_dim' on the same kernel
// CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:46
llvm.func @k_none() attributes {nvvm.kernel, nvvm.blocksareclusters} {
  llvm.return
}

// CHECK: error[attr]: 'nvvm.blocksareclusters' needs 'nvvm.cluster_dim' on the same kernel
// CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:48
llvm.func @k_noclus() attributes {nvvm.kernel, nvvm.blocksareclusters, nvvm.reqntid = array<i32: 128, 1, 1>} {
  llvm.return
}

// CHECK: error[attr]: 'nvvm.blocksareclusters' needs 'nvvm.reqntid' on the same kernel
// CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:47
llvm.func @k_noreq() attributes {nvvm.kernel, nvvm.blocksareclusters, nvvm.cluster_dim = array<i32: 2, 1, 1>} {
  llvm.return
}
// CHECK-NOT: error
