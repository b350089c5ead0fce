// tcgen05.ld, tcgen05.st and tcgen05.mma exist only on the tcgen05 targets
// (sm_100a/f, sm_101a/f, sm_103a/f, sm_110a/f): sm_90a (wgmma's target), plain
// sm_100 (no 'a'/'f' features) and sm_120a (consumer Blackwell, no tensor memory)
// refuse each op with a gate-target diagnostic at the op, exit status 1 and
// nothing on stdout. The diagnostic names the op's PTX form.
// RUN: %nvvm-lower %s --target sm_90a > %t.out 2> %t.err; test $? -eq 1
// RUN: %count 0 < %t.out
// RUN: %FileCheck %s -DFILE=%s -DT=sm_90a --input-file %t.err
// RUN: %nvvm-lower %s --target sm_100 > %t.out 2> %t.err; test $? -eq 1
// RUN: %count 0 < %t.out
// RUN: %FileCheck %s -DFILE=%s -DT=sm_100 --input-file %t.err
// RUN: %nvvm-lower %s --target sm_120a > %t.out 2> %t.err; test $? -eq 1
// RUN: %count 0 < %t.out
// RUN: %FileCheck %s -DFILE=%s -DT=sm_120a --input-file %t.err
// A PTX ISA pinned below 8.6 on a tcgen05 target is a usage error.
// RUN: %nvvm-lower %s --target sm_100a --ptx 8.5 > %t.out 2> %t.err; test $? -eq 2
// RUN: %count 0 < %t.out
// RUN: %FileCheck %s -DFILE=%s --check-prefix=PIN --input-file %t.err
// PIN: error: sm_100a needs PTX ISA 8.6 or newer, but --ptx pins PTX ISA 8.5
// PIN-NOT: error[
// The same source compiles on sm_100a, also with the PTX ISA pinned higher.
// RUN: %nvvm-lower %s --target sm_100a | %ptxas-verify
// RUN: %nvvm-lower %s --target sm_100a --ptx 8.7 | %FileCheck %s --check-prefix=PIN87
// RUN: %nvvm-lower %s --target sm_100a --ptx 8.7 | %ptxas-verify

// PIN87: .version 8.7
// PIN87-NEXT: .target sm_100a

llvm.func @gated(%t: !llvm.ptr<6>, %out: !llvm.ptr<1>, %a: i64, %b: i64, %idesc: i32, %en: i1) {
  %o = llvm.mlir.constant(4 : i64) : i64
  // CHECK: error[gate-target]: 'nvvm.tcgen05.ld' (tcgen05.ld.sync.aligned.16x256b.x1.b32) is not available on [[T]]
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+6]]:3
  // CHECK: = it needs one of [sm_100a, sm_100f, sm_101a, sm_101f, sm_103a, sm_103f, sm_110a, sm_110f] (set 'tcgen05') with PTX ISA 8.6 or newer
  // CHECK-NEXT: = `nvvm-lower --print ops` lists every op with its requirement
  //
  //
  //
  %r = nvvm.tcgen05.ld %t pack {shape = #nvvm.tcgen05_ldst_shape<shape_16x256b>} : vector<4xi32>
  llvm.store %r, %out : vector<4xi32>, !llvm.ptr<1>
  // CHECK: error[gate-target]: 'nvvm.tcgen05.st' (tcgen05.st.sync.aligned.16x32bx2.x2.b32) is not available on [[T]]
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+5]]:3
  // CHECK: = it needs one of [sm_100a, sm_100f, sm_101a, sm_101f, sm_103a, sm_103f, sm_110a, sm_110f] (set 'tcgen05') with PTX ISA 8.6 or newer
  //
  //
  %v = llvm.mlir.zero : vector<2xi32>
  nvvm.tcgen05.st %t, %v, %o unpack {shape = #nvvm.tcgen05_ldst_shape<shape_16x32bx2>} : vector<2xi32>
  // CHECK: error[gate-target]: 'nvvm.tcgen05.mma' (tcgen05.mma.cta_group::1.kind::f16) is not available on [[T]]
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+5]]:3
  // CHECK: = it needs one of [sm_100a, sm_100f, sm_101a, sm_101f, sm_103a, sm_103f, sm_110a, sm_110f] (set 'tcgen05') with PTX ISA 8.6 or newer
  // CHECK-NEXT: = `nvvm-lower --print ops` lists every op with its requirement
  //
  //
  nvvm.tcgen05.mma %t, %a, %b, %idesc, %en {kind = #nvvm.tcgen05_mma_kind<f16>, ctaGroup = #nvvm.cta_group<cta_1>} : (!llvm.ptr<6>, i64, i64, i32, i1)
  // CHECK-NOT: error
  //
  //
  llvm.return
}
