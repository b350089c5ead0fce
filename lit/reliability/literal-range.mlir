// An array length beyond 32 bits wrapped to a small one (18446744073709551617
// to 1) and an attribute beyond 32 bits to its low bits; each is a diagnostic.
// RUN: split-file %s %t
// RUN: not %nvvm-lower %t/len.mlir --target sm_90 2>&1 | %FileCheck %s --check-prefix=LEN -DFILE=%t/len.mlir
// RUN: not %nvvm-lower %t/neg.mlir --target sm_90 2>&1 | %FileCheck %s --check-prefix=NEG -DFILE=%t/neg.mlir
// RUN: not %nvvm-lower %t/vec.mlir --target sm_90 2>&1 | %FileCheck %s --check-prefix=VEC -DFILE=%t/vec.mlir
// RUN: not %nvvm-lower %t/space.mlir --target sm_90 2>&1 | %FileCheck %s --check-prefix=SPACE -DFILE=%t/space.mlir
// RUN: not %nvvm-lower %t/align.mlir --target sm_90 2>&1 | %FileCheck %s --check-prefix=ALIGN -DFILE=%t/align.mlir

// LEN: error[range]: length 18446744073709551617 is out of range (0 to 4294967295)
// LEN-NEXT: ┌─ [[FILE]]:1:69
// NEG: error[range]: length -1 is out of range
// NEG-NEXT: ┌─ [[FILE]]:1:69
// VEC: error[range]: length 4294967296 is out of range
// VEC-NEXT: ┌─ [[FILE]]:2:46
// SPACE: error[range]: 'addr_space' of 4294967297 is out of range (0 to 4294967295)
// SPACE-NEXT: ┌─ [[FILE]]:1:33
// ALIGN: error[range]: 'alignment' of -8 is out of range
// ALIGN-NEXT: ┌─ [[FILE]]:1:55

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
