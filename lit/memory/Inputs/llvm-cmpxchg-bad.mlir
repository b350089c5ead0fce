// Refused uses of llvm.cmpxchg (driven by ../llvm-cmpxchg.mlir).
llvm.func @block_on_global(%g: !llvm.ptr<1>, %a: i32) {
  // CHECK: error[rule]: a CTA-scope atomic on a global pointer cannot order accesses that take the device-wide L2 path
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:3
  %r = llvm.cmpxchg %g, %a, %a syncscope("block") monotonic monotonic : !llvm.ptr<1>, i32
  llvm.return
}
// -----
llvm.func @release_failure(%s: !llvm.ptr<3>, %a: i32) {
  // CHECK: error[ordering]: a compare-and-swap's failure ordering cannot be release
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:3
  %r = llvm.cmpxchg %s, %a, %a acq_rel release : !llvm.ptr<3>, i32
  llvm.return
}
// -----
llvm.func @wrong_member(%s: !llvm.ptr<3>, %a: i32) {
  %r = llvm.cmpxchg %s, %a, %a acq_rel monotonic : !llvm.ptr<3>, i32
  // CHECK: error[type]: !llvm.struct<(i32, i1)> has no member [2]
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:3
  %x = llvm.extractvalue %r[2] : !llvm.struct<(i32, i1)>
  llvm.return
}
// CHECK-NOT: error
