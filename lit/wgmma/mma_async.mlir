// nvvm.wgmma.mma_async (sm_90a, PTX 8.0): one inline-asm wgmma.mma_async per op,
// operands {D regs}, descA, descB, p, imm-scale-a, imm-scale-b, imm-trans-a,
// imm-trans-b. p = (scale_out == one): setp.ne.b32 p, 1, 0 (accumulate) or
// setp.ne.b32 p, 0, 0 (D = A*B). scale_in<neg> is -1, a <col> A and a <row> B
// are the transposed layouts (1). Every result is stored so that nothing is dead.
// RUN: %nvvm-lower %s --target sm_90a --emit llvm-ir | %FileCheck %s --check-prefix=LL
// RUN: %nvvm-lower %s --target sm_90a | %FileCheck %s --check-prefix=PTX
// RUN: %nvvm-lower %s --target sm_90a | %ptxas-verify

// PTX: .version 8.0
// PTX-NEXT: .target sm_90a

// f16 x f16 -> f32, m64n8k16: four f32 accumulators in and out ("0,1,2,3" ties),
// both descriptors as i64 ("l") operands.
// LL-LABEL: define void @f32_f16(i64 %a, i64 %b, ptr addrspace(1) %out)
// LL: call void @llvm.nvvm.wgmma.fence.sync.aligned()
// LL-NEXT: %r = call { float, float, float, float } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, 1, 0;\0Awgmma.mma_async.sync.aligned.m64n8k16.f32.f16.f16 {$0, $1, $2, $3}, $8, $9, p, 1, 1, 0, 0;\0A}", "=f,=f,=f,=f,0,1,2,3,l,l,~{memory}"(float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, i64 %a, i64 %b)
// PTX-LABEL: .func f32_f16(
// PTX-DAG: ld.param.b64 %rd[[A:[0-9]+]], [f32_f16_param_0];
// PTX-DAG: ld.param.b64 %rd[[B:[0-9]+]], [f32_f16_param_1];
// PTX-DAG: wgmma.fence.sync.aligned;
// PTX: setp.ne.b32 p, 1, 0;
// PTX-NEXT: wgmma.mma_async.sync.aligned.m64n8k16.f32.f16.f16 {{[{](%r[0-9]+, ){3}%r[0-9]+[}]}}, %rd[[A]], %rd[[B]], p, 1, 1, 0, 0;
// PTX: st.global.b32
// PTX: ret;
llvm.func @f32_f16(%a: i64, %b: i64, %out: !llvm.ptr<1>) {
  %acc = llvm.mlir.zero : !llvm.struct<(f32, f32, f32, f32)>
  nvvm.wgmma.fence.aligned
  %r = nvvm.wgmma.mma_async %a, %b, %acc, #nvvm.shape<m = 64, n = 8, k = 16>, D [<f32>, #nvvm.wgmma_scale_out<one>], A [<f16>, #nvvm.wgmma_scale_in<one>, <row>], B [<f16>, #nvvm.wgmma_scale_in<one>, <col>] : !llvm.struct<(f32, f32, f32, f32)> -> !llvm.struct<(f32, f32, f32, f32)>
  %x = llvm.extractvalue %r[0] : !llvm.struct<(f32, f32, f32, f32)>
  llvm.store %x, %out : f32, !llvm.ptr<1>
  llvm.return
}

// bf16 x bf16 -> f32.
// PTX-LABEL: .func f32_bf16(
// PTX: wgmma.fence.sync.aligned;
// PTX: setp.ne.b32 p, 1, 0;
// PTX-NEXT: wgmma.mma_async.sync.aligned.m64n8k16.f32.bf16.bf16 {{[{](%r[0-9]+, ){3}%r[0-9]+[}]}}, %rd{{[0-9]+}}, %rd{{[0-9]+}}, p, 1, 1, 0, 0;
llvm.func @f32_bf16(%a: i64, %b: i64, %out: !llvm.ptr<1>) {
  %acc = llvm.mlir.zero : !llvm.struct<(f32, f32, f32, f32)>
  nvvm.wgmma.fence.aligned
  %r = nvvm.wgmma.mma_async %a, %b, %acc, #nvvm.shape<m = 64, n = 8, k = 16>, D [<f32>, #nvvm.wgmma_scale_out<one>], A [<bf16>, #nvvm.wgmma_scale_in<one>, <row>], B [<bf16>, #nvvm.wgmma_scale_in<one>, <col>] : !llvm.struct<(f32, f32, f32, f32)> -> !llvm.struct<(f32, f32, f32, f32)>
  %x = llvm.extractvalue %r[0] : !llvm.struct<(f32, f32, f32, f32)>
  llvm.store %x, %out : f32, !llvm.ptr<1>
  llvm.return
}

// f16 x f16 -> f16: D is n/4 i32 members (two f16 halves each, "r"), n = 16 here.
// LL-LABEL: define void @f16_f16(
// LL: call { i32, i32, i32, i32 } asm sideeffect "{{.*}}wgmma.mma_async.sync.aligned.m64n16k16.f16.f16.f16 {$0, $1, $2, $3}, $8, $9, p, 1, 1, 0, 0;{{.*}}", "=r,=r,=r,=r,0,1,2,3,l,l,~{memory}"
// PTX-LABEL: .func f16_f16(
// PTX: wgmma.fence.sync.aligned;
// PTX: setp.ne.b32 p, 1, 0;
// PTX-NEXT: wgmma.mma_async.sync.aligned.m64n16k16.f16.f16.f16 {{[{](%r[0-9]+, ){3}%r[0-9]+[}]}}, %rd{{[0-9]+}}, %rd{{[0-9]+}}, p, 1, 1, 0, 0;
llvm.func @f16_f16(%a: i64, %b: i64, %out: !llvm.ptr<1>) {
  %acc = llvm.mlir.zero : !llvm.struct<(i32, i32, i32, i32)>
  nvvm.wgmma.fence.aligned
  %r = nvvm.wgmma.mma_async %a, %b, %acc, #nvvm.shape<m = 64, n = 16, k = 16>, D [<f16>, #nvvm.wgmma_scale_out<one>], A [<f16>, #nvvm.wgmma_scale_in<one>, <row>], B [<f16>, #nvvm.wgmma_scale_in<one>, <col>] : !llvm.struct<(i32, i32, i32, i32)> -> !llvm.struct<(i32, i32, i32, i32)>
  %x = llvm.extractvalue %r[0] : !llvm.struct<(i32, i32, i32, i32)>
  llvm.store %x, %out : i32, !llvm.ptr<1>
  llvm.return
}

// D <f16> with n = 8: two i32 members.
// PTX-LABEL: .func f16_n8(
// PTX: wgmma.fence.sync.aligned;
// PTX: setp.ne.b32 p, 1, 0;
// PTX-NEXT: wgmma.mma_async.sync.aligned.m64n8k16.f16.f16.f16 {{[{](%r[0-9]+, ){1}%r[0-9]+[}]}}, %rd{{[0-9]+}}, %rd{{[0-9]+}}, p, 1, 1, 0, 0;
llvm.func @f16_n8(%a: i64, %b: i64, %out: !llvm.ptr<1>) {
  %acc = llvm.mlir.zero : !llvm.struct<(i32, i32)>
  nvvm.wgmma.fence.aligned
  %r = nvvm.wgmma.mma_async %a, %b, %acc, #nvvm.shape<m = 64, n = 8, k = 16>, D [<f16>, #nvvm.wgmma_scale_out<one>], A [<f16>, #nvvm.wgmma_scale_in<one>, <row>], B [<f16>, #nvvm.wgmma_scale_in<one>, <col>] : !llvm.struct<(i32, i32)> -> !llvm.struct<(i32, i32)>
  %x = llvm.extractvalue %r[0] : !llvm.struct<(i32, i32)>
  llvm.store %x, %out : i32, !llvm.ptr<1>
  llvm.return
}

// scale_out<zero>: p is false (D = A*B); both inputs negated (-1, -1); A <col>
// and B <row> are the transposed layouts (1, 1).
// PTX-LABEL: .func zero_neg_trans(
// PTX: wgmma.fence.sync.aligned;
// PTX: setp.ne.b32 p, 0, 0;
// PTX-NEXT: wgmma.mma_async.sync.aligned.m64n8k16.f32.f16.f16 {{[{](%r[0-9]+, ){3}%r[0-9]+[}]}}, %rd{{[0-9]+}}, %rd{{[0-9]+}}, p, -1, -1, 1, 1;
llvm.func @zero_neg_trans(%a: i64, %b: i64, %out: !llvm.ptr<1>) {
  %acc = llvm.mlir.zero : !llvm.struct<(f32, f32, f32, f32)>
  nvvm.wgmma.fence.aligned
  %r = nvvm.wgmma.mma_async %a, %b, %acc, #nvvm.shape<m = 64, n = 8, k = 16>, D [<f32>, #nvvm.wgmma_scale_out<zero>], A [<f16>, #nvvm.wgmma_scale_in<neg>, <col>], B [<f16>, #nvvm.wgmma_scale_in<neg>, <row>] : !llvm.struct<(f32, f32, f32, f32)> -> !llvm.struct<(f32, f32, f32, f32)>
  %x = llvm.extractvalue %r[0] : !llvm.struct<(f32, f32, f32, f32)>
  llvm.store %x, %out : f32, !llvm.ptr<1>
  llvm.return
}

// Each immediate on its own: only A negated, only B transposed.
// PTX-LABEL: .func neg_a_trans_b(
// PTX: wgmma.fence.sync.aligned;
// PTX: setp.ne.b32 p, 1, 0;
// PTX-NEXT: wgmma.mma_async.sync.aligned.m64n8k16.f32.bf16.bf16 {{[{](%r[0-9]+, ){3}%r[0-9]+[}]}}, %rd{{[0-9]+}}, %rd{{[0-9]+}}, p, -1, 1, 0, 1;
llvm.func @neg_a_trans_b(%a: i64, %b: i64, %out: !llvm.ptr<1>) {
  %acc = llvm.mlir.zero : !llvm.struct<(f32, f32, f32, f32)>
  nvvm.wgmma.fence.aligned
  %r = nvvm.wgmma.mma_async %a, %b, %acc, #nvvm.shape<m = 64, n = 8, k = 16>, D [<f32>, #nvvm.wgmma_scale_out<one>], A [<bf16>, #nvvm.wgmma_scale_in<neg>, <row>], B [<bf16>, #nvvm.wgmma_scale_in<one>, <row>] : !llvm.struct<(f32, f32, f32, f32)> -> !llvm.struct<(f32, f32, f32, f32)>
  %x = llvm.extractvalue %r[0] : !llvm.struct<(f32, f32, f32, f32)>
  llvm.store %x, %out : f32, !llvm.ptr<1>
  llvm.return
}

// Only B negated, only A transposed; D = A*B.
// PTX-LABEL: .func neg_b_trans_a(
// PTX: wgmma.fence.sync.aligned;
// PTX: setp.ne.b32 p, 0, 0;
// PTX-NEXT: wgmma.mma_async.sync.aligned.m64n8k16.f32.f16.f16 {{[{](%r[0-9]+, ){3}%r[0-9]+[}]}}, %rd{{[0-9]+}}, %rd{{[0-9]+}}, p, 1, -1, 1, 0;
llvm.func @neg_b_trans_a(%a: i64, %b: i64, %out: !llvm.ptr<1>) {
  %acc = llvm.mlir.zero : !llvm.struct<(f32, f32, f32, f32)>
  nvvm.wgmma.fence.aligned
  %r = nvvm.wgmma.mma_async %a, %b, %acc, #nvvm.shape<m = 64, n = 8, k = 16>, D [<f32>, #nvvm.wgmma_scale_out<zero>], A [<f16>, #nvvm.wgmma_scale_in<one>, <col>], B [<f16>, #nvvm.wgmma_scale_in<neg>, <col>] : !llvm.struct<(f32, f32, f32, f32)> -> !llvm.struct<(f32, f32, f32, f32)>
  %x = llvm.extractvalue %r[0] : !llvm.struct<(f32, f32, f32, f32)>
  llvm.store %x, %out : f32, !llvm.ptr<1>
  llvm.return
}

// The widest f32 tile: n = 256, 128 f32 accumulators; the first and the last
// result are stored.
// PTX-LABEL: .func n256(
// PTX: wgmma.fence.sync.aligned;
// PTX: setp.ne.b32 p, 1, 0;
// PTX-NEXT: wgmma.mma_async.sync.aligned.m64n256k16.f32.f16.f16 {{[{](%r[0-9]+, ){127}%r[0-9]+[}]}}, %rd{{[0-9]+}}, %rd{{[0-9]+}}, p, 1, 1, 0, 0;
// PTX-COUNT-2: st.global.b32
// PTX-NEXT: ret;
llvm.func @n256(%a: i64, %b: i64, %out: !llvm.ptr<1>) {
  %acc = llvm.mlir.zero : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
  nvvm.wgmma.fence.aligned
  %r = nvvm.wgmma.mma_async %a, %b, %acc, #nvvm.shape<m = 64, n = 256, k = 16>, D [<f32>, #nvvm.wgmma_scale_out<one>], A [<f16>, #nvvm.wgmma_scale_in<one>, <row>], B [<f16>, #nvvm.wgmma_scale_in<one>, <col>] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
  %x = llvm.extractvalue %r[0] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
  %y = llvm.extractvalue %r[127] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
  %o1 = llvm.getelementptr %out[1] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
  llvm.store %x, %out : f32, !llvm.ptr<1>
  llvm.store %y, %o1 : f32, !llvm.ptr<1>
  llvm.return
}

// Two chained ops after one fence: the second accumulates into the first's
// result, in the same registers; then commit and wait for all.
// LL-LABEL: define void @chained(
// LL: %r = call {{.*}}setp.ne.b32 p, 0, 0;{{.*}}(float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, i64 %a, i64 %b)
// LL: %r2 = call {{.*}}setp.ne.b32 p, 1, 0;{{.*}}, i64 %a2, i64 %b2)
// PTX-LABEL: .func chained(
// PTX: wgmma.fence.sync.aligned;
// PTX: setp.ne.b32 p, 0, 0;
// PTX-NEXT: wgmma.mma_async.sync.aligned.m64n8k16.f32.f16.f16 {%r[[D0:[0-9]+]], %r[[D1:[0-9]+]], %r[[D2:[0-9]+]], %r[[D3:[0-9]+]]}, %rd{{[0-9]+}}, %rd{{[0-9]+}}, p, 1, 1, 0, 0;
// PTX: setp.ne.b32 p, 1, 0;
// PTX-NEXT: wgmma.mma_async.sync.aligned.m64n8k16.f32.f16.f16 {%r[[D0]], %r[[D1]], %r[[D2]], %r[[D3]]}, %rd{{[0-9]+}}, %rd{{[0-9]+}}, p, 1, 1, 0, 0;
// PTX: wgmma.commit_group.sync.aligned;
// PTX-NEXT: wgmma.wait_group.sync.aligned 0;
// PTX: st.global.b32 [%rd{{[0-9]+}}], %r[[D3]];
// PTX: ret;
llvm.func @chained(%a: i64, %b: i64, %a2: i64, %b2: i64, %out: !llvm.ptr<1>) {
  %acc = llvm.mlir.zero : !llvm.struct<(f32, f32, f32, f32)>
  nvvm.wgmma.fence.aligned
  %r = nvvm.wgmma.mma_async %a, %b, %acc, #nvvm.shape<m = 64, n = 8, k = 16>, D [<f32>, #nvvm.wgmma_scale_out<zero>], A [<f16>, #nvvm.wgmma_scale_in<one>, <row>], B [<f16>, #nvvm.wgmma_scale_in<one>, <col>] : !llvm.struct<(f32, f32, f32, f32)> -> !llvm.struct<(f32, f32, f32, f32)>
  %r2 = nvvm.wgmma.mma_async %a2, %b2, %r, #nvvm.shape<m = 64, n = 8, k = 16>, D [<f32>, #nvvm.wgmma_scale_out<one>], A [<f16>, #nvvm.wgmma_scale_in<one>, <row>], B [<f16>, #nvvm.wgmma_scale_in<one>, <col>] : !llvm.struct<(f32, f32, f32, f32)> -> !llvm.struct<(f32, f32, f32, f32)>
  nvvm.wgmma.commit.group.sync.aligned
  nvvm.wgmma.wait.group.sync.aligned 0
  %x = llvm.extractvalue %r2[3] : !llvm.struct<(f32, f32, f32, f32)>
  llvm.store %x, %out : f32, !llvm.ptr<1>
  llvm.return
}
