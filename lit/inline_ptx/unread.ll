; Instructions that no rule of intrinsics/inline_ptx.toml or
; inline_ptx_isa.toml names are never refused: the module gets one warning
; with their count, at the first; the ones it reads (add, mov, elect.sync)
; are still gated.
; RUN: %nvvm-lower check %s --target sm_90 2>&1 | %FileCheck %s
; CHECK: warning[inline-ptx]: nvvm-lower cannot read 2 instruction(s) in the module's inline asm (the first: 'mbarrier.frobnicate.b64'): their form, target and PTX version are not checked
; CHECK-NEXT: ┌─ {{.*}}unread.ll:17:3
; CHECK-NOT: warning
; CHECK: unread.ll: passes for sm_90 at PTX ISA 8.0

target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr addrspace(3) %bar) {
entry:
  %x = call i32 asm "add.s32 $0, $1, 1;", "=r,r"(i32 1)
  %y = call i32 asm "mov.u32 $0, %tid.x;", "=r"()
  call void asm sideeffect "mbarrier.frobnicate.b64 [$0];", "r"(ptr addrspace(3) %bar)
  call void asm sideeffect "elect.sync _|$0, -1; barrier.cluster.teleport;", "r"(ptr addrspace(3) %bar)
  ret void
}
