// Modules past the memory limits ptxas enforces (docs/reliability.md F6) are
// refused at the variable or the kernel, naming the space, the total, the
// limit and the target; ptxas would refuse their PTX ("File uses too much
// global constant data (0x20000000 bytes, 0x10000 max)", "Entry function 'k'
// uses too much shared data (0xc001 bytes, 0xc000 max)"). The accepted side is
// in memory-limits.mlir, memory-limits-arch.mlir and memory-limits-sm120a.mlir.
// RUN: %nvvm-lower %s --split-input-file --target sm_80 > %t.out 2> %t.err; test $? -eq 1
// RUN: %count 0 < %t.out
// RUN: %FileCheck %s -DFILE=%s --input-file %t.err
// RUN: %FileCheck %s --check-prefix=COUNT --input-file %t.err
// COUNT-COUNT-9: error[memory-limit]
// COUNT-NOT: error
// On the targets with more shared memory, only the last kernel is past it:
// RUN: %nvvm-lower %s --split-input-file --target sm_90a > %t.out 2> %t.err; test $? -eq 1
// RUN: %FileCheck %s --check-prefix=SM90A --input-file %t.err
// RUN: %nvvm-lower %s --split-input-file --target sm_120a > %t.out 2> %t.err; test $? -eq 1
// RUN: %FileCheck %s --check-prefix=SM120A --input-file %t.err
// SM90A-COUNT-4: error[memory-limit]: the module's .const
// SM90A-NEXT: ┌
// SM90A-NOT: error
// SM90A: error[memory-limit]: kernel '@k' uses 232464 bytes of static shared memory (.shared), more than the 232448 that sm_90a allows
// SM90A-NOT: error
// SM120A-COUNT-4: error[memory-limit]: the module's .const
// SM120A-NOT: error
// SM120A: error[memory-limit]: kernel '@k' uses 232464 bytes of static shared memory (.shared), more than the 101376 that sm_120a allows
// SM120A-NOT: error

// One byte over, by the padding before @b.
// CHECK: error[memory-limit]: the module's .const variables take 65537 bytes of constant memory, more than the 65536 that sm_80 allows; '@b' is the first to end past it
// CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+2]]:1
llvm.mlir.global internal @a() {addr_space = 4 : i32} : i8
llvm.mlir.global internal @b() {addr_space = 4 : i32, alignment = 8 : i64} : !llvm.array<65529 x i8>

// -----
// Declared variables count too, and so do those no kernel uses.
// CHECK: error[memory-limit]: the module's .const variables take 65540 bytes of constant memory, more than the 65536 that sm_80 allows; '@table' is the first to end past it
// CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+3]]:1
// CHECK: = ptxas counts every .const variable of the module (2 here)
llvm.mlir.global external @lut() {addr_space = 4 : i32} : !llvm.array<4 x i8>
llvm.mlir.global internal @table() {addr_space = 4 : i32} : !llvm.array<16384 x f32>

// -----
// The finding: 512 MiB of constant memory.
// CHECK: error[memory-limit]: the module's .const variables take 536870912 bytes of constant memory, more than the 65536 that sm_80 allows; '@huge' is the first to end past it
llvm.mlir.global internal @huge() {addr_space = 4 : i32} : !llvm.array<1024 x !llvm.array<131072 x i32>>

// -----
// Found by the edges fuzzer: LLVM declares a defined zero-size global as one
// byte (`.weak .const .align 8 .b8 g0;`), and ptxas counts it (and the
// padding to @g1's alignment).
// CHECK: error[memory-limit]: the module's .const variables take 66560 bytes of constant memory, more than the 65536 that sm_80 allows; '@g1' is the first to end past it
llvm.mlir.global common @g0() {addr_space = 4 : i32} : !llvm.array<64 x !llvm.struct<()>>
llvm.mlir.global internal @g1() {addr_space = 4 : i32, alignment = 1024 : i64} : !llvm.array<65536 x i8>

// -----
// The same in shared memory: 1 + 49152 bytes.
// CHECK: error[memory-limit]: kernel '@k' uses 49153 bytes of static shared memory (.shared), more than the 49152 that sm_80 allows
llvm.mlir.global internal @z() {addr_space = 3 : i32} : !llvm.struct<()>
llvm.mlir.global internal @s() {addr_space = 3 : i32} : !llvm.array<49152 x i8>
llvm.func @k(%p: !llvm.ptr<1>) attributes {nvvm.kernel} {
  %z = llvm.mlir.addressof @z : !llvm.ptr<3>
  %s = llvm.mlir.addressof @s : !llvm.ptr<3>
  %v = llvm.load %z : !llvm.ptr<3> -> i8
  %w = llvm.load %s : !llvm.ptr<3> -> i8
  %x = llvm.add %v, %w : i8
  llvm.store %x, %p : i8, !llvm.ptr<1>
  llvm.return
}

// -----
// 48 KiB and one byte in one kernel.
// CHECK: error[memory-limit]: kernel '@k' uses 49153 bytes of static shared memory (.shared), more than the 49152 that sm_80 allows
// CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+2]]:11
llvm.mlir.global internal @s() {addr_space = 3 : i32} : !llvm.array<49153 x i8>
llvm.func @k(%p: !llvm.ptr<1>) attributes {nvvm.kernel} {
  %s = llvm.mlir.addressof @s : !llvm.ptr<3>
  %v = llvm.load %s : !llvm.ptr<3> -> i8
  llvm.store %v, %p : i8, !llvm.ptr<1>
  llvm.return
}

// -----
// Two variables of 48 KiB, one through a call: each is at the limit, the
// kernel that uses both is past it; @k1 uses one and is fine.
// CHECK: error[memory-limit]: kernel '@k2' uses 98304 bytes of static shared memory (.shared), more than the 49152 that sm_80 allows
// CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+21]]:11
// CHECK-NOT: '@k1'
llvm.mlir.global internal @s() {addr_space = 3 : i32} : !llvm.array<12288 x i32>
llvm.mlir.global external @t() {addr_space = 3 : i32} : !llvm.array<12288 x i32>
llvm.func @read_s() -> i32 {
  %s = llvm.mlir.addressof @s : !llvm.ptr<3>
  %v = llvm.load %s : !llvm.ptr<3> -> i32
  llvm.return %v : i32
}
llvm.func @read_both() -> i32 {
  %t = llvm.mlir.addressof @t : !llvm.ptr<3>
  %v = llvm.load %t : !llvm.ptr<3> -> i32
  %w = llvm.call @read_s() : () -> i32
  %x = llvm.add %v, %w : i32
  llvm.return %x : i32
}
llvm.func @k1(%p: !llvm.ptr<1>) attributes {nvvm.kernel} {
  %v = llvm.call @read_s() : () -> i32
  llvm.store %v, %p : i32, !llvm.ptr<1>
  llvm.return
}
llvm.func @k2(%p: !llvm.ptr<1>) attributes {nvvm.kernel} {
  %v = llvm.call @read_both() : () -> i32
  llvm.store %v, %p : i32, !llvm.ptr<1>
  llvm.return
}

// -----
// Where alignment padding is possible, the most it could add counts: 1 + 7 +
// 49145 passes 48 KiB (ptxas lays the two out in an order of its own).
// CHECK: error[memory-limit]: kernel '@k' uses 49146 bytes and up to 7 of alignment padding of static shared memory (.shared), more than the 49152 that sm_80 allows
llvm.mlir.global internal @a() {addr_space = 3 : i32} : i8
llvm.mlir.global internal @b() {addr_space = 3 : i32, alignment = 8 : i64} : !llvm.array<49145 x i8>
llvm.func @k(%p: !llvm.ptr<1>) attributes {nvvm.kernel} {
  %a = llvm.mlir.addressof @a : !llvm.ptr<3>
  %b = llvm.mlir.addressof @b : !llvm.ptr<3>
  %v = llvm.load %a : !llvm.ptr<3> -> i8
  %w = llvm.load %b : !llvm.ptr<3> -> i8
  %x = llvm.add %v, %w : i8
  llvm.store %x, %p : i8, !llvm.ptr<1>
  llvm.return
}

// -----
// More than the 227 KiB of sm_90a is more than any target has.
// CHECK: error[memory-limit]: kernel '@k' uses 232464 bytes of static shared memory (.shared), more than the 49152 that sm_80 allows
llvm.mlir.global internal @s() {addr_space = 3 : i32} : !llvm.array<14529 x vector<4 x i32>>
llvm.func @k(%p: !llvm.ptr<1>) attributes {nvvm.kernel} {
  %s = llvm.mlir.addressof @s : !llvm.ptr<3>
  %v = llvm.load %s : !llvm.ptr<3> -> i32
  llvm.store %v, %p : i32, !llvm.ptr<1>
  llvm.return
}
