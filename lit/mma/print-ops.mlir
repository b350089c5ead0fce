// `nvvm-lower --print ops` lists the nvvm.mma.sync forms (42: every shape,
// input pair, accumulator pair and b1 operation of intrinsics/mma_sync.toml),
// the block-scaled forms of intrinsics/mma_block_scale.toml (28 dense, 28
// sparse: every kind, scale pair and input pair), the wmma loads (33), stores
// (11) and MMAs (14) of intrinsics/wmma.toml and the wgmma.mma_async type
// combinations (17) with their requirements.
// RUN: %nvvm-lower --print ops | %FileCheck %s
// RUN: %nvvm-lower --print ops | grep ' mma\.sync\.aligned\.' | grep -v block_scale | %count 42
// RUN: %nvvm-lower --print ops | grep ' mma\.sync\.aligned\..*\.block_scale\.' | %count 28
// RUN: %nvvm-lower --print ops | grep ' mma\.sp::ordered_metadata\.sync\.aligned\..*\.block_scale\.' | %count 28
// RUN: %nvvm-lower --print ops | grep ' wgmma\.mma_async\.sync\.aligned\.' | %count 17
// RUN: %nvvm-lower --print ops | grep ' wmma\.load\.' | %count 33
// RUN: %nvvm-lower --print ops | grep ' wmma\.store\.' | %count 11
// RUN: %nvvm-lower --print ops | grep ' wmma\.mma\.' | %count 14

// CHECK-LABEL: nvvm.mma.sync [mma]
// CHECK: m8n8k4 f16 x f16, C f16 -> D f32, row|col mma.sync.aligned.m8n8k4.*.*.f32.f16.f16.f16 needs all @ PTX 6.4
// CHECK: m16n8k8 f16 x f16, C f32 -> D f32, row.col mma.sync.aligned.m16n8k8.row.col.f32.f16.f16.f32 needs sm_75_up @ PTX 6.5
// CHECK: m16n8k8 bf16 x bf16, C f32 -> D f32, row.col mma.sync.aligned.m16n8k8.row.col.f32.bf16.bf16.f32 needs sm_80_up @ PTX 7.0
// CHECK: m8n8k4 f64 x f64, C f64 -> D f64, row.col mma.sync.aligned.m8n8k4.row.col.f64.f64.f64.f64 needs sm_80_up @ PTX 7.0
// CHECK: m8n8k16 s8 x u8, C s32 -> D s32, row.col mma.sync.aligned.m8n8k16.row.col.s32.s8.u8.s32 needs sm_75_up @ PTX 6.5
// CHECK: m8n8k128 b1 x b1, C s32 -> D s32, row.col mma.sync.aligned.m8n8k128.row.col.s32.b1.b1.s32.and.popc needs sm_80_up @ PTX 7.1
// CHECK-LABEL: nvvm.mma.block_scale [mma]
// CHECK: m16n8k64 mxf4 x2 ue8m0, e2m1 x e2m1 mma.sync.aligned.m16n8k64.row.col.kind::mxf4.block_scale.scale_vec::2X.f32.e2m1.e2m1.f32.ue8m0 needs mma_block_scale @ PTX 8.7
// CHECK: m16n8k64 mxf4nvf4 x4 ue4m3, e2m1 x e2m1 mma.sync.aligned.m16n8k64.row.col.kind::mxf4nvf4.block_scale.scale_vec::4X.f32.e2m1.e2m1.f32.ue4m3 needs mma_block_scale @ PTX 8.7
// CHECK: m16n8k32 mxf8f6f4 x1 ue8m0, e3m2 x e2m1 mma.sync.aligned.m16n8k32.row.col.kind::mxf8f6f4.block_scale.scale_vec::1X.f32.e3m2.e2m1.f32.ue8m0 needs mma_block_scale @ PTX 8.7
// CHECK-LABEL: nvvm.mma.sp.block_scale [mma]
// CHECK: m16n8k128 mxf4 x2 ue8m0, e2m1 x e2m1 mma.sp::ordered_metadata.sync.aligned.m16n8k128.row.col.kind::mxf4.block_scale.scale_vec::2X.f32.e2m1.e2m1.f32.ue8m0 needs mma_sp_block_scale_mxf4 @ PTX 8.7
// CHECK: m16n8k64 mxf8f6f4 x1 ue8m0, e4m3 x e5m2 mma.sp::ordered_metadata.sync.aligned.m16n8k64.row.col.kind::mxf8f6f4.block_scale.scale_vec::1X.f32.e4m3.e5m2.f32.ue8m0 needs mma_block_scale @ PTX 8.7
// CHECK-LABEL: nvvm.wmma.load [mma]
// CHECK: m32n8k16 frag=c eltype=f32, row|col wmma.load.c.sync.aligned.*.m32n8k16[.global|.shared].f32 needs all @ PTX 6.1
// CHECK: m8n32k16 frag=b eltype=u8, row|col wmma.load.b.sync.aligned.*.m8n32k16[.global|.shared].u8 needs sm_72_up @ PTX 6.3
// CHECK-LABEL: nvvm.wmma.store [mma]
// CHECK: m8n8k4 eltype=f64, row|col wmma.store.d.sync.aligned.*.m8n8k4[.global|.shared].f64 needs sm_80_up @ PTX 7.0
// CHECK-LABEL: nvvm.wmma.mma [mma]
// CHECK: m16n16k8 eltypeA=tf32 eltypeB=f32, row|col x2 wmma.mma.sync.aligned.*.*.m16n16k8.f32.tf32.tf32.f32 needs sm_80_up @ PTX 7.0
// CHECK-LABEL: nvvm.wgmma.mma_async [wgmma]
// CHECK: D f32, A tf32, B tf32, N 8..256 step 8 wgmma.mma_async.sync.aligned.m64nNk8.f32.tf32.tf32 needs sm_90a @ PTX 8.0
// CHECK: D s32, A s8, B u8, N [8, 16, 24] and 32..256 step 16 wgmma.mma_async.sync.aligned.m64nNk32.s32.s8.u8 needs sm_90a @ PTX 8.4
// CHECK: D s32, A b1, B b1, N [8, 16, 24] and 32..256 step 16 wgmma.mma_async.sync.aligned.m64nNk256.s32.b1.b1.and.popc needs sm_90a @ PTX 8.0
