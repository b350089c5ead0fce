// The shared-memory size registers: %dynamic_smem_size and %total_smem_size
// on every target, %aggr_smem_size from sm_90 with PTX 8.1.
// RUN: %nvvm-lower %s --target sm_90 --emit llvm-ir | %FileCheck %s --check-prefix=LL
// RUN: %nvvm-lower %s --target sm_90 | %FileCheck %s --check-prefix=PTX
// RUN: %nvvm-lower %s --target sm_90 | %ptxas-verify
// RUN: %nvvm-lower %s --target sm_100a | %ptxas-verify
// RUN: %nvvm-lower %s --target sm_120 | %ptxas-verify
// RUN: %nvvm-lower %S/Inputs/smem_sizes.mlir --target sm_70 | %ptxas-verify
// RUN: %nvvm-lower %S/Inputs/smem_sizes.mlir --target sm_80 | %FileCheck %s --check-prefix=SM80
// RUN: %nvvm-lower %S/Inputs/smem_sizes.mlir --target sm_80 | %ptxas-verify
// Below sm_90 the aggregate size is a gate-target diagnostic at the op.
// RUN: %not %nvvm-lower %s --target sm_89 2>&1 | %FileCheck %s -DFILE=%s --check-prefix=SM89

// PTX: .version 8.1
// SM80: .version 7.0
// SM80: mov.u32 %r{{[0-9]+}}, %dynamic_smem_size;
// SM80: mov.u32 %r{{[0-9]+}}, %total_smem_size;

// LL-LABEL: define ptx_kernel void @smem_sizes(
// LL: call i32 @llvm.nvvm.read.ptx.sreg.dynamic_smem_size()
// LL: call i32 @llvm.nvvm.read.ptx.sreg.total_smem_size()
// LL: call i32 @llvm.nvvm.read.ptx.sreg.aggr_smem_size()
// PTX: mov.u32 %r{{[0-9]+}}, %dynamic_smem_size;
// PTX: mov.u32 %r{{[0-9]+}}, %total_smem_size;
// PTX: mov.u32 %r{{[0-9]+}}, %aggr_smem_size;
llvm.func @smem_sizes(%out: !llvm.ptr<1>) attributes {nvvm.kernel} {
  %0 = nvvm.read.ptx.sreg.dynamic.smem.size : i32
  %1 = nvvm.read.ptx.sreg.total.smem.size : i32
  // SM89: error[gate-target]: 'nvvm.read.ptx.sreg.aggr.smem.size' (mov.u32 %aggr_smem_size) is not available on sm_89
  // SM89-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:3
  %2 = nvvm.read.ptx.sreg.aggr.smem.size : i32
  %s = llvm.add %0, %1 : i32
  %t = llvm.add %s, %2 : i32
  llvm.store %t, %out : i32, !llvm.ptr<1>
  llvm.return
}
