// The 8-bit integer wmma forms (s8 and u8 into s32) on every target from
// sm_72 (PTX 6.3); RUN lines in ../wmma.mlir. The loads of one register are in
// ../wmma_single_reg.mlir.

// PTX: .version 6.3

// LL-LABEL: define {{.*}} @load_m16n16k16_a_s8_row_p3(
// LL: call {{.*}} @llvm.nvvm.wmma.m16n16k16.load.a.row.stride.s8.p3(ptr addrspace(3) %{{.*}}, i32 %{{.*}})
// PTX-LABEL: load_m16n16k16_a_s8_row_p3(
// PTX: wmma.load.a.sync{{(.aligned)?}}.row.m16n16k16.shared.s8
llvm.func @load_m16n16k16_a_s8_row_p3(%p: !llvm.ptr<3>, %s: i32, %o: !llvm.ptr<1>) {
  %0 = nvvm.wmma.load %p, %s
    {eltype = #nvvm.mma_type<s8>, frag = #nvvm.mma_frag<a>, k = 16 : i32, layout = #nvvm.mma_layout<row>, m = 16 : i32, n = 16 : i32}
    : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32)>
  %x = llvm.extractvalue %0[0] : !llvm.struct<(i32, i32)>
  llvm.store %x, %o : i32, !llvm.ptr<1>
  llvm.return
}

// LL-LABEL: define {{.*}} @load_m16n16k16_b_u8_col_p1(
// LL: call {{.*}} @llvm.nvvm.wmma.m16n16k16.load.b.col.stride.u8.p1(ptr addrspace(1) %{{.*}}, i32 %{{.*}})
// PTX-LABEL: load_m16n16k16_b_u8_col_p1(
// PTX: wmma.load.b.sync{{(.aligned)?}}.col.m16n16k16.global.u8
llvm.func @load_m16n16k16_b_u8_col_p1(%p: !llvm.ptr<1>, %s: i32, %o: !llvm.ptr<1>) {
  %0 = nvvm.wmma.load %p, %s
    {eltype = #nvvm.mma_type<u8>, frag = #nvvm.mma_frag<b>, k = 16 : i32, layout = #nvvm.mma_layout<col>, m = 16 : i32, n = 16 : i32}
    : (!llvm.ptr<1>) -> !llvm.struct<(i32, i32)>
  %x = llvm.extractvalue %0[0] : !llvm.struct<(i32, i32)>
  llvm.store %x, %o : i32, !llvm.ptr<1>
  llvm.return
}

// LL-LABEL: define {{.*}} @load_m32n8k16_a_u8_col_p0(
// LL: call {{.*}} @llvm.nvvm.wmma.m32n8k16.load.a.col.stride.u8.p0(ptr %{{.*}}, i32 %{{.*}})
// PTX-LABEL: load_m32n8k16_a_u8_col_p0(
// PTX: wmma.load.a.sync{{(.aligned)?}}.col.m32n8k16.u8
llvm.func @load_m32n8k16_a_u8_col_p0(%p: !llvm.ptr, %s: i32, %o: !llvm.ptr<1>) {
  %0 = nvvm.wmma.load %p, %s
    {eltype = #nvvm.mma_type<u8>, frag = #nvvm.mma_frag<a>, k = 16 : i32, layout = #nvvm.mma_layout<col>, m = 32 : i32, n = 8 : i32}
    : (!llvm.ptr) -> !llvm.struct<(i32, i32, i32, i32)>
  %x = llvm.extractvalue %0[0] : !llvm.struct<(i32, i32, i32, i32)>
  llvm.store %x, %o : i32, !llvm.ptr<1>
  llvm.return
}

// LL-LABEL: define {{.*}} @load_m8n32k16_b_s8_row_p3(
// LL: call {{.*}} @llvm.nvvm.wmma.m8n32k16.load.b.row.stride.s8.p3(ptr addrspace(3) %{{.*}}, i32 %{{.*}})
// PTX-LABEL: load_m8n32k16_b_s8_row_p3(
// PTX: wmma.load.b.sync{{(.aligned)?}}.row.m8n32k16.shared.s8
llvm.func @load_m8n32k16_b_s8_row_p3(%p: !llvm.ptr<3>, %s: i32, %o: !llvm.ptr<1>) {
  %0 = nvvm.wmma.load %p, %s
    {eltype = #nvvm.mma_type<s8>, frag = #nvvm.mma_frag<b>, k = 16 : i32, layout = #nvvm.mma_layout<row>, m = 8 : i32, n = 32 : i32}
    : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32, i32, i32)>
  %x = llvm.extractvalue %0[0] : !llvm.struct<(i32, i32, i32, i32)>
  llvm.store %x, %o : i32, !llvm.ptr<1>
  llvm.return
}

// LL-LABEL: define {{.*}} @load_m16n16k16_c_s32_row_p0(
// LL: call {{.*}} @llvm.nvvm.wmma.m16n16k16.load.c.row.stride.s32.p0(ptr %{{.*}}, i32 %{{.*}})
// PTX-LABEL: load_m16n16k16_c_s32_row_p0(
// PTX: wmma.load.c.sync{{(.aligned)?}}.row.m16n16k16.s32
llvm.func @load_m16n16k16_c_s32_row_p0(%p: !llvm.ptr, %s: i32, %o: !llvm.ptr<1>) {
  %0 = nvvm.wmma.load %p, %s
    {eltype = #nvvm.mma_type<s32>, frag = #nvvm.mma_frag<c>, k = 16 : i32, layout = #nvvm.mma_layout<row>, m = 16 : i32, n = 16 : i32}
    : (!llvm.ptr) -> !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32)>
  %x = llvm.extractvalue %0[0] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32)>
  llvm.store %x, %o : i32, !llvm.ptr<1>
  llvm.return
}

// LL-LABEL: define {{.*}} @store_m16n16k16_s32_col_p3(
// LL: call void @llvm.nvvm.wmma.m16n16k16.store.d.col.stride.s32.p3(ptr addrspace(3) %{{.*}}, i32 %{{.*}}{{.*}}, i32 %{{.*}})
// PTX-LABEL: store_m16n16k16_s32_col_p3(
// PTX: wmma.store.d.sync{{(.aligned)?}}.col.m16n16k16.shared.s32
llvm.func @store_m16n16k16_s32_col_p3(%p: !llvm.ptr<3>, %s: i32, %d0: i32, %d1: i32, %d2: i32, %d3: i32, %d4: i32, %d5: i32, %d6: i32, %d7: i32) {
  nvvm.wmma.store %p, %s, %d0, %d1, %d2, %d3, %d4, %d5, %d6, %d7
    {eltype = #nvvm.mma_type<s32>, k = 16 : i32, layout = #nvvm.mma_layout<col>, m = 16 : i32, n = 16 : i32}
    : !llvm.ptr<3>, i32, i32, i32, i32, i32, i32, i32, i32
  llvm.return
}

// LL-LABEL: define {{.*}} @mma_m16n16k16_s8_s32_row_col(
// LL: call {{.*}} @llvm.nvvm.wmma.m16n16k16.mma.row.col.s8(
// PTX-LABEL: mma_m16n16k16_s8_s32_row_col(
// PTX: wmma.mma.sync{{(.aligned)?}}.row.col.m16n16k16.s32.s8.s8.s32
llvm.func @mma_m16n16k16_s8_s32_row_col(%a0: i32, %a1: i32, %b0: i32, %b1: i32, %c0: i32, %c1: i32, %c2: i32, %c3: i32, %c4: i32, %c5: i32, %c6: i32, %c7: i32, %o: !llvm.ptr<1>) {
  %0 = nvvm.wmma.mma %a0, %a1, %b0, %b1, %c0, %c1, %c2, %c3, %c4, %c5, %c6, %c7
    {eltypeA = #nvvm.mma_type<s8>, eltypeB = #nvvm.mma_type<s32>, k = 16 : i32, layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, m = 16 : i32, n = 16 : i32}
    : (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) -> !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32)>
  %x = llvm.extractvalue %0[0] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32)>
  llvm.store %x, %o : i32, !llvm.ptr<1>
  llvm.return
}

// LL-LABEL: define {{.*}} @mma_m16n16k16_u8_s32_col_row(
// LL: call {{.*}} @llvm.nvvm.wmma.m16n16k16.mma.col.row.u8(
// PTX-LABEL: mma_m16n16k16_u8_s32_col_row(
// PTX: wmma.mma.sync{{(.aligned)?}}.col.row.m16n16k16.s32.u8.u8.s32
llvm.func @mma_m16n16k16_u8_s32_col_row(%a0: i32, %a1: i32, %b0: i32, %b1: i32, %c0: i32, %c1: i32, %c2: i32, %c3: i32, %c4: i32, %c5: i32, %c6: i32, %c7: i32, %o: !llvm.ptr<1>) {
  %0 = nvvm.wmma.mma %a0, %a1, %b0, %b1, %c0, %c1, %c2, %c3, %c4, %c5, %c6, %c7
    {eltypeA = #nvvm.mma_type<u8>, eltypeB = #nvvm.mma_type<s32>, k = 16 : i32, layoutA = #nvvm.mma_layout<col>, layoutB = #nvvm.mma_layout<row>, m = 16 : i32, n = 16 : i32}
    : (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) -> !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32)>
  %x = llvm.extractvalue %0[0] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32)>
  llvm.store %x, %o : i32, !llvm.ptr<1>
  llvm.return
}

// LL-LABEL: define {{.*}} @load_m32n8k16_c_s32_row_p0(
// LL: call {{.*}} @llvm.nvvm.wmma.m32n8k16.load.c.row.stride.s32.p0(ptr %{{.*}}, i32 %{{.*}})
// PTX-LABEL: load_m32n8k16_c_s32_row_p0(
// PTX: wmma.load.c.sync{{(.aligned)?}}.row.m32n8k16.s32
llvm.func @load_m32n8k16_c_s32_row_p0(%p: !llvm.ptr, %s: i32, %o: !llvm.ptr<1>) {
  %0 = nvvm.wmma.load %p, %s
    {eltype = #nvvm.mma_type<s32>, frag = #nvvm.mma_frag<c>, k = 16 : i32, layout = #nvvm.mma_layout<row>, m = 32 : i32, n = 8 : i32}
    : (!llvm.ptr) -> !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32)>
  %x = llvm.extractvalue %0[0] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32)>
  llvm.store %x, %o : i32, !llvm.ptr<1>
  llvm.return
}

// LL-LABEL: define {{.*}} @store_m32n8k16_s32_col_p3(
// LL: call void @llvm.nvvm.wmma.m32n8k16.store.d.col.stride.s32.p3(ptr addrspace(3) %{{.*}}, i32 %{{.*}}{{.*}}, i32 %{{.*}})
// PTX-LABEL: store_m32n8k16_s32_col_p3(
// PTX: wmma.store.d.sync{{(.aligned)?}}.col.m32n8k16.shared.s32
llvm.func @store_m32n8k16_s32_col_p3(%p: !llvm.ptr<3>, %s: i32, %d0: i32, %d1: i32, %d2: i32, %d3: i32, %d4: i32, %d5: i32, %d6: i32, %d7: i32) {
  nvvm.wmma.store %p, %s, %d0, %d1, %d2, %d3, %d4, %d5, %d6, %d7
    {eltype = #nvvm.mma_type<s32>, k = 16 : i32, layout = #nvvm.mma_layout<col>, m = 32 : i32, n = 8 : i32}
    : !llvm.ptr<3>, i32, i32, i32, i32, i32, i32, i32, i32
  llvm.return
}

// LL-LABEL: define {{.*}} @mma_m32n8k16_s8_s32_row_col(
// LL: call {{.*}} @llvm.nvvm.wmma.m32n8k16.mma.row.col.s8(
// PTX-LABEL: mma_m32n8k16_s8_s32_row_col(
// PTX: wmma.mma.sync{{(.aligned)?}}.row.col.m32n8k16.s32.s8.s8.s32
llvm.func @mma_m32n8k16_s8_s32_row_col(%a0: i32, %a1: i32, %a2: i32, %a3: i32, %b0: i32, %c0: i32, %c1: i32, %c2: i32, %c3: i32, %c4: i32, %c5: i32, %c6: i32, %c7: i32, %o: !llvm.ptr<1>) {
  %0 = nvvm.wmma.mma %a0, %a1, %a2, %a3, %b0, %c0, %c1, %c2, %c3, %c4, %c5, %c6, %c7
    {eltypeA = #nvvm.mma_type<s8>, eltypeB = #nvvm.mma_type<s32>, k = 16 : i32, layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, m = 32 : i32, n = 8 : i32}
    : (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) -> !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32)>
  %x = llvm.extractvalue %0[0] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32)>
  llvm.store %x, %o : i32, !llvm.ptr<1>
  llvm.return
}

// LL-LABEL: define {{.*}} @mma_m32n8k16_u8_s32_col_row(
// LL: call {{.*}} @llvm.nvvm.wmma.m32n8k16.mma.col.row.u8(
// PTX-LABEL: mma_m32n8k16_u8_s32_col_row(
// PTX: wmma.mma.sync{{(.aligned)?}}.col.row.m32n8k16.s32.u8.u8.s32
llvm.func @mma_m32n8k16_u8_s32_col_row(%a0: i32, %a1: i32, %a2: i32, %a3: i32, %b0: i32, %c0: i32, %c1: i32, %c2: i32, %c3: i32, %c4: i32, %c5: i32, %c6: i32, %c7: i32, %o: !llvm.ptr<1>) {
  %0 = nvvm.wmma.mma %a0, %a1, %a2, %a3, %b0, %c0, %c1, %c2, %c3, %c4, %c5, %c6, %c7
    {eltypeA = #nvvm.mma_type<u8>, eltypeB = #nvvm.mma_type<s32>, k = 16 : i32, layoutA = #nvvm.mma_layout<col>, layoutB = #nvvm.mma_layout<row>, m = 32 : i32, n = 8 : i32}
    : (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) -> !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32)>
  %x = llvm.extractvalue %0[0] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32)>
  llvm.store %x, %o : i32, !llvm.ptr<1>
  llvm.return
}

// LL-LABEL: define {{.*}} @load_m8n32k16_c_s32_row_p0(
// LL: call {{.*}} @llvm.nvvm.wmma.m8n32k16.load.c.row.stride.s32.p0(ptr %{{.*}}, i32 %{{.*}})
// PTX-LABEL: load_m8n32k16_c_s32_row_p0(
// PTX: wmma.load.c.sync{{(.aligned)?}}.row.m8n32k16.s32
llvm.func @load_m8n32k16_c_s32_row_p0(%p: !llvm.ptr, %s: i32, %o: !llvm.ptr<1>) {
  %0 = nvvm.wmma.load %p, %s
    {eltype = #nvvm.mma_type<s32>, frag = #nvvm.mma_frag<c>, k = 16 : i32, layout = #nvvm.mma_layout<row>, m = 8 : i32, n = 32 : i32}
    : (!llvm.ptr) -> !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32)>
  %x = llvm.extractvalue %0[0] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32)>
  llvm.store %x, %o : i32, !llvm.ptr<1>
  llvm.return
}

// LL-LABEL: define {{.*}} @store_m8n32k16_s32_col_p3(
// LL: call void @llvm.nvvm.wmma.m8n32k16.store.d.col.stride.s32.p3(ptr addrspace(3) %{{.*}}, i32 %{{.*}}{{.*}}, i32 %{{.*}})
// PTX-LABEL: store_m8n32k16_s32_col_p3(
// PTX: wmma.store.d.sync{{(.aligned)?}}.col.m8n32k16.shared.s32
llvm.func @store_m8n32k16_s32_col_p3(%p: !llvm.ptr<3>, %s: i32, %d0: i32, %d1: i32, %d2: i32, %d3: i32, %d4: i32, %d5: i32, %d6: i32, %d7: i32) {
  nvvm.wmma.store %p, %s, %d0, %d1, %d2, %d3, %d4, %d5, %d6, %d7
    {eltype = #nvvm.mma_type<s32>, k = 16 : i32, layout = #nvvm.mma_layout<col>, m = 8 : i32, n = 32 : i32}
    : !llvm.ptr<3>, i32, i32, i32, i32, i32, i32, i32, i32
  llvm.return
}

// LL-LABEL: define {{.*}} @mma_m8n32k16_s8_s32_row_col(
// LL: call {{.*}} @llvm.nvvm.wmma.m8n32k16.mma.row.col.s8(
// PTX-LABEL: mma_m8n32k16_s8_s32_row_col(
// PTX: wmma.mma.sync{{(.aligned)?}}.row.col.m8n32k16.s32.s8.s8.s32
llvm.func @mma_m8n32k16_s8_s32_row_col(%a0: i32, %b0: i32, %b1: i32, %b2: i32, %b3: i32, %c0: i32, %c1: i32, %c2: i32, %c3: i32, %c4: i32, %c5: i32, %c6: i32, %c7: i32, %o: !llvm.ptr<1>) {
  %0 = nvvm.wmma.mma %a0, %b0, %b1, %b2, %b3, %c0, %c1, %c2, %c3, %c4, %c5, %c6, %c7
    {eltypeA = #nvvm.mma_type<s8>, eltypeB = #nvvm.mma_type<s32>, k = 16 : i32, layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, m = 8 : i32, n = 32 : i32}
    : (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) -> !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32)>
  %x = llvm.extractvalue %0[0] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32)>
  llvm.store %x, %o : i32, !llvm.ptr<1>
  llvm.return
}

// LL-LABEL: define {{.*}} @mma_m8n32k16_u8_s32_col_row(
// LL: call {{.*}} @llvm.nvvm.wmma.m8n32k16.mma.col.row.u8(
// PTX-LABEL: mma_m8n32k16_u8_s32_col_row(
// PTX: wmma.mma.sync{{(.aligned)?}}.col.row.m8n32k16.s32.u8.u8.s32
llvm.func @mma_m8n32k16_u8_s32_col_row(%a0: i32, %b0: i32, %b1: i32, %b2: i32, %b3: i32, %c0: i32, %c1: i32, %c2: i32, %c3: i32, %c4: i32, %c5: i32, %c6: i32, %c7: i32, %o: !llvm.ptr<1>) {
  %0 = nvvm.wmma.mma %a0, %b0, %b1, %b2, %b3, %c0, %c1, %c2, %c3, %c4, %c5, %c6, %c7
    {eltypeA = #nvvm.mma_type<u8>, eltypeB = #nvvm.mma_type<s32>, k = 16 : i32, layoutA = #nvvm.mma_layout<col>, layoutB = #nvvm.mma_layout<row>, m = 8 : i32, n = 32 : i32}
    : (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) -> !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32)>
  %x = llvm.extractvalue %0[0] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32)>
  llvm.store %x, %o : i32, !llvm.ptr<1>
  llvm.return
}

