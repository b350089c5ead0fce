// `nvvm-lower --print ops` lists the tcgen05.ld/st/mma forms with their
// requirement: every ld/st shape and repeat count on the tcgen05 targets, the
// 16x32bx2 forms with their offset; 72 tcgen05.mma forms (4 kinds x 2 groups,
// A as descriptor or in tensor memory, masks, aShift), kind i8 needing
// 'tcgen05_i8', scale needing 'tcgen05_scale_d' and existing only with kinds f16
// and tf32.
// RUN: %nvvm-lower --print ops | %FileCheck %s
// RUN: %nvvm-lower --print ops | grep ' tcgen05\.mma\.cta_group' | grep -v block_scale | %count 72
// RUN: %nvvm-lower --print ops | grep ' tcgen05\.ld\.sync\.aligned\.' | %count 37
// RUN: %nvvm-lower --print ops | grep ' tcgen05\.st\.sync\.aligned\.' | %count 37
// RUN: %nvvm-lower --print ops | %FileCheck %s --check-prefix=NOSCALE
// NOSCALE-NOT: kind={{f8f6f4|i8}}, scaleInputD

// CHECK-LABEL: nvvm.tcgen05.ld [tcgen05]
// CHECK: shape=shape_16x64b, no offset, -> i32 tcgen05.ld.sync.aligned.16x64b.x1.b32 needs tcgen05 @ PTX 8.6
// CHECK: shape=shape_16x64b, no offset, -> vector<128xi32> tcgen05.ld.sync.aligned.16x64b.x128.b32 needs tcgen05 @ PTX 8.6
// CHECK: shape=shape_16x128b, no offset, -> vector<2xi32> tcgen05.ld.sync.aligned.16x128b.x1.b32 needs tcgen05 @ PTX 8.6
// CHECK: shape=shape_16x128b, no offset, -> vector<128xi32> tcgen05.ld.sync.aligned.16x128b.x64.b32 needs tcgen05 @ PTX 8.6
// CHECK: shape=shape_16x256b, no offset, -> vector<4xi32> tcgen05.ld.sync.aligned.16x256b.x1.b32 needs tcgen05 @ PTX 8.6
// CHECK: shape=shape_16x256b, no offset, -> vector<128xi32> tcgen05.ld.sync.aligned.16x256b.x32.b32 needs tcgen05 @ PTX 8.6
// CHECK: shape=shape_16x32bx2, offset, -> i32 tcgen05.ld.sync.aligned.16x32bx2.x1.b32 needs tcgen05 @ PTX 8.6
// CHECK: shape=shape_16x32bx2, offset, -> vector<128xi32> tcgen05.ld.sync.aligned.16x32bx2.x128.b32 needs tcgen05 @ PTX 8.6
// CHECK-LABEL: nvvm.tcgen05.st [tcgen05]
// CHECK: shape=shape_32x32b, no offset, val:i32 tcgen05.st.sync.aligned.32x32b.x1.b32 needs tcgen05 @ PTX 8.6
// CHECK: shape=shape_16x256b, no offset, val:vector<128xi32> tcgen05.st.sync.aligned.16x256b.x32.b32 needs tcgen05 @ PTX 8.6
// CHECK: shape=shape_16x32bx2, offset, val:vector<128xi32> tcgen05.st.sync.aligned.16x32bx2.x128.b32 needs tcgen05 @ PTX 8.6
// CHECK-LABEL: nvvm.tcgen05.mma [tcgen05]
// CHECK: aShift=false, no disableOutputLane, matrixA:i64, ctaGroup=cta_1, kind=f16, no scaleInputD tcgen05.mma.cta_group::1.kind::f16 needs tcgen05 @ PTX 8.6
// CHECK: aShift=false, no disableOutputLane, matrixA:i64, ctaGroup=cta_2, kind=i8, no scaleInputD tcgen05.mma.cta_group::2.kind::i8 needs tcgen05_i8 @ PTX 8.6
// CHECK: aShift=false, no disableOutputLane, matrixA:i64, ctaGroup=cta_1, kind=tf32, scaleInputD tcgen05.mma.cta_group::1.kind::tf32 needs tcgen05_scale_d @ PTX 8.6
// CHECK: aShift=false, disableOutputLane:vector<8xi32>, matrixA:i64, ctaGroup=cta_2, kind=f16, scaleInputD tcgen05.mma.cta_group::2.kind::f16 needs tcgen05_scale_d @ PTX 8.6
