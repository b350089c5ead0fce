; Race pattern 3 and a kernel's own stack: CuTe DSL (nvidia-cutlass-dsl
; 4.8.1, its Hopper dense and persistent GEMMs) keeps the wgmma accumulators
; in an `alloca` in address space 0 (its IR has no data layout that would put
; allocas in space 5) and stores each MMA's results there before the next
; MMA of the k-block, with no wgmma.fence in between (same-shape MMAs on the
; same accumulators need none). A store to the thread's stack writes no
; shared memory: it passes and assembles.
; RUN: %check-and-assemble %s sm_90a | %FileCheck %s --check-prefix=PASS
; PASS: passes for sm_90a at PTX ISA 8.0
; PASS: assembled: sm_90a PTX 8.0
;
; Near miss: the same store through a generic pointer into the shared tile
; between the two MMAs: the second MMA reads shared memory that changed with
; no fence, refused at it.
; RUN: sed 's/^  %dst = getelementptr \[4 x float\], ptr %acc, i64 0, i64 1$/  %dst = getelementptr inbounds i8, ptr addrspacecast (ptr addrspace(3) @tile to ptr), i64 4/' %s > %t.shared.ll
; RUN: %not %nvvm-lower check %t.shared.ll --target sm_90a 2> %t.shared.err
; RUN: %FileCheck %s --check-prefix=SHARED --input-file %t.shared.err
; SHARED: error[race]: this wgmma.mma_async reads shared memory through its descriptors, but a path reaches it with no nvvm.wgmma.fence.aligned since the last shared-memory write or acquire
; SHARED: store float %r1, ptr %dst
; SHARED: shared memory changes here
; SHARED: wgmma.mma_async
;
; Near miss: a generic pointer of unknown origin (loaded from memory) may
; point into shared memory: still refused.
; RUN: sed 's/^  %dst = getelementptr \[4 x float\], ptr %acc, i64 0, i64 1$/  %dst = load ptr, ptr addrspace(1) %where, align 8/' %s > %t.loaded.ll
; RUN: %not %nvvm-lower check %t.loaded.ll --target sm_90a 2> %t.loaded.err
; RUN: %FileCheck %s --check-prefix=SHARED --input-file %t.loaded.err

target triple = "nvptx64-nvidia-cuda"

@tile = internal addrspace(3) global [4096 x i8] undef, align 128

define ptx_kernel void @gemm(ptr addrspace(1) %out, ptr addrspace(1) %where, i64 %da, i64 %db) {
entry:
  %acc = alloca [4 x float], align 4
  store float 0.0, ptr %acc, align 4
  %a1 = getelementptr [4 x float], ptr %acc, i64 0, i64 1
  store float 0.0, ptr %a1, align 4
  call void @llvm.nvvm.wgmma.fence.sync.aligned()
  %c0 = load float, ptr %acc, align 4
  %c1 = load float, ptr %a1, align 4
  %r = call { float, float, float, float } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, 1, 0;\0Awgmma.mma_async.sync.aligned.m64n8k16.f32.f16.f16 {$0, $1, $2, $3}, $4, $5, p, 1, 1, 0, 0;\0A}", "=f,=f,=f,=f,l,l,0,1,2,3"(i64 %da, i64 %db, float %c0, float %c1, float 0.0, float 0.0)
  %r0 = extractvalue { float, float, float, float } %r, 0
  %r1 = extractvalue { float, float, float, float } %r, 1
  store float %r0, ptr %acc, align 4
  %dst = getelementptr [4 x float], ptr %acc, i64 0, i64 1
  store float %r1, ptr %dst, align 4
  %d0 = load float, ptr %acc, align 4
  %d1 = load float, ptr %a1, align 4
  %s = call { float, float, float, float } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, 1, 0;\0Awgmma.mma_async.sync.aligned.m64n8k16.f32.f16.f16 {$0, $1, $2, $3}, $4, $5, p, 1, 1, 0, 0;\0A}", "=f,=f,=f,=f,l,l,0,1,2,3"(i64 %da, i64 %db, float %d0, float %d1, float 0.0, float 0.0)
  call void @llvm.nvvm.wgmma.commit_group.sync.aligned()
  call void @llvm.nvvm.wgmma.wait_group.sync.aligned(i64 0)
  %s0 = extractvalue { float, float, float, float } %s, 0
  store float %s0, ptr addrspace(1) %out, align 4
  ret void
}

declare void @llvm.nvvm.wgmma.fence.sync.aligned()
declare void @llvm.nvvm.wgmma.commit_group.sync.aligned()
declare void @llvm.nvvm.wgmma.wait_group.sync.aligned(i64 immarg)
