; Inline sync instructions a target lacks are refused at their call's line,
; naming the instruction and the targets that have it: mbarrier.try_wait
; (sm_90 up) on sm_80, tcgen05.alloc and a cta_group::2 copy (the tcgen05
; targets) on sm_90a. ptxas refuses the same PTX there (expect_tx arms the wait).
; RUN: %not %nvvm-lower check %s --target sm_80 2>&1 | %FileCheck %s --check-prefix=SM80
; RUN: %not %nvvm-lower check %s --target sm_90a 2>&1 | %FileCheck %s --check-prefix=SM90A
; RUN: %nvvm-lower check %s --target sm_100a 2>&1 | %FileCheck %s --check-prefix=SM100A
; SM80: error[gate-target]: inline PTX 'mbarrier.try_wait.parity.shared::cta.b64' is not available on sm_80
; SM80-NEXT: ┌─ {{.*}}gate-target-invalid.ll:27:3
; SM80: = it needs one of [sm_90, {{.*}}] (set 'sm_90_up') with PTX ISA 7.8 or newer
; SM80: = rule 'mbarrier.try_wait.parity' of intrinsics/inline_ptx.toml, measured with ptxas
; SM80: error[gate-target]: inline PTX 'tcgen05.alloc.cta_group::1.sync.aligned.shared::cta.b32' is not available on sm_80
; SM80-NEXT: ┌─ {{.*}}gate-target-invalid.ll:28:3
; SM90A-NOT: try_wait
; SM90A: error[gate-target]: inline PTX 'tcgen05.alloc.cta_group::1.sync.aligned.shared::cta.b32' is not available on sm_90a
; SM90A-NEXT: ┌─ {{.*}}gate-target-invalid.ll:28:3
; SM90A: = it needs one of [sm_100a, sm_100f, sm_101a, sm_101f, sm_103a, sm_103f, sm_110a, sm_110f] (set 'tcgen05') with PTX ISA 8.6 or newer
; SM90A: error[gate-target]: inline PTX 'cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes.cta_group::2' is not available on sm_90a
; SM90A-NEXT: ┌─ {{.*}}gate-target-invalid.ll:29:3
; SM90A: = rule 'cp.async.bulk.tensor with .cta_group::2' of intrinsics/inline_ptx.toml, measured with ptxas
; SM100A: gate-target-invalid.ll: passes for sm_100a at PTX ISA 8.6

target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr addrspace(3) %bar, ptr addrspace(3) %slot, ptr addrspace(1) %desc) {
entry:
  call void asm sideeffect "{ .reg .pred P1; mbarrier.arrive.expect_tx.shared::cta.b64 _, [$0], 64; mbarrier.try_wait.parity.shared::cta.b64 P1, [$0], $1; }", "r,r"(ptr addrspace(3) %bar, i32 0)
  call void asm sideeffect "tcgen05.alloc.cta_group::1.sync.aligned.shared::cta.b32 [$0], 128;", "r"(ptr addrspace(3) %slot)
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes.cta_group::2 [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r"(ptr addrspace(3) %slot, ptr addrspace(1) %desc, i32 0, i32 0, ptr addrspace(3) %bar)
  ret void
}
