; Race patterns 2 and 3 on Triton's own inline PTX: Triton 3.7.1 writes the
; TMA matmul's pipeline (mbarrier.arrive.expect_tx, the
; cp.async.bulk.tensor ... mbarrier::complete_tx loads, the
; mbarrier.try_wait.parity loop) and its wgmma.mma_async as inline asm, and
; only the wgmma fence as an intrinsic. Each mutant deletes one line of the
; committed fixture (triton/tma_matmul.sm_90a.ll, which passes) and must be
; refused at the line of the kernel that is now racy.
;
; Mutant (race pattern 3): no llvm.nvvm.wgmma.fence.sync.aligned before the
; inline wgmma.mma_async that reads the stages the TMA wrote.
; RUN: sed '/call void @llvm.nvvm.wgmma.fence.sync.aligned()/d' %S/triton/tma_matmul.sm_90a.ll > %t.nofence.ll
; RUN: %not %nvvm-lower check %t.nofence.ll --target sm_90a 2> %t.nofence.err
; RUN: %FileCheck %s --check-prefix=NO-FENCE --input-file %t.nofence.err
; NO-FENCE: error[race]: this wgmma.mma_async reads shared memory through its descriptors, but a path reaches it with no nvvm.wgmma.fence.aligned
; NO-FENCE-NEXT: --> kernels.py:107:29
; NO-FENCE: asm sideeffect "wgmma.mma_async.sync.aligned.m64n64k16
; NO-FENCE: in inline PTX, wgmma.fence.sync.aligned
;
; Mutant (race pattern 2): no inline mbarrier.arrive.expect_tx, so the
; consumer's wait on the stage's barrier can never complete.
; RUN: sed '/mbarrier.arrive.expect_tx/d' %S/triton/tma_matmul.sm_90a.ll > %t.noexp.ll
; RUN: %not %nvvm-lower check %t.noexp.ll --target sm_90a 2> %t.noexp.err
; RUN: %FileCheck %s --check-prefix=NO-EXPECT-TX --input-file %t.noexp.err
; NO-EXPECT-TX: error[race]: this wait is on an mbarrier that completes by transaction bytes, but no expect_tx producer on it in this function
; NO-EXPECT-TX-NEXT: --> kernels.py:104:46
; NO-EXPECT-TX: transaction bytes complete on the barrier here
; NO-EXPECT-TX: mbarrier.try_wait.parity
; NO-EXPECT-TX: in inline PTX, mbarrier.arrive.expect_tx or mbarrier.expect_tx
