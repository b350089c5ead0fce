// nvvm.ldmatrix and nvvm.stmatrix of 8x8 16-bit matrices (MLIR 22's @ld_matrix
// and @st_matrix): one, two or four matrices, row-major or transposed (col);
// the load from sm_75 (PTX 6.5), the store from sm_90 (PTX 7.8). The 8- and
// packed 6/4-bit shapes of sm_100 up are in Inputs/matrix_b8.mlir.
// RUN: %nvvm-lower %s --target sm_90 --emit llvm-ir | %FileCheck %s --check-prefixes=LD,ST
// RUN: %nvvm-lower %s --target sm_90 | %FileCheck %s --check-prefixes=LDPTX,STPTX
// RUN: %nvvm-lower %s --target sm_90 | %ptxas-verify
// RUN: %nvvm-lower %s --target sm_100 | %ptxas-verify
// RUN: %nvvm-lower %s --target sm_120 | %ptxas-verify
// RUN: %nvvm-lower %S/Inputs/ldmatrix_b16.mlir --target sm_75 | %FileCheck %S/Inputs/ldmatrix_b16.mlir
// RUN: %nvvm-lower %S/Inputs/ldmatrix_b16.mlir --target sm_75 | %ptxas-verify
// RUN: %nvvm-lower %S/Inputs/ldmatrix_b16.mlir --target sm_80 | %ptxas-verify
// RUN: %nvvm-lower %S/Inputs/matrix_b8.mlir --target sm_100a --emit llvm-ir | %FileCheck %S/Inputs/matrix_b8.mlir --check-prefixes=LD,ST
// RUN: %nvvm-lower %S/Inputs/matrix_b8.mlir --target sm_100a | %FileCheck %S/Inputs/matrix_b8.mlir --check-prefixes=LDPTX,STPTX
// RUN: %nvvm-lower %S/Inputs/matrix_b8.mlir --target sm_100a | %ptxas-verify
// RUN: %nvvm-lower %S/Inputs/matrix_b8.mlir --target sm_103f | %ptxas-verify
// RUN: %nvvm-lower %S/Inputs/matrix_b8.mlir --target sm_120a | %ptxas-verify
// RUN: %nvvm-lower %S/Inputs/matrix_b8.mlir --target sm_121f | %ptxas-verify

// LDPTX: .version 7.8

// LD-LABEL: define ptx_kernel void @ld_matrix(
// LD: call {{.*}} @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x1.b16.p3(ptr addrspace(3) %p)
// LD: call {{.*}} @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x1.trans.b16.p3(ptr addrspace(3) %p)
// LD: call {{.*}} @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x2.b16.p3(ptr addrspace(3) %p)
// LD: call {{.*}} @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x2.trans.b16.p3(ptr addrspace(3) %p)
// LD: call {{.*}} @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %p)
// LD: call {{.*}} @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %p)
// LDPTX-LABEL: .entry ld_matrix(
// LDPTX: ldmatrix.sync.aligned.m8n8.x1.shared.b16 
// LDPTX: ldmatrix.sync.aligned.m8n8.x1.trans.shared.b16 
// LDPTX: ldmatrix.sync.aligned.m8n8.x2.shared.b16 
// LDPTX: ldmatrix.sync.aligned.m8n8.x2.trans.shared.b16 
// LDPTX: ldmatrix.sync.aligned.m8n8.x4.shared.b16 
// LDPTX: ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16 
llvm.func @ld_matrix(%p: !llvm.ptr<3>, %out: !llvm.ptr<1>) attributes {nvvm.kernel} {
  %l0 = nvvm.ldmatrix %p {num = 1 : i32, layout = #nvvm.mma_layout<row>, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>, eltType = #nvvm.ld_st_matrix_elt_type<b16>} : (!llvm.ptr<3>) -> i32
  %l1 = nvvm.ldmatrix %p {num = 1 : i32, layout = #nvvm.mma_layout<col>, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>, eltType = #nvvm.ld_st_matrix_elt_type<b16>} : (!llvm.ptr<3>) -> i32
  %l2 = nvvm.ldmatrix %p {num = 2 : i32, layout = #nvvm.mma_layout<row>, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>, eltType = #nvvm.ld_st_matrix_elt_type<b16>} : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32)>
  %l3 = nvvm.ldmatrix %p {num = 2 : i32, layout = #nvvm.mma_layout<col>, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>, eltType = #nvvm.ld_st_matrix_elt_type<b16>} : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32)>
  %l4 = nvvm.ldmatrix %p {num = 4 : i32, layout = #nvvm.mma_layout<row>, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>, eltType = #nvvm.ld_st_matrix_elt_type<b16>} : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32, i32, i32)>
  %l5 = nvvm.ldmatrix %p {num = 4 : i32, layout = #nvvm.mma_layout<col>, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>, eltType = #nvvm.ld_st_matrix_elt_type<b16>} : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32, i32, i32)>
  llvm.store %l0, %out : i32, !llvm.ptr<1>
  llvm.store %l1, %out : i32, !llvm.ptr<1>
  %x2 = llvm.extractvalue %l2[0] : !llvm.struct<(i32, i32)>
  llvm.store %x2, %out : i32, !llvm.ptr<1>
  %x3 = llvm.extractvalue %l3[0] : !llvm.struct<(i32, i32)>
  llvm.store %x3, %out : i32, !llvm.ptr<1>
  %x4 = llvm.extractvalue %l4[0] : !llvm.struct<(i32, i32, i32, i32)>
  llvm.store %x4, %out : i32, !llvm.ptr<1>
  %x5 = llvm.extractvalue %l5[0] : !llvm.struct<(i32, i32, i32, i32)>
  llvm.store %x5, %out : i32, !llvm.ptr<1>
  llvm.return
}

// ST-LABEL: define ptx_kernel void @st_matrix(
// ST: call void @llvm.nvvm.stmatrix.sync.aligned.m8n8.x1.b16.p3(ptr addrspace(3) %p, i32 %r0)
// ST: call void @llvm.nvvm.stmatrix.sync.aligned.m8n8.x1.trans.b16.p3(ptr addrspace(3) %p, i32 %r0)
// ST: call void @llvm.nvvm.stmatrix.sync.aligned.m8n8.x2.b16.p3(ptr addrspace(3) %p, i32 %r0, i32 %r1)
// ST: call void @llvm.nvvm.stmatrix.sync.aligned.m8n8.x2.trans.b16.p3(ptr addrspace(3) %p, i32 %r0, i32 %r1)
// ST: call void @llvm.nvvm.stmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %p, i32 %r0, i32 %r1, i32 %r2, i32 %r3)
// ST: call void @llvm.nvvm.stmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %p, i32 %r0, i32 %r1, i32 %r2, i32 %r3)
// STPTX-LABEL: .entry st_matrix(
// STPTX: stmatrix.sync.aligned.m8n8.x1.shared.b16 
// STPTX: stmatrix.sync.aligned.m8n8.x1.trans.shared.b16 
// STPTX: stmatrix.sync.aligned.m8n8.x2.shared.b16 
// STPTX: stmatrix.sync.aligned.m8n8.x2.trans.shared.b16 
// STPTX: stmatrix.sync.aligned.m8n8.x4.shared.b16 
// STPTX: stmatrix.sync.aligned.m8n8.x4.trans.shared.b16 
llvm.func @st_matrix(%p: !llvm.ptr<3>, %r0: i32, %r1: i32, %r2: i32, %r3: i32) attributes {nvvm.kernel} {
  nvvm.stmatrix %p, %r0 {layout = #nvvm.mma_layout<row>, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>, eltType = #nvvm.ld_st_matrix_elt_type<b16>} : !llvm.ptr<3>, i32
  nvvm.stmatrix %p, %r0 {layout = #nvvm.mma_layout<col>, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>, eltType = #nvvm.ld_st_matrix_elt_type<b16>} : !llvm.ptr<3>, i32
  nvvm.stmatrix %p, %r0, %r1 {layout = #nvvm.mma_layout<row>, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>, eltType = #nvvm.ld_st_matrix_elt_type<b16>} : !llvm.ptr<3>, i32, i32
  nvvm.stmatrix %p, %r0, %r1 {layout = #nvvm.mma_layout<col>, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>, eltType = #nvvm.ld_st_matrix_elt_type<b16>} : !llvm.ptr<3>, i32, i32
  nvvm.stmatrix %p, %r0, %r1, %r2, %r3 {layout = #nvvm.mma_layout<row>, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>, eltType = #nvvm.ld_st_matrix_elt_type<b16>} : !llvm.ptr<3>, i32, i32, i32, i32
  nvvm.stmatrix %p, %r0, %r1, %r2, %r3 {layout = #nvvm.mma_layout<col>, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>, eltType = #nvvm.ld_st_matrix_elt_type<b16>} : !llvm.ptr<3>, i32, i32, i32, i32
  llvm.return
}
