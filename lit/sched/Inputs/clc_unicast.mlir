// A work-stealing step without multicast (RUN lines in ../clusterlaunchcontrol.mlir):
// ask to cancel a pending cluster, wait for the 16-byte response on the
// mbarrier, then read whether it was canceled and its first CTA's x.
llvm.mlir.global internal @resp() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<2 x i64>
llvm.mlir.global internal @bar() {addr_space = 3 : i32, alignment = 8 : i64} : i64
llvm.func @steal(%out: !llvm.ptr<1>) attributes {nvvm.kernel} {
  %r = llvm.mlir.addressof @resp : !llvm.ptr<3>
  %b = llvm.mlir.addressof @bar : !llvm.ptr<3>
  %one = llvm.mlir.constant(1 : i32) : i32
  %c16 = llvm.mlir.constant(16 : i32) : i32
  %c0 = llvm.mlir.constant(0 : i32) : i32
  nvvm.mbarrier.init %b, %one : !llvm.ptr<3>, i32
  nvvm.fence.mbarrier.init
  nvvm.mbarrier.arrive.expect_tx %b, %c16 : !llvm.ptr<3>, i32
  nvvm.clusterlaunchcontrol.try.cancel %r, %b
  nvvm.mbarrier.try_wait.parity %b, %c0, %c0 : !llvm.ptr<3>, i32, i32
  %v = llvm.load %r : !llvm.ptr<3> -> i128
  %ok = nvvm.clusterlaunchcontrol.query.cancel query = is_canceled, %v : i1
  %x = nvvm.clusterlaunchcontrol.query.cancel query = get_first_cta_id_x, %v : i32
  %z = llvm.zext %ok : i1 to i32
  %s = llvm.add %x, %z : i32
  llvm.store %s, %out : i32, !llvm.ptr<1>
  llvm.return
}
