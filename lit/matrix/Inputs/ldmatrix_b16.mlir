// The 8x8 b16 load alone: sm_75 up at PTX 6.5 (RUN lines in ../ldstmatrix.mlir).
// CHECK: .version 6.5
// CHECK: ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16

// LD-LABEL: define ptx_kernel void @ld_matrix_b16(
// LD: call {{.*}} @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x1.b16.p3(ptr addrspace(3) %p)
// LD: call {{.*}} @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x1.trans.b16.p3(ptr addrspace(3) %p)
// LD: call {{.*}} @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x2.b16.p3(ptr addrspace(3) %p)
// LD: call {{.*}} @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x2.trans.b16.p3(ptr addrspace(3) %p)
// LD: call {{.*}} @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %p)
// LD: call {{.*}} @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %p)
// LDPTX-LABEL: .entry ld_matrix_b16(
// LDPTX: ldmatrix.sync.aligned.m8n8.x1.shared.b16 
// LDPTX: ldmatrix.sync.aligned.m8n8.x1.trans.shared.b16 
// LDPTX: ldmatrix.sync.aligned.m8n8.x2.shared.b16 
// LDPTX: ldmatrix.sync.aligned.m8n8.x2.trans.shared.b16 
// LDPTX: ldmatrix.sync.aligned.m8n8.x4.shared.b16 
// LDPTX: ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16 
llvm.func @ld_matrix_b16(%p: !llvm.ptr<3>, %out: !llvm.ptr<1>) attributes {nvvm.kernel} {
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
