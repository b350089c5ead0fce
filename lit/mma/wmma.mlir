// nvvm.wmma.load, nvvm.wmma.store and nvvm.wmma.mma as MLIR 22 writes them
// (its nvvmir.mlir cases: @gpu_wmma_load_op, @gpu_wmma_store_op,
// @gpu_wmma_mma_op, @nvvm_wmma_load_tf32, @nvvm_wmma_mma), then the tf32
// m16n16k8 and f64 m8n8k4 forms (sm_80, PTX 7.0) through generic, global and
// shared pointers: one LLVM 22 intrinsic per shape, fragment, layout, type and
// address space; wmma.mma's eltypeB names the accumulator type. The f16 forms
// from sm_70 are in Inputs/wmma_f16.mlir, the 8-bit integer ones from sm_72 in
// Inputs/wmma_int.mlir.
// RUN: %nvvm-lower %s --target sm_80 --emit llvm-ir | %FileCheck %s --check-prefix=LL
// RUN: %nvvm-lower %s --target sm_80 | %FileCheck %s --check-prefix=PTX
// RUN: %nvvm-lower %s --target sm_80 | %ptxas-verify
// RUN: %nvvm-lower %s --target sm_90a | %ptxas-verify
// RUN: %nvvm-lower %s --target sm_100a | %ptxas-verify
// RUN: %nvvm-lower %s --target sm_120 | %ptxas-verify
// RUN: %nvvm-lower %S/Inputs/wmma_f16.mlir --target sm_70 --emit llvm-ir | %FileCheck %S/Inputs/wmma_f16.mlir --check-prefix=LL
// RUN: %nvvm-lower %S/Inputs/wmma_f16.mlir --target sm_70 | %FileCheck %S/Inputs/wmma_f16.mlir --check-prefix=PTX
// RUN: %nvvm-lower %S/Inputs/wmma_f16.mlir --target sm_70 | %ptxas-verify
// RUN: %nvvm-lower %S/Inputs/wmma_f16.mlir --target sm_89 | %ptxas-verify
// RUN: %nvvm-lower %S/Inputs/wmma_f16.mlir --target sm_100a | %ptxas-verify
// RUN: %nvvm-lower %S/Inputs/wmma_int.mlir --target sm_72 --emit llvm-ir | %FileCheck %S/Inputs/wmma_int.mlir --check-prefix=LL
// RUN: %nvvm-lower %S/Inputs/wmma_int.mlir --target sm_72 | %FileCheck %S/Inputs/wmma_int.mlir --check-prefix=PTX
// RUN: %nvvm-lower %S/Inputs/wmma_int.mlir --target sm_72 | %ptxas-verify
// RUN: %nvvm-lower %S/Inputs/wmma_int.mlir --target sm_90a | %ptxas-verify
// RUN: %nvvm-lower %S/Inputs/wmma_int.mlir --target sm_120 | %ptxas-verify

// PTX: .version 7.0

// LL-LABEL: define {{.*}} @gpu_wmma_load_op(
// LL: call { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.load.a.row.stride.f16.p3(ptr addrspace(3) %{{.*}}, i32 %{{.*}})
llvm.func @gpu_wmma_load_op(%arg0: !llvm.ptr<3>, %arg1: i32) {
  %0 = nvvm.wmma.load %arg0, %arg1
    {eltype = #nvvm.mma_type<f16>, frag = #nvvm.mma_frag<a>, k = 16 : i32, layout = #nvvm.mma_layout<row>, m = 16 : i32, n = 16 : i32}
    : (!llvm.ptr<3>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>)>

  llvm.return
}

// LL-LABEL: define {{.*}} @gpu_wmma_store_op(
// LL: call void @llvm.nvvm.wmma.m16n16k16.store.d.row.stride.f16.p3(ptr addrspace(3) %{{.*}}, <2 x half> {{.*}}, <2 x half> %{{.*}}, <2 x half> %{{.*}}, <2 x half> %{{.*}}, i32 %{{.*}})
llvm.func @gpu_wmma_store_op(%arg0: !llvm.ptr<3>, %arg1: i32,
                            %arg2: vector<2 x f16>, %arg3: vector<2 x f16>,
                            %arg4: vector<2 xf16>, %arg5: vector<2 x f16>) {
  nvvm.wmma.store %arg0, %arg1, %arg2, %arg3, %arg4, %arg5
    {eltype = #nvvm.mma_type<f16>, k = 16 : i32, layout = #nvvm.mma_layout<row>, m = 16 : i32, n = 16 : i32}
    : !llvm.ptr<3>, vector<2 x f16>, vector<2 x f16>, vector<2 x f16>, vector<2 x f16>
  llvm.return
}

// LL-LABEL: define {{.*}} @gpu_wmma_mma_op(
// LL: call { <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.mma.row.row.f16.f16(<2 x half> {{.*}}, <2 x half> {{.*}}, <2 x half> {{.*}}, <2 x half> {{.*}}, <2 x half> {{.*}}, <2 x half> {{.*}}, <2 x half> {{.*}}, <2 x half> {{.*}}, <2 x half> {{.*}}, <2 x half> {{.*}}, <2 x half> {{.*}}, <2 x half> {{.*}}, <2 x half> {{.*}}, <2 x half> {{.*}}, <2 x half> {{.*}}, <2 x half> {{.*}}, <2 x half> {{.*}}, <2 x half> {{.*}}, <2 x half> {{.*}}, <2 x half> {{.*}})
llvm.func @gpu_wmma_mma_op(%arg0: vector<2 x f16>, %arg1: vector<2 x f16>,
                        %arg2: vector<2 x f16>, %arg3: vector<2 x f16>,
                        %arg4: vector<2 x f16>, %arg5: vector<2 x f16>,
                        %arg6: vector<2 x f16>, %arg7: vector<2 x f16>,
                        %arg8: vector<2 x f16>, %arg9: vector<2 x f16>,
                        %arg10: vector<2 x f16>, %arg11: vector<2 x f16>,
                        %arg12: vector<2 x f16>, %arg13: vector<2 x f16>,
                        %arg14: vector<2 x f16>, %arg15: vector<2 x f16>,
                        %arg16: vector<2 x f16>, %arg17: vector<2 x f16>,
                        %arg18: vector<2 x f16>, %arg19: vector<2 x f16>) {
  %0 = nvvm.wmma.mma %arg0, %arg1, %arg2, %arg3, %arg4, %arg5, %arg6, %arg7, %arg8, %arg9, %arg10, %arg11, %arg12, %arg13, %arg14, %arg15, %arg16, %arg17, %arg18, %arg19
    {eltypeA = #nvvm.mma_type<f16>, eltypeB = #nvvm.mma_type<f16>, k = 16 : i32, layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<row>, m = 16 : i32, n = 16 : i32}
    : (vector<2 x f16>, vector<2 x f16>, vector<2 x f16>, vector<2 x f16>, vector<2 x f16>,
       vector<2 x f16>, vector<2 x f16>, vector<2 x f16>, vector<2 x f16>, vector<2 x f16>,
       vector<2 x f16>, vector<2 x f16>, vector<2 x f16>, vector<2 x f16>, vector<2 x f16>,
       vector<2 x f16>, vector<2 x f16>, vector<2 x f16>, vector<2 x f16>, vector<2 x f16>)
      -> !llvm.struct<(vector<2 x f16>, vector<2 x f16>, vector<2 x f16>, vector<2 x f16>)>
  llvm.return
}

// LL-LABEL: define {{.*}} @nvvm_wmma_load_tf32(
// LL: call { i32, i32, i32, i32 } @llvm.nvvm.wmma.m16n16k8.load.a.row.stride.tf32.p0(ptr %{{.*}}, i32 %{{.*}})
llvm.func @nvvm_wmma_load_tf32(%arg0: !llvm.ptr, %arg1 : i32) {
  %0 = nvvm.wmma.load %arg0, %arg1
    {eltype = #nvvm.mma_type<tf32>, frag = #nvvm.mma_frag<a>, k = 8 : i32, layout = #nvvm.mma_layout<row>, m = 16 : i32, n = 16 : i32}
    : (!llvm.ptr) -> !llvm.struct<(i32, i32, i32, i32)>
  llvm.return
}

// LL-LABEL: define {{.*}} @nvvm_wmma_mma(
// LL: { float, float, float, float, float, float, float, float } @llvm.nvvm.wmma.m16n16k8.mma.row.row.tf32(i32 %{{.*}}, i32 %{{.*}}, i32 %{{.*}}, i32 %{{.*}}, i32 %{{.*}}, i32 %{{.*}}, i32 %{{.*}}, i32 %{{.*}}, float %{{.*}}, float %{{.*}}, float %{{.*}}, float %{{.*}}, float %{{.*}}, float %{{.*}}, float %{{.*}}, float %{{.*}})
llvm.func @nvvm_wmma_mma(%0 : i32, %1 : i32, %2 : i32, %3 : i32, %4 : i32, %5 : i32,
                    %6 : i32, %7 : i32, %8 : f32, %9 : f32, %10 : f32,
                    %11 : f32, %12 : f32, %13 : f32, %14 : f32, %15 : f32) {
  %r = nvvm.wmma.mma %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15
    {eltypeA = #nvvm.mma_type<tf32>, eltypeB = #nvvm.mma_type<f32>, k = 8 : i32, layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<row>, m = 16 : i32, n = 16 : i32}
    : (i32, i32, i32, i32, i32, i32, i32, i32, f32, f32, f32, f32, f32, f32, f32, f32)
    -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32)>
  llvm.return
}

// LL-LABEL: define {{.*}} @load_m16n16k8_a_tf32_col_p1(
// LL: call {{.*}} @llvm.nvvm.wmma.m16n16k8.load.a.col.stride.tf32.p1(ptr addrspace(1) %{{.*}}, i32 %{{.*}})
// PTX-LABEL: load_m16n16k8_a_tf32_col_p1(
// PTX: wmma.load.a.sync{{(.aligned)?}}.col.m16n16k8.global.tf32
llvm.func @load_m16n16k8_a_tf32_col_p1(%p: !llvm.ptr<1>, %s: i32, %o: !llvm.ptr<1>) {
  %0 = nvvm.wmma.load %p, %s
    {eltype = #nvvm.mma_type<tf32>, frag = #nvvm.mma_frag<a>, k = 8 : i32, layout = #nvvm.mma_layout<col>, m = 16 : i32, n = 16 : i32}
    : (!llvm.ptr<1>) -> !llvm.struct<(i32, i32, i32, i32)>
  %x = llvm.extractvalue %0[0] : !llvm.struct<(i32, i32, i32, i32)>
  llvm.store %x, %o : i32, !llvm.ptr<1>
  llvm.return
}

// LL-LABEL: define {{.*}} @load_m16n16k8_b_tf32_row_p0(
// LL: call {{.*}} @llvm.nvvm.wmma.m16n16k8.load.b.row.stride.tf32.p0(ptr %{{.*}}, i32 %{{.*}})
// PTX-LABEL: load_m16n16k8_b_tf32_row_p0(
// PTX: wmma.load.b.sync{{(.aligned)?}}.row.m16n16k8.tf32
llvm.func @load_m16n16k8_b_tf32_row_p0(%p: !llvm.ptr, %s: i32, %o: !llvm.ptr<1>) {
  %0 = nvvm.wmma.load %p, %s
    {eltype = #nvvm.mma_type<tf32>, frag = #nvvm.mma_frag<b>, k = 8 : i32, layout = #nvvm.mma_layout<row>, m = 16 : i32, n = 16 : i32}
    : (!llvm.ptr) -> !llvm.struct<(i32, i32, i32, i32)>
  %x = llvm.extractvalue %0[0] : !llvm.struct<(i32, i32, i32, i32)>
  llvm.store %x, %o : i32, !llvm.ptr<1>
  llvm.return
}

// LL-LABEL: define {{.*}} @load_m16n16k8_c_f32_row_p3(
// LL: call {{.*}} @llvm.nvvm.wmma.m16n16k8.load.c.row.stride.f32.p3(ptr addrspace(3) %{{.*}}, i32 %{{.*}})
// PTX-LABEL: load_m16n16k8_c_f32_row_p3(
// PTX: wmma.load.c.sync{{(.aligned)?}}.row.m16n16k8.shared.f32
llvm.func @load_m16n16k8_c_f32_row_p3(%p: !llvm.ptr<3>, %s: i32, %o: !llvm.ptr<1>) {
  %0 = nvvm.wmma.load %p, %s
    {eltype = #nvvm.mma_type<f32>, frag = #nvvm.mma_frag<c>, k = 8 : i32, layout = #nvvm.mma_layout<row>, m = 16 : i32, n = 16 : i32}
    : (!llvm.ptr<3>) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32)>
  %x = llvm.extractvalue %0[0] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32)>
  llvm.store %x, %o : f32, !llvm.ptr<1>
  llvm.return
}

// LL-LABEL: define {{.*}} @store_m16n16k8_f32_col_p1(
// LL: call void @llvm.nvvm.wmma.m16n16k8.store.d.col.stride.f32.p1(ptr addrspace(1) %{{.*}}, float %{{.*}}{{.*}}, i32 %{{.*}})
// PTX-LABEL: store_m16n16k8_f32_col_p1(
// PTX: wmma.store.d.sync{{(.aligned)?}}.col.m16n16k8.global.f32
llvm.func @store_m16n16k8_f32_col_p1(%p: !llvm.ptr<1>, %s: i32, %d0: f32, %d1: f32, %d2: f32, %d3: f32, %d4: f32, %d5: f32, %d6: f32, %d7: f32) {
  nvvm.wmma.store %p, %s, %d0, %d1, %d2, %d3, %d4, %d5, %d6, %d7
    {eltype = #nvvm.mma_type<f32>, k = 8 : i32, layout = #nvvm.mma_layout<col>, m = 16 : i32, n = 16 : i32}
    : !llvm.ptr<1>, f32, f32, f32, f32, f32, f32, f32, f32
  llvm.return
}

// LL-LABEL: define {{.*}} @mma_m16n16k8_tf32_f32_col_row(
// LL: call {{.*}} @llvm.nvvm.wmma.m16n16k8.mma.col.row.tf32(
// PTX-LABEL: mma_m16n16k8_tf32_f32_col_row(
// PTX: wmma.mma.sync{{(.aligned)?}}.col.row.m16n16k8.f32.tf32.tf32.f32
llvm.func @mma_m16n16k8_tf32_f32_col_row(%a0: i32, %a1: i32, %a2: i32, %a3: i32, %b0: i32, %b1: i32, %b2: i32, %b3: i32, %c0: f32, %c1: f32, %c2: f32, %c3: f32, %c4: f32, %c5: f32, %c6: f32, %c7: f32, %o: !llvm.ptr<1>) {
  %0 = nvvm.wmma.mma %a0, %a1, %a2, %a3, %b0, %b1, %b2, %b3, %c0, %c1, %c2, %c3, %c4, %c5, %c6, %c7
    {eltypeA = #nvvm.mma_type<tf32>, eltypeB = #nvvm.mma_type<f32>, k = 8 : i32, layoutA = #nvvm.mma_layout<col>, layoutB = #nvvm.mma_layout<row>, m = 16 : i32, n = 16 : i32}
    : (i32, i32, i32, i32, i32, i32, i32, i32, f32, f32, f32, f32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32)>
  %x = llvm.extractvalue %0[0] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32)>
  llvm.store %x, %o : f32, !llvm.ptr<1>
  llvm.return
}

// LL-LABEL: define {{.*}} @load_m8n8k4_a_f64_row_p3(
// LL: call {{.*}} @llvm.nvvm.wmma.m8n8k4.load.a.row.stride.f64.p3(ptr addrspace(3) %{{.*}}, i32 %{{.*}})
// PTX-LABEL: load_m8n8k4_a_f64_row_p3(
// PTX: wmma.load.a.sync{{(.aligned)?}}.row.m8n8k4.shared.f64
llvm.func @load_m8n8k4_a_f64_row_p3(%p: !llvm.ptr<3>, %s: i32, %o: !llvm.ptr<1>) {
  %0 = nvvm.wmma.load %p, %s
    {eltype = #nvvm.mma_type<f64>, frag = #nvvm.mma_frag<a>, k = 4 : i32, layout = #nvvm.mma_layout<row>, m = 8 : i32, n = 8 : i32}
    : (!llvm.ptr<3>) -> f64
  llvm.store %0, %o : f64, !llvm.ptr<1>
  llvm.return
}

// LL-LABEL: define {{.*}} @load_m8n8k4_b_f64_col_p1(
// LL: call {{.*}} @llvm.nvvm.wmma.m8n8k4.load.b.col.stride.f64.p1(ptr addrspace(1) %{{.*}}, i32 %{{.*}})
// PTX-LABEL: load_m8n8k4_b_f64_col_p1(
// PTX: wmma.load.b.sync{{(.aligned)?}}.col.m8n8k4.global.f64
llvm.func @load_m8n8k4_b_f64_col_p1(%p: !llvm.ptr<1>, %s: i32, %o: !llvm.ptr<1>) {
  %0 = nvvm.wmma.load %p, %s
    {eltype = #nvvm.mma_type<f64>, frag = #nvvm.mma_frag<b>, k = 4 : i32, layout = #nvvm.mma_layout<col>, m = 8 : i32, n = 8 : i32}
    : (!llvm.ptr<1>) -> f64
  llvm.store %0, %o : f64, !llvm.ptr<1>
  llvm.return
}

// LL-LABEL: define {{.*}} @load_m8n8k4_c_f64_row_p0(
// LL: call {{.*}} @llvm.nvvm.wmma.m8n8k4.load.c.row.stride.f64.p0(ptr %{{.*}}, i32 %{{.*}})
// PTX-LABEL: load_m8n8k4_c_f64_row_p0(
// PTX: wmma.load.c.sync{{(.aligned)?}}.row.m8n8k4.f64
llvm.func @load_m8n8k4_c_f64_row_p0(%p: !llvm.ptr, %s: i32, %o: !llvm.ptr<1>) {
  %0 = nvvm.wmma.load %p, %s
    {eltype = #nvvm.mma_type<f64>, frag = #nvvm.mma_frag<c>, k = 4 : i32, layout = #nvvm.mma_layout<row>, m = 8 : i32, n = 8 : i32}
    : (!llvm.ptr) -> !llvm.struct<(f64, f64)>
  %x = llvm.extractvalue %0[0] : !llvm.struct<(f64, f64)>
  llvm.store %x, %o : f64, !llvm.ptr<1>
  llvm.return
}

// LL-LABEL: define {{.*}} @store_m8n8k4_f64_row_p3(
// LL: call void @llvm.nvvm.wmma.m8n8k4.store.d.row.stride.f64.p3(ptr addrspace(3) %{{.*}}, double %{{.*}}{{.*}}, i32 %{{.*}})
// PTX-LABEL: store_m8n8k4_f64_row_p3(
// PTX: wmma.store.d.sync{{(.aligned)?}}.row.m8n8k4.shared.f64
llvm.func @store_m8n8k4_f64_row_p3(%p: !llvm.ptr<3>, %s: i32, %d0: f64, %d1: f64) {
  nvvm.wmma.store %p, %s, %d0, %d1
    {eltype = #nvvm.mma_type<f64>, k = 4 : i32, layout = #nvvm.mma_layout<row>, m = 8 : i32, n = 8 : i32}
    : !llvm.ptr<3>, f64, f64
  llvm.return
}

// LL-LABEL: define {{.*}} @mma_m8n8k4_f64_f64_row_col(
// LL: call {{.*}} @llvm.nvvm.wmma.m8n8k4.mma.row.col.f64(
// PTX-LABEL: mma_m8n8k4_f64_f64_row_col(
// PTX: wmma.mma.sync{{(.aligned)?}}.row.col.m8n8k4.f64.f64.f64.f64
llvm.func @mma_m8n8k4_f64_f64_row_col(%a0: f64, %b0: f64, %c0: f64, %c1: f64, %o: !llvm.ptr<1>) {
  %0 = nvvm.wmma.mma %a0, %b0, %c0, %c1
    {eltypeA = #nvvm.mma_type<f64>, eltypeB = #nvvm.mma_type<f64>, k = 4 : i32, layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, m = 8 : i32, n = 8 : i32}
    : (f64, f64, f64, f64) -> !llvm.struct<(f64, f64)>
  %x = llvm.extractvalue %0[0] : !llvm.struct<(f64, f64)>
  llvm.store %x, %o : f64, !llvm.ptr<1>
  llvm.return
}

// LL-LABEL: define {{.*}} @mma_m8n8k4_f64_f64_col_col(
// LL: call {{.*}} @llvm.nvvm.wmma.m8n8k4.mma.col.col.f64(
// PTX-LABEL: mma_m8n8k4_f64_f64_col_col(
// PTX: wmma.mma.sync{{(.aligned)?}}.col.col.m8n8k4.f64.f64.f64.f64
llvm.func @mma_m8n8k4_f64_f64_col_col(%a0: f64, %b0: f64, %c0: f64, %c1: f64, %o: !llvm.ptr<1>) {
  %0 = nvvm.wmma.mma %a0, %b0, %c0, %c1
    {eltypeA = #nvvm.mma_type<f64>, eltypeB = #nvvm.mma_type<f64>, k = 4 : i32, layoutA = #nvvm.mma_layout<col>, layoutB = #nvvm.mma_layout<col>, m = 8 : i32, n = 8 : i32}
    : (f64, f64, f64, f64) -> !llvm.struct<(f64, f64)>
  %x = llvm.extractvalue %0[0] : !llvm.struct<(f64, f64)>
  llvm.store %x, %o : f64, !llvm.ptr<1>
  llvm.return
}


// Every call is convergent (all threads of the warp execute it): its
// declaration is.
// LL: declare {{.*}} @llvm.nvvm.wmma.m16n16k8.load.a.row.stride.tf32.p0({{.*}}) #[[CONV:[0-9]+]]
// LL: attributes #[[CONV]] = { convergent
