// The 8x16 and 16x16 loads of 8-bit and packed 6- and 4-bit elements and the
// 16x8 store (the a and f targets from sm_100, PTX 8.6); RUN lines in
// ../ldstmatrix.mlir.
// LDPTX: .version 8.6

// LD-LABEL: define ptx_kernel void @ld_matrix_b8(
// LD: call {{.*}} @llvm.nvvm.ldmatrix.sync.aligned.m8n16.x1.b8x16.b6x16_p32.p3(ptr addrspace(3) %p)
// LD: call {{.*}} @llvm.nvvm.ldmatrix.sync.aligned.m8n16.x1.b8x16.b4x16_p64.p3(ptr addrspace(3) %p)
// LD: call {{.*}} @llvm.nvvm.ldmatrix.sync.aligned.m8n16.x2.b8x16.b6x16_p32.p3(ptr addrspace(3) %p)
// LD: call {{.*}} @llvm.nvvm.ldmatrix.sync.aligned.m8n16.x2.b8x16.b4x16_p64.p3(ptr addrspace(3) %p)
// LD: call {{.*}} @llvm.nvvm.ldmatrix.sync.aligned.m8n16.x4.b8x16.b6x16_p32.p3(ptr addrspace(3) %p)
// LD: call {{.*}} @llvm.nvvm.ldmatrix.sync.aligned.m8n16.x4.b8x16.b4x16_p64.p3(ptr addrspace(3) %p)
// LD: call {{.*}} @llvm.nvvm.ldmatrix.sync.aligned.m16n16.x1.trans.b8.p3(ptr addrspace(3) %p)
// LD: call {{.*}} @llvm.nvvm.ldmatrix.sync.aligned.m16n16.x1.trans.b8x16.b6x16_p32.p3(ptr addrspace(3) %p)
// LD: call {{.*}} @llvm.nvvm.ldmatrix.sync.aligned.m16n16.x1.trans.b8x16.b4x16_p64.p3(ptr addrspace(3) %p)
// LD: call {{.*}} @llvm.nvvm.ldmatrix.sync.aligned.m16n16.x2.trans.b8.p3(ptr addrspace(3) %p)
// LD: call {{.*}} @llvm.nvvm.ldmatrix.sync.aligned.m16n16.x2.trans.b8x16.b6x16_p32.p3(ptr addrspace(3) %p)
// LD: call {{.*}} @llvm.nvvm.ldmatrix.sync.aligned.m16n16.x2.trans.b8x16.b4x16_p64.p3(ptr addrspace(3) %p)
// LDPTX-LABEL: .entry ld_matrix_b8(
// LDPTX: ldmatrix.sync.aligned.m8n16.x1.shared.b8x16.b6x16_p32 
// LDPTX: ldmatrix.sync.aligned.m8n16.x1.shared.b8x16.b4x16_p64 
// LDPTX: ldmatrix.sync.aligned.m8n16.x2.shared.b8x16.b6x16_p32 
// LDPTX: ldmatrix.sync.aligned.m8n16.x2.shared.b8x16.b4x16_p64 
// LDPTX: ldmatrix.sync.aligned.m8n16.x4.shared.b8x16.b6x16_p32 
// LDPTX: ldmatrix.sync.aligned.m8n16.x4.shared.b8x16.b4x16_p64 
// LDPTX: ldmatrix.sync.aligned.m16n16.x1.trans.shared.b8 
// LDPTX: ldmatrix.sync.aligned.m16n16.x1.trans.shared.b8x16.b6x16_p32 
// LDPTX: ldmatrix.sync.aligned.m16n16.x1.trans.shared.b8x16.b4x16_p64 
// LDPTX: ldmatrix.sync.aligned.m16n16.x2.trans.shared.b8 
// LDPTX: ldmatrix.sync.aligned.m16n16.x2.trans.shared.b8x16.b6x16_p32 
// LDPTX: ldmatrix.sync.aligned.m16n16.x2.trans.shared.b8x16.b4x16_p64 
llvm.func @ld_matrix_b8(%p: !llvm.ptr<3>, %out: !llvm.ptr<1>) attributes {nvvm.kernel} {
  %l0 = nvvm.ldmatrix %p {num = 1 : i32, layout = #nvvm.mma_layout<row>, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 16>, eltType = #nvvm.ld_st_matrix_elt_type<b8x16.b6x16_p32>} : (!llvm.ptr<3>) -> i32
  %l1 = nvvm.ldmatrix %p {num = 1 : i32, layout = #nvvm.mma_layout<row>, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 16>, eltType = #nvvm.ld_st_matrix_elt_type<b8x16.b4x16_p64>} : (!llvm.ptr<3>) -> i32
  %l2 = nvvm.ldmatrix %p {num = 2 : i32, layout = #nvvm.mma_layout<row>, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 16>, eltType = #nvvm.ld_st_matrix_elt_type<b8x16.b6x16_p32>} : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32)>
  %l3 = nvvm.ldmatrix %p {num = 2 : i32, layout = #nvvm.mma_layout<row>, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 16>, eltType = #nvvm.ld_st_matrix_elt_type<b8x16.b4x16_p64>} : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32)>
  %l4 = nvvm.ldmatrix %p {num = 4 : i32, layout = #nvvm.mma_layout<row>, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 16>, eltType = #nvvm.ld_st_matrix_elt_type<b8x16.b6x16_p32>} : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32, i32, i32)>
  %l5 = nvvm.ldmatrix %p {num = 4 : i32, layout = #nvvm.mma_layout<row>, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 16>, eltType = #nvvm.ld_st_matrix_elt_type<b8x16.b4x16_p64>} : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32, i32, i32)>
  %l6 = nvvm.ldmatrix %p {num = 1 : i32, layout = #nvvm.mma_layout<col>, shape = #nvvm.ld_st_matrix_shape<m = 16, n = 16>, eltType = #nvvm.ld_st_matrix_elt_type<b8>} : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32)>
  %l7 = nvvm.ldmatrix %p {num = 1 : i32, layout = #nvvm.mma_layout<col>, shape = #nvvm.ld_st_matrix_shape<m = 16, n = 16>, eltType = #nvvm.ld_st_matrix_elt_type<b8x16.b6x16_p32>} : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32)>
  %l8 = nvvm.ldmatrix %p {num = 1 : i32, layout = #nvvm.mma_layout<col>, shape = #nvvm.ld_st_matrix_shape<m = 16, n = 16>, eltType = #nvvm.ld_st_matrix_elt_type<b8x16.b4x16_p64>} : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32)>
  %l9 = nvvm.ldmatrix %p {num = 2 : i32, layout = #nvvm.mma_layout<col>, shape = #nvvm.ld_st_matrix_shape<m = 16, n = 16>, eltType = #nvvm.ld_st_matrix_elt_type<b8>} : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32, i32, i32)>
  %l10 = nvvm.ldmatrix %p {num = 2 : i32, layout = #nvvm.mma_layout<col>, shape = #nvvm.ld_st_matrix_shape<m = 16, n = 16>, eltType = #nvvm.ld_st_matrix_elt_type<b8x16.b6x16_p32>} : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32, i32, i32)>
  %l11 = nvvm.ldmatrix %p {num = 2 : i32, layout = #nvvm.mma_layout<col>, shape = #nvvm.ld_st_matrix_shape<m = 16, n = 16>, eltType = #nvvm.ld_st_matrix_elt_type<b8x16.b4x16_p64>} : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32, i32, i32)>
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
  %x6 = llvm.extractvalue %l6[0] : !llvm.struct<(i32, i32)>
  llvm.store %x6, %out : i32, !llvm.ptr<1>
  %x7 = llvm.extractvalue %l7[0] : !llvm.struct<(i32, i32)>
  llvm.store %x7, %out : i32, !llvm.ptr<1>
  %x8 = llvm.extractvalue %l8[0] : !llvm.struct<(i32, i32)>
  llvm.store %x8, %out : i32, !llvm.ptr<1>
  %x9 = llvm.extractvalue %l9[0] : !llvm.struct<(i32, i32, i32, i32)>
  llvm.store %x9, %out : i32, !llvm.ptr<1>
  %x10 = llvm.extractvalue %l10[0] : !llvm.struct<(i32, i32, i32, i32)>
  llvm.store %x10, %out : i32, !llvm.ptr<1>
  %x11 = llvm.extractvalue %l11[0] : !llvm.struct<(i32, i32, i32, i32)>
  llvm.store %x11, %out : i32, !llvm.ptr<1>
  llvm.return
}

// ST-LABEL: define ptx_kernel void @st_matrix_b8(
// ST: call void @llvm.nvvm.stmatrix.sync.aligned.m16n8.x1.trans.b8.p3(ptr addrspace(3) %p, i32 %r0)
// ST: call void @llvm.nvvm.stmatrix.sync.aligned.m16n8.x2.trans.b8.p3(ptr addrspace(3) %p, i32 %r0, i32 %r1)
// ST: call void @llvm.nvvm.stmatrix.sync.aligned.m16n8.x4.trans.b8.p3(ptr addrspace(3) %p, i32 %r0, i32 %r1, i32 %r2, i32 %r3)
// STPTX-LABEL: .entry st_matrix_b8(
// STPTX: stmatrix.sync.aligned.m16n8.x1.trans.shared.b8 
// STPTX: stmatrix.sync.aligned.m16n8.x2.trans.shared.b8 
// STPTX: stmatrix.sync.aligned.m16n8.x4.trans.shared.b8 
llvm.func @st_matrix_b8(%p: !llvm.ptr<3>, %r0: i32, %r1: i32, %r2: i32, %r3: i32) attributes {nvvm.kernel} {
  nvvm.stmatrix %p, %r0 {layout = #nvvm.mma_layout<col>, shape = #nvvm.ld_st_matrix_shape<m = 16, n = 8>, eltType = #nvvm.ld_st_matrix_elt_type<b8>} : !llvm.ptr<3>, i32
  nvvm.stmatrix %p, %r0, %r1 {layout = #nvvm.mma_layout<col>, shape = #nvvm.ld_st_matrix_shape<m = 16, n = 8>, eltType = #nvvm.ld_st_matrix_elt_type<b8>} : !llvm.ptr<3>, i32, i32
  nvvm.stmatrix %p, %r0, %r1, %r2, %r3 {layout = #nvvm.mma_layout<col>, shape = #nvvm.ld_st_matrix_shape<m = 16, n = 8>, eltType = #nvvm.ld_st_matrix_elt_type<b8>} : !llvm.ptr<3>, i32, i32, i32, i32
  llvm.return
}
