// The rna forms of nvvm.convert.float.to.tf32, which sm_80 has (lit/convert/tf32.mlir).
llvm.func @rna(%src : f32, %out : !llvm.ptr<1>) {
  %a = nvvm.convert.float.to.tf32 %src {rnd = #nvvm.fp_rnd_mode<rna>}
  %b = nvvm.convert.float.to.tf32 %src {rnd = #nvvm.fp_rnd_mode<rna>, sat = #nvvm.sat_mode<satfinite>}
  %s = llvm.add %a, %b : i32
  llvm.store %s, %out : i32, !llvm.ptr<1>
  llvm.return
}
