// Names PTX allows reach the PTX unchanged and assemble: '$' anywhere, a
// leading '_', and words that are PTX opcodes or types elsewhere.
// RUN: %nvvm-lower %s --target sm_90 | %FileCheck %s
// RUN: %nvvm-lower %s --target sm_90 | %ptxas-verify
// RUN: %nvvm-lower %s --target sm_80 | %ptxas-verify

// CHECK: .func $tmp()
llvm.func @"$tmp"() {
  llvm.return
}
// CHECK: .func ret()
llvm.func @ret() {
  llvm.return
}
llvm.mlir.global internal @u32() {addr_space = 3 : i32, alignment = 8 : i64} : i64
// CHECK: .entry _k()
// CHECK: .shared .align 8 .u64 u32;
// CHECK: call.uni $tmp,
// CHECK: call.uni ret,
// CHECK: st.shared.b64 [u32], 0;
llvm.func @_k() attributes {nvvm.kernel} {
  llvm.call @"$tmp"() : () -> ()
  llvm.call @ret() : () -> ()
  %p = llvm.mlir.addressof @u32 : !llvm.ptr<3>
  %z = llvm.mlir.constant(0 : i64) : i64
  llvm.store %z, %p : i64, !llvm.ptr<3>
  llvm.return
}
