// A kernel's parameters may take 4352 bytes below PTX 8.1 and 32764 from it
// (intrinsics/targets.toml, docs/reliability.md F8): past 4352 the kernel
// needs PTX 8.1, which is chosen where the target's floor is lower. The other
// side is in kernel-params-invalid.mlir.
// RUN: %nvvm-lower %s --split-input-file --target sm_80 --verify-ptx | %FileCheck %s --check-prefixes=CHECK,SM80
// RUN: %nvvm-lower %s --split-input-file --target sm_70 --verify-ptx | %FileCheck %s --check-prefixes=CHECK,SM70
// RUN: %nvvm-lower %s --split-input-file --target sm_101a --verify-ptx | %FileCheck %s --check-prefixes=CHECK,SM101A

// 8 + 4344 = 4352 bytes: the target's floor.
// SM80: .version 7.0
// SM70: .version 6.0
// SM101A: .version 8.6
// CHECK: .param .align 4 .b8 k_param_1[4344]
llvm.func @k(%p: !llvm.ptr<1>, %z: !llvm.array<1086 x i32>) attributes {nvvm.kernel} {
  llvm.return
}

// -----
// One byte more: PTX 8.1.
// SM80: .version 8.1
// SM70: .version 8.1
// SM101A: .version 8.6
// CHECK: .param .u8 k_param_2
llvm.func @k(%p: !llvm.ptr<1>, %z: !llvm.array<1086 x i32>, %y: i8) attributes {nvvm.kernel} {
  llvm.return
}

// -----
// 1 + 7 (padding) + 32752 + 4 = 32764 bytes, the most at any version.
// SM80: .version 8.1
// CHECK: .param .align 8 .b8 k_param_1[32752]
llvm.func @k(%b: i8, %z: !llvm.array<4094 x i64>, %y: i32) attributes {nvvm.kernel} {
  llvm.return
}
