; Globals named 'llvm.*': NVPTX skips one in the section 'llvm.metadata'
; or of other than local linkage (llvm.used, an external 'llvm.x'), and
; renames a local one ('llvm_$_tile') and emits it as any other variable.
; The check read none of them: an internal 'llvm.*' variable in address
; space 2 passed and llc-22 aborted ("Bad address space found while
; emitting PTX", space 2; found by the `check` fuzz target), and a kernel using
; an internal one was refused ("unknown global"). Measured with llc-22.
; RUN: %not %nvvm-lower check %s --target sm_90 2>&1 | %FileCheck %s
; RUN: %not %nvvm-lower check %s --target sm_90 2>&1 | %FileCheck %s --check-prefix=COUNT
; COUNT-COUNT-2: error[space]
; COUNT-NOT: error
; CHECK: error[space]: global '@llvm_$_bad' is in address space 2
; CHECK-NEXT: ┌─ {{.*}}llvm-named-globals.ll:36:1
; CHECK: error[space]: global '@nvvm_$_bad' is in address space 2
; CHECK-NEXT: ┌─ {{.*}}llvm-named-globals.ll:36:1
;
; Without the two bad variables, the kernel compiles and ptxas takes it.
; RUN: sed -e '/[.]bad = /d' %s > %t.ok.ll
; RUN: %nvvm-lower %t.ok.ll --target sm_90 --verify-ptx -o %t.ok.ptx
; RUN: %FileCheck %s --check-prefix=PTX --input-file %t.ok.ptx
; PTX: .global .align 4 .u32 llvm_$_tile;
; PTX: st.global.b32 [llvm_$_tile], 1;
; PTX-NOT: llvm.skipped
target triple = "nvptx64-nvidia-cuda"

@g = addrspace(1) global i32 0, align 4
@llvm.used = appending global [1 x ptr] [ptr addrspacecast (ptr addrspace(1) @g to ptr)], section "llvm.metadata"
@llvm.skipped = addrspace(2) global i32 0
@llvm.tile = internal addrspace(1) global i32 0, align 4

define ptx_kernel void @k() {
  store i32 1, ptr addrspace(1) @llvm.tile, align 4
  ret void
}

@llvm.bad = internal addrspace(2) global i32 0 @nvvm.bad = internal addrspace(2) global i32 0
