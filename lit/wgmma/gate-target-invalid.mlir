// wgmma is sm_90a only: on sm_90 (no 'a') and on sm_100a (the 'a' features are
// not forward compatible) every wgmma op is a gate-target diagnostic at the op,
// exit status 1, nothing on stdout.
// RUN: %nvvm-lower %s --target sm_90 > %t.out 2> %t.err; test $? -eq 1
// RUN: %count 0 < %t.out
// RUN: %FileCheck %s -DFILE=%s -DT=sm_90 --input-file %t.err
// RUN: %nvvm-lower %s --target sm_100a > %t.out 2> %t.err; test $? -eq 1
// RUN: %count 0 < %t.out
// RUN: %FileCheck %s -DFILE=%s -DT=sm_100a --input-file %t.err
// The same source compiles on sm_90a.
// RUN: %nvvm-lower %s --target sm_90a | %ptxas-verify

llvm.func @gated(%a: i64, %b: i64, %out: !llvm.ptr<1>) {
  %acc = llvm.mlir.zero : !llvm.struct<(f32, f32, f32, f32)>
  // CHECK: error[gate-target]: 'nvvm.wgmma.fence.aligned' (wgmma.fence.sync.aligned) is not available on [[T]]
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+3]]:3
  // CHECK: = it needs one of [sm_90a] (set 'sm_90a') with PTX ISA 8.0 or newer
  // CHECK-NEXT: = `nvvm-lower --print ops` lists every op with its requirement
  nvvm.wgmma.fence.aligned
  // CHECK: error[gate-target]: wgmma.mma_async (.f32.bf16.bf16) is not available on [[T]]
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+2]]:3
  // CHECK: = it needs one of [sm_90a] (set 'sm_90a') with PTX ISA 8.0 or newer
  %r = nvvm.wgmma.mma_async %a, %b, %acc, #nvvm.shape<m = 64, n = 8, k = 16>, D [<f32>, #nvvm.wgmma_scale_out<one>], A [<bf16>, #nvvm.wgmma_scale_in<one>, <row>], B [<bf16>, #nvvm.wgmma_scale_in<one>, <col>] : !llvm.struct<(f32, f32, f32, f32)> -> !llvm.struct<(f32, f32, f32, f32)>
  // CHECK: error[gate-target]: 'nvvm.wgmma.commit.group.sync.aligned' (wgmma.commit_group.sync.aligned) is not available on [[T]]
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+2]]:3
  // CHECK: = it needs one of [sm_90a] (set 'sm_90a') with PTX ISA 8.0 or newer
  nvvm.wgmma.commit.group.sync.aligned
  // CHECK: error[gate-target]: 'nvvm.wgmma.wait.group.sync.aligned' (wgmma.wait_group.sync.aligned) is not available on [[T]]
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+2]]:3
  // CHECK: = it needs one of [sm_90a] (set 'sm_90a') with PTX ISA 8.0 or newer
  nvvm.wgmma.wait.group.sync.aligned 0
  %x = llvm.extractvalue %r[0] : !llvm.struct<(f32, f32, f32, f32)>
  llvm.store %x, %out : f32, !llvm.ptr<1>
  llvm.return
}
// CHECK-NOT: error
