// A use of an alias that nothing defines, an alias defined twice, an alias
// used before its definition: refused at the use (or the second definition),
// exit status 1, nothing on stdout, as mlir-opt-22 refuses each (6 errors:
// two for the alias inside another attribute's parameters).
// RUN: %nvvm-lower %s --split-input-file --target sm_90a > %t.out 2> %t.err; test $? -eq 1
// RUN: %count 0 < %t.out
// RUN: %FileCheck %s -DFILE=%s --input-file %t.err
// RUN: %not %mlir-opt %s --split-input-file 2>&1 >/dev/null | grep -c 'error:' | grep -qx 6

#loop_unroll = #llvm.loop_unroll<disable = true>
llvm.func @misspelt(%n: i32) {
  // CHECK: error[parse]: undefined attribute alias '#loop_unrol'
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+2]]:26
  // CHECK: = MLIR defines an attribute alias at the top of the file, before its first use: '#name = attr'
  llvm.br ^bb1 {unroll = #loop_unrol}
^bb1:
  llvm.return
}

// -----

// CHECK: error[parse]: undefined attribute alias '#loop_unroll'
// CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:51
#loop_annotation = #llvm.loop_annotation<unroll = #loop_unroll>
llvm.func @inside() {
  llvm.return
}

// -----

#block = array<i32: 128, 1, 1>
// CHECK: error[parse]: redefinition of the alias '#block'
// CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:1
#block = array<i32: 64, 1, 1>
llvm.func @twice() attributes {nvvm.kernel, nvvm.reqntid = #block} {
  llvm.return
}

// -----

// CHECK: error[parse]: undefined type alias '!desc'
// CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+2]]:51
// CHECK: = MLIR defines a type alias at the top of the file, before its first use: '!name = type'
llvm.func @type_alias(%d: !llvm.ptr {llvm.byval = !desc}) {
  llvm.return
}

// -----

llvm.func @late() attributes {nvvm.kernel, nvvm.reqntid = #early} {
  // CHECK: error[parse]: undefined attribute alias '#early'
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE-2]]:59
  llvm.return
}
#early = array<i32: 32, 1, 1>
