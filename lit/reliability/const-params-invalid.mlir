// ptxas refuses a program that takes a constant-space pointer as a kernel
// parameter and converts a constant-space address to a generic one anywhere
// ("Program using constant pointers passed as entry function parameter cannot
// use cvta.const"); nvvm-lower refuses each conversion at the op. The
// accepted side is in const-params.mlir.
// RUN: %nvvm-lower %s --split-input-file --target sm_90 > %t.out 2> %t.err; test $? -eq 1
// RUN: %count 0 < %t.out
// RUN: %FileCheck %s -DFILE=%s --input-file %t.err

// CHECK: error[const-param]: this prefetches a tensor map in constant space (prefetch.const.tensormap, which ptxas counts as cvta.const), and kernel '@k' takes a constant-space pointer: ptxas refuses a program that does both
// CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+3]]:3
// CHECK: a `!llvm.ptr<4>` kernel parameter
llvm.func @k(%p: !llvm.ptr<4>) attributes {nvvm.kernel} {
  nvvm.prefetch tensormap, %p : !llvm.ptr<4>
  llvm.return
}

// -----

// A cast whose generic pointer is stored (not only loaded from).
// CHECK: error[const-param]: this converts a constant-space address to a generic one (cvta.const), and kernel '@k' takes a constant-space pointer
// CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+2]]:3
llvm.func @k(%p: !llvm.ptr<4>, %o: !llvm.ptr<1>) attributes {nvvm.kernel} {
  %g = llvm.addrspacecast %p : !llvm.ptr<4> to !llvm.ptr
  llvm.store %g, %o : !llvm.ptr, !llvm.ptr<1>
  llvm.return
}

// -----

// The whole program counts: a constant global's address made generic in
// another kernel, and a tensor-map prefetch of a constant global.
// CHECK: error[const-param]: this converts a constant-space address to a generic one (cvta.const), and kernel '@a' takes a constant-space pointer
// CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+9]]:3
// CHECK: error[const-param]: this prefetches a tensor map in constant space (prefetch.const.tensormap, which ptxas counts as cvta.const), and kernel '@a' takes a constant-space pointer
// CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+10]]:3
llvm.mlir.global external constant @cg() {addr_space = 4 : i32} : i32
llvm.func @a(%p: !llvm.ptr<4>) attributes {nvvm.kernel} {
  llvm.return
}
llvm.func @k(%o: !llvm.ptr<1>) attributes {nvvm.kernel} {
  %a = llvm.mlir.addressof @cg : !llvm.ptr<4>
  %g = llvm.addrspacecast %a : !llvm.ptr<4> to !llvm.ptr
  llvm.store %g, %o : !llvm.ptr, !llvm.ptr<1>
  %c = llvm.mlir.addressof @cg : !llvm.ptr<4>
  nvvm.prefetch tensormap, %c : !llvm.ptr<4>
  llvm.return
}
