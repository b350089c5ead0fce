// nvvm.inline_ptx as LLVM inline assembly with the constraints MLIR 22's
// --convert-nvvm-to-llvm writes (the examples of its NVVMOps.td and its
// nvvm-to-llvm.mlir test): `=X` per result, `X` per read-only operand (`n` for
// a constant), `b` for the predicate. Its sync instructions (the mbarrier.init
// here) are read and gated like table ops (src/ptx_asm.rs); the others are no
// sync instructions, so nothing is warned about (lit/inline_ptx/ has the
// gating's own tests).
// RUN: %nvvm-lower %s --target sm_90 --emit llvm-ir 2>%t.err | %FileCheck %s --check-prefix=LL
// RUN: %count 0 < %t.err
// RUN: %nvvm-lower %s --target sm_90 2>/dev/null | %FileCheck %s --check-prefix=PTX
// RUN: %nvvm-lower %s --target sm_90 2>/dev/null | %ptxas-verify
// RUN: %nvvm-lower %s --target sm_80 --verify-ptx > /dev/null 2>&1


// LL-LABEL: @read_only(
// LL: call void asm sideeffect "mbarrier.init.b64 [$0], $1;", "l,r"(ptr %barrier_gen, i32 %count)
// LL: call void asm sideeffect "mbarrier.init.shared.b64 [$0], $1;", "r,n"(ptr addrspace(3) %barrier, i32 32)
// PTX-LABEL: read_only(
// PTX: mbarrier.init.b64 [%rd{{[0-9]+}}], %r{{[0-9]+}};
// PTX: mbarrier.init.shared.b64 [%r{{[0-9]+}}], 32;
llvm.func @read_only(%barrier_gen : !llvm.ptr, %barrier : !llvm.ptr<3>, %count : i32) {
  nvvm.inline_ptx "mbarrier.init.b64 [$0], $1;" ro(%barrier_gen, %count : !llvm.ptr, i32)
  %c32 = llvm.mlir.constant(32 : i32) : i32
  nvvm.inline_ptx "mbarrier.init.shared.b64 [$0], $1;" ro(%barrier, %c32 : !llvm.ptr<3>, i32)
  llvm.return
}

// LL-LABEL: @write_only(
// LL: call float asm sideeffect "ex2.approx.ftz.f32 $0, $1;", "=f,f"(float %input)
// PTX-LABEL: write_only(
// PTX: ex2.approx.ftz.f32 %r{{[0-9]+}}, %r{{[0-9]+}};
llvm.func @write_only(%input : f32, %out : !llvm.ptr<1>) {
  %0 = nvvm.inline_ptx "ex2.approx.ftz.f32 $0, $1;" ro(%input : f32) -> f32
  llvm.store %0, %out : f32, !llvm.ptr<1>
  llvm.return
}

// The predicate is the last operand; its number counts the outputs.
// LL-LABEL: @predicate(
// LL: call void asm sideeffect "@$2 mbarrier.init.b64 [$0], $1;", "l,r,b"(ptr %barrier_gen, i32 %count, i1 %pred)
// LL: call i32 asm sideeffect "@$2 add.u32 $0, $1, 1;", "=r,r,b"(i32 %count, i1 %pred)
// PTX-LABEL: predicate(
// PTX: @%p{{[0-9]+}} mbarrier.init.b64 [%rd{{[0-9]+}}], %r{{[0-9]+}};
// PTX: @%p{{[0-9]+}} add.u32 %r{{[0-9]+}}, %r{{[0-9]+}}, 1;
llvm.func @predicate(%barrier_gen : !llvm.ptr, %count : i32, %pred : i1, %out : !llvm.ptr<1>) {
  nvvm.inline_ptx "mbarrier.init.b64 [$0], $1;" ro(%barrier_gen, %count : !llvm.ptr, i32), predicate = %pred
  %0 = nvvm.inline_ptx "add.u32 $0, $1, 1;" ro(%count : i32), predicate = %pred -> i32
  llvm.store %0, %out : i32, !llvm.ptr<1>
  llvm.return
}

// Several results come back as a struct, one llvm.extractvalue each.
// LL-LABEL: @results(
// LL: %[[S:.*]] = call { i32, i32 } asm sideeffect "mov.u32 $0, $2; add.u32 $1, $2, 1;", "=r,=r,r"(i32 %v)
// LL: extractvalue { i32, i32 } %[[S]], 0
// LL: extractvalue { i32, i32 } %[[S]], 1
// PTX-LABEL: results(
// PTX: mov.u32 %r{{[0-9]+}}, %r{{[0-9]+}}; add.u32 %r{{[0-9]+}}, %r{{[0-9]+}}, 1;
llvm.func @results(%v : i32, %out : !llvm.ptr<1>) {
  %x, %y = nvvm.inline_ptx "mov.u32 $0, $2; add.u32 $1, $2, 1;" ro(%v : i32) -> i32, i32
  %s = llvm.add %x, %y : i32
  llvm.store %s, %out : i32, !llvm.ptr<1>
  llvm.return
}

// MLIR 22's named placeholders: written ones, then read ones, each in order.
// LL-LABEL: @placeholders(
// LL: call { i32, i32 } asm sideeffect "{ .reg .pred p; setp.ge.s32 p, $2, $3; selp.s32 $0, $2, $3, p; selp.s32 $1, $3, $2, p; }", "=r,=r,r,r"(i32 %a, i32 %b)
// PTX-LABEL: placeholders(
// PTX: selp.s32
llvm.func @placeholders(%a : i32, %b : i32, %out : !llvm.ptr<1>) {
  %hi, %lo = nvvm.inline_ptx "{ .reg .pred p; setp.ge.s32 p, {$r0}, {$r1}; selp.s32 {$w0}, {$r0}, {$r1}, p; selp.s32 {$w1}, {$r1}, {$r0}, p; }" ro(%a, %b : i32, i32) -> i32, i32
  %s = llvm.sub %hi, %lo : i32
  llvm.store %s, %out : i32, !llvm.ptr<1>
  llvm.return
}
