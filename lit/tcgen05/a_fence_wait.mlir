// nvvm.tcgen05.fence #nvvm.tcgen05_fence<before|after> and
// nvvm.tcgen05.wait #nvvm.tcgen05_wait<load|store>: no operands, no group; one
// intrinsic call and one PTX instruction each. Having no group, they go into a
// kernel of either group (the two kernels below).
// RUN: %nvvm-lower %s --target sm_100a --emit llvm-ir | %FileCheck %s --check-prefix=LL
// RUN: %nvvm-lower %s --target sm_100a | %FileCheck %s --check-prefixes=PTX,PTX100A
// RUN: %nvvm-lower %s --target sm_103a | %FileCheck %s --check-prefixes=PTX,PTX103A
// RUN: %nvvm-lower %s --target sm_100a --backend llc | %FileCheck %s --check-prefixes=PTX,PTX100A
// RUN: %nvvm-lower %s --target sm_100a | %ptxas-verify
// RUN: %nvvm-lower %s --target sm_103a | %ptxas-verify
// RUN: %nvvm-lower %s --target sm_101a | %ptxas-verify
// RUN: %nvvm-lower %s --target sm_110a | %ptxas-verify
// RUN: %nvvm-lower %s --target sm_100f | %ptxas-verify
// RUN: %nvvm-lower %s --target sm_110f | %ptxas-verify
// RUN: %nvvm-lower %s --target sm_100a --verify-ptx -o /dev/null
// RUN: %nvvm-lower %s --target sm_103a --verify-ptx -o /dev/null
// The intrinsic calls are the ones mlir-translate-22 emits for the same input.
// RUN: %nvvm-lower %s --target sm_100a --emit llvm-ir | grep -o 'call [^@]*@llvm\.nvvm\.tcgen05[^(]*([^)]*)' | sed -E 's/%[A-Za-z0-9_.]+/%V/g' > %t.ours
// RUN: %mlir-translate --mlir-to-llvmir %s | grep -o 'call [^@]*@llvm\.nvvm\.tcgen05[^(]*([^)]*)' | sed -E 's/%[A-Za-z0-9_.]+/%V/g' > %t.mlir
// RUN: %count 14 < %t.mlir
// RUN: diff %t.ours %t.mlir

// PTX100A: .version 8.6
// PTX100A-NEXT: .target sm_100a
// PTX103A: .version 8.8
// PTX103A-NEXT: .target sm_103a

// LL-LABEL: define void @fence()
// LL-NEXT: entry:
// LL-NEXT: call void @llvm.nvvm.tcgen05.fence.before.thread.sync()
// LL-NEXT: call void @llvm.nvvm.tcgen05.fence.after.thread.sync()
// LL-NEXT: ret void
// PTX-LABEL: .func fence()
// PTX: tcgen05.fence::before_thread_sync;
// PTX-NEXT: tcgen05.fence::after_thread_sync;
// PTX-NEXT: ret;
llvm.func @fence() {
  nvvm.tcgen05.fence #nvvm.tcgen05_fence<before>
  nvvm.tcgen05.fence #nvvm.tcgen05_fence<after>
  llvm.return
}

// LL-LABEL: define void @wait()
// LL-NEXT: entry:
// LL-NEXT: call void @llvm.nvvm.tcgen05.wait.ld()
// LL-NEXT: call void @llvm.nvvm.tcgen05.wait.st()
// LL-NEXT: ret void
// PTX-LABEL: .func wait()
// PTX: tcgen05.wait::ld.sync.aligned;
// PTX-NEXT: tcgen05.wait::st.sync.aligned;
// PTX-NEXT: ret;
llvm.func @wait() {
  nvvm.tcgen05.wait #nvvm.tcgen05_wait<load>
  nvvm.tcgen05.wait #nvvm.tcgen05_wait<store>
  llvm.return
}

// Order is kept: after, before, store, load.
// LL-LABEL: define void @order()
// LL-NEXT: entry:
// LL-NEXT: call void @llvm.nvvm.tcgen05.fence.after.thread.sync()
// LL-NEXT: call void @llvm.nvvm.tcgen05.fence.before.thread.sync()
// LL-NEXT: call void @llvm.nvvm.tcgen05.wait.st()
// LL-NEXT: call void @llvm.nvvm.tcgen05.wait.ld()
// LL-NEXT: ret void
// PTX-LABEL: .func order()
// PTX: tcgen05.fence::after_thread_sync;
// PTX-NEXT: tcgen05.fence::before_thread_sync;
// PTX-NEXT: tcgen05.wait::st.sync.aligned;
// PTX-NEXT: tcgen05.wait::ld.sync.aligned;
// PTX-NEXT: ret;
llvm.func @order() {
  nvvm.tcgen05.fence #nvvm.tcgen05_fence<after>
  nvvm.tcgen05.fence #nvvm.tcgen05_fence<before>
  nvvm.tcgen05.wait #nvvm.tcgen05_wait<store>
  nvvm.tcgen05.wait #nvvm.tcgen05_wait<load>
  llvm.return
}

// Fences around a CTA barrier in a cta_1 and in a cta_2 kernel.
// PTX-LABEL: .entry fenced_cg1(
// PTX: tcgen05.fence::before_thread_sync;
// PTX-NEXT: bar.sync 0;
// PTX-NEXT: tcgen05.fence::after_thread_sync;
// PTX-NEXT: tcgen05.relinquish_alloc_permit.cta_group::1.sync.aligned;
// PTX-NEXT: ret;
llvm.func @fenced_cg1() attributes {nvvm.kernel} {
  nvvm.tcgen05.fence #nvvm.tcgen05_fence<before>
  nvvm.barrier0
  nvvm.tcgen05.fence #nvvm.tcgen05_fence<after>
  nvvm.tcgen05.relinquish_alloc_permit
  llvm.return
}

// PTX-LABEL: .entry fenced_cg2(
// PTX: tcgen05.fence::before_thread_sync;
// PTX-NEXT: bar.sync 0;
// PTX-NEXT: tcgen05.fence::after_thread_sync;
// PTX-NEXT: tcgen05.relinquish_alloc_permit.cta_group::2.sync.aligned;
// PTX-NEXT: ret;
llvm.func @fenced_cg2() attributes {nvvm.kernel} {
  nvvm.tcgen05.fence #nvvm.tcgen05_fence<before>
  nvvm.barrier0
  nvvm.tcgen05.fence #nvvm.tcgen05_fence<after>
  nvvm.tcgen05.relinquish_alloc_permit {group = #nvvm.cta_group<cta_2>}
  llvm.return
}

// The fences and the waits are convergent: LLVM 22 declares the waits so,
// and the fences' op is one all threads of the warp execute together.
// LL-DAG: declare void @llvm.nvvm.tcgen05.wait.ld() #[[W:[0-9]+]]
// LL-DAG: declare void @llvm.nvvm.tcgen05.wait.st() #[[W]]
// LL-DAG: attributes #[[W]] = { convergent nounwind
// LL-DAG: declare void @llvm.nvvm.tcgen05.fence.before.thread.sync() #[[F:[0-9]+]]
// LL-DAG: declare void @llvm.nvvm.tcgen05.fence.after.thread.sync() #[[F]]
// LL-DAG: attributes #[[F]] = { convergent nounwind }
