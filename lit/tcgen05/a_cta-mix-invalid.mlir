// ptxas refuses a kernel whose tcgen05 instructions mix cta_group::1 and
// cta_group::2 ("Function 'f' uses single CTA(.cta_group::1) and CTA pair
// granularity(.cta_group::2) and that is not allowed"), and that holds for the
// allocation, commit, shift and copy instructions as much as for the MMA.
// nvvm-lower diagnoses it at the kernel's second-group op, labels one op of
// the other group (also through a call, with the call chain as a note), exit
// status 1 and nothing on stdout. fence and wait have no group and mix with
// either (@fenced_cg1/@fenced_cg2 are fine); so do non-kernel functions
// (@helper_mixed, which no kernel calls).
// RUN: %nvvm-lower %s --target sm_100a > %t.out 2> %t.err; test $? -eq 1
// RUN: %count 0 < %t.out
// RUN: %FileCheck %s -DFILE=%s --input-file %t.err
// RUN: %not %nvvm-lower %s --target sm_103a 2>&1 >/dev/null | %FileCheck %s -DFILE=%s
// RUN: %not %nvvm-lower %s --target sm_110a 2>&1 >/dev/null | %FileCheck %s -DFILE=%s
// RUN: %not %nvvm-lower %s --target sm_100a 2>&1 >/dev/null | grep -c '^error' | grep -qx 4

// CHECK: error[cta-group]: kernel '@alloc_then_dealloc' mixes cta_group::1 and cta_group::2 tcgen05 instructions
// CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+10]]:3
// CHECK: [[@LINE+6]] │ nvvm.tcgen05.alloc
// CHECK-NEXT: │ {{-+}} cta_group::1 here
// CHECK: [[@LINE+7]] │ nvvm.tcgen05.dealloc
// CHECK-NEXT: │ {{\^+}}
// CHECK: = every tcgen05 instruction of a kernel, and of the functions it calls, must use the same cta_group (ptxas 13: "uses single CTA(.cta_group::1) and CTA pair granularity(.cta_group::2) and that is not allowed")
llvm.func @alloc_then_dealloc(%slot: !llvm.ptr<3>, %taddr: !llvm.ptr<6>, %ncols: i32) attributes {nvvm.kernel} {
  nvvm.tcgen05.alloc %slot, %ncols : !llvm.ptr<3>, i32
  nvvm.tcgen05.fence #nvvm.tcgen05_fence<before>
  nvvm.tcgen05.wait #nvvm.tcgen05_wait<store>
  nvvm.tcgen05.dealloc %taddr, %ncols {group = #nvvm.cta_group<cta_2>} : !llvm.ptr<6>, i32
  llvm.return
}

// The copy is cta_1, the commit that tracks it cta_2.
// CHECK: error[cta-group]: kernel '@copy_then_commit' mixes cta_group::1 and cta_group::2 tcgen05 instructions
// CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+6]]:3
// CHECK: [[@LINE+4]] │ nvvm.tcgen05.cp
// CHECK-NEXT: │ {{-+}} cta_group::1 here
// CHECK: = every tcgen05 instruction of a kernel, and of the functions it calls, must use the same cta_group
llvm.func @copy_then_commit(%taddr: !llvm.ptr<6>, %desc: i64, %bar: !llvm.ptr<3>, %mask: i16) attributes {nvvm.kernel} {
  nvvm.tcgen05.cp %taddr, %desc {shape = #nvvm.tcgen05_cp_shape<shape_128x256b>}
  nvvm.tcgen05.commit %bar, multicast_mask = %mask {group = #nvvm.cta_group<cta_2>} : !llvm.ptr<3>, i16
  llvm.return
}

// A cta_2 shift in a helper, a cta_1 commit (explicit group) in the kernel.
llvm.func @shift_helper(%taddr: !llvm.ptr<6>) {
  // CHECK: error[cta-group]: kernel '@through_call' mixes cta_group::1 and cta_group::2 tcgen05 instructions
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+11]]:3
  // CHECK: [[@LINE+2]] │ nvvm.tcgen05.shift
  // CHECK-NEXT: │ {{-+}} cta_group::2 here
  nvvm.tcgen05.shift %taddr {group = #nvvm.cta_group<cta_2>} : !llvm.ptr<6>
  llvm.return
}

llvm.func @through_call(%taddr: !llvm.ptr<6>, %bar: !llvm.ptr) attributes {nvvm.kernel} {
  // CHECK: [[@LINE+3]] │ nvvm.tcgen05.commit
  // CHECK-NEXT: │ {{\^+}}
  // CHECK: = the cta_group::2 use is reached through @through_call -> @shift_helper
  nvvm.tcgen05.commit %bar {group = #nvvm.cta_group<cta_1>} : !llvm.ptr
  llvm.call @shift_helper(%taddr) : (!llvm.ptr<6>) -> ()
  llvm.return
}

// Both uses in helpers: both call chains are notes.
llvm.func @relinquish_cg1() {
  nvvm.tcgen05.relinquish_alloc_permit
  llvm.return
}
llvm.func @alloc_cg2(%addr: !llvm.ptr, %ncols: i32) {
  nvvm.tcgen05.alloc %addr, %ncols {group = #nvvm.cta_group<cta_2>} : !llvm.ptr, i32
  llvm.return
}
// CHECK: error[cta-group]: kernel '@two_helpers' mixes cta_group::1 and cta_group::2 tcgen05 instructions
// CHECK-NEXT: ┌─ [[FILE]]:[[@LINE-4]]:3
// CHECK: [[@LINE-9]] │ nvvm.tcgen05.relinquish_alloc_permit
// CHECK-NEXT: │ {{-+}} cta_group::1 here
// CHECK: [[@LINE-7]] │ nvvm.tcgen05.alloc
// CHECK-NEXT: │ {{\^+}}
// CHECK: = the cta_group::2 use is reached through @two_helpers -> @alloc_cg2
// CHECK-NEXT: = the cta_group::1 use is reached through @two_helpers -> @relinquish_cg1
llvm.func @two_helpers(%addr: !llvm.ptr, %ncols: i32) attributes {nvvm.kernel} {
  llvm.call @relinquish_cg1() : () -> ()
  llvm.call @alloc_cg2(%addr, %ncols) : (!llvm.ptr, i32) -> ()
  llvm.return
}

// Not diagnosed: kernels of one group with fences and waits, and a non-kernel
// function that no kernel calls.
llvm.func @fenced_cg1(%slot: !llvm.ptr<3>, %ncols: i32) attributes {nvvm.kernel} {
  nvvm.tcgen05.fence #nvvm.tcgen05_fence<before>
  nvvm.tcgen05.alloc %slot, %ncols : !llvm.ptr<3>, i32
  nvvm.tcgen05.wait #nvvm.tcgen05_wait<load>
  nvvm.tcgen05.relinquish_alloc_permit {group = #nvvm.cta_group<cta_1>}
  llvm.return
}
llvm.func @fenced_cg2(%slot: !llvm.ptr<3>, %ncols: i32) attributes {nvvm.kernel} {
  nvvm.tcgen05.fence #nvvm.tcgen05_fence<after>
  nvvm.tcgen05.alloc %slot, %ncols {group = #nvvm.cta_group<cta_2>} : !llvm.ptr<3>, i32
  nvvm.tcgen05.wait #nvvm.tcgen05_wait<store>
  nvvm.tcgen05.relinquish_alloc_permit {group = #nvvm.cta_group<cta_2>}
  llvm.return
}
llvm.func @helper_mixed(%taddr: !llvm.ptr<6>, %ncols: i32) {
  nvvm.tcgen05.dealloc %taddr, %ncols : !llvm.ptr<6>, i32
  nvvm.tcgen05.dealloc %taddr, %ncols {group = #nvvm.cta_group<cta_2>} : !llvm.ptr<6>, i32
  llvm.return
}
// CHECK-NOT: error
