// Values MLIR takes that LLVM's NVPTX backend writes into PTX that ptxas
// refuses or crashes on: a global alignment that is no power of two (rounded
// down) or too large (ptxas dies of SIGSEGV from 2^31), launch bounds of more
// threads than a CTA has (ptxas dies of SIGFPE near 2^32), a !llvm.ptr<6>
// result (callee .b64, call site .b32).
// RUN: %nvvm-lower %s --target sm_90 > %t.out 2> %t.err; test $? -eq 1
// RUN: %count 0 < %t.out
// RUN: %FileCheck %s -DFILE=%s --input-file %t.err
// RUN: %FileCheck %s --check-prefix=COUNT --input-file %t.err
// COUNT-COUNT-6: error[
// COUNT-NOT: error

// CHECK: error[attr]: global '@a3' has alignment 3; it must be a power of two from 1 to 16777216 (2^24)
// CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:1
llvm.mlir.global internal @a3() {addr_space = 1 : i32, alignment = 3 : i64} : i32
// CHECK: error[attr]: global '@big' has alignment 2147483648
// CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:1
llvm.mlir.global internal @big() {addr_space = 1 : i32, alignment = 2147483648 : i64} : i32
// The largest accepted, and 0 (no alignment given).
llvm.mlir.global internal @max() {addr_space = 3 : i32, alignment = 16777216 : i64} : i32
llvm.mlir.global internal @none() {addr_space = 1 : i32, alignment = 0 : i64} : i32

// CHECK: error[attr]: 'nvvm.maxntid' asks for 4294967295 threads per CTA; at most 1024
// CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:42
llvm.func @k1() attributes {nvvm.kernel, nvvm.maxntid = array<i32: 4294967295>} {
  llvm.return
}
// CHECK: error[attr]: 'nvvm.reqntid' asks for 65537 x 65535 threads per CTA; at most 1024
// CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+2]]:42
// CHECK: = no CTA has more; ptxas ignores a larger .reqntid and dies of SIGFPE
llvm.func @k2() attributes {nvvm.kernel, nvvm.reqntid = array<i32: 65537, 65535>} {
  llvm.return
}
// CHECK: error[attr]: 'nvvm.maxntid' asks for 32 x 32 x 2 threads per CTA; at most 1024
llvm.func @k3() attributes {nvvm.kernel, nvvm.maxntid = array<i32: 32, 32, 2>} {
  llvm.return
}
// 1024 threads in all is the most a CTA has.
llvm.func @k4() attributes {nvvm.kernel, nvvm.reqntid = array<i32: 32, 8, 4>} {
  llvm.return
}

// CHECK: error[type]: '@p6' cannot return !llvm.ptr<6>
// CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+2]]:11
// CHECK: = LLVM's NVPTX backend returns it as '.b64' but reads it as '.b32' at the call
llvm.func @p6(%p: !llvm.ptr<6>) -> !llvm.ptr<6> {
  llvm.return %p : !llvm.ptr<6>
}
