// Regression: mlir-opt-22 prints nvvm.tcgen05.fence / nvvm.tcgen05.wait with the
// short attribute form `<before>` / `<load>` (the dialect prefix
// #nvvm.tcgen05_fence is implied by the op), and MLIR 22 parses it back; nvvm-lower
// refuses it with "error[parse]: expected an operation, found '<'", so the
// output of `mlir-opt-22` cannot be fed to nvvm-lower whenever it holds a tcgen05
// fence or wait. Reproduce:
//   printf 'llvm.func @f() {\n  nvvm.tcgen05.fence <before>\n  llvm.return\n}\n' | nvvm-lower - --target sm_100a
// This test states the correct behaviour: the short form lowers exactly like
// the long one (see a_fence_wait.mlir), also after a round trip through mlir-opt-22.
// RUN: %nvvm-lower %s --target sm_100a --emit llvm-ir | %FileCheck %s --check-prefix=LL
// RUN: %nvvm-lower %s --target sm_100a | %FileCheck %s --check-prefix=PTX
// RUN: %nvvm-lower %s --target sm_100a | %ptxas-verify
// RUN: %nvvm-lower %s --target sm_103a | %ptxas-verify
// RUN: %mlir-opt %s | %nvvm-lower - --target sm_100a --emit llvm-ir | %FileCheck %s --check-prefix=LL
// mlir-translate-22 takes the short form (guards against a typo in this file).
// RUN: %mlir-translate --mlir-to-llvmir %s | %FileCheck %s --check-prefix=LL

// LL-LABEL: define void @short_form()
// LL: call void @llvm.nvvm.tcgen05.fence.before.thread.sync()
// LL-NEXT: call void @llvm.nvvm.tcgen05.fence.after.thread.sync()
// LL-NEXT: call void @llvm.nvvm.tcgen05.wait.ld()
// LL-NEXT: call void @llvm.nvvm.tcgen05.wait.st()
// LL-NEXT: ret void
// PTX-LABEL: .func short_form()
// PTX: tcgen05.fence::before_thread_sync;
// PTX-NEXT: tcgen05.fence::after_thread_sync;
// PTX-NEXT: tcgen05.wait::ld.sync.aligned;
// PTX-NEXT: tcgen05.wait::st.sync.aligned;
// PTX-NEXT: ret;
llvm.func @short_form() {
  nvvm.tcgen05.fence <before>
  nvvm.tcgen05.fence <after>
  nvvm.tcgen05.wait <load>
  nvvm.tcgen05.wait <store>
  llvm.return
}
