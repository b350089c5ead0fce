// MLIR 22's verifier rules for the sync_restrict and tensormap proxy fences
// (its fence-invalid.mlir), in its wording, at the op; the scope each needs.
// RUN: %nvvm-lower %s --target sm_90a > %t.out 2> %t.err; test $? -eq 1
// RUN: %count 0 < %t.out
// RUN: %FileCheck %s -DFILE=%s --input-file %t.err

llvm.func @fences(%addr : !llvm.ptr, %n : i32) {
  // CHECK: error[rule]: only acquire and release semantics are supported
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:3
  nvvm.fence.sync_restrict {order = #nvvm.mem_order<weak>}
  // CHECK: error[rule]: only acquire and release semantics are supported
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:3
  nvvm.fence.sync_restrict {order = #nvvm.mem_order<mmio>}
  // CHECK: error[rule]: uni-directional proxies only support generic for from_proxy attribute
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:3
  nvvm.fence.proxy.release #nvvm.mem_scope<cta> from_proxy = #nvvm.proxy_kind<alias> to_proxy = #nvvm.proxy_kind<tensormap>
  // CHECK: error[rule]: uni-directional proxies only support tensormap for to_proxy attribute
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:3
  nvvm.fence.proxy.release #nvvm.mem_scope<cta> from_proxy = #nvvm.proxy_kind<generic> to_proxy = #nvvm.proxy_kind<async>
  // CHECK: error[rule]: only acquire and release semantics are supported
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:3
  nvvm.fence.proxy.sync_restrict {order = #nvvm.mem_order<mmio>}
  // CHECK: error[rule]: only async is supported for to_proxy attribute
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:3
  nvvm.fence.proxy.sync_restrict {order = #nvvm.mem_order<acquire>, toProxy = #nvvm.proxy_kind<alias>,
                                  fromProxy = #nvvm.proxy_kind<generic>}
  // CHECK: error[rule]: only generic is support for from_proxy attribute
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:3
  nvvm.fence.proxy.sync_restrict {order = #nvvm.mem_order<acquire>, toProxy = #nvvm.proxy_kind<async>,
                                  fromProxy = #nvvm.proxy_kind<tensormap>}
  // CHECK: error[rule]: 'nvvm.memory.barrier' needs its scope: nvvm.memory.barrier #nvvm.mem_scope<cta>
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:3
  nvvm.memory.barrier
  // LLVM's operand is an immediate 128 (the tensor-map's size).
  // CHECK: error[{{.*}}]: {{.*}}size
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:
  nvvm.fence.proxy.acquire #nvvm.mem_scope<cta> %addr, %n
  // CHECK-NOT: error
  llvm.return
}
