// The LLVM dialect's llvm.cmpxchg: its (old value, success) struct, its ordering
// pair and sync scope reach the PTX (the same as mlir-translate-22's cmpxchg);
// a CTA-scope one on a global pointer is race pattern 1; a release failure
// ordering is refused.
// RUN: %nvvm-lower %s --split-input-file --target sm_90 --emit llvm-ir | %FileCheck %s --check-prefix=LL
// RUN: %nvvm-lower %s --split-input-file --target sm_90 | %FileCheck %s --check-prefix=PTX
// RUN: %nvvm-lower %s --split-input-file --target sm_90 | %ptxas-verify
// RUN: %nvvm-lower %s --split-input-file --target sm_80 | %ptxas-verify
// RUN: %nvvm-lower %S/Inputs/llvm-cmpxchg-bad.mlir --split-input-file --target sm_90 > %t.out 2> %t.err; test $? -eq 1
// RUN: %count 0 < %t.out
// RUN: %FileCheck %S/Inputs/llvm-cmpxchg-bad.mlir -DFILE=%S/Inputs/llvm-cmpxchg-bad.mlir --input-file %t.err

llvm.func @cas(%g: !llvm.ptr<1>, %s: !llvm.ptr<3>, %a: i32, %b: i32, %w: i64, %o: !llvm.ptr<1>) attributes {nvvm.kernel} {
  %r = llvm.cmpxchg %g, %a, %b syncscope("device") acq_rel monotonic : !llvm.ptr<1>, i32
  %old = llvm.extractvalue %r[0] : !llvm.struct<(i32, i1)>
  %ok = llvm.extractvalue %r[1] : !llvm.struct<(i32, i1)>
  %r2 = llvm.cmpxchg %s, %a, %b syncscope("block") seq_cst seq_cst : !llvm.ptr<3>, i32
  %old2 = llvm.extractvalue %r2[0] : !llvm.struct<(i32, i1)>
  %r3 = llvm.cmpxchg %g, %w, %w acquire acquire : !llvm.ptr<1>, i64
  %old3 = llvm.extractvalue %r3[0] : !llvm.struct<(i64, i1)>
  %sel = llvm.select %ok, %old, %old2 : i1, i32
  llvm.store %sel, %o : i32, !llvm.ptr<1>
  llvm.store %old3, %o : i64, !llvm.ptr<1>
  llvm.return
}
// LL-LABEL: define ptx_kernel void @cas(
// LL: %r = cmpxchg ptr addrspace(1) %g, i32 %a, i32 %b syncscope("device") acq_rel monotonic, align 4
// LL-NEXT: %old = extractvalue { i32, i1 } %r, 0
// LL-NEXT: %ok = extractvalue { i32, i1 } %r, 1
// LL-NEXT: %r2 = cmpxchg ptr addrspace(3) %s, i32 %a, i32 %b syncscope("block") seq_cst seq_cst, align 4
// LL: %r3 = cmpxchg ptr addrspace(1) %g, i64 %w, i64 %w acquire acquire, align 8
// PTX: atom.acq_rel.gpu.global.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
// PTX: fence.sc.cta;
// PTX: atom.acquire.cta.shared.cas.b32
// PTX: atom.acquire.sys.global.cas.b64
