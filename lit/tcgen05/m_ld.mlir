// nvvm.tcgen05.ld for every shape, with the smallest (x1) and the largest repeat
// count, with and without pack: one @llvm.nvvm.tcgen05.ld.<shape>.x<N> call per op
// (N = lanes for 16x64b/32x32b/16x32bx2, lanes/2 for 16x128b, lanes/4 for
// 16x256b), the pack flag as its last i1 immediate, the 16x32bx2 offset as an
// i64 immediate before it. Every result is stored so that nothing is dead.
// RUN: %nvvm-lower %s --target sm_100a --emit llvm-ir | %FileCheck %s --check-prefix=LL
// RUN: %nvvm-lower %s --target sm_100a | %FileCheck %s --check-prefixes=PTX,PTX100A
// RUN: %nvvm-lower %s --target sm_103a | %FileCheck %s --check-prefixes=PTX,PTX103A
// llc-22 as the code generator gives the same PTX.
// RUN: %nvvm-lower %s --target sm_100a --backend llc | %FileCheck %s --check-prefixes=PTX,PTX100A
// RUN: %nvvm-lower %s --target sm_100a | %ptxas-verify
// RUN: %nvvm-lower %s --target sm_103a | %ptxas-verify
// The other tcgen05 targets take every form too (sm_101a through ptxas 12.9).
// RUN: %nvvm-lower %s --target sm_101a | %ptxas-verify
// RUN: %nvvm-lower %s --target sm_110a | %ptxas-verify
// RUN: %nvvm-lower %s --target sm_100f | %ptxas-verify
// The --verify-ptx path of the CLI agrees.
// RUN: %nvvm-lower %s --target sm_103a --verify-ptx -o /dev/null
// The intrinsic calls (names, types, immediates) are the ones mlir-translate-22 emits.
// RUN: %nvvm-lower %s --target sm_100a --emit llvm-ir | grep -o 'call [^@]*@llvm\.nvvm\.tcgen05[^(]*([^)]*)' | sed -E 's/%[A-Za-z0-9_.]+/%V/g' > %t.ours
// RUN: %mlir-translate --mlir-to-llvmir %s | grep -o 'call [^@]*@llvm\.nvvm\.tcgen05[^(]*([^)]*)' | sed -E 's/%[A-Za-z0-9_.]+/%V/g' > %t.mlir
// RUN: %count 10 < %t.mlir
// RUN: diff %t.ours %t.mlir

// PTX100A: .version 8.6
// PTX100A-NEXT: .target sm_100a
// PTX103A: .version 8.8
// PTX103A-NEXT: .target sm_103a

// LL-LABEL: define void @ld_16x64b(ptr addrspace(6) %t, ptr addrspace(1) %out)
// LL: %a = call i32 @llvm.nvvm.tcgen05.ld.16x64b.x1(ptr addrspace(6) %t, i1 false)
// LL: %b = call <128 x i32> @llvm.nvvm.tcgen05.ld.16x64b.x128(ptr addrspace(6) %t, i1 true)
// PTX-LABEL: .func ld_16x64b(
// PTX: ld.param.b32 %r[[T:[0-9]+]], [ld_16x64b_param_0];
// PTX: tcgen05.ld.sync.aligned.16x64b.x1.b32 {%r{{[0-9]+}}}, [%r[[T]]];
// PTX: tcgen05.ld.sync.aligned.16x64b.x128.pack::16b.b32 {{[{](%r[0-9]+, ){127}%r[0-9]+[}]}}, [%r[[T]]];
// PTX: ret;
llvm.func @ld_16x64b(%t: !llvm.ptr<6>, %out: !llvm.ptr<1>) {
  %a = nvvm.tcgen05.ld %t {shape = #nvvm.tcgen05_ldst_shape<shape_16x64b>} : i32
  llvm.store %a, %out : i32, !llvm.ptr<1>
  %b = nvvm.tcgen05.ld %t pack {shape = #nvvm.tcgen05_ldst_shape<shape_16x64b>} : vector<128xi32>
  llvm.store %b, %out : vector<128xi32>, !llvm.ptr<1>
  llvm.return
}

// LL-LABEL: define void @ld_32x32b(ptr addrspace(6) %t, ptr addrspace(1) %out)
// LL: %a = call i32 @llvm.nvvm.tcgen05.ld.32x32b.x1(ptr addrspace(6) %t, i1 true)
// LL: %b = call <128 x i32> @llvm.nvvm.tcgen05.ld.32x32b.x128(ptr addrspace(6) %t, i1 false)
// PTX-LABEL: .func ld_32x32b(
// PTX: ld.param.b32 %r[[T:[0-9]+]], [ld_32x32b_param_0];
// PTX: tcgen05.ld.sync.aligned.32x32b.x1.pack::16b.b32 {%r{{[0-9]+}}}, [%r[[T]]];
// PTX: tcgen05.ld.sync.aligned.32x32b.x128.b32 {{[{](%r[0-9]+, ){127}%r[0-9]+[}]}}, [%r[[T]]];
// PTX: ret;
llvm.func @ld_32x32b(%t: !llvm.ptr<6>, %out: !llvm.ptr<1>) {
  %a = nvvm.tcgen05.ld %t pack {shape = #nvvm.tcgen05_ldst_shape<shape_32x32b>} : i32
  llvm.store %a, %out : i32, !llvm.ptr<1>
  %b = nvvm.tcgen05.ld %t {shape = #nvvm.tcgen05_ldst_shape<shape_32x32b>} : vector<128xi32>
  llvm.store %b, %out : vector<128xi32>, !llvm.ptr<1>
  llvm.return
}

// 16x128b: x1 is two lanes, x64 (the largest) is 128.
// LL-LABEL: define void @ld_16x128b(ptr addrspace(6) %t, ptr addrspace(1) %out)
// LL: %a = call <2 x i32> @llvm.nvvm.tcgen05.ld.16x128b.x1(ptr addrspace(6) %t, i1 false)
// LL: %b = call <128 x i32> @llvm.nvvm.tcgen05.ld.16x128b.x64(ptr addrspace(6) %t, i1 true)
// PTX-LABEL: .func ld_16x128b(
// PTX: ld.param.b32 %r[[T:[0-9]+]], [ld_16x128b_param_0];
// PTX: tcgen05.ld.sync.aligned.16x128b.x1.b32 {%r{{[0-9]+}}, %r{{[0-9]+}}}, [%r[[T]]];
// PTX: tcgen05.ld.sync.aligned.16x128b.x64.pack::16b.b32 {{[{](%r[0-9]+, ){127}%r[0-9]+[}]}}, [%r[[T]]];
// PTX: ret;
llvm.func @ld_16x128b(%t: !llvm.ptr<6>, %out: !llvm.ptr<1>) {
  %a = nvvm.tcgen05.ld %t {shape = #nvvm.tcgen05_ldst_shape<shape_16x128b>} : vector<2xi32>
  llvm.store %a, %out : vector<2xi32>, !llvm.ptr<1>
  %b = nvvm.tcgen05.ld %t pack {shape = #nvvm.tcgen05_ldst_shape<shape_16x128b>} : vector<128xi32>
  llvm.store %b, %out : vector<128xi32>, !llvm.ptr<1>
  llvm.return
}

// 16x256b: x1 is four lanes, x32 (the largest) is 128.
// LL-LABEL: define void @ld_16x256b(ptr addrspace(6) %t, ptr addrspace(1) %out)
// LL: %a = call <4 x i32> @llvm.nvvm.tcgen05.ld.16x256b.x1(ptr addrspace(6) %t, i1 true)
// LL: %b = call <128 x i32> @llvm.nvvm.tcgen05.ld.16x256b.x32(ptr addrspace(6) %t, i1 false)
// PTX-LABEL: .func ld_16x256b(
// PTX: ld.param.b32 %r[[T:[0-9]+]], [ld_16x256b_param_0];
// PTX: tcgen05.ld.sync.aligned.16x256b.x1.pack::16b.b32 {{[{](%r[0-9]+, ){3}%r[0-9]+[}]}}, [%r[[T]]];
// PTX: tcgen05.ld.sync.aligned.16x256b.x32.b32 {{[{](%r[0-9]+, ){127}%r[0-9]+[}]}}, [%r[[T]]];
// PTX: ret;
llvm.func @ld_16x256b(%t: !llvm.ptr<6>, %out: !llvm.ptr<1>) {
  %a = nvvm.tcgen05.ld %t pack {shape = #nvvm.tcgen05_ldst_shape<shape_16x256b>} : vector<4xi32>
  llvm.store %a, %out : vector<4xi32>, !llvm.ptr<1>
  %b = nvvm.tcgen05.ld %t {shape = #nvvm.tcgen05_ldst_shape<shape_16x256b>} : vector<128xi32>
  llvm.store %b, %out : vector<128xi32>, !llvm.ptr<1>
  llvm.return
}

// 16x32bx2: the offset (an llvm.mlir.constant) is an i64 immediate between the
// address and the pack flag, and the last PTX operand.
// LL-LABEL: define void @ld_16x32bx2(ptr addrspace(6) %t, ptr addrspace(1) %out)
// LL: %a = call i32 @llvm.nvvm.tcgen05.ld.16x32bx2.x1(ptr addrspace(6) %t, i64 2, i1 false)
// LL: %b = call <128 x i32> @llvm.nvvm.tcgen05.ld.16x32bx2.x128(ptr addrspace(6) %t, i64 64, i1 true)
// PTX-LABEL: .func ld_16x32bx2(
// PTX: ld.param.b32 %r[[T:[0-9]+]], [ld_16x32bx2_param_0];
// PTX: tcgen05.ld.sync.aligned.16x32bx2.x1.b32 {%r{{[0-9]+}}}, [%r[[T]]], 2;
// PTX: tcgen05.ld.sync.aligned.16x32bx2.x128.pack::16b.b32 {{[{](%r[0-9]+, ){127}%r[0-9]+[}]}}, [%r[[T]]], 64;
// PTX: ret;
llvm.func @ld_16x32bx2(%t: !llvm.ptr<6>, %out: !llvm.ptr<1>) {
  %o = llvm.mlir.constant(2 : i64) : i64
  %o2 = llvm.mlir.constant(64 : i64) : i64
  %a = nvvm.tcgen05.ld %t, %o {shape = #nvvm.tcgen05_ldst_shape<shape_16x32bx2>} : i32
  llvm.store %a, %out : i32, !llvm.ptr<1>
  %b = nvvm.tcgen05.ld %t, %o2 pack {shape = #nvvm.tcgen05_ldst_shape<shape_16x32bx2>} : vector<128xi32>
  llvm.store %b, %out : vector<128xi32>, !llvm.ptr<1>
  llvm.return
}
// PTX-NOT: tcgen05.ld
