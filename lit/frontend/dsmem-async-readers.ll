; Race pattern 4 with the readers CUTLASS and Gluon use: each CTA stores
; into its peer's shared memory through a mapa'd pointer, arrives on the
; cluster barrier and waits, then reads its own buffer, not with a plain load
; but through the async proxy (a TMA/bulk store out of shared memory,
; tcgen05.cp, wgmma) or with ldmatrix, as intrinsics and as inline PTX. With
; the releasing arrive every read sees the peer's stores: passes, assembles.
; RUN: %check-and-assemble %s sm_100a | %FileCheck %s --check-prefix=PASS
; PASS: passes for sm_100a at PTX ISA 8.6
; PASS: assembled: sm_100a PTX 8.6
;
; Mutants: the relaxed arrive (it orders no memory), with one reader left
; each: every one is refused at the arrive, labelled at the reader.
; RUN: sed -e 's/call void @llvm.nvvm.barrier.cluster.arrive.aligned()/call void @llvm.nvvm.barrier.cluster.arrive.relaxed.aligned()/' -e '/; reader-/{/; reader-bulk-intrinsic/!d;}' %s > %t.1.ll
; RUN: %not %nvvm-lower check %t.1.ll --target sm_100a 2> %t.1.err
; RUN: %FileCheck %s --check-prefixes=RELAXED,BULK-INTRINSIC --input-file %t.1.err
; RUN: sed -e 's/call void @llvm.nvvm.barrier.cluster.arrive.aligned()/call void @llvm.nvvm.barrier.cluster.arrive.relaxed.aligned()/' -e '/; reader-/{/; reader-tma-asm/!d;}' %s > %t.2.ll
; RUN: %not %nvvm-lower check %t.2.ll --target sm_100a 2> %t.2.err
; RUN: %FileCheck %s --check-prefixes=RELAXED,TMA-ASM --input-file %t.2.err
; RUN: sed -e 's/call void @llvm.nvvm.barrier.cluster.arrive.aligned()/call void @llvm.nvvm.barrier.cluster.arrive.relaxed.aligned()/' -e '/; reader-/{/; reader-ldmatrix-intrinsic/!d;}' %s > %t.3.ll
; RUN: %not %nvvm-lower check %t.3.ll --target sm_100a 2> %t.3.err
; RUN: %FileCheck %s --check-prefixes=RELAXED,LDMATRIX-INTRINSIC --input-file %t.3.err
; RUN: sed -e 's/call void @llvm.nvvm.barrier.cluster.arrive.aligned()/call void @llvm.nvvm.barrier.cluster.arrive.relaxed.aligned()/' -e '/; reader-/{/; reader-ldmatrix-asm/!d;}' %s > %t.4.ll
; RUN: %not %nvvm-lower check %t.4.ll --target sm_100a 2> %t.4.err
; RUN: %FileCheck %s --check-prefixes=RELAXED,LDMATRIX-ASM --input-file %t.4.err
; RUN: sed -e 's/call void @llvm.nvvm.barrier.cluster.arrive.aligned()/call void @llvm.nvvm.barrier.cluster.arrive.relaxed.aligned()/' -e '/; reader-/{/; reader-tcgen05-cp-intrinsic/!d;}' %s > %t.5.ll
; RUN: %not %nvvm-lower check %t.5.ll --target sm_100a 2> %t.5.err
; RUN: %FileCheck %s --check-prefixes=RELAXED,CP-INTRINSIC --input-file %t.5.err
; RUN: sed -e 's/call void @llvm.nvvm.barrier.cluster.arrive.aligned()/call void @llvm.nvvm.barrier.cluster.arrive.relaxed.aligned()/' -e '/; reader-/{/; reader-tcgen05-cp-asm/!d;}' %s > %t.6.ll
; RUN: %not %nvvm-lower check %t.6.ll --target sm_100a 2> %t.6.err
; RUN: %FileCheck %s --check-prefixes=RELAXED,CP-ASM --input-file %t.6.err
; The inline wgmma reader, on sm_90a (wgmma's only target).
; RUN: sed -e 's/call void @llvm.nvvm.barrier.cluster.arrive.aligned()/call void @llvm.nvvm.barrier.cluster.arrive.relaxed.aligned()/' -e '/; reader-/d' -e 's/^; wgmma-reader: //' %s > %t.7.ll
; RUN: %not %nvvm-lower check %t.7.ll --target sm_90a 2> %t.7.err
; RUN: %FileCheck %s --check-prefixes=RELAXED,WGMMA --input-file %t.7.err
;
; Near miss: the same readers with no DSMEM store before the relaxed arrive
; (a start-up arrive): nothing to order, passes.
; RUN: sed -e 's/call void @llvm.nvvm.barrier.cluster.arrive.aligned()/call void @llvm.nvvm.barrier.cluster.arrive.relaxed.aligned()/' -e '/; peer-store/d' %s > %t.nostore.ll
; RUN: %nvvm-lower check %t.nostore.ll --target sm_100a | %FileCheck %s --check-prefix=NO-STORE
; NO-STORE: passes for sm_100a
;
; RELAXED: error[race]: a write to another CTA's shared memory reaches this relaxed cluster arrive with no cluster-scope release in between
; RELAXED: store i32 %v, ptr %remote
; RELAXED: written to a peer CTA's shared memory here
; BULK-INTRINSIC: @llvm.nvvm.cp.async.bulk.shared.cta.to.global
; TMA-ASM: cp.async.bulk.global.shared::cta.bulk_group
; LDMATRIX-INTRINSIC: @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x1.b16.p3
; LDMATRIX-ASM: ldmatrix.sync.aligned.m8n8.x1.shared.b16
; CP-INTRINSIC: @llvm.nvvm.tcgen05.cp.128x256b.cg1
; CP-ASM: tcgen05.cp.cta_group::1.128x256b
; WGMMA: wgmma.mma_async.sync.aligned
; RELAXED: read after the cluster wait here

target triple = "nvptx64-nvidia-cuda"

@buf = internal addrspace(3) global [256 x i32] undef, align 128

define ptx_kernel void @exchange(ptr addrspace(1) %out, i32 %v, i32 %taddr, i64 %desc) #0 {
entry:
  %rank = call i32 @llvm.nvvm.read.ptx.sreg.cluster.ctarank()
  %peer = xor i32 %rank, 1
  %remote = call ptr @llvm.nvvm.mapa(ptr addrspacecast (ptr addrspace(3) @buf to ptr), i32 %peer)
  store i32 %v, ptr %remote, align 4 ; peer-store
  call void @llvm.nvvm.barrier.cluster.arrive.aligned()
  call void @llvm.nvvm.barrier.cluster.wait.aligned()
  call void @llvm.nvvm.cp.async.bulk.shared.cta.to.global(ptr addrspace(1) %out, ptr addrspace(3) @buf, i32 1024, i64 0, i1 false) ; reader-bulk-intrinsic
  call void asm sideeffect "cp.async.bulk.global.shared::cta.bulk_group [$0], [$1], 1024;", "l,r,~{memory}"(ptr addrspace(1) %out, ptr addrspace(3) @buf) ; reader-tma-asm
  %m = call i32 @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x1.b16.p3(ptr addrspace(3) @buf) ; reader-ldmatrix-intrinsic
  %n = call i32 asm sideeffect "ldmatrix.sync.aligned.m8n8.x1.shared.b16 {$0}, [$1];", "=r,r"(ptr addrspace(3) @buf) ; reader-ldmatrix-asm
  %t = inttoptr i32 %taddr to ptr addrspace(6) ; reader-tcgen05-cp-intrinsic
  call void @llvm.nvvm.tcgen05.cp.128x256b.cg1(ptr addrspace(6) %t, i64 %desc) ; reader-tcgen05-cp-intrinsic
  call void asm sideeffect "tcgen05.cp.cta_group::1.128x256b [$0], $1;", "r,l"(i32 %taddr, i64 %desc) ; reader-tcgen05-cp-asm
; wgmma-reader:   %w = call { float, float, float, float } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, 1, 0;\0Awgmma.mma_async.sync.aligned.m64n8k16.f32.f16.f16 {$0, $1, $2, $3}, $4, $5, p, 1, 1, 0, 0;\0A}", "=f,=f,=f,=f,l,l"(i64 %desc, i64 %desc)
  call void @llvm.nvvm.cp.async.bulk.commit.group()
  call void @llvm.nvvm.cp.async.bulk.wait.group(i32 0)
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.cluster.ctarank()
declare ptr @llvm.nvvm.mapa(ptr, i32)
declare void @llvm.nvvm.barrier.cluster.arrive.aligned()
declare void @llvm.nvvm.barrier.cluster.arrive.relaxed.aligned()
declare void @llvm.nvvm.barrier.cluster.wait.aligned()
declare void @llvm.nvvm.cp.async.bulk.shared.cta.to.global(ptr addrspace(1), ptr addrspace(3), i32, i64, i1)
declare i32 @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x1.b16.p3(ptr addrspace(3))
declare void @llvm.nvvm.tcgen05.cp.128x256b.cg1(ptr addrspace(6), i64)
declare void @llvm.nvvm.cp.async.bulk.commit.group()
declare void @llvm.nvvm.cp.async.bulk.wait.group(i32 immarg)

attributes #0 = { "nvvm.cluster_dim"="2,1,1" "nvvm.reqntid"="128" }
