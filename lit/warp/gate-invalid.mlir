// redux.sync needs sm_80 (PTX 7.0) and its f32 kinds sm_100a/f or sm_103a/f
// (PTX 8.6; llc-22 cannot select them elsewhere and ptxas refuses them): on
// other targets a gate-target diagnostic at the op, exit 1, nothing on stdout.
// The shuffles, votes and matches beside them are legal everywhere.
// RUN: %nvvm-lower %s --target sm_75 > %t.out 2> %t.err; test $? -eq 1
// RUN: %count 0 < %t.out
// RUN: %FileCheck %s -DFILE=%s --input-file %t.err --check-prefix=SM75
// RUN: %not %nvvm-lower %s --target sm_90a 2>&1 | %FileCheck %s -DFILE=%s --check-prefix=SM90A
// RUN: %not %nvvm-lower %s --target sm_120 2>&1 | %FileCheck %s -DFILE=%s --check-prefix=SM90A
// RUN: %not %nvvm-lower %s --target sm_110a 2>&1 | %FileCheck %s -DFILE=%s --check-prefix=SM90A
// With sm_100a and --ptx 8.5 the version is too low instead.
// Every target with redux.sync on f32 needs PTX 8.6 itself: a pin below is
// a usage error before any op is judged.
// RUN: %not %nvvm-lower %s --target sm_100a --ptx 8.5 2>&1 | %FileCheck %s -DFILE=%s --check-prefix=P85
// P85: error: sm_100a needs PTX ISA 8.6 or newer, but --ptx pins PTX ISA 8.5

llvm.func @gated(%m: i32, %v: i32, %f: f32, %p: i1) -> f32 {
  // SM75-NOT: shfl
  %0 = nvvm.shfl.sync bfly %m, %v, %v, %m : i32 -> i32
  %1 = nvvm.vote.sync ballot %m, %p -> i32
  %2 = nvvm.match.sync any %m, %v : i32 -> i32
  // SM75: error[gate-target]: 'nvvm.redux.sync' (redux.sync.add.s32) is not available on sm_75
  // SM75-NEXT: ┌─ [[FILE]]:[[@LINE+2]]:3
  // SM75: = it needs one of [sm_80, {{.*}}] (set 'sm_80_up') with PTX ISA 7.0 or newer
  %3 = nvvm.redux.sync add %v, %m : i32 -> i32
  // SM75: error[gate-target]: 'nvvm.redux.sync' (redux.sync.max.abs.f32) is not available on sm_75
  // SM90A: error[gate-target]: 'nvvm.redux.sync' (redux.sync.max.abs.f32) is not available on
  // SM90A-NEXT: ┌─ [[FILE]]:[[@LINE+2]]:3
  // SM90A: = it needs one of [sm_100a, sm_100f, sm_103a, sm_103f] (set 'redux_f32') with PTX ISA 8.6 or newer
  %4 = nvvm.redux.sync fmax %f, %m {abs = true} : f32 -> f32
  llvm.return %4 : f32
}
