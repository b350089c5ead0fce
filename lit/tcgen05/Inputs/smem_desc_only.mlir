// The descriptor alone assembles on any target (RUN lines in ../v_mma_smem_desc.mlir).
// CHECK: .target sm_90a
// CHECK: shl.b64
// CHECK: or.b64
llvm.func @desc(%s: i32, %out: !llvm.ptr<1>) attributes {nvvm.kernel} {
  %b = llvm.mlir.constant(1 : i8) : i8
  %m = llvm.mlir.constant(true) : i1
  %d = nvvm.tcgen05.mma_smem_desc (%s, %s, %s, %b, %m, %b) : (i32, i32, i32, i8, i1, i8) -> i64
  llvm.store %d, %out : i64, !llvm.ptr<1>
  llvm.return
}
