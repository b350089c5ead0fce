; Constant arguments llc-22 or ptxas refuse (intrinsics/llvm_nvvm_args.toml):
; the non-aligned bar.red intrinsics with barrier id 16 or a thread count
; that is not whole warps are refused at their lines, as ptxas refuses the
; PTX llc-22 writes for them; inline bar.red / bar.sync / setmaxnreg with the
; same literals are refused too. Ids 15 and counts of whole warps pass.
; RUN: %not %nvvm-lower check %s --target sm_90a 2>&1 | %FileCheck %s
; RUN: sed -e 's/i32 16, i1/i32 15, i1/' -e 's/i32 33, i1/i32 64, i1/' -e 's/, 16, q/, 15, q/' -e 's/1, 33, q/1, 64, q/' -e 's/1, 48;/1, 64;/' -e 's/u32 100;/u32 104;/' %s > %t.ll
; RUN: %nvvm-lower check %t.ll --target sm_90a 2>&1 | %FileCheck %s --check-prefix=FIXED
; RUN: %llc -mtriple=nvptx64 -mcpu=sm_90a -mattr=+ptx80 %t.ll -o - | %ptxas-verify
; CHECK: error[range]: barrier id 16 is out of range [0, 15] (argument 0 of 'llvm.nvvm.barrier.cta.red.popc.all')
; CHECK-NEXT: ┌─ {{.*}}arg-rules.ll:27:
; CHECK: = ptxas refuses it: "Barrier number '16' out of range, expected to be in range [0..15]"
; CHECK: = intrinsics/llvm_nvvm_args.toml, measured with llc-22 and ptxas
; CHECK: error[range]: thread count 33 is not a multiple of 32 (argument 1 of 'llvm.nvvm.barrier.cta.red.and.count')
; CHECK-NEXT: ┌─ {{.*}}arg-rules.ll:28:
; CHECK: error[range]: barrierId 16 is out of range [0, 15]
; CHECK-NEXT: ┌─ {{.*}}arg-rules.ll:29:
; CHECK: error[range]: numberOfThreads 33 is not a multiple of 32
; CHECK-NEXT: ┌─ {{.*}}arg-rules.ll:30:
; CHECK: error[range]: numberOfThreads 48 is not a multiple of 32
; CHECK-NEXT: ┌─ {{.*}}arg-rules.ll:31:
; CHECK: error[range]: register count 100 is not a multiple of 8 in [24, 256]
; CHECK-NEXT: ┌─ {{.*}}arg-rules.ll:32:
; FIXED: passes for sm_90a

define ptx_kernel void @k(ptr addrspace(1) %o, i1 %p) {
  %a = call i32 @llvm.nvvm.barrier.cta.red.popc.all(i32 16, i1 %p)
  %b = call i1 @llvm.nvvm.barrier.cta.red.and.count(i32 1, i32 33, i1 %p)
  %c = call i32 asm sideeffect "{ .reg .pred q; setp.ne.b32 q, $1, 0; bar.red.popc.u32 $0, 16, q; }", "=r,r"(i32 1)
  %d = call i32 asm sideeffect "{ .reg .pred q; setp.ne.b32 q, $1, 0; bar.red.popc.u32 $0, 1, 33, q; }", "=r,r"(i32 1)
  call void asm sideeffect "bar.sync 1, 48;", ""()
  call void asm sideeffect "setmaxnreg.inc.sync.aligned.u32 100;", ""()
  store i32 %a, ptr addrspace(1) %o
  %e = zext i1 %b to i32
  %f = add i32 %c, %d
  %g = add i32 %e, %f
  store i32 %g, ptr addrspace(1) %o
  ret void
}
declare i32 @llvm.nvvm.barrier.cta.red.popc.all(i32, i1)
declare i1 @llvm.nvvm.barrier.cta.red.and.count(i32, i32, i1)
