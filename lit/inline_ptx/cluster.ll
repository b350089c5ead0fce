; A cluster kernel's inline PTX (mapa, barrier.cluster with its release and
; acquire, st to shared::cluster, a shared::cluster bulk copy): everything
; PTX 8.0 has on sm_90 (7.8 is its floor), so `check` names 8.0; a --ptx 7.8 pin is refused at
; the instructions that need 8.0, with their lines.
; RUN: %nvvm-lower check %s --target sm_90 2>&1 | %FileCheck %s
; RUN: %not %nvvm-lower check %s --target sm_90 --ptx 7.8 2>&1 | %FileCheck %s --check-prefix=PIN
; RUN: %llc -mtriple=nvptx64 -mcpu=sm_90 -mattr=+ptx80 %s -o - | %ptxas-verify
; CHECK: cluster.ll: passes for sm_90 at PTX ISA 8.0
; PIN: error[gate-ptx]: 'barrier.cluster.arrive.release.aligned' needs PTX ISA 8.0 or newer, but PTX ISA 7.8 is pinned
; PIN-NEXT: ┌─ {{.*}}cluster.ll:25:3
; PIN: error[gate-ptx]: 'barrier.cluster.wait.acquire.aligned' needs PTX ISA 8.0 or newer, but PTX ISA 7.8 is pinned
; PIN-NEXT: ┌─ {{.*}}cluster.ll:26:3
; PIN: error[gate-ptx]: 'cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes' needs PTX ISA 8.0 or newer, but PTX ISA 7.8 is pinned
; PIN-NEXT: ┌─ {{.*}}cluster.ll:27:3
; PIN-NOT: error

target triple = "nvptx64-nvidia-cuda"

@buf = internal addrspace(3) global [64 x i32] zeroinitializer, align 16

define ptx_kernel void @k(ptr addrspace(1) %g, i32 %peer) "nvvm.cluster_dim"="2,1,1" {
entry:
  %remote = call i32 asm "mapa.shared::cluster.u32 $0, $1, $2;", "=r,r,r"(ptr addrspace(3) @buf, i32 %peer)
  call void asm sideeffect "st.shared::cluster.b32 [$0], $1;", "r,r"(i32 %remote, i32 7)
  call void asm sideeffect "barrier.cluster.arrive.release.aligned;", ""()
  call void asm sideeffect "barrier.cluster.wait.acquire.aligned;", ""()
  call void asm sideeffect "cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes [$0], [$1], 256, [$0];", "r,l"(i32 %remote, ptr addrspace(1) %g)
  ret void
}
