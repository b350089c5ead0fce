// tcgen05.shift is not part of the 'f' (family) feature set: sm_100f, sm_101f,
// sm_103f and sm_110f refuse it with a gate-target diagnostic that lists the
// 'a' targets only (set 'tcgen05_a'), while the other tcgen05 ops of the same
// function are fine there (only the two shifts are diagnosed). ptxas agrees:
// "Instruction 'tcgen05.shift' not supported on .target 'sm_100f'".
// RUN: %nvvm-lower %s --target sm_100f > %t.out 2> %t.err; test $? -eq 1
// RUN: %count 0 < %t.out
// RUN: %FileCheck %s -DFILE=%s -DT=sm_100f --input-file %t.err
// RUN: %not %nvvm-lower %s --target sm_103f 2>&1 >/dev/null | %FileCheck %s -DFILE=%s -DT=sm_103f
// RUN: %not %nvvm-lower %s --target sm_110f 2>&1 >/dev/null | %FileCheck %s -DFILE=%s -DT=sm_110f
// RUN: %not %nvvm-lower %s --target sm_101f 2>&1 >/dev/null | %FileCheck %s -DFILE=%s -DT=sm_101f
// RUN: %not %nvvm-lower %s --target sm_100f --emit llvm-ir 2>&1 >/dev/null | %FileCheck %s -DFILE=%s -DT=sm_100f
// Exactly two diagnostics.
// RUN: %not %nvvm-lower %s --target sm_100f 2>&1 >/dev/null | grep -c '^error' | grep -qx 2
// The 'a' targets take the same source.
// RUN: %nvvm-lower %s --target sm_100a | %ptxas-verify
// RUN: %nvvm-lower %s --target sm_103a | %ptxas-verify
// RUN: %nvvm-lower %s --target sm_110a | %ptxas-verify

llvm.func @shift_cg1(%taddr: !llvm.ptr<6>, %desc: i64, %bar: !llvm.ptr<3>) {
  nvvm.tcgen05.fence #nvvm.tcgen05_fence<after>
  nvvm.tcgen05.cp %taddr, %desc {shape = #nvvm.tcgen05_cp_shape<shape_128x256b>}
  // CHECK: error[gate-target]: 'nvvm.tcgen05.shift' (tcgen05.shift.cta_group::1.down) is not available on [[T]]
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+3]]:3
  // CHECK: = it needs one of [sm_100a, sm_101a, sm_103a, sm_110a] (set 'tcgen05_a') with PTX ISA 8.6 or newer
  // CHECK-NEXT: = `nvvm-lower --print ops` lists every op with its requirement
  nvvm.tcgen05.shift %taddr : !llvm.ptr<6>
  nvvm.tcgen05.commit %bar : !llvm.ptr<3>
  llvm.return
}

llvm.func @shift_cg2(%taddr: !llvm.ptr<6>) {
  // CHECK: error[gate-target]: 'nvvm.tcgen05.shift' (tcgen05.shift.cta_group::2.down) is not available on [[T]]
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+2]]:3
  // CHECK: = it needs one of [sm_100a, sm_101a, sm_103a, sm_110a] (set 'tcgen05_a') with PTX ISA 8.6 or newer
  nvvm.tcgen05.shift %taddr {group = #nvvm.cta_group<cta_2>} : !llvm.ptr<6>
  nvvm.tcgen05.relinquish_alloc_permit {group = #nvvm.cta_group<cta_2>}
  llvm.return
}
// CHECK-NOT: error
