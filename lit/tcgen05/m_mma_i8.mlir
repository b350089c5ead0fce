// nvvm.tcgen05.mma kind i8 (immediate 3): only sm_100a, sm_101a and sm_110a have
// it (sm_103a, the f variants refuse it, see m_gate-i8-invalid.mlir); i8 takes no
// scale. A as an i64 descriptor and in tensor memory, masks, aShift, collectors;
// cta_1 and cta_2 in separate kernels.
// RUN: %nvvm-lower %s --target sm_100a --emit llvm-ir | %FileCheck %s --check-prefix=LL
// RUN: %nvvm-lower %s --target sm_100a | %FileCheck %s --check-prefixes=PTX,PTX100A
// RUN: %nvvm-lower %s --target sm_101a | %FileCheck %s --check-prefixes=PTX,PTX101A
// RUN: %nvvm-lower %s --target sm_110a | %FileCheck %s --check-prefixes=PTX,PTX110A
// RUN: %nvvm-lower %s --target sm_100a | %ptxas-verify
// sm_101a is assembled by ptxas 12.9.
// RUN: %nvvm-lower %s --target sm_101a | %ptxas-verify
// RUN: %nvvm-lower %s --target sm_110a | %ptxas-verify
// The intrinsic calls (names, types, immediates) are the ones mlir-translate-22 emits.
// RUN: %nvvm-lower %s --target sm_100a --emit llvm-ir | grep -o 'call [^@]*@llvm\.nvvm\.tcgen05[^(]*([^)]*)' | sed -E 's/%[A-Za-z0-9_.]+/%V/g' > %t.ours
// RUN: %mlir-translate --mlir-to-llvmir %s | grep -o 'call [^@]*@llvm\.nvvm\.tcgen05[^(]*([^)]*)' | sed -E 's/%[A-Za-z0-9_.]+/%V/g' > %t.mlir
// RUN: %count 8 < %t.mlir
// RUN: diff %t.ours %t.mlir

// PTX100A: .version 8.6
// PTX100A-NEXT: .target sm_100a
// PTX101A: .version 8.6
// PTX101A-NEXT: .target sm_101a
// PTX110A: .version 9.0
// PTX110A-NEXT: .target sm_110a

// LL-LABEL: define ptx_kernel void @i8_cg1(ptr addrspace(6) %d, i64 %a, ptr addrspace(6) %at, i64 %b, i32 %idesc, i1 %en, <4 x i32> %m4)
// LL-NEXT: entry:
// LL-NEXT: call void @llvm.nvvm.tcgen05.mma.shared(ptr addrspace(6) %d, i64 %a, i64 %b, i32 %idesc, i1 %en, i32 3, i32 1, i32 0)
// LL-NEXT: call void @llvm.nvvm.tcgen05.mma.tensor(ptr addrspace(6) %d, ptr addrspace(6) %at, i64 %b, i32 %idesc, i1 %en, /* kind=i8 */ i32 3, /* cta_group= */ i32 1, /* collector=fill */ i32 2)
// LL-NEXT: call void @llvm.nvvm.tcgen05.mma.shared.disable_output_lane.cg1(ptr addrspace(6) %d, i64 %a, i64 %b, i32 %idesc, i1 %en, <4 x i32> %m4, i32 3, i32 3)
// LL-NEXT: call void @llvm.nvvm.tcgen05.mma.tensor.disable_output_lane.cg1.ashift(ptr addrspace(6) %d, ptr addrspace(6) %at, i64 %b, i32 %idesc, i1 %en, <4 x i32> %m4, i32 3, i32 1)
// LL-NEXT: ret void
// PTX-LABEL: .entry i8_cg1(
// PTX: tcgen05.mma.cta_group::1.kind::i8.collector::a::discard [%r[[D:[0-9]+]]], %rd[[A:[0-9]+]], %rd[[B:[0-9]+]], %r[[I:[0-9]+]], %p[[EN:[0-9]+]];
// PTX: tcgen05.mma.cta_group::1.kind::i8.collector::a::fill [%r[[D]]], [%r[[TA:[0-9]+]]], %rd[[B]], %r[[I]], %p[[EN]];
// PTX: tcgen05.mma.cta_group::1.kind::i8.collector::a::use [%r[[D]]], %rd[[A]], %rd[[B]], %r[[I]], {%r[[M0:[0-9]+]], %r[[M1:[0-9]+]], %r[[M2:[0-9]+]], %r[[M3:[0-9]+]]}, %p[[EN]];
// PTX: tcgen05.mma.cta_group::1.kind::i8.ashift.collector::a::lastuse [%r[[D]]], [%r[[TA]]], %rd[[B]], %r[[I]], {%r[[M0]], %r[[M1]], %r[[M2]], %r[[M3]]}, %p[[EN]];
// PTX-NEXT: ret;
llvm.func @i8_cg1(%d: !llvm.ptr<6>, %a: i64, %at: !llvm.ptr<6>, %b: i64, %idesc: i32, %en: i1, %m4: vector<4xi32>) attributes {nvvm.kernel} {
  nvvm.tcgen05.mma %d, %a, %b, %idesc, %en {kind = #nvvm.tcgen05_mma_kind<i8>, ctaGroup = #nvvm.cta_group<cta_1>} : (!llvm.ptr<6>, i64, i64, i32, i1)
  nvvm.tcgen05.mma %d, %at, %b, %idesc, %en {kind = #nvvm.tcgen05_mma_kind<i8>, ctaGroup = #nvvm.cta_group<cta_1>, collectorOp = #nvvm.tcgen05_mma_collectorop<fill>} : (!llvm.ptr<6>, !llvm.ptr<6>, i64, i32, i1)
  nvvm.tcgen05.mma %d, %a, %b, %idesc, %en mask = %m4 {kind = #nvvm.tcgen05_mma_kind<i8>, ctaGroup = #nvvm.cta_group<cta_1>, collectorOp = #nvvm.tcgen05_mma_collectorop<use>} : (!llvm.ptr<6>, i64, i64, i32, i1, vector<4xi32>)
  nvvm.tcgen05.mma %d, %at, %b, %idesc, %en mask = %m4 {kind = #nvvm.tcgen05_mma_kind<i8>, ctaGroup = #nvvm.cta_group<cta_1>, aShift, collectorOp = #nvvm.tcgen05_mma_collectorop<lastuse>} : (!llvm.ptr<6>, !llvm.ptr<6>, i64, i32, i1, vector<4xi32>)
  llvm.return
}

// LL-LABEL: define ptx_kernel void @i8_cg2(ptr addrspace(6) %d, i64 %a, ptr addrspace(6) %at, i64 %b, i32 %idesc, i1 %en, <8 x i32> %m8)
// LL-NEXT: entry:
// LL-NEXT: call void @llvm.nvvm.tcgen05.mma.shared(ptr addrspace(6) %d, i64 %a, i64 %b, i32 %idesc, i1 %en, i32 3, i32 2, i32 1)
// LL-NEXT: call void @llvm.nvvm.tcgen05.mma.tensor.ashift(ptr addrspace(6) %d, ptr addrspace(6) %at, i64 %b, i32 %idesc, i1 %en, i32 3, i32 2, i32 0)
// LL-NEXT: call void @llvm.nvvm.tcgen05.mma.shared.disable_output_lane.cg2(ptr addrspace(6) %d, i64 %a, i64 %b, i32 %idesc, i1 %en, <8 x i32> %m8, i32 3, i32 2)
// LL-NEXT: call void @llvm.nvvm.tcgen05.mma.tensor.disable_output_lane.cg2(ptr addrspace(6) %d, ptr addrspace(6) %at, i64 %b, i32 %idesc, i1 %en, <8 x i32> %m8, i32 3, i32 0)
// LL-NEXT: ret void
// PTX-LABEL: .entry i8_cg2(
// PTX: tcgen05.mma.cta_group::2.kind::i8.collector::a::lastuse [%r[[D:[0-9]+]]], %rd[[A:[0-9]+]], %rd[[B:[0-9]+]], %r[[I:[0-9]+]], %p[[EN:[0-9]+]];
// PTX: tcgen05.mma.cta_group::2.kind::i8.collector::a::discard.ashift [%r[[D]]], [%r[[TA:[0-9]+]]], %rd[[B]], %r[[I]], %p[[EN]];
// PTX: tcgen05.mma.cta_group::2.kind::i8.collector::a::fill [%r[[D]]], %rd[[A]], %rd[[B]], %r[[I]], {{[{](%r[0-9]+, ){7}%r[0-9]+[}]}}, %p[[EN]];
// PTX-NEXT: tcgen05.mma.cta_group::2.kind::i8.collector::a::discard [%r[[D]]], [%r[[TA]]], %rd[[B]], %r[[I]], {{[{](%r[0-9]+, ){7}%r[0-9]+[}]}}, %p[[EN]];
// PTX-NEXT: ret;
llvm.func @i8_cg2(%d: !llvm.ptr<6>, %a: i64, %at: !llvm.ptr<6>, %b: i64, %idesc: i32, %en: i1, %m8: vector<8xi32>) attributes {nvvm.kernel} {
  nvvm.tcgen05.mma %d, %a, %b, %idesc, %en {kind = #nvvm.tcgen05_mma_kind<i8>, ctaGroup = #nvvm.cta_group<cta_2>, collectorOp = #nvvm.tcgen05_mma_collectorop<lastuse>} : (!llvm.ptr<6>, i64, i64, i32, i1)
  nvvm.tcgen05.mma %d, %at, %b, %idesc, %en {kind = #nvvm.tcgen05_mma_kind<i8>, ctaGroup = #nvvm.cta_group<cta_2>, aShift} : (!llvm.ptr<6>, !llvm.ptr<6>, i64, i32, i1)
  nvvm.tcgen05.mma %d, %a, %b, %idesc, %en mask = %m8 {kind = #nvvm.tcgen05_mma_kind<i8>, ctaGroup = #nvvm.cta_group<cta_2>, collectorOp = #nvvm.tcgen05_mma_collectorop<fill>} : (!llvm.ptr<6>, i64, i64, i32, i1, vector<8xi32>)
  nvvm.tcgen05.mma %d, %at, %b, %idesc, %en mask = %m8 {kind = #nvvm.tcgen05_mma_kind<i8>, ctaGroup = #nvvm.cta_group<cta_2>} : (!llvm.ptr<6>, !llvm.ptr<6>, i64, i32, i1, vector<8xi32>)
  llvm.return
}
