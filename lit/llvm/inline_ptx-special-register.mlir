// A `%` in the PTX of nvvm.inline_ptx stays a `%` unless a digit follows it
// (`%0`, MLIR's spelling of an operand, is `$0`): `%tid.x` is a special
// register. MLIR 22 turns every `%` into `$`, and llc-22 then aborts on
// `$tid.x` (docs/mlir-differences.md).
// RUN: %nvvm-lower %s --target sm_90 --emit llvm-ir 2>/dev/null | %FileCheck %s --check-prefix=LL
// RUN: %nvvm-lower %s --target sm_90 2>/dev/null | %FileCheck %s --check-prefix=PTX
// RUN: %nvvm-lower %s --target sm_90 2>/dev/null | %ptxas-verify

// LL-LABEL: @special_registers(
// LL: call { i32, i32 } asm sideeffect "mov.u32 $0, %tid.x; mov.u32 $1, %tid.y;", "=r,=r"()
// LL: call i32 asm sideeffect "add.u32 $0, $1, 1;", "=r,r"(i32 %v)
// PTX-LABEL: special_registers(
// PTX: mov.u32 %r{{[0-9]+}}, %tid.x; mov.u32 %r{{[0-9]+}}, %tid.y;
// PTX: add.u32 %r{{[0-9]+}}, %r{{[0-9]+}}, 1;
llvm.func @special_registers(%v : i32, %out : !llvm.ptr<1>) {
  %x, %y = nvvm.inline_ptx "mov.u32 $0, %tid.x; mov.u32 $1, %tid.y;" -> i32, i32
  %z = nvvm.inline_ptx "add.u32 %0, %1, 1;" ro(%v : i32) -> i32
  %s = llvm.add %x, %y : i32
  %t = llvm.add %s, %z : i32
  llvm.store %t, %out : i32, !llvm.ptr<1>
  llvm.return
}
