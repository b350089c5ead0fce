// MLIR 22's nvvm.fence.proxy verifier rules, in its wording, at the op.
// RUN: %nvvm-lower %s --target sm_90 > %t.out 2> %t.err; test $? -eq 1
// RUN: %count 0 < %t.out
// RUN: %FileCheck %s -DFILE=%s --input-file %t.err

llvm.func @fences() {
  // CHECK: error[rule]: tensormap proxy is not a supported proxy kind
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:3
  nvvm.fence.proxy {kind = #nvvm.proxy_kind<tensormap>}
  // CHECK: error[rule]: generic proxy not a supported proxy kind
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:3
  nvvm.fence.proxy {kind = #nvvm.proxy_kind<generic>}
  // CHECK: error[rule]: async_shared fence requires space attribute
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:3
  nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>}
  // CHECK: error[rule]: only async_shared fence can have space attribute
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:3
  nvvm.fence.proxy {kind = #nvvm.proxy_kind<alias>, space = #nvvm.shared_space<cta>}
  // CHECK: error[rule]: only async_shared fence can have space attribute
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:3
  nvvm.fence.proxy {kind = #nvvm.proxy_kind<async>, space = #nvvm.shared_space<cluster>}
  // CHECK: error[rule]: only async_shared fence can have space attribute
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:3
  nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.global>, space = #nvvm.shared_space<cta>}
  // CHECK: error[rule]: 'nvvm.fence.proxy' needs kind = #nvvm.proxy_kind<...>
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:3
  nvvm.fence.proxy
  // CHECK-NOT: error
  llvm.return
}
