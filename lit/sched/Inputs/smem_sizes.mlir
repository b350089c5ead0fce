// %dynamic_smem_size and %total_smem_size alone (RUN lines in ../smem_sregs.mlir).
llvm.func @smem_sizes(%out: !llvm.ptr<1>) attributes {nvvm.kernel} {
  %0 = nvvm.read.ptx.sreg.dynamic.smem.size : i32
  %1 = nvvm.read.ptx.sreg.total.smem.size : i32
  %s = llvm.add %0, %1 : i32
  llvm.store %s, %out : i32, !llvm.ptr<1>
  llvm.return
}
