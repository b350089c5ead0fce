// nvvm.tcgen05.mma for kinds f16, tf32 and f8f6f4 (i8 is in m_mma_i8.mlir: sm_103a
// lacks it), A as an i64 shared-memory descriptor (@llvm.nvvm.tcgen05.mma.shared*)
// and as a tensor-memory !llvm.ptr<6> (.tensor*), with scale (.scale_d, i64
// immediate), mask (.disable_output_lane.cg1 with vector<4xi32>, .cg2 with
// vector<8xi32>), aShift (.ashift) and every collectorOp. Immediates: kind f16=0,
// tf32=1, f8f6f4=2; cta_group 1/2 (not encoded where the name has .cg1/.cg2);
// collector discard=0, lastuse=1, fill=2, use=3. The cta_1 and cta_2 MMAs live in
// separate kernels: ptxas refuses a kernel that mixes the two groups.
// RUN: %nvvm-lower %s --target sm_100a --emit llvm-ir | %FileCheck %s --check-prefix=LL
// RUN: %nvvm-lower %s --target sm_100a | %FileCheck %s --check-prefixes=PTX,PTX100A
// RUN: %nvvm-lower %s --target sm_103a | %FileCheck %s --check-prefixes=PTX,PTX103A
// llc-22 as the code generator gives the same PTX.
// RUN: %nvvm-lower %s --target sm_100a --backend llc | %FileCheck %s --check-prefixes=PTX,PTX100A
// RUN: %nvvm-lower %s --target sm_100a | %FileCheck %s --check-prefix=OPND
// RUN: %nvvm-lower %s --target sm_100a | %ptxas-verify
// RUN: %nvvm-lower %s --target sm_103a | %ptxas-verify
// scale is also fine on the f variants.
// RUN: %nvvm-lower %s --target sm_100f | %ptxas-verify
// RUN: %nvvm-lower %s --target sm_103f | %ptxas-verify
// The intrinsic calls (names, types, immediates) are the ones mlir-translate-22 emits.
// RUN: %nvvm-lower %s --target sm_100a --emit llvm-ir | grep -o 'call [^@]*@llvm\.nvvm\.tcgen05[^(]*([^)]*)' | sed -E 's/%[A-Za-z0-9_.]+/%V/g' > %t.ours
// RUN: %mlir-translate --mlir-to-llvmir %s | grep -o 'call [^@]*@llvm\.nvvm\.tcgen05[^(]*([^)]*)' | sed -E 's/%[A-Za-z0-9_.]+/%V/g' > %t.mlir
// RUN: %count 21 < %t.mlir
// RUN: diff %t.ours %t.mlir

// PTX100A: .version 8.6
// PTX100A-NEXT: .target sm_100a
// PTX103A: .version 8.8
// PTX103A-NEXT: .target sm_103a

// LL-LABEL: define ptx_kernel void @cg1(ptr addrspace(6) %d, i64 %a, ptr addrspace(6) %at, i64 %b, i32 %idesc, i1 %en, <4 x i32> %m4)
// LL-NEXT: entry:
// PTX-LABEL: .entry cg1(
// PTX-DAG: ld.param.b32 %r[[D:[0-9]+]], [cg1_param_0];
// PTX-DAG: ld.param.b64 %rd[[A:[0-9]+]], [cg1_param_1];
// PTX-DAG: ld.param.b64 %rd[[B:[0-9]+]], [cg1_param_3];
// PTX-DAG: ld.param.b32 %r[[I:[0-9]+]], [cg1_param_4];
// The tensor-memory A and the mask are loaded later, next to their first use:
// OPND checks which parameters they come from and the order of the lanes.
// OPND-LABEL: .entry cg1(
// OPND-DAG: ld.param.b32 %r[[TA:[0-9]+]], [cg1_param_2];
// OPND-DAG: ld.param.v4.b32 {%r[[M0:[0-9]+]], %r[[M1:[0-9]+]], %r[[M2:[0-9]+]], %r[[M3:[0-9]+]]}, [cg1_param_6];
// OPND: tcgen05.mma.cta_group::1.kind::f16.ashift.collector::a::discard [%r{{[0-9]+}}], [%r[[TA]]], %rd{{[0-9]+}}, %r{{[0-9]+}}, {%r[[M0]], %r[[M1]], %r[[M2]], %r[[M3]]}, %p{{[0-9]+}};
llvm.func @cg1(%d: !llvm.ptr<6>, %a: i64, %at: !llvm.ptr<6>, %b: i64, %idesc: i32, %en: i1, %m4: vector<4xi32>) attributes {nvvm.kernel} {
  %s0 = llvm.mlir.constant(0 : i64) : i64
  %s15 = llvm.mlir.constant(15 : i64) : i64
  // A as a descriptor, one per kind: the collector defaults to discard, then
  // lastuse and fill are explicit.
  // LL-NEXT: call void @llvm.nvvm.tcgen05.mma.shared(ptr addrspace(6) %d, i64 %a, i64 %b, i32 %idesc, i1 %en, i32 0, i32 1, i32 0)
  // PTX: tcgen05.mma.cta_group::1.kind::f16.collector::a::discard [%r[[D]]], %rd[[A]], %rd[[B]], %r[[I]], %p[[EN:[0-9]+]];
  nvvm.tcgen05.mma %d, %a, %b, %idesc, %en {kind = #nvvm.tcgen05_mma_kind<f16>, ctaGroup = #nvvm.cta_group<cta_1>} : (!llvm.ptr<6>, i64, i64, i32, i1)
  // LL-NEXT: call void @llvm.nvvm.tcgen05.mma.shared(ptr addrspace(6) %d, i64 %a, i64 %b, i32 %idesc, i1 %en, i32 1, i32 1, i32 1)
  // PTX: tcgen05.mma.cta_group::1.kind::tf32.collector::a::lastuse [%r[[D]]], %rd[[A]], %rd[[B]], %r[[I]], %p[[EN]];
  nvvm.tcgen05.mma %d, %a, %b, %idesc, %en {kind = #nvvm.tcgen05_mma_kind<tf32>, ctaGroup = #nvvm.cta_group<cta_1>, collectorOp = #nvvm.tcgen05_mma_collectorop<lastuse>} : (!llvm.ptr<6>, i64, i64, i32, i1)
  // LL-NEXT: call void @llvm.nvvm.tcgen05.mma.shared(ptr addrspace(6) %d, i64 %a, i64 %b, i32 %idesc, i1 %en, i32 2, i32 1, i32 2)
  // PTX: tcgen05.mma.cta_group::1.kind::f8f6f4.collector::a::fill [%r[[D]]], %rd[[A]], %rd[[B]], %r[[I]], %p[[EN]];
  nvvm.tcgen05.mma %d, %a, %b, %idesc, %en {kind = #nvvm.tcgen05_mma_kind<f8f6f4>, ctaGroup = #nvvm.cta_group<cta_1>, collectorOp = #nvvm.tcgen05_mma_collectorop<fill>} : (!llvm.ptr<6>, i64, i64, i32, i1)
  // A in tensor memory: the PTX operand is an address, [%r].
  // LL-NEXT: call void @llvm.nvvm.tcgen05.mma.tensor(ptr addrspace(6) %d, ptr addrspace(6) %at, i64 %b, i32 %idesc, i1 %en, /* kind=f16 */ i32 0, /* cta_group= */ i32 1, /* collector=use */ i32 3)
  // PTX: tcgen05.mma.cta_group::1.kind::f16.collector::a::use [%r[[D]]], [%r[[TA:[0-9]+]]], %rd[[B]], %r[[I]], %p[[EN]];
  nvvm.tcgen05.mma %d, %at, %b, %idesc, %en {kind = #nvvm.tcgen05_mma_kind<f16>, ctaGroup = #nvvm.cta_group<cta_1>, collectorOp = #nvvm.tcgen05_mma_collectorop<use>} : (!llvm.ptr<6>, !llvm.ptr<6>, i64, i32, i1)
  // LL-NEXT: call void @llvm.nvvm.tcgen05.mma.tensor(ptr addrspace(6) %d, ptr addrspace(6) %at, i64 %b, i32 %idesc, i1 %en, /* kind=tf32 */ i32 1, /* cta_group= */ i32 1, /* collector=discard */ i32 0)
  // PTX: tcgen05.mma.cta_group::1.kind::tf32.collector::a::discard [%r[[D]]], [%r[[TA]]], %rd[[B]], %r[[I]], %p[[EN]];
  nvvm.tcgen05.mma %d, %at, %b, %idesc, %en {kind = #nvvm.tcgen05_mma_kind<tf32>, ctaGroup = #nvvm.cta_group<cta_1>, collectorOp = #nvvm.tcgen05_mma_collectorop<discard>} : (!llvm.ptr<6>, !llvm.ptr<6>, i64, i32, i1)
  // aShift (A in tensor memory only).
  // LL-NEXT: call void @llvm.nvvm.tcgen05.mma.tensor.ashift(ptr addrspace(6) %d, ptr addrspace(6) %at, i64 %b, i32 %idesc, i1 %en, i32 2, i32 1, i32 0)
  // PTX: tcgen05.mma.cta_group::1.kind::f8f6f4.collector::a::discard.ashift [%r[[D]]], [%r[[TA]]], %rd[[B]], %r[[I]], %p[[EN]];
  nvvm.tcgen05.mma %d, %at, %b, %idesc, %en {kind = #nvvm.tcgen05_mma_kind<f8f6f4>, ctaGroup = #nvvm.cta_group<cta_1>, aShift} : (!llvm.ptr<6>, !llvm.ptr<6>, i64, i32, i1)
  // scale: an i64 immediate before kind, the last PTX operand; both ends of [0, 15].
  // LL-NEXT: call void @llvm.nvvm.tcgen05.mma.shared.scale_d(ptr addrspace(6) %d, i64 %a, i64 %b, i32 %idesc, i1 %en, i64 0, i32 0, i32 1, i32 0)
  // PTX: tcgen05.mma.cta_group::1.kind::f16.collector::a::discard [%r[[D]]], %rd[[A]], %rd[[B]], %r[[I]], %p[[EN]], 0;
  nvvm.tcgen05.mma %d, %a, %b, %idesc, %en scale = %s0 {kind = #nvvm.tcgen05_mma_kind<f16>, ctaGroup = #nvvm.cta_group<cta_1>} : (!llvm.ptr<6>, i64, i64, i32, i1, i64)
  // LL-NEXT: call void @llvm.nvvm.tcgen05.mma.tensor.scale_d.ashift(ptr addrspace(6) %d, ptr addrspace(6) %at, i64 %b, i32 %idesc, i1 %en, i64 15, i32 1, i32 1, i32 1)
  // PTX: tcgen05.mma.cta_group::1.kind::tf32.collector::a::lastuse.ashift [%r[[D]]], [%r[[TA]]], %rd[[B]], %r[[I]], %p[[EN]], 15;
  nvvm.tcgen05.mma %d, %at, %b, %idesc, %en scale = %s15 {kind = #nvvm.tcgen05_mma_kind<tf32>, ctaGroup = #nvvm.cta_group<cta_1>, aShift, collectorOp = #nvvm.tcgen05_mma_collectorop<lastuse>} : (!llvm.ptr<6>, !llvm.ptr<6>, i64, i32, i1, i64)
  // mask = vector<4xi32>: the group is in the name (.cg1), the immediates are
  // kind and collector; PTX puts the lanes before enable-input-d.
  // LL-NEXT: call void @llvm.nvvm.tcgen05.mma.shared.disable_output_lane.cg1(ptr addrspace(6) %d, i64 %a, i64 %b, i32 %idesc, i1 %en, <4 x i32> %m4, i32 2, i32 3)
  // PTX: tcgen05.mma.cta_group::1.kind::f8f6f4.collector::a::use [%r[[D]]], %rd[[A]], %rd[[B]], %r[[I]], {%r[[M0:[0-9]+]], %r[[M1:[0-9]+]], %r[[M2:[0-9]+]], %r[[M3:[0-9]+]]}, %p[[EN]];
  nvvm.tcgen05.mma %d, %a, %b, %idesc, %en mask = %m4 {kind = #nvvm.tcgen05_mma_kind<f8f6f4>, ctaGroup = #nvvm.cta_group<cta_1>, collectorOp = #nvvm.tcgen05_mma_collectorop<use>} : (!llvm.ptr<6>, i64, i64, i32, i1, vector<4xi32>)
  // LL-NEXT: call void @llvm.nvvm.tcgen05.mma.tensor.disable_output_lane.cg1.ashift(ptr addrspace(6) %d, ptr addrspace(6) %at, i64 %b, i32 %idesc, i1 %en, <4 x i32> %m4, i32 0, i32 0)
  // PTX: tcgen05.mma.cta_group::1.kind::f16.ashift.collector::a::discard [%r[[D]]], [%r[[TA]]], %rd[[B]], %r[[I]], {%r[[M0]], %r[[M1]], %r[[M2]], %r[[M3]]}, %p[[EN]];
  nvvm.tcgen05.mma %d, %at, %b, %idesc, %en mask = %m4 {kind = #nvvm.tcgen05_mma_kind<f16>, ctaGroup = #nvvm.cta_group<cta_1>, aShift} : (!llvm.ptr<6>, !llvm.ptr<6>, i64, i32, i1, vector<4xi32>)
  // scale and mask together.
  // LL-NEXT: call void @llvm.nvvm.tcgen05.mma.shared.scale_d.disable_output_lane.cg1(ptr addrspace(6) %d, i64 %a, i64 %b, i32 %idesc, i1 %en, i64 15, <4 x i32> %m4, i32 1, i32 2)
  // PTX: tcgen05.mma.cta_group::1.kind::tf32.collector::a::fill [%r[[D]]], %rd[[A]], %rd[[B]], %r[[I]], {%r[[M0]], %r[[M1]], %r[[M2]], %r[[M3]]}, %p[[EN]], 15;
  nvvm.tcgen05.mma %d, %a, %b, %idesc, %en scale = %s15 mask = %m4 {kind = #nvvm.tcgen05_mma_kind<tf32>, ctaGroup = #nvvm.cta_group<cta_1>, collectorOp = #nvvm.tcgen05_mma_collectorop<fill>} : (!llvm.ptr<6>, i64, i64, i32, i1, i64, vector<4xi32>)
  // LL-NEXT: call void @llvm.nvvm.tcgen05.mma.tensor.scale_d.disable_output_lane.cg1.ashift(ptr addrspace(6) %d, ptr addrspace(6) %at, i64 %b, i32 %idesc, i1 %en, i64 0, <4 x i32> %m4, i32 0, i32 1)
  // PTX: tcgen05.mma.cta_group::1.kind::f16.ashift.collector::a::lastuse [%r[[D]]], [%r[[TA]]], %rd[[B]], %r[[I]], {%r[[M0]], %r[[M1]], %r[[M2]], %r[[M3]]}, %p[[EN]], 0;
  nvvm.tcgen05.mma %d, %at, %b, %idesc, %en scale = %s0 mask = %m4 {kind = #nvvm.tcgen05_mma_kind<f16>, ctaGroup = #nvvm.cta_group<cta_1>, aShift, collectorOp = #nvvm.tcgen05_mma_collectorop<lastuse>} : (!llvm.ptr<6>, !llvm.ptr<6>, i64, i32, i1, i64, vector<4xi32>)
  // LL-NEXT: ret void
  // PTX-NOT: tcgen05.mma
  // PTX: ret;
  llvm.return
}

// cta_2: i32 2 for the group where it is an immediate, .cg2 and an 8-lane mask
// (param bytes 0-15 are lanes 0-3, bytes 16-31 lanes 4-7) where it is in the name.
// LL-LABEL: define ptx_kernel void @cg2(ptr addrspace(6) %d, i64 %a, ptr addrspace(6) %at, i64 %b, i32 %idesc, i1 %en, <8 x i32> %m8)
// LL-NEXT: entry:
// PTX-LABEL: .entry cg2(
// PTX-DAG: ld.param.b32 %r[[D:[0-9]+]], [cg2_param_0];
// PTX-DAG: ld.param.b64 %rd[[A:[0-9]+]], [cg2_param_1];
// PTX-DAG: ld.param.b64 %rd[[B:[0-9]+]], [cg2_param_3];
// PTX-DAG: ld.param.b32 %r[[I:[0-9]+]], [cg2_param_4];
// OPND-LABEL: .entry cg2(
// OPND-DAG: ld.param.b32 %r[[TA:[0-9]+]], [cg2_param_2];
// OPND-DAG: ld.param.v4.b32 {%r[[M0:[0-9]+]], %r[[M1:[0-9]+]], %r[[M2:[0-9]+]], %r[[M3:[0-9]+]]}, [cg2_param_6];
// OPND-DAG: ld.param.v4.b32 {%r[[M4:[0-9]+]], %r[[M5:[0-9]+]], %r[[M6:[0-9]+]], %r[[M7:[0-9]+]]}, [cg2_param_6+16];
// OPND: tcgen05.mma.cta_group::2.kind::tf32.ashift.collector::a::discard [%r{{[0-9]+}}], [%r[[TA]]], %rd{{[0-9]+}}, %r{{[0-9]+}}, {%r[[M0]], %r[[M1]], %r[[M2]], %r[[M3]], %r[[M4]], %r[[M5]], %r[[M6]], %r[[M7]]}, %p{{[0-9]+}};
llvm.func @cg2(%d: !llvm.ptr<6>, %a: i64, %at: !llvm.ptr<6>, %b: i64, %idesc: i32, %en: i1, %m8: vector<8xi32>) attributes {nvvm.kernel} {
  %s7 = llvm.mlir.constant(7 : i64) : i64
  // LL-NEXT: call void @llvm.nvvm.tcgen05.mma.shared(ptr addrspace(6) %d, i64 %a, i64 %b, i32 %idesc, i1 %en, i32 0, i32 2, i32 0)
  // PTX: tcgen05.mma.cta_group::2.kind::f16.collector::a::discard [%r[[D]]], %rd[[A]], %rd[[B]], %r[[I]], %p[[EN:[0-9]+]];
  nvvm.tcgen05.mma %d, %a, %b, %idesc, %en {kind = #nvvm.tcgen05_mma_kind<f16>, ctaGroup = #nvvm.cta_group<cta_2>} : (!llvm.ptr<6>, i64, i64, i32, i1)
  // LL-NEXT: call void @llvm.nvvm.tcgen05.mma.tensor(ptr addrspace(6) %d, ptr addrspace(6) %at, i64 %b, i32 %idesc, i1 %en, /* kind=f8f6f4 */ i32 2, /* cta_group= */ i32 2, /* collector=fill */ i32 2)
  // PTX: tcgen05.mma.cta_group::2.kind::f8f6f4.collector::a::fill [%r[[D]]], [%r[[TA:[0-9]+]]], %rd[[B]], %r[[I]], %p[[EN]];
  nvvm.tcgen05.mma %d, %at, %b, %idesc, %en {kind = #nvvm.tcgen05_mma_kind<f8f6f4>, ctaGroup = #nvvm.cta_group<cta_2>, collectorOp = #nvvm.tcgen05_mma_collectorop<fill>} : (!llvm.ptr<6>, !llvm.ptr<6>, i64, i32, i1)
  // LL-NEXT: call void @llvm.nvvm.tcgen05.mma.tensor.ashift(ptr addrspace(6) %d, ptr addrspace(6) %at, i64 %b, i32 %idesc, i1 %en, i32 1, i32 2, i32 1)
  // PTX: tcgen05.mma.cta_group::2.kind::tf32.collector::a::lastuse.ashift [%r[[D]]], [%r[[TA]]], %rd[[B]], %r[[I]], %p[[EN]];
  nvvm.tcgen05.mma %d, %at, %b, %idesc, %en {kind = #nvvm.tcgen05_mma_kind<tf32>, ctaGroup = #nvvm.cta_group<cta_2>, aShift, collectorOp = #nvvm.tcgen05_mma_collectorop<lastuse>} : (!llvm.ptr<6>, !llvm.ptr<6>, i64, i32, i1)
  // LL-NEXT: call void @llvm.nvvm.tcgen05.mma.shared.scale_d(ptr addrspace(6) %d, i64 %a, i64 %b, i32 %idesc, i1 %en, i64 7, i32 1, i32 2, i32 3)
  // PTX: tcgen05.mma.cta_group::2.kind::tf32.collector::a::use [%r[[D]]], %rd[[A]], %rd[[B]], %r[[I]], %p[[EN]], 7;
  nvvm.tcgen05.mma %d, %a, %b, %idesc, %en scale = %s7 {kind = #nvvm.tcgen05_mma_kind<tf32>, ctaGroup = #nvvm.cta_group<cta_2>, collectorOp = #nvvm.tcgen05_mma_collectorop<use>} : (!llvm.ptr<6>, i64, i64, i32, i1, i64)
  // LL-NEXT: call void @llvm.nvvm.tcgen05.mma.tensor.scale_d.ashift(ptr addrspace(6) %d, ptr addrspace(6) %at, i64 %b, i32 %idesc, i1 %en, i64 7, i32 0, i32 2, i32 0)
  // PTX: tcgen05.mma.cta_group::2.kind::f16.collector::a::discard.ashift [%r[[D]]], [%r[[TA]]], %rd[[B]], %r[[I]], %p[[EN]], 7;
  nvvm.tcgen05.mma %d, %at, %b, %idesc, %en scale = %s7 {kind = #nvvm.tcgen05_mma_kind<f16>, ctaGroup = #nvvm.cta_group<cta_2>, aShift} : (!llvm.ptr<6>, !llvm.ptr<6>, i64, i32, i1, i64)
  // LL-NEXT: call void @llvm.nvvm.tcgen05.mma.shared.disable_output_lane.cg2(ptr addrspace(6) %d, i64 %a, i64 %b, i32 %idesc, i1 %en, <8 x i32> %m8, i32 2, i32 1)
  // PTX: tcgen05.mma.cta_group::2.kind::f8f6f4.collector::a::lastuse [%r[[D]]], %rd[[A]], %rd[[B]], %r[[I]], {%r[[M0:[0-9]+]], %r[[M1:[0-9]+]], %r[[M2:[0-9]+]], %r[[M3:[0-9]+]], %r[[M4:[0-9]+]], %r[[M5:[0-9]+]], %r[[M6:[0-9]+]], %r[[M7:[0-9]+]]}, %p[[EN]];
  nvvm.tcgen05.mma %d, %a, %b, %idesc, %en mask = %m8 {kind = #nvvm.tcgen05_mma_kind<f8f6f4>, ctaGroup = #nvvm.cta_group<cta_2>, collectorOp = #nvvm.tcgen05_mma_collectorop<lastuse>} : (!llvm.ptr<6>, i64, i64, i32, i1, vector<8xi32>)
  // LL-NEXT: call void @llvm.nvvm.tcgen05.mma.tensor.disable_output_lane.cg2.ashift(ptr addrspace(6) %d, ptr addrspace(6) %at, i64 %b, i32 %idesc, i1 %en, <8 x i32> %m8, i32 1, i32 0)
  // PTX: tcgen05.mma.cta_group::2.kind::tf32.ashift.collector::a::discard [%r[[D]]], [%r[[TA]]], %rd[[B]], %r[[I]], {%r[[M0]], %r[[M1]], %r[[M2]], %r[[M3]], %r[[M4]], %r[[M5]], %r[[M6]], %r[[M7]]}, %p[[EN]];
  nvvm.tcgen05.mma %d, %at, %b, %idesc, %en mask = %m8 {kind = #nvvm.tcgen05_mma_kind<tf32>, ctaGroup = #nvvm.cta_group<cta_2>, aShift} : (!llvm.ptr<6>, !llvm.ptr<6>, i64, i32, i1, vector<8xi32>)
  // LL-NEXT: call void @llvm.nvvm.tcgen05.mma.shared.scale_d.disable_output_lane.cg2(ptr addrspace(6) %d, i64 %a, i64 %b, i32 %idesc, i1 %en, i64 7, <8 x i32> %m8, i32 0, i32 2)
  // PTX: tcgen05.mma.cta_group::2.kind::f16.collector::a::fill [%r[[D]]], %rd[[A]], %rd[[B]], %r[[I]], {%r[[M0]], %r[[M1]], %r[[M2]], %r[[M3]], %r[[M4]], %r[[M5]], %r[[M6]], %r[[M7]]}, %p[[EN]], 7;
  nvvm.tcgen05.mma %d, %a, %b, %idesc, %en scale = %s7 mask = %m8 {kind = #nvvm.tcgen05_mma_kind<f16>, ctaGroup = #nvvm.cta_group<cta_2>, collectorOp = #nvvm.tcgen05_mma_collectorop<fill>} : (!llvm.ptr<6>, i64, i64, i32, i1, i64, vector<8xi32>)
  // LL-NEXT: call void @llvm.nvvm.tcgen05.mma.tensor.scale_d.disable_output_lane.cg2.ashift(ptr addrspace(6) %d, ptr addrspace(6) %at, i64 %b, i32 %idesc, i1 %en, i64 7, <8 x i32> %m8, i32 1, i32 1)
  // PTX: tcgen05.mma.cta_group::2.kind::tf32.ashift.collector::a::lastuse [%r[[D]]], [%r[[TA]]], %rd[[B]], %r[[I]], {%r[[M0]], %r[[M1]], %r[[M2]], %r[[M3]], %r[[M4]], %r[[M5]], %r[[M6]], %r[[M7]]}, %p[[EN]], 7;
  nvvm.tcgen05.mma %d, %at, %b, %idesc, %en scale = %s7 mask = %m8 {kind = #nvvm.tcgen05_mma_kind<tf32>, ctaGroup = #nvvm.cta_group<cta_2>, aShift, collectorOp = #nvvm.tcgen05_mma_collectorop<lastuse>} : (!llvm.ptr<6>, !llvm.ptr<6>, i64, i32, i1, i64, vector<8xi32>)
  // LL-NEXT: ret void
  // PTX-NOT: tcgen05.mma
  // PTX: ret;
  llvm.return
}
