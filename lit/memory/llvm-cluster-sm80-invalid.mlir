// The LLVM dialect's accesses through !llvm.ptr<7> (load, store, atomics,
// address-space casts either way) and cluster-scope atomics/fences need sm_90.
// RUN: %nvvm-lower %s --target sm_80 > %t.out 2> %t.err; test $? -eq 1
// RUN: %count 0 < %t.out
// RUN: %FileCheck %s -DFILE=%s --input-file %t.err
// RUN: %not %nvvm-lower %s --target sm_89 2>&1 | %FileCheck %s --check-prefix=SM89

llvm.func @invalid(%g: !llvm.ptr<1>, %s: !llvm.ptr<3>, %c: !llvm.ptr<7>, %v: i32) {
  // CHECK: error[gate-target]: an access to !llvm.ptr<7> is not available on sm_80
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+2]]:3
  // SM89: error[gate-target]: an access to !llvm.ptr<7> is not available on sm_89
  %a = llvm.load %c : !llvm.ptr<7> -> i32
  // CHECK: error[gate-target]: an access to !llvm.ptr<7> is not available on sm_80
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+2]]:3
  // SM89: error[gate-target]: an access to !llvm.ptr<7> is not available on sm_89
  llvm.store %v, %c : i32, !llvm.ptr<7>
  // CHECK: error[gate-target]: an access to !llvm.ptr<7> is not available on sm_80
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+2]]:3
  // SM89: error[gate-target]: an access to !llvm.ptr<7> is not available on sm_89
  %b = llvm.load %c atomic syncscope("cluster") acquire {alignment = 4 : i64} : !llvm.ptr<7> -> i32
  // CHECK: error[gate-target]: an access to !llvm.ptr<7> is not available on sm_80
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+2]]:3
  // SM89: error[gate-target]: an access to !llvm.ptr<7> is not available on sm_89
  %d = llvm.atomicrmw add %c, %v monotonic : !llvm.ptr<7>, i32
  // CHECK: error[gate-target]: an access to !llvm.ptr<7> is not available on sm_80
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+2]]:3
  // SM89: error[gate-target]: an access to !llvm.ptr<7> is not available on sm_89
  %e = llvm.addrspacecast %c : !llvm.ptr<7> to !llvm.ptr
  // CHECK: error[gate-target]: an access to !llvm.ptr<7> is not available on sm_80
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+2]]:3
  // SM89: error[gate-target]: an access to !llvm.ptr<7> is not available on sm_89
  %f = llvm.addrspacecast %s : !llvm.ptr<3> to !llvm.ptr<7>
  // CHECK: error[gate-target]: cluster scope is not available on sm_80
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+2]]:3
  // SM89: error[gate-target]: cluster scope is not available on sm_89
  %h = llvm.atomicrmw add %g, %v syncscope("cluster") acq_rel : !llvm.ptr<1>, i32
  // CHECK: error[gate-target]: cluster scope is not available on sm_80
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+2]]:3
  // SM89: error[gate-target]: cluster scope is not available on sm_89
  %i = llvm.load %g atomic syncscope("cluster") acquire {alignment = 4 : i64} : !llvm.ptr<1> -> i32
  // CHECK: error[gate-target]: cluster scope is not available on sm_80
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+2]]:3
  // SM89: error[gate-target]: cluster scope is not available on sm_89
  llvm.store %v, %g atomic syncscope("cluster") release {alignment = 4 : i64} : i32, !llvm.ptr<1>
  // CHECK: error[gate-target]: cluster scope is not available on sm_80
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+2]]:3
  // SM89: error[gate-target]: cluster scope is not available on sm_89
  llvm.fence syncscope("cluster") acq_rel
  // CHECK-NOT: error
  llvm.return
}
