// The accepted side of the memory limits ptxas enforces (intrinsics/targets.toml,
// docs/reliability.md F6): a module's .const variables may take 64 KiB, padding
// included; a kernel's static .shared variables, with those of the functions it
// calls, 48 KiB (227 KiB on sm_90a/sm_100a/sm_103a/sm_110a, 99 KiB on
// sm_120a/sm_121a); shared variables no kernel refers to cost nothing.
// RUN: %nvvm-lower %s --split-input-file --target sm_80 --verify-ptx | %FileCheck %s --check-prefix=SM80
// RUN: %nvvm-lower %s --split-input-file --target sm_70 --verify-ptx | %FileCheck %s --check-prefix=SM80
// RUN: %nvvm-lower %s --split-input-file --target sm_101a --verify-ptx | %FileCheck %s --check-prefix=SM80
// RUN: %nvvm-lower %s --split-input-file --target sm_120 --verify-ptx | %FileCheck %s --check-prefix=SM80

// 1 + 7 (padding) + 65528 = 65536 bytes, and a declared one that fits too.
// SM80: .const .align 1 .u8 a;
// SM80: .const .align 8 .b8 b[65528];
llvm.mlir.global internal @a() {addr_space = 4 : i32} : i8
llvm.mlir.global internal @b() {addr_space = 4 : i32, alignment = 8 : i64} : !llvm.array<65528 x i8>
llvm.func @k(%p: !llvm.ptr<1>) attributes {nvvm.kernel} {
  %a = llvm.mlir.addressof @a : !llvm.ptr<4>
  %v = llvm.load %a : !llvm.ptr<4> -> i8
  llvm.store %v, %p : i8, !llvm.ptr<1>
  llvm.return
}

// -----
// A global takes its store size, without tail padding: 9 + 65527 bytes.
// SM80: .const .align 16 .b8 w[9];
// SM80: .const .align 1 .b8 rest[65527];
llvm.mlir.global internal @w() {addr_space = 4 : i32} : i65
llvm.mlir.global internal @rest() {addr_space = 4 : i32} : !llvm.array<65527 x i8>

// -----
// Two kernels of 48 KiB each, one of them through a call, and 1 MiB no kernel
// uses; @k2 also uses dynamic shared memory.
// SM80: .shared .align 4 .b8 unused[1048576];
// SM80: .extern .shared .align 4 .b8 dyn[];
// SM80: .shared .align 4 .b8 s[49152];
// SM80: .shared .align 4 .b8 t[49152];
llvm.mlir.global internal @unused() {addr_space = 3 : i32} : !llvm.array<262144 x i32>
llvm.mlir.global internal @s() {addr_space = 3 : i32} : !llvm.array<12288 x i32>
llvm.mlir.global internal @t() {addr_space = 3 : i32} : !llvm.array<12288 x i32>
llvm.func @read_s() -> i32 {
  %s = llvm.mlir.addressof @s : !llvm.ptr<3>
  %v = llvm.load %s : !llvm.ptr<3> -> i32
  llvm.return %v : i32
}
llvm.func @k1(%p: !llvm.ptr<1>) attributes {nvvm.kernel} {
  %v = llvm.call @read_s() : () -> i32
  llvm.store %v, %p : i32, !llvm.ptr<1>
  llvm.return
}
// A declared zero-size shared variable is dynamic shared memory, sized at
// launch: it does not count.
llvm.mlir.global external @dyn() {addr_space = 3 : i32} : !llvm.array<0 x i32>
llvm.func @k2(%p: !llvm.ptr<1>) attributes {nvvm.kernel} {
  %d = llvm.mlir.addressof @dyn : !llvm.ptr<3>
  %dv = llvm.load %d : !llvm.ptr<3> -> i32
  llvm.store %dv, %p : i32, !llvm.ptr<1>
  %t = llvm.mlir.addressof @t : !llvm.ptr<3>
  %v = llvm.load %t : !llvm.ptr<3> -> i32
  llvm.store %v, %p : i32, !llvm.ptr<1>
  llvm.return
}
