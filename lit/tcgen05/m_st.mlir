// nvvm.tcgen05.st for every shape, with the smallest (x1) and the largest repeat
// count, with and without unpack: one @llvm.nvvm.tcgen05.st.<shape>.x<N> call per
// op, arguments (taddr, [offset,] value, unpack) with the unpack flag as the last
// i1 immediate and the 16x32bx2 offset as an i64 immediate after the address.
// RUN: %nvvm-lower %s --target sm_100a --emit llvm-ir | %FileCheck %s --check-prefix=LL
// RUN: %nvvm-lower %s --target sm_100a | %FileCheck %s --check-prefixes=PTX,PTX100A
// RUN: %nvvm-lower %s --target sm_103a | %FileCheck %s --check-prefixes=PTX,PTX103A
// RUN: %nvvm-lower %s --target sm_100a | %ptxas-verify
// RUN: %nvvm-lower %s --target sm_103a | %ptxas-verify
// The other tcgen05 targets take every form too (sm_101a through ptxas 12.9).
// RUN: %nvvm-lower %s --target sm_101a | %ptxas-verify
// RUN: %nvvm-lower %s --target sm_110a | %ptxas-verify
// RUN: %nvvm-lower %s --target sm_100f | %ptxas-verify
// The intrinsic calls (names, types, immediates) are the ones mlir-translate-22 emits.
// RUN: %nvvm-lower %s --target sm_100a --emit llvm-ir | grep -o 'call [^@]*@llvm\.nvvm\.tcgen05[^(]*([^)]*)' | sed -E 's/%[A-Za-z0-9_.]+/%V/g' > %t.ours
// RUN: %mlir-translate --mlir-to-llvmir %s | grep -o 'call [^@]*@llvm\.nvvm\.tcgen05[^(]*([^)]*)' | sed -E 's/%[A-Za-z0-9_.]+/%V/g' > %t.mlir
// RUN: %count 10 < %t.mlir
// RUN: diff %t.ours %t.mlir

// PTX100A: .version 8.6
// PTX100A-NEXT: .target sm_100a
// PTX103A: .version 8.8
// PTX103A-NEXT: .target sm_103a

// LL-LABEL: define void @st_16x64b(ptr addrspace(6) %t, i32 %v1, <128 x i32> %v128)
// LL-NEXT: entry:
// LL-NEXT: call void @llvm.nvvm.tcgen05.st.16x64b.x1(ptr addrspace(6) %t, i32 %v1, i1 false)
// LL-NEXT: call void @llvm.nvvm.tcgen05.st.16x64b.x128(ptr addrspace(6) %t, <128 x i32> %v128, i1 true)
// LL-NEXT: ret void
// PTX-LABEL: .func st_16x64b(
// PTX: ld.param.b32 %r[[T:[0-9]+]], [st_16x64b_param_0];
// PTX: tcgen05.st.sync.aligned.16x64b.x1.b32 [%r[[T]]], {%r{{[0-9]+}}};
// PTX: tcgen05.st.sync.aligned.16x64b.x128.unpack::16b.b32 [%r[[T]]], {{[{](%r[0-9]+, ){127}%r[0-9]+[}]}};
// PTX-NEXT: ret;
llvm.func @st_16x64b(%t: !llvm.ptr<6>, %v1: i32, %v128: vector<128xi32>) {
  nvvm.tcgen05.st %t, %v1 {shape = #nvvm.tcgen05_ldst_shape<shape_16x64b>} : i32
  nvvm.tcgen05.st %t, %v128 unpack {shape = #nvvm.tcgen05_ldst_shape<shape_16x64b>} : vector<128xi32>
  llvm.return
}

// LL-LABEL: define void @st_32x32b(ptr addrspace(6) %t, i32 %v1, <128 x i32> %v128)
// LL-NEXT: entry:
// LL-NEXT: call void @llvm.nvvm.tcgen05.st.32x32b.x1(ptr addrspace(6) %t, i32 %v1, i1 true)
// LL-NEXT: call void @llvm.nvvm.tcgen05.st.32x32b.x128(ptr addrspace(6) %t, <128 x i32> %v128, i1 false)
// LL-NEXT: ret void
// PTX-LABEL: .func st_32x32b(
// PTX: ld.param.b32 %r[[T:[0-9]+]], [st_32x32b_param_0];
// PTX: tcgen05.st.sync.aligned.32x32b.x1.unpack::16b.b32 [%r[[T]]], {%r{{[0-9]+}}};
// PTX: tcgen05.st.sync.aligned.32x32b.x128.b32 [%r[[T]]], {{[{](%r[0-9]+, ){127}%r[0-9]+[}]}};
// PTX-NEXT: ret;
llvm.func @st_32x32b(%t: !llvm.ptr<6>, %v1: i32, %v128: vector<128xi32>) {
  nvvm.tcgen05.st %t, %v1 unpack {shape = #nvvm.tcgen05_ldst_shape<shape_32x32b>} : i32
  nvvm.tcgen05.st %t, %v128 {shape = #nvvm.tcgen05_ldst_shape<shape_32x32b>} : vector<128xi32>
  llvm.return
}

// 16x128b: x1 takes two lanes, x64 (the largest) 128.
// LL-LABEL: define void @st_16x128b(ptr addrspace(6) %t, <2 x i32> %v2, <128 x i32> %v128)
// LL-NEXT: entry:
// LL-NEXT: call void @llvm.nvvm.tcgen05.st.16x128b.x1(ptr addrspace(6) %t, <2 x i32> %v2, i1 false)
// LL-NEXT: call void @llvm.nvvm.tcgen05.st.16x128b.x64(ptr addrspace(6) %t, <128 x i32> %v128, i1 true)
// LL-NEXT: ret void
// PTX-LABEL: .func st_16x128b(
// PTX: ld.param.b32 %r[[T:[0-9]+]], [st_16x128b_param_0];
// PTX: tcgen05.st.sync.aligned.16x128b.x1.b32 [%r[[T]]], {%r{{[0-9]+}}, %r{{[0-9]+}}};
// PTX: tcgen05.st.sync.aligned.16x128b.x64.unpack::16b.b32 [%r[[T]]], {{[{](%r[0-9]+, ){127}%r[0-9]+[}]}};
// PTX-NEXT: ret;
llvm.func @st_16x128b(%t: !llvm.ptr<6>, %v2: vector<2xi32>, %v128: vector<128xi32>) {
  nvvm.tcgen05.st %t, %v2 {shape = #nvvm.tcgen05_ldst_shape<shape_16x128b>} : vector<2xi32>
  nvvm.tcgen05.st %t, %v128 unpack {shape = #nvvm.tcgen05_ldst_shape<shape_16x128b>} : vector<128xi32>
  llvm.return
}

// 16x256b: x1 takes four lanes, x32 (the largest) 128.
// LL-LABEL: define void @st_16x256b(ptr addrspace(6) %t, <4 x i32> %v4, <128 x i32> %v128)
// LL-NEXT: entry:
// LL-NEXT: call void @llvm.nvvm.tcgen05.st.16x256b.x1(ptr addrspace(6) %t, <4 x i32> %v4, i1 true)
// LL-NEXT: call void @llvm.nvvm.tcgen05.st.16x256b.x32(ptr addrspace(6) %t, <128 x i32> %v128, i1 false)
// LL-NEXT: ret void
// PTX-LABEL: .func st_16x256b(
// PTX: ld.param.b32 %r[[T:[0-9]+]], [st_16x256b_param_0];
// PTX: tcgen05.st.sync.aligned.16x256b.x1.unpack::16b.b32 [%r[[T]]], {{[{](%r[0-9]+, ){3}%r[0-9]+[}]}};
// PTX: tcgen05.st.sync.aligned.16x256b.x32.b32 [%r[[T]]], {{[{](%r[0-9]+, ){127}%r[0-9]+[}]}};
// PTX-NEXT: ret;
llvm.func @st_16x256b(%t: !llvm.ptr<6>, %v4: vector<4xi32>, %v128: vector<128xi32>) {
  nvvm.tcgen05.st %t, %v4 unpack {shape = #nvvm.tcgen05_ldst_shape<shape_16x256b>} : vector<4xi32>
  nvvm.tcgen05.st %t, %v128 {shape = #nvvm.tcgen05_ldst_shape<shape_16x256b>} : vector<128xi32>
  llvm.return
}

// 16x32bx2: the offset immediate follows the address, in the intrinsic and in PTX.
// LL-LABEL: define void @st_16x32bx2(ptr addrspace(6) %t, i32 %v1, <128 x i32> %v128)
// LL-NEXT: entry:
// LL-NEXT: call void @llvm.nvvm.tcgen05.st.16x32bx2.x1(ptr addrspace(6) %t, i64 2, i32 %v1, i1 false)
// LL-NEXT: call void @llvm.nvvm.tcgen05.st.16x32bx2.x128(ptr addrspace(6) %t, i64 64, <128 x i32> %v128, i1 true)
// LL-NEXT: ret void
// PTX-LABEL: .func st_16x32bx2(
// PTX: ld.param.b32 %r[[T:[0-9]+]], [st_16x32bx2_param_0];
// PTX: tcgen05.st.sync.aligned.16x32bx2.x1.b32 [%r[[T]]], 2, {%r{{[0-9]+}}};
// PTX: tcgen05.st.sync.aligned.16x32bx2.x128.unpack::16b.b32 [%r[[T]]], 64, {{[{](%r[0-9]+, ){127}%r[0-9]+[}]}};
// PTX-NEXT: ret;
llvm.func @st_16x32bx2(%t: !llvm.ptr<6>, %v1: i32, %v128: vector<128xi32>) {
  %o = llvm.mlir.constant(2 : i64) : i64
  %o2 = llvm.mlir.constant(64 : i64) : i64
  nvvm.tcgen05.st %t, %v1, %o {shape = #nvvm.tcgen05_ldst_shape<shape_16x32bx2>} : i32
  nvvm.tcgen05.st %t, %v128, %o2 unpack {shape = #nvvm.tcgen05_ldst_shape<shape_16x32bx2>} : vector<128xi32>
  llvm.return
}
