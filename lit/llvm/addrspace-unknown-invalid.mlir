// An address space NVPTX does not define is refused at the type, with its
// number: LLVM's spaces are 24-bit, and one of 65536 or more would be judged
// as one space and emitted as another (65539 as shared).
// RUN: %not %nvvm-lower %s --target sm_90 2> %t.err
// RUN: %FileCheck %s -DFILE=%s --input-file %t.err
// CHECK: error[space]: address space 65539 is not one NVPTX defines
// CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+2]]:46
// CHECK: = NVPTX's address spaces: 0 generic, 1 global, 3 shared, 4 const, 5 local, 6 tensor memory, 7 shared::cluster, 101 param
llvm.func @k(%p: !llvm.ptr<3>, %q: !llvm.ptr<65539>) attributes {nvvm.kernel} {
  llvm.return
}
