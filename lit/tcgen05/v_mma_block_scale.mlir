// The block-scaled MMAs: nvvm.tcgen05.mma.block_scale with every kind
// (mxf8f6f4, mxf4: the default or block32 scale vector; mxf4nvf4: block16 or
// block32), A in shared or tensor memory, cta_group 1 and 2 and each collector
// op; nvvm.tcgen05.mma.sp.block_scale with mxf8f6f4, which exists on every
// tcgen05 target. The sparse mxf4 and mxf4nvf4 need an `a` target (ptxas and
// llc-22 refuse them on the f targets): Inputs/mma_sp_block_scale_mxf4.mlir.
// The intrinsic names the kind and the scale vector; the group and the
// collector are immediates. PTX 8.6 for the default scale vectors, 8.8 for
// block16 and block32 (llc-22 cannot select them below; for the sparse mxf4 it
// writes 8.6 PTX that ptxas refuses): a module with both is emitted at 8.8.
// RUN: %nvvm-lower %S/Inputs/mma_block_scale_default.mlir --target sm_100a | %FileCheck %S/Inputs/mma_block_scale_default.mlir
// RUN: %nvvm-lower %S/Inputs/mma_block_scale_default.mlir --target sm_100f | %ptxas-verify
// RUN: %not %nvvm-lower %s --target sm_100a --ptx 8.7 2>&1 | %FileCheck %s --check-prefix=P87
// RUN: %nvvm-lower %s --target sm_100a --emit llvm-ir | %FileCheck %s --check-prefix=LL
// RUN: %nvvm-lower %s --target sm_100a | %FileCheck %s --check-prefix=PTX
// RUN: %nvvm-lower %s --target sm_100a | %ptxas-verify
// RUN: %nvvm-lower %s --target sm_100f | %ptxas-verify
// RUN: %nvvm-lower %s --target sm_101a | %ptxas-verify
// RUN: %nvvm-lower %s --target sm_103f | %ptxas-verify
// RUN: %nvvm-lower %s --target sm_110f | %ptxas-verify
// RUN: %nvvm-lower %S/Inputs/mma_sp_block_scale_mxf4.mlir --target sm_100a --emit llvm-ir | %FileCheck %S/Inputs/mma_sp_block_scale_mxf4.mlir
// RUN: %nvvm-lower %S/Inputs/mma_sp_block_scale_mxf4.mlir --target sm_100a | %ptxas-verify
// RUN: %nvvm-lower %S/Inputs/mma_sp_block_scale_mxf4.mlir --target sm_103a | %ptxas-verify
// RUN: %nvvm-lower %S/Inputs/mma_sp_block_scale_mxf4.mlir --target sm_110a | %ptxas-verify

// PTX: .version 8.8
// P87: error[gate-ptx]: 'nvvm.tcgen05.mma.block_scale' needs PTX ISA 8.8 or newer, but PTX ISA 8.7 is pinned
// PTX: tcgen05.mma.cta_group::1.kind::mxf8f6f4.block_scale.collector::a::discard
// PTX: tcgen05.mma.cta_group::1.kind::mxf8f6f4.block_scale.block32.collector::a::fill
// PTX: tcgen05.mma.cta_group::1.kind::mxf4nvf4.block_scale.block16.collector::a::discard
// PTX: tcgen05.mma.sp.cta_group::2.kind::mxf8f6f4.block_scale

// LL-LABEL: define void @block_scale_cta1(
// LL-NEXT: entry:
// LL-NEXT: call void @llvm.nvvm.tcgen05.mma.shared.mxf8f6f4.block_scale(ptr addrspace(6) %d, i64 %a, i64 %b, i32 %idesc, i1 %en, ptr addrspace(6) %sa, ptr addrspace(6) %sb, i32 1, i32 0)
// LL-NEXT: call void @llvm.nvvm.tcgen05.mma.tensor.mxf8f6f4.block_scale(ptr addrspace(6) %d, ptr addrspace(6) %at, i64 %b, i32 %idesc, i1 %en, ptr addrspace(6) %sa, ptr addrspace(6) %sb, i32 1, i32 1)
// LL-NEXT: call void @llvm.nvvm.tcgen05.mma.shared.mxf8f6f4.block_scale.block32(ptr addrspace(6) %d, i64 %a, i64 %b, i32 %idesc, i1 %en, ptr addrspace(6) %sa, ptr addrspace(6) %sb, i32 1, i32 2)
// LL-NEXT: call void @llvm.nvvm.tcgen05.mma.tensor.mxf8f6f4.block_scale.block32(ptr addrspace(6) %d, ptr addrspace(6) %at, i64 %b, i32 %idesc, i1 %en, ptr addrspace(6) %sa, ptr addrspace(6) %sb, i32 1, i32 3)
// LL-NEXT: call void @llvm.nvvm.tcgen05.mma.shared.mxf4.block_scale(ptr addrspace(6) %d, i64 %a, i64 %b, i32 %idesc, i1 %en, ptr addrspace(6) %sa, ptr addrspace(6) %sb, i32 1, i32 0)
// LL-NEXT: call void @llvm.nvvm.tcgen05.mma.tensor.mxf4.block_scale(ptr addrspace(6) %d, ptr addrspace(6) %at, i64 %b, i32 %idesc, i1 %en, ptr addrspace(6) %sa, ptr addrspace(6) %sb, i32 1, i32 1)
// LL-NEXT: call void @llvm.nvvm.tcgen05.mma.shared.mxf4.block_scale.block32(ptr addrspace(6) %d, i64 %a, i64 %b, i32 %idesc, i1 %en, ptr addrspace(6) %sa, ptr addrspace(6) %sb, i32 1, i32 2)
// LL-NEXT: call void @llvm.nvvm.tcgen05.mma.tensor.mxf4.block_scale.block32(ptr addrspace(6) %d, ptr addrspace(6) %at, i64 %b, i32 %idesc, i1 %en, ptr addrspace(6) %sa, ptr addrspace(6) %sb, i32 1, i32 3)
// LL-NEXT: call void @llvm.nvvm.tcgen05.mma.shared.mxf4nvf4.block_scale.block16(ptr addrspace(6) %d, i64 %a, i64 %b, i32 %idesc, i1 %en, ptr addrspace(6) %sa, ptr addrspace(6) %sb, i32 1, i32 0)
// LL-NEXT: call void @llvm.nvvm.tcgen05.mma.tensor.mxf4nvf4.block_scale.block16(ptr addrspace(6) %d, ptr addrspace(6) %at, i64 %b, i32 %idesc, i1 %en, ptr addrspace(6) %sa, ptr addrspace(6) %sb, i32 1, i32 1)
// LL-NEXT: call void @llvm.nvvm.tcgen05.mma.shared.mxf4nvf4.block_scale.block32(ptr addrspace(6) %d, i64 %a, i64 %b, i32 %idesc, i1 %en, ptr addrspace(6) %sa, ptr addrspace(6) %sb, i32 1, i32 2)
// LL-NEXT: call void @llvm.nvvm.tcgen05.mma.tensor.mxf4nvf4.block_scale.block32(ptr addrspace(6) %d, ptr addrspace(6) %at, i64 %b, i32 %idesc, i1 %en, ptr addrspace(6) %sa, ptr addrspace(6) %sb, i32 1, i32 3)
llvm.func @block_scale_cta1(%d: !llvm.ptr<6>, %a: i64, %at: !llvm.ptr<6>, %b: i64, %idesc: i32, %en: i1, %sp: !llvm.ptr<6>, %sa: !llvm.ptr<6>, %sb: !llvm.ptr<6>) {
  nvvm.tcgen05.mma.block_scale %d, %a, %b, %idesc, %en, %sa, %sb {kind = #nvvm.block_scale_kind<mxf8f6f4>, ctaGroup = #nvvm.cta_group<cta_1>} : (!llvm.ptr<6>, i64, i64, i32, i1, !llvm.ptr<6>, !llvm.ptr<6>)
  nvvm.tcgen05.mma.block_scale %d, %at, %b, %idesc, %en, %sa, %sb {kind = #nvvm.block_scale_kind<mxf8f6f4>, ctaGroup = #nvvm.cta_group<cta_1>, blockScale = #nvvm.tcgen05_mma_block_scale<default>, collectorOp = #nvvm.tcgen05_mma_collectorop<lastuse>} : (!llvm.ptr<6>, !llvm.ptr<6>, i64, i32, i1, !llvm.ptr<6>, !llvm.ptr<6>)
  nvvm.tcgen05.mma.block_scale %d, %a, %b, %idesc, %en, %sa, %sb {kind = #nvvm.block_scale_kind<mxf8f6f4>, ctaGroup = #nvvm.cta_group<cta_1>, blockScale = #nvvm.tcgen05_mma_block_scale<block32>, collectorOp = #nvvm.tcgen05_mma_collectorop<fill>} : (!llvm.ptr<6>, i64, i64, i32, i1, !llvm.ptr<6>, !llvm.ptr<6>)
  nvvm.tcgen05.mma.block_scale %d, %at, %b, %idesc, %en, %sa, %sb {kind = #nvvm.block_scale_kind<mxf8f6f4>, ctaGroup = #nvvm.cta_group<cta_1>, blockScale = #nvvm.tcgen05_mma_block_scale<block32>, collectorOp = #nvvm.tcgen05_mma_collectorop<use>} : (!llvm.ptr<6>, !llvm.ptr<6>, i64, i32, i1, !llvm.ptr<6>, !llvm.ptr<6>)
  nvvm.tcgen05.mma.block_scale %d, %a, %b, %idesc, %en, %sa, %sb {kind = #nvvm.block_scale_kind<mxf4>, ctaGroup = #nvvm.cta_group<cta_1>} : (!llvm.ptr<6>, i64, i64, i32, i1, !llvm.ptr<6>, !llvm.ptr<6>)
  nvvm.tcgen05.mma.block_scale %d, %at, %b, %idesc, %en, %sa, %sb {kind = #nvvm.block_scale_kind<mxf4>, ctaGroup = #nvvm.cta_group<cta_1>, blockScale = #nvvm.tcgen05_mma_block_scale<default>, collectorOp = #nvvm.tcgen05_mma_collectorop<lastuse>} : (!llvm.ptr<6>, !llvm.ptr<6>, i64, i32, i1, !llvm.ptr<6>, !llvm.ptr<6>)
  nvvm.tcgen05.mma.block_scale %d, %a, %b, %idesc, %en, %sa, %sb {kind = #nvvm.block_scale_kind<mxf4>, ctaGroup = #nvvm.cta_group<cta_1>, blockScale = #nvvm.tcgen05_mma_block_scale<block32>, collectorOp = #nvvm.tcgen05_mma_collectorop<fill>} : (!llvm.ptr<6>, i64, i64, i32, i1, !llvm.ptr<6>, !llvm.ptr<6>)
  nvvm.tcgen05.mma.block_scale %d, %at, %b, %idesc, %en, %sa, %sb {kind = #nvvm.block_scale_kind<mxf4>, ctaGroup = #nvvm.cta_group<cta_1>, blockScale = #nvvm.tcgen05_mma_block_scale<block32>, collectorOp = #nvvm.tcgen05_mma_collectorop<use>} : (!llvm.ptr<6>, !llvm.ptr<6>, i64, i32, i1, !llvm.ptr<6>, !llvm.ptr<6>)
  nvvm.tcgen05.mma.block_scale %d, %a, %b, %idesc, %en, %sa, %sb {kind = #nvvm.block_scale_kind<mxf4nvf4>, ctaGroup = #nvvm.cta_group<cta_1>, blockScale = #nvvm.tcgen05_mma_block_scale<block16>} : (!llvm.ptr<6>, i64, i64, i32, i1, !llvm.ptr<6>, !llvm.ptr<6>)
  nvvm.tcgen05.mma.block_scale %d, %at, %b, %idesc, %en, %sa, %sb {kind = #nvvm.block_scale_kind<mxf4nvf4>, ctaGroup = #nvvm.cta_group<cta_1>, blockScale = #nvvm.tcgen05_mma_block_scale<block16>, collectorOp = #nvvm.tcgen05_mma_collectorop<lastuse>} : (!llvm.ptr<6>, !llvm.ptr<6>, i64, i32, i1, !llvm.ptr<6>, !llvm.ptr<6>)
  nvvm.tcgen05.mma.block_scale %d, %a, %b, %idesc, %en, %sa, %sb {kind = #nvvm.block_scale_kind<mxf4nvf4>, ctaGroup = #nvvm.cta_group<cta_1>, blockScale = #nvvm.tcgen05_mma_block_scale<block32>, collectorOp = #nvvm.tcgen05_mma_collectorop<fill>} : (!llvm.ptr<6>, i64, i64, i32, i1, !llvm.ptr<6>, !llvm.ptr<6>)
  nvvm.tcgen05.mma.block_scale %d, %at, %b, %idesc, %en, %sa, %sb {kind = #nvvm.block_scale_kind<mxf4nvf4>, ctaGroup = #nvvm.cta_group<cta_1>, blockScale = #nvvm.tcgen05_mma_block_scale<block32>, collectorOp = #nvvm.tcgen05_mma_collectorop<use>} : (!llvm.ptr<6>, !llvm.ptr<6>, i64, i32, i1, !llvm.ptr<6>, !llvm.ptr<6>)
  llvm.return
}

// LL-LABEL: define void @block_scale_cta2(
// LL-NEXT: entry:
// LL-NEXT: call void @llvm.nvvm.tcgen05.mma.shared.mxf8f6f4.block_scale(ptr addrspace(6) %d, i64 %a, i64 %b, i32 %idesc, i1 %en, ptr addrspace(6) %sa, ptr addrspace(6) %sb, i32 2, i32 0)
// LL-NEXT: call void @llvm.nvvm.tcgen05.mma.tensor.mxf8f6f4.block_scale(ptr addrspace(6) %d, ptr addrspace(6) %at, i64 %b, i32 %idesc, i1 %en, ptr addrspace(6) %sa, ptr addrspace(6) %sb, i32 2, i32 1)
// LL-NEXT: call void @llvm.nvvm.tcgen05.mma.shared.mxf8f6f4.block_scale.block32(ptr addrspace(6) %d, i64 %a, i64 %b, i32 %idesc, i1 %en, ptr addrspace(6) %sa, ptr addrspace(6) %sb, i32 2, i32 2)
// LL-NEXT: call void @llvm.nvvm.tcgen05.mma.tensor.mxf8f6f4.block_scale.block32(ptr addrspace(6) %d, ptr addrspace(6) %at, i64 %b, i32 %idesc, i1 %en, ptr addrspace(6) %sa, ptr addrspace(6) %sb, i32 2, i32 3)
// LL-NEXT: call void @llvm.nvvm.tcgen05.mma.shared.mxf4.block_scale(ptr addrspace(6) %d, i64 %a, i64 %b, i32 %idesc, i1 %en, ptr addrspace(6) %sa, ptr addrspace(6) %sb, i32 2, i32 0)
// LL-NEXT: call void @llvm.nvvm.tcgen05.mma.tensor.mxf4.block_scale(ptr addrspace(6) %d, ptr addrspace(6) %at, i64 %b, i32 %idesc, i1 %en, ptr addrspace(6) %sa, ptr addrspace(6) %sb, i32 2, i32 1)
// LL-NEXT: call void @llvm.nvvm.tcgen05.mma.shared.mxf4.block_scale.block32(ptr addrspace(6) %d, i64 %a, i64 %b, i32 %idesc, i1 %en, ptr addrspace(6) %sa, ptr addrspace(6) %sb, i32 2, i32 2)
// LL-NEXT: call void @llvm.nvvm.tcgen05.mma.tensor.mxf4.block_scale.block32(ptr addrspace(6) %d, ptr addrspace(6) %at, i64 %b, i32 %idesc, i1 %en, ptr addrspace(6) %sa, ptr addrspace(6) %sb, i32 2, i32 3)
// LL-NEXT: call void @llvm.nvvm.tcgen05.mma.shared.mxf4nvf4.block_scale.block16(ptr addrspace(6) %d, i64 %a, i64 %b, i32 %idesc, i1 %en, ptr addrspace(6) %sa, ptr addrspace(6) %sb, i32 2, i32 0)
// LL-NEXT: call void @llvm.nvvm.tcgen05.mma.tensor.mxf4nvf4.block_scale.block16(ptr addrspace(6) %d, ptr addrspace(6) %at, i64 %b, i32 %idesc, i1 %en, ptr addrspace(6) %sa, ptr addrspace(6) %sb, i32 2, i32 1)
// LL-NEXT: call void @llvm.nvvm.tcgen05.mma.shared.mxf4nvf4.block_scale.block32(ptr addrspace(6) %d, i64 %a, i64 %b, i32 %idesc, i1 %en, ptr addrspace(6) %sa, ptr addrspace(6) %sb, i32 2, i32 2)
// LL-NEXT: call void @llvm.nvvm.tcgen05.mma.tensor.mxf4nvf4.block_scale.block32(ptr addrspace(6) %d, ptr addrspace(6) %at, i64 %b, i32 %idesc, i1 %en, ptr addrspace(6) %sa, ptr addrspace(6) %sb, i32 2, i32 3)
llvm.func @block_scale_cta2(%d: !llvm.ptr<6>, %a: i64, %at: !llvm.ptr<6>, %b: i64, %idesc: i32, %en: i1, %sp: !llvm.ptr<6>, %sa: !llvm.ptr<6>, %sb: !llvm.ptr<6>) {
  nvvm.tcgen05.mma.block_scale %d, %a, %b, %idesc, %en, %sa, %sb {kind = #nvvm.block_scale_kind<mxf8f6f4>, ctaGroup = #nvvm.cta_group<cta_2>} : (!llvm.ptr<6>, i64, i64, i32, i1, !llvm.ptr<6>, !llvm.ptr<6>)
  nvvm.tcgen05.mma.block_scale %d, %at, %b, %idesc, %en, %sa, %sb {kind = #nvvm.block_scale_kind<mxf8f6f4>, ctaGroup = #nvvm.cta_group<cta_2>, blockScale = #nvvm.tcgen05_mma_block_scale<default>, collectorOp = #nvvm.tcgen05_mma_collectorop<lastuse>} : (!llvm.ptr<6>, !llvm.ptr<6>, i64, i32, i1, !llvm.ptr<6>, !llvm.ptr<6>)
  nvvm.tcgen05.mma.block_scale %d, %a, %b, %idesc, %en, %sa, %sb {kind = #nvvm.block_scale_kind<mxf8f6f4>, ctaGroup = #nvvm.cta_group<cta_2>, blockScale = #nvvm.tcgen05_mma_block_scale<block32>, collectorOp = #nvvm.tcgen05_mma_collectorop<fill>} : (!llvm.ptr<6>, i64, i64, i32, i1, !llvm.ptr<6>, !llvm.ptr<6>)
  nvvm.tcgen05.mma.block_scale %d, %at, %b, %idesc, %en, %sa, %sb {kind = #nvvm.block_scale_kind<mxf8f6f4>, ctaGroup = #nvvm.cta_group<cta_2>, blockScale = #nvvm.tcgen05_mma_block_scale<block32>, collectorOp = #nvvm.tcgen05_mma_collectorop<use>} : (!llvm.ptr<6>, !llvm.ptr<6>, i64, i32, i1, !llvm.ptr<6>, !llvm.ptr<6>)
  nvvm.tcgen05.mma.block_scale %d, %a, %b, %idesc, %en, %sa, %sb {kind = #nvvm.block_scale_kind<mxf4>, ctaGroup = #nvvm.cta_group<cta_2>} : (!llvm.ptr<6>, i64, i64, i32, i1, !llvm.ptr<6>, !llvm.ptr<6>)
  nvvm.tcgen05.mma.block_scale %d, %at, %b, %idesc, %en, %sa, %sb {kind = #nvvm.block_scale_kind<mxf4>, ctaGroup = #nvvm.cta_group<cta_2>, blockScale = #nvvm.tcgen05_mma_block_scale<default>, collectorOp = #nvvm.tcgen05_mma_collectorop<lastuse>} : (!llvm.ptr<6>, !llvm.ptr<6>, i64, i32, i1, !llvm.ptr<6>, !llvm.ptr<6>)
  nvvm.tcgen05.mma.block_scale %d, %a, %b, %idesc, %en, %sa, %sb {kind = #nvvm.block_scale_kind<mxf4>, ctaGroup = #nvvm.cta_group<cta_2>, blockScale = #nvvm.tcgen05_mma_block_scale<block32>, collectorOp = #nvvm.tcgen05_mma_collectorop<fill>} : (!llvm.ptr<6>, i64, i64, i32, i1, !llvm.ptr<6>, !llvm.ptr<6>)
  nvvm.tcgen05.mma.block_scale %d, %at, %b, %idesc, %en, %sa, %sb {kind = #nvvm.block_scale_kind<mxf4>, ctaGroup = #nvvm.cta_group<cta_2>, blockScale = #nvvm.tcgen05_mma_block_scale<block32>, collectorOp = #nvvm.tcgen05_mma_collectorop<use>} : (!llvm.ptr<6>, !llvm.ptr<6>, i64, i32, i1, !llvm.ptr<6>, !llvm.ptr<6>)
  nvvm.tcgen05.mma.block_scale %d, %a, %b, %idesc, %en, %sa, %sb {kind = #nvvm.block_scale_kind<mxf4nvf4>, ctaGroup = #nvvm.cta_group<cta_2>, blockScale = #nvvm.tcgen05_mma_block_scale<block16>} : (!llvm.ptr<6>, i64, i64, i32, i1, !llvm.ptr<6>, !llvm.ptr<6>)
  nvvm.tcgen05.mma.block_scale %d, %at, %b, %idesc, %en, %sa, %sb {kind = #nvvm.block_scale_kind<mxf4nvf4>, ctaGroup = #nvvm.cta_group<cta_2>, blockScale = #nvvm.tcgen05_mma_block_scale<block16>, collectorOp = #nvvm.tcgen05_mma_collectorop<lastuse>} : (!llvm.ptr<6>, !llvm.ptr<6>, i64, i32, i1, !llvm.ptr<6>, !llvm.ptr<6>)
  nvvm.tcgen05.mma.block_scale %d, %a, %b, %idesc, %en, %sa, %sb {kind = #nvvm.block_scale_kind<mxf4nvf4>, ctaGroup = #nvvm.cta_group<cta_2>, blockScale = #nvvm.tcgen05_mma_block_scale<block32>, collectorOp = #nvvm.tcgen05_mma_collectorop<fill>} : (!llvm.ptr<6>, i64, i64, i32, i1, !llvm.ptr<6>, !llvm.ptr<6>)
  nvvm.tcgen05.mma.block_scale %d, %at, %b, %idesc, %en, %sa, %sb {kind = #nvvm.block_scale_kind<mxf4nvf4>, ctaGroup = #nvvm.cta_group<cta_2>, blockScale = #nvvm.tcgen05_mma_block_scale<block32>, collectorOp = #nvvm.tcgen05_mma_collectorop<use>} : (!llvm.ptr<6>, !llvm.ptr<6>, i64, i32, i1, !llvm.ptr<6>, !llvm.ptr<6>)
  llvm.return
}

// LL-LABEL: define void @sp_block_scale_mxf8f6f4(
// LL-NEXT: entry:
// LL-NEXT: call void @llvm.nvvm.tcgen05.mma.sp.shared.mxf8f6f4.block_scale(ptr addrspace(6) %d, i64 %a, i64 %b, i32 %idesc, i1 %en, ptr addrspace(6) %sp, ptr addrspace(6) %sa, ptr addrspace(6) %sb, i32 2, i32 0)
// LL-NEXT: call void @llvm.nvvm.tcgen05.mma.sp.tensor.mxf8f6f4.block_scale(ptr addrspace(6) %d, ptr addrspace(6) %at, i64 %b, i32 %idesc, i1 %en, ptr addrspace(6) %sp, ptr addrspace(6) %sa, ptr addrspace(6) %sb, i32 2, i32 1)
// LL-NEXT: call void @llvm.nvvm.tcgen05.mma.sp.shared.mxf8f6f4.block_scale.block32(ptr addrspace(6) %d, i64 %a, i64 %b, i32 %idesc, i1 %en, ptr addrspace(6) %sp, ptr addrspace(6) %sa, ptr addrspace(6) %sb, i32 2, i32 2)
// LL-NEXT: call void @llvm.nvvm.tcgen05.mma.sp.tensor.mxf8f6f4.block_scale.block32(ptr addrspace(6) %d, ptr addrspace(6) %at, i64 %b, i32 %idesc, i1 %en, ptr addrspace(6) %sp, ptr addrspace(6) %sa, ptr addrspace(6) %sb, i32 2, i32 3)
llvm.func @sp_block_scale_mxf8f6f4(%d: !llvm.ptr<6>, %a: i64, %at: !llvm.ptr<6>, %b: i64, %idesc: i32, %en: i1, %sp: !llvm.ptr<6>, %sa: !llvm.ptr<6>, %sb: !llvm.ptr<6>) {
  nvvm.tcgen05.mma.sp.block_scale %d, %a, %b, %idesc, %en, %sp, %sa, %sb {kind = #nvvm.block_scale_kind<mxf8f6f4>, ctaGroup = #nvvm.cta_group<cta_2>} : (!llvm.ptr<6>, i64, i64, i32, i1, !llvm.ptr<6>, !llvm.ptr<6>, !llvm.ptr<6>)
  nvvm.tcgen05.mma.sp.block_scale %d, %at, %b, %idesc, %en, %sp, %sa, %sb {kind = #nvvm.block_scale_kind<mxf8f6f4>, ctaGroup = #nvvm.cta_group<cta_2>, blockScale = #nvvm.tcgen05_mma_block_scale<default>, collectorOp = #nvvm.tcgen05_mma_collectorop<lastuse>} : (!llvm.ptr<6>, !llvm.ptr<6>, i64, i32, i1, !llvm.ptr<6>, !llvm.ptr<6>, !llvm.ptr<6>)
  nvvm.tcgen05.mma.sp.block_scale %d, %a, %b, %idesc, %en, %sp, %sa, %sb {kind = #nvvm.block_scale_kind<mxf8f6f4>, ctaGroup = #nvvm.cta_group<cta_2>, blockScale = #nvvm.tcgen05_mma_block_scale<block32>, collectorOp = #nvvm.tcgen05_mma_collectorop<fill>} : (!llvm.ptr<6>, i64, i64, i32, i1, !llvm.ptr<6>, !llvm.ptr<6>, !llvm.ptr<6>)
  nvvm.tcgen05.mma.sp.block_scale %d, %at, %b, %idesc, %en, %sp, %sa, %sb {kind = #nvvm.block_scale_kind<mxf8f6f4>, ctaGroup = #nvvm.cta_group<cta_2>, blockScale = #nvvm.tcgen05_mma_block_scale<block32>, collectorOp = #nvvm.tcgen05_mma_collectorop<use>} : (!llvm.ptr<6>, !llvm.ptr<6>, i64, i32, i1, !llvm.ptr<6>, !llvm.ptr<6>, !llvm.ptr<6>)
  llvm.return
}
