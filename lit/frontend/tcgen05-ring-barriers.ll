; Race pattern 2 and barrier identity, in the shape of a Gluon (Triton 3.9)
; pipelined tcgen05 matmul (the real module: gluon/tcgen05_ring_matmul.sm_100a.ll).
; Gluon places its barriers in @global_smem: a ring of three TMA barriers at
; +98304 + 8*(i urem 3) (the consumer indexes it as i - (i udiv 3)*3) and the
; MMA barrier at +98336, on which only tcgen05.commit arrives. The first
; iteration is peeled: its wait on the MMA barrier comes before the loop's
; indexed expect_tx. The ring's offsets are 98304, 98312, 98320: they never
; meet 98336, so no copy completes on the MMA barrier. It passes and assembles.
; The reduced shape keeps what pattern 2 reads, not a whole protocol (the
; protocol model finds a wait on the ring that no copy completes once the
; producer's loop has ended), so the model is left out here; the real Gluon
; module runs with it.
; RUN: %check-and-assemble %s sm_100a --no-protocol | %FileCheck %s --check-prefix=PASS
; PASS: passes for sm_100a at PTX ISA 8.6
; PASS: assembled: sm_100a PTX 8.6
;
; The ring indexed by a value loaded from memory: any of its copies may
; complete on the MMA barrier as far as the check can tell, but
; tcgen05.commit arrives on that very barrier and no copy surely completes
; there: it is not a barrier of transaction bytes. Passes.
; RUN: sed 's/^  %ix = urem i32 %i, 3$/  %ix = load i32, ptr addrspace(1) %ring, align 4/' %s > %t.loaded.ll
; RUN: %nvvm-lower check %t.loaded.ll --target sm_100a --no-protocol | %FileCheck %s --check-prefix=LOADED
; LOADED: passes for sm_100a at PTX ISA 8.6
;
; Near miss: the first copy completes on the MMA barrier itself (+98336),
; where no expect_tx announces bytes: refused, though tcgen05.commit arrives
; there too.
; RUN: sed '/^  call void asm sideeffect "cp.async.bulk.tensor.2d/s/i32 98304)) ; first copy/i32 98336)) ; first copy/' %s > %t.onmma.ll
; RUN: %not %nvvm-lower check %t.onmma.ll --target sm_100a --no-protocol 2> %t.onmma.err
; RUN: %FileCheck %s --check-prefix=ON-MMA --input-file %t.onmma.err
; ON-MMA: error[race]: this wait is on an mbarrier that completes by transaction bytes, but no expect_tx producer on it in this function
;
; Near miss: a ring of five (offsets 98304 ... 98336) with no tcgen05.commit:
; its last slot is the MMA barrier, whose wait comes before the loop's
; expect_tx: refused.
; RUN: sed 's/^  %ix = urem i32 %i, 3$/  %ix = urem i32 %i, 5/; /tcgen05.commit/d' %s > %t.five.ll
; RUN: %not %nvvm-lower check %t.five.ll --target sm_100a 2> %t.five.err
; RUN: %FileCheck %s --check-prefix=FIVE --input-file %t.five.err
; FIVE: error[race]: this wait is on an mbarrier that completes by transaction bytes, but its expect_tx producer only runs after this wait

target datalayout = "e-p3:32:32-p4:32:32-p5:32:32-p6:32:32-p7:32:32-p101:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"

@global_smem = external addrspace(3) global [0 x i8], align 16

define ptx_kernel void @ring(ptr byval([128 x i8]) align 64 "nvvm.grid_constant" %desc, ptr addrspace(1) %ring, i32 %n, i64 %da, i64 %db, i32 %tmem) #0 {
entry:
  %tid = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %lead = icmp eq i32 %tid, 0
  call void asm sideeffect "@$0 mbarrier.init.shared::cta.b64 [$1], 1;", "b,r"(i1 %lead, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 98304))
  call void asm sideeffect "@$0 mbarrier.init.shared::cta.b64 [$1], 1;", "b,r"(i1 %lead, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 98312))
  call void asm sideeffect "@$0 mbarrier.init.shared::cta.b64 [$1], 1;", "b,r"(i1 %lead, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 98320))
  call void asm sideeffect "@$0 mbarrier.init.shared::cta.b64 [$1], 1;", "b,r"(i1 %lead, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 98336))
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  ; Iteration 0, peeled: slot 0.
  call void asm sideeffect "@$0 mbarrier.arrive.expect_tx.shared::cta.b64 _, [$1], 16384;", "b,r"(i1 %lead, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 98304))
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cta.global.mbarrier::complete_tx::bytes [$1], [$2, {$3, $4}], [$5];", "b,r,l,r,r,r"(i1 %lead, ptr addrspace(3) @global_smem, ptr nonnull %desc, i32 0, i32 0, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 98304)) ; first copy
  call void asm sideeffect "{\0A.reg .pred complete;\0AwaitLoop:\0Ambarrier.try_wait.parity.shared::cta.b64 complete, [$0], $1;\0A@!complete bra.uni waitLoop;\0A}", "r,r"(ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 98304), i32 0)
  call void asm sideeffect "@$5 tcgen05.mma.cta_group::1.kind::f16 [ $0 + 0 ], $1, $2, $3, $4;", "r,l,l,r,b,b"(i32 %tmem, i64 %da, i64 %db, i32 136314896, i1 false, i1 %lead)
  call void asm sideeffect "@$0 tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.b64 [$1];", "b,r"(i1 %lead, i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 98336) to i32))
  call void asm sideeffect "{\0A.reg .pred complete;\0AwaitLoop:\0Ambarrier.try_wait.parity.shared::cta.b64 complete, [$0], $1;\0A@!complete bra.uni waitLoop;\0A}", "r,r"(ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 98336), i32 0)
  %more0 = icmp sgt i32 %n, 1
  br i1 %more0, label %loop, label %done

loop:
  %i = phi i32 [ 1, %entry ], [ %next, %loop ]
  %ix = urem i32 %i, 3
  %full = getelementptr [8 x i8], ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 98304), i32 %ix
  call void asm sideeffect "@$0 mbarrier.arrive.expect_tx.shared::cta.b64 _, [$1], 16384;", "b,r"(i1 %lead, ptr addrspace(3) %full)
  %k = shl i32 %i, 6
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cta.global.mbarrier::complete_tx::bytes [$1], [$2, {$3, $4}], [$5];", "b,r,l,r,r,r"(i1 %lead, ptr addrspace(3) @global_smem, ptr nonnull %desc, i32 %k, i32 0, ptr addrspace(3) %full)
  %q = udiv i32 %i, 3
  %q3 = mul i32 %q, 3
  %rem = sub i32 %i, %q3
  %ready = getelementptr [8 x i8], ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 98304), i32 %rem
  %qp = and i32 %q, 1
  call void asm sideeffect "{\0A.reg .pred complete;\0AwaitLoop:\0Ambarrier.try_wait.parity.shared::cta.b64 complete, [$0], $1;\0A@!complete bra.uni waitLoop;\0A}", "r,r"(ptr addrspace(3) %ready, i32 %qp)
  call void asm sideeffect "@$5 tcgen05.mma.cta_group::1.kind::f16 [ $0 + 0 ], $1, $2, $3, $4;", "r,l,l,r,b,b"(i32 %tmem, i64 %da, i64 %db, i32 136314896, i1 true, i1 %lead)
  call void asm sideeffect "@$0 tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.b64 [$1];", "b,r"(i1 %lead, i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 98336) to i32))
  %ph = and i32 %i, 1
  call void asm sideeffect "{\0A.reg .pred complete;\0AwaitLoop:\0Ambarrier.try_wait.parity.shared::cta.b64 complete, [$0], $1;\0A@!complete bra.uni waitLoop;\0A}", "r,r"(ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 98336), i32 %ph)
  %next = add nuw nsw i32 %i, 1
  %again = icmp slt i32 %next, %n
  br i1 %again, label %loop, label %done

done:
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32)

attributes #0 = { "nvvm.reqntid"="128" }
