// Function and global names must be PTX identifiers: a letter, '_' or '$',
// then letters, digits, '_' or '$'. MLIR accepts '.' and '-' in bare names and
// anything in quoted ones; passed through, '.' makes ptxas fail to parse the
// PTX and '-' or '%' makes LLVM's NVPTX backend abort ("Symbol name with
// unsupported characters"). Each name refused at its location, exit 1, no PTX.
// RUN: %nvvm-lower %s --target sm_90 > %t.out 2> %t.err; test $? -eq 1
// RUN: %count 0 < %t.out
// RUN: %FileCheck %s -DFILE=%s --input-file %t.err
// RUN: %FileCheck %s --check-prefix=COUNT --input-file %t.err
// COUNT-COUNT-10: error[symbol]
// COUNT-NOT: error

// CHECK: error[symbol]: global name '@bar.storage' is not a PTX identifier
// CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+2]]:27
// CHECK: = a PTX name is a letter, '_' or '$' followed by letters, digits, '_' or '$'
llvm.mlir.global internal @bar.storage() {addr_space = 3 : i32} : i64

// CHECK: error[symbol]: global name '@a-b' is not a PTX identifier
// CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:27
llvm.mlir.global external @"a-b"() {addr_space = 1 : i32} : i32

// A declaration of an LLVM intrinsic's name is no way around the op table.
// CHECK: error[symbol]: function name '@llvm.nvvm.barrier0' is not a PTX identifier
// CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:11
llvm.func @llvm.nvvm.barrier0()

// CHECK: error[symbol]: function name '@%r1' is not a PTX identifier
// CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:11
llvm.func @"%r1"() {
  llvm.return
}

// CHECK: error[symbol]: function name '@_' is not a PTX identifier
llvm.func @_() {
  llvm.return
}

// CHECK: error[symbol]: function name '@' is not a PTX identifier
llvm.func @""() {
  llvm.return
}

// Names the NVPTX backend gives its own PTX symbols: a kernel's parameters
// (duplicate definition in ptxas), a call's parameters (ptxas: illegal to take
// the address of a parameter), the local stack frame and branch labels.
// CHECK: error[symbol]: global name '@_k_param_0' is taken by the PTX that LLVM's NVPTX backend writes
// CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+2]]:27
// CHECK: = the backend names a function's parameters ('<function>_param_<n>') so
llvm.mlir.global internal @_k_param_0() {addr_space = 3 : i32} : i64
// CHECK: error[symbol]: global name '@param0' is taken
// CHECK: = the backend names a call's argument and result parameters so
llvm.mlir.global external @param0() {addr_space = 1 : i32} : i64
// CHECK: error[symbol]: global name '@__local_depot0' is taken
// CHECK: = the backend names a function's local stack frame so
llvm.mlir.global external @__local_depot0() {addr_space = 1 : i32} : i64
// CHECK: error[symbol]: function name '@$L__BB0_1' is taken
// CHECK: = the backend names branch labels so
llvm.func @"$L__BB0_1"() {
  llvm.return
}

// Legal: '$' and a leading '_' followed by more; '_param_' after a name that is
// no function's; 'param' without a number.
llvm.mlir.global external @x_param_0() {addr_space = 1 : i32} : i64
llvm.mlir.global external @param() {addr_space = 1 : i32} : i64
llvm.func @"$tmp"() {
  llvm.return
}
llvm.func @_k() attributes {nvvm.kernel} {
  llvm.call @"$tmp"() : () -> ()
  llvm.return
}
