// sm_80 has no clusters: the cluster barrier ops, nvvm.mapa and the cluster
// kernel attributes are gate-target diagnostics at the op / attribute, exit
// status 1, nothing on stdout (llc-22 would drop the attributes silently).
// RUN: %nvvm-lower %s --target sm_80 > %t.out 2> %t.err; test $? -eq 1
// RUN: %count 0 < %t.out
// RUN: %FileCheck %s -DFILE=%s --input-file %t.err
// sm_89 is sm_80_up but not sm_90_up: refused too.
// RUN: %not %nvvm-lower %s --target sm_89 2>&1 | %FileCheck %s --check-prefix=SM89

llvm.func @gated(%a: !llvm.ptr, %s: !llvm.ptr<3>, %rank: i32) {
  // CHECK: error[gate-target]: 'nvvm.cluster.arrive' (barrier.cluster.arrive) is not available on sm_80
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+4]]:3
  // CHECK: = it needs one of [sm_90, sm_90a, {{.*}}] (set 'sm_90_up') with PTX ISA 7.8 or newer
  // CHECK-NEXT: = `nvvm-lower --print ops` lists every op with its requirement
  // SM89: error[gate-target]: 'nvvm.cluster.arrive' (barrier.cluster.arrive) is not available on sm_89
  nvvm.cluster.arrive
  // CHECK: error[gate-target]: 'nvvm.cluster.arrive' (barrier.cluster.arrive.aligned) is not available on sm_80
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:3
  nvvm.cluster.arrive {aligned}
  // CHECK: error[gate-target]: 'nvvm.cluster.arrive.relaxed' (barrier.cluster.arrive.relaxed) is not available on sm_80
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+2]]:3
  // CHECK: with PTX ISA 8.0 or newer
  nvvm.cluster.arrive.relaxed
  // CHECK: error[gate-target]: 'nvvm.cluster.arrive.relaxed' (barrier.cluster.arrive.relaxed.aligned) is not available on sm_80
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:3
  nvvm.cluster.arrive.relaxed {aligned}
  // CHECK: error[gate-target]: 'nvvm.cluster.wait' (barrier.cluster.wait) is not available on sm_80
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+2]]:3
  // SM89: error[gate-target]: 'nvvm.cluster.wait' (barrier.cluster.wait) is not available on sm_89
  nvvm.cluster.wait
  // CHECK: error[gate-target]: 'nvvm.cluster.wait' (barrier.cluster.wait.aligned) is not available on sm_80
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:3
  nvvm.cluster.wait {aligned}
  // CHECK: error[gate-target]: 'nvvm.mapa' (mapa.u64) is not available on sm_80
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+3]]:3
  // CHECK: with PTX ISA 7.8 or newer
  // SM89: error[gate-target]: 'nvvm.mapa' (mapa.u64) is not available on sm_89
  %0 = nvvm.mapa %a, %rank : !llvm.ptr -> !llvm.ptr
  // CHECK: error[gate-target]: 'nvvm.mapa' (mapa.shared::cluster.u64) is not available on sm_80
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+2]]:3
  // SM89: error[gate-target]: 'nvvm.mapa' (mapa.shared::cluster.u64) is not available on sm_89
  %1 = nvvm.mapa %s, %rank : !llvm.ptr<3> -> !llvm.ptr<7>
  llvm.return
}

// CHECK: error[gate-target]: function attribute 'nvvm.cluster_dim' is not available on sm_80
// CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+3]]:45
// CHECK: = it needs one of [sm_90, sm_90a, {{.*}}] (set 'sm_90_up'); llc-22 would drop it silently
// SM89: error[gate-target]: function attribute 'nvvm.cluster_dim' is not available on sm_89
llvm.func @k_dim() attributes {nvvm.kernel, nvvm.cluster_dim = array<i32: 2, 1, 1>} {
  llvm.return
}

// CHECK: error[gate-target]: function attribute 'nvvm.cluster_max_blocks' is not available on sm_80
// CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+2]]:45
// SM89: error[gate-target]: function attribute 'nvvm.cluster_max_blocks' is not available on sm_89
llvm.func @k_max() attributes {nvvm.kernel, nvvm.cluster_max_blocks = 8} {
  llvm.return
}

// blocksareclusters and cluster_dim are each refused; the reqntid next to them is fine.
// CHECK: error[gate-target]: function attribute 'nvvm.blocksareclusters' is not available on sm_80
// CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+4]]:45
// CHECK: error[gate-target]: function attribute 'nvvm.cluster_dim' is not available on sm_80
// CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+2]]:107
// CHECK-NOT: error
llvm.func @k_bac() attributes {nvvm.kernel, nvvm.blocksareclusters, nvvm.reqntid = array<i32: 128, 1, 1>, nvvm.cluster_dim = array<i32: 2, 1, 1>} {
  llvm.return
}
