// The protocol model judges the text door and a front end's .ll alike: the
// same kernel (an mbarrier initialised for 2 arrivals that one thread
// arrives on) refused with the same verdict from the text, and from the LLVM
// IR the text lowers to (written with --no-protocol, then checked as a
// front end's module). With count 1 both pass and assemble.
// RUN: %not %nvvm-lower %s --target sm_90a -o %t.ptx 2> %t.text.err
// RUN: %FileCheck %s --check-prefix=TEXT --input-file %t.text.err
// RUN: not test -e %t.ptx
// RUN: %nvvm-lower %s --target sm_90a --no-protocol --emit llvm-ir -o %t.ll
// RUN: %not %nvvm-lower check %t.ll --target sm_90a 2> %t.ll.err
// RUN: %FileCheck %s --check-prefix=LL --input-file %t.ll.err
// RUN: sed 's/constant(2 : i32) : i32 \/\/ count/constant(1 : i32) : i32/' %s > %t.fixed.mlir
// RUN: %nvvm-lower %t.fixed.mlir --target sm_90a 2> %t.fixed.err | %ptxas-verify
// RUN: %count 0 < %t.fixed.err
// TEXT: error[protocol]: this wait never returns: threads 0..31 wait for the phase of parity 0 of mbarrier @bar (phase 0, arrivals 1 of 2), and no thread left can complete it
// TEXT: protocol-doors.mlir:[[@LINE+26]]:3
// TEXT: 1. thread 0 (warp 0, lane 0): mbarrier.init, 2 arrivals per phase
// TEXT: 2. thread 0 (warp 0, lane 0): arrive (1 of 2 in phase 0)
// LL: error[protocol]: this wait never returns: threads 0..31 wait for the phase of parity 0 of mbarrier @bar (phase 0, arrivals 1 of 2), and no thread left can complete it
// LL: 1. thread 0 (warp 0, lane 0): mbarrier.init, 2 arrivals per phase
// LL: 2. thread 0 (warp 0, lane 0): arrive (1 of 2 in phase 0)
llvm.mlir.global internal @bar() {addr_space = 3 : i32, alignment = 8 : i64} : i64

llvm.func @hang() attributes {nvvm.kernel, nvvm.reqntid = array<i32: 32, 1, 1>} {
  %bar = llvm.mlir.addressof @bar : !llvm.ptr<3>
  %count = llvm.mlir.constant(2 : i32) : i32 // count
  %zero = llvm.mlir.constant(0 : i32) : i32
  %limit = llvm.mlir.constant(1000000 : i32) : i32
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %first = llvm.icmp "eq" %tid, %zero : i32
  llvm.cond_br %first, ^init, ^sync
^init:
  nvvm.mbarrier.init %bar, %count : !llvm.ptr<3>, i32
  llvm.br ^sync
^sync:
  nvvm.barrier0
  llvm.cond_br %first, ^arrive, ^wait
^arrive:
  %s = nvvm.mbarrier.arrive %bar : !llvm.ptr<3> -> i64
  llvm.br ^wait
^wait:
  nvvm.mbarrier.try_wait.parity %bar, %zero, %limit : !llvm.ptr<3>, i32, i32
  llvm.return
}
