// Operands of the tcgen05 alloc/dealloc/commit/shift ops: the address spaces
// (alloc and commit take a generic !llvm.ptr or a shared !llvm.ptr<3>; dealloc
// and shift take a TMEM !llvm.ptr<6>), nCols is an i32, the multicast mask an
// i16, and the type list after ':' must match the operands. Each is diagnosed
// at the operand (or type), with a note naming the expected pointer; a wrong
// operand or type count is a parse error at the op (one per chunk). Exit status
// 1, nothing on stdout.
// RUN: %nvvm-lower %s --split-input-file --target sm_100a > %t.out 2> %t.err; test $? -eq 1
// RUN: %count 0 < %t.out
// RUN: %FileCheck %s -DFILE=%s --input-file %t.err
// RUN: %not %nvvm-lower %s --split-input-file --target sm_103a 2>&1 >/dev/null | %FileCheck %s -DFILE=%s
// RUN: %not %nvvm-lower %s --split-input-file --target sm_100a 2>&1 >/dev/null | grep -c '^error' | grep -qx 26

// Address spaces.
llvm.func @spaces(%gen: !llvm.ptr, %smem: !llvm.ptr<3>, %tmem: !llvm.ptr<6>, %glob: !llvm.ptr<1>, %clus: !llvm.ptr<7>, %ncols: i32, %n64: i64, %mask: i16, %m32: i32, %m1: i1) {
  // CHECK: error[space]: operand #0 of 'nvvm.tcgen05.alloc' must be a pointer of the right address space, but got !llvm.ptr<6>
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+2]]:22
  // CHECK: = 'nvvm.tcgen05.alloc' takes 'addr' as a pointer to generic (!llvm.ptr) or shared_cta (!llvm.ptr<3>)
  nvvm.tcgen05.alloc %tmem, %ncols : !llvm.ptr<6>, i32
  // CHECK: error[space]: operand #0 of 'nvvm.tcgen05.alloc' must be a pointer of the right address space, but got !llvm.ptr<1>
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+2]]:22
  // CHECK: = 'nvvm.tcgen05.alloc' takes 'addr' as a pointer to generic (!llvm.ptr) or shared_cta (!llvm.ptr<3>)
  nvvm.tcgen05.alloc %glob, %ncols : !llvm.ptr<1>, i32
  // CHECK: error[space]: operand #0 of 'nvvm.tcgen05.alloc' must be a pointer of the right address space, but got !llvm.ptr<7>
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+2]]:22
  // CHECK: = 'nvvm.tcgen05.alloc' takes 'addr' as a pointer to generic (!llvm.ptr) or shared_cta (!llvm.ptr<3>)
  nvvm.tcgen05.alloc %clus, %ncols {group = #nvvm.cta_group<cta_2>} : !llvm.ptr<7>, i32
  // CHECK: error[space]: operand #0 of 'nvvm.tcgen05.dealloc' must be a pointer of the right address space, but got !llvm.ptr<3>
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+2]]:24
  // CHECK: = 'nvvm.tcgen05.dealloc' takes 'taddr' as a pointer to tensor (!llvm.ptr<6>)
  nvvm.tcgen05.dealloc %smem, %ncols : !llvm.ptr<3>, i32
  // CHECK: error[space]: operand #0 of 'nvvm.tcgen05.dealloc' must be a pointer of the right address space, but got !llvm.ptr{{$}}
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+2]]:24
  // CHECK: = 'nvvm.tcgen05.dealloc' takes 'taddr' as a pointer to tensor (!llvm.ptr<6>)
  nvvm.tcgen05.dealloc %gen, %ncols {group = #nvvm.cta_group<cta_2>} : !llvm.ptr, i32
  // CHECK: error[space]: operand #0 of 'nvvm.tcgen05.commit' must be a pointer of the right address space, but got !llvm.ptr<6>
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+2]]:23
  // CHECK: = 'nvvm.tcgen05.commit' takes 'addr' as a pointer to generic (!llvm.ptr) or shared_cta (!llvm.ptr<3>)
  nvvm.tcgen05.commit %tmem : !llvm.ptr<6>
  // CHECK: error[space]: operand #0 of 'nvvm.tcgen05.commit' must be a pointer of the right address space, but got !llvm.ptr<7>
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+2]]:23
  // CHECK: = 'nvvm.tcgen05.commit' takes 'addr' as a pointer to generic (!llvm.ptr) or shared_cta (!llvm.ptr<3>)
  nvvm.tcgen05.commit %clus, multicast_mask = %mask : !llvm.ptr<7>, i16
  // CHECK: error[space]: operand #0 of 'nvvm.tcgen05.commit' must be a pointer of the right address space, but got !llvm.ptr<1>
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+2]]:23
  // CHECK: = 'nvvm.tcgen05.commit' takes 'addr' as a pointer to generic (!llvm.ptr) or shared_cta (!llvm.ptr<3>)
  nvvm.tcgen05.commit %glob {group = #nvvm.cta_group<cta_2>} : !llvm.ptr<1>
  // CHECK: error[space]: operand #0 of 'nvvm.tcgen05.shift' must be a pointer of the right address space, but got !llvm.ptr<3>
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+2]]:22
  // CHECK: = 'nvvm.tcgen05.shift' takes 'taddr' as a pointer to tensor (!llvm.ptr<6>)
  nvvm.tcgen05.shift %smem : !llvm.ptr<3>
  // CHECK: error[space]: operand #0 of 'nvvm.tcgen05.shift' must be a pointer of the right address space, but got !llvm.ptr{{$}}
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+2]]:22
  // CHECK: = 'nvvm.tcgen05.shift' takes 'taddr' as a pointer to tensor (!llvm.ptr<6>)
  nvvm.tcgen05.shift %gen {group = #nvvm.cta_group<cta_2>} : !llvm.ptr
  llvm.return
}

// -----

// Integer operand types: nCols i32, multicast_mask i16.
llvm.func @int_types(%gen: !llvm.ptr, %smem: !llvm.ptr<3>, %tmem: !llvm.ptr<6>, %glob: !llvm.ptr<1>, %clus: !llvm.ptr<7>, %ncols: i32, %n64: i64, %mask: i16, %m32: i32, %m1: i1) {
  // CHECK: error[type]: operand 'nCols' of 'nvvm.tcgen05.alloc' must be i32, but got i64
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:28
  nvvm.tcgen05.alloc %gen, %n64 : !llvm.ptr, i64
  // CHECK: error[type]: operand 'nCols' of 'nvvm.tcgen05.dealloc' must be i32, but got i16
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:31
  nvvm.tcgen05.dealloc %tmem, %mask : !llvm.ptr<6>, i16
  // CHECK: error[type]: operand 'mask' of 'nvvm.tcgen05.commit' must be i16, but got i32
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:47
  nvvm.tcgen05.commit %smem, multicast_mask = %m32 : !llvm.ptr<3>, i32
  // CHECK: error[type]: operand 'mask' of 'nvvm.tcgen05.commit' must be i16, but got i1
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:46
  nvvm.tcgen05.commit %gen, multicast_mask = %m1 : !llvm.ptr, i1
  // CHECK: error[type]: operand 'mask' of 'nvvm.tcgen05.commit' must be i16, but got i64
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:47
  nvvm.tcgen05.commit %smem, multicast_mask = %n64 {group = #nvvm.cta_group<cta_2>} : !llvm.ptr<3>, i64
  llvm.return
}

// -----

// The type list must agree with the operands' types.
llvm.func @type_list(%gen: !llvm.ptr, %smem: !llvm.ptr<3>, %tmem: !llvm.ptr<6>, %glob: !llvm.ptr<1>, %clus: !llvm.ptr<7>, %ncols: i32, %n64: i64, %mask: i16, %m32: i32, %m1: i1) {
  // CHECK: error[type]: type !llvm.ptr does not match the operand's type !llvm.ptr<3>
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:38
  nvvm.tcgen05.alloc %smem, %ncols : !llvm.ptr, i32
  // CHECK: error[type]: type i32 does not match the operand's type i16
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:69
  nvvm.tcgen05.commit %smem, multicast_mask = %mask : !llvm.ptr<3>, i32
  // CHECK: error[type]: type !llvm.ptr<3> does not match the operand's type !llvm.ptr<6>
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:30
  nvvm.tcgen05.shift %tmem : !llvm.ptr<3>
  llvm.return
}

// -----

llvm.func @commit_mask_no_type(%gen: !llvm.ptr, %smem: !llvm.ptr<3>, %tmem: !llvm.ptr<6>, %glob: !llvm.ptr<1>, %clus: !llvm.ptr<7>, %ncols: i32, %n64: i64, %mask: i16, %m32: i32, %m1: i1) {
  // CHECK: error[type]: 'nvvm.tcgen05.commit' expects 2 type(s) after ':', got 1
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+2]]:3
  // CHECK: = for example: nvvm.tcgen05.commit %addr, [multicast_mask = %mask] : !llvm.ptr<3>, i16
  nvvm.tcgen05.commit %smem, multicast_mask = %mask : !llvm.ptr<3>
  llvm.return
}

// -----

llvm.func @commit_no_types(%gen: !llvm.ptr, %smem: !llvm.ptr<3>, %tmem: !llvm.ptr<6>, %glob: !llvm.ptr<1>, %clus: !llvm.ptr<7>, %ncols: i32, %n64: i64, %mask: i16, %m32: i32, %m1: i1) {
  // CHECK: error[type]: 'nvvm.tcgen05.commit' expects 1 type(s) after ':', got 0
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:3
  nvvm.tcgen05.commit %smem
  llvm.return
}

// -----

llvm.func @commit_extra_type(%gen: !llvm.ptr, %smem: !llvm.ptr<3>, %tmem: !llvm.ptr<6>, %glob: !llvm.ptr<1>, %clus: !llvm.ptr<7>, %ncols: i32, %n64: i64, %mask: i16, %m32: i32, %m1: i1) {
  // CHECK: error[type]: 'nvvm.tcgen05.commit' expects 1 type(s) after ':', got 2
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:3
  nvvm.tcgen05.commit %gen : !llvm.ptr, i16
  llvm.return
}

// -----

llvm.func @alloc_three_types(%gen: !llvm.ptr, %smem: !llvm.ptr<3>, %tmem: !llvm.ptr<6>, %glob: !llvm.ptr<1>, %clus: !llvm.ptr<7>, %ncols: i32, %n64: i64, %mask: i16, %m32: i32, %m1: i1) {
  // CHECK: error[type]: 'nvvm.tcgen05.alloc' expects 2 type(s) after ':', got 3
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:3
  nvvm.tcgen05.alloc %gen, %ncols : !llvm.ptr, i32, i32
  llvm.return
}

// -----

llvm.func @shift_no_type(%gen: !llvm.ptr, %smem: !llvm.ptr<3>, %tmem: !llvm.ptr<6>, %glob: !llvm.ptr<1>, %clus: !llvm.ptr<7>, %ncols: i32, %n64: i64, %mask: i16, %m32: i32, %m1: i1) {
  // CHECK: error[type]: 'nvvm.tcgen05.shift' expects 1 type(s) after ':', got 0
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:3
  nvvm.tcgen05.shift %tmem
  llvm.return
}

// -----

llvm.func @alloc_one_operand(%gen: !llvm.ptr, %smem: !llvm.ptr<3>, %tmem: !llvm.ptr<6>, %glob: !llvm.ptr<1>, %clus: !llvm.ptr<7>, %ncols: i32, %n64: i64, %mask: i16, %m32: i32, %m1: i1) {
  // CHECK: error[operands]: 'nvvm.tcgen05.alloc' takes 2 operand(s) (addr, nCols), got 1
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:3
  nvvm.tcgen05.alloc %smem : !llvm.ptr<3>
  llvm.return
}

// -----

llvm.func @dealloc_three_operands(%gen: !llvm.ptr, %smem: !llvm.ptr<3>, %tmem: !llvm.ptr<6>, %glob: !llvm.ptr<1>, %clus: !llvm.ptr<7>, %ncols: i32, %n64: i64, %mask: i16, %m32: i32, %m1: i1) {
  // CHECK: error[operands]: 'nvvm.tcgen05.dealloc' takes 2 operand(s) (taddr, nCols), got 3
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:3
  nvvm.tcgen05.dealloc %tmem, %ncols, %ncols : !llvm.ptr<6>, i32, i32
  llvm.return
}

// -----

llvm.func @shift_two_operands(%gen: !llvm.ptr, %smem: !llvm.ptr<3>, %tmem: !llvm.ptr<6>, %glob: !llvm.ptr<1>, %clus: !llvm.ptr<7>, %ncols: i32, %n64: i64, %mask: i16, %m32: i32, %m1: i1) {
  // CHECK: error[operands]: 'nvvm.tcgen05.shift' takes 1 operand(s) (taddr), got 2
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:3
  nvvm.tcgen05.shift %tmem, %tmem : !llvm.ptr<6>
  llvm.return
}

// CHECK-NOT: error
