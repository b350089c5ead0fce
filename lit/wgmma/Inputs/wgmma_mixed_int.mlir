// Mixed-sign 8-bit wgmma (RUN lines in ../mma_async_types.mlir): PTX 8.4.
// CHECK: .version 8.4
// CHECK: wgmma.mma_async.sync.aligned.m64n8k32.s32.s8.u8 {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}, %rd{{[0-9]+}}, %rd{{[0-9]+}}, p;
// CHECK: wgmma.mma_async.sync.aligned.m64n8k32.s32.u8.s8.satfinite
// P83: error[gate-ptx]: 'wgmma.mma_async (.s32.s8.u8)' needs PTX ISA 8.4 or newer, but PTX ISA 8.3 is pinned
llvm.func @mixed(%a: i64, %b: i64, %out: !llvm.ptr<1>) attributes {nvvm.kernel} {
  %acc = llvm.mlir.zero : !llvm.struct<(i32, i32, i32, i32)>
  nvvm.wgmma.fence.aligned
  %r = nvvm.wgmma.mma_async %a, %b, %acc, #nvvm.shape<m = 64, n = 8, k = 32>, D [<s32>, #nvvm.wgmma_scale_out<one>], A [<s8>, #nvvm.wgmma_scale_in<one>, <row>], B [<u8>, #nvvm.wgmma_scale_in<one>, <col>] : !llvm.struct<(i32, i32, i32, i32)> -> !llvm.struct<(i32, i32, i32, i32)>
  %r2 = nvvm.wgmma.mma_async %a, %b, %r, #nvvm.shape<m = 64, n = 8, k = 32>, D [<s32>, #nvvm.wgmma_scale_out<one>, <satfinite>], A [<u8>, #nvvm.wgmma_scale_in<one>, <row>], B [<s8>, #nvvm.wgmma_scale_in<one>, <col>] : !llvm.struct<(i32, i32, i32, i32)> -> !llvm.struct<(i32, i32, i32, i32)>
  %x = llvm.extractvalue %r2[0] : !llvm.struct<(i32, i32, i32, i32)>
  llvm.store %x, %out : i32, !llvm.ptr<1>
  llvm.return
}
