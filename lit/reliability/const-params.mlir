// The accepted side of const-params-invalid.mlir: with a constant-space
// kernel parameter, loads through a constant-space address (directly, or
// through a cast to generic that LLVM folds into ld.const, with or without a
// getelementptr) and a tensor-map prefetch in a module without one assemble.
// RUN: %nvvm-lower %s --split-input-file --target sm_90 --verify-ptx | %FileCheck %s

// CHECK: .param .u64 .ptr .const .align 1 k_param_0
// CHECK: ld.const.b32
// CHECK: ld.const.b32
// CHECK: ld.const.b32
// CHECK-NOT: cvta.const
llvm.func @k(%p: !llvm.ptr<4>, %o: !llvm.ptr<1>, %o2: !llvm.ptr<1>, %o3: !llvm.ptr<1>) attributes {nvvm.kernel} {
  %v = llvm.load volatile %p : !llvm.ptr<4> -> i32
  llvm.store %v, %o : i32, !llvm.ptr<1>
  %g = llvm.addrspacecast %p : !llvm.ptr<4> to !llvm.ptr
  %w = llvm.load volatile %g : !llvm.ptr -> i32
  llvm.store %w, %o2 : i32, !llvm.ptr<1>
  %c = llvm.mlir.constant(3 : i32) : i32
  %e = llvm.getelementptr %g[%c] : (!llvm.ptr, i32) -> !llvm.ptr, i32
  %x = llvm.load volatile %e : !llvm.ptr -> i32
  llvm.store %x, %o3 : i32, !llvm.ptr<1>
  llvm.return
}

// -----

// No kernel takes a constant-space pointer: the conversions are legal.
// CHECK: prefetch.const.tensormap
// CHECK: cvta.const.u64
llvm.mlir.global external constant @cg() {addr_space = 4 : i32} : i32
llvm.func @f(%p: !llvm.ptr<4>) {
  nvvm.prefetch tensormap, %p : !llvm.ptr<4>
  llvm.return
}
llvm.func @k(%o: !llvm.ptr<1>) attributes {nvvm.kernel} {
  %a = llvm.mlir.addressof @cg : !llvm.ptr<4>
  %g = llvm.addrspacecast %a : !llvm.ptr<4> to !llvm.ptr
  llvm.store %g, %o : !llvm.ptr, !llvm.ptr<1>
  llvm.call @f(%a) : (!llvm.ptr<4>) -> ()
  llvm.return
}
