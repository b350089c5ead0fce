// The wmma loads of one i32 register (A of m8n32k16, B of m32n8k16, s8 and
// u8): MLIR 22's op result is a struct or f64, so the result is written
// `!llvm.struct<(i32)>`, while the LLVM 22 intrinsic returns the bare i32.
// mlir-translate-22 types the result as that i32 and crashes on an
// llvm.extractvalue of it (docs/spec-deviations.md 49); nvvm-lower wraps the
// i32 into the struct the op declares.
// RUN: %nvvm-lower %s --target sm_72 --emit llvm-ir | %FileCheck %s --check-prefix=LL
// RUN: %nvvm-lower %s --target sm_72 --emit llvm-ir | %FileCheck %s --check-prefix=WRAP
// RUN: %nvvm-lower %s --target sm_72 | %FileCheck %s --check-prefix=PTX
// RUN: %nvvm-lower %s --target sm_72 | %ptxas-verify
// RUN: %nvvm-lower %s --target sm_100a | %ptxas-verify

// WRAP-LABEL: define {{.*}} @load_m8n32k16_a_s8_row_p3(
// WRAP: %[[R:.*]] = call {{.*}}i32 @llvm.nvvm.wmma.m8n32k16.load.a.row.stride.s8.p3(
// WRAP-NEXT: insertvalue { i32 } undef, i32 %[[R]], 0

// LL-LABEL: define {{.*}} @load_m8n32k16_a_s8_row_p3(
// LL: call {{.*}} @llvm.nvvm.wmma.m8n32k16.load.a.row.stride.s8.p3(ptr addrspace(3) %{{.*}}, i32 %{{.*}})
// PTX-LABEL: load_m8n32k16_a_s8_row_p3(
// PTX: wmma.load.a.sync{{(.aligned)?}}.row.m8n32k16.shared.s8
llvm.func @load_m8n32k16_a_s8_row_p3(%p: !llvm.ptr<3>, %s: i32, %o: !llvm.ptr<1>) {
  %0 = nvvm.wmma.load %p, %s
    {eltype = #nvvm.mma_type<s8>, frag = #nvvm.mma_frag<a>, k = 16 : i32, layout = #nvvm.mma_layout<row>, m = 8 : i32, n = 32 : i32}
    : (!llvm.ptr<3>) -> !llvm.struct<(i32)>
  %x = llvm.extractvalue %0[0] : !llvm.struct<(i32)>
  llvm.store %x, %o : i32, !llvm.ptr<1>
  llvm.return
}

// LL-LABEL: define {{.*}} @load_m8n32k16_a_u8_col_p1(
// LL: call {{.*}} @llvm.nvvm.wmma.m8n32k16.load.a.col.stride.u8.p1(ptr addrspace(1) %{{.*}}, i32 %{{.*}})
// PTX-LABEL: load_m8n32k16_a_u8_col_p1(
// PTX: wmma.load.a.sync{{(.aligned)?}}.col.m8n32k16.global.u8
llvm.func @load_m8n32k16_a_u8_col_p1(%p: !llvm.ptr<1>, %s: i32, %o: !llvm.ptr<1>) {
  %0 = nvvm.wmma.load %p, %s
    {eltype = #nvvm.mma_type<u8>, frag = #nvvm.mma_frag<a>, k = 16 : i32, layout = #nvvm.mma_layout<col>, m = 8 : i32, n = 32 : i32}
    : (!llvm.ptr<1>) -> !llvm.struct<(i32)>
  %x = llvm.extractvalue %0[0] : !llvm.struct<(i32)>
  llvm.store %x, %o : i32, !llvm.ptr<1>
  llvm.return
}

// LL-LABEL: define {{.*}} @load_m32n8k16_b_s8_col_p0(
// LL: call {{.*}} @llvm.nvvm.wmma.m32n8k16.load.b.col.stride.s8.p0(ptr %{{.*}}, i32 %{{.*}})
// PTX-LABEL: load_m32n8k16_b_s8_col_p0(
// PTX: wmma.load.b.sync{{(.aligned)?}}.col.m32n8k16.s8
llvm.func @load_m32n8k16_b_s8_col_p0(%p: !llvm.ptr, %s: i32, %o: !llvm.ptr<1>) {
  %0 = nvvm.wmma.load %p, %s
    {eltype = #nvvm.mma_type<s8>, frag = #nvvm.mma_frag<b>, k = 16 : i32, layout = #nvvm.mma_layout<col>, m = 32 : i32, n = 8 : i32}
    : (!llvm.ptr) -> !llvm.struct<(i32)>
  %x = llvm.extractvalue %0[0] : !llvm.struct<(i32)>
  llvm.store %x, %o : i32, !llvm.ptr<1>
  llvm.return
}

// LL-LABEL: define {{.*}} @load_m32n8k16_b_u8_row_p3(
// LL: call {{.*}} @llvm.nvvm.wmma.m32n8k16.load.b.row.stride.u8.p3(ptr addrspace(3) %{{.*}}, i32 %{{.*}})
// PTX-LABEL: load_m32n8k16_b_u8_row_p3(
// PTX: wmma.load.b.sync{{(.aligned)?}}.row.m32n8k16.shared.u8
llvm.func @load_m32n8k16_b_u8_row_p3(%p: !llvm.ptr<3>, %s: i32, %o: !llvm.ptr<1>) {
  %0 = nvvm.wmma.load %p, %s
    {eltype = #nvvm.mma_type<u8>, frag = #nvvm.mma_frag<b>, k = 16 : i32, layout = #nvvm.mma_layout<row>, m = 32 : i32, n = 8 : i32}
    : (!llvm.ptr<3>) -> !llvm.struct<(i32)>
  %x = llvm.extractvalue %0[0] : !llvm.struct<(i32)>
  llvm.store %x, %o : i32, !llvm.ptr<1>
  llvm.return
}

