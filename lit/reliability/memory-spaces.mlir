// The accesses the space rule leaves alone assemble: loads from the constant
// and parameter spaces, and a compare-and-swap on shared memory.
// RUN: %nvvm-lower %s --target sm_90 | %ptxas-verify
// RUN: %nvvm-lower %s --target sm_100a | %ptxas-verify
// RUN: %nvvm-lower %s --target sm_100a | %FileCheck %s
// CHECK-DAG: ld.const.b32
// CHECK-DAG: ld.param.b32
// CHECK-DAG: atom.relaxed.sys.shared.cas.b32

llvm.func @k(%c: !llvm.ptr<4>, %p: !llvm.ptr<101>, %s: !llvm.ptr<3>, %o: !llvm.ptr<1>, %v: i32) attributes {nvvm.kernel} {
  %a = llvm.load %c : !llvm.ptr<4> -> i32
  %b = llvm.load %p : !llvm.ptr<101> -> i32
  %x = llvm.cmpxchg %s, %b, %a monotonic monotonic : !llvm.ptr<3>, i32
  %e = llvm.extractvalue %x[0] : !llvm.struct<(i32, i1)>
  llvm.store %e, %o : i32, !llvm.ptr<1>
  llvm.return
}
