// --ptx pinned below an op's or attribute's requirement: cluster.arrive.relaxed
// needs 8.0 (cluster.arrive / wait only 7.8: no error for them),
// blocksareclusters needs 9.0.
// RUN: %nvvm-lower %s --target sm_90 --ptx 7.8 > %t.out 2> %t.err; test $? -eq 1
// RUN: %count 0 < %t.out
// RUN: %FileCheck %s -DFILE=%s --input-file %t.err --check-prefix=P78
// RUN: %nvvm-lower %s --target sm_90 --ptx 8.8 > %t.out 2> %t.err; test $? -eq 1
// RUN: %FileCheck %s -DFILE=%s --input-file %t.err --check-prefix=P88

llvm.func @pinned() {
  nvvm.cluster.arrive
  nvvm.cluster.wait {aligned}
  // P78: error[gate-ptx]: 'nvvm.cluster.arrive.relaxed' needs PTX ISA 8.0 or newer, but PTX ISA 7.8 is pinned
  // P78-NEXT: ┌─ [[FILE]]:[[@LINE+2]]:3
  // P78: = raise the pinned version (--ptx, or the library's pinned argument), or leave it unpinned to let nvvm-lower choose the lowest version that works
  nvvm.cluster.arrive.relaxed
  // P78: error[gate-ptx]: 'nvvm.cluster.arrive.relaxed' needs PTX ISA 8.0 or newer, but PTX ISA 7.8 is pinned
  // P78-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:3
  nvvm.cluster.arrive.relaxed {aligned}
  llvm.return
}

// P78: error[gate-ptx]: 'nvvm.blocksareclusters' needs PTX ISA 9.0 or newer, but PTX ISA 7.8 is pinned
// P78-NEXT: ┌─ [[FILE]]:[[@LINE+4]]:41
// P88-NOT: 'nvvm.cluster.arrive.relaxed'
// P88: error[gate-ptx]: 'nvvm.blocksareclusters' needs PTX ISA 9.0 or newer, but PTX ISA 8.8 is pinned
// P88-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:41
llvm.func @k() attributes {nvvm.kernel, nvvm.blocksareclusters, nvvm.reqntid = array<i32: 128, 1, 1>, nvvm.cluster_dim = array<i32: 2, 1, 1>} {
  llvm.return
}
// P78-NOT: error
// P88-NOT: error
