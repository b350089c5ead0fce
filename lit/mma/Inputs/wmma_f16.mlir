// The f16 wmma forms (m16n16k16 from PTX 6.0, m32n8k16 and m8n32k16 from 6.1)
// on every target from sm_70; RUN lines in ../wmma.mlir.

// PTX: .version 6.1

// LL-LABEL: define {{.*}} @load_m16n16k16_a_f16_row_p3(
// LL: call {{.*}} @llvm.nvvm.wmma.m16n16k16.load.a.row.stride.f16.p3(ptr addrspace(3) %{{.*}}, i32 %{{.*}})
// PTX-LABEL: load_m16n16k16_a_f16_row_p3(
// PTX: wmma.load.a.sync{{(.aligned)?}}.row.m16n16k16.shared.f16
llvm.func @load_m16n16k16_a_f16_row_p3(%p: !llvm.ptr<3>, %s: i32, %o: !llvm.ptr<1>) {
  %0 = nvvm.wmma.load %p, %s
    {eltype = #nvvm.mma_type<f16>, frag = #nvvm.mma_frag<a>, k = 16 : i32, layout = #nvvm.mma_layout<row>, m = 16 : i32, n = 16 : i32}
    : (!llvm.ptr<3>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>)>
  %x = llvm.extractvalue %0[0] : !llvm.struct<(vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>)>
  llvm.store %x, %o : vector<2xf16>, !llvm.ptr<1>
  llvm.return
}

// LL-LABEL: define {{.*}} @load_m16n16k16_b_f16_col_p1(
// LL: call {{.*}} @llvm.nvvm.wmma.m16n16k16.load.b.col.stride.f16.p1(ptr addrspace(1) %{{.*}}, i32 %{{.*}})
// PTX-LABEL: load_m16n16k16_b_f16_col_p1(
// PTX: wmma.load.b.sync{{(.aligned)?}}.col.m16n16k16.global.f16
llvm.func @load_m16n16k16_b_f16_col_p1(%p: !llvm.ptr<1>, %s: i32, %o: !llvm.ptr<1>) {
  %0 = nvvm.wmma.load %p, %s
    {eltype = #nvvm.mma_type<f16>, frag = #nvvm.mma_frag<b>, k = 16 : i32, layout = #nvvm.mma_layout<col>, m = 16 : i32, n = 16 : i32}
    : (!llvm.ptr<1>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>)>
  %x = llvm.extractvalue %0[0] : !llvm.struct<(vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>)>
  llvm.store %x, %o : vector<2xf16>, !llvm.ptr<1>
  llvm.return
}

// LL-LABEL: define {{.*}} @load_m16n16k16_c_f32_row_p0(
// LL: call {{.*}} @llvm.nvvm.wmma.m16n16k16.load.c.row.stride.f32.p0(ptr %{{.*}}, i32 %{{.*}})
// PTX-LABEL: load_m16n16k16_c_f32_row_p0(
// PTX: wmma.load.c.sync{{(.aligned)?}}.row.m16n16k16.f32
llvm.func @load_m16n16k16_c_f32_row_p0(%p: !llvm.ptr, %s: i32, %o: !llvm.ptr<1>) {
  %0 = nvvm.wmma.load %p, %s
    {eltype = #nvvm.mma_type<f32>, frag = #nvvm.mma_frag<c>, k = 16 : i32, layout = #nvvm.mma_layout<row>, m = 16 : i32, n = 16 : i32}
    : (!llvm.ptr) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32)>
  %x = llvm.extractvalue %0[0] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32)>
  llvm.store %x, %o : f32, !llvm.ptr<1>
  llvm.return
}

// LL-LABEL: define {{.*}} @load_m16n16k16_c_f16_col_p3(
// LL: call {{.*}} @llvm.nvvm.wmma.m16n16k16.load.c.col.stride.f16.p3(ptr addrspace(3) %{{.*}}, i32 %{{.*}})
// PTX-LABEL: load_m16n16k16_c_f16_col_p3(
// PTX: wmma.load.c.sync{{(.aligned)?}}.col.m16n16k16.shared.f16
llvm.func @load_m16n16k16_c_f16_col_p3(%p: !llvm.ptr<3>, %s: i32, %o: !llvm.ptr<1>) {
  %0 = nvvm.wmma.load %p, %s
    {eltype = #nvvm.mma_type<f16>, frag = #nvvm.mma_frag<c>, k = 16 : i32, layout = #nvvm.mma_layout<col>, m = 16 : i32, n = 16 : i32}
    : (!llvm.ptr<3>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>)>
  %x = llvm.extractvalue %0[0] : !llvm.struct<(vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>)>
  llvm.store %x, %o : vector<2xf16>, !llvm.ptr<1>
  llvm.return
}

// LL-LABEL: define {{.*}} @store_m16n16k16_f16_row_p1(
// LL: call void @llvm.nvvm.wmma.m16n16k16.store.d.row.stride.f16.p1(ptr addrspace(1) %{{.*}}, <2 x half> %{{.*}}{{.*}}, i32 %{{.*}})
// PTX-LABEL: store_m16n16k16_f16_row_p1(
// PTX: wmma.store.d.sync{{(.aligned)?}}.row.m16n16k16.global.f16
llvm.func @store_m16n16k16_f16_row_p1(%p: !llvm.ptr<1>, %s: i32, %d0: vector<2xf16>, %d1: vector<2xf16>, %d2: vector<2xf16>, %d3: vector<2xf16>) {
  nvvm.wmma.store %p, %s, %d0, %d1, %d2, %d3
    {eltype = #nvvm.mma_type<f16>, k = 16 : i32, layout = #nvvm.mma_layout<row>, m = 16 : i32, n = 16 : i32}
    : !llvm.ptr<1>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>
  llvm.return
}

// LL-LABEL: define {{.*}} @store_m16n16k16_f32_col_p0(
// LL: call void @llvm.nvvm.wmma.m16n16k16.store.d.col.stride.f32.p0(ptr %{{.*}}, float %{{.*}}{{.*}}, i32 %{{.*}})
// PTX-LABEL: store_m16n16k16_f32_col_p0(
// PTX: wmma.store.d.sync{{(.aligned)?}}.col.m16n16k16.f32
llvm.func @store_m16n16k16_f32_col_p0(%p: !llvm.ptr, %s: i32, %d0: f32, %d1: f32, %d2: f32, %d3: f32, %d4: f32, %d5: f32, %d6: f32, %d7: f32) {
  nvvm.wmma.store %p, %s, %d0, %d1, %d2, %d3, %d4, %d5, %d6, %d7
    {eltype = #nvvm.mma_type<f32>, k = 16 : i32, layout = #nvvm.mma_layout<col>, m = 16 : i32, n = 16 : i32}
    : !llvm.ptr, f32, f32, f32, f32, f32, f32, f32, f32
  llvm.return
}

// LL-LABEL: define {{.*}} @mma_m16n16k16_f16_f16_row_col(
// LL: call {{.*}} @llvm.nvvm.wmma.m16n16k16.mma.row.col.f16.f16(
// PTX-LABEL: mma_m16n16k16_f16_f16_row_col(
// PTX: wmma.mma.sync{{(.aligned)?}}.row.col.m16n16k16.f16.f16
llvm.func @mma_m16n16k16_f16_f16_row_col(%a0: vector<2xf16>, %a1: vector<2xf16>, %a2: vector<2xf16>, %a3: vector<2xf16>, %a4: vector<2xf16>, %a5: vector<2xf16>, %a6: vector<2xf16>, %a7: vector<2xf16>, %b0: vector<2xf16>, %b1: vector<2xf16>, %b2: vector<2xf16>, %b3: vector<2xf16>, %b4: vector<2xf16>, %b5: vector<2xf16>, %b6: vector<2xf16>, %b7: vector<2xf16>, %c0: vector<2xf16>, %c1: vector<2xf16>, %c2: vector<2xf16>, %c3: vector<2xf16>, %o: !llvm.ptr<1>) {
  %0 = nvvm.wmma.mma %a0, %a1, %a2, %a3, %a4, %a5, %a6, %a7, %b0, %b1, %b2, %b3, %b4, %b5, %b6, %b7, %c0, %c1, %c2, %c3
    {eltypeA = #nvvm.mma_type<f16>, eltypeB = #nvvm.mma_type<f16>, k = 16 : i32, layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, m = 16 : i32, n = 16 : i32}
    : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>)>
  %x = llvm.extractvalue %0[0] : !llvm.struct<(vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>)>
  llvm.store %x, %o : vector<2xf16>, !llvm.ptr<1>
  llvm.return
}

// LL-LABEL: define {{.*}} @mma_m16n16k16_f16_f32_col_row(
// LL: call {{.*}} @llvm.nvvm.wmma.m16n16k16.mma.col.row.f32.f32(
// PTX-LABEL: mma_m16n16k16_f16_f32_col_row(
// PTX: wmma.mma.sync{{(.aligned)?}}.col.row.m16n16k16.f32.f32
llvm.func @mma_m16n16k16_f16_f32_col_row(%a0: vector<2xf16>, %a1: vector<2xf16>, %a2: vector<2xf16>, %a3: vector<2xf16>, %a4: vector<2xf16>, %a5: vector<2xf16>, %a6: vector<2xf16>, %a7: vector<2xf16>, %b0: vector<2xf16>, %b1: vector<2xf16>, %b2: vector<2xf16>, %b3: vector<2xf16>, %b4: vector<2xf16>, %b5: vector<2xf16>, %b6: vector<2xf16>, %b7: vector<2xf16>, %c0: f32, %c1: f32, %c2: f32, %c3: f32, %c4: f32, %c5: f32, %c6: f32, %c7: f32, %o: !llvm.ptr<1>) {
  %0 = nvvm.wmma.mma %a0, %a1, %a2, %a3, %a4, %a5, %a6, %a7, %b0, %b1, %b2, %b3, %b4, %b5, %b6, %b7, %c0, %c1, %c2, %c3, %c4, %c5, %c6, %c7
    {eltypeA = #nvvm.mma_type<f16>, eltypeB = #nvvm.mma_type<f32>, k = 16 : i32, layoutA = #nvvm.mma_layout<col>, layoutB = #nvvm.mma_layout<row>, m = 16 : i32, n = 16 : i32}
    : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, f32, f32, f32, f32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32)>
  %x = llvm.extractvalue %0[0] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32)>
  llvm.store %x, %o : f32, !llvm.ptr<1>
  llvm.return
}

// LL-LABEL: define {{.*}} @load_m32n8k16_a_f16_row_p3(
// LL: call {{.*}} @llvm.nvvm.wmma.m32n8k16.load.a.row.stride.f16.p3(ptr addrspace(3) %{{.*}}, i32 %{{.*}})
// PTX-LABEL: load_m32n8k16_a_f16_row_p3(
// PTX: wmma.load.a.sync{{(.aligned)?}}.row.m32n8k16.shared.f16
llvm.func @load_m32n8k16_a_f16_row_p3(%p: !llvm.ptr<3>, %s: i32, %o: !llvm.ptr<1>) {
  %0 = nvvm.wmma.load %p, %s
    {eltype = #nvvm.mma_type<f16>, frag = #nvvm.mma_frag<a>, k = 16 : i32, layout = #nvvm.mma_layout<row>, m = 32 : i32, n = 8 : i32}
    : (!llvm.ptr<3>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>)>
  %x = llvm.extractvalue %0[0] : !llvm.struct<(vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>)>
  llvm.store %x, %o : vector<2xf16>, !llvm.ptr<1>
  llvm.return
}

// LL-LABEL: define {{.*}} @load_m32n8k16_b_f16_col_p1(
// LL: call {{.*}} @llvm.nvvm.wmma.m32n8k16.load.b.col.stride.f16.p1(ptr addrspace(1) %{{.*}}, i32 %{{.*}})
// PTX-LABEL: load_m32n8k16_b_f16_col_p1(
// PTX: wmma.load.b.sync{{(.aligned)?}}.col.m32n8k16.global.f16
llvm.func @load_m32n8k16_b_f16_col_p1(%p: !llvm.ptr<1>, %s: i32, %o: !llvm.ptr<1>) {
  %0 = nvvm.wmma.load %p, %s
    {eltype = #nvvm.mma_type<f16>, frag = #nvvm.mma_frag<b>, k = 16 : i32, layout = #nvvm.mma_layout<col>, m = 32 : i32, n = 8 : i32}
    : (!llvm.ptr<1>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>)>
  %x = llvm.extractvalue %0[0] : !llvm.struct<(vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>)>
  llvm.store %x, %o : vector<2xf16>, !llvm.ptr<1>
  llvm.return
}

// LL-LABEL: define {{.*}} @load_m32n8k16_c_f32_row_p0(
// LL: call {{.*}} @llvm.nvvm.wmma.m32n8k16.load.c.row.stride.f32.p0(ptr %{{.*}}, i32 %{{.*}})
// PTX-LABEL: load_m32n8k16_c_f32_row_p0(
// PTX: wmma.load.c.sync{{(.aligned)?}}.row.m32n8k16.f32
llvm.func @load_m32n8k16_c_f32_row_p0(%p: !llvm.ptr, %s: i32, %o: !llvm.ptr<1>) {
  %0 = nvvm.wmma.load %p, %s
    {eltype = #nvvm.mma_type<f32>, frag = #nvvm.mma_frag<c>, k = 16 : i32, layout = #nvvm.mma_layout<row>, m = 32 : i32, n = 8 : i32}
    : (!llvm.ptr) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32)>
  %x = llvm.extractvalue %0[0] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32)>
  llvm.store %x, %o : f32, !llvm.ptr<1>
  llvm.return
}

// LL-LABEL: define {{.*}} @load_m32n8k16_c_f16_col_p3(
// LL: call {{.*}} @llvm.nvvm.wmma.m32n8k16.load.c.col.stride.f16.p3(ptr addrspace(3) %{{.*}}, i32 %{{.*}})
// PTX-LABEL: load_m32n8k16_c_f16_col_p3(
// PTX: wmma.load.c.sync{{(.aligned)?}}.col.m32n8k16.shared.f16
llvm.func @load_m32n8k16_c_f16_col_p3(%p: !llvm.ptr<3>, %s: i32, %o: !llvm.ptr<1>) {
  %0 = nvvm.wmma.load %p, %s
    {eltype = #nvvm.mma_type<f16>, frag = #nvvm.mma_frag<c>, k = 16 : i32, layout = #nvvm.mma_layout<col>, m = 32 : i32, n = 8 : i32}
    : (!llvm.ptr<3>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>)>
  %x = llvm.extractvalue %0[0] : !llvm.struct<(vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>)>
  llvm.store %x, %o : vector<2xf16>, !llvm.ptr<1>
  llvm.return
}

// LL-LABEL: define {{.*}} @store_m32n8k16_f16_row_p1(
// LL: call void @llvm.nvvm.wmma.m32n8k16.store.d.row.stride.f16.p1(ptr addrspace(1) %{{.*}}, <2 x half> %{{.*}}{{.*}}, i32 %{{.*}})
// PTX-LABEL: store_m32n8k16_f16_row_p1(
// PTX: wmma.store.d.sync{{(.aligned)?}}.row.m32n8k16.global.f16
llvm.func @store_m32n8k16_f16_row_p1(%p: !llvm.ptr<1>, %s: i32, %d0: vector<2xf16>, %d1: vector<2xf16>, %d2: vector<2xf16>, %d3: vector<2xf16>) {
  nvvm.wmma.store %p, %s, %d0, %d1, %d2, %d3
    {eltype = #nvvm.mma_type<f16>, k = 16 : i32, layout = #nvvm.mma_layout<row>, m = 32 : i32, n = 8 : i32}
    : !llvm.ptr<1>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>
  llvm.return
}

// LL-LABEL: define {{.*}} @store_m32n8k16_f32_col_p0(
// LL: call void @llvm.nvvm.wmma.m32n8k16.store.d.col.stride.f32.p0(ptr %{{.*}}, float %{{.*}}{{.*}}, i32 %{{.*}})
// PTX-LABEL: store_m32n8k16_f32_col_p0(
// PTX: wmma.store.d.sync{{(.aligned)?}}.col.m32n8k16.f32
llvm.func @store_m32n8k16_f32_col_p0(%p: !llvm.ptr, %s: i32, %d0: f32, %d1: f32, %d2: f32, %d3: f32, %d4: f32, %d5: f32, %d6: f32, %d7: f32) {
  nvvm.wmma.store %p, %s, %d0, %d1, %d2, %d3, %d4, %d5, %d6, %d7
    {eltype = #nvvm.mma_type<f32>, k = 16 : i32, layout = #nvvm.mma_layout<col>, m = 32 : i32, n = 8 : i32}
    : !llvm.ptr, f32, f32, f32, f32, f32, f32, f32, f32
  llvm.return
}

// LL-LABEL: define {{.*}} @mma_m32n8k16_f16_f16_row_col(
// LL: call {{.*}} @llvm.nvvm.wmma.m32n8k16.mma.row.col.f16.f16(
// PTX-LABEL: mma_m32n8k16_f16_f16_row_col(
// PTX: wmma.mma.sync{{(.aligned)?}}.row.col.m32n8k16.f16.f16
llvm.func @mma_m32n8k16_f16_f16_row_col(%a0: vector<2xf16>, %a1: vector<2xf16>, %a2: vector<2xf16>, %a3: vector<2xf16>, %a4: vector<2xf16>, %a5: vector<2xf16>, %a6: vector<2xf16>, %a7: vector<2xf16>, %b0: vector<2xf16>, %b1: vector<2xf16>, %b2: vector<2xf16>, %b3: vector<2xf16>, %b4: vector<2xf16>, %b5: vector<2xf16>, %b6: vector<2xf16>, %b7: vector<2xf16>, %c0: vector<2xf16>, %c1: vector<2xf16>, %c2: vector<2xf16>, %c3: vector<2xf16>, %o: !llvm.ptr<1>) {
  %0 = nvvm.wmma.mma %a0, %a1, %a2, %a3, %a4, %a5, %a6, %a7, %b0, %b1, %b2, %b3, %b4, %b5, %b6, %b7, %c0, %c1, %c2, %c3
    {eltypeA = #nvvm.mma_type<f16>, eltypeB = #nvvm.mma_type<f16>, k = 16 : i32, layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, m = 32 : i32, n = 8 : i32}
    : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>)>
  %x = llvm.extractvalue %0[0] : !llvm.struct<(vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>)>
  llvm.store %x, %o : vector<2xf16>, !llvm.ptr<1>
  llvm.return
}

// LL-LABEL: define {{.*}} @mma_m32n8k16_f16_f32_col_row(
// LL: call {{.*}} @llvm.nvvm.wmma.m32n8k16.mma.col.row.f32.f32(
// PTX-LABEL: mma_m32n8k16_f16_f32_col_row(
// PTX: wmma.mma.sync{{(.aligned)?}}.col.row.m32n8k16.f32.f32
llvm.func @mma_m32n8k16_f16_f32_col_row(%a0: vector<2xf16>, %a1: vector<2xf16>, %a2: vector<2xf16>, %a3: vector<2xf16>, %a4: vector<2xf16>, %a5: vector<2xf16>, %a6: vector<2xf16>, %a7: vector<2xf16>, %b0: vector<2xf16>, %b1: vector<2xf16>, %b2: vector<2xf16>, %b3: vector<2xf16>, %b4: vector<2xf16>, %b5: vector<2xf16>, %b6: vector<2xf16>, %b7: vector<2xf16>, %c0: f32, %c1: f32, %c2: f32, %c3: f32, %c4: f32, %c5: f32, %c6: f32, %c7: f32, %o: !llvm.ptr<1>) {
  %0 = nvvm.wmma.mma %a0, %a1, %a2, %a3, %a4, %a5, %a6, %a7, %b0, %b1, %b2, %b3, %b4, %b5, %b6, %b7, %c0, %c1, %c2, %c3, %c4, %c5, %c6, %c7
    {eltypeA = #nvvm.mma_type<f16>, eltypeB = #nvvm.mma_type<f32>, k = 16 : i32, layoutA = #nvvm.mma_layout<col>, layoutB = #nvvm.mma_layout<row>, m = 32 : i32, n = 8 : i32}
    : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, f32, f32, f32, f32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32)>
  %x = llvm.extractvalue %0[0] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32)>
  llvm.store %x, %o : f32, !llvm.ptr<1>
  llvm.return
}

// LL-LABEL: define {{.*}} @load_m8n32k16_a_f16_row_p3(
// LL: call {{.*}} @llvm.nvvm.wmma.m8n32k16.load.a.row.stride.f16.p3(ptr addrspace(3) %{{.*}}, i32 %{{.*}})
// PTX-LABEL: load_m8n32k16_a_f16_row_p3(
// PTX: wmma.load.a.sync{{(.aligned)?}}.row.m8n32k16.shared.f16
llvm.func @load_m8n32k16_a_f16_row_p3(%p: !llvm.ptr<3>, %s: i32, %o: !llvm.ptr<1>) {
  %0 = nvvm.wmma.load %p, %s
    {eltype = #nvvm.mma_type<f16>, frag = #nvvm.mma_frag<a>, k = 16 : i32, layout = #nvvm.mma_layout<row>, m = 8 : i32, n = 32 : i32}
    : (!llvm.ptr<3>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>)>
  %x = llvm.extractvalue %0[0] : !llvm.struct<(vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>)>
  llvm.store %x, %o : vector<2xf16>, !llvm.ptr<1>
  llvm.return
}

// LL-LABEL: define {{.*}} @load_m8n32k16_b_f16_col_p1(
// LL: call {{.*}} @llvm.nvvm.wmma.m8n32k16.load.b.col.stride.f16.p1(ptr addrspace(1) %{{.*}}, i32 %{{.*}})
// PTX-LABEL: load_m8n32k16_b_f16_col_p1(
// PTX: wmma.load.b.sync{{(.aligned)?}}.col.m8n32k16.global.f16
llvm.func @load_m8n32k16_b_f16_col_p1(%p: !llvm.ptr<1>, %s: i32, %o: !llvm.ptr<1>) {
  %0 = nvvm.wmma.load %p, %s
    {eltype = #nvvm.mma_type<f16>, frag = #nvvm.mma_frag<b>, k = 16 : i32, layout = #nvvm.mma_layout<col>, m = 8 : i32, n = 32 : i32}
    : (!llvm.ptr<1>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>)>
  %x = llvm.extractvalue %0[0] : !llvm.struct<(vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>)>
  llvm.store %x, %o : vector<2xf16>, !llvm.ptr<1>
  llvm.return
}

// LL-LABEL: define {{.*}} @load_m8n32k16_c_f32_row_p0(
// LL: call {{.*}} @llvm.nvvm.wmma.m8n32k16.load.c.row.stride.f32.p0(ptr %{{.*}}, i32 %{{.*}})
// PTX-LABEL: load_m8n32k16_c_f32_row_p0(
// PTX: wmma.load.c.sync{{(.aligned)?}}.row.m8n32k16.f32
llvm.func @load_m8n32k16_c_f32_row_p0(%p: !llvm.ptr, %s: i32, %o: !llvm.ptr<1>) {
  %0 = nvvm.wmma.load %p, %s
    {eltype = #nvvm.mma_type<f32>, frag = #nvvm.mma_frag<c>, k = 16 : i32, layout = #nvvm.mma_layout<row>, m = 8 : i32, n = 32 : i32}
    : (!llvm.ptr) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32)>
  %x = llvm.extractvalue %0[0] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32)>
  llvm.store %x, %o : f32, !llvm.ptr<1>
  llvm.return
}

// LL-LABEL: define {{.*}} @load_m8n32k16_c_f16_col_p3(
// LL: call {{.*}} @llvm.nvvm.wmma.m8n32k16.load.c.col.stride.f16.p3(ptr addrspace(3) %{{.*}}, i32 %{{.*}})
// PTX-LABEL: load_m8n32k16_c_f16_col_p3(
// PTX: wmma.load.c.sync{{(.aligned)?}}.col.m8n32k16.shared.f16
llvm.func @load_m8n32k16_c_f16_col_p3(%p: !llvm.ptr<3>, %s: i32, %o: !llvm.ptr<1>) {
  %0 = nvvm.wmma.load %p, %s
    {eltype = #nvvm.mma_type<f16>, frag = #nvvm.mma_frag<c>, k = 16 : i32, layout = #nvvm.mma_layout<col>, m = 8 : i32, n = 32 : i32}
    : (!llvm.ptr<3>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>)>
  %x = llvm.extractvalue %0[0] : !llvm.struct<(vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>)>
  llvm.store %x, %o : vector<2xf16>, !llvm.ptr<1>
  llvm.return
}

// LL-LABEL: define {{.*}} @store_m8n32k16_f16_row_p1(
// LL: call void @llvm.nvvm.wmma.m8n32k16.store.d.row.stride.f16.p1(ptr addrspace(1) %{{.*}}, <2 x half> %{{.*}}{{.*}}, i32 %{{.*}})
// PTX-LABEL: store_m8n32k16_f16_row_p1(
// PTX: wmma.store.d.sync{{(.aligned)?}}.row.m8n32k16.global.f16
llvm.func @store_m8n32k16_f16_row_p1(%p: !llvm.ptr<1>, %s: i32, %d0: vector<2xf16>, %d1: vector<2xf16>, %d2: vector<2xf16>, %d3: vector<2xf16>) {
  nvvm.wmma.store %p, %s, %d0, %d1, %d2, %d3
    {eltype = #nvvm.mma_type<f16>, k = 16 : i32, layout = #nvvm.mma_layout<row>, m = 8 : i32, n = 32 : i32}
    : !llvm.ptr<1>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>
  llvm.return
}

// LL-LABEL: define {{.*}} @store_m8n32k16_f32_col_p0(
// LL: call void @llvm.nvvm.wmma.m8n32k16.store.d.col.stride.f32.p0(ptr %{{.*}}, float %{{.*}}{{.*}}, i32 %{{.*}})
// PTX-LABEL: store_m8n32k16_f32_col_p0(
// PTX: wmma.store.d.sync{{(.aligned)?}}.col.m8n32k16.f32
llvm.func @store_m8n32k16_f32_col_p0(%p: !llvm.ptr, %s: i32, %d0: f32, %d1: f32, %d2: f32, %d3: f32, %d4: f32, %d5: f32, %d6: f32, %d7: f32) {
  nvvm.wmma.store %p, %s, %d0, %d1, %d2, %d3, %d4, %d5, %d6, %d7
    {eltype = #nvvm.mma_type<f32>, k = 16 : i32, layout = #nvvm.mma_layout<col>, m = 8 : i32, n = 32 : i32}
    : !llvm.ptr, f32, f32, f32, f32, f32, f32, f32, f32
  llvm.return
}

// LL-LABEL: define {{.*}} @mma_m8n32k16_f16_f16_row_col(
// LL: call {{.*}} @llvm.nvvm.wmma.m8n32k16.mma.row.col.f16.f16(
// PTX-LABEL: mma_m8n32k16_f16_f16_row_col(
// PTX: wmma.mma.sync{{(.aligned)?}}.row.col.m8n32k16.f16.f16
llvm.func @mma_m8n32k16_f16_f16_row_col(%a0: vector<2xf16>, %a1: vector<2xf16>, %a2: vector<2xf16>, %a3: vector<2xf16>, %a4: vector<2xf16>, %a5: vector<2xf16>, %a6: vector<2xf16>, %a7: vector<2xf16>, %b0: vector<2xf16>, %b1: vector<2xf16>, %b2: vector<2xf16>, %b3: vector<2xf16>, %b4: vector<2xf16>, %b5: vector<2xf16>, %b6: vector<2xf16>, %b7: vector<2xf16>, %c0: vector<2xf16>, %c1: vector<2xf16>, %c2: vector<2xf16>, %c3: vector<2xf16>, %o: !llvm.ptr<1>) {
  %0 = nvvm.wmma.mma %a0, %a1, %a2, %a3, %a4, %a5, %a6, %a7, %b0, %b1, %b2, %b3, %b4, %b5, %b6, %b7, %c0, %c1, %c2, %c3
    {eltypeA = #nvvm.mma_type<f16>, eltypeB = #nvvm.mma_type<f16>, k = 16 : i32, layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, m = 8 : i32, n = 32 : i32}
    : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>)>
  %x = llvm.extractvalue %0[0] : !llvm.struct<(vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>)>
  llvm.store %x, %o : vector<2xf16>, !llvm.ptr<1>
  llvm.return
}

// LL-LABEL: define {{.*}} @mma_m8n32k16_f16_f32_col_row(
// LL: call {{.*}} @llvm.nvvm.wmma.m8n32k16.mma.col.row.f32.f32(
// PTX-LABEL: mma_m8n32k16_f16_f32_col_row(
// PTX: wmma.mma.sync{{(.aligned)?}}.col.row.m8n32k16.f32.f32
llvm.func @mma_m8n32k16_f16_f32_col_row(%a0: vector<2xf16>, %a1: vector<2xf16>, %a2: vector<2xf16>, %a3: vector<2xf16>, %a4: vector<2xf16>, %a5: vector<2xf16>, %a6: vector<2xf16>, %a7: vector<2xf16>, %b0: vector<2xf16>, %b1: vector<2xf16>, %b2: vector<2xf16>, %b3: vector<2xf16>, %b4: vector<2xf16>, %b5: vector<2xf16>, %b6: vector<2xf16>, %b7: vector<2xf16>, %c0: f32, %c1: f32, %c2: f32, %c3: f32, %c4: f32, %c5: f32, %c6: f32, %c7: f32, %o: !llvm.ptr<1>) {
  %0 = nvvm.wmma.mma %a0, %a1, %a2, %a3, %a4, %a5, %a6, %a7, %b0, %b1, %b2, %b3, %b4, %b5, %b6, %b7, %c0, %c1, %c2, %c3, %c4, %c5, %c6, %c7
    {eltypeA = #nvvm.mma_type<f16>, eltypeB = #nvvm.mma_type<f32>, k = 16 : i32, layoutA = #nvvm.mma_layout<col>, layoutB = #nvvm.mma_layout<row>, m = 8 : i32, n = 32 : i32}
    : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, f32, f32, f32, f32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32)>
  %x = llvm.extractvalue %0[0] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32)>
  llvm.store %x, %o : f32, !llvm.ptr<1>
  llvm.return
}

