// A `common` global failed LLVM's verifier ("'common' global must have a zero
// initializer", which MLIR 22's own translation also trips on): it is now
// zero-initialised, in every space, and ptxas takes the PTX.
// RUN: %nvvm-lower %s --target sm_90 --verify-ptx | %FileCheck %s
// CHECK: .common .global .align 4 .b8 g[16];
// CHECK: .weak .shared .align 4 .b8 s[16];
// CHECK: .weak .const .align 4 .u32 c;
llvm.mlir.global common @g() {addr_space = 1 : i32} : !llvm.array<4 x i32>
llvm.mlir.global common @s() {addr_space = 3 : i32} : !llvm.array<4 x i32>
llvm.mlir.global common @c() {addr_space = 4 : i32} : i32
llvm.func @k(%p: !llvm.ptr<1>) attributes {nvvm.kernel} {
  %g = llvm.mlir.addressof @g : !llvm.ptr<1>
  %s = llvm.mlir.addressof @s : !llvm.ptr<3>
  %c = llvm.mlir.addressof @c : !llvm.ptr<4>
  %a = llvm.load %g : !llvm.ptr<1> -> i32
  %b = llvm.load %s : !llvm.ptr<3> -> i32
  %d = llvm.load %c : !llvm.ptr<4> -> i32
  %x = llvm.add %a, %b : i32
  %y = llvm.add %x, %d : i32
  llvm.store %y, %p : i32, !llvm.ptr<1>
  llvm.return
}
