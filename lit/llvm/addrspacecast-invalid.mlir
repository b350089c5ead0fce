// A cast to or from address space 6 (tensor memory) has no cvta in LLVM's
// NVPTX backend: llc-22 aborts ("Bad address space in addrspacecast"; so for
// 2 and 8, which the input language refuses as types, and a front end's
// .ll can hold: lit/inline_ptx/addrspacecast-invalid.ll). Each is refused at
// its line; the spaces the backend converts are not.
// RUN: %not %nvvm-lower %s --target sm_100a 2> %t.err
// RUN: %FileCheck %s -DFILE=%s --input-file %t.err
// RUN: %FileCheck %s --check-prefix=COUNT --input-file %t.err
// COUNT-COUNT-2: error[space]
// COUNT-NOT: error

llvm.func @k(%p: !llvm.ptr, %t: !llvm.ptr<6>, %s: !llvm.ptr<3>) attributes {nvvm.kernel} {
  // CHECK: error[space]: address space 6 cannot be cast to or from another (tensor memory is reached only by tcgen05.ld/st/cp)
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:3
  %a = llvm.addrspacecast %p : !llvm.ptr to !llvm.ptr<6>
  // CHECK: error[space]: address space 6 cannot be cast
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:3
  %b = llvm.addrspacecast %t : !llvm.ptr<6> to !llvm.ptr
  %ok1 = llvm.addrspacecast %s : !llvm.ptr<3> to !llvm.ptr<7>
  %ok2 = llvm.addrspacecast %p : !llvm.ptr to !llvm.ptr<101>
  llvm.return
}
