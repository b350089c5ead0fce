// Found by the edges fuzzer: LLVM's NVPTX backend walks every array element
// of a parameter, even an empty one, so a type of one scalar and 2^32 - 1
// empty structs kept it busy for minutes (the fuzzer's 30 s timeout). A
// value's members count such elements: at most 4096, as for scalars
// (docs/reliability.md F9).
// RUN: %nvvm-lower %s --target sm_80 > %t.out 2> %t.err; test $? -eq 1
// RUN: %count 0 < %t.out
// RUN: %FileCheck %s -DFILE=%s --input-file %t.err
// RUN: %FileCheck %s --check-prefix=COUNT --input-file %t.err
// COUNT-COUNT-4: error[range]
// COUNT-NOT: error

// CHECK: error[range]: !llvm.struct<(i8, !llvm.array<4294967295 x !llvm.struct<()>>)> is too large for a value (4294967296 elements; at most 4096)
// CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:32
llvm.func @k(%p: !llvm.ptr<1>, %z: !llvm.struct<(i8, !llvm.array<4294967295 x !llvm.struct<()>>)>) attributes {nvvm.kernel} {
  llvm.return
}
// CHECK: error[range]: !llvm.struct<(i32, !llvm.array<4097 x !llvm.array<0 x i8>>)> is too large for a value (4098 elements; at most 4096)
// CHECK: error[range]: !llvm.struct<(i32, !llvm.array<4097 x !llvm.array<0 x i8>>)> is too large for a value
// CHECK: error[range]: !llvm.struct<(i32, !llvm.array<4097 x !llvm.array<0 x i8>>)> is too large for a value
llvm.func @f(%p: !llvm.ptr<1>) -> !llvm.struct<(i32, !llvm.array<4097 x !llvm.array<0 x i8>>)> {
  %v = llvm.load %p : !llvm.ptr<1> -> !llvm.struct<(i32, !llvm.array<4097 x !llvm.array<0 x i8>>)>
  llvm.return %v : !llvm.struct<(i32, !llvm.array<4097 x !llvm.array<0 x i8>>)>
}
