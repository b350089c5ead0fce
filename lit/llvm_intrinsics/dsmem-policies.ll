; A front end's DSMEM store to the peer CTA (mapa on a generic pointer),
; then a relaxed cluster arrive and wait, then a read of the CTA's own
; shared memory (race pattern 4), compiled from LLVM IR under each policy:
; refused by default; --fence-dsmem-writes puts
; `fence syncscope("cluster") release` before the relaxed arrive (and says
; so); --allow-unordered-dsmem only warns.
;
; RUN: %not %nvvm-lower %s --target sm_90a -o %t.refused.ptx 2>&1 | %FileCheck %s --check-prefix=REFUSE
; RUN: test ! -e %t.refused.ptx
; RUN: %nvvm-lower %s --target sm_90a --fence-dsmem-writes -o %t.fenced.ptx 2>&1 | %FileCheck %s --check-prefix=FENCE
; RUN: %FileCheck %s --check-prefix=FENCED-PTX < %t.fenced.ptx
; RUN: %ptxas-verify %t.fenced.ptx
; RUN: %nvvm-lower %s --target sm_90a --fence-dsmem-writes --emit llvm-ir -o - 2>/dev/null | %FileCheck %s --check-prefix=FENCED-LL
; RUN: %nvvm-lower %s --target sm_90a --allow-unordered-dsmem -o %t.allowed.ptx 2>&1 | %FileCheck %s --check-prefix=ALLOW
; RUN: %FileCheck %s --check-prefix=ALLOWED-PTX < %t.allowed.ptx

; REFUSE: error[race]: a write to another CTA's shared memory reaches this relaxed cluster arrive
; FENCE: warning[safety]: inserted a cluster-scope release fence before this relaxed cluster arrive
; FENCE-NEXT: ┌─ {{.*}}dsmem-policies.ll:35:3
; FENCED-PTX: fence.{{(release|acq_rel)}}.cluster;
; FENCED-PTX-NEXT: barrier.cluster.arrive.relaxed
; FENCED-LL: fence syncscope("cluster") release
; FENCED-LL-NEXT: call void @llvm.nvvm.barrier.cluster.arrive.relaxed()
; ALLOW: warning[race]: a write to another CTA's shared memory reaches this relaxed cluster arrive
; ALLOWED-PTX-NOT: fence.
; ALLOWED-PTX: barrier.cluster.arrive.relaxed

@buf = internal addrspace(3) global [32 x i32] undef, align 4

define ptx_kernel void @exchange(ptr %out) {
  %r = call i32 @llvm.nvvm.read.ptx.sreg.cluster.ctarank()
  %x = xor i32 %r, 1
  %peer = call ptr @llvm.nvvm.mapa(ptr addrspacecast (ptr addrspace(3) @buf to ptr), i32 %x)
  store i32 %r, ptr %peer, align 4
  call void @llvm.nvvm.barrier.cluster.arrive.relaxed()
  call void @llvm.nvvm.barrier.cluster.wait()
  %v = load i32, ptr addrspacecast (ptr addrspace(3) @buf to ptr), align 4
  store i32 %v, ptr %out, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.cluster.ctarank()
declare ptr @llvm.nvvm.mapa(ptr, i32)
declare void @llvm.nvvm.barrier.cluster.arrive.relaxed()
declare void @llvm.nvvm.barrier.cluster.wait()
