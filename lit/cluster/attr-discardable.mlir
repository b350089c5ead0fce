// Attributes an op does not define and that look like no modifier of any op
// are MLIR 22's discardable attributes: accepted with a warning that they are
// ignored, the op lowered as without them (MLIR's tcgen05.st {num = 4} too).
// RUN: %nvvm-lower %s --target sm_100a > %t.ptx 2> %t.err
// RUN: %FileCheck %s -DFILE=%s --input-file %t.err
// RUN: %FileCheck %s --check-prefix=PTX --input-file %t.ptx
// RUN: %ptxas-verify < %t.ptx

// CHECK: warning[attr]: 'nvvm.tcgen05.st' does not define attribute 'num': ignored
// CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+10]]:27
// CHECK: = it accepts shape, unpack; MLIR 22 keeps 'num' as a discardable attribute that changes nothing
// CHECK: warning[attr]: 'nvvm.cluster.wait' does not define attribute 'foo': ignored
// CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+8]]:31
// CHECK: warning[attr]: 'nvvm.fence.proxy' does not define attribute 'bogus': ignored
// CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+7]]:53
// CHECK-NOT: error
// PTX: tcgen05.st.sync.aligned.32x32b.x1.b32
// PTX: barrier.cluster.wait.aligned;
llvm.func @discardable(%t: !llvm.ptr<6>, %v: i32) attributes {nvvm.kernel} {
  nvvm.tcgen05.st %t, %v {num = 4, shape = #nvvm.tcgen05_ldst_shape<shape_32x32b>} : i32
  nvvm.cluster.wait {aligned, foo = 1 : i32}
  nvvm.fence.proxy {kind = #nvvm.proxy_kind<alias>, bogus}
  llvm.return
}
