// nvvm.tcgen05.mma_smem_desc: the 64-bit shared-memory matrix descriptor of a
// tcgen05.mma operand, built from its fields as MLIR 22 builds it (masked,
// shifted and or-ed; bits 46-48 hold the constant 0b001). Plain integer code:
// every target. Then a descriptor made this way feeds tcgen05.mma.
// RUN: %nvvm-lower %s --target sm_100a --emit llvm-ir | %FileCheck %s --check-prefix=LL
// RUN: %nvvm-lower %s --target sm_100a | %ptxas-verify
// RUN: %nvvm-lower %s --target sm_103f | %ptxas-verify
// RUN: %nvvm-lower %S/Inputs/smem_desc_only.mlir --target sm_70 | %ptxas-verify
// RUN: %nvvm-lower %S/Inputs/smem_desc_only.mlir --target sm_90a | %FileCheck %S/Inputs/smem_desc_only.mlir
// RUN: %not %nvvm-lower %S/Inputs/smem_desc-invalid.mlir --split-input-file --target sm_100a 2>&1 | %FileCheck %S/Inputs/smem_desc-invalid.mlir -DFILE=%S/Inputs/smem_desc-invalid.mlir

// LL-LABEL: define i64 @smem_desc(i32 %start, i32 %lead, i32 %stride, i8 %base, i1 %mode, i8 %swizzle)
// LL-NEXT: entry:
// LL-NEXT: %[[S:.*]] = and i32 %start, 16383
// LL-NEXT: %[[S64:.*]] = zext i32 %[[S]] to i64
// LL-NEXT: %[[S0:.*]] = shl i64 %[[S64]], 0
// LL-NEXT: %[[D0:.*]] = or i64 0, %[[S0]]
// LL-NEXT: %[[L:.*]] = and i32 %lead, 16383
// LL-NEXT: %[[L64:.*]] = zext i32 %[[L]] to i64
// LL-NEXT: %[[L16:.*]] = shl i64 %[[L64]], 16
// LL-NEXT: %[[D1:.*]] = or i64 %[[D0]], %[[L16]]
// LL-NEXT: %[[T:.*]] = and i32 %stride, 16383
// LL-NEXT: %[[T64:.*]] = zext i32 %[[T]] to i64
// LL-NEXT: %[[T32:.*]] = shl i64 %[[T64]], 32
// LL-NEXT: %[[D2:.*]] = or i64 %[[D1]], %[[T32]]
// LL-NEXT: %[[D3:.*]] = or i64 %[[D2]], 70368744177664
// LL-NEXT: %[[B32:.*]] = zext i8 %base to i32
// LL-NEXT: %[[B:.*]] = and i32 %[[B32]], 7
// LL-NEXT: %[[B64:.*]] = zext i32 %[[B]] to i64
// LL-NEXT: %[[B49:.*]] = shl i64 %[[B64]], 49
// LL-NEXT: %[[D4:.*]] = or i64 %[[D3]], %[[B49]]
// LL-NEXT: %[[M32:.*]] = zext i1 %mode to i32
// LL-NEXT: %[[M:.*]] = and i32 %[[M32]], 1
// LL-NEXT: %[[M64:.*]] = zext i32 %[[M]] to i64
// LL-NEXT: %[[M52:.*]] = shl i64 %[[M64]], 52
// LL-NEXT: %[[D5:.*]] = or i64 %[[D4]], %[[M52]]
// LL-NEXT: %[[W32:.*]] = zext i8 %swizzle to i32
// LL-NEXT: %[[W:.*]] = and i32 %[[W32]], 7
// LL-NEXT: %[[W64:.*]] = zext i32 %[[W]] to i64
// LL-NEXT: %[[W61:.*]] = shl i64 %[[W64]], 61
// LL-NEXT: %desc = or i64 %[[D5]], %[[W61]]
// LL-NEXT: ret i64 %desc
llvm.func @smem_desc(%start: i32, %lead: i32, %stride: i32, %base: i8, %mode: i1, %swizzle: i8) -> i64 {
  %desc = nvvm.tcgen05.mma_smem_desc (%start, %lead, %stride, %base, %mode, %swizzle) : (i32, i32, i32, i8, i1, i8) -> i64
  llvm.return %desc : i64
}

// A 128-byte-swizzled K-major operand: the address and offsets in 16-byte
// units, as the descriptor wants them, then the MMA that reads it.
// LL-LABEL: define ptx_kernel void @mma_from_desc(
// LL: call void @llvm.nvvm.tcgen05.mma.shared(ptr addrspace(6) %d, i64 %descA, i64 %descB, i32 %idesc, i1 true, i32 0, i32 1, i32 0)
llvm.func @mma_from_desc(%d: !llvm.ptr<6>, %a: !llvm.ptr<3>, %b: !llvm.ptr<3>, %idesc: i32) attributes {nvvm.kernel} {
  %c4 = llvm.mlir.constant(4 : i32) : i32
  %lead = llvm.mlir.constant(1 : i32) : i32
  %stride = llvm.mlir.constant(64 : i32) : i32
  %base = llvm.mlir.constant(0 : i8) : i8
  %mode = llvm.mlir.constant(false) : i1
  %sw128 = llvm.mlir.constant(2 : i8) : i8
  %on = llvm.mlir.constant(true) : i1
  %pa = llvm.ptrtoint %a : !llvm.ptr<3> to i32
  %pb = llvm.ptrtoint %b : !llvm.ptr<3> to i32
  %sa = llvm.lshr %pa, %c4 : i32
  %sb = llvm.lshr %pb, %c4 : i32
  %descA = nvvm.tcgen05.mma_smem_desc (%sa, %lead, %stride, %base, %mode, %sw128) : (i32, i32, i32, i8, i1, i8) -> i64
  %descB = nvvm.tcgen05.mma_smem_desc (%sb, %lead, %stride, %base, %mode, %sw128) : (i32, i32, i32, i8, i1, i8) -> i64
  nvvm.tcgen05.mma %d, %descA, %descB, %idesc, %on {kind = #nvvm.tcgen05_mma_kind<f16>, ctaGroup = #nvvm.cta_group<cta_1>} : (!llvm.ptr<6>, i64, i64, i32, i1)
  llvm.return
}
