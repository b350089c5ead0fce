// Integer literals that once wrapped silently: an array length beyond 32 bits
// (18446744073709551617 became 1), a global's address space or alignment
// beyond 32 bits (their low bits), a typed attribute beyond its type, a
// getelementptr constant index beyond i32 (written as i32). Each is now a
// diagnostic. A constant keeps MLIR 22's range for a signless iN, -2^(N-1) to
// 2^N - 1: `9223372036854775808 : i64` is i64's minimum there and here.
// RUN: split-file %s %t
// RUN: not %nvvm-lower %t/len.mlir --target sm_90 2>&1 | %FileCheck %s --check-prefix=LEN -DFILE=%t/len.mlir
// RUN: not %nvvm-lower %t/neg.mlir --target sm_90 2>&1 | %FileCheck %s --check-prefix=NEG -DFILE=%t/neg.mlir
// RUN: not %nvvm-lower %t/vec.mlir --target sm_90 2>&1 | %FileCheck %s --check-prefix=VEC -DFILE=%t/vec.mlir
// RUN: not %nvvm-lower %t/space.mlir --target sm_90 2>&1 | %FileCheck %s --check-prefix=SPACE -DFILE=%t/space.mlir
// RUN: not %nvvm-lower %t/align.mlir --target sm_90 2>&1 | %FileCheck %s --check-prefix=ALIGN -DFILE=%t/align.mlir
// RUN: not %nvvm-lower %t/align64.mlir --target sm_90 2>&1 | %FileCheck %s --check-prefix=ALIGN64 -DFILE=%t/align64.mlir
// RUN: not %nvvm-lower %t/gep.mlir --target sm_90 2>&1 | %FileCheck %s --check-prefix=GEP -DFILE=%t/gep.mlir
// RUN: not %nvvm-lower %t/bounds.mlir --target sm_90 2>&1 | %FileCheck %s --check-prefix=BOUNDS -DFILE=%t/bounds.mlir
// RUN: not %nvvm-lower %t/const.mlir --target sm_90 2>&1 | %FileCheck %s --check-prefix=CONST -DFILE=%t/const.mlir
// RUN: %nvvm-lower %t/min.mlir --target sm_90 --emit llvm-ir | %FileCheck %s --check-prefix=MIN

// LEN: error[range]: length 18446744073709551617 is out of range (0 to 4294967295)
// LEN-NEXT: ┌─ [[FILE]]:1:69
// NEG: error[range]: length -1 is out of range
// NEG-NEXT: ┌─ [[FILE]]:1:69
// VEC: error[range]: length 4294967296 is out of range
// VEC-NEXT: ┌─ [[FILE]]:2:46
// SPACE: error[range]: integer 4294967297 is out of range for i32
// SPACE-NEXT: ┌─ [[FILE]]:1:46
// ALIGN: error[range]: 'alignment' of -8 is out of range
// ALIGN-NEXT: ┌─ [[FILE]]:1:55
// ALIGN64: error[range]: 'alignment' of 4294967296 is out of range (0 to 4294967295)
// ALIGN64-NEXT: ┌─ [[FILE]]:1:55
// GEP: error[range]: getelementptr constant index 4294967296 does not fit in i32
// GEP-NEXT: ┌─ [[FILE]]:2:30
// BOUNDS: error[range]: integer 4294967296 is out of range for i32
// BOUNDS-NEXT: ┌─ [[FILE]]:1:67
// CONST: error[range]: constant 18446744073709551616 does not fit in i64
// CONST-NEXT: ┌─ [[FILE]]:2:3
// MIN: ret i64 -9223372036854775808

//--- len.mlir
llvm.mlir.global internal @g() {addr_space = 1 : i32} : !llvm.array<18446744073709551617 x i8>
//--- neg.mlir
llvm.mlir.global internal @g() {addr_space = 1 : i32} : !llvm.array<-1 x i8>
//--- vec.mlir
llvm.func @k(%p: !llvm.ptr<1>) attributes {nvvm.kernel} {
  %v = llvm.load %p : !llvm.ptr<1> -> vector<4294967296 x i32>
  llvm.return
}
//--- space.mlir
llvm.mlir.global internal @g() {addr_space = 4294967297 : i32} : i32
//--- align.mlir
llvm.mlir.global internal @h() {addr_space = 1 : i32, alignment = -8 : i64} : i32
//--- align64.mlir
llvm.mlir.global internal @h() {addr_space = 1 : i32, alignment = 4294967296 : i64} : i32
//--- gep.mlir
llvm.func @f(%p: !llvm.ptr<1>) -> !llvm.ptr<1> {
  %0 = llvm.getelementptr %p[4294967296] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i8
  llvm.return %0 : !llvm.ptr<1>
}
//--- bounds.mlir
llvm.func @k() attributes {nvvm.kernel, nvvm.maxntid = array<i32: 4294967296>} {
  llvm.return
}
//--- const.mlir
llvm.func @f() -> i64 {
  %0 = llvm.mlir.constant(18446744073709551616 : i64) : i64
  llvm.return %0 : i64
}
//--- min.mlir
llvm.func @f() -> i64 {
  %0 = llvm.mlir.constant(9223372036854775808 : i64) : i64
  llvm.return %0 : i64
}
