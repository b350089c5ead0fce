// nvvm.tcgen05.cp rules (MLIR 22's verifier messages): shape is required;
// 64x128b needs a warpx2 multicast, 32x128b needs warpx4, and the other shapes
// take no multicast; PTX has no cta_group::4. Unknown enum values and
// attributes of the wrong kind point at the attribute; the TMEM address must
// be an !llvm.ptr<6> and the descriptor an i64. Every chunk is diagnosed at its
// own line and column, exit status 1, nothing on stdout; the diagnostics are
// the same on every target (the rules are checked before the target gate).
// RUN: %nvvm-lower %s --split-input-file --target sm_100a > %t.out 2> %t.err; test $? -eq 1
// RUN: %count 0 < %t.out
// RUN: %FileCheck %s -DFILE=%s --input-file %t.err
// RUN: %not %nvvm-lower %s --split-input-file --target sm_103a 2>&1 >/dev/null | %FileCheck %s -DFILE=%s
// RUN: %not %nvvm-lower %s --split-input-file --target sm_90a 2>&1 >/dev/null | %FileCheck %s -DFILE=%s
// RUN: %not %nvvm-lower %s --split-input-file --target sm_100a 2>&1 >/dev/null | grep -c '^error' | grep -qx 26

// The multicast rules, one diagnostic per op, at the op.
llvm.func @multicast_rules(%taddr: !llvm.ptr<6>, %desc: i64) {
  // CHECK: error[rule]: Shape 64x128b requires multicast warpx2_01_23 or warpx2_02_13 for tcgen05.cp Op
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:3
  nvvm.tcgen05.cp %taddr, %desc {shape = #nvvm.tcgen05_cp_shape<shape_64x128b>}
  // CHECK: error[rule]: Shape 64x128b requires multicast warpx2_01_23 or warpx2_02_13 for tcgen05.cp Op
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:3
  nvvm.tcgen05.cp %taddr, %desc {shape = #nvvm.tcgen05_cp_shape<shape_64x128b>, multicast = #nvvm.tcgen05_cp_multicast<none>}
  // CHECK: error[rule]: Shape 64x128b requires multicast warpx2_01_23 or warpx2_02_13 for tcgen05.cp Op
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:3
  nvvm.tcgen05.cp %taddr, %desc {shape = #nvvm.tcgen05_cp_shape<shape_64x128b>, multicast = #nvvm.tcgen05_cp_multicast<warpx4>, srcFormat = #nvvm.tcgen05_cp_src_fmt<b6x16_p32>}
  // CHECK: error[rule]: Shape 32x128b requires multicast warpx4 for tcgen05.cp Op
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:3
  nvvm.tcgen05.cp %taddr, %desc {shape = #nvvm.tcgen05_cp_shape<shape_32x128b>}
  // CHECK: error[rule]: Shape 32x128b requires multicast warpx4 for tcgen05.cp Op
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:3
  nvvm.tcgen05.cp %taddr, %desc {shape = #nvvm.tcgen05_cp_shape<shape_32x128b>, multicast = #nvvm.tcgen05_cp_multicast<warpx2_01_23>}
  // CHECK: error[rule]: Shape 32x128b requires multicast warpx4 for tcgen05.cp Op
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:3
  nvvm.tcgen05.cp %taddr, %desc {shape = #nvvm.tcgen05_cp_shape<shape_32x128b>, multicast = #nvvm.tcgen05_cp_multicast<warpx2_02_13>, group = #nvvm.cta_group<cta_2>}
  // CHECK: error[rule]: Invalid multicast type for tcgen05.cp Op
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:3
  nvvm.tcgen05.cp %taddr, %desc {shape = #nvvm.tcgen05_cp_shape<shape_128x256b>, multicast = #nvvm.tcgen05_cp_multicast<warpx4>}
  // CHECK: error[rule]: Invalid multicast type for tcgen05.cp Op
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:3
  nvvm.tcgen05.cp %taddr, %desc {shape = #nvvm.tcgen05_cp_shape<shape_4x256b>, multicast = #nvvm.tcgen05_cp_multicast<warpx2_02_13>}
  // CHECK: error[rule]: Invalid multicast type for tcgen05.cp Op
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:3
  nvvm.tcgen05.cp %taddr, %desc {shape = #nvvm.tcgen05_cp_shape<shape_128x128b>, multicast = #nvvm.tcgen05_cp_multicast<warpx2_01_23>, srcFormat = #nvvm.tcgen05_cp_src_fmt<b4x16_p64>}
  // The valid forms next to them are not diagnosed.
  nvvm.tcgen05.cp %taddr, %desc {shape = #nvvm.tcgen05_cp_shape<shape_64x128b>, multicast = #nvvm.tcgen05_cp_multicast<warpx2_02_13>}
  nvvm.tcgen05.cp %taddr, %desc {shape = #nvvm.tcgen05_cp_shape<shape_128x128b>, multicast = #nvvm.tcgen05_cp_multicast<none>}
  llvm.return
}

// -----

// shape is required, whatever else is given; cta_group::4 does not exist.
llvm.func @required_and_group(%taddr: !llvm.ptr<6>, %desc: i64) {
  // CHECK: error[rule]: 'nvvm.tcgen05.cp' op requires attribute 'shape'
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:3
  nvvm.tcgen05.cp %taddr, %desc
  // CHECK: error[rule]: 'nvvm.tcgen05.cp' op requires attribute 'shape'
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:3
  nvvm.tcgen05.cp %taddr, %desc {multicast = #nvvm.tcgen05_cp_multicast<warpx4>, srcFormat = #nvvm.tcgen05_cp_src_fmt<b6x16_p32>, group = #nvvm.cta_group<cta_2>}
  // CHECK: error[rule]: PTX has no cta_group::4
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+2]]:3
  // CHECK: = tcgen05 instructions take cta_group::1 or cta_group::2; four CTAs copy their quarters with nvsync.s2t_copy {cta_group = 1, shape_selector = 3} (examples/tcgen05_quad_s2t.mlir)
  nvvm.tcgen05.cp %taddr, %desc {shape = #nvvm.tcgen05_cp_shape<shape_128x256b>, group = #nvvm.cta_group<cta_4>}
  // CHECK: error[rule]: PTX has no cta_group::4
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:3
  nvvm.tcgen05.cp %taddr, %desc {shape = #nvvm.tcgen05_cp_shape<shape_32x128b>, multicast = #nvvm.tcgen05_cp_multicast<warpx4>, group = #nvvm.cta_group<cta_4>, srcFormat = #nvvm.tcgen05_cp_src_fmt<b4x16_p64>}
  llvm.return
}

// -----

// Unknown enum values: at the attribute, with the valid values.
llvm.func @bad_shape(%taddr: !llvm.ptr<6>, %desc: i64) {
  // CHECK: error[attr]: unknown cp shape 'shape_256x128b'
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+2]]:34
  // CHECK: = expected one of: shape_128x256b, shape_4x256b, shape_128x128b, shape_64x128b, shape_32x128b
  nvvm.tcgen05.cp %taddr, %desc {shape = #nvvm.tcgen05_cp_shape<shape_256x128b>}
  llvm.return
}

// -----

llvm.func @bad_multicast(%taddr: !llvm.ptr<6>, %desc: i64) {
  // CHECK: error[attr]: unknown cp multicast 'warpx2'
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+2]]:81
  // CHECK: = expected one of: none, warpx2_02_13, warpx2_01_23, warpx4
  nvvm.tcgen05.cp %taddr, %desc {shape = #nvvm.tcgen05_cp_shape<shape_64x128b>, multicast = #nvvm.tcgen05_cp_multicast<warpx2>}
  llvm.return
}

// -----

llvm.func @bad_src_format(%taddr: !llvm.ptr<6>, %desc: i64) {
  // CHECK: error[attr]: unknown src format 'b8x16'
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+2]]:82
  // CHECK: = expected one of: b6x16_p32, b4x16_p64
  nvvm.tcgen05.cp %taddr, %desc {shape = #nvvm.tcgen05_cp_shape<shape_128x256b>, srcFormat = #nvvm.tcgen05_cp_src_fmt<b8x16>}
  llvm.return
}

// -----

// An attribute of the wrong kind under a known name.
llvm.func @wrong_attr_kind(%taddr: !llvm.ptr<6>, %desc: i64) {
  // CHECK: error[attr]: 'shape' must be a #nvvm.tcgen05_cp_shape<...> attribute
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:34
  nvvm.tcgen05.cp %taddr, %desc {shape = #nvvm.tcgen05_cp_multicast<warpx4>}
  llvm.return
}

// -----

llvm.func @wrong_multicast_kind(%taddr: !llvm.ptr<6>, %desc: i64) {
  // CHECK: error[attr]: 'multicast' must be a #nvvm.tcgen05_cp_multicast<...> attribute
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:80
  nvvm.tcgen05.cp %taddr, %desc {shape = #nvvm.tcgen05_cp_shape<shape_4x256b>, multicast = #nvvm.tcgen05_cp_shape<shape_4x256b>}
  llvm.return
}

// -----

llvm.func @integer_group(%taddr: !llvm.ptr<6>, %desc: i64) {
  // CHECK: error[attr]: 'group' must be a #nvvm.cta_group<...> attribute
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:80
  nvvm.tcgen05.cp %taddr, %desc {shape = #nvvm.tcgen05_cp_shape<shape_4x256b>, group = 2}
  llvm.return
}

// -----

llvm.func @unknown_attr(%taddr: !llvm.ptr<6>, %desc: i64) {
  // CHECK: error[attr]: 'nvvm.tcgen05.cp' has no attribute 'cta_group'
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+2]]:80
  // CHECK: = it accepts shape, group, multicast, srcFormat
  nvvm.tcgen05.cp %taddr, %desc {shape = #nvvm.tcgen05_cp_shape<shape_4x256b>, cta_group = #nvvm.cta_group<cta_2>}
  llvm.return
}

// -----

llvm.func @duplicate_shape(%taddr: !llvm.ptr<6>, %desc: i64) {
  // CHECK: error[attr]: duplicate key 'shape' in the attribute dictionary
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:80
  nvvm.tcgen05.cp %taddr, %desc {shape = #nvvm.tcgen05_cp_shape<shape_4x256b>, shape = #nvvm.tcgen05_cp_shape<shape_32x128b>}
  llvm.return
}

// -----

// Operands: the TMEM address is an !llvm.ptr<6>, the descriptor an i64, and
// there are exactly two of them.
llvm.func @operands(%taddr: !llvm.ptr<6>, %desc: i64, %saddr: !llvm.ptr<3>, %gaddr: !llvm.ptr, %d32: i32) {
  // CHECK: error[space]: operand #0 of 'nvvm.tcgen05.cp' must be a pointer of the right address space, but got !llvm.ptr<3>
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+2]]:19
  // CHECK: = 'nvvm.tcgen05.cp' takes 'taddr' as a pointer to tensor (!llvm.ptr<6>)
  nvvm.tcgen05.cp %saddr, %desc {shape = #nvvm.tcgen05_cp_shape<shape_128x256b>}
  // CHECK: error[space]: operand #0 of 'nvvm.tcgen05.cp' must be a pointer of the right address space, but got !llvm.ptr
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+2]]:19
  // CHECK: = 'nvvm.tcgen05.cp' takes 'taddr' as a pointer to tensor (!llvm.ptr<6>)
  nvvm.tcgen05.cp %gaddr, %desc {shape = #nvvm.tcgen05_cp_shape<shape_128x256b>}
  // CHECK: error[type]: operand 'smem_desc' of 'nvvm.tcgen05.cp' must be i64, but got i32
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:27
  nvvm.tcgen05.cp %taddr, %d32 {shape = #nvvm.tcgen05_cp_shape<shape_128x256b>}
  llvm.return
}

// -----

// A wrong operand count is a parse error (the rest of the chunk is not read).
llvm.func @three_operands(%taddr: !llvm.ptr<6>, %desc: i64) {
  // CHECK: error[operands]: 'nvvm.tcgen05.cp' takes 2 operand(s) (taddr, smem_desc), got 3
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:3
  nvvm.tcgen05.cp %taddr, %desc, %desc {shape = #nvvm.tcgen05_cp_shape<shape_4x256b>}
  llvm.return
}

// -----

llvm.func @one_operand(%taddr: !llvm.ptr<6>) {
  // CHECK: error[operands]: 'nvvm.tcgen05.cp' takes 2 operand(s) (taddr, smem_desc), got 1
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:3
  nvvm.tcgen05.cp %taddr {shape = #nvvm.tcgen05_cp_shape<shape_4x256b>}
  llvm.return
}
// CHECK-NOT: error
