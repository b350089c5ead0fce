// The group attribute of the tcgen05 alloc/dealloc/relinquish/commit/shift/cp
// ops: PTX has only cta_group::1 and ::2, so #nvvm.cta_group<cta_4> is a rule
// diagnostic at the op (pointing at nvsync.s2t_copy for 4-CTA copies); the
// spelling of MLIR before 22, #nvvm.tcgen05_group<...>, is refused at the
// attribute with a note giving the MLIR 22 spelling #nvvm.cta_group<...>; an
// unknown group value or a plain integer is refused at the attribute.
// Exit status 1, nothing on stdout, on any target.
// RUN: %nvvm-lower %s --target sm_100a > %t.out 2> %t.err; test $? -eq 1
// RUN: %count 0 < %t.out
// RUN: %FileCheck %s -DFILE=%s --input-file %t.err
// RUN: %not %nvvm-lower %s --target sm_103a 2>&1 >/dev/null | %FileCheck %s -DFILE=%s
// RUN: %not %nvvm-lower %s --target sm_100a --emit llvm-ir 2>&1 >/dev/null | %FileCheck %s -DFILE=%s
// RUN: %not %nvvm-lower %s --target sm_100a 2>&1 >/dev/null | grep -c '^error' | grep -qx 18

// cta_4: one diagnostic per op, at the op.
llvm.func @cta_4(%addr: !llvm.ptr, %saddr: !llvm.ptr<3>, %taddr: !llvm.ptr<6>, %ncols: i32, %bar: !llvm.ptr, %sbar: !llvm.ptr<3>, %mask: i16, %desc: i64) {
  // CHECK: error[rule]: PTX has no cta_group::4
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+2]]:3
  // CHECK: = tcgen05 instructions take cta_group::1 or cta_group::2; four CTAs copy their quarters with nvsync.s2t_copy {cta_group = 1, shape_selector = 3} (examples/tcgen05_quad_s2t.mlir)
  nvvm.tcgen05.alloc %addr, %ncols {group = #nvvm.cta_group<cta_4>} : !llvm.ptr, i32
  // CHECK: error[rule]: PTX has no cta_group::4
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:3
  nvvm.tcgen05.alloc %saddr, %ncols {group = #nvvm.cta_group<cta_4>} : !llvm.ptr<3>, i32
  // CHECK: error[rule]: PTX has no cta_group::4
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+2]]:3
  // CHECK: = tcgen05 instructions take cta_group::1 or cta_group::2; four CTAs copy their quarters with nvsync.s2t_copy {cta_group = 1, shape_selector = 3} (examples/tcgen05_quad_s2t.mlir)
  nvvm.tcgen05.dealloc %taddr, %ncols {group = #nvvm.cta_group<cta_4>} : !llvm.ptr<6>, i32
  // CHECK: error[rule]: PTX has no cta_group::4
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:3
  nvvm.tcgen05.relinquish_alloc_permit {group = #nvvm.cta_group<cta_4>}
  // CHECK: error[rule]: PTX has no cta_group::4
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:3
  nvvm.tcgen05.commit %bar {group = #nvvm.cta_group<cta_4>} : !llvm.ptr
  // CHECK: error[rule]: PTX has no cta_group::4
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:3
  nvvm.tcgen05.commit %sbar, multicast_mask = %mask {group = #nvvm.cta_group<cta_4>} : !llvm.ptr<3>, i16
  // CHECK: error[rule]: PTX has no cta_group::4
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:3
  nvvm.tcgen05.shift %taddr {group = #nvvm.cta_group<cta_4>} : !llvm.ptr<6>
  // CHECK: error[rule]: PTX has no cta_group::4
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:3
  nvvm.tcgen05.cp %taddr, %desc {shape = #nvvm.tcgen05_cp_shape<shape_128x256b>, group = #nvvm.cta_group<cta_4>}
  llvm.return
}

// #nvvm.tcgen05_group<...> (MLIR before 22): at the attribute, with the new spelling.
llvm.func @old_spelling(%addr: !llvm.ptr, %saddr: !llvm.ptr<3>, %taddr: !llvm.ptr<6>, %ncols: i32, %bar: !llvm.ptr, %sbar: !llvm.ptr<3>, %mask: i16, %desc: i64) {
  // CHECK: error[attr]: 'group' must be a #nvvm.cta_group<...> attribute
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+2]]:37
  // CHECK: = #nvvm.tcgen05_group is the spelling of MLIR before 22; MLIR 22 writes #nvvm.cta_group<cta_2>
  nvvm.tcgen05.alloc %addr, %ncols {group = #nvvm.tcgen05_group<cta_2>} : !llvm.ptr, i32
  // CHECK: error[attr]: 'group' must be a #nvvm.cta_group<...> attribute
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+2]]:38
  // CHECK: = #nvvm.tcgen05_group is the spelling of MLIR before 22; MLIR 22 writes #nvvm.cta_group<cta_1>
  nvvm.tcgen05.alloc %saddr, %ncols {group = #nvvm.tcgen05_group<cta_1>} : !llvm.ptr<3>, i32
  // CHECK: error[attr]: 'group' must be a #nvvm.cta_group<...> attribute
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+2]]:40
  // CHECK: = #nvvm.tcgen05_group is the spelling of MLIR before 22; MLIR 22 writes #nvvm.cta_group<cta_2>
  nvvm.tcgen05.dealloc %taddr, %ncols {group = #nvvm.tcgen05_group<cta_2>} : !llvm.ptr<6>, i32
  // CHECK: error[attr]: 'group' must be a #nvvm.cta_group<...> attribute
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+2]]:41
  // CHECK: = #nvvm.tcgen05_group is the spelling of MLIR before 22; MLIR 22 writes #nvvm.cta_group<cta_2>
  nvvm.tcgen05.relinquish_alloc_permit {group = #nvvm.tcgen05_group<cta_2>}
  // CHECK: error[attr]: 'group' must be a #nvvm.cta_group<...> attribute
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+2]]:54
  // CHECK: = #nvvm.tcgen05_group is the spelling of MLIR before 22; MLIR 22 writes #nvvm.cta_group<cta_2>
  nvvm.tcgen05.commit %sbar, multicast_mask = %mask {group = #nvvm.tcgen05_group<cta_2>} : !llvm.ptr<3>, i16
  // CHECK: error[attr]: 'group' must be a #nvvm.cta_group<...> attribute
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+2]]:30
  // CHECK: = #nvvm.tcgen05_group is the spelling of MLIR before 22; MLIR 22 writes #nvvm.cta_group<cta_1>
  nvvm.tcgen05.shift %taddr {group = #nvvm.tcgen05_group<cta_1>} : !llvm.ptr<6>
  // CHECK: error[attr]: 'group' must be a #nvvm.cta_group<...> attribute
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+2]]:80
  // CHECK: = #nvvm.tcgen05_group is the spelling of MLIR before 22; MLIR 22 writes #nvvm.cta_group<cta_2>
  nvvm.tcgen05.cp %taddr, %desc {shape = #nvvm.tcgen05_cp_shape<shape_4x256b>, group = #nvvm.tcgen05_group<cta_2>}
  // CHECK: error[attr]: 'group' must be a #nvvm.cta_group<...> attribute
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+2]]:30
  // CHECK: = #nvvm.tcgen05_group is the spelling of MLIR before 22; MLIR 22 writes #nvvm.cta_group<cta_4>
  nvvm.tcgen05.shift %taddr {group = #nvvm.tcgen05_group<cta_4>} : !llvm.ptr<6>
  llvm.return
}

// Other values: an unknown group, an integer.
llvm.func @bad_values(%addr: !llvm.ptr, %saddr: !llvm.ptr<3>, %taddr: !llvm.ptr<6>, %ncols: i32, %bar: !llvm.ptr, %sbar: !llvm.ptr<3>, %mask: i16, %desc: i64) {
  // CHECK: error[attr]: unknown group 'cta_3'
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+2]]:37
  // CHECK: = expected one of: cta_1, cta_2, cta_4
  nvvm.tcgen05.alloc %addr, %ncols {group = #nvvm.cta_group<cta_3>} : !llvm.ptr, i32
  // CHECK: error[attr]: 'group' must be a #nvvm.cta_group<...> attribute
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:30
  nvvm.tcgen05.commit %sbar {group = 2 : i32} : !llvm.ptr<3>
  llvm.return
}
// CHECK-NOT: error
