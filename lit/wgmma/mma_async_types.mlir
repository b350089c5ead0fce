// nvvm.wgmma.mma_async beyond f16 and bf16 (sm_90a): tf32 (k8), the four fp8
// pairs e4m3/e5m2 into f32 or f16 (k32), s8/u8 into s32 (k32; N 8, 16, 24,
// then multiples of 16; `<satfinite>`), and b1 into s32 (k256, with the
// `.and.popc` PTX requires). Only f16 and bf16 take transposes: the others are
// K-major (A <row>, B <col>); the integer and b1 forms take no scales.
// RUN: %nvvm-lower %s --target sm_90a --emit llvm-ir | %FileCheck %s --check-prefix=LL
// RUN: %nvvm-lower %s --target sm_90a | %FileCheck %s --check-prefix=PTX
// RUN: %nvvm-lower %s --target sm_90a | %ptxas-verify
// Mixed-sign 8-bit inputs need PTX 8.4 (ptxas: "WGMMA with mixed integer types").
// RUN: %nvvm-lower %S/Inputs/wgmma_mixed_int.mlir --target sm_90a | %FileCheck %S/Inputs/wgmma_mixed_int.mlir
// RUN: %nvvm-lower %S/Inputs/wgmma_mixed_int.mlir --target sm_90a | %ptxas-verify
// RUN: %not %nvvm-lower %S/Inputs/wgmma_mixed_int.mlir --target sm_90a --ptx 8.3 2>&1 | %FileCheck %S/Inputs/wgmma_mixed_int.mlir --check-prefix=P83

// PTX: .version 8.0
// PTX-NEXT: .target sm_90a

// LL-LABEL: define void @wgmma_f32_tf32_tf32_n16(
// LL: asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, 0, 0;\0Awgmma.mma_async.sync.aligned.m64n16k8.f32.tf32.tf32 {$0, $1, $2, $3, $4, $5, $6, $7}, $16, $17, p, 1, 1;\0A}"
// PTX-LABEL: .func wgmma_f32_tf32_tf32_n16(
// PTX: wgmma.mma_async.sync.aligned.m64n16k8.f32.tf32.tf32 {{.*}}, %rd{{[0-9]+}}, %rd{{[0-9]+}}, p, 1, 1;
llvm.func @wgmma_f32_tf32_tf32_n16(%a: i64, %b: i64, %out: !llvm.ptr<1>) {
  %acc = llvm.mlir.zero : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32)>
  nvvm.wgmma.fence.aligned
  %r = nvvm.wgmma.mma_async %a, %b, %acc, #nvvm.shape<m = 64, n = 16, k = 8>, D [<f32>, #nvvm.wgmma_scale_out<zero>], A [<tf32>, #nvvm.wgmma_scale_in<one>, <row>], B [<tf32>, #nvvm.wgmma_scale_in<one>, <col>] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32)> -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32)>
  %x = llvm.extractvalue %r[0] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32)>
  llvm.store %x, %out : f32, !llvm.ptr<1>
  llvm.return
}

// LL-LABEL: define void @wgmma_f32_e4m3_e4m3_n8(
// LL: asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, 1, 0;\0Awgmma.mma_async.sync.aligned.m64n8k32.f32.e4m3.e4m3 {$0, $1, $2, $3}, $8, $9, p, -1, 1;\0A}"
// PTX-LABEL: .func wgmma_f32_e4m3_e4m3_n8(
// PTX: wgmma.mma_async.sync.aligned.m64n8k32.f32.e4m3.e4m3 {{.*}}, %rd{{[0-9]+}}, %rd{{[0-9]+}}, p, -1, 1;
llvm.func @wgmma_f32_e4m3_e4m3_n8(%a: i64, %b: i64, %out: !llvm.ptr<1>) {
  %acc = llvm.mlir.zero : !llvm.struct<(f32, f32, f32, f32)>
  nvvm.wgmma.fence.aligned
  %r = nvvm.wgmma.mma_async %a, %b, %acc, #nvvm.shape<m = 64, n = 8, k = 32>, D [<f32>, #nvvm.wgmma_scale_out<one>], A [<e4m3>, #nvvm.wgmma_scale_in<neg>, <row>], B [<e4m3>, #nvvm.wgmma_scale_in<one>, <col>] : !llvm.struct<(f32, f32, f32, f32)> -> !llvm.struct<(f32, f32, f32, f32)>
  %x = llvm.extractvalue %r[0] : !llvm.struct<(f32, f32, f32, f32)>
  llvm.store %x, %out : f32, !llvm.ptr<1>
  llvm.return
}

// LL-LABEL: define void @wgmma_f32_e4m3_e5m2_n8(
// LL: asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, 1, 0;\0Awgmma.mma_async.sync.aligned.m64n8k32.f32.e4m3.e5m2 {$0, $1, $2, $3}, $8, $9, p, 1, 1;\0A}"
// PTX-LABEL: .func wgmma_f32_e4m3_e5m2_n8(
// PTX: wgmma.mma_async.sync.aligned.m64n8k32.f32.e4m3.e5m2 {{.*}}, %rd{{[0-9]+}}, %rd{{[0-9]+}}, p, 1, 1;
llvm.func @wgmma_f32_e4m3_e5m2_n8(%a: i64, %b: i64, %out: !llvm.ptr<1>) {
  %acc = llvm.mlir.zero : !llvm.struct<(f32, f32, f32, f32)>
  nvvm.wgmma.fence.aligned
  %r = nvvm.wgmma.mma_async %a, %b, %acc, #nvvm.shape<m = 64, n = 8, k = 32>, D [<f32>, #nvvm.wgmma_scale_out<one>], A [<e4m3>, #nvvm.wgmma_scale_in<one>, <row>], B [<e5m2>, #nvvm.wgmma_scale_in<one>, <col>] : !llvm.struct<(f32, f32, f32, f32)> -> !llvm.struct<(f32, f32, f32, f32)>
  %x = llvm.extractvalue %r[0] : !llvm.struct<(f32, f32, f32, f32)>
  llvm.store %x, %out : f32, !llvm.ptr<1>
  llvm.return
}

// LL-LABEL: define void @wgmma_f32_e5m2_e4m3_n8(
// LL: asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, 0, 0;\0Awgmma.mma_async.sync.aligned.m64n8k32.f32.e5m2.e4m3 {$0, $1, $2, $3}, $8, $9, p, -1, 1;\0A}"
// PTX-LABEL: .func wgmma_f32_e5m2_e4m3_n8(
// PTX: wgmma.mma_async.sync.aligned.m64n8k32.f32.e5m2.e4m3 {{.*}}, %rd{{[0-9]+}}, %rd{{[0-9]+}}, p, -1, 1;
llvm.func @wgmma_f32_e5m2_e4m3_n8(%a: i64, %b: i64, %out: !llvm.ptr<1>) {
  %acc = llvm.mlir.zero : !llvm.struct<(f32, f32, f32, f32)>
  nvvm.wgmma.fence.aligned
  %r = nvvm.wgmma.mma_async %a, %b, %acc, #nvvm.shape<m = 64, n = 8, k = 32>, D [<f32>, #nvvm.wgmma_scale_out<zero>], A [<e5m2>, #nvvm.wgmma_scale_in<neg>, <row>], B [<e4m3>, #nvvm.wgmma_scale_in<one>, <col>] : !llvm.struct<(f32, f32, f32, f32)> -> !llvm.struct<(f32, f32, f32, f32)>
  %x = llvm.extractvalue %r[0] : !llvm.struct<(f32, f32, f32, f32)>
  llvm.store %x, %out : f32, !llvm.ptr<1>
  llvm.return
}

// LL-LABEL: define void @wgmma_f32_e5m2_e5m2_n256(
// LL: asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, 1, 0;\0Awgmma.mma_async.sync.aligned.m64n256k32.f32.e5m2.e5m2 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $36, $37, $38, $39, $40, $41, $42, $43, $44, $45, $46, $47, $48, $49, $50, $51, $52, $53, $54, $55, $56, $57, $58, $59, $60, $61, $62, $63, $64, $65, $66, $67, $68, $69, $70, $71, $72, $73, $74, $75, $76, $77, $78, $79, $80, $81, $82, $83, $84, $85, $86, $87, $88, $89, $90, $91, $92, $93, $94, $95, $96, $97, $98, $99, $100, $101, $102, $103, $104, $105, $106, $107, $108, $109, $110, $111, $112, $113, $114, $115, $116, $117, $118, $119, $120, $121, $122, $123, $124, $125, $126, $127}, $256, $257, p, 1, 1;\0A}"
// PTX-LABEL: .func wgmma_f32_e5m2_e5m2_n256(
// PTX: wgmma.mma_async.sync.aligned.m64n256k32.f32.e5m2.e5m2 {{.*}}, %rd{{[0-9]+}}, %rd{{[0-9]+}}, p, 1, 1;
llvm.func @wgmma_f32_e5m2_e5m2_n256(%a: i64, %b: i64, %out: !llvm.ptr<1>) {
  %acc = llvm.mlir.zero : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
  nvvm.wgmma.fence.aligned
  %r = nvvm.wgmma.mma_async %a, %b, %acc, #nvvm.shape<m = 64, n = 256, k = 32>, D [<f32>, #nvvm.wgmma_scale_out<one>], A [<e5m2>, #nvvm.wgmma_scale_in<one>, <row>], B [<e5m2>, #nvvm.wgmma_scale_in<one>, <col>] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
  %x = llvm.extractvalue %r[0] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
  llvm.store %x, %out : f32, !llvm.ptr<1>
  llvm.return
}

// LL-LABEL: define void @wgmma_f16_e4m3_e4m3_n8(
// LL: asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, 1, 0;\0Awgmma.mma_async.sync.aligned.m64n8k32.f16.e4m3.e4m3 {$0, $1}, $4, $5, p, -1, 1;\0A}"
// PTX-LABEL: .func wgmma_f16_e4m3_e4m3_n8(
// PTX: wgmma.mma_async.sync.aligned.m64n8k32.f16.e4m3.e4m3 {{.*}}, %rd{{[0-9]+}}, %rd{{[0-9]+}}, p, -1, 1;
llvm.func @wgmma_f16_e4m3_e4m3_n8(%a: i64, %b: i64, %out: !llvm.ptr<1>) {
  %acc = llvm.mlir.zero : !llvm.struct<(i32, i32)>
  nvvm.wgmma.fence.aligned
  %r = nvvm.wgmma.mma_async %a, %b, %acc, #nvvm.shape<m = 64, n = 8, k = 32>, D [<f16>, #nvvm.wgmma_scale_out<one>], A [<e4m3>, #nvvm.wgmma_scale_in<neg>, <row>], B [<e4m3>, #nvvm.wgmma_scale_in<one>, <col>] : !llvm.struct<(i32, i32)> -> !llvm.struct<(i32, i32)>
  %x = llvm.extractvalue %r[0] : !llvm.struct<(i32, i32)>
  llvm.store %x, %out : i32, !llvm.ptr<1>
  llvm.return
}

// LL-LABEL: define void @wgmma_f16_e5m2_e4m3_n16(
// LL: asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, 0, 0;\0Awgmma.mma_async.sync.aligned.m64n16k32.f16.e5m2.e4m3 {$0, $1, $2, $3}, $8, $9, p, 1, 1;\0A}"
// PTX-LABEL: .func wgmma_f16_e5m2_e4m3_n16(
// PTX: wgmma.mma_async.sync.aligned.m64n16k32.f16.e5m2.e4m3 {{.*}}, %rd{{[0-9]+}}, %rd{{[0-9]+}}, p, 1, 1;
llvm.func @wgmma_f16_e5m2_e4m3_n16(%a: i64, %b: i64, %out: !llvm.ptr<1>) {
  %acc = llvm.mlir.zero : !llvm.struct<(i32, i32, i32, i32)>
  nvvm.wgmma.fence.aligned
  %r = nvvm.wgmma.mma_async %a, %b, %acc, #nvvm.shape<m = 64, n = 16, k = 32>, D [<f16>, #nvvm.wgmma_scale_out<zero>], A [<e5m2>, #nvvm.wgmma_scale_in<one>, <row>], B [<e4m3>, #nvvm.wgmma_scale_in<one>, <col>] : !llvm.struct<(i32, i32, i32, i32)> -> !llvm.struct<(i32, i32, i32, i32)>
  %x = llvm.extractvalue %r[0] : !llvm.struct<(i32, i32, i32, i32)>
  llvm.store %x, %out : i32, !llvm.ptr<1>
  llvm.return
}

// LL-LABEL: define void @wgmma_f16_e4m3_e5m2_n8(
// LL: asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, 1, 0;\0Awgmma.mma_async.sync.aligned.m64n8k32.f16.e4m3.e5m2 {$0, $1}, $4, $5, p, -1, 1;\0A}"
// PTX-LABEL: .func wgmma_f16_e4m3_e5m2_n8(
// PTX: wgmma.mma_async.sync.aligned.m64n8k32.f16.e4m3.e5m2 {{.*}}, %rd{{[0-9]+}}, %rd{{[0-9]+}}, p, -1, 1;
llvm.func @wgmma_f16_e4m3_e5m2_n8(%a: i64, %b: i64, %out: !llvm.ptr<1>) {
  %acc = llvm.mlir.zero : !llvm.struct<(i32, i32)>
  nvvm.wgmma.fence.aligned
  %r = nvvm.wgmma.mma_async %a, %b, %acc, #nvvm.shape<m = 64, n = 8, k = 32>, D [<f16>, #nvvm.wgmma_scale_out<one>], A [<e4m3>, #nvvm.wgmma_scale_in<neg>, <row>], B [<e5m2>, #nvvm.wgmma_scale_in<one>, <col>] : !llvm.struct<(i32, i32)> -> !llvm.struct<(i32, i32)>
  %x = llvm.extractvalue %r[0] : !llvm.struct<(i32, i32)>
  llvm.store %x, %out : i32, !llvm.ptr<1>
  llvm.return
}

// LL-LABEL: define void @wgmma_f16_e5m2_e5m2_n8(
// LL: asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, 1, 0;\0Awgmma.mma_async.sync.aligned.m64n8k32.f16.e5m2.e5m2 {$0, $1}, $4, $5, p, 1, 1;\0A}"
// PTX-LABEL: .func wgmma_f16_e5m2_e5m2_n8(
// PTX: wgmma.mma_async.sync.aligned.m64n8k32.f16.e5m2.e5m2 {{.*}}, %rd{{[0-9]+}}, %rd{{[0-9]+}}, p, 1, 1;
llvm.func @wgmma_f16_e5m2_e5m2_n8(%a: i64, %b: i64, %out: !llvm.ptr<1>) {
  %acc = llvm.mlir.zero : !llvm.struct<(i32, i32)>
  nvvm.wgmma.fence.aligned
  %r = nvvm.wgmma.mma_async %a, %b, %acc, #nvvm.shape<m = 64, n = 8, k = 32>, D [<f16>, #nvvm.wgmma_scale_out<one>], A [<e5m2>, #nvvm.wgmma_scale_in<one>, <row>], B [<e5m2>, #nvvm.wgmma_scale_in<one>, <col>] : !llvm.struct<(i32, i32)> -> !llvm.struct<(i32, i32)>
  %x = llvm.extractvalue %r[0] : !llvm.struct<(i32, i32)>
  llvm.store %x, %out : i32, !llvm.ptr<1>
  llvm.return
}

// LL-LABEL: define void @wgmma_s32_s8_s8_n24(
// LL: asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, 0, 0;\0Awgmma.mma_async.sync.aligned.m64n24k32.s32.s8.s8 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11}, $24, $25, p;\0A}"
// PTX-LABEL: .func wgmma_s32_s8_s8_n24(
// PTX: wgmma.mma_async.sync.aligned.m64n24k32.s32.s8.s8 {{.*}}, %rd{{[0-9]+}}, %rd{{[0-9]+}}, p;
llvm.func @wgmma_s32_s8_s8_n24(%a: i64, %b: i64, %out: !llvm.ptr<1>) {
  %acc = llvm.mlir.zero : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)>
  nvvm.wgmma.fence.aligned
  %r = nvvm.wgmma.mma_async %a, %b, %acc, #nvvm.shape<m = 64, n = 24, k = 32>, D [<s32>, #nvvm.wgmma_scale_out<zero>], A [<s8>, #nvvm.wgmma_scale_in<one>, <row>], B [<s8>, #nvvm.wgmma_scale_in<one>, <col>] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> -> !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)>
  %x = llvm.extractvalue %r[0] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)>
  llvm.store %x, %out : i32, !llvm.ptr<1>
  llvm.return
}

// LL-LABEL: define void @wgmma_s32_u8_u8_n32_sat(
// LL: asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, 1, 0;\0Awgmma.mma_async.sync.aligned.m64n32k32.s32.u8.u8.satfinite {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15}, $32, $33, p;\0A}"
// PTX-LABEL: .func wgmma_s32_u8_u8_n32_sat(
// PTX: wgmma.mma_async.sync.aligned.m64n32k32.s32.u8.u8.satfinite {{.*}}, %rd{{[0-9]+}}, %rd{{[0-9]+}}, p;
llvm.func @wgmma_s32_u8_u8_n32_sat(%a: i64, %b: i64, %out: !llvm.ptr<1>) {
  %acc = llvm.mlir.zero : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)>
  nvvm.wgmma.fence.aligned
  %r = nvvm.wgmma.mma_async %a, %b, %acc, #nvvm.shape<m = 64, n = 32, k = 32>, D [<s32>, #nvvm.wgmma_scale_out<one>, <satfinite>], A [<u8>, #nvvm.wgmma_scale_in<one>, <row>], B [<u8>, #nvvm.wgmma_scale_in<one>, <col>] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> -> !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)>
  %x = llvm.extractvalue %r[0] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)>
  llvm.store %x, %out : i32, !llvm.ptr<1>
  llvm.return
}

// LL-LABEL: define void @wgmma_s32_b1_b1_n16(
// LL: asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, 1, 0;\0Awgmma.mma_async.sync.aligned.m64n16k256.s32.b1.b1.and.popc {$0, $1, $2, $3, $4, $5, $6, $7}, $16, $17, p;\0A}"
// PTX-LABEL: .func wgmma_s32_b1_b1_n16(
// PTX: wgmma.mma_async.sync.aligned.m64n16k256.s32.b1.b1.and.popc {{.*}}, %rd{{[0-9]+}}, %rd{{[0-9]+}}, p;
llvm.func @wgmma_s32_b1_b1_n16(%a: i64, %b: i64, %out: !llvm.ptr<1>) {
  %acc = llvm.mlir.zero : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32)>
  nvvm.wgmma.fence.aligned
  %r = nvvm.wgmma.mma_async %a, %b, %acc, #nvvm.shape<m = 64, n = 16, k = 256>, D [<s32>, #nvvm.wgmma_scale_out<one>], A [<b1>, #nvvm.wgmma_scale_in<one>, <row>], B [<b1>, #nvvm.wgmma_scale_in<one>, <col>] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32)> -> !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32)>
  %x = llvm.extractvalue %r[0] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32)>
  llvm.store %x, %out : i32, !llvm.ptr<1>
  llvm.return
}

// LL-LABEL: define void @wgmma_s32_b1_b1_n256(
// LL: asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, 0, 0;\0Awgmma.mma_async.sync.aligned.m64n256k256.s32.b1.b1.and.popc {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $36, $37, $38, $39, $40, $41, $42, $43, $44, $45, $46, $47, $48, $49, $50, $51, $52, $53, $54, $55, $56, $57, $58, $59, $60, $61, $62, $63, $64, $65, $66, $67, $68, $69, $70, $71, $72, $73, $74, $75, $76, $77, $78, $79, $80, $81, $82, $83, $84, $85, $86, $87, $88, $89, $90, $91, $92, $93, $94, $95, $96, $97, $98, $99, $100, $101, $102, $103, $104, $105, $106, $107, $108, $109, $110, $111, $112, $113, $114, $115, $116, $117, $118, $119, $120, $121, $122, $123, $124, $125, $126, $127}, $256, $257, p;\0A}"
// PTX-LABEL: .func wgmma_s32_b1_b1_n256(
// PTX: wgmma.mma_async.sync.aligned.m64n256k256.s32.b1.b1.and.popc {{.*}}, %rd{{[0-9]+}}, %rd{{[0-9]+}}, p;
llvm.func @wgmma_s32_b1_b1_n256(%a: i64, %b: i64, %out: !llvm.ptr<1>) {
  %acc = llvm.mlir.zero : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)>
  nvvm.wgmma.fence.aligned
  %r = nvvm.wgmma.mma_async %a, %b, %acc, #nvvm.shape<m = 64, n = 256, k = 256>, D [<s32>, #nvvm.wgmma_scale_out<zero>], A [<b1>, #nvvm.wgmma_scale_in<one>, <row>], B [<b1>, #nvvm.wgmma_scale_in<one>, <col>] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> -> !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)>
  %x = llvm.extractvalue %r[0] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)>
  llvm.store %x, %out : i32, !llvm.ptr<1>
  llvm.return
}
