// nvvm.elect.sync needs sm_90+ (PTX 8.0): below that it is a gate-target
// diagnostic at the op, exit status 1, nothing on stdout.
// RUN: %nvvm-lower %s --target sm_80 > %t.out 2> %t.err; test $? -eq 1
// RUN: %count 0 < %t.out
// RUN: %FileCheck %s -DFILE=%s --input-file %t.err
// RUN: %not %nvvm-lower %s --target sm_89 2>&1 | %FileCheck %s --check-prefix=SM89
// With sm_90 and --ptx 7.8 the version is too low instead.
// RUN: %nvvm-lower %s --target sm_90 --ptx 7.8 > %t.out 2> %t.err; test $? -eq 1
// RUN: %FileCheck %s -DFILE=%s --input-file %t.err --check-prefix=P78

llvm.func @gated(%m: i32) -> i1 {
  // CHECK: error[gate-target]: 'nvvm.elect.sync' (elect.sync) is not available on sm_80
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+5]]:3
  // CHECK: = it needs one of [sm_90, sm_90a, {{.*}}] (set 'sm_90_up') with PTX ISA 8.0 or newer
  // SM89: error[gate-target]: 'nvvm.elect.sync' (elect.sync) is not available on sm_89
  // P78: error[gate-ptx]: 'nvvm.elect.sync' needs PTX ISA 8.0 or newer, but PTX ISA 7.8 is pinned
  // P78-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:3
  %0 = nvvm.elect.sync -> i1
  // CHECK: error[gate-target]: 'nvvm.elect.sync' (elect.sync) is not available on sm_80
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:3
  %1 = nvvm.elect.sync %m -> i1
  // The barriers next to it are legal everywhere.
  // CHECK-NOT: error
  nvvm.barrier0
  nvvm.bar.warp.sync %m : i32
  llvm.return %1 : i1
}
