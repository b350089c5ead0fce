// Out of memory (docs/reliability.md F23): under a 64 MB address space a
// module of 10^5 calls cannot be compiled (it takes about 150 MB). LLVM's
// "LLVM ERROR: out of memory" and C++'s std::bad_alloc aborted, Rust's
// "memory allocation of N bytes failed" aborted, and a failed copy of the
// input into LLVM panicked; each is now a message and status 1, with no
// output file. Where the limit falls depends on the machine, so only the
// message's start is checked (tests/out_of_memory.rs sweeps the limit).
// RUN: python3 -c "print('define ptx_kernel void @k() {'); print('  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)\n' * 100000 + '  ret void\n}')" > %t.ll
// RUN: rm -f %t.ptx
// RUN: (ulimit -v 64000; %not %nvvm-lower %t.ll --target sm_90 -o %t.ptx) 2>&1 | %FileCheck %s
// RUN: test ! -e %t.ptx
// RUN: (ulimit -v 64000; %not %nvvm-lower check %t.ll --target sm_90) 2>&1 | %FileCheck %s
// RUN: python3 -c "print('llvm.func @k() attributes {nvvm.kernel} {'); print('  nvvm.barrier0\n' * 100000 + '  llvm.return\n}')" > %t.mlir
// RUN: (ulimit -v 64000; %not %nvvm-lower %t.mlir --target sm_90 -o %t.ptx) 2>&1 | %FileCheck %s
// RUN: test ! -e %t.ptx
// CHECK: {{^error.*out of memory}}
// CHECK-NOT: panicked
