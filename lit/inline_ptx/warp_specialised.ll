; A Triton/CUTLASS-style warp-specialised kernel whose synchronisation is all
; inline PTX: `check` reads each sync instruction and names the PTX version
; ptxas needs for it (8.6: a cp.async.bulk.tensor into .shared::cta, which
; PTX 8.0 cannot express), and ptxas agrees on the PTX llc-22 writes for it.
; One elected thread of the producer warp group announces the tile's bytes
; (the barrier expects one arrival per phase).
; RUN: %nvvm-lower check %s --target sm_90a 2>&1 | %FileCheck %s --check-prefix=SM90A
; RUN: %nvvm-lower check %s --target sm_100a 2>&1 | %FileCheck %s --check-prefix=SM100A
; RUN: %llc -mtriple=nvptx64 -mcpu=sm_90a -mattr=+ptx86 %s -o - | %ptxas-verify
; RUN: %llc -mtriple=nvptx64 -mcpu=sm_90a -mattr=+ptx80 %s -o - | %not %ptxas-verify 2>&1 | %FileCheck %s --check-prefix=PTXAS80
; PTXAS80: requires PTX ISA .version 8.6 or later
; SM90A-NOT: warning
; SM90A: warp_specialised.ll: passes for sm_90a at PTX ISA 8.6
; SM100A: warp_specialised.ll: passes for sm_100a at PTX ISA 8.6

target triple = "nvptx64-nvidia-cuda"

@bar = internal addrspace(3) global [2 x i64] zeroinitializer, align 8
@tile = internal addrspace(3) global [4096 x i8] zeroinitializer, align 128

define ptx_kernel void @k(ptr addrspace(1) %desc, ptr addrspace(1) %out) "nvvm.maxntid"="384" {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %w = lshr i32 %tid, 7
  %producer = icmp eq i32 %w, 0
  call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], $1;", "r,r"(ptr addrspace(3) @bar, i32 1)
  call void asm sideeffect "fence.mbarrier_init.release.cluster;", ""()
  call void asm sideeffect "bar.sync $0, $1;", "r,r"(i32 0, i32 384)
  br i1 %producer, label %produce, label %consume

produce:
  call void asm sideeffect "setmaxnreg.dec.sync.aligned.u32 40;", ""()
  %elected = call i32 asm sideeffect "{\0A\09.reg .pred P;\0A\09elect.sync _|P, 0xffffffff;\0A\09selp.u32 $0, 1, 0, P;\0A\09}", "=r"()
  %e = icmp ne i32 %elected, 0
  %w0 = icmp ult i32 %tid, 32
  %issue = and i1 %e, %w0
  br i1 %issue, label %copy, label %done

copy:
  call void asm sideeffect "mbarrier.arrive.expect_tx.shared::cta.b64 _, [$0], $1; // the bytes of one tile", "r,r"(ptr addrspace(3) @bar, i32 4096)
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cta.global.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r"(ptr addrspace(3) @tile, ptr addrspace(1) %desc, i32 0, i32 0, ptr addrspace(3) @bar)
  br label %done

consume:
  call void asm sideeffect "setmaxnreg.inc.sync.aligned.u32 232;", ""()
  call void asm sideeffect "{\0A\09.reg .pred P1;\0A\09LAB_WAIT:\0A\09mbarrier.try_wait.parity.shared::cta.b64 P1, [$0], $1;\0A\09@P1 bra DONE;\0A\09bra LAB_WAIT;\0A\09DONE:\0A\09}", "r,r"(ptr addrspace(3) @bar, i32 0)
  call void asm sideeffect "fence.proxy.async.shared::cta;", ""()
  %v = call i32 asm sideeffect "ld.acquire.gpu.global.b32 $0, [$1];", "=r,l"(ptr addrspace(1) %out)
  call void asm sideeffect "red.release.gpu.global.add.s32 [$0], $1;", "l,r"(ptr addrspace(1) %out, i32 %v)
  br label %done

done:
  call void asm sideeffect "barrier.sync.aligned 0; /* all warps */", ""()
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
