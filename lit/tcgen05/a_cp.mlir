// nvvm.tcgen05.cp, every form: the five shapes (64x128b with each of its two
// warp multicasts, 32x128b with warpx4), each with no source format and with
// srcFormat b6x16_p32 / b4x16_p64, in cta_1 (default) and cta_2: 36 ops, one
// @llvm.nvvm.tcgen05.cp.<shape>[_<multicast>][.<fmt>].cg<N>(ptr addrspace(6), i64)
// call and one tcgen05.cp.cta_group::N.<shape>[.<multicast>][.b8x16.<fmt>]
// [taddr], desc instruction each.
// RUN: %nvvm-lower %s --target sm_100a --emit llvm-ir | %FileCheck %s --check-prefix=LL
// RUN: %nvvm-lower %s --target sm_100a | %FileCheck %s --check-prefixes=PTX,PTX100A
// RUN: %nvvm-lower %s --target sm_103a | %FileCheck %s --check-prefixes=PTX,PTX103A
// RUN: %nvvm-lower %s --target sm_100a --backend llc | %FileCheck %s --check-prefixes=PTX,PTX100A
// RUN: %nvvm-lower %s --target sm_100a | %ptxas-verify
// RUN: %nvvm-lower %s --target sm_103a | %ptxas-verify
// RUN: %nvvm-lower %s --target sm_101a | %ptxas-verify
// RUN: %nvvm-lower %s --target sm_110a | %ptxas-verify
// RUN: %nvvm-lower %s --target sm_100f | %ptxas-verify
// RUN: %nvvm-lower %s --target sm_103f | %ptxas-verify
// RUN: %nvvm-lower %s --target sm_100a --verify-ptx -o /dev/null
// RUN: %nvvm-lower %s --target sm_103a --verify-ptx -o /dev/null
// The intrinsic calls are the ones mlir-translate-22 emits for the same input.
// RUN: %nvvm-lower %s --target sm_100a --emit llvm-ir | grep -o 'call [^@]*@llvm\.nvvm\.tcgen05[^(]*([^)]*)' | sed -E 's/%[A-Za-z0-9_.]+/%V/g' > %t.ours
// RUN: %mlir-translate --mlir-to-llvmir %s | grep -o 'call [^@]*@llvm\.nvvm\.tcgen05[^(]*([^)]*)' | sed -E 's/%[A-Za-z0-9_.]+/%V/g' > %t.mlir
// RUN: %count 43 < %t.mlir
// RUN: diff %t.ours %t.mlir

// PTX100A: .version 8.6
// PTX100A-NEXT: .target sm_100a
// PTX103A: .version 8.8
// PTX103A-NEXT: .target sm_103a

// LL-LABEL: define void @cp_cg1(ptr addrspace(6) %taddr, i64 %desc)
// LL-NEXT: entry:
// LL-NEXT: call void @llvm.nvvm.tcgen05.cp.128x256b.cg1(ptr addrspace(6) %taddr, i64 %desc)
// LL-NEXT: call void @llvm.nvvm.tcgen05.cp.128x256b.b6x16_p32.cg1(ptr addrspace(6) %taddr, i64 %desc)
// LL-NEXT: call void @llvm.nvvm.tcgen05.cp.128x256b.b4x16_p64.cg1(ptr addrspace(6) %taddr, i64 %desc)
// LL-NEXT: call void @llvm.nvvm.tcgen05.cp.4x256b.cg1(ptr addrspace(6) %taddr, i64 %desc)
// LL-NEXT: call void @llvm.nvvm.tcgen05.cp.4x256b.b6x16_p32.cg1(ptr addrspace(6) %taddr, i64 %desc)
// LL-NEXT: call void @llvm.nvvm.tcgen05.cp.4x256b.b4x16_p64.cg1(ptr addrspace(6) %taddr, i64 %desc)
// LL-NEXT: call void @llvm.nvvm.tcgen05.cp.128x128b.cg1(ptr addrspace(6) %taddr, i64 %desc)
// LL-NEXT: call void @llvm.nvvm.tcgen05.cp.128x128b.b6x16_p32.cg1(ptr addrspace(6) %taddr, i64 %desc)
// LL-NEXT: call void @llvm.nvvm.tcgen05.cp.128x128b.b4x16_p64.cg1(ptr addrspace(6) %taddr, i64 %desc)
// LL-NEXT: call void @llvm.nvvm.tcgen05.cp.64x128b_warpx2_02_13.cg1(ptr addrspace(6) %taddr, i64 %desc)
// LL-NEXT: call void @llvm.nvvm.tcgen05.cp.64x128b_warpx2_02_13.b6x16_p32.cg1(ptr addrspace(6) %taddr, i64 %desc)
// LL-NEXT: call void @llvm.nvvm.tcgen05.cp.64x128b_warpx2_02_13.b4x16_p64.cg1(ptr addrspace(6) %taddr, i64 %desc)
// LL-NEXT: call void @llvm.nvvm.tcgen05.cp.64x128b_warpx2_01_23.cg1(ptr addrspace(6) %taddr, i64 %desc)
// LL-NEXT: call void @llvm.nvvm.tcgen05.cp.64x128b_warpx2_01_23.b6x16_p32.cg1(ptr addrspace(6) %taddr, i64 %desc)
// LL-NEXT: call void @llvm.nvvm.tcgen05.cp.64x128b_warpx2_01_23.b4x16_p64.cg1(ptr addrspace(6) %taddr, i64 %desc)
// LL-NEXT: call void @llvm.nvvm.tcgen05.cp.32x128b_warpx4.cg1(ptr addrspace(6) %taddr, i64 %desc)
// LL-NEXT: call void @llvm.nvvm.tcgen05.cp.32x128b_warpx4.b6x16_p32.cg1(ptr addrspace(6) %taddr, i64 %desc)
// LL-NEXT: call void @llvm.nvvm.tcgen05.cp.32x128b_warpx4.b4x16_p64.cg1(ptr addrspace(6) %taddr, i64 %desc)
// LL-NEXT: ret void
// PTX-LABEL: .func cp_cg1(
// PTX-DAG: ld.param.b32 %r[[T:[0-9]+]], [cp_cg1_param_0];
// PTX-DAG: ld.param.b64 %rd[[D:[0-9]+]], [cp_cg1_param_1];
// PTX: tcgen05.cp.cta_group::1.128x256b [%r[[T]]], %rd[[D]];
// PTX-NEXT: tcgen05.cp.cta_group::1.128x256b.b8x16.b6x16_p32 [%r[[T]]], %rd[[D]];
// PTX-NEXT: tcgen05.cp.cta_group::1.128x256b.b8x16.b4x16_p64 [%r[[T]]], %rd[[D]];
// PTX-NEXT: tcgen05.cp.cta_group::1.4x256b [%r[[T]]], %rd[[D]];
// PTX-NEXT: tcgen05.cp.cta_group::1.4x256b.b8x16.b6x16_p32 [%r[[T]]], %rd[[D]];
// PTX-NEXT: tcgen05.cp.cta_group::1.4x256b.b8x16.b4x16_p64 [%r[[T]]], %rd[[D]];
// PTX-NEXT: tcgen05.cp.cta_group::1.128x128b [%r[[T]]], %rd[[D]];
// PTX-NEXT: tcgen05.cp.cta_group::1.128x128b.b8x16.b6x16_p32 [%r[[T]]], %rd[[D]];
// PTX-NEXT: tcgen05.cp.cta_group::1.128x128b.b8x16.b4x16_p64 [%r[[T]]], %rd[[D]];
// PTX-NEXT: tcgen05.cp.cta_group::1.64x128b.warpx2::02_13 [%r[[T]]], %rd[[D]];
// PTX-NEXT: tcgen05.cp.cta_group::1.64x128b.warpx2::02_13.b8x16.b6x16_p32 [%r[[T]]], %rd[[D]];
// PTX-NEXT: tcgen05.cp.cta_group::1.64x128b.warpx2::02_13.b8x16.b4x16_p64 [%r[[T]]], %rd[[D]];
// PTX-NEXT: tcgen05.cp.cta_group::1.64x128b.warpx2::01_23 [%r[[T]]], %rd[[D]];
// PTX-NEXT: tcgen05.cp.cta_group::1.64x128b.warpx2::01_23.b8x16.b6x16_p32 [%r[[T]]], %rd[[D]];
// PTX-NEXT: tcgen05.cp.cta_group::1.64x128b.warpx2::01_23.b8x16.b4x16_p64 [%r[[T]]], %rd[[D]];
// PTX-NEXT: tcgen05.cp.cta_group::1.32x128b.warpx4 [%r[[T]]], %rd[[D]];
// PTX-NEXT: tcgen05.cp.cta_group::1.32x128b.warpx4.b8x16.b6x16_p32 [%r[[T]]], %rd[[D]];
// PTX-NEXT: tcgen05.cp.cta_group::1.32x128b.warpx4.b8x16.b4x16_p64 [%r[[T]]], %rd[[D]];
// PTX-NEXT: ret;
llvm.func @cp_cg1(%taddr: !llvm.ptr<6>, %desc: i64) {
  nvvm.tcgen05.cp %taddr, %desc {shape = #nvvm.tcgen05_cp_shape<shape_128x256b>}
  nvvm.tcgen05.cp %taddr, %desc {shape = #nvvm.tcgen05_cp_shape<shape_128x256b>, srcFormat = #nvvm.tcgen05_cp_src_fmt<b6x16_p32>}
  nvvm.tcgen05.cp %taddr, %desc {shape = #nvvm.tcgen05_cp_shape<shape_128x256b>, srcFormat = #nvvm.tcgen05_cp_src_fmt<b4x16_p64>}
  nvvm.tcgen05.cp %taddr, %desc {shape = #nvvm.tcgen05_cp_shape<shape_4x256b>}
  nvvm.tcgen05.cp %taddr, %desc {shape = #nvvm.tcgen05_cp_shape<shape_4x256b>, srcFormat = #nvvm.tcgen05_cp_src_fmt<b6x16_p32>}
  nvvm.tcgen05.cp %taddr, %desc {shape = #nvvm.tcgen05_cp_shape<shape_4x256b>, srcFormat = #nvvm.tcgen05_cp_src_fmt<b4x16_p64>}
  nvvm.tcgen05.cp %taddr, %desc {shape = #nvvm.tcgen05_cp_shape<shape_128x128b>}
  nvvm.tcgen05.cp %taddr, %desc {shape = #nvvm.tcgen05_cp_shape<shape_128x128b>, srcFormat = #nvvm.tcgen05_cp_src_fmt<b6x16_p32>}
  nvvm.tcgen05.cp %taddr, %desc {shape = #nvvm.tcgen05_cp_shape<shape_128x128b>, srcFormat = #nvvm.tcgen05_cp_src_fmt<b4x16_p64>}
  nvvm.tcgen05.cp %taddr, %desc {shape = #nvvm.tcgen05_cp_shape<shape_64x128b>, multicast = #nvvm.tcgen05_cp_multicast<warpx2_02_13>}
  nvvm.tcgen05.cp %taddr, %desc {shape = #nvvm.tcgen05_cp_shape<shape_64x128b>, multicast = #nvvm.tcgen05_cp_multicast<warpx2_02_13>, srcFormat = #nvvm.tcgen05_cp_src_fmt<b6x16_p32>}
  nvvm.tcgen05.cp %taddr, %desc {shape = #nvvm.tcgen05_cp_shape<shape_64x128b>, multicast = #nvvm.tcgen05_cp_multicast<warpx2_02_13>, srcFormat = #nvvm.tcgen05_cp_src_fmt<b4x16_p64>}
  nvvm.tcgen05.cp %taddr, %desc {shape = #nvvm.tcgen05_cp_shape<shape_64x128b>, multicast = #nvvm.tcgen05_cp_multicast<warpx2_01_23>}
  nvvm.tcgen05.cp %taddr, %desc {shape = #nvvm.tcgen05_cp_shape<shape_64x128b>, multicast = #nvvm.tcgen05_cp_multicast<warpx2_01_23>, srcFormat = #nvvm.tcgen05_cp_src_fmt<b6x16_p32>}
  nvvm.tcgen05.cp %taddr, %desc {shape = #nvvm.tcgen05_cp_shape<shape_64x128b>, multicast = #nvvm.tcgen05_cp_multicast<warpx2_01_23>, srcFormat = #nvvm.tcgen05_cp_src_fmt<b4x16_p64>}
  nvvm.tcgen05.cp %taddr, %desc {shape = #nvvm.tcgen05_cp_shape<shape_32x128b>, multicast = #nvvm.tcgen05_cp_multicast<warpx4>}
  nvvm.tcgen05.cp %taddr, %desc {shape = #nvvm.tcgen05_cp_shape<shape_32x128b>, multicast = #nvvm.tcgen05_cp_multicast<warpx4>, srcFormat = #nvvm.tcgen05_cp_src_fmt<b6x16_p32>}
  nvvm.tcgen05.cp %taddr, %desc {shape = #nvvm.tcgen05_cp_shape<shape_32x128b>, multicast = #nvvm.tcgen05_cp_multicast<warpx4>, srcFormat = #nvvm.tcgen05_cp_src_fmt<b4x16_p64>}
  llvm.return
}

// LL-LABEL: define void @cp_cg2(ptr addrspace(6) %taddr, i64 %desc)
// LL-NEXT: entry:
// LL-NEXT: call void @llvm.nvvm.tcgen05.cp.128x256b.cg2(ptr addrspace(6) %taddr, i64 %desc)
// LL-NEXT: call void @llvm.nvvm.tcgen05.cp.128x256b.b6x16_p32.cg2(ptr addrspace(6) %taddr, i64 %desc)
// LL-NEXT: call void @llvm.nvvm.tcgen05.cp.128x256b.b4x16_p64.cg2(ptr addrspace(6) %taddr, i64 %desc)
// LL-NEXT: call void @llvm.nvvm.tcgen05.cp.4x256b.cg2(ptr addrspace(6) %taddr, i64 %desc)
// LL-NEXT: call void @llvm.nvvm.tcgen05.cp.4x256b.b6x16_p32.cg2(ptr addrspace(6) %taddr, i64 %desc)
// LL-NEXT: call void @llvm.nvvm.tcgen05.cp.4x256b.b4x16_p64.cg2(ptr addrspace(6) %taddr, i64 %desc)
// LL-NEXT: call void @llvm.nvvm.tcgen05.cp.128x128b.cg2(ptr addrspace(6) %taddr, i64 %desc)
// LL-NEXT: call void @llvm.nvvm.tcgen05.cp.128x128b.b6x16_p32.cg2(ptr addrspace(6) %taddr, i64 %desc)
// LL-NEXT: call void @llvm.nvvm.tcgen05.cp.128x128b.b4x16_p64.cg2(ptr addrspace(6) %taddr, i64 %desc)
// LL-NEXT: call void @llvm.nvvm.tcgen05.cp.64x128b_warpx2_02_13.cg2(ptr addrspace(6) %taddr, i64 %desc)
// LL-NEXT: call void @llvm.nvvm.tcgen05.cp.64x128b_warpx2_02_13.b6x16_p32.cg2(ptr addrspace(6) %taddr, i64 %desc)
// LL-NEXT: call void @llvm.nvvm.tcgen05.cp.64x128b_warpx2_02_13.b4x16_p64.cg2(ptr addrspace(6) %taddr, i64 %desc)
// LL-NEXT: call void @llvm.nvvm.tcgen05.cp.64x128b_warpx2_01_23.cg2(ptr addrspace(6) %taddr, i64 %desc)
// LL-NEXT: call void @llvm.nvvm.tcgen05.cp.64x128b_warpx2_01_23.b6x16_p32.cg2(ptr addrspace(6) %taddr, i64 %desc)
// LL-NEXT: call void @llvm.nvvm.tcgen05.cp.64x128b_warpx2_01_23.b4x16_p64.cg2(ptr addrspace(6) %taddr, i64 %desc)
// LL-NEXT: call void @llvm.nvvm.tcgen05.cp.32x128b_warpx4.cg2(ptr addrspace(6) %taddr, i64 %desc)
// LL-NEXT: call void @llvm.nvvm.tcgen05.cp.32x128b_warpx4.b6x16_p32.cg2(ptr addrspace(6) %taddr, i64 %desc)
// LL-NEXT: call void @llvm.nvvm.tcgen05.cp.32x128b_warpx4.b4x16_p64.cg2(ptr addrspace(6) %taddr, i64 %desc)
// LL-NEXT: ret void
// PTX-LABEL: .func cp_cg2(
// PTX-DAG: ld.param.b32 %r[[T:[0-9]+]], [cp_cg2_param_0];
// PTX-DAG: ld.param.b64 %rd[[D:[0-9]+]], [cp_cg2_param_1];
// PTX: tcgen05.cp.cta_group::2.128x256b [%r[[T]]], %rd[[D]];
// PTX-NEXT: tcgen05.cp.cta_group::2.128x256b.b8x16.b6x16_p32 [%r[[T]]], %rd[[D]];
// PTX-NEXT: tcgen05.cp.cta_group::2.128x256b.b8x16.b4x16_p64 [%r[[T]]], %rd[[D]];
// PTX-NEXT: tcgen05.cp.cta_group::2.4x256b [%r[[T]]], %rd[[D]];
// PTX-NEXT: tcgen05.cp.cta_group::2.4x256b.b8x16.b6x16_p32 [%r[[T]]], %rd[[D]];
// PTX-NEXT: tcgen05.cp.cta_group::2.4x256b.b8x16.b4x16_p64 [%r[[T]]], %rd[[D]];
// PTX-NEXT: tcgen05.cp.cta_group::2.128x128b [%r[[T]]], %rd[[D]];
// PTX-NEXT: tcgen05.cp.cta_group::2.128x128b.b8x16.b6x16_p32 [%r[[T]]], %rd[[D]];
// PTX-NEXT: tcgen05.cp.cta_group::2.128x128b.b8x16.b4x16_p64 [%r[[T]]], %rd[[D]];
// PTX-NEXT: tcgen05.cp.cta_group::2.64x128b.warpx2::02_13 [%r[[T]]], %rd[[D]];
// PTX-NEXT: tcgen05.cp.cta_group::2.64x128b.warpx2::02_13.b8x16.b6x16_p32 [%r[[T]]], %rd[[D]];
// PTX-NEXT: tcgen05.cp.cta_group::2.64x128b.warpx2::02_13.b8x16.b4x16_p64 [%r[[T]]], %rd[[D]];
// PTX-NEXT: tcgen05.cp.cta_group::2.64x128b.warpx2::01_23 [%r[[T]]], %rd[[D]];
// PTX-NEXT: tcgen05.cp.cta_group::2.64x128b.warpx2::01_23.b8x16.b6x16_p32 [%r[[T]]], %rd[[D]];
// PTX-NEXT: tcgen05.cp.cta_group::2.64x128b.warpx2::01_23.b8x16.b4x16_p64 [%r[[T]]], %rd[[D]];
// PTX-NEXT: tcgen05.cp.cta_group::2.32x128b.warpx4 [%r[[T]]], %rd[[D]];
// PTX-NEXT: tcgen05.cp.cta_group::2.32x128b.warpx4.b8x16.b6x16_p32 [%r[[T]]], %rd[[D]];
// PTX-NEXT: tcgen05.cp.cta_group::2.32x128b.warpx4.b8x16.b4x16_p64 [%r[[T]]], %rd[[D]];
// PTX-NEXT: ret;
llvm.func @cp_cg2(%taddr: !llvm.ptr<6>, %desc: i64) {
  nvvm.tcgen05.cp %taddr, %desc {shape = #nvvm.tcgen05_cp_shape<shape_128x256b>, group = #nvvm.cta_group<cta_2>}
  nvvm.tcgen05.cp %taddr, %desc {shape = #nvvm.tcgen05_cp_shape<shape_128x256b>, group = #nvvm.cta_group<cta_2>, srcFormat = #nvvm.tcgen05_cp_src_fmt<b6x16_p32>}
  nvvm.tcgen05.cp %taddr, %desc {shape = #nvvm.tcgen05_cp_shape<shape_128x256b>, group = #nvvm.cta_group<cta_2>, srcFormat = #nvvm.tcgen05_cp_src_fmt<b4x16_p64>}
  nvvm.tcgen05.cp %taddr, %desc {shape = #nvvm.tcgen05_cp_shape<shape_4x256b>, group = #nvvm.cta_group<cta_2>}
  nvvm.tcgen05.cp %taddr, %desc {shape = #nvvm.tcgen05_cp_shape<shape_4x256b>, group = #nvvm.cta_group<cta_2>, srcFormat = #nvvm.tcgen05_cp_src_fmt<b6x16_p32>}
  nvvm.tcgen05.cp %taddr, %desc {shape = #nvvm.tcgen05_cp_shape<shape_4x256b>, group = #nvvm.cta_group<cta_2>, srcFormat = #nvvm.tcgen05_cp_src_fmt<b4x16_p64>}
  nvvm.tcgen05.cp %taddr, %desc {shape = #nvvm.tcgen05_cp_shape<shape_128x128b>, group = #nvvm.cta_group<cta_2>}
  nvvm.tcgen05.cp %taddr, %desc {shape = #nvvm.tcgen05_cp_shape<shape_128x128b>, group = #nvvm.cta_group<cta_2>, srcFormat = #nvvm.tcgen05_cp_src_fmt<b6x16_p32>}
  nvvm.tcgen05.cp %taddr, %desc {shape = #nvvm.tcgen05_cp_shape<shape_128x128b>, group = #nvvm.cta_group<cta_2>, srcFormat = #nvvm.tcgen05_cp_src_fmt<b4x16_p64>}
  nvvm.tcgen05.cp %taddr, %desc {shape = #nvvm.tcgen05_cp_shape<shape_64x128b>, group = #nvvm.cta_group<cta_2>, multicast = #nvvm.tcgen05_cp_multicast<warpx2_02_13>}
  nvvm.tcgen05.cp %taddr, %desc {shape = #nvvm.tcgen05_cp_shape<shape_64x128b>, group = #nvvm.cta_group<cta_2>, multicast = #nvvm.tcgen05_cp_multicast<warpx2_02_13>, srcFormat = #nvvm.tcgen05_cp_src_fmt<b6x16_p32>}
  nvvm.tcgen05.cp %taddr, %desc {shape = #nvvm.tcgen05_cp_shape<shape_64x128b>, group = #nvvm.cta_group<cta_2>, multicast = #nvvm.tcgen05_cp_multicast<warpx2_02_13>, srcFormat = #nvvm.tcgen05_cp_src_fmt<b4x16_p64>}
  nvvm.tcgen05.cp %taddr, %desc {shape = #nvvm.tcgen05_cp_shape<shape_64x128b>, group = #nvvm.cta_group<cta_2>, multicast = #nvvm.tcgen05_cp_multicast<warpx2_01_23>}
  nvvm.tcgen05.cp %taddr, %desc {shape = #nvvm.tcgen05_cp_shape<shape_64x128b>, group = #nvvm.cta_group<cta_2>, multicast = #nvvm.tcgen05_cp_multicast<warpx2_01_23>, srcFormat = #nvvm.tcgen05_cp_src_fmt<b6x16_p32>}
  nvvm.tcgen05.cp %taddr, %desc {shape = #nvvm.tcgen05_cp_shape<shape_64x128b>, group = #nvvm.cta_group<cta_2>, multicast = #nvvm.tcgen05_cp_multicast<warpx2_01_23>, srcFormat = #nvvm.tcgen05_cp_src_fmt<b4x16_p64>}
  nvvm.tcgen05.cp %taddr, %desc {shape = #nvvm.tcgen05_cp_shape<shape_32x128b>, group = #nvvm.cta_group<cta_2>, multicast = #nvvm.tcgen05_cp_multicast<warpx4>}
  nvvm.tcgen05.cp %taddr, %desc {shape = #nvvm.tcgen05_cp_shape<shape_32x128b>, group = #nvvm.cta_group<cta_2>, multicast = #nvvm.tcgen05_cp_multicast<warpx4>, srcFormat = #nvvm.tcgen05_cp_src_fmt<b6x16_p32>}
  nvvm.tcgen05.cp %taddr, %desc {shape = #nvvm.tcgen05_cp_shape<shape_32x128b>, group = #nvvm.cta_group<cta_2>, multicast = #nvvm.tcgen05_cp_multicast<warpx4>, srcFormat = #nvvm.tcgen05_cp_src_fmt<b4x16_p64>}
  llvm.return
}

// An explicit multicast = none (the default), an explicit cta_1, and the
// attribute order of the dictionary do not matter.
// LL-LABEL: define void @explicit_defaults(ptr addrspace(6) %taddr, i64 %desc)
// LL-NEXT: entry:
// LL-NEXT: call void @llvm.nvvm.tcgen05.cp.128x256b.cg1(ptr addrspace(6) %taddr, i64 %desc)
// LL-NEXT: call void @llvm.nvvm.tcgen05.cp.4x256b.b4x16_p64.cg1(ptr addrspace(6) %taddr, i64 %desc)
// LL-NEXT: call void @llvm.nvvm.tcgen05.cp.32x128b_warpx4.b6x16_p32.cg1(ptr addrspace(6) %taddr, i64 %desc)
// LL-NEXT: ret void
// PTX-LABEL: .func explicit_defaults(
// PTX: tcgen05.cp.cta_group::1.128x256b [%r[[T:[0-9]+]]], %rd[[D:[0-9]+]];
// PTX-NEXT: tcgen05.cp.cta_group::1.4x256b.b8x16.b4x16_p64 [%r[[T]]], %rd[[D]];
// PTX-NEXT: tcgen05.cp.cta_group::1.32x128b.warpx4.b8x16.b6x16_p32 [%r[[T]]], %rd[[D]];
// PTX-NEXT: ret;
llvm.func @explicit_defaults(%taddr: !llvm.ptr<6>, %desc: i64) {
  nvvm.tcgen05.cp %taddr, %desc {shape = #nvvm.tcgen05_cp_shape<shape_128x256b>, multicast = #nvvm.tcgen05_cp_multicast<none>}
  nvvm.tcgen05.cp %taddr, %desc {srcFormat = #nvvm.tcgen05_cp_src_fmt<b4x16_p64>, group = #nvvm.cta_group<cta_1>, multicast = #nvvm.tcgen05_cp_multicast<none>, shape = #nvvm.tcgen05_cp_shape<shape_4x256b>}
  nvvm.tcgen05.cp %taddr, %desc {
    srcFormat = #nvvm.tcgen05_cp_src_fmt<b6x16_p32>,
    multicast = #nvvm.tcgen05_cp_multicast<warpx4>,
    shape = #nvvm.tcgen05_cp_shape<shape_32x128b>
  }
  llvm.return
}

// A copy and its commit in one kernel per group (the commit tracks the copy).
// PTX-LABEL: .entry copy_then_commit_cg1(
// PTX: tcgen05.cp.cta_group::1.128x128b [%r{{[0-9]+}}], %rd{{[0-9]+}};
// PTX-NOT: cta_group::2
// PTX: tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.b64 [%rd{{[0-9]+}}];
// PTX-NEXT: ret;
llvm.func @copy_then_commit_cg1(%taddr: !llvm.ptr<6>, %desc: i64, %bar: !llvm.ptr<3>) attributes {nvvm.kernel} {
  nvvm.tcgen05.cp %taddr, %desc {shape = #nvvm.tcgen05_cp_shape<shape_128x128b>}
  nvvm.tcgen05.commit %bar : !llvm.ptr<3>
  llvm.return
}

// PTX-LABEL: .entry copy_then_commit_cg2(
// PTX: tcgen05.cp.cta_group::2.64x128b.warpx2::01_23.b8x16.b6x16_p32 [%r{{[0-9]+}}], %rd{{[0-9]+}};
// PTX-NOT: cta_group::1
// PTX: tcgen05.commit.cta_group::2.mbarrier::arrive::one.shared::cluster.multicast::cluster.b64 [%rd{{[0-9]+}}], %rs{{[0-9]+}};
// PTX-NEXT: ret;
llvm.func @copy_then_commit_cg2(%taddr: !llvm.ptr<6>, %desc: i64, %bar: !llvm.ptr<3>, %mask: i16) attributes {nvvm.kernel} {
  nvvm.tcgen05.cp %taddr, %desc {shape = #nvvm.tcgen05_cp_shape<shape_64x128b>, multicast = #nvvm.tcgen05_cp_multicast<warpx2_01_23>, srcFormat = #nvvm.tcgen05_cp_src_fmt<b6x16_p32>, group = #nvvm.cta_group<cta_2>}
  nvvm.tcgen05.commit %bar, multicast_mask = %mask {group = #nvvm.cta_group<cta_2>} : !llvm.ptr<3>, i16
  llvm.return
}

// LL-DAG: declare void @llvm.nvvm.tcgen05.cp.128x256b.cg1(ptr addrspace(6) captures(none), i64) #[[C:[0-9]+]]
// LL-DAG: declare void @llvm.nvvm.tcgen05.cp.32x128b_warpx4.b4x16_p64.cg2(ptr addrspace(6) captures(none), i64) #[[C]]
// LL-DAG: attributes #[[C]] = { convergent nounwind
