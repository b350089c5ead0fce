// The async proxy fences need sm_90+ (PTX 8.0): on sm_80 they are gate-target
// diagnostics at the op; the alias fence next to them is legal.
// RUN: %nvvm-lower %s --target sm_80 > %t.out 2> %t.err; test $? -eq 1
// RUN: %count 0 < %t.out
// RUN: %FileCheck %s -DFILE=%s --input-file %t.err
// RUN: %not %nvvm-lower %s --target sm_89 2>&1 | %FileCheck %s --check-prefix=SM89
// On sm_90 with --ptx 7.8 the version is too low instead.
// RUN: %nvvm-lower %s --target sm_90 --ptx 7.8 > %t.out 2> %t.err; test $? -eq 1
// RUN: %FileCheck %s -DFILE=%s --input-file %t.err --check-prefix=P78

llvm.func @gated() {
  // CHECK: error[gate-target]: 'nvvm.fence.proxy' (fence.proxy.async) is not available on sm_80
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+5]]:3
  // CHECK: = it needs one of [sm_90, sm_90a, {{.*}}] (set 'sm_90_up') with PTX ISA 8.0 or newer
  // SM89: error[gate-target]: 'nvvm.fence.proxy' (fence.proxy.async) is not available on sm_89
  // P78: error[gate-ptx]: 'nvvm.fence.proxy' needs PTX ISA 8.0 or newer, but PTX ISA 7.8 is pinned
  // P78-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:3
  nvvm.fence.proxy {kind = #nvvm.proxy_kind<async>}
  // CHECK: error[gate-target]: 'nvvm.fence.proxy' (fence.proxy.async.global) is not available on sm_80
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+3]]:3
  // P78: error[gate-ptx]: 'nvvm.fence.proxy' needs PTX ISA 8.0 or newer, but PTX ISA 7.8 is pinned
  // P78-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:3
  nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.global>}
  // CHECK: error[gate-target]: 'nvvm.fence.proxy' (fence.proxy.async.shared::cta) is not available on sm_80
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+3]]:3
  // P78: error[gate-ptx]: 'nvvm.fence.proxy' needs PTX ISA 8.0 or newer, but PTX ISA 7.8 is pinned
  // P78-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:3
  nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
  // CHECK: error[gate-target]: 'nvvm.fence.proxy' (fence.proxy.async.shared::cluster) is not available on sm_80
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+4]]:3
  // SM89: error[gate-target]: 'nvvm.fence.proxy' (fence.proxy.async.shared::cluster) is not available on sm_89
  // P78: error[gate-ptx]: 'nvvm.fence.proxy' needs PTX ISA 8.0 or newer, but PTX ISA 7.8 is pinned
  // P78-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:3
  nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cluster>}
  // CHECK-NOT: error
  // P78-NOT: error
  nvvm.fence.proxy {kind = #nvvm.proxy_kind<alias>}
  llvm.return
}
