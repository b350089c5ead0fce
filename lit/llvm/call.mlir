// llvm.call of a function of the module: arguments, a result and a void call,
// as MLIR 22 writes them; the callee may itself use NVVM ops.
// RUN: %nvvm-lower %s --target sm_90 --emit ll | %FileCheck %s --check-prefix=LL
// RUN: %nvvm-lower %s --target sm_90 --emit ptx | %FileCheck %s --check-prefix=PTX
// RUN: %nvvm-lower %s --target sm_90 --verify-ptx > /dev/null
// RUN: %nvvm-lower %s --target sm_80 --verify-ptx > /dev/null

llvm.func @rank_plus(%x: i32) -> i32 {
  %r = nvvm.read.ptx.sreg.tid.x : i32
  %s = llvm.add %r, %x : i32
  llvm.return %s : i32
}

llvm.func @arrive(%b: !llvm.ptr<3>) {
  %st = nvvm.mbarrier.arrive %b : !llvm.ptr<3> -> i64
  llvm.return
}

// LL-LABEL: define ptx_kernel void @k(
// LL: %v = call i32 @rank_plus(i32 %n)
// LL: call void @arrive(ptr addrspace(3) %b)
// LL: store i32 %v, ptr addrspace(1) %out
// PTX-LABEL: .visible .entry k(
// PTX: call.uni (retval0), rank_plus,
// PTX: call.uni arrive,
llvm.func @k(%n: i32, %b: !llvm.ptr<3>, %out: !llvm.ptr<1>) attributes {nvvm.kernel} {
  %v = llvm.call @rank_plus(%n) : (i32) -> i32
  llvm.call @arrive(%b) : (!llvm.ptr<3>) -> ()
  llvm.store %v, %out : i32, !llvm.ptr<1>
  llvm.return
}
