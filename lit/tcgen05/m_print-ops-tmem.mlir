// Regression: `nvvm-lower --print ops` labels the 48 tcgen05.mma forms whose A is in
// tensor memory "matrixA:i32" (build.rs encodes "tmem" as an operand width of 32
// bits), but an i32 A is refused ("operand 'matrixA' of 'nvvm.tcgen05.mma' must
// be a tensor-memory address (!llvm.ptr<6>) or an i64 shared-memory descriptor,
// but got i32", see m_mma-invalid.mlir): the table tells the user to write the
// one type that does not work. The label should name the !llvm.ptr<6> operand
// (e.g. "matrixA:!llvm.ptr<6>"); this test expects that spelling.
// RUN: %nvvm-lower --print ops | %FileCheck %s
// RUN: %nvvm-lower --print ops | %FileCheck %s --check-prefix=NOI32
// NOI32-NOT: matrixA:i32

// CHECK-LABEL: nvvm.tcgen05.mma [tcgen05]
// CHECK: aShift=false, no disableOutputLane, matrixA:i64, ctaGroup=cta_1, kind=f16, no scaleInputD tcgen05.mma.cta_group::1.kind::f16 needs tcgen05 @ PTX 8.6
// CHECK: aShift=false, no disableOutputLane, matrixA:!llvm.ptr<6>, ctaGroup=cta_1, kind=f16, no scaleInputD tcgen05.mma.cta_group::1.kind::f16 needs tcgen05 @ PTX 8.6
// CHECK: aShift=true, disableOutputLane:vector<8xi32>, matrixA:!llvm.ptr<6>, ctaGroup=cta_2, kind=tf32, scaleInputD tcgen05.mma.cta_group::2.kind::tf32 (ashift) needs tcgen05_scale_d @ PTX 8.6
