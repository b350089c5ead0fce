// TMA stores (nvvm.cp.async.bulk.tensor.global.shared.cta: shared::cta -> global,
// tile 1-5 d, im2col 3-5 d printed as .im2col_no_offs, optional l2_cache_hint)
// and the bulk async-group ops that track them: commit.group, wait_group N and
// wait_group N {read}. All sm_90_up @ PTX 8.0.
// RUN: %nvvm-lower %s --target sm_90 --emit llvm-ir | %FileCheck %s --check-prefix=LL
// RUN: %nvvm-lower %s --target sm_90a | %FileCheck %s --check-prefixes=PTX,PTX90A
// RUN: %nvvm-lower %s --target sm_100a | %FileCheck %s --check-prefixes=PTX,PTX100A
// RUN: %nvvm-lower %s --target sm_90 | %ptxas-verify
// RUN: %nvvm-lower %s --target sm_90a | %ptxas-verify
// RUN: %nvvm-lower %s --target sm_100a | %ptxas-verify
// sm_101a is assembled by ptxas 12.9.
// RUN: %nvvm-lower %s --target sm_101a | %ptxas-verify
// RUN: %nvvm-lower %s --target sm_120 | %ptxas-verify

// PTX90A: .version 8.0
// PTX90A-NEXT: .target sm_90a
// PTX100A: .version 8.6
// PTX100A-NEXT: .target sm_100a

// Operand order of the intrinsic: src, tmap, box..., hint, use_hint (the op
// writes tmap, src).
// LL-LABEL: define void @stores(ptr %tmap, ptr addrspace(3) %src, i32 %c0, i32 %c1, i32 %c2, i32 %c3, i32 %c4, i64 %h)
// LL-NEXT: entry:
// LL-NEXT: call void @llvm.nvvm.cp.async.bulk.tensor.s2g.tile.1d(ptr addrspace(3) %src, ptr %tmap, i32 %c0, i64 0, i1 false)
// LL-NEXT: call void @llvm.nvvm.cp.async.bulk.tensor.s2g.tile.2d(ptr addrspace(3) %src, ptr %tmap, i32 %c0, i32 %c1, i64 %h, i1 true)
// LL-NEXT: call void @llvm.nvvm.cp.async.bulk.tensor.s2g.tile.3d(ptr addrspace(3) %src, ptr %tmap, i32 %c0, i32 %c1, i32 %c2, i64 0, i1 false)
// LL-NEXT: call void @llvm.nvvm.cp.async.bulk.tensor.s2g.tile.4d(ptr addrspace(3) %src, ptr %tmap, i32 %c0, i32 %c1, i32 %c2, i32 %c3, i64 0, i1 false)
// LL-NEXT: call void @llvm.nvvm.cp.async.bulk.tensor.s2g.tile.5d(ptr addrspace(3) %src, ptr %tmap, i32 %c0, i32 %c1, i32 %c2, i32 %c3, i32 %c4, i64 %h, i1 true)
// LL-NEXT: call void @llvm.nvvm.cp.async.bulk.tensor.s2g.im2col.3d(ptr addrspace(3) %src, ptr %tmap, i32 %c0, i32 %c1, i32 %c2, i64 0, i1 false)
// LL-NEXT: call void @llvm.nvvm.cp.async.bulk.tensor.s2g.im2col.4d(ptr addrspace(3) %src, ptr %tmap, i32 %c0, i32 %c1, i32 %c2, i32 %c3, i64 %h, i1 true)
// LL-NEXT: call void @llvm.nvvm.cp.async.bulk.tensor.s2g.im2col.5d(ptr addrspace(3) %src, ptr %tmap, i32 %c0, i32 %c1, i32 %c2, i32 %c3, i32 %c4, i64 0, i1 false)
// LL-NEXT: call void @llvm.nvvm.cp.async.bulk.tensor.s2g.tile.2d(ptr addrspace(3) %src, ptr %tmap, i32 %c0, i32 %c1, i64 0, i1 false)
// LL-NEXT: ret void
// PTX-LABEL: .func stores(
// PTX-DAG: ld.param.b64 %rd[[T:[0-9]+]], [stores_param_0];
// PTX-DAG: ld.param.b64 %rd[[S:[0-9]+]], [stores_param_1];
// PTX-DAG: ld.param.b32 %r[[C0:[0-9]+]], [stores_param_2];
// PTX: cp.async.bulk.tensor.1d.global.shared::cta.tile.bulk_group [%rd[[T]], {%r[[C0]]}], [%rd[[S]]];
// PTX: cp.async.bulk.tensor.2d.global.shared::cta.tile.bulk_group.L2::cache_hint [%rd[[T]], {%r[[C0]], %r[[C1:[0-9]+]]}], [%rd[[S]]], %rd[[H:[0-9]+]];
// PTX: cp.async.bulk.tensor.3d.global.shared::cta.tile.bulk_group [%rd[[T]], {%r[[C0]], %r[[C1]], %r[[C2:[0-9]+]]}], [%rd[[S]]];
// PTX: cp.async.bulk.tensor.4d.global.shared::cta.tile.bulk_group [%rd[[T]], {%r[[C0]], %r[[C1]], %r[[C2]], %r[[C3:[0-9]+]]}], [%rd[[S]]];
// PTX: cp.async.bulk.tensor.5d.global.shared::cta.tile.bulk_group.L2::cache_hint [%rd[[T]], {%r[[C0]], %r[[C1]], %r[[C2]], %r[[C3]], %r[[C4:[0-9]+]]}], [%rd[[S]]], %rd[[H]];
// PTX-NEXT: cp.async.bulk.tensor.3d.global.shared::cta.im2col_no_offs.bulk_group [%rd[[T]], {%r[[C0]], %r[[C1]], %r[[C2]]}], [%rd[[S]]];
// PTX-NEXT: cp.async.bulk.tensor.4d.global.shared::cta.im2col_no_offs.bulk_group.L2::cache_hint [%rd[[T]], {%r[[C0]], %r[[C1]], %r[[C2]], %r[[C3]]}], [%rd[[S]]], %rd[[H]];
// PTX-NEXT: cp.async.bulk.tensor.5d.global.shared::cta.im2col_no_offs.bulk_group [%rd[[T]], {%r[[C0]], %r[[C1]], %r[[C2]], %r[[C3]], %r[[C4]]}], [%rd[[S]]];
// PTX-NEXT: cp.async.bulk.tensor.2d.global.shared::cta.tile.bulk_group [%rd[[T]], {%r[[C0]], %r[[C1]]}], [%rd[[S]]];
// PTX-NEXT: ret;
llvm.func @stores(%tmap: !llvm.ptr, %src: !llvm.ptr<3>, %c0: i32, %c1: i32, %c2: i32, %c3: i32, %c4: i32, %h: i64) {
  nvvm.cp.async.bulk.tensor.global.shared.cta %tmap, %src, box[%c0] : !llvm.ptr, !llvm.ptr<3>
  nvvm.cp.async.bulk.tensor.global.shared.cta %tmap, %src, box[%c0, %c1] l2_cache_hint = %h : !llvm.ptr, !llvm.ptr<3>
  nvvm.cp.async.bulk.tensor.global.shared.cta %tmap, %src, box[%c0, %c1, %c2] : !llvm.ptr, !llvm.ptr<3>
  nvvm.cp.async.bulk.tensor.global.shared.cta %tmap, %src, box[%c0, %c1, %c2, %c3] : !llvm.ptr, !llvm.ptr<3>
  nvvm.cp.async.bulk.tensor.global.shared.cta %tmap, %src, box[%c0, %c1, %c2, %c3, %c4] l2_cache_hint = %h : !llvm.ptr, !llvm.ptr<3>
  nvvm.cp.async.bulk.tensor.global.shared.cta %tmap, %src, box[%c0, %c1, %c2] {mode = #nvvm.tma_store_mode<im2col>} : !llvm.ptr, !llvm.ptr<3>
  nvvm.cp.async.bulk.tensor.global.shared.cta %tmap, %src, box[%c0, %c1, %c2, %c3] l2_cache_hint = %h {mode = #nvvm.tma_store_mode<im2col>} : !llvm.ptr, !llvm.ptr<3>
  nvvm.cp.async.bulk.tensor.global.shared.cta %tmap, %src, box[%c0, %c1, %c2, %c3, %c4] {mode = #nvvm.tma_store_mode<im2col>} : !llvm.ptr, !llvm.ptr<3>
  // The default mode spelled out.
  nvvm.cp.async.bulk.tensor.global.shared.cta %tmap, %src, box[%c0, %c1] {mode = #nvvm.tma_store_mode<tile>} : !llvm.ptr, !llvm.ptr<3>
  llvm.return
}

// LL-LABEL: define void @groups()
// LL-NEXT: entry:
// LL-NEXT: call void @llvm.nvvm.cp.async.bulk.commit.group()
// LL-NEXT: call void @llvm.nvvm.cp.async.bulk.wait.group(i32 1)
// LL-NEXT: call void @llvm.nvvm.cp.async.bulk.wait.group(i32 0)
// LL-NEXT: call void @llvm.nvvm.cp.async.bulk.wait.group.read(i32 0)
// LL-NEXT: call void @llvm.nvvm.cp.async.bulk.wait.group.read(i32 7)
// LL-NEXT: call void @llvm.nvvm.cp.async.bulk.wait.group(i32 3)
// LL-NEXT: call void @llvm.nvvm.cp.async.bulk.wait.group(i32 2147483647)
// LL-NEXT: ret void
// PTX-LABEL: .func groups()
// PTX: cp.async.bulk.commit_group;
// PTX-NEXT: cp.async.bulk.wait_group 1;
// PTX-NEXT: cp.async.bulk.wait_group 0;
// PTX-NEXT: cp.async.bulk.wait_group.read 0;
// PTX-NEXT: cp.async.bulk.wait_group.read 7;
// PTX-NEXT: cp.async.bulk.wait_group 3;
// PTX-NEXT: cp.async.bulk.wait_group 2147483647;
// PTX-NEXT: ret;
llvm.func @groups() {
  nvvm.cp.async.bulk.commit.group
  nvvm.cp.async.bulk.wait_group 1
  nvvm.cp.async.bulk.wait_group 0
  nvvm.cp.async.bulk.wait_group 0 {read}
  nvvm.cp.async.bulk.wait_group 7 {read}
  // {read = false} is the plain form.
  nvvm.cp.async.bulk.wait_group 3 {read = false}
  // The largest i32.
  nvvm.cp.async.bulk.wait_group 2147483647
  llvm.return
}

// The usual producer pattern in a kernel: store, commit, then wait until the
// shared source may be reused.
// LL-LABEL: define ptx_kernel void @store_commit_wait(ptr %tmap, ptr addrspace(3) %src, i32 %x, i32 %y)
// LL-NEXT: entry:
// LL-NEXT: call void @llvm.nvvm.cp.async.bulk.tensor.s2g.tile.2d(ptr addrspace(3) %src, ptr %tmap, i32 %x, i32 %y, i64 0, i1 false)
// LL-NEXT: call void @llvm.nvvm.cp.async.bulk.commit.group()
// LL-NEXT: call void @llvm.nvvm.cp.async.bulk.wait.group.read(i32 0)
// LL-NEXT: ret void
// PTX-LABEL: .entry store_commit_wait(
// PTX: cp.async.bulk.tensor.2d.global.shared::cta.tile.bulk_group [%rd{{[0-9]+}}, {%r{{[0-9]+}}, %r{{[0-9]+}}}], [%rd{{[0-9]+}}];
// PTX-NEXT: cp.async.bulk.commit_group;
// PTX-NEXT: cp.async.bulk.wait_group.read 0;
// PTX-NEXT: ret;
llvm.func @store_commit_wait(%tmap: !llvm.ptr, %src: !llvm.ptr<3>, %x: i32, %y: i32) attributes {nvvm.kernel} {
  nvvm.cp.async.bulk.tensor.global.shared.cta %tmap, %src, box[%x, %y] : !llvm.ptr, !llvm.ptr<3>
  nvvm.cp.async.bulk.commit.group
  nvvm.cp.async.bulk.wait_group 0 {read}
  llvm.return
}
