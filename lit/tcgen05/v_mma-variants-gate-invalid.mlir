// Where the tcgen05.mma variants do not exist: every one needs a tcgen05 target
// (sm_100a/f, sm_101a/f, sm_103a/f, sm_110a/f); kind i8 only sm_100a, sm_101a,
// sm_110a; scale-input-d only sm_100a/f and sm_103a/f; the sparse block-scaled
// mxf4 / mxf4nvf4 only the `a` targets. Gate-target diagnostics at the op
// (measured with llc-22 and ptxas: tests/gating_matrix.rs).
// RUN: %not %nvvm-lower %s --target sm_90a 2>&1 | %FileCheck %s --check-prefix=SM90A
// RUN: %not %nvvm-lower %s --target sm_120a 2>&1 | %FileCheck %s --check-prefix=SM90A
// RUN: %not %nvvm-lower %s --target sm_100f 2>&1 | %FileCheck %s --check-prefix=SM100F
// RUN: %not %nvvm-lower %s --target sm_101a 2>&1 | %FileCheck %s --check-prefix=SM101A

// SM90A-COUNT-4: error[gate-target]:
// SM90A-NOT: error
// SM100F: error[gate-target]: 'nvvm.tcgen05.mma.sp' (tcgen05.mma.sp.cta_group::{1|2}.kind::i8) is not available on sm_100f
// SM100F: = it needs one of [sm_100a, sm_101a, sm_110a] (set 'tcgen05_i8') with PTX ISA 8.6 or newer
// SM100F: error[gate-target]: 'nvvm.tcgen05.mma.sp.block_scale' (tcgen05.mma.sp.cta_group::{1|2}.kind::mxf4.block_scale) is not available on sm_100f
// SM100F: = it needs one of [sm_100a, sm_101a, sm_103a, sm_110a] (set 'tcgen05_a') with PTX ISA 8.6 or newer
// SM100F-NOT: error
// SM101A: error[gate-target]: 'nvvm.tcgen05.mma.sp' ({{.*}}(scale-input-d)) is not available on sm_101a
// SM101A: = it needs one of [sm_100a, sm_100f, sm_103a, sm_103f] (set 'tcgen05_scale_d')
// SM101A-NOT: error
llvm.func @gated(%d: !llvm.ptr<6>, %a: i64, %b: i64, %idesc: i32, %en: i1, %sp: !llvm.ptr<6>, %sa: !llvm.ptr<6>, %sb: !llvm.ptr<6>) {
  %s = llvm.mlir.constant(1 : i64) : i64
  nvvm.tcgen05.mma.sp %d, %a, %b, %idesc, %en, %sp {kind = #nvvm.tcgen05_mma_kind<i8>, ctaGroup = #nvvm.cta_group<cta_1>} : (!llvm.ptr<6>, i64, i64, i32, i1, !llvm.ptr<6>)
  nvvm.tcgen05.mma.sp.block_scale %d, %a, %b, %idesc, %en, %sp, %sa, %sb {kind = #nvvm.block_scale_kind<mxf4>, ctaGroup = #nvvm.cta_group<cta_1>} : (!llvm.ptr<6>, i64, i64, i32, i1, !llvm.ptr<6>, !llvm.ptr<6>, !llvm.ptr<6>)
  nvvm.tcgen05.mma.sp %d, %a, %b, %idesc, %en, %sp scale = %s {kind = #nvvm.tcgen05_mma_kind<f16>, ctaGroup = #nvvm.cta_group<cta_1>} : (!llvm.ptr<6>, i64, i64, i32, i1, !llvm.ptr<6>, i64)
  nvvm.tcgen05.mma.ws %d, %a, %b, %idesc, %en {kind = #nvvm.tcgen05_mma_kind<tf32>} : (!llvm.ptr<6>, i64, i64, i32, i1)
  llvm.return
}
