// A vector of no lanes made the emitter panic ("Vectors of size zero are not
// allowed"), and a vector of structs was emitted as the struct itself. MLIR
// refuses both; so does the parser, at the type.
// RUN: split-file %s %t
// RUN: not %nvvm-lower %t/zero.mlir --target sm_90 2>&1 | %FileCheck %s --check-prefix=ZERO -DFILE=%t/zero.mlir
// RUN: not %nvvm-lower %t/agg.mlir --target sm_90 2>&1 | %FileCheck %s --check-prefix=AGG -DFILE=%t/agg.mlir
// ZERO: error[type]: vector<0 x i32> is not a vector type: it needs at least one lane of an integer, float or pointer
// ZERO-NEXT: ┌─ [[FILE]]:2:45
// AGG: error[type]: vector<2 x !llvm.struct<(i32)>> is not a vector type
// AGG-NEXT: ┌─ [[FILE]]:2:45

//--- zero.mlir
llvm.func @k(%p: !llvm.ptr<1>) attributes {nvvm.kernel} {
  %v = llvm.load %p : !llvm.ptr<1> -> vector<0 x i32>
  llvm.return
}
//--- agg.mlir
llvm.func @k(%p: !llvm.ptr<1>) attributes {nvvm.kernel} {
  %v = llvm.load %p : !llvm.ptr<1> -> vector<2 x !llvm.struct<(i32)>>
  llvm.return
}
