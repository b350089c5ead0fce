; Intrinsics no op of nvvm-lower lowers to are gated by what they were
; measured to need (intrinsics/llvm_nvvm.toml): ex2.approx.ftz.bf16 from
; sm_90 (at its own PTX 7.8), tensormap.replace.rank on the arch-specific and
; family targets from sm_90a at PTX 8.3. On sm_90a, check names 8.3 (sm_90a's
; own floor is 8.0) and llc-22 and ptxas take the module there; on sm_80 both
; calls are refused at their lines; a --ptx 8.0 pin is refused at the
; tensormap call. ex2.approx.ftz.f32 (every target) is gated and silent.
; RUN: %nvvm-lower check %s --target sm_90a 2>&1 | %FileCheck %s
; RUN: %not %nvvm-lower check %s --target sm_80 2>&1 | %FileCheck %s --check-prefix=SM80
; RUN: %not %nvvm-lower check %s --target sm_90a --ptx 8.0 2>&1 | %FileCheck %s --check-prefix=PIN
; RUN: %llc -mtriple=nvptx64 -mcpu=sm_90a -mattr=+ptx83 %s -o - | %ptxas-verify
; CHECK-NOT: unchecked
; CHECK: measured.ll: passes for sm_90a at PTX ISA 8.3
; SM80-NOT: ex2.approx.ftz.f32
; SM80: error[gate-target]: 'llvm.nvvm.ex2.approx.ftz.bf16' is not available on sm_80
; SM80-NEXT: ┌─ {{.*}}measured.ll:30:3
; SM80: = it needs one of [sm_90, {{.*}}] (set 'sm_90_up') with PTX ISA 7.8 or newer
; SM80: = its entry in intrinsics/llvm_nvvm.toml, measured with llc-22 and ptxas
; SM80: error[gate-target]: 'llvm.nvvm.tensormap.replace.rank.p1' is not available on sm_80
; SM80-NEXT: ┌─ {{.*}}measured.ll:32:3
; SM80: (set 'arch_family_90_up') with PTX ISA 8.3 or newer
; SM80-NOT: error
; PIN: error[gate-ptx]: 'llvm.nvvm.tensormap.replace.rank.p1' needs PTX ISA 8.3 or newer, but PTX ISA 8.0 is pinned
; PIN-NEXT: ┌─ {{.*}}measured.ll:32:3
; PIN-NOT: error

target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr addrspace(1) %g, ptr addrspace(1) %tmap, bfloat %b, float %f) {
  %e = call bfloat @llvm.nvvm.ex2.approx.ftz.bf16(bfloat %b)
  %e32 = call float @llvm.nvvm.ex2.approx.ftz.f32(float %f)
  call void @llvm.nvvm.tensormap.replace.rank.p1(ptr addrspace(1) %tmap, i32 1)
  store bfloat %e, ptr addrspace(1) %g
  store float %e32, ptr addrspace(1) %g
  ret void
}

declare bfloat @llvm.nvvm.ex2.approx.ftz.bf16(bfloat)
declare float @llvm.nvvm.ex2.approx.ftz.f32(float)
declare void @llvm.nvvm.tensormap.replace.rank.p1(ptr addrspace(1), i32)
