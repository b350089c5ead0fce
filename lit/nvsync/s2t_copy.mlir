// nvsync.s2t_copy (spec 004) for every cta_group x shape_selector: the numeric
// group and the one-based selector are read independently.
//   cta_group 1, 2: no predicate; tcgen05.cp / commit in cta_group::1, ::2.
//   cta_group 4:    refused (s2t_copy-invalid.mlir): it cannot deliver the
//                   even ranks' quarters on these targets.
//   selector 1:     destination taddr, commit on bar.
//   selector 2:     destination taddr, commit multicast {rank, rank ^ 1}.
//   selector 3:     quarter 2 * (rank urem 2) + (rank urem 4) / 2, times
//                   slice_cols, added to taddr; commit multicast as for 2.
// The result is the barrier itself. Non-kernel functions: the one-cta_group
// rule judges kernels only, so the groups can sit side by side here.
// RUN: %nvvm-lower %s --target sm_100a --emit llvm-ir | %FileCheck %s --check-prefix=LL
// RUN: %nvvm-lower %s --target sm_100a 2> %t.warn | %FileCheck %s --check-prefix=PTX
// RUN: %count 0 < %t.warn
// RUN: %nvvm-lower %s --target sm_100a | %ptxas-verify
// RUN: %nvvm-lower %s --target sm_103a | %ptxas-verify
// RUN: %nvvm-lower %s --target sm_100a --verify-ptx -o /dev/null
// RUN: %nvvm-lower %s --target sm_110a --verify-ptx -o /dev/null

// ---- cta_group = 1, shape_selector = 1: the plain single-CTA copy.
// LL-LABEL: define ptr addrspace(3) @g1_s1(
// LL-NEXT: entry:
// LL-NEXT: call void @llvm.nvvm.tcgen05.cp.128x256b.cg1(ptr addrspace(6) %t, i64 %d)
// LL-NEXT: call void @llvm.nvvm.tcgen05.commit.shared.cg1(ptr addrspace(3) %bar)
// LL-NEXT: %tok = getelementptr i8, ptr addrspace(3) %bar, i32 0
// LL-NEXT: ret ptr addrspace(3) %tok
// PTX-LABEL: .func (.param .b64 func_retval0) g1_s1(
// PTX-NOT: ctarank
// PTX: tcgen05.cp.cta_group::1.128x256b [%r{{[0-9]+}}], %rd{{[0-9]+}};
// PTX-NEXT: ld.param.b64 %rd[[BAR:[0-9]+]], [g1_s1_param_2];
// PTX-NEXT: tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.b64 [%rd[[BAR]]];
// PTX-NEXT: st.param.b64 [func_retval0], %rd[[BAR]];
// PTX-NEXT: ret;
llvm.func @g1_s1(%t: !llvm.ptr<6>, %d: i64, %bar: !llvm.ptr<3>) -> !llvm.ptr<3> {
  %tok = nvsync.s2t_copy %t, %d, %bar {cta_group = 1, shape_selector = 1, shape = #nvvm.tcgen05_cp_shape<shape_128x256b>} : !llvm.ptr<6>, i64, !llvm.ptr<3> -> !llvm.ptr<3>
  llvm.return %tok : !llvm.ptr<3>
}

// ---- cta_group = 2, shape_selector = 2: the pair copy, uniform predicate
// (no branch), the XOR-1 sibling multicast commit.
// LL-LABEL: define ptr addrspace(3) @g2_s2(
// LL-NEXT: entry:
// LL-NEXT: %[[RANK:.+]] = call i32 @llvm.nvvm.read.ptx.sreg.cluster.ctarank()
// LL-NEXT: call void @llvm.nvvm.tcgen05.cp.128x256b.cg2(ptr addrspace(6) %t, i64 %d)
// LL-NEXT: %[[PEER:.+]] = xor i32 %[[RANK]], 1
// LL-NEXT: %[[ME:.+]] = shl i32 1, %[[RANK]]
// LL-NEXT: %[[SIB:.+]] = shl i32 1, %[[PEER]]
// LL-NEXT: %[[PAIR:.+]] = or i32 %[[ME]], %[[SIB]]
// LL-NEXT: %[[MASK:.+]] = trunc i32 %[[PAIR]] to i16
// LL-NEXT: call void @llvm.nvvm.tcgen05.commit.mc.shared.cg2(ptr addrspace(3) %bar, i16 %[[MASK]])
// LL-NEXT: %tok = getelementptr i8, ptr addrspace(3) %bar, i32 0
// LL-NEXT: ret ptr addrspace(3) %tok
// PTX-LABEL: .func (.param .b64 func_retval0) g2_s2(
// PTX: mov.u32 %r[[RANK:[0-9]+]], %cluster_ctarank;
// PTX-NOT: bra
// PTX: tcgen05.cp.cta_group::2.128x256b [%r{{[0-9]+}}], %rd{{[0-9]+}};
// PTX-NEXT: ld.param.b64
// PTX-NEXT: xor.b32 %r[[PEER:[0-9]+]], %r[[RANK]], 1;
// PTX-NEXT: mov.b32 %r[[ONE:[0-9]+]], 1;
// PTX-NEXT: shl.b32 %r[[ME:[0-9]+]], %r[[ONE]], %r[[RANK]];
// PTX-NEXT: shl.b32 %r[[SIB:[0-9]+]], %r[[ONE]], %r[[PEER]];
// PTX-NEXT: or.b32 %r[[PAIR:[0-9]+]], %r[[ME]], %r[[SIB]];
// PTX-NEXT: cvt.u16.u32 %rs[[MASK:[0-9]+]], %r[[PAIR]];
// PTX-NEXT: tcgen05.commit.cta_group::2.mbarrier::arrive::one.shared::cluster.multicast::cluster.b64 [%rd{{[0-9]+}}], %rs[[MASK]];
// PTX-NOT: bra
// PTX: ret;
llvm.func @g2_s2(%t: !llvm.ptr<6>, %d: i64, %bar: !llvm.ptr<3>) -> !llvm.ptr<3> {
  %tok = nvsync.s2t_copy %t, %d, %bar {cta_group = 2, shape_selector = 2, shape = #nvvm.tcgen05_cp_shape<shape_128x256b>} : !llvm.ptr<6>, i64, !llvm.ptr<3> -> !llvm.ptr<3>
  llvm.return %tok : !llvm.ptr<3>
}

// ---- cta_group = 2, shape_selector = 1: pair group, but the 1-CTA layout:
// no rank read, commit on bar alone.
// LL-LABEL: define ptr addrspace(3) @g2_s1(
// LL-NEXT: entry:
// LL-NEXT: call void @llvm.nvvm.tcgen05.cp.128x256b.cg2(ptr addrspace(6) %t, i64 %d)
// LL-NEXT: call void @llvm.nvvm.tcgen05.commit.shared.cg2(ptr addrspace(3) %bar)
// LL-NEXT: %tok = getelementptr i8, ptr addrspace(3) %bar, i32 0
// PTX-LABEL: .func (.param .b64 func_retval0) g2_s1(
// PTX-NOT: ctarank
// PTX: tcgen05.cp.cta_group::2.128x256b [%r{{[0-9]+}}], %rd{{[0-9]+}};
// PTX-NEXT: ld.param.b64 %rd[[BAR:[0-9]+]], [g2_s1_param_2];
// PTX-NEXT: tcgen05.commit.cta_group::2.mbarrier::arrive::one.shared::cluster.b64 [%rd[[BAR]]];
// PTX-NEXT: st.param.b64 [func_retval0], %rd[[BAR]];
llvm.func @g2_s1(%t: !llvm.ptr<6>, %d: i64, %bar: !llvm.ptr<3>) -> !llvm.ptr<3> {
  %tok = nvsync.s2t_copy %t, %d, %bar {cta_group = 2, shape_selector = 1, shape = #nvvm.tcgen05_cp_shape<shape_128x256b>} : !llvm.ptr<6>, i64, !llvm.ptr<3> -> !llvm.ptr<3>
  llvm.return %tok : !llvm.ptr<3>
}

// ---- The remaining pairs: each field does its own part.
// LL-LABEL: define ptr addrspace(3) @g1_s2(
// LL-NEXT: entry:
// LL-NEXT: %[[RANK:.+]] = call i32 @llvm.nvvm.read.ptx.sreg.cluster.ctarank()
// LL-NEXT: call void @llvm.nvvm.tcgen05.cp.128x256b.cg1(ptr addrspace(6) %t, i64 %d)
// LL-NEXT: %[[PEER:.+]] = xor i32 %[[RANK]], 1
// LL: call void @llvm.nvvm.tcgen05.commit.mc.shared.cg1(ptr addrspace(3) %bar, i16 %{{.+}})
// LL-NEXT: %tok = getelementptr i8, ptr addrspace(3) %bar, i32 0
// PTX-LABEL: .func (.param .b64 func_retval0) g1_s2(
// PTX-NOT: bra
// PTX: tcgen05.cp.cta_group::1.128x256b
// PTX: tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.multicast::cluster.b64
llvm.func @g1_s2(%t: !llvm.ptr<6>, %d: i64, %bar: !llvm.ptr<3>) -> !llvm.ptr<3> {
  %tok = nvsync.s2t_copy %t, %d, %bar {cta_group = 1, shape_selector = 2, shape = #nvvm.tcgen05_cp_shape<shape_128x256b>} : !llvm.ptr<6>, i64, !llvm.ptr<3> -> !llvm.ptr<3>
  llvm.return %tok : !llvm.ptr<3>
}

// LL-LABEL: define ptr addrspace(3) @g1_s3(
// LL-NEXT: entry:
// LL-NEXT: %[[RANK:.+]] = call i32 @llvm.nvvm.read.ptx.sreg.cluster.ctarank()
// LL-NOT: icmp
// LL: %[[C:.+]] = mul i32 %{{.+}}, 16
// LL-NEXT: %[[S:.+]] = getelementptr i8, ptr addrspace(6) %t, i32 %[[C]]
// LL-NEXT: call void @llvm.nvvm.tcgen05.cp.128x256b.cg1(ptr addrspace(6) %[[S]], i64 %d)
// LL: call void @llvm.nvvm.tcgen05.commit.mc.shared.cg1(ptr addrspace(3) %bar, i16 %{{.+}})
// PTX-LABEL: .func (.param .b64 func_retval0) g1_s3(
// PTX-NOT: bra
// PTX: tcgen05.cp.cta_group::1.128x256b
// PTX: tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.multicast::cluster.b64
llvm.func @g1_s3(%t: !llvm.ptr<6>, %d: i64, %bar: !llvm.ptr<3>) -> !llvm.ptr<3> {
  %tok = nvsync.s2t_copy %t, %d, %bar {cta_group = 1, shape_selector = 3, slice_cols = 16, shape = #nvvm.tcgen05_cp_shape<shape_128x256b>} : !llvm.ptr<6>, i64, !llvm.ptr<3> -> !llvm.ptr<3>
  llvm.return %tok : !llvm.ptr<3>
}

// LL-LABEL: define ptr addrspace(3) @g2_s3(
// LL-NEXT: entry:
// LL-NEXT: %[[RANK:.+]] = call i32 @llvm.nvvm.read.ptx.sreg.cluster.ctarank()
// LL-NOT: icmp
// LL: %[[C:.+]] = mul i32 %{{.+}}, 64
// LL-NEXT: %[[S:.+]] = getelementptr i8, ptr addrspace(6) %t, i32 %[[C]]
// LL-NEXT: call void @llvm.nvvm.tcgen05.cp.128x256b.cg2(ptr addrspace(6) %[[S]], i64 %d)
// LL: call void @llvm.nvvm.tcgen05.commit.mc.shared.cg2(ptr addrspace(3) %bar, i16 %{{.+}})
// PTX-LABEL: .func (.param .b64 func_retval0) g2_s3(
// PTX-NOT: bra
// PTX: tcgen05.cp.cta_group::2.128x256b
// PTX: tcgen05.commit.cta_group::2.mbarrier::arrive::one.shared::cluster.multicast::cluster.b64
llvm.func @g2_s3(%t: !llvm.ptr<6>, %d: i64, %bar: !llvm.ptr<3>) -> !llvm.ptr<3> {
  %tok = nvsync.s2t_copy %t, %d, %bar {cta_group = 2, shape_selector = 3, slice_cols = 64, shape = #nvvm.tcgen05_cp_shape<shape_128x256b>} : !llvm.ptr<6>, i64, !llvm.ptr<3> -> !llvm.ptr<3>
  llvm.return %tok : !llvm.ptr<3>
}

// ---- The copy's shape, warp multicast and source format go to tcgen05.cp.
// LL-LABEL: define void @cp_forms(
// LL: call void @llvm.nvvm.tcgen05.cp.64x128b_warpx2_02_13.b6x16_p32.cg2(ptr addrspace(6) %t, i64 %d)
// LL: call void @llvm.nvvm.tcgen05.cp.32x128b_warpx4.b4x16_p64.cg1(ptr addrspace(6) %{{.+}}, i64 %d)
// LL: call void @llvm.nvvm.tcgen05.cp.4x256b.cg1(ptr addrspace(6) %t, i64 %d)
// PTX-LABEL: .func cp_forms(
// PTX: tcgen05.cp.cta_group::2.64x128b.warpx2::02_13.b8x16.b6x16_p32 [%r{{[0-9]+}}], %rd{{[0-9]+}};
// PTX: tcgen05.cp.cta_group::1.32x128b.warpx4.b8x16.b4x16_p64 [%r{{[0-9]+}}], %rd{{[0-9]+}};
// PTX: tcgen05.cp.cta_group::1.4x256b [%r{{[0-9]+}}], %rd{{[0-9]+}};
llvm.func @cp_forms(%t: !llvm.ptr<6>, %d: i64, %bar: !llvm.ptr<3>) {
  %a = nvsync.s2t_copy %t, %d, %bar {cta_group = 2, shape_selector = 2, shape = #nvvm.tcgen05_cp_shape<shape_64x128b>, multicast = #nvvm.tcgen05_cp_multicast<warpx2_02_13>, srcFormat = #nvvm.tcgen05_cp_src_fmt<b6x16_p32>} : !llvm.ptr<6>, i64, !llvm.ptr<3> -> !llvm.ptr<3>
  %b = nvsync.s2t_copy %t, %d, %bar {cta_group = 1, shape_selector = 3, slice_cols = 4, shape = #nvvm.tcgen05_cp_shape<shape_32x128b>, multicast = #nvvm.tcgen05_cp_multicast<warpx4>, srcFormat = #nvvm.tcgen05_cp_src_fmt<b4x16_p64>} : !llvm.ptr<6>, i64, !llvm.ptr<3> -> !llvm.ptr<3>
  %c = nvsync.s2t_copy %t, %d, %bar {cta_group = 1, shape_selector = 1, shape = #nvvm.tcgen05_cp_shape<shape_4x256b>} : !llvm.ptr<6>, i64, !llvm.ptr<3> -> !llvm.ptr<3>
  llvm.return
}

// ---- In a kernel: two copies in a loop (the 4-CTA layout, then the 1-CTA
// one on its token), no branch around either, the token waited on with the
// loop's phase.
// LL-LABEL: define ptx_kernel void @in_loop(
// LL: loop:
// LL-NOT: br i1
// LL: call void @llvm.nvvm.tcgen05.cp.128x256b.cg1(
// LL: call void @llvm.nvvm.tcgen05.commit.mc.shared.cg1(ptr addrspace(3) %bar, i16 %{{.+}})
// LL-NEXT: %x = getelementptr i8, ptr addrspace(3) %bar, i32 0
// LL-NEXT: call void @llvm.nvvm.tcgen05.cp.128x256b.cg1(ptr addrspace(6) %t, i64 %d)
// LL-NEXT: call void @llvm.nvvm.tcgen05.commit.shared.cg1(ptr addrspace(3) %x)
// LL-NEXT: %y = getelementptr i8, ptr addrspace(3) %x, i32 0
// LL: call i1 @llvm.nvvm.mbarrier.try.wait.parity.tl.scope.cta.space.cta(ptr addrspace(3) %y, i32 %ph, i32 %{{hint[0-9]*}})
// PTX-LABEL: .entry in_loop(
// PTX: .reqnctapercluster 4, 1, 1
// PTX-COUNT-2: tcgen05.cp.cta_group::1.128x256b
// PTX: mbarrier.try_wait.parity.shared.b64
llvm.func @in_loop(%t: !llvm.ptr<6>, %d: i64, %bar: !llvm.ptr<3>, %n: i32) attributes {nvvm.kernel, nvvm.cluster_dim = array<i32: 4, 1, 1>} {
  %c0 = llvm.mlir.constant(0 : i32) : i32
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %ticks = llvm.mlir.constant(1000 : i32) : i32
  llvm.br ^loop(%c0, %c0 : i32, i32)
^loop(%i: i32, %ph: i32):
  %x = nvsync.s2t_copy %t, %d, %bar {cta_group = 1, shape_selector = 3, slice_cols = 8, shape = #nvvm.tcgen05_cp_shape<shape_128x256b>} : !llvm.ptr<6>, i64, !llvm.ptr<3> -> !llvm.ptr<3>
  %y = nvsync.s2t_copy %t, %d, %x {cta_group = 1, shape_selector = 1, shape = #nvvm.tcgen05_cp_shape<shape_128x256b>} : !llvm.ptr<6>, i64, !llvm.ptr<3> -> !llvm.ptr<3>
  nvvm.mbarrier.try_wait.parity %y, %ph, %ticks : !llvm.ptr<3>, i32, i32
  %i2 = llvm.add %i, %c1 : i32
  %ph2 = llvm.xor %ph, %c1 : i32
  %more = llvm.icmp "ult" %i2, %n : i32
  llvm.cond_br %more, ^loop(%i2, %ph2 : i32, i32), ^exit
^exit:
  llvm.return
}
