// Cluster scope and shared::cluster (!llvm.ptr<7>) accesses need sm_90: on
// sm_80 and sm_89 the nvsync memory ops are gate-target diagnostics at the op.
// RUN: %nvvm-lower %s --target sm_80 > %t.out 2> %t.err; test $? -eq 1
// RUN: %count 0 < %t.out
// RUN: %FileCheck %s -DFILE=%s --input-file %t.err
// RUN: %not %nvvm-lower %s --target sm_89 2>&1 | %FileCheck %s --check-prefix=SM89

llvm.func @invalid(%g: !llvm.ptr<1>, %s: !llvm.ptr<3>, %c: !llvm.ptr<7>, %v: i32) {
  // CHECK: error[gate-target]: cluster scope is not available on sm_80
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+3]]:3
  // CHECK: = it needs one of [sm_90, sm_90a, {{.*}}] (set 'sm_90_up') with PTX ISA 7.8 or newer
  // SM89: error[gate-target]: cluster scope is not available on sm_89
  %0 = nvsync.atomic_rmw #nvsync.rmw<add> %s, %v {mem_semantic = #nvsync.mem_semantic<acq_rel>, mem_scope = #nvsync.mem_scope<cluster>} : !llvm.ptr<3>, i32 -> i32
  // CHECK: error[gate-target]: cluster scope is not available on sm_80
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+2]]:3
  // SM89: error[gate-target]: cluster scope is not available on sm_89
  %1 = nvsync.cmpxchg %s, %v, %v {mem_semantic = #nvsync.mem_semantic<relaxed>, mem_scope = #nvsync.mem_scope<cluster>} : !llvm.ptr<3>, i32, i32 -> i32
  // CHECK: error[gate-target]: cluster scope is not available on sm_80
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+2]]:3
  // SM89: error[gate-target]: cluster scope is not available on sm_89
  %2 = nvsync.load %s {mem_semantic = #nvsync.mem_semantic<acquire>, mem_scope = #nvsync.mem_scope<cluster>} : !llvm.ptr<3> -> i32
  // CHECK: error[gate-target]: cluster scope is not available on sm_80
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+2]]:3
  // SM89: error[gate-target]: cluster scope is not available on sm_89
  nvsync.store %v, %s {mem_semantic = #nvsync.mem_semantic<release>, mem_scope = #nvsync.mem_scope<cluster>} : i32, !llvm.ptr<3>
  // CHECK: error[gate-target]: cluster scope is not available on sm_80
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+2]]:3
  // SM89: error[gate-target]: cluster scope is not available on sm_89
  nvsync.fence {mem_semantic = #nvsync.mem_semantic<sc>, mem_scope = #nvsync.mem_scope<cluster>}
  // CHECK: error[gate-target]: an access to !llvm.ptr<7> is not available on sm_80
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+2]]:3
  // SM89: error[gate-target]: an access to !llvm.ptr<7> is not available on sm_89
  %5 = nvsync.atomic_rmw #nvsync.rmw<add> %c, %v {mem_semantic = #nvsync.mem_semantic<weak>} : !llvm.ptr<7>, i32 -> i32
  // CHECK: error[gate-target]: an access to !llvm.ptr<7> is not available on sm_80
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+2]]:3
  // SM89: error[gate-target]: an access to !llvm.ptr<7> is not available on sm_89
  %6 = nvsync.cmpxchg %c, %v, %v {mem_semantic = #nvsync.mem_semantic<weak>} : !llvm.ptr<7>, i32, i32 -> i32
  // CHECK: error[gate-target]: an access to !llvm.ptr<7> is not available on sm_80
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+2]]:3
  // SM89: error[gate-target]: an access to !llvm.ptr<7> is not available on sm_89
  %7 = nvsync.load %c {mem_semantic = #nvsync.mem_semantic<weak>} : !llvm.ptr<7> -> i32
  // CHECK: error[gate-target]: an access to !llvm.ptr<7> is not available on sm_80
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+2]]:3
  // SM89: error[gate-target]: an access to !llvm.ptr<7> is not available on sm_89
  nvsync.store %v, %c {mem_semantic = #nvsync.mem_semantic<weak>} : i32, !llvm.ptr<7>
  // CHECK-NOT: error
  llvm.return
}
